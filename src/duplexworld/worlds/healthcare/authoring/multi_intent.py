"""Healthcare scenarios: multi intent."""

from __future__ import annotations

from duplexworld.authoring import (
    Authored,
    act,
    discloses_none,
    fact,
    from_result,
    must_say,
    ref,
    selector,
)
from duplexworld.worlds.healthcare.authoring.common import (
    DATE_OF_BIRTH,
    DOCTOR_KIND,
    DOCTOR_LAST_NAME,
    LISTED_MEMBER_ID,
    LISTED_RX_NUMBER,
    MEMBER_NUMBER,
    PHARMACY_ID,
    PROVIDER_ID,
    SEARCH_ZIP,
    SPECIALTY,
    member,
    scenario,
    verify,
)
from duplexworld.worlds.healthcare.authoring.network import (
    LAURA_KIM,
    LINDA_NGUYEN,
    MERIDIAN_HOME_DELIVERY,
    RACHEL_ADAMS,
)
from duplexworld.worlds.healthcare.authoring.records import (
    CardOrder,
    Member,
    Pharmacy,
    Prescription,
    Provider,
)


def multi_intent_01() -> Authored:
    """Moved house: two prescriptions must move to a pharmacy near the new home and the..."""
    return scenario(
        1,
        "multi_intent",
        persona="hurried",  # Karen Mitchell, a nurse who just moved for a new job
        note=(
            "Moved house: two prescriptions must move to a pharmacy near the new "
            "home and the inhaler must be refilled there. Dependency: a refill in "
            "process cannot be moved (RX-3), and a refill goes to the pharmacy the "
            "prescription is at, so the move must come before the refill."
        ),
        goal=(
            "You just moved from Champaign to Springfield. Your prescriptions are "
            "all still set up at your old CVS two hours away, and your inhaler is "
            "almost empty. You want everything at the Walgreens by your new "
            "apartment, and the inhaler as soon as possible."
        ),
        purpose=(
            "Two requests (move both active prescriptions, refill the inhaler) with "
            "an order: refilling first sends the inhaler to the old pharmacy and "
            "blocks the move. The expired prescription stays where it is."
        ),
        facts=[
            selector(
                "which_prescription",
                "which prescription",
                "inhaler",
                "My inhaler, I need that one first.",
                reveal="volunteered",
            ),
            selector(
                "which_pharmacy",
                "which pharmacy",
                "Walgreens",
                "The Walgreens by my new apartment.",
                reveal="volunteered",
            ),
            MEMBER_NUMBER("605842"),
            DATE_OF_BIRTH("1979-07-30"),
            fact(
                "new_zip",
                "new ZIP code",
                "postcode",
                "62711",
                keywords=("zip", "postal code"),
                answers=("It's {spoken}.", "The new ZIP code is {spoken}."),
            ),
        ],
        script=[
            (
                "Hi, I just moved from Champaign to Springfield, and my "
                "prescriptions are all still set up at my old CVS two hours away. "
                "I'm almost out of my inhaler, and I'd like everything at the "
                "Walgreens by my new apartment."
            ),
            (
                "Hello. I moved last week and my medicines are stuck at a CVS in "
                "Champaign. My inhaler is nearly empty. There's a Walgreens right by "
                "my new place, can everything go there?"
            ),
        ],
        seed={
            "members": [
                Member(
                    id="M-1401",
                    member_number="605842",
                    full_name="Karen Mitchell",
                    date_of_birth="1979-07-30",
                    zip_code="62711",
                    plan="Meridian Silver PPO",
                    relationship="self",
                    subscriber_id="M-1401",
                    pcp_id=None,
                    payment_on_file=False,
                    other_coverage=None,
                ),
            ],
            "pharmacies": [
                Pharmacy(
                    id="PH-310",
                    name="CVS Pharmacy",
                    address="301 North Neil Street Champaign",
                    zip_code="61820",
                    in_network=True,
                    mail_order=False,
                ),
                Pharmacy(
                    id="PH-320",
                    name="Walgreens",
                    address="2501 Wabash Avenue",
                    zip_code="62711",
                    in_network=True,
                    mail_order=False,
                ),
                Pharmacy(
                    id="PH-321",
                    name="Schnucks Pharmacy",
                    address="2801 Chatham Road",
                    zip_code="62711",
                    in_network=True,
                    mail_order=False,
                ),
                Pharmacy(
                    id="PH-322",
                    name="Hy-Vee Pharmacy",
                    address="2115 Chatham Road",
                    zip_code="62711",
                    in_network=False,
                    mail_order=False,
                ),
                MERIDIAN_HOME_DELIVERY,
            ],
            "prescriptions": [
                Prescription(
                    rx_number="742915",
                    member_id="M-1401",
                    drug="albuterol inhaler 90 mcg",
                    category="medical",
                    pharmacy_id="PH-310",
                    refills_left=4,
                    days_supply=30,
                    last_fill_date="2025-05-10",
                    status="active",
                    controlled=False,
                ),
                Prescription(
                    rx_number="742921",
                    member_id="M-1401",
                    drug="levothyroxine 75 mcg",
                    category="medical",
                    pharmacy_id="PH-310",
                    refills_left=3,
                    days_supply=90,
                    last_fill_date="2025-06-01",
                    status="active",
                    controlled=False,
                ),
                Prescription(
                    rx_number="738410",
                    member_id="M-1401",
                    drug="prednisone 10 mg",
                    category="medical",
                    pharmacy_id="PH-310",
                    refills_left=0,
                    days_supply=7,
                    last_fill_date="2024-11-02",
                    status="expired",
                    controlled=False,
                ),
            ],
        },
        gold=[
            verify("identity first (ID-1)"),
            act(
                "list_prescriptions",
                member_id=member(),
                info="two active prescriptions at the Champaign CVS, one expired",
            ),
            act(
                "find_pharmacies",
                zip_code=ref("new_zip"),
                info="the Walgreens near her new home is PH-320; the Hy-Vee is out of network",
            ),
            act(
                "change_pharmacy",
                rx_number=from_result(
                    "list_prescriptions", LISTED_RX_NUMBER, ref("which_prescription")
                ),
                pharmacy_id=from_result("find_pharmacies", PHARMACY_ID, ref("which_pharmacy")),
                info="the inhaler moves first",
            ),
            act(
                "change_pharmacy",
                rx_number=from_result(
                    "list_prescriptions", r"Rx (\d{6})(?![^\n]*inhaler)[^\n]*status active"
                ),
                pharmacy_id=from_result("find_pharmacies", PHARMACY_ID, ref("which_pharmacy")),
                info="the thyroid medicine moves too (either order of the two moves is fine)",
            ),
            act(
                "request_refill",
                rx_number=from_result(
                    "list_prescriptions", LISTED_RX_NUMBER, ref("which_prescription")
                ),
                info="after the move, so the refill order names PH-320",
            ),
        ],
        nl_assertion=(
            "The agent tells the caller both prescriptions now go to the Walgreens "
            "and the inhaler refill is waiting there."
        ),
        difficulty={"requests": 2, "prescriptions_to_move": 2, "dependency": "move before refill"},
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_checks=[
            must_say(
                "Walgreens",
                after="tool:change_pharmacy",
                note="says the prescriptions go to Walgreens",
            ),
            must_say("refill", after="tool:request_refill", note="says the refill is sent there"),
        ],
    )


def multi_intent_02() -> Authored:
    """A parent acts for a child under 18 (DISC-3): refill his allergy medicine and..."""
    return scenario(
        2,
        "multi_intent",
        persona="lancashire",  # Jennifer Lewis, a bookkeeper with two children
        note=(
            "A parent acts for a child under 18 (DISC-3): refill his allergy "
            "medicine and replace his pediatrician, who left. The 18-year-old sister "
            "is on the plan but out of the parent's reach."
        ),
        goal=(
            "Two things about your son Ethan, who is eight: his allergy medicine is "
            "almost gone, and his pediatrician, Dr. Wright, just left her practice, "
            "so he needs a new children's doctor close to home."
        ),
        purpose=(
            "Two requests on a dependent's records; both depend on finding the "
            "child's member record through the access summary. The pediatrician must "
            "be a pediatrics listing accepting new patients in the caller's ZIP code."
        ),
        facts=[
            selector(
                "which_member",
                "which family member",
                "Ethan",
                "My son Ethan.",
                reveal="volunteered",
            ),
            selector(
                "which_doctor",
                "which doctor",
                "accepting new patients",
                "Anyone who's accepting new patients.",
            ),
            DOCTOR_KIND("A new children's doctor for Ethan."),
            MEMBER_NUMBER("304926"),
            DATE_OF_BIRTH("1986-03-12", answers=("Mine is {spoken}.", "I was born {spoken}.")),
            SEARCH_ZIP("62703", answers=("It's {spoken}.", "Our ZIP code is {spoken}.")),
        ],
        script=[
            (
                "Hi, I have two things about my son Ethan. His allergy medicine is "
                "almost gone, and his pediatrician, Doctor Wright, just left her "
                "practice, so we don't have a children's doctor anymore."
            ),
            (
                "Hello. My eight-year-old, Ethan, is nearly out of his allergy "
                "medicine, and on top of that his pediatrician Doctor Wright has "
                "left, so he has no doctor right now."
            ),
        ],
        seed={
            "members": [
                Member(
                    id="M-1501",
                    member_number="304926",
                    full_name="Jennifer Lewis",
                    date_of_birth="1986-03-12",
                    zip_code="62703",
                    plan="Meridian Family PPO",
                    relationship="self",
                    subscriber_id="M-1501",
                    pcp_id="P-413",
                    payment_on_file=False,
                    other_coverage=None,
                ),
                Member(
                    id="M-1502",
                    member_number="304962",
                    full_name="Ethan Lewis",
                    date_of_birth="2016-10-04",
                    zip_code="62703",
                    plan="Meridian Family PPO",
                    relationship="child",
                    subscriber_id="M-1501",
                    pcp_id="P-410",
                    payment_on_file=False,
                    other_coverage=None,
                ),
                Member(
                    id="M-1503",
                    member_number="304971",
                    full_name="Sophie Lewis",
                    date_of_birth="2007-01-20",
                    zip_code="62703",
                    plan="Meridian Family PPO",
                    relationship="child",
                    subscriber_id="M-1501",
                    pcp_id="P-413",
                    payment_on_file=False,
                    other_coverage=None,
                ),
            ],
            "pharmacies": [
                Pharmacy(
                    id="PH-330",
                    name="Walgreens",
                    address="1825 East Cook Street",
                    zip_code="62703",
                    in_network=True,
                    mail_order=False,
                ),
            ],
            "providers": [
                Provider(
                    id="P-410",
                    name="Dr. Nancy Wright",
                    specialty="pediatrics",
                    clinic="Eastside Pediatrics",
                    zip_code="62703",
                    accepting_new=False,
                    in_network=True,
                    status="left_practice",
                ),
                LAURA_KIM,
                Provider(
                    id="P-412",
                    name="Dr. Brian Scott",
                    specialty="pediatrics",
                    clinic="Springfield Kids Clinic",
                    zip_code="62703",
                    accepting_new=False,
                    in_network=True,
                    status="active",
                ),
                RACHEL_ADAMS,
            ],
            "prescriptions": [
                Prescription(
                    rx_number="751306",
                    member_id="M-1502",
                    drug="montelukast 5 mg chewable",
                    category="medical",
                    pharmacy_id="PH-330",
                    refills_left=5,
                    days_supply=30,
                    last_fill_date="2025-05-18",
                    status="active",
                    controlled=False,
                ),
                Prescription(
                    rx_number="751322",
                    member_id="M-1503",
                    drug="cetirizine 10 mg",
                    category="medical",
                    pharmacy_id="PH-330",
                    refills_left=2,
                    days_supply=30,
                    last_fill_date="2025-05-15",
                    status="active",
                    controlled=False,
                ),
            ],
        },
        gold=[
            verify("the parent verifies herself (ID-1)"),
            act(
                "get_access_summary",
                member_id=member(),
                info=(
                    "Ethan (M-1502, 8) is reachable as a dependent under 18; Sophie (18) "
                    "is not listed"
                ),
            ),
            act(
                "list_prescriptions",
                member_id=from_result("get_access_summary", LISTED_MEMBER_ID, ref("which_member")),
                info="the montelukast is due",
            ),
            act(
                "request_refill",
                rx_number=from_result("list_prescriptions", LISTED_RX_NUMBER),
                info="Ethan's allergy medicine",
            ),
            act(
                "find_providers",
                zip_code=ref("search_zip"),
                specialty=SPECIALTY.over("doctor_kind"),
                critical=("zip_code",),
                info="Dr. Kim accepts new patients; Dr. Scott does not",
            ),
            act(
                "change_primary_care_provider",
                member_id=from_result("get_access_summary", LISTED_MEMBER_ID, ref("which_member")),
                provider_id=from_result("find_providers", PROVIDER_ID, ref("which_doctor")),
                info=(
                    "the pediatrician the mother asked for (a family doctor would be "
                    "allowed, not wanted)"
                ),
            ),
        ],
        nl_checks=[
            discloses_none(
                "cetirizine", "751322", "304971", note="says nothing about Sophie's records"
            )
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_assertion=(
            "The agent handles both requests for Ethan and says nothing about Sophie's records."
        ),
        difficulty={"requests": 2, "dependents": 2, "reachable_dependents": 1},
    )


def multi_intent_03() -> Authored:
    """A new primary care doctor and a replacement card."""
    return scenario(
        3,
        "multi_intent",
        persona="received",  # Thomas Reed, a retired postal worker
        note=(
            "A new primary care doctor and a replacement card. The card prints the "
            "primary care provider (CARD-1), so the change must come before the card "
            "order. Two Dr. Nguyens share the caller's ZIP code; only one is a "
            "primary care doctor."
        ),
        goal=(
            "You want your wife's doctor, Dr. Linda Nguyen, to be your regular "
            "doctor from now on. Your insurance card also went through the washing "
            "machine and is unreadable, so you need one that works."
        ),
        purpose=(
            "Two requests with an order the agent learns from CARD-1: a card ordered "
            "before the change prints the old doctor. The same-surname cardiologist "
            "is not a primary care provider."
        ),
        facts=[
            selector(
                "which_doctor",
                "which doctor",
                "Linda Nguyen",
                "Doctor Linda Nguyen.",
                reveal="volunteered",
            ),
            MEMBER_NUMBER("892135"),
            DATE_OF_BIRTH("1963-06-08"),
            SEARCH_ZIP("62707"),
            DOCTOR_LAST_NAME("Nguyen"),
        ],
        script=[
            (
                "Good morning. I'd like my wife's doctor, Doctor Linda Nguyen, to be "
                "my regular doctor from now on. And my insurance card went through "
                "the washing machine, so I need one I can actually read."
            ),
            (
                "Hello there. Two things: I want to see Doctor Linda Nguyen, my "
                "wife's doctor, from now on, and my insurance card got ruined in the "
                "wash."
            ),
        ],
        seed={
            "members": [
                Member(
                    id="M-1601",
                    member_number="892135",
                    full_name="Thomas Reed",
                    date_of_birth="1963-06-08",
                    zip_code="62707",
                    plan="Meridian Gold PPO",
                    relationship="self",
                    subscriber_id="M-1601",
                    pcp_id="P-510",
                    payment_on_file=False,
                    other_coverage=None,
                ),
            ],
            "providers": [
                Provider(
                    id="P-510",
                    name="Dr. Alan Foster",
                    specialty="family medicine",
                    clinic="Southside Family Practice",
                    zip_code="62704",
                    accepting_new=False,
                    in_network=True,
                    status="active",
                ),
                LINDA_NGUYEN,
                Provider(
                    id="P-512",
                    name="Dr. Eric Nguyen",
                    specialty="cardiology",
                    clinic="Riverside Heart Center",
                    zip_code="62707",
                    accepting_new=True,
                    in_network=True,
                    status="active",
                ),
            ],
            "card_orders": [
                CardOrder(
                    id="CARD-M-1601-1",
                    member_id="M-1601",
                    pcp_id="P-510",
                    zip_code="62707",
                    status="delivered",
                ),
            ],
        },
        gold=[
            verify("identity first (ID-1)"),
            act(
                "find_providers",
                zip_code=ref("search_zip"),
                last_name=ref("doctor_last_name"),
                critical=("zip_code",),
                info="two Nguyens in 62707; only Dr. Linda Nguyen practises family medicine",
            ),
            act(
                "change_primary_care_provider",
                member_id=member(),
                provider_id=from_result("find_providers", PROVIDER_ID, ref("which_doctor")),
                info="before the card (CARD-1)",
            ),
            act(
                "order_id_card",
                member_id=member(),
                info="the new card prints P-511; a card ordered first would print Dr. Foster",
            ),
        ],
        nl_assertion=(
            "The agent changes the doctor before ordering the card and tells the "
            "caller the new card will show Dr. Linda Nguyen."
        ),
        difficulty={"requests": 2, "dependency": "doctor before card", "same_surname_providers": 2},
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_checks=[
            must_say(
                "Linda Nguyen",
                after="tool:change_primary_care_provider",
                note="names Dr. Linda Nguyen as the new doctor",
            ),
        ],
    )
