"""The built-in Hearthway scenarios fit how the harness plays them.

The oracle asks for every fact a gold action takes ("Could you tell me your <label>?") and
parses the answer by the fact's kind; the caller's reader decides what was asked from the
facts' labels and performs a caller action on its trigger keywords. These tests hold each
scenario to that contract with the real parser and reader, so a scenario the oracle could
not solve fails here, not in a long episode.
"""

from __future__ import annotations

import re
from collections import Counter

import pytest

from duplexworld.agents.null import GREETING
from duplexworld.agents.oracle import PARSERS, closing_line
from duplexworld.authoring.generate import generate
from duplexworld.caller.persona import PERSONAS
from duplexworld.scenario.schema import CONVERSATION_TYPES, FactRef
from duplexworld.testing.provenance import (
    asked_facts,
    matched_by_words,
    selector_answer_mismatches,
)
from duplexworld.testing.reading import read_turn
from duplexworld.world import ToolCall
from duplexworld.world.gold import gold_calls, replay_gold, seed_state_hash
from duplexworld.world.values import parse_time
from duplexworld.worlds import build_world, builtin_scenarios, scenario_paths
from duplexworld.worlds.validation import validate_scenario

SCENARIOS = builtin_scenarios("travel")
TYPES = [t for t in CONVERSATION_TYPES if t not in ("rerouting", "all_day_assistance")]
by_id = pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda s: s.id)
OPERATION_WORDS = {
    "cancel_reservation": "cancel",
    "block_calendar_dates": "block",
    "update_checkin_time": "update",
    "remove_cohost": "remove",
    "update_payout_method": "method",
    "open_stay_assurance_report": "report",
    "add_report_issue": "claim",
    "submit_stay_assurance_report": "submit",
}
"""The verb or noun of each write that an opening must not use: the caller names symptoms."""
WRITES = {spec.name for spec in build_world(SCENARIOS[0]).tools("agent") if spec.writes}


def get(scenario_id: str):
    return next(s for s in SCENARIOS if s.id == scenario_id)


def test_27_scenarios_three_per_type_matching_their_files():
    assert len(SCENARIOS) == 27
    assert Counter(s.conversation_type for s in SCENARIOS) == {t: 3 for t in TYPES}
    assert [p.stem for p in scenario_paths("travel")] == [s.id for s in SCENARIOS]
    expected = {f"travel_{t}_{n:02d}" for t in TYPES for n in (1, 2, 3)}
    assert {s.id for s in SCENARIOS} == expected


def test_the_files_are_what_the_sources_produce():
    outcomes = generate(["travel"], check=True)
    assert len(outcomes) == 27
    assert {outcome.status for outcome in outcomes} == {"unchanged"}


@by_id
def test_validates_and_gold_replays(scenario):
    result = validate_scenario(scenario)
    assert result.problems == ()
    replay = replay_gold(scenario)
    assert all(r.ok for r in replay.results)


@by_id
def test_harness_settings(scenario):
    assert scenario.world == "travel" and scenario.channel == "clean"
    assert {"DB", "ACTION"} <= set(scenario.reward_basis) <= {"DB", "ACTION", "NL_ASSERTION"}
    # a reward that counts what was said is defined without a judge (its speech checks)
    assert ("NL_ASSERTION" in scenario.reward_basis) == bool(scenario.nl_checks)
    assert scenario.persona in PERSONAS
    assert scenario.goal and scenario.purpose and scenario.difficulty


@by_id
def test_authority_is_established_before_anything_is_read(scenario):
    names = [a.name for a in scenario.gold_actions]
    assert names[:2] == ["find_hearthway_account_by_phone", "verify_account_holder"]


@by_id
def test_the_opening_is_a_symptom_not_the_operation(scenario):
    for opening in scenario.script.opening:
        words = set(re.findall(r"[a-z]+", opening.lower()))
        for action in scenario.gold_actions:
            word = OPERATION_WORDS.get(action.name)
            assert word not in words, (opening, action.name)


@by_id
def test_every_caller_supplied_argument_is_a_parseable_fact(scenario):
    for fact in asked_facts(scenario):
        if fact.key in matched_by_words(scenario):
            continue  # used by its words: a request a search is built from, a selector
        if fact.kind == "text":
            # a time of day the caller asks for: the schema has no time kind (and the oracle
            # no parser for one) yet, so only the value's form is checked here
            assert parse_time(fact.value, fact.key) == fact.value, fact.key
            continue
        for variant in fact.answer_variants:
            heard = variant.format(spoken=fact.spoken)
            assert PARSERS[fact.kind](heard, fact) == fact.value, (fact.key, heard)
        if fact.correction is not None:
            assert len(fact.correction.value) == len(fact.value)  # the oracle parses by shape
            for variant in fact.correction.variants:
                heard = variant.format(spoken=fact.correction.spoken)
                assert PARSERS[fact.kind](heard, fact) == fact.correction.value, heard


@by_id
def test_asking_for_a_fact_is_recognised_as_that_fact_only(scenario):
    for fact in scenario.facts:
        assert all(k == k.lower().strip() and k for k in fact.ask_keywords), fact.key
        seen = read_turn(f"Could you tell me your {fact.label}?", scenario)
        assert seen.asked_facts == (fact.key,)
        assert not seen.has("approval") and not seen.has("close")


@by_id
def test_keywords_of_different_facts_and_actions_do_not_overlap(scenario):
    phrases = {fact.key: [fact.label.lower(), *fact.ask_keywords] for fact in scenario.facts} | {
        action.key: list(action.trigger_keywords) for action in scenario.caller_actions
    }
    for key, mine in phrases.items():
        for other, theirs in phrases.items():
            if other == key:
                continue
            for phrase in mine:
                for their in theirs:
                    assert phrase not in their, (key, phrase, other, their)


@by_id
def test_the_oracles_fixed_lines_ask_for_nothing(scenario):
    writes = any(a.name in WRITES for a in scenario.gold_actions if a.actor == "agent")
    closings = [closing_line(writes, refusing) for refusing in (True, False)]
    for line in (GREETING, *closings, "Of course, take your time."):
        assert read_turn(line, scenario).asked_facts == (), line


@by_id
def test_caller_actions_trigger_on_their_own_instruction_only(scenario):
    for action in scenario.caller_actions:
        seen = read_turn(action.instruction, scenario)
        assert seen.asked_facts == () and not seen.has("approval")
        text = " ".join(action.instruction.lower().split())
        triggered = [
            other.key
            for other in scenario.caller_actions
            if any(k.lower() in text for k in other.trigger_keywords)
        ]
        assert triggered == [action.key]
        gold = [
            call
            for g, call in zip(scenario.gold_actions, gold_calls(scenario), strict=True)
            if g.actor == "user" and g.name == action.tool
        ]
        assert gold and dict(gold[0].arguments) == dict(action.arguments)
        for report in action.report_variants:
            assert not set(report.lower().split()) <= {"okay.", "okay,", "done."}


@by_id
def test_identifying_arguments_come_from_the_caller(scenario):
    spoken = {
        "phone_number",
        "date_of_birth",
        "card_last4",
        "bank_account_last4",
        "incident_date",
        "amount",
        "first_night",
        "last_night",
        "house_number",
        "postcode",
    }
    for action in scenario.gold_actions:
        for name, value in action.arguments.items():
            if name in spoken:
                assert isinstance(value, FactRef), (scenario.id, action.name, name)


def test_refusals_write_nothing_and_look_up_the_rule():
    for scenario in SCENARIOS:
        if scenario.conversation_type != "policy_refusal":
            continue
        names = [a.name for a in scenario.gold_actions]
        assert not set(names) & WRITES, scenario.id
        lookup = next(a for a in scenario.gold_actions if a.name == "lookup_policy")
        assert lookup.critical == () and lookup.clauses
        assert validate_scenario(scenario).gold_changes_state is False


def test_restraint_is_the_modal_answer_and_scored_by_the_goal_state():
    # a held refusal or a correction: at least a third of the world's scenarios write nothing
    no_write = [s.id for s in SCENARIOS if not {a.name for a in s.gold_actions} & WRITES]
    assert len(no_write) >= 6
    assert "travel_suspension_02" in no_write  # the host already did it: do nothing


def test_volatility_scenarios_gold_includes_the_re_read():
    volatile = [s for s in SCENARIOS if s.world_changes]
    assert len(volatile) >= 3
    for scenario in volatile:
        for change in scenario.world_changes:
            if not change.after.startswith("tool:"):
                # announced on the caller's return: one read after it is all the gold needs
                assert change.announced_by == change.after, scenario.id
                continue
            tool = change.after.removeprefix("tool:")
            calls = [a for a in scenario.gold_actions if a.name == tool]
            assert len(calls) >= change.occurrence + 1, scenario.id


@pytest.mark.parametrize(
    ("scenario_id", "stale_call"),
    [
        # cancel on the refund quoted before the host shortened the stay
        ("travel_suspension_01", ("cancel_reservation", {"refund_amount": "1250.00"})),
        # write 16:00 over the host's own 17:00
        (
            "travel_suspension_02",
            ("update_checkin_time", {"listing_id": "L-7150", "checkin_time": "16:00"}),
        ),
    ],
)
def test_acting_on_a_stale_read_fails_the_goal_state(scenario_id, stale_call):
    scenario = get(scenario_id)
    gold = replay_gold(scenario).state_hash
    world = build_world(scenario)
    first_read = next(
        i
        for i, a in enumerate(scenario.gold_actions)
        if a.name in ("get_reservation", "get_listing")
    )
    for call in gold_calls(scenario)[: first_read + 1]:
        world.call(call)  # a read before the hold ...
    for change in scenario.world_changes:
        world.caller_event(change.after)  # ... is stale once the caller is back
    name, arguments = stale_call
    if name == "cancel_reservation":
        arguments = {**arguments, "confirmation_code": scenario.fact("confirmation_code").value}
    world.call(ToolCall(call_id="stale", name=name, arguments=arguments))
    assert world.state_hash() != gold


def test_a_stale_role_refuses_the_second_request_of_multi_intent_03():
    scenario = get("travel_multi_intent_03")
    gold_names = [a.name for a in scenario.gold_actions]
    assert gold_names.count("get_listing") == 2
    # without the world change the calendar co-host cannot move check-in
    static = build_world(scenario.model_copy(update={"world_changes": ()}))
    for call in gold_calls(scenario)[:4]:
        static.call(call)
    refused = static.call(
        ToolCall(
            call_id="y",
            name="update_checkin_time",
            arguments={"listing_id": "L-3307", "checkin_time": "16:00"},
        )
    )
    assert not refused.ok


def test_the_wrong_candidate_record_fails_the_goal_state():
    cases = {
        "travel_record_disambiguation_01": ("block_calendar_dates", "listing_id", "L-6204"),
        "travel_record_disambiguation_02": ("cancel_reservation", "confirmation_code", "220846"),
        "travel_record_disambiguation_03": ("remove_cohost", "account_id", "U-4304"),
    }
    for scenario_id, (tool, argument, wrong) in cases.items():
        scenario = get(scenario_id)
        world = build_world(scenario)
        for action, call in zip(scenario.gold_actions, gold_calls(scenario), strict=True):
            arguments = dict(call.arguments)
            if action.name == tool:
                arguments[argument] = wrong
                if tool == "cancel_reservation":
                    arguments["refund_amount"] = "645.00"
            world.call(
                ToolCall(call_id="x", name=action.name, arguments=arguments, actor=action.actor)
            )
        assert world.state_hash() not in (
            replay_gold(scenario).state_hash,
            seed_state_hash(scenario),
        ), scenario_id


def test_the_first_premise_reaches_nothing_the_caller_may_change():
    # acting on the value before the correction: another host's listing, another guest's trip
    stale_writes = {
        "travel_mid_call_correction_01": (
            "update_checkin_time",
            {"listing_id": "L-4199", "checkin_time": "17:00"},
        ),
        "travel_mid_call_correction_02": (
            "cancel_reservation",
            {"confirmation_code": "934157", "refund_amount": "435.00"},
        ),
    }
    for scenario_id, (tool, arguments) in stale_writes.items():
        scenario = get(scenario_id)
        world = build_world(scenario)
        for call in gold_calls(scenario)[:2]:
            assert world.call(call).ok
        first = next(f for f in scenario.facts if f.correction is not None).value
        if scenario_id.endswith("01"):
            found = world.call(
                ToolCall(
                    call_id="f",
                    name="find_listing_by_address",
                    arguments={"house_number": first, "postcode": "60614"},
                )
            )
            assert "L-4199" in found.content
        result = world.call(ToolCall(call_id="w", name=tool, arguments=arguments))
        assert not result.ok, scenario_id
        assert world.state_hash() == seed_state_hash(scenario)


def test_the_uncovered_item_is_left_out_of_the_report():
    scenario = get("travel_narrative_intake_03")
    # the categories are judged from what the caller says: read them off the resolved gold
    categories = [c.arguments.get("category") for c in gold_calls(scenario)]
    assert "appliances" not in categories and {"furniture", "linens"} <= set(categories)


def test_identity_refusals_do_not_leak_the_record():
    scenario = get("travel_identity_verification_01")
    replay = replay_gold(scenario)
    read = replay.results[2].content
    assert read.startswith("No reservation that the verified caller can access")
    assert "Linda" not in read and "Seaside" not in read
    shared = replay_gold(get("travel_identity_verification_03"))
    assert "2 Hearthway accounts" in shared.results[0].content
    assert "none: not the host or a co-host" in shared.results[3].content


@pytest.mark.slow
def test_oracle_solves_a_correction_scenario_end_to_end(tmp_path):
    from duplexworld.episode.episode import EpisodeSpec, run_one
    from duplexworld.trace import read_trace

    # (travel_mid_call_correction_01 needs a check-in time the caller gives: the oracle has no
    # parser for times yet, see docs/scenarios.md)
    scenario = get("travel_mid_call_correction_02")
    spec = EpisodeSpec(scenario=scenario, agent="oracle", channel="clean", run_index=0)
    scores = run_one(spec, tmp_path)
    trace = read_trace(tmp_path / "episodes" / spec.key)
    reads = [e.arguments for e in trace.of_kind("tool_called") if e.name == "get_reservation"]
    assert [r["confirmation_code"] for r in reads] == ["934157", "934175"]
    assert scores.reward == 1.0


@by_id
def test_a_fact_that_selects_a_record_is_said_the_way_the_record_shows_it(scenario):
    # a `near` fact picks one of several candidates by its value, so the caller's answer must
    # contain that value (a unit number, a first name, a check-in date) in a parseable form
    assert selector_answer_mismatches(scenario) == []
