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
                "tenant company",
                "casefold",
                "text",
                "Northwind Analytics",
                "Northwind Analytics",
                "{spoken}.",
                "It's {spoken}.",
                reveal="volunteered",
            ),
            on_record("lease_id", "current lease number", "exact", r"lease: (LS-\d+)"),
            on_record("suite", "suite", "casefold", r"suite: ([^;\n]+)"),
            ask(
                "term_months",
                "renewal term in months",
                "numeric",
                "number",
                "36",
                "thirty-six months",
                "We'd like {spoken}.",
                "{spoken}, please.",
            ),
            looked_up(
                "monthly_rent",
                "monthly rent",
                "numeric",
                "monthly rent on renewal",
                r"renewal of \d+ months or longer is (\d+) dollars",
                near=("term_months",),
            ),
            looked_up(
                "deposit_months",
                "deposit in months of rent",
                "numeric",
                "security deposit on renewal",
                r"deposit of (\d+) months",
            ),
            ask(
                "start_date",
                "start date of the new term",
                "date",
                "date",
                "2026-07-01",
                "July first, twenty twenty-six",
                "From {spoken}.",
                "It starts {spoken}.",
            ),
            ask(
                "parking_spaces",
                "parking spaces",
                "numeric",
                "number",
                "3",
                "three parking spaces",
                "We need {spoken}.",
                "{spoken}, please.",
                fix=correction(
                    "5",
                    "five",
                    "Sorry, we need {spoken} parking spaces.",
                    "I've just checked, make the parking spaces {spoken}.",
                    mode="with_revocation",
                ),
            ),
            ask(
                "break_clause",
                "break clause",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, we want a break clause at eighteen months.",
                "{spoken}, a break clause please.",
                options=YES_NO,
            ),
            ask(
                "signatory",
                "signatory name",
                "casefold",
                "name",
                "Marcus Bell",
                "Marcus Bell",
                "I'll sign, {spoken}.",
                "{spoken}.",
                reveal="volunteered",
            ),
            ask(
                "signatory_phone",
                "signatory phone",
                "phone",
                "digits",
                "2125550139",
                "two one two, five five five, zero one three nine",
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
        kb=(
            {
                "id": "KB-61",
                "title": "Renewal terms",
                "text": "The monthly rent for a renewal of 36 months or longer is 8400 dollars. "
                "Renewals under 36 months pay 9100 dollars.",
            },
            {
                "id": "KB-62",
                "title": "Security deposit",
                "text": "Renewing tenants pay a security deposit of 2 months of rent.",
            },
        ),
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
                "business name",
                "casefold",
                "text",
                "Golden Bakery",
                "Golden Bakery",
                "It's {spoken}.",
                "{spoken}.",
            ),
            ask(
                "locations",
                "number of locations",
                "numeric",
                "number",
                "2",
                "two",
                "We have {spoken} shops.",
                "{spoken} locations.",
            ),
            ask(
                "terminals",
                "number of terminals",
                "numeric",
                "number",
                "5",
                "five",
                "{spoken} tills in all.",
                "About {spoken} terminals.",
            ),
            ask(
                "monthly_budget",
                "monthly budget",
                "numeric",
                "amount",
                "150",
                "one hundred and fifty dollars",
                "Around {spoken} a month.",
                "No more than {spoken}.",
            ),
            looked_up(
                "plan",
                "recommended plan",
                "enum",
                "plan by locations and terminals",
                r"With up to \w+ locations and up to \w+ terminals the (\w+) plan fits",
                near=("locations", "terminals"),
                options=("Starter", "Growth", "Enterprise"),
            ),
            looked_up(
                "plan_price",
                "plan price per month",
                "numeric",
                "price list",
                r"The \w+ plan costs (\d+) dollars",
                near_fields=("plan",),
            ),
            ask(
                "contract",
                "contract length",
                "enum",
                "text",
                "monthly",
                "monthly",
                "I'd rather go {spoken}.",
                "{spoken}, no long contract.",
                options=("monthly", "annual"),
            ),
            ask(
                "payments",
                "card payments needed",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, most people pay by card.",
                "{spoken}, definitely.",
                options=YES_NO,
            ),
            ask(
                "go_live",
                "go-live date",
                "date",
                "date",
                "2026-05-04",
                "May fourth, twenty twenty-six",
                "By {spoken}.",
                "Ideally {spoken}.",
            ),
            ask(
                "owner_phone",
                "owner phone",
                "phone",
                "digits",
                "5035550111",
                "five oh three, five five five, zero one one one",
            ),
        ],
        kb=(
            {
                "id": "KB-71",
                "title": "Plan rules",
                "text": "With up to three locations and up to ten terminals the Growth plan "
                "fits. A single till suits the Starter plan. Chains need Enterprise.",
            },
            {
                "id": "KB-72",
                "title": "Price list",
                "text": "The Starter plan costs 49 dollars a month. The Growth plan costs 129 "
                "dollars a month.",
            },
        ),
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
                "customer number",
                "exact",
                "digits",
                "40177215",
                "four zero one seven, seven two one five",
                "It's {spoken}.",
                "{spoken}.",
            ),
            on_record("current_account", "current account", "exact", r"account: (AC-\d+)"),
            ask(
                "goal_amount",
                "savings goal",
                "numeric",
                "amount",
                "30000",
                "thirty thousand dollars",
                "I need {spoken}.",
                "About {spoken}.",
            ),
            ask(
                "horizon_years",
                "years to the goal",
                "numeric",
                "number",
                "4",
                "four years",
                "In {spoken}.",
                "{spoken}, hopefully.",
            ),
            ask(
                "monthly_deposit",
                "monthly deposit",
                "numeric",
                "amount",
                "600",
                "six hundred dollars",
                "I can put in {spoken} a month.",
                "{spoken} each month.",
            ),
            looked_up(
                "product",
                "recommended account",
                "enum",
                "account for a saving goal",
                r"[Gg]oals (?:under|of) \w+ years(?: or more)? (?:we advise|suit) the (\w+ \w+)",
                near=("horizon_years",),
                options=("Flex Saver", "Fixed Bond", "Index Fund"),
            ),
            looked_up(
                "rate_percent",
                "interest rate in percent",
                "numeric",
                "interest rates",
                r"The [A-Z]\w+ [A-Z]\w+ pays (\d+) percent",
                near_fields=("product",),
            ),
            ask(
                "deposit_day",
                "day of the month for the deposit",
                "numeric",
                "number",
                "15",
                "fifteen",
                "Day {spoken}.",
                "Day {spoken}, after payday.",
            ),
            ask(
                "risk",
                "risk appetite",
                "enum",
                "text",
                "low",
                "low",
                "Keep it {spoken}, I can't lose this money.",
                "Pretty {spoken}.",
                options=("low", "medium", "high"),
            ),
            ask(
                "notice_channel",
                "how to send the confirmation",
                "enum",
                "text",
                "post",
                "post",
                "By {spoken}, please.",
                "{spoken} is best.",
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
        kb=(
            {
                "id": "KB-101",
                "title": "Product guide: saving goals",
                "text": "For goals under five years we advise the Flex Saver account. Goals of "
                "five years or more suit the Index Fund.",
            },
            {
                "id": "KB-102",
                "title": "Rates",
                "text": "The Flex Saver pays 4 percent a year. The Fixed Bond pays 5 percent.",
            },
        ),
        follow_ups=(notify(FromUser(fact="notice_channel"), "plan set up"),),
    )


WORKFLOWS = (
    lease_renewal,
    pos_consult,
    savings_advice,
)
"""The builders of this module, in order."""
