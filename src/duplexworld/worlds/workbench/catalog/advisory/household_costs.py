"""Advisory: household costs.

Student aid, an electricity tariff.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    YES_NO,
    ask,
    correction,
    looked_up,
    on_record,
    volunteered,
    workflow,
)
from duplexworld.worlds.workbench.workflow import WorkflowSpec


def student_aid() -> WorkflowSpec:
    """Advisory in education: student financial aid, household income corrected by a barge-in."""
    return workflow(
        id="workbench_advise_student_aid",
        archetype="advisory",
        industry="education",
        story="""Maria Santos is a parent helping her daughter apply for college aid. The
        application is found by the student id; the grant band for the household income and
        the priority deadline are in the college's aid guide. When the agent reads the income
        back she cuts in: it is fifty-two thousand, not fifty-eight. The advice is committed on
        her approval.""",
        goal="You want advice on the financial aid your daughter can get for college.",
        persona="calm",
        conversation_type="mid_call_correction",
        risk_tier="medium",
        profile="correction_prone",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hi, I'm Maria Santos. My daughter's starting college in the fall and we need help "
            "with financial aid.",
            "Hello, Maria Santos here, calling about financial aid for my daughter's first year "
            "of college.",
        ),
        form=("T-AID", "Financial aid advice"),
        title="Aid advice for the Santos application",
        record_lookup="student_id",
        facts=(volunteered("parent", "Maria Santos"),),
        parts=[
            ask(
                "student_id",
                "student ID",
                "exact",
                "digits",
                "2091733",
                "two zero nine, one seven three three",
            ),
            on_record("student", "student name", "casefold", r"student: ([^;\n]+)"),
            on_record("program", "program", "casefold", r"program: ([^;\n]+)"),
            ask(
                "household_income",
                "household income",
                "numeric",
                "amount",
                "58000",
                "fifty-eight thousand dollars",
                "About {spoken} a year.",
                "{spoken}.",
                fix=correction(
                    "52000",
                    "fifty-two thousand dollars",
                    "Sorry, the household income is {spoken}, I was thinking of last year.",
                    "Wait, that household income is wrong, it should be {spoken}.",
                ),
            ),
            ask(
                "household_size",
                "people in the household",
                "numeric",
                "number",
                "5",
                "five",
                "There are {spoken} of us.",
                "{spoken}.",
            ),
            looked_up(
                "grant_band",
                "grant band",
                "enum",
                "grant band by household income",
                r"incomes from \d+ to \d+ dollars are in band (\w)",
                near=("household_income",),
                options=("A", "B", "C"),
            ),
            looked_up(
                "grant_amount",
                "yearly grant amount",
                "numeric",
                "grant amount per year by band",
                r"Band \w students receive (\d+) dollars a year",
                near_fields=("grant_band",),
            ),
            looked_up(
                "priority_deadline",
                "priority deadline",
                "date",
                "priority filing deadline",
                r"priority deadline is (\d{4}-\d{2}-\d{2})",
            ),
            ask(
                "enrolment",
                "enrolment",
                "enum",
                "text",
                "full time",
                "full time",
                "{spoken}.",
                "She'll be {spoken}.",
                options=("full time", "part time"),
            ),
            ask(
                "housing",
                "housing",
                "enum",
                "text",
                "on campus",
                "on campus",
                "She'll live {spoken}.",
                "{spoken}.",
                options=("on campus", "at home"),
            ),
            ask(
                "parent_phone",
                "parent phone",
                "phone",
                "digits",
                "9095550157",
                "nine zero nine, five five five, zero one five seven",
            ),
        ],
        records=(
            {
                "id": "REC-2091",
                "kind": "applicant",
                "id number": "2091733",
                "student": "Sofia Santos",
                "program": "Nursing",
            },
        ),
        knowledge_base="education",
        kb=("KB-641", "KB-642", "KB-643"),
    )


def energy_tariff() -> WorkflowSpec:
    """Advisory in utilities: an electricity tariff switch, approval withdrawn over the car."""
    return workflow(
        id="workbench_advise_energy_tariff",
        archetype="advisory",
        industry="utilities",
        story="""Emma Stone wants advice on her electricity tariff. Her account gives her
        meter type and current tariff; which tariff the supplier advises for a home with an
        electric car and its night rate are in the tariff guide. She first says she has no
        electric car and approves the advice, then withdraws the approval at once: the car
        arrives next month, so she does have one. The advice may only be committed on her
        second approval, with the car noted.""",
        goal="You want advice on the cheapest electricity tariff for your home.",
        persona="lancashire",
        conversation_type="mid_call_correction",
        risk_tier="low",
        profile="correction_prone",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hiya, Emma Stone. I think I'm on the wrong electricity tariff and I'd like some "
            "advice.",
            "Hello, it's Emma Stone. Could you tell me if there's a better tariff for me?",
        ),
        form=("T-TARIFF", "Tariff advice"),
        title="Stone household tariff advice",
        record_lookup="account_number",
        facts=(volunteered("holder", "Emma Stone"),),
        parts=[
            ask(
                "account_number",
                "account number",
                "exact",
                "digits",
                "60481193",
                "six zero four eight, one one nine three",
            ),
            on_record("meter", "meter type", "casefold", r"meter: ([^;\n]+)"),
            on_record("current_tariff", "current tariff", "casefold", r"tariff: ([^;\n]+)"),
            ask(
                "yearly_kwh",
                "yearly use in kilowatt hours",
                "numeric",
                "number",
                "3400",
                "3400",
                "About {spoken}.",
                "{spoken} kilowatt hours.",
                tolerance=50,
            ),
            ask(
                "electric_car",
                "electric car",
                "enum",
                "text",
                "no",
                "no",
                "{spoken}, not yet.",
                "{spoken}.",
                options=YES_NO,
                fix=correction(
                    "yes",
                    "yes",
                    "Sorry, for the electric car, it's {spoken}, ours arrives next month.",
                    "Actually, change the electric car to {spoken}, it's coming next month.",
                    mode="with_revocation",
                ),
            ),
            looked_up(
                "advised_tariff",
                "advised tariff",
                "enum",
                "tariff for homes charging a car overnight",
                r"charge an electric car we advise the (\w+ \w+) tariff",
                options=("Fixed Saver", "Night Charge", "Flexible"),
            ),
            looked_up(
                "night_rate",
                "night rate in cents",
                "numeric",
                "overnight price per kilowatt hour",
                r"night rate of (\d+) cents",
            ),
            ask(
                "heating",
                "heating",
                "enum",
                "text",
                "gas",
                "gas",
                "{spoken} central heating.",
                "We're on {spoken}.",
                options=("gas", "electric", "oil"),
            ),
            ask(
                "switch_date",
                "switch date",
                "date",
                "date",
                "2026-04-01",
                "April first, twenty twenty-six",
                "From {spoken}.",
                "{spoken}.",
                fix=correction(
                    "2026-04-08",
                    "April eighth, twenty twenty-six",
                    "Sorry, the switch date should be {spoken}.",
                    "No, that's wrong, the switch date is {spoken}.",
                ),
            ),
            ask(
                "holder_phone",
                "holder phone",
                "phone",
                "digits",
                "6125550179",
                "six one two, five five five, zero one seven nine",
            ),
        ],
        records=(
            {
                "id": "REC-6048",
                "kind": "account",
                "account": "60481193",
                "holder": "Emma Stone",
                "meter": "Smart meter",
                "tariff": "Standard Variable",
            },
        ),
        knowledge_base="utilities",
        kb=("KB-671", "KB-672"),
    )
