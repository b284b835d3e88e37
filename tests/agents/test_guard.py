"""The guard: a plug-in's bad output is repaired and noted, its exception ends the call."""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pytest

from duplexworld.agents import registry
from duplexworld.agents.base import AgentChunk, AgentContext, AgentInput
from duplexworld.agents.guard import GuardedAgent, checked
from duplexworld.campaign import CampaignSpec, run_campaign, select_scenarios
from duplexworld.world import ToolCall
from duplexworld.worlds import builtin_scenarios


def _notes(chunk: AgentChunk) -> str:
    return " | ".join(chunk.notes)


def test_bad_output_is_repaired_and_noted():
    nan = checked(AgentChunk(audio=np.full(1600, np.nan)))
    assert nan.audio.size == 0 and "NaN" in _notes(nan)
    floats = checked(AgentChunk(audio=np.full(1600, 0.5)))
    assert floats.audio.dtype == np.int16 and floats.audio[0] == 16384
    assert "converted to int16" in _notes(floats)
    long = checked(AgentChunk(audio=np.ones(5000, dtype=np.int16)))
    assert long.audio.size == 1600 and "cut to one tick" in _notes(long)
    huge = checked(AgentChunk(transcript="x" * 1_000_000))
    assert len(huge.transcript) == 4000 and "1000000-character" in _notes(huge)
    calls = tuple(ToolCall(call_id=str(i), name="t", arguments={}) for i in range(5000))
    many = checked(AgentChunk(tool_calls=calls))
    assert len(many.tool_calls) == 16 and "5000 tool calls" in _notes(many)
    assert "not a chunk" in _notes(checked({"audio": []}))


class _Exploding:
    name = "exploding"

    def start(self, context: AgentContext) -> None:
        pass

    def step(self, data: AgentInput) -> AgentChunk:
        if data.tick == 3:
            raise ZeroDivisionError("the model fell over")
        return AgentChunk()

    def spec(self) -> dict[str, Any]:
        return {"name": self.name}


def test_an_exception_ends_the_call_with_the_reason_and_the_campaign_goes_on(
    tmp_path, monkeypatch: pytest.MonkeyPatch
):
    entry = registry.AgentEntry(lambda cache, world: _Exploding(), label="exploding")
    monkeypatch.setitem(registry.AGENTS, "exploding", entry)
    ids = ["banking_single_intent_01", "banking_single_intent_02"]
    scenarios = select_scenarios(builtin_scenarios(), None, ids)
    rows = run_campaign(CampaignSpec(tuple(scenarios), ("exploding",), 1, "clean"), tmp_path)
    assert [r["termination"] for r in rows] == ["agent_stop", "agent_stop"]
    episode = tmp_path / "episodes" / str(rows[0]["key"])
    events = [json.loads(x) for x in (episode / "events.jsonl").read_text().splitlines()]
    (note,) = [e for e in events if e["kind"] == "agent_note"]
    assert note["tick"] == 3
    assert note["text"].startswith(
        "guard: agent step raised ZeroDivisionError: the model fell over"
    )


def test_the_guard_passes_the_context_through():
    seen: list[AgentContext] = []

    class Recording(_Exploding):
        def start(self, context: AgentContext) -> None:
            seen.append(context)

    GuardedAgent(Recording()).start(AgentContext(tools=(), instructions="i", seed=1))
    assert seen == [AgentContext(tools=(), instructions="i", seed=1)]
