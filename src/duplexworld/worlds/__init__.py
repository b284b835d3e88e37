"""The worlds and their built-in scenarios, found by name.

Each world lives in ``worlds/<name>/`` with its ``World`` subclass, its clause corpus and its
packaged scenarios in ``worlds/<name>/scenarios/*.yaml``. Worlds are imported only when asked
for, so listing scenarios of one world does not load the others.
"""

from __future__ import annotations

import importlib
from pathlib import Path

from duplexworld.scenario import Scenario, load_scenarios
from duplexworld.world import World

_WORLDS: dict[str, str] = {
    "banking": "duplexworld.worlds.banking:BankingWorld",
    "healthcare": "duplexworld.worlds.healthcare:HealthcareWorld",
    "insurance": "duplexworld.worlds.insurance:InsuranceWorld",
    "logistics": "duplexworld.worlds.logistics:LogisticsWorld",
    "pathfinding": "duplexworld.worlds.pathfinding:PathfindingWorld",
    "travel": "duplexworld.worlds.travel:TravelWorld",
}
"""World name -> ``module:class``; the name is also the world's folder under ``worlds/``."""

_ROOT = Path(__file__).parent


def register_world(name: str, target: str) -> None:
    """Register a world class (``module:Class``) under ``name`` (plug-in and test worlds).

    Raises:
        ValueError: ``name`` is already registered to a different class.
    """
    if _WORLDS.get(name, target) != target:
        raise ValueError(f"world {name!r} is already registered as {_WORLDS[name]}")
    _WORLDS[name] = target


def world_names() -> list[str]:
    """Names of the registered worlds, sorted."""
    return sorted(_WORLDS)


def _check_name(name: str) -> None:
    if name not in _WORLDS:
        raise ValueError(f"unknown world {name!r} (known worlds: {', '.join(world_names())})")


def world_class(name: str) -> type[World]:
    """The ``World`` subclass registered as ``name``.

    Raises:
        ValueError: no world has that name; the message lists the known worlds.
    """
    _check_name(name)
    module_name, class_name = _WORLDS[name].split(":")
    cls = getattr(importlib.import_module(module_name), class_name)
    if not (isinstance(cls, type) and issubclass(cls, World)):
        raise TypeError(f"{_WORLDS[name]} is not a World subclass")
    return cls


def build_world(scenario: Scenario) -> World:
    """A fresh world of the scenario's kind, loaded with the scenario's seed records."""
    world = world_class(scenario.world)(scenario.seed)
    world.schedule_changes(scenario.world_changes)
    return world


def scenario_paths(world: str | None = None) -> list[Path]:
    """Packaged scenario files, ``worlds/<name>/scenarios/*.yaml``, sorted by path.

    Args:
        world: only this world's files; ``None`` for every registered world.

    Raises:
        ValueError: ``world`` is not a registered world.
    """
    names = world_names() if world is None else [world]
    paths: list[Path] = []
    for name in names:
        _check_name(name)
        paths.extend((_ROOT / name / "scenarios").glob("*.yaml"))
    return sorted(paths)


def builtin_scenarios(world: str | None = None) -> list[Scenario]:
    """The packaged scenarios (of one world, or all), loaded in path order."""
    return load_scenarios(scenario_paths(world))


__all__ = [
    "build_world",
    "register_world",
    "builtin_scenarios",
    "scenario_paths",
    "world_class",
    "world_names",
]
