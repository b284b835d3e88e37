"""Agentic metrics: GS (goal state), ACT (gold actions present), reward."""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from pydantic import JsonValue

from duplexworld.metrics.base import UNIT, Absent, MetricDisplay, MetricSet, MetricValue
from duplexworld.metrics.matching import action_matches, max_bipartite
from duplexworld.scenario import Scenario
from duplexworld.scenario.schema import FactRef, GoldAction
from duplexworld.trace import Terminated, ToolCalled, ToolReturned, Trace
from duplexworld.values import ValueKind, kind_for
from duplexworld.world.clauses import clauses_returned
from duplexworld.world.gold import gold_calls, replay_gold
from duplexworld.world.records import state_hash
from duplexworld.world.registry import EnvironmentAssertion, GoalStateRule, capability

METRICS = MetricSet()
"""GS and ACT, registered by ``metrics.builtin``."""

OUTCOME = MetricSet()
"""ENV (the world's own check), then the reward and the Pass estimators over it: columns no
metric function computes. A set of its own so that the report shows them after NLA."""
OUTCOME.column(
    "reward",
    MetricDisplay(
        "agentic",
        scale=UNIT,
        absent="a reward factor is absent (e.g. NLA without a judge)",
        core=True,
        description="product of the scenario's reward-basis factors",
    ),
)
OUTCOME.column(
    "pass@1",
    MetricDisplay(
        "agentic",
        "Pass@1",
        UNIT,
        absent="no run with a reward",
        core=True,
        description="share of runs with reward 1",
    ),
)
for _name, _label, _gloss in (
    ("pass@3", "Pass@3", "at least 1 of 3 runs passes"),
    ("pass^3", "Pass^3", "all 3 of 3 runs pass"),
):
    OUTCOME.column(
        _name,
        MetricDisplay(
            "agentic",
            _label,
            UNIT,
            absent="fewer than 3 runs of a scenario",
            pooling="pass_k",
            core=True,
            description=_gloss,
        ),
    )

CAPPED = {"max_steps", "timeout", "agent_error"}
"""Terminations that score reward 0 whatever the state (REFERENCE.md section 2)."""


@lru_cache(maxsize=512)
def _gold_hash(scenario_json: str) -> str:
    return replay_gold(Scenario.model_validate_json(scenario_json)).state_hash


def gold_hash(scenario: Scenario) -> str:
    """Hash of the scenario's gold terminal state (cached per scenario content)."""
    return _gold_hash(scenario.model_dump_json())


def argument_kinds(
    scenario: Scenario, action: GoldAction, resolved: Mapping[str, JsonValue]
) -> dict[str, ValueKind | None]:
    """The value kind each gold argument compares as, from the caller fact that fills it,
    else from its name and its resolved gold value (``resolved``)."""
    return {
        name: kind_for(
            name,
            resolved.get(name),
            scenario.fact(value.fact).kind if isinstance(value, FactRef) else None,
        )
        for name, value in action.arguments.items()
    }


@METRICS.metric(
    "GS",
    "1",
    "goal state: final record-store hash equals the gold replay's hash",
    display=MetricDisplay(
        "agentic",
        scale=UNIT,
        absent="the goal state could not be checked",
        core=True,
        description="goal state: final record store equals the gold replay's",
    ),
)
def goal_state(scenario: Scenario, trace: Trace) -> MetricValue:
    """1 when the final state hashes like the gold replay, else 0 (or the world's own rule)."""
    rule = capability(scenario.world, GoalStateRule)
    if rule is not None:
        value, evidence = rule.goal_state(scenario, trace)
        return MetricValue(
            name="GS", version="1", value=value, evidence={"rule": scenario.world, **evidence}
        )
    expected = gold_hash(scenario)
    actual = state_hash(trace.final_state)
    return MetricValue(
        name="GS",
        version="1",
        value=float(actual == expected),
        evidence={"final_hash": actual, "gold_hash": expected},
    )


ACT_VERSION = "3"
"""2: values compare by their canonical form (duplexworld.values: times, dates, amounts, names
in any order, ZIP+4, spoken digits), and ACT is absent without gold actions (1 scored 1).
3: a gold policy search with ``clauses`` matches only a call whose result returned one of
those clause ids (the query's words do not count)."""


@METRICS.metric(
    "ACT",
    ACT_VERSION,
    "every gold action matched by an emitted call on name and critical args",
    display=MetricDisplay(
        "agentic",
        scale=UNIT,
        core=True,
        description="every gold action matched by an emitted call",
    ),
)
def gold_actions(scenario: Scenario, trace: Trace) -> MetricValue | Absent:
    """Bipartite presence of the gold action multiset among emitted tool calls.

    Absent (with the reason) when the scenario has no gold actions: presence of nothing is
    not a score (Pathfinding scores the walk, not tool calls).
    """
    if not scenario.gold_actions:
        return Absent(
            name="ACT",
            version=ACT_VERSION,
            reason="the scenario has no gold actions, so there is nothing to match",
        )
    calls: list[ToolCalled] = [e for e in trace.events if isinstance(e, ToolCalled)]
    returned = {
        e.call_id: clauses_returned(e.content)
        for e in trace.events
        if isinstance(e, ToolReturned) and e.ok
    }
    golds: list[tuple[str, dict[str, Any], tuple[str, ...], str]] = [
        (
            action.name,
            call.argument_map(),
            action.critical_names(),
            "caller" if action.actor == "user" else "agent",
        )
        for action, call in zip(scenario.gold_actions, gold_calls(scenario), strict=True)
    ]
    kinds = [
        argument_kinds(scenario, action, args)
        for action, (_, args, _, _) in zip(scenario.gold_actions, golds, strict=True)
    ]
    adjacency = [
        [
            index
            for index, call in enumerate(calls)
            if call.actor == actor
            and action_matches(name, args, critical, call.name, call.arguments, kind)
            and (
                not action.clauses or bool(set(action.clauses) & returned.get(call.call_id, set()))
            )
        ]
        for (name, args, critical, actor), kind, action in zip(
            golds, kinds, scenario.gold_actions, strict=True
        )
    ]
    matched = max_bipartite(adjacency, len(calls))
    evidence = {
        "actions": [
            {
                "name": name,
                "critical": list(critical),
                **({"clauses": list(action.clauses)} if action.clauses else {}),
                "matched_call": calls[m].call_id if m is not None else None,
            }
            for (name, _, critical, _), m, action in zip(
                golds, matched, scenario.gold_actions, strict=True
            )
        ]
    }
    value = float(all(m is not None for m in matched))
    return MetricValue(name="ACT", version=ACT_VERSION, value=value, evidence=evidence)


@OUTCOME.metric(
    "ENV",
    "1",
    "environment assertion: the world's own post-hoc check of the outcome",
    display=MetricDisplay(
        "agentic",
        scale=UNIT,
        absent="the world has no environment assertion",
        description="the world's own check of the outcome (Pathfinding)",
    ),
)
def env_assertion(scenario: Scenario, trace: Trace) -> MetricValue | Absent | None:
    """The world's environment assertion (Pathfinding: arrived and eta >= 0.75); else absent.

    A world may return the value None when its assertion cannot be decided for this episode
    (the workbench's semantic field without a judge); ENV is then absent with the world's
    ``reason``, and so is the reward."""
    assertion = capability(scenario.world, EnvironmentAssertion)
    if assertion is None:
        return None
    value, evidence = assertion.env_assertion(scenario, trace)
    if value is None:
        reason = str(evidence.get("reason", "the world could not decide its assertion"))
        return Absent(name="ENV", version="1", reason=reason)
    return MetricValue(name="ENV", version="1", value=value, evidence=evidence)


REWARD_VERSION = "3"
"""2: the ACTION factor is ACT version 2 (canonical value comparison), so a reward can differ
from version 1 on the same trace; the product rule itself is unchanged.
3: ACTION is ACT 3 (policy searches by clause) and NL_ASSERTION is NLA 2 (deterministic speech
checks on what the caller heard, plus the judge when configured); the evidence records which
part decided NL_ASSERTION (``nl_decided_by``)."""

FACTOR_METRIC = {"DB": "GS", "ACTION": "ACT", "ENV_ASSERTION": "ENV", "NL_ASSERTION": "NLA"}
"""Which metric supplies each reward-basis factor."""


def reward(
    scenario: Scenario, trace: Trace, values: dict[str, MetricValue | None]
) -> MetricValue | None:
    """Product of exactly the scenario's basis factors; absent when a factor is absent."""
    termination = trace.events(Terminated)
    reason = termination[-1].reason if termination else "error"
    factors: dict[str, Any] = {}
    nl_decided: str | None = None
    if reason == "agent_error":
        # the agent broke the call: its failure, whatever a judge could have said
        return MetricValue(
            name="reward",
            version=REWARD_VERSION,
            value=0.0,
            evidence={"basis": list(scenario.reward_basis), "termination": reason},
        )
    for factor in scenario.reward_basis:
        metric = FACTOR_METRIC.get(factor)
        value = values.get(metric) if metric else None
        if value is None:
            return None
        factors[factor] = value.value
        if factor == "NL_ASSERTION":
            decided = value.evidence.get("decided_by")
            nl_decided = str(decided) if decided is not None else "judge"
    product = 1.0
    for value in factors.values():
        product *= value
    if reason in CAPPED:
        product = 0.0
    return MetricValue(
        name="reward",
        version=REWARD_VERSION,
        value=product,
        evidence={
            "basis": list(scenario.reward_basis),
            "factors": factors,
            "termination": reason,
            **({"nl_decided_by": nl_decided} if nl_decided is not None else {}),
        },
    )
