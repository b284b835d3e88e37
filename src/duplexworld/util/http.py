"""One bounded HTTP POST for every request the harness makes (judges, LLM caller, decider).

An endpoint is outside the harness's control, so a request is bounded whatever it does:

- **one total deadline** on the monotonic clock, for connecting, sending, the status line,
  the headers and the body together: a watchdog shuts the socket down when it passes, so an
  endpoint that drips one byte every few seconds (which a per-read timeout never stops) costs
  the deadline and no more;
- **a body cap** (``MAX_BODY_BYTES``, 1 MB: a chat verdict is a few kilobytes): a larger
  ``Content-Length`` is refused before reading, and a body without one is read only up to the
  cap;
- **no redirects**: a 3xx is a failure, never followed, so the request (and its
  ``Authorization`` header) never goes to a host it was not configured for.

Proxies from the environment (``https_proxy``, ``no_proxy``) are honoured for remote hosts,
as urllib does; a local endpoint is always reached directly.
"""

from __future__ import annotations

import contextlib
import http.client
import socket
import threading
import time
import urllib.parse
import urllib.request
from dataclasses import dataclass

__all__ = ["MAX_BODY_BYTES", "HttpFailure", "HttpReply", "post"]

MAX_BODY_BYTES = 1_000_000
"""The largest reply body read (bytes)."""
_CHUNK = 65_536
_LOCAL = {"localhost", "127.0.0.1", "::1"}


class HttpFailure(Exception):
    """A request that did not give a usable reply: ``reason`` says why (no secret in it).

    Attributes:
        reason: one line.
        retryable: whether another attempt may succeed (a timeout, a reset; not a redirect
            or an oversized reply).
    """

    def __init__(self, reason: str, retryable: bool) -> None:
        super().__init__(reason)
        self.reason = reason
        self.retryable = retryable


@dataclass(frozen=True)
class HttpReply:
    """A reply's status and body (at most ``MAX_BODY_BYTES``)."""

    status: int
    body: bytes


def _connection(parts: urllib.parse.SplitResult, timeout: float) -> http.client.HTTPConnection:
    """A connection to the URL's host, through the environment's proxy where one applies."""
    host = parts.hostname or ""
    secure = parts.scheme == "https"
    port = parts.port or (443 if secure else 80)
    proxy = None
    if host not in _LOCAL and not urllib.request.proxy_bypass(host):
        proxy = urllib.request.getproxies().get(parts.scheme)
    cls = http.client.HTTPSConnection if secure else http.client.HTTPConnection
    if proxy is None:
        return cls(host, port, timeout=timeout)
    via = urllib.parse.urlsplit(proxy if "://" in proxy else f"http://{proxy}")
    connection = cls(via.hostname or "", via.port or 80, timeout=timeout)
    connection.set_tunnel(host, port)  # CONNECT: the proxy sees the host, not the request
    return connection


def post(
    url: str,
    body: bytes,
    headers: dict[str, str],
    deadline_s: float,
    max_bytes: int = MAX_BODY_BYTES,
) -> HttpReply:
    """POST ``body`` to ``url`` and return the reply, within ``deadline_s`` seconds in all.

    Any status is returned except a redirect; the caller decides what a 4xx/5xx means.

    Raises:
        HttpFailure: the deadline passed, the connection failed, the reply was a redirect,
            over ``max_bytes`` or not HTTP.
    """
    parts = urllib.parse.urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise HttpFailure(f"not an http(s) URL (scheme {parts.scheme!r})", retryable=False)
    target = parts.path or "/"
    if parts.query:
        target += "?" + parts.query
    began = time.monotonic()
    connection = _connection(parts, timeout=max(0.001, deadline_s))
    expired = threading.Event()

    def expire() -> None:
        # the deadline passed mid-request: shut the socket so the blocked read returns
        expired.set()
        sock = connection.sock
        if sock is not None:
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)

    watchdog = threading.Timer(max(0.0, deadline_s), expire)
    watchdog.daemon = True
    watchdog.start()
    response: http.client.HTTPResponse | None = None
    try:
        connection.request("POST", target, body=body, headers=headers)
        response = connection.getresponse()
        if 300 <= response.status < 400:
            raise HttpFailure(
                f"HTTP {response.status} redirect refused (not followed)", retryable=False
            )
        declared = response.getheader("Content-Length")
        if declared is not None and declared.isdigit() and int(declared) > max_bytes:
            raise HttpFailure(
                f"reply of {int(declared)} bytes refused (limit {max_bytes})", retryable=False
            )
        data = bytearray()
        while True:
            chunk = response.read1(_CHUNK)
            if not chunk:
                break
            data += chunk
            if len(data) > max_bytes:
                raise HttpFailure(f"reply over {max_bytes} bytes refused", retryable=False)
        if expired.is_set():  # the shut socket read as the end of the body
            raise HttpFailure(f"no complete reply within {deadline_s:g} s", retryable=True)
        return HttpReply(response.status, bytes(data))
    except HttpFailure:
        raise
    except (OSError, http.client.HTTPException, ValueError) as exc:
        if expired.is_set() or time.monotonic() - began >= deadline_s:
            late = f"no complete reply within {deadline_s:g} s"
            raise HttpFailure(late, retryable=True) from None
        raise HttpFailure(f"{type(exc).__name__}: {exc}", retryable=True) from None
    finally:
        watchdog.cancel()
        # a reply marked ``Connection: close`` owns the socket once read: closing the connection
        # alone leaves it open (a refused 300 MB reply kept streaming into it) until the
        # response is collected
        if response is not None:
            response.close()
        connection.close()
