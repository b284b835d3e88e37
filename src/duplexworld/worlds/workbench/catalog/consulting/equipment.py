"""Consulting: equipment.

Warehouse racking, kitchen ventilation, a machine maintenance plan.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    ask,
    computed,
    correction,
    looked_up,
    on_record,
    schedule,
    volunteered,
    workflow,
)
from duplexworld.worlds.workbench.workflow import WorkflowSpec


def warehouse_racking() -> WorkflowSpec:
    """Consulting in logistics: a pallet racking layout, pallet positions corrected."""
    return workflow(
        id="workbench_consult_warehouse_racking",
        archetype="consulting",
        industry="logistics",
        story="""Rosa Delgado manages a distribution warehouse and asks what racking to put in.
        Her site record gives the building and its clear height; the rack type for her mix of
        products and the aisle width its forklifts need are in the racking guide. When the
        agent reads the pallet positions back she cuts in: it is eighteen hundred, not fifteen
        hundred. The layout recommendation is committed on her approval.""",
        goal="You want advice on pallet racking for your warehouse.",
        persona="new_yorker",
        conversation_type="mid_call_correction",
        risk_tier="medium",
        profile="correction_prone",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hi, Rosa Delgado, I run the warehouse for Tri-County Distribution. We're "
            "re-racking and I need a recommendation.",
            "Hello, it's Rosa Delgado at Tri-County Distribution. I want advice on new pallet "
            "racking.",
        ),
        form=("T-RACK", "Racking recommendation"),
        title="Tri-County warehouse racking",
        record_lookup="site_number",
        facts=(volunteered("manager", "Rosa Delgado"),),
        parts=[
            ask(
                "site_number",
                label="site number",
                grader="exact",
                kind="digits",
                value="7214",
                spoken="seven two one four",
            ),
            on_record(
                "building", label="building", grader="casefold", pattern=r"building: ([^;\n]+)"
            ),
            on_record(
                "clear_height",
                label="clear height in feet",
                grader="numeric",
                pattern=r"height: (\d+) feet",
            ),
            ask(
                "pallet_positions",
                label="pallet positions",
                grader="numeric",
                kind="number",
                value="1500",
                spoken="1500",
                answers=(
                    "{spoken} positions.",
                    "We need {spoken}.",
                ),
                tolerance=10,
                fix=correction(
                    value="1800",
                    spoken="1800",
                    variants=(
                        "Sorry, the pallet positions should be {spoken}.",
                        "Wait, that's wrong, the pallet positions are {spoken}.",
                    ),
                ),
            ),
            ask(
                "skus",
                label="number of products",
                grader="numeric",
                kind="number",
                value="40",
                spoken="forty",
                answers=(
                    "About {spoken} products.",
                    "{spoken}.",
                ),
            ),
            looked_up(
                "rack_type",
                label="rack type",
                grader="enum",
                query="rack type by number of products",
                pattern=r"fewer than \d+ products suit (\w+\-\w+) racking",
                near=("skus",),
                options=("selective", "drive-in", "push-back"),
            ),
            looked_up(
                "aisle_feet",
                label="aisle width in feet",
                grader="numeric",
                query="aisle width for forklifts",
                pattern=r"\w+ (?:forklifts|trucks) need (?:aisles of )?(\d+) feet",
                near=("forklift",),
            ),
            ask(
                "forklift",
                label="forklift type",
                grader="enum",
                kind="text",
                value="counterbalance",
                spoken="counterbalance",
                answers=(
                    "{spoken} trucks.",
                    "We run {spoken} forklifts.",
                ),
                options=("counterbalance", "reach truck", "very narrow aisle"),
            ),
            ask(
                "pallet_weight",
                label="heaviest pallet in pounds",
                grader="numeric",
                kind="number",
                value="2200",
                spoken="2200",
                answers=(
                    "Up to {spoken} pounds.",
                    "{spoken}.",
                ),
                tolerance=50,
            ),
            ask(
                "install_by",
                label="installation deadline",
                grader="date",
                kind="date",
                value="2026-08-31",
                spoken="August thirty-first, twenty twenty-six",
                answers=(
                    "By {spoken}.",
                    "{spoken} at the latest.",
                ),
                fix=correction(
                    value="2026-09-07",
                    spoken="September seventh, twenty twenty-six",
                    variants=(
                        "Sorry, the installation deadline should be {spoken}.",
                        "No, that's wrong, the installation deadline is {spoken}.",
                    ),
                ),
            ),
            ask(
                "manager_phone",
                label="manager phone",
                grader="phone",
                kind="digits",
                value="9735550182",
                spoken="nine seven three, five five five, zero one eight two",
            ),
        ],
        records=(
            {
                "id": "REC-7214",
                "kind": "site",
                "site": "7214",
                "building": "Newark Cross Dock",
                "height": "32 feet",
            },
        ),
        knowledge_base="logistics_and_aviation",
        kb=("KB-421", "KB-422"),
    )


def restaurant_kitchen_equipment() -> WorkflowSpec:
    """Consulting in hospitality: the kitchen ventilation a restaurant's cooking line needs."""
    return workflow(
        id="workbench_consult_kitchen_ventilation",
        archetype="consulting",
        industry="hospitality",
        story="""Luca Romano owns a pizzeria and asks which extraction hood he needs for a new
        cooking line. The restaurant is on file under his customer number; the hood size for
        his line length and the fire suppression rule for a wood-fired oven are in the
        supplier's design guide. He is in the middle of service and gets interrupted. The
        recommendation is committed on his approval and an installer visit goes in the
        calendar.""",
        goal="You need advice on a kitchen extraction hood for your new cooking line.",
        persona="hurried",
        conversation_type="single_intent",
        risk_tier="high",
        profile="distracted",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Yeah, hi, Luca Romano. Sorry, it's busy. I'm putting in a new cooking line and I "
            "need to know what hood to get.",
            "Hi, it's Luca Romano from the pizzeria. Quick one, I need advice on an extraction "
            "hood for a new line.",
        ),
        outcome="cancel",
        cancel=(
            "We've just agreed to sell the restaurant, so there's no point now. Please {spoken}.",
            "The owners have decided to sell the place this week, so let's call it off. Please "
            "{spoken}.",
        ),
        form=("T-HOOD", "Ventilation recommendation"),
        title="Romano pizzeria extraction hood",
        record_lookup="customer_number",
        facts=(volunteered("owner", "Luca Romano"),),
        parts=[
            ask(
                "customer_number",
                label="customer number",
                grader="exact",
                kind="digits",
                value="530927",
                spoken="five three zero, nine two seven",
                answers=(
                    "Hang on. {spoken}.",
                    "It's {spoken}.",
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
            ask(
                "line_feet",
                label="cooking line length in feet",
                grader="numeric",
                kind="number",
                value="14",
                spoken="fourteen feet",
                answers=(
                    "Sorry, what? Right, {spoken}.",
                    "{spoken}.",
                ),
            ),
            ask(
                "appliances",
                label="appliances on the line",
                grader="set_f1",
                kind="text",
                value="wood-fired oven, fryer, grill",
                spoken="a wood-fired oven, a fryer and a grill",
                answers=(
                    "{spoken}.",
                    "That would be {spoken}.",
                ),
                threshold=1.0,
            ),
            looked_up(
                "hood_feet",
                label="hood length in feet",
                grader="numeric",
                query="hood sizing",
                pattern=r"a \d+ foot line takes a (\d+) foot hood",
                near=("line_feet",),
            ),
            looked_up(
                "suppression",
                label="fire suppression",
                grader="enum",
                query="fire suppression by appliance",
                pattern=r"A line with(?:out)? [a-z -]+? needs an? (\w+(?: \w+)?) suppression "
                r"system",
                near=("appliances",),
                options=("wet chemical", "dedicated", "none"),
            ),
            ask(
                "ceiling_height",
                label="ceiling height in feet",
                grader="numeric",
                kind="number",
                value="11",
                spoken="eleven feet",
                answers=(
                    "Hold on. {spoken}.",
                    "It's {spoken}.",
                ),
            ),
            ask(
                "install_window",
                label="installation hours",
                grader="interval",
                kind="text",
                value="07:00-11:00",
                spoken="from seven a.m. to eleven a.m.",
                answers=(
                    "Any time {spoken}.",
                    "{spoken}.",
                ),
                threshold=0.5,
            ),
            ask(
                "visit_date",
                label="installer visit date",
                grader="date",
                kind="date",
                value="2026-03-30",
                spoken="March thirtieth, twenty twenty-six",
                answers=(
                    "{spoken}, a Monday, we're closed.",
                    "{spoken}.",
                ),
            ),
            ask(
                "owner_phone",
                label="owner phone",
                grader="phone",
                kind="digits",
                value="7325550129",
                spoken="seven three two, five five five, zero one two nine",
            ),
        ],
        records=(
            {
                "id": "REC-5309",
                "kind": "customer",
                "customer": "530927",
                "restaurant": "Romano's Pizzeria",
                "address": "212 Bloomfield Avenue, Montclair, NJ 07042",
            },
        ),
        knowledge_base="hospitality_and_travel",
        kb=("KB-441", "KB-442"),
        follow_ups=(schedule("visit_date", "hood installer visit"),),
    )


def machine_maintenance_plan() -> WorkflowSpec:
    """Consulting in manufacturing: a maintenance plan for CNC machines, shifts corrected."""
    return workflow(
        id="workbench_consult_machine_maintenance",
        archetype="consulting",
        industry="manufacturing",
        story="""Pedro Gonzalez runs a machine shop and asks which maintenance plan fits its CNC
        machines. His customer record lists the shop and the machine model; the plan for
        machines running more than one shift and its yearly price per machine are in the
        service brochure. He gives the shifts and later corrects them: he first says two, and
        when he hears the read-back he cuts in with three. The recommendation is committed on
        his approval.""",
        goal="You want advice on a maintenance plan for your CNC machines.",
        persona="midlands",
        conversation_type="mid_call_correction",
        risk_tier="medium",
        profile="correction_prone",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hi, Pedro Gonzalez from Gonzalez Precision. I want to sort out a maintenance plan "
            "for our CNC machines.",
            "Hello, it's Pedro Gonzalez. We run a machine shop and I need advice on a service "
            "plan.",
        ),
        form=("T-MAINT", "Maintenance plan recommendation"),
        title="Gonzalez Precision maintenance plan",
        record_lookup="customer_number",
        facts=(volunteered("owner", "Pedro Gonzalez"),),
        parts=[
            ask(
                "customer_number",
                label="customer number",
                grader="exact",
                kind="digits",
                value="915604",
                spoken="nine one five, six zero four",
            ),
            on_record("shop", label="shop", grader="casefold", pattern=r"shop: ([^;\n]+)"),
            on_record(
                "machine_model",
                label="machine model",
                grader="casefold",
                pattern=r"model: ([^;\n]+)",
            ),
            ask(
                "machines",
                label="number of machines",
                grader="numeric",
                kind="number",
                value="6",
                spoken="six",
                answers=(
                    "{spoken} machines.",
                    "We have {spoken}.",
                ),
            ),
            ask(
                "shifts",
                label="shifts per day",
                grader="numeric",
                kind="number",
                value="2",
                spoken="two shifts",
                answers=(
                    "{spoken} a day.",
                    "We run {spoken}.",
                ),
                fix=correction(
                    value="3",
                    spoken="three",
                    variants=(
                        "Sorry, the shifts per day should be {spoken}, we added nights.",
                        "Actually, make that {spoken} shifts per day.",
                    ),
                ),
            ),
            looked_up(
                "plan",
                label="recommended plan",
                grader="enum",
                query="maintenance plan by shifts",
                pattern=r"running (?:one shift|more than \w+ shifts?(?: a day)?) "
                r"(?:take|need) the (\w+) plan",
                near=("shifts",),
                options=("Basic", "Production", "Uptime"),
            ),
            looked_up(
                "price_per_machine",
                label="yearly price per machine",
                grader="numeric",
                query="yearly cost per machine",
                pattern=r"The \w+ plan costs (\d+) dollars per machine",
                near_fields=("plan",),
            ),
            ask(
                "visits",
                label="preventive visits per year",
                grader="numeric",
                kind="number",
                value="4",
                spoken="four",
                answers=(
                    "{spoken} visits a year.",
                    "{spoken}.",
                ),
            ),
            ask(
                "response",
                label="breakdown response",
                grader="enum",
                kind="text",
                value="next day",
                spoken="next day",
                answers=(
                    "{spoken} is fine.",
                    "{spoken}.",
                ),
                options=("same day", "next day"),
            ),
            ask(
                "start_date",
                label="plan start date",
                grader="date",
                kind="date",
                value="2026-05-04",
                spoken="May fourth, twenty twenty-six",
                answers=(
                    "From {spoken}.",
                    "{spoken}.",
                ),
                fix=correction(
                    value="2026-05-11",
                    spoken="May eleventh, twenty twenty-six",
                    variants=(
                        "Sorry, the plan start date should be {spoken}.",
                        "No, that's wrong, the plan start date is {spoken}.",
                    ),
                ),
            ),
            ask(
                "owner_phone",
                label="owner phone",
                grader="phone",
                kind="digits",
                value="2485550143",
                spoken="two four eight, five five five, zero one four three",
            ),
            computed(
                "yearly_cost", label="yearly contract cost", rule="machines * price_per_machine"
            ),
        ],
        records=(
            {
                "id": "REC-9156",
                "kind": "customer",
                "customer": "915604",
                "shop": "Gonzalez Precision",
                "model": "Haas VF-2",
            },
        ),
        knowledge_base="manufacturing",
        kb=("KB-481", "KB-482"),
    )
