"""The measured-latency rule for in-process agents.

An in-process agent is called synchronously inside the tick, so by default its compute time
is free: a slow model would score as instant. Under this rule each stage of an output is
charged a time, and the output moves to the tick at which it would have been ready: an output
whose stages were charged ``s`` seconds in all, triggered at tick ``t``, happens at tick
``t + ceil(s / 0.2 s)``. Agents that use it say so in their trace header (``timing``), and
note each output's charged stage times.

What a stage is charged depends on where its work is done, so that the charge says something
of the agent and nothing of how busy the machine running the benchmark was:

* a **local** stage (voice activity detection, recognition, synthesis: compute in this
  process) is charged the CPU time it used (``"cpu"``), not its wall time. On a loaded machine
  a stage spends most of its wall time waiting for a core. Measured on the shared 2-core test
  machine (whisper on a 4 s caller turn, 8 runs each, other jobs running): 1.4-1.9 s wall and
  0.67-0.81 CPU-s without burners, 3.4-6.4 s wall and 0.72-1.05 CPU-s beside two CPU
  burners (docs/agents.md has the cascade's figures). The CPU clock is the whole process's
  (less threads the harness abandoned, ``agent_cpu_now``), because inference libraries
  compute on threads of their own: the calling thread's own clock saw 0.01 of whisper's
  0.65 CPU-s. A stage computing on n threads at once is therefore charged as if it ran on
  one core.
* a **remote** stage (the language model behind an HTTP endpoint) is charged its wall time as
  measured (``"wall"``): its work is done elsewhere, and the wait is what a caller waits. A
  model served on the loaded machine itself carries that load into its wall time.
"""

from __future__ import annotations

import math
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Literal

from duplexworld.units import TICK_MS

Charge = Literal["cpu", "wall"]
"""How a stage is charged: its CPU time (local compute) or its wall time (a remote service)."""

RULE = (
    "measured: local stages (vad, asr, tts) are charged their CPU time, a remote model its "
    "wall time; an output is delayed by ceil(seconds / 0.2 s) ticks from the tick that "
    "triggered it"
)
"""The rule's description for trace headers."""


def ticks_for(seconds: float) -> int:
    """Ticks an output is delayed by stages charged ``seconds`` in all."""
    return max(0, math.ceil(seconds * 1000.0 / TICK_MS - 1e-9))


def cpu_now() -> float:
    """CPU seconds of this process so far, less what abandoned agent threads used."""
    # imported here: the episode package imports the agents package
    from duplexworld.agents.guard import agent_cpu_now

    return agent_cpu_now()


@dataclass
class StageClock:
    """Charges the stages of one output (``with clock.stage("asr"): ...``)."""

    stages: dict[str, float] = field(default_factory=dict)
    """Seconds charged to each stage."""
    charges: dict[str, Charge] = field(default_factory=dict)
    """How each stage was charged."""
    walls: dict[str, float] = field(default_factory=dict)
    """Wall seconds of the stages charged their CPU time (for the note: what the load did)."""

    @contextmanager
    def stage(self, name: str, charge: Charge = "cpu") -> Iterator[None]:
        """Charge the block's CPU time (a local stage) or wall time (``charge="wall"``)."""
        wall, cpu = time.perf_counter(), cpu_now()
        try:
            yield
        finally:
            wall = time.perf_counter() - wall
            if charge == "cpu":
                self.add(name, cpu_now() - cpu, charge)
                self.walls[name] = self.walls.get(name, 0.0) + wall
            else:
                self.add(name, wall, charge)

    def add(self, name: str, seconds: float, charge: Charge) -> None:
        """Charge ``seconds`` measured elsewhere to stage ``name`` (added to any earlier)."""
        self.stages[name] = self.stages.get(name, 0.0) + max(0.0, seconds)
        self.charges[name] = charge

    @property
    def seconds(self) -> float:
        """Total charged time."""
        return sum(self.stages.values())

    def ready_tick(self, trigger_tick: int) -> int:
        """The tick at which the output is ready."""
        return trigger_tick + ticks_for(self.seconds)

    def note(self, what: str, trigger_tick: int) -> str:
        """A trace note: each stage's charged time and how (with the wall time of a stage
        charged its CPU time), and the tick the output moved to."""
        parts = []
        for name, seconds in self.stages.items():
            part = f"{name} {seconds:.2f} s {self.charges[name]}"
            if name in self.walls:
                part += f" ({self.walls[name]:.2f} s wall)"
            parts.append(part)
        return f"latency {what}: {', '.join(parts)} -> tick {self.ready_tick(trigger_tick)}"
