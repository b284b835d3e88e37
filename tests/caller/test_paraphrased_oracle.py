"""Acceptance: the oracle with its questions reworded still solves Banking scenarios.

The full check over all 27 Banking scenarios is a command (docs/architecture.md, "Caller");
this slow test runs a few of them.
"""

import pytest

from duplexworld.agents.registry import AGENTS
from duplexworld.episode.episode import EpisodeSpec, run_one
from duplexworld.testing.voices import PARAPHRASED_ORACLE, register_paraphrasing_oracle
from duplexworld.trace import read_trace
from duplexworld.worlds import builtin_scenarios

SCENARIOS = ("banking_single_intent_01", "banking_mid_call_correction_01")


@pytest.mark.slow
@pytest.mark.parametrize("scenario_id", SCENARIOS)
def test_oracle_with_paraphrased_questions_scores_reward_one(tmp_path, monkeypatch, scenario_id):
    monkeypatch.setitem(AGENTS, PARAPHRASED_ORACLE, AGENTS["oracle"])  # restored afterwards
    register_paraphrasing_oracle()
    scenario = next(s for s in builtin_scenarios("banking") if s.id == scenario_id)
    spec = EpisodeSpec(scenario, PARAPHRASED_ORACLE, "clean", 0)
    scores = run_one(spec, tmp_path)
    trace = read_trace(tmp_path / "episodes" / spec.key)
    heard = [e.text.lower() for e in trace.events if e.kind == "heard"]
    # the caller heard the reworded questions, never the oracle's own wording
    assert heard and not [t for t in heard if "could you tell me your" in t]
    answers = [e for e in trace.events if e.kind == "caller_plan" and e.plan == "answer"]
    assert len(answers) >= 3
    assert scores.reward == 1.0
