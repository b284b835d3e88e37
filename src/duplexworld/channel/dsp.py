"""Small signal-processing helpers shared by the effects and the noise synthesis."""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Literal

import numpy as np
from scipy import signal

from duplexworld.units import TELEPHONE_RATE
from duplexworld.util.signal import rms

__all__ = [
    "StreamingFilter",
    "db_to_gain",
    "design",
    "filtered",
    "loopable",
    "normalise_rms",
    "poisson_probability",
    "raised_cosine",
    "reverb",
    "rms",
]


def db_to_gain(db: float) -> float:
    """Amplitude factor of a level difference in dB."""
    return float(10.0 ** (db / 20.0))


def normalise_rms(x: np.ndarray) -> np.ndarray:
    """Scale to unit RMS (float64); an all-zero signal is returned unchanged."""
    level = rms(x)
    x64 = np.asarray(x, dtype=np.float64)
    return x64 / level if level > 0.0 else x64


BandType = Literal["lowpass", "highpass", "bandpass", "bandstop"]
"""The Butterworth filter kinds the channel designs."""


@lru_cache(maxsize=64)
def design(
    btype: BandType, cutoff: float | tuple[float, float], order: int, rate: int = TELEPHONE_RATE
) -> np.ndarray:
    """Butterworth second-order sections (cached: designs repeat across clips and ticks).

    The array is shared: do not modify it (scipy's sosfilt needs it writable, so it is not
    frozen).
    """
    return signal.butter(order, cutoff, btype=btype, fs=rate, output="sos")


def filtered(
    x: np.ndarray, btype: BandType, cutoff: float | tuple[float, float], order: int = 4
) -> np.ndarray:
    """``x`` through a Butterworth filter from rest (one-shot, for synthesis)."""
    return signal.sosfilt(design(btype, cutoff, order), np.asarray(x, dtype=np.float64))


class StreamingFilter:
    """A Butterworth filter applied chunk by chunk with its state carried between chunks."""

    def __init__(self, btype: BandType, cutoff: float | tuple[float, float], order: int) -> None:
        """Design the filter and start from rest."""
        self._sos = design(btype, cutoff, order)
        self._zi = np.zeros((self._sos.shape[0], 2), dtype=np.float64)

    def reset(self) -> None:
        """Back to the zero state."""
        self._zi[:] = 0.0

    def process(self, x: np.ndarray) -> np.ndarray:
        """Filter one chunk (float64 out, same length)."""
        y, self._zi = signal.sosfilt(self._sos, x, zi=self._zi)
        return y


def raised_cosine(n: int) -> np.ndarray:
    """A smooth ramp from 0 to 1 over ``n`` samples (half a cosine period)."""
    if n <= 0:
        return np.zeros(0)
    return 0.5 - 0.5 * np.cos(np.pi * (np.arange(n) + 0.5) / n)


def loopable(x: np.ndarray, length: int, fade: int) -> np.ndarray:
    """Cut ``length`` samples from ``x`` (at least ``length + fade`` long) that loop seamlessly.

    The ``fade`` samples after the cut are cross-faded into the start with equal-power ramps,
    so playing the result end to start has no click and no level dip for uncorrelated noise.
    """
    if x.size < length + fade:
        raise ValueError(f"need {length + fade} samples to build a loop, got {x.size}")
    out = np.array(x[:length], dtype=np.float64)
    ramp = raised_cosine(fade)
    out[:fade] = out[:fade] * np.sqrt(ramp) + x[length : length + fade] * np.sqrt(1.0 - ramp)
    return out


def reverb(x: np.ndarray, rng: np.random.Generator, rt60_s: float, wet: float) -> np.ndarray:
    """A room: ``x`` plus ``wet`` of it convolved with decaying noise of reverberation time
    ``rt60_s`` (the tail is kept, so the output is longer by the impulse response)."""
    n = max(1, int(rt60_s * TELEPHONE_RATE))
    t = np.arange(n) / TELEPHONE_RATE
    # -60 dB after rt60: amplitude decays as 10^(-3 t / rt60).
    impulse = rng.standard_normal(n) * 10.0 ** (-3.0 * t / rt60_s)
    impulse = filtered(impulse, "lowpass", 3000.0, 2)
    impulse /= np.sqrt(np.sum(impulse * impulse))
    tail = signal.fftconvolve(x, impulse)
    dry = np.zeros(tail.size)
    dry[: x.size] = x
    return dry + wet * tail


def poisson_probability(rate_per_minute: float, seconds: float) -> float:
    """Probability that a Poisson process of this rate fires at least once in ``seconds``."""
    if rate_per_minute <= 0.0:
        return 0.0
    return 1.0 - math.exp(-rate_per_minute / 60.0 * seconds)
