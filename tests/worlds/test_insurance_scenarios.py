"""The Harborline scenarios fit how the harness plays them, and their files are up to date.

The oracle asks for every fact a gold action takes ("Could you tell me your <label>?") and
parses the answer by the fact's kind; the caller's reader decides what was asked from the
facts' labels and performs a caller action when the agent's words hold a trigger keyword.
These tests hold each scenario to that contract with the real parser and reader, so a
scenario the oracle could not solve fails here rather than in a long episode.
"""

from __future__ import annotations

import re
from collections import Counter

import pytest

from duplexworld.agents.oracle import HOLD_PHRASES, PARSERS, closing_line, needed_facts
from duplexworld.authoring.generate import generate
from duplexworld.caller.persona import PERSONAS
from duplexworld.scenario.schema import CONVERSATION_TYPES, FactRef
from duplexworld.testing.provenance import matched_by_words, selector_answer_mismatches
from duplexworld.testing.reading import read_turn
from duplexworld.world.gold import replay_gold, seed_state_hash
from duplexworld.worlds import builtin_scenarios, scenario_paths
from duplexworld.worlds.validation import validate_scenario

SCENARIOS = builtin_scenarios("insurance")
ENTERPRISE_TYPES = CONVERSATION_TYPES[:9]
OPERATION_WORDS = {
    "open_claim": "file",
    "submit_claim": "submit",
    "withdraw_claim": "withdraw",
    "request_decision_review": "review",
    "request_payment_reissue": "reissue",
    "add_coverage": "endorsement",
    "book_inspection": "book",
    "dispatch_mitigation_crew": "mitigation",
}
by_id = pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda s: s.id)


def test_three_scenarios_per_type_in_files_named_by_id():
    counts = Counter(s.conversation_type for s in SCENARIOS)
    assert counts == {kind: 3 for kind in ENTERPRISE_TYPES}
    assert [p.stem for p in scenario_paths("insurance")] == [s.id for s in SCENARIOS]
    for scenario in SCENARIOS:
        assert re.fullmatch(rf"insurance_{scenario.conversation_type}_0[1-3]", scenario.id)


def test_the_files_are_what_the_sources_produce():
    outcomes = generate(["insurance"], check=True)
    assert len(outcomes) == 27
    assert {outcome.status for outcome in outcomes} == {"unchanged"}


@by_id
def test_validates_without_problems(scenario):
    assert validate_scenario(scenario).problems == ()


@by_id
def test_harness_settings(scenario):
    assert scenario.channel == "clean"
    assert {"DB", "ACTION"} <= set(scenario.reward_basis) <= {"DB", "ACTION", "NL_ASSERTION"}
    # a reward that counts what was said is defined without a judge (its speech checks)
    assert ("NL_ASSERTION" in scenario.reward_basis) == bool(scenario.nl_checks)
    assert scenario.persona in PERSONAS
    assert scenario.goal and scenario.purpose and scenario.nl_assertion and scenario.difficulty


@by_id
def test_the_opening_is_a_symptom_not_the_operation(scenario):
    for opening in scenario.script.opening:
        words = set(re.findall(r"[a-z]+", opening.lower()))
        for action in scenario.gold_actions:
            assert OPERATION_WORDS.get(action.name) not in words, (opening, action.name)
        # a hold phrase in the opening would put the oracle on hold before anything is asked
        assert not any(phrase in opening.lower() for phrase in HOLD_PHRASES)


@by_id
def test_every_caller_supplied_argument_is_a_parseable_fact(scenario):
    direct = {
        value.fact
        for action in scenario.gold_actions
        for value in action.arguments.values()
        if isinstance(value, FactRef)
    }
    for fact in needed_facts(scenario):
        if fact.key not in direct or fact.key in matched_by_words(scenario):
            continue  # a choice among records (a result reference's near), or the request a
            # policy search is built from: matched by words
        assert fact.kind != "text", fact.key
        assert fact.reveal != "on_event", fact.key  # the oracle asks before it acts
        variants = list(fact.answer_variants)
        for variant in variants:
            heard = variant.format(spoken=fact.spoken)
            assert PARSERS[fact.kind](heard, fact) == fact.value, (fact.key, heard)
        if fact.correction is not None:
            for variant in fact.correction.variants:
                heard = variant.format(spoken=fact.correction.spoken)
                assert PARSERS[fact.kind](heard, fact) == fact.correction.value, heard


@by_id
def test_identifying_arguments_come_from_the_caller(scenario):
    # names, birth dates, ZIP codes, amounts and the caller's own policy number are heard,
    # never given; another policy of the caller's is found with list_policies
    spoken_args = {"full_name", "date_of_birth", "policy_number", "postcode", "value"}
    own_policy = scenario.fact("policy_number").final_value
    for action in scenario.gold_actions:
        for name, value in action.arguments.items():
            if name not in spoken_args or isinstance(value, FactRef):
                continue
            assert name == "policy_number" and value != own_policy, (action.name, name)
            assert any(a.name == "list_policies" for a in scenario.gold_actions)


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
def test_caller_actions_are_triggered_by_their_instruction_only(scenario):
    writes = any(a.actor == "agent" and a.name not in READS for a in scenario.gold_actions)
    quiet_lines = [
        *(f"Could you tell me your {fact.label}?" for fact in scenario.facts),
        "Thank you for calling. How can I help you today?",
        closing_line(writes, refusing=not writes),
    ]
    for action in scenario.caller_actions:
        seen = read_turn(action.instruction, scenario)
        assert not (seen.asked_facts or seen.has("approval") or seen.has("close")), action.key
        assert any(k in action.instruction.lower() for k in action.trigger_keywords)
        for line in quiet_lines:
            assert not any(k in line.lower() for k in action.trigger_keywords), (line, action.key)
        for fact in scenario.facts:
            for keyword in action.trigger_keywords:
                assert keyword not in fact.ask_keywords, (keyword, fact.key)


@by_id
def test_what_the_oracle_parses_is_said_in_one_sentence(scenario):
    # the oracle cuts turns at pauses: a second sentence would arrive as a separate turn
    lines = [
        variant.format(spoken=fact.spoken)
        for fact in scenario.facts
        if fact.kind != "text"
        for variant in fact.answer_variants
    ]
    lines += [
        variant.format(spoken=fact.correction.spoken)
        for fact in scenario.facts
        if fact.correction is not None
        for variant in fact.correction.variants
    ]
    if scenario.suspension is not None:
        lines += [*scenario.suspension.leave_variants, *scenario.suspension.return_variants]
    lines += [v.format(result="done") for a in scenario.caller_actions for v in a.report_variants]
    for line in lines:
        assert not re.search(r"[.!?]\s", line.strip()), line


@by_id
def test_digit_answers_lead_in_with_words(scenario):
    # "My policy number is ..." as people say it; a bare "It's" before digits is clipped by
    # the recogniser into a digit ("six"). Digit values themselves are like real ones.
    for fact in needed_facts(scenario):
        if fact.kind in ("digits", "postcode"):
            assert not any(v.lower().startswith("it's") for v in fact.answer_variants), fact.key


@by_id
def test_a_fact_that_selects_a_record_is_said_the_way_the_record_shows_it(scenario):
    # a `near` fact picks one of several candidates by its value, so the caller's answer must
    # contain that value (a car's model, a slot's day) or parse to it (a date, a name)
    assert selector_answer_mismatches(scenario) == []


def test_digit_strings_with_zeros_in_their_last_digits_exist():
    # recogniser tuning removed (issue 9): zeros appear where real numbers have them
    values = [f.final_value for s in SCENARIOS for f in needed_facts(s) if f.kind == "digits"]
    assert sum("0" in value[-3:] for value in values) >= 4


@by_id
def test_suspensions_put_the_oracle_on_hold_for_20_to_60_seconds(scenario):
    suspension = scenario.suspension
    if scenario.conversation_type != "suspension":
        assert suspension is None
        return
    assert suspension is not None and 20 <= suspension.duration_s <= 60
    for line in suspension.leave_variants:
        assert any(phrase in line.lower() for phrase in HOLD_PHRASES)
    for line in suspension.return_variants:
        assert not any(phrase in line.lower() for phrase in HOLD_PHRASES)


READS = {
    "verify_policyholder",
    "check_postcode_factor",
    "list_policies",
    "get_policy",
    "list_claims",
    "get_claim",
    "list_inspection_slots",
    "lookup_policy",
}


@by_id
def test_gold_uses_world_tools_and_replays(scenario):
    replay = replay_gold(scenario)
    for action in scenario.gold_actions:
        spec = replay.world.tool_spec(action.name)
        assert spec is not None and spec.actor == action.actor
        assert spec.writes == (action.name not in READS), action.name
    verified = replay.world.session.verified
    assert verified, "every Harborline call verifies the caller"


@by_id
def test_types_have_their_shape(scenario):
    kind = scenario.conversation_type
    names = [action.name for action in scenario.gold_actions]
    writes = [n for n, a in zip(names, scenario.gold_actions, strict=True) if n not in READS]
    if kind in ("policy_refusal",) or scenario.id == "insurance_identity_verification_03":
        assert not writes and "lookup_policy" in names
        lookup = next(a for a in scenario.gold_actions if a.name == "lookup_policy")
        assert lookup.critical == () and lookup.clauses
        assert replay_gold(scenario).state_hash == seed_state_hash(scenario)
    if kind == "guided_procedure":
        assert scenario.caller_actions
        assert any(a.actor == "user" for a in scenario.gold_actions)
    if kind == "mid_call_correction":
        assert any(f.correction is not None for f in needed_facts(scenario))
    if kind == "narrative_intake":
        assert sum(f.reveal == "volunteered" for f in scenario.facts) >= 2
        assert len(scenario.script.opening[0].split()) >= 60
    if kind == "record_disambiguation":
        assert scenario.difficulty["candidate_records"] >= 2
    if kind == "identity_verification":
        assert names[0] == "verify_policyholder"


def test_at_least_three_scenarios_are_volatile_and_gold_rereads():
    volatile = [s for s in SCENARIOS if s.world_changes]
    assert len(volatile) >= 3
    for scenario in volatile:
        for change in scenario.world_changes:
            trigger = change.after.removeprefix("tool:")
            assert [a.name for a in scenario.gold_actions].count(trigger) >= 2, scenario.id
