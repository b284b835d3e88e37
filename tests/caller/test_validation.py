"""Simulator validation: the caller's faults are found from the trace."""

from duplexworld.agents.base import AgentContext
from duplexworld.caller import DeterministicCaller
from duplexworld.caller.understanding import tells_of_work
from duplexworld.caller.validation import validate_caller
from duplexworld.channel import make_channel
from duplexworld.episode.orchestrator import run_episode
from duplexworld.testing import (
    ToneSpeaker,
    ToyWorld,
    register_toy_world,
    toy_correction_scenario,
    toy_scenario,
)
from duplexworld.testing.corrections import SilentCorrector, Turn, TurnAgent
from duplexworld.testing.toy import call
from duplexworld.testing.traces import trace_header
from duplexworld.trace import CallerPlan, Terminated, ToolCalled, TraceWriter, read_trace

ON_EVENT = {
    "key": "lamp",
    "label": "lamp number",
    "kind": "digits",
    "value": "1",
    "spoken": "one",
    "reveal": "on_event",
    "event": "tool:get_lamp",
}


def _tool(tick, name):
    return ToolCalled(tick=tick, call_id=f"c{tick}", actor="agent", name=name, arguments={})


def test_a_fact_said_before_its_event_is_a_fault_and_after_it_is_not():
    scenario = toy_scenario(facts=[ON_EVENT])
    early = [CallerPlan(tick=10, plan="answer", facts=("lamp",)), _tool(20, "get_lamp")]
    late = [_tool(5, "get_lamp"), CallerPlan(tick=10, plan="answer", facts=("lamp",))]
    assert [f.kind for f in validate_caller(scenario, early)] == ["reveal"]
    assert validate_caller(scenario, late) == []


def test_a_due_correction_never_said_is_a_fault():
    scenario = toy_correction_scenario()
    said = CallerPlan(tick=10, plan="answer", facts=("lamp",))
    missing = [said, _tool(20, "get_lamp"), Terminated(tick=200, reason="agent_stop")]
    given = [*missing[:2], CallerPlan(tick=40, plan="correct", facts=("lamp",)), missing[2]]
    too_soon = [said, _tool(20, "get_lamp"), Terminated(tick=30, reason="agent_stop")]
    assert [f.kind for f in validate_caller(scenario, missing)] == ["correction"]
    assert validate_caller(scenario, given) == []
    assert validate_caller(scenario, too_soon) == []


def test_hanging_up_needs_a_reason_the_script_allows():
    scenario = toy_scenario()
    rude = [CallerPlan(tick=10, plan="answer", facts=()), Terminated(tick=20, reason="user_stop")]
    polite = [CallerPlan(tick=10, plan="close"), Terminated(tick=20, reason="user_stop")]
    assert [f.kind for f in validate_caller(scenario, rude)] == ["ending"]
    assert validate_caller(scenario, polite) == []


# -- whose result is a missing correction: episodes with scripted agents -------------------

LONG_TALK = " ".join(["I am going through everything on our side for you now"] * 9) + "."
"""About 30 s of agent speech without a pause for the caller (0.3 s per word)."""


def _episode(tmp_path, turns, caller_class=DeterministicCaller):
    """A toy correction call: the real tick loop, the caller reading the agent's words."""
    register_toy_world()
    scenario = toy_correction_scenario()
    world = ToyWorld(scenario.seed)
    writer = TraceWriter(tmp_path / "ep", trace_header(scenario))
    caller = caller_class(scenario, ToneSpeaker(), seed=1, perception="transcript")
    run_episode(
        world=world,
        caller=caller,
        channel=make_channel("clean", 1),
        agent=TurnAgent(turns, ToneSpeaker()),
        writer=writer,
        step_cap=scenario.step_cap_ticks,
        context=AgentContext(tools=(), instructions="", seed=1),
    )
    writer.close(world.state(), meta={})
    events = read_trace(tmp_path / "ep").events
    return validate_caller(scenario, events), [e for e in events if e.kind == "caller_plan"]


def _asks_then(after):
    lamp = call("get_lamp", lamp_id="1")
    return [Turn("How can I help you today?"), Turn("Which lamp is it?"), *after(lamp)]


def test_a_lookup_told_in_a_question_turn_gets_the_correction(tmp_path):
    # the agent acts, says so and asks again in one breath (what the oracle does on a noisy
    # line): a person sets the premise right in the answer
    turns = _asks_then(
        lambda lamp: [
            Turn("I couldn't find anything wrong with that lamp. Which lamp is it?", (lamp,)),
            Turn("Thank you, goodbye.", end_call=True),
        ]
    )
    faults, plans = _episode(tmp_path, turns)
    assert faults == []
    correct = [p for p in plans if p.plan == "correct"]
    assert correct and correct[0].facts == ("lamp",)


def test_a_caller_that_had_the_floor_and_never_corrected_is_at_fault(tmp_path):
    turns = _asks_then(
        lambda lamp: [
            Turn("I couldn't find anything wrong with that lamp. Which lamp is it?", (lamp,)),
            Turn("Thank you, goodbye.", end_call=True),
        ]
    )
    faults, plans = _episode(tmp_path, turns, caller_class=SilentCorrector)
    assert not any(p.plan == "correct" for p in plans)
    assert [f.kind for f in faults] == ["correction"]
    assert "could be noticed" in faults[0].detail


def test_an_agent_that_acts_then_hangs_up_or_keeps_the_floor_gets_its_own_result(tmp_path):
    # both calls are the agent's result (scored), never a caller fault: the caller had no
    # turn and no quiet line after the act
    hangs_up = _asks_then(lambda lamp: [Turn("Okay, goodbye.", (lamp,), end_call=True)])
    faults, plans = _episode(tmp_path / "a", hangs_up)
    assert faults == [] and not any(p.plan == "correct" for p in plans)
    talks = _asks_then(lambda lamp: [Turn(LONG_TALK, (lamp,), end_call=True)])
    faults, plans = _episode(tmp_path / "b", talks)
    assert faults == [] and not any(p.plan == "correct" for p in plans)


def test_an_act_without_a_sign_a_person_could_notice_is_the_agents(tmp_path):
    # the lookup goes out while the agent asks again, with no word about it and no pause:
    # nobody on the phone knows it happened
    turns = _asks_then(
        lambda lamp: [
            Turn("Which lamp is it, please?", (lamp,)),
            Turn("Thank you, goodbye.", end_call=True),
        ]
    )
    faults, plans = _episode(tmp_path, turns, caller_class=SilentCorrector)
    assert faults == []


def test_news_of_work_is_told_by_form_and_acknowledgements_tell_nothing():
    told = (
        "One moment while I look into that.",
        "I couldn't find a match for that. May I have your name?",
        "I see more than one that could be it. Which one?",
    )
    silent = (
        "Thank you. And what's your date of birth?",
        "Got it, Laura.",
        "Sorry, I didn't catch that. When were you born?",
        "Thank you for that, Laura. What's your birthday?",
    )
    assert all(tells_of_work(turn) for turn in told)
    assert not any(tells_of_work(turn) for turn in silent)
