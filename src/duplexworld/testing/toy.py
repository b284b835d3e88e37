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
    """Lamps behind a breaker: the smallest world with reads, writes and a caller-side tool.

    Tables: ``lamps`` (id, on, brightness) and ``breaker`` (id "main", on). A lamp can only
    be switched on while the breaker is on, and only the caller can reach the breaker.
    """

    name = "toy"

    @tool()
    def get_lamp(self, lamp_id: str) -> str:
        """Read a lamp's state.

        Args:
            lamp_id: the lamp number, e.g. "1".
        """
        lamp = self.store.get("lamps", lamp_id)
        if lamp is None:
            raise ToolError(f"no lamp {lamp_id}")
        return f"lamp {lamp_id} is {'on' if lamp['on'] else 'off'}"

    @tool(writes=True)
    def switch_on(self, lamp_id: str, brightness: int = 100) -> str:
        """Switch a lamp on. The breaker must be on.

        Args:
            lamp_id: the lamp number, e.g. "1".
            brightness: percent, 1 to 100.
        """
        if self.store.get("lamps", lamp_id) is None:
            raise ToolError(f"no lamp {lamp_id}")
        if not 1 <= brightness <= 100:
            raise ToolError("brightness must be between 1 and 100")
        breaker = self.store.get("breaker", "main")
        if breaker is not None and not breaker["on"]:
            raise ToolError("no power: the breaker is off")
        self.store.update("lamps", lamp_id, on=True, brightness=brightness)
        return f"lamp {lamp_id} switched on"

    @tool(writes=True, actor="user")
    def flip_breaker(self) -> str:
        """The caller switches the main breaker back on."""
        if self.store.get("breaker", "main") is None:
            raise ToolError("there is no breaker")
        self.store.update("breaker", "main", on=True)
        return "the breaker clicks on"


WORLD_TARGET = "duplexworld.testing.toy:ToyWorld"
"""Registry target of the toy world."""


def register_toy_world() -> None:
    """Make ``world: toy`` scenarios buildable (gold replay, episodes)."""
    from duplexworld.world.registry import WorldEntry, register_world

    register_world(WorldEntry(name="toy", target=WORLD_TARGET))


_LAMP_FACT: dict[str, Any] = {
    "key": "lamp",
    "label": "lamp number",
    "kind": "digits",
    "value": "1",
    "spoken": "one",
    "ask_keywords": ["which lamp"],
    "answer_variants": ["It's lamp {spoken}."],
}


def toy_scenario(**overrides: Any) -> Scenario:
    """A toy scenario: the caller wants lamp 1 on; gold is ``switch_on(1)``."""
    data: dict[str, Any] = {
        "id": "toy_single_intent_01",
        "world": "toy",
        "conversation_type": "single_intent",
        "persona": "calm",
        "goal": "your hallway is dark",
        "facts": [_LAMP_FACT],
        "script": {"opening": ["Hi, my hallway is dark."]},
        "seed": {
            "lamps": [
                {"id": "1", "on": False, "brightness": 0},
                {"id": "2", "on": False, "brightness": 0},
            ]
        },
        "gold_actions": [
            {
                "name": "switch_on",
                "arguments": {"lamp_id": {"fact": "lamp"}},
                "critical": ["lamp_id"],
            }
        ],
        "reward_basis": ["DB", "ACTION"],
        "step_cap_ticks": 300,
    }
    data.update(overrides)
    return Scenario.model_validate(data)


def toy_guided_scenario() -> Scenario:
    """Guided procedure: the caller must flip the breaker before the agent can switch on."""
    return toy_scenario(
        id="toy_guided_procedure_01",
        conversation_type="guided_procedure",
        seed={
            "lamps": [{"id": "1", "on": False, "brightness": 0}],
            "breaker": [{"id": "main", "on": False}],
        },
        caller_actions=[
            {
                "key": "breaker",
                "tool": "flip_breaker",
                "instruction": "Please switch the main breaker back on, then tell me.",
                "trigger_keywords": ["breaker"],
                "report_variants": ["Okay, I switched it on. It says: {result}."],
                "duration_s": 3.0,
            }
        ],
        gold_actions=[
            {"name": "flip_breaker", "actor": "user"},
            {"name": "switch_on", "arguments": {"lamp_id": {"fact": "lamp"}}},
        ],
        step_cap_ticks=600,
    )


def toy_correction_scenario() -> Scenario:
    """Mid-call correction: lamp one becomes lamp two after the agent reads lamp one."""
    fact = dict(_LAMP_FACT)
    fact["correction"] = {"value": "2", "spoken": "two", "after": "tool:get_lamp"}
    return toy_scenario(
        id="toy_mid_call_correction_01",
        conversation_type="mid_call_correction",
        facts=[fact],
        gold_actions=[
            {"name": "get_lamp", "arguments": {"lamp_id": {"fact": "lamp"}}},
            {"name": "switch_on", "arguments": {"lamp_id": {"fact": "lamp"}}},
        ],
        step_cap_ticks=600,
    )


def toy_suspension_scenario() -> Scenario:
    """Suspension: the caller steps away for 20 s after giving the lamp number."""
    return toy_scenario(
        id="toy_suspension_01",
        conversation_type="suspension",
        suspension={"after": "fact:lamp", "duration_s": 20.0},
        step_cap_ticks=900,
    )


def toy_volatile_scenario() -> Scenario:
    """Volatility: after the first read, lamp 1 is switched on by someone else."""
    return toy_scenario(
        id="toy_volatility_01",
        world_changes=[
            {"after": "tool:get_lamp", "table": "lamps", "key": "1", "set": {"brightness": 40}}
        ],
        gold_actions=[
            {"name": "get_lamp", "arguments": {"lamp_id": {"fact": "lamp"}}},
            {"name": "switch_on", "arguments": {"lamp_id": {"fact": "lamp"}}},
        ],
    )


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
