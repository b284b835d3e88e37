"""Harborline Insurance scenarios: narrative intake."""

from __future__ import annotations

from duplexworld.authoring import Authored, act, from_result, must_say, ref, selector
from duplexworld.worlds.insurance.authoring.common import (
    CLAIM_ID,
    ITEM_ID,
    LOSS_TYPE,
    ZIP_ON_ROAD,
    claim,
    estimate_fact,
    home,
    identity_facts,
    loss_date_fact,
    loss_story_fact,
    loss_zip_fact,
    new_claim,
    other_party_fact,
    person,
    police_fact,
    policy,
    promises_nothing,
    scenario,
    text_fact,
    vehicle,
    verify,
)


def narrative_intake() -> list[Authored]:
    """Long unstructured accounts with volunteered facts to extract, confirm and file."""
    phillips = person("PH-8801", "Susan Phillips", "1973-02-25", "60657")
    crv = vehicle("V-2601", "917352", "2022 Honda CR-V, silver", "60657", "PH-8801")
    rear_end = scenario(
        1,
        "narrative_intake",
        note="A shaken caller tells the whole rear-end collision in one breath; the other "
        "driver's name, the police report number and the ZIP code are in it, to be filed as "
        "structured facts.",
        persona="lancashire",
        goal="A pickup slammed into the back of your CR-V at a red light yesterday. You have the "
        "driver's name and a police report number and do not know where to start.",
        purpose="Extract three volunteered facts from a long account, confirm them and file "
        "them on a new collision claim.",
        facts=[
            loss_story_fact("A pickup truck slammed into the back of my car at a red light."),
            *identity_facts("Susan Phillips", "1973-02-25", "917352"),
            loss_date_fact("2024-06-13", "date of the accident"),
            loss_zip_fact("60657", ZIP_ON_ROAD, reveal="volunteered"),
            other_party_fact("Gary Morgan", reveal="volunteered"),
            police_fact("2671358", reveal="volunteered"),
            text_fact(
                "injuries",
                "whether anyone was hurt",
                "Nobody was hurt, thank goodness",
                ("hurt", "injur"),
                reveal="volunteered",
            ),
        ],
        opening=[
            "Hi, so, I'm still a little shaken up. Yesterday I was driving home from my "
            "daughter's soccer practice, and I was stopped at the light on Clark Street, that's "
            "ZIP code six zero six five seven, and this pickup truck just slammed into the back of "
            "me. The driver, his name is Gary Morgan, he got out and said he was looking at his "
            "phone. The police came and gave me a report number, two six seven one three five "
            "eight. My back bumper is hanging off and the trunk won't close. Nobody was hurt, "
            "thank goodness, but I don't even know where to start with all this.",
        ],
        seed={
            "policyholders": [phillips],
            "policies": [policy("917352", "auto", ["PH-8801"])],
            "items": [crv],
            "claims": [claim("CLM-917352-1", crv, "glass", "2023-12-02", "closed", "PH-8801")],
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
            act(
                "add_claim_fact",
                claim_id=new_claim(),
                field="other_party_name",
                value=ref("other_party"),
            ),
            act(
                "add_claim_fact",
                claim_id=new_claim(),
                field="police_report_number",
                value=ref("police_report"),
            ),
            act("submit_claim", claim_id=new_claim()),
        ],
        nl_assertion="The agent reads back the other driver's name, the police report number "
        "and the ZIP code before filing, and does not say who will pay for the repairs.",
        nl_checks=[
            must_say(
                value={"fact": "other_party"},
                before="tool:submit_claim",
                note="reads back the other driver's name",
            ),
            must_say(
                value={"fact": "police_report"},
                before="tool:submit_claim",
                note="reads back the police report number",
            ),
            must_say(
                value={"fact": "loss_zip"},
                before="tool:submit_claim",
                note="reads back the ZIP code",
            ),
            promises_nothing(),
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        difficulty={"volunteered_facts": 3, "facts_filed": 3},
    )

    evans = person("PH-9901", "Grace Evans", "1998-06-06", "55408")
    flat = home("H-4501", "458126", "apartment 3B at 1200 Lake Street", "55408")
    overflow = scenario(
        2,
        "narrative_intake",
        note="A renter's long story of water through the ceiling from the upstairs neighbour's "
        "overflowing tub: the person responsible and the replacement quote are in it.",
        persona="midlands",
        goal="On Tuesday water came through your bedroom ceiling because your upstairs neighbour "
        "left his tub running. Your laptop, mattress and clothes are ruined and you have a quote "
        "to replace them.",
        purpose="Extract the responsible person and the estimate from a long account, pick the "
        "water loss type on the renters policy, and file; the water has stopped, so no crew is "
        "needed.",
        facts=[
            loss_story_fact("Water came through my bedroom ceiling from the bathtub upstairs."),
            *identity_facts("Grace Evans", "1998-06-06", "458126"),
            loss_date_fact("2024-06-11"),
            other_party_fact(
                "Jason Clark",
                label="upstairs neighbor's name",
                keywords=("neighbor", "upstairs", "responsible", "who caused"),
                reveal="volunteered",
            ),
            estimate_fact(
                "3150.00",
                ("The quote comes to {spoken}.", "It's {spoken} to replace everything."),
                reveal="volunteered",
            ),
            text_fact(
                "still_leaking",
                "whether water is still coming in",
                "It stopped that night, so it's not leaking anymore, it's just a mess",
                ("still leaking", "still coming", "water on", "stopped"),
                reveal="volunteered",
            ),
        ],
        opening=[
            "Hi, okay, so this is kind of a long story. I got home from work on Tuesday and there "
            "was water dripping through my bedroom ceiling. It turns out the guy upstairs, Jason "
            "Clark, fell asleep with his bathtub running. The landlord is dealing with the "
            "building, but my laptop, my mattress and a whole bunch of clothes are ruined. I got "
            "a quote to replace everything and it comes to three thousand one hundred fifty "
            "dollars. It stopped that night, so it's not leaking anymore, it's just a mess.",
        ],
        seed={
            "policyholders": [evans],
            "policies": [
                policy(
                    "458126",
                    "renters",
                    ["PH-9901"],
                    coverages={"personal_property": "2024-02-01", "liability": "2024-02-01"},
                    deductible="250.00",
                    term=("2024-02-01", "2025-01-31"),
                )
            ],
            "items": [flat],
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
                info="the person responsible (FNOL-3)",
                claim_id=new_claim(),
                field="other_party_name",
                value=ref("other_party"),
            ),
            act(
                "add_claim_fact",
                info="required for water damage (FNOL-4)",
                claim_id=new_claim(),
                field="estimated_damage",
                value=ref("estimate"),
            ),
            act("submit_claim", claim_id=new_claim()),
        ],
        nl_assertion="The agent confirms the neighbour's name and the amount before filing and "
        "does not say whether the renters policy or the neighbour will pay.",
        nl_checks=[
            must_say(
                value={"fact": "other_party"},
                before="tool:submit_claim",
                note="confirms the neighbour's name",
            ),
            must_say(
                value={"fact": "estimate"}, before="tool:submit_claim", note="confirms the amount"
            ),
            promises_nothing(),
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        difficulty={"volunteered_facts": 2, "facts_filed": 2},
    )

    davis = person("PH-1301", "Karen Davis", "1983-03-12", "98052")
    forester = vehicle("V-3701", "627451", "2020 Subaru Forester, blue", "98052", "PH-1302")
    app_report = scenario(
        3,
        "narrative_intake",
        note="The caller's husband started the report in the app last night; it syncs to the "
        "phone system only after the agent's first look at the claims list. Opening a second "
        "claim fails; the facts belong on the synced report (FNOL-6).",
        persona="hurried",
        goal="A delivery van sideswiped your husband in your Subaru yesterday. He started a "
        "report in the app and asked you to call in the van driver's name and the police report "
        "number.",
        purpose="Extract the volunteered facts, find the app report (visible only on a fresh "
        "read of the claims list) and complete it instead of opening a duplicate.",
        facts=[
            selector(
                "which_claim",
                "which claim",
                "collision",
                "The collision my husband started in the app.",
            ),
            *identity_facts("Karen Davis", "1983-03-12", "627451"),
            loss_date_fact("2024-06-13", "date of the accident"),
            other_party_fact("Eric Johnson", reveal="volunteered"),
            police_fact("4418763", reveal="volunteered"),
        ],
        opening=[
            "Hi, okay, so yesterday my husband was driving our Subaru and a delivery van "
            "sideswiped him on the highway on-ramp. He's fine, but the whole driver's side is "
            "scraped up. He said he started a report in your app last night but he wasn't sure it "
            "went through, and he asked me to call with the rest because he's traveling today. "
            "The van driver's name was Eric Johnson, and the police report number is four four "
            "one eight seven six three.",
        ],
        world_changes=[
            {
                "after": "tool:list_claims",
                "occurrence": 1,
                "table": "claims",
                "key": "CLM-627451-2",
                "set": {"status": "intake"},
                "note": "the app finishes syncing the husband's report",
            }
        ],
        seed={
            "policyholders": [davis, person("PH-1302", "Paul Davis", "1981-08-29", "98052")],
            "policies": [policy("627451", "auto", ["PH-1302", "PH-1301"])],
            "items": [forester],
            "claims": [
                claim("CLM-627451-1", forester, "hail", "2022-06-20", "closed", "PH-1302"),
                claim(
                    "CLM-627451-2",
                    forester,
                    "collision",
                    "2024-06-13",
                    "draft",
                    "PH-1302",
                    {"loss_postcode": "98052"},
                ),
            ],
        },
        gold=[
            verify(),
            act(
                "list_claims",
                info="the app report is not synced yet",
                policy_number=ref("policy_number"),
            ),
            act(
                "list_claims",
                info="the re-read shows the synced report",
                policy_number=ref("policy_number"),
            ),
            act(
                "add_claim_fact",
                claim_id=from_result("list_claims", CLAIM_ID, ref("which_claim")),
                field="other_party_name",
                value=ref("other_party"),
            ),
            act(
                "add_claim_fact",
                claim_id=from_result("list_claims", CLAIM_ID, ref("which_claim")),
                field="police_report_number",
                value=ref("police_report"),
            ),
            act(
                "submit_claim",
                info="the ZIP was already in the app report",
                claim_id=from_result("list_claims", CLAIM_ID, ref("which_claim")),
            ),
        ],
        nl_assertion="The agent completes the report the husband started instead of opening a "
        "second claim, and reads back the driver's name and report number.",
        difficulty={"volunteered_facts": 2, "volatile_records": 1, "duplicate_trap": True},
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_checks=[
            must_say(
                value={"fact": "other_party"},
                before="tool:submit_claim",
                note="reads back the driver's name",
            ),
            must_say(
                value={"fact": "police_report"},
                before="tool:submit_claim",
                note="reads back the report number",
            ),
        ],
    )
    return [rear_end, overflow, app_report]
