"""Campaign throughput by executor: one worker, two workers, and Ray, on one fixed spec.

The spec is fixed, the null and oracle agents on the first twelve built-in Banking scenarios,
one run, realistic channel (24 episodes: enough that the last episode's tail and the workers'
start-up do not decide the 2-worker figure), or a campaign spec file
(``duplexworld bench --campaign-only --spec SPEC.yaml``). A serial warm-up run first fills the
speech cache, so no measured run pays for speech synthesis, and records each episode's cost
(``campaign.costs``), so the measured runs start the longest calls first as a repeated
campaign does; each measured run gets its own empty run directory and an empty DNSMOS cache,
so every episode is run and scored afresh. Wall time includes starting the workers (and the
Ray cluster), as a campaign pays it.
"""

from __future__ import annotations

import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from rich.table import Table

from duplexworld.campaign.executors import (
    Executor,
    LocalPoolExecutor,
    RayExecutor,
    SerialExecutor,
)
from duplexworld.campaign.runner import CampaignSpec, run_campaign
from duplexworld.campaign.spec import CampaignSpecError
from duplexworld.speech.bank import default_cache_dir
from duplexworld.util.console import console
from duplexworld.util.filecache import fresh_cache_root

__all__ = ["BENCH_SCENARIOS", "ExecutorRun", "campaign_bench", "print_campaign_bench"]

BENCH_SCENARIOS = 12
"""How many Banking scenarios (in built-in order) the campaign bench runs."""


@dataclass(frozen=True)
class ExecutorRun:
    """One measured campaign: which executor, wall seconds, and its final table."""

    label: str
    workers: int
    episodes: int
    wall_seconds: float
    table: tuple[tuple[str, ...], ...]
    startup_seconds: float | None = None

    @property
    def episodes_per_minute(self) -> float:
        """Throughput."""
        return 60.0 * self.episodes / self.wall_seconds


def bench_spec(path: Path | None = None) -> CampaignSpec:
    """The campaign the bench runs: the spec file at ``path``, else the fixed one (null and
    oracle on the first ``BENCH_SCENARIOS`` Banking scenarios, realistic, one run).

    Raises:
        CampaignSpecError: the file is not a usable campaign spec.
    """
    from duplexworld.campaign.resolve import resolve_campaign
    from duplexworld.campaign.spec import CampaignFile, ScenarioSelection, load_campaign_file
    from duplexworld.worlds import builtin_scenarios

    if path is not None:
        file_spec = load_campaign_file(path)
    else:
        ids = [s.id for s in builtin_scenarios("banking")[:BENCH_SCENARIOS]]
        file_spec = CampaignFile(agents=["null", "oracle"], scenarios=ScenarioSelection(ids=ids))
    with tempfile.TemporaryDirectory() as out:  # agent files with dials would go there
        resolved = resolve_campaign(file_spec, Path(out), str(path or ""))
    if resolved.spec.agent_files:
        raise CampaignSpecError(
            f"{path}: harness.vad_threshold rewrites agent files; the bench runs specs without it"
        )
    return resolved.spec


def _table(rows: list[dict[str, object]]) -> tuple[tuple[str, ...], ...]:
    from duplexworld.report.summary import summarise_rows, summary_cells

    ordered = sorted(rows, key=lambda row: str(row["key"]))  # finishing order varies
    return tuple(tuple(summary_cells(row)) for row in summarise_rows(ordered))


def _measure(
    label: str, executor: Executor, workers: int, spec: CampaignSpec, cache: Path | None
) -> ExecutorRun:
    # spawned workers inherit the environment: they too see the empty DNSMOS and hearing caches
    with tempfile.TemporaryDirectory() as out, fresh_cache_root(keep=("noise",)):
        started = time.perf_counter()
        rows = run_campaign(spec, Path(out), cache, executor=executor)
        wall = time.perf_counter() - started
    startup = executor.startup_seconds if isinstance(executor, RayExecutor) else None
    return ExecutorRun(label, workers, len(rows), wall, _table(rows), startup)


def campaign_bench(
    cache: Path | None, ray: bool = True, spec: CampaignSpec | None = None
) -> list[ExecutorRun]:
    """Warm the speech cache, then run the bench spec with 1 and 2 workers (and Ray)."""
    spec = spec or bench_spec()
    # resolved now: inside the measured runs DUPLEXWORLD_CACHE points at an empty folder (for
    # DNSMOS), and the speech bank and the episode costs must stay the warm-up's
    cache = cache or default_cache_dir()
    with tempfile.TemporaryDirectory() as warm:
        run_campaign(spec, Path(warm), cache, executor=SerialExecutor())
    runs = [
        _measure("local pool", LocalPoolExecutor(workers=1), 1, spec, cache),
        _measure("local pool", LocalPoolExecutor(workers=2), 2, spec, cache),
    ]
    if ray:
        try:
            import ray as _ray  # noqa: F401
        except ImportError:
            console.print("ray not installed (pip install 'duplexworld[ray]'): Ray row skipped")
        else:
            runs.append(_measure("ray, local cluster", RayExecutor(num_cpus=2), 2, spec, cache))
    return runs


def print_campaign_bench(runs: list[ExecutorRun], spec: CampaignSpec | None = None) -> None:
    """Print the runs side by side, with the speed-up over one worker and table agreement."""
    spec = spec or bench_spec()
    agents = " + ".join(spec.agents)
    table = Table(
        title=(
            f"campaign throughput: {agents} on {len(spec.scenarios)} scenarios, "
            f"{', '.join(spec.channels)}, {len(spec.episodes())} episodes (wall includes "
            "worker start-up; the same spec in every row; longest calls first, by the costs "
            "the warm-up recorded)"
        )
    )
    for column in ("executor", "workers", "wall s", "episodes / min", "vs 1 worker", "table"):
        table.add_column(column)
    base = runs[0]
    for run in runs:
        same = "same" if run.table == base.table else "DIFFERS"
        table.add_row(
            run.label,
            str(run.workers),
            f"{run.wall_seconds:.1f}",
            f"{run.episodes_per_minute:.1f}",
            f"{base.wall_seconds / run.wall_seconds:.2f}x",
            same,
        )
    console.print(table)
    pool = next((r for r in runs if r.label == "local pool" and r.workers == 2), None)
    ray = next((r for r in runs if r.startup_seconds is not None), None)
    if pool and ray:
        console.print(
            f"Ray overhead vs the 2-worker pool: {ray.wall_seconds - pool.wall_seconds:+.1f} s "
            f"wall, of which cluster start {ray.startup_seconds:.1f} s"
        )
