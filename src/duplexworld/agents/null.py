"""The null agent: greets, then never acts (the constructive check of DESIGN.md)."""

from __future__ import annotations

from typing import Any

from duplexworld.agents.base import AgentChunk, AgentContext, AgentInput, TextInput
from duplexworld.agents.voice_io import LineOut, Speaker, SpeechOut, TextOut

GREETING = "Thank you for calling. How can I help you today?"


class NullAgent:
    """Says one greeting and then stays silent; never calls a tool, never hangs up."""

    name = "null"

    def __init__(self, speaker: Speaker, speaker_spec: dict[str, Any] | None = None) -> None:
        self.speaker = speaker
        self._out: LineOut = SpeechOut(speaker)
        self._speaker_spec = speaker_spec or {}

    def start(self, context: AgentContext) -> None:
        """Queue the greeting."""
        self._out = SpeechOut(self.speaker)
        self._out.say(GREETING)

    def start_text(self, context: AgentContext) -> None:
        """Queue the greeting as a message."""
        self._out = TextOut()
        self._out.say(GREETING)

    def step_text(self, data: TextInput) -> AgentChunk:
        """Send the greeting, then nothing."""
        audio, text = self._out.next_tick()
        return AgentChunk(audio=audio, transcript=text)

    def step(self, data: AgentInput) -> AgentChunk:
        """Play the greeting, then silence."""
        audio, text = self._out.next_tick()
        return AgentChunk(audio=audio, transcript=text)

    def spec(self) -> dict[str, Any]:
        """Component spec for the trace header."""
        return {"name": self.name, "greeting": GREETING, "speech": self._speaker_spec}
