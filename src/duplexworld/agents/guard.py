"""Agent fault containment: budgets while the agent runs, and checks on what it returns.

The agent under test is the one component the harness does not control, so every call into
it (``start``, ``step``) goes through ``AgentGuard``:

- it runs on a worker thread of its own, and the harness waits until the step has used its CPU
  budget (the process's CPU time while the harness thread waits, less what abandoned agent
  threads use: so a machine loaded by other work never fails an agent), its wall cap (a step
  blocked on I/O uses no CPU), or what is left of the episode's wall budget. A thread, not a
  process: the built-in agents share in-process models (the speech bank, whisper) that a
  process would have to load again for every episode, and an adapter's sockets live happily on
  a thread. A thread cannot be killed, so a step over its budget is *abandoned*: the episode
  ends, the thread is left to finish or block on its own (it is a daemon thread and never
  talked to again);
- what the agent returns is checked and converted by one rule (``check_chunk``): an
  ``AgentChunk``; mono audio as int16, or float full scale at +-1.0 (scaled by 32767 and
  rounded; ringing up to ``FLOAT_OVERSHOOT`` clipped and noted; beyond it, NaN or inf
  refused); stereo, int32 and other dtypes refused; JSON tool calls by the agent only;
- per-tick volume is bounded (audio to one tick, transcript, notes, tool calls) and every cut
  is reported back so the trace records it.

A fault raises ``AgentFault`` with a one-line reason: anything the agent's code raises on its
thread, ``KeyboardInterrupt`` and ``SystemExit`` included (a real Ctrl-C is delivered to the
harness's main thread, never to the agent's, so the two cannot be confused). Only a configured
provider adapter's ``InfrastructureError`` passes through (the campaign retries those); from
any other agent it is a fault too. A configured adapter is this package's own code, so any
other exception from it is the harness's bug (``AdapterError``: ``harness_error``, never
scored). Building the agent and its ``spec()`` run the same way (``call_agent_code``).

An agent in a process of its own (``agents/isolation.py``) is guarded the same way through
its proxy: its CPU budget reads that process's CPU clock, and a call over a budget kills the
process instead of abandoning a thread.
"""

from __future__ import annotations

import contextlib
import json
import os
import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

import numpy as np

from duplexworld.agents.base import Agent, AgentChunk, AgentContext, AgentInput
from duplexworld.agents.errors import AdapterError, AgentFault, AgentRaised, InfrastructureError
from duplexworld.agents.isolation import IsolatedAgent
from duplexworld.units import TELEPHONE_RATE, samples_per_tick
from duplexworld.world import ToolCall

TICK_SAMPLES = samples_per_tick(TELEPHONE_RATE)
FLOAT_OVERSHOOT = 1.05
"""Float audio peaks up to this are resampler ringing: clipped to +-1.0 and noted."""

T = TypeVar("T")


@dataclass(frozen=True)
class HarnessDials:
    """Budgets and per-tick bounds of one episode; part of what resume compares.

    Attributes:
        start_budget_s: wall seconds ``start()`` (and building the agent, and its
            ``spec()``) may take.
        step_budget_s: CPU seconds one ``step()`` may use on the agent's thread (the
            checking of what it returned included): waiting for a core on a loaded machine
            is not the agent's doing.
        step_wall_cap_s: wall seconds one ``step()`` may take whatever its CPU time (a step
            blocked on a lock or a socket uses none).
        episode_budget_s: wall seconds of the whole call (REFERENCE.md section 2: 1200).
        max_transcript_chars: transcript characters kept per tick.
        max_tool_calls: tool calls run per tick.
        max_notes: agent notes kept per tick (each cut to ``max_transcript_chars``).
        max_argument_chars: JSON length of one tool call's arguments, and
        max_argument_text: length of any one text value in them, and
        max_argument_depth: how deeply they may nest (lists and objects); a call over any
            is answered with an error result and not run (real arguments are names, ids and
            short phrases: the longest in the built-in gold is 73 characters, two levels
            deep), and its arguments are never written: the trace holds ``REFUSED_KEY``
            with the reason instead.
        max_name_chars: length of a tool call's name and of its call_id; longer ones are
            cut (a cut name names no tool, so the world answers with an error).
    """

    start_budget_s: float = 120.0
    step_budget_s: float = 30.0
    step_wall_cap_s: float = 120.0
    episode_budget_s: float = 1200.0
    max_transcript_chars: int = 2000
    max_tool_calls: int = 16
    max_notes: int = 16
    max_argument_chars: int = 4096
    max_argument_text: int = 500
    max_argument_depth: int = 16
    max_name_chars: int = 128

    def as_dict(self) -> dict[str, float | int]:
        """The dials as plain data for the trace header."""
        return {
            "start_budget_s": self.start_budget_s,
            "step_budget_s": self.step_budget_s,
            "step_wall_cap_s": self.step_wall_cap_s,
            "episode_budget_s": self.episode_budget_s,
            "max_transcript_chars": self.max_transcript_chars,
            "max_tool_calls": self.max_tool_calls,
            "max_notes": self.max_notes,
            "max_argument_chars": self.max_argument_chars,
            "max_argument_text": self.max_argument_text,
            "max_argument_depth": self.max_argument_depth,
            "max_name_chars": self.max_name_chars,
        }


@dataclass
class CheckedChunk:
    """A chunk that passed the checks, and what was cut or converted to make it pass."""

    chunk: AgentChunk
    adjustments: list[str] = field(default_factory=list)


def _type_name(value: object) -> str:
    return type(value).__name__


def check_audio(audio: object, tick: int) -> tuple[np.ndarray, list[str]]:
    """The agent's audio as mono int16 of at most one tick, by the module's rule.

    Raises:
        AgentFault: not an array, stereo, an unsupported dtype, NaN/inf or a float peak
            beyond ``FLOAT_OVERSHOOT``.
    """
    notes: list[str] = []
    if not isinstance(audio, np.ndarray):
        raise AgentFault(f"tick {tick}: audio is a {_type_name(audio)}, expected a numpy array")
    if audio.ndim == 2 and 1 in audio.shape:
        audio = audio.reshape(-1)  # a mono column or row
    if audio.ndim != 1:
        raise AgentFault(
            f"tick {tick}: audio of shape {audio.shape} refused: send mono (one channel), "
            "not stereo or multichannel"
        )
    if audio.dtype == np.int16:
        pcm = audio
    elif np.issubdtype(audio.dtype, np.floating):
        if audio.size and not np.isfinite(audio).all():
            raise AgentFault(f"tick {tick}: float audio holds NaN or inf")
        peak = float(np.max(np.abs(audio))) if audio.size else 0.0
        if peak > FLOAT_OVERSHOOT:
            raise AgentFault(
                f"tick {tick}: float audio must be full scale at +-1.0; its peak is {peak:.6g} "
                "(int16 values in a float array? send int16)"
            )
        if peak > 1.0:
            notes.append(f"float audio peak {peak:.4f} clipped to 1.0")
        scaled = np.round(np.clip(audio.astype(np.float64), -1.0, 1.0) * 32767.0)
        pcm = scaled.astype(np.int16)
    else:
        raise AgentFault(
            f"tick {tick}: audio dtype {audio.dtype} refused: send int16 PCM or float in [-1, 1]"
        )
    if pcm.size > TICK_SAMPLES:
        notes.append(f"audio of {pcm.size} samples cut to one tick ({TICK_SAMPLES})")
        pcm = pcm[:TICK_SAMPLES]
    return np.ascontiguousarray(pcm), notes


REFUSED_KEY = "__refused__"
"""The only key of the arguments written for a call refused for their size or depth."""


def _shape_problem(arguments: object, dials: HarnessDials) -> str | None:
    """Why ``arguments`` are too deep, too long or hold too long a text, or None.

    Walked without recursion and stopped at the first bound crossed, so a million-deep or
    gigabyte-long value costs no more than the bounds allow."""
    pending: list[tuple[object, int]] = [(arguments, 0)]
    budget = dials.max_argument_chars  # every value costs at least one character of JSON
    while pending:
        value, depth = pending.pop()
        budget -= 1
        if budget < 0:
            return f"arguments too long (over {dials.max_argument_chars} characters)"
        if isinstance(value, str):
            if len(value) > dials.max_argument_text:
                return (
                    f"an argument value is too long ({len(value)} characters, limit "
                    f"{dials.max_argument_text})"
                )
            budget -= len(value)
        elif isinstance(value, dict | list | tuple):
            if depth >= dials.max_argument_depth:
                return f"arguments nested too deeply (limit {dials.max_argument_depth} levels)"
            if len(value) > dials.max_argument_chars:
                return f"arguments too long ({len(value)} items)"
            children = value.values() if isinstance(value, dict) else value
            pending.extend((child, depth + 1) for child in children)
            if isinstance(value, dict):
                budget -= sum(len(key) if isinstance(key, str) else 1 for key in value)
    return None


def argument_problem(arguments: object, dials: HarnessDials) -> str | None:
    """Why a tool call's arguments are too long or deep to run, or None."""
    if isinstance(arguments, dict) and list(arguments) == [REFUSED_KEY]:
        return str(arguments[REFUSED_KEY])  # refused by check_chunk, before writing
    shape = _shape_problem(arguments, dials)
    if shape is not None:
        return shape
    size = len(json.dumps(arguments))
    if size > dials.max_argument_chars:
        return f"arguments too long ({size} characters, limit {dials.max_argument_chars})"
    return None


def _check_call(call: object, tick: int, dials: HarnessDials, notes: list[str]) -> ToolCall:
    if not isinstance(call, ToolCall):
        raise AgentFault(f"tick {tick}: a tool call is a {_type_name(call)}, expected ToolCall")
    if not isinstance(call.name, str) or not isinstance(call.call_id, str):
        raise AgentFault(f"tick {tick}: a tool call's name and call_id must be text")
    name = _bounded_text(call.name, "tool name", tick, dials.max_name_chars, notes)
    call_id = _bounded_text(call.call_id, "call_id", tick, dials.max_name_chars, notes)
    if call.actor != "agent":
        raise AgentFault(f"tick {tick}: tool call {call_id!r} claims actor {call.actor!r}")
    problem = _shape_problem(call.arguments, dials)
    if problem is not None:
        # checked before anything is written: the trace gets the reason, not the arguments
        notes.append(f"tool call {name!r} ({call_id!r}) refused: {problem}")
        return ToolCall(call_id=call_id, name=name, arguments={REFUSED_KEY: problem})
    try:
        text = json.dumps(call.arguments, allow_nan=False)
        arguments = json.loads(text)
    except (TypeError, ValueError) as exc:
        raise AgentFault(
            f"tick {tick}: tool call {name!r} has arguments that are not JSON ({exc})"
        ) from None
    # a fresh, validated copy: the agent keeps no handle on what the world receives
    return ToolCall(call_id=call_id, name=name, arguments=arguments)


def _bounded_text(value: object, what: str, tick: int, limit: int, notes: list[str]) -> str:
    if not isinstance(value, str):
        raise AgentFault(f"tick {tick}: {what} is a {_type_name(value)}, expected text")
    if len(value) > limit:
        notes.append(f"{what} of {len(value)} characters cut to {limit}")
        return value[:limit]
    return value


def check_chunk(value: object, tick: int, dials: HarnessDials) -> CheckedChunk:
    """``value`` as a well-formed, bounded ``AgentChunk``.

    Raises:
        AgentFault: anything that is not a usable chunk (the reason names the tick and field).
    """
    if not isinstance(value, AgentChunk):
        raise AgentFault(f"tick {tick}: step() returned a {_type_name(value)}, not an AgentChunk")
    notes: list[str] = []
    audio, audio_notes = check_audio(value.audio, tick)
    notes += audio_notes
    transcript = _bounded_text(
        value.transcript, "transcript", tick, dials.max_transcript_chars, notes
    )
    if not isinstance(value.tool_calls, tuple | list):
        raise AgentFault(f"tick {tick}: tool_calls is a {_type_name(value.tool_calls)}")
    returned = value.tool_calls
    if len(returned) > dials.max_tool_calls:  # cut first: only the kept calls cost checking
        notes.append(f"{len(returned)} tool calls cut to the first {dials.max_tool_calls}")
        returned = returned[: dials.max_tool_calls]
    calls = [_check_call(call, tick, dials, notes) for call in returned]
    if not isinstance(value.end_call, bool | np.bool_):
        raise AgentFault(f"tick {tick}: end_call is a {_type_name(value.end_call)}, not a bool")
    if not isinstance(value.notes, tuple | list):
        raise AgentFault(f"tick {tick}: notes is a {_type_name(value.notes)}")
    kept = list(value.notes)
    if len(kept) > dials.max_notes:
        notes.append(f"{len(kept)} notes cut to {dials.max_notes}")
        kept = kept[: dials.max_notes]
    texts = tuple(
        _bounded_text(note, "note", tick, dials.max_transcript_chars, notes) for note in kept
    )
    chunk = AgentChunk(
        audio=audio,
        transcript=transcript,
        tool_calls=tuple(calls),
        end_call=bool(value.end_call),
        notes=texts,
    )
    return CheckedChunk(chunk, notes)


def checked_chunk(value: object, tick: int, dials: HarnessDials) -> CheckedChunk:
    """``check_chunk``, with any exception the value's own code raises while it is read (a
    property, ``__len__``) made the agent's fault.

    Raises:
        AgentFault: the value is no usable chunk, or reading it raised.
    """
    try:
        return check_chunk(value, tick, dials)
    except AgentFault:
        raise
    except Exception as exc:  # noqa: BLE001 - the value's own code raised
        raise AgentFault(
            f"tick {tick}: reading what the agent returned raised {_describe(exc)}"
        ) from None


class _Hung(Exception):
    """The call overran: ``reason`` says which limit (``cpu``, ``wall`` or ``episode``)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class _Raised(Exception):
    """Carries what the agent's code raised out of its thread, whatever its class."""

    def __init__(self, error: BaseException) -> None:
        super().__init__(type(error).__name__)
        self.error = error


def _thread_clock(thread: threading.Thread) -> Callable[[], float] | None:
    """A reader of ``thread``'s own CPU clock, or None where the OS has none."""
    getter = getattr(time, "pthread_getcpuclockid", None)  # POSIX only (not on Windows)
    if getter is None or thread.ident is None:
        return None
    try:
        clock = getter(thread.ident)
        time.clock_gettime(clock)
    except OSError:
        return None
    return lambda: time.clock_gettime(clock)


class _Stray:
    """The CPU clock of an abandoned agent thread (its last reading once it has ended)."""

    def __init__(self, clock: Callable[[], float]) -> None:
        self._clock = clock
        self._last = 0.0

    def used(self) -> float:
        """CPU seconds the thread has used so far."""
        with contextlib.suppress(OSError):  # ended: it uses no more, its last reading stands
            self._last = self._clock()
        return self._last


_CORES = max(1, os.cpu_count() or 1)
_ABANDONED = [0]
"""Calls into agent code abandoned in this process (their threads may still run)."""
_STRAYS: list[_Stray] = []
"""The CPU clocks of those calls' threads: what they still use is no later step's."""


def abandoned_calls() -> int:
    """How many calls into agent code this process has abandoned: a pool worker that
    abandoned one is replaced after its episode, so a thread left spinning slows no later
    episode."""
    return _ABANDONED[0]


def _abandon(thread: threading.Thread) -> None:
    _ABANDONED[0] += 1
    clock = _thread_clock(thread)
    if clock is not None:
        _STRAYS.append(_Stray(clock))


def agent_cpu_now() -> float:
    """This process's CPU seconds, less what abandoned agent threads used.

    While a step runs the harness's own thread only waits, so what this clock advances by
    is the step's work on every thread it uses (an inference library runs its kernels on
    threads of its own: for one realistic oracle episode the agent thread's own clock saw
    0.6 CPU-s, the process clock 3.2). Time spent waiting for a core on a loaded machine is
    not CPU time.
    """
    return time.process_time() - sum(stray.used() for stray in _STRAYS)


class _Worker:
    """One daemon thread that runs the agent's calls; abandoned when a call overruns.

    Requests and replies travel over two ``SimpleQueue``s (the cheapest hand-off between
    threads in CPython); after a timeout the worker is never used again, so a late reply
    can never be taken for the answer to a later call. ``agent_cpu_now`` measures what a
    call costs: on a loaded machine a call waits for a core, which the agent cannot help, so a
    CPU budget counts only the time it ran.
    """

    def __init__(self, name: str, cpu_clock: Callable[[], float | None] = agent_cpu_now) -> None:
        self._requests: queue.SimpleQueue[Any] = queue.SimpleQueue()
        self._replies: queue.SimpleQueue[tuple[bool, Any]] = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._loop, name=name, daemon=True)
        self._thread.start()
        self._cpu = cpu_clock
        """The clock the CPU budget reads (the agent's process's, when it has one)."""
        self.last_cpu = 0.0
        """CPU seconds of the last call that returned."""
        self.last_wall = 0.0
        """Wall seconds of the last call that returned."""

    def _loop(self) -> None:
        while True:
            item = self._requests.get()
            if item is None:
                return
            function, argument = item
            try:
                reply = (True, function(argument))
            except BaseException as exc:  # noqa: BLE001 - carried back to the harness thread
                reply = (False, exc)
            self._replies.put(reply)

    def call(
        self,
        function: Callable[[Any], T],
        argument: Any,
        wall_limit: float,
        cpu_budget: float | None = None,
    ) -> T:
        """``function(argument)`` on the worker thread, waited for at most ``wall_limit``
        seconds and (when given) ``cpu_budget`` CPU seconds (of the worker's CPU clock:
        ``agent_cpu_now``, or the agent process's; a clock that cannot be read leaves the
        wall limit alone).

        Raises:
            _Hung: a limit ran out first. _Raised: the function raised (anything).
        """
        began_wall = time.monotonic()
        began_cpu = self._cpu()
        self._requests.put((function, argument))
        while True:
            wall_left = wall_limit - (time.monotonic() - began_wall)
            if wall_left <= 0:
                raise _Hung("wall")
            wait = wall_left
            now_cpu = self._cpu() if began_cpu is not None else None
            if cpu_budget is not None and began_cpu is not None and now_cpu is not None:
                cpu_left = cpu_budget - (now_cpu - began_cpu)
                if cpu_left <= 0:
                    raise _Hung("cpu")
                # the process spends at most one CPU second per core per wall second: no
                # reply within that means the budget may be spent, so look again then
                wait = min(wall_left, cpu_left / _CORES)
            try:
                # in slices: a dial of 1e12 s is past what a lock timeout accepts
                ok, value = self._replies.get(timeout=min(max(0.001, wait), 3600.0))
            except queue.Empty:
                continue
            if not ok:
                raise _Raised(value)
            ended_cpu = self._cpu() if began_cpu is not None else None
            self.last_cpu = (
                ended_cpu - began_cpu if began_cpu is not None and ended_cpu is not None else 0.0
            )
            self.last_wall = time.monotonic() - began_wall
            return value

    def close(self) -> None:
        """Let the thread end once it is idle."""
        self._requests.put(None)

    def abandon(self) -> None:
        """Never use this worker again; what its thread still uses is no later call's."""
        _abandon(self._thread)


def _describe(error: BaseException) -> str:
    """``Class: message`` of an agent's exception; its ``str`` is agent code too."""
    if isinstance(error, AgentRaised):  # raised in the agent's own process: named there
        return f"{error.type_name}: {error.message}"[:500]
    try:
        message = str(error)
    except Exception:  # noqa: BLE001 - a broken __str__ must not escape as a harness error
        message = "<its message could not be read>"
    return f"{type(error).__name__}: {message}"[:500]


def call_agent_code(
    function: Callable[[Any], T],
    argument: Any,
    wall_limit: float,
    what: str,
    *,
    infrastructure: bool = False,
) -> T:
    """``function(argument)`` (agent code: a factory, ``spec()``) on a thread of its own,
    within ``wall_limit`` seconds; whatever goes wrong is the agent's fault.

    Raises:
        AgentFault: it raised (``BaseException`` included) or overran; the thread is then
            left to itself. InfrastructureError: only when ``infrastructure`` is set (the
            agent is a configured provider adapter).
    """
    worker = _Worker(f"agent-{what}")
    try:
        value = worker.call(function, argument, wall_limit)
    except _Hung:
        worker.abandon()
        raise AgentFault(f"{what} exceeded its wall budget of {wall_limit:g} s") from None
    except _Raised as raised:
        raise _agent_failure(raised.error, what, infrastructure) from None
    worker.close()
    return value


def _agent_failure(error: BaseException, what: str, infrastructure: bool) -> Exception:
    """What the harness raises for ``error`` raised by agent code.

    ``infrastructure``: the code is a configured provider adapter of this package, whose
    ``InfrastructureError`` is its service's failure and whose any other exception (but an
    ``AgentFault``: a user-hosted bot broke its protocol) is the adapter's own bug.
    """
    if isinstance(error, AgentFault):
        return AgentFault(error.reason[:500])
    if infrastructure and isinstance(error, InfrastructureError | AdapterError):
        return error
    if infrastructure and isinstance(error, Exception):
        # the adapter is the harness's code: blaming the agent (or the provider) for its bug
        # would score or exclude episodes for a mistake of ours
        bug = AdapterError(f"{what}: the adapter failed: {_describe(error)}")
        bug.__cause__ = error
        return bug
    # KeyboardInterrupt, SystemExit and InfrastructureError from an agent that is no
    # configured provider adapter are its own faults: a real Ctrl-C reaches the harness's
    # thread, never the agent's, so it is never seen here
    fault = AgentFault(f"{what} raised {_describe(error)}")
    fault.__cause__ = error if isinstance(error, Exception) else None
    return fault


class AgentGuard:
    """Runs an agent's ``start`` and ``step`` under budgets and checks what comes back.

    Implements the ``Agent`` protocol, so the tick loop drives it like the agent itself; its
    ``step`` raises ``AgentFault`` instead of misbehaving, and ``adjustments`` holds the cuts
    made to the last chunk. ``infrastructure``: the agent is a configured provider adapter,
    whose ``InfrastructureError`` passes through (the campaign retries it); any other agent
    raising one has failed.
    """

    def __init__(
        self, agent: Agent, dials: HarnessDials | None = None, *, infrastructure: bool = False
    ) -> None:
        self.agent = agent
        self.dials = dials or HarnessDials()
        self.name = str(agent.name)
        self.infrastructure = infrastructure
        self.adjustments: list[str] = []
        # an agent in a process of its own: its CPU clock is that process's, and a call over
        # its budget kills the process (no thread of it is left in this one)
        self._process = agent if isinstance(agent, IsolatedAgent) else None
        self._worker: _Worker | None = None
        self._deadline = time.monotonic() + self.dials.episode_budget_s
        self._abandoned = False
        self._steps = 0
        self._cpu_total = self._cpu_max = self._wall_max = 0.0

    def _run(
        self,
        function: Callable[[Any], T],
        argument: Any,
        budget: float,
        what: str,
        cpu_budget: float | None = None,
    ) -> T:
        if self._abandoned:
            raise AgentFault(f"{what}: the agent's previous call never returned")
        if self._worker is None:
            clock = self._process.cpu_seconds if self._process is not None else agent_cpu_now
            self._worker = _Worker(f"agent-{self.name}", clock)
        remaining = self._deadline - time.monotonic()
        limit = min(budget, remaining)
        try:
            return self._worker.call(function, argument, limit, cpu_budget)
        except _Hung as hung:
            self._abandoned = True
            if self._process is not None:
                # the agent's process dies; the thread waiting on it sees the end and idles
                self._process.kill()
                self._worker.close()
            else:
                self._worker.abandon()
            self._worker = None  # its thread is left blocked; never used again
            if hung.reason == "cpu":
                raise AgentFault(
                    f"{what} used more than its CPU budget of {cpu_budget:g} s"
                ) from None
            if remaining < budget:
                raise AgentFault(
                    f"{what} ran past the episode's wall budget of "
                    f"{self.dials.episode_budget_s:g} s"
                ) from None
            if cpu_budget is not None:
                raise AgentFault(f"{what} exceeded its wall cap of {budget:g} s") from None
            raise AgentFault(f"{what} exceeded its wall budget of {budget:g} s") from None
        except _Raised as raised:
            raise _agent_failure(raised.error, what, self.infrastructure) from None

    def _checked(self, chunk_of: Callable[[Any], object]) -> Callable[[Any], CheckedChunk]:
        """``chunk_of`` followed by the check of its value, as one call on the agent's
        thread: the checking of what it returned is inside its budget, and a value whose
        own code raises while being read (a property, ``__len__``) is its fault."""

        def step(data: Any) -> CheckedChunk:
            value = chunk_of(data)
            checked = checked_chunk(value, data.tick, self.dials)
            if self._process is not None:
                # checked in its process already (within its budget) and again here: the cuts
                # made there are its trace's notes too
                checked.adjustments[:0] = self._process.take_adjustments()
            return checked

        return step

    def start(self, context: AgentContext) -> None:
        """Start the agent for a call (the episode's wall clock starts here)."""
        self._deadline = time.monotonic() + self.dials.episode_budget_s
        self._run(self.agent.start, context, self.dials.start_budget_s, "start()")

    def step(self, data: AgentInput) -> AgentChunk:
        """The agent's checked chunk for this tick.

        Raises:
            AgentFault: the agent raised, overran its budget or returned something unusable.
        """
        checked = self._run(
            self._checked(self.agent.step),
            data,
            self.dials.step_wall_cap_s,
            f"step(tick {data.tick})",
            cpu_budget=self.dials.step_budget_s,
        )
        self._count_step()
        self.adjustments = checked.adjustments
        return checked.chunk

    def _count_step(self) -> None:
        worker = self._worker
        if worker is None:
            return
        self._steps += 1
        self._cpu_total += worker.last_cpu
        self._cpu_max = max(self._cpu_max, worker.last_cpu)
        self._wall_max = max(self._wall_max, worker.last_wall)

    def step_costs(self) -> dict[str, float | int]:
        """What the steps that returned cost: their count, CPU seconds in all and at most,
        wall seconds at most (the CPU budget's margin, and how much load stretched a step)."""
        return {
            "steps": self._steps,
            "cpu_s": round(self._cpu_total, 3),
            "max_step_cpu_s": round(self._cpu_max, 4),
            "max_step_wall_s": round(self._wall_max, 4),
        }

    def spec(self) -> dict[str, Any]:
        """The agent's own spec."""
        return self.agent.spec()

    def close(self) -> None:
        """Let the worker thread end (a no-op for an abandoned one)."""
        if self._worker is not None:
            self._worker.close()
            self._worker = None
