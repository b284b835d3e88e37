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
                with_year("Friday, June nineteenth"),
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
                "private rooms by party size",
                r"Parties (?:up to \d+|of \d+ to \d+) dine in the ([A-Z][a-z]+ Room)",
                near=("guests",),
                options=("Cellar Room", "Garden Room", "Terrace Room"),
            ),
            looked_up(
                "minimum_spend",
                "minimum spend",
                "numeric",
                "minimum spend by room",
                r"The [A-Z][a-z]+ Room has a minimum spend of (\d+) dollars",
                near_fields=("room",),
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
                "vegetarian, shellfish allergy",
                "vegetarian and a shellfish allergy",
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
                with_year("Tuesday, June sixteenth"),
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
                with_year("Monday, June eighth"),
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
                "hangar and downtime by aircraft type",
                r"[A-Z]\w* \d+ checks are done in (Hangar \d)",
                near_fields=("aircraft_type",),
                options=("Hangar 1", "Hangar 2", "Hangar 3"),
            ),
            looked_up(
                "downtime_hours",
                "downtime in hours",
                "numeric",
                "hangar and downtime by aircraft type",
                r"An? [A-Z]\w* \d+ check keeps (?:the aircraft|it) down (\d+) hours",
                near_fields=("aircraft_type",),
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
                with_year("Tuesday, June thirtieth"),
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
                "Heidi Weber",
                "Heidi Weber",
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
        follow_ups=(schedule("induction_date", "hangar check induction"),),
    )
