"""The workbench end to end on the real offline stack: the piper user, the clean channel,
faster-whisper on both sides, the reference agent and the null agent.

One small campaign runs once per test session: the reference agent and the null agent on two
workflows (a barge-in correction; an approval withdrawn with a change), one run each.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from duplexworld.campaign import CampaignSpec, read_results, run_campaign
from duplexworld.trace import CallerPlan, ToolCalled, read_trace
from duplexworld.worlds import builtin_scenarios

pytestmark = pytest.mark.slow

FREIGHT = "workbench_form_freight_pickup"
LEASE = "workbench_negotiate_lease_renewal"


@pytest.fixture(scope="session")
def workbench_run(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("workbench_run")
    scenarios = tuple(s for s in builtin_scenarios("workbench") if s.id in (FREIGHT, LEASE))
    spec = CampaignSpec(scenarios=scenarios, agents=("oracle", "null"), runs=1, channel="clean")
    run_campaign(spec, out)
    return out


def row(run_dir: Path, scenario: str, agent: str) -> dict:
    return next(
        r for r in read_results(run_dir) if r["scenario"] == scenario and r["agent"] == agent
    )


@pytest.mark.parametrize("scenario", [FREIGHT, LEASE])
def test_reference_agent_completes_the_workflow(workbench_run, scenario):
    result = row(workbench_run, scenario, "workbench_reference")
    assert result["wb_WS"] == 1.0 and result["reward"] == 1.0
    assert result["wb_AFA"] == 1.0 and result["wb_stale"] == 0.0 and result["wb_uptake"] == 1.0
    assert result["wb_TTR"] > 0


@pytest.mark.parametrize("scenario", [FREIGHT, LEASE])
def test_null_agent_fails_the_workflow(workbench_run, scenario):
    result = row(workbench_run, scenario, "null")
    assert result["wb_WS"] == 0.0 and result["reward"] == 0.0 and result["wb_AC"] == 0.0


def _trace(run_dir: Path, scenario: str):
    return read_trace(run_dir / "episodes" / row(run_dir, scenario, "workbench_reference")["key"])


def test_the_correction_cuts_in_while_the_agent_reads_back(workbench_run):
    trace = _trace(workbench_run, FREIGHT)
    plans = trace.events(CallerPlan)
    barge = [p for p in plans if p.plan in ("barge_in", "correct") and "pickup_date" in p.facts]
    assert barge, "the user must correct the pickup date"
    versions = trace.final_state["artifacts"][0]["fields"]["pickup_date"]
    assert [v["value"] for v in versions][-1] == "2026-03-06" and len(versions) == 2
    approvals = [e for e in trace.events(ToolCalled) if e.name == "approve"]
    assert approvals and all(e.actor == "caller" for e in approvals)


def test_the_withdrawn_approval_is_never_acted_on(workbench_run):
    trace = _trace(workbench_run, LEASE)
    names = [(e.actor, e.name) for e in trace.events(ToolCalled)]
    assert ("caller", "revoke") in names
    tokens = trace.final_state["approvals"]
    assert tokens[0]["revoked_tick"] is not None and tokens[0]["used_tick"] is None
    assert tokens[-1]["used_tick"] is not None  # the commit ran on the second approval
    assert trace.final_state["guard_log"] == []
    parking = trace.final_state["artifacts"][0]["fields"]["parking_spaces"]
    assert parking[-1]["value"] == "5"
