"""Metric values and the one registry of metrics by name and version, plug-ins included.

Built-in metrics register with :func:`register`. Metric plug-ins come from installed packages
the way agents and worlds do: an entry point in the ``duplexworld.metrics`` group names a
zero-argument factory returning a :class:`MetricPlugin` (a typed protocol: name, version,
description, where the report shows it, and ``compute`` from the stored trace alone). They
are loaded once per process, before scoring, into the same registry
(:func:`load_metric_plugins`); in-process code can call :func:`register_plugin`.
"""

from __future__ import annotations

import importlib.metadata
import math
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal, Protocol, TypeVar, runtime_checkable

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


@dataclass(frozen=True)
class Metric:
    """A registered metric: ``compute`` returns ``None`` when it cannot be computed."""

    name: str
    version: str
    compute: MetricFunction
    description: str
    voice_only: bool = False
    """Needs speech (audio, speech timing, turn taking): absent in text mode."""


REGISTRY: dict[str, Metric] = {}

TEXT_MODE = "text mode"
"""Why a ``voice_only`` metric is absent from a text-mode episode (never 0)."""


def register(
    name: str, version: str, description: str, *, voice_only: bool = False
) -> Callable[[MetricFunctionT], MetricFunctionT]:
    """Register a metric function under ``name`` and ``version``; ``voice_only`` metrics
    are absent from text-mode episodes with the reason ``TEXT_MODE``."""

    def add(function: MetricFunctionT) -> MetricFunctionT:
        if name in REGISTRY:
            raise ValueError(f"metric {name!r} registered twice")
        REGISTRY[name] = Metric(
            name=name,
            version=version,
            compute=function,
            description=description,
            voice_only=voice_only,
        )
        return function

    return add


ENTRY_POINT_GROUP = "duplexworld.metrics"
"""Entry-point group of metric plug-ins; each target is a factory taking no arguments."""

Pillar = Literal["agentic", "dynamics", "naturalness"]
"""The report's pillars (REFERENCE.md section 3)."""


@dataclass(frozen=True)
class MetricDisplay:
    """Where and how the report shows a plug-in metric."""

    pillar: Pillar
    label: str = ""
    """Column label (default: the metric's name)."""
    scale: tuple[float, float] | None = None
    """The metric's range, for the radar; ``None`` keeps it off the radar."""
    higher_is_better: bool = True
    absent: str = "could not be computed for this episode"
    """Why a value is usually absent (an episode's own reason is shown when it gave one)."""


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
    if plugin.name in REGISTRY:
        raise ValueError(f"{where}: metric {plugin.name!r} is already registered")
    REGISTRY[plugin.name] = Metric(
        name=plugin.name,
        version=str(plugin.version),
        compute=_plugin_compute(plugin),
        description=str(plugin.description),
    )
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


def plugin_display(name: str) -> MetricDisplay | None:
    """How the report shows plug-in metric ``name``, or None when no plug-in has that name."""
    load_metric_plugins()
    plugin = PLUGINS.get(name)
    return plugin.display if plugin is not None else None
