"""The agent host: the process a plug-in agent under test runs in (``agents/isolation.py``).

Started fresh by the harness for one episode, with one end of a socket pair and the harness's
process id. It builds the agent from its reference (importing the plug-in's module here), then
answers one request at a time: ``start`` with an ``AgentContext``, ``step`` / ``step_text``
with a tick's input, ``close`` at the end of the call. What it is sent is all it ever has of
the episode: no scenario, world, caller or gold exists in this process.

Each reply is a JSON header (and, for a step, the tick's int16 audio). What the agent returns
is checked here by the harness's own rule (``agents.guard.check_chunk``), inside the step's
CPU budget (this process's CPU is what the budget counts), and sent in its checked form. What
the agent's code raises is sent as its class name and message.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import sys
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any

import numpy as np

from duplexworld.agents.base import (
    Agent,
    AgentInput,
    ClosableAgent,
    TextAgent,
    TextInput,
    UsageReporting,
)
from duplexworld.agents.guard import HarnessDials, checked_chunk
from duplexworld.agents.isolation import (
    decode_context,
    decode_results,
    encode_chunk,
    error_of,
    pack,
    unpack,
)
from duplexworld.agents.plugins import load_factory
from duplexworld.agents.timekeeping import TimeKeeping
from duplexworld.util.process import drop_ptrace, end_with_parent, tune_episode_process


class _Failed(Exception):
    """A request failed; ``error`` is the reply's error field."""

    def __init__(self, error: dict[str, Any]) -> None:
        super().__init__(str(error))
        self.error = error


def _agent_code(function: Callable[..., Any], *args: Any) -> Any:
    """``function(*args)``, with whatever it raises (``SystemExit`` included) as a reply."""
    try:
        return function(*args)
    except BaseException as exc:  # noqa: BLE001 - the agent's fault, reported to the harness
        raise _Failed(error_of(exc)) from None


def _capabilities(agent: object) -> list[str]:
    found = []
    if isinstance(agent, TextAgent):
        found.append("text")
    if isinstance(agent, UsageReporting):
        found.append("usage")
    if isinstance(agent, TimeKeeping):
        found.append("timekeeping")
    return found


class _Host:
    """Serves one agent over ``connection`` until the harness closes it or says ``close``."""

    def __init__(self, connection: Connection) -> None:
        self.connection = connection
        self.agent: Any = None
        self.dials = HarnessDials()

    def serve(self) -> None:
        """Answer requests until the last one (or the harness's end of the socket closes)."""
        while True:
            try:
                frame = self.connection.recv_bytes()
            except (EOFError, OSError):
                return
            header, payload = unpack(frame)
            op = header.get("op")
            try:
                reply, data = self._handle(str(op), header, payload)
            except _Failed as failed:
                reply, data = {"ok": False, "error": failed.error}, b""
            self.connection.send_bytes(pack(reply, data))
            if op in ("check", "close"):
                return

    def _handle(
        self, op: str, header: dict[str, Any], payload: bytes
    ) -> tuple[dict[str, Any], bytes]:
        if op == "check":
            sys.path[:] = [str(p) for p in header["path"]]
            try:
                load_factory(str(header["ref"]))
            except Exception as exc:  # noqa: BLE001 - any import failure names the reference
                message = (
                    str(exc) if isinstance(exc, ValueError) else f"{type(exc).__name__}: {exc}"
                )
                raise _Failed({"kind": "invalid", "message": message[:500]}) from None
            return {"ok": True}, b""
        if op == "build":
            return self._build(header), b""
        if op == "start":
            context = decode_context(header["context"])
            start = self.agent.start_text if header.get("text") else self.agent.start
            _agent_code(start, context)
            return {"ok": True}, b""
        if op in ("step", "step_text"):
            tick = int(header["tick"])
            results = decode_results(header["tool_results"])
            if op == "step":
                audio = np.frombuffer(payload, dtype=np.int16).copy()
                value = _agent_code(self.agent.step, AgentInput(tick, audio, results))
            else:
                data = TextInput(tick, str(header["text"]), results)
                value = _agent_code(self.agent.step_text, data)
            checked = _agent_code(checked_chunk, value, tick, self.dials)
            return encode_chunk(checked.chunk, checked.adjustments)
        if op == "close":
            return self._close(), b""
        raise _Failed({"kind": "raised", "type": "ValueError", "message": f"unknown op {op!r}"})

    def _build(self, header: dict[str, Any]) -> dict[str, Any]:
        sys.path[:] = [str(p) for p in header["path"]]
        self.dials = HarnessDials(**header["dials"])

        def build() -> tuple[Any, dict[str, Any]]:
            factory, where = load_factory(str(header["ref"]))
            agent = factory()
            if not isinstance(agent, Agent):
                raise ValueError(
                    f"{where} returned {type(agent).__qualname__}, not an Agent "
                    "(needs name, start(context), step(input) and spec())"
                )
            description = agent.spec()
            if not isinstance(description, dict):
                raise TypeError(f"spec() returned a {type(description).__name__}, not a dict")
            json.dumps(description)
            return agent, description

        self.agent, description = _agent_code(build)
        name = _agent_code(lambda: str(self.agent.name))
        return {
            "ok": True,
            "name": name,
            "spec": json.loads(json.dumps(description)),
            "capabilities": _capabilities(self.agent),
        }

    def _close(self) -> dict[str, Any]:
        reply: dict[str, Any] = {"ok": True}
        agent = self.agent
        if isinstance(agent, ClosableAgent):
            with contextlib.suppress(BaseException):  # the call is over; its result stands
                agent.close()
        if isinstance(agent, UsageReporting):
            try:
                usage = agent.usage()
                reply["usage"] = {str(k): float(v) for k, v in dict(usage).items()}
                reply["billed_model"] = str(agent.billed_model())
            except BaseException:  # noqa: BLE001 - no usage then, as for an agent without
                reply.pop("usage", None)
        return reply


def main(argv: list[str] | None = None) -> None:
    """Serve the agent on the socket ``argv[0]`` (a file descriptor) for the harness whose
    process id is ``argv[1]``; the process ends when it is done, whatever threads remain."""
    args = sys.argv[1:] if argv is None else argv
    fd, parent = int(args[0]), int(args[1])
    # killed with the harness (no agent outlives a dead campaign), and with SIGKILL: an agent
    # may ignore SIGTERM
    end_with_parent(parent, signal.SIGKILL)
    # before any of the plug-in's code runs: as root it could read the harness's memory
    # (the scenario) through /proc/<pid>/mem, non-dumpable or not
    drop_ptrace()
    tune_episode_process()  # one BLAS thread, as in the harness's episode processes
    try:
        _Host(Connection(fd)).serve()
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(0)  # an agent's non-daemon threads must not keep the process alive
