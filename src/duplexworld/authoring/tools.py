"""Build-time check of gold actions and caller actions against the world's tool specs.

The same check the loader runs on every scenario file (``duplexworld.world.scenarios``:
``tool_shapes``, ``call_problems``); here it stops a build with the scenario and the step
named, before any file is written.
"""

from __future__ import annotations

from duplexworld.authoring.gold import AuthoringError
from duplexworld.scenario.schema import Scenario
from duplexworld.world.scenarios import ToolShape, call_problems, tool_shapes


def check_tools(scenario: Scenario) -> None:
    """Every gold step and caller action names a tool of the scenario's world, for the right
    actor, with argument names the tool takes and every argument it requires.

    Raises:
        AuthoringError: naming the scenario, the step and what is wrong.
    """
    shapes = tool_shapes(scenario.world)
    for index, action in enumerate(scenario.gold_actions):
        where = f"{scenario.id}: gold step {index} ({action.name})"
        problems = call_problems(
            shapes, scenario.world, action.actor, action.name, action.arguments
        )
        if problems:
            raise AuthoringError(f"{where}: {problems[0][1]}")
    for index, caller in enumerate(scenario.caller_actions):
        where = f"{scenario.id}: caller_actions[{index}] ({caller.key})"
        problems = call_problems(shapes, scenario.world, "user", caller.tool, caller.arguments)
        if problems:
            raise AuthoringError(f"{where}: {problems[0][1]}")


__all__ = ["ToolShape", "check_tools", "tool_shapes"]
