"""Scoring benchmark: episodes per second for the non-judged metrics, DNSMOS real-time factor.

``scoring_bench(run_dir)`` scores every finished episode of a run directory (or, without one,
null-agent episodes of the built-in Banking scenarios made on the spot) three ways:

1. every non-judged metric with DNSMOS computed afresh for every episode (memory and disk
   cache emptied before each one, so episodes with the same agent speech are not answered
   from the first): the cost of scoring a new episode;
2. the same with DNSMOS answered from the cache each episode's first pass filled: the cost of
   re-scoring (``duplexworld score``);
3. DNSMOS alone on each episode's agent speech (no cache involved), against the seconds of
   agent speech it scored: the real-time factor (processing seconds / audio seconds) and the
   seconds per 9.01 s window the reference scores (windows a looped clip repeats count too),
   in wall time and in CPU time (the latter comparable on a shared machine, and to
   ``BEFORE_CPU_SECONDS_PER_WINDOW``).

``dnsmos_speech_bench(audio)`` times DNSMOS on one longer stretch of agent speech (the bench
uses the oracle episode's), where no looping happens, in both window sets, beside the whole
models run window by window in the same process (what DNSMOS cost before its per-frame work
was shared; a ratio to it holds on any machine, unlike the fixed 0.44 CPU-s).

Judged metrics (CP, FAI, NLA) are left out: their cost is the judge endpoint's.
"""

from __future__ import annotations

import os
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import numpy as np
from rich.table import Table

from duplexworld.metrics import dnsmos
from duplexworld.metrics.base import REGISTRY
from duplexworld.metrics.judges import JUDGED_METRICS
from duplexworld.scenario import Scenario
from duplexworld.trace import Trace, read_trace
from duplexworld.units import ticks_to_seconds
from duplexworld.util.console import console
from duplexworld.util.filecache import fresh_cache_root

__all__ = [
    "dnsmos_speech_bench",
    "print_dnsmos_speech_bench",
    "print_scoring_bench",
    "scoring_bench",
]

DNSMOS_METRICS = ("DNSMOS_OVRL", "DNSMOS_SIG", "DNSMOS_BAK", "DNSMOS_P808")

BEFORE_CPU_SECONDS_PER_WINDOW = 0.44
"""DNSMOS's cost before batching: 0.40-0.48 CPU-s per 9.01 s window on one thread (issue 13's
measurement, every window through both whole models). The bench reports its ratio to this.
CPU time, not wall, so that a figure taken on a shared machine is still comparable."""


@contextmanager
def _fresh_dnsmos_cache() -> Iterator[None]:
    # a private, empty cache folder so that DNSMOS really runs; restored afterwards
    with fresh_cache_root():
        dnsmos._MEMORY.clear()
        try:
            yield
        finally:
            dnsmos._MEMORY.clear()


def _episode_dirs(run_dir: Path) -> list[Path]:
    return sorted(
        p
        for p in (run_dir / "episodes").glob("*")
        if p.is_dir() and not p.name.endswith(".partial") and (p / "header.json").is_file()
    )


def _make_null_run(out: Path, cache: Path | None) -> Path:
    from duplexworld.episode.episode import EpisodeSpec, run_one
    from duplexworld.worlds import builtin_scenarios

    for scenario in builtin_scenarios("banking"):
        run_one(EpisodeSpec(scenario, "null", "clean", 0), out, cache)
    return out


def _score(
    loaded: list[tuple[Scenario, Trace]], names: list[str], caches: list[Path] | None = None
) -> tuple[float, dict[str, object]]:
    """Seconds to compute ``names`` for every episode. With ``caches``, episode i's DNSMOS cache
    is folder i (the cold pass gives each episode its own empty one; the re-score pass reuses
    them, so each episode finds exactly what its own scoring stored)."""
    elapsed = 0.0
    last: dict[str, object] = {}
    for index, (scenario, trace) in enumerate(loaded):
        if caches is not None:  # outside the clock: this episode's cache folder
            os.environ["DUPLEXWORLD_CACHE"] = str(caches[index])
            dnsmos._MEMORY.clear()
        started = time.perf_counter()
        for name in names:
            last[name] = REGISTRY[name].compute(scenario, trace)
        elapsed += time.perf_counter() - started
    return elapsed, last


def scoring_bench(
    run_dir: Path | None = None, cache: Path | None = None, limit: int | None = None
) -> dict[str, float]:
    """Measure scoring speed on a run directory's episodes (see the module docstring).

    Args:
        run_dir: a run directory with ``episodes/``; None makes null-agent Banking episodes
            in a temporary folder (their agent speech is a short greeting).
        cache: speech cache for the episodes made on the spot.
        limit: score at most this many episodes.

    Returns:
        episodes, sim_seconds, speech_seconds, windows, and for each pass its wall seconds
        and episodes per second; dnsmos_rtf and dnsmos_seconds_per_window.
    """
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(run_dir) if run_dir else _make_null_run(Path(scratch), cache)
        directories = _episode_dirs(folder)[:limit]
        if not directories:
            raise ValueError(f"{folder}: no finished episodes to score")
        traces = [read_trace(d) for d in directories]
        loaded = [(Scenario.model_validate(t.header.scenario), t) for t in traces]
        plain = sorted(set(REGISTRY) - set(JUDGED_METRICS))
        without_dnsmos = [n for n in plain if n not in DNSMOS_METRICS]
        speech = [dnsmos.agent_speech(t)[0] for t in traces]
        speech_seconds = sum(a.size for a in speech) / 8000.0
        model = dnsmos.dnsmos_model()
        if model is None:
            raise RuntimeError("DNSMOS models not installed (speechmos)")
        with _fresh_dnsmos_cache(), tempfile.TemporaryDirectory() as folders:
            caches = [Path(folders) / str(i) for i in range(len(loaded))]
            cold, _ = _score(loaded, plain, caches)  # DNSMOS computed for every episode
            warm, _ = _score(loaded, plain, caches)  # again: each from what it stored
        rest, _ = _score(loaded, without_dnsmos)
        windows = distinct = 0
        started, cpu_started = time.perf_counter(), time.process_time()
        for audio in speech:
            if audio.size and audio.any():
                scored = model.score(audio, 8000)
                windows += scored.windows
                distinct += scored.distinct_windows or scored.windows
        dnsmos_wall = time.perf_counter() - started
        dnsmos_cpu = time.process_time() - cpu_started
    count = len(loaded)
    return {
        "episodes": float(count),
        "sim_seconds": sum(ticks_to_seconds(t.end_tick) for t in traces),
        "speech_seconds": speech_seconds,
        "windows": float(windows),
        "distinct_windows": float(distinct),
        "cold_seconds": cold,
        "cold_episodes_per_second": count / cold,
        "rescore_seconds": warm,
        "rescore_episodes_per_second": count / warm,
        "no_dnsmos_seconds": rest,
        "no_dnsmos_episodes_per_second": count / rest,
        "dnsmos_seconds": dnsmos_wall,
        "dnsmos_rtf": dnsmos_wall / speech_seconds if speech_seconds else float("nan"),
        "dnsmos_seconds_per_window": dnsmos_wall / windows if windows else float("nan"),
        "dnsmos_cpu_seconds": dnsmos_cpu,
        "dnsmos_cpu_seconds_per_window": dnsmos_cpu / windows if windows else float("nan"),
    }


def print_scoring_bench(result: dict[str, float]) -> None:
    """Print a ``scoring_bench`` result as a table."""
    table = Table(title=f"scoring {result['episodes']:.0f} episodes (non-judged metrics)")
    for column in ("pass", "wall s", "episodes / s"):
        table.add_column(column)
    for label, key in (
        ("new episode (DNSMOS computed, fresh)", "cold"),
        ("re-score (DNSMOS cached)", "rescore"),
        ("without DNSMOS", "no_dnsmos"),
    ):
        table.add_row(
            label, f"{result[f'{key}_seconds']:.2f}", f"{result[f'{key}_episodes_per_second']:.2f}"
        )
    console.print(table)
    console.print(
        f"DNSMOS: {result['speech_seconds']:.1f} s of agent speech, {result['windows']:.0f} "
        f"windows ({result['distinct_windows']:.0f} distinct) in "
        f"{result['dnsmos_seconds']:.2f} s: RTF {result['dnsmos_rtf']:.3f}, "
        f"{result['dnsmos_seconds_per_window']:.3f} s per window ({dnsmos.DEFAULT_WINDOW_SET} "
        "windows, one thread, fresh); "
        f"CPU {result['dnsmos_cpu_seconds_per_window']:.4f} s per window, "
        f"{BEFORE_CPU_SECONDS_PER_WINDOW / result['dnsmos_cpu_seconds_per_window']:.1f}x "
        f"the {BEFORE_CPU_SECONDS_PER_WINDOW} CPU-s per window before batching"
    )


def _whole_model_cpu_per_window(audio: np.ndarray, windows: int = 3) -> float:
    """CPU seconds per window with both whole models run on each window, as before the
    per-frame work was shared (the reference runner's own cost): the first ``windows`` full
    windows of ``audio`` (8 kHz int16, looped when short)."""
    import onnxruntime as ort
    import soxr

    folder = dnsmos.model_dir()
    if folder is None:
        raise RuntimeError("DNSMOS models not installed (speechmos)")
    options = ort.SessionOptions()
    options.intra_op_num_threads = 1
    options.inter_op_num_threads = 1
    providers = ["CPUExecutionProvider"]
    p835 = ort.InferenceSession(str(folder / "sig_bak_ovr.onnx"), options, providers=providers)
    p808 = ort.InferenceSession(str(folder / "model_v8.onnx"), options, providers=providers)
    x = soxr.resample(audio.astype(np.float32) / 32768.0, 8000, 16_000).astype(np.float32)
    x = np.clip(x, -1.0, 1.0)
    while x.size < dnsmos.WINDOW_SAMPLES + (windows - 1) * dnsmos.HOP_SAMPLES:
        x = np.concatenate([x, x])

    def run(start: int) -> None:
        cut = x[start : start + dnsmos.WINDOW_SAMPLES]
        p835.run(None, {"input_1": cut[None]})
        p808.run(None, {"input_1": dnsmos.log_mel_p808(cut[: -dnsmos.P808_TRIM])[None]})

    run(0)  # the sessions' first run allocates
    cpu_started = time.process_time()
    for window in range(windows):
        run(window * dnsmos.HOP_SAMPLES)
    return (time.process_time() - cpu_started) / windows


def dnsmos_speech_bench(audio: np.ndarray, repeats: int = 2) -> dict[str, Any]:
    """DNSMOS on one stretch of 8 kHz int16 agent speech (no cache involved), per window set:
    wall and CPU seconds per window and per second of speech; and the whole models' CPU
    seconds per window measured here (``whole_model_cpu_seconds_per_window``)."""
    model = dnsmos.dnsmos_model()
    if model is None:
        raise RuntimeError("DNSMOS models not installed (speechmos)")
    seconds = audio.size / 8000.0
    result: dict[str, Any] = {"speech_seconds": seconds}
    for window_set in dnsmos.WINDOW_SETS:
        model.score(audio, 8000, window_set)  # warm the sessions' buffers for this length
        started, cpu_started = time.perf_counter(), time.process_time()
        for _ in range(repeats):
            scored = model.score(audio, 8000, window_set)
        wall = (time.perf_counter() - started) / repeats
        cpu = (time.process_time() - cpu_started) / repeats
        result[window_set] = {
            "windows": scored.windows,
            "seconds": wall,
            "rtf": wall / seconds,
            "seconds_per_window": wall / scored.windows,
            "cpu_seconds": cpu,
            "cpu_seconds_per_window": cpu / scored.windows,
            "cpu_seconds_per_speech_second": cpu / seconds,
        }
    result["whole_model_cpu_seconds_per_window"] = _whole_model_cpu_per_window(audio)
    return result


def print_dnsmos_speech_bench(speech: dict[str, Any]) -> None:
    """Print a ``dnsmos_speech_bench`` result, one line per window set."""
    whole = speech["whole_model_cpu_seconds_per_window"]
    for window_set in dnsmos.WINDOW_SETS:
        figures = speech[window_set]
        per_window = figures["cpu_seconds_per_window"]
        console.print(
            f"DNSMOS ({window_set} windows) on the oracle episode's agent speech "
            f"({speech['speech_seconds']:.1f} s, fresh): {figures['windows']} windows, CPU "
            f"{per_window:.4f} s per window = {BEFORE_CPU_SECONDS_PER_WINDOW / per_window:.1f}x "
            f"the {BEFORE_CPU_SECONDS_PER_WINDOW} CPU-s before sharing, {whole / per_window:.1f}x "
            f"the whole models here ({whole:.3f} CPU-s per window); "
            f"{figures['cpu_seconds_per_speech_second']:.4f} CPU-s per second of speech; wall "
            f"RTF {figures['rtf']:.3f}",
            soft_wrap=True,
        )
