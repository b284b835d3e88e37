"""One episode's attempt: its scores, or the row saying why it could not be run.

Every executor runs an episode through ``attempt_episode``, so the failure classes are the same
wherever it runs: an agent's fault is a finished, scored episode (``agent_error``); an
``InfrastructureError`` (a provider outage) is retried with back-off and then recorded as
``infra_failed``; any other harness exception is recorded as ``harness_error`` at once. Both
rows go to ``failures.jsonl``, outside every score, and a resume retries them.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Callable
from pathlib import Path

from duplexworld.agents.errors import (
    EPISODE_ATTEMPTS,
    EPISODE_BACKOFF_S,
    FailedAttempt,
    InfrastructureError,
)
from duplexworld.episode.episode import EpisodeSpec, run_one
from duplexworld.metrics import EpisodeScores

log = logging.getLogger(__name__)

INFRA_ATTEMPTS = EPISODE_ATTEMPTS
"""Tries of an episode whose agent reports an infrastructure failure."""
INFRA_BACKOFF_S = EPISODE_BACKOFF_S
"""First back-off wait between those tries (doubled each time)."""
INFRA_FILE = "infra.jsonl"
"""Every attempt that failed for the agent's service (retried, or infra_failed)."""

Outcome = EpisodeScores | dict[str, object]
"""What an attempt gives: the episode's scores, or its failure row."""


def failure_row(episode: EpisodeSpec, kind: str, detail: str, attempts: int) -> dict[str, object]:
    """The ``failures.jsonl`` row of an episode that could not be run."""
    return {
        "key": episode.key,
        "scenario": episode.scenario.id,
        "world": episode.scenario.world,
        "agent": episode.agent,
        "channel": episode.channel,
        "run": episode.run_index,
        "termination": kind,
        "termination_detail": detail[:500],
        "attempts": attempts,
    }


def append_infra(out_dir: Path, row: dict[str, object]) -> None:
    """Append one failed attempt to ``infra.jsonl`` (written where the episode runs: one short
    line per append, so workers of a pool do not interleave)."""
    with (Path(out_dir) / INFRA_FILE).open("a", encoding="utf-8") as handle:
        handle.write(json.dumps(row, sort_keys=True) + "\n")


def attempt_episode(
    episode: EpisodeSpec,
    out_dir: Path,
    cache_dir: Path | None,
    sleep: Callable[[float], None] = time.sleep,
) -> Outcome:
    """The episode's scores, or its failure row when it could not be run at all."""
    for attempt in range(1, INFRA_ATTEMPTS + 1):
        try:
            return run_one(episode, out_dir, cache_dir)
        except InfrastructureError as exc:
            detail = f"{type(exc).__name__}: {exc}"
            final = attempt == INFRA_ATTEMPTS or not exc.retryable
            failed = FailedAttempt(attempt, exc.kind, exc.detail, exc.tick, final)
            append_infra(out_dir, failed.row(episode.key))
            if final:
                return failure_row(episode, "infra_failed", detail, attempt)
            wait = INFRA_BACKOFF_S * 2 ** (attempt - 1)
            log.warning("%s: %s; retrying in %.0f s", episode.key, detail, wait)
            sleep(wait)
        except (OSError, KeyboardInterrupt, MemoryError):
            raise  # the machine, not the episode: stop the campaign (the CLI says why)
        except Exception as exc:  # noqa: BLE001 - one broken episode must not stop the rest
            return failure_row(episode, "harness_error", f"{type(exc).__name__}: {exc}", 1)
    raise AssertionError("unreachable")
