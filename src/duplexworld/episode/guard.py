"""Agent fault containment: budgets while the agent runs, and checks on what it returns.

The agent under test is the one component the harness does not control, so every call into
it (``start``, ``step``) goes through ``AgentGuard``:

- it runs on a worker thread of its own, and the harness waits at most the step's wall budget
  (or what is left of the episode's). A thread, not a process: the built-in agents share
  in-process models (the speech bank, whisper) that a process would have to load again for
  every episode, and an adapter's sockets live happily on a thread. A thread cannot be killed,
  so a step over its budget is *abandoned*: the episode ends, the thread is left to finish or
  block on its own (it is a daemon thread and never talked to again);
- what the agent returns is checked and converted by one rule (``check_chunk``): an
  ``AgentChunk``; mono audio as int16, or float full scale at +-1.0 (scaled by 32767 and
  rounded; ringing up to ``FLOAT_OVERSHOOT`` clipped and noted; beyond it, NaN or inf
  refused); stereo, int32 and other dtypes refused; JSON tool calls by the agent only;
- per-tick volume is bounded (audio to one tick, transcript, notes, tool calls) and every cut
  is reported back so the trace records it.

A fault raises ``AgentFault`` with a one-line reason; ``InfrastructureError`` from the agent
passes through untouched (the campaign retries those).
"""

from __future__ import annotations

import json
import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

import numpy as np

from duplexworld.agents.base import Agent, AgentChunk, AgentContext, AgentInput
from duplexworld.agents.errors import AgentFault, InfrastructureError
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
        start_budget_s: wall seconds ``start()`` may take.
        step_budget_s: wall seconds one ``step()`` may take.
        episode_budget_s: wall seconds of the whole call (REFERENCE.md section 2: 1200).
        max_transcript_chars: transcript characters kept per tick.
        max_tool_calls: tool calls run per tick.
        max_notes: agent notes kept per tick (each cut to ``max_transcript_chars``).
        max_argument_chars: JSON length of one tool call's arguments, and
        max_argument_text: length of any one text value in them; a call over either is
            answered with an error result and not run (real arguments are names, ids and
            short phrases: the longest in the built-in gold is 73 characters).
    """

    start_budget_s: float = 120.0
    step_budget_s: float = 30.0
    episode_budget_s: float = 1200.0
    max_transcript_chars: int = 2000
    max_tool_calls: int = 16
    max_notes: int = 16
    max_argument_chars: int = 4096
    max_argument_text: int = 500

    def as_dict(self) -> dict[str, float | int]:
        """The dials as plain data for the trace header."""
        return {
            "start_budget_s": self.start_budget_s,
            "step_budget_s": self.step_budget_s,
            "episode_budget_s": self.episode_budget_s,
            "max_transcript_chars": self.max_transcript_chars,
            "max_tool_calls": self.max_tool_calls,
            "max_notes": self.max_notes,
            "max_argument_chars": self.max_argument_chars,
            "max_argument_text": self.max_argument_text,
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


def argument_problem(arguments: object, dials: HarnessDials) -> str | None:
    """Why a tool call's arguments are too long to run, or None."""
    size = len(json.dumps(arguments))
    if size > dials.max_argument_chars:
        return f"arguments too long ({size} characters, limit {dials.max_argument_chars})"
    pending = [arguments]
    while pending:
        value = pending.pop()
        if isinstance(value, str) and len(value) > dials.max_argument_text:
            return (
                f"an argument value is too long ({len(value)} characters, limit "
                f"{dials.max_argument_text})"
            )
        if isinstance(value, dict):
            pending.extend(value.values())
        elif isinstance(value, list):
            pending.extend(value)
    return None


def _check_call(call: object, tick: int) -> ToolCall:
    if not isinstance(call, ToolCall):
        raise AgentFault(f"tick {tick}: a tool call is a {_type_name(call)}, expected ToolCall")
    if call.actor != "agent":
        raise AgentFault(f"tick {tick}: tool call {call.call_id!r} claims actor {call.actor!r}")
    if not isinstance(call.name, str) or not isinstance(call.call_id, str):
        raise AgentFault(f"tick {tick}: a tool call's name and call_id must be text")
    try:
        text = json.dumps(call.arguments, allow_nan=False)
        arguments = json.loads(text)
    except (TypeError, ValueError) as exc:
        raise AgentFault(
            f"tick {tick}: tool call {call.name!r} has arguments that are not JSON ({exc})"
        ) from None
    # a fresh, validated copy: the agent keeps no handle on what the world receives
    return ToolCall(call_id=call.call_id, name=call.name, arguments=arguments)


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
    calls = [_check_call(call, tick) for call in value.tool_calls]
    if len(calls) > dials.max_tool_calls:
        notes.append(f"{len(calls)} tool calls cut to the first {dials.max_tool_calls}")
        calls = calls[: dials.max_tool_calls]
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


class _Hung(Exception):
    pass


class _Worker:
    """One daemon thread that runs the agent's calls; abandoned when a call overruns.

    Requests and replies travel over two ``SimpleQueue``s (the cheapest hand-off between
    threads in CPython); after a timeout the worker is never used again, so a late reply
    can never be taken for the answer to a later call.
    """

    def __init__(self, name: str) -> None:
        self._requests: queue.SimpleQueue[Any] = queue.SimpleQueue()
        self._replies: queue.SimpleQueue[tuple[bool, Any]] = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._loop, name=name, daemon=True)
        self._thread.start()

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

    def call(self, function: Callable[[Any], T], argument: Any, timeout: float) -> T:
        self._requests.put((function, argument))
        try:
            ok, value = self._replies.get(timeout=max(0.0, timeout))
        except queue.Empty:
            raise _Hung from None
        if not ok:
            raise value
        return value

    def close(self) -> None:
        self._requests.put(None)


class AgentGuard:
    """Runs an agent's ``start`` and ``step`` under budgets and checks what comes back.

    Implements the ``Agent`` protocol, so the tick loop drives it like the agent itself; its
    ``step`` raises ``AgentFault`` instead of misbehaving, and ``adjustments`` holds the cuts
    made to the last chunk.
    """

    def __init__(self, agent: Agent, dials: HarnessDials | None = None) -> None:
        self.agent = agent
        self.dials = dials or HarnessDials()
        self.name = str(agent.name)
        self.adjustments: list[str] = []
        self._worker: _Worker | None = None
        self._deadline = time.monotonic() + self.dials.episode_budget_s
        self._abandoned = False

    def _run(self, function: Callable[[Any], T], argument: Any, budget: float, what: str) -> T:
        if self._abandoned:
            raise AgentFault(f"{what}: the agent's previous call never returned")
        if self._worker is None:
            self._worker = _Worker(f"agent-{self.name}")
        remaining = self._deadline - time.monotonic()
        limit = min(budget, remaining)
        try:
            return self._worker.call(function, argument, limit)
        except _Hung:
            self._abandoned = True
            self._worker = None  # its thread is left blocked; never used again
            if remaining < budget:
                raise AgentFault(
                    f"{what} ran past the episode's wall budget of "
                    f"{self.dials.episode_budget_s:g} s"
                ) from None
            raise AgentFault(f"{what} exceeded its wall budget of {budget:g} s") from None
        except (AgentFault, InfrastructureError, KeyboardInterrupt):
            raise
        except BaseException as exc:  # noqa: BLE001 - the agent's own exception is a result
            raise AgentFault(f"{what} raised {type(exc).__name__}: {exc}"[:500]) from exc

    def start(self, context: AgentContext) -> None:
        """Start the agent for a call (the episode's wall clock starts here)."""
        self._deadline = time.monotonic() + self.dials.episode_budget_s
        self._run(self.agent.start, context, self.dials.start_budget_s, "start()")

    def step(self, data: AgentInput) -> AgentChunk:
        """The agent's checked chunk for this tick.

        Raises:
            AgentFault: the agent raised, overran its budget or returned something unusable.
        """
        value = self._run(
            self.agent.step, data, self.dials.step_budget_s, f"step(tick {data.tick})"
        )
        checked = check_chunk(value, data.tick, self.dials)
        self.adjustments = checked.adjustments
        return checked.chunk

    def spec(self) -> dict[str, Any]:
        """The agent's own spec."""
        return self.agent.spec()

    def close(self) -> None:
        """Let the worker thread end (a no-op for an abandoned one)."""
        if self._worker is not None:
            self._worker.close()
            self._worker = None
