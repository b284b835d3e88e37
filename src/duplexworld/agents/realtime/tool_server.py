"""The world's tools over HTTP, for agents whose wire protocol carries no function calls.

A telephony bot reached over Twilio Media Streams runs its own tools; on a real deployment they
reach the enterprise's backend. Here that backend is the world, so the harness serves it on
localhost and tells the bot where (``customParameters.tools_url`` of the stream's ``start``):

* ``GET  <tools_url>`` -> ``{"instructions": ..., "tools": [{"name", "description", ...}]}``
* ``POST <tools_url>/<name>`` with the JSON arguments -> ``{"ok": bool, "content": str}``

A POST waits until the tick loop has run the call (its result is delivered at the next tick),
so tool time is counted in ticks like any agent's.
"""

from __future__ import annotations

import json
import queue
import threading
import uuid
from concurrent.futures import Future
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from duplexworld.agents.realtime.events import FunctionCall, SessionSetup
from duplexworld.world import ToolResult

CALL_TIMEOUT_S = 60.0
"""A call not answered by then (the episode ended) returns an error to the bot."""


class ToolServer:
    """Serves a session's tools on 127.0.0.1 and hands calls to the bridge."""

    def __init__(self, setup: SessionSetup, calls: queue.Queue[FunctionCall]) -> None:
        self._setup = setup
        self._calls = calls
        self._waiting: dict[str, Future[ToolResult]] = {}
        self._lock = threading.Lock()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self._thread.start()
        self.url = f"http://127.0.0.1:{self._server.server_address[1]}/tools"

    def _catalogue(self) -> dict[str, object]:
        return {
            "instructions": self._setup.instructions,
            "tools": [
                {"name": t.name, "description": t.description, "parameters": t.parameters}
                for t in self._setup.tools
            ],
        }

    def _call(self, name: str, body: bytes) -> dict[str, object]:
        call_id = f"http_{uuid.uuid4().hex[:12]}"
        future: Future[ToolResult] = Future()
        with self._lock:
            self._waiting[call_id] = future
        self._calls.put(FunctionCall(call_id, name, body.decode("utf-8", "replace") or "{}"))
        try:
            result = future.result(timeout=CALL_TIMEOUT_S)
        except TimeoutError:
            return {"ok": False, "content": "the call ended before the tool ran"}
        return {"ok": result.ok, "content": result.content}

    def resolve(self, result: ToolResult) -> None:
        """Answer the waiting request of ``result.call_id``."""
        with self._lock:
            future = self._waiting.pop(result.call_id, None)
        if future is not None:
            future.set_result(result)

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class Handler(BaseHTTPRequestHandler):
            def _reply(self, status: int, payload: dict[str, object]) -> None:
                data = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def do_GET(self) -> None:  # noqa: N802 (http.server's naming)
                self._reply(200, server._catalogue())

            def do_POST(self) -> None:  # noqa: N802
                name = self.path.rstrip("/").rsplit("/", 1)[-1]
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                self._reply(200, server._call(name, body))

            def log_message(self, *args: object) -> None:
                pass

        return Handler

    def close(self) -> None:
        """Stop serving; pending requests get an error."""
        with self._lock:
            waiting, self._waiting = self._waiting, {}
        for call_id, future in waiting.items():
            future.set_result(ToolResult(call_id=call_id, name="", ok=False, content="call over"))
        self._server.shutdown()
        self._server.server_close()
