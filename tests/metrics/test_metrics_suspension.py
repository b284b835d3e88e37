"""The suspension sentinel: SUS scores the dead air of an announced step-away; TT exempts it."""

from pathlib import Path

import pytest

from duplexworld.metrics.base import REGISTRY, Absent
from duplexworld.metrics.suspension import gap_score, suspension_gaps
from duplexworld.testing import toy_scenario, toy_suspension_scenario
from duplexworld.testing.traces import trace_header
from duplexworld.trace import (
    CallerPlan,
    SpeechStarted,
    SpeechStopped,
    Terminated,
    Trace,
    Utterance,
)

SCENARIO = toy_suspension_scenario()


def _trace(events: list, scenario=SCENARIO) -> Trace:
    header = trace_header(scenario, seed=0, step_cap_ticks=900)
    return Trace(Path("."), header, sorted(events, key=lambda e: e.tick), {})


def say(lane: str, start: int, stop: int, text: str) -> list:
    return [
        Utterance(tick=start, lane=lane, text=text),
        SpeechStarted(tick=start, lane=lane),
        SpeechStopped(tick=stop, lane=lane),
    ]


def call(*agent_in_gap: tuple[int, int, str], acknowledge: bool = True, back_at: int = 120):
    """Greeting, the caller's lamp number and step-away (20-30), away until ``back_at``."""
    events = [
        *say("agent", 0, 5, "Hello, how can I help?"),
        *say("caller", 8, 15, "Lamp one two is off."),
        *say("agent", 18, 22, "Which lamp?"),
        CallerPlan(tick=25, plan="answer"),
        CallerPlan(tick=26, plan="suspend"),
        *say("caller", 26, 32, "Sorry, can you hold on a minute?"),
    ]
    if acknowledge:
        events += say("agent", 35, 40, "Of course, take your time.")
    for start, stop, text in agent_in_gap:
        events += say("agent", start, stop, text)
    events += [
        CallerPlan(tick=back_at, plan="resume"),
        *say("caller", back_at, back_at + 6, "Sorry about that, I'm back."),
        *say("agent", back_at + 10, back_at + 15, "Welcome back. Lamp one two is on."),
        Terminated(tick=back_at + 30, reason="agent_stop"),
    ]
    return _trace(events)


def test_a_held_gap_with_an_on_time_pick_up_scores_one():
    trace = call()
    (gap,) = suspension_gaps(trace)
    assert (gap.start, gap.end, gap.back_end) == (32, 120, 126)
    assert gap.acknowledged and gap.talked_into_gap == 0
    assert gap.resume_latency_ms == 800.0  # 4 ticks after the caller's return line
    value = REGISTRY["SUS"].compute(SCENARIO, trace)
    assert value.version == "dw_1" and value.value == 1.0
    (evidence,) = value.evidence["gaps"]
    assert evidence["kind"] == "announced" and evidence["len"] == pytest.approx(17.6)
    assert evidence["out"] == "Sorry, can you hold on a minute?"
    assert evidence["n"] == 1 and evidence["agent_talked"]  # the acknowledgement


def test_talking_to_the_absent_caller_fails_the_hold():
    trace = call((80, 90, "Are you there? Could you tell me your date of birth?"))
    (gap,) = suspension_gaps(trace)
    assert gap.talked_into_gap == 1 and gap_score(gap) == 0.0
    assert REGISTRY["SUS"].compute(SCENARIO, trace).value == 0.0


def test_a_slow_pick_up_scores_on_the_latency_curve():
    # the agent answers the return 3.0 s after it ended: phi(3000) = 1/3
    events = call().events
    late = [e for e in events if e.tick < 130 or isinstance(e, Terminated)]
    late += say("agent", 141, 146, "Welcome back.")
    trace = _trace(late)
    assert REGISTRY["SUS"].compute(SCENARIO, trace).value == pytest.approx(1 / 3)


def test_sus_is_absent_with_a_reason():
    no_suspension = toy_scenario()
    absent = REGISTRY["SUS"].compute(no_suspension, _trace([], no_suspension))
    assert isinstance(absent, Absent) and "no suspension" in absent.reason
    never = REGISTRY["SUS"].compute(SCENARIO, _trace([Terminated(tick=5, reason="user_stop")]))
    assert isinstance(never, Absent) and "never stepped away" in never.reason


def test_tt_does_not_count_the_silent_step_away_turn_as_unanswered():
    # the agent stays silent after "hold on" (no acknowledgement): right, not unanswered
    trace = call(acknowledge=False)
    tt = REGISTRY["TT"].compute(SCENARIO, trace)
    assert tt.evidence["unanswered_turns"] == [] and tt.value > 0.0
    # the same call without the suspend plan: the "hold on" turn is an unanswered turn
    plain = _trace(
        [e for e in trace.events if not (isinstance(e, CallerPlan) and e.plan == "suspend")]
    )
    assert REGISTRY["TT_strict"].compute(SCENARIO, plain).value == 0.0
    assert REGISTRY["TT"].compute(SCENARIO, plain).evidence["unanswered_turns"] != []
