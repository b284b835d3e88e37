"""Score tables of a run directory: per episode, per cell, pooled over worlds, associations.

``write_score_tables(run_dir, rows)`` writes into ``run_dir/scores/``:

- ``episodes.csv``: one row per episode, every metric, and the metric versions (JSON);
- ``cells.csv``: per (agent, world, channel) cell and metric: the estimate with its 95%
  percentile bootstrap interval (scenarios resampled, runs kept together);
- ``pooled.csv``: per (agent, channel) and metric: the unweighted mean over worlds, with a
  bootstrap interval that resamples scenarios within each world;
- ``associations.csv``: per channel, the Spearman correlation of each metric with Pass@1
  over world x agent cells;
- ``summary.json``: all of the above plus metric versions, the judge and plug-in status and
  the bootstrap settings; ``tables.md``: the cell and pooled tables for people.

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
from collections.abc import Iterable, Mapping
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
    stable_seed,
)
from duplexworld.util.atomic import write_text_atomic

__all__ = [
    "ID_COLUMNS",
    "CellValue",
    "cell_values",
    "metric_names",
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

_NOT_METRICS = {*ID_COLUMNS, "metric_versions"}
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
    equally, as in Pass@1). Pass@3 and Pass^3 are point estimates.
    """
    versions = _versions(rows)
    names = ["pass@1", *metric_names(rows)]
    out: list[CellValue] = []
    for key, members in _by_cell(rows).items():
        for metric in names:
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
                )
            )
    return out


def pooled_values(
    rows: list[Mapping[str, object]], resamples: int = RESAMPLES, level: float = LEVEL
) -> list[CellValue]:
    """Every metric per (agent, channel), pooled over worlds by an unweighted mean."""
    versions = _versions(rows)
    names = ["pass@1", *metric_names(rows)]
    systems: dict[tuple[str, str], dict[str, list[Mapping[str, object]]]] = defaultdict(
        lambda: defaultdict(list)
    )
    for row in rows:
        systems[(str(row["agent"]), str(row["channel"]))][str(row["world"])].append(row)
    out: list[CellValue] = []
    for (agent, channel), worlds in sorted(systems.items()):
        for metric in names:
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
            "pooling": "unweighted mean over worlds; scenarios resampled within each world",
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
        "together). A dash means absent, never zero; overlapping intervals are not a ranking.",
    ]
    for title, key in (("Pooled over worlds (unweighted)", "pooled"), ("Per cell", "cells")):
        lines += [
            "",
            f"## {title}",
            "",
            "| agent | world | channel | metric | estimate | 95% CI | scenarios |",
            "|---|---|---|---|---|---|---|",
        ]
        records = document.get(key, [])
        for r in records if isinstance(records, list) else []:
            ci = "" if r["ci_low"] is None else f"[{_fmt(r['ci_low'])}, {_fmt(r['ci_high'])}]"
            lines.append(
                f"| {_md(r['agent'])} | {_md(r['world'])} | {_md(r['channel'])} | "
                f"{_md(r['metric'])} | {_fmt(r['estimate'])} | {ci} | {r['scenarios']} |"
            )
    return "\n".join(lines) + "\n"


def write_score_tables(
    run_dir: Path,
    rows: list[Mapping[str, object]],
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
