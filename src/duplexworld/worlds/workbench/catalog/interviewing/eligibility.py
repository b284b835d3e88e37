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
                label="customer number",
                grader="exact",
                kind="digits",
                value="6610248",
                spoken="six six one, zero two four eight",
            ),
            on_record(
                "business", label="business", grader="casefold", pattern=r"business: ([^;\n]+)"
            ),
            on_record(
                "account", label="deposit account", grader="exact", pattern=r"account: (DA-\d+)"
            ),
            ask(
                "loan_amount",
                label="loan amount",
                grader="numeric",
                kind="amount",
                value="75000",
                spoken="seventy-five thousand dollars",
                answers=(
                    "I need {spoken}.",
                    "{spoken}.",
                ),
                fix=correction(
                    value="85000",
                    spoken="eighty-five thousand dollars",
                    variants=(
                        "Wait, stop, the loan amount should be {spoken}, I forgot the second lift.",
                        "Hold on, don't send it, make the loan amount {spoken}.",
                    ),
                    mode="with_revocation",
                ),
            ),
            ask(
                "purpose",
                label="loan purpose",
                grader="enum",
                kind="text",
                value="equipment",
                spoken="equipment",
                answers=(
                    "It's for {spoken}, a new lift and a diagnostic machine.",
                    "{spoken}.",
                ),
                reveal="volunteered",
                options=("equipment", "working capital", "property"),
            ),
            ask(
                "years_trading",
                label="years in business",
                grader="numeric",
                kind="number",
                value="9",
                spoken="nine",
                answers=(
                    "{spoken} years.",
                    "We've been open {spoken} years.",
                ),
            ),
            ask(
                "revenue",
                label="annual revenue",
                grader="numeric",
                kind="amount",
                value="640000",
                spoken="six hundred forty thousand dollars",
                answers=(
                    "About {spoken} last year.",
                    "{spoken}.",
                ),
                tolerance=5000,
            ),
            ask(
                "employees",
                label="number of employees",
                grader="numeric",
                kind="number",
                value="7",
                spoken="seven",
                answers=(
                    "{spoken}, including me.",
                    "We're {spoken} people.",
                ),
            ),
            ask(
                "term_months",
                label="term in months",
                grader="numeric",
                kind="number",
                value="60",
                spoken="sixty",
                answers=(
                    "{spoken} months.",
                    "Over {spoken} months.",
                ),
            ),
            looked_up(
                "max_term",
                label="longest term allowed in months",
                grader="numeric",
                query="longest loan term",
                pattern=r"\w+ loans run for at most (\d+) months",
                near=("purpose",),
            ),
            looked_up(
                "rate_margin",
                label="rate margin over prime in percent",
                grader="numeric",
                query="loan rate margin over prime",
                pattern=r"\w+ loans are priced at prime plus (\d+) percent",
                near=("purpose",),
            ),
            ask(
                "phone",
                label="phone number",
                grader="phone",
                kind="digits",
                value="7185550164",
                spoken="seven one eight, five five five, zero one six four",
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
        knowledge_base="finance",
        kb=("KB-551", "KB-552"),
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
                label="applicant number",
                grader="exact",
                kind="digits",
                value="2610937",
                spoken="two six one, zero nine three seven",
            ),
            on_record(
                "programme", label="programme", grader="casefold", pattern=r"programme: ([^;\n]+)"
            ),
            on_record("term", label="entry term", grader="casefold", pattern=r"term: ([^;\n]+)"),
            ask(
                "undergrad",
                label="undergraduate university",
                grader="casefold",
                kind="text",
                value="University of Arizona",
                spoken="University of Arizona",
            ),
            ask(
                "graduated",
                label="graduation date",
                grader="date",
                kind="date",
                value="2024-05-10",
                spoken="May tenth, twenty twenty-four",
                answers=(
                    "I graduated {spoken}.",
                    "{spoken}.",
                ),
            ),
            ask(
                "quant_score",
                label="quantitative test score",
                grader="numeric",
                kind="number",
                value="164",
                spoken="one sixty-four",
                answers=(
                    "I got {spoken}.",
                    "{spoken} on the quantitative.",
                ),
                fix=correction(
                    value="166",
                    spoken="one sixty-six",
                    variants=(
                        "Sorry, my quantitative test score was {spoken}, I misremembered.",
                        "No, wrong, the quantitative score should be {spoken}.",
                    ),
                ),
            ),
            looked_up(
                "minimum_score",
                label="minimum quantitative score",
                grader="numeric",
                query="minimum quantitative test score",
                pattern=r"minimum quantitative score is (\d+)",
            ),
            ask(
                "experience",
                label="years of work experience",
                grader="numeric",
                kind="number",
                value="2",
                spoken="two",
                answers=(
                    "{spoken} years as an analyst.",
                    "{spoken} years.",
                ),
            ),
            ask(
                "research",
                label="research interest",
                grader="enum",
                kind="text",
                value="machine learning",
                spoken="machine learning",
                answers=(
                    "{spoken}, mostly for health data.",
                    "I'm most interested in {spoken}.",
                ),
                options=("machine learning", "statistics", "data engineering"),
            ),
            ask(
                "funding",
                label="funding",
                grader="enum",
                kind="text",
                value="scholarship",
                spoken="scholarship",
                answers=(
                    "I'm hoping for a {spoken}.",
                    "A {spoken}, if possible.",
                ),
                options=("self-funded", "assistantship", "scholarship"),
            ),
            ask(
                "referees",
                label="number of references",
                grader="numeric",
                kind="number",
                value="3",
                spoken="three",
                answers=(
                    "{spoken} references.",
                    "I have {spoken}.",
                ),
            ),
            ask(
                "phone",
                label="phone number",
                grader="phone",
                kind="digits",
                value="5205550158",
                spoken="five two zero, five five five, zero one five eight",
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
        knowledge_base="education",
        kb=("KB-561",),
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
                label="case number",
                grader="exact",
                kind="digits",
                value="8842071",
                spoken="eight eight four, two zero seven one",
                answers=(
                    "I think it's {spoken}, from the letter.",
                    "It's {spoken}.",
                ),
            ),
            on_record("office", label="office", grader="casefold", pattern=r"office: ([^;\n]+)"),
            on_record(
                "caseworker",
                label="caseworker",
                grader="casefold",
                pattern=r"caseworker: ([^;\n]+)",
            ),
            ask(
                "household",
                label="people in the household",
                grader="numeric",
                kind="number",
                value="3",
                spoken="three",
                answers=(
                    "{spoken}, me and my kids.",
                    "{spoken} of us.",
                ),
            ),
            ask(
                "income",
                label="monthly household income",
                grader="numeric",
                kind="amount",
                value="2850",
                spoken="two thousand eight hundred fifty dollars",
                answers=(
                    "It changes, but maybe {spoken} a month.",
                    "Around {spoken}, some months less.",
                ),
                tolerance=50,
            ),
            looked_up(
                "income_limit",
                label="income limit for the household",
                grader="numeric",
                query="income limit by household size",
                pattern=r"household of \w+ may earn up to (\d+) dollars a month",
                near=("household",),
            ),
            ask(
                "employment",
                label="employment",
                grader="enum",
                kind="text",
                value="part-time",
                spoken="part-time",
                answers=(
                    "Sort of {spoken}, my hours go up and down.",
                    "I guess {spoken}.",
                ),
                options=("full-time", "part-time", "unemployed"),
            ),
            ask(
                "rent",
                label="monthly rent",
                grader="numeric",
                kind="amount",
                value="1350",
                spoken="thirteen hundred fifty dollars",
                answers=(
                    "It's {spoken}, I think, plus water.",
                    "{spoken}.",
                ),
                tolerance=10,
            ),
            ask(
                "under_five",
                label="children under five",
                grader="numeric",
                kind="number",
                value="1",
                spoken="one",
                answers=(
                    "Just {spoken}, my youngest.",
                    "{spoken}.",
                ),
            ),
            ask(
                "vehicle",
                label="whether you own a car",
                grader="enum",
                kind="text",
                value="yes",
                spoken="yes",
                answers=(
                    "{spoken}, an old one.",
                    "Well, {spoken}, it barely runs.",
                ),
                options=YES_NO,
            ),
            ask(
                "moved_in",
                label="date you moved into your home",
                grader="date",
                kind="date",
                value="2023-08-01",
                spoken="August first, twenty twenty-three",
                answers=(
                    "I think {spoken}.",
                    "Around {spoken}.",
                ),
            ),
            ask(
                "phone",
                label="phone number",
                grader="phone",
                kind="digits",
                value="2165550121",
                spoken="two one six, five five five, zero one two one",
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
        knowledge_base="government_services",
        kb=("KB-571",),
    )
