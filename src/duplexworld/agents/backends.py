"""Configured backends: from a typed agent configuration to a running agent."""

from __future__ import annotations

from pathlib import Path

from duplexworld.agents.base import Agent
from duplexworld.agents.config import (
    CascadeConfig,
    GeminiLiveConfig,
    OpenAIRealtimeConfig,
    RawWebSocketConfig,
    TwilioConfig,
    api_key,
    config_label,
    load_agent_config,
)


def build_configured(path: Path, cache_dir: Path | None = None) -> Agent:
    """A fresh agent from the configuration file at ``path`` (the key from its env variable)."""
    from duplexworld.agents.realtime.bridge import RealtimeAgent

    config = load_agent_config(path)
    key = api_key(config, path)
    label = config_label(path)
    if isinstance(config, CascadeConfig):
        from duplexworld.agents.cascade import CascadeAgent

        return CascadeAgent(label, config, key, cache_dir)
    if isinstance(config, OpenAIRealtimeConfig):
        from duplexworld.agents.realtime.openai_realtime import DIALECTS, OpenAIRealtimeTransport

        def openai_transport() -> OpenAIRealtimeTransport:
            return OpenAIRealtimeTransport(config, key)

        return RealtimeAgent(
            label,
            openai_transport,
            config,
            openai_transport().spec(),
            model=config.model,
            session_billing=DIALECTS[config.dialect].bills_session_time,
        )
    if isinstance(config, RawWebSocketConfig):
        from duplexworld.agents.realtime.raw_ws import RawWebSocketTransport

        def raw_transport() -> RawWebSocketTransport:
            return RawWebSocketTransport(config, key)

        return RealtimeAgent(label, raw_transport, config, raw_transport().spec())
    if isinstance(config, GeminiLiveConfig):
        from duplexworld.agents.realtime.gemini_live import GeminiLiveTransport

        def gemini_transport() -> GeminiLiveTransport:
            return GeminiLiveTransport(config, key)

        return RealtimeAgent(
            label, gemini_transport, config, gemini_transport().spec(), model=config.model
        )
    if isinstance(config, TwilioConfig):
        from duplexworld.agents.realtime.twilio import TwilioTransport

        def twilio_transport() -> TwilioTransport:
            return TwilioTransport(config, key)

        return RealtimeAgent(label, twilio_transport, config, twilio_transport().spec())
    raise AssertionError(f"no backend for {type(config).__name__}")  # the union is closed
