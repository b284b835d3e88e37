"""Metric values and the registry of metrics by name and version."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

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


@dataclass(frozen=True)
class Metric:
    """A registered metric: ``compute`` returns ``None`` when it cannot be computed."""

    name: str
    version: str
    compute: MetricFunction
    description: str


REGISTRY: dict[str, Metric] = {}


def register(
    name: str, version: str, description: str
) -> Callable[[MetricFunction], MetricFunction]:
    """Register a metric function under ``name`` and ``version``."""

    def add(function: MetricFunction) -> MetricFunction:
        if name in REGISTRY:
            raise ValueError(f"metric {name!r} registered twice")
        REGISTRY[name] = Metric(
            name=name, version=version, compute=function, description=description
        )
        return function

    return add
