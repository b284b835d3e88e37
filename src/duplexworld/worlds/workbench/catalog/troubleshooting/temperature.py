"""Troubleshooting: cold and heat.

A reefer trailer, a walk-in freezer, a school's heating.
"""

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
        facts=(
            volunteered("caller", "Terry Walsh"),
            fact(
                "symptom",
                label="what the temperature display does",
                kind="text",
                value="a reading that jumps around",
                spoken="a reading that jumps around",
                answers=("{spoken}.", "Just put {spoken}."),
            ),
        ),
        parts=[
            ask(
                "trailer_number",
                label="trailer number",
                grader="exact",
                kind="digits",
                value="48213",
                spoken="four eight two one three",
                answers=(
                    "Hang on, a truck's backing up. Okay, the trailer is {spoken}.",
                    "It's {spoken}.",
                ),
            ),
            on_record("carrier", label="carrier", grader="casefold", pattern=r"carrier: ([^;\n]+)"),
            on_record("load", label="load", grader="casefold", pattern=r"load: ([^;\n]+)"),
            on_record(
                "setpoint",
                label="set point in degrees",
                grader="numeric",
                pattern=r"setpoint: (-?\d+)",
            ),
            ask(
                "alarm_code",
                label="alarm code on the unit",
                grader="exact",
                kind="digits",
                value="17",
                spoken="one seven",
                answers=(
                    "Okay, got it. It says {spoken}.",
                    "Code {spoken}.",
                ),
            ),
            looked_up(
                "alarm_meaning",
                label="alarm meaning",
                grader="enum",
                query=FromUser(fact="alarm_code"),
                pattern=r"Code \d+ means an? ([a-z ]+?)\.",
                near=("alarm_code",),
                options=(
                    "return air sensor fault",
                    "low refrigerant",
                    "defrost failure",
                    "fuel level low",
                ),
            ),
            looked_up(
                "diagnosis",
                label="likely fault, from the fault table",
                grader="casefold",
                query="reefer unit fault table",
                pattern=r"Likely fault: ([a-z -]+?), when",
                near=("symptom",),
                near_fields=("alarm_meaning",),
            ),
            looked_up(
                "driver_action",
                label="what the driver should do",
                grader="enum",
                query="driver actions for reefer alarms",
                pattern=r"For an? [a-z ]+?, the driver should ([a-z ]+?)\.",
                near_fields=("alarm_meaning",),
                options=(
                    "run the unit in manual mode",
                    "divert to the nearest depot",
                    "continue to delivery",
                ),
            ),
            ask(
                "alarm_minutes",
                label="minutes the alarm has been on",
                grader="numeric",
                kind="number",
                value="40",
                spoken="forty",
                answers=(
                    "Uh, about {spoken} minutes now.",
                    "{spoken} minutes, I'd say.",
                ),
            ),
            ask(
                "location",
                label="where you are parked",
                grader="semantic",
                kind="text",
                value="rest area near Springfield",
                spoken="the rest area near Springfield",
                answers=(
                    "I'm at {spoken}.",
                    "{spoken}.",
                ),
            ),
            ask(
                "delivery_date",
                label="delivery date",
                grader="date",
                kind="date",
                value="2026-03-02",
                spoken="Monday, March second, twenty twenty-six",
                answers=(
                    "Hold on, let me check the paperwork. It's due {spoken}.",
                    "{spoken}.",
                ),
            ),
            ask(
                "driver_phone",
                label="your cell number",
                grader="phone",
                kind="digits",
                value="2175550133",
                spoken="two one seven, five five five, zero one three three",
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
        knowledge_base="logistics_and_aviation",
        kb=("KB-7601", "KB-7602", "KB-7603"),
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
        facts=(
            volunteered("caller", "Yoko Tanaka"),
            fact(
                "symptom",
                label="what the defrost lamp on the panel does",
                kind="text",
                value="the defrost lamp never lights up",
                spoken="the defrost lamp never lights up",
                answers=(
                    "{spoken}.",
                    "I checked, {spoken}.",
                ),
            ),
        ),
        parts=[
            ask(
                "customer_number",
                label="customer number",
                grader="exact",
                kind="digits",
                value="31870",
                spoken="three one eight seven zero",
                answers=(
                    "I think it's {spoken}.",
                    "The customer number is {spoken}.",
                ),
            ),
            on_record(
                "restaurant",
                label="restaurant",
                grader="casefold",
                pattern=r"restaurant: ([^;\n]+)",
            ),
            on_record(
                "site_address",
                label="site address",
                grader="address",
                pattern=r"address: ([^;\n]+)",
            ),
            on_record(
                "contract",
                label="service contract",
                grader="enum",
                pattern=r"contract: (\w+)",
                options=("gold", "silver", "bronze"),
            ),
            looked_up(
                "response_hours",
                label="engineer response in hours",
                grader="numeric",
                query="contract response times",
                pattern=r"[A-Z][a-z]+ contracts get an engineer within (\d+) hours",
                near_fields=("contract",),
            ),
            ask(
                "freezer_temp",
                label="temperature inside the freezer in degrees",
                grader="numeric",
                kind="number",
                value="5",
                spoken="five",
                answers=(
                    "It's reading {spoken} degrees, I think.",
                    "Maybe {spoken} degrees.",
                ),
            ),
            ask(
                "stock_moved",
                label="whether the stock has been moved",
                grader="enum",
                kind="text",
                value="yes",
                spoken="yes",
                answers=(
                    "{spoken}, we moved it into the chest freezers.",
                    "{spoken}, it's all in the reach-ins now.",
                ),
                options=YES_NO,
                reveal="on_event",
                event="fact:freezer_temp",
            ),
            ask(
                "stock_value",
                label="value of the stock at risk",
                grader="numeric",
                kind="amount",
                value="3200",
                spoken="thirty-two hundred dollars",
                answers=(
                    "Around {spoken}.",
                    "Probably {spoken}.",
                ),
                tolerance=50,
            ),
            ask(
                "coil_ice",
                label="whether there is ice on the evaporator coil",
                grader="enum",
                kind="text",
                value="yes",
                spoken="yes",
                answers=(
                    "{spoken}, it's all white with frost.",
                    "{spoken}, there's a lot of ice.",
                ),
                options=YES_NO,
            ),
            looked_up(
                "likely_cause",
                label="likely cause",
                grader="enum",
                query="ice on the evaporator coil cause",
                pattern=r"Ice on the evaporator coil usually means a ([a-z ]+?)\.",
                options=("failed defrost heater", "refrigerant leak", "blocked condenser"),
            ),
            looked_up(
                "diagnosis",
                label="likely fault, from the fault table",
                grader="casefold",
                query="walk-in freezer fault table",
                pattern=r"Likely fault: ([a-z -]+?), when",
                near=("symptom",),
                near_fields=("likely_cause",),
            ),
            ask(
                "visit_date",
                label="date for the engineer visit",
                grader="date",
                kind="date",
                value="2026-02-20",
                spoken="Friday, February twentieth, twenty twenty-six",
                answers=(
                    "{spoken}, if that's possible.",
                    "{spoken} would be good, if that's possible.",
                ),
            ),
            ask(
                "contact_phone",
                label="contact phone",
                grader="phone",
                kind="digits",
                value="9715550117",
                spoken="nine seven one, five five five, zero one one seven",
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
        knowledge_base="hospitality_and_travel",
        kb=("KB-7701", "KB-7702", "KB-7703"),
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
        facts=(
            volunteered("caller", "Andres Silva"),
            fact(
                "symptom",
                label="what the radiators feel like",
                kind="text",
                value="cold at the top and warm at the bottom",
                spoken="cold at the top and warm at the bottom",
                answers=(
                    "They're {spoken}.",
                    "The radiators are {spoken}.",
                ),
            ),
        ),
        parts=[
            ask(
                "school_code",
                label="school code",
                grader="exact",
                kind="digits",
                value="20814",
                spoken="two zero eight one four",
                answers=(
                    "Our school code is {spoken}.",
                    "It's {spoken}.",
                ),
            ),
            on_record(
                "school_name", label="school name", grader="casefold", pattern=r"name: ([^;\n]+)"
            ),
            on_record(
                "school_address",
                label="school address",
                grader="address",
                pattern=r"address: ([^;\n]+)",
            ),
            on_record(
                "contractor",
                label="heating contractor",
                grader="casefold",
                pattern=r"contractor: ([^;\n]+)",
            ),
            on_record(
                "heating_system",
                label="heating system",
                grader="casefold",
                pattern=r"heating: ([^;\n]+)",
            ),
            ask(
                "building",
                label="which building is affected",
                grader="enum",
                kind="text",
                value="north block",
                spoken="the north block",
                answers=(
                    "It's {spoken}.",
                    "Only {spoken}.",
                ),
                options=("north block", "south block", "sports hall"),
            ),
            ask(
                "classrooms_affected",
                label="number of classrooms affected",
                grader="numeric",
                kind="number",
                value="8",
                spoken="eight",
                answers=(
                    "{spoken} classrooms.",
                    "{spoken} of them.",
                ),
            ),
            ask(
                "room_temp",
                label="classroom temperature in degrees",
                grader="numeric",
                kind="number",
                value="14",
                spoken="fourteen",
                answers=(
                    "It's {spoken} degrees in there.",
                    "{spoken} degrees.",
                ),
                tolerance=1,
            ),
            looked_up(
                "minimum_temp",
                label="minimum classroom temperature",
                grader="numeric",
                query="lowest temperature allowed in a classroom",
                pattern=r"Classrooms must be kept at (\d+) degrees or warmer",
            ),
            looked_up(
                "priority",
                label="priority",
                grader="enum",
                query="priority of a heating failure by the school calendar",
                pattern=r"A heating failure in [a-z ]+? is (priority \w+)",
                near_records=(r"calendar: ([^;\n]+)",),
                options=("priority one", "priority two", "priority three"),
            ),
            looked_up(
                "diagnosis",
                label="likely fault, from the fault table",
                grader="casefold",
                query="school heating fault table",
                pattern=r"Likely fault: ([a-z -]+?), when",
                near=("symptom",),
                near_fields=("heating_system",),
            ),
            ask(
                "visit_date",
                label="date for the engineer visit",
                grader="date",
                kind="date",
                value="2026-01-19",
                spoken="Monday, January nineteenth, twenty twenty-six",
                answers=(
                    "{spoken}, please.",
                    "The engineer can come {spoken}.",
                ),
            ),
            ask(
                "access_notes",
                label="access notes",
                grader="semantic",
                kind="text",
                value="caretaker meets the engineer at the main gate",
                spoken="the caretaker meets the engineer at the main gate",
                answers=(
                    "Just put: {spoken}.",
                    "Please put {spoken}.",
                ),
            ),
            ask(
                "contact_phone",
                label="contact phone",
                grader="phone",
                kind="digits",
                value="6145550128",
                spoken="six one four, five five five, zero one two eight",
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
                "heating": "gas boiler",
            },
            {
                "id": "REC-2082",
                "kind": "school",
                "code": "20841",
                "name": "Linden Park Primary School",
                "address": "75 Linden Avenue, Columbus, OH 43211",
                "contractor": "Ohio Valley Mechanical",
                "calendar": "the holidays",
                "heating": "heat pump",
            },
        ),
        knowledge_base="education",
        kb=("KB-71101", "KB-71102", "KB-71103"),
        follow_ups=(schedule("visit_date", "heating repair visit"),),
    )
