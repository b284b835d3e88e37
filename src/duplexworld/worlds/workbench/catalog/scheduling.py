"""Workflows of scheduling: an appointment whose terms come from a record, a rule and the caller.

Each story ends in one booking sheet: who and what the appointment is for comes from a record,
who takes it, how long it runs or what it costs comes from the knowledge base, and when the
caller can come is taken by asking; the appointment then goes in the calendar.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    ask,
    correction,
    fact,
    looked_up,
    on_record,
    workflow,
)
from duplexworld.worlds.workbench.workflow import FollowUp, FromUser, WorkflowSpec

YES_NO = ("yes", "no")
YEAR = "twenty twenty-six"


def _on(day: str) -> str:
    """A date as people say it, with the year (the recogniser needs a complete date)."""
    return f"{day}, {YEAR}"


def immigration_consult() -> WorkflowSpec:
    """Scheduling in legal services: a consultation about a work visa extension."""
    return workflow(
        id="workbench_schedule_visa_consultation",
        archetype="scheduling",
        industry="legal",
        story="""Amara Nwosu needs her work visa extended and books a consultation with an
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
            "Hi, I'm Amara Nwosu. I think my work visa needs extending, and I was told to book "
            "some kind of consultation?",
            "Hello, Amara Nwosu here. I'm not sure how this works, but I need to talk to someone "
            "about my visa.",
        ),
        form=("T-CONSULT", "Consultation booking"),
        title="Visa extension consultation",
        record_lookup="file_number",
        facts=(
            fact("client", "your name", "text", "Amara Nwosu", "Amara Nwosu", reveal="volunteered"),
        ),
        parts=[
            ask(
                "file_number",
                "client file number",
                "exact",
                "digits",
                "2207419",
                "two two zero, seven four one nine",
                "I think it's {spoken}.",
                "The letter says {spoken}.",
            ),
            on_record("visa", "visa type", "exact", r"visa: ([A-Z0-9-]+)"),
            on_record("expiry", "visa expiry date", "date", r"expires: (\d{4}-\d{2}-\d{2})"),
            on_record("employer", "employer", "casefold", r"employer: ([^;\n]+)"),
            looked_up(
                "attorney",
                "attorney",
                "enum",
                "attorney for work visa extensions",
                r"Work visa extensions are handled by ([A-Z][a-z]+ [A-Z][a-z]+)",
                options=("Leah Goldberg", "Tomas Varga", "Priya Sethi"),
            ),
            looked_up(
                "fee",
                "consultation fee",
                "numeric",
                "cost of an extension consultation",
                r"extension consultation costs (\d+) dollars",
            ),
            ask(
                "meeting_mode",
                "meeting format",
                "enum",
                "text",
                "video call",
                "video call",
                "Maybe a {spoken}, if that's all right.",
                "I suppose a {spoken} is easiest.",
                options=("in person", "video call", "phone"),
            ),
            ask(
                "documents",
                "documents you have ready",
                "set_f1",
                "text",
                "passport, employment letter, pay stubs",
                "the passport, the employment letter and the pay stubs",
                "{spoken}.",
                "There's {spoken}.",
                reveal="on_event",
                event="fact:meeting_mode",
                threshold=0.8,
            ),
            ask(
                "consult_date",
                "consultation date",
                "date",
                "date",
                "2026-05-14",
                _on("Thursday, May fourteenth"),
                "Maybe {spoken}, if that's free.",
                "I guess {spoken} works.",
            ),
            ask(
                "time_window",
                "time of day",
                "interval",
                "text",
                "13:00-15:00",
                "from one p.m. to three p.m.",
                "Probably {spoken}.",
                "Any time {spoken}.",
                threshold=0.5,
            ),
            ask(
                "client_phone",
                "your phone number",
                "phone",
                "digits",
                "2025550119",
                "two zero two, five five five, zero one one nine",
            ),
        ],
        records=(
            {
                "id": "REC-2207",
                "kind": "client file",
                "file": "2207419",
                "name": "Amara Nwosu",
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
        kb=(
            {
                "id": "KB-3201",
                "title": "Intake rules: attorneys",
                "text": "Work visa extensions are handled by Leah Goldberg. Family petitions are "
                "handled by Tomas Varga.",
            },
            {
                "id": "KB-3202",
                "title": "Intake rules: fees",
                "text": "An extension consultation costs 250 dollars, credited to the case if "
                "the client goes ahead.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="schedule",
                arguments={"when": FromUser(fact="consult_date"), "what": "visa consultation"},
            ),
        ),
    )


def damage_assessment() -> WorkflowSpec:
    """Scheduling in insurance: an appraiser's visit to a car that cannot be driven."""
    return workflow(
        id="workbench_schedule_damage_assessment",
        archetype="scheduling",
        industry="insurance",
        story="""Liam Forsythe's car was hit from behind and cannot be driven. He books the
        damage assessment on his claim. The policy, the vehicle and the deductible are on the
        claim record; what kind of inspection a car that cannot be driven gets is in the claims
        handbook. He is minding his children and loses track while answering. The visit goes
        in the calendar once the booking is committed.""",
        goal="Your car was damaged in a crash and you need the insurer to assess it.",
        persona="hurried",
        conversation_type="guided_procedure",
        risk_tier="medium",
        profile="distracted",
        knowledge_burden=("local_state", "supplied_evidence", "retrieval"),
        opening=(
            "Hi, Liam Forsythe. Someone went into the back of my car and I need someone to "
            "look at the damage.",
            "Hello, it's Liam Forsythe, I've got a claim open after a crash and need an "
            "assessment booked.",
        ),
        form=("T-ASSESS", "Damage assessment booking"),
        title="Assessment for claim of Liam Forsythe",
        record_lookup="claim_number",
        facts=(
            fact(
                "claimant",
                "your name",
                "text",
                "Liam Forsythe",
                "Liam Forsythe",
                reveal="volunteered",
            ),
        ),
        parts=[
            ask(
                "claim_number",
                "claim number",
                "exact",
                "digits",
                "66104827",
                "six six one zero, four eight two seven",
                "Hang on, the kids are shouting. It's {spoken}.",
                "The claim number is {spoken}.",
            ),
            on_record("policy", "policy number", "exact", r"policy: (PL-\d+)"),
            on_record("vehicle", "vehicle", "casefold", r"vehicle: ([^;\n]+)"),
            on_record("deductible", "deductible", "numeric", r"deductible: (\d+)"),
            ask(
                "driveable",
                "whether the car can be driven",
                "enum",
                "text",
                "no",
                "no",
                "{spoken}, the boot won't even close.",
                "{spoken}, it's not safe to drive.",
                options=YES_NO,
            ),
            looked_up(
                "inspection",
                "inspection type",
                "enum",
                "inspection when the car cannot be driven",
                r"cannot be driven is inspected by a (field appraiser)",
                options=("photo estimate", "drive-in centre", "field appraiser"),
            ),
            ask(
                "car_location",
                "where the car is",
                "enum",
                "text",
                "tow yard",
                "tow yard",
                "It's at the {spoken} on Route nine.",
                "They took it to the {spoken}.",
                options=("home", "body shop", "tow yard"),
            ),
            ask(
                "visit_date",
                "assessment date",
                "date",
                "date",
                "2026-05-21",
                _on("Thursday, May twenty-first"),
                "One second. {spoken}.",
                "{spoken} suits me.",
            ),
            ask(
                "visit_window",
                "time window",
                "interval",
                "text",
                "08:00-12:00",
                "from eight a.m. to noon",
                "Where was I, {spoken}.",
                "Any time {spoken}.",
                threshold=0.5,
            ),
            ask(
                "rental",
                "rental car needed",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, I need it for work.",
                "{spoken}, please.",
                options=YES_NO,
            ),
            ask(
                "damage",
                "damage description",
                "semantic",
                "text",
                "rear bumper and tailgate crushed",
                "rear bumper and tailgate crushed",
                "{spoken}.",
                "Please put {spoken}.",
            ),
            ask(
                "claimant_phone",
                "your phone number",
                "phone",
                "digits",
                "6145550133",
                "six one four, five five five, zero one three three",
            ),
        ],
        records=(
            {
                "id": "REC-6610",
                "kind": "claim",
                "claim": "66104827",
                "policy": "PL-883014",
                "vehicle": "2021 Subaru Outback",
                "deductible": "500",
            },
            {
                "id": "REC-6611",
                "kind": "claim",
                "claim": "66104872",
                "policy": "PL-770215",
                "vehicle": "2018 Honda Civic",
                "deductible": "1000",
            },
        ),
        kb=(
            {
                "id": "KB-3211",
                "title": "Claims handbook: inspections",
                "text": "A car that can be driven goes to a drive-in centre. A car that cannot be "
                "driven is inspected by a field appraiser where it stands. Minor damage can be "
                "handled by a photo estimate.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="schedule",
                arguments={
                    "when": FromUser(fact="visit_date"),
                    "what": "vehicle damage assessment",
                },
            ),
        ),
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
        facts=(
            fact(
                "parent",
                "your name",
                "text",
                "Harriet Coleman",
                "Harriet Coleman",
                reveal="volunteered",
            ),
        ),
        parts=[
            ask(
                "student_id",
                "student ID",
                "exact",
                "digits",
                "550318",
                "five five zero, three one eight",
                "Oh, it's on his card somewhere, here we are, {spoken}.",
                "His student ID is {spoken}.",
            ),
            on_record("student", "student", "casefold", r"name: ([^;\n]+)"),
            on_record("grade", "grade", "numeric", r"grade: (\d+)"),
            ask(
                "subject",
                "subject",
                "enum",
                "text",
                "math",
                "math",
                "It's {spoken}, he's fine with everything else, it's just the algebra.",
                "{spoken}, please.",
                options=("math", "reading", "science"),
            ),
            looked_up(
                "tutor",
                "tutor",
                "enum",
                "tutor for grade 8 math",
                r"Grade 8 math is taught by ([A-Z][a-z]+ [A-Z][a-z]+)",
                options=("Ruth Okoye", "Sam Whitlock", "Mei Tanaka"),
            ),
            looked_up(
                "session_minutes",
                "session length in minutes",
                "numeric",
                "session length and price",
                r"Sessions last (\d+) minutes",
            ),
            looked_up(
                "rate",
                "price per session",
                "numeric",
                "session length and price",
                r"cost (\d+) dollars each",
            ),
            ask(
                "sessions",
                "number of sessions",
                "numeric",
                "number",
                "10",
                "ten sessions",
                "Well, his final's in a couple of months, so I was thinking {spoken}.",
                "Let's say {spoken}.",
            ),
            ask(
                "first_session",
                "date of the first session",
                "date",
                "date",
                "2026-06-02",
                _on("Tuesday, June second"),
                "He's got football practice most weeks, so {spoken} would be the first we can do.",
                "We could start {spoken}.",
            ),
            ask(
                "weekdays",
                "days of the week",
                "set_exact",
                "text",
                "Tuesday, Thursday",
                "Tuesdays and Thursdays",
                "{spoken}.",
                "Only {spoken}.",
            ),
            ask(
                "time_window",
                "time of day",
                "interval",
                "text",
                "16:00-18:00",
                "from four p.m. to six p.m.",
                "Any time {spoken}.",
                "{spoken}.",
                threshold=0.5,
            ),
            ask(
                "goals",
                "learning goals",
                "semantic",
                "text",
                "prepare for the algebra final exam",
                "prepare for the algebra final exam",
                "{spoken}.",
                "Please put {spoken}.",
            ),
            ask(
                "parent_phone",
                "your phone number",
                "phone",
                "digits",
                "8165550177",
                "eight one six, five five five, zero one seven seven",
            ),
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
        kb=(
            {
                "id": "KB-3221",
                "title": "Programme sheet: tutors",
                "text": "Grade 8 math is taught by Ruth Okoye. Grade 6 math is taught by Sam "
                "Whitlock. Reading is taught by Mei Tanaka.",
            },
            {
                "id": "KB-3222",
                "title": "Programme sheet: sessions and prices",
                "text": "Sessions last 50 minutes and cost 45 dollars each, paid per block.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="schedule",
                arguments={
                    "when": FromUser(fact="first_session"),
                    "what": "first tutoring session",
                },
            ),
        ),
    )


def private_dining() -> WorkflowSpec:
    """Scheduling in hospitality: a private dining room for a company dinner."""
    return workflow(
        id="workbench_schedule_private_dining",
        archetype="scheduling",
        industry="hospitality",
        story="""Victor Almeida books a restaurant's private room for a colleague's retirement
        dinner on his company's account. The company and billing address are on the account
        record; which room seats a party of his size and its minimum spend are in the events
        pack. When the head count is read back he cuts in: four more have said yes. The dinner
        goes in the calendar once it is committed.""",
        goal="You are booking a private room for a colleague's retirement dinner.",
        persona="received",
        conversation_type="mid_call_correction",
        risk_tier="low",
        profile="correction_prone",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Good afternoon, Victor Almeida from Harbourview Insurance. I'd like to book a "
            "private room for a retirement dinner.",
            "Hello, it's Victor Almeida. We're planning a retirement dinner and need your "
            "private dining room.",
        ),
        form=("T-DINING", "Private dining booking"),
        title="Retirement dinner",
        record_lookup="account_number",
        facts=(
            fact(
                "host",
                "your name",
                "text",
                "Victor Almeida",
                "Victor Almeida",
                reveal="volunteered",
            ),
        ),
        parts=[
            ask(
                "account_number",
                "account number",
                "exact",
                "digits",
                "74012",
                "seven four zero one two",
                "Our account number is {spoken}.",
                "{spoken}.",
            ),
            on_record("company", "company", "casefold", r"company: ([^;\n]+)"),
            on_record("billing_address", "billing address", "address", r"billing: ([^;\n]+)"),
            ask(
                "dinner_date",
                "date of the dinner",
                "date",
                "date",
                "2026-06-19",
                _on("Friday, June nineteenth"),
                "{spoken}.",
                "It's {spoken}.",
            ),
            ask(
                "guests",
                "number of guests",
                "numeric",
                "number",
                "24",
                "twenty-four",
                "{spoken} guests.",
                "We'll be {spoken}.",
                fix=correction(
                    "28",
                    "twenty-eight",
                    "Sorry, the number of guests is {spoken} now.",
                    "Actually, make the number of guests {spoken}.",
                ),
            ),
            looked_up(
                "room",
                "private room",
                "enum",
                "private room for a party of 21 to 30",
                r"Parties of 21 to 30 dine in the ([A-Z][a-z]+ Room)",
                options=("Cellar Room", "Garden Room", "Terrace Room"),
            ),
            looked_up(
                "minimum_spend",
                "minimum spend",
                "numeric",
                "minimum spend in the Garden Room",
                r"Garden Room has a minimum spend of (\d+) dollars",
            ),
            ask(
                "menu",
                "menu",
                "enum",
                "text",
                "tasting menu",
                "tasting menu",
                "The {spoken}, please.",
                "We'll go with the {spoken}.",
                options=("set menu", "tasting menu", "buffet"),
            ),
            ask(
                "hours",
                "arrival and finish time",
                "interval",
                "text",
                "19:00-23:00",
                "from seven p.m. to eleven p.m.",
                "{spoken}.",
                "Roughly {spoken}.",
                threshold=0.5,
            ),
            ask(
                "dietary",
                "dietary requirements",
                "set_f1",
                "text",
                "vegan, shellfish allergy",
                "vegan and a shellfish allergy",
                "{spoken}.",
                "There's {spoken}.",
                threshold=1.0,
            ),
            ask(
                "occasion",
                "occasion notes",
                "semantic",
                "text",
                "retirement dinner for our finance director",
                "retirement dinner for our finance director",
                "{spoken}.",
                "Please put {spoken}.",
            ),
            ask(
                "host_phone",
                "your phone number",
                "phone",
                "digits",
                "2065550158",
                "two zero six, five five five, zero one five eight",
            ),
        ],
        records=(
            {
                "id": "REC-7401",
                "kind": "account",
                "account": "74012",
                "company": "Harbourview Insurance",
                "billing": "600 Pike Street, Seattle, WA 98101",
            },
            {
                "id": "REC-7402",
                "kind": "account",
                "account": "74021",
                "company": "Puget Dental",
                "billing": "12 Spring Street, Seattle, WA 98104",
            },
        ),
        kb=(
            {
                "id": "KB-3231",
                "title": "Events pack: rooms",
                "text": "Parties up to 12 dine in the Cellar Room. Parties of 13 to 20 dine on "
                "the Terrace. Parties of 21 to 30 dine in the Garden Room.",
            },
            {
                "id": "KB-3232",
                "title": "Events pack: minimums",
                "text": "The Garden Room has a minimum spend of 1800 dollars on Fridays and "
                "Saturdays.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="schedule",
                arguments={"when": FromUser(fact="dinner_date"), "what": "private dinner"},
            ),
        ),
    )


def smart_meter() -> WorkflowSpec:
    """Scheduling in utilities: a smart meter installation at home."""
    return workflow(
        id="workbench_schedule_smart_meter",
        archetype="scheduling",
        industry="utilities",
        story="""Peter Lindgren books the installation of a smart meter. His address, current
        meter and fuel are on the account record; how long an installation of his fuel type
        takes is in the installer's job guide. He answers each question plainly. The
        appointment goes in the calendar on his approval.""",
        goal="You want a smart meter installed at your home.",
        persona="calm",
        conversation_type="single_intent",
        risk_tier="low",
        profile="cooperative",
        knowledge_burden=("local_state", "retrieval"),
        approval=("commit", "schedule"),
        opening=(
            "Hello, Peter Lindgren. I got a letter saying I can have a smart meter fitted and "
            "I'd like to book it.",
            "Hi, this is Peter Lindgren, I'm calling to book a smart meter installation.",
        ),
        form=("T-METER", "Meter installation booking"),
        title="Smart meter installation",
        record_lookup="account_number",
        facts=(
            fact(
                "customer",
                "your name",
                "text",
                "Peter Lindgren",
                "Peter Lindgren",
                reveal="volunteered",
            ),
        ),
        parts=[
            ask(
                "account_number",
                "account number",
                "exact",
                "digits",
                "71140263",
                "seven one one four, zero two six three",
                "It's {spoken}.",
                "My account number is {spoken}.",
            ),
            on_record("address", "installation address", "address", r"address: ([^;\n]+)"),
            on_record("meter_serial", "current meter serial", "exact", r"meter: (MTR-\d+)"),
            on_record(
                "fuel",
                "fuel",
                "enum",
                r"fuel: ([a-z ]+)",
                options=("electric only", "gas only", "dual fuel"),
            ),
            looked_up(
                "duration_hours",
                "installation time in hours",
                "numeric",
                "how long a dual fuel installation takes",
                r"Dual fuel installs take (\d+) hours",
            ),
            ask(
                "install_date",
                "installation date",
                "date",
                "date",
                "2026-06-10",
                _on("Wednesday, June tenth"),
                "{spoken}, please.",
                "I'm free {spoken}.",
            ),
            ask(
                "window",
                "time window",
                "interval",
                "text",
                "08:00-12:00",
                "from eight a.m. to noon",
                "{spoken}.",
                "Any time {spoken}.",
                threshold=0.5,
            ),
            ask(
                "meter_location",
                "where the meter is",
                "enum",
                "text",
                "basement",
                "basement",
                "It's in the {spoken}.",
                "Down in the {spoken}.",
                options=("inside", "outside", "basement"),
            ),
            ask(
                "adult_present",
                "whether an adult will be home",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, I'll be in.",
                "{spoken}, me.",
                options=YES_NO,
            ),
            ask(
                "access",
                "access notes",
                "semantic",
                "text",
                "meter is behind the boiler cupboard door",
                "meter is behind the boiler cupboard door",
                "{spoken}.",
                "Please put {spoken}.",
            ),
            ask(
                "customer_phone",
                "your phone number",
                "phone",
                "digits",
                "6125550149",
                "six one two, five five five, zero one four nine",
            ),
        ],
        records=(
            {
                "id": "REC-7114",
                "kind": "account",
                "account": "71140263",
                "address": "58 Birch Hollow Road, Duluth, MN 55803",
                "meter": "MTR-2290415",
                "fuel": "dual fuel",
            },
            {
                "id": "REC-7115",
                "kind": "account",
                "account": "71140236",
                "address": "3 Lake Avenue, Duluth, MN 55802",
                "meter": "MTR-2290877",
                "fuel": "electric only",
            },
        ),
        kb=(
            {
                "id": "KB-3241",
                "title": "Job guide: installation times",
                "text": "Electric only installs take 2 hours. Dual fuel installs take 3 hours, "
                "with the gas off for one of them.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="schedule",
                arguments={"when": FromUser(fact="install_date"), "what": "smart meter install"},
            ),
        ),
    )


def passport_appointment() -> WorkflowSpec:
    """Scheduling in government services: an urgent passport appointment before a trip."""
    return workflow(
        id="workbench_schedule_passport_appointment",
        archetype="scheduling",
        industry="government services",
        story="""Sofia Marchetti travels soon and her passport renewal has not arrived. The
        application type is on her application record; which service a trip within two weeks
        needs, where it is held and its fee are in the passport agency's service rules. She
        is vague, and only says when she can come once her travel date is known. The
        appointment goes in the calendar on her approval.""",
        goal="You need your passport before a trip and want an appointment at the agency.",
        persona="new_yorker",
        conversation_type="multi_intent",
        risk_tier="medium",
        profile="ambiguous",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        approval=("commit", "schedule"),
        opening=(
            "Hi, Sofia Marchetti. I applied to renew my passport a while back and I'm flying "
            "soon, so I think I need an appointment or something?",
            "Hello, this is Sofia Marchetti. My passport hasn't come and I'm travelling, I'm not "
            "sure what to do.",
        ),
        form=("T-PASSPORT", "Passport appointment"),
        title="Passport appointment for Sofia Marchetti",
        record_lookup="application_number",
        facts=(
            fact(
                "applicant",
                "your name",
                "text",
                "Sofia Marchetti",
                "Sofia Marchetti",
                reveal="volunteered",
            ),
        ),
        parts=[
            ask(
                "application_number",
                "application number",
                "exact",
                "digits",
                "88213047",
                "eight eight two one, three zero four seven",
                "I think it's {spoken}.",
                "The receipt says {spoken}.",
            ),
            on_record("applicant", "applicant", "casefold", r"name: ([^;\n]+)"),
            on_record("application_type", "application type", "casefold", r"type: ([^;\n]+)"),
            ask(
                "destination",
                "destination country",
                "casefold",
                "text",
                "Portugal",
                "Portugal",
                "{spoken}.",
                "It's {spoken}.",
            ),
            ask(
                "travel_date",
                "travel date",
                "date",
                "date",
                "2026-06-16",
                _on("Tuesday, June sixteenth"),
                "I fly out {spoken}, I think.",
                "It's {spoken}.",
            ),
            looked_up(
                "service",
                "service level",
                "enum",
                "service for travel within 14 days",
                r"Travel within 14 days needs the (urgent in-person) service",
                options=("standard", "expedited", "urgent in-person"),
            ),
            looked_up(
                "office",
                "agency office",
                "enum",
                "where urgent appointments are held and what they cost",
                r"Urgent appointments are held at the ([A-Z][a-z]+ [A-Z][a-z]+) office",
                options=("Federal Building", "Harbor Plaza", "Union Square"),
            ),
            looked_up(
                "fee",
                "urgent service fee",
                "numeric",
                "where urgent appointments are held and what they cost",
                r"urgent service costs (\d+) dollars",
            ),
            ask(
                "appointment_date",
                "appointment date",
                "date",
                "date",
                "2026-06-08",
                _on("Monday, June eighth"),
                "Maybe {spoken}? I could take the morning off.",
                "I guess {spoken}.",
                reveal="on_event",
                event="fact:travel_date",
            ),
            ask(
                "time_window",
                "time of day",
                "interval",
                "text",
                "09:00-11:00",
                "from nine a.m. to eleven a.m.",
                "Probably {spoken}.",
                "Any time {spoken}.",
                threshold=0.5,
            ),
            ask(
                "documents",
                "documents you will bring",
                "set_f1",
                "text",
                "old passport, photo, flight itinerary",
                "the old passport, a photo and the flight itinerary",
                "{spoken}.",
                "There's {spoken}.",
                threshold=0.8,
            ),
            ask(
                "applicant_phone",
                "your phone number",
                "phone",
                "digits",
                "9175550136",
                "nine one seven, five five five, zero one three six",
            ),
        ],
        records=(
            {
                "id": "REC-8821",
                "kind": "application",
                "application": "88213047",
                "name": "Sofia Marchetti",
                "type": "adult renewal",
            },
            {
                "id": "REC-8822",
                "kind": "application",
                "application": "88213074",
                "name": "Sean Marsh",
                "type": "first passport",
            },
        ),
        kb=(
            {
                "id": "KB-3251",
                "title": "Service rules: levels",
                "text": "Travel within 14 days needs the urgent in-person service. Travel within "
                "six weeks can use the expedited service by mail.",
            },
            {
                "id": "KB-3252",
                "title": "Service rules: urgent appointments",
                "text": "Urgent appointments are held at the Federal Building office. The urgent "
                "service costs 60 dollars on top of the application fee.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="schedule",
                arguments={
                    "when": FromUser(fact="appointment_date"),
                    "what": "passport appointment",
                },
            ),
        ),
    )


def furniture_delivery() -> WorkflowSpec:
    """Scheduling in retail: a furniture delivery slot, approved and then withdrawn."""
    return workflow(
        id="workbench_schedule_furniture_delivery",
        archetype="scheduling",
        industry="retail",
        story="""Naomi Feld books the delivery of a sofa and a coffee table she bought. The
        items and the delivery address are on the order record; the delivery fee and the size
        of the crew for a sectional sofa are in the store's delivery terms. She approves the
        booking, then withdraws it at once: she will be away that day and gives another date.
        Only the new date may be committed, and it goes in the calendar only on her separate
        approval.""",
        goal="You want your new furniture delivered.",
        persona="deliberate",
        conversation_type="mid_call_correction",
        risk_tier="medium",
        profile="correction_prone",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        approval=("commit", "schedule"),
        opening=(
            "Hi, I'm Naomi Feld. I bought a sofa and a coffee table last week and I need to "
            "book the delivery.",
            "Hello, Naomi Feld here, calling to arrange delivery of my furniture order.",
        ),
        form=("T-DELIVERY", "Delivery booking"),
        title="Furniture delivery for Naomi Feld",
        record_lookup="order_number",
        facts=(
            fact("customer", "your name", "text", "Naomi Feld", "Naomi Feld", reveal="volunteered"),
        ),
        parts=[
            ask(
                "order_number",
                "order number",
                "exact",
                "digits",
                "3047719",
                "three zero four, seven seven one nine",
                "It's {spoken}.",
                "The order number is {spoken}.",
            ),
            on_record("items", "items", "set_exact", r"items: ([^;\n]+)"),
            on_record("delivery_address", "delivery address", "address", r"address: ([^;\n]+)"),
            ask(
                "delivery_date",
                "delivery date",
                "date",
                "date",
                "2026-06-11",
                _on("Thursday, June eleventh"),
                "{spoken}.",
                "{spoken} would be good.",
                fix=correction(
                    "2026-06-17",
                    _on("Wednesday, June seventeenth"),
                    "Sorry, I'm away then, the delivery date should be {spoken}.",
                    "Wait, I've got that wrong, make the delivery date {spoken}.",
                    mode="with_revocation",
                ),
            ),
            ask(
                "slot",
                "delivery slot",
                "interval",
                "text",
                "13:00-17:00",
                "from one p.m. to five p.m.",
                "{spoken}.",
                "Any time {spoken}.",
                threshold=0.5,
            ),
            ask(
                "floor",
                "floor number",
                "numeric",
                "number",
                "3",
                "three",
                "It's {spoken}.",
                "{spoken}.",
            ),
            ask(
                "elevator",
                "whether there is a lift",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, a big goods lift.",
                "{spoken}, it takes a sofa.",
                options=YES_NO,
            ),
            ask(
                "assembly",
                "assembly",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, please put the table together.",
                "{spoken}, assembly please.",
                options=YES_NO,
            ),
            looked_up(
                "delivery_fee",
                "delivery fee",
                "numeric",
                "fee for delivery with assembly",
                r"with assembly costs (\d+) dollars",
            ),
            looked_up(
                "crew_size",
                "crew size",
                "numeric",
                "crew for a sectional sofa",
                r"Sectional sofas are carried by a crew of (\d+)",
            ),
            ask(
                "customer_phone",
                "your phone number",
                "phone",
                "digits",
                "8605550125",
                "eight six zero, five five five, zero one two five",
            ),
        ],
        records=(
            {
                "id": "REC-3047",
                "kind": "order",
                "order": "3047719",
                "items": "sectional sofa, oak coffee table",
                "address": "210 Prospect Avenue, Apartment 3C, Hartford, CT 06106",
            },
            {
                "id": "REC-3048",
                "kind": "order",
                "order": "3047791",
                "items": "queen bed frame",
                "address": "17 Elm Street, West Hartford, CT 06107",
            },
        ),
        kb=(
            {
                "id": "KB-3261",
                "title": "Delivery terms: fees",
                "text": "Curbside delivery costs 59 dollars. White glove delivery with assembly "
                "costs 149 dollars.",
            },
            {
                "id": "KB-3262",
                "title": "Delivery terms: crews",
                "text": "Sectional sofas are carried by a crew of 2. Wardrobes over two metres "
                "need a crew of 3.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="schedule",
                arguments={"when": FromUser(fact="delivery_date"), "what": "furniture delivery"},
            ),
        ),
    )


def herd_test() -> WorkflowSpec:
    """Scheduling in agriculture: a vet's tuberculin test of a cattle herd before a sale."""
    return workflow(
        id="workbench_schedule_herd_test",
        archetype="scheduling",
        industry="agriculture",
        story="""Gareth Hughes, a beef farmer, books the pre-movement tuberculin test of his
        herd before selling stock. The farm and its address are on the herd record; which vet
        does pre-movement tests and how many hours after injection the test is read are in the
        practice's testing rules. He knows the procedure and answers in few words. The
        injection visit goes in the calendar once the booking is committed.""",
        goal="You need the vet to test your cattle herd before you sell stock.",
        persona="midlands",
        conversation_type="single_intent",
        risk_tier="medium",
        profile="expert",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Gareth Hughes, Brynmawr Farm. I need a TB test on the herd before a sale.",
            "Morning, Gareth Hughes here. Book me in for a herd test before the sale, please.",
        ),
        form=("T-HERDTEST", "Herd test booking"),
        title="Pre-movement test at Brynmawr Farm",
        record_lookup="herd_number",
        facts=(
            fact(
                "farmer",
                "your name",
                "text",
                "Gareth Hughes",
                "Gareth Hughes",
                reveal="volunteered",
            ),
        ),
        parts=[
            ask(
                "herd_number",
                "herd number",
                "exact",
                "digits",
                "40211587",
                "four zero two one, one five eight seven",
                "{spoken}.",
                "Herd number {spoken}.",
            ),
            on_record("farm", "farm", "casefold", r"farm: ([^;\n]+)"),
            on_record("farm_address", "farm address", "address", r"address: ([^;\n]+)"),
            ask(
                "reason",
                "reason for the test",
                "enum",
                "text",
                "pre-movement",
                "pre-movement",
                "{spoken}.",
                "It's a {spoken} test.",
                options=("routine", "pre-movement", "contiguous"),
            ),
            looked_up(
                "vet",
                "vet",
                "enum",
                "vet for pre-movement tests",
                r"Pre-movement tests are done by ([A-Z][a-z]+ [A-Z][a-z]+)",
                options=("Elin Price", "Huw Morgan", "Kate Dawson"),
            ),
            looked_up(
                "read_hours",
                "hours from injection to reading",
                "numeric",
                "when a tuberculin test is read",
                r"read (\d+) hours after injection",
            ),
            ask(
                "cattle",
                "number of cattle",
                "numeric",
                "number",
                "146",
                "a hundred and forty-six",
                "{spoken} head.",
                "{spoken}.",
            ),
            ask(
                "injection_date",
                "injection date",
                "date",
                "date",
                "2026-06-15",
                _on("Monday, June fifteenth"),
                "{spoken}.",
                "{spoken}, first thing.",
            ),
            ask(
                "arrival",
                "arrival time window",
                "interval",
                "text",
                "07:00-09:00",
                "from seven a.m. to nine a.m.",
                "{spoken}.",
                "Any time {spoken}.",
                threshold=0.5,
            ),
            ask(
                "handling",
                "handling facilities",
                "enum",
                "text",
                "cattle crush",
                "cattle crush",
                "A {spoken} in the yard.",
                "We've a {spoken}.",
                options=("cattle crush", "open pen"),
            ),
            ask(
                "helpers",
                "number of helpers",
                "numeric",
                "number",
                "2",
                "two",
                "{spoken} lads.",
                "{spoken} of us.",
            ),
            ask(
                "notes",
                "notes for the vet",
                "semantic",
                "text",
                "young bulls are kept in the top shed",
                "young bulls are kept in the top shed",
                "{spoken}.",
                "Please put {spoken}.",
            ),
            ask(
                "farmer_phone",
                "your phone number",
                "phone",
                "digits",
                "6085550161",
                "six zero eight, five five five, zero one six one",
            ),
        ],
        records=(
            {
                "id": "REC-4021",
                "kind": "herd",
                "herd": "40211587",
                "farm": "Brynmawr Farm",
                "address": "Brynmawr Lane, Mineral Point, WI 53565",
            },
            {
                "id": "REC-4022",
                "kind": "herd",
                "herd": "40211578",
                "farm": "Hillside Dairy",
                "address": "900 County Road K, Dodgeville, WI 53533",
            },
        ),
        kb=(
            {
                "id": "KB-3271",
                "title": "Testing rules: vets",
                "text": "Pre-movement tests are done by Elin Price. Routine whole herd tests are "
                "done by Huw Morgan.",
            },
            {
                "id": "KB-3272",
                "title": "Testing rules: reading",
                "text": "A tuberculin skin test is read 72 hours after injection, by the same "
                "vet where possible.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="schedule",
                arguments={"when": FromUser(fact="injection_date"), "what": "herd test injection"},
            ),
        ),
    )


def laptop_rollout() -> WorkflowSpec:
    """Scheduling in IT services: an on-site visit to set up a batch of new laptops."""
    return workflow(
        id="workbench_schedule_laptop_rollout",
        archetype="scheduling",
        industry="IT services",
        story="""Ben Adler, office manager of an architecture practice, books the managed
        service provider's visit to set up new laptops. The company and site address are on
        the ticket; which system image architects get and how long each laptop takes are in
        the provider's deployment guide. He explains a lot around each answer. The visit goes
        in the calendar on his approval.""",
        goal="You are booking the visit to set up your office's new laptops.",
        persona="received",
        conversation_type="narrative_intake",
        risk_tier="low",
        profile="verbose",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        approval=("commit", "schedule"),
        opening=(
            "Hello, Ben Adler at Westbrook Architects. The new laptops have finally arrived, "
            "they're stacked in my office, and I need someone to come and set them all up.",
            "Hi, it's Ben Adler. We've had a delivery of new laptops and I'd like to book your "
            "engineers in to get them going.",
        ),
        form=("T-ROLLOUT", "Device rollout booking"),
        title="Laptop rollout at Westbrook Architects",
        record_lookup="ticket_number",
        facts=(
            fact("manager", "your name", "text", "Ben Adler", "Ben Adler", reveal="volunteered"),
        ),
        parts=[
            ask(
                "ticket_number",
                "ticket number",
                "exact",
                "digits",
                "602118",
                "six zero two, one one eight",
                "Right, I wrote it on a sticky note, it's {spoken}.",
                "The ticket number is {spoken}.",
            ),
            on_record("company", "company", "casefold", r"company: ([^;\n]+)"),
            on_record("site_address", "site address", "address", r"address: ([^;\n]+)"),
            ask(
                "laptops",
                "number of laptops",
                "numeric",
                "number",
                "21",
                "twenty-one",
                "I counted the boxes this morning, there are {spoken}.",
                "We've got {spoken}.",
            ),
            looked_up(
                "image",
                "system image",
                "enum",
                "image for architecture practices",
                r"Architecture practices get the (Design Workstation) image",
                options=("Standard Office", "Design Workstation", "Developer"),
            ),
            looked_up(
                "minutes_per_laptop",
                "setup minutes per laptop",
                "numeric",
                "setup time for each laptop",
                r"takes (\d+) minutes per laptop",
            ),
            ask(
                "visit_date",
                "visit date",
                "date",
                "date",
                "2026-06-24",
                _on("Wednesday, June twenty-fourth"),
                "Well, the partners are away at a conference then, so {spoken} is ideal.",
                "{spoken} would suit us.",
            ),
            ask(
                "window",
                "time on site",
                "interval",
                "text",
                "08:00-17:00",
                "from eight a.m. to five p.m.",
                "Any time {spoken}.",
                "{spoken}.",
                threshold=0.5,
            ),
            ask(
                "data_migration",
                "whether data is moved from the old laptops",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, everyone's got years of drawings on their old machines.",
                "{spoken}, please.",
                options=YES_NO,
            ),
            ask(
                "software",
                "extra software",
                "set_f1",
                "text",
                "AutoCAD, SketchUp, Photoshop",
                "AutoCAD, SketchUp and Photoshop",
                "{spoken}.",
                "We'll need {spoken}.",
                threshold=0.8,
            ),
            ask(
                "contact",
                "contact on site",
                "casefold",
                "name",
                "Margaret Ellison",
                "Margaret Ellison",
                "That'll be {spoken}, our office assistant.",
                "{spoken}.",
            ),
            ask(
                "contact_phone",
                "your phone number",
                "phone",
                "digits",
                "5125550184",
                "five one two, five five five, zero one eight four",
            ),
        ],
        records=(
            {
                "id": "REC-6021",
                "kind": "ticket",
                "ticket": "602118",
                "company": "Westbrook Architects",
                "address": "45 Congress Avenue, Suite 300, Austin, TX 78701",
            },
            {
                "id": "REC-6022",
                "kind": "ticket",
                "ticket": "602181",
                "company": "Westlake Legal",
                "address": "8 Bee Cave Road, Austin, TX 78746",
            },
        ),
        kb=(
            {
                "id": "KB-3281",
                "title": "Deployment guide: images",
                "text": "Architecture practices get the Design Workstation image. Offices get the "
                "Standard Office image. Software teams get the Developer image.",
            },
            {
                "id": "KB-3282",
                "title": "Deployment guide: timing",
                "text": "On site, setup with data transfer takes 45 minutes per laptop.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="schedule",
                arguments={"when": FromUser(fact="visit_date"), "what": "laptop setup visit"},
            ),
        ),
    )


def mortgage_meeting() -> WorkflowSpec:
    """Scheduling in finance: a refinance meeting with an adviser before a deal ends."""
    return workflow(
        id="workbench_schedule_mortgage_meeting",
        archetype="scheduling",
        industry="finance",
        story="""Rosa Delgado's fixed mortgage deal ends soon and she books a meeting with an
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
            "Hi, it's Rosa Delgado. My mortgage deal is running out and I want to talk to "
            "someone about a new one. I'm at work, so bear with me.",
            "Hello, Rosa Delgado here. I need an appointment about refinancing, my fixed rate "
            "is ending.",
        ),
        form=("T-ADVICE", "Mortgage advice appointment"),
        title="Refinance meeting for Rosa Delgado",
        record_lookup="customer_number",
        facts=(
            fact(
                "customer",
                "your name",
                "text",
                "Rosa Delgado",
                "Rosa Delgado",
                reveal="volunteered",
            ),
        ),
        parts=[
            ask(
                "customer_number",
                "customer number",
                "exact",
                "digits",
                "55019283",
                "five five zero one, nine two eight three",
                "One moment, somebody's at my desk. It's {spoken}.",
                "My customer number is {spoken}.",
            ),
            on_record("mortgage_account", "mortgage account", "exact", r"mortgage: (MG-\d+)"),
            on_record("deal_end", "date the deal ends", "date", r"deal ends: (\d{4}-\d{2}-\d{2})"),
            on_record("property", "property address", "address", r"property: ([^;\n]+)"),
            ask(
                "purpose",
                "purpose of the meeting",
                "enum",
                "text",
                "refinance",
                "refinance",
                "I want to {spoken}.",
                "It's to {spoken}.",
                options=("refinance", "home purchase", "investment property"),
            ),
            ask(
                "loan_amount",
                "amount to borrow",
                "numeric",
                "amount",
                "310000",
                "three hundred and ten thousand dollars",
                "Where was I, {spoken}.",
                "About {spoken}.",
                tolerance=1000,
            ),
            looked_up(
                "adviser",
                "adviser",
                "enum",
                "adviser for refinance appointments",
                r"Refinance appointments are with ([A-Z][a-z]+ [A-Z][a-z]+)",
                options=("Daniel Okoro", "Grace Lim", "Hannah Pryor"),
            ),
            looked_up(
                "meeting_minutes",
                "meeting length in minutes",
                "numeric",
                "length of a refinance meeting",
                r"Refinance meetings last (\d+) minutes",
            ),
            ask(
                "meeting_date",
                "meeting date",
                "date",
                "date",
                "2026-06-25",
                _on("Thursday, June twenty-fifth"),
                "Hang on. {spoken}.",
                "{spoken}, in my lunch break.",
            ),
            ask(
                "meeting_mode",
                "meeting format",
                "enum",
                "text",
                "phone",
                "phone",
                "By {spoken}, please.",
                "{spoken}, please.",
                options=("branch", "video call", "phone"),
            ),
            ask(
                "documents",
                "documents you can send",
                "set_f1",
                "text",
                "payslips, bank statements",
                "payslips and bank statements",
                "{spoken}.",
                "Only {spoken}.",
                threshold=1.0,
            ),
            ask(
                "customer_phone",
                "your phone number",
                "phone",
                "digits",
                "7135550172",
                "seven one three, five five five, zero one seven two",
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
        kb=(
            {
                "id": "KB-3291",
                "title": "Advice booking: advisers",
                "text": "Refinance appointments are with Grace Lim. Home purchases are with "
                "Daniel Okoro. Investment property is handled by Hannah Pryor.",
            },
            {
                "id": "KB-3292",
                "title": "Advice booking: length",
                "text": "Refinance meetings last 60 minutes. Home purchase meetings last "
                "90 minutes.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="schedule",
                arguments={"when": FromUser(fact="meeting_date"), "what": "mortgage meeting"},
            ),
        ),
    )


def hangar_slot() -> WorkflowSpec:
    """Scheduling in aviation: a hangar slot for an aircraft's scheduled check."""
    return workflow(
        id="workbench_schedule_hangar_slot",
        archetype="scheduling",
        industry="aviation",
        story="""Marco Ruiz, maintenance controller at a regional airline, books a hangar slot
        for one of the fleet's turboprops. The registration and type are on the fleet record;
        which hangar takes the type and how long its check keeps the aircraft down are in the
        maintenance base's planning rules. He talks in short, exact answers. The induction goes
        in the calendar on his approval.""",
        goal="You are booking a hangar slot for a scheduled check on one of your aircraft.",
        persona="deliberate",
        conversation_type="single_intent",
        risk_tier="high",
        profile="expert",
        knowledge_burden=("local_state", "supplied_evidence", "retrieval", "multi_source"),
        approval=("commit", "schedule"),
        opening=(
            "Marco Ruiz, maintenance control. I need a hangar slot for a scheduled check.",
            "Hi, Marco Ruiz from maintenance control. Booking a hangar slot for one of our "
            "turboprops.",
        ),
        form=("T-HANGAR", "Hangar slot booking"),
        title="Scheduled check induction",
        record_lookup="fleet_number",
        facts=(
            fact(
                "controller", "your name", "text", "Marco Ruiz", "Marco Ruiz", reveal="volunteered"
            ),
        ),
        parts=[
            ask(
                "fleet_number",
                "fleet number",
                "exact",
                "digits",
                "218",
                "two one eight",
                "Fleet number {spoken}.",
                "{spoken}.",
            ),
            on_record("registration", "registration", "exact", r"registration: (N\d+[A-Z]+)"),
            on_record("aircraft_type", "aircraft type", "casefold", r"type: ([^;\n]+)"),
            looked_up(
                "hangar",
                "hangar",
                "enum",
                "hangar and downtime for ATR 72 checks",
                r"ATR 72 checks are done in (Hangar \d)",
                options=("Hangar 1", "Hangar 2", "Hangar 3"),
            ),
            looked_up(
                "downtime_hours",
                "downtime in hours",
                "numeric",
                "hangar and downtime for ATR 72 checks",
                r"An ATR 72 check keeps the aircraft down (\d+) hours",
            ),
            ask(
                "flight_hours",
                "flight hours since the last check",
                "numeric",
                "number",
                "520",
                "five hundred and twenty",
                "{spoken}.",
                "{spoken} hours.",
                tolerance=5,
            ),
            ask(
                "induction_date",
                "induction date",
                "date",
                "date",
                "2026-06-30",
                _on("Tuesday, June thirtieth"),
                "{spoken}.",
                "Induct {spoken}.",
            ),
            ask(
                "induction_window",
                "induction window",
                "interval",
                "text",
                "01:00-06:00",
                "from one a.m. to six a.m.",
                "{spoken}.",
                "After the last rotation, {spoken}.",
                threshold=0.5,
            ),
            ask(
                "deferred_defects",
                "deferred defects to clear",
                "set_f1",
                "text",
                "cabin speaker, galley oven",
                "a cabin speaker and a galley oven",
                "{spoken}.",
                "There's {spoken}.",
                threshold=1.0,
            ),
            ask(
                "tow_needed",
                "tow to the hangar",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, it's parked on the remote stand.",
                "{spoken}, we need a tow.",
                options=YES_NO,
            ),
            ask(
                "lead_engineer",
                "lead engineer",
                "casefold",
                "name",
                "Dana Whitfield",
                "Dana Whitfield",
                "{spoken}.",
                "{spoken}, she has the aircraft.",
            ),
            ask(
                "controller_phone",
                "your phone number",
                "phone",
                "digits",
                "9195550163",
                "nine one nine, five five five, zero one six three",
            ),
        ],
        records=(
            {
                "id": "REC-0218",
                "kind": "aircraft",
                "fleet": "218",
                "registration": "N218RW",
                "type": "ATR 72-600",
            },
            {
                "id": "REC-0281",
                "kind": "aircraft",
                "fleet": "281",
                "registration": "N281RW",
                "type": "Dash 8-400",
            },
        ),
        kb=(
            {
                "id": "KB-3301",
                "title": "Planning rules: hangars",
                "text": "ATR 72 checks are done in Hangar 2. Dash 8 checks are done in Hangar 1. "
                "Hangar 3 is for paint.",
            },
            {
                "id": "KB-3302",
                "title": "Planning rules: downtime",
                "text": "An ATR 72 check keeps the aircraft down 18 hours. A Dash 8 check keeps "
                "it down 22 hours.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="schedule",
                arguments={
                    "when": FromUser(fact="induction_date"),
                    "what": "hangar check induction",
                },
            ),
        ),
    )


WORKFLOWS = (
    immigration_consult,
    damage_assessment,
    tutoring_course,
    private_dining,
    smart_meter,
    passport_appointment,
    furniture_delivery,
    herd_test,
    laptop_rollout,
    mortgage_meeting,
    hangar_slot,
)
"""The builders of this module, in order."""
