"""Coordination: works on site and in the plant.

A slab pour, a planned outage, a press rebuild.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    YES_NO,
    ask,
    correction,
    looked_up,
    notify,
    on_record,
    schedule,
    volunteered,
    workflow,
)
from duplexworld.worlds.workbench.workflow import WorkflowSpec


def concrete_pour() -> WorkflowSpec:
    """Coordination in construction: a slab pour with pump, supplier and inspection lined up."""
    return workflow(
        id="workbench_coordinate_concrete_pour",
        archetype="coordination",
        industry="construction",
        story="""Mark Butler, a site manager on a noisy site, books a slab pour. The project
        name and site address are on the project record; which pump a pour of that size needs
        and which agency inspects structural pours are in the contractor's pour procedure. He
        keeps breaking off, and he misreads the volume off his sheet: when it is read back he
        cuts in with the right one. The concrete supplier is told once it is committed.""",
        goal="You are booking the concrete pour for a floor slab on your site.",
        persona="hurried",
        conversation_type="mid_call_correction",
        risk_tier="medium",
        profile="distracted",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Yeah, hi, Mark Butler on the Harlow Street job. I need to line up a concrete "
            "pour, it's mad here so bear with me.",
            "Hello, it's Mark Butler, site manager. We're ready to pour a slab and I need it "
            "all booked.",
        ),
        form=("T-POUR", "Concrete pour coordination"),
        title="Level two slab pour",
        record_lookup="project_number",
        facts=(volunteered("manager", "Mark Butler", "your name"),),
        parts=[
            ask(
                "project_number",
                label="project number",
                grader="exact",
                kind="digits",
                value="5528140",
                spoken="five five two, eight one four zero",
                answers=(
                    "Bear with me, it's loud here. It's {spoken}.",
                    "Right, {spoken}.",
                ),
            ),
            on_record(
                "project", label="project name", grader="casefold", pattern=r"title: ([^;\n]+)"
            ),
            on_record(
                "site_address",
                label="site address",
                grader="address",
                pattern=r"address: ([^;\n]+)",
            ),
            ask(
                "pour_date",
                label="pour date",
                grader="date",
                kind="date",
                value="2026-04-21",
                spoken="Tuesday, April twenty-first, twenty twenty-six",
                answers=(
                    "One second, a truck's reversing. {spoken}.",
                    "We're pouring {spoken}.",
                ),
            ),
            ask(
                "volume",
                label="concrete volume in cubic yards",
                grader="numeric",
                kind="number",
                value="85",
                spoken="eighty-five cubic yards",
                answers=(
                    "Let me look at the sheet. {spoken}.",
                    "It's {spoken}.",
                ),
                fix=correction(
                    value="95",
                    spoken="ninety-five cubic yards",
                    variants=(
                        "Sorry, the concrete volume is {spoken}, I read the wrong line.",
                        "No, my mistake, the concrete volume should be {spoken}.",
                    ),
                ),
            ),
            ask(
                "mix",
                label="concrete mix",
                grader="enum",
                kind="text",
                value="high early",
                spoken="high early",
                answers=(
                    "The {spoken} mix.",
                    "We need the {spoken}.",
                ),
                options=("standard", "high early", "fibre reinforced"),
            ),
            looked_up(
                "pump",
                label="pump",
                grader="enum",
                query="pump by pour size",
                pattern=r"Pours (?:under \d+|of \d+ to \d+) cubic yards use the (\d+-metre boom)",
                near=("volume",),
                options=("28-metre boom", "42-metre boom", "line pump"),
            ),
            ask(
                "arrival_window",
                label="pump arrival window",
                grader="interval",
                kind="text",
                value="06:30-07:30",
                spoken="from six thirty a.m. to seven thirty a.m.",
                answers=(
                    "{spoken}.",
                    "Have it on site {spoken}.",
                ),
                threshold=0.5,
            ),
            looked_up(
                "inspection_agency",
                label="special inspection agency",
                grader="enum",
                query="special inspection agency for structural pours",
                pattern=r"Structural pours are inspected by ([A-Z][a-z]+ [A-Z][a-z]+)",
                options=("Cascade Testing", "Summit Labs", "Pinnacle Quality"),
            ),
            ask(
                "finishers",
                label="number of finishers",
                grader="numeric",
                kind="number",
                value="6",
                spoken="six finishers",
                answers=(
                    "Hang on. {spoken}.",
                    "I've got {spoken}.",
                ),
            ),
            ask(
                "gate_notes",
                label="directions for the drivers",
                grader="semantic",
                kind="text",
                value="enter through the north gate on Pine Street",
                spoken="enter through the north gate on Pine Street",
                answers=(
                    "{spoken}.",
                    "Please put {spoken}.",
                ),
            ),
            ask(
                "site_phone",
                label="site phone number",
                grader="phone",
                kind="digits",
                value="2535550173",
                spoken="two five three, five five five, zero one seven three",
            ),
        ],
        records=(
            {
                "id": "REC-5528",
                "kind": "project",
                "number": "5528140",
                "title": "Harlow Street Clinic",
                "address": "410 Harlow Street, Tacoma, WA 98402",
            },
        ),
        knowledge_base="property_and_construction",
        kb=("KB-3301", "KB-3302"),
        follow_ups=(notify("concrete supplier", "pour confirmed"),),
    )


def planned_outage() -> WorkflowSpec:
    """Coordination in utilities: a planned power outage at a plant for transformer works."""
    return workflow(
        id="workbench_coordinate_planned_outage",
        archetype="coordination",
        industry="utilities",
        story="""Ravi Gupta, the facilities engineer of a bottling plant, agrees a planned
        outage with the utility so its transformer can be serviced. The customer, service
        address and feeder are on the account record; the crew for that feeder and the notice
        industrial accounts need are in the outage rules. He speaks in short, exact answers.
        The control room is told only on his separate approval.""",
        goal="You are arranging a planned power outage at your plant for transformer work.",
        persona="deliberate",
        conversation_type="single_intent",
        risk_tier="high",
        profile="expert",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        approval=("commit", "notify"),
        opening=(
            "Ravi Gupta, facilities at Clearwater Bottling. I need a planned outage for "
            "transformer maintenance.",
            "Good morning, Ravi Gupta, plant engineer at Clearwater Bottling. We need to book a "
            "planned outage.",
        ),
        form=("T-OUTAGE", "Planned outage coordination"),
        title="Transformer maintenance outage",
        record_lookup="account_number",
        facts=(volunteered("engineer", "Ravi Gupta", "your name"),),
        parts=[
            ask(
                "account_number",
                label="account number",
                grader="exact",
                kind="digits",
                value="90271534",
                spoken="nine zero two seven, one five three four",
                answers=(
                    "{spoken}.",
                    "Account {spoken}.",
                ),
            ),
            on_record(
                "customer", label="customer", grader="casefold", pattern=r"customer: ([^;\n]+)"
            ),
            on_record(
                "service_address",
                label="service address",
                grader="address",
                pattern=r"address: ([^;\n]+)",
            ),
            on_record("feeder", label="feeder", grader="exact", pattern=r"feeder: (F-\d+)"),
            ask(
                "outage_date",
                label="outage date",
                grader="date",
                kind="date",
                value="2026-06-06",
                spoken="Saturday, June sixth, twenty twenty-six",
                answers=(
                    "{spoken}.",
                    "{spoken}, we're shut that weekend.",
                ),
            ),
            ask(
                "outage_window",
                label="outage window",
                grader="interval",
                kind="text",
                value="01:00-05:00",
                spoken="from one a.m. to five a.m.",
                answers=(
                    "{spoken}.",
                    "Four hours, {spoken}.",
                ),
                threshold=0.5,
            ),
            looked_up(
                "crew",
                label="line crew",
                grader="enum",
                query="line crew by feeder number",
                pattern=r"Feeders \d+ to \d+ are worked by (Crew [A-Z][a-z]+)",
                near_records=(r"feeder: F-(\d+)",),
                options=("Crew Alpha", "Crew Delta", "Crew Sierra"),
            ),
            looked_up(
                "notice_days",
                label="days of written notice",
                grader="numeric",
                query="notice for a planned outage on an industrial account",
                pattern=r"industrial accounts need (\d+) days",
            ),
            ask(
                "generator",
                label="backup generator on site",
                grader="enum",
                kind="text",
                value="yes",
                spoken="yes",
                answers=(
                    "{spoken}, a five hundred kVA unit.",
                    "{spoken}, we'll run on it.",
                ),
                options=YES_NO,
            ),
            ask(
                "critical_loads",
                label="critical loads to keep powered",
                grader="set_exact",
                kind="text",
                value="refrigeration, fire pumps",
                spoken="refrigeration and fire pumps",
                answers=(
                    "{spoken}.",
                    "Only {spoken}.",
                ),
            ),
            ask(
                "lockout_contact",
                label="lockout contact",
                grader="casefold",
                kind="name",
                value="Astrid Nielsen",
                spoken="Astrid Nielsen",
                answers=(
                    "{spoken}, our electrical lead.",
                    "{spoken}.",
                ),
            ),
            ask(
                "contact_phone",
                label="your phone number",
                grader="phone",
                kind="digits",
                value="5035550147",
                spoken="five zero three, five five five, zero one four seven",
            ),
        ],
        records=(
            {
                "id": "REC-9027",
                "kind": "account",
                "account": "90271534",
                "customer": "Clearwater Bottling",
                "address": "1800 Riverfront Road, Salem, OR 97301",
                "feeder": "F-214",
            },
            {
                "id": "REC-9028",
                "kind": "account",
                "account": "90271543",
                "customer": "Salem Cold Storage",
                "address": "44 Mill Street, Salem, OR 97301",
                "feeder": "F-108",
            },
        ),
        knowledge_base="utilities",
        kb=("KB-3701", "KB-3702"),
        follow_ups=(notify("control room", "planned outage booked"),),
    )


def press_rebuild() -> WorkflowSpec:
    """Coordination in manufacturing: a press shutdown with the maker's service engineer."""
    return workflow(
        id="workbench_coordinate_press_rebuild",
        archetype="coordination",
        industry="manufacturing",
        story="""Ursula Becker, a maintenance planner, coordinates the rebuild of an injection
        moulding press with the maker's service desk. The press model, line and plant address
        are on the asset record; which engineer covers that model and which parts the rebuild
        kit holds are in the service manual. She approves the sheet, then withdraws the
        approval: production moved the shutdown start. Only the new date may be committed, and
        the shutdown goes in the calendar only on her separate approval.""",
        goal="You are arranging the rebuild of a moulding press with the machine maker.",
        persona="midlands",
        conversation_type="mid_call_correction",
        risk_tier="high",
        profile="correction_prone",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        approval=("commit", "schedule"),
        opening=(
            "Hello, Ursula Becker, maintenance planning at Corbett Plastics. We need your "
            "engineer in for a press rebuild.",
            "Hi, it's Ursula Becker from Corbett Plastics. I'm booking the rebuild on one of our "
            "presses.",
        ),
        form=("T-REBUILD", "Press rebuild coordination"),
        title="Press rebuild at Corbett Plastics",
        record_lookup="asset_tag",
        facts=(volunteered("planner", "Ursula Becker", "your name"),),
        parts=[
            ask(
                "asset_tag",
                label="asset tag",
                grader="exact",
                kind="digits",
                value="40718",
                spoken="four zero seven one eight",
                answers=(
                    "It's {spoken}.",
                    "The tag says {spoken}.",
                ),
            ),
            on_record("model", label="press model", grader="casefold", pattern=r"model: ([^;\n]+)"),
            on_record(
                "line", label="production line", grader="casefold", pattern=r"line: ([^;\n]+)"
            ),
            on_record(
                "plant_address",
                label="plant address",
                grader="address",
                pattern=r"address: ([^;\n]+)",
            ),
            ask(
                "shutdown_start",
                label="shutdown start date",
                grader="date",
                kind="date",
                value="2026-05-26",
                spoken="Tuesday, May twenty-sixth, twenty twenty-six",
                answers=(
                    "{spoken}.",
                    "We stop the press {spoken}.",
                ),
                fix=correction(
                    value="2026-06-02",
                    spoken="Tuesday, June second, twenty twenty-six",
                    variants=(
                        "Sorry, production has moved it, the shutdown start date is {spoken}.",
                        "I've just been told the shutdown start date should be {spoken}.",
                    ),
                    mode="with_revocation",
                ),
            ),
            ask(
                "shutdown_days",
                label="days the press is down",
                grader="numeric",
                kind="number",
                value="3",
                spoken="three days",
                answers=(
                    "{spoken}.",
                    "We can spare {spoken}.",
                ),
            ),
            looked_up(
                "engineer",
                label="service engineer",
                grader="enum",
                query="service engineers by press model",
                pattern=r"[A-Z][a-z]+ \d+ presses are serviced by ([A-Z][a-z]+ [A-Z][a-z]+)",
                near_fields=("model",),
                options=("Piotr Zielinski", "Anna Kovacs", "Marc Dubois"),
            ),
            looked_up(
                "parts",
                label="parts in the rebuild kit",
                grader="set_exact",
                query="rebuild kits by press model",
                pattern=r"[A-Z][a-z]+ \d+ (?:rebuild )?kit holds ([^.]+)\.",
                near_fields=("model",),
            ),
            ask(
                "shift",
                label="shift for the work",
                grader="enum",
                kind="text",
                value="day shift",
                spoken="day shift",
                answers=(
                    "The {spoken}.",
                    "On {spoken}, please.",
                ),
                options=("day shift", "night shift"),
            ),
            ask(
                "purchase_order",
                label="purchase order number",
                grader="exact",
                kind="digits",
                value="4500218",
                spoken="four five zero, zero two one eight",
                answers=(
                    "The PO is {spoken}.",
                    "{spoken}.",
                ),
            ),
            ask(
                "planner_phone",
                label="your phone number",
                grader="phone",
                kind="digits",
                value="6165550137",
                spoken="six one six, five five five, zero one three seven",
            ),
        ],
        records=(
            {
                "id": "REC-4071",
                "kind": "asset",
                "tag": "40718",
                "model": "Kestrel 450",
                "line": "Line 3",
                "address": "75 Foundry Road, Grand Rapids, MI 49503",
            },
            {
                "id": "REC-4072",
                "kind": "asset",
                "tag": "40781",
                "model": "Kestrel 220",
                "line": "Line 1",
                "address": "75 Foundry Road, Grand Rapids, MI 49503",
            },
        ),
        knowledge_base="manufacturing",
        kb=("KB-31001", "KB-31002"),
        follow_ups=(schedule("shutdown_start", "press rebuild"),),
    )
