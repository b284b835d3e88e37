"""Agents under test in a process of their own: the harness's side.

A plug-in agent (``package.module:factory`` or an installed entry point) is code the harness
does not control. In the harness's process it could walk ``gc.get_objects()`` and read the
scenario the caller plays (its facts), the gold actions and the world's records: "no scenario
in the context" would be a convention, not a fact. So such an agent runs in a child process
started fresh for each episode (``agents/host.py``, a new interpreter, never a fork of the
harness), which is given only what an agent may know: the reference to build it from, the
harness's budgets, its ``AgentContext`` (the tools' specs, the instructions, the seed), each
tick's audio or text and its tool results. The plug-in's module is imported there, never here
(its import-time code runs in the child too).

``IsolatedAgent`` is the child's proxy: it implements the ``Agent`` protocol (and
``TextAgent``, ``UsageReporting`` and ``TimeKeeping`` when the agent in the child does), so the
tick loop and the agent guard drive it like any agent. Messages are one frame each way over a
socket pair (``multiprocessing.connection``'s length-prefixed frames): a JSON header and, for
a step, the tick's raw int16 audio. No pickle crosses from the child: unpickling what an
untrusted process sent would run its code here. What the child's agent returns is checked
there (``agents.guard.check_chunk``, inside its CPU budget) and, decoded from JSON, checked
again here (the child is no more trusted than the agent in it).

Failures keep their classes: what the agent's code raises comes back by class name and
message (``AgentRaised``; the guard reports ``step(tick 3) raised ValueError: ...`` as it
would in-process), ``AgentFault`` and ``InfrastructureError`` cross as themselves, and a child
that dies (``os._exit``, a signal) is an ``AgentFault`` naming its exit code or signal. The
guard's budgets apply: the CPU budget reads the child's CPU clock (``/proc/<pid>/stat``, all
its threads), and a call over a budget kills the child. The child leads a process group of
its own, killed when the episode ends (so what the agent forked ends with it), and the kernel
kills the child if the harness dies (Linux's parent-death signal).

``DUPLEXWORLD_AGENT_ISOLATION=none`` runs plug-ins in the harness's process instead: a test
switch (the isolation test runs the same agent both ways) and a debugging aid. A trace header
records which (``components.agent.isolation``), so resume never mixes the two.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import socket
import struct
import subprocess
import sys
import time
import weakref
from dataclasses import dataclass
from functools import cache, lru_cache
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any, get_args

import numpy as np

from duplexworld.agents.base import AgentChunk, AgentContext, AgentInput, TextInput
from duplexworld.agents.errors import AgentFault, AgentRaised, InfraKind, InfrastructureError
from duplexworld.agents.timekeeping import DEFAULT_MAX_LATE_P99_MS, LatenessLog, TickLateness
from duplexworld.units import TICK_MS
from duplexworld.util.process import hide_memory
from duplexworld.world import ToolCall, ToolResult, ToolSpec

ISOLATION_ENV = "DUPLEXWORLD_AGENT_ISOLATION"
"""``process`` (default): plug-in agents run in a process of their own; ``none``: in this one."""
MAX_MESSAGE_BYTES = 8 * 1024 * 1024
"""The largest frame the harness reads from an agent's process (a tick's reply is bounded to a
few hundred kilobytes by the guard's per-tick limits; more is refused unread)."""
CHECK_S = 120.0
"""Time a child may take to import a plug-in's module when its reference is checked."""
CLOSE_S = 10.0
"""Time an agent's ``close()`` (and its usage report) may take at the end of a call."""
DEATH_WAIT_S = 2.0
"""How long to wait for a child that closed its end of the socket to be seen dead."""
_INFRA_KINDS = frozenset(get_args(InfraKind))
_PACKAGE_ROOT = str(Path(__file__).resolve().parents[2])
# the child imports this very package, whatever its sys.path would have found first
_BOOTSTRAP = (
    "import sys; sys.path.insert(0, sys.argv[1]); "
    "from duplexworld.agents.host import main; main(sys.argv[2:])"
)


def isolating() -> bool:
    """Whether plug-in agents run in a process of their own (``DUPLEXWORLD_AGENT_ISOLATION``).

    Raises:
        ValueError: the variable holds something other than ``process`` or ``none``.
    """
    value = os.environ.get(ISOLATION_ENV, "").strip() or "process"
    if value not in ("process", "none"):
        raise ValueError(f"{ISOLATION_ENV} must be 'process' or 'none', got {value!r}")
    return value == "process"


# the wire -----------------------------------------------------------------------------------


def pack(header: dict[str, Any], payload: bytes = b"") -> bytes:
    """One frame: the header's JSON length (4 bytes, big-endian), the JSON, the payload."""
    head = json.dumps(header, separators=(",", ":"), allow_nan=False).encode("utf-8")
    return struct.pack(">I", len(head)) + head + payload


def unpack(frame: bytes) -> tuple[dict[str, Any], bytes]:
    """The header and payload of a frame.

    Raises:
        ValueError: not a frame of ``pack``'s shape, or a header that is not a JSON object.
    """
    if len(frame) < 4:
        raise ValueError("a frame shorter than its length prefix")
    (size,) = struct.unpack(">I", frame[:4])
    if 4 + size > len(frame):
        raise ValueError("a frame shorter than its header")
    header = json.loads(frame[4 : 4 + size])
    if not isinstance(header, dict):
        raise ValueError("a header that is not a JSON object")
    return header, frame[4 + size :]


def encode_context(context: AgentContext) -> dict[str, Any]:
    """An ``AgentContext`` as JSON: exactly its fields (a ``ReferenceContext``'s scenario and
    caller tools are never sent: only agents built in the harness's process get those)."""
    return {
        "tools": [tool.model_dump(mode="json") for tool in context.tools],
        "instructions": context.instructions,
        "seed": context.seed,
    }


def decode_context(data: dict[str, Any]) -> AgentContext:
    """The ``AgentContext`` ``encode_context`` wrote."""
    tools = tuple(ToolSpec.model_validate(tool) for tool in data["tools"])
    return AgentContext(tools=tools, instructions=str(data["instructions"]), seed=int(data["seed"]))


def encode_results(results: tuple[ToolResult, ...]) -> list[dict[str, Any]]:
    """Tool results as JSON."""
    return [result.model_dump(mode="json") for result in results]


def decode_results(data: list[dict[str, Any]]) -> tuple[ToolResult, ...]:
    """The tool results ``encode_results`` wrote."""
    return tuple(ToolResult.model_validate(result) for result in data)


def encode_chunk(chunk: AgentChunk, adjustments: list[str]) -> tuple[dict[str, Any], bytes]:
    """A checked chunk (int16 mono audio, text, JSON tool calls) as a reply frame's parts."""
    audio = np.ascontiguousarray(chunk.audio, dtype=np.int16)
    header = {
        "ok": True,
        "transcript": chunk.transcript,
        "tool_calls": [
            {"call_id": call.call_id, "name": call.name, "arguments": call.arguments}
            for call in chunk.tool_calls
        ],
        "end_call": chunk.end_call,
        "notes": list(chunk.notes),
        "adjustments": adjustments,
        "samples": int(audio.size),
    }
    return header, audio.tobytes()


def _text(value: object, what: str) -> str:
    if not isinstance(value, str):
        raise ValueError(f"{what} is not text")
    return value


def _texts(value: object, what: str) -> list[str]:
    if not isinstance(value, list):
        raise ValueError(f"{what} is not a list")
    return [_text(item, what) for item in value]


def decode_chunk(header: dict[str, Any], payload: bytes) -> tuple[AgentChunk, list[str]]:
    """The chunk and the child's cuts from a reply frame, every field's type checked (what
    the bounds allow is the guard's ``check_chunk``'s to decide, here as anywhere).

    Raises:
        ValueError: a field is missing or of the wrong type, or the audio's length is off.
    """
    samples = header.get("samples")
    if not isinstance(samples, int) or isinstance(samples, bool) or samples * 2 != len(payload):
        raise ValueError("the audio's length does not match its sample count")
    calls = header.get("tool_calls")
    if not isinstance(calls, list):
        raise ValueError("tool_calls is not a list")
    tool_calls = []
    for call in calls:
        if not isinstance(call, dict) or set(call) != {"call_id", "name", "arguments"}:
            raise ValueError("a tool call is not {call_id, name, arguments}")
        tool_calls.append(
            ToolCall(
                call_id=_text(call["call_id"], "call_id"),
                name=_text(call["name"], "name"),
                arguments=call["arguments"],
            )
        )
    end_call = header.get("end_call")
    if not isinstance(end_call, bool):
        raise ValueError("end_call is not a bool")
    chunk = AgentChunk(
        audio=np.frombuffer(payload, dtype=np.int16).copy(),
        transcript=_text(header.get("transcript"), "transcript"),
        tool_calls=tuple(tool_calls),
        end_call=end_call,
        notes=tuple(_texts(header.get("notes"), "notes")),
    )
    return chunk, _texts(header.get("adjustments"), "adjustments")


def error_of(error: BaseException) -> dict[str, Any]:
    """What agent code raised, as a reply's ``error`` (the child's side of ``_failure``)."""
    if isinstance(error, AgentFault):
        return {"kind": "fault", "reason": _message(error.reason)}
    if isinstance(error, InfrastructureError):
        tick = error.tick if isinstance(error.tick, int) else None
        return {
            "kind": "infrastructure",
            "infra": str(error.kind),
            "detail": _message(error.detail),
            "tick": tick,
        }
    return {"kind": "raised", "type": type(error).__name__, "message": _message(error)}


def _message(value: object) -> str:
    try:
        return str(value)[:500]
    except Exception:  # noqa: BLE001 - a broken __str__ is the agent's, not ours
        return "<its message could not be read>"


def _failure(error: object, what: str) -> Exception:
    """The exception the harness raises for a child's ``error`` reply (checked field by field:
    the child is not trusted to send a well-formed one)."""
    if not isinstance(error, dict):
        return AgentFault(f"{what}: the agent's process sent a malformed reply")
    kind = error.get("kind")
    if kind == "fault" and isinstance(error.get("reason"), str):
        return AgentFault(error["reason"][:500])
    if kind == "infrastructure" and error.get("infra") in _INFRA_KINDS:
        tick = error.get("tick")
        return InfrastructureError(
            error["infra"],
            str(error.get("detail", ""))[:500],
            tick if isinstance(tick, int) and not isinstance(tick, bool) else None,
        )
    if kind == "raised" and isinstance(error.get("type"), str):
        return AgentRaised(error["type"][:100], str(error.get("message", ""))[:500])
    if kind == "invalid" and isinstance(error.get("message"), str):
        return ValueError(error["message"][:500])
    return AgentFault(f"{what}: the agent's process sent a malformed reply")


# the child process ---------------------------------------------------------------------------


def _cpu_ticks() -> float:
    try:
        return float(os.sysconf("SC_CLK_TCK"))
    except (ValueError, OSError, AttributeError):
        return 100.0


_CLOCK_TICKS = _cpu_ticks()


class _Child:
    """One agent host process and the harness's end of its socket."""

    def __init__(self) -> None:
        # this process holds the scenario: a process of the same user could read it through
        # /proc/<pid>/mem (the child drops CAP_SYS_PTRACE, which would bypass this, itself)
        hide_memory()
        ours, theirs = socket.socketpair()
        try:
            self.process = subprocess.Popen(  # noqa: S603 - our own interpreter and module
                [
                    sys.executable,
                    "-c",
                    _BOOTSTRAP,
                    _PACKAGE_ROOT,
                    str(theirs.fileno()),
                    str(os.getpid()),
                ],
                pass_fds=(theirs.fileno(),),
                stdin=subprocess.DEVNULL,
                # a group of its own: what the agent forks is killed with it at the end
                process_group=0,
            )
        except BaseException:
            ours.close()
            raise
        finally:
            theirs.close()
        self.connection = Connection(ours.detach())
        self.pid = self.process.pid
        self._reaped = False
        self._last_cpu = 0.0
        # a proxy dropped without close() (an error between build and call) still ends it
        self._finalizer = weakref.finalize(self, _reap, self.process, self.connection)

    def request(
        self, header: dict[str, Any], payload: bytes, what: str, timeout: float | None
    ) -> tuple[dict[str, Any], bytes]:
        """Send one frame and read the reply (waiting at most ``timeout`` seconds, if given).

        Raises:
            AgentFault: the child died, overran ``timeout`` (it is then killed), or sent a
                frame that is not one. Otherwise what its ``error`` reply says
                (``_failure``).
        """
        try:
            self.connection.send_bytes(pack(header, payload))
        except OSError:
            raise self.death(what) from None
        try:
            if timeout is not None and not self.connection.poll(timeout):
                self.kill()
                raise AgentFault(f"{what} exceeded its wall budget of {timeout:g} s")
            frame = self.connection.recv_bytes(MAX_MESSAGE_BYTES)
        except (EOFError, OSError) as exc:
            if isinstance(exc, OSError) and "message length" in str(exc):
                self.kill()  # an oversized frame leaves the stream unusable
                raise AgentFault(
                    f"{what}: the agent's process sent a reply over {MAX_MESSAGE_BYTES} bytes"
                ) from None
            raise self.death(what) from None
        try:
            reply, data = unpack(frame)
        except (ValueError, RecursionError):
            raise AgentFault(f"{what}: the agent's process sent a malformed reply") from None
        if reply.get("ok") is not True:
            raise _failure(reply.get("error"), what)
        return reply, data

    def death(self, what: str) -> AgentFault:
        """The fault of a child that closed its socket: how it ended, by exit code or signal."""
        if not hasattr(os, "waitid"):  # not on every Unix: the exit code alone, reaped
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.process.wait(timeout=DEATH_WAIT_S)
            code = self.process.returncode
            self.kill()
            if code is None:
                return AgentFault(f"{what}: the agent's process closed its connection")
            return AgentFault(f"{what}: the agent's process ended with status {code}")
        status = None
        deadline = time.monotonic() + DEATH_WAIT_S
        while status is None and not self._reaped:
            # WNOWAIT: seen, not reaped; the group keeps its id until the final kill below
            with contextlib.suppress(ChildProcessError):
                status = os.waitid(os.P_PID, self.pid, os.WEXITED | os.WNOHANG | os.WNOWAIT)
            if status is None:
                if time.monotonic() > deadline:
                    break
                time.sleep(0.01)
        if status is None:
            self.kill()
            return AgentFault(f"{what}: the agent's process closed its connection")
        if status.si_code == os.CLD_EXITED:
            how = f"exited with code {status.si_status}"
        else:
            number = status.si_status
            try:
                name = signal.Signals(number).name
            except ValueError:
                name = "?"
            how = f"was killed by signal {number} ({name})"
        return AgentFault(f"{what}: the agent's process {how}")

    def cpu_seconds(self) -> float | None:
        """CPU seconds the child has used (all its threads), or None where there is no
        ``/proc`` (then the guard's budgets are wall time only)."""
        try:
            with open(f"/proc/{self.pid}/stat", "rb") as handle:
                fields = handle.read().rsplit(b")", 1)[1].split()
        except (OSError, IndexError):
            return self._last_cpu if self._last_cpu else None
        # after the command name: state is field 3, utime 14 and stime 15 (proc(5))
        self._last_cpu = (int(fields[11]) + int(fields[12])) / _CLOCK_TICKS
        return self._last_cpu

    def kill(self) -> None:
        """Kill the child's process group at once (what it forked included)."""
        if not self._reaped:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(self.pid, signal.SIGKILL)

    def reap(self) -> None:
        """Kill the group, collect the child and close the socket (idempotent)."""
        if self._reaped:
            return
        self.kill()
        self._reaped = True
        self._finalizer.detach()
        _reap(self.process, self.connection)


def _reap(process: subprocess.Popen[bytes], connection: Connection) -> None:
    # the group is killed before the leader is collected: once collected, its id may be reused
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(process.pid, signal.SIGKILL)
    with contextlib.suppress(OSError):
        connection.close()
    with contextlib.suppress(subprocess.TimeoutExpired):
        process.wait(timeout=10)


# the proxy ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Description:
    """What the child reported after building the agent.

    Attributes:
        name: the agent's ``name``.
        spec: its ``spec()`` (JSON).
        capabilities: the optional protocols it implements (``text``, ``usage``,
            ``timekeeping``).
    """

    name: str
    spec: dict[str, Any]
    capabilities: frozenset[str]

    @classmethod
    def from_reply(cls, reply: dict[str, Any]) -> Description:
        """The description in a ``build`` reply (its fields checked).

        Raises:
            AgentFault: a field is missing or of the wrong type.
        """
        name, spec, capabilities = reply.get("name"), reply.get("spec"), reply.get("capabilities")
        if (
            not isinstance(name, str)
            or not isinstance(spec, dict)
            or not isinstance(capabilities, list)
            or not all(isinstance(c, str) and c in CAPABILITIES for c in capabilities)
        ):
            raise AgentFault("building the agent: the agent's process sent a malformed reply")
        return cls(name[:128], spec, frozenset(capabilities))


class IsolatedAgent:
    """The harness's proxy of an agent running in a process of its own (module docstring).

    ``start``, ``step`` and ``spec`` keep the ``Agent`` contract; ``close`` ends the child
    (its group killed, the process collected). A proxy made for a trace header alone
    (``describe``) has no process and cannot be started.
    """

    def __init__(self, ref: str, description: Description, child: _Child | None) -> None:
        self.ref = ref
        self.name = description.name
        self.description = description
        self._child = child
        self._adjustments: list[str] = []
        self._usage: dict[str, float] = {}
        self._billed = description.name
        self._t0: float | None = None
        self._late = LatenessLog(DEFAULT_MAX_LATE_P99_MS, float(TICK_MS))

    def _request(
        self,
        header: dict[str, Any],
        payload: bytes = b"",
        what: str = "",
        timeout: float | None = None,
    ) -> tuple[dict[str, Any], bytes]:
        if self._child is None:
            raise AgentFault(f"{what}: the agent was described, not started")
        return self._child.request(header, payload, what, timeout)

    def start(self, context: AgentContext) -> None:
        """Start the agent in its process for a new call (an ``AgentContext``'s fields only)."""
        self._request(
            {"op": "start", "text": False, "context": encode_context(context)}, what="start()"
        )

    def step(self, data: AgentInput) -> AgentChunk:
        """This tick's chunk from the agent's process."""
        self._clock(data.tick)
        audio = np.ascontiguousarray(data.audio, dtype=np.int16)
        header = {
            "op": "step",
            "tick": data.tick,
            "tool_results": encode_results(data.tool_results),
        }
        return self._chunk(
            *self._request(header, audio.tobytes(), f"step(tick {data.tick})"), data.tick
        )

    def _chunk(self, reply: dict[str, Any], payload: bytes, tick: int) -> AgentChunk:
        try:
            chunk, self._adjustments = decode_chunk(reply, payload)
        except (ValueError, TypeError, RecursionError):
            raise AgentFault(f"tick {tick}: the agent's process sent a malformed chunk") from None
        return chunk

    def _clock(self, tick: int) -> None:
        # tick t of a wall-clock call is due at t0 + t * 200 ms: measured here, by the
        # harness, not reported by the agent (which could claim lateness to be excluded)
        now = time.monotonic()
        if self._t0 is None:
            self._t0 = now - tick * TICK_MS / 1000.0
        self._late.record(now - (self._t0 + tick * TICK_MS / 1000.0))

    def take_adjustments(self) -> list[str]:
        """The cuts the child's check made to the last chunk (for the trace), once."""
        adjustments, self._adjustments = self._adjustments, []
        return adjustments

    def spec(self) -> dict[str, Any]:
        """The agent's own spec, and that it ran in a process of its own."""
        return {**self.description.spec, "isolation": "process"}

    def cpu_seconds(self) -> float | None:
        """CPU seconds the agent's process has used (None: no process, or no ``/proc``)."""
        return self._child.cpu_seconds() if self._child is not None else None

    def kill(self) -> None:
        """Kill the agent's process at once (a call over its budget)."""
        if self._child is not None:
            self._child.kill()

    def close(self) -> None:
        """Let the agent release what it holds, take its usage, and end its process."""
        child, self._child = self._child, None
        if child is None:
            return
        try:
            reply, _ = child.request({"op": "close"}, b"", "close()", CLOSE_S)
            self._usage = _usage(reply.get("usage"))
            if isinstance(reply.get("billed_model"), str):
                self._billed = reply["billed_model"][:200]
        except (AgentFault, AgentRaised, InfrastructureError, ValueError):
            pass  # the call is over either way; its result stands
        finally:
            child.reap()


def _usage(value: object) -> dict[str, float]:
    """The counts a child reported, keeping only finite numbers (the child is not trusted)."""
    if not isinstance(value, dict):
        return {}
    counts: dict[str, float] = {}
    for key, count in list(value.items())[:100]:
        if isinstance(count, int | float) and not isinstance(count, bool):
            with contextlib.suppress(OverflowError):
                if np.isfinite(float(count)):
                    counts[str(key)[:100]] = float(count)
    return counts


class _Text(IsolatedAgent):
    """The proxy of an agent with a text mode."""

    def start_text(self, context: AgentContext) -> None:
        """Start the agent for a text conversation."""
        header = {"op": "start", "text": True, "context": encode_context(context)}
        self._request(header, what="start_text()")

    def step_text(self, data: TextInput) -> AgentChunk:
        """This tick's message from the agent's process."""
        header = {
            "op": "step_text",
            "tick": data.tick,
            "text": data.text,
            "tool_results": encode_results(data.tool_results),
        }
        return self._chunk(*self._request(header, what=f"step_text(tick {data.tick})"), data.tick)


class _Usage(IsolatedAgent):
    """The proxy of an agent that counts what its service billed (reported at ``close``)."""

    def usage(self) -> dict[str, float]:
        """The counts the agent reported when its call ended."""
        return dict(self._usage)

    def billed_model(self) -> str:
        """The model it named then (its name if it named none)."""
        return self._billed


class _TimeKeeping(IsolatedAgent):
    """The proxy of an agent on the wall clock: its ticks' lateness, measured here."""

    def lateness(self) -> TickLateness:
        """How late each tick was handed to the agent (``agents/timekeeping.py``), against the
        default bound: the agent does not choose when its own calls are excluded."""
        return self._late.summary()


CAPABILITIES = {"text": _Text, "usage": _Usage, "timekeeping": _TimeKeeping}
"""The optional protocols a proxy passes on, by the name the child reports them under."""


@cache
def _proxy_class(capabilities: frozenset[str]) -> type[IsolatedAgent]:
    if not capabilities:
        return IsolatedAgent
    bases = tuple(CAPABILITIES[name] for name in sorted(capabilities))
    return type("IsolatedAgent", bases, {"__doc__": IsolatedAgent.__doc__})


def launch(ref: str, *, start_budget_s: float, dials: dict[str, float | int]) -> IsolatedAgent:
    """Start a fresh process, build the agent ``ref`` names in it, and return its proxy.

    Raises:
        AgentFault: building it raised (named as ``building the agent raised ...``), took
            longer than ``start_budget_s``, or the process died.
    """
    child = _Child()
    try:
        header = {"op": "build", "ref": ref, "path": list(sys.path), "dials": dials}
        reply, _ = child.request(header, b"", "building the agent", start_budget_s)
        description = Description.from_reply(reply)
    except AgentRaised as raised:
        child.reap()
        raise AgentFault(
            f"building the agent raised {raised.type_name}: {raised.message}"
        ) from None
    except InfrastructureError as exc:  # a plug-in is no provider adapter: its own fault
        child.reap()
        raise AgentFault(f"building the agent raised InfrastructureError: {exc}") from None
    except BaseException:
        child.reap()
        raise
    return _proxy_class(description.capabilities)(ref, description, child)


@lru_cache(maxsize=64)
def _described(ref: str, dials: str) -> Description:
    agent = launch(ref, start_budget_s=json.loads(dials)["start_budget_s"], dials=json.loads(dials))
    agent.close()
    return agent.description


def describe(ref: str, dials: dict[str, float | int]) -> IsolatedAgent:
    """A proxy with ``ref``'s name, spec and capabilities but no process, for a trace header
    that is planned, not run (resume compares it). Built once per reference in a process.

    Raises:
        AgentFault: as ``launch``.
    """
    description = _described(ref, json.dumps(dials, sort_keys=True))
    return _proxy_class(description.capabilities)(ref, description, None)


def check_reference(ref: str) -> None:
    """Check in a process of its own that ``ref`` names a factory (its module imports, the
    attribute exists and is callable); nothing of it is imported here.

    Raises:
        ValueError: it does not, with the reason a failed import in this process would give.
    """
    child = _Child()
    try:
        child.request({"op": "check", "ref": ref, "path": list(sys.path)}, b"", "checking", CHECK_S)
    except AgentFault as fault:
        raise ValueError(f"agent {ref!r} could not be checked: {fault.reason}") from None
    except AgentRaised as raised:
        raise ValueError(f"agent {ref!r}: {raised.type_name}: {raised.message}") from None
    finally:
        child.reap()
