"""``duplexworld gate``: release thresholds on a run, and regressions against a baseline run.

Every system of the run (one agent on one channel) is checked against every threshold, with
the values the report shows (``report.pooled``). A metric a system has no value for breaches
its threshold: a gate that cannot be checked does not pass. ``--max-drop`` compares a system
with the same system of a baseline run on the scenarios both ran (a baseline over other
scenarios says nothing about a regression); "drop" means worse, so for a metric where lower is
better (latency) it is a rise.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from duplexworld.report.data import RunData
from duplexworld.report.panel import by_name
from duplexworld.report.pooled import (
    SystemKey,
    panel_entry,
    pooled_values,
    resolve_metric,
    scenarios_of,
    subset,
    system_key,
    system_label,
)

Rule = Literal["fail_under", "fail_over", "max_drop"]
"""``fail_under``: the value must be at least the limit; ``fail_over``: at most the limit;
``max_drop``: the value may be worse than the baseline's by at most the limit."""

FLAGS: dict[Rule, str] = {
    "fail_under": "--fail-under",
    "fail_over": "--fail-over",
    "max_drop": "--max-drop",
}


class Threshold(BaseModel):
    """One threshold as given on the command line, with the metric it names."""

    model_config = ConfigDict(frozen=True)

    rule: Rule
    metric: str
    limit: float


class Check(BaseModel):
    """One threshold checked on one system."""

    model_config = ConfigDict(frozen=True)

    system: str
    rule: Rule
    metric: str
    limit: float
    value: float | None
    """The system's value (``None``: absent in the run)."""
    baseline: float | None = None
    """The baseline's value on the shared scenarios (``max_drop`` only)."""
    passed: bool
    message: str
    """One line: what was compared and the outcome."""


class GateSummary(BaseModel):
    """The machine-readable result of ``duplexworld gate`` (``--json``)."""

    model_config = ConfigDict(frozen=True)

    passed: bool
    exit_code: int
    systems: dict[str, dict[str, float]]
    """Every system's pooled value of every metric with a value (the report's numbers)."""
    checks: list[Check]
    breaches: list[str]
    """The message of every failed check, in order."""
    scenarios: dict[str, int]
    """Scenarios with a finished episode, per system."""
    baseline_unpaired: dict[str, list[str]] = {}
    """Per system, scenarios left out of ``max_drop`` because only one run has them."""


def parse_threshold(rule: Rule, text: str, known: set[str]) -> Threshold:
    """``NAME=VALUE`` of a threshold flag.

    Raises:
        ValueError: not ``NAME=VALUE``, a value that is not a number, or an unknown metric (one
            line naming the flag).
    """
    flag = FLAGS[rule]
    name, sep, value = text.partition("=")
    if not sep or not name.strip() or not value.strip():
        raise ValueError(f"{flag} {text!r}: expected NAME=VALUE, e.g. {flag} pass1=0.6")
    try:
        limit = float(value)
    except ValueError:
        raise ValueError(f"{flag} {text!r}: {value.strip()!r} is not a number") from None
    if limit != limit:
        raise ValueError(f"{flag} {text!r}: the limit is not a number")
    try:
        metric = resolve_metric(name, known)
    except ValueError as exc:
        raise ValueError(f"{flag} {text!r}: {exc}") from None
    return Threshold(rule=rule, metric=metric, limit=limit)


def known_metrics(*runs: RunData) -> set[str]:
    """Names a threshold may use: the report's panel and every metric column of the runs."""
    names = set(by_name())
    for run in runs:
        for episode in run.episodes:
            names.update(k for k, v in episode.row.items() if isinstance(v, int | float | None))
    return names - {"run", "ticks"}


def _fmt(value: float | None) -> str:
    return "absent" if value is None else f"{value:.3f}"


def _absolute(system: str, threshold: Threshold, value: float | None) -> Check:
    under = threshold.rule == "fail_under"
    sign = ">=" if under else "<="
    want = f"{threshold.metric} {sign} {threshold.limit:g}"
    if value is None:
        return Check(
            system=system, **threshold.model_dump(), value=None, passed=False,
            message=f"{system}: {threshold.metric} is absent, so {want} cannot be checked",
        )  # fmt: skip
    passed = value >= threshold.limit if under else value <= threshold.limit
    verdict = "ok" if passed else "breached"
    return Check(
        system=system, **threshold.model_dump(), value=value, passed=passed,
        message=f"{system}: {threshold.metric} {_fmt(value)}, wanted {want}: {verdict}",
    )  # fmt: skip


def _drop(
    system: str, threshold: Threshold, value: float | None, baseline: float | None, shared: int
) -> Check:
    where = f"on {shared} shared scenarios"
    if value is None or baseline is None:
        side = "the run" if value is None else "the baseline"
        return Check(
            system=system, **threshold.model_dump(), value=value, baseline=baseline,
            passed=False,
            message=f"{system}: {threshold.metric} is absent in {side} {where}, so a drop of "
            f"at most {threshold.limit:g} cannot be checked",
        )  # fmt: skip
    higher_is_better = panel_entry(threshold.metric).higher_is_better
    worse_by = baseline - value if higher_is_better else value - baseline
    passed = worse_by <= threshold.limit + 1e-12
    verdict = "ok" if passed else "breached"
    return Check(
        system=system, **threshold.model_dump(), value=value, baseline=baseline, passed=passed,
        message=f"{system}: {threshold.metric} {_fmt(value)} vs baseline {_fmt(baseline)} "
        f"{where}: worse by {worse_by:+.3f}, allowed {threshold.limit:g}: {verdict}",
    )  # fmt: skip


def _shared_values(run: RunData, key: SystemKey, shared: set[str]) -> dict[str, float]:
    """A system's pooled values over the given scenarios only."""
    kept = subset(run, lambda e: system_key(e) == key and e.scenario_id in shared)
    return pooled_values(kept).get(key, {})


def evaluate(
    run: RunData, thresholds: list[Threshold], baseline: RunData | None = None
) -> GateSummary:
    """Check every system of ``run`` against every threshold (``max_drop`` needs a baseline).

    Raises:
        ValueError: a ``max_drop`` threshold without a baseline run.
    """
    if baseline is None and any(t.rule == "max_drop" for t in thresholds):
        raise ValueError("--max-drop needs --baseline RUN")
    values = pooled_values(run)
    several = len(run.channels) > 1
    keys = sorted({system_key(e) for e in run.episodes})
    checks: list[Check] = []
    unpaired: dict[str, list[str]] = {}
    for key in keys:
        label = system_label(key, several)
        mine = values.get(key, {})
        for threshold in thresholds:
            if threshold.rule != "max_drop":
                checks.append(_absolute(label, threshold, mine.get(threshold.metric)))
        drops = [t for t in thresholds if t.rule == "max_drop"]
        if not drops or baseline is None:
            continue
        here, there = scenarios_of(run, key), scenarios_of(baseline, key)
        shared = here & there
        unpaired[label] = sorted(here ^ there)
        now = _shared_values(run, key, shared)
        before = _shared_values(baseline, key, shared)
        for threshold in drops:
            checks.append(
                _drop(
                    label,
                    threshold,
                    now.get(threshold.metric),
                    before.get(threshold.metric),
                    len(shared),
                )
            )
    breaches = [c.message for c in checks if not c.passed]
    return GateSummary(
        passed=not breaches,
        exit_code=1 if breaches else 0,
        systems={system_label(k, several): dict(sorted(values.get(k, {}).items())) for k in keys},
        checks=checks,
        breaches=breaches,
        scenarios={system_label(k, several): len(scenarios_of(run, k)) for k in keys},
        baseline_unpaired=unpaired,
    )
