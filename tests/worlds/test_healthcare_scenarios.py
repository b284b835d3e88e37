"""The 27 Meridian scenarios fit the regime, the conversation types and how the harness plays them.

The oracle asks for every fact a gold action takes ("Could you tell me your <label>?") and
parses the answer by the fact's kind; the caller's reader decides what was asked from the
facts' labels. These tests hold each scenario to that contract with the real parser and
reader, and hold volatile scenarios to "a stale act fails, a fresh read succeeds", so that a
broken scenario fails here and not in a long episode.
"""

from __future__ import annotations

import re
from collections import Counter

import pytest

from duplexworld.agents.oracle import _ACKNOWLEDGEMENTS, HOLD_PHRASES, PARSERS
from duplexworld.caller.persona import PERSONAS
from duplexworld.scenario import Scenario
from duplexworld.scenario.schema import CONVERSATION_TYPES, FactRef, ResultRef
from duplexworld.testing.provenance import asked_facts, matched_by_words
from duplexworld.testing.reading import read_turn
from duplexworld.world import ToolCall
from duplexworld.world.gold import replay_gold, seed_state_hash
from duplexworld.worlds import build_world, builtin_scenarios, scenario_paths
from duplexworld.worlds.validation import literal_provenance_problems, validate_scenario

SCENARIOS = builtin_scenarios("healthcare")
BY_ID = {scenario.id: scenario for scenario in SCENARIOS}
ENTERPRISE_TYPES = CONVERSATION_TYPES[:9]
OPERATION_WORDS = {
    "request_refill": "refill",
    "file_appeal": "appeal",
    "revoke_authorization": "revoke",
    "create_authorization_request": "authorize",
    "change_primary_care_provider": "primary",
    "order_id_card": "replacement",
    "report_unrecognized_claim": "fraud",
    "record_accident_details": "questionnaire",
    "update_other_coverage": "coordination",
    "change_pharmacy": "transfer",
}
"""A word per write tool that would name the operation instead of describing a symptom."""
by_id = pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda s: s.id)


def call(world, name: str, **arguments):
    return world.call(ToolCall(call_id="t", name=name, arguments=arguments))


def play(world, scenario: Scenario, stop: int, start: int = 0) -> list:
    """Apply gold steps ``start`` to ``stop`` (by their actors, references resolved as on the
    gold replay) to ``world``; their results."""
    calls = replay_gold(scenario).calls
    return [
        world.call(
            ToolCall(
                call_id="g",
                name=calls[index].name,
                arguments=calls[index].arguments,
                actor=scenario.gold_actions[index].actor,
            )
        )
        for index in range(start, stop)
    ]


def test_27_scenarios_three_per_type_matching_their_files():
    assert len(SCENARIOS) == 27
    assert Counter(s.conversation_type for s in SCENARIOS) == dict.fromkeys(ENTERPRISE_TYPES, 3)
    assert [p.stem for p in scenario_paths("healthcare")] == [s.id for s in SCENARIOS]
    for kind in ENTERPRISE_TYPES:
        assert {f"healthcare_{kind}_0{n}" for n in (1, 2, 3)} <= set(BY_ID)


@by_id
def test_validates_without_problems(scenario):
    result = validate_scenario(scenario)
    assert result.problems == ()
    # policy refusals change nothing; every other scenario has an outcome to reach
    assert result.gold_changes_state is (scenario.conversation_type != "policy_refusal")


@by_id
def test_harness_settings(scenario):
    assert scenario.world == "healthcare" and scenario.channel == "clean"
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


@by_id
def test_gold_literals_are_constants_and_record_values_are_read_off_results(scenario):
    # ids, tracking numbers and terminals come from earlier results, caller values from facts
    assert literal_provenance_problems(scenario) == []


@by_id
def test_every_caller_supplied_argument_is_a_parseable_fact(scenario):
    for fact in asked_facts(scenario):
        if fact.key in matched_by_words(scenario):
            continue  # used by its words: a request a search is built from, a selector
        assert fact.kind in {"name", "date", "digits", "number", "amount", "postcode"}, fact.key
        versions = [(fact.value, fact.spoken)]
        if fact.correction is not None:
            versions.append((fact.correction.value, fact.correction.spoken))
        for value, spoken in versions:
            for variant in fact.answer_variants:
                heard = variant.format(spoken=spoken)
                assert PARSERS[fact.kind](heard, fact) == value, (fact.key, heard)
            assert len(value) > 1  # no lone single digits over the phone


@by_id
def test_identifying_arguments_come_from_the_caller(scenario):
    spoken_args = {"member_number", "date_of_birth", "zip_code", "grantee_member_number"}
    spoken_args |= {"other_policy_number", "coverage_start_date", "accident_date", "amount"}
    for action in scenario.gold_actions:
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
def test_keywords_of_facts_and_caller_actions_do_not_overlap(scenario):
    triggers = [k.lower() for action in scenario.caller_actions for k in action.trigger_keywords]
    for fact in scenario.facts:
        mine_all = (fact.label.lower(), *fact.ask_keywords)
        for other in scenario.facts:
            if other.key == fact.key:
                continue
            for mine in mine_all:
                for theirs in (other.label.lower(), *other.ask_keywords):
                    assert mine not in theirs, (fact.key, mine, other.key, theirs)
        for trigger in triggers:
            assert all(k not in trigger and trigger not in k for k in mine_all), trigger
        # the oracle's question for a fact must not set off a caller action
        assert not any(t in f"could you tell me your {fact.label.lower()}?" for t in triggers)


@by_id
def test_gold_uses_world_tools_with_the_right_actor(scenario):
    world = replay_gold(scenario).world
    for action in scenario.gold_actions:
        spec = world.tool_spec(action.name)
        assert spec is not None and spec.actor == action.actor, action.name


@by_id
def test_identity_comes_before_any_member_record(scenario):
    # authority first: the first gold action that touches a member record is verification
    public = {"lookup_policy", "find_providers", "find_pharmacies"}
    first = next(a for a in scenario.gold_actions if a.name not in public)
    assert first.name == "verify_member"


# --- per type ------------------------------------------------------------------------------


def of_type(kind: str) -> list[Scenario]:
    return [s for s in SCENARIOS if s.conversation_type == kind]


def writes(scenario: Scenario) -> list[str]:
    world = build_world(scenario)
    return [
        a.name
        for a in scenario.gold_actions
        if a.actor == "agent" and (spec := world.tool_spec(a.name)) is not None and spec.writes
    ]


def test_policy_refusals_look_up_the_rule_and_write_nothing():
    for scenario in of_type("policy_refusal"):
        assert writes(scenario) == [], scenario.id
        lookups = [a for a in scenario.gold_actions if a.name == "lookup_policy"]
        assert len(lookups) == 1 and lookups[0].critical == () and lookups[0].clauses
        assert replay_gold(scenario).state_hash == seed_state_hash(scenario)


def test_the_refused_record_exists_but_is_unreachable_for_the_verified_caller():
    # Marcus is verified, and his father's claims exist, yet every read of them is refused
    scenario = BY_ID["healthcare_policy_refusal_01"]
    world = replay_gold(scenario).world
    assert world.verified_callers() == ["M-1701"]
    refused = call(world, "list_claims", member_id="M-1702")
    absent = call(world, "list_claims", member_id="M-1799")
    assert not refused.ok and refused.content.replace("1702", "X") == absent.content.replace(
        "1799", "X"
    )
    assert not call(world, "get_claim", claim_id="CL-7101").ok


def test_confidential_visits_are_withheld_from_the_parent():
    scenario = BY_ID["healthcare_policy_refusal_02"]
    listing = replay_gold(scenario).results[2].content
    assert "CL-8101" in listing and "CL-8104" in listing
    assert "CL-8102" not in listing and "CL-8103" not in listing and "Counseling" not in listing


def test_record_disambiguation_has_several_candidates_and_the_wrong_one_fails():
    wrong = {
        "healthcare_record_disambiguation_01": ("file_appeal", {"claim_id": "CL-2101"}),
        "healthcare_record_disambiguation_02": ("request_refill", {"rx_number": "772104"}),
        "healthcare_record_disambiguation_03": (
            "change_primary_care_provider",
            {"member_id": "M-2301", "provider_id": "P-610"},
        ),
    }
    for scenario in of_type("record_disambiguation"):
        assert scenario.difficulty["candidate_records"] >= 2
        replay = replay_gold(scenario)
        world = build_world(scenario)
        play(world, scenario, len(scenario.gold_actions) - 1)
        name, arguments = wrong[scenario.id]
        result = call(world, name, **arguments)
        assert result.ok, result.content  # the wrong record is reachable: only the goal catches it
        assert world.state_hash() != replay.state_hash


def test_identity_verification_scenarios_act_only_within_the_callers_authority():
    for scenario in of_type("identity_verification"):
        assert scenario.gold_actions[0].name == "verify_member"
        replay = replay_gold(scenario)
        assert len(replay.world.verified_callers()) == 1
    # the father may act for his 15-year-old but not for his 19-year-old
    world = replay_gold(BY_ID["healthcare_identity_verification_03"]).world
    refused = call(world, "order_id_card", member_id="M-2603")
    assert not refused.ok and "Daniel" not in refused.content
    # revoking needs the step-up the gold performs
    world = replay_gold(BY_ID["healthcare_identity_verification_02"]).world
    assert world.level("M-2501") == 2
    assert world.store.get("authorizations", "AUTH-511")["status"] == "active"


def test_guided_procedures_wait_for_the_caller_before_the_write_that_needs_it():
    for scenario in of_type("guided_procedure"):
        actors = [a.actor for a in scenario.gold_actions]
        user_index = actors.index("user")
        assert {a.tool for a in scenario.caller_actions} == {
            a.name for a in scenario.gold_actions if a.actor == "user"
        }
        # the oracle takes any turn that is not a bare acknowledgement as the caller's report
        # ... and a hold phrase in it ("one moment") as a hold that swallows the report
        for ack in scenario.script.acknowledge:
            words = [w.strip(".,!?").lower() for w in ack.split()]
            assert all(w in _ACKNOWLEDGEMENTS for w in words), ack
            assert not any(phrase in ack.lower() for phrase in HOLD_PHRASES), ack
        # without the caller's step, the next write is refused
        world = build_world(scenario)
        play(world, scenario, user_index)
        following = scenario.gold_actions[user_index + 1]
        assert not play(world, scenario, user_index + 2, user_index + 1)[0].ok, (
            scenario.id,
            following.name,
        )


def test_mid_call_corrections_arrive_after_a_gold_act_on_the_first_value():
    for scenario in of_type("mid_call_correction"):
        corrected = [f for f in scenario.facts if f.correction is not None]
        assert len(corrected) == 1
        fact = corrected[0]
        assert fact.correction is not None and fact.correction.value != fact.value
        users = [
            a.name
            for a in scenario.gold_actions
            if any(isinstance(v, FactRef) and v.fact == fact.key for v in a.arguments.values())
        ]
        assert fact.correction.after == f"tool:{users[0]}"


STALE_PREMISES = {
    "healthcare_mid_call_correction_01": ("request_refill", {"rx_number": "791203"}),
    "healthcare_mid_call_correction_02": ("file_appeal", {"claim_id": "CL-3101"}),
    "healthcare_mid_call_correction_03": (
        "change_primary_care_provider",
        {"member_id": "M-3202", "provider_id": "P-701"},
    ),
}
"""The act a correction makes wrong: what the first value of the fact leads to."""


@pytest.mark.parametrize("scenario_id", sorted(STALE_PREMISES))
def test_acting_on_the_uncorrected_value_is_refused_or_misses_the_goal(scenario_id):
    scenario = BY_ID[scenario_id]
    gold = replay_gold(scenario).state_hash
    world = build_world(scenario)
    play(world, scenario, len(scenario.gold_actions) - 1)
    name, arguments = STALE_PREMISES[scenario_id]
    result = call(world, name, **arguments)
    if result.ok:
        assert world.state_hash() != gold
    else:
        # the husband's prescription: refused like a number that does not exist (DISC-2)
        absent = call(world, name, rx_number="999999")
        assert result.content.replace("791203", "N") == absent.content.replace("999999", "N")


def test_suspensions_leave_20_to_60_seconds_of_dead_air():
    for scenario in of_type("suspension"):
        assert scenario.suspension is not None
        assert 20 <= scenario.suspension.duration_s <= 60
        leave = " ".join(scenario.suspension.leave_variants).lower()
        assert "hold on" in leave  # the phrase by which the oracle knows to wait


def test_narrative_intake_openings_are_long_and_volunteer_several_facts():
    for scenario in of_type("narrative_intake"):
        volunteered = [f for f in scenario.facts if f.reveal == "volunteered"]
        assert len(volunteered) >= 3
        for opening in scenario.script.opening:
            assert len(opening.split()) >= 60
            for fact in volunteered:
                assert fact.spoken.lower() in opening.lower(), fact.key


# --- volatility ----------------------------------------------------------------------------

VOLATILE = [s for s in SCENARIOS if s.world_changes]


def test_at_least_three_scenarios_are_volatile_and_gold_re_reads():
    assert len(VOLATILE) >= 3
    for scenario in VOLATILE:
        change = scenario.world_changes[0]
        if change.after.startswith("tool:"):
            trigger = change.after.removeprefix("tool:")
            assert [a.name for a in scenario.gold_actions].count(trigger) >= 2, scenario.id
        else:
            # announced by the caller's line: the change is in place before the agent hears
            # it, so one read after it is all the gold needs
            assert change.announced_by == change.after, scenario.id


STALE_ACTS = {
    "healthcare_suspension_01": (
        "change_primary_care_provider",
        {"member_id": "M-3301", "provider_id": "P-810"},
    ),
    "healthcare_suspension_02": ("request_refill", {"rx_number": "812406"}),
    "healthcare_narrative_intake_02": (
        "report_unrecognized_claim",
        {"claim_id": "CL-3701", "service_date": "2025-04-22", "amount": "312.40"},
    ),
}


READ_BEFORE_THE_HOLD = {"healthcare_suspension_02": "list_prescriptions"}
"""For changes on the caller's return: the read an agent could make before the hold."""


@pytest.mark.parametrize("scenario_id", sorted(STALE_ACTS))
def test_acting_on_a_stale_read_fails_and_a_fresh_read_succeeds(scenario_id):
    scenario = BY_ID[scenario_id]
    gold = replay_gold(scenario).state_hash
    world = build_world(scenario)
    actions = list(scenario.gold_actions)
    trigger = scenario.world_changes[0].after
    on_caller = not trigger.startswith("tool:")
    read = READ_BEFORE_THE_HOLD.get(scenario_id, trigger.removeprefix("tool:"))
    first_read = next(i for i, a in enumerate(actions) if a.name == read)
    assert all(result.ok for result in play(world, scenario, first_read + 1))
    if on_caller:
        world.caller_event(trigger)  # the caller comes back: the read before is stale now
    before = world.state_hash()
    name, arguments = STALE_ACTS[scenario_id]
    stale = call(world, name, **arguments)
    assert not stale.ok and world.state_hash() == before
    # the fresh read and the act on its value reach the gold state
    fresh = first_read if on_caller else first_read + 1
    assert all(result.ok for result in play(world, scenario, len(actions), fresh))
    assert world.state_hash() == gold
    # ... and the act reads its record id off the fresh read, never the stale one
    refs = [v for v in actions[-1].arguments.values() if isinstance(v, ResultRef)]
    assert any(ref.result >= fresh for ref in refs)


# --- one end-to-end episode ----------------------------------------------------------------


@pytest.mark.slow
def test_oracle_solves_the_signature_procedure_end_to_end(tmp_path):
    from duplexworld.episode.episode import EpisodeSpec, run_one

    scenario = BY_ID["healthcare_guided_procedure_01"]
    spec = EpisodeSpec(scenario=scenario, agent="oracle", channel="clean", run_index=0)
    assert run_one(spec, tmp_path).reward == 1.0
