"""Adapter for the OpenAI Realtime protocol and its variants, driven by the official
``openai`` client.

Dialects (``Dialect``, one typed description each in ``DIALECTS``):

* ``ga``: OpenAI Realtime GA (``session.type = realtime``, ``session.audio.input/output``,
  ``response.output_audio.delta``).
* ``beta``: the older beta shape still served by OpenAI-compatible providers (StepFun and
  others): ``OpenAI-Beta: realtime=v1``, ``input_audio_format: pcm16``, top-level
  ``turn_detection``, ``response.audio.delta``.
* ``xai``: xAI Grok Voice: GA event names, top-level ``turn_detection`` and ``voice``, with
  the GA ``audio`` format block.
* ``qwen``: Alibaba Cloud Model Studio's Qwen-Omni-Realtime (``qwen3-omni-flash-realtime``,
  ``qwen3.5-omni-*-realtime``, ``qwen-omni-turbo-realtime``): the beta event names over
  ``wss://dashscope-intl.aliyuncs.com/api-ws/v1/realtime?model=...`` (or the Beijing host, or
  a workspace's own ``{WorkspaceId}.<region>.maas.aliyuncs.com``) with
  ``Authorization: Bearer``, which the official client sends given ``base_url``
  ``https://<host>/api-ws/v1``. Its differences: ``modalities: [text, audio]``; formats named
  ``pcm`` (16 kHz in, 24 kHz out; older models ``pcm16``/``pcm24``); ``turn_detection``
  ``server_vad`` (threshold -1..1, ``silence_duration_ms`` 200..6000) or ``semantic_vad``;
  tools in the chat-completions shape (``{type: function, function: {name, description,
  parameters}}``); a function call arrives as ``response.function_call_arguments.done``
  (``call_id``, ``name``, ``arguments``) and is answered with a ``function_call_output``
  item and ``response.create``; usage counts their split in ``input_tokens_details`` /
  ``output_tokens_details``; no ``conversation.item.truncate`` among its client events (the
  server VAD's ``interrupt_response`` stops the response; the model's context keeps the
  unheard rest); sessions last at most 120 minutes. Sources: Alibaba Cloud Model Studio
  documentation, "Qwen-Omni-Realtime" (connection, regions, session limit), "Client events"
  and "Server events" of the Qwen-Omni-Realtime API (event names and fields, formats, VAD
  ranges, the function-calling events), and its function-calling guide (tool results as
  ``conversation.item.create`` then ``response.create``).

The session is configured with server VAD at the configured threshold, and the
configuration's ``session_overrides`` merged over it; the adapter waits for the provider's
``session.updated`` before the agent answers the phone (one ``response.create``). An
``error`` in reply to the configuration is a ``ConfigurationError`` naming the configuration
field (the campaign stops); a response that ends ``failed`` is the provider's failure
(``server_error``), not the agent's.
"""

from __future__ import annotations

import base64
import contextlib
import json
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

import numpy as np
from pydantic import SecretStr

from duplexworld.agents.config import OpenAIRealtimeConfig
from duplexworld.agents.errors import ConfigurationError, InfraKind, InfrastructureError
from duplexworld.agents.realtime.events import (
    AudioDelta,
    Capabilities,
    FunctionCall,
    InputTranscript,
    ProviderEvent,
    ProviderNotice,
    ResponseDone,
    SessionSetup,
    SpeechStarted,
    SpeechStopped,
    TranscriptDelta,
)
from duplexworld.agents.realtime.overrides import OverrideError, merge_session, overridden
from duplexworld.agents.realtime.wire import closed_error, connect_error
from duplexworld.util.secrets import scrub_mapping
from duplexworld.world import ToolResult, ToolSpec

RATE = 24000
"""OpenAI's pcm16 rate, both ways."""
AUDIO_EVENTS = {"response.output_audio.delta", "response.audio.delta"}
TRANSCRIPT_EVENTS = {"response.output_audio_transcript.delta", "response.audio_transcript.delta"}
ERROR_FAMILIES: tuple[tuple[str, InfraKind | Literal["config"]], ...] = (
    # OpenAI's codes
    ("sessionexpired", "session_cap"),
    ("ratelimitexceeded", "rate_limit"),
    ("insufficientquota", "rate_limit"),
    ("invalidapikey", "auth"),
    # Alibaba Cloud Model Studio's general codes (its "Error codes" page), by HTTP family:
    # 401/403 a key refused or an account that may not call (overdue payment included)
    ("accessdenied", "auth"),
    ("arrearage", "auth"),
    ("unauthorized", "auth"),
    ("forbidden", "auth"),
    # 429: Throttling, Throttling.RateQuota, Throttling.AllocationQuota
    ("throttling", "rate_limit"),
    ("toomanyrequests", "rate_limit"),
    # 5xx: InternalError (and its .Algo, .Timeout...), SystemError, ServiceUnavailable...
    ("internal", "server_error"),
    ("systemerror", "server_error"),
    ("servererror", "server_error"),
    ("serviceunavailable", "server_error"),
    ("modelservicefailed", "server_error"),
    ("requesttimeout", "server_error"),
    # 400: a parameter refused (InvalidParameter, the realtime example's invalid_value)
    ("invalidparameter", "config"),
    ("invalidvalue", "config"),
    ("missingparameter", "config"),
    ("badrequest", "config"),
    ("modelnotfound", "config"),
)
"""Error codes by family, matched as a prefix of the code in lower case without punctuation
(``Throttling.RateQuota`` -> ``throttlingratequota``): the failure class each means. An
``error`` event of type ``server_error`` is ``server_error`` whatever its code. ``config``:
refused configuration while the session is being set up (the campaign stops), a notice once
the call runs (the provider refused one event and the call goes on)."""
ACTIVE_RESPONSE = "conversation_already_has_active_response"
CONFIG_FIELDS = {
    "voice": "voice",
    "model": "model",
    "threshold": "vad_threshold",
    "turn_detection": "vad_threshold",
}
"""The configuration field behind the last part of a rejected session parameter's path."""

SessionBuilder = Callable[[SessionSetup, OpenAIRealtimeConfig], dict[str, Any]]


@dataclass(frozen=True)
class Dialect:
    """How one provider's variant of the protocol differs from the others.

    Attributes:
        name: the configuration's ``dialect``.
        build: the ``session`` object of ``session.update`` (before overrides).
        input_rate / output_rate: pcm16 sample rates of the caller's and the agent's audio.
        format_paths: where the session names the audio formats the adapter speaks (an
            override may not change them).
        function_call_event: the server event that carries a finished function call:
            ``response.output_item.done`` (its ``item``) or
            ``response.function_call_arguments.done`` (``call_id``, ``name``, ``arguments``).
        truncates: the protocol has ``conversation.item.truncate`` (what the caller heard).
        usage_details: the key of a side's token split in ``usage`` (``{side}`` filled in).
        session_cap_s: the published session length cap (None: none known).
        headers: extra handshake headers.
        bills_session_time: the provider bills voice sessions by time.
    """

    name: Literal["ga", "beta", "xai", "qwen"]
    build: SessionBuilder
    input_rate: int = RATE
    output_rate: int = RATE
    format_paths: tuple[str, ...] = ("audio.input.format", "audio.output.format")
    function_call_event: Literal[
        "response.output_item.done", "response.function_call_arguments.done"
    ] = "response.output_item.done"
    truncates: bool = True
    usage_details: str = "{side}_token_details"
    session_cap_s: float | None = None
    headers: Mapping[str, str] = field(default_factory=dict)
    bills_session_time: bool = False


def _flat_tools(tools: Sequence[ToolSpec]) -> list[dict[str, Any]]:
    # the Realtime shape: the function's fields beside its type
    return [
        {
            "type": "function",
            "name": t.name,
            "description": t.description,
            "parameters": t.parameters,
        }
        for t in tools
    ]


def _vad(setup: SessionSetup) -> dict[str, Any]:
    return {"type": "server_vad", "threshold": setup.vad_threshold}


def _ga_session(setup: SessionSetup, config: OpenAIRealtimeConfig) -> dict[str, Any]:
    pcm = {"type": "audio/pcm", "rate": RATE}
    return {
        "type": "realtime",
        "model": config.model,
        "instructions": setup.instructions,
        "output_modalities": ["audio"],
        "audio": {
            "input": {"format": pcm, "turn_detection": _vad(setup)},
            "output": {"format": pcm, "voice": config.voice},
        },
        "tools": _flat_tools(setup.tools),
    }


def _beta_session(setup: SessionSetup, config: OpenAIRealtimeConfig) -> dict[str, Any]:
    return {
        "modalities": ["audio", "text"],
        "instructions": setup.instructions,
        "voice": config.voice,
        "input_audio_format": "pcm16",
        "output_audio_format": "pcm16",
        "turn_detection": _vad(setup),
        "tools": _flat_tools(setup.tools),
    }


def _xai_session(setup: SessionSetup, config: OpenAIRealtimeConfig) -> dict[str, Any]:
    pcm = {"type": "audio/pcm", "rate": RATE}
    return {
        "instructions": setup.instructions,
        "voice": config.voice,
        "turn_detection": _vad(setup),
        "audio": {"input": {"format": pcm}, "output": {"format": pcm}},
        "tools": _flat_tools(setup.tools),
    }


def _qwen_session(setup: SessionSetup, config: OpenAIRealtimeConfig) -> dict[str, Any]:
    return {
        "modalities": ["text", "audio"],
        "voice": config.voice,
        "input_audio_format": "pcm",
        "output_audio_format": "pcm",
        "instructions": setup.instructions,
        "turn_detection": _vad(setup),
        # the chat-completions shape: the function's fields under "function"
        "tools": [
            {
                "type": "function",
                "function": {
                    "name": t.name,
                    "description": t.description,
                    "parameters": t.parameters,
                },
            }
            for t in setup.tools
        ],
    }


DIALECTS: dict[str, Dialect] = {
    "ga": Dialect("ga", _ga_session, session_cap_s=3600.0),
    "beta": Dialect(
        "beta",
        _beta_session,
        format_paths=("input_audio_format", "output_audio_format"),
        session_cap_s=1800.0,
        headers={"OpenAI-Beta": "realtime=v1"},
    ),
    "xai": Dialect("xai", _xai_session, bills_session_time=True),
    "qwen": Dialect(
        "qwen",
        _qwen_session,
        input_rate=16000,
        output_rate=24000,
        format_paths=("input_audio_format", "output_audio_format"),
        function_call_event="response.function_call_arguments.done",
        truncates=False,
        usage_details="{side}_tokens_details",
        session_cap_s=7200.0,
    ),
}
"""Every dialect by name. Published caps: OpenAI 60 min GA and 30 min beta, Qwen-Omni 120 min;
xAI: none known."""


def _get(session: dict[str, Any], path: str) -> object:
    node: object = session
    for part in path.split("."):
        node = node.get(part) if isinstance(node, dict) else None
    return node


def _usage(response: dict[str, Any], details_key: str) -> dict[str, float]:
    # the text/audio split where the provider reports it (priced differently), else the totals
    usage = response.get("usage") or {}
    flat: dict[str, float] = {}
    for side in ("input", "output"):
        details = usage.get(details_key.format(side=side)) or {}
        split = {
            f"{side}_{kind}": float(details[kind])
            for kind in ("audio_tokens", "text_tokens")
            if isinstance(details.get(kind), int | float)
        }
        if split:
            flat.update(split)
        elif isinstance(usage.get(f"{side}_tokens"), int | float):
            flat[f"{side}_tokens"] = float(usage[f"{side}_tokens"])
    return flat


def error_family(error: Mapping[str, Any]) -> InfraKind | Literal["config"] | None:
    """The failure class an ``error`` event's ``error`` object means (``ERROR_FAMILIES``), or
    None for a code of no known family (a notice once the call runs)."""
    if error.get("type") == "server_error":
        return "server_error"
    code = re.sub(r"[^a-z]", "", str(error.get("code") or "").lower())
    if not code:
        return None
    return next((kind for prefix, kind in ERROR_FAMILIES if code.startswith(prefix)), None)


def _error_detail(error: Mapping[str, Any]) -> str:
    # the provider's code and message, as it said them (never the key: no provider echoes it)
    code = str(error.get("code") or error.get("type") or "error")
    message = str(error.get("message") or "")[:300]
    return f"provider error {code}: {message}" if message else f"provider error {code}"


class OpenAIRealtimeTransport:
    """One session over the OpenAI Realtime protocol in one of its dialects."""

    def __init__(self, config: OpenAIRealtimeConfig, key: SecretStr | None) -> None:
        self._config = config
        self._dialect = DIALECTS[config.dialect]
        self._key = key
        self._manager: Any = None
        self._connection: Any = None
        self._resend_response = False
        self.capabilities = Capabilities(
            input_rate=self._dialect.input_rate,
            output_rate=self._dialect.output_rate,
            server_vad=True,
            vad_threshold=config.vad_threshold,
            manual_turns=True,
            parallel_tools=True,
            barge_in_signal="speech_started",
            transcripts=True,
            tools=True,
            session_cap_s=self._dialect.session_cap_s,
            resumption=False,
        )

    def session(self, setup: SessionSetup) -> dict[str, Any]:
        """The ``session`` object of ``session.update``: the adapter's, with the
        configuration's ``session_overrides`` deep-merged over it."""
        base = self._dialect.build(setup, self._config)
        try:
            merged = merge_session(base, self._config.session_overrides)
        except OverrideError as exc:
            raise ConfigurationError(self._label, exc.path, exc.message) from None
        for path in self._dialect.format_paths:
            if _get(merged, path) != _get(base, path):
                # the bridge encodes and decodes the adapter's format: another one on the
                # wire would be noise to both ends
                raise ConfigurationError(
                    self._label,
                    f"session_overrides.{path}",
                    f"the adapter sends and plays {_get(base, path)!r}; the audio format "
                    "cannot be overridden",
                )
        return merged

    @property
    def _label(self) -> str:
        return self._config.name or self._config.model

    async def connect(self, setup: SessionSetup) -> None:
        """Connect with the official client, configure the session, and ask for a greeting."""
        from openai import AsyncOpenAI

        client = AsyncOpenAI(
            api_key=self._key.get_secret_value() if self._key else "none",
            base_url=self._config.base_url,
            max_retries=0,  # retries are the bridge's, classified and recorded
        )
        self._manager = client.realtime.connect(
            model=self._config.model, extra_headers=dict(self._dialect.headers)
        )
        try:
            self._connection = await self._manager.enter()
        except Exception as exc:  # noqa: BLE001 - every failure to connect is classified
            raise connect_error(exc.__cause__ or exc) from None
        await self._send({"type": "session.update", "session": self.session(setup)})
        await self._acknowledged()
        await self._send({"type": "response.create"})

    async def _acknowledged(self) -> None:
        # the session runs as configured only once the provider says so: a call without its
        # tools, instructions and VAD would score the agent for a configuration mistake
        from websockets.exceptions import ConnectionClosed

        while True:
            try:
                event = json.loads(await self._connection.recv_bytes())
            except ConnectionClosed as exc:
                raise closed_error(exc, agent=self._label) from None
            except (json.JSONDecodeError, UnicodeDecodeError):
                raise InfrastructureError("malformed_event", "not a Realtime event") from None
            kind = event.get("type") if isinstance(event, dict) else None
            if kind == "session.updated":
                return
            if kind == "error":
                error = event.get("error") or {}
                family = error_family(error)
                if family is not None and family != "config":
                    # the key, a limit or the service, not the configuration: its own class
                    # (auth stops at once, a limit or an outage is retried)
                    raise InfrastructureError(family, _error_detail(error))
                param = str(error.get("param") or "")
                field = CONFIG_FIELDS.get(param.rsplit(".", 1)[-1], param or "session")
                if param and overridden(self._config.session_overrides, param):
                    # the rejected value is the override's, not the adapter's
                    field = "session_overrides." + param.removeprefix("session.")
                code, said = str(error.get("code") or ""), str(error.get("message") or "")
                # the provider's code and its words: the code is what its error table lists
                message = f"{code}: {said}" if code and said else (said or code or "error")
                where = f" (provider parameter {param})" if param else ""
                raise ConfigurationError(self._label, field, f"{message[:300]}{where}")

    async def _send(self, event: dict[str, Any]) -> None:
        from websockets.exceptions import ConnectionClosed

        try:
            await self._connection.send(event)
        except ConnectionClosed as exc:
            raise closed_error(exc, agent=self._label) from None

    async def receive(self) -> ProviderEvent:
        """The next normalised event (events without a normalised form are skipped)."""
        from websockets.exceptions import ConnectionClosed

        while True:
            try:
                raw = await self._connection.recv_bytes()
            except ConnectionClosed as exc:
                raise closed_error(exc, agent=self._label) from None
            try:
                event = json.loads(raw)
                kind = event["type"]
            except (json.JSONDecodeError, KeyError, TypeError, UnicodeDecodeError):
                raise InfrastructureError(
                    "malformed_event", f"not a Realtime event: {raw[:80]!r}"
                ) from None
            parsed = await self._parse(kind, event)
            if parsed is not None:
                return parsed

    async def _parse(self, kind: str, event: dict[str, Any]) -> ProviderEvent | None:
        try:
            if kind == "input_audio_buffer.speech_started":
                return SpeechStarted()
            if kind == "input_audio_buffer.speech_stopped":
                return SpeechStopped()
            if kind in AUDIO_EVENTS:
                pcm = np.frombuffer(base64.b64decode(event["delta"]), dtype="<i2").copy()
                return AudioDelta(str(event["item_id"]), pcm)
            if kind in TRANSCRIPT_EVENTS:
                return TranscriptDelta(str(event["item_id"]), str(event["delta"]))
            if kind == "conversation.item.input_audio_transcription.completed":
                return InputTranscript(str(event.get("transcript", "")))
            if kind == self._dialect.function_call_event:
                # one event per finished call, whichever the dialect sends it in
                if kind == "response.function_call_arguments.done":
                    return FunctionCall(
                        str(event["call_id"]), str(event["name"]), event["arguments"]
                    )
                item = event["item"]
                if item.get("type") == "function_call":
                    return FunctionCall(str(item["call_id"]), str(item["name"]), item["arguments"])
            if kind == "response.done":
                response = event["response"]
                if self._resend_response:
                    # the response we asked for was refused while this one ran: ask again
                    self._resend_response = False
                    await self._send({"type": "response.create"})
                status = str(response.get("status", "completed"))
                if status == "failed":
                    # the provider could not produce the response: an outage, not the agent
                    details = json.dumps(response.get("status_details"))[:300]
                    raise InfrastructureError("server_error", f"response failed: {details}")
                return ResponseDone(_usage(response, self._dialect.usage_details), status)
            if kind == "error":
                return self._error(event.get("error") or {})
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise InfrastructureError(
                "malformed_event", f"{kind}: {type(exc).__name__} {exc}"
            ) from None
        return None

    def _error(self, error: dict[str, Any]) -> ProviderEvent:
        code = str(error.get("code") or "")
        message = str(error.get("message") or "")
        family = error_family(error)
        if family is not None and family != "config":
            raise InfrastructureError(family, _error_detail(error))
        if code == ACTIVE_RESPONSE:
            self._resend_response = True
        return ProviderNotice(code or str(error.get("type")), message)

    async def send_audio(self, pcm: np.ndarray) -> None:
        """One 20 ms frame as ``input_audio_buffer.append``."""
        if self._connection is None:
            return
        audio = base64.b64encode(np.asarray(pcm, dtype="<i2").tobytes()).decode()
        with contextlib.suppress(InfrastructureError):  # receive reports the closed socket
            await self._send({"type": "input_audio_buffer.append", "audio": audio})

    async def send_tool_results(self, results: Sequence[ToolResult]) -> None:
        """Every ``function_call_output`` of the turn, then one ``response.create``."""
        for result in results:
            output = json.dumps({"ok": result.ok, "content": result.content})
            item = {"type": "function_call_output", "call_id": result.call_id, "output": output}
            await self._send({"type": "conversation.item.create", "item": item})
        await self._send({"type": "response.create"})

    async def truncate(self, item_id: str, played_ms: int) -> None:
        """``conversation.item.truncate`` at what the caller heard (nothing in a dialect
        without it: its server stops the response itself when its VAD hears the caller)."""
        if not self._dialect.truncates:
            return
        await self._send(
            {
                "type": "conversation.item.truncate",
                "item_id": item_id,
                "content_index": 0,
                "audio_end_ms": played_ms,
            }
        )

    async def close(self) -> None:
        """Close the session."""
        if self._connection is not None:
            with contextlib.suppress(Exception):  # the socket may already be gone
                await self._connection.close()
            self._connection = None

    def spec(self) -> dict[str, object]:
        """Adapter facts for the trace header (never the key)."""
        return {
            "adapter": "openai_realtime",
            "dialect": self._config.dialect,
            "model": self._config.model,
            "base_url": self._config.base_url,
            "voice": self._config.voice,
            **(
                {"session_overrides": scrub_mapping(self._config.session_overrides)}
                if self._config.session_overrides
                else {}
            ),
        }
