"""Workbench metrics from the trace alone: WS and its factors, AFA, correction uptake, stale
values, time to resolution. Each is absent (``None``) outside the workbench, and absent with a
reason where it has no value (never 0). The world's registration registers ``METRICS`` with
the metric registry. Pass@1, Pass@3 and Reliable@3 (Pass^3) come from the project's
estimators over the reward, which is WS for workbench scenarios.
"""

from __future__ import annotations

from collections.abc import Callable

from duplexworld.metrics.base import (
    UNIT,
    Absent,
    MetricDisplay,
    MetricFunction,
    MetricSet,
    MetricValue,
    Tally,
)
from duplexworld.scenario import Scenario
from duplexworld.trace import Trace
from duplexworld.worlds.workbench.analysis import Outcome, outcome
from duplexworld.worlds.workbench.graders import judge_semantic

WORLD = "workbench"
VERSION = "2"
"""2: AC matches a gold search by the records or documents it returned (1: by the tool's name,
so a useless search counted and one search that found everything failed); TTR only when the
committed artifact is valid and no forbidden act was made (1: also at PV 0)."""


class _NoState(Exception):
    """The trace holds no final state to grade (a run cut before its end was written)."""


def _outcome(scenario: Scenario, trace: Trace) -> Outcome | None:
    if scenario.world != WORLD:  # a world's own metrics, in its own package
        return None
    if not trace.final_state.get("artifacts"):
        raise _NoState
    return outcome(scenario, trace, judge_semantic())


METRICS = MetricSet()
"""The world's own metrics, each shown only where present (not core)."""
_NOT_HERE = "not a workbench episode"
_NEEDS_JUDGE = "not a workbench episode, or a field needs the semantic judge"
_NO_CORRECTION = "no correction in the workflow"


def _register(
    name: str, description: str, display: MetricDisplay
) -> Callable[[MetricFunction], MetricFunction]:
    """Declare a workbench metric, absent with the reason when the trace has no final state."""

    def add(compute: MetricFunction) -> MetricFunction:
        METRICS.metric(name, VERSION, description, display=display)(_guarded(name, compute))
        return compute

    return add


def _guarded(name: str, compute: MetricFunction) -> MetricFunction:
    def run(scenario: Scenario, trace: Trace) -> MetricValue | Absent | None:
        try:
            return compute(scenario, trace)
        except _NoState:
            return Absent(name=name, version=VERSION, reason="the trace holds no final state")

    run.__doc__ = compute.__doc__
    return run


def _fields(result: Outcome) -> list[dict[str, object]]:
    return [
        {
            "field": f.name,
            "expected": f.expected,
            "actual": f.actual,
            "correct": f.grade.correct,
            "reason": f.grade.reason,
            "corrected": f.corrected,
            "stale": f.stale,
        }
        for f in result.fields
    ]


@_register(
    "wb_WS",
    "workflow success WS = TS x PV x AC x AV",
    MetricDisplay(
        "agentic",
        "WS",
        UNIT,
        absent=_NEEDS_JUDGE,
        description="workflow success TS x PV x AC x AV",
    ),
)
def workflow_success(scenario: Scenario, trace: Trace) -> MetricValue | Absent | None:
    """WS; absent when a field could not be graded and nothing else failed."""
    result = _outcome(scenario, trace)
    if result is None:
        return None
    factors = {"TS": result.ts, "PV": result.pv, "AC": result.ac, "AV": result.av}
    ws = result.ws
    if ws is None and 0.0 in (result.ts, result.pv, result.ac):
        ws = 0.0
    if ws is None:
        return Absent(name="wb_WS", version=VERSION, reason="a field needs the semantic judge")
    return MetricValue(name="wb_WS", version=VERSION, value=ws, evidence=factors)


def _factor(
    name: str, pick: Callable[[Outcome], float | None], description: str, gloss: str
) -> None:
    absent = _NEEDS_JUDGE if name == "AV" else _NOT_HERE  # only AV grades semantic fields
    display = MetricDisplay("agentic", name, UNIT, absent=absent, description=gloss)

    @_register(f"wb_{name}", description, display)
    def factor(scenario: Scenario, trace: Trace) -> MetricValue | Absent | None:
        result = _outcome(scenario, trace)
        if result is None:
            return None
        value = pick(result)
        if value is None:
            return Absent(
                name=f"wb_{name}", version=VERSION, reason="a field needs the semantic judge"
            )
        return MetricValue(
            name=f"wb_{name}", version=VERSION, value=value, evidence=dict(result.evidence)
        )


_factor(
    "TS",
    lambda r: r.ts,
    "target state: lifecycle state and follow-ups equal the gold's",
    "target state: lifecycle and follow-ups as the gold's",
)
_factor(
    "PV",
    lambda r: r.pv,
    "process validity: no gated action blocked by the CommitGuard",
    "process validity: no gated action blocked",
)
_factor(
    "AC",
    lambda r: r.ac,
    "action completion: every required action and evidence search succeeded",
    "action completion: required actions and evidence",
)
_factor(
    "AV",
    lambda r: r.av,
    "artifact validity: lifecycle, no missing field, all fields right, none stale",
    "artifact validity: complete, right, not stale",
)


@_register(
    "wb_AFA",
    "artifact field accuracy, micro-averaged over graded fields",
    MetricDisplay(
        "agentic",
        "AFA",
        UNIT,
        absent=_NOT_HERE,
        pooling="tau_rate",
        description="artifact field accuracy, micro-averaged over fields",
    ),
)
def field_accuracy(scenario: Scenario, trace: Trace) -> MetricValue | Absent | None:
    """Correct / graded fields; pooled over episodes by its tally (micro-average)."""
    result = _outcome(scenario, trace)
    if result is None:
        return None
    correct, decided = result.afa()
    if not decided:
        return Absent(name="wb_AFA", version=VERSION, reason="no field could be graded")
    return MetricValue(
        name="wb_AFA",
        version=VERSION,
        value=correct / decided,
        evidence={"fields": _fields(result)},
        tally=Tally(numerator=correct, events=decided),
    )


@_register(
    "wb_uptake",
    "correction uptake: AFA on the fields the user corrected",
    MetricDisplay(
        "agentic",
        "uptake",
        UNIT,
        absent=_NO_CORRECTION,
        pooling="tau_rate",
        description="AFA on corrected fields",
    ),
)
def correction_uptake(scenario: Scenario, trace: Trace) -> MetricValue | Absent | None:
    """AFA over corrected fields (the AFA of the other fields is in the evidence)."""
    result = _outcome(scenario, trace)
    if result is None:
        return None
    correct, decided = result.afa(corrected=True)
    if not decided:
        return Absent(name="wb_uptake", version=VERSION, reason="the workflow has no correction")
    other_correct, other = result.afa(corrected=False)
    return MetricValue(
        name="wb_uptake",
        version=VERSION,
        value=correct / decided,
        evidence={"afa_other": other_correct / other if other else None},
        tally=Tally(numerator=correct, events=decided),
    )


@_register(
    "wb_stale",
    "stale-fact rate: corrected fields left at the old value",
    MetricDisplay(
        "agentic",
        "stale",
        UNIT,
        higher_is_better=False,
        absent=_NO_CORRECTION,
        pooling="tau_rate",
        description="corrected fields left at the old value",
    ),
)
def stale_rate(scenario: Scenario, trace: Trace) -> MetricValue | Absent | None:
    """Share of the written corrected fields whose final value is the one before the
    correction (absent when none was written: an empty field is missing, not stale)."""
    result = _outcome(scenario, trace)
    if result is None:
        return None
    corrected = [f for f in result.fields if f.corrected and f.actual is not None]
    if not corrected:
        reason = "no corrected field was written (or the workflow has no correction)"
        return Absent(name="wb_stale", version=VERSION, reason=reason)
    stale = [f.name for f in corrected if f.stale]
    return MetricValue(
        name="wb_stale",
        version=VERSION,
        value=len(stale) / len(corrected),
        evidence={"stale": stale},
        tally=Tally(numerator=len(stale), events=len(corrected)),
    )


@_register(
    "wb_TTR",
    "seconds from the first user audio to a valid committed artifact",
    MetricDisplay(
        "agentic",
        "TTR s",
        higher_is_better=False,
        absent="no valid artifact committed",
        description="seconds from the first user audio to a valid committed artifact",
    ),
)
def time_to_resolution(scenario: Scenario, trace: Trace) -> MetricValue | Absent | None:
    """Time to resolution on the tick clock; absent unless the call ended in a valid terminal
    state (a valid artifact committed, PV 1)."""
    result = _outcome(scenario, trace)
    if result is None:
        return None
    if result.ttr_s is None:
        return Absent(
            name="wb_TTR",
            version=VERSION,
            reason="no valid terminal state: a valid artifact committed (or, prepare-only, "
            "submitted) with PV 1",
        )
    return MetricValue(name="wb_TTR", version=VERSION, value=result.ttr_s)
