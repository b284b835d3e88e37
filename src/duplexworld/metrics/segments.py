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

import importlib.util
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np

from duplexworld.trace import Event, SpeechStarted, SpeechStopped, Trace
from duplexworld.trace.events import Lane
from duplexworld.units import TELEPHONE_RATE, TICK_MS, samples_per_tick

LANES: tuple[Lane, Lane] = ("caller", "agent")
"""The two lanes of a call, in the trace's audio channel order (left = caller)."""

INTEGRATION_WINDOW_MS = 500
"""tau-Voice integration window: silent gaps up to this long do not split a segment."""

DEFAULT_VAD_THRESHOLD = 0.5
"""Silero's own default speech-probability threshold."""

SERVER_VAD_THRESHOLD = 0.2
"""The agent-side server VAD threshold DuplexWorld ran with (0.5 made some personas inaudible)."""

VAD_FRAME_SAMPLES = 256
"""VAD frame length at 8 kHz (32 ms), the frame silero v6 takes at that rate."""

_MODEL_RATE = 16000
"""The bundled faster-whisper export only accepts 16 kHz frames (512 samples + 64 context)."""

_MODEL_FRAME = 512
_MODEL_CONTEXT = 64
_MODEL_BATCH = 4096
"""Frames per onnxruntime call; the recurrent state is carried between calls."""


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
def silero_model_path() -> Path:
    """Path of ``silero_vad_v6.onnx`` inside the installed faster-whisper package.

    Located with importlib's finder, so faster-whisper (and its heavy imports) never runs.

    Raises:
        FileNotFoundError: faster-whisper is not installed or ships no such asset.
    """
    spec = importlib.util.find_spec("faster_whisper")
    locations = list(spec.submodule_search_locations or []) if spec else []
    for location in locations:
        candidate = Path(location) / "assets" / "silero_vad_v6.onnx"
        if candidate.is_file():
            return candidate
    raise FileNotFoundError("silero_vad_v6.onnx not found: is faster-whisper installed?")


@lru_cache(maxsize=2)
def _session(path: str) -> Any:
    import onnxruntime

    options = onnxruntime.SessionOptions()
    # two shared cores: one thread each way keeps the VAD from crowding out the rest
    options.inter_op_num_threads = 1
    options.intra_op_num_threads = 1
    options.log_severity_level = 4
    return onnxruntime.InferenceSession(
        path, providers=["CPUExecutionProvider"], sess_options=options
    )


class SileroVAD:
    """Silero v6 voice activity detection aggregated to 200 ms ticks.

    The model bundled with faster-whisper is a 16 kHz export whose inputs are ``input``
    (frames of 512 samples, each prefixed with the last 64 samples of the frame before: the
    model's context, zeros for the first frame) and the LSTM state ``h``, ``c`` (1 x 1 x 128).
    It has no ``sr`` input and runs the batch axis as time. Telephone audio is therefore
    upsampled 2x (soxr, HQ), which keeps the 8 kHz framing: one model frame is exactly one
    256-sample frame (32 ms) of the 8 kHz signal.

    A tick is speech when any frame whose centre falls inside it has a speech probability at
    or above the threshold.
    """

    def __init__(self, threshold: float = DEFAULT_VAD_THRESHOLD, model_path: Path | None = None):
        """Load the model (once per process per path); ``threshold`` in (0, 1)."""
        if not 0.0 < threshold < 1.0:
            raise ValueError(f"VAD threshold must lie in (0, 1), got {threshold}")
        self.threshold = float(threshold)
        self.model_path = Path(model_path) if model_path else silero_model_path()
        self._session = _session(str(self.model_path))
        names = {item.name for item in self._session.get_inputs()}
        if names != {"input", "h", "c"}:
            raise ValueError(
                f"{self.model_path}: expected the faster-whisper silero export with inputs "
                f"input/h/c, found {sorted(names)}"
            )

    def frame_probabilities(
        self, samples: np.ndarray, sample_rate: int = TELEPHONE_RATE
    ) -> np.ndarray:
        """Speech probability per 256-sample (32 ms) frame of 8 kHz audio.

        ``samples`` is mono, int16 or float in [-1, 1]. The last partial frame is zero-padded.
        """
        if sample_rate != TELEPHONE_RATE:
            raise ValueError(f"expected {TELEPHONE_RATE} Hz telephone audio, got {sample_rate}")
        audio = _as_float(samples)
        if audio.size == 0:
            return np.zeros(0, dtype=np.float32)
        import soxr

        n_frames = -(-audio.size // VAD_FRAME_SAMPLES)
        upsampled = soxr.resample(audio, TELEPHONE_RATE, _MODEL_RATE, quality="HQ")
        padded = np.zeros(n_frames * _MODEL_FRAME, dtype=np.float32)
        padded[: min(upsampled.size, padded.size)] = upsampled[: padded.size]
        frames = padded.reshape(n_frames, _MODEL_FRAME)
        context = np.zeros((n_frames, _MODEL_CONTEXT), dtype=np.float32)
        context[1:] = frames[:-1, -_MODEL_CONTEXT:]
        batch = np.concatenate([context, frames], axis=1)
        h = np.zeros((1, 1, 128), dtype=np.float32)
        c = np.zeros((1, 1, 128), dtype=np.float32)
        out: list[np.ndarray] = []
        for first in range(0, n_frames, _MODEL_BATCH):
            probs, h, c = self._session.run(
                None, {"input": batch[first : first + _MODEL_BATCH], "h": h, "c": c}
            )
            out.append(np.asarray(probs, dtype=np.float32).reshape(-1))
        return np.concatenate(out)

    def frame_flags(self, samples: np.ndarray, sample_rate: int = TELEPHONE_RATE) -> np.ndarray:
        """Per-frame speech flags (probability at or above the threshold)."""
        return self.frame_probabilities(samples, sample_rate) >= self.threshold

    def tick_flags(
        self, samples: np.ndarray, sample_rate: int = TELEPHONE_RATE, n_ticks: int | None = None
    ) -> np.ndarray:
        """Per-tick speech flags over ``[0, n_ticks)`` (default: ticks the audio covers)."""
        per_tick = samples_per_tick(TELEPHONE_RATE)
        length = np.asarray(samples).reshape(-1).size
        if n_ticks is None:
            n_ticks = -(-length // per_tick)
        frames = self.frame_flags(samples, sample_rate)
        flags = np.zeros(n_ticks, dtype=bool)
        centres = np.arange(frames.size) * VAD_FRAME_SAMPLES + VAD_FRAME_SAMPLES // 2
        ticks = centres // per_tick
        hit = frames & (ticks < n_ticks)
        flags[ticks[hit]] = True
        return flags


def _as_float(samples: np.ndarray) -> np.ndarray:
    array = np.asarray(samples).reshape(-1)
    if array.dtype == np.int16:
        return (array.astype(np.float32) / 32768.0).astype(np.float32)
    return array.astype(np.float32)


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
