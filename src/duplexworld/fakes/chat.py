"""A local OpenAI-compatible chat-completions endpoint that holds the fakes' scripted call.

``POST /v1/chat/completions`` answers in the wire format (JSON, or server-sent events with
``stream: true``): it asks for the caller's name, then calls the first of the request's tools,
then answers after the tool result and says goodbye; a line the context does not show as said
(at least half of it) is said again. ``delay_s`` makes every reply that much
slower (for latency tests); the ``rate_limit`` fault answers HTTP 429.
"""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from duplexworld.fakes.script import FaultPlan

ASK = "I can help with that. Could you tell me your full name, please?"
AFTER_TOOL = "Thank you, I have checked that for you. Is there anything else I can help you with?"
BYE = "Thank you for calling. Goodbye."


def _said(messages: list[dict[str, Any]], line: str) -> bool:
    """Whether the context records at least half of ``line`` as said by the assistant.

    A voice framework keeps only what was spoken of an interrupted reply (pipecat drops a reply
    cut before its first word), so a line the caller talked over is not in the context.
    """
    for message in messages:
        content = (
            str(message.get("content") or "").strip() if message.get("role") == "assistant" else ""
        )
        if content and line.startswith(content[: len(line)]) and len(content) * 2 >= len(line):
            return True
    return False


def scripted_reply(body: dict[str, Any]) -> tuple[str, list[dict[str, Any]]]:
    """(text, tool calls) for a request, by which step of the script the context shows done.

    The script advances by what was said and done, not by how many user messages there are: a
    framework's endpointing may split one caller turn into several user messages, and a line
    the caller cut off early is missing from the context, so it is said again, as a model that
    knows what was heard would ask its question again.
    """
    messages = body.get("messages", [])
    if messages and messages[-1].get("role") == "tool":
        return AFTER_TOOL, []
    if not _said(messages, ASK):
        return ASK, []
    tools = body.get("tools") or []
    called = any(m.get("role") == "tool" or m.get("tool_calls") for m in messages)
    if tools and not called:
        name = tools[0]["function"]["name"]
        call = {
            "id": f"call_{len(messages)}",
            "type": "function",
            "function": {"name": name, "arguments": "{}"},
        }
        return "", [call]
    if called and not _said(messages, AFTER_TOOL):
        return AFTER_TOOL, []
    return BYE, []


class ChatFake:
    """The endpoint's state: faults, delay and the requests it got."""

    def __init__(self, faults: FaultPlan | None = None, delay_s: float = 0.0) -> None:
        self.faults = faults or FaultPlan()
        self.delay_s = delay_s
        self.requests: list[dict[str, Any]] = []
        self.headers: list[dict[str, str]] = []
        self.client_events: list[str] = []
        self.truncations: list[dict[str, Any]] = []

    def handler(self) -> type[BaseHTTPRequestHandler]:
        """The request handler class bound to this state."""
        fake = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_POST(self) -> None:  # noqa: N802 (http.server's naming)
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                fake.requests.append(body)
                fake.headers.append({k.lower(): v for k, v in self.headers.items()})
                if not self.path.endswith("/chat/completions"):
                    return self._json(404, {"error": {"message": "not found"}})
                if fake.faults.take("rate_limit"):
                    return self._json(429, {"error": {"message": "rate limit", "type": "rate"}})
                time.sleep(fake.delay_s)
                text, calls = scripted_reply(body)
                if body.get("stream"):
                    return self._stream(body, text, calls)
                message: dict[str, Any] = {"role": "assistant", "content": text or None}
                if calls:
                    message["tool_calls"] = calls
                finish = "tool_calls" if calls else "stop"
                self._json(
                    200,
                    {
                        "id": "chatcmpl-fake",
                        "object": "chat.completion",
                        "created": int(time.time()),
                        "model": body.get("model", ""),
                        "choices": [{"index": 0, "message": message, "finish_reason": finish}],
                        "usage": _usage(body, text),
                    },
                )

            def _json(self, status: int, payload: dict[str, Any]) -> None:
                data = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def _stream(self, body: dict[str, Any], text: str, calls: list[dict[str, Any]]) -> None:
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.send_header("Transfer-Encoding", "chunked")
                self.end_headers()

                def send(delta: dict[str, Any], finish: str | None = None) -> None:
                    chunk = {
                        "id": "chatcmpl-fake",
                        "object": "chat.completion.chunk",
                        "created": int(time.time()),
                        "model": body.get("model", ""),
                        "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
                    }
                    self._chunk(f"data: {json.dumps(chunk)}\n\n".encode())

                send({"role": "assistant", "content": ""})
                for word in text.split(" ") if text else []:
                    send({"content": word + " "})
                for index, call in enumerate(calls):
                    send({"tool_calls": [{"index": index, **call}]})
                send({}, "tool_calls" if calls else "stop")
                if (body.get("stream_options") or {}).get("include_usage"):
                    usage = {
                        "id": "chatcmpl-fake",
                        "object": "chat.completion.chunk",
                        "created": int(time.time()),
                        "model": body.get("model", ""),
                        "choices": [],
                        "usage": _usage(body, text),
                    }
                    self._chunk(f"data: {json.dumps(usage)}\n\n".encode())
                self._chunk(b"data: [DONE]\n\n")
                self._chunk(b"")

            def _chunk(self, data: bytes) -> None:
                self.wfile.write(f"{len(data):X}\r\n".encode() + data + b"\r\n")
                self.wfile.flush()

            def log_message(self, *args: object) -> None:
                pass

        return Handler


def _usage(body: dict[str, Any], text: str) -> dict[str, int]:
    prompt = sum(len(str(m.get("content") or "").split()) for m in body.get("messages", []))
    completion = len(text.split())
    return {
        "prompt_tokens": prompt,
        "completion_tokens": completion,
        "total_tokens": prompt + completion,
    }


def serve_chat(fake: ChatFake, port: int) -> ThreadingHTTPServer:
    """Start serving in a background thread; returns the server (``shutdown()`` to stop)."""
    server = ThreadingHTTPServer(("127.0.0.1", port), fake.handler())
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server
