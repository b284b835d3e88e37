"""Interviewing: at work.

An exit interview, a requirements interview.
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


def hotel_exit() -> WorkflowSpec:
    """Hospitality: an exit interview with a housekeeping supervisor who is leaving."""
    return workflow(
        id="workbench_interview_hotel_exit",
        archetype="interviewing",
        industry="hospitality",
        story="""Lucy Barker, a housekeeping supervisor, leaves a hotel and takes the exit
        interview by phone between room checks. Her employee number finds the property,
        department and hire date; how much unused holiday is paid out and which HR partner
        gets housekeeping exits are in the HR handbook; she rates the job out of five. She
        keeps breaking off to talk to her team, and cuts in on the read-back: her last day is
        the twentieth, not the twenty-seventh, as she is using up holiday.""",
        goal="You are leaving your hotel job and doing the exit interview by phone.",
        persona="lancashire",
        conversation_type="narrative_intake",
        risk_tier="low",
        profile="distracted",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hiya, Lucy Barker, housekeeping. HR asked me to ring in for my exit interview.",
            "Hello, it's Lucy Barker, I'm leaving at the end of the month and I've to do the "
            "exit interview.",
        ),
        form=("T-EXIT", "Exit interview"),
        title="Exit interview: Lucy Barker",
        record_lookup="employee_number",
        parts=[
            ask(
                "employee_number",
                label="employee number",
                grader="exact",
                kind="digits",
                value="208815",
                spoken="two zero eight, eight one five",
                answers=(
                    "Hang on, I'm on the fourth floor. Right, it's {spoken}.",
                    "It's {spoken}.",
                ),
            ),
            on_record(
                "property", label="property", grader="casefold", pattern=r"property: ([^;\n]+)"
            ),
            on_record(
                "department",
                label="department",
                grader="casefold",
                pattern=r"department: ([^;\n]+)",
            ),
            on_record("hire_date", label="hire date", grader="date", pattern=r"hired: ([\d-]+)"),
            ask(
                "last_day",
                label="last working day",
                grader="date",
                kind="date",
                value="2026-03-27",
                spoken="Friday, March twenty-seventh, twenty twenty-six",
                answers=(
                    "My last day's {spoken}.",
                    "One sec, love, use the blue trolley. Right, {spoken}.",
                ),
                fix=correction(
                    value="2026-03-20",
                    spoken="Friday, March twentieth, twenty twenty-six",
                    variants=(
                        "Sorry, my last working day is {spoken}, I'm using up my holiday.",
                        "No, that's wrong, the last working day should be {spoken}.",
                    ),
                ),
            ),
            ask(
                "reason",
                label="main reason for leaving",
                grader="enum",
                kind="text",
                value="schedule",
                spoken="schedule",
                answers=(
                    "Mostly the {spoken}, the evenings were killing me.",
                    "The {spoken}, really.",
                ),
                options=("new job", "relocation", "pay", "schedule"),
            ),
            ask(
                "rating",
                label="overall rating",
                grader="numeric",
                kind="number",
                value="3",
                spoken="three",
                answers=(
                    "I'd give it {spoken}.",
                    "I'd rate it {spoken}, it's been okay.",
                ),
            ),
            ask(
                "would_return",
                label="whether you would come back",
                grader="enum",
                kind="text",
                value="yes",
                spoken="yes",
                answers=(
                    "{spoken}, if the rota was better.",
                    "Oh, {spoken}, I like the people.",
                ),
                options=YES_NO,
            ),
            ask(
                "holiday_days",
                label="unused holiday days",
                grader="numeric",
                kind="number",
                value="4",
                spoken="four",
                answers=(
                    "I've {spoken} days left.",
                    "{spoken} days, I think.",
                ),
            ),
            looked_up(
                "payout_cap",
                label="holiday payout cap in days",
                grader="numeric",
                query="unused holiday paid out when leaving",
                pattern=r"Unused holiday is paid out up to (\d+) days",
            ),
            looked_up(
                "hr_partner",
                label="HR partner",
                grader="enum",
                query="HR partner for exit interviews",
                pattern=r"[A-Z][a-z]+(?: [a-z]+)? exits go to ([A-Z][a-z]+ [A-Z][a-z]+)",
                near_fields=("department",),
                options=("Grace Liu", "Omar Haddad", "Beth Nolan"),
            ),
            ask(
                "suggestion",
                label="suggestion for the hotel",
                grader="semantic",
                kind="text",
                value="more predictable evening shifts",
                spoken="more predictable evening shifts",
                answers=(
                    "Just put: {spoken}.",
                    "Please put {spoken}.",
                ),
            ),
            ask(
                "phone",
                label="phone number",
                grader="phone",
                kind="digits",
                value="7025550132",
                spoken="seven zero two, five five five, zero one three two",
            ),
        ],
        records=(
            {
                "id": "REC-2088",
                "kind": "employee",
                "employee": "208815",
                "property": "Harborview Hotel",
                "department": "housekeeping",
                "hired": "2021-05-03",
            },
            {
                "id": "REC-2089",
                "kind": "employee",
                "employee": "208851",
                "property": "Harborview Hotel",
                "department": "front office",
                "hired": "2023-10-16",
            },
        ),
        knowledge_base="hospitality_and_travel",
        kb=("KB-531", "KB-532"),
    )


def system_requirements() -> WorkflowSpec:
    """IT: a requirements interview for a dental group's booking system."""
    return workflow(
        id="workbench_interview_system_requirements",
        archetype="interviewing",
        industry="information technology",
        story="""Paula Jensen, operations manager of a dental group, is interviewed by a
        software vendor's analyst about a new booking system. The project number finds the
        client and sponsor; whether single sign-on is required for her number of users is in
        the delivery standards. She explains the background to every answer and ranks her
        priorities in order.""",
        goal="You are describing what your dental group needs from a new booking system.",
        persona="scottish",
        conversation_type="narrative_intake",
        risk_tier="medium",
        profile="verbose",
        knowledge_burden=("local_state", "retrieval"),
        opening=(
            "Hi, it's Paula Jensen from the dental group. Your team asked me to go through "
            "our requirements for the booking system, and honestly there's a lot to say, "
            "the old one has been driving everyone mad.",
            "Hello, Paula Jensen here. I'm meant to do the requirements interview for the new "
            "booking system, we've been putting it off for months so I'm glad it's finally "
            "happening.",
        ),
        form=("T-REQUIREMENTS", "Requirements summary"),
        title="Requirements: booking system",
        record_lookup="project",
        parts=[
            ask(
                "project",
                label="project number",
                grader="exact",
                kind="digits",
                value="3318",
                spoken="three three one eight",
                answers=(
                    "The project number on the contract is {spoken}, I have it right here in "
                    "front of me.",
                    "It's {spoken}.",
                ),
            ),
            on_record("client", label="client", grader="casefold", pattern=r"client: ([^;\n]+)"),
            on_record(
                "sponsor", label="project sponsor", grader="casefold", pattern=r"sponsor: ([^;\n]+)"
            ),
            ask(
                "users",
                label="number of staff users",
                grader="numeric",
                kind="number",
                value="140",
                spoken="a hundred and forty",
                answers=(
                    "We have {spoken} staff who'd use it, counting the receptionists and the "
                    "hygienists.",
                    "{spoken} users.",
                ),
            ),
            ask(
                "sites",
                label="number of practices",
                grader="numeric",
                kind="number",
                value="6",
                spoken="six",
                answers=(
                    "There are {spoken} practices now, we opened the newest one in the autumn.",
                    "{spoken} practices.",
                ),
            ),
            ask(
                "go_live",
                label="target go-live date",
                grader="date",
                kind="date",
                value="2026-09-01",
                spoken="September first, twenty twenty-six",
                answers=(
                    "We'd like to go live {spoken}, before the autumn rush of check-ups.",
                    "{spoken}.",
                ),
            ),
            ask(
                "integrations",
                label="systems it must connect to",
                grader="set_exact",
                kind="text",
                value="payroll, patient records, text reminders",
                spoken="payroll and patient records and text reminders",
            ),
            ask(
                "priorities",
                label="priorities in order",
                grader="ordered_list",
                kind="text",
                value="online booking, reminders, reporting",
                spoken="online booking, then reminders, then reporting",
                answers=(
                    "That would be {spoken}.",
                    "In this order: {spoken}.",
                ),
            ),
            looked_up(
                "sso",
                label="whether single sign-on is required",
                grader="enum",
                query="single sign-on requirement by users",
                pattern=r"more than \d+ users single sign-on is required: (yes)",
                near=("users",),
                options=YES_NO,
            ),
            ask(
                "budget",
                label="budget",
                grader="numeric",
                kind="amount",
                value="90000",
                spoken="ninety thousand dollars",
                answers=(
                    "The board signed off {spoken} for the first year, including the setup.",
                    "{spoken}.",
                ),
                tolerance=1000,
            ),
            ask(
                "hosting",
                label="hosting",
                grader="enum",
                kind="text",
                value="cloud",
                spoken="cloud",
                answers=(
                    "{spoken}, definitely, we have no server room to speak of, just a cupboard.",
                    "In the {spoken}, please.",
                ),
                options=("cloud", "on premises"),
            ),
            ask(
                "phone",
                label="phone number",
                grader="phone",
                kind="digits",
                value="6085550119",
                spoken="six zero eight, five five five, zero one one nine",
            ),
        ],
        records=(
            {
                "id": "REC-3318",
                "kind": "project",
                "project": "3318",
                "client": "Brightsmile Dental Group",
                "sponsor": "Dr. Alan Reyes",
            },
            {
                "id": "REC-3381",
                "kind": "project",
                "project": "3381",
                "client": "Northside Vet Clinics",
                "sponsor": "Kim Osei",
            },
        ),
        knowledge_base="information_technology",
        kb=("KB-601",),
    )
