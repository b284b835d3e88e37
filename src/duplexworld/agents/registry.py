"""Built-in agents by name."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from duplexworld.agents.base import Agent
from duplexworld.agents.null import NullAgent
from duplexworld.agents.oracle import OracleAgent
from duplexworld.caller.persona import AGENT_VOICE
from duplexworld.episode.components import speech_bank, whisper
from duplexworld.world.registry import ReferenceAgentBuilder, capability

AgentBuilder = Callable[[Path | None, str | None], Agent]
"""Builds a fresh agent from the speech cache directory and the scenario's world."""


@dataclass(frozen=True)
class AgentEntry:
    """A registered agent.

    Attributes:
        build: the builder.
        reference: a reference agent gets the privileged ``ReferenceContext`` (the scenario's
            gold procedure); every other agent gets the plain ``AgentContext``.
    """

    build: AgentBuilder
    reference: bool = False


def _null(cache_dir: Path | None, world: str | None = None) -> Agent:
    # the null agent is the same in every world: it greets and never acts
    bank = speech_bank(AGENT_VOICE, cache_dir)
    return NullAgent(bank, speaker_spec=bank.spec())


def _oracle(cache_dir: Path | None, world: str | None = None) -> Agent:
    bank = speech_bank(AGENT_VOICE, cache_dir)
    asr = whisper()
    own = capability(world, ReferenceAgentBuilder) if world is not None else None
    if own is not None:
        # a world without a gold procedure (Pathfinding) brings its own reference agent
        agent: Agent = own.build_reference_agent(bank, asr)
        return agent
    return OracleAgent(bank, asr, speaker_spec=bank.spec(), asr_spec=asr.spec())


AGENTS: dict[str, AgentEntry] = {
    "null": AgentEntry(_null),
    "oracle": AgentEntry(_oracle, reference=True),
}
"""Agents by name."""


def agent_entry(name: str) -> AgentEntry:
    """The registered agent called ``name``; unknown names raise ValueError."""
    try:
        return AGENTS[name]
    except KeyError:
        raise ValueError(f"unknown agent {name!r} (known: {', '.join(sorted(AGENTS))})") from None


def build_agent(name: str, cache_dir: Path | None = None, world: str | None = None) -> Agent:
    """A fresh agent by name for a scenario of ``world``; unknown names raise ValueError."""
    return agent_entry(name).build(cache_dir, world)
