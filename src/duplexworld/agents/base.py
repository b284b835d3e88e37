"""The Agent contract: what an agent hears each tick and what it returns."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

import numpy as np

from duplexworld.world import ToolCall, ToolResult, ToolSpec

if TYPE_CHECKING:  # an agent's own process never loads the scenario package for this name
    from duplexworld.scenario import Scenario


@dataclass(frozen=True)
class AgentInput:
    """One tick of input to the agent.

    Attributes:
        tick: the tick being produced.
        audio: the caller as the agent hears it: telephone audio of this tick, 8 kHz,
            decoded from G.711 to int16 (1600 samples).
        tool_results: results of the agent's tool calls made at tick - 1.
    """

    tick: int
    audio: np.ndarray
    tool_results: tuple[ToolResult, ...] = ()


@dataclass(frozen=True)
class AgentChunk:
    """One tick of agent output.

    Attributes:
        audio: int16 samples at 8 kHz, at most one tick (1600); shorter means silence after.
        transcript: text the agent began speaking this tick (providers' transcript deltas).
        tool_calls: tool calls to run now; results arrive at the next tick.
        end_call: the agent hangs up after this tick.
        notes: free diagnostics for the trace (what the agent heard, what it parsed).
    """

    audio: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int16))
    transcript: str = ""
    tool_calls: tuple[ToolCall, ...] = ()
    end_call: bool = False
    notes: tuple[str, ...] = ()


@dataclass(frozen=True)
class AgentContext:
    """What an agent under test is given when a call starts: what a real agent deployed on
    this line would be configured with (the world's tools and the system prompt), and a seed.

    It never holds the scenario: no gold, no caller facts, no records.
    """

    tools: tuple[ToolSpec, ...]
    instructions: str
    seed: int


@dataclass(frozen=True)
class ReferenceContext(AgentContext):
    """The privileged context of a reference agent (oracle): the context plus the scenario.

    Only agents registered as reference agents receive it; they must still hear every slot
    value over the line and take record ids from the tool results they get.

    Attributes:
        scenario: the scenario (its gold procedure and the provenance of every argument).
        caller_tools: the world's caller-side tools (what a caller can do on their side, as
            the world documents it), for guiding the caller through a step.
    """

    scenario: Scenario
    caller_tools: tuple[ToolSpec, ...] = ()


@runtime_checkable
class Agent(Protocol):
    """A voice agent driven tick by tick."""

    name: str

    def start(self, context: AgentContext) -> None:
        """Prepare for a new call."""

    def step(self, data: AgentInput) -> AgentChunk:
        """Produce this tick's output from this tick's input."""

    def spec(self) -> dict[str, Any]:
        """A description of the agent and its components for the trace header."""


@dataclass(frozen=True)
class TextInput:
    """One tick of input to an agent in text mode (the text control of tau-Voice/APEX-Voice).

    Attributes:
        tick: the tick being produced.
        text: the caller's message that arrived this tick ("" when none did): their words
            exactly as the policy wrote them, with no speech, line or recogniser between.
        tool_results: results of the agent's tool calls made at tick - 1.
    """

    tick: int
    text: str = ""
    tool_results: tuple[ToolResult, ...] = ()


@runtime_checkable
class TextAgent(Protocol):
    """An agent that can also run in text mode: it reads the caller's messages and answers
    in text (``AgentChunk.transcript``, no audio). One message per tick at most; what it
    queues for a tick leaves as one message."""

    name: str

    def start_text(self, context: AgentContext) -> None:
        """Prepare for a new conversation in text mode (no speech components are used)."""

    def step_text(self, data: TextInput) -> AgentChunk:
        """This tick's message (``transcript``), tool calls and end of the conversation."""

    def spec(self) -> dict[str, Any]:
        """A description of the agent and its components for the trace header."""


@runtime_checkable
class ClosableAgent(Protocol):
    """An agent holding a connection or a thread, released when the call ends."""

    def close(self) -> None:
        """Release what the call held (idempotent)."""


@runtime_checkable
class UsageReporting(Protocol):
    """An agent that counts what its service billed (tokens, audio seconds) during a call."""

    def usage(self) -> dict[str, float]:
        """Counts by name: ``*_tokens`` from provider events, ``*_seconds`` of audio."""

    def billed_model(self) -> str:
        """The model the counts are billed under (the price table's key)."""
