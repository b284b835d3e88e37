"""A toy world and scripted participants for fast tests of the harness mechanics.

``ToneSpeaker`` renders text as a tone whose length follows the word count: it stands in for
TTS only where a test is about ticks and turn-taking, never where speech content matters.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from duplexworld.agents.base import AgentChunk, AgentContext, AgentInput
from duplexworld.scenario import Scenario
from duplexworld.units import TELEPHONE_RATE
from duplexworld.world import ToolCall, ToolError, World, tool


class ToyWorld(World):
    """Lamps that can be switched on: the smallest world with a read and a write."""

    name = "toy"

    @tool()
    def get_lamp(self, lamp_id: str) -> str:
        """Read a lamp's state.

        Args:
            lamp_id: the lamp, e.g. "L1".
        """
        lamp = self.store.get("lamps", lamp_id)
        if lamp is None:
            raise ToolError(f"no lamp {lamp_id}")
        return f"lamp {lamp_id} is {'on' if lamp['on'] else 'off'}"

    @tool(writes=True)
    def switch_on(self, lamp_id: str, brightness: int = 100) -> str:
        """Switch a lamp on.

        Args:
            lamp_id: the lamp, e.g. "L1".
            brightness: percent, 1 to 100.
        """
        if self.store.get("lamps", lamp_id) is None:
            raise ToolError(f"no lamp {lamp_id}")
        if not 1 <= brightness <= 100:
            raise ToolError("brightness must be between 1 and 100")
        self.store.update("lamps", lamp_id, on=True, brightness=brightness)
        return f"lamp {lamp_id} switched on"


def toy_scenario(**overrides: Any) -> Scenario:
    """A toy scenario: the caller wants lamp L1 on; gold is ``switch_on(L1)``."""
    data: dict[str, Any] = {
        "id": "toy_single_intent_01",
        "world": "toy",
        "conversation_type": "single_intent",
        "persona": "calm",
        "goal": "your hallway is dark",
        "facts": [
            {
                "key": "lamp",
                "label": "lamp number",
                "kind": "digits",
                "value": "1",
                "spoken": "one",
                "ask_keywords": ["which lamp"],
                "answer_variants": ["It's lamp {spoken}."],
            },
        ],
        "script": {"opening": ["Hi, my hallway is dark."]},
        "seed": {
            "lamps": [
                {"id": "L1", "on": False, "brightness": 0},
                {"id": "L2", "on": False, "brightness": 0},
            ]
        },
        "gold_actions": [
            {"name": "switch_on", "arguments": {"lamp_id": "L1"}, "critical": ["lamp_id"]}
        ],
        "reward_basis": ["DB", "ACTION"],
        "step_cap_ticks": 300,
    }
    data.update(overrides)
    return Scenario.model_validate(data)


class ToneSpeaker:
    """Text to a 440 Hz tone, 0.3 s per word, at 8 kHz float32 (deterministic)."""

    def speak(self, text: str) -> np.ndarray:
        """A tone as long as the text's word count suggests."""
        words = max(1, len(text.split()))
        t = np.arange(int(0.3 * words * TELEPHONE_RATE)) / TELEPHONE_RATE
        return (0.3 * np.sin(2 * np.pi * 440.0 * t)).astype(np.float32)


class ScriptedAgent:
    """Plays fixed chunks at fixed ticks: ``{tick: AgentChunk}``; silent otherwise."""

    name = "scripted"

    def __init__(self, script: Mapping[int, AgentChunk], end_at: int | None = None) -> None:
        self.script = dict(script)
        self.end_at = end_at
        self.inputs: list[AgentInput] = []

    def start(self, context: AgentContext) -> None:
        """Forget earlier inputs."""
        self.inputs = []

    def step(self, data: AgentInput) -> AgentChunk:
        """The scripted chunk for this tick, or silence."""
        self.inputs.append(data)
        chunk = self.script.get(data.tick, AgentChunk())
        if self.end_at is not None and data.tick >= self.end_at:
            return AgentChunk(
                audio=chunk.audio,
                transcript=chunk.transcript,
                tool_calls=chunk.tool_calls,
                end_call=True,
            )
        return chunk

    def spec(self) -> dict[str, Any]:
        """Component spec."""
        return {"name": self.name, "ticks": sorted(self.script)}


def call(name: str, call_id: str = "c1", **arguments: Any) -> ToolCall:
    """A tool call from the agent."""
    return ToolCall(call_id=call_id, name=name, arguments=arguments)
