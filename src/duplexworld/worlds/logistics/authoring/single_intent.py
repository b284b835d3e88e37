"""Logistics scenarios: single intent."""

from __future__ import annotations

from duplexworld.authoring import (
    Authored,
    act,
    discloses_none,
    from_result,
    must_say,
    promises_none,
    ref,
)
from duplexworld.worlds.logistics.authoring.common import (
    CUSTOMER_NUMBER,
    DELIVERY_DATE,
    POSTCODE,
    TRACKING_NUMBER,
    scenario,
    shipment,
    verify,
)
from duplexworld.worlds.logistics.authoring.records import Address, Party, Shipment, Terminal


def single_intent_01() -> Authored:
    """Inbound freight waits at the destination terminal with no appointment: the..."""
    return scenario(
        1,
        "single_intent",
        # Maria Lopez, receiving manager at Peak Outdoor Supply; friendly, organised
        persona="lancashire",
        note=(
            "Inbound freight waits at the destination terminal with no appointment: "
            "the consignee needs a delivery booked (DLV-1). Control condition: one "
            "shipment, one role, one write."
        ),
        goal=(
            "Your company's tile order from Kansas City has been sitting at the "
            "Ridgeway terminal in Denver since this morning and nobody has called to "
            "arrange getting it to your dock. Your dock can take it on Thursday, "
            "September nineteenth."
        ),
        purpose=(
            "Control condition: infer a delivery appointment from \"it's sitting at "
            "your terminal\", verify the consignee's account first, read the shipment "
            "and book the date the caller gives."
        ),
        facts=[
            CUSTOMER_NUMBER("481237"),
            POSTCODE("80216"),
            TRACKING_NUMBER(
                "42307262", answers=("It's {spoken}.", "The tracking number is {spoken}.")
            ),
            DELIVERY_DATE(
                "2024-09-19",
                keywords=(
                    "what day",
                    "which day",
                    "when would you like",
                    "when can you take",
                    "when should",
                ),
                answers=("{spoken} works for our dock.", "Could you bring it on {spoken}?"),
                spoken="Thursday, September nineteenth, twenty twenty-four",
            ),
        ],
        script=[
            (
                "Hi, I'm calling from Peak Outdoor Supply in Denver. Our tile order "
                "from Kansas City has been sitting at your Denver terminal since "
                "this morning, and nobody has called us to arrange getting it over "
                "to our dock."
            ),
            (
                "Hello, this is Peak Outdoor Supply. There's a tile order for us at "
                "your Denver terminal, and we haven't heard anything about when it's "
                "coming out to our warehouse."
            ),
        ],
        seed={
            "parties": [
                Party(
                    id="P-310",
                    name="Peak Outdoor Supply",
                    city="Denver, CO",
                    customer_number="481237",
                    postcode="80216",
                ),
                Party(
                    id="P-311",
                    name="Peak Climbing Co",
                    city="Boulder, CO",
                    customer_number="481270",
                    postcode="80301",
                ),
                Party(
                    id="P-120",
                    name="Kansas Tile Works",
                    city="Kansas City, MO",
                    customer_number="730914",
                    postcode="64120",
                ),
            ],
            "addresses": [
                Address(
                    id="AD-310-1",
                    party_id="P-310",
                    label="Peak Outdoor Supply main warehouse",
                    city="Denver, CO",
                    postcode="80216",
                    terminal="T-DEN",
                ),
                Address(
                    id="AD-311-1",
                    party_id="P-311",
                    label="Peak Climbing Co store",
                    city="Boulder, CO",
                    postcode="80301",
                    terminal="T-DEN",
                ),
                Address(
                    id="AD-120-1",
                    party_id="P-120",
                    label="Kansas Tile Works plant",
                    city="Kansas City, MO",
                    postcode="64120",
                    terminal="T-KCM",
                ),
            ],
            "terminals": [
                Terminal(id="T-DEN", city="Denver"),
                Terminal(id="T-KCM", city="Kansas City"),
            ],
            "shipments": [
                Shipment(
                    id="SH-4031",
                    tracking_number="42307262",
                    bol_number="5520193",
                    shipper_id="P-120",
                    consignee_id="P-310",
                    terms="prepaid",
                    description="24 cartons of ceramic floor tile",
                    pieces=24,
                    weight_lb=1850,
                    declared_value="4800.00",
                    origin_city="Kansas City, MO",
                    destination_address_id="AD-310-1",
                    destination_terminal="T-DEN",
                    status="at_terminal",
                    terminal="T-DEN",
                    eta="2024-09-16",
                    pickup_date="2024-09-12",
                    last_scan="2024-09-16 06:40, arrived at T-DEN",
                ),
                Shipment(
                    id="SH-4029",
                    tracking_number="40316227",
                    bol_number="5519871",
                    shipper_id="P-120",
                    consignee_id="P-310",
                    terms="prepaid",
                    description="18 cartons of grout and adhesive",
                    pieces=18,
                    weight_lb=1320,
                    declared_value="1900.00",
                    origin_city="Kansas City, MO",
                    destination_address_id="AD-310-1",
                    destination_terminal="T-DEN",
                    status="delivered",
                    pickup_date="2024-09-03",
                    delivered_date="2024-09-06",
                    signed_by="M. Lopez",
                ),
                Shipment(
                    id="SH-4102",
                    tracking_number="41027735",
                    bol_number="5530042",
                    shipper_id="P-120",
                    consignee_id="P-311",
                    terms="prepaid",
                    description="6 cartons of wall tile",
                    pieces=6,
                    weight_lb=410,
                    declared_value="950.00",
                    origin_city="Kansas City, MO",
                    destination_address_id="AD-311-1",
                    destination_terminal="T-DEN",
                    status="at_terminal",
                    terminal="T-DEN",
                    eta="2024-09-16",
                    pickup_date="2024-09-12",
                ),
            ],
        },
        gold=[
            verify("tier 1 identifies Peak Outdoor Supply, the consignee (ID-1)"),
            shipment("at the Denver terminal, no hold, nothing due, no appointment"),
            act(
                "schedule_delivery",
                tracking_number=ref("tracking_number"),
                delivery_date=ref("delivery_date"),
                info="the consignee may book the appointment (CTRL-2, DLV-1)",
            ),
        ],
        nl_checks=[
            must_say(value={"fact": "delivery_date"}, note="confirms the delivery day back"),
            discloses_none(
                "ceramic",
                "24 cartons",
                "twenty four cartons",
                "wall tile",
                "grout",
                "arrived",
                "is at the terminal",
                "at our denver terminal",
                "been delivered",
                before="tool:verify_caller",
                note="says nothing about the shipment before the account is verified",
            ),
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_assertion=(
            "The agent says nothing about the shipment before the account is "
            "verified, and confirms the delivery day (Thursday, September 19) back "
            "to the caller."
        ),
        difficulty={"candidate_records": 1, "verification_tier": 1, "volatility_changes": 0},
    )


def single_intent_02() -> Authored:
    """The shipper's customer cancelled: the pallets are on the road and must be stopped..."""
    return scenario(
        2,
        "single_intent",
        # Kevin Shaw, logistics coordinator at Bluewater Pumps; brisk, under pressure
        persona="new_yorker",
        note=(
            "The shipper's customer cancelled: the pallets are on the road and must "
            "be stopped (HOLD-1). The hold takes effect at the terminal the truck is "
            "heading to (Denver), not the destination."
        ),
        goal=(
            "Your customer in Salt Lake City cancelled their order this morning, but "
            "the eight pallets of pumps you shipped on Thursday are already on the "
            "road. You need them stopped before they are delivered, while you sort "
            "out with the customer where they should go."
        ),
        purpose=(
            'Infer a hold from "stop it before it\'s delivered", check that the '
            "shipper holds the right of control, and hold the freight at the "
            "terminal it is heading to (Denver), read from the shipment, not at the "
            "destination terminal."
        ),
        facts=[
            CUSTOMER_NUMBER("502348"),
            POSTCODE("68127"),
            TRACKING_NUMBER("71829254"),
        ],
        script=[
            (
                "Hi, this is Bluewater Pumps in Omaha. Our customer in Salt Lake "
                "City just cancelled their order, but the pallets went out on "
                "Thursday and they're already on the road. I need them stopped "
                "before they get delivered."
            ),
            (
                "Hello, Bluewater Pumps here. We shipped eight pallets of pumps to "
                "Salt Lake City last week and the customer cancelled this morning. "
                "They can't get delivered, I need the freight stopped somewhere."
            ),
        ],
        seed={
            "parties": [
                Party(
                    id="P-220",
                    name="Bluewater Pumps",
                    city="Omaha, NE",
                    customer_number="502348",
                    postcode="68127",
                ),
                Party(
                    id="P-530",
                    name="Wasatch Irrigation",
                    city="Salt Lake City, UT",
                    customer_number="905316",
                    postcode="84104",
                ),
            ],
            "addresses": [
                Address(
                    id="AD-220-1",
                    party_id="P-220",
                    label="Bluewater Pumps plant",
                    city="Omaha, NE",
                    postcode="68127",
                    terminal="T-OMA",
                ),
                Address(
                    id="AD-530-1",
                    party_id="P-530",
                    label="Wasatch Irrigation yard",
                    city="Salt Lake City, UT",
                    postcode="84104",
                    terminal="T-SLC",
                ),
            ],
            "terminals": [
                Terminal(id="T-OMA", city="Omaha"),
                Terminal(id="T-DEN", city="Denver"),
                Terminal(id="T-SLC", city="Salt Lake City"),
            ],
            "shipments": [
                Shipment(
                    id="SH-7182",
                    tracking_number="71829254",
                    bol_number="3318207",
                    shipper_id="P-220",
                    consignee_id="P-530",
                    terms="prepaid",
                    description="8 pallets of irrigation pumps",
                    pieces=8,
                    weight_lb=5200,
                    declared_value="23600.00",
                    origin_city="Omaha, NE",
                    destination_address_id="AD-530-1",
                    destination_terminal="T-SLC",
                    status="in_transit",
                    terminal="T-DEN",
                    eta="2024-09-18",
                    pickup_date="2024-09-12",
                    appointment_date="2024-09-19",
                    last_scan="2024-09-15 22:10, departed T-OMA for T-DEN",
                ),
                Shipment(
                    id="SH-7177",
                    tracking_number="71770412",
                    bol_number="3317755",
                    shipper_id="P-220",
                    consignee_id="P-530",
                    terms="prepaid",
                    description="2 pallets of pump fittings",
                    pieces=2,
                    weight_lb=900,
                    declared_value="3100.00",
                    origin_city="Omaha, NE",
                    destination_address_id="AD-530-1",
                    destination_terminal="T-SLC",
                    status="delivered",
                    pickup_date="2024-09-04",
                    delivered_date="2024-09-09",
                    signed_by="R. Nielsen",
                ),
            ],
        },
        gold=[
            verify("tier 1 identifies Bluewater Pumps, the shipper"),
            shipment(
                "prepaid, right of control with the shipper; in transit to the Denver terminal"
            ),
            act(
                "place_hold",
                tracking_number=ref("tracking_number"),
                terminal_id=from_result("get_shipment", r"Status: [^\n]*?\((T-[A-Z]{3})\)"),
                info=(
                    "the hold takes effect where the truck is heading next (HOLD-1); it "
                    "cancels the appointment"
                ),
            ),
        ],
        nl_assertion=(
            "The agent tells the caller the freight will be held at the Denver "
            "terminal, that the Thursday delivery appointment is cancelled, and that "
            "storage is free for five business days."
        ),
        difficulty={"candidate_records": 1, "verification_tier": 1, "volatility_changes": 0},
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_checks=[
            must_say(
                "Denver terminal",
                after="tool:place_hold",
                note="says it is held at the Denver terminal",
            ),
            must_say(
                "free for five business days",
                after="tool:place_hold",
                note="says storage is free for five business days",
            ),
        ],
    )


def single_intent_03() -> Authored:
    """Freight overdue five days with no scan since Chicago: the consignee needs a trace..."""
    return scenario(
        3,
        "single_intent",
        # Helen Park, owner of Riverside Bakery Supply; careful, a little anxious
        persona="deliberate",
        note=(
            "Freight overdue five days with no scan since Chicago: the consignee "
            "needs a trace (TRC-1), not a claim (the goods are not delivered) and "
            "not a promise of a date."
        ),
        goal=(
            "Two commercial dough mixers from Chicago were due at your Indianapolis "
            "bakery supply shop last Wednesday. The tracking has not changed since "
            "they left Chicago a week ago, and your new bakery opens soon. You want "
            "someone to find them."
        ),
        purpose=(
            'Infer a trace from "overdue, tracking stuck", verify the consignee, '
            "read the shipment (past its estimated arrival, last scan in Chicago) "
            "and open a trace; the other inbound shipment on the account is on time "
            "and must be left alone."
        ),
        facts=[
            CUSTOMER_NUMBER("318562"),
            POSTCODE("46234"),
            TRACKING_NUMBER("65204718"),
        ],
        script=[
            (
                "Hello. We're waiting on two dough mixers from Chicago that were due "
                "last Wednesday. The tracking hasn't changed since they left Chicago "
                "a week ago, and our new bakery opens soon."
            ),
            (
                "Hi there. I have two mixers coming from Chicago that should have "
                "been here last Wednesday, and your tracking page still shows them "
                "leaving Chicago a week ago. Nobody can tell me where they are."
            ),
        ],
        seed={
            "parties": [
                Party(
                    id="P-410",
                    name="Riverside Bakery Supply",
                    city="Indianapolis, IN",
                    customer_number="318562",
                    postcode="46234",
                ),
                Party(
                    id="P-415",
                    name="Great Lakes Mixers",
                    city="Chicago, IL",
                    customer_number="227130",
                    postcode="60632",
                ),
                Party(
                    id="P-418",
                    name="Hoosier Packaging",
                    city="Fort Wayne, IN",
                    customer_number="318526",
                    postcode="46802",
                ),
            ],
            "addresses": [
                Address(
                    id="AD-410-1",
                    party_id="P-410",
                    label="Riverside Bakery Supply shop",
                    city="Indianapolis, IN",
                    postcode="46218",
                    terminal="T-IND",
                ),
                Address(
                    id="AD-415-1",
                    party_id="P-415",
                    label="Great Lakes Mixers factory",
                    city="Chicago, IL",
                    postcode="60632",
                    terminal="T-CHI",
                ),
            ],
            "terminals": [
                Terminal(id="T-CHI", city="Chicago"),
                Terminal(id="T-IND", city="Indianapolis"),
                Terminal(id="T-FWA", city="Fort Wayne"),
            ],
            "shipments": [
                Shipment(
                    id="SH-6520",
                    tracking_number="65204718",
                    bol_number="4471029",
                    shipper_id="P-415",
                    consignee_id="P-410",
                    terms="prepaid",
                    description="2 crates of commercial dough mixers",
                    pieces=2,
                    weight_lb=1400,
                    declared_value="18500.00",
                    origin_city="Chicago, IL",
                    destination_address_id="AD-410-1",
                    destination_terminal="T-IND",
                    status="in_transit",
                    terminal="T-IND",
                    eta="2024-09-11",
                    pickup_date="2024-09-09",
                    last_scan="2024-09-10 03:15, departed T-CHI for T-IND",
                ),
                Shipment(
                    id="SH-6533",
                    tracking_number="65330147",
                    bol_number="4475310",
                    shipper_id="P-418",
                    consignee_id="P-410",
                    terms="prepaid",
                    description="30 cartons of pastry boxes",
                    pieces=30,
                    weight_lb=640,
                    declared_value="1200.00",
                    origin_city="Fort Wayne, IN",
                    destination_address_id="AD-410-1",
                    destination_terminal="T-IND",
                    status="in_transit",
                    terminal="T-IND",
                    eta="2024-09-17",
                    pickup_date="2024-09-13",
                    last_scan="2024-09-16 05:20, departed T-FWA for T-IND",
                ),
            ],
        },
        gold=[
            verify("tier 1 identifies Riverside Bakery Supply, the consignee"),
            shipment("due September 11, last scan leaving Chicago on September 10"),
            act(
                "open_trace",
                tracking_number=ref("tracking_number"),
                info="overdue and not delivered, so a trace (TRC-1); any party may ask",
            ),
        ],
        nl_checks=[
            must_say(
                "two business days",
                "2 business days",
                "search",
                "trace",
                after="tool:open_trace",
                note="says a search is open and they will hear back within two business days",
            ),
            promises_none(phrase_class="delivery_promise", note="does not promise a delivery date"),
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_assertion=(
            "The agent does not promise a delivery date; it tells the caller a "
            "search has been opened and that they will hear back within two business "
            "days."
        ),
        difficulty={"candidate_records": 2, "verification_tier": 1, "volatility_changes": 0},
    )
