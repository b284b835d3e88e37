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
                "symptom",
                label="what the pipe outside the house is doing",
                kind="text",
                value="water drips from the pipe outside",
                spoken="water drips from the pipe outside",
                answers=(
                    "{spoken}.",
                    "I had a look, {spoken}.",
                ),
            ),
            fact(
                "customer_number",
                label="customer number",
                kind="digits",
                value="6620194",
                spoken="six six two, zero one nine four",
            ),
        ),
        parts=[
            on_record(
                "account", label="service account", grader="exact", pattern=r"account: (SV-\d+)"
            ),
            on_record(
                "address", label="property address", grader="address", pattern=r"address: ([^;\n]+)"
            ),
            on_record(
                "boiler_model",
                label="boiler model",
                grader="casefold",
                pattern=r"boiler: ([^;\n]+)",
            ),
            ask(
                "error_code",
                label="error code on the display",
                grader="exact",
                kind="digits",
                value="119",
                spoken="one one nine",
                answers=(
                    "It says {spoken}.",
                    "The display shows {spoken}.",
                ),
            ),
            looked_up(
                "fault_category",
                label="fault category",
                grader="enum",
                query=FromUser(fact="error_code"),
                pattern=r"Code \d+ means ([a-z ]+?)\.",
                near=("error_code",),
                options=("low pressure", "ignition failure", "pump fault", "sensor fault"),
            ),
            looked_up(
                "diagnosis",
                label="likely fault, from the fault table",
                grader="casefold",
                query="boiler fault table",
                pattern=r"Likely fault: ([a-z -]+?), when",
                near=("symptom",),
                near_fields=("fault_category",),
            ),
            ask(
                "pressure_bar",
                label="pressure gauge reading in bar",
                grader="numeric",
                kind="number",
                value="0",
                spoken="zero",
                answers=(
                    "The gauge is at {spoken}.",
                    "It's showing {spoken} bar.",
                ),
            ),
            ask(
                "infant_at_home",
                label="whether there is a baby at home",
                grader="enum",
                kind="text",
                value="yes",
                spoken="yes",
                answers=(
                    "{spoken}, our daughter is five months old.",
                    "{spoken}, we have a baby in the house.",
                ),
                options=YES_NO,
            ),
            looked_up(
                "priority",
                label="priority",
                grader="enum",
                query="priority no heating baby at home",
                pattern=r"a baby at home is (priority \w+)",
                options=("priority one", "priority two", "priority three"),
            ),
            ask(
                "visit_date",
                label="date for the engineer visit",
                grader="date",
                kind="date",
                value="2026-03-10",
                spoken="Tuesday, March tenth, twenty twenty-six",
                answers=(
                    "I can be home on {spoken}.",
                    "{spoken} works for me.",
                ),
            ),
            ask(
                "visit_window",
                label="visit window",
                grader="interval",
                kind="text",
                value="08:00-13:00",
                spoken="from eight a.m. to one p.m.",
                answers=(
                    "Any time {spoken}.",
                    "I'm in {spoken}.",
                ),
                threshold=0.5,
            ),
            ask(
                "contact_phone",
                label="best phone number",
                grader="phone",
                kind="digits",
                value="4155550187",
                spoken="four one five, five five five, zero one eight seven",
            ),
            ask(
                "access_notes",
                label="access notes",
                grader="semantic",
                kind="text",
                value="side gate code needed",
                spoken="side gate code needed",
                answers=(
                    "Just put: {spoken}.",
                    "Please put {spoken}.",
                ),
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
        knowledge_base="property_and_construction",
        kb=("KB-21", "KB-22", "KB-23"),
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
                label="member number",
                grader="exact",
                kind="digits",
                value="7730418",
                spoken="seven seven three, zero four one eight",
                answers=(
                    "It's {spoken}.",
                    "My member number is {spoken}.",
                ),
            ),
            on_record(
                "referral", label="referral number", grader="exact", pattern=r"referral: (RF-\d+)"
            ),
            on_record(
                "sessions", label="sessions ordered", grader="numeric", pattern=r"sessions: (\d+)"
            ),
            on_record("insurer", label="insurer", grader="casefold", pattern=r"insurer: ([^;\n]+)"),
            looked_up(
                "clinician",
                label="clinician",
                grader="enum",
                query="therapy rota by condition",
                pattern=r"[A-Z][\w -]+? (?:is|are) seen by ([A-Z][a-z]+ [A-Z][a-z]+)",
                near_records=(r"condition: ([^;\n]+)",),
                options=("Dana Cole", "Ravi Nair", "Ines Costa"),
            ),
            looked_up(
                "location",
                label="clinic location",
                grader="enum",
                query="clinic programmes by condition",
                pattern=r"[A-Z][a-z ]+? runs at the (\w+) clinic",
                near_records=(r"condition: ([^;\n]+)",),
                options=("Riverside", "Hillcrest", "Downtown"),
            ),
            ask(
                "first_session",
                label="date of the first session",
                grader="date",
                kind="date",
                value="2026-03-16",
                spoken="Monday, March sixteenth, twenty twenty-six",
                answers=(
                    "I'd like to start {spoken}.",
                    "{spoken}, please.",
                ),
            ),
            ask(
                "weekdays",
                label="days of the week you can come",
                grader="set_exact",
                kind="text",
                value="Monday, Thursday",
                spoken="Mondays and Thursdays",
                answers=(
                    "Only {spoken}.",
                    "{spoken}.",
                ),
            ),
            ask(
                "time_window",
                label="time of day you can come",
                grader="interval",
                kind="text",
                value="08:00-11:00",
                spoken="from eight a.m. to eleven a.m.",
                answers=(
                    "Mornings, {spoken}.",
                    "Any time {spoken}.",
                ),
                threshold=0.5,
            ),
            ask(
                "reminder_phone",
                label="phone number for reminders",
                grader="phone",
                kind="digits",
                value="6175550123",
                spoken="six one seven, five five five, zero one two three",
            ),
            ask(
                "mobility_aid",
                label="mobility aid",
                grader="enum",
                kind="text",
                value="crutches",
                spoken="crutches",
                answers=(
                    "I'm using {spoken} for now.",
                    "I use {spoken}.",
                ),
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
        knowledge_base="healthcare",
        kb=("KB-41", "KB-42"),
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
        outcome="cancel",
        cancel=(
            "The director has just called the offsite off for this quarter, so please {spoken}.",
            "We've just heard the offsite is postponed indefinitely. Please {spoken}.",
        ),
        form=("T-EVENT", "Event booking"),
        title="Data team offsite",
        record_lookup="department",
        facts=(volunteered("organiser", "Javier Ortega"),),
        parts=[
            ask(
                "department",
                label="department",
                grader="casefold",
                kind="text",
                value="data engineering",
                spoken="data engineering",
                answers=(
                    "We're {spoken}.",
                    "The department is {spoken}.",
                ),
            ),
            on_record(
                "cost_centre", label="cost centre", grader="exact", pattern=r"cost centre: (CC-\d+)"
            ),
            ask(
                "event_date",
                label="date of the offsite",
                grader="date",
                kind="date",
                value="2026-04-09",
                spoken="Thursday, April ninth, twenty twenty-six",
                answers=(
                    "It's {spoken}.",
                    "We want {spoken}.",
                ),
            ),
            ask(
                "headcount",
                label="number of people",
                grader="numeric",
                kind="number",
                value="34",
                spoken="thirty-four",
                answers=(
                    "We'll be {spoken} people.",
                    "{spoken} of us.",
                ),
            ),
            looked_up(
                "room",
                label="room",
                grader="enum",
                query="rooms available by group size",
                pattern=r"groups of \d+ to \d+ the ([A-Z][a-z]+) room",
                near=("headcount",),
                options=("Harbor", "Summit", "Atrium"),
            ),
            ask(
                "hours",
                label="start and end time",
                grader="interval",
                kind="text",
                value="09:30-16:30",
                spoken="from nine thirty a.m. to four thirty p.m.",
                answers=(
                    "Roughly {spoken}.",
                    "We'd go {spoken}.",
                ),
                threshold=0.5,
            ),
            ask(
                "catering",
                label="catering package",
                grader="enum",
                kind="text",
                value="working lunch",
                spoken="the working lunch",
                answers=(
                    "Let's do {spoken}.",
                    "I'd go with {spoken}.",
                ),
                options=("coffee only", "working lunch", "full day"),
            ),
            ask(
                "dietary",
                label="dietary needs",
                grader="set_f1",
                kind="text",
                value="vegetarian, gluten free",
                spoken="vegetarian and gluten free",
                answers=(
                    "It's {spoken}.",
                    "{spoken}, please.",
                ),
                reveal="on_event",
                event="fact:catering",
                threshold=1.0,
            ),
            ask(
                "equipment",
                label="equipment",
                grader="set_exact",
                kind="text",
                value="projector, whiteboard",
                spoken="a projector and a whiteboard",
                answers=(
                    "We'll need {spoken}.",
                    "{spoken}.",
                ),
            ),
            ask(
                "contact_phone",
                label="contact phone",
                grader="phone",
                kind="digits",
                value="3125550166",
                spoken="three one two, five five five, zero one six six",
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
        knowledge_base="hospitality_and_travel",
        kb=("KB-51",),
        follow_ups=(notify("building services", "offsite booked"),),
    )


WORKFLOWS = (
    boiler_fault,
    physio_course,
    offsite_coordination,
)
"""The builders of this module, in order."""
