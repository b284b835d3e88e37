"""Healthcare scenarios: record disambiguation."""

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
from duplexworld.worlds.healthcare.authoring.common import (
    CLAIM_ID,
    DATE_OF_BIRTH,
    DOCTOR_LAST_NAME,
    LISTED_MEMBER_ID,
    MEMBER_NUMBER,
    PROVIDER_ID,
    RX_NUMBER,
    SERVICE_DATE,
    member,
    scenario,
    verify,
)
from duplexworld.worlds.healthcare.authoring.network import FRANK_MOORE, HELEN_BROOKS, LINDA_NGUYEN
from duplexworld.worlds.healthcare.authoring.records import (
    Claim,
    Member,
    Pharmacy,
    Prescription,
    Provider,
)


def record_disambiguation_01() -> Authored:
    """ "My scan at Lakeside Imaging" matches two denied imaging claims and a paid..."""
    return scenario(
        1,
        "record_disambiguation",
        persona="calm",  # Nancy Turner, an office manager with the letter in hand
        note=(
            '"My scan at Lakeside Imaging" matches two denied imaging claims and a '
            "paid radiologist reading. The date of service on the caller's letter "
            "picks the CT scan (CLM-5); appealing the MRI fails the goal state."
        ),
        goal=(
            "You got a letter saying Meridian will not pay for your scan at Lakeside "
            "Imaging. Your doctor ordered it and you think that is wrong. The letter "
            "is in front of you."
        ),
        purpose=(
            "Two denied claims at the same imaging center match the caller's first "
            "words; the date of service on her letter singles out the CT scan, and "
            "on that date there is also a paid claim that cannot be appealed."
        ),
        facts=[
            selector(
                "which_claim",
                "which claim",
                "scan",
                "The CT scan of my abdomen.",
                reveal="volunteered",
            ),
            MEMBER_NUMBER("302746"),
            DATE_OF_BIRTH("1975-10-09"),
            SERVICE_DATE(
                "2025-04-14",
                keywords=(
                    "service date",
                    "date of the scan",
                    "which scan",
                    "what date",
                    "which date",
                    "when was",
                ),
            ),
        ],
        script=[
            (
                "Hi, I got a letter saying you won't pay for my scan at Lakeside "
                "Imaging, and I think that's wrong, because my doctor ordered it."
            ),
            (
                "Hello. I have a letter here saying my scan at Lakeside Imaging "
                "isn't covered, but my doctor sent me for it, so I don't understand."
            ),
        ],
        seed={
            "members": [
                Member(
                    id="M-2001",
                    member_number="302746",
                    full_name="Nancy Turner",
                    date_of_birth="1975-10-09",
                    zip_code="62704",
                    plan="Meridian Silver PPO",
                    relationship="self",
                    subscriber_id="M-2001",
                    pcp_id="P-201",
                    payment_on_file=False,
                    other_coverage=None,
                ),
            ],
            "providers": [
                HELEN_BROOKS,
            ],
            "claims": [
                Claim(
                    id="CL-2101",
                    member_id="M-2001",
                    service_date="2025-03-03",
                    provider_name="Lakeside Imaging",
                    service="MRI of the left knee",
                    category="medical",
                    billed="1240.00",
                    member_owes="1240.00",
                    status="denied",
                    denial_reason="prior authorization was not on file",
                    denied_on="2025-03-20",
                ),
                Claim(
                    id="CL-2102",
                    member_id="M-2001",
                    service_date="2025-04-14",
                    provider_name="Lakeside Imaging",
                    service="CT scan of the abdomen",
                    category="medical",
                    billed="980.00",
                    member_owes="980.00",
                    status="denied",
                    denial_reason="not medically necessary based on the records received",
                    denied_on="2025-05-02",
                ),
                Claim(
                    id="CL-2103",
                    member_id="M-2001",
                    service_date="2025-04-14",
                    provider_name="Lakeside Imaging",
                    service="radiologist reading",
                    category="medical",
                    billed="145.00",
                    member_owes="0.00",
                    status="paid",
                ),
                Claim(
                    id="CL-2104",
                    member_id="M-2001",
                    service_date="2025-02-10",
                    provider_name="Westside Family Practice",
                    service="office visit",
                    category="medical",
                    billed="150.00",
                    member_owes="25.00",
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
                    "the April 14th claims; a search without the date shows both denied "
                    "Lakeside claims"
                ),
            ),
            act(
                "file_appeal",
                claim_id=from_result("list_claims", CLAIM_ID, ref("which_claim")),
                info="the CT scan; appealing the March MRI (CL-2101) fails the goal state",
            ),
        ],
        nl_checks=[
            must_say(
                value={"fact": "service_date"},
                before="tool:file_appeal",
                note="confirms the CT scan of April 14th before filing",
            ),
            promises_none(
                phrase_class="outcome_promise", note="does not promise the appeal will succeed"
            ),
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_assertion=(
            "The agent confirms it is the CT scan of April 14th before filing, and "
            "does not promise the appeal will succeed."
        ),
        difficulty={"candidate_records": 2, "same_date_claims": 2},
    )


def record_disambiguation_02() -> Authored:
    """Twins on the same plan, born the same day, each with the same albuterol inhaler."""
    return scenario(
        2,
        "record_disambiguation",
        persona="new_yorker",  # Michelle Carter, mother of ten-year-old twins
        note=(
            "Twins on the same plan, born the same day, each with the same albuterol "
            'inhaler. "My son\'s inhaler" matches both; the Rx number on the box in '
            "the mother's hand picks Liam's."
        ),
        goal=(
            "Your son Liam's inhaler is almost empty. His twin brother Noah uses the "
            "same inhaler. You have Liam's inhaler box with the label in your hand."
        ),
        purpose=(
            "Two dependents with the same birth date and the same drug: the name "
            "alone is ambiguous for a careless agent, and the label's Rx number "
            "settles it. Refilling Noah's inhaler fails."
        ),
        facts=[
            MEMBER_NUMBER("487519"),
            DATE_OF_BIRTH("1983-01-27", answers=("Mine is {spoken}.", "I was born {spoken}.")),
            fact(
                "son_name",
                "son's name",
                "name",
                "Liam",
                keywords=("which son", "which of your sons", "which child", "which twin"),
                answers=("It's {spoken}.", "It's {spoken}, his box is right here."),
            ),
            RX_NUMBER("772139"),
        ],
        script=[
            (
                "Hi, my son's inhaler is almost empty and he has a soccer tournament "
                "this weekend. I've got the box right here."
            ),
            (
                "Hello, I need help, my son is nearly out of his inhaler. I'm "
                "holding the box with the pharmacy sticker on it."
            ),
        ],
        seed={
            "members": [
                Member(
                    id="M-2201",
                    member_number="487519",
                    full_name="Michelle Carter",
                    date_of_birth="1983-01-27",
                    zip_code="62707",
                    plan="Meridian Family HMO",
                    relationship="self",
                    subscriber_id="M-2201",
                    pcp_id="P-511",
                    payment_on_file=False,
                    other_coverage=None,
                ),
                Member(
                    id="M-2202",
                    member_number="487591",
                    full_name="Noah Carter",
                    date_of_birth="2014-09-15",
                    zip_code="62707",
                    plan="Meridian Family HMO",
                    relationship="child",
                    subscriber_id="M-2201",
                    pcp_id="P-520",
                    payment_on_file=False,
                    other_coverage=None,
                ),
                Member(
                    id="M-2203",
                    member_number="487592",
                    full_name="Liam Carter",
                    date_of_birth="2014-09-15",
                    zip_code="62707",
                    plan="Meridian Family HMO",
                    relationship="child",
                    subscriber_id="M-2201",
                    pcp_id="P-520",
                    payment_on_file=False,
                    other_coverage=None,
                ),
            ],
            "pharmacies": [
                Pharmacy(
                    id="PH-340",
                    name="Walgreens",
                    address="3001 South MacArthur Boulevard",
                    zip_code="62707",
                    in_network=True,
                    mail_order=False,
                ),
            ],
            "providers": [
                LINDA_NGUYEN,
                Provider(
                    id="P-520",
                    name="Dr. Amy Foster",
                    specialty="pediatrics",
                    clinic="Riverside Pediatrics",
                    zip_code="62707",
                    accepting_new=True,
                    in_network=True,
                    status="active",
                ),
            ],
            "prescriptions": [
                Prescription(
                    rx_number="772104",
                    member_id="M-2202",
                    drug="albuterol inhaler 90 mcg",
                    category="medical",
                    pharmacy_id="PH-340",
                    refills_left=3,
                    days_supply=30,
                    last_fill_date="2025-05-12",
                    status="active",
                    controlled=False,
                ),
                Prescription(
                    rx_number="772139",
                    member_id="M-2203",
                    drug="albuterol inhaler 90 mcg",
                    category="medical",
                    pharmacy_id="PH-340",
                    refills_left=3,
                    days_supply=30,
                    last_fill_date="2025-05-14",
                    status="active",
                    controlled=False,
                ),
                Prescription(
                    rx_number="772150",
                    member_id="M-2202",
                    drug="fluticasone inhaler 44 mcg",
                    category="medical",
                    pharmacy_id="PH-340",
                    refills_left=5,
                    days_supply=30,
                    last_fill_date="2025-06-05",
                    status="active",
                    controlled=False,
                ),
            ],
        },
        gold=[
            verify("the mother verifies herself"),
            act(
                "get_access_summary",
                member_id=member(),
                info="two sons under 18 with the same birth date",
            ),
            act(
                "list_prescriptions",
                member_id=from_result("get_access_summary", LISTED_MEMBER_ID, ref("son_name")),
                info="Liam's albuterol inhaler is Rx 772139",
            ),
            act(
                "request_refill",
                rx_number=ref("rx_number"),
                info="the number on the label in her hand; Noah's 772104 must stay untouched",
            ),
        ],
        nl_checks=[
            must_say(
                value={"fact": "son_name"},
                before="tool:request_refill",
                note="confirms which son the inhaler is for before refilling",
            ),
        ],
        nl_assertion="The agent confirms which son the inhaler is for (Liam) before refilling it.",
        difficulty={"candidate_records": 2, "same_birth_date": True},
    )


def record_disambiguation_03() -> Authored:
    """ "Dr."""
    return scenario(
        3,
        "record_disambiguation",
        persona="bright",  # James Walker, an accountant downtown
        note=(
            '"Dr. Patel" matches four directory listings. The office ZIP code '
            "narrows them to two, of whom only one is a primary care doctor (PCP-1)."
        ),
        goal=(
            "Your coworkers all see a Dr. Patel, the family doctor at the clinic "
            "near your office downtown, and you want Dr. Patel as your regular "
            "doctor instead of the one you have now."
        ),
        purpose=(
            "Several providers share the surname: the office ZIP code and the "
            "primary care rule pick Dr. Raj Patel at Downtown Medical Group; the "
            "cardiologist in the same ZIP and the Patels elsewhere are wrong."
        ),
        facts=[
            selector(
                "which_doctor",
                "which doctor",
                "family medicine",
                "A family medicine doctor, for regular checkups.",
            ),
            MEMBER_NUMBER("263958"),
            DATE_OF_BIRTH("1988-05-21"),
            fact(
                "office_zip",
                "office ZIP code",
                "postcode",
                "62701",
                keywords=("zip", "postal code", "where is your office", "which clinic"),
                answers=("The office ZIP code is {spoken}.", "It's {spoken}, downtown."),
            ),
            DOCTOR_LAST_NAME(
                "Patel", answers=("His last name is {spoken}.", "The last name is {spoken}.")
            ),
        ],
        script=[
            (
                "Hi. My coworkers all see a Doctor Patel at the clinic near our "
                "office, and I'd like to have Doctor Patel as my regular doctor "
                "instead of the one I have now."
            ),
            (
                "Hello, everyone at my office goes to a Doctor Patel nearby and they "
                "love him. Can I have Doctor Patel as my doctor instead?"
            ),
        ],
        seed={
            "members": [
                Member(
                    id="M-2301",
                    member_number="263958",
                    full_name="James Walker",
                    date_of_birth="1988-05-21",
                    zip_code="62704",
                    plan="Meridian Silver HMO",
                    relationship="self",
                    subscriber_id="M-2301",
                    pcp_id="P-601",
                    payment_on_file=False,
                    other_coverage=None,
                ),
            ],
            "providers": [
                FRANK_MOORE,
                Provider(
                    id="P-610",
                    name="Dr. Anita Patel",
                    specialty="family medicine",
                    clinic="Eastside Health Center",
                    zip_code="62703",
                    accepting_new=True,
                    in_network=True,
                    status="active",
                ),
                Provider(
                    id="P-611",
                    name="Dr. Raj Patel",
                    specialty="family medicine",
                    clinic="Downtown Medical Group",
                    zip_code="62701",
                    accepting_new=True,
                    in_network=True,
                    status="active",
                ),
                Provider(
                    id="P-612",
                    name="Dr. Meera Patel",
                    specialty="cardiology",
                    clinic="Downtown Heart Associates",
                    zip_code="62701",
                    accepting_new=True,
                    in_network=True,
                    status="active",
                ),
                Provider(
                    id="P-613",
                    name="Dr. Sunil Patel",
                    specialty="internal medicine",
                    clinic="Southwest Internal Medicine",
                    zip_code="62704",
                    accepting_new=False,
                    in_network=True,
                    status="active",
                ),
            ],
        },
        gold=[
            verify("identity first (ID-1)"),
            act(
                "find_providers",
                zip_code=ref("office_zip"),
                last_name=ref("doctor_last_name"),
                critical=("zip_code",),
                info=(
                    "two Patels practise in 62701; the cardiologist cannot be a primary "
                    "care provider"
                ),
            ),
            act(
                "change_primary_care_provider",
                member_id=member(),
                provider_id=from_result("find_providers", PROVIDER_ID, ref("which_doctor")),
                info="Dr. Raj Patel at Downtown Medical Group",
            ),
        ],
        nl_assertion=(
            "The agent confirms Dr. Raj Patel at Downtown Medical Group with the "
            "caller before the change."
        ),
        difficulty={"candidate_records": 4, "same_zip_candidates": 2},
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_checks=[
            must_say(
                "Raj Patel",
                note="names Dr. Raj Patel as the new provider",
            ),
            must_say(
                "Downtown Medical Group",
                note="names the clinic",
            ),
        ],
    )
