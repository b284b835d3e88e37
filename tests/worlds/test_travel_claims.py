"""Hearthway: Stay Assurance, malformed arguments, volatility (stale reads fail, fresh reads
succeed) and the clause corpus."""

from __future__ import annotations

import pytest

from duplexworld.scenario import Scenario
from duplexworld.scenario.schema import WorldChange
from duplexworld.world import ToolCall
from duplexworld.world.clauses import ClauseCorpus, parse_clauses
from duplexworld.world.values import parse_time
from duplexworld.worlds import build_world
from duplexworld.worlds.travel import POLICY_FILE, TravelWorld
from duplexworld.worlds.travel.sample import SAMPLE_FACTORS, SAMPLE_SEED

SEED = SAMPLE_SEED
FACTORS = SAMPLE_FACTORS


@pytest.fixture
def world() -> TravelWorld:
    return TravelWorld(SEED)


def call(world: TravelWorld, name: str, actor: str = "agent", **arguments):
    return world.call(ToolCall(call_id="t", name=name, arguments=arguments, actor=actor))


def verify(world: TravelWorld, account_id: str) -> None:
    dob, card = FACTORS[account_id]
    result = call(
        world, "verify_account_holder", account_id=account_id, date_of_birth=dob, card_last4=card
    )
    assert result.ok, result.content


def listing_of(world: TravelWorld, listing_id: str) -> dict:
    record = world.store.get("listings", listing_id)
    assert record is not None
    return record


# --- Stay Assurance ------------------------------------------------------------------------


def test_host_report_window_issues_photos_and_submission(world):
    verify(world, "U-1")
    window = call(world, "check_stay_assurance_window", confirmation_code="300001").content
    assert "2024-06-05 to 2024-06-19" in window and "open" in window
    assert (
        "closed" in call(world, "check_stay_assurance_window", confirmation_code="300002").content
    )
    assert not call(world, "open_stay_assurance_report", confirmation_code="300002").ok
    assert call(world, "open_stay_assurance_report", confirmation_code="300001").ok
    assert not call(world, "open_stay_assurance_report", confirmation_code="300001").ok
    issue = {
        "report_id": "SA-300001",
        "category": "furniture",
        "incident_date": "2024-06-03",
        "amount": "$120",
    }
    assert call(world, "add_report_issue", **issue).ok
    assert not call(world, "add_report_issue", **issue).ok  # written once
    assert not call(world, "add_report_issue", **{**issue, "category": "access"}).ok
    assert not call(
        world, "add_report_issue", **{**issue, "category": "decor", "incident_date": "2024-06-09"}
    ).ok
    assert not call(world, "submit_stay_assurance_report", report_id="SA-300001").ok
    assert call(
        world, "upload_report_photos", actor="user", confirmation_code="300001", photo_count=2
    ).ok
    assert call(world, "submit_stay_assurance_report", report_id="SA-300001").ok
    report = world.store.get("reports", "SA-300001")
    assert report["status"] == "submitted"
    assert report["issues"] == [
        {"category": "furniture", "incident_date": "2024-06-03", "amount": "120.00"}
    ]


def test_only_settings_roles_file_host_reports_and_guests_report_in_72_hours(world):
    verify(world, "U-3")  # calendar co-host
    assert not call(world, "open_stay_assurance_report", confirmation_code="300001").ok
    guest = TravelWorld({**SEED, "settings": [{"id": "today", "value": "2024-07-13"}]})
    verify(guest, "U-6")
    assert call(guest, "open_stay_assurance_report", confirmation_code="481207").ok
    assert call(
        guest,
        "add_report_issue",
        report_id="SA-481207",
        category="access",
        incident_date="2024-07-12",
        amount="129",
    ).ok
    assert call(guest, "submit_stay_assurance_report", report_id="SA-481207").ok
    late = TravelWorld({**SEED, "settings": [{"id": "today", "value": "2024-07-16"}]})
    verify(late, "U-6")
    assert not call(late, "open_stay_assurance_report", confirmation_code="481207").ok


# --- malformed arguments -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "arguments", "needle"),
    [
        ("find_hearthway_account_by_phone", {"phone_number": "555-01"}, "10-digit"),
        (
            "verify_account_holder",
            {"account_id": "U-1", "date_of_birth": "yesterday", "card_last4": "1111"},
            "date_of_birth",
        ),
        (
            "verify_account_holder",
            {"account_id": "U-1", "date_of_birth": "1970-01-01", "card_last4": "11"},
            "card_last4",
        ),
        ("get_reservation", {"confirmation_code": "48120"}, "6 digits"),
        ("get_reservation", {}, "needs argument"),
        ("get_reservation", {"confirmation_code": "481207", "extra": 1}, "no argument"),
        ("update_checkin_time", {"listing_id": "L-1", "checkin_time": "four"}, "checkin_time"),
        ("update_checkin_time", {"listing_id": "L-1", "checkin_time": "4"}, "ambiguous"),
        (
            "block_calendar_dates",
            {"listing_id": "L-1", "first_night": "2024-08-05", "last_night": "2024-08-01"},
            "before first_night",
        ),
        (
            "cancel_reservation",
            {"confirmation_code": "481207", "refund_amount": "lots"},
            "refund_amount",
        ),
        (
            "add_report_issue",
            {
                "report_id": "SA-1",
                "category": "spaceship",
                "incident_date": "2024-06-01",
                "amount": "5",
            },
            "category",
        ),
        ("find_listing_by_address", {"house_number": "12a", "postcode": "98121"}, "house_number"),
        (
            "upload_report_photos",
            {"confirmation_code": "481207", "photo_count": "many"},
            "photo_count",
        ),
    ],
)
def test_malformed_arguments_give_error_results(world, name, arguments, needle):
    verify(world, "U-1")
    actor = "user" if name == "upload_report_photos" else "agent"
    result = call(world, name, actor=actor, **arguments)
    assert not result.ok and needle.lower() in result.content.lower(), result.content
    assert call(world, "no_such_tool").content.startswith("error: no tool")
    bad = world.call(ToolCall(call_id="x", name="get_listing", arguments=["L-1"]))
    assert not bad.ok and "JSON object" in bad.content


def test_time_parsing():
    assert parse_time("4 PM", "t") == parse_time("4:00 pm", "t") == "16:00"
    assert parse_time("16:00", "t") == "16:00"
    assert parse_time("12 am", "t") == "00:00" and parse_time("9:30 p.m.", "t") == "21:30"


# --- volatility: stale reads fail, fresh reads succeed --------------------------------------


def volatile(changes: list[dict]) -> TravelWorld:
    scenario = Scenario.model_validate(
        {
            "id": "travel_volatility_test",
            "world": "travel",
            "conversation_type": "single_intent",
            "persona": "calm",
            "goal": "test",
            "script": {"opening": ["hi"]},
            "seed": SEED,
            "world_changes": changes,
        }
    )
    world = build_world(scenario)
    assert isinstance(world, TravelWorld)
    return world


def test_a_stale_refund_quote_fails_and_a_fresh_read_succeeds():
    world = volatile(
        [
            {
                "after": "tool:get_reservation",
                "table": "reservations",
                "key": "481207",
                "set": {"check_out": "2024-07-14", "total": "430.00"},
            }
        ]
    )
    verify(world, "U-6")
    stale = call(world, "get_reservation", confirmation_code="481207")
    assert "would refund 640.00" in stale.content
    assert not call(
        world, "cancel_reservation", confirmation_code="481207", refund_amount="640.00"
    ).ok
    fresh = call(world, "get_reservation", confirmation_code="481207")
    assert "would refund 430.00" in fresh.content
    assert call(world, "cancel_reservation", confirmation_code="481207", refund_amount="430.00").ok


def test_a_stale_role_refuses_what_the_fresh_roster_allows():
    world = volatile(
        [
            {
                "after": "tool:get_listing",
                "table": "cohosts",
                "key": "CH-2",
                "set": {"permission": "full"},
            }
        ]
    )
    verify(world, "U-3")
    assert "calendar permissions" in call(world, "get_listing", listing_id="L-1").content
    assert "full permissions" in call(world, "get_listing", listing_id="L-1").content
    assert call(world, "update_checkin_time", listing_id="L-1", checkin_time="16:00").ok


def test_a_write_on_a_stale_checkin_read_overwrites_the_host():
    changes = [
        {
            "after": "tool:get_listing",
            "table": "listings",
            "key": "L-1",
            "set": {"checkin_time": "17:00"},
        }
    ]
    stale = volatile(changes)
    verify(stale, "U-2")
    assert "Check-in from 15:00" in call(stale, "get_listing", listing_id="L-1").content
    call(stale, "update_checkin_time", listing_id="L-1", checkin_time="16:00")
    fresh = volatile(changes)
    verify(fresh, "U-2")
    call(fresh, "get_listing", listing_id="L-1")
    assert "Check-in from 17:00" in call(fresh, "get_listing", listing_id="L-1").content
    assert listing_of(fresh, "L-1")["checkin_time"] == "17:00"
    assert stale.state_hash() != fresh.state_hash()


def test_world_change_is_not_scheduled_twice():
    change = WorldChange(
        after="tool:get_listing", table="cohosts", key="CH-2", set={"permission": "messaging"}
    )
    world = TravelWorld(SEED)
    world.schedule_changes([change])
    verify(world, "U-3")
    call(world, "get_listing", listing_id="L-1")
    assert world.store.get("cohosts", "CH-2")["permission"] == "messaging"


# --- the clause corpus ---------------------------------------------------------------------


def test_policy_corpus_parses_and_is_only_reachable_by_lookup(world):
    clauses = parse_clauses(POLICY_FILE.read_text(encoding="utf-8"))
    assert 20 <= len(clauses) <= 36
    families = {clause.id.split("-")[0] for clause in clauses}
    assert {"AUTH", "REMIT", "ROSTER", "CANCEL", "PAYOUT", "STAY", "DELEG"} <= families
    for clause in clauses:
        assert clause.text not in world.instructions()


@pytest.mark.parametrize(
    ("query", "clause_id"),
    [
        ("co-host wants host payouts sent to her bank account", "PAYOUT-2"),
        ("guest wants full refund host agreed by phone", "CANCEL-3"),
        ("charge guest card for damage after stay assurance window", "STAY-5"),
        ("co-host invitation pending no access", "ROSTER-2"),
        ("add sister as delegate to my trip", "DELEG-2"),
        ("calling to cancel a parent's booking for them", "AUTH-3"),
        ("old dishwasher stopped working wear and tear", "STAY-3"),
        ("spouse not on co-host roster wants to block dates", "ROSTER-4"),
    ],
)
def test_lookup_policy_finds_the_governing_clause(world, query, clause_id):
    result = call(world, "lookup_policy", query=query)
    assert result.ok and f"[{clause_id}]" in result.content, result.content
    assert ClauseCorpus.from_file(POLICY_FILE).get(clause_id) is not None
