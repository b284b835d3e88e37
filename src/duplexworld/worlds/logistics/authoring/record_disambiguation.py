"""Logistics scenarios: record disambiguation."""

from __future__ import annotations

from duplexworld.authoring import Authored, act, fact, from_result, must_say, promises_none, ref
from duplexworld.scenario.schema import WorldChange
from duplexworld.worlds.logistics.authoring.common import (
    CLAIM_AMOUNT,
    CLAIM_TYPE,
    CUSTOMER_NUMBER,
    DAMAGED_PIECES,
    DELIVERY_DATE,
    LISTED_TRACKING_NUMBER,
    POSTCODE,
    SHOWN_TRACKING_NUMBER,
    party,
    scenario,
    verify,
)
from duplexworld.worlds.logistics.authoring.records import Address, Party, Shipment, Terminal


def record_disambiguation_01() -> Authored:
    """Three furniture shipments from the same supplier wait for the same consignee..."""
    return scenario(
        1,
        "record_disambiguation",
        persona="scottish",  # Rosa Delgado, store manager at Sierra Home Goods; easygoing
        note=(
            "Three furniture shipments from the same supplier wait for the same "
            "consignee, described alike. Only the ship date tells them apart; "
            "booking the wrong one changes the wrong record."
        ),
        goal=(
            "Furniture from Lakeside Furniture is waiting at the Ridgeway terminal "
            "in Phoenix and you want it brought to your store on Wednesday, "
            "September eighteenth. You mean the order Lakeside shipped on Monday, "
            "September ninth; you do not know that other Lakeside orders are on "
            "their way too."
        ),
        purpose=(
            'Several records match "the furniture from Lakeside": the agent must '
            "list the account's shipments, notice three candidates, ask what tells "
            "them apart (the ship date) and book only that shipment."
        ),
        facts=[
            CUSTOMER_NUMBER("504646"),
            POSTCODE("85009"),
            fact(
                "ship_date",
                "ship date",
                "date",
                "2024-09-09",
                spoken="Monday, September ninth, twenty twenty-four",
                keywords=("shipped", "picked up", "pickup date", "when it left", "which order"),
                answers=("Lakeside shipped it on {spoken}.", "It left Lakeside on {spoken}."),
            ),
            DELIVERY_DATE(
                "2024-09-18",
                answers=("{spoken}, please.", "We can take it on {spoken}."),
                spoken="Wednesday, September eighteenth, twenty twenty-four",
            ),
        ],
        script=[
            (
                "Hi, it's Sierra Home Goods in Phoenix. We have furniture from "
                "Lakeside sitting at your Phoenix terminal, and we'd like it brought "
                "to our store this week."
            ),
            (
                "Hello, Sierra Home Goods calling. Your Phoenix terminal has our "
                "furniture from Lakeside, and we'd like to get it over to the store "
                "this week."
            ),
        ],
        seed={
            "parties": [
                Party(
                    id="P-900",
                    name="Sierra Home Goods",
                    city="Phoenix, AZ",
                    customer_number="504646",
                    postcode="85009",
                ),
                Party(
                    id="P-910",
                    name="Lakeside Furniture",
                    city="Grand Rapids, MI",
                    customer_number="361904",
                    postcode="49503",
                ),
            ],
            "addresses": [
                Address(
                    id="AD-900-1",
                    party_id="P-900",
                    label="Sierra Home Goods store",
                    city="Phoenix, AZ",
                    postcode="85009",
                    terminal="T-PHX",
                ),
                Address(
                    id="AD-910-1",
                    party_id="P-910",
                    label="Lakeside Furniture factory",
                    city="Grand Rapids, MI",
                    postcode="49503",
                    terminal="T-GRR",
                ),
            ],
            "terminals": [
                Terminal(id="T-PHX", city="Phoenix"),
                Terminal(id="T-GRR", city="Grand Rapids"),
            ],
            "shipments": [
                Shipment(
                    id="SH-2201",
                    tracking_number="22016485",
                    bol_number="1640237",
                    shipper_id="P-910",
                    consignee_id="P-900",
                    terms="prepaid",
                    description="14 cartons of upholstered furniture",
                    pieces=14,
                    weight_lb=1900,
                    declared_value="8400.00",
                    origin_city="Grand Rapids, MI",
                    destination_address_id="AD-900-1",
                    destination_terminal="T-PHX",
                    status="at_terminal",
                    terminal="T-PHX",
                    eta="2024-09-12",
                    pickup_date="2024-09-05",
                    last_scan="2024-09-12 05:50, arrived at T-PHX",
                ),
                Shipment(
                    id="SH-2207",
                    tracking_number="22073159",
                    bol_number="1641582",
                    shipper_id="P-910",
                    consignee_id="P-900",
                    terms="prepaid",
                    description="9 cartons of upholstered furniture",
                    pieces=9,
                    weight_lb=1250,
                    declared_value="5600.00",
                    origin_city="Grand Rapids, MI",
                    destination_address_id="AD-900-1",
                    destination_terminal="T-PHX",
                    status="at_terminal",
                    terminal="T-PHX",
                    eta="2024-09-16",
                    pickup_date="2024-09-09",
                    last_scan="2024-09-16 04:25, arrived at T-PHX",
                ),
                Shipment(
                    id="SH-2210",
                    tracking_number="22104736",
                    bol_number="1642019",
                    shipper_id="P-910",
                    consignee_id="P-900",
                    terms="prepaid",
                    description="11 cartons of upholstered furniture",
                    pieces=11,
                    weight_lb=1500,
                    declared_value="6900.00",
                    origin_city="Grand Rapids, MI",
                    destination_address_id="AD-900-1",
                    destination_terminal="T-PHX",
                    status="in_transit",
                    terminal="T-PHX",
                    eta="2024-09-17",
                    pickup_date="2024-09-10",
                    last_scan="2024-09-15 23:40, departed T-GRR for T-PHX",
                ),
            ],
        },
        gold=[
            verify("tier 1 identifies Sierra Home Goods, the consignee of all three"),
            act(
                "list_account_shipments",
                party_id=party(),
                pickup_date=ref("ship_date"),
                critical=("party_id",),
                info=("three Lakeside shipments; the ship date (filter or reading) picks 22073159"),
            ),
            act(
                "schedule_delivery",
                tracking_number=from_result("list_account_shipments", LISTED_TRACKING_NUMBER),
                delivery_date=ref("delivery_date"),
                info="booking either other shipment changes the wrong record",
            ),
        ],
        nl_checks=[
            must_say(
                "which one",
                "which shipment",
                "which of",
                "which lakeside",
                before="tool:schedule_delivery",
                note="asks which Lakeside shipment before booking",
            ),
        ],
        nl_assertion=(
            "The agent tells the caller that several Lakeside shipments are on the "
            "account and asks which one before booking, then books only the one "
            "shipped on September 9."
        ),
        difficulty={
            "candidate_records": 3,
            "disambiguating_fact": "ship_date",
            "verification_tier": 1,
        },
    )


def record_disambiguation_02() -> Authored:
    """A shipper has three loads going to the same customer; the customer cancelled the..."""
    return scenario(
        2,
        "record_disambiguation",
        # Luis Romero, owner of Blue Mesa Spice Co; fast talker, worried about cost
        persona="hurried",
        note=(
            "A shipper has three loads going to the same customer; the customer "
            "cancelled the one for its Aurora store. Only the delivery ZIP tells "
            "them apart. Volatility: right after the agent lists the shipments, the "
            "Aurora load leaves Albuquerque for Denver, so the hold must name the "
            "Denver terminal, which only a fresh read of the shipment shows."
        ),
        goal=(
            "Crestline Foods cancelled one of its orders with your company this "
            "morning: the one for its Aurora store, ZIP eight zero zero one two. It "
            "is on Ridgeway's trucks and must be stopped before it is delivered. You "
            "do not mention which store until asked."
        ),
        purpose=(
            'Several records match "the Crestline order": the agent must ask which '
            "location, act on the Aurora load only, and hold it where it is now; the "
            "list it read is stale by then (the load moved), so a hold at the "
            "terminal the list showed fails and a fresh read gives the right one."
        ),
        facts=[
            CUSTOMER_NUMBER("692453"),
            POSTCODE(
                "87102",
                keywords=(
                    "zip code on the account",
                    "account zip",
                    "billing zip",
                    "zip code on file",
                    "the zip code",
                    "five digit zip code",
                ),
            ),
            fact(
                "crestline_postcode",
                "Crestline delivery ZIP code",
                "postcode",
                "80012",
                keywords=(
                    "which crestline",
                    "which location",
                    "which store",
                    "crestline zip",
                    "zip code of the crestline",
                ),
                answers=(
                    "The one for their Aurora store, ZIP {spoken}.",
                    "Aurora, ZIP code {spoken}.",
                ),
            ),
        ],
        script=[
            (
                "Hi, Blue Mesa Spice in Albuquerque. Crestline Foods just cancelled "
                "one of their orders with us, and it's already on your trucks. I "
                "need it stopped before it gets to them."
            ),
            (
                "Hello, this is Blue Mesa Spice. One of our customers, Crestline "
                "Foods, cancelled an order this morning that you're carrying for us, "
                "and I can't have it delivered."
            ),
        ],
        world_changes=[
            WorldChange(
                after="tool:list_account_shipments",
                occurrence=1,
                table="shipments",
                key="SH-6152",
                set={
                    "status": "in_transit",
                    "terminal": "T-DEN",
                    "last_scan": "2024-09-16 10:05, departed T-ABQ for T-DEN",
                },
                note=(
                    "the Aurora load leaves Albuquerque on the morning linehaul "
                    "right after the list is read"
                ),
            )
        ],
        seed={
            "parties": [
                Party(
                    id="P-260",
                    name="Blue Mesa Spice Co",
                    city="Albuquerque, NM",
                    customer_number="692453",
                    postcode="87102",
                ),
                Party(
                    id="P-270",
                    name="Crestline Foods",
                    city="Denver, CO",
                    customer_number="385216",
                    postcode="80239",
                ),
            ],
            "addresses": [
                Address(
                    id="AD-260-1",
                    party_id="P-260",
                    label="Blue Mesa Spice plant",
                    city="Albuquerque, NM",
                    postcode="87102",
                    terminal="T-ABQ",
                ),
                Address(
                    id="AD-260-2",
                    party_id="P-260",
                    label="Crestline Foods, Denver distribution center",
                    city="Denver, CO",
                    postcode="80239",
                    terminal="T-DEN",
                ),
                Address(
                    id="AD-260-3",
                    party_id="P-260",
                    label="Crestline Foods, Aurora store",
                    city="Aurora, CO",
                    postcode="80012",
                    terminal="T-DEN",
                ),
                Address(
                    id="AD-260-4",
                    party_id="P-260",
                    label="Crestline Foods, Colorado Springs store",
                    city="Colorado Springs, CO",
                    postcode="80915",
                    terminal="T-COS",
                ),
            ],
            "terminals": [
                Terminal(id="T-ABQ", city="Albuquerque"),
                Terminal(id="T-DEN", city="Denver"),
                Terminal(id="T-COS", city="Colorado Springs"),
            ],
            "shipments": [
                Shipment(
                    id="SH-6151",
                    tracking_number="61540293",
                    bol_number="5061327",
                    shipper_id="P-260",
                    consignee_id="P-270",
                    terms="prepaid",
                    description="6 pallets of ground spices",
                    pieces=6,
                    weight_lb=3100,
                    declared_value="15400.00",
                    origin_city="Albuquerque, NM",
                    destination_address_id="AD-260-2",
                    destination_terminal="T-DEN",
                    status="in_transit",
                    terminal="T-DEN",
                    eta="2024-09-17",
                    pickup_date="2024-09-13",
                    last_scan="2024-09-15 21:00, departed T-ABQ for T-DEN",
                ),
                Shipment(
                    id="SH-6152",
                    tracking_number="61540318",
                    bol_number="5061398",
                    shipper_id="P-260",
                    consignee_id="P-270",
                    terms="prepaid",
                    description="3 pallets of ground spices",
                    pieces=3,
                    weight_lb=1500,
                    declared_value="7600.00",
                    origin_city="Albuquerque, NM",
                    destination_address_id="AD-260-3",
                    destination_terminal="T-DEN",
                    status="at_terminal",
                    terminal="T-ABQ",
                    eta="2024-09-18",
                    pickup_date="2024-09-13",
                    last_scan="2024-09-13 17:20, arrived at T-ABQ",
                ),
                Shipment(
                    id="SH-6153",
                    tracking_number="61540377",
                    bol_number="5061445",
                    shipper_id="P-260",
                    consignee_id="P-270",
                    terms="prepaid",
                    description="2 pallets of ground spices",
                    pieces=2,
                    weight_lb=1000,
                    declared_value="5100.00",
                    origin_city="Albuquerque, NM",
                    destination_address_id="AD-260-4",
                    destination_terminal="T-COS",
                    status="at_terminal",
                    terminal="T-ABQ",
                    eta="2024-09-18",
                    pickup_date="2024-09-13",
                    last_scan="2024-09-13 17:25, arrived at T-ABQ",
                ),
            ],
        },
        gold=[
            verify("tier 1 identifies Blue Mesa Spice Co, the shipper with the right of control"),
            act(
                "list_account_shipments",
                party_id=party(),
                destination_postcode=ref("crestline_postcode"),
                critical=("party_id",),
                info="three Crestline loads; the Aurora ZIP picks 61540318 (then at T-ABQ)",
            ),
            act(
                "get_shipment",
                tracking_number=from_result("list_account_shipments", LISTED_TRACKING_NUMBER),
                info="the fresh read shows the load on its way to the Denver terminal",
            ),
            act(
                "place_hold",
                tracking_number=from_result("get_shipment", SHOWN_TRACKING_NUMBER),
                terminal_id=from_result("get_shipment", r"Status: [^\n]*?\((T-[A-Z]{3})\)"),
                info=(
                    "the hold takes effect where the freight is heading now (HOLD-1); "
                    "T-ABQ is stale"
                ),
            ),
        ],
        nl_assertion=(
            "The agent asks which Crestline location before acting, holds only the "
            "Aurora load, and tells the caller it will be held at the Denver "
            "terminal."
        ),
        difficulty={
            "candidate_records": 3,
            "disambiguating_fact": "destination_postcode",
            "volatility_changes": 1,
            "verification_tier": 1,
        },
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_checks=[
            must_say(
                "Denver terminal",
                after="tool:place_hold",
                note="says it is held at the Denver terminal",
            ),
        ],
    )


def record_disambiguation_03() -> Authored:
    """Two mattress deliveries from the same supplier reached the same consignee's two..."""
    return scenario(
        3,
        "record_disambiguation",
        persona="received",  # Grace Kim, operations manager at Sleepwell Mattress Outlet; precise
        note=(
            "Two mattress deliveries from the same supplier reached the same "
            "consignee's two stores last week. The damaged one went to the Mesa "
            "store; the account's ZIP is the Tempe store's, a trap for an agent that "
            "filters by the ZIP it already has. Claiming on the wrong delivery fails."
        ),
        goal=(
            "Last week Everline Bedding sent mattresses to both of your stores. The "
            "delivery to your Mesa store, ZIP eight five two one three, came in with "
            "eleven crushed and torn mattresses, worth two thousand seven hundred "
            "fifty dollars; the driver saw it and it is on the receipt. You want the "
            "damage put on record so you are paid for it."
        ),
        purpose=(
            'Two delivered shipments match "the mattresses from Everline last week": '
            "the agent must ask which store (not reuse the account ZIP, which is the "
            "other store's), then claim on the Mesa delivery only, with the caller's "
            "count and amount."
        ),
        facts=[
            CUSTOMER_NUMBER("408126"),
            POSTCODE(
                "85281",
                keywords=(
                    "zip code on the account",
                    "account zip",
                    "billing zip",
                    "zip code on file",
                    "the zip code",
                    "five digit zip code",
                ),
            ),
            fact(
                "store_postcode",
                "store ZIP code",
                "postcode",
                "85213",
                keywords=("which store", "store zip", "zip code of the store", "which delivery"),
                answers=("It was the Mesa store, ZIP {spoken}.", "Our Mesa store, {spoken}."),
            ),
            DAMAGED_PIECES(
                "11",
                label="number of damaged mattresses",
                keywords=("how many mattresses", "how many were damaged", "how many were crushed"),
                answers=(
                    "We found {spoken} damaged mattresses.",
                    "There were {spoken} damaged mattresses.",
                ),
                spoken="eleven",
            ),
            CLAIM_AMOUNT(
                "2750.00",
                label="value of the damaged mattresses",
                reveal="when_asked",
                answers=("They're worth {spoken}.", "Our cost is {spoken}."),
            ),
        ],
        script=[
            (
                "Hello, this is Sleepwell Mattress Outlet. Last week Everline "
                "Bedding sent mattresses to our stores, and one of the deliveries "
                "came in with a bunch of crushed and torn mattresses. The driver saw "
                "it and we wrote it on the receipt."
            ),
            (
                "Hi, Sleepwell Mattress Outlet calling. One of last week's mattress "
                "deliveries from Everline arrived with a lot of crushed and torn "
                "mattresses, and it's written on the delivery receipt. We need this "
                "dealt with."
            ),
        ],
        seed={
            "parties": [
                Party(
                    id="P-470",
                    name="Sleepwell Mattress Outlet",
                    city="Tempe, AZ",
                    customer_number="408126",
                    postcode="85281",
                ),
                Party(
                    id="P-480",
                    name="Everline Bedding",
                    city="Las Vegas, NV",
                    customer_number="570394",
                    postcode="89118",
                ),
            ],
            "addresses": [
                Address(
                    id="AD-470-1",
                    party_id="P-470",
                    label="Sleepwell Tempe store",
                    city="Tempe, AZ",
                    postcode="85281",
                    terminal="T-PHX",
                ),
                Address(
                    id="AD-470-2",
                    party_id="P-470",
                    label="Sleepwell Mesa store",
                    city="Mesa, AZ",
                    postcode="85213",
                    terminal="T-PHX",
                ),
                Address(
                    id="AD-480-1",
                    party_id="P-480",
                    label="Everline Bedding factory",
                    city="Las Vegas, NV",
                    postcode="89118",
                    terminal="T-LAS",
                ),
            ],
            "terminals": [
                Terminal(id="T-PHX", city="Phoenix"),
                Terminal(id="T-LAS", city="Las Vegas"),
            ],
            "shipments": [
                Shipment(
                    id="SH-7401",
                    tracking_number="74013268",
                    bol_number="3350174",
                    shipper_id="P-480",
                    consignee_id="P-470",
                    terms="prepaid",
                    description="40 boxed mattresses",
                    pieces=40,
                    weight_lb=2800,
                    declared_value="10000.00",
                    origin_city="Las Vegas, NV",
                    destination_address_id="AD-470-1",
                    destination_terminal="T-PHX",
                    status="delivered",
                    pickup_date="2024-09-10",
                    delivered_date="2024-09-12",
                    signed_by="G. Kim",
                ),
                Shipment(
                    id="SH-7405",
                    tracking_number="74052913",
                    bol_number="3350291",
                    shipper_id="P-480",
                    consignee_id="P-470",
                    terms="prepaid",
                    description="40 boxed mattresses",
                    pieces=40,
                    weight_lb=2800,
                    declared_value="10000.00",
                    origin_city="Las Vegas, NV",
                    destination_address_id="AD-470-2",
                    destination_terminal="T-PHX",
                    status="delivered",
                    pickup_date="2024-09-11",
                    delivered_date="2024-09-13",
                    signed_by="J. Ortiz",
                    exception_noted="11 mattresses crushed and torn",
                ),
                Shipment(
                    id="SH-7409",
                    tracking_number="74093170",
                    bol_number="3350388",
                    shipper_id="P-480",
                    consignee_id="P-470",
                    terms="prepaid",
                    description="24 boxed mattresses",
                    pieces=24,
                    weight_lb=1700,
                    declared_value="6000.00",
                    origin_city="Las Vegas, NV",
                    destination_address_id="AD-470-1",
                    destination_terminal="T-PHX",
                    status="in_transit",
                    terminal="T-PHX",
                    eta="2024-09-17",
                    pickup_date="2024-09-16",
                ),
            ],
        },
        gold=[
            verify("tier 1 identifies Sleepwell, the consignee of both deliveries"),
            act(
                "list_account_shipments",
                party_id=party(),
                destination_postcode=ref("store_postcode"),
                critical=("party_id",),
                info="two delivered Everline loads; the Mesa ZIP picks 74052913",
            ),
            act(
                "get_shipment",
                tracking_number=from_result("list_account_shipments", LISTED_TRACKING_NUMBER),
                info='delivered September 13 with "11 mattresses crushed and torn" noted',
            ),
            act(
                "file_cargo_claim",
                tracking_number=from_result("get_shipment", SHOWN_TRACKING_NUMBER),
                claim_type=CLAIM_TYPE.over("damaged_pieces"),
                pieces_affected=ref("damaged_pieces"),
                claim_amount=ref("claim_amount"),
                info=(
                    "damage noted at delivery, within nine months (CLM-1); the Tempe "
                    "delivery is clean"
                ),
            ),
        ],
        nl_checks=[
            must_say(
                value={"fact": "claim_amount"},
                before="tool:file_cargo_claim",
                note="reads back the claim amount before filing",
            ),
            must_say(
                "eleven",
                "one one",
                before="tool:file_cargo_claim",
                note="reads back the damaged mattresses before filing",
            ),
            promises_none(
                phrase_class="payment_promise", note="does not promise that the claim will be paid"
            ),
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_assertion=(
            "The agent asks which store's delivery was damaged before filing, reads "
            "back eleven mattresses and 2,750 dollars, and does not promise that the "
            "claim will be paid."
        ),
        difficulty={
            "candidate_records": 2,
            "disambiguating_fact": "destination_postcode",
            "verification_tier": 1,
        },
    )
