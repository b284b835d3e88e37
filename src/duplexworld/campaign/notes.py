"""Run notes: one line per topic that explains what a table cannot (``notes.json``).

Absent values in a report need their reason where a reader sees them: "judge unavailable"
when the judge's circuit breaker opened during the run, "no judge configured" when there was
none, how many episodes could not be run. The campaign and ``score`` write the notes; the
report shows them.
"""

from __future__ import annotations

import json
from pathlib import Path

from duplexworld.util.atomic import write_text_atomic

NOTES_FILE = "notes.json"


def write_notes(run_dir: Path, notes: dict[str, str]) -> Path:
    """Replace the run's notes (topic -> one line)."""
    text = json.dumps(notes, indent=1, sort_keys=True) + "\n"
    return write_text_atomic(Path(run_dir) / NOTES_FILE, text)


def read_notes(run_dir: Path) -> dict[str, str]:
    """The run's notes; none when the file is missing or unreadable."""
    try:
        data = json.loads((Path(run_dir) / NOTES_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {str(k): str(v) for k, v in data.items()}
