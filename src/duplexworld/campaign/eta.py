"""How long a campaign still has to run, from how long the same work took before.

The estimate reads the episode-cost history the campaign itself keeps
(``campaign.costs``, ``episode-costs.json`` in the speech cache folder): each episode not yet
finished costs its work's mean wall seconds; work that never ran costs the mean of the
known ones (its scenario has not been seen, but the campaign's other calls have); the sum is
shared by the workers. Without any history there is no estimate (``None``), never a guess.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from duplexworld.campaign.costs import CostHistory
from duplexworld.episode.episode import EpisodeSpec

__all__ = ["RemainingTime", "format_eta"]


class RemainingTime:
    """The wall seconds left of a campaign's episodes, as they finish."""

    def __init__(
        self, episodes: Sequence[EpisodeSpec], history: CostHistory, workers: int = 1
    ) -> None:
        """Estimates for ``episodes`` from ``history``, run by ``workers`` at a time."""
        self.workers = max(1, workers)
        known = {e.key: history.estimate(e) for e in episodes}
        values = [v for v in known.values() if v is not None]
        fallback = sum(values) / len(values) if values else None
        self.costs: dict[str, float | None] = {
            key: value if value is not None else fallback for key, value in known.items()
        }
        self.done: set[str] = set()

    def finished(self, keys: Iterable[str]) -> None:
        """Mark episodes as finished (scored or not: either way they cost no more time)."""
        self.done.update(keys)

    def seconds(self) -> float | None:
        """The estimated wall seconds left; None without any history to go on."""
        left = [cost for key, cost in self.costs.items() if key not in self.done]
        if any(cost is None for cost in left):
            return None
        return sum(cost for cost in left if cost is not None) / self.workers


def format_eta(seconds: float | None) -> str:
    """``eta 1:05:30``, ``eta 4:05``, or ``eta ?`` without an estimate."""
    if seconds is None:
        return "eta ?"
    whole = int(round(seconds))
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"eta {hours}:{minutes:02d}:{secs:02d}" if hours else f"eta {minutes}:{secs:02d}"
