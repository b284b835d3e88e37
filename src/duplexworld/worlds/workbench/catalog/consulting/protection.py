"""Consulting: cover and security.

A cafe's insurance, a managed security package.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    YES_NO,
    ask,
    computed,
    correction,
    looked_up,
    on_record,
    volunteered,
    workflow,
)
from duplexworld.worlds.workbench.workflow import WorkflowSpec


def cafe_business_insurance() -> WorkflowSpec:
    """Consulting in insurance: the cover a new cafe needs, the seating only when asked twice."""
    return workflow(
        id="workbench_consult_cafe_insurance",
        archetype="consulting",
        industry="insurance",
        story="""Tom Becker is opening a cafe and does not know what insurance he needs. The
        liability limit for a venue of his size and the covers a food business must hold are in
        the underwriting guide; the premium band is on the rate table. He is unsure and vague:
        he gives the number of staff only once the opening date is settled. The recommendation
        is committed on his approval.""",
        goal="You are opening a cafe and want to know what insurance you need.",
        persona="midlands",
        conversation_type="single_intent",
        risk_tier="medium",
        profile="ambiguous",
        knowledge_burden=("supplied_evidence", "retrieval", "multi_source"),
        opening=(
            "Hi, Tom Becker. I'm opening a little cafe and, um, I think I need insurance but "
            "I haven't a clue what kind.",
            "Hello, it's Tom Becker. I'm about to open a cafe and I'm a bit lost on the "
            "insurance side.",
        ),
        form=("T-COVER", "Business cover recommendation"),
        title="Insurance for Becker's Corner Cafe",
        facts=(volunteered("owner", "Tom Becker"),),
        parts=[
            ask(
                "business_name",
                label="business name",
                grader="casefold",
                kind="text",
                value="Corner Cup Cafe",
                spoken="Corner Cup Cafe",
                answers=(
                    "{spoken}.",
                    "It's {spoken}.",
                ),
            ),
            ask(
                "opening_date",
                label="opening date",
                grader="date",
                kind="date",
                value="2026-05-16",
                spoken="May sixteenth, twenty twenty-six",
                answers=(
                    "Hopefully {spoken}.",
                    "We open {spoken}.",
                ),
            ),
            ask(
                "staff",
                label="number of staff",
                grader="numeric",
                kind="number",
                value="4",
                spoken="four",
                answers=(
                    "{spoken} staff, counting me.",
                    "Probably {spoken}.",
                ),
                reveal="on_event",
                event="fact:opening_date",
            ),
            ask(
                "seats",
                label="number of seats",
                grader="numeric",
                kind="number",
                value="30",
                spoken="thirty",
                answers=(
                    "Maybe {spoken} seats.",
                    "Around {spoken}.",
                ),
            ),
            looked_up(
                "liability_limit",
                label="liability limit in dollars",
                grader="numeric",
                query="public liability limit by seats",
                pattern=r"under \d+ seats need public liability of (\d+) dollars",
                near=("seats",),
            ),
            looked_up(
                "covers",
                label="covers required",
                grader="set_exact",
                query="food business required covers",
                pattern=r"A food business must hold ([a-z ,]+)\.",
            ),
            looked_up(
                "premium_band",
                label="premium band",
                grader="enum",
                query="premium band by staff",
                pattern=r"with (?:up to \d+|\d+ to \d+) staff are in band (\w)",
                near=("staff",),
                options=("A", "B", "C"),
            ),
            ask(
                "alcohol",
                label="alcohol served",
                grader="enum",
                kind="text",
                value="no",
                spoken="no",
                answers=(
                    "{spoken}, just coffee and cake.",
                    "I don't think so, {spoken}.",
                ),
                options=YES_NO,
            ),
            ask(
                "tenure",
                label="premises",
                grader="enum",
                kind="text",
                value="leased",
                spoken="leased",
                answers=(
                    "It's {spoken}.",
                    "We've {spoken} it.",
                ),
                options=("owned", "leased"),
            ),
            ask(
                "owner_phone",
                label="owner phone",
                grader="phone",
                kind="digits",
                value="4125550158",
                spoken="four one two, five five five, zero one five eight",
            ),
        ],
        knowledge_base="insurance",
        kb=("KB-431", "KB-432", "KB-433"),
    )


def cyber_security_package() -> WorkflowSpec:
    """Consulting in IT: a managed security package, approval withdrawn over the users."""
    return workflow(
        id="workbench_consult_security_package",
        archetype="consulting",
        industry="information technology",
        story="""Michael Fletcher is the IT lead at an accounting firm and asks which managed
        security package it needs. The firm's account gives its current plan; the package a
        firm holding client financial data must have, and its price per user, are in the
        provider's service catalogue. He knows the field and gives most numbers at once. He
        approves the recommendation, then withdraws the approval: the firm has sixty-five
        users, not fifty-five. It may only be committed on his second approval.""",
        goal="You want a recommendation for managed security for your accounting firm.",
        persona="received",
        conversation_type="mid_call_correction",
        risk_tier="high",
        profile="expert",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Michael Fletcher, IT lead at Parkside Accounting. I need a managed security "
            "package; we hold client financial data, so compliance matters.",
            "Hi, Michael Fletcher from Parkside Accounting. We want managed security, and we "
            "handle client financial data.",
        ),
        form=("T-SEC", "Security package recommendation"),
        title="Parkside Accounting managed security",
        record_lookup="account_number",
        facts=(volunteered("lead", "Michael Fletcher", "IT lead"),),
        parts=[
            ask(
                "account_number",
                label="account number",
                grader="exact",
                kind="digits",
                value="48820517",
                spoken="four eight eight two, zero five one seven",
            ),
            on_record("firm", label="firm", grader="casefold", pattern=r"firm: ([^;\n]+)"),
            on_record(
                "current_plan", label="current plan", grader="casefold", pattern=r"plan: ([^;\n]+)"
            ),
            ask(
                "users",
                label="number of users",
                grader="numeric",
                kind="number",
                value="55",
                spoken="fifty-five",
                answers=(
                    "{spoken} users.",
                    "{spoken}.",
                ),
                fix=correction(
                    value="65",
                    spoken="sixty-five",
                    variants=(
                        "Sorry, the number of users is {spoken}, I forgot the new office.",
                        "Actually, change the users to {spoken}.",
                    ),
                    mode="with_revocation",
                ),
            ),
            ask(
                "endpoints",
                label="number of devices",
                grader="numeric",
                kind="number",
                value="80",
                spoken="eighty",
                answers=(
                    "{spoken} devices.",
                    "{spoken}, laptops and desktops.",
                ),
            ),
            looked_up(
                "package",
                label="recommended package",
                grader="enum",
                query="package for firms with client financial data",
                pattern=r"client financial data must take the (\w+) package",
                options=("Essentials", "Professional", "Regulated"),
            ),
            looked_up(
                "price_per_user",
                label="price per user per month",
                grader="numeric",
                query="prices by package",
                pattern=r"The \w+ package is (\d+) dollars per user",
                near_fields=("package",),
            ),
            ask(
                "services",
                label="services wanted",
                grader="set_exact",
                kind="text",
                value="device protection, email filtering, backup",
                spoken="device protection, email filtering and backup",
                answers=(
                    "{spoken}.",
                    "We'll need {spoken}.",
                ),
            ),
            ask(
                "response_hours",
                label="incident response window",
                grader="interval",
                kind="text",
                value="08:00-18:00",
                spoken="from eight a.m. to six p.m.",
                answers=(
                    "{spoken}.",
                    "It's {spoken}.",
                ),
                threshold=0.5,
            ),
            ask(
                "start_date",
                label="service start date",
                grader="date",
                kind="date",
                value="2026-07-01",
                spoken="July first, twenty twenty-six",
                answers=(
                    "{spoken}.",
                    "From {spoken}.",
                ),
            ),
            ask(
                "lead_phone",
                label="IT lead phone",
                grader="phone",
                kind="digits",
                value="4045550176",
                spoken="four zero four, five five five, zero one seven six",
            ),
            computed("monthly_cost", label="monthly cost", rule="users * price_per_user"),
        ],
        records=(
            {
                "id": "REC-4882",
                "kind": "account",
                "account": "48820517",
                "firm": "Parkside Accounting",
                "plan": "Essentials monthly",
            },
        ),
        knowledge_base="information_technology",
        kb=("KB-471", "KB-472"),
    )
