"""Metric values and the one registry of metrics by name and version, plug-ins included.

A metric module declares its metrics in a :class:`MetricSet` (each with the version, a
description and its :class:`MetricDisplay`: pillar, label, scale, direction, pooling); nothing
is registered by importing it. The registry fills itself on first use with the built-in sets
(:func:`duplexworld.metrics.builtin.builtin_metric_sets`); a world registers its own set when
the world registry loads it (:func:`register_metrics`). Metric plug-ins come from installed
packages the way agents and worlds do: an entry point in the ``duplexworld.metrics`` group
names a zero-argument factory returning a :class:`MetricPlugin` (a typed protocol: name,
version, description, where the report shows it, and ``compute`` from the stored trace alone).
They are loaded once per process, before scoring, into the same registry
(:func:`load_metric_plugins`); in-process code can call :func:`register_plugin`. The report
takes every column's display from here (:func:`metric_displays`) and names no metric itself.
"""

from __future__ import annotations

import importlib.metadata
import math
import re
import threading
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Literal, Protocol, TypeVar, get_args, runtime_checkable

from pydantic import BaseModel, ConfigDict, JsonValue

from duplexworld.scenario import Scenario
from duplexworld.trace import Trace


class Tally(BaseModel):
    """How a metric pools over episodes: the pooled value is sum(numerator) / sum(events).

    A metric with a tally is a rate or a mean over events (tau2-bench pools the events of all
    calls, then computes once); tables pool it so rather than averaging per-episode values.
    """

    model_config = ConfigDict(frozen=True)

    numerator: float
    """Events that count (a rate) or the sum of the per-event values (a mean)."""
    events: int
    """Events behind the value: the denominator."""
    min_events: int = 0
    """A pooled value backed by fewer events is hidden ("n<10"), never shown as a number."""


class MetricValue(BaseModel):
    """One metric's value for one episode, with the version that computed it and evidence."""

    model_config = ConfigDict(frozen=True)

    name: str
    version: str
    value: float
    evidence: dict[str, JsonValue] = {}
    tally: Tally | None = None
    """Set on event-pooled metrics: what the tables pool over episodes."""


class Absent(BaseModel):
    """A metric that has no defined value for this episode, and why (never 0)."""

    model_config = ConfigDict(frozen=True)

    name: str
    version: str
    reason: str


MetricFunction = Callable[[Scenario, Trace], MetricValue | Absent | None]
"""Computes a metric: a value, an :class:`Absent` with the reason, or None (not computed)."""

MetricFunctionT = TypeVar("MetricFunctionT", bound=MetricFunction)
"""A metric function of its own signature (a metric called directly keeps its return type)."""


Pillar = Literal["agentic", "dynamics", "naturalness"]
"""The report's pillars (REFERENCE.md section 3)."""

Pooling = Literal["scenario_mean", "pass_k", "tau_rate", "tau_mean", "tau_ratio"]
"""How the report forms a cell's value: mean over scenarios of per-scenario means (with a
bootstrap over scenarios); a Pass@k / Pass^k estimator; a tau-Voice share pooled over events (a
bootstrap over scenarios with their events kept together); a tau-Voice mean pooled over
events; a tau-Voice ratio of counts (interruptions per response event)."""

UNIT: tuple[float, float] = (0.0, 1.0)
"""The scale of a share or a 0-1 score."""


@dataclass(frozen=True)
class MetricDisplay:
    """Where and how the report shows a metric: declared with the metric, never in the report."""

    pillar: Pillar
    label: str = ""
    """Column label (default: the metric's name)."""
    scale: tuple[float, float] | None = None
    """The metric's range, for the radar; ``None`` keeps it off the radar."""
    higher_is_better: bool = True
    absent: str = "could not be computed for this episode"
    """Why a value is usually absent (an episode's own reason is shown when it gave one)."""
    pooling: Pooling = "scenario_mean"
    """How the tables pool the metric over episodes."""
    core: bool = False
    """Shown even when absent everywhere in a run (else left out where absent)."""
    description: str = ""
    """The report's one-line gloss (default: the metric's description)."""

    def __post_init__(self) -> None:
        # a display is often written positionally: a value in the wrong slot fails here,
        # not when a report is built
        if self.pillar not in get_args(Pillar):
            raise ValueError(f"pillar must be one of {get_args(Pillar)}, got {self.pillar!r}")
        if self.pooling not in get_args(Pooling):
            raise ValueError(f"pooling must be one of {get_args(Pooling)}, got {self.pooling!r}")
        if not all(isinstance(v, str) for v in (self.label, self.absent, self.description)):
            raise ValueError("label, absent and description must be text")
        if not (isinstance(self.higher_is_better, bool) and isinstance(self.core, bool)):
            raise ValueError("higher_is_better and core must be True or False")


@dataclass(frozen=True)
class Metric:
    """A registered metric: ``compute`` returns ``None`` when it cannot be computed."""

    name: str
    version: str
    compute: MetricFunction
    description: str
    voice_only: bool = False
    """Needs speech (audio, speech timing, turn taking): absent in text mode."""
    display: MetricDisplay | None = None
    """Where the report shows it; ``None``: a plain column under "other"."""


@dataclass(frozen=True)
class Column:
    """A results column the report shows that no registered metric computes (the reward,
    the Pass estimators): only its display."""

    name: str
    display: MetricDisplay


class MetricSet:
    """One module's metrics and columns, in the order they are declared (the report's order
    within a pillar). Declaring does not register: the set's owner registers it."""

    def __init__(self) -> None:
        self.metrics: list[Metric] = []
        self.columns: list[Column] = []

    def metric(
        self,
        name: str,
        version: str,
        description: str,
        *,
        display: MetricDisplay | None = None,
        voice_only: bool = False,
    ) -> Callable[[MetricFunctionT], MetricFunctionT]:
        """Declare a metric function under ``name`` and ``version`` (returned unchanged, so
        it can still be called directly); ``voice_only`` metrics are absent from text-mode
        episodes with the reason ``TEXT_MODE``."""

        def add(function: MetricFunctionT) -> MetricFunctionT:
            self.metrics.append(Metric(name, version, function, description, voice_only, display))
            return function

        return add

    def column(self, name: str, display: MetricDisplay) -> None:
        """Declare the display of a column computed elsewhere than in a metric function."""
        self.columns.append(Column(name, display))


TEXT_MODE = "text mode"
"""Why a ``voice_only`` metric is absent from a text-mode episode (never 0)."""

_METRICS: dict[str, Metric] = {}
_DISPLAYS: dict[str, MetricDisplay] = {}
_shown: Mapping[str, MetricDisplay] | None = None
"""``metric_displays()``'s answer until a registration changes the displays."""
_builtins_registered = False
_LOCK = threading.RLock()
# scoring may start in several threads at once: none may see a half-filled registry


def _ensure_builtins() -> None:
    # on first use rather than on import: importing a metric module registers nothing
    global _builtins_registered
    if _builtins_registered:
        return
    with _LOCK:
        if _builtins_registered:
            return
        from duplexworld.metrics.builtin import builtin_metric_sets

        for metric_set in builtin_metric_sets():
            _register_set(metric_set)
        _builtins_registered = True


def _add(metric: Metric) -> None:
    global _shown
    if _METRICS.get(metric.name) is metric:  # the same set registered again
        return
    if metric.name in _METRICS or metric.name in _DISPLAYS:
        raise ValueError(f"metric {metric.name!r} registered twice")
    _METRICS[metric.name] = metric
    if metric.display is not None:
        _DISPLAYS[metric.name] = metric.display
        _shown = None


def _register_set(metric_set: MetricSet) -> None:
    global _shown
    for metric in metric_set.metrics:
        _add(metric)
    for column in metric_set.columns:
        if _DISPLAYS.get(column.name) is column.display:
            continue
        if column.name in _DISPLAYS or column.name in _METRICS:
            raise ValueError(f"metric {column.name!r} registered twice")
        _DISPLAYS[column.name] = column.display
        _shown = None


class MetricRegistry(Mapping[str, Metric]):
    """The registered metrics by name, in registration order; the built-in ones are
    registered on first use."""

    def __getitem__(self, name: str) -> Metric:
        _ensure_builtins()
        return _METRICS[name]

    def __iter__(self) -> Iterator[str]:
        _ensure_builtins()
        return iter(list(_METRICS))

    def __len__(self) -> int:
        _ensure_builtins()
        return len(_METRICS)

    def pop(self, name: str, default: Metric | None = None) -> Metric | None:
        """Forget metric ``name`` and its display and return it (tests that register a
        metric of their own clean up with this; a plug-in stays in ``PLUGINS``)."""
        global _shown
        _ensure_builtins()
        with _LOCK:
            _shown = None
            _DISPLAYS.pop(name, None)
            return _METRICS.pop(name, default)


REGISTRY = MetricRegistry()
"""Every registered metric by name."""


def register_metrics(metric_set: MetricSet) -> None:
    """Register a set's metrics and columns (a world's own set; the built-in sets are
    registered on the registry's first use). Registering the same set again does nothing.

    Raises:
        ValueError: a name is registered already by another metric or column.
    """
    _ensure_builtins()
    with _LOCK:
        _register_set(metric_set)


def metric_displays() -> Mapping[str, MetricDisplay]:
    """Every registered display by column name, in registration order, each with its
    description (the declared one, else the metric's). Metric plug-ins are loaded first;
    a world's metrics are here once the world registry has loaded it.

    The same mapping object is returned until a registration changes it, so a caller may
    cache what it derives on its identity.
    """
    global _shown
    load_metric_plugins()
    _ensure_builtins()
    with _LOCK:
        if _shown is None:
            shown: dict[str, MetricDisplay] = {}
            for name, display in _DISPLAYS.items():
                metric = _METRICS.get(name)
                if not display.description and metric is not None:
                    display = replace(display, description=metric.description)
                shown[name] = display
            _shown = MappingProxyType(shown)
        return _shown


def absent_reason(
    metric: str, scores: Mapping[str, object], absent: Mapping[str, str] | None = None
) -> str:
    """Why an episode's metric is absent: the reason its ``scores.json`` gives when it gives
    one (its ``absent`` map, or a MetricValue whose evidence has ``reason``), else the cause
    the metric's display declares."""
    if absent and isinstance(absent.get(metric), str):
        return str(absent[metric])
    stored = scores.get(metric)
    if isinstance(stored, dict):
        evidence = stored.get("evidence")
        if isinstance(evidence, dict) and isinstance(evidence.get("reason"), str):
            return str(evidence["reason"])
    display = metric_displays().get(metric)
    return display.absent if display is not None else "could not be computed for this episode"


ENTRY_POINT_GROUP = "duplexworld.metrics"
"""Entry-point group of metric plug-ins; each target is a factory taking no arguments."""


@runtime_checkable
class MetricPlugin(Protocol):
    """A metric from an installed package, computed from the stored trace only.

    ``compute`` returns a :class:`MetricValue` carrying the plug-in's name and version, or an
    :class:`Absent` with the reason; never 0 for "could not compute".
    """

    name: str
    version: str
    description: str
    display: MetricDisplay

    def compute(self, trace: Trace) -> MetricValue | Absent:
        """The metric's value for one episode's trace, or Absent with the reason."""


_NAME = re.compile(r"^[A-Za-z][A-Za-z0-9_]*$")
PLUGINS: dict[str, MetricPlugin] = {}
"""Registered plug-in metrics by name (each is in ``REGISTRY`` too)."""
_loaded = False


def _plugin_compute(plugin: MetricPlugin) -> MetricFunction:
    def compute(scenario: Scenario, trace: Trace) -> MetricValue | Absent:
        # the scenario is not passed on: a plug-in scores what the stored trace shows
        try:
            value = plugin.compute(trace)
        except Exception as exc:  # one broken plug-in must not stop scoring an episode
            return Absent(
                name=plugin.name,
                version=plugin.version,
                reason=f"plug-in failed: {type(exc).__name__}: {str(exc)[:200]}",
            )
        if isinstance(value, Absent):
            return value.model_copy(update={"name": plugin.name, "version": plugin.version})
        if not isinstance(value, MetricValue):
            return Absent(
                name=plugin.name,
                version=plugin.version,
                reason=f"plug-in returned {type(value).__name__}, not MetricValue or Absent",
            )
        if not math.isfinite(value.value):
            return Absent(name=plugin.name, version=plugin.version, reason="not a finite number")
        return value.model_copy(update={"name": plugin.name, "version": plugin.version})

    return compute


def register_plugin(plugin: object, where: str = "metric plug-in") -> MetricPlugin:
    """Register a plug-in metric in the registry (entry points, or in-process code).

    Raises:
        ValueError: it does not implement :class:`MetricPlugin`, its name is not an
            identifier, or another metric already has that name.
    """
    if not isinstance(plugin, MetricPlugin):
        raise ValueError(
            f"{where}: {type(plugin).__qualname__} is not a MetricPlugin "
            "(needs name, version, description, display and compute(trace))"
        )
    if not isinstance(plugin.display, MetricDisplay):
        raise ValueError(f"{where}: display must be a MetricDisplay")
    if not _NAME.match(str(plugin.name)):
        raise ValueError(f"{where}: metric name {plugin.name!r} is not an identifier")
    known = PLUGINS.get(plugin.name)
    if known is plugin:
        return plugin
    _ensure_builtins()
    if plugin.name in _METRICS or plugin.name in _DISPLAYS:
        raise ValueError(f"{where}: metric {plugin.name!r} is already registered")
    display = plugin.display
    if not display.description:  # the panel says where the column comes from
        gloss = f"plug-in {plugin.name} v{plugin.version}: {plugin.description}"
        display = replace(display, description=gloss)
    metric = Metric(
        name=plugin.name,
        version=str(plugin.version),
        compute=_plugin_compute(plugin),
        description=str(plugin.description),
        display=display,
    )
    with _LOCK:
        _add(metric)
    PLUGINS[plugin.name] = plugin
    return plugin


def load_metric_plugins() -> None:
    """Register every metric plug-in (entry points of ``ENTRY_POINT_GROUP``) once per process.

    Raises:
        ValueError: a plug-in cannot be loaded or is not a MetricPlugin (named by its entry
            point), or clashes with a registered metric.
    """
    global _loaded
    if _loaded:
        return
    _loaded = True
    for point in importlib.metadata.entry_points(group=ENTRY_POINT_GROUP):
        where = f"metric entry point {point.name!r} ({point.value})"
        try:
            factory = point.load()
        except (ImportError, AttributeError) as exc:
            raise ValueError(f"{where}: {exc}") from None
        if not callable(factory):
            raise ValueError(f"{where} is not callable")
        register_plugin(factory(), where)
