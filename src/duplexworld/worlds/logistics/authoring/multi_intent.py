"""Logistics scenarios: multi intent."""

from __future__ import annotations

from duplexworld.authoring import (
    Authored,
    act,
    fact,
    from_result,
    must_say,
    promises_none,
    ref,
    selector,
)
from duplexworld.worlds.logistics.authoring.common import (
    BOL_NUMBER,
    CLAIM_AMOUNT,
    CLAIM_TYPE,
    CUSTOMER_NUMBER,
    DAMAGED_PIECES,
    DELIVERY_DATE,
    LISTED_TRACKING_NUMBER,
    NEW_POSTCODE,
    PICKUP_DATE,
    POSTCODE,
    SHOWN_TRACKING_NUMBER,
    TRACKING_NUMBER,
    party,
    scenario,
    shipment,
    verify,
)
from duplexworld.worlds.logistics.authoring.records import Address, Party, Shipment, Terminal


def multi_intent_01() -> Authored:
    """Two deliveries for a consignee that holds the right of control (collect freight)."""
    return scenario(
        1,
        "multi_intent",
        # Brian Fox, operations manager at Alpine Home Center; quick, a bit impatient
        persona="hurried",
        note=(
            "Two deliveries for a consignee that holds the right of control (collect "
            "freight). The cabinets sit under the consignee's own hold, which must "
            "be released before a delivery can be booked (DLV-2): release -> book. "
            "The countertops are found through the account's list."
        ),
        goal=(
            "Last week your company asked Ridgeway to keep your cabinet order at the "
            "Salt Lake City terminal because your warehouse was full. The space is "
            "clear now: you want the cabinets brought out on Friday, September "
            "twentieth, and the countertops coming from the same supplier brought "
            "out on Tuesday, September twenty-fourth."
        ),
        purpose=(
            "Two requests with a dependency: release the consignee's own hold before "
            "booking the cabinet delivery (booking first is refused), and find the "
            "second shipment from the account's list to book it for its own date. "
            "Either request may come first."
        ),
        facts=[
            selector(
                "which_load",
                "which load",
                "countertops",
                "The quartz countertops.",
                reveal="volunteered",
            ),
            CUSTOMER_NUMBER("604219"),
            POSTCODE("84106"),
            TRACKING_NUMBER(
                "52367391",
                keywords=("tracking", "pro number"),
                answers=(
                    "The cabinets are tracking number {spoken}.",
                    "The tracking number is {spoken}.",
                ),
            ),
            fact(
                "cabinet_date",
                "cabinet delivery date",
                "date",
                "2024-09-20",
                spoken="Friday, September twentieth, twenty twenty-four",
                keywords=("day for the cabinets", "cabinets come", "cabinets delivered"),
                answers=("The cabinets on {spoken}.", "{spoken} for the cabinets."),
            ),
            fact(
                "countertop_date",
                "countertop delivery date",
                "date",
                "2024-09-24",
                spoken="Tuesday, September twenty-fourth, twenty twenty-four",
                keywords=("day for the countertops", "countertops come", "countertops delivered"),
                answers=("The countertops on {spoken}.", "{spoken} for the countertops."),
            ),
        ],
        script=[
            (
                "Hi, it's Alpine Home Center in Salt Lake. Last week we asked you to "
                "keep our cabinet order at your terminal because our warehouse was "
                "full. We've cleared the space now, so the cabinets can come out "
                "this week, and the countertops coming from the same supplier should "
                "come out next week."
            ),
            (
                "Hello, Alpine Home Center calling. You've been keeping our cabinets "
                "at your Salt Lake terminal for us since our warehouse filled up. We "
                "have room again, so we want them out here this week, and the "
                "countertops from the same supplier next week."
            ),
        ],
        seed={
            "parties": [
                Party(
                    id="P-600",
                    name="Alpine Home Center",
                    city="Salt Lake City, UT",
                    customer_number="604219",
                    postcode="84106",
                ),
                Party(
                    id="P-610",
                    name="Cascade Cabinet Co",
                    city="Portland, OR",
                    customer_number="118340",
                    postcode="97230",
                ),
            ],
            "addresses": [
                Address(
                    id="AD-600-1",
                    party_id="P-600",
                    label="Alpine Home Center warehouse",
                    city="Salt Lake City, UT",
                    postcode="84106",
                    terminal="T-SLC",
                ),
                Address(
                    id="AD-610-1",
                    party_id="P-610",
                    label="Cascade Cabinet Co plant",
                    city="Portland, OR",
                    postcode="97230",
                    terminal="T-PDX",
                ),
            ],
            "terminals": [
                Terminal(id="T-SLC", city="Salt Lake City"),
                Terminal(id="T-BOI", city="Boise"),
                Terminal(id="T-PDX", city="Portland"),
            ],
            "shipments": [
                Shipment(
                    id="SH-5206",
                    tracking_number="52367391",
                    bol_number="6120448",
                    shipper_id="P-610",
                    consignee_id="P-600",
                    terms="collect",
                    description="16 crates of kitchen cabinets",
                    pieces=16,
                    weight_lb=2900,
                    declared_value="14200.00",
                    origin_city="Portland, OR",
                    destination_address_id="AD-600-1",
                    destination_terminal="T-SLC",
                    status="at_terminal",
                    terminal="T-SLC",
                    eta="2024-09-12",
                    pickup_date="2024-09-09",
                    hold="party",
                    hold_by="consignee",
                    last_scan="2024-09-12 07:05, arrived at T-SLC",
                ),
                Shipment(
                    id="SH-5219",
                    tracking_number="52190846",
                    bol_number="6121730",
                    shipper_id="P-610",
                    consignee_id="P-600",
                    terms="collect",
                    description="6 crates of quartz countertops",
                    pieces=6,
                    weight_lb=2400,
                    declared_value="9800.00",
                    origin_city="Portland, OR",
                    destination_address_id="AD-600-1",
                    destination_terminal="T-SLC",
                    status="in_transit",
                    terminal="T-BOI",
                    eta="2024-09-23",
                    pickup_date="2024-09-16",
                    last_scan="2024-09-16 09:30, departed T-PDX for T-BOI",
                ),
                Shipment(
                    id="SH-5188",
                    tracking_number="51880254",
                    bol_number="6117093",
                    shipper_id="P-610",
                    consignee_id="P-600",
                    terms="collect",
                    description="4 crates of vanity cabinets",
                    pieces=4,
                    weight_lb=700,
                    declared_value="3300.00",
                    origin_city="Portland, OR",
                    destination_address_id="AD-600-1",
                    destination_terminal="T-SLC",
                    status="delivered",
                    pickup_date="2024-08-26",
                    delivered_date="2024-08-30",
                    signed_by="B. Fox",
                ),
            ],
        },
        gold=[
            verify("tier 1 identifies Alpine Home Center, the consignee"),
            shipment("collect freight, right of control with the consignee; held by the consignee"),
            act(
                "release_hold",
                tracking_number=ref("tracking_number"),
                info="the consignee placed the hold, so it may release it (HOLD-2)",
            ),
            act(
                "schedule_delivery",
                tracking_number=ref("tracking_number"),
                delivery_date=ref("cabinet_date"),
                info="only possible once the hold is gone (DLV-2)",
            ),
            act(
                "list_account_shipments",
                party_id=party(),
                info="finds the countertops (52190846) in transit, due September 23",
            ),
            act(
                "schedule_delivery",
                tracking_number=from_result(
                    "list_account_shipments", LISTED_TRACKING_NUMBER, ref("which_load")
                ),
                delivery_date=ref("countertop_date"),
                info="on or after the estimated arrival (DLV-1)",
            ),
        ],
        nl_assertion=(
            "The agent confirms both dates back (cabinets Friday September 20, "
            "countertops Tuesday September 24) and does not touch the vanity "
            "cabinets already delivered."
        ),
        difficulty={
            "requests": 2,
            "dependencies": 1,
            "candidate_records": 3,
            "verification_tier": 1,
        },
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_checks=[
            must_say(
                "September twentieth",
                before="tool:schedule_delivery",
                note="confirms the cabinets' date",
            ),
            must_say("September twenty-fourth", note="confirms the countertops' date"),
        ],
    )


def multi_intent_02() -> Authored:
    """A shipper with two requests about two shipments to the same customer: move..."""
    return scenario(
        2,
        "multi_intent",
        # Nora Hughes, shipping lead at Granite Peak Coffee Roasters; methodical
        persona="deliberate",
        note=(
            "A shipper with two requests about two shipments to the same customer: "
            "move tomorrow's pickup, and send the load already on the road to the "
            "customer's other warehouse. The redirect needs tier 2 (the load's bill "
            "of lading) and an address already in the shipper's address book (RDR-1)."
        ),
        goal=(
            "Tomorrow's collection of coffee from your roastery will not work, "
            "because the pallets will not be wrapped in time: you want it on Friday, "
            "September twentieth instead. And the load already on its way to Harbor "
            "Cafe Group's Seattle commissary has to go to their Tacoma warehouse, "
            "because the Seattle kitchen is closed for renovation."
        ),
        purpose=(
            "Two requests about two shipments found in the account's list: a pickup "
            "moved (shipper only) and a redirect that needs the shipment's bill of "
            "lading (tier 2) and an address from the shipper's own address book. The "
            "two can be done in either order; the step-up must come before the "
            "redirect."
        ),
        facts=[
            selector(
                "which_collection",
                "which collection",
                "coffee beans",
                "The twelve cartons of coffee beans.",
            ),
            selector(
                "which_load", "which load", "in transit", "The load that's in transit to Seattle."
            ),
            CUSTOMER_NUMBER("275231"),
            POSTCODE(
                "97214",
                keywords=(
                    "zip code on the account",
                    "account zip",
                    "billing zip",
                    "zip code on file",
                    "the zip code",
                    "five digit zip code",
                ),
            ),
            PICKUP_DATE(
                "2024-09-20",
                keywords=("pickup day", "collection day", "pick it up"),
                answers=(
                    "Could the driver come on {spoken}?",
                    "{spoken} would work for the pickup.",
                ),
                spoken="Friday, September twentieth, twenty twenty-four",
            ),
            BOL_NUMBER("8204216"),
            NEW_POSTCODE(
                "98421",
                label="Tacoma ZIP code",
                keywords=("tacoma zip", "zip code in tacoma", "zip code of the tacoma", "new zip"),
                answers=("The Tacoma warehouse is {spoken}.", "Tacoma is ZIP {spoken}."),
            ),
        ],
        script=[
            (
                "Good morning. Two things about our coffee shipments to Harbor Cafe "
                "Group. Tomorrow's collection from our roastery doesn't work "
                "anymore, we won't have the pallets wrapped in time. And the load "
                "that's already on its way to their Seattle commissary should go to "
                "their Tacoma warehouse instead, they told us the Seattle kitchen is "
                "closed for renovation."
            ),
            (
                "Hello, Granite Peak Coffee Roasters calling. We have two problems "
                "with shipments to Harbor Cafe Group: our pallets won't be ready for "
                "tomorrow's collection, and the load that's heading to their Seattle "
                "kitchen can't go there, it needs to end up at their Tacoma "
                "warehouse."
            ),
        ],
        seed={
            "parties": [
                Party(
                    id="P-700",
                    name="Granite Peak Coffee Roasters",
                    city="Portland, OR",
                    customer_number="275231",
                    postcode="97214",
                ),
                Party(
                    id="P-720",
                    name="Harbor Cafe Group",
                    city="Seattle, WA",
                    customer_number="664102",
                    postcode="98134",
                ),
            ],
            "addresses": [
                Address(
                    id="AD-700-1",
                    party_id="P-700",
                    label="Granite Peak roastery",
                    city="Portland, OR",
                    postcode="97214",
                    terminal="T-PDX",
                ),
                Address(
                    id="AD-700-2",
                    party_id="P-700",
                    label="Harbor Cafe Group, Seattle commissary",
                    city="Seattle, WA",
                    postcode="98134",
                    terminal="T-SEA",
                ),
                Address(
                    id="AD-700-3",
                    party_id="P-700",
                    label="Harbor Cafe Group, Tacoma warehouse",
                    city="Tacoma, WA",
                    postcode="98421",
                    terminal="T-TAC",
                ),
                Address(
                    id="AD-720-1",
                    party_id="P-720",
                    label="Harbor Cafe Group commissary",
                    city="Seattle, WA",
                    postcode="98134",
                    terminal="T-SEA",
                ),
            ],
            "terminals": [
                Terminal(id="T-PDX", city="Portland"),
                Terminal(id="T-SEA", city="Seattle"),
                Terminal(id="T-TAC", city="Tacoma"),
            ],
            "shipments": [
                Shipment(
                    id="SH-8801",
                    tracking_number="88014523",
                    bol_number="8830279",
                    shipper_id="P-700",
                    consignee_id="P-720",
                    terms="prepaid",
                    description="12 cartons of roasted coffee beans",
                    pieces=12,
                    weight_lb=480,
                    declared_value="2900.00",
                    origin_city="Portland, OR",
                    destination_address_id="AD-700-2",
                    destination_terminal="T-SEA",
                    status="awaiting_pickup",
                    pickup_date="2024-09-17",
                    eta="2024-09-19",
                ),
                Shipment(
                    id="SH-8790",
                    tracking_number="87902245",
                    bol_number="8204216",
                    shipper_id="P-700",
                    consignee_id="P-720",
                    terms="prepaid",
                    description="4 pallets of roasted coffee",
                    pieces=4,
                    weight_lb=2200,
                    declared_value="11800.00",
                    origin_city="Portland, OR",
                    destination_address_id="AD-700-2",
                    destination_terminal="T-SEA",
                    status="in_transit",
                    terminal="T-SEA",
                    eta="2024-09-17",
                    pickup_date="2024-09-13",
                    last_scan="2024-09-16 04:50, departed T-PDX for T-SEA",
                ),
                Shipment(
                    id="SH-8755",
                    tracking_number="87550631",
                    bol_number="8821460",
                    shipper_id="P-700",
                    consignee_id="P-720",
                    terms="prepaid",
                    description="3 pallets of roasted coffee",
                    pieces=3,
                    weight_lb=1650,
                    declared_value="8700.00",
                    origin_city="Portland, OR",
                    destination_address_id="AD-700-2",
                    destination_terminal="T-SEA",
                    status="delivered",
                    pickup_date="2024-09-02",
                    delivered_date="2024-09-04",
                    signed_by="T. Wong",
                ),
            ],
        },
        gold=[
            verify("tier 1 identifies Granite Peak Coffee Roasters, the shipper"),
            act(
                "list_account_shipments",
                party_id=party(),
                info=(
                    "the pickup booked for tomorrow (88014523) and the load in transit (87902245)"
                ),
            ),
            act(
                "schedule_pickup",
                tracking_number=from_result(
                    "list_account_shipments", LISTED_TRACKING_NUMBER, ref("which_collection")
                ),
                pickup_date=ref("pickup_date"),
                info="only the shipper moves a pickup (PICK-1)",
            ),
            act(
                "confirm_bill_of_lading",
                tracking_number=from_result(
                    "list_account_shipments", LISTED_TRACKING_NUMBER, ref("which_load")
                ),
                bol_number=ref("bol_number"),
                info="tier 2 for the load to be redirected (ID-2, RDR-1)",
            ),
            act(
                "list_party_addresses",
                party_id=party(),
                info="the Tacoma warehouse is in the shipper's address book",
            ),
            act(
                "redirect_shipment",
                tracking_number=from_result(
                    "list_account_shipments", LISTED_TRACKING_NUMBER, ref("which_load")
                ),
                destination_postcode=ref("new_postcode"),
                info="prepaid, right of control with the shipper; not yet out for delivery",
            ),
        ],
        nl_assertion=(
            "The agent reads back the new pickup day (Friday September 20) and the "
            "new delivery address (Harbor Cafe Group's Tacoma warehouse), and "
            "mentions the reconsignment fee."
        ),
        difficulty={
            "requests": 2,
            "dependencies": 1,
            "candidate_records": 3,
            "verification_tier": 2,
        },
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_checks=[
            must_say(
                "September twentieth",
                before="tool:schedule_pickup",
                note="reads back the pickup day",
            ),
            must_say(
                value={"fact": "new_postcode"},
                before="tool:redirect_shipment",
                note="reads back the new delivery address",
            ),
            must_say(
                "reconsignment fee",
                "re-consignment fee",  # as the caller's recogniser writes it
                # or the fee's amount as the redirect result states it (whisper made
                # "Reconcignment fee of $85" of the word on the clean channel)
                value={"result": 5, "pattern": "fee of \\$(\\d+\\.\\d{2})"},
                after="tool:redirect_shipment",
                note="mentions the reconsignment fee",
            ),
        ],
    )


def multi_intent_03() -> Authored:
    """A consignee with the right of control (collect freight) has three requests: a..."""
    return scenario(
        3,
        "multi_intent",
        # Danielle Ruiz, store manager at Harbor Kitchen Supply; patient, thorough
        persona="midlands",
        note=(
            "A consignee with the right of control (collect freight) has three "
            "requests: a damage claim on Friday's delivery, a redirect of the next "
            "load to its other store, and a delivery there. The redirect cancels any "
            "appointment (RDR-3), so the booking must come after it."
        ),
        goal=(
            "Friday's delivery of cookware from Blue Ridge Cookware came in with "
            "twelve crushed cartons, worth nine hundred sixty dollars; the driver "
            "saw it and it is written on the receipt. The cast iron pans still on "
            "their way to your Charlotte store must go to your Greensboro store "
            "instead, and you want them delivered there on Thursday, September "
            "nineteenth."
        ),
        purpose=(
            "Three requests, two shipments found in the account's list: a damage "
            "claim with the caller's count and amount, a redirect (tier 2, address "
            "from the consignee's own book) and then a delivery booked at the new "
            "address; booking before the redirect is undone by it."
        ),
        facts=[
            selector(
                "which_delivery",
                "which delivery",
                "delivered on Friday",
                "The one delivered on Friday.",
            ),
            selector(
                "which_load",
                "which load",
                "cast iron",
                "The cast iron pans, still on the way.",
                reveal="volunteered",
            ),
            CUSTOMER_NUMBER("706158"),
            POSTCODE(
                "28226",
                keywords=(
                    "zip code on the account",
                    "account zip",
                    "billing zip",
                    "zip code on file",
                    "the zip code",
                    "five digit zip code",
                ),
            ),
            DAMAGED_PIECES("12", spoken="twelve"),
            CLAIM_AMOUNT("960.00", reveal="when_asked"),
            BOL_NUMBER("2327359"),
            NEW_POSTCODE(
                "27406",
                label="Greensboro ZIP code",
                keywords=(
                    "greensboro zip",
                    "zip code in greensboro",
                    "zip code of the greensboro",
                    "new zip",
                ),
                answers=("The Greensboro store is {spoken}.", "Greensboro is ZIP {spoken}."),
            ),
            DELIVERY_DATE(
                "2024-09-19",
                keywords=("what day", "which day", "when would you like"),
                spoken="Thursday, September nineteenth, twenty twenty-four",
            ),
        ],
        script=[
            (
                "Hi, Harbor Kitchen Supply in Charlotte. Two things with our orders "
                "from Blue Ridge Cookware. Friday's delivery came in with a stack of "
                "crushed cartons, the driver saw it and we wrote it on the receipt. "
                "And the cast iron that's still on its way to Charlotte really needs "
                "to go to our Greensboro store instead, and we'd like it there this "
                "week."
            ),
            (
                "Hello, this is Harbor Kitchen Supply. Our cookware order on Friday "
                "arrived with crushed cartons, which we noted with your driver. "
                "Also, the cast iron pans that are coming to our Charlotte store "
                "should go to our Greensboro store, and they need to get there this "
                "week."
            ),
        ],
        seed={
            "parties": [
                Party(
                    id="P-800",
                    name="Harbor Kitchen Supply",
                    city="Charlotte, NC",
                    customer_number="706158",
                    postcode="28226",
                ),
                Party(
                    id="P-810",
                    name="Blue Ridge Cookware",
                    city="Asheville, NC",
                    customer_number="330917",
                    postcode="28801",
                ),
            ],
            "addresses": [
                Address(
                    id="AD-800-1",
                    party_id="P-800",
                    label="Harbor Kitchen Supply Charlotte store",
                    city="Charlotte, NC",
                    postcode="28226",
                    terminal="T-CLT",
                ),
                Address(
                    id="AD-800-2",
                    party_id="P-800",
                    label="Harbor Kitchen Supply Greensboro store",
                    city="Greensboro, NC",
                    postcode="27406",
                    terminal="T-GSO",
                ),
                Address(
                    id="AD-810-1",
                    party_id="P-810",
                    label="Blue Ridge Cookware warehouse",
                    city="Asheville, NC",
                    postcode="28801",
                    terminal="T-AVL",
                ),
            ],
            "terminals": [
                Terminal(id="T-CLT", city="Charlotte"),
                Terminal(id="T-GSO", city="Greensboro"),
                Terminal(id="T-AVL", city="Asheville"),
            ],
            "shipments": [
                Shipment(
                    id="SH-3310",
                    tracking_number="33104826",
                    bol_number="2204417",
                    shipper_id="P-810",
                    consignee_id="P-800",
                    terms="collect",
                    description="40 cartons of cookware",
                    pieces=40,
                    weight_lb=1100,
                    declared_value="4200.00",
                    origin_city="Asheville, NC",
                    destination_address_id="AD-800-1",
                    destination_terminal="T-CLT",
                    status="delivered",
                    pickup_date="2024-09-11",
                    delivered_date="2024-09-13",
                    signed_by="D. Ruiz",
                    exception_noted="12 cartons crushed",
                ),
                Shipment(
                    id="SH-3325",
                    tracking_number="33250917",
                    bol_number="2327359",
                    shipper_id="P-810",
                    consignee_id="P-800",
                    terms="collect",
                    description="18 cartons of cast iron pans",
                    pieces=18,
                    weight_lb=950,
                    declared_value="2600.00",
                    origin_city="Asheville, NC",
                    destination_address_id="AD-800-1",
                    destination_terminal="T-CLT",
                    status="in_transit",
                    terminal="T-CLT",
                    eta="2024-09-17",
                    pickup_date="2024-09-13",
                    last_scan="2024-09-16 08:15, departed T-AVL for T-CLT",
                ),
            ],
        },
        gold=[
            verify("tier 1 identifies Harbor Kitchen Supply, the consignee"),
            act(
                "list_account_shipments",
                party_id=party(),
                info="Friday's delivery (33104826) and the cast iron in transit (33250917)",
            ),
            act(
                "get_shipment",
                tracking_number=from_result(
                    "list_account_shipments", LISTED_TRACKING_NUMBER, ref("which_delivery")
                ),
                info='delivered Friday, "12 cartons crushed" noted on the receipt',
            ),
            act(
                "file_cargo_claim",
                tracking_number=from_result("get_shipment", SHOWN_TRACKING_NUMBER),
                claim_type=CLAIM_TYPE.over("damaged_pieces"),
                pieces_affected=ref("damaged_pieces"),
                claim_amount=ref("claim_amount"),
                info="the consignee may claim; damage noted at delivery (CLM-1)",
            ),
            act(
                "confirm_bill_of_lading",
                tracking_number=from_result(
                    "list_account_shipments", LISTED_TRACKING_NUMBER, ref("which_load")
                ),
                bol_number=ref("bol_number"),
                info="tier 2 for the redirect (ID-2)",
            ),
            act(
                "list_party_addresses",
                party_id=party(),
                info="the Greensboro store is in the consignee's address book",
            ),
            act(
                "redirect_shipment",
                tracking_number=from_result(
                    "list_account_shipments", LISTED_TRACKING_NUMBER, ref("which_load")
                ),
                destination_postcode=ref("new_postcode"),
                info="collect freight, right of control with the consignee (CTRL-2)",
            ),
            act(
                "schedule_delivery",
                tracking_number=from_result(
                    "list_account_shipments", LISTED_TRACKING_NUMBER, ref("which_load")
                ),
                delivery_date=ref("delivery_date"),
                info="after the redirect, which cancels any appointment (RDR-3)",
            ),
        ],
        nl_checks=[
            must_say(
                value={"fact": "claim_amount"},
                before="tool:file_cargo_claim",
                note="reads back the claim amount before filing",
            ),
            must_say(
                "twelve",
                "one two",
                before="tool:file_cargo_claim",
                note="reads back the damaged cartons before filing",
            ),
            promises_none(
                phrase_class="payment_promise", note="does not promise that the claim will be paid"
            ),
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_assertion=(
            "The agent reads back the claim (twelve cartons, 960 dollars, damage) "
            "before filing, does not promise that the claim will be paid, and books "
            "the Greensboro delivery after the redirect."
        ),
        difficulty={
            "requests": 3,
            "dependencies": 2,
            "candidate_records": 2,
            "verification_tier": 2,
        },
    )
