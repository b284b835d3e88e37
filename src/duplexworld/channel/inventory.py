"""The noise inventory: backgrounds, bursts, vocal tics and asides, built once and cached.

Procedural clips are a pure function of their name, variant, the synthesis version, the
inventory config, the numpy/scipy versions and (for babble and TV) the speech source's spec,
so their sha256 over canonical JSON of all of that is the cache key. Files live under
``<cache>/<key[:2]>/<key>.npy`` and are written atomically, like the speech bank's; the
default cache is ``noise/`` beside the speech bank's folder (so ``$DUPLEXWORLD_CACHE/noise``
when that variable is set). Every clip is float32 at 8 kHz, normalised to unit RMS over its
whole length, so the channel sets levels by SNR alone.
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import json
import os
import tempfile
from dataclasses import asdict, dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

import numpy as np

from duplexworld.channel.config import ENVIRONMENTS, EnvironmentSpec, InventoryConfig, plain
from duplexworld.channel.dsp import filtered, loopable, normalise_rms
from duplexworld.channel.manifest import Manifest, Recording, load_recording, recording_key
from duplexworld.channel.speechnoise import (
    BABBLE_SENTENCES,
    NEWS_SENTENCES,
    SpeechSource,
    people_talking,
    tv_news,
)
from duplexworld.channel.synth import BACKGROUND_SYNTHS, EVENT_SYNTHS, SYNTH_VERSION
from duplexworld.util.seeds import stable_seed

__all__ = [
    "NoiseClip",
    "NoiseInventory",
    "choose_environment",
    "default_noise_cache_dir",
    "default_speech",
    "scenario_for_environment",
]

ClipKind = Literal["background", "burst", "tic", "phrase"]
_LOOP_FADE_SECONDS = 1.0
_SPEECH_BACKGROUNDS = ("people_talking", "tv_news")
_MEMORY: dict[str, np.ndarray] = {}
"""Clips by key, shared by every inventory in the process (episodes reuse them)."""


def default_noise_cache_dir() -> Path:
    """``noise/`` under the cache root, beside the speech bank's folder (read at call time)."""
    from duplexworld.util.filecache import cache_root

    return cache_root() / "noise"


@lru_cache(maxsize=1)
def default_speech() -> SpeechSource:
    """The default voice of the room (babble, TV) and of asides: piper joe-us, speech bank."""
    from duplexworld.speech.bank import SpeechBank
    from duplexworld.speech.tts import PiperTTS

    return SpeechBank(PiperTTS(voice="joe-us"))


def choose_environment(scenario_id: str | None, seed: int) -> EnvironmentSpec:
    """The scenario's environment by a stable hash of its id (of the seed when there is none)."""
    if scenario_id is not None:
        index = stable_seed("channel-environment", scenario_id) % len(ENVIRONMENTS)
    else:
        index = stable_seed("channel-environment-seed", seed) % len(ENVIRONMENTS)
    return ENVIRONMENTS[index]


def scenario_for_environment(environment: str, prefix: str = "example") -> str:
    """The first id ``<prefix>-<i>`` whose stable hash picks ``environment`` (for demos)."""
    for i in range(1000):
        candidate = f"{prefix}-{i}"
        if choose_environment(candidate, 0).name == environment:
            return candidate
    raise ValueError(f"no scenario id maps to environment {environment!r}")


@dataclass(frozen=True)
class NoiseClip:
    """One sound of the inventory: unit-RMS float32 samples at 8 kHz (read-only)."""

    name: str
    kind: ClipKind
    samples: np.ndarray
    source: str
    """``procedural``, ``tts`` or the recording's path."""
    key: str
    """Content hash (the cache key)."""

    @property
    def duration_s(self) -> float:
        """Length in seconds."""
        return self.samples.size / 8000.0

    def spec(self) -> dict[str, Any]:
        """Name, kind, source, key and length (for trace headers)."""
        return {
            "name": self.name,
            "kind": self.kind,
            "source": self.source,
            "key": self.key,
            "seconds": round(self.duration_s, 3),
        }


def _split_variant(name: str) -> tuple[str, int]:
    base, _, variant = name.partition("#")
    return base, int(variant) if variant else 0


class NoiseInventory:
    """Every sound the channel can mix in, by environment; clips build lazily and are cached.

    Args:
        config: synthesis parameters (part of every key).
        cache_dir: where procedural clips are stored (default :func:`default_noise_cache_dir`).
        speech: the room's voice, for babble and TV (default :func:`default_speech`, built
            only when an indoor background is first needed).
        manifest: user recordings; they join their environment's pool, and replace the
            procedural sounds when the manifest says ``procedural: false``.
    """

    def __init__(
        self,
        config: InventoryConfig | None = None,
        cache_dir: Path | None = None,
        speech: SpeechSource | None = None,
        manifest: Manifest | None = None,
    ) -> None:
        """Set up the inventory; nothing is synthesised until a clip is asked for."""
        self.config = config or InventoryConfig()
        self.cache_dir = Path(cache_dir) if cache_dir is not None else default_noise_cache_dir()
        self._speech = speech
        self.manifest = manifest
        self._recordings: dict[str, Recording] = {
            r.clip_name: r for r in (manifest.recordings if manifest else ())
        }

    @property
    def speech(self) -> SpeechSource:
        """The voice for speech-made sounds (the default one is created on first use)."""
        if self._speech is None:
            self._speech = default_speech()
        return self._speech

    def _procedural(self) -> bool:
        return self.manifest is None or self.manifest.procedural

    def _names(self, environment: str, kind: Literal["background", "burst"]) -> tuple[str, ...]:
        spec = next((e for e in ENVIRONMENTS if e.name == environment), None)
        if spec is None:
            known = ", ".join(e.name for e in ENVIRONMENTS)
            raise ValueError(f"unknown environment {environment!r}; known: {known}")
        names: list[str] = []
        if self._procedural():
            if kind == "background":
                names += spec.backgrounds
            else:
                variants = range(self.config.burst_variants)
                names += [f"{burst}#{v}" for burst in spec.bursts for v in variants]
        names += [
            r.clip_name
            for r in self._recordings.values()
            if r.environment == environment and r.kind == kind
        ]
        if not names:
            raise ValueError(f"no {kind} sounds for environment {environment!r}")
        return tuple(names)

    def background_names(self, environment: str) -> tuple[str, ...]:
        """Background clip names of an environment, in a fixed order."""
        return self._names(environment, "background")

    def burst_names(self, environment: str) -> tuple[str, ...]:
        """Burst clip names (``kind#variant`` or ``rec:name``) of an environment."""
        return self._names(environment, "burst")

    # -- clips -------------------------------------------------------------------------------
    def background(self, name: str) -> NoiseClip:
        """A seamless background loop."""
        return self._clip(name, "background")

    def burst(self, name: str) -> NoiseClip:
        """One burst event."""
        return self._clip(name, "burst")

    def tic(self, kind: str, variant: int) -> NoiseClip:
        """One vocal tic (cough, sneeze, sniffle) variant."""
        if kind not in ("cough", "sneeze", "sniffle"):
            raise ValueError(f"unknown vocal tic {kind!r} (known: cough, sneeze, sniffle)")
        return self._clip(f"{kind}#{variant}", "tic")

    def phrase(self, text: str, lowpass_hz: float, speech: SpeechSource | None = None) -> NoiseClip:
        """A non-directed phrase, low-passed (turned away from the phone).

        ``speech`` is the caller's voice (default: the room's voice).
        """
        voice = speech if speech is not None else self.speech
        payload = {"phrase": text, "lowpass_hz": lowpass_hz, "speech": voice.spec()}
        key = _key(payload)
        samples = _MEMORY.get(key)
        if samples is None:
            spoken = np.asarray(voice.speak(text), dtype=np.float64)
            if spoken.size == 0 or not spoken.any():
                raise ValueError(f"the speech source returned no audio for {text!r}")
            lowpassed = filtered(spoken, "lowpass", lowpass_hz, 4)
            samples = _freeze(normalise_rms(np.trim_zeros(lowpassed)))
            _MEMORY[key] = samples
        return NoiseClip(text, "phrase", samples, "tts", key)

    def _payload(self, name: str, kind: ClipKind) -> dict[str, Any]:
        base, variant = _split_variant(name)
        payload: dict[str, Any] = {
            "clip": base,
            "variant": variant,
            "kind": kind,
            "synth_version": SYNTH_VERSION,
            "seed": stable_seed("noise-clip", base, variant),
            "numpy": np.__version__,
            "scipy": importlib.metadata.version("scipy"),
            "inventory": asdict(self.config),
        }
        if kind != "background":
            # Event clips do not depend on the loop settings: keep their keys stable.
            payload["inventory"] = {"sample_rate": self.config.sample_rate}
        if base in _SPEECH_BACKGROUNDS:
            payload["speech"] = self.speech.spec()
            payload["sentences"] = BABBLE_SENTENCES if base == "people_talking" else NEWS_SENTENCES
            payload["soxr"] = importlib.metadata.version("soxr")
        return payload

    def _clip(self, name: str, kind: ClipKind) -> NoiseClip:
        recording = self._recordings.get(name)
        if recording is not None:
            if recording.kind != kind:
                raise ValueError(f"{name} is a {recording.kind}, not a {kind}")
            key = recording_key(recording, self.config.loop_seconds)
            samples = _MEMORY.get(key)
            if samples is None:
                samples = _freeze(load_recording(recording, self.config.loop_seconds))
                _MEMORY[key] = samples
            return NoiseClip(name, kind, samples, str(recording.file), key)
        base, variant = _split_variant(name)
        known = BACKGROUND_SYNTHS.keys() | set(_SPEECH_BACKGROUNDS) | EVENT_SYNTHS.keys()
        if base not in known:
            raise ValueError(f"unknown noise clip {name!r}")
        payload = self._payload(name, kind)
        key = _key(payload)
        samples = _MEMORY.get(key)
        if samples is None:
            samples = self._read(key)
            if samples is None:
                samples = self._synthesise(base, kind, int(payload["seed"]))
                self._write(key, samples)
            samples = _freeze(samples)
            _MEMORY[key] = samples
        source = "tts" if base in _SPEECH_BACKGROUNDS else "procedural"
        return NoiseClip(name, kind, samples, source, key)

    def _synthesise(self, base: str, kind: ClipKind, seed: int) -> np.ndarray:
        rng = np.random.default_rng(seed)
        if kind == "background":
            rate = self.config.sample_rate
            length = int(round(self.config.loop_seconds * rate))
            n = length + int(_LOOP_FADE_SECONDS * rate)
            if base == "people_talking":
                raw = people_talking(self.speech, rng, n, self.config.babble_talkers)
            elif base == "tv_news":
                raw = tv_news(self.speech, rng, n)
            else:
                raw = BACKGROUND_SYNTHS[base](rng, n)
            raw = loopable(raw, length, n - length)
        else:
            # An event's span (its gold label) is exactly its sound: no silent edges.
            raw = np.trim_zeros(EVENT_SYNTHS[base](rng))
        return normalise_rms(raw).astype(np.float32)

    def path_for(self, key: str) -> Path:
        """Cache file of a key."""
        return self.cache_dir / key[:2] / f"{key}.npy"

    def _read(self, key: str) -> np.ndarray | None:
        try:
            samples = np.load(self.path_for(key), allow_pickle=False)
        except (FileNotFoundError, ValueError, OSError, EOFError):
            return None  # absent or corrupt: synthesise again and overwrite
        if samples.dtype != np.float32 or samples.ndim != 1:
            return None
        return samples

    def _write(self, key: str, samples: np.ndarray) -> None:
        path = self.path_for(key)
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{key[:8]}-", suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "wb") as handle:
                np.save(handle, samples, allow_pickle=False)
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise

    def spec(self) -> dict[str, Any]:
        """Config, cache folder and manifest (for trace headers)."""
        return plain(
            {
                "config": asdict(self.config),
                "synth_version": SYNTH_VERSION,
                "manifest": str(self.manifest.path) if self.manifest else None,
                "procedural": self._procedural(),
            }
        )


def _key(payload: dict[str, Any]) -> str:
    canonical = json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def _freeze(samples: np.ndarray) -> np.ndarray:
    samples = np.ascontiguousarray(samples, dtype=np.float32)
    samples.setflags(write=False)
    return samples
