"""Workflows of the operational archetypes: form completion, troubleshooting, inspection,
scheduling and coordination."""

from __future__ import annotations

from duplexworld.worlds.workbench.artifacts import Template
from duplexworld.worlds.workbench.catalog.helpers import (
    ask,
    correction,
    fact,
    field,
    looked_up,
    on_record,
    workflow,
)
from duplexworld.worlds.workbench.workflow import (
    Fill,
    FollowUp,
    FromKb,
    FromRecord,
    FromUser,
    WorkflowSpec,
)


def freight_pickup() -> WorkflowSpec:
    """Form completion in logistics: a pallet pickup request with a date corrected mid-read."""
    template = Template(
        id="T-PICKUP",
        title="Freight pickup request",
        fields=(
            field("shipper_account", "shipper account number", "exact"),
            field("shipper_name", "shipper name", "casefold"),
            field("pickup_address", "pickup address", "address"),
            field("contact_phone", "contact phone", "phone"),
            field("pickup_date", "pickup date", "date"),
            field("pickup_window", "pickup window", "interval", threshold=0.5),
            field("pallet_count", "number of pallets", "numeric"),
            field("total_weight_kg", "total weight in kilograms", "numeric", tolerance=10),
            field(
                "freight_class",
                "freight class",
                "enum",
                options=("50", "55", "60", "65", "70", "85"),
            ),
            field("liftgate", "liftgate needed", "enum", options=("yes", "no")),
            field("handling_notes", "handling notes", "semantic"),
        ),
    )
    return WorkflowSpec(
        id="workbench_form_freight_pickup",
        archetype="form_completion",
        industry="logistics",
        story="""Nadia Okafor runs dispatch for a small ceramics maker and phones to book a
        pallet pickup. The account and dock address are on file under the company name; the
        freight class of glazed tableware is on the carrier's rate card; the rest only she
        knows. When the agent reads the pickup date back she cuts in: it is the sixth, not the
        fifth. The form must carry the sixth, and be committed only on her approval.""",
        goal="You need a freight pickup booked for six pallets of tableware this week.",
        persona="calm",
        conversation_type="mid_call_correction",
        risk_tier="medium",
        profile="correction_prone",
        knowledge_burden=("local_state", "retrieval"),
        opening=(
            "Hi, this is Nadia from Harbor Lane Ceramics. I need a truck to collect some "
            "pallets from us this week.",
            "Hello, Nadia calling from Harbor Lane Ceramics. We have pallets ready to go and "
            "need a pickup booked.",
        ),
        template=template,
        artifact_title="Pickup for Harbor Lane Ceramics",
        facts=(
            fact(
                "company",
                "company name",
                "text",
                "Harbor Lane Ceramics",
                "Harbor Lane Ceramics",
                reveal="volunteered",
            ),
            fact(
                "phone",
                "contact phone number",
                "digits",
                "5035550142",
                "five oh three, five five five, zero one four two",
            ),
            fact(
                "pickup_date",
                "pickup date",
                "date",
                "2026-03-05",
                "Thursday, March fifth, twenty twenty-six",
                correction=correction(
                    "2026-03-06",
                    "March sixth, twenty twenty-six",
                    "Sorry, no, the pickup date is {spoken}, not the fifth.",
                    "Wait, the pickup date is wrong, it should be {spoken}.",
                ),
            ),
            fact(
                "window",
                "pickup window",
                "text",
                "09:00-12:00",
                "from nine a.m. to twelve p.m.",
                "Any time {spoken}.",
                "The window is {spoken}.",
            ),
            fact("pallets", "number of pallets", "number", "6", "six pallets"),
            fact(
                "weight",
                "total weight",
                "number",
                "1450",
                "fourteen hundred and fifty kilos",
                "About {spoken}.",
                "Roughly {spoken} in total.",
            ),
            fact(
                "liftgate",
                "need for a liftgate",
                "text",
                "yes",
                "yes",
                "{spoken}, we do. Our dock plate is broken.",
                "{spoken}, please, the dock plate is broken.",
            ),
            fact(
                "notes",
                "handling notes",
                "text",
                "fragile, keep upright, do not stack",
                "fragile, keep upright, do not stack",
                "Please put: {spoken}.",
                "The note is {spoken}.",
            ),
        ),
        record_lookup="company",
        records=(
            {
                "id": "REC-3107",
                "kind": "shipper",
                "name": "Harbor Lane Ceramics",
                "account": "HL-55821",
                "address": "1420 North Marine Drive, Portland, OR 97217",
            },
            {
                "id": "REC-3108",
                "kind": "shipper",
                "name": "Harbor Freight Outlet",
                "account": "HF-10277",
                "address": "88 Commerce Way, Salem, OR 97301",
            },
        ),
        kb=(
            {
                "id": "KB-11",
                "title": "Rate card: freight classes by commodity",
                "text": "Glazed ceramic tableware on pallets is rated freight class 60. Bagged "
                "cement is rated class 50. Assembled furniture is rated class 85.",
            },
            {
                "id": "KB-12",
                "title": "Pickup windows",
                "text": "Pickups are booked in windows of at least three hours on weekdays.",
            },
        ),
        fills=(
            Fill(field="shipper_account", source=FromRecord(pattern=r"account: ([A-Z]{2}-\d+)")),
            Fill(field="shipper_name", source=FromUser(fact="company")),
            Fill(field="pickup_address", source=FromRecord(pattern=r"address: ([^;\n]+)")),
            Fill(field="contact_phone", source=FromUser(fact="phone")),
            Fill(field="pickup_date", source=FromUser(fact="pickup_date")),
            Fill(field="pickup_window", source=FromUser(fact="window")),
            Fill(field="pallet_count", source=FromUser(fact="pallets")),
            Fill(field="total_weight_kg", source=FromUser(fact="weight")),
            Fill(
                field="freight_class",
                source=FromKb(
                    query="freight class ceramic tableware",
                    pattern=r"tableware on pallets is rated freight class (\d+)",
                ),
            ),
            Fill(field="liftgate", source=FromUser(fact="liftgate")),
            Fill(field="handling_notes", source=FromUser(fact="notes")),
        ),
    )


def boiler_fault() -> WorkflowSpec:
    """Troubleshooting in home services: a boiler fault ticket and an engineer visit."""
    return workflow(
        id="workbench_troubleshoot_boiler_fault",
        archetype="troubleshooting",
        industry="home services",
        story="""Owen Pryce's boiler shows an error code and the house has no heating. The
        agent must take the code and the pressure reading he reads off the boiler, find what
        the code means and how urgent it is in the service manual (a household with a baby is
        priority one), fill the fault ticket, get his approval, and book the engineer visit
        for the day he can be home.""",
        goal="Your boiler shows an error and there is no heating; you want an engineer.",
        persona="hurried",
        conversation_type="guided_procedure",
        risk_tier="high",
        profile="distracted",
        knowledge_burden=("local_state", "supplied_evidence", "retrieval"),
        opening=(
            "Hi, it's Owen Pryce. My boiler's showing some error and we've got no heating.",
            "Hello, Owen Pryce here. The boiler has stopped and there's an error on it.",
        ),
        form=("T-FAULT", "Heating fault ticket"),
        title="Boiler fault at the Pryce household",
        record_lookup="customer_number",
        facts=(
            fact(
                "customer",
                "name on the account",
                "text",
                "Owen Pryce",
                "Owen Pryce",
                reveal="volunteered",
            ),
            fact(
                "customer_number",
                "customer number",
                "digits",
                "6620194",
                "six six two, zero one nine four",
            ),
        ),
        parts=[
            on_record("account", "service account", "exact", r"account: (SV-\d+)"),
            on_record("address", "property address", "address", r"address: ([^;\n]+)"),
            on_record("boiler_model", "boiler model", "casefold", r"boiler: ([^;\n]+)"),
            ask(
                "error_code",
                "error code on the display",
                "exact",
                "digits",
                "119",
                "one one nine",
                "It says {spoken}.",
                "The display shows {spoken}.",
            ),
            looked_up(
                "fault_category",
                "fault category",
                "enum",
                FromUser(fact="error_code"),
                r"Code 119 means ([a-z ]+?)\.",
                options=("low pressure", "ignition failure", "pump fault", "sensor fault"),
            ),
            ask(
                "pressure_bar",
                "pressure gauge reading in bar",
                "numeric",
                "number",
                "0",
                "zero",
                "The gauge is at {spoken}.",
                "It's showing {spoken} bar.",
            ),
            ask(
                "infant_at_home",
                "whether there is a baby at home",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, our daughter is five months old.",
                "{spoken}, we have a baby in the house.",
                options=("yes", "no"),
            ),
            looked_up(
                "priority",
                "priority",
                "enum",
                "priority no heating baby at home",
                r"a baby at home is (priority \w+)",
                options=("priority one", "priority two", "priority three"),
            ),
            ask(
                "visit_date",
                "date for the engineer visit",
                "date",
                "date",
                "2026-03-10",
                "Tuesday, March tenth, twenty twenty-six",
                "I can be home on {spoken}.",
                "{spoken} works for me.",
            ),
            ask(
                "visit_window",
                "visit window",
                "interval",
                "text",
                "08:00-13:00",
                "from eight a.m. to one p.m.",
                "Any time {spoken}.",
                "I'm in {spoken}.",
                threshold=0.5,
            ),
            ask(
                "contact_phone",
                "best phone number",
                "phone",
                "digits",
                "4155550187",
                "four one five, five five five, zero one eight seven",
            ),
            ask(
                "access_notes",
                "access notes",
                "semantic",
                "text",
                "side gate code needed",
                "side gate code needed",
                "Just put: {spoken}.",
                "Note: {spoken}.",
            ),
        ],
        records=(
            {
                "id": "REC-5521",
                "kind": "customer",
                "name": "Owen Pryce",
                "customer": "6620194",
                "account": "SV-40912",
                "address": "27 Larch Avenue, Oakland, CA 94611",
                "boiler": "Vortex Combi 28",
            },
        ),
        kb=(
            {
                "id": "KB-21",
                "title": "Boiler error codes",
                "text": "Code 119 means low pressure. Code 133 means ignition failure. "
                "Code 160 means pump fault.",
            },
            {
                "id": "KB-22",
                "title": "Visit priority rules",
                "text": "No heating or hot water with a baby at home is priority one. No heating "
                "otherwise is priority two. A dripping pipe is priority three.",
            },
        ),
        approval=("commit",),
        follow_ups=(
            FollowUp(
                tool="schedule",
                arguments={
                    "when": FromUser(fact="visit_date"),
                    "what": "boiler repair appointment",
                },
            ),
        ),
    )


def move_out_inspection() -> WorkflowSpec:
    """Inspection in property management: a move-out report with a damage charge."""
    return workflow(
        id="workbench_inspect_move_out",
        archetype="inspection",
        industry="property management",
        story="""Grace Obi, a property manager, walks a flat after the tenant moved out and
        dictates what she sees. The unit is found by its number; the charge for the damage she
        names is on the deposit schedule. She gives the meter reading as she reads it and then
        corrects it when the agent reads it back.""",
        goal="You are dictating the move-out inspection of a flat that was just vacated.",
        persona="deliberate",
        conversation_type="narrative_intake",
        risk_tier="medium",
        profile="correction_prone",
        knowledge_burden=("local_state", "supplied_evidence", "retrieval"),
        opening=(
            "Hi, Grace Obi here, I'm at a flat that was just vacated and I need the move-out "
            "report done.",
            "Hello, this is Grace Obi. I'm doing a move-out inspection and want to dictate "
            "the report.",
        ),
        form=("T-MOVEOUT", "Move-out inspection report"),
        title="Move-out inspection",
        record_lookup="unit",
        parts=[
            ask(
                "unit",
                "unit number",
                "exact",
                "digits",
                "412",
                "four one two",
                "It's unit {spoken}.",
                "Unit {spoken}.",
            ),
            on_record("tenant", "outgoing tenant", "casefold", r"tenant: ([^;\n]+)"),
            on_record("lease_id", "lease number", "exact", r"lease: (LS-\d+)"),
            ask(
                "inspection_date",
                "inspection date",
                "date",
                "date",
                "2026-03-02",
                "March second, twenty twenty-six",
                "Today, {spoken}.",
                "It's {spoken}.",
            ),
            ask(
                "meter_reading",
                "electricity meter reading",
                "numeric",
                "number",
                "48213",
                "four eight two one three",
                "It reads {spoken}.",
                "The meter says {spoken}.",
                fix=correction(
                    "48231",
                    "four eight two three one",
                    "Sorry, the meter reading is {spoken}, I misread it.",
                    "Wait, the meter reading should be {spoken}.",
                ),
            ),
            ask(
                "keys_returned",
                "number of keys returned",
                "numeric",
                "number",
                "3",
                "three",
                "{spoken} keys.",
                "They returned {spoken}.",
            ),
            ask(
                "damage",
                "damage found",
                "set_f1",
                "text",
                "broken blind, stained carpet",
                "a broken blind and a stained carpet",
                "There's {spoken}.",
                "I found {spoken}.",
                threshold=1.0,
            ),
            looked_up(
                "blind_charge",
                "charge for the broken blind",
                "numeric",
                "deposit deduction broken blind",
                r"broken blind is charged (\d+)",
            ),
            ask(
                "cleaning",
                "cleaning result",
                "enum",
                "text",
                "failed",
                "failed",
                "The cleaning {spoken}, the oven is filthy.",
                "Cleaning {spoken}.",
                options=("passed", "failed"),
            ),
            ask(
                "smoke_alarm",
                "whether the smoke alarm works",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, it beeps when tested.",
                "{spoken}, I tested it.",
                options=("yes", "no"),
            ),
            ask(
                "photos",
                "number of photos taken",
                "numeric",
                "number",
                "24",
                "twenty-four",
                "I took {spoken}.",
                "{spoken} photos.",
            ),
        ],
        records=(
            {
                "id": "REC-0402",
                "kind": "unit",
                "unit": "412",
                "tenant": "Leo Marsh",
                "lease": "LS-7710",
            },
            {
                "id": "REC-0403",
                "kind": "unit",
                "unit": "413",
                "tenant": "Ada Fenn",
                "lease": "LS-7714",
            },
        ),
        kb=(
            {
                "id": "KB-31",
                "title": "Deposit deduction schedule",
                "text": "A broken blind is charged 45 dollars. A stained carpet is charged after "
                "a cleaning quote. A lost key is charged 20 dollars.",
            },
        ),
    )


def physio_course() -> WorkflowSpec:
    """Scheduling in outpatient care: a course of physiotherapy sessions on fixed weekdays."""
    return workflow(
        id="workbench_schedule_physio_course",
        archetype="scheduling",
        industry="outpatient care",
        story="""Ruth Adeyemi has a referral for physiotherapy after knee surgery and wants the
        whole course booked. The referral, with the number of sessions the surgeon ordered, is
        found by her member number; which clinician takes post-operative knees is in the
        clinic's rota. She can only come on two weekdays in the morning. The first session goes
        in the calendar only after she approves it.""",
        goal="You want your physiotherapy course after knee surgery booked.",
        persona="bright",
        conversation_type="multi_intent",
        risk_tier="low",
        profile="cooperative",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        approval=("commit", "schedule"),
        opening=(
            "Hi, I'm Ruth Adeyemi. I had knee surgery and I've been told to book physio.",
            "Hello, Ruth Adeyemi speaking. I need to set up my physiotherapy after my knee "
            "operation.",
        ),
        form=("T-COURSE", "Therapy course booking"),
        title="Physiotherapy course",
        record_lookup="member_number",
        facts=(
            fact(
                "patient",
                "patient name",
                "text",
                "Ruth Adeyemi",
                "Ruth Adeyemi",
                reveal="volunteered",
            ),
        ),
        parts=[
            ask(
                "member_number",
                "member number",
                "exact",
                "digits",
                "7730418",
                "seven seven three, zero four one eight",
                "It's {spoken}.",
                "My member number is {spoken}.",
            ),
            on_record("referral", "referral number", "exact", r"referral: (RF-\d+)"),
            on_record("sessions", "sessions ordered", "numeric", r"sessions: (\d+)"),
            on_record("insurer", "insurer", "casefold", r"insurer: ([^;\n]+)"),
            looked_up(
                "clinician",
                "clinician",
                "enum",
                "post-operative knee clinician",
                r"Post-operative knee patients are seen by ([A-Z][a-z]+ [A-Z][a-z]+)",
                options=("Dana Cole", "Ravi Nair", "Ines Costa"),
            ),
            looked_up(
                "location",
                "clinic location",
                "enum",
                "clinic location of knee rehab",
                r"Knee rehabilitation runs at the (\w+) clinic",
                options=("Riverside", "Hillcrest", "Downtown"),
            ),
            ask(
                "first_session",
                "date of the first session",
                "date",
                "date",
                "2026-03-16",
                "Monday, March sixteenth, twenty twenty-six",
                "I'd like to start {spoken}.",
                "{spoken}, please.",
            ),
            ask(
                "weekdays",
                "days of the week you can come",
                "set_exact",
                "text",
                "Monday, Thursday",
                "Mondays and Thursdays",
                "Only {spoken}.",
                "{spoken} suit me.",
            ),
            ask(
                "time_window",
                "time of day you can come",
                "interval",
                "text",
                "08:00-11:00",
                "from eight a.m. to eleven a.m.",
                "Mornings, {spoken}.",
                "Any time {spoken}.",
                threshold=0.5,
            ),
            ask(
                "reminder_phone",
                "phone number for reminders",
                "phone",
                "digits",
                "6175550123",
                "six one seven, five five five, zero one two three",
            ),
            ask(
                "mobility_aid",
                "mobility aid",
                "enum",
                "text",
                "crutches",
                "crutches",
                "I'm on {spoken} for now.",
                "I use {spoken}.",
                options=("none", "crutches", "walker", "wheelchair"),
            ),
        ],
        records=(
            {
                "id": "REC-7730",
                "kind": "patient",
                "member": "7730418",
                "referral": "RF-20931",
                "sessions": "8",
                "insurer": "Blue Harbor Health",
            },
            {
                "id": "REC-7731",
                "kind": "patient",
                "member": "7730481",
                "referral": "RF-20977",
                "sessions": "4",
                "insurer": "Crestline Mutual",
            },
        ),
        kb=(
            {
                "id": "KB-41",
                "title": "Therapy rota",
                "text": "Post-operative knee patients are seen by Ravi Nair. Sports injuries "
                "are seen by Dana Cole. Back pain is seen by Ines Costa.",
            },
            {
                "id": "KB-42",
                "title": "Clinic programmes",
                "text": "Knee rehabilitation runs at the Hillcrest clinic. Hydrotherapy runs "
                "at the Riverside clinic.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="schedule",
                arguments={"when": FromUser(fact="first_session"), "what": "first physio session"},
            ),
        ),
    )


def offsite_coordination() -> WorkflowSpec:
    """Coordination in corporate events: an offsite booking that facilities must be told of."""
    return workflow(
        id="workbench_coordinate_team_offsite",
        archetype="coordination",
        industry="corporate events",
        story="""Tomas Reyes organises his team's offsite and phones the events desk. The cost
        centre comes from his department's record; which room is free that day and holds his
        headcount is on the venue sheet. He is vague about the headcount at first and only
        gives the dietary needs once the catering choice is made. Facilities are sent a notice
        once the booking is committed.""",
        goal="You are organising your team's offsite day and need the venue and catering set.",
        persona="new_yorker",
        conversation_type="multi_intent",
        risk_tier="low",
        profile="ambiguous",
        knowledge_burden=("local_state", "retrieval"),
        opening=(
            "Hey, Tomas Reyes from the data team. I'm putting together our offsite and need "
            "a room and food sorted.",
            "Hi, this is Tomas Reyes. We're planning a team offsite day and need a venue.",
        ),
        form=("T-EVENT", "Event booking"),
        title="Data team offsite",
        record_lookup="department",
        facts=(
            fact(
                "organiser", "organiser", "text", "Tomas Reyes", "Tomas Reyes", reveal="volunteered"
            ),
        ),
        parts=[
            ask(
                "department",
                "department",
                "casefold",
                "text",
                "data engineering",
                "data engineering",
                "We're {spoken}.",
                "The department is {spoken}.",
            ),
            on_record("cost_centre", "cost centre", "exact", r"cost centre: (CC-\d+)"),
            ask(
                "event_date",
                "date of the offsite",
                "date",
                "date",
                "2026-04-09",
                "Thursday, April ninth, twenty twenty-six",
                "It's {spoken}.",
                "We want {spoken}.",
            ),
            ask(
                "headcount",
                "number of people",
                "numeric",
                "number",
                "34",
                "thirty-four",
                "We'll be {spoken} people.",
                "{spoken} of us.",
            ),
            looked_up(
                "room",
                "room",
                "enum",
                "room free for a group of thirty to forty",
                r"groups of 30 to 40 the ([A-Z][a-z]+) room",
                options=("Harbor", "Summit", "Atrium"),
            ),
            ask(
                "hours",
                "start and end time",
                "interval",
                "text",
                "09:30-16:30",
                "from nine thirty a.m. to four thirty p.m.",
                "Roughly {spoken}.",
                "We'd go {spoken}.",
                threshold=0.5,
            ),
            ask(
                "catering",
                "catering package",
                "enum",
                "text",
                "working lunch",
                "the working lunch",
                "Let's do {spoken}.",
                "I'd go with {spoken}.",
                options=("coffee only", "working lunch", "full day"),
            ),
            ask(
                "dietary",
                "dietary needs",
                "set_f1",
                "text",
                "vegan, gluten free",
                "vegan and gluten free",
                "It's {spoken}.",
                "{spoken}, please.",
                reveal="on_event",
                event="fact:catering",
                threshold=1.0,
            ),
            ask(
                "equipment",
                "equipment",
                "set_exact",
                "text",
                "projector, whiteboard",
                "a projector and a whiteboard",
                "We'll need {spoken}.",
                "{spoken}.",
            ),
            ask(
                "contact_phone",
                "contact phone",
                "phone",
                "digits",
                "3125550166",
                "three one two, five five five, zero one six six",
            ),
        ],
        records=(
            {
                "id": "REC-0901",
                "kind": "department",
                "name": "data engineering",
                "cost centre": "CC-4471",
            },
            {
                "id": "REC-0902",
                "kind": "department",
                "name": "data science",
                "cost centre": "CC-4480",
            },
        ),
        kb=(
            {
                "id": "KB-51",
                "title": "Venue sheet, April",
                "text": "On weekdays in April, groups of 30 to 40 the Summit room is free. "
                "Groups up to 12 use the Harbor room. The Atrium is closed for works.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="notify",
                arguments={"recipient": "building services", "message": "offsite booked"},
            ),
        ),
    )


WORKFLOWS = (
    freight_pickup,
    boiler_fault,
    move_out_inspection,
    physio_course,
    offsite_coordination,
)
"""The builders of this module, in order."""
