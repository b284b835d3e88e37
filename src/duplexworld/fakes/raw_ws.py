"""A local agent server in duplexworld's raw PCM WebSocket protocol (docs/protocol-raw-pcm.md).

The harness connects, sends ``start`` (rate, instructions, tools, VAD threshold), streams the
caller as binary pcm16le frames and gets the agent's speech back as binary frames announced by
``item`` events. The conversation is :mod:`duplexworld.fakes.script`.
"""

from __future__ import annotations

import json
from typing import Any

import numpy as np
from websockets.asyncio.server import ServerConnection

from duplexworld.fakes.script import FaultPlan, ScriptedModel
from duplexworld.fakes.server import FakeServer, socket_fault


class _Sink:
    def __init__(self, ws: ServerConnection, faults: FaultPlan) -> None:
        self.ws, self.faults, self.item = ws, faults, ""

    async def send(self, event: dict[str, Any]) -> None:
        await self.ws.send(json.dumps(event))

    async def speech_started(self) -> None:
        await self.send({"type": "speech_started"})

    async def speech_stopped(self) -> None:
        await self.send({"type": "speech_stopped"})

    async def response_started(self, response_id: str) -> None:
        pass

    async def audio(self, item_id: str, pcm: np.ndarray) -> None:
        if item_id != self.item:
            self.item = item_id
            await self.send({"type": "item", "item_id": item_id})
        await self.ws.send(pcm.astype("<i2").tobytes())

    async def transcript(self, item_id: str, text: str) -> None:
        await self.send({"type": "transcript", "item_id": item_id, "text": text})

    async def function_call(self, item_id: str, call_id: str, name: str, arguments: str) -> None:
        await self.send(
            {"type": "tool_call", "call_id": call_id, "name": name, "arguments": arguments}
        )

    async def response_done(self, response_id: str, status: str, usage: dict[str, int]) -> None:
        await self.send({"type": "turn_done", "status": status, "usage": usage})

    async def fault(self, name: str) -> None:
        if not self.faults.take(name) or await socket_fault(self.ws, name):
            return
        if name in {"server_error", "session_cap"}:
            code = "server_error" if name == "server_error" else "session_cap"
            await self.send({"type": "error", "code": code, "message": name, "fatal": True})
            await self.ws.close(1011 if name == "server_error" else 1000, name)


class RawWebSocketFake(FakeServer):
    """The server's state: faults and what the harness sent (for tests)."""

    async def handler(self, ws: ServerConnection) -> None:
        """One call."""
        sink = _Sink(ws, self.faults)
        model: ScriptedModel | None = None
        async for message in ws:
            if isinstance(message, bytes):
                if model is not None:
                    await model.feed(np.frombuffer(message, dtype="<i2"))
                continue
            event = json.loads(message)
            kind = event.get("type", "")
            self.client_events.append(kind)
            if kind == "start":
                tools = tuple(t["name"] for t in event.get("tools", []))
                model = ScriptedModel(
                    sink,
                    int(event["sample_rate"]),
                    float(event.get("vad_threshold", 0.5)),
                    tools,
                    self.faults,
                    cache_dir=self.cache_dir,
                )
                await sink.send({"type": "ready"})
                model.respond()  # the agent answers the phone
            elif model is None:
                await sink.send({"type": "error", "code": "no_start", "message": "send start"})
            elif kind == "tool_results":
                model.tool_result()
            elif kind == "truncate":
                self.truncations.append(event)
            elif kind == "stop":
                await ws.close()
