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
from duplexworld.metrics.base import Absent, MetricDisplay, MetricSet, MetricValue
from duplexworld.metrics.matching import values_match
from duplexworld.scenario import Scenario
from duplexworld.scenario.schema import DeriveRef, FactRef, GoldAction, ResultRef
from duplexworld.speech.spoken import (
    normalise_spoken,
    speak_amount,
    speak_date,
    speak_digits,
    speak_number,
)
from duplexworld.trace import ToolCalled, Trace
from duplexworld.values import ValueKind
from duplexworld.world.gold import gold_calls
from duplexworld.world.registry import has_gold_actions

METRICS = MetricSet()
"""rho and its split, no_tool and credential_wer, registered by ``metrics.builtin``."""

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
    # a world without a gold workload (Pathfinding) measures effort by its own metrics
    return not has_gold_actions(scenario.world)


def _no_effort(name: str, scenario: Scenario) -> Absent:
    reason = (
        "Pathfinding measures effort against optimal maneuvers (path_* metrics)"
        if _world_has_own_effort(scenario)
        else "the scenario has no agent gold actions: no reference workload"
    )
    return Absent(name=name, version="1", reason=reason)


@METRICS.metric(
    "effort_ratio",
    "1",
    "rho: agent tool calls / agent gold actions",
    display=MetricDisplay(
        "agentic",
        "rho",
        absent="no agent gold actions (no reference workload)",
        core=True,
        description="agent tool calls / agent gold actions",
    ),
)
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


def _split(name: str, keep: str, display: MetricDisplay) -> None:
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
    METRICS.metric(name, "1", f"effort split: {name}", display=display)(compute)


_NO_WORKLOAD = "no reference workload"
_SPLIT: tuple[tuple[str, str, bool, str, str], ...] = (
    ("rho_plus", "rho+", False, "no run with over-effort (rho > 1)",
     "effort over runs with rho > 1"),
    ("pi_plus", "pi+", False, _NO_WORKLOAD, "share of runs with rho > 1"),
    ("rho_minus", "rho-", True, "no run with under-effort (rho < 1)",
     "effort over runs with rho < 1"),
    ("pi_minus", "pi-", False, _NO_WORKLOAD, "share of runs with rho < 1"),
)  # fmt: skip
"""Each split: name, label, higher is better, why absent, the report's gloss."""
for _name, _label, _higher, _absent, _gloss in _SPLIT:
    _display = MetricDisplay(
        "agentic", _label, None, _higher, _absent, core=True, description=_gloss
    )
    _split(_name, _name, _display)


@METRICS.metric(
    "no_tool",
    "1",
    "1 when the agent made no tool call in the whole call",
    display=MetricDisplay(
        "agentic",
        "no-tool",
        higher_is_better=False,
        core=True,
        description="share of calls without any agent tool call",
    ),
)
def no_tool(scenario: Scenario, trace: Trace) -> MetricValue:
    """Whether the call had no agent tool call (its cell mean is the no-tool share)."""
    return MetricValue(name="no_tool", version="1", value=float(not _agent_calls(trace)))


CREDENTIAL_WER_VERSION = "3"
"""3: a call is paired with a gold action first by the arguments that name its slot (a literal,
or an earlier result as the gold replay resolved it: the field an update writes, the parcel a
delivery is for), then by the credentials it shares; version 2 paired by the credentials alone,
so in the workbench, whose field names are read off the form, a value written to one field
went to whichever gold write its value resembled, and a perfect run scored 0.31-0.80 (a claim
number paired with the policyholder). Pairing reads every argument the gold states, compared
or not (two knowledge-base searches, one by the error code the user said and one by fixed
words, keep their own calls). 2: the hypothesis is the agent's last value for each
gold action (after corrections) and the reference the spoken rendering of the final value. 1
took the agent's first call of the tool and the caller's words, so an agent that acted on the
caller's first version and then on the correction scored an error on a perfect run, a weekday
the caller added counted as a missed word, and a second gold call of the same tool was never
scored."""


def _gold_values(
    scenario: Scenario, action: GoldAction, resolved: dict[str, JsonValue]
) -> tuple[dict[str, JsonValue], dict[str, JsonValue]]:
    """A gold action's (slot, credential) argument values: the slot's are the literals and
    the earlier results as the gold replay resolved them (what names the field or the record
    the call is about); the credentials' are the facts' final values."""
    slot: dict[str, JsonValue] = {}
    credentials: dict[str, JsonValue] = {}
    for name, value in action.arguments.items():
        if isinstance(value, FactRef):
            credentials[name] = scenario.fact(value.fact).final_value
        elif isinstance(value, ResultRef | DeriveRef):
            if name in resolved:
                slot[name] = resolved[name]
        elif isinstance(value, str | int | float) and not isinstance(value, bool):
            slot[name] = value
    return slot, credentials


def _agreement(
    known: dict[str, JsonValue],
    kinds: dict[str, ValueKind | None],
    arguments: dict[str, JsonValue],
) -> int:
    """How many of the gold action's arguments with a known value the call shares (compared
    by ACT or not: this pairs calls with gold actions, it grades nothing)."""
    return sum(
        1 for k in known if k in arguments and values_match(known[k], arguments[k], kinds.get(k))
    )


def _calls_by_gold(
    scenario: Scenario, golds: list[GoldAction], calls: list[ToolCalled]
) -> list[list[ToolCalled]]:
    """Each agent call of a gold tool goes to the gold action(s) of that tool it agrees with
    most, on every argument the gold states: first on the arguments that name the slot (the
    field written, the parcel), then on the credentials (two disputes, two deliveries stay
    apart; a call that agrees with none goes to every gold action of its tool)."""
    resolved: dict[int, dict[str, JsonValue]] = {}
    if any(isinstance(v, ResultRef) for a in golds for v in a.arguments.values()):
        # a slot named by an earlier result (the field as the form shows it): as the gold
        # replay resolved it
        for action, gold in zip(scenario.gold_actions, gold_calls(scenario), strict=True):
            resolved[id(action)] = gold.argument_map()
    prepared = []
    for action in golds:
        slot, credentials = _gold_values(scenario, action, resolved.get(id(action), {}))
        kinds = argument_kinds(scenario, action, {**slot, **credentials})
        prepared.append((action, slot, credentials, kinds))
    assigned: list[list[ToolCalled]] = [[] for _ in golds]
    for call in calls:
        if not isinstance(call.arguments, dict):
            continue
        same_tool = [i for i, entry in enumerate(prepared) if entry[0].name == call.name]
        if not same_tool:
            continue
        agreement = {
            i: (
                _agreement(prepared[i][1], prepared[i][3], call.arguments),
                _agreement(prepared[i][2], prepared[i][3], call.arguments),
            )
            for i in same_tool
        }
        best = max(agreement.values())
        for i in same_tool:
            if agreement[i] == best:
                assigned[i].append(call)
    return assigned


@METRICS.metric(
    "credential_wer",
    CREDENTIAL_WER_VERSION,
    "WER of spoken credentials vs the final values the agent used (after corrections)",
    display=MetricDisplay(
        "agentic",
        "WER cred",
        higher_is_better=False,
        absent="no spoken credential reached a tool call",
        core=True,
        description="WER of spoken credentials vs the values the agent used",
    ),
)
def credential_wer(scenario: Scenario, trace: Trace) -> MetricValue | None:
    """Word error rate between the credentials the caller gave and what the agent finally used.

    For every gold argument filled from a credential fact, the reference is the spoken
    rendering of the fact's final value (after any correction; "2024-09-19" reads "September
    nineteenth, twenty twenty-four", without the weekday a caller may add) and the hypothesis
    the agent's value for that argument in its last call for that gold action (the value it
    settled on: a call made before the caller corrected the fact is superseded). Calls go to
    the gold action of their tool they agree with most, by slot first (see
    :func:`_calls_by_gold`). Both are
    compared on spoken renderings ("345" reads "three four five"). Absent when the agent used
    no credential.
    """
    calls = _agent_calls(trace)
    golds = [a for a in scenario.gold_actions if a.actor == "agent"]
    assigned = _calls_by_gold(scenario, golds, calls)
    references: list[str] = []
    hypotheses: list[str] = []
    pairs = []
    seen: set[tuple[str, str, str]] = set()
    for action, candidates in zip(golds, assigned, strict=True):
        for argument, value in action.arguments.items():
            if not isinstance(value, FactRef):
                continue
            fact = scenario.fact(value.fact)
            if fact.kind not in CREDENTIAL_KINDS or (action.name, argument, fact.key) in seen:
                continue
            seen.add((action.name, argument, fact.key))
            values = [
                c.arguments[argument]
                for c in candidates
                if isinstance(c.arguments, dict) and argument in c.arguments
            ]
            if not values:
                continue
            used = values[-1]
            reference = normalise_spoken(render_spoken(fact.kind, fact.final_value))
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
