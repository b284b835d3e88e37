"""Worker processes for a campaign's episodes, each of which may die without taking others along.

``concurrent.futures.ProcessPoolExecutor`` treats a worker that dies (an agent calling
``os._exit``, a segfault in a native library, a kill) as a broken pool: every pending episode
fails with ``BrokenProcessPool`` and so does every resume. Here each worker is a process of
its own with a pipe, given one episode at a time, so the driver always knows which episode a
dead worker was running:

- a worker that dies loses only that episode, which is scored as ``agent_error`` with the
  exit code (a trace is made from its header; the agent's code is the only code in a worker
  that is not the harness's; a death while the agent was being built, before any header, is
  a failure row of that class), and a fresh worker takes its place;
- a worker that abandoned a call into agent code (a step over its budget; its thread may
  still spin) finishes its episode, reports it and exits, and a fresh worker takes its
  place, so a spinning thread slows no later episode;
- each worker leads a session of its own (and so a process group), and the group is killed
  when the worker is done: a process the agent forked (which would hold the campaign's lock
  file open) does not outlive it. The session matters to the scheduler: Linux schedules a
  session's processes as one group (autogroup), so in a session of its own a worker's
  recognition is not taken from the share of another worker's wall-clock call, whose tick
  path wakes every 200 ms and must get a core at once (docs/agents.md, "Keeping time");
- when the run is abandoned (Ctrl-C, SIGTERM, an error), workers mid-episode are killed and
  their half-written traces removed;
- a worker whose start-up fails (its models do not load) is the harness's fault, not an
  episode's: the run stops with ``RuntimeError`` naming why, as it would in one process;
- ``admit`` lets the caller hold an episode back until it may start (the real-time routing
  keeps each provider under its cap with it), and ``task`` names what a worker runs per
  episode (``attempt_episode``, or the real-time one with its provider's shared pause).

Workers are started with ``spawn`` (a fresh interpreter each): forking a driver that has
already started onnxruntime or CTranslate2 threads is not safe. A worker keeps its loaded
models for every episode it runs.
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import os
import shutil
import signal
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from multiprocessing.connection import Connection, wait
from multiprocessing.process import BaseProcess
from pathlib import Path
from typing import Any

from duplexworld.agents.guard import abandoned_calls
from duplexworld.campaign.attempt import Outcome, attempt_episode, failure_row
from duplexworld.episode.episode import EpisodeSpec
from duplexworld.metrics import score_directory
from duplexworld.trace import Terminated, TraceHeader, TraceWriter
from duplexworld.world.registry import build_world

__all__ = ["WorkerPool"]

log = logging.getLogger(__name__)

JOIN_S = 5.0
"""How long a worker told to stop may take before it is killed."""


Task = Callable[[EpisodeSpec, Path, Path | None], Outcome]
"""What a worker runs for one episode (a module-level function: workers are spawned)."""


def run_attempt(episode: EpisodeSpec, out_dir: Path, cache_dir: Path | None) -> Outcome:
    """The default task: the episode with its infrastructure retries."""
    return attempt_episode(episode, out_dir, cache_dir)


def _serve(
    connection: Connection,
    initializer: Callable[..., None] | None,
    initargs: tuple[Any, ...] = (),
    task: Task = run_attempt,
) -> None:
    """A worker's life: episodes in, outcomes out, until told to stop or a call was abandoned."""
    with contextlib.suppress(OSError):
        # its own group, so the driver can reap what the agent forked; its own session, so
        # the scheduler does not weigh it with the driver and the other workers
        os.setsid()
    if initializer is not None:
        try:
            initializer(*initargs)
        except BaseException as exc:  # noqa: BLE001 - the harness's fault: the driver stops
            connection.send(("init_failed", f"{type(exc).__name__}: {exc}"))
            return
    connection.send(("ready", os.getpid()))
    while True:
        try:
            item = connection.recv()
        except EOFError:  # the driver has gone
            return
        if item is None:
            return
        episode, out_dir, cache_dir = item
        before = abandoned_calls()
        outcome = task(episode, Path(out_dir), Path(cache_dir) if cache_dir else None)
        retire = abandoned_calls() != before
        connection.send(("done", outcome, os.getpid(), retire))
        if retire:
            return


@dataclass
class _Slot:
    """One worker process and the episode it runs (None: idle)."""

    process: BaseProcess
    connection: Connection
    episode: EpisodeSpec | None = None
    ready: bool = False
    """Its initializer finished: a death from now on is its episode's, not the harness's."""


def _reap(process: BaseProcess) -> None:
    """Stop a worker (after ``JOIN_S``, by force) and every process left in its group."""
    process.join(JOIN_S)
    if process.is_alive():
        process.kill()
        process.join()
    if process.pid is not None:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(process.pid, signal.SIGKILL)


def _died(episode: EpisodeSpec, out_dir: Path, exitcode: int | None) -> Outcome:
    """The outcome of an episode whose worker died under it: scored as ``agent_error`` when
    its trace had begun, else a failure row of that class (the agent died being built)."""
    if exitcode is not None and exitcode < 0:
        how = f"was killed by signal {-exitcode} ({signal.Signals(-exitcode).name})"
    else:
        how = f"exited with code {exitcode}"
    detail = f"the worker process running the agent {how} during the episode"
    partial = out_dir / "episodes" / f"{episode.key}.partial"
    try:
        return _scored_death(episode, out_dir, partial, detail)
    except Exception as exc:  # noqa: BLE001 - no header to score from: a failure row instead
        log.debug("%s: not scored (%s)", episode.key, exc)
    finally:
        shutil.rmtree(partial, ignore_errors=True)
    return failure_row(episode, "agent_error", detail, 1)


def _scored_death(episode: EpisodeSpec, out_dir: Path, partial: Path, detail: str) -> Outcome:
    """A trace of the dead episode from its header alone, ended ``agent_error`` at tick 0 and
    scored: an agent that kills its process on a hard episode must score 0 there, not drop
    the episode from its tables. The world's state is its seed state (what the agent did
    before dying died with the worker; ``agent_error`` scores 0 whatever it was)."""
    header = TraceHeader.model_validate_json((partial / "header.json").read_text("utf-8"))
    world = build_world(episode.scenario)
    writer = TraceWriter(out_dir / "episodes" / episode.key, header)
    writer.emit(Terminated(tick=0, reason="agent_error", detail=detail))
    directory = writer.close(world.state(), meta={"worker_died": detail})
    return score_directory(directory)


def _next(
    todo: deque[EpisodeSpec], admit: Callable[[EpisodeSpec], bool] | None
) -> EpisodeSpec | None:
    """The first episode ``admit`` lets start now, taken out of ``todo`` (None: all held)."""
    for index, episode in enumerate(todo):
        if admit is None or admit(episode):
            del todo[index]
            return episode
    return None


@dataclass
class WorkerPool:
    """``workers`` processes running episodes one at a time each.

    Attributes:
        workers: how many processes at once.
        initializer: run once in each worker before its first episode (loads models), with
            ``initargs`` (shared values a spawned worker can only get this way).
        task: what a worker runs for each episode (``run_attempt``).
        pids: every worker process that reported an episode (filled while running).
        replaced: workers started in place of one that died or retired.
    """

    workers: int
    initializer: Callable[..., None] | None = None
    initargs: tuple[Any, ...] = ()
    task: Task = run_attempt
    _aborted: bool = field(default=False, init=False, repr=False)

    def __post_init__(self) -> None:
        """The bookkeeping the run fills."""
        self.pids: set[int] = set()
        self.replaced = 0
        self._slots: list[_Slot] = []

    def abort(self) -> None:
        """Stop the run from another thread: the workers mid-episode are killed and ``run``
        returns without their outcomes (their half-written traces are removed; a resume runs
        them again)."""
        self._aborted = True
        for slot in list(self._slots):
            if slot.episode is not None:
                with contextlib.suppress(OSError, ValueError, AttributeError):
                    slot.process.kill()

    def _start(self) -> _Slot:
        context = multiprocessing.get_context("spawn")
        ours, theirs = context.Pipe()
        process = context.Process(
            target=_serve, args=(theirs, self.initializer, self.initargs, self.task), daemon=True
        )
        process.start()
        theirs.close()  # the worker's end: its death then reads as EOF here
        return _Slot(process, ours)

    def run(
        self,
        episodes: Sequence[EpisodeSpec],
        out_dir: Path,
        cache_dir: Path | None,
        admit: Callable[[EpisodeSpec], bool] | None = None,
        release: Callable[[EpisodeSpec], None] | None = None,
    ) -> Iterator[Outcome]:
        """Run every episode; yield each outcome as it finishes (finishing order).

        Args:
            episodes: the episodes, started in this order as far as ``admit`` lets them.
            out_dir: the run directory.
            cache_dir: the speech cache.
            admit: called for the next episodes when a worker is free: True starts it now
                (the caller counts it as open), False holds it back for later. Some episode
                must be running whenever one is held back, or the run could not go on.
            release: called when an admitted episode is done (its outcome is next).
        """
        todo = deque(episodes)
        cache = str(cache_dir) if cache_dir else None
        slots = self._slots = [self._start() for _ in range(min(self.workers, len(todo)))]
        try:
            while not self._aborted:
                for slot in slots:
                    if slot.episode is None and todo:
                        slot.episode = _next(todo, admit)
                        if slot.episode is not None:
                            slot.connection.send((slot.episode, str(out_dir), cache))
                busy = [slot for slot in slots if slot.episode is not None]
                if not busy:
                    if todo:
                        raise RuntimeError("every episode left is held back and none is running")
                    return
                waitables = [s.connection for s in busy] + [s.process.sentinel for s in busy]
                ready = set(wait(waitables))
                if self._aborted:
                    return
                for slot in busy:
                    if slot.connection not in ready and slot.process.sentinel not in ready:
                        continue
                    episode = slot.episode
                    collected = self._collect(slot, Path(out_dir))
                    if collected is None:
                        continue  # it only said it is ready
                    outcome, retire = collected
                    if release is not None and episode is not None:
                        release(episode)
                    yield outcome
                    if retire:
                        _reap(slot.process)
                        slots[slots.index(slot)] = self._start()
                        self.replaced += 1
        finally:  # done, an error, or an abandoned generator (Ctrl-C): no worker outlives it
            for slot in slots:
                with contextlib.suppress(OSError):
                    slot.connection.send(None)
                if slot.episode is not None:
                    slot.process.kill()  # mid-episode: the resume reruns it
                _reap(slot.process)
                slot.connection.close()
                if slot.episode is not None:  # its half-written trace goes with it
                    partial = Path(out_dir) / "episodes" / f"{slot.episode.key}.partial"
                    shutil.rmtree(partial, ignore_errors=True)

    def _collect(self, slot: _Slot, out_dir: Path) -> tuple[Outcome, bool] | None:
        """The finished episode's outcome and whether its worker must be replaced, or None
        while it is still running.

        Raises:
            RuntimeError: the worker could not start (its models did not load): the harness's
                fault, not the episode's, so the campaign stops as it would in one process.
        """
        episode = slot.episode
        assert episode is not None
        while True:
            try:
                if not slot.connection.poll():
                    if slot.process.is_alive():
                        return None
                    raise EOFError  # dead, with nothing more to say
                message = slot.connection.recv()
            except (EOFError, OSError):
                slot.process.join(JOIN_S)
                code = slot.process.exitcode
                if not slot.ready:
                    raise RuntimeError(
                        f"a campaign worker process died while starting (exit code {code})"
                    ) from None
                slot.episode = None
                return _died(episode, out_dir, code), True
            if message[0] == "init_failed":
                raise RuntimeError(f"a campaign worker process could not start: {message[1]}")
            if message[0] == "ready":
                slot.ready = True
                continue
            _, outcome, pid, retire = message
            self.pids.add(pid)
            slot.episode = None
            return outcome, retire
