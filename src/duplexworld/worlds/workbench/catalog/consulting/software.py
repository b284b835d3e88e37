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
                "practice name",
                "casefold",
                "text",
                "Westgate Family Practice",
                "Westgate Family Practice",
                "It's {spoken}.",
                "{spoken}.",
            ),
            ask(
                "clinicians",
                "number of clinicians",
                "numeric",
                "number",
                "7",
                "seven",
                "We have {spoken} clinicians.",
                "{spoken}, doctors and nurses together.",
            ),
            ask(
                "patients",
                "registered patients",
                "numeric",
                "number",
                "9000",
                "9000",
                "About {spoken}.",
                "Roughly {spoken} patients.",
                tolerance=100,
            ),
            looked_up(
                "plan",
                "recommended plan",
                "enum",
                "plan by number of clinicians",
                r"with \w+ to \w+ clinicians take the (\w+) plan",
                near=("clinicians",),
                options=("Solo", "Practice", "Network"),
            ),
            looked_up(
                "price_per_clinician",
                "price per clinician per month",
                "numeric",
                "monthly price per clinician",
                r"The \w+ plan is (\d+) dollars per clinician",
                near_fields=("plan",),
            ),
            ask(
                "reminders",
                "text reminders wanted",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, missed appointments are a real problem.",
                "{spoken}, please.",
                options=YES_NO,
            ),
            looked_up(
                "addon",
                "add-on needed",
                "enum",
                "add-on for text message reminders",
                r"reminders need the (\w+) add-on",
                options=("Messaging", "Payments", "none"),
            ),
            ask(
                "current_system",
                "current system",
                "enum",
                "text",
                "paper diary",
                "paper diary",
                "Honestly, a {spoken}.",
                "We use a {spoken}.",
                options=("paper diary", "spreadsheet", "other software"),
            ),
            ask(
                "go_live",
                "go-live date",
                "date",
                "date",
                "2026-06-01",
                "June first, twenty twenty-six",
                "By {spoken}.",
                "Ideally {spoken}.",
            ),
            ask(
                "practice_phone",
                "practice phone",
                "phone",
                "digits",
                "6085550131",
                "six zero eight, five five five, zero one three one",
            ),
            computed("monthly_cost", "monthly cost", "clinicians * price_per_clinician"),
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
                "school number",
                "exact",
                "digits",
                "3306152",
                "three three zero, six one five two",
            ),
            on_record("school", "school name", "casefold", r"school: ([^;\n]+)"),
            ask(
                "pupils",
                "number of pupils",
                "numeric",
                "number",
                "1100",
                "1100",
                "About {spoken} pupils.",
                "{spoken}.",
                tolerance=20,
            ),
            ask(
                "teachers",
                "number of teachers",
                "numeric",
                "number",
                "72",
                "seventy-two",
                "{spoken} teachers.",
                "{spoken}.",
            ),
            looked_up(
                "licence",
                "licence",
                "enum",
                "licence by number of pupils",
                r"(?:up to|more than) \d+ pupils (?:take|need) the (\w+) licence",
                near=("pupils",),
                options=("Classroom", "Campus", "Trust"),
            ),
            looked_up(
                "price_per_pupil",
                "price per pupil per year",
                "numeric",
                "yearly cost per pupil",
                r"The \w+ licence costs (\d+\.\d{2}) dollars per pupil",
                near_fields=("licence",),
                tolerance=0.01,
            ),
            ask(
                "subjects",
                "first subjects",
                "ordered_list",
                "text",
                "maths, science, English",
                "maths, science, English",
                "{spoken}.",
                "In this order: {spoken}.",
            ),
            ask(
                "devices",
                "pupil devices",
                "enum",
                "text",
                "tablets",
                "tablets",
                "Mostly {spoken}.",
                "The pupils use {spoken}.",
                options=("laptops", "tablets", "desktops"),
            ),
            ask(
                "start_date",
                "term start date",
                "date",
                "date",
                "2026-09-07",
                "September seventh, twenty twenty-six",
                "Term starts {spoken}.",
                "{spoken}.",
            ),
            ask(
                "training_sessions",
                "staff training sessions",
                "numeric",
                "number",
                "3",
                "three",
                "{spoken} sessions.",
                "{spoken}, please.",
            ),
            ask(
                "office_phone",
                "school office phone",
                "phone",
                "digits",
                "2025550115",
                "two zero two, five five five, zero one one five",
            ),
            computed("yearly_cost", "yearly cost", "pupils * price_per_pupil"),
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
                "firm name",
                "casefold",
                "text",
                "Parker and Hill",
                "Parker and Hill",
                "It's {spoken}.",
                "{spoken}.",
            ),
            ask(
                "lawyers",
                "number of lawyers",
                "numeric",
                "number",
                "9",
                "nine",
                "I think {spoken}.",
                "{spoken} lawyers.",
            ),
            ask(
                "practice_areas",
                "practice areas",
                "set_f1",
                "text",
                "family law, wills, property",
                "family law, wills and property",
                "{spoken}.",
                "It's {spoken}.",
                threshold=1.0,
            ),
            ask(
                "retention_years",
                "years files must be kept",
                "numeric",
                "number",
                "15",
                "fifteen years",
                "For wills, {spoken}, I think.",
                "{spoken}.",
                reveal="on_event",
                event="fact:practice_areas",
            ),
            looked_up(
                "edition",
                "recommended edition",
                "enum",
                "edition by retention",
                r"retention of more than \w+ years need the (\w+) edition",
                near=("retention_years",),
                options=("Standard", "Compliance", "Enterprise"),
            ),
            looked_up(
                "storage_tb",
                "storage in terabytes",
                "numeric",
                "storage allowance by edition",
                r"The \w+ edition includes (\d+) terabytes?",
                near_fields=("edition",),
            ),
            ask(
                "scanning",
                "scanning of old files",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, I suppose we'll have to.",
                "{spoken}, if it's possible.",
                options=YES_NO,
            ),
            ask(
                "email_client",
                "email program",
                "enum",
                "text",
                "Outlook",
                "Outlook",
                "We use {spoken}.",
                "It's {spoken}, I'm fairly sure.",
                options=("Outlook", "Gmail"),
            ),
            ask(
                "go_live",
                "go-live date",
                "date",
                "date",
                "2026-10-05",
                "October fifth, twenty twenty-six",
                "Maybe {spoken}.",
                "{spoken}, ideally.",
            ),
            ask(
                "manager_phone",
                "manager phone",
                "phone",
                "digits",
                "8015550134",
                "eight zero one, five five five, zero one three four",
            ),
        ],
        knowledge_base="legal",
        kb=("KB-491", "KB-492"),
    )
