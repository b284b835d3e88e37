"""Turn segmentation: per-tick speech flags per lane, and speech segments as tick spans.

Two sources of flags:

- the trace's ``speech_started`` / ``speech_stopped`` events (what each side meant to say:
  exact, free, and what the interaction and turn-taking metrics use by default);
- the recorded audio, through a real voice activity detector (silero v6, the ONNX model that
  ships inside faster-whisper, run with onnxruntime; torch is never imported).

A segment is a maximal run of speech ticks, kept as an integer half-open span
``[start, end)``: ``end`` is the first silent tick. Gaps can optionally be closed up to the
integration window (tau-Voice: 0.5 s, REFERENCE.md section 2).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import NamedTuple

import numpy as np

from duplexworld.speech.silero import (
    DEFAULT_VAD_THRESHOLD,
    SileroVAD,
)
from duplexworld.trace import Event, SpeechStarted, SpeechStopped, Trace
from duplexworld.trace.events import Lane
from duplexworld.units import TICK_MS

LANES: tuple[Lane, Lane] = ("caller", "agent")
"""The two lanes of a call, in the trace's audio channel order (left = caller)."""

INTEGRATION_WINDOW_MS = 500
"""tau-Voice integration window: silent gaps up to this long do not split a segment."""


class Segment(NamedTuple):
    """A half-open span of ticks ``[start, end)``; ``end`` is the first tick without speech."""

    start: int
    end: int

    @property
    def length(self) -> int:
        """Number of ticks in the span."""
        return self.end - self.start


@dataclass(frozen=True)
class LaneSegments:
    """Speech segments of both lanes over ``[0, n_ticks)``."""

    caller: tuple[Segment, ...]
    agent: tuple[Segment, ...]
    n_ticks: int

    def lane(self, lane: Lane) -> tuple[Segment, ...]:
        """The segments of one lane."""
        return self.caller if lane == "caller" else self.agent


# -- flags and runs ---------------------------------------------------------------------------
def runs(flags: Sequence[bool] | np.ndarray) -> list[Segment]:
    """Maximal runs of true flags, as half-open tick spans (no merging, no minimum length)."""
    array = np.asarray(flags, dtype=bool)
    if array.size == 0:
        return []
    # edges of the padded signal: +1 where a run starts, -1 where one ends
    edges = np.diff(np.concatenate(([False], array, [False])).astype(np.int8))
    starts = np.flatnonzero(edges == 1)
    ends = np.flatnonzero(edges == -1)
    return [Segment(int(s), int(e)) for s, e in zip(starts, ends, strict=True)]


def merge_gaps(
    segments: Iterable[Segment], max_gap_ms: float = INTEGRATION_WINDOW_MS
) -> list[Segment]:
    """Close silent gaps of at most ``max_gap_ms`` between consecutive segments.

    The comparison is made in milliseconds (``gap_ticks * TICK_MS <= max_gap_ms``) rather than
    on a rounded tick count, so "up to 0.5 s" closes gaps of 0.4 s and keeps gaps of 0.6 s.
    """
    merged: list[Segment] = []
    for segment in sorted(segments):
        if merged and (segment.start - merged[-1].end) * TICK_MS <= max_gap_ms:
            last = merged[-1]
            merged[-1] = Segment(last.start, max(last.end, segment.end))
        else:
            merged.append(segment)
    return merged


def segments_from_flags(
    flags: Sequence[bool] | np.ndarray, merge_gap_ms: float | None = None
) -> list[Segment]:
    """Runs of ``flags``, with gaps up to ``merge_gap_ms`` closed when it is given."""
    found = runs(flags)
    return found if merge_gap_ms is None else merge_gaps(found, merge_gap_ms)


def flags_from_segments(segments: Iterable[Segment], n_ticks: int) -> np.ndarray:
    """Per-tick flags over ``[0, n_ticks)`` that are true inside any segment (clipped)."""
    flags = np.zeros(n_ticks, dtype=bool)
    for start, end in segments:
        flags[max(start, 0) : max(min(end, n_ticks), 0)] = True
    return flags


# -- from trace events ------------------------------------------------------------------------
def event_speech_flags(events: Iterable[Event], end_tick: int) -> dict[Lane, np.ndarray]:
    """Per-tick speech flags per lane over ``[0, end_tick)`` from speech start/stop events.

    A lane speaks from its ``speech_started`` tick up to (not including) the next
    ``speech_stopped`` tick; a lane still speaking at ``end_tick`` speaks until then. A repeated
    start or a stop without a start is ignored (the orchestrator never writes one).
    """
    flags = {lane: np.zeros(max(end_tick, 0), dtype=bool) for lane in LANES}
    open_at: dict[Lane, int | None] = {lane: None for lane in LANES}
    for event in sorted(
        (e for e in events if isinstance(e, SpeechStarted | SpeechStopped)),
        key=lambda e: e.tick,
    ):
        if isinstance(event, SpeechStarted):
            if open_at[event.lane] is None:
                open_at[event.lane] = event.tick
            continue
        start = open_at[event.lane]
        if start is not None:
            flags[event.lane][start : max(event.tick, start)] = True
            open_at[event.lane] = None
    for lane, start in open_at.items():
        if start is not None:
            flags[lane][start:] = True
    return flags


def trace_segments(
    trace: Trace, merge_gap_ms: float | None = None, source: str = "events"
) -> LaneSegments:
    """Speech segments of both lanes of a trace over ``[0, trace.end_tick)``.

    ``source`` is ``"events"`` (speech start/stop events) or ``"vad"`` (silero on the recorded
    audio at ``DEFAULT_VAD_THRESHOLD``; use :func:`vad_speech_flags` for other settings).
    """
    n_ticks = trace.end_tick
    if source == "events":
        flags = event_speech_flags(trace.events, n_ticks)
    elif source == "vad":
        flags = vad_speech_flags(trace)
    else:
        raise ValueError(f"unknown segment source {source!r} (events or vad)")
    return LaneSegments(
        caller=tuple(segments_from_flags(flags["caller"], merge_gap_ms)),
        agent=tuple(segments_from_flags(flags["agent"], merge_gap_ms)),
        n_ticks=n_ticks,
    )


# -- from audio: silero v6 --------------------------------------------------------------------
def vad_speech_flags(
    trace: Trace, threshold: float = DEFAULT_VAD_THRESHOLD, vad: SileroVAD | None = None
) -> dict[Lane, np.ndarray]:
    """Per-tick VAD flags per lane over ``[0, trace.end_tick)`` from the recorded audio.

    The caller lane is the left channel (the caller as the agent heard it, after the
    telephone channel), the agent lane the right channel.
    """
    detector = vad or SileroVAD(threshold=threshold)
    stereo, rate = trace.audio()
    n_ticks = trace.end_tick
    return {
        lane: detector.tick_flags(stereo[:, channel], rate, n_ticks)
        for channel, lane in enumerate(LANES)
    }
