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

A remote stage's wall time also holds what the harness's machine did to it: the client's
thread, runnable (a reply had arrived to be read), waiting for a core. That wait is charged
to the agent and says nothing of it, so the harness records it like a wall-clock call's tick
lateness (``agents/timekeeping.py``): each output's wait for a core inside its wall-charged
stages (:attr:`StageClock.late_s`, read from the kernel's per-thread scheduler statistics, not
reported by the agent) goes into a :class:`~duplexworld.agents.timekeeping.LatenessLog`; an
agent that keeps one says so by :class:`StageLateness`, the episode writes the summary to
``meta.json`` (``stage_lateness``) and refuses to score a call whose p99 exceeds the bound
(``harness_late``: rerun, then ``infra_failed``). A local stage's wait is not charged and so
not counted.
"""

from __future__ import annotations

import math
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal, Protocol, runtime_checkable

from duplexworld.agents.timekeeping import TickLateness
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


_SCHEDSTAT = Path("/proc/thread-self/schedstat")


def run_queue_wait() -> float:
    """Seconds the calling thread has spent runnable but waiting for a core, so far.

    The second field of the kernel's ``/proc/thread-self/schedstat`` (nanoseconds on a run
    queue); 0.0 where the kernel keeps no such statistics (then nothing counts as late).
    """
    try:
        return int(_SCHEDSTAT.read_text().split()[1]) / 1e9
    except (OSError, IndexError, ValueError):
        return 0.0


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
    waits: dict[str, float] = field(default_factory=dict)
    """Seconds the stages charged their wall time spent waiting for a core (the harness's
    machine's doing, charged to the agent all the same)."""

    @contextmanager
    def stage(self, name: str, charge: Charge = "cpu") -> Iterator[None]:
        """Charge the block's CPU time (a local stage) or wall time (``charge="wall"``)."""
        wall, cpu, queued = time.perf_counter(), cpu_now(), run_queue_wait()
        try:
            yield
        finally:
            wall = time.perf_counter() - wall
            if charge == "cpu":
                self.add(name, cpu_now() - cpu, charge)
                self.walls[name] = self.walls.get(name, 0.0) + wall
            else:
                self.add(name, wall, charge, run_queue_wait() - queued)

    def add(self, name: str, seconds: float, charge: Charge, waited: float = 0.0) -> None:
        """Charge ``seconds`` measured elsewhere to stage ``name`` (added to any earlier);
        ``waited``: of a wall-charged stage, its seconds waiting for a core
        (:func:`run_queue_wait` before and after)."""
        self.stages[name] = self.stages.get(name, 0.0) + max(0.0, seconds)
        self.charges[name] = charge
        if charge == "wall":
            self.waits[name] = self.waits.get(name, 0.0) + max(0.0, waited)

    @property
    def seconds(self) -> float:
        """Total charged time."""
        return sum(self.stages.values())

    @property
    def late_s(self) -> float:
        """Seconds of the charge that were the harness's machine's: waits for a core inside
        the stages charged their wall time."""
        return sum(self.waits.values())

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


@runtime_checkable
class StageLateness(Protocol):
    """An agent in simulated time whose outputs are charged measured stage times, and that
    keeps how late the harness's machine made them (:attr:`StageClock.late_s` of each
    output, in a :class:`~duplexworld.agents.timekeeping.LatenessLog`)."""

    def stage_lateness(self) -> TickLateness:
        """The summary of the call so far (milliseconds of wait per output)."""
        ...
