"""A local Qwen-Omni-Realtime server, written from Alibaba Cloud Model Studio's documentation.

Sources: the Model Studio documentation pages "Qwen-Omni-Realtime" (the websocket at
``/api-ws/v1/realtime?model=...`` with ``Authorization: Bearer <key>``; sessions of at most
120 minutes), "Client events" and "Server events" of the Qwen-Omni-Realtime API, and the
function-calling guide's realtime section. Not from duplexworld's adapter.

What it takes (the documented client events): ``session.update`` (``modalities`` ``[text]``
or ``[text, audio]``; ``voice``; ``input_audio_format`` ``pcm`` or the older ``pcm16`` (16 kHz
pcm16); ``output_audio_format`` ``pcm`` or ``pcm24`` (24 kHz); ``instructions``;
``turn_detection`` ``null`` or ``server_vad`` / ``semantic_vad`` with ``threshold`` in
[-1, 1] and ``silence_duration_ms`` in [200, 6000]; ``tools`` as ``{type: function, function:
{name, description, parameters}}``, not together with ``enable_search``),
``input_audio_buffer.append`` / ``commit`` / ``clear``, ``response.create``,
``response.cancel``, ``conversation.item.create`` (a ``function_call_output``) and
``input_image_buffer.append``. An invalid session gets an ``error`` event
(``invalid_request_error``, ``invalid_value``, the ``param``), as the documentation's example
for ``session.modalities`` shows; any other client event type is recorded in ``undocumented``
and answered with an ``error``. Injected faults (``ERROR_FAULTS``) send an ``error`` with a
Model Studio error code of each family (a refused key, throttling, an invalid parameter in
reply to ``session.update``; an internal error mid-response).

What it sends (the documented server events): ``session.created`` on connect,
``session.updated`` with the whole configuration, ``input_audio_buffer.speech_started`` /
``speech_stopped`` / ``committed``, ``conversation.item.created``, ``response.created``,
``response.output_item.added`` / ``done``, ``response.content_part.added`` / ``done``,
``response.audio_transcript.delta`` / ``done``, ``response.audio.delta`` / ``done`` (base64
pcm16 at 24 kHz), for a tool call ``response.function_call_arguments.delta`` / ``done``
(``call_id``, ``name``, ``arguments``), and ``response.done`` with ``usage`` split in
``input_tokens_details`` / ``output_tokens_details``. With server VAD's ``interrupt_response``
(the default) the caller's speech stops the response: it ends ``incomplete`` (the documented
statuses are completed, failed, in_progress, incomplete). The conversation is
:mod:`duplexworld.fakes.script`.
"""

from __future__ import annotations

import base64
import json
import urllib.parse
from pathlib import Path
from typing import Any

import numpy as np
from websockets.asyncio.server import ServerConnection
from websockets.datastructures import Headers
from websockets.http11 import Request, Response

from duplexworld.fakes.script import FaultPlan, ScriptedModel
from duplexworld.fakes.server import FakeServer, socket_fault

PATH = "/api-ws/v1/realtime"
INPUT_RATE = 16000
OUTPUT_RATE = 24000
INPUT_FORMATS = frozenset({"pcm", "pcm16"})
OUTPUT_FORMATS = frozenset({"pcm", "pcm24"})
VAD_TYPES = frozenset({"server_vad", "semantic_vad"})
CLIENT_EVENTS = frozenset(
    {
        "session.update",
        "response.create",
        "response.cancel",
        "input_audio_buffer.append",
        "input_audio_buffer.commit",
        "input_audio_buffer.clear",
        "input_image_buffer.append",
        "conversation.item.create",
    }
)
"""The client events the documentation lists."""
DEFAULT_SESSION: dict[str, Any] = {
    "object": "realtime.session",
    "modalities": ["text", "audio"],
    "voice": "Cherry",
    "input_audio_format": "pcm",
    "output_audio_format": "pcm",
    "input_audio_transcription": {"model": "qwen3-asr-flash-realtime"},
    "turn_detection": {
        "type": "server_vad",
        "threshold": 0.5,
        "prefix_padding_ms": 300,
        "silence_duration_ms": 800,
        "create_response": True,
        "interrupt_response": True,
    },
    "enable_search": False,
    "search_options": {},
    "tools": [],
    "temperature": 0.8,
}
"""The defaults ``session.created`` shows in the documentation's example."""


ERROR_FAULTS: dict[str, tuple[str, str, str]] = {
    "error_auth": ("invalid_request_error", "InvalidApiKey", "The API key is not valid."),
    "error_rate_limit": (
        "invalid_request_error",
        "Throttling.RateQuota",
        "Too many requests in this period; retry later.",
    ),
    "error_invalid_parameter": (
        "invalid_request_error",
        "InvalidParameter",
        "A session parameter is missing or not valid.",
    ),
    "error_server": ("server_error", "InternalError", "The service had an internal error."),
}
"""Injected ``error`` events: (type, code, message). The codes are Model Studio's general error
codes (its "Error codes" page: 401 ``InvalidApiKey``, 429 ``Throttling.RateQuota``, 400
``InvalidParameter``, 500 ``InternalError``); the event's shape is the documented example's.
What type the service puts beside each code is not documented: these are guesses, and the
adapter classifies by the code."""


def _error(fault: str) -> dict[str, Any]:
    kind, code, message = ERROR_FAULTS[fault]
    return {"type": "error", "error": {"type": kind, "code": code, "message": message}}


def _invalid(param: str, message: str) -> dict[str, Any]:
    return {
        "type": "error",
        "error": {
            "type": "invalid_request_error",
            "code": "invalid_value",
            "message": message,
            "param": param,
        },
    }


def session_problem(session: dict[str, Any]) -> dict[str, Any] | None:
    """The documented ``error`` event for an invalid merged session, or None."""
    modalities = session.get("modalities")
    if not isinstance(modalities, list) or sorted(modalities) not in (["text"], ["audio", "text"]):
        return _invalid(
            "session.modalities",
            f"Invalid modalities: {modalities!r}. Supported combinations are: ['text'] and "
            "['audio', 'text'].",
        )
    if session.get("input_audio_format") not in INPUT_FORMATS:
        return _invalid("session.input_audio_format", "Unsupported input audio format.")
    if session.get("output_audio_format") not in OUTPUT_FORMATS:
        return _invalid("session.output_audio_format", "Unsupported output audio format.")
    vad = session.get("turn_detection")
    if vad is not None:
        if not isinstance(vad, dict) or vad.get("type", "server_vad") not in VAD_TYPES:
            return _invalid("session.turn_detection.type", "Unsupported turn detection type.")
        threshold = vad.get("threshold", 0.5)
        if not isinstance(threshold, int | float) or not -1.0 <= threshold <= 1.0:
            return _invalid("session.turn_detection.threshold", "threshold must be in [-1, 1].")
        silence = vad.get("silence_duration_ms", 800)
        if not isinstance(silence, int) or not 200 <= silence <= 6000:
            return _invalid(
                "session.turn_detection.silence_duration_ms",
                "silence_duration_ms must be in [200, 6000].",
            )
    tools = session.get("tools") or []
    for index, tool in enumerate(tools):
        function = tool.get("function") if isinstance(tool, dict) else None
        if tool.get("type") != "function" or not isinstance(function, dict):
            return _invalid(f"session.tools[{index}]", "a tool is {type: function, function}.")
        if not isinstance(function.get("name"), str):
            return _invalid(f"session.tools[{index}].function.name", "a function needs a name.")
    if tools and session.get("enable_search"):
        return _invalid("session.enable_search", "tools and enable_search exclude each other.")
    return None


class _Sink:
    """The scripted conversation on Qwen-Omni-Realtime's wire."""

    def __init__(self, ws: ServerConnection, faults: FaultPlan, session: dict[str, Any]) -> None:
        self.ws, self.faults, self.session = ws, faults, session
        self.n = 0
        self.response_id = ""
        self.spoken: dict[str, str] = {}  # item id -> transcript, of the response in progress
        self.user_item = 0

    async def send(self, event: dict[str, Any]) -> None:
        self.n += 1
        await self.ws.send(json.dumps({"event_id": f"event_{self.n:06d}", **event}))

    def _user_item(self) -> str:
        return f"item_user_{self.user_item:04d}"

    async def speech_started(self) -> None:
        self.user_item += 1
        await self.send(
            {
                "type": "input_audio_buffer.speech_started",
                "audio_start_ms": 0,
                "item_id": self._user_item(),
            }
        )

    async def speech_stopped(self) -> None:
        item = self._user_item()
        await self.send(
            {"type": "input_audio_buffer.speech_stopped", "audio_end_ms": 0, "item_id": item}
        )
        await self.send({"type": "input_audio_buffer.committed", "item_id": item})
        await self.send(
            {
                "type": "conversation.item.created",
                "item": {
                    "id": item,
                    "object": "realtime.item",
                    "type": "message",
                    "status": "completed",
                    "role": "user",
                    "content": [{"type": "input_audio"}],
                },
            }
        )

    async def response_started(self, response_id: str) -> None:
        self.response_id, self.spoken = response_id, {}
        response: dict[str, Any] = {
            "id": response_id,
            "object": "realtime.response",
            "status": "in_progress",
            "modalities": self.session.get("modalities"),
            "voice": self.session.get("voice"),
            "output": [],
        }
        await self.send({"type": "response.created", "response": response})

    def _part(self, item_id: str) -> dict[str, Any]:
        return {
            "response_id": self.response_id,
            "item_id": item_id,
            "output_index": 0,
            "content_index": 0,
        }

    async def transcript(self, item_id: str, text: str) -> None:
        self.spoken[item_id] = text
        item = {
            "id": item_id,
            "object": "realtime.item",
            "type": "message",
            "status": "in_progress",
            "role": "assistant",
            "content": [],
        }
        await self.send(
            {
                "type": "response.output_item.added",
                "response_id": self.response_id,
                "output_index": 0,
                "item": item,
            }
        )
        part = {"type": "audio", "text": ""}
        await self.send(
            {"type": "response.content_part.added", **self._part(item_id), "part": part}
        )
        for word in text.split(" "):  # streamed in pieces, as the service streams it
            await self.send(
                {
                    "type": "response.audio_transcript.delta",
                    **self._part(item_id),
                    "delta": word + " ",
                }
            )

    async def audio(self, item_id: str, pcm: np.ndarray) -> None:
        delta = base64.b64encode(pcm.astype("<i2").tobytes()).decode()
        await self.send({"type": "response.audio.delta", **self._part(item_id), "delta": delta})

    async def function_call(self, item_id: str, call_id: str, name: str, arguments: str) -> None:
        item = {
            "id": item_id,
            "object": "realtime.item",
            "type": "function_call",
            "status": "in_progress",
            "call_id": call_id,
            "name": name,
            "arguments": "",
        }
        where = {"response_id": self.response_id, "item_id": item_id, "output_index": 0}
        await self.send(
            {
                "type": "response.output_item.added",
                "response_id": self.response_id,
                "output_index": 0,
                "item": item,
            }
        )
        await self.send(
            {
                "type": "response.function_call_arguments.delta",
                **where,
                "call_id": call_id,
                "delta": arguments,
            }
        )
        await self.send(
            {
                "type": "response.function_call_arguments.done",
                **where,
                "call_id": call_id,
                "name": name,
                "arguments": arguments,
            }
        )
        done = {**item, "status": "completed", "arguments": arguments}
        await self.send(
            {
                "type": "response.output_item.done",
                "response_id": self.response_id,
                "output_index": 0,
                "item": done,
            }
        )

    async def response_done(self, response_id: str, status: str, usage: dict[str, int]) -> None:
        output: list[dict[str, Any]] = []
        for item_id, text in self.spoken.items():
            await self.send({"type": "response.audio.done", **self._part(item_id)})
            await self.send(
                {
                    "type": "response.audio_transcript.done",
                    **self._part(item_id),
                    "transcript": text,
                }
            )
            part = {"type": "audio", "transcript": text}
            await self.send(
                {"type": "response.content_part.done", **self._part(item_id), "part": part}
            )
            item = {
                "id": item_id,
                "object": "realtime.item",
                "type": "message",
                "status": "completed",
                "role": "assistant",
                "content": [part],
            }
            await self.send(
                {
                    "type": "response.output_item.done",
                    "response_id": response_id,
                    "output_index": 0,
                    "item": item,
                }
            )
            output.append(item)
        inputs, outputs = usage["input_tokens"], usage["output_tokens"]
        response = {
            "id": response_id,
            "object": "realtime.response",
            # an interrupted response is incomplete: the documented statuses have no cancelled
            "status": "completed" if status == "completed" else "incomplete",
            "modalities": self.session.get("modalities"),
            "voice": self.session.get("voice"),
            "output": output,
            "usage": {
                "total_tokens": inputs + outputs,
                "input_tokens": inputs,
                "output_tokens": outputs,
                "input_tokens_details": {
                    "text_tokens": inputs // 3,
                    "audio_tokens": inputs - inputs // 3,
                },
                "output_tokens_details": {
                    "text_tokens": outputs // 4,
                    "audio_tokens": outputs - outputs // 4,
                },
            },
        }
        await self.send({"type": "response.done", "response": response})

    async def fault(self, name: str) -> None:
        if not self.faults.take(name) or await socket_fault(self.ws, name):
            return
        if name == "error_server":
            await self.send(_error(name))  # the socket stays open: the event is the signal


class QwenOmniFake(FakeServer):
    """The server's state: faults, and what clients sent (for tests)."""

    rate_limit_body = b'{"code": "Throttling", "message": "Requests rate limit exceeded"}'

    def __init__(self, faults: FaultPlan | None = None, cache_dir: Path | None = None) -> None:
        super().__init__(faults, cache_dir)
        self.sessions: list[dict[str, Any]] = []
        """Every ``session.update``'s ``session`` as sent."""
        self.undocumented: list[str] = []
        """Client event types the documentation does not list."""
        self.tool_outputs: list[dict[str, Any]] = []
        """Every ``function_call_output`` item received."""

    def refuse(self, request: Request) -> Response | None:
        """The realtime path with a model, and a bearer key, are required."""
        url = urllib.parse.urlsplit(request.path)
        if url.path != PATH or "model" not in urllib.parse.parse_qs(url.query):
            return Response(404, "Not Found", Headers(), b"not found")
        if not request.headers.get("Authorization", "").startswith("Bearer "):
            return Response(401, "Unauthorized", Headers(), b'{"code": "InvalidApiKey"}')
        return None

    async def handler(self, ws: ServerConnection) -> None:
        """One session."""
        session = {**DEFAULT_SESSION, "id": f"sess_{id(ws):x}"}
        sink = _Sink(ws, self.faults, session)
        model: ScriptedModel | None = None
        await sink.send({"type": "session.created", "session": session})
        async for message in ws:
            event = json.loads(message)
            kind = event.get("type", "")
            self.client_events.append(kind)
            if kind not in CLIENT_EVENTS:
                self.undocumented.append(kind)
                await sink.send(_invalid("type", f"Unknown event type: {kind!r}."))
            elif kind == "session.update":
                update = event.get("session") or {}
                self.sessions.append(update)
                refused = next(
                    (
                        f
                        for f in ("error_auth", "error_rate_limit", "error_invalid_parameter")
                        if self.faults.take(f)
                    ),
                    None,
                )
                if refused is not None:
                    await sink.send(_error(refused))
                    continue
                merged = {**session, **update}
                problem = session_problem(merged)
                if problem is not None:
                    await sink.send(problem)
                    continue
                session.clear()
                session.update(merged)
                vad = session.get("turn_detection") or {}
                tools = tuple(t["function"]["name"] for t in session.get("tools") or [])
                model = ScriptedModel(
                    sink,
                    OUTPUT_RATE,
                    # the service's threshold runs from -1 to 1; the fake's VAD from 0 to 1
                    min(max(float(vad.get("threshold", 0.5)), 0.05), 0.95),
                    tools,
                    self.faults,
                    cache_dir=self.cache_dir,
                    input_rate=INPUT_RATE,
                )
                await sink.send({"type": "session.updated", "session": session})
            elif model is None:
                await sink.send(_invalid("type", "session.update must come first."))
            elif kind == "input_audio_buffer.append":
                await model.feed(np.frombuffer(base64.b64decode(event["audio"]), dtype="<i2"))
            elif kind == "response.create":
                model.tool_result() if model.awaiting_result else model.respond()
            elif kind == "response.cancel" and model.speaking is not None:
                model.speaking.cancel()
            elif kind == "conversation.item.create":
                item = event.get("item") or {}
                if item.get("type") == "function_call_output":
                    self.tool_outputs.append(item)
                await sink.send({"type": "conversation.item.created", "item": item})
            elif kind == "input_audio_buffer.commit":
                await sink.send({"type": "input_audio_buffer.committed", "item_id": "item_manual"})
            elif kind == "input_audio_buffer.clear":
                await sink.send({"type": "input_audio_buffer.cleared"})
