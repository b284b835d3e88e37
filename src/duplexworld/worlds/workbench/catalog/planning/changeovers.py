"""Planning: moves and changeovers.

A warehouse, a server migration, a bottling line.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
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


def warehouse_move() -> WorkflowSpec:
    """Logistics: relocating a warehouse; the move date changes after approval."""
    return workflow(
        id="workbench_plan_warehouse_move",
        archetype="planning",
        industry="logistics",
        story="""Omar Ali, an operations director, plans the move of his company's
        warehouse with the relocation contractor. Both addresses are on the contract; how
        many trucks a move of his size takes and which insurance cover it needs are in the
        contractor's planning tables. He approves the plan and withdraws the approval: the
        move must be a week later. Customers are told once the plan is committed.""",
        goal="You are planning the relocation of your company's warehouse.",
        persona="received",
        conversation_type="mid_call_correction",
        risk_tier="high",
        profile="expert",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Omar Ali, operations at Northgate Supplies. I want to lock in the plan for our "
            "warehouse move.",
            "Hello, Omar Ali from Northgate Supplies. Let's finalise the warehouse "
            "relocation plan.",
        ),
        form=("P-MOVE", "Warehouse relocation plan"),
        title="Northgate warehouse move",
        record_lookup="contract_number",
        facts=(volunteered("caller", "Omar Ali"),),
        parts=[
            ask(
                "contract_number",
                "contract number",
                "exact",
                "digits",
                "83152",
                "eight three one five two",
                "Contract {spoken}.",
                "{spoken}.",
            ),
            on_record("company", "company", "casefold", r"company: ([^;\n]+)"),
            on_record("from_address", "current warehouse address", "address", r"origin: ([^;\n]+)"),
            on_record("to_address", "new warehouse address", "address", r"destination: ([^;\n]+)"),
            ask(
                "move_date",
                "move date",
                "date",
                "date",
                "2026-07-11",
                "Saturday, July eleventh, twenty twenty-six",
                "{spoken}.",
                "We move {spoken}.",
                fix=correction(
                    "2026-07-18",
                    "Saturday, July eighteenth, twenty twenty-six",
                    "Hold on, don't commit. The move date should be {spoken}, the leases overlap.",
                    "Wait, I take that back. Make the move date {spoken}.",
                    mode="with_revocation",
                ),
            ),
            ask(
                "pallets",
                "pallet positions to move",
                "numeric",
                "number",
                "720",
                "seven hundred and twenty",
                "{spoken} pallet positions.",
                "{spoken}.",
            ),
            looked_up(
                "trucks",
                "trucks needed",
                "numeric",
                "trucks by number of pallets",
                r"Moves of (?:up to \d+|\d+ to \d+) pallets need (\d+) trucks",
                near=("pallets",),
            ),
            looked_up(
                "insurance_cover",
                "insurance cover",
                "enum",
                "insurance cover by number of pallets",
                r"Moves over \d+ pallets need ([a-z ]+?) cover",
                near=("pallets",),
                options=("standard transit", "transit plus", "none"),
            ),
            ask(
                "sequence",
                "order of the move",
                "ordered_list",
                "text",
                "racking, frozen goods, chilled goods, office",
                "racking, frozen goods, chilled goods, office",
                "In this order: {spoken}.",
                "{spoken}.",
            ),
            ask(
                "downtime_days",
                "days of downtime allowed",
                "numeric",
                "number",
                "2",
                "two",
                "{spoken} days at most.",
                "{spoken} days.",
            ),
            ask(
                "contact_phone",
                "contact phone",
                "phone",
                "digits",
                "8475550139",
                "eight four seven, five five five, zero one three nine",
            ),
        ],
        records=(
            {
                "id": "REC-8315",
                "kind": "contract",
                "contract": "83152",
                "company": "Northgate Supplies",
                "origin": "400 Industrial Drive, Elk Grove Village, IL 60007",
                "destination": "2250 Touhy Avenue, Des Plaines, IL 60018",
            },
        ),
        knowledge_base="logistics_and_aviation",
        kb=("KB-8601", "KB-8602"),
        follow_ups=(notify("customers", "warehouse relocation dates"),),
    )


def server_migration() -> WorkflowSpec:
    """IT: a server migration plan with a maintenance window; two values corrected."""
    return workflow(
        id="workbench_plan_server_migration",
        archetype="planning",
        industry="information technology",
        story="""Karen Wood, IT manager of an insurance broker, plans the migration of the
        office servers to the cloud with the provider's migration desk. The company and its
        current hosting come from the customer record; the rollback limit and the freeze
        rules are in the migration runbook. She corrects the server count and then the
        migration date when they are read back. The migration is booked only on her
        approval.""",
        goal="You are planning the move of your office servers to the cloud.",
        persona="scottish",
        conversation_type="mid_call_correction",
        risk_tier="high",
        profile="correction_prone",
        knowledge_burden=("local_state", "retrieval"),
        approval=("commit", "schedule"),
        opening=(
            "Hi, Karen Wood, IT manager at Calder Insurance Brokers. We need to plan our "
            "server migration.",
            "Hello, it's Karen Wood from Calder Insurance. I want to set up the plan for "
            "moving our servers.",
        ),
        form=("P-MIGRATE", "Migration plan"),
        title="Calder server migration",
        record_lookup="customer_number",
        facts=(volunteered("caller", "Karen Wood"),),
        parts=[
            ask(
                "customer_number",
                "customer number",
                "exact",
                "digits",
                "260915",
                "two six zero nine one five",
                "Our customer number is {spoken}.",
                "It's {spoken}.",
            ),
            on_record("company", "company", "casefold", r"company: ([^;\n]+)"),
            on_record("current_host", "current hosting", "casefold", r"hosting: ([^;\n]+)"),
            ask(
                "target_region",
                "target region",
                "enum",
                "text",
                "us east",
                "US East",
                "{spoken}, please.",
                "Um, {spoken}.",
                options=("us east", "us west", "europe west"),
            ),
            ask(
                "servers",
                "number of servers",
                "numeric",
                "number",
                "14",
                "fourteen",
                "{spoken} servers.",
                "Um, {spoken}.",
                fix=correction(
                    "16",
                    "sixteen",
                    "Sorry, the number of servers is {spoken}, I forgot the backups.",
                    "Actually the servers should be {spoken}.",
                ),
            ),
            ask(
                "migration_date",
                "migration date",
                "date",
                "date",
                "2026-03-28",
                "Saturday, March twenty-eighth, twenty twenty-six",
                "{spoken}.",
                "We'd like {spoken}.",
                fix=correction(
                    "2026-04-04",
                    "Saturday, April fourth, twenty twenty-six",
                    "Sorry, the migration date should be {spoken}, that's after quarter end.",
                    "Wait, make the migration date {spoken} instead.",
                ),
            ),
            ask(
                "window",
                "maintenance window",
                "interval",
                "text",
                "01:00-05:00",
                "from one a.m. to five a.m.",
                "The window is {spoken}.",
                "{spoken}.",
                threshold=0.5,
            ),
            ask(
                "order",
                "migration order",
                "ordered_list",
                "text",
                "database, file server, web servers",
                "database, file server, web servers",
                "In this order: {spoken}.",
                "{spoken}.",
            ),
            looked_up(
                "rollback_hours",
                "rollback limit in hours",
                "numeric",
                "rollback limit during a migration",
                r"must be able to roll back within (\d+) hours",
            ),
            looked_up(
                "freeze_rule",
                "change freeze",
                "enum",
                "change freeze at quarter end",
                r"The last week of a quarter is (a full freeze)",
                options=("no freeze", "a full freeze", "emergency changes only"),
            ),
            ask(
                "contact_phone",
                "contact phone",
                "phone",
                "digits",
                "2065550172",
                "two zero six, five five five, zero one seven two",
            ),
        ],
        records=(
            {
                "id": "REC-2609",
                "kind": "customer",
                "number": "260915",
                "company": "Calder Insurance Brokers",
                "hosting": "on-premises server room",
            },
            {
                "id": "REC-2690",
                "kind": "customer",
                "number": "269015",
                "company": "Calder Freight",
                "hosting": "colocation in Tacoma",
            },
        ),
        knowledge_base="information_technology",
        kb=("KB-8701", "KB-8702"),
        follow_ups=(schedule("migration_date", "cloud cutover"),),
    )


def line_changeover() -> WorkflowSpec:
    """Manufacturing: planning a bottling line's product changeover."""
    return workflow(
        id="workbench_plan_line_changeover",
        archetype="planning",
        industry="manufacturing",
        story="""David Mason, a production planner at a drinks plant, plans a changeover from
        juice to oat drink on a filling line while the factory floor keeps calling him away.
        The product and line come from the production order; how long the cleaning takes and
        who signs off an allergen changeover are in the plant's changeover standards. The
        quality team is told once the plan is committed.""",
        goal="You are planning a product changeover on one of the filling lines.",
        persona="hurried",
        conversation_type="guided_procedure",
        risk_tier="medium",
        profile="distracted",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hi, David Mason, planning. I need to set up a changeover on one of the filling lines.",
            "Hello, it's David Mason from production planning. We're switching a line over to "
            "oat drink.",
        ),
        form=("P-CHANGEOVER", "Line changeover plan"),
        title="Filling line changeover",
        record_lookup="order_number",
        facts=(volunteered("caller", "David Mason"),),
        parts=[
            ask(
                "order_number",
                "production order number",
                "exact",
                "digits",
                "905117",
                "nine zero five one one seven",
                "Hang on, someone's at the door. Right, it's {spoken}.",
                "{spoken}.",
            ),
            on_record("product", "product", "casefold", r"product: ([^;\n]+)"),
            on_record("line", "filling line", "casefold", r"line: ([^;\n]+)"),
            ask(
                "changeover_date",
                "changeover date",
                "date",
                "date",
                "2026-03-09",
                "Monday, March ninth, twenty twenty-six",
                "Just a moment, the radio's going. {spoken}.",
                "{spoken}.",
            ),
            ask(
                "shift",
                "shift",
                "enum",
                "text",
                "night",
                "the night shift",
                "Uh, {spoken}.",
                "On {spoken}.",
                options=("day", "evening", "night"),
            ),
            looked_up(
                "cleaning_hours",
                "cleaning time in hours",
                "numeric",
                "cleaning time between products",
                r"(?:From|Between) [a-z ]+? needs (\d+) hours? of cleaning",
                near_fields=("product",),
            ),
            looked_up(
                "signoff",
                "sign-off by",
                "enum",
                "who signs off a changeover",
                r"Changeovers [a-z ,]+? are signed off by the ([a-z ]+?)\.",
                near_fields=("product",),
                options=("shift supervisor", "quality manager", "plant manager"),
            ),
            ask(
                "units",
                "units to fill",
                "numeric",
                "number",
                "24000",
                "twenty-four thousand",
                "Hang on. Okay, {spoken} units.",
                "{spoken}.",
                tolerance=100,
            ),
            ask(
                "steps",
                "order of the changeover steps",
                "ordered_list",
                "text",
                "drain, rinse, flush, test",
                "drain, rinse, flush, test",
                "In this order: {spoken}.",
                "It's {spoken}.",
            ),
            ask(
                "crew",
                "crew for the changeover",
                "numeric",
                "number",
                "5",
                "five",
                "{spoken} people.",
                "Uh, {spoken} of us.",
            ),
            ask(
                "contact_phone",
                "your extension or phone",
                "phone",
                "digits",
                "4145550193",
                "four one four, five five five, zero one nine three",
            ),
        ],
        records=(
            {
                "id": "REC-9051",
                "kind": "order",
                "order": "905117",
                "product": "Oat Drink 1 litre",
                "line": "Line 4",
            },
            {
                "id": "REC-9015",
                "kind": "order",
                "order": "901517",
                "product": "Apple Juice 1 litre",
                "line": "Line 2",
            },
        ),
        knowledge_base="manufacturing",
        kb=("KB-8111", "KB-8112"),
        follow_ups=(notify("quality team", "oat drink changeover plan"),),
    )
