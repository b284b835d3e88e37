"""Gold replay: the terminal state a correct episode reaches.

The gold state is what the scenario's gold actions produce on the seeded store, applied in
order by their actors (agent or caller), with fact references replaced by the facts' values.
Gold must be self-consistent: every gold call must succeed, or the scenario is broken.
"""

from __future__ import annotations

from dataclasses import dataclass

from duplexworld.scenario import Scenario
from duplexworld.world.base import World
from duplexworld.world.tools import ToolCall, ToolResult


class GoldReplayError(ValueError):
    """A gold action failed on replay; names the scenario, the action index and the reason."""

    def __init__(self, scenario_id: str, index: int, name: str, problem: str) -> None:
        self.scenario_id = scenario_id
        self.index = index
        self.name = name
        self.problem = problem
        super().__init__(
            f"scenario {scenario_id}: gold_actions[{index}] ({name}) failed: {problem}"
        )


@dataclass(frozen=True)
class GoldReplay:
    """The outcome of replaying a scenario's gold actions.

    Attributes:
        world: the world after the last gold action (its session holds the tiers reached).
        results: the result of each gold action, in order.
        state_hash: the canonical hash of the final record store.
    """

    world: World
    results: tuple[ToolResult, ...]
    state_hash: str


def _build(scenario: Scenario) -> World:
    # imported here because the worlds package builds on this one
    from duplexworld.worlds import build_world

    return build_world(scenario)


def replay_gold(scenario: Scenario) -> GoldReplay:
    """Build the scenario's world on its seed and apply every gold action in order.

    Raises:
        GoldReplayError: a gold action returned an error result.
    """
    world = _build(scenario)
    results: list[ToolResult] = []
    for index, action in enumerate(scenario.gold_actions):
        call = ToolCall(
            call_id=f"gold-{index}",
            name=action.name,
            arguments=scenario.resolved_arguments(action),
            actor=action.actor,
        )
        result = world.call(call)
        if not result.ok:
            raise GoldReplayError(scenario.id, index, action.name, result.content)
        results.append(result)
    return GoldReplay(world=world, results=tuple(results), state_hash=world.state_hash())


def gold_state_hash(scenario: Scenario) -> str:
    """The state hash a correct episode of ``scenario`` ends in."""
    return replay_gold(scenario).state_hash


def seed_state_hash(scenario: Scenario) -> str:
    """The state hash of the scenario's world before anything happens."""
    return _build(scenario).state_hash()
