"""The channel chain: tick contract, determinism, presets."""

from __future__ import annotations

import json

import numpy as np
import pytest

from duplexworld.channel import (
    PRESETS,
    TICK_SAMPLES,
    Channel,
    ChannelOutput,
    CleanChannel,
    TelephoneBandpass,
    float_to_int16,
    make_channel,
    mulaw_decode,
    mulaw_encode,
)


def _speechlike(n_ticks: int, seed: int = 0) -> np.ndarray:
    """Band-limited noise bursts at a speech-like level, float32."""
    rng = np.random.default_rng(seed)
    x = rng.standard_normal(n_ticks * TICK_SAMPLES) * 0.1
    envelope = (np.sin(np.arange(x.size) / 800.0) > 0).astype(float)
    return (x * envelope).astype(np.float32)


def test_tick_output_shapes_and_types() -> None:
    channel = make_channel("clean", seed=7)
    assert isinstance(channel, Channel)
    out = channel.process(_speechlike(1)[:TICK_SAMPLES])
    assert isinstance(out, ChannelOutput)
    assert TICK_SAMPLES == 1600
    assert isinstance(out.mulaw, bytes) and len(out.mulaw) == 1600
    assert out.pcm.dtype == np.int16 and out.pcm.shape == (1600,)
    np.testing.assert_array_equal(out.pcm, mulaw_decode(out.mulaw))


def test_deterministic_and_equal_to_whole_signal_processing() -> None:
    x = _speechlike(10)
    runs = []
    for _ in range(2):
        channel = CleanChannel()
        runs.append(
            [channel.process(x[k : k + TICK_SAMPLES]) for k in range(0, x.size, TICK_SAMPLES)]
        )
    assert [o.mulaw for o in runs[0]] == [o.mulaw for o in runs[1]]
    # Tick-by-tick processing carries filter state: same bytes as filtering the whole clip.
    whole = mulaw_encode(float_to_int16(TelephoneBandpass().process(x))).tobytes()
    assert b"".join(o.mulaw for o in runs[0]) == whole


def test_silence_stays_digital_silence() -> None:
    out = CleanChannel().process(np.zeros(TICK_SAMPLES, dtype=np.float32))
    assert out.mulaw == b"\xff" * TICK_SAMPLES
    assert not out.pcm.any()


def test_full_scale_input_clips_instead_of_wrapping() -> None:
    square = np.where(np.arange(TICK_SAMPLES) % 40 < 20, 1.0, -1.0).astype(np.float32)
    channel = CleanChannel()
    filtered = TelephoneBandpass().process(square)
    out = channel.process(square)
    # Where the filter overshoots full scale the int16 value must saturate, keeping its sign.
    loud = np.abs(filtered) > 1.0
    assert loud.any()
    assert np.all(np.sign(out.pcm[loud]) == np.sign(filtered[loud]))


def test_float_to_int16_rounds_and_clips() -> None:
    got = float_to_int16(np.array([0.0, 1.0, -1.0, 2.0, -2.0, 0.5 / 32767]))
    assert got.tolist() == [0, 32767, -32767, 32767, -32768, 0]


@pytest.mark.parametrize(
    "bad",
    [np.zeros(1599, dtype=np.float32), np.zeros((1600, 2), dtype=np.float32)],
)
def test_wrong_tick_shape_raises(bad: np.ndarray) -> None:
    with pytest.raises(ValueError, match="1600"):
        CleanChannel().process(bad)


def test_integer_input_raises() -> None:
    with pytest.raises(TypeError):
        CleanChannel().process(np.zeros(TICK_SAMPLES, dtype=np.int16))


def test_spec_describes_every_parameter() -> None:
    spec = make_channel("clean", seed=3).spec()
    json.dumps(spec)  # plain JSON for the trace header
    assert spec["preset"] == "clean" and spec["seed"] == 3
    for key in ("sample_rate", "band_low_hz", "band_high_hz", "band_order", "codec", "stages"):
        assert key in spec


def test_unknown_preset_lists_known_ones() -> None:
    with pytest.raises(ValueError) as info:
        make_channel("noisy-subway", seed=0)
    message = str(info.value)
    assert "noisy-subway" in message
    for name in PRESETS:
        assert name in message
