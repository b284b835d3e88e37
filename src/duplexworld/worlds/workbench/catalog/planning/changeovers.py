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
                label="contract number",
                grader="exact",
                kind="digits",
                value="83152",
                spoken="eight three one five two",
                answers=(
                    "Contract {spoken}.",
                    "{spoken}.",
                ),
            ),
            on_record("company", label="company", grader="casefold", pattern=r"company: ([^;\n]+)"),
            on_record(
                "from_address",
                label="current warehouse address",
                grader="address",
                pattern=r"origin: ([^;\n]+)",
            ),
            on_record(
                "to_address",
                label="new warehouse address",
                grader="address",
                pattern=r"destination: ([^;\n]+)",
            ),
            ask(
                "move_date",
                label="move date",
                grader="date",
                kind="date",
                value="2026-07-11",
                spoken="Saturday, July eleventh, twenty twenty-six",
                answers=(
                    "{spoken}.",
                    "We move {spoken}.",
                ),
                fix=correction(
                    value="2026-07-18",
                    spoken="Saturday, July eighteenth, twenty twenty-six",
                    variants=(
                        "Hold on, don't commit. The move date should be {spoken}, the leases "
                        "overlap.",
                        "Wait, I take that back. Make the move date {spoken}.",
                    ),
                    mode="with_revocation",
                ),
            ),
            ask(
                "pallets",
                label="pallet positions to move",
                grader="numeric",
                kind="number",
                value="720",
                spoken="seven hundred and twenty",
                answers=(
                    "{spoken} pallet positions.",
                    "{spoken}.",
                ),
            ),
            looked_up(
                "trucks",
                label="trucks needed",
                grader="numeric",
                query="trucks by number of pallets",
                pattern=r"Moves of (?:up to \d+|\d+ to \d+) pallets need (\d+) trucks",
                near=("pallets",),
            ),
            looked_up(
                "insurance_cover",
                label="insurance cover",
                grader="enum",
                query="insurance cover by number of pallets",
                pattern=r"Moves over \d+ pallets need ([a-z ]+?) cover",
                near=("pallets",),
                options=("standard transit", "transit plus", "none"),
            ),
            ask(
                "sequence",
                label="order of the move",
                grader="ordered_list",
                kind="text",
                value="racking, frozen goods, chilled goods, office",
                spoken="racking, frozen goods, chilled goods, office",
                answers=(
                    "In this order: {spoken}.",
                    "{spoken}.",
                ),
            ),
            ask(
                "downtime_days",
                label="days of downtime allowed",
                grader="numeric",
                kind="number",
                value="2",
                spoken="two",
                answers=(
                    "{spoken} days at most.",
                    "{spoken} days.",
                ),
            ),
            ask(
                "contact_phone",
                label="contact phone",
                grader="phone",
                kind="digits",
                value="8475550139",
                spoken="eight four seven, five five five, zero one three nine",
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
                label="customer number",
                grader="exact",
                kind="digits",
                value="260915",
                spoken="two six zero nine one five",
                answers=(
                    "Our customer number is {spoken}.",
                    "It's {spoken}.",
                ),
            ),
            on_record("company", label="company", grader="casefold", pattern=r"company: ([^;\n]+)"),
            on_record(
                "current_host",
                label="current hosting",
                grader="casefold",
                pattern=r"hosting: ([^;\n]+)",
            ),
            ask(
                "target_region",
                label="target region",
                grader="enum",
                kind="text",
                value="us east",
                spoken="US East",
                answers=(
                    "{spoken}, please.",
                    "Um, {spoken}.",
                ),
                options=("us east", "us west", "europe west"),
            ),
            ask(
                "servers",
                label="number of servers",
                grader="numeric",
                kind="number",
                value="14",
                spoken="fourteen",
                answers=(
                    "{spoken} servers.",
                    "Um, {spoken}.",
                ),
                fix=correction(
                    value="16",
                    spoken="sixteen",
                    variants=(
                        "Sorry, the number of servers is {spoken}, I forgot the backups.",
                        "Actually the servers should be {spoken}.",
                    ),
                ),
            ),
            ask(
                "migration_date",
                label="migration date",
                grader="date",
                kind="date",
                value="2026-03-28",
                spoken="Saturday, March twenty-eighth, twenty twenty-six",
                answers=(
                    "{spoken}.",
                    "We'd like {spoken}.",
                ),
                fix=correction(
                    value="2026-04-04",
                    spoken="Saturday, April fourth, twenty twenty-six",
                    variants=(
                        "Sorry, the migration date should be {spoken}, that's after quarter end.",
                        "Wait, make the migration date {spoken} instead.",
                    ),
                ),
            ),
            ask(
                "window",
                label="maintenance window",
                grader="interval",
                kind="text",
                value="01:00-05:00",
                spoken="from one a.m. to five a.m.",
                answers=(
                    "The window is {spoken}.",
                    "{spoken}.",
                ),
                threshold=0.5,
            ),
            ask(
                "order",
                label="migration order",
                grader="ordered_list",
                kind="text",
                value="database, file server, web servers",
                spoken="database, file server, web servers",
                answers=(
                    "In this order: {spoken}.",
                    "{spoken}.",
                ),
            ),
            looked_up(
                "rollback_hours",
                label="rollback limit in hours",
                grader="numeric",
                query="rollback limit during a migration",
                pattern=r"must be able to roll back within (\d+) hours",
            ),
            looked_up(
                "freeze_rule",
                label="change freeze",
                grader="enum",
                query="change freeze at quarter end",
                pattern=r"The last week of a quarter is (a full freeze)",
                options=("no freeze", "a full freeze", "emergency changes only"),
            ),
            ask(
                "contact_phone",
                label="contact phone",
                grader="phone",
                kind="digits",
                value="2065550172",
                spoken="two zero six, five five five, zero one seven two",
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
                label="production order number",
                grader="exact",
                kind="digits",
                value="905117",
                spoken="nine zero five one one seven",
                answers=(
                    "Hang on, someone's at the door. Right, it's {spoken}.",
                    "{spoken}.",
                ),
            ),
            on_record("product", label="product", grader="casefold", pattern=r"product: ([^;\n]+)"),
            on_record("line", label="filling line", grader="casefold", pattern=r"line: ([^;\n]+)"),
            ask(
                "changeover_date",
                label="changeover date",
                grader="date",
                kind="date",
                value="2026-03-09",
                spoken="Monday, March ninth, twenty twenty-six",
                answers=(
                    "Just a moment, the radio's going. {spoken}.",
                    "{spoken}.",
                ),
            ),
            ask(
                "shift",
                label="shift",
                grader="enum",
                kind="text",
                value="night",
                spoken="the night shift",
                answers=(
                    "Uh, {spoken}.",
                    "On {spoken}.",
                ),
                options=("day", "evening", "night"),
            ),
            looked_up(
                "cleaning_hours",
                label="cleaning time in hours",
                grader="numeric",
                query="cleaning time between products",
                pattern=r"(?:From|Between) [a-z ]+? needs (\d+) hours? of cleaning",
                near_fields=("product",),
            ),
            looked_up(
                "signoff",
                label="sign-off by",
                grader="enum",
                query="who signs off a changeover",
                pattern=r"Changeovers [a-z ,]+? are signed off by the ([a-z ]+?)\.",
                near_fields=("product",),
                options=("shift supervisor", "quality manager", "plant manager"),
            ),
            ask(
                "units",
                label="units to fill",
                grader="numeric",
                kind="number",
                value="24000",
                spoken="twenty-four thousand",
                answers=(
                    "Hang on. Okay, {spoken} units.",
                    "{spoken}.",
                ),
                tolerance=100,
            ),
            ask(
                "steps",
                label="order of the changeover steps",
                grader="ordered_list",
                kind="text",
                value="drain, rinse, flush, test",
                spoken="drain, rinse, flush, test",
                answers=(
                    "In this order: {spoken}.",
                    "It's {spoken}.",
                ),
            ),
            ask(
                "crew",
                label="crew for the changeover",
                grader="numeric",
                kind="number",
                value="5",
                spoken="five",
                answers=(
                    "{spoken} people.",
                    "Uh, {spoken} of us.",
                ),
            ),
            ask(
                "contact_phone",
                label="your extension or phone",
                grader="phone",
                kind="digits",
                value="4145550193",
                spoken="four one four, five five five, zero one nine three",
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
