"""Aggregate result rows into per-agent summaries (no composite score)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
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


def _mean(values: list[float]) -> float | None:
    return sum(values) / len(values) if values else None


def summarise_rows(rows: Iterable[dict[str, object]]) -> list[SummaryRow]:
    """Group rows by (agent, world, channel) and compute means and Pass estimators."""
    groups: dict[tuple[str, str, str], list[dict[str, object]]] = defaultdict(list)
    for row in rows:
        groups[(str(row["agent"]), str(row["world"]), str(row["channel"]))].append(row)
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
        fmt(row.pass_at_3),
        fmt(row.pass_hat_3),
        f"{row.mean_sim_seconds:.1f}",
    ]
