"""Example audio a person can listen to: each environment, its bursts, the distractors, and a
caller through the clean and the realistic chain (``duplexworld channel examples``).

Everything is written as 8 kHz 16-bit WAV after the telephone stage, i.e. what the agent
hears. Each realistic call comes with ``.labels.json``, its gold labels in seconds.
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import numpy as np
import soundfile as sf

from duplexworld.channel.bench import caller_signal
from duplexworld.channel.chain import TICK_SAMPLES, Channel, CleanChannel
from duplexworld.channel.config import ENVIRONMENTS, PRESETS, ChannelPreset
from duplexworld.channel.dsp import db_to_gain
from duplexworld.channel.inventory import NoiseInventory, default_speech, scenario_for_environment
from duplexworld.channel.labels import EffectLabel
from duplexworld.channel.realistic import RealisticChannel
from duplexworld.channel.speechnoise import SpeechSource
from duplexworld.units import TELEPHONE_RATE

__all__ = ["showcase_preset", "write_examples"]

SR = TELEPHONE_RATE


def showcase_preset() -> ChannelPreset:
    """The realistic preset with denser events, so a short example hears each kind."""
    base = PRESETS["realistic"]
    return replace(
        base,
        name="realistic-showcase",
        description="realistic with denser events, for listening examples only",
        bursts=replace(base.bursts, events_per_minute=4.0),
        distractors=replace(base.distractors, events_per_minute=8.0),
        muffling=replace(base.muffling, probability=0.5),
    )


def _through(channel: Channel, audio: np.ndarray) -> tuple[np.ndarray, list[EffectLabel]]:
    """Run float audio (a whole number of ticks) through a channel; int16 out and labels."""
    n = -(-audio.size // TICK_SAMPLES) * TICK_SAMPLES
    padded = np.zeros(n, dtype=np.float32)
    padded[: audio.size] = audio
    pcm: list[np.ndarray] = []
    labels: list[EffectLabel] = []
    for k in range(n // TICK_SAMPLES):
        out = channel.process(padded[k * TICK_SAMPLES : (k + 1) * TICK_SAMPLES])
        pcm.append(out.pcm)
        labels += out.effects
    return np.concatenate(pcm), labels


def _write(path: Path, pcm: np.ndarray) -> Path:
    sf.write(str(path), pcm, SR, subtype="PCM_16")
    return path


def _write_labels(path: Path, labels: list[EffectLabel]) -> Path:
    rows = [
        {
            "kind": label.kind,
            "label": label.label,
            "start_s": round(label.start_sample / SR, 3),
            "end_s": round(label.end_sample / SR, 3),
            "text": label.text,
            "details": label.details,
        }
        for label in labels
    ]
    path.write_text(json.dumps(rows, indent=2) + "\n", encoding="utf-8")
    return path


def _sequence(clips: list[np.ndarray], gap_s: float) -> np.ndarray:
    gap = np.zeros(int(gap_s * SR))
    parts: list[np.ndarray] = [gap]
    for clip in clips:
        parts += [np.asarray(clip, dtype=np.float64), gap]
    return np.concatenate(parts)


def write_examples(
    out: Path,
    *,
    seconds: float = 8.0,
    call_seconds: float = 45.0,
    speech: SpeechSource | None = None,
    cache_dir: Path | None = None,
    seed: int = 7,
) -> list[Path]:
    """Write the example WAV files (and call labels) into ``out``; returns their paths."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    voice = speech if speech is not None else default_speech()
    inventory = NoiseInventory(cache_dir=cache_dir, speech=voice)
    realistic = PRESETS["realistic"]
    reference = db_to_gain(realistic.speech_reference_dbfs)
    written: list[Path] = []
    n = int(seconds * SR)
    for env in ENVIRONMENTS:
        for name in inventory.background_names(env.name):
            loop = np.asarray(inventory.background(name).samples, dtype=np.float64)
            noise = np.resize(loop, n) * reference * db_to_gain(-realistic.background.snr_db)
            pcm, _ = _through(CleanChannel(), noise.astype(np.float32))
            written.append(_write(out / f"background_{env.name}_{name}.wav", pcm))
        # Bursts at the middle of their SNR range, over the first background.
        bursts = [inventory.burst(name).samples for name in inventory.burst_names(env.name)]
        mid_snr = sum(realistic.bursts.snr_range_db) / 2.0
        events = _sequence(bursts, 0.6) * reference * db_to_gain(-mid_snr)
        loop = np.asarray(inventory.background(env.backgrounds[0]).samples, dtype=np.float64)
        bed = np.resize(loop, events.size) * reference * db_to_gain(-realistic.background.snr_db)
        pcm, _ = _through(CleanChannel(), (events + bed).astype(np.float32))
        written.append(_write(out / f"bursts_{env.name}.wav", pcm))

    d = realistic.distractors
    tics = [inventory.tic(kind, 0).samples * db_to_gain(d.tic_level_db) for kind in d.tics]
    phrases = [
        inventory.phrase(text, d.phrase_lowpass_hz).samples * db_to_gain(d.phrase_level_db)
        for text in d.phrases[:4]
    ]
    distractors = _sequence([*tics, *phrases], 0.8) * reference
    pcm, _ = _through(CleanChannel(), distractors.astype(np.float32))
    written.append(_write(out / "distractors.wav", pcm))

    call = caller_signal(voice, call_seconds)
    for env in ENVIRONMENTS:
        scenario_id = scenario_for_environment(env.name)
        pcm, _ = _through(CleanChannel(), call)
        written.append(_write(out / f"call_{env.name}_clean.wav", pcm))
        for preset, suffix in ((realistic, "realistic"), (showcase_preset(), "showcase")):
            channel = RealisticChannel(preset, seed, scenario_id=scenario_id, inventory=inventory)
            pcm, labels = _through(channel, call)
            written.append(_write(out / f"call_{env.name}_{suffix}.wav", pcm))
            written.append(_write_labels(out / f"call_{env.name}_{suffix}.labels.json", labels))
    return written
