"""`duplexworld compare`: the report's pooled values, paired differences, unpaired scenarios,
and its Markdown, CSV and HTML."""

from __future__ import annotations

import csv
import io
import json
import shutil
from pathlib import Path

import pytest
from synthetic_run import scenarios

from duplexworld.cli import main
from duplexworld.report import load_run, write_report
from duplexworld.report.assets import STYLE
from duplexworld.report.compare import _paired_interval, compare_runs
from duplexworld.report.pooled import subset
from duplexworld.report.tables import build_tables, system_values

ALPHA, BETA = ("alpha", "clean"), ("beta", "clean")


def _filtered_copy(source: Path, target: Path, keep) -> Path:
    """A copy of a run whose results.jsonl keeps the rows ``keep`` accepts."""
    shutil.copytree(source, target)
    lines = (target / "results.jsonl").read_text(encoding="utf-8").splitlines()
    kept = [line for line in lines if keep(json.loads(line))]
    (target / "results.jsonl").write_text("\n".join(kept) + "\n", encoding="utf-8")
    return target


def test_each_side_is_the_reports_pooled_value(synthetic_run):
    run = load_run(synthetic_run)
    comparison = compare_runs(run, ALPHA, run, BETA)
    report = system_values(build_tables(run))
    shown = [m for m in comparison.metrics if m.a is not None or m.b is not None]
    assert {m.metric.name for m in shown} == set(report["alpha"]) | set(report["beta"])
    for m in shown:
        assert m.a == report["alpha"].get(m.metric.name)
        assert m.b == report["beta"].get(m.metric.name)
    # tau-Voice rates (events pooled over calls) are among them
    assert any(m.metric.pooling.startswith("tau_") and m.a is not None for m in shown)


def test_on_one_world_the_values_are_the_cells_of_report_csv(synthetic_run, tmp_path):
    banking = _filtered_copy(synthetic_run, tmp_path / "banking", lambda r: r["world"] == "banking")
    write_report(banking)
    cells = {
        (row["system"], row["metric"]): row
        for row in csv.DictReader(io.StringIO((banking / "report.csv").read_text("utf-8")))
        if row["grouping"] == "world"
    }
    run = load_run(banking)
    compared = 0
    for m in compare_runs(run, ALPHA, run, BETA).metrics:
        for system, value in (("alpha", m.a), ("beta", m.b)):
            cell = cells[(system, m.metric.name)]
            if value is None:
                assert cell["estimate"] == ""
            else:
                assert float(cell["estimate"]) == pytest.approx(
                    value, abs=5e-7
                )  # report.csv: 6 digits
                compared += 1
    assert compared >= 10


def test_the_paired_bootstrap_is_centred_on_the_reports_difference(synthetic_run):
    """The per-scenario tallies the bootstrap resamples pool to the report's values: on the
    full sample the bootstrap's own estimate is the difference of the pooled values."""
    run = load_run(synthetic_run)
    comparison = compare_runs(run, ALPHA, run, BETA)
    side_a = list(subset(run, lambda e: e.agent == "alpha").episodes)
    side_b = list(subset(run, lambda e: e.agent == "beta").episodes)
    checked = 0
    for m in comparison.metrics:
        if m.difference is None:
            continue
        raw = _paired_interval(m.metric, side_a, side_b, "check")
        assert raw is not None
        assert raw.estimate == pytest.approx(m.paired_b - m.paired_a, abs=1e-9), m.metric.name
        assert raw.low <= m.difference.estimate + 1e-9 and m.difference.estimate <= raw.high + 1e-9
        checked += 1
    assert checked >= 10


def test_unpaired_scenarios_are_listed_and_left_out_of_the_difference(
    synthetic_run, tmp_path, capsys
):
    dropped = {scenarios()[0].id, scenarios()[4].id}
    fewer = _filtered_copy(
        synthetic_run, tmp_path / "fewer", lambda r: r["scenario"] not in dropped
    )
    flags = ["--agent-a", "alpha", "--agent-b", "alpha"]
    assert main(["compare", str(synthetic_run), str(fewer), *flags]) == 0
    out = capsys.readouterr().out
    assert f"only in A (2, not paired): {', '.join(sorted(dropped))}" in out
    comparison = compare_runs(load_run(synthetic_run), ALPHA, load_run(fewer), ALPHA)
    assert comparison.only_a == tuple(sorted(dropped)) and comparison.only_b == ()
    assert comparison.shared == len(scenarios()) - 2
    for m in comparison.metrics:
        if m.difference is not None:  # the same episodes on the shared scenarios: no change
            assert m.difference.estimate == pytest.approx(0.0, abs=1e-12)
            assert m.difference.low == pytest.approx(0.0, abs=1e-12)
    reward = next(m for m in comparison.metrics if m.metric.name == "pass@1")
    assert reward.a != reward.paired_a  # A over all its scenarios, not only the shared ones


def test_markdown_csv_and_html(synthetic_run, tmp_path, capsys):
    flags = [str(synthetic_run), str(synthetic_run), "--agent-a", "alpha", "--agent-b", "beta"]
    assert main(["compare", *flags, "--md"]) == 0
    markdown = capsys.readouterr().out
    assert markdown.startswith("# duplexworld compare") and "| agentic | Pass@1 |" in markdown
    assert main(["compare", *flags, "--csv"]) == 0
    rows = list(csv.DictReader(io.StringIO(capsys.readouterr().out)))
    by_name = {row["metric"]: row for row in rows}
    assert by_name["CP"]["a"] == "" and by_name["CP"]["absent_reason"]  # absent, never 0
    run = load_run(synthetic_run)
    report = system_values(build_tables(run))
    assert float(by_name["pass@1"]["a"]) == report["alpha"]["pass@1"]
    page = tmp_path / "compare.html"
    assert main(["compare", *flags, "--html", "--out", str(page)]) == 0
    text = page.read_text(encoding="utf-8")
    assert STYLE in text and "<script" not in text and "Content-Security-Policy" in text
    assert "<table id='compare'>" in text and "Pass@1" in text


def test_the_formats_are_exclusive(synthetic_run):
    with pytest.raises(SystemExit) as exit_:
        main(["compare", str(synthetic_run), str(synthetic_run), "--md", "--csv"])
    assert exit_.value.code == 2


def test_paired_ratio_difference_keeps_pairs_and_weighs_worlds_equally():
    from duplexworld.metrics.statistics import paired_ratio_difference

    # world w1: B gains 1 on one of two scenarios; world w2: no change (worlds weigh equally)
    strata = {"w1": [(0.0, 1.0, 1.0, 1.0), (1.0, 1.0, 1.0, 1.0)], "w2": [(1.0, 1.0, 1.0, 1.0)]}
    interval = paired_ratio_difference(strata, seed=1)
    assert interval is not None and interval.estimate == pytest.approx(0.25)
    assert interval.low == pytest.approx(0.0) and interval.high == pytest.approx(0.5)
    assert interval.groups == 3
    # events as weights pool them: 3 of 4 events against 1 of 2
    pooled = paired_ratio_difference({"w": [(1.0, 2.0, 3.0, 4.0)]})
    assert pooled is not None and pooled.estimate == pytest.approx(0.25)
    assert paired_ratio_difference({"w": [(0.0, 0.0, 1.0, 1.0)]}) is None  # A has no weight
