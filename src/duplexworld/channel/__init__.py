"""Telephone channel: band-pass, G.711 mu-law, the caller's acoustic environment, a lossy
line, the presets built from them, and the gold labels of every injected effect."""

from duplexworld.channel.chain import (
    TICK_SAMPLES,
    Channel,
    ChannelConfig,
    ChannelOutput,
    CleanChannel,
    float_to_int16,
)
from duplexworld.channel.config import (
    ENVIRONMENTS,
    PRESETS,
    BackgroundConfig,
    BurstConfig,
    ChannelPreset,
    DistractorConfig,
    EnvironmentSpec,
    FrameDropConfig,
    InventoryConfig,
    MuffleConfig,
    TextPreset,
    get_preset,
)
from duplexworld.channel.factory import MANIFEST_ENV, make_channel
from duplexworld.channel.filters import TelephoneBandpass, design_bandpass
from duplexworld.channel.g711 import mulaw_decode, mulaw_encode
from duplexworld.channel.inventory import NoiseClip, NoiseInventory, choose_environment
from duplexworld.channel.labels import EffectKind, EffectLabel
from duplexworld.channel.manifest import Manifest, ManifestError, load_manifest
from duplexworld.channel.realistic import RealisticChannel
from duplexworld.channel.speechnoise import SpeechSource, SyntheticVoice

__all__ = [
    "ENVIRONMENTS",
    "MANIFEST_ENV",
    "PRESETS",
    "TICK_SAMPLES",
    "BackgroundConfig",
    "BurstConfig",
    "Channel",
    "ChannelConfig",
    "ChannelOutput",
    "ChannelPreset",
    "TextPreset",
    "CleanChannel",
    "DistractorConfig",
    "EffectKind",
    "EffectLabel",
    "EnvironmentSpec",
    "FrameDropConfig",
    "InventoryConfig",
    "Manifest",
    "ManifestError",
    "MuffleConfig",
    "NoiseClip",
    "NoiseInventory",
    "RealisticChannel",
    "SpeechSource",
    "SyntheticVoice",
    "TelephoneBandpass",
    "choose_environment",
    "design_bandpass",
    "float_to_int16",
    "get_preset",
    "load_manifest",
    "make_channel",
    "mulaw_decode",
    "mulaw_encode",
]
