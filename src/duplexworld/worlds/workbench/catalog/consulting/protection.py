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
                "business name",
                "casefold",
                "text",
                "Corner Cup Cafe",
                "Corner Cup Cafe",
                "{spoken}.",
                "It's {spoken}.",
            ),
            ask(
                "opening_date",
                "opening date",
                "date",
                "date",
                "2026-05-16",
                "May sixteenth, twenty twenty-six",
                "Hopefully {spoken}.",
                "We open {spoken}.",
            ),
            ask(
                "staff",
                "number of staff",
                "numeric",
                "number",
                "4",
                "four",
                "{spoken} staff, counting me.",
                "Probably {spoken}.",
                reveal="on_event",
                event="fact:opening_date",
            ),
            ask(
                "seats",
                "number of seats",
                "numeric",
                "number",
                "30",
                "thirty",
                "Maybe {spoken} seats.",
                "Around {spoken}.",
            ),
            looked_up(
                "liability_limit",
                "liability limit in dollars",
                "numeric",
                "public liability limit by seats",
                r"under \d+ seats need public liability of (\d+) dollars",
                near=("seats",),
            ),
            looked_up(
                "covers",
                "covers required",
                "set_exact",
                "food business required covers",
                r"A food business must hold ([a-z ,]+)\.",
            ),
            looked_up(
                "premium_band",
                "premium band",
                "enum",
                "premium band by staff",
                r"with (?:up to \d+|\d+ to \d+) staff are in band (\w)",
                near=("staff",),
                options=("A", "B", "C"),
            ),
            ask(
                "alcohol",
                "alcohol served",
                "enum",
                "text",
                "no",
                "no",
                "{spoken}, just coffee and cake.",
                "I don't think so, {spoken}.",
                options=YES_NO,
            ),
            ask(
                "tenure",
                "premises",
                "enum",
                "text",
                "leased",
                "leased",
                "It's {spoken}.",
                "We've {spoken} it.",
                options=("owned", "leased"),
            ),
            ask(
                "owner_phone",
                "owner phone",
                "phone",
                "digits",
                "4125550158",
                "four one two, five five five, zero one five eight",
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
                "account number",
                "exact",
                "digits",
                "48820517",
                "four eight eight two, zero five one seven",
            ),
            on_record("firm", "firm", "casefold", r"firm: ([^;\n]+)"),
            on_record("current_plan", "current plan", "casefold", r"plan: ([^;\n]+)"),
            ask(
                "users",
                "number of users",
                "numeric",
                "number",
                "55",
                "fifty-five",
                "{spoken} users.",
                "{spoken}.",
                fix=correction(
                    "65",
                    "sixty-five",
                    "Sorry, the number of users is {spoken}, I forgot the new office.",
                    "Actually, change the users to {spoken}.",
                    mode="with_revocation",
                ),
            ),
            ask(
                "endpoints",
                "number of devices",
                "numeric",
                "number",
                "80",
                "eighty",
                "{spoken} devices.",
                "{spoken}, laptops and desktops.",
            ),
            looked_up(
                "package",
                "recommended package",
                "enum",
                "package for firms with client financial data",
                r"client financial data must take the (\w+) package",
                options=("Essentials", "Professional", "Regulated"),
            ),
            looked_up(
                "price_per_user",
                "price per user per month",
                "numeric",
                "prices by package",
                r"The \w+ package is (\d+) dollars per user",
                near_fields=("package",),
            ),
            ask(
                "services",
                "services wanted",
                "set_exact",
                "text",
                "device protection, email filtering, backup",
                "device protection, email filtering and backup",
                "{spoken}.",
                "We'll need {spoken}.",
            ),
            ask(
                "response_hours",
                "incident response window",
                "interval",
                "text",
                "08:00-18:00",
                "from eight a.m. to six p.m.",
                "{spoken}.",
                "It's {spoken}.",
                threshold=0.5,
            ),
            ask(
                "start_date",
                "service start date",
                "date",
                "date",
                "2026-07-01",
                "July first, twenty twenty-six",
                "{spoken}.",
                "From {spoken}.",
            ),
            ask(
                "lead_phone",
                "IT lead phone",
                "phone",
                "digits",
                "4045550176",
                "four zero four, five five five, zero one seven six",
            ),
            computed("monthly_cost", "monthly cost", "users * price_per_user"),
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
