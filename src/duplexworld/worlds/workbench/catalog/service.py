"""Workflows of service operations: troubleshooting, scheduling and coordination."""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    YES_NO,
    ask,
    fact,
    looked_up,
    notify,
    on_record,
    schedule,
    volunteered,
    workflow,
)
from duplexworld.worlds.workbench.workflow import (
    FromUser,
    WorkflowSpec,
)


def boiler_fault() -> WorkflowSpec:
    """Troubleshooting in home services: a boiler fault ticket and an engineer visit."""
    return workflow(
        id="workbench_troubleshoot_boiler_fault",
        archetype="troubleshooting",
        industry="home services",
        story="""Henry Baker's boiler shows an error code and the house has no heating. The
        agent must take the code and the pressure reading he reads off the boiler, find what
        the code means and how urgent it is in the service manual (a household with a baby is
        priority one), fill the fault ticket, get his approval, and book the engineer visit
        for the day he can be home.""",
        goal="Your boiler shows an error and there is no heating; you want an engineer.",
        persona="hurried",
        conversation_type="guided_procedure",
        risk_tier="high",
        profile="distracted",
        knowledge_burden=("local_state", "supplied_evidence", "retrieval"),
        opening=(
            "Hi, it's Henry Baker. My boiler's showing some error and we've got no heating.",
            "Hello, Henry Baker here. The boiler has stopped and there's an error on it.",
        ),
        form=("T-FAULT", "Heating fault ticket"),
        title="Boiler fault at the Baker household",
        record_lookup="customer_number",
        facts=(
            volunteered("customer", "Henry Baker", "name on the account"),
            fact(
                "customer_number",
                "customer number",
                "digits",
                "6620194",
                "six six two, zero one nine four",
            ),
        ),
        parts=[
            on_record("account", "service account", "exact", r"account: (SV-\d+)"),
            on_record("address", "property address", "address", r"address: ([^;\n]+)"),
            on_record("boiler_model", "boiler model", "casefold", r"boiler: ([^;\n]+)"),
            ask(
                "error_code",
                "error code on the display",
                "exact",
                "digits",
                "119",
                "one one nine",
                "It says {spoken}.",
                "The display shows {spoken}.",
            ),
            looked_up(
                "fault_category",
                "fault category",
                "enum",
                FromUser(fact="error_code"),
                r"Code \d+ means ([a-z ]+?)\.",
                near=("error_code",),
                options=("low pressure", "ignition failure", "pump fault", "sensor fault"),
            ),
            ask(
                "pressure_bar",
                "pressure gauge reading in bar",
                "numeric",
                "number",
                "0",
                "zero",
                "The gauge is at {spoken}.",
                "It's showing {spoken} bar.",
            ),
            ask(
                "infant_at_home",
                "whether there is a baby at home",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, our daughter is five months old.",
                "{spoken}, we have a baby in the house.",
                options=YES_NO,
            ),
            looked_up(
                "priority",
                "priority",
                "enum",
                "priority no heating baby at home",
                r"a baby at home is (priority \w+)",
                options=("priority one", "priority two", "priority three"),
            ),
            ask(
                "visit_date",
                "date for the engineer visit",
                "date",
                "date",
                "2026-03-10",
                "Tuesday, March tenth, twenty twenty-six",
                "I can be home on {spoken}.",
                "{spoken} works for me.",
            ),
            ask(
                "visit_window",
                "visit window",
                "interval",
                "text",
                "08:00-13:00",
                "from eight a.m. to one p.m.",
                "Any time {spoken}.",
                "I'm in {spoken}.",
                threshold=0.5,
            ),
            ask(
                "contact_phone",
                "best phone number",
                "phone",
                "digits",
                "4155550187",
                "four one five, five five five, zero one eight seven",
            ),
            ask(
                "access_notes",
                "access notes",
                "semantic",
                "text",
                "side gate code needed",
                "side gate code needed",
                "Just put: {spoken}.",
                "Please put {spoken}.",
            ),
        ],
        records=(
            {
                "id": "REC-5521",
                "kind": "customer",
                "name": "Henry Baker",
                "customer": "6620194",
                "account": "SV-40912",
                "address": "27 Larch Avenue, Oakland, CA 94611",
                "boiler": "Vortex Combi 28",
            },
        ),
        kb=(
            {
                "id": "KB-21",
                "title": "Boiler error codes",
                "text": "Code 119 means low pressure. Code 133 means ignition failure. "
                "Code 160 means pump fault.",
            },
            {
                "id": "KB-22",
                "title": "Visit priority rules",
                "text": "No heating or hot water with a baby at home is priority one. No heating "
                "otherwise is priority two. A dripping pipe is priority three.",
            },
        ),
        approval=("commit",),
        follow_ups=(schedule("visit_date", "boiler repair appointment"),),
    )


def physio_course() -> WorkflowSpec:
    """Scheduling in outpatient care: a course of physiotherapy sessions on fixed weekdays."""
    return workflow(
        id="workbench_schedule_physio_course",
        archetype="scheduling",
        industry="outpatient care",
        story="""Yuki Yamamoto has a referral for physiotherapy after knee surgery and wants the
        whole course booked. The referral, with the number of sessions the surgeon ordered, is
        found by her member number; which clinician takes post-operative knees is in the
        clinic's rota. She can only come on two weekdays in the morning. The first session goes
        in the calendar only after she approves it.""",
        goal="You want your physiotherapy course after knee surgery booked.",
        persona="bright",
        conversation_type="multi_intent",
        risk_tier="low",
        profile="cooperative",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        approval=("commit", "schedule"),
        opening=(
            "Hi, I'm Yuki Yamamoto. I had knee surgery and I've been told to book physio.",
            "Hello, Yuki Yamamoto speaking. I need to set up my physiotherapy after my knee "
            "operation.",
        ),
        form=("T-COURSE", "Therapy course booking"),
        title="Physiotherapy course",
        record_lookup="member_number",
        facts=(volunteered("patient", "Yuki Yamamoto", "patient name"),),
        parts=[
            ask(
                "member_number",
                "member number",
                "exact",
                "digits",
                "7730418",
                "seven seven three, zero four one eight",
                "It's {spoken}.",
                "My member number is {spoken}.",
            ),
            on_record("referral", "referral number", "exact", r"referral: (RF-\d+)"),
            on_record("sessions", "sessions ordered", "numeric", r"sessions: (\d+)"),
            on_record("insurer", "insurer", "casefold", r"insurer: ([^;\n]+)"),
            looked_up(
                "clinician",
                "clinician",
                "enum",
                "therapy rota by condition",
                r"[A-Z][\w -]+? (?:is|are) seen by ([A-Z][a-z]+ [A-Z][a-z]+)",
                near_records=(r"condition: ([^;\n]+)",),
                options=("Dana Cole", "Ravi Nair", "Ines Costa"),
            ),
            looked_up(
                "location",
                "clinic location",
                "enum",
                "clinic programmes by condition",
                r"[A-Z][a-z ]+? runs at the (\w+) clinic",
                near_records=(r"condition: ([^;\n]+)",),
                options=("Riverside", "Hillcrest", "Downtown"),
            ),
            ask(
                "first_session",
                "date of the first session",
                "date",
                "date",
                "2026-03-16",
                "Monday, March sixteenth, twenty twenty-six",
                "I'd like to start {spoken}.",
                "{spoken}, please.",
            ),
            ask(
                "weekdays",
                "days of the week you can come",
                "set_exact",
                "text",
                "Monday, Thursday",
                "Mondays and Thursdays",
                "Only {spoken}.",
                "{spoken}.",
            ),
            ask(
                "time_window",
                "time of day you can come",
                "interval",
                "text",
                "08:00-11:00",
                "from eight a.m. to eleven a.m.",
                "Mornings, {spoken}.",
                "Any time {spoken}.",
                threshold=0.5,
            ),
            ask(
                "reminder_phone",
                "phone number for reminders",
                "phone",
                "digits",
                "6175550123",
                "six one seven, five five five, zero one two three",
            ),
            ask(
                "mobility_aid",
                "mobility aid",
                "enum",
                "text",
                "crutches",
                "crutches",
                "I'm using {spoken} for now.",
                "I use {spoken}.",
                options=("none", "crutches", "walker", "wheelchair"),
            ),
        ],
        records=(
            {
                "id": "REC-7730",
                "kind": "patient",
                "member": "7730418",
                "referral": "RF-20931",
                "condition": "post-operative knee",
                "sessions": "8",
                "insurer": "Blue Harbor Health",
            },
            {
                "id": "REC-7731",
                "kind": "patient",
                "member": "7730481",
                "referral": "RF-20977",
                "condition": "back pain",
                "sessions": "4",
                "insurer": "Crestline Mutual",
            },
        ),
        kb=(
            {
                "id": "KB-41",
                "title": "Therapy rota",
                "text": "Post-operative knee patients are seen by Ravi Nair. Sports injuries "
                "are seen by Dana Cole. Back pain is seen by Ines Costa.",
            },
            {
                "id": "KB-42",
                "title": "Clinic programmes",
                "text": "Knee rehabilitation runs at the Hillcrest clinic. Hydrotherapy runs "
                "at the Riverside clinic.",
            },
        ),
        follow_ups=(schedule("first_session", "first physio session"),),
    )


def offsite_coordination() -> WorkflowSpec:
    """Coordination in corporate events: an offsite booking that facilities must be told of."""
    return workflow(
        id="workbench_coordinate_team_offsite",
        archetype="coordination",
        industry="corporate events",
        story="""Javier Ortega organises his team's offsite and phones the events desk. The cost
        centre comes from his department's record; which room is free that day and holds his
        headcount is on the venue sheet. He is vague about the headcount at first and only
        gives the dietary needs once the catering choice is made. Facilities are sent a notice
        once the booking is committed.""",
        goal="You are organising your team's offsite day and need the venue and catering set.",
        persona="new_yorker",
        conversation_type="multi_intent",
        risk_tier="low",
        profile="ambiguous",
        knowledge_burden=("local_state", "retrieval"),
        opening=(
            "Hey, Javier Ortega from the data team. I'm putting together our offsite and need "
            "a room and food sorted.",
            "Hi, this is Javier Ortega. We're planning a team offsite day and need a venue.",
        ),
        form=("T-EVENT", "Event booking"),
        title="Data team offsite",
        record_lookup="department",
        facts=(volunteered("organiser", "Javier Ortega"),),
        parts=[
            ask(
                "department",
                "department",
                "casefold",
                "text",
                "data engineering",
                "data engineering",
                "We're {spoken}.",
                "The department is {spoken}.",
            ),
            on_record("cost_centre", "cost centre", "exact", r"cost centre: (CC-\d+)"),
            ask(
                "event_date",
                "date of the offsite",
                "date",
                "date",
                "2026-04-09",
                "Thursday, April ninth, twenty twenty-six",
                "It's {spoken}.",
                "We want {spoken}.",
            ),
            ask(
                "headcount",
                "number of people",
                "numeric",
                "number",
                "34",
                "thirty-four",
                "We'll be {spoken} people.",
                "{spoken} of us.",
            ),
            looked_up(
                "room",
                "room",
                "enum",
                "rooms available by group size",
                r"groups of \d+ to \d+ the ([A-Z][a-z]+) room",
                near=("headcount",),
                options=("Harbor", "Summit", "Atrium"),
            ),
            ask(
                "hours",
                "start and end time",
                "interval",
                "text",
                "09:30-16:30",
                "from nine thirty a.m. to four thirty p.m.",
                "Roughly {spoken}.",
                "We'd go {spoken}.",
                threshold=0.5,
            ),
            ask(
                "catering",
                "catering package",
                "enum",
                "text",
                "working lunch",
                "the working lunch",
                "Let's do {spoken}.",
                "I'd go with {spoken}.",
                options=("coffee only", "working lunch", "full day"),
            ),
            ask(
                "dietary",
                "dietary needs",
                "set_f1",
                "text",
                "vegetarian, gluten free",
                "vegetarian and gluten free",
                "It's {spoken}.",
                "{spoken}, please.",
                reveal="on_event",
                event="fact:catering",
                threshold=1.0,
            ),
            ask(
                "equipment",
                "equipment",
                "set_exact",
                "text",
                "projector, whiteboard",
                "a projector and a whiteboard",
                "We'll need {spoken}.",
                "{spoken}.",
            ),
            ask(
                "contact_phone",
                "contact phone",
                "phone",
                "digits",
                "3125550166",
                "three one two, five five five, zero one six six",
            ),
        ],
        records=(
            {
                "id": "REC-0901",
                "kind": "department",
                "name": "data engineering",
                "cost centre": "CC-4471",
            },
            {
                "id": "REC-0902",
                "kind": "department",
                "name": "data science",
                "cost centre": "CC-4480",
            },
        ),
        kb=(
            {
                "id": "KB-51",
                "title": "Venue sheet, April",
                "text": "On weekdays in April, groups of 30 to 40 the Summit room is free. "
                "Groups up to 12 use the Harbor room. The Atrium is closed for works.",
            },
        ),
        follow_ups=(notify("building services", "offsite booked"),),
    )


WORKFLOWS = (
    boiler_fault,
    physio_course,
    offsite_coordination,
)
"""The builders of this module, in order."""
