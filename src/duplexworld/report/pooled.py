"""A run's headline values per system, pooled by the report's rules, for ``gate`` and ``compare``.

A system is one agent on one channel. Its value of a metric is the report's: each (system,
world) cell is formed as the report's tables form it (``tables.metric_cell``: scenario means,
Pass estimators, tau-Voice events pooled over the cell's calls, ``n<10`` hidden), then the
worlds are pooled by an unweighted mean (``tables.system_values``, REFERENCE.md section 3).
Nothing here computes a metric a second way.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from duplexworld.report.data import Episode, RunData
from duplexworld.report.panel import UNASSIGNED, PanelMetric, by_name
from duplexworld.report.tables import build_tables, system_values

SystemKey = tuple[str, str]
"""(agent, channel): one system of a run."""


def system_key(episode: Episode) -> SystemKey:
    """The system an episode belongs to."""
    return episode.agent, str(episode.row["channel"])


def system_label(key: SystemKey, several_channels: bool = True) -> str:
    """How a system is named in output: the agent, with ``@ channel`` when channels mix (the
    report's row label)."""
    return f"{key[0]} @ {key[1]}" if several_channels else key[0]


def subset(run: RunData, keep: Callable[[Episode], bool]) -> RunData:
    """The run restricted to the episodes ``keep`` accepts (same directory)."""
    return RunData(directory=run.directory, episodes=tuple(e for e in run.episodes if keep(e)))


def pooled_values(run: RunData) -> dict[SystemKey, dict[str, float]]:
    """Every system's value of every metric with a value, as the report pools it."""
    labels = {run.system(e): system_key(e) for e in run.episodes}
    return {labels[label]: values for label, values in system_values(build_tables(run)).items()}


def scenarios_of(run: RunData, key: SystemKey) -> set[str]:
    """The scenarios a system has a finished episode of."""
    return {e.scenario_id for e in run.episodes if system_key(e) == key}


def metric_spelling(name: str) -> str:
    """The loose spelling of a metric name accepted on the command line: lower case, ``@``
    dropped, ``^`` as ``hat``, ``-`` as ``_`` (``pass1`` = Pass@1, ``passhat3`` = Pass^3,
    ``tt`` = TT)."""
    return name.strip().lower().replace("@", "").replace("^", "hat").replace("-", "_")


def resolve_metric(name: str, known: Iterable[str]) -> str:
    """The metric a command-line name stands for, among ``known`` names.

    Raises:
        ValueError: no known metric is spelled that way (the message lists them).
    """
    names = sorted(set(known))
    by_spelling = {metric_spelling(n): n for n in names}
    found = by_spelling.get(metric_spelling(name))
    if found is None:
        listed = ", ".join(metric_spelling(n) for n in names)
        raise ValueError(f"unknown metric {name!r} (known: {listed})")
    return found


def panel_entry(name: str) -> PanelMetric:
    """The panel's entry of a metric (an unknown column: higher is better)."""
    return by_name().get(name) or PanelMetric(
        name, name, UNASSIGNED, scale=None, description="not in the report's panel"
    )
