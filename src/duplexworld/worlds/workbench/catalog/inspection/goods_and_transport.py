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
                "receiving number",
                "exact",
                "digits",
                "5520913",
                "five five two, zero nine one three",
                "Receiver {spoken}.",
                "{spoken}.",
            ),
            on_record("supplier", "supplier", "casefold", r"supplier: ([^;\n]+)"),
            on_record("part", "part", "casefold", r"part: ([^;\n]+)"),
            on_record("lot_size", "lot size", "numeric", r"lot size: (\d+)"),
            looked_up(
                "sample_size",
                "sample size",
                "numeric",
                "sampling plans by lot size",
                r"A lot of \d+ [a-z]+ is sampled at (\d+)",
                near_fields=("lot_size",),
            ),
            looked_up(
                "accept_limit",
                "defects allowed in the sample",
                "numeric",
                "sampling plans by lot size",
                r"accepted with at most (\d+) defective",
            ),
            ask(
                "defects",
                "defective pieces found",
                "numeric",
                "number",
                "3",
                "three",
                "{spoken} rejects.",
                "{spoken} defective.",
            ),
            ask(
                "defect_types",
                "defect types",
                "set_exact",
                "text",
                "pitting, cracked flange",
                "pitting and cracked flange",
            ),
            ask(
                "hardness",
                "hardness reading",
                "numeric",
                "number",
                "212",
                "two twelve",
                "{spoken} Brinell.",
                "Hardness {spoken}.",
                tolerance=2,
            ),
            ask(
                "disposition",
                "disposition",
                "enum",
                "text",
                "reject",
                "reject",
                "{spoken} the lot.",
                "{spoken}, return to supplier.",
                options=("accept", "reject", "rework"),
            ),
            ask(
                "inspection_date",
                "inspection date",
                "date",
                "date",
                "2026-02-24",
                "February twenty-fourth, twenty twenty-six",
            ),
            ask(
                "inspector",
                "inspector",
                "casefold",
                "text",
                "James Clark",
                "James Clark",
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
                "trailer number",
                "exact",
                "digits",
                "5341",
                "five three four one",
                "Trailer {spoken}. Hang on, mate, I'm on the phone. Yeah, {spoken}.",
                "It's {spoken}.",
            ),
            on_record("trailer_type", "trailer type", "casefold", r"type: ([^;\n]+)"),
            on_record("last_service", "last service date", "date", r"last service: ([\d-]+)"),
            ask(
                "inspection_date",
                "inspection date",
                "date",
                "date",
                "2026-03-06",
                "March sixth, twenty twenty-six",
            ),
            ask(
                "odometer",
                "tractor odometer",
                "numeric",
                "number",
                "184230",
                "one eight four two three zero",
                "Odometer says {spoken}.",
                "Let me look. {spoken}.",
                fix=correction(
                    "184320",
                    "one eight four three two zero",
                    "Sorry, the tractor odometer is {spoken}, I read it wrong.",
                    "No, wrong, the odometer should be {spoken}.",
                ),
            ),
            ask(
                "tread",
                "lowest tyre tread depth",
                "numeric",
                "number",
                "4",
                "four",
                "Lowest is {spoken}.",
                "Erm, {spoken}, on the inside rear.",
            ),
            looked_up(
                "tread_minimum",
                "minimum tyre tread",
                "numeric",
                "minimum trailer tyre tread",
                r"Trailer tyres need at least (\d+)/32 inch of tread",
            ),
            ask(
                "lights",
                "lights check",
                "enum",
                "text",
                "fail",
                "fail",
                "It's a {spoken} on the lights.",
                "Hold up. Right, lights {spoken}.",
                options=PASS_FAIL,
            ),
            ask(
                "defects",
                "defects found",
                "set_f1",
                "text",
                "side marker light out, torn mud guard",
                "side marker light out and a torn mud guard",
                threshold=1.0,
            ),
            ask(
                "air_leak",
                "whether there is an air leak",
                "enum",
                "text",
                "no",
                "no",
                "{spoken}, brakes hold fine.",
                "{spoken}, none I can hear.",
                options=YES_NO,
            ),
            ask(
                "roadworthy",
                "whether the trailer is roadworthy",
                "enum",
                "text",
                "no",
                "no",
                "{spoken}, not till the light's fixed.",
                "{spoken}, it needs the light done first.",
                options=YES_NO,
            ),
            ask(
                "driver",
                "driver name",
                "casefold",
                "text",
                "Richard Brown",
                "Richard Brown",
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
