"""Harborline Insurance scenarios: identity verification."""

from __future__ import annotations

from duplexworld.authoring import (
    REQUEST,
    Authored,
    act,
    discloses_none,
    from_result,
    lookup_policy,
    must_not_say,
    ref,
    states_refusal,
)
from duplexworld.worlds.insurance.authoring.common import (
    CLAIM_ID,
    ITEM_ID,
    LOSS_TYPE,
    ZIP_ON_ROAD,
    claim,
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
    scenario,
    text_fact,
    vehicle,
    verify,
)


def identity_verification() -> list[Authored]:
    """Authority before anything is read or written: tier 2, a listed driver, a non-party."""
    cooper = person("PH-4501", "Sarah Cooper", "1992-02-14", "19146")
    soul = vehicle("V-3301", "720158", "2018 Kia Soul, white", "19146", "PH-4501")
    withdraw = scenario(
        1,
        "identity_verification",
        note="The caller no longer wants a small claim handled; withdrawing it ends a claim, so "
        "it needs the named insured at tier 2 (ID-2, WD-1), and nothing is read before.",
        persona="hurried",
        goal="You reported a small scrape on your Kia last week, but the repair was cheap and "
        "you would rather pay for it yourself and not have it go through Harborline.",
        purpose="Verify, step up with the ZIP code on file (only after tier 1), then withdraw "
        "the unpaid claim, not the older paid glass claim.",
        facts=[*identity_facts("Sarah Cooper", "1992-02-14", "720158"), home_zip_fact("19146")],
        opening=[
            "Hi, I reported a little scrape on my car last week, but the repair turned out to "
            "be cheap, and I'd rather just pay for it myself and not have it go through you guys.",
        ],
        seed={
            "policyholders": [cooper],
            "policies": [policy("720158", "auto", ["PH-4501"])],
            "items": [soul],
            "claims": [
                claim("CLM-720158-1", soul, "glass", "2023-01-12", "closed", "PH-4501"),
                claim(
                    "CLM-720158-2",
                    soul,
                    "collision",
                    "2024-06-07",
                    "submitted",
                    "PH-4501",
                    {"loss_postcode": "19146"},
                ),
            ],
            "payments": [
                payment("PAY-6610", "CLM-720158-1", "410.00", "check", "2023-02-02", "cashed")
            ],
        },
        gold=[
            verify(),
            act(
                "check_postcode_factor",
                info="withdrawing needs tier 2 (ID-2)",
                holder_id=holder(),
                postcode=ref("home_zip"),
            ),
            act("list_claims", policy_number=ref("policy_number")),
            act(
                "withdraw_claim",
                info="the newest claim (reported last week): submitted, no payment (WD-1)",
                claim_id=from_result("list_claims", CLAIM_ID, pick="first"),
            ),
        ],
        nl_checks=[
            discloses_none(
                "glass",
                "windshield",
                "410",
                "four hundred ten",
                "june 7",
                "june seventh",
                "two claims",
                "kia",
                before="tool:verify_policyholder",
                note="confirms no claim detail before verification",
            )
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_assertion="The agent confirms no claim detail before verification succeeds and asks "
        "for the ZIP code only after the first check passes.",
        difficulty={"verification_tier": 2},
    )

    bailey = person("PH-4601", "Rachel Bailey", "2001-09-17", "47906")
    corolla = vehicle("V-4401", "846391", "2015 Toyota Corolla, gray", "47906", "PH-4601")
    lexus = vehicle("V-4402", "846391", "2020 Lexus RX, white", "46240", "PH-4602")
    listed = scenario(
        2,
        "identity_verification",
        note="A student on her mother's policy reports a parking-lot collision: she is verified "
        "as herself (a listed driver), which is enough to report a loss (AUTH-1); her mother's "
        "details identify nobody on this call.",
        persona="midlands",
        goal="You are on your mom Helen's car insurance. You backed into a pole in the campus "
        "parking lot yesterday and cracked the rear bumper of your Corolla.",
        purpose="Verify the caller herself, not the named insured she mentions; as a listed "
        "driver she may report the loss on the car she drives.",
        facts=[
            loss_story_fact("I backed into a pole in a parking lot and cracked the bumper."),
            *identity_facts("Rachel Bailey", "2001-09-17", "846391"),
            loss_date_fact("2024-06-13"),
            loss_zip_fact("47916", ZIP_ON_ROAD),
            text_fact(
                "mother",
                "named insured's name",
                "My mom, Helen Bailey, she's the main person on the policy",
                ("whose name", "policy holder", "policyholder", "mom", "mother"),
            ),
        ],
        opening=[
            "Hi, I'm on my mom's car insurance. I backed into a pole in the parking lot at "
            "school yesterday and cracked the rear bumper.",
        ],
        seed={
            "policyholders": [bailey, person("PH-4602", "Helen Bailey", "1970-03-08", "46240")],
            "policies": [policy("846391", "auto", ["PH-4602"], listed=("PH-4601",))],
            "items": [corolla, lexus],
            "claims": [claim("CLM-846391-1", lexus, "hail", "2023-06-25", "closed", "PH-4602")],
        },
        gold=[
            verify("the caller herself, a listed driver on her mother's policy"),
            act("get_policy", info="she drives the Corolla", policy_number=ref("policy_number")),
            act(
                "open_claim",
                info="a listed driver may report a loss (AUTH-1)",
                policy_number=ref("policy_number"),
                item_id=from_result("get_policy", ITEM_ID, ref("full_name")),
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
        nl_checks=[discloses_none("hail", note="does not read out her mother's other claims")],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_assertion="The agent verifies Rachel with her own name and birth date before reading "
        "the policy, and does not read out her mother's other claims.",
        difficulty={"caller_role": "listed driver"},
    )

    howard = person("PH-4701", "Brian Howard", "1975-05-21", "02140")
    old_house = home("H-4801", "213870", "house at 15 Elm Street", "02138")
    apartment = home("H-4802", "213946", "apartment 2 at 240 Green Street", "02140")
    former = scenario(
        3,
        "identity_verification",
        note="A divorced caller asks whether Harborline will pay for the kitchen fire at the "
        "house his ex-wife's policy covers. He verifies on his own renters policy, but he was "
        "removed from hers: he is entitled to nothing about it (ID-4, AUTH-1).",
        persona="calm",
        goal="There was a kitchen fire at your old house two weeks ago. Your ex-wife Lisa lives "
        "there and holds the insurance; you still own half of the house and want to know whether "
        "the insurance will pay for the repairs.",
        purpose="Verification succeeds but authority does not reach the other policy: refuse "
        "without confirming that a policy or a fire claim exists.",
        facts=[
            REQUEST(
                "I want to know whether you'll pay for the fire repairs at my ex-wife's "
                "house. The policy is hers, I'm not on it"
            ),
            *identity_facts("Brian Howard", "1975-05-21", "213946"),
            text_fact(
                "ex_wife",
                "policyholder of the house",
                "My ex-wife, Lisa Howard. It's her policy now",
                ("whose name", "policyholder", "policy holder", "ex-wife", "who holds"),
            ),
        ],
        opening=[
            "Hi, there was a kitchen fire at my old house a couple of weeks ago. My ex-wife lives "
            "there now, but I still own half of it, and I want to know whether you're going to "
            "pay for the repairs.",
        ],
        seed={
            "policyholders": [howard, person("PH-4702", "Lisa Howard", "1976-09-12", "02138")],
            "policies": [
                policy("213870", "home", ["PH-4702"], term=("2024-04-01", "2025-03-31")),
                policy(
                    "213946",
                    "renters",
                    ["PH-4701"],
                    coverages={"personal_property": "2024-03-15", "liability": "2024-03-15"},
                    deductible="250.00",
                    term=("2024-03-15", "2025-03-14"),
                ),
            ],
            "items": [old_house, apartment],
            "claims": [
                claim(
                    "CLM-213870-3",
                    old_house,
                    "fire",
                    "2024-05-30",
                    "under_review",
                    "PH-4702",
                    {"estimated_damage": "18400.00"},
                )
            ],
        },
        gold=[
            verify("his own renters policy; he is not a party to the house policy"),
            lookup_policy(
                ref("request"),
                "ID-4",
                "AUTH-1",
                info="ID-4, AUTH-1",
            ),
        ],
        nl_assertion="The agent does not confirm or deny that the house has a Harborline policy "
        "or a fire claim, and says the policyholder would have to call.",
        nl_checks=[
            states_refusal(),
            must_not_say(
                "has a harborline policy",
                "has a policy with us",
                "the fire claim is",
                "there is a fire claim",
                "there's a fire claim",
                note="neither confirms nor denies a policy or a claim",
            ),
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        difficulty={"verified_but_not_a_party": True},
    )
    return [withdraw, listed, former]
