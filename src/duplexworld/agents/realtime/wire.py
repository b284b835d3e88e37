"""Shared websocket error classification for the adapters."""

from __future__ import annotations

from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidStatus

from duplexworld.agents.errors import InfrastructureError


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


def closed_error(exc: ConnectionClosed) -> InfrastructureError:
    """The infrastructure class of a socket the far end closed or dropped."""
    code = exc.rcvd.code if exc.rcvd is not None else None
    # the close reason is the provider's own explanation: always kept
    reason = f": {exc.rcvd.reason[:200]!r}" if exc.rcvd is not None and exc.rcvd.reason else ""
    if code == 1011:
        return InfrastructureError("server_error", f"the server closed the socket (1011{reason})")
    shown = code if code is not None else "none, no close frame"
    return InfrastructureError("disconnect", f"the socket closed mid-call (code {shown}{reason})")
