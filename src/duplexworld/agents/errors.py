"""Failures around an agent, split by whose fault they are.

An agent's own fault (an exception, a bad return value, a hang) is a result: the episode ends
with termination ``agent_error`` and scores as the agent's failure. An infrastructure failure
of the agent's service (a refused connection, a dropped socket, a rate limit, a malformed
provider event, a provider's session cap, a server error) says nothing about the agent:
adapters raise ``InfrastructureError``, the campaign retries the episode with back-off
(``campaign.attempt``), records every failed attempt, and after the last one records the
episode as ``infra_failed``, outside every score. An agent that is silent, slow or wrong is
scored as it is.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, get_args

InfraKind = Literal[
    "refused",
    "disconnect",
    "rate_limit",
    "malformed_event",
    "session_cap",
    "server_error",
    "harness_late",
    "auth",
    "config_rejected",
]
"""The classes of infrastructure failure."""

RETRYABLE: frozenset[str] = frozenset(get_args(InfraKind)) - {"auth", "config_rejected"}
"""Kinds worth another attempt: not ``auth`` (a wrong or missing key stays wrong) nor
``config_rejected`` (the configuration stays wrong; it stops the campaign)."""


class InfrastructureError(RuntimeError):
    """The agent's service failed (not the agent): the episode must not be scored.

    Attributes:
        kind: the failure class.
        detail: a human-readable reason (never holds a secret).
        tick: the tick at which it happened, or None before the call started.
    """

    def __init__(self, kind: InfraKind, detail: str, tick: int | None = None) -> None:
        super().__init__(f"{kind}: {detail}" + (f" (tick {tick})" if tick is not None else ""))
        self.kind: InfraKind = kind
        self.detail = detail
        self.tick = tick

    @property
    def retryable(self) -> bool:
        """Whether another attempt may succeed."""
        return self.kind in RETRYABLE


class ConfigurationError(InfrastructureError):
    """The provider rejected the agent's configuration (an unknown voice, a bad model name).

    Not the agent's fault and not an outage: no episode of this agent can run as configured,
    so the campaign stops with one line naming the configuration field (never scored, never
    retried). A subclass of ``InfrastructureError`` so that it crosses the agent guard as one.
    """

    def __init__(self, agent: str, field: str, detail: str) -> None:
        self.agent = agent
        self.field = field
        self.provider_detail = detail
        message = (
            f"agent {agent!r}: the provider rejected the session configuration, "
            f"field {field!r}: {detail}"
        )
        super().__init__("config_rejected", message)

    def __reduce__(self) -> tuple[object, ...]:
        # crosses process boundaries (a campaign's worker) with its own arguments
        return (type(self), (self.agent, self.field, self.provider_detail))


EPISODE_ATTEMPTS = 3
"""Attempts of one episode before it is recorded as an infrastructure failure."""
EPISODE_BACKOFF_S = 2.0
"""Wait before the second attempt; doubles for each further one."""


@dataclass(frozen=True)
class FailedAttempt:
    """One attempt that ended in an infrastructure failure (for ``infra.jsonl``)."""

    attempt: int
    kind: InfraKind
    detail: str
    tick: int | None
    final: bool

    def row(self, key: str) -> dict[str, object]:
        """The record of this attempt for episode ``key``."""
        return {
            "key": key,
            "attempt": self.attempt,
            "kind": self.kind,
            "detail": self.detail,
            "tick": self.tick,
            "final": self.final,
            "status": "infra_failed" if self.final else "retried",
        }


class AgentFault(Exception):
    """The agent under test misbehaved; ``reason`` says how, in one line for the trace."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class AgentRaised(Exception):
    """What an agent's code raised in the agent's own process (``agents/isolation.py``).

    The exception itself stays in that process (its class may not even exist here); its
    class name and message cross, so the fault reads as it would have in-process
    (``step(tick 3) raised ValueError: ...``).
    """

    def __init__(self, type_name: str, message: str) -> None:
        super().__init__(f"{type_name}: {message}")
        self.type_name = type_name
        self.message = message


class AdapterError(RuntimeError):
    """A configured adapter of this package failed in its own code: a bug of the harness, not
    the provider's failure (``InfrastructureError``) and not the agent's (``AgentFault``).

    The episode is recorded as ``harness_error`` (never scored; a resume retries it). The
    agent guard raises it for any unexpected exception from a configured provider adapter
    (``AgentEntry.provider``), and the real-time bridge for an exception in its receive loop.
    """
