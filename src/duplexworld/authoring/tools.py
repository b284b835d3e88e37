"""Build-time check of gold actions and caller actions against the world's tool specs.

A gold step that names a tool the world does not have, an argument the tool does not take, or
leaves out one it requires would otherwise be found only by the gold replay; here it stops the
build with the scenario and the step named.
"""

from __future__ import annotations

import functools
import inspect
from dataclasses import dataclass

from duplexworld.authoring.gold import AuthoringError
from duplexworld.scenario.schema import Scenario


@dataclass(frozen=True)
class ToolShape:
    """What a tool takes: its actor and its argument names."""

    actor: str
    arguments: tuple[str, ...]
    required: frozenset[str]


@functools.lru_cache(maxsize=32)
def tool_shapes(world: str) -> dict[str, ToolShape]:
    """Name -> shape of every tool of a registered world, read off its ``@tool`` methods (no
    world is built)."""
    from duplexworld.world.registry import world_class
    from duplexworld.world.tools import tool_actor

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


def _check_call(
    shapes: dict[str, ToolShape], world: str, actor: str, name: str, given: list[str], where: str
) -> None:
    shape = shapes.get(name)
    if shape is None or shape.actor != actor:
        side = [n for n, s in sorted(shapes.items()) if s.actor == actor]
        raise AuthoringError(
            f"{where}: no {actor} tool {name!r} in the {world} world "
            f"({actor} tools: {', '.join(side) or 'none'})"
        )
    for argument in given:
        if argument not in shape.arguments:
            raise AuthoringError(
                f"{where}: {name} has no argument {argument!r} "
                f"(arguments: {', '.join(shape.arguments) or 'none'})"
            )
    missing = sorted(shape.required - set(given))
    if missing:
        raise AuthoringError(f"{where}: {name} needs argument {missing[0]!r}")


def check_tools(scenario: Scenario) -> None:
    """Every gold step and caller action names a tool of the scenario's world, for the right
    actor, with argument names the tool takes and every argument it requires.

    Raises:
        AuthoringError: naming the scenario, the step and what is wrong.
    """
    shapes = tool_shapes(scenario.world)
    for index, action in enumerate(scenario.gold_actions):
        where = f"{scenario.id}: gold step {index} ({action.name})"
        _check_call(
            shapes, scenario.world, action.actor, action.name, list(action.arguments), where
        )
    for index, caller in enumerate(scenario.caller_actions):
        where = f"{scenario.id}: caller_actions[{index}] ({caller.key})"
        _check_call(shapes, scenario.world, "user", caller.tool, list(caller.arguments), where)


__all__ = ["ToolShape", "check_tools", "tool_shapes"]
