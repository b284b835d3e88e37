"""Resume reuses a finished episode only when nothing that produced it has changed."""

from __future__ import annotations

import pytest

from duplexworld.agents.guard import HarnessDials
from duplexworld.campaign import CampaignSpec, StaleResultsError, read_results, run_campaign
from duplexworld.testing import register_toy_world, toy_scenario


def spec(step_cap: int = 40, dials: HarnessDials | None = None) -> CampaignSpec:
    register_toy_world()
    return CampaignSpec(
        scenarios=(toy_scenario(step_cap_ticks=step_cap),),
        agents=("null",),
        runs=1,
        channel="clean",
        dials=dials or HarnessDials(),
    )


def counts(out, campaign, **kwargs):
    seen = []
    rows = run_campaign(campaign, out, on_start=lambda t, d: seen.append((t, d)), **kwargs)
    return seen[0], rows


def test_an_unchanged_campaign_resumes_without_running_anything(tmp_path):
    counts(tmp_path, spec())
    before = (tmp_path / "results.jsonl").read_bytes()
    (todo, done), rows = counts(tmp_path, spec())
    assert (todo, done) == (0, 1) and len(rows) == 1
    assert (tmp_path / "results.jsonl").read_bytes() == before


def test_resume_after_a_scenario_edit_refuses_the_stale_row(tmp_path):
    _, (first,) = counts(tmp_path, spec(step_cap=40))
    assert first["ticks"] == 40
    with pytest.raises(StaleResultsError) as refused:
        run_campaign(spec(step_cap=25), tmp_path)
    message = str(refused.value)
    assert "toy_single_intent_01__null__clean__r0: scenario changed" in message
    assert "--rerun-changed" in message and "--out" in message
    assert [r["ticks"] for r in read_results(tmp_path)] == [40]  # nothing was touched

    notices: list[str] = []
    (todo, done), (row,) = counts(
        tmp_path, spec(step_cap=25), rerun_changed=True, on_notice=notices.append
    )
    assert (todo, done) == (1, 0)
    assert row["ticks"] == 25 and [r["ticks"] for r in read_results(tmp_path)] == [25]
    assert any("rerunning toy_single_intent_01__null__clean__r0" in n for n in notices)


def test_changed_harness_dials_refuse_the_campaign_naming_the_dial(tmp_path):
    counts(tmp_path, spec())
    with pytest.raises(StaleResultsError, match=r"harness.step_budget_s: 30.0 -> 5.0"):
        run_campaign(spec(dials=HarnessDials(step_budget_s=5.0)), tmp_path, rerun_changed=True)


def test_malformed_result_lines_are_reported_with_their_number_and_skipped(tmp_path):
    counts(tmp_path, spec())
    path = tmp_path / "results.jsonl"
    good = path.read_text(encoding="utf-8")
    path.write_text("[1, 2]\n" + good + "{not json\n" + '{"no": "key"}\n', encoding="utf-8")
    notices: list[str] = []
    (todo, done), rows = counts(tmp_path, spec(), on_notice=notices.append)
    assert (todo, done) == (0, 1) and len(rows) == 1
    assert any("results.jsonl:1: not a result row" in n for n in notices)
    assert any("results.jsonl:3: not a JSON line" in n for n in notices)
    assert any("results.jsonl:4: not a result row" in n for n in notices)


def test_a_result_row_of_the_right_shape_with_a_wrong_type_is_skipped_naming_line_and_field(
    tmp_path,
):
    import json

    counts(tmp_path, spec())
    path = tmp_path / "results.jsonl"
    good = path.read_text(encoding="utf-8")
    bad = {**json.loads(good), "key": "other__null__clean__r0", "reward": "abc"}
    path.write_text(good + json.dumps(bad) + "\n", encoding="utf-8")
    notices: list[str] = []
    (todo, done), rows = counts(tmp_path, spec(), on_notice=notices.append)
    assert (todo, done) == (0, 1) and len(rows) == 1
    assert any("results.jsonl:2: field 'reward' is not a number ('abc')" in n for n in notices)
    assert [r["key"] for r in read_results(tmp_path)] == [json.loads(good)["key"]]
