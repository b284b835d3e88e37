"""Logistics scenarios: mid call correction."""

from __future__ import annotations

from duplexworld.authoring import Authored, act, correction, must_say, ref
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


def mid_call_correction_01() -> Authored:
    """The caller reads the tracking number off the wrong packing slip: it belongs to..."""
    return scenario(
        1,
        "mid_call_correction",
        persona="caribbean",  # Andre Thibodeaux, kitchen projects lead at Bayou Restaurant Supply
        note=(
            "The caller reads the tracking number off the wrong packing slip: it "
            "belongs to another of its shipments at the same terminal, which could "
            "be booked too. After the agent has read it, the caller corrects the "
            "number; only the corrected shipment may get the appointment."
        ),
        goal=(
            "The walk-in freezer units for a new restaurant kitchen are at "
            "Ridgeway's New Orleans terminal and you want them delivered on "
            "Thursday, September nineteenth. When asked for the tracking number you "
            "first read it off the wrong packing slip (the ice machines' slip), and "
            "you notice and correct yourself once the agent has looked it up."
        ),
        purpose=(
            "A premise revised after the agent acted on it: the first number is a "
            "real shipment of the same account (ice machines) that could be booked "
            "as well. The agent must drop what it read, look up the corrected number "
            "and book only that one."
        ),
        facts=[
            CUSTOMER_NUMBER("406192"),
            POSTCODE("70127"),
            TRACKING_NUMBER(
                "73204815",
                correction=correction(
                    "digits",
                    "73204851",
                    "tool:get_shipment",
                    ("Sorry, wrong slip. It's {spoken}.",),
                ),
            ),
            DELIVERY_DATE(
                "2024-09-19",
                answers=("{spoken}, please.", "We'd like them on {spoken}."),
                spoken="Thursday, September nineteenth, twenty twenty-four",
            ),
        ],
        script=[
            (
                "Hi, this is Bayou Restaurant Supply in New Orleans. The freezer "
                "units for our new kitchen are at your terminal here, and I need to "
                "set a day for them to come out to us."
            ),
            (
                "Hello, Bayou Restaurant Supply calling. Our walk-in freezer units "
                "are sitting at your New Orleans terminal and I need them brought to "
                "our warehouse this week."
            ),
        ],
        seed={
            "parties": [
                Party(
                    id="P-860",
                    name="Bayou Restaurant Supply",
                    city="New Orleans, LA",
                    customer_number="406192",
                    postcode="70127",
                ),
                Party(
                    id="P-870",
                    name="Gulf Coast Refrigeration",
                    city="Houston, TX",
                    customer_number="209384",
                    postcode="77029",
                ),
            ],
            "addresses": [
                Address(
                    id="AD-860-1",
                    party_id="P-860",
                    label="Bayou Restaurant Supply warehouse",
                    city="New Orleans, LA",
                    postcode="70127",
                    terminal="T-MSY",
                ),
                Address(
                    id="AD-870-1",
                    party_id="P-870",
                    label="Gulf Coast Refrigeration plant",
                    city="Houston, TX",
                    postcode="77029",
                    terminal="T-HOU",
                ),
            ],
            "terminals": [
                Terminal(id="T-MSY", city="New Orleans"),
                Terminal(id="T-HOU", city="Houston"),
            ],
            "shipments": [
                Shipment(
                    id="SH-7026",
                    tracking_number="73204815",
                    bol_number="3016542",
                    shipper_id="P-870",
                    consignee_id="P-860",
                    terms="prepaid",
                    description="5 crated ice machines",
                    pieces=5,
                    weight_lb=1700,
                    declared_value="14500.00",
                    origin_city="Houston, TX",
                    destination_address_id="AD-860-1",
                    destination_terminal="T-MSY",
                    status="at_terminal",
                    terminal="T-MSY",
                    eta="2024-09-13",
                    pickup_date="2024-09-11",
                    last_scan="2024-09-13 08:10, arrived at T-MSY",
                ),
                Shipment(
                    id="SH-7027",
                    tracking_number="73204851",
                    bol_number="3016597",
                    shipper_id="P-870",
                    consignee_id="P-860",
                    terms="prepaid",
                    description="4 crated walk-in freezer units",
                    pieces=4,
                    weight_lb=2600,
                    declared_value="21000.00",
                    origin_city="Houston, TX",
                    destination_address_id="AD-860-1",
                    destination_terminal="T-MSY",
                    status="at_terminal",
                    terminal="T-MSY",
                    eta="2024-09-16",
                    pickup_date="2024-09-13",
                    last_scan="2024-09-16 07:45, arrived at T-MSY",
                ),
            ],
        },
        gold=[
            verify("tier 1 identifies Bayou Restaurant Supply, the consignee of both"),
            shipment("with the corrected number (73204851), the freezer units"),
            act(
                "schedule_delivery",
                tracking_number=ref("tracking_number"),
                delivery_date=ref("delivery_date"),
                info="booking the ice machines (73204815) changes the wrong record",
            ),
        ],
        nl_assertion=(
            "After the correction the agent drops the ice machine shipment it had "
            "read, confirms the freezer units by their description, and books only "
            "them for Thursday, September 19."
        ),
        difficulty={
            "corrections": 1,
            "corrected_fact": "tracking_number",
            "candidate_records": 2,
            "verification_tier": 1,
        },
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_checks=[
            must_say(
                "September nineteenth",
                before="tool:schedule_delivery",
                note="confirms Thursday, September 19",
            ),
        ],
    )


def mid_call_correction_02() -> Authored:
    """A third-party warehouse, named as notify party, books the delivery of its client's..."""
    return scenario(
        2,
        "mid_call_correction",
        # Ruth Sandoval, dock scheduler at Treasure Valley Logistics; pleasant
        persona="lancashire",
        note=(
            "A third-party warehouse, named as notify party, books the delivery of "
            "its client's kayaks (a notify party may book appointments, CTRL-2), "
            "then remembers the dock is closed that day. The agent must move the "
            "appointment it already booked to the corrected day."
        ),
        goal=(
            "Your warehouse receives freight for Great Basin Outfitters, and a load "
            "of kayaks for them is at Ridgeway's Boise terminal. You first ask for "
            "Thursday, September nineteenth; once it is booked you remember the dock "
            "is closed that day for inventory and ask for Friday, September "
            "twentieth instead."
        ),
        purpose=(
            "The caller revises a premise after the agent wrote on it: the "
            "appointment must end on the corrected day (re-booking replaces it). The "
            "caller is the notify party, entitled to book deliveries but to nothing "
            "more."
        ),
        facts=[
            CUSTOMER_NUMBER("347821"),
            POSTCODE("83716"),
            TRACKING_NUMBER("81503294"),
            DELIVERY_DATE(
                "2024-09-19",
                answers=("{spoken} would be good.", "Let's say {spoken}."),
                spoken="Thursday, September nineteenth, twenty twenty-four",
                correction=correction(
                    "date",
                    "2024-09-20",
                    "tool:schedule_delivery",
                    ("Sorry, make it {spoken} instead.",),
                    spoken="Friday, September twentieth, twenty twenty-four",
                ),
            ),
        ],
        script=[
            (
                "Hello, Treasure Valley Logistics calling. We receive freight for "
                "Great Basin Outfitters here in Boise, and there's a load of kayaks "
                "for them waiting at your Boise terminal. We need to get it on our "
                "dock calendar."
            ),
            (
                "Hi, this is Treasure Valley Logistics. We're the warehouse for "
                "Great Basin Outfitters, and your Boise terminal is holding their "
                "kayaks. I'd like to set up when they come to our dock."
            ),
        ],
        seed={
            "parties": [
                Party(
                    id="P-880",
                    name="Treasure Valley Logistics",
                    city="Boise, ID",
                    customer_number="347821",
                    postcode="83716",
                ),
                Party(
                    id="P-885",
                    name="Great Basin Outfitters",
                    city="Boise, ID",
                    customer_number="562903",
                    postcode="83702",
                ),
                Party(
                    id="P-890",
                    name="Riverbend Kayaks",
                    city="Hood River, OR",
                    customer_number="713028",
                    postcode="97031",
                ),
            ],
            "addresses": [
                Address(
                    id="AD-885-1",
                    party_id="P-885",
                    label="Great Basin Outfitters care of Treasure Valley Logistics",
                    city="Boise, ID",
                    postcode="83716",
                    terminal="T-BOI",
                ),
                Address(
                    id="AD-890-1",
                    party_id="P-890",
                    label="Riverbend Kayaks workshop",
                    city="Hood River, OR",
                    postcode="97031",
                    terminal="T-PDX",
                ),
            ],
            "terminals": [
                Terminal(id="T-BOI", city="Boise"),
                Terminal(id="T-PDX", city="Portland"),
            ],
            "shipments": [
                Shipment(
                    id="SH-8152",
                    tracking_number="81503294",
                    bol_number="2745018",
                    shipper_id="P-890",
                    consignee_id="P-885",
                    notify_party_id="P-880",
                    terms="prepaid",
                    description="12 boxed kayaks",
                    pieces=12,
                    weight_lb=780,
                    declared_value="10800.00",
                    origin_city="Hood River, OR",
                    destination_address_id="AD-885-1",
                    destination_terminal="T-BOI",
                    status="at_terminal",
                    terminal="T-BOI",
                    eta="2024-09-16",
                    pickup_date="2024-09-12",
                    last_scan="2024-09-16 06:05, arrived at T-BOI",
                ),
            ],
        },
        gold=[
            verify("tier 1 identifies Treasure Valley Logistics, the notify party"),
            shipment("the notify party may read it and book the delivery (CTRL-2)"),
            act(
                "schedule_delivery",
                tracking_number=ref("tracking_number"),
                delivery_date=ref("delivery_date"),
                info=(
                    "ends on the corrected day, Friday September 20 (re-booking replaces "
                    "the appointment)"
                ),
            ),
        ],
        nl_assertion=(
            "After the correction the agent moves the appointment to Friday, "
            "September 20 and confirms that Thursday's booking is replaced, not kept "
            "alongside it."
        ),
        difficulty={
            "corrections": 1,
            "corrected_fact": "delivery_date",
            "caller_role": "notify_party",
            "verification_tier": 1,
        },
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_checks=[
            must_say("September twentieth", note="confirms Friday, September 20"),
        ],
    )


def mid_call_correction_03() -> Authored:
    """A consignee with the right of control (collect freight) sends its lumber to another..."""
    return scenario(
        3,
        "mid_call_correction",
        persona="received",  # Paul Lindqvist, yard coordinator at Northwoods Building Supply
        note=(
            "A consignee with the right of control (collect freight) sends its "
            "lumber to another of its yards, names the wrong yard, and corrects "
            "itself after the redirect is done. The goods must end at the corrected "
            "yard: redirect again (RDR-3)."
        ),
        goal=(
            "The lumber your company bought from Superior Timber is heading to your "
            "Minneapolis yard, which is jammed full. You want it sent to another of "
            "your yards. You first give the Saint Paul yard's ZIP code; once the "
            "agent has made the change you realise Saint Paul is also full and ask "
            "for the Bloomington yard, ZIP five five four two zero."
        ),
        purpose=(
            "A premise revised after a write that moves goods: the agent redirected "
            "to the first yard and must redirect again to the corrected one (same "
            "step-up, same address book), leaving the goods bound for Bloomington."
        ),
        facts=[
            CUSTOMER_NUMBER("208416"),
            POSTCODE(
                "55413",
                keywords=(
                    "zip code on the account",
                    "account zip",
                    "billing zip",
                    "zip code on file",
                    "the zip code",
                    "five digit zip code",
                ),
            ),
            TRACKING_NUMBER("46819327"),
            BOL_NUMBER("3927154"),
            NEW_POSTCODE(
                "55116",
                label="new yard ZIP code",
                keywords=("new yard", "which yard", "yard zip", "zip code of the yard", "new zip"),
                answers=(
                    "Our Saint Paul yard, ZIP {spoken}.",
                    "Send it to {spoken}, that's our Saint Paul yard.",
                ),
                correction=correction(
                    "postcode",
                    "55420",
                    "tool:redirect_shipment",
                    ("Sorry, make that Bloomington, {spoken}.",),
                ),
            ),
        ],
        script=[
            (
                "Hi, Northwoods Building Supply. The lumber we bought from Superior "
                "Timber is heading to our Minneapolis yard, but that yard is jammed "
                "full. I need it to go to one of our other yards instead."
            ),
            (
                "Hello, this is Northwoods Building Supply. There's a lumber load "
                "from Superior Timber on its way to our Minneapolis yard, and we "
                "have no room there. It has to go to another of our yards."
            ),
        ],
        seed={
            "parties": [
                Party(
                    id="P-920",
                    name="Northwoods Building Supply",
                    city="Minneapolis, MN",
                    customer_number="208416",
                    postcode="55413",
                ),
                Party(
                    id="P-930",
                    name="Superior Timber",
                    city="Duluth, MN",
                    customer_number="604738",
                    postcode="55807",
                ),
            ],
            "addresses": [
                Address(
                    id="AD-920-1",
                    party_id="P-920",
                    label="Northwoods Minneapolis yard",
                    city="Minneapolis, MN",
                    postcode="55413",
                    terminal="T-MSP",
                ),
                Address(
                    id="AD-920-2",
                    party_id="P-920",
                    label="Northwoods Saint Paul yard",
                    city="Saint Paul, MN",
                    postcode="55116",
                    terminal="T-MSP",
                ),
                Address(
                    id="AD-920-3",
                    party_id="P-920",
                    label="Northwoods Bloomington yard",
                    city="Bloomington, MN",
                    postcode="55420",
                    terminal="T-MSP",
                ),
                Address(
                    id="AD-930-1",
                    party_id="P-930",
                    label="Superior Timber mill",
                    city="Duluth, MN",
                    postcode="55807",
                    terminal="T-DLH",
                ),
            ],
            "terminals": [
                Terminal(id="T-MSP", city="Minneapolis"),
                Terminal(id="T-DLH", city="Duluth"),
            ],
            "shipments": [
                Shipment(
                    id="SH-4681",
                    tracking_number="46819327",
                    bol_number="3927154",
                    shipper_id="P-930",
                    consignee_id="P-920",
                    terms="collect",
                    description="18 bundles of dimensional lumber",
                    pieces=18,
                    weight_lb=16500,
                    declared_value="12800.00",
                    origin_city="Duluth, MN",
                    destination_address_id="AD-920-1",
                    destination_terminal="T-MSP",
                    status="in_transit",
                    terminal="T-MSP",
                    eta="2024-09-17",
                    pickup_date="2024-09-13",
                    last_scan="2024-09-16 03:30, departed T-DLH for T-MSP",
                ),
            ],
        },
        gold=[
            verify("tier 1 identifies Northwoods Building Supply, the consignee"),
            shipment("collect freight, right of control with the consignee"),
            act(
                "confirm_bill_of_lading",
                tracking_number=ref("tracking_number"),
                bol_number=ref("bol_number"),
                info="tier 2 for the redirect (ID-2)",
            ),
            act(
                "list_party_addresses",
                party_id=party(),
                info=(
                    "the Saint Paul and Bloomington yards are both in the consignee's address book"
                ),
            ),
            act(
                "redirect_shipment",
                tracking_number=ref("tracking_number"),
                destination_postcode=ref("new_postcode"),
                info="ends bound for Bloomington (55420), the corrected yard",
            ),
        ],
        nl_assertion=(
            "After the correction the agent redirects the lumber again to the "
            "Bloomington yard, reads that address back, and does not leave it bound "
            "for Saint Paul."
        ),
        difficulty={
            "corrections": 1,
            "corrected_fact": "new_postcode",
            "verification_tier": 2,
            "candidate_records": 1,
        },
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_checks=[
            must_say(value={"fact": "new_postcode"}, note="reads the Bloomington address back"),
        ],
    )
