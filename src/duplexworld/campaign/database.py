"""The results database: ``results.duckdb`` beside ``results.jsonl`` in a run directory.

``results.jsonl`` stays the durable, append-only record (one fsynced line per finished
episode); the DuckDB file is rebuilt from it, so it can always be regenerated and is never the
only copy. Query it with SQL, e.g.::

    import duckdb

from duplexworld.util.atomic import sweep_temporaries, temporary_beside
    duckdb.connect("runs/demo/results.duckdb").sql(
        "select agent, world, avg(reward) from results group by all"
    )
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Mapping
from pathlib import Path

import duckdb

from duplexworld.util.atomic import sweep_temporaries, temporary_beside

DATABASE_FILE = "results.duckdb"

_TEXT = ("key", "scenario", "world", "agent", "channel", "termination", "termination_detail")
_INTEGER = ("run", "ticks")
_JSON = ("metric_versions", "tallies")
"""Columns that hold JSON objects (stored as text)."""


def _column_type(name: str) -> str:
    if name in _TEXT or name in _JSON:
        return "VARCHAR"
    if name in _INTEGER:
        return "INTEGER"
    return "DOUBLE"  # every metric, sim_seconds and reward; absent values are NULL


def write_results_db(run_dir: Path, rows: Iterable[Mapping[str, object]]) -> Path:
    """Rebuild ``results.duckdb`` with one ``results`` table from the result rows.

    Metric columns are DOUBLE (NULL when absent, never 0); ``metric_versions`` and
    ``tallies`` (what event-pooled metrics pool) are JSON text.
    The file is written beside and then moved into place, so readers never see half a table.
    """
    rows = list(rows)
    columns: list[str] = []
    for row in rows:
        columns.extend(name for name in row if name not in columns)
    ordered = [c for c in (*_TEXT, *_INTEGER) if c in columns] + sorted(
        c for c in columns if c not in _TEXT and c not in _INTEGER
    )
    target = Path(run_dir) / DATABASE_FILE
    sweep_temporaries(target)  # left by a kill mid-write (the run lock makes us the writer)
    Path(run_dir, DATABASE_FILE + ".partial").unlink(missing_ok=True)  # older layout
    partial = temporary_beside(target)
    partial.unlink()  # duckdb creates the file itself
    try:
        _fill(partial, rows, ordered)
        os.replace(partial, target)
    except BaseException:
        partial.unlink(missing_ok=True)
        raise
    return target


def _fill(partial: Path, rows: list[Mapping[str, object]], ordered: list[str]) -> None:
    with duckdb.connect(str(partial)) as con:
        spec = ", ".join(f'"{name}" {_column_type(name)}' for name in ordered) or '"key" VARCHAR'
        con.execute(f"CREATE TABLE results ({spec})")
        if rows:
            placeholders = ", ".join("?" for _ in ordered)
            con.executemany(
                f"INSERT INTO results VALUES ({placeholders})",
                [
                    [
                        json.dumps(row[name], sort_keys=True)
                        if name in _JSON and name in row
                        else row.get(name)
                        for name in ordered
                    ]
                    for row in rows
                ],
            )
