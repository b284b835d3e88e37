"""The null agent: greets, then never acts (the constructive check of DESIGN.md)."""

from __future__ import annotations

from typing import Any

from duplexworld.agents.base import AgentChunk, AgentContext, AgentInput
from duplexworld.agents.voice_io import Speaker, SpeechOut

GREETING = "Thank you for calling. How can I help you today?"


class NullAgent:
    """Says one greeting and then stays silent; never calls a tool, never hangs up."""

    name = "null"

    def __init__(self, speaker: Speaker, speaker_spec: dict[str, Any] | None = None) -> None:
        self._out = SpeechOut(speaker)
        self._speaker_spec = speaker_spec or {}

    def start(self, context: AgentContext) -> None:
        """Queue the greeting."""
        self._out = SpeechOut(self._out.speaker)
        self._out.say(GREETING)

    def step(self, data: AgentInput) -> AgentChunk:
        """Play the greeting, then silence."""
        audio, text = self._out.next_tick()
        return AgentChunk(audio=audio, transcript=text)

    def spec(self) -> dict[str, Any]:
        """Component spec for the trace header."""
        return {"name": self.name, "greeting": GREETING, "speech": self._speaker_spec}
