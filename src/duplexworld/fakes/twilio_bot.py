"""A local telephony bot speaking Twilio Media Streams, as a bot behind ``<Connect><Stream>``.

The harness (playing Twilio) connects and sends ``connected``, ``start`` and the caller as
``media`` (mu-law, 8 kHz); the bot answers with ``media``, a ``mark`` after each utterance and
``clear`` when its own VAD hears the caller talk over it. With ``--fault mark_every_chunk`` it
follows the pattern of Twilio's own samples and the documented mark semantics: a ``mark`` after
every chunk, and the audio counts as still playing while a mark is unanswered (the phone echoes
a mark when playback reaches it), so a caller talking then gets a ``clear``. Its tools are its
backend's: it fetches
the catalogue from ``customParameters.tools_url`` and POSTs calls there. The conversation is
:mod:`duplexworld.fakes.script`.
"""

from __future__ import annotations

import asyncio
import base64
import json
import urllib.request
from pathlib import Path
from typing import Any

import numpy as np
from websockets.asyncio.server import ServerConnection

from duplexworld.channel.g711 import mulaw_decode, mulaw_encode
from duplexworld.fakes.script import FaultPlan, ScriptedModel
from duplexworld.fakes.server import FakeServer, socket_fault

BOT_VAD_THRESHOLD = 0.5
"""The bot's own VAD threshold (a telephony bot brings its own endpointing)."""


def _http(url: str, body: bytes | None = None) -> dict[str, Any]:
    request = urllib.request.Request(url, data=body, method="POST" if body is not None else "GET")
    with urllib.request.urlopen(request, timeout=30) as response:  # noqa: S310 - localhost
        return json.loads(response.read())


class _Sink:
    def __init__(self, ws: ServerConnection, stream: str, tools_url: str, faults: FaultPlan):
        self.ws, self.stream, self.tools_url, self.faults = ws, stream, tools_url, faults
        self.model: ScriptedModel | None = None
        self.results: list[dict[str, Any]] = []
        self.every_chunk = faults.fault == "mark_every_chunk"
        self.pending: dict[str, float] = {}  # marks sent and not yet echoed: name -> sent at
        self.echoes: list[tuple[str, float, float]] = []  # (name, sent at, echoed at)
        self.clears = 0
        self.said: list[str] = []  # the lines the bot spoke, in order (its script, for tests)
        self._chunks = 0

    async def mark(self, name: str) -> None:
        self.pending[name] = asyncio.get_running_loop().time()
        await self.send({"event": "mark", "mark": {"name": name}})

    def echoed(self, name: str) -> None:
        sent = self.pending.pop(name, None)
        if sent is not None:
            self.echoes.append((name, sent, asyncio.get_running_loop().time()))

    async def send(self, event: dict[str, Any]) -> None:
        await self.ws.send(json.dumps({**event, "streamSid": self.stream}))

    async def speech_started(self) -> None:
        # still playing: by the unanswered marks (Twilio's semantics), else by the fake's clock
        playing = (
            bool(self.pending)
            if self.every_chunk
            else self.model is not None and (self.model.audible)
        )
        if self.model is not None and playing:
            self.model.silence()
            self.clears += 1
            await self.send({"event": "clear"})  # stop what the phone is still playing

    async def speech_stopped(self) -> None:
        pass

    async def response_started(self, response_id: str) -> None:
        pass

    async def audio(self, item_id: str, pcm: np.ndarray) -> None:
        payload = base64.b64encode(mulaw_encode(pcm).tobytes()).decode()
        await self.send({"event": "media", "media": {"payload": payload}})
        if self.every_chunk:
            self._chunks += 1
            await self.mark(f"chunk_{self._chunks}")

    async def transcript(self, item_id: str, text: str) -> None:
        self.said.append(text)  # Media Streams carry no text: kept here, never sent

    async def function_call(self, item_id: str, call_id: str, name: str, arguments: str) -> None:
        async def run() -> None:
            result = await asyncio.to_thread(_http, f"{self.tools_url}/{name}", arguments.encode())
            self.results.append(result)
            if self.model is not None:
                self.model.tool_result()

        asyncio.ensure_future(run())

    async def response_done(self, response_id: str, status: str, usage: dict[str, int]) -> None:
        if status == "completed":
            await self.mark(response_id)

    async def fault(self, name: str) -> None:
        if not self.faults.take(name) or await socket_fault(self.ws, name):
            return
        if name == "server_error":
            await self.ws.close(1011, "bot error")


class TwilioBotFake(FakeServer):
    """The bot's state: faults and what the phone network sent (for tests)."""

    def __init__(self, faults: FaultPlan | None = None, cache_dir: Path | None = None) -> None:
        super().__init__(faults, cache_dir)
        self.tool_results: list[dict[str, Any]] = []
        self.sinks: list[_Sink] = []

    async def handler(self, ws: ServerConnection) -> None:
        """One call."""
        model: ScriptedModel | None = None
        sink: _Sink | None = None
        async for message in ws:
            event = json.loads(message)
            kind = event.get("event", "")
            self.client_events.append(kind)
            if kind == "start":
                start = event["start"]
                tools_url = start["customParameters"]["tools_url"]
                catalogue = await asyncio.to_thread(_http, tools_url)
                sink = _Sink(ws, start["streamSid"], tools_url, self.faults)
                sink.results = self.tool_results
                self.sinks.append(sink)
                tools = tuple(t["name"] for t in catalogue["tools"])
                model = ScriptedModel(
                    sink, 8000, BOT_VAD_THRESHOLD, tools, self.faults, cache_dir=self.cache_dir
                )
                sink.model = model
                model.respond()  # the bot answers the phone
            elif kind == "media" and model is not None:
                await model.feed(mulaw_decode(base64.b64decode(event["media"]["payload"])))
            elif kind == "mark" and sink is not None:
                sink.echoed(str(event["mark"]["name"]))
            elif kind == "stop":
                await ws.close()
