"""Healthcare scenarios: mid call correction."""

from __future__ import annotations

from duplexworld.authoring import (
    Authored,
    act,
    correction,
    discloses_none,
    from_result,
    must_say,
    ref,
    selector,
)
from duplexworld.worlds.healthcare.authoring.common import (
    CLAIM_ID,
    DATE_OF_BIRTH,
    DOCTOR_KIND,
    LISTED_MEMBER_ID,
    MEMBER_NUMBER,
    PROVIDER_ID,
    RX_NUMBER,
    SEARCH_ZIP,
    SERVICE_DATE,
    SPECIALTY,
    member,
    scenario,
    verify,
)
from duplexworld.worlds.healthcare.authoring.network import GRACE_TURNER, HELEN_BROOKS
from duplexworld.worlds.healthcare.authoring.records import (
    Claim,
    Member,
    Pharmacy,
    Prescription,
    Provider,
)


def mid_call_correction_01() -> Authored:
    """The caller first reads the Rx number off her husband's bottle."""
    return scenario(
        1,
        "mid_call_correction",
        persona="new_yorker",  # Patricia Morris, reading bottles on the kitchen counter
        note=(
            "The caller first reads the Rx number off her husband's bottle. The "
            "refill of that number is refused with the words used for a number that "
            "does not exist (DISC-2); she then notices her mistake and gives her own "
            "number, which the agent must use instead."
        ),
        goal=(
            "Your blood pressure pills are nearly gone and the pharmacy says they "
            "need something from Meridian before they can fill them again. You have "
            "the bottle with the label in front of you."
        ),
        purpose=(
            "A premise revised after the agent acted on it: the first act (on the "
            "husband's prescription) is refused without leaking whose it is; the "
            "corrected number is refilled. A refill of the husband's prescription is "
            "impossible for her, and an agent that keeps the first number fails."
        ),
        facts=[
            MEMBER_NUMBER("493618"),
            DATE_OF_BIRTH("1966-04-04"),
            RX_NUMBER(
                "791203",
                correction=correction(
                    "digits",
                    "791288",
                    "tool:request_refill",
                    (("Oh, wait, I'm sorry. That was my husband's bottle. Mine is {spoken}."),),
                ),
            ),
        ],
        script=[
            (
                "Hi, my blood pressure pills are nearly gone and the pharmacy says "
                "they need something from you before they can fill them again. I've "
                "got the bottle right here."
            ),
            (
                "Hello, I'm almost out of my blood pressure medicine and the "
                "drugstore told me to call you first. I have the bottle in my hand."
            ),
        ],
        seed={
            "members": [
                Member(
                    id="M-3001",
                    member_number="493618",
                    full_name="Patricia Morris",
                    date_of_birth="1966-04-04",
                    zip_code="62711",
                    plan="Meridian Silver PPO",
                    relationship="self",
                    subscriber_id="M-3001",
                    pcp_id=None,
                    payment_on_file=False,
                    other_coverage=None,
                ),
                Member(
                    id="M-3002",
                    member_number="493681",
                    full_name="Richard Morris",
                    date_of_birth="1964-12-19",
                    zip_code="62711",
                    plan="Meridian Silver PPO",
                    relationship="spouse",
                    subscriber_id="M-3001",
                    pcp_id=None,
                    payment_on_file=False,
                    other_coverage=None,
                ),
            ],
            "pharmacies": [
                Pharmacy(
                    id="PH-360",
                    name="CVS Pharmacy",
                    address="2360 West Monroe Street",
                    zip_code="62711",
                    in_network=True,
                    mail_order=False,
                ),
            ],
            "prescriptions": [
                Prescription(
                    rx_number="791203",
                    member_id="M-3002",
                    drug="amlodipine 5 mg",
                    category="medical",
                    pharmacy_id="PH-360",
                    refills_left=2,
                    days_supply=30,
                    last_fill_date="2025-05-19",
                    status="active",
                    controlled=False,
                ),
                Prescription(
                    rx_number="791288",
                    member_id="M-3001",
                    drug="losartan 50 mg",
                    category="medical",
                    pharmacy_id="PH-360",
                    refills_left=2,
                    days_supply=30,
                    last_fill_date="2025-05-16",
                    status="active",
                    controlled=False,
                ),
            ],
        },
        gold=[
            verify("identity first (ID-1)"),
            act(
                "request_refill",
                rx_number=ref("rx_number"),
                info=(
                    "the corrected number 791288; the first attempt on 791203 (her "
                    "husband's) is refused with the same words as an unknown number"
                ),
            ),
        ],
        nl_checks=[
            discloses_none(
                "richard",
                "amlodipine",
                note="does not say whose prescription the first number is or that it exists",
            )
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_assertion=(
            "When the first number is refused the agent does not say whose "
            "prescription it is or that it exists, and it refills the caller's own "
            "losartan after her correction."
        ),
        difficulty={"corrections": 1, "corrected_after": "request_refill"},
    )


def mid_call_correction_02() -> Authored:
    """The caller misreads the date of service on her letter."""
    return scenario(
        2,
        "mid_call_correction",
        persona="scottish",  # Brian Murphy, a carpenter with a broken wrist
        note=(
            "The caller misreads the date of service on her letter. The first date "
            "finds another denied claim (an x-ray at a different provider), which "
            "could be appealed: acting on the stale premise writes the wrong appeal. "
            "After the correction the cast claim is appealed (CLM-5)."
        ),
        goal=(
            "You broke your wrist in March, and now a letter says Meridian will not "
            "cover part of the treatment at the orthopedic clinic. Your doctor says "
            "it should be covered. You read the date of service from the letter, "
            "misread it at first, and then correct yourself."
        ),
        purpose=(
            "A corrected fact invalidates the agent's read: it must search again "
            "with the new date and appeal the claim on March 13th, not the denied "
            "x-ray of March 3rd."
        ),
        facts=[
            selector("which_claim", "which claim", "cast", "The cast they put on my wrist."),
            MEMBER_NUMBER("208173"),
            DATE_OF_BIRTH("1977-01-08"),
            SERVICE_DATE(
                "2025-03-03",
                correction=correction(
                    "date",
                    "2025-03-13",
                    "tool:list_claims",
                    (("Wait, sorry, I misread the letter. The date of service is {spoken}."),),
                ),
            ),
        ],
        script=[
            (
                "Hi, I broke my wrist back in March, and now I've got a letter "
                "saying you won't cover part of the treatment. My orthopedic doctor "
                "says it should be covered."
            ),
            (
                "Hello. I got a letter about my broken wrist from March, you're not "
                "paying for some of it, and the orthopedic office says you should."
            ),
        ],
        seed={
            "members": [
                Member(
                    id="M-3101",
                    member_number="208173",
                    full_name="Brian Murphy",
                    date_of_birth="1977-01-08",
                    zip_code="62702",
                    plan="Meridian Silver PPO",
                    relationship="self",
                    subscriber_id="M-3101",
                    pcp_id="P-701",
                    payment_on_file=False,
                    other_coverage=None,
                ),
            ],
            "providers": [
                GRACE_TURNER,
            ],
            "claims": [
                Claim(
                    id="CL-3101",
                    member_id="M-3101",
                    service_date="2025-03-03",
                    provider_name="Capital Radiology",
                    service="x-ray of the right ankle",
                    category="medical",
                    billed="310.00",
                    member_owes="310.00",
                    status="denied",
                    denial_reason="provider is out of network",
                    denied_on="2025-03-25",
                ),
                Claim(
                    id="CL-3102",
                    member_id="M-3101",
                    service_date="2025-03-13",
                    provider_name="Springfield Orthopedics",
                    service="cast application for a wrist fracture",
                    category="medical",
                    billed="860.00",
                    member_owes="860.00",
                    status="denied",
                    denial_reason="prior authorization was not on file",
                    denied_on="2025-04-02",
                ),
                Claim(
                    id="CL-3103",
                    member_id="M-3101",
                    service_date="2025-03-13",
                    provider_name="Springfield Orthopedics",
                    service="office visit",
                    category="medical",
                    billed="220.00",
                    member_owes="30.00",
                    status="paid",
                ),
            ],
        },
        gold=[
            verify("identity first (ID-1)"),
            act(
                "list_claims",
                member_id=member(),
                service_date=ref("service_date"),
                info=(
                    "with the corrected date, March 13th; the search with March 3rd "
                    "finds the denied x-ray"
                ),
            ),
            act(
                "file_appeal",
                claim_id=from_result("list_claims", CLAIM_ID, ref("which_claim")),
                info=("the cast claim; appealing CL-3101 (the stale premise) fails the goal state"),
            ),
        ],
        nl_assertion=(
            "After the correction the agent drops the March 3rd claim, confirms the "
            "orthopedic claim of March 13th, and files that appeal only."
        ),
        difficulty={"corrections": 1, "corrected_after": "list_claims", "denied_claims": 2},
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_checks=[
            must_say(
                "March thirteenth",
                before="tool:file_appeal",
                note="confirms the claim of March 13th",
            ),
        ],
    )


def mid_call_correction_03() -> Authored:
    """A mother first gives her home ZIP code for a pediatrician search, then, after the..."""
    return scenario(
        3,
        "mid_call_correction",
        persona="caribbean",  # Emily Rogers, a new mother back at work
        note=(
            "A mother first gives her home ZIP code for a pediatrician search, then, "
            "after the agent has searched, says she wants a doctor near the daycare "
            "instead. The pediatrician found near home accepts new patients, so "
            "acting on the stale search writes the wrong doctor."
        ),
        goal=(
            "Your four-year-old son Jacob was just added to your plan and his "
            "daycare says he needs a regular children's doctor on file. You first "
            "give your home ZIP code, then realise you want a doctor near his "
            "daycare (ZIP code 62711) and say so."
        ),
        purpose=(
            "The caller revises a premise after the agent searched with it: the "
            "agent must search again with the daycare ZIP code and choose the "
            "pediatrician there who accepts new patients."
        ),
        facts=[
            selector(
                "which_doctor",
                "which doctor",
                "accepting new patients",
                "Anyone who's accepting new patients.",
            ),
            DOCTOR_KIND("A children's doctor for my little boy."),
            MEMBER_NUMBER("836429"),
            DATE_OF_BIRTH("1990-07-19", answers=("Mine is {spoken}.", "I was born {spoken}.")),
            SEARCH_ZIP(
                "62704",
                correction=correction(
                    "postcode",
                    "62711",
                    "tool:find_providers",
                    (
                        (
                            "Wait, sorry, I'd rather have someone near his daycare, "
                            "not near home. The daycare's ZIP code is {spoken}."
                        ),
                    ),
                ),
            ),
        ],
        script=[
            (
                "Hi, my little boy just got added to my plan and his daycare says he "
                "needs a regular children's doctor on file. Can you help me pick one?"
            ),
            (
                "Hello, I just put my son on my insurance, and the daycare wants the "
                "name of his children's doctor. He doesn't have one yet."
            ),
        ],
        seed={
            "members": [
                Member(
                    id="M-3201",
                    member_number="836429",
                    full_name="Emily Rogers",
                    date_of_birth="1990-07-19",
                    zip_code="62704",
                    plan="Meridian Family HMO",
                    relationship="self",
                    subscriber_id="M-3201",
                    pcp_id="P-201",
                    payment_on_file=False,
                    other_coverage=None,
                ),
                Member(
                    id="M-3202",
                    member_number="836492",
                    full_name="Jacob Rogers",
                    date_of_birth="2021-05-03",
                    zip_code="62704",
                    plan="Meridian Family HMO",
                    relationship="child",
                    subscriber_id="M-3201",
                    pcp_id=None,
                    payment_on_file=False,
                    other_coverage=None,
                ),
            ],
            "providers": [
                HELEN_BROOKS,
                Provider(
                    id="P-701",
                    name="Dr. Grace Hall",
                    specialty="pediatrics",
                    clinic="Westside Pediatrics",
                    zip_code="62704",
                    accepting_new=True,
                    in_network=True,
                    status="active",
                ),
                Provider(
                    id="P-702",
                    name="Dr. Oliver Grant",
                    specialty="pediatrics",
                    clinic="Chatham Road Pediatrics",
                    zip_code="62711",
                    accepting_new=False,
                    in_network=True,
                    status="active",
                ),
                Provider(
                    id="P-703",
                    name="Dr. Maria Lopez",
                    specialty="pediatrics",
                    clinic="West Wabash Children's Clinic",
                    zip_code="62711",
                    accepting_new=True,
                    in_network=True,
                    status="active",
                ),
            ],
        },
        gold=[
            verify("the mother verifies herself"),
            act(
                "get_access_summary",
                member_id=member(),
                info="Jacob (M-3202, 4) is reachable as a dependent under 18",
            ),
            act(
                "find_providers",
                zip_code=ref("search_zip"),
                specialty=SPECIALTY.over("doctor_kind"),
                critical=("zip_code",),
                info="with the daycare ZIP code 62711; the first search (62704) finds Dr. Hall",
            ),
            act(
                "change_primary_care_provider",
                member_id=from_result("get_access_summary", LISTED_MEMBER_ID),
                provider_id=from_result("find_providers", PROVIDER_ID, ref("which_doctor")),
                info=(
                    "Dr. Lopez near the daycare; Dr. Hall (the stale premise) fails the goal state"
                ),
            ),
        ],
        nl_assertion=(
            "After the correction the agent searches near the daycare and confirms "
            "Dr. Maria Lopez with the caller before making the change."
        ),
        difficulty={"corrections": 1, "corrected_after": "find_providers"},
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_checks=[
            must_say(
                "Maria Lopez",
                note="names Dr. Maria Lopez as the new provider",
            ),
        ],
    )
