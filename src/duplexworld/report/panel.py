"""The metric panel of the report: which metric belongs to which pillar, how it is pooled,
its scale, and why a value can be absent.

REFERENCE.md section 3: three pillars (agentic, dynamics, naturalness), reported side by
side and never composed into one number. Auxiliary metrics sit with the pillar they inform.
Every entry comes from the display a metric declared when it registered
(``duplexworld.metrics.base.MetricDisplay``: built-in metrics, a world's own metrics, metric
plug-ins); the report names no metric here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from duplexworld.metrics.base import MetricDisplay, Pooling, absent_reason, metric_displays
from duplexworld.metrics.tables import PASS_METRICS
from duplexworld.world.registry import load_world_plugins

__all__ = ["Pooling"]


@dataclass(frozen=True)
class PanelMetric:
    """One column of the panel."""

    name: str
    """The column name in results.jsonl (or the estimator's name: pass@1, pass@3, pass^3)."""
    label: str
    pillar: str
    pooling: Pooling = "scenario_mean"
    scale: tuple[float, float] | None = (0.0, 1.0)
    """The metric's range, for the radar (``None``: not on the radar)."""
    higher_is_better: bool = True
    absent: str = "could not be computed for this episode"
    """Why an episode's value is absent (shown on hover)."""
    description: str = ""
    core: bool = True
    """Shown even when absent everywhere in a run (else left out, with a note)."""

    @classmethod
    def of(cls, name: str, display: MetricDisplay) -> PanelMetric:
        """The panel entry of a registered display."""
        return cls(
            name,
            display.label or name,
            display.pillar,
            pooling=display.pooling,
            scale=display.scale,
            higher_is_better=display.higher_is_better,
            absent=display.absent,
            description=display.description,
            core=display.core,
        )


PILLARS = ("agentic", "dynamics", "naturalness")

_cache: tuple[Mapping[str, MetricDisplay], tuple[PanelMetric, ...], dict[str, PanelMetric]]
_cache = ({}, (), {})


def _entries() -> tuple[tuple[PanelMetric, ...], dict[str, PanelMetric]]:
    global _cache
    load_world_plugins()  # a world's own metrics register with the world
    displays = metric_displays()
    if _cache[0] is not displays:  # rebuilt only when a registration changed the displays
        entries = tuple(PanelMetric.of(name, display) for name, display in displays.items())
        _cache = (displays, entries, {m.name: m for m in entries})
    return _cache[1], _cache[2]


def panel() -> tuple[PanelMetric, ...]:
    """Every metric the report knows, in registration order; a column absent from a run is
    left out."""
    return _entries()[0]


def by_name() -> dict[str, PanelMetric]:
    """The panel's entries by column name."""
    return _entries()[1]


MIN_EVENTS_LABEL = "n<10"
"""How a tau-Voice rate backed by fewer than 10 pooled events is shown (never as 0)."""


ESTIMATORS = frozenset(PASS_METRICS)
"""Panel entries computed from the rewards rather than read from a column."""


UNASSIGNED = "other"
"""Where a metric column the panel does not know yet is shown (never dropped silently)."""


def unknown_metrics(present: set[str], metric_columns: set[str]) -> list[PanelMetric]:
    """Metric columns of the run that no registered metric declares a display for, as plain
    columns under ``other``."""
    known = by_name()
    return [
        PanelMetric(name, name, UNASSIGNED, scale=None, description="not in the report's panel")
        for name in sorted((present & metric_columns) - set(known))
    ]


def pillar_metrics(
    pillar: str, present: set[str], extra: list[PanelMetric] | None = None
) -> list[PanelMetric]:
    """The pillar's metrics that the run has a column for (and the Pass estimators)."""
    known = [
        m for m in panel() if m.pillar == pillar and (m.name in present or m.name in ESTIMATORS)
    ]
    return known + [m for m in extra or [] if m.pillar == pillar]


def episode_absent_reason(
    metric: str, scores: dict[str, object], absent: Mapping[str, str] | None = None
) -> str:
    """Why an episode's metric is absent: the reason its ``scores.json`` gives when it gives
    one (its ``absent`` map, or a MetricValue whose evidence has ``reason``), else the
    metric's known cause."""
    load_world_plugins()  # a world's own metrics declare their causes with the world
    return absent_reason(metric, scores, absent)
