"""Gold replay: applies gold actions in order and refuses a scenario whose gold fails."""

from __future__ import annotations

import pytest

from duplexworld.scenario import Scenario
from duplexworld.world.gold import GoldReplayError, gold_state_hash, replay_gold, seed_state_hash
from duplexworld.worlds import builtin_scenarios


def _scenario(scenario_id: str) -> Scenario:
    return next(s for s in builtin_scenarios() if s.id == scenario_id)


def _with_gold(scenario: Scenario, gold: list[dict]) -> Scenario:
    data = scenario.model_dump(mode="json")
    data["gold_actions"] = gold
    return Scenario.model_validate(data)


def test_replay_resolves_facts_and_returns_results_in_order():
    scenario = _scenario("banking_single_intent_01")
    replay = replay_gold(scenario)
    assert [r.name for r in replay.results] == [a.name for a in scenario.gold_actions]
    assert all(r.ok for r in replay.results)
    assert replay.state_hash == replay.world.state_hash() == gold_state_hash(scenario)
    assert replay.world.session.verified == {"C-1042": 1}


def test_replay_is_deterministic():
    scenario = _scenario("banking_single_intent_02")
    assert replay_gold(scenario).state_hash == replay_gold(scenario).state_hash
    assert seed_state_hash(scenario) == seed_state_hash(scenario)


def test_failing_gold_names_the_scenario_and_the_action():
    base = _scenario("banking_single_intent_01")
    broken = _with_gold(
        base,
        [
            {"name": "lookup_policy", "arguments": {"query": "lock"}},
            # not verified yet: the world refuses, so this gold is not self-consistent
            {"name": "lock_card", "arguments": {"card_id": "K-3001"}},
        ],
    )
    with pytest.raises(GoldReplayError) as raised:
        replay_gold(broken)
    error = raised.value
    assert (error.scenario_id, error.index, error.name) == (
        "banking_single_intent_01",
        1,
        "lock_card",
    )
    assert "banking_single_intent_01" in str(error) and "gold_actions[1]" in str(error)


def test_gold_with_an_unknown_tool_fails_clearly():
    broken = _with_gold(_scenario("banking_single_intent_01"), [{"name": "teleport"}])
    with pytest.raises(GoldReplayError, match=r"gold_actions\[0\] \(teleport\).*no tool named"):
        replay_gold(broken)


def test_no_gold_means_the_seed_state():
    scenario = _with_gold(_scenario("banking_single_intent_01"), [])
    assert gold_state_hash(scenario) == seed_state_hash(scenario)
