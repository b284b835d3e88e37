"""What the oracle makes of what it hears: presence checks, corrections, free text.

These drive the oracle's hearing with transcripts (no recogniser, a tone for its voice), so
they test its decisions, not speech recognition; the episodes of the campaign test the rest.
"""

from __future__ import annotations

import numpy as np

from duplexworld.agents import phrasing
from duplexworld.agents.base import AgentInput, ReferenceContext
from duplexworld.agents.oracle import OracleAgent, closing_line
from duplexworld.scenario import Scenario
from duplexworld.testing import ToneSpeaker
from duplexworld.worlds import builtin_scenarios

SILENCE = np.zeros(1600, dtype=np.int16)


class _NoASR:
    def transcribe(self, pcm: np.ndarray) -> str:
        raise AssertionError("these tests hand the oracle transcripts")


def _scenario(scenario_id: str) -> Scenario:
    world = scenario_id.split("_")[0]
    return next(s for s in builtin_scenarios(world) if s.id == scenario_id)


def _oracle(scenario_id: str) -> OracleAgent:
    scenario = _scenario(scenario_id)
    agent = OracleAgent(ToneSpeaker(), _NoASR())
    agent.start(ReferenceContext(tools=(), instructions="", seed=0, scenario=scenario))
    return agent


def _hear(agent: OracleAgent, text: str) -> list[str]:
    """Hand the oracle one caller turn; return what it says next (until it falls silent)."""
    notes: list[str] = []
    agent._out.clear_pending()  # the greeting is not part of the answer
    agent._on_heard(text, notes)  # the transcript the recogniser would have produced
    said: list[str] = []
    for tick in range(400):
        if not agent._out.busy:
            break
        said += [agent.step(AgentInput(tick=tick, audio=SILENCE)).transcript]
    return [line for line in said if line]


def _answer_all(agent: OracleAgent, answers: dict[str, str]) -> None:
    """Answer each question the oracle asks with the given turn for its fact."""
    _hear(agent, "Hi, I'm calling about a problem.")
    while agent._asking is not None:
        _hear(agent, answers[agent._asking.key])


def test_are_you_still_there_while_it_works_is_answered_and_changes_no_value():
    agent = _oracle("insurance_record_disambiguation_01")
    _answer_all(
        agent,
        {
            "full_name": "It's Emily Parker.",
            "date_of_birth": "It's May ninth, nineteen eighty-eight.",
            "policy_number": "My policy number is five nine zero seven three four.",
            "which_car": "The Accord, the gray twenty twenty-one.",
            "loss_date": "It happened on June twelfth, twenty twenty-four.",
            "police_report": "The report number is two six four eight one zero five.",
            "what_happened": "Somebody keyed my car in the parking garage at work.",
        },
    )
    assert agent._phase == "acting"
    held = dict(agent._values)
    said = _hear(agent, "Hello? Are you still there?")
    assert said == [phrasing.STILL_HERE]
    assert agent._values == held, "a presence check is no correction of the free-text fact"
    assert agent._phase == "acting"


def test_a_presence_check_cut_at_its_first_pause_is_not_a_name():
    # the oracle's voice detector can end the turn after "Hello?": the recogniser then gives
    # "Hello are you", which parses as a two-word name and once replaced the other driver's
    agent = _oracle("insurance_multi_intent_01")
    _answer_all(
        agent,
        {
            "full_name": "It's Jennifer Collins.",
            "date_of_birth": "It's July nineteenth, nineteen ninety.",
            "policy_number": "My policy number is eight four six two one five.",
            "loss_date": "It happened on June fourteenth, twenty twenty-four.",
            "loss_zip": "It happened in ZIP code nine eight one one five.",
            "other_party": "The name is Brian Cooper.",
            "preferred_time": "Mornings are best, the earliest morning you have.",
            "what_happened": "Someone backed into my car in a parking lot and crushed the fender.",
        },
    )
    assert agent._phase == "acting"
    held = dict(agent._values)
    assert _hear(agent, "Hello are you") == []
    assert agent._values == held
    assert _hear(agent, "still there?") == [phrasing.STILL_HERE]
    assert agent._values == held


def test_a_free_text_fact_is_corrected_only_by_a_turn_that_names_it():
    agent = _oracle("insurance_record_disambiguation_01")
    _answer_all(
        agent,
        {
            "full_name": "It's Emily Parker.",
            "date_of_birth": "It's May ninth, nineteen eighty-eight.",
            "policy_number": "My policy number is five nine zero seven three four.",
            "which_car": "The Accord, the gray twenty twenty-one.",
            "loss_date": "It happened on June twelfth, twenty twenty-four.",
            "police_report": "The report number is two six four eight one zero five.",
            "what_happened": "Somebody keyed my car in the parking garage at work.",
        },
    )
    notes: list[str] = []
    assert not agent._take_correction("Sorry, the line is bad where I am.", notes)
    assert agent._values["which_car"] == "The Accord, the gray twenty twenty-one"


def test_a_correction_without_a_name_changes_the_value_the_caller_gave_last():
    # two ZIP codes are held: the account's (given first) and the new yard's (given last)
    agent = _oracle("logistics_mid_call_correction_03")
    _answer_all(
        agent,
        {
            "customer_number": "Our customer number is two zero eight four one six.",
            "postcode": "That would be five five four one three.",
            "tracking_number": "It's tracking number four six eight one nine three two seven.",
            "bol_number": "It's three nine two seven one five four.",
            "new_postcode": "Send it to five five one one six, that's our Saint Paul yard.",
        },
    )
    # as after its first four steps (verify_caller with the account ZIP ... the address book):
    # the latest step taken used the account ZIP, yet the caller corrects the new one
    agent._next_action = 4
    said = _hear(agent, "Sorry, make that Bloomington, five five four two zero.")
    assert agent._values["new_postcode"] == "55420"
    assert agent._values["postcode"] == "55413"
    assert said[0] == phrasing.ACKNOWLEDGE_CORRECTION


def test_a_qualified_zip_code_is_asked_with_whose_it_is():
    assert "account ZIP code" in phrasing.question("postcode", "account ZIP code", 1)
    assert "listing's ZIP code" in phrasing.question("postcode", "listing's ZIP code", 2)
    assert phrasing.question("postcode", "ZIP code", 1) in phrasing.QUESTIONS["postcode"]


def _spoken(agent: OracleAgent) -> list[str]:
    said = [agent.step(AgentInput(tick=t, audio=SILENCE)).transcript for t in range(400)]
    return [line for line in said if line]


def test_are_you_still_there_after_the_closing_asks_again_instead_of_hanging_up():
    agent = _oracle("banking_record_disambiguation_03")
    agent._phase = "closing"  # the closing line has been said and the caller missed it
    said = _hear(agent, "Hello? Are you still there?")
    assert said == [f"{phrasing.STILL_HERE_CLOSING}{phrasing.ANYTHING_ELSE}"]
    assert agent._phase == "closing"
    # a goodbye then ends the call as before
    _hear(agent, "No, that's all. Goodbye.")
    assert agent._phase == "ending"


def test_a_closing_line_the_caller_spoke_over_is_said_not_dropped():
    agent = _oracle("banking_suspension_02")
    agent._out.clear_pending()
    agent._phase = "closing"
    closing = closing_line(world_has_writes=True, refusing=False)
    agent._out.say(closing)  # queued while the caller was speaking, not yet started
    agent._on_heard("Hello? Sorry, I'm here.", [])
    assert _spoken(agent) == [closing]
    assert agent._phase == "closing"  # the caller's turn was no reply to it
