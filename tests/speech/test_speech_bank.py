"""Piper TTS determinism and the speech bank cache."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest

from duplexworld.speech.bank import SpeechBank, default_cache_dir, trim_silence
from duplexworld.speech.tts import PiperTTS


class FakeTTS:
    """A tone with a long silent pad each side, at piper's rate; counts its calls."""

    def __init__(self, pad_s: float = 0.3, version: str = "1") -> None:
        self.calls = 0
        self.pad_s = pad_s
        self.version = version

    def synthesize(self, text: str) -> tuple[np.ndarray, int]:
        self.calls += 1
        rate = 22050
        pad = np.zeros(int(self.pad_s * rate), dtype=np.int16)
        n = rate * max(len(text), 1) // 20
        tone = (np.sin(2 * np.pi * 440 * np.arange(n) / rate) * 20000).astype(np.int16)
        return np.concatenate([pad, tone, pad]), rate

    def spec(self) -> dict[str, Any]:
        return {"engine": "fake", "version": self.version, "voice": "tone", "params": {}}


def test_trim_silence_keeps_at_most_the_margin() -> None:
    x = np.zeros(10_000, dtype=np.float32)
    x[4000:6000] = 0.5
    trimmed = trim_silence(x, sample_rate=1000, margin_ms=50.0, threshold_db=-40.0)
    assert trimmed.shape[0] == 2000 + 2 * 50
    assert trim_silence(np.zeros(10, dtype=np.float32), 1000, 50.0, -40.0).shape[0] == 0


def test_bank_output_format_and_trim(tmp_path: Path) -> None:
    bank = SpeechBank(FakeTTS(), tmp_path)
    audio = bank.speak("hello there")
    assert audio.dtype == np.float32 and audio.ndim == 1
    assert not audio.flags.writeable
    assert np.isclose(np.abs(audio).max(), 10 ** (-6 / 20), rtol=1e-4)
    loud = np.flatnonzero(np.abs(audio) > 0.01)
    # 300 ms of padding came in; at most 50 ms (+ resampler ringing) remains each side.
    assert loud[0] <= 0.055 * 8000
    assert audio.shape[0] - 1 - loud[-1] <= 0.055 * 8000


def test_bank_caches_in_memory_and_on_disk(tmp_path: Path) -> None:
    tts = FakeTTS()
    bank = SpeechBank(tts, tmp_path)
    first = bank.speak("four four seven one")
    again = bank.speak("four four seven one")
    assert again is first
    assert (bank.stats.misses, bank.stats.memory_hits, bank.stats.disk_hits) == (1, 1, 0)
    assert bank.stats.synth_seconds > 0 and bank.stats.audio_seconds > 0
    files = list(tmp_path.rglob("*"))
    assert [p.suffix for p in files if p.is_file()] == [".npy"]  # no temp files left behind

    other = SpeechBank(tts, tmp_path)
    np.testing.assert_array_equal(other.speak("four four seven one"), first)
    assert (other.stats.misses, other.stats.disk_hits) == (0, 1)
    assert tts.calls == 1


def test_key_depends_on_text_engine_and_params(tmp_path: Path) -> None:
    base = SpeechBank(FakeTTS(), tmp_path)
    assert base.key("a") == SpeechBank(FakeTTS(), tmp_path / "elsewhere").key("a")
    assert base.key("a") != base.key("b")
    assert base.key("a") != SpeechBank(FakeTTS(version="2"), tmp_path).key("a")
    assert base.key("a") != SpeechBank(FakeTTS(), tmp_path, peak_dbfs=-3.0).key("a")
    assert base.key("a") != SpeechBank(FakeTTS(), tmp_path, output_rate=16000).key("a")


def test_corrupt_cache_file_is_resynthesised(tmp_path: Path) -> None:
    tts = FakeTTS()
    bank = SpeechBank(tts, tmp_path)
    path = bank.path_for(bank.key("hello"))
    path.parent.mkdir(parents=True)
    path.write_bytes(b"not a numpy file")
    audio = bank.speak("hello")
    assert bank.stats.misses == 1 and audio.size > 0
    fresh = SpeechBank(tts, tmp_path)
    np.testing.assert_array_equal(fresh.speak("hello"), audio)
    assert fresh.stats.disk_hits == 1


def test_default_cache_dir_follows_environment(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("DUPLEXWORLD_CACHE", str(tmp_path))
    assert default_cache_dir() == tmp_path / "speech"
    monkeypatch.delenv("DUPLEXWORLD_CACHE")
    assert default_cache_dir() == Path.home() / ".cache" / "duplexworld" / "speech"


def test_piper_is_deterministic() -> None:
    tts = PiperTTS()
    first, rate = tts.synthesize("Thank you for calling, how can I help?")
    second, _ = tts.synthesize("Thank you for calling, how can I help?")
    assert rate == 22050
    assert first.dtype == np.int16 and first.size > rate  # more than a second of speech
    np.testing.assert_array_equal(first, second)
    spec = tts.spec()
    assert spec["engine"] == "piper" and spec["voice"] == "joe-us"
    assert spec["params"] == {
        "length_scale": 1.0,
        "pitch": 1.0,
        "noise_scale": 0.0,
        "noise_w_scale": 0.0,
    }


def test_piper_length_scale_and_unknown_voice() -> None:
    normal, _ = PiperTTS().synthesize("four four seven one")
    slow, _ = PiperTTS(length_scale=1.3).synthesize("four four seven one")
    assert slow.size > normal.size * 1.15
    assert PiperTTS(length_scale=1.3).spec() != PiperTTS().spec()
    with pytest.raises(ValueError, match="joe-us"):
        PiperTTS(voice="nobody")


def test_speech_bank_with_piper_reuses_disk_cache(tmp_path: Path) -> None:
    text = "My account number is four four seven one."
    first_bank = SpeechBank(PiperTTS(), tmp_path)
    audio = first_bank.speak(text)
    assert first_bank.stats.misses == 1
    assert audio.dtype == np.float32 and 1.0 < audio.size / 8000 < 5.0

    second_bank = SpeechBank(PiperTTS(), tmp_path)
    again = second_bank.speak(text)
    assert second_bank.stats.misses == 0 and second_bank.stats.disk_hits == 1
    np.testing.assert_array_equal(again, audio)


def test_piper_pitch_shift_keeps_duration_and_raises_frequency():
    from duplexworld.speech.tts import PiperTTS

    text = "My card ends in four four seven one."
    base, rate = PiperTTS().synthesize(text)
    high, _ = PiperTTS(pitch=1.25).synthesize(text)
    assert abs(high.size - base.size) / base.size < 0.15  # rate kept up to piper's rounding

    def centroid(x):
        spectrum = np.abs(np.fft.rfft(x.astype(np.float64)))
        freqs = np.fft.rfftfreq(x.size, 1 / rate)
        return float((spectrum * freqs).sum() / spectrum.sum())

    assert centroid(high) > 1.1 * centroid(base)


def test_espeak_engine_is_deterministic_when_installed():
    import pytest

    from duplexworld.speech.espeak import EspeakTTS, espeak_available

    if not espeak_available():
        pytest.skip("espeak-ng is not installed (scripts/setup.sh installs it as root)")
    engine = EspeakTTS("en-gb-scotland")
    first, rate = engine.synthesize("Hello there")
    second, _ = engine.synthesize("Hello there")
    assert rate == 22050 and first.size > 0
    np.testing.assert_array_equal(first, second)
