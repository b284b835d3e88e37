"""Effort, no-tool calls and credential WER (REFERENCE.md section 3, auxiliary metrics).

Effort against the task's reference workload: rho = emitted agent tool calls / the agent's
gold actions. Per episode the suite records rho and its split: ``rho_plus`` (rho, only when
rho > 1), ``rho_minus`` (rho, only when rho < 1) and the flags ``pi_plus`` / ``pi_minus``
(1 when rho > 1 / rho < 1, else 0); averaged over a cell, the flags are the shares pi+ and pi-
and the split values are rho+ and rho- over the runs where they apply.
"""

from __future__ import annotations

import jiwer
from pydantic import JsonValue

from duplexworld.metrics.agentic import argument_kinds
from duplexworld.metrics.base import Absent, MetricValue, register
from duplexworld.metrics.matching import values_match
from duplexworld.scenario import Scenario
from duplexworld.scenario.schema import FactRef
from duplexworld.speech.spoken import (
    normalise_spoken,
    speak_amount,
    speak_date,
    speak_digits,
    speak_number,
)
from duplexworld.trace import ToolCalled, Trace

CREDENTIAL_KINDS = frozenset({"name", "date", "digits", "number", "postcode", "amount"})
"""Fact kinds that are credentials or identifiers spoken over the line."""


def render_spoken(kind: str, value: str) -> str:
    """How a person would say a tool-argument value of this kind ("1979-03-14" ->
    "March fourteenth, nineteen seventy-nine"); the value itself when it does not parse."""
    renderers = {
        "date": speak_date,
        "digits": speak_digits,
        "postcode": speak_digits,
        "amount": speak_amount,
        "number": speak_number,
    }
    renderer = renderers.get(kind)
    if renderer is None:
        return value
    try:
        return renderer(value.strip())
    except (ValueError, ArithmeticError, TypeError):
        return value


def _agent_calls(trace: Trace) -> list[ToolCalled]:
    return [e for e in trace.events if isinstance(e, ToolCalled) and e.actor == "agent"]


def _rho(scenario: Scenario, trace: Trace) -> float | None:
    gold = [a for a in scenario.gold_actions if a.actor == "agent"]
    if not gold:
        return None  # no reference workload: effort is undefined
    return len(_agent_calls(trace)) / len(gold)


def _world_has_own_effort(scenario: Scenario) -> bool:
    # Pathfinding measures effort against optimal maneuvers (its own metrics)
    return scenario.world == "pathfinding"


def _no_effort(name: str, scenario: Scenario) -> Absent:
    reason = (
        "Pathfinding measures effort against optimal maneuvers (path_* metrics)"
        if _world_has_own_effort(scenario)
        else "the scenario has no agent gold actions: no reference workload"
    )
    return Absent(name=name, version="1", reason=reason)


@register("effort_ratio", "1", "rho: agent tool calls / agent gold actions")
def effort_ratio(scenario: Scenario, trace: Trace) -> MetricValue | Absent:
    """rho of one episode; absent (with the reason) without agent gold actions."""
    rho = None if _world_has_own_effort(scenario) else _rho(scenario, trace)
    if rho is None:
        return _no_effort("effort_ratio", scenario)
    return MetricValue(
        name="effort_ratio",
        version="1",
        value=rho,
        evidence={
            "calls": len(_agent_calls(trace)),
            "gold": sum(1 for a in scenario.gold_actions if a.actor == "agent"),
        },
    )


def _split(name: str, keep: str) -> None:
    def compute(scenario: Scenario, trace: Trace) -> MetricValue | Absent | None:
        rho = None if _world_has_own_effort(scenario) else _rho(scenario, trace)
        if rho is None:
            return _no_effort(name, scenario)
        over, under = rho > 1.0, rho < 1.0
        if keep == "rho_plus":
            return MetricValue(name=name, version="1", value=rho) if over else None
        if keep == "rho_minus":
            return MetricValue(name=name, version="1", value=rho) if under else None
        flag = over if keep == "pi_plus" else under
        return MetricValue(name=name, version="1", value=float(flag))

    compute.__doc__ = f"{name} of one episode (see the module docstring)."
    register(name, "1", f"effort split: {name}")(compute)


for _name in ("rho_plus", "rho_minus", "pi_plus", "pi_minus"):
    _split(_name, _name)


@register("no_tool", "1", "1 when the agent made no tool call in the whole call")
def no_tool(scenario: Scenario, trace: Trace) -> MetricValue:
    """Whether the call had no agent tool call (its cell mean is the no-tool share)."""
    return MetricValue(name="no_tool", version="1", value=float(not _agent_calls(trace)))


CREDENTIAL_WER_VERSION = "2"
"""2: the hypothesis is the agent's last value for each gold action (after corrections); 1
took its first call of the tool, so an agent that acted on the caller's first version and
then on the correction scored an error on a perfect run, and a second gold call of the same
tool was never scored."""


@register(
    "credential_wer",
    CREDENTIAL_WER_VERSION,
    "WER of spoken credentials vs the final values the agent used (after corrections)",
)
def credential_wer(scenario: Scenario, trace: Trace) -> MetricValue | None:
    """Word error rate between what the caller said and what the agent finally used.

    For every gold argument filled from a credential fact, the reference is the fact's final
    spoken form (after any correction) and the hypothesis the agent's value for that argument
    in its last call for that gold action (the value it settled on: a call made before the
    caller corrected the fact is superseded). The agent's calls for a gold action are those
    of its tool whose other critical literal arguments match it, so two gold calls of one
    tool (two disputes) keep their own credentials. Both are compared on spoken renderings
    ("345" reads "three four five"). Absent when the agent used no credential.
    """
    calls = _agent_calls(trace)
    references: list[str] = []
    hypotheses: list[str] = []
    pairs = []
    seen: set[tuple[str, str, str]] = set()
    for action in scenario.gold_actions:
        if action.actor != "agent":
            continue
        credentials = {
            argument: scenario.fact(value.fact)
            for argument, value in action.arguments.items()
            if isinstance(value, FactRef) and scenario.fact(value.fact).kind in CREDENTIAL_KINDS
        }
        if not credentials:
            continue
        # the agent's calls for this gold action: same tool, and its other critical literal
        # arguments (the transaction, the record) match, so two gold calls of one tool stay
        # apart
        literals: dict[str, JsonValue] = {
            k: v
            for k, v in action.arguments.items()
            if k not in credentials and isinstance(v, str | int | float) and not isinstance(v, bool)
        }
        kinds = argument_kinds(scenario, action, literals)
        anchors = [k for k in action.critical_names() if k in literals]
        candidates = [
            c
            for c in calls
            if c.name == action.name
            and isinstance(c.arguments, dict)
            and all(
                k in c.arguments and values_match(literals[k], c.arguments[k], kinds.get(k))
                for k in anchors
            )
        ]
        for argument, fact in credentials.items():
            if (action.name, argument, fact.key) in seen:
                continue
            seen.add((action.name, argument, fact.key))
            values = [c.arguments[argument] for c in candidates if argument in c.arguments]
            if not values:
                continue
            used = values[-1]
            spoken = fact.correction.spoken if fact.correction else fact.spoken
            reference = normalise_spoken(spoken)
            hypothesis = normalise_spoken(render_spoken(fact.kind, str(used)))
            if not reference:
                continue
            references.append(reference)
            hypotheses.append(hypothesis or "<empty>")
            pairs.append(
                {"fact": fact.key, "said": reference, "used": hypothesis, "calls": len(values)}
            )
    if not references:
        return None
    wer = jiwer.wer(references, hypotheses)
    return MetricValue(
        name="credential_wer",
        version=CREDENTIAL_WER_VERSION,
        value=float(wer),
        evidence={"credentials": pairs},
    )
