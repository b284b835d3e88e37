"""Inspection: food, medicine and animal welfare.

A kitchen, a vaccine fridge, a poultry barn.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    YES_NO,
    ask,
    looked_up,
    on_record,
    schedule,
    workflow,
)
from duplexworld.worlds.workbench.workflow import WorkflowSpec


def kitchen_hygiene() -> WorkflowSpec:
    """Hospitality: a restaurant kitchen inspection with a re-inspection booked."""
    return workflow(
        id="workbench_inspect_kitchen_hygiene",
        archetype="inspection",
        industry="hospitality",
        story="""Teresa Moreno, a health inspector, dictates her report on a bistro kitchen.
        The permit record gives the establishment and address; the cold- and hot-holding limits
        and how soon a critical violation must be re-inspected are in the food code. The hot
        line is below temperature, so the result is a conditional pass and a re-inspection goes
        in the calendar, each on her approval.""",
        goal="You are a health inspector dictating a restaurant kitchen inspection report.",
        persona="new_yorker",
        conversation_type="narrative_intake",
        risk_tier="high",
        profile="expert",
        knowledge_burden=("local_state", "supplied_evidence", "retrieval", "multi_source"),
        approval=("commit", "schedule"),
        opening=(
            "Teresa Moreno, environmental health. I've finished a kitchen inspection and "
            "want the report filed.",
            "Hi, inspector Teresa Moreno. Routine kitchen inspection, ready to dictate.",
        ),
        form=("T-HYGIENE", "Food establishment inspection"),
        title="Kitchen inspection",
        record_lookup="permit",
        parts=[
            ask(
                "permit",
                "permit number",
                "exact",
                "digits",
                "318274",
                "three one eight, two seven four",
                "Permit {spoken}.",
                "{spoken}.",
            ),
            on_record("establishment", "establishment", "casefold", r"name: ([^;\n]+)"),
            on_record("address", "address", "address", r"address: ([^;\n]+)"),
            ask(
                "inspection_date",
                "inspection date",
                "date",
                "date",
                "2026-03-02",
                "March second, twenty twenty-six",
            ),
            ask(
                "walk_in_temp",
                "walk-in cooler temperature",
                "numeric",
                "number",
                "38",
                "thirty-eight",
                "{spoken} degrees at the probe.",
                "{spoken} Fahrenheit.",
            ),
            looked_up(
                "cold_limit",
                "cold-holding limit",
                "numeric",
                "cold holding temperature limit",
                r"Cold holding must be at or below (\d+) degrees",
            ),
            ask(
                "hot_hold_temp",
                "hot-holding temperature",
                "numeric",
                "number",
                "128",
                "one twenty-eight",
                "Hot line read {spoken} degrees.",
                "{spoken} Fahrenheit on the soup well.",
            ),
            looked_up(
                "hot_limit",
                "hot-holding minimum",
                "numeric",
                "hot holding temperature minimum",
                r"Hot holding must be at or above (\d+) degrees",
            ),
            ask(
                "violations",
                "violations found",
                "set_f1",
                "text",
                "hot holding below temperature, no soap at hand sink",
                "hot holding below temperature, no soap at hand sink",
                threshold=0.5,
            ),
            ask(
                "critical_count",
                "number of critical violations",
                "numeric",
                "number",
                "2",
                "two",
                "There were {spoken} critical violations.",
                "{spoken} of them were critical.",
            ),
            ask(
                "result",
                "inspection result",
                "enum",
                "text",
                "conditional pass",
                "conditional pass",
                "{spoken}.",
                "It's a {spoken}, corrected on site.",
                options=("conditional pass", "pass", "fail"),
            ),
            looked_up(
                "reinspect_within",
                "re-inspection within days",
                "numeric",
                "re-inspection after critical violation",
                r"critical violation is re-inspected within (\d+) days",
            ),
            ask(
                "reinspect_date",
                "re-inspection date",
                "date",
                "date",
                "2026-03-11",
                "Wednesday, March eleventh, twenty twenty-six",
                "Re-inspect {spoken}.",
                "{spoken}.",
            ),
            ask(
                "person_in_charge",
                "person in charge",
                "casefold",
                "text",
                "Miguel Ortega",
                "Miguel Ortega",
            ),
        ],
        records=(
            {
                "id": "REC-3182",
                "kind": "food permit",
                "permit": "318274",
                "name": "Blue Fig Bistro",
                "address": "77 Market Street, San Jose, CA 95113",
            },
            {
                "id": "REC-3183",
                "kind": "food permit",
                "permit": "318247",
                "name": "Golden Wok",
                "address": "102 Santa Clara Street, San Jose, CA 95113",
            },
        ),
        knowledge_base="hospitality_and_travel",
        kb=("KB-301", "KB-302"),
        follow_ups=(schedule("reinspect_date", "kitchen re-inspection"),),
    )


def vaccine_fridge() -> WorkflowSpec:
    """Healthcare: a vaccine fridge check that finds a temperature excursion."""
    return workflow(
        id="workbench_inspect_vaccine_fridge",
        archetype="inspection",
        industry="healthcare",
        story="""Yuki Tanaka, a pharmacist, checks the vaccine fridge at a clinic. The asset
        record gives the clinic, model and room; the storage range and what to do after an
        excursion are in the cold-chain guidance. The logger's maximum is above the range, so
        the stock must be quarantined.""",
        goal="You are checking a clinic's vaccine fridge and recording the result.",
        persona="received",
        conversation_type="narrative_intake",
        risk_tier="high",
        profile="cooperative",
        knowledge_burden=("local_state", "supplied_evidence", "retrieval"),
        outcome="prepare",
        opening=(
            "Hello, Yuki Tanaka, pharmacist. I've just checked a vaccine fridge and need to "
            "log the inspection."
            " Just prepare the log entry and submit it, the lead pharmacist commits it herself.",
            "Hi, this is Yuki Tanaka. I'm recording a cold-chain check on a vaccine fridge."
            " Just prepare the log entry and submit it, the lead pharmacist commits it herself.",
        ),
        form=("T-COLDCHAIN", "Vaccine storage check"),
        title="Vaccine fridge check",
        record_lookup="asset",
        parts=[
            ask(
                "asset", "fridge asset number", "exact", "digits", "66105", "six six one zero five"
            ),
            on_record("clinic", "clinic", "casefold", r"clinic: ([^;\n]+)"),
            on_record("location", "room", "casefold", r"room: ([^;\n]+)"),
            ask(
                "check_date",
                "check date",
                "date",
                "date",
                "2026-03-05",
                "March fifth, twenty twenty-six",
            ),
            ask(
                "current_temp",
                "current temperature",
                "numeric",
                "number",
                "5",
                "five",
                "It's at {spoken} degrees now.",
                "{spoken} degrees.",
            ),
            ask(
                "min_temp",
                "logger minimum",
                "numeric",
                "number",
                "3",
                "three",
                "The minimum was {spoken} degrees.",
                "{spoken} degrees.",
            ),
            ask(
                "max_temp",
                "logger maximum",
                "numeric",
                "number",
                "9",
                "nine",
                "The maximum was {spoken} degrees.",
                "{spoken} degrees.",
            ),
            looked_up(
                "allowed_range",
                "allowed range in degrees Celsius",
                "interval",
                "vaccine storage temperature range",
                r"stored between (\d+ and \d+) degrees Celsius",
            ),
            ask(
                "excursion",
                "whether there was an excursion",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, it went over.",
                "{spoken}, the maximum is too high.",
                options=YES_NO,
            ),
            looked_up(
                "action",
                "action taken",
                "enum",
                "what to do after a temperature excursion",
                r"After an excursion above the range: (quarantine stock)",
                options=("quarantine stock", "discard stock", "no action"),
            ),
            ask(
                "doses",
                "doses in the fridge",
                "numeric",
                "number",
                "140",
                "one hundred forty",
                "There are {spoken} doses.",
                "{spoken} doses.",
            ),
            ask(
                "logger",
                "data logger serial number",
                "exact",
                "digits",
                "40021987",
                "four zero zero two, one nine eight seven",
            ),
            ask(
                "checked_by",
                "checked by",
                "casefold",
                "text",
                "Yuki Tanaka",
                "Yuki Tanaka",
                reveal="volunteered",
            ),
        ],
        records=(
            {
                "id": "REC-6610",
                "kind": "fridge",
                "asset": "66105",
                "clinic": "Maple Grove Clinic",
                "room": "exam room 2",
                "model": "VaxCool 12",
            },
            {
                "id": "REC-6611",
                "kind": "fridge",
                "asset": "66150",
                "clinic": "Maple Grove Clinic",
                "room": "pharmacy store",
                "model": "VaxCool 30",
            },
        ),
        knowledge_base="healthcare",
        kb=("KB-331", "KB-332"),
    )


def poultry_barn() -> WorkflowSpec:
    """Agriculture: a broiler barn welfare audit with an ordered list of corrective actions."""
    return workflow(
        id="workbench_inspect_poultry_barn",
        archetype="inspection",
        industry="agriculture",
        story="""Rachel Bishop audits the welfare of a broiler barn for the farm's assurance
        scheme. The barn record gives the farm and the flock size; the ammonia limit and the
        stocking density limit are in the welfare standard. The litter is damp, so she lists
        three corrective actions in the order they must be done. She talks at length.""",
        goal="You are a welfare auditor reporting a poultry barn audit.",
        persona="midlands",
        conversation_type="narrative_intake",
        risk_tier="medium",
        profile="verbose",
        knowledge_burden=("local_state", "supplied_evidence", "retrieval"),
        opening=(
            "Hello, it's Rachel Bishop, I do the welfare audits for the assurance scheme. I've "
            "just come out of a broiler barn and I'd like to get the audit written up while "
            "it's fresh in my mind.",
            "Hi, Rachel Bishop here. I've finished the welfare audit on one of the poultry barns, "
            "it's been a long morning, and I want to put the report in.",
        ),
        form=("T-WELFARE", "Barn welfare audit"),
        title="Broiler barn audit",
        record_lookup="barn",
        parts=[
            ask(
                "barn",
                "barn number",
                "exact",
                "digits",
                "330814",
                "three three zero, eight one four",
                "The barn number is {spoken}, it's painted on the door by the feed bins.",
                "It's {spoken}.",
            ),
            on_record("farm", "farm", "casefold", r"farm: ([^;\n]+)"),
            on_record("flock", "flock size", "numeric", r"flock: (\d+)"),
            ask(
                "audit_date",
                "audit date",
                "date",
                "date",
                "2026-05-19",
                "May nineteenth, twenty twenty-six",
                "Today, {spoken}, I got here early.",
                "It's {spoken}.",
            ),
            ask(
                "ammonia",
                "ammonia in parts per million",
                "numeric",
                "number",
                "14",
                "fourteen",
                "The meter gave me {spoken} parts per million at bird height.",
                "{spoken} parts per million, which is about what I'd expect.",
            ),
            looked_up(
                "ammonia_limit",
                "ammonia limit",
                "numeric",
                "ammonia limit broiler house",
                r"Ammonia must stay below (\d+) parts per million",
            ),
            ask(
                "density",
                "stocking density in kilograms per square metre",
                "numeric",
                "number",
                "31",
                "thirty-one",
                "It works out at {spoken} kilograms per square metre from their records.",
                "{spoken} kilograms per square metre.",
            ),
            looked_up(
                "density_limit",
                "stocking density limit",
                "numeric",
                "maximum stocking density broilers",
                r"stocking density may not exceed (\d+) kilograms",
            ),
            ask(
                "mortality",
                "birds lost this week",
                "numeric",
                "number",
                "38",
                "thirty-eight",
                "They've lost {spoken} birds this week, which is within normal for a flock this "
                "size.",
                "{spoken} birds.",
            ),
            ask(
                "litter",
                "litter condition",
                "enum",
                "text",
                "damp",
                "damp",
                "It's {spoken}, especially along the drinker lines, you can feel it underfoot.",
                "I'd say {spoken}.",
                options=("dry", "damp", "wet"),
            ),
            ask(
                "actions",
                "corrective actions in order",
                "ordered_list",
                "text",
                "fix leaking drinkers, add fresh litter, raise ventilation",
                "fix leaking drinkers, add fresh litter, raise ventilation",
                "In this order: {spoken}.",
                "{spoken}.",
            ),
            ask(
                "auditor",
                "auditor",
                "casefold",
                "text",
                "Rachel Bishop",
                "Rachel Bishop",
                reveal="volunteered",
            ),
        ],
        records=(
            {
                "id": "REC-3308",
                "kind": "barn",
                "barn": "330814",
                "farm": "Greenfield Poultry",
                "flock": "22000",
            },
            {
                "id": "REC-3309",
                "kind": "barn",
                "barn": "330841",
                "farm": "Greenfield Poultry",
                "flock": "18000",
            },
        ),
        knowledge_base="agriculture",
        kb=("KB-401", "KB-402"),
    )
