"""What every local fake server shares: its recorded state, the upgrade check and the socket faults.

Each fake (OpenAI Realtime, Gemini Live, Twilio Media Streams, raw PCM) speaks its own protocol
over the same kind of WebSocket server: it records the request headers and the client's events
for tests, refuses an upgrade with the provider's own answer (bad path, missing key) or an
injected 429, and plays the faults that look alike in every protocol (a socket that dies, a
frame that is not JSON) the same way.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any, ClassVar

from websockets.asyncio.server import ServerConnection
from websockets.datastructures import Headers
from websockets.http11 import Request, Response

from duplexworld.fakes.script import FaultPlan


class FakeServer:
    """A fake's per-process state: injected faults, the speech cache, what it was sent."""

    rate_limit_body: ClassVar[bytes] = b"rate limit"
    """The body of an injected 429, in the provider's own words."""

    def __init__(self, faults: FaultPlan | None = None, cache_dir: Path | None = None) -> None:
        self.faults = faults or FaultPlan()
        self.cache_dir = cache_dir
        self.client_events: list[str] = []
        self.truncations: list[dict[str, Any]] = []
        self.headers: list[dict[str, str]] = []

    def refuse(self, request: Request) -> Response | None:
        """The provider's own refusal of an upgrade (a wrong path, a missing key); none here."""
        return None

    def process_request(self, connection: ServerConnection, request: Request) -> Response | None:
        """Count and record the connection, then refuse it as the provider would or with an
        injected 429; None lets the upgrade through."""
        self.faults.connections += 1
        self.headers.append({k.lower(): v for k, v in request.headers.raw_items()})
        refused = self.refuse(request)
        if refused is not None:
            return refused
        if self.faults.take("rate_limit"):
            return Response(429, "Too Many Requests", Headers(), self.rate_limit_body)
        if self.faults.take("auth"):
            return Response(401, "Unauthorized", Headers(), b'{"error": "invalid api key"}')
        return None


async def socket_fault(ws: ServerConnection, name: str) -> bool:
    """Play a fault that looks the same in every protocol; False when ``name`` is not one.

    ``disconnect`` kills the socket mid-response without a close frame (and never returns
    to the response); ``malformed`` sends a text frame that is not JSON; ``close_4000``
    closes with application code 4000 and a reason that names a limit; ``close_4001`` with
    code 4001 and a reason that names an error of the far end's own.
    """
    if name == "disconnect":
        ws.transport.abort()
        await asyncio.sleep(3600)
        return True
    if name == "malformed":
        await ws.send("{this is not json")
        return True
    if name == "close_4000":
        await ws.close(4000, "call limit reached")  # an application close code and its reason
        await asyncio.sleep(3600)
        return True
    if name == "close_4001":
        await ws.close(4001, "unhandled exception in the call handler")
        await asyncio.sleep(3600)
        return True
    return False
