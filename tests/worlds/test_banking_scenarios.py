"""The built-in OneBank scenarios fit how the harness plays them.

The oracle asks for every fact a gold action takes ("Could you tell me your <label>?") and
parses the answer by the fact's kind; the caller's reader decides what was asked from the
facts' labels. These tests hold each scenario to that contract with the real parser and
reader, so a scenario that the oracle could not solve fails here, not in a long episode.
"""

from __future__ import annotations

import re

import pytest

from duplexworld.agents.oracle import PARSERS
from duplexworld.caller.persona import PERSONAS
from duplexworld.scenario.schema import FactRef, ResultRef
from duplexworld.testing.provenance import asked_facts, matched_by_words
from duplexworld.testing.reading import read_turn
from duplexworld.world.gold import replay_gold
from duplexworld.worlds import builtin_scenarios, scenario_paths
from duplexworld.worlds.validation import validate_scenario

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
    "transfer_between_accounts": "transfer",
    "add_travel_notice": "notice",
    "stop_check_payment": "stop",
    "pay_saved_payee": "payee",
}
by_id = pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda s: s.id)


def test_the_required_scenarios_exist_and_match_their_files():
    assert {s.id for s in SCENARIOS} >= REQUIRED
    assert [p.stem for p in scenario_paths("banking")] == [s.id for s in SCENARIOS]
    assert all(s.world == "banking" for s in SCENARIOS)


@by_id
def test_harness_settings(scenario):
    assert scenario.channel == "clean"
    assert {"DB", "ACTION"} <= set(scenario.reward_basis) <= {"DB", "ACTION", "NL_ASSERTION"}
    # a reward that counts what was said is defined without a judge (its speech checks)
    assert ("NL_ASSERTION" in scenario.reward_basis) == bool(scenario.nl_checks)
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


def _agent_facts(scenario):
    """Facts an agent must hear: gold arguments and the facts that select among results."""
    keys: list[str] = []
    for action in scenario.gold_actions:
        if action.actor != "agent":
            continue
        for value in action.arguments.values():
            refs = [value] if isinstance(value, FactRef) else []
            if isinstance(value, ResultRef):
                refs = [v for v in value.near if isinstance(v, FactRef)]
            keys += [ref.fact for ref in refs if ref.fact not in keys]
    return [scenario.fact(key) for key in keys]


@by_id
def test_every_caller_supplied_argument_is_a_parseable_fact(scenario):
    # a text fact (a country, an account's name) counts only when its answers parse back to
    # exactly the value: what is heard is what the tool or the near filter gets
    assert {f.key for f in asked_facts(scenario)} <= {f.key for f in _agent_facts(scenario)}
    for fact in _agent_facts(scenario):
        if fact.key in matched_by_words(scenario):
            continue  # used by its words: a request a search is built from, a selector
        for variant in fact.answer_variants:
            heard = variant.format(spoken=fact.spoken)
            assert PARSERS[fact.kind](heard, fact) == fact.value, (fact.key, heard)


@by_id
def test_ids_are_read_off_results_never_written_in_the_gold(scenario):
    # record ids come from tool results the agent received (issue 9): no gold argument of the
    # agent names a record, and the gold replay resolves every reference
    ids = {r["id"] for records in scenario.seed.values() for r in records}
    for action in scenario.gold_actions:
        for name, value in action.arguments.items():
            assert not (isinstance(value, str) and value in ids), (action.name, name)
    replay = replay_gold(scenario)
    assert len(replay.calls) == len(scenario.gold_actions)


@by_id
def test_identifying_arguments_come_from_the_caller(scenario):
    # names, dates of birth, card digits, postcodes and amounts must be heard, never given
    spoken_args = {"full_name", "date_of_birth", "card_last4", "postcode", "amount"}
    for action in scenario.gold_actions:
        if action.actor == "user":
            continue  # the caller types these on their own phone; nobody has to hear them
        for name, value in action.arguments.items():
            if name in spoken_args:
                assert isinstance(value, FactRef), (action.name, name)


@by_id
def test_asking_for_a_fact_is_recognised_as_that_fact_only(scenario):
    for fact in scenario.facts:
        assert all(k == k.lower().strip() and k for k in fact.ask_keywords), fact.key
        seen = read_turn(f"Could you tell me your {fact.label}?", scenario)
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


def scenario_by_id(scenario_id: str):
    return next(s for s in SCENARIOS if s.id == scenario_id)


def test_three_scenarios_of_each_of_the_nine_types():
    assert len(SCENARIOS) == 27
    for kind in TYPES:
        ids = sorted(s.id for s in SCENARIOS if s.conversation_type == kind)
        assert ids == [f"banking_{kind}_0{n}" for n in (1, 2, 3)], kind


@by_id
def test_validates_without_problems(scenario):
    result = validate_scenario(scenario)
    assert result.problems == ()
    writes = {spec.name for spec in replay_gold(scenario).world.tools() if spec.writes}
    writes |= {"update_address_in_app", "block_merchant_in_app"}
    assert result.gold_changes_state == any(a.name in writes for a in scenario.gold_actions)


@by_id
def test_seed_records_have_no_empty_fields(scenario):
    # a comma inside an unquoted YAML flow mapping silently makes a key with a null value
    for table, rows in scenario.seed.items():
        for row in rows:
            assert all(value is not None for value in row.values()), (table, row)


@by_id
def test_type_shapes(scenario):
    kind = scenario.conversation_type
    agent_writes = [a for a in scenario.gold_actions if a.name in WRITE_TOOLS]
    if kind == "policy_refusal":
        assert not agent_writes
        lookups = [a for a in scenario.gold_actions if a.name == "lookup_policy"]
        assert len(lookups) == 1 and lookups[0].critical == () and lookups[0].clauses
    else:
        assert agent_writes, "every other type ends in at least one write"
    if kind == "guided_procedure":
        assert scenario.caller_actions
        users = [i for i, a in enumerate(scenario.gold_actions) if a.actor == "user"]
        last_write = max(i for i, a in enumerate(scenario.gold_actions) if a in agent_writes)
        assert users and max(users) < last_write  # the agent waits, then writes
    if kind == "mid_call_correction":
        assert any(f.correction is not None for f in scenario.facts)
    if kind == "suspension":
        assert scenario.suspension is not None and 20 <= scenario.suspension.duration_s <= 60
    if kind == "narrative_intake":
        assert sum(f.reveal == "volunteered" for f in scenario.facts) >= 1
        assert max(len(o.split()) for o in scenario.script.opening) >= 60
    if kind == "identity_verification":
        first_read = next(
            i for i, a in enumerate(scenario.gold_actions) if a.name in READS_ABOUT_RECORDS
        )
        verify = next(i for i, a in enumerate(scenario.gold_actions) if a.name == "verify_identity")
        assert verify < first_read


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


WRITE_TOOLS = {
    "lock_card",
    "unlock_card",
    "block_card",
    "order_replacement_card",
    "release_fraud_hold",
    "open_dispute",
    "order_branch_cash",
    "transfer_between_accounts",
    "pay_saved_payee",
    "stop_check_payment",
    "add_travel_notice",
}
READS_ABOUT_RECORDS = {"get_customer_accounts", "list_card_transactions", "list_account_checks"}
