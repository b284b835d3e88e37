"""What the channel cost a run: the reference agent's failures of a run directory, classified.

The classes and the table are ``metrics.channel_cost``; this reads a campaign's results.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from duplexworld.campaign import read_results
from duplexworld.metrics.channel_cost import ChannelCost, classify_failure
from duplexworld.scenario import Scenario
from duplexworld.trace import read_trace


def channel_cost_of_run(run_dir: Path, agent: str = "oracle") -> list[ChannelCost]:
    """Classify every episode of ``agent`` in a run directory, per world.

    Raises:
        ValueError: the directory holds no finished episode of ``agent``.
    """
    rows = [row for row in read_results(run_dir) if row.get("agent") == agent]
    if not rows:
        raise ValueError(f"{run_dir}: no finished episode of agent {agent!r}")
    by_world: dict[str, list[dict[str, object]]] = {}
    for row in rows:
        by_world.setdefault(str(row["world"]), []).append(row)
    costs: list[ChannelCost] = []
    for world, world_rows in sorted(by_world.items()):
        failures: Counter[str] = Counter()
        passed = 0
        for row in world_rows:
            if row.get("reward") == 1.0:
                passed += 1
                continue
            trace = read_trace(Path(run_dir) / "episodes" / str(row["key"]))
            scenario = Scenario.model_validate(trace.header.scenario)
            failures[classify_failure(scenario, trace)] += 1
        costs.append(ChannelCost(world, len(world_rows), passed, failures))
    return costs
