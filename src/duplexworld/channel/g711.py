"""G.711 mu-law companding, bit-exact with the ITU-T reference codec.

The reference is ``ulaw_compress`` / ``ulaw_expand`` in the ITU-T G.191 Software Tool Library
(g711.c). Encoding works on 16-bit linear PCM of which only the 14 most significant bits
matter; decoding returns 14-bit values left-justified in 16 bits.

Note on Sun's ``linear2ulaw`` (and so CPython's ``audioop.lin2ulaw``): it takes the magnitude
of a negative sample as ``-(x >> 2)`` where the ITU reference uses the one's complement
``(~x) >> 2``. The two agree on every non-negative input and on all but 508 negative inputs,
which sit exactly on a decision boundary and land one quantisation step apart. The ITU
reference is symmetric (``x`` and ``-1 - x`` get mirrored codes); we follow it. Decoding is
identical in both.
"""

from __future__ import annotations

import numpy as np

__all__ = ["mulaw_decode", "mulaw_encode"]

_BIAS = 33
"""Difference between the A-law and mu-law decision thresholds, in 14-bit units (ITU)."""

_MAX_MAGNITUDE = 0x1FFF
"""Largest biased magnitude the 8 segments can represent (13 bits)."""


def _compress_table() -> np.ndarray:
    """Code for every int16 input, indexed by the input's uint16 bit pattern."""
    x = np.arange(-32768, 32768, dtype=np.int32)
    # One's complement for negatives makes the quantiser symmetric about -0.5 (ITU).
    magnitude = np.where(x < 0, np.invert(x) >> 2, x >> 2) + _BIAS
    magnitude = np.minimum(magnitude, _MAX_MAGNITUDE)
    # Segment number is 1 + bit length of (magnitude >> 6); magnitude >> 6 is at most 127.
    top = magnitude >> 6
    segment = np.ones_like(top)
    for bit in range(7):
        segment += (top >= (1 << bit)).astype(np.int32)
    high_nibble = 8 - segment
    low_nibble = 15 - ((magnitude >> segment) & 0xF)
    code = (high_nibble << 4) | low_nibble
    code = np.where(x >= 0, code | 0x80, code)
    table = np.empty(65536, dtype=np.uint8)
    # Index by the uint16 view so lookup needs no offset arithmetic at encode time.
    table[x.astype(np.int16).view(np.uint16)] = code.astype(np.uint8)
    return table


def _expand_table() -> np.ndarray:
    """Linear int16 value for each of the 256 mu-law codes."""
    code = np.arange(256, dtype=np.int32)
    sign = np.where(code < 0x80, -1, 1)
    complement = np.invert(code)
    exponent = (complement >> 4) & 0x7
    mantissa = complement & 0xF
    step = 4 << (exponent + 1)
    magnitude = (0x80 << exponent) + step * mantissa + step // 2 - 4 * _BIAS
    return (sign * magnitude).astype(np.int16)


_COMPRESS = _compress_table()
_EXPAND = _expand_table()
_COMPRESS.setflags(write=False)
_EXPAND.setflags(write=False)


def mulaw_encode(pcm: np.ndarray) -> np.ndarray:
    """Encode int16 linear PCM to G.711 mu-law codes (uint8), bit-exact with ITU-T G.191.

    Raises TypeError unless ``pcm`` is an int16 array: silently casting floats would hide a
    missing scale-and-clip step upstream.
    """
    pcm = np.asarray(pcm)
    if pcm.dtype != np.int16:
        raise TypeError(f"mulaw_encode expects int16 samples, got {pcm.dtype}")
    return _COMPRESS[pcm.view(np.uint16)]


def mulaw_decode(codes: np.ndarray | bytes) -> np.ndarray:
    """Decode G.711 mu-law codes (uint8 array or bytes) to int16 linear PCM (ITU-T G.191)."""
    if isinstance(codes, bytes | bytearray | memoryview):
        codes = np.frombuffer(codes, dtype=np.uint8)
    codes = np.asarray(codes)
    if codes.dtype != np.uint8:
        raise TypeError(f"mulaw_decode expects uint8 codes, got {codes.dtype}")
    return _EXPAND[codes]
