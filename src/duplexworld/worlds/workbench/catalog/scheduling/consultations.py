"""Scheduling: meetings with a professional.

An immigration lawyer, a tutor, a mortgage adviser.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    ask,
    computed,
    looked_up,
    on_record,
    schedule,
    volunteered,
    workflow,
)
from duplexworld.worlds.workbench.catalog.scheduling.dates import with_year
from duplexworld.worlds.workbench.workflow import WorkflowSpec


def immigration_consult() -> WorkflowSpec:
    """Scheduling in legal services: a consultation about a work visa extension."""
    return workflow(
        id="workbench_schedule_visa_consultation",
        archetype="scheduling",
        industry="legal",
        story="""Carmen Medina needs her work visa extended and books a consultation with an
        immigration law firm. Her visa and its expiry date are on her client file; which
        attorney handles extensions and what the consultation costs are in the firm's intake
        rules. She is unsure of most things and names the documents she has only once the
        meeting format is settled. The consultation goes in the calendar on her approval.""",
        goal="You want a consultation with a lawyer about extending your work visa.",
        persona="bright",
        conversation_type="multi_intent",
        risk_tier="medium",
        profile="ambiguous",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        approval=("commit", "schedule"),
        opening=(
            "Hi, I'm Carmen Medina. I think my work visa needs extending, and I was told to book "
            "some kind of consultation?",
            "Hello, Carmen Medina here. I'm not sure how this works, but I need to talk to someone "
            "about my visa.",
        ),
        form=("T-CONSULT", "Consultation booking"),
        title="Visa extension consultation",
        record_lookup="file_number",
        facts=(volunteered("client", "Carmen Medina", "your name"),),
        parts=[
            ask(
                "file_number",
                label="client file number",
                grader="exact",
                kind="digits",
                value="2207419",
                spoken="two two zero, seven four one nine",
                answers=(
                    "I think it's {spoken}.",
                    "The letter says {spoken}.",
                ),
            ),
            on_record("visa", label="visa type", grader="exact", pattern=r"visa: ([A-Z0-9-]+)"),
            on_record(
                "expiry",
                label="visa expiry date",
                grader="date",
                pattern=r"expires: (\d{4}-\d{2}-\d{2})",
            ),
            on_record(
                "employer", label="employer", grader="casefold", pattern=r"employer: ([^;\n]+)"
            ),
            looked_up(
                "attorney",
                label="attorney",
                grader="enum",
                query="attorney for work visa extensions",
                pattern=r"Work visa extensions are handled by ([A-Z][a-z]+ [A-Z][a-z]+)",
                options=("Leah Goldberg", "Tomas Varga", "Priya Sethi"),
            ),
            looked_up(
                "fee",
                label="consultation fee",
                grader="numeric",
                query="cost of an extension consultation",
                pattern=r"extension consultation costs (\d+) dollars",
            ),
            ask(
                "meeting_mode",
                label="meeting format",
                grader="enum",
                kind="text",
                value="video call",
                spoken="video call",
                answers=(
                    "Maybe a {spoken}, if that's all right.",
                    "I suppose a {spoken} is easiest.",
                ),
                options=("in person", "video call", "phone"),
            ),
            ask(
                "documents",
                label="documents you have ready",
                grader="set_f1",
                kind="text",
                value="passport, employment letter, pay stubs",
                spoken="passport, employment letter and pay stubs",
                answers=(
                    "{spoken}.",
                    "That would be {spoken}.",
                ),
                reveal="on_event",
                event="fact:meeting_mode",
                threshold=0.8,
            ),
            ask(
                "consult_date",
                label="consultation date",
                grader="date",
                kind="date",
                value="2026-05-14",
                spoken=with_year("Thursday, May fourteenth"),
                answers=(
                    "Maybe {spoken}, if that's free.",
                    "I guess {spoken} works.",
                ),
            ),
            ask(
                "time_window",
                label="time of day",
                grader="interval",
                kind="text",
                value="13:00-15:00",
                spoken="from one p.m. to three p.m.",
                answers=(
                    "Probably {spoken}.",
                    "Any time {spoken}.",
                ),
                threshold=0.5,
            ),
            ask(
                "client_phone",
                label="your phone number",
                grader="phone",
                kind="digits",
                value="2025550119",
                spoken="two zero two, five five five, zero one one nine",
            ),
        ],
        records=(
            {
                "id": "REC-2207",
                "kind": "client file",
                "file": "2207419",
                "name": "Carmen Medina",
                "visa": "H-1B",
                "expires": "2026-08-31",
                "employer": "Brightline Robotics",
            },
            {
                "id": "REC-2208",
                "kind": "client file",
                "file": "2207491",
                "name": "Amir Nasser",
                "visa": "L-1A",
                "expires": "2027-01-15",
                "employer": "Halcyon Foods",
            },
        ),
        knowledge_base="legal",
        kb=("KB-3208", "KB-3209"),
        follow_ups=(schedule("consult_date", "visa consultation"),),
    )


def tutoring_course() -> WorkflowSpec:
    """Scheduling in education: a run of math tutoring sessions on fixed weekdays."""
    return workflow(
        id="workbench_schedule_tutoring_sessions",
        archetype="scheduling",
        industry="education",
        story="""Harriet Coleman books math tutoring for her son before his algebra final. His
        name and grade are on the student record; which tutor teaches his grade, how long a
        session lasts and what it costs are in the tutoring centre's programme sheet. She
        explains a great deal around every answer. The first session goes in the calendar on
        her approval.""",
        goal="You are booking math tutoring sessions for your son.",
        persona="lancashire",
        conversation_type="narrative_intake",
        risk_tier="low",
        profile="verbose",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        approval=("commit", "schedule"),
        opening=(
            "Hiya, it's Harriet Coleman. My lad's struggling a bit at school and his final "
            "is coming up, so I'd like to get him some tutoring booked in.",
            "Hello, Harriet Coleman here. I want to sign my son up for tutoring, he's got "
            "exams soon and he's getting himself in a state.",
        ),
        form=("T-TUTOR", "Tutoring booking"),
        title="Math tutoring for Jamie Coleman",
        record_lookup="student_id",
        facts=(volunteered("parent", "Harriet Coleman", "your name"),),
        parts=[
            ask(
                "student_id",
                label="student ID",
                grader="exact",
                kind="digits",
                value="550318",
                spoken="five five zero, three one eight",
                answers=(
                    "Oh, it's on his card somewhere, here we are, {spoken}.",
                    "His student ID is {spoken}.",
                ),
            ),
            on_record("student", label="student", grader="casefold", pattern=r"name: ([^;\n]+)"),
            on_record("grade", label="grade", grader="numeric", pattern=r"grade: (\d+)"),
            ask(
                "subject",
                label="subject",
                grader="enum",
                kind="text",
                value="math",
                spoken="math",
                answers=(
                    "It's {spoken}, he's fine with everything else, it's just the algebra.",
                    "{spoken}, please.",
                ),
                options=("math", "reading", "science"),
            ),
            looked_up(
                "tutor",
                label="tutor",
                grader="enum",
                query="tutor for each subject",
                pattern=r"(?:Grade \d+ )?\w+ is taught by ([A-Z][a-z]+ [A-Z][a-z]+)",
                near=("subject",),
                options=("Ruth Okoye", "Sam Whitlock", "Mei Tanaka"),
            ),
            looked_up(
                "session_minutes",
                label="session length in minutes",
                grader="numeric",
                query="session length and price",
                pattern=r"Sessions last (\d+) minutes",
            ),
            looked_up(
                "rate",
                label="price per session",
                grader="numeric",
                query="session length and price",
                pattern=r"cost (\d+) dollars each",
            ),
            ask(
                "sessions",
                label="number of sessions",
                grader="numeric",
                kind="number",
                value="10",
                spoken="ten sessions",
                answers=(
                    "Well, his final's in a couple of months, so I was thinking {spoken}.",
                    "Let's say {spoken}.",
                ),
            ),
            ask(
                "first_session",
                label="date of the first session",
                grader="date",
                kind="date",
                value="2026-06-02",
                spoken=with_year("Tuesday, June second"),
                answers=(
                    "He's got football practice most weeks, so {spoken} would be the first we can "
                    "do.",
                    "We could start {spoken}.",
                ),
            ),
            ask(
                "weekdays",
                label="days of the week",
                grader="set_exact",
                kind="text",
                value="Tuesday, Thursday",
                spoken="Tuesdays and Thursdays",
                answers=(
                    "{spoken}.",
                    "Only {spoken}.",
                ),
            ),
            ask(
                "time_window",
                label="time of day",
                grader="interval",
                kind="text",
                value="16:00-18:00",
                spoken="from four p.m. to six p.m.",
                answers=(
                    "Any time {spoken}.",
                    "{spoken}.",
                ),
                threshold=0.5,
            ),
            ask(
                "goals",
                label="learning goals",
                grader="semantic",
                kind="text",
                value="prepare for the algebra final exam",
                spoken="prepare for the algebra final exam",
                answers=(
                    "{spoken}.",
                    "Please put {spoken}.",
                ),
            ),
            ask(
                "parent_phone",
                label="your phone number",
                grader="phone",
                kind="digits",
                value="8165550177",
                spoken="eight one six, five five five, zero one seven seven",
            ),
            computed("course_price", label="course price", rule="sessions * rate"),
        ],
        records=(
            {
                "id": "REC-5503",
                "kind": "student",
                "student": "550318",
                "name": "Jamie Coleman",
                "grade": "8",
            },
            {
                "id": "REC-5504",
                "kind": "student",
                "student": "550381",
                "name": "Jade Collins",
                "grade": "6",
            },
        ),
        knowledge_base="education",
        kb=("KB-3221", "KB-3222"),
        follow_ups=(schedule("first_session", "first tutoring session"),),
    )


def mortgage_meeting() -> WorkflowSpec:
    """Scheduling in finance: a refinance meeting with an adviser before a deal ends."""
    return workflow(
        id="workbench_schedule_mortgage_meeting",
        archetype="scheduling",
        industry="finance",
        story="""Marta Rivera's fixed mortgage deal ends soon and she books a meeting with an
        adviser. Her mortgage account, the date the deal ends and the property are on her
        customer record; which adviser takes refinancing and how long the meeting lasts are in
        the bank's advice booking rules. She is at work and keeps being pulled away. The
        meeting goes in the calendar on her approval.""",
        goal="Your mortgage deal is ending and you want to meet an adviser about a new one.",
        persona="caribbean",
        conversation_type="multi_intent",
        risk_tier="high",
        profile="distracted",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        approval=("commit", "schedule"),
        opening=(
            "Hi, it's Marta Rivera. My mortgage deal is running out and I want to talk to "
            "someone about a new one. I'm at work, so bear with me.",
            "Hello, Marta Rivera here. I need an appointment about refinancing, my fixed rate "
            "is ending.",
        ),
        form=("T-ADVICE", "Mortgage advice appointment"),
        title="Refinance meeting for Marta Rivera",
        record_lookup="customer_number",
        facts=(volunteered("customer", "Marta Rivera", "your name"),),
        parts=[
            ask(
                "customer_number",
                label="customer number",
                grader="exact",
                kind="digits",
                value="55019283",
                spoken="five five zero one, nine two eight three",
                answers=(
                    "One moment, somebody's at my desk. It's {spoken}.",
                    "My customer number is {spoken}.",
                ),
            ),
            on_record(
                "mortgage_account",
                label="mortgage account",
                grader="exact",
                pattern=r"mortgage: (MG-\d+)",
            ),
            on_record(
                "deal_end",
                label="date the deal ends",
                grader="date",
                pattern=r"deal ends: (\d{4}-\d{2}-\d{2})",
            ),
            on_record(
                "property",
                label="property address",
                grader="address",
                pattern=r"property: ([^;\n]+)",
            ),
            ask(
                "purpose",
                label="purpose of the meeting",
                grader="enum",
                kind="text",
                value="refinance",
                spoken="refinance",
                answers=(
                    "I want to {spoken}.",
                    "It's a {spoken}.",
                ),
                options=("refinance", "home purchase", "investment property"),
            ),
            ask(
                "loan_amount",
                label="amount to borrow",
                grader="numeric",
                kind="amount",
                value="310000",
                spoken="three hundred and ten thousand dollars",
                answers=(
                    "Where was I, {spoken}.",
                    "About {spoken}.",
                ),
                tolerance=1000,
            ),
            looked_up(
                "adviser",
                label="adviser",
                grader="enum",
                query="adviser by appointment type",
                pattern=r"[A-Z][a-z]+(?: [a-z]+)? (?:appointments|purchases) are with "
                r"([A-Z][a-z]+ [A-Z][a-z]+)",
                near=("purpose",),
                options=("Daniel Okoro", "Grace Lim", "Hannah Pryor"),
            ),
            looked_up(
                "meeting_minutes",
                label="meeting length in minutes",
                grader="numeric",
                query="length of each kind of meeting",
                pattern=r"[A-Z][a-z]+(?: [a-z]+)? meetings last (\d+) minutes",
                near=("purpose",),
            ),
            ask(
                "meeting_date",
                label="meeting date",
                grader="date",
                kind="date",
                value="2026-06-25",
                spoken=with_year("Thursday, June twenty-fifth"),
                answers=(
                    "Hang on. {spoken}.",
                    "{spoken}, in my lunch break.",
                ),
            ),
            ask(
                "meeting_mode",
                label="meeting format",
                grader="enum",
                kind="text",
                value="phone",
                spoken="phone",
                answers=(
                    "By {spoken}, please.",
                    "{spoken}, please.",
                ),
                options=("branch", "video call", "phone"),
            ),
            ask(
                "documents",
                label="documents you can send",
                grader="set_f1",
                kind="text",
                value="passport, bank statements",
                spoken="passport and bank statements",
                answers=(
                    "{spoken}.",
                    "Only {spoken}.",
                ),
                threshold=1.0,
            ),
            ask(
                "customer_phone",
                label="your phone number",
                grader="phone",
                kind="digits",
                value="7135550172",
                spoken="seven one three, five five five, zero one seven two",
            ),
        ],
        records=(
            {
                "id": "REC-5501",
                "kind": "customer",
                "customer": "55019283",
                "mortgage": "MG-602214",
                "deal ends": "2026-08-31",
                "property": "77 Magnolia Drive, Houston, TX 77024",
            },
            {
                "id": "REC-5502",
                "kind": "customer",
                "customer": "55019238",
                "mortgage": "MG-511890",
                "deal ends": "2027-03-31",
                "property": "5 Oak Lane, Katy, TX 77450",
            },
        ),
        knowledge_base="finance",
        kb=("KB-3291", "KB-3292"),
        follow_ups=(schedule("meeting_date", "mortgage meeting"),),
    )
