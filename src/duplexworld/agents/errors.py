"""Failures around an agent, split by whose fault they are.

An agent's own fault (an exception, a bad return value, a hang) is a result: the episode ends
with termination ``agent_error`` and scores as the agent's failure. An infrastructure failure
(a provider's endpoint unreachable, a rate limit that never clears) says nothing about the
agent: adapters raise ``InfrastructureError`` and the campaign retries the episode with
back-off, then records it as ``infra_failed``, outside every score.
"""

from __future__ import annotations


class InfrastructureError(RuntimeError):
    """Raised by an agent (adapter) when the service behind it failed, not the agent itself.

    The episode is thrown away and retried; after the last attempt it is recorded as
    ``infra_failed`` and excluded from scores. Never raise it for the agent's own mistakes.
    """


class AgentFault(Exception):
    """The agent under test misbehaved; ``reason`` says how, in one line for the trace."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason
