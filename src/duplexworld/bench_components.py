"""CPU seconds per call-second by component, and a campaign ETA derived from them.

``component_bench`` runs realistic oracle and null episodes on a sample of the
DuplexWorld-sized campaign's scenarios (``DW_WORLDS``: per world, scenarios at evenly spaced
places in built-in order), one after another in this process, and splits each episode's CPU
time (``time.process_time``, so a loaded machine changes the figures far less than wall
time) between the components by wrapping their entry points for the duration:

========================  ===============================================================
component                 entry point
========================  ===============================================================
channel                   ``CleanChannel.process`` and ``RealisticChannel.process``
TTS                       ``SpeechBank.speak`` (synthesis on a miss, else a bank read)
agent ASR                 the shared recogniser's ``_run`` (the oracle's ear)
caller ASR                ``caller.hearing.ASR_CACHE.recognise`` (the caller's ear)
careful ASR               the careful recogniser's ``_run`` (the scorer's second listening)
caller understanding      the caller's sentence encoder, ``encoder().encode``
DNSMOS                    ``Dnsmos.score`` (a cache answer costs nothing here)
metrics                   ``score_directory`` as the episode calls it, less DNSMOS and the
                          careful recogniser
other                     the rest: tick loop, world, agent and caller logic, trace
========================  ===============================================================

Each component's time is exclusive: a component called inside another (DNSMOS inside the
metrics) is counted once, under its own name, and the figures of an episode add up to its
CPU time. The caches a new campaign finds empty start empty (DNSMOS, the caller's
recognitions: ``fresh_cache_root``); the speech bank and the noise inventory are the ones
given, as in the campaign bench.

Each sampled scenario runs ``runs`` times (run 0, 1, ...: each run its own seeds, as in a
campaign). A later run of a scenario finds the recognitions and scores the earlier ones left
(the agent's sentences recur, so the caller's ear hears most of them from the cache), as the
campaign's runs 2 to 5 do; its cost is measured, not assumed equal to the first run's.

``campaign_eta`` extrapolates: for each world and agent, the sample's mean CPU seconds of a
first run, plus the mean of a later run times the campaign's runs less one, times the world's
scenarios, summed, is the campaign's CPU (with one sampled run, every run is priced as a
first one); divided by the speed-up of the workers over one (the campaign bench's measured
ratio when it ran, else the worker count, which is a lower bound on the wall time) is its
wall time.
"""

from __future__ import annotations

import functools
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from rich.table import Table

from duplexworld.util.console import console

__all__ = [
    "COMPONENTS",
    "DW_RUNS",
    "DW_WORLDS",
    "CpuLedger",
    "campaign_eta",
    "component_bench",
    "print_campaign_eta",
    "print_component_bench",
    "sample_scenarios",
    "summarise",
]

DW_WORLDS = ("banking", "healthcare", "insurance", "logistics", "travel", "pathfinding")
"""The worlds of the DuplexWorld-sized campaign: 27 scenarios in each enterprise world and
21 in Pathfinding, 156 in all (the workbench is APEX-Voice's, not DuplexWorld's)."""
DW_RUNS = 5
"""Runs per scenario and agent in the DuplexWorld-sized campaign."""
COMPONENTS = (
    "channel",
    "TTS",
    "agent ASR",
    "caller ASR",
    "careful ASR",
    "caller understanding",
    "DNSMOS",
    "metrics",
    "other",
)
"""The components reported, in order (``other`` is what no other component's clock saw)."""


class CpuLedger:
    """Process CPU seconds by component, each exclusive of the components called inside it.

    ``patch(owner, name, label)`` replaces ``owner.name`` (a class's method, or an instance's
    bound method) by a timed wrapper until the ledger's block ends. Time inside ``measure()``
    that no wrapped call covers is ``other``.

    One clock for the process (``time.process_time``): whisper and onnxruntime may compute on
    threads of their own, which a thread's clock would miss. Calls from any thread are timed
    on one stack, and the time since the last change goes to the component opened last: the
    episode runs agent code on a guard thread while the loop's thread waits for it, so the
    agent's recognition is timed as such; when two threads compute at once (a wall-clock
    agent's background caller), their split is approximate, the total still exact.
    """

    def __init__(self) -> None:
        """An empty ledger."""
        self.seconds: dict[str, float] = {}
        self.calls: dict[str, int] = {}
        self._lock = threading.Lock()
        self._stack: list[tuple[str, int]] = []  # (component, thread that opened it)
        self._mark = 0.0
        self._undo: list[Callable[[], None]] = []

    def __enter__(self) -> CpuLedger:
        """Enter the block in which patches apply."""
        return self

    def __exit__(self, *exc: object) -> None:
        """Undo every patch, latest first."""
        while self._undo:
            self._undo.pop()()

    def patch(self, owner: object, name: str, label: str) -> None:
        """Time ``owner.name`` as ``label`` until the block ends."""
        own = vars(owner) if hasattr(owner, "__dict__") else {}
        had_own = name in own
        before = own.get(name) if had_own else None
        setattr(owner, name, self._timed(label, getattr(owner, name)))

        def undo() -> None:
            if had_own:
                setattr(owner, name, before)
            else:
                delattr(owner, name)

        self._undo.append(undo)

    @contextmanager
    def measure(self) -> Iterator[None]:
        """Count the block's CPU time (``other`` where no wrapped call is open)."""
        self._open("other")
        try:
            yield
        finally:
            self._close()

    def snapshot(self) -> dict[str, float]:
        """A copy of the seconds so far."""
        return dict(self.seconds)

    def _timed(self, label: str, call: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(call)
        def timed(*args: Any, **kwargs: Any) -> Any:
            if not self._stack:  # outside a measurement
                return call(*args, **kwargs)
            self._open(label)
            try:
                return call(*args, **kwargs)
            finally:
                self._close()

        return timed

    def _open(self, label: str) -> None:
        with self._lock:
            now = time.process_time()
            if self._stack:  # the component open until now stops here
                self._add(self._stack[-1][0], now - self._mark)
            self._stack.append((label, threading.get_ident()))
            self.calls[label] = self.calls.get(label, 0) + 1
            self._mark = now

    def _close(self) -> None:
        with self._lock:
            now = time.process_time()
            self._add(self._stack[-1][0], now - self._mark)
            thread = threading.get_ident()
            # the latest entry this thread opened (another thread's may lie above it)
            last = max(i for i, (_, opener) in enumerate(self._stack) if opener == thread)
            del self._stack[last]
            self._mark = now

    def _add(self, label: str, seconds: float) -> None:
        self.seconds[label] = self.seconds.get(label, 0.0) + seconds


def _patch_components(ledger: CpuLedger) -> None:
    # imported here: the speech stack is heavy, and ``duplexworld bench --help`` needs none
    from duplexworld.caller.components import whisper
    from duplexworld.caller.hearing import ASR_CACHE
    from duplexworld.channel.chain import CleanChannel
    from duplexworld.channel.realistic import RealisticChannel
    from duplexworld.episode import episode
    from duplexworld.metrics.dnsmos import Dnsmos
    from duplexworld.speech.bank import SpeechBank
    from duplexworld.speech.careful import careful_recogniser
    from duplexworld.speech.text_encoder import encoder

    ledger.patch(CleanChannel, "process", "channel")
    ledger.patch(RealisticChannel, "process", "channel")
    ledger.patch(SpeechBank, "speak", "TTS")
    ledger.patch(whisper(), "_run", "agent ASR")  # the instance the oracle's ear uses
    ledger.patch(ASR_CACHE, "recognise", "caller ASR")
    careful = careful_recogniser()
    if careful is not None:  # not installed: the second listening is reported as not done
        ledger.patch(careful, "_run", "careful ASR")
    ledger.patch(encoder(), "encode", "caller understanding")
    ledger.patch(Dnsmos, "score", "DNSMOS")
    ledger.patch(episode, "score_directory", "metrics")


def sample_scenarios(per_world: int, worlds: tuple[str, ...] = DW_WORLDS) -> dict[str, list]:
    """Per world, ``per_world`` built-in scenarios at evenly spaced places in built-in order."""
    from duplexworld.worlds import builtin_scenarios

    sample: dict[str, list] = {}
    for world in worlds:
        scenarios = builtin_scenarios(world)
        count = min(per_world, len(scenarios))
        picks = sorted({(i * len(scenarios)) // count for i in range(count)})
        sample[world] = [scenarios[i] for i in picks]
    return sample


def _warm_up(cache: Path) -> None:
    # models load outside the clocks: a campaign worker loads them once for all its episodes
    import numpy as np

    from duplexworld.caller.components import whisper
    from duplexworld.episode.episode import EpisodeSpec, run_one
    from duplexworld.metrics.dnsmos import dnsmos_model
    from duplexworld.speech.careful import careful_recogniser
    from duplexworld.speech.text_encoder import encoder
    from duplexworld.worlds import builtin_scenarios

    dnsmos_model()
    encoder().encode(["warm up"])
    noise = np.random.default_rng(0).normal(0.0, 3000.0, 16_000).astype(np.int16)
    whisper().transcribe(noise)
    careful = careful_recogniser()  # joins the model's two halves on first use
    if careful is not None:
        careful.transcribe(noise)
    with tempfile.TemporaryDirectory() as out:
        run_one(
            EpisodeSpec(builtin_scenarios("banking")[0], "null", "realistic", 0), Path(out), cache
        )


def component_bench(
    cache: Path | None,
    per_world: int = 2,
    agents: tuple[str, ...] = ("oracle", "null"),
    channel: str = "realistic",
    worlds: tuple[str, ...] = DW_WORLDS,
    runs: int = 2,
) -> dict[str, Any]:
    """Run the sample, ``runs`` runs of each scenario and agent, and split its CPU time by
    component (see the module docstring).

    Returns:
        ``episodes``: one row per episode (world, scenario, agent, run, call seconds, CPU
        seconds by component); the rest as :func:`summarise` makes it.
    """
    from duplexworld.caller.hearing import ASR_CACHE
    from duplexworld.episode.episode import EpisodeSpec, run_one
    from duplexworld.metrics import dnsmos
    from duplexworld.speech import careful
    from duplexworld.speech.bank import default_cache_dir
    from duplexworld.util.filecache import fresh_cache_root

    if runs < 1:
        raise ValueError(f"runs must be at least 1, got {runs}")
    # resolved before the fresh cache root: the speech bank stays the one given (warm)
    cache = cache or default_cache_dir()
    sample = sample_scenarios(per_world, worlds)
    rows: list[dict[str, Any]] = []
    with fresh_cache_root(keep=("noise",)), tempfile.TemporaryDirectory() as out:
        memories = (ASR_CACHE.clear, dnsmos._MEMORY.clear, careful._MEMORY.clear)
        for forget in memories:
            forget()
        _warm_up(cache)
        for forget in memories:  # the warm-up's recognitions and scores are not the sample's
            forget()
        with CpuLedger() as ledger:
            _patch_components(ledger)
            for world, scenarios in sample.items():
                for scenario in scenarios:
                    for run in range(runs):
                        for agent in agents:
                            before = ledger.snapshot()
                            with ledger.measure():
                                scores = run_one(
                                    EpisodeSpec(scenario, agent, channel, run), Path(out), cache
                                )
                            after = ledger.snapshot()
                            cpu = {c: after.get(c, 0.0) - before.get(c, 0.0) for c in COMPONENTS}
                            rows.append(
                                {
                                    "world": world,
                                    "scenario": scenario.id,
                                    "agent": agent,
                                    "run": run,
                                    "call_seconds": scores.sim_seconds,
                                    "termination": scores.termination,
                                    "cpu_seconds": sum(cpu.values()),
                                    "cpu": cpu,
                                }
                            )
    return summarise(rows, channel, per_world, agents, worlds, runs)


def summarise(
    rows: list[dict[str, Any]],
    channel: str,
    per_world: int,
    agents: tuple[str, ...],
    worlds: tuple[str, ...],
    runs: int,
) -> dict[str, Any]:
    """The bench's figures from its episode rows.

    Returns:
        the sample's settings and ``episodes`` (the rows); ``by_agent``: per agent, episodes,
        call seconds, CPU seconds, and CPU seconds per call-second by component and in total;
        ``by_world``: the same per world and agent; ``by_run``: per world and agent, the same
        for first runs (``first``) and for later ones (``later``, None with one run).
    """

    def of(world: str | None, agent: str, first: bool | None = None) -> dict[str, Any] | None:
        chosen = [
            r
            for r in rows
            if r["agent"] == agent
            and (world is None or r["world"] == world)
            and (first is None or (r.get("run", 0) == 0) == first)
        ]
        return _totals(chosen) if chosen or first is None else None

    return {
        "channel": channel,
        "per_world": per_world,
        "runs": runs,
        "agents": list(agents),
        "worlds": list(worlds),
        "episodes": rows,
        "by_agent": {a: of(None, a) for a in agents},
        "by_world": {w: {a: of(w, a) for a in agents} for w in worlds},
        "by_run": {
            w: {a: {"first": of(w, a, True), "later": of(w, a, False)} for a in agents}
            for w in worlds
        },
    }


def _totals(rows: list[dict[str, Any]]) -> dict[str, Any]:
    call = sum(r["call_seconds"] for r in rows)
    cpu = {c: sum(r["cpu"][c] for r in rows) for c in COMPONENTS}
    total = sum(cpu.values())
    per_call_second = {c: (cpu[c] / call if call else 0.0) for c in COMPONENTS}
    return {
        "episodes": len(rows),
        "call_seconds": call,
        "cpu_seconds": total,
        "cpu_by_component": cpu,
        "cpu_per_call_second": per_call_second,
        "cpu_per_call_second_total": total / call if call else 0.0,
        "call_seconds_per_episode": call / len(rows) if rows else 0.0,
        "cpu_seconds_per_episode": total / len(rows) if rows else 0.0,
    }


def campaign_eta(
    bench: dict[str, Any],
    scenarios_per_world: dict[str, int],
    runs: int = DW_RUNS,
    workers: int = 2,
    speedup: float | None = None,
) -> dict[str, Any]:
    """The campaign's CPU and wall seconds from a ``component_bench`` result.

    Args:
        bench: the sample's figures.
        scenarios_per_world: the campaign's scenarios in each world (every world sampled).
        runs: runs per scenario and agent.
        workers: worker processes.
        speedup: measured speed-up of ``workers`` over one worker; None: ``workers`` (ideal,
            so the wall figure is a lower bound).

    Raises:
        ValueError: a world of the campaign has no sampled first run of some agent.
    """
    agents = bench["agents"]
    cpu = 0.0
    by_component = dict.fromkeys(COMPONENTS, 0.0)
    episodes = 0
    later_measured = True
    for world, scenarios in scenarios_per_world.items():
        for agent in agents:
            sampled = bench["by_run"].get(world, {}).get(agent)
            if not sampled or not sampled["first"]:
                raise ValueError(f"no sampled {agent} episode in {world}")
            first, later = sampled["first"], sampled["later"]
            if later is None:  # one run sampled: a later run is priced as a first one
                later, later_measured = first, False
            for component in COMPONENTS:
                per_scenario = first["cpu_by_component"][component] / first["episodes"] + (
                    runs - 1
                ) * (later["cpu_by_component"][component] / later["episodes"])
                by_component[component] += per_scenario * scenarios
            episodes += scenarios * runs
    cpu = sum(by_component.values())
    factor = speedup if speedup is not None else float(workers)
    return {
        "scenarios": sum(scenarios_per_world.values()),
        "runs": runs,
        "agents": agents,
        "channel": bench["channel"],
        "episodes": episodes,
        "workers": workers,
        "speedup": factor,
        "speedup_measured": speedup is not None,
        "later_runs_measured": later_measured,
        "cpu_seconds": cpu,
        "cpu_by_component": by_component,
        "wall_seconds": cpu / factor,
    }


def print_component_bench(bench: dict[str, Any]) -> None:
    """Print CPU seconds per call-second by component, per agent."""
    agents = bench["agents"]
    table = Table(
        title=(
            f"CPU-s per call-second by component ({bench['channel']}, "
            f"{bench['per_world']} scenarios per world of {', '.join(bench['worlds'])}, "
            f"{bench['runs']} runs each; "
            "fresh DNSMOS and recognition caches)"
        )
    )
    table.add_column("component")
    for agent in agents:
        table.add_column(agent)
        table.add_column(f"{agent} share")
    for component in COMPONENTS:
        cells = []
        for agent in agents:
            figures = bench["by_agent"][agent]
            total = figures["cpu_seconds"]
            cells.append(f"{figures['cpu_per_call_second'][component]:.4f}")
            share = figures["cpu_by_component"][component] / total if total else 0.0
            cells.append(f"{share:.0%}")
        table.add_row(component, *cells)
    total_cells = []
    for agent in agents:
        total_cells += [f"{bench['by_agent'][agent]['cpu_per_call_second_total']:.4f}", ""]
    table.add_row("total", *total_cells)
    console.print(table)
    for agent in agents:
        figures = bench["by_agent"][agent]
        console.print(
            f"{agent}: {figures['episodes']} episodes, {figures['call_seconds']:.0f} call-s, "
            f"{figures['cpu_seconds']:.1f} CPU-s ({figures['call_seconds_per_episode']:.1f} "
            f"call-s and {figures['cpu_seconds_per_episode']:.2f} CPU-s per episode)"
            + _by_run(bench["episodes"], agent)
        )


def _by_run(rows: list[dict[str, Any]], agent: str) -> str:
    # a first run's CPU and a later one's (which finds the earlier runs' caches)
    parts = []
    for name, first in (("first runs", True), ("later runs", False)):
        cpu = [r["cpu_seconds"] for r in rows if r["agent"] == agent and (r["run"] == 0) == first]
        if cpu:
            parts.append(f"{name} {sum(cpu) / len(cpu):.2f} CPU-s per episode")
    return f"; {', '.join(parts)}" if len(parts) > 1 else ""


def print_campaign_eta(eta: dict[str, Any]) -> None:
    """Print a ``campaign_eta`` result in one paragraph."""
    how = (
        f"{eta['speedup']:.2f}x one worker, measured by the campaign bench"
        if eta["speedup_measured"]
        else f"{eta['speedup']:.0f}x one worker assumed (ideal: a lower bound on wall time)"
    )
    parts = sorted(eta["cpu_by_component"].items(), key=lambda item: -item[1])
    split = ", ".join(
        f"{name} {seconds / eta['cpu_seconds']:.0%}" for name, seconds in parts if seconds > 0
    )
    console.print(
        f"campaign ETA: {eta['scenarios']} scenarios x {eta['runs']} runs x "
        f"{' + '.join(eta['agents'])}, {eta['channel']}: {eta['episodes']} episodes, "
        f"{eta['cpu_seconds']:,.0f} CPU-s"
        f"{'' if eta['later_runs_measured'] else ' (later runs priced as first runs)'}; "
        f"on {eta['workers']} workers ({how}) "
        f"[bold]{eta['wall_seconds'] / 60:.0f} min wall[/] ({split})",
        soft_wrap=True,
    )
