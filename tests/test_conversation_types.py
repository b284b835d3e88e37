"""The caller and oracle mechanics behind the conversation types, end to end on the real
offline stack (piper, clean channel, whisper) with the toy world."""

from __future__ import annotations

import pytest

from duplexworld.episode.episode import EpisodeSpec, run_one
from duplexworld.scenario.checks import semantic_problems
from duplexworld.scenario.schema import WorldChange
from duplexworld.testing import (
    register_toy_world,
    toy_correction_scenario,
    toy_guided_scenario,
    toy_suspension_scenario,
    toy_volatile_scenario,
)
from duplexworld.trace import CallerPlan, StateChanged, ToolCalled, Utterance, read_trace
from duplexworld.world.gold import replay_gold

pytestmark = pytest.mark.slow


@pytest.fixture(autouse=True)
def toy_world():
    register_toy_world()


def episode(scenario, agent, tmp_path):
    spec = EpisodeSpec(scenario=scenario, agent=agent, channel="clean", run_index=0)
    scores = run_one(spec, tmp_path)
    return scores, read_trace(tmp_path / "episodes" / spec.key)


def plans(trace):
    return [e.plan for e in trace.events(CallerPlan)]


def test_guided_procedure_caller_acts_on_their_side_and_reports(tmp_path):
    scores, trace = episode(toy_guided_scenario(), "oracle", tmp_path)
    caller_calls = [e for e in trace.events(ToolCalled) if e.actor == "caller"]
    assert [c.name for c in caller_calls] == ["flip_breaker"]
    assert plans(trace).index("act") < plans(trace).index("report")
    report = next(e for e in trace.events(Utterance) if "It says" in e.text)
    assert "breaker clicks on" in report.text  # the caller read the tool's result
    assert scores.reward == 1.0


def test_mid_call_correction_oracle_redoes_its_work_with_the_new_value(tmp_path):
    scores, trace = episode(toy_correction_scenario(), "oracle", tmp_path)
    assert "correct" in plans(trace)
    reads = [e.arguments for e in trace.events(ToolCalled) if e.name == "get_lamp"]
    assert reads == [{"lamp_id": "1"}, {"lamp_id": "2"}]
    assert scores.reward == 1.0
    assert trace.final_state["lamps"][1]["on"] is True


def test_suspension_caller_steps_away_and_comes_back(tmp_path):
    scores, trace = episode(toy_suspension_scenario(), "oracle", tmp_path)
    plan_events = trace.events(CallerPlan)
    leave = next(e.tick for e in plan_events if e.plan == "suspend")
    back = next(e.tick for e in plan_events if e.plan == "resume")
    assert back - leave >= 100  # 20 s of dead air at least
    assert "prompt" not in [e.plan for e in plan_events if leave < e.tick < back]
    assert scores.reward == 1.0


def test_null_agent_leaves_guided_and_corrected_scenarios_unsolved(tmp_path):
    for scenario in (toy_guided_scenario(), toy_correction_scenario()):
        scores, _ = episode(scenario, "null", tmp_path / scenario.id)
        assert scores.reward == 0.0


def test_volatility_fires_after_the_triggering_read_and_gold_includes_it(tmp_path):
    scenario = toy_volatile_scenario()
    replay = replay_gold(scenario)
    assert replay.world.store.get("lamps", "1")["brightness"] == 100  # switch_on after change
    scores, trace = episode(scenario, "oracle", tmp_path)
    assert scores.reward == 1.0


def test_a_change_announced_on_the_callers_return_is_in_place_before_the_line(tmp_path):
    base = toy_suspension_scenario()
    scenario = base.model_copy(
        update={
            "id": "toy_suspension_announced_01",
            "suspension": base.suspension.model_copy(
                update={
                    "return_variants": ("I'm back. Someone may have changed the lamp just now.",)
                }
            ),
            "world_changes": (
                WorldChange(
                    after="caller:resume",
                    announced_by="caller:resume",
                    table="lamps",
                    key="1",
                    set={"brightness": 40},
                ),
            ),
        }
    )
    assert semantic_problems(scenario) == []
    scores, trace = episode(scenario, "oracle", tmp_path)
    back = next(e.tick for e in trace.events(CallerPlan) if e.plan == "resume")
    (change,) = [e for e in trace.events(StateChanged) if e.cause.startswith("world:")]
    assert change.tick == back  # fired with the return line, before the agent heard it
    assert scores.reward == 1.0
