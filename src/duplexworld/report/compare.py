"""``duplexworld compare RUN_A RUN_B``: paired differences per metric, scenario by scenario.

Each side is one agent on one channel of its run (``--agent-a/-b``, ``--channel-a/-b``), so
two channels of one campaign compare too (clean against text: the modality gap).

For each metric, each scenario present in both runs (with a value in both) contributes one
paired difference: its mean over runs in B minus its mean over runs in A. The estimate is the
mean of those differences; the interval is the 95% percentile bootstrap over scenarios
(``metrics.statistics.bootstrap_interval``, seeded by the metric's name, so the same runs
give the same intervals). A metric with no scenario valued in both runs is absent.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from duplexworld.metrics.statistics import Interval, bootstrap_interval, stable_seed

__all__ = ["MetricDifference", "compare_rows", "select_agent", "select_channel"]

_NOT_METRICS = {"key", "scenario", "world", "agent", "channel", "run", "termination", "ticks"}


@dataclass(frozen=True)
class MetricDifference:
    """B minus A for one metric: the paired mean difference and its bootstrap interval."""

    metric: str
    mean_a: float
    mean_b: float
    difference: Interval


def select_agent(rows: list[dict[str, object]], agent: str | None, label: str) -> str:
    """The agent to compare in a run: the given one, or the run's only agent.

    Raises:
        ValueError: the agent is not in the run, or the run has several and none was named.
    """
    agents = sorted({str(row["agent"]) for row in rows})
    if agent is not None:
        if agent not in agents:
            raise ValueError(f"{label}: no episodes of agent {agent!r} (agents: {agents})")
        return agent
    if len(agents) != 1:
        raise ValueError(f"{label} holds agents {agents}: name one with --agent-a/--agent-b")
    return agents[0]


def select_channel(rows: list[dict[str, object]], channel: str | None, label: str) -> str:
    """The channel to compare in a run: the given one, or the run's only channel (a campaign
    holding clean and text rows gives the modality gap as ``--channel-a clean --channel-b
    text`` on the same run).

    Raises:
        ValueError: the channel is not in the run, or the run has several and none was named.
    """
    channels = sorted({str(row["channel"]) for row in rows})
    if channel is not None:
        if channel not in channels:
            raise ValueError(f"{label}: no episodes on channel {channel!r} (channels: {channels})")
        return channel
    if len(channels) != 1:
        raise ValueError(
            f"{label} holds channels {channels}: name one with --channel-a/--channel-b"
        )
    return channels[0]


def _scenario_means(rows: Iterable[Mapping[str, object]], metric: str) -> dict[str, float]:
    values: dict[str, list[float]] = defaultdict(list)
    for row in rows:
        value = row.get(metric)
        if isinstance(value, int | float) and not isinstance(value, bool) and value == value:
            values[str(row["scenario"])].append(float(value))
    return {scenario: sum(v) / len(v) for scenario, v in values.items()}


def compare_rows(
    rows_a: list[dict[str, object]], rows_b: list[dict[str, object]]
) -> list[MetricDifference]:
    """Paired differences (B - A) of every metric both row sets carry, by metric name."""
    names = sorted(
        {n for row in rows_a for n in row}
        & {n for row in rows_b for n in row} - _NOT_METRICS - {"metric_versions"}
    )
    out: list[MetricDifference] = []
    for metric in names:
        a, b = _scenario_means(rows_a, metric), _scenario_means(rows_b, metric)
        shared = sorted(set(a) & set(b))
        if not shared:
            continue
        interval = bootstrap_interval(
            [[b[s] - a[s]] for s in shared], seed=stable_seed("compare", metric)
        )
        if interval is None:
            continue
        out.append(
            MetricDifference(
                metric=metric,
                mean_a=sum(a[s] for s in shared) / len(shared),
                mean_b=sum(b[s] for s in shared) / len(shared),
                difference=interval,
            )
        )
    return out
