"""Planning: cases.

A patient's discharge, a trial's preparation.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    YES_NO,
    ask,
    correction,
    looked_up,
    on_record,
    schedule,
    volunteered,
    workflow,
)
from duplexworld.worlds.workbench.workflow import WorkflowSpec


def discharge_plan() -> WorkflowSpec:
    """Healthcare: a hospital discharge plan after a hip replacement."""
    return workflow(
        id="workbench_plan_hospital_discharge",
        archetype="planning",
        industry="healthcare",
        story="""Joan Simmons plans her father's discharge after his hip replacement with the
        discharge coordinator, while her children keep interrupting her. The patient, ward
        and procedure come from the admission record; how many daily care visits follow a
        hip replacement and which clinic sees him are in the discharge pathway. She gives
        the wrong discharge date and corrects it when it is read back. The follow-up clinic
        goes in the calendar only on her approval.""",
        goal="You are planning your father's discharge home from hospital.",
        persona="lancashire",
        conversation_type="mid_call_correction",
        risk_tier="high",
        profile="distracted",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        approval=("commit", "schedule"),
        opening=(
            "Hi, it's Joan Simmons, my dad is on your orthopaedic ward. They said I should "
            "plan his discharge with you.",
            "Hello, Joan Simmons. My father had his hip done and he's coming home soon.",
        ),
        form=("P-DISCHARGE", "Discharge plan"),
        title="Discharge plan",
        record_lookup="patient_number",
        facts=(volunteered("caller", "Joan Simmons"),),
        parts=[
            ask(
                "patient_number",
                label="patient number",
                grader="exact",
                kind="digits",
                value="7204418",
                spoken="seven two zero, four four one eight",
                answers=(
                    "Hang on, it's on his wristband photo. Right, {spoken}.",
                    "It's {spoken}.",
                ),
            ),
            on_record(
                "patient_name",
                label="patient name",
                grader="casefold",
                pattern=r"patient: ([^;\n]+)",
            ),
            on_record("ward", label="ward", grader="casefold", pattern=r"ward: ([^;\n]+)"),
            on_record(
                "procedure", label="procedure", grader="casefold", pattern=r"procedure: ([^;\n]+)"
            ),
            ask(
                "discharge_date",
                label="discharge date",
                grader="date",
                kind="date",
                value="2026-02-26",
                spoken="Thursday, February twenty-sixth, twenty twenty-six",
                answers=(
                    "Hang on, the kids are shouting. They said {spoken}.",
                    "{spoken}, I think.",
                ),
                fix=correction(
                    value="2026-02-27",
                    spoken="Friday, February twenty-seventh, twenty twenty-six",
                    variants=(
                        "Sorry, I was distracted. The discharge date is {spoken}.",
                        "Wait, the discharge date should be {spoken}.",
                    ),
                ),
            ),
            looked_up(
                "care_visits",
                label="care visits per day",
                grader="numeric",
                query="daily care visits at home after surgery",
                pattern=r"after an? [a-z ]+? get (\d+) care visits a day",
                near_fields=("procedure",),
            ),
            looked_up(
                "clinic",
                label="follow-up clinic",
                grader="enum",
                query="follow-up clinic after discharge",
                pattern=r"[A-Z][a-z]+(?: [a-z]+)? patients are followed up at the ([A-Z][a-z]+) "
                r"clinic",
                near_fields=("procedure",),
                options=("Fracture", "Joint", "Physio"),
            ),
            ask(
                "equipment",
                label="equipment needed at home",
                grader="set_f1",
                kind="text",
                value="walking frame, shower chair",
                spoken="a walking frame and a shower chair",
                answers=(
                    "{spoken}.",
                    "Um, {spoken}.",
                ),
                threshold=0.6,
            ),
            ask(
                "stairs",
                label="whether there are stairs at home",
                grader="enum",
                kind="text",
                value="yes",
                spoken="yes",
                answers=(
                    "{spoken}, his bedroom is upstairs.",
                    "Um, {spoken}, a full flight.",
                ),
                options=YES_NO,
            ),
            ask(
                "transport",
                label="transport home",
                grader="enum",
                kind="text",
                value="family car",
                spoken="the family car",
                answers=(
                    "My brother will take him in {spoken}.",
                    "{spoken}.",
                ),
                options=("family car", "hospital transport", "taxi"),
            ),
            ask(
                "clinic_date",
                label="date of the follow-up appointment",
                grader="date",
                kind="date",
                value="2026-03-12",
                spoken="Thursday, March twelfth, twenty twenty-six",
                answers=(
                    "Hang on, let me find a pen. {spoken} would work.",
                    "{spoken}.",
                ),
            ),
            ask(
                "contact_phone",
                label="number to reach you",
                grader="phone",
                kind="digits",
                value="3135550146",
                spoken="three one three, five five five, zero one four six",
            ),
        ],
        records=(
            {
                "id": "REC-7204",
                "kind": "admission",
                "number": "7204418",
                "patient": "Walter Simmons",
                "ward": "Ward 9",
                "procedure": "hip replacement",
            },
            {
                "id": "REC-7240",
                "kind": "admission",
                "number": "7204481",
                "patient": "Walter Sims",
                "ward": "Ward 3",
                "procedure": "knee arthroscopy",
            },
        ),
        knowledge_base="healthcare",
        kb=("KB-8501", "KB-8502"),
        follow_ups=(schedule("clinic_date", "hip follow-up clinic"),),
    )


def trial_preparation() -> WorkflowSpec:
    """Legal: a trial preparation plan with filing deadlines and a room by rule."""
    return workflow(
        id="workbench_plan_trial_preparation",
        archetype="planning",
        industry="legal",
        story="""Daniel Ortiz, an associate at a litigation firm, plans the preparation for a
        trial with the firm's practice support desk. He is unsure of several numbers and only
        mentions that a witness needs an interpreter after giving the witness count. The
        client, court and trial date are on the matter record; when exhibit lists are due
        and which war room a long trial gets are in the firm's trial manual. The order of the
        preparation tasks he gives must be kept.""",
        goal="You are planning the preparation for an upcoming trial.",
        persona="new_yorker",
        conversation_type="multi_intent",
        risk_tier="medium",
        profile="ambiguous",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        outcome="prepare",
        opening=(
            "Hi, Daniel Ortiz here, litigation. I've got a trial coming up and I need to get "
            "the prep plan together, I think."
            " Just prepare the plan and submit it, lead counsel reviews it, so please don't "
            "commit it.",
            "Hey, it's Daniel Ortiz. We have a trial in the fall and I'm trying to figure out "
            "the preparation."
            " Just prepare the plan and submit it, lead counsel reviews it, so please don't "
            "commit it.",
        ),
        form=("P-TRIAL", "Trial preparation plan"),
        title="Trial preparation",
        record_lookup="matter_number",
        facts=(volunteered("caller", "Daniel Ortiz"),),
        parts=[
            ask(
                "matter_number",
                label="matter number",
                grader="exact",
                kind="digits",
                value="362218",
                spoken="three six two two one eight",
                answers=(
                    "I think the matter number is {spoken}.",
                    "It's {spoken}.",
                ),
            ),
            on_record("client", label="client", grader="casefold", pattern=r"client: ([^;\n]+)"),
            on_record("court", label="court", grader="casefold", pattern=r"court: ([^;\n]+)"),
            on_record(
                "trial_date",
                label="trial date",
                grader="date",
                pattern=r"trial: (\d{4}-\d{2}-\d{2})",
            ),
            ask(
                "trial_days",
                label="expected length of the trial in days",
                grader="numeric",
                kind="number",
                value="7",
                spoken="seven",
                answers=(
                    "Probably {spoken} days.",
                    "Maybe {spoken} days, give or take.",
                ),
            ),
            looked_up(
                "war_room",
                label="war room",
                grader="enum",
                query="war room for a long trial",
                pattern=r"Trials longer than five days are given the ([A-Z][a-z]+)",
                options=("Boardroom", "Library", "Annex"),
            ),
            ask(
                "witnesses",
                label="number of witnesses",
                grader="numeric",
                kind="number",
                value="9",
                spoken="nine",
                answers=(
                    "I think around {spoken}.",
                    "{spoken}, probably.",
                ),
            ),
            ask(
                "interpreter",
                label="interpreter language",
                grader="enum",
                kind="text",
                value="Spanish",
                spoken="Spanish",
                answers=(
                    "{spoken}, for our site manager.",
                    "One of them needs {spoken}.",
                ),
                options=("none", "Spanish", "Mandarin", "Vietnamese"),
                reveal="on_event",
                event="fact:witnesses",
            ),
            looked_up(
                "exhibit_days",
                label="days before trial the exhibit list is due",
                grader="numeric",
                query="exhibit list deadline",
                pattern=r"Exhibit lists are due (\d+) days before trial",
            ),
            ask(
                "tasks",
                label="order of the preparation tasks",
                grader="ordered_list",
                kind="text",
                value="depositions, expert reports, exhibit list, jury instructions",
                spoken="depositions, expert reports, exhibit list, jury instructions",
                answers=(
                    "In this order: {spoken}.",
                    "{spoken}.",
                ),
            ),
            ask(
                "budget",
                label="preparation budget",
                grader="numeric",
                kind="amount",
                value="85000",
                spoken="eighty-five thousand dollars",
                answers=(
                    "Around {spoken}.",
                    "Something like {spoken}.",
                ),
                tolerance=500,
            ),
            ask(
                "contact_phone",
                label="direct line",
                grader="phone",
                kind="digits",
                value="3125550184",
                spoken="three one two, five five five, zero one eight four",
            ),
        ],
        records=(
            {
                "id": "REC-3622",
                "kind": "matter",
                "matter": "362218",
                "client": "Dunmore Logistics",
                "court": "Cook County Circuit Court",
                "trial": "2026-09-14",
            },
            {
                "id": "REC-3628",
                "kind": "matter",
                "matter": "362281",
                "client": "Dunmore Logistics",
                "court": "Northern District of Illinois",
                "trial": "2026-11-02",
            },
        ),
        knowledge_base="legal",
        kb=("KB-8801", "KB-8802"),
    )
