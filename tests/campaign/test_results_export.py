"""results.duckdb episode columns, Parquet export and the paired compare of two runs."""

from __future__ import annotations

import json

import duckdb
import pytest

from duplexworld.campaign.database import write_results_db
from duplexworld.cli import main
from duplexworld.report import load_run
from duplexworld.report.compare import compare_runs, select_agent


def _row(scenario: str, agent: str, run: int, reward: float, gs: float | None) -> dict:
    return {
        "key": f"{scenario}__{agent}__clean__r{run}",
        "scenario": scenario,
        "world": "banking",
        "agent": agent,
        "channel": "clean",
        "run": run,
        "termination": "user_stop",
        "ticks": 100,
        "sim_seconds": 20.0,
        "reward": reward,
        "GS": gs,
        "metric_versions": {"GS": "1"},
    }


def _run_dir(path, rows, with_headers=True):
    path.mkdir(parents=True)
    (path / "results.jsonl").write_text(
        "".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8"
    )
    if with_headers:
        for row in rows:
            episode = path / "episodes" / row["key"]
            episode.mkdir(parents=True)
            header = {
                "scenario": {"conversation_type": "single_intent", "persona": "p1"},
                "components": {"agent": {"name": row["agent"], "version": "1"}},
            }
            (episode / "header.json").write_text(json.dumps(header), encoding="utf-8")
    return path


def test_database_rows_carry_type_persona_and_agent_spec(tmp_path):
    rows = [_row("a", "oracle", 0, 1.0, 1.0)]
    run = _run_dir(tmp_path / "run", rows)
    with duckdb.connect(str(write_results_db(run, rows)), read_only=True) as con:
        got = con.execute("select conversation_type, persona, agent_spec from results").fetchall()
    assert got == [("single_intent", "p1", json.dumps({"name": "oracle", "version": "1"}))]


def test_parquet_export_holds_the_results_table(tmp_path):
    rows = [_row("a", "oracle", 0, 1.0, 1.0), _row("b", "oracle", 0, 0.0, None)]
    run = _run_dir(tmp_path / "run", rows)
    assert main(["export", str(run), "--parquet"]) == 0
    path = run / "results.parquet"
    got = duckdb.sql(
        f"select scenario, reward, GS, persona from '{path}' order by scenario"
    ).fetchall()
    assert got == [("a", 1.0, 1.0, "p1"), ("b", 0.0, None, "p1")]  # absent stays NULL
    assert main(["export", str(tmp_path / "nothing"), "--parquet"]) == 2


def test_export_keeps_every_table_of_results_duckdb(tmp_path):
    rows = [_row("a", "oracle", 0, 1.0, 1.0), _row("b", "oracle", 0, 0.0, None)]
    run = _run_dir(tmp_path / "run", rows)
    campaign = {"episodes_planned": 3, "episodes_scored": 2, "infra_failed": 1}
    database = write_results_db(run, rows, campaign)

    def tables() -> dict[str, list[tuple]]:
        with duckdb.connect(str(database), read_only=True) as con:
            names = [n for (n,) in con.execute("select table_name from duckdb_tables()").fetchall()]
            return {n: con.execute(f"select * from {n} order by all").fetchall() for n in names}

    before = tables()
    assert set(before) == {"results", "campaign"}
    assert main(["export", str(run), "--parquet", "--to", str(tmp_path / "out.parquet")]) == 0
    assert tables() == before  # the campaign table (and the results table) survive the export
    got = duckdb.sql(f"select scenario from '{tmp_path / 'out.parquet'}' order by 1").fetchall()
    assert got == [("a",), ("b",)]


def _compare(tmp_path, rows_a, rows_b):
    run_a = load_run(_run_dir(tmp_path / "a", rows_a))
    run_b = load_run(_run_dir(tmp_path / "b", rows_b))
    key_a = (rows_a[0]["agent"], "clean")
    return compare_runs(run_a, key_a, run_b, (rows_b[0]["agent"], "clean"))


def test_compare_pairs_scenarios_and_bootstraps_the_mean_difference(tmp_path):
    a = [_row(s, "null", r, 0.0, 0.5) for s in "abcd" for r in range(2)]
    b = [_row(s, "oracle", 0, 1.0, 1.0) for s in "abc"]  # no 'd': only shared scenarios pair
    comparison = _compare(tmp_path / "one", a, b)
    assert comparison.only_a == ("d",) and comparison.only_b == () and comparison.shared == 3
    diffs = {d.metric.name: d for d in comparison.metrics}
    reward = diffs["reward"]
    assert reward.a == 0.0 and reward.b == 1.0
    assert reward.difference.estimate == 1.0 and reward.difference.groups == 3
    assert reward.difference.low == reward.difference.high == 1.0  # no spread
    assert diffs["GS"].difference.estimate == pytest.approx(0.5)
    assert "key" not in diffs and "run" not in diffs
    mixed = [_row("a", "null", 0, 0.0, 0.0), _row("b", "null", 0, 1.0, 1.0)]
    spread = _compare(
        tmp_path / "two", mixed, [_row("a", "x", 0, 1.0, 1.0), _row("b", "x", 0, 1.0, 1.0)]
    )
    interval = {d.metric.name: d for d in spread.metrics}["reward"].difference
    assert interval.low == 0.0 and interval.high == 1.0 and interval.estimate == 0.5


def test_compare_needs_an_agent_when_a_run_has_several(tmp_path):
    rows = [_row("a", "null", 0, 0.0, 0.0), _row("a", "oracle", 0, 1.0, 1.0)]
    with pytest.raises(ValueError, match="name one with --agent-a"):
        select_agent(rows, None, "RUN_A")
    assert select_agent(rows, "oracle", "RUN_A") == "oracle"
    run_a = _run_dir(tmp_path / "a", rows, with_headers=False)
    run_b = _run_dir(tmp_path / "b", [_row("a", "oracle", 0, 1.0, 1.0)], with_headers=False)
    assert main(["compare", str(run_a), str(run_b)]) == 2
    assert main(["compare", str(run_a), str(run_b), "--agent-a", "null"]) == 0
