"""Workflows where the user dictates what they see or need: form completion and inspection."""

from __future__ import annotations

from duplexworld.worlds.workbench.artifacts import Template
from duplexworld.worlds.workbench.catalog.helpers import (
    YES_NO,
    ask,
    correction,
    fact,
    field,
    looked_up,
    on_record,
    volunteered,
    workflow,
)
from duplexworld.worlds.workbench.workflow import (
    Fill,
    FromKb,
    FromRecord,
    FromUser,
    WorkflowSpec,
)


def freight_pickup() -> WorkflowSpec:
    """Form completion in logistics: a pallet pickup request with a date corrected mid-read."""
    template = Template(
        id="T-PICKUP",
        title="Freight pickup request",
        fields=(
            field("shipper_account", "shipper account number", "exact"),
            field("shipper_name", "shipper name", "casefold"),
            field("pickup_address", "pickup address", "address"),
            field("contact_phone", "contact phone", "phone"),
            field("pickup_date", "pickup date", "date"),
            field("pickup_window", "pickup window", "interval", threshold=0.5),
            field("pallet_count", "number of pallets", "numeric"),
            field("total_weight_kg", "total weight in kilograms", "numeric", tolerance=10),
            field(
                "freight_class",
                "freight class",
                "enum",
                options=("50", "55", "60", "65", "70", "85"),
            ),
            field("liftgate", "liftgate needed", "enum", options=YES_NO),
            field("handling_notes", "handling notes", "semantic"),
        ),
    )
    return WorkflowSpec(
        id="workbench_form_freight_pickup",
        archetype="form_completion",
        industry="logistics",
        story="""Nadia Okafor runs dispatch for a small ceramics maker and phones to book a
        pallet pickup. The account and dock address are on file under the company name; the
        freight class of glazed tableware is on the carrier's rate card; the rest only she
        knows. When the agent reads the pickup date back she cuts in: it is the sixth, not the
        fifth. The form must carry the sixth, and be committed only on her approval.""",
        goal="You need a freight pickup booked for six pallets of tableware this week.",
        persona="calm",
        conversation_type="mid_call_correction",
        risk_tier="medium",
        profile="correction_prone",
        knowledge_burden=("local_state", "retrieval"),
        opening=(
            "Hi, this is Nadia from Harbor Lane Ceramics. I need a truck to collect some "
            "pallets from us this week.",
            "Hello, Nadia calling from Harbor Lane Ceramics. We have pallets ready to go and "
            "need a pickup booked.",
        ),
        template=template,
        artifact_title="Pickup for Harbor Lane Ceramics",
        facts=(
            volunteered("company", "Harbor Lane Ceramics", "company name"),
            fact(
                "phone",
                label="contact phone number",
                kind="digits",
                value="5035550142",
                spoken="five oh three, five five five, zero one four two",
            ),
            fact(
                "pickup_date",
                label="pickup date",
                kind="date",
                value="2026-03-05",
                spoken="Thursday, March fifth, twenty twenty-six",
                correction=correction(
                    value="2026-03-06",
                    spoken="March sixth, twenty twenty-six",
                    variants=(
                        "Sorry, no, the pickup date is {spoken}, not the fifth.",
                        "Wait, the pickup date is wrong, it should be {spoken}.",
                    ),
                ),
            ),
            fact(
                "window",
                label="pickup window",
                kind="text",
                value="09:00-12:00",
                spoken="from nine a.m. to twelve p.m.",
                answers=(
                    "Any time {spoken}.",
                    "The window is {spoken}.",
                ),
            ),
            fact(
                "pallets", label="number of pallets", kind="number", value="6", spoken="six pallets"
            ),
            fact(
                "weight",
                label="total weight",
                kind="number",
                value="1450",
                spoken="fourteen hundred and fifty kilos",
                answers=(
                    "About {spoken}.",
                    "Roughly {spoken} in total.",
                ),
            ),
            fact(
                "liftgate",
                label="need for a liftgate",
                kind="text",
                value="yes",
                spoken="yes",
                answers=(
                    "{spoken}, we do. Our dock plate is broken.",
                    "{spoken}, please, the dock plate is broken.",
                ),
            ),
            fact(
                "notes",
                label="handling notes",
                kind="text",
                value="fragile, keep upright, do not stack",
                spoken="fragile, keep upright, do not stack",
                answers=(
                    "Please put: {spoken}.",
                    "The note is {spoken}.",
                ),
            ),
        ),
        record_lookup="company",
        records=(
            {
                "id": "REC-3107",
                "kind": "shipper",
                "name": "Harbor Lane Ceramics",
                "account": "HL-55821",
                "commodity": "ceramic tableware",
                "address": "1420 North Marine Drive, Portland, OR 97217",
            },
            {
                "id": "REC-3108",
                "kind": "shipper",
                "name": "Harbor Freight Outlet",
                "account": "HF-10277",
                "commodity": "garden tools",
                "address": "88 Commerce Way, Salem, OR 97301",
            },
        ),
        knowledge_base="logistics_and_aviation",
        kb=("KB-11", "KB-12"),
        fills=(
            Fill(field="shipper_account", source=FromRecord(pattern=r"account: ([A-Z]{2}-\d+)")),
            Fill(field="shipper_name", source=FromUser(fact="company")),
            Fill(field="pickup_address", source=FromRecord(pattern=r"address: ([^;\n]+)")),
            Fill(field="contact_phone", source=FromUser(fact="phone")),
            Fill(field="pickup_date", source=FromUser(fact="pickup_date")),
            Fill(field="pickup_window", source=FromUser(fact="window")),
            Fill(field="pallet_count", source=FromUser(fact="pallets")),
            Fill(field="total_weight_kg", source=FromUser(fact="weight")),
            Fill(
                field="freight_class",
                source=FromKb(
                    query="freight class by commodity",
                    pattern=r"[A-Z][a-z ]+? is rated (?:freight )?class (\d+)",
                    near_records=(r"commodity: ([^;\n]+)",),
                ),
            ),
            Fill(field="liftgate", source=FromUser(fact="liftgate")),
            Fill(field="handling_notes", source=FromUser(fact="notes")),
        ),
    )


def move_out_inspection() -> WorkflowSpec:
    """Inspection in property management: a move-out report with a damage charge."""
    return workflow(
        id="workbench_inspect_move_out",
        archetype="inspection",
        industry="property management",
        story="""Grace Obi, a property manager, walks a flat after the tenant moved out and
        dictates what she sees. The unit is found by its number; the charge for the damage she
        names is on the deposit schedule. She gives the meter reading as she reads it and then
        corrects it when the agent reads it back.""",
        goal="You are dictating the move-out inspection of a flat that was just vacated.",
        persona="deliberate",
        conversation_type="narrative_intake",
        risk_tier="medium",
        profile="correction_prone",
        knowledge_burden=("local_state", "supplied_evidence", "retrieval"),
        opening=(
            "Hi, Grace Obi here, I'm at a flat that was just vacated and I need the move-out "
            "report done.",
            "Hello, this is Grace Obi. I'm doing a move-out inspection and want to dictate "
            "the report.",
        ),
        form=("T-MOVEOUT", "Move-out inspection report"),
        title="Move-out inspection",
        record_lookup="unit",
        parts=[
            ask(
                "unit",
                label="unit number",
                grader="exact",
                kind="digits",
                value="412",
                spoken="four one two",
                answers=(
                    "It's unit {spoken}.",
                    "Unit {spoken}.",
                ),
            ),
            on_record(
                "tenant", label="outgoing tenant", grader="casefold", pattern=r"tenant: ([^;\n]+)"
            ),
            on_record("lease_id", label="lease number", grader="exact", pattern=r"lease: (LS-\d+)"),
            ask(
                "inspection_date",
                label="inspection date",
                grader="date",
                kind="date",
                value="2026-03-02",
                spoken="March second, twenty twenty-six",
                answers=(
                    "Today, {spoken}.",
                    "It's {spoken}.",
                ),
                fix=correction(
                    value="2026-03-09",
                    spoken="March ninth, twenty twenty-six",
                    variants=(
                        "Sorry, the inspection date should be {spoken}.",
                        "No, that's wrong, the inspection date is {spoken}.",
                    ),
                ),
            ),
            ask(
                "meter_reading",
                label="electricity meter reading",
                grader="numeric",
                kind="number",
                value="48213",
                spoken="four eight two one three",
                answers=(
                    "It reads {spoken}.",
                    "The meter says {spoken}.",
                ),
                fix=correction(
                    value="48231",
                    spoken="four eight two three one",
                    variants=(
                        "Sorry, the meter reading is {spoken}, I misread it.",
                        "Wait, the meter reading should be {spoken}.",
                    ),
                ),
            ),
            ask(
                "keys_returned",
                label="number of keys returned",
                grader="numeric",
                kind="number",
                value="3",
                spoken="three",
                answers=(
                    "{spoken} keys.",
                    "They returned {spoken}.",
                ),
            ),
            ask(
                "damage",
                label="damage found",
                grader="set_f1",
                kind="text",
                value="broken blind, stained carpet",
                spoken="a broken blind and a stained carpet",
                answers=(
                    "There's {spoken}.",
                    "I found {spoken}.",
                ),
                threshold=1.0,
            ),
            looked_up(
                "blind_charge",
                label="charge for the broken blind",
                grader="numeric",
                query="deposit deduction broken blind",
                pattern=r"broken blind is charged (\d+)",
            ),
            ask(
                "cleaning",
                label="cleaning result",
                grader="enum",
                kind="text",
                value="failed",
                spoken="failed",
                answers=(
                    "The cleaning {spoken}, the oven is filthy.",
                    "Cleaning {spoken}.",
                ),
                options=("passed", "failed"),
            ),
            ask(
                "smoke_alarm",
                label="whether the smoke alarm works",
                grader="enum",
                kind="text",
                value="yes",
                spoken="yes",
                answers=(
                    "{spoken}, it beeps when tested.",
                    "{spoken}, I tested it.",
                ),
                options=YES_NO,
            ),
            ask(
                "photos",
                label="number of photos taken",
                grader="numeric",
                kind="number",
                value="24",
                spoken="twenty-four",
                answers=(
                    "I took {spoken}.",
                    "{spoken} photos.",
                ),
            ),
        ],
        records=(
            {
                "id": "REC-0402",
                "kind": "unit",
                "unit": "412",
                "tenant": "Leo Marsh",
                "lease": "LS-7710",
            },
            {
                "id": "REC-0403",
                "kind": "unit",
                "unit": "413",
                "tenant": "Ada Fenn",
                "lease": "LS-7714",
            },
        ),
        knowledge_base="property_and_construction",
        kb=("KB-31",),
    )


WORKFLOWS = (
    freight_pickup,
    move_out_inspection,
)
"""The builders of this module, in order."""
