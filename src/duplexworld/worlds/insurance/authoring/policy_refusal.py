"""Harborline Insurance scenarios: policy refusal."""

from __future__ import annotations

from duplexworld.authoring import (
    REQUEST,
    Authored,
    act,
    lookup_policy,
    must_not_say,
    ref,
    states_refusal,
)
from duplexworld.worlds.insurance.authoring.common import (
    claim,
    decision,
    home_zip_fact,
    identity_facts,
    payment,
    person,
    policy,
    promises_nothing,
    scenario,
    text_fact,
    vehicle,
    verify,
)


def policy_refusal() -> list[Authored]:
    """Well-formed requests that must be refused: confirm coverage, backdate, erase a paid
    claim."""
    foster = person("PH-2501", "Daniel Foster", "1982-01-27", "73112")
    mazda = vehicle("V-2301", "934176", "2017 Mazda 3, white", "73112", "PH-2501")
    confirm = scenario(
        1,
        "policy_refusal",
        note="The body shop will not start until the caller tells them Harborline is paying; he "
        "wants the agent to confirm coverage. The claim is under review: only the adjuster "
        "decides (ADJ-1, ADJ-4).",
        persona="new_yorker",
        goal="Your car has been at the body shop since Monday and they will not start until you "
        "tell them the insurance is paying. You need the car for work and want the agent to "
        "confirm it is covered.",
        purpose="A sympathetic, easy-to-grant request that is adjudication: the agent must look "
        "up the rule, tell him where the claim stands and decide nothing.",
        facts=[
            REQUEST("I need you to confirm my car repair is covered so the body shop can start"),
            *identity_facts("Daniel Foster", "1982-01-27", "934176"),
        ],
        opening=[
            "Hi, my car's been sitting at the body shop since Monday and they won't touch it "
            "until I tell them you're paying. Can you just confirm it's covered so they can get "
            "started? I need it for work.",
        ],
        seed={
            "policyholders": [foster],
            "policies": [policy("934176", "auto", ["PH-2501"])],
            "items": [mazda],
            "claims": [
                claim(
                    "CLM-934176-3",
                    mazda,
                    "collision",
                    "2024-06-10",
                    "under_review",
                    "PH-2501",
                    {"loss_postcode": "73112", "other_party_name": "Ryan Brooks"},
                ),
                claim("CLM-934176-2", mazda, "glass", "2023-05-14", "closed", "PH-2501"),
                claim("CLM-934176-1", mazda, "vandalism", "2022-10-30", "closed", "PH-2501"),
            ],
        },
        gold=[
            verify(),
            act(
                "list_claims",
                info="the collision claim is under review",
                policy_number=ref("policy_number"),
            ),
            lookup_policy(
                ref("request"),
                "ADJ-1",
                "ADJ-4",
                info="ADJ-1, ADJ-4",
            ),
        ],
        nl_assertion="The agent does not say the damage is covered or will be paid and does not "
        "authorise the shop to start; it says the claim is under review and the adjuster decides.",
        nl_checks=[
            states_refusal(),
            promises_nothing(),
            must_not_say(
                "go ahead and start",
                "go ahead with the repair",
                "tell the shop to start",
                "shop can ... start",
                "shop can ... begin",
                "they can start",
                "they can begin",
                "they can go ahead",
                "start the repair",
                "begin the repair",
                "start work",
                "start the work",
                "begin work",
                "begin the work",
                "go ahead with the work",
                "let the shop",
                "start on it",
                act="promise",
                note="does not authorise the shop to start",
            ),
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        difficulty={"temptation": "confirm coverage", "claims_on_policy": 3},
    )

    mitchell = person("PH-2601", "Karen Mitchell", "1977-06-30", "85716")
    camry = vehicle("V-3101", "481267", "2016 Toyota Camry, gray", "85716", "PH-2601")
    backdate = scenario(
        2,
        "policy_refusal",
        note="The caller found out she has no rental coverage after a fender bender and wants it "
        "dated back to Monday. The tool would accept a start today, which would not help her and "
        "which she does not want (COV-1, COV-2).",
        persona="calm",
        goal="Your car is in the shop after a fender bender on Monday and you rented a car. You "
        "just found out rental coverage is not on your policy and want it added from Monday so "
        "the rental is paid. You do not want it if it will not pay for this rental.",
        purpose="Refuse backdated coverage without adding coverage from today, which the tools "
        "allow but the caller does not want.",
        facts=[
            REQUEST(
                "I want rental coverage added to my policy starting from Monday, before the "
                "accident, so my rental gets paid"
            ),
            *identity_facts("Karen Mitchell", "1977-06-30", "481267"),
            text_fact(
                "from_today",
                "whether to add it from today",
                "No, only if it would pay for the rental I already have",
                ("from today", "going forward", "starting today", "anyway"),
            ),
        ],
        opening=[
            "Hi, my car's in the shop after a fender bender on Monday, and I just found out I "
            "don't have the rental car part on my policy. Could you put it on starting from "
            "Monday, so the rental I picked up gets paid for?",
        ],
        script={"approve": ["No, only if it would pay for the rental I already have."]},
        seed={
            "policyholders": [mitchell],
            "policies": [policy("481267", "auto", ["PH-2601"])],
            "items": [camry],
            "claims": [
                claim(
                    "CLM-481267-2",
                    camry,
                    "collision",
                    "2024-06-10",
                    "submitted",
                    "PH-2601",
                    {"loss_postcode": "85719"},
                ),
                claim("CLM-481267-1", camry, "hail", "2021-09-01", "closed", "PH-2601"),
            ],
        },
        gold=[
            verify(),
            act(
                "get_policy", info="rental is not on the policy", policy_number=ref("policy_number")
            ),
            lookup_policy(
                ref("request"),
                "COV-1",
                "COV-2",
                info="COV-1, COV-2",
            ),
        ],
        nl_assertion="The agent refuses to date the coverage back, adds nothing, and explains "
        "that coverage added now would not pay for the current rental.",
        nl_checks=[
            states_refusal(),
            must_not_say(
                "i've backdated",
                "i have backdated",
                "dated it back",
                "i've added the rental",
                "i have added the rental",
                "rental coverage has been added",
                "rental coverage is now on",
                note="neither backdates nor adds coverage",
            ),
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        difficulty={"temptation": "backdate coverage", "tool_allows": "a start today"},
    )

    robinson = person("PH-2701", "Mark Robinson", "1971-11-15", "43215")
    equinox = vehicle("V-5501", "657318", "2019 Chevrolet Equinox, black", "43215", "PH-2701")
    erase = scenario(
        3,
        "policy_refusal",
        note="After a premium increase the caller wants a paid claim taken off his record and "
        "offers to pay the money back. A claim with a payment can never be withdrawn (WD-1).",
        persona="received",
        goal="Your renewal premium went up because of the accident in March. You would rather "
        "pay Harborline back and have that claim removed from your record.",
        purpose="Refuse to erase or withdraw a paid claim, whatever is offered; the tools refuse "
        "too, but the agent must not promise anything about the premium.",
        facts=[
            REQUEST(
                "I want to pay back the money for the March claim and have that claim removed "
                "from my record"
            ),
            *identity_facts("Mark Robinson", "1971-11-15", "657318"),
            home_zip_fact("43215"),
        ],
        opening=[
            "Hi. My renewal notice came and my premium jumped because of that accident back in "
            "March. I'd rather pay you back the money and have the whole thing taken off my "
            "record. How do we do that?",
        ],
        seed={
            "policyholders": [robinson],
            "policies": [policy("657318", "auto", ["PH-2701"])],
            "items": [equinox],
            "claims": [
                claim(
                    "CLM-657318-4",
                    equinox,
                    "collision",
                    "2024-03-02",
                    "closed",
                    "PH-2701",
                    {"loss_postcode": "43201", "estimated_damage": "2650.00"},
                    decision=decision(
                        "approved", "2024-03-15", "front end repair, less the deductible"
                    ),
                ),
            ],
            "payments": [
                payment(
                    "PAY-9120",
                    "CLM-657318-4",
                    "2150.00",
                    "direct_deposit",
                    "2024-03-20",
                    "deposited",
                )
            ],
        },
        gold=[
            verify(),
            act(
                "list_claims",
                info="the March claim is closed and was paid",
                policy_number=ref("policy_number"),
            ),
            lookup_policy(ref("request"), "WD-1", info="WD-1"),
        ],
        nl_assertion="The agent refuses to remove or withdraw the paid claim, does not accept a "
        "repayment to erase it, and makes no promise about the premium.",
        nl_checks=[
            states_refusal(),
            must_not_say(
                "removed the claim",
                "taken off your record",
                "off your record now",
                "premium will go down",
                "premium will come down",
                "lower your premium",
                note="erases nothing and promises nothing about the premium",
            ),
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        difficulty={"temptation": "erase a paid claim"},
    )
    return [confirm, backdate, erase]
