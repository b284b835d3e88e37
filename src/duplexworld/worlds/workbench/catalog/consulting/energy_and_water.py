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
                label="utility account number",
                grader="exact",
                kind="digits",
                value="11408273",
                spoken="one one four zero, eight two seven three",
            ),
            on_record(
                "address",
                label="installation address",
                grader="address",
                pattern=r"address: ([^;\n]+)",
            ),
            on_record(
                "tariff", label="current tariff", grader="casefold", pattern=r"tariff: ([^;\n]+)"
            ),
            ask(
                "annual_kwh",
                label="yearly use in kilowatt hours",
                grader="numeric",
                kind="number",
                value="9000",
                spoken="nine thousand",
                answers=(
                    "{spoken}.",
                    "About {spoken} kilowatt hours.",
                ),
                reveal="volunteered",
                tolerance=100,
            ),
            ask(
                "roof_facing",
                label="roof direction",
                grader="enum",
                kind="text",
                value="south",
                spoken="south",
                answers=(
                    "{spoken}.",
                    "The roof faces {spoken}.",
                ),
                reveal="volunteered",
                options=("south", "east", "west", "north"),
            ),
            looked_up(
                "system_kw",
                label="system size in kilowatts",
                grader="numeric",
                query="solar system size by yearly use",
                pattern=r"\d+ to \d+ kilowatt hours a year need a (\d+(?:\.\d+)?) kilowatt system",
                near=("annual_kwh",),
                tolerance=0.1,
            ),
            looked_up(
                "price_per_kw",
                label="installed price per kilowatt",
                grader="numeric",
                query="installed cost for each kilowatt",
                pattern=r"installed price is (\d+) dollars per kilowatt",
            ),
            ask(
                "battery",
                label="home battery",
                grader="enum",
                kind="text",
                value="no",
                spoken="no",
                answers=(
                    "{spoken}, not for now.",
                    "{spoken}, panels only.",
                ),
                options=YES_NO,
            ),
            ask(
                "roof_age_years",
                label="roof age in years",
                grader="numeric",
                kind="number",
                value="8",
                spoken="eight years",
                answers=(
                    "It's {spoken} old.",
                    "{spoken}.",
                ),
            ),
            ask(
                "survey_date",
                label="site survey date",
                grader="date",
                kind="date",
                value="2026-04-14",
                spoken="April fourteenth, twenty twenty-six",
                answers=(
                    "{spoken}.",
                    "I'm home {spoken}.",
                ),
            ),
            ask(
                "owner_phone",
                label="owner phone",
                grader="phone",
                kind="digits",
                value="3035550174",
                spoken="three zero three, five five five, zero one seven four",
            ),
            computed(
                "system_price",
                label="installed price before incentives",
                rule="system_kw * price_per_kw",
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
                label="grower number",
                grader="exact",
                kind="digits",
                value="620473",
                spoken="six two zero, four seven three",
                answers=(
                    "It's {spoken}, it's on the water bills.",
                    "{spoken}.",
                ),
            ),
            on_record("farm", label="farm", grader="casefold", pattern=r"farm: ([^;\n]+)"),
            on_record(
                "allocation",
                label="water allocation in acre feet",
                grader="numeric",
                pattern=r"allocation: (\d+) acre feet",
            ),
            ask(
                "acres",
                label="block size in acres",
                grader="numeric",
                kind="number",
                value="25",
                spoken="twenty-five acres",
                answers=(
                    "It's {spoken}, give or take, down by the creek.",
                    "{spoken}.",
                ),
            ),
            ask(
                "soil",
                label="soil type",
                grader="enum",
                kind="text",
                value="sandy",
                spoken="sandy",
                answers=(
                    "{spoken}, it drains fast, which is half the problem.",
                    "It's mostly {spoken}.",
                ),
                options=("sandy", "clay", "silt"),
            ),
            looked_up(
                "system",
                label="recommended system",
                grader="enum",
                query="system for fruit trees in light soil",
                pattern=r"[A-Z][a-z]+ on \w+(?: soil)? (?:should|can) use (\w+ \w+)",
                near=("soil",),
                options=("drip irrigation", "micro sprinklers", "overhead sprinklers"),
            ),
            looked_up(
                "cost_per_acre",
                label="cost per acre",
                grader="numeric",
                query="installed cost per acre",
                pattern=r"[A-Z][a-z]+ [a-z]+ costs? (\d+) dollars per acre",
                near_fields=("system",),
            ),
            ask(
                "tree_spacing",
                label="tree spacing in feet",
                grader="numeric",
                kind="number",
                value="6",
                spoken="six feet",
                answers=(
                    "{spoken} between trees, it's a high density planting.",
                    "{spoken}.",
                ),
            ),
            ask(
                "water_source",
                label="water source",
                grader="enum",
                kind="text",
                value="well",
                spoken="well",
                answers=(
                    "A {spoken}, we drilled it in the nineties.",
                    "From the {spoken}.",
                ),
                options=("well", "canal", "municipal"),
            ),
            ask(
                "planting_date",
                label="planting date",
                grader="date",
                kind="date",
                value="2027-03-15",
                spoken="March fifteenth, twenty twenty-seven",
                answers=(
                    "We plant on {spoken}, the nursery has the trees booked.",
                    "{spoken}.",
                ),
            ),
            ask(
                "grower_phone",
                label="grower phone",
                grader="phone",
                kind="digits",
                value="5095550162",
                spoken="five zero nine, five five five, zero one six two",
                answers=(
                    "It's {spoken}, that's the house, I'm in and out all day.",
                    "{spoken}.",
                ),
            ),
            computed("install_cost", label="installation cost", rule="acres * cost_per_acre"),
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
                label="fleet number",
                grader="exact",
                kind="digits",
                value="88217",
                spoken="eight eight two one seven",
                answers=(
                    "Hold on. {spoken}.",
                    "It's {spoken}.",
                ),
            ),
            on_record("depot", label="depot", grader="casefold", pattern=r"depot: ([^;\n]+)"),
            on_record(
                "depot_address",
                label="depot address",
                grader="address",
                pattern=r"address: ([^;\n]+)",
            ),
            ask(
                "vans",
                label="number of vans",
                grader="numeric",
                kind="number",
                value="12",
                spoken="twelve",
                answers=(
                    "Sorry, say again? Right, {spoken} vans.",
                    "{spoken}.",
                ),
            ),
            ask(
                "daily_miles",
                label="daily miles per van",
                grader="numeric",
                kind="number",
                value="60",
                spoken="sixty miles",
                answers=(
                    "About {spoken}.",
                    "{spoken} a day.",
                ),
            ),
            looked_up(
                "van_model",
                label="recommended van",
                grader="enum",
                query="van model by daily miles",
                pattern=r"under \d+ miles a day suit the ([A-Z]\w+ \w+)",
                near=("daily_miles",),
                options=("Volta City", "Volta Range", "Volta Cargo"),
            ),
            looked_up(
                "vans_per_charger",
                label="vans per charger",
                grader="numeric",
                query="how many vans share a depot charger",
                pattern=r"one charger serves (\d+) vans",
            ),
            ask(
                "overnight",
                label="vans kept at the depot overnight",
                grader="enum",
                kind="text",
                value="yes",
                spoken="yes",
                answers=(
                    "{spoken}, they all come back at night.",
                    "{spoken}.",
                ),
                options=YES_NO,
            ),
            ask(
                "budget",
                label="budget",
                grader="numeric",
                kind="amount",
                value="600000",
                spoken="six hundred thousand dollars",
                answers=(
                    "We've got {spoken}.",
                    "{spoken} this year.",
                ),
            ),
            ask(
                "first_delivery",
                label="first delivery date",
                grader="date",
                kind="date",
                value="2027-01-11",
                spoken="January eleventh, twenty twenty-seven",
                answers=(
                    "Sorry, what? Right, {spoken}.",
                    "{spoken}.",
                ),
            ),
            ask(
                "manager_phone",
                label="manager phone",
                grader="phone",
                kind="digits",
                value="6295550121",
                spoken="six two nine, five five five, zero one two one",
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
