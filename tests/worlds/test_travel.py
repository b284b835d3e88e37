"""Hearthway: every regime rule is enforced by the tool surface, refusals do not leak, tool
errors on malformed arguments, and stale reads fail where a fresh read succeeds."""

from __future__ import annotations

import pytest

from duplexworld.world import VERIFICATION_FAILED, ToolCall
from duplexworld.worlds import world_class
from duplexworld.worlds.travel import TravelWorld
from duplexworld.worlds.travel.access import NOT_VERIFIED
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


def test_registered_and_instructions_state_no_rules():
    assert world_class("travel") is TravelWorld
    text = TravelWorld({}).instructions()
    assert "Hearthway" in text and "lookup_policy" in text
    for rule_word in ("14 days", "72 hours", "50%", "full permissions", "delegate list"):
        assert rule_word not in text


def test_tool_surface_and_sides(world):
    agent = {spec.name: spec for spec in world.tools("agent")}
    user = {spec.name for spec in world.tools("user")}
    assert 10 <= len(agent) <= 20
    assert user == {
        "approve_authenticator_push",
        "accept_cohost_invitation",
        "upload_report_photos",
    }
    writes = {name for name, spec in agent.items() if spec.writes}
    assert writes == {
        "update_checkin_time",
        "block_calendar_dates",
        "remove_cohost",
        "cancel_reservation",
        "update_payout_method",
        "open_stay_assurance_report",
        "add_report_issue",
        "submit_stay_assurance_report",
    }
    for spec in agent.values():
        assert spec.description, spec.name
        for name, schema in spec.parameters["properties"].items():
            assert schema.get("description"), (spec.name, name)
    # the caller's effectors are not the agent's
    assert not call(world, "accept_cohost_invitation", invitation_id="CH-4").ok
    assert world.store.get("cohosts", "CH-4")["status"] == "invited"


# --- identity -------------------------------------------------------------------------------


def test_nothing_is_read_or_changed_before_verification(world):
    for name, arguments in [
        ("get_reservation", {"confirmation_code": "481207"}),
        ("get_listing", {"listing_id": "L-1"}),
        ("find_listing_by_address", {"house_number": "1420", "postcode": "98121"}),
        ("update_checkin_time", {"listing_id": "L-1", "checkin_time": "16:00"}),
        ("find_guest_reservations", {"account_id": "U-6"}),
    ]:
        result = call(world, name, **arguments)
        assert not result.ok and NOT_VERIFIED in result.content, name
    assert world.state() == TravelWorld(SEED).state()


def test_phone_search_gives_ids_only_and_households_share_numbers(world):
    result = call(world, "find_hearthway_account_by_phone", phone_number="(206) 555-0109")
    assert result.ok and "U-9" in result.content and "U-10" in result.content
    for private in ("Sam", "Pat", "1987", "9999"):
        assert private not in result.content
    assert (
        "No Hearthway account"
        in call(world, "find_hearthway_account_by_phone", phone_number="2065559999").content
    )


def test_failed_verification_never_says_why_and_locks(world):
    wrong_dob = call(
        world,
        "verify_account_holder",
        account_id="U-6",
        date_of_birth="1999-01-01",
        card_last4="6666",
    )
    no_account = call(
        world,
        "verify_account_holder",
        account_id="U-404",
        date_of_birth="1984-06-06",
        card_last4="6666",
    )
    assert wrong_dob.content == no_account.content == f"error: {VERIFICATION_FAILED}"
    for _ in range(2):
        call(
            world,
            "verify_account_holder",
            account_id="U-6",
            date_of_birth="1984-06-06",
            card_last4="0000",
        )
    locked = call(
        world,
        "verify_account_holder",
        account_id="U-6",
        date_of_birth="1984-06-06",
        card_last4="6666",
    )
    assert not locked.ok and "locked" in locked.content
    assert world.caller() is None


def test_one_verified_person_per_call(world):
    verify(world, "U-9")
    dob, card = FACTORS["U-10"]
    second = call(
        world, "verify_account_holder", account_id="U-10", date_of_birth=dob, card_last4=card
    )
    assert not second.ok and world.caller() == "U-9"


# --- listings and the roster ---------------------------------------------------------------


def test_listing_role_is_the_callers_own(world):
    verify(world, "U-9")
    own = call(world, "get_listing", listing_id="L-3")
    other = call(world, "get_listing", listing_id="l-1")
    assert "role here: primary host" in own.content
    assert "role here: none" in other.content
    assert "Colin" not in other.content and "U-2" not in other.content


@pytest.mark.parametrize(
    ("account_id", "checkin_ok", "calendar_ok", "roster_ok"),
    [
        ("U-1", True, True, True),  # primary host
        ("U-2", True, True, True),  # full co-host
        ("U-3", False, True, True),  # calendar co-host
        ("U-4", False, False, True),  # messaging co-host
        ("U-5", False, False, False),  # invited, not accepted
        ("U-9", False, False, False),  # another listing's host
    ],
)
def test_roster_permissions_gate_every_listing_write(
    account_id, checkin_ok, calendar_ok, roster_ok
):
    world = TravelWorld(SEED)
    verify(world, account_id)
    checkin = call(world, "update_checkin_time", listing_id="L-1", checkin_time="4 PM")
    block = call(
        world,
        "block_calendar_dates",
        listing_id="L-1",
        first_night="2024-08-01",
        last_night="2024-08-02",
    )
    roster = call(world, "list_cohost_assignments", listing_id="L-1")
    assert (checkin.ok, block.ok, roster.ok) == (checkin_ok, calendar_ok, roster_ok)
    listing = listing_of(world, "L-1")
    assert (listing["checkin_time"] == "16:00") == checkin_ok
    assert bool(listing["blocked_nights"]) == calendar_ok
    if not checkin.ok:
        assert "Nothing was changed" in checkin.content


def test_a_write_to_a_listing_the_caller_does_not_cohost_fails_and_changes_nothing(world):
    verify(world, "U-2")  # full co-host of L-1 only
    before = world.state_hash()
    for name, arguments in [
        ("update_checkin_time", {"listing_id": "L-2", "checkin_time": "16:00"}),
        (
            "block_calendar_dates",
            {"listing_id": "L-3", "first_night": "2024-08-01", "last_night": "2024-08-01"},
        ),
        ("remove_cohost", {"listing_id": "L-1", "account_id": "U-3"}),
    ]:
        assert not call(world, name, **arguments).ok, name
    assert world.state_hash() == before


def test_pending_invitation_grants_nothing_until_the_caller_accepts(world):
    verify(world, "U-5")
    assert "invited co-host" in call(world, "get_listing", listing_id="L-1").content
    args = {"listing_id": "L-1", "first_night": "2024-08-01", "last_night": "2024-08-02"}
    assert not call(world, "block_calendar_dates", **args).ok
    accepted = call(world, "accept_cohost_invitation", actor="user", invitation_id="CH-4")
    assert accepted.ok and "full permissions" in accepted.content
    assert call(world, "block_calendar_dates", **args).ok
    assert not call(world, "accept_cohost_invitation", actor="user", invitation_id="CH-4").ok


def test_only_the_primary_host_removes_cohosts_and_a_cohost_may_leave(world):
    verify(world, "U-2")
    assert not call(world, "remove_cohost", listing_id="L-1", account_id="U-4").ok
    assert call(world, "remove_cohost", listing_id="L-1", account_id="U-2").ok
    host = TravelWorld(SEED)
    verify(host, "U-1")
    assert not call(host, "remove_cohost", listing_id="L-1", account_id="U-1").ok
    assert not call(host, "remove_cohost", listing_id="L-1", account_id="U-9").ok
    assert call(host, "remove_cohost", listing_id="L-1", account_id="U-4").ok
    assert host.store.get("cohosts", "CH-3")["status"] == "removed"
    assert "Max" not in call(host, "list_cohost_assignments", listing_id="L-1").content


def test_address_search_lists_every_unit_and_roster_is_private(world):
    verify(world, "U-9")
    found = call(world, "find_listing_by_address", house_number="1-4-2-0", postcode="98121")
    assert all(unit in found.content for unit in ("unit 204", "unit 402", "unit 310"))
    roster = call(world, "list_cohost_assignments", listing_id="L-1")
    assert not roster.ok and "Colin" not in roster.content


def test_booked_nights_cannot_be_blocked_and_nothing_partial_is_written(world):
    verify(world, "U-1")
    calendar = call(
        world,
        "check_calendar",
        listing_id="L-1",
        first_night="2024-06-13",
        last_night="2024-06-16",
    )
    assert "night of 2024-06-14: booked" in calendar.content
    assert "night of 2024-06-16: free" in calendar.content  # checkout day is not a night
    clash = call(
        world,
        "block_calendar_dates",
        listing_id="L-1",
        first_night="2024-06-13",
        last_night="2024-06-16",
    )
    assert not clash.ok and listing_of(world, "L-1")["blocked_nights"] == []
    past = call(
        world,
        "block_calendar_dates",
        listing_id="L-1",
        first_night="2024-06-01",
        last_night="2024-06-02",
    )
    assert not past.ok


def test_blocked_nights_are_a_canonical_set(world):
    verify(world, "U-1")
    for first, last in (("2024-07-20", "2024-07-22"), ("2024-07-21", "2024-07-24")):
        assert call(
            world, "block_calendar_dates", listing_id="L-2", first_night=first, last_night=last
        ).ok
    once = TravelWorld(SEED)
    verify(once, "U-1")
    assert call(
        once,
        "block_calendar_dates",
        listing_id="L-2",
        first_night="2024-07-20",
        last_night="2024-07-24",
    ).ok
    assert world.state_hash() == once.state_hash()


# --- reservations and the delegate list ----------------------------------------------------


def test_a_code_the_caller_cannot_reach_reads_like_a_missing_one(world):
    verify(world, "U-9")
    theirs = call(world, "get_reservation", confirmation_code="481207")
    missing = call(world, "get_reservation", confirmation_code="999999")
    assert theirs.ok and missing.ok
    assert theirs.content.replace("481207", "X") == missing.content.replace("999999", "X")
    cancel = call(world, "cancel_reservation", confirmation_code="481207", refund_amount="640")
    cancel_missing = call(
        world, "cancel_reservation", confirmation_code="999999", refund_amount="640"
    )
    assert cancel.content.replace("481207", "X") == cancel_missing.content.replace("999999", "X")


@pytest.mark.parametrize(
    ("account_id", "sees", "cancels"),
    [
        ("U-6", True, True),
        ("U-7", True, True),
        ("U-8", True, False),
        ("U-1", True, False),
        ("U-4", True, False),
        ("U-9", False, False),
    ],
)
def test_delegate_list_and_roster_decide_who_sees_and_cancels_a_trip(account_id, sees, cancels):
    world = TravelWorld(SEED)
    verify(world, account_id)
    read = call(world, "get_reservation", confirmation_code="481207")
    assert ("Reservation 481207 (confirmed)" in read.content) == sees
    cancel = call(world, "cancel_reservation", confirmation_code="481207", refund_amount="640.00")
    assert cancel.ok == cancels
    status = world.store.get("reservations", "481207")["status"]
    assert status == ("cancelled" if cancels else "confirmed")


def test_hosts_see_the_stay_but_not_the_guests_refund_or_surname(world):
    verify(world, "U-4")
    read = call(world, "get_reservation", confirmation_code="481207").content
    assert "Guest: Gina." in read and "Gina Guest" not in read and "refund" not in read


def test_refunds_follow_the_policy_and_a_stale_quote_cancels_nothing(world):
    verify(world, "U-6")
    quote = call(world, "get_reservation", confirmation_code="481207").content
    assert "would refund 640.00" in quote
    wrong = call(world, "cancel_reservation", confirmation_code="481207", refund_amount="320")
    assert not wrong.ok and "640.00" in wrong.content
    assert world.store.get("reservations", "481207")["status"] == "confirmed"
    done = call(world, "cancel_reservation", confirmation_code="4 8 1 2 0 7", refund_amount="640")
    assert done.ok
    record = world.store.get("reservations", "481207")
    assert (record["status"], record["refund"], record["cancelled_by"]) == (
        "cancelled",
        "640.00",
        "U-6",
    )
    assert not call(world, "cancel_reservation", confirmation_code="481207", refund_amount="640").ok


@pytest.mark.parametrize(
    ("policy", "days", "share"),
    [
        ("flexible", 1, "1"),
        ("flexible", 0, "0"),
        ("moderate", 5, "1"),
        ("moderate", 4, "0.5"),
        ("strict", 7, "0.5"),
        ("strict", 6, "0"),
    ],
)
def test_refund_shares(policy, days, share):
    from decimal import Decimal

    from duplexworld.worlds.travel.reservations import refund_share

    assert refund_share(policy, days) == Decimal(share)


def test_guest_trips_list_covers_booked_and_delegated_trips(world):
    verify(world, "U-7")
    trips = call(world, "find_guest_reservations", account_id="U-7").content
    assert "481207" in trips and "may manage" in trips and "481270" not in trips
    assert not call(world, "find_guest_reservations", account_id="U-6").ok


# --- payouts -------------------------------------------------------------------------------


def test_payout_change_needs_the_app_approval_and_goes_on_hold(world):
    verify(world, "U-1")
    early = call(world, "update_payout_method", account_id="U-1", bank_account_last4="3096")
    assert not early.ok and "step-up" in early.content
    assert not call(world, "verify_authenticator_push", account_id="U-1").ok
    assert call(world, "send_authenticator_push", account_id="U-1").ok
    assert not call(world, "verify_authenticator_push", account_id="U-1").ok
    assert call(world, "approve_authenticator_push", actor="user").content == "approved"
    assert call(world, "verify_authenticator_push", account_id="U-1").ok
    done = call(world, "update_payout_method", account_id="U-1", bank_account_last4="3096")
    assert done.ok and "hold" in done.content
    account = world.store.get("accounts", "U-1")
    assert (account["payout_last4"], account["payout_status"]) == ("3096", "verification_hold")


def test_nobody_changes_another_accounts_payouts(world):
    verify(world, "U-2")  # full co-host of the host's listing
    result = call(world, "update_payout_method", account_id="U-1", bank_account_last4="3096")
    assert not result.ok and world.store.get("accounts", "U-1")["payout_last4"] == "5521"
    assert not call(world, "send_authenticator_push", account_id="U-1").ok
