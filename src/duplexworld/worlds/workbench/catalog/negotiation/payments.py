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
                "claim number",
                "exact",
                "digits",
                "8802146",
                "eight eight zero, two one four six",
                "Hang on. It's {spoken}.",
                "{spoken}.",
            ),
            on_record("policy", "policy number", "exact", r"policy: (HP-\d+)"),
            on_record("loss_date", "date of loss", "date", r"loss: (\d{4}-\d{2}-\d{2})"),
            ask(
                "repair_quote",
                "repair quote",
                "numeric",
                "amount",
                "14200",
                "fourteen thousand two hundred dollars",
                "The quote came in at {spoken}.",
                "Sorry, what? Right, {spoken}.",
            ),
            looked_up(
                "deductible",
                "deductible in dollars",
                "numeric",
                "deductible for water damage",
                r"water damage carries a deductible of (\d+) dollars",
            ),
            looked_up(
                "flooring_depreciation",
                "flooring depreciation in percent",
                "numeric",
                "depreciation of flooring",
                r"Flooring is depreciated by (\d+) percent",
            ),
            ask(
                "rooms",
                "rooms affected",
                "set_f1",
                "text",
                "kitchen, hallway",
                "the kitchen and the hallway",
                "{spoken}.",
                "It's {spoken}.",
                threshold=1.0,
            ),
            ask(
                "payee",
                "payee",
                "enum",
                "text",
                "policyholder",
                "policyholder",
                "Pay it to me, the {spoken}.",
                "To me, I'm the {spoken}.",
                options=("policyholder", "contractor"),
                fix=correction(
                    "contractor",
                    "contractor",
                    "Sorry, the payee should be the {spoken}, they're doing the work.",
                    "Actually, change the payee to the {spoken}.",
                    mode="with_revocation",
                ),
            ),
            ask(
                "payment_date",
                "payment date",
                "date",
                "date",
                "2026-04-20",
                "April twentieth, twenty twenty-six",
                "By {spoken} if you can.",
                "{spoken}.",
            ),
            ask(
                "claimant_phone",
                "claimant phone",
                "phone",
                "digits",
                "8575550154",
                "eight five seven, five five five, zero one five four",
                "Wait. {spoken}.",
                "It's {spoken}.",
            ),
            computed("settlement", "settlement amount", "repair_quote - deductible"),
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
                "account number",
                "exact",
                "digits",
                "9031477",
                "nine zero three, one four seven seven",
                "Hold on. {spoken}.",
                "It's {spoken}.",
            ),
            on_record(
                "balance", "balance owed", "numeric", r"balance: (\d+\.\d{2})", tolerance=0.01
            ),
            on_record("service_address", "service address", "address", r"address: ([^;\n]+)"),
            looked_up(
                "max_months",
                "longest plan in months",
                "numeric",
                "longest payment plan allowed",
                r"plans of up to (\d+) months",
            ),
            ask(
                "plan_months",
                "plan length in months",
                "numeric",
                "number",
                "6",
                "six months",
                "Sorry, what was it? Right, {spoken}.",
                "{spoken}.",
            ),
            ask(
                "first_payment",
                "first payment date",
                "date",
                "date",
                "2026-03-27",
                "March twenty-seventh, twenty twenty-six",
                "On {spoken}, that's payday.",
                "{spoken}.",
            ),
            ask(
                "payment_method",
                "payment method",
                "enum",
                "text",
                "direct debit",
                "direct debit",
                "{spoken}.",
                "By {spoken}, so I don't forget.",
                options=("direct debit", "card", "cash at a payment point"),
            ),
            looked_up(
                "fee_waived",
                "late fees waived",
                "enum",
                "late fee waiver on a payment plan",
                r"late fees are (waived|kept)",
                options=("waived", "kept"),
            ),
            ask(
                "household_size",
                "people in the household",
                "numeric",
                "number",
                "4",
                "four",
                "There's {spoken} of us.",
                "{spoken}, me, my partner and the kids.",
            ),
            ask(
                "priority_services",
                "medical equipment at home",
                "enum",
                "text",
                "no",
                "no",
                "{spoken}, nothing like that.",
                "{spoken}.",
                options=YES_NO,
            ),
            ask(
                "holder_phone",
                "phone number",
                "phone",
                "digits",
                "2675550119",
                "two six seven, five five five, zero one one nine",
            ),
            computed("instalment", "monthly instalment", "balance / plan_months"),
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
                "client number",
                "exact",
                "digits",
                "582206",
                "five eight two, two zero six",
                "I think it's {spoken}.",
                "{spoken}.",
            ),
            on_record("company", "client company", "casefold", r"company: ([^;\n]+)"),
            ask(
                "matter_type",
                "matter type",
                "enum",
                "text",
                "employment",
                "employment",
                "It's an {spoken} thing, unfair dismissal.",
                "{spoken}.",
                reveal="volunteered",
                options=("employment", "property", "commercial"),
            ),
            ask(
                "billing_basis",
                "billing basis",
                "enum",
                "text",
                "hourly",
                "hourly",
                "I suppose {spoken}.",
                "Let's go {spoken}.",
                options=("hourly", "fixed fee"),
            ),
            ask(
                "fee_cap",
                "fee cap",
                "numeric",
                "amount",
                "25000",
                "twenty-five thousand dollars",
                "We can't go over {spoken}.",
                "Cap it at {spoken}.",
                reveal="on_event",
                event="fact:billing_basis",
            ),
            looked_up(
                "partner_rate",
                "partner hourly rate",
                "numeric",
                "partner rate per hour",
                r"a partner bills (\d+) dollars an hour",
            ),
            looked_up(
                "retainer",
                "retainer",
                "numeric",
                "retainer by matter type",
                r"The retainer for \w+ matters is (\d+) dollars",
                near=("matter_type",),
            ),
            ask(
                "opposing_party",
                "opposing party",
                "casefold",
                "text",
                "Frank Wood",
                "Frank Wood",
                "{spoken}.",
                "The other side is {spoken}.",
            ),
            ask(
                "hearing_date",
                "hearing date",
                "date",
                "date",
                "2026-07-22",
                "July twenty-second, twenty twenty-six",
                "The letter says {spoken}.",
                "{spoken}, I think.",
            ),
            ask(
                "billing_cycle",
                "invoice frequency",
                "enum",
                "text",
                "monthly",
                "monthly",
                "{spoken} is fine.",
                "{spoken}, I suppose.",
                options=("monthly", "at the end"),
            ),
            ask(
                "client_phone",
                "client phone",
                "phone",
                "digits",
                "7865550188",
                "seven eight six, five five five, zero one eight eight",
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
