"""A local OpenAI-compatible chat-completions server on a real socket, for tests.

It speaks the wire protocol of ``POST <base>/chat/completions`` (JSON body with ``model``,
``messages``, ``temperature``; a reply with ``choices[0].message.content``) and answers with
whatever the test's ``reply`` function returns for the request body. It stands in only for
hosted models that cannot be reached from here.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class ChatServer:
    """A running fake endpoint: its base URL and the requests it received."""

    url: str
    requests: list[dict[str, Any]] = field(default_factory=list)
    fail_next: list[int] = field(default_factory=list)
    """HTTP status codes to answer the next requests with, instead of a reply."""
    fail_always: int | None = None
    """An HTTP status code to answer every request with (an endpoint that is down)."""
    hang_s: float = 0.0
    """Seconds to wait before answering (a hanging endpoint)."""


@contextmanager
def chat_server(reply: Callable[[dict[str, Any]], str]) -> Iterator[ChatServer]:
    """Serve on 127.0.0.1 (a free port) until the block ends; ``reply(body) -> content``."""
    state = ChatServer(url="")

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:  # noqa: N802 (http.server's naming)
            body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
            state.requests.append({"path": self.path, "headers": dict(self.headers), "body": body})
            if state.hang_s:
                time.sleep(state.hang_s)
            if state.fail_next or state.fail_always:
                status = state.fail_next.pop(0) if state.fail_next else state.fail_always
                self.send_response(status or 500)
                self.end_headers()
                self.wfile.write(b'{"error": "try again"}')
                return
            payload = {"choices": [{"message": {"role": "assistant", "content": reply(body)}}]}
            data = json.dumps(payload).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    state.url = f"http://127.0.0.1:{server.server_address[1]}/v1"
    try:
        yield state
    finally:
        server.shutdown()
        server.server_close()
