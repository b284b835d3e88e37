"""Inspection: goods and transport.

A lot of castings received, a trailer before a trip.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    PASS_FAIL,
    YES_NO,
    ask,
    correction,
    looked_up,
    notify,
    on_record,
    workflow,
)
from duplexworld.worlds.workbench.workflow import WorkflowSpec


def incoming_castings() -> WorkflowSpec:
    """Manufacturing: a receiving inspection that rejects a lot; supplier quality is told."""
    return workflow(
        id="workbench_inspect_incoming_castings",
        archetype="inspection",
        industry="manufacturing",
        story="""James Clark inspects a lot of pump housings at goods-in. The receiving record
        gives the supplier, part and lot size; the sample size for that lot and how many
        defects the sample may hold are in the sampling plan. Three defects exceed it, so the
        lot is rejected and supplier quality is notified once the report is committed.""",
        goal="You are a quality inspector reporting a receiving inspection of castings.",
        persona="deliberate",
        conversation_type="narrative_intake",
        risk_tier="medium",
        profile="expert",
        knowledge_burden=("local_state", "supplied_evidence", "retrieval"),
        opening=(
            "James Clark, quality. I've inspected the housings that came in and need the "
            "receiving report done.",
            "Hi, James Clark at goods-in. Receiving inspection on a casting lot to record.",
        ),
        form=("T-RECEIVING", "Receiving inspection report"),
        title="Receiving inspection: castings",
        record_lookup="receiving_number",
        parts=[
            ask(
                "receiving_number",
                label="receiving number",
                grader="exact",
                kind="digits",
                value="5520913",
                spoken="five five two, zero nine one three",
                answers=(
                    "Receiver {spoken}.",
                    "{spoken}.",
                ),
            ),
            on_record(
                "supplier", label="supplier", grader="casefold", pattern=r"supplier: ([^;\n]+)"
            ),
            on_record("part", label="part", grader="casefold", pattern=r"part: ([^;\n]+)"),
            on_record("lot_size", label="lot size", grader="numeric", pattern=r"lot size: (\d+)"),
            looked_up(
                "sample_size",
                label="sample size",
                grader="numeric",
                query="sampling plans by lot size",
                pattern=r"A lot of \d+ [a-z]+ is sampled at (\d+)",
                near_fields=("lot_size",),
            ),
            looked_up(
                "accept_limit",
                label="defects allowed in the sample",
                grader="numeric",
                query="sampling plans by lot size",
                pattern=r"accepted with at most (\d+) defective",
            ),
            ask(
                "defects",
                label="defective pieces found",
                grader="numeric",
                kind="number",
                value="3",
                spoken="three",
                answers=(
                    "{spoken} rejects.",
                    "{spoken} defective.",
                ),
            ),
            ask(
                "defect_types",
                label="defect types",
                grader="set_exact",
                kind="text",
                value="pitting, cracked flange",
                spoken="pitting and cracked flange",
            ),
            ask(
                "hardness",
                label="hardness reading",
                grader="numeric",
                kind="number",
                value="212",
                spoken="two twelve",
                answers=(
                    "{spoken} Brinell.",
                    "Hardness {spoken}.",
                ),
                tolerance=2,
            ),
            ask(
                "disposition",
                label="disposition",
                grader="enum",
                kind="text",
                value="reject",
                spoken="reject",
                answers=(
                    "{spoken} the lot.",
                    "{spoken}, return to supplier.",
                ),
                options=("accept", "reject", "rework"),
            ),
            ask(
                "inspection_date",
                label="inspection date",
                grader="date",
                kind="date",
                value="2026-02-24",
                spoken="February twenty-fourth, twenty twenty-six",
            ),
            ask(
                "inspector",
                label="inspector",
                grader="casefold",
                kind="text",
                value="James Clark",
                spoken="James Clark",
                reveal="volunteered",
            ),
        ],
        records=(
            {
                "id": "REC-5520",
                "kind": "receipt",
                "receiver": "5520913",
                "supplier": "Keystone Foundry",
                "part": "PH-220 pump housing",
                "lot size": "500",
            },
            {
                "id": "REC-5521",
                "kind": "receipt",
                "receiver": "5520931",
                "supplier": "Delta Metals",
                "part": "BR-14 bracket",
                "lot size": "2000",
            },
        ),
        knowledge_base="manufacturing",
        kb=("KB-311", "KB-312"),
        follow_ups=(notify("supplier quality", "casting lot rejected"),),
    )


def trailer_pretrip() -> WorkflowSpec:
    """Logistics: a driver's pre-trip trailer inspection that finds a light out."""
    return workflow(
        id="workbench_inspect_trailer_pretrip",
        archetype="inspection",
        industry="logistics",
        story="""Richard Brown does the pre-trip inspection of a trailer in the yard. The
        trailer record gives its type and last service date; the minimum tyre tread is in the
        fleet inspection standard. A marker light is out and a mud guard torn, so the trailer
        is not roadworthy until repaired. He is talking to the yard crew between answers and
        corrects the odometer when it is read back.""",
        goal="You are a driver reporting your pre-trip inspection of a trailer.",
        persona="lancashire",
        conversation_type="narrative_intake",
        risk_tier="high",
        profile="distracted",
        knowledge_burden=("local_state", "supplied_evidence", "retrieval"),
        opening=(
            "Hiya, Richard Brown, driver. Doing my pre-trip on a trailer and I need to log it.",
            "Hello, it's Richard Brown. I've done the walk-round on my trailer, want to put "
            "the report in.",
        ),
        form=("T-PRETRIP", "Pre-trip inspection"),
        title="Pre-trip: trailer",
        record_lookup="trailer",
        parts=[
            ask(
                "trailer",
                label="trailer number",
                grader="exact",
                kind="digits",
                value="5341",
                spoken="five three four one",
                answers=(
                    "Trailer {spoken}. Hang on, mate, I'm on the phone. Yeah, {spoken}.",
                    "It's {spoken}.",
                ),
            ),
            on_record(
                "trailer_type", label="trailer type", grader="casefold", pattern=r"type: ([^;\n]+)"
            ),
            on_record(
                "last_service",
                label="last service date",
                grader="date",
                pattern=r"last service: ([\d-]+)",
            ),
            ask(
                "inspection_date",
                label="inspection date",
                grader="date",
                kind="date",
                value="2026-03-06",
                spoken="March sixth, twenty twenty-six",
            ),
            ask(
                "odometer",
                label="tractor odometer",
                grader="numeric",
                kind="number",
                value="184230",
                spoken="one eight four two three zero",
                answers=(
                    "Odometer says {spoken}.",
                    "Let me look. {spoken}.",
                ),
                fix=correction(
                    value="184320",
                    spoken="one eight four three two zero",
                    variants=(
                        "Sorry, the tractor odometer is {spoken}, I read it wrong.",
                        "No, wrong, the odometer should be {spoken}.",
                    ),
                ),
            ),
            ask(
                "tread",
                label="lowest tyre tread depth",
                grader="numeric",
                kind="number",
                value="4",
                spoken="four",
                answers=(
                    "Lowest is {spoken}.",
                    "Erm, {spoken}, on the inside rear.",
                ),
            ),
            looked_up(
                "tread_minimum",
                label="minimum tyre tread",
                grader="numeric",
                query="minimum trailer tyre tread",
                pattern=r"Trailer tyres need at least (\d+)/32 inch of tread",
            ),
            ask(
                "lights",
                label="lights check",
                grader="enum",
                kind="text",
                value="fail",
                spoken="fail",
                answers=(
                    "It's a {spoken} on the lights.",
                    "Hold up. Right, lights {spoken}.",
                ),
                options=PASS_FAIL,
            ),
            ask(
                "defects",
                label="defects found",
                grader="set_f1",
                kind="text",
                value="side marker light out, torn mud guard",
                spoken="side marker light out and a torn mud guard",
                threshold=1.0,
            ),
            ask(
                "air_leak",
                label="whether there is an air leak",
                grader="enum",
                kind="text",
                value="no",
                spoken="no",
                answers=(
                    "{spoken}, brakes hold fine.",
                    "{spoken}, none I can hear.",
                ),
                options=YES_NO,
            ),
            ask(
                "roadworthy",
                label="whether the trailer is roadworthy",
                grader="enum",
                kind="text",
                value="no",
                spoken="no",
                answers=(
                    "{spoken}, not till the light's fixed.",
                    "{spoken}, it needs the light done first.",
                ),
                options=YES_NO,
            ),
            ask(
                "driver",
                label="driver name",
                grader="casefold",
                kind="text",
                value="Richard Brown",
                spoken="Richard Brown",
                reveal="volunteered",
            ),
        ],
        records=(
            {
                "id": "REC-5341",
                "kind": "trailer",
                "trailer": "5341",
                "type": "53 foot dry van",
                "last service": "2026-01-14",
            },
            {
                "id": "REC-5314",
                "kind": "trailer",
                "trailer": "5314",
                "type": "48 foot reefer",
                "last service": "2025-12-02",
            },
        ),
        knowledge_base="logistics_and_aviation",
        kb=("KB-341",),
    )
