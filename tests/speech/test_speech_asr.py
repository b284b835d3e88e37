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
from duplexworld.speech.asr import WINDOW_ENV, fitted_window_frames


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


def _spoken(bank: SpeechBank, *lines: str, pause_s: float = 0.6) -> np.ndarray:
    """``lines`` spoken by ``bank`` with ``pause_s`` of silence between them, through the
    G.711 line as the caller's ear takes it (int16, 8 kHz)."""
    gap = np.zeros(int(pause_s * 8000), dtype=np.float32)
    parts: list[np.ndarray] = []
    for line in lines:
        parts += [np.asarray(bank.speak(line), dtype=np.float32), gap]
    return _through_phone(np.concatenate(parts[:-1]))


def test_fitted_window_rule() -> None:
    assert fitted_window_frames(16_000 * 3) == 1000  # 3 s + 2 s margin: a 10 s window
    assert fitted_window_frames(16_000 * 7) == 1000
    assert fitted_window_frames(16_000 * 9) == 2000
    assert fitted_window_frames(16_000 * 18) is None  # 20 s reaches the full window
    with pytest.raises(ValueError, match="window"):
        WhisperASR(window="half")  # type: ignore[arg-type]


def test_setting_restores_the_full_window(monkeypatch: pytest.MonkeyPatch) -> None:
    assert WhisperASR().window == "full"  # the agents' recognisers keep the full window
    assert WhisperASR(window="fitted").window == "fitted"
    monkeypatch.setenv(WINDOW_ENV, "full")
    forced = WhisperASR(window="fitted")
    assert forced.window == "full" and "window" not in forced.spec()
    monkeypatch.setenv(WINDOW_ENV, "fited")
    with pytest.raises(ValueError, match=WINDOW_ENV):
        WhisperASR(window="fitted")


def test_short_utterance_is_encoded_in_a_short_window(tmp_path: Path) -> None:
    pcm = _spoken(SpeechBank(PiperTTS(), tmp_path), "My card ends in four four seven one.")
    fitted, full = WhisperASR(window="fitted"), WhisperASR(window="full")
    fitted.transcribe(pcm)
    full.transcribe(pcm)
    assert full.stats.encoded_frames == 3000
    assert fitted.stats.encoded_frames == 1000 and fitted.stats.full_window_retries == 0
    # the setting is in the spec, so caches keyed by it keep the two apart; full is the old spec
    assert fitted.spec()["window"]["bucket_s"] == 10 and "window" not in full.spec()


def test_same_audio_same_words_and_timings(tmp_path: Path) -> None:
    pcm = _spoken(SpeechBank(PiperTTS(), tmp_path), "Which vehicle was it, the Ford or the Buick?")
    first = WhisperASR(window="fitted").transcribe_words(pcm)
    again = WhisperASR(window="fitted").transcribe_words(pcm)
    assert first[1] and first == again


@pytest.mark.parametrize(
    ("lines", "words"),
    [
        (("My card ends in four four seven one.",), "my card ends in four four seven one"),
        (
            ("I have you down as Maria Lopez, is that right?",),
            "i have you down as maria lopez is that right",
        ),
        (("I can do that for you.", "Okay?"), "i can do that for you okay"),
        (
            ("You were born on March fourteenth, nineteen seventy-nine.",),
            "you were born on march one four one nine seven nine",
        ),
    ],
    ids=["digits", "name", "word-after-pause", "date"],
)
def test_fitted_window_keeps_the_words(tmp_path: Path, lines: tuple[str, ...], words: str) -> None:
    pcm = _spoken(SpeechBank(PiperTTS(), tmp_path), *lines)
    asr = WhisperASR(window="fitted")
    assert normalise_spoken(asr.transcribe(pcm)) == words
    assert asr.stats.encoded_frames < 3000  # heard in a fitted window, not the full one
