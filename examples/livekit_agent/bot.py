"""A LiveKit Agents voice agent behind a telephone line, with no LiveKit server.

A real ``livekit-agents`` ``AgentSession`` (its turn handling, interruptions, tool execution
and realtime-model plug-in) whose audio comes and goes through the session's own I/O
interfaces, ``session.input.audio`` (an ``io.AudioInput``: an async iterator of
``rtc.AudioFrame``) and ``session.output.audio`` (an ``io.AudioOutput``: ``capture_frame``,
``flush``, ``clear_buffer``, and ``on_playback_finished`` once a segment has played), instead
of a LiveKit room. The line is Twilio Media Streams, served on ``/media``: the caller's
mu-law audio becomes input frames, the agent's frames go back as ``media``, a segment's end is
a ``mark`` whose echo tells the session the segment played, an interruption is a ``clear``.
This is the shape of a LiveKit agent deployed behind a telephone bridge; duplexworld plays the
telephone network (its ``twilio`` adapter).

The model is LiveKit's OpenAI Realtime plug-in (``livekit.plugins.openai.realtime``), pointed
at ``--realtime-url`` (duplexworld's OpenAI Realtime fake in the tests, any OpenAI-Realtime
endpoint otherwise). The tools are the backend's, fetched from ``customParameters.tools_url``
of the stream's ``start`` (``GET`` the catalogue and instructions) and called there (``POST
<tools_url>/<name>``) through LiveKit's raw function tools.

Run it in its own environment (``scripts/example-venv.sh livekit`` builds it):
``python bot.py --port 8771 --realtime-url http://127.0.0.1:8765/v1``.
"""

from __future__ import annotations

import argparse
import asyncio
import audioop  # the stdlib's G.711 codec (Python 3.11 and 3.12)
import base64
import json
import logging
import os
import time
from typing import Any

import aiohttp
from aiohttp import web
from livekit import rtc
from livekit.agents import Agent, AgentSession, RunContext, function_tool
from livekit.agents.voice import io
from livekit.plugins import openai

RATE = 8000
"""Twilio Media Streams audio: mu-law at 8 kHz, 20 ms a message."""
FRAME_SAMPLES = RATE // 50

log = logging.getLogger("livekit-agent-bot")


class LineInput(io.AudioInput):
    """The caller's audio from the line, as the session's audio input."""

    def __init__(self) -> None:
        super().__init__(label="twilio-line")
        self.frames: asyncio.Queue[rtc.AudioFrame | None] = asyncio.Queue()

    def push(self, mulaw: bytes) -> None:
        """One ``media`` payload (mu-law) as a 16-bit frame."""
        pcm = audioop.ulaw2lin(mulaw, 2)
        self.frames.put_nowait(
            rtc.AudioFrame(
                data=pcm, sample_rate=RATE, num_channels=1, samples_per_channel=len(pcm) // 2
            )
        )

    def close(self) -> None:
        """The line is down: the iteration ends."""
        self.frames.put_nowait(None)

    async def __anext__(self) -> rtc.AudioFrame:
        """The next frame of the caller."""
        frame = await self.frames.get()
        if frame is None:
            raise StopAsyncIteration
        return frame


class LineOutput(io.AudioOutput):
    """The session's audio output onto the line.

    Frames go out as ``media`` as they come (faster than real time; the far end plays them
    in order). ``flush`` ends a segment with a ``mark``; the segment has played when the far
    end echoes the mark (Twilio echoes a mark once the audio before it has played).
    ``clear_buffer`` sends ``clear``: the far end drops what it has not played and echoes the
    marks behind it at once.
    """

    def __init__(self, ws: web.WebSocketResponse, stream_sid: str) -> None:
        super().__init__(
            label="twilio-line",
            capabilities=io.AudioOutputCapabilities(pause=False),
            sample_rate=RATE,  # the session resamples to the line's rate
        )
        self._ws, self._sid = ws, stream_sid
        self._segment_samples = 0
        self._segment_started: float | None = None
        self._marks: dict[str, tuple[int, float]] = {}  # mark -> (samples before it, its start)
        self._count = 0
        self._pending = b""
        self._interrupted: set[str] = set()

    async def _send(self, message: dict[str, Any]) -> None:
        if not self._ws.closed:
            await self._ws.send_str(json.dumps({"streamSid": self._sid, **message}))

    async def capture_frame(self, frame: rtc.AudioFrame) -> None:
        """A piece of the agent's speech onto the line, in 20 ms messages."""
        await super().capture_frame(frame)
        if self._segment_started is None:
            self._segment_started = time.monotonic()
            self.on_playback_started(created_at=time.time())
        self._pending += bytes(frame.data)
        self._segment_samples += frame.samples_per_channel
        step = FRAME_SAMPLES * 2
        while len(self._pending) >= step:
            chunk, self._pending = self._pending[:step], self._pending[step:]
            payload = base64.b64encode(audioop.lin2ulaw(chunk, 2)).decode()
            await self._send({"event": "media", "media": {"payload": payload}})

    def flush(self) -> None:
        """The segment is complete: the rest of its audio, then a mark."""
        super().flush()
        if self._segment_started is None:
            return
        self._count += 1
        name = f"segment-{self._count}"
        self._marks[name] = (self._segment_samples, self._segment_started)
        rest, self._pending = self._pending, b""
        self._segment_samples, self._segment_started = 0, None

        async def close_segment() -> None:
            if rest:
                payload = base64.b64encode(audioop.lin2ulaw(rest, 2)).decode()
                await self._send({"event": "media", "media": {"payload": payload}})
            await self._send({"event": "mark", "mark": {"name": name}})

        asyncio.ensure_future(close_segment())

    def clear_buffer(self) -> None:
        """The agent was interrupted: the far end drops what it has not played."""
        asyncio.ensure_future(self._send({"event": "clear"}))
        if self._segment_started is not None:  # a segment not yet flushed ends here too
            self._count += 1
            name = f"segment-{self._count}"
            self._marks[name] = (self._segment_samples, self._segment_started)
            self._segment_samples, self._segment_started, self._pending = 0, None, b""
            asyncio.ensure_future(self._send({"event": "mark", "mark": {"name": name}}))
        for name in list(self._marks):
            self._interrupted.add(name)

    def mark_played(self, name: str) -> None:
        """The far end echoed ``name``: the segment before it has played (or was dropped)."""
        if name not in self._marks:
            return
        samples, started = self._marks.pop(name)
        interrupted = name in self._interrupted
        self._interrupted.discard(name)
        # an interrupted segment played as long as it had been playing, at most its length
        played = min(samples / RATE, time.monotonic() - started) if interrupted else samples / RATE
        self.on_playback_finished(playback_position=played, interrupted=interrupted)


def _tools(catalogue: dict[str, Any], session: aiohttp.ClientSession, tools_url: str) -> list[Any]:
    tools = []
    for spec in catalogue.get("tools", []):
        name = str(spec["name"])
        schema = {
            "name": name,
            "description": spec.get("description", ""),
            "parameters": spec.get("parameters") or {"type": "object", "properties": {}},
        }

        async def call(raw_arguments: dict[str, Any], context: RunContext, name: str = name) -> Any:
            # the backend runs the tool; its answer is the function's result
            async with session.post(f"{tools_url}/{name}", data=json.dumps(raw_arguments)) as reply:
                return await reply.json()

        tools.append(function_tool(call, raw_schema=schema))
    return tools


async def run_call(ws: web.WebSocketResponse, realtime_url: str, model: str, key: str) -> None:
    """One call: the line's ``start``, the session, until ``stop`` or the socket closes."""
    line = LineInput()
    output: LineOutput | None = None
    session: AgentSession | None = None
    async with aiohttp.ClientSession() as http:
        async for message in ws:
            if message.type != aiohttp.WSMsgType.TEXT:
                continue
            event = json.loads(message.data)
            kind = event.get("event")
            if kind == "start":
                start = event["start"]
                params = start.get("customParameters") or {}
                tools_url = str(params.get("tools_url", ""))
                catalogue: dict[str, Any] = {}
                if tools_url:
                    async with http.get(tools_url) as reply:
                        catalogue = await reply.json()
                output = LineOutput(ws, str(start.get("streamSid", event.get("streamSid", ""))))
                session = AgentSession(
                    llm=openai.realtime.RealtimeModel(
                        model=model,
                        base_url=realtime_url,
                        api_key=key,
                        voice="alloy",
                        http_session=http,  # outside a LiveKit worker there is no job's session
                    )
                )
                session.input.audio = line
                session.output.audio = output
                agent = Agent(
                    instructions=str(catalogue.get("instructions", "You answer the phone.")),
                    tools=_tools(catalogue, http, tools_url),
                )
                await session.start(agent, record=False)
                session.generate_reply(instructions="Greet the caller and offer help.")
            elif kind == "media":
                line.push(base64.b64decode(event["media"]["payload"]))
            elif kind == "mark" and output is not None:
                output.mark_played(str(event["mark"]["name"]))
            elif kind == "stop":
                break
        # the session ends before the HTTP session its model's socket lives on
        line.close()
        if session is not None:
            await session.aclose()


def app(realtime_url: str, model: str, key: str) -> web.Application:
    """The bot's web app: the Media Streams endpoint at ``/media``."""

    async def media(request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        try:
            await run_call(ws, realtime_url, model, key)
        except Exception:  # a failed call must not take the server down
            log.exception("call failed")
        finally:
            await ws.close()
        return ws

    application = web.Application()
    application.router.add_get("/media", media)
    return application


def main(argv: list[str] | None = None) -> int:
    """Serve the bot until interrupted."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8771)
    parser.add_argument("--realtime-url", required=True, help="OpenAI Realtime API base URL")
    parser.add_argument("--model", default="gpt-realtime")
    parser.add_argument(
        "--api-key-env", default="OPENAI_API_KEY", help="variable holding the model's key"
    )
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO)
    key = os.environ.get(args.api_key_env) or "none"
    print(f"livekit agent bot on ws://127.0.0.1:{args.port}/media", flush=True)
    web.run_app(
        app(args.realtime_url, args.model, key), host="127.0.0.1", port=args.port, print=None
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
