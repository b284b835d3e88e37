"""How long episodes took before, so a campaign starts the longest first.

With several workers, a campaign ends when its last episode does: if a long call starts last,
one worker runs it alone while the others idle (on the bench's 24 Banking episodes, a 300 s
oracle call started last ran alone for a quarter of the 2-worker wall time). Starting the
longest episodes first (longest-processing-time order) keeps every worker busy until the end.

The cost of an episode is the wall seconds its call took (``meta.json``), averaged per
(scenario, agent, channel) over earlier runs, in ``episode-costs.json`` in the speech cache
folder (it outlives run directories; a resumed or repeated campaign, and the bench's measured
runs after its warm-up, find it). Episodes never run before start first, in plan order (their
cost is unknown, and a campaign's first runs of each scenario then teach the rest). Order
changes nothing in the results: every episode has its own seeds.
"""

from __future__ import annotations

import json
import logging
import math
from collections.abc import Sequence
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from duplexworld.agents.registry import agent_label
from duplexworld.episode.episode import EpisodeSpec
from duplexworld.speech.bank import default_cache_dir
from duplexworld.util.atomic import write_text_atomic

__all__ = ["COSTS_FILE", "CostHistory", "EpisodeCost", "cost_key", "longest_first"]

COSTS_FILE = "episode-costs.json"
"""The history's file name, in the speech cache folder."""

log = logging.getLogger(__name__)


class EpisodeCost(BaseModel):
    """The mean wall seconds of the calls of one (scenario, agent, channel), and how many."""

    model_config = ConfigDict(frozen=True)

    runs: int = Field(ge=1)
    mean_seconds: float = Field(ge=0.0)


def cost_key(episode: EpisodeSpec) -> str:
    """What runs of the same work share: scenario, agent label and channel (not the run)."""
    return f"{episode.scenario.id}__{agent_label(episode.agent)}__{episode.channel}"


class CostHistory:
    """Episode costs read from and saved to ``path`` (see the module docstring)."""

    def __init__(self, path: Path, costs: dict[str, EpisodeCost] | None = None) -> None:
        """A history saved at ``path``, starting from ``costs``."""
        self.path = path
        self.costs: dict[str, EpisodeCost] = dict(costs or {})

    @classmethod
    def load(cls, cache_dir: Path | None) -> CostHistory:
        """The history in the speech cache folder ``cache_dir`` (default: the user cache).

        A missing file is an empty history; an unreadable one is logged and ignored (the
        history only orders work: losing it costs time, never a result).
        """
        path = Path(cache_dir or default_cache_dir()) / COSTS_FILE
        if not path.exists():
            return cls(path)
        try:
            raw = json.loads(path.read_text(encoding="utf-8"))
            costs = {str(k): EpisodeCost.model_validate(v) for k, v in dict(raw).items()}
        except (OSError, ValueError, TypeError, ValidationError) as exc:
            log.warning("%s: unreadable episode-cost history, starting afresh (%s)", path, exc)
            return cls(path)
        return cls(path, costs)

    def estimate(self, episode: EpisodeSpec) -> float | None:
        """The mean wall seconds of earlier runs of this work; None if it never ran."""
        cost = self.costs.get(cost_key(episode))
        return cost.mean_seconds if cost else None

    def record(self, episode: EpisodeSpec, seconds: float) -> None:
        """Fold one finished call's wall seconds into the mean of its work."""
        if not math.isfinite(seconds) or seconds < 0:
            return
        key = cost_key(episode)
        old = self.costs.get(key)
        if old is None:
            self.costs[key] = EpisodeCost(runs=1, mean_seconds=seconds)
            return
        runs = old.runs + 1
        mean = old.mean_seconds + (seconds - old.mean_seconds) / runs
        self.costs[key] = EpisodeCost(runs=runs, mean_seconds=mean)

    def save(self) -> None:
        """Write the history atomically (a failure is logged: it only orders work)."""
        payload = {k: v.model_dump() for k, v in sorted(self.costs.items())}
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            write_text_atomic(self.path, json.dumps(payload, indent=1) + "\n")
        except OSError as exc:
            log.warning("%s: could not save the episode-cost history (%s)", self.path, exc)


def longest_first(episodes: Sequence[EpisodeSpec], history: CostHistory) -> list[EpisodeSpec]:
    """``episodes`` in start order: never-run work first (plan order), then the rest by
    their mean cost, longest first (ties keep plan order)."""
    unknown = [e for e in episodes if history.estimate(e) is None]
    known = [e for e in episodes if history.estimate(e) is not None]
    known.sort(key=lambda e: -(history.estimate(e) or 0.0))  # sort is stable
    return unknown + known
