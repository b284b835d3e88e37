"""Scenarios checked against their world: the loader of ``duplexworld.scenario`` with the
names that must resolve in the scenario's world (its tools and their actors, the seed
records, the records a world change touches).

The scenario package sits below the world layer and cannot look a world up; it takes this
module's :func:`world_problems` as its ``world`` check and :func:`world_library` as the
lookup of the world's library of fact templates and gold-step shorthands. Everything that
loads a scenario to run it loads it here, so no scenario reaches an episode unchecked against
its world.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from duplexworld.scenario import loader
from duplexworld.scenario.checks import Problem, scenario_events
from duplexworld.scenario.expand import Library, load_library
from duplexworld.scenario.loader import ScenarioSet
from duplexworld.scenario.schema import Scenario
from duplexworld.world.base import World
from duplexworld.world.records import RecordStore
from duplexworld.world.registry import world_class, world_entry
from duplexworld.world.tools import tool_actor
from duplexworld.world.typed import change_problems, seed_problems


@dataclass(frozen=True)
class ToolShape:
    """What a tool takes: its actor and its argument names."""

    actor: str
    arguments: tuple[str, ...]
    required: frozenset[str]


@functools.lru_cache(maxsize=64)
def tool_shapes(world: str) -> dict[str, ToolShape]:
    """Name -> shape of every tool of a registered world, read off its ``@tool`` methods (no
    world is built: that would derive every JSON schema); cached by the world's name."""
    shapes: dict[str, ToolShape] = {}
    for name, member in inspect.getmembers(world_class(world)):
        actor = tool_actor(member)
        if actor is None:
            continue
        params = [p for p in inspect.signature(member).parameters.values() if p.name != "self"]
        shapes[name] = ToolShape(
            actor=actor,
            arguments=tuple(p.name for p in params),
            required=frozenset(p.name for p in params if p.default is inspect.Parameter.empty),
        )
    return shapes


def call_problems(
    shapes: dict[str, ToolShape], world: str, actor: str, name: str, given: Iterable[str]
) -> list[tuple[str, str]]:
    """A call of tool ``name`` by ``actor`` with the arguments ``given`` against the world's
    tools: (``name`` or ``arguments.<argument>`` or ``arguments``, what is wrong)."""
    shape = shapes.get(name)
    if shape is None or shape.actor != actor:
        side = [n for n, s in sorted(shapes.items()) if s.actor == actor]
        return [
            (
                "name",
                f"no {actor} tool {name!r} in the {world} world "
                f"({actor} tools: {', '.join(side) or 'none'})",
            )
        ]
    problems: list[tuple[str, str]] = []
    given = list(given)
    for argument in given:
        if argument not in shape.arguments:
            problems.append(
                (
                    f"arguments.{argument}",
                    f"{name} has no argument {argument!r} "
                    f"(arguments: {', '.join(shape.arguments) or 'none'})",
                )
            )
    problems += [
        ("arguments", f"{name} needs argument {missing!r}")
        for missing in sorted(shape.required - set(given))
    ]
    return problems


def _record_problems(cls: type[World], scenario: Scenario, store: RecordStore) -> list[Problem]:
    if not cls.records:
        return []
    changed = [
        (index, change.table, store.get(change.table, change.key) or {}, dict(change.set))
        for index, change in enumerate(scenario.world_changes)
        if store.get(change.table, change.key) is not None
    ]
    return seed_problems(scenario.seed, cls.records) + change_problems(changed, cls.records)


def world_problems(scenario: Scenario) -> list[Problem]:
    """The scenario's problems against its registered world, in field order: an unknown
    world, records that cannot be loaded or do not fit the world's record models, gold
    steps and caller actions naming no tool of the world (or of the wrong side), an argument
    the tool does not take or a required one left out, events naming no tool, world changes
    naming no seed table or record or setting a field its record model refuses."""
    problems: list[Problem] = []
    try:
        cls = world_class(scenario.world)
    except ValueError as exc:
        return [("world", str(exc))]
    try:
        store = RecordStore(scenario.seed, cls.key_fields)
    except (ValueError, TypeError) as exc:
        return [("seed", f"the records cannot be loaded ({exc})")]
    problems += _record_problems(cls, scenario, store)
    shapes = tool_shapes(scenario.world)
    for index, action in enumerate(scenario.gold_actions):
        for field, problem in call_problems(
            shapes, scenario.world, action.actor, action.name, action.arguments
        ):
            problems.append((f"gold_actions[{index}].{field}", problem))
    for index, caller_action in enumerate(scenario.caller_actions):
        for field, problem in call_problems(
            shapes, scenario.world, "user", caller_action.tool, caller_action.arguments
        ):
            field = "tool" if field == "name" else field
            problems.append((f"caller_actions[{index}].{field}", problem))
    for field, event in scenario_events(scenario):
        kind, _, name = event.partition(":")
        if kind == "tool" and name not in shapes:
            problems.append((field, f"event {event!r} names no tool of the {scenario.world} world"))
    for index, change in enumerate(scenario.world_changes):
        if change.table not in store.tables():
            problems.append((f"world_changes[{index}].table", f"no seed table {change.table!r}"))
        elif store.get(change.table, change.key) is None:
            problems.append(
                (f"world_changes[{index}].key", f"no record {change.key!r} in {change.table}")
            )
    return problems


def world_library(world: str) -> Library | None:
    """The library of world ``world`` (its ``WorldEntry.library``), or None for a world
    without one or an unknown world (whose scenario the world check refuses).

    Raises:
        duplexworld.scenario.expand.ExpansionError: the library file is unreadable or wrong.
    """
    try:
        path = world_entry(world).library
    except ValueError:
        return None
    return None if path is None else load_library(path)


def load_scenario(path: Path | str, world_checks: bool = True) -> Scenario:
    """Load one scenario file (``duplexworld.scenario.load_scenario``) and, with
    ``world_checks``, check it against its registered world.

    Raises:
        ScenarioError: the file fails to load or a check (the first problem, with its field).
    """
    return loader.load_scenario(
        path, world=world_problems if world_checks else None, library=world_library
    )


def load_scenarios(paths: Iterable[Path | str]) -> list[Scenario]:
    """Load several scenario files, each checked against its world; ids must be unique."""
    return loader.load_scenarios(paths, world=world_problems, library=world_library)


def load_scenario_set(paths: Iterable[Path | str], world_checks: bool = True) -> ScenarioSet:
    """Load every file that loads (checked against its world with ``world_checks``); a bad
    file (or a repeated id) is an error, not a stop."""
    return loader.load_scenario_set(
        paths, world=world_problems if world_checks else None, library=world_library
    )
