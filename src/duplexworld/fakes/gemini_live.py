"""A local Gemini Live server: BidiGenerateContent over a websocket, camelCase or snake_case.

Path ``/ws/google.ai.generativelanguage.<version>.GenerativeService.BidiGenerateContent``, key
in ``x-goog-api-key`` (or ``?key=``). The first client message is ``setup`` (model, system
instruction, tools as function declarations); the server answers ``setupComplete``. Caller
audio arrives as ``realtimeInput.audio`` (or ``mediaChunks``) at 16 kHz; the model speaks in
``serverContent.modelTurn`` inline pcm at 24 kHz with ``outputTranscription``, marks
``turnComplete`` with ``usageMetadata``, calls tools with ``toolCall.functionCalls`` and takes
``toolResponse.functionResponses``, and says ``interrupted`` when the caller talks over it.
The conversation is :mod:`duplexworld.fakes.script`; the ``session_cap`` fault sends
``goAway`` and closes.
"""

from __future__ import annotations

import asyncio
import base64
import json
from pathlib import Path
from typing import Any

import numpy as np
from websockets.asyncio.server import ServerConnection
from websockets.datastructures import Headers
from websockets.http11 import Request, Response

from duplexworld.fakes.script import FaultPlan, ScriptedModel
from duplexworld.fakes.server import FakeServer, socket_fault

INPUT_RATE = 16000
OUTPUT_RATE = 24000


def _get(data: dict[str, Any], camel: str) -> Any:
    """A field by its camelCase name or its snake_case twin (the API accepts both)."""
    snake = "".join(f"_{c.lower()}" if c.isupper() else c for c in camel)
    return data.get(camel, data.get(snake))


def _bytes(data: str) -> bytes:
    """Decode protobuf-JSON bytes: base64, standard or URL-safe, padding optional."""
    text = data.replace("-", "+").replace("_", "/")
    return base64.b64decode(text + "=" * (-len(text) % 4))


class _Sink:
    def __init__(self, ws: ServerConnection, faults: FaultPlan) -> None:
        self.ws, self.faults = ws, faults
        self.model: ScriptedModel | None = None
        self.turns = 0
        self.resumable: dict[str, int] = {}

    async def send(self, message: dict[str, Any]) -> None:
        await self.ws.send(json.dumps(message))

    async def speech_started(self) -> None:
        if self.model is not None and self.model.audible:
            self.model.silence()
            await self.send({"serverContent": {"interrupted": True}})

    async def speech_stopped(self) -> None:
        pass

    async def response_started(self, response_id: str) -> None:
        pass

    async def audio(self, item_id: str, pcm: np.ndarray) -> None:
        data = base64.b64encode(pcm.astype("<i2").tobytes()).decode()
        part = {"inlineData": {"mimeType": f"audio/pcm;rate={OUTPUT_RATE}", "data": data}}
        await self.send({"serverContent": {"modelTurn": {"parts": [part]}}})

    async def transcript(self, item_id: str, text: str) -> None:
        await self.send({"serverContent": {"outputTranscription": {"text": text}}})

    async def function_call(self, item_id: str, call_id: str, name: str, arguments: str) -> None:
        call = {"id": call_id, "name": name, "args": json.loads(arguments)}
        await self.send({"toolCall": {"functionCalls": [call]}})

    async def response_done(self, response_id: str, status: str, usage: dict[str, int]) -> None:
        if status != "completed" or self.model is None or self.model.awaiting_result:
            return  # an interrupted turn or a tool call: the turn is not complete
        metadata = {
            "promptTokenCount": usage["input_tokens"],
            "responseTokenCount": usage["output_tokens"],
            "totalTokenCount": usage["input_tokens"] + usage["output_tokens"],
        }
        if self.faults.fault == "usage_apart":
            # the counts on a message of their own, after the turn (the API allows it on any)
            await self.send({"serverContent": {"turnComplete": True}})
            await self.send({"usageMetadata": metadata})
        else:
            await self.send({"serverContent": {"turnComplete": True}, "usageMetadata": metadata})
        self.turns += 1
        handle = f"handle_{id(self):x}_{self.turns}"
        self.resumable[handle] = self.model.line  # where the conversation is
        update = {"newHandle": handle, "resumable": True}
        await self.send({"sessionResumptionUpdate": update})

    async def fault(self, name: str) -> None:
        if not self.faults.take(name) or await socket_fault(self.ws, name):
            return
        if name == "server_error":
            await self.ws.close(1011, "Internal error")
        elif name == "session_cap":
            await self.send({"goAway": {"timeLeft": "0s"}})
            await asyncio.sleep(0.05)
            await self.ws.close(1000, "session duration limit")
            await asyncio.sleep(3600)  # this session's response never finishes


class GeminiLiveFake(FakeServer):
    """The server's state: faults and what the client sent (for tests)."""

    rate_limit_body = b"RESOURCE_EXHAUSTED"

    def __init__(self, faults: FaultPlan | None = None, cache_dir: Path | None = None) -> None:
        super().__init__(faults, cache_dir)
        if self.faults.fault == "session_cap":
            self.faults.at_line = 1  # after the first turn, when a resumption handle exists
        self.setups: list[dict[str, Any]] = []
        self.handles: dict[str, int] = {}
        """Resumption handles issued by any session, and the script line each resumes at."""

    def refuse(self, request: Request) -> Response | None:
        """The BidiGenerateContent path and a key are required."""
        if "GenerativeService.BidiGenerateContent" not in request.path:
            return Response(404, "Not Found", Headers(), b"not found")
        if not request.headers.get("x-goog-api-key") and "key=" not in request.path:
            return Response(401, "Unauthorized", Headers(), b"API key required")
        return None

    async def handler(self, ws: ServerConnection) -> None:
        """One session."""
        sink = _Sink(ws, self.faults)
        sink.resumable = self.handles
        model: ScriptedModel | None = None
        async for message in ws:
            data = json.loads(message)
            kind = next(iter(data), "")
            self.client_events.append(kind)
            setup = _get(data, "setup")
            if setup is not None and self.faults.take("reject_setup"):
                # the service refuses a setup it cannot serve by closing with 1007 and a reason
                await ws.close(1007, "Invalid value at 'setup.generation_config.speech_config'")
                return
            if setup is not None:
                self.setups.append(setup)
                names = tuple(
                    f["name"]
                    for tool in _get(setup, "tools") or []
                    for f in _get(tool, "functionDeclarations") or []
                )
                model = ScriptedModel(
                    sink,
                    OUTPUT_RATE,
                    0.5,
                    names,
                    self.faults,
                    cache_dir=self.cache_dir,
                    input_rate=INPUT_RATE,
                )
                resumption = _get(setup, "sessionResumption") or {}
                handle = _get(resumption, "handle")
                if handle:
                    if handle not in self.handles:
                        await ws.close(1008, "unknown session handle")
                        return
                    model.line = self.handles[handle]  # the conversation goes on
                    self.client_events.append("resumed")
                sink.model = model
                await sink.send({"setupComplete": {}})
            elif model is None:
                await ws.close(1007, "setup must come first")
                return
            elif (realtime := _get(data, "realtimeInput")) is not None:
                chunks = [_get(realtime, "audio")] + list(_get(realtime, "mediaChunks") or [])
                for chunk in chunks:
                    if chunk:
                        await model.feed(np.frombuffer(_bytes(chunk["data"]), "<i2"))
            elif _get(data, "clientContent") is not None:
                model.respond()  # the call connected: greet
            elif _get(data, "toolResponse") is not None:
                model.tool_result()
