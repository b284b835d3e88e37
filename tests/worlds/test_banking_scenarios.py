"""The built-in OneBank scenarios fit how the harness plays them.

The oracle asks for every fact a gold action takes ("Could you tell me your <label>?") and
parses the answer by the fact's kind; the caller's observer decides what was asked from the
facts' keywords. These tests hold each scenario to that contract with the real parser and
observer, so a scenario that the oracle could not solve fails here, not in a long episode.
"""

from __future__ import annotations

import re

import pytest

from duplexworld.agents.oracle import PARSERS, needed_facts
from duplexworld.caller.observer import observe
from duplexworld.caller.persona import PERSONAS
from duplexworld.scenario.schema import FactRef
from duplexworld.world.gold import replay_gold
from duplexworld.worlds import builtin_scenarios, scenario_paths

SCENARIOS = builtin_scenarios("banking")
REQUIRED = {
    "banking_single_intent_01",
    "banking_single_intent_02",
    "banking_identity_verification_01",
    "banking_policy_refusal_01",
}
OPERATION_WORDS = {
    "lock_card": "lock",
    "unlock_card": "unlock",
    "block_card": "block",
    "release_fraud_hold": "fraud",
    "open_dispute": "dispute",
    "order_replacement_card": "replacement",
}
by_id = pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda s: s.id)


def test_the_required_scenarios_exist_and_match_their_files():
    assert {s.id for s in SCENARIOS} >= REQUIRED
    assert [p.stem for p in scenario_paths("banking")] == [s.id for s in SCENARIOS]
    assert all(s.world == "banking" for s in SCENARIOS)


@by_id
def test_harness_settings(scenario):
    assert scenario.channel == "clean"
    assert set(scenario.reward_basis) <= {"DB", "ACTION"}
    assert scenario.id.startswith(f"banking_{scenario.conversation_type}_")
    assert scenario.persona in PERSONAS
    assert scenario.goal and scenario.purpose


@by_id
def test_the_opening_is_a_symptom_not_the_operation(scenario):
    for opening in scenario.script.opening:
        words = set(re.findall(r"[a-z]+", opening.lower()))
        for action in scenario.gold_actions:
            word = OPERATION_WORDS.get(action.name)
            assert word not in words, (opening, action.name)


@by_id
def test_every_caller_supplied_argument_is_a_parseable_fact(scenario):
    for fact in needed_facts(scenario):
        assert fact.kind != "text", fact.key
        for variant in fact.answer_variants:
            heard = variant.format(spoken=fact.spoken)
            assert PARSERS[fact.kind](heard, fact) == fact.value, (fact.key, heard)


@by_id
def test_identifying_arguments_come_from_the_caller(scenario):
    # names, dates of birth, card digits, postcodes and amounts must be heard, never given
    spoken_args = {"full_name", "date_of_birth", "card_last4", "postcode", "amount"}
    for action in scenario.gold_actions:
        for name, value in action.arguments.items():
            if name in spoken_args:
                assert isinstance(value, FactRef), (action.name, name)


@by_id
def test_asking_for_a_fact_is_recognised_as_that_fact_only(scenario):
    for fact in scenario.facts:
        assert all(k == k.lower().strip() and k for k in fact.ask_keywords), fact.key
        seen = observe(f"Could you tell me your {fact.label}?", scenario.facts)
        assert seen.asked_facts == (fact.key,)


@by_id
def test_keywords_of_different_facts_do_not_overlap(scenario):
    for fact in scenario.facts:
        for other in scenario.facts:
            if other.key == fact.key:
                continue
            for mine in (fact.label.lower(), *fact.ask_keywords):
                for theirs in (other.label.lower(), *other.ask_keywords):
                    assert mine not in theirs, (fact.key, mine, other.key, theirs)


@by_id
def test_gold_uses_world_tools_and_the_facts_it_names(scenario):
    world = replay_gold(scenario).world
    for action in scenario.gold_actions:
        spec = world.tool_spec(action.name)
        assert spec is not None and spec.actor == action.actor


def test_identity_scenario_needs_tier_2_and_has_a_name_twin():
    scenario = next(s for s in SCENARIOS if s.id == "banking_identity_verification_01")
    replay = replay_gold(scenario)
    assert replay.results[0].content.startswith("2 customer records match")
    assert replay.world.session.verified == {"C-2231": 2}


def test_dispute_amount_is_a_spoken_amount_fact():
    scenario = next(s for s in SCENARIOS if s.id == "banking_single_intent_02")
    dispute = next(a for a in scenario.gold_actions if a.name == "open_dispute")
    amount = dispute.arguments["amount"]
    assert isinstance(amount, FactRef)
    fact = scenario.fact(amount.fact)
    assert fact.kind == "amount" and fact.spoken == "thirty-nine dollars and ninety-nine cents"
