"""Healthcare scenarios: single intent."""

from __future__ import annotations

from duplexworld.authoring import (
    Authored,
    act,
    fact,
    from_result,
    must_not_say,
    must_say,
    ref,
    selector,
)
from duplexworld.worlds.healthcare.authoring.common import (
    DATE_OF_BIRTH,
    DOCTOR_KIND,
    LISTED_RX_NUMBER,
    MEMBER_NUMBER,
    PROVIDER_ID,
    SEARCH_ZIP,
    SPECIALTY,
    member,
    scenario,
    verify,
)
from duplexworld.worlds.healthcare.authoring.network import HELEN_BROOKS, MERIDIAN_HOME_DELIVERY
from duplexworld.worlds.healthcare.authoring.records import (
    CardOrder,
    Member,
    Pharmacy,
    Prescription,
    Provider,
)


def single_intent_01() -> Authored:
    """A mail-order statin is running out."""
    return scenario(
        1,
        "single_intent",
        persona="scottish",  # Linda Harris, a retired teacher; friendly, unhurried
        note=(
            "A mail-order statin is running out. Three prescriptions are on file and "
            "only the statin is due (RX-1); the spouse takes the same drug at "
            "another strength, out of the caller's reach."
        ),
        goal=(
            "Your cholesterol pills come by mail and you are down to your last few. "
            "Nothing has shipped, and you do not want to run out."
        ),
        purpose=(
            'Control condition for prescriptions: infer a refill from "nothing has '
            'shipped", verify the caller, and refill the one prescription that is '
            "due, not the blood pressure pills (not yet due) nor the spouse's statin."
        ),
        facts=[
            fact(
                "which_prescription",
                "prescription number on the label",
                "digits",
                "721458",
                keywords=("prescription number", "number on the label", "rx number"),
                answers=("The number on the label is {spoken}.", "It's {spoken}."),
            ),
            MEMBER_NUMBER("401267"),
            DATE_OF_BIRTH("1958-09-23"),
        ],
        script=[
            (
                "Hi there. My cholesterol pills come to me in the mail, and I'm down "
                "to my last few. Nothing has shipped this time and I really don't "
                "want to run out."
            ),
            (
                "Hello. I get my cholesterol medicine by mail and I've only got a "
                "few pills left, but no package has come. Can you help?"
            ),
        ],
        seed={
            "members": [
                Member(
                    id="M-1101",
                    member_number="401267",
                    full_name="Linda Harris",
                    date_of_birth="1958-09-23",
                    zip_code="62704",
                    plan="Meridian Gold PPO",
                    relationship="self",
                    subscriber_id="M-1101",
                    pcp_id="P-201",
                    payment_on_file=True,
                    other_coverage=None,
                ),
                Member(
                    id="M-1102",
                    member_number="401276",
                    full_name="Gary Harris",
                    date_of_birth="1956-02-11",
                    zip_code="62704",
                    plan="Meridian Gold PPO",
                    relationship="spouse",
                    subscriber_id="M-1101",
                    pcp_id="P-201",
                    payment_on_file=True,
                    other_coverage=None,
                ),
            ],
            "pharmacies": [
                MERIDIAN_HOME_DELIVERY,
                Pharmacy(
                    id="PH-210",
                    name="Walgreens",
                    address="1200 South MacArthur Boulevard",
                    zip_code="62704",
                    in_network=True,
                    mail_order=False,
                ),
            ],
            "providers": [
                HELEN_BROOKS,
            ],
            "prescriptions": [
                Prescription(
                    rx_number="721458",
                    member_id="M-1101",
                    drug="atorvastatin 20 mg",
                    category="medical",
                    pharmacy_id="PH-900",
                    refills_left=3,
                    days_supply=90,
                    last_fill_date="2025-03-28",
                    status="active",
                    controlled=False,
                ),
                Prescription(
                    rx_number="721463",
                    member_id="M-1101",
                    drug="lisinopril 10 mg",
                    category="medical",
                    pharmacy_id="PH-900",
                    refills_left=2,
                    days_supply=90,
                    last_fill_date="2025-05-20",
                    status="active",
                    controlled=False,
                ),
                Prescription(
                    rx_number="716204",
                    member_id="M-1101",
                    drug="amoxicillin 500 mg",
                    category="medical",
                    pharmacy_id="PH-210",
                    refills_left=0,
                    days_supply=10,
                    last_fill_date="2025-01-09",
                    status="expired",
                    controlled=False,
                ),
                Prescription(
                    rx_number="733519",
                    member_id="M-1102",
                    drug="atorvastatin 40 mg",
                    category="medical",
                    pharmacy_id="PH-900",
                    refills_left=1,
                    days_supply=90,
                    last_fill_date="2025-03-30",
                    status="active",
                    controlled=False,
                ),
            ],
        },
        gold=[
            verify("identity first (ID-1)"),
            act(
                "list_prescriptions",
                member_id=member(),
                info=(
                    "three prescriptions; only the statin is due (the lisinopril is not, "
                    "the amoxicillin expired)"
                ),
            ),
            act(
                "request_refill",
                rx_number=from_result(
                    "list_prescriptions", LISTED_RX_NUMBER, ref("which_prescription")
                ),
                info="the mail-order statin; the spouse's statin 733519 must stay untouched",
            ),
        ],
        reward_basis=("DB", "ACTION", "NL_ASSERTION"),
        nl_assertion=(
            "The agent tells the caller the statin refill was sent to home delivery "
            "and does not mention her husband's prescriptions."
        ),
        difficulty={"prescriptions_on_file": 3, "refillable_now": 1},
        nl_checks=[
            must_say(
                "home delivery",
                "by mail",
                "mail order",
                after="tool:request_refill",
                note="tells the caller the statin refill was sent to home delivery",
            ),
            must_not_say("733519", note="does not mention her husband's prescriptions"),
        ],
    )


def single_intent_02() -> Authored:
    """A lost wallet: the member needs her own ID card replaced (CARD-1)."""
    return scenario(
        2,
        "single_intent",
        persona="caribbean",  # Maria Gonzalez, a paralegal on her lunch break
        note=(
            "A lost wallet: the member needs her own ID card replaced (CARD-1). Her "
            "son is on the plan too and reachable, so the agent must order for the "
            "caller, not for the dependent."
        ),
        goal=(
            "You lost your wallet over the weekend and your insurance card was in "
            "it. You have a doctor's appointment on Thursday and the front desk "
            "always asks for the card."
        ),
        purpose=(
            "Control condition for care management: infer a replacement card from a "
            "lost wallet, verify, and order the card for the caller herself (not for "
            "her son, whose card is not lost)."
        ),
        facts=[
            MEMBER_NUMBER("539214"),
            DATE_OF_BIRTH("1984-04-17"),
        ],
        script=[
            (
                "Hi, I lost my wallet over the weekend and my insurance card was in "
                "it. I've got a doctor's appointment on Thursday and they always "
                "want to see the card at the front desk."
            ),
            (
                "Hello, my wallet is gone, and my health insurance card with it. I "
                "have an appointment this Thursday and I'm going to need it."
            ),
        ],
        seed={
            "members": [
                Member(
                    id="M-1201",
                    member_number="539214",
                    full_name="Maria Gonzalez",
                    date_of_birth="1984-04-17",
                    zip_code="60614",
                    plan="Meridian Silver HMO",
                    relationship="self",
                    subscriber_id="M-1201",
                    pcp_id="P-301",
                    payment_on_file=False,
                    other_coverage=None,
                ),
                Member(
                    id="M-1202",
                    member_number="539241",
                    full_name="Lucas Gonzalez",
                    date_of_birth="2015-08-02",
                    zip_code="60614",
                    plan="Meridian Silver HMO",
                    relationship="child",
                    subscriber_id="M-1201",
                    pcp_id="P-302",
                    payment_on_file=False,
                    other_coverage=None,
                ),
            ],
            "providers": [
                Provider(
                    id="P-301",
                    name="Dr. Olivia Martin",
                    specialty="family medicine",
                    clinic="Lincoln Park Family Health",
                    zip_code="60614",
                    accepting_new=True,
                    in_network=True,
                    status="active",
                ),
                Provider(
                    id="P-302",
                    name="Dr. Samuel Green",
                    specialty="pediatrics",
                    clinic="Lincoln Park Pediatrics",
                    zip_code="60614",
                    accepting_new=False,
                    in_network=True,
                    status="active",
                ),
            ],
            "card_orders": [
                CardOrder(
                    id="CARD-M-1201-1",
                    member_id="M-1201",
                    pcp_id="P-301",
                    zip_code="60614",
                    status="delivered",
                ),
            ],
        },
        gold=[
            verify("identity first (ID-1)"),
            act(
                "get_access_summary",
                member_id=member(),
                info=(
                    "shows the caller's plan and her son, who is reachable but not the "
                    "one who lost a card"
                ),
            ),
            act(
                "order_id_card",
                member_id=member(),
                info="the second card order of her record (CARD-M-1201-2); nothing for the son",
            ),
        ],
        nl_assertion=(
            "The agent orders the caller's card and tells her the digital card in "
            "the Meridian app works right away for Thursday's appointment."
        ),
        difficulty={"reachable_members": 2, "prior_card_orders": 1},
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_checks=[
            must_say(
                "works right away",
                after="tool:order_id_card",
                note="says the digital card works right away",
            ),
        ],
    )


def single_intent_03() -> Authored:
    """The member's doctor retired."""
    return scenario(
        3,
        "single_intent",
        persona="deliberate",  # Robert King, a retired machinist; slow and precise
        note=(
            "The member's doctor retired. Five providers practise in his ZIP code: "
            "only one is a primary care specialty that accepts new patients for an "
            "adult (PCP-1)."
        ),
        goal=(
            "Your doctor, Dr. Greene, retired last month, and his clinic will not "
            "book your yearly checkup until you have a different doctor listed with "
            "your insurance. You want someone close to home."
        ),
        purpose=(
            'Infer a primary care change from "the clinic won\'t book me", search the '
            "directory near home, and pick the one family doctor accepting new "
            "patients (not the pediatrician, the cardiologist, or doctors whose "
            "panels are closed)."
        ),
        facts=[
            selector(
                "which_doctor",
                "which doctor",
                "accepting new patients",
                "Anyone who's accepting new patients.",
            ),
            DOCTOR_KIND("A regular family doctor for my yearly checkup."),
            MEMBER_NUMBER("726318"),
            DATE_OF_BIRTH("1971-12-05"),
            SEARCH_ZIP("62702", answers=("It's {spoken}.", "My ZIP code is {spoken}.")),
        ],
        script=[
            (
                "Hello. My doctor, Doctor Greene, retired last month, and now his "
                "clinic won't book my yearly checkup until I have a different doctor "
                "listed with you folks."
            ),
            (
                "Good morning. Doctor Greene retired, and the front desk says they "
                "can't schedule my physical until your records show somebody else as "
                "my doctor."
            ),
        ],
        seed={
            "members": [
                Member(
                    id="M-1301",
                    member_number="726318",
                    full_name="Robert King",
                    date_of_birth="1971-12-05",
                    zip_code="62702",
                    plan="Meridian Silver PPO",
                    relationship="self",
                    subscriber_id="M-1301",
                    pcp_id="P-310",
                    payment_on_file=False,
                    other_coverage=None,
                ),
            ],
            "providers": [
                Provider(
                    id="P-310",
                    name="Dr. Walter Greene",
                    specialty="family medicine",
                    clinic="Capitol Family Health",
                    zip_code="62702",
                    accepting_new=False,
                    in_network=True,
                    status="retired",
                ),
                Provider(
                    id="P-311",
                    name="Dr. Susan Clark",
                    specialty="family medicine",
                    clinic="Capitol Family Health",
                    zip_code="62702",
                    accepting_new=False,
                    in_network=True,
                    status="active",
                ),
                Provider(
                    id="P-312",
                    name="Dr. James Porter",
                    specialty="internal medicine",
                    clinic="North End Internal Medicine",
                    zip_code="62702",
                    accepting_new=False,
                    in_network=True,
                    status="active",
                ),
                Provider(
                    id="P-313",
                    name="Dr. Angela Reyes",
                    specialty="family medicine",
                    clinic="Lincoln Park Clinic",
                    zip_code="62702",
                    accepting_new=True,
                    in_network=True,
                    status="active",
                ),
                Provider(
                    id="P-314",
                    name="Dr. Mark Chen",
                    specialty="pediatrics",
                    clinic="Lincoln Park Clinic",
                    zip_code="62702",
                    accepting_new=True,
                    in_network=True,
                    status="active",
                ),
                Provider(
                    id="P-315",
                    name="Dr. Paul Young",
                    specialty="cardiology",
                    clinic="Prairie Heart Institute",
                    zip_code="62702",
                    accepting_new=True,
                    in_network=True,
                    status="active",
                ),
                Provider(
                    id="P-320",
                    name="Dr. Karen Wolfe",
                    specialty="family medicine",
                    clinic="Southwest Family Care",
                    zip_code="62704",
                    accepting_new=True,
                    in_network=True,
                    status="active",
                ),
            ],
        },
        gold=[
            verify("identity first (ID-1)"),
            act(
                "find_providers",
                zip_code=ref("search_zip"),
                specialty=SPECIALTY.over("doctor_kind"),
                critical=("zip_code",),
                info=(
                    "the specialty filter is a convenience; any search of the caller's ZIP will do"
                ),
            ),
            act(
                "change_primary_care_provider",
                member_id=member(),
                provider_id=from_result("find_providers", PROVIDER_ID, ref("which_doctor")),
                info=("the only primary care doctor there who accepts new adult patients (PCP-1)"),
            ),
        ],
        nl_assertion=(
            "The agent names the new doctor and clinic and confirms the choice with "
            "the caller before changing it."
        ),
        difficulty={"providers_in_zip": 5, "eligible_providers": 1},
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_checks=[
            must_say(
                "Angela Reyes",
                note="names the new doctor",
            ),
            must_say(
                "Lincoln Park Clinic",
                note="names the clinic",
            ),
        ],
    )
