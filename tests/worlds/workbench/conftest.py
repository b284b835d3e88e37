"""Helpers of the workbench tests: a scripted call on the real world, and its trace."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from duplexworld.metrics.scoring import score_trace
from duplexworld.scenario import Scenario
from duplexworld.trace import SpeechStarted, Terminated, ToolCalled, ToolReturned, Trace
from duplexworld.trace.header import TraceHeader
from duplexworld.world import ToolCall
from duplexworld.world.gold import gold_calls
from duplexworld.worlds import build_world, builtin_scenarios


def workflow(scenario_id: str) -> Scenario:
    """A packaged workbench workflow."""
    return next(s for s in builtin_scenarios("workbench") if s.id == scenario_id)


class ScriptedCall:
    """Tool calls made on the scenario's real world at chosen ticks, traced as the harness
    traces them (a call at tick t, its result at t + 1), then scored from that trace."""

    def __init__(self, scenario: Scenario) -> None:
        self.scenario = scenario
        self.world = build_world(scenario)
        self.events: list[Any] = [SpeechStarted(tick=1, lane="caller")]
        self.tick = 2
        self.count = 0

    def call(self, name: str, actor: str = "agent", **arguments: Any) -> str:
        """Run one call at the next tick; returns its result text."""
        self.tick += 1
        self.world.on_tick(self.tick)
        self.count += 1
        call = ToolCall(
            call_id=f"c{self.count}",
            name=name,
            arguments=arguments,
            actor=actor,  # type: ignore[arg-type]
        )
        lane = "caller" if actor == "user" else "agent"
        self.events.append(
            ToolCalled(
                tick=self.tick, call_id=call.call_id, actor=lane, name=name, arguments=arguments
            )
        )
        result = self.world.call(call)
        self.events.append(
            ToolReturned(
                tick=self.tick + 1,
                call_id=call.call_id,
                actor=lane,
                name=name,
                ok=result.ok,
                content=result.content,
            )
        )
        return result.content

    def gold_until(self, last: str) -> None:
        """Make the gold calls (references resolved) up to and excluding the first ``last``."""
        for action, call in zip(self.scenario.gold_actions, gold_calls(self.scenario), strict=True):
            if action.name == last:
                return
            self.call(call.name, action.actor, **dict(call.arguments))  # type: ignore[arg-type]

    def trace(self) -> Trace:
        """The trace of the call so far (ended by the user)."""
        header = TraceHeader(
            duplexworld_version="t",
            episode_key="k",
            scenario_id=self.scenario.id,
            scenario_sha256="0",
            world=self.scenario.world,
            run_index=0,
            seed=0,
            channel="clean",
            tick_ms=200,
            step_cap_ticks=self.scenario.step_cap_ticks,
            seed_state_hash="0",
            components={},
            scenario=self.scenario.model_dump(mode="json"),
        )
        events = [*self.events, Terminated(tick=self.tick + 2, reason="user_stop")]
        return Trace(Path("."), header, events, self.world.state())

    def scores(self) -> dict[str, Any]:
        """Every metric's value (None when absent) scored from the trace alone."""
        scored = score_trace(self.trace())
        return {name: (v.value if v is not None else None) for name, v in scored.metrics.items()}


@pytest.fixture
def freight() -> ScriptedCall:
    """A scripted call of the freight pickup workflow (a date corrected mid-call)."""
    return ScriptedCall(workflow("workbench_form_freight_pickup"))


@pytest.fixture
def lease() -> ScriptedCall:
    """A scripted call of the lease renewal workflow (an approval withdrawn)."""
    return ScriptedCall(workflow("workbench_negotiate_lease_renewal"))


@pytest.fixture
def scripted() -> Any:
    """A scripted call of any packaged workflow, by id."""
    return lambda scenario_id: ScriptedCall(workflow(scenario_id))
