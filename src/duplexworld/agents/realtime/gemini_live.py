"""Adapter for Gemini Live (BidiGenerateContent over a websocket), through ``google-genai``.

The session is configured with the line's instructions, the world's tools as function
declarations, audio responses with output (and input) transcription, and the server's
automatic activity detection. The caller goes out as 16 kHz pcm16 ``realtimeInput.audio``;
the model's speech comes back as 24 kHz ``serverContent.modelTurn`` inline data. Gemini stops
talking on its own when it hears the caller (``serverContent.interrupted``): the bridge drops
the queued audio and has nothing to tell it. ``goAway`` announces the session cap: the
transport reconnects with the last ``sessionResumptionUpdate`` handle and the call goes on
(noted in the trace); without a resumable handle the attempt ends as a ``session_cap``
failure (retried).

``session_overrides`` are merged into the ``setup`` message itself, in its wire shape: the
official client builds that message from its typed config and sends it as the socket's first
frame; the client passes its ``async_client_args`` that ``websockets.connect`` takes on to it,
so the adapter gives the socket a connection class (``create_connection``, a documented
``websockets`` hook) that merges the overrides into that first frame.
"""

from __future__ import annotations

import contextlib
import functools
import json
import ssl
from collections import deque
from collections.abc import AsyncIterator, Iterable, Mapping, Sequence
from typing import Any

import numpy as np
from pydantic import SecretStr
from websockets.asyncio.client import ClientConnection
from websockets.typing import Data

from duplexworld.agents.config import GeminiLiveConfig
from duplexworld.agents.errors import ConfigurationError, InfrastructureError
from duplexworld.agents.realtime.events import (
    AudioCleared,
    AudioDelta,
    Capabilities,
    FunctionCall,
    InputTranscript,
    ProviderEvent,
    ProviderNotice,
    ResponseDone,
    SessionSetup,
    TranscriptDelta,
    UsageReported,
)
from duplexworld.agents.realtime.overrides import (
    OverrideError,
    merge_session,
    overridden,
    wire_twin,
)
from duplexworld.agents.realtime.wire import close_failure, connect_error
from duplexworld.util.secrets import scrub_mapping
from duplexworld.world import ToolResult

INPUT_RATE = 16000
OUTPUT_RATE = 24000
SESSION_CAP_S = 600.0
"""Gemini Live's published audio session cap (10 minutes without resumption)."""
SETUP_FIELDS = {"speech_config": "voice", "voice": "voice", "model": "model"}
"""A refused setup's reason names a part of the setup: the configuration field behind it."""


def _api_error(
    code: int | None, went_away: bool, reason: str = "", agent: str = "the agent"
) -> InfrastructureError:
    """The class of a Live session that ended (the client reports the socket's close code)."""
    if went_away:
        return InfrastructureError("session_cap", "the session ended after goAway")
    if code is not None and (code == 1008 or 4000 <= code <= 4999):
        failure = close_failure(code, reason, agent=agent)  # classified by its reason
        assert isinstance(failure, InfrastructureError)  # a hosted provider is never the agent
        return failure
    if code == 1011:
        return InfrastructureError("server_error", "the server closed the socket (1011)")
    if code in {429, 1013}:
        return InfrastructureError("rate_limit", f"rate limited ({code})")
    return InfrastructureError("disconnect", f"the socket closed mid-call (code {code})")


class _SetupMerging(ClientConnection):
    """A client socket that merges ``session_overrides`` into the ``setup`` message (the
    first frame the official client sends); everything else passes untouched."""

    def __init__(self, *args: Any, overrides: Mapping[str, Any], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._overrides = overrides
        self._setup_seen = False
        self.setup_sent: dict[str, Any] | None = None

    async def send(self, message: Data | Iterable[Data] | Any, text: bool | None = None) -> None:
        """Send ``message``; the first one, the ``setup``, with the overrides merged in."""
        if not self._setup_seen and isinstance(message, str | bytes):
            self._setup_seen = True
            request = json.loads(message)
            if isinstance(request, dict) and isinstance(request.get("setup"), dict):
                request["setup"] = merge_session(request["setup"], self._overrides, wire_twin)
                self.setup_sent = request["setup"]
                message = json.dumps(request)
        await super().send(message, text=text)


class GeminiLiveTransport:
    """One Gemini Live session."""

    def __init__(self, config: GeminiLiveConfig, key: SecretStr | None) -> None:
        self._config = config
        self._key = key
        self._manager: Any = None
        self._session: Any = None
        self._messages: AsyncIterator[Any] | None = None
        self._pending: deque[ProviderEvent] = deque()
        self._turn = 1
        self._went_away = False
        self._handle: str | None = None
        self._setup: SessionSetup | None = None
        self.resumptions = 0
        self.capabilities = Capabilities(
            input_rate=INPUT_RATE,
            output_rate=OUTPUT_RATE,
            server_vad=True,
            vad_threshold=None,
            manual_turns=True,
            parallel_tools=True,
            barge_in_signal="clear",
            transcripts=True,
            tools=True,
            session_cap_s=SESSION_CAP_S,
            resumption=True,
        )

    async def connect(self, setup: SessionSetup) -> None:
        """Open the session with the official client, and ask the agent to answer."""
        from google.genai import types

        self._setup = setup
        await self._open(setup, handle=None)
        # the agent answers the phone: a first turn asks it to greet
        await self._session.send_client_content(
            turns=types.Content(role="user", parts=[types.Part(text="(the call connects)")]),
            turn_complete=True,
        )

    async def _open(self, setup: SessionSetup, handle: str | None) -> None:
        from google import genai
        from google.genai import errors as genai_errors
        from google.genai import types

        tls: dict[str, Any] = {}
        if self._config.ca_file is not None:
            context = ssl.create_default_context()
            context.load_verify_locations(cafile=self._config.ca_file)
            tls = {"ssl": context}
        if self._config.session_overrides:
            tls["create_connection"] = functools.partial(
                _SetupMerging, overrides=self._config.session_overrides
            )
        client = genai.Client(
            api_key=self._key.get_secret_value() if self._key else "none",
            http_options=types.HttpOptions(
                base_url=self._config.base_url,
                api_version=self._config.api_version,
                async_client_args=tls or None,
            ),
        )
        config = types.LiveConnectConfig(
            response_modalities=[types.Modality.AUDIO],
            system_instruction=setup.instructions,
            tools=[
                types.Tool(
                    function_declarations=[
                        types.FunctionDeclaration(
                            name=t.name,
                            description=t.description,
                            parameters_json_schema=t.parameters,
                        )
                        for t in setup.tools
                    ]
                )
            ]
            if setup.tools
            else None,
            speech_config=types.SpeechConfig(
                voice_config=types.VoiceConfig(
                    prebuilt_voice_config=types.PrebuiltVoiceConfig(voice_name=self._config.voice)
                )
            ),
            output_audio_transcription=types.AudioTranscriptionConfig(),
            input_audio_transcription=types.AudioTranscriptionConfig(),
            session_resumption=types.SessionResumptionConfig(handle=handle),
        )
        self._manager = client.aio.live.connect(model=self._config.model, config=config)
        label = self._config.name or self._config.model
        try:
            self._session = await self._manager.__aenter__()
        except OverrideError as exc:  # an override names a field the setup spells otherwise
            raise ConfigurationError(label, exc.path, exc.message) from None
        except genai_errors.APIError as exc:
            if exc.code == 1007:  # the setup itself was refused: the configuration is wrong
                reason = str(exc.details or exc)[:300]
                raise ConfigurationError(label, self._refused_field(reason), reason) from None
            raise connect_error(exc) from None
        except Exception as exc:  # noqa: BLE001 - every failure to connect is classified
            raise connect_error(exc) from None
        if self._session.setup_complete is None:  # the session is not set up as asked
            raise InfrastructureError("malformed_event", "no setupComplete in reply to setup")
        self._messages = self._all_messages()

    def _refused_field(self, reason: str) -> str:
        # the service names the refused part of the setup ("Invalid value at
        # 'setup.generation_config.speech_config'"): the override's when it set it
        path = reason.split("'")[1] if reason.count("'") >= 2 else ""
        for candidate in (path, _camel_path(path)):
            if candidate and overridden(self._config.session_overrides, candidate):
                return "session_overrides." + candidate.removeprefix("setup.")
        field = next((f for f in SETUP_FIELDS if f in reason), "session")
        return SETUP_FIELDS.get(field, field)

    async def _all_messages(self) -> AsyncIterator[Any]:
        # the client's receive() ends at each turn's end; the call goes on
        while True:
            async for message in self._session.receive():
                yield message

    async def receive(self) -> ProviderEvent:
        """The next normalised event."""
        from google.genai import errors

        assert self._messages is not None
        while not self._pending:
            try:
                message = await self._messages.__anext__()
            except errors.APIError as exc:
                if self._went_away and self._handle is not None:
                    await self._resume()
                    continue
                reason = str(exc.message or exc.status or "")
                label = self._config.name or self._config.model
                raise _api_error(exc.code, self._went_away, reason, label) from None
            except ValueError as exc:
                raise InfrastructureError("malformed_event", str(exc)[:120]) from None
            self._normalise(message)
        return self._pending.popleft()

    async def _resume(self) -> None:
        # the capped session is over; a new one continues it from the handle
        assert self._setup is not None and self._handle is not None
        handle, self._went_away = self._handle, False
        with contextlib.suppress(Exception):
            await self._manager.__aexit__(None, None, None)
        try:
            await self._open(self._setup, handle=handle)
        except Exception as exc:  # noqa: BLE001 - a failed resumption is the service's
            raise InfrastructureError("session_cap", f"resumption failed: {exc}") from None
        self.resumptions += 1
        self._pending.append(ProviderNotice("resumed", f"session resumed after goAway ({handle})"))

    def _normalise(self, message: Any) -> None:
        item = f"turn_{self._turn}"
        if message.usage_metadata is not None:  # on any message, not only a turn's end
            self._pending.append(UsageReported(self._usage(message)))
        content = message.server_content
        update = message.session_resumption_update
        if update is not None and update.resumable and update.new_handle:
            self._handle = update.new_handle
        if message.go_away is not None:
            self._went_away = True
            self._pending.append(
                ProviderNotice("go_away", f"time left {message.go_away.time_left}")
            )
        if message.tool_call is not None:
            import json

            for call in message.tool_call.function_calls or []:
                arguments = json.dumps(call.args or {})
                self._pending.append(FunctionCall(call.id or call.name, call.name, arguments))
        if content is not None:
            if content.interrupted:
                self._pending.append(AudioCleared())
            if content.model_turn is not None:
                for part in content.model_turn.parts or []:
                    if part.inline_data is not None and part.inline_data.data:
                        pcm = np.frombuffer(part.inline_data.data, dtype="<i2").copy()
                        self._pending.append(AudioDelta(item, pcm))
            if content.output_transcription is not None and content.output_transcription.text:
                self._pending.append(TranscriptDelta(item, content.output_transcription.text))
            if content.input_transcription is not None and content.input_transcription.text:
                self._pending.append(InputTranscript(content.input_transcription.text))
            if content.turn_complete:
                self._pending.append(ResponseDone())
                self._turn += 1
        if content is None and message.tool_call is not None:
            self._pending.append(ResponseDone(status="tool_call"))

    @staticmethod
    def _usage(message: Any) -> dict[str, float]:
        usage = message.usage_metadata
        if usage is None:
            return {}
        counts = {
            "input_tokens": usage.prompt_token_count,
            "output_tokens": usage.response_token_count,
        }
        return {k: float(v) for k, v in counts.items() if isinstance(v, int)}

    async def send_audio(self, pcm: np.ndarray) -> None:
        """20 ms of the caller as ``realtimeInput.audio``."""
        from google.genai import types

        if self._session is None:
            return
        blob = types.Blob(
            data=np.asarray(pcm, dtype="<i2").tobytes(), mime_type=f"audio/pcm;rate={INPUT_RATE}"
        )
        with contextlib.suppress(Exception):  # receive reports a closed socket once
            await self._session.send_realtime_input(audio=blob)

    async def send_tool_results(self, results: Sequence[ToolResult]) -> None:
        """All function responses of the turn in one ``toolResponse`` (Gemini then goes on)."""
        from google.genai import types

        responses = [
            types.FunctionResponse(
                id=r.call_id, name=r.name, response={"ok": r.ok, "content": r.content}
            )
            for r in results
        ]
        await self._session.send_tool_response(function_responses=responses)

    async def truncate(self, item_id: str, played_ms: int) -> None:
        """Nothing to send: Gemini interrupts itself when it hears the caller."""

    async def close(self) -> None:
        """Close the session."""
        if self._manager is not None:
            with contextlib.suppress(Exception):
                await self._manager.__aexit__(None, None, None)
            self._manager = self._session = None

    def spec(self) -> dict[str, object]:
        """Adapter facts for the trace header (never the key)."""
        return {
            "adapter": "gemini_live",
            "model": self._config.model,
            "base_url": self._config.base_url,
            "api_version": self._config.api_version,
            "voice": self._config.voice,
            **(
                {"session_overrides": scrub_mapping(self._config.session_overrides)}
                if self._config.session_overrides
                else {}
            ),
        }


def _camel_path(path: str) -> str:
    """``path`` with each snake_case part in camelCase (the service names fields in snake
    case; an override may spell them in camel case)."""
    return ".".join(wire_twin(part) or part for part in path.split("."))
