"""Coordination: people and places lined up.

A discharge, a deposition, a location shoot.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    ask,
    correction,
    looked_up,
    notify,
    on_record,
    volunteered,
    workflow,
)
from duplexworld.worlds.workbench.workflow import WorkflowSpec


def hospital_discharge() -> WorkflowSpec:
    """Coordination in healthcare: a hip patient's discharge with home care and transport."""
    return workflow(
        id="workbench_coordinate_hospital_discharge",
        archetype="coordination",
        industry="healthcare",
        story="""Ingrid Nielsen arranges her father's discharge after a hip replacement. His
        ward and home address are on the patient record found by his record number; which
        agency gives home care in his county and which equipment hip patients go home with
        are in the discharge guide. She answers plainly. The home care team is told once the
        discharge plan is committed.""",
        goal="You are arranging your father's discharge home from hospital after his hip surgery.",
        persona="calm",
        conversation_type="multi_intent",
        risk_tier="high",
        profile="cooperative",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hello, my name is Ingrid Nielsen. My father is coming home from hospital after his "
            "hip operation and I need to sort out everything for his discharge.",
            "Hi, Ingrid Nielsen here. I'm calling to arrange my dad's discharge after his hip "
            "replacement.",
        ),
        form=("T-DISCHARGE", "Discharge coordination plan"),
        title="Discharge plan: Walter Okafor",
        record_lookup="record_number",
        facts=(volunteered("caller", "Ingrid Nielsen", "your name"),),
        parts=[
            ask(
                "record_number",
                label="patient record number",
                grader="exact",
                kind="digits",
                value="4418203",
                spoken="four four one, eight two zero three",
                answers=(
                    "It's {spoken}.",
                    "His record number is {spoken}.",
                ),
            ),
            on_record("patient", label="patient", grader="casefold", pattern=r"name: ([^;\n]+)"),
            on_record("ward", label="ward", grader="casefold", pattern=r"ward: ([^;\n]+)"),
            on_record(
                "home_address",
                label="home address",
                grader="address",
                pattern=r"address: ([^;\n]+)",
            ),
            ask(
                "discharge_date",
                label="discharge date",
                grader="date",
                kind="date",
                value="2026-04-16",
                spoken="Thursday, April sixteenth, twenty twenty-six",
                answers=(
                    "The ward said {spoken}.",
                    "It's {spoken}.",
                ),
            ),
            looked_up(
                "care_provider",
                label="home care provider",
                grader="enum",
                query="home care agencies",
                pattern=r"In [A-Z][a-z]+ \w+ home care is provided by ([A-Z][\w ]+?)\.",
                near_records=(r"county: ([^;\n]+)",),
                options=("Riverbend Home Care", "Keystone Care Partners", "Bluebell Nursing Care"),
            ),
            looked_up(
                "equipment",
                label="equipment for home",
                grader="set_exact",
                query="equipment to go home with",
                pattern=r"[A-Z][a-z ]+? go home with ([^.]+)\.",
                near_records=(r"procedure: ([^;\n]+)",),
            ),
            ask(
                "transport",
                label="transport home",
                grader="enum",
                kind="text",
                value="wheelchair taxi",
                spoken="wheelchair taxi",
                answers=(
                    "A {spoken}, please.",
                    "We'd like a {spoken}.",
                ),
                options=("family car", "wheelchair taxi", "ambulance"),
            ),
            ask(
                "pickup_window",
                label="pickup window",
                grader="interval",
                kind="text",
                value="10:00-11:30",
                spoken="from ten a.m. to eleven thirty a.m.",
                answers=(
                    "Any time {spoken}.",
                    "{spoken}.",
                ),
                threshold=0.5,
            ),
            ask(
                "care_visits",
                label="care visits per day",
                grader="numeric",
                kind="number",
                value="2",
                spoken="two visits a day",
                answers=(
                    "The nurse said {spoken}.",
                    "{spoken}.",
                ),
            ),
            ask(
                "carer_phone",
                label="phone number of the family carer",
                grader="phone",
                kind="digits",
                value="9375550142",
                spoken="nine three seven, five five five, zero one four two",
            ),
            ask(
                "care_notes",
                label="notes for the carers",
                grader="semantic",
                kind="text",
                value="needs help with his blood thinner injections",
                spoken="needs help with his blood thinner injections",
                answers=(
                    "{spoken}.",
                    "Please put {spoken}.",
                ),
            ),
        ],
        records=(
            {
                "id": "REC-4418",
                "kind": "patient",
                "record": "4418203",
                "name": "Walter Okafor",
                "ward": "Ward 6B orthopaedics",
                "procedure": "hip replacement",
                "county": "Montgomery County",
                "address": "14 Alder Court, Dayton, OH 45419",
            },
            {
                "id": "REC-4419",
                "kind": "patient",
                "record": "4418230",
                "name": "Walter Ogden",
                "ward": "Ward 3A cardiology",
                "procedure": "pacemaker fitting",
                "county": "Greene County",
                "address": "88 Main Street, Kettering, OH 45429",
            },
        ),
        knowledge_base="healthcare",
        kb=("KB-3101", "KB-3102"),
        follow_ups=(notify("home care team", "discharge plan ready"),),
    )


def deposition_logistics() -> WorkflowSpec:
    """Coordination in legal services: a deposition's room, reporter and interpreter."""
    return workflow(
        id="workbench_coordinate_deposition",
        archetype="coordination",
        industry="legal",
        story="""Helen Marsh, a litigation paralegal, sets up a witness deposition. The case
        caption and opposing counsel are on the matter record; which room videotaped
        depositions use and which court reporter covers the county are in the firm's
        procedures. She approves the sheet, then withdraws it at once: the deposition moved a
        week. Only the moved date may be committed, and the reporter is told only on her
        separate approval.""",
        goal="You are setting up a deposition for one of your firm's cases.",
        persona="received",
        conversation_type="mid_call_correction",
        risk_tier="high",
        profile="expert",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        approval=("commit", "notify"),
        opening=(
            "Helen Marsh, litigation support. I need a deposition set up: room, reporter and "
            "an interpreter.",
            "Hi, Helen Marsh from litigation. I'm booking a deposition and need the logistics "
            "lined up.",
        ),
        form=("T-DEPO", "Deposition logistics sheet"),
        title="Deposition of Peter Fletcher",
        record_lookup="matter_number",
        facts=(volunteered("paralegal", "Helen Marsh", "your name"),),
        parts=[
            ask(
                "matter_number",
                label="matter number",
                grader="exact",
                kind="digits",
                value="7304512",
                spoken="seven three zero, four five one two",
                answers=(
                    "Matter {spoken}.",
                    "{spoken}.",
                ),
            ),
            on_record(
                "caption", label="case caption", grader="casefold", pattern=r"caption: ([^;\n]+)"
            ),
            on_record(
                "opposing_counsel",
                label="opposing counsel",
                grader="casefold",
                pattern=r"opposing counsel: ([^;\n]+)",
            ),
            ask(
                "witness",
                label="witness name",
                grader="casefold",
                kind="name",
                value="Peter Fletcher",
                spoken="Peter Fletcher",
                answers=(
                    "The witness is {spoken}.",
                    "{spoken}.",
                ),
            ),
            ask(
                "deposition_date",
                label="deposition date",
                grader="date",
                kind="date",
                value="2026-05-06",
                spoken="Wednesday, May sixth, twenty twenty-six",
                answers=(
                    "{spoken}.",
                    "It's set for {spoken}.",
                ),
                fix=correction(
                    value="2026-05-13",
                    spoken="Wednesday, May thirteenth, twenty twenty-six",
                    variants=(
                        "Sorry, the deposition date has moved to {spoken}.",
                        "Opposing counsel just emailed, the deposition date is now {spoken}.",
                    ),
                    mode="with_revocation",
                ),
            ),
            ask(
                "hours",
                label="start and end time",
                grader="interval",
                kind="text",
                value="09:00-13:00",
                spoken="from nine a.m. to one p.m.",
                answers=(
                    "{spoken}.",
                    "Book it {spoken}.",
                ),
                threshold=0.5,
            ),
            looked_up(
                "room",
                label="room",
                grader="enum",
                query="room for videotaped depositions",
                pattern=r"Videotaped depositions are held in (Conference Room [A-Z])",
                options=("Conference Room A", "Conference Room B", "Library"),
            ),
            looked_up(
                "reporter",
                label="court reporter",
                grader="enum",
                query="court reporter roster",
                pattern=r"[A-Z][a-z]+ \w+ matters are covered by ([A-Z][a-z]+ [A-Z][a-z]+)",
                near_records=(r"court: ([^;\n]+)",),
                options=("Alma Ruiz", "Ken Oyama", "Beth Lowry"),
            ),
            ask(
                "interpreter",
                label="interpreter language",
                grader="enum",
                kind="text",
                value="Polish",
                spoken="Polish",
                answers=(
                    "{spoken}.",
                    "The witness needs {spoken}.",
                ),
                options=("none", "Spanish", "Polish", "Vietnamese"),
            ),
            ask(
                "exhibits",
                label="number of exhibits",
                grader="numeric",
                kind="number",
                value="23",
                spoken="twenty-three",
                answers=(
                    "{spoken} exhibits.",
                    "We'll mark {spoken}.",
                ),
            ),
            ask(
                "contact_phone",
                label="your direct line",
                grader="phone",
                kind="digits",
                value="6145550186",
                spoken="six one four, five five five, zero one eight six",
            ),
        ],
        records=(
            {
                "id": "REC-7304",
                "kind": "matter",
                "matter": "7304512",
                "caption": "Dunmore v. Halvorsen Freight",
                "opposing counsel": "Victor Lang",
                "court": "Franklin County Court of Common Pleas",
            },
            {
                "id": "REC-7305",
                "kind": "matter",
                "matter": "7304521",
                "caption": "Estate of Pruitt",
                "opposing counsel": "Nadia Burke",
                "court": "Delaware County Probate Court",
            },
        ),
        knowledge_base="legal",
        kb=("KB-3201", "KB-3202"),
        follow_ups=(notify("reporting agency", "deposition booked"),),
    )


def location_shoot() -> WorkflowSpec:
    """Coordination in media: a TV crew's location shoot in a city park."""
    return workflow(
        id="workbench_coordinate_location_shoot",
        archetype="coordination",
        industry="media",
        story="""Owen Castellano, a field producer, sets up a one-day shoot in a city park
        while juggling calls. The production title and network are on the production record;
        which permit a crew of his size needs and the insurance the city requires are in the
        film office rules. He loses the thread between answers. The parks department is told
        only on his separate approval.""",
        goal="You are setting up a one-day TV shoot in a city park.",
        persona="hurried",
        conversation_type="multi_intent",
        risk_tier="medium",
        profile="distracted",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        approval=("commit", "notify"),
        opening=(
            "Hi, Owen Castellano, I'm producing a segment and we want to shoot in one of the "
            "parks. Sorry, I've got another line going.",
            "Hey, this is Owen Castellano. We're filming in a city park next month and I need it "
            "coordinated.",
        ),
        form=("T-SHOOT", "Location shoot coordination"),
        title="Park shoot for Weekend Kitchen",
        record_lookup="production_number",
        facts=(volunteered("producer", "Owen Castellano", "your name"),),
        parts=[
            ask(
                "production_number",
                label="production number",
                grader="exact",
                kind="digits",
                value="2261905",
                spoken="two two six, one nine zero five",
                answers=(
                    "One second. Okay, {spoken}.",
                    "It's {spoken}.",
                ),
            ),
            on_record(
                "production",
                label="production title",
                grader="casefold",
                pattern=r"title: ([^;\n]+)",
            ),
            on_record("network", label="network", grader="casefold", pattern=r"network: ([^;\n]+)"),
            ask(
                "location",
                label="location",
                grader="casefold",
                kind="text",
                value="Ferris Park fountain",
                spoken="Ferris Park fountain",
                answers=(
                    "It's {spoken}.",
                    "{spoken}.",
                ),
            ),
            ask(
                "shoot_date",
                label="shoot date",
                grader="date",
                kind="date",
                value="2026-06-09",
                spoken="Tuesday, June ninth, twenty twenty-six",
                answers=(
                    "Where was I, the date, {spoken}.",
                    "{spoken}.",
                ),
            ),
            ask(
                "hours",
                label="hours on location",
                grader="interval",
                kind="text",
                value="07:00-15:00",
                spoken="from seven a.m. to three p.m.",
                answers=(
                    "{spoken}.",
                    "We'd be there {spoken}.",
                ),
                threshold=0.5,
            ),
            ask(
                "crew_size",
                label="crew size",
                grader="numeric",
                kind="number",
                value="12",
                spoken="twelve people",
                answers=(
                    "Hang on. {spoken}.",
                    "{spoken} with talent.",
                ),
            ),
            looked_up(
                "permit",
                label="permit type",
                grader="enum",
                query="permits by crew size",
                pattern=r"Crews (?:of up to \d+|over \d+) people need a ([a-z ]+?permit)",
                near=("crew_size",),
                options=("no permit", "minor permit", "full film permit"),
            ),
            looked_up(
                "insurance",
                label="liability insurance required in dollars",
                grader="numeric",
                query="liability insurance for filming",
                pattern=r"requires (\d+) dollars of liability",
            ),
            ask(
                "vehicles",
                label="vehicles to park",
                grader="numeric",
                kind="number",
                value="3",
                spoken="three vehicles",
                answers=(
                    "{spoken}, vans and a truck.",
                    "We'll bring {spoken}.",
                ),
            ),
            ask(
                "notes",
                label="notes for the park staff",
                grader="semantic",
                kind="text",
                value="keep the fountain path open for joggers",
                spoken="keep the fountain path open for joggers",
                answers=(
                    "{spoken}.",
                    "Please put {spoken}.",
                ),
            ),
            ask(
                "producer_phone",
                label="your mobile number",
                grader="phone",
                kind="digits",
                value="3235550168",
                spoken="three two three, five five five, zero one six eight",
            ),
        ],
        records=(
            {
                "id": "REC-2261",
                "kind": "production",
                "production": "2261905",
                "title": "Weekend Kitchen",
                "network": "Channel Nine",
            },
            {
                "id": "REC-2262",
                "kind": "production",
                "production": "2261950",
                "title": "City Lights",
                "network": "Metro Cable",
            },
        ),
        knowledge_base="media",
        kb=("KB-3901", "KB-3902"),
        follow_ups=(notify("parks department", "film shoot booked"),),
    )
