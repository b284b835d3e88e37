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
        form=("T-PATIENT", "New patient registration"),
        title="Registration: Hannah Park",
        record_lookup="member_id",
        parts=[
            ask(
                "patient_name",
                "patient name",
                "casefold",
                "text",
                "Hannah Park",
                "Hannah Park",
                reveal="volunteered",
            ),
            ask(
                "date_of_birth",
                "date of birth",
                "date",
                "date",
                "1988-07-14",
                "July fourteenth, nineteen eighty-eight",
                "I was born {spoken}.",
                "{spoken}.",
            ),
            ask(
                "member_id",
                "insurance member number",
                "exact",
                "digits",
                "520817364",
                "five two zero, eight one seven, three six four",
                "I think it's {spoken}, that's what the card says.",
                "The card says {spoken}.",
            ),
            on_record("insurer", "insurer", "casefold", r"insurer: ([^;\n]+)"),
            on_record("plan", "plan", "casefold", r"plan: ([^;\n]+)"),
            on_record("copay", "copay", "numeric", r"copay: (\d+)"),
            looked_up(
                "doctor",
                "primary care doctor",
                "enum",
                "doctor accepting new adult patients",
                r"Dr\. ([A-Z][a-z]+ [A-Z][a-z]+) accepts new adult patients",
                options=("Amara Singh", "Paul Weber", "Lena Ruiz"),
            ),
            ask(
                "visit_reason",
                "reason for the first visit",
                "enum",
                "text",
                "annual physical",
                "an annual physical",
                "I guess {spoken}, I haven't had one in a while.",
                "Probably {spoken}.",
                options=("annual physical", "new problem", "follow-up"),
            ),
            ask(
                "allergies",
                "allergies",
                "set_exact",
                "text",
                "penicillin, latex",
                "penicillin and latex",
                "It's {spoken}.",
                "Just {spoken}.",
                "That would be {spoken}.",
            ),
            ask(
                "smoking",
                "smoking status",
                "enum",
                "text",
                "former",
                "former",
                "Well, {spoken}, I guess. I quit about five years ago.",
                "I'm a {spoken} smoker.",
                options=("never", "former", "current"),
            ),
            ask(
                "emergency_contact",
                "emergency contact name",
                "casefold",
                "text",
                "Robert Park",
                "Robert Park",
            ),
            ask(
                "emergency_phone",
                "emergency contact phone",
                "phone",
                "digits",
                "2065550183",
                "two zero six, five five five, zero one eight three",
                "His number is {spoken}.",
                "You can reach him at {spoken}.",
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
        kb=(
            {
                "id": "KB-111",
                "title": "Doctors accepting new patients",
                "text": "Dr. Amara Singh accepts new adult patients. Dr. Paul Weber's list is "
                "closed. Dr. Lena Ruiz sees children only.",
            },
        ),
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
                "new enrolment or transfer",
                "text",
                "transfer",
                "a transfer",
                "It's {spoken}, he was at another school until last week.",
                "{spoken}.",
            ),
        ),
        parts=[
            ask(
                "student_name",
                "student name",
                "casefold",
                "text",
                "Lucas Bennett",
                "Lucas Bennett",
            ),
            ask(
                "date_of_birth",
                "student's date of birth",
                "date",
                "date",
                "2017-09-03",
                "September third, twenty seventeen",
                "He was born {spoken}, a Sunday morning, I remember it well.",
                "His birthday is {spoken}.",
            ),
            ask(
                "grade",
                "grade level",
                "enum",
                "text",
                "third grade",
                "third grade",
                "He's going into {spoken}, he just turned eight so he's one of the older ones.",
                "{spoken}, he loved his teacher last year.",
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
                "home ZIP code",
                "exact",
                "digits",
                "94110",
                "nine four one one zero",
                "Our new ZIP code is {spoken}, we're near the park.",
                "It's {spoken}.",
            ),
            on_record("school", "assigned school", "casefold", r"school: ([^;\n]+)"),
            on_record("bus_route", "bus route", "numeric", r"bus route: (\d+)"),
            ask(
                "previous_school",
                "previous school",
                "casefold",
                "text",
                "Riverside Elementary",
                "Riverside Elementary",
            ),
            ask(
                "support_services",
                "support services",
                "enum",
                "text",
                "speech therapy",
                "speech therapy",
                "He gets {spoken} twice a week, it's really helped him with his reading aloud.",
                "He has {spoken}, he had it at his old school and we want to keep it going.",
                reveal="on_event",
                event="fact:previous_school",
                options=("none", "speech therapy", "reading support", "counselling"),
            ),
            looked_up(
                "documents",
                "documents required",
                "set_exact",
                "documents needed for an enrolment",
                r"An? [a-z]+ enrolment needs ([a-z ,]+)\.",
                near=("enrolment_type",),
            ),
            ask(
                "immunizations",
                "whether immunizations are up to date",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, he had his boosters in the summer, I have the card somewhere.",
                "{spoken}, all of them.",
                options=YES_NO,
            ),
            ask(
                "start_date",
                "first day at the new school",
                "date",
                "date",
                "2026-03-09",
                "Monday, March ninth, twenty twenty-six",
                "We were hoping for {spoken}, if that's possible.",
                "{spoken} would be ideal.",
            ),
            ask(
                "guardian",
                "parent or guardian name",
                "casefold",
                "text",
                "Susan Wood",
                "Susan Wood",
                reveal="volunteered",
            ),
            ask(
                "guardian_phone",
                "parent phone number",
                "phone",
                "digits",
                "6285550196",
                "six two eight, five five five, zero one nine six",
                "My cell is {spoken}, that's the best one to reach me on.",
                "It's {spoken}.",
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
        kb=(
            {
                "id": "KB-131",
                "title": "Enrolment guide: documents",
                "text": "A new enrolment needs a birth certificate and proof of address. A "
                "transfer enrolment needs proof of address, immunization record, last report "
                "card.",
            },
        ),
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
        opening=(
            "Hi, Rachel Ford in purchasing. I need to get a new supplier set up, a steel "
            "mill I think we'll use.",
            "Hello, it's Rachel Ford. We want to start buying from a new steel supplier and "
            "it needs setting up.",
        ),
        form=("T-SUPPLIER", "Supplier set-up"),
        title="New supplier: steel",
        record_lookup="supplier",
        parts=[
            ask(
                "supplier",
                "supplier name",
                "casefold",
                "text",
                "Ridgeline Steel",
                "Ridgeline Steel",
            ),
            on_record("registration", "supplier registration number", "exact", r"duns: (\d+)"),
            on_record("remit_address", "remit-to address", "address", r"address: ([^;\n]+)"),
            ask(
                "category",
                "supplier category",
                "enum",
                "text",
                "raw material",
                "raw material",
                "I suppose {spoken}, it's bar stock mostly.",
                "Mostly {spoken}, I think.",
                options=("raw material", "tooling", "services"),
            ),
            looked_up(
                "payment_terms",
                "payment terms",
                "enum",
                "supplier payment terms",
                r"[A-Z][a-z ]*? (?:suppliers|providers) are paid (net \d+)",
                near=("category",),
                options=("net 30", "net 45", "net 60"),
            ),
            ask(
                "annual_spend",
                "expected annual spend",
                "numeric",
                "amount",
                "120000",
                "a hundred and twenty thousand dollars",
                "Maybe {spoken}? Somewhere around there.",
                "Roughly {spoken}, give or take.",
                tolerance=5000,
            ),
            looked_up(
                "sign_off",
                "sign-off level",
                "enum",
                "supplier sign-off by annual spend",
                r"(?:up to|above) [\d,]+ dollars needs (\w+) sign-off",
                near=("annual_spend",),
                options=("manager", "director", "CFO"),
            ),
            ask(
                "certification",
                "quality certification",
                "enum",
                "text",
                "ISO 9001",
                "ISO 9001",
                "They said {spoken}, I believe.",
                "I think it's {spoken}.",
                options=("ISO 9001", "AS9100", "none"),
            ),
            ask(
                "lead_time",
                "lead time in days",
                "numeric",
                "number",
                "10",
                "ten",
                "About {spoken} days, they told me.",
                "{spoken} days or so.",
            ),
            ask(
                "delivery",
                "delivery terms",
                "enum",
                "text",
                "delivered",
                "delivered",
                "{spoken} to our dock, I believe.",
                "{spoken}, they bring it on their truck.",
                options=("FOB origin", "delivered"),
            ),
            ask(
                "contact",
                "supplier contact",
                "casefold",
                "text",
                "Derek Simmons",
                "Derek Simmons",
            ),
            ask(
                "contact_phone",
                "supplier contact phone",
                "phone",
                "digits",
                "7245550139",
                "seven two four, five five five, zero one three nine",
                "His number is {spoken}.",
                "I have {spoken} for him.",
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
        kb=(
            {
                "id": "KB-181",
                "title": "Purchasing policy: payment terms",
                "text": "Raw material suppliers are paid net 45. Service providers are paid net "
                "30. Tooling suppliers are paid net 60.",
            },
            {
                "id": "KB-182",
                "title": "Purchasing policy: sign-off",
                "text": "A supplier with annual spend up to 100,000 dollars needs manager "
                "sign-off. Annual spend above 100,000 dollars needs director sign-off.",
            },
        ),
    )
