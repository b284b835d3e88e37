"""The built-in worlds and the packaged scenarios of every registered world.

Each built-in world lives in ``worlds/<name>/`` with its ``World`` subclass, its clause corpus
and its packaged scenarios in ``worlds/<name>/scenarios/*.yaml``. They are registered in the
one world registry (``duplexworld.world.registry``) through this package's entry point, like
any plug-in world; a world's class is imported only when asked for.
"""

from __future__ import annotations

from pathlib import Path

from duplexworld.scenario import Scenario, load_scenarios
from duplexworld.world.registry import (
    WorldEntry,
    build_world,
    register_world,
    world_class,
    world_entry,
    world_names,
)

_ROOT = Path(__file__).parent

_BUILTIN: dict[str, str] = {
    "banking": "duplexworld.worlds.banking:BankingWorld",
    "healthcare": "duplexworld.worlds.healthcare:HealthcareWorld",
    "insurance": "duplexworld.worlds.insurance:InsuranceWorld",
    "logistics": "duplexworld.worlds.logistics:LogisticsWorld",
    "pathfinding": "duplexworld.worlds.pathfinding:PathfindingWorld",
    "travel": "duplexworld.worlds.travel:TravelWorld",
    "workbench": "duplexworld.worlds.workbench:WorkbenchWorld",
}
"""Built-in world name -> ``module:class``; the name is also the world's folder here."""

_CAPABILITIES = {
    "pathfinding": "duplexworld.worlds.pathfinding.capabilities:CAPABILITIES",
    "workbench": "duplexworld.worlds.workbench.capabilities:CAPABILITIES",
}
_WITHOUT_GOLD_ACTIONS = {"pathfinding"}


def register_builtin_worlds() -> None:
    """Register the built-in worlds (the target of this package's world entry point)."""
    for name, target in _BUILTIN.items():
        register_world(
            WorldEntry(
                name=name,
                target=target,
                scenario_dir=_ROOT / name / "scenarios",
                capabilities=_CAPABILITIES.get(name),
                gold_actions=name not in _WITHOUT_GOLD_ACTIONS,
                authoring=f"duplexworld.worlds.{name}.authoring:SOURCES",
            )
        )
    # world-specific metrics register with the metric registry when their module loads
    import duplexworld.worlds.pathfinding.metrics  # noqa: F401
    import duplexworld.worlds.workbench.metrics  # noqa: F401


def scenario_paths(world: str | None = None) -> list[Path]:
    """Packaged scenario files of a registered world (or of all), sorted by path.

    Raises:
        ValueError: ``world`` is not a registered world.
    """
    names = world_names() if world is None else [world]
    paths: list[Path] = []
    for name in names:
        folder = world_entry(name).scenario_dir
        if folder is not None:
            paths.extend(folder.glob("*.yaml"))
    return sorted(paths)


def builtin_scenarios(world: str | None = None) -> list[Scenario]:
    """The packaged scenarios (of one world, or all), loaded in path order."""
    return load_scenarios(scenario_paths(world))


__all__ = [
    "WorldEntry",
    "build_world",
    "builtin_scenarios",
    "register_builtin_worlds",
    "register_world",
    "scenario_paths",
    "world_class",
    "world_names",
]
