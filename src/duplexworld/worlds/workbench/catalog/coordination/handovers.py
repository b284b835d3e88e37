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
                "booking number",
                "exact",
                "digits",
                "8830271",
                "eight eight three, zero two seven one",
                "Okay, I've got the paperwork here somewhere, yes, it's {spoken}.",
                "The booking number on the bill is {spoken}.",
            ),
            on_record("vessel", "vessel", "casefold", r"vessel: ([^;\n]+)"),
            on_record("terminal", "terminal", "casefold", r"terminal: ([^;\n]+)"),
            on_record("warehouse_address", "warehouse address", "address", r"warehouse: ([^;\n]+)"),
            ask(
                "equipment",
                "container type",
                "enum",
                "text",
                "high cube",
                "high cube",
                "It's a forty-foot {spoken}, they always send us those for the sofas.",
                "A {spoken}, the tall one.",
                options=("standard", "high cube", "refrigerated"),
            ),
            looked_up(
                "free_days",
                "free days at the terminal",
                "numeric",
                "free days and trucking by terminal",
                r"[A-Z]\w+ Terminal gives (\d+) free days",
                near_fields=("terminal",),
            ),
            looked_up(
                "trucker",
                "trucking company",
                "enum",
                "free days and trucking by terminal",
                r"[A-Z]\w+ Terminal is served by ([A-Z][a-z]+ [A-Z][a-z]+)",
                near_fields=("terminal",),
                options=("Redline Drayage", "Coastal Haulers", "Ironbridge Transport"),
            ),
            ask(
                "pickup_date",
                "pickup date",
                "date",
                "date",
                "2026-05-19",
                "Tuesday, May nineteenth, twenty twenty-six",
                "Well, the warehouse is full until the weekend is over, so {spoken} would be best.",
                "We could take it {spoken}, that's when we have the space.",
            ),
            ask(
                "gate_window",
                "receiving window at the warehouse",
                "interval",
                "text",
                "07:00-11:00",
                "from seven a.m. to eleven a.m.",
                "{spoken}.",
                "Any time {spoken}.",
                threshold=0.5,
            ),
            ask(
                "pallets",
                "number of pallets",
                "numeric",
                "number",
                "22",
                "twenty-two pallets",
                "The packing list, let me see, it says {spoken}.",
                "We're expecting {spoken} in there.",
            ),
            ask(
                "handling",
                "handling instructions",
                "semantic",
                "text",
                "fragile glass tabletops, keep upright",
                "fragile glass tabletops, keep upright",
                "{spoken}.",
                "Please put {spoken}.",
            ),
            ask(
                "dock_phone",
                "phone number of the receiving dock",
                "phone",
                "digits",
                "9125550164",
                "nine one two, five five five, zero one six four",
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
                "client number",
                "exact",
                "digits",
                "318265",
                "three one eight, two six five",
                "I think it's {spoken}.",
                "It should be {spoken}.",
            ),
            on_record("company", "company", "casefold", r"company: ([^;\n]+)"),
            on_record("plan", "service plan", "casefold", r"plan: ([^;\n]+)"),
            ask(
                "mailboxes",
                "number of mailboxes",
                "numeric",
                "number",
                "42",
                "forty-two",
                "Probably {spoken}, give or take the leavers.",
                "I'd say {spoken}.",
            ),
            looked_up(
                "method",
                "migration method",
                "enum",
                "migration method by mailboxes",
                r"Tenants (?:up to \d+|of \d+ to \d+) mailboxes "
                r"(?:use|are moved by) ([a-z]+ migration)",
                near=("mailboxes",),
                options=("cutover migration", "staged migration", "hybrid migration"),
            ),
            looked_up(
                "freeze_hours",
                "mail freeze in hours",
                "numeric",
                "mail freeze before cutover",
                r"Mail is frozen (\d+) hours before",
            ),
            ask(
                "cutover_date",
                "cutover date",
                "date",
                "date",
                "2026-05-30",
                "Saturday, May thirtieth, twenty twenty-six",
                "Maybe {spoken}? That's a quiet weekend.",
                "Let's say {spoken}.",
            ),
            ask(
                "window",
                "cutover window",
                "interval",
                "text",
                "18:00-23:00",
                "from six p.m. to eleven p.m.",
                "Any time {spoken}.",
                "{spoken}.",
                threshold=0.5,
            ),
            ask(
                "shared_mailboxes",
                "shared mailboxes",
                "set_f1",
                "text",
                "accounts, payroll, sales",
                "accounts, payroll and sales",
                "{spoken}.",
                "We have {spoken}.",
                threshold=1.0,
            ),
            ask(
                "rollback_contact",
                "rollback contact",
                "casefold",
                "name",
                "Carol Wood",
                "Carol Wood",
                "{spoken}, she's our partner in charge.",
                "That would be {spoken}.",
                reveal="on_event",
                event="fact:cutover_date",
            ),
            ask(
                "notes",
                "notes for the engineers",
                "semantic",
                "text",
                "partners must keep phone access to mail during the move",
                "partners must keep phone access to mail during the move",
                "{spoken}.",
                "Please put {spoken}.",
            ),
            ask(
                "contact_phone",
                "your phone number",
                "phone",
                "digits",
                "6175550144",
                "six one seven, five five five, zero one four four",
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
