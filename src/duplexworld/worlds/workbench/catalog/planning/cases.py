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
                "patient number",
                "exact",
                "digits",
                "7204418",
                "seven two zero, four four one eight",
                "Hang on, it's on his wristband photo. Right, {spoken}.",
                "It's {spoken}.",
            ),
            on_record("patient_name", "patient name", "casefold", r"patient: ([^;\n]+)"),
            on_record("ward", "ward", "casefold", r"ward: ([^;\n]+)"),
            on_record("procedure", "procedure", "casefold", r"procedure: ([^;\n]+)"),
            ask(
                "discharge_date",
                "discharge date",
                "date",
                "date",
                "2026-02-26",
                "Thursday, February twenty-sixth, twenty twenty-six",
                "Hang on, the kids are shouting. They said {spoken}.",
                "{spoken}, I think.",
                fix=correction(
                    "2026-02-27",
                    "Friday, February twenty-seventh, twenty twenty-six",
                    "Sorry, I was distracted. The discharge date is {spoken}.",
                    "Wait, the discharge date should be {spoken}.",
                ),
            ),
            looked_up(
                "care_visits",
                "care visits per day",
                "numeric",
                "daily care visits at home after surgery",
                r"after an? [a-z ]+? get (\d+) care visits a day",
                near_fields=("procedure",),
            ),
            looked_up(
                "clinic",
                "follow-up clinic",
                "enum",
                "follow-up clinic after discharge",
                r"[A-Z][a-z]+(?: [a-z]+)? patients are followed up at the ([A-Z][a-z]+) clinic",
                near_fields=("procedure",),
                options=("Fracture", "Joint", "Physio"),
            ),
            ask(
                "equipment",
                "equipment needed at home",
                "set_f1",
                "text",
                "walking frame, shower chair",
                "a walking frame and a shower chair",
                "{spoken}.",
                "Um, {spoken}.",
                threshold=0.6,
            ),
            ask(
                "stairs",
                "whether there are stairs at home",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, his bedroom is upstairs.",
                "Um, {spoken}, a full flight.",
                options=YES_NO,
            ),
            ask(
                "transport",
                "transport home",
                "enum",
                "text",
                "family car",
                "the family car",
                "My brother will take him in {spoken}.",
                "{spoken}.",
                options=("family car", "hospital transport", "taxi"),
            ),
            ask(
                "clinic_date",
                "date of the follow-up appointment",
                "date",
                "date",
                "2026-03-12",
                "Thursday, March twelfth, twenty twenty-six",
                "Hang on, let me find a pen. {spoken} would work.",
                "{spoken}.",
            ),
            ask(
                "contact_phone",
                "number to reach you",
                "phone",
                "digits",
                "3135550146",
                "three one three, five five five, zero one four six",
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
                "matter number",
                "exact",
                "digits",
                "362218",
                "three six two two one eight",
                "I think the matter number is {spoken}.",
                "It's {spoken}.",
            ),
            on_record("client", "client", "casefold", r"client: ([^;\n]+)"),
            on_record("court", "court", "casefold", r"court: ([^;\n]+)"),
            on_record("trial_date", "trial date", "date", r"trial: (\d{4}-\d{2}-\d{2})"),
            ask(
                "trial_days",
                "expected length of the trial in days",
                "numeric",
                "number",
                "7",
                "seven",
                "Probably {spoken} days.",
                "Maybe {spoken} days, give or take.",
            ),
            looked_up(
                "war_room",
                "war room",
                "enum",
                "war room for a long trial",
                r"Trials longer than five days are given the ([A-Z][a-z]+)",
                options=("Boardroom", "Library", "Annex"),
            ),
            ask(
                "witnesses",
                "number of witnesses",
                "numeric",
                "number",
                "9",
                "nine",
                "I think around {spoken}.",
                "{spoken}, probably.",
            ),
            ask(
                "interpreter",
                "interpreter language",
                "enum",
                "text",
                "Spanish",
                "Spanish",
                "{spoken}, for our site manager.",
                "One of them needs {spoken}.",
                options=("none", "Spanish", "Mandarin", "Vietnamese"),
                reveal="on_event",
                event="fact:witnesses",
            ),
            looked_up(
                "exhibit_days",
                "days before trial the exhibit list is due",
                "numeric",
                "exhibit list deadline",
                r"Exhibit lists are due (\d+) days before trial",
            ),
            ask(
                "tasks",
                "order of the preparation tasks",
                "ordered_list",
                "text",
                "depositions, expert reports, exhibit list, jury instructions",
                "depositions, expert reports, exhibit list, jury instructions",
                "In this order: {spoken}.",
                "{spoken}.",
            ),
            ask(
                "budget",
                "preparation budget",
                "numeric",
                "amount",
                "85000",
                "eighty-five thousand dollars",
                "Around {spoken}.",
                "Something like {spoken}.",
                tolerance=500,
            ),
            ask(
                "contact_phone",
                "direct line",
                "phone",
                "digits",
                "3125550184",
                "three one two, five five five, zero one eight four",
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
