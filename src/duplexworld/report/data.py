"""Loading a run directory for the report: result rows enriched from each episode's files.

A row of ``results.jsonl`` knows the agent, world, channel and scores; the report also needs
the conversation type, the persona and the agent's spec (from ``header.json``), the metric
evidence (from ``scores.json``) and, for the episode pages and the pooled tau-Voice panel,
the trace itself. Everything is read once, here.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from duplexworld.campaign.runner import RESULTS_FILE, read_failures, read_results
from duplexworld.metrics.interaction import (
    CallEvents,
    extract_call_events,
    interaction_input_from_trace,
)
from duplexworld.trace import Trace, read_trace


class RunDirError(ValueError):
    """The path given is not a run directory the report can read (one line, names the path)."""


@dataclass(frozen=True)
class Episode:
    """One finished episode as the report sees it."""

    row: dict[str, Any]
    """The result row (every metric value, ``None`` when absent)."""
    conversation_type: str
    persona: str
    agent_spec: dict[str, Any]
    """The agent component's spec from the trace header (name, version, speech stack...)."""
    header: dict[str, Any]
    """The trace header without the embedded scenario."""
    scenario: dict[str, Any]
    """The scenario as the episode loaded it."""
    scores: dict[str, Any]
    """``scores.json``'s metrics: name -> MetricValue as JSON, or ``None`` when absent."""
    trace: Trace | None
    """The trace, or ``None`` when the episode directory is missing or unreadable."""
    calls: CallEvents | None
    """The tau-Voice events of the call (for pooling over episodes)."""
    problem: str = ""
    """Why the trace could not be read, when it could not."""
    absent: dict[str, str] = field(default_factory=dict)
    """``scores.json``'s absent metrics: name -> the reason the metric gave."""

    @property
    def key(self) -> str:
        """The episode key (also its directory name under ``episodes/``)."""
        return str(self.row["key"])

    @property
    def agent(self) -> str:
        """The agent's name."""
        return str(self.row["agent"])

    @property
    def world(self) -> str:
        """The world's name."""
        return str(self.row["world"])

    @property
    def scenario_id(self) -> str:
        """The scenario id."""
        return str(self.row["scenario"])

    def value(self, metric: str) -> float | None:
        """A metric's value, ``None`` when absent."""
        value = self.row.get(metric)
        if isinstance(value, bool) or not isinstance(value, int | float):
            return None
        return float(value) if value == value else None  # NaN is absent


@dataclass(frozen=True)
class RunData:
    """Every episode of a run directory, in the order of ``results.jsonl``."""

    directory: Path
    episodes: tuple[Episode, ...]
    excluded: tuple[dict[str, Any], ...] = ()
    """The ``failures.jsonl`` rows of episodes never scored (counted beside Pass@1)."""

    @property
    def channels(self) -> list[str]:
        """The channel presets in the run (of scored and excluded episodes)."""
        found = {str(e.row["channel"]) for e in self.episodes}
        return sorted(found | {str(row.get("channel")) for row in self.excluded})

    def excluded_system(self, row: dict[str, Any]) -> str:
        """The system label of an excluded episode's row (as ``system`` labels a scored one)."""
        from duplexworld.report.summary import failure_agent  # summary imports no report data

        agent = failure_agent(row)
        return f"{agent} @ {row.get('channel')}" if len(self.channels) > 1 else agent

    @property
    def modalities(self) -> list[str]:
        """``voice`` and/or ``text`` (the text control), from the episodes' headers."""
        return sorted({str(e.header.get("modality", "voice")) for e in self.episodes})

    def system(self, episode: Episode) -> str:
        """The row label of an episode's system: the agent, with the channel when a run mixes
        channels (results on different channels are never averaged together)."""
        if len(self.channels) > 1:
            return f"{episode.agent} @ {episode.row['channel']}"
        return episode.agent


def check_run_dir(directory: Path) -> None:
    """Raise :class:`RunDirError` unless ``directory`` is a run directory with results."""
    if not directory.exists():
        raise RunDirError(f"{directory}: no such directory")
    if not directory.is_dir():
        raise RunDirError(f"{directory}: is a file, not a run directory")
    if not (directory / RESULTS_FILE).is_file():
        raise RunDirError(f"{directory}: no {RESULTS_FILE} (not a run directory, or empty run)")
    if not read_results(directory):
        raise RunDirError(f"{directory}: {RESULTS_FILE} has no finished episode (empty run)")


def _json(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _object(value: Any) -> dict[str, Any]:
    """``value`` when it is a JSON object, else {} (a header written by hand may hold less)."""
    return value if isinstance(value, dict) else {}


def load_episode(directory: Path, row: dict[str, Any], with_trace: bool = True) -> Episode:
    """One episode: its row, header facts, scores and (optionally) its trace."""
    header = _json(directory / "header.json")
    scenario = header.pop("scenario", {}) if isinstance(header.get("scenario"), dict) else {}
    components = _object(header.get("components"))
    agent = _object(components.get("agent"))
    caller = _object(components.get("caller"))
    stored = _json(directory / "scores.json")
    scores = stored.get("metrics", {})
    absent = stored.get("absent", {})
    trace: Trace | None = None
    calls: CallEvents | None = None
    problem = ""
    if with_trace:
        try:
            trace = read_trace(directory)
            calls = extract_call_events(interaction_input_from_trace(trace))
        except (OSError, ValueError) as exc:
            problem = str(exc).splitlines()[0]
    return Episode(
        row=row,
        conversation_type=str(scenario.get("conversation_type", "unknown")),
        persona=str(caller.get("persona") or scenario.get("persona") or "unknown"),
        agent_spec=dict(agent),
        header=header,
        scenario=dict(scenario),
        scores=scores if isinstance(scores, dict) else {},
        trace=trace,
        calls=calls,
        problem=problem,
        absent={str(k): str(v) for k, v in absent.items()} if isinstance(absent, dict) else {},
    )


def load_run(directory: Path | str, with_traces: bool = True) -> RunData:
    """Every episode of a run directory.

    Raises:
        RunDirError: missing path, a file, or a run without finished episodes.
    """
    directory = Path(directory)
    check_run_dir(directory)
    rows = read_results(directory)
    latest: dict[str, dict[str, Any]] = {}
    for row in rows:
        latest[str(row["key"])] = row  # a re-run episode: its last row counts
    episodes = tuple(
        load_episode(directory / "episodes" / key, row, with_traces) for key, row in latest.items()
    )
    excluded = tuple(row for row in read_failures(directory) if str(row.get("key")) not in latest)
    return RunData(directory=directory, episodes=episodes, excluded=excluded)
