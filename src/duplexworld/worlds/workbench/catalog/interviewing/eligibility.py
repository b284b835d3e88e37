"""Interviewing: eligibility screens.

A business loan, a graduate admission, housing assistance.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    YES_NO,
    ask,
    correction,
    looked_up,
    on_record,
    workflow,
)
from duplexworld.worlds.workbench.workflow import WorkflowSpec


def business_loan() -> WorkflowSpec:
    """Finance: a small-business loan pre-screen, the amount changed with the approval."""
    return workflow(
        id="workbench_interview_business_loan",
        archetype="interviewing",
        industry="finance",
        story="""Ahmed Karim, who owns a car repair shop, is pre-screened for an equipment
        loan. His customer number finds the business and its deposit account; the longest
        term for equipment loans and the rate margin are in the lending guide. Right after
        approving the application he withdraws it: the loan amount must be eighty-five
        thousand, not seventy-five, to cover a second lift.""",
        goal="You want a loan to buy new equipment for your car repair shop.",
        persona="new_yorker",
        conversation_type="mid_call_correction",
        risk_tier="high",
        profile="correction_prone",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hi, Ahmed Karim. I own a repair shop and I'd like to apply for an equipment loan.",
            "Hello, this is Ahmed Karim, I'm looking to borrow for some new equipment for "
            "my garage.",
        ),
        form=("T-LOAN", "Business loan pre-screen"),
        title="Loan pre-screen: Ahmed Karim",
        record_lookup="customer_number",
        parts=[
            ask(
                "customer_number",
                "customer number",
                "exact",
                "digits",
                "6610248",
                "six six one, zero two four eight",
            ),
            on_record("business", "business", "casefold", r"business: ([^;\n]+)"),
            on_record("account", "deposit account", "exact", r"account: (DA-\d+)"),
            ask(
                "loan_amount",
                "loan amount",
                "numeric",
                "amount",
                "75000",
                "seventy-five thousand dollars",
                "I need {spoken}.",
                "{spoken}.",
                fix=correction(
                    "85000",
                    "eighty-five thousand dollars",
                    "Wait, stop, the loan amount should be {spoken}, I forgot the second lift.",
                    "Hold on, don't send it, make the loan amount {spoken}.",
                    mode="with_revocation",
                ),
            ),
            ask(
                "purpose",
                "loan purpose",
                "enum",
                "text",
                "equipment",
                "equipment",
                "It's for {spoken}, a new lift and a diagnostic machine.",
                "{spoken}.",
                reveal="volunteered",
                options=("equipment", "working capital", "property"),
            ),
            ask(
                "years_trading",
                "years in business",
                "numeric",
                "number",
                "9",
                "nine",
                "{spoken} years.",
                "We've been open {spoken} years.",
            ),
            ask(
                "revenue",
                "annual revenue",
                "numeric",
                "amount",
                "640000",
                "six hundred forty thousand dollars",
                "About {spoken} last year.",
                "{spoken}.",
                tolerance=5000,
            ),
            ask(
                "employees",
                "number of employees",
                "numeric",
                "number",
                "7",
                "seven",
                "{spoken}, including me.",
                "We're {spoken} people.",
            ),
            ask(
                "term_months",
                "term in months",
                "numeric",
                "number",
                "60",
                "sixty",
                "{spoken} months.",
                "Over {spoken} months.",
            ),
            looked_up(
                "max_term",
                "longest term allowed in months",
                "numeric",
                "longest loan term",
                r"\w+ loans run for at most (\d+) months",
                near=("purpose",),
            ),
            looked_up(
                "rate_margin",
                "rate margin over prime in percent",
                "numeric",
                "loan rate margin over prime",
                r"\w+ loans are priced at prime plus (\d+) percent",
                near=("purpose",),
            ),
            ask(
                "phone",
                "phone number",
                "phone",
                "digits",
                "7185550164",
                "seven one eight, five five five, zero one six four",
            ),
        ],
        records=(
            {
                "id": "REC-6610",
                "kind": "customer",
                "customer": "6610248",
                "business": "Karim Auto Repair",
                "account": "DA-302117",
            },
            {
                "id": "REC-6611",
                "kind": "customer",
                "customer": "6610284",
                "business": "Kareem Bakery",
                "account": "DA-302145",
            },
        ),
        kb=(
            {
                "id": "KB-551",
                "title": "Lending guide: equipment loans",
                "text": "Equipment loans run for at most 84 months. Equipment loans are priced "
                "at prime plus 2 percent.",
            },
            {
                "id": "KB-552",
                "title": "Lending guide: working capital",
                "text": "Working capital lines run for at most 24 months and are priced at "
                "prime plus 4 percent.",
            },
        ),
    )


def grad_admission() -> WorkflowSpec:
    """Education: a graduate admission interview, the test score corrected on read-back."""
    return workflow(
        id="workbench_interview_grad_admission",
        archetype="interviewing",
        industry="education",
        story="""Sofia Marin is interviewed by the admissions office for a master's place.
        Her applicant number finds the programme and the term; the minimum quantitative test
        score is in the programme's admission rules. When the agent reads back her score she
        cuts in: it was one sixty-six, she misremembered.""",
        goal="You are being interviewed by phone for a master's programme you applied to.",
        persona="bright",
        conversation_type="mid_call_correction",
        risk_tier="medium",
        profile="ambiguous",
        knowledge_burden=("local_state", "retrieval"),
        opening=(
            "Hi, I'm Sofia Marin. I have my admissions interview today for the master's programme.",
            "Hello, this is Sofia Marin, calling for my graduate admissions interview.",
        ),
        form=("T-ADMIT", "Admission interview record"),
        title="Admission interview: Sofia Marin",
        record_lookup="applicant_id",
        parts=[
            ask(
                "applicant_id",
                "applicant number",
                "exact",
                "digits",
                "2610937",
                "two six one, zero nine three seven",
            ),
            on_record("programme", "programme", "casefold", r"programme: ([^;\n]+)"),
            on_record("term", "entry term", "casefold", r"term: ([^;\n]+)"),
            ask(
                "undergrad",
                "undergraduate university",
                "casefold",
                "text",
                "University of Arizona",
                "University of Arizona",
            ),
            ask(
                "graduated",
                "graduation date",
                "date",
                "date",
                "2024-05-10",
                "May tenth, twenty twenty-four",
                "I graduated {spoken}.",
                "{spoken}.",
            ),
            ask(
                "quant_score",
                "quantitative test score",
                "numeric",
                "number",
                "164",
                "one sixty-four",
                "I got {spoken}.",
                "{spoken} on the quantitative.",
                fix=correction(
                    "166",
                    "one sixty-six",
                    "Sorry, my quantitative test score was {spoken}, I misremembered.",
                    "No, wrong, the quantitative score should be {spoken}.",
                ),
            ),
            looked_up(
                "minimum_score",
                "minimum quantitative score",
                "numeric",
                "minimum quantitative test score",
                r"minimum quantitative score is (\d+)",
            ),
            ask(
                "experience",
                "years of work experience",
                "numeric",
                "number",
                "2",
                "two",
                "{spoken} years as an analyst.",
                "{spoken} years.",
            ),
            ask(
                "research",
                "research interest",
                "enum",
                "text",
                "machine learning",
                "machine learning",
                "{spoken}, mostly for health data.",
                "I'm most interested in {spoken}.",
                options=("machine learning", "statistics", "data engineering"),
            ),
            ask(
                "funding",
                "funding",
                "enum",
                "text",
                "scholarship",
                "scholarship",
                "I'm hoping for a {spoken}.",
                "A {spoken}, if possible.",
                options=("self-funded", "assistantship", "scholarship"),
            ),
            ask(
                "referees",
                "number of references",
                "numeric",
                "number",
                "3",
                "three",
                "{spoken} references.",
                "I have {spoken}.",
            ),
            ask(
                "phone",
                "phone number",
                "phone",
                "digits",
                "5205550158",
                "five two zero, five five five, zero one five eight",
            ),
        ],
        records=(
            {
                "id": "REC-2610",
                "kind": "application",
                "applicant": "2610937",
                "programme": "MS in Data Science",
                "term": "fall 2026",
            },
            {
                "id": "REC-2611",
                "kind": "application",
                "applicant": "2610973",
                "programme": "MS in Statistics",
                "term": "spring 2027",
            },
        ),
        kb=(
            {
                "id": "KB-561",
                "title": "Admission rules: MS in Data Science",
                "text": "The minimum quantitative score is 155. Two references are required, "
                "three are preferred.",
            },
        ),
    )


def benefits_eligibility() -> WorkflowSpec:
    """Government services: a housing-assistance eligibility interview with hedged income."""
    return workflow(
        id="workbench_interview_benefits_eligibility",
        archetype="interviewing",
        industry="government services",
        story="""Anita Sharma is interviewed for rental assistance. Her case number finds the
        office and caseworker; the income limit for her household size is in the programme
        rules. Her hours vary, so she hedges on her income and answers loosely.""",
        goal="You are being interviewed about your application for rental assistance.",
        persona="calm",
        conversation_type="narrative_intake",
        risk_tier="high",
        profile="ambiguous",
        knowledge_burden=("local_state", "retrieval"),
        opening=(
            "Hi, this is Anita Sharma. I applied for help with my rent and got a letter to "
            "call for an interview.",
            "Hello, Anita Sharma here, I think I'm supposed to do an interview for the rent "
            "assistance.",
        ),
        form=("T-ELIGIBILITY", "Eligibility interview"),
        title="Eligibility: Anita Sharma",
        record_lookup="case_number",
        parts=[
            ask(
                "case_number",
                "case number",
                "exact",
                "digits",
                "8842071",
                "eight eight four, two zero seven one",
                "I think it's {spoken}, from the letter.",
                "It's {spoken}.",
            ),
            on_record("office", "office", "casefold", r"office: ([^;\n]+)"),
            on_record("caseworker", "caseworker", "casefold", r"caseworker: ([^;\n]+)"),
            ask(
                "household",
                "people in the household",
                "numeric",
                "number",
                "3",
                "three",
                "{spoken}, me and my kids.",
                "{spoken} of us.",
            ),
            ask(
                "income",
                "monthly household income",
                "numeric",
                "amount",
                "2850",
                "two thousand eight hundred fifty dollars",
                "It changes, but maybe {spoken} a month.",
                "Around {spoken}, some months less.",
                tolerance=50,
            ),
            looked_up(
                "income_limit",
                "income limit for the household",
                "numeric",
                "income limit by household size",
                r"household of \w+ may earn up to (\d+) dollars a month",
                near=("household",),
            ),
            ask(
                "employment",
                "employment",
                "enum",
                "text",
                "part-time",
                "part-time",
                "Sort of {spoken}, my hours go up and down.",
                "I guess {spoken}.",
                options=("full-time", "part-time", "unemployed"),
            ),
            ask(
                "rent",
                "monthly rent",
                "numeric",
                "amount",
                "1350",
                "thirteen hundred fifty dollars",
                "It's {spoken}, I think, plus water.",
                "{spoken}.",
                tolerance=10,
            ),
            ask(
                "under_five",
                "children under five",
                "numeric",
                "number",
                "1",
                "one",
                "Just {spoken}, my youngest.",
                "{spoken}.",
            ),
            ask(
                "vehicle",
                "whether you own a car",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, an old one.",
                "Well, {spoken}, it barely runs.",
                options=YES_NO,
            ),
            ask(
                "moved_in",
                "date you moved into your home",
                "date",
                "date",
                "2023-08-01",
                "August first, twenty twenty-three",
                "I think {spoken}.",
                "Around {spoken}.",
            ),
            ask(
                "phone",
                "phone number",
                "phone",
                "digits",
                "2165550121",
                "two one six, five five five, zero one two one",
            ),
        ],
        records=(
            {
                "id": "REC-8842",
                "kind": "case",
                "case": "8842071",
                "office": "Eastside service centre",
                "caseworker": "Laura Kent",
            },
            {
                "id": "REC-8843",
                "kind": "case",
                "case": "8842017",
                "office": "Westgate service centre",
                "caseworker": "Brian Moss",
            },
        ),
        kb=(
            {
                "id": "KB-571",
                "title": "Rental assistance rules: income limits",
                "text": "A household of two may earn up to 2700 dollars a month. A household of "
                "three may earn up to 3100 dollars a month. A household of four may earn up "
                "to 3450 dollars a month.",
            },
        ),
    )
