"""Shared websocket error classification for the adapters."""

from __future__ import annotations

import re

from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidStatus

from duplexworld.agents.errors import AgentFault, ConfigurationError, InfrastructureError

_AUTH = re.compile(
    r"auth|unauthori[sz]ed|forbidden|api[ _-]?key|credential|permission|access denied", re.I
)
_CAPACITY = re.compile(
    r"rate|quota|limit|capacity|too many|busy|overload|try again|unavailable|concurren", re.I
)
_CONFIG = re.compile(
    r"config|invalid|unsupported|not supported|unknown|unrecogni[sz]ed|bad request|parameter",
    re.I,
)
CONFIG_WORDS = {
    "voice": "voice",
    "model": "model",
    "turn_detection": "vad_threshold",
    "vad": "vad_threshold",
    "sample_rate": "sample_rate",
    "sample rate": "sample_rate",
}
"""Words a refusal's reason may hold, and the configuration field each names (a reason that
names none blames the session as a whole)."""


def connect_error(exc: BaseException) -> InfrastructureError:
    """The infrastructure class of a failure to open a websocket."""
    if isinstance(exc, InvalidStatus):
        status = exc.response.status_code
        if status == 429:
            return InfrastructureError("rate_limit", "HTTP 429 on connect")
        if status in (401, 403):  # a wrong or missing key: another attempt cannot help
            return InfrastructureError("auth", f"HTTP {status} on connect (check the key)")
        if status >= 500:
            return InfrastructureError("server_error", f"HTTP {status} on connect")
        return InfrastructureError("refused", f"HTTP {status} on connect")
    if isinstance(exc, InvalidHandshake):
        return InfrastructureError("refused", f"handshake failed: {type(exc).__name__}")
    if isinstance(exc, OSError):
        return InfrastructureError("refused", f"cannot connect: {exc.strerror or exc}")
    return InfrastructureError("refused", f"cannot connect: {type(exc).__name__}")


def closed_error(
    exc: ConnectionClosed, *, user_hosted: bool = False, agent: str = "the agent"
) -> InfrastructureError | AgentFault:
    """The failure class of a socket the far end closed or dropped (``close_failure``)."""
    if exc.rcvd is None:
        return close_failure(None, "", user_hosted=user_hosted, agent=agent)
    return close_failure(exc.rcvd.code, exc.rcvd.reason, user_hosted=user_hosted, agent=agent)


def close_failure(
    code: int | None, reason: str, *, user_hosted: bool = False, agent: str = "the agent"
) -> InfrastructureError | AgentFault:
    """The failure class of a close with ``code`` and ``reason`` (docs/agents.md, "Failure
    classes"); the code and the reason are always in its detail.

    1011 is the server's error. An application code (4000-4999, RFC 6455 7.4.2) or a policy
    violation (1008) means what its reason says: a key refused is ``auth`` (not retried), a
    limit or a busy service ``rate_limit`` (retried), a refused configuration stops the
    campaign (``ConfigurationError``, naming the field the reason names). Any other such close
    is, from a hosted provider, a ``disconnect`` (retried), and from a user-hosted bot (raw
    WebSocket, Twilio), which is the agent under test, the agent's own fault (``AgentFault``,
    scored): it ended the call with an error of its own. Every other close is a
    ``disconnect``.

    ``user_hosted``: the far end is the agent under test itself. ``agent``: its label, for
    a configuration error's line.
    """
    # the close reason is the far end's own explanation: always kept
    said = f": {reason[:200]!r}" if reason else ""
    shown = code if code is not None else "none, no close frame"
    if code == 1011:
        return InfrastructureError("server_error", f"the server closed the socket (1011{said})")
    if code is None or not (code == 1008 or 4000 <= code <= 4999):
        return InfrastructureError("disconnect", f"the socket closed mid-call (code {shown}{said})")
    detail = f"the far end closed the socket with code {code}{said}"
    if _AUTH.search(reason):
        return InfrastructureError("auth", f"{detail} (check the key)")
    if _CAPACITY.search(reason):
        return InfrastructureError("rate_limit", detail)
    if _CONFIG.search(reason):
        words = reason.lower()
        field = next((f for word, f in CONFIG_WORDS.items() if word in words), "session")
        return ConfigurationError(agent, field, detail)
    if user_hosted:
        return AgentFault(f"the bot ended the call with an error: {detail}")
    return InfrastructureError("disconnect", f"the socket closed mid-call (code {shown}{said})")
