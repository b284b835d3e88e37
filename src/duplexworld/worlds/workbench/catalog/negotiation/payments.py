"""Negotiation: what is owed.

A claim settlement, an arrears plan, a legal fee agreement.
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
from duplexworld.worlds.workbench.workflow import WorkflowSpec, WorldEvent


def water_damage_settlement() -> WorkflowSpec:
    """Negotiation in insurance: a claim settlement, approval withdrawn over the payout route."""
    return workflow(
        id="workbench_negotiate_claim_settlement",
        archetype="negotiation",
        industry="insurance",
        story="""Ricardo Garcia has a water damage claim and negotiates the settlement. His claim
        number finds the claim and its policy; the deductible and the depreciation rule for
        flooring are in the policy wording. He is on a building site and distracted. He
        approves the settlement, then withdraws the approval at once: the payout must go to
        his contractor, not to him. The settlement may only be committed on his second
        approval, with the contractor as payee.""",
        goal="You want your water damage claim settled and paid out.",
        persona="hurried",
        conversation_type="mid_call_correction",
        risk_tier="high",
        profile="distracted",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Yeah, hi, Ricardo Garcia. Sorry, it's loud here. I'm calling about my water damage "
            "claim, I want to get it settled.",
            "Hi, it's Ricardo Garcia, I've got a claim open for the water damage. Can we sort out "
            "the settlement?",
        ),
        form=("T-SETTLE", "Claim settlement"),
        title="Garcia water damage settlement",
        record_lookup="claim_number",
        facts=(volunteered("claimant", "Ricardo Garcia"),),
        parts=[
            ask(
                "claim_number",
                label="claim number",
                grader="exact",
                kind="digits",
                value="8802146",
                spoken="eight eight zero, two one four six",
                answers=(
                    "Hang on. It's {spoken}.",
                    "{spoken}.",
                ),
            ),
            on_record("policy", label="policy number", grader="exact", pattern=r"policy: (HP-\d+)"),
            on_record(
                "loss_date",
                label="date of loss",
                grader="date",
                pattern=r"loss: (\d{4}-\d{2}-\d{2})",
            ),
            ask(
                "repair_quote",
                label="repair quote",
                grader="numeric",
                kind="amount",
                value="14200",
                spoken="fourteen thousand two hundred dollars",
                answers=(
                    "The quote came in at {spoken}.",
                    "Sorry, what? Right, {spoken}.",
                ),
            ),
            looked_up(
                "deductible",
                label="deductible in dollars",
                grader="numeric",
                query="deductible for water damage",
                pattern=r"water damage carries a deductible of (\d+) dollars",
            ),
            looked_up(
                "flooring_depreciation",
                label="flooring depreciation in percent",
                grader="numeric",
                query="depreciation of flooring",
                pattern=r"Flooring is depreciated by (\d+) percent",
            ),
            ask(
                "rooms",
                label="rooms affected",
                grader="set_f1",
                kind="text",
                value="kitchen, hallway",
                spoken="the kitchen and the hallway",
                answers=(
                    "{spoken}.",
                    "It's {spoken}.",
                ),
                threshold=1.0,
            ),
            ask(
                "payee",
                label="payee",
                grader="enum",
                kind="text",
                value="policyholder",
                spoken="policyholder",
                answers=(
                    "Pay it to me, the {spoken}.",
                    "To me, I'm the {spoken}.",
                ),
                options=("policyholder", "contractor"),
                fix=correction(
                    value="contractor",
                    spoken="contractor",
                    variants=(
                        "Sorry, the payee should be the {spoken}, they're doing the work.",
                        "Actually, change the payee to the {spoken}.",
                    ),
                    mode="with_revocation",
                ),
            ),
            ask(
                "payment_date",
                label="payment date",
                grader="date",
                kind="date",
                value="2026-04-20",
                spoken="April twentieth, twenty twenty-six",
                answers=(
                    "By {spoken} if you can.",
                    "{spoken}.",
                ),
            ),
            ask(
                "claimant_phone",
                label="claimant phone",
                grader="phone",
                kind="digits",
                value="8575550154",
                spoken="eight five seven, five five five, zero one five four",
                answers=(
                    "Wait. {spoken}.",
                    "It's {spoken}.",
                ),
            ),
            computed("settlement", label="settlement amount", rule="repair_quote - deductible"),
        ],
        records=(
            {
                "id": "REC-8802",
                "kind": "claim",
                "claim": "8802146",
                "claimant": "Ricardo Garcia",
                "policy": "HP-55071",
                "loss": "2026-02-11",
            },
        ),
        knowledge_base="insurance",
        kb=("KB-241", "KB-242"),
    )


def arrears_payment_plan() -> WorkflowSpec:
    """Negotiation in utilities: a payment plan for an electricity bill in arrears."""
    return workflow(
        id="workbench_negotiate_arrears_plan",
        archetype="negotiation",
        industry="utilities",
        story="""Richard Taylor is behind on his electricity bill and negotiates a payment plan.
        His account number finds the account and the balance owed; the longest plan the
        utility allows and the late fee waiver rule are in the collections policy. He is
        minding his children and loses track of the questions. The plan is committed on his
        approval.""",
        goal="You are behind on your electricity bill and want to agree a payment plan.",
        persona="lancashire",
        conversation_type="single_intent",
        risk_tier="medium",
        profile="distracted",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hi, Richard Taylor. Sorry, kids, one second. I've got a letter about my electric "
            "bill, I'm behind and I want to set up a plan.",
            "Hello, it's Richard Taylor. I'm behind on the electric and I need to sort a payment "
            "plan.",
        ),
        event=WorldEvent(
            record="REC-9031",
            changes={"balance": "542.18"},
            notice="a payment I made at the weekend has just gone through on the account",
            lines=(
                "Before you do that, I've just had a text from my bank: {spoken}. Could you check "
                "the account again?",
                "One thing first, I just got a message saying {spoken}. Can you look at the "
                "account again, please?",
            ),
        ),
        form=("T-PLAN", "Payment arrangement"),
        title="Taylor payment arrangement",
        record_lookup="account_number",
        facts=(volunteered("holder", "Richard Taylor"),),
        parts=[
            ask(
                "account_number",
                label="account number",
                grader="exact",
                kind="digits",
                value="9031477",
                spoken="nine zero three, one four seven seven",
                answers=(
                    "Hold on. {spoken}.",
                    "It's {spoken}.",
                ),
            ),
            on_record(
                "balance",
                label="balance owed",
                grader="numeric",
                pattern=r"balance: (\d+\.\d{2})",
                tolerance=0.01,
            ),
            on_record(
                "service_address",
                label="service address",
                grader="address",
                pattern=r"address: ([^;\n]+)",
            ),
            looked_up(
                "max_months",
                label="longest plan in months",
                grader="numeric",
                query="longest payment plan allowed",
                pattern=r"plans of up to (\d+) months",
            ),
            ask(
                "plan_months",
                label="plan length in months",
                grader="numeric",
                kind="number",
                value="6",
                spoken="six months",
                answers=(
                    "Sorry, what was it? Right, {spoken}.",
                    "{spoken}.",
                ),
            ),
            ask(
                "first_payment",
                label="first payment date",
                grader="date",
                kind="date",
                value="2026-03-27",
                spoken="March twenty-seventh, twenty twenty-six",
                answers=(
                    "On {spoken}, that's payday.",
                    "{spoken}.",
                ),
            ),
            ask(
                "payment_method",
                label="payment method",
                grader="enum",
                kind="text",
                value="direct debit",
                spoken="direct debit",
                answers=(
                    "{spoken}.",
                    "By {spoken}, so I don't forget.",
                ),
                options=("direct debit", "card", "cash at a payment point"),
            ),
            looked_up(
                "fee_waived",
                label="late fees waived",
                grader="enum",
                query="late fee waiver on a payment plan",
                pattern=r"late fees are (waived|kept)",
                options=("waived", "kept"),
            ),
            ask(
                "household_size",
                label="people in the household",
                grader="numeric",
                kind="number",
                value="4",
                spoken="four",
                answers=(
                    "There's {spoken} of us.",
                    "{spoken}, me, my partner and the kids.",
                ),
            ),
            ask(
                "priority_services",
                label="medical equipment at home",
                grader="enum",
                kind="text",
                value="no",
                spoken="no",
                answers=(
                    "{spoken}, nothing like that.",
                    "{spoken}.",
                ),
                options=YES_NO,
            ),
            ask(
                "holder_phone",
                label="phone number",
                grader="phone",
                kind="digits",
                value="2675550119",
                spoken="two six seven, five five five, zero one one nine",
            ),
            computed("instalment", label="monthly instalment", rule="balance / plan_months"),
        ],
        records=(
            {
                "id": "REC-9031",
                "kind": "account",
                "account": "9031477",
                "holder": "Richard Taylor",
                "balance": "642.18",
                "address": "19 Mercer Street, Philadelphia, PA 19125",
            },
        ),
        knowledge_base="utilities",
        kb=("KB-281", "KB-282"),
    )


def legal_fee_agreement() -> WorkflowSpec:
    """Negotiation in legal services: a fee agreement, the fee cap said only when asked."""
    return workflow(
        id="workbench_negotiate_legal_fees",
        archetype="negotiation",
        industry="legal services",
        story="""Helen Fraser runs a bakery chain and agrees the fees for an employment dispute
        with a law firm. The matter is opened under her client number; the partner's hourly
        rate and the retainer the firm asks for matters of this kind are in the firm's fee
        schedule. She is unsure what she wants at first: she names the cap she can pay only
        once the billing basis is settled, and the matter name takes a second ask. The fee
        agreement is prepared only: the board signs it.""",
        goal="You want a fee agreement with the law firm for an employment dispute.",
        persona="received",
        conversation_type="single_intent",
        risk_tier="medium",
        profile="ambiguous",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        outcome="prepare",
        opening=(
            "Hello, Helen Fraser. One of our former staff has brought a claim and I suppose I "
            "need to agree how you'll charge."
            " Please prepare the agreement and submit it, the board signs it off, so don't "
            "commit it.",
            "Hi, it's Helen Fraser. We've got an employment claim against us and I need to talk "
            "about fees, I think."
            " Please prepare the agreement and submit it, the board signs it off, so don't "
            "commit it.",
        ),
        form=("T-FEES", "Fee agreement"),
        title="Fraser employment matter fees",
        record_lookup="client_number",
        facts=(volunteered("client", "Helen Fraser"),),
        parts=[
            ask(
                "client_number",
                label="client number",
                grader="exact",
                kind="digits",
                value="582206",
                spoken="five eight two, two zero six",
                answers=(
                    "I think it's {spoken}.",
                    "{spoken}.",
                ),
            ),
            on_record(
                "company", label="client company", grader="casefold", pattern=r"company: ([^;\n]+)"
            ),
            ask(
                "matter_type",
                label="matter type",
                grader="enum",
                kind="text",
                value="employment",
                spoken="employment",
                answers=(
                    "It's an {spoken} thing, unfair dismissal.",
                    "{spoken}.",
                ),
                reveal="volunteered",
                options=("employment", "property", "commercial"),
            ),
            ask(
                "billing_basis",
                label="billing basis",
                grader="enum",
                kind="text",
                value="hourly",
                spoken="hourly",
                answers=(
                    "I suppose {spoken}.",
                    "Let's go {spoken}.",
                ),
                options=("hourly", "fixed fee"),
            ),
            ask(
                "fee_cap",
                label="fee cap",
                grader="numeric",
                kind="amount",
                value="25000",
                spoken="twenty-five thousand dollars",
                answers=(
                    "We can't go over {spoken}.",
                    "Cap it at {spoken}.",
                ),
                reveal="on_event",
                event="fact:billing_basis",
            ),
            looked_up(
                "partner_rate",
                label="partner hourly rate",
                grader="numeric",
                query="partner rate per hour",
                pattern=r"a partner bills (\d+) dollars an hour",
            ),
            looked_up(
                "retainer",
                label="retainer",
                grader="numeric",
                query="retainer by matter type",
                pattern=r"The retainer for \w+ matters is (\d+) dollars",
                near=("matter_type",),
            ),
            ask(
                "opposing_party",
                label="opposing party",
                grader="casefold",
                kind="text",
                value="Frank Wood",
                spoken="Frank Wood",
                answers=(
                    "{spoken}.",
                    "The other side is {spoken}.",
                ),
            ),
            ask(
                "hearing_date",
                label="hearing date",
                grader="date",
                kind="date",
                value="2026-07-22",
                spoken="July twenty-second, twenty twenty-six",
                answers=(
                    "The letter says {spoken}.",
                    "{spoken}, I think.",
                ),
            ),
            ask(
                "billing_cycle",
                label="invoice frequency",
                grader="enum",
                kind="text",
                value="monthly",
                spoken="monthly",
                answers=(
                    "{spoken} is fine.",
                    "{spoken}, I suppose.",
                ),
                options=("monthly", "at the end"),
            ),
            ask(
                "client_phone",
                label="client phone",
                grader="phone",
                kind="digits",
                value="7865550188",
                spoken="seven eight six, five five five, zero one eight eight",
            ),
        ],
        records=(
            {
                "id": "REC-5822",
                "kind": "client",
                "client": "582206",
                "company": "Fraser Bakeries",
            },
        ),
        knowledge_base="legal",
        kb=("KB-291", "KB-292"),
    )
