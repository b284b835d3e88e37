"""The report's tables: per pillar, by system x world and system x conversation type.

Every cell is an estimate with its 95% percentile bootstrap interval over scenarios (runs of
a scenario resampled together; ``metrics.statistics``), or absent with a reason. The
tau-Voice rates follow tau2-bench: events are pooled over the cell's episodes
(``metrics.interaction.pool_events``) and a rate backed by fewer than 10 events is hidden as
``n<10`` (``reported_metrics``), never shown as 0.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from duplexworld.metrics.estimators import pass_k_mean, success
from duplexworld.metrics.interaction import (
    MIN_EVENTS,
    SELECTIVITY_KINDS,
    InteractionEvent,
    pool_events,
    reported_metrics,
)
from duplexworld.metrics.statistics import bootstrap_interval, pooled_mean, stable_seed
from duplexworld.metrics.tables import metric_names
from duplexworld.report.data import Episode, RunData
from duplexworld.report.panel import (
    MIN_EVENTS_LABEL,
    PILLARS,
    UNASSIGNED,
    PanelMetric,
    episode_absent_reason,
    pillar_metrics,
    unknown_metrics,
)

GROUPINGS = {"world": "world", "conversation_type": "conversation type"}
"""The two breakdowns of every pillar, with their titles."""


@dataclass(frozen=True)
class Cell:
    """One metric of one table row."""

    metric: str
    estimate: float | None
    low: float | None = None
    high: float | None = None
    scenarios: int = 0
    runs: int = 0
    shown: str = ""
    """Text shown instead of a number (``n<10``), when the value is hidden."""
    absent: str = ""
    """Why the value is absent or hidden; empty when it is shown."""
    events: int | None = None
    """Pooled events behind a tau-Voice value."""


@dataclass(frozen=True)
class Row:
    """One (system, group) row: a system on one world or one conversation type."""

    system: str
    group: str
    episodes: int
    scenarios: int
    cells: dict[str, Cell]
    excluded: int = 0
    """Episodes of this system and group never scored (``failures.jsonl``): shown beside
    Pass@1, so an infrastructure failure is counted, never silently dropped."""


@dataclass(frozen=True)
class Table:
    """One pillar broken down by one grouping."""

    pillar: str
    grouping: str
    metrics: tuple[PanelMetric, ...]
    rows: tuple[Row, ...]
    left_out: tuple[PanelMetric, ...] = ()
    """Secondary metrics absent in every cell of the run (not shown as columns)."""


def _by_scenario(
    episodes: Iterable[Episode], value: Callable[[Episode], list[float | None]]
) -> dict[str, list[float | None]]:
    groups: dict[str, list[float | None]] = defaultdict(list)
    for episode in sorted(episodes, key=lambda e: (e.scenario_id, int(e.row.get("run", 0)))):
        groups[episode.scenario_id].extend(value(episode))
    return dict(groups)


def _success(episode: Episode) -> list[float | None]:
    reward = episode.value("reward")
    return [None if reward is None else float(success(reward))]


def _most_common_reason(metric: str, episodes: list[Episode]) -> str:
    reasons = Counter(episode_absent_reason(metric, e.scores, e.absent) for e in episodes)
    return reasons.most_common(1)[0][0] if reasons else "no episode"


def _bootstrap_cell(
    metric: str,
    groups: dict[str, list[float | None]],
    seed_parts: tuple[str, ...],
    absent: str,
    statistic: str = "scenario_mean",
) -> Cell:
    interval = bootstrap_interval(
        groups.values(),
        statistic=statistic,  # type: ignore[arg-type]
        seed=stable_seed(*seed_parts, metric),
    )
    if interval is None:
        return Cell(metric, None, absent=absent)
    return Cell(
        metric,
        interval.estimate,
        interval.low,
        interval.high,
        interval.groups,
        interval.runs,
    )


def pass_k_value(episodes: list[Episode], k: int, estimator: str) -> float | None:
    """Mean over scenarios of Pass@k (``pass@``) or Pass^k (``pass^``); absent when a scenario
    has fewer than k runs with a reward."""
    return pass_k_mean(_by_scenario(episodes, _success), k, estimator)


def _tau_outcomes(metric: str) -> tuple[set[str], str]:
    """(event categories, the outcome that counts 1) behind a tau-Voice share."""
    if metric == "response_rate":
        return {"response"}, "response"
    if metric == "yield_rate":
        return {"yield"}, "yield"
    if metric == "SEL":
        return set(SELECTIVITY_KINDS), "correct"
    return {metric.removeprefix("selectivity_")}, "correct"


def _events(episode: Episode) -> tuple[InteractionEvent, ...]:
    return episode.calls.events if episode.calls is not None else ()


def _tau_cell(metric: PanelMetric, members: list[Episode], seed: tuple[str, ...]) -> Cell:
    with_calls = [e for e in members if e.calls is not None]
    pooled = pool_events([e.calls for e in with_calls if e.calls is not None])
    reported = reported_metrics(pooled, MIN_EVENTS)
    name = metric.name
    if metric.pooling == "tau_mean":
        outcome = "response" if name == "response_latency" else "yield"
        groups = _by_scenario(
            with_calls,
            lambda e: [
                ev.latency_ticks * e.calls.tick_seconds  # type: ignore[union-attr]
                for ev in _events(e)
                if ev.outcome == outcome and ev.latency_ticks is not None
            ],
        )
        estimate = (
            pooled.response_latency_mean if outcome == "response" else pooled.yield_latency_mean
        )
        cell = _bootstrap_cell(name, groups, seed, metric.absent, "run_mean")
        if estimate is None or cell.estimate is None:
            return Cell(name, None, absent=_most_common_reason(name, members))
        return Cell(name, estimate, cell.low, cell.high, cell.scenarios, len(with_calls),
                    events=cell.runs)  # fmt: skip
    if metric.pooling == "tau_ratio":
        total = pooled.counts.get("response_total", 0)
        if name not in reported:
            return _hidden(name, total, members)
        scenarios = len({e.scenario_id for e in with_calls})
        return Cell(
            name, float(reported[name]), scenarios=scenarios, runs=len(with_calls), events=total
        )
    categories, positive = _tau_outcomes(name)
    groups = _by_scenario(
        with_calls,
        lambda e: [float(ev.outcome == positive) for ev in _events(e) if ev.category in categories],
    )
    total = sum(len(g) for g in groups.values())
    if name == "SEL":
        # pooled over kinds: the same event rule as each kind's correct-rate
        correct = sum(v for g in groups.values() for v in g if v is not None)
        estimate = correct / total if total >= MIN_EVENTS else None
    else:
        value = reported.get(name)
        estimate = float(value) if isinstance(value, int | float) else None
    if estimate is None:
        return _hidden(name, total, members)
    cell = _bootstrap_cell(name, groups, seed, metric.absent, "run_mean")
    return Cell(name, estimate, cell.low, cell.high, cell.scenarios, len(with_calls), events=total)


def _hidden(name: str, total: int, members: list[Episode]) -> Cell:
    if total == 0:
        return Cell(name, None, absent=_most_common_reason(name, members), events=0)
    return Cell(
        name,
        None,
        shown=MIN_EVENTS_LABEL,
        absent=f"{total} events pooled; tau2-bench hides a rate backed by fewer than "
        f"{MIN_EVENTS} events",
        events=total,
    )


def metric_cell(metric: PanelMetric, members: list[Episode], seed: tuple[str, ...]) -> Cell:
    """One metric over a group of episodes."""
    name = metric.name
    if metric.pooling.startswith("tau_"):
        return _tau_cell(metric, members, seed)
    if metric.pooling == "pass_k":
        k = int(name[-1])
        value = pass_k_value(members, k, name[:-1])
        if value is None:
            return Cell(name, None, absent=metric.absent)
        scenarios = {e.scenario_id for e in members if e.value("reward") is not None}
        runs = sum(1 for e in members if e.value("reward") is not None)
        return Cell(name, value, scenarios=len(scenarios), runs=runs)
    if name == "pass@1":
        return _bootstrap_cell(name, _by_scenario(members, _success), seed, metric.absent)
    groups = _by_scenario(members, lambda e: [e.value(name)])
    return _bootstrap_cell(name, groups, seed, _most_common_reason(name, members))


def present_metrics(run: RunData) -> set[str]:
    """Metric columns the run's rows carry (with a value or absent)."""
    names: set[str] = set()
    for episode in run.episodes:
        names.update(episode.row)
    return names


def _group_of(episode: Episode, grouping: str) -> str:
    return episode.world if grouping == "world" else episode.conversation_type


EXCLUDED_AFTER = "pass@1"
"""The column the excluded count is shown beside (in the tables that have it)."""
EXCLUDED_NOTE = (
    "excluded: episodes not scored (an infrastructure failure, a harness error, a caller that "
    "broke its script, a run excluded at the step cap; see failures.jsonl). They are outside "
    "Pass@1 and every other value, and counted here."
)
"""What the excluded column counts (under every table that has it)."""


def _excluded(run: RunData, grouping: str) -> Counter[tuple[str, str]]:
    """Excluded episodes by (system, group); an excluded episode's conversation type is its
    row's (``failure_row`` records it) or, in older runs, that of a scored episode of the
    same scenario."""
    types = {e.scenario_id: e.conversation_type for e in run.episodes}
    counts: Counter[tuple[str, str]] = Counter()
    for row in run.excluded:
        if grouping == "world":
            group = str(row.get("world"))
        else:
            scenario = str(row.get("scenario"))
            group = str(row.get("conversation_type") or types.get(scenario, "unknown"))
        counts[(run.excluded_system(row), group)] += 1
    return counts


def _unscored_cell(metric: PanelMetric) -> Cell:
    return Cell(metric.name, None, absent="every episode of this row was excluded (not scored)")


def build_tables(run: RunData) -> list[Table]:
    """Every pillar by world and by conversation type."""
    present = present_metrics(run)
    extra = unknown_metrics(present, set(metric_names([e.row for e in run.episodes])))
    # plug-in metrics sit in their own pillar; only columns nobody placed go under "other"
    pillars = (*PILLARS, UNASSIGNED) if any(m.pillar == UNASSIGNED for m in extra) else PILLARS
    tables: list[Table] = []
    for grouping in GROUPINGS:
        cells: dict[tuple[str, str], list[Episode]] = defaultdict(list)
        for episode in run.episodes:
            cells[(run.system(episode), _group_of(episode, grouping))].append(episode)
        excluded = _excluded(run, grouping)
        for pillar in pillars:
            metrics = tuple(pillar_metrics(pillar, present, extra))
            rows = tuple(
                Row(
                    system=system,
                    group=group,
                    episodes=len(members),
                    scenarios=len({e.scenario_id for e in members}),
                    cells={
                        m.name: metric_cell(m, members, (system, grouping, group))
                        if members
                        else _unscored_cell(m)
                        for m in metrics
                    },
                    excluded=excluded[(system, group)],
                )
                for (system, group), members in sorted(
                    {**{key: [] for key in excluded}, **cells}.items()
                )
            )
            shown = tuple(
                m
                for m in metrics
                if m.core or any(r.cells[m.name].estimate is not None for r in rows)
            )
            left_out = tuple(m for m in metrics if m not in shown)
            tables.append(Table(pillar, grouping, shown, rows, left_out))
    return tables


def system_values(tables: list[Table], grouping: str = "world") -> dict[str, dict[str, float]]:
    """Per system, each metric pooled over the grouping's cells by an unweighted mean (worlds
    weigh equally, REFERENCE.md section 3); metrics with no value anywhere are left out."""
    values: dict[str, dict[str, list[float | None]]] = defaultdict(lambda: defaultdict(list))
    for table in tables:
        if table.grouping != grouping:
            continue
        for row in table.rows:
            for name, cell in row.cells.items():
                values[row.system][name].append(cell.estimate)
    out: dict[str, dict[str, float]] = {}
    for system, metrics in sorted(values.items()):
        out[system] = {
            name: mean
            for name, items in metrics.items()
            if (mean := pooled_mean(items)) is not None
        }
    return out


DASH = "\u2014"
"""How an absent value is shown (never as 0)."""


def number(value: float | None, digits: int = 3) -> str:
    """A number for a table, or the dash when absent."""
    return DASH if value is None else f"{value:.{digits}f}"


def excluded_after(table: Table) -> int | None:
    """The index of the metric column the excluded count follows, or None when the table
    has no Pass@1 column."""
    names = [metric.name for metric in table.metrics]
    return names.index(EXCLUDED_AFTER) if EXCLUDED_AFTER in names else None


def cell_text(cell: Cell) -> str:
    """``estimate [low, high]``, the estimate alone, ``n<10`` or the dash."""
    if cell.estimate is None:
        return cell.shown or DASH
    if cell.low is None or cell.high is None:
        return number(cell.estimate)
    return f"{number(cell.estimate)} [{number(cell.low)}, {number(cell.high)}]"


def cell_note(cell: Cell) -> str:
    """What backs a cell (for hover text): the reason when absent, else the sample size."""
    if cell.estimate is None:
        return cell.absent
    parts = [f"{cell.scenarios} scenarios, {cell.runs} runs"]
    if cell.events is not None:
        parts.append(f"{cell.events} events pooled")
    if cell.low is not None:
        parts.append("95% percentile bootstrap over scenarios")
    return "; ".join(parts)
