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
                label="order number",
                grader="exact",
                kind="digits",
                value="3047719",
                spoken="three zero four, seven seven one nine",
                answers=(
                    "It's {spoken}.",
                    "The order number is {spoken}.",
                ),
            ),
            on_record("items", label="items", grader="set_exact", pattern=r"items: ([^;\n]+)"),
            on_record(
                "delivery_address",
                label="delivery address",
                grader="address",
                pattern=r"address: ([^;\n]+)",
            ),
            ask(
                "delivery_date",
                label="delivery date",
                grader="date",
                kind="date",
                value="2026-06-11",
                spoken=with_year("Thursday, June eleventh"),
                answers=(
                    "{spoken}.",
                    "{spoken} would be good.",
                ),
                fix=correction(
                    value="2026-06-17",
                    spoken=with_year("Wednesday, June seventeenth"),
                    variants=(
                        "Sorry, I'm away then, the delivery date should be {spoken}.",
                        "Wait, I've got that wrong, make the delivery date {spoken}.",
                    ),
                    mode="with_revocation",
                ),
            ),
            ask(
                "slot",
                label="delivery slot",
                grader="interval",
                kind="text",
                value="13:00-17:00",
                spoken="from one p.m. to five p.m.",
                answers=(
                    "{spoken}.",
                    "Any time {spoken}.",
                ),
                threshold=0.5,
            ),
            ask(
                "floor",
                label="floor number",
                grader="numeric",
                kind="number",
                value="3",
                spoken="three",
                answers=(
                    "It's {spoken}.",
                    "{spoken}.",
                ),
            ),
            ask(
                "elevator",
                label="whether there is a lift",
                grader="enum",
                kind="text",
                value="yes",
                spoken="yes",
                answers=(
                    "{spoken}, a big goods lift.",
                    "{spoken}, it takes a sofa.",
                ),
                options=YES_NO,
            ),
            ask(
                "assembly",
                label="assembly",
                grader="enum",
                kind="text",
                value="yes",
                spoken="yes",
                answers=(
                    "{spoken}, please put the table together.",
                    "{spoken}, assembly please.",
                ),
                options=YES_NO,
            ),
            looked_up(
                "delivery_fee",
                label="delivery fee",
                grader="numeric",
                query="fee for delivery with assembly",
                pattern=r"with assembly costs (\d+) dollars",
            ),
            looked_up(
                "crew_size",
                label="crew size",
                grader="numeric",
                query="crew size by item",
                pattern=r"[A-Z][a-z]+ [a-z]+(?: over \w+ \w+)? (?:are carried by|need) a crew of "
                r"(\d+)",
                near_fields=("items",),
            ),
            ask(
                "customer_phone",
                label="your phone number",
                grader="phone",
                kind="digits",
                value="8605550125",
                spoken="eight six zero, five five five, zero one two five",
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
                label="ticket number",
                grader="exact",
                kind="digits",
                value="602118",
                spoken="six zero two, one one eight",
                answers=(
                    "Right, I wrote it on a sticky note, it's {spoken}.",
                    "The ticket number is {spoken}.",
                ),
            ),
            on_record("company", label="company", grader="casefold", pattern=r"company: ([^;\n]+)"),
            on_record(
                "site_address",
                label="site address",
                grader="address",
                pattern=r"address: ([^;\n]+)",
            ),
            ask(
                "laptops",
                label="number of laptops",
                grader="numeric",
                kind="number",
                value="21",
                spoken="twenty-one",
                answers=(
                    "I counted the boxes this morning, there are {spoken}.",
                    "We've got {spoken}.",
                ),
            ),
            looked_up(
                "image",
                label="system image",
                grader="enum",
                query="image for architecture practices",
                pattern=r"Architecture practices get the (Design Workstation) image",
                options=("Standard Office", "Design Workstation", "Developer"),
            ),
            looked_up(
                "minutes_per_laptop",
                label="setup minutes per laptop",
                grader="numeric",
                query="setup time for each laptop",
                pattern=r"takes (\d+) minutes per laptop",
            ),
            ask(
                "visit_date",
                label="visit date",
                grader="date",
                kind="date",
                value="2026-06-24",
                spoken=with_year("Wednesday, June twenty-fourth"),
                answers=(
                    "Well, the partners are away at a conference then, so {spoken} is ideal.",
                    "{spoken} would suit us.",
                ),
            ),
            ask(
                "window",
                label="time on site",
                grader="interval",
                kind="text",
                value="08:00-17:00",
                spoken="from eight a.m. to five p.m.",
                answers=(
                    "Any time {spoken}.",
                    "{spoken}.",
                ),
                threshold=0.5,
            ),
            ask(
                "data_migration",
                label="whether data is moved from the old laptops",
                grader="enum",
                kind="text",
                value="yes",
                spoken="yes",
                answers=(
                    "{spoken}, everyone's got years of drawings on their old machines.",
                    "{spoken}, please.",
                ),
                options=YES_NO,
            ),
            ask(
                "software",
                label="extra software",
                grader="set_f1",
                kind="text",
                value="Excel, SketchUp, Photoshop",
                spoken="Excel, SketchUp and Photoshop",
                answers=(
                    "{spoken}.",
                    "We'll need {spoken}.",
                ),
                threshold=0.8,
            ),
            ask(
                "contact",
                label="contact on site",
                grader="casefold",
                kind="name",
                value="Margaret Ellison",
                spoken="Margaret Ellison",
                answers=(
                    "That'll be {spoken}, our office assistant.",
                    "{spoken}.",
                ),
            ),
            ask(
                "contact_phone",
                label="your phone number",
                grader="phone",
                kind="digits",
                value="5125550184",
                spoken="five one two, five five five, zero one eight four",
            ),
            computed(
                "setup_minutes", label="total setup minutes", rule="laptops * minutes_per_laptop"
            ),
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
