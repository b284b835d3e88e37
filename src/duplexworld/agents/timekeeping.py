"""How well a wall-clock call kept time: every tick's lateness, summarised for the trace.

A real-time call sends the caller's audio of tick t from the wall-clock instant t0 + t * 200 ms.
When the harness itself is slow (the caller's recognition, a loaded CPU), tick t starts late:
the provider hears the caller's audio stop and then arrive in a burst, which is no property of
the agent. The bridge records each tick's lateness; the episode writes the summary into the
trace's ``meta.json`` and refuses to score a call whose p99 lateness exceeds the agent's bound
(``InfrastructureError("harness_late")``: rerun, then ``infra_failed``, never scored).
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

import numpy as np
from pydantic import BaseModel, ConfigDict

DEFAULT_MAX_LATE_P99_MS = 100.0
"""Default bound on a call's p99 tick lateness (half a tick)."""


class TickLateness(BaseModel):
    """Summary of a call's tick lateness (milliseconds after each tick's scheduled start).

    Attributes:
        ticks: ticks measured.
        p50_ms, p99_ms, max_ms: percentiles and worst of the lateness.
        over_tick: ticks that started a whole tick (200 ms of call time) or more late.
        bound_ms: the p99 bound the call is held to.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    ticks: int
    p50_ms: float
    p99_ms: float
    max_ms: float
    over_tick: int
    bound_ms: float

    @property
    def too_late(self) -> bool:
        """Whether the call broke its bound (it must not be scored)."""
        return self.p99_ms > self.bound_ms

    def line(self, what: str = "tick lateness", over: str = "ticks") -> str:
        """One line for a failure row or a log (``what`` is measured, ``over`` what)."""
        return (
            f"{what} p50 {self.p50_ms:.0f} ms, p99 {self.p99_ms:.0f} ms, max "
            f"{self.max_ms:.0f} ms over {self.ticks} {over} (bound p99 <= {self.bound_ms:g} ms)"
        )


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
