"""Coordination: handovers.

A container's release, an email cutover.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    ask,
    looked_up,
    notify,
    on_record,
    volunteered,
    workflow,
)
from duplexworld.worlds.workbench.workflow import WorkflowSpec, WorldEvent


def container_release() -> WorkflowSpec:
    """Coordination in logistics: a container's release, trucker and warehouse delivery."""
    return workflow(
        id="workbench_coordinate_container_release",
        archetype="coordination",
        industry="logistics",
        story="""Camille Dubois, the import coordinator of a furniture company, lines up the
        pickup of a container from the port. The vessel, terminal and warehouse address are on
        the booking record; the terminal's free days and the trucking company that serves it
        are in the terminal notes. She talks around every answer. Warehouse receiving is told
        only on her separate approval.""",
        goal="You are arranging the pickup of an import container from the port.",
        persona="lancashire",
        conversation_type="narrative_intake",
        risk_tier="medium",
        profile="verbose",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        approval=("commit", "notify"),
        opening=(
            "Hiya, it's Camille Dubois from the import side at Larkspur Home Goods. We've got a "
            "container landed and I need the whole pickup sorted, trucker, warehouse, the lot.",
            "Hello, Camille Dubois here. Our container's come in at the port and I'm trying to "
            "coordinate getting it to our warehouse.",
        ),
        event=WorldEvent(
            record="REC-8830",
            changes={"vessel": "Cape Arcadia"},
            notice="the shipping line has moved the container onto another vessel",
            lines=(
                "Before you do that, I've just had a text from the shipping line: {spoken}. Could "
                "you check the booking again?",
                "One thing first, I just got an alert that {spoken}. Can you look at the booking "
                "again, please?",
            ),
        ),
        form=("T-RELEASE", "Container release coordination"),
        title="Container pickup for Larkspur Home Goods",
        record_lookup="booking_number",
        facts=(volunteered("coordinator", "Camille Dubois", "your name"),),
        parts=[
            ask(
                "booking_number",
                label="booking number",
                grader="exact",
                kind="digits",
                value="8830271",
                spoken="eight eight three, zero two seven one",
                answers=(
                    "Okay, I've got the paperwork here somewhere, yes, it's {spoken}.",
                    "The booking number on the bill is {spoken}.",
                ),
            ),
            on_record("vessel", label="vessel", grader="casefold", pattern=r"vessel: ([^;\n]+)"),
            on_record(
                "terminal", label="terminal", grader="casefold", pattern=r"terminal: ([^;\n]+)"
            ),
            on_record(
                "warehouse_address",
                label="warehouse address",
                grader="address",
                pattern=r"warehouse: ([^;\n]+)",
            ),
            ask(
                "equipment",
                label="container type",
                grader="enum",
                kind="text",
                value="high cube",
                spoken="high cube",
                answers=(
                    "It's a forty-foot {spoken}, they always send us those for the sofas.",
                    "A {spoken}, the tall one.",
                ),
                options=("standard", "high cube", "refrigerated"),
            ),
            looked_up(
                "free_days",
                label="free days at the terminal",
                grader="numeric",
                query="free days and trucking by terminal",
                pattern=r"[A-Z]\w+ Terminal gives (\d+) free days",
                near_fields=("terminal",),
            ),
            looked_up(
                "trucker",
                label="trucking company",
                grader="enum",
                query="free days and trucking by terminal",
                pattern=r"[A-Z]\w+ Terminal is served by ([A-Z][a-z]+ [A-Z][a-z]+)",
                near_fields=("terminal",),
                options=("Redline Drayage", "Coastal Haulers", "Ironbridge Transport"),
            ),
            ask(
                "pickup_date",
                label="pickup date",
                grader="date",
                kind="date",
                value="2026-05-19",
                spoken="Tuesday, May nineteenth, twenty twenty-six",
                answers=(
                    "Well, the warehouse is full until the weekend is over, so {spoken} would be "
                    "best.",
                    "We could take it {spoken}, that's when we have the space.",
                ),
            ),
            ask(
                "gate_window",
                label="receiving window at the warehouse",
                grader="interval",
                kind="text",
                value="07:00-11:00",
                spoken="from seven a.m. to eleven a.m.",
                answers=(
                    "{spoken}.",
                    "Any time {spoken}.",
                ),
                threshold=0.5,
            ),
            ask(
                "pallets",
                label="number of pallets",
                grader="numeric",
                kind="number",
                value="22",
                spoken="twenty-two pallets",
                answers=(
                    "The packing list, let me see, it says {spoken}.",
                    "We're expecting {spoken} in there.",
                ),
            ),
            ask(
                "handling",
                label="handling instructions",
                grader="semantic",
                kind="text",
                value="fragile glass tabletops, keep upright",
                spoken="fragile glass tabletops, keep upright",
                answers=(
                    "{spoken}.",
                    "Please put {spoken}.",
                ),
            ),
            ask(
                "dock_phone",
                label="phone number of the receiving dock",
                grader="phone",
                kind="digits",
                value="9125550164",
                spoken="nine one two, five five five, zero one six four",
            ),
        ],
        records=(
            {
                "id": "REC-8830",
                "kind": "booking",
                "booking": "8830271",
                "consignee": "Larkspur Home Goods",
                "vessel": "Cape Orion",
                "terminal": "Bayport Terminal",
                "warehouse": "2200 Industrial Parkway, Savannah, GA 31408",
            },
            {
                "id": "REC-8831",
                "kind": "booking",
                "booking": "8830712",
                "consignee": "Tidewater Outfitters",
                "vessel": "Nordic Star",
                "terminal": "Ocean Terminal",
                "warehouse": "15 Dock Road, Garden City, GA 31408",
            },
        ),
        knowledge_base="logistics_and_aviation",
        kb=("KB-3401", "KB-3402"),
        follow_ups=(notify("warehouse receiving", "container arriving"),),
    )


def email_cutover() -> WorkflowSpec:
    """Coordination in IT services: an office's email migration cutover with its provider."""
    return workflow(
        id="workbench_coordinate_email_cutover",
        archetype="coordination",
        industry="IT services",
        story="""John Parker, office manager of an accounting firm, agrees the weekend its
        email moves to a new system with the managed service provider. The firm and its plan
        are on the client record; which migration method a firm of that size gets and how long
        mail is frozen before the move are in the provider's runbook. He is unsure of things
        and names the rollback contact only after the cutover date is set. All staff are told
        once it is committed.""",
        goal="You are agreeing when your office's email moves to the new system.",
        persona="scottish",
        conversation_type="multi_intent",
        risk_tier="high",
        profile="ambiguous",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hi, John Parker at Fairlie and Moss. We're meant to be moving our email over to "
            "you at some point and I think I need to pick a date.",
            "Hello, it's John Parker. I'm not sure who I need, but it's about our email migration.",
        ),
        form=("T-CUTOVER", "Email cutover plan"),
        title="Email migration for Fairlie and Moss",
        record_lookup="client_number",
        facts=(volunteered("manager", "John Parker", "your name"),),
        parts=[
            ask(
                "client_number",
                label="client number",
                grader="exact",
                kind="digits",
                value="318265",
                spoken="three one eight, two six five",
                answers=(
                    "I think it's {spoken}.",
                    "It should be {spoken}.",
                ),
            ),
            on_record("company", label="company", grader="casefold", pattern=r"company: ([^;\n]+)"),
            on_record("plan", label="service plan", grader="casefold", pattern=r"plan: ([^;\n]+)"),
            ask(
                "mailboxes",
                label="number of mailboxes",
                grader="numeric",
                kind="number",
                value="42",
                spoken="forty-two",
                answers=(
                    "Probably {spoken}, give or take the leavers.",
                    "I'd say {spoken}.",
                ),
            ),
            looked_up(
                "method",
                label="migration method",
                grader="enum",
                query="migration method by mailboxes",
                pattern=r"Tenants (?:up to \d+|of \d+ to \d+) mailboxes "
                r"(?:use|are moved by) ([a-z]+ migration)",
                near=("mailboxes",),
                options=("cutover migration", "staged migration", "hybrid migration"),
            ),
            looked_up(
                "freeze_hours",
                label="mail freeze in hours",
                grader="numeric",
                query="mail freeze before cutover",
                pattern=r"Mail is frozen (\d+) hours before",
            ),
            ask(
                "cutover_date",
                label="cutover date",
                grader="date",
                kind="date",
                value="2026-05-30",
                spoken="Saturday, May thirtieth, twenty twenty-six",
                answers=(
                    "Maybe {spoken}? That's a quiet weekend.",
                    "Let's say {spoken}.",
                ),
            ),
            ask(
                "window",
                label="cutover window",
                grader="interval",
                kind="text",
                value="18:00-23:00",
                spoken="from six p.m. to eleven p.m.",
                answers=(
                    "Any time {spoken}.",
                    "{spoken}.",
                ),
                threshold=0.5,
            ),
            ask(
                "shared_mailboxes",
                label="shared mailboxes",
                grader="set_f1",
                kind="text",
                value="accounts, payroll, sales",
                spoken="accounts, payroll and sales",
                answers=(
                    "{spoken}.",
                    "We have {spoken}.",
                ),
                threshold=1.0,
            ),
            ask(
                "rollback_contact",
                label="rollback contact",
                grader="casefold",
                kind="name",
                value="Carol Wood",
                spoken="Carol Wood",
                answers=(
                    "{spoken}, she's our partner in charge.",
                    "That would be {spoken}.",
                ),
                reveal="on_event",
                event="fact:cutover_date",
            ),
            ask(
                "notes",
                label="notes for the engineers",
                grader="semantic",
                kind="text",
                value="partners must keep phone access to mail during the move",
                spoken="partners must keep phone access to mail during the move",
                answers=(
                    "{spoken}.",
                    "Please put {spoken}.",
                ),
            ),
            ask(
                "contact_phone",
                label="your phone number",
                grader="phone",
                kind="digits",
                value="6175550144",
                spoken="six one seven, five five five, zero one four four",
            ),
        ],
        records=(
            {
                "id": "REC-3182",
                "kind": "client",
                "client": "318265",
                "company": "Fairlie and Moss",
                "plan": "Business Premium",
            },
            {
                "id": "REC-3183",
                "kind": "client",
                "client": "318256",
                "company": "Moss Dental Group",
                "plan": "Business Basic",
            },
        ),
        knowledge_base="information_technology",
        kb=("KB-31101", "KB-31102"),
        follow_ups=(notify("all staff", "email migration planned"),),
    )
