"""A guard around agents from outside the package: bad output is recorded, never fatal.

A plug-in or a configured backend may raise, or return audio of the wrong type, NaN, more
than a tick of samples, a megabyte of transcript or thousands of tool calls. The guard
repairs what can be repaired (and notes it in the trace at that tick), and turns an exception
into the end of the call with the reason noted: the episode is scored as what happened, and
one bad episode never aborts a campaign. Infrastructure failures pass through untouched (the
campaign retries those).
"""

from __future__ import annotations

import traceback
from typing import Any

import numpy as np

from duplexworld.agents.base import (
    Agent,
    AgentChunk,
    AgentContext,
    AgentInput,
    ClosableAgent,
    UsageReporting,
)
from duplexworld.agents.errors import InfrastructureError
from duplexworld.units import TELEPHONE_RATE, samples_per_tick

TICK_SAMPLES = samples_per_tick(TELEPHONE_RATE)
MAX_TRANSCRIPT_CHARS = 4000
MAX_TOOL_CALLS = 16
MAX_NOTES = 64
MAX_NOTE_CHARS = 2000


def _reason(exc: BaseException) -> str:
    where = traceback.extract_tb(exc.__traceback__)[-1] if exc.__traceback__ else None
    at = f" at {where.filename.rsplit('/', 1)[-1]}:{where.lineno}" if where else ""
    return f"{type(exc).__name__}: {str(exc)[:300]}{at}"


def _audio(audio: Any, notes: list[str]) -> np.ndarray:
    try:
        samples = np.asarray(audio)
    except Exception:  # noqa: BLE001 - anything that is not an array is silence
        notes.append(f"guard: agent audio of type {type(audio).__name__} replaced by silence")
        return np.zeros(0, dtype=np.int16)
    if samples.ndim != 1:
        notes.append(f"guard: agent audio of shape {samples.shape} flattened")
        samples = samples.reshape(-1)
    if samples.dtype != np.int16:
        if not np.issubdtype(samples.dtype, np.number):
            notes.append(f"guard: agent audio of dtype {samples.dtype} replaced by silence")
            return np.zeros(0, dtype=np.int16)
        floats = samples.astype(np.float64)
        if not np.all(np.isfinite(floats)):
            notes.append("guard: agent audio held NaN or infinity; replaced by silence")
            return np.zeros(0, dtype=np.int16)
        if np.issubdtype(samples.dtype, np.floating):
            floats = floats * 32767.0  # the float convention of [-1, 1]
        notes.append(f"guard: agent audio of dtype {samples.dtype} converted to int16")
        samples = np.clip(np.round(floats), -32768, 32767).astype(np.int16)
    if samples.size > TICK_SAMPLES:
        notes.append(f"guard: agent audio of {samples.size} samples cut to one tick")
        samples = samples[:TICK_SAMPLES]
    return samples


def checked(chunk: Any) -> AgentChunk:
    """The chunk repaired to the contract, with a guard note per repair."""
    if not isinstance(chunk, AgentChunk):
        return AgentChunk(notes=(f"guard: agent returned {type(chunk).__name__}, not a chunk",))
    notes = [str(n)[:MAX_NOTE_CHARS] for n in chunk.notes[:MAX_NOTES]]
    if len(chunk.notes) > MAX_NOTES:
        notes.append(f"guard: {len(chunk.notes)} notes cut to {MAX_NOTES}")
    audio = _audio(chunk.audio, notes)
    transcript = str(chunk.transcript or "")
    if len(transcript) > MAX_TRANSCRIPT_CHARS:
        notes.append(f"guard: a {len(transcript)}-character transcript cut")
        transcript = transcript[:MAX_TRANSCRIPT_CHARS]
    calls = tuple(chunk.tool_calls)
    if len(calls) > MAX_TOOL_CALLS:
        notes.append(f"guard: {len(calls)} tool calls in one tick; the first {MAX_TOOL_CALLS} run")
        calls = calls[:MAX_TOOL_CALLS]
    return AgentChunk(
        audio=audio,
        transcript=transcript,
        tool_calls=calls,
        end_call=bool(chunk.end_call),
        notes=tuple(notes),
    )


class GuardedAgent:
    """An agent behind the guard (see the module docstring)."""

    def __init__(self, inner: Agent) -> None:
        self.inner = inner
        self.name = str(inner.name)
        self._failure: str | None = None

    def start(self, context: AgentContext) -> None:
        """Start the agent; an exception ends the call at its first tick."""
        self._failure = None
        try:
            self.inner.start(context)
        except InfrastructureError:
            raise
        except Exception as exc:  # noqa: BLE001 - the agent's own failure is scored
            self._failure = f"guard: agent start raised {_reason(exc)}"

    def step(self, data: AgentInput) -> AgentChunk:
        """The agent's chunk, repaired; an exception ends the call with the reason noted."""
        if self._failure is not None:
            return AgentChunk(end_call=True, notes=(self._failure,))
        try:
            chunk = self.inner.step(data)
        except InfrastructureError:
            raise
        except Exception as exc:  # noqa: BLE001 - the agent's own failure is scored
            return AgentChunk(end_call=True, notes=(f"guard: agent step raised {_reason(exc)}",))
        return checked(chunk)

    def spec(self) -> dict[str, Any]:
        """The agent's own description (a failure here is recorded, not raised)."""
        try:
            return {**self.inner.spec(), "guarded": True}
        except Exception as exc:  # noqa: BLE001
            return {"name": self.name, "guarded": True, "spec_error": _reason(exc)}

    def close(self) -> None:
        """Close the agent if it holds anything."""
        if isinstance(self.inner, ClosableAgent):
            self.inner.close()

    def usage(self) -> dict[str, float]:
        """The agent's usage if it reports any."""
        return self.inner.usage() if isinstance(self.inner, UsageReporting) else {}

    def billed_model(self) -> str:
        """The agent's billed model, else its name."""
        return self.inner.billed_model() if isinstance(self.inner, UsageReporting) else self.name
