"""A campaign: plan episodes, run those not yet finished, append results, resume safely.

``results.jsonl`` gets one line per finished episode, flushed and fsynced, so an interrupted
campaign loses at most the episode in flight; a rerun with the same output directory skips
every key already in the file.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

import yaml

from duplexworld.agents.errors import InfrastructureError, retry_infrastructure
from duplexworld.campaign.database import write_results_db
from duplexworld.episode.episode import EpisodeSpec, run_one
from duplexworld.metrics import EpisodeScores
from duplexworld.scenario import Scenario

RESULTS_FILE = "results.jsonl"
INFRA_FILE = "infra.jsonl"
"""Attempts that failed for the agent's service (retried, or infra_failed), never scored."""


@dataclass(frozen=True)
class CampaignSpec:
    """What a campaign runs: scenarios x agents x runs on one channel preset."""

    scenarios: tuple[Scenario, ...]
    agents: tuple[str, ...]
    runs: int
    channel: str

    def episodes(self) -> list[EpisodeSpec]:
        """Every episode of the campaign, in a stable order."""
        return [
            EpisodeSpec(scenario=scenario, agent=agent, channel=self.channel, run_index=run)
            for scenario in self.scenarios
            for agent in self.agents
            for run in range(self.runs)
        ]

    def as_dict(self) -> dict[str, object]:
        """The spec as plain data for ``spec.yaml``."""
        return {
            "scenarios": [s.id for s in self.scenarios],
            "agents": list(self.agents),
            "runs": self.runs,
            "channel": self.channel,
        }


def read_results(out_dir: Path) -> list[dict[str, object]]:
    """Rows of ``results.jsonl`` (a torn last line from a crash is ignored)."""
    path = Path(out_dir) / RESULTS_FILE
    rows: list[dict[str, object]] = []
    if not path.is_file():
        return rows
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError:
            continue
    return rows


def append_result(out_dir: Path, row: dict[str, object]) -> None:
    """Append one row durably."""
    path = Path(out_dir) / RESULTS_FILE
    with path.open("a", encoding="utf-8") as handle:
        handle.write(json.dumps(row, sort_keys=True) + "\n")
        handle.flush()
        os.fsync(handle.fileno())


def append_infra(out_dir: Path, row: dict[str, object]) -> None:
    """Append one infrastructure-failure record to ``infra.jsonl`` (never scored)."""
    with (Path(out_dir) / INFRA_FILE).open("a", encoding="utf-8") as handle:
        handle.write(json.dumps(row, sort_keys=True) + "\n")


def _repair_tail(out_dir: Path) -> None:
    # A crash can leave a partial last line; drop it so appends start on a fresh line.
    path = Path(out_dir) / RESULTS_FILE
    if not path.is_file():
        return
    data = path.read_bytes()
    if data and not data.endswith(b"\n"):
        path.write_bytes(data[: data.rfind(b"\n") + 1])


def run_campaign(
    spec: CampaignSpec,
    out_dir: Path,
    cache_dir: Path | None = None,
    on_start: Callable[[int, int], None] | None = None,
    on_episode: Callable[[EpisodeScores], None] | None = None,
) -> list[dict[str, object]]:
    """Run every unfinished episode of ``spec`` into ``out_dir``; returns all result rows.

    Args:
        spec: the campaign.
        out_dir: run directory (created); holds spec.yaml, episodes/ and results.jsonl.
        cache_dir: speech cache directory (default: the user cache).
        on_start: called once with (episodes to run, episodes already done).
        on_episode: called after each finished episode.
    """
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    spec_path = out_dir / "spec.yaml"
    if not spec_path.exists():
        spec_path.write_text(yaml.safe_dump(spec.as_dict(), sort_keys=False), encoding="utf-8")
    _repair_tail(out_dir)
    done = {str(row.get("key")) for row in read_results(out_dir)}
    todo = [episode for episode in spec.episodes() if episode.key not in done]
    if on_start:
        on_start(len(todo), len(spec.episodes()) - len(todo))
    for episode in todo:
        try:
            scores = retry_infrastructure(
                lambda episode=episode: run_one(episode, out_dir, cache_dir),
                on_failure=lambda failed, key=episode.key: append_infra(out_dir, failed.row(key)),
            )
        except InfrastructureError:
            continue  # recorded in infra.jsonl, never scored; a rerun tries it again
        append_result(out_dir, scores.row())
        if on_episode:
            on_episode(scores)
    all_rows = read_results(out_dir)
    write_results_db(out_dir, all_rows)
    wanted = {episode.key for episode in spec.episodes()}
    return [row for row in all_rows if row.get("key") in wanted]


ENTERPRISE_WORLDS = ("banking", "insurance", "travel", "healthcare", "logistics")
"""The five enterprise worlds; ``enterprise`` selects them all."""


def select_scenarios(
    all_scenarios: Iterable[Scenario],
    world: str | Iterable[str] | None,
    ids: Iterable[str] | None,
) -> list[Scenario]:
    """Scenarios of some worlds (``enterprise`` = the five enterprise worlds) or with the given
    ids; unknown ids or worlds raise ValueError."""
    scenarios = list(all_scenarios)
    if ids:
        by_id = {s.id: s for s in scenarios}
        missing = [i for i in ids if i not in by_id]
        if missing:
            raise ValueError(
                f"unknown scenario id {missing[0]!r} (see `duplexworld scenarios list`)"
            )
        return [by_id[i] for i in ids]
    if world:
        names = [world] if isinstance(world, str) else list(world)
        wanted: list[str] = []
        for name in names:
            wanted.extend(ENTERPRISE_WORLDS if name == "enterprise" else [name])
        chosen = [s for s in scenarios if s.world in wanted]
        known = {s.world for s in scenarios}
        unknown = [name for name in wanted if name not in known]
        if unknown or not chosen:
            worlds = ", ".join(sorted(known))
            raise ValueError(
                f"no scenarios for world {(unknown or wanted)[0]!r} (worlds: {worlds}, enterprise)"
            )
        return chosen
    return scenarios
