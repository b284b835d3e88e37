"""Inspection: buildings and structures.

A school's fire safety, a hail-hit roof, a scaffold.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    PASS_FAIL,
    YES_NO,
    ask,
    correction,
    looked_up,
    on_record,
    workflow,
)
from duplexworld.worlds.workbench.workflow import WorkflowSpec


def school_fire_safety() -> WorkflowSpec:
    """Education: a school fire-safety inspection with a drill timed against the target."""
    return workflow(
        id="workbench_inspect_school_fire_safety",
        archetype="inspection",
        industry="education",
        story="""Denise Carter, the district's safety officer, reports a fire-safety check at
        a middle school. The building record gives the school, address and occupancy; the
        evacuation target for schools is in the fire safety standard. The drill took four
        minutes, over the target, and two exits were found blocked.""",
        goal="You are reporting a fire-safety inspection you did at a school.",
        persona="bright",
        conversation_type="narrative_intake",
        risk_tier="high",
        profile="cooperative",
        knowledge_burden=("local_state", "supplied_evidence", "retrieval"),
        opening=(
            "Hi, this is Denise Carter, district safety. I did the fire-safety inspection at "
            "a school today and want to file it.",
            "Hello, Denise Carter here. I need to record a school fire-safety inspection.",
        ),
        form=("T-FIRE", "Fire safety inspection"),
        title="School fire-safety inspection",
        record_lookup="building",
        parts=[
            ask(
                "building",
                "building number",
                "exact",
                "digits",
                "2207",
                "two two zero seven",
            ),
            on_record("school", "school", "casefold", r"school: ([^;\n]+)"),
            on_record("address", "address", "address", r"address: ([^;\n]+)"),
            on_record("occupancy", "occupancy", "numeric", r"occupancy: (\d+)"),
            ask(
                "inspection_date",
                "inspection date",
                "date",
                "date",
                "2026-03-03",
                "March third, twenty twenty-six",
            ),
            ask(
                "extinguishers",
                "extinguishers checked",
                "numeric",
                "number",
                "24",
                "twenty-four",
                "I checked {spoken} extinguishers.",
                "{spoken} in total.",
            ),
            ask(
                "expired",
                "extinguishers out of date",
                "numeric",
                "number",
                "1",
                "one",
                "Just {spoken}, in the gym.",
                "{spoken} was out of date.",
            ),
            ask(
                "alarm",
                "alarm test",
                "enum",
                "text",
                "pass",
                "pass",
                "It was a {spoken}, every sounder went off.",
                "The alarm test was a {spoken}.",
                options=PASS_FAIL,
            ),
            ask(
                "evacuation_minutes",
                "evacuation time in minutes",
                "numeric",
                "number",
                "4",
                "four",
                "It took {spoken} minutes.",
                "{spoken} minutes.",
            ),
            looked_up(
                "evacuation_target",
                "evacuation target in minutes",
                "numeric",
                "evacuation time target for schools",
                r"Schools must evacuate within (\d+) minutes",
            ),
            ask(
                "drill",
                "drill result",
                "enum",
                "text",
                "missed target",
                "missed target",
                "Unfortunately it {spoken}.",
                "The drill {spoken}.",
                options=("met target", "missed target"),
            ),
            ask(
                "blocked_exits",
                "exits found blocked",
                "set_recall",
                "text",
                "gym side door, north staircase",
                "the gym side door and the north staircase",
            ),
            ask(
                "inspector",
                "inspector",
                "casefold",
                "text",
                "Denise Carter",
                "Denise Carter",
                reveal="volunteered",
            ),
        ],
        records=(
            {
                "id": "REC-2207",
                "kind": "building",
                "building": "2207",
                "school": "Westbrook Middle School",
                "address": "1500 West Chester Pike, Havertown, PA 19083",
                "occupancy": "720",
            },
            {
                "id": "REC-2270",
                "kind": "building",
                "building": "2270",
                "school": "Eastwood Elementary",
                "address": "35 Park Avenue, Havertown, PA 19083",
                "occupancy": "410",
            },
        ),
        kb=(
            {
                "id": "KB-321",
                "title": "Fire safety standard: drills",
                "text": "Schools must evacuate within 3 minutes of the alarm. Offices must "
                "evacuate within 5 minutes.",
            },
        ),
    )


def roof_hail() -> WorkflowSpec:
    """Insurance: a roof inspection for a hail claim, the hit count corrected on read-back."""
    return workflow(
        id="workbench_inspect_roof_hail",
        archetype="inspection",
        industry="insurance",
        story="""Colleen Murphy, a field adjuster, inspects a roof after a hail claim. The
        claim record gives the insured, the address and the roof's age; how many hits on a
        test square call for a replacement and how an old roof is settled are in the roof
        guidelines. When the agent reads back her hit count she cuts in: she miscounted, it
        is thirteen, not eleven.""",
        goal="You are a claims adjuster reporting a roof inspection after a hailstorm.",
        persona="calm",
        conversation_type="mid_call_correction",
        risk_tier="medium",
        profile="expert",
        knowledge_burden=("local_state", "supplied_evidence", "retrieval", "multi_source"),
        opening=(
            "Hi, Colleen Murphy, field adjuster. I've just come off a roof on a hail claim "
            "and need the inspection report done.",
            "Hello, this is Colleen Murphy. I'm calling in a roof inspection for a hail claim.",
        ),
        form=("T-ROOF", "Roof damage inspection"),
        title="Roof inspection: hail claim",
        record_lookup="claim_number",
        parts=[
            ask(
                "claim_number",
                "claim number",
                "exact",
                "digits",
                "7730215",
                "seven seven three, zero two one five",
                "The claim number is {spoken}.",
                "It's {spoken}.",
            ),
            on_record("insured", "insured", "casefold", r"insured: ([^;\n]+)"),
            on_record("address", "property address", "address", r"address: ([^;\n]+)"),
            on_record("roof_age", "roof age in years", "numeric", r"roof age: (\d+)"),
            ask(
                "inspection_date",
                "inspection date",
                "date",
                "date",
                "2026-04-14",
                "April fourteenth, twenty twenty-six",
            ),
            ask(
                "material",
                "roof material",
                "enum",
                "text",
                "asphalt shingle",
                "asphalt shingle",
                "It's {spoken}, three-tab.",
                "The roof is {spoken}.",
                options=("asphalt shingle", "metal", "tile"),
            ),
            ask(
                "hail_hits",
                "hail hits per test square",
                "numeric",
                "number",
                "11",
                "eleven",
                "I counted {spoken} hits on the test square.",
                "{spoken} hits per square.",
                fix=correction(
                    "13",
                    "thirteen",
                    "Sorry, the hail hits per test square should be {spoken}, I miscounted.",
                    "No, wrong, it's {spoken} hail hits per test square.",
                ),
            ),
            looked_up(
                "replace_threshold",
                "hits that call for replacement",
                "numeric",
                "hail hits per test square replacement",
                r"(\d+) or more hail hits on a test square",
            ),
            ask(
                "recommendation",
                "recommendation",
                "enum",
                "text",
                "replace",
                "replace",
                "{spoken} the whole roof.",
                "I'd {spoken} it.",
                options=("replace", "repair"),
            ),
            looked_up(
                "settlement",
                "settlement basis",
                "enum",
                "roof settlement by roof age",
                r"Roofs older than \w+ years are settled at (actual cash value|replacement cost)",
                near_fields=("roof_age",),
                options=("replacement cost", "actual cash value"),
            ),
            ask(
                "roof_squares",
                "roof size in squares",
                "numeric",
                "number",
                "26",
                "twenty-six",
                "It's {spoken} squares.",
                "{spoken} squares.",
            ),
            ask(
                "collateral",
                "other damage",
                "set_f1",
                "text",
                "dented gutters, cracked skylight",
                "dented gutters and a cracked skylight",
                threshold=0.5,
            ),
            ask(
                "interior",
                "whether there is interior water damage",
                "enum",
                "text",
                "no",
                "no",
                "{spoken}, the attic is dry.",
                "{spoken}, nothing inside.",
                options=YES_NO,
            ),
        ],
        records=(
            {
                "id": "REC-7730",
                "kind": "claim",
                "claim": "7730215",
                "insured": "Tom Becker",
                "address": "2816 Prairie View Road, Wichita, KS 67205",
                "roof age": "12",
            },
            {
                "id": "REC-7731",
                "kind": "claim",
                "claim": "7730251",
                "insured": "Sara Lind",
                "address": "440 Elm Court, Wichita, KS 67208",
                "roof age": "4",
            },
        ),
        kb=(
            {
                "id": "KB-361",
                "title": "Roof guidelines: hail",
                "text": "8 or more hail hits on a test square of ten by ten feet call for "
                "replacement of that slope. Fewer hits are repaired.",
            },
            {
                "id": "KB-362",
                "title": "Roof guidelines: settlement",
                "text": "Roofs older than ten years are settled at actual cash value. Newer roofs "
                "are settled at replacement cost.",
            },
        ),
    )


def scaffold() -> WorkflowSpec:
    """Construction: a weekly scaffold inspection with a yellow tag."""
    return workflow(
        id="workbench_inspect_scaffold",
        archetype="inspection",
        industry="construction",
        story="""Frank Stone, a site safety officer, does the weekly scaffold inspection on
        a tower job. The scaffold register gives the site, the scaffolding contractor and the
        height; the minimum guardrail height is in the site safety rules. Two boards are
        missing on the third level, so the scaffold gets a yellow tag. He explains everything
        at length.""",
        goal="You are a site safety officer reporting this week's scaffold inspection.",
        persona="lancashire",
        conversation_type="narrative_intake",
        risk_tier="high",
        profile="verbose",
        knowledge_burden=("local_state", "supplied_evidence", "retrieval"),
        opening=(
            "Morning, Frank Stone, site safety on the tower job. I've done the weekly "
            "scaffold inspection and I want it on record, there's a couple of things the "
            "scaffolders need to sort before the weekend.",
            "Hi, it's Frank Stone. I've been round the scaffold for the weekly inspection, "
            "took me most of the morning with the wind we've had, and I need to log it.",
        ),
        form=("T-SCAFFOLD", "Scaffold inspection"),
        title="Weekly scaffold inspection",
        record_lookup="tag",
        parts=[
            ask(
                "tag",
                "scaffold tag number",
                "exact",
                "digits",
                "20641",
                "two zero six four one",
                "The tag number on it is {spoken}, it's on the ladder access at the bottom.",
                "It's {spoken}.",
            ),
            on_record("site", "site", "casefold", r"site: ([^;\n]+)"),
            on_record("contractor", "scaffolding contractor", "casefold", r"contractor: ([^;\n]+)"),
            on_record("height", "scaffold height in metres", "numeric", r"height: (\d+)"),
            ask(
                "inspection_date",
                "inspection date",
                "date",
                "date",
                "2026-03-13",
                "Friday, March thirteenth, twenty twenty-six",
                "Today, {spoken}, first thing this morning before the lads started.",
                "It's {spoken}.",
            ),
            ask(
                "guardrail",
                "guardrail height in millimetres",
                "numeric",
                "number",
                "1000",
                "one thousand",
                "I measured {spoken} millimetres on the top rail, all the way round.",
                "{spoken} millimetres, I checked it on every lift.",
            ),
            looked_up(
                "guardrail_minimum",
                "minimum guardrail height",
                "numeric",
                "guardrail height rule",
                r"Guardrails must be at least (\d+) millimetres",
            ),
            ask(
                "toe_boards",
                "whether the toe boards are fitted",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, they're fitted all round, I checked every lift.",
                "{spoken}, all in place, the scaffolders did a good job there.",
                options=YES_NO,
            ),
            ask(
                "ties",
                "number of ties",
                "numeric",
                "number",
                "14",
                "fourteen",
                "I counted {spoken} ties into the building, which is what the design asks for.",
                "{spoken} ties.",
            ),
            ask(
                "weather",
                "weather during the inspection",
                "enum",
                "text",
                "windy",
                "windy",
                "It was {spoken}, proper gusts coming off the river.",
                "It was {spoken}, very {spoken}.",
                options=("dry", "wet", "windy"),
            ),
            ask(
                "tag_colour",
                "tag colour",
                "enum",
                "text",
                "yellow",
                "yellow",
                "I've put a {spoken} tag on it, so it can be used with care until it's fixed.",
                "{spoken} for now.",
                options=("green", "yellow", "red"),
            ),
            ask(
                "observations",
                "observations",
                "semantic",
                "text",
                "two boards missing on the third level",
                "two boards missing on the third level",
                "Please put {spoken}.",
                "Just put: {spoken}.",
            ),
            ask(
                "inspector",
                "inspector",
                "casefold",
                "text",
                "Frank Stone",
                "Frank Stone",
                reveal="volunteered",
            ),
        ],
        records=(
            {
                "id": "REC-2064",
                "kind": "scaffold",
                "tag": "20641",
                "site": "Harbour Point tower",
                "contractor": "Apex Scaffolding",
                "height": "18",
            },
            {
                "id": "REC-2065",
                "kind": "scaffold",
                "tag": "20614",
                "site": "Harbour Point car park",
                "contractor": "Brennan Access",
                "height": "9",
            },
        ),
        kb=(
            {
                "id": "KB-391",
                "title": "Site safety rules: scaffolds",
                "text": "Guardrails must be at least 950 millimetres above the working platform. "
                "Toe boards must be at least 150 millimetres high.",
            },
        ),
    )
