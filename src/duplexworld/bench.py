"""Benchmarks: harness throughput and where an oracle episode spends its time.

``duplexworld bench`` measures campaign throughput by executor on every usable core (one and
two local workers, and Ray; ``bench_executors.py``), then, on one core:

1. harness throughput with the null agent and a warm speech bank, in simulated seconds per
   wall second (target: at least 200x real time);
2. one oracle episode's wall time split into TTS (speech bank misses), the oracle's ASR, the
   caller's ASR of the agent (caller/hearing.py; identical agent audio is recognised once per
   process), the caller's text encoder, and the rest, first cold (fresh speech cache, voices,
   models and the caller's recognition cache load inside the episode), then warm (same cache,
   models loaded, the caller's recognition cache kept);
3. channel throughput of the realistic preset in audio seconds per wall second (target: at
   least 500x real time);
4. scoring throughput: episodes per second for the non-judged metrics, and DNSMOS's
   real-time factor and CPU seconds per window in both window sets;
5. CPU seconds per call-second by component (channel, TTS, agent and caller ASR, the caller's
   sentence encoder, DNSMOS, metrics, the rest) on realistic oracle and null episodes of the
   DuplexWorld-sized campaign's worlds, and that campaign's ETA derived from them
   (``bench_components``).

``--json PATH`` writes every figure (and the machine they were measured on) to a JSON file,
so that a figure in a note can be checked against a run on another machine.
"""

from __future__ import annotations

import json
import os
import platform
import tempfile
import time
from pathlib import Path
from typing import Any

from rich.table import Table

from duplexworld.caller.components import speech_bank, whisper
from duplexworld.caller.hearing import ASR_CACHE
from duplexworld.caller.persona import AGENT_VOICE, persona
from duplexworld.episode.episode import EpisodeSpec, run_one
from duplexworld.metrics.dnsmos import agent_speech
from duplexworld.speech.text_encoder import encoder
from duplexworld.trace import read_trace
from duplexworld.util.console import console
from duplexworld.util.machine import cpu_model, machine_load
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


def null_throughput(cache: Path | None, repeats: int = 3) -> tuple[float, float, float, float]:
    """(simulated seconds, wall seconds, ratio, caller ASR seconds) of null-agent episodes on
    a warm bank (the caller hears the null agent's greeting through its ASR)."""
    scenarios = builtin_scenarios("banking")
    with tempfile.TemporaryDirectory() as out:
        for scenario in scenarios:  # warm the speech bank and the code paths
            run_one(EpisodeSpec(scenario, "null", "clean", 0), Path(out) / "warm", cache)
        simulated = wall = 0.0
        caller_asr = ASR_CACHE.stats.seconds
        for repeat in range(repeats):
            for scenario in scenarios:
                started = time.perf_counter()
                scores = run_one(
                    EpisodeSpec(scenario, "null", "clean", 0), Path(out) / f"r{repeat}", cache
                )
                wall += time.perf_counter() - started
                simulated += scores.sim_seconds
    return simulated, wall, simulated / wall, ASR_CACHE.stats.seconds - caller_asr


def oracle_split(scenario_id: str | None, cache: Path | None) -> dict[str, Any]:
    """Wall seconds of one oracle episode: total, TTS, ASR, other; and its agent speech."""
    scenarios = builtin_scenarios("banking")
    scenario = next((s for s in scenarios if s.id == scenario_id), scenarios[0])
    asr = whisper()
    asr_before = asr.stats.seconds
    tts_before = _speech_seconds(scenario.persona, cache)
    hearing = ASR_CACHE.stats
    heard_before = (hearing.seconds, hearing.hits, hearing.misses)
    text = encoder()
    encoded_before = text.seconds
    with tempfile.TemporaryDirectory() as out:
        started = time.perf_counter()
        scores = run_one(EpisodeSpec(scenario, "oracle", "clean", 0), Path(out), cache)
        total = time.perf_counter() - started
        episode = next((Path(out) / "episodes").iterdir())
        speech = agent_speech(read_trace(episode))[0]
    tts = _speech_seconds(scenario.persona, cache) - tts_before
    asr_seconds = asr.stats.seconds - asr_before
    hearing = ASR_CACHE.stats
    caller_asr = hearing.seconds - heard_before[0]
    understanding = text.seconds - encoded_before
    return {
        "scenario": scenario.id,
        "total": total,
        "tts": tts,
        "asr": asr_seconds,
        "caller_asr": caller_asr,
        "caller_asr_hits": hearing.hits - heard_before[1],
        "caller_asr_misses": hearing.misses - heard_before[2],
        "understanding": understanding,
        "other": total - tts - asr_seconds - caller_asr - understanding,
        "sim_seconds": scores.sim_seconds,
        "reward": scores.reward if scores.reward is not None else float("nan"),
        "agent_speech": speech,
    }


def _machine() -> dict[str, Any]:
    import duplexworld

    return {
        "cpu_model": cpu_model(),
        "cpus": os.cpu_count(),
        "load": machine_load(),
        "python": platform.python_version(),
        "duplexworld": duplexworld.__version__,
    }


def _write_json(path: Path | None, figures: dict[str, Any]) -> None:
    if path is None:
        return
    figures["machine_at_end"] = _machine()
    path.write_text(json.dumps(figures, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    console.print(f"figures written to {path}", markup=False, soft_wrap=True)


def _speedup(runs: list[Any]) -> float | None:
    # the 2-worker pool's speed-up over one worker, from the campaign bench's runs
    one = next((r for r in runs if r.label == "local pool" and r.workers == 1), None)
    two = next((r for r in runs if r.label == "local pool" and r.workers == 2), None)
    return one.wall_seconds / two.wall_seconds if one and two else None


def run_components(
    cache: Path | None,
    per_world: int,
    speedup: float | None,
    figures: dict[str, Any],
    sample_runs: int = 2,
) -> None:
    """CPU per call-second by component and the DuplexWorld-sized campaign's ETA (on
    ``per_world`` scenarios of each world, ``sample_runs`` runs each): printed, and added to
    ``figures``."""
    from duplexworld.bench_components import (
        DW_RUNS,
        DW_WORLDS,
        campaign_eta,
        component_bench,
        print_campaign_eta,
        print_component_bench,
    )

    components = component_bench(cache, per_world=per_world, runs=sample_runs)
    print_component_bench(components)
    counts = {world: len(builtin_scenarios(world)) for world in DW_WORLDS}
    eta = campaign_eta(components, counts, runs=DW_RUNS, workers=2, speedup=speedup)
    print_campaign_eta(eta)
    figures["components"] = components
    figures["campaign_eta"] = eta


def run_bench(
    cache: Path | None,
    scenario_id: str | None,
    campaign_only: bool = False,
    spec_path: Path | None = None,
    json_path: Path | None = None,
    components_only: bool = False,
    per_world: int = 2,
    sample_runs: int = 2,
) -> int:
    """Run the benchmarks and print their figures (``campaign_only``: the executors' part,
    on ``spec_path``'s campaign when given; ``components_only``: the CPU split by component
    and the campaign ETA, on ``per_world`` scenarios of each world, ``sample_runs`` runs
    each); ``json_path``: write the figures there too."""
    from duplexworld.bench_executors import bench_spec, campaign_bench, print_campaign_bench
    from duplexworld.campaign.spec import CampaignSpecError

    if per_world < 1:
        console.print("error: --per-world must be at least 1")
        return 2
    if sample_runs < 1:
        console.print("error: --sample-runs must be at least 1")
        return 2
    figures: dict[str, Any] = {"machine": _machine()}
    if components_only:
        console.print(_pin_one_core())
        run_components(cache, per_world, None, figures, sample_runs)
        _write_json(json_path, figures)
        return 0
    try:
        spec = bench_spec(spec_path)
    except CampaignSpecError as exc:
        console.print(f"error: {exc}", markup=False, soft_wrap=True)
        return 2
    # first, on every usable core: the executors' throughput needs the second core
    runs = campaign_bench(cache, spec=spec)
    print_campaign_bench(runs, spec)
    figures["campaign"] = [
        {
            "label": run.label,
            "workers": run.workers,
            "episodes": run.episodes,
            "wall_seconds": run.wall_seconds,
            "episodes_per_minute": run.episodes_per_minute,
            "startup_seconds": run.startup_seconds,
        }
        for run in runs
    ]
    if campaign_only:
        _write_json(json_path, figures)
        return 0
    console.print(_pin_one_core())
    with tempfile.TemporaryDirectory() as cold:
        cold_split = oracle_split(scenario_id, Path(cold))
        warm_split = oracle_split(scenario_id, Path(cold))
    simulated, wall, ratio, null_caller_asr = null_throughput(cache)
    from duplexworld.channel.bench import run_channel_bench

    figures["channel"] = run_channel_bench(cache)
    from duplexworld.bench_scoring import (
        dnsmos_speech_bench,
        print_dnsmos_speech_bench,
        print_scoring_bench,
        scoring_bench,
    )

    scoring = scoring_bench(cache=cache)
    print_scoring_bench(scoring)
    speech = dnsmos_speech_bench(warm_split["agent_speech"])
    print_dnsmos_speech_bench(speech)
    figures["scoring"] = scoring
    figures["dnsmos"] = speech
    table = Table(title="oracle episode wall time (seconds)")
    columns = (
        "speech cache",
        "scenario",
        "call s",
        "total",
        "TTS",
        "oracle ASR",
        "caller ASR",
        "caller ASR hits/misses",
        "understanding",
        "other",
        "x real time",
        "reward",
    )
    for column in columns:
        table.add_column(column)
    for label, split in (("cold", cold_split), ("warm", warm_split)):
        table.add_row(
            label,
            str(split["scenario"]),
            f"{split['sim_seconds']:.1f}",
            *(f"{split[k]:.2f}" for k in ("total", "tts", "asr", "caller_asr")),
            f"{split['caller_asr_hits']:.0f}/{split['caller_asr_misses']:.0f}",
            *(f"{split[k]:.2f}" for k in ("understanding", "other")),
            f"{split['sim_seconds'] / split['total']:.1f}",
            f"{split['reward']:.0f}",
        )
    console.print(table)
    figures["oracle_episode_wall"] = {
        label: {k: v for k, v in split.items() if k != "agent_speech"}
        for label, split in (("cold", cold_split), ("warm", warm_split))
    }
    console.print(
        f"warm oracle episode: {warm_split['sim_seconds'] / warm_split['total']:.1f}x real "
        "time (target >= 10x)"
    )
    console.print(
        f"null agent, warm speech bank: {simulated:.0f} simulated s in {wall:.2f} wall s = "
        f"[bold]{ratio:.0f}x real time[/] (target >= 200x); caller ASR inside it "
        f"{null_caller_asr:.2f} s"
    )
    figures["null_agent"] = {
        "simulated_seconds": simulated,
        "wall_seconds": wall,
        "x_real_time": ratio,
        "caller_asr_seconds": null_caller_asr,
    }
    run_components(cache, per_world, _speedup(runs), figures, sample_runs)
    _write_json(json_path, figures)
    return 0
