"""Suspension scenarios of Harborline Insurance: the caller steps away and comes back."""

from __future__ import annotations

from duplexworld.authoring import Authored, act, from_result, ref, selector
from duplexworld.authoring.checks import must_not_say
from duplexworld.worlds.insurance.authoring.common import (
    CLAIM_ID,
    ITEM_ID,
    LOSS_TYPE,
    SLOT_ID,
    ZIP_ON_ROAD,
    choice_fact,
    claim,
    home,
    identity_facts,
    loss_date_fact,
    loss_story_fact,
    loss_zip_fact,
    new_claim,
    person,
    police_fact,
    policy,
    promises_nothing,
    scenario,
    slot,
    vehicle,
    verify,
)


def suspension() -> list[Authored]:
    """The caller steps away and comes back across 35 to 50 seconds of dead air."""
    baker = person("PH-8101", "Anna Baker", "1991-01-30", "37206")
    rogue = vehicle("V-1201", "493826", "2019 Nissan Rogue, silver", "37206", "PH-8101")
    toddler = scenario(
        1,
        "suspension",
        note="Mid-verification the caller's toddler wakes up and she steps away for 35 seconds; "
        "the agent must hold without hanging up or repeating what she already gave (CALL-2).",
        persona="midlands",
        goal="You clipped a concrete pillar pulling out of a parking space this morning and "
        "dented the passenger door of your Rogue. Your toddler may wake up during the call.",
        purpose="A plain collision report interrupted by dead air: hold, resume, finish.",
        facts=[
            loss_story_fact("I clipped a concrete pillar pulling out of a parking space."),
            *identity_facts("Anna Baker", "1991-01-30", "493826"),
            loss_date_fact("2024-06-14"),
            loss_zip_fact("46218", ZIP_ON_ROAD),
        ],
        opening=[
            "Hi, I had a little accident in a parking garage this morning. I clipped a concrete "
            "pillar pulling out of a space and the passenger door is dented in.",
        ],
        suspension={
            "after": "fact:policy_number",
            "duration_s": 35,
            "leave_variants": [
                "Oh, hold on a second, my toddler just woke up from his nap, give me a minute."
            ],
            "return_variants": ["Sorry about that, I'm back now."],
        },
        seed={
            "policyholders": [baker],
            "policies": [policy("493826", "auto", ["PH-8101"])],
            "items": [rogue],
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
                field="loss_postcode",
                value=ref("loss_zip"),
            ),
            act("submit_claim", claim_id=new_claim()),
        ],
        nl_checks=[
            must_not_say(
                "again",
                "repeat",
                "start over",
                "one more time",
                act="ask",
                note="does not ask again for details the caller already gave",
            ),
        ],
        nl_assertion="The agent waits through the pause without ending the call and does not ask "
        "again for details the caller already gave.",
        difficulty={"suspension_s": 35},
    )

    cook = person("PH-8201", "James Cook", "1956-07-04", "33606")
    house = home("H-3101", "738214", "house at 512 Bayview Drive", "33606")
    calendar = scenario(
        2,
        "suspension",
        note="The caller goes to find his calendar for 45 seconds before picking an inspection "
        "slot; meanwhile the Monday morning slot is taken. Only a fresh list shows it.",
        persona="deliberate",
        goal="An inspector has to look at the storm damage to your house, and you want to set a "
        "date. Your calendar is in the kitchen. Monday suits you, the earlier the better.",
        purpose="Dead air followed by a stale read: the slot first offered is gone after the "
        "pause, so the agent lists again and books what is left on Monday.",
        facts=[
            selector("which_claim", "which claim", "wind", "The wind damage to my house."),
            *identity_facts("James Cook", "1956-07-04", "738214"),
            choice_fact(
                "preferred_day",
                "preferred day for the inspection",
                "Monday",
                "Monday works, the earlier the better",
                ("which day", "what day", "prefer", "works best", "morning", "afternoon"),
            ),
        ],
        opening=[
            "Hello, this is about the storm damage to my house. I got a letter saying an "
            "inspector has to come out, and I'd like to get a date on the calendar.",
        ],
        suspension={
            "after": "fact:policy_number",
            "duration_s": 45,
            "leave_variants": [
                "Hang on, let me go find my calendar, it's in the kitchen, just a minute."
            ],
            "return_variants": ["Okay, I've got my calendar now, go ahead."],
        },
        world_changes=[
            {
                "after": "tool:list_inspection_slots",
                "occurrence": 1,
                "table": "inspection_slots",
                "key": "SL-8101",
                "set": {"booked_for": "CLM-738911-1"},
                "note": "another customer books the Monday morning slot",
            }
        ],
        seed={
            "policyholders": [cook],
            "policies": [policy("738214", "home", ["PH-8201"], term=("2023-09-01", "2024-08-31"))],
            "items": [house],
            "claims": [
                claim(
                    "CLM-738214-2",
                    house,
                    "wind",
                    "2024-06-05",
                    "submitted",
                    "PH-8201",
                    {"estimated_damage": "9200.00"},
                ),
                claim("CLM-738214-1", house, "water", "2021-02-11", "closed", "PH-8201"),
            ],
            "inspection_slots": [
                slot("SL-8101", "33606", "2024-06-17", "9 am to 12 pm"),
                slot("SL-8102", "33606", "2024-06-17", "1 pm to 4 pm"),
                slot("SL-8103", "33606", "2024-06-19", "9 am to 12 pm"),
            ],
        },
        gold=[
            verify(),
            act(
                "list_claims",
                info="the wind claim is submitted",
                policy_number=ref("policy_number"),
            ),
            act(
                "list_inspection_slots",
                info="Monday morning SL-8101 is open",
                claim_id=from_result("list_claims", CLAIM_ID, ref("which_claim")),
            ),
            act(
                "list_inspection_slots",
                info="the re-read: SL-8101 has been taken",
                claim_id=from_result("list_claims", CLAIM_ID, ref("which_claim")),
            ),
            act(
                "book_inspection",
                info="the Monday slot still open",
                claim_id=from_result("list_claims", CLAIM_ID, ref("which_claim")),
                slot_id=from_result(
                    "list_inspection_slots", SLOT_ID, ref("preferred_day"), pick="first"
                ),
            ),
        ],
        nl_assertion="The agent waits while the caller fetches his calendar and offers only "
        "slots that are still open when it books.",
        difficulty={"suspension_s": 45, "volatile_records": 1},
    )

    adams = person("PH-8301", "Henry Adams", "1962-05-18", "44113")
    jeep = vehicle("V-8801", "286345", "2014 Jeep Cherokee, green", "44113", "PH-8301")
    report = scenario(
        3,
        "suspension",
        note="Overnight vandalism on the caller's Jeep; the police report is out in the car, so "
        "he steps away for 50 seconds to fetch it before he can give the number.",
        persona="calm",
        goal="Someone smashed the mirrors and the back window of your Jeep overnight in front of "
        "your apartment; nothing was taken. The police report is in the car.",
        purpose="Dead air in the middle of intake: hold, then record the report number and "
        "submit a vandalism claim (FNOL-2).",
        facts=[
            loss_story_fact(
                "Someone smashed the mirrors and the back window of my Jeep on purpose."
            ),
            *identity_facts("Henry Adams", "1962-05-18", "286345"),
            loss_date_fact("2024-06-13"),
            police_fact("5082406"),
        ],
        opening=[
            "Hi, I came out this morning and somebody had smashed both mirrors and the back "
            "window on my Jeep overnight, right in front of my apartment. Nothing was taken, "
            "they just wrecked it.",
        ],
        suspension={
            "after": "fact:loss_date",
            "duration_s": 50,
            "leave_variants": [
                "Hold on, the police report is out in my car, let me go get it, just a minute."
            ],
            "return_variants": ["Okay, I'm back, I have the report right here."],
        },
        seed={
            "policyholders": [adams],
            "policies": [policy("286345", "auto", ["PH-8301"])],
            "items": [jeep],
            "claims": [claim("CLM-286345-1", jeep, "glass", "2022-04-03", "closed", "PH-8301")],
        },
        gold=[
            verify(),
            act("get_policy", policy_number=ref("policy_number")),
            act(
                "open_claim",
                info="deliberate damage, nothing stolen: vandalism (FNOL-2)",
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
            act("submit_claim", claim_id=new_claim()),
        ],
        nl_assertion="The agent holds while the caller fetches the report and does not end the "
        "call or say the damage will be paid for.",
        nl_checks=[promises_nothing()],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        difficulty={"suspension_s": 50},
    )
    return [toddler, calendar, report]
