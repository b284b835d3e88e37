"""The report's tables, checked against results.duckdb and the traces they come from."""

from __future__ import annotations

import csv
from math import comb

import duckdb
import pytest
from synthetic_run import AGENTS, PAYLOAD_TEXT, RUNS, TYPES, WORLDS

from duplexworld.metrics.interaction import pool_events
from duplexworld.report import load_run
from duplexworld.report.tables import build_tables


def _csv(run_dir):
    with (run_dir / "report.csv").open(encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def _cell(rows, grouping, system, group, metric):
    found = [
        r
        for r in rows
        if (r["grouping"], r["system"], r["group"], r["metric"])
        == (grouping, system, group, metric)
    ]
    assert len(found) == 1, (grouping, system, group, metric)
    return found[0]


@pytest.fixture(scope="module")
def database(synthetic_run):
    """results.duckdb with a scenario -> conversation type table beside it."""
    con = duckdb.connect(str(synthetic_run / "results.duckdb"), read_only=True)
    con.execute("SET threads = 1")
    # results.duckdb carries each episode's conversation type (from its header)
    yield con
    con.close()


@pytest.fixture(scope="module")
def table_rows(synthetic_run):
    """report.csv as dicts."""
    return _csv(synthetic_run)


SCENARIO_MEAN = """
    SELECT agent, {group}, avg(m) FROM (
        SELECT agent, {group}, scenario, avg({value}) AS m
        FROM results WHERE {value} IS NOT NULL
        GROUP BY ALL
    ) GROUP BY ALL
"""


@pytest.mark.parametrize("grouping", ["world", "conversation_type"])
@pytest.mark.parametrize(
    ("metric", "value"),
    [
        ("GS", '"GS"'),
        ("ACT", '"ACT"'),
        ("reward", "reward"),
        ("pass@1", "CASE WHEN reward >= 1 THEN 1.0 ELSE 0.0 END"),
        ("TT", '"TT"'),
        ("effort_ratio", "effort_ratio"),
        ("pi_minus", "pi_minus"),
        ("DNSMOS_OVRL", '"DNSMOS_OVRL"'),
    ],
)
def test_cell_estimates_equal_the_scenario_means_in_results_duckdb(
    database, table_rows, grouping, metric, value
):
    rows = table_rows
    expected = database.execute(SCENARIO_MEAN.format(group=grouping, value=value)).fetchall()
    assert len(expected) == len(AGENTS) * (len(WORLDS) if grouping == "world" else len(TYPES))
    for agent, group, mean in expected:
        cell = _cell(rows, grouping, agent, group, metric)
        assert float(cell["estimate"]) == pytest.approx(mean, abs=1e-6)
        low, high = float(cell["ci_low"]), float(cell["ci_high"])
        assert low <= float(cell["estimate"]) + 1e-9 and float(cell["estimate"]) <= high + 1e-9


def test_pass_k_follow_the_estimators_on_the_duckdb_counts(database, table_rows):
    rows = table_rows
    counts = database.execute(
        "SELECT agent, world, scenario, count(*), sum(CASE WHEN reward >= 1 THEN 1 ELSE 0 END) "
        "FROM results GROUP BY ALL"
    ).fetchall()
    for agent in AGENTS:
        for world in WORLDS:
            cell_counts = [(n, c) for a, w, _, n, c in counts if (a, w) == (agent, world)]
            assert all(n == RUNS for n, _ in cell_counts)
            at3 = sum(1 - comb(n - c, 3) / comb(n, 3) for n, c in cell_counts) / len(cell_counts)
            hat3 = sum(comb(c, 3) / comb(n, 3) for n, c in cell_counts) / len(cell_counts)
            assert float(_cell(rows, "world", agent, world, "pass@3")["estimate"]) == pytest.approx(
                at3, abs=1e-6
            )
            assert float(_cell(rows, "world", agent, world, "pass^3")["estimate"]) == pytest.approx(
                hat3, abs=1e-6
            )


def test_the_two_agents_differ_as_scripted(synthetic_run):
    rows = _csv(synthetic_run)
    alpha = float(_cell(rows, "world", "alpha", "banking", "pass@1")["estimate"])
    beta = float(_cell(rows, "world", "beta", "banking", "pass@1")["estimate"])
    assert alpha > beta > 0.0


def test_tau_voice_rates_are_pooled_over_events_and_hidden_below_ten(synthetic_run):
    run = load_run(synthetic_run)
    rows = _csv(synthetic_run)
    for agent in AGENTS:
        members = [e for e in run.episodes if e.agent == agent and e.world == "banking"]
        pooled = pool_events([e.calls for e in members])
        # two answered caller turns per call: 18 pooled response events, a shown rate
        assert pooled.counts["response_total"] == 2 * len(members) >= 10
        cell = _cell(rows, "world", agent, "banking", "response_rate")
        assert float(cell["estimate"]) == pytest.approx(pooled.response_rate, abs=1e-6)
        assert int(cell["events"]) == pooled.counts["response_total"]
        # one vocal tic per call: 9 events, hidden as n<10 and never shown as a number
        tic = _cell(rows, "world", agent, "banking", "selectivity_vocal_tic")
        assert pooled.counts["vocal_tic_total"] == len(members) < 10
        assert tic["estimate"] == "" and tic["shown"] == "n<10"
        assert "fewer than 10" in tic["absent_reason"]


def test_absent_metrics_carry_a_reason_and_no_number(synthetic_run):
    rows = _csv(synthetic_run)
    # CP needs a judge; NLA has the policy refusals' speech checks, so it has a value here
    cp = _cell(rows, "world", "alpha", "banking", "CP")
    assert cp["estimate"] == "" and "judge" in cp["absent_reason"]
    assert _cell(rows, "world", "alpha", "banking", "NLA")["estimate"] != ""
    page = (synthetic_run / "report.html").read_text(encoding="utf-8")
    assert 'title="no judge configured' in page
    markdown = (synthetic_run / "report.md").read_text(encoding="utf-8")
    assert "- CP: no judge configured" in markdown


def test_every_pillar_has_both_breakdowns_and_the_full_panel(synthetic_run):
    tables = build_tables(load_run(synthetic_run))
    kinds = {(t.pillar, t.grouping) for t in tables}
    assert kinds == {
        (p, g)
        for p in ("agentic", "dynamics", "naturalness")
        for g in ("world", "conversation_type")
    }
    columns = {m.name for t in tables for m in t.metrics}
    for name in (
        "GS", "ACT", "NLA", "reward", "pass@1", "pass@3", "pass^3", "TT", "SEL",
        "response_rate", "yield_rate", "agent_interruption_rate", "selectivity_backchannel",
        "rho_plus", "pi_plus", "rho_minus", "pi_minus", "credential_wer", "DNSMOS_OVRL",
    ):  # fmt: skip
        assert name in columns, name


def test_markdown_holds_the_same_numbers_as_the_csv(synthetic_run):
    rows = _csv(synthetic_run)
    markdown = (synthetic_run / "report.md").read_text(encoding="utf-8")
    cell = _cell(rows, "conversation_type", "beta", "guided_procedure", "GS")
    text = (
        f"{float(cell['estimate']):.3f} [{float(cell['ci_low']):.3f}, {float(cell['ci_high']):.3f}]"
    )
    line = next(
        line for line in markdown.splitlines() if line.startswith("| guided_procedure | beta |")
    )
    assert text in line


def test_report_files_are_written_atomically_and_untrusted_text_is_inert(synthetic_run):
    assert not list(synthetic_run.glob("*.partial"))
    page = (synthetic_run / "report.html").read_text(encoding="utf-8")
    assert "<script>window.__pwned" not in page
    assert 'onerror="window' not in page and "<svg onload" not in page
    assert "&lt;script&gt;window.__pwned = 1&lt;/script&gt;" in page
    markdown = (synthetic_run / "report.md").read_text(encoding="utf-8")
    assert "<script" not in markdown and "<img" not in markdown
    assert PAYLOAD_TEXT not in markdown  # no transcripts in Markdown: tables and episodes only


def test_a_failed_episode_names_the_missing_gold_actions_and_the_surplus_call(synthetic_run):
    from duplexworld.report.episode import episode_view

    run = load_run(synthetic_run)
    failed = next(e for e in run.episodes if e.value("reward") == 0.0 and e.value("ACT") == 0.0)
    view = episode_view(failed)
    missing = [g.name for g in view.gold if g.matched is None]
    assert missing and any(g.matched is not None for g in view.gold)
    factors = dict(view.failures)
    assert "ACTION" in factors and all(name in factors["ACTION"] for name in missing)
    assert "DB" in factors and "gold replay's records" in factors["DB"]
    assert view.record_diff and all(d.expected != d.actual for d in view.record_diff)
    assert [c.name for c in view.surplus] == ["transfer_to_human"]
    assert view.termination == "user_stop"


def test_a_row_without_its_episode_directory_still_renders(synthetic_run, tmp_path):
    from duplexworld.report import write_report

    row = (synthetic_run / "results.jsonl").read_text(encoding="utf-8").splitlines()[0]
    (tmp_path / "results.jsonl").write_text(row + "\n", encoding="utf-8")
    markdown, page = write_report(tmp_path)
    assert "missing (not a trace directory)" in page.read_text(encoding="utf-8")
    assert "## agentic: by world" in markdown.read_text(encoding="utf-8")


def test_a_metric_the_panel_does_not_know_is_shown_not_dropped(synthetic_run, tmp_path):
    import json

    from duplexworld.report import write_report

    rows = (synthetic_run / "results.jsonl").read_text(encoding="utf-8").splitlines()[:2]
    extended = [json.dumps({**json.loads(r), "brand_new_metric": 0.5}) for r in rows]
    (tmp_path / "results.jsonl").write_text("\n".join(extended) + "\n", encoding="utf-8")
    write_report(tmp_path)
    rows = _csv(tmp_path)
    found = [r for r in rows if r["metric"] == "brand_new_metric"]
    assert found and {r["pillar"] for r in found} == {"other"}
    assert all(float(r["estimate"]) == 0.5 for r in found)


def test_an_effect_has_the_same_colour_in_every_episode():
    from duplexworld.report.episode import EpisodeView
    from duplexworld.report.timeline import timeline_figure

    def colours(labels: list[str]) -> dict[str, str]:
        view = EpisodeView(
            key="k", ticks=50, speech={}, utterances=[], tools=[], turns=[], gold=[],
            surplus=[], passed=True, failures=[], termination="user_stop",
            termination_detail="",
            effects=[(i * 5, i * 5 + 2, label, "") for i, label in enumerate(labels)],
        )  # fmt: skip
        traces = timeline_figure(view)["data"]
        return {t["name"]: t["marker"]["color"] for t in traces if t["name"] in labels}

    one = colours(["frame_drop", "vocal_tic"])
    other = colours(["burst_noise", "frame_drop", "muffling", "new_kind"])
    assert one["frame_drop"] == other["frame_drop"]  # not the n-th colour of this episode
    assert len(set(other.values())) == 4 and colours(["new_kind"]) == {
        "new_kind": other["new_kind"]
    }
