"""One registry of agents: built-in names, installed plug-ins, ``module:factory`` and config files.

An agent reference (``--agent``) is one of:

* a built-in name (``null``, ``oracle``);
* a configuration file ``*.yaml`` / ``*.yml`` of a configured backend (``--agent-config``);
* ``package.module:factory``: a zero-argument callable returning an :class:`Agent`;
* the name of an entry point in the ``duplexworld.agents`` group of an installed package,
  whose value is such a factory.

Only built-in reference agents get the privileged ``ReferenceContext``; every other agent,
plug-ins included, gets the plain ``AgentContext`` (no scenario). A plug-in (``module:factory``
or an entry point) runs in a process of its own (``agents/isolation.py``): its module is never
imported in the harness's process, not even to check the reference.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import cast

from duplexworld.agents.base import Agent
from duplexworld.agents.guard import HarnessDials
from duplexworld.agents.isolation import check_reference, isolating, launch
from duplexworld.agents.null import NullAgent
from duplexworld.agents.oracle import OracleAgent
from duplexworld.agents.plugins import ENTRY_POINT_GROUP, has_entry_point, load_factory
from duplexworld.agents.plugins import plugin_names as plugin_names
from duplexworld.caller.components import speech_bank, whisper
from duplexworld.caller.persona import AGENT_VOICE
from duplexworld.world.registry import ReferenceAgentBuilder, capability

__all__ = [
    "AGENTS",
    "ENTRY_POINT_GROUP",
    "AgentBuilder",
    "AgentEntry",
    "AgentFactory",
    "agent_entry",
    "agent_label",
    "build_agent",
    "is_config_ref",
    "plugin_names",
]

AgentBuilder = Callable[[Path | None, str | None], Agent]
"""Builds a fresh agent from the speech cache directory and the scenario's world."""

AgentFactory = Callable[[], Agent]
"""A plug-in's factory: no arguments, a fresh agent (it learns the line in ``start``)."""


@dataclass(frozen=True)
class AgentEntry:
    """A registered agent.

    Attributes:
        build: the builder.
        reference: a reference agent gets the privileged ``ReferenceContext`` (the scenario's
            gold procedure); every other agent gets the plain ``AgentContext``.
        label: the agent's filesystem-safe label in episode keys (the name, by default).
        trusted: a built-in agent of this package (plug-ins and configured backends are not).
        provider: a configured provider adapter (``--agent-config``): the only agents whose
            ``InfrastructureError`` is an outage of their service (retried, ``infra_failed``);
            from any other agent it is the agent's own fault (``agent_error``). Its other
            exceptions are its own bugs (``harness_error``): the adapters are this package's.
        plugin: the reference a plug-in is loaded from (``module:factory`` or an entry
            point's name); such an agent is built and run in a process of its own
            (``agents/isolation.py``). Empty for agents built in the harness's process.
    """

    build: AgentBuilder
    reference: bool = False
    label: str = ""
    trusted: bool = False
    provider: bool = False
    plugin: str = ""


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
    oracle = OracleAgent(bank, asr, speaker_spec=bank.spec(), asr_spec=asr.spec())
    # a reference agent: the episode starts it with a ReferenceContext, which its start
    # requires (narrower than Agent.start's AgentContext)
    return cast(Agent, oracle)


AGENTS: dict[str, AgentEntry] = {
    "null": AgentEntry(_null, label="null", trusted=True),
    "oracle": AgentEntry(_oracle, reference=True, label="oracle", trusted=True),
}
"""Built-in agents by name."""


def _checked(agent: object, where: str) -> Agent:
    if not isinstance(agent, Agent):
        raise ValueError(
            f"{where} returned {type(agent).__qualname__}, not an Agent "
            "(needs name, start(context), step(input) and spec())"
        )
    return agent


def _plugin_entry(ref: str, label: str) -> AgentEntry:
    """The entry of a plug-in: checked (and later built) in a process of its own, or in this
    one when isolation is switched off (``DUPLEXWORLD_AGENT_ISOLATION=none``)."""
    if isolating():
        check_reference(ref)  # imported there: the module's own code never runs here
    else:
        load_factory(ref)

    def build(cache_dir: Path | None, world: str | None = None) -> Agent:
        if isolating():
            dials = HarnessDials()
            return launch(ref, start_budget_s=dials.start_budget_s, dials=dials.as_dict())
        factory, where = load_factory(ref)
        return _checked(factory(), where)

    return AgentEntry(build, reference=False, label=label, plugin=ref)


def _config_entry(ref: str) -> AgentEntry:
    from duplexworld.agents.backends import build_configured
    from duplexworld.agents.config import config_label, load_agent_config

    load_agent_config(ref)  # fail now, naming file and field, not in the first episode

    def build(cache_dir: Path | None, world: str | None = None) -> Agent:
        return build_configured(Path(ref), cache_dir)

    return AgentEntry(build, reference=False, label=config_label(ref), provider=True)


def is_config_ref(ref: str) -> bool:
    """Whether an agent reference names a configuration file."""
    return ref.endswith((".yaml", ".yml"))


def agent_entry(ref: str) -> AgentEntry:
    """The agent an ``--agent`` reference names; unknown or broken references raise ValueError
    (AgentConfigError, a ValueError, for configuration files)."""
    if ref in AGENTS:
        return AGENTS[ref]
    return _resolve(ref)


@lru_cache(maxsize=256)  # episode keys ask often; failures are not cached
def _resolve(ref: str) -> AgentEntry:
    if is_config_ref(ref):
        return _config_entry(ref)
    if ":" in ref:
        return _plugin_entry(ref, re.sub(r"[^A-Za-z0-9_.-]", ".", ref))
    if has_entry_point(ref):
        return _plugin_entry(ref, ref)
    known = sorted(AGENTS) + plugin_names()
    raise ValueError(
        f"unknown agent {ref!r} (known: {', '.join(known)}; or package.module:factory, "
        "or a configuration file with --agent-config)"
    )


def agent_label(ref: str) -> str:
    """The filesystem-safe label of an agent reference (used in episode keys)."""
    return agent_entry(ref).label or ref  # a registered entry without a label: its name


def build_agent(name: str, cache_dir: Path | None = None, world: str | None = None) -> Agent:
    """A fresh agent by reference for a scenario of ``world``; unknown references raise
    ValueError."""
    # every agent runs behind the episode's guard (agents/guard.py): its faults are results
    return agent_entry(name).build(cache_dir, world)
