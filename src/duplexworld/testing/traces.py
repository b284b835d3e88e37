"""Trace headers for tests: one builder instead of a copy in every test that makes a trace."""

from __future__ import annotations

from typing import Any

from duplexworld.scenario import Scenario
from duplexworld.trace.header import TraceHeader


def trace_header(scenario: Scenario, **fields: Any) -> TraceHeader:
    """A header for a trace of ``scenario`` with test values; ``fields`` override any field.

    The defaults: version "test", episode key "k", run 0, seed 1, the clean channel, 200 ms
    ticks, the scenario's step cap, no components and placeholder hashes.
    """
    values: dict[str, Any] = {
        "duplexworld_version": "test",
        "episode_key": "k",
        "scenario_id": scenario.id,
        "scenario_sha256": "0",
        "world": scenario.world,
        "run_index": 0,
        "seed": 1,
        "channel": "clean",
        "tick_ms": 200,
        "step_cap_ticks": scenario.step_cap_ticks,
        "seed_state_hash": "0",
        "components": {},
        "scenario": scenario.model_dump(mode="json"),
    }
    values.update(fields)
    return TraceHeader(**values)
