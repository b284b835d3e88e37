"""Interviewing: intakes and statements.

A pre-operative assessment, an injury client, a burglary.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    YES_NO,
    ask,
    computed,
    looked_up,
    on_record,
    workflow,
)
from duplexworld.worlds.workbench.workflow import WorkflowSpec, WorldEvent


def preop_assessment() -> WorkflowSpec:
    """Healthcare: a nurse's pre-operative phone assessment before a hip replacement."""
    return workflow(
        id="workbench_interview_preop_assessment",
        archetype="interviewing",
        industry="healthcare",
        story="""George Palmer has a hip replacement booked and takes the pre-operative
        assessment call. His hospital number finds the booking with the procedure and date;
        how many days before surgery his blood thinner must stop and how long he must fast
        are in the pre-op protocol. He answers plainly.""",
        goal="You are taking your pre-operative assessment call before a hip operation.",
        persona="received",
        conversation_type="narrative_intake",
        risk_tier="high",
        profile="cooperative",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hello, George Palmer speaking. I was told to call for my pre-op assessment.",
            "Hi, this is George Palmer, I've got a hip operation coming up and need the "
            "pre-op questions done.",
        ),
        event=WorldEvent(
            record="REC-3390",
            changes={"surgery date": "2026-04-16"},
            notice="the hospital has rearranged the theatre list and moved my operation",
            lines=(
                "Before you do that, I've just had a text: {spoken}. Could you check my booking "
                "again?",
                "One thing first, I just got a letter saying {spoken}. Can you look at the "
                "booking again, please?",
            ),
        ),
        form=("T-PREOP", "Pre-operative assessment"),
        title="Pre-op assessment: George Palmer",
        record_lookup="hospital_number",
        parts=[
            ask(
                "hospital_number",
                "hospital number",
                "exact",
                "digits",
                "3390172",
                "three three nine, zero one seven two",
            ),
            on_record("procedure", "procedure", "casefold", r"procedure: ([^;\n]+)"),
            on_record("surgery_date", "surgery date", "date", r"surgery date: ([\d-]+)"),
            ask(
                "height_cm",
                "height in centimetres",
                "numeric",
                "number",
                "178",
                "one hundred seventy-eight",
                "I'm {spoken} centimetres.",
                "{spoken} centimetres.",
            ),
            ask(
                "weight_kg",
                "weight in kilograms",
                "numeric",
                "number",
                "92",
                "ninety-two",
                "About {spoken} kilos.",
                "{spoken} kilograms.",
                tolerance=1,
            ),
            ask(
                "blood_thinner",
                "blood thinner",
                "enum",
                "text",
                "warfarin",
                "warfarin",
                "I'm on {spoken}, every evening.",
                "Yes, {spoken}.",
                options=("none", "warfarin", "apixaban"),
            ),
            looked_up(
                "stop_days",
                "days before surgery to stop the blood thinner",
                "numeric",
                "when to stop blood thinners before surgery",
                r"\w+ is stopped (\d+) days before surgery",
                near=("blood_thinner",),
            ),
            looked_up(
                "fasting_hours",
                "hours of fasting before surgery",
                "numeric",
                "fasting before surgery food",
                r"No food for (\d+) hours before surgery",
            ),
            ask(
                "allergies",
                "allergies",
                "set_exact",
                "text",
                "aspirin, sticking plasters",
                "aspirin and sticking plasters",
            ),
            ask(
                "conditions",
                "other medical conditions",
                "set_f1",
                "text",
                "high blood pressure, asthma",
                "high blood pressure and asthma",
                threshold=1.0,
            ),
            ask(
                "lives_alone",
                "whether you live alone",
                "enum",
                "text",
                "no",
                "no",
                "{spoken}, my wife is at home.",
                "{spoken}, I live with my wife.",
                options=YES_NO,
            ),
            ask(
                "escort",
                "person taking you home",
                "casefold",
                "text",
                "Margaret Palmer",
                "Margaret Palmer",
            ),
            ask(
                "escort_phone",
                "their phone number",
                "phone",
                "digits",
                "6145550126",
                "six one four, five five five, zero one two six",
            ),
        ],
        records=(
            {
                "id": "REC-3390",
                "kind": "surgical booking",
                "hospital number": "3390172",
                "procedure": "right hip replacement",
                "surgery date": "2026-04-02",
            },
            {
                "id": "REC-3391",
                "kind": "surgical booking",
                "hospital number": "3390127",
                "procedure": "left knee arthroscopy",
                "surgery date": "2026-04-09",
            },
        ),
        knowledge_base="healthcare",
        kb=("KB-501", "KB-502"),
    )


def injury_intake() -> WorkflowSpec:
    """Legal: a personal-injury client intake, the case type and time limit from the guide."""
    return workflow(
        id="workbench_interview_injury_intake",
        archetype="interviewing",
        industry="legal",
        story="""Rosa Alvarez slipped on a wet floor in a supermarket and calls a law firm a
        doctor referred her to. The referral number finds who referred her and the intake
        attorney; how a fall in a shop is classed and the limitation period are in the firm's
        intake guide. She tells the whole story around every answer.""",
        goal="You are calling a law firm about an injury from a fall in a supermarket.",
        persona="caribbean",
        conversation_type="narrative_intake",
        risk_tier="medium",
        profile="verbose",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hi, my name is Rosa Alvarez. My doctor gave me your number, I fell in a "
            "supermarket a few weeks ago and I'm still in a lot of pain, and she said I "
            "should talk to a lawyer about it.",
            "Hello, this is Rosa Alvarez. I was told to call you about my accident, I slipped "
            "in a store and hurt myself quite badly, and I really don't know what my rights "
            "are.",
        ),
        form=("T-INTAKE", "Client intake"),
        title="Intake: Rosa Alvarez",
        record_lookup="referral",
        parts=[
            ask(
                "referral",
                "referral number",
                "exact",
                "digits",
                "48827",
                "four eight eight two seven",
                "The referral number the doctor wrote down for me is {spoken}, it's on the "
                "little card she gave me.",
                "It's {spoken}.",
            ),
            on_record("referred_by", "referred by", "casefold", r"referred by: ([^;\n]+)"),
            on_record("attorney", "intake attorney", "casefold", r"attorney: ([^;\n]+)"),
            ask(
                "client",
                "client name",
                "casefold",
                "text",
                "Rosa Alvarez",
                "Rosa Alvarez",
                reveal="volunteered",
            ),
            ask(
                "injury_date",
                "date of the injury",
                "date",
                "date",
                "2026-01-28",
                "January twenty-eighth, twenty twenty-six",
                "It was {spoken}, a Wednesday, I was doing my shopping after work like always.",
                "{spoken}.",
            ),
            ask(
                "incident",
                "type of incident",
                "enum",
                "text",
                "slip and fall",
                "slip and fall",
                "It was a {spoken}, the floor had just been mopped and there was no sign at all.",
                "A {spoken}, in the dairy aisle.",
                options=("slip and fall", "car accident", "dog bite"),
            ),
            looked_up(
                "case_type",
                "case type",
                "enum",
                "case types by incident",
                r"A [a-z ]+? is an? ([a-z]+ [a-z]+) case",
                near=("incident",),
                options=("premises liability", "auto negligence", "product liability"),
            ),
            looked_up(
                "limitation_years",
                "limitation period in years",
                "numeric",
                "limitation period personal injury",
                r"limitation period for personal injury is (\d+) years",
            ),
            ask(
                "location",
                "where it happened",
                "casefold",
                "text",
                "Valley Market",
                "Valley Market",
            ),
            ask(
                "injuries",
                "injuries",
                "set_f1",
                "text",
                "broken wrist, twisted knee",
                "a broken wrist and a twisted knee",
                threshold=1.0,
            ),
            ask(
                "medical_bills",
                "medical bills so far",
                "numeric",
                "amount",
                "8600",
                "eight thousand six hundred dollars",
                "So far the bills come to {spoken}, and that's before the physio, which I "
                "haven't even started yet.",
                "About {spoken}.",
                tolerance=100,
            ),
            ask(
                "missed_days",
                "work days missed",
                "numeric",
                "number",
                "21",
                "twenty-one",
                "I've missed {spoken} days of work, my manager has been good about it but it "
                "can't go on forever.",
                "{spoken} days.",
            ),
            ask(
                "witnesses",
                "whether anyone saw it happen",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, a lady at the cheese counter saw it and helped me up.",
                "{spoken}, one of the staff saw me go down.",
                options=YES_NO,
            ),
            ask(
                "phone",
                "phone number",
                "phone",
                "digits",
                "3055550181",
                "three zero five, five five five, zero one eight one",
            ),
        ],
        records=(
            {
                "id": "REC-4882",
                "kind": "referral",
                "referral": "48827",
                "referred by": "Bayview Medical Group",
                "attorney": "Paul Stein",
            },
            {
                "id": "REC-4883",
                "kind": "referral",
                "referral": "48872",
                "referred by": "Coral Way Chiropractic",
                "attorney": "Dana Whitlock",
            },
        ),
        knowledge_base="legal",
        kb=("KB-511", "KB-512"),
    )


def theft_statement() -> WorkflowSpec:
    """Insurance: a recorded statement after a burglary, the jewellery limit from the policy."""
    return workflow(
        id="workbench_interview_theft_statement",
        archetype="interviewing",
        industry="insurance",
        story="""Julia Martin's house was broken into while she was away, and the claims
        handler takes her statement. The claim record gives the insured and the address; the
        limit for unscheduled valuables is in the policy wording. She is unsure of several
        details and hedges.""",
        goal="You are giving a statement about a break-in at your house to your insurer.",
        persona="calm",
        conversation_type="narrative_intake",
        risk_tier="medium",
        profile="ambiguous",
        knowledge_burden=("local_state", "retrieval"),
        opening=(
            "Hi, it's Julia Martin. Our house was broken into and I was told someone would "
            "take a statement.",
            "Hello, Julia Martin here, I'm calling about the burglary claim, I think you need "
            "my statement.",
        ),
        form=("T-STATEMENT", "Theft claim statement"),
        title="Statement: Julia Martin",
        record_lookup="claim_number",
        parts=[
            ask(
                "claim_number",
                "claim number",
                "exact",
                "digits",
                "5093318",
                "five zero nine, three three one eight",
                "I think it's {spoken}, going by the letter.",
                "It's {spoken}.",
            ),
            on_record("insured", "insured", "casefold", r"insured: ([^;\n]+)"),
            on_record("address", "address", "address", r"address: ([^;\n]+)"),
            ask(
                "discovered",
                "date you found the break-in",
                "date",
                "date",
                "2026-02-15",
                "February fifteenth, twenty twenty-six",
                "It must have been {spoken}, when we got back.",
                "{spoken}, I think.",
            ),
            ask(
                "days_away",
                "days you were away",
                "numeric",
                "number",
                "3",
                "three",
                "About {spoken} days, I think.",
                "{spoken} days, more or less.",
            ),
            ask(
                "entry",
                "how they got in",
                "enum",
                "text",
                "back door",
                "back door",
                "Probably the {spoken}, the lock was broken.",
                "I'm not sure, maybe the {spoken}, it was open.",
                options=("back door", "front door", "window", "garage"),
            ),
            ask(
                "items",
                "items stolen",
                "set_f1",
                "text",
                "laptop, bicycle, television",
                "a laptop, a bicycle and the television",
                threshold=0.6,
            ),
            ask(
                "claimed_value",
                "total value claimed",
                "numeric",
                "amount",
                "3400",
                "three thousand four hundred dollars",
                "Maybe {spoken} altogether? Roughly.",
                "I'd guess {spoken}.",
                tolerance=200,
            ),
            looked_up(
                "valuables_limit",
                "limit for unscheduled valuables",
                "numeric",
                "valuables cover limit",
                r"Unscheduled valuables are covered up to (\d+) dollars",
            ),
            ask(
                "police_report",
                "police report number",
                "exact",
                "digits",
                "20260215",
                "two zero two six, zero two one five",
            ),
            ask(
                "alarm",
                "whether the alarm was set",
                "enum",
                "text",
                "no",
                "no",
                "{spoken}, I think we forgot to set it.",
                "{spoken}, honestly, we forgot.",
                options=YES_NO,
            ),
            ask(
                "phone",
                "phone number",
                "phone",
                "digits",
                "8165550143",
                "eight one six, five five five, zero one four three",
            ),
            computed(
                "over_limit",
                "value above the valuables limit",
                "claimed_value - min(claimed_value, valuables_limit)",
            ),
        ],
        records=(
            {
                "id": "REC-5093",
                "kind": "claim",
                "claim": "5093318",
                "insured": "Julia Martin",
                "address": "73 Walnut Street, Kansas City, MO 64106",
            },
            {
                "id": "REC-5094",
                "kind": "claim",
                "claim": "5093381",
                "insured": "Julian Martinez",
                "address": "9 Oak Terrace, Kansas City, MO 64111",
            },
        ),
        knowledge_base="insurance",
        kb=("KB-521",),
    )
