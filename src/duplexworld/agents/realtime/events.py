"""Normalised provider events, adapter capabilities and the transport contract.

Every real-time adapter turns its provider's wire events into these few types, so the bridge
(bridge.py) handles pacing, playout, barge-in, tools and tracing once for all providers.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal, Protocol, runtime_checkable

import numpy as np
from pydantic import BaseModel, ConfigDict

from duplexworld.world import ToolResult, ToolSpec


class Capabilities(BaseModel):
    """What an adapter's protocol offers, declared per adapter (recorded in the trace header).

    Attributes:
        input_rate / output_rate: sample rates of the audio sent and received.
        encoding: sample format on the wire.
        server_vad: the provider detects the caller's turns itself.
        vad_threshold: the server VAD threshold the session is configured with (None: the
            protocol exposes none).
        manual_turns: turns can be committed by the client instead.
        parallel_tools: several function calls may come in one response.
        barge_in_signal: how the far end says it stopped talking because the caller spoke:
            ``speech_started`` (the bridge truncates and tells the provider), ``clear``
            (the far end tells the bridge to drop queued audio) or ``none``.
        transcripts: the provider sends transcripts of its own speech.
        tools: the protocol carries function calls.
        session_cap_s: the provider's session length cap (None: none known).
        resumption: a capped session can be resumed.
    """

    model_config = ConfigDict(frozen=True)

    input_rate: int
    output_rate: int
    encoding: Literal["pcm16", "mulaw"] = "pcm16"
    server_vad: bool
    vad_threshold: float | None
    manual_turns: bool
    parallel_tools: bool
    barge_in_signal: Literal["speech_started", "clear", "none"]
    transcripts: bool
    tools: bool
    session_cap_s: float | None = None
    resumption: bool = False


@dataclass(frozen=True)
class SessionSetup:
    """What a session is configured with: a deployed agent's instructions and tools."""

    instructions: str
    tools: tuple[ToolSpec, ...]
    vad_threshold: float


@dataclass(frozen=True)
class SpeechStarted:
    """The provider's VAD heard the caller start speaking."""

    kind: Literal["speech_started"] = "speech_started"


@dataclass(frozen=True)
class SpeechStopped:
    """The provider's VAD heard the caller stop."""

    kind: Literal["speech_stopped"] = "speech_stopped"


@dataclass(frozen=True)
class AudioDelta:
    """A piece of the agent's speech (int16 at the adapter's output rate) for an item."""

    item_id: str
    pcm: np.ndarray = field(repr=False)
    kind: Literal["audio"] = "audio"


@dataclass(frozen=True)
class TranscriptDelta:
    """Text of the agent's speech for an item."""

    item_id: str
    text: str
    kind: Literal["transcript"] = "transcript"


@dataclass(frozen=True)
class PlaybackMark:
    """A marker the far end placed in its audio stream (a Twilio ``mark``): it is echoed
    (``MarkEchoing.mark_played``) when playback passes the audio sent before it, or at once
    when that audio is dropped."""

    name: str
    kind: Literal["mark"] = "mark"


@dataclass(frozen=True)
class InputTranscript:
    """The provider's transcript of what the caller said."""

    text: str
    kind: Literal["input_transcript"] = "input_transcript"


@dataclass(frozen=True)
class FunctionCall:
    """The agent calls a tool."""

    call_id: str
    name: str
    arguments: str
    kind: Literal["function_call"] = "function_call"


@dataclass(frozen=True)
class ResponseDone:
    """A response ended; ``usage`` holds the provider's counts (tokens, audio seconds)."""

    usage: dict[str, float] = field(default_factory=dict)
    status: str = "completed"
    kind: Literal["response_done"] = "response_done"


@dataclass(frozen=True)
class UsageReported:
    """Usage counts the provider reported on a message of their own (Gemini's
    ``usageMetadata`` may come on any message); summed like a response's."""

    usage: dict[str, float] = field(default_factory=dict)
    kind: Literal["usage"] = "usage"


@dataclass(frozen=True)
class AudioCleared:
    """The far end asked for its queued audio to be dropped (its own barge-in)."""

    kind: Literal["cleared"] = "cleared"


@dataclass(frozen=True)
class ProviderNotice:
    """A non-fatal provider error or warning (recorded, the call goes on)."""

    code: str
    message: str
    kind: Literal["notice"] = "notice"


@dataclass(frozen=True)
class HangUp:
    """The far end ended the call."""

    kind: Literal["hangup"] = "hangup"


ProviderEvent = (
    UsageReported
    | SpeechStarted
    | SpeechStopped
    | AudioDelta
    | TranscriptDelta
    | PlaybackMark
    | InputTranscript
    | FunctionCall
    | ResponseDone
    | AudioCleared
    | ProviderNotice
    | HangUp
)
"""Any normalised provider event."""


class Transport(Protocol):
    """One connection to a real-time agent, in its provider's protocol (asyncio).

    Failures of the service raise :class:`~duplexworld.agents.errors.InfrastructureError`
    with their class (refused, disconnect, rate_limit, malformed_event, session_cap,
    server_error).
    """

    capabilities: Capabilities

    async def connect(self, setup: SessionSetup) -> None:
        """Open the connection and configure the session."""

    async def send_audio(self, pcm: np.ndarray) -> None:
        """Send one 20 ms frame of caller audio (int16 at ``capabilities.input_rate``)."""

    async def receive(self) -> ProviderEvent:
        """The next provider event (waits for it)."""

    async def send_tool_results(self, results: Sequence[ToolResult]) -> None:
        """Send all results of a turn's calls, then request one response."""

    async def truncate(self, item_id: str, played_ms: int) -> None:
        """Tell the provider the caller heard only ``played_ms`` of ``item_id``."""

    async def close(self) -> None:
        """Close the connection (idempotent)."""

    def spec(self) -> dict[str, object]:
        """The adapter's description for the trace header (no secrets)."""


@runtime_checkable
class MarkEchoing(Protocol):
    """A transport whose far end learns what has been played by echoed marks (Twilio)."""

    async def mark_played(self, name: str) -> None:
        """Tell the far end that playback passed mark ``name`` (or dropped what preceded it)."""
        ...
