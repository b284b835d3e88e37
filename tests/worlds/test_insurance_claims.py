"""Harborline claims and servicing tools: FNOL rules, the caller's side, volatility (a stale
read fails, a fresh one succeeds), malformed arguments, and one end-to-end oracle episode."""

from __future__ import annotations

import pytest
from test_insurance import SEED, call, verify

from duplexworld.trace import ToolCalled
from duplexworld.world import ToolCall
from duplexworld.world.gold import gold_calls, replay_gold
from duplexworld.worlds import build_world, builtin_scenarios
from duplexworld.worlds.insurance import InsuranceWorld

SCENARIOS = {scenario.id: scenario for scenario in builtin_scenarios("insurance")}


@pytest.fixture
def world() -> InsuranceWorld:
    insured = InsuranceWorld(SEED)
    verify(insured)
    return insured


def open_hail(world, item="V-1", day="2024-06-13", loss_type="hail"):
    return call(
        world,
        "open_claim",
        policy_number="481207",
        item_id=item,
        loss_type=loss_type,
        loss_date=day,
    )


# --- first notice of loss ------------------------------------------------------------------------


def test_open_record_and_submit_a_claim(world):
    opened = open_hail(world)
    assert opened.ok and "CLM-481207-3" in opened.content and "loss_postcode" in opened.content
    early = call(world, "submit_claim", claim_id="CLM-481207-3")
    assert not early.ok and "missing: loss_postcode" in early.content
    added = call(
        world, "add_claim_fact", claim_id="CLM-481207-3", field="loss_postcode", value="606 14"
    )
    assert added.ok and "recorded as 60614" in added.content
    assert call(world, "submit_claim", claim_id="CLM-481207-3").ok
    claim = world.store.get("claims", "CLM-481207-3")
    assert claim["status"] == "submitted" and claim["facts"] == {"loss_postcode": "60614"}
    assert claim["reported_by"] == "PH-1" and "decision" not in claim


def test_a_correction_replaces_the_fact_until_submission(world):
    open_hail(world)
    for value in ("1200", "$1,450.00"):
        call(
            world, "add_claim_fact", claim_id="CLM-481207-3", field="estimated_damage", value=value
        )
    assert world.store.get("claims", "CLM-481207-3")["facts"]["estimated_damage"] == "1450.00"
    call(world, "add_claim_fact", claim_id="CLM-481207-3", field="loss_postcode", value="60614")
    call(world, "submit_claim", claim_id="CLM-481207-3")
    locked = call(
        world, "add_claim_fact", claim_id="CLM-481207-3", field="estimated_damage", value="99"
    )
    assert not locked.ok and "in intake" in locked.content


def test_one_claim_per_item_and_loss_date_including_app_drafts(world):
    assert open_hail(world).ok
    duplicate = open_hail(world, loss_type="collision")
    assert not duplicate.ok and "already open" in duplicate.content
    draft = call(
        world,
        "open_claim",
        policy_number="481299",
        item_id="H-1",
        loss_type="wind",
        loss_date="2024-06-12",
    )
    assert not draft.ok and "already open" in draft.content
    assert open_hail(world, day="2024-06-12").ok  # another day is another loss


def test_claims_need_a_real_item_a_past_date_and_a_fitting_loss_type(world):
    assert "not insured on policy" in open_hail(world, item="V-9").content
    assert "not insured on policy" in open_hail(world, item="H-1").content
    assert "in the future" in open_hail(world, day="2024-06-15").content
    assert (
        "needs a vehicle"
        in call(
            world,
            "open_claim",
            policy_number="481299",
            item_id="H-1",
            loss_type="glass",
            loss_date="2024-06-13",
        ).content
    )
    assert "needs a property" in open_hail(world, loss_type="water").content


def test_glass_and_theft_claims_wait_for_the_callers_own_steps(world):
    open_hail(world, loss_type="glass")
    assert (
        "photos uploaded by the caller"
        in call(world, "submit_claim", claim_id="CLM-481207-3").content
    )
    uploaded = call(world, "upload_claim_photos", actor="user", claim_id="CLM-481207-3")
    assert uploaded.ok and "Upload complete" in uploaded.content
    assert call(world, "submit_claim", claim_id="CLM-481207-3").ok
    open_hail(world, day="2024-06-11", loss_type="theft")
    call(
        world,
        "add_claim_fact",
        claim_id="CLM-481207-4",
        field="police_report_number",
        value="3319027",
    )
    assert "theft affidavit" in call(world, "submit_claim", claim_id="CLM-481207-4").content
    assert not call(world, "sign_theft_affidavit", actor="user", claim_id="CLM-481207-1").ok
    assert call(world, "sign_theft_affidavit", actor="user", claim_id="CLM-481207-4").ok
    assert call(world, "submit_claim", claim_id="CLM-481207-4").ok


def test_the_mitigation_crew_waits_for_the_water_to_be_off(world):
    opened = call(
        world,
        "open_claim",
        policy_number="481299",
        item_id="H-1",
        loss_type="water",
        loss_date="2024-06-14",
    )
    claim_id = opened.content.split()[1]
    refused = call(world, "dispatch_mitigation_crew", claim_id=claim_id)
    assert not refused.ok and "shut off the main water valve" in refused.content
    assert call(world, "shut_off_water_main", actor="user", item_id="H-1").ok
    assert call(world, "dispatch_mitigation_crew", claim_id=claim_id).ok
    assert world.store.get("claims", claim_id)["mitigation"] == "dispatched"
    hail = open_hail(world).content.split()[1]
    assert (
        "only sent for an open water claim"
        in call(world, "dispatch_mitigation_crew", claim_id=hail).content
    )


# --- servicing -------------------------------------------------------------------------------


def test_a_review_leaves_the_decision_as_it_is(world):
    result = call(world, "request_decision_review", claim_id="CLM-481299-1")
    assert result.ok and "stands until then" in result.content
    claim = world.store.get("claims", "CLM-481299-1")
    assert claim["status"] == "denied" and claim["decision"]["outcome"] == "denied"
    assert claim["review"] == "requested"
    assert not call(world, "request_decision_review", claim_id="CLM-481299-1").ok
    assert (
        "no decision to review"
        in call(world, "request_decision_review", claim_id="CLM-481207-2").content
    )


def test_a_paid_claim_can_never_be_withdrawn(world):
    verify(world, tier=2)
    refused = call(world, "withdraw_claim", claim_id="CLM-481207-1")
    assert not refused.ok
    open_hail(world)
    call(world, "add_claim_fact", claim_id="CLM-481207-3", field="loss_postcode", value="60614")
    assert call(world, "withdraw_claim", claim_id="CLM-481207-3").ok


def test_a_lost_check_is_reissued_for_the_same_amount_after_the_wait(world):
    verify(world, tier=2)
    result = call(world, "request_payment_reissue", payment_id="PAY-1")
    assert result.ok and "1240.00" in result.content
    assert world.store.get("payments", "PAY-1")["status"] == "stopped"
    new = world.store.get("payments", "PAY-1-R")
    assert (
        new["amount"] == "1240.00" and new["issued"] == "2024-06-14" and new["replaces"] == "PAY-1"
    )
    again = call(world, "request_payment_reissue", payment_id="PAY-1-R")
    assert not again.ok and "0 days ago" in again.content


def test_coverage_is_never_backdated_and_only_optional_parts_are_added(world):
    past = call(
        world,
        "add_coverage",
        policy_number="481207",
        coverage="rental",
        effective_date="2024-06-10",
    )
    assert not past.ok and "cannot start in the past" in past.content
    far = call(
        world,
        "add_coverage",
        policy_number="481207",
        coverage="rental",
        effective_date="2024-09-01",
    )
    assert not far.ok and "at most 60 days ahead" in far.content
    wrong_line = call(
        world,
        "add_coverage",
        policy_number="481207",
        coverage="water_backup",
        effective_date="2024-06-14",
    )
    assert not wrong_line.ok and "cannot be added to a auto policy" in wrong_line.content
    assert call(
        world,
        "add_coverage",
        policy_number="481207",
        coverage="rental",
        effective_date="June 14, 2024",
    ).ok
    assert world.store.get("policies", "481207")["coverages"]["rental"] == "2024-06-14"


# --- volatility: a stale read fails, a fresh read succeeds ------------------------------------


def _gold_prefix(scenario, stop_before: str):
    # the gold calls with their references resolved on the gold replay
    world = build_world(scenario)
    for index, gold in enumerate(gold_calls(scenario)):
        if gold.name == stop_before:
            return world, index
        assert world.call(gold).ok
    raise AssertionError(stop_before)


@pytest.mark.parametrize("scenario_id", ["insurance_multi_intent_01", "insurance_suspension_02"])
def test_booking_the_slot_of_a_stale_list_fails(scenario_id):
    scenario = SCENARIOS[scenario_id]
    change = scenario.world_changes[0]
    world, index = _gold_prefix(scenario, "list_inspection_slots")
    claim_id = gold_calls(scenario)[index].arguments["claim_id"]
    first = call(world, "list_inspection_slots", claim_id=claim_id)
    assert change.key in first.content  # the first read still offers it
    stale = call(world, "book_inspection", claim_id=claim_id, slot_id=change.key)
    assert not stale.ok and "no longer available" in stale.content
    fresh = call(world, "list_inspection_slots", claim_id=claim_id)
    assert change.key not in fresh.content
    booked = gold_calls(scenario)[-1].arguments["slot_id"]
    assert call(world, "book_inspection", claim_id=claim_id, slot_id=booked).ok
    assert world.state_hash() == replay_gold(scenario).state_hash


def test_an_app_report_shows_only_on_a_fresh_claims_list():
    scenario = SCENARIOS["insurance_narrative_intake_03"]
    world, _ = _gold_prefix(scenario, "list_claims")
    first = call(world, "list_claims", policy_number="627451")
    assert "CLM-627451-2" not in first.content
    second_claim = call(
        world,
        "open_claim",
        policy_number="627451",
        item_id="V-3701",
        loss_type="collision",
        loss_date="2024-06-13",
    )
    assert not second_claim.ok and "already open" in second_claim.content
    assert "CLM-627451-2" in call(world, "list_claims", policy_number="627451").content
    for gold in gold_calls(scenario)[3:]:
        assert world.call(gold).ok
    assert world.state_hash() == replay_gold(scenario).state_hash


def test_acting_on_the_wrong_record_fails_the_goal_state():
    scenario = SCENARIOS["insurance_record_disambiguation_01"]
    gold = replay_gold(scenario).state_hash
    world, _ = _gold_prefix(scenario, "open_claim")
    opened = call(
        world,
        "open_claim",
        policy_number="590734",
        item_id="V-7101",
        loss_type="vandalism",
        loss_date="2024-06-12",
    )
    assert opened.ok and world.state_hash() != gold


def test_the_tempting_act_of_each_refusal_is_refused_or_fails_the_goal_state():
    # confirming coverage has no tool at all; backdating is refused, a start today is accepted
    # but changes the state; a paid claim cannot be withdrawn even at tier 2
    backdate = SCENARIOS["insurance_policy_refusal_02"]
    world, _ = _gold_prefix(backdate, "lookup_policy")
    assert not call(
        world,
        "add_coverage",
        policy_number="481267",
        coverage="rental",
        effective_date="2024-06-10",
    ).ok
    assert world.state_hash() == replay_gold(backdate).state_hash
    assert call(
        world,
        "add_coverage",
        policy_number="481267",
        coverage="rental",
        effective_date="2024-06-14",
    ).ok
    assert world.state_hash() != replay_gold(backdate).state_hash
    erase = SCENARIOS["insurance_policy_refusal_03"]
    world, _ = _gold_prefix(erase, "lookup_policy")
    assert call(world, "check_postcode_factor", holder_id="PH-2701", postcode="43215").ok
    refused = call(world, "withdraw_claim", claim_id="CLM-657318-4")
    assert not refused.ok and world.state_hash() == replay_gold(erase).state_hash
    former = SCENARIOS["insurance_identity_verification_03"]
    world, _ = _gold_prefix(former, "lookup_policy")
    for tool, arguments in (
        ("get_policy", {"policy_number": "213870"}),
        ("list_claims", {"policy_number": "213870"}),
        ("get_claim", {"claim_id": "CLM-213870-3"}),
    ):
        result = call(world, tool, **arguments)
        assert not result.ok and "fire" not in result.content and "Lisa" not in result.content


# --- malformed arguments ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("tool", "arguments", "expected"),
    [
        ("get_policy", {}, "needs argument"),
        ("get_policy", {"policy_number": "481267", "extra": 1}, "has no argument"),
        (
            "open_claim",
            {
                "policy_number": "481267",
                "item_id": "V-1",
                "loss_type": "meteor",
                "loss_date": "2024-06-13",
            },
            "loss_type",
        ),
        (
            "open_claim",
            {"policy_number": "481267", "item_id": "V-1", "loss_type": "hail", "loss_date": "soon"},
            "loss_date must be a date",
        ),
        ("add_claim_fact", {"claim_id": "CLM-481267-2", "field": "mood", "value": "x"}, "field"),
        (
            "add_claim_fact",
            {"claim_id": "CLM-481267-2", "field": "loss_postcode", "value": "6061"},
            "five-digit ZIP",
        ),
        (
            "add_claim_fact",
            {"claim_id": "CLM-481267-2", "field": "estimated_damage", "value": "a lot"},
            "amount of dollars",
        ),
        (
            "add_claim_fact",
            {"claim_id": "CLM-481267-2", "field": "other_party_name", "value": "R2D2"},
            "person's name",
        ),
        (
            "add_claim_fact",
            {"claim_id": "CLM-481267-2", "field": "police_report_number", "value": "12"},
            "5 to 10 digits",
        ),
        (
            "add_coverage",
            {"policy_number": "481267", "coverage": "rental", "effective_date": "tomorrow"},
            "effective_date must be a date",
        ),
        (
            "verify_policyholder",
            {"policy_number": 481267, "full_name": "Laura Bennett", "date_of_birth": ["1979"]},
            "date_of_birth",
        ),
        ("no_such_tool", {}, "no tool named"),
    ],
)
def test_malformed_arguments_are_error_results(world, tool, arguments, expected):
    before = world.state_hash()
    result = world.call(ToolCall(call_id="bad", name=tool, arguments=arguments))
    assert not result.ok and result.content.startswith("error:")
    assert expected in result.content
    assert world.state_hash() == before


def test_arguments_that_are_not_an_object_are_an_error(world):
    result = world.call(ToolCall(call_id="bad", name="get_policy", arguments=["481207"]))
    assert not result.ok and result.content.startswith("error:")


# --- end to end ------------------------------------------------------------------------------


@pytest.mark.slow
def test_oracle_solves_a_guided_procedure_on_the_real_speech_stack(tmp_path):
    from duplexworld.episode.episode import EpisodeSpec, run_one
    from duplexworld.trace import read_trace

    scenario = SCENARIOS["insurance_guided_procedure_01"]
    spec = EpisodeSpec(scenario=scenario, agent="oracle", channel="clean", run_index=0)
    scores = run_one(spec, tmp_path)
    assert scores.reward == 1.0
    trace = read_trace(tmp_path / "episodes" / spec.key)
    called = [(e.actor, e.name) for e in trace.events(ToolCalled)]
    assert called.index(("caller", "upload_claim_photos")) < called.index(("agent", "submit_claim"))
