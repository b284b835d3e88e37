"""Harborline Insurance scenarios: mid call correction."""

from __future__ import annotations

from duplexworld.authoring import (
    Authored,
    act,
    correction,
    discloses_none,
    from_result,
    must_say,
    ref,
)
from duplexworld.worlds.insurance.authoring.common import (
    CLAIM_ID,
    ITEM_ID,
    LOSS_TYPE,
    SLOT_ID,
    ZIP_ON_ROAD,
    choice_fact,
    claim,
    dob_fact,
    estimate_fact,
    home,
    identity_facts,
    loss_date_fact,
    loss_story_fact,
    loss_zip_fact,
    name_fact,
    new_claim,
    other_party_fact,
    person,
    policy,
    policy_fact,
    scenario,
    slot,
    vehicle,
    verify,
)


def mid_call_correction() -> list[Authored]:
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
            loss_story_fact("The wind storm on Sunday tore shingles off my roof."),
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
                loss_type=LOSS_TYPE.over("what_happened"),
                loss_date=ref("loss_date"),
            ),
            act(
                "add_claim_fact",
                info="the corrected total; recording again replaces the first value (FNOL-5)",
                claim_id=new_claim(),
                field="estimated_damage",
                value=ref("estimate"),
            ),
            act("submit_claim", claim_id=new_claim()),
        ],
        nl_assertion="The agent reads the corrected amount back and submits the claim with it.",
        difficulty={"corrections": 1, "corrected_after": "add_claim_fact"},
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_checks=[
            must_say(
                value={"fact": "estimate"},
                before="tool:submit_claim",
                note="reads back the corrected amount",
            ),
        ],
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
                info="Thursday June 20th, afternoon",
                claim_id=from_result("list_claims", CLAIM_ID),
                slot_id=from_result("list_inspection_slots", SLOT_ID, ref("preferred_time")),
            ),
        ],
        nl_checks=[
            discloses_none(
                "gary",
                "wood",
                "tacoma",
                "75214",
                note="does not say whose policy the swapped number is",
            )
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
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
            loss_story_fact("Another car rear-ended me at a stoplight."),
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
                loss_type=LOSS_TYPE.over("what_happened"),
                loss_date=ref("loss_date"),
            ),
            act(
                "add_claim_fact",
                info="the corrected driver, not the passenger (FNOL-5)",
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
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_checks=[
            must_say(
                value={"fact": "other_party"},
                before="tool:submit_claim",
                note="confirms the corrected driver's name",
            ),
        ],
    )
    return [estimate, policy_no, driver]
