"""Each effect's statistics over long seeded runs, measured on the audio the stage produces.

Every stage runs alone (its schedule does not depend on the other stages), on silence or on
synthetic utterances, for one to four simulated hours; the measurements read the produced
signal, and the gold labels are checked against it. Tolerances are about three standard
errors of each estimate at these lengths; the seeds are fixed, so the tests are exact.
"""

from __future__ import annotations

import math
from dataclasses import replace

import numpy as np
import pytest

from duplexworld.channel import (
    PRESETS,
    TICK_SAMPLES,
    NoiseClip,
    NoiseInventory,
    SyntheticVoice,
)
from duplexworld.channel.dsp import db_to_gain, loopable, normalise_rms
from duplexworld.channel.labels import EffectLabel
from duplexworld.channel.stages import BackgroundNoise, BurstNoise, Distractors, FrameDrops, Muffler

REALISTIC = PRESETS["realistic"]
REFERENCE = db_to_gain(REALISTIC.speech_reference_dbfs)
TICKS_PER_MINUTE = 300


@pytest.fixture(scope="module")
def inventory(tmp_path_factory: pytest.TempPathFactory) -> NoiseInventory:
    return NoiseInventory(cache_dir=tmp_path_factory.mktemp("noise"), speech=SyntheticVoice())


class RunTracker:
    """Contiguous non-zero runs of a signal fed tick by tick: (start, end, sum of squares)."""

    def __init__(self) -> None:
        self.runs: list[tuple[int, int, float]] = []
        self._open: list[float] | None = None  # [start, end, sumsq]

    def feed(self, start: int, x: np.ndarray) -> None:
        nonzero = x != 0
        if not nonzero.any():
            self._close()
            return
        edges = np.flatnonzero(np.diff(np.concatenate(([0], nonzero.astype(np.int8), [0]))))
        for a, b in zip(edges[::2], edges[1::2], strict=True):
            energy = float(np.sum(x[a:b].astype(np.float64) ** 2))
            if a == 0 and self._open is not None and self._open[1] == start:
                self._open[1] = start + b
                self._open[2] += energy
            else:
                self._close()
                self._open = [start + a, start + b, energy]
            if b < x.size:
                self._close()

    def _close(self) -> None:
        if self._open is not None:
            a, b, e = self._open
            self.runs.append((int(a), int(b), e))
            self._open = None

    def done(self) -> list[tuple[int, int, float]]:
        self._close()
        return self.runs


def _snr_db(energy: float, n: int) -> float:
    return 20.0 * math.log10(REFERENCE / math.sqrt(energy / n))


def test_bursts_rate_snr_and_one_at_a_time(inventory: NoiseInventory) -> None:
    clips = [inventory.burst(n) for e in ("indoor", "outdoor") for n in inventory.burst_names(e)]
    stage = BurstNoise(clips, REALISTIC.bursts, REFERENCE, np.random.default_rng(11), TICK_SAMPLES)
    minutes = 120
    tracker, labels = RunTracker(), []
    buf = np.zeros(TICK_SAMPLES)
    for t in range(minutes * TICKS_PER_MINUTE):
        buf[:] = 0.0
        labels += stage.add(t * TICK_SAMPLES, buf)
        tracker.feed(t * TICK_SAMPLES, buf)
    runs = tracker.done()
    # Rate: 1.0/min (REFERENCE), +-25% (Poisson count of ~120: 3 standard errors is 27%).
    assert 0.75 <= len(runs) / minutes <= 1.25
    # Every burst is one contiguous sound, exactly where its label says: one at a time.
    assert [(a, b) for a, b, _ in runs] == [(lb.start_sample, lb.end_sample) for lb in labels]
    # SNR against the speech reference, measured on each burst: uniform in [-5, 10] dB.
    snrs = np.array([_snr_db(e, b - a) for a, b, e in runs])
    assert snrs.min() >= -5.01 and snrs.max() <= 10.01
    assert abs(snrs.mean() - 2.5) <= 1.3  # uniform mean 2.5, sd 4.3 / sqrt(120) = 0.4
    assert 0.35 <= np.mean(snrs < 2.5) <= 0.65
    np.testing.assert_allclose(snrs, [lb.details["snr_db"] for lb in labels], atol=0.01)


def _white_loop(seconds: float = 60.0) -> NoiseClip:
    rng = np.random.default_rng(3)
    n = int(seconds * 8000)
    samples = normalise_rms(loopable(rng.standard_normal(n + 8000), n, 8000)).astype(np.float32)
    return NoiseClip("white", "background", samples, "test", "white")


def test_background_snr_and_slow_bounded_drift() -> None:
    config = REALISTIC.background
    stage = BackgroundNoise(
        _white_loop(), config, REFERENCE, np.random.default_rng(5), TICK_SAMPLES
    )
    seconds = 20 * 60
    per_second = np.zeros(seconds)
    buf = np.zeros(TICK_SAMPLES)
    for t in range(seconds * 5):
        buf[:] = 0.0
        stage.add(t * TICK_SAMPLES, buf)
        per_second[t // 5] += float(np.sum(buf * buf))
    snr = 20.0 * np.log10(REFERENCE / np.sqrt(per_second / 8000))
    assert abs(snr.mean() - config.snr_db) <= 0.3  # zero-mean drift around 15 dB
    assert snr.min() >= config.snr_db - config.drift_db - 0.2  # never beyond +-3 dB
    assert snr.max() <= config.snr_db + config.drift_db + 0.2
    low, high = np.percentile(snr, [2, 98])
    assert high - low >= 4.0  # the drift really moves through most of its range
    # And slowly: the two sines move it at most 0.53 dB/s; 1 s windows add ~0.1 dB jitter.
    assert np.max(np.abs(np.diff(snr))) <= 0.8


@pytest.mark.parametrize("environment", ["indoor", "outdoor"])
def test_background_long_term_snr_of_each_environment(
    inventory: NoiseInventory, environment: str
) -> None:
    config = REALISTIC.background
    for name in inventory.background_names(environment):
        clip = inventory.background(name)
        stage = BackgroundNoise(clip, config, REFERENCE, np.random.default_rng(9), TICK_SAMPLES)
        energy, n = 0.0, 0
        buf = np.zeros(TICK_SAMPLES)
        for t in range(10 * TICKS_PER_MINUTE):
            buf[:] = 0.0
            stage.add(t * TICK_SAMPLES, buf)
            energy += float(np.sum(buf * buf))
            n += buf.size
        # Power mean over the drift sits ~0.3 dB under 15 dB (Jensen); +-1 dB.
        assert abs(_snr_db(energy, n) - config.snr_db) <= 1.0, name


def test_frame_drops_loss_share_drop_length_and_mean_burst() -> None:
    config = REALISTIC.frame_drops
    stage = FrameDrops(config, np.random.default_rng(21))
    stage.states = []
    minutes = 240
    ticks = minutes * TICKS_PER_MINUTE
    zeroed = np.zeros(ticks * TICK_SAMPLES, dtype=bool)
    labels: list[EffectLabel] = []
    for t in range(ticks):
        codes = np.full(TICK_SAMPLES, 0x10, dtype=np.uint8)
        pcm = np.full(TICK_SAMPLES, 1000, dtype=np.int16)
        labels += stage.apply(t * TICK_SAMPLES, codes, pcm)
        assert np.array_equal(pcm == 0, codes == 0xFF)
        zeroed[t * TICK_SAMPLES : (t + 1) * TICK_SAMPLES] = pcm == 0
    frame = stage.frame
    assert frame == 1200  # 150 ms at 8 kHz (REFERENCE: each drop zeroes 150 ms)
    frames = zeroed[: zeroed.size // frame * frame].reshape(-1, frame)
    # Each drop zeroes a whole 150 ms frame, nothing partial.
    assert np.all(frames.all(axis=1) | ~frames.any(axis=1))
    lost = frames.all(axis=1)
    assert [lb.start_sample // frame for lb in labels] == list(np.flatnonzero(lost))
    assert all(lb.end_sample - lb.start_sample == frame for lb in labels)
    # Average loss 2% (REFERENCE): share of zeroed audio, +-0.3% (3 standard errors).
    share = zeroed.mean()
    assert abs(share - config.average_loss) <= 0.003
    # Mean burst 100 ms, estimated from the signal: P(lost | previous lost) = h * P(bad->bad)
    # and P(bad->bad) = pi_b + (1 - pi_b) exp(-(p + r) T) give r, and the mean burst 1 / r.
    h, period = config.bad_state_loss, config.drop_ms / 1000.0
    after_loss = lost[1:][lost[:-1]]
    stay = after_loss.mean() / h
    pi_b = share / h
    rate = -math.log((stay - pi_b) / (1.0 - pi_b)) / period
    mean_burst_ms = 1000.0 / (rate * (1.0 - pi_b))
    assert abs(mean_burst_ms - config.mean_burst_ms) <= 30.0
    # The same from the recorded states (far more precise): +-10 ms.
    states = np.array(stage.states[: lost.size])
    stay_states = states[1:][states[:-1]].mean()
    pi_states = states.mean()
    rate = -math.log((stay_states - pi_states) / (1.0 - pi_states)) / period
    assert abs(1000.0 / (rate * (1.0 - pi_states)) - config.mean_burst_ms) <= 10.0


def _utterances(
    minutes: int, seed: int, speech_range: tuple[float, float] = (1.2, 4.0)
) -> tuple[np.ndarray, list[tuple[int, int]]]:
    """White-noise "utterances" starting on ticks, separated by whole silent ticks."""
    rng = np.random.default_rng(seed)
    n = minutes * TICKS_PER_MINUTE * TICK_SAMPLES
    x = np.zeros(n, dtype=np.float32)
    spans: list[tuple[int, int]] = []
    position = TICK_SAMPLES
    while True:
        length = int(rng.uniform(*speech_range) * 8000)
        if position + length >= n:
            break
        x[position : position + length] = 0.1 * rng.standard_normal(length)
        spans.append((position, position + length))
        gap = int(rng.uniform(0.6, 2.0) * 8000)
        position = -(-(position + length + gap) // TICK_SAMPLES) * TICK_SAMPLES
    return x, spans


def test_muffling_share_of_utterances_segment_and_spectrum() -> None:
    config = REALISTIC.muffling
    stage = Muffler(config, np.random.default_rng(31))
    x, spans = _utterances(60, seed=4)
    out = x.astype(np.float64)
    labels: list[EffectLabel] = []
    silent_run = 1
    for t in range(x.size // TICK_SAMPLES):
        start = t * TICK_SAMPLES
        buf = out[start : start + TICK_SAMPLES]
        silent = not buf.any()
        onset = not silent and silent_run >= 1
        silent_run = silent_run + 1 if silent else 0
        labels += stage.apply(start, buf, onset, silent)
    changed = out != x
    muffled = [bool(changed[a:b].any()) for a, b in spans]
    assert len(spans) > 800
    # 20% of utterances (REFERENCE), +-4% (3 standard errors at ~900 utterances).
    assert abs(np.mean(muffled) - config.probability) <= 0.04
    assert len(labels) == sum(muffled)
    segment = config.segment_ms * 8
    for label in labels:
        assert label.end_sample - label.start_sample == segment
        where = np.flatnonzero(changed[label.start_sample - 800 : label.end_sample + 800])
        # Only the 500 ms segment changed (its raised-cosine edges start and end near 0).
        assert where[0] >= 790 and where[-1] < segment + 810
    # In the middle of a segment the top of the band is gone and the bottom is intact.
    gains_hi, gains_lo = [], []
    for label in labels:
        a = label.start_sample + 800
        b = label.end_sample - 800
        utterance_end = next(e for s, e in spans if s <= label.start_sample < e)
        if b > utterance_end:
            continue  # the utterance ended inside the segment
        spec_in = np.abs(np.fft.rfft(x[a:b])) ** 2
        spec_out = np.abs(np.fft.rfft(out[a:b])) ** 2
        f = np.fft.rfftfreq(b - a, 1 / 8000)
        hi, lo = f >= 2500, f <= 800
        gains_hi.append(10 * np.log10(spec_out[hi].sum() / spec_in[hi].sum()))
        gains_lo.append(10 * np.log10(spec_out[lo].sum() / spec_in[lo].sum()))
    assert len(gains_hi) > 100
    assert max(gains_hi) <= -20.0
    assert max(abs(g) for g in gains_lo) <= 1.0


def test_muffling_is_cancelled_when_the_utterance_ends_first() -> None:
    config = replace(REALISTIC.muffling, probability=1.0, max_offset_ms=1000)
    stage = Muffler(config, np.random.default_rng(2))
    changed = labelled = 0
    for trial in range(200):
        start = trial * 10 * TICK_SAMPLES
        short = 0.1 * np.ones(TICK_SAMPLES)  # a one-tick "yes"
        labelled += len(stage.apply(start, short, True, False))
        changed += int(np.any(short != 0.1))
        for k in range(1, 10):
            labelled += len(stage.apply(start + k * TICK_SAMPLES, np.zeros(1600), False, True))
    # Segments due after the tick never start: no label over silence.
    assert labelled == changed
    assert 0 < labelled < 200


def _distractor_stage(inventory: NoiseInventory, seed: int) -> Distractors:
    d = REALISTIC.distractors
    tics = [(k, inventory.tic(k, v)) for k in d.tics for v in range(d.tic_variants)]
    phrases = [inventory.phrase(text, d.phrase_lowpass_hz) for text in d.phrases]
    return Distractors(tics, phrases, d, REFERENCE, np.random.default_rng(seed))


def test_distractor_rate_kinds_and_levels_on_silence(inventory: NoiseInventory) -> None:
    config = REALISTIC.distractors
    stage = _distractor_stage(inventory, seed=41)
    minutes = 240
    tracker, labels = RunTracker(), []
    buf = np.zeros(TICK_SAMPLES)
    for t in range(minutes * TICKS_PER_MINUTE):
        buf[:] = 0.0
        labels += stage.add(t * TICK_SAMPLES, buf, silent=True)
        tracker.feed(t * TICK_SAMPLES, buf)
    runs = tracker.done()
    # 0.7/min of caller silence (REFERENCE), +-20% (3 standard errors at ~170 events: 23%).
    assert abs(len(runs) / minutes - config.events_per_minute) <= 0.2 * config.events_per_minute
    assert [(a, b) for a, b, _ in runs] == [(lb.start_sample, lb.end_sample) for lb in labels]
    tics = [lb.label == "vocal_tic" for lb in labels]
    assert abs(np.mean(tics) - config.tic_share) <= 0.12
    assert {lb.text for lb in labels if lb.label == "vocal_tic"} == {
        "[cough]",
        "[sneeze]",
        "[sniffle]",
    }
    assert {lb.text for lb in labels if lb.label == "non_directed_phrase"} <= set(config.phrases)
    # Levels measured on the signal: tics at -3 dB, phrases at -6 dB re the speech reference.
    for (a, b, energy), label in zip(runs, labels, strict=True):
        want = config.tic_level_db if label.label == "vocal_tic" else config.phrase_level_db
        assert abs(-_snr_db(energy, b - a) - want) <= 0.05


def test_distractors_start_only_while_the_caller_is_silent(inventory: NoiseInventory) -> None:
    stage = _distractor_stage(inventory, seed=43)
    x, _ = _utterances(120, seed=8, speech_range=(1.0, 2.5))
    labels: list[EffectLabel] = []
    silent_ticks = 0
    for t in range(x.size // TICK_SAMPLES):
        buf = x[t * TICK_SAMPLES : (t + 1) * TICK_SAMPLES].astype(np.float64)
        silent = not buf.any()
        silent_ticks += silent
        labels += stage.add(t * TICK_SAMPLES, buf, silent)
    assert labels
    for label in labels:
        tick = label.start_tick
        assert not x[tick * TICK_SAMPLES : (tick + 1) * TICK_SAMPLES].any()
    # The rate holds per minute of silence (~50 min here): +-30%.
    rate = len(labels) / (silent_ticks / TICKS_PER_MINUTE)
    assert abs(rate - REALISTIC.distractors.events_per_minute) <= 0.3 * 0.7
