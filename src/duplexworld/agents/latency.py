"""The measured-latency rule for in-process agents.

An in-process agent is called synchronously inside the tick, so by default its compute time
is free: a slow model would score as instant. Under this rule each stage's measured wall time
moves its output to the tick at which it would have been ready: an output whose stages took
``s`` seconds, triggered at tick ``t``, happens at tick ``t + ceil(s / 0.2 s)``. Agents that use
it say so in their trace header (``timing``), and note each turn's stage times.
"""

from __future__ import annotations

import math
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from duplexworld.units import TICK_MS

RULE = (
    "measured: each stage's wall time delays its output by ceil(seconds / 0.2 s) ticks "
    "from the tick that triggered it"
)
"""The rule's description for trace headers."""


def ticks_for(seconds: float) -> int:
    """Ticks an output is delayed by stages that took ``seconds`` of wall time."""
    return max(0, math.ceil(seconds * 1000.0 / TICK_MS - 1e-9))


@dataclass
class StageClock:
    """Measures the stages of one output (``with clock.stage("asr"): ...``)."""

    stages: dict[str, float] = field(default_factory=dict)

    @contextmanager
    def stage(self, name: str) -> Iterator[None]:
        """Time one stage (added to any earlier time of the same name)."""
        started = time.perf_counter()
        try:
            yield
        finally:
            self.stages[name] = self.stages.get(name, 0.0) + time.perf_counter() - started

    @property
    def seconds(self) -> float:
        """Total measured time."""
        return sum(self.stages.values())

    def ready_tick(self, trigger_tick: int) -> int:
        """The tick at which the output is ready."""
        return trigger_tick + ticks_for(self.seconds)

    def note(self, what: str, trigger_tick: int) -> str:
        """A trace note: the stage times and the tick the output moved to."""
        parts = ", ".join(f"{k} {v:.2f} s" for k, v in self.stages.items())
        return f"latency {what}: {parts} -> tick {self.ready_tick(trigger_tick)}"
