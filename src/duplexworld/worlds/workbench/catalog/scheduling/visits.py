"""Scheduling: visits on site.

A damage appraiser, a meter installer, a herd test.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    YES_NO,
    ask,
    looked_up,
    on_record,
    schedule,
    volunteered,
    workflow,
)
from duplexworld.worlds.workbench.catalog.scheduling.dates import with_year
from duplexworld.worlds.workbench.workflow import WorkflowSpec, WorldEvent


def damage_assessment() -> WorkflowSpec:
    """Scheduling in insurance: an appraiser's visit to a car that cannot be driven."""
    return workflow(
        id="workbench_schedule_damage_assessment",
        archetype="scheduling",
        industry="insurance",
        story="""Frank Wright's car was hit from behind and cannot be driven. He books the
        damage assessment on his claim. The policy, the vehicle and the deductible are on the
        claim record; what kind of inspection a car that cannot be driven gets is in the claims
        handbook. He is minding his children and loses track while answering. The visit goes
        in the calendar once the booking is committed.""",
        goal="Your car was damaged in a crash and you need the insurer to assess it.",
        persona="hurried",
        conversation_type="guided_procedure",
        risk_tier="medium",
        profile="distracted",
        knowledge_burden=("local_state", "supplied_evidence", "retrieval"),
        opening=(
            "Hi, Frank Wright. Someone went into the back of my car and I need someone to "
            "look at the damage.",
            "Hello, it's Frank Wright, I've got a claim open after a crash and need an "
            "assessment booked.",
        ),
        event=WorldEvent(
            record="REC-6610",
            changes={"deductible": "250"},
            notice="my insurer has just applied the lower deductible from my renewal",
            lines=(
                "Before you do that, I've just had an email: {spoken}. Could you check the claim "
                "again?",
                "One thing first, I just got a letter saying {spoken}. Can you look at the claim "
                "again, please?",
            ),
        ),
        form=("T-ASSESS", "Damage assessment booking"),
        title="Assessment for claim of Frank Wright",
        record_lookup="claim_number",
        facts=(volunteered("claimant", "Frank Wright", "your name"),),
        parts=[
            ask(
                "claim_number",
                label="claim number",
                grader="exact",
                kind="digits",
                value="66104827",
                spoken="six six one zero, four eight two seven",
                answers=(
                    "Hang on, the kids are shouting. It's {spoken}.",
                    "The claim number is {spoken}.",
                ),
            ),
            on_record("policy", label="policy number", grader="exact", pattern=r"policy: (PL-\d+)"),
            on_record("vehicle", label="vehicle", grader="casefold", pattern=r"vehicle: ([^;\n]+)"),
            on_record(
                "deductible", label="deductible", grader="numeric", pattern=r"deductible: (\d+)"
            ),
            ask(
                "driveable",
                label="whether the car can be driven",
                grader="enum",
                kind="text",
                value="no",
                spoken="no",
                answers=(
                    "{spoken}, the boot won't even close.",
                    "{spoken}, it's not safe to drive.",
                ),
                options=YES_NO,
            ),
            looked_up(
                "inspection",
                label="inspection type",
                grader="enum",
                query="inspection when the car cannot be driven",
                pattern=r"cannot be driven is inspected by a (field appraiser)",
                options=("photo estimate", "drive-in centre", "field appraiser"),
            ),
            ask(
                "car_location",
                label="where the car is",
                grader="enum",
                kind="text",
                value="tow yard",
                spoken="tow yard",
                answers=(
                    "It's at the {spoken} on Route nine.",
                    "They took it to the {spoken}.",
                ),
                options=("home", "body shop", "tow yard"),
            ),
            ask(
                "visit_date",
                label="assessment date",
                grader="date",
                kind="date",
                value="2026-05-21",
                spoken=with_year("Thursday, May twenty-first"),
                answers=(
                    "One second. {spoken}.",
                    "{spoken} suits me.",
                ),
            ),
            ask(
                "visit_window",
                label="time window",
                grader="interval",
                kind="text",
                value="08:00-12:00",
                spoken="from eight a.m. to noon",
                answers=(
                    "Where was I, {spoken}.",
                    "Any time {spoken}.",
                ),
                threshold=0.5,
            ),
            ask(
                "rental",
                label="rental car needed",
                grader="enum",
                kind="text",
                value="yes",
                spoken="yes",
                answers=(
                    "{spoken}, I need it for work.",
                    "{spoken}, please.",
                ),
                options=YES_NO,
            ),
            ask(
                "damage",
                label="damage description",
                grader="semantic",
                kind="text",
                value="rear bumper and trunk crushed",
                spoken="rear bumper and trunk crushed",
                answers=(
                    "It's the {spoken}.",
                    "Please put {spoken}.",
                ),
            ),
            ask(
                "claimant_phone",
                label="your phone number",
                grader="phone",
                kind="digits",
                value="6145550133",
                spoken="six one four, five five five, zero one three three",
            ),
        ],
        records=(
            {
                "id": "REC-6610",
                "kind": "claim",
                "claim": "66104827",
                "policy": "PL-883014",
                "vehicle": "2021 Subaru Outback",
                "deductible": "500",
            },
            {
                "id": "REC-6611",
                "kind": "claim",
                "claim": "66104872",
                "policy": "PL-770215",
                "vehicle": "2018 Honda Civic",
                "deductible": "1000",
            },
        ),
        knowledge_base="insurance",
        kb=("KB-3211",),
        follow_ups=(schedule("visit_date", "vehicle damage assessment"),),
    )


def smart_meter() -> WorkflowSpec:
    """Scheduling in utilities: a smart meter installation at home."""
    return workflow(
        id="workbench_schedule_smart_meter",
        archetype="scheduling",
        industry="utilities",
        story="""Peter Lindgren books the installation of a smart meter. His address, current
        meter and fuel are on the account record; how long an installation of his fuel type
        takes is in the installer's job guide. He answers each question plainly. The
        appointment goes in the calendar on his approval.""",
        goal="You want a smart meter installed at your home.",
        persona="calm",
        conversation_type="single_intent",
        risk_tier="low",
        profile="cooperative",
        knowledge_burden=("local_state", "retrieval"),
        approval=("commit", "schedule"),
        opening=(
            "Hello, Peter Lindgren. I got a letter saying I can have a smart meter fitted and "
            "I'd like to book it.",
            "Hi, this is Peter Lindgren, I'm calling to book a smart meter installation.",
        ),
        form=("T-METER", "Meter installation booking"),
        title="Smart meter installation",
        record_lookup="account_number",
        facts=(volunteered("customer", "Peter Lindgren", "your name"),),
        parts=[
            ask(
                "account_number",
                label="account number",
                grader="exact",
                kind="digits",
                value="71140263",
                spoken="seven one one four, zero two six three",
                answers=(
                    "It's {spoken}.",
                    "My account number is {spoken}.",
                ),
            ),
            on_record(
                "address",
                label="installation address",
                grader="address",
                pattern=r"address: ([^;\n]+)",
            ),
            on_record(
                "meter_serial",
                label="current meter serial",
                grader="exact",
                pattern=r"meter: (MTR-\d+)",
            ),
            on_record(
                "fuel",
                label="fuel",
                grader="enum",
                pattern=r"fuel: ([a-z ]+)",
                options=("electric only", "gas only", "dual fuel"),
            ),
            looked_up(
                "duration_hours",
                label="installation time in hours",
                grader="numeric",
                query="installation times",
                pattern=r"[A-Z][a-z]+ \w+ installs take (\d+) hours",
                near_fields=("fuel",),
            ),
            ask(
                "install_date",
                label="installation date",
                grader="date",
                kind="date",
                value="2026-06-10",
                spoken=with_year("Wednesday, June tenth"),
                answers=(
                    "{spoken}, please.",
                    "I'm free {spoken}.",
                ),
            ),
            ask(
                "window",
                label="time window",
                grader="interval",
                kind="text",
                value="08:00-12:00",
                spoken="from eight a.m. to noon",
                answers=(
                    "{spoken}.",
                    "Any time {spoken}.",
                ),
                threshold=0.5,
            ),
            ask(
                "meter_location",
                label="where the meter is",
                grader="enum",
                kind="text",
                value="basement",
                spoken="basement",
                answers=(
                    "It's in the {spoken}.",
                    "Down in the {spoken}.",
                ),
                options=("inside", "outside", "basement"),
            ),
            ask(
                "adult_present",
                label="whether an adult will be home",
                grader="enum",
                kind="text",
                value="yes",
                spoken="yes",
                answers=(
                    "{spoken}, I'll be in.",
                    "{spoken}, me.",
                ),
                options=YES_NO,
            ),
            ask(
                "access",
                label="access notes",
                grader="semantic",
                kind="text",
                value="meter is behind the boiler closet door",
                spoken="meter is behind the boiler closet door",
                answers=(
                    "{spoken}.",
                    "Please put {spoken}.",
                ),
            ),
            ask(
                "customer_phone",
                label="your phone number",
                grader="phone",
                kind="digits",
                value="6125550149",
                spoken="six one two, five five five, zero one four nine",
            ),
        ],
        records=(
            {
                "id": "REC-7114",
                "kind": "account",
                "account": "71140263",
                "address": "58 Birch Hollow Road, Duluth, MN 55803",
                "meter": "MTR-2290415",
                "fuel": "dual fuel",
            },
            {
                "id": "REC-7115",
                "kind": "account",
                "account": "71140236",
                "address": "3 Lake Avenue, Duluth, MN 55802",
                "meter": "MTR-2290877",
                "fuel": "electric only",
            },
        ),
        knowledge_base="utilities",
        kb=("KB-3241",),
        follow_ups=(schedule("install_date", "smart meter install"),),
    )


def herd_test() -> WorkflowSpec:
    """Scheduling in agriculture: a vet's tuberculin test of a cattle herd before a sale."""
    return workflow(
        id="workbench_schedule_herd_test",
        archetype="scheduling",
        industry="agriculture",
        story="""John Carter, a beef farmer, books the pre-movement tuberculin test of his
        herd before selling stock. The farm and its address are on the herd record; which vet
        does pre-movement tests and how many hours after injection the test is read are in the
        practice's testing rules. He knows the procedure and answers in few words. The
        injection visit goes in the calendar once the booking is committed.""",
        goal="You need the vet to test your cattle herd before you sell stock.",
        persona="midlands",
        conversation_type="single_intent",
        risk_tier="medium",
        profile="expert",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "John Carter, Brynmawr Farm. I need a TB test on the herd before a sale.",
            "Morning, John Carter here. Book me in for a herd test before the sale, please.",
        ),
        form=("T-HERDTEST", "Herd test booking"),
        title="Pre-movement test at Brynmawr Farm",
        record_lookup="herd_number",
        facts=(volunteered("farmer", "John Carter", "your name"),),
        parts=[
            ask(
                "herd_number",
                label="herd number",
                grader="exact",
                kind="digits",
                value="40211587",
                spoken="four zero two one, one five eight seven",
                answers=(
                    "{spoken}.",
                    "Herd number {spoken}.",
                ),
            ),
            on_record("farm", label="farm", grader="casefold", pattern=r"farm: ([^;\n]+)"),
            on_record(
                "farm_address",
                label="farm address",
                grader="address",
                pattern=r"address: ([^;\n]+)",
            ),
            ask(
                "reason",
                label="reason for the test",
                grader="enum",
                kind="text",
                value="pre-movement",
                spoken="pre-movement",
                answers=(
                    "{spoken}.",
                    "It's a {spoken} test.",
                ),
                options=("routine", "pre-movement", "contiguous"),
            ),
            looked_up(
                "vet",
                label="vet",
                grader="enum",
                query="vet for each kind of test",
                pattern=r"[A-Z][\w -]*? tests are done by ([A-Z][a-z]+ [A-Z][a-z]+)",
                near=("reason",),
                options=("Elin Price", "Huw Morgan", "Kate Dawson"),
            ),
            looked_up(
                "read_hours",
                label="hours from injection to reading",
                grader="numeric",
                query="when a tuberculin test is read",
                pattern=r"read (\d+) hours after injection",
            ),
            ask(
                "cattle",
                label="number of cattle",
                grader="numeric",
                kind="number",
                value="146",
                spoken="a hundred and forty-six",
                answers=(
                    "{spoken} head.",
                    "{spoken}.",
                ),
            ),
            ask(
                "injection_date",
                label="injection date",
                grader="date",
                kind="date",
                value="2026-06-15",
                spoken=with_year("Monday, June fifteenth"),
                answers=(
                    "{spoken}.",
                    "{spoken}, first thing.",
                ),
            ),
            ask(
                "arrival",
                label="arrival time window",
                grader="interval",
                kind="text",
                value="07:00-09:00",
                spoken="from seven a.m. to nine a.m.",
                answers=(
                    "{spoken}.",
                    "Any time {spoken}.",
                ),
                threshold=0.5,
            ),
            ask(
                "handling",
                label="handling facilities",
                grader="enum",
                kind="text",
                value="cattle crush",
                spoken="cattle crush",
                answers=(
                    "A {spoken} in the yard.",
                    "We've a {spoken}.",
                ),
                options=("cattle crush", "open pen"),
            ),
            ask(
                "helpers",
                label="number of helpers",
                grader="numeric",
                kind="number",
                value="2",
                spoken="two",
                answers=(
                    "{spoken} lads.",
                    "{spoken} of us.",
                ),
            ),
            ask(
                "notes",
                label="notes for the vet",
                grader="semantic",
                kind="text",
                value="young calves are kept in the top shed",
                spoken="young calves are kept in the top shed",
                answers=(
                    "{spoken}.",
                    "Please put {spoken}.",
                ),
            ),
            ask(
                "farmer_phone",
                label="your phone number",
                grader="phone",
                kind="digits",
                value="6085550161",
                spoken="six zero eight, five five five, zero one six one",
            ),
        ],
        records=(
            {
                "id": "REC-4021",
                "kind": "herd",
                "herd": "40211587",
                "farm": "Brynmawr Farm",
                "address": "Brynmawr Lane, Mineral Point, WI 53565",
            },
            {
                "id": "REC-4022",
                "kind": "herd",
                "herd": "40211578",
                "farm": "Hillside Dairy",
                "address": "900 County Road K, Dodgeville, WI 53533",
            },
        ),
        knowledge_base="agriculture",
        kb=("KB-3271", "KB-3272"),
        follow_ups=(schedule("injection_date", "herd test injection"),),
    )
