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
                label="building number",
                grader="exact",
                kind="digits",
                value="2207",
                spoken="two two zero seven",
            ),
            on_record("school", label="school", grader="casefold", pattern=r"school: ([^;\n]+)"),
            on_record("address", label="address", grader="address", pattern=r"address: ([^;\n]+)"),
            on_record(
                "occupancy", label="occupancy", grader="numeric", pattern=r"occupancy: (\d+)"
            ),
            ask(
                "inspection_date",
                label="inspection date",
                grader="date",
                kind="date",
                value="2026-03-03",
                spoken="March third, twenty twenty-six",
            ),
            ask(
                "extinguishers",
                label="extinguishers checked",
                grader="numeric",
                kind="number",
                value="24",
                spoken="twenty-four",
                answers=(
                    "I checked {spoken} extinguishers.",
                    "{spoken} in total.",
                ),
            ),
            ask(
                "expired",
                label="extinguishers out of date",
                grader="numeric",
                kind="number",
                value="1",
                spoken="one",
                answers=(
                    "Just {spoken}, in the gym.",
                    "{spoken} was out of date.",
                ),
            ),
            ask(
                "alarm",
                label="alarm test",
                grader="enum",
                kind="text",
                value="pass",
                spoken="pass",
                answers=(
                    "It was a {spoken}, every sounder went off.",
                    "The alarm test was a {spoken}.",
                ),
                options=PASS_FAIL,
            ),
            ask(
                "evacuation_minutes",
                label="evacuation time in minutes",
                grader="numeric",
                kind="number",
                value="4",
                spoken="four",
                answers=(
                    "It took {spoken} minutes.",
                    "{spoken} minutes.",
                ),
            ),
            looked_up(
                "evacuation_target",
                label="evacuation target in minutes",
                grader="numeric",
                query="fire drill evacuation time for schools",
                pattern=r"Schools must evacuate within (\d+) minutes",
            ),
            ask(
                "drill",
                label="drill result",
                grader="enum",
                kind="text",
                value="missed target",
                spoken="missed target",
                answers=(
                    "Unfortunately it {spoken}.",
                    "The drill {spoken}.",
                ),
                options=("met target", "missed target"),
            ),
            ask(
                "blocked_exits",
                label="exits found blocked",
                grader="set_recall",
                kind="text",
                value="gym side door, north staircase",
                spoken="the gym side door and the north staircase",
            ),
            ask(
                "inspector",
                label="inspector",
                grader="casefold",
                kind="text",
                value="Denise Carter",
                spoken="Denise Carter",
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
        knowledge_base="education",
        kb=("KB-321",),
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
                label="claim number",
                grader="exact",
                kind="digits",
                value="7730215",
                spoken="seven seven three, zero two one five",
                answers=(
                    "The claim number is {spoken}.",
                    "It's {spoken}.",
                ),
            ),
            on_record("insured", label="insured", grader="casefold", pattern=r"insured: ([^;\n]+)"),
            on_record(
                "address", label="property address", grader="address", pattern=r"address: ([^;\n]+)"
            ),
            on_record(
                "roof_age", label="roof age in years", grader="numeric", pattern=r"roof age: (\d+)"
            ),
            ask(
                "inspection_date",
                label="inspection date",
                grader="date",
                kind="date",
                value="2026-04-14",
                spoken="April fourteenth, twenty twenty-six",
            ),
            ask(
                "material",
                label="roof material",
                grader="enum",
                kind="text",
                value="asphalt shingle",
                spoken="asphalt shingle",
                answers=(
                    "It's {spoken}, three-tab.",
                    "The roof is {spoken}.",
                ),
                options=("asphalt shingle", "metal", "tile"),
            ),
            ask(
                "hail_hits",
                label="hail hits per test square",
                grader="numeric",
                kind="number",
                value="11",
                spoken="eleven",
                answers=(
                    "I counted {spoken} hits on the test square.",
                    "{spoken} hits per square.",
                ),
                fix=correction(
                    value="13",
                    spoken="thirteen",
                    variants=(
                        "Sorry, the hail hits per test square should be {spoken}, I miscounted.",
                        "No, wrong, it's {spoken} hail hits per test square.",
                    ),
                ),
            ),
            looked_up(
                "replace_threshold",
                label="hits that call for replacement",
                grader="numeric",
                query="hail hits per test square replacement",
                pattern=r"(\d+) or more hail hits on a test square",
            ),
            ask(
                "recommendation",
                label="recommendation",
                grader="enum",
                kind="text",
                value="replace",
                spoken="replace",
                answers=(
                    "{spoken} the whole roof.",
                    "I'd {spoken} it.",
                ),
                options=("replace", "repair"),
            ),
            looked_up(
                "settlement",
                label="settlement basis",
                grader="enum",
                query="roof settlement by roof age",
                pattern=r"Roofs older than \w+ years are settled at (actual cash "
                r"value|replacement cost)",
                near_fields=("roof_age",),
                options=("replacement cost", "actual cash value"),
            ),
            ask(
                "roof_squares",
                label="roof size in squares",
                grader="numeric",
                kind="number",
                value="26",
                spoken="twenty-six",
                answers=(
                    "It's {spoken} squares.",
                    "{spoken} squares.",
                ),
            ),
            ask(
                "collateral",
                label="other damage",
                grader="set_f1",
                kind="text",
                value="dented gutters, cracked skylight",
                spoken="dented gutters and a cracked skylight",
                threshold=0.5,
            ),
            ask(
                "interior",
                label="whether there is interior water damage",
                grader="enum",
                kind="text",
                value="no",
                spoken="no",
                answers=(
                    "{spoken}, the attic is dry.",
                    "{spoken}, nothing inside.",
                ),
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
        knowledge_base="insurance",
        kb=("KB-361", "KB-362"),
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
                label="scaffold tag number",
                grader="exact",
                kind="digits",
                value="20641",
                spoken="two zero six four one",
                answers=(
                    "The tag number on it is {spoken}, it's on the ladder access at the bottom.",
                    "It's {spoken}.",
                ),
            ),
            on_record("site", label="site", grader="casefold", pattern=r"site: ([^;\n]+)"),
            on_record(
                "contractor",
                label="scaffolding contractor",
                grader="casefold",
                pattern=r"contractor: ([^;\n]+)",
            ),
            on_record(
                "height",
                label="scaffold height in metres",
                grader="numeric",
                pattern=r"height: (\d+)",
            ),
            ask(
                "inspection_date",
                label="inspection date",
                grader="date",
                kind="date",
                value="2026-03-13",
                spoken="Friday, March thirteenth, twenty twenty-six",
                answers=(
                    "Today, {spoken}, first thing this morning before the lads started.",
                    "It's {spoken}.",
                ),
            ),
            ask(
                "guardrail",
                label="guardrail height in millimetres",
                grader="numeric",
                kind="number",
                value="1000",
                spoken="one thousand",
                answers=(
                    "I measured {spoken} millimetres on the top rail, all the way round.",
                    "{spoken} millimetres, I checked it on every lift.",
                ),
            ),
            looked_up(
                "guardrail_minimum",
                label="minimum guardrail height",
                grader="numeric",
                query="guardrail height rule",
                pattern=r"Guardrails must be at least (\d+) millimetres",
            ),
            ask(
                "toe_boards",
                label="whether the toe boards are fitted",
                grader="enum",
                kind="text",
                value="yes",
                spoken="yes",
                answers=(
                    "{spoken}, they're fitted all round, I checked every lift.",
                    "{spoken}, all in place, the scaffolders did a good job there.",
                ),
                options=YES_NO,
            ),
            ask(
                "ties",
                label="number of ties",
                grader="numeric",
                kind="number",
                value="14",
                spoken="fourteen",
                answers=(
                    "I counted {spoken} ties into the building, which is what the design asks for.",
                    "{spoken} ties.",
                ),
            ),
            ask(
                "weather",
                label="weather during the inspection",
                grader="enum",
                kind="text",
                value="windy",
                spoken="windy",
                answers=(
                    "It was {spoken}, proper gusts coming off the river.",
                    "It was {spoken}, very {spoken}.",
                ),
                options=("dry", "wet", "windy"),
            ),
            ask(
                "tag_colour",
                label="tag colour",
                grader="enum",
                kind="text",
                value="yellow",
                spoken="yellow",
                answers=(
                    "I've put a {spoken} tag on it, so it can be used with care until it's fixed.",
                    "{spoken} for now.",
                ),
                options=("green", "yellow", "red"),
            ),
            ask(
                "observations",
                label="observations",
                grader="semantic",
                kind="text",
                value="two boards missing on the third level",
                spoken="two boards missing on the third level",
                answers=(
                    "Please put {spoken}.",
                    "Just put: {spoken}.",
                ),
            ),
            ask(
                "inspector",
                label="inspector",
                grader="casefold",
                kind="text",
                value="Frank Stone",
                spoken="Frank Stone",
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
        knowledge_base="property_and_construction",
        kb=("KB-391",),
    )
