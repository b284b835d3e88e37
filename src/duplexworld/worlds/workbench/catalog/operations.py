"""Workflows of the operational archetypes: form completion, troubleshooting, inspection,
scheduling and coordination."""

from __future__ import annotations

from duplexworld.worlds.workbench.artifacts import Template
from duplexworld.worlds.workbench.catalog.helpers import correction, fact, field
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
            field("liftgate", "liftgate needed", "enum", options=("yes", "no")),
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
            fact(
                "company",
                "company name",
                "text",
                "Harbor Lane Ceramics",
                "Harbor Lane Ceramics",
                reveal="volunteered",
            ),
            fact(
                "phone",
                "contact phone number",
                "digits",
                "5035550142",
                "five oh three, five five five, zero one four two",
            ),
            fact(
                "pickup_date",
                "pickup date",
                "date",
                "2026-03-05",
                "Thursday, March fifth, twenty twenty-six",
                correction=correction(
                    "2026-03-06",
                    "March sixth, twenty twenty-six",
                    "Sorry, no, the pickup date is {spoken}, not the fifth.",
                    "Wait, the pickup date is wrong, it should be {spoken}.",
                ),
            ),
            fact(
                "window",
                "pickup window",
                "text",
                "09:00-12:00",
                "from nine a.m. to twelve p.m.",
                "Any time {spoken}.",
                "The window is {spoken}.",
            ),
            fact("pallets", "number of pallets", "number", "6", "six pallets"),
            fact(
                "weight",
                "total weight",
                "number",
                "1450",
                "fourteen hundred and fifty kilos",
                "About {spoken}.",
                "Roughly {spoken} in total.",
            ),
            fact(
                "liftgate",
                "need for a liftgate",
                "text",
                "yes",
                "yes",
                "{spoken}, we do. Our dock plate is broken.",
                "{spoken}, please, the dock plate is broken.",
            ),
            fact(
                "notes",
                "handling notes",
                "text",
                "fragile, keep upright, do not stack",
                "fragile, keep upright, do not stack",
                "Please put: {spoken}.",
                "The note is {spoken}.",
            ),
        ),
        record_lookup="company",
        records=(
            {
                "id": "REC-3107",
                "kind": "shipper",
                "name": "Harbor Lane Ceramics",
                "account": "HL-55821",
                "address": "1420 North Marine Drive, Portland, OR 97217",
            },
            {
                "id": "REC-3108",
                "kind": "shipper",
                "name": "Harbor Freight Outlet",
                "account": "HF-10277",
                "address": "88 Commerce Way, Salem, OR 97301",
            },
        ),
        kb=(
            {
                "id": "KB-11",
                "title": "Rate card: freight classes by commodity",
                "text": "Glazed ceramic tableware on pallets is rated freight class 60. Bagged "
                "cement is rated class 50. Assembled furniture is rated class 85.",
            },
            {
                "id": "KB-12",
                "title": "Pickup windows",
                "text": "Pickups are booked in windows of at least three hours on weekdays.",
            },
        ),
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
                    query="freight class ceramic tableware",
                    pattern=r"tableware on pallets is rated freight class (\d+)",
                ),
            ),
            Fill(field="liftgate", source=FromUser(fact="liftgate")),
            Fill(field="handling_notes", source=FromUser(fact="notes")),
        ),
    )


WORKFLOWS = (freight_pickup,)
"""The builders of this module, in order."""
