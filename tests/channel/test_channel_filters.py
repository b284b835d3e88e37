"""Telephone band-pass: response and exact streaming."""

from __future__ import annotations

import numpy as np
import pytest

from duplexworld.channel.filters import TelephoneBandpass, design_bandpass


def _gain_db(freq_hz: float) -> float:
    """Steady-state gain of the default band-pass for a sine at ``freq_hz`` (measured)."""
    rate = 8000
    t = np.arange(3 * rate) / rate
    x = np.sin(2 * np.pi * freq_hz * t)
    y = TelephoneBandpass().process(x)
    tail = slice(2 * rate, 3 * rate)  # after the transient has died away
    return 20 * np.log10(np.sqrt(np.mean(y[tail] ** 2)) / np.sqrt(np.mean(x[tail] ** 2)))


def test_passband_gain_is_flat_at_1khz() -> None:
    assert abs(_gain_db(1000.0)) < 0.1


@pytest.mark.parametrize("freq_hz", [100.0, 3900.0])
def test_stopband_attenuation(freq_hz: float) -> None:
    assert _gain_db(freq_hz) <= -20.0


def test_chunked_output_equals_whole_signal_exactly() -> None:
    rng = np.random.default_rng(1234)
    x = rng.standard_normal(8000 * 2).astype(np.float32) * 0.3
    whole = TelephoneBandpass().process(x)
    streaming = TelephoneBandpass()
    bounds = [0, 1600, 3200, 3201, 4000, 9600, 11200, len(x)]
    pieces = [streaming.process(x[a:b]) for a, b in zip(bounds[:-1], bounds[1:], strict=True)]
    np.testing.assert_array_equal(np.concatenate(pieces), whole)


def test_reset_returns_to_rest() -> None:
    rng = np.random.default_rng(5)
    x = rng.standard_normal(1600)
    bp = TelephoneBandpass()
    first = bp.process(x)
    bp.reset()
    np.testing.assert_array_equal(bp.process(x), first)


def test_bad_design_parameters_raise() -> None:
    with pytest.raises(ValueError):
        design_bandpass(300.0, 4000.0, 4, 8000)
    with pytest.raises(ValueError):
        design_bandpass(300.0, 3400.0, 0, 8000)
    with pytest.raises(ValueError):
        TelephoneBandpass().process(np.zeros((2, 10)))
