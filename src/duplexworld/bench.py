"""Benchmarks: harness throughput and where an oracle episode spends its time.

``duplexworld bench`` measures campaign throughput by executor on every usable core (one and
two local workers, and Ray; ``campaign/bench.py``), then, on one core:

1. harness throughput with the null agent and a warm speech bank, in simulated seconds per
   wall second (target: at least 200x real time);
2. one oracle episode's wall time split into TTS (speech bank misses), ASR and the rest,
   first cold (fresh speech cache, voices and the ASR model load inside the episode), then
   warm (same cache, models loaded);
3. channel throughput of the realistic preset in audio seconds per wall second (target: at
   least 500x real time);
4. scoring throughput: episodes per second for the non-judged metrics, and DNSMOS's
   real-time factor.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

from rich.table import Table

from duplexworld.caller.persona import AGENT_VOICE, persona
from duplexworld.episode.components import speech_bank, whisper
from duplexworld.episode.episode import EpisodeSpec, run_one
from duplexworld.metrics.dnsmos import agent_speech
from duplexworld.trace import read_trace
from duplexworld.util.console import console
from duplexworld.worlds import builtin_scenarios


def _pin_one_core() -> str:
    if hasattr(os, "sched_setaffinity"):
        core = min(os.sched_getaffinity(0))
        os.sched_setaffinity(0, {core})
        return f"pinned to core {core}"
    return "not pinned (no sched_setaffinity)"


def _speech_seconds(scenario_persona: str, cache: Path | None) -> float:
    voices = (persona(scenario_persona).voice(accents=False), AGENT_VOICE)
    return sum(speech_bank(voice, cache).stats.synth_seconds for voice in voices)


def null_throughput(cache: Path | None, repeats: int = 3) -> tuple[float, float, float]:
    """(simulated seconds, wall seconds, ratio) of null-agent episodes on a warm bank."""
    scenarios = builtin_scenarios("banking")
    with tempfile.TemporaryDirectory() as out:
        for scenario in scenarios:  # warm the speech bank and the code paths
            run_one(EpisodeSpec(scenario, "null", "clean", 0), Path(out) / "warm", cache)
        simulated = wall = 0.0
        for repeat in range(repeats):
            for scenario in scenarios:
                started = time.perf_counter()
                scores = run_one(
                    EpisodeSpec(scenario, "null", "clean", 0), Path(out) / f"r{repeat}", cache
                )
                wall += time.perf_counter() - started
                simulated += scores.sim_seconds
    return simulated, wall, simulated / wall


def oracle_split(scenario_id: str | None, cache: Path | None) -> dict[str, object]:
    """Wall seconds of one oracle episode: total, TTS, ASR, other; and its agent speech."""
    scenarios = builtin_scenarios("banking")
    scenario = next((s for s in scenarios if s.id == scenario_id), scenarios[0])
    asr = whisper()
    asr_before = asr.stats.seconds
    tts_before = _speech_seconds(scenario.persona, cache)
    with tempfile.TemporaryDirectory() as out:
        started = time.perf_counter()
        scores = run_one(EpisodeSpec(scenario, "oracle", "clean", 0), Path(out), cache)
        total = time.perf_counter() - started
        episode = next((Path(out) / "episodes").iterdir())
        speech = agent_speech(read_trace(episode))[0]
    tts = _speech_seconds(scenario.persona, cache) - tts_before
    asr_seconds = asr.stats.seconds - asr_before
    return {
        "scenario": scenario.id,
        "total": total,
        "tts": tts,
        "asr": asr_seconds,
        "other": total - tts - asr_seconds,
        "sim_seconds": scores.sim_seconds,
        "reward": scores.reward if scores.reward is not None else float("nan"),
        "agent_speech": speech,
    }


def run_bench(cache: Path | None, scenario_id: str | None) -> int:
    """Run the benchmarks and print their figures."""
    from duplexworld.campaign.bench import campaign_bench, print_campaign_bench

    # first, on every usable core: the executors' throughput needs the second core
    print_campaign_bench(campaign_bench(cache))
    console.print(_pin_one_core())
    with tempfile.TemporaryDirectory() as cold:
        cold_split = oracle_split(scenario_id, Path(cold))
        warm_split = oracle_split(scenario_id, Path(cold))
    simulated, wall, ratio = null_throughput(cache)
    from duplexworld.channel.bench import run_channel_bench

    run_channel_bench(cache)
    from duplexworld.bench_scoring import (
        dnsmos_speech_bench,
        print_scoring_bench,
        scoring_bench,
    )

    print_scoring_bench(scoring_bench(cache=cache))
    speech = dnsmos_speech_bench(warm_split["agent_speech"])  # type: ignore[arg-type]
    console.print(
        f"DNSMOS on the oracle episode's agent speech ({speech['speech_seconds']:.1f} s, not "
        f"looped): {speech['windows']:.0f} windows in {speech['seconds']:.2f} s: RTF "
        f"{speech['rtf']:.3f}, {speech['seconds_per_window']:.3f} s per window (fresh)"
    )
    table = Table(title="oracle episode wall time (seconds)")
    for column in ("speech cache", "scenario", "call s", "total", "TTS", "ASR", "other", "reward"):
        table.add_column(column)
    for label, split in (("cold", cold_split), ("warm", warm_split)):
        table.add_row(
            label,
            str(split["scenario"]),
            f"{split['sim_seconds']:.1f}",
            *(f"{split[k]:.2f}" for k in ("total", "tts", "asr", "other")),
            f"{split['reward']:.0f}",
        )
    console.print(table)
    console.print(
        f"null agent, warm speech bank: {simulated:.0f} simulated s in {wall:.2f} wall s = "
        f"[bold]{ratio:.0f}x real time[/] (target >= 200x)"
    )
    return 0
