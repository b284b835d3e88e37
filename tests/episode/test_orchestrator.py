"""The tick loop with the toy world and scripted participants."""

import numpy as np

from duplexworld.agents import AgentChunk
from duplexworld.caller import DeterministicCaller
from duplexworld.channel import make_channel
from duplexworld.episode.orchestrator import run_episode
from duplexworld.testing import ScriptedAgent, ToneSpeaker, ToyWorld, toy_scenario
from duplexworld.testing.toy import call
from duplexworld.testing.traces import trace_header
from duplexworld.trace import (
    CallerPlan,
    EffectInjected,
    SpeechStarted,
    StateChanged,
    Terminated,
    ToolCalled,
    ToolReturned,
    TraceHeader,
    TraceWriter,
    read_trace,
)


def header(scenario) -> TraceHeader:
    return trace_header(scenario)


def run(tmp_path, script, step_cap=60, end_at=None):
    scenario = toy_scenario()
    world = ToyWorld(scenario.seed)
    agent = ScriptedAgent(script, end_at=end_at)
    writer = TraceWriter(tmp_path / "ep", header(scenario))
    outcome = run_episode(
        world=world,
        caller=DeterministicCaller(scenario, ToneSpeaker(), seed=1, perception="transcript"),
        channel=make_channel("clean", 1),
        agent=agent,
        writer=writer,
        step_cap=step_cap,
    )
    writer.close(world.state(), meta={})
    return outcome, agent, read_trace(tmp_path / "ep"), world


def test_tool_results_arrive_at_the_next_tick(tmp_path):
    outcome, agent, trace, world = run(
        tmp_path, {3: AgentChunk(tool_calls=(call("switch_on", lamp_id="1"),))}
    )
    called = trace.events(ToolCalled)[0]
    returned = trace.events(ToolReturned)[0]
    assert (called.tick, returned.tick) == (3, 4)
    assert agent.inputs[3].tool_results == ()
    assert agent.inputs[4].tool_results[0].ok
    assert trace.events(StateChanged)[0].tick == 3
    assert world.store.get("lamps", "1")["on"] is True


def test_malformed_arguments_give_an_error_result_and_the_call_goes_on(tmp_path):
    bad = (
        call("switch_on", call_id="b1", lamp_id="1", brightness="very"),
        call("no_such_tool", call_id="b2"),
    )
    outcome, agent, trace, world = run(tmp_path, {2: AgentChunk(tool_calls=bad)}, step_cap=20)
    results = trace.events(ToolReturned)
    assert [r.ok for r in results] == [False, False]
    assert "brightness" in results[0].content and "no_such_tool" in results[1].content
    assert outcome.reason == "max_steps" and outcome.ticks == 20
    assert world.store.get("lamps", "1")["on"] is False


def test_agent_end_of_call_and_step_cap_are_recorded(tmp_path):
    outcome, _, trace, _ = run(tmp_path, {}, step_cap=50, end_at=7)
    assert outcome.reason == "agent_stop"
    assert trace.events(Terminated)[-1].reason == "agent_stop"
    assert trace.end_tick == 8
    outcome, _, trace, _ = run(tmp_path, {}, step_cap=12)
    assert (outcome.reason, trace.end_tick) == ("max_steps", 12)


def test_each_side_hears_the_other_one_tick_late(tmp_path):
    tone = (ToneSpeaker().speak("one two three") * 20000).astype(np.int16)
    script = {
        t: AgentChunk(audio=tone[1600 * t : 1600 * (t + 1)], transcript="hi" if t == 0 else "")
        for t in range(4)
    }
    _, agent, trace, _ = run(tmp_path, script, step_cap=30)
    agent_start = [e for e in trace.events(SpeechStarted) if e.lane == "agent"][0]
    assert agent_start.tick == 0
    audio, rate = trace.audio()
    assert rate == 8000 and audio.shape == (30 * 1600, 2)
    assert np.array_equal(audio[:1600, 1], tone[:1600])


def test_caller_hangs_up_on_a_silent_agent(tmp_path):
    outcome, _, trace, _ = run(tmp_path, {}, step_cap=600)
    assert outcome.reason == "user_stop"
    plans = [e.plan for e in trace.events(CallerPlan)]
    assert plans[0] == "open" and plans[-1] == "give_up"


def test_backchannels_get_a_gold_label_with_their_span(tmp_path):
    scenario = toy_scenario(persona="bright")
    world = ToyWorld(scenario.seed)
    tone = (ToneSpeaker().speak("word " * 60) * 20000).astype(np.int16)
    script = {t: AgentChunk(audio=tone[1600 * t : 1600 * (t + 1)]) for t in range(20, 110)}
    writer = TraceWriter(tmp_path / "bc", header(scenario))
    caller = DeterministicCaller(
        scenario, ToneSpeaker(), seed=5, perception="transcript", barge_in=True
    )
    caller._state.opened = True  # skip the opening: the test is about the monologue
    run_episode(
        world=world,
        caller=caller,
        channel=make_channel("clean", 1),
        agent=ScriptedAgent(script),
        writer=writer,
        step_cap=120,
    )
    writer.close(world.state(), meta={})
    trace = read_trace(tmp_path / "bc")
    plans = [e for e in trace.events(CallerPlan) if e.plan == "backchannel"]
    labels = [e for e in trace.events(EffectInjected) if e.label == "backchannel"]
    assert plans and [e.start_tick for e in labels] == [e.tick for e in plans]
    assert all(e.end_tick > e.start_tick for e in labels)
