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
                label="school code",
                grader="exact",
                kind="digits",
                value="61207",
                spoken="six one two zero seven",
                answers=(
                    "Our school code is {spoken}.",
                    "{spoken}.",
                ),
            ),
            on_record("school", label="school", grader="casefold", pattern=r"name: ([^;\n]+)"),
            on_record(
                "pickup_address",
                label="pickup address",
                grader="address",
                pattern=r"address: ([^;\n]+)",
            ),
            ask(
                "destination",
                label="destination",
                grader="casefold",
                kind="text",
                value="Harbor Science Museum",
                spoken="Harbor Science Museum",
                answers=(
                    "It's {spoken}.",
                    "{spoken}.",
                ),
            ),
            ask(
                "trip_date",
                label="trip date",
                grader="date",
                kind="date",
                value="2026-05-22",
                spoken="Friday, May twenty-second, twenty twenty-six",
                answers=(
                    "We'd go {spoken}.",
                    "{spoken}.",
                ),
                fix=correction(
                    value="2026-05-29",
                    spoken="May twenty-ninth, twenty twenty-six",
                    variants=(
                        "Sorry, the trip date should be {spoken}.",
                        "No, that's wrong, the trip date is {spoken}.",
                    ),
                ),
            ),
            ask(
                "students",
                label="number of students",
                grader="numeric",
                kind="number",
                value="54",
                spoken="fifty-four students",
                answers=(
                    "{spoken}.",
                    "We'll have {spoken}.",
                ),
                fix=correction(
                    value="58",
                    spoken="fifty-eight",
                    variants=(
                        "Sorry, the number of students is {spoken} now.",
                        "Actually, make the number of students {spoken}.",
                    ),
                ),
            ),
            looked_up(
                "buses",
                label="number of buses",
                grader="numeric",
                query="buses and chaperones by group size",
                pattern=r"Groups of (?:up to \d+|\d+ to \d+) students travel in (\d+) bus(?:es)?",
                near=("students",),
            ),
            looked_up(
                "chaperones",
                label="adult chaperones",
                grader="numeric",
                query="buses and chaperones by group size",
                pattern=r"\d+ to \d+ students need (\d+) adult chaperones",
                near=("students",),
            ),
            ask(
                "hours",
                label="departure and return time",
                grader="interval",
                kind="text",
                value="09:15-14:30",
                spoken="from nine fifteen a.m. to two thirty p.m.",
                answers=(
                    "{spoken}.",
                    "We'd be out {spoken}.",
                ),
                threshold=0.5,
            ),
            ask(
                "lunch",
                label="lunch",
                grader="enum",
                kind="text",
                value="packed lunch",
                spoken="packed lunch",
                answers=(
                    "They'll bring a {spoken}.",
                    "{spoken}, from home.",
                ),
                options=("packed lunch", "museum cafe"),
            ),
            ask(
                "medical_needs",
                label="medical needs",
                grader="set_f1",
                kind="text",
                value="peanut allergy, asthma",
                spoken="a peanut allergy and asthma",
                answers=(
                    "We have {spoken}.",
                    "{spoken}.",
                ),
                threshold=1.0,
            ),
            ask(
                "teacher_phone",
                label="teacher's mobile number",
                grader="phone",
                kind="digits",
                value="7635550129",
                spoken="seven six three, five five five, zero one two nine",
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
        knowledge_base="education",
        kb=("KB-3501",),
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
                label="inquiry number",
                grader="exact",
                kind="digits",
                value="5092716",
                spoken="five zero nine, two seven one six",
                answers=(
                    "Oh, they gave me one in the email, here it is, {spoken}.",
                    "It's {spoken}.",
                ),
            ),
            on_record("hotel", label="hotel", grader="casefold", pattern=r"hotel: ([^;\n]+)"),
            on_record("event", label="event", grader="casefold", pattern=r"event: ([^;\n]+)"),
            ask(
                "arrival",
                label="arrival date",
                grader="date",
                kind="date",
                value="2026-06-12",
                spoken="Friday, June twelfth, twenty twenty-six",
                answers=(
                    "Most of them come in {spoken}, the wedding is the next day.",
                    "{spoken}.",
                ),
            ),
            ask(
                "departure",
                label="departure date",
                grader="date",
                kind="date",
                value="2026-06-14",
                spoken="Sunday, June fourteenth, twenty twenty-six",
                answers=(
                    "They all leave {spoken}, after the brunch.",
                    "{spoken}.",
                ),
            ),
            ask(
                "rooms",
                label="rooms in the block",
                grader="numeric",
                kind="number",
                value="22",
                spoken="twenty-two rooms",
                answers=(
                    "I counted the cousins twice, but it comes to {spoken}.",
                    "We need {spoken}.",
                ),
            ),
            looked_up(
                "group_rate",
                label="group rate per night",
                grader="numeric",
                query="group rate by block size",
                pattern=r"Blocks (?:of \d+ to \d+|over \d+) rooms pay (\d+) dollars a night",
                near=("rooms",),
            ),
            looked_up(
                "release_days",
                label="days before arrival that unbooked rooms are released",
                grader="numeric",
                query="release of unbooked rooms in a block",
                pattern=r"go back on general sale (\d+) days before arrival",
            ),
            ask(
                "room_type",
                label="room type",
                grader="enum",
                kind="text",
                value="double queen",
                spoken="double queen",
                answers=(
                    "{spoken} rooms, because the families have children.",
                    "The {spoken}, please.",
                ),
                options=("king", "double queen", "suite"),
            ),
            ask(
                "billing",
                label="billing",
                grader="enum",
                kind="text",
                value="individual guests",
                spoken="individual guests",
                answers=(
                    "Oh no, I'm not paying for all of them, it's {spoken}.",
                    "{spoken} pay their own.",
                ),
                options=("individual guests", "master account"),
            ),
            ask(
                "requests",
                label="special requests",
                grader="semantic",
                kind="text",
                value="rooms on the same floor as the wedding party",
                spoken="rooms on the same floor as the wedding party",
                answers=(
                    "Please put {spoken}.",
                    "Just {spoken}.",
                ),
            ),
            ask(
                "organiser_phone",
                label="your phone number",
                grader="phone",
                kind="digits",
                value="3055550191",
                spoken="three zero five, five five five, zero one nine one",
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
        knowledge_base="hospitality_and_travel",
        kb=("KB-3601", "KB-3602"),
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
                label="application number",
                grader="exact",
                kind="digits",
                value="3318620",
                spoken="three three one, eight six two zero",
                answers=(
                    "It's {spoken}.",
                    "The application number is {spoken}.",
                ),
            ),
            on_record(
                "block", label="block to close", grader="casefold", pattern=r"block: ([^;\n]+)"
            ),
            on_record(
                "district",
                label="council district",
                grader="casefold",
                pattern=r"district: ([^;\n]+)",
            ),
            ask(
                "event_date",
                label="date of the party",
                grader="date",
                kind="date",
                value="2026-06-20",
                spoken="Saturday, June twentieth, twenty twenty-six",
                answers=(
                    "It's {spoken}.",
                    "{spoken}.",
                ),
            ),
            ask(
                "closure_hours",
                label="closure hours",
                grader="interval",
                kind="text",
                value="10:00-20:00",
                spoken="from ten a.m. to eight p.m.",
                answers=(
                    "{spoken}.",
                    "We'd close it {spoken}.",
                ),
                threshold=0.5,
            ),
            looked_up(
                "barricades",
                label="barricades",
                grader="numeric",
                query="barricades for a one-block closure",
                pattern=r"A one-block closure needs (\d+) barricades",
            ),
            looked_up(
                "fee",
                label="permit fee",
                grader="numeric",
                query="fee to get a block party permit",
                pattern=r"residential block party is (\d+) dollars",
            ),
            ask(
                "guests",
                label="expected guests",
                grader="numeric",
                kind="number",
                value="150",
                spoken="about a hundred and fifty",
                answers=(
                    "{spoken}.",
                    "We expect {spoken}.",
                ),
                tolerance=10,
            ),
            ask(
                "amplified_sound",
                label="amplified music",
                grader="enum",
                kind="text",
                value="no",
                spoken="no",
                answers=(
                    "{spoken}, no speakers.",
                    "{spoken}, just a radio.",
                ),
                options=YES_NO,
            ),
            ask(
                "activities",
                label="activities",
                grader="set_f1",
                kind="text",
                value="raffle, bouncy castle, face painting",
                spoken="a raffle, a bouncy castle and face painting",
                answers=(
                    "There's {spoken}.",
                    "{spoken}.",
                ),
                threshold=0.8,
            ),
            ask(
                "contact_phone",
                label="phone number on the day",
                grader="phone",
                kind="digits",
                value="7185550152",
                spoken="seven one eight, five five five, zero one five two",
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
        knowledge_base="government_services",
        kb=("KB-3801", "KB-3802"),
        follow_ups=(notify("police district", "street closure set"),),
    )
