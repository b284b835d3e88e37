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
                "licence needed for each role",
                r"[A-Z][a-z]+ [a-z]+ need an? (\w+) licence",
                near=("role",),
                options=("car", "minibus", "truck"),
            ),
            ask(
                "licence_held",
                "licence held",
                "enum",
                "text",
                "truck",
                "truck",
                "I've got a {spoken} licence.",
                "A {spoken} licence, clean.",
                options=("car", "minibus", "truck"),
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
                "weekdays, weekends",
                "weekdays and weekends",
                "{spoken}.",
                "It's {spoken}.",
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
                "Walnut",
                "Walnut",
                "We picked {spoken}.",
                "The {spoken} range.",
                options=("Walnut", "Slate", "Nordic"),
            ),
            looked_up(
                "lead_time_weeks",
                "cabinet lead time in weeks",
                "numeric",
                "cabinet lead times",
                r"\w+ cabinets ship in (\d+) weeks",
                near=("cabinet_range",),
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
                fix=correction(
                    "2026-05-18",
                    "May eighteenth, twenty twenty-six",
                    "Sorry, the start date should be {spoken}.",
                    "No, that's wrong, the start date is {spoken}.",
                ),
            ),
            ask(
                "trades_order",
                "order of the trades",
                "ordered_list",
                "text",
                "plumber, electrician, fitter, painter",
                "plumber, electrician, fitter, painter",
                "{spoken}.",
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
                options=YES_NO,
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
        knowledge_base="property_and_construction",
        kb=("KB-91",),
    )


WORKFLOWS = (
    driver_screening,
    kitchen_plan,
)
"""The builders of this module, in order."""
