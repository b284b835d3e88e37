"""What the caller says to what it understood: confirmations, read-backs, refusals, ...

These drive the caller with the agent's transcript (the recorded ablation) so they test the
reading and the replies, not the recogniser.
"""

from pathlib import Path

import numpy as np

from duplexworld.caller import DeterministicCaller
from duplexworld.scenario import load_scenario
from duplexworld.testing import ToneSpeaker

BANKING = Path(__file__).parents[2] / "src/duplexworld/worlds/banking/scenarios"
TONE = ToneSpeaker()


def _caller(name: str = "banking_single_intent_01", **overrides):
    scenario = load_scenario(BANKING / f"{name}.yaml")
    if overrides:
        scenario = scenario.model_copy(update=overrides)
    return DeterministicCaller(scenario, TONE, seed=1, perception="transcript")


def _replies(caller, turns: list[str], wait: int = 8):
    """The caller's plans when the agent greets and then says each turn once the caller has
    replied to the previous one (or stayed silent for a while)."""
    from duplexworld.caller import CallerInput

    pending = ["How can I help?", *turns]
    playing = np.zeros(0, dtype=np.int16)
    quiet, replied, plans = 0, True, []
    for tick in range(2000):
        text = ""
        if not playing.size and pending and replied and quiet >= wait:
            text = pending.pop(0)
            playing = (TONE.speak(text) * 32767).astype(np.int16)
            replied, quiet = False, 0
        piece, playing = playing[:1600], playing[1600:]
        chunk = caller.step(CallerInput(tick=tick, agent_audio=piece, agent_text=text))
        if chunk.plan and chunk.plan not in ("prompt", "give_up"):  # silence while it waits
            plans.append((chunk.plan, chunk.text, chunk.plan_facts, chunk.reason))
            replied = True
        quiet = 0 if chunk.speaking or piece.size else quiet + 1
        # no reply at all: go on before the caller starts asking "are you still there?"
        replied = replied or quiet >= 20
        if not pending and not playing.size and quiet >= 20:
            break
    return [p for p in plans if p[0] != "open"]


def test_a_right_confirmation_gets_yes_and_a_wrong_one_the_right_value():
    answers = _replies(
        _caller(),
        [
            "Your date of birth is July 22nd, 1985, correct?",
            "And the card ends in 3862, is that right?",
        ],
    )
    assert answers[0][0] == "confirm" and answers[0][1].startswith("Yes")
    assert answers[1][0] == "correct_readback"
    assert answers[1][1].startswith("No") and "three eight two six" in answers[1][1]
    assert answers[1][2] == ("card_last4",)


def test_a_wrong_read_back_is_corrected_and_a_statement_about_a_fact_is_not_answered():
    plans = _replies(
        _caller(),
        ["I found an account under your name.", "I have your date of birth as July 23rd, 1985."],
    )
    after_opening = plans
    assert after_opening[0][0] == "correct_readback"
    assert "July twenty-second" in after_opening[0][1]
    assert not [p for p in plans if p[0] == "answer"]


def test_the_caller_pushes_back_as_often_as_its_persona_insists_then_accepts():
    refusal = "I'm sorry, but I can't do that for you: our policy does not allow it."
    for persona, rounds in (("calm", 1), ("hurried", 2)):
        caller = _caller("banking_policy_refusal_01", persona=persona)
        plans = [p[0] for p in _replies(caller, [refusal] * (rounds + 1))]
        assert plans.count("push_back") == rounds, plans
        assert plans[-1] == "accept", plans


def test_a_refusal_with_a_closing_question_is_pushed_back_before_the_goodbye():
    caller = _caller("banking_policy_refusal_01")
    closing = (
        "I'm sorry, but I can't do that for you: our policy does not allow it. "
        "Is there anything else I can help you with?"
    )
    plans = _replies(caller, [closing, closing])
    assert [p[0] for p in plans[:2]] == ["push_back", "close"]


def test_a_closing_that_reads_back_the_card_is_a_closing():
    caller = _caller()
    line = "Your card ending in 3826 is locked. Is there anything else I can help you with?"
    plans = _replies(caller, [line])
    assert plans[-1][0] == "close"


def test_which_one_is_answered_from_the_callers_own_knowledge():
    caller = _caller()
    plans = _replies(caller, ["Which card is it?"])
    assert plans[-1][0] == "answer" and plans[-1][2] == ("card_last4",)


def test_paraphrased_questions_are_answered():
    caller = _caller()
    lines = [
        "What's the DOB on the account?",
        "What name is the account under?",
        "Can you read me the final four numbers on the card?",
    ]
    plans = _replies(caller, lines)
    assert [p[2] for p in plans if p[0] == "answer"] == [
        ("date_of_birth",),
        ("full_name",),
        ("card_last4",),
    ]


LOGISTICS = Path(__file__).parents[2] / "src/duplexworld/worlds/logistics/scenarios"


def _logistics_caller(name: str):
    scenario = load_scenario(LOGISTICS / f"{name}.yaml")
    return DeterministicCaller(scenario, TONE, seed=1, perception="transcript")


def test_a_step_asked_with_a_misheard_first_word_is_still_done():
    # the recogniser heard "Place print" for "Please print": "... then tell me when it's
    # done" still asks the caller to do something
    caller = _logistics_caller("logistics_guided_procedure_02")
    turn = (
        "Place print the shipment's label from the portal and stick it on every piece, "
        "then tell me when it's done."
    )
    plans = _replies(caller, [turn])
    assert plans[0][0] == "act", plans


def test_one_moment_is_no_count_read_back():
    caller = _logistics_caller("logistics_record_disambiguation_03")
    turn = "Thank you. One moment while I look into that. That didn't go through."
    plans = _replies(caller, [turn])
    assert not [p for p in plans if p[0] == "correct_readback"], plans


def test_still_here_while_working_is_no_closing():
    plans = _replies(_caller(), ["Yes, I'm still here, I'm working on it."])
    assert not [p for p in plans if p[0] == "close"], plans


def test_a_new_record_reference_read_out_is_no_read_back_of_the_callers_digits():
    # the agent tells the caller the dispute number it just created: its digits are the
    # record's, not a wrong card number to correct (as the recogniser writes it, and spelled)
    for turn in (
        "Your dispute number is DSP-T-8003.",
        "Your dispute number is d s p dash t dash 8 0 0 3.",
        "Your reference number is K-1851-R.",
    ):
        plans = _replies(_caller("banking_single_intent_02"), [turn])
        assert not [p for p in plans if p[0] == "correct_readback"], (turn, plans)
    # a wrong value of the caller's own still gets the right one
    plans = _replies(_caller("banking_single_intent_02"), ["So your card ends in 1234."])
    assert [p for p in plans if p[0] == "correct_readback"], plans
