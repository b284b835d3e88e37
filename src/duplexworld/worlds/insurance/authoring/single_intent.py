"""Harborline Insurance scenarios: single intent."""

from __future__ import annotations

from duplexworld.authoring import Authored, act, from_result, must_say, promises_none, ref, selector
from duplexworld.worlds.insurance.authoring.common import (
    CLAIM_ID,
    ITEM_ID,
    LOSS_TYPE,
    PAYMENT_ID,
    ZIP_AT_HOME,
    claim,
    decision,
    holder,
    home,
    home_zip_fact,
    identity_facts,
    loss_date_fact,
    loss_story_fact,
    loss_zip_fact,
    new_claim,
    payment,
    person,
    policy,
    promises_nothing,
    scenario,
    vehicle,
    verify,
)


def single_intent() -> list[Authored]:
    """One request, one path: hail FNOL, a decision review, a lost check."""
    turner = person("PH-2201", "Michael Turner", "1974-09-22", "80218")
    outback = vehicle("V-4101", "615283", "2019 Subaru Outback, green", "80218", "PH-2201")
    pickup = vehicle("V-4102", "615283", "2015 Ford F-150, white", "80218", "PH-2202")
    hail = scenario(
        1,
        "single_intent",
        note="Hail dents on the car: take first notice of loss on the right vehicle, record where "
        "it happened and submit, without saying the dents are covered.",
        persona="lancashire",
        goal="Last night's hail storm dented the roof and hood of your Subaru, parked at home. "
        "You want Harborline to know and to get it looked at.",
        purpose="Control condition for FNOL: infer a hail claim from a description of dents, "
        "pick the Subaru (not the pickup), record the required ZIP code and submit.",
        facts=[
            selector(
                "which_vehicle",
                "which vehicle",
                "Subaru",
                "My Subaru, the Outback.",
                reveal="volunteered",
            ),
            loss_story_fact("A hail storm dented the roof and the hood of my car."),
            *identity_facts("Michael Turner", "1974-09-22", "615283"),
            loss_date_fact("2024-06-13"),
            loss_zip_fact("80218", ZIP_AT_HOME),
        ],
        opening=[
            "Hi, that hail storm last night left dents all over the roof and the hood of my "
            "Subaru. It looks like somebody went at it with a hammer.",
            "Hello, my Subaru got pounded by hail last night, there are dents everywhere on the "
            "roof and hood.",
        ],
        seed={
            "policyholders": [turner, person("PH-2202", "Susan Turner", "1976-01-09", "80218")],
            "policies": [policy("615283", "auto", ["PH-2201"], listed=("PH-2202",))],
            "items": [outback, pickup],
            "claims": [
                claim("CLM-615283-1", pickup, "collision", "2023-08-14", "closed", "PH-2202")
            ],
        },
        gold=[
            verify(),
            act(
                "get_policy",
                info="two vehicles; the Subaru is V-4101",
                policy_number=ref("policy_number"),
            ),
            act(
                "open_claim",
                info="hail on the Subaru (FNOL-1, FNOL-2)",
                policy_number=ref("policy_number"),
                item_id=from_result("get_policy", ITEM_ID, ref("which_vehicle")),
                loss_type=LOSS_TYPE.over("what_happened"),
                loss_date=ref("loss_date"),
            ),
            act(
                "add_claim_fact",
                info="a vehicle hail claim needs the ZIP where it happened (FNOL-4)",
                claim_id=new_claim(),
                field="loss_postcode",
                value=ref("loss_zip"),
            ),
            act("submit_claim", claim_id=new_claim()),
        ],
        nl_assertion="The agent does not say the hail damage is covered or will be paid; it "
        "gives the claim number and says an adjuster will be in touch.",
        nl_checks=[
            promises_nothing(),
            must_say(
                value={"result": 2, "pattern": "CLM-\\d{6}-\\d"}, note="gives the claim number"
            ),
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        difficulty={"vehicles_on_policy": 2, "required_facts": 1},
    )

    morgan = person("PH-3301", "Patricia Morgan", "1958-04-03", "43085")
    house = home("H-5101", "372904", "house at 61 Linden Court", "43085")
    review = scenario(
        2,
        "single_intent",
        note="A denied basement claim the caller disputes: the agent cannot change the decision; "
        "the named insured can ask for a review by another adjuster (ADJ-3).",
        persona="received",
        goal="Harborline wrote that it will not pay for your flooded basement because of slow "
        "seepage. The water came in all at once when the sump pump died, and you want someone "
        "to look at it again.",
        purpose="Infer a decision review from a disputed denial, read the decision, and file the "
        "review without promising an outcome or changing anything else.",
        facts=[
            selector(
                "which_claim",
                "which claim",
                "water",
                "The water in the basement.",
                reveal="volunteered",
            ),
            *identity_facts("Patricia Morgan", "1958-04-03", "372904"),
        ],
        opening=[
            "Hello. I got a letter saying you won't pay for my flooded basement, and I think "
            "whoever looked at it got it wrong. The water came in all at once when the sump pump "
            "died. It wasn't seeping for months.",
        ],
        seed={
            "policyholders": [morgan],
            "policies": [policy("372904", "home", ["PH-3301"], term=("2023-10-01", "2024-09-30"))],
            "items": [house],
            "claims": [
                claim("CLM-372904-1", house, "wind", "2022-03-07", "closed", "PH-3301"),
                claim(
                    "CLM-372904-2",
                    house,
                    "water",
                    "2024-04-28",
                    "denied",
                    "PH-3301",
                    {"estimated_damage": "7400.00"},
                    decision=decision(
                        "denied",
                        "2024-05-30",
                        "water seeped through the foundation over months; only sudden water "
                        "damage is covered",
                    ),
                ),
            ],
            "payments": [
                payment("PAY-5120", "CLM-372904-1", "2310.00", "check", "2022-04-02", "cashed")
            ],
        },
        gold=[
            verify(),
            act(
                "list_claims", info="the water claim is denied", policy_number=ref("policy_number")
            ),
            act(
                "get_claim",
                info="reads the decision and its date",
                claim_id=from_result("list_claims", CLAIM_ID, ref("which_claim")),
            ),
            act(
                "request_decision_review",
                info="within 60 days of the decision; the decision itself is unchanged (ADJ-3)",
                claim_id=from_result("get_claim", CLAIM_ID),
            ),
        ],
        nl_assertion="The agent does not say the decision will be overturned or that the "
        "basement will be paid for; it says a different adjuster will review it and write to her.",
        nl_checks=[
            promises_nothing(
                "will be overturned",
                "will be reversed",
                note="does not say the decision will be overturned or the basement paid for",
            )
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        difficulty={"claims_on_policy": 2},
    )

    brooks = person("PH-4401", "Kevin Brooks", "1986-12-05", "30318")
    civic = vehicle("V-6201", "529461", "2020 Honda Civic, blue", "30318", "PH-4401")
    check = scenario(
        3,
        "single_intent",
        note="A claim check that never arrived, issued three weeks ago: stopping and reissuing it "
        "needs tier 2 (ZIP on file) and the named insured (PAY-2).",
        persona="caribbean",
        goal="Harborline told you weeks ago that a check for your bumper repair was on its way, "
        "and it never arrived. The body shop keeps calling you about the bill.",
        purpose="Infer a reissue from a missing check, step up to tier 2 before acting, pick the "
        "uncashed repair check, and reissue it for the same amount.",
        facts=[
            selector(
                "which_claim", "which claim", "collision", "The bumper repair, from the collision."
            ),
            *identity_facts("Kevin Brooks", "1986-12-05", "529461"),
            home_zip_fact("30318"),
        ],
        opening=[
            "Hi, I was told weeks ago that a check was coming for my bumper repair, and it still "
            "hasn't shown up in my mailbox. The body shop keeps calling me about it.",
        ],
        seed={
            "policyholders": [brooks],
            "policies": [policy("529461", "auto", ["PH-4401"])],
            "items": [civic],
            "claims": [
                claim("CLM-529461-1", civic, "glass", "2023-02-11", "closed", "PH-4401"),
                claim(
                    "CLM-529461-2",
                    civic,
                    "collision",
                    "2024-04-30",
                    "approved",
                    "PH-4401",
                    {"loss_postcode": "30309"},
                    decision=decision(
                        "approved", "2024-05-22", "rear bumper repair, less the deductible"
                    ),
                ),
            ],
            "payments": [
                payment("PAY-7710", "CLM-529461-1", "385.00", "check", "2023-03-01", "cashed"),
                payment("PAY-8841", "CLM-529461-2", "1240.00", "check", "2024-05-24", "issued"),
            ],
        },
        gold=[
            verify(),
            act(
                "check_postcode_factor",
                info="reissuing a check needs tier 2 (ID-2, PAY-2)",
                holder_id=holder(),
                postcode=ref("home_zip"),
            ),
            act("list_claims", policy_number=ref("policy_number")),
            act(
                "get_claim",
                info="the bumper repair (collision) claim shows the issued, uncashed check "
                "PAY-8841",
                claim_id=from_result("list_claims", CLAIM_ID, ref("which_claim")),
            ),
            act(
                "request_payment_reissue",
                info="21 days after issue, not cashed",
                payment_id=from_result("get_claim", PAYMENT_ID),
            ),
        ],
        nl_checks=[
            promises_none(
                "another payment",
                "additional payment",
                "extra payment",
                "second payment",
                "pay you more",
                "more money",
                note="promises no other payment",
            )
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_assertion="The agent says the new check is for the same amount and goes to the "
        "address on file, and promises no other payment.",
        difficulty={"verification_tier": 2, "payments_on_file": 2},
    )
    return [hail, review, check]
