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
                label="permit number",
                grader="exact",
                kind="digits",
                value="318274",
                spoken="three one eight, two seven four",
                answers=(
                    "Permit {spoken}.",
                    "{spoken}.",
                ),
            ),
            on_record(
                "establishment",
                label="establishment",
                grader="casefold",
                pattern=r"name: ([^;\n]+)",
            ),
            on_record("address", label="address", grader="address", pattern=r"address: ([^;\n]+)"),
            ask(
                "inspection_date",
                label="inspection date",
                grader="date",
                kind="date",
                value="2026-03-02",
                spoken="March second, twenty twenty-six",
            ),
            ask(
                "walk_in_temp",
                label="walk-in cooler temperature",
                grader="numeric",
                kind="number",
                value="38",
                spoken="thirty-eight",
                answers=(
                    "{spoken} degrees at the probe.",
                    "{spoken} Fahrenheit.",
                ),
            ),
            looked_up(
                "cold_limit",
                label="cold-holding limit",
                grader="numeric",
                query="cold holding temperature limit",
                pattern=r"Cold holding must be at or below (\d+) degrees",
            ),
            ask(
                "hot_hold_temp",
                label="hot-holding temperature",
                grader="numeric",
                kind="number",
                value="128",
                spoken="one twenty-eight",
                answers=(
                    "Hot line read {spoken} degrees.",
                    "{spoken} Fahrenheit on the soup well.",
                ),
            ),
            looked_up(
                "hot_limit",
                label="hot-holding minimum",
                grader="numeric",
                query="hot holding temperature minimum",
                pattern=r"Hot holding must be at or above (\d+) degrees",
            ),
            ask(
                "violations",
                label="violations found",
                grader="set_f1",
                kind="text",
                value="hot holding below temperature, no soap at hand sink",
                spoken="hot holding below temperature, no soap at hand sink",
                threshold=0.5,
            ),
            ask(
                "critical_count",
                label="number of critical violations",
                grader="numeric",
                kind="number",
                value="2",
                spoken="two",
                answers=(
                    "There were {spoken} critical violations.",
                    "{spoken} of them were critical.",
                ),
            ),
            ask(
                "result",
                label="inspection result",
                grader="enum",
                kind="text",
                value="conditional pass",
                spoken="conditional pass",
                answers=(
                    "{spoken}.",
                    "It's a {spoken}, corrected on site.",
                ),
                options=("conditional pass", "pass", "fail"),
            ),
            looked_up(
                "reinspect_within",
                label="re-inspection within days",
                grader="numeric",
                query="re-inspection after critical violation",
                pattern=r"critical violation is re-inspected within (\d+) days",
            ),
            ask(
                "reinspect_date",
                label="re-inspection date",
                grader="date",
                kind="date",
                value="2026-03-11",
                spoken="Wednesday, March eleventh, twenty twenty-six",
                answers=(
                    "Re-inspect {spoken}.",
                    "{spoken}.",
                ),
            ),
            ask(
                "person_in_charge",
                label="person in charge",
                grader="casefold",
                kind="text",
                value="Miguel Ortega",
                spoken="Miguel Ortega",
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
                "asset",
                label="fridge asset number",
                grader="exact",
                kind="digits",
                value="66105",
                spoken="six six one zero five",
            ),
            on_record("clinic", label="clinic", grader="casefold", pattern=r"clinic: ([^;\n]+)"),
            on_record("location", label="room", grader="casefold", pattern=r"room: ([^;\n]+)"),
            ask(
                "check_date",
                label="check date",
                grader="date",
                kind="date",
                value="2026-03-05",
                spoken="March fifth, twenty twenty-six",
            ),
            ask(
                "current_temp",
                label="current temperature",
                grader="numeric",
                kind="number",
                value="5",
                spoken="five",
                answers=(
                    "It's at {spoken} degrees now.",
                    "{spoken} degrees.",
                ),
            ),
            ask(
                "min_temp",
                label="logger minimum",
                grader="numeric",
                kind="number",
                value="3",
                spoken="three",
                answers=(
                    "The minimum was {spoken} degrees.",
                    "{spoken} degrees.",
                ),
            ),
            ask(
                "max_temp",
                label="logger maximum",
                grader="numeric",
                kind="number",
                value="9",
                spoken="nine",
                answers=(
                    "The maximum was {spoken} degrees.",
                    "{spoken} degrees.",
                ),
            ),
            looked_up(
                "allowed_range",
                label="allowed range in degrees Celsius",
                grader="interval",
                query="vaccine storage temperature range",
                pattern=r"stored between (\d+ and \d+) degrees Celsius",
            ),
            ask(
                "excursion",
                label="whether there was an excursion",
                grader="enum",
                kind="text",
                value="yes",
                spoken="yes",
                answers=(
                    "{spoken}, it went over.",
                    "{spoken}, the maximum is too high.",
                ),
                options=YES_NO,
            ),
            looked_up(
                "action",
                label="action taken",
                grader="enum",
                query="what to do after a temperature excursion",
                pattern=r"After an excursion above the range: (quarantine stock)",
                options=("quarantine stock", "discard stock", "no action"),
            ),
            ask(
                "doses",
                label="doses in the fridge",
                grader="numeric",
                kind="number",
                value="140",
                spoken="one hundred forty",
                answers=(
                    "There are {spoken} doses.",
                    "{spoken} doses.",
                ),
            ),
            ask(
                "logger",
                label="data logger serial number",
                grader="exact",
                kind="digits",
                value="40021987",
                spoken="four zero zero two, one nine eight seven",
            ),
            ask(
                "checked_by",
                label="checked by",
                grader="casefold",
                kind="text",
                value="Yuki Tanaka",
                spoken="Yuki Tanaka",
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
                label="barn number",
                grader="exact",
                kind="digits",
                value="330814",
                spoken="three three zero, eight one four",
                answers=(
                    "The barn number is {spoken}, it's painted on the door by the feed bins.",
                    "It's {spoken}.",
                ),
            ),
            on_record("farm", label="farm", grader="casefold", pattern=r"farm: ([^;\n]+)"),
            on_record("flock", label="flock size", grader="numeric", pattern=r"flock: (\d+)"),
            ask(
                "audit_date",
                label="audit date",
                grader="date",
                kind="date",
                value="2026-05-19",
                spoken="May nineteenth, twenty twenty-six",
                answers=(
                    "Today, {spoken}, I got here early.",
                    "It's {spoken}.",
                ),
            ),
            ask(
                "ammonia",
                label="ammonia in parts per million",
                grader="numeric",
                kind="number",
                value="14",
                spoken="fourteen",
                answers=(
                    "The meter gave me {spoken} parts per million at bird height.",
                    "{spoken} parts per million, which is about what I'd expect.",
                ),
            ),
            looked_up(
                "ammonia_limit",
                label="ammonia limit",
                grader="numeric",
                query="ammonia limit broiler house",
                pattern=r"Ammonia must stay below (\d+) parts per million",
            ),
            ask(
                "density",
                label="stocking density in kilograms per square metre",
                grader="numeric",
                kind="number",
                value="31",
                spoken="thirty-one",
                answers=(
                    "It works out at {spoken} kilograms per square metre from their records.",
                    "{spoken} kilograms per square metre.",
                ),
            ),
            looked_up(
                "density_limit",
                label="stocking density limit",
                grader="numeric",
                query="maximum stocking density broilers",
                pattern=r"stocking density may not exceed (\d+) kilograms",
            ),
            ask(
                "mortality",
                label="birds lost this week",
                grader="numeric",
                kind="number",
                value="38",
                spoken="thirty-eight",
                answers=(
                    "They've lost {spoken} birds this week, which is within normal for a flock "
                    "this "
                    "size.",
                    "{spoken} birds.",
                ),
            ),
            ask(
                "litter",
                label="litter condition",
                grader="enum",
                kind="text",
                value="damp",
                spoken="damp",
                answers=(
                    "It's {spoken}, especially along the drinker lines, you can feel it underfoot.",
                    "I'd say {spoken}.",
                ),
                options=("dry", "damp", "wet"),
            ),
            ask(
                "actions",
                label="corrective actions in order",
                grader="ordered_list",
                kind="text",
                value="fix leaking drinkers, add fresh litter, raise ventilation",
                spoken="fix leaking drinkers, add fresh litter, raise ventilation",
                answers=(
                    "In this order: {spoken}.",
                    "{spoken}.",
                ),
            ),
            ask(
                "auditor",
                label="auditor",
                grader="casefold",
                kind="text",
                value="Rachel Bishop",
                spoken="Rachel Bishop",
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
