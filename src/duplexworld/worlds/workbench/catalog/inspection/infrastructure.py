"""Inspection: installations.

A server room, a substation transformer, a playground.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    YES_NO,
    ask,
    correction,
    looked_up,
    on_record,
    workflow,
)
from duplexworld.worlds.workbench.workflow import WorkflowSpec, WorldEvent


def server_room() -> WorkflowSpec:
    """IT: a server room rack inspection; an old UPS battery is due for replacement."""
    return workflow(
        id="workbench_inspect_server_room",
        archetype="inspection",
        industry="information technology",
        story="""Jamal Reed checks a server rack in a branch office's data room. The asset
        record gives the site and the rack; the allowed inlet temperature and the battery
        life of the UPS are in the data-room standard. The battery is five years old, past
        its life, so it must be replaced. He is fielding chat messages while he talks.""",
        goal="You are reporting an inspection of a server rack and its UPS.",
        persona="calm",
        conversation_type="narrative_intake",
        risk_tier="medium",
        profile="distracted",
        knowledge_burden=("local_state", "supplied_evidence", "retrieval", "multi_source"),
        opening=(
            "Hi, Jamal Reed from IT. I've done the quarterly check on a rack and need to "
            "write it up.",
            "Hey, Jamal Reed here, I'm in the data room with the rack inspection to report.",
        ),
        event=WorldEvent(
            record="REC-7703",
            changes={"rack": "R-14"},
            notice="the data room team has just moved the equipment to another rack",
            lines=(
                "Before you do that, I've just had a message: {spoken}. Could you check the "
                "asset record again?",
                "One thing first, I just heard that {spoken}. Can you look at the asset record "
                "again, please?",
            ),
        ),
        form=("T-RACK", "Data room inspection"),
        title="Rack inspection",
        record_lookup="asset_tag",
        parts=[
            ask(
                "asset_tag",
                label="rack asset tag",
                grader="exact",
                kind="digits",
                value="770315",
                spoken="seven seven zero, three one five",
                answers=(
                    "One moment, reading the label. It's {spoken}.",
                    "{spoken}.",
                ),
            ),
            on_record("site", label="site", grader="casefold", pattern=r"site: ([^;\n]+)"),
            on_record("rack", label="rack", grader="exact", pattern=r"rack: (R-\d+)"),
            ask(
                "inspection_date",
                label="inspection date",
                grader="date",
                kind="date",
                value="2026-03-09",
                spoken="March ninth, twenty twenty-six",
            ),
            ask(
                "inlet_temp",
                label="inlet temperature",
                grader="numeric",
                kind="number",
                value="24",
                spoken="twenty-four",
                answers=(
                    "Inlet is {spoken} degrees.",
                    "Hm, it says {spoken} degrees.",
                ),
            ),
            looked_up(
                "inlet_max",
                label="highest allowed inlet temperature",
                grader="numeric",
                query="inlet temperature limits",
                pattern=r"inlet temperature between \d+ and (\d+) degrees",
            ),
            ask(
                "humidity",
                label="relative humidity in percent",
                grader="numeric",
                kind="number",
                value="45",
                spoken="forty-five",
                answers=(
                    "{spoken} percent.",
                    "Humidity, let me see, {spoken} percent.",
                ),
            ),
            ask(
                "battery_age",
                label="UPS battery age in years",
                grader="numeric",
                kind="number",
                value="5",
                spoken="five",
                answers=(
                    "The battery is {spoken} years old.",
                    "{spoken} years, going by the sticker.",
                ),
            ),
            looked_up(
                "battery_life",
                label="UPS battery life in years",
                grader="numeric",
                query="UPS battery replacement age",
                pattern=r"UPS batteries are replaced after (\d+) years",
            ),
            ask(
                "battery_action",
                label="battery action",
                grader="enum",
                kind="text",
                value="replace",
                spoken="replace",
                answers=(
                    "{spoken} it.",
                    "We'll {spoken} the battery.",
                ),
                options=("replace", "keep"),
            ),
            ask(
                "issues",
                label="issues found",
                grader="set_f1",
                kind="text",
                value="unlabelled patch cables, blocked vent panel",
                spoken="unlabelled patch cables and a blocked vent panel",
                threshold=0.5,
            ),
            ask(
                "suppression",
                label="fire suppression status",
                grader="enum",
                kind="text",
                value="armed",
                spoken="armed",
                answers=(
                    "It's {spoken}, green light.",
                    "One sec. It's {spoken}.",
                ),
                options=("armed", "disarmed"),
            ),
        ],
        records=(
            {
                "id": "REC-7703",
                "kind": "rack",
                "asset": "770315",
                "site": "Riverside branch data room",
                "rack": "R-12",
            },
            {
                "id": "REC-7704",
                "kind": "rack",
                "asset": "770351",
                "site": "Head office data hall",
                "rack": "R-40",
            },
        ),
        knowledge_base="information_technology",
        kb=("KB-351", "KB-352"),
    )


def substation() -> WorkflowSpec:
    """Utilities: a substation transformer inspection, approval withdrawn to fix the load."""
    return workflow(
        id="workbench_inspect_substation",
        archetype="inspection",
        industry="utilities",
        story="""Hector Ruiz inspects a transformer at a substation. The asset record gives
        the substation and transformer; the oil temperature alarm, what pink silica gel calls
        for and the priority of a low oil level are in the maintenance manual. Just after he
        approves the report he withdraws it: he read the load off the wrong panel, it is
        eighty-six percent, not eighty-one.""",
        goal="You are a field technician reporting a substation transformer inspection.",
        persona="deliberate",
        conversation_type="mid_call_correction",
        risk_tier="high",
        profile="correction_prone",
        knowledge_burden=("local_state", "supplied_evidence", "retrieval", "multi_source"),
        opening=(
            "Hi, Hector Ruiz, field crew. I've finished the transformer inspection at the "
            "substation and need it logged.",
            "Hello, this is Hector Ruiz. I'm calling in a substation inspection report.",
        ),
        form=("T-SUBSTATION", "Transformer inspection"),
        title="Transformer inspection",
        record_lookup="asset",
        parts=[
            ask(
                "asset",
                label="asset number",
                grader="exact",
                kind="digits",
                value="440178",
                spoken="four four zero, one seven eight",
            ),
            on_record(
                "substation",
                label="substation",
                grader="casefold",
                pattern=r"substation: ([^;\n]+)",
            ),
            on_record(
                "transformer", label="transformer", grader="exact", pattern=r"transformer: (T\d)"
            ),
            ask(
                "inspection_date",
                label="inspection date",
                grader="date",
                kind="date",
                value="2026-03-10",
                spoken="March tenth, twenty twenty-six",
                fix=correction(
                    value="2026-03-17",
                    spoken="March seventeenth, twenty twenty-six",
                    variants=(
                        "Sorry, the inspection date should be {spoken}.",
                        "No, that's wrong, the inspection date is {spoken}.",
                    ),
                ),
            ),
            ask(
                "oil_temp",
                label="oil temperature",
                grader="numeric",
                kind="number",
                value="72",
                spoken="seventy-two",
                answers=(
                    "Oil is at {spoken} degrees.",
                    "{spoken} degrees on the gauge.",
                ),
            ),
            looked_up(
                "oil_alarm",
                label="oil temperature alarm",
                grader="numeric",
                query="transformer oil temperature alarm",
                pattern=r"oil temperature alarm is set at (\d+) degrees",
            ),
            ask(
                "load",
                label="load in percent",
                grader="numeric",
                kind="number",
                value="81",
                spoken="eighty-one",
                answers=(
                    "The load is {spoken} percent.",
                    "{spoken} percent load.",
                ),
                fix=correction(
                    value="86",
                    spoken="eighty-six",
                    variants=(
                        "Wait, stop, the load is {spoken} percent, I read the wrong panel.",
                        "Hold on, don't commit that, the load in percent is {spoken}.",
                    ),
                    mode="with_revocation",
                ),
            ),
            ask(
                "oil_level",
                label="oil level",
                grader="enum",
                kind="text",
                value="low",
                spoken="low",
                answers=(
                    "It's {spoken}, just under the mark.",
                    "Oil level {spoken}.",
                ),
                options=("normal", "low", "high"),
            ),
            looked_up(
                "priority",
                label="work order priority",
                grader="enum",
                query="transformer oil work order priority",
                pattern=r"\b[Aa]n? [a-z ]+? is (?:a )?(priority \w+)",
                near=("oil_level",),
                options=("priority one", "priority two", "priority three"),
            ),
            ask(
                "silica_gel",
                label="breather silica gel colour",
                grader="enum",
                kind="text",
                value="pink",
                spoken="pink",
                answers=(
                    "It's gone {spoken}.",
                    "The gel is {spoken}.",
                ),
                options=("blue", "pink"),
            ),
            looked_up(
                "breather_action",
                label="breather action",
                grader="enum",
                query="silica gel breather colours",
                pattern=r"\w+ silica gel means: ([a-z]+ [a-z]+)",
                near=("silica_gel",),
                options=("replace breather", "no action"),
            ),
            ask(
                "operations",
                label="tap changer operation count",
                grader="numeric",
                kind="number",
                value="1243",
                spoken="one two four three",
                answers=(
                    "The counter reads {spoken}.",
                    "{spoken}.",
                ),
            ),
        ],
        records=(
            {
                "id": "REC-4401",
                "kind": "asset",
                "asset": "440178",
                "substation": "Elm Creek substation",
                "transformer": "T2",
            },
            {
                "id": "REC-4402",
                "kind": "asset",
                "asset": "440187",
                "substation": "Mill Lane substation",
                "transformer": "T1",
            },
        ),
        knowledge_base="utilities",
        kb=("KB-371", "KB-372"),
    )


def playground() -> WorkflowSpec:
    """Government services: a city playground inspection with a partial closure."""
    return workflow(
        id="workbench_inspect_playground",
        archetype="inspection",
        industry="government services",
        story="""Mary Turner, a parks inspector, reports on a playground. The park record gives
        the park and the play area; the minimum surfacing depth and the repair priority of a
        broken swing seat are in the city's play safety rules. She hedges on measurements
        and names the hazards in her own loose words.""",
        goal="You are a parks inspector reporting a playground safety inspection.",
        persona="scottish",
        conversation_type="narrative_intake",
        risk_tier="medium",
        profile="ambiguous",
        knowledge_burden=("local_state", "supplied_evidence", "retrieval"),
        opening=(
            "Hi, Mary Turner from parks. I've been round one of the playgrounds and there are "
            "a few things to write up.",
            "Hello, it's Mary Turner, parks department. I need to file a playground inspection.",
        ),
        form=("T-PLAY", "Playground inspection"),
        title="Playground inspection",
        record_lookup="park_number",
        parts=[
            ask(
                "park_number",
                label="park number",
                grader="exact",
                kind="digits",
                value="912",
                spoken="nine one two",
            ),
            on_record("park", label="park", grader="casefold", pattern=r"park: ([^;\n]+)"),
            on_record(
                "play_area", label="play area", grader="casefold", pattern=r"play area: ([^;\n]+)"
            ),
            ask(
                "inspection_date",
                label="inspection date",
                grader="date",
                kind="date",
                value="2026-04-07",
                spoken="April seventh, twenty twenty-six",
            ),
            ask(
                "surfacing_depth",
                label="surfacing depth in inches",
                grader="numeric",
                kind="number",
                value="9",
                spoken="nine",
                answers=(
                    "Maybe {spoken} inches? It varies a bit.",
                    "Roughly {spoken} inches, I'd say.",
                ),
                tolerance=1,
            ),
            looked_up(
                "surfacing_minimum",
                label="minimum surfacing depth",
                grader="numeric",
                query="minimum wood chip surfacing depth",
                pattern=r"at least (\d+) inches of wood chips",
            ),
            ask(
                "hazards",
                label="hazards found",
                grader="set_f1",
                kind="text",
                value="loose bolt on the slide, broken swing seat",
                spoken="loose bolt on the slide and a broken swing seat",
                threshold=0.5,
            ),
            looked_up(
                "repair_priority",
                label="repair priority",
                grader="enum",
                query="repair priority by hazard",
                pattern=r"An? [a-z ]+? is an? (priority \w+) repair",
                near=("hazards",),
                options=("priority one", "priority two", "priority three"),
            ),
            ask(
                "swings",
                label="number of swings",
                grader="numeric",
                kind="number",
                value="6",
                spoken="six",
                answers=(
                    "I think {spoken} swings.",
                    "{spoken}, if I counted right.",
                ),
            ),
            ask(
                "status",
                label="play area status",
                grader="enum",
                kind="text",
                value="partly closed",
                spoken="partly closed",
                answers=(
                    "I'd call it {spoken}, the swings are taped off.",
                    "Kind of {spoken}, just the swing bay.",
                ),
                options=("partly closed", "open", "closed"),
            ),
            ask(
                "signage",
                label="whether the safety signs are in place",
                grader="enum",
                kind="text",
                value="yes",
                spoken="yes",
                answers=(
                    "{spoken}, mostly. They're a bit faded.",
                    "I suppose {spoken}.",
                ),
                options=YES_NO,
            ),
            ask(
                "inspector",
                label="inspector",
                grader="casefold",
                kind="text",
                value="Mary Turner",
                spoken="Mary Turner",
                reveal="volunteered",
            ),
        ],
        records=(
            {
                "id": "REC-0912",
                "kind": "playground site",
                "number": "912",
                "park": "Cedar Hollow Park",
                "play area": "west play area",
            },
            {
                "id": "REC-0921",
                "kind": "playground site",
                "number": "921",
                "park": "Riverside Green",
                "play area": "toddler area",
            },
        ),
        knowledge_base="government_services",
        kb=("KB-381", "KB-382"),
    )
