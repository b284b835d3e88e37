"""Planning: events.

A wedding reception, a class trip, a street festival.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    ask,
    looked_up,
    notify,
    on_record,
    schedule,
    volunteered,
    workflow,
)
from duplexworld.worlds.workbench.workflow import WorkflowSpec


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
        form=("P-RECEPTION", "Reception plan"),
        title="Walker and Reid reception",
        record_lookup="booking_ref",
        facts=(volunteered("caller", "Kate Walker"),),
        parts=[
            ask(
                "booking_ref",
                "booking reference",
                "exact",
                "digits",
                "61538",
                "six one five three eight",
                "Oh, I have it in my emails somewhere, here, the reference is {spoken}.",
                "It's {spoken}, I wrote it on the fridge.",
            ),
            on_record("couple", "couple", "casefold", r"couple: ([^;\n]+)"),
            on_record("hall", "hall", "casefold", r"hall: ([^;\n]+)"),
            on_record("wedding_date", "wedding date", "date", r"date: (\d{4}-\d{2}-\d{2})"),
            ask(
                "guest_count",
                "number of guests",
                "numeric",
                "number",
                "112",
                "a hundred and twelve",
                "After all the back and forth with the family, it's {spoken} guests.",
                "We've landed on {spoken} guests, which is more than we planned, honestly.",
            ),
            ask(
                "menu",
                "menu package",
                "enum",
                "text",
                "garden",
                "garden",
                "We tasted them all and we both loved the {spoken} menu, it was so fresh.",
                "The {spoken} one, definitely, my fiance hasn't stopped talking about it.",
                options=("classic", "garden", "coastal"),
            ),
            looked_up(
                "price_per_guest",
                "price per guest",
                "numeric",
                "menu price per guest",
                r"The \w+ menu is (\d+) dollars per guest",
                near=("menu",),
            ),
            ask(
                "courses",
                "order of the courses",
                "ordered_list",
                "text",
                "starter, salad, main course, dessert",
                "starter, salad, main course, dessert",
                "In this order: {spoken}.",
                "{spoken}.",
            ),
            ask(
                "dietary",
                "dietary needs",
                "set_f1",
                "text",
                "vegetarian, nut allergy, gluten free",
                "vegetarian, nut allergy and gluten free",
                "{spoken}.",
                "Um, {spoken}.",
                threshold=0.6,
            ),
            ask(
                "music_hours",
                "hours for the band",
                "interval",
                "text",
                "20:00-23:00",
                "from eight p.m. to eleven p.m.",
                "Honestly, after all that haggling with the band, they play {spoken}.",
                "The band quoted us for the evening, so {spoken}.",
                threshold=0.5,
            ),
            looked_up(
                "deposit_percent",
                "deposit percent",
                "numeric",
                "deposit due on reception packages",
                r"A deposit of (\d+) percent is due",
            ),
            ask(
                "planner_phone",
                "best phone number for you",
                "phone",
                "digits",
                "6305550114",
                "six three zero, five five five, zero one one four",
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
        kb=(
            {
                "id": "KB-8201",
                "title": "Reception packages",
                "text": "The classic menu is 74 dollars per guest. The garden menu is 68 dollars "
                "per guest. The coastal menu is 82 dollars per guest.",
            },
            {
                "id": "KB-8202",
                "title": "Booking terms",
                "text": "A deposit of 25 percent is due when the reception plan is confirmed.",
            },
        ),
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
                "school number",
                "exact",
                "digits",
                "51208",
                "five one two zero eight",
                "Our school number is {spoken}.",
                "It's {spoken}.",
            ),
            on_record("school_name", "school name", "casefold", r"name: ([^;\n]+)"),
            on_record("insurance_policy", "trip insurance policy", "exact", r"policy: (INS-\d+)"),
            ask(
                "trip_date",
                "date of the trip",
                "date",
                "date",
                "2026-05-14",
                "Thursday, May fourteenth, twenty twenty-six",
                "We'd like {spoken}.",
                "{spoken}, please.",
            ),
            ask(
                "destination",
                "destination",
                "enum",
                "text",
                "aquarium",
                "the aquarium",
                "We're going to {spoken}.",
                "{spoken}.",
                options=("science museum", "art gallery", "aquarium"),
            ),
            ask(
                "pupils",
                "number of pupils",
                "numeric",
                "number",
                "52",
                "fifty-two",
                "{spoken} pupils.",
                "We have {spoken} children going.",
            ),
            looked_up(
                "pupils_per_adult",
                "pupils per adult",
                "numeric",
                "adult supervision ratio for primary trips",
                r"Primary school trips need one adult for every (\d+) pupils",
            ),
            ask(
                "adults",
                "number of adults going",
                "numeric",
                "number",
                "7",
                "seven",
                "{spoken} adults, with me.",
                "{spoken} adults.",
            ),
            looked_up(
                "ticket_price",
                "ticket price per pupil",
                "numeric",
                "school ticket price per venue",
                r"The [a-z ]+? charges (\d+) dollars per pupil",
                near=("destination",),
            ),
            ask(
                "day_window",
                "departure and return times",
                "interval",
                "text",
                "09:00-14:30",
                "from nine a.m. to two thirty p.m.",
                "We'd be out {spoken}.",
                "It's {spoken}.",
                threshold=0.5,
            ),
            ask(
                "medical_needs",
                "medical needs in the group",
                "set_f1",
                "text",
                "asthma, diabetes",
                "asthma and diabetes",
                "Only {spoken}.",
                "{spoken}.",
                threshold=0.6,
            ),
            ask(
                "contact_phone",
                "contact phone",
                "phone",
                "digits",
                "6165550122",
                "six one six, five five five, zero one two two",
            ),
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
        kb=(
            {
                "id": "KB-8401",
                "title": "Trips handbook: supervision",
                "text": "Primary school trips need one adult for every 8 pupils. Secondary "
                "trips need one adult for every 15 pupils.",
            },
            {
                "id": "KB-8402",
                "title": "Trips handbook: venues",
                "text": "The aquarium charges 12 dollars per pupil. The science museum charges "
                "9 dollars per pupil. The art gallery is free for schools.",
            },
        ),
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
                "organisation number",
                "exact",
                "digits",
                "11842",
                "one one eight four two",
                "Our organisation number is {spoken}.",
                "It's {spoken}.",
            ),
            on_record("organisation", "organisation", "casefold", r"name: ([^;\n]+)"),
            on_record(
                "insurance_expiry",
                "liability insurance expiry",
                "date",
                r"insurance expires: (\d{4}-\d{2}-\d{2})",
            ),
            ask(
                "event_date",
                "date of the festival",
                "date",
                "date",
                "2026-08-22",
                "Saturday, August twenty-second, twenty twenty-six",
                "We'd like {spoken}.",
                "{spoken}.",
            ),
            ask(
                "street",
                "street to close",
                "casefold",
                "text",
                "Maple Street",
                "Maple Street",
                "It's {spoken}.",
                "{spoken}.",
            ),
            ask(
                "hours",
                "festival hours",
                "interval",
                "text",
                "10:00-18:00",
                "from ten a.m. to six p.m.",
                "We'd run {spoken}.",
                "{spoken}.",
                threshold=0.5,
            ),
            ask(
                "attendance",
                "expected attendance",
                "numeric",
                "number",
                "1500",
                "fifteen hundred",
                "About {spoken} people.",
                "We expect {spoken}.",
                tolerance=100,
            ),
            looked_up(
                "permit_type",
                "permit type",
                "enum",
                "event permit by attendance",
                r"more than \d+ people need a ([a-z ]+?permit)",
                near=("attendance",),
                options=("block party permit", "minor event permit", "major event permit"),
            ),
            looked_up(
                "permit_fee",
                "permit fee",
                "numeric",
                "event permit fees",
                r"An? [a-z]+ event permit costs (\d+) dollars",
                near_fields=("permit_type",),
            ),
            ask(
                "stalls",
                "number of stalls",
                "numeric",
                "number",
                "24",
                "twenty-four",
                "{spoken} stalls.",
                "We'll have {spoken}.",
            ),
            ask(
                "amenities",
                "amenities needed from the city",
                "set_f1",
                "text",
                "toilets, fencing, bins",
                "toilets, fencing and bins",
                "{spoken}.",
                "We need {spoken}.",
                threshold=0.6,
            ),
            ask(
                "contact_phone",
                "contact phone",
                "phone",
                "digits",
                "2155550135",
                "two one five, five five five, zero one three five",
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
        kb=(
            {
                "id": "KB-8901",
                "title": "Event rules: permits",
                "text": "Street events expecting more than 1000 people need a major event "
                "permit. Smaller street events need a minor event permit.",
            },
            {
                "id": "KB-8902",
                "title": "Event rules: fees",
                "text": "A major event permit costs 450 dollars. A minor event permit costs "
                "120 dollars.",
            },
        ),
        follow_ups=(schedule("event_date", "street festival day"),),
    )
