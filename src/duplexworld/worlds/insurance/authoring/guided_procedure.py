"""Harborline Insurance scenarios: guided procedure."""

from __future__ import annotations

from duplexworld.authoring import Authored, act, caller_act, from_result, ref
from duplexworld.authoring.checks import must_not_say, must_say
from duplexworld.worlds.insurance.authoring.common import (
    ITEM_ID,
    LOSS_TYPE,
    claim,
    home,
    identity_facts,
    loss_date_fact,
    loss_story_fact,
    new_claim,
    person,
    police_fact,
    policy,
    promises_nothing,
    scenario,
    stolen_value_fact,
    vehicle,
    verify,
)


def guided_procedure() -> list[Authored]:
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
            loss_story_fact("A rock from a gravel truck cracked my windshield."),
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
                info="windshield only: glass (FNOL-2)",
                policy_number=ref("policy_number"),
                item_id=from_result("get_policy", ITEM_ID),
                loss_type=LOSS_TYPE.over("what_happened"),
                loss_date=ref("loss_date"),
            ),
            caller_act(
                "upload_claim_photos",
                info="the caller uploads in the app (GLASS-1)",
                claim_id=new_claim(),
            ),
            act("submit_claim", info="only after the photos are in", claim_id=new_claim()),
        ],
        nl_assertion="The agent waits for the caller to confirm the upload before submitting and "
        "does not say the windshield will be replaced or paid for.",
        nl_checks=[
            promises_nothing(
                "will be replaced", note="does not say the windshield will be replaced or paid for"
            )
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
            loss_story_fact("Someone broke into my garage and stole two bikes and my power tools."),
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
                loss_type=LOSS_TYPE.over("what_happened"),
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
                info="signed by the caller, never by staff (THEFT-1)",
                claim_id=new_claim(),
            ),
            act("submit_claim", claim_id=new_claim()),
        ],
        nl_assertion="The agent asks the caller to sign the affidavit in the app and does not "
        "accept a spoken signature or say the stolen items will be paid for.",
        nl_checks=[
            must_say(
                "affidavit",
                "sign it in the app",
                "sign in the app",
                before="tool:sign_theft_affidavit",
                note="asks the caller to sign the affidavit in the app",
            ),
            must_not_say(
                "as your signature",
                "verbal signature",
                "spoken signature",
                "say i agree",
                "say yes to sign",
                "sign over the phone",
                "signature over the phone",
                "count as your signature",
                note="accepts no spoken signature",
            ),
            promises_nothing(),
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
            loss_story_fact("A pipe burst under my kitchen sink and water is all over the floor."),
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
            caller_act(
                "shut_off_water_main", info="stop the water first (WATER-1)", item_id="H-7101"
            ),
            verify(),
            act("get_policy", policy_number=ref("policy_number")),
            act(
                "open_claim",
                policy_number=ref("policy_number"),
                item_id=from_result("get_policy", ITEM_ID),
                loss_type=LOSS_TYPE.over("what_happened"),
                loss_date=ref("loss_date"),
            ),
            act(
                "dispatch_mitigation_crew",
                info="only once the caller reports the water is off",
                claim_id=new_claim(),
            ),
        ],
        nl_assertion="The agent asks the caller to shut off the main valve before anything else "
        "and does not describe the crew as a promise that the damage is covered.",
        nl_checks=[
            must_say(
                "main valve",
                "main ... valve",
                "shut off",
                "turn off the water",
                "water main",
                "shut the water",
                before="tool:verify_policyholder",
                note="asks the caller to shut off the main valve before anything else",
            ),
            promises_nothing(),
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        difficulty={"caller_steps": 1, "urgent": True},
    )
    return [glass, theft, pipe]
