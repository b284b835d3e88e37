"""Scripted participants for the simulator-validation tests of corrections.

``TurnAgent`` plays one ``Turn`` at the start and one after each caller turn ends: a line,
tool calls sent as the line starts, and optionally the end of the call once the line is
said. With it a test makes a correction deliverable (the agent acts, tells of it and yields
the floor) or not (it acts and hangs up, or acts and talks until it hangs up).
``SilentCorrector`` is a caller that breaks its script on purpose: it never says a
correction. Both run with the toy world (``testing.toy``) and the real tick loop.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from duplexworld.agents.base import AgentChunk, AgentContext, AgentInput
from duplexworld.agents.voice_io import Speaker, SpeechOut
from duplexworld.caller.hearing import is_speech
from duplexworld.caller.policy import DeterministicCaller
from duplexworld.scenario import Fact
from duplexworld.world import ToolCall

__all__ = ["TURN_END_TICKS", "SilentCorrector", "Turn", "TurnAgent"]

TURN_END_TICKS = 4
"""Ticks of quiet line after caller audio at which the agent takes the caller's turn as ended
(an energy gate, so the tone speaker works where a voice detector would hear no speech)."""


@dataclass(frozen=True)
class Turn:
    """One agent turn: what it says, the calls it sends as it starts, whether it then hangs
    up."""

    text: str
    calls: tuple[ToolCall, ...] = ()
    end_call: bool = False


class TurnAgent:
    """Plays ``turns[0]`` at once and ``turns[i]`` after the caller's i-th turn ends; silent
    (listening) once the turns run out."""

    name = "turn_agent"

    def __init__(self, turns: Sequence[Turn], speaker: Speaker) -> None:
        """Args: speaker: renders the lines (a tone is enough with ``transcript`` perception)."""
        self.turns = list(turns)
        self.speaker = speaker

    def start(self, context: AgentContext) -> None:
        """Queue the first turn."""
        self._out = SpeechOut(self.speaker)
        self._caller_spoke = False
        self._quiet = 0
        self._next = 0
        self._ending = False
        self._pending: tuple[ToolCall, ...] = ()
        self._queue()

    def _queue(self) -> None:
        turn = self.turns[self._next]
        self._next += 1
        self._out.say(turn.text)
        self._pending = turn.calls
        self._ending = turn.end_call

    def step(self, data: AgentInput) -> AgentChunk:
        """Speak the turn in flight; when a caller turn ends, queue the next one."""
        if is_speech(data.audio):
            self._caller_spoke, self._quiet = True, 0
        else:
            self._quiet += 1
        ended = self._caller_spoke and self._quiet >= TURN_END_TICKS
        if ended and not self._out.busy:
            self._caller_spoke = False
            if self._next < len(self.turns):
                self._queue()
        calls, self._pending = self._pending, ()
        audio, said = self._out.next_tick()
        end = self._ending and not self._out.busy
        return AgentChunk(audio=audio, transcript=said, tool_calls=calls, end_call=end)

    def spec(self) -> dict[str, Any]:
        """Component spec."""
        return {"name": self.name, "turns": [turn.text for turn in self.turns]}


class SilentCorrector(DeterministicCaller):
    """The deterministic caller, except that it never says a correction it owes: a caller
    that broke its script, for the check to find."""

    name = "silent_corrector"

    def _due_correction(self) -> Fact | None:
        return None
