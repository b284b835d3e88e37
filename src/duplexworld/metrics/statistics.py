"""Statistics over episodes: bootstrap intervals, pooling over worlds, associations.

REFERENCE.md section 3: 95% percentile bootstrap per cell, resampling scenarios with their
runs kept together; worlds pooled by an unweighted mean; metric-reward associations as
Spearman correlations over world x system cells. Absent values (None, NaN) are left out
before anything is computed; a statistic with nothing left is absent, never 0.

The resampling is a seeded ``numpy.random.Generator`` (PCG64), so the same input and seed
give the same interval on every run; :func:`stable_seed` derives a seed from a cell's name.
"""

from __future__ import annotations

import hashlib
import math
import numbers
import warnings
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

import numpy as np
from scipy import stats

__all__ = [
    "Association",
    "Interval",
    "associations",
    "bootstrap_interval",
    "clean_groups",
    "paired_ratio_difference",
    "pooled_interval",
    "pooled_mean",
    "ratio_interval",
    "spearman",
    "stable_seed",
]

Statistic = Literal["scenario_mean", "run_mean"]
"""``scenario_mean``: mean over scenarios of each scenario's mean over its runs (Pass@1 is
this over 0/1 successes); ``run_mean``: mean over all runs pooled."""

RESAMPLES = 2000
LEVEL = 0.95


@dataclass(frozen=True)
class Interval:
    """A point estimate with its percentile bootstrap interval."""

    estimate: float
    low: float
    high: float
    groups: int
    """Scenarios (resampling units) behind the estimate."""
    runs: int
    level: float = LEVEL
    resamples: int = RESAMPLES

    def overlaps(self, other: Interval) -> bool:
        """Whether the two intervals overlap (then no ranking may be claimed)."""
        return self.low <= other.high and other.low <= self.high


@dataclass(frozen=True)
class Association:
    """A Spearman rank correlation over cells."""

    rho: float
    p_value: float
    cells: int


def stable_seed(*parts: object) -> int:
    """A 64-bit seed from the sha256 of the parts' text (never Python's ``hash()``)."""
    text = "\x1f".join(str(part) for part in parts)
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big")


def _known(value: object) -> float | None:
    # numbers (numpy scalars and bools included) that are finite; anything else is absent
    if isinstance(value, numbers.Real) and math.isfinite(float(value)):
        return float(value)
    return None


def clean_groups(groups: Iterable[Iterable[object]]) -> list[np.ndarray]:
    """Groups with absent values dropped, and groups left empty dropped."""
    cleaned: list[np.ndarray] = []
    for group in groups:
        values = [v for v in (_known(x) for x in group) if v is not None]
        if values:
            cleaned.append(np.asarray(values, dtype=np.float64))
    return cleaned


def _sums_counts(groups: list[np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    sums = np.array([g.sum() for g in groups], dtype=np.float64)
    counts = np.array([g.size for g in groups], dtype=np.float64)
    return sums, counts


def _resampled(
    groups: list[np.ndarray], statistic: Statistic, rng: np.random.Generator, resamples: int
) -> tuple[float, np.ndarray]:
    """(estimate, the statistic on each resample) for one set of groups."""
    sums, counts = _sums_counts(groups)
    picks = rng.integers(0, len(groups), size=(resamples, len(groups)))
    if statistic == "scenario_mean":
        means = sums / counts
        return float(means.mean()), means[picks].mean(axis=1)
    if statistic == "run_mean":
        return float(sums.sum() / counts.sum()), sums[picks].sum(axis=1) / counts[picks].sum(axis=1)
    raise ValueError(f"unknown statistic {statistic!r}")


def _interval(
    estimate: float, draws: np.ndarray, level: float, groups: int, runs: int, resamples: int
) -> Interval:
    tail = (1.0 - level) / 2.0
    low, high = np.quantile(draws, [tail, 1.0 - tail])
    return Interval(
        estimate=estimate,
        low=float(low),
        high=float(high),
        groups=groups,
        runs=runs,
        level=level,
        resamples=resamples,
    )


def bootstrap_interval(
    groups: Iterable[Iterable[object]],
    *,
    statistic: Statistic = "scenario_mean",
    resamples: int = RESAMPLES,
    level: float = LEVEL,
    seed: int = 0,
) -> Interval | None:
    """Percentile bootstrap interval resampling groups (scenarios) with replacement.

    Each group holds one scenario's runs; a resample draws as many scenarios as there are,
    each bringing all its runs. Absent when no group has a value.
    """
    cleaned = clean_groups(groups)
    if not cleaned:
        return None
    rng = np.random.default_rng(seed)
    estimate, draws = _resampled(cleaned, statistic, rng, resamples)
    runs = sum(g.size for g in cleaned)
    return _interval(estimate, draws, level, len(cleaned), runs, resamples)


def pooled_mean(values: Mapping[str, object] | Iterable[object]) -> float | None:
    """Unweighted mean over worlds of their values (absent worlds left out)."""
    items = values.values() if isinstance(values, Mapping) else values
    known = [v for v in (_known(x) for x in items) if v is not None]
    return sum(known) / len(known) if known else None


def pooled_interval(
    groups_by_world: Mapping[str, Iterable[Iterable[object]]],
    *,
    statistic: Statistic = "scenario_mean",
    resamples: int = RESAMPLES,
    level: float = LEVEL,
    seed: int = 0,
) -> Interval | None:
    """Bootstrap interval of the unweighted mean over worlds.

    Scenarios are resampled within each world (worlds are fixed strata); each resample's
    pooled value is the unweighted mean of its worlds' statistics. Worlds without any value
    are left out; absent when none remains.
    """
    worlds = {
        name: cleaned
        for name, groups in sorted(groups_by_world.items())
        if (cleaned := clean_groups(groups))
    }
    if not worlds:
        return None
    rng = np.random.default_rng(seed)
    estimates: list[float] = []
    draws: list[np.ndarray] = []
    for cleaned in worlds.values():  # sorted by name: the draw order is stable
        estimate, world_draws = _resampled(cleaned, statistic, rng, resamples)
        estimates.append(estimate)
        draws.append(world_draws)
    pooled = np.mean(np.stack(draws), axis=0)
    groups = sum(len(c) for c in worlds.values())
    runs = sum(g.size for c in worlds.values() for g in c)
    return _interval(float(np.mean(estimates)), pooled, level, groups, runs, resamples)


Tallies = Sequence[tuple[float, float]]
"""One stratum's resampling units (scenarios), each as (summed numerator, summed events)."""


def ratio_interval(
    strata: Mapping[str, Tallies],
    *,
    resamples: int = RESAMPLES,
    level: float = LEVEL,
    seed: int = 0,
) -> Interval | None:
    """Bootstrap interval of an event-pooled ratio: sum of numerators / sum of events.

    The estimate pools every event of every unit (tau2-bench's rule: concatenate the events
    of all calls, then compute once). A resample draws units with replacement within each
    stratum (a world) and pools the events it drew; a resample with no event is left out of
    the quantiles. ``groups`` counts the units, ``runs`` the events. Absent with no event.
    """
    units = {name: list(tallies) for name, tallies in sorted(strata.items()) if tallies}
    events = sum(e for tallies in units.values() for _, e in tallies)
    if events <= 0:
        return None
    numerator = sum(n for tallies in units.values() for n, _ in tallies)
    rng = np.random.default_rng(seed)
    drawn_numerators = np.zeros(resamples)
    drawn_events = np.zeros(resamples)
    for tallies in units.values():  # sorted by name: the draw order is stable
        array = np.asarray(tallies, dtype=np.float64)
        picks = rng.integers(0, len(array), size=(resamples, len(array)))
        drawn_numerators += array[picks, 0].sum(axis=1)
        drawn_events += array[picks, 1].sum(axis=1)
    kept = drawn_events > 0
    draws = drawn_numerators[kept] / drawn_events[kept]
    groups = sum(len(tallies) for tallies in units.values())
    return _interval(numerator / events, draws, level, groups, int(events), resamples)


PairedTallies = Sequence[tuple[float, float, float, float]]
"""One stratum's paired units (scenarios), each as (numerator A, weight A, numerator B,
weight B): a side's statistic is the sum of its numerators over the sum of its weights."""


def paired_ratio_difference(
    strata: Mapping[str, PairedTallies],
    *,
    resamples: int = RESAMPLES,
    level: float = LEVEL,
    seed: int = 0,
) -> Interval | None:
    """Bootstrap interval of B minus A where both sides were measured on the same units.

    Within a stratum (a world) each side's statistic is its summed numerators over its summed
    weights (a weight of 1 per unit makes it a mean over scenarios; events as weights pool
    them); strata are pooled by an unweighted mean. A resample draws units with replacement
    within each stratum, the same units for both sides (the pairing is kept); a resample in
    which a side has no weight is left out of the quantiles. Absent when a side has no weight.
    """
    units = {name: np.asarray(t, dtype=np.float64) for name, t in sorted(strata.items()) if t}
    if not units or any(a[:, 1].sum() <= 0 or a[:, 3].sum() <= 0 for a in units.values()):
        return None
    estimate = float(
        np.mean(
            [a[:, 2].sum() / a[:, 3].sum() - a[:, 0].sum() / a[:, 1].sum() for a in units.values()]
        )
    )
    rng = np.random.default_rng(seed)
    differences = []
    kept = np.ones(resamples, dtype=bool)
    for array in units.values():  # sorted by name: the draw order is stable
        picks = rng.integers(0, len(array), size=(resamples, len(array)))
        sums = array[picks].sum(axis=1)  # (resamples, 4)
        kept &= (sums[:, 1] > 0) & (sums[:, 3] > 0)
        with np.errstate(divide="ignore", invalid="ignore"):
            differences.append(sums[:, 2] / sums[:, 3] - sums[:, 0] / sums[:, 1])
    draws = np.mean(np.stack(differences), axis=0)[kept]
    if draws.size == 0:
        return None
    groups = sum(len(a) for a in units.values())
    return _interval(estimate, draws, level, groups, groups, resamples)


def spearman(
    metric: Mapping[str, object] | Sequence[object],
    target: Mapping[str, object] | Sequence[object],
) -> Association | None:
    """Spearman correlation of a metric with a target (e.g. Pass@1) over cells.

    Mappings are joined on their keys (cell names); sequences pair by position. Cells where
    either side is absent are left out. Absent with fewer than 3 cells or a constant side
    (the rank correlation is undefined there).
    """
    pairs: list[tuple[float, float]]
    if isinstance(metric, Mapping) and isinstance(target, Mapping):
        keys = sorted(set(metric) & set(target))
        pairs = [
            (a, b)
            for k in keys
            if (a := _known(metric[k])) is not None and (b := _known(target[k])) is not None
        ]
    elif not isinstance(metric, Mapping) and not isinstance(target, Mapping):
        pairs = [
            (a, b)
            for x, y in zip(metric, target, strict=True)
            if (a := _known(x)) is not None and (b := _known(y)) is not None
        ]
    else:
        raise TypeError("pass two mappings or two sequences")
    if len(pairs) < 3:
        return None
    x = np.array([p[0] for p in pairs])
    y = np.array([p[1] for p in pairs])
    if np.ptp(x) == 0 or np.ptp(y) == 0:
        return None
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        result = stats.spearmanr(x, y)
    rho, p_value = float(result.statistic), float(result.pvalue)
    if not math.isfinite(rho):
        return None
    return Association(rho=rho, p_value=p_value, cells=len(pairs))


def associations(
    cells: Mapping[str, Mapping[str, object]],
    metrics: Iterable[str],
    target: str = "pass@1",
    select: Callable[[str], bool] | None = None,
) -> dict[str, Association | None]:
    """Spearman association of each metric with ``target`` over the cells.

    ``cells`` maps a cell name (world x system) to its values by metric name.
    """
    names = [c for c in sorted(cells) if select is None or select(c)]
    goal = {c: cells[c].get(target) for c in names}
    return {m: spearman({c: cells[c].get(m) for c in names}, goal) for m in metrics}
