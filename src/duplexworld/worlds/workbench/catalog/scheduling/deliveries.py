"""Scheduling: deliveries and set-ups.

A furniture delivery, a laptop rollout.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    YES_NO,
    ask,
    computed,
    correction,
    looked_up,
    on_record,
    schedule,
    volunteered,
    workflow,
)
from duplexworld.worlds.workbench.catalog.scheduling.dates import with_year
from duplexworld.worlds.workbench.workflow import WorkflowSpec


def furniture_delivery() -> WorkflowSpec:
    """Scheduling in retail: a furniture delivery slot, approved and then withdrawn."""
    return workflow(
        id="workbench_schedule_furniture_delivery",
        archetype="scheduling",
        industry="retail",
        story="""Naomi Feldman books the delivery of a sofa and a coffee table she bought. The
        items and the delivery address are on the order record; the delivery fee and the size
        of the crew for a sectional sofa are in the store's delivery terms. She approves the
        booking, then withdraws it at once: she will be away that day and gives another date.
        Only the new date may be committed, and it goes in the calendar only on her separate
        approval.""",
        goal="You want your new furniture delivered.",
        persona="deliberate",
        conversation_type="mid_call_correction",
        risk_tier="medium",
        profile="correction_prone",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        approval=("commit", "schedule"),
        opening=(
            "Hi, I'm Naomi Feldman. I bought a sofa and a coffee table last week and I need to "
            "book the delivery.",
            "Hello, Naomi Feldman here, calling to arrange delivery of my furniture order.",
        ),
        form=("T-DELIVERY", "Delivery booking"),
        title="Furniture delivery for Naomi Feldman",
        record_lookup="order_number",
        facts=(volunteered("customer", "Naomi Feldman", "your name"),),
        parts=[
            ask(
                "order_number",
                "order number",
                "exact",
                "digits",
                "3047719",
                "three zero four, seven seven one nine",
                "It's {spoken}.",
                "The order number is {spoken}.",
            ),
            on_record("items", "items", "set_exact", r"items: ([^;\n]+)"),
            on_record("delivery_address", "delivery address", "address", r"address: ([^;\n]+)"),
            ask(
                "delivery_date",
                "delivery date",
                "date",
                "date",
                "2026-06-11",
                with_year("Thursday, June eleventh"),
                "{spoken}.",
                "{spoken} would be good.",
                fix=correction(
                    "2026-06-17",
                    with_year("Wednesday, June seventeenth"),
                    "Sorry, I'm away then, the delivery date should be {spoken}.",
                    "Wait, I've got that wrong, make the delivery date {spoken}.",
                    mode="with_revocation",
                ),
            ),
            ask(
                "slot",
                "delivery slot",
                "interval",
                "text",
                "13:00-17:00",
                "from one p.m. to five p.m.",
                "{spoken}.",
                "Any time {spoken}.",
                threshold=0.5,
            ),
            ask(
                "floor",
                "floor number",
                "numeric",
                "number",
                "3",
                "three",
                "It's {spoken}.",
                "{spoken}.",
            ),
            ask(
                "elevator",
                "whether there is a lift",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, a big goods lift.",
                "{spoken}, it takes a sofa.",
                options=YES_NO,
            ),
            ask(
                "assembly",
                "assembly",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, please put the table together.",
                "{spoken}, assembly please.",
                options=YES_NO,
            ),
            looked_up(
                "delivery_fee",
                "delivery fee",
                "numeric",
                "fee for delivery with assembly",
                r"with assembly costs (\d+) dollars",
            ),
            looked_up(
                "crew_size",
                "crew size",
                "numeric",
                "crew size by item",
                r"[A-Z][a-z]+ [a-z]+(?: over \w+ \w+)? (?:are carried by|need) a crew of (\d+)",
                near_fields=("items",),
            ),
            ask(
                "customer_phone",
                "your phone number",
                "phone",
                "digits",
                "8605550125",
                "eight six zero, five five five, zero one two five",
            ),
        ],
        records=(
            {
                "id": "REC-3047",
                "kind": "order",
                "order": "3047719",
                "items": "sectional sofa, oak coffee table",
                "address": "210 Prospect Avenue, Apartment 3C, Hartford, CT 06106",
            },
            {
                "id": "REC-3048",
                "kind": "order",
                "order": "3047791",
                "items": "queen bed frame",
                "address": "17 Elm Street, West Hartford, CT 06107",
            },
        ),
        knowledge_base="retail",
        kb=("KB-3261", "KB-3262"),
        follow_ups=(schedule("delivery_date", "furniture delivery"),),
    )


def laptop_rollout() -> WorkflowSpec:
    """Scheduling in IT services: an on-site visit to set up a batch of new laptops."""
    return workflow(
        id="workbench_schedule_laptop_rollout",
        archetype="scheduling",
        industry="IT services",
        story="""Aaron Cohen, office manager of an architecture practice, books the managed
        service provider's visit to set up new laptops. The company and site address are on
        the ticket; which system image architects get and how long each laptop takes are in
        the provider's deployment guide. He explains a lot around each answer. The visit goes
        in the calendar on his approval.""",
        goal="You are booking the visit to set up your office's new laptops.",
        persona="received",
        conversation_type="narrative_intake",
        risk_tier="low",
        profile="verbose",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        approval=("commit", "schedule"),
        opening=(
            "Hello, Aaron Cohen at Westbrook Architects. The new laptops have finally arrived, "
            "they're stacked in my office, and I need someone to come and set them all up.",
            "Hi, it's Aaron Cohen. We've had a delivery of new laptops and I'd like to book your "
            "engineers in to get them going.",
        ),
        form=("T-ROLLOUT", "Device rollout booking"),
        title="Laptop rollout at Westbrook Architects",
        record_lookup="ticket_number",
        facts=(volunteered("manager", "Aaron Cohen", "your name"),),
        parts=[
            ask(
                "ticket_number",
                "ticket number",
                "exact",
                "digits",
                "602118",
                "six zero two, one one eight",
                "Right, I wrote it on a sticky note, it's {spoken}.",
                "The ticket number is {spoken}.",
            ),
            on_record("company", "company", "casefold", r"company: ([^;\n]+)"),
            on_record("site_address", "site address", "address", r"address: ([^;\n]+)"),
            ask(
                "laptops",
                "number of laptops",
                "numeric",
                "number",
                "21",
                "twenty-one",
                "I counted the boxes this morning, there are {spoken}.",
                "We've got {spoken}.",
            ),
            looked_up(
                "image",
                "system image",
                "enum",
                "image for architecture practices",
                r"Architecture practices get the (Design Workstation) image",
                options=("Standard Office", "Design Workstation", "Developer"),
            ),
            looked_up(
                "minutes_per_laptop",
                "setup minutes per laptop",
                "numeric",
                "setup time for each laptop",
                r"takes (\d+) minutes per laptop",
            ),
            ask(
                "visit_date",
                "visit date",
                "date",
                "date",
                "2026-06-24",
                with_year("Wednesday, June twenty-fourth"),
                "Well, the partners are away at a conference then, so {spoken} is ideal.",
                "{spoken} would suit us.",
            ),
            ask(
                "window",
                "time on site",
                "interval",
                "text",
                "08:00-17:00",
                "from eight a.m. to five p.m.",
                "Any time {spoken}.",
                "{spoken}.",
                threshold=0.5,
            ),
            ask(
                "data_migration",
                "whether data is moved from the old laptops",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, everyone's got years of drawings on their old machines.",
                "{spoken}, please.",
                options=YES_NO,
            ),
            ask(
                "software",
                "extra software",
                "set_f1",
                "text",
                "Excel, SketchUp, Photoshop",
                "Excel, SketchUp and Photoshop",
                "{spoken}.",
                "We'll need {spoken}.",
                threshold=0.8,
            ),
            ask(
                "contact",
                "contact on site",
                "casefold",
                "name",
                "Margaret Ellison",
                "Margaret Ellison",
                "That'll be {spoken}, our office assistant.",
                "{spoken}.",
            ),
            ask(
                "contact_phone",
                "your phone number",
                "phone",
                "digits",
                "5125550184",
                "five one two, five five five, zero one eight four",
            ),
            computed("setup_minutes", "total setup minutes", "laptops * minutes_per_laptop"),
        ],
        records=(
            {
                "id": "REC-6021",
                "kind": "ticket",
                "ticket": "602118",
                "company": "Westbrook Architects",
                "address": "45 Congress Avenue, Suite 300, Austin, TX 78701",
            },
            {
                "id": "REC-6022",
                "kind": "ticket",
                "ticket": "602181",
                "company": "Westlake Legal",
                "address": "8 Bee Cave Road, Austin, TX 78746",
            },
        ),
        knowledge_base="information_technology",
        kb=("KB-3281", "KB-3282"),
        follow_ups=(schedule("visit_date", "laptop setup visit"),),
    )
