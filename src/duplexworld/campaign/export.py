"""``duplexworld export RUN --parquet``: the results table as a Parquet file.

The table is built from ``results.jsonl`` (the durable record) in a scratch DuckDB file
beside nothing of the run's, exactly as ``results.duckdb``'s ``results`` table is built, and
written by DuckDB's own Parquet writer. The run's ``results.duckdb`` is never rewritten: its
other tables (``campaign``: episodes planned, failed, the caller-fault rate) exist only there.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import duckdb

from duplexworld.campaign.database import build_results_db
from duplexworld.campaign.runner import RESULTS_FILE, read_results

__all__ = ["PARQUET_FILE", "export_parquet"]

PARQUET_FILE = "results.parquet"


def export_parquet(run_dir: Path, target: Path | None = None) -> Path:
    """Write the run's results table to ``target`` (default ``RUN/results.parquet``).

    Raises:
        FileNotFoundError: the run directory has no results.jsonl.
    """
    run_dir = Path(run_dir)
    if not (run_dir / RESULTS_FILE).is_file():
        raise FileNotFoundError(f"{run_dir / RESULTS_FILE}: no such file (not a run directory?)")
    target = Path(target) if target else run_dir / PARQUET_FILE
    partial = target.with_name(target.name + ".partial")
    quoted = str(partial).replace("'", "''")
    with tempfile.TemporaryDirectory(prefix="duplexworld-export-") as scratch:
        database = build_results_db(
            Path(scratch) / "results.duckdb", run_dir, read_results(run_dir)
        )
        with duckdb.connect(str(database), read_only=True) as con:
            con.execute(f"COPY results TO '{quoted}' (FORMAT parquet)")
    partial.replace(target)
    return target
