"""Agent configuration files (``--agent-config FILE.yaml``): one typed model per backend type.

A file names its backend by ``type`` and holds only non-secret settings; an API key is read
from the environment variable the file names (``api_key_env``), never from the file, and never
reaches a trace, a log or a report (``spec()`` shows the variable's name only). Bad files fail
with one message naming the file and the field.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Any, Literal

import yaml
from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    SecretStr,
    TypeAdapter,
    ValidationError,
    field_validator,
    model_validator,
)
from pydantic_core import PydanticCustomError

from duplexworld.agents.timekeeping import DEFAULT_MAX_LATE_P99_MS
from duplexworld.units import TICK_MS
from duplexworld.util.secrets import register_secret, scrub_mapping

DEFAULT_VAD_THRESHOLD = 0.2
"""Server VAD threshold (DuplexWorld found some personas inaudible at the providers' 0.5)."""


class AgentConfigError(ValueError):
    """An agent configuration file is unusable; the message names the file and the field."""


class _Config(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str | None = Field(
        default=None, pattern=r"^[A-Za-z0-9][A-Za-z0-9_.-]*$", description="label in results"
    )
    api_key_env: str | None = Field(
        default=None,
        pattern=r"^[A-Z_][A-Z0-9_]*$",
        description="name of the environment variable holding the API key",
    )


class RealtimeSettings(_Config):
    """Settings shared by every real-time backend.

    Attributes:
        vad_threshold: the provider's server VAD threshold (default 0.2).
        realtime_speed: how many times faster than real time the caller's audio is paced;
            1.0 for any real service (a hosted model runs in real time); more only for local
            fakes, to keep tests short.
        connect_timeout_s: time allowed for connecting and the session handshake.
        attempts: connection attempts per episode before the episode is an infra failure.
        backoff_s: first back-off between attempts (doubles each time).
        max_concurrency: calls a campaign keeps open at once to this provider (the service
            at the same host; the smallest cap of the configurations that share a host
            holds). Real-time calls run at wall-clock speed, so a campaign runs them
            concurrently up to this cap (``campaign/realtime.py``).
        max_late_p99_ms: bound on the call's p99 tick lateness (ms after each tick's
            scheduled start, ``agents/timekeeping.py``); a call over it is rerun and then
            ``infra_failed`` (``harness_late``), never scored.
    """

    vad_threshold: float = Field(default=DEFAULT_VAD_THRESHOLD, ge=0.0, le=1.0)
    max_concurrency: int = Field(default=4, ge=1, le=256)
    realtime_speed: float = Field(default=1.0, ge=1.0, le=20.0)
    connect_timeout_s: float = Field(default=10.0, gt=0)
    attempts: int = Field(default=3, ge=1, le=10)
    backoff_s: float = Field(default=0.5, ge=0)
    max_late_p99_ms: float = Field(default=DEFAULT_MAX_LATE_P99_MS, ge=0)


def _json_problem(value: object, path: str) -> str | None:
    """Where ``value`` is not plain JSON (string keys; strings, numbers, booleans, null,
    lists, mappings), and why; None when it is."""
    if isinstance(value, Mapping):
        for key, item in value.items():
            if not isinstance(key, str):
                return f"{path or '(top)'}: key {key!r} is not a string (quote it)"
            problem = _json_problem(item, f"{path}.{key}" if path else key)
            if problem:
                return problem
        return None
    if isinstance(value, list):
        for index, item in enumerate(value):
            problem = _json_problem(item, f"{path}[{index}]")
            if problem:
                return problem
        return None
    if value is None or isinstance(value, str | bool | int | float):
        return None
    return f"{path or '(top)'}: a {type(value).__name__} is not a JSON value (quote it)"


class ProviderSessionSettings(RealtimeSettings):
    """Settings of a provider whose session the adapter configures (OpenAI Realtime, Gemini).

    Attributes:
        session_overrides: the provider's own session fields, in its wire shape, deep-merged
            over the session the adapter builds and sent verbatim (``agents/realtime/
            overrides.py``; per adapter in docs/agents.md). Recorded in the trace header with
            the values of secret-named fields masked.
    """

    session_overrides: dict[str, Any] = Field(default_factory=dict)

    @field_validator("session_overrides", mode="before")
    @classmethod
    def _a_json_mapping(cls, value: object) -> object:
        if value is None:
            return {}
        if not isinstance(value, Mapping):
            raise PydanticCustomError(
                "session_overrides",
                "must be a mapping of the provider's session fields, not a {kind}",
                {"kind": type(value).__name__},
            )
        problem = _json_problem(value, "")
        if problem:
            raise PydanticCustomError("session_overrides", "{problem}", {"problem": problem})
        return value


QWEN_DEFAULTS: dict[str, object] = {
    "base_url": "https://dashscope-intl.aliyuncs.com/api-ws/v1",
    "voice": "Cherry",
    "api_key_env": "DASHSCOPE_API_KEY",
}
"""What a ``qwen`` dialect configuration leaves out: Model Studio's international endpoint
(the websocket is ``<base_url>/realtime?model=...``), the default voice of
qwen3-omni-flash-realtime, and the variable its documentation keeps the key in."""


class OpenAIRealtimeConfig(ProviderSessionSettings):
    """An OpenAI-Realtime-protocol service: OpenAI GA, xAI Grok Voice, the older beta shape,
    or Qwen-Omni-Realtime (``agents/realtime/openai_realtime.py`` describes each dialect).

    ``base_url`` is the HTTP API base (``https://api.openai.com/v1``); the websocket is
    ``<base_url>/realtime?model=...`` as the official client builds it. A ``qwen``
    configuration's defaults are Model Studio's (``QWEN_DEFAULTS``).
    """

    type: Literal["openai_realtime"]
    model: str
    base_url: str = "https://api.openai.com/v1"
    voice: str = "alloy"
    dialect: Literal["ga", "beta", "xai", "qwen"] = "ga"
    api_key_env: str | None = Field(default="OPENAI_API_KEY", pattern=r"^[A-Z_][A-Z0-9_]*$")

    @model_validator(mode="before")
    @classmethod
    def _dialect_defaults(cls, data: object) -> object:
        # OpenAI's endpoint, voice and key variable mean nothing to Model Studio
        if isinstance(data, Mapping) and data.get("dialect") == "qwen":
            return {**QWEN_DEFAULTS, **data}
        return data


class RawWebSocketConfig(RealtimeSettings):
    """The raw PCM WebSocket protocol of docs/protocol-raw-pcm.md."""

    type: Literal["raw_ws"]
    url: str = Field(pattern=r"^wss?://")
    sample_rate: Literal[8000, 16000, 24000] = 16000


class TwilioConfig(RealtimeSettings):
    """A telephony bot reached as Twilio reaches it: Media Streams over a websocket.

    ``url`` is the bot's stream endpoint (what ``<Connect><Stream url=...>`` would name);
    ``custom_parameters`` go in the stream's ``start`` as ``customParameters``.
    """

    type: Literal["twilio"]
    url: str = Field(pattern=r"^wss?://")
    custom_parameters: dict[str, str] = Field(default_factory=dict)


class GeminiLiveConfig(ProviderSessionSettings):
    """Gemini Live (BidiGenerateContent) through the official ``google-genai`` client.

    ``base_url`` is the API host (``https://generativelanguage.googleapis.com``); the client
    opens ``<base_url>/ws/google.ai.generativelanguage.<api_version>.GenerativeService.
    BidiGenerateContent``. Gemini's activity detection has no numeric threshold
    (``vad_threshold`` is unused and recorded as such).
    """

    type: Literal["gemini_live"]
    model: str
    base_url: str = "https://generativelanguage.googleapis.com"
    api_version: str = "v1beta"
    voice: str = "Puck"
    api_key_env: str | None = Field(default="GEMINI_API_KEY", pattern=r"^[A-Z_][A-Z0-9_]*$")
    ca_file: str | None = None
    """A certificate to trust besides the system's (a local fake or a TLS-intercepting proxy)."""


class CascadeConfig(_Config):
    """The in-process cascade: silero VAD endpointing -> faster-whisper -> an OpenAI-compatible
    chat-completions endpoint with the world's tools -> piper.

    Attributes:
        model / base_url: the chat-completions model and endpoint.
        stream: stream the reply (speech starts after the first sentence) or wait for it all.
        vad_threshold: silero threshold of the endpointer.
        end_silence_ticks: silent 200 ms ticks that end a caller turn.
        temperature / max_tool_rounds: decoding and the limit of tool rounds per caller turn.
        max_late_p99_ms: bound on the p99, over the call's outputs, of the time the model's
            client waited for a core inside the model's charged wall time
            (``agents/latency.py``); a call over it is rerun, then ``infra_failed``
            (``harness_late``), never scored. One tick by default: an output's tick is its
            charge rounded up to whole ticks, so a wait under a tick moves it by one at most
            (measured: p99 30-65 ms per call on the shared 2-core machine, up to 96 ms with
            two CPU burners beside it; half a tick would exclude ordinary loaded runs).
    """

    type: Literal["cascade"]
    model: str
    base_url: str
    api_key_env: str | None = Field(default=None, pattern=r"^[A-Z_][A-Z0-9_]*$")
    stream: bool = True
    vad_threshold: float = Field(default=0.5, ge=0.0, le=1.0)
    end_silence_ticks: int = Field(default=4, ge=1, le=20)
    temperature: float = Field(default=0.0, ge=0.0, le=2.0)
    max_tool_rounds: int = Field(default=4, ge=1, le=16)
    max_late_p99_ms: float = Field(default=float(TICK_MS), ge=0)
    greeting: str = "Thank you for calling. How can I help you today?"


AgentConfig = Annotated[
    OpenAIRealtimeConfig | RawWebSocketConfig | TwilioConfig | GeminiLiveConfig | CascadeConfig,
    Field(discriminator="type"),
]
"""Any agent configuration, by its ``type``."""

_ADAPTER: TypeAdapter[AgentConfig] = TypeAdapter(AgentConfig)


def _where(loc: tuple[int | str, ...]) -> str:
    # drop the union tag pydantic puts first (the type name) so the field reads as written
    parts = [str(p) for p in loc]
    if parts and parts[0] in {"openai_realtime", "raw_ws", "twilio", "gemini_live", "cascade"}:
        parts = parts[1:]
    return ".".join(parts) or "(file)"


@lru_cache(maxsize=64)
def _load(path: str, mtime: float) -> AgentConfig:
    try:
        data = yaml.safe_load(Path(path).read_text(encoding="utf-8"))
    except OSError as exc:
        raise AgentConfigError(f"{path}: cannot read: {exc.strerror}") from None
    except yaml.YAMLError as exc:
        raise AgentConfigError(f"{path}: not YAML: {exc}") from None
    if not isinstance(data, dict):
        raise AgentConfigError(f"{path}: expected a mapping with a 'type' field")
    for key in data:
        if re.search(r"(^|_)(key|secret|token|password)$", str(key)) and key != "api_key_env":
            raise AgentConfigError(
                f"{path}: {key}: secrets do not go in the file; put the key in an "
                "environment variable and name it in api_key_env"
            )
    try:
        config = _ADAPTER.validate_python(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        raise AgentConfigError(f"{path}: {_where(first['loc'])}: {first['msg']}") from None
    if isinstance(config, ProviderSessionSettings):
        # a secret-named override (an MCP server's authorization) goes to the provider as
        # written, and is scrubbed from everything the harness writes
        scrub_mapping(config.session_overrides)
    return config


def load_agent_config(path: Path | str) -> AgentConfig:
    """The typed configuration in ``path``; raises AgentConfigError naming file and field."""
    path = Path(path)
    try:
        mtime = path.stat().st_mtime
    except OSError:
        raise AgentConfigError(f"{path}: no such agent configuration file") from None
    return _load(str(path), mtime)


def config_label(path: Path | str) -> str:
    """The agent's label in results: the file's ``name``, else the file name's stem."""
    config = load_agent_config(path)
    return config.name or Path(path).stem


def vad_threshold_of(path: Path | str) -> float | None:
    """The VAD threshold the configured agent listens with (for ``personas preflight``), or
    None when its VAD takes no threshold from the harness: Gemini's automatic activity
    detection has sensitivity levels, not a number, and a Twilio bot runs its own VAD."""
    config = load_agent_config(path)
    if isinstance(config, GeminiLiveConfig | TwilioConfig):
        return None
    return config.vad_threshold


def api_key(config: AgentConfig, path: Path | str | None = None) -> SecretStr | None:
    """The API key from the environment variable the configuration names (None if it names
    none). A named but unset variable is a configuration error, raised before any call."""
    if config.api_key_env is None:
        return None
    value = os.environ.get(config.api_key_env)
    if not value:
        where = f"{path}: " if path is not None else ""
        raise AgentConfigError(
            f"{where}api_key_env: environment variable {config.api_key_env} is not set"
        )
    register_secret(value)  # scrubbed from every file and line the harness writes
    return SecretStr(value)


__all__ = [
    "AgentConfig",
    "AgentConfigError",
    "CascadeConfig",
    "GeminiLiveConfig",
    "OpenAIRealtimeConfig",
    "ProviderSessionSettings",
    "RawWebSocketConfig",
    "RealtimeSettings",
    "TwilioConfig",
    "api_key",
    "config_label",
    "load_agent_config",
    "vad_threshold_of",
]
