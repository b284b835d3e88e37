"""Building a channel for an episode from a preset name."""

from __future__ import annotations

import os
from pathlib import Path

from duplexworld.channel.chain import Channel, ChannelConfig, CleanChannel
from duplexworld.channel.config import get_preset
from duplexworld.channel.inventory import NoiseInventory
from duplexworld.channel.manifest import Manifest, load_manifest
from duplexworld.channel.realistic import RealisticChannel
from duplexworld.channel.speechnoise import SpeechSource

__all__ = ["MANIFEST_ENV", "make_channel"]

MANIFEST_ENV = "DUPLEXWORLD_NOISE_MANIFEST"
"""Environment variable naming a recordings manifest to use when none is passed."""


def make_channel(
    preset: str,
    seed: int,
    *,
    scenario_id: str | None = None,
    speech: SpeechSource | None = None,
    room_speech: SpeechSource | None = None,
    cache_dir: Path | None = None,
    manifest: Manifest | Path | str | None = None,
    inventory: NoiseInventory | None = None,
) -> Channel:
    """A fresh channel for ``preset`` seeded with ``seed``; ValueError for unknown names.

    Args:
        preset: a name in ``PRESETS``.
        seed: the episode's seed (every stochastic stage derives its own from it).
        scenario_id: picks the acoustic environment by a stable hash (keep it for episodes;
            without it the environment follows the seed).
        speech: the caller's voice (the persona's speech bank), for the non-directed
            phrases the caller says to someone else (default: the room's voice).
        room_speech: the voice of other people in the room, for babble and the TV
            (default: piper joe-us through a speech bank; pitch-shifted in the mix).
        cache_dir: folder of the procedural noise cache (default: ``noise/`` beside the
            speech bank's cache).
        manifest: user recordings (default: the file named by ``$DUPLEXWORLD_NOISE_MANIFEST``).
        inventory: a ready inventory (overrides room_speech, cache_dir and manifest).

    Presets without effects (clean, accents) give a :class:`CleanChannel`, whose output is
    byte-identical to the control whatever the other arguments.
    """
    chosen = get_preset(preset)
    if chosen.is_clean_chain:
        return CleanChannel(ChannelConfig(preset=chosen.name, seed=seed), preset=chosen)
    if inventory is None:
        if manifest is None and os.environ.get(MANIFEST_ENV):
            manifest = os.environ[MANIFEST_ENV]
        if manifest is not None and not isinstance(manifest, Manifest):
            manifest = load_manifest(manifest)
        inventory = NoiseInventory(chosen.inventory, cache_dir, room_speech, manifest)
    return RealisticChannel(
        chosen, seed, scenario_id=scenario_id, inventory=inventory, speech=speech
    )
