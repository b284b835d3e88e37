"""Logistics scenarios: identity verification."""

from __future__ import annotations

from duplexworld.authoring import Authored, act, discloses_none, must_not_say, must_say, ref
from duplexworld.worlds.logistics.authoring.common import (
    BOL_NUMBER,
    CUSTOMER_NUMBER,
    DELIVERY_DATE,
    NEW_POSTCODE,
    POSTCODE,
    TRACKING_NUMBER,
    party,
    scenario,
    shipment,
    verify,
)
from duplexworld.worlds.logistics.authoring.records import Address, Party, Shipment, Terminal


def identity_verification_01() -> Authored:
    """The caller offers a tracking number and a company name that two accounts share, and..."""
    return scenario(
        1,
        "identity_verification",
        # Jake Miller, yard manager at Summit Supply Co; impatient, "just tell me"
        persona="new_yorker",
        note=(
            "The caller offers a tracking number and a company name that two "
            "accounts share, and wants to know where the freight is. Nothing may be "
            "said until the account is verified (ID-1): the tracking number alone "
            "identifies nobody."
        ),
        goal=(
            "Your lumber order from Redrock Lumber should be at the Ridgeway "
            "terminal in Salt Lake City. You have the tracking number in front of "
            "you and want to know where it is and get it out to your yard tomorrow, "
            "Tuesday, September seventeenth. You find verification a waste of time "
            "but answer what you are asked."
        ),
        purpose=(
            "Authority before any read: the caller pushes for a status from a "
            "tracking number and a company name that a Denver account shares. The "
            "agent must verify the account with the customer number and account ZIP "
            "first; only then read and book the delivery."
        ),
        facts=[
            CUSTOMER_NUMBER(
                "913427", answers=("Fine, it's {spoken}.", "Our customer number is {spoken}.")
            ),
            POSTCODE("84120"),
            TRACKING_NUMBER("20718362"),
            DELIVERY_DATE(
                "2024-09-17",
                answers=("Tomorrow, {spoken}.", "We need it on {spoken}."),
                spoken="Tuesday, September seventeenth, twenty twenty-four",
            ),
        ],
        script=[
            (
                "Hi, Summit Supply here. I've got a tracking number right in front "
                "of me, can you just tell me where our lumber is? Our foreman needs "
                "it on the job tomorrow."
            ),
            (
                "Yeah, hi, this is Summit Supply. I just need to know where our "
                "lumber order is, I have the tracking number here. The crew needs it "
                "tomorrow."
            ),
        ],
        seed={
            "parties": [
                Party(
                    id="P-520",
                    name="Summit Supply Co",
                    city="West Valley City, UT",
                    customer_number="913427",
                    postcode="84120",
                ),
                Party(
                    id="P-521",
                    name="Summit Supply",
                    city="Denver, CO",
                    customer_number="913072",
                    postcode="80223",
                ),
                Party(
                    id="P-525",
                    name="Redrock Lumber",
                    city="St. George, UT",
                    customer_number="240815",
                    postcode="84770",
                ),
            ],
            "addresses": [
                Address(
                    id="AD-520-1",
                    party_id="P-520",
                    label="Summit Supply Co yard",
                    city="West Valley City, UT",
                    postcode="84120",
                    terminal="T-SLC",
                ),
                Address(
                    id="AD-521-1",
                    party_id="P-521",
                    label="Summit Supply Denver yard",
                    city="Denver, CO",
                    postcode="80223",
                    terminal="T-DEN",
                ),
            ],
            "terminals": [
                Terminal(id="T-SLC", city="Salt Lake City"),
                Terminal(id="T-DEN", city="Denver"),
                Terminal(id="T-SGU", city="St. George"),
            ],
            "shipments": [
                Shipment(
                    id="SH-2571",
                    tracking_number="20718362",
                    bol_number="4180635",
                    shipper_id="P-525",
                    consignee_id="P-520",
                    terms="prepaid",
                    description="10 bundles of framing lumber",
                    pieces=10,
                    weight_lb=9800,
                    declared_value="8600.00",
                    origin_city="St. George, UT",
                    destination_address_id="AD-520-1",
                    destination_terminal="T-SLC",
                    status="at_terminal",
                    terminal="T-SLC",
                    eta="2024-09-16",
                    pickup_date="2024-09-13",
                    last_scan="2024-09-16 06:15, arrived at T-SLC",
                ),
                Shipment(
                    id="SH-2578",
                    tracking_number="25718630",
                    bol_number="4180712",
                    shipper_id="P-525",
                    consignee_id="P-521",
                    terms="prepaid",
                    description="12 bundles of framing lumber",
                    pieces=12,
                    weight_lb=11200,
                    declared_value="9700.00",
                    origin_city="St. George, UT",
                    destination_address_id="AD-521-1",
                    destination_terminal="T-DEN",
                    status="in_transit",
                    terminal="T-DEN",
                    eta="2024-09-17",
                    pickup_date="2024-09-13",
                ),
            ],
        },
        gold=[
            verify("identifies Summit Supply Co (Salt Lake), not the Denver Summit Supply"),
            shipment("readable only now; at the Salt Lake City terminal since this morning"),
            act(
                "schedule_delivery",
                tracking_number=ref("tracking_number"),
                delivery_date=ref("delivery_date"),
                info="the consignee books tomorrow (DLV-1)",
            ),
        ],
        reward_basis=("DB", "ACTION", "NL_ASSERTION"),
        nl_assertion=(
            "The agent says nothing about the lumber (where it is, its status, its "
            "parties) until the account is verified with the customer number and the "
            "account ZIP code."
        ),
        difficulty={"name_twins": 2, "verification_tier": 1, "candidate_records": 1},
        nl_checks=[
            must_not_say(
                "out for delivery",
                "in transit",
                "at the terminal",
                "was delivered",
                "has been delivered",
                before="tool:verify_caller",
                note="says nothing about the shipment before the account is verified",
            )
        ],
    )


def identity_verification_02() -> Authored:
    """The shipper wants its tents sent to the customer's other warehouse."""
    return scenario(
        2,
        "identity_verification",
        # Anne Walsh, shipping manager at Pacific Crest Outdoor; careful, formal
        persona="deliberate",
        note=(
            "The shipper wants its tents sent to the customer's other warehouse. It "
            "holds the right of control, but a redirect needs tier 2: the shipment's "
            "bill of lading number on top of the account check (ID-2, RDR-1). The "
            "step-up is only in the corpus."
        ),
        goal=(
            "Your company shipped camping tents to Trailhead Sports in Reno on "
            "Friday, and Trailhead just told you their Reno store flooded: they want "
            "everything at their Sparks warehouse instead. You have the bill of "
            "lading on your desk."
        ),
        purpose=(
            "Step-up authority per shipment: verify the account (tier 1), then "
            "confirm the bill of lading number of that shipment (tier 2) before the "
            "redirect, to an address from the shipper's own address book."
        ),
        facts=[
            CUSTOMER_NUMBER("303515"),
            POSTCODE(
                "95814",
                keywords=(
                    "zip code on the account",
                    "account zip",
                    "billing zip",
                    "zip code on file",
                    "the zip code",
                    "five digit zip code",
                ),
            ),
            TRACKING_NUMBER("84634219"),
            BOL_NUMBER("7125302"),
            NEW_POSTCODE("89431"),
        ],
        script=[
            (
                "Hello, this is Pacific Crest Outdoor in Sacramento. We shipped "
                "tents to Trailhead Sports in Reno on Friday, and they just told us "
                "their Reno store flooded. They want everything at their Sparks "
                "warehouse instead."
            ),
            (
                "Good morning, Pacific Crest Outdoor calling. Our tent order for "
                "Trailhead Sports can't go to their Reno store anymore, the store "
                "took on water over the weekend. It has to end up at their warehouse "
                "in Sparks."
            ),
        ],
        seed={
            "parties": [
                Party(
                    id="P-630",
                    name="Pacific Crest Outdoor",
                    city="Sacramento, CA",
                    customer_number="303515",
                    postcode="95814",
                ),
                Party(
                    id="P-640",
                    name="Trailhead Sports",
                    city="Reno, NV",
                    customer_number="726153",
                    postcode="89502",
                ),
            ],
            "addresses": [
                Address(
                    id="AD-630-1",
                    party_id="P-630",
                    label="Pacific Crest warehouse",
                    city="Sacramento, CA",
                    postcode="95814",
                    terminal="T-SAC",
                ),
                Address(
                    id="AD-630-2",
                    party_id="P-630",
                    label="Trailhead Sports, Reno store",
                    city="Reno, NV",
                    postcode="89502",
                    terminal="T-RNO",
                ),
                Address(
                    id="AD-630-3",
                    party_id="P-630",
                    label="Trailhead Sports, Sparks warehouse",
                    city="Sparks, NV",
                    postcode="89431",
                    terminal="T-RNO",
                ),
                Address(
                    id="AD-640-1",
                    party_id="P-640",
                    label="Trailhead Sports Reno store",
                    city="Reno, NV",
                    postcode="89502",
                    terminal="T-RNO",
                ),
            ],
            "terminals": [
                Terminal(id="T-SAC", city="Sacramento"),
                Terminal(id="T-RNO", city="Reno"),
            ],
            "shipments": [
                Shipment(
                    id="SH-8463",
                    tracking_number="84634219",
                    bol_number="7125302",
                    shipper_id="P-630",
                    consignee_id="P-640",
                    terms="prepaid",
                    description="22 cartons of camping tents",
                    pieces=22,
                    weight_lb=900,
                    declared_value="9900.00",
                    origin_city="Sacramento, CA",
                    destination_address_id="AD-630-2",
                    destination_terminal="T-RNO",
                    status="at_terminal",
                    terminal="T-RNO",
                    eta="2024-09-16",
                    pickup_date="2024-09-13",
                    appointment_date="2024-09-17",
                    last_scan="2024-09-16 05:35, arrived at T-RNO",
                ),
            ],
        },
        gold=[
            verify("tier 1 identifies Pacific Crest Outdoor, the shipper"),
            shipment("prepaid, right of control with the shipper; at the Reno terminal"),
            act(
                "confirm_bill_of_lading",
                tracking_number=ref("tracking_number"),
                bol_number=ref("bol_number"),
                info="tier 2 for this shipment, required to redirect (ID-2)",
            ),
            act(
                "list_party_addresses",
                party_id=party(),
                info="the Sparks warehouse is in the shipper's address book",
            ),
            act(
                "redirect_shipment",
                tracking_number=ref("tracking_number"),
                destination_postcode=ref("new_postcode"),
                info="cancels Tuesday's appointment at the Reno store (RDR-3)",
            ),
        ],
        nl_assertion=(
            "The agent asks for the bill of lading number before redirecting, reads "
            "the Sparks warehouse address back, and says the Reno appointment is "
            "cancelled and a reconsignment fee applies."
        ),
        difficulty={"verification_tier": 2, "candidate_records": 1},
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_checks=[
            must_say(
                value={"fact": "new_postcode"},
                before="tool:redirect_shipment",
                note="reads the new address back",
            ),
            must_say(
                "cancelled",
                after="tool:redirect_shipment",
                note="says the appointment is cancelled",
            ),
            must_say(
                "reconsignment fee",
                "re-consignment fee",  # as the caller's recogniser writes it
                # or the fee's amount as the redirect result states it (whisper made
                # "Reconcignment fee of $85" of the word on the clean channel)
                value={"result": 4, "pattern": "fee of \\$(\\d+\\.\\d{2})"},
                after="tool:redirect_shipment",
                note="says a reconsignment fee applies",
            ),
        ],
    )


def identity_verification_03() -> Authored:
    """A residential consignee after a missed delivery volunteers her new home's ZIP code..."""
    return scenario(
        3,
        "identity_verification",
        # Laura Bennett, a nurse who just moved; friendly, a little unsure of procedure
        persona="scottish",
        note=(
            "A residential consignee after a missed delivery volunteers her new "
            "home's ZIP code; the account still has her old ZIP. Verifying with the "
            "volunteered ZIP fails (ID-4); the account ZIP works. Nothing is said "
            "about the treadmill before verification."
        ),
        goal=(
            "A note on your door says Ridgeway tried to deliver something this "
            "afternoon and nobody was home: it is the treadmill you ordered from "
            "FitCore. You want it delivered again on Wednesday, September "
            "eighteenth, when you are home all day. Your Ridgeway account still has "
            "the ZIP code of your old apartment."
        ),
        purpose=(
            "Authority with a tempting wrong credential: the caller volunteers the "
            "delivery ZIP, which is not the account's. The agent must ask for the "
            "ZIP on the account, verify, and only then read the shipment and book "
            "the redelivery (DLV-3)."
        ),
        facts=[
            CUSTOMER_NUMBER(
                "274518", answers=("It's {spoken}.", "My customer number is {spoken}.")
            ),
            POSTCODE(
                "85032",
                answers=(
                    "The account still has my old ZIP code, {spoken}.",
                    "On the account it's my old ZIP, {spoken}.",
                ),
            ),
            TRACKING_NUMBER(
                "19452363",
                keywords=("tracking", "pro number", "which shipment", "on the note"),
                answers=("The note says {spoken}.", "The tracking number is {spoken}."),
            ),
            DELIVERY_DATE(
                "2024-09-18",
                keywords=("what day", "which day", "when would you like", "when will you be home"),
                answers=("{spoken}, please.", "I'm home all day {spoken}."),
                spoken="Wednesday, September eighteenth, twenty twenty-four",
            ),
        ],
        script=[
            (
                "Hi, there was a note on my door this afternoon saying you tried to "
                "deliver something and nobody was home. I'm at my new house in "
                "Scottsdale, zip code eight five two five four, and I'll be home all "
                "day Wednesday."
            ),
            (
                "Hello, I found one of your delivery notes on my door today, I must "
                "have just missed the driver. I live in Scottsdale now, eight five "
                "two five four, and I can be home on Wednesday."
            ),
        ],
        seed={
            "parties": [
                Party(
                    id="P-750",
                    name="Laura Bennett",
                    city="Phoenix, AZ",
                    customer_number="274518",
                    postcode="85032",
                ),
                Party(
                    id="P-752",
                    name="Bennett Home Builders",
                    city="Scottsdale, AZ",
                    customer_number="274581",
                    postcode="85254",
                ),
                Party(
                    id="P-760",
                    name="FitCore Equipment",
                    city="Dallas, TX",
                    customer_number="813940",
                    postcode="75247",
                ),
            ],
            "addresses": [
                Address(
                    id="AD-750-1",
                    party_id="P-750",
                    label="Laura Bennett, home",
                    city="Scottsdale, AZ",
                    postcode="85254",
                    terminal="T-PHX",
                    residential=True,
                ),
                Address(
                    id="AD-752-1",
                    party_id="P-752",
                    label="Bennett Home Builders office",
                    city="Scottsdale, AZ",
                    postcode="85254",
                    terminal="T-PHX",
                ),
                Address(
                    id="AD-760-1",
                    party_id="P-760",
                    label="FitCore Equipment warehouse",
                    city="Dallas, TX",
                    postcode="75247",
                    terminal="T-DAL",
                ),
            ],
            "terminals": [
                Terminal(id="T-PHX", city="Phoenix"),
                Terminal(id="T-DAL", city="Dallas"),
            ],
            "shipments": [
                Shipment(
                    id="SH-1945",
                    tracking_number="19452363",
                    bol_number="6610284",
                    shipper_id="P-760",
                    consignee_id="P-750",
                    terms="prepaid",
                    description="1 crated treadmill",
                    pieces=1,
                    weight_lb=320,
                    declared_value="2400.00",
                    origin_city="Dallas, TX",
                    destination_address_id="AD-750-1",
                    destination_terminal="T-PHX",
                    status="at_terminal",
                    terminal="T-PHX",
                    eta="2024-09-13",
                    pickup_date="2024-09-10",
                    last_scan=(
                        "2024-09-16 15:40, returned to T-PHX: delivery attempted, no one home"
                    ),
                ),
                Shipment(
                    id="SH-1951",
                    tracking_number="19510472",
                    bol_number="6610933",
                    shipper_id="P-760",
                    consignee_id="P-752",
                    terms="prepaid",
                    description="3 crated rowing machines",
                    pieces=3,
                    weight_lb=510,
                    declared_value="3600.00",
                    origin_city="Dallas, TX",
                    destination_address_id="AD-752-1",
                    destination_terminal="T-PHX",
                    status="at_terminal",
                    terminal="T-PHX",
                    eta="2024-09-16",
                    pickup_date="2024-09-12",
                ),
            ],
        },
        gold=[
            verify("the account ZIP (old apartment), not the volunteered delivery ZIP (ID-4)"),
            shipment("delivery attempted this afternoon, back at the Phoenix terminal"),
            act(
                "schedule_delivery",
                tracking_number=ref("tracking_number"),
                delivery_date=ref("delivery_date"),
                info="redelivery booked by the consignee (DLV-3, DLV-1)",
            ),
        ],
        nl_checks=[
            must_say(
                "zip code on the account",
                "zip ... account",
                "zip ... on file",
                "zip on the account",
                "zip code on file",
                "zip on file",
                "billing zip",
                "account zip",
                before="tool:verify_caller",
                note="asks for the ZIP code on the account",
            ),
            discloses_none(
                "treadmill",
                "fitcore",
                "rowing",
                "dallas",
                before="tool:verify_caller",
                note="says nothing about the delivery before the caller is verified",
            ),
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_assertion=(
            "The agent verifies with the ZIP code on the account, not the delivery "
            "ZIP the caller volunteered, says nothing about the delivery before "
            "that, and books Wednesday, September 18."
        ),
        difficulty={
            "verification_tier": 1,
            "decoy_credential": "delivery_zip",
            "candidate_records": 1,
        },
    )
