"""The built-in worlds and the packaged scenarios of every registered world.

Each built-in world lives in ``worlds/<name>/`` with its ``World`` subclass, its clause corpus
and its packaged scenarios in ``worlds/<name>/scenarios/*.yaml``. They are registered in the
one world registry (``duplexworld.world.registry``) through this package's entry point, like
any plug-in world; a world's class is imported only when asked for.
"""

from __future__ import annotations

import functools
from pathlib import Path

from duplexworld.scenario import Scenario, ScenarioError, ScenarioSet
from duplexworld.world.registry import (
    WorldEntry,
    build_world,
    register_world,
    world_class,
    world_entry,
    world_names,
)
from duplexworld.world.scenarios import load_scenario

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
_WITHOUT_CONTENT_CHECKS = {"pathfinding"}  # its walker and copilot are checked by episodes


def _library(name: str) -> Path | None:
    # a world whose scenario files are written by hand keeps its library beside them
    path = _ROOT / name / "library.yaml"
    return path if path.is_file() else None


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
                authoring=f"duplexworld.worlds.{name}.authoring:SOURCES"
                if (_ROOT / name / "authoring").is_dir()
                else None,
                content_checks=None
                if name in _WITHOUT_CONTENT_CHECKS
                else f"duplexworld.worlds.{name}.contract:CHECKS",
                library=_library(name),
            )
        )
    # the worlds' own metrics, registered here rather than by importing their modules
    from duplexworld.metrics.base import register_metrics
    from duplexworld.worlds.pathfinding.metrics import METRICS as PATHFINDING_METRICS
    from duplexworld.worlds.workbench.metrics import METRICS as WORKBENCH_METRICS

    register_metrics(PATHFINDING_METRICS)
    register_metrics(WORKBENCH_METRICS)


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


@functools.cache
def _load_once(path: Path, stamp: tuple[int, int, int]) -> Scenario | ScenarioError:
    # Parsing every packaged file takes seconds of CPU (bounded YAML, then the schema), and
    # the CLI, campaigns and tests ask for the same files again and again: each file is
    # parsed once per process. The file's (mtime, size, inode) is part of the key, so an edited
    # or regenerated file is read again. The scenario is read-only (``scenario.frozen``), so
    # sharing it is safe; an error is kept as one too.
    try:
        return load_scenario(path)
    except ScenarioError as exc:
        return exc


def packaged_scenario(path: Path) -> Scenario:
    """One packaged scenario file, parsed once per process while the file is unchanged.

    The same (read-only) object is returned to every caller.

    Raises:
        ScenarioError: the file does not load.
    """
    path = Path(path)
    try:
        info = path.stat()
    except OSError:
        return load_scenario(path)  # raises the loader's "cannot read file" error
    loaded = _load_once(path, (info.st_mtime_ns, info.st_size, info.st_ino))
    if isinstance(loaded, ScenarioError):
        # a fresh exception each time: a raised one collects its traceback
        raise ScenarioError(loaded.path, loaded.field, loaded.problem)
    return loaded


def builtin_scenario_set(world: str | None = None) -> ScenarioSet:
    """The packaged scenarios (of one world, or all) that load, and one error per file that
    does not (or repeats an id), in path order; each file parsed once per process."""
    loaded = ScenarioSet()
    seen: dict[str, Path] = {}
    for path in scenario_paths(world):
        try:
            scenario = packaged_scenario(path)
        except ScenarioError as exc:
            loaded.errors.append(exc)
            continue
        if scenario.id in seen:
            problem = f"duplicate id {scenario.id!r} (also in {seen[scenario.id]})"
            loaded.errors.append(ScenarioError(path, "id", problem))
            continue
        seen[scenario.id] = path
        loaded.scenarios.append(scenario)
    return loaded


def builtin_scenarios(world: str | None = None) -> tuple[Scenario, ...]:
    """The packaged scenarios (of one world, or all), in path order.

    Each file is parsed once per process; every call returns the same read-only objects.

    Raises:
        ScenarioError: the first packaged file that does not load (or repeats an id).
    """
    loaded = builtin_scenario_set(world)
    if loaded.errors:
        raise loaded.errors[0]
    return tuple(loaded.scenarios)


__all__ = [
    "WorldEntry",
    "build_world",
    "builtin_scenario_set",
    "builtin_scenarios",
    "packaged_scenario",
    "register_builtin_worlds",
    "register_world",
    "scenario_paths",
    "world_class",
    "world_names",
]
