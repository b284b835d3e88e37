"""Score tables of a run directory: per episode, per cell, pooled over worlds, associations.

``write_score_tables(run_dir, rows)`` writes into ``run_dir/scores/``:

- ``episodes.csv``: one row per episode, every metric, and the metric versions (JSON);
- ``cells.csv``: per (agent, world, channel) cell and metric: the estimate with its 95%
  percentile bootstrap interval (scenarios resampled, runs kept together);
- ``pooled.csv``: per (agent, channel) and metric: pooled over worlds, with a bootstrap
  interval that resamples scenarios within each world;
- ``associations.csv``: per channel, the Spearman correlation of each metric with Pass@1
  over world x agent cells;
- ``summary.json``: all of the above plus metric versions, the judge and plug-in status and
  the bootstrap settings; ``tables.md``: the cell and pooled tables for people.

Each value says how it was pooled (the ``pooling`` column):

- ``episode_mean``: per-episode values, averaged per scenario, then over scenarios (and over
  worlds by an unweighted mean in ``pooled.csv``);
- ``event_pooled``: metrics with a tally (the tau-Voice panel and SEL): the events of every
  episode in the cell (or of every world) are pooled and the rate computed once, tau2-bench's
  rule. A rate backed by fewer than its ``min_events`` (10) is hidden: no estimate, ``note``
  ``n<10``, shown as "n<10" in Markdown, never 0. ``events`` is the count behind it;
- ``estimator``: Pass@3 and Pass^3 from the per-scenario success counts.

Long format (one row per cell and metric) keeps the files readable whatever the number of
metrics. An absent value is an empty CSV field, ``null`` in JSON and a dash in Markdown, never
0. Everything is sorted and rounded to 6 decimals, so re-scoring gives identical files.
"""

from __future__ import annotations

import csv
import io
import json
import numbers
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from duplexworld.metrics.estimators import pass_at_k, pass_hat_k, success
from duplexworld.metrics.statistics import (
    LEVEL,
    RESAMPLES,
    Interval,
    associations,
    bootstrap_interval,
    pooled_interval,
    ratio_interval,
    stable_seed,
)
from duplexworld.util.atomic import write_text_atomic

__all__ = [
    "ID_COLUMNS",
    "CellValue",
    "cell_values",
    "event_pooled_panel",
    "metric_names",
    "pooled_metrics",
    "pooled_values",
    "render_markdown",
    "summary",
    "write_score_tables",
]

ID_COLUMNS = (
    "key",
    "scenario",
    "world",
    "agent",
    "channel",
    "run",
    "termination",
    "ticks",
    "sim_seconds",
)
"""Identifying columns of a results row (everything else numeric is a metric)."""

_NOT_METRICS = {*ID_COLUMNS, "metric_versions", "tallies"}
PASS_METRICS = ("pass@1", "pass@3", "pass^3")
ESTIMATOR_VERSION = "1"
DIGITS = 6


@dataclass(frozen=True)
class CellValue:
    """One metric in one cell (or pooled over worlds)."""

    agent: str
    world: str
    """The world, or ``pooled`` for the unweighted mean over worlds."""
    channel: str
    metric: str
    version: str
    estimate: float | None
    low: float | None
    high: float | None
    scenarios: int
    runs: int
    worlds: int = 1
    pooling: str = "episode_mean"
    """episode_mean, event_pooled or estimator (see the module docstring)."""
    events: int | None = None
    """Event-pooled metrics: the events behind the value."""
    note: str = ""
    """Why a value is hidden (``n<10``), else empty."""

    def as_dict(self) -> dict[str, object]:
        """Plain values, rounded."""
        return {
            "agent": self.agent,
            "world": self.world,
            "channel": self.channel,
            "metric": self.metric,
            "version": self.version,
            "estimate": _round(self.estimate),
            "ci_low": _round(self.low),
            "ci_high": _round(self.high),
            "scenarios": self.scenarios,
            "runs": self.runs,
            "worlds": self.worlds,
            "pooling": self.pooling,
            "events": self.events,
            "note": self.note,
        }


def _round(value: float | None) -> float | None:
    return None if value is None else round(float(value), DIGITS)


def _number(value: object) -> float | None:
    if isinstance(value, numbers.Real) and not isinstance(value, bool):
        number = float(value)
        return number if number == number else None  # NaN is absent
    return None


def metric_names(rows: Iterable[Mapping[str, object]]) -> list[str]:
    """Metric columns of the rows (numeric or absent values), sorted; ``reward`` first."""
    names: set[str] = set()
    for row in rows:
        for name, value in row.items():
            if name not in _NOT_METRICS and (value is None or _number(value) is not None):
                names.add(name)
    return sorted(names, key=lambda n: (n != "reward", n))


def _versions(rows: Iterable[Mapping[str, object]]) -> dict[str, str]:
    seen: dict[str, set[str]] = defaultdict(set)
    for row in rows:
        versions = row.get("metric_versions")
        if isinstance(versions, Mapping):
            for name, version in versions.items():
                seen[str(name)].add(str(version))
    for name in PASS_METRICS:
        seen[name].add(ESTIMATOR_VERSION)
    return {name: ",".join(sorted(v)) for name, v in sorted(seen.items())}


Groups = dict[str, list[float | None]]
"""One cell's values of one metric by scenario (each scenario's runs, in order)."""


def _groups(rows: list[Mapping[str, object]], metric: str) -> Groups:
    groups: Groups = defaultdict(list)
    for row in sorted(rows, key=lambda r: (str(r["scenario"]), int(str(r.get("run", 0))))):
        if metric == "pass@1":
            reward = _number(row.get("reward"))
            groups[str(row["scenario"])].append(None if reward is None else float(success(reward)))
        else:
            groups[str(row["scenario"])].append(_number(row.get(metric)))
    return dict(groups)


def _row_tally(row: Mapping[str, object], metric: str) -> Mapping[str, object] | None:
    tallies = row.get("tallies")
    if isinstance(tallies, Mapping):
        tally = tallies.get(metric)
        if isinstance(tally, Mapping):
            return tally
    return None


def pooled_metrics(rows: Iterable[Mapping[str, object]]) -> dict[str, int]:
    """Event-pooled metrics (those with a tally in some row) and their ``min_events``."""
    found: dict[str, int] = {}
    for row in rows:
        tallies = row.get("tallies")
        if not isinstance(tallies, Mapping):
            continue
        for name, tally in tallies.items():
            if isinstance(tally, Mapping):
                least = int(str(tally.get("min_events", 0)))
                found[str(name)] = max(found.get(str(name), 0), least)
    return found


def _tallies(rows: list[Mapping[str, object]], metric: str) -> list[tuple[float, float]]:
    """Per scenario: (summed numerator, summed events); an episode without events adds 0."""
    per: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0])
    for row in rows:
        tally = _row_tally(row, metric)
        unit = per[str(row["scenario"])]
        if tally is not None:
            unit[0] += float(str(tally["numerator"]))
            unit[1] += float(str(tally["events"]))
    return [(n, e) for _, (n, e) in sorted(per.items())]


def _event_pooled(
    key: tuple[str, str, str],
    metric: str,
    version: str,
    strata: Mapping[str, list[tuple[float, float]]],
    min_events: int,
    episodes: int,
    seed: int,
    resamples: int,
    level: float,
) -> CellValue:
    """One event-pooled value: pooled over every episode of the strata, hidden below
    ``min_events`` events (``note`` says so), absent without any event."""
    agent, world, channel = key
    events = int(sum(e for tallies in strata.values() for _, e in tallies))
    worlds = sum(1 for tallies in strata.values() if any(e for _, e in tallies))
    value = replace(
        CellValue(agent, world, channel, metric, version, None, None, None, 0, 0),
        pooling="event_pooled",
        events=events,
        worlds=worlds,
    )
    if events == 0:
        return value
    if events < min_events:
        return replace(value, note=f"n<{min_events}")
    interval = ratio_interval(strata, resamples=resamples, level=level, seed=seed)
    if interval is None:
        return value
    return replace(
        value,
        estimate=interval.estimate,
        low=interval.low,
        high=interval.high,
        scenarios=sum(1 for tallies in strata.values() for _, e in tallies if e),
        runs=episodes,
    )


def event_pooled_panel(rows: list[Mapping[str, object]]) -> list[CellValue]:
    """The event-pooled metrics per (agent, world, channel) cell, point estimates only.

    For reports that show the tau-Voice panel without intervals: the same pooling and the
    same ``n<10`` rule as :func:`cell_values`.
    """
    versions = _versions(rows)
    pooled = pooled_metrics(rows)
    out: list[CellValue] = []
    for key, members in _by_cell(rows).items():
        for metric in sorted(pooled):
            tallies = _tallies(members, metric)
            events = int(sum(e for _, e in tallies))
            value = replace(
                CellValue(*key, metric, versions.get(metric, ""), None, None, None, 0, 0),
                pooling="event_pooled",
                events=events,
                runs=len(members),
            )
            if events and events < pooled[metric]:
                value = replace(value, note=f"n<{pooled[metric]}")
            elif events:
                value = replace(value, estimate=sum(n for n, _ in tallies) / events)
            out.append(value)
    return out


def _pass_k(groups: Groups, k: int, estimator: str) -> float | None:
    values = []
    for runs in groups.values():
        known = [r for r in runs if r is not None]
        if not known:
            continue
        n, c = len(known), int(sum(known))
        value = (pass_at_k if estimator == "pass@" else pass_hat_k)(n, c, k)
        if value is None:
            return None  # too few runs somewhere: absent, never guessed
        values.append(value)
    return sum(values) / len(values) if values else None


def _cell_value(
    key: tuple[str, str, str], metric: str, version: str, interval: Interval | None
) -> CellValue:
    agent, world, channel = key
    if interval is None:
        return CellValue(agent, world, channel, metric, version, None, None, None, 0, 0)
    return CellValue(
        agent,
        world,
        channel,
        metric,
        version,
        interval.estimate,
        interval.low,
        interval.high,
        interval.groups,
        interval.runs,
    )


def _by_cell(rows: Iterable[Mapping[str, object]]) -> dict[tuple[str, str, str], list]:
    cells: dict[tuple[str, str, str], list[Mapping[str, object]]] = defaultdict(list)
    for row in rows:
        cells[(str(row["agent"]), str(row["world"]), str(row["channel"]))].append(row)
    return dict(sorted(cells.items()))


def cell_values(
    rows: list[Mapping[str, object]], resamples: int = RESAMPLES, level: float = LEVEL
) -> list[CellValue]:
    """Every metric of every (agent, world, channel) cell, with bootstrap intervals.

    Per-episode metrics are averaged per scenario, then over scenarios (scenarios weigh
    equally, as in Pass@1); event-pooled metrics pool the cell's events. Pass@3 and Pass^3
    are point estimates.
    """
    versions = _versions(rows)
    names = ["pass@1", *metric_names(rows)]
    pooled = pooled_metrics(rows)
    out: list[CellValue] = []
    for key, members in _by_cell(rows).items():
        for metric in names:
            if metric in pooled:
                out.append(
                    _event_pooled(
                        key,
                        metric,
                        versions.get(metric, ""),
                        {key[1]: _tallies(members, metric)},
                        pooled[metric],
                        len(members),
                        stable_seed(*key, metric),
                        resamples,
                        level,
                    )
                )
                continue
            groups = _groups(members, metric)
            interval = bootstrap_interval(
                groups.values(),
                resamples=resamples,
                level=level,
                seed=stable_seed(*key, metric),
            )
            out.append(_cell_value(key, metric, versions.get(metric, ""), interval))
        successes = _groups(members, "pass@1")
        for metric, k, estimator in (("pass@3", 3, "pass@"), ("pass^3", 3, "pass^")):
            value = _pass_k(successes, k, estimator)
            runs = sum(1 for g in successes.values() for r in g if r is not None)
            scenarios = sum(1 for g in successes.values() if any(r is not None for r in g))
            agent, world, channel = key
            out.append(
                CellValue(
                    agent,
                    world,
                    channel,
                    metric,
                    ESTIMATOR_VERSION,
                    value,
                    None,
                    None,
                    scenarios if value is not None else 0,
                    runs if value is not None else 0,
                    pooling="estimator",
                )
            )
    return out


def pooled_values(
    rows: list[Mapping[str, object]], resamples: int = RESAMPLES, level: float = LEVEL
) -> list[CellValue]:
    """Every metric per (agent, channel), pooled over worlds.

    Per-episode metrics: the unweighted mean over worlds. Event-pooled metrics: the events of
    every episode of every world pooled (tau2-bench's rule), resampled within worlds.
    """
    versions = _versions(rows)
    names = ["pass@1", *metric_names(rows)]
    pooled = pooled_metrics(rows)
    systems: dict[tuple[str, str], dict[str, list[Mapping[str, object]]]] = defaultdict(
        lambda: defaultdict(list)
    )
    for row in rows:
        systems[(str(row["agent"]), str(row["channel"]))][str(row["world"])].append(row)
    out: list[CellValue] = []
    for (agent, channel), worlds in sorted(systems.items()):
        for metric in names:
            if metric in pooled:
                out.append(
                    _event_pooled(
                        (agent, "pooled", channel),
                        metric,
                        versions.get(metric, ""),
                        {w: _tallies(members, metric) for w, members in worlds.items()},
                        pooled[metric],
                        sum(len(members) for members in worlds.values()),
                        stable_seed(agent, "pooled", channel, metric),
                        resamples,
                        level,
                    )
                )
                continue
            by_world = {w: list(_groups(members, metric).values()) for w, members in worlds.items()}
            interval = pooled_interval(
                by_world,
                resamples=resamples,
                level=level,
                seed=stable_seed(agent, "pooled", channel, metric),
            )
            value = _cell_value(
                (agent, "pooled", channel), metric, versions.get(metric, ""), interval
            )
            present = sum(
                1 for groups in by_world.values() if any(v is not None for g in groups for v in g)
            )
            out.append(replace(value, worlds=present if interval is not None else 0))
    return out


def association_rows(cells: list[CellValue]) -> list[dict[str, object]]:
    """Spearman of each metric with Pass@1 over world x agent cells, per channel."""
    rows: list[dict[str, object]] = []
    channels = sorted({c.channel for c in cells})
    for channel in channels:
        table: dict[str, dict[str, object]] = defaultdict(dict)
        for cell in cells:
            if cell.channel == channel:
                table[f"{cell.world}|{cell.agent}"][cell.metric] = cell.estimate
        # the Pass family and the reward are the target itself, not process metrics
        metrics = sorted({c.metric for c in cells} - {*PASS_METRICS, "reward"})
        for metric, found in associations(table, metrics, target="pass@1").items():
            rows.append(
                {
                    "channel": channel,
                    "metric": metric,
                    "rho": _round(found.rho) if found else None,
                    "p_value": _round(found.p_value) if found else None,
                    "cells": found.cells if found else 0,
                }
            )
    return rows


def summary(
    rows: list[Mapping[str, object]],
    notes: Mapping[str, object] | None = None,
    resamples: int = RESAMPLES,
    level: float = LEVEL,
) -> dict[str, object]:
    """Everything the tables hold, as one JSON-able document."""
    cells = cell_values(rows, resamples, level)
    pooled = pooled_values(rows, resamples, level)
    return {
        "episodes": len(rows),
        "metric_versions": _versions(rows),
        "bootstrap": {
            "level": level,
            "resamples": resamples,
            "unit": "scenario (runs kept together)",
            "seed": "sha256 of (agent, world, channel, metric)",
            "pooling": "episode_mean: unweighted mean over worlds; event_pooled: the events "
            "of all episodes pooled (tau2-bench); scenarios resampled within each world",
            "min_events": "event-pooled rates backed by fewer events are hidden (n<10)",
        },
        "notes": dict(notes or {}),
        "cells": [c.as_dict() for c in cells],
        "pooled": [c.as_dict() for c in pooled],
        "associations": association_rows(cells),
    }


def _csv(columns: list[str], records: Iterable[Mapping[str, object]]) -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(columns)
    for record in records:
        writer.writerow(
            ["" if record.get(c) is None else _cell_text(record.get(c)) for c in columns]
        )
    return buffer.getvalue()


def _cell_text(value: object) -> str:
    if isinstance(value, float):
        return repr(round(value, DIGITS))
    if isinstance(value, Mapping | list):
        return json.dumps(value, sort_keys=True)
    return str(value)


POOLING_LABEL = {
    "episode_mean": "episode mean",
    "event_pooled": "events",
    "estimator": "estimator",
}
"""How the Markdown tables name each pooling."""


def _fmt(value: object) -> str:
    number = _number(value)
    return "\u2014" if number is None else f"{number:.3f}"


def _md(text: object) -> str:
    return str(text).replace("|", "\\|").replace("<", "&lt;").replace("\n", " ")


def render_markdown(document: Mapping[str, object]) -> str:
    """The pooled and per-cell tables in Markdown (estimate [low, high]; dash = absent)."""
    notes = document.get("notes", {})
    lines = ["# Scores", ""]
    if isinstance(notes, Mapping):
        lines += [f"- {_md(k)}: {_md(v)}" for k, v in sorted(notes.items())]
    lines += [
        "",
        "Estimates with 95% percentile bootstrap intervals (scenarios resampled, runs kept "
        "together). A dash means absent, never zero; overlapping intervals are not a ranking. "
        "Pooling: 'episode mean' averages per-episode values (per scenario, then over "
        "scenarios; worlds unweighted); 'events' pools the events of every episode, as "
        "tau2-bench does, and hides a rate backed by fewer than 10 events (n<10).",
    ]
    for title, key in (("Pooled over worlds (unweighted)", "pooled"), ("Per cell", "cells")):
        lines += [
            "",
            f"## {title}",
            "",
            "| agent | world | channel | metric | pooling | estimate | 95% CI | scenarios "
            "| events |",
            "|---|---|---|---|---|---|---|---|---|",
        ]
        records = document.get(key, [])
        for r in records if isinstance(records, list) else []:
            ci = "" if r["ci_low"] is None else f"[{_fmt(r['ci_low'])}, {_fmt(r['ci_high'])}]"
            # the note is ours ("n<10"; "<" before a digit opens no HTML tag)
            shown = str(r["note"]) if r.get("note") else _fmt(r["estimate"])
            events = "" if r.get("events") is None else str(r["events"])
            lines.append(
                f"| {_md(r['agent'])} | {_md(r['world'])} | {_md(r['channel'])} | "
                f"{_md(r['metric'])} | {_md(POOLING_LABEL.get(str(r.get('pooling')), ''))} | "
                f"{shown} | {ci} | {r['scenarios']} | {events} |"
            )
    return "\n".join(lines) + "\n"


def write_score_tables(
    run_dir: Path,
    rows: Sequence[Mapping[str, object]],
    notes: Mapping[str, object] | None = None,
    resamples: int = RESAMPLES,
) -> list[Path]:
    """Write the tables into ``run_dir/scores/``; returns the paths written."""
    out = Path(run_dir) / "scores"
    out.mkdir(parents=True, exist_ok=True)
    rows = sorted(rows, key=lambda r: str(r["key"]))
    names = metric_names(rows)
    document = summary(rows, notes, resamples)
    episode_columns = [*ID_COLUMNS, *names, "metric_versions"]
    cell_columns = list(CellValue("", "", "", "", "", None, None, None, 0, 0).as_dict())
    files = {
        "episodes.csv": _csv(episode_columns, rows),
        "cells.csv": _csv(cell_columns, document["cells"]),  # type: ignore[arg-type]
        "pooled.csv": _csv(cell_columns, document["pooled"]),  # type: ignore[arg-type]
        "associations.csv": _csv(
            ["channel", "metric", "rho", "p_value", "cells"],
            document["associations"],  # type: ignore[arg-type]
        ),
        "summary.json": json.dumps(document, indent=1, sort_keys=True) + "\n",
        "tables.md": render_markdown(document),
    }
    paths = []
    for name, text in files.items():
        path = out / name
        write_text_atomic(path, text)  # never a half-written table after a kill
        paths.append(path)
    return paths
