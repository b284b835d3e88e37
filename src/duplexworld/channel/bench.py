"""Channel throughput: simulated audio seconds per wall second, on one core.

The input is caller-like: utterances from a speech source separated by pauses of exact
silence, so every stage runs its real code paths (muffling on onsets, distractors in the
pauses). Sounds are built and cached before the clock starts; only ``process`` is timed.
Target: at least 500x real time for the realistic preset.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from duplexworld.channel.chain import TICK_SAMPLES
from duplexworld.channel.factory import make_channel
from duplexworld.channel.inventory import (
    NoiseInventory,
    choose_environment,
    default_speech,
    scenario_for_environment,
)
from duplexworld.channel.speechnoise import SpeechSource
from duplexworld.units import TELEPHONE_RATE

__all__ = ["CALLER_LINES", "TARGET_REALTIME", "Throughput", "caller_signal", "run_channel_bench"]

TARGET_REALTIME = 500.0
"""Required channel speed for the realistic preset (audio seconds per wall second)."""

CALLER_LINES: tuple[str, ...] = (
    "Hi, I'm calling because my card stopped working this morning.",
    "Sure, my account number is four four seven one.",
    "It's July ninth, nineteen eighty eight.",
    "Yes, that's right.",
    "I tried to pay at the grocery store and it was declined twice.",
    "Okay, thank you so much for your help.",
)
"""What the caller says in the benchmark and in the example calls."""


@dataclass(frozen=True)
class Throughput:
    """One measurement."""

    preset: str
    environment: str
    audio_seconds: float
    wall_seconds: float

    @property
    def realtime(self) -> float:
        """Audio seconds processed per wall second."""
        return self.audio_seconds / self.wall_seconds

    @property
    def us_per_tick(self) -> float:
        """Wall microseconds per 200 ms tick."""
        ticks = self.audio_seconds * TELEPHONE_RATE / TICK_SAMPLES
        return self.wall_seconds / ticks * 1e6


def caller_signal(
    speech: SpeechSource,
    seconds: float,
    pause_s: float = 1.5,
    lines: tuple[str, ...] = CALLER_LINES,
) -> np.ndarray:
    """``seconds`` of caller audio: the lines in turn, each starting on a tick, with pauses
    of exact zeros (at least ``pause_s``) between them; float32 at 8 kHz."""
    n = int(round(seconds * TELEPHONE_RATE / TICK_SAMPLES)) * TICK_SAMPLES
    out = np.zeros(n, dtype=np.float32)
    position, i = 0, 0
    clips = [np.asarray(speech.speak(line), dtype=np.float32) for line in lines]
    while position < n:
        clip = clips[i % len(clips)]
        stop = min(n, position + clip.size)
        out[position:stop] = clip[: stop - position]
        position = stop + int(pause_s * TELEPHONE_RATE)
        position = -(-position // TICK_SAMPLES) * TICK_SAMPLES  # the caller starts on a tick
        i += 1
    return out


@contextmanager
def _one_core() -> Iterator[str]:
    if not hasattr(os, "sched_setaffinity"):
        yield "not pinned (no sched_setaffinity)"
        return
    before = os.sched_getaffinity(0)
    core = min(before)
    os.sched_setaffinity(0, {core})
    try:
        yield f"pinned to core {core}"
    finally:
        os.sched_setaffinity(0, before)


def measure(
    preset: str,
    scenario_id: str,
    signal: np.ndarray,
    inventory: NoiseInventory,
    seed: int = 0,
) -> Throughput:
    """Time ``process`` over ``signal`` (tick by tick) for one preset and scenario."""
    channel = make_channel(preset, seed, scenario_id=scenario_id, inventory=inventory)
    ticks = signal.size // TICK_SAMPLES
    started = time.perf_counter()
    for k in range(ticks):
        channel.process(signal[k * TICK_SAMPLES : (k + 1) * TICK_SAMPLES])
    wall = time.perf_counter() - started
    return Throughput(
        preset=preset,
        environment=choose_environment(scenario_id, seed).name,
        audio_seconds=ticks * TICK_SAMPLES / TELEPHONE_RATE,
        wall_seconds=wall,
    )


def channel_throughput(
    seconds: float = 600.0,
    presets: tuple[str, ...] = ("clean", "realistic"),
    environments: tuple[str, ...] = ("indoor", "outdoor"),
    speech: SpeechSource | None = None,
    cache_dir: Path | None = None,
) -> tuple[list[Throughput], str]:
    """Throughput of each preset in each environment, on one core.

    Returns the measurements and how the process was pinned.
    """
    voice = speech if speech is not None else default_speech()
    signal = caller_signal(voice, seconds)
    results: list[Throughput] = []
    with _one_core() as pinned:
        for preset in presets:
            for environment in environments:
                scenario_id = scenario_for_environment(environment, "bench")
                inventory = NoiseInventory(cache_dir=cache_dir, speech=voice)
                # Build and cache every sound first: only the tick loop is timed.
                make_channel(preset, 0, scenario_id=scenario_id, inventory=inventory)
                results.append(measure(preset, scenario_id, signal, inventory))
    return results, pinned


def run_channel_bench(
    cache: Path | None = None, seconds: float = 600.0
) -> list[dict[str, float | str]]:
    """Print the channel throughput table (for ``duplexworld bench``) and return its rows."""
    from rich.table import Table

    from duplexworld.util.console import console

    noise_cache = cache / "noise" if cache is not None else None
    results, pinned = channel_throughput(seconds, cache_dir=noise_cache)
    table = Table(title=f"channel throughput ({pinned}; target >= {TARGET_REALTIME:.0f}x)")
    for column in ("preset", "environment", "audio s", "wall s", "x real time", "us/tick"):
        table.add_column(column)
    for r in results:
        table.add_row(
            r.preset,
            r.environment,
            f"{r.audio_seconds:.0f}",
            f"{r.wall_seconds:.2f}",
            f"{r.realtime:.0f}",
            f"{r.us_per_tick:.0f}",
        )
    console.print(table)
    slow = [r for r in results if r.preset == "realistic" and r.realtime < TARGET_REALTIME]
    if slow:
        console.print(f"[yellow]warning:[/] realistic channel below {TARGET_REALTIME:.0f}x")
    return [
        {
            "preset": r.preset,
            "environment": r.environment,
            "audio_seconds": r.audio_seconds,
            "wall_seconds": r.wall_seconds,
            "x_real_time": r.realtime,
        }
        for r in results
    ]
