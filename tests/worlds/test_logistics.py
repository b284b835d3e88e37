"""Ridgeway Freight: the contract decides who may do what, enforced by the tools, without leaks."""

from __future__ import annotations

import re

import pytest

from duplexworld.agents.phrasing import guidance
from duplexworld.world import VERIFICATION_FAILED, ToolCall
from duplexworld.worlds.logistics import POLICY_FILE, TODAY, LogisticsWorld
from duplexworld.worlds.logistics.core import NOT_VERIFIED, not_available
from duplexworld.worlds.logistics.reads import BOL_FAILED
from duplexworld.worlds.logistics.world import INSTRUCTIONS

ACCOUNTS = {
    "shipper": ("111111", "11111"),
    "consignee": ("222222", "22222"),
    "notify": ("333333", "33333"),
    "outsider": ("444444", "44444"),
}


def party(pid: str, name: str, number: str, postcode: str, **extra) -> dict:
    return dict(id=pid, name=name, city="Town", customer_number=number, postcode=postcode, **extra)


def address(aid: str, owner: str, label: str, postcode: str, terminal: str, **extra) -> dict:
    return dict(id=aid, party_id=owner, label=label, city=label, postcode=postcode,
                terminal=terminal, **extra)  # fmt: skip


def shipment(sid: str, tracking: str, **fields) -> dict:
    base = dict(
        id=sid, tracking_number=tracking, bol_number="1" + tracking[-6:], shipper_id="P-1",
        consignee_id="P-2", notify_party_id="P-3", description="10 cartons of widgets",
        pieces=10, declared_value="1000.00", origin_city="Origin", destination_address_id="AD-2a",
        destination_terminal="T-C", status="in_transit", terminal="T-B", eta="2024-09-18",
        pickup_date="2024-09-12",
    )  # fmt: skip
    return {**base, **fields}


SEED = {
    "parties": [
        party("P-1", "Acme Shipping", *ACCOUNTS["shipper"]),
        party("P-2", "Bravo Receiving", *ACCOUNTS["consignee"]),
        party("P-3", "Charlie Brokers", *ACCOUNTS["notify"]),
        party("P-4", "Delta Outsiders", *ACCOUNTS["outsider"]),
        party("P-5", "Echo Closed", "555555", "55555", status="closed"),
    ],
    "addresses": [
        address("AD-1a", "P-1", "Acme plant", "10001", "T-A"),
        address("AD-1b", "P-1", "Bravo annex", "10002", "T-B"),
        address("AD-1r", "P-1", "A home", "10003", "T-C", residential=True),
        address("AD-2a", "P-2", "Bravo main", "20001", "T-C"),
        address("AD-2b", "P-2", "Bravo second", "20002", "T-B"),
        address("AD-4a", "P-4", "Delta store", "40001", "T-A"),
    ],
    "terminals": [
        {"id": "T-A", "city": "Alpha"},
        {"id": "T-B", "city": "Beta"},
        {"id": "T-C", "city": "Gamma"},
    ],
    "shipments": [
        shipment("SH-1", "10000001", appointment_date="2024-09-19"),
        shipment(
            "SH-2",
            "10000002",
            terms="collect",
            status="at_terminal",
            terminal="T-C",
            charges_due="100.00",
            hold="payment",
            eta="2024-09-13",
        ),
        shipment(
            "SH-3",
            "10000003",
            status="delivered",
            delivered_date="2024-09-13",
            exception_noted="2 cartons crushed",
            terminal=None,
        ),
        shipment(
            "SH-4", "10000004", status="delivered", delivered_date="2024-08-20", terminal=None
        ),
        shipment("SH-5", "10000005", status="out_for_delivery", terminal=None),
        shipment("SH-6", "10000006", status="awaiting_pickup", terminal=None, label_ok=False),
        shipment("SH-7", "10000007", hazmat=True),
        shipment("SH-8", "10000008", sealed=True, terminal="T-C", status="out_for_delivery"),
        shipment("SH-9", "10000009", hold="customs", status="at_terminal", terminal="T-C"),
        shipment("SH-10", "10000010", eta="2024-09-10", status="in_transit", terminal="T-C"),
        shipment(
            "SH-11",
            "10000011",
            sealed=True,
            seal_intact=False,
            terminal="T-C",
            status="out_for_delivery",
        ),
    ],  # fmt: skip
}


@pytest.fixture
def world() -> LogisticsWorld:
    return LogisticsWorld(SEED)


def call(world: LogisticsWorld, name: str, actor: str = "agent", **arguments):
    return world.call(ToolCall(call_id="t", name=name, arguments=arguments, actor=actor))


def verify(world: LogisticsWorld, who: str) -> None:
    number, postcode = ACCOUNTS[who]
    assert call(world, "verify_caller", customer_number=number, postcode=postcode).ok


def step_up(world: LogisticsWorld, tracking: str) -> None:
    assert call(
        world, "confirm_bill_of_lading", tracking_number=tracking, bol_number="1" + tracking[-6:]
    ).ok


def record(world: LogisticsWorld, sid: str) -> dict:
    found = world.store.get("shipments", sid)
    assert found is not None
    return found


# --- identity and leaks ---------------------------------------------------------------------


def test_verification_succeeds_with_number_and_account_zip(world):
    result = call(world, "verify_caller", customer_number="111 111", postcode="11111")
    assert result.ok and "Acme Shipping" in result.content and "P-1" in result.content
    assert world.verified_party().id == "P-1"


def test_failed_verification_never_says_why_or_whether_the_account_exists(world):
    unknown = call(world, "verify_caller", customer_number="999999", postcode="11111")
    wrong_zip = call(world, "verify_caller", customer_number="111111", postcode="11112")
    closed = call(world, "verify_caller", customer_number="555555", postcode="55555")
    assert unknown.content == wrong_zip.content == closed.content == f"error: {VERIFICATION_FAILED}"
    assert world.verified_party() is None
    locked = call(world, "verify_caller", customer_number="111111", postcode="11111")
    assert not locked.ok and "locked" in locked.content


def test_before_verification_every_number_gets_the_same_answer(world):
    real = call(world, "get_shipment", tracking_number="10000001")
    fake = call(world, "get_shipment", tracking_number="99999999")
    assert not real.ok and real.content == fake.content == f"error: {NOT_VERIFIED}"
    for name, extra in (("place_hold", {"terminal_id": "T-B"}), ("open_trace", {})):
        result = call(world, name, tracking_number="10000001", **extra)
        assert result.content == f"error: {NOT_VERIFIED}"


def test_a_non_party_cannot_tell_a_foreign_shipment_from_a_missing_one(world):
    verify(world, "outsider")
    cases = {
        "get_shipment": {},
        "place_hold": {"terminal_id": "T-B"},
        "release_hold": {},
        "redirect_shipment": {"destination_postcode": "40001"},
        "schedule_delivery": {"delivery_date": "2024-09-19"},
        "open_trace": {},
    }
    for name, extra in cases.items():
        foreign = call(world, name, tracking_number="10000001", **extra)
        missing = call(world, name, tracking_number="99999999", **extra)
        assert foreign.content == f"error: {not_available('10000001')}", name
        assert missing.content == f"error: {not_available('99999999')}", name
    right_bol = call(
        world, "confirm_bill_of_lading", tracking_number="10000001", bol_number="1000001"
    )
    wrong_bol = call(
        world, "confirm_bill_of_lading", tracking_number="99999999", bol_number="1000001"
    )
    assert right_bol.content == wrong_bol.content == f"error: {BOL_FAILED}"
    listing = call(world, "list_account_shipments", party_id="P-4")
    assert listing.ok and "10000001" not in listing.content
    assert record(world, "SH-1")["destination_address_id"] == "AD-2a"


def test_listing_is_only_for_the_verified_account(world):
    assert not call(world, "list_account_shipments", party_id="P-1").ok
    verify(world, "consignee")
    assert not call(world, "list_account_shipments", party_id="P-1").ok
    assert not call(world, "list_party_addresses", party_id="P-1").ok
    listing = call(world, "list_account_shipments", party_id="P-2")
    assert (
        listing.ok and "10000001" in listing.content and "you are the consignee" in listing.content
    )


def test_list_filters_by_pickup_date_and_destination_zip(world):
    verify(world, "consignee")
    by_zip = call(world, "list_account_shipments", party_id="P-2", destination_postcode="20002")
    assert by_zip.ok and by_zip.content.startswith("No shipments")
    by_day = call(world, "list_account_shipments", party_id="P-2", pickup_date="2024-09-12")
    assert by_day.content.startswith("11 shipments")
    assert (
        "No shipments"
        in call(
            world, "list_account_shipments", party_id="P-2", pickup_date="September 1, 2024"
        ).content
    )


def test_shipment_read_shows_roles_and_control_but_no_credentials(world):
    verify(world, "notify")
    result = call(world, "get_shipment", tracking_number="1000-0001")
    assert result.ok
    assert (
        "is the notify party" in result.content
        and "right of control: the shipper" in result.content
    )
    for secret in ("1000001", "111111", "222222", "333333", "11111", "22222"):
        assert secret not in result.content


# --- right of control ------------------------------------------------------------------------


def test_only_the_controlling_party_may_hold(world):
    for who in ("consignee", "notify"):
        verify(world, who)
        refused = call(world, "place_hold", tracking_number="10000001", terminal_id="T-B")
        assert not refused.ok and "right of control" in refused.content
    verify(world, "shipper")
    held = call(world, "place_hold", tracking_number="10000001", terminal_id="t-b")
    assert held.ok and "the Beta terminal" in held.content
    assert (
        record(world, "SH-1")["hold"] == "party" and record(world, "SH-1")["hold_by"] == "shipper"
    )
    assert record(world, "SH-1")["appointment_date"] is None


def test_a_hold_must_name_where_the_freight_is_now(world):
    verify(world, "shipper")
    stale = call(world, "place_hold", tracking_number="10000001", terminal_id="T-C")
    assert not stale.ok and "Read the shipment again" in stale.content
    assert record(world, "SH-1")["hold"] == "none"


def test_freight_on_the_delivery_truck_cannot_be_held_or_redirected(world):
    verify(world, "shipper")
    step_up(world, "10000005")
    held = call(world, "place_hold", tracking_number="10000005", terminal_id="T-C")
    moved = call(
        world, "redirect_shipment", tracking_number="10000005", destination_postcode="10002"
    )
    assert "delivery truck" in held.content and "delivery truck" in moved.content
    assert record(world, "SH-5")["destination_address_id"] == "AD-2a"


def test_only_the_party_that_held_may_release_and_not_payment_or_customs_holds(world):
    verify(world, "shipper")
    assert call(world, "place_hold", tracking_number="10000001", terminal_id="T-B").ok
    verify(world, "consignee")
    refused = call(world, "release_hold", tracking_number="10000001")
    assert not refused.ok and "placed by the shipper" in refused.content
    payment = call(world, "release_hold", tracking_number="10000002")
    customs = call(world, "release_hold", tracking_number="10000009")
    assert "paid" in payment.content and "authorities" in customs.content
    verify(world, "shipper")
    assert call(world, "release_hold", tracking_number="10000001").ok
    assert record(world, "SH-1")["hold"] == "none"


def test_redirect_needs_control_and_tier_2_for_that_shipment(world):
    verify(world, "consignee")
    assert (
        "right of control"
        in call(
            world, "redirect_shipment", tracking_number="10000001", destination_postcode="20002"
        ).content
    )
    verify(world, "shipper")
    no_step_up = call(
        world, "redirect_shipment", tracking_number="10000001", destination_postcode="10002"
    )
    assert not no_step_up.ok and "confirm_bill_of_lading" in no_step_up.content
    step_up(world, "10000007")  # tier 2 on another shipment does not count
    assert not call(
        world, "redirect_shipment", tracking_number="10000001", destination_postcode="10002"
    ).ok
    step_up(world, "10000001")
    moved = call(
        world, "redirect_shipment", tracking_number="10000001", destination_postcode="10002"
    )
    assert moved.ok and "Bravo annex" in moved.content
    assert record(world, "SH-1")["destination_address_id"] == "AD-1b"
    assert record(world, "SH-1")["destination_terminal"] == "T-B"
    assert record(world, "SH-1")["appointment_date"] is None


def test_redirect_only_to_the_controlling_partys_address_book(world):
    verify(world, "shipper")
    step_up(world, "10000001")
    foreign = call(
        world, "redirect_shipment", tracking_number="10000001", destination_postcode="20002"
    )
    assert not foreign.ok and "not in the address book" in foreign.content
    step_up(world, "10000007")
    hazmat = call(
        world, "redirect_shipment", tracking_number="10000007", destination_postcode="10003"
    )
    assert not hazmat.ok and "hazardous" in hazmat.content


def test_a_second_redirect_replaces_the_first(world):
    verify(world, "shipper")
    step_up(world, "10000001")
    assert call(
        world, "redirect_shipment", tracking_number="10000001", destination_postcode="10002"
    ).ok
    first = world.state_hash()
    assert call(
        world, "redirect_shipment", tracking_number="10000001", destination_postcode="10001"
    ).ok
    assert call(
        world, "redirect_shipment", tracking_number="10000001", destination_postcode="10002"
    ).ok
    assert world.state_hash() == first


def test_the_bill_of_lading_step_up_fails_alike_and_locks(world):
    verify(world, "shipper")
    for _ in range(3):
        result = call(
            world, "confirm_bill_of_lading", tracking_number="10000001", bol_number="7777777"
        )
        assert result.content == f"error: {BOL_FAILED}"
    locked = call(world, "confirm_bill_of_lading", tracking_number="10000001", bol_number="1000001")
    assert not locked.ok and "locked" in locked.content


# --- deliveries, pickups, payments -------------------------------------------------------------


def test_delivery_appointments_are_for_consignee_or_notify_party(world):
    verify(world, "shipper")
    refused = call(
        world, "schedule_delivery", tracking_number="10000001", delivery_date="2024-09-20"
    )
    assert not refused.ok and "consignee or notify party" in refused.content
    verify(world, "notify")
    booked = call(
        world,
        "schedule_delivery",
        tracking_number="10000001",
        delivery_date="Friday, September 20th, 2024",
    )
    assert booked.ok and "replaces the appointment" in booked.content
    assert record(world, "SH-1")["appointment_date"] == "2024-09-20"


@pytest.mark.parametrize(
    ("day", "reason"),
    [
        ("2024-09-21", "not a weekday"),
        ("2024-09-17", "not expected"),
        ("2024-10-01", "at most 14 days"),
        (TODAY, "from tomorrow"),
    ],
)
def test_delivery_date_window(world, day, reason):
    verify(world, "consignee")
    result = call(world, "schedule_delivery", tracking_number="10000001", delivery_date=day)
    assert not result.ok and reason in result.content


def test_unpaid_collect_freight_is_booked_only_after_the_caller_pays(world):
    verify(world, "consignee")
    refused = call(
        world, "schedule_delivery", tracking_number="10000002", delivery_date="2024-09-18"
    )
    assert not refused.ok and "hold" in refused.content
    assert not call(world, "pay_freight_charges", tracking_number="10000002").ok  # agent cannot
    paid = call(world, "pay_freight_charges", actor="user", tracking_number="10000002")
    assert paid.ok and "100.00" in paid.content
    assert (
        record(world, "SH-2")["hold"] == "none" and record(world, "SH-2")["charges_due"] == "0.00"
    )
    assert call(
        world, "schedule_delivery", tracking_number="10000002", delivery_date="2024-09-18"
    ).ok


def test_pickups_are_the_shippers_and_need_labels(world):
    verify(world, "consignee")
    assert (
        "only the shipper"
        in call(
            world, "schedule_pickup", tracking_number="10000006", pickup_date="2024-09-17"
        ).content
    )
    verify(world, "shipper")
    unlabelled = call(
        world, "schedule_pickup", tracking_number="10000006", pickup_date="2024-09-17"
    )
    assert not unlabelled.ok and "label" in unlabelled.content
    assert call(world, "reprint_shipping_label", actor="user", tracking_number="10000006").ok
    assert call(world, "schedule_pickup", tracking_number="10000006", pickup_date="2024-09-17").ok
    assert record(world, "SH-6")["pickup_date"] == "2024-09-17"
    late = call(world, "schedule_pickup", tracking_number="10000006", pickup_date="2024-09-27")
    assert not late.ok and "at most 10 days" in late.content


# --- claims, traces, unloading -------------------------------------------------------------------


def test_claims_by_shipper_or_consignee_on_delivered_freight(world):
    verify(world, "notify")
    args = {
        "tracking_number": "10000003",
        "claim_type": "damage",
        "pieces_affected": 2,
        "claim_amount": "200.00",
    }
    assert "consignee or shipper" in call(world, "file_cargo_claim", **args).content
    verify(world, "consignee")
    assert (
        "not been delivered"
        in call(world, "file_cargo_claim", **{**args, "tracking_number": "10000001"}).content
    )
    too_much = call(world, "file_cargo_claim", **{**args, "claim_amount": "1000.01"})
    assert not too_much.ok and "declared value" in too_much.content
    too_many = call(world, "file_cargo_claim", **{**args, "pieces_affected": 11})
    assert not too_many.ok and "between 1 and 10" in too_many.content
    filed = call(
        world, "file_cargo_claim", **{**args, "pieces_affected": "2", "claim_amount": "$200"}
    )
    assert filed.ok
    claim = world.store.get("claims", "CLM-10000003")
    assert claim == {
        "id": "CLM-10000003",
        "shipment_id": "SH-3",
        "party_id": "P-2",
        "filed_by": "consignee",
        "claim_type": "damage",
        "pieces_affected": 2,
        "amount": "200.00",
        "status": "open",
        "filed_on": TODAY,
    }
    assert "already has" in call(world, "file_cargo_claim", **args).content


def test_concealed_damage_after_fifteen_days_cannot_be_claimed(world):
    verify(world, "consignee")
    late = call(
        world,
        "file_cargo_claim",
        tracking_number="10000004",
        claim_type="damage",
        pieces_affected=3,
        claim_amount="300",
    )
    assert not late.ok and "15 days" in late.content
    assert world.store.get("claims", "CLM-10000004") is None


def test_traces_only_for_overdue_freight_once(world):
    verify(world, "notify")
    early = call(world, "open_trace", tracking_number="10000001")
    assert not early.ok and "not overdue" in early.content
    assert call(world, "open_trace", tracking_number="10000010").ok
    assert world.store.get("traces", "TR-10000010")["opened_by"] == "P-3"
    assert "already has" in call(world, "open_trace", tracking_number="10000010").content


def test_unloading_waits_for_the_callers_seal_check(world):
    verify(world, "consignee")
    early = call(world, "authorize_unload", tracking_number="10000008")
    assert not early.ok and "check the seal" in early.content
    assert (
        "matches"
        in call(world, "check_trailer_seal", actor="user", tracking_number="10000008").content
    )
    assert call(world, "authorize_unload", tracking_number="10000008").ok
    assert record(world, "SH-8")["unload_authorized"] is True
    broken = call(world, "check_trailer_seal", actor="user", tracking_number="10000011")
    assert "cut" in broken.content
    assert not call(world, "authorize_unload", tracking_number="10000011").ok
    verify(world, "shipper")
    assert "consignee" in call(world, "authorize_unload", tracking_number="10000008").content


def test_the_seal_check_as_documented_keeps_the_doors_closed(world):
    # SEAL-1: the doors stay shut until the unload is authorized, so the step's description
    # (what an agent words its guidance from) says so, and the guidance says it to the caller
    (spec,) = [spec for spec in world.tools("user") if spec.name == "check_trailer_seal"]
    assert "keep the doors closed" in guidance(spec.description)


# --- contract and robustness ---------------------------------------------------------------------


def test_tool_surface_and_actors(world):
    agent = {spec.name: spec.writes for spec in world.tools("agent")}
    user = {spec.name for spec in world.tools("user")}
    assert 10 <= len(agent) <= 20
    assert user == {"pay_freight_charges", "reprint_shipping_label", "check_trailer_seal"}
    assert not agent["get_shipment"] and agent["redirect_shipment"]
    assert all(spec.description for spec in [*world.tools("agent"), *world.tools("user")])
    user_calls_agent_tool = call(world, "get_shipment", actor="user", tracking_number="10000001")
    assert (
        not user_calls_agent_tool.ok
        and "not available to the user" in user_calls_agent_tool.content
    )


@pytest.mark.parametrize(
    ("name", "arguments"),
    [
        ("verify_caller", {"customer_number": "12345", "postcode": "11111"}),
        ("verify_caller", {"customer_number": "111111"}),
        ("verify_caller", {"customer_number": "111111", "postcode": "1111a", "pin": "1"}),
        ("get_shipment", {"tracking_number": "ABC-1234"}),
        ("get_shipment", ["10000001"]),
        ("schedule_delivery", {"tracking_number": "10000001", "delivery_date": "next Friday"}),
        (
            "file_cargo_claim",
            {
                "tracking_number": "10000003",
                "claim_type": "theft",
                "pieces_affected": 2,
                "claim_amount": "10",
            },
        ),
        (
            "file_cargo_claim",
            {
                "tracking_number": "10000003",
                "claim_type": "damage",
                "pieces_affected": "two",
                "claim_amount": "10",
            },
        ),
        (
            "file_cargo_claim",
            {
                "tracking_number": "10000003",
                "claim_type": "damage",
                "pieces_affected": 2,
                "claim_amount": "a lot",  # spoken amounts ("ten dollars") are amounts
            },
        ),
        (
            "file_cargo_claim",
            {
                "tracking_number": "10000003",
                "claim_type": "damage",
                "pieces_affected": 2,
                "claim_amount": "-5",
            },
        ),
        ("redirect_shipment", {"tracking_number": "10000001", "destination_postcode": None}),
        ("lookup_policy", {"query": "   "}),
        ("no_such_tool", {}),
    ],
)
def test_malformed_arguments_give_error_results(world, name, arguments):
    verify(world, "consignee")
    before = world.state_hash()
    result = world.call(ToolCall(call_id="x", name=name, arguments=arguments))
    assert not result.ok and result.content.startswith("error:")
    assert world.state_hash() == before


def test_policy_is_searchable_and_not_in_the_prompt(world):
    ids = re.findall(r"^## ([A-Z]+-\d+) ", POLICY_FILE.read_text(encoding="utf-8"), re.MULTILINE)
    assert 20 <= len(ids) <= 30
    expectations = {
        "notify party wants the freight sent to another warehouse": "CTRL",
        "damage found days after delivery, nothing written on receipt": "CLM-2",
        "caller wants to pay freight charges with a card over the phone": "PAY-1",
        "driver could not scan the labels": "PICK-2",
        "sealed trailer at the dock, can the driver open the doors": "SEAL-1",
        "freight is late and tracking has not moved": "TRC-1",
    }
    for query, expected in expectations.items():
        found = call(world, "lookup_policy", query=query).content
        assert f"[{expected}" in found, (query, found[:200])
    assert not re.search(r"[A-Z]+-\d+", INSTRUCTIONS)
    for rule_words in ("tier", "right of control", "15 days", "bill of lading", "address book"):
        assert rule_words not in INSTRUCTIONS.lower()
    assert "Ridgeway Freight" in world.instructions() and "lookup_policy" in world.instructions()
