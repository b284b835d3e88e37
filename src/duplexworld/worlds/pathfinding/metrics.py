"""Pathfinding metrics from the trace alone: eta, effort, exploration, heading localisation.

Each is absent (``None``) outside the Pathfinding world. Arrival itself is GS and the pass rule
is the ENV factor (the world's capabilities, ``worlds.pathfinding.capabilities``). All read the
walk that ``worlds.pathfinding.analysis`` reconstructs by replaying the traced tool calls. The
world's registration registers ``METRICS`` with the metric registry.
"""

from __future__ import annotations

from typing import Any

from duplexworld.metrics.base import UNIT, MetricDisplay, MetricSet, MetricValue
from duplexworld.scenario import Scenario
from duplexworld.trace import Trace
from duplexworld.worlds.pathfinding.analysis import run_summary

WORLD = "pathfinding"
METRICS = MetricSet()
"""The world's own metrics, each shown only where present (not core)."""
_NOT_HERE = "not a Pathfinding episode"


def _run(scenario: Scenario, trace: Trace) -> dict[str, Any] | None:
    if scenario.world != WORLD:  # a world's own metrics, in its own package
        return None
    return run_summary(scenario, trace)


@METRICS.metric(
    "path_eta",
    "1",
    "route efficiency: optimal blocks / blocks walked, when arrived",
    display=MetricDisplay(
        "agentic",
        "eta",
        UNIT,
        absent="not Pathfinding, or did not arrive",
        description="route efficiency when arrived",
    ),
)
def route_efficiency(scenario: Scenario, trace: Trace) -> MetricValue | None:
    """eta = optimal (hindsight) / walked blocks; absent when the walker did not arrive."""
    run = _run(scenario, trace)
    if run is None or run["eta"] is None:
        return None
    keys = ("blocks_walked", "optimal_blocks", "optimal_blocks_clear", "wrong_way_moves", "path")
    return MetricValue(
        name="path_eta", version="1", value=run["eta"], evidence={k: run[k] for k in keys}
    )


@METRICS.metric(
    "path_effort",
    "1",
    "agent tool calls / ideal (optimal maneuvers + 3)",
    display=MetricDisplay(
        "agentic", "path effort", absent=_NOT_HERE, description="tool calls / ideal budget"
    ),
)
def effort(scenario: Scenario, trace: Trace) -> MetricValue | None:
    """Effort ratio rho against the ideal tool-call budget (above 1: over-effort)."""
    run = _run(scenario, trace)
    if run is None or run["effort_ratio"] is None:
        return None
    keys = ("agent_tool_calls", "ideal_tool_calls", "agent_tool_breakdown")
    return MetricValue(
        name="path_effort",
        version="1",
        value=run["effort_ratio"],
        evidence={k: run[k] for k in keys},
    )


@METRICS.metric(
    "path_exploration",
    "1",
    "share of walker moves made on an uncertain instruction",
    display=MetricDisplay(
        "agentic",
        "exploration",
        higher_is_better=False,
        absent=_NOT_HERE,
        description="share of walker moves under uncertainty",
    ),
)
def exploration(scenario: Scenario, trace: Trace) -> MetricValue | None:
    """Rule-based labeller: hedged or probing instructions (or none) make a move exploratory."""
    run = _run(scenario, trace)
    if run is None or run["exploration_share"] is None:
        return None
    return MetricValue(
        name="path_exploration",
        version="1",
        value=run["exploration_share"],
        evidence={"moves": run["walker_moves"], "exploratory": run["exploratory_moves"]},
    )


@METRICS.metric(
    "path_heading_accuracy",
    "1",
    "share of belief probes with the right heading",
    display=MetricDisplay(
        "agentic",
        "heading",
        UNIT,
        absent="not Pathfinding, or the heading probe was never used",
        description="share of belief probes with the right heading",
    ),
)
def heading_accuracy(scenario: Scenario, trace: Trace) -> MetricValue | None:
    """Heading-localisation from ``note_user_location``; absent when the probe was never used."""
    run = _run(scenario, trace)
    if run is None or run["belief_heading_accuracy"] is None:
        return None
    keys = ("belief_snapshots", "belief_node_accuracy", "first_correct_belief_tick", "beliefs")
    return MetricValue(
        name="path_heading_accuracy",
        version="1",
        value=run["belief_heading_accuracy"],
        evidence={k: run[k] for k in keys},
    )
