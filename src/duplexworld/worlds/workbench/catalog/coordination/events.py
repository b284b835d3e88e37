"""Coordination: events.

A school trip, a wedding room block, a block party.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    YES_NO,
    ask,
    correction,
    looked_up,
    notify,
    on_record,
    volunteered,
    workflow,
)
from duplexworld.worlds.workbench.workflow import WorkflowSpec


def field_trip() -> WorkflowSpec:
    """Coordination in education: a school trip with buses, chaperones and medical needs."""
    return workflow(
        id="workbench_coordinate_school_trip",
        archetype="coordination",
        industry="education",
        story="""Ingrid Hansen, a fourth-grade teacher, arranges a museum trip with the
        district's trips office. Her school's name and address are on the school record; how
        many buses and adult chaperones a group of her size needs is in the trip policy. When
        the agent reads the head count back she cuts in: four more students signed up. The
        transport office is told once it is committed.""",
        goal="You are organising a class trip to the science museum for your students.",
        persona="bright",
        conversation_type="mid_call_correction",
        risk_tier="medium",
        profile="correction_prone",
        knowledge_burden=("local_state", "retrieval"),
        opening=(
            "Hi, this is Ingrid Hansen, I teach fourth grade. I'm organising our trip to the "
            "science museum and need it set up.",
            "Hello, Ingrid Hansen here. I'd like to book a school trip for my fourth graders.",
        ),
        form=("T-TRIP", "School trip coordination"),
        title="Fourth grade museum trip",
        record_lookup="school_code",
        facts=(volunteered("teacher", "Ingrid Hansen", "your name"),),
        parts=[
            ask(
                "school_code",
                "school code",
                "exact",
                "digits",
                "61207",
                "six one two zero seven",
                "Our school code is {spoken}.",
                "{spoken}.",
            ),
            on_record("school", "school", "casefold", r"name: ([^;\n]+)"),
            on_record("pickup_address", "pickup address", "address", r"address: ([^;\n]+)"),
            ask(
                "destination",
                "destination",
                "casefold",
                "text",
                "Harbor Science Museum",
                "Harbor Science Museum",
                "It's {spoken}.",
                "{spoken}.",
            ),
            ask(
                "trip_date",
                "trip date",
                "date",
                "date",
                "2026-05-22",
                "Friday, May twenty-second, twenty twenty-six",
                "We'd go {spoken}.",
                "{spoken}.",
            ),
            ask(
                "students",
                "number of students",
                "numeric",
                "number",
                "54",
                "fifty-four students",
                "{spoken}.",
                "We'll have {spoken}.",
                fix=correction(
                    "58",
                    "fifty-eight",
                    "Sorry, the number of students is {spoken} now.",
                    "Actually, make the number of students {spoken}.",
                ),
            ),
            looked_up(
                "buses",
                "number of buses",
                "numeric",
                "buses and chaperones by group size",
                r"Groups of (?:up to \d+|\d+ to \d+) students travel in (\d+) bus(?:es)?",
                near=("students",),
            ),
            looked_up(
                "chaperones",
                "adult chaperones",
                "numeric",
                "buses and chaperones by group size",
                r"\d+ to \d+ students need (\d+) adult chaperones",
                near=("students",),
            ),
            ask(
                "hours",
                "departure and return time",
                "interval",
                "text",
                "09:15-14:30",
                "from nine fifteen a.m. to two thirty p.m.",
                "{spoken}.",
                "We'd be out {spoken}.",
                threshold=0.5,
            ),
            ask(
                "lunch",
                "lunch",
                "enum",
                "text",
                "packed lunch",
                "packed lunch",
                "They'll bring a {spoken}.",
                "{spoken}, from home.",
                options=("packed lunch", "museum cafe"),
            ),
            ask(
                "medical_needs",
                "medical needs",
                "set_f1",
                "text",
                "peanut allergy, asthma",
                "a peanut allergy and asthma",
                "We have {spoken}.",
                "{spoken}.",
                threshold=1.0,
            ),
            ask(
                "teacher_phone",
                "teacher's mobile number",
                "phone",
                "digits",
                "7635550129",
                "seven six three, five five five, zero one two nine",
            ),
        ],
        records=(
            {
                "id": "REC-6120",
                "kind": "school",
                "code": "61207",
                "name": "Maple Grove Elementary",
                "address": "3100 Cedar Lane, Plymouth, MN 55441",
            },
            {
                "id": "REC-6121",
                "kind": "school",
                "code": "61270",
                "name": "Lakeview Middle School",
                "address": "900 Shore Drive, Wayzata, MN 55391",
            },
        ),
        kb=(
            {
                "id": "KB-3501",
                "title": "Trip policy: transport and supervision",
                "text": "Groups of up to 40 students travel in 1 bus. Groups of 41 to 60 students "
                "travel in 2 buses. Trips of 41 to 60 students need 6 adult chaperones.",
            },
        ),
        follow_ups=(notify("transport office", "trip buses needed"),),
    )


def wedding_room_block() -> WorkflowSpec:
    """Coordination in hospitality: a hotel room block for wedding guests."""
    return workflow(
        id="workbench_coordinate_wedding_rooms",
        archetype="coordination",
        industry="hospitality",
        story="""Marisol Alvarez holds a block of hotel rooms for her daughter's wedding
        guests. The hotel and the event on her inquiry are on the inquiry record; the group
        rate for a block of her size and the release date rule are in the group sales terms.
        She tells the story around each answer. The sales office is told once it is
        committed.""",
        goal="You are holding hotel rooms for the guests at your daughter's wedding.",
        persona="caribbean",
        conversation_type="narrative_intake",
        risk_tier="low",
        profile="verbose",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hello darling, it's Marisol Alvarez. My daughter is getting married and half the "
            "family is flying in, so I need to hold rooms for everybody.",
            "Hi, Marisol Alvarez here. I'm calling about a block of rooms for my daughter's "
            "wedding guests.",
        ),
        form=("T-BLOCK", "Group room block"),
        title="Alvarez wedding room block",
        record_lookup="inquiry_number",
        facts=(volunteered("organiser", "Marisol Alvarez", "your name"),),
        parts=[
            ask(
                "inquiry_number",
                "inquiry number",
                "exact",
                "digits",
                "5092716",
                "five zero nine, two seven one six",
                "Oh, they gave me one in the email, here it is, {spoken}.",
                "It's {spoken}.",
            ),
            on_record("hotel", "hotel", "casefold", r"hotel: ([^;\n]+)"),
            on_record("event", "event", "casefold", r"event: ([^;\n]+)"),
            ask(
                "arrival",
                "arrival date",
                "date",
                "date",
                "2026-06-12",
                "Friday, June twelfth, twenty twenty-six",
                "Most of them come in {spoken}, the wedding is the next day.",
                "{spoken}.",
            ),
            ask(
                "departure",
                "departure date",
                "date",
                "date",
                "2026-06-14",
                "Sunday, June fourteenth, twenty twenty-six",
                "They all leave {spoken}, after the brunch.",
                "{spoken}.",
            ),
            ask(
                "rooms",
                "rooms in the block",
                "numeric",
                "number",
                "22",
                "twenty-two rooms",
                "I counted the cousins twice, but it comes to {spoken}.",
                "We need {spoken}.",
            ),
            looked_up(
                "group_rate",
                "group rate per night",
                "numeric",
                "group rate by block size",
                r"Blocks (?:of \d+ to \d+|over \d+) rooms pay (\d+) dollars a night",
                near=("rooms",),
            ),
            looked_up(
                "release_days",
                "days before arrival that unbooked rooms are released",
                "numeric",
                "release of unbooked rooms in a block",
                r"released (\d+) days before arrival",
            ),
            ask(
                "room_type",
                "room type",
                "enum",
                "text",
                "double queen",
                "double queen",
                "{spoken} rooms, because the families have children.",
                "The {spoken}, please.",
                options=("king", "double queen", "suite"),
            ),
            ask(
                "billing",
                "billing",
                "enum",
                "text",
                "individual guests",
                "individual guests",
                "Oh no, I'm not paying for all of them, it's {spoken}.",
                "{spoken} pay their own.",
                options=("individual guests", "master account"),
            ),
            ask(
                "requests",
                "special requests",
                "semantic",
                "text",
                "rooms on the same floor as the wedding party",
                "rooms on the same floor as the wedding party",
                "Please put {spoken}.",
                "Just {spoken}.",
            ),
            ask(
                "organiser_phone",
                "your phone number",
                "phone",
                "digits",
                "3055550191",
                "three zero five, five five five, zero one nine one",
            ),
        ],
        records=(
            {
                "id": "REC-5092",
                "kind": "inquiry",
                "inquiry": "5092716",
                "hotel": "Lakeshore Grand Hotel",
                "event": "Alvarez and Brennan wedding",
            },
        ),
        kb=(
            {
                "id": "KB-3601",
                "title": "Group sales terms: rates",
                "text": "Blocks of 10 to 25 rooms pay 189 dollars a night. Blocks over 25 rooms "
                "pay 169 dollars a night.",
            },
            {
                "id": "KB-3602",
                "title": "Group sales terms: release",
                "text": "Unbooked rooms in a block are released 30 days before arrival.",
            },
        ),
        follow_ups=(notify("sales office", "room block held"),),
    )


def block_party() -> WorkflowSpec:
    """Coordination in government services: a street closure for a neighbourhood block party."""
    return workflow(
        id="workbench_coordinate_block_party",
        archetype="coordination",
        industry="government services",
        story="""Denise Whitaker organises a block party and phones the city's special events
        office. The block and council district are on her permit application; how many
        barricades a one-block closure needs and the permit fee are in the city's events
        rules. She answers what she is asked. The police district is told once the closure is
        committed.""",
        goal="You are organising a block party and need the street closed for the day.",
        persona="new_yorker",
        conversation_type="single_intent",
        risk_tier="low",
        profile="cooperative",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hi, Denise Whitaker. I sent in an application for a block party and I want to get "
            "the street closure set up.",
            "Hello, this is Denise Whitaker. We're having a block party and I need the road "
            "closed.",
        ),
        form=("T-CLOSURE", "Street closure permit"),
        title="Linden Avenue block party",
        record_lookup="application_number",
        facts=(volunteered("organiser", "Denise Whitaker", "your name"),),
        parts=[
            ask(
                "application_number",
                "application number",
                "exact",
                "digits",
                "3318620",
                "three three one, eight six two zero",
                "It's {spoken}.",
                "The application number is {spoken}.",
            ),
            on_record("block", "block to close", "casefold", r"block: ([^;\n]+)"),
            on_record("district", "council district", "casefold", r"district: ([^;\n]+)"),
            ask(
                "event_date",
                "date of the party",
                "date",
                "date",
                "2026-06-20",
                "Saturday, June twentieth, twenty twenty-six",
                "It's {spoken}.",
                "{spoken}.",
            ),
            ask(
                "closure_hours",
                "closure hours",
                "interval",
                "text",
                "10:00-20:00",
                "from ten a.m. to eight p.m.",
                "{spoken}.",
                "We'd close it {spoken}.",
                threshold=0.5,
            ),
            looked_up(
                "barricades",
                "barricades",
                "numeric",
                "barricades for a one-block closure",
                r"A one-block closure needs (\d+) barricades",
            ),
            looked_up(
                "fee",
                "permit fee",
                "numeric",
                "fee to get a block party permit",
                r"residential block party is (\d+) dollars",
            ),
            ask(
                "guests",
                "expected guests",
                "numeric",
                "number",
                "150",
                "about a hundred and fifty",
                "{spoken}.",
                "We expect {spoken}.",
                tolerance=10,
            ),
            ask(
                "amplified_sound",
                "amplified music",
                "enum",
                "text",
                "no",
                "no",
                "{spoken}, no speakers.",
                "{spoken}, just a radio.",
                options=YES_NO,
            ),
            ask(
                "activities",
                "activities",
                "set_f1",
                "text",
                "raffle, bouncy castle, face painting",
                "a raffle, a bouncy castle and face painting",
                "There's {spoken}.",
                "{spoken}.",
                threshold=0.8,
            ),
            ask(
                "contact_phone",
                "phone number on the day",
                "phone",
                "digits",
                "7185550152",
                "seven one eight, five five five, zero one five two",
            ),
        ],
        records=(
            {
                "id": "REC-3318",
                "kind": "application",
                "application": "3318620",
                "block": "400 block of Linden Avenue",
                "district": "District 7",
            },
        ),
        kb=(
            {
                "id": "KB-3801",
                "title": "Events rules: closures",
                "text": "A one-block closure needs 4 barricades. A closure over two blocks needs "
                "a traffic plan.",
            },
            {
                "id": "KB-3802",
                "title": "Events rules: fees",
                "text": "The permit fee for a residential block party is 75 dollars. Commercial "
                "street fairs pay 400 dollars.",
            },
        ),
        follow_ups=(notify("police district", "street closure set"),),
    )
