"""Workflows of the conversational archetypes: negotiation, consulting, interviewing,
planning and advisory."""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    ask,
    correction,
    fact,
    looked_up,
    on_record,
    workflow,
)
from duplexworld.worlds.workbench.workflow import FollowUp, FromUser, WorkflowSpec


def lease_renewal() -> WorkflowSpec:
    """Negotiation in commercial property: a renewal term sheet, approved then withdrawn."""
    return workflow(
        id="workbench_negotiate_lease_renewal",
        archetype="negotiation",
        industry="commercial property",
        story="""Marcus Bell manages an office tenancy and negotiates its renewal. The rent a
        36-month renewal earns and the deposit are on the landlord's renewal terms; the suite
        and lease come from the tenancy record. He approves the term sheet, then withdraws the
        approval at once: he needs four parking spaces, not three. The committed sheet must
        carry four, and it may only be committed on his second approval.""",
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
                "monthly rent for a renewal of 36 months",
                r"36 months or longer is (\d+) dollars",
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
                "three",
                "We need {spoken} spaces.",
                "{spoken} spaces.",
                fix=correction(
                    "4",
                    "four",
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
                options=("yes", "no"),
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
        story="""Lena Hart owns two bakeries and asks which point-of-sale plan she needs. The
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
            "Hiya, I'm Lena Hart, I run a couple of little bakeries and our tills are ancient. I "
            "need some advice on what system to get.",
            "Hello, Lena Hart here. I've got a couple of bakeries and I'm trying to work out which "
            "till system plan makes sense.",
        ),
        form=("T-RECO", "Plan recommendation"),
        title="Point-of-sale plan for Sunrise Bakery",
        facts=(fact("owner", "owner", "text", "Lena Hart", "Lena Hart", reveal="volunteered"),),
        parts=[
            ask(
                "business_name",
                "business name",
                "casefold",
                "text",
                "Sunrise Bakery",
                "Sunrise Bakery",
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
                "plan for up to three locations",
                r"up to ten terminals the (\w+) plan fits",
                options=("Starter", "Growth", "Enterprise"),
            ),
            looked_up(
                "plan_price",
                "plan price per month",
                "numeric",
                "price list Growth plan",
                r"Growth plan costs (\d+) dollars",
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
                options=("yes", "no"),
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


def driver_screening() -> WorkflowSpec:
    """Interviewing in recruitment: a delivery-driver screening record."""
    return workflow(
        id="workbench_interview_driver_screening",
        archetype="interviewing",
        industry="recruitment",
        story="""Samuel Brooks applies for a delivery driver job and is screened by phone. The
        requisition is found by the job title; the licence the job requires is in the job
        spec. He talks a lot, and gives his salary expectation only after his notice period.""",
        goal="You are being screened by phone for a delivery driver job you applied to.",
        persona="midlands",
        conversation_type="narrative_intake",
        risk_tier="medium",
        profile="verbose",
        knowledge_burden=("local_state", "retrieval"),
        opening=(
            "Hi there, Samuel Brooks, I applied for the driver job and got a text to call in "
            "for a quick screening.",
            "Hello, this is Samuel Brooks. I'm calling about the driver position I applied for.",
        ),
        form=("T-SCREEN", "Candidate screening"),
        title="Screening: Samuel Brooks",
        record_lookup="role",
        parts=[
            ask(
                "candidate",
                "candidate name",
                "casefold",
                "name",
                "Samuel Brooks",
                "Samuel Brooks",
                "{spoken}.",
                "It's {spoken}.",
                reveal="volunteered",
            ),
            ask(
                "role",
                "job title",
                "casefold",
                "text",
                "delivery driver",
                "delivery driver",
                "It's the {spoken} job.",
                "{spoken}.",
            ),
            on_record("requisition", "requisition number", "exact", r"requisition: (RQ-\d+)"),
            on_record("depot", "depot", "casefold", r"depot: ([^;\n]+)"),
            looked_up(
                "licence_required",
                "licence required",
                "enum",
                "licence needed for delivery driver",
                r"drivers need a (\w+) licence",
                options=("car", "van", "truck"),
            ),
            ask(
                "licence_held",
                "licence held",
                "enum",
                "text",
                "van",
                "van",
                "I've got a {spoken} licence.",
                "A {spoken} licence, clean.",
                options=("car", "van", "truck"),
            ),
            ask(
                "experience_years",
                "years of driving experience",
                "numeric",
                "number",
                "6",
                "six years",
                "About {spoken}.",
                "{spoken} on the road.",
            ),
            ask(
                "notice_weeks",
                "notice period in weeks",
                "numeric",
                "number",
                "2",
                "two weeks",
                "{spoken}' notice.",
                "I have to give {spoken}.",
            ),
            ask(
                "salary",
                "expected yearly salary",
                "numeric",
                "amount",
                "38000",
                "thirty-eight thousand dollars",
                "I'm looking for {spoken}.",
                "Around {spoken} a year.",
                reveal="on_event",
                event="fact:notice_weeks",
                tolerance=500,
            ),
            ask(
                "start_date",
                "earliest start date",
                "date",
                "date",
                "2026-03-23",
                "March twenty-third, twenty twenty-six",
                "I could start {spoken}.",
                "{spoken} at the earliest.",
            ),
            ask(
                "shifts",
                "shifts you can work",
                "set_exact",
                "text",
                "early, late",
                "early and late",
                "{spoken} shifts.",
                "Both {spoken}.",
            ),
            ask(
                "phone",
                "phone number",
                "phone",
                "digits",
                "7735550172",
                "seven seven three, five five five, zero one seven two",
            ),
        ],
        records=(
            {
                "id": "REC-3301",
                "kind": "requisition",
                "title": "delivery driver",
                "requisition": "RQ-5520",
                "depot": "Northgate depot",
            },
            {
                "id": "REC-3302",
                "kind": "requisition",
                "title": "warehouse picker",
                "requisition": "RQ-5531",
                "depot": "Southside depot",
            },
        ),
        kb=(
            {
                "id": "KB-81",
                "title": "Job spec: delivery driver",
                "text": "Delivery drivers need a van licence and a clean record.",
            },
        ),
    )


def kitchen_plan() -> WorkflowSpec:
    """Planning in home renovation: a kitchen refit work plan with an ordered schedule."""
    return workflow(
        id="workbench_plan_kitchen_refit",
        archetype="planning",
        industry="home renovation",
        story="""Priya Raman plans her kitchen refit with the contractor's planning desk. The
        job is found by her reference; the lead time of the cabinets she picked is in the
        supplier catalogue; the order of trades she dictates must be kept. She corrects the
        budget when the agent reads it back.""",
        goal="You are planning your kitchen refit with the contractor.",
        persona="scottish",
        conversation_type="mid_call_correction",
        risk_tier="medium",
        profile="correction_prone",
        knowledge_burden=("local_state", "retrieval"),
        opening=(
            "Hi, it's Priya Raman. We've signed up for a kitchen refit and I want to plan the "
            "work out.",
            "Hello, Priya Raman here. I'd like to go through the plan for our new kitchen.",
        ),
        form=("T-PLAN", "Work plan"),
        title="Kitchen refit plan",
        record_lookup="job_ref",
        parts=[
            ask(
                "job_ref",
                "job reference",
                "exact",
                "digits",
                "58214",
                "five eight two one four",
                "It's {spoken}.",
                "The reference is {spoken}.",
            ),
            on_record("client", "client", "casefold", r"client: ([^;\n]+)"),
            on_record("site_address", "site address", "address", r"address: ([^;\n]+)"),
            ask(
                "cabinet_range",
                "cabinet range",
                "enum",
                "text",
                "Oakline",
                "Oakline",
                "We picked {spoken}.",
                "The {spoken} range.",
                options=("Oakline", "Slate", "Nordic"),
            ),
            looked_up(
                "lead_time_weeks",
                "cabinet lead time in weeks",
                "numeric",
                "Oakline cabinets lead time",
                r"Oakline cabinets ship in (\d+) weeks",
            ),
            ask(
                "start_date",
                "start date",
                "date",
                "date",
                "2026-05-11",
                "May eleventh, twenty twenty-six",
                "We'd like to start {spoken}.",
                "{spoken}.",
            ),
            ask(
                "trades_order",
                "order of the trades",
                "ordered_list",
                "text",
                "plumber, electrician, fitter, tiler",
                "plumber, electrician, fitter, tiler",
                "First the {spoken}.",
                "In this order: {spoken}.",
            ),
            ask(
                "budget",
                "total budget",
                "numeric",
                "amount",
                "24000",
                "twenty-four thousand dollars",
                "Our budget is {spoken}.",
                "{spoken} all in.",
                fix=correction(
                    "26000",
                    "twenty-six thousand dollars",
                    "Sorry, the total budget is {spoken}, we added the island.",
                    "Wait, the total budget should be {spoken}.",
                ),
            ),
            ask(
                "weeks_without_kitchen",
                "weeks without a kitchen",
                "numeric",
                "number",
                "3",
                "three",
                "At most {spoken} weeks.",
                "{spoken} weeks.",
            ),
            ask(
                "skip_permit",
                "skip on the street",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, we'll need a skip outside.",
                "{spoken}, there's no driveway.",
                options=("yes", "no"),
            ),
            ask(
                "contact_phone",
                "contact phone",
                "phone",
                "digits",
                "6465550198",
                "six four six, five five five, zero one nine eight",
            ),
        ],
        records=(
            {
                "id": "REC-5821",
                "kind": "job",
                "job": "58214",
                "client": "Priya Raman",
                "address": "9 Thistle Road, Edison, NJ 08817",
            },
        ),
        kb=(
            {
                "id": "KB-91",
                "title": "Supplier catalogue: lead times",
                "text": "Oakline cabinets ship in 6 weeks. Slate cabinets ship in 4 weeks. "
                "Nordic cabinets ship in 9 weeks.",
            },
        ),
    )


def savings_advice() -> WorkflowSpec:
    """Advisory in personal finance: a savings plan, with the client told by notice."""
    return workflow(
        id="workbench_advise_savings_plan",
        archetype="advisory",
        industry="personal finance",
        story="""Daniel Kim wants to start saving for a house deposit. His customer record
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
            "Hi, Daniel Kim here. I want to start saving properly for a house deposit.",
            "Hello, this is Daniel Kim. I'd like some advice on saving up for a home.",
        ),
        form=("T-SAVE", "Savings plan"),
        title="House deposit savings plan",
        record_lookup="customer_number",
        facts=(fact("client", "client", "text", "Daniel Kim", "Daniel Kim", reveal="volunteered"),),
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
                "account for a goal under five years",
                r"goals under five years we advise the (\w+ \w+)",
                options=("Flex Saver", "Fixed Bond", "Index Fund"),
            ),
            looked_up(
                "rate_percent",
                "interest rate in percent",
                "numeric",
                "Flex Saver interest rate",
                r"Flex Saver pays (\d+) percent",
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
                "{spoken}, I can't lose this money.",
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
                "name": "Daniel Kim",
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
        follow_ups=(
            FollowUp(
                tool="notify",
                arguments={"recipient": FromUser(fact="notice_channel"), "message": "plan set up"},
            ),
        ),
    )


WORKFLOWS = (lease_renewal, pos_consult, driver_screening, kitchen_plan, savings_advice)
"""The builders of this module, in order."""
