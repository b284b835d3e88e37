"""Acceptance: the oracle with its questions reworded still solves every Banking scenario.

The test can fail two ways: the rewording did not happen (fewer than 90% of the oracle's
questions said in other words in the episode), or the caller misunderstood a reworded
question and the reward dropped below 1. Slow (one full episode per scenario).
"""

import pytest

from duplexworld.agents.registry import AGENTS, AgentEntry
from duplexworld.episode.episode import EpisodeSpec, run_one
from duplexworld.testing.voices import (
    PARAPHRASED_ORACLE,
    ParaphrasingOracle,
    register_paraphrasing_oracle,
)
from duplexworld.trace import read_trace
from duplexworld.worlds import builtin_scenarios

SCENARIOS = tuple(s.id for s in builtin_scenarios("banking"))
REWORDED_SHARE = 0.9


@pytest.mark.slow
@pytest.mark.parametrize("scenario_id", SCENARIOS)
def test_oracle_with_paraphrased_questions_scores_reward_one(tmp_path, monkeypatch, scenario_id):
    monkeypatch.setitem(AGENTS, PARAPHRASED_ORACLE, AGENTS["oracle"])  # restored afterwards
    register_paraphrasing_oracle()
    built: list[ParaphrasingOracle] = []
    entry = AGENTS[PARAPHRASED_ORACLE]

    def build(cache_dir, world=None):
        agent = entry.build(cache_dir, world)
        built.append(agent)
        return agent

    AGENTS[PARAPHRASED_ORACLE] = AgentEntry(build, reference=True)
    scenario = next(s for s in builtin_scenarios("banking") if s.id == scenario_id)
    spec = EpisodeSpec(scenario, PARAPHRASED_ORACLE, "clean", 0)
    scores = run_one(spec, tmp_path)
    speaker = built[-1].paraphraser
    # the rewording happened: the oracle asked, and nearly every question was reworded
    assert speaker.asked >= 1
    assert speaker.reworded / speaker.asked > REWORDED_SHARE, speaker.said
    trace = read_trace(tmp_path / "episodes" / spec.key)
    answers = [e for e in trace.events if e.kind == "caller_plan" and e.plan == "answer"]
    assert answers
    assert scores.reward == 1.0, speaker.said
