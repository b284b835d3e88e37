"""Telephone channel: band-pass, G.711 mu-law and the presets built from them."""

from duplexworld.channel.chain import (
    PRESETS,
    TICK_SAMPLES,
    Channel,
    ChannelConfig,
    ChannelOutput,
    CleanChannel,
    float_to_int16,
    make_channel,
)
from duplexworld.channel.filters import TelephoneBandpass, design_bandpass
from duplexworld.channel.g711 import mulaw_decode, mulaw_encode

__all__ = [
    "PRESETS",
    "TICK_SAMPLES",
    "Channel",
    "ChannelConfig",
    "ChannelOutput",
    "CleanChannel",
    "TelephoneBandpass",
    "design_bandpass",
    "float_to_int16",
    "make_channel",
    "mulaw_decode",
    "mulaw_encode",
]
