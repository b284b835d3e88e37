"""Logistics scenarios: guided procedure."""

from __future__ import annotations

from duplexworld.authoring import Authored, act, asks_none, caller_act, ref
from duplexworld.authoring.checks import PAYMENT_DETAIL_REQUESTS, must_not_say, must_say
from duplexworld.scenario.schema import CallerAction, WorldChange
from duplexworld.worlds.logistics.authoring.common import (
    CUSTOMER_NUMBER,
    DELIVERY_DATE,
    PICKUP_DATE,
    POSTCODE,
    TRACKING_NUMBER,
    scenario,
    shipment,
    verify,
)
from duplexworld.worlds.logistics.authoring.records import Address, Party, Shipment, Terminal


def guided_procedure_01() -> Authored:
    """Collect freight sits under a payment hold."""
    return scenario(
        1,
        "guided_procedure",
        # Carlos Vega, purchasing manager at Lone Star Brewing Supply; cooperative
        persona="bright",
        note=(
            "Collect freight sits under a payment hold. Staff never take card "
            "details by phone (PAY-1): the consignee pays on the portal on their "
            "side and reports; the agent re-reads the shipment and only then books "
            "the delivery, which the tools refuse while charges are due (DLV-2)."
        ),
        goal=(
            "Your malt order from Great Plains Grain is at the Ridgeway terminal in "
            "Austin, but the website will not let you pick a delivery day; it says "
            "there is something on the account. You want it delivered on Wednesday, "
            "September eighteenth. You are at your desk, signed in to the Ridgeway "
            "portal, and can pay a bill there if someone tells you to."
        ),
        purpose=(
            "The caller holds the effector: the agent must diagnose unpaid collect "
            "charges, refuse to take payment details by voice, have the caller pay "
            "on the portal, wait for the report, re-read and then book; booking "
            "before the payment is refused by the tools."
        ),
        facts=[
            CUSTOMER_NUMBER("504218"),
            POSTCODE("78742"),
            TRACKING_NUMBER("43702615"),
            DELIVERY_DATE(
                "2024-09-18", spoken="Wednesday, September eighteenth, twenty twenty-four"
            ),
        ],
        script=[
            (
                "Hi, this is Lone Star Brewing Supply in Austin. Our malt order is "
                "at your Austin terminal, but the website won't let me pick a day "
                "for it to come out to us. It just says there's something on the "
                "account."
            ),
            (
                "Hello, Lone Star Brewing Supply calling. Your site shows our malt "
                "at the Austin terminal, but every time I try to choose a day for it "
                "to come out, it gives me an error about the account."
            ),
        ],
        caller_actions=[
            CallerAction(
                key="pay_charges",
                tool="pay_freight_charges",
                arguments={"tracking_number": "43702615"},
                instruction=(
                    "Please sign in to the customer portal, open Billing, and pay "
                    "the charges on this shipment yourself, then tell me when the "
                    "payment has gone through."
                ),
                trigger_keywords=("portal", "billing"),
                report_variants=(
                    "Okay, I paid it. The portal says {result}.",
                    "Done. It says {result}.",
                ),
                duration_s=20,
            )
        ],
        seed={
            "parties": [
                Party(
                    id="P-570",
                    name="Lone Star Brewing Supply",
                    city="Austin, TX",
                    customer_number="504218",
                    postcode="78742",
                ),
                Party(
                    id="P-580",
                    name="Great Plains Grain",
                    city="Wichita, KS",
                    customer_number="902617",
                    postcode="67219",
                ),
            ],
            "addresses": [
                Address(
                    id="AD-570-1",
                    party_id="P-570",
                    label="Lone Star Brewing Supply warehouse",
                    city="Austin, TX",
                    postcode="78742",
                    terminal="T-AUS",
                ),
                Address(
                    id="AD-580-1",
                    party_id="P-580",
                    label="Great Plains Grain elevator",
                    city="Wichita, KS",
                    postcode="67219",
                    terminal="T-ICT",
                ),
            ],
            "terminals": [
                Terminal(id="T-AUS", city="Austin"),
                Terminal(id="T-ICT", city="Wichita"),
            ],
            "shipments": [
                Shipment(
                    id="SH-4379",
                    tracking_number="43702615",
                    bol_number="5902183",
                    shipper_id="P-580",
                    consignee_id="P-570",
                    terms="collect",
                    charges_due="1245.60",
                    hold="payment",
                    description="14 pallets of malted barley",
                    pieces=14,
                    weight_lb=12600,
                    declared_value="9800.00",
                    origin_city="Wichita, KS",
                    destination_address_id="AD-570-1",
                    destination_terminal="T-AUS",
                    status="at_terminal",
                    terminal="T-AUS",
                    eta="2024-09-13",
                    pickup_date="2024-09-10",
                    last_scan="2024-09-13 11:20, arrived at T-AUS",
                ),
            ],
        },
        gold=[
            verify("tier 1 identifies Lone Star Brewing Supply, the consignee"),
            shipment("collect freight, 1245.60 due, payment hold"),
            caller_act(
                "pay_freight_charges",
                tracking_number=ref("tracking_number"),
                info=(
                    "the caller pays on the portal (PAY-1); the agent cannot see it, "
                    "only hear the report"
                ),
            ),
            shipment("the re-read shows nothing due and the payment hold gone"),
            act(
                "schedule_delivery",
                tracking_number=ref("tracking_number"),
                delivery_date=ref("delivery_date"),
                info="refused while charges were due (DLV-2); now bookable",
            ),
        ],
        nl_checks=[asks_none(*PAYMENT_DETAIL_REQUESTS, note="never asks for card or bank details")],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_assertion=(
            "The agent never asks for card or bank details over the phone; it has "
            "the caller pay on the portal, waits for the caller's report, and only "
            "then books Wednesday, September 18."
        ),
        difficulty={"caller_steps": 1, "verification_tier": 1, "candidate_records": 1},
    )


def guided_procedure_02() -> Authored:
    """The driver could not scan the labels, so the pickup was missed."""
    return scenario(
        2,
        "guided_procedure",
        persona="hurried",  # Emma Novak, owner of Cedar Valley Candles; busy, a little flustered
        note=(
            "The driver could not scan the labels, so the pickup was missed. Only "
            "the shipper can fix the labels, on its own side (PICK-2): the agent "
            "instructs, waits for the report, then books the new pickup, which the "
            "tools refuse while the pieces are unlabelled."
        ),
        goal=(
            "Ridgeway's driver came to your shop this morning and left without your "
            "sixteen cartons of candles for a shop in Chicago, saying he could not "
            "scan them. You want the cartons picked up tomorrow, Tuesday, September "
            "seventeenth. You have the label printer and the portal right here and "
            "can do what you are asked."
        ),
        purpose=(
            "Infer a missed pickup for unreadable labels, have the caller reprint "
            "and apply the labels on their side, wait for the report, then book the "
            "new pickup (shipper only); booking first is refused by the tools."
        ),
        facts=[
            CUSTOMER_NUMBER("624125"),
            POSTCODE("53704"),
            TRACKING_NUMBER("57382316"),
            PICKUP_DATE("2024-09-17", spoken="Tuesday, September seventeenth, twenty twenty-four"),
        ],
        script=[
            (
                "Hi, your driver came by our shop this morning and left without our "
                "cartons. He said something about not being able to scan them, and "
                "now our order to Chicago is stuck here."
            ),
            (
                "Hello, this is Cedar Valley Candles. Your driver was here this "
                "morning and drove off without our cartons, something about his "
                "scanner, and I have a customer in Chicago waiting."
            ),
        ],
        caller_actions=[
            CallerAction(
                key="reprint_labels",
                tool="reprint_shipping_label",
                arguments={"tracking_number": "57382316"},
                instruction=(
                    "Please print new labels from the customer portal and stick one "
                    "on every carton, then let me know when that's done."
                ),
                trigger_keywords=("labels", "print"),
                report_variants=("All done, {result}.", "Okay, {result}."),
                duration_s=25,
            )
        ],
        seed={
            "parties": [
                Party(
                    id="P-620",
                    name="Cedar Valley Candles",
                    city="Madison, WI",
                    customer_number="624125",
                    postcode="53704",
                ),
                Party(
                    id="P-625",
                    name="Lakeshore Gifts",
                    city="Chicago, IL",
                    customer_number="150372",
                    postcode="60614",
                ),
            ],
            "addresses": [
                Address(
                    id="AD-620-1",
                    party_id="P-620",
                    label="Cedar Valley Candles shop",
                    city="Madison, WI",
                    postcode="53704",
                    terminal="T-MSN",
                ),
                Address(
                    id="AD-625-1",
                    party_id="P-625",
                    label="Lakeshore Gifts store",
                    city="Chicago, IL",
                    postcode="60614",
                    terminal="T-CHI",
                ),
            ],
            "terminals": [
                Terminal(id="T-MSN", city="Madison"),
                Terminal(id="T-CHI", city="Chicago"),
            ],
            "shipments": [
                Shipment(
                    id="SH-5738",
                    tracking_number="57382316",
                    bol_number="1873042",
                    shipper_id="P-620",
                    consignee_id="P-625",
                    terms="prepaid",
                    description="16 cartons of candles",
                    pieces=16,
                    weight_lb=420,
                    declared_value="2100.00",
                    origin_city="Madison, WI",
                    destination_address_id="AD-625-1",
                    destination_terminal="T-CHI",
                    status="awaiting_pickup",
                    pickup_date="2024-09-16",
                    label_ok=False,
                    eta="2024-09-18",
                    last_scan="2024-09-16 09:20, pickup attempted: labels could not be scanned",
                ),
            ],
        },
        gold=[
            verify("tier 1 identifies Cedar Valley Candles, the shipper"),
            shipment("awaiting pickup, labels missing or unreadable"),
            caller_act(
                "reprint_shipping_label",
                tracking_number=ref("tracking_number"),
                info="the caller reprints and applies the labels on their side (PICK-2)",
            ),
            act(
                "schedule_pickup",
                tracking_number=ref("tracking_number"),
                pickup_date=ref("pickup_date"),
                info="refused while unlabelled; the shipper books the new pickup (PICK-1)",
            ),
        ],
        nl_assertion=(
            "The agent explains that the cartons need readable labels, has the "
            "caller reprint and apply them, and books tomorrow's pickup only after "
            "the caller says it is done."
        ),
        difficulty={"caller_steps": 1, "verification_tier": 1, "candidate_records": 1},
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_checks=[
            must_say(
                "label",
                "labels",
                before="tool:schedule_pickup",
                note="explains the cartons need new labels",
            ),
        ],
    )


def guided_procedure_03() -> Authored:
    """A sealed trailer at the consignee's dock: the driver may open it only once the..."""
    return scenario(
        3,
        "guided_procedure",
        # Marcus Hill, receiving supervisor at Delta Medical Supply; by the book
        persona="received",
        note=(
            "A sealed trailer at the consignee's dock: the driver may open it only "
            "once the consignee has checked the seal on their side and the truck is "
            "recorded at the dock (SEAL-1). The agent cannot see the trailer and "
            "must trust the report. Volatility: the arrival scan lands right after "
            "the agent's first read, which still shows the truck on the road."
        ),
        goal=(
            "A Ridgeway truck with your surgical supplies is at your receiving dock "
            "in Memphis, but the driver will not open the trailer: he says his "
            "system shows it is not cleared. You need the stock unloaded this "
            "morning. You are at the dock with the paperwork and can check anything "
            "on the trailer you are asked to."
        ),
        purpose=(
            "The caller holds the effector (the seal check), the agent waits for the "
            "report, then must notice the world changed (the arrival scan came in "
            "after its first read) before authorizing; refusing on the stale read, "
            "or authorizing before the report, fails."
        ),
        facts=[
            CUSTOMER_NUMBER("825307"),
            POSTCODE("38128"),
            TRACKING_NUMBER("36291584"),
        ],
        script=[
            (
                "Hi, your truck is at our receiving dock, but the driver won't open "
                "the trailer. He says his system shows it isn't cleared, and we need "
                "this stock unloaded this morning."
            ),
            (
                "Hello, Delta Medical Supply in Memphis. Your driver is parked at "
                "our dock with our surgical supplies, but he says he can't open up "
                "the trailer yet. We need that stock inside this morning."
            ),
        ],
        caller_actions=[
            CallerAction(
                key="check_seal",
                tool="check_trailer_seal",
                arguments={"tracking_number": "36291584"},
                instruction=(
                    "Please go to the trailer and check the seal on the doors "
                    "against your paperwork, without opening the doors, and tell me "
                    "what you see."
                ),
                trigger_keywords=("seal",),
                report_variants=("I checked it: {result}.", "Okay, I looked, and {result}."),
                duration_s=30,
            )
        ],
        world_changes=[
            WorldChange(
                after="tool:get_shipment",
                occurrence=1,
                table="shipments",
                key="SH-3609",
                set={
                    "status": "out_for_delivery",
                    "last_scan": "2024-09-16 09:55, arrived at the consignee's dock",
                },
                note=(
                    "the driver's arrival scan reaches the system just after the agent's first read"
                ),
            )
        ],
        seed={
            "parties": [
                Party(
                    id="P-680",
                    name="Delta Medical Supply",
                    city="Memphis, TN",
                    customer_number="825307",
                    postcode="38128",
                ),
                Party(
                    id="P-690",
                    name="Ozark Surgical Products",
                    city="Springfield, MO",
                    customer_number="317460",
                    postcode="65803",
                ),
            ],
            "addresses": [
                Address(
                    id="AD-680-1",
                    party_id="P-680",
                    label="Delta Medical Supply distribution center",
                    city="Memphis, TN",
                    postcode="38128",
                    terminal="T-MEM",
                ),
                Address(
                    id="AD-690-1",
                    party_id="P-690",
                    label="Ozark Surgical Products plant",
                    city="Springfield, MO",
                    postcode="65803",
                    terminal="T-SGF",
                ),
            ],
            "terminals": [
                Terminal(id="T-MEM", city="Memphis"),
                Terminal(id="T-SGF", city="Springfield"),
            ],
            "shipments": [
                Shipment(
                    id="SH-3609",
                    tracking_number="36291584",
                    bol_number="8442710",
                    shipper_id="P-690",
                    consignee_id="P-680",
                    terms="prepaid",
                    description="sealed trailer load of 22 pallets of surgical supplies",
                    pieces=22,
                    weight_lb=15400,
                    declared_value="88000.00",
                    origin_city="Springfield, MO",
                    destination_address_id="AD-680-1",
                    destination_terminal="T-MEM",
                    status="in_transit",
                    terminal="T-MEM",
                    eta="2024-09-16",
                    pickup_date="2024-09-13",
                    appointment_date="2024-09-16",
                    sealed=True,
                    last_scan="2024-09-16 06:30, departed T-SGF for T-MEM",
                ),
            ],
        },
        gold=[
            verify("tier 1 identifies Delta Medical Supply, the consignee"),
            shipment("sealed load, still shown on the road; unloading not authorized"),
            caller_act(
                "check_trailer_seal",
                tracking_number=ref("tracking_number"),
                info=(
                    "the consignee checks the seal on their side (SEAL-1); the agent can "
                    "only hear it"
                ),
            ),
            shipment("the fresh read shows the truck at the dock and the seal reported intact"),
            act(
                "authorize_unload",
                tracking_number=ref("tracking_number"),
                info="consignee, seal checked, truck at the dock",
            ),
        ],
        nl_checks=[
            must_say(
                "don't open",
                "do not open",
                "keep the doors closed",
                "keep the doors shut",
                "not to open",
                "don't break the seal",
                before="tool:authorize_unload",
                note="tells the caller not to open the doors before the seal check",
            ),
            must_not_say(
                "cleared to unload",
                "authorized the unload",
                "go ahead and unload",
                "start unloading",
                "okay to unload",
                "ok to unload",
                "unload authorized",
                before="tool:check_trailer_seal",
                note="does not authorize the unload before the seal is reported intact",
            ),
        ],
        nl_assertion=(
            "The agent does not authorize the unload before the caller reports the "
            "seal intact, tells the caller not to open the doors before that, and "
            "re-reads the shipment before authorizing."
        ),
        difficulty={
            "caller_steps": 1,
            "volatility_changes": 1,
            "verification_tier": 1,
            "candidate_records": 1,
        },
    )
