"""Scheduling: reservations.

A private dining room, a passport appointment, a hangar slot.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    YES_NO,
    ask,
    correction,
    looked_up,
    on_record,
    schedule,
    volunteered,
    workflow,
)
from duplexworld.worlds.workbench.catalog.scheduling.dates import with_year
from duplexworld.worlds.workbench.workflow import WorkflowSpec


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
        facts=(volunteered("host", "Victor Almeida", "your name"),),
        parts=[
            ask(
                "account_number",
                label="account number",
                grader="exact",
                kind="digits",
                value="74012",
                spoken="seven four zero one two",
                answers=(
                    "Our account number is {spoken}.",
                    "{spoken}.",
                ),
            ),
            on_record("company", label="company", grader="casefold", pattern=r"company: ([^;\n]+)"),
            on_record(
                "billing_address",
                label="billing address",
                grader="address",
                pattern=r"billing: ([^;\n]+)",
            ),
            ask(
                "dinner_date",
                label="date of the dinner",
                grader="date",
                kind="date",
                value="2026-06-19",
                spoken=with_year("Friday, June nineteenth"),
                answers=(
                    "{spoken}.",
                    "It's {spoken}.",
                ),
                fix=correction(
                    value="2026-06-26",
                    spoken="June twenty-sixth, twenty twenty-six",
                    variants=(
                        "Sorry, the date of the dinner should be {spoken}.",
                        "No, that's wrong, the date of the dinner is {spoken}.",
                    ),
                ),
            ),
            ask(
                "guests",
                label="number of guests",
                grader="numeric",
                kind="number",
                value="24",
                spoken="twenty-four",
                answers=(
                    "{spoken} guests.",
                    "We'll be {spoken}.",
                ),
                fix=correction(
                    value="28",
                    spoken="twenty-eight",
                    variants=(
                        "Sorry, the number of guests is {spoken} now.",
                        "Actually, make the number of guests {spoken}.",
                    ),
                ),
            ),
            looked_up(
                "room",
                label="private room",
                grader="enum",
                query="private rooms by party size",
                pattern=r"Parties (?:up to \d+|of \d+ to \d+) dine in the ([A-Z][a-z]+ Room)",
                near=("guests",),
                options=("Cellar Room", "Garden Room", "Terrace Room"),
            ),
            looked_up(
                "minimum_spend",
                label="minimum spend",
                grader="numeric",
                query="minimum spend by room",
                pattern=r"The [A-Z][a-z]+ Room has a minimum spend of (\d+) dollars",
                near_fields=("room",),
            ),
            ask(
                "menu",
                label="menu",
                grader="enum",
                kind="text",
                value="tasting menu",
                spoken="tasting menu",
                answers=(
                    "The {spoken}, please.",
                    "We'll go with the {spoken}.",
                ),
                options=("set menu", "tasting menu", "buffet"),
            ),
            ask(
                "hours",
                label="arrival and finish time",
                grader="interval",
                kind="text",
                value="19:00-23:00",
                spoken="from seven p.m. to eleven p.m.",
                answers=(
                    "{spoken}.",
                    "Roughly {spoken}.",
                ),
                threshold=0.5,
            ),
            ask(
                "dietary",
                label="dietary requirements",
                grader="set_f1",
                kind="text",
                value="vegetarian, shellfish allergy",
                spoken="vegetarian and a shellfish allergy",
                answers=(
                    "{spoken}.",
                    "There's {spoken}.",
                ),
                threshold=1.0,
            ),
            ask(
                "occasion",
                label="occasion notes",
                grader="semantic",
                kind="text",
                value="retirement dinner for our finance director",
                spoken="retirement dinner for our finance director",
                answers=(
                    "{spoken}.",
                    "Please put {spoken}.",
                ),
            ),
            ask(
                "host_phone",
                label="your phone number",
                grader="phone",
                kind="digits",
                value="2065550158",
                spoken="two zero six, five five five, zero one five eight",
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
        knowledge_base="hospitality_and_travel",
        kb=("KB-3231", "KB-3232"),
        follow_ups=(schedule("dinner_date", "private dinner"),),
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
        facts=(volunteered("applicant", "Sofia Marchetti", "your name"),),
        parts=[
            ask(
                "application_number",
                label="application number",
                grader="exact",
                kind="digits",
                value="88213047",
                spoken="eight eight two one, three zero four seven",
                answers=(
                    "I think it's {spoken}.",
                    "The receipt says {spoken}.",
                ),
            ),
            on_record(
                "applicant", label="applicant", grader="casefold", pattern=r"name: ([^;\n]+)"
            ),
            on_record(
                "application_type",
                label="application type",
                grader="casefold",
                pattern=r"type: ([^;\n]+)",
            ),
            ask(
                "destination",
                label="destination country",
                grader="casefold",
                kind="text",
                value="Portugal",
                spoken="Portugal",
                answers=(
                    "{spoken}.",
                    "It's {spoken}.",
                ),
            ),
            ask(
                "travel_date",
                label="travel date",
                grader="date",
                kind="date",
                value="2026-06-16",
                spoken=with_year("Tuesday, June sixteenth"),
                answers=(
                    "I fly out {spoken}, I think.",
                    "It's {spoken}.",
                ),
            ),
            looked_up(
                "service",
                label="service level",
                grader="enum",
                query="service for travel within 14 days",
                pattern=r"Travel within 14 days needs the (urgent in-person) service",
                options=("standard", "expedited", "urgent in-person"),
            ),
            looked_up(
                "office",
                label="agency office",
                grader="enum",
                query="where urgent appointments are held and what they cost",
                pattern=r"Urgent appointments are held at the ([A-Z][a-z]+ [A-Z][a-z]+) office",
                options=("Federal Building", "Harbor Plaza", "Union Square"),
            ),
            looked_up(
                "fee",
                label="urgent service fee",
                grader="numeric",
                query="where urgent appointments are held and what they cost",
                pattern=r"urgent service costs (\d+) dollars",
            ),
            ask(
                "appointment_date",
                label="appointment date",
                grader="date",
                kind="date",
                value="2026-06-08",
                spoken=with_year("Monday, June eighth"),
                answers=(
                    "Maybe {spoken}? I could take the morning off.",
                    "I guess {spoken}.",
                ),
                reveal="on_event",
                event="fact:travel_date",
            ),
            ask(
                "time_window",
                label="time of day",
                grader="interval",
                kind="text",
                value="09:00-11:00",
                spoken="from nine a.m. to eleven a.m.",
                answers=(
                    "Probably {spoken}.",
                    "Any time {spoken}.",
                ),
                threshold=0.5,
            ),
            ask(
                "documents",
                label="documents you will bring",
                grader="set_f1",
                kind="text",
                value="old passport, photo, flight itinerary",
                spoken="the old passport, a photo and the flight itinerary",
                answers=(
                    "{spoken}.",
                    "There's {spoken}.",
                ),
                threshold=0.8,
            ),
            ask(
                "applicant_phone",
                label="your phone number",
                grader="phone",
                kind="digits",
                value="9175550136",
                spoken="nine one seven, five five five, zero one three six",
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
        knowledge_base="government_services",
        kb=("KB-3251", "KB-3252"),
        follow_ups=(schedule("appointment_date", "passport appointment"),),
    )


def hangar_slot() -> WorkflowSpec:
    """Scheduling in aviation: a hangar slot for an aircraft's scheduled check."""
    return workflow(
        id="workbench_schedule_hangar_slot",
        archetype="scheduling",
        industry="aviation",
        story="""Pablo Ruiz, maintenance controller at a regional airline, books a hangar slot
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
            "Pablo Ruiz, maintenance control. I need a hangar slot for a scheduled check.",
            "Hi, Pablo Ruiz from maintenance control. Booking a hangar slot for one of our "
            "turboprops.",
        ),
        form=("T-HANGAR", "Hangar slot booking"),
        title="Scheduled check induction",
        record_lookup="fleet_number",
        facts=(volunteered("controller", "Pablo Ruiz", "your name"),),
        parts=[
            ask(
                "fleet_number",
                label="fleet number",
                grader="exact",
                kind="digits",
                value="218",
                spoken="two one eight",
                answers=(
                    "Fleet number {spoken}.",
                    "{spoken}.",
                ),
            ),
            on_record(
                "registration",
                label="registration",
                grader="exact",
                pattern=r"registration: (N\d+[A-Z]+)",
            ),
            on_record(
                "aircraft_type",
                label="aircraft type",
                grader="casefold",
                pattern=r"type: ([^;\n]+)",
            ),
            looked_up(
                "hangar",
                label="hangar",
                grader="enum",
                query="hangar and downtime by aircraft type",
                pattern=r"[A-Z]\w* \d+ checks are done in (Hangar \d)",
                near_fields=("aircraft_type",),
                options=("Hangar 1", "Hangar 2", "Hangar 3"),
            ),
            looked_up(
                "downtime_hours",
                label="downtime in hours",
                grader="numeric",
                query="hangar and downtime by aircraft type",
                pattern=r"An? [A-Z]\w* \d+ check keeps (?:the aircraft|it) down (\d+) hours",
                near_fields=("aircraft_type",),
            ),
            ask(
                "flight_hours",
                label="flight hours since the last check",
                grader="numeric",
                kind="number",
                value="520",
                spoken="five hundred and twenty",
                answers=(
                    "{spoken}.",
                    "{spoken} hours.",
                ),
                tolerance=5,
            ),
            ask(
                "induction_date",
                label="induction date",
                grader="date",
                kind="date",
                value="2026-06-30",
                spoken=with_year("Tuesday, June thirtieth"),
                answers=(
                    "{spoken}.",
                    "Induct {spoken}.",
                ),
            ),
            ask(
                "induction_window",
                label="induction window",
                grader="interval",
                kind="text",
                value="01:00-06:00",
                spoken="from one a.m. to six a.m.",
                answers=(
                    "{spoken}.",
                    "After the last rotation, {spoken}.",
                ),
                threshold=0.5,
            ),
            ask(
                "deferred_defects",
                label="deferred defects to clear",
                grader="set_f1",
                kind="text",
                value="cabin speaker, galley oven",
                spoken="a cabin speaker and a galley oven",
                answers=(
                    "{spoken}.",
                    "There's {spoken}.",
                ),
                threshold=1.0,
            ),
            ask(
                "tow_needed",
                label="tow to the hangar",
                grader="enum",
                kind="text",
                value="yes",
                spoken="yes",
                answers=(
                    "{spoken}, it's parked on the remote stand.",
                    "{spoken}, we need a tow.",
                ),
                options=YES_NO,
            ),
            ask(
                "lead_engineer",
                label="lead engineer",
                grader="casefold",
                kind="name",
                value="Heidi Weber",
                spoken="Heidi Weber",
                answers=(
                    "{spoken}.",
                    "{spoken}, she has the aircraft.",
                ),
            ),
            ask(
                "controller_phone",
                label="your phone number",
                grader="phone",
                kind="digits",
                value="9195550163",
                spoken="nine one nine, five five five, zero one six three",
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
        knowledge_base="logistics_and_aviation",
        kb=("KB-3301", "KB-3302"),
        follow_ups=(schedule("induction_date", "hangar check induction"),),
    )
