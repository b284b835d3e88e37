"""Process-wide speech components (voices and the ASR model load once per process)."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from duplexworld.caller.persona import Persona
from duplexworld.speech.asr import WhisperASR
from duplexworld.speech.bank import SpeechBank
from duplexworld.speech.tts import PiperTTS


@lru_cache(maxsize=16)
def _bank(voice: str, length_scale: float, cache_dir: str | None) -> SpeechBank:
    return SpeechBank(
        PiperTTS(voice=voice, length_scale=length_scale),
        Path(cache_dir) if cache_dir is not None else None,
    )


def speech_bank(persona: Persona, cache_dir: Path | None = None) -> SpeechBank:
    """The speech bank that speaks as ``persona`` (shared within the process)."""
    return _bank(persona.voice, persona.length_scale, str(cache_dir) if cache_dir else None)


@lru_cache(maxsize=1)
def whisper() -> WhisperASR:
    """The shared faster-whisper recogniser."""
    return WhisperASR()
