"""What the Pathfinding world does beyond the World contract (``world.registry`` protocols).

Its outcome is where the walker stands, not a record-store hash (GS), it has an arrival
assertion (ENV) and a route map beside each trace, its caller is the walker, and its reference
agent is the copilot that localises and guides from the map (there is no gold procedure).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from duplexworld.scenario import Scenario
from duplexworld.trace import Trace


class PathfindingCapabilities:
    """GoalStateRule, EnvironmentAssertion, ArtifactWriter, CallerBuilder and
    ReferenceAgentBuilder of the Pathfinding world."""

    def goal_state(self, scenario: Scenario, trace: Trace) -> tuple[float, dict[str, Any]]:
        """GS: the walker stands at the destination (and on its side when tracked) at the end."""
        from duplexworld.worlds.pathfinding.analysis import run_summary

        run = run_summary(scenario, trace)
        keys = ("arrived", "final_node", "goal_node", "final_side", "required_side", "track_side")
        return float(run["arrived"]), {key: run[key] for key in keys}

    def env_assertion(self, scenario: Scenario, trace: Trace) -> tuple[float, dict[str, Any]]:
        """The arrival assertion with the pass rule: arrived and eta >= 0.75."""
        from duplexworld.worlds.pathfinding.analysis import ETA_LIMIT, run_summary

        run = run_summary(scenario, trace)
        value = float(run["arrived"] and run["passes_eta"])
        evidence = {
            "assertion": f"arrived and eta >= {ETA_LIMIT}",
            "arrived": run["arrived"],
            "eta": run["eta"],
            "blocks_walked": run["blocks_walked"],
            "optimal_blocks": run["optimal_blocks"],
        }
        return value, evidence

    def write_artifacts(self, scenario: Scenario, directory: Path) -> list[Path]:
        """Write the route map of a finished episode into its directory."""
        from duplexworld.worlds.pathfinding.routemap import write_route_map

        return [write_route_map(scenario, directory)]

    def build_caller(self, scenario: Scenario, speaker: Any, seed: int) -> Any:
        """The deterministic walker."""
        from duplexworld.worlds.pathfinding.walker import Walker

        return Walker(scenario, speaker, seed, speaker_spec=speaker.spec())

    def build_reference_agent(self, speaker: Any, asr: Any) -> Any:
        """The copilot: localises the walker by conversation and GPS and guides it."""
        from duplexworld.worlds.pathfinding.copilot import PathfindingOracle

        return PathfindingOracle(speaker, asr, speaker_spec=speaker.spec(), asr_spec=asr.spec())


CAPABILITIES = PathfindingCapabilities()
"""The instance the world registry resolves (``capabilities`` of the pathfinding entry)."""
