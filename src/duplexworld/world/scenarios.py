"""Scenarios checked against their world: the loader of ``duplexworld.scenario`` with the
names that must resolve in the scenario's world (its tools and their actors, the seed
records, the records a world change touches).

The scenario package sits below the world layer and cannot look a world up; it takes this
module's :func:`world_problems` as its ``world`` check. Everything that loads a scenario to
run it loads it here, so no scenario reaches an episode unchecked against its world.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Iterable
from pathlib import Path

from duplexworld.scenario import loader
from duplexworld.scenario.checks import Problem, scenario_events
from duplexworld.scenario.loader import ScenarioSet
from duplexworld.scenario.schema import Scenario
from duplexworld.world.records import RecordStore
from duplexworld.world.registry import world_class
from duplexworld.world.tools import tool_actor


@functools.lru_cache(maxsize=64)
def _tool_names(world: str) -> dict[str, frozenset[str]]:
    # the @tool marks on the world's class: building a world would derive every JSON schema;
    # cached by name (the class itself, as type[World], is no Hashable to mypy)
    cls = world_class(world)
    names: dict[str, set[str]] = {"agent": set(), "user": set()}
    for attr, member in inspect.getmembers(cls):
        actor = tool_actor(member)
        if actor is not None:
            names[actor].add(attr)
    return {actor: frozenset(found) for actor, found in names.items()}


def world_problems(scenario: Scenario) -> list[Problem]:
    """The scenario's problems against its registered world, in field order: an unknown
    world, records that cannot be loaded, gold steps, caller actions and events naming no
    tool of the world (or of the wrong side), world changes naming no seed table or record."""
    problems: list[Problem] = []
    try:
        cls = world_class(scenario.world)
    except ValueError as exc:
        return [("world", str(exc))]
    try:
        store = RecordStore(scenario.seed, cls.key_fields)
    except (ValueError, TypeError) as exc:
        return [("seed", f"the records cannot be loaded ({exc})")]
    names = _tool_names(scenario.world)
    agent_tools, user_tools = names["agent"], names["user"]
    for index, action in enumerate(scenario.gold_actions):
        tools = user_tools if action.actor == "user" else agent_tools
        if action.name not in tools:
            problems.append(
                (
                    f"gold_actions[{index}].name",
                    f"no {action.actor} tool {action.name!r} in the {scenario.world} world",
                )
            )
    for index, caller_action in enumerate(scenario.caller_actions):
        if caller_action.tool not in user_tools:
            problems.append(
                (
                    f"caller_actions[{index}].tool",
                    f"no caller-side tool {caller_action.tool!r} in the {scenario.world} world "
                    f"(caller-side: {', '.join(sorted(user_tools)) or 'none'})",
                )
            )
    for field, event in scenario_events(scenario):
        kind, _, name = event.partition(":")
        if kind == "tool" and name not in agent_tools | user_tools:
            problems.append((field, f"event {event!r} names no tool of the {scenario.world} world"))
    for index, change in enumerate(scenario.world_changes):
        if change.table not in store.tables():
            problems.append((f"world_changes[{index}].table", f"no seed table {change.table!r}"))
        elif store.get(change.table, change.key) is None:
            problems.append(
                (f"world_changes[{index}].key", f"no record {change.key!r} in {change.table}")
            )
    return problems


def load_scenario(path: Path | str, world_checks: bool = True) -> Scenario:
    """Load one scenario file (``duplexworld.scenario.load_scenario``) and, with
    ``world_checks``, check it against its registered world.

    Raises:
        ScenarioError: the file fails to load or a check (the first problem, with its field).
    """
    return loader.load_scenario(path, world=world_problems if world_checks else None)


def load_scenarios(paths: Iterable[Path | str]) -> list[Scenario]:
    """Load several scenario files, each checked against its world; ids must be unique."""
    return loader.load_scenarios(paths, world=world_problems)


def load_scenario_set(paths: Iterable[Path | str], world_checks: bool = True) -> ScenarioSet:
    """Load every file that loads (checked against its world with ``world_checks``); a bad
    file (or a repeated id) is an error, not a stop."""
    return loader.load_scenario_set(paths, world=world_problems if world_checks else None)
