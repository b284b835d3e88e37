"""Built-in agents by name."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from duplexworld.agents.base import Agent
from duplexworld.agents.null import NullAgent
from duplexworld.agents.oracle import OracleAgent
from duplexworld.caller.persona import AGENT_VOICE
from duplexworld.episode.components import speech_bank, whisper


def _null(cache_dir: Path | None) -> Agent:
    bank = speech_bank(AGENT_VOICE, cache_dir)
    return NullAgent(bank, speaker_spec=bank.spec())


def _oracle(cache_dir: Path | None) -> Agent:
    bank = speech_bank(AGENT_VOICE, cache_dir)
    asr = whisper()
    return OracleAgent(bank, asr, speaker_spec=bank.spec(), asr_spec=asr.spec())


AGENTS: dict[str, Callable[[Path | None], Agent]] = {"null": _null, "oracle": _oracle}
"""Agent builders by name; each takes the speech cache directory."""


def build_agent(name: str, cache_dir: Path | None = None) -> Agent:
    """A fresh agent by name; unknown names raise ValueError listing the known agents."""
    try:
        builder = AGENTS[name]
    except KeyError:
        raise ValueError(f"unknown agent {name!r} (known: {', '.join(sorted(AGENTS))})") from None
    return builder(cache_dir)
