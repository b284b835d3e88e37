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


def _encoded_frames(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Frame counts of every whisper encoder input from now on (a spy on faster-whisper)."""
    from faster_whisper import WhisperModel

    frames: list[int] = []
    encode = WhisperModel.encode

    def spy(self: WhisperModel, features: np.ndarray):  # noqa: ANN202 - faster-whisper's type
        frames.append(int(features.shape[-1]))
        return encode(self, features)

    monkeypatch.setattr(WhisperModel, "encode", spy)
    return frames


def test_short_utterance_is_encoded_in_a_fitted_window(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bank = SpeechBank(PiperTTS(), tmp_path)
    pcm = _through_phone(bank.speak("my card ends in four four seven one"))
    seconds = pcm.size / 8000
    assert seconds < 5
    frames = _encoded_frames(monkeypatch)
    fitted = WhisperASR()
    heard = fitted.transcribe(pcm)
    window = fitted.window_for(seconds)
    assert window < 30
    # the encoder saw the fitted window's frames, not 3000 (a full 30 s window)
    assert frames == [window * 100]
    assert fitted.stats.window_seconds == window and fitted.stats.fallbacks == 0
    full = WhisperASR(fit_window=False)
    assert full.window_for(seconds) == 30
    # the same words (punctuation may differ between windows)
    assert normalise_spoken(full.transcribe(pcm)) == normalise_spoken(heard)
    assert frames[1:] == [3000]
    assert parse_digits(heard, length=4) == "4471", heard
    # deterministic: the same audio, the same words and times
    assert fitted.transcribe_words(pcm) == fitted.transcribe_words(pcm)


def test_window_fits_the_clip_within_bounds() -> None:
    asr = WhisperASR(window_margin_s=2.0, min_window_s=5)
    assert asr.window_for(0.5) == 5
    assert asr.window_for(4.2) == 7
    assert asr.window_for(27.9) == 30
    assert asr.window_for(45.0) == 30
    assert WhisperASR(fit_window=False).window_for(1.0) == 30
    with pytest.raises(ValueError):
        WhisperASR(min_window_s=0)
    spec = asr.spec()["window"]
    assert spec == {"fit": True, "margin_s": 2.0, "min_s": 5}
    assert WhisperASR(fit_window=False).spec()["window"] == {"fit": False, "seconds": 30}


def test_overrun_signs() -> None:
    from duplexworld.speech.asr import _overrun

    assert not _overrun("My card ends in 4471.", [2.1], 2.5, 1)
    assert not _overrun("zero zero zero zero", [2.0], 2.5, 1)
    assert _overrun("five five five five five", [2.0], 2.5, 1)  # a loop
    assert _overrun("My card ends in 4471.", [2.1], 2.5, 2)  # a second window
    assert _overrun("My card ends in 4471.", [4.0], 2.5, 1)  # words after the audio
    assert _overrun(" ".join(["word"] + [f"w{i}" for i in range(30)]), [2.0], 2.0, 1)
    looping = "may I have your first and last name, please, " * 4
    assert _overrun(looping, [2.0], 20.0, 1)  # compresses like a loop


def test_overrun_in_a_fitted_window_is_heard_again_in_the_full_window(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    asr = WhisperASR()
    windows: list[int] = []

    def decode(x: np.ndarray, window: int, words: bool):  # noqa: ANN202 - test stand-in
        windows.append(window)
        if window < 30:
            return "five five five five five five", (), [1.0], 1
        return "five", (), [1.0], 1

    monkeypatch.setattr(asr, "_decode", decode)
    pcm = (np.sin(np.arange(16000) * 0.3) * 8000).astype(np.int16)
    assert asr.transcribe(pcm) == "five"
    assert windows == [asr.window_for(2.0), 30]
    assert asr.stats.fallbacks == 1
    assert asr.stats.window_seconds == asr.window_for(2.0) + 30
