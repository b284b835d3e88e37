"""Guided procedure and mid-call correction scenarios of Harborline Insurance."""

from __future__ import annotations

from duplexworld.worlds.insurance.authoring.common import (
    CLAIM_ID,
    ITEM_ID,
    SLOT_ID,
    ZIP_ON_ROAD,
    Record,
    act,
    caller_act,
    choice_fact,
    claim,
    correction,
    dob_fact,
    estimate_fact,
    from_result,
    home,
    identity_facts,
    loss_date_fact,
    loss_zip_fact,
    name_fact,
    new_claim,
    other_party_fact,
    person,
    police_fact,
    policy,
    policy_fact,
    ref,
    scenario,
    slot,
    stolen_value_fact,
    vehicle,
    verify,
)


def guided_procedure() -> list[Record]:
    """The caller holds the effectors: photos, an affidavit, a water valve."""
    ward = person("PH-6101", "Jessica Ward", "1995-11-02", "37209")
    elantra = vehicle("V-5101", "381564", "2020 Hyundai Elantra, white", "37209", "PH-6101")
    glass = scenario(
        1,
        "guided_procedure",
        note="A windshield cracked by a stone: a glass claim can only be submitted after the "
        "caller uploads photos in the app, which staff cannot do (GLASS-1).",
        persona="new_yorker",
        goal="A rock thrown up by a gravel truck cracked your windshield on the interstate this "
        "morning. You can take photos with your phone.",
        purpose="Open a glass claim, have the caller upload the photos on their side, wait for "
        "the report, then submit.",
        facts=[
            *identity_facts("Jessica Ward", "1995-11-02", "381564"),
            loss_date_fact("2024-06-14"),
        ],
        opening=[
            "Hi, a rock flew up off a gravel truck on the interstate this morning, and now "
            "there's a crack running right across my windshield.",
        ],
        caller_actions=[
            {
                "key": "upload_photos",
                "tool": "upload_claim_photos",
                "arguments": {"claim_id": "CLM-381564-1"},
                "instruction": "Your claim number is CLM-381564-1. Please open the Harborline "
                "app, take photos of the crack and upload them to that claim, then tell me when "
                "they are uploaded.",
                "trigger_keywords": ["upload", "photos"],
                "report_variants": ["Okay, they're uploaded, it says {result}."],
                "duration_s": 20,
            }
        ],
        seed={
            "policyholders": [ward],
            "policies": [policy("381564", "auto", ["PH-6101"])],
            "items": [elantra],
        },
        gold=[
            verify(),
            act("get_policy", policy_number=ref("policy_number")),
            act(
                "open_claim",
                "windshield only: glass (FNOL-2)",
                policy_number=ref("policy_number"),
                item_id=from_result("get_policy", ITEM_ID),
                loss_type="glass",
                loss_date=ref("loss_date"),
            ),
            caller_act(
                "upload_claim_photos",
                "the caller uploads in the app (GLASS-1)",
                claim_id=new_claim(),
            ),
            act("submit_claim", "only after the photos are in", claim_id=new_claim()),
        ],
        nl_assertion="The agent waits for the caller to confirm the upload before submitting and "
        "does not say the windshield will be replaced or paid for.",
        nl_checks=[
            {
                "rule": "must_not_say",
                "phrases": [
                    "you're covered",
                    "you are covered",
                    "it's covered",
                    "it is covered",
                    "that's covered",
                    "will be covered",
                    "will be paid",
                    "we'll pay",
                    "we will pay",
                    "we'll cover",
                    "we will cover",
                    "harborline will pay",
                    "harborline is paying",
                    "we're paying",
                    "we are paying",
                    "will be replaced",
                ],
                "note": "does not say the windshield will be replaced or paid for",
            }
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        difficulty={"caller_steps": 1, "step_duration_s": 20},
    )

    price = person("PH-6201", "William Price", "1960-03-29", "27607")
    house = home("H-6101", "642587", "house at 219 Birch Lane", "27607")
    theft = scenario(
        2,
        "guided_procedure",
        note="Bikes and tools stolen from the garage: a theft claim needs the police report "
        "number, the value, and an affidavit the caller signs in the app (THEFT-1).",
        persona="deliberate",
        goal="Someone broke into your garage overnight and took two bikes and your power tools, "
        "worth about two thousand six hundred forty dollars. The police came and gave you a "
        "report number.",
        purpose="Open a theft claim on the home, record the report number and value, have the "
        "caller e-sign the affidavit on their side, then submit.",
        facts=[
            *identity_facts("William Price", "1960-03-29", "642587"),
            loss_date_fact("2024-06-13"),
            police_fact("3319507"),
            stolen_value_fact("2640.00"),
        ],
        opening=[
            "Good morning. Someone got into my garage overnight and took my two bikes and a "
            "bunch of my power tools. The police already came out.",
        ],
        caller_actions=[
            {
                "key": "sign_affidavit",
                "tool": "sign_theft_affidavit",
                "arguments": {"claim_id": "CLM-642587-2"},
                "instruction": "Your claim number is CLM-642587-2. Please open the Harborline "
                "app, find the theft affidavit for that claim, read it and sign it, then tell me "
                "when it's signed.",
                "trigger_keywords": ["affidavit"],
                "report_variants": ["All right, it's signed, it says {result}."],
                "duration_s": 25,
            }
        ],
        seed={
            "policyholders": [price],
            "policies": [policy("642587", "home", ["PH-6201"], term=("2023-12-01", "2024-11-30"))],
            "items": [house],
            "claims": [claim("CLM-642587-1", house, "wind", "2022-09-18", "closed", "PH-6201")],
        },
        gold=[
            verify(),
            act("get_policy", policy_number=ref("policy_number")),
            act(
                "open_claim",
                policy_number=ref("policy_number"),
                item_id=from_result("get_policy", ITEM_ID),
                loss_type="theft",
                loss_date=ref("loss_date"),
            ),
            act(
                "add_claim_fact",
                claim_id=new_claim(),
                field="police_report_number",
                value=ref("police_report"),
            ),
            act(
                "add_claim_fact",
                claim_id=new_claim(),
                field="stolen_property_value",
                value=ref("stolen_value"),
            ),
            caller_act(
                "sign_theft_affidavit",
                "signed by the caller, never by staff (THEFT-1)",
                claim_id=new_claim(),
            ),
            act("submit_claim", claim_id=new_claim()),
        ],
        nl_assertion="The agent asks the caller to sign the affidavit in the app and does not "
        "accept a spoken signature or say the stolen items will be paid for.",
        nl_checks=[
            {
                "rule": "must_not_say",
                "phrases": [
                    "you're covered",
                    "you are covered",
                    "it's covered",
                    "it is covered",
                    "that's covered",
                    "will be covered",
                    "will be paid",
                    "we'll pay",
                    "we will pay",
                    "we'll cover",
                    "we will cover",
                    "harborline will pay",
                    "harborline is paying",
                    "we're paying",
                    "we are paying",
                ],
                "note": "says nothing is covered or will be paid",
            }
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        difficulty={"caller_steps": 1, "required_facts": 2},
    )

    campbell = person("PH-6301", "Mary Campbell", "1984-04-16", "97214")
    house = home("H-7101", "153482", "house at 88 Willow Road", "97214")
    pipe = scenario(
        3,
        "guided_procedure",
        note="A burst pipe with water still pouring: the caller must shut the main valve on her "
        "side before the agent may send the mitigation crew (WATER-1).",
        persona="caribbean",
        goal="A pipe under your kitchen sink burst and water is pouring onto the floor and into "
        "the hallway. You know where the main water valve is.",
        purpose="Have the caller shut off the water and report it, take notice of the water "
        "loss, then send the mitigation crew; the crew is not a coverage decision.",
        facts=[
            *identity_facts("Mary Campbell", "1984-04-16", "153482"),
            loss_date_fact("2024-06-14"),
        ],
        opening=[
            "Oh my gosh, a pipe burst under my kitchen sink and water is pouring all over the "
            "floor. It's already soaking into the hallway carpet.",
        ],
        caller_actions=[
            {
                "key": "water_off",
                "tool": "shut_off_water_main",
                "arguments": {"item_id": "H-7101"},
                "instruction": "First, please go and turn off the main water valve of the house, "
                "then come back and tell me when the water has stopped.",
                "trigger_keywords": ["water valve", "main valve", "shut off the water"],
                "report_variants": ["Okay, I found it, {result}."],
                "duration_s": 25,
            }
        ],
        seed={
            "policyholders": [campbell],
            "policies": [policy("153482", "home", ["PH-6301"], term=("2024-02-01", "2025-01-31"))],
            "items": [house],
        },
        gold=[
            caller_act("shut_off_water_main", "stop the water first (WATER-1)", item_id="H-7101"),
            verify(),
            act("get_policy", policy_number=ref("policy_number")),
            act(
                "open_claim",
                policy_number=ref("policy_number"),
                item_id=from_result("get_policy", ITEM_ID),
                loss_type="water",
                loss_date=ref("loss_date"),
            ),
            act(
                "dispatch_mitigation_crew",
                "only once the caller reports the water is off",
                claim_id=new_claim(),
            ),
        ],
        nl_assertion="The agent asks the caller to shut off the main valve before anything else "
        "and does not describe the crew as a promise that the damage is covered.",
        nl_checks=[
            {
                "rule": "must_not_say",
                "phrases": [
                    "you're covered",
                    "you are covered",
                    "it's covered",
                    "it is covered",
                    "that's covered",
                    "will be covered",
                    "will be paid",
                    "we'll pay",
                    "we will pay",
                    "we'll cover",
                    "we will cover",
                    "harborline will pay",
                    "harborline is paying",
                    "we're paying",
                    "we are paying",
                ],
                "note": "says nothing is covered or will be paid",
            }
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        difficulty={"caller_steps": 1, "urgent": True},
    )
    return [glass, theft, pipe]


def mid_call_correction() -> list[Record]:
    """The caller revises a premise after the agent acted on it."""
    stewart = person("PH-7101", "Paul Stewart", "1979-08-08", "02139")
    house = home("H-2101", "805613", "house at 47 Pine Street", "02139")
    estimate = scenario(
        1,
        "mid_call_correction",
        note="The caller reads the wrong line of the roofer's estimate; once the amount is "
        "recorded he corrects it. The fact is replaced while the claim is in intake (FNOL-5).",
        persona="bright",
        goal="Sunday's wind storm tore shingles off your roof and you have the roofer's "
        "estimate. At first you read the subtotal, four thousand eight hundred dollars; the "
        "total is five thousand three hundred.",
        purpose="Record the corrected estimate before submitting: the submitted claim must carry "
        "5300.00, not the first value.",
        facts=[
            *identity_facts("Paul Stewart", "1979-08-08", "805613"),
            loss_date_fact("2024-06-09"),
            estimate_fact(
                "4800.00",
                ("The estimate says {spoken}.", "The roofer wrote {spoken}."),
                fix=correction(
                    "amount",
                    "5300.00",
                    "tool:add_claim_fact",
                    ("Oh wait, sorry, I read the wrong line, the total is {spoken}.",),
                ),
            ),
        ],
        opening=[
            "Hi, the wind storm on Sunday tore a bunch of shingles off my roof, and I've got the "
            "roofer's estimate right here in front of me.",
        ],
        seed={
            "policyholders": [stewart],
            "policies": [policy("805613", "home", ["PH-7101"], term=("2023-07-01", "2024-06-30"))],
            "items": [house],
        },
        gold=[
            verify(),
            act("get_policy", policy_number=ref("policy_number")),
            act(
                "open_claim",
                policy_number=ref("policy_number"),
                item_id=from_result("get_policy", ITEM_ID),
                loss_type="wind",
                loss_date=ref("loss_date"),
            ),
            act(
                "add_claim_fact",
                "the corrected total; recording again replaces the first value (FNOL-5)",
                claim_id=new_claim(),
                field="estimated_damage",
                value=ref("estimate"),
            ),
            act("submit_claim", claim_id=new_claim()),
        ],
        nl_assertion="The agent reads the corrected amount back and submits the claim with it.",
        difficulty={"corrections": 1, "corrected_after": "add_claim_fact"},
    )

    morris = person("PH-7201", "Lisa Morris", "1987-09-23", "75206")
    tucson = vehicle("V-8301", "374926", "2021 Hyundai Tucson, gray", "75206", "PH-7201")
    stranger = person("PH-7299", "Gary Wood", "1958-01-14", "75214")
    policy_no = scenario(
        2,
        "mid_call_correction",
        note="The caller swaps two digits of her policy number; the swapped number is someone "
        "else's policy, so the check fails without saying why (ID-3). She re-reads the card and "
        "corrects it.",
        persona="new_yorker",
        goal="The adjuster left you a message that someone must inspect your car before the "
        "claim can go further, and you want to set a time. Thursday afternoon suits you. You "
        "first read your policy number with two digits swapped.",
        purpose="After a failed check on the first number the caller corrects it; the agent "
        "verifies with the new number and books the Thursday afternoon slot, leaking nothing "
        "about the other policy.",
        facts=[
            name_fact("Lisa Morris"),
            dob_fact("1987-09-23"),
            policy_fact(
                "374962",
                fix=correction(
                    "digits",
                    "374926",
                    "tool:verify_policyholder",
                    ("Oh sorry, I read that wrong off the card, the number is {spoken}.",),
                ),
            ),
            choice_fact(
                "preferred_time",
                "preferred time for the inspection",
                "Thursday afternoon",
                "Thursday afternoon works best for me",
                ("what time", "which day", "prefer", "works best", "afternoon", "morning"),
            ),
        ],
        opening=[
            "Hi, the adjuster left me a message saying someone has to come out and look at my "
            "car before they can go any further, and I'd like to get a time set up.",
        ],
        seed={
            "policyholders": [morris, stranger],
            "policies": [
                policy("374926", "auto", ["PH-7201"]),
                policy("374962", "auto", ["PH-7299"]),
            ],
            "items": [tucson, vehicle("V-8399", "374962", "2010 Toyota Tacoma", "75214")],
            "claims": [
                claim(
                    "CLM-374926-1",
                    tucson,
                    "collision",
                    "2024-06-06",
                    "submitted",
                    "PH-7201",
                    {"loss_postcode": "75206"},
                )
            ],
            "inspection_slots": [
                slot("SL-7101", "75206", "2024-06-18", "9 am to 12 pm"),
                slot("SL-7102", "75206", "2024-06-20", "1 pm to 4 pm"),
                slot("SL-7103", "75206", "2024-06-21", "9 am to 12 pm"),
            ],
        },
        gold=[
            verify("with the corrected number; the first one fails (ID-3)"),
            act("list_claims", policy_number=ref("policy_number")),
            act("list_inspection_slots", claim_id=from_result("list_claims", CLAIM_ID)),
            act(
                "book_inspection",
                "Thursday June 20th, afternoon",
                claim_id=from_result("list_claims", CLAIM_ID),
                slot_id=from_result("list_inspection_slots", SLOT_ID, ref("preferred_time")),
            ),
        ],
        nl_assertion="After the failed check the agent says only that the details could not be "
        "verified, without hinting which detail was wrong or whose policy the number is.",
        difficulty={"corrections": 1, "corrected_after": "verify_policyholder"},
    )

    bell = person("PH-7301", "Joseph Bell", "1968-12-12", "85004")
    fusion = vehicle("V-6601", "563481", "2017 Ford Fusion, black", "85004", "PH-7301")
    driver = scenario(
        3,
        "mid_call_correction",
        note="The caller gives the passenger's name as the other driver's and corrects it after "
        "it is recorded; the claim must carry the driver (FNOL-5).",
        persona="received",
        goal="You were rear-ended at a stoplight on Wednesday and swapped information with the "
        "other car. Reading your notes you first give the passenger's name, Daniel Kelly; the "
        "driver was Ryan Mitchell.",
        purpose="Replace the recorded name with the corrected one before submitting.",
        facts=[
            *identity_facts("Joseph Bell", "1968-12-12", "563481"),
            loss_date_fact("2024-06-12"),
            other_party_fact(
                "Daniel Kelly",
                fix=correction(
                    "name",
                    "Ryan Mitchell",
                    "tool:add_claim_fact",
                    ("Sorry, my mistake, the driver's name is {spoken}.",),
                ),
            ),
            loss_zip_fact("85251", ZIP_ON_ROAD),
        ],
        opening=[
            "Hi, I was rear-ended at a stoplight on Wednesday. The other driver was very "
            "apologetic, we swapped information, and I wrote it all down.",
        ],
        seed={
            "policyholders": [bell],
            "policies": [policy("563481", "auto", ["PH-7301"])],
            "items": [fusion],
        },
        gold=[
            verify(),
            act("get_policy", policy_number=ref("policy_number")),
            act(
                "open_claim",
                policy_number=ref("policy_number"),
                item_id=from_result("get_policy", ITEM_ID),
                loss_type="collision",
                loss_date=ref("loss_date"),
            ),
            act(
                "add_claim_fact",
                "the corrected driver, not the passenger (FNOL-5)",
                claim_id=new_claim(),
                field="other_party_name",
                value=ref("other_party"),
            ),
            act(
                "add_claim_fact",
                claim_id=new_claim(),
                field="loss_postcode",
                value=ref("loss_zip"),
            ),
            act("submit_claim", claim_id=new_claim()),
        ],
        nl_assertion="The agent confirms the corrected driver's name back before submitting.",
        difficulty={"corrections": 1, "corrected_after": "add_claim_fact"},
    )
    return [estimate, policy_no, driver]
