"""Real-time agents run concurrently, at most ``max_concurrency`` calls per provider.

A real-time agent (an agent configuration with a real-time backend: OpenAI Realtime, Gemini
Live, Twilio Media Streams, raw PCM WebSocket) is a hosted service heard on the wall clock: a
60 s call costs 60 s whatever the machine, so only concurrency makes a campaign of them
feasible. Their episodes are taken out of the campaign's executor and run at the same time as
it, each provider's at most ``max_concurrency`` at once.

Where they run: the project's worker pool (``campaign.pool``: ``spawn``, each worker loading
the speech models once, as the local pool's do; a worker that dies loses only its episode,
recorded as ``agent_error`` with the exit code, and is replaced), and the pool admits an
episode only while its provider has a free slot, so a provider never has more calls open
than its cap. Processes, not threads or
asyncio in the driver: an episode is a synchronous tick loop whose caller ASR and scoring are
CPU work, and CPython 3.11 corrupts the ``ast`` module's shared recursion counter when episode
threads parse concurrently with the driver (``numpy.load`` parses every cached utterance's
header; seen in tests as "AST constructor recursion depth mismatch"). When only one real-time
call would be open at a time (one episode, or every cap 1 with one provider) the episodes run
in the calling thread instead, like a serial campaign (so an in-process test world or fake
reaches them).

A provider is the service at one host (``host:port`` of the configuration's URL); the caps of
the configurations that share it combine to the smallest. A call holds its provider's slot for
its whole attempt (connect, call, close, scoring, and its back-off retries). When a provider
answers with a rate limit (``InfrastructureError`` of kind ``rate_limit``, e.g. a 429), the
episode backs off as any infrastructure failure does (``campaign.attempt``), and every other
call to that provider, in any worker, waits out the same pause before it starts (a shared
value per provider).

Under Ray the caps are Ray resources instead (``RayExecutor``): one resource per provider with
the cap as its amount, each real-time episode asking for one unit of it.
"""

from __future__ import annotations

import multiprocessing
import queue
import re
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from duplexworld.campaign.attempt import Outcome, attempt_episode
from duplexworld.campaign.executors import Executor, refuse_process_exit
from duplexworld.campaign.pool import WorkerPool
from duplexworld.episode.episode import EpisodeSpec

__all__ = ["ProviderGate", "RealtimeRouting", "provider_caps", "provider_of", "resource_name"]


@dataclass(frozen=True)
class Provider:
    """A real-time service a campaign calls: its key (``host:port``) and its cap."""

    key: str
    cap: int


def provider_of(agent: str) -> Provider | None:
    """The provider of a real-time agent reference, or None for any other agent."""
    from duplexworld.agents.config import RealtimeSettings, load_agent_config
    from duplexworld.agents.registry import is_config_ref

    if not is_config_ref(agent):
        return None
    config = load_agent_config(agent)
    if not isinstance(config, RealtimeSettings):
        return None  # the cascade runs in this process, tick by tick
    address = config.model_dump().get("url") or config.model_dump().get("base_url")
    parts = urlsplit(str(address))
    secure = parts.scheme in ("https", "wss")
    port = parts.port or (443 if secure else 80)
    return Provider(f"{parts.hostname}:{port}", config.max_concurrency)


def provider_caps(episodes: Sequence[EpisodeSpec]) -> dict[str, int]:
    """Provider key -> cap (the smallest of the configurations that share it)."""
    caps: dict[str, int] = {}
    for agent in {episode.agent for episode in episodes}:
        provider = provider_of(agent)
        if provider is not None:
            caps[provider.key] = min(caps.get(provider.key, provider.cap), provider.cap)
    return caps


def resource_name(key: str) -> str:
    """The Ray resource standing for provider ``key``."""
    return "duplexworld_provider_" + re.sub(r"[^A-Za-z0-9_]", "_", key)


class ProviderGate:
    """At most ``cap`` calls open to one provider, and a shared pause after a rate limit.

    Attributes:
        open: calls holding a slot now.
        peak: the most calls that held a slot at once.
    """

    def __init__(
        self,
        cap: int,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        """A gate of ``cap`` slots."""
        if cap < 1:
            raise ValueError(f"max_concurrency must be at least 1, got {cap}")
        self.cap = cap
        self._slots = threading.BoundedSemaphore(cap)
        self._lock = threading.Lock()
        self._clock, self._sleep = clock, sleep
        self._resume_at = 0.0
        self.open = 0
        self.peak = 0

    def _wait_out_pause(self) -> None:
        while True:
            with self._lock:
                wait = self._resume_at - self._clock()
            if wait <= 0:
                return
            self._sleep(wait)

    @contextmanager
    def hold(self) -> Iterator[None]:
        """A slot for one attempt (after any pause the provider asked for)."""
        self._wait_out_pause()
        self._slots.acquire()
        with self._lock:
            self.open += 1
            self.peak = max(self.peak, self.open)
        try:
            yield
        finally:
            with self._lock:
                self.open -= 1
            self._slots.release()

    def rate_limited(self, wait_s: float) -> None:
        """Hold every new call to this provider back for ``wait_s`` seconds."""
        with self._lock:
            self._resume_at = max(self._resume_at, self._clock() + wait_s)


class SharedPause:
    """A provider's rate-limit pause shared by the worker processes (a ``multiprocessing``
    value: the wall-clock time before which no call to the provider starts)."""

    def __init__(self, until: Any, sleep: Callable[[float], None] = time.sleep) -> None:
        """Wrap the shared value ``until``."""
        self._until = until
        self._sleep = sleep

    @contextmanager
    def hold(self) -> Iterator[None]:
        """Wait out the pause (the driver already keeps the calls under the cap)."""
        while (wait := self._until.value - time.time()) > 0:
            self._sleep(wait)
        yield

    def rate_limited(self, wait_s: float) -> None:
        """Pause every call to this provider for ``wait_s`` seconds."""
        with self._until.get_lock():
            self._until.value = max(self._until.value, time.time() + wait_s)


_PAUSES: dict[str, Any] = {}
"""A worker process's shared pause values, by provider key (set by ``_worker_start``)."""


def _worker_start(pauses: dict[str, Any]) -> None:
    from duplexworld.campaign.executors import _worker_start as load_models

    _PAUSES.update(pauses)
    load_models()


def _worker_episode(episode: EpisodeSpec, out_dir: Path, cache_dir: Path | None) -> Outcome:
    """A real-time episode in a pool worker, behind its provider's shared pause."""
    provider = provider_of(episode.agent)
    assert provider is not None  # only real-time episodes are routed here
    gate = SharedPause(_PAUSES[provider.key])
    return attempt_episode(episode, out_dir, cache_dir, gate=gate)


@dataclass
class RealtimeRouting:
    """Runs real-time episodes under their providers' caps, the rest in ``inner``, at once.

    Attributes:
        inner: the executor of the other episodes (serial, a process pool).
        sleep: the back-off wait between infrastructure retries of episodes run in this
            thread (tests pass a no-op; worker processes sleep for real).
        peaks: provider key -> the most calls it had open at once (filled while running).
    """

    inner: Executor
    sleep: Callable[[float], None] = time.sleep
    peaks: dict[str, int] = field(default_factory=dict)

    def run(
        self, episodes: Sequence[EpisodeSpec], out_dir: Path, cache_dir: Path | None
    ) -> Iterator[Outcome]:
        """Yield every episode's outcome as it finishes, whichever side ran it."""
        providers = {agent: provider_of(agent) for agent in {e.agent for e in episodes}}
        by_provider: dict[str, list[EpisodeSpec]] = {}
        rest: list[EpisodeSpec] = []
        for episode in episodes:
            provider = providers[episode.agent]
            if provider is None:
                rest.append(episode)
            else:
                by_provider.setdefault(provider.key, []).append(episode)
        caps = provider_caps(episodes)
        width = sum(min(caps[key], len(todo)) for key, todo in by_provider.items())
        if width <= 1:  # at most one call open at a time: this thread, one after another
            yield from self.inner.run(rest, out_dir, cache_dir)
            for key, todo in by_provider.items():
                for episode in todo:  # its own back-off is the whole pause: nothing else waits
                    with refuse_process_exit():  # in this process: as the serial executor
                        outcome = attempt_episode(episode, out_dir, cache_dir, self.sleep)
                    yield outcome
                self.peaks[key] = 1
            return
        yield from self._concurrent(by_provider, caps, width, rest, out_dir, cache_dir)

    def _concurrent(
        self,
        by_provider: dict[str, list[EpisodeSpec]],
        caps: dict[str, int],
        width: int,
        rest: list[EpisodeSpec],
        out_dir: Path,
        cache_dir: Path | None,
    ) -> Iterator[Outcome]:
        context = multiprocessing.get_context("spawn")
        pauses = {key: context.Value("d", 0.0) for key in by_provider}
        done: queue.Queue[tuple[str, object]] = queue.Queue()
        stop = threading.Event()
        keys = {episode.agent: key for key, todo in by_provider.items() for episode in todo}
        open_calls = dict.fromkeys(by_provider, 0)
        # the project's own pool: a worker that dies loses only its episode (agent_error
        # with the exit code) and is replaced, where ProcessPoolExecutor broke for good
        pool = WorkerPool(width, _worker_start, (pauses,), _worker_episode)

        def admit(episode: EpisodeSpec) -> bool:
            # called from the pool's thread only: each provider under its cap
            key = keys[episode.agent]
            if open_calls[key] >= caps[key]:
                return False
            open_calls[key] += 1
            self.peaks[key] = max(self.peaks.get(key, 0), open_calls[key])
            return True

        def release(episode: EpisodeSpec) -> None:
            open_calls[keys[episode.agent]] -= 1

        def drive(side: str, outcomes: Iterator[Outcome]) -> None:
            try:
                for outcome in outcomes:
                    done.put((side, outcome))
                    if stop.is_set():
                        return
            except BaseException as exc:  # noqa: BLE001 - re-raised in the driver below
                done.put((side, exc))
            finally:
                close = getattr(outcomes, "close", None)
                if close is not None:
                    close()  # a generator's own clean-up (the pool reaps its workers)

        calls = [episode for todo in by_provider.values() for episode in todo]
        sides = [("calls", pool.run(calls, out_dir, cache_dir, admit, release))]
        if rest:
            sides.append(("others", self.inner.run(rest, out_dir, cache_dir)))
        for side, outcomes in sides:
            threading.Thread(
                target=drive, args=(side, outcomes), name=f"campaign-{side}", daemon=True
            ).start()
        try:
            for _ in range(len(rest) + len(calls)):
                _, value = done.get()
                if isinstance(value, BaseException):
                    raise value
                yield value  # type: ignore[misc]
        finally:
            stop.set()  # an error or an abandoned generator: start nothing new
            pool.abort()  # calls still open are killed; a resume runs them again
