"""The campaign tables: WS, AFA, correction uptake, TTR, Pass@1, Pass@3 and Reliable@3 of a
run directory's workbench episodes, sliced by archetype, industry, user-behaviour profile or
risk tier (one row per value of the slice, and one for all).

How each column pools over a row's episodes (REFERENCE.md section 5):

- ``WS`` and ``TTR``: the per-episode values averaged per scenario, then over scenarios (the
  report's episode mean); TTR only over episodes that committed a valid artifact.
- ``AFA`` and ``uptake``: micro-averaged, the correct and graded field counts of every
  episode's tally summed, then divided once (never a mean of episode rates).
- ``Pass@1``, ``Pass@3``, ``Reliable@3`` (Pass^3): the project's estimators over the reward
  (WS) per scenario, averaged over scenarios; absent unless every scenario has 3 runs.

A value with nothing behind it is ``n/a`` with the reason in a note under the table, never 0.
The slice's value comes from the scenario each episode recorded in its header (its
``difficulty``: the workflow spec's ``archetype``, ``industry``, ``profile``, ``risk_tier``).
The table reads a loaded run through :class:`RunEpisode` (the report's ``Episode`` is one);
the command line loads the run with the report's loader, so the world does not import the
report.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from duplexworld.metrics.base import absent_reason
from duplexworld.metrics.estimators import pass_k_mean, success
from duplexworld.world.registry import load_world_plugins
from duplexworld.worlds.workbench.workflow import ARCHETYPES, PROFILES, RISK_TIERS

WORLD = "workbench"
ALL = "all"
"""The label of the row pooled over every value of the slice."""

SLICES: dict[str, tuple[str, tuple[str, ...]]] = {
    "archetype": ("archetype", ARCHETYPES),
    "industry": ("industry", ()),
    "profile": ("profile", PROFILES),
    "risk": ("risk_tier", RISK_TIERS),
}
"""Each slice: the scenario's ``difficulty`` key it groups by, and the order of its rows
(the spec's order of the values; an industry's rows go alphabetically)."""


class RunEpisode(Protocol):
    """What the table reads of one scored episode of a run (``report.data.Episode``)."""

    @property
    def row(self) -> Mapping[str, Any]:
        """The result row."""

    @property
    def scenario(self) -> Mapping[str, Any]:
        """The scenario as the episode loaded it."""

    @property
    def scores(self) -> Mapping[str, Any]:
        """``scores.json``'s metrics."""

    @property
    def absent(self) -> Mapping[str, str]:
        """``scores.json``'s absent metrics with their reasons."""

    @property
    def world(self) -> str:
        """The world's name."""

    @property
    def scenario_id(self) -> str:
        """The scenario id."""

    def value(self, metric: str) -> float | None:
        """A metric's value, ``None`` when absent."""


@dataclass(frozen=True)
class Value:
    """One cell: the value and what backs it, or ``None`` with the reason it is absent."""

    value: float | None
    detail: str = ""
    """What backs a shown value (``108/109`` fields), shown after it."""
    reason: str = ""
    """Why the value is absent; empty when it is shown."""


@dataclass(frozen=True)
class Column:
    """A column of the table: its heading and how a value is printed."""

    name: str
    heading: str
    digits: int = 3


COLUMNS = (
    Column("WS", "WS"),
    Column("AFA", "AFA"),
    Column("uptake", "uptake"),
    Column("TTR", "TTR (s)", digits=1),
    Column("pass@1", "Pass@1"),
    Column("pass@3", "Pass@3"),
    Column("pass^3", "Reliable@3"),
)


@dataclass(frozen=True)
class SliceRow:
    """One value of the slice (an archetype, an industry...) or ``all``, of one system."""

    group: str
    scenarios: int
    episodes: int
    values: dict[str, Value]


@dataclass(frozen=True)
class SystemTable:
    """The rows of one system (the agent, with its channel)."""

    system: str
    rows: tuple[SliceRow, ...]
    by: str = "archetype"
    """The slice (a key of ``SLICES``)."""


def _group(episode: RunEpisode, key: str) -> str | None:
    difficulty = episode.scenario.get("difficulty")
    if not isinstance(difficulty, Mapping):
        return None
    value = difficulty.get(key)
    return str(value) if value else None


def _reason(metric: str, members: list[RunEpisode]) -> str:
    """The most common reason the episodes give for the metric's absence."""
    reasons = Counter(absent_reason(metric, e.scores, e.absent) for e in members)
    return reasons.most_common(1)[0][0] if reasons else "no episode"


def _scenario_mean(metric: str, members: list[RunEpisode], counted: bool = False) -> Value:
    """Mean per scenario, then over scenarios; ``counted`` shows the episodes behind it."""
    per: dict[str, list[float]] = defaultdict(list)
    for episode in members:
        value = episode.value(metric)
        if value is not None:
            per[episode.scenario_id].append(value)
    if not per:
        return Value(None, reason=_reason(metric, members))
    means = [sum(values) / len(values) for values in per.values()]
    runs = sum(len(values) for values in per.values())
    return Value(sum(means) / len(means), detail=f"n={runs}" if counted else "")


def _tally(episode: RunEpisode, metric: str) -> tuple[float, float] | None:
    tallies = episode.row.get("tallies")
    tally = tallies.get(metric) if isinstance(tallies, Mapping) else None
    if not isinstance(tally, Mapping):
        return None
    return float(tally["numerator"]), float(tally["events"])


def _micro(metric: str, members: list[RunEpisode]) -> Value:
    """Summed correct / summed graded fields over the episodes' tallies."""
    tallies = [t for t in (_tally(e, metric) for e in members) if t is not None]
    correct = sum(n for n, _ in tallies)
    graded = sum(e for _, e in tallies)
    if not graded:
        return Value(None, reason=_reason(metric, members))
    return Value(correct / graded, detail=f"{correct:g}/{graded:g}")


def _pass(label: str, members: list[RunEpisode]) -> Value:
    k = int(label[-1])
    rewards: dict[str, list[float | None]] = defaultdict(list)
    for episode in sorted(members, key=lambda e: (e.scenario_id, int(e.row.get("run", 0)))):
        reward = episode.value("reward")
        rewards[episode.scenario_id].append(None if reward is None else float(success(reward)))
    value = pass_k_mean(rewards, k, label[:-1])
    if value is not None:
        return Value(value)
    if all(e.value("reward") is None for e in members):
        return Value(None, reason=_reason("reward", members))
    runs = Counter(e.scenario_id for e in members if e.value("reward") is not None)
    return Value(
        None,
        reason=f"needs {k} runs with a reward per scenario (fewest here: {min(runs.values())})",
    )


def _row(group: str, members: list[RunEpisode]) -> SliceRow:
    values = {
        "WS": _scenario_mean("wb_WS", members),
        "AFA": _micro("wb_AFA", members),
        "uptake": _micro("wb_uptake", members),
        "TTR": _scenario_mean("wb_TTR", members, counted=True),
        **{label: _pass(label, members) for label in ("pass@1", "pass@3", "pass^3")},
    }
    return SliceRow(
        group=group,
        scenarios=len({e.scenario_id for e in members}),
        episodes=len(members),
        values=values,
    )


def _order(value: str, known: tuple[str, ...]) -> tuple[int, str]:
    return (known.index(value) if value in known else len(known), value)


def slice_tables(
    episodes: Iterable[tuple[str, RunEpisode]], source: str, by: str = "archetype"
) -> list[SystemTable]:
    """Per system, one row per value of the slice ``by`` among its workbench episodes and one
    for all.

    Args:
        episodes: each scored episode of a run with its system's label (the agent, with the
            channel when the run mixes channels: ``report.data.RunData.system``).
        source: where the episodes come from (the run directory), for the error message.
        by: the slice, a key of ``SLICES`` (archetype, industry, profile, risk).

    Raises:
        ValueError: an unknown slice, or no workbench episode with the slice's value in its
            header (names ``source``).
    """
    if by not in SLICES:
        raise ValueError(f"no slice {by!r}: one of {', '.join(SLICES)}")
    key, known = SLICES[by]
    load_world_plugins()  # the absent reasons of this world's metrics register with it
    groups: dict[str, dict[str, list[RunEpisode]]] = defaultdict(lambda: defaultdict(list))
    for system, episode in episodes:
        group = _group(episode, key)
        if episode.world != WORLD or group is None:
            continue
        groups[system][group].append(episode)
    if not groups:
        raise ValueError(f"{source}: no workbench episode with a {key} in its header")
    tables = []
    for system, members_of in sorted(groups.items()):
        rows = [_row(g, members_of[g]) for g in sorted(members_of, key=lambda g: _order(g, known))]
        everything = [e for members in members_of.values() for e in members]
        tables.append(SystemTable(system, (*rows, _row(ALL, everything)), by=by))
    return tables


def archetype_tables(episodes: Iterable[tuple[str, RunEpisode]], source: str) -> list[SystemTable]:
    """Per system, one row per archetype and one for all (``slice_tables`` by archetype)."""
    return slice_tables(episodes, source, "archetype")


def _text(column: Column, value: Value, notes: dict[str, int]) -> str:
    if value.value is None:
        number = notes.setdefault(value.reason, len(notes) + 1)
        return f"n/a [{number}]"
    shown = f"{value.value:.{column.digits}f}"
    return f"{shown} ({value.detail})" if value.detail else shown


def render_markdown(tables: Iterable[SystemTable]) -> str:
    """The tables in Markdown; each absent value ``n/a [i]`` with reason i listed below."""
    parts: list[str] = []
    for table in tables:
        notes: dict[str, int] = {}
        headings = [table.by, "scenarios", "episodes", *(c.heading for c in COLUMNS)]
        lines = [
            f"### {table.system}" + ("" if table.by == "archetype" else f", by {table.by}"),
            "",
            "| " + " | ".join(headings) + " |",
            "|" + "---|" * len(headings),
        ]
        for row in table.rows:
            cells = [row.group, str(row.scenarios), str(row.episodes)]
            cells += [_text(c, row.values[c.name], notes) for c in COLUMNS]
            lines.append("| " + " | ".join(cells) + " |")
        if notes:
            lines.append("")
            lines += [f"[{number}] n/a: {reason}" for reason, number in notes.items()]
        parts.append("\n".join(lines))
    return "\n\n".join(parts) + "\n"
