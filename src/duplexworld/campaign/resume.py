"""Resume that checks what it resumes.

A finished episode in ``results.jsonl`` is reused only when what produced it is what would
produce it now: the scenario's hash, the agent's spec, the channel's spec, the caller's spec
and the harness dials, compared between the stored trace header and the header the episode
would get today (``planned_header``). Anything else is *stale*: resume names what changed
and refuses, unless asked to rerun the changed episodes (``--rerun-changed``) or pointed at
a new run directory. Malformed lines of ``results.jsonl`` are reported with their line number
and skipped; they never stop a resume.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from duplexworld.episode.episode import EpisodeSpec, planned_header

COMPARED = {
    "scenario": ("scenario_sha256",),
    "agent spec": ("components", "agent"),
    "channel spec": ("components", "channel"),
    "caller spec": ("components", "caller"),
    "harness dials": ("components", "harness"),
}
"""What must match for a stored episode to be reused, and where it is in a header."""


class StaleResultsError(ValueError):
    """Finished episodes in the run directory were produced by something that has changed."""


@dataclass
class ResultLines:
    """The rows of ``results.jsonl`` (last row per key wins) and the lines that were skipped."""

    rows: dict[str, dict[str, object]] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)


_TEXT_FIELDS = ("scenario", "world", "agent", "channel", "termination")
_INT_FIELDS = ("run", "ticks")
_NUMBER_FIELDS = ("sim_seconds", "reward")


def _field_problem(row: dict[str, Any]) -> str | None:
    """The first field of a result row whose type is wrong, named, or None.

    A field a row does not carry is not checked (readers treat it as absent); one it carries
    with the wrong type would break every reader, so the row is skipped."""
    for name in _TEXT_FIELDS:
        if name in row and not isinstance(row[name], str):
            return f"field {name!r} is not text ({row[name]!r})"
    for name in _INT_FIELDS:
        if name not in row:
            continue
        value = row[name]
        if not isinstance(value, int) or isinstance(value, bool):
            return f"field {name!r} is not a whole number ({value!r})"
    for name in _NUMBER_FIELDS:
        value = row.get(name)
        if value is not None and (not isinstance(value, int | float) or isinstance(value, bool)):
            return f"field {name!r} is not a number ({value!r})"
    return None


def parse_results(path: Path) -> ResultLines:
    """Read ``results.jsonl`` line by line; a bad line is a problem, never an exception.

    A torn last line (a crash mid-write) is silently dropped: it is expected and repaired.
    """
    parsed = ResultLines()
    if not path.is_file():
        return parsed
    data = path.read_bytes()
    lines = data.split(b"\n")
    torn = bool(lines) and lines[-1] != b""
    for number, raw in enumerate(lines, start=1):
        if not raw.strip():
            continue
        last = number == len(lines)
        try:
            row = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as exc:
            if not (last and torn):
                parsed.problems.append(f"{path}:{number}: not a JSON line ({exc}); skipped")
            continue
        if not isinstance(row, dict) or not isinstance(row.get("key"), str):
            parsed.problems.append(
                f"{path}:{number}: not a result row (a JSON object with a 'key'); skipped"
            )
            continue
        wrong = _field_problem(row)
        if wrong is not None:  # the right shape with a wrong type would fail every reader
            parsed.problems.append(f"{path}:{number}: {wrong}; skipped")
            continue
        parsed.rows[row["key"]] = row
    return parsed


def _at(data: Any, path: tuple[str, ...]) -> Any:
    for part in path:
        data = data.get(part) if isinstance(data, dict) else None
    return data


def _canonical(value: Any) -> str:
    return json.dumps(value, sort_keys=True, default=str)


def _differences(stored: dict[str, Any], planned: dict[str, Any]) -> list[str]:
    changes = []
    for label, path in COMPARED.items():
        old, new = _at(stored, path), _at(planned, path)
        if _canonical(old) != _canonical(new):
            changes.append(label if old is not None else f"{label} (not recorded)")
    return changes


@dataclass
class ResumePlan:
    """What a resume reuses and what it would have to run again."""

    reuse: set[str] = field(default_factory=set)
    stale: dict[str, list[str]] = field(default_factory=dict)
    """Key -> what changed since its stored run."""
    problems: list[str] = field(default_factory=list)

    def refusal(self, limit: int = 5) -> str:
        """The message that refuses a resume over stale episodes."""
        lines = [
            f"{len(self.stale)} finished episode(s) in this run directory were produced by "
            "something that has changed since:"
        ]
        for key, changes in list(self.stale.items())[:limit]:
            lines.append(f"  {key}: {', '.join(changes)} changed")
        if len(self.stale) > limit:
            lines.append(f"  ... and {len(self.stale) - limit} more")
        lines.append("rerun them with --rerun-changed, or write to a new --out directory")
        return "\n".join(lines)


def plan_resume(
    episodes: Iterable[EpisodeSpec],
    out_dir: Path,
    rows: dict[str, dict[str, object]],
    cache_dir: Path | None = None,
) -> ResumePlan:
    """Compare every finished episode of ``episodes`` with what it would be now."""
    plan = ResumePlan()
    for episode in episodes:
        if episode.key not in rows:
            continue
        header_path = Path(out_dir) / "episodes" / episode.key / "header.json"
        try:
            stored = json.loads(header_path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            plan.stale[episode.key] = ["trace (header.json missing or unreadable)"]
            continue
        planned = json.loads(planned_header(episode, cache_dir).model_dump_json())
        changes = _differences(stored, planned)
        if changes:
            plan.stale[episode.key] = changes
        else:
            plan.reuse.add(episode.key)
    return plan
