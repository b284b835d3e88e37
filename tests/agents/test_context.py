"""Which context an agent gets at the start of a call: only reference agents see the scenario."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pytest

from duplexworld.agents import registry
from duplexworld.agents.base import AgentChunk, AgentContext, AgentInput, ReferenceContext
from duplexworld.episode.episode import EpisodeSpec, run_one
from duplexworld.worlds import builtin_scenarios


class _RecordingAgent:
    """Hangs up at once and keeps the context it was started with."""

    name = "recording"
    seen: list[AgentContext] = []

    def start(self, context: AgentContext) -> None:
        _RecordingAgent.seen.append(context)

    def step(self, data: AgentInput) -> AgentChunk:
        return AgentChunk(end_call=True)

    def spec(self) -> dict[str, Any]:
        return {"name": self.name}


@pytest.mark.parametrize("reference", [False, True])
def test_only_a_reference_agent_is_given_the_scenario(
    reference: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _RecordingAgent.seen = []
    entry = registry.AgentEntry(lambda cache, world: _RecordingAgent(), reference=reference)
    monkeypatch.setitem(registry.AGENTS, "recording", entry)
    scenario = next(s for s in builtin_scenarios("banking") if s.id == "banking_single_intent_01")
    run_one(EpisodeSpec(scenario, "recording", "clean", 0), tmp_path)
    (context,) = _RecordingAgent.seen
    assert isinstance(context, ReferenceContext) is reference
    fields = {field.name for field in dataclasses.fields(context)}
    assert ("scenario" in fields) is reference
    if not reference:
        assert fields == {"tools", "instructions", "seed"}
        assert context.tools and context.instructions
