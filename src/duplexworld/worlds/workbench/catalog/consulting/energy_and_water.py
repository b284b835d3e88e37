"""Consulting: energy and water.

Rooftop solar, orchard irrigation, an electric van fleet.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    YES_NO,
    ask,
    computed,
    looked_up,
    on_record,
    schedule,
    volunteered,
    workflow,
)
from duplexworld.worlds.workbench.workflow import WorkflowSpec, WorldEvent


def rooftop_solar() -> WorkflowSpec:
    """Consulting in utilities: a rooftop solar system sized from the bill, a survey booked."""
    return workflow(
        id="workbench_consult_rooftop_solar",
        archetype="consulting",
        industry="utilities",
        story="""Usman Bello is an electrical engineer who wants rooftop solar on his house
        and knows his numbers. His utility account gives the address and the tariff; the
        system size for his yearly use and the price per kilowatt are in the installer's
        sizing guide. He volunteers his yearly use. The proposal is committed on his approval
        and a site survey goes in the calendar.""",
        goal="You want a rooftop solar system sized for your house and a survey booked.",
        persona="deliberate",
        conversation_type="single_intent",
        risk_tier="medium",
        profile="expert",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hi, Usman Bello. I want a rooftop solar proposal. We use about nine thousand "
            "kilowatt hours a year, south facing roof.",
            "Hello, Usman Bello here. I'm after a solar proposal: nine thousand kilowatt hours "
            "a year, and the roof faces south.",
        ),
        form=("T-SOLAR", "Solar proposal"),
        title="Bello rooftop solar",
        record_lookup="utility_account",
        facts=(volunteered("owner", "Usman Bello"),),
        parts=[
            ask(
                "utility_account",
                "utility account number",
                "exact",
                "digits",
                "11408273",
                "one one four zero, eight two seven three",
            ),
            on_record("address", "installation address", "address", r"address: ([^;\n]+)"),
            on_record("tariff", "current tariff", "casefold", r"tariff: ([^;\n]+)"),
            ask(
                "annual_kwh",
                "yearly use in kilowatt hours",
                "numeric",
                "number",
                "9000",
                "nine thousand",
                "{spoken}.",
                "About {spoken} kilowatt hours.",
                reveal="volunteered",
                tolerance=100,
            ),
            ask(
                "roof_facing",
                "roof direction",
                "enum",
                "text",
                "south",
                "south",
                "{spoken}.",
                "The roof faces {spoken}.",
                reveal="volunteered",
                options=("south", "east", "west", "north"),
            ),
            looked_up(
                "system_kw",
                "system size in kilowatts",
                "numeric",
                "solar system size by yearly use",
                r"\d+ to \d+ kilowatt hours a year need a (\d+(?:\.\d+)?) kilowatt system",
                near=("annual_kwh",),
                tolerance=0.1,
            ),
            looked_up(
                "price_per_kw",
                "installed price per kilowatt",
                "numeric",
                "installed cost for each kilowatt",
                r"installed price is (\d+) dollars per kilowatt",
            ),
            ask(
                "battery",
                "home battery",
                "enum",
                "text",
                "no",
                "no",
                "{spoken}, not for now.",
                "{spoken}, panels only.",
                options=YES_NO,
            ),
            ask(
                "roof_age_years",
                "roof age in years",
                "numeric",
                "number",
                "8",
                "eight years",
                "It's {spoken} old.",
                "{spoken}.",
            ),
            ask(
                "survey_date",
                "site survey date",
                "date",
                "date",
                "2026-04-14",
                "April fourteenth, twenty twenty-six",
                "{spoken}.",
                "I'm home {spoken}.",
            ),
            ask(
                "owner_phone",
                "owner phone",
                "phone",
                "digits",
                "3035550174",
                "three zero three, five five five, zero one seven four",
            ),
            computed(
                "system_price", "installed price before incentives", "system_kw * price_per_kw"
            ),
        ],
        records=(
            {
                "id": "REC-1140",
                "kind": "utility customer",
                "account": "11408273",
                "address": "1450 Juniper Court, Boulder, CO 80304",
                "tariff": "Residential time of use",
            },
        ),
        knowledge_base="utilities",
        kb=("KB-411", "KB-412"),
        follow_ups=(schedule("survey_date", "solar site survey"),),
    )


def farm_irrigation() -> WorkflowSpec:
    """Consulting in agriculture: an irrigation system for an orchard, from soil and acreage."""
    return workflow(
        id="workbench_consult_orchard_irrigation",
        archetype="consulting",
        industry="agriculture",
        story="""Margaret Quinn grows apples and asks which irrigation system to put in a new
        block. Her grower record gives the farm and its water allocation; the system for
        orchard trees on sandy soil and its cost per acre are in the irrigation dealer's
        guide. She talks at length about the farm and gives her numbers along the way. The
        recommendation is committed on her approval.""",
        goal="You want advice on irrigation for a new apple block.",
        persona="scottish",
        conversation_type="single_intent",
        risk_tier="medium",
        profile="verbose",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hello there, Margaret Quinn. We've grown apples here for thirty years and we've "
            "just cleared a new block, and I'd like some proper advice on watering it before "
            "we plant.",
            "Hi, it's Margaret Quinn. My husband and I are planting a new block of apple trees "
            "and honestly the old sprinklers were a nightmare, so I want to do it right.",
        ),
        event=WorldEvent(
            record="REC-6204",
            changes={"allocation": "48 acre feet"},
            notice="the water district has just updated the allocations for this season",
            lines=(
                "Before you do that, I've just had an email: {spoken}. Could you check my record "
                "again?",
                "One thing first, I just got a notice saying {spoken}. Can you look at the record "
                "again, please?",
            ),
        ),
        form=("T-IRRIG", "Irrigation recommendation"),
        title="Irrigation for the new apple block",
        record_lookup="grower_number",
        facts=(volunteered("grower", "Margaret Quinn"),),
        parts=[
            ask(
                "grower_number",
                "grower number",
                "exact",
                "digits",
                "620473",
                "six two zero, four seven three",
                "It's {spoken}, it's on the water bills.",
                "{spoken}.",
            ),
            on_record("farm", "farm", "casefold", r"farm: ([^;\n]+)"),
            on_record(
                "allocation",
                "water allocation in acre feet",
                "numeric",
                r"allocation: (\d+) acre feet",
            ),
            ask(
                "acres",
                "block size in acres",
                "numeric",
                "number",
                "25",
                "twenty-five acres",
                "It's {spoken}, give or take, down by the creek.",
                "{spoken}.",
            ),
            ask(
                "soil",
                "soil type",
                "enum",
                "text",
                "sandy",
                "sandy",
                "{spoken}, it drains fast, which is half the problem.",
                "It's mostly {spoken}.",
                options=("sandy", "clay", "silt"),
            ),
            looked_up(
                "system",
                "recommended system",
                "enum",
                "system for fruit trees in light soil",
                r"[A-Z][a-z]+ on \w+(?: soil)? (?:should|can) use (\w+ \w+)",
                near=("soil",),
                options=("drip irrigation", "micro sprinklers", "overhead sprinklers"),
            ),
            looked_up(
                "cost_per_acre",
                "cost per acre",
                "numeric",
                "installed cost per acre",
                r"[A-Z][a-z]+ [a-z]+ costs? (\d+) dollars per acre",
                near_fields=("system",),
            ),
            ask(
                "tree_spacing",
                "tree spacing in feet",
                "numeric",
                "number",
                "6",
                "six feet",
                "{spoken} between trees, it's a high density planting.",
                "{spoken}.",
            ),
            ask(
                "water_source",
                "water source",
                "enum",
                "text",
                "well",
                "well",
                "A {spoken}, we drilled it in the nineties.",
                "From the {spoken}.",
                options=("well", "canal", "municipal"),
            ),
            ask(
                "planting_date",
                "planting date",
                "date",
                "date",
                "2027-03-15",
                "March fifteenth, twenty twenty-seven",
                "We plant on {spoken}, the nursery has the trees booked.",
                "{spoken}.",
            ),
            ask(
                "grower_phone",
                "grower phone",
                "phone",
                "digits",
                "5095550162",
                "five zero nine, five five five, zero one six two",
                "It's {spoken}, that's the house, I'm in and out all day.",
                "{spoken}.",
            ),
            computed("install_cost", "installation cost", "acres * cost_per_acre"),
        ],
        records=(
            {
                "id": "REC-6204",
                "kind": "grower",
                "grower": "620473",
                "farm": "Quinn Orchards",
                "allocation": "60 acre feet",
            },
        ),
        knowledge_base="agriculture",
        kb=("KB-461", "KB-462"),
    )


def council_ev_fleet() -> WorkflowSpec:
    """Consulting in government services: electric vans for a council fleet, chargers sized."""
    return workflow(
        id="workbench_consult_council_ev_fleet",
        archetype="consulting",
        industry="government services",
        story="""Derek Mills manages the vehicle fleet of a town council and asks how to move
        its parks vans to electric. The depot is on file under the fleet number; the van model
        for his daily range and the number of vans one charger serves are in the fleet
        transition guide. He keeps being called away on the radio. The recommendation is
        committed on his approval.""",
        goal="You want advice on replacing your council's parks vans with electric ones.",
        persona="calm",
        conversation_type="single_intent",
        risk_tier="medium",
        profile="distracted",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hi, Derek Mills, fleet manager at the town council. We've been told to go "
            "electric with the parks vans and I need advice. Sorry, bear with me.",
            "Hello, Derek Mills from the council fleet team. I'd like advice on switching our "
            "parks vans to electric.",
        ),
        form=("T-FLEET", "Fleet transition recommendation"),
        title="Parks van electric transition",
        record_lookup="fleet_number",
        facts=(volunteered("manager", "Derek Mills"),),
        parts=[
            ask(
                "fleet_number",
                "fleet number",
                "exact",
                "digits",
                "88217",
                "eight eight two one seven",
                "Hold on. {spoken}.",
                "It's {spoken}.",
            ),
            on_record("depot", "depot", "casefold", r"depot: ([^;\n]+)"),
            on_record("depot_address", "depot address", "address", r"address: ([^;\n]+)"),
            ask(
                "vans",
                "number of vans",
                "numeric",
                "number",
                "12",
                "twelve",
                "Sorry, say again? Right, {spoken} vans.",
                "{spoken}.",
            ),
            ask(
                "daily_miles",
                "daily miles per van",
                "numeric",
                "number",
                "60",
                "sixty miles",
                "About {spoken}.",
                "{spoken} a day.",
            ),
            looked_up(
                "van_model",
                "recommended van",
                "enum",
                "van model by daily miles",
                r"under \d+ miles a day suit the ([A-Z]\w+ \w+)",
                near=("daily_miles",),
                options=("Volta City", "Volta Range", "Volta Cargo"),
            ),
            looked_up(
                "vans_per_charger",
                "vans per charger",
                "numeric",
                "how many vans share a depot charger",
                r"one charger serves (\d+) vans",
            ),
            ask(
                "overnight",
                "vans kept at the depot overnight",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, they all come back at night.",
                "{spoken}.",
                options=YES_NO,
            ),
            ask(
                "budget",
                "budget",
                "numeric",
                "amount",
                "600000",
                "six hundred thousand dollars",
                "We've got {spoken}.",
                "{spoken} this year.",
            ),
            ask(
                "first_delivery",
                "first delivery date",
                "date",
                "date",
                "2027-01-11",
                "January eleventh, twenty twenty-seven",
                "Sorry, what? Right, {spoken}.",
                "{spoken}.",
            ),
            ask(
                "manager_phone",
                "manager phone",
                "phone",
                "digits",
                "6295550121",
                "six two nine, five five five, zero one two one",
            ),
        ],
        records=(
            {
                "id": "REC-8821",
                "kind": "fleet",
                "fleet": "88217",
                "depot": "Parks Depot",
                "address": "5 Mill Lane, Franklin, TN 37064",
            },
        ),
        knowledge_base="government_services",
        kb=("KB-501", "KB-502"),
    )
