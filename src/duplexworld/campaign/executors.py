"""Executors: where a campaign's episodes run. The driver alone writes ``results.jsonl``.

An executor takes the episodes still to run and yields each one's scores as it finishes (in
finishing order, not plan order); ``run_campaign`` appends every yielded row to
``results.jsonl`` at once, so resume semantics are the same whatever the executor: a key in
the file is done, any other key is run again. Episode directories are written where the
episode runs (each episode has its own directory, renamed into place when complete).

- ``SerialExecutor``: one episode after another in this process. An agent that calls
  ``os._exit`` there gets ``ProcessExitRefused`` (a ``SystemExit``) instead, so its episode
  is ``agent_error`` and the campaign goes on; a signal or a crash in native code still ends
  the process (the lock is then stale and a resume reruns that episode): run agents you do
  not trust with ``--executor local``, where such a death loses only the episode.
- ``LocalPoolExecutor``: a pool of ``workers`` processes on this machine (``campaign.pool``).
  Each worker keeps its speech models (DNSMOS at start, the ASR model and voices at first
  use) for every episode it runs, as a single process would; a worker that dies loses only
  its episode (``agent_error`` with the exit code) and is replaced.
- ``RayExecutor`` (``duplexworld[ray]``): each episode a Ray task on an existing cluster
  (``address``) or a local one started for the campaign; results stream back to the driver
  as tasks finish. A Ray worker process is reused across tasks, so models load once per
  worker there too.

Episodes run the same code in every executor, with the same per-episode seeds, so a campaign
gives the same rows (wall-clock fields aside) whichever executor ran it.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import NoReturn, Protocol, runtime_checkable

from duplexworld.campaign.attempt import Outcome, attempt_episode
from duplexworld.campaign.pool import WorkerPool
from duplexworld.episode.episode import EpisodeSpec
from duplexworld.util.process import end_with_parent, tune_episode_process

__all__ = [
    "EXECUTORS",
    "Executor",
    "LocalPoolExecutor",
    "ProcessExitRefused",
    "RayExecutor",
    "SerialExecutor",
    "default_workers",
    "make_executor",
    "refuse_process_exit",
]


class ProcessExitRefused(SystemExit):
    """Raised in place of ``os._exit`` called in the campaign's own process (the guard
    records it as the agent's error, as it does any ``SystemExit`` from agent code)."""


_EXIT_LOCK = threading.Lock()
_EXIT_USERS = 0
_REAL_EXIT = os._exit


@contextmanager
def refuse_process_exit() -> Iterator[None]:
    """While episodes run in this process, ``os._exit`` raises ``ProcessExitRefused``
    instead of ending it; a process the agent forked still exits as asked (it is not the
    campaign). ``os._exit`` skips every ``finally`` and flush: nothing else could record the
    episode, or anything after it."""
    global _EXIT_USERS
    owner = os.getpid()

    def refused(code: int) -> NoReturn:
        if os.getpid() != owner:
            _REAL_EXIT(code)
        raise ProcessExitRefused(f"os._exit({code}) in the campaign's own process was refused")

    with _EXIT_LOCK:
        _EXIT_USERS += 1
        if _EXIT_USERS == 1:
            setattr(os, "_exit", refused)  # noqa: B010 - mypy will not let os._exit be assigned
    try:
        yield
    finally:
        with _EXIT_LOCK:
            _EXIT_USERS -= 1
            if _EXIT_USERS == 0:
                setattr(os, "_exit", _REAL_EXIT)  # noqa: B010 - as above


@runtime_checkable
class Executor(Protocol):
    """Runs episodes and yields their outcomes (scores, or a failure row) as they finish."""

    def run(
        self, episodes: Sequence[EpisodeSpec], out_dir: Path, cache_dir: Path | None
    ) -> Iterator[Outcome]:
        """Run every episode into ``out_dir``; yield each one's outcome when it is done."""
        ...


def default_workers() -> int:
    """The cores this process may use (its CPU affinity where the OS reports one)."""
    if hasattr(os, "sched_getaffinity"):
        return max(1, len(os.sched_getaffinity(0)))
    return max(1, os.cpu_count() or 1)


@dataclass(frozen=True)
class SerialExecutor:
    """Episodes one after another in this process.

    Attributes:
        sleep: the back-off wait between infrastructure retries (tests pass a no-op).
    """

    sleep: Callable[[float], None] = time.sleep

    def run(
        self, episodes: Sequence[EpisodeSpec], out_dir: Path, cache_dir: Path | None
    ) -> Iterator[Outcome]:
        """Run each episode in turn (``os._exit`` from an agent refused: ``ProcessExitRefused``)."""
        tune_episode_process()  # as a pool or Ray worker runs them: the same rows
        for episode in episodes:
            with refuse_process_exit():
                outcome = attempt_episode(episode, out_dir, cache_dir, self.sleep)
            yield outcome


def _worker_start() -> None:
    # Load the model every episode needs once per worker; the ASR model and the voices load at
    # their first use and stay for the worker's later episodes (process-wide caches).
    from duplexworld.metrics.dnsmos import dnsmos_model

    parent = multiprocessing.parent_process()
    end_with_parent(parent.pid if parent is not None else None)  # a killed driver's workers stop
    tune_episode_process()
    dnsmos_model()


def _worker_episode(
    episode: EpisodeSpec, out_dir: str, cache_dir: str | None
) -> tuple[Outcome, int]:
    tune_episode_process()  # a Ray worker runs no initializer
    outcome = attempt_episode(episode, Path(out_dir), Path(cache_dir) if cache_dir else None)
    return outcome, os.getpid()


@dataclass
class LocalPoolExecutor:
    """A pool of worker processes on this machine (``workers`` default: the usable cores).

    The workers are a ``WorkerPool`` (``campaign.pool``): a worker that dies loses only its
    episode (``agent_error`` with the exit code) and is replaced, as is one that abandoned a
    call into agent code; each is started with ``spawn``.
    """

    workers: int = field(default_factory=default_workers)
    pids: set[int] = field(default_factory=set, init=False)
    """Worker processes that ran at least one episode (filled while running)."""
    replaced: int = field(default=0, init=False)
    """Workers started in place of one that died or retired (filled while running)."""

    def __post_init__(self) -> None:
        """Reject a worker count below one."""
        if self.workers < 1:
            raise ValueError(f"--workers must be at least 1, got {self.workers}")

    def run(
        self, episodes: Sequence[EpisodeSpec], out_dir: Path, cache_dir: Path | None
    ) -> Iterator[Outcome]:
        """Run every episode in the pool; yield outcomes in finishing order."""
        if not episodes:
            return
        pool = WorkerPool(min(self.workers, len(episodes)), initializer=_worker_start)
        try:
            yield from pool.run(episodes, out_dir, cache_dir)
        finally:
            self.pids |= pool.pids
            self.replaced += pool.replaced


@dataclass
class RayExecutor:
    """Episodes as Ray tasks, on the cluster at ``address`` or on a local one.

    A local cluster gets ``num_cpus`` CPUs (default: the usable cores) and is shut down when
    the campaign ends; a cluster given by address is left running. Each task asks for one CPU,
    so Ray runs as many episodes at once as the cluster has CPUs; an episode of a real-time
    agent asks for no CPU but for one unit of its provider's resource, whose amount is the
    provider's ``max_concurrency`` (declared on a local cluster; an existing cluster's nodes
    must be started with it, or the campaign stops saying how). The run directory must be
    reachable at the same path from every node (a shared filesystem on a multi-node cluster).
    """

    address: str | None = None
    num_cpus: int | None = None
    startup_seconds: float | None = field(default=None, init=False)
    """Seconds ``ray.init`` took (the cluster start, for a local one)."""

    def run(
        self, episodes: Sequence[EpisodeSpec], out_dir: Path, cache_dir: Path | None
    ) -> Iterator[Outcome]:
        """Submit every episode as a task; yield outcomes as the tasks finish."""
        try:
            import ray
        except ImportError as exc:  # the optional extra is missing
            raise RuntimeError("--executor ray needs Ray: pip install 'duplexworld[ray]'") from exc
        if not episodes:
            return
        from duplexworld.campaign.realtime import provider_caps, provider_of, resource_name

        caps: dict[str, float] = {
            resource_name(key): cap for key, cap in provider_caps(episodes).items()
        }
        started_here = not ray.is_initialized()
        if started_here:
            began = time.perf_counter()
            if self.address:
                ray.init(address=self.address, log_to_driver=False)
            else:
                ray.init(
                    num_cpus=self.num_cpus or default_workers(),
                    resources=caps,  # one unit per open call to each real-time provider
                    include_dashboard=False,
                    log_to_driver=False,
                    # the workers import this package as the driver does (same sys.path)
                    runtime_env={"env_vars": {"PYTHONPATH": os.pathsep.join(_import_path())}},
                )
            self.startup_seconds = time.perf_counter() - began
        try:
            missing = sorted(set(caps) - set(ray.cluster_resources()))
            if missing:
                wanted = ", ".join(f'"{name}": {caps[name]}' for name in missing)
                raise RuntimeError(
                    "the Ray cluster has no resource for a real-time provider's cap; start "
                    f"its nodes with: ray start ... --resources='{{{wanted}}}'"
                )
            task = ray.remote(num_cpus=1, max_retries=0)(_worker_episode)
            cache = str(cache_dir) if cache_dir else None
            providers = {agent: provider_of(agent) for agent in {e.agent for e in episodes}}
            pending = []
            for episode in episodes:
                provider = providers[episode.agent]
                if provider is None:
                    pending.append(task.remote(episode, str(out_dir), cache))
                else:  # wall-clock bound: no CPU reserved, one unit of its provider's cap
                    capped = task.options(num_cpus=0, resources={resource_name(provider.key): 1})
                    pending.append(capped.remote(episode, str(out_dir), cache))
            try:
                while pending:
                    finished, pending = ray.wait(pending, num_returns=1)
                    for ref in finished:
                        scores, _pid = ray.get(ref)
                        yield scores
            finally:
                for ref in pending:
                    ray.cancel(ref)
        finally:
            if started_here:
                ray.shutdown()


def _import_path() -> list[str]:
    # where this package was imported from, first, then the rest of the driver's path
    import duplexworld

    here = str(Path(duplexworld.__file__).resolve().parents[1])
    return [here] + [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]


EXECUTORS = ("serial", "local", "ray")
"""Names accepted by ``make_executor`` (``--executor``)."""


def make_executor(name: str, workers: int | None = None, address: str | None = None) -> Executor:
    """The executor called ``name``; ``workers`` sizes the local pool (and a local Ray).

    ``local`` with one worker (a one-core machine, or ``--workers 1``) is still a pool of one
    worker process: its start-up (seconds) buys an agent that kills its process (a signal, a
    segfault) losing only its episode, where in the serial executor it ends the campaign (an
    ``os._exit`` is refused there: ``refuse_process_exit``).

    Raises:
        ValueError: an unknown name, a worker count below one, or an address without Ray.
    """
    if name == "serial":
        return SerialExecutor()
    if name == "local":
        if address:
            raise ValueError("--address is for --executor ray")
        count = workers if workers is not None else default_workers()
        return LocalPoolExecutor(count)
    if name == "ray":
        if workers is not None and workers < 1:
            raise ValueError(f"--workers must be at least 1, got {workers}")
        return RayExecutor(address=address, num_cpus=workers)
    raise ValueError(f"unknown executor {name!r} (known: {', '.join(EXECUTORS)})")
