"""How well a wall-clock call kept time: every tick's lateness, summarised for the trace.

A real-time call sends the caller's audio of tick t from the wall-clock instant t0 + t * 200 ms.
When the harness itself is slow (the caller's recognition, a loaded CPU), tick t starts late:
the provider hears the caller's audio stop and then arrive in a burst, which is no property of
the agent. The bridge records each tick's lateness; the tick loop writes the summary into the
trace's final record (the ``terminated`` event's ``tick_lateness``: the header is written before
the first tick and holds no wall-clock values), the episode copies it into ``meta.json``, and
refuses to score a call whose p99 lateness exceeds the agent's bound
(``InfrastructureError("harness_late")``: rerun, then ``infra_failed``, never scored).
:class:`TickLateness` lives with the trace's events (this module re-exports it).
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

import numpy as np

from duplexworld.trace.events import TickLateness

__all__ = ["DEFAULT_MAX_LATE_P99_MS", "LatenessLog", "TickLateness", "TimeKeeping"]

DEFAULT_MAX_LATE_P99_MS = 100.0
"""Default bound on a call's p99 tick lateness (half a tick)."""


class LatenessLog:
    """Per-tick lateness of one call, in milliseconds."""

    def __init__(self, bound_ms: float, tick_ms: float) -> None:
        self.bound_ms = bound_ms
        self.tick_ms = tick_ms
        self.samples: list[float] = []

    def record(self, late_s: float) -> None:
        """Record one tick that started ``late_s`` seconds after its schedule (early is 0)."""
        self.samples.append(max(0.0, late_s) * 1000.0)

    def summary(self) -> TickLateness:
        """The call's summary (zeros for a call without ticks)."""
        values = np.asarray(self.samples or [0.0], dtype=np.float64)
        return TickLateness(
            ticks=len(self.samples),
            p50_ms=round(float(np.percentile(values, 50)), 1),
            p99_ms=round(float(np.percentile(values, 99)), 1),
            max_ms=round(float(values.max()), 1),
            over_tick=int((values >= self.tick_ms).sum()),
            bound_ms=self.bound_ms,
        )


@runtime_checkable
class TimeKeeping(Protocol):
    """An agent that runs on the wall clock and measures how late each tick started."""

    def lateness(self) -> TickLateness:
        """The summary of the call so far."""
        ...
