"""Advisory: borrowing and retirement.

A pension drawdown, a remortgage, a business loan.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    YES_NO,
    ask,
    computed,
    correction,
    looked_up,
    on_record,
    schedule,
    volunteered,
    workflow,
)
from duplexworld.worlds.workbench.workflow import WorkflowSpec


def pension_drawdown() -> WorkflowSpec:
    """Advisory in retirement planning: drawdown advice, approval withdrawn over the age."""
    return workflow(
        id="workbench_advise_pension_drawdown",
        archetype="advisory",
        industry="retirement planning",
        story="""James Baker is a retired actuary who wants advice on drawing his pension. His
        plan number finds the pension pot; the safe withdrawal rate the firm advises and the
        tax-free lump sum share are in its retirement income guide. He volunteers his figures.
        He approves the advice, then withdraws the approval: he wants to start drawing at
        sixty-six, not sixty-five. The advice may only be committed on his second approval.""",
        goal="You want advice on drawing income from your pension.",
        persona="received",
        conversation_type="mid_call_correction",
        risk_tier="high",
        profile="expert",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "James Baker. I'd like drawdown advice on my pension; I know the usual rules, I "
            "just want your firm's numbers on paper.",
            "Good afternoon, James Baker. I want written advice on pension drawdown, using "
            "your firm's own withdrawal rate.",
        ),
        form=("T-DRAW", "Retirement income advice"),
        title="Baker pension drawdown advice",
        record_lookup="plan_number",
        facts=(volunteered("client", "James Baker"),),
        parts=[
            ask(
                "plan_number",
                "pension plan number",
                "exact",
                "digits",
                "70384412",
                "seven zero three eight, four four one two",
            ),
            on_record("pot_value", "pension pot value", "numeric", r"pot: (\d+) dollars"),
            on_record("provider", "pension provider", "casefold", r"provider: ([^;\n]+)"),
            ask(
                "start_age",
                "age to start drawing",
                "numeric",
                "number",
                "65",
                "sixty-five",
                "At {spoken}.",
                "{spoken}.",
                fix=correction(
                    "66",
                    "sixty-six",
                    "Sorry, the age to start drawing should be {spoken}.",
                    "Actually, change the age to start drawing to {spoken}, I'll work a year more.",
                    mode="with_revocation",
                ),
            ),
            looked_up(
                "withdrawal_rate",
                "yearly withdrawal rate in percent",
                "numeric",
                "sustainable yearly withdrawal rate",
                r"we advise withdrawing (\d+\.?\d*) percent of the pot",
                tolerance=0.05,
            ),
            looked_up(
                "lump_sum_percent",
                "tax-free lump sum in percent",
                "numeric",
                "share of the pot taken tax free",
                r"up to (\d+) percent of the pot tax free",
            ),
            ask(
                "lump_sum",
                "take the lump sum",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, I'll take it.",
                "{spoken}, the full amount.",
                options=YES_NO,
            ),
            ask(
                "other_income",
                "other yearly income",
                "numeric",
                "amount",
                "21000",
                "twenty-one thousand dollars",
                "Social security pays {spoken} a year.",
                "{spoken} a year.",
            ),
            ask(
                "risk",
                "investment risk",
                "enum",
                "text",
                "medium",
                "medium",
                "{spoken}.",
                "A {spoken} risk portfolio.",
                options=("low", "medium", "high"),
            ),
            ask(
                "review_date",
                "first review date",
                "date",
                "date",
                "2027-04-01",
                "April first, twenty twenty-seven",
                "{spoken}.",
                "Review it on {spoken}.",
            ),
            ask(
                "client_phone",
                "client phone",
                "phone",
                "digits",
                "6035550191",
                "six zero three, five five five, zero one nine one",
            ),
            computed("yearly_drawdown", "yearly drawdown", "pot_value * withdrawal_rate / 100"),
        ],
        records=(
            {
                "id": "REC-7038",
                "kind": "pension plan",
                "plan": "70384412",
                "holder": "James Baker",
                "pot": "640000 dollars",
                "provider": "Granite State Retirement Trust",
            },
        ),
        knowledge_base="finance",
        kb=("KB-611", "KB-612"),
        follow_ups=(schedule("review_date", "drawdown review"),),
    )


def remortgage_advice() -> WorkflowSpec:
    """Advisory in mortgage lending: which remortgage product suits when a fixed rate ends."""
    return workflow(
        id="workbench_advise_remortgage",
        archetype="advisory",
        industry="mortgage lending",
        story="""John Cooper's fixed mortgage rate ends soon and he wants advice on what to move
        to. His mortgage account gives the balance, the property value and the loan to value;
        the product the lender advises for a loan to value under sixty percent and its rate
        are in the product guide. He is driving and keeps losing the thread. The advice is
        committed on his approval.""",
        goal="Your fixed mortgage rate ends soon and you want advice on what to switch to.",
        persona="hurried",
        conversation_type="single_intent",
        risk_tier="high",
        profile="distracted",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hi, John Cooper. I'm in the car, sorry. My fixed rate is ending and I need to know "
            "what to do next.",
            "Hello, it's John Cooper, you're on speaker. My mortgage deal runs out soon and I "
            "want some advice.",
        ),
        form=("T-REMORT", "Remortgage advice"),
        title="Cooper remortgage advice",
        record_lookup="mortgage_account",
        facts=(volunteered("borrower", "John Cooper"),),
        parts=[
            ask(
                "mortgage_account",
                "mortgage account number",
                "exact",
                "digits",
                "33917206",
                "three three nine one, seven two zero six",
                "Hang on. {spoken}.",
                "It's {spoken}.",
            ),
            on_record("balance", "outstanding balance", "numeric", r"balance: (\d+) dollars"),
            on_record("property_value", "property value", "numeric", r"valuation: (\d+) dollars"),
            on_record(
                "deal_end", "current deal end date", "date", r"deal ends: (\d{4}-\d{2}-\d{2})"
            ),
            on_record(
                "loan_to_value", "loan to value in percent", "numeric", r"loan to value: (\d+)"
            ),
            looked_up(
                "product",
                "advised product",
                "enum",
                "remortgage product by loan to value",
                r"loan to value under \d+ percent we advise the (\w+ \w+ \w+)",
                near_fields=("loan_to_value",),
                options=("two year fixed", "five year fixed", "tracker"),
            ),
            looked_up(
                "rate_percent",
                "rate in percent",
                "numeric",
                "rates by product",
                r"The \w+ year \w+ rate is (\d+\.\d+) percent",
                near_fields=("product",),
                tolerance=0.01,
            ),
            ask(
                "term_years",
                "remaining term in years",
                "numeric",
                "number",
                "18",
                "eighteen years",
                "Sorry, what? Right, {spoken}.",
                "{spoken}.",
            ),
            ask(
                "overpay",
                "monthly overpayment",
                "numeric",
                "amount",
                "200",
                "two hundred dollars",
                "I'd overpay {spoken} a month.",
                "{spoken}.",
            ),
            ask(
                "move_plans",
                "plans to move",
                "enum",
                "text",
                "no",
                "no",
                "{spoken}, we're staying put.",
                "{spoken}, not for years.",
                options=YES_NO,
            ),
            ask(
                "call_back",
                "best time for a call back",
                "interval",
                "text",
                "17:00-19:00",
                "from five p.m. to seven p.m.",
                "Any time {spoken}.",
                "{spoken}.",
                threshold=0.5,
            ),
            ask(
                "borrower_phone",
                "borrower phone",
                "phone",
                "digits",
                "9195550138",
                "nine one nine, five five five, zero one three eight",
            ),
        ],
        records=(
            {
                "id": "REC-3391",
                "kind": "mortgage",
                "account": "33917206",
                "borrower": "John Cooper",
                "balance": "186000 dollars",
                "valuation": "410000 dollars",
                "loan to value": "45 percent",
                "deal ends": "2026-06-30",
            },
        ),
        knowledge_base="finance",
        kb=("KB-621", "KB-622"),
    )


def business_loan() -> WorkflowSpec:
    """Advisory in commercial banking: which loan a bakery should take for an oven."""
    return workflow(
        id="workbench_advise_business_loan",
        archetype="advisory",
        industry="commercial banking",
        story="""Daniel Bello runs a bakery and needs a new bread oven; he asks his bank what
        financing to use. His business account gives the years trading and the turnover; the
        product the bank advises for equipment purchases and its rate for his trading history
        are in the lending guide. He hedges: the oven's price only comes after he says what he
        is buying. The advice is prepared only.""",
        goal="You need financing for a new oven and want the bank's advice.",
        persona="caribbean",
        conversation_type="single_intent",
        risk_tier="high",
        profile="ambiguous",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        outcome="prepare",
        opening=(
            "Hello, Daniel Bello. I run a bakery and I need to buy some equipment, I think "
            "I need a loan or something."
            " Please just prepare it and submit it, I want a word with my accountant before "
            "anything's committed.",
            "Hi, it's Daniel Bello. I've a bakery and something big needs replacing, so I "
            "need to talk about borrowing."
            " Please just prepare it and submit it, I want a word with my accountant before "
            "anything's committed.",
        ),
        form=("T-LOAN", "Business financing advice"),
        title="Bello bakery financing",
        record_lookup="business_account",
        facts=(volunteered("owner", "Daniel Bello"),),
        parts=[
            ask(
                "business_account",
                "business account number",
                "exact",
                "digits",
                "27730961",
                "two seven seven three, zero nine six one",
                "I think it's {spoken}.",
                "{spoken}.",
            ),
            on_record("business", "business name", "casefold", r"business: ([^;\n]+)"),
            on_record("years_trading", "years trading", "numeric", r"trading: (\d+) years"),
            ask(
                "purchase",
                "what is being bought",
                "semantic",
                "text",
                "new bread oven",
                "a new bread oven",
                "It's {spoken}.",
                "Just put: {spoken}.",
            ),
            ask(
                "price",
                "purchase price",
                "numeric",
                "amount",
                "42000",
                "forty-two thousand dollars",
                "Maybe {spoken}.",
                "The quote says {spoken}.",
                reveal="on_event",
                event="fact:purchase",
            ),
            looked_up(
                "product",
                "advised product",
                "enum",
                "financing for buying machinery",
                r"For equipment purchases we advise (\w+ \w+)",
                options=("asset finance", "term loan", "overdraft"),
            ),
            looked_up(
                "rate_percent",
                "rate in percent",
                "numeric",
                "rates by years trading",
                r"[A-Z]\w+ \w+ for businesses trading more than three years pay (\d+\.\d+) percent",
                near_fields=("product",),
                tolerance=0.01,
            ),
            ask(
                "term_years",
                "repayment term in years",
                "numeric",
                "number",
                "5",
                "five years",
                "{spoken}, I suppose.",
                "Maybe {spoken}.",
            ),
            ask(
                "deposit",
                "deposit available",
                "numeric",
                "amount",
                "8000",
                "eight thousand dollars",
                "I could put down {spoken}.",
                "{spoken}.",
            ),
            ask(
                "delivery_date",
                "oven delivery date",
                "date",
                "date",
                "2026-05-26",
                "May twenty-sixth, twenty twenty-six",
                "They said {spoken}.",
                "{spoken}, I think.",
            ),
            ask(
                "owner_phone",
                "owner phone",
                "phone",
                "digits",
                "4045550117",
                "four zero four, five five five, zero one one seven",
            ),
        ],
        records=(
            {
                "id": "REC-2773",
                "kind": "business account",
                "account": "27730961",
                "business": "Golden Crust Bakery",
                "trading": "7 years",
            },
        ),
        knowledge_base="finance",
        kb=("KB-691", "KB-692"),
    )
