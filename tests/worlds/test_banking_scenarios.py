"""The built-in OneBank scenarios as a set, and the stories some of them tell.

Each scenario's fit to how the harness plays it (the oracle's questions and parsers, the
caller's reader, the conversation type's shape) is a content check of the world
(``worlds/banking/contract.py``), run by ``duplexworld scenarios validate`` and so by
``tests/worlds/test_worlds_validate.py``.
"""

from __future__ import annotations

from duplexworld.scenario.schema import FactRef
from duplexworld.testing.reading import read_turn
from duplexworld.world.gold import replay_gold
from duplexworld.worlds import builtin_scenarios, scenario_paths

SCENARIOS = builtin_scenarios("banking")
REQUIRED = {
    "banking_single_intent_01",
    "banking_single_intent_02",
    "banking_identity_verification_01",
    "banking_policy_refusal_01",
}


def test_the_required_scenarios_exist_and_match_their_files():
    assert {s.id for s in SCENARIOS} >= REQUIRED
    assert [p.stem for p in scenario_paths("banking")] == [s.id for s in SCENARIOS]
    assert all(s.world == "banking" for s in SCENARIOS)


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


# --- the 27 scenarios as a set -----------------------------------------------------------

TYPES = (
    "single_intent",
    "multi_intent",
    "policy_refusal",
    "record_disambiguation",
    "identity_verification",
    "guided_procedure",
    "mid_call_correction",
    "suspension",
    "narrative_intake",
)


def test_three_scenarios_of_each_of_the_nine_types():
    assert len(SCENARIOS) == 27
    for kind in TYPES:
        ids = sorted(s.id for s in SCENARIOS if s.conversation_type == kind)
        assert ids == [f"banking_{kind}_0{n}" for n in (1, 2, 3)], kind


def test_volatility_in_at_least_three_scenarios():
    volatile = [s.id for s in SCENARIOS if s.world_changes]
    assert len(volatile) >= 3, volatile


def test_caller_action_words_do_not_ask_for_facts(scenario_list=SCENARIOS):
    for scenario in scenario_list:
        for action in scenario.caller_actions:
            seen = read_turn(action.instruction, scenario)
            assert seen.asked_facts == () and not seen.has("approval"), scenario.id
            assert any(k in action.instruction.lower() for k in action.trigger_keywords)
            for fact in scenario.facts:
                for keyword in (fact.label.lower(), *fact.ask_keywords):
                    for trigger in action.trigger_keywords:
                        assert keyword not in trigger and trigger not in keyword
