"""Adapter for telephony bots over Twilio Media Streams: the harness plays the phone network.

The harness connects to the bot's websocket as Twilio would for ``<Connect><Stream>``: it sends
``connected`` and ``start`` (stream and call ids, ``audio/x-mulaw`` at 8000 Hz, custom
parameters), then the caller as ``media`` events of 20 ms of base64 mu-law, and ``stop`` at the
end. The bot answers with ``media`` (its speech, mu-law), ``mark`` and ``clear``. As Twilio
documents, a mark is echoed back when playback reaches it (the bridge's playout decides, not
the mark's arrival), and ``clear`` drops the audio not yet played and echoes the marks pending
behind it. The protocol carries no text and no function calls. For the trace, the harness
transcribes each bot utterance (faster-whisper, on its own thread) once it is over by its
silence (300 ms without new audio), never per mark or chunk; the text shows when the audio
plays, or when the recogniser is done if that is later (no tick waits for it). The harness
serves the world's tools over HTTP (:mod:`duplexworld.agents.realtime.tool_server`), their
address in ``customParameters.tools_url``.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import json
import queue
import uuid
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor

import numpy as np
from pydantic import SecretStr
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from duplexworld.agents.config import TwilioConfig
from duplexworld.agents.errors import AgentFault, InfrastructureError
from duplexworld.agents.realtime.events import (
    AudioCleared,
    AudioDelta,
    Capabilities,
    FunctionCall,
    HangUp,
    PlaybackMark,
    ProviderEvent,
    ResponseDone,
    SessionSetup,
    TranscriptDelta,
)
from duplexworld.agents.realtime.tool_server import ToolServer
from duplexworld.agents.realtime.wire import closed_error, connect_error
from duplexworld.channel.g711 import mulaw_decode, mulaw_encode
from duplexworld.speech.asr import WhisperASR
from duplexworld.world import ToolResult

UTTERANCE_GAP_S = 0.3
"""Without a mark, an utterance is over when no audio came for this long."""


_ASR_THREAD = ThreadPoolExecutor(max_workers=1, thread_name_prefix="duplexworld-asr")
"""One recogniser thread: the shared model must not decode two utterances at once."""


def _asr() -> WhisperASR:
    from duplexworld.caller.components import whisper

    return whisper()


class TwilioTransport:
    """One call to a telephony bot over Twilio Media Streams."""

    def __init__(self, config: TwilioConfig, key: SecretStr | None) -> None:
        self._config = config
        self._key = key
        self._ws: ClientConnection | None = None
        self._tools: ToolServer | None = None
        self._calls: queue.Queue[FunctionCall] = queue.Queue()
        self._stream = f"MZ{uuid.uuid4().hex}"
        self._call = f"CA{uuid.uuid4().hex}"
        self._sequence = 0
        self._chunk = 0
        self._segment = 1
        self._closing = False
        self._after_call = False
        self._utterance: list[np.ndarray] = []
        self._last_audio = 0.0
        self._texts: asyncio.Queue[TranscriptDelta] | None = None
        self.capabilities = Capabilities(
            input_rate=8000,
            output_rate=8000,
            encoding="mulaw",
            server_vad=False,
            vad_threshold=None,
            manual_turns=False,
            parallel_tools=True,
            barge_in_signal="clear",
            transcripts=False,
            tools=True,
        )

    def _next_sequence(self) -> str:
        self._sequence += 1
        return str(self._sequence)

    async def connect(self, setup: SessionSetup) -> None:
        """Serve the tools, open the bot's socket, send ``connected`` and ``start``."""
        self._tools = ToolServer(setup, self._calls)
        # load the recogniser before the call, so the first utterance is not late by a load
        warm = np.full(1600, 3000, dtype=np.int16)
        await asyncio.get_running_loop().run_in_executor(_ASR_THREAD, _asr().transcribe, warm)
        headers = {"Authorization": f"Bearer {self._key.get_secret_value()}"} if self._key else {}
        try:
            self._ws = await connect(
                self._config.url, additional_headers=headers, max_size=None, compression=None
            )
        except Exception as exc:  # noqa: BLE001 - every failure to connect is classified
            raise connect_error(exc) from None
        await self._send({"event": "connected", "protocol": "Call", "version": "1.0.0"})
        start = {
            "streamSid": self._stream,
            "accountSid": "AC" + "0" * 32,
            "callSid": self._call,
            "tracks": ["inbound"],
            "mediaFormat": {"encoding": "audio/x-mulaw", "sampleRate": 8000, "channels": 1},
            "customParameters": {**self._config.custom_parameters, "tools_url": self._tools.url},
        }
        await self._send(
            {
                "event": "start",
                "sequenceNumber": self._next_sequence(),
                "start": start,
                "streamSid": self._stream,
            }
        )

    async def _send(self, event: dict[str, object]) -> None:
        assert self._ws is not None
        try:
            await self._ws.send(json.dumps(event))
        except ConnectionClosed as exc:
            raise self._closed(exc) from None

    async def send_audio(self, pcm: np.ndarray) -> None:
        """20 ms of the caller as a ``media`` event."""
        if self._ws is None or self._closing:
            return
        payload = base64.b64encode(mulaw_encode(np.asarray(pcm, dtype=np.int16)).tobytes())
        event: dict[str, object] = {
            "event": "media",
            "sequenceNumber": self._next_sequence(),
            "media": {
                "track": "inbound",
                "chunk": str(self._chunk + 1),
                "timestamp": str(self._chunk * 20),
                "payload": payload.decode(),
            },
            "streamSid": self._stream,
        }
        self._chunk += 1
        with contextlib.suppress(InfrastructureError):  # receive reports the closed socket
            await self._send(event)

    async def receive(self) -> ProviderEvent:
        """The next bot event, or a tool call its backend made."""
        assert self._ws is not None
        if self._texts is None:
            self._texts = asyncio.Queue()
        while True:
            if not self._texts.empty():
                return self._texts.get_nowait()
            loop = asyncio.get_running_loop()
            if self._utterance and loop.time() - self._last_audio > UTTERANCE_GAP_S:
                self._transcribe()  # no mark came: the utterance is over by its silence
            if self._after_call:
                # the bot's backend waits on this one call: its results go back at once
                self._after_call = False
                return ResponseDone(status="tool_call")
            try:
                call = self._calls.get_nowait()
            except queue.Empty:
                call = None
            if call is not None:
                self._after_call = True
                return call
            try:
                message = await asyncio.wait_for(self._ws.recv(), timeout=0.02)
            except TimeoutError:
                continue  # look at the tool queue again
            except ConnectionClosed as exc:
                if exc.rcvd is not None and exc.rcvd.code == 1000:
                    return HangUp()  # the bot ended the stream: it hung up
                raise self._closed(exc) from None
            event = self._parse(message)
            if event is not None:
                return event

    def _parse(self, message: str | bytes) -> ProviderEvent | None:
        try:
            event = json.loads(message)
            kind = event["event"]
            if kind == "media":
                pcm = mulaw_decode(base64.b64decode(event["media"]["payload"]))
                self._utterance.append(pcm)
                self._last_audio = asyncio.get_running_loop().time()
                return AudioDelta(f"segment_{self._segment}", pcm)
            if kind == "clear":
                self._utterance = []  # cut before it was fully sent: not transcribed
                self._segment += 1
                return AudioCleared()
            if kind == "mark":  # echoed when playback reaches it (the bridge's playout)
                return PlaybackMark(str(event["mark"]["name"]))
        except (json.JSONDecodeError, KeyError, TypeError, ValueError, AttributeError):
            # the bot is the agent under test, hosted by its author: a message it gets wrong
            # is its own fault, scored as such (a hosted provider's would be an outage)
            raise AgentFault(
                f"the bot sent a malformed Media Streams message: {str(message)[:80]!r}"
            ) from None
        raise AgentFault(f"the bot sent an unknown Media Streams event {kind!r}")

    def _transcribe(self) -> None:
        # the text of a whole utterance, ready about when it has been played
        if not self._utterance:
            return
        audio = np.concatenate(self._utterance)
        item_id = f"segment_{self._segment}"
        self._utterance = []
        self._segment += 1
        queue_ = self._texts

        async def run() -> None:
            loop = asyncio.get_running_loop()
            text = await loop.run_in_executor(_ASR_THREAD, _asr().transcribe, audio)
            if queue_ is not None and text.strip():
                await queue_.put(TranscriptDelta(item_id, text.strip()))

        asyncio.ensure_future(run())

    async def mark_played(self, name: str) -> None:
        """Echo mark ``name``: playback passed it (or ``clear`` dropped what preceded it)."""
        with contextlib.suppress(InfrastructureError):
            await self._send(
                {
                    "event": "mark",
                    "sequenceNumber": self._next_sequence(),
                    "streamSid": self._stream,
                    "mark": {"name": name},
                }
            )

    async def send_tool_results(self, results: Sequence[ToolResult]) -> None:
        """Answer the bot backend's waiting HTTP requests."""
        assert self._tools is not None
        for result in results:
            self._tools.resolve(result)

    async def truncate(self, item_id: str, played_ms: int) -> None:
        """Nothing to send: a bot hears the caller itself and sends ``clear``."""

    def _closed(self, exc: ConnectionClosed) -> InfrastructureError | AgentFault:
        # the bot is the agent under test: a close with an error of its own is its fault
        agent = self._config.name or self._config.url
        return closed_error(exc, user_hosted=True, agent=agent)

    async def close(self) -> None:
        """Send ``stop``, close the socket and the tool server."""
        self._closing = True
        if self._ws is not None:
            with contextlib.suppress(Exception):  # the socket may already be gone
                await self._ws.send(
                    json.dumps(
                        {
                            "event": "stop",
                            "sequenceNumber": self._next_sequence(),
                            "streamSid": self._stream,
                            "stop": {"accountSid": "AC" + "0" * 32, "callSid": self._call},
                        }
                    )
                )
                await self._ws.close()
            self._ws = None
        if self._tools is not None:
            self._tools.close()
            self._tools = None

    def spec(self) -> dict[str, object]:
        """Adapter facts for the trace header."""
        return {
            "adapter": "twilio_media_streams",
            "url": self._config.url,
            "transcripts": "harness ASR of each bot utterance by silence (faster-whisper), shown "
            "as it plays or when recognised",
            "marks": "echoed when playback passes them; at once for audio cleared",
        }
