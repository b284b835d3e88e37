"""Procedural synthesis of the noise inventory and the vocal tics (nothing is downloaded).

Every generator is a pure function of its numpy Generator (and, for backgrounds, a length),
so a clip is reproducible from its name, variant and the generator version alone; the
inventory caches the results on disk keyed by those. Output is float64 at 8 kHz with no exact
zeros inside a burst or tic (a faint floor joins its parts), so one event is one contiguous
sound. Levels are arbitrary: the inventory normalises every clip to unit RMS.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np

from duplexworld.channel.dsp import filtered, raised_cosine, reverb, rms
from duplexworld.units import TELEPHONE_RATE

__all__ = ["BACKGROUND_SYNTHS", "EVENT_SYNTHS", "SYNTH_VERSION"]

SYNTH_VERSION = 1
"""Bump when any generator's output changes (part of every cache key)."""

SR = TELEPHONE_RATE
_NYQUIST_GUARD = 0.45 * SR


def _time(n: int) -> np.ndarray:
    return np.arange(n) / SR


def _harmonics(freq: np.ndarray, amps: Sequence[float], phase0: float = 0.0) -> np.ndarray:
    """Phase-continuous harmonics of a frequency track; harmonics near Nyquist are muted."""
    phase = 2.0 * np.pi * np.cumsum(freq) / SR + phase0
    out = np.zeros(freq.size)
    for k, amp in enumerate(amps, start=1):
        out += amp * (k * freq < _NYQUIST_GUARD) * np.sin(k * phase)
    return out


def _smooth_random(rng: np.random.Generator, n: int, step_s: float) -> np.ndarray:
    """A slow random curve around 0 (std about 1): random points joined by cosine ramps."""
    points = rng.standard_normal(int(n / (step_s * SR)) + 2)
    x = np.arange(n) / (step_s * SR)
    i = x.astype(int)
    frac = 0.5 - 0.5 * np.cos(np.pi * (x - i))
    return points[i] * (1.0 - frac) + points[i + 1] * frac


def _gate(n: int, spans: Sequence[tuple[float, float]], ramp_s: float = 0.008) -> np.ndarray:
    """1 inside the (start, end) spans in seconds, 0 outside, with short smooth edges."""
    gate = np.zeros(n)
    for start, end in spans:
        a, b = int(start * SR), min(n, int(end * SR))
        if b <= a:
            continue
        gate[a:b] = 1.0
        ramp = raised_cosine(min(int(ramp_s * SR), (b - a) // 2))
        gate[a : a + ramp.size] *= ramp
        gate[b - ramp.size : b] *= ramp[::-1]
    return gate


def _finish(
    x: np.ndarray, rng: np.random.Generator, fade_in_s: float, fade_out_s: float
) -> np.ndarray:
    """Add a faint floor (no exact zeros inside the event) and fade the edges."""
    floor = filtered(rng.standard_normal(x.size), "bandpass", (300.0, 3000.0), 2)
    x = x + floor * (rms(x) * 10.0 ** (-45.0 / 20.0) / max(rms(floor), 1e-12))
    n_in, n_out = int(fade_in_s * SR), int(fade_out_s * SR)
    x[:n_in] *= raised_cosine(n_in)
    x[x.size - n_out :] *= raised_cosine(n_out)[::-1]
    return x


# -- backgrounds ------------------------------------------------------------------------------
def busy_street(rng: np.random.Generator, n: int) -> np.ndarray:
    """Traffic: a low road roar with tyre hiss, plus vehicles passing with a Doppler glide."""
    roar = filtered(rng.standard_normal(n), "lowpass", 350.0, 2)
    roar *= 1.0 + 0.25 * _smooth_random(rng, n, 2.5)
    hiss = filtered(rng.standard_normal(n), "bandpass", (600.0, 2500.0), 2)
    out = roar / rms(roar) + 0.3 * hiss / rms(hiss)
    t_now = rng.uniform(0.0, 2.0)
    while t_now < n / SR:
        duration = rng.uniform(3.0, 7.0)
        m = int(duration * SR)
        start = int(t_now * SR)
        t = _time(m) - duration / 2.0
        # Loudest when level with the listener; the sine taper ends it at silence.
        passing = 1.0 / (1.0 + (t / (duration / 6.0)) ** 2)
        passing *= np.sin(np.pi * (np.arange(m) + 0.5) / m) ** 0.5
        tyres = filtered(rng.standard_normal(m), "bandpass", (250.0, 1800.0), 2)
        f0 = rng.uniform(35.0, 75.0)
        # The engine's pitch falls as the vehicle passes (Doppler, about +-7%).
        freq = f0 * (1.0 + 0.07 * np.tanh(-t / (duration / 10.0)))
        engine = _harmonics(freq, [0.6 / k**0.5 for k in range(1, 24)], rng.uniform(0, 6.3))
        vehicle = rng.uniform(0.6, 2.2) * passing * (tyres / rms(tyres) + 0.5 * engine)
        stop = min(n, start + m)
        out[start:stop] += vehicle[: stop - start]
        t_now += rng.exponential(3.0) + 0.8
    return out


def street_metro(rng: np.random.Generator, n: int) -> np.ndarray:
    """A station: low rumble, crowd murmur, and trains passing with wheel clacks and squeal."""
    rumble = filtered(rng.standard_normal(n), "lowpass", 160.0, 3)
    murmur = filtered(rng.standard_normal(n), "bandpass", (300.0, 1200.0), 2)
    # Syllable-rate modulation makes the band noise read as distant voices.
    murmur *= 1.0 + 0.5 * _smooth_random(rng, n, 0.22)
    out = rumble / rms(rumble) + 0.35 * murmur / rms(murmur)
    t_now = rng.uniform(1.0, 8.0)
    while t_now < n / SR:
        duration = rng.uniform(10.0, 16.0)
        m = int(duration * SR)
        start = int(t_now * SR)
        swell = np.sin(np.pi * (np.arange(m) + 0.5) / m) ** 2
        body = filtered(rng.standard_normal(m), "bandpass", (60.0, 600.0), 2)
        train = 2.5 * swell * body / rms(body)
        # Wheel clacks: pairs of clicks whose spacing shrinks while the train speeds past.
        click = filtered(rng.standard_normal(int(0.03 * SR)), "bandpass", (800.0, 2500.0), 2)
        click *= np.exp(-_time(click.size) / 0.006)
        click /= np.max(np.abs(click))
        c = 0.5
        while c < duration - 0.5:
            for offset in (0.0, 0.11):
                a = int((c + offset) * SR)
                if a + click.size < m:
                    train[a : a + click.size] += 1.6 * swell[a] * click
            c += 0.35 + 0.9 * (1.0 - swell[int(c * SR)])
        if rng.random() < 0.5:  # braking squeal at the end of an arriving train
            squeal_n = int(1.5 * SR)
            ts = _time(squeal_n)
            f = rng.uniform(2100.0, 2600.0) + 60.0 * np.sin(2 * np.pi * 5.0 * ts)
            squeal = 0.25 * _harmonics(f, [1.0]) * np.sin(np.pi * ts / ts[-1])
            a = max(0, m - squeal_n - int(1.0 * SR))
            train[a : a + squeal_n] += squeal
        stop = min(n, start + m)
        out[start:stop] += train[: stop - start]
        t_now += duration + rng.uniform(8.0, 20.0)
    return out


# -- bursts -----------------------------------------------------------------------------------
def ringing_phone(rng: np.random.Generator) -> np.ndarray:
    """A desk phone's electronic trill ring, two double rings (about 3.6 s)."""
    f1, f2 = rng.uniform(950.0, 1050.0), rng.uniform(1200.0, 1350.0)
    trill = rng.uniform(15.0, 20.0)
    rings = [(0.0, 0.4), (0.6, 1.0), (2.6, 3.0), (3.2, 3.6)]
    n = int(3.7 * SR)
    t = _time(n)
    high = np.sin(2 * np.pi * trill * t) > 0
    tone = np.where(high, np.sin(2 * np.pi * f1 * t), np.sin(2 * np.pi * f2 * t))
    x = np.tanh(1.5 * tone) * _gate(n, [(a + 0.05, b + 0.05) for a, b in rings], 0.005)
    return _finish(reverb(x, rng, 0.35, 0.35)[: int(4.0 * SR)], rng, 0.002, 0.05)


def dog_bark(rng: np.random.Generator) -> np.ndarray:
    """A dog barking four to six times (about 3-4 s)."""
    pieces: list[np.ndarray] = [np.zeros(int(0.05 * SR))]
    for _ in range(int(rng.integers(4, 7))):
        duration = rng.uniform(0.12, 0.25)
        m = int(duration * SR)
        u = np.arange(m) / m
        f0 = rng.uniform(450.0, 750.0)
        freq = f0 * (1.0 + 0.25 * np.sin(np.pi * u)) * (1.0 - 0.35 * u)
        voiced = _harmonics(freq, [1.0 / k**0.8 for k in range(1, 9)])
        breath = filtered(rng.standard_normal(m), "bandpass", (400.0, 3000.0), 2)
        env = np.minimum(1.0, _time(m) / 0.008) * np.exp(-_time(m) / (duration / 3.0))
        growl = 1.0 + 0.3 * np.sin(2 * np.pi * 35.0 * _time(m))
        pieces.append(env * growl * (voiced + 0.4 * breath / max(rms(breath), 1e-12)))
        gap = 0.12 if rng.random() < 0.3 else rng.uniform(0.25, 0.6)
        pieces.append(np.zeros(int(gap * SR)))
    x = np.concatenate(pieces)
    return _finish(reverb(x, rng, 0.4, 0.35), rng, 0.002, 0.05)


def car_horn(rng: np.random.Generator) -> np.ndarray:
    """A two-note car horn: one long blast or a short-long pair (1.2-3 s)."""
    f1, f2 = rng.uniform(390.0, 430.0), rng.uniform(490.0, 530.0)
    if rng.random() < 0.5:
        spans = [(0.02, 0.02 + rng.uniform(0.8, 1.1))]
    else:
        first = rng.uniform(0.2, 0.35)
        spans = [(0.02, 0.02 + first), (first + 0.18, first + 0.18 + rng.uniform(0.7, 1.4))]
    n = int((spans[-1][1] + 0.05) * SR)
    t = _time(n)
    tone = np.tanh(3.0 * np.sin(2 * np.pi * f1 * t)) + np.tanh(3.0 * np.sin(2 * np.pi * f2 * t))
    x = tone * _gate(n, spans, 0.01)
    return _finish(reverb(x, rng, 0.6, 0.2), rng, 0.002, 0.08)


def engine_idling(rng: np.random.Generator) -> np.ndarray:
    """An engine idling nearby with one rev (about 4-4.6 s)."""
    duration = rng.uniform(4.0, 4.6)
    n = int(duration * SR)
    t = _time(n)
    fire = rng.uniform(22.0, 32.0)
    t_rev = rng.uniform(1.2, 2.4)
    rise = np.clip((t - t_rev) / 0.4, 0.0, 1.0)
    fall = np.exp(-np.clip(t - t_rev - 0.4, 0.0, None) / 0.6)
    rev = rise * fall
    freq = fire * (1.0 + 0.8 * rev) * (1.0 + 0.02 * _smooth_random(rng, n, 0.3))
    weights = rng.uniform(0.5, 1.0, 40)
    x = _harmonics(freq, [w / k**0.6 for k, w in enumerate(weights, start=1)])
    clatter = filtered(rng.standard_normal(n), "bandpass", (800.0, 3000.0), 2)
    phase = 2 * np.pi * np.cumsum(freq) / SR
    x += 0.25 * rms(x) * (clatter / rms(clatter)) * (1.0 + np.sin(phase)) / 2.0
    x *= 1.0 + 0.6 * rev
    return _finish(x, rng, 0.3, 0.5)


def siren(rng: np.random.Generator) -> np.ndarray:
    """An emergency siren passing by: a wail or a yelp sweep (about 4-4.8 s)."""
    duration = rng.uniform(4.0, 4.8)
    n = int(duration * SR)
    t = _time(n)
    if rng.random() < 0.5:
        period = rng.uniform(2.4, 3.2)
        freq = 700.0 + 650.0 * (0.5 - 0.5 * np.cos(2 * np.pi * t / period))
    else:
        period = rng.uniform(0.28, 0.36)
        freq = 750.0 + 650.0 * ((t / period) % 1.0)
    # Passing by: louder in the middle, and the pitch drops a little once it has passed.
    freq = freq * (1.0 + 0.03 * np.tanh(-(t - duration / 2.0) / 0.5))
    x = _harmonics(freq, [1.0, 0.35, 0.15]) * (0.35 + 0.65 * np.sin(np.pi * t / duration))
    return _finish(reverb(x, rng, 0.7, 0.25), rng, 0.2, 0.3)


# -- vocal tics -------------------------------------------------------------------------------
def _formants(x: np.ndarray, centres: Sequence[float], gains: Sequence[float]) -> np.ndarray:
    out = np.zeros(x.size)
    for centre, gain in zip(centres, gains, strict=True):
        band = (centre * 0.8, min(centre * 1.25, 3900.0))
        out += gain * filtered(x, "bandpass", band, 2)
    return out


def cough(rng: np.random.Generator) -> np.ndarray:
    """One to three coughs: a noisy burst through vowel-like resonances (0.3-1.4 s)."""
    pieces: list[np.ndarray] = [np.zeros(int(0.02 * SR))]
    centres = (rng.uniform(450.0, 700.0), rng.uniform(1100.0, 1600.0), 2500.0)
    for _ in range(int(rng.integers(1, 4))):
        duration = rng.uniform(0.22, 0.38)
        m = int(duration * SR)
        tm = _time(m)
        f0 = rng.uniform(110.0, 200.0) * (1.0 - 0.2 * tm / duration)
        source = rng.standard_normal(m) + 0.6 * _harmonics(f0, [1.0, 0.5, 0.3, 0.2])
        env = np.minimum(1.0, tm / 0.006) * np.exp(-tm / 0.07)
        env += 0.35 * np.exp(-(((tm - 0.12) / 0.05) ** 2))
        pieces.append(env * _formants(source, centres, (1.0, 0.6, 0.3)))
        pieces.append(np.zeros(int(rng.uniform(0.12, 0.3) * SR)))
    return _finish(np.concatenate(pieces), rng, 0.002, 0.03)


def sneeze(rng: np.random.Generator) -> np.ndarray:
    """A sneeze: a rising voiced "ah" and a sharp noisy "choo" (about 0.7-1 s)."""
    m_in = int(rng.uniform(0.35, 0.55) * SR)
    u = np.arange(m_in) / m_in
    ah = _harmonics(180.0 + 120.0 * u, [1.0, 0.6, 0.4, 0.3, 0.2]) * u**1.5
    ah = _formants(ah, (750.0, 1200.0), (1.0, 0.5))
    pause = np.zeros(int(rng.uniform(0.05, 0.1) * SR))
    m_out = int(rng.uniform(0.18, 0.3) * SR)
    tm = _time(m_out)
    choo = filtered(rng.standard_normal(m_out), "bandpass", (1500.0, 3800.0), 2)
    choo *= np.minimum(1.0, tm / 0.003) * np.exp(-tm / 0.08)
    oo = _formants(_harmonics(np.full(m_out, 250.0), [1.0, 0.4]), (350.0, 800.0), (1.0, 0.3))
    choo = 3.0 * choo / max(rms(choo), 1e-12) * rms(ah) + 0.5 * oo * np.exp(-tm / 0.12)
    return _finish(np.concatenate([ah, pause, choo]), rng, 0.002, 0.03)


def sniffle(rng: np.random.Generator) -> np.ndarray:
    """Two or three quick sniffs through the nose (0.4-1 s)."""
    pieces: list[np.ndarray] = [np.zeros(int(0.02 * SR))]
    for _ in range(int(rng.integers(2, 4))):
        m = int(rng.uniform(0.1, 0.22) * SR)
        sniff = filtered(rng.standard_normal(m), "bandpass", (1500.0, 3800.0), 2)
        pieces.append(sniff * np.sin(np.pi * (np.arange(m) + 0.5) / m) ** 2)
        pieces.append(np.zeros(int(rng.uniform(0.1, 0.3) * SR)))
    return _finish(np.concatenate(pieces), rng, 0.002, 0.03)


BACKGROUND_SYNTHS: dict[str, Callable[[np.random.Generator, int], np.ndarray]] = {
    "busy_street": busy_street,
    "street_metro": street_metro,
}
"""Procedural backgrounds by clip name: ``(rng, n_samples) -> samples``."""

EVENT_SYNTHS: dict[str, Callable[[np.random.Generator], np.ndarray]] = {
    "ringing_phone": ringing_phone,
    "dog_bark": dog_bark,
    "car_horn": car_horn,
    "engine_idling": engine_idling,
    "siren": siren,
    "cough": cough,
    "sneeze": sneeze,
    "sniffle": sniffle,
}
"""Procedural bursts and vocal tics by name: ``rng -> samples``."""
