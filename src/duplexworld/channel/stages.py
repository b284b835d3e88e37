"""The effect stages of the realistic chain, each stateful and processed tick by tick.

A stage sees one tick at a time with its absolute position (``start``: index of the tick's
first sample since the call began) and returns the gold labels of the effects it injected in
that tick. Each stage draws from its own numpy Generator, and its draws do not depend on the
audio, only on the silence pattern where the effect is defined by it, so a stage's schedule
is reproducible on its own and tests can run a stage alone over hours of simulated audio.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np

from duplexworld.channel.config import (
    BackgroundConfig,
    BurstConfig,
    DistractorConfig,
    FrameDropConfig,
    MuffleConfig,
)
from duplexworld.channel.dsp import StreamingFilter, db_to_gain, poisson_probability, raised_cosine
from duplexworld.channel.inventory import NoiseClip
from duplexworld.channel.labels import EffectLabel
from duplexworld.units import TELEPHONE_RATE, TICK_MS

__all__ = [
    "BackgroundNoise",
    "BurstNoise",
    "Distractors",
    "FrameDrops",
    "Muffler",
    "compensated_rate",
]

_MULAW_ZERO = 0xFF
"""The G.711 mu-law code of a zero sample (what a dropped frame carries)."""


def compensated_rate(rate_per_minute: float, mean_seconds: float) -> float:
    """Hazard while idle that gives ``rate_per_minute`` onsets over all time, when no onset
    can happen during an event of mean length ``mean_seconds`` (one at a time)."""
    busy = rate_per_minute / 60.0 * mean_seconds
    if busy >= 1.0:
        raise ValueError(
            f"{rate_per_minute}/min events of {mean_seconds:.1f} s cannot come one at a time"
        )
    return rate_per_minute / (1.0 - busy)


class _Player:
    """Plays one scaled clip from an absolute sample position into successive ticks."""

    def __init__(self, samples: np.ndarray, gain: float, start: int) -> None:
        self.samples = samples
        self.gain = gain
        self.start = start

    @property
    def end(self) -> int:
        return self.start + self.samples.size

    def mix(self, start: int, buf: np.ndarray) -> bool:
        """Add the clip's part that falls in this tick; True once the clip has finished."""
        a = max(self.start, start)
        b = min(self.end, start + buf.size)
        if a < b:
            buf[a - start : b - start] += self.gain * self.samples[a - self.start : b - self.start]
        return self.end <= start + buf.size


class BackgroundNoise:
    """A looped background at ``snr_db`` below the speech reference, drifting slowly.

    The drift is the mean of two sines of the configured periods with random phases, times
    ``drift_db``: smooth, zero-mean, never beyond +-drift_db. The gain is evaluated at tick
    edges and interpolated linearly inside the tick (the drift moves < 0.1 dB per tick).
    """

    def __init__(
        self,
        clip: NoiseClip,
        config: BackgroundConfig,
        reference_rms: float,
        rng: np.random.Generator,
        tick_samples: int,
    ) -> None:
        """Start at a random point of the loop with random drift phases."""
        self.clip = clip
        self.config = config
        self._loop = np.asarray(clip.samples, dtype=np.float64)
        self._position = int(rng.integers(self._loop.size))
        self._phases = rng.uniform(0.0, 2.0 * np.pi, 2)
        periods = np.asarray(config.drift_periods_s, dtype=np.float64)
        self._omegas = 2.0 * np.pi / (periods * TELEPHONE_RATE)
        self._base = reference_rms * db_to_gain(-config.snr_db)
        self._frac = np.arange(tick_samples) / tick_samples

    def snr_db_at(self, sample: int | np.ndarray) -> np.ndarray:
        """The intended SNR in dB at absolute sample positions (mean + drift)."""
        s = np.asarray(sample, dtype=np.float64)
        drift = np.sin(self._omegas[0] * s + self._phases[0]) + np.sin(
            self._omegas[1] * s + self._phases[1]
        )
        return self.config.snr_db + self.config.drift_db * drift / 2.0

    def _gain(self, sample: int) -> float:
        snr = float(self.snr_db_at(sample))
        return self._base * db_to_gain(self.config.snr_db - snr)

    def add(self, start: int, buf: np.ndarray) -> None:
        """Mix this tick's stretch of the loop into ``buf`` (in place)."""
        n = buf.size
        g0, g1 = self._gain(start), self._gain(start + n)
        p, size = self._position, self._loop.size
        if p + n <= size:
            chunk = self._loop[p : p + n]
        else:
            chunk = np.concatenate([self._loop[p:], self._loop[: n - (size - p)]])
        self._position = (p + n) % size
        frac = self._frac if n == self._frac.size else np.arange(n) / n
        buf += chunk * (g0 + (g1 - g0) * frac)


class BurstNoise:
    """Poisson bursts from the environment's clips, one at a time, SNR uniform in a range."""

    def __init__(
        self,
        clips: Sequence[NoiseClip],
        config: BurstConfig,
        reference_rms: float,
        rng: np.random.Generator,
        tick_samples: int,
    ) -> None:
        """Set the idle hazard per tick (dead-time compensated when configured)."""
        if not clips:
            raise ValueError("burst noise needs at least one clip")
        self.clips = tuple(clips)
        self.config = config
        self._rng = rng
        self._reference = reference_rms
        self.mean_seconds = float(np.mean([c.duration_s for c in self.clips]))
        rate = config.events_per_minute
        self.idle_rate_per_minute = (
            compensated_rate(rate, self.mean_seconds) if config.compensate_dead_time else rate
        )
        self._p = poisson_probability(self.idle_rate_per_minute, TICK_MS / 1000.0)
        self._active: _Player | None = None

    def add(self, start: int, buf: np.ndarray) -> list[EffectLabel]:
        """Maybe start a burst in this tick; mix the playing one into ``buf``."""
        labels: list[EffectLabel] = []
        if self._active is None and self._rng.random() < self._p:
            clip = self.clips[int(self._rng.integers(len(self.clips)))]
            low, high = self.config.snr_range_db
            snr = float(self._rng.uniform(low, high))
            onset = start + int(self._rng.integers(buf.size))
            self._active = _Player(clip.samples, self._reference * db_to_gain(-snr), onset)
            labels.append(
                EffectLabel(
                    kind="burst_noise",
                    label="burst_noise",
                    start_sample=onset,
                    end_sample=self._active.end,
                    details={"snr_db": round(snr, 3), "source": clip.name},
                )
            )
        if self._active is not None and self._active.mix(start, buf):
            self._active = None
        return labels


class Distractors:
    """Out-of-turn speech (vocal tics, asides) at a Poisson rate per minute of caller silence.

    The hazard is applied on ticks whose clean input is all zeros (the caller is silent) and
    while no distractor plays. A distractor may run on into the caller's next utterance.
    """

    def __init__(
        self,
        tics: Sequence[tuple[str, NoiseClip]],
        phrases: Sequence[NoiseClip],
        config: DistractorConfig,
        reference_rms: float,
        rng: np.random.Generator,
    ) -> None:
        """``tics`` pairs each tic clip with its kind (cough, sneeze, sniffle)."""
        if not tics and not phrases:
            raise ValueError("distractors need at least one tic or phrase")
        self.tics = tuple(tics)
        self.phrases = tuple(phrases)
        self.config = config
        self._rng = rng
        self._tic_gain = reference_rms * db_to_gain(config.tic_level_db)
        self._phrase_gain = reference_rms * db_to_gain(config.phrase_level_db)
        durations = [c.duration_s for _, c in self.tics] + [c.duration_s for c in self.phrases]
        self.mean_seconds = float(np.mean(durations))
        rate = config.events_per_minute
        self.idle_rate_per_minute = (
            compensated_rate(rate, self.mean_seconds) if config.compensate_dead_time else rate
        )
        self._p = poisson_probability(self.idle_rate_per_minute, TICK_MS / 1000.0)
        self._active: _Player | None = None

    def add(self, start: int, buf: np.ndarray, silent: bool) -> list[EffectLabel]:
        """Maybe start a distractor in this silent tick; mix the playing one into ``buf``."""
        labels: list[EffectLabel] = []
        if self._active is None and silent and self._rng.random() < self._p:
            use_tic = bool(self.tics) and (
                not self.phrases or self._rng.random() < self.config.tic_share
            )
            onset = start + int(self._rng.integers(buf.size))
            if use_tic:
                kind, clip = self.tics[int(self._rng.integers(len(self.tics)))]
                label, text, gain = "vocal_tic", f"[{kind}]", self._tic_gain
                level = self.config.tic_level_db
            else:
                clip = self.phrases[int(self._rng.integers(len(self.phrases)))]
                label, text, gain = "non_directed_phrase", clip.name, self._phrase_gain
                level = self.config.phrase_level_db
            self._active = _Player(clip.samples, gain, onset)
            labels.append(
                EffectLabel(
                    kind="out_of_turn_speech",
                    label=label,
                    start_sample=onset,
                    end_sample=self._active.end,
                    text=text,
                    details={"level_db": level, "source": clip.key[:12]},
                )
            )
        if self._active is not None and self._active.mix(start, buf):
            self._active = None
        return labels


class Muffler:
    """One muffled segment on a share of utterances: a low-pass faded in and out.

    At each utterance onset one draw decides whether it is muffled and another where the
    segment starts (uniform up to ``max_offset_ms`` after the onset). Inside the segment the
    output is ``(1 - w) x + w lowpass(x)`` with ``w`` a raised-cosine ramp up over
    ``transition_ms``, 1, and a ramp down; the filter starts from rest at the segment start,
    where ``w`` is 0, so its start-up transient is not heard.
    """

    def __init__(self, config: MuffleConfig, rng: np.random.Generator) -> None:
        """Precompute the segment's weight curve."""
        self.config = config
        self._rng = rng
        self._length = config.segment_ms * TELEPHONE_RATE // 1000
        ramp = raised_cosine(config.transition_ms * TELEPHONE_RATE // 1000)
        if 2 * ramp.size > self._length:
            raise ValueError("muffling transitions are longer than the segment")
        weight = np.ones(self._length)
        weight[: ramp.size] = ramp
        weight[self._length - ramp.size :] = ramp[::-1]
        self._weight = weight
        self._max_offset = config.max_offset_ms * TELEPHONE_RATE // 1000
        self._filter = StreamingFilter("lowpass", config.cutoff_hz, config.order)
        self._pending: int | None = None
        self._active: int | None = None

    def apply(self, start: int, buf: np.ndarray, onset: bool, silent: bool) -> list[EffectLabel]:
        """Decide at an onset; start, continue or cancel the segment; filter ``buf`` in place."""
        labels: list[EffectLabel] = []
        end = start + buf.size
        if onset:
            muffled = self._rng.random() < self.config.probability
            offset = int(self._rng.integers(self._max_offset + 1))
            self._pending = start + offset if muffled else None
        if self._pending is not None and self._pending < end:
            if silent:
                self._pending = None  # the utterance ended before the segment began
            elif self._active is None:
                self._active, self._pending = self._pending, None
                self._filter.reset()
                labels.append(
                    EffectLabel(
                        kind="muffling",
                        label="muffling",
                        start_sample=self._active,
                        end_sample=self._active + self._length,
                        details={"cutoff_hz": self.config.cutoff_hz},
                    )
                )
        if self._active is not None:
            a, b = max(self._active, start), min(self._active + self._length, end)
            if a < b:
                x = buf[a - start : b - start]
                w = self._weight[a - self._active : b - self._active]
                x += w * (self._filter.process(x) - x)
            if self._active + self._length <= end:
                self._active = None
        return labels


class FrameDrops:
    """Gilbert-Elliott frame loss on the coded line (see :class:`FrameDropConfig`).

    The chain's rates: r = 1 / mean_burst (bad to good), p = r * pi_b / (1 - pi_b) (good to
    bad) with pi_b = (loss - good_loss) / (bad_loss - good_loss). Sampled exactly every frame
    of length T: P(good -> bad) = pi_b (1 - e^{-(p + r) T}), P(bad -> good) = (1 - pi_b)
    (1 - e^{-(p + r) T}). The first frame's state is drawn from the stationary distribution.
    """

    def __init__(self, config: FrameDropConfig, rng: np.random.Generator) -> None:
        """Derive the per-frame transition probabilities."""
        loss, good, bad = config.average_loss, config.good_state_loss, config.bad_state_loss
        if not 0.0 <= good <= loss < bad <= 1.0:
            raise ValueError(
                "frame drops need 0 <= good_state_loss <= average_loss < bad_state_loss <= 1, "
                f"got {good}, {loss}, {bad}"
            )
        self.config = config
        self._rng = rng
        self.frame = config.drop_ms * TELEPHONE_RATE // 1000
        self.bad_share = (loss - good) / (bad - good)
        r = 1000.0 / config.mean_burst_ms
        p = r * self.bad_share / (1.0 - self.bad_share)
        mixing = 1.0 - math.exp(-(p + r) * config.drop_ms / 1000.0)
        self.p_good_to_bad = self.bad_share * mixing
        self.p_bad_to_good = (1.0 - self.bad_share) * mixing
        self._bad = bool(rng.random() < self.bad_share)
        self._next_frame = 0
        self._lost: list[int] = []
        self._uniforms = np.zeros(0)
        self._used = 0
        self.states: list[bool] | None = None
        """Set to a list to record each frame's state (bad = True), for diagnostics."""

    def _draw(self) -> float:
        # Uniforms come in blocks: a per-frame Generator call would dominate the stage's cost.
        if self._used >= self._uniforms.size:
            self._uniforms = self._rng.random(4096)
            self._used = 0
        self._used += 1
        return float(self._uniforms[self._used - 1])

    def apply(self, start: int, codes: np.ndarray, pcm: np.ndarray) -> list[EffectLabel]:
        """Decide the frames that begin in this tick; zero every lost frame's samples here."""
        labels: list[EffectLabel] = []
        end = start + codes.size
        config = self.config
        while self._next_frame * self.frame < end:
            k = self._next_frame
            if self.states is not None:
                self.states.append(self._bad)
            lost_p = config.bad_state_loss if self._bad else config.good_state_loss
            if self._draw() < lost_p:
                self._lost.append(k)
                labels.append(
                    EffectLabel(
                        kind="frame_drop",
                        label="frame_drop",
                        start_sample=k * self.frame,
                        end_sample=(k + 1) * self.frame,
                        details={"frame": k, "state": "bad" if self._bad else "good"},
                    )
                )
            flip = self.p_bad_to_good if self._bad else self.p_good_to_bad
            if self._draw() < flip:
                self._bad = not self._bad
            self._next_frame += 1
        still: list[int] = []
        for k in self._lost:
            a, b = max(k * self.frame, start), min((k + 1) * self.frame, end)
            if a < b:
                codes[a - start : b - start] = _MULAW_ZERO
                pcm[a - start : b - start] = 0
            if (k + 1) * self.frame > end:
                still.append(k)
        self._lost = still
        return labels
