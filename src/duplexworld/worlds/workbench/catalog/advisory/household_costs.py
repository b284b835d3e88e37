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
                label="student ID",
                grader="exact",
                kind="digits",
                value="2091733",
                spoken="two zero nine, one seven three three",
            ),
            on_record(
                "student", label="student name", grader="casefold", pattern=r"student: ([^;\n]+)"
            ),
            on_record("program", label="program", grader="casefold", pattern=r"program: ([^;\n]+)"),
            ask(
                "household_income",
                label="household income",
                grader="numeric",
                kind="amount",
                value="58000",
                spoken="fifty-eight thousand dollars",
                answers=(
                    "About {spoken} a year.",
                    "{spoken}.",
                ),
                fix=correction(
                    value="52000",
                    spoken="fifty-two thousand dollars",
                    variants=(
                        "Sorry, the household income is {spoken}, I was thinking of last year.",
                        "Wait, that household income is wrong, it should be {spoken}.",
                    ),
                ),
            ),
            ask(
                "household_size",
                label="people in the household",
                grader="numeric",
                kind="number",
                value="5",
                spoken="five",
                answers=(
                    "There are {spoken} of us.",
                    "{spoken}.",
                ),
            ),
            looked_up(
                "grant_band",
                label="grant band",
                grader="enum",
                query="grant band by household income",
                pattern=r"incomes from \d+ to \d+ dollars are in band (\w)",
                near=("household_income",),
                options=("A", "B", "C"),
            ),
            looked_up(
                "grant_amount",
                label="yearly grant amount",
                grader="numeric",
                query="grant amount per year by band",
                pattern=r"Band \w students receive (\d+) dollars a year",
                near_fields=("grant_band",),
            ),
            looked_up(
                "priority_deadline",
                label="priority deadline",
                grader="date",
                query="priority filing deadline",
                pattern=r"priority deadline is (\d{4}-\d{2}-\d{2})",
            ),
            ask(
                "enrolment",
                label="enrolment",
                grader="enum",
                kind="text",
                value="full time",
                spoken="full time",
                answers=(
                    "{spoken}.",
                    "She'll be {spoken}.",
                ),
                options=("full time", "part time"),
            ),
            ask(
                "housing",
                label="housing",
                grader="enum",
                kind="text",
                value="on campus",
                spoken="on campus",
                answers=(
                    "She'll live {spoken}.",
                    "{spoken}.",
                ),
                options=("on campus", "at home"),
            ),
            ask(
                "parent_phone",
                label="parent phone",
                grader="phone",
                kind="digits",
                value="9095550157",
                spoken="nine zero nine, five five five, zero one five seven",
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
                label="account number",
                grader="exact",
                kind="digits",
                value="60481193",
                spoken="six zero four eight, one one nine three",
            ),
            on_record("meter", label="meter type", grader="casefold", pattern=r"meter: ([^;\n]+)"),
            on_record(
                "current_tariff",
                label="current tariff",
                grader="casefold",
                pattern=r"tariff: ([^;\n]+)",
            ),
            ask(
                "yearly_kwh",
                label="yearly use in kilowatt hours",
                grader="numeric",
                kind="number",
                value="3400",
                spoken="3400",
                answers=(
                    "About {spoken}.",
                    "{spoken} kilowatt hours.",
                ),
                tolerance=50,
            ),
            ask(
                "electric_car",
                label="electric car",
                grader="enum",
                kind="text",
                value="no",
                spoken="no",
                answers=(
                    "{spoken}, not yet.",
                    "{spoken}.",
                ),
                options=YES_NO,
                fix=correction(
                    value="yes",
                    spoken="yes",
                    variants=(
                        "Sorry, for the electric car, it's {spoken}, ours arrives next month.",
                        "Actually, change the electric car to {spoken}, it's coming next month.",
                    ),
                    mode="with_revocation",
                ),
            ),
            looked_up(
                "advised_tariff",
                label="advised tariff",
                grader="enum",
                query="tariff for homes charging a car overnight",
                pattern=r"charge an electric car we advise the (\w+ \w+) tariff",
                options=("Fixed Saver", "Night Charge", "Flexible"),
            ),
            looked_up(
                "night_rate",
                label="night rate in cents",
                grader="numeric",
                query="overnight price per kilowatt hour",
                pattern=r"night rate of (\d+) cents",
            ),
            ask(
                "heating",
                label="heating",
                grader="enum",
                kind="text",
                value="gas",
                spoken="gas",
                answers=(
                    "{spoken} central heating.",
                    "We're on {spoken}.",
                ),
                options=("gas", "electric", "oil"),
            ),
            ask(
                "switch_date",
                label="switch date",
                grader="date",
                kind="date",
                value="2026-04-01",
                spoken="April first, twenty twenty-six",
                answers=(
                    "From {spoken}.",
                    "{spoken}.",
                ),
                fix=correction(
                    value="2026-04-08",
                    spoken="April eighth, twenty twenty-six",
                    variants=(
                        "Sorry, the switch date should be {spoken}.",
                        "No, that's wrong, the switch date is {spoken}.",
                    ),
                ),
            ),
            ask(
                "holder_phone",
                label="holder phone",
                grader="phone",
                kind="digits",
                value="6125550179",
                spoken="six one two, five five five, zero one seven nine",
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
