"""The 27 Ridgeway Freight scenarios: they load, validate, replay, and fit how the harness plays.

The oracle asks for every fact a gold action takes ("Could you tell me your <label>?") and
parses the answer by the fact's kind; the caller's reader decides what was asked from the
facts' labels; the oracle treats any caller turn with a hold phrase as the caller stepping
away. These tests hold each scenario to that contract with the real parser and reader, so a
scenario the oracle could not solve fails here, not in a long episode.
"""

from __future__ import annotations

import re
from collections import Counter

import pytest

from duplexworld.agents.oracle import (
    HOLD_PHRASES,
    PARSERS,
    closes_with_refusal,
    closing_line,
    needed_facts,
)
from duplexworld.caller.persona import PERSONAS
from duplexworld.scenario.schema import FactRef
from duplexworld.testing.provenance import asked_facts, matched_by_words
from duplexworld.testing.reading import read_turn
from duplexworld.world import ToolCall
from duplexworld.world.gold import replay_gold, seed_state_hash
from duplexworld.worlds import build_world, builtin_scenarios, scenario_paths
from duplexworld.worlds.validation import literal_provenance_problems, validate_scenario

SCENARIOS = builtin_scenarios("logistics")
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
OPERATION_WORDS = {
    "place_hold": ("hold",),
    "release_hold": ("hold", "release"),
    "redirect_shipment": ("redirect", "reroute"),
    "schedule_delivery": ("schedule",),
    "schedule_pickup": ("schedule",),
    "file_cargo_claim": ("claim",),
    "open_trace": ("trace",),
    "authorize_unload": ("authorize", "authorise"),
}
"""Words that would name a gold operation in an opening (the caller gives a symptom)."""
CALLER_SUPPLIED = {
    "customer_number",
    "postcode",
    "bol_number",
    "delivery_date",
    "pickup_date",
    "pieces_affected",
    "claim_amount",
    "destination_postcode",
}
"""Arguments only the caller knows: gold must take them from facts, never as literals."""

by_id = pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda s: s.id)


def scenario(scenario_id: str):
    return next(s for s in SCENARIOS if s.id == scenario_id)


def writes(world) -> set[str]:
    return {spec.name for spec in world.tools("agent") if spec.writes}


def test_27_scenarios_three_per_type_matching_their_files():
    assert len(SCENARIOS) == 27
    assert Counter(s.conversation_type for s in SCENARIOS) == {t: 3 for t in TYPES}
    assert [p.stem for p in scenario_paths("logistics")] == [s.id for s in SCENARIOS]
    for s in SCENARIOS:
        assert s.world == "logistics"
        assert re.fullmatch(rf"logistics_{s.conversation_type}_0[123]", s.id)


@by_id
def test_validates_and_gold_replays(scenario):
    assert validate_scenario(scenario).problems == ()
    replay = replay_gold(scenario)
    assert all(result.ok for result in replay.results)


@by_id
def test_harness_settings(scenario):
    assert scenario.channel == "clean"
    assert {"DB", "ACTION"} <= set(scenario.reward_basis) <= {"DB", "ACTION", "NL_ASSERTION"}
    # a reward that counts what was said is defined without a judge (its speech checks)
    assert ("NL_ASSERTION" in scenario.reward_basis) == bool(scenario.nl_checks)
    assert scenario.persona in PERSONAS
    assert scenario.goal and scenario.purpose and scenario.nl_assertion
    assert scenario.difficulty
    assert len(scenario.script.opening) >= 2


@by_id
def test_the_opening_is_a_symptom_not_the_operation(scenario):
    for opening in scenario.script.opening:
        words = set(re.findall(r"[a-z]+", opening.lower()))
        for action in scenario.gold_actions:
            for word in OPERATION_WORDS.get(action.name, ()):
                assert word not in words, (opening, action.name)


@by_id
def test_gold_literals_are_constants_and_record_values_are_read_off_results(scenario):
    # ids, tracking numbers and terminals come from earlier results, caller values from facts
    assert literal_provenance_problems(scenario) == []


@by_id
def test_every_caller_supplied_argument_is_a_parseable_fact(scenario):
    for fact in asked_facts(scenario):
        if fact.key in matched_by_words(scenario):
            continue  # used by its words: a request a search is built from, a selector
        assert fact.kind != "text", fact.key
        for variant in fact.answer_variants:
            heard = variant.format(spoken=fact.spoken)
            assert PARSERS[fact.kind](heard, fact) == fact.value, (fact.key, heard)
        if fact.correction is not None:
            for variant in fact.correction.variants:
                heard = variant.format(spoken=fact.correction.spoken)
                assert PARSERS[fact.kind](heard, fact) == fact.correction.value, heard
        if fact.kind == "digits":
            assert len(fact.value) >= 5 and not fact.value.startswith("0"), fact.key


@by_id
def test_identifying_arguments_come_from_the_caller(scenario):
    for action in scenario.gold_actions:
        for name, value in action.arguments.items():
            if name in CALLER_SUPPLIED:
                assert isinstance(value, FactRef), (action.name, name)


@by_id
def test_asking_for_a_fact_is_recognised_as_that_fact_only(scenario):
    for fact in scenario.facts:
        assert all(k == k.lower().strip() and k for k in fact.ask_keywords), fact.key
        seen = read_turn(f"Could you tell me your {fact.label}?", scenario)
        assert seen.asked_facts == (fact.key,)


def keywords_of(fact):
    """A fact's label and its ask keywords, lower case."""
    return tuple(dict.fromkeys([fact.label.lower(), *(k.lower() for k in fact.ask_keywords)]))


@by_id
def test_keywords_of_different_facts_do_not_overlap(scenario):
    for fact in scenario.facts:
        for other in scenario.facts:
            if other.key == fact.key:
                continue
            for mine in keywords_of(fact):
                for theirs in keywords_of(other):
                    assert mine not in theirs, (fact.key, mine, other.key, theirs)


@by_id
def test_no_caller_line_sounds_like_stepping_away_unless_it_is_the_suspension(scenario):
    lines = [*scenario.script.opening, *scenario.script.approve, *scenario.script.thanks_goodbye]
    for fact in scenario.facts:
        lines += [v.format(spoken=fact.spoken) for v in fact.answer_variants]
        if fact.correction is not None:
            lines += [v.format(spoken=fact.correction.spoken) for v in fact.correction.variants]
    for action in scenario.caller_actions:
        lines += [v.format(result="") for v in action.report_variants]
    if scenario.suspension is not None:
        lines += list(scenario.suspension.return_variants)
        for leave in scenario.suspension.leave_variants:
            assert any(phrase in leave.lower() for phrase in HOLD_PHRASES), leave
    for line in lines:
        assert not any(phrase in line.lower() for phrase in HOLD_PHRASES), line


@by_id
def test_gold_uses_world_tools_by_their_actors(scenario):
    world = build_world(scenario)
    for action in scenario.gold_actions:
        spec = world.tool_spec(action.name)
        assert spec is not None and spec.actor == action.actor, action.name
    assert scenario.gold_actions[0].name == "verify_caller"


@by_id
def test_only_refusals_leave_the_state_as_seeded(scenario):
    changes = replay_gold(scenario).state_hash != seed_state_hash(scenario)
    assert changes == (scenario.conversation_type != "policy_refusal")


def test_refusals_look_up_the_rule_and_write_nothing():
    for s in (s for s in SCENARIOS if s.conversation_type == "policy_refusal"):
        world = build_world(s)
        assert not {a.name for a in s.gold_actions} & writes(world)
        lookup = [a for a in s.gold_actions if a.name == "lookup_policy"]
        assert len(lookup) == 1 and lookup[0].critical == () and lookup[0].clauses
        # the oracle refuses because the policy text its search returns forbids the request
        searched = [r.content for r in replay_gold(s).results if r.name == "lookup_policy"]
        assert closes_with_refusal(False, searched)
        assert closing_line(False, True).startswith("I'm sorry")


def test_caller_actions_are_triggered_by_the_oracles_instruction_only():
    guided = [s for s in SCENARIOS if s.conversation_type == "guided_procedure"]
    assert len(guided) == 3
    for s in guided:
        (action,) = s.caller_actions
        assert any(a.actor == "user" and a.name == action.tool for a in s.gold_actions)
        seen = read_turn(action.instruction, s)
        assert seen.asked_facts == () and not seen.has("approval") and not seen.has("close")
        assert any(k in action.instruction.lower() for k in action.trigger_keywords)
        questions = [f"Could you tell me your {f.label}?" for f in s.facts]
        closings = [closing_line(w, r) for w in (True, False) for r in (True, False)]
        for text in [*questions, *closings, "How can I help you today?"]:
            assert not any(k in text.lower() for k in action.trigger_keywords), (s.id, text)


def test_suspensions_leave_mid_questions_for_twenty_to_sixty_seconds():
    for s in (s for s in SCENARIOS if s.conversation_type == "suspension"):
        assert s.suspension is not None and 20 <= s.suspension.duration_s <= 60
        order = [f.key for f in needed_facts(s)]
        key = s.suspension.after.removeprefix("fact:")
        # the oracle must still be asking when the caller steps away, not already acting
        assert key in order[:-1], (s.id, key)


def test_corrections_arrive_after_a_gold_tool_that_used_the_first_value():
    corrected = [s for s in SCENARIOS if any(f.correction for f in s.facts)]
    assert {s.conversation_type for s in corrected} == {"mid_call_correction"}
    for s in corrected:
        fact = next(f for f in s.facts if f.correction)
        tool = fact.correction.after.removeprefix("tool:")
        users = [
            a.name
            for a in s.gold_actions
            if any(isinstance(v, FactRef) and v.fact == fact.key for v in a.arguments.values())
        ]
        assert tool in users, s.id


def test_corrections_are_short_enough_for_the_oracles_correction_window():
    # the oracle waits ANSWER_TIMEOUT (8 s) from the tool result for a correction and does not
    # extend it while the caller is still speaking, so a long correction line is cut off
    for s in SCENARIOS:
        for fact in s.facts:
            for variant in fact.correction.variants if fact.correction else ():
                assert len(variant.replace("{spoken}", "").split()) <= 6, (s.id, variant)


def test_first_values_of_corrected_facts_point_at_real_traps():
    # acting on the first value must be possible and wrong, not merely an error
    s = scenario("logistics_mid_call_correction_01")
    first = s.fact("tracking_number")
    assert first.correction is not None and first.value != first.correction.value
    world = build_world(s)
    verify = {"customer_number": s.fact("customer_number").value,
              "postcode": s.fact("postcode").value}  # fmt: skip
    assert world.call(ToolCall(call_id="v", name="verify_caller", arguments=verify)).ok
    booking = {"tracking_number": first.value, "delivery_date": s.fact("delivery_date").value}
    booked = world.call(ToolCall(call_id="s", name="schedule_delivery", arguments=booking))
    assert booked.ok and world.state_hash() != replay_gold(s).state_hash


def test_at_least_three_scenarios_change_the_world_mid_call():
    volatile = [s for s in SCENARIOS if s.world_changes]
    assert len(volatile) >= 3
    for s in volatile:
        names = [a.name for a in s.gold_actions]
        for change in s.world_changes:
            if not change.after.startswith("tool:"):
                # announced on the caller's return: in place before the agent hears it
                assert change.announced_by == change.after and "get_shipment" in names, s.id
                continue
            trigger = change.after.removeprefix("tool:")
            assert trigger in names
            # the gold re-reads after the change fires
            later = names[names.index(trigger) + 1 :]
            assert "get_shipment" in later, s.id
