"""Pass@k and Pass^k estimators (REFERENCE.md section 3).

With c successes in n runs of a scenario: Pass@1 = c/n; Pass@k = 1 - C(n-c, k)/C(n, k) (at
least one of k draws passes); Pass^k = C(c, k)/C(n, k) (all k draws pass, tau-bench). Both
need n >= k; with fewer runs the value is absent, never guessed.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from math import comb


def pass_at_k(n: int, c: int, k: int) -> float | None:
    """Probability that at least one of k runs drawn without replacement passes."""
    _check(n, c, k)
    if n < k:
        return None
    return 1.0 - comb(n - c, k) / comb(n, k)


def pass_hat_k(n: int, c: int, k: int) -> float | None:
    """Probability that all k runs drawn without replacement pass (tau-bench Pass^k)."""
    _check(n, c, k)
    if n < k:
        return None
    return comb(c, k) / comb(n, k)


def _check(n: int, c: int, k: int) -> None:
    if not (0 <= c <= n) or k < 1:
        raise ValueError(f"need 0 <= c <= n and k >= 1 (got n={n}, c={c}, k={k})")


def success(reward: float | None) -> bool:
    """A run succeeds when its reward is 1 (rewards are products of 0/1 factors)."""
    return reward is not None and reward >= 1.0 - 1e-9


def pass_k_mean(
    rewards_by_scenario: Mapping[str, Iterable[float | None]], k: int, estimator: str
) -> float | None:
    """Mean over scenarios of Pass@k (``estimator="pass@"``) or Pass^k (``"pass^"``); absent
    when a scenario has fewer than k runs with a reward (scenarios without one are left out)."""
    values = []
    for rewards in rewards_by_scenario.values():
        known = [r for r in rewards if r is not None]
        if not known:
            continue
        n, c = len(known), sum(success(r) for r in known)
        value = (pass_at_k if estimator == "pass@" else pass_hat_k)(n, c, k)
        if value is None:
            return None
        values.append(value)
    return sum(values) / len(values) if values else None


def summarise(rewards_by_scenario: Mapping[str, Iterable[float | None]]) -> dict[str, float | None]:
    """Mean Pass@1, Pass@3 and Pass^3 over scenarios (absent where runs are too few).

    Runs whose reward is absent are left out of n for that scenario.
    """
    per_scenario: list[tuple[int, int]] = []
    for rewards in rewards_by_scenario.values():
        known = [r for r in rewards if r is not None]
        if known:
            per_scenario.append((len(known), sum(success(r) for r in known)))
    if not per_scenario:
        return {"pass@1": None, "pass@3": None, "pass^3": None, "scenarios": 0}
    result: dict[str, float | None] = {"scenarios": float(len(per_scenario))}
    result["pass@1"] = sum(c / n for n, c in per_scenario) / len(per_scenario)
    for label, estimator in (("pass@3", pass_at_k), ("pass^3", pass_hat_k)):
        values = [estimator(n, c, 3) for n, c in per_scenario]
        result[label] = (
            None
            if any(v is None for v in values)
            else sum(v for v in values if v is not None) / len(values)
        )
    return result
