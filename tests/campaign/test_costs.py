"""Episode costs: the campaign starts the longest known work first and learns from each call."""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest

from duplexworld.campaign import CampaignSpec, run_campaign
from duplexworld.campaign.attempt import Outcome
from duplexworld.campaign.costs import COSTS_FILE, CostHistory, cost_key, longest_first
from duplexworld.campaign.executors import SerialExecutor
from duplexworld.episode.episode import EpisodeSpec
from duplexworld.worlds import builtin_scenarios


def _episodes(count: int, runs: int = 1) -> list[EpisodeSpec]:
    scenarios = builtin_scenarios("banking")[:count]
    return [EpisodeSpec(s, "null", "clean", r) for r in range(runs) for s in scenarios]


def test_never_run_work_starts_first_then_the_longest(tmp_path):
    episodes = _episodes(4)
    history = CostHistory(tmp_path / COSTS_FILE)
    history.record(episodes[0], 5.0)
    history.record(episodes[1], 30.0)
    history.record(episodes[3], 5.0)
    ordered = longest_first(episodes, history)
    # episode 2 never ran: first; then 30 s; then the two 5 s ones in plan order
    assert [e.key for e in ordered] == [episodes[i].key for i in (2, 1, 0, 3)]


def test_with_no_history_the_plan_order_stands(tmp_path):
    episodes = _episodes(3, runs=2)
    assert longest_first(episodes, CostHistory(tmp_path / COSTS_FILE)) == episodes


def test_runs_of_the_same_work_share_one_mean(tmp_path):
    first, second = _episodes(1, runs=2)
    assert cost_key(first) == cost_key(second)
    history = CostHistory(tmp_path / COSTS_FILE)
    for seconds in (10.0, 20.0, 60.0):
        history.record(first, seconds)
    history.record(second, float("nan"))  # an unusable figure is not folded in
    assert history.estimate(second) == pytest.approx(30.0)
    assert history.costs[cost_key(first)].runs == 3


def test_the_history_survives_a_save_and_an_unreadable_file_is_ignored(tmp_path, caplog):
    (episode,) = _episodes(1)
    history = CostHistory.load(tmp_path)
    history.record(episode, 12.5)
    history.save()
    assert CostHistory.load(tmp_path).estimate(episode) == pytest.approx(12.5)
    (tmp_path / COSTS_FILE).write_text("{not json", encoding="utf-8")
    assert CostHistory.load(tmp_path).costs == {}
    assert "unreadable episode-cost history" in caplog.text


class _Recording:
    """Runs episodes serially and remembers the order it was given them."""

    def __init__(self) -> None:
        self.order: list[str] = []

    def run(
        self, episodes: Sequence[EpisodeSpec], out_dir: Path, cache_dir: Path | None
    ) -> Iterator[Outcome]:
        self.order = [e.key for e in episodes]
        yield from SerialExecutor().run(episodes, out_dir, cache_dir)


def test_a_campaign_records_each_call_and_the_next_starts_the_longest_first(tmp_path):
    scenarios = tuple(builtin_scenarios("banking")[:3])
    spec = CampaignSpec(scenarios=scenarios, agents=("null",), runs=1, channel="clean")
    cache = tmp_path / "cache"
    first = _Recording()
    run_campaign(spec, tmp_path / "one", cache, executor=first)
    assert first.order == [e.key for e in spec.episodes()]  # nothing known yet: plan order
    saved = json.loads((cache / COSTS_FILE).read_text(encoding="utf-8"))
    assert sorted(saved) == sorted(cost_key(e) for e in spec.episodes())
    # make the last scenario the longest on record: the next campaign starts it first
    history = CostHistory.load(cache)
    last = spec.episodes()[-1]
    history.record(last, 1000.0)
    history.save()
    second = _Recording()
    run_campaign(spec, tmp_path / "two", cache, executor=second)
    assert second.order[0] == last.key
    assert sorted(second.order) == sorted(first.order)
