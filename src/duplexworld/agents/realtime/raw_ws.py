"""Adapter for duplexworld's raw PCM WebSocket protocol (docs/protocol-raw-pcm.md)."""

from __future__ import annotations

import contextlib
import json
from collections.abc import Sequence

import numpy as np
from pydantic import SecretStr
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from duplexworld.agents.config import RawWebSocketConfig
from duplexworld.agents.errors import AgentFault, InfraKind, InfrastructureError
from duplexworld.agents.realtime.events import (
    AudioCleared,
    AudioDelta,
    Capabilities,
    FunctionCall,
    HangUp,
    ProviderEvent,
    ProviderNotice,
    ResponseDone,
    SessionSetup,
    SpeechStarted,
    SpeechStopped,
    TranscriptDelta,
)
from duplexworld.agents.realtime.wire import closed_error, connect_error
from duplexworld.world import ToolResult

PROTOCOL_VERSION = 1


class RawWebSocketTransport:
    """One call over the raw PCM WebSocket protocol."""

    def __init__(self, config: RawWebSocketConfig, key: SecretStr | None) -> None:
        self._config = config
        self._key = key
        self._ws: ClientConnection | None = None
        self._item = "item_0"
        self._closing = False
        self.capabilities = Capabilities(
            input_rate=config.sample_rate,
            output_rate=config.sample_rate,
            server_vad=True,
            vad_threshold=config.vad_threshold,
            manual_turns=False,
            parallel_tools=True,
            barge_in_signal="clear",
            transcripts=True,
            tools=True,
        )

    async def connect(self, setup: SessionSetup) -> None:
        """Open the socket, send ``start`` and wait for ``ready``."""
        headers = {"Authorization": f"Bearer {self._key.get_secret_value()}"} if self._key else {}
        try:
            self._ws = await connect(
                self._config.url, additional_headers=headers, max_size=None, compression=None
            )
        except Exception as exc:  # noqa: BLE001 - every failure to connect is classified
            raise connect_error(exc) from None
        start = {
            "type": "start",
            "protocol": PROTOCOL_VERSION,
            "sample_rate": self._config.sample_rate,
            "encoding": "pcm16le",
            "instructions": setup.instructions,
            "tools": [
                {"name": t.name, "description": t.description, "parameters": t.parameters}
                for t in setup.tools
            ],
            "vad_threshold": setup.vad_threshold,
        }
        await self._send(start)
        while True:
            event = await self._next()
            if isinstance(event, str) and event == "ready":
                return

    async def _send(self, event: dict[str, object]) -> None:
        assert self._ws is not None
        try:
            await self._ws.send(json.dumps(event))
        except ConnectionClosed as exc:
            raise self._closed(exc) from None

    async def _next(self) -> ProviderEvent | str:
        assert self._ws is not None
        try:
            message = await self._ws.recv()
        except ConnectionClosed as exc:
            raise self._closed(exc) from None
        if isinstance(message, bytes):
            return AudioDelta(self._item, np.frombuffer(message, dtype="<i2").copy())
        try:
            event = json.loads(message)
            kind = event["type"]
            return self._parse(kind, event)
        except (json.JSONDecodeError, KeyError, TypeError, ValueError, AttributeError):
            # the bot is the agent under test, hosted by its author: a message it gets wrong
            # is its own fault, scored as such (a hosted provider's would be an outage)
            raise AgentFault(f"the bot sent a malformed message: {message[:80]!r}") from None

    def _parse(self, kind: str, event: dict[str, object]) -> ProviderEvent | str:
        if kind == "ready":
            return "ready"
        if kind == "item":
            self._item = str(event["item_id"])  # the binary frames that follow are this item
            return "item"
        if kind == "speech_started":
            return SpeechStarted()
        if kind == "speech_stopped":
            return SpeechStopped()
        if kind == "transcript":
            return TranscriptDelta(str(event["item_id"]), str(event["text"]))
        if kind == "tool_call":
            return FunctionCall(str(event["call_id"]), str(event["name"]), str(event["arguments"]))
        if kind == "turn_done":
            usage = event.get("usage")
            items = usage.items() if isinstance(usage, dict) else ()
            numbers = {str(k): float(v) for k, v in items if isinstance(v, int | float)}
            return ResponseDone(numbers, str(event.get("status", "completed")))
        if kind == "clear":
            return AudioCleared()
        if kind == "hangup":
            return HangUp()
        if kind == "error":
            code, message = str(event.get("code")), str(event.get("message"))
            if event.get("fatal"):
                infra: InfraKind = "session_cap" if code == "session_cap" else "server_error"
                raise InfrastructureError(infra, f"{code}: {message}")
            return ProviderNotice(code, message)
        raise AgentFault(f"the bot sent an unknown event type {kind!r}")

    async def receive(self) -> ProviderEvent:
        """The next event."""
        while True:
            event = await self._next()
            if not isinstance(event, str):
                return event

    async def send_audio(self, pcm: np.ndarray) -> None:
        """One binary frame of caller audio."""
        if self._ws is None or self._closing:
            return
        with contextlib.suppress(ConnectionClosed):  # receive reports the closed socket
            await self._ws.send(np.asarray(pcm, dtype="<i2").tobytes())

    async def send_tool_results(self, results: Sequence[ToolResult]) -> None:
        """All results of the turn in one message (the agent answers after it)."""
        await self._send(
            {
                "type": "tool_results",
                "results": [
                    {"call_id": r.call_id, "name": r.name, "ok": r.ok, "content": r.content}
                    for r in results
                ],
            }
        )

    async def truncate(self, item_id: str, played_ms: int) -> None:
        """Tell the agent how much of its item the caller heard."""
        await self._send({"type": "truncate", "item_id": item_id, "played_ms": played_ms})

    def _closed(self, exc: ConnectionClosed) -> InfrastructureError | AgentFault:
        # the bot is the agent under test: a close with an error of its own is its fault
        agent = self._config.name or self._config.url
        return closed_error(exc, user_hosted=True, agent=agent)

    async def close(self) -> None:
        """Send ``stop`` and close."""
        self._closing = True
        if self._ws is not None:
            try:
                await self._ws.send(json.dumps({"type": "stop"}))
                await self._ws.close()
            except Exception:  # noqa: BLE001 - the socket may already be gone
                pass
            self._ws = None

    def spec(self) -> dict[str, object]:
        """Adapter facts for the trace header."""
        return {"adapter": "raw_ws", "protocol": PROTOCOL_VERSION, "url": self._config.url}
