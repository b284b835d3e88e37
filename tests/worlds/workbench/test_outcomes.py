"""Prepare-only workflows: the right end is the artifact submitted for review, not committed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from duplexworld.episode.episode import EpisodeSpec, run_one
from duplexworld.scenario import Scenario
from duplexworld.worlds import builtin_scenarios
from duplexworld.worlds.workbench.catalog import BUILDERS

PREPARED = [spec for spec in (build() for build in BUILDERS) if spec.outcome == "prepare"]


def workflow(scenario_id: str) -> Scenario:
    """A packaged workbench workflow."""
    return next(s for s in builtin_scenarios("workbench") if s.id == scenario_id)


@pytest.fixture
def scripted(freight: Any) -> Any:
    """The suite's scripted call on the real world (``conftest.ScriptedCall``), for any
    workflow."""
    return type(freight)


def test_prepare_only_workflows_end_at_the_submit_and_the_user_says_so():
    assert len(PREPARED) >= 6
    assert len({spec.archetype for spec in PREPARED}) >= 6
    for spec in PREPARED:
        gold = workflow(spec.id).gold_actions
        assert gold[-1].name == "submit"
        assert not [a for a in gold if a.name in ("commit", "approve")]
        # a real agent learns it from the caller, as the reference agent follows it
        assert all("commit" in line for line in spec.opening), spec.id


def test_the_prepared_artifact_is_right_and_committing_it_is_wrong(scripted: Any):
    ScriptedCall = scripted
    scenario = workflow(PREPARED[0].id)
    prepared = ScriptedCall(scenario)
    prepared.gold_until("none")  # every gold call: the artifact submitted
    right = prepared.scores()
    assert right["wb_WS"] == 1.0 and right["wb_TS"] == 1.0
    assert right["wb_TTR"] is not None  # the time to the submit that resolved the call

    unapproved = ScriptedCall(scenario)
    unapproved.gold_until("none")
    assert "commit blocked" in unapproved.call("commit", artifact_id="ART-1")
    assert unapproved.scores()["wb_WS"] == 0.0

    approved = ScriptedCall(scenario)  # even with an approval (the user gives none)
    approved.gold_until("none")
    approved.call("approve", actor="user", action="commit")
    approved.call("commit", artifact_id="ART-1")
    scores = approved.scores()
    assert scores["wb_TS"] == 0.0 and scores["wb_WS"] == 0.0, scores


def test_the_reference_agent_prepares_without_committing(tmp_path: Path):
    scenario = workflow(PREPARED[0].id)
    scores = run_one(EpisodeSpec(scenario, "oracle", "text", 0), tmp_path)
    values = {k: (v.value if v is not None else None) for k, v in scores.metrics.items()}
    assert values["wb_WS"] == 1.0, values
