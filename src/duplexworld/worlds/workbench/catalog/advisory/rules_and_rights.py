"""Advisory: obligations and rights.

A deposit dispute, estimated tax, a deck permit.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    YES_NO,
    ask,
    computed,
    looked_up,
    notify,
    on_record,
    schedule,
    volunteered,
    workflow,
)
from duplexworld.worlds.workbench.workflow import FromUser, WorkflowSpec


def tenant_deposit_dispute() -> WorkflowSpec:
    """Advisory in legal services: a tenant's deposit dispute, the deadline from the rules."""
    return workflow(
        id="workbench_advise_deposit_dispute",
        archetype="advisory",
        industry="legal services",
        story="""Chloe Barnes moved out of a flat and her landlord kept most of the deposit. The
        legal aid clinic's guide says how long a landlord has to return a deposit with an
        itemised list and how long a tenant has to file a claim. She is unsure of the facts at
        first: the amount withheld comes only after she has said what the landlord claims it
        was for. The advice is committed on her approval and a follow-up appointment goes in
        the calendar.""",
        goal="Your landlord kept your deposit and you want to know what you can do.",
        persona="bright",
        conversation_type="narrative_intake",
        risk_tier="medium",
        profile="ambiguous",
        knowledge_burden=("supplied_evidence", "retrieval", "multi_source"),
        opening=(
            "Hi, I'm Chloe Barnes. I moved out of my flat and the landlord's kept most of my "
            "deposit, and I don't really know if that's allowed.",
            "Hello, Chloe Barnes here. My old landlord hasn't given my deposit back, or most "
            "of it anyway, and I'm not sure where I stand.",
        ),
        form=("T-DEPOSIT", "Deposit dispute advice"),
        title="Barnes deposit dispute",
        facts=(volunteered("tenant", "Chloe Barnes"),),
        parts=[
            ask(
                "landlord",
                label="landlord name",
                grader="casefold",
                kind="text",
                value="Peter Grant",
                spoken="Peter Grant",
                answers=(
                    "{spoken}.",
                    "It's {spoken}.",
                ),
            ),
            ask(
                "deposit",
                label="deposit paid",
                grader="numeric",
                kind="amount",
                value="1800",
                spoken="eighteen hundred dollars",
                answers=(
                    "I think {spoken}.",
                    "{spoken}.",
                ),
            ),
            ask(
                "reasons",
                label="reasons the landlord gave",
                grader="set_f1",
                kind="text",
                value="broken blinds, repainting",
                spoken="broken blinds and repainting",
                answers=(
                    "{spoken}.",
                    "It's {spoken}.",
                ),
                threshold=1.0,
            ),
            ask(
                "withheld",
                label="amount withheld",
                grader="numeric",
                kind="amount",
                value="1350",
                spoken="thirteen hundred and fifty dollars",
                answers=(
                    "He kept {spoken}.",
                    "{spoken}, I think.",
                ),
                reveal="on_event",
                event="fact:reasons",
            ),
            ask(
                "move_out",
                label="move-out date",
                grader="date",
                kind="date",
                value="2026-01-31",
                spoken="January thirty-first, twenty twenty-six",
                answers=(
                    "I moved out {spoken}.",
                    "{spoken}, I think.",
                ),
            ),
            ask(
                "itemised",
                label="itemised list received",
                grader="enum",
                kind="text",
                value="no",
                spoken="no",
                answers=(
                    "{spoken}, just a text message.",
                    "{spoken}, nothing like that.",
                ),
                options=YES_NO,
            ),
            looked_up(
                "return_days",
                label="days the landlord has to return it",
                grader="numeric",
                query="how long a landlord has to give the deposit back",
                pattern=r"must return the deposit within (\d+) days",
            ),
            looked_up(
                "claim_court",
                label="where to file",
                grader="enum",
                query="where a tenant files for an unreturned deposit",
                pattern=r"claims under \d+ dollars go to ([a-z ]+? court)",
                near=("withheld",),
                options=("small claims court", "housing tribunal", "county court"),
            ),
            looked_up(
                "filing_years",
                label="years to file a claim",
                grader="numeric",
                query="time limit for a deposit claim",
                pattern=r"tenant has (\d+) years to file",
            ),
            ask(
                "appointment",
                label="follow-up appointment date",
                grader="date",
                kind="date",
                value="2026-03-18",
                spoken="March eighteenth, twenty twenty-six",
                answers=(
                    "{spoken} works.",
                    "Maybe {spoken}.",
                ),
            ),
            ask(
                "tenant_phone",
                label="tenant phone",
                grader="phone",
                kind="digits",
                value="5035550167",
                spoken="five zero three, five five five, zero one six seven",
            ),
        ],
        knowledge_base="legal",
        kb=("KB-631", "KB-632"),
        follow_ups=(schedule("appointment", "deposit advice follow-up"),),
    )


def quarterly_tax() -> WorkflowSpec:
    """Advisory in government services: estimated tax for a self-employed person."""
    return workflow(
        id="workbench_advise_estimated_tax",
        archetype="advisory",
        industry="government services",
        story="""Michael Palmer started freelancing as a photographer and calls the state
        taxpayer help line about estimated tax. His taxpayer number finds his file; whether he
        must pay quarterly, the safe harbour share and the next due date are in the
        department's guidance. He is editing photos during the call and distracted. The advice
        is committed on his approval and a reminder notice is sent to him.""",
        goal="You started freelancing and want to know how to pay your taxes during the year.",
        persona="new_yorker",
        conversation_type="single_intent",
        risk_tier="medium",
        profile="distracted",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hi, Michael Palmer. I went freelance this year, photography, and someone told me I "
            "have to pay tax every quarter now?",
            "Hello, it's Michael Palmer. I'm self-employed now and I'm confused about paying tax "
            "during the year.",
        ),
        outcome="cancel",
        cancel=(
            "My accountant has just said she'll file the estimates for me, so please {spoken}.",
            "Let's leave it, my accountant is taking this over. Please {spoken}.",
        ),
        form=("T-ESTTAX", "Estimated tax advice"),
        title="Palmer estimated tax advice",
        record_lookup="taxpayer_number",
        facts=(volunteered("taxpayer", "Michael Palmer"),),
        parts=[
            ask(
                "taxpayer_number",
                label="taxpayer number",
                grader="exact",
                kind="digits",
                value="481027736",
                spoken="four eight one, zero two seven, seven three six",
                answers=(
                    "Hold on. {spoken}.",
                    "It's {spoken}.",
                ),
            ),
            on_record(
                "filing_status",
                label="filing status",
                grader="casefold",
                pattern=r"status: ([^;\n]+)",
            ),
            on_record(
                "last_year_tax",
                label="last year's tax",
                grader="numeric",
                pattern=r"last tax: (\d+) dollars",
            ),
            ask(
                "expected_profit",
                label="expected profit this year",
                grader="numeric",
                kind="amount",
                value="64000",
                spoken="sixty-four thousand dollars",
                answers=(
                    "Sorry, what? Right, {spoken}.",
                    "About {spoken}.",
                ),
            ),
            looked_up(
                "must_pay_quarterly",
                label="quarterly payments required",
                grader="enum",
                query="who must make estimated payments",
                pattern=r"expects to owe 1000 dollars or more (must) pay",
                options=("must", "need not"),
            ),
            looked_up(
                "safe_harbour_percent",
                label="safe harbour share in percent",
                grader="numeric",
                query="safe harbour on last year's tax",
                pattern=r"paying (\d+) percent of last year's tax",
            ),
            looked_up(
                "next_due",
                label="next due date",
                grader="date",
                query="next estimated payment due",
                pattern=r"next payment is due (\d{4}-\d{2}-\d{2})",
            ),
            ask(
                "payment_method",
                label="payment method",
                grader="enum",
                kind="text",
                value="online",
                spoken="online",
                answers=(
                    "I'll do it {spoken}, I guess.",
                    "I'll pay {spoken}.",
                ),
                options=("online", "check"),
            ),
            ask(
                "home_office",
                label="home office used",
                grader="enum",
                kind="text",
                value="yes",
                spoken="yes",
                answers=(
                    "Hmm? {spoken}, the spare room.",
                    "{spoken}.",
                ),
                options=YES_NO,
            ),
            ask(
                "expenses",
                label="business expenses",
                grader="set_f1",
                kind="text",
                value="camera gear, software, travel",
                spoken="camera gear, software and travel",
                answers=(
                    "{spoken}.",
                    "It's {spoken}.",
                ),
                threshold=1.0,
            ),
            ask(
                "taxpayer_phone",
                label="taxpayer phone",
                grader="phone",
                kind="digits",
                value="3475550128",
                spoken="three four seven, five five five, zero one two eight",
            ),
            computed(
                "quarterly_payment",
                label="each quarterly payment",
                rule="last_year_tax * safe_harbour_percent / 100 / 4",
            ),
        ],
        records=(
            {
                "id": "REC-4810",
                "kind": "taxpayer",
                "number": "481027736",
                "name": "Michael Palmer",
                "status": "Single",
                "last tax": "6200 dollars",
            },
        ),
        knowledge_base="government_services",
        kb=("KB-651", "KB-652", "KB-653"),
        follow_ups=(notify(FromUser(fact="taxpayer"), "estimated tax reminder"),),
    )


def building_permit() -> WorkflowSpec:
    """Advisory in construction: whether a deck needs a permit, and which inspections follow."""
    return workflow(
        id="workbench_advise_deck_permit",
        archetype="advisory",
        industry="construction",
        story="""Carmen Romero is a contractor who asks the city permit desk what a client's
        raised deck needs. The parcel is found by its parcel number; the permit type for a deck
        over thirty inches high, its fee and the ordered inspections are in the building
        code guide. She knows the trade and volunteers the deck's size and height. The advice
        is committed on her approval and the first inspection goes in the calendar.""",
        goal="You want to know what permit and inspections a client's raised deck needs.",
        persona="scottish",
        conversation_type="single_intent",
        risk_tier="medium",
        profile="expert",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Carmen Romero, Romero Builders. I've a raised deck for a client: three hundred and "
            "twenty square feet, forty-two inches off grade. What does it need?",
            "Hi, Carmen Romero from Romero Builders. Raised deck, three hundred and twenty square "
            "feet, forty-two inches high. I need the permit path.",
        ),
        form=("T-PERMIT", "Permit advice"),
        title="Raised deck permit advice",
        record_lookup="parcel_number",
        facts=(volunteered("contractor", "Carmen Romero"),),
        parts=[
            ask(
                "parcel_number",
                label="parcel number",
                grader="exact",
                kind="digits",
                value="140382716",
                spoken="one four zero, three eight two, seven one six",
            ),
            on_record(
                "site_address",
                label="site address",
                grader="address",
                pattern=r"address: ([^;\n]+)",
            ),
            on_record("zoning", label="zoning", grader="casefold", pattern=r"zoning: ([^;\n]+)"),
            ask(
                "deck_sqft",
                label="deck area in square feet",
                grader="numeric",
                kind="number",
                value="320",
                spoken="three hundred and twenty",
                answers=(
                    "{spoken} square feet.",
                    "{spoken}.",
                ),
                reveal="volunteered",
            ),
            ask(
                "height_inches",
                label="height above grade in inches",
                grader="numeric",
                kind="number",
                value="42",
                spoken="forty-two",
                answers=(
                    "{spoken} inches.",
                    "{spoken}.",
                ),
                reveal="volunteered",
            ),
            looked_up(
                "permit_type",
                label="permit type",
                grader="enum",
                query="permit for decks by height",
                pattern=r"more than \d+ inches above grade need a (\w+ \w+) permit",
                near=("height_inches",),
                options=("minor works", "residential building", "none"),
            ),
            looked_up(
                "fee",
                label="permit fee in dollars",
                grader="numeric",
                query="permit fees for decks",
                pattern=r"deck permit fee is (\d+) dollars",
            ),
            looked_up(
                "inspections",
                label="inspections in order",
                grader="ordered_list",
                query="which inspections and in what order",
                pattern=r"Inspections in order: ([a-z ,]+)\.",
            ),
            ask(
                "attached",
                label="attached to the house",
                grader="enum",
                kind="text",
                value="yes",
                spoken="yes",
                answers=(
                    "{spoken}, ledger-board attached.",
                    "{spoken}.",
                ),
                options=YES_NO,
            ),
            ask(
                "footing_inspection",
                label="footing inspection date",
                grader="date",
                kind="date",
                value="2026-04-22",
                spoken="April twenty-second, twenty twenty-six",
                answers=(
                    "{spoken}.",
                    "Holes will be dug by {spoken}.",
                ),
            ),
            ask(
                "contractor_phone",
                label="contractor phone",
                grader="phone",
                kind="digits",
                value="2065550142",
                spoken="two zero six, five five five, zero one four two",
            ),
        ],
        records=(
            {
                "id": "REC-1403",
                "kind": "parcel",
                "parcel": "140382716",
                "address": "3310 Fremont Avenue North, Seattle, WA 98103",
                "zoning": "Neighborhood Residential",
            },
        ),
        knowledge_base="property_and_construction",
        kb=("KB-701", "KB-702", "KB-703"),
        follow_ups=(schedule("footing_inspection", "deck footing inspection"),),
    )
