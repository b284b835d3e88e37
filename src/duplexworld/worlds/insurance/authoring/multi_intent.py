"""Harborline Insurance scenarios: multi intent."""

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
from duplexworld.authoring.checks import must_not_say
from duplexworld.worlds.insurance.authoring.common import (
    CLAIM_ID,
    ITEM_ID,
    LOSS_TYPE,
    POLICY_NUMBER,
    SLOT_ID,
    ZIP_AT_HOME,
    ZIP_ON_ROAD,
    choice_fact,
    claim,
    decision,
    estimate_fact,
    holder,
    home,
    identity_facts,
    loss_date_fact,
    loss_story_fact,
    loss_zip_fact,
    new_claim,
    other_party_fact,
    person,
    policy,
    promises_nothing,
    scenario,
    slot,
    vehicle,
    verify,
)


def multi_intent() -> list[Authored]:
    """Several requests with a dependency: FNOL then inspection, two policies, review and
    coverage."""
    collins = person("PH-5501", "Jennifer Collins", "1990-07-19", "98103")
    rav4 = vehicle("V-7301", "846215", "2021 Toyota RAV4, red", "98103", "PH-5501")
    fender = scenario(
        1,
        "multi_intent",
        note="A parking-lot collision to report and an inspection to book: the inspection needs "
        "the submitted claim. The earliest morning slot is taken by someone else right after the "
        "first read, so a fresh list is needed.",
        persona="caribbean",
        goal="Someone backed into your RAV4 in the grocery store lot this afternoon and crushed "
        "the front fender. You want to report it and have someone look at the damage as soon as "
        "possible, in a morning.",
        purpose="Two requests with a dependency (the inspection needs the claim, submitted); "
        "the world changes after the first slot list, so booking on the stale list fails.",
        facts=[
            loss_story_fact("Someone backed into my car in a parking lot and crushed the fender."),
            *identity_facts("Jennifer Collins", "1990-07-19", "846215"),
            loss_date_fact("2024-06-14"),
            loss_zip_fact("98115", ZIP_ON_ROAD),
            other_party_fact("Brian Cooper"),
            choice_fact(
                "preferred_time",
                "preferred time for the inspection",
                "morning",
                "Mornings are best, the earliest morning you have",
                ("morning", "afternoon", "what time", "prefer", "works best", "which slot"),
            ),
        ],
        opening=[
            "Hi, someone backed into my car in the grocery store parking lot this afternoon and "
            "crushed the front fender. I got his name. And I'd really like somebody to come look "
            "at the damage as soon as possible.",
        ],
        world_changes=[
            {
                "after": "tool:list_inspection_slots",
                "occurrence": 1,
                "table": "inspection_slots",
                "key": "SL-6101",
                "set": {"booked_for": "CLM-902117-4"},
                "note": "another customer books the Monday morning slot",
            }
        ],
        seed={
            "policyholders": [collins],
            "policies": [policy("846215", "auto", ["PH-5501"])],
            "items": [rav4],
            "inspection_slots": [
                slot("SL-6101", "98103", "2024-06-17", "8 am to 11 am"),
                slot("SL-6102", "98103", "2024-06-17", "1 pm to 4 pm"),
                slot("SL-6103", "98103", "2024-06-18", "8 am to 11 am"),
                slot("SL-6104", "98103", "2024-06-19", "1 pm to 4 pm"),
                slot("SL-6201", "98115", "2024-06-17", "8 am to 11 am"),
            ],
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
                info="required for a vehicle collision (FNOL-4)",
                claim_id=new_claim(),
                field="loss_postcode",
                value=ref("loss_zip"),
            ),
            act(
                "add_claim_fact",
                info="the caller got his name (FNOL-3)",
                claim_id=new_claim(),
                field="other_party_name",
                value=ref("other_party"),
            ),
            act(
                "submit_claim",
                info="inspections are booked for submitted claims",
                claim_id=new_claim(),
            ),
            act(
                "list_inspection_slots",
                info="SL-6101 is the earliest morning",
                claim_id=new_claim(),
            ),
            act(
                "list_inspection_slots",
                info="the re-read: SL-6101 has just been taken",
                claim_id=new_claim(),
            ),
            act(
                "book_inspection",
                info="the earliest morning slot still open",
                claim_id=new_claim(),
                slot_id=from_result(
                    "list_inspection_slots", SLOT_ID, ref("preferred_time"), pick="first"
                ),
            ),
        ],
        nl_assertion="The agent books the earliest morning slot that is still open after "
        "checking again, and does not say the fender repair will be paid for.",
        nl_checks=[promises_nothing()],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        difficulty={"requests": 2, "dependencies": 1, "volatile_records": 1, "slots_near": 4},
    )

    nelson = person("PH-6601", "Robert Nelson", "1969-02-11", "55417")
    pilot = vehicle("V-8101", "703518", "2018 Honda Pilot, black", "55417", "PH-6601")
    house = home("H-8201", "703522", "house and detached garage at 4410 Cedar Avenue", "55417")
    tree = scenario(
        2,
        "multi_intent",
        note="One windstorm, two losses on two policies: the caller verifies once (authority "
        "follows the policyholder, AUTH-2), the agent finds the home policy and files two claims.",
        persona="scottish",
        goal="Last night's wind brought the maple in your yard down across your car in the "
        "driveway and the garage roof. A roofer says the garage roof will be about three "
        "thousand two hundred dollars. You want both taken care of.",
        purpose="Two claims on two policies after one verification: list the caller's policies "
        "to reach the home policy, choose wind for both (FNOL-2), record what each needs.",
        facts=[
            selector("which_policy", "which policy", "home", "My home insurance policy."),
            loss_story_fact("The wind brought the maple down on my car and on the garage roof."),
            *identity_facts("Robert Nelson", "1969-02-11", "703518"),
            loss_date_fact("2024-06-13"),
            loss_zip_fact("55417", ZIP_AT_HOME),
            estimate_fact(
                "3200.00",
                ("The roofer said {spoken} for the garage roof.", "About {spoken} for the roof."),
            ),
        ],
        opening=[
            "Hi. The wind last night brought down the big maple in my yard. It landed right "
            "across my car in the driveway, and it took a chunk out of the garage roof too.",
        ],
        seed={
            "policyholders": [nelson, person("PH-6602", "Carol Nelson", "1971-05-30", "55417")],
            "policies": [
                policy("703518", "auto", ["PH-6601"], listed=("PH-6602",)),
                policy("703522", "home", ["PH-6601", "PH-6602"], term=("2023-11-01", "2024-10-31")),
            ],
            "items": [pilot, house],
            "claims": [claim("CLM-703522-1", house, "hail", "2021-07-19", "closed", "PH-6602")],
        },
        gold=[
            verify("verified once, with the auto policy number"),
            act("list_policies", info="finds the home policy 703522", holder_id=holder()),
            act(
                "get_policy",
                info="the car is V-8101",
                step="auto",
                policy_number=ref("policy_number"),
            ),
            act(
                "get_policy",
                info="the house and garage are H-8201",
                step="home",
                policy_number=from_result("list_policies", POLICY_NUMBER, ref("which_policy")),
            ),
            act(
                "open_claim",
                info="a tree blown onto a car is wind (FNOL-2)",
                policy_number=ref("policy_number"),
                item_id=from_result("auto", ITEM_ID),
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
            act(
                "open_claim",
                policy_number=from_result("list_policies", POLICY_NUMBER, ref("which_policy")),
                item_id=from_result("home", ITEM_ID),
                loss_type=LOSS_TYPE.over("what_happened"),
                loss_date=ref("loss_date"),
            ),
            act(
                "add_claim_fact",
                info="a property wind claim needs the estimate (FNOL-4)",
                claim_id=new_claim(),
                field="estimated_damage",
                value=ref("estimate"),
            ),
            act("submit_claim", claim_id=new_claim()),
        ],
        nl_assertion="The agent does not ask the caller to verify a second time for the home "
        "policy and gives both claim numbers without saying either loss is covered.",
        nl_checks=[
            must_not_say(
                "verify again",
                "verify you again",
                "again",
                "one more time",
                "re-verify",
                "second time",
                act="ask",
                note="does not ask the caller to verify a second time",
            ),
            promises_nothing(),
            must_say(
                value={"result": 4, "pattern": "CLM-\\d{6}-\\d"},
                note="gives the first claim number",
            ),
            must_say(
                value={"result": 7, "pattern": "CLM-\\d{6}-\\d"},
                note="gives the second claim number",
            ),
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        difficulty={"requests": 2, "policies": 2, "verifications": 1},
    )

    peterson = person("PH-7701", "Nancy Peterson", "1963-10-08", "63105")
    house = home("H-9101", "268417", "house at 902 Alder Street", "63105")
    backup = scenario(
        3,
        "multi_intent",
        note="A denial for sewer backup through a floor drain: the caller wants a second look "
        "and the missing coverage from July on. Which coverage to add depends on the decision "
        "read; it never applies to the old loss (COV-2).",
        persona="deliberate",
        goal="Your basement claim was turned down because of water coming up through a floor "
        "drain. You want someone to take a second look, and you want whatever coverage you were "
        "missing added from the first of July.",
        purpose="Two requests, one depending on a read: the decision names the missing coverage "
        "(water backup), which is added from the caller's date, not backdated.",
        facts=[
            selector("which_claim", "which claim", "water", "The basement one, the water claim."),
            *identity_facts("Nancy Peterson", "1963-10-08", "268417"),
            fact(
                "start_date",
                "start date for the new coverage",
                "date",
                "2024-07-01",
                keywords=("start date", "start the coverage", "effective", "from when", "begin"),
                answers=("From {spoken}, please.", "Starting {spoken}."),
            ),
        ],
        opening=[
            "Hi. My claim for the basement got turned down because of something about a floor "
            "drain, and I'd like someone to take a second look. And whatever it was I didn't "
            "have, I want it on my policy so this doesn't happen again.",
        ],
        seed={
            "policyholders": [peterson],
            "policies": [policy("268417", "home", ["PH-7701"], term=("2024-01-15", "2025-01-14"))],
            "items": [house],
            "claims": [
                claim("CLM-268417-1", house, "hail", "2022-05-04", "closed", "PH-7701"),
                claim(
                    "CLM-268417-2",
                    house,
                    "water",
                    "2024-05-18",
                    "denied",
                    "PH-7701",
                    {"estimated_damage": "5650.00"},
                    decision=decision(
                        "denied",
                        "2024-05-29",
                        "sewer water backed up through a floor drain; the policy has no "
                        "water_backup coverage",
                    ),
                ),
            ],
        },
        gold=[
            verify(),
            act("list_claims", policy_number=ref("policy_number")),
            act(
                "get_claim",
                info="the reason names the missing water_backup coverage",
                claim_id=from_result("list_claims", CLAIM_ID, ref("which_claim")),
            ),
            act("request_decision_review", claim_id=from_result("get_claim", CLAIM_ID)),
            act(
                "add_coverage",
                info="from the caller's date; it does not cover the denied loss (COV-1, COV-2)",
                policy_number=ref("policy_number"),
                coverage=from_result("get_claim", r"no (\w+) coverage"),
                effective_date=ref("start_date"),
            ),
        ],
        nl_checks=[
            promises_none(
                phrase_class="outcome_promise", note="does not say the review will succeed"
            ),
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_assertion="The agent does not say the review will succeed and tells the caller the "
        "new water backup coverage will not apply to the basement loss already decided.",
        difficulty={"requests": 2, "dependencies": 1},
    )
    return [fender, tree, backup]
