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
from duplexworld.worlds.workbench.workflow import WorkflowSpec


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
        form=("T-RACK", "Data room inspection"),
        title="Rack inspection",
        record_lookup="asset_tag",
        parts=[
            ask(
                "asset_tag",
                "rack asset tag",
                "exact",
                "digits",
                "770315",
                "seven seven zero, three one five",
                "One moment, reading the label. It's {spoken}.",
                "{spoken}.",
            ),
            on_record("site", "site", "casefold", r"site: ([^;\n]+)"),
            on_record("rack", "rack", "exact", r"rack: (R-\d+)"),
            ask(
                "inspection_date",
                "inspection date",
                "date",
                "date",
                "2026-03-09",
                "March ninth, twenty twenty-six",
            ),
            ask(
                "inlet_temp",
                "inlet temperature",
                "numeric",
                "number",
                "24",
                "twenty-four",
                "Inlet is {spoken} degrees.",
                "Hm, it says {spoken} degrees.",
            ),
            looked_up(
                "inlet_max",
                "highest allowed inlet temperature",
                "numeric",
                "inlet temperature limits",
                r"inlet temperature between \d+ and (\d+) degrees",
            ),
            ask(
                "humidity",
                "relative humidity in percent",
                "numeric",
                "number",
                "45",
                "forty-five",
                "{spoken} percent.",
                "Humidity, let me see, {spoken} percent.",
            ),
            ask(
                "battery_age",
                "UPS battery age in years",
                "numeric",
                "number",
                "5",
                "five",
                "The battery is {spoken} years old.",
                "{spoken} years, going by the sticker.",
            ),
            looked_up(
                "battery_life",
                "UPS battery life in years",
                "numeric",
                "UPS battery replacement age",
                r"UPS batteries are replaced after (\d+) years",
            ),
            ask(
                "battery_action",
                "battery action",
                "enum",
                "text",
                "replace",
                "replace",
                "{spoken} it.",
                "We'll {spoken} the battery.",
                options=("replace", "keep"),
            ),
            ask(
                "issues",
                "issues found",
                "set_f1",
                "text",
                "unlabelled patch cables, blocked vent panel",
                "unlabelled patch cables and a blocked vent panel",
                threshold=0.5,
            ),
            ask(
                "suppression",
                "fire suppression status",
                "enum",
                "text",
                "armed",
                "armed",
                "It's {spoken}, green light.",
                "One sec. It's {spoken}.",
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
        kb=(
            {
                "id": "KB-351",
                "title": "Data room standard: environment",
                "text": "Keep the inlet temperature between 18 and 27 degrees Celsius and the "
                "relative humidity between 20 and 80 percent.",
            },
            {
                "id": "KB-352",
                "title": "Data room standard: power",
                "text": "UPS batteries are replaced after 4 years or at the first failed "
                "self-test.",
            },
        ),
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
                "asset number",
                "exact",
                "digits",
                "440178",
                "four four zero, one seven eight",
            ),
            on_record("substation", "substation", "casefold", r"substation: ([^;\n]+)"),
            on_record("transformer", "transformer", "exact", r"transformer: (T\d)"),
            ask(
                "inspection_date",
                "inspection date",
                "date",
                "date",
                "2026-03-10",
                "March tenth, twenty twenty-six",
            ),
            ask(
                "oil_temp",
                "oil temperature",
                "numeric",
                "number",
                "72",
                "seventy-two",
                "Oil is at {spoken} degrees.",
                "{spoken} degrees on the gauge.",
            ),
            looked_up(
                "oil_alarm",
                "oil temperature alarm",
                "numeric",
                "transformer oil temperature alarm",
                r"oil temperature alarm is set at (\d+) degrees",
            ),
            ask(
                "load",
                "load in percent",
                "numeric",
                "number",
                "81",
                "eighty-one",
                "The load is {spoken} percent.",
                "{spoken} percent load.",
                fix=correction(
                    "86",
                    "eighty-six",
                    "Wait, stop, the load is {spoken} percent, I read the wrong panel.",
                    "Hold on, don't commit that, the load in percent is {spoken}.",
                    mode="with_revocation",
                ),
            ),
            ask(
                "oil_level",
                "oil level",
                "enum",
                "text",
                "low",
                "low",
                "It's {spoken}, just under the mark.",
                "Oil level {spoken}.",
                options=("normal", "low", "high"),
            ),
            looked_up(
                "priority",
                "work order priority",
                "enum",
                "transformer oil work order priority",
                r"\b[Aa]n? [a-z ]+? is (?:a )?(priority \w+)",
                near=("oil_level",),
                options=("priority one", "priority two", "priority three"),
            ),
            ask(
                "silica_gel",
                "breather silica gel colour",
                "enum",
                "text",
                "pink",
                "pink",
                "It's gone {spoken}.",
                "The gel is {spoken}.",
                options=("blue", "pink"),
            ),
            looked_up(
                "breather_action",
                "breather action",
                "enum",
                "silica gel breather colours",
                r"\w+ silica gel means: ([a-z]+ [a-z]+)",
                near=("silica_gel",),
                options=("replace breather", "no action"),
            ),
            ask(
                "operations",
                "tap changer operation count",
                "numeric",
                "number",
                "1243",
                "one two four three",
                "The counter reads {spoken}.",
                "{spoken}.",
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
        kb=(
            {
                "id": "KB-371",
                "title": "Maintenance manual: transformer oil",
                "text": "The oil temperature alarm is set at 95 degrees Celsius. A low oil level "
                "is a priority two work order; an oil leak is priority one.",
            },
            {
                "id": "KB-372",
                "title": "Maintenance manual: breathers",
                "text": "Blue silica gel is dry. Pink silica gel means: replace breather within "
                "the month.",
            },
        ),
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
            ask("park_number", "park number", "exact", "digits", "912", "nine one two"),
            on_record("park", "park", "casefold", r"park: ([^;\n]+)"),
            on_record("play_area", "play area", "casefold", r"play area: ([^;\n]+)"),
            ask(
                "inspection_date",
                "inspection date",
                "date",
                "date",
                "2026-04-07",
                "April seventh, twenty twenty-six",
            ),
            ask(
                "surfacing_depth",
                "surfacing depth in inches",
                "numeric",
                "number",
                "9",
                "nine",
                "Maybe {spoken} inches? It varies a bit.",
                "Roughly {spoken} inches, I'd say.",
                tolerance=1,
            ),
            looked_up(
                "surfacing_minimum",
                "minimum surfacing depth",
                "numeric",
                "minimum wood chip surfacing depth",
                r"at least (\d+) inches of wood chips",
            ),
            ask(
                "hazards",
                "hazards found",
                "set_f1",
                "text",
                "loose bolt on the slide, broken swing seat",
                "loose bolt on the slide and a broken swing seat",
                threshold=0.5,
            ),
            looked_up(
                "repair_priority",
                "repair priority",
                "enum",
                "repair priority by hazard",
                r"An? [a-z ]+? is an? (priority \w+) repair",
                near=("hazards",),
                options=("priority one", "priority two", "priority three"),
            ),
            ask(
                "swings",
                "number of swings",
                "numeric",
                "number",
                "6",
                "six",
                "I think {spoken} swings.",
                "{spoken}, if I counted right.",
            ),
            ask(
                "status",
                "play area status",
                "enum",
                "text",
                "partly closed",
                "partly closed",
                "I'd call it {spoken}, the swings are taped off.",
                "Kind of {spoken}, just the swing bay.",
                options=("partly closed", "open", "closed"),
            ),
            ask(
                "signage",
                "whether the safety signs are in place",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, mostly. They're a bit faded.",
                "I suppose {spoken}.",
                options=YES_NO,
            ),
            ask(
                "inspector",
                "inspector",
                "casefold",
                "text",
                "Mary Turner",
                "Mary Turner",
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
        kb=(
            {
                "id": "KB-381",
                "title": "Play safety rules: surfacing",
                "text": "Under equipment over six feet high the surface needs at least 12 inches "
                "of wood chips.",
            },
            {
                "id": "KB-382",
                "title": "Play safety rules: repairs",
                "text": "A broken swing seat is a priority one repair and the swing is taken out "
                "of use. A loose bolt is a priority two repair.",
            },
        ),
    )
