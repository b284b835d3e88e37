"""Agentic metrics: GS (goal state), ACT (gold actions present), reward."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

from duplexworld.metrics.base import MetricValue, register
from duplexworld.metrics.matching import action_matches, max_bipartite
from duplexworld.scenario import Scenario
from duplexworld.trace import ToolCalled, Trace
from duplexworld.world.gold import replay_gold
from duplexworld.world.records import state_hash

CAPPED = {"max_steps", "timeout", "agent_error"}
"""Terminations that score reward 0 whatever the state (REFERENCE.md section 2)."""


@lru_cache(maxsize=512)
def _gold_hash(scenario_json: str) -> str:
    return replay_gold(Scenario.model_validate_json(scenario_json)).state_hash


def gold_hash(scenario: Scenario) -> str:
    """Hash of the scenario's gold terminal state (cached per scenario content)."""
    return _gold_hash(scenario.model_dump_json())


def world_hook(world: str, name: str) -> Callable[..., Any] | None:
    """A scoring hook the world's class provides (``goal_state``, ``env_assertion``), if any.

    Worlds whose outcome is not a record-store hash (Pathfinding: where the walker stands)
    define ``goal_state(scenario, trace) -> (value, evidence)``; the others score by hash.
    """
    from duplexworld.worlds import world_class  # the worlds package builds on this one

    try:
        cls = world_class(world)
    except ValueError:
        return None  # an unregistered test world scores by hash
    hook = getattr(cls, name, None)
    return hook if callable(hook) else None


@register("GS", "1", "goal state: final record-store hash equals the gold replay's hash")
def goal_state(scenario: Scenario, trace: Trace) -> MetricValue:
    """1 when the final state hashes like the gold replay, else 0 (or the world's own rule)."""
    hook = world_hook(scenario.world, "goal_state")
    if hook is not None:
        value, evidence = hook(scenario, trace)
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


@register("ACT", "1", "every gold action matched by an emitted call on name and critical args")
def gold_actions(scenario: Scenario, trace: Trace) -> MetricValue:
    """Bipartite presence of the gold action multiset among emitted tool calls."""
    calls: list[ToolCalled] = [e for e in trace.events if isinstance(e, ToolCalled)]
    golds: list[tuple[str, dict[str, Any], tuple[str, ...], str]] = [
        (
            action.name,
            scenario.resolved_arguments(action),
            action.critical_names(),
            "caller" if action.actor == "user" else "agent",
        )
        for action in scenario.gold_actions
    ]
    adjacency = [
        [
            index
            for index, call in enumerate(calls)
            if call.actor == actor
            and action_matches(name, args, critical, call.name, call.arguments)
        ]
        for name, args, critical, actor in golds
    ]
    matched = max_bipartite(adjacency, len(calls))
    evidence = {
        "actions": [
            {
                "name": name,
                "critical": list(critical),
                "matched_call": calls[m].call_id if m is not None else None,
            }
            for (name, _, critical, _), m in zip(golds, matched, strict=True)
        ]
    }
    value = float(all(m is not None for m in matched))
    return MetricValue(name="ACT", version="1", value=value, evidence=evidence)


@register("ENV", "1", "environment assertion: the world's own post-hoc check of the outcome")
def env_assertion(scenario: Scenario, trace: Trace) -> MetricValue | None:
    """The world's ``env_assertion`` hook (Pathfinding: arrived and eta >= 0.75); else absent."""
    hook = world_hook(scenario.world, "env_assertion")
    if hook is None:
        return None
    value, evidence = hook(scenario, trace)
    return MetricValue(name="ENV", version="1", value=value, evidence=evidence)


FACTOR_METRIC = {"DB": "GS", "ACTION": "ACT", "ENV_ASSERTION": "ENV", "NL_ASSERTION": "NLA"}
"""Which metric supplies each reward-basis factor."""


def reward(
    scenario: Scenario, trace: Trace, values: dict[str, MetricValue | None]
) -> MetricValue | None:
    """Product of exactly the scenario's basis factors; absent when a factor is absent."""
    termination = trace.of_kind("terminated")
    reason = termination[-1].reason if termination else "error"
    factors: dict[str, Any] = {}
    if reason == "agent_error":
        # the agent broke the call: its failure, whatever a judge could have said
        return MetricValue(
            name="reward",
            version="1",
            value=0.0,
            evidence={"basis": list(scenario.reward_basis), "termination": reason},
        )
    for factor in scenario.reward_basis:
        metric = FACTOR_METRIC.get(factor)
        value = values.get(metric) if metric else None
        if value is None:
            return None
        factors[factor] = value.value
    product = 1.0
    for value in factors.values():
        product *= value
    if reason in CAPPED:
        product = 0.0
    return MetricValue(
        name="reward",
        version="1",
        value=product,
        evidence={"basis": list(scenario.reward_basis), "factors": factors, "termination": reason},
    )
