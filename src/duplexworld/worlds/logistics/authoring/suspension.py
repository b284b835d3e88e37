"""Logistics scenarios: suspension."""

from __future__ import annotations

from duplexworld.authoring import Authored, act, ref
from duplexworld.authoring.checks import must_say
from duplexworld.scenario.schema import Suspension, WorldChange
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


def suspension_01() -> Authored:
    """The consignee steps away for forty seconds to check the dock calendar, right after..."""
    return scenario(
        1,
        "suspension",
        # Tanya Brooks, office manager at Prairie Lane Pet Supply; friendly, multitasking
        persona="midlands",
        note=(
            "The consignee steps away for forty seconds to check the dock calendar, "
            "right after giving the tracking number. The agent must wait through the "
            "dead air without hanging up, then finish the booking with the day the "
            "caller brings back."
        ),
        goal=(
            "Ten pallets of dog food from Heartland Pet Foods are at Ridgeway's "
            "Kansas City terminal and you want them brought to your warehouse. You "
            "do not know which day the dock is free, so after giving the tracking "
            "number you step away to check the dock calendar with your receiving "
            "lead; it turns out Monday, September twenty-third is free."
        ),
        purpose=(
            "Dead air inside the call: the caller leaves for 40 seconds mid-task. "
            "The agent must hold the line (no hang-up, no barrage of prompts), "
            "resume where it was, and book the day the caller brings back."
        ),
        facts=[
            CUSTOMER_NUMBER("102694"),
            POSTCODE("62126"),
            TRACKING_NUMBER("28326149"),
            DELIVERY_DATE(
                "2024-09-23",
                answers=("The dock is free on {spoken}.", "We can take it on {spoken}."),
                spoken="Monday, September twenty-third, twenty twenty-four",
            ),
        ],
        script=[
            (
                "Hi, Prairie Lane Pet Supply here. We've got pallets of dog food "
                "from Heartland waiting at your Kansas City terminal, and we need to "
                "get them out to our warehouse."
            ),
            (
                "Hello, this is Prairie Lane Pet Supply. Your Kansas City terminal "
                "has our dog food order from Heartland, and we'd like it brought out "
                "to our warehouse."
            ),
        ],
        suspension=Suspension(
            after="fact:tracking_number",
            duration_s=40,
            leave_variants=(
                (
                    "Sorry, can you hold on? I need to check the dock calendar with "
                    "our receiving lead."
                ),
            ),
            return_variants=("Sorry about that, I'm back. I have the dock calendar now.",),
        ),
        seed={
            "parties": [
                Party(
                    id="P-190",
                    name="Prairie Lane Pet Supply",
                    city="Kansas City, KS",
                    customer_number="102694",
                    postcode="62126",
                ),
                Party(
                    id="P-195",
                    name="Heartland Pet Foods",
                    city="Topeka, KS",
                    customer_number="830415",
                    postcode="66608",
                ),
            ],
            "addresses": [
                Address(
                    id="AD-190-1",
                    party_id="P-190",
                    label="Prairie Lane warehouse",
                    city="Kansas City, KS",
                    postcode="62126",
                    terminal="T-KCK",
                ),
                Address(
                    id="AD-195-1",
                    party_id="P-195",
                    label="Heartland Pet Foods plant",
                    city="Topeka, KS",
                    postcode="66608",
                    terminal="T-TOP",
                ),
            ],
            "terminals": [
                Terminal(id="T-KCK", city="Kansas City"),
                Terminal(id="T-TOP", city="Topeka"),
            ],
            "shipments": [
                Shipment(
                    id="SH-2830",
                    tracking_number="28326149",
                    bol_number="4027561",
                    shipper_id="P-195",
                    consignee_id="P-190",
                    terms="prepaid",
                    description="10 pallets of dog food",
                    pieces=10,
                    weight_lb=9200,
                    declared_value="6300.00",
                    origin_city="Topeka, KS",
                    destination_address_id="AD-190-1",
                    destination_terminal="T-KCK",
                    status="at_terminal",
                    terminal="T-KCK",
                    eta="2024-09-16",
                    pickup_date="2024-09-13",
                    last_scan="2024-09-16 05:15, arrived at T-KCK",
                ),
                Shipment(
                    id="SH-2841",
                    tracking_number="28410573",
                    bol_number="4028194",
                    shipper_id="P-195",
                    consignee_id="P-190",
                    terms="prepaid",
                    description="4 pallets of cat litter",
                    pieces=4,
                    weight_lb=3600,
                    declared_value="1400.00",
                    origin_city="Topeka, KS",
                    destination_address_id="AD-190-1",
                    destination_terminal="T-KCK",
                    status="awaiting_pickup",
                    pickup_date="2024-09-18",
                    eta="2024-09-19",
                ),
            ],
        },
        gold=[
            verify("tier 1 identifies Prairie Lane Pet Supply, the consignee"),
            shipment("at the Kansas City terminal, nothing in the way"),
            act(
                "schedule_delivery",
                tracking_number=ref("tracking_number"),
                delivery_date=ref("delivery_date"),
                info="the day the caller brings back from the dock calendar",
            ),
        ],
        nl_assertion=(
            "The agent waits while the caller is away without hanging up or talking "
            "over the silence, picks up where it left off when the caller returns, "
            "and books Monday, September 23."
        ),
        difficulty={"suspension_s": 40, "verification_tier": 1, "candidate_records": 2},
    )


def suspension_02() -> Authored:
    """The consignee's wire sits under a hold the shipper placed (the shipper holds the..."""
    return scenario(
        2,
        "suspension",
        # Nina Castro, warehouse lead at Copper State Electrical; juggling calls
        persona="caribbean",
        note=(
            "The consignee's wire sits under a hold the shipper placed (the shipper "
            "holds the right of control). The caller steps away to ask her buyer; "
            "meanwhile the shipper's release reaches the system (it lands right "
            "after the agent's first read). Only a fresh read shows it; the agent "
            "must not release the shipper's hold itself (HOLD-2)."
        ),
        goal=(
            "Your supplier, Sun Valley Wire and Cable, put your wire shipment on "
            "pause at Ridgeway's Tucson terminal after a billing mix-up. You need it "
            "delivered on Wednesday, September eighteenth. You step away to ask your "
            "buyer what the supplier said; she tells you the supplier sorted it out "
            "with Ridgeway this morning."
        ),
        purpose=(
            "Dead air plus volatility: the shipper's hold is lifted while the call "
            "goes on, seen only by re-reading the shipment after the caller returns. "
            "Booking must wait for the fresh read; the consignee cannot release the "
            "shipper's hold, and the tools refuse it."
        ),
        facts=[
            CUSTOMER_NUMBER("639521"),
            POSTCODE("85713"),
            TRACKING_NUMBER("54292736"),
            DELIVERY_DATE(
                "2024-09-18",
                answers=("{spoken}, please.", "We need it on {spoken}."),
                spoken="Wednesday, September eighteenth, twenty twenty-four",
            ),
        ],
        script=[
            (
                "Hi, it's Copper State Electrical in Tucson. We have a shipment of "
                "wire at your Tucson terminal that our supplier put on pause after a "
                "billing mix-up, and we need it out here this week."
            ),
            (
                "Hello, Copper State Electrical calling. Our supplier had our wire "
                "shipment stopped at your Tucson terminal over some billing problem, "
                "and we really need it delivered this week."
            ),
        ],
        suspension=Suspension(
            after="fact:tracking_number",
            duration_s=55,
            leave_variants=(
                (
                    "Hang on, can you hold on a minute? Let me ask our buyer what "
                    "the supplier told her."
                ),
            ),
            return_variants=(
                (
                    "Okay, I'm back. Our buyer says the supplier sorted it out with "
                    "you this morning, so it should be free to come out now."
                ),
            ),
        ),
        world_changes=[
            WorldChange(
                after="caller:resume",
                announced_by="caller:resume",
                table="shipments",
                key="SH-5409",
                set={"hold": "none", "hold_by": None},
                note=(
                    "the shipper's release reaches the system while the caller is "
                    "away (the buyer tells her on her return)"
                ),
            )
        ],
        seed={
            "parties": [
                Party(
                    id="P-290",
                    name="Copper State Electrical",
                    city="Tucson, AZ",
                    customer_number="639521",
                    postcode="85713",
                ),
                Party(
                    id="P-295",
                    name="Sun Valley Wire and Cable",
                    city="Phoenix, AZ",
                    customer_number="472038",
                    postcode="85043",
                ),
            ],
            "addresses": [
                Address(
                    id="AD-290-1",
                    party_id="P-290",
                    label="Copper State Electrical warehouse",
                    city="Tucson, AZ",
                    postcode="85713",
                    terminal="T-TUS",
                ),
                Address(
                    id="AD-295-1",
                    party_id="P-295",
                    label="Sun Valley Wire plant",
                    city="Phoenix, AZ",
                    postcode="85043",
                    terminal="T-PHX",
                ),
            ],
            "terminals": [
                Terminal(id="T-TUS", city="Tucson"),
                Terminal(id="T-PHX", city="Phoenix"),
            ],
            "shipments": [
                Shipment(
                    id="SH-5409",
                    tracking_number="54292736",
                    bol_number="6318402",
                    shipper_id="P-295",
                    consignee_id="P-290",
                    terms="prepaid",
                    description="8 reels of copper building wire",
                    pieces=8,
                    weight_lb=6400,
                    declared_value="19500.00",
                    origin_city="Phoenix, AZ",
                    destination_address_id="AD-290-1",
                    destination_terminal="T-TUS",
                    status="at_terminal",
                    terminal="T-TUS",
                    eta="2024-09-13",
                    pickup_date="2024-09-12",
                    hold="party",
                    hold_by="shipper",
                    last_scan="2024-09-13 06:50, arrived at T-TUS",
                ),
            ],
        },
        gold=[
            verify("tier 1 identifies Copper State Electrical, the consignee"),
            shipment(
                "after the caller's return the read shows the hold gone; a read "
                "before the hold shows the shipper's hold, which the consignee "
                "cannot release (HOLD-2)"
            ),
            act(
                "schedule_delivery",
                tracking_number=ref("tracking_number"),
                delivery_date=ref("delivery_date"),
                info="bookable only without a hold (DLV-2)",
            ),
        ],
        nl_assertion=(
            "The agent waits through the caller's absence, re-checks the shipment "
            "after the caller returns, books Wednesday, September 18 only once no "
            "hold remains, and never tries to lift the supplier's hold itself."
        ),
        difficulty={
            "suspension_s": 55,
            "volatility_changes": 1,
            "verification_tier": 1,
            "candidate_records": 1,
        },
    )


def suspension_03() -> Authored:
    """A shipper needs its pickup moved and has to fetch the paperwork mid-call: thirty..."""
    return scenario(
        3,
        "suspension",
        persona="received",  # Ruth Yoder, owner of Heritage Quilting Co; unhurried, polite
        note=(
            "A shipper needs its pickup moved and has to fetch the paperwork "
            "mid-call: thirty seconds of dead air between the account check and the "
            "tracking number."
        ),
        goal=(
            "A Ridgeway truck is booked to collect your quilt order for Keystone "
            "Fabric Outlet tomorrow, but your packer is out sick and the boxes will "
            "not be ready. You want the truck to come on Thursday, September "
            "nineteenth instead. The paperwork with the tracking number is out in "
            "the packing room, so you have to go and get it when asked."
        ),
        purpose=(
            "Dead air before the key identifier: the caller leaves for 30 seconds "
            "when asked for the tracking number. The agent must wait, re-ask after "
            "the return, and move the pickup (shipper only) to the day given."
        ),
        facts=[
            CUSTOMER_NUMBER("593237"),
            POSTCODE("17603"),
            TRACKING_NUMBER("62814392"),
            PICKUP_DATE(
                "2024-09-19",
                keywords=(
                    "pickup day",
                    "pick it up",
                    "come instead",
                    "when should the driver",
                    "which day",
                ),
                answers=("Could the truck come on {spoken}?", "{spoken} would be best."),
                spoken="Thursday, September nineteenth, twenty twenty-four",
            ),
        ],
        script=[
            (
                "Hello, Heritage Quilting in Lancaster. A truck is supposed to come "
                "for our quilt order tomorrow, but our packer is out sick and the "
                "boxes won't be ready. Can the truck come later in the week?"
            ),
            (
                "Hi, this is Heritage Quilting. Your driver is due here tomorrow for "
                "an order of quilts, but we're short a packer and won't be ready. "
                "I'd rather he came later in the week."
            ),
        ],
        suspension=Suspension(
            after="fact:postcode",
            duration_s=30,
            leave_variants=(
                (
                    "Oh, can you hold on? The paperwork with the tracking number is "
                    "out in the packing room."
                ),
            ),
            return_variants=("Okay, I'm back, I have the paperwork in front of me.",),
        ),
        seed={
            "parties": [
                Party(
                    id="P-440",
                    name="Heritage Quilting Co",
                    city="Lancaster, PA",
                    customer_number="593237",
                    postcode="17603",
                ),
                Party(
                    id="P-445",
                    name="Keystone Fabric Outlet",
                    city="Harrisburg, PA",
                    customer_number="318047",
                    postcode="17110",
                ),
            ],
            "addresses": [
                Address(
                    id="AD-440-1",
                    party_id="P-440",
                    label="Heritage Quilting workshop",
                    city="Lancaster, PA",
                    postcode="17603",
                    terminal="T-LNS",
                ),
                Address(
                    id="AD-445-1",
                    party_id="P-445",
                    label="Keystone Fabric Outlet store",
                    city="Harrisburg, PA",
                    postcode="17110",
                    terminal="T-HBG",
                ),
            ],
            "terminals": [
                Terminal(id="T-LNS", city="Lancaster"),
                Terminal(id="T-HBG", city="Harrisburg"),
            ],
            "shipments": [
                Shipment(
                    id="SH-6281",
                    tracking_number="62814392",
                    bol_number="9205371",
                    shipper_id="P-440",
                    consignee_id="P-445",
                    terms="prepaid",
                    description="14 cartons of handmade quilts",
                    pieces=14,
                    weight_lb=380,
                    declared_value="5600.00",
                    origin_city="Lancaster, PA",
                    destination_address_id="AD-445-1",
                    destination_terminal="T-HBG",
                    status="awaiting_pickup",
                    pickup_date="2024-09-17",
                    eta="2024-09-19",
                ),
                Shipment(
                    id="SH-6275",
                    tracking_number="62750813",
                    bol_number="9204886",
                    shipper_id="P-440",
                    consignee_id="P-445",
                    terms="prepaid",
                    description="6 cartons of quilted table runners",
                    pieces=6,
                    weight_lb=90,
                    declared_value="900.00",
                    origin_city="Lancaster, PA",
                    destination_address_id="AD-445-1",
                    destination_terminal="T-HBG",
                    status="delivered",
                    pickup_date="2024-09-05",
                    delivered_date="2024-09-06",
                    signed_by="L. Baer",
                ),
            ],
        },
        gold=[
            verify("tier 1 identifies Heritage Quilting Co, the shipper"),
            shipment("awaiting pickup tomorrow, labels fine"),
            act(
                "schedule_pickup",
                tracking_number=ref("tracking_number"),
                pickup_date=ref("pickup_date"),
                info="the shipper moves its pickup (PICK-1)",
            ),
        ],
        nl_checks=[
            must_say(
                "tracking number",
                before="tool:get_shipment",
                note="asks for the tracking number again after the return",
            ),
        ],
        nl_assertion=(
            "The agent waits while the caller fetches the paperwork without hanging "
            "up, asks for the tracking number again after the return, and moves the "
            "pickup to Thursday, September 19."
        ),
        difficulty={"suspension_s": 30, "verification_tier": 1, "candidate_records": 2},
    )
