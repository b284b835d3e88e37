"""A local OpenAI-Realtime-protocol server (GA, the older beta shape, and xAI's session shape).

It speaks the wire protocol on a real websocket at ``/v1/realtime?model=...`` with a bearer
token: ``session.update`` configures instructions, tools, the audio format and server VAD (a
partial update: the fields it names change, the rest stay as ``session.created`` or earlier
updates left them); ``input_audio_buffer.append`` carries base64 pcm16 at 24 kHz; the server
answers with ``input_audio_buffer.speech_started/stopped``, ``response.created`` (with the
``metadata`` of the ``response.create`` it answers), each output item framed by
``response.output_item.added`` / ``response.content_part.added`` and their ``.done`` events,
audio and transcript deltas (``response.output_audio.delta`` in GA and xAI,
``response.audio.delta`` in beta), ``response.function_call_arguments.done`` and
``response.output_item.done`` for function calls, ``conversation.item.added`` (beta:
``.created``) for a client's item, ``response.done`` with usage, and ``error`` events. The
conversation is :mod:`duplexworld.fakes.script`.
"""

from __future__ import annotations

import base64
import json
from pathlib import Path
from typing import Any, Literal

import numpy as np
from websockets.asyncio.server import ServerConnection
from websockets.datastructures import Headers
from websockets.http11 import Request, Response

from duplexworld.fakes.script import FaultPlan, ScriptedModel
from duplexworld.fakes.server import FakeServer, socket_fault

Dialect = Literal["ga", "beta", "xai"]
RATE = 24000
VOICES = frozenset(
    {"alloy", "ash", "ballad", "coral", "echo", "sage", "shimmer", "verse", "marin", "cedar"}
)
"""The voices OpenAI's Realtime API documents; another is rejected as the service does."""


def _names(dialect: Dialect) -> dict[str, str]:
    prefix = "response.audio" if dialect == "beta" else "response.output_audio"
    return {
        "audio": f"{prefix}.delta",
        "audio_done": f"{prefix}.done",
        "text": f"{prefix}_transcript.delta",
        "text_done": f"{prefix}_transcript.done",
    }


def _voice(dialect: Dialect, session: dict[str, Any]) -> tuple[str, object]:
    """(parameter path, value) of the session's voice in the dialect's shape."""
    if dialect == "ga":
        output = session.get("audio", {}).get("output", {})
        return "session.audio.output.voice", output.get("voice", "alloy")
    return "session.voice", session.get("voice", "alloy")


def _session_settings(dialect: Dialect, session: dict[str, Any]) -> tuple[float, str | None]:
    """(VAD threshold, problem) from a session.update in the dialect's shape."""
    if dialect == "ga":
        if session.get("type") != "realtime":
            return 0.5, "session.type must be 'realtime'"
        audio = session.get("audio", {})
        fmt = audio.get("input", {}).get("format", {})
        if fmt.get("type") != "audio/pcm" or fmt.get("rate") != RATE:
            return 0.5, "session.audio.input.format must be audio/pcm at 24000"
        vad = audio.get("input", {}).get("turn_detection") or {}
    elif dialect == "beta":
        if session.get("input_audio_format") != "pcm16":
            return 0.5, "session.input_audio_format must be 'pcm16'"
        vad = session.get("turn_detection") or {}
    else:
        vad = session.get("turn_detection") or {}
    return float(vad.get("threshold", 0.5)), None


def _default_session(dialect: Dialect) -> dict[str, Any]:
    """The session a connection starts with (``session.created``), in the dialect's shape."""
    vad = {"type": "server_vad", "threshold": 0.5}
    if dialect == "beta":
        return {
            "input_audio_format": "pcm16",
            "output_audio_format": "pcm16",
            "voice": "alloy",
            "turn_detection": vad,
            "tools": [],
        }
    pcm = {"type": "audio/pcm", "rate": RATE}
    audio: dict[str, dict[str, object]]
    if dialect == "xai":
        audio = {"input": {"format": pcm}, "output": {"format": pcm}}
        return {"voice": "ara", "turn_detection": vad, "audio": audio, "tools": []}
    audio = {
        "input": {"format": pcm, "turn_detection": vad},
        "output": {"format": pcm, "voice": "alloy"},
    }
    return {"type": "realtime", "audio": audio, "tools": []}


def _updated(session: dict[str, Any], update: dict[str, Any]) -> dict[str, Any]:
    """``session`` with the fields ``update`` names replaced (objects field by field)."""
    merged = dict(session)
    for key, value in update.items():
        if isinstance(value, dict) and isinstance(merged.get(key), dict):
            merged[key] = _updated(merged[key], value)
        else:
            merged[key] = value
    return merged


class _Sink:
    """The scripted conversation on the wire, with the item and content-part events the
    protocol frames every output with (``response.output_item.added`` and
    ``response.content_part.added`` before an item's deltas, their ``.done`` after): a client
    that builds its state from them (LiveKit's Realtime plug-in) needs them."""

    def __init__(self, ws: ServerConnection, dialect: Dialect, faults: FaultPlan) -> None:
        self.ws, self.names, self.faults, self.n = ws, _names(dialect), faults, 0
        self.response_id = ""
        self.spoken: dict[str, str] = {}  # item id -> transcript, of the response in progress
        self.metadata: object = None  # the metadata of the response.create being answered

    async def send(self, event: dict[str, Any]) -> None:
        self.n += 1
        await self.ws.send(json.dumps({"event_id": f"event_{self.n}", **event}))

    async def speech_started(self) -> None:
        await self.send({"type": "input_audio_buffer.speech_started", "audio_start_ms": 0})

    async def speech_stopped(self) -> None:
        await self.send({"type": "input_audio_buffer.speech_stopped", "audio_end_ms": 0})

    async def response_started(self, response_id: str) -> None:
        self.response_id, self.spoken = response_id, {}
        response = {
            "id": response_id,
            "object": "realtime.response",
            "status": "in_progress",
            "metadata": self.metadata,
        }
        self.metadata = None  # a response the server starts on its own carries none
        await self.send({"type": "response.created", "response": response})

    def _part(self, item_id: str) -> dict[str, Any]:
        return {
            "response_id": self.response_id,
            "item_id": item_id,
            "output_index": 0,
            "content_index": 0,
        }

    def _message(self, item_id: str, status: str, text: str | None) -> dict[str, Any]:
        content = [] if text is None else [{"type": "output_audio", "transcript": text}]
        return {
            "id": item_id,
            "object": "realtime.item",
            "type": "message",
            "status": status,
            "role": "assistant",
            "content": content,
        }

    async def audio(self, item_id: str, pcm: np.ndarray) -> None:
        delta = base64.b64encode(pcm.astype("<i2").tobytes()).decode()
        await self.send({"type": self.names["audio"], **self._part(item_id), "delta": delta})

    async def transcript(self, item_id: str, text: str) -> None:
        self.spoken[item_id] = text
        added = {"response_id": self.response_id, "output_index": 0}
        message = self._message(item_id, "in_progress", None)
        await self.send({"type": "response.output_item.added", **added, "item": message})
        part = {"type": "audio", "transcript": ""}
        await self.send(
            {"type": "response.content_part.added", **self._part(item_id), "part": part}
        )
        await self.send({"type": self.names["text"], **self._part(item_id), "delta": text})

    async def function_call(self, item_id: str, call_id: str, name: str, arguments: str) -> None:
        item = {
            "id": item_id,
            "object": "realtime.item",
            "type": "function_call",
            "status": "completed",
            "call_id": call_id,
            "name": name,
            "arguments": arguments,
        }
        where = {"response_id": self.response_id, "output_index": 0}
        started = {**item, "status": "in_progress", "arguments": ""}
        await self.send({"type": "response.output_item.added", **where, "item": started})
        await self.send(
            {
                "type": "response.function_call_arguments.done",
                **where,
                "item_id": item_id,
                "call_id": call_id,
                "name": name,
                "arguments": arguments,
            }
        )
        await self.send({"type": "response.output_item.done", **where, "item": item})

    async def response_done(self, response_id: str, status: str, usage: dict[str, int]) -> None:
        for item_id, text in self.spoken.items():  # every spoken item ends, cut off or not
            await self.send({"type": self.names["audio_done"], **self._part(item_id)})
            await self.send(
                {"type": self.names["text_done"], **self._part(item_id), "transcript": text}
            )
            part = {"type": "audio", "transcript": text}
            await self.send(
                {"type": "response.content_part.done", **self._part(item_id), "part": part}
            )
            done = {"response_id": response_id, "output_index": 0}
            item = self._message(
                item_id, "completed" if status == "completed" else "incomplete", text
            )
            await self.send({"type": "response.output_item.done", **done, "item": item})
        self.spoken = {}
        usage = {**usage, "total_tokens": usage["input_tokens"] + usage["output_tokens"]}
        response = {
            "id": response_id,
            "object": "realtime.response",
            "status": status,
            "usage": usage,
        }
        await self.send({"type": "response.done", "response": response})

    async def fault(self, name: str) -> None:
        if not self.faults.take(name) or await socket_fault(self.ws, name):
            return
        if name == "server_error":
            error = {"type": "server_error", "code": None, "message": "The server had an error"}
            await self.send({"type": "error", "error": error})
            await self.ws.close(1011, "server error")
        elif name == "session_cap":
            error = {
                "type": "invalid_request_error",
                "code": "session_expired",
                "message": "Your session hit the maximum duration.",
            }
            await self.send({"type": "error", "error": error})
            await self.ws.close(1000, "session expired")
        elif name == "response_failed":
            # the response ends failed (the service could not finish it); the socket stays
            failed = {
                "type": "failed",
                "error": {"type": "server_error", "message": "The server had an error"},
            }
            response = {"id": "resp_failed", "status": "failed", "status_details": failed}
            await self.send({"type": "response.done", "response": response})


class OpenAIRealtimeFake(FakeServer):
    """The server's per-process state: dialect, faults, and what it was sent (for tests)."""

    rate_limit_body = b'{"error": "rate limit"}'

    def __init__(
        self,
        dialect: Dialect = "ga",
        faults: FaultPlan | None = None,
        cache_dir: Path | None = None,
    ) -> None:
        super().__init__(faults, cache_dir)
        self.dialect = dialect
        self.sessions: list[dict[str, Any]] = []
        """The ``session`` object of every ``session.update`` received, as sent."""

    def refuse(self, request: Request) -> Response | None:
        """Reject bad paths, missing auth and the beta header rule."""
        if not request.path.startswith("/v1/realtime"):
            return Response(404, "Not Found", Headers(), b"not found")
        if not request.headers.get("Authorization", "").startswith("Bearer "):
            return Response(401, "Unauthorized", Headers(), b'{"error": "missing key"}')
        if self.dialect == "beta" and request.headers.get("OpenAI-Beta") != "realtime=v1":
            return Response(400, "Bad Request", Headers(), b'{"error": "OpenAI-Beta header"}')
        return None

    async def handler(self, ws: ServerConnection) -> None:
        """One session."""
        sink = _Sink(ws, self.dialect, self.faults)
        model: ScriptedModel | None = None
        current = _default_session(self.dialect)
        await sink.send({"type": "session.created", "session": {"id": "sess_fake", **current}})
        async for message in ws:
            event = json.loads(message)
            kind = event.get("type", "")
            self.client_events.append(kind)
            if kind == "session.update":
                update = event.get("session", {})
                self.sessions.append(update)
                # an update changes the fields it names and keeps the rest (the service's
                # partial update); rejected, it changes nothing
                session = _updated(current, update)
                threshold, problem = _session_settings(self.dialect, session)
                if problem:
                    error = {"type": "invalid_request_error", "code": None, "message": problem}
                    await sink.send({"type": "error", "error": error})
                    continue
                param, voice = _voice(self.dialect, session)
                if self.dialect != "xai" and voice not in VOICES:
                    # the whole update is rejected, as the service does: no tools, no VAD
                    error = {
                        "type": "invalid_request_error",
                        "code": "invalid_value",
                        "message": f"Invalid value: {voice!r}. Supported values are: "
                        + ", ".join(f"{v!r}" for v in sorted(VOICES))
                        + ".",
                        "param": param,
                    }
                    await sink.send({"type": "error", "error": error})
                    continue
                current = session
                tools = tuple(t["name"] for t in session.get("tools") or [])
                if model is None:
                    model = ScriptedModel(
                        sink, RATE, threshold, tools, self.faults, cache_dir=self.cache_dir
                    )
                else:  # a later update: the conversation goes on with the new tools
                    model.tools = tools
                await sink.send({"type": "session.updated", "session": session})
            elif model is None:
                error = {"type": "invalid_request_error", "code": None, "message": "no session"}
                await sink.send({"type": "error", "error": error})
            elif kind == "input_audio_buffer.append":
                pcm = np.frombuffer(base64.b64decode(event["audio"]), dtype="<i2")
                await model.feed(pcm)
            elif kind == "response.create":
                if model.active or self.faults.take("active_response"):
                    error = {
                        "type": "invalid_request_error",
                        "code": "conversation_already_has_active_response",
                        "message": "Conversation already has an active response",
                    }
                    await sink.send({"type": "error", "error": error})
                    if not model.active:  # the injected one: the phantom response now ends
                        await sink.response_done("resp_phantom", "completed", _zero())
                    continue
                # the response carries the request's metadata back (how a client matches
                # its request to the response that answers it)
                sink.metadata = (event.get("response") or {}).get("metadata")
                model.tool_result() if model.awaiting_result else model.respond()
            elif kind == "conversation.item.create":
                # function_call_output items (the script does not read them), acknowledged
                # with the item as the conversation now holds it
                item = {"id": f"item_client_{sink.n:04d}", **(event.get("item") or {})}
                added = (
                    "conversation.item.created"
                    if self.dialect == "beta"
                    else "conversation.item.added"
                )
                await sink.send({"type": added, "previous_item_id": None, "item": item})
                if self.dialect != "beta":
                    await sink.send({"type": "conversation.item.done", "item": item})
            elif kind == "conversation.item.truncate":
                self.truncations.append(event)
                await sink.send(
                    {
                        "type": "conversation.item.truncated",
                        "item_id": event.get("item_id"),
                        "content_index": 0,
                        "audio_end_ms": event.get("audio_end_ms"),
                    }
                )
            elif kind == "response.cancel" and model.active:
                assert model.speaking is not None
                model.speaking.cancel()


def _zero() -> dict[str, int]:
    return {"input_tokens": 0, "output_tokens": 0}
