"""The speech bank: caller text -> 8 kHz float audio, synthesised once and cached on disk.

Audio for a text is a pure function of the text, the TTS engine's spec and the bank's own
post-processing (trim, level, resampling), so the cache key is the sha256 of canonical JSON
of all of them. Files are written atomically (temp file, then ``os.replace``) so concurrent
workers sharing a cache directory never see a half-written clip.
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import json
import os
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import soxr

from duplexworld.speech.tts import TTSEngine
from duplexworld.units import TELEPHONE_RATE
from duplexworld.util.filecache import cache_root

__all__ = ["BankStats", "SpeechBank", "default_cache_dir", "trim_silence"]

_BANK_FORMAT = 1
"""Bump when the post-processing changes in a way the params below do not capture."""


def default_cache_dir() -> Path:
    """``$DUPLEXWORLD_CACHE/speech`` if that variable is set, else ``~/.cache/duplexworld/speech``.

    Read at call time, so tests and workers can point it elsewhere through the environment.
    """
    return cache_root() / "speech"


def trim_silence(
    samples: np.ndarray, sample_rate: int, margin_ms: float, threshold_db: float
) -> np.ndarray:
    """Cut leading and trailing quiet down to at most ``margin_ms`` on each side.

    "Quiet" is any sample whose magnitude is more than ``threshold_db`` below the clip's peak
    (relative, so it does not depend on the engine's output level). Deterministic: a pure
    function of the samples. An all-silent clip comes back empty.
    """
    x = np.asarray(samples)
    magnitude = np.abs(x.astype(np.float64))
    peak = float(magnitude.max()) if magnitude.size else 0.0
    if peak == 0.0:
        return x[:0]
    loud = np.flatnonzero(magnitude >= peak * 10.0 ** (threshold_db / 20.0))
    margin = int(round(margin_ms * sample_rate / 1000.0))
    start = max(int(loud[0]) - margin, 0)
    stop = min(int(loud[-1]) + 1 + margin, x.shape[0])
    return x[start:stop]


@dataclass
class BankStats:
    """Counters for benchmarks: cache behaviour and time spent synthesising."""

    memory_hits: int = 0
    """Requests answered from the in-process cache."""

    disk_hits: int = 0
    """Requests answered from the on-disk cache."""

    misses: int = 0
    """Requests that had to run the TTS engine."""

    synth_seconds: float = 0.0
    """Wall-clock seconds inside the TTS engine (and post-processing) on misses."""

    audio_seconds: float = 0.0
    """Seconds of audio produced on misses (synth_seconds / audio_seconds is the RTF)."""

    @property
    def hits(self) -> int:
        """All cache hits, memory and disk."""
        return self.memory_hits + self.disk_hits


class SpeechBank:
    """Caches a TTS engine's speech as 8 kHz float32 mono, in memory and on disk.

    Post-processing after synthesis, in order: trim silence to at most ``trim_margin_ms`` per
    side, resample to ``output_rate`` with soxr, scale so the peak sits at ``peak_dbfs``
    (about -6 dBFS, a telephone-like speech level that leaves headroom for the band-pass
    overshoot and for noise added later in the channel).
    """

    def __init__(
        self,
        tts: TTSEngine,
        cache_dir: Path | None = None,
        *,
        output_rate: int = TELEPHONE_RATE,
        trim_margin_ms: float = 50.0,
        trim_threshold_db: float = -40.0,
        peak_dbfs: float | None = -6.0,
    ) -> None:
        """Wrap ``tts``; ``cache_dir`` defaults to :func:`default_cache_dir`."""
        self.tts = tts
        self.cache_dir = Path(cache_dir) if cache_dir is not None else default_cache_dir()
        self.output_rate = int(output_rate)
        self.trim_margin_ms = float(trim_margin_ms)
        self.trim_threshold_db = float(trim_threshold_db)
        self.peak_dbfs = None if peak_dbfs is None else float(peak_dbfs)
        self.stats = BankStats()
        self._memory: dict[str, np.ndarray] = {}
        # Specs are fixed for the bank's life; computing them per call (package metadata
        # look-ups) would dominate the cost of a memory hit.
        self._tts_spec = tts.spec()
        self._post = self._post_spec()

    def _post_spec(self) -> dict[str, Any]:
        """Parameters of the bank's own processing (part of the cache key)."""
        return {
            "format": _BANK_FORMAT,
            "trim_margin_ms": self.trim_margin_ms,
            "trim_threshold_db": self.trim_threshold_db,
            "peak_dbfs": self.peak_dbfs,
            "resampler": "soxr",
            "resampler_version": importlib.metadata.version("soxr"),
            "resampler_quality": "HQ",
        }

    def spec(self) -> dict[str, Any]:
        """The TTS spec and the bank's post-processing (for trace headers)."""
        return {"tts": self._tts_spec, "output_rate": self.output_rate, **self._post}

    def key(self, text: str) -> str:
        """sha256 hex of canonical JSON of everything that determines the audio for ``text``."""
        payload = {
            "text": text,
            "engine": self._tts_spec.get("engine"),
            "engine_version": self._tts_spec.get("version"),
            "voice": self._tts_spec.get("voice"),
            "tts": self._tts_spec,
            "output_rate": self.output_rate,
            "post": self._post,
        }
        canonical = json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
        return hashlib.sha256(canonical.encode("utf-8")).hexdigest()

    def path_for(self, key: str) -> Path:
        """Cache file of a key (two-character shards keep directories small)."""
        return self.cache_dir / key[:2] / f"{key}.npy"

    def has(self, text: str) -> bool:
        """Whether ``text`` is in the bank already (speaking it synthesises nothing)."""
        key = self.key(text)
        return key in self._memory or self.path_for(key).is_file()

    def speak(self, text: str) -> np.ndarray:
        """Speech for ``text`` as float32 mono at ``output_rate``; read-only (shared) array."""
        key = self.key(text)
        cached = self._memory.get(key)
        if cached is not None:
            self.stats.memory_hits += 1
            return cached
        audio = self._read(key)
        if audio is not None:
            self.stats.disk_hits += 1
        else:
            started = time.perf_counter()
            audio = self._render(text)
            self.stats.synth_seconds += time.perf_counter() - started
            self.stats.audio_seconds += audio.shape[0] / self.output_rate
            self.stats.misses += 1
            self._write(key, audio)
        audio.setflags(write=False)
        self._memory[key] = audio
        return audio

    def _render(self, text: str) -> np.ndarray:
        """Synthesise and post-process one text (no caching)."""
        samples, rate = self.tts.synthesize(text)
        x = np.asarray(samples)
        x = x.astype(np.float32) / 32768.0 if x.dtype == np.int16 else x.astype(np.float32)
        x = trim_silence(x, rate, self.trim_margin_ms, self.trim_threshold_db)
        if x.shape[0] == 0:
            return np.zeros(0, dtype=np.float32)
        if rate != self.output_rate:
            x = soxr.resample(x, rate, self.output_rate, quality="HQ")
        x = np.asarray(x, dtype=np.float32)
        if self.peak_dbfs is not None:
            peak = float(np.max(np.abs(x)))
            if peak > 0.0:
                x = x * np.float32(10.0 ** (self.peak_dbfs / 20.0) / peak)
        return np.ascontiguousarray(x, dtype=np.float32)

    def _read(self, key: str) -> np.ndarray | None:
        """The cached clip for ``key``, or None when absent or unreadable."""
        path = self.path_for(key)
        try:
            audio = np.load(path, allow_pickle=False)
        except (FileNotFoundError, ValueError, OSError, EOFError):
            # A corrupt file is treated as a miss and overwritten by the fresh synthesis.
            return None
        if audio.dtype != np.float32 or audio.ndim != 1:
            return None
        return audio

    def _write(self, key: str, audio: np.ndarray) -> None:
        """Store a clip atomically: write a temp file in the same folder, then rename."""
        path = self.path_for(key)
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp_name = tempfile.mkstemp(prefix=f".{key[:8]}-", suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "wb") as handle:
                np.save(handle, audio, allow_pickle=False)
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(tmp_name, path)
        except BaseException:
            Path(tmp_name).unlink(missing_ok=True)
            raise
