"""The step budget counts the agent's CPU time: a loaded machine fails no agent, a spinning
one is still cut.

Two CPU burner processes (as many as this machine has cores, on the machines the project runs
on) compete with the agent's thread, so a step's wall time is a multiple of its CPU time.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator

import numpy as np
import pytest

from duplexworld.agents import AgentChunk
from duplexworld.agents.base import AgentInput
from duplexworld.agents.errors import AgentFault
from duplexworld.agents.guard import AgentGuard, HarnessDials
from duplexworld.testing.load import cpu_burners

WORK_CPU_S = 0.2
"""CPU seconds of work one well-behaved step does."""
BUDGET_CPU_S = 0.25
"""The step budget: above the work, below its wall time when it shares a core with burners."""


@pytest.fixture
def two_burners() -> Iterator[None]:
    with cpu_burners(2):
        yield


class Worker:
    """Does ``WORK_CPU_S`` of CPU work per step (measured on its own thread's clock)."""

    name = "worker"

    def __init__(self) -> None:
        self.walls: list[float] = []

    def start(self, context: object) -> None:
        pass

    def step(self, data: AgentInput) -> AgentChunk:
        began_wall, began_cpu = time.monotonic(), time.thread_time()
        total = 0
        while time.thread_time() - began_cpu < WORK_CPU_S:
            total += sum(range(1000))
        self.walls.append(time.monotonic() - began_wall)
        return AgentChunk()

    def spec(self) -> dict[str, str]:
        return {"name": self.name}


class Spinner:
    """Spins forever in its first step (until the test releases it)."""

    name = "spinner"

    def __init__(self) -> None:
        self.release = threading.Event()

    def start(self, context: object) -> None:
        pass

    def step(self, data: AgentInput) -> AgentChunk:
        while not self.release.is_set():
            pass
        return AgentChunk()

    def spec(self) -> dict[str, str]:
        return {"name": self.name}


def _input(tick: int) -> AgentInput:
    return AgentInput(tick=tick, audio=np.zeros(1600, dtype=np.int16))


def test_a_loaded_machine_does_not_fail_a_well_behaved_agent(two_burners):
    agent = Worker()
    guard = AgentGuard(agent, HarnessDials(step_budget_s=BUDGET_CPU_S, step_wall_cap_s=30))
    for tick in range(6):
        guard.step(_input(tick))  # raises AgentFault if the budget tripped
    costs = guard.step_costs()
    guard.close()
    # the load was real: a wall-clock budget of the same size would have failed the agent
    assert max(agent.walls) > BUDGET_CPU_S, agent.walls
    assert costs["steps"] == 6 and costs["max_step_wall_s"] > BUDGET_CPU_S
    assert WORK_CPU_S <= costs["max_step_cpu_s"] < BUDGET_CPU_S


def test_a_spinning_agent_is_still_cut_at_its_cpu_budget_under_load_and_charges_no_other(
    two_burners,
):
    agent = Spinner()
    guard = AgentGuard(agent, HarnessDials(step_budget_s=0.3, step_wall_cap_s=60))
    started = time.monotonic()
    try:
        with pytest.raises(AgentFault, match=r"step\(tick 0\) used more than its CPU budget"):
            guard.step(_input(0))
        assert time.monotonic() - started < 15  # cut long before the wall cap
        # its thread spins on in this process: what it uses is not charged to the next agent
        worker = Worker()
        calm = AgentGuard(worker, HarnessDials(step_budget_s=BUDGET_CPU_S, step_wall_cap_s=30))
        for tick in range(4):
            calm.step(_input(tick))
        calm.close()
    finally:
        agent.release.set()
