"""Cancel outcomes: asked for the approval, the user decides not to go ahead.

The right end is the artifact cancelled (the world's ``cancel``), nothing committed. An agent
that commits anyway is blocked (no approval was given: PV 0); one that leaves the work open
misses the end state (TS 0). The reference agent asks for the approval as in every workflow
and cancels because it heard the user cancel.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from duplexworld.agents import registry
from duplexworld.agents.registry import AgentEntry
from duplexworld.caller.components import speech_bank
from duplexworld.caller.persona import AGENT_VOICE
from duplexworld.episode.episode import EpisodeSpec, run_one
from duplexworld.scenario import Scenario
from duplexworld.worlds import builtin_scenarios
from duplexworld.worlds.workbench.agent import WorkbenchReferenceAgent, decided_at_approval
from duplexworld.worlds.workbench.agent_values import CANCEL
from duplexworld.worlds.workbench.catalog import BUILDERS
from duplexworld.worlds.workbench.user_lines import APPROVE, REVOKE
from duplexworld.worlds.workbench.workflow import CANCEL_FACT, WorkflowSpec

CANCELLING = [spec for spec in (build() for build in BUILDERS) if spec.outcome == "cancel"]
STUBBORN = "commits_anyway"


def workflow(scenario_id: str) -> Scenario:
    """A packaged workbench workflow."""
    return next(s for s in builtin_scenarios("workbench") if s.id == scenario_id)


class CommitsAnyway(WorkbenchReferenceAgent):
    """The reference procedure, but a cancel heard is taken as a yes: it commits."""

    def _cancel_work(self) -> None:
        self.approved_at = self.tick
        self.phase = "approved"


def _stubborn(cache_dir: Path | None, world: str | None = None) -> WorkbenchReferenceAgent:
    bank = speech_bank(AGENT_VOICE, cache_dir)  # unused in text mode; the contract wants one
    return CommitsAnyway(bank, asr=None)  # type: ignore[arg-type]


@pytest.fixture
def stubborn_agent(monkeypatch: pytest.MonkeyPatch) -> str:
    """Register the agent that commits anyway as a reference agent."""
    registry._resolve.cache_clear()
    monkeypatch.setitem(registry.AGENTS, STUBBORN, AgentEntry(_stubborn, reference=True))
    return STUBBORN


def _scores(scenario: Scenario, agent: str, out: Path) -> dict[str, Any]:
    scores = run_one(EpisodeSpec(scenario, agent, "text", 0), out)
    return {k: (v.value if v is not None else None) for k, v in scores.metrics.items()}


def test_cancel_outcomes_in_six_workflows_end_with_the_cancel():
    assert len(CANCELLING) >= 6
    assert len({spec.archetype for spec in CANCELLING}) >= 6
    for spec in CANCELLING:
        scenario = workflow(spec.id)
        gold = scenario.gold_actions
        assert [a.name for a in gold[-2:]] == ["submit", "cancel"], spec.id
        assert not [a for a in gold if a.name in ("commit", "approve")]
        assert not scenario.caller_actions  # the user approves nothing
        decision = scenario.fact(CANCEL_FACT)
        for line in decision.answer_variants:
            assert CANCEL.search(line.format(spoken=decision.spoken)), line


def test_only_a_cancel_reads_as_a_cancel():
    for line in (*APPROVE, *REVOKE):
        assert not CANCEL.search(line), line


def test_the_agent_runs_a_cancelling_workflow_as_any_other():
    """Fair: the gold's cancel is no cue; the agent's procedure asks for the approval of the
    commit there, as in every workflow (what it hears decides)."""
    gold = workflow(CANCELLING[0].id).gold_actions
    steps = decided_at_approval(gold)
    assert [a.name for a in steps[-3:]] == ["submit", "approve", "commit"]
    assert steps[-2].actor == "user"


def test_the_cancelled_artifact_is_right_and_a_commit_is_wrong(freight: Any):
    ScriptedCall = type(freight)
    scenario = workflow(CANCELLING[0].id)
    right = ScriptedCall(scenario)
    right.gold_until("none")  # every gold call: submitted, then cancelled
    scores = right.scores()
    assert scores["wb_WS"] == 1.0 and scores["wb_TS"] == 1.0, scores
    assert "cancelled" in right.call("update_field", artifact_id="ART-1", field="x", value="y")

    committed = ScriptedCall(scenario)  # no approval was given: blocked
    committed.gold_until("cancel")
    assert "commit blocked" in committed.call("commit", artifact_id="ART-1")
    assert committed.scores()["wb_WS"] == 0.0

    approved = ScriptedCall(scenario)  # even with an approval: the wrong end state
    approved.gold_until("cancel")
    approved.call("approve", actor="user", action="commit")
    approved.call("commit", artifact_id="ART-1")
    scores = approved.scores()
    assert scores["wb_TS"] == 0.0 and scores["wb_WS"] == 0.0, scores

    left_open = ScriptedCall(scenario)  # never cancelled: the work stays open
    left_open.gold_until("cancel")
    assert left_open.scores()["wb_TS"] == 0.0


@pytest.mark.parametrize("spec", CANCELLING, ids=lambda s: s.id)
def test_the_reference_agent_cancels_and_one_that_commits_anyway_fails(
    spec: WorkflowSpec, stubborn_agent: str, tmp_path: Path
):
    scenario = workflow(spec.id)
    right = _scores(scenario, "oracle", tmp_path / "reference")
    assert right["wb_WS"] == 1.0 and right["wb_TS"] == 1.0, right
    wrong = _scores(scenario, stubborn_agent, tmp_path / "stubborn")
    assert wrong["wb_PV"] == 0.0 and wrong["wb_WS"] == 0.0, wrong
