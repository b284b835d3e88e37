"""The telephone chain: a caller's clean tick of audio in, what the agent hears out.

A channel takes exactly one tick of clean float audio at 8 kHz and returns the G.711 mu-law
bytes sent down the line, their decoded int16 samples, and the gold labels of any effect it
injected in that tick. Channels keep state (filter memory, noise generators, effect
schedules) across ticks, so one episode uses one channel instance. The telephone stage's
parameters live in one frozen :class:`ChannelConfig`; the effects' in
:mod:`duplexworld.channel.config`; ``spec()`` reports them whole.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING, Protocol, runtime_checkable

import numpy as np

from duplexworld.channel.filters import TelephoneBandpass
from duplexworld.channel.g711 import mulaw_decode, mulaw_encode
from duplexworld.channel.labels import EffectLabel
from duplexworld.units import TELEPHONE_RATE, samples_per_tick

if TYPE_CHECKING:
    from duplexworld.channel.config import ChannelPreset

__all__ = [
    "Channel",
    "ChannelConfig",
    "ChannelOutput",
    "CleanChannel",
    "TICK_SAMPLES",
    "check_tick",
    "float_to_int16",
]

TICK_SAMPLES = samples_per_tick(TELEPHONE_RATE)
"""Samples in one tick at the telephone rate (1600)."""

_INT16_SCALE = 32767.0
"""Full scale for float -> int16 (symmetric, as piper does, so +1.0 and -1.0 both fit)."""


@dataclass(frozen=True)
class ChannelOutput:
    """What one tick of channel produces: the line bytes and their decoded samples."""

    mulaw: bytes
    """G.711 mu-law codes, one byte per sample (1600 bytes per tick)."""

    pcm: np.ndarray
    """The codes decoded to int16 linear PCM at 8 kHz (what the agent hears)."""

    effects: tuple[EffectLabel, ...] = ()
    """Gold labels of the effects that start in this tick (none on the clean chain)."""


@dataclass(frozen=True)
class ChannelConfig:
    """Every parameter of a channel chain (reported verbatim in the trace header)."""

    preset: str = "clean"
    """Name of the preset this configuration came from."""

    seed: int = 0
    """Seed for stochastic stages (unused by the clean chain, recorded for the trace)."""

    sample_rate: int = TELEPHONE_RATE
    """Sample rate of the channel in Hz."""

    band_low_hz: float = 300.0
    """Lower -3 dB edge of the telephone band-pass."""

    band_high_hz: float = 3400.0
    """Upper -3 dB edge of the telephone band-pass."""

    band_order: int = 4
    """Butterworth order per band edge."""

    codec: str = "g711-mulaw"
    """Line codec (only G.711 mu-law exists)."""


@runtime_checkable
class Channel(Protocol):
    """A stateful telephone chain processed one tick at a time."""

    def process(self, clean: np.ndarray, utterance_start: bool | None = None) -> ChannelOutput:
        """Turn one tick (1600 samples, float in [-1, 1] at 8 kHz) into line audio.

        ``utterance_start`` is the caller's hint that a new utterance begins in this tick
        (None: the channel detects onsets from the signal itself).
        """
        ...

    def spec(self) -> dict[str, object]:
        """Every parameter of the chain, as plain JSON-able values."""
        ...


def check_tick(clean: np.ndarray, sample_rate: int) -> np.ndarray:
    """Validate one tick of clean audio and return it as a 1-D float array."""
    x = np.asarray(clean)
    expected = samples_per_tick(sample_rate)
    if x.ndim != 1 or x.shape[0] != expected:
        raise ValueError(f"a channel tick is {expected} mono samples, got shape {x.shape}")
    if not np.issubdtype(x.dtype, np.floating):
        raise TypeError(f"clean audio must be float in [-1, 1], got {x.dtype}")
    return x


def float_to_int16(x: np.ndarray) -> np.ndarray:
    """Scale float audio to int16, rounding to nearest and clipping at full scale."""
    scaled = np.rint(np.asarray(x, dtype=np.float64) * _INT16_SCALE)
    return np.clip(scaled, -32768, 32767).astype(np.int16)


class CleanChannel:
    """Band-pass to the telephone band, then G.711 mu-law; no noise, no loss."""

    def __init__(
        self, config: ChannelConfig | None = None, preset: ChannelPreset | None = None
    ) -> None:
        """Build the chain from ``config`` (defaults: the "clean" preset, seed 0).

        ``preset``, when given, is recorded in ``spec()`` (its factor flags and values); it
        must be a clean-chain preset (clean, accents).
        """
        self.config = config or ChannelConfig()
        if preset is not None and not preset.is_clean_chain:
            raise ValueError(f"preset {preset.name!r} has effects; use RealisticChannel")
        self.preset = preset
        if self.config.codec != "g711-mulaw":
            raise ValueError(f"unsupported codec {self.config.codec!r}")
        self._bandpass = TelephoneBandpass(
            low_hz=self.config.band_low_hz,
            high_hz=self.config.band_high_hz,
            order=self.config.band_order,
            sample_rate=self.config.sample_rate,
        )

    def process(self, clean: np.ndarray, utterance_start: bool | None = None) -> ChannelOutput:
        """Filter, quantise and encode one tick; filter state carries to the next tick.

        ``utterance_start`` is accepted for the protocol and ignored: nothing here depends
        on utterances.
        """
        x = check_tick(clean, self.config.sample_rate)
        # The band-pass can overshoot full scale on near-clipping input; clip, as a line would.
        pcm_in = float_to_int16(self._bandpass.process(x))
        codes = mulaw_encode(pcm_in)
        return ChannelOutput(mulaw=codes.tobytes(), pcm=mulaw_decode(codes))

    def spec(self) -> dict[str, object]:
        """Every parameter of the chain (the config plus the stage order)."""
        spec: dict[str, object] = {
            "type": type(self).__name__,
            "stages": ["bandpass", "int16", "g711-mulaw"],
            **asdict(self.config),
        }
        if self.preset is not None:
            preset_spec = self.preset.spec()
            spec["factors"] = preset_spec["factors"]
            spec["preset_config"] = preset_spec
        return spec
