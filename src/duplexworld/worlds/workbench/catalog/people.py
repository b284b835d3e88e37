"""Workflows of interviewing and planning."""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    YES_NO,
    ask,
    correction,
    looked_up,
    on_record,
    workflow,
)
from duplexworld.worlds.workbench.workflow import (
    WorkflowSpec,
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
                label="candidate name",
                grader="casefold",
                kind="name",
                value="Samuel Brooks",
                spoken="Samuel Brooks",
                answers=(
                    "{spoken}.",
                    "It's {spoken}.",
                ),
                reveal="volunteered",
            ),
            ask(
                "role",
                label="job title",
                grader="casefold",
                kind="text",
                value="delivery driver",
                spoken="delivery driver",
                answers=(
                    "It's the {spoken} job.",
                    "{spoken}.",
                ),
            ),
            on_record(
                "requisition",
                label="requisition number",
                grader="exact",
                pattern=r"requisition: (RQ-\d+)",
            ),
            on_record("depot", label="depot", grader="casefold", pattern=r"depot: ([^;\n]+)"),
            looked_up(
                "licence_required",
                label="licence required",
                grader="enum",
                query="licence needed for each role",
                pattern=r"[A-Z][a-z]+ [a-z]+ need an? (\w+) licence",
                near=("role",),
                options=("car", "minibus", "truck"),
            ),
            ask(
                "licence_held",
                label="licence held",
                grader="enum",
                kind="text",
                value="truck",
                spoken="truck",
                answers=(
                    "I've got a {spoken} licence.",
                    "A {spoken} licence, clean.",
                ),
                options=("car", "minibus", "truck"),
            ),
            ask(
                "experience_years",
                label="years of driving experience",
                grader="numeric",
                kind="number",
                value="6",
                spoken="six years",
                answers=(
                    "About {spoken}.",
                    "{spoken} on the road.",
                ),
            ),
            ask(
                "notice_weeks",
                label="notice period in weeks",
                grader="numeric",
                kind="number",
                value="2",
                spoken="two weeks",
                answers=(
                    "{spoken}' notice.",
                    "I have to give {spoken}.",
                ),
            ),
            ask(
                "salary",
                label="expected yearly salary",
                grader="numeric",
                kind="amount",
                value="38000",
                spoken="thirty-eight thousand dollars",
                answers=(
                    "I'm looking for {spoken}.",
                    "Around {spoken} a year.",
                ),
                reveal="on_event",
                event="fact:notice_weeks",
                tolerance=500,
            ),
            ask(
                "start_date",
                label="earliest start date",
                grader="date",
                kind="date",
                value="2026-03-23",
                spoken="March twenty-third, twenty twenty-six",
                answers=(
                    "I could start {spoken}.",
                    "{spoken} at the earliest.",
                ),
            ),
            ask(
                "shifts",
                label="shifts you can work",
                grader="set_exact",
                kind="text",
                value="weekdays, weekends",
                spoken="weekdays and weekends",
                answers=(
                    "{spoken}.",
                    "It's {spoken}.",
                ),
            ),
            ask(
                "phone",
                label="phone number",
                grader="phone",
                kind="digits",
                value="7735550172",
                spoken="seven seven three, five five five, zero one seven two",
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
        knowledge_base="logistics_and_aviation",
        kb=("KB-81",),
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
                label="job reference",
                grader="exact",
                kind="digits",
                value="58214",
                spoken="five eight two one four",
                answers=(
                    "It's {spoken}.",
                    "The reference is {spoken}.",
                ),
            ),
            on_record("client", label="client", grader="casefold", pattern=r"client: ([^;\n]+)"),
            on_record(
                "site_address",
                label="site address",
                grader="address",
                pattern=r"address: ([^;\n]+)",
            ),
            ask(
                "cabinet_range",
                label="cabinet range",
                grader="enum",
                kind="text",
                value="Walnut",
                spoken="Walnut",
                answers=(
                    "We picked {spoken}.",
                    "The {spoken} range.",
                ),
                options=("Walnut", "Slate", "Nordic"),
            ),
            looked_up(
                "lead_time_weeks",
                label="cabinet lead time in weeks",
                grader="numeric",
                query="cabinet lead times",
                pattern=r"\w+ cabinets ship in (\d+) weeks",
                near=("cabinet_range",),
            ),
            ask(
                "start_date",
                label="start date",
                grader="date",
                kind="date",
                value="2026-05-11",
                spoken="May eleventh, twenty twenty-six",
                answers=(
                    "We'd like to start {spoken}.",
                    "{spoken}.",
                ),
                fix=correction(
                    value="2026-05-18",
                    spoken="May eighteenth, twenty twenty-six",
                    variants=(
                        "Sorry, the start date should be {spoken}.",
                        "No, that's wrong, the start date is {spoken}.",
                    ),
                ),
            ),
            ask(
                "trades_order",
                label="order of the trades",
                grader="ordered_list",
                kind="text",
                value="plumber, electrician, fitter, painter",
                spoken="plumber, electrician, fitter, painter",
                answers=(
                    "{spoken}.",
                    "In this order: {spoken}.",
                ),
            ),
            ask(
                "budget",
                label="total budget",
                grader="numeric",
                kind="amount",
                value="24000",
                spoken="twenty-four thousand dollars",
                answers=(
                    "Our budget is {spoken}.",
                    "{spoken} all in.",
                ),
                fix=correction(
                    value="26000",
                    spoken="twenty-six thousand dollars",
                    variants=(
                        "Sorry, the total budget is {spoken}, we added the island.",
                        "Wait, the total budget should be {spoken}.",
                    ),
                ),
            ),
            ask(
                "weeks_without_kitchen",
                label="weeks without a kitchen",
                grader="numeric",
                kind="number",
                value="3",
                spoken="three",
                answers=(
                    "At most {spoken} weeks.",
                    "{spoken} weeks.",
                ),
            ),
            ask(
                "skip_permit",
                label="skip on the street",
                grader="enum",
                kind="text",
                value="yes",
                spoken="yes",
                answers=(
                    "{spoken}, we'll need a skip outside.",
                    "{spoken}, there's no driveway.",
                ),
                options=YES_NO,
            ),
            ask(
                "contact_phone",
                label="contact phone",
                grader="phone",
                kind="digits",
                value="6465550198",
                spoken="six four six, five five five, zero one nine eight",
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
        knowledge_base="property_and_construction",
        kb=("KB-91",),
    )


WORKFLOWS = (
    driver_screening,
    kitchen_plan,
)
"""The builders of this module, in order."""
