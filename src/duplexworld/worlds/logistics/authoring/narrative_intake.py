"""Logistics scenarios: narrative intake."""

from __future__ import annotations

from duplexworld.authoring import Authored, act, fact, promises_none, ref
from duplexworld.authoring.checks import must_say
from duplexworld.worlds.logistics.authoring.common import (
    CLAIM_AMOUNT,
    CLAIM_TYPE,
    CUSTOMER_NUMBER,
    DAMAGED_PIECES,
    POSTCODE,
    TRACKING_NUMBER,
    scenario,
    shipment,
    verify,
)
from duplexworld.worlds.logistics.authoring.records import Address, Party, Shipment, Terminal


def narrative_intake_01() -> Authored:
    """A long, unstructured account of a damaged delivery."""
    return scenario(
        1,
        "narrative_intake",
        persona="calm",  # Paula Russo, owner of Hilltop Wine and Glass; chatty, upset but friendly
        note=(
            "A long, unstructured account of a damaged delivery. The count and the "
            "amount are in the story; the credentials and the tracking number are "
            "not. The agent must pull out the facts, confirm them and file a damage "
            "claim (CLM-1), without promising payment (CLM-3)."
        ),
        goal=(
            "On Friday Ridgeway delivered forty cartons of stemware to your shop. "
            "Sixteen cartons were crushed; you checked them with the driver and "
            "wrote it on the delivery receipt. They are worth one thousand one "
            "hundred twenty dollars. You tell the whole story and want it put right."
        ),
        purpose=(
            "Narrative intake: extract the structured facts (damage, sixteen "
            "cartons, 1,120 dollars, noted at delivery) from a rambling account, "
            "verify the consignee, confirm the facts and file one damage claim with "
            "the caller's numbers."
        ),
        facts=[
            DAMAGED_PIECES(
                "16",
                label="number of damaged cartons",
                reveal="volunteered",
                keywords=("how many cartons", "how many were damaged", "how many were crushed"),
                answers=(
                    "We counted {spoken} crushed cartons.",
                    "There were {spoken} crushed cartons.",
                ),
                spoken="sixteen",
            ),
            CLAIM_AMOUNT("1120.00", label="value of the broken stock"),
            CUSTOMER_NUMBER("725148"),
            POSTCODE("94559"),
            TRACKING_NUMBER(
                "39401628",
                answers=("The tracking number is {spoken}.", "It's on the receipt, {spoken}."),
            ),
        ],
        script=[
            (
                "Hi, so, let me tell you what happened. On Friday afternoon your "
                "driver backed up to our shop, and I could already hear glass "
                "rattling when he opened the doors. It was forty cartons of stemware "
                "from our supplier up in Seattle, and the pallet had tipped over in "
                "the trailer. We went through every carton with the driver standing "
                "right there, and sixteen of them were crushed, with broken glasses "
                "inside. I wrote it on the delivery receipt and he signed next to "
                "it. Our invoice says those cartons are worth one thousand one "
                "hundred twenty dollars, and honestly I don't know what we're "
                "supposed to do now."
            ),
            (
                "Hello. I run a little wine and glass shop in Napa, and on Friday "
                "your truck brought us forty cartons of stemware from Seattle. When "
                "the driver opened up, the whole pallet had fallen over. We counted "
                "together, and sixteen cartons were crushed, glass everywhere. I put "
                "it on the receipt and the driver signed it. That's one thousand one "
                "hundred twenty dollars of glassware, and I have weddings booked "
                "this month."
            ),
        ],
        seed={
            "parties": [
                Party(
                    id="P-960",
                    name="Hilltop Wine and Glass",
                    city="Napa, CA",
                    customer_number="725148",
                    postcode="94559",
                ),
                Party(
                    id="P-965",
                    name="Crystal Coast Glass",
                    city="Seattle, WA",
                    customer_number="146290",
                    postcode="98108",
                ),
            ],
            "addresses": [
                Address(
                    id="AD-960-1",
                    party_id="P-960",
                    label="Hilltop Wine and Glass shop",
                    city="Napa, CA",
                    postcode="94559",
                    terminal="T-OAK",
                ),
                Address(
                    id="AD-965-1",
                    party_id="P-965",
                    label="Crystal Coast Glass warehouse",
                    city="Seattle, WA",
                    postcode="98108",
                    terminal="T-SEA",
                ),
            ],
            "terminals": [
                Terminal(id="T-OAK", city="Oakland"),
                Terminal(id="T-SEA", city="Seattle"),
            ],
            "shipments": [
                Shipment(
                    id="SH-3947",
                    tracking_number="39401628",
                    bol_number="5583016",
                    shipper_id="P-965",
                    consignee_id="P-960",
                    terms="prepaid",
                    description="40 cartons of stemware",
                    pieces=40,
                    weight_lb=620,
                    declared_value="3200.00",
                    origin_city="Seattle, WA",
                    destination_address_id="AD-960-1",
                    destination_terminal="T-OAK",
                    status="delivered",
                    pickup_date="2024-09-09",
                    delivered_date="2024-09-13",
                    signed_by="P. Russo",
                    exception_noted="16 cartons crushed",
                ),
            ],
        },
        gold=[
            verify("tier 1 identifies Hilltop Wine and Glass, the consignee"),
            shipment('delivered Friday with "16 cartons crushed" on the receipt'),
            act(
                "file_cargo_claim",
                tracking_number=ref("tracking_number"),
                claim_type=CLAIM_TYPE.over("damaged_pieces"),
                pieces_affected=ref("damaged_pieces"),
                claim_amount=ref("claim_amount"),
                info="the facts from the story, confirmed (CLM-1)",
            ),
        ],
        nl_checks=[
            must_say(
                value={"fact": "claim_amount"},
                before="tool:file_cargo_claim",
                note="reads back the claim amount before filing",
            ),
            must_say(
                "sixteen",
                "one six",
                before="tool:file_cargo_claim",
                note="reads back the damaged cartons before filing",
            ),
            promises_none(
                phrase_class="payment_promise", note="does not promise that the claim will be paid"
            ),
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_assertion=(
            "The agent reads back the structured facts (sixteen cartons damaged, "
            "1,120 dollars, damage noted on the receipt) before filing, and does not "
            "promise that the claim will be paid."
        ),
        difficulty={"volunteered_facts": 2, "verification_tier": 1, "candidate_records": 1},
    )


def narrative_intake_02() -> Authored:
    """The shipper tells a long story about its customer's short delivery."""
    return scenario(
        2,
        "narrative_intake",
        # Mike Sokolowski, sales manager at Ironwood Auto Parts; talks fast, annoyed
        persona="new_yorker",
        note=(
            "The shipper tells a long story about its customer's short delivery. It "
            "is a shortage (not damage): twelve of sixty cases never arrived, noted "
            "on the receipt. The shipper may claim (CTRL-2); the agent must file a "
            "shortage claim with the caller's numbers."
        ),
        goal=(
            "Last Thursday Ridgeway delivered sixty cases of motor oil from your "
            "company to your customer Lakeside Garage Supply in Cleveland. Their "
            "receiver counted forty-eight: twelve cases never arrived, and it is "
            "written on the receipt. The missing cases are worth five hundred forty "
            "dollars, and the customer will not pay until it is sorted."
        ),
        purpose=(
            "Narrative intake with a classification to make: pieces that never "
            "arrived are a shortage, not damage. The shipper (a party entitled to "
            "claim) tells it at length; the agent extracts, confirms and files one "
            "shortage claim with the caller's count and amount."
        ),
        facts=[
            fact(
                "missing_pieces",
                "number of missing cases",
                "number",
                "12",
                spoken="twelve",
                reveal="volunteered",
                keywords=(
                    "how many cases",
                    "how many were missing",
                    "how many are missing",
                    "how many never",
                ),
                answers=("We're missing {spoken} cases.", "They're short {spoken} cases."),
            ),
            CLAIM_AMOUNT(
                "540.00",
                label="value of the missing cases",
                answers=("They're worth {spoken}.", "That's {spoken} of oil."),
            ),
            CUSTOMER_NUMBER("406898"),
            POSTCODE("43612"),
            TRACKING_NUMBER("26259481"),
        ],
        script=[
            (
                "Okay, so I've got a bit of a mess. We're Ironwood Auto Parts in "
                "Toledo, and last Thursday you delivered sixty cases of motor oil to "
                "one of our customers, Lakeside Garage Supply in Cleveland. Their "
                "receiving guy counted while the driver waited and only found "
                "forty-eight, so twelve cases never showed up. He wrote it on the "
                "receipt and the driver signed it. Now Lakeside won't pay our "
                "invoice until it's sorted, and those cases are five hundred forty "
                "dollars of oil. I just want this on record with you people."
            ),
            (
                "Hi, Ironwood Auto Parts calling, Toledo. You took sixty cases of "
                "our motor oil to Lakeside Garage Supply in Cleveland last week, and "
                "they only got forty-eight. Twelve cases just vanished, it's on the "
                "delivery receipt, signed by your driver. That's five hundred forty "
                "dollars, and my customer is holding my payment because of it."
            ),
        ],
        seed={
            "parties": [
                Party(
                    id="P-370",
                    name="Ironwood Auto Parts",
                    city="Toledo, OH",
                    customer_number="406898",
                    postcode="43612",
                ),
                Party(
                    id="P-375",
                    name="Lakeside Garage Supply",
                    city="Cleveland, OH",
                    customer_number="925140",
                    postcode="44109",
                ),
            ],
            "addresses": [
                Address(
                    id="AD-370-1",
                    party_id="P-370",
                    label="Ironwood Auto Parts warehouse",
                    city="Toledo, OH",
                    postcode="43612",
                    terminal="T-TOL",
                ),
                Address(
                    id="AD-375-1",
                    party_id="P-375",
                    label="Lakeside Garage Supply warehouse",
                    city="Cleveland, OH",
                    postcode="44109",
                    terminal="T-CLE",
                ),
            ],
            "terminals": [
                Terminal(id="T-TOL", city="Toledo"),
                Terminal(id="T-CLE", city="Cleveland"),
            ],
            "shipments": [
                Shipment(
                    id="SH-2605",
                    tracking_number="26259481",
                    bol_number="7340926",
                    shipper_id="P-370",
                    consignee_id="P-375",
                    terms="prepaid",
                    description="60 cases of motor oil",
                    pieces=60,
                    weight_lb=2100,
                    declared_value="2700.00",
                    origin_city="Toledo, OH",
                    destination_address_id="AD-375-1",
                    destination_terminal="T-CLE",
                    status="delivered",
                    pickup_date="2024-09-10",
                    delivered_date="2024-09-12",
                    signed_by="R. Kowalski",
                    exception_noted="short 12 cases",
                ),
                Shipment(
                    id="SH-2611",
                    tracking_number="26110357",
                    bol_number="7341508",
                    shipper_id="P-370",
                    consignee_id="P-375",
                    terms="prepaid",
                    description="30 cases of coolant",
                    pieces=30,
                    weight_lb=1200,
                    declared_value="1350.00",
                    origin_city="Toledo, OH",
                    destination_address_id="AD-375-1",
                    destination_terminal="T-CLE",
                    status="in_transit",
                    terminal="T-CLE",
                    eta="2024-09-17",
                    pickup_date="2024-09-16",
                ),
            ],
        },
        gold=[
            verify("tier 1 identifies Ironwood Auto Parts, the shipper"),
            shipment('delivered last Thursday, "short 12 cases" on the receipt'),
            act(
                "file_cargo_claim",
                tracking_number=ref("tracking_number"),
                claim_type=CLAIM_TYPE.over("missing_pieces"),
                pieces_affected=ref("missing_pieces"),
                claim_amount=ref("claim_amount"),
                info=(
                    "pieces that never arrived are a shortage; the shipper may claim "
                    "(CTRL-2, CLM-1)"
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
                "twelve",
                "one two",
                before="tool:file_cargo_claim",
                note="reads back the missing cases before filing",
            ),
            must_say(
                "shortage",
                "missing",
                "short",
                before="tool:file_cargo_claim",
                note="reads back that it is a shortage claim",
            ),
            promises_none(
                phrase_class="payment_promise", note="does not promise that the claim will be paid"
            ),
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_assertion=(
            "The agent files a shortage claim (not damage) for twelve cases and 540 "
            "dollars after reading the facts back, and does not promise that the "
            "claim will be paid."
        ),
        difficulty={"volunteered_facts": 2, "verification_tier": 1, "candidate_records": 2},
    )


def narrative_intake_03() -> Authored:
    """Concealed damage: nothing was noted at delivery, and the crew found cracked panels..."""
    return scenario(
        3,
        "narrative_intake",
        # Alma Chavez, owner of Summit Ridge Solar; measured, worried about a job
        persona="received",
        note=(
            "Concealed damage: nothing was noted at delivery, and the crew found "
            "cracked panels days later. Within the 15-day window (CLM-2) the "
            "consignee may still claim; the agent must draw the dates and numbers "
            "out of a long story and file."
        ),
        goal=(
            "Last Tuesday Ridgeway delivered thirty solar panels to your company. "
            "The crates looked fine, so you signed without noting anything. On "
            "Friday your crew opened them at a job site and twelve panels had "
            "cracked glass. Those twelve panels cost two thousand two hundred fifty "
            "dollars. You are not sure who is responsible and want it recorded."
        ),
        purpose=(
            "Narrative intake with a rule to apply: damage found after delivery "
            "(concealed) is claimable only within 15 days, and this is day six. "
            "Extract the facts, confirm them and file one damage claim with the "
            "caller's numbers."
        ),
        facts=[
            DAMAGED_PIECES(
                "12",
                label="number of cracked panels",
                reveal="volunteered",
                keywords=("how many panels", "how many were cracked", "how many were damaged"),
                answers=(
                    "We found {spoken} cracked panels.",
                    "There were {spoken} cracked panels.",
                ),
                spoken="twelve",
            ),
            CLAIM_AMOUNT(
                "2250.00",
                label="cost of the cracked panels",
                answers=("They cost us {spoken}.", "The invoice says {spoken}."),
            ),
            CUSTOMER_NUMBER("891759"),
            POSTCODE("87109"),
            TRACKING_NUMBER("48243957"),
        ],
        script=[
            (
                "Hi. I'm not sure who I should talk to about this. We run a small "
                "solar installation company here in Albuquerque, and last Tuesday "
                "your truck dropped off thirty panels for a job. Everything looked "
                "fine on the outside, the crates weren't dented, so we signed for it "
                "and didn't think about it. Then on Friday my crew opened the crates "
                "at the job site, and twelve of the panels had cracked glass, like "
                "they'd been dropped. The supplier says it's not on them. Those "
                "panels cost us two thousand two hundred fifty dollars, and the "
                "customer's roof job is stalled until we get new ones."
            ),
            (
                "Hello. We got a delivery of thirty solar panels from you last "
                "Tuesday, and the crates looked perfect, so we signed without a "
                "second thought. Friday my installers opened them on a roof job and "
                "twelve panels were cracked. That's two thousand two hundred fifty "
                "dollars we're out, and the supplier is pointing at the trucking."
            ),
        ],
        seed={
            "parties": [
                Party(
                    id="P-980",
                    name="Summit Ridge Solar",
                    city="Albuquerque, NM",
                    customer_number="891759",
                    postcode="87109",
                ),
                Party(
                    id="P-985",
                    name="Sunforge Panels",
                    city="Austin, TX",
                    customer_number="268417",
                    postcode="78741",
                ),
            ],
            "addresses": [
                Address(
                    id="AD-980-1",
                    party_id="P-980",
                    label="Summit Ridge Solar warehouse",
                    city="Albuquerque, NM",
                    postcode="87109",
                    terminal="T-ABQ",
                ),
                Address(
                    id="AD-985-1",
                    party_id="P-985",
                    label="Sunforge Panels factory",
                    city="Austin, TX",
                    postcode="78741",
                    terminal="T-AUS",
                ),
            ],
            "terminals": [
                Terminal(id="T-ABQ", city="Albuquerque"),
                Terminal(id="T-AUS", city="Austin"),
            ],
            "shipments": [
                Shipment(
                    id="SH-4820",
                    tracking_number="48243957",
                    bol_number="8120463",
                    shipper_id="P-985",
                    consignee_id="P-980",
                    terms="prepaid",
                    description="30 crated solar panels",
                    pieces=30,
                    weight_lb=1500,
                    declared_value="7500.00",
                    origin_city="Austin, TX",
                    destination_address_id="AD-980-1",
                    destination_terminal="T-ABQ",
                    status="delivered",
                    pickup_date="2024-09-05",
                    delivered_date="2024-09-10",
                    signed_by="A. Chavez",
                ),
            ],
        },
        gold=[
            verify("tier 1 identifies Summit Ridge Solar, the consignee"),
            shipment("delivered September 10, nothing noted at delivery (concealed damage)"),
            act(
                "file_cargo_claim",
                tracking_number=ref("tracking_number"),
                claim_type=CLAIM_TYPE.over("damaged_pieces"),
                pieces_affected=ref("damaged_pieces"),
                claim_amount=ref("claim_amount"),
                info="concealed damage reported on day six, inside the 15-day window (CLM-2)",
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
                note="reads back the damaged panels before filing",
            ),
            promises_none(
                phrase_class="payment_promise", note="does not promise that the claim will be paid"
            ),
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_assertion=(
            "The agent establishes that the damage was found after delivery and is "
            "reported within 15 days, reads back twelve panels and 2,250 dollars "
            "before filing, and does not promise that the claim will be paid."
        ),
        difficulty={
            "volunteered_facts": 2,
            "concealed_damage_days": 6,
            "verification_tier": 1,
            "candidate_records": 1,
        },
    )
