"""Workflows that end in an agreement or advice: negotiation, consulting and advisory."""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    YES_NO,
    ask,
    correction,
    looked_up,
    notify,
    on_record,
    volunteered,
    workflow,
)
from duplexworld.worlds.workbench.workflow import (
    FromUser,
    WorkflowSpec,
)


def lease_renewal() -> WorkflowSpec:
    """Negotiation in commercial property: a renewal term sheet, approved then withdrawn."""
    return workflow(
        id="workbench_negotiate_lease_renewal",
        archetype="negotiation",
        industry="commercial property",
        story="""Marcus Bell manages an office tenancy and negotiates its renewal. The rent a
        36-month renewal earns and the deposit are on the landlord's renewal terms; the suite
        and lease come from the tenancy record. He approves the term sheet, then withdraws the
        approval at once: he needs five parking spaces, not three. The committed sheet must
        carry five, and it may only be committed on his second approval.""",
        goal="You are negotiating the renewal of your office lease.",
        persona="received",
        conversation_type="mid_call_correction",
        risk_tier="high",
        profile="expert",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Good morning, Marcus Bell from Northwind Analytics. Our office lease is up for "
            "renewal and I'd like to agree terms.",
            "Hello, it's Marcus Bell at Northwind Analytics. I want to renew our office lease.",
        ),
        form=("T-TERMS", "Lease renewal term sheet"),
        title="Northwind Analytics renewal",
        record_lookup="tenant",
        parts=[
            ask(
                "tenant",
                label="tenant company",
                grader="casefold",
                kind="text",
                value="Northwind Analytics",
                spoken="Northwind Analytics",
                answers=(
                    "{spoken}.",
                    "It's {spoken}.",
                ),
                reveal="volunteered",
            ),
            on_record(
                "lease_id", label="current lease number", grader="exact", pattern=r"lease: (LS-\d+)"
            ),
            on_record("suite", label="suite", grader="casefold", pattern=r"suite: ([^;\n]+)"),
            ask(
                "term_months",
                label="renewal term in months",
                grader="numeric",
                kind="number",
                value="36",
                spoken="thirty-six months",
                answers=(
                    "We'd like {spoken}.",
                    "{spoken}, please.",
                ),
            ),
            looked_up(
                "monthly_rent",
                label="monthly rent",
                grader="numeric",
                query="monthly rent on renewal",
                pattern=r"renewal of \d+ months or longer is (\d+) dollars",
                near=("term_months",),
            ),
            looked_up(
                "deposit_months",
                label="deposit in months of rent",
                grader="numeric",
                query="security deposit on renewal",
                pattern=r"deposit of (\d+) months",
            ),
            ask(
                "start_date",
                label="start date of the new term",
                grader="date",
                kind="date",
                value="2026-07-01",
                spoken="July first, twenty twenty-six",
                answers=(
                    "From {spoken}.",
                    "It starts {spoken}.",
                ),
            ),
            ask(
                "parking_spaces",
                label="parking spaces",
                grader="numeric",
                kind="number",
                value="3",
                spoken="three parking spaces",
                answers=(
                    "We need {spoken}.",
                    "{spoken}, please.",
                ),
                fix=correction(
                    value="5",
                    spoken="five",
                    variants=(
                        "Sorry, we need {spoken} parking spaces.",
                        "I've just checked, make the parking spaces {spoken}.",
                    ),
                    mode="with_revocation",
                ),
            ),
            ask(
                "break_clause",
                label="break clause",
                grader="enum",
                kind="text",
                value="yes",
                spoken="yes",
                answers=(
                    "{spoken}, we want a break clause at eighteen months.",
                    "{spoken}, a break clause please.",
                ),
                options=YES_NO,
            ),
            ask(
                "signatory",
                label="signatory name",
                grader="casefold",
                kind="name",
                value="Marcus Bell",
                spoken="Marcus Bell",
                answers=(
                    "I'll sign, {spoken}.",
                    "{spoken}.",
                ),
                reveal="volunteered",
            ),
            ask(
                "signatory_phone",
                label="signatory phone",
                grader="phone",
                kind="digits",
                value="2125550139",
                spoken="two one two, five five five, zero one three nine",
            ),
        ],
        records=(
            {
                "id": "REC-1204",
                "kind": "tenancy",
                "tenant": "Northwind Analytics",
                "lease": "LS-3318",
                "suite": "Suite 1200, Carver Tower",
            },
        ),
        knowledge_base="property_and_construction",
        kb=("KB-61", "KB-62"),
    )


def pos_consult() -> WorkflowSpec:
    """Consulting in retail technology: a point-of-sale plan recommendation."""
    return workflow(
        id="workbench_consult_pos_plan",
        archetype="consulting",
        industry="retail technology",
        story="""Jane Miller owns two bakeries and asks which point-of-sale plan she needs. The
        plan rules are in the product sheet: with up to three locations and up to ten
        terminals the Growth plan fits, and its monthly price is on the price list. She gives
        her numbers as she is asked; the recommendation record is committed on her approval.""",
        goal="You want advice on which till system plan to take for your bakeries.",
        persona="lancashire",
        conversation_type="single_intent",
        risk_tier="low",
        profile="verbose",
        knowledge_burden=("supplied_evidence", "retrieval", "multi_source"),
        opening=(
            "Hiya, I'm Jane Miller, I run a couple of little bakeries and our tills are ancient. I "
            "need some advice on what system to get.",
            "Hello, Jane Miller here. I've got a couple of bakeries and I'm trying to work out "
            "which till system plan makes sense.",
        ),
        form=("T-RECO", "Plan recommendation"),
        title="Point-of-sale plan for Golden Bakery",
        facts=(volunteered("owner", "Jane Miller"),),
        parts=[
            ask(
                "business_name",
                label="business name",
                grader="casefold",
                kind="text",
                value="Golden Bakery",
                spoken="Golden Bakery",
                answers=(
                    "It's {spoken}.",
                    "{spoken}.",
                ),
            ),
            ask(
                "locations",
                label="number of locations",
                grader="numeric",
                kind="number",
                value="2",
                spoken="two",
                answers=(
                    "We have {spoken} shops.",
                    "{spoken} locations.",
                ),
            ),
            ask(
                "terminals",
                label="number of terminals",
                grader="numeric",
                kind="number",
                value="5",
                spoken="five",
                answers=(
                    "{spoken} tills in all.",
                    "About {spoken} terminals.",
                ),
            ),
            ask(
                "monthly_budget",
                label="monthly budget",
                grader="numeric",
                kind="amount",
                value="150",
                spoken="one hundred and fifty dollars",
                answers=(
                    "Around {spoken} a month.",
                    "No more than {spoken}.",
                ),
            ),
            looked_up(
                "plan",
                label="recommended plan",
                grader="enum",
                query="plan by locations and terminals",
                pattern=r"With up to \w+ locations and up to \w+ terminals the (\w+) plan fits",
                near=("locations", "terminals"),
                options=("Starter", "Growth", "Enterprise"),
            ),
            looked_up(
                "plan_price",
                label="plan price per month",
                grader="numeric",
                query="price list",
                pattern=r"The \w+ plan costs (\d+) dollars",
                near_fields=("plan",),
            ),
            ask(
                "contract",
                label="contract length",
                grader="enum",
                kind="text",
                value="monthly",
                spoken="monthly",
                answers=(
                    "I'd rather go {spoken}.",
                    "{spoken}, no long contract.",
                ),
                options=("monthly", "annual"),
            ),
            ask(
                "payments",
                label="card payments needed",
                grader="enum",
                kind="text",
                value="yes",
                spoken="yes",
                answers=(
                    "{spoken}, most people pay by card.",
                    "{spoken}, definitely.",
                ),
                options=YES_NO,
            ),
            ask(
                "go_live",
                label="go-live date",
                grader="date",
                kind="date",
                value="2026-05-04",
                spoken="May fourth, twenty twenty-six",
                answers=(
                    "By {spoken}.",
                    "Ideally {spoken}.",
                ),
            ),
            ask(
                "owner_phone",
                label="owner phone",
                grader="phone",
                kind="digits",
                value="5035550111",
                spoken="five oh three, five five five, zero one one one",
            ),
        ],
        knowledge_base="retail",
        kb=("KB-71", "KB-72"),
    )


def savings_advice() -> WorkflowSpec:
    """Advisory in personal finance: a savings plan, with the client told by notice."""
    return workflow(
        id="workbench_advise_savings_plan",
        archetype="advisory",
        industry="personal finance",
        story="""Jason Kim wants to start saving for a house deposit. His customer record
        gives his account; which account the bank advises for a goal under five years, and its
        rate, are in the product guide. The plan is committed on his approval and a notice goes
        to him afterwards.""",
        goal="You want advice on how to save for a house deposit and to set up a plan.",
        persona="caribbean",
        conversation_type="single_intent",
        risk_tier="high",
        profile="cooperative",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        approval=("commit", "notify"),
        opening=(
            "Hi, Jason Kim here. I want to start saving properly for a house deposit.",
            "Hello, this is Jason Kim. I'd like some advice on saving up for a home.",
        ),
        form=("T-SAVE", "Savings plan"),
        title="House deposit savings plan",
        record_lookup="customer_number",
        facts=(volunteered("client", "Jason Kim"),),
        parts=[
            ask(
                "customer_number",
                label="customer number",
                grader="exact",
                kind="digits",
                value="40177215",
                spoken="four zero one seven, seven two one five",
                answers=(
                    "It's {spoken}.",
                    "{spoken}.",
                ),
            ),
            on_record(
                "current_account",
                label="current account",
                grader="exact",
                pattern=r"account: (AC-\d+)",
            ),
            ask(
                "goal_amount",
                label="savings goal",
                grader="numeric",
                kind="amount",
                value="30000",
                spoken="thirty thousand dollars",
                answers=(
                    "I need {spoken}.",
                    "About {spoken}.",
                ),
            ),
            ask(
                "horizon_years",
                label="years to the goal",
                grader="numeric",
                kind="number",
                value="4",
                spoken="four years",
                answers=(
                    "In {spoken}.",
                    "{spoken}, hopefully.",
                ),
            ),
            ask(
                "monthly_deposit",
                label="monthly deposit",
                grader="numeric",
                kind="amount",
                value="600",
                spoken="six hundred dollars",
                answers=(
                    "I can put in {spoken} a month.",
                    "{spoken} each month.",
                ),
            ),
            looked_up(
                "product",
                label="recommended account",
                grader="enum",
                query="account for a saving goal",
                pattern=r"[Gg]oals (?:under|of) \w+ years(?: or more)? (?:we advise|suit) the "
                r"(\w+ \w+)",
                near=("horizon_years",),
                options=("Flex Saver", "Fixed Bond", "Index Fund"),
            ),
            looked_up(
                "rate_percent",
                label="interest rate in percent",
                grader="numeric",
                query="interest rates",
                pattern=r"The [A-Z]\w+ [A-Z]\w+ pays (\d+) percent",
                near_fields=("product",),
            ),
            ask(
                "deposit_day",
                label="day of the month for the deposit",
                grader="numeric",
                kind="number",
                value="15",
                spoken="fifteen",
                answers=(
                    "Day {spoken}.",
                    "Day {spoken}, after payday.",
                ),
            ),
            ask(
                "risk",
                label="risk appetite",
                grader="enum",
                kind="text",
                value="low",
                spoken="low",
                answers=(
                    "Keep it {spoken}, I can't lose this money.",
                    "Pretty {spoken}.",
                ),
                options=("low", "medium", "high"),
            ),
            ask(
                "notice_channel",
                label="how to send the confirmation",
                grader="enum",
                kind="text",
                value="post",
                spoken="post",
                answers=(
                    "By {spoken}, please.",
                    "{spoken} is best.",
                ),
                options=("post", "text message"),
            ),
        ],
        records=(
            {
                "id": "REC-4017",
                "kind": "customer",
                "customer": "40177215",
                "name": "Jason Kim",
                "account": "AC-66120",
            },
        ),
        knowledge_base="finance",
        kb=("KB-101", "KB-102"),
        follow_ups=(notify(FromUser(fact="notice_channel"), "plan set up"),),
    )


WORKFLOWS = (
    lease_renewal,
    pos_consult,
    savings_advice,
)
"""The builders of this module, in order."""
