"""Simulated time and sample counts.

Time in the harness is an integer tick of ``TICK_MS`` milliseconds. Seconds and milliseconds
are converted to ticks exactly once, at the edge, by rounding half away from zero (never by
truncation, which loses a tick: 0.999 s is 5 ticks, not 4).
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

TICK_MS = 200
"""Length of one tick of simulated time in milliseconds."""

TELEPHONE_RATE = 8000
"""Sample rate of the telephone channel (G.711) in Hz."""


def _round_half_up(value: float) -> int:
    return int(Decimal(repr(value)).quantize(Decimal(1), rounding=ROUND_HALF_UP))


def ms_to_ticks(ms: float) -> int:
    """Convert milliseconds to the nearest whole number of ticks (half away from zero)."""
    return _round_half_up(ms / TICK_MS)


def seconds_to_ticks(seconds: float) -> int:
    """Convert seconds to the nearest whole number of ticks (half away from zero)."""
    return ms_to_ticks(seconds * 1000.0)


def ticks_to_seconds(ticks: int) -> float:
    """Seconds covered by ``ticks`` ticks (for display and reports only)."""
    return ticks * TICK_MS / 1000.0


def ticks_to_ms(ticks: int) -> int:
    """Milliseconds covered by ``ticks`` ticks (exact)."""
    return ticks * TICK_MS


def samples_per_tick(sample_rate: int) -> int:
    """Number of samples in one tick at ``sample_rate``; the rate must divide evenly."""
    samples, remainder = divmod(sample_rate * TICK_MS, 1000)
    if remainder:
        raise ValueError(f"sample rate {sample_rate} Hz does not give whole samples per tick")
    return samples


def seconds_to_samples(seconds: float, sample_rate: int) -> int:
    """Nearest whole number of samples for a duration in seconds."""
    return _round_half_up(seconds * sample_rate)


def samples_to_ticks_ceil(n_samples: int, sample_rate: int) -> int:
    """Ticks needed to play ``n_samples`` samples (a partial tick counts as one)."""
    per_tick = samples_per_tick(sample_rate)
    return -(-n_samples // per_tick)
