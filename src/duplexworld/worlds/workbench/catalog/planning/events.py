"""Planning: events.

A wedding reception, a class trip, a street festival.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    ask,
    computed,
    looked_up,
    notify,
    on_record,
    schedule,
    volunteered,
    workflow,
)
from duplexworld.worlds.workbench.workflow import WorkflowSpec, WorldEvent


def wedding_reception() -> WorkflowSpec:
    """Hospitality: a wedding reception plan with a menu, its price and the running order."""
    return workflow(
        id="workbench_plan_wedding_reception",
        archetype="planning",
        industry="hospitality",
        story="""Kate Walker plans her wedding reception with the venue's events planner and
        talks at length about every choice. The couple, hall and date are on the booking;
        the price of the menu she picks and the deposit rule are in the venue's packages.
        The running order of the courses must be kept as she gives it.""",
        goal="You are planning your wedding reception with the venue.",
        persona="bright",
        conversation_type="multi_intent",
        risk_tier="low",
        profile="verbose",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hi, this is Kate Walker! We're getting married at your place in June and I'd love "
            "to finally sort out the reception, there's so much to decide.",
            "Hello, it's Kate Walker. My fiance and I have our wedding with you this summer and "
            "I want to go through all the reception details, if that's alright.",
        ),
        event=WorldEvent(
            record="REC-6153",
            changes={"hall": "Willow Hall"},
            notice="the venue has moved our reception to another hall, ours was double-booked",
            lines=(
                "Before you do that, the venue just emailed me: {spoken}. Could you check the "
                "booking again?",
                "One thing first, I've just had a message that {spoken}. Can you look at the "
                "booking again, please?",
            ),
        ),
        form=("P-RECEPTION", "Reception plan"),
        title="Walker and Reid reception",
        record_lookup="booking_ref",
        facts=(volunteered("caller", "Kate Walker"),),
        parts=[
            ask(
                "booking_ref",
                label="booking reference",
                grader="exact",
                kind="digits",
                value="61538",
                spoken="six one five three eight",
                answers=(
                    "Oh, I have it in my emails somewhere, here, the reference is {spoken}.",
                    "It's {spoken}, I wrote it on the fridge.",
                ),
            ),
            on_record("couple", label="couple", grader="casefold", pattern=r"couple: ([^;\n]+)"),
            on_record("hall", label="hall", grader="casefold", pattern=r"hall: ([^;\n]+)"),
            on_record(
                "wedding_date",
                label="wedding date",
                grader="date",
                pattern=r"date: (\d{4}-\d{2}-\d{2})",
            ),
            ask(
                "guest_count",
                label="number of guests",
                grader="numeric",
                kind="number",
                value="112",
                spoken="a hundred and twelve",
                answers=(
                    "After all the back and forth with the family, it's {spoken} guests.",
                    "We've landed on {spoken} guests, which is more than we planned, honestly.",
                ),
            ),
            ask(
                "menu",
                label="menu package",
                grader="enum",
                kind="text",
                value="garden",
                spoken="garden",
                answers=(
                    "We tasted them all and we both loved the {spoken} menu, it was so fresh.",
                    "The {spoken} one, definitely, my fiance hasn't stopped talking about it.",
                ),
                options=("classic", "garden", "coastal"),
            ),
            looked_up(
                "price_per_guest",
                label="price per guest",
                grader="numeric",
                query="menu price per guest",
                pattern=r"The \w+ menu is (\d+) dollars per guest",
                near=("menu",),
            ),
            ask(
                "courses",
                label="order of the courses",
                grader="ordered_list",
                kind="text",
                value="starter, salad, main course, dessert",
                spoken="starter, salad, main course, dessert",
                answers=(
                    "In this order: {spoken}.",
                    "{spoken}.",
                ),
            ),
            ask(
                "dietary",
                label="dietary needs",
                grader="set_f1",
                kind="text",
                value="vegetarian, nut allergy, gluten free",
                spoken="vegetarian, nut allergy and gluten free",
                answers=(
                    "{spoken}.",
                    "Um, {spoken}.",
                ),
                threshold=0.6,
            ),
            ask(
                "music_hours",
                label="hours for the band",
                grader="interval",
                kind="text",
                value="20:00-23:00",
                spoken="from eight p.m. to eleven p.m.",
                answers=(
                    "Honestly, after all that haggling with the band, they play {spoken}.",
                    "The band quoted us for the evening, so {spoken}.",
                ),
                threshold=0.5,
            ),
            looked_up(
                "deposit_percent",
                label="deposit percent",
                grader="numeric",
                query="deposit due on reception packages",
                pattern=r"A deposit of (\d+) percent is due",
            ),
            ask(
                "planner_phone",
                label="best phone number for you",
                grader="phone",
                kind="digits",
                value="6305550114",
                spoken="six three zero, five five five, zero one one four",
            ),
            computed(
                "deposit_due",
                label="deposit due",
                rule="guest_count * price_per_guest * deposit_percent / 100",
            ),
        ],
        records=(
            {
                "id": "REC-6153",
                "kind": "booking",
                "booking": "61538",
                "couple": "Kate Walker and James Reid",
                "hall": "Orchard Hall",
                "date": "2026-06-20",
            },
            {
                "id": "REC-6158",
                "kind": "booking",
                "booking": "61583",
                "couple": "Grace Lin and Omar Haddad",
                "hall": "Cedar Room",
                "date": "2026-06-27",
            },
        ),
        knowledge_base="hospitality_and_travel",
        kb=("KB-8201", "KB-8202"),
    )


def field_trip() -> WorkflowSpec:
    """Education: a class trip to the aquarium; the adult ratio and ticket price by rule."""
    return workflow(
        id="workbench_plan_class_trip",
        archetype="planning",
        industry="education",
        story="""Mary Butler, a primary teacher, plans a class trip to the aquarium with the
        district's trips office. The school's trip insurance is on its record; how many
        pupils each adult may supervise and what the aquarium charges per pupil are in the
        trips handbook. Parents are sent the trip letter only on her approval.""",
        goal="You are planning a class trip and need it approved and organised.",
        persona="calm",
        conversation_type="multi_intent",
        risk_tier="medium",
        profile="cooperative",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        approval=("commit", "notify"),
        opening=(
            "Hi, I'm Mary Butler, I teach at Maple Grove Elementary. I'd like to plan a class "
            "trip for my year group.",
            "Hello, Mary Butler from Maple Grove Elementary. We want to take the children on "
            "a trip in May.",
        ),
        form=("P-TRIP", "School trip plan"),
        title="Year group trip",
        record_lookup="school_number",
        facts=(volunteered("caller", "Mary Butler"),),
        parts=[
            ask(
                "school_number",
                label="school number",
                grader="exact",
                kind="digits",
                value="51208",
                spoken="five one two zero eight",
                answers=(
                    "Our school number is {spoken}.",
                    "It's {spoken}.",
                ),
            ),
            on_record(
                "school_name", label="school name", grader="casefold", pattern=r"name: ([^;\n]+)"
            ),
            on_record(
                "insurance_policy",
                label="trip insurance policy",
                grader="exact",
                pattern=r"policy: (INS-\d+)",
            ),
            ask(
                "trip_date",
                label="date of the trip",
                grader="date",
                kind="date",
                value="2026-05-14",
                spoken="Thursday, May fourteenth, twenty twenty-six",
                answers=(
                    "We'd like {spoken}.",
                    "{spoken}, please.",
                ),
            ),
            ask(
                "destination",
                label="destination",
                grader="enum",
                kind="text",
                value="aquarium",
                spoken="the aquarium",
                answers=(
                    "We're going to {spoken}.",
                    "{spoken}.",
                ),
                options=("science museum", "art gallery", "aquarium"),
            ),
            ask(
                "pupils",
                label="number of pupils",
                grader="numeric",
                kind="number",
                value="52",
                spoken="fifty-two",
                answers=(
                    "{spoken} pupils.",
                    "We have {spoken} children going.",
                ),
            ),
            looked_up(
                "pupils_per_adult",
                label="pupils per adult",
                grader="numeric",
                query="adult supervision ratio for primary trips",
                pattern=r"Primary school trips need one adult for every (\d+) pupils",
            ),
            ask(
                "adults",
                label="number of adults going",
                grader="numeric",
                kind="number",
                value="7",
                spoken="seven",
                answers=(
                    "{spoken} adults, with me.",
                    "{spoken} adults.",
                ),
            ),
            looked_up(
                "ticket_price",
                label="ticket price per pupil",
                grader="numeric",
                query="school ticket price per venue",
                pattern=r"The [a-z ]+? charges (\d+) dollars per pupil",
                near=("destination",),
            ),
            ask(
                "day_window",
                label="departure and return times",
                grader="interval",
                kind="text",
                value="09:00-14:30",
                spoken="from nine a.m. to two thirty p.m.",
                answers=(
                    "We'd be out {spoken}.",
                    "It's {spoken}.",
                ),
                threshold=0.5,
            ),
            ask(
                "medical_needs",
                label="medical needs in the group",
                grader="set_f1",
                kind="text",
                value="asthma, diabetes",
                spoken="asthma and diabetes",
                answers=(
                    "Only {spoken}.",
                    "{spoken}.",
                ),
                threshold=0.6,
            ),
            ask(
                "contact_phone",
                label="contact phone",
                grader="phone",
                kind="digits",
                value="6165550122",
                spoken="six one six, five five five, zero one two two",
            ),
            computed("ticket_total", label="tickets total", rule="pupils * ticket_price"),
        ],
        records=(
            {
                "id": "REC-5120",
                "kind": "school",
                "number": "51208",
                "name": "Maple Grove Elementary",
                "policy": "INS-22871",
            },
            {
                "id": "REC-5128",
                "kind": "school",
                "number": "51280",
                "name": "Maple Heights Elementary",
                "policy": "INS-22904",
            },
        ),
        knowledge_base="education",
        kb=("KB-8401", "KB-8402"),
        follow_ups=(notify("parents", "aquarium trip letter"),),
    )


def street_festival() -> WorkflowSpec:
    """Government services: a neighbourhood street festival permit plan."""
    return workflow(
        id="workbench_plan_street_festival",
        archetype="planning",
        industry="government services",
        story="""Carmen Lopez, who chairs a neighbourhood association, plans a street festival
        with the city's special events office. The association and its liability insurance
        are on file; which permit an event of her size needs and what it costs are in the
        city's event rules. The festival day goes in the events calendar only on her
        approval.""",
        goal="You are planning your neighbourhood's street festival with the city.",
        persona="caribbean",
        conversation_type="multi_intent",
        risk_tier="medium",
        profile="cooperative",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        approval=("commit", "schedule"),
        opening=(
            "Hi, I'm Carmen Lopez from the Eastside Neighbours Association. We'd like to hold "
            "a street festival this summer.",
            "Hello, Carmen Lopez here, Eastside Neighbours. I'm calling to plan our summer "
            "street festival.",
        ),
        form=("P-EVENT", "Special event plan"),
        title="Eastside street festival",
        record_lookup="organisation_number",
        facts=(volunteered("caller", "Carmen Lopez"),),
        parts=[
            ask(
                "organisation_number",
                label="organisation number",
                grader="exact",
                kind="digits",
                value="11842",
                spoken="one one eight four two",
                answers=(
                    "Our organisation number is {spoken}.",
                    "It's {spoken}.",
                ),
            ),
            on_record(
                "organisation", label="organisation", grader="casefold", pattern=r"name: ([^;\n]+)"
            ),
            on_record(
                "insurance_expiry",
                label="liability insurance expiry",
                grader="date",
                pattern=r"insurance expires: (\d{4}-\d{2}-\d{2})",
            ),
            ask(
                "event_date",
                label="date of the festival",
                grader="date",
                kind="date",
                value="2026-08-22",
                spoken="Saturday, August twenty-second, twenty twenty-six",
                answers=(
                    "We'd like {spoken}.",
                    "{spoken}.",
                ),
            ),
            ask(
                "street",
                label="street to close",
                grader="casefold",
                kind="text",
                value="Maple Street",
                spoken="Maple Street",
                answers=(
                    "It's {spoken}.",
                    "{spoken}.",
                ),
            ),
            ask(
                "hours",
                label="festival hours",
                grader="interval",
                kind="text",
                value="10:00-18:00",
                spoken="from ten a.m. to six p.m.",
                answers=(
                    "We'd run {spoken}.",
                    "{spoken}.",
                ),
                threshold=0.5,
            ),
            ask(
                "attendance",
                label="expected attendance",
                grader="numeric",
                kind="number",
                value="1500",
                spoken="fifteen hundred",
                answers=(
                    "About {spoken} people.",
                    "We expect {spoken}.",
                ),
                tolerance=100,
            ),
            looked_up(
                "permit_type",
                label="permit type",
                grader="enum",
                query="event permit by attendance",
                pattern=r"more than \d+ people need a ([a-z ]+?permit)",
                near=("attendance",),
                options=("block party permit", "minor event permit", "major event permit"),
            ),
            looked_up(
                "permit_fee",
                label="permit fee",
                grader="numeric",
                query="event permit fees",
                pattern=r"An? [a-z]+ event permit costs (\d+) dollars",
                near_fields=("permit_type",),
            ),
            ask(
                "stalls",
                label="number of stalls",
                grader="numeric",
                kind="number",
                value="24",
                spoken="twenty-four",
                answers=(
                    "{spoken} stalls.",
                    "We'll have {spoken}.",
                ),
            ),
            ask(
                "amenities",
                label="amenities needed from the city",
                grader="set_f1",
                kind="text",
                value="toilets, fencing, bins",
                spoken="toilets, fencing and bins",
                answers=(
                    "{spoken}.",
                    "We need {spoken}.",
                ),
                threshold=0.6,
            ),
            ask(
                "contact_phone",
                label="contact phone",
                grader="phone",
                kind="digits",
                value="2155550135",
                spoken="two one five, five five five, zero one three five",
            ),
        ],
        records=(
            {
                "id": "REC-1184",
                "kind": "organisation",
                "number": "11842",
                "name": "Eastside Neighbours Association",
                "insurance expires": "2026-11-30",
            },
            {
                "id": "REC-1148",
                "kind": "organisation",
                "number": "11482",
                "name": "Eastside Business Council",
                "insurance expires": "2026-05-31",
            },
        ),
        knowledge_base="government_services",
        kb=("KB-8901", "KB-8902"),
        follow_ups=(schedule("event_date", "street festival day"),),
    )
