"""Gold replay: the terminal state a correct episode reaches.

The gold state is what the scenario's gold actions produce on the seeded store, applied in
order by their actors (agent or caller), with fact references replaced by the facts' values
and result references read off the results of the earlier gold steps. World changes on the
clock or on a caller event apply before the first gold action (the replay has neither); changes
after a tool call fire after that call, as in an episode.
Gold must be self-consistent: every gold call must succeed, or the scenario is broken.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from pydantic import JsonValue

from duplexworld.scenario import Scenario
from duplexworld.scenario.provenance import gold_judgement, resolve_result
from duplexworld.scenario.schema import DeriveRef, FactRef, ResultRef
from duplexworld.world.base import World
from duplexworld.world.registry import build_world
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
        calls: the call of each gold action, references resolved.
        state_hash: the canonical hash of the final record store.
    """

    world: World
    results: tuple[ToolResult, ...]
    calls: tuple[ToolCall, ...]
    state_hash: str


def _build(scenario: Scenario) -> World:
    return build_world(scenario)


def gold_call_arguments(
    scenario: Scenario, index: int, results: list[str]
) -> list[dict[str, JsonValue]]:
    """The argument sets to try for gold step ``index``, given the earlier steps' results.

    One set, unless a result reference picks ``try_each``: then one set per candidate, in
    order (the replay keeps the first that succeeds).

    Raises:
        GoldReplayError: a fact or result reference does not resolve.
    """
    action = scenario.gold_actions[index]
    facts = scenario.fact_values()
    base: dict[str, JsonValue] = {}
    tries: list[tuple[str, list[str]]] = []
    for name, value in action.arguments.items():
        if isinstance(value, ResultRef):
            values = resolve_result(value, results, facts)
            if not values:
                raise GoldReplayError(
                    scenario.id,
                    index,
                    action.name,
                    f"arguments.{name}: no value of pattern {value.pattern!r} resolves in the "
                    f"result of gold step {value.result} ({results[value.result][:160]!r})",
                )
            if value.pick == "try_each":
                tries.append((name, values))
            base[name] = values[0]
        elif isinstance(value, FactRef):
            base[name] = facts[value.fact]
        elif isinstance(value, DeriveRef):
            judged = gold_judgement(value, scenario.said_all())
            if judged is None:
                raise GoldReplayError(
                    scenario.id,
                    index,
                    action.name,
                    f"arguments.{name}: the derive rule decides no single value from what the "
                    f"caller says for {', '.join(ref.fact for ref in value.derive)} (or its "
                    "answer variants decide different values)",
                )
            base[name] = judged if isinstance(judged, str) else list[JsonValue](judged)
        else:
            base[name] = value
    if not tries:
        return [base]
    if len(tries) > 1:
        raise GoldReplayError(
            scenario.id, index, action.name, "at most one argument may pick 'try_each'"
        )
    name, values = tries[0]
    return [{**base, name: value} for value in values]


def replay_gold(scenario: Scenario) -> GoldReplay:
    """Build the scenario's world on its seed and apply every gold action in order.

    Result references resolve against the results of the earlier gold steps.

    Raises:
        GoldReplayError: a gold action returned an error result or raised, or a reference
            did not resolve.
    """
    world = _build(scenario)
    world.apply_untimed_changes()
    results: list[ToolResult] = []
    texts: list[str] = []
    calls: list[ToolCall] = []
    for index, action in enumerate(scenario.gold_actions):
        result: ToolResult | None = None
        for arguments in gold_call_arguments(scenario, index, texts):
            call = ToolCall(
                call_id=f"gold-{index}",
                name=action.name,
                arguments=arguments,
                actor=action.actor,
            )
            try:
                result = world.call(call)
            except Exception as exc:  # noqa: BLE001 - a tool that crashes on the seed
                # the scenario's records are not what the world's tools read (a field of the
                # wrong type): a problem of this step, not a crash of the checker
                raise GoldReplayError(
                    scenario.id,
                    index,
                    action.name,
                    f"the tool raised {type(exc).__name__} ({exc}); are the seed records of "
                    "the shape the world's tools read?",
                ) from None
            if result.ok:
                break
        assert result is not None
        if not result.ok:
            raise GoldReplayError(scenario.id, index, action.name, result.content)
        results.append(result)
        texts.append(result.content)
        calls.append(call)
    return GoldReplay(
        world=world,
        results=tuple(results),
        calls=tuple(calls),
        state_hash=world.state_hash(),
    )


@lru_cache(maxsize=512)
def _cached_replay(scenario_json: str) -> GoldReplay:
    return replay_gold(Scenario.model_validate_json(scenario_json))


def _cached_calls(scenario_json: str) -> tuple[ToolCall, ...]:
    return _cached_replay(scenario_json).calls


def gold_result_texts(scenario: Scenario) -> tuple[str, ...]:
    """The text of each gold action's result in the gold replay (cached per scenario
    content): what result references in speech checks resolve against."""
    return tuple(result.content for result in _cached_replay(scenario.model_dump_json()).results)


def gold_calls(scenario: Scenario) -> tuple[ToolCall, ...]:
    """The gold actions as the calls a correct episode makes, references resolved (cached
    per scenario content)."""
    return _cached_calls(scenario.model_dump_json())


def gold_state_hash(scenario: Scenario) -> str:
    """The state hash a correct episode of ``scenario`` ends in."""
    return replay_gold(scenario).state_hash


def seed_state_hash(scenario: Scenario) -> str:
    """The state hash of the scenario's world before anything happens."""
    return _build(scenario).state_hash()
