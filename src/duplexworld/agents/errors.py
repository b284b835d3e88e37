"""Infrastructure failures of an agent's service, kept apart from the agent's own behaviour.

A refused connection, a dropped socket, a rate limit, a malformed provider event, a provider's
session cap or a server error says nothing about the agent under test: such an episode is
retried with back-off and, if it still fails, recorded as ``infra_failed`` and never scored.
An agent that is silent, slow or wrong is scored as it is.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal, TypeVar

T = TypeVar("T")

InfraKind = Literal[
    "refused", "disconnect", "rate_limit", "malformed_event", "session_cap", "server_error"
]
"""The classes of infrastructure failure."""

RETRYABLE: frozenset[str] = frozenset(
    {"refused", "disconnect", "rate_limit", "malformed_event", "session_cap", "server_error"}
)
"""Kinds worth another attempt (all of them today; a class may opt out later)."""


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


def retry_infrastructure(
    run: Callable[[], T],
    on_failure: Callable[[FailedAttempt], None],
    attempts: int | None = None,
    backoff_s: float | None = None,
) -> T:
    """Run ``run`` again after an :class:`InfrastructureError`, with back-off, up to a limit.

    Every failed attempt is reported to ``on_failure``; the last one (``final``) re-raises.
    Any other exception propagates at once: it is not the infrastructure's.
    """
    limit = attempts if attempts is not None else EPISODE_ATTEMPTS
    delay = backoff_s if backoff_s is not None else EPISODE_BACKOFF_S
    for attempt in range(1, limit + 1):
        try:
            return run()
        except InfrastructureError as exc:
            final = attempt == limit or not exc.retryable
            on_failure(FailedAttempt(attempt, exc.kind, exc.detail, exc.tick, final))
            if final:
                raise
            time.sleep(delay)
            delay *= 2
    raise AssertionError("unreachable: the loop returns or raises")
