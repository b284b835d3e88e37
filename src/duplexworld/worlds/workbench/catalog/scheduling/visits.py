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
from duplexworld.worlds.workbench.workflow import WorkflowSpec


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
        form=("T-ASSESS", "Damage assessment booking"),
        title="Assessment for claim of Frank Wright",
        record_lookup="claim_number",
        facts=(volunteered("claimant", "Frank Wright", "your name"),),
        parts=[
            ask(
                "claim_number",
                "claim number",
                "exact",
                "digits",
                "66104827",
                "six six one zero, four eight two seven",
                "Hang on, the kids are shouting. It's {spoken}.",
                "The claim number is {spoken}.",
            ),
            on_record("policy", "policy number", "exact", r"policy: (PL-\d+)"),
            on_record("vehicle", "vehicle", "casefold", r"vehicle: ([^;\n]+)"),
            on_record("deductible", "deductible", "numeric", r"deductible: (\d+)"),
            ask(
                "driveable",
                "whether the car can be driven",
                "enum",
                "text",
                "no",
                "no",
                "{spoken}, the boot won't even close.",
                "{spoken}, it's not safe to drive.",
                options=YES_NO,
            ),
            looked_up(
                "inspection",
                "inspection type",
                "enum",
                "inspection when the car cannot be driven",
                r"cannot be driven is inspected by a (field appraiser)",
                options=("photo estimate", "drive-in centre", "field appraiser"),
            ),
            ask(
                "car_location",
                "where the car is",
                "enum",
                "text",
                "tow yard",
                "tow yard",
                "It's at the {spoken} on Route nine.",
                "They took it to the {spoken}.",
                options=("home", "body shop", "tow yard"),
            ),
            ask(
                "visit_date",
                "assessment date",
                "date",
                "date",
                "2026-05-21",
                with_year("Thursday, May twenty-first"),
                "One second. {spoken}.",
                "{spoken} suits me.",
            ),
            ask(
                "visit_window",
                "time window",
                "interval",
                "text",
                "08:00-12:00",
                "from eight a.m. to noon",
                "Where was I, {spoken}.",
                "Any time {spoken}.",
                threshold=0.5,
            ),
            ask(
                "rental",
                "rental car needed",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, I need it for work.",
                "{spoken}, please.",
                options=YES_NO,
            ),
            ask(
                "damage",
                "damage description",
                "semantic",
                "text",
                "rear bumper and trunk crushed",
                "rear bumper and trunk crushed",
                "It's the {spoken}.",
                "Please put {spoken}.",
            ),
            ask(
                "claimant_phone",
                "your phone number",
                "phone",
                "digits",
                "6145550133",
                "six one four, five five five, zero one three three",
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
        kb=(
            {
                "id": "KB-3211",
                "title": "Claims handbook: inspections",
                "text": "A car that can be driven goes to a drive-in centre. A car that cannot be "
                "driven is inspected by a field appraiser where it stands. Minor damage can be "
                "handled by a photo estimate.",
            },
        ),
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
                "account number",
                "exact",
                "digits",
                "71140263",
                "seven one one four, zero two six three",
                "It's {spoken}.",
                "My account number is {spoken}.",
            ),
            on_record("address", "installation address", "address", r"address: ([^;\n]+)"),
            on_record("meter_serial", "current meter serial", "exact", r"meter: (MTR-\d+)"),
            on_record(
                "fuel",
                "fuel",
                "enum",
                r"fuel: ([a-z ]+)",
                options=("electric only", "gas only", "dual fuel"),
            ),
            looked_up(
                "duration_hours",
                "installation time in hours",
                "numeric",
                "installation times",
                r"[A-Z][a-z]+ \w+ installs take (\d+) hours",
                near_fields=("fuel",),
            ),
            ask(
                "install_date",
                "installation date",
                "date",
                "date",
                "2026-06-10",
                with_year("Wednesday, June tenth"),
                "{spoken}, please.",
                "I'm free {spoken}.",
            ),
            ask(
                "window",
                "time window",
                "interval",
                "text",
                "08:00-12:00",
                "from eight a.m. to noon",
                "{spoken}.",
                "Any time {spoken}.",
                threshold=0.5,
            ),
            ask(
                "meter_location",
                "where the meter is",
                "enum",
                "text",
                "basement",
                "basement",
                "It's in the {spoken}.",
                "Down in the {spoken}.",
                options=("inside", "outside", "basement"),
            ),
            ask(
                "adult_present",
                "whether an adult will be home",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, I'll be in.",
                "{spoken}, me.",
                options=YES_NO,
            ),
            ask(
                "access",
                "access notes",
                "semantic",
                "text",
                "meter is behind the boiler closet door",
                "meter is behind the boiler closet door",
                "{spoken}.",
                "Please put {spoken}.",
            ),
            ask(
                "customer_phone",
                "your phone number",
                "phone",
                "digits",
                "6125550149",
                "six one two, five five five, zero one four nine",
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
        kb=(
            {
                "id": "KB-3241",
                "title": "Job guide: installation times",
                "text": "Electric only installs take 2 hours. Dual fuel installs take 3 hours, "
                "with the gas off for one of them.",
            },
        ),
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
                "herd number",
                "exact",
                "digits",
                "40211587",
                "four zero two one, one five eight seven",
                "{spoken}.",
                "Herd number {spoken}.",
            ),
            on_record("farm", "farm", "casefold", r"farm: ([^;\n]+)"),
            on_record("farm_address", "farm address", "address", r"address: ([^;\n]+)"),
            ask(
                "reason",
                "reason for the test",
                "enum",
                "text",
                "pre-movement",
                "pre-movement",
                "{spoken}.",
                "It's a {spoken} test.",
                options=("routine", "pre-movement", "contiguous"),
            ),
            looked_up(
                "vet",
                "vet",
                "enum",
                "vet for each kind of test",
                r"[A-Z][\w -]*? tests are done by ([A-Z][a-z]+ [A-Z][a-z]+)",
                near=("reason",),
                options=("Elin Price", "Huw Morgan", "Kate Dawson"),
            ),
            looked_up(
                "read_hours",
                "hours from injection to reading",
                "numeric",
                "when a tuberculin test is read",
                r"read (\d+) hours after injection",
            ),
            ask(
                "cattle",
                "number of cattle",
                "numeric",
                "number",
                "146",
                "a hundred and forty-six",
                "{spoken} head.",
                "{spoken}.",
            ),
            ask(
                "injection_date",
                "injection date",
                "date",
                "date",
                "2026-06-15",
                with_year("Monday, June fifteenth"),
                "{spoken}.",
                "{spoken}, first thing.",
            ),
            ask(
                "arrival",
                "arrival time window",
                "interval",
                "text",
                "07:00-09:00",
                "from seven a.m. to nine a.m.",
                "{spoken}.",
                "Any time {spoken}.",
                threshold=0.5,
            ),
            ask(
                "handling",
                "handling facilities",
                "enum",
                "text",
                "cattle crush",
                "cattle crush",
                "A {spoken} in the yard.",
                "We've a {spoken}.",
                options=("cattle crush", "open pen"),
            ),
            ask(
                "helpers",
                "number of helpers",
                "numeric",
                "number",
                "2",
                "two",
                "{spoken} lads.",
                "{spoken} of us.",
            ),
            ask(
                "notes",
                "notes for the vet",
                "semantic",
                "text",
                "young calves are kept in the top shed",
                "young calves are kept in the top shed",
                "{spoken}.",
                "Please put {spoken}.",
            ),
            ask(
                "farmer_phone",
                "your phone number",
                "phone",
                "digits",
                "6085550161",
                "six zero eight, five five five, zero one six one",
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
        kb=(
            {
                "id": "KB-3271",
                "title": "Testing rules: vets",
                "text": "Pre-movement tests are done by Elin Price. Routine whole herd tests are "
                "done by Huw Morgan.",
            },
            {
                "id": "KB-3272",
                "title": "Testing rules: reading",
                "text": "A tuberculin skin test is read 72 hours after injection, by the same "
                "vet where possible.",
            },
        ),
        follow_ups=(schedule("injection_date", "herd test injection"),),
    )
