"""Bootstrap intervals, pooling over worlds and Spearman associations on known cases."""

from __future__ import annotations

import math

import numpy as np
import pytest

from duplexworld.metrics.statistics import (
    associations,
    bootstrap_interval,
    pooled_interval,
    pooled_mean,
    spearman,
    stable_seed,
)


def test_bootstrap_resamples_whole_scenarios_as_specified():
    groups = [[1.0, 0.0, 1.0], [0.0, 0.0], [1.0], [1.0, 1.0, 0.0, 1.0], [0.0]]
    interval = bootstrap_interval(groups, statistic="scenario_mean", resamples=500, seed=7)
    # the same computation written out: draw scenario indices, average their means
    rng = np.random.default_rng(7)
    means = np.array([np.mean(g) for g in groups])
    picks = rng.integers(0, len(groups), size=(500, len(groups)))
    draws = means[picks].mean(axis=1)
    assert interval.estimate == pytest.approx(means.mean())
    assert interval.low == pytest.approx(np.quantile(draws, 0.025))
    assert interval.high == pytest.approx(np.quantile(draws, 0.975))
    assert (interval.groups, interval.runs) == (5, 11)


def test_runs_stay_with_their_scenario():
    # scenario A: four successes; scenario B: one failure. Drawing scenarios, a resample is
    # 1 (A, A), 0 (B, B) or 4/5 (A and B), and (B, B) has probability 1/4, so the 2.5th
    # percentile is 0. Drawing runs independently, all-zero would need 5 of 5 draws to hit the
    # one failure (probability 1/3125), and the lower bound would stay above 0.
    groups = [[1, 1, 1, 1], [0]]
    interval = bootstrap_interval(groups, statistic="run_mean", seed=3)
    assert interval.estimate == pytest.approx(0.8)
    assert (interval.low, interval.high) == (0.0, 1.0)
    assert bootstrap_interval(groups, statistic="scenario_mean").estimate == pytest.approx(0.5)


def test_a_single_scenario_has_a_zero_width_interval():
    interval = bootstrap_interval([[0.2, 0.4, 0.6]])
    assert interval.estimate == interval.low == interval.high == pytest.approx(0.4)


def test_intervals_are_stable_and_seeded():
    rng = np.random.default_rng(0)
    groups = [list(rng.random(5)) for _ in range(20)]
    first = bootstrap_interval(groups, seed=11)
    assert bootstrap_interval(groups, seed=11) == first
    assert bootstrap_interval(groups, seed=12) != first
    assert first.low < first.estimate < first.high
    assert first.overlaps(first)


def test_absent_values_are_left_out():
    assert bootstrap_interval([[None], [], [float("nan")]]) is None
    interval = bootstrap_interval([[1.0, None], [None], [0.0]])
    assert interval.groups == 2 and interval.estimate == pytest.approx(0.5)


def test_worlds_pool_by_unweighted_mean():
    by_world = {"big": [[1.0]] * 10, "small": [[0.0]] * 2}
    interval = pooled_interval(by_world)
    assert interval.estimate == interval.low == interval.high == pytest.approx(0.5)
    assert interval.groups == 12
    assert pooled_mean({"a": 0.2, "b": 0.6, "c": None}) == pytest.approx(0.4)
    assert pooled_mean([None]) is None
    assert pooled_interval({"a": [[None]]}) is None


def test_pooled_interval_is_stable_whatever_the_world_order():
    rng = np.random.default_rng(1)
    a = [list(rng.random(3)) for _ in range(8)]
    b = [list(rng.random(3)) for _ in range(5)]
    assert pooled_interval({"a": a, "b": b}, seed=5) == pooled_interval({"b": b, "a": a}, seed=5)


def test_spearman_known_values():
    exact = spearman([1, 2, 3, 4, 5], [5, 6, 7, 8, 7])
    assert exact.rho == pytest.approx(0.8207826816681233)
    assert exact.p_value == pytest.approx(0.08858700531354384)
    assert exact.cells == 5
    assert spearman([1, 2, 3], [3, 2, 1]).rho == pytest.approx(-1.0)
    joined = spearman({"a": 1, "b": 2, "c": 3, "d": None}, {"a": 0.1, "b": 0.5, "c": 0.9, "x": 1})
    assert joined.rho == pytest.approx(1.0) and joined.cells == 3


def test_spearman_is_absent_when_undefined():
    assert spearman([1, 2], [1, 2]) is None
    assert spearman([1, 1, 1], [1, 2, 3]) is None
    assert spearman([1, None, 3, 4], [1, 2, None, 4]) is None


def test_associations_over_cells():
    cells = {
        "banking|a": {"pass@1": 0.9, "TT": 0.8, "DNSMOS_OVRL": 3.1},
        "banking|b": {"pass@1": 0.5, "TT": 0.6, "DNSMOS_OVRL": 3.3},
        "travel|a": {"pass@1": 0.2, "TT": 0.3, "DNSMOS_OVRL": None},
        "travel|b": {"pass@1": 0.1, "TT": 0.2, "DNSMOS_OVRL": 3.0},
    }
    result = associations(cells, ["TT", "DNSMOS_OVRL"])
    assert result["TT"].rho == pytest.approx(1.0) and result["TT"].cells == 4
    assert result["DNSMOS_OVRL"].cells == 3


def test_stable_seed_is_a_digest():
    assert stable_seed("agent", "banking", "clean", "pass@1") == 11953735231803983246
    assert not math.isnan(stable_seed("x"))
