"""TT (EVA-Bench turn-taking as DuplexWorld ports it): curves, per-turn cases, rules, traces."""

import json
from pathlib import Path

import pytest

from duplexworld.metrics import REGISTRY
from duplexworld.metrics.segments import Segment
from duplexworld.metrics.turn_taking import (
    STRICT_CONFIG,
    VERSION,
    TTConfig,
    TurnSpans,
    build_turns,
    count_score,
    latency_score,
    overlap_score,
    score_turns,
    trace_turn_taking,
    turns_from_trace,
    yield_score,
)
from duplexworld.testing import toy_scenario
from duplexworld.testing.traces import trace_header
from duplexworld.trace import (
    CallerPlan,
    SpeechStarted,
    SpeechStopped,
    Terminated,
    ToolCalled,
    Trace,
)

CASES = json.loads(
    (Path(__file__).parents[1] / "data" / "conformance" / "turn_taking" / "cases.json").read_text(
        encoding="utf-8"
    )
)
TOL = 1e-3  # the tolerance cases.json states


# -- curve points -----------------------------------------------------------------------------
@pytest.mark.parametrize(("ms", "expected"), CASES["latency_curve"]["non_tool"])
def test_latency_curve(ms, expected):
    assert latency_score(ms) == pytest.approx(expected, abs=TOL)


@pytest.mark.parametrize(("ms", "expected"), CASES["latency_curve"]["tool_turn"])
def test_tool_turn_latency_curve(ms, expected):
    assert latency_score(ms, tool_turn=True) == pytest.approx(expected, abs=TOL)


@pytest.mark.parametrize(("ms", "expected"), CASES["overlap_curve"])
def test_overlap_curve(ms, expected):
    assert overlap_score(ms) == pytest.approx(expected, abs=TOL)


@pytest.mark.parametrize(("n", "expected"), CASES["count_curve"])
def test_barge_in_count_curve(n, expected):
    assert count_score(n) == pytest.approx(expected, abs=TOL)


@pytest.mark.parametrize(("ms", "expected"), CASES["yield_curve"])
def test_yield_curve(ms, expected):
    assert yield_score(ms) == pytest.approx(expected, abs=TOL)


def test_the_count_score_needs_a_barge_in():
    with pytest.raises(ValueError):
        count_score(0)


# -- per-turn cases ---------------------------------------------------------------------------
def case_turns(case: dict) -> list[TurnSpans]:
    ids = sorted({int(i) for i in case["user"]} | {int(i) for i in case["agent"]})

    def spans(side: str, turn: int) -> tuple[tuple[float, float], ...]:
        return tuple((s * 1000.0, e * 1000.0) for s, e in case[side].get(str(turn), []))

    return [
        TurnSpans(
            turn_id=turn,
            user=spans("user", turn),
            agent=spans("agent", turn),
            agent_interrupted=turn in case["agent_interrupted"],
            user_interrupted=turn in case["user_interrupted"],
            tool_turn=turn in case["tool_turns"],
        )
        for turn in ids
    ]


@pytest.mark.parametrize("case", CASES["turn_cases"], ids=[c["name"] for c in CASES["turn_cases"]])
def test_turn_case(case):
    result = score_turns(case_turns(case))
    for key, expected in case["expect"].items():
        if key == "tt":
            assert result.value == pytest.approx(expected, abs=TOL)
        elif key.startswith("turn_"):
            turn = result.turn(int(key.removeprefix("turn_")))
            for field, value in expected.items():
                got = turn.score if field == "score" else turn.evidence.get(field)
                if value is None:
                    assert field not in turn.evidence, field  # omitted, as EVA omits it
                else:
                    assert got == pytest.approx(value, abs=TOL), field
        else:
            assert result.sub_metrics[key] == pytest.approx(expected, abs=TOL), key


# -- rules ------------------------------------------------------------------------------------
def turn(turn_id, user, agent=(), **flags) -> TurnSpans:
    return TurnSpans(turn_id, tuple(user), tuple(agent), **flags)


def test_the_greeting_is_not_scored_and_one_sided_turns_are_not_scored():
    turns = [turn(0, [], [(0, 3000)]), turn(1, [(4000, 5000)], [(6000, 7000)])]
    result = score_turns(turns)
    assert [t.turn_id for t in result.turns] == [1]
    assert result.value == 1.0


def test_no_scorable_turn_gives_zero_not_absent():
    assert score_turns([]).value == 0.0
    assert score_turns([turn(0, [], [(0, 3000)])]).value == 0.0


def test_an_unanswered_user_turn_scores_zero_in_the_headline_mean():
    turns = [
        turn(1, [(0, 1000)]),  # never answered: the user had to speak again
        turn(2, [(6000, 7000)], [(8000, 9000)]),
        turn(3, [(10000, 11000)], [(12000, 13000)]),
    ]
    result = score_turns(turns)
    assert result.rule == "penalty" and result.unanswered == (1,) and result.missed_turn
    assert result.value == pytest.approx(2 / 3)  # (0 + 1 + 1) / 3: the penalty is in the mean
    assert score_turns(turns[1:]).value == 1.0
    # an unanswered turn whose agent speech lies inside the user's scores 0, not its own score
    inside = [turn(1, [(0, 4000)], [(1000, 2000)]), *turns[1:]]
    assert score_turns(inside).value == pytest.approx(2 / 3)


def test_any_unanswered_user_turn_zeroes_the_call_under_the_strict_rule():
    turns = [
        turn(1, [(0, 1000)]),  # never answered: the user had to speak again
        turn(2, [(6000, 7000)], [(8000, 9000)]),
    ]
    result = score_turns(turns, STRICT_CONFIG)
    assert result.unanswered == (1,) and result.missed_turn and result.value == 0.0
    assert result.turn(2).score == 1.0  # per-turn evidence is kept
    # EVA only checks the end of the call: the agent spoke last, so nothing is missed
    eva = score_turns(turns, TTConfig(rule="final"))
    assert eva.unanswered == () and eva.value == 1.0


def test_eva_zeroes_the_call_when_the_user_spoke_last():
    turns = [turn(1, [(0, 1000)], [(2000, 3000)]), turn(2, [(5000, 6000)])]
    assert score_turns(turns).value == pytest.approx(0.5)  # the headline: (1 + 0) / 2
    assert score_turns(turns, closed_by_caller=True).value == 1.0
    for rule in ("any", "final"):
        result = score_turns(turns, TTConfig(rule=rule))
        assert result.unanswered == (2,) and result.value == 0.0
        # a final turn the caller closed by hanging up needs no answer
        assert score_turns(turns, TTConfig(rule=rule), closed_by_caller=True).value == 1.0


def test_latency_sub_metrics_follow_eva():
    latencies = [100, 300, 1000, 3000, 5000]
    turns = [
        turn(
            i + 1,
            [(i * 10000.0, i * 10000.0 + 1000)],
            [(i * 10000.0 + 1000 + ms, i * 10000.0 + 9000)],
        )
        for i, ms in enumerate(latencies)
    ]
    sub = score_turns(turns).sub_metrics
    assert sub["early_rate"] == pytest.approx(0.2)
    assert sub["late_rate"] == pytest.approx(0.4)
    assert sub["on_time_rate"] == pytest.approx(0.4)
    assert sub["p50_latency_ms"] == pytest.approx(1000)
    assert sub["p90_latency_ms"] == pytest.approx(5000)
    assert sub["mean_latency_ms"] == pytest.approx(sum(latencies) / 5)
    assert sub["agent_interruption_rate"] == 0.0 and sub["mean_overlap_ms"] is None
    assert sub["num_agent_interruptions"] is None


def test_dual_barge_in_takes_the_minimum():
    turns = [
        turn(1, [(0, 1000)], [(1500, 3000)]),
        turn(2, [(2500, 5000)], [(4000, 6000)], agent_interrupted=True, user_interrupted=True),
    ]
    scored = score_turns(turns).turn(2)
    assert scored.reason == "dual_interrupt"
    assert scored.evidence["overlap_ms"] == pytest.approx(1000)
    assert scored.evidence["yield_ms"] == pytest.approx(500)
    assert scored.score == pytest.approx(0.25)


# -- turn building and traces -----------------------------------------------------------------
def test_turns_from_segments():
    users = [Segment(6, 10), Segment(20, 22), Segment(40, 42)]
    agents = [Segment(0, 5), Segment(8, 12), Segment(14, 24), Segment(25, 30)]
    turns = build_turns(users, agents, tool_ticks=[11, 24])
    assert [t.turn_id for t in turns] == [0, 1, 2, 3]
    greeting, first, second, third = turns
    assert greeting.user == () and greeting.agent == ((0.0, 1000.0),)
    # turn 1: the agent barged in at tick 8 and kept talking; its answer at 14 is turn 1's too
    assert first.agent == ((1600.0, 2400.0), (2800.0, 4800.0))
    assert first.agent_interrupted and not first.user_interrupted
    # the tool call at tick 11 falls between the user's end (10) and the response (14)
    assert first.tool_turn
    # turn 2 starts while the agent is still talking (user barge-in); the agent talks on past
    # the user's end (ticks 22-24, carried into turn 2), calls a tool at 24 and answers at 25
    assert second.user_interrupted and not second.agent_interrupted
    assert second.agent == ((4400.0, 4800.0), (5000.0, 6000.0)) and second.tool_turn
    assert third.agent == () and not third.tool_turn


def _trace(events: list, tmp_path: Path) -> Trace:
    scenario = toy_scenario()
    header = trace_header(scenario, step_cap_ticks=100)
    return Trace(directory=tmp_path, header=header, events=events, final_state={})


def speech(lane: str, start: int, stop: int) -> list:
    return [SpeechStarted(tick=start, lane=lane), SpeechStopped(tick=stop, lane=lane)]


def call(reason: str, tool_tick: int = 13) -> list:
    return [
        *speech("agent", 0, 5),  # greeting
        *speech("caller", 6, 10),
        ToolCalled(tick=tool_tick, call_id="c1", actor="agent", name="lookup", arguments={}),
        *speech("agent", 25, 35),  # 15 ticks = 3.0 s after the user: late unless a tool turn
        CallerPlan(tick=28, plan="backchannel"),
        *speech("caller", 28, 29),  # "uh-huh": not a turn
        *speech("caller", 40, 44),  # goodbye
        Terminated(tick=45, reason=reason),
    ]


def test_trace_tt_uses_tool_turns_and_ignores_backchannels(tmp_path):
    trace = _trace(call("user_stop"), tmp_path)
    turns = turns_from_trace(trace)
    assert [t.turn_id for t in turns] == [0, 1, 2]  # the backchannel opened no turn
    assert turns[1].tool_turn
    result = trace_turn_taking(trace)
    assert result.turn(1).evidence["latency_ms"] == 3000.0
    assert result.turn(1).score == 1.0  # inside the tool-turn sweet spot
    assert result.value == 1.0  # the caller hung up after its goodbye: no missed turn

    value = REGISTRY["TT"].compute(None, trace)
    assert value.version == VERSION and value.value == 1.0
    assert value.evidence["per_turn"]["1"]["tool_turn"] is True
    assert value.evidence["sub_metrics"]["late_rate"] == 0.0
    json.dumps(value.evidence)  # evidence must be plain JSON

    no_tool = trace_turn_taking(_trace(call("user_stop", tool_tick=3), tmp_path))
    assert no_tool.turn(1).score == pytest.approx(1 / 3)


def test_trace_tt_zeroes_a_call_that_ended_on_an_unanswered_turn(tmp_path):
    result = trace_turn_taking(_trace(call("max_steps"), tmp_path), STRICT_CONFIG)
    assert result.unanswered == (2,) and result.value == 0.0
    # the headline scores the unanswered goodbye 0 beside the answered turn's 1
    assert trace_turn_taking(_trace(call("max_steps"), tmp_path)).value == pytest.approx(0.5)


def presence_call(plan: str) -> list:
    return [
        *speech("agent", 0, 5),  # greeting
        *speech("caller", 6, 10),  # a request
        *speech("agent", 14, 20),  # "One moment, let me check." (latency 800 ms)
        CallerPlan(tick=46, plan=plan),
        *speech("caller", 46, 50),  # "Hello? Are you still there?" after 5 s of silence
        *speech("agent", 52, 60),  # the answer, after the work
        Terminated(tick=70, reason="user_stop"),
    ]


def test_a_presence_check_is_not_a_user_turn(tmp_path):
    trace = _trace(presence_call("prompt"), tmp_path)
    turns = turns_from_trace(trace)
    assert [t.turn_id for t in turns] == [0, 1]  # the presence check opened no turn
    # the agent's answer after the check still belongs to the caller's request
    assert turns[1].agent == ((2800.0, 4000.0), (10400.0, 12000.0))
    assert trace_turn_taking(trace).value == 1.0
    # the same speech with an ordinary caller turn: the check would be a turn of its own
    plain = turns_from_trace(_trace(presence_call("answer"), tmp_path))
    assert [t.turn_id for t in plain] == [0, 1, 2]


def test_trace_without_speech_scores_zero(tmp_path):
    value = REGISTRY["TT"].compute(None, _trace([Terminated(tick=5, reason="max_steps")], tmp_path))
    assert value is not None and value.value == 0.0


# -- turn building version 2: a talked-through caller barge-in is answered ---------------------
def test_a_barge_in_the_agent_talked_through_is_answered():
    # the agent talks from 0 to 30; the caller cuts in at 10-15 and the agent talks on past
    # the caller's end; the caller's next turn (40-45) is answered at 48
    users = [Segment(10, 15), Segment(40, 45)]
    agents = [Segment(0, 30), Segment(48, 55)]
    greeting, barge, second = build_turns(users, agents)
    assert barge.user_interrupted and not barge.agent_interrupted
    # the agent's speech after the caller's end (ticks 15-30) answers the barge-in
    assert barge.agent == ((3000.0, 6000.0),)
    assert greeting.agent == ((0.0, 6000.0),)  # the yield is still measured on the whole segment
    result = score_turns([greeting, barge, second])
    assert result.unanswered == () and not result.missed_turn
    # the agent went on for 4 s after the caller started: yield score 0; turn 2 on time
    assert result.turn(1).reason == "user_interrupt"
    assert result.turn(1).evidence["yield_ms"] == pytest.approx(4000.0)
    assert result.turn(1).score == 0.0
    assert result.turn(2).score == 1.0
    assert result.value == pytest.approx(0.5)


def test_a_barge_in_answered_after_the_agent_yielded_keeps_its_own_answer():
    users = [Segment(10, 20)]
    agents = [Segment(0, 12), Segment(24, 30)]
    _, barge = build_turns(users, agents)
    assert barge.user_interrupted and barge.agent == ((4800.0, 6000.0),)
    assert score_turns([*build_turns(users, agents)]).turn(1).evidence["yield_ms"] == 400.0


def test_a_barge_in_the_agent_stopped_for_and_never_answered_stays_unanswered():
    # the agent stops during the barge-in and says nothing until the caller speaks again
    users = [Segment(10, 20), Segment(40, 45)]
    agents = [Segment(0, 12), Segment(48, 55)]
    turns = build_turns(users, agents)
    assert turns[1].agent == ()
    assert score_turns(turns, STRICT_CONFIG).value == 0.0  # any unanswered turn zeroes
    assert score_turns(turns).value == pytest.approx(0.5)  # the headline: (0 + 1) / 2
    final = score_turns(turns, TTConfig(rule="final"))  # EVA: only the final turn counts
    assert final.unanswered == () and final.value == 1.0


def test_tt_tt_strict_and_tt_final_are_registered_with_their_own_versions(tmp_path):
    # the caller's first turn goes unanswered; the call ends on an answered turn
    events = [
        *speech("agent", 0, 5),
        *speech("caller", 6, 10),
        *speech("caller", 20, 24),
        *speech("agent", 28, 34),
        Terminated(tick=40, reason="agent_stop"),
    ]
    trace = _trace(events, tmp_path)
    tt = REGISTRY["TT"].compute(None, trace)
    strict = REGISTRY["TT_strict"].compute(None, trace)
    final = REGISTRY["TT_final"].compute(None, trace)
    assert (tt.version, strict.version, final.version) == (
        "eva_dw_3",
        "eva_dw_strict_3",
        "eva_final_3",
    )
    assert tt.value == pytest.approx(0.5) and tt.evidence["unanswered_turns"] == [1]
    assert strict.value == 0.0 and strict.evidence["rule"] == "any"
    assert final.value == pytest.approx(1.0) and final.evidence["rule"] == "final"


def test_the_callers_go_ahead_before_a_step_on_its_side_needs_no_answer(tmp_path):
    events = [
        *speech("agent", 0, 5),  # greeting
        *speech("caller", 6, 10),  # a request
        *speech("agent", 13, 25),  # "Please tap Approve in the app, then tell me."
        CallerPlan(tick=28, plan="act"),
        *speech("caller", 28, 30),  # "Alright." and the caller goes to do it
        CallerPlan(tick=60, plan="report"),
        *speech("caller", 60, 66),  # "Okay, I tapped it."
        *speech("agent", 69, 80),  # the agent answers the report
        Terminated(tick=90, reason="user_stop"),
    ]
    result = trace_turn_taking(_trace(events, tmp_path), STRICT_CONFIG)
    assert result.unanswered == () and result.value == 1.0  # waiting quietly was right
    # the same "Alright." as an ordinary caller turn is unanswered
    plain = [e for e in events if not (isinstance(e, CallerPlan) and e.plan == "act")]
    assert trace_turn_taking(_trace(plain, tmp_path), STRICT_CONFIG).unanswered == (2,)
