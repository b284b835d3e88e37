"""Troubleshooting: cold and heat.

A reefer trailer, a walk-in freezer, a school's heating.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    YES_NO,
    ask,
    looked_up,
    notify,
    on_record,
    schedule,
    volunteered,
    workflow,
)
from duplexworld.worlds.workbench.workflow import FromUser, WorkflowSpec


def reefer_trailer() -> WorkflowSpec:
    """Logistics: a refrigerated trailer alarms on the road with a frozen load."""
    return workflow(
        id="workbench_troubleshoot_reefer_trailer",
        archetype="troubleshooting",
        industry="logistics",
        story="""Terry Walsh, a driver, calls fleet support from a rest area: the fridge unit
        on his trailer is alarming. The carrier, the load and its set point come from the
        trailer record; what the alarm code means and what a driver must do are in the
        reefer manual. He is distracted by the yard around him. The receiver is told of the
        delay only with his approval.""",
        goal="The fridge unit on your trailer is alarming; you need to know what to do.",
        persona="new_yorker",
        conversation_type="guided_procedure",
        risk_tier="high",
        profile="distracted",
        knowledge_burden=("local_state", "supplied_evidence", "retrieval"),
        approval=("commit", "notify"),
        opening=(
            "Yeah, hi, Terry Walsh, I'm driving for Coldline. The reefer on my trailer is "
            "beeping at me.",
            "Hey, it's Terry Walsh. I've got an alarm on the fridge unit, I'm parked up at a "
            "rest area.",
        ),
        form=("T-REEFER", "Reefer alarm ticket"),
        title="Reefer alarm on the road",
        record_lookup="trailer_number",
        facts=(volunteered("caller", "Terry Walsh"),),
        parts=[
            ask(
                "trailer_number",
                "trailer number",
                "exact",
                "digits",
                "48213",
                "four eight two one three",
                "Hang on, a truck's backing up. Okay, the trailer is {spoken}.",
                "It's {spoken}.",
            ),
            on_record("carrier", "carrier", "casefold", r"carrier: ([^;\n]+)"),
            on_record("load", "load", "casefold", r"load: ([^;\n]+)"),
            on_record("setpoint", "set point in degrees", "numeric", r"setpoint: (-?\d+)"),
            ask(
                "alarm_code",
                "alarm code on the unit",
                "exact",
                "digits",
                "17",
                "one seven",
                "Okay, got it. It says {spoken}.",
                "Code {spoken}.",
            ),
            looked_up(
                "alarm_meaning",
                "alarm meaning",
                "enum",
                FromUser(fact="alarm_code"),
                r"Code \d+ means an? ([a-z ]+?)\.",
                near=("alarm_code",),
                options=(
                    "return air sensor fault",
                    "low refrigerant",
                    "defrost failure",
                    "fuel level low",
                ),
            ),
            looked_up(
                "driver_action",
                "what the driver should do",
                "enum",
                "driver actions for reefer alarms",
                r"For an? [a-z ]+?, the driver should ([a-z ]+?)\.",
                near_fields=("alarm_meaning",),
                options=(
                    "run the unit in manual mode",
                    "divert to the nearest depot",
                    "continue to delivery",
                ),
            ),
            ask(
                "alarm_minutes",
                "minutes the alarm has been on",
                "numeric",
                "number",
                "40",
                "forty",
                "Uh, about {spoken} minutes now.",
                "{spoken} minutes, I'd say.",
            ),
            ask(
                "location",
                "where you are parked",
                "semantic",
                "text",
                "rest area near Springfield",
                "the rest area near Springfield",
                "I'm at {spoken}.",
                "{spoken}.",
            ),
            ask(
                "delivery_date",
                "delivery date",
                "date",
                "date",
                "2026-03-02",
                "Monday, March second, twenty twenty-six",
                "Hold on, let me check the paperwork. It's due {spoken}.",
                "{spoken}.",
            ),
            ask(
                "driver_phone",
                "your cell number",
                "phone",
                "digits",
                "2175550133",
                "two one seven, five five five, zero one three three",
            ),
        ],
        records=(
            {
                "id": "REC-4821",
                "kind": "trailer",
                "trailer": "48213",
                "carrier": "Coldline Freight",
                "load": "frozen seafood",
                "setpoint": "-18",
            },
            {
                "id": "REC-4822",
                "kind": "trailer",
                "trailer": "48231",
                "carrier": "Coldline Freight",
                "load": "fresh produce",
                "setpoint": "2",
            },
        ),
        kb=(
            {
                "id": "KB-7601",
                "title": "Reefer alarm codes",
                "text": "Code 12 means a low refrigerant. Code 17 means a return air sensor "
                "fault. Code 21 means a defrost failure.",
            },
            {
                "id": "KB-7602",
                "title": "Driver actions for reefer alarms",
                "text": "For a return air sensor fault, the driver should run the unit in "
                "manual mode. For low refrigerant, divert to the nearest depot.",
            },
        ),
        follow_ups=(notify("receiver", "frozen load may arrive late"),),
    )


def walk_in_freezer() -> WorkflowSpec:
    """Hospitality: a restaurant's walk-in freezer warms up; response time by contract."""
    return workflow(
        id="workbench_troubleshoot_walk_in_freezer",
        archetype="troubleshooting",
        industry="hospitality",
        story="""Yoko Tanaka manages a restaurant whose walk-in freezer is getting warm. The
        restaurant's service contract is in its record (customer number); how fast a gold
        contract is answered is in the contract terms, and what ice on the coil means in the
        refrigeration guide. She is unsure at first and only says that the stock has been
        moved after giving the temperature. The engineer's visit is booked on her approval.""",
        goal="Your restaurant's walk-in freezer is warming up; get it repaired.",
        persona="bright",
        conversation_type="multi_intent",
        risk_tier="medium",
        profile="ambiguous",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        approval=("commit", "schedule"),
        opening=(
            "Hi, this is Yoko Tanaka at Kumo Kitchen. Something's wrong with our freezer, I think.",
            "Hello, Yoko Tanaka from Kumo Kitchen. Our walk-in doesn't seem cold enough.",
        ),
        form=("T-REFRIG", "Refrigeration call-out"),
        title="Walk-in freezer call-out",
        record_lookup="customer_number",
        facts=(volunteered("caller", "Yoko Tanaka"),),
        parts=[
            ask(
                "customer_number",
                "customer number",
                "exact",
                "digits",
                "31870",
                "three one eight seven zero",
                "I think it's {spoken}.",
                "The customer number is {spoken}.",
            ),
            on_record("restaurant", "restaurant", "casefold", r"restaurant: ([^;\n]+)"),
            on_record("site_address", "site address", "address", r"address: ([^;\n]+)"),
            on_record(
                "contract",
                "service contract",
                "enum",
                r"contract: (\w+)",
                options=("gold", "silver", "bronze"),
            ),
            looked_up(
                "response_hours",
                "engineer response in hours",
                "numeric",
                "contract response times",
                r"[A-Z][a-z]+ contracts get an engineer within (\d+) hours",
                near_fields=("contract",),
            ),
            ask(
                "freezer_temp",
                "temperature inside the freezer in degrees",
                "numeric",
                "number",
                "5",
                "five",
                "It's reading {spoken} degrees, I think.",
                "Maybe {spoken} degrees.",
            ),
            ask(
                "stock_moved",
                "whether the stock has been moved",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, we moved it into the chest freezers.",
                "{spoken}, it's all in the reach-ins now.",
                options=YES_NO,
                reveal="on_event",
                event="fact:freezer_temp",
            ),
            ask(
                "stock_value",
                "value of the stock at risk",
                "numeric",
                "amount",
                "3200",
                "thirty-two hundred dollars",
                "Around {spoken}.",
                "Probably {spoken}.",
                tolerance=50,
            ),
            ask(
                "coil_ice",
                "whether there is ice on the evaporator coil",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, it's all white with frost.",
                "{spoken}, there's a lot of ice.",
                options=YES_NO,
            ),
            looked_up(
                "likely_cause",
                "likely cause",
                "enum",
                "ice on the evaporator coil cause",
                r"Ice on the evaporator coil usually means a ([a-z ]+?)\.",
                options=("failed defrost heater", "refrigerant leak", "blocked condenser"),
            ),
            ask(
                "visit_date",
                "date for the engineer visit",
                "date",
                "date",
                "2026-02-20",
                "Friday, February twentieth, twenty twenty-six",
                "{spoken}, if that's possible.",
                "{spoken} would be good, if that's possible.",
            ),
            ask(
                "contact_phone",
                "contact phone",
                "phone",
                "digits",
                "9715550117",
                "nine seven one, five five five, zero one one seven",
            ),
        ],
        records=(
            {
                "id": "REC-3187",
                "kind": "customer",
                "number": "31870",
                "restaurant": "Kumo Kitchen",
                "address": "730 Northwest Glisan Street, Portland, OR 97209",
                "contract": "gold",
            },
            {
                "id": "REC-3178",
                "kind": "customer",
                "number": "31780",
                "restaurant": "Kumo Express",
                "address": "15 Southeast Ash Street, Portland, OR 97214",
                "contract": "bronze",
            },
        ),
        kb=(
            {
                "id": "KB-7701",
                "title": "Contract response times",
                "text": "Gold contracts get an engineer within 4 hours. Silver contracts within "
                "12 hours. Bronze contracts the next working day.",
            },
            {
                "id": "KB-7702",
                "title": "Refrigeration fault guide",
                "text": "Ice on the evaporator coil usually means a failed defrost heater. "
                "A warm unit with a hot compressor usually means a blocked condenser.",
            },
        ),
        follow_ups=(schedule("visit_date", "freezer repair visit"),),
    )


def school_heating() -> WorkflowSpec:
    """Education: a school block without heating in winter; the closure rule applies."""
    return workflow(
        id="workbench_troubleshoot_school_heating",
        archetype="troubleshooting",
        industry="education",
        story="""Andres Silva, the site manager of a primary school, reports that the heating
        in one block has failed. The school and its heating contract come from the district
        record by school code; the minimum classroom temperature rule and the priority of a
        heating failure by the school's calendar (term time on the record) are in the
        district's estates policy. The engineer's
        visit is booked with his approval.""",
        goal="The heating has failed in one block of your school.",
        persona="calm",
        conversation_type="guided_procedure",
        risk_tier="medium",
        profile="cooperative",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        approval=("commit", "schedule"),
        opening=(
            "Hello, Andres Silva, site manager at Larkspur Primary. The heating has gone off "
            "in one of our blocks.",
            "Hi, it's Andres Silva from Larkspur Primary School. We have no heating in part "
            "of the building.",
        ),
        form=("T-ESTATES", "School estates fault"),
        title="Heating failure at Larkspur Primary",
        record_lookup="school_code",
        facts=(volunteered("caller", "Andres Silva"),),
        parts=[
            ask(
                "school_code",
                "school code",
                "exact",
                "digits",
                "20814",
                "two zero eight one four",
                "Our school code is {spoken}.",
                "It's {spoken}.",
            ),
            on_record("school_name", "school name", "casefold", r"name: ([^;\n]+)"),
            on_record("school_address", "school address", "address", r"address: ([^;\n]+)"),
            on_record("contractor", "heating contractor", "casefold", r"contractor: ([^;\n]+)"),
            ask(
                "building",
                "which building is affected",
                "enum",
                "text",
                "north block",
                "the north block",
                "It's {spoken}.",
                "Only {spoken}.",
                options=("north block", "south block", "sports hall"),
            ),
            ask(
                "classrooms_affected",
                "number of classrooms affected",
                "numeric",
                "number",
                "8",
                "eight",
                "{spoken} classrooms.",
                "{spoken} of them.",
            ),
            ask(
                "room_temp",
                "classroom temperature in degrees",
                "numeric",
                "number",
                "14",
                "fourteen",
                "It's {spoken} degrees in there.",
                "{spoken} degrees.",
                tolerance=1,
            ),
            looked_up(
                "minimum_temp",
                "minimum classroom temperature",
                "numeric",
                "lowest temperature allowed in a classroom",
                r"Classrooms must be kept at (\d+) degrees or warmer",
            ),
            looked_up(
                "priority",
                "priority",
                "enum",
                "priority of a heating failure by the school calendar",
                r"A heating failure in [a-z ]+? is (priority \w+)",
                near_records=(r"calendar: ([^;\n]+)",),
                options=("priority one", "priority two", "priority three"),
            ),
            ask(
                "visit_date",
                "date for the engineer visit",
                "date",
                "date",
                "2026-01-19",
                "Monday, January nineteenth, twenty twenty-six",
                "{spoken}, please.",
                "The engineer can come {spoken}.",
            ),
            ask(
                "access_notes",
                "access notes",
                "semantic",
                "text",
                "caretaker meets the engineer at the main gate",
                "the caretaker meets the engineer at the main gate",
                "Just put: {spoken}.",
                "Please put {spoken}.",
            ),
            ask(
                "contact_phone",
                "contact phone",
                "phone",
                "digits",
                "6145550128",
                "six one four, five five five, zero one two eight",
            ),
        ],
        records=(
            {
                "id": "REC-2081",
                "kind": "school",
                "code": "20814",
                "name": "Larkspur Primary School",
                "address": "300 Larkspur Lane, Columbus, OH 43214",
                "contractor": "Midstate Heating",
                "calendar": "term time",
            },
            {
                "id": "REC-2082",
                "kind": "school",
                "code": "20841",
                "name": "Linden Park Primary School",
                "address": "75 Linden Avenue, Columbus, OH 43211",
                "contractor": "Ohio Valley Mechanical",
                "calendar": "the holidays",
            },
        ),
        kb=(
            {
                "id": "KB-71101",
                "title": "Estates policy: temperatures",
                "text": "Classrooms must be kept at 18 degrees or warmer during the school day.",
            },
            {
                "id": "KB-71102",
                "title": "Estates policy: priorities",
                "text": "A heating failure in term time is priority one. A heating failure in "
                "the holidays is priority two. Cosmetic repairs are priority three.",
            },
        ),
        follow_ups=(schedule("visit_date", "heating repair visit"),),
    )
