"""One episode's attempt: its scores, or the row saying why it could not be run.

Every executor runs an episode through ``attempt_episode``, so the failure classes are the same
wherever it runs: an agent's fault is a finished, scored episode (``agent_error``); an
``InfrastructureError`` (a provider outage) is retried with back-off and then recorded as
``infra_failed`` (a rejected configuration, ``ConfigurationError``, stops the campaign
instead); any other harness exception is recorded as ``harness_error`` at once. An
attempt whose *caller* broke its script is rerun with a new seed and, if every try is faulty,
recorded as ``caller_failed``; a capped run may be excluded (``step_capped``). These rows go to
``failures.jsonl``, outside every score, and a resume retries them.
"""

from __future__ import annotations

import json
import logging
import os
import shutil
import time
from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Protocol

from duplexworld.agents.errors import (
    EPISODE_ATTEMPTS,
    EPISODE_BACKOFF_S,
    ConfigurationError,
    FailedAttempt,
    InfrastructureError,
)
from duplexworld.episode.episode import EpisodeSpec, run_one
from duplexworld.metrics import EpisodeScores
from duplexworld.trace import read_meta
from duplexworld.util.atomic import write_text_atomic
from duplexworld.util.secrets import scrub_written

log = logging.getLogger(__name__)

INFRA_ATTEMPTS = EPISODE_ATTEMPTS
"""Tries of an episode whose agent reports an infrastructure failure."""
INFRA_BACKOFF_S = EPISODE_BACKOFF_S
"""First back-off wait between those tries (doubled each time)."""
INFRA_FILE = "infra.jsonl"
"""Every attempt that failed for the agent's service (retried, or infra_failed)."""
CALLER_ATTEMPTS = 3
"""Tries of an episode whose caller broke its script (EVA-Bench reruns up to 3 times)."""
CALLER_FAULTS_FILE = "caller_faults.jsonl"
"""Every attempt whose caller broke its script: key, attempt, seed, faults, status."""
ATTEMPTS_DIR = "attempts"
"""Traces of the attempts set aside for a caller fault (``attempts/<key>/attempt-N``)."""
EXCLUDED_DIR = "excluded"
"""Traces of runs excluded by the campaign's ``capped_runs: excluded``."""

Outcome = EpisodeScores | dict[str, object]
"""What an attempt gives: the episode's scores, or its failure row."""


def failure_row(episode: EpisodeSpec, kind: str, detail: str, attempts: int) -> dict[str, object]:
    """The ``failures.jsonl`` row of an episode that could not be run."""
    return {
        "key": episode.key,
        "scenario": episode.scenario.id,
        "world": episode.scenario.world,
        "conversation_type": episode.scenario.conversation_type,
        "agent": episode.agent,
        "channel": episode.channel,
        "run": episode.run_index,
        "termination": kind,
        "termination_detail": scrub_written(detail)[:500],
        "attempts": attempts,
    }


def append_infra(out_dir: Path, row: dict[str, object]) -> None:
    """Append one failed attempt to ``infra.jsonl`` (written where the episode runs: one short
    line per append, so workers of a pool do not interleave)."""
    _append(Path(out_dir) / INFRA_FILE, row)


class Gate(Protocol):
    """Admission to an agent's provider: a slot per attempt, and a shared pause after a rate
    limit (``campaign.realtime``)."""

    def hold(self) -> AbstractContextManager[object]:
        """Wait for a free slot (and for a pause to end); release it on exit."""
        ...

    def rate_limited(self, wait_s: float) -> None:
        """The provider refused with a rate limit: pause every attempt for ``wait_s``."""
        ...


def _infra_attempts(
    episode: EpisodeSpec,
    out_dir: Path,
    cache_dir: Path | None,
    sleep: Callable[[float], None],
    gate: Gate | None,
) -> Outcome:
    """Run the episode, retrying an infrastructure failure with back-off."""
    for attempt in range(1, INFRA_ATTEMPTS + 1):
        try:
            with gate.hold() if gate is not None else nullcontext():
                return run_one(episode, out_dir, cache_dir)
        except ConfigurationError:
            raise  # no episode of this agent can run as configured: the campaign stops
        except InfrastructureError as exc:
            # a provider may echo the agent's key in its error: scrubbed before it is logged
            detail = scrub_written(f"{type(exc).__name__}: {exc}")
            final = attempt == INFRA_ATTEMPTS or not exc.retryable
            failed = FailedAttempt(attempt, exc.kind, exc.detail, exc.tick, final)
            append_infra(out_dir, failed.row(episode.key))
            if final:
                return failure_row(episode, "infra_failed", detail, attempt)
            wait = INFRA_BACKOFF_S * 2 ** (attempt - 1)
            if gate is not None and exc.kind == "rate_limit":
                gate.rate_limited(wait)  # the provider's other calls back off too
            log.warning("%s: %s; retrying in %.0f s", episode.key, detail, wait)
            sleep(wait)  # outside the slot: another provider call may use it meanwhile
        except (OSError, KeyboardInterrupt, MemoryError):
            raise  # the machine, not the episode: stop the campaign (the CLI says why)
        except Exception as exc:  # noqa: BLE001 - one broken episode must not stop the rest
            return failure_row(episode, "harness_error", f"{type(exc).__name__}: {exc}", 1)
    raise AssertionError("unreachable")


def _set_aside(directory: Path, target: Path) -> None:
    """Move a finished trace out of ``episodes/`` (nothing there is scored or reported)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.rmtree(target, ignore_errors=True)
    os.replace(directory, target)


def attempt_episode(
    episode: EpisodeSpec,
    out_dir: Path,
    cache_dir: Path | None,
    sleep: Callable[[float], None] = time.sleep,
    gate: Gate | None = None,
) -> Outcome:
    """The episode's scores, or its failure row when it could not be run or scored.

    An attempt whose caller broke its script (``meta.json``'s ``caller_faults``, written by
    the episode) is set aside in ``attempts/<key>/attempt-N`` and rerun with a new seed, up to
    ``CALLER_ATTEMPTS`` tries (as EVA-Bench does); every faulty attempt is a line of
    ``caller_faults.jsonl`` with its seed. When every try is faulty the episode is
    ``caller_failed``: never scored against the agent. The kept trace's ``meta.json`` gets
    ``attempt`` and ``attempt_seeds``. With ``capped_runs: excluded`` a run that hit the step
    cap is set aside in ``excluded/<key>`` and recorded as ``step_capped``.
    """
    out_dir = Path(out_dir)
    shutil.rmtree(out_dir / ATTEMPTS_DIR / episode.key, ignore_errors=True)  # an earlier run's
    seeds: list[int] = []
    last: list[dict[str, Any]] = []
    for number in range(1, CALLER_ATTEMPTS + 1):
        current = replace(episode, attempt=number)
        outcome = _infra_attempts(current, out_dir, cache_dir, sleep, gate)
        if isinstance(outcome, dict):
            return {**outcome, "attempt_seeds": [*seeds, current.seed]}
        seeds.append(current.seed)
        directory = out_dir / "episodes" / episode.key
        meta = read_meta(directory)
        last = list(meta.get("caller_faults") or [])
        if not last:
            meta.update(attempt=number, attempt_seeds=seeds)
            write_text_atomic(directory / "meta.json", json.dumps(meta, indent=2, sort_keys=True))
            if episode.capped_runs == "excluded" and outcome.termination == "max_steps":
                _set_aside(directory, out_dir / EXCLUDED_DIR / episode.key)
                detail = f"hit the step cap ({outcome.ticks} ticks); excluded by capped_runs"
                return {
                    **failure_row(episode, "step_capped", detail, number),
                    "attempt_seeds": seeds,
                }
            return outcome
        final = number == CALLER_ATTEMPTS
        _append(
            out_dir / CALLER_FAULTS_FILE,
            {
                "key": episode.key,
                "attempt": number,
                "seed": current.seed,
                "faults": last,
                "status": "caller_failed" if final else "rerun",
            },
        )
        _set_aside(directory, out_dir / ATTEMPTS_DIR / episode.key / f"attempt-{number}")
        log.warning("%s: the caller broke its script (%s); rerun", episode.key, last[0])
    reason = "; ".join(f"{f.get('kind')}: {f.get('detail')}" for f in last[:3])
    detail = f"the caller broke its script in all {CALLER_ATTEMPTS} attempts (last: {reason})"
    return {
        **failure_row(episode, "caller_failed", detail, CALLER_ATTEMPTS),
        "attempt_seeds": seeds,
    }


def _append(path: Path, row: dict[str, object]) -> None:
    with path.open("a", encoding="utf-8") as handle:
        handle.write(scrub_written(json.dumps(row, sort_keys=True)) + "\n")


@dataclass(frozen=True)
class CallerFaultRate:
    """Per campaign: episodes with at least one faulty-caller attempt, over the episodes that
    ran to the end at least once (scored, ``caller_failed`` or ``step_capped``)."""

    faulty: int
    episodes: int
    caller_failed: int

    @property
    def rate(self) -> float | None:
        """faulty / episodes, or None when no episode ran."""
        return self.faulty / self.episodes if self.episodes else None

    def note(self) -> str:
        """The line the run notes and the report show."""
        if not self.episodes:
            return "no episode ran to its end"
        return (
            f"{self.faulty} of {self.episodes} episodes ({self.rate:.1%}) had an attempt whose "
            "caller broke its script; those attempts were rerun with a new seed and never "
            f"scored; {self.caller_failed} caller_failed (every attempt faulty, not scored; "
            f"see {CALLER_FAULTS_FILE})"
        )


def caller_fault_rate(
    out_dir: Path,
    keys: set[str],
    results: list[dict[str, object]],
    failures: list[dict[str, object]],
) -> CallerFaultRate:
    """The caller-fault rate of the campaign whose episode keys are ``keys``."""
    faulty: set[str] = set()
    path = Path(out_dir) / CALLER_FAULTS_FILE
    if path.is_file():
        for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
            try:
                row = json.loads(line)
            except json.JSONDecodeError:
                continue  # a torn line of a killed worker
            if isinstance(row, dict) and row.get("key") in keys:
                faulty.add(str(row["key"]))
    scored = {str(r.get("key")) for r in results} & keys
    ended = {
        str(r.get("key"))
        for r in failures
        if r.get("termination") in ("caller_failed", "step_capped") and r.get("key") in keys
    }
    failed = {str(r.get("key")) for r in failures if r.get("termination") == "caller_failed"}
    # a failure row of an episode scored later (on resume) no longer counts as a failure
    return CallerFaultRate(len(faulty), len(scored | ended), len((failed & keys) - scored))


def caller_confident_wrong(out_dir: Path, keys: set[str]) -> float | None:
    """The share of the caller's replies to agent turns that were confidently wrong (a
    committing reply that did not fit the agent's turn, ``caller.validation.misread_replies``)
    over the scored episodes ``keys``; None when no episode recorded its replies (episodes
    run before the figure existed, or a world's own caller)."""
    replies = wrong = 0
    for key in sorted(keys):
        path = Path(out_dir) / "episodes" / key / "meta.json"
        try:
            meta = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError):
            continue
        if "caller_replies" not in meta:
            continue
        replies += int(meta["caller_replies"])
        wrong += len(meta.get("caller_confident_wrong") or [])
    return wrong / replies if replies else None
