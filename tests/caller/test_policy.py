import numpy as np

from duplexworld.caller import CallerInput, DeterministicCaller, TurnTakingConfig
from duplexworld.testing import ToneSpeaker, toy_scenario

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
