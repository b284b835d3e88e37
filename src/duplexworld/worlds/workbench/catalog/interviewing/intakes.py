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
                label="hospital number",
                grader="exact",
                kind="digits",
                value="3390172",
                spoken="three three nine, zero one seven two",
            ),
            on_record(
                "procedure", label="procedure", grader="casefold", pattern=r"procedure: ([^;\n]+)"
            ),
            on_record(
                "surgery_date",
                label="surgery date",
                grader="date",
                pattern=r"surgery date: ([\d-]+)",
            ),
            ask(
                "height_cm",
                label="height in centimetres",
                grader="numeric",
                kind="number",
                value="178",
                spoken="one hundred seventy-eight",
                answers=(
                    "I'm {spoken} centimetres.",
                    "{spoken} centimetres.",
                ),
            ),
            ask(
                "weight_kg",
                label="weight in kilograms",
                grader="numeric",
                kind="number",
                value="92",
                spoken="ninety-two",
                answers=(
                    "About {spoken} kilos.",
                    "{spoken} kilograms.",
                ),
                tolerance=1,
            ),
            ask(
                "blood_thinner",
                label="blood thinner",
                grader="enum",
                kind="text",
                value="warfarin",
                spoken="warfarin",
                answers=(
                    "I'm on {spoken}, every evening.",
                    "Yes, {spoken}.",
                ),
                options=("none", "warfarin", "apixaban"),
            ),
            looked_up(
                "stop_days",
                label="days before surgery to stop the blood thinner",
                grader="numeric",
                query="when to stop blood thinners before surgery",
                pattern=r"\w+ is stopped (\d+) days before surgery",
                near=("blood_thinner",),
            ),
            looked_up(
                "fasting_hours",
                label="hours of fasting before surgery",
                grader="numeric",
                query="fasting before surgery food",
                pattern=r"No food for (\d+) hours before surgery",
            ),
            ask(
                "allergies",
                label="allergies",
                grader="set_exact",
                kind="text",
                value="aspirin, sticking plasters",
                spoken="aspirin and sticking plasters",
            ),
            ask(
                "conditions",
                label="other medical conditions",
                grader="set_f1",
                kind="text",
                value="high blood pressure, asthma",
                spoken="high blood pressure and asthma",
                threshold=1.0,
            ),
            ask(
                "lives_alone",
                label="whether you live alone",
                grader="enum",
                kind="text",
                value="no",
                spoken="no",
                answers=(
                    "{spoken}, my wife is at home.",
                    "{spoken}, I live with my wife.",
                ),
                options=YES_NO,
            ),
            ask(
                "escort",
                label="person taking you home",
                grader="casefold",
                kind="text",
                value="Margaret Palmer",
                spoken="Margaret Palmer",
            ),
            ask(
                "escort_phone",
                label="their phone number",
                grader="phone",
                kind="digits",
                value="6145550126",
                spoken="six one four, five five five, zero one two six",
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
                label="referral number",
                grader="exact",
                kind="digits",
                value="48827",
                spoken="four eight eight two seven",
                answers=(
                    "The referral number the doctor wrote down for me is {spoken}, it's on the "
                    "little card she gave me.",
                    "It's {spoken}.",
                ),
            ),
            on_record(
                "referred_by",
                label="referred by",
                grader="casefold",
                pattern=r"referred by: ([^;\n]+)",
            ),
            on_record(
                "attorney",
                label="intake attorney",
                grader="casefold",
                pattern=r"attorney: ([^;\n]+)",
            ),
            ask(
                "client",
                label="client name",
                grader="casefold",
                kind="text",
                value="Rosa Alvarez",
                spoken="Rosa Alvarez",
                reveal="volunteered",
            ),
            ask(
                "injury_date",
                label="date of the injury",
                grader="date",
                kind="date",
                value="2026-01-28",
                spoken="January twenty-eighth, twenty twenty-six",
                answers=(
                    "It was {spoken}, a Wednesday, I was doing my shopping after work like always.",
                    "{spoken}.",
                ),
            ),
            ask(
                "incident",
                label="type of incident",
                grader="enum",
                kind="text",
                value="slip and fall",
                spoken="slip and fall",
                answers=(
                    "It was a {spoken}, the floor had just been mopped and there was no sign at "
                    "all.",
                    "A {spoken}, in the dairy aisle.",
                ),
                options=("slip and fall", "car accident", "dog bite"),
            ),
            looked_up(
                "case_type",
                label="case type",
                grader="enum",
                query="case types by incident",
                pattern=r"A [a-z ]+? is an? ([a-z]+ [a-z]+) case",
                near=("incident",),
                options=("premises liability", "auto negligence", "product liability"),
            ),
            looked_up(
                "limitation_years",
                label="limitation period in years",
                grader="numeric",
                query="limitation period personal injury",
                pattern=r"limitation period for personal injury is (\d+) years",
            ),
            ask(
                "location",
                label="where it happened",
                grader="casefold",
                kind="text",
                value="Valley Market",
                spoken="Valley Market",
            ),
            ask(
                "injuries",
                label="injuries",
                grader="set_f1",
                kind="text",
                value="broken wrist, twisted knee",
                spoken="a broken wrist and a twisted knee",
                threshold=1.0,
            ),
            ask(
                "medical_bills",
                label="medical bills so far",
                grader="numeric",
                kind="amount",
                value="8600",
                spoken="eight thousand six hundred dollars",
                answers=(
                    "So far the bills come to {spoken}, and that's before the physio, which I "
                    "haven't even started yet.",
                    "About {spoken}.",
                ),
                tolerance=100,
            ),
            ask(
                "missed_days",
                label="work days missed",
                grader="numeric",
                kind="number",
                value="21",
                spoken="twenty-one",
                answers=(
                    "I've missed {spoken} days of work, my manager has been good about it but it "
                    "can't go on forever.",
                    "{spoken} days.",
                ),
            ),
            ask(
                "witnesses",
                label="whether anyone saw it happen",
                grader="enum",
                kind="text",
                value="yes",
                spoken="yes",
                answers=(
                    "{spoken}, a lady at the cheese counter saw it and helped me up.",
                    "{spoken}, one of the staff saw me go down.",
                ),
                options=YES_NO,
            ),
            ask(
                "phone",
                label="phone number",
                grader="phone",
                kind="digits",
                value="3055550181",
                spoken="three zero five, five five five, zero one eight one",
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
                label="claim number",
                grader="exact",
                kind="digits",
                value="5093318",
                spoken="five zero nine, three three one eight",
                answers=(
                    "I think it's {spoken}, going by the letter.",
                    "It's {spoken}.",
                ),
            ),
            on_record("insured", label="insured", grader="casefold", pattern=r"insured: ([^;\n]+)"),
            on_record("address", label="address", grader="address", pattern=r"address: ([^;\n]+)"),
            ask(
                "discovered",
                label="date you found the break-in",
                grader="date",
                kind="date",
                value="2026-02-15",
                spoken="February fifteenth, twenty twenty-six",
                answers=(
                    "It must have been {spoken}, when we got back.",
                    "{spoken}, I think.",
                ),
            ),
            ask(
                "days_away",
                label="days you were away",
                grader="numeric",
                kind="number",
                value="3",
                spoken="three",
                answers=(
                    "About {spoken} days, I think.",
                    "{spoken} days, more or less.",
                ),
            ),
            ask(
                "entry",
                label="how they got in",
                grader="enum",
                kind="text",
                value="back door",
                spoken="back door",
                answers=(
                    "Probably the {spoken}, the lock was broken.",
                    "I'm not sure, maybe the {spoken}, it was open.",
                ),
                options=("back door", "front door", "window", "garage"),
            ),
            ask(
                "items",
                label="items stolen",
                grader="set_f1",
                kind="text",
                value="laptop, bicycle, television",
                spoken="a laptop, a bicycle and the television",
                threshold=0.6,
            ),
            ask(
                "claimed_value",
                label="total value claimed",
                grader="numeric",
                kind="amount",
                value="3400",
                spoken="three thousand four hundred dollars",
                answers=(
                    "Maybe {spoken} altogether? Roughly.",
                    "I'd guess {spoken}.",
                ),
                tolerance=200,
            ),
            looked_up(
                "valuables_limit",
                label="limit for unscheduled valuables",
                grader="numeric",
                query="valuables cover limit",
                pattern=r"Unscheduled valuables are covered up to (\d+) dollars",
            ),
            ask(
                "police_report",
                label="police report number",
                grader="exact",
                kind="digits",
                value="20260215",
                spoken="two zero two six, zero two one five",
            ),
            ask(
                "alarm",
                label="whether the alarm was set",
                grader="enum",
                kind="text",
                value="no",
                spoken="no",
                answers=(
                    "{spoken}, I think we forgot to set it.",
                    "{spoken}, honestly, we forgot.",
                ),
                options=YES_NO,
            ),
            ask(
                "phone",
                label="phone number",
                grader="phone",
                kind="digits",
                value="8165550143",
                spoken="eight one six, five five five, zero one four three",
            ),
            computed(
                "over_limit",
                label="value above the valuables limit",
                rule="claimed_value - min(claimed_value, valuables_limit)",
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
