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

_TEXT = (
    "key",
    "scenario",
    "world",
    "conversation_type",
    "persona",
    "agent",
    "agent_spec",
    "channel",
    "termination",
    "termination_detail",
)
_INTEGER = ("run", "ticks")
_JSON = ("metric_versions", "tallies")
"""Columns that hold JSON objects (stored as text)."""


def _column_type(name: str) -> str:
    if name in _TEXT or name in _JSON:
        return "VARCHAR"
    if name in _INTEGER:
        return "INTEGER"
    return "DOUBLE"  # every metric, sim_seconds and reward; absent values are NULL


def episode_columns(run_dir: Path, key: str) -> dict[str, object]:
    """The episode's conversation type, persona and agent spec (JSON) from its trace header.

    Empty when the episode directory has no header (the columns are then NULL).
    """
    path = Path(run_dir) / "episodes" / key / "header.json"
    try:
        header = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    scenario = header.get("scenario") or {}
    agent = (header.get("components") or {}).get("agent")
    return {
        "conversation_type": scenario.get("conversation_type"),
        "persona": scenario.get("persona"),
        "agent_spec": json.dumps(agent, sort_keys=True) if agent is not None else None,
    }


_CAMPAIGN_SHARES = frozenset({"caller_confident_wrong"})
"""Campaign figures that are shares without "rate" in their name (stored as DOUBLE)."""


def write_results_db(
    run_dir: Path,
    rows: Iterable[Mapping[str, object]],
    campaign: Mapping[str, object] | None = None,
) -> Path:
    """Rebuild ``results.duckdb`` with one ``results`` table from the result rows (and a
    one-row ``campaign`` table: episodes planned and scored, how many ended outside the
    scores by kind, the caller-fault rate).

    Each row gains its episode's ``conversation_type``, ``persona`` and ``agent_spec`` (JSON
    text) from the trace header. Metric columns are DOUBLE (NULL when absent, never 0);
    ``metric_versions`` and ``tallies`` (what event-pooled metrics pool) are JSON text. The
    file is written beside and then moved into place, so readers never see half a table.
    """
    target = Path(run_dir) / DATABASE_FILE
    sweep_temporaries(target)  # left by a kill mid-write (the run lock makes us the writer)
    Path(run_dir, DATABASE_FILE + ".partial").unlink(missing_ok=True)  # older layout
    partial = temporary_beside(target)
    partial.unlink()  # duckdb creates the file itself
    try:
        build_results_db(partial, run_dir, rows, campaign)
        os.replace(partial, target)
    except BaseException:
        partial.unlink(missing_ok=True)
        Path(f"{partial}.wal").unlink(missing_ok=True)  # duckdb's log of the failed write
        raise
    return target


def build_results_db(
    path: Path,
    run_dir: Path,
    rows: Iterable[Mapping[str, object]],
    campaign: Mapping[str, object] | None = None,
) -> Path:
    """Create the DuckDB file ``path`` (which must not exist) holding the ``results`` table
    of the rows, enriched from the run's headers as :func:`write_results_db` describes (and
    the ``campaign`` table when given). ``export`` builds one aside, never over the run's."""
    rows = [{**row, **episode_columns(run_dir, str(row.get("key")))} for row in rows]
    columns: list[str] = []
    for row in rows:
        columns.extend(name for name in row if name not in columns)
    ordered = [c for c in (*_TEXT, *_INTEGER) if c in columns] + sorted(
        c for c in columns if c not in _TEXT and c not in _INTEGER
    )
    _fill(path, rows, ordered, campaign)
    return path


def _fill(
    partial: Path,
    rows: list[Mapping[str, object]],
    ordered: list[str],
    campaign: Mapping[str, object] | None,
) -> None:
    with duckdb.connect(str(partial)) as con:
        if campaign:
            names = list(campaign)
            kinds = ", ".join(
                f'"{n}" {"DOUBLE" if n.endswith("rate") or n in _CAMPAIGN_SHARES else "INTEGER"}'
                for n in names
            )
            con.execute(f"CREATE TABLE campaign ({kinds})")
            con.execute(
                f"INSERT INTO campaign VALUES ({', '.join('?' for _ in names)})",
                [campaign[n] for n in names],
            )
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
