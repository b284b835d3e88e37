"""G.711 mu-law: exhaustive checks against the ITU-T reference and CPython's audioop."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

from duplexworld.channel.g711 import mulaw_decode, mulaw_encode

ALL_PCM = np.arange(-32768, 32768, dtype=np.int16)
ALL_CODES = np.arange(256, dtype=np.uint8)


# An independent scalar transcription of ulaw_compress / ulaw_expand from the ITU-T G.191
# Software Tool Library (g711.c), one sample at a time, in plain Python integers.
def itu_ulaw_compress(sample: int) -> int:
    """One 16-bit sample -> mu-law code, following the ITU reference step by step."""
    # One's complement for negatives (not negation): the reference's symmetric quantiser.
    absno = ((~sample) >> 2) + 33 if sample < 0 else (sample >> 2) + 33
    if absno > 0x1FFF:
        absno = 0x1FFF
    i = absno >> 6
    segno = 1
    while i != 0:
        segno += 1
        i >>= 1
    high_nibble = 0x8 - segno
    low_nibble = 0xF - ((absno >> segno) & 0xF)
    code = (high_nibble << 4) | low_nibble
    if sample >= 0:
        code |= 0x80
    return code


def itu_ulaw_expand(code: int) -> int:
    """One mu-law code -> 16-bit sample (14 bits left-justified), as the ITU reference."""
    sign = -1 if code < 0x80 else 1
    mantissa = ~code
    exponent = (mantissa >> 4) & 0x7
    segment = exponent + 1
    mantissa &= 0xF
    step = 4 << segment
    return sign * ((0x80 << exponent) + step * mantissa + step // 2 - 4 * 33)


def _audioop():
    """The stdlib audioop module, or None where it is gone (Python >= 3.13)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        try:
            import audioop
        except ImportError:
            return None
    return audioop


def test_encode_matches_itu_scalar_for_every_int16() -> None:
    expected = np.array([itu_ulaw_compress(int(x)) for x in ALL_PCM], dtype=np.uint8)
    got = mulaw_encode(ALL_PCM)
    assert got.dtype == np.uint8
    np.testing.assert_array_equal(got, expected)


def test_decode_matches_itu_scalar_for_every_code() -> None:
    expected = np.array([itu_ulaw_expand(int(c)) for c in ALL_CODES], dtype=np.int16)
    got = mulaw_decode(ALL_CODES)
    assert got.dtype == np.int16
    np.testing.assert_array_equal(got, expected)


def test_known_values() -> None:
    # Digital silence is 0xFF; full scale saturates to the outermost codes.
    assert mulaw_encode(np.array([0, 32767, -32768, -1], dtype=np.int16)).tolist() == [
        0xFF,
        0x80,
        0x00,
        0x7F,
    ]
    assert mulaw_decode(np.array([0xFF, 0x7F, 0x80, 0x00], dtype=np.uint8)).tolist() == [
        0,
        0,
        32124,
        -32124,
    ]


def test_decode_accepts_bytes_and_decoded_values_are_fixed_points() -> None:
    decoded = mulaw_decode(bytes(range(256)))
    np.testing.assert_array_equal(decoded, mulaw_decode(ALL_CODES))
    # Re-encoding a decoded value gives back a code that decodes to the same value.
    np.testing.assert_array_equal(mulaw_decode(mulaw_encode(decoded)), decoded)


def test_encode_rejects_float_input() -> None:
    with pytest.raises(TypeError):
        mulaw_encode(np.zeros(4, dtype=np.float32))


def test_encoder_is_symmetric_like_the_reference() -> None:
    # ITU's one's complement makes x and -1 - x mirror images (codes differ only in sign).
    positive = ALL_PCM[ALL_PCM >= 0]
    mirrored = (-1 - positive.astype(np.int32)).astype(np.int16)
    np.testing.assert_array_equal(mulaw_encode(positive) ^ 0x80, mulaw_encode(mirrored))


def test_decode_matches_audioop_for_every_code() -> None:
    audioop = _audioop()
    if audioop is None:
        pytest.skip("audioop is not available (Python >= 3.13); the ITU scalar test covers it")
    expected = np.frombuffer(audioop.ulaw2lin(ALL_CODES.tobytes(), 2), dtype=np.int16)
    np.testing.assert_array_equal(mulaw_decode(ALL_CODES), expected)


def test_encode_against_audioop_for_every_int16() -> None:
    """audioop (Sun's linear2ulaw) equals the ITU encoder except on negative inputs, where it
    takes the magnitude as -(x >> 2) instead of (~x) >> 2: exactly ITU(x - 4)."""
    audioop = _audioop()
    if audioop is None:
        pytest.skip("audioop is not available (Python >= 3.13); the ITU scalar test covers it")
    sun = np.frombuffer(audioop.lin2ulaw(ALL_PCM.tobytes(), 2), dtype=np.uint8)
    ours = mulaw_encode(ALL_PCM)
    non_negative = ALL_PCM >= 0
    np.testing.assert_array_equal(ours[non_negative], sun[non_negative])
    negative = ALL_PCM[(ALL_PCM < 0) & (ALL_PCM >= -32764)]
    shifted = (negative.astype(np.int32) - 4).astype(np.int16)
    np.testing.assert_array_equal(mulaw_encode(shifted), sun[negative.astype(np.int32) + 32768])
    differ = np.flatnonzero(ours != sun)
    # The offset only matters on decision boundaries: 508 inputs, each one step apart.
    assert differ.size == 508
    assert np.all(ALL_PCM[differ] < 0)
    assert np.all(np.abs(ours[differ].astype(int) - sun[differ].astype(int)) == 1)
