"""Process-wide speech components (voices and the ASR model load once per process)."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from duplexworld.caller.persona import VoiceSpec
from duplexworld.speech.asr import WhisperASR
from duplexworld.speech.bank import SpeechBank
from duplexworld.speech.espeak import EspeakTTS
from duplexworld.speech.tts import PiperTTS, TTSEngine


def tts_engine(voice: VoiceSpec) -> TTSEngine:
    """The TTS engine that speaks with ``voice``."""
    if voice.engine == "piper":
        return PiperTTS(voice=voice.voice, length_scale=voice.length_scale, pitch=voice.pitch)
    return EspeakTTS(voice=voice.voice, speed=voice.espeak_speed, pitch=voice.espeak_pitch)


@lru_cache(maxsize=32)
def _bank(voice: VoiceSpec, cache_dir: str | None) -> SpeechBank:
    return SpeechBank(tts_engine(voice), Path(cache_dir) if cache_dir is not None else None)


def speech_bank(voice: VoiceSpec, cache_dir: Path | None = None) -> SpeechBank:
    """The speech bank that speaks with ``voice`` (shared within the process)."""
    return _bank(voice, str(cache_dir) if cache_dir else None)


@lru_cache(maxsize=1)
def whisper() -> WhisperASR:
    """The shared faster-whisper recogniser."""
    return WhisperASR()
