"""Form completion: service set-ups.

An electricity start, a room block, system access.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    YES_NO,
    ask,
    looked_up,
    notify,
    on_record,
    schedule,
    workflow,
)
from duplexworld.worlds.workbench.workflow import WorkflowSpec, WorldEvent


def power_connection() -> WorkflowSpec:
    """Utilities: starting electricity at a new flat, tariff and deposit from the rules."""
    return workflow(
        id="workbench_form_power_connection",
        archetype="form_completion",
        industry="utilities",
        story="""Kevin Walsh moves into a flat and starts his electricity. He reads the meter
        number and the opening reading off the meter in the hall, which find the supply point;
        the tariff for a customer with an electric car and the deposit for a new customer are
        in the tariff rules. He is unpacking and keeps breaking off. A meter check goes in the
        calendar for his start date after the commit.""",
        goal="You have just moved into a flat and need the electricity put in your name.",
        persona="hurried",
        conversation_type="narrative_intake",
        risk_tier="low",
        profile="distracted",
        knowledge_burden=("local_state", "supplied_evidence", "retrieval"),
        opening=(
            "Hi, Kevin Walsh here, I've just moved into a flat and need to get the power in "
            "my name.",
            "Hello, it's Kevin Walsh. I'm moving into a new place and want to start an "
            "electricity account.",
        ),
        form=("T-SUPPLY", "New supply agreement"),
        title="Supply start: Kevin Walsh",
        record_lookup="meter_number",
        parts=[
            ask(
                "account_holder",
                label="account holder name",
                grader="casefold",
                kind="text",
                value="Kevin Walsh",
                spoken="Kevin Walsh",
                reveal="volunteered",
            ),
            ask(
                "meter_number",
                label="meter number",
                grader="exact",
                kind="digits",
                value="88120457",
                spoken="eight eight one two, zero four five seven",
                answers=(
                    "Hang on, I'm at the meter now. It's {spoken}.",
                    "One second, there's a box in the way. Right, {spoken}.",
                ),
            ),
            on_record(
                "supply_address",
                label="supply address",
                grader="address",
                pattern=r"address: ([^;\n]+)",
            ),
            on_record(
                "meter_type",
                label="meter type",
                grader="enum",
                pattern=r"meter type: (\w+)",
                options=("smart", "analog"),
            ),
            ask(
                "opening_reading",
                label="opening meter reading",
                grader="numeric",
                kind="number",
                value="30512",
                spoken="three zero five one two",
                answers=(
                    "The display says {spoken}.",
                    "Hm, the numbers are {spoken}.",
                ),
            ),
            ask(
                "start_date",
                label="supply start date",
                grader="date",
                kind="date",
                value="2026-03-04",
                spoken="Wednesday, March fourth, twenty twenty-six",
                answers=(
                    "From {spoken}, that's when I got the keys.",
                    "Oh, the movers are here. Right, {spoken}.",
                ),
            ),
            ask(
                "electric_vehicle",
                label="whether you charge an electric car at home",
                grader="enum",
                kind="text",
                value="yes",
                spoken="yes",
                answers=(
                    "{spoken}, I charge it overnight in the garage.",
                    "Oh, {spoken}, I've got an electric hatchback.",
                ),
                options=YES_NO,
            ),
            looked_up(
                "tariff",
                label="tariff",
                grader="enum",
                query="tariff for customers charging an electric car",
                pattern=r"charge an electric car at home are put on the ([A-Z0-9-]+) tariff",
                options=("R1", "TOU-2", "R3"),
            ),
            looked_up(
                "deposit",
                label="security deposit",
                grader="numeric",
                query="deposit for a new customer",
                pattern=r"new customer pays a deposit of (\d+) dollars",
            ),
            ask(
                "occupants",
                label="number of people living there",
                grader="numeric",
                kind="number",
                value="2",
                spoken="two",
                answers=(
                    "{spoken}, me and my partner.",
                    "Just {spoken} of us.",
                ),
            ),
            ask(
                "billing",
                label="how you want your bills",
                grader="enum",
                kind="text",
                value="email",
                spoken="email",
                answers=(
                    "By {spoken}, please.",
                    "{spoken} is fine.",
                ),
                options=("paper", "email"),
            ),
            ask(
                "phone",
                label="phone number",
                grader="phone",
                kind="digits",
                value="6175550129",
                spoken="six one seven, five five five, zero one two nine",
            ),
        ],
        records=(
            {
                "id": "REC-8812",
                "kind": "supply point",
                "meter": "88120457",
                "address": "22 Beacon Street, Apartment 3, Somerville, MA 02143",
                "meter type": "smart",
            },
            {
                "id": "REC-8813",
                "kind": "supply point",
                "meter": "88120475",
                "address": "22 Beacon Street, Apartment 5, Somerville, MA 02143",
                "meter type": "analog",
            },
        ),
        knowledge_base="utilities",
        kb=("KB-141", "KB-142"),
        follow_ups=(schedule("start_date", "meter check"),),
    )


def group_block() -> WorkflowSpec:
    """Hospitality: a wedding room block with stay dates, deposit and release allowance."""
    return workflow(
        id="workbench_form_group_block",
        archetype="form_completion",
        industry="hospitality",
        story="""Morgan Lopez books a block of rooms for her wedding guests from a sales
        quote. The quote gives the hotel and the group rate; the deposit and how many rooms
        may be released without penalty are in the group booking terms. She answers each
        question plainly.""",
        goal="You are booking a block of hotel rooms for your wedding guests.",
        persona="bright",
        conversation_type="narrative_intake",
        risk_tier="low",
        profile="cooperative",
        knowledge_burden=("local_state", "retrieval"),
        opening=(
            "Hi, I'm Morgan Lopez. I got a quote for a block of rooms for my wedding and I'd "
            "like to book it.",
            "Hello, Morgan Lopez here, I want to go ahead with the room block for our wedding.",
        ),
        event=WorldEvent(
            record="REC-6093",
            changes={"rate": "179"},
            notice="the hotel's sales team has updated the quote for our block",
            lines=(
                "Before you do that, I've just had an email: {spoken}. Could you check the quote "
                "again?",
                "One thing first, I just got a message saying {spoken}. Can you look at the quote "
                "again, please?",
            ),
        ),
        form=("T-BLOCK", "Group room block"),
        title="Room block: Lopez wedding",
        record_lookup="quote",
        parts=[
            ask(
                "quote",
                label="quote number",
                grader="exact",
                kind="digits",
                value="60931",
                spoken="six zero nine three one",
                answers=(
                    "The quote number is {spoken}.",
                    "It's {spoken}.",
                ),
            ),
            on_record("hotel", label="hotel", grader="casefold", pattern=r"hotel: ([^;\n]+)"),
            on_record(
                "rate", label="group rate per night", grader="numeric", pattern=r"rate: (\d+)"
            ),
            ask(
                "group_name",
                label="group name",
                grader="casefold",
                kind="text",
                value="Lopez wedding",
                spoken="Lopez wedding",
            ),
            ask(
                "stay",
                label="arrival and departure dates",
                grader="interval",
                kind="text",
                value="2026-06-12 to 2026-06-14",
                spoken="from June twelfth, twenty twenty-six to June fourteenth, twenty twenty-six",
                answers=(
                    "{spoken}.",
                    "They stay {spoken}.",
                ),
            ),
            ask(
                "rooms",
                label="number of rooms",
                grader="numeric",
                kind="number",
                value="20",
                spoken="twenty",
                answers=(
                    "{spoken} rooms.",
                    "We need {spoken} rooms.",
                ),
            ),
            ask(
                "room_type",
                label="room type",
                grader="enum",
                kind="text",
                value="two queens",
                spoken="two queens",
                answers=(
                    "Rooms with {spoken}, most guests are families.",
                    "{spoken}, please.",
                ),
                options=("king", "two queens", "suite"),
            ),
            looked_up(
                "deposit",
                label="block deposit",
                grader="numeric",
                query="group block deposit",
                pattern=r"block deposit is (\d+) dollars",
            ),
            looked_up(
                "release_pct",
                label="rooms that may be released without penalty, in percent",
                grader="numeric",
                query="release rooms without penalty",
                pattern=r"release up to (\d+) percent of the rooms",
            ),
            ask(
                "billing",
                label="billing",
                grader="enum",
                kind="text",
                value="individual",
                spoken="individual",
                answers=(
                    "{spoken}, the guests pay for themselves.",
                    "{spoken} billing, each guest pays their own.",
                ),
                options=("individual", "master account"),
            ),
            ask(
                "requests",
                label="special requests",
                grader="semantic",
                kind="text",
                value="extra towels on Sunday for the wedding party",
                spoken="extra towels on Sunday for the wedding party",
                answers=(
                    "Just {spoken}.",
                    "Please note {spoken}.",
                ),
            ),
            ask(
                "contact_phone",
                label="contact phone",
                grader="phone",
                kind="digits",
                value="7205550163",
                spoken="seven two zero, five five five, zero one six three",
            ),
        ],
        records=(
            {
                "id": "REC-6093",
                "kind": "sales quote",
                "quote": "60931",
                "hotel": "Lakeside Inn Denver",
                "rate": "189",
            },
            {
                "id": "REC-6094",
                "kind": "sales quote",
                "quote": "60913",
                "hotel": "Lakeside Inn Boulder",
                "rate": "209",
            },
        ),
        knowledge_base="hospitality_and_travel",
        kb=("KB-161", "KB-162"),
    )


def system_access() -> WorkflowSpec:
    """IT: a new starter's access request; the service desk is told once it is approved."""
    return workflow(
        id="workbench_form_system_access",
        archetype="form_completion",
        industry="information technology",
        story="""Linda Park requests system access for a new starter in her team. The
        employee record gives the name and department; the finance-system role for that
        department and the sign-in method remote users must use are in the access policy.
        The service desk is notified only after she approves the notice, once the request
        is committed.""",
        goal="You are requesting system access for someone starting in your team.",
        persona="calm",
        conversation_type="multi_intent",
        risk_tier="medium",
        profile="cooperative",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        approval=("commit", "notify"),
        opening=(
            "Hi, Linda Park here. I have someone starting in my team and need their access set up.",
            "Hello, this is Linda Park, I'd like to request system access for a new starter.",
        ),
        form=("T-ACCESS", "System access request"),
        title="Access request: new starter",
        record_lookup="employee_id",
        parts=[
            ask(
                "employee_id",
                label="employee number",
                grader="exact",
                kind="digits",
                value="104822",
                spoken="one zero four, eight two two",
            ),
            on_record(
                "employee", label="employee name", grader="casefold", pattern=r"name: ([^;\n]+)"
            ),
            on_record(
                "department",
                label="department",
                grader="casefold",
                pattern=r"department: ([^;\n]+)",
            ),
            ask(
                "start_date",
                label="start date",
                grader="date",
                kind="date",
                value="2026-03-16",
                spoken="Monday, March sixteenth, twenty twenty-six",
            ),
            ask(
                "systems",
                label="systems needed",
                grader="set_exact",
                kind="text",
                value="email, finance system, shared drive",
                spoken="email, the finance system and the shared drive",
            ),
            looked_up(
                "finance_role",
                label="finance system role",
                grader="enum",
                query="finance system roles by department",
                pattern=r"[A-Z][a-z]+(?: [A-Z][a-z]+)? staff get the "
                "(invoice entry|approver|read only) role",
                near_fields=("department",),
                options=("invoice entry", "approver", "read only"),
            ),
            ask(
                "laptop",
                label="laptop",
                grader="enum",
                kind="text",
                value="standard laptop",
                spoken="standard laptop",
                answers=(
                    "A {spoken} is fine.",
                    "Just a {spoken}.",
                ),
                options=("standard laptop", "developer laptop"),
            ),
            ask(
                "remote",
                label="whether they will work remotely",
                grader="enum",
                kind="text",
                value="yes",
                spoken="yes",
                answers=(
                    "{spoken}, two days a week.",
                    "{spoken}, some days from home.",
                ),
                options=YES_NO,
            ),
            looked_up(
                "sign_in",
                label="sign-in method",
                grader="enum",
                query="sign-in method for remote users",
                pattern=r"Remote users sign in with an? (authenticator app|hardware key)",
                options=("authenticator app", "text message code", "hardware key"),
            ),
            ask(
                "end_date",
                label="contract end date",
                grader="date",
                kind="date",
                value="2026-12-31",
                spoken="December thirty-first, twenty twenty-six",
                answers=(
                    "The contract ends {spoken}.",
                    "It runs to {spoken}.",
                ),
            ),
            ask(
                "cost_centre",
                label="cost centre",
                grader="exact",
                kind="digits",
                value="4410",
                spoken="four four one zero",
            ),
            ask(
                "approver",
                label="approving manager",
                grader="casefold",
                kind="text",
                value="Linda Park",
                spoken="Linda Park",
                reveal="volunteered",
            ),
        ],
        records=(
            {
                "id": "REC-1048",
                "kind": "employee",
                "employee": "104822",
                "name": "Tariq Hassan",
                "department": "Accounts Payable",
            },
            {
                "id": "REC-1049",
                "kind": "employee",
                "employee": "104828",
                "name": "Nina Brandt",
                "department": "Payroll",
            },
        ),
        knowledge_base="information_technology",
        kb=("KB-201", "KB-202"),
        follow_ups=(notify("service desk", "new starter access approved"),),
    )
