"""One registry of worlds: name -> world class, scenario folder and optional capabilities.

Worlds are plug-ins, the built-in ones included: a package declares an entry point in the
``duplexworld.worlds`` group whose target is a function that calls ``register_world`` (the
built-in worlds are registered by ``duplexworld.worlds:register_builtin_worlds``). Nothing
in this package imports a concrete world; lookups load the plug-ins on first use.

What a world can do beyond the World contract is declared by the object it registers as
``capabilities``, checked against the typed protocols below (never by probing attribute names
or comparing world names):

- ``GoalStateRule``: the world scores GS by its own rule instead of the record-store hash
  (Pathfinding: where the walker stands);
- ``EnvironmentAssertion``: the ENV factor;
- ``ArtifactWriter``: files written beside a finished trace (route maps);
- ``CallerBuilder``: the world's own caller (the Pathfinding walker);
- ``ReferenceAgentBuilder``: the world's own reference agent (the Pathfinding copilot);
- ``SupersededMetrics``: generic metrics the world grades by its own rule, absent from its
  episodes with the reason (the workbench's ACT: its AC and field graders).

``WorldEntry.gold_actions`` says whether the world's scenarios have a reference workload of
gold actions (ACT and the effort split are absent where they do not).
"""

from __future__ import annotations

import importlib
import importlib.metadata
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, TypeVar, runtime_checkable

from duplexworld.world.base import World

if TYPE_CHECKING:
    from duplexworld.scenario import Scenario
    from duplexworld.trace import Trace

ENTRY_POINT_GROUP = "duplexworld.worlds"
"""Entry-point group of world plug-ins; each target is a function taking no arguments."""


@runtime_checkable
class GoalStateRule(Protocol):
    """GS by the world's own rule: ``(value, evidence)`` from the scenario and the trace."""

    def goal_state(self, scenario: Scenario, trace: Trace) -> tuple[float, dict[str, Any]]:
        """The goal-state value and its evidence."""


@runtime_checkable
class EnvironmentAssertion(Protocol):
    """The ENV reward factor: the world's post-hoc check of the outcome."""

    def env_assertion(
        self, scenario: Scenario, trace: Trace
    ) -> tuple[float | None, dict[str, Any]]:
        """The assertion's value and its evidence; None when it cannot be decided for this
        episode (then ENV is absent with ``evidence["reason"]``)."""


@runtime_checkable
class ArtifactWriter(Protocol):
    """Files the world writes beside a finished trace (shown by the report)."""

    def write_artifacts(self, scenario: Scenario, directory: Path) -> list[Path]:
        """Write the files and return their paths."""


@runtime_checkable
class CallerBuilder(Protocol):
    """The world's own caller in place of the default scripted caller."""

    def build_caller(self, scenario: Scenario, speaker: Any, seed: int) -> Any:
        """A caller for one episode (the orchestrator's ``Caller`` contract)."""


@runtime_checkable
class TextCallerBuilder(Protocol):
    """A world's own caller that can also run in text mode (``--channel text``)."""

    def build_text_caller(self, scenario: Scenario, speaker: Any, seed: int) -> Any:
        """A caller that reads the agent's messages and writes its lines as messages;
        ``speaker`` is the text mode's message timing (``episode.text_mode.TextMessages``)."""


@runtime_checkable
class ReferenceAgentBuilder(Protocol):
    """The world's own reference agent in place of the gold-procedure oracle."""

    def build_reference_agent(self, speaker: Any, asr: Any) -> Any:
        """A reference agent (the ``Agent`` contract) that speaks and listens with these."""


@runtime_checkable
class SupersededMetrics(Protocol):
    """Generic metrics that do not apply to the world's episodes: the world grades the same
    thing by its own rule. Scoring leaves each absent with its reason (never 0)."""

    def superseded_metrics(self) -> Mapping[str, str]:
        """Metric name -> why it is absent from this world's episodes."""


C = TypeVar("C")


@dataclass(frozen=True)
class WorldEntry:
    """A registered world.

    Attributes:
        name: the world's name, as scenarios write it.
        target: ``module:Class`` of its ``World`` subclass (imported on first use).
        scenario_dir: the folder of its packaged scenario files (``*.yaml``), if any.
        capabilities: ``module:attribute`` of the object implementing its optional
            capabilities (the protocols of this module), if any.
        gold_actions: whether its scenarios carry a reference workload of gold actions.
        authoring: ``module:attribute`` of its scenario sources (a sequence of functions
            that build its scenarios with ``duplexworld.authoring``), if its files are
            generated; ``duplexworld scenarios generate`` writes them into ``scenario_dir``.
        content_checks: ``module:attribute`` of its content checks (a sequence of functions
            taking a scenario and returning its problems, each ``field: what is wrong``),
            which ``duplexworld scenarios validate`` runs on each of its scenarios, if any.
        library: its library file (fact templates, gold-step shorthands, default fields:
            ``duplexworld.scenario.expand``), which the loader expands every scenario file
            of the world with, if any.
    """

    name: str
    target: str
    scenario_dir: Path | None = None
    capabilities: str | None = None
    gold_actions: bool = True
    authoring: str | None = None
    content_checks: str | None = None
    library: Path | None = None


_ENTRIES: dict[str, WorldEntry] = {}
_loaded = False


def register_world(entry: WorldEntry) -> None:
    """Register a world (plug-ins, the built-in worlds and test worlds).

    Raises:
        ValueError: another world is already registered under that name.
    """
    known = _ENTRIES.get(entry.name)
    if known is not None and known != entry:
        raise ValueError(f"world {entry.name!r} is already registered as {known.target}")
    _ENTRIES[entry.name] = entry


def load_world_plugins() -> None:
    """Register every world plug-in (entry points of ``ENTRY_POINT_GROUP``) once per process;
    world plug-ins also register their own metrics."""
    global _loaded
    if _loaded:
        return
    _loaded = True
    for point in importlib.metadata.entry_points(group=ENTRY_POINT_GROUP):
        register: Callable[[], None] = point.load()
        register()


def world_names() -> list[str]:
    """Names of the registered worlds, sorted."""
    load_world_plugins()
    return sorted(_ENTRIES)


def world_entry(name: str) -> WorldEntry:
    """The entry of world ``name``.

    Raises:
        ValueError: no world has that name; the message lists the known worlds.
    """
    load_world_plugins()
    try:
        return _ENTRIES[name]
    except KeyError:
        known = ", ".join(sorted(_ENTRIES)) or "none"
        raise ValueError(f"unknown world {name!r} (known worlds: {known})") from None


def _resolve(target: str) -> Any:
    module_name, _, attribute = target.partition(":")
    value: Any = importlib.import_module(module_name)
    for part in attribute.split("."):
        value = getattr(value, part)  # resolving a declared "module:attr" target, not probing
    return value


def world_class(name: str) -> type[World]:
    """The ``World`` subclass registered as ``name``.

    Raises:
        ValueError: no world has that name.
        TypeError: the registered target is not a World subclass.
    """
    entry = world_entry(name)
    cls = _resolve(entry.target)
    if not (isinstance(cls, type) and issubclass(cls, World)):
        raise TypeError(f"{entry.target} is not a World subclass")
    return cls


def build_world(scenario: Scenario) -> World:
    """A fresh world of the scenario's kind, loaded with its seed records and volatility."""
    world = world_class(scenario.world)(scenario.seed)
    world.schedule_changes(scenario.world_changes)
    return world


def capability(name: str, protocol: type[C]) -> C | None:
    """World ``name``'s implementation of a capability protocol, or None when it has none.

    An unregistered world (a test world built by hand) has no capabilities.
    """
    try:
        entry = world_entry(name)
    except ValueError:
        return None
    if entry.capabilities is None:
        return None
    implementation = _resolve(entry.capabilities)
    return implementation if isinstance(implementation, protocol) else None


def scenario_sources(name: str) -> Sequence[Callable[[], Any]]:
    """World ``name``'s scenario source functions (empty when its files are not generated).

    Raises:
        ValueError: no world has that name.
    """
    entry = world_entry(name)
    return () if entry.authoring is None else tuple(_resolve(entry.authoring))


def content_checks(name: str) -> Sequence[Callable[[Scenario], list[str]]]:
    """World ``name``'s content checks (empty for a world without them or an unknown one)."""
    try:
        entry = world_entry(name)
    except ValueError:
        return ()
    return () if entry.content_checks is None else tuple(_resolve(entry.content_checks))


def has_gold_actions(name: str) -> bool:
    """Whether world ``name``'s scenarios have gold actions (True for unknown worlds)."""
    try:
        return world_entry(name).gold_actions
    except ValueError:
        return True
