"""Endpoints with deadlines, against real local servers on real sockets.

A server that drips its reply one byte every 1.5 s (a per-read timeout never fires), one that
sends 300 MB, one that redirects to another port: each request is bounded by its total
deadline and the 1 MB cap, and the key never reaches the other port.
"""

from __future__ import annotations

import contextlib
import socket
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pytest

from duplexworld.metrics.judges.breaker import breaker_for, reset_breakers
from duplexworld.metrics.judges.client import JudgeClient, JudgeError
from duplexworld.metrics.judges.config import JudgeConfig
from duplexworld.util.http import MAX_BODY_BYTES, HttpFailure, post

KEY = "sk-canary-redirect-0123456789abcdef"


@contextmanager
def raw_server(serve: Callable[[socket.socket], None]) -> Iterator[tuple[int, list[bytes]]]:
    """A TCP server on 127.0.0.1 that reads each request's head and hands the socket over."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(8)
    listener.settimeout(0.2)
    seen: list[bytes] = []
    stop = threading.Event()

    def accept() -> None:
        while not stop.is_set():
            try:
                client, _ = listener.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            with client:
                head = b""
                client.settimeout(5)
                while b"\r\n\r\n" not in head:
                    part = client.recv(4096)
                    if not part:
                        break
                    head += part
                seen.append(head)
                with contextlib.suppress(OSError):  # the client gave up: what the test wants
                    serve(client)

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    try:
        yield listener.getsockname()[1], seen
    finally:
        stop.set()
        listener.close()
        thread.join(5)


def drip(client: socket.socket) -> None:
    for byte in b"HTTP/1.1 200 OK\r\nContent-Length: 100000\r\n\r\n" + b"x" * 100_000:
        client.sendall(bytes([byte]))
        time.sleep(1.5)


def flood(with_length: bool) -> Callable[[socket.socket], None]:
    def serve(client: socket.socket) -> None:
        length = b"Content-Length: 300000000\r\n" if with_length else b""
        client.sendall(b"HTTP/1.1 200 OK\r\n" + length + b"Connection: close\r\n\r\n")
        block = b"y" * 65536
        for _ in range(300_000_000 // len(block)):
            client.sendall(block)

    return serve


def test_a_slow_drip_is_cut_at_the_total_deadline():
    with raw_server(drip) as (port, _):
        started = time.monotonic()
        with pytest.raises(HttpFailure, match="no complete reply within 3 s"):
            post(f"http://127.0.0.1:{port}/v1", b"{}", {}, deadline_s=3.0)
        assert time.monotonic() - started < 4.5


@pytest.mark.parametrize("with_length", [True, False])
def test_a_300_mb_reply_is_refused_at_the_cap(with_length):
    with raw_server(flood(with_length)) as (port, _):
        started = time.monotonic()
        with pytest.raises(HttpFailure, match="refused") as failure:
            post(f"http://127.0.0.1:{port}/v1", b"{}", {}, deadline_s=30.0)
        assert time.monotonic() - started < 10
        assert not failure.value.retryable
        if with_length:
            assert "300000000 bytes refused" in failure.value.reason
        else:
            assert f"over {MAX_BODY_BYTES} bytes" in failure.value.reason


def test_a_refused_reply_s_socket_is_closed_while_the_failure_is_still_held():
    # a reply with ``Connection: close`` owns its socket: unless post() closes the response,
    # the socket stays open (and the server keeps streaming) as long as anything holds the
    # failure's traceback
    hung_up = threading.Event()

    def serve(client: socket.socket) -> None:
        try:
            flood(True)(client)
        except OSError:
            hung_up.set()
            raise

    with raw_server(serve) as (port, _):
        with pytest.raises(HttpFailure, match="refused") as failure:
            post(f"http://127.0.0.1:{port}/v1", b"{}", {}, deadline_s=30.0)
        assert hung_up.wait(3.0), "the client kept the refused reply's socket open"
        assert failure.value.reason  # the failure (and its traceback) is still referenced


def test_a_redirect_is_a_failure_and_the_key_never_reaches_the_other_host(tmp_path):
    def ok(client: socket.socket) -> None:
        body = b'{"choices": [{"message": {"content": "{}"}}]}'
        client.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: %d\r\n\r\n" % len(body) + body)

    with raw_server(ok) as (other, other_seen):

        def redirect(client: socket.socket) -> None:
            where = f"http://127.0.0.1:{other}/v1/chat/completions".encode()
            client.sendall(b"HTTP/1.1 302 Found\r\nLocation: " + where + b"\r\n\r\n")

        with raw_server(redirect) as (port, seen):
            reset_breakers()
            config = JudgeConfig(
                model="m", base_url=f"http://127.0.0.1:{port}/v1", api_key=KEY, cache_dir=tmp_path
            )
            client = JudgeClient(config, sleep=lambda s: None)
            with pytest.raises(JudgeError, match="302 redirect refused"):
                client.verdict("p", "1", [{"role": "user", "content": "hi"}], lambda d: d)
            assert len(seen) == 1 and KEY.encode() in seen[0]  # the configured host had it
            assert breaker_for(config.endpoint).failures == 1  # the breaker counted it
            reset_breakers()
    assert other_seen == []  # never followed: the other port was not asked at all
