"""Local protocol-faithful fakes of hosted voice agents, on real sockets.

``duplexworld fakes serve NAME`` starts one on localhost, so every adapter can be tried with
no key; tests start them in-process with :func:`running_fake`.
"""

from __future__ import annotations

import asyncio
import contextlib
import ssl
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from websockets.asyncio.server import serve

from duplexworld.fakes.chat import ChatFake, serve_chat
from duplexworld.fakes.gemini_live import GeminiLiveFake
from duplexworld.fakes.openai_realtime import OpenAIRealtimeFake
from duplexworld.fakes.qwen_omni import QwenOmniFake
from duplexworld.fakes.raw_ws import RawWebSocketFake
from duplexworld.fakes.script import FAULTS, FaultPlan
from duplexworld.fakes.tls import self_signed
from duplexworld.fakes.twilio_bot import TwilioBotFake

FAKES = (
    "openai_realtime",
    "openai_realtime_beta",
    "xai_realtime",
    "qwen_omni",
    "gemini_live",
    "raw_ws",
    "twilio_bot",
    "chat",
)
"""Fakes by name."""


def make_fake(name: str, faults: FaultPlan, cache_dir: Path | None, delay_s: float = 0.0) -> Any:
    """The fake server called ``name``; unknown names raise ValueError."""
    if name == "chat":
        return ChatFake(faults, delay_s)
    if name == "raw_ws":
        return RawWebSocketFake(faults, cache_dir)
    if name == "twilio_bot":
        return TwilioBotFake(faults, cache_dir)
    if name == "gemini_live":
        return GeminiLiveFake(faults, cache_dir)
    if name == "qwen_omni":
        return QwenOmniFake(faults, cache_dir)
    dialects = {"openai_realtime": "ga", "openai_realtime_beta": "beta", "xai_realtime": "xai"}
    if name in dialects:
        return OpenAIRealtimeFake(dialects[name], faults, cache_dir)  # type: ignore[arg-type]
    raise ValueError(f"unknown fake {name!r} (known: {', '.join(FAKES)})")


TLS_FAKES = frozenset({"gemini_live"})
"""Fakes whose official client only speaks TLS: they serve a self-signed certificate."""


def _cert_dir(cache: Path | None, temporary: bool = False) -> Path:
    if temporary:
        return Path(tempfile.mkdtemp(prefix="duplexworld-fake-"))
    from duplexworld.speech.bank import default_cache_dir

    return (cache or default_cache_dir().parent) / "fakes"


def fake_url(name: str, port: int) -> str:
    """The address an agent configuration points at for fake ``name`` on ``port``."""
    if name in {"raw_ws", "twilio_bot"}:
        return f"ws://127.0.0.1:{port}/" + ("agent" if name == "raw_ws" else "media")
    if name == "gemini_live":
        return f"https://127.0.0.1:{port}"  # the client adds /ws/google.ai...
    if name == "qwen_omni":
        return f"http://127.0.0.1:{port}/api-ws/v1"  # the client adds /realtime?model=...
    return f"http://127.0.0.1:{port}/v1"  # the OpenAI fakes and the chat endpoint


@dataclass
class CallCount:
    """Calls (websocket connections) the fake has open now, and the most it had at once."""

    open: int = 0
    peak: int = 0
    total: int = 0


@dataclass
class RunningFake:
    """A fake serving on localhost: its state, port and the agent-config address."""

    server: Any
    port: int
    url: str
    ca_file: Path | None = None
    """The certificate to trust, for a fake served over TLS."""
    calls: CallCount | None = None
    """Open calls counted at the server (websocket fakes)."""


def _counted(handler: Any, calls: CallCount) -> Any:
    async def counting(ws: Any) -> None:
        calls.open += 1  # one event loop serves every connection: no lock needed
        calls.total += 1
        calls.peak = max(calls.peak, calls.open)
        try:
            await handler(ws)
        finally:
            calls.open -= 1

    return counting


async def _serve(
    fake: Any,
    port: int,
    ready: asyncio.Future[int] | None,
    tls: ssl.SSLContext | None = None,
    calls: CallCount | None = None,
) -> None:
    async with serve(
        fake.handler if calls is None else _counted(fake.handler, calls),
        "127.0.0.1",
        port,
        process_request=fake.process_request,
        max_size=None,
        compression=None,
        ssl=tls,
    ) as server:
        bound = next(iter(server.sockets)).getsockname()[1]
        if ready is not None:
            ready.set_result(bound)
        await server.serve_forever()


def serve_forever(
    name: str,
    port: int,
    fault: str | None,
    times: int,
    cache: Path | None,
    delay_s: float = 0.0,
) -> None:
    """Run fake ``name`` on ``port`` until interrupted (the ``fakes serve`` command)."""
    fake = make_fake(name, FaultPlan(fault, times), cache, delay_s)
    print(
        f"fake {name} on {fake_url(name, port)}" + (f" (fault {fault} x{times})" if fault else "")
    )
    with contextlib.suppress(KeyboardInterrupt):
        if name == "chat":
            serve_chat(fake, port)
            threading.Event().wait()
        elif name in TLS_FAKES:
            tls, cert = self_signed(_cert_dir(cache))
            print(f"serving TLS; trust it with `ca_file: {cert}` in the agent configuration")
            asyncio.run(_serve(fake, port, None, tls))
        else:
            asyncio.run(_serve(fake, port, None))


@contextmanager
def running_fake(
    name: str,
    fault: str | None = None,
    times: int = 1,
    cache_dir: Path | None = None,
    delay_s: float = 0.0,
) -> Iterator[RunningFake]:
    """Serve fake ``name`` on a free localhost port in a background thread for the block."""
    fake = make_fake(name, FaultPlan(fault, times), cache_dir, delay_s)
    if name == "chat":
        server = serve_chat(fake, 0)
        try:
            port = server.server_address[1]
            yield RunningFake(fake, port, fake_url(name, port))
        finally:
            server.shutdown()
            server.server_close()
        return
    loop = asyncio.new_event_loop()
    ready: asyncio.Future[int] = loop.create_future()
    tls, cert = (None, None)
    if name in TLS_FAKES:
        tls, cert = self_signed(_cert_dir(cache_dir, temporary=True))
    calls = CallCount()
    task = loop.create_task(_serve(fake, 0, ready, tls, calls))
    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()

    async def bound_port() -> int:
        return await ready

    bound = asyncio.run_coroutine_threadsafe(bound_port(), loop).result(timeout=15)
    try:
        yield RunningFake(fake, bound, fake_url(name, bound), cert, calls)
    finally:

        async def stop() -> None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

        asyncio.run_coroutine_threadsafe(stop(), loop).result(timeout=10)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(timeout=5)
        loop.close()


__all__ = [
    "FAKES",
    "FAULTS",
    "CallCount",
    "FaultPlan",
    "RunningFake",
    "make_fake",
    "running_fake",
]
