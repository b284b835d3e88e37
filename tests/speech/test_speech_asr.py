"""ASR: silence short-cut and the real round trip TTS -> phone channel -> ASR -> parse."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from duplexworld.channel import TICK_SAMPLES, make_channel
from duplexworld.speech import (
    PiperTTS,
    SpeechBank,
    WhisperASR,
    normalise_spoken,
    parse_date,
    parse_digits,
    speak_date,
    speak_digits,
)


def test_silence_and_empty_input_skip_the_model() -> None:
    asr = WhisperASR()
    assert asr.transcribe(np.zeros(0, dtype=np.int16)) == ""
    assert asr.transcribe(np.zeros(8000, dtype=np.int16)) == ""
    assert asr.transcribe(np.full(8000, 1e-5, dtype=np.float32)) == ""
    assert asr.stats.calls == 0 and asr.stats.skipped_silent == 3


def test_bad_input_raises() -> None:
    asr = WhisperASR()
    with pytest.raises(ValueError):
        asr.transcribe(np.zeros((2, 8000), dtype=np.int16))
    with pytest.raises(TypeError):
        asr.transcribe(np.zeros(8000, dtype=np.int32))
    with pytest.raises(ValueError):
        WhisperASR(cpu_threads=0)


def test_spec_names_model_and_decoding() -> None:
    spec = WhisperASR().spec()
    assert spec["engine"] == "faster-whisper" and spec["model"] == "tiny.en"
    assert spec["params"]["beam_size"] == 5 and spec["params"]["temperature"] == 0.0


def _through_phone(audio: np.ndarray) -> np.ndarray:
    """Send clean 8 kHz audio through a fresh clean channel tick by tick; the agent's view."""
    padded = np.concatenate([audio, np.zeros((-audio.size) % TICK_SAMPLES, dtype=np.float32)])
    channel = make_channel("clean", seed=0)
    ticks = [channel.process(padded[k : k + TICK_SAMPLES]) for k in range(0, padded.size, 1600)]
    assert all(len(t.mulaw) == TICK_SAMPLES for t in ticks)
    return np.concatenate([t.pcm for t in ticks])


def test_round_trip_recovers_digits_and_date(tmp_path: Path) -> None:
    text = f"my card ends in {speak_digits('4471')} and I was born on {speak_date('1979-03-14')}"
    assert text == (
        "my card ends in four four seven one and I was born on March fourteenth, "
        "nineteen seventy-nine"
    )
    bank = SpeechBank(PiperTTS(), tmp_path)
    pcm = _through_phone(bank.speak(text))
    asr = WhisperASR(cpu_threads=2)
    heard = asr.transcribe(pcm)
    assert parse_digits(heard, length=4) == "4471", heard
    assert parse_date(heard) == "1979-03-14", heard
    assert "card" in normalise_spoken(heard)
    assert asr.stats.calls == 1 and asr.stats.seconds > 0
    # Same audio, same transcript: decoding is deterministic.
    assert asr.transcribe(pcm) == heard
