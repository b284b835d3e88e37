"""Built-in agents by name."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from duplexworld.agents.base import Agent
from duplexworld.agents.null import NullAgent
from duplexworld.agents.oracle import OracleAgent
from duplexworld.caller.persona import AGENT_VOICE
from duplexworld.episode.components import speech_bank, whisper


def _null(cache_dir: Path | None, world: str | None = None) -> Agent:
    # the null agent is the same in every world: it greets and never acts
    bank = speech_bank(AGENT_VOICE, cache_dir)
    return NullAgent(bank, speaker_spec=bank.spec())


def _oracle(cache_dir: Path | None, world: str | None = None) -> Agent:
    bank = speech_bank(AGENT_VOICE, cache_dir)
    asr = whisper()
    if world == "pathfinding":
        # no gold procedure to follow there: the copilot localises and guides from the map
        from duplexworld.worlds.pathfinding.copilot import PathfindingOracle

        return PathfindingOracle(bank, asr, speaker_spec=bank.spec(), asr_spec=asr.spec())
    return OracleAgent(bank, asr, speaker_spec=bank.spec(), asr_spec=asr.spec())


AGENTS: dict[str, Callable[[Path | None, str | None], Agent]] = {
    "null": _null,
    "oracle": _oracle,
}
"""Agent builders by name; each takes the speech cache directory and the scenario's world."""


def build_agent(name: str, cache_dir: Path | None = None, world: str | None = None) -> Agent:
    """A fresh agent by name for a scenario of ``world``; unknown names raise ValueError."""
    try:
        builder = AGENTS[name]
    except KeyError:
        raise ValueError(f"unknown agent {name!r} (known: {', '.join(sorted(AGENTS))})") from None
    return builder(cache_dir, world)
