"""``duplexworld export RUN --parquet``: the results table as a Parquet file.

The table is the one in ``results.duckdb`` (rebuilt from ``results.jsonl`` first, so the
export always matches the durable record), written by DuckDB's own Parquet writer.
"""

from __future__ import annotations

from pathlib import Path

import duckdb

from duplexworld.campaign.database import write_results_db
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
    database = write_results_db(run_dir, read_results(run_dir))
    target = Path(target) if target else run_dir / PARQUET_FILE
    partial = target.with_name(target.name + ".partial")
    quoted = str(partial).replace("'", "''")
    with duckdb.connect(str(database), read_only=True) as con:
        con.execute(f"COPY results TO '{quoted}' (FORMAT parquet)")
    partial.replace(target)
    return target
