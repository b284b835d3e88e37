"""Aggregate result rows into per-agent summaries (no composite score).

An episode that could not be scored (``failures.jsonl``: an infrastructure failure, a
harness error, a caller that broke its script, a run excluded at the step cap) is outside
every score, but never out of sight: each summary counts it as ``excluded`` beside Pass@1.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from duplexworld.metrics.estimators import summarise


@dataclass(frozen=True)
class SummaryRow:
    """One (agent, world, channel) cell of the results table."""

    agent: str
    world: str
    channel: str
    episodes: int
    scenarios: int
    gs: float | None
    act: float | None
    reward: float | None
    pass_at_1: float | None
    pass_at_3: float | None
    pass_hat_3: float | None
    mean_sim_seconds: float
    excluded: int = 0
    """Episodes of this cell recorded in ``failures.jsonl`` and never scored."""


def failure_agent(row: Mapping[str, object]) -> str:
    """The agent's label in a ``failures.jsonl`` row: its ``agent`` is the reference as given
    (a configuration file's path), its key ``<scenario>__<label>__<channel>__r<run>`` holds
    the label the scored rows carry."""
    key, scenario = str(row.get("key", "")), str(row.get("scenario", ""))
    parts = key.removeprefix(f"{scenario}__").rsplit("__", 2)
    return parts[0] if len(parts) == 3 else str(row.get("agent"))


def unscored(
    failures: Iterable[Mapping[str, object]], scored: Iterable[object]
) -> list[Mapping[str, object]]:
    """The failure rows of episodes that no result row scored (a later attempt that finished
    an episode takes it out of the excluded)."""
    done = {str(key) for key in scored}
    return [row for row in failures if str(row.get("key")) not in done]


def _mean(values: list[float]) -> float | None:
    return sum(values) / len(values) if values else None


def summarise_rows(
    rows: Iterable[dict[str, object]], failures: Iterable[Mapping[str, object]] = ()
) -> list[SummaryRow]:
    """Group rows by (agent, world, channel) and compute means and Pass estimators; the
    unscored rows of ``failures`` (``failures.jsonl``) are counted as each cell's excluded,
    and a cell whose every episode was excluded is a row of its own."""
    rows = list(rows)
    groups: dict[tuple[str, str, str], list[dict[str, object]]] = defaultdict(list)
    for row in rows:
        groups[(str(row["agent"]), str(row["world"]), str(row["channel"]))].append(row)
    excluded = Counter(
        (failure_agent(row), str(row.get("world")), str(row.get("channel")))
        for row in unscored(failures, (row.get("key") for row in rows))
    )
    for cell in excluded:
        groups.setdefault(cell, [])
    table: list[SummaryRow] = []
    for (agent, world, channel), members in sorted(groups.items()):
        by_scenario: dict[str, list[float | None]] = defaultdict(list)
        for row in members:
            value = row.get("reward")
            by_scenario[str(row["scenario"])].append(
                float(value) if isinstance(value, int | float) else None
            )
        estimates = summarise(by_scenario)

        def numbers(name: str, members: list[dict[str, object]] = members) -> list[float]:
            return [float(v) for r in members if isinstance(v := r.get(name), int | float)]

        table.append(
            SummaryRow(
                agent=agent,
                world=world,
                channel=channel,
                episodes=len(members),
                scenarios=len(by_scenario),
                gs=_mean(numbers("GS")),
                act=_mean(numbers("ACT")),
                reward=_mean(numbers("reward")),
                pass_at_1=estimates["pass@1"],
                pass_at_3=estimates["pass@3"],
                pass_hat_3=estimates["pass^3"],
                mean_sim_seconds=_mean(numbers("sim_seconds")) or 0.0,
                excluded=excluded[(agent, world, channel)],
            )
        )
    return table


def fmt(value: float | None, digits: int = 3) -> str:
    """A number for a table; absent values show as an em dash, never as 0."""
    return "\u2014" if value is None else f"{value:.{digits}f}"


COLUMNS = (
    "agent",
    "world",
    "channel",
    "scenarios",
    "episodes",
    "GS",
    "ACT",
    "Pass@1",
    "excluded",
    "Pass@3",
    "Pass^3",
    "mean call s",
)
"""Columns of the console's results table (the report's tables have the full panel)."""


def summary_cells(row: SummaryRow) -> list[str]:
    """The console table cells of one summary row, in ``COLUMNS`` order."""
    return [
        row.agent,
        row.world,
        row.channel,
        str(row.scenarios),
        str(row.episodes),
        fmt(row.gs),
        fmt(row.act),
        fmt(row.pass_at_1),
        str(row.excluded),
        fmt(row.pass_at_3),
        fmt(row.pass_hat_3),
        f"{row.mean_sim_seconds:.1f}",
    ]
