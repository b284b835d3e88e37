import numpy as np
import pytest

from duplexworld.caller import CallerInput, DeterministicCaller, TurnTakingConfig
from duplexworld.caller.persona import PERSONAS
from duplexworld.caller.policy import hold_patience
from duplexworld.testing import ToneSpeaker, toy_scenario
from duplexworld.units import seconds_to_ticks

TONE = ToneSpeaker()


def speech(seconds_of_words: int) -> np.ndarray:
    return (TONE.speak("w " * seconds_of_words) * 32767).astype(np.int16)


def drive(caller, agent_lines, ticks):
    """Feed the caller agent speech: {start tick: text}; returns the chunks."""
    playing = np.zeros(0, dtype=np.int16)
    chunks = []
    text_at = {}
    for tick in range(ticks):
        text = ""
        if tick in agent_lines:
            text = agent_lines[tick]
            playing = (TONE.speak(text) * 32767).astype(np.int16)
            text_at[tick] = text
        piece, playing = playing[:1600], playing[1600:]
        chunks.append(caller.step(CallerInput(tick=tick, agent_audio=piece, agent_text=text)))
    return chunks


def test_caller_opens_after_greeting_and_the_wait_after_the_other_party():
    caller = DeterministicCaller(toy_scenario(), TONE, seed=1, perception="transcript")
    chunks = drive(caller, {0: "How can I help you today?"}, 40)
    opened = [i for i, c in enumerate(chunks) if c.plan == "open"]
    greeting_ticks = -(-len(TONE.speak("How can I help you today?")) // 1600)
    # this driver feeds the agent's audio without the orchestrator's one-tick delay: the
    # caller speaks on the tick where it has heard 1.0 s (5 ticks) of silence
    assert opened == [greeting_ticks - 1 + TurnTakingConfig().wait_after_other]
    assert chunks[opened[0]].text == "Hi, my hallway is dark."


def test_caller_answers_the_fact_asked_and_hangs_up_after_closing():
    caller = DeterministicCaller(toy_scenario(), TONE, seed=1, perception="transcript")
    chunks = drive(
        caller,
        {
            0: "How can I help?",
            30: "Which lamp is it?",
            60: "Done. Is there anything else I can help you with?",
        },
        140,
    )
    plans = [(c.plan, c.text) for c in chunks if c.plan]
    assert ("answer", "It's lamp one.") in plans
    assert plans[-1][0] == "close"
    assert chunks[-1].hangup or any(c.hangup for c in chunks)


def test_silent_agent_gets_prompts_then_the_caller_gives_up():
    caller = DeterministicCaller(toy_scenario(), TONE, seed=1, perception="transcript")
    chunks = drive(caller, {0: "Hello, how can I help?"}, 400)
    plans = [c.plan for c in chunks if c.plan]
    assert plans == ["open", "prompt", "prompt", "prompt", "give_up"]
    assert any(c.hangup for c in chunks)


def test_caller_never_answers_an_unreleased_event_fact():
    scenario = toy_scenario(
        facts=[
            {
                "key": "lamp",
                "label": "lamp number",
                "kind": "digits",
                "value": "1",
                "spoken": "one",
                "reveal": "on_event",
                "event": "tool:get_lamp",
            }
        ]
    )
    caller = DeterministicCaller(scenario, TONE, seed=1, perception="transcript")
    chunks = drive(caller, {0: "How can I help?", 30: "What is the lamp number?"}, 60)
    plans = [c.plan for c in chunks if c.plan]
    assert "answer" not in plans and "decline" in plans


def monologue(caller, text, ticks):
    """The agent speaks ``text`` from tick 0 while the caller listens; returns chunks."""
    return drive(caller, {0: "How can I help?", 20: text}, ticks)


LONG = "Could you tell me your lamp number? " + "and then I will check everything " * 12


def test_clean_caller_never_barges_in():
    caller = DeterministicCaller(
        toy_scenario(persona="new_yorker"), TONE, seed=1, perception="transcript"
    )
    plans = [c.plan for c in monologue(caller, LONG, 200) if c.plan]
    assert "interrupt" not in plans and "backchannel" not in plans


def test_turn_taking_caller_interrupts_with_an_answer_and_backchannels():
    scenario = toy_scenario(persona="new_yorker")
    caller = DeterministicCaller(scenario, TONE, seed=3, perception="transcript", barge_in=True)
    chunks = monologue(caller, LONG, 200)
    plans = [(i, c.plan, c.text) for i, c in enumerate(chunks) if c.plan]
    interrupts = [p for p in plans if p[1] == "interrupt"]
    assert interrupts and interrupts[0][2] == "It's lamp one."
    # decisions happen only on the 2-second grid of continuous agent speech (the monologue
    # is heard from tick 20 in this driver, so checks fall on ticks 29, 39, ...)
    barges = [i for i, plan, _ in plans if plan in {"interrupt", "backchannel"}]
    assert barges and all((i - 20 + 1) % 10 == 0 for i in barges)
    again = monologue(
        DeterministicCaller(scenario, TONE, seed=3, perception="transcript", barge_in=True),
        LONG,
        200,
    )
    assert [c.plan for c in again] == [c.plan for c in chunks]


def test_backchannels_leave_the_agent_turn_open():
    scenario = toy_scenario(persona="bright")  # backchannels often, rarely interrupts
    caller = DeterministicCaller(scenario, TONE, seed=5, perception="transcript", barge_in=True)
    text = "Let me tell you about our lamps. " * 15
    chunks = monologue(caller, text, 260)
    kinds = [c.plan for c in chunks if c.plan]
    assert "backchannel" in kinds
    backchannels = [c.text for c in chunks if c.plan == "backchannel"]
    assert set(backchannels) <= {"Uh-huh.", "Mm-hmm."}


def test_caller_side_tool_runs_after_the_step_takes_its_time():
    from duplexworld.testing import toy_guided_scenario

    caller = DeterministicCaller(toy_guided_scenario(), TONE, seed=1, perception="transcript")
    chunks = drive(caller, {0: "How can I help?", 30: "Please switch the main breaker on."}, 90)
    act = next(i for i, c in enumerate(chunks) if c.plan == "act")
    call = next(i for i, c in enumerate(chunks) if c.tool_calls)
    assert call - act >= 15  # duration_s 3.0 = 15 ticks on the caller's side first
    assert chunks[call].tool_calls[0].name == "flip_breaker"
    assert chunks[call].tool_calls[0].actor == "user"


def test_a_caller_cut_off_while_saying_hold_on_still_steps_away():
    from duplexworld.testing import toy_suspension_scenario

    caller = DeterministicCaller(toy_suspension_scenario(), TONE, seed=1, perception="transcript")
    # the agent asks for the lamp, then talks over the caller's hold line for a long time
    chunks = drive(
        caller,
        {0: "How can I help?", 30: "Which lamp is it?", 50: "and now I keep talking " * 8},
        260,
    )
    plans = [(i, c.plan) for i, c in enumerate(chunks) if c.plan]
    names = [p for _, p in plans]
    assert "suspend" in names and "yield" in names
    resume = next(i for i, p in plans if p == "resume")
    leave = next(i for i, p in plans if p == "suspend")
    assert resume - leave >= 100  # 20 s away although the hold line was cut


def _line_ticks(text: str) -> int:
    return -(-len(TONE.speak(text)) // 1600)


def test_a_patient_caller_waits_through_an_announced_hold_of_12_seconds():
    hold = "One moment, let me check that for you."
    back = 30 + _line_ticks(hold) + 60  # the agent works in silence for 12 s, then answers
    lines = {0: "How can I help?", 30: hold, back: "Thanks for waiting, I found your lamp."}
    caller = DeterministicCaller(toy_scenario(), TONE, seed=1, perception="transcript")
    assert caller.persona is not None and caller.persona.id == "calm"
    assert 15.0 <= caller.hold_patience_s <= 20.0  # the calm persona's range, drawn by seed
    chunks = drive(caller, lines, back + 10)
    assert [c.plan for c in chunks if c.plan] == ["open"]  # no "Are you still there?"
    # the same silence after a line that announces no hold gets the check after 5 s
    plain = DeterministicCaller(toy_scenario(), TONE, seed=1, perception="transcript")
    lines[30] = "Okay, I see."
    chunks = drive(plain, lines, back + 10)
    prompts = [i for i, c in enumerate(chunks) if c.plan == "prompt"]
    assert prompts and prompts[0] == 30 + _line_ticks("Okay, I see.") - 1 + 25


def test_the_presence_check_after_a_hold_comes_at_the_personas_patience():
    hold = "One moment, let me check that for you."
    end = 30 + _line_ticks(hold) - 1  # the last tick the caller hears the hold line
    for persona in ("calm", "hurried"):
        caller = DeterministicCaller(
            toy_scenario(persona=persona), TONE, seed=3, perception="transcript"
        )
        chunks = drive(caller, {0: "How can I help?", 30: hold}, 160)
        first = next(i for i, c in enumerate(chunks) if c.plan == "prompt")
        assert first == end + seconds_to_ticks(caller.hold_patience_s)
        low, high = caller.persona.hold_patience_s
        assert low <= caller.hold_patience_s <= high


def test_hold_patience_is_seeded_and_stays_in_the_persona_range():
    calm = PERSONAS["calm"]
    draws = {hold_patience(calm, "toy", seed) for seed in range(20)}
    assert len(draws) > 5 and all(15.0 <= d <= 20.0 for d in draws)
    assert hold_patience(calm, "toy", 7) == hold_patience(calm, "toy", 7)
    with pytest.raises(ValueError, match="hold_patience_s"):
        type(calm).model_validate({**calm.model_dump(), "hold_patience_s": (5, 9)})
