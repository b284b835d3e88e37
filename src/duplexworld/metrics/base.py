"""Metric values and the registry of metrics by name and version."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from pydantic import BaseModel, ConfigDict, JsonValue

from duplexworld.scenario import Scenario
from duplexworld.trace import Trace


class MetricValue(BaseModel):
    """One metric's value for one episode, with the version that computed it and evidence."""

    model_config = ConfigDict(frozen=True)

    name: str
    version: str
    value: float
    evidence: dict[str, JsonValue] = {}


MetricFunction = Callable[[Scenario, Trace], MetricValue | None]


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
