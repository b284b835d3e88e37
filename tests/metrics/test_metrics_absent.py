"""Metrics with no defined value are absent with a reason, never 0 or 1."""

from pathlib import Path

from duplexworld.metrics.agentic import ACT_VERSION
from duplexworld.metrics.base import REGISTRY, Absent
from duplexworld.testing.traces import trace_header
from duplexworld.trace import Terminated, Trace
from duplexworld.worlds import builtin_scenarios


def _trace(scenario) -> Trace:
    header = trace_header(scenario, seed=0, step_cap_ticks=300)
    return Trace(Path("."), header, [Terminated(tick=10, reason="user_stop")], {})


def test_act_is_absent_in_pathfinding_which_has_no_gold_actions():
    scenario = builtin_scenarios("pathfinding")[0]
    assert not scenario.gold_actions and scenario.reward_basis == ("ENV_ASSERTION",)
    act = REGISTRY["ACT"].compute(scenario, _trace(scenario))
    assert isinstance(act, Absent) and act.version == ACT_VERSION
    assert "no gold actions" in act.reason
    effort = REGISTRY["effort_ratio"].compute(scenario, _trace(scenario))
    assert isinstance(effort, Absent) and "Pathfinding" in effort.reason


def test_act_is_still_scored_where_there_are_gold_actions():
    scenario = builtin_scenarios("banking")[0]
    act = REGISTRY["ACT"].compute(scenario, _trace(scenario))
    assert not isinstance(act, Absent) and act.value == 0.0  # no call made: gold missing


def test_score_trace_records_why_a_metric_is_absent(tmp_path):
    import numpy as np
    import soundfile as sf

    from duplexworld.metrics.scoring import score_trace
    from duplexworld.testing import register_toy_world, toy_scenario

    register_toy_world()
    scenario = toy_scenario(gold_actions=[])
    sf.write(tmp_path / "audio.flac", np.zeros((16000, 2), np.int16), 8000, subtype="PCM_16")
    trace = _trace(scenario)
    trace = Trace(tmp_path, trace.header, trace.events, {})
    scores = score_trace(trace)
    assert scores.metrics["ACT"] is None and "ACT" not in scores.row()["metric_versions"]
    assert "no gold actions" in scores.absent["ACT"]
