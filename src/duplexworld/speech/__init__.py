"""Speech: TTS for the caller, the speech bank cache, ASR, and spoken-form text utilities.

Importing this package is cheap: piper and faster-whisper load only when first used.
"""

from duplexworld.speech.asr import ASRStats, WhisperASR
from duplexworld.speech.bank import BankStats, SpeechBank, default_cache_dir, trim_silence
from duplexworld.speech.spoken import (
    normalise_spoken,
    parse_amount,
    parse_date,
    parse_digits,
    parse_name,
    parse_postcode,
    speak_amount,
    speak_date,
    speak_digits,
    speak_number,
    speak_year,
)
from duplexworld.speech.tts import PIPER_VOICES, PiperTTS, TTSEngine

__all__ = [
    "ASRStats",
    "BankStats",
    "PIPER_VOICES",
    "PiperTTS",
    "SpeechBank",
    "TTSEngine",
    "WhisperASR",
    "default_cache_dir",
    "normalise_spoken",
    "parse_amount",
    "parse_date",
    "parse_digits",
    "parse_name",
    "parse_postcode",
    "speak_amount",
    "speak_date",
    "speak_digits",
    "speak_number",
    "speak_year",
    "trim_silence",
]
