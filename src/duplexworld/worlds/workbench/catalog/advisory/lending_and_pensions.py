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
                label="pension plan number",
                grader="exact",
                kind="digits",
                value="70384412",
                spoken="seven zero three eight, four four one two",
            ),
            on_record(
                "pot_value",
                label="pension pot value",
                grader="numeric",
                pattern=r"pot: (\d+) dollars",
            ),
            on_record(
                "provider",
                label="pension provider",
                grader="casefold",
                pattern=r"provider: ([^;\n]+)",
            ),
            ask(
                "start_age",
                label="age to start drawing",
                grader="numeric",
                kind="number",
                value="65",
                spoken="sixty-five",
                answers=(
                    "At {spoken}.",
                    "{spoken}.",
                ),
                fix=correction(
                    value="66",
                    spoken="sixty-six",
                    variants=(
                        "Sorry, the age to start drawing should be {spoken}.",
                        "Actually, change the age to start drawing to {spoken}, I'll work a year "
                        "more.",
                    ),
                    mode="with_revocation",
                ),
            ),
            looked_up(
                "withdrawal_rate",
                label="yearly withdrawal rate in percent",
                grader="numeric",
                query="sustainable yearly withdrawal rate",
                pattern=r"we advise withdrawing (\d+\.?\d*) percent of the pot",
                tolerance=0.05,
            ),
            looked_up(
                "lump_sum_percent",
                label="tax-free lump sum in percent",
                grader="numeric",
                query="share of the pot taken tax free",
                pattern=r"up to (\d+) percent of the pot tax free",
            ),
            ask(
                "lump_sum",
                label="take the lump sum",
                grader="enum",
                kind="text",
                value="yes",
                spoken="yes",
                answers=(
                    "{spoken}, I'll take it.",
                    "{spoken}, the full amount.",
                ),
                options=YES_NO,
            ),
            ask(
                "other_income",
                label="other yearly income",
                grader="numeric",
                kind="amount",
                value="21000",
                spoken="twenty-one thousand dollars",
                answers=(
                    "Social security pays {spoken} a year.",
                    "{spoken} a year.",
                ),
            ),
            ask(
                "risk",
                label="investment risk",
                grader="enum",
                kind="text",
                value="medium",
                spoken="medium",
                answers=(
                    "{spoken}.",
                    "A {spoken} risk portfolio.",
                ),
                options=("low", "medium", "high"),
            ),
            ask(
                "review_date",
                label="first review date",
                grader="date",
                kind="date",
                value="2027-04-01",
                spoken="April first, twenty twenty-seven",
                answers=(
                    "{spoken}.",
                    "Review it on {spoken}.",
                ),
            ),
            ask(
                "client_phone",
                label="client phone",
                grader="phone",
                kind="digits",
                value="6035550191",
                spoken="six zero three, five five five, zero one nine one",
            ),
            computed(
                "yearly_drawdown", label="yearly drawdown", rule="pot_value * withdrawal_rate / 100"
            ),
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
                label="mortgage account number",
                grader="exact",
                kind="digits",
                value="33917206",
                spoken="three three nine one, seven two zero six",
                answers=(
                    "Hang on. {spoken}.",
                    "It's {spoken}.",
                ),
            ),
            on_record(
                "balance",
                label="outstanding balance",
                grader="numeric",
                pattern=r"balance: (\d+) dollars",
            ),
            on_record(
                "property_value",
                label="property value",
                grader="numeric",
                pattern=r"valuation: (\d+) dollars",
            ),
            on_record(
                "deal_end",
                label="current deal end date",
                grader="date",
                pattern=r"deal ends: (\d{4}-\d{2}-\d{2})",
            ),
            on_record(
                "loan_to_value",
                label="loan to value in percent",
                grader="numeric",
                pattern=r"loan to value: (\d+)",
            ),
            looked_up(
                "product",
                label="advised product",
                grader="enum",
                query="remortgage product by loan to value",
                pattern=r"loan to value under \d+ percent we advise the (\w+ \w+ \w+)",
                near_fields=("loan_to_value",),
                options=("two year fixed", "five year fixed", "tracker"),
            ),
            looked_up(
                "rate_percent",
                label="rate in percent",
                grader="numeric",
                query="rates by product",
                pattern=r"The \w+ year \w+ rate is (\d+\.\d+) percent",
                near_fields=("product",),
                tolerance=0.01,
            ),
            ask(
                "term_years",
                label="remaining term in years",
                grader="numeric",
                kind="number",
                value="18",
                spoken="eighteen years",
                answers=(
                    "Sorry, what? Right, {spoken}.",
                    "{spoken}.",
                ),
            ),
            ask(
                "overpay",
                label="monthly overpayment",
                grader="numeric",
                kind="amount",
                value="200",
                spoken="two hundred dollars",
                answers=(
                    "I'd overpay {spoken} a month.",
                    "{spoken}.",
                ),
            ),
            ask(
                "move_plans",
                label="plans to move",
                grader="enum",
                kind="text",
                value="no",
                spoken="no",
                answers=(
                    "{spoken}, we're staying put.",
                    "{spoken}, not for years.",
                ),
                options=YES_NO,
            ),
            ask(
                "call_back",
                label="best time for a call back",
                grader="interval",
                kind="text",
                value="17:00-19:00",
                spoken="from five p.m. to seven p.m.",
                answers=(
                    "Any time {spoken}.",
                    "{spoken}.",
                ),
                threshold=0.5,
            ),
            ask(
                "borrower_phone",
                label="borrower phone",
                grader="phone",
                kind="digits",
                value="9195550138",
                spoken="nine one nine, five five five, zero one three eight",
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
                label="business account number",
                grader="exact",
                kind="digits",
                value="27730961",
                spoken="two seven seven three, zero nine six one",
                answers=(
                    "I think it's {spoken}.",
                    "{spoken}.",
                ),
            ),
            on_record(
                "business", label="business name", grader="casefold", pattern=r"business: ([^;\n]+)"
            ),
            on_record(
                "years_trading",
                label="years trading",
                grader="numeric",
                pattern=r"trading: (\d+) years",
            ),
            ask(
                "purchase",
                label="what is being bought",
                grader="semantic",
                kind="text",
                value="new bread oven",
                spoken="a new bread oven",
                answers=(
                    "It's {spoken}.",
                    "Just put: {spoken}.",
                ),
            ),
            ask(
                "price",
                label="purchase price",
                grader="numeric",
                kind="amount",
                value="42000",
                spoken="forty-two thousand dollars",
                answers=(
                    "Maybe {spoken}.",
                    "The quote says {spoken}.",
                ),
                reveal="on_event",
                event="fact:purchase",
            ),
            looked_up(
                "product",
                label="advised product",
                grader="enum",
                query="financing for buying machinery",
                pattern=r"For equipment purchases we advise (\w+ \w+)",
                options=("asset finance", "term loan", "overdraft"),
            ),
            looked_up(
                "rate_percent",
                label="rate in percent",
                grader="numeric",
                query="rates by years trading",
                pattern=r"[A-Z]\w+ \w+ for businesses trading more than three years pay "
                r"(\d+\.\d+) percent",
                near_fields=("product",),
                tolerance=0.01,
            ),
            ask(
                "term_years",
                label="repayment term in years",
                grader="numeric",
                kind="number",
                value="5",
                spoken="five years",
                answers=(
                    "{spoken}, I suppose.",
                    "Maybe {spoken}.",
                ),
            ),
            ask(
                "deposit",
                label="deposit available",
                grader="numeric",
                kind="amount",
                value="8000",
                spoken="eight thousand dollars",
                answers=(
                    "I could put down {spoken}.",
                    "{spoken}.",
                ),
            ),
            ask(
                "delivery_date",
                label="oven delivery date",
                grader="date",
                kind="date",
                value="2026-05-26",
                spoken="May twenty-sixth, twenty twenty-six",
                answers=(
                    "They said {spoken}.",
                    "{spoken}, I think.",
                ),
            ),
            ask(
                "owner_phone",
                label="owner phone",
                grader="phone",
                kind="digits",
                value="4045550117",
                spoken="four zero four, five five five, zero one one seven",
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
