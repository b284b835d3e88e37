"""DNSMOS in numpy against the librosa + speechmos reference (tests/data/dnsmos/) and against
a plain re-implementation of the reference runner's window loop."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
import soundfile as sf

from duplexworld.metrics import dnsmos
from duplexworld.metrics.base import REGISTRY
from duplexworld.testing import toy_scenario
from duplexworld.testing.traces import trace_header
from duplexworld.trace import (
    SpeechStarted,
    SpeechStopped,
    Terminated,
    TraceHeader,
    TraceWriter,
    read_trace,
)

DATA = Path(__file__).parents[1] / "data" / "dnsmos"
REFERENCE = json.loads((DATA / "reference_scores.json").read_text(encoding="utf-8"))
TOLERANCE = 1e-6
"""Per-window agreement with the reference (measured: within 7e-7; float32 model outputs)."""


@pytest.fixture(scope="module")
def model() -> dnsmos.Dnsmos:
    if dnsmos.model_dir() is None:
        pytest.skip("speechmos (the DNSMOS model files) is not installed")
    return dnsmos.Dnsmos()


@pytest.fixture(autouse=True)
def private_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("DUPLEXWORLD_CACHE", str(tmp_path / "cache"))
    dnsmos._MEMORY.clear()


def clip(name: str) -> np.ndarray:
    pcm, rate = sf.read(DATA / name, dtype="int16")
    assert rate == 8000
    return pcm


_SCORED: dict[tuple[str, str], dnsmos.DnsmosScores] = {}


def scored(model: dnsmos.Dnsmos, name: str, window_set: str) -> dnsmos.DnsmosScores:
    # each clip is scored once per session: a window costs about half a second on one core
    if (name, window_set) not in _SCORED:
        _SCORED[name, window_set] = model.score(clip(name), 8000, window_set)
    return _SCORED[name, window_set]


@pytest.mark.parametrize("name", sorted(REFERENCE["clips"]))
def test_every_window_set_agrees_with_the_reference_on_every_window(model, name):
    reference = REFERENCE["clips"][name]
    scores = scored(model, name, "every")
    assert scores.windows == len(reference["windows"])
    ours = {"OVRL": scores.ovrl, "SIG": scores.sig, "BAK": scores.bak, "P808": scores.p808}
    for key, value in reference["every_window"].items():
        assert ours[key] == pytest.approx(value, abs=TOLERANCE), key
    for window, row in zip(reference["windows"], scores.per_window, strict=True):
        expected = [window[k] for k in ("OVRL", "SIG", "BAK", "P808")]
        assert np.allclose(row, expected, atol=TOLERANCE)


@pytest.mark.parametrize("name", sorted(REFERENCE["clips"]))
def test_reference_window_set_equals_the_reference_runner_on_the_recorded_clips(model, name):
    # speechmos_run_as_is is speechmos.run() with librosa: the same loop as dnsmos_local.py
    runner = REFERENCE["clips"][name]["speechmos_run_as_is"]
    scores = model.score(clip(name), 8000)  # the default window set
    assert scores.window_set == "reference"
    ours = {"OVRL": scores.ovrl, "SIG": scores.sig, "BAK": scores.bak, "P808": scores.p808}
    for key, value in runner.items():
        assert ours[key] == pytest.approx(value, abs=TOLERANCE), key


def test_every_window_set_keeps_the_windows_the_reference_runner_skips(model):
    # 17.2 s: full windows start at 0..8 s; the runner counts 8 hops (0..7 s) and loses 7 to
    # float truncation of its end index
    assert scored(model, "long.flac", "every").windows == 9
    assert scored(model, "long.flac", "reference").windows == 7


def test_short_audio_is_looped_to_a_full_window(model):
    scores = scored(model, "short.flac", "every")
    assert scores.windows == 2  # 2.6 s doubled to 10.4 s: full windows at 0 s and 1 s
    assert scored(model, "short.flac", "reference").windows == 1  # floor(10.4) - 9.01 -> 1 hop
    assert scores.seconds == pytest.approx(2.6)


@pytest.mark.parametrize(
    ("seconds", "starts"),
    [
        (9.01, [0]),
        (9.99, [0]),
        (10.0, [0]),  # floor(10) - 9.01 = 0.99: one hop, though a window at 1 s would fit
        (11.5, [0, 1]),  # the full window at 2 s left out
        (17.2, [0, 1, 2, 3, 4, 5, 6]),  # hop 7 ends one sample short
        (33.0, list(range(7))),  # hops 7-23 all short
        (34.0, [*range(7), 24]),
        (130.0, [*range(7), *range(24, 119)]),  # and 119-122
    ],
)
def test_reference_window_starts_follow_the_runner_arithmetic(seconds, starts):
    samples = round(seconds * 16_000)
    assert (dnsmos.window_starts(samples, "reference") // 16_000).tolist() == starts
    every = dnsmos.window_starts(samples, "every")
    assert every.tolist() == list(range(0, samples - 144_160 + 1, 16_000))
    with pytest.raises(ValueError, match="window set"):
        dnsmos.window_starts(samples, "all")


def _runner_windows(x: np.ndarray, p835, p808) -> list[tuple[float, float, float, float]]:
    """The reference runner's loop written out plainly, one window at a time through the whole
    shipped models: tile by doubling, hop count from whole seconds, float end index, skip a
    cut shorter than the model input. (OVRL, SIG, BAK, P808) per window scored."""
    rate, length = 16_000, 9.01
    needed = int(length * rate)
    audio = x
    while len(audio) < needed:
        audio = np.append(audio, audio)
    rows = []
    for hop in range(int(np.floor(len(audio) / rate) - length) + 1):
        cut = audio[int(hop * rate) : int((hop + length) * rate)]
        if len(cut) < needed:
            continue
        sig, bak, ovr = p835.run(None, {"input_1": cut.astype("float32")[None]})[0][0]
        mel = dnsmos.log_mel_p808(cut[:-160])[None]
        mos = float(p808.run(None, {"input_1": mel})[0][0][0])
        # the reference's personalized=False polynomial fits (DNS-Challenge dnsmos_local.py)
        rows.append(
            (
                float(np.poly1d([-0.06766283, 1.11546468, 0.04602535])(ovr)),
                float(np.poly1d([-0.08397278, 1.22083953, 0.0052439])(sig)),
                float(np.poly1d([-0.13166888, 1.60915514, -0.39604546])(bak)),
                mos,
            )
        )
    return rows


@pytest.fixture(scope="module")
def speech_16k() -> np.ndarray:
    """27 s of recorded telephone speech at 16 kHz (long.flac then medium.flac)."""
    import soxr

    pcm = np.concatenate([clip("long.flac"), clip("medium.flac")])
    x = soxr.resample(pcm.astype(np.float32) / 32768.0, 8000, 16_000).astype(np.float32)
    return np.clip(x, -1.0, 1.0)


@pytest.mark.parametrize(
    ("seconds", "windows", "every_windows"),
    [
        (5.3, 1, 2),  # looped to 10.6 s: one hop from whole seconds
        (9.0, 7, 9),  # shorter than 9.01 s: looped to 18 s, hops 7 and 8 lost to the end index
        (9.5, 1, 1),  # the two sets agree here
        (20.0, 7, 11),  # 11 hops, 7-10 lost to the end index
    ],
)
def test_reference_window_set_equals_a_plain_reference_runner(
    model, speech_16k, seconds, windows, every_windows
):
    import onnxruntime as ort

    options = ort.SessionOptions()
    options.intra_op_num_threads = 1
    folder = dnsmos.model_dir()
    assert folder is not None
    p835 = ort.InferenceSession(str(folder / "sig_bak_ovr.onnx"), options)
    p808 = ort.InferenceSession(str(folder / "model_v8.onnx"), options)
    x = speech_16k[: round(seconds * 16_000)]
    expected = _runner_windows(x, p835, p808)
    ours = model.score(x, 16_000)
    assert ours.windows == len(expected) == windows
    assert np.abs(np.array(ours.per_window) - np.array(expected)).max() <= TOLERANCE
    clip_means = np.array(expected).mean(axis=0)
    assert np.abs(np.array([ours.ovrl, ours.sig, ours.bak, ours.p808]) - clip_means).max() <= (
        TOLERANCE
    )
    # where the window sets differ, the comparison above tells them apart
    every = model.score(x, 16_000, "every")
    assert every.windows == every_windows
    if every_windows != windows:
        assert abs(every.ovrl - float(clip_means[0])) > 10 * TOLERANCE


@pytest.fixture(scope="module")
def whole_model():
    """The shipped models run window by window, as the reference pipeline does."""
    import onnxruntime as ort

    options = ort.SessionOptions()
    options.intra_op_num_threads = 1
    folder = dnsmos.model_dir()
    if folder is None:
        pytest.skip("speechmos (the DNSMOS model files) is not installed")
    p835 = ort.InferenceSession(str(folder / "sig_bak_ovr.onnx"), options)
    p808 = ort.InferenceSession(str(folder / "model_v8.onnx"), options)

    def windows(audio: np.ndarray) -> np.ndarray:
        import soxr

        x = soxr.resample(audio.astype(np.float32) / 32768.0, 8000, 16000).astype(np.float32)
        x = np.clip(x, -1.0, 1.0)
        while x.size < dnsmos.WINDOW_SAMPLES:
            x = np.concatenate([x, x])
        rows = []
        for start in range(0, x.size - dnsmos.WINDOW_SAMPLES + 1, dnsmos.HOP_SAMPLES):
            w = x[start : start + dnsmos.WINDOW_SAMPLES]
            sig, bak, ovr = p835.run(None, {"input_1": w[None]})[0][0].astype(np.float64)
            mel = dnsmos.log_mel_p808(w[: -dnsmos.P808_TRIM])[None]
            mos = float(p808.run(None, {"input_1": mel})[0][0, 0])
            rows.append(
                (
                    np.polyval(dnsmos._POLY_OVR, ovr),
                    np.polyval(dnsmos._POLY_SIG, sig),
                    np.polyval(dnsmos._POLY_BAK, bak),
                    mos,
                )
            )
        return np.array(rows)

    return windows


@pytest.mark.parametrize(
    ("samples", "case"),
    [
        (26_480, "looped, odd period in frames (331): two periods circularly"),
        (12_345, "looped, period not a whole number of frames: read with wrap-around"),
        (137_600, "longer than a window: trunk over the signal in runs of hops"),
    ],
)
def test_shared_frames_give_the_whole_model_value_of_every_window(
    model, whole_model, samples, case
):
    audio = clip("long.flac")[:samples]
    expected = whole_model(audio)
    scores = model.score(audio, 8000, "every")
    assert scores.windows == len(expected), case
    assert np.abs(np.array(scores.per_window) - expected).max() < TOLERANCE, case


def test_identical_windows_of_a_looped_clip_are_scored_once(model):
    # 2.0 s loops to 16 s: windows start every 1 s, the clip repeats every 2 s, so the seven
    # windows the reference scores are two distinct ones, alternating
    scores = model.score(clip("long.flac")[8000:24000], 8000)
    assert scores.windows == 7 and scores.distinct_windows == 2
    rows = scores.per_window
    assert rows[0::2] == (rows[0],) * 4 and rows[1::2] == (rows[1],) * 3
    assert rows[0] != rows[1]


def test_features_have_the_reference_shape_and_range():
    bank = dnsmos.mel_filterbank()
    assert bank.shape == (120, 161) and bank.dtype == np.float32 and (bank >= 0).all()
    noise = np.random.default_rng(0).standard_normal(144_000).astype(np.float32) * 0.1
    features = dnsmos.log_mel_p808(noise)
    assert features.shape == (900, 120)  # what model_v8.onnx takes
    assert features.max() == pytest.approx(1.0) and features.min() >= -1.0 - 1e-6


def _header(scenario) -> TraceHeader:
    return trace_header(scenario)


def write_trace(directory: Path, agent_audio: np.ndarray | None, lead_ticks: int = 5):
    """A trace whose agent lane says ``agent_audio`` after ``lead_ticks`` of silence."""
    writer = TraceWriter(directory, _header(toy_scenario()))
    tick = 0
    silence = np.zeros(1600, np.int16)
    for _ in range(lead_ticks):
        writer.audio(silence, silence)
        tick += 1
    if agent_audio is not None:
        writer.emit(SpeechStarted(tick=tick, lane="agent"))
        padded = np.pad(agent_audio, (0, -agent_audio.size % 1600))
        for start in range(0, padded.size, 1600):
            writer.audio(silence, padded[start : start + 1600])
            tick += 1
        writer.emit(SpeechStopped(tick=tick, lane="agent"))
    for _ in range(lead_ticks):
        writer.audio(silence, silence)
        tick += 1
    writer.emit(Terminated(tick=tick, reason="user_stop"))
    writer.close({}, meta={})
    return read_trace(directory)


def test_metrics_score_the_agent_speech_of_a_trace(model, tmp_path):
    trace = write_trace(tmp_path / "ep", clip("long.flac"))
    reference = REFERENCE["clips"]["long.flac"]["speechmos_run_as_is"]
    scenario = toy_scenario()
    for name, key in (
        ("DNSMOS_OVRL", "OVRL"),
        ("DNSMOS_SIG", "SIG"),
        ("DNSMOS_BAK", "BAK"),
        ("DNSMOS_P808", "P808"),
    ):
        value = REGISTRY[name].compute(scenario, trace)
        assert value is not None and value.version == dnsmos.DNSMOS_VERSION
        assert value.value == pytest.approx(reference[key], abs=TOLERANCE)
        assert value.evidence["region"] == "agent_speech" and value.evidence["windows"] == 7
        assert value.evidence["window_set"] == "reference"
    every, evidence = dnsmos.score_trace_dnsmos(trace, "every")
    assert every is not None and evidence["windows"] == 9
    assert every.ovrl == pytest.approx(
        REFERENCE["clips"]["long.flac"]["every_window"]["OVRL"], abs=TOLERANCE
    )


def test_absent_without_agent_speech(tmp_path):
    trace = write_trace(tmp_path / "ep", None)
    for name in ("DNSMOS_OVRL", "DNSMOS_SIG", "DNSMOS_BAK", "DNSMOS_P808"):
        assert REGISTRY[name].compute(toy_scenario(), trace) is None
    silent = write_trace(tmp_path / "silent", np.zeros(8000, np.int16))
    assert REGISTRY["DNSMOS_OVRL"].compute(toy_scenario(), silent) is None


def test_results_are_cached_on_disk_and_identical(model, tmp_path, monkeypatch):
    trace = write_trace(tmp_path / "ep", clip("short.flac"))
    first = dnsmos.score_trace_dnsmos(trace)
    assert list((tmp_path / "cache" / "dnsmos").rglob("*.json"))
    dnsmos._MEMORY.clear()

    def no_model():
        raise AssertionError("the disk cache should have answered")

    monkeypatch.setattr(dnsmos, "dnsmos_model", no_model)
    assert dnsmos.score_trace_dnsmos(trace) == first


# --- UTMOS / NISQA plug-ins (metrics/plugins.py) ---


def test_plugins_are_absent_without_configuration(tmp_path, monkeypatch):
    from duplexworld.metrics import plugins

    for plugin in plugins.PLUGINS.values():
        monkeypatch.delenv(plugin.model_env, raising=False)
    trace = write_trace(tmp_path / "ep", clip("short.flac"))
    for name in ("UTMOS", "NISQA"):
        assert REGISTRY[name].compute(toy_scenario(), trace) is None
        assert plugins.plugin_status()[name].startswith("not configured")
    monkeypatch.setenv("DUPLEXWORLD_UTMOS_MODEL", str(tmp_path / "missing.onnx"))
    assert REGISTRY["UTMOS"].compute(toy_scenario(), trace) is None


def test_a_configured_onnx_model_scores_the_agent_speech(tmp_path, monkeypatch):
    # toy_mos.onnx returns 3.5 + mean |waveform| (see tests/data/dnsmos/README.md)
    monkeypatch.setenv("DUPLEXWORLD_UTMOS_MODEL", str(DATA / "toy_mos.onnx"))
    monkeypatch.setenv("DUPLEXWORLD_UTMOS_RATE", "8000")
    audio = clip("short.flac")
    trace = write_trace(tmp_path / "ep", audio)
    value = REGISTRY["UTMOS"].compute(toy_scenario(), trace)
    assert value is not None and value.evidence["model"].startswith("toy_mos.onnx sha256:")
    expected = 3.5 + float(np.abs(audio.astype(np.float32) / 32768.0).mean())
    assert value.value == pytest.approx(expected, abs=1e-5)
    assert REGISTRY["UTMOS"].compute(toy_scenario(), write_trace(tmp_path / "e2", None)) is None


def test_an_in_process_backend_takes_precedence(tmp_path, monkeypatch):
    from duplexworld.metrics import plugins

    monkeypatch.delenv("DUPLEXWORLD_NISQA_MODEL", raising=False)
    seen: list[int] = []

    def fake(audio: np.ndarray, rate: int) -> float:
        seen.append(rate)
        return 4.25

    plugins.set_backend("NISQA", fake, rate=48_000, label="fake")
    try:
        value = REGISTRY["NISQA"].compute(
            toy_scenario(), write_trace(tmp_path / "ep", clip("short.flac"))
        )
    finally:
        plugins.set_backend("NISQA", None)
    assert value is not None and value.value == 4.25 and seen == [48_000]
