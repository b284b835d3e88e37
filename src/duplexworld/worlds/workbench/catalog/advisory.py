"""Advisory workflows: the user asks what to do and the deliverable is the written advice.

Each story ends in one advice record: the user's circumstances as they state them, the
option the adviser's rules (the knowledge base) give for those circumstances, and the
follow-up the advice calls for.
"""

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


def health_plan_choice() -> WorkflowSpec:
    """Advisory in healthcare: which health plan tier suits a family with a chronic condition."""
    return workflow(
        id="workbench_advise_health_plan",
        archetype="advisory",
        industry="healthcare",
        story="""Linda Okafor is choosing a health plan for her family at open enrolment. Her
        member number finds her employer group; the tier the benefits guide advises for a
        household with a chronic condition and that tier's deductible are in the plan
        documents. She tells long stories around each answer. The advice is committed on her
        approval and a copy is sent to her by the channel she picks.""",
        goal="You want advice on which health plan to pick for your family this year.",
        persona="caribbean",
        conversation_type="single_intent",
        risk_tier="high",
        profile="verbose",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hello, my name is Linda Okafor. It's open enrolment again and every year I stare "
            "at these plans and I honestly can't tell which one is best for us.",
            "Hi there, Linda Okafor speaking. My husband keeps telling me to just pick one, "
            "but I'd really like some advice on our health plan this year.",
        ),
        form=("T-HEALTH", "Health plan advice"),
        title="Okafor family health plan",
        record_lookup="member_number",
        facts=(
            fact("member", "member", "text", "Linda Okafor", "Linda Okafor", reveal="volunteered"),
        ),
        parts=[
            ask(
                "member_number",
                "member number",
                "exact",
                "digits",
                "62019384",
                "six two zero one, nine three eight four",
                "It's {spoken}, it's on the back of my card, I had to dig it out.",
                "{spoken}.",
            ),
            on_record("employer_group", "employer group", "casefold", r"group: ([^;\n]+)"),
            ask(
                "household",
                "people to cover",
                "numeric",
                "number",
                "4",
                "four",
                "{spoken} of us, me, my husband and our boys.",
                "{spoken} people.",
            ),
            ask(
                "chronic_condition",
                "chronic condition in the family",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, my son has asthma, so we see the doctor a lot.",
                "{spoken}, asthma.",
                options=("yes", "no"),
            ),
            ask(
                "doctor_visits",
                "doctor visits a year",
                "numeric",
                "number",
                "12",
                "twelve",
                "Hmm, I'd say {spoken}, what with the asthma check-ups.",
                "About {spoken}.",
            ),
            looked_up(
                "tier",
                "advised tier",
                "enum",
                "tier for households with a chronic condition",
                r"chronic condition we advise the (\w+) tier",
                options=("Bronze", "Silver", "Gold"),
            ),
            looked_up(
                "deductible",
                "family deductible in dollars",
                "numeric",
                "Gold family deductible",
                r"Gold tier has a family deductible of (\d+) dollars",
            ),
            ask(
                "prescriptions",
                "regular prescriptions",
                "set_f1",
                "text",
                "inhaler, allergy tablets",
                "an inhaler and allergy tablets",
                "{spoken}.",
                "It's {spoken}.",
                threshold=1.0,
            ),
            ask(
                "coverage_start",
                "coverage start date",
                "date",
                "date",
                "2027-01-01",
                "January first, twenty twenty-seven",
                "It would start {spoken}, like every year.",
                "{spoken}.",
            ),
            ask(
                "copy_channel",
                "how to send the copy",
                "enum",
                "text",
                "email",
                "email",
                "By {spoken}, please, I lose paper.",
                "{spoken} is best.",
                options=("email", "post"),
            ),
            ask(
                "member_phone",
                "member phone",
                "phone",
                "digits",
                "7135550146",
                "seven one three, five five five, zero one four six",
            ),
        ],
        records=(
            {
                "id": "REC-6201",
                "kind": "member",
                "member": "62019384",
                "name": "Linda Okafor",
                "group": "Harris County Schools",
            },
        ),
        kb=(
            {
                "id": "KB-601",
                "title": "Benefits guide: choosing a tier",
                "text": "For households with a chronic condition we advise the Gold tier. "
                "Healthy single members often choose Bronze.",
            },
            {
                "id": "KB-602",
                "title": "Plan documents: deductibles",
                "text": "The Gold tier has a family deductible of 1500 dollars. The Silver "
                "tier has 4000 dollars.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="notify",
                arguments={
                    "recipient": FromUser(fact="copy_channel"),
                    "message": "your recommendation",
                },
            ),
        ),
    )


def pension_drawdown() -> WorkflowSpec:
    """Advisory in retirement planning: drawdown advice, approval withdrawn over the age."""
    return workflow(
        id="workbench_advise_pension_drawdown",
        archetype="advisory",
        industry="retirement planning",
        story="""Robert Kane is a retired actuary who wants advice on drawing his pension. His
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
            "Robert Kane. I'd like drawdown advice on my pension; I know the usual rules, I "
            "just want your firm's numbers on paper.",
            "Good afternoon, Robert Kane. I want written advice on pension drawdown, using "
            "your firm's own withdrawal rate.",
        ),
        form=("T-DRAW", "Retirement income advice"),
        title="Kane pension drawdown advice",
        record_lookup="plan_number",
        facts=(
            fact("client", "client", "text", "Robert Kane", "Robert Kane", reveal="volunteered"),
        ),
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
                options=("yes", "no"),
            ),
            ask(
                "other_income",
                "other yearly income",
                "numeric",
                "amount",
                "18000",
                "eighteen thousand dollars",
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
        ],
        records=(
            {
                "id": "REC-7038",
                "kind": "pension plan",
                "plan": "70384412",
                "holder": "Robert Kane",
                "pot": "640000 dollars",
                "provider": "Granite State Retirement Trust",
            },
        ),
        kb=(
            {
                "id": "KB-611",
                "title": "Retirement income guide: withdrawals",
                "text": "To make the pot last, we advise withdrawing 3.5 percent of the pot in "
                "the first year and raising it with inflation.",
            },
            {
                "id": "KB-612",
                "title": "Retirement income guide: lump sums",
                "text": "Members may take up to 25 percent of the pot tax free when drawdown "
                "starts.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="schedule",
                arguments={"when": FromUser(fact="review_date"), "what": "drawdown review"},
            ),
        ),
    )


def remortgage_advice() -> WorkflowSpec:
    """Advisory in mortgage lending: which remortgage product suits when a fixed rate ends."""
    return workflow(
        id="workbench_advise_remortgage",
        archetype="advisory",
        industry="mortgage lending",
        story="""Jason Reid's fixed mortgage rate ends soon and he wants advice on what to move
        to. His mortgage account gives the balance and the property value; the product the
        lender advises for a loan to value under sixty percent and its rate are in the product
        guide. He is driving and keeps losing the thread. The advice is committed on his
        approval.""",
        goal="Your fixed mortgage rate ends soon and you want advice on what to switch to.",
        persona="hurried",
        conversation_type="single_intent",
        risk_tier="high",
        profile="distracted",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hi, Jason Reid. I'm in the car, sorry. My fixed rate is ending and I need to know "
            "what to do next.",
            "Hello, it's Jason Reid, you're on speaker. My mortgage deal runs out soon and I "
            "want some advice.",
        ),
        form=("T-REMORT", "Remortgage advice"),
        title="Reid remortgage advice",
        record_lookup="mortgage_account",
        facts=(
            fact("borrower", "borrower", "text", "Jason Reid", "Jason Reid", reveal="volunteered"),
        ),
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
            looked_up(
                "product",
                "advised product",
                "enum",
                "product for a loan under sixty percent of the value",
                r"under 60 percent we advise the (\w+ \w+ \w+)",
                options=("two year fixed", "five year fixed", "tracker"),
            ),
            looked_up(
                "rate_percent",
                "rate in percent",
                "numeric",
                "rate for the five year fix",
                r"five year fixed rate is (\d+\.\d+) percent",
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
                options=("yes", "no"),
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
                "borrower": "Jason Reid",
                "balance": "186000 dollars",
                "valuation": "410000 dollars",
                "deal ends": "2026-06-30",
            },
        ),
        kb=(
            {
                "id": "KB-621",
                "title": "Product guide: remortgages",
                "text": "For borrowers with a loan to value under 60 percent we advise the five "
                "year fixed product. Others are offered the two year fixed.",
            },
            {
                "id": "KB-622",
                "title": "Product guide: rates",
                "text": "The five year fixed rate is 4.19 percent. The two year fixed rate is "
                "4.65 percent.",
            },
        ),
    )


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
        facts=(
            fact("tenant", "tenant", "text", "Chloe Barnes", "Chloe Barnes", reveal="volunteered"),
        ),
        parts=[
            ask(
                "landlord",
                "landlord name",
                "casefold",
                "text",
                "Peter Grant",
                "Peter Grant",
                "{spoken}.",
                "It's {spoken}.",
            ),
            ask(
                "deposit",
                "deposit paid",
                "numeric",
                "amount",
                "1800",
                "eighteen hundred dollars",
                "I think {spoken}.",
                "{spoken}.",
            ),
            ask(
                "reasons",
                "reasons the landlord gave",
                "set_f1",
                "text",
                "cleaning, repainting",
                "cleaning and repainting",
                "{spoken}.",
                "It's {spoken}.",
                threshold=1.0,
            ),
            ask(
                "withheld",
                "amount withheld",
                "numeric",
                "amount",
                "1350",
                "thirteen hundred and fifty dollars",
                "He kept {spoken}.",
                "{spoken}, I think.",
                reveal="on_event",
                event="fact:reasons",
            ),
            ask(
                "move_out",
                "move-out date",
                "date",
                "date",
                "2026-01-31",
                "January thirty-first, twenty twenty-six",
                "I moved out {spoken}.",
                "{spoken}, I think.",
            ),
            ask(
                "itemised",
                "itemised list received",
                "enum",
                "text",
                "no",
                "no",
                "{spoken}, just a text message.",
                "{spoken}, nothing like that.",
                options=("yes", "no"),
            ),
            looked_up(
                "return_days",
                "days the landlord has to return it",
                "numeric",
                "how long a landlord has to give the deposit back",
                r"must return the deposit within (\d+) days",
            ),
            looked_up(
                "claim_court",
                "where to file",
                "enum",
                "where a tenant files for an unreturned deposit",
                r"claims under 10000 dollars go to (small claims court)",
                options=("small claims court", "housing tribunal", "county court"),
            ),
            looked_up(
                "filing_years",
                "years to file a claim",
                "numeric",
                "time limit for a deposit claim",
                r"tenant has (\d+) years to file",
            ),
            ask(
                "appointment",
                "follow-up appointment date",
                "date",
                "date",
                "2026-03-18",
                "March eighteenth, twenty twenty-six",
                "{spoken} works.",
                "Maybe {spoken}.",
            ),
            ask(
                "tenant_phone",
                "tenant phone",
                "phone",
                "digits",
                "5035550167",
                "five zero three, five five five, zero one six seven",
            ),
        ],
        kb=(
            {
                "id": "KB-631",
                "title": "Tenant guide: deposits",
                "text": "A landlord must return the deposit within 21 days of move-out, with an "
                "itemised list of any deductions.",
            },
            {
                "id": "KB-632",
                "title": "Tenant guide: claims",
                "text": "Deposit claims under 10000 dollars go to small claims court. A tenant "
                "has 3 years to file.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="schedule",
                arguments={
                    "when": FromUser(fact="appointment"),
                    "what": "deposit advice follow-up",
                },
            ),
        ),
    )


def student_aid() -> WorkflowSpec:
    """Advisory in education: student financial aid, household income corrected by a barge-in."""
    return workflow(
        id="workbench_advise_student_aid",
        archetype="advisory",
        industry="education",
        story="""Maria Santos is a parent helping her daughter apply for college aid. The
        application is found by the student id; the grant band for the household income and
        the priority deadline are in the college's aid guide. When the agent reads the income
        back she cuts in: it is fifty-two thousand, not fifty-eight. The advice is committed on
        her approval.""",
        goal="You want advice on the financial aid your daughter can get for college.",
        persona="calm",
        conversation_type="mid_call_correction",
        risk_tier="medium",
        profile="correction_prone",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hi, I'm Maria Santos. My daughter's starting college in the fall and we need help "
            "with financial aid.",
            "Hello, Maria Santos here, calling about financial aid for my daughter's first year "
            "of college.",
        ),
        form=("T-AID", "Financial aid advice"),
        title="Aid advice for the Santos application",
        record_lookup="student_id",
        facts=(
            fact("parent", "parent", "text", "Maria Santos", "Maria Santos", reveal="volunteered"),
        ),
        parts=[
            ask(
                "student_id",
                "student ID",
                "exact",
                "digits",
                "2091733",
                "two zero nine, one seven three three",
            ),
            on_record("student", "student name", "casefold", r"student: ([^;\n]+)"),
            on_record("program", "program", "casefold", r"program: ([^;\n]+)"),
            ask(
                "household_income",
                "household income",
                "numeric",
                "amount",
                "58000",
                "fifty-eight thousand dollars",
                "About {spoken} a year.",
                "{spoken}.",
                fix=correction(
                    "52000",
                    "fifty-two thousand dollars",
                    "Sorry, the household income is {spoken}, I was thinking of last year.",
                    "Wait, that household income is wrong, it should be {spoken}.",
                ),
            ),
            ask(
                "household_size",
                "people in the household",
                "numeric",
                "number",
                "5",
                "five",
                "There are {spoken} of us.",
                "{spoken}.",
            ),
            looked_up(
                "grant_band",
                "grant band",
                "enum",
                "grant for household income from 40000 to 60000",
                r"incomes from 40000 to 60000 dollars are in band (\w)",
                options=("A", "B", "C"),
            ),
            looked_up(
                "grant_amount",
                "yearly grant amount",
                "numeric",
                "band B grant per year",
                r"Band B students receive (\d+) dollars a year",
            ),
            looked_up(
                "priority_deadline",
                "priority deadline",
                "date",
                "priority filing deadline",
                r"priority deadline is (\d{4}-\d{2}-\d{2})",
            ),
            ask(
                "enrolment",
                "enrolment",
                "enum",
                "text",
                "full time",
                "full time",
                "{spoken}.",
                "She'll be {spoken}.",
                options=("full time", "part time"),
            ),
            ask(
                "housing",
                "housing",
                "enum",
                "text",
                "on campus",
                "on campus",
                "She'll live {spoken}.",
                "{spoken}.",
                options=("on campus", "at home"),
            ),
            ask(
                "parent_phone",
                "parent phone",
                "phone",
                "digits",
                "9095550157",
                "nine zero nine, five five five, zero one five seven",
            ),
        ],
        records=(
            {
                "id": "REC-2091",
                "kind": "applicant",
                "id number": "2091733",
                "student": "Sofia Santos",
                "program": "Nursing",
            },
        ),
        kb=(
            {
                "id": "KB-641",
                "title": "Aid guide: grant bands",
                "text": "Household incomes from 40000 to 60000 dollars are in band B. Lower "
                "incomes are in band A.",
            },
            {
                "id": "KB-642",
                "title": "Aid guide: amounts",
                "text": "Band A students receive 7400 dollars a year. Band B students receive "
                "4200 dollars a year.",
            },
            {
                "id": "KB-643",
                "title": "Aid guide: deadlines",
                "text": "The priority deadline is 2026-03-01. Later applications are funded "
                "while money lasts.",
            },
        ),
    )


def quarterly_tax() -> WorkflowSpec:
    """Advisory in government services: estimated tax for a self-employed person."""
    return workflow(
        id="workbench_advise_estimated_tax",
        archetype="advisory",
        industry="government services",
        story="""Andre Morgan started freelancing as a photographer and calls the state
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
            "Hi, Andre Morgan. I went freelance this year, photography, and someone told me I "
            "have to pay tax every quarter now?",
            "Hello, it's Andre Morgan. I'm self-employed now and I'm confused about paying tax "
            "during the year.",
        ),
        form=("T-ESTTAX", "Estimated tax advice"),
        title="Morgan estimated tax advice",
        record_lookup="taxpayer_number",
        facts=(
            fact(
                "taxpayer", "taxpayer", "text", "Andre Morgan", "Andre Morgan", reveal="volunteered"
            ),
        ),
        parts=[
            ask(
                "taxpayer_number",
                "taxpayer number",
                "exact",
                "digits",
                "481027736",
                "four eight one, zero two seven, seven three six",
                "Hold on. {spoken}.",
                "It's {spoken}.",
            ),
            on_record("filing_status", "filing status", "casefold", r"status: ([^;\n]+)"),
            on_record("last_year_tax", "last year's tax", "numeric", r"last tax: (\d+) dollars"),
            ask(
                "expected_profit",
                "expected profit this year",
                "numeric",
                "amount",
                "64000",
                "sixty-four thousand dollars",
                "Sorry, what? Right, {spoken}.",
                "About {spoken}.",
            ),
            looked_up(
                "must_pay_quarterly",
                "quarterly payments required",
                "enum",
                "who must make estimated payments",
                r"expects to owe 1000 dollars or more (must) pay",
                options=("must", "need not"),
            ),
            looked_up(
                "safe_harbour_percent",
                "safe harbour share in percent",
                "numeric",
                "safe harbour on last year's tax",
                r"paying (\d+) percent of last year's tax",
            ),
            looked_up(
                "next_due",
                "next due date",
                "date",
                "next estimated payment due",
                r"next payment is due (\d{4}-\d{2}-\d{2})",
            ),
            ask(
                "payment_method",
                "payment method",
                "enum",
                "text",
                "online",
                "online",
                "{spoken}, I guess.",
                "I'll pay {spoken}.",
                options=("online", "check"),
            ),
            ask(
                "home_office",
                "home office used",
                "enum",
                "text",
                "yes",
                "yes",
                "Hmm? {spoken}, the spare room.",
                "{spoken}.",
                options=("yes", "no"),
            ),
            ask(
                "expenses",
                "business expenses",
                "set_f1",
                "text",
                "camera gear, software, travel",
                "camera gear, software and travel",
                "{spoken}.",
                "It's {spoken}.",
                threshold=1.0,
            ),
            ask(
                "taxpayer_phone",
                "taxpayer phone",
                "phone",
                "digits",
                "3475550128",
                "three four seven, five five five, zero one two eight",
            ),
        ],
        records=(
            {
                "id": "REC-4810",
                "kind": "taxpayer",
                "number": "481027736",
                "name": "Andre Morgan",
                "status": "Single",
                "last tax": "6200 dollars",
            },
        ),
        kb=(
            {
                "id": "KB-651",
                "title": "Estimated tax: who pays",
                "text": "A self-employed person who expects to owe 1000 dollars or more must "
                "pay estimated tax each quarter.",
            },
            {
                "id": "KB-652",
                "title": "Estimated tax: safe harbour",
                "text": "There is no penalty when paying 100 percent of last year's tax in four "
                "equal parts.",
            },
            {
                "id": "KB-653",
                "title": "Estimated tax: calendar",
                "text": "The next payment is due 2026-06-15. The one after is due 2026-09-15.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="notify",
                arguments={
                    "recipient": FromUser(fact="taxpayer"),
                    "message": "estimated tax reminder",
                },
            ),
        ),
    )


def crop_insurance() -> WorkflowSpec:
    """Advisory in agriculture: crop insurance coverage level for a corn farm."""
    return workflow(
        id="workbench_advise_crop_insurance",
        archetype="advisory",
        industry="agriculture",
        story="""Emily Carter farms corn and asks her insurance agent which crop insurance
        coverage to buy. Her farm number finds the farm and its proven yield; the coverage
        level advised for a farm with irrigation and the sales closing date are in the crop
        insurance handbook. She answers plainly. The advice is committed on her approval.""",
        goal="You want advice on crop insurance for this year's corn.",
        persona="deliberate",
        conversation_type="single_intent",
        risk_tier="medium",
        profile="cooperative",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hi, Emily Carter. I need to decide on my crop insurance for this year.",
            "Hello, this is Emily Carter. I'd like advice on crop insurance coverage.",
        ),
        form=("T-CROP", "Crop insurance advice"),
        title="Carter farm crop insurance",
        record_lookup="farm_number",
        facts=(
            fact("farmer", "farmer", "text", "Emily Carter", "Emily Carter", reveal="volunteered"),
        ),
        parts=[
            ask(
                "farm_number",
                "farm number",
                "exact",
                "digits",
                "51874",
                "five one eight seven four",
            ),
            on_record("county", "county", "casefold", r"county: ([^;\n]+)"),
            on_record(
                "proven_yield", "proven yield in bushels per acre", "numeric", r"yield: (\d+)"
            ),
            ask(
                "crop",
                "crop",
                "enum",
                "text",
                "corn",
                "corn",
                "{spoken}.",
                "It's all {spoken} this year.",
                options=("corn", "soybeans", "wheat"),
            ),
            ask(
                "acres",
                "insured acres",
                "numeric",
                "number",
                "480",
                "480",
                "{spoken} acres.",
                "{spoken}.",
            ),
            ask(
                "irrigated",
                "irrigated",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, it's all under pivots.",
                "{spoken}.",
                options=("yes", "no"),
            ),
            looked_up(
                "coverage_level",
                "coverage level in percent",
                "numeric",
                "coverage for irrigated fields",
                r"irrigated farms we advise (\d+) percent coverage",
            ),
            looked_up(
                "policy_type",
                "policy type",
                "enum",
                "policy that covers price and yield",
                r"advise (Revenue Protection), which covers",
                options=("Revenue Protection", "Yield Protection"),
            ),
            looked_up(
                "closing_date",
                "sales closing date",
                "date",
                "last day to buy corn cover",
                r"closing date for corn is (\d{4}-\d{2}-\d{2})",
            ),
            ask(
                "unit_structure",
                "unit structure",
                "enum",
                "text",
                "enterprise",
                "enterprise",
                "{spoken} units.",
                "{spoken}, please.",
                options=("basic", "optional", "enterprise"),
            ),
            ask(
                "farmer_phone",
                "farmer phone",
                "phone",
                "digits",
                "3195550183",
                "three one nine, five five five, zero one eight three",
            ),
        ],
        records=(
            {
                "id": "REC-5187",
                "kind": "farm",
                "farm": "51874",
                "operator": "Emily Carter",
                "county": "Linn County",
                "yield": "196 bushels per acre",
            },
        ),
        kb=(
            {
                "id": "KB-661",
                "title": "Crop handbook: coverage",
                "text": "For irrigated farms we advise 85 percent coverage. Dryland farms often "
                "choose 75 percent.",
            },
            {
                "id": "KB-662",
                "title": "Crop handbook: policies",
                "text": "For corn we advise Revenue Protection, which covers both price and "
                "yield losses.",
            },
            {
                "id": "KB-663",
                "title": "Crop handbook: dates",
                "text": "The sales closing date for corn is 2026-03-15.",
            },
        ),
    )


def energy_tariff() -> WorkflowSpec:
    """Advisory in utilities: an electricity tariff switch, approval withdrawn over the car."""
    return workflow(
        id="workbench_advise_energy_tariff",
        archetype="advisory",
        industry="utilities",
        story="""Hannah Price wants advice on her electricity tariff. Her account gives her
        meter type and current tariff; which tariff the supplier advises for a home with an
        electric car and its night rate are in the tariff guide. She first says she has no
        electric car and approves the advice, then withdraws the approval at once: the car
        arrives next month, so she does have one. The advice may only be committed on her
        second approval, with the car noted.""",
        goal="You want advice on the cheapest electricity tariff for your home.",
        persona="lancashire",
        conversation_type="mid_call_correction",
        risk_tier="low",
        profile="correction_prone",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hiya, Hannah Price. I think I'm on the wrong electricity tariff and I'd like some "
            "advice.",
            "Hello, it's Hannah Price. Could you tell me if there's a better tariff for me?",
        ),
        form=("T-TARIFF", "Tariff advice"),
        title="Price household tariff advice",
        record_lookup="account_number",
        facts=(
            fact("holder", "holder", "text", "Hannah Price", "Hannah Price", reveal="volunteered"),
        ),
        parts=[
            ask(
                "account_number",
                "account number",
                "exact",
                "digits",
                "60481193",
                "six zero four eight, one one nine three",
            ),
            on_record("meter", "meter type", "casefold", r"meter: ([^;\n]+)"),
            on_record("current_tariff", "current tariff", "casefold", r"tariff: ([^;\n]+)"),
            ask(
                "yearly_kwh",
                "yearly use in kilowatt hours",
                "numeric",
                "number",
                "3400",
                "3400",
                "About {spoken}.",
                "{spoken} kilowatt hours.",
                tolerance=50,
            ),
            ask(
                "electric_car",
                "electric car",
                "enum",
                "text",
                "no",
                "no",
                "{spoken}, not yet.",
                "{spoken}.",
                options=("yes", "no"),
                fix=correction(
                    "yes",
                    "yes",
                    "Sorry, for the electric car, it's {spoken}, ours arrives next month.",
                    "Actually, change the electric car to {spoken}, it's coming next month.",
                    mode="with_revocation",
                ),
            ),
            looked_up(
                "advised_tariff",
                "advised tariff",
                "enum",
                "tariff for homes charging a car overnight",
                r"charge an electric car we advise the (\w+ \w+) tariff",
                options=("Fixed Saver", "Night Charge", "Flexible"),
            ),
            looked_up(
                "night_rate",
                "night rate in cents",
                "numeric",
                "overnight price per kilowatt hour",
                r"night rate of (\d+) cents",
            ),
            ask(
                "heating",
                "heating",
                "enum",
                "text",
                "gas",
                "gas",
                "{spoken} central heating.",
                "It's {spoken}.",
                options=("gas", "electric", "oil"),
            ),
            ask(
                "switch_date",
                "switch date",
                "date",
                "date",
                "2026-04-01",
                "April first, twenty twenty-six",
                "From {spoken}.",
                "{spoken}.",
            ),
            ask(
                "holder_phone",
                "holder phone",
                "phone",
                "digits",
                "6125550179",
                "six one two, five five five, zero one seven nine",
            ),
        ],
        records=(
            {
                "id": "REC-6048",
                "kind": "account",
                "account": "60481193",
                "holder": "Hannah Price",
                "meter": "Smart meter",
                "tariff": "Standard Variable",
            },
        ),
        kb=(
            {
                "id": "KB-671",
                "title": "Tariff guide: choosing",
                "text": "For homes that charge an electric car we advise the Night Charge "
                "tariff. Other homes usually save with Fixed Saver.",
            },
            {
                "id": "KB-672",
                "title": "Tariff guide: Night Charge",
                "text": "Night Charge has a night rate of 9 cents per kilowatt hour from "
                "midnight to five.",
            },
        ),
    )


def travel_insurance() -> WorkflowSpec:
    """Advisory in travel: which travel insurance cover a trip abroad with a ski week needs."""
    return workflow(
        id="workbench_advise_travel_cover",
        archetype="advisory",
        industry="travel",
        story="""George Patel is planning a family trip to Canada with a week of skiing and asks
        which travel insurance to buy. The cover the insurer advises for winter sports and its
        medical limit, and the premium per traveller for a trip of his length, are in the
        policy guide. He tells the whole itinerary as he goes. The advice is committed on his
        approval and sent to him once he approves that too.""",
        goal="You want advice on travel insurance for your family's ski trip.",
        persona="midlands",
        conversation_type="single_intent",
        risk_tier="medium",
        profile="verbose",
        knowledge_burden=("supplied_evidence", "retrieval", "multi_source"),
        approval=("commit", "notify"),
        opening=(
            "Hello, George Patel here. We're taking the kids abroad this winter, it's the first "
            "big trip we've done since they were little, and I want to get the insurance right "
            "this time.",
            "Hi, my name's George Patel. We've booked a family holiday with some skiing and my "
            "wife says I must sort the insurance properly, so here I am.",
        ),
        form=("T-TRAVEL", "Travel cover advice"),
        title="Patel family ski trip cover",
        facts=(
            fact(
                "traveller",
                "lead traveller",
                "text",
                "George Patel",
                "George Patel",
                reveal="volunteered",
            ),
        ),
        parts=[
            ask(
                "destination",
                "destination",
                "casefold",
                "text",
                "Canada",
                "Canada",
                "It's {spoken}.",
                "{spoken}.",
            ),
            ask(
                "departure",
                "departure date",
                "date",
                "date",
                "2026-12-19",
                "December nineteenth, twenty twenty-six",
                "We fly on {spoken}, the day after school breaks up.",
                "{spoken}.",
            ),
            ask(
                "trip_days",
                "trip length in days",
                "numeric",
                "number",
                "14",
                "fourteen days",
                "{spoken}, a week in the city and a week in the mountains.",
                "It's {spoken}.",
            ),
            ask(
                "travellers",
                "number of travellers",
                "numeric",
                "number",
                "4",
                "four",
                "{spoken} of us, me, my wife and the kids.",
                "{spoken}.",
            ),
            ask(
                "activities",
                "activities",
                "set_f1",
                "text",
                "skiing, snowboarding",
                "skiing and snowboarding",
                "{spoken}.",
                "It's {spoken}.",
                threshold=1.0,
            ),
            looked_up(
                "cover",
                "advised cover",
                "enum",
                "cover for trips with snow sports",
                r"winter sports need the (\w+ \w+) cover",
                options=("Essential", "Winter Plus", "Annual Multi"),
            ),
            looked_up(
                "medical_limit",
                "medical limit in dollars",
                "numeric",
                "Winter Plus medical expenses limit",
                r"Winter Plus pays medical costs up to (\d+) dollars",
            ),
            looked_up(
                "premium",
                "premium per traveller",
                "numeric",
                "price per person for up to 14 days",
                r"trips of up to 14 days cost (\d+) dollars per traveller",
            ),
            ask(
                "medical_conditions",
                "medical conditions to declare",
                "enum",
                "text",
                "no",
                "no",
                "{spoken}, we're all healthy, touch wood.",
                "{spoken}, nothing.",
                options=("yes", "no"),
            ),
            ask(
                "send_to",
                "where to send the advice",
                "enum",
                "text",
                "email",
                "email",
                "By {spoken}, please, I'll print it for the folder.",
                "{spoken}.",
                options=("email", "post"),
            ),
            ask(
                "traveller_phone",
                "traveller phone",
                "phone",
                "digits",
                "4145550164",
                "four one four, five five five, zero one six four",
                "It's {spoken}, my mobile, I'll have it with me abroad too.",
                "{spoken}.",
            ),
        ],
        kb=(
            {
                "id": "KB-681",
                "title": "Policy guide: cover types",
                "text": "Trips that include winter sports need the Winter Plus cover. City "
                "breaks are fine on Essential.",
            },
            {
                "id": "KB-682",
                "title": "Policy guide: limits",
                "text": "Winter Plus pays medical costs up to 5000000 dollars, including "
                "mountain rescue.",
            },
            {
                "id": "KB-683",
                "title": "Policy guide: prices",
                "text": "On Winter Plus, trips of up to 14 days cost 96 dollars per traveller.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="notify",
                arguments={"recipient": FromUser(fact="send_to"), "message": "travel cover advice"},
            ),
        ),
    )


def business_loan() -> WorkflowSpec:
    """Advisory in commercial banking: which loan a bakery should take for an oven."""
    return workflow(
        id="workbench_advise_business_loan",
        archetype="advisory",
        industry="commercial banking",
        story="""Samuel Adeyemi runs a bakery and needs a new deck oven; he asks his bank what
        financing to use. His business account gives the years trading and the turnover; the
        product the bank advises for equipment purchases and its rate for his trading history
        are in the lending guide. He hedges: the oven's price only comes after he says what he
        is buying. The advice is committed on his approval.""",
        goal="You need financing for a new oven and want the bank's advice.",
        persona="caribbean",
        conversation_type="single_intent",
        risk_tier="high",
        profile="ambiguous",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hello, Samuel Adeyemi. I run a bakery and I need to buy some equipment, I think "
            "I need a loan or something.",
            "Hi, it's Samuel Adeyemi. I've a bakery and something big needs replacing, so I "
            "need to talk about borrowing.",
        ),
        form=("T-LOAN", "Business financing advice"),
        title="Adeyemi bakery financing",
        record_lookup="business_account",
        facts=(
            fact(
                "owner", "owner", "text", "Samuel Adeyemi", "Samuel Adeyemi", reveal="volunteered"
            ),
        ),
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
                "new deck oven",
                "a new deck oven",
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
                "asset finance rate with over three years trading",
                r"more than three years pay (\d+\.\d+) percent",
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
        kb=(
            {
                "id": "KB-691",
                "title": "Lending guide: products",
                "text": "For equipment purchases we advise asset finance, secured on the "
                "equipment. Working capital suits an overdraft.",
            },
            {
                "id": "KB-692",
                "title": "Lending guide: rates",
                "text": "Asset finance for businesses trading more than three years pay 7.40 "
                "percent. Newer businesses pay 9.90 percent.",
            },
        ),
    )


def building_permit() -> WorkflowSpec:
    """Advisory in construction: whether a deck needs a permit, and which inspections follow."""
    return workflow(
        id="workbench_advise_deck_permit",
        archetype="advisory",
        industry="construction",
        story="""Ines Romero is a contractor who asks the city permit desk what a client's
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
            "Ines Romero, Romero Builders. I've a raised deck for a client: three hundred and "
            "twenty square feet, forty-two inches off grade. What does it need?",
            "Hi, Ines Romero from Romero Builders. Raised deck, three hundred and twenty square "
            "feet, forty-two inches high. I need the permit path.",
        ),
        form=("T-PERMIT", "Permit advice"),
        title="Raised deck permit advice",
        record_lookup="parcel_number",
        facts=(
            fact(
                "contractor",
                "contractor",
                "text",
                "Ines Romero",
                "Ines Romero",
                reveal="volunteered",
            ),
        ),
        parts=[
            ask(
                "parcel_number",
                "parcel number",
                "exact",
                "digits",
                "140382716",
                "one four zero, three eight two, seven one six",
            ),
            on_record("site_address", "site address", "address", r"address: ([^;\n]+)"),
            on_record("zoning", "zoning", "casefold", r"zoning: ([^;\n]+)"),
            ask(
                "deck_sqft",
                "deck area in square feet",
                "numeric",
                "number",
                "320",
                "three hundred and twenty",
                "{spoken} square feet.",
                "{spoken}.",
                reveal="volunteered",
            ),
            ask(
                "height_inches",
                "height above grade in inches",
                "numeric",
                "number",
                "42",
                "forty-two",
                "{spoken} inches.",
                "{spoken}.",
                reveal="volunteered",
            ),
            looked_up(
                "permit_type",
                "permit type",
                "enum",
                "permit for decks more than 30 inches high",
                r"more than 30 inches above grade need a (\w+ \w+) permit",
                options=("minor works", "residential building", "none"),
            ),
            looked_up(
                "fee",
                "permit fee in dollars",
                "numeric",
                "residential building permit fee for a deck",
                r"deck permit fee is (\d+) dollars",
            ),
            looked_up(
                "inspections",
                "inspections in order",
                "ordered_list",
                "which inspections and in what order",
                r"Inspections in order: ([a-z ,]+)\.",
            ),
            ask(
                "attached",
                "attached to the house",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, ledger-board attached.",
                "{spoken}.",
                options=("yes", "no"),
            ),
            ask(
                "footing_inspection",
                "footing inspection date",
                "date",
                "date",
                "2026-04-22",
                "April twenty-second, twenty twenty-six",
                "{spoken}.",
                "Holes will be dug by {spoken}.",
            ),
            ask(
                "contractor_phone",
                "contractor phone",
                "phone",
                "digits",
                "2065550142",
                "two zero six, five five five, zero one four two",
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
        kb=(
            {
                "id": "KB-701",
                "title": "Building code guide: decks",
                "text": "Decks more than 30 inches above grade need a residential building "
                "permit. Lower decks need none.",
            },
            {
                "id": "KB-702",
                "title": "Building code guide: fees",
                "text": "The deck permit fee is 385 dollars for up to 400 square feet.",
            },
            {
                "id": "KB-703",
                "title": "Building code guide: inspections",
                "text": "Inspections in order: footing, framing, final.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="schedule",
                arguments={
                    "when": FromUser(fact="footing_inspection"),
                    "what": "deck footing inspection",
                },
            ),
        ),
    )


WORKFLOWS = (
    health_plan_choice,
    pension_drawdown,
    remortgage_advice,
    tenant_deposit_dispute,
    student_aid,
    quarterly_tax,
    crop_insurance,
    energy_tariff,
    travel_insurance,
    business_loan,
    building_permit,
)
"""The builders of this module, in order."""
