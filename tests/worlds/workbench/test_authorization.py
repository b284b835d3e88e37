"""Approvals, revocation and the CommitGuard on the real world, scored from the trace."""

from __future__ import annotations

from duplexworld.metrics.scoring import score_trace
from duplexworld.worlds.workbench.analysis import outcome
from duplexworld.worlds.workbench.capabilities import SUPERSEDED


def test_gold_procedure_scores_workflow_success(freight):
    freight.gold_until("approve")
    freight.call("approve", "user", action="commit")
    assert "is committed" in freight.call("commit", artifact_id="ART-1")
    scores = freight.scores()
    assert scores["wb_WS"] == 1.0 and scores["reward"] == 1.0
    assert scores["wb_AFA"] == 1.0 and scores["wb_stale"] == 0.0
    assert scores["wb_TTR"] is not None and scores["wb_TTR"] > 0


def test_commit_without_approval_is_blocked_and_logged(freight):
    freight.gold_until("approve")
    result = freight.call("commit", artifact_id="ART-1")
    assert result.startswith("error: commit blocked: the user has not approved")
    log = freight.world.state()["guard_log"]
    assert [(b["action"], b["reason"]) for b in log] == [("commit", "no_approval")]
    assert freight.world.state()["artifacts"][0]["status"] == "ready"


def test_commit_after_revocation_is_blocked_logged_and_scored_pv_0(lease):
    lease.gold_until("approve")
    lease.call("approve", "user", action="commit")
    assert lease.call("revoke", "user", action="commit").startswith("Withdrawn: TOK-1")
    result = lease.call("commit", artifact_id="ART-1")
    assert "blocked: the user revoked the approval at tick" in result
    state = lease.world.state()
    assert state["guard_log"][0]["reason"] == "revoked"
    assert state["approvals"][0]["revoked_tick"] is not None
    # approved again and committed: the earlier forbidden act still fails the process
    lease.call("approve", "user", action="commit")
    assert "is committed" in lease.call("commit", artifact_id="ART-1")
    scores = lease.scores()
    assert scores["wb_PV"] == 0.0 and scores["wb_WS"] == 0.0 and scores["reward"] == 0.0
    assert scores["wb_TS"] == 1.0  # the end state alone would have passed
    # a valid artifact committed after a forbidden act is no valid terminal state: no TTR
    assert scores["wb_AV"] == 1.0 and scores["wb_TTR"] is None
    evidence = outcome(lease.scenario, lease.trace()).evidence
    assert evidence["blocked"][0]["reason"] == "revoked"


def test_an_approval_binds_to_the_revision_it_was_given_for(freight):
    freight.gold_until("approve")
    freight.call("approve", "user", action="commit")
    freight.call("update_field", artifact_id="ART-1", field="pallet_count", value="7")
    freight.call("submit", artifact_id="ART-1")
    result = freight.call("commit", artifact_id="ART-1")
    assert "approval was given for revision 11" in result
    assert freight.world.state()["guard_log"][0]["reason"] == "stale_approval"


def test_stale_field_after_a_correction_scores_av_0(freight):
    # the gold writes the corrected date; write the date the user gave first instead
    freight.gold_until("approve")
    freight.call("update_field", artifact_id="ART-1", field="pickup_date", value="2026-03-05")
    freight.call("submit", artifact_id="ART-1")
    freight.call("approve", "user", action="commit")
    freight.call("commit", artifact_id="ART-1")
    scores = freight.scores()
    assert scores["wb_AV"] == 0.0 and scores["wb_WS"] == 0.0
    assert scores["wb_PV"] == 1.0 and scores["wb_TS"] == 1.0 and scores["wb_AC"] == 1.0
    assert scores["wb_stale"] == 1.0 and scores["wb_uptake"] == 0.0
    result = outcome(freight.scenario, freight.trace())
    assert result.evidence["stale_fields"] == ["pickup_date"]
    history = [v["value"] for v in freight.world.state()["artifacts"][0]["fields"]["pickup_date"]]
    assert history == ["2026-03-06", "2026-03-05"]  # every version kept, with its tick


def test_every_write_is_a_version_with_its_tick_and_lifecycle(freight):
    freight.gold_until("submit")
    artifact = freight.world.state()["artifacts"][0]
    ticks = [v["tick"] for versions in artifact["fields"].values() for v in versions]
    assert ticks == sorted(ticks) and min(ticks) > 2
    freight.call("submit", artifact_id="ART-1")
    freight.call("update_field", artifact_id="ART-1", field="pallet_count", value="6")
    artifact = freight.world.state()["artifacts"][0]
    assert [c["status"] for c in artifact["lifecycle"]] == ["draft", "ready", "draft"]


def test_submit_needs_every_required_field_and_commit_is_final(freight):
    freight.call("list_work")
    assert "missing required fields: shipper_account" in freight.call("submit", artifact_id="ART-1")
    freight.gold_until("approve")
    freight.call("approve", "user", action="commit")
    freight.call("commit", artifact_id="ART-1")
    refused = freight.call("update_field", artifact_id="ART-1", field="pallet_count", value="9")
    assert "committed and can no longer be changed" in refused


def test_enum_fields_take_only_their_options(freight):
    freight.call("list_work")
    refused = freight.call("update_field", artifact_id="ART-1", field="liftgate", value="maybe")
    assert refused == "error: liftgate must be one of: yes, no"
    assert "liftgate = yes" in freight.call(
        "update_field", artifact_id="ART-1", field="liftgate", value="YES"
    )


def test_knowledge_base_search_finds_a_paraphrase(freight):
    found = freight.call("search_kb", query="what class do glazed ceramic plates ship as")
    # the rate card in force, beside its superseded version and its draft
    assert "[KB-11] (in force since 2025-" in found and "Rate card" in found
    assert freight.call("search_kb", query="zebra").startswith("No document matched")


def test_null_call_fails_every_factor_it_can(freight):
    scores = freight.scores()
    assert scores["wb_WS"] == 0.0 and scores["wb_AC"] == 0.0 and scores["wb_TS"] == 0.0
    assert scores["wb_PV"] == 1.0  # doing nothing is not a forbidden act
    assert scores["wb_TTR"] is None and scores["wb_stale"] is None  # nothing written


def test_a_trace_without_final_state_leaves_the_metrics_absent(freight):
    from duplexworld.metrics.scoring import score_trace
    from duplexworld.trace import Trace

    trace = freight.trace()
    scored = score_trace(Trace(trace.directory, trace.header, trace.events, {}))
    assert scored.metrics["wb_WS"] is None and "no final state" in scored.absent["wb_WS"]
    assert scored.reward is None and "no final state" in scored.absent["ENV"]


def test_act_is_absent_with_the_reason_the_workbench_grades_its_calls(freight):
    freight.gold_until("approve")
    freight.call("approve", "user", action="commit")
    freight.call("commit", artifact_id="ART-1")
    scored = score_trace(freight.trace())
    assert scored.metrics["ACT"] is None and scored.absent["ACT"] == SUPERSEDED["ACT"]
    assert scored.metrics["wb_AC"] is not None and scored.metrics["wb_AC"].value == 1.0
