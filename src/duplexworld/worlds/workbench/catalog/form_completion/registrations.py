"""Form completion: registrations.

A new patient, a transferring pupil, a new supplier.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    YES_NO,
    ask,
    fact,
    looked_up,
    on_record,
    workflow,
)
from duplexworld.worlds.workbench.workflow import WorkflowSpec


def new_patient() -> WorkflowSpec:
    """Healthcare: a new-patient registration, the emergency number only after the name."""
    return workflow(
        id="workbench_form_new_patient",
        archetype="form_completion",
        industry="healthcare",
        story="""Hannah Park registers as a new patient at a family practice. Her plan and
        copay come from the insurance record found by her member number; which doctor takes
        new adult patients is on the practice's list. She hedges on her smoking history and
        gives her emergency contact's number only once she has named the contact.""",
        goal="You are registering as a new patient at a family practice.",
        persona="received",
        conversation_type="narrative_intake",
        risk_tier="medium",
        profile="ambiguous",
        knowledge_burden=("local_state", "retrieval"),
        opening=(
            "Hi, I'm Hannah Park. I just moved here and I'd like to register with your practice.",
            "Hello, my name is Hannah Park, I'm looking to sign up as a new patient.",
        ),
        outcome="cancel",
        cancel=(
            "I've decided to register with a practice nearer my new flat after all. Please "
            "{spoken}.",
            "Let's leave it, I'm moving across town and will register there. Please {spoken}.",
        ),
        form=("T-PATIENT", "New patient registration"),
        title="Registration: Hannah Park",
        record_lookup="member_id",
        parts=[
            ask(
                "patient_name",
                label="patient name",
                grader="casefold",
                kind="text",
                value="Hannah Park",
                spoken="Hannah Park",
                reveal="volunteered",
            ),
            ask(
                "date_of_birth",
                label="date of birth",
                grader="date",
                kind="date",
                value="1988-07-14",
                spoken="July fourteenth, nineteen eighty-eight",
                answers=(
                    "I was born {spoken}.",
                    "{spoken}.",
                ),
            ),
            ask(
                "member_id",
                label="insurance member number",
                grader="exact",
                kind="digits",
                value="520817364",
                spoken="five two zero, eight one seven, three six four",
                answers=(
                    "I think it's {spoken}, that's what the card says.",
                    "The card says {spoken}.",
                ),
            ),
            on_record("insurer", label="insurer", grader="casefold", pattern=r"insurer: ([^;\n]+)"),
            on_record("plan", label="plan", grader="casefold", pattern=r"plan: ([^;\n]+)"),
            on_record("copay", label="copay", grader="numeric", pattern=r"copay: (\d+)"),
            looked_up(
                "doctor",
                label="primary care doctor",
                grader="enum",
                query="doctor accepting new adult patients",
                pattern=r"Dr\. ([A-Z][a-z]+ [A-Z][a-z]+) accepts new adult patients",
                options=("Amara Singh", "Paul Weber", "Lena Ruiz"),
            ),
            ask(
                "visit_reason",
                label="reason for the first visit",
                grader="enum",
                kind="text",
                value="annual physical",
                spoken="an annual physical",
                answers=(
                    "I guess {spoken}, I haven't had one in a while.",
                    "Probably {spoken}.",
                ),
                options=("annual physical", "new problem", "follow-up"),
            ),
            ask(
                "allergies",
                label="allergies",
                grader="set_exact",
                kind="text",
                value="penicillin, latex",
                spoken="penicillin and latex",
                answers=(
                    "It's {spoken}.",
                    "Just {spoken}.",
                    "That would be {spoken}.",
                ),
            ),
            ask(
                "smoking",
                label="smoking status",
                grader="enum",
                kind="text",
                value="former",
                spoken="former",
                answers=(
                    "Well, {spoken}, I guess. I quit about five years ago.",
                    "I'm a {spoken} smoker.",
                ),
                options=("never", "former", "current"),
            ),
            ask(
                "emergency_contact",
                label="emergency contact name",
                grader="casefold",
                kind="text",
                value="Robert Park",
                spoken="Robert Park",
            ),
            ask(
                "emergency_phone",
                label="emergency contact phone",
                grader="phone",
                kind="digits",
                value="2065550183",
                spoken="two zero six, five five five, zero one eight three",
                answers=(
                    "His number is {spoken}.",
                    "You can reach him at {spoken}.",
                ),
                reveal="on_event",
                event="fact:emergency_contact",
            ),
        ],
        records=(
            {
                "id": "REC-5208",
                "kind": "coverage",
                "member": "520817364",
                "insurer": "Evergreen Health",
                "plan": "Evergreen PPO",
                "copay": "30",
            },
            {
                "id": "REC-5209",
                "kind": "coverage",
                "member": "520871364",
                "insurer": "Cascade Mutual",
                "plan": "Cascade HMO",
                "copay": "15",
            },
        ),
        knowledge_base="healthcare",
        kb=("KB-111",),
    )


def school_enrollment() -> WorkflowSpec:
    """Education: a transfer enrolment; the school and bus route follow the home ZIP code."""
    return workflow(
        id="workbench_form_school_enrollment",
        archetype="form_completion",
        industry="education",
        story="""Susan Wood moves across town and enrols her son in the district mid-year.
        The attendance zone found by her ZIP code gives the school and the bus route; the
        documents a transfer needs are in the enrolment guide. She talks at length and only
        mentions his speech therapy once asked about his previous school.""",
        goal="You are enrolling your son in a new school district after moving.",
        persona="caribbean",
        conversation_type="narrative_intake",
        risk_tier="low",
        profile="verbose",
        knowledge_burden=("local_state", "retrieval"),
        opening=(
            "Hi, this is Susan Wood. We just moved into the district last weekend and I need "
            "to get my son into school, he's been home all week and he's bored out of his mind.",
            "Hello, Susan Wood here. We've just moved and I'm trying to enrol my boy in his "
            "new school, there's so much paperwork with a move, honestly.",
        ),
        form=("T-ENROL", "Student enrolment"),
        title="Enrolment: Lucas Bennett",
        record_lookup="home_zip",
        # which documents the guide asks for follows from whether he is new to school or
        # moving from another one: the user says so, the agent does not assume it
        facts=(
            fact(
                "enrolment_type",
                label="new enrolment or transfer",
                kind="text",
                value="transfer",
                spoken="a transfer",
                answers=(
                    "It's {spoken}, he was at another school until last week.",
                    "{spoken}.",
                ),
            ),
        ),
        parts=[
            ask(
                "student_name",
                label="student name",
                grader="casefold",
                kind="text",
                value="Lucas Bennett",
                spoken="Lucas Bennett",
            ),
            ask(
                "date_of_birth",
                label="student's date of birth",
                grader="date",
                kind="date",
                value="2017-09-03",
                spoken="September third, twenty seventeen",
                answers=(
                    "He was born {spoken}, a Sunday morning, I remember it well.",
                    "His birthday is {spoken}.",
                ),
            ),
            ask(
                "grade",
                label="grade level",
                grader="enum",
                kind="text",
                value="third grade",
                spoken="third grade",
                answers=(
                    "He's going into {spoken}, he just turned eight so he's one of the older ones.",
                    "{spoken}, he loved his teacher last year.",
                ),
                options=(
                    "kindergarten",
                    "first grade",
                    "second grade",
                    "third grade",
                    "fourth grade",
                    "fifth grade",
                ),
            ),
            ask(
                "home_zip",
                label="home ZIP code",
                grader="exact",
                kind="digits",
                value="94110",
                spoken="nine four one one zero",
                answers=(
                    "Our new ZIP code is {spoken}, we're near the park.",
                    "It's {spoken}.",
                ),
            ),
            on_record(
                "school", label="assigned school", grader="casefold", pattern=r"school: ([^;\n]+)"
            ),
            on_record(
                "bus_route", label="bus route", grader="numeric", pattern=r"bus route: (\d+)"
            ),
            ask(
                "previous_school",
                label="previous school",
                grader="casefold",
                kind="text",
                value="Riverside Elementary",
                spoken="Riverside Elementary",
            ),
            ask(
                "support_services",
                label="support services",
                grader="enum",
                kind="text",
                value="speech therapy",
                spoken="speech therapy",
                answers=(
                    "He gets {spoken} twice a week, it's really helped him with his reading aloud.",
                    "He has {spoken}, he had it at his old school and we want to keep it going.",
                ),
                reveal="on_event",
                event="fact:previous_school",
                options=("none", "speech therapy", "reading support", "counselling"),
            ),
            looked_up(
                "documents",
                label="documents required",
                grader="set_exact",
                query="documents needed for an enrolment",
                pattern=r"An? [a-z]+ enrolment needs ([a-z ,]+)\.",
                near=("enrolment_type",),
            ),
            ask(
                "immunizations",
                label="whether immunizations are up to date",
                grader="enum",
                kind="text",
                value="yes",
                spoken="yes",
                answers=(
                    "{spoken}, he had his boosters in the summer, I have the card somewhere.",
                    "{spoken}, all of them.",
                ),
                options=YES_NO,
            ),
            ask(
                "start_date",
                label="first day at the new school",
                grader="date",
                kind="date",
                value="2026-03-09",
                spoken="Monday, March ninth, twenty twenty-six",
                answers=(
                    "We were hoping for {spoken}, if that's possible.",
                    "{spoken} would be ideal.",
                ),
            ),
            ask(
                "guardian",
                label="parent or guardian name",
                grader="casefold",
                kind="text",
                value="Susan Wood",
                spoken="Susan Wood",
                reveal="volunteered",
            ),
            ask(
                "guardian_phone",
                label="parent phone number",
                grader="phone",
                kind="digits",
                value="6285550196",
                spoken="six two eight, five five five, zero one nine six",
                answers=(
                    "My cell is {spoken}, that's the best one to reach me on.",
                    "It's {spoken}.",
                ),
            ),
        ],
        records=(
            {
                "id": "REC-9411",
                "kind": "attendance zone",
                "zip": "94110",
                "school": "Garfield Elementary",
                "bus route": "14",
            },
            {
                "id": "REC-9412",
                "kind": "attendance zone",
                "zip": "94112",
                "school": "Balboa Elementary",
                "bus route": "22",
            },
        ),
        knowledge_base="education",
        kb=("KB-131",),
    )


def supplier_onboarding() -> WorkflowSpec:
    """Manufacturing: a new steel supplier set up, terms and sign-off level from policy."""
    return workflow(
        id="workbench_form_supplier_onboarding",
        archetype="form_completion",
        industry="manufacturing",
        story="""Rachel Ford, a buyer at a machine shop, sets up a new steel supplier. The
        prospect record found by the supplier's name has its registration number and remit
        address; the payment terms for raw material and who must sign off above a spend
        threshold are in the purchasing policy. She is unsure of the spend and gives a rough
        figure, and names the supplier's contact number only after the contact.""",
        goal="You are setting up a new raw steel supplier in the purchasing system.",
        persona="deliberate",
        conversation_type="narrative_intake",
        risk_tier="medium",
        profile="ambiguous",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        outcome="prepare",
        opening=(
            "Hi, Rachel Ford in purchasing. I need to get a new supplier set up, a steel "
            "mill I think we'll use."
            " Just prepare the form and submit it, my manager commits it herself.",
            "Hello, it's Rachel Ford. We want to start buying from a new steel supplier and "
            "it needs setting up."
            " Just prepare the form and submit it, my manager commits it herself.",
        ),
        form=("T-SUPPLIER", "Supplier set-up"),
        title="New supplier: steel",
        record_lookup="supplier",
        parts=[
            ask(
                "supplier",
                label="supplier name",
                grader="casefold",
                kind="text",
                value="Ridgeline Steel",
                spoken="Ridgeline Steel",
            ),
            on_record(
                "registration",
                label="supplier registration number",
                grader="exact",
                pattern=r"duns: (\d+)",
            ),
            on_record(
                "remit_address",
                label="remit-to address",
                grader="address",
                pattern=r"address: ([^;\n]+)",
            ),
            ask(
                "category",
                label="supplier category",
                grader="enum",
                kind="text",
                value="raw material",
                spoken="raw material",
                answers=(
                    "I suppose {spoken}, it's bar stock mostly.",
                    "Mostly {spoken}, I think.",
                ),
                options=("raw material", "tooling", "services"),
            ),
            looked_up(
                "payment_terms",
                label="payment terms",
                grader="enum",
                query="supplier payment terms",
                pattern=r"[A-Z][a-z ]*? (?:suppliers|providers) are paid (net \d+)",
                near=("category",),
                options=("net 30", "net 45", "net 60"),
            ),
            ask(
                "annual_spend",
                label="expected annual spend",
                grader="numeric",
                kind="amount",
                value="120000",
                spoken="a hundred and twenty thousand dollars",
                answers=(
                    "Maybe {spoken}? Somewhere around there.",
                    "Roughly {spoken}, give or take.",
                ),
                tolerance=5000,
            ),
            looked_up(
                "sign_off",
                label="sign-off level",
                grader="enum",
                query="supplier sign-off by annual spend",
                pattern=r"(?:up to|above) [\d,]+ dollars needs (\w+) sign-off",
                near=("annual_spend",),
                options=("manager", "director", "CFO"),
            ),
            ask(
                "certification",
                label="quality certification",
                grader="enum",
                kind="text",
                value="ISO 9001",
                spoken="ISO 9001",
                answers=(
                    "They said {spoken}, I believe.",
                    "I think it's {spoken}.",
                ),
                options=("ISO 9001", "AS9100", "none"),
            ),
            ask(
                "lead_time",
                label="lead time in days",
                grader="numeric",
                kind="number",
                value="10",
                spoken="ten",
                answers=(
                    "About {spoken} days, they told me.",
                    "{spoken} days or so.",
                ),
            ),
            ask(
                "delivery",
                label="delivery terms",
                grader="enum",
                kind="text",
                value="delivered",
                spoken="delivered",
                answers=(
                    "{spoken} to our dock, I believe.",
                    "{spoken}, they bring it on their truck.",
                ),
                options=("FOB origin", "delivered"),
            ),
            ask(
                "contact",
                label="supplier contact",
                grader="casefold",
                kind="text",
                value="Derek Simmons",
                spoken="Derek Simmons",
            ),
            ask(
                "contact_phone",
                label="supplier contact phone",
                grader="phone",
                kind="digits",
                value="7245550139",
                spoken="seven two four, five five five, zero one three nine",
                answers=(
                    "His number is {spoken}.",
                    "I have {spoken} for him.",
                ),
                reveal="on_event",
                event="fact:contact",
            ),
        ],
        records=(
            {
                "id": "REC-1201",
                "kind": "supplier prospect",
                "name": "Ridgeline Steel",
                "duns": "081234567",
                "address": "4000 Carson Street, Pittsburgh, PA 15203",
            },
            {
                "id": "REC-1202",
                "kind": "supplier prospect",
                "name": "Ridgeway Fasteners",
                "duns": "079876543",
                "address": "12 Mill Road, Erie, PA 16501",
            },
        ),
        knowledge_base="manufacturing",
        kb=("KB-181", "KB-182"),
    )
