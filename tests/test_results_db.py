"""The DuckDB results database rebuilt from results.jsonl."""

import duckdb

from duplexworld.campaign.database import write_results_db

ROWS = [
    {
        "key": "a__oracle__clean__r0",
        "scenario": "a",
        "world": "banking",
        "agent": "oracle",
        "channel": "clean",
        "run": 0,
        "termination": "user_stop",
        "ticks": 100,
        "sim_seconds": 20.0,
        "reward": 1.0,
        "GS": 1.0,
        "CP": None,
        "metric_versions": {"GS": "1"},
    },
    {
        "key": "a__null__clean__r0",
        "scenario": "a",
        "world": "banking",
        "agent": "null",
        "channel": "clean",
        "run": 0,
        "termination": "user_stop",
        "ticks": 90,
        "sim_seconds": 18.0,
        "reward": 0.0,
        "GS": 0.0,
        "CP": None,
        "metric_versions": {"GS": "1"},
    },
]


def test_results_table_has_typed_columns_and_null_for_absent(tmp_path):
    path = write_results_db(tmp_path, ROWS)
    with duckdb.connect(str(path), read_only=True) as con:
        types = dict(
            con.execute(
                "select column_name, data_type from "
                "information_schema.columns where table_name='results'"
            ).fetchall()
        )
        assert types["CP"] == "DOUBLE" and types["run"] == "INTEGER" and types["key"] == "VARCHAR"
        got = con.execute(
            "select agent, avg(reward), count(CP) from results group by agent order by agent"
        ).fetchall()
    assert got == [("null", 0.0, 0), ("oracle", 1.0, 0)]


def test_rebuilding_replaces_the_table(tmp_path):
    write_results_db(tmp_path, ROWS)
    path = write_results_db(tmp_path, ROWS[:1])
    with duckdb.connect(str(path), read_only=True) as con:
        assert con.execute("select count(*) from results").fetchone() == (1,)
