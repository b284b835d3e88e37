"""Consulting: software systems.

A clinic's bookings, a school's learning platform, a law firm's documents.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    YES_NO,
    ask,
    computed,
    looked_up,
    notify,
    on_record,
    volunteered,
    workflow,
)
from duplexworld.worlds.workbench.workflow import WorkflowSpec


def clinic_booking_system() -> WorkflowSpec:
    """Consulting in healthcare: which appointment system plan a family practice needs."""
    return workflow(
        id="workbench_consult_clinic_booking_system",
        archetype="consulting",
        industry="healthcare",
        story="""Dr. Teresa Rivera runs a family practice and asks which online booking system
        plan fits it. The plan follows from the number of clinicians in the vendor's plan
        guide, its price per clinician is on the price list, and a practice with text
        reminders needs the messaging add-on. She answers plainly; the recommendation is
        committed on her approval.""",
        goal="You want advice on an online appointment booking system for your practice.",
        persona="calm",
        conversation_type="single_intent",
        risk_tier="low",
        profile="cooperative",
        knowledge_burden=("supplied_evidence", "retrieval", "multi_source"),
        opening=(
            "Hello, this is Teresa Rivera, I run a family practice. We want patients to book "
            "appointments online and I'd like advice on what to get.",
            "Hi, Teresa Rivera from a family practice here. Could you help me choose an online "
            "booking system?",
        ),
        form=("T-CLINIC", "Booking system recommendation"),
        title="Online booking for Westgate Family Practice",
        facts=(volunteered("doctor", "Teresa Rivera"),),
        parts=[
            ask(
                "practice_name",
                label="practice name",
                grader="casefold",
                kind="text",
                value="Westgate Family Practice",
                spoken="Westgate Family Practice",
                answers=(
                    "It's {spoken}.",
                    "{spoken}.",
                ),
            ),
            ask(
                "clinicians",
                label="number of clinicians",
                grader="numeric",
                kind="number",
                value="7",
                spoken="seven",
                answers=(
                    "We have {spoken} clinicians.",
                    "{spoken}, doctors and nurses together.",
                ),
            ),
            ask(
                "patients",
                label="registered patients",
                grader="numeric",
                kind="number",
                value="9000",
                spoken="9000",
                answers=(
                    "About {spoken}.",
                    "Roughly {spoken} patients.",
                ),
                tolerance=100,
            ),
            looked_up(
                "plan",
                label="recommended plan",
                grader="enum",
                query="plan by number of clinicians",
                pattern=r"with \w+ to \w+ clinicians take the (\w+) plan",
                near=("clinicians",),
                options=("Solo", "Practice", "Network"),
            ),
            looked_up(
                "price_per_clinician",
                label="price per clinician per month",
                grader="numeric",
                query="monthly price per clinician",
                pattern=r"The \w+ plan is (\d+) dollars per clinician",
                near_fields=("plan",),
            ),
            ask(
                "reminders",
                label="text reminders wanted",
                grader="enum",
                kind="text",
                value="yes",
                spoken="yes",
                answers=(
                    "{spoken}, missed appointments are a real problem.",
                    "{spoken}, please.",
                ),
                options=YES_NO,
            ),
            looked_up(
                "addon",
                label="add-on needed",
                grader="enum",
                query="add-on for text message reminders",
                pattern=r"reminders need the (\w+) add-on",
                options=("Messaging", "Payments", "none"),
            ),
            ask(
                "current_system",
                label="current system",
                grader="enum",
                kind="text",
                value="paper diary",
                spoken="paper diary",
                answers=(
                    "Honestly, a {spoken}.",
                    "We use a {spoken}.",
                ),
                options=("paper diary", "spreadsheet", "other software"),
            ),
            ask(
                "go_live",
                label="go-live date",
                grader="date",
                kind="date",
                value="2026-06-01",
                spoken="June first, twenty twenty-six",
                answers=(
                    "By {spoken}.",
                    "Ideally {spoken}.",
                ),
            ),
            ask(
                "practice_phone",
                label="practice phone",
                grader="phone",
                kind="digits",
                value="6085550131",
                spoken="six zero eight, five five five, zero one three one",
            ),
            computed("monthly_cost", label="monthly cost", rule="clinicians * price_per_clinician"),
        ],
        knowledge_base="healthcare",
        kb=("KB-401", "KB-402", "KB-403"),
    )


def school_learning_platform() -> WorkflowSpec:
    """Consulting in education: a learning platform licence for a school, the bursar told."""
    return workflow(
        id="workbench_consult_learning_platform",
        archetype="consulting",
        industry="education",
        story="""Claire Lambert is deputy head of a secondary school and asks which learning
        platform licence suits it. The school is on file under its school number; the licence
        for its number of pupils and the price per pupil are in the vendor's education price
        guide. The recommendation is committed on her approval, and the bursar is notified
        once she approves that too.""",
        goal="You want advice on a learning platform licence for your school.",
        persona="received",
        conversation_type="single_intent",
        risk_tier="low",
        profile="cooperative",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        approval=("commit", "notify"),
        opening=(
            "Good morning, Claire Lambert, deputy head at a secondary school. We're choosing a "
            "learning platform and I'd like your advice.",
            "Hello, it's Claire Lambert. I'm deputy head at a secondary school and we need a "
            "learning platform licence.",
        ),
        form=("T-LEARN", "Platform licence recommendation"),
        title="Learning platform for the school",
        record_lookup="school_number",
        facts=(volunteered("deputy", "Claire Lambert", "deputy head"),),
        parts=[
            ask(
                "school_number",
                label="school number",
                grader="exact",
                kind="digits",
                value="3306152",
                spoken="three three zero, six one five two",
            ),
            on_record(
                "school", label="school name", grader="casefold", pattern=r"school: ([^;\n]+)"
            ),
            ask(
                "pupils",
                label="number of pupils",
                grader="numeric",
                kind="number",
                value="1100",
                spoken="1100",
                answers=(
                    "About {spoken} pupils.",
                    "{spoken}.",
                ),
                tolerance=20,
            ),
            ask(
                "teachers",
                label="number of teachers",
                grader="numeric",
                kind="number",
                value="72",
                spoken="seventy-two",
                answers=(
                    "{spoken} teachers.",
                    "{spoken}.",
                ),
            ),
            looked_up(
                "licence",
                label="licence",
                grader="enum",
                query="licence by number of pupils",
                pattern=r"(?:up to|more than) \d+ pupils (?:take|need) the (\w+) licence",
                near=("pupils",),
                options=("Classroom", "Campus", "Trust"),
            ),
            looked_up(
                "price_per_pupil",
                label="price per pupil per year",
                grader="numeric",
                query="yearly cost per pupil",
                pattern=r"The \w+ licence costs (\d+\.\d{2}) dollars per pupil",
                near_fields=("licence",),
                tolerance=0.01,
            ),
            ask(
                "subjects",
                label="first subjects",
                grader="ordered_list",
                kind="text",
                value="maths, science, English",
                spoken="maths, science, English",
                answers=(
                    "{spoken}.",
                    "In this order: {spoken}.",
                ),
            ),
            ask(
                "devices",
                label="pupil devices",
                grader="enum",
                kind="text",
                value="tablets",
                spoken="tablets",
                answers=(
                    "Mostly {spoken}.",
                    "The pupils use {spoken}.",
                ),
                options=("laptops", "tablets", "desktops"),
            ),
            ask(
                "start_date",
                label="term start date",
                grader="date",
                kind="date",
                value="2026-09-07",
                spoken="September seventh, twenty twenty-six",
                answers=(
                    "Term starts {spoken}.",
                    "{spoken}.",
                ),
            ),
            ask(
                "training_sessions",
                label="staff training sessions",
                grader="numeric",
                kind="number",
                value="3",
                spoken="three",
                answers=(
                    "{spoken} sessions.",
                    "{spoken}, please.",
                ),
            ),
            ask(
                "office_phone",
                label="school office phone",
                grader="phone",
                kind="digits",
                value="2025550115",
                spoken="two zero two, five five five, zero one one five",
            ),
            computed("yearly_cost", label="yearly cost", rule="pupils * price_per_pupil"),
        ],
        records=(
            {
                "id": "REC-3306",
                "kind": "institution",
                "number": "3306152",
                "school": "Riverside High School",
            },
        ),
        knowledge_base="education",
        kb=("KB-451", "KB-452"),
        follow_ups=(notify("school bursar", "licence recommended"),),
    )


def law_firm_documents() -> WorkflowSpec:
    """Consulting in legal services: a document management system for a small law firm."""
    return workflow(
        id="workbench_consult_law_firm_documents",
        archetype="consulting",
        industry="legal services",
        story="""Susan Taylor is the practice manager of a small law firm and asks which
        document management edition it needs. The edition for firms that must keep files for
        a set number of years and its storage allowance are in the vendor's edition guide. She
        is unsure of the details: how long files must be kept she says only once the practice
        areas are settled. She asks for it to be prepared only.""",
        goal="You want advice on a document management system for your law firm.",
        persona="bright",
        conversation_type="single_intent",
        risk_tier="medium",
        profile="ambiguous",
        knowledge_burden=("supplied_evidence", "retrieval", "multi_source"),
        outcome="prepare",
        opening=(
            "Hi, Susan Taylor, I'm practice manager at a small law firm. We're drowning in "
            "paper and I think we need some sort of document system."
            " Please just get the proposal ready and submitted, the partners review it, so "
            "don't commit it.",
            "Hello, it's Susan Taylor. I manage a small law practice and we need advice on "
            "managing our documents."
            " Please just get the proposal ready and submitted, the partners review it, so "
            "don't commit it.",
        ),
        form=("T-DMS", "Document system recommendation"),
        title="Document management for Parker and Hill",
        facts=(volunteered("manager", "Susan Taylor"),),
        parts=[
            ask(
                "firm_name",
                label="firm name",
                grader="casefold",
                kind="text",
                value="Parker and Hill",
                spoken="Parker and Hill",
                answers=(
                    "It's {spoken}.",
                    "{spoken}.",
                ),
            ),
            ask(
                "lawyers",
                label="number of lawyers",
                grader="numeric",
                kind="number",
                value="9",
                spoken="nine",
                answers=(
                    "I think {spoken}.",
                    "{spoken} lawyers.",
                ),
            ),
            ask(
                "practice_areas",
                label="practice areas",
                grader="set_f1",
                kind="text",
                value="family law, wills, property",
                spoken="family law, wills and property",
                answers=(
                    "{spoken}.",
                    "It's {spoken}.",
                ),
                threshold=1.0,
            ),
            ask(
                "retention_years",
                label="years files must be kept",
                grader="numeric",
                kind="number",
                value="15",
                spoken="fifteen years",
                answers=(
                    "For wills, {spoken}, I think.",
                    "{spoken}.",
                ),
                reveal="on_event",
                event="fact:practice_areas",
            ),
            looked_up(
                "edition",
                label="recommended edition",
                grader="enum",
                query="edition by retention",
                pattern=r"retention of more than \w+ years need the (\w+) edition",
                near=("retention_years",),
                options=("Standard", "Compliance", "Enterprise"),
            ),
            looked_up(
                "storage_tb",
                label="storage in terabytes",
                grader="numeric",
                query="storage allowance by edition",
                pattern=r"The \w+ edition includes (\d+) terabytes?",
                near_fields=("edition",),
            ),
            ask(
                "scanning",
                label="scanning of old files",
                grader="enum",
                kind="text",
                value="yes",
                spoken="yes",
                answers=(
                    "{spoken}, I suppose we'll have to.",
                    "{spoken}, if it's possible.",
                ),
                options=YES_NO,
            ),
            ask(
                "email_client",
                label="email program",
                grader="enum",
                kind="text",
                value="Outlook",
                spoken="Outlook",
                answers=(
                    "We use {spoken}.",
                    "It's {spoken}, I'm fairly sure.",
                ),
                options=("Outlook", "Gmail"),
            ),
            ask(
                "go_live",
                label="go-live date",
                grader="date",
                kind="date",
                value="2026-10-05",
                spoken="October fifth, twenty twenty-six",
                answers=(
                    "Maybe {spoken}.",
                    "{spoken}, ideally.",
                ),
            ),
            ask(
                "manager_phone",
                label="manager phone",
                grader="phone",
                kind="digits",
                value="8015550134",
                spoken="eight zero one, five five five, zero one three four",
            ),
        ],
        knowledge_base="legal",
        kb=("KB-491", "KB-492"),
    )
