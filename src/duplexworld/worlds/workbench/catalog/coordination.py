"""Workflows of coordination: one booking that several parties must line up behind.

Each story ends in one coordination sheet: the parties' ids and addresses come from a record,
the rule of who or what is needed comes from the knowledge base, the caller's own plan (dates,
windows, counts, lists) is taken by asking, and the parties are told once it is committed.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    ask,
    correction,
    fact,
    looked_up,
    on_record,
    workflow,
)
from duplexworld.worlds.workbench.workflow import FollowUp, FromUser, WorkflowSpec

YES_NO = ("yes", "no")


def hospital_discharge() -> WorkflowSpec:
    """Coordination in healthcare: a hip patient's discharge with home care and transport."""
    return workflow(
        id="workbench_coordinate_hospital_discharge",
        archetype="coordination",
        industry="healthcare",
        story="""Grace Okafor arranges her father's discharge after a hip replacement. His
        ward and home address are on the patient record found by his record number; which
        agency gives home care in his county and which equipment hip patients go home with
        are in the discharge guide. She answers plainly. The home care team is told once the
        discharge plan is committed.""",
        goal="You are arranging your father's discharge home from hospital after his hip surgery.",
        persona="calm",
        conversation_type="multi_intent",
        risk_tier="high",
        profile="cooperative",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hello, my name is Grace Okafor. My father is coming home from hospital after his "
            "hip operation and I need to sort out everything for his discharge.",
            "Hi, Grace Okafor here. I'm calling to arrange my dad's discharge after his hip "
            "replacement.",
        ),
        form=("T-DISCHARGE", "Discharge coordination plan"),
        title="Discharge plan: Walter Okafor",
        record_lookup="record_number",
        facts=(
            fact(
                "caller", "your name", "text", "Grace Okafor", "Grace Okafor", reveal="volunteered"
            ),
        ),
        parts=[
            ask(
                "record_number",
                "patient record number",
                "exact",
                "digits",
                "4418203",
                "four four one, eight two zero three",
                "It's {spoken}.",
                "His record number is {spoken}.",
            ),
            on_record("patient", "patient", "casefold", r"name: ([^;\n]+)"),
            on_record("ward", "ward", "casefold", r"ward: ([^;\n]+)"),
            on_record("home_address", "home address", "address", r"address: ([^;\n]+)"),
            ask(
                "discharge_date",
                "discharge date",
                "date",
                "date",
                "2026-04-16",
                "Thursday, April sixteenth, twenty twenty-six",
                "The ward said {spoken}.",
                "It's {spoken}.",
            ),
            looked_up(
                "care_provider",
                "home care provider",
                "enum",
                "home care agency for Montgomery County",
                r"In Montgomery County home care is provided by ([A-Z][\w ]+?)\.",
                options=("Riverbend Home Care", "Keystone Care Partners", "Bluebell Nursing Care"),
            ),
            looked_up(
                "equipment",
                "equipment for home",
                "set_exact",
                "equipment after a hip replacement",
                r"hip replacement go home with ([^.]+)\.",
            ),
            ask(
                "transport",
                "transport home",
                "enum",
                "text",
                "wheelchair taxi",
                "wheelchair taxi",
                "A {spoken}, please.",
                "We'd like a {spoken}.",
                options=("family car", "wheelchair taxi", "ambulance"),
            ),
            ask(
                "pickup_window",
                "pickup window",
                "interval",
                "text",
                "10:00-11:30",
                "from ten a.m. to eleven thirty a.m.",
                "Any time {spoken}.",
                "{spoken}.",
                threshold=0.5,
            ),
            ask(
                "care_visits",
                "care visits per day",
                "numeric",
                "number",
                "2",
                "two visits a day",
                "The nurse said {spoken}.",
                "{spoken}.",
            ),
            ask(
                "carer_phone",
                "phone number of the family carer",
                "phone",
                "digits",
                "9375550142",
                "nine three seven, five five five, zero one four two",
            ),
            ask(
                "care_notes",
                "notes for the carers",
                "semantic",
                "text",
                "needs help with his blood thinner injections",
                "needs help with his blood thinner injections",
                "{spoken}.",
                "Please put {spoken}.",
            ),
        ],
        records=(
            {
                "id": "REC-4418",
                "kind": "patient",
                "record": "4418203",
                "name": "Walter Okafor",
                "ward": "Ward 6B orthopaedics",
                "address": "14 Alder Court, Dayton, OH 45419",
            },
            {
                "id": "REC-4419",
                "kind": "patient",
                "record": "4418230",
                "name": "Walter Ogden",
                "ward": "Ward 3A cardiology",
                "address": "88 Main Street, Kettering, OH 45429",
            },
        ),
        kb=(
            {
                "id": "KB-3101",
                "title": "Discharge guide: home care agencies",
                "text": "In Montgomery County home care is provided by Riverbend Home Care. "
                "In Greene County home care is provided by Keystone Care Partners.",
            },
            {
                "id": "KB-3102",
                "title": "Discharge guide: equipment",
                "text": "Patients after a hip replacement go home with a raised toilet seat, a "
                "walking frame and a grab rail. Knee patients go home with a walking frame.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="notify",
                arguments={"recipient": "home care team", "message": "discharge plan ready"},
            ),
        ),
    )


def deposition_logistics() -> WorkflowSpec:
    """Coordination in legal services: a deposition's room, reporter and interpreter."""
    return workflow(
        id="workbench_coordinate_deposition",
        archetype="coordination",
        industry="legal",
        story="""Helen Marsh, a litigation paralegal, sets up a witness deposition. The case
        caption and opposing counsel are on the matter record; which room videotaped
        depositions use and which court reporter covers the county are in the firm's
        procedures. She approves the sheet, then withdraws it at once: the deposition moved a
        week. Only the moved date may be committed, and the reporter is told only on her
        separate approval.""",
        goal="You are setting up a deposition for one of your firm's cases.",
        persona="received",
        conversation_type="mid_call_correction",
        risk_tier="high",
        profile="expert",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        approval=("commit", "notify"),
        opening=(
            "Helen Marsh, litigation support. I need a deposition set up: room, reporter and "
            "an interpreter.",
            "Hi, Helen Marsh from litigation. I'm booking a deposition and need the logistics "
            "lined up.",
        ),
        form=("T-DEPO", "Deposition logistics sheet"),
        title="Deposition of Daniel Ferris",
        record_lookup="matter_number",
        facts=(
            fact(
                "paralegal", "your name", "text", "Helen Marsh", "Helen Marsh", reveal="volunteered"
            ),
        ),
        parts=[
            ask(
                "matter_number",
                "matter number",
                "exact",
                "digits",
                "7304512",
                "seven three zero, four five one two",
                "Matter {spoken}.",
                "{spoken}.",
            ),
            on_record("caption", "case caption", "casefold", r"caption: ([^;\n]+)"),
            on_record(
                "opposing_counsel", "opposing counsel", "casefold", r"opposing counsel: ([^;\n]+)"
            ),
            ask(
                "witness",
                "witness name",
                "casefold",
                "name",
                "Daniel Ferris",
                "Daniel Ferris",
                "The witness is {spoken}.",
                "{spoken}.",
            ),
            ask(
                "deposition_date",
                "deposition date",
                "date",
                "date",
                "2026-05-06",
                "Wednesday, May sixth, twenty twenty-six",
                "{spoken}.",
                "It's set for {spoken}.",
                fix=correction(
                    "2026-05-13",
                    "Wednesday, May thirteenth, twenty twenty-six",
                    "Sorry, the deposition date has moved to {spoken}.",
                    "Opposing counsel just emailed, the deposition date is now {spoken}.",
                    mode="with_revocation",
                ),
            ),
            ask(
                "hours",
                "start and end time",
                "interval",
                "text",
                "09:00-13:00",
                "from nine a.m. to one p.m.",
                "{spoken}.",
                "Book it {spoken}.",
                threshold=0.5,
            ),
            looked_up(
                "room",
                "room",
                "enum",
                "room for videotaped depositions",
                r"Videotaped depositions are held in (Conference Room [A-Z])",
                options=("Conference Room A", "Conference Room B", "Library"),
            ),
            looked_up(
                "reporter",
                "court reporter",
                "enum",
                "court reporter for Franklin County",
                r"Franklin County matters are covered by ([A-Z][a-z]+ [A-Z][a-z]+)",
                options=("Alma Ruiz", "Ken Oyama", "Beth Lowry"),
            ),
            ask(
                "interpreter",
                "interpreter language",
                "enum",
                "text",
                "Polish",
                "Polish",
                "{spoken}.",
                "The witness needs {spoken}.",
                options=("none", "Spanish", "Polish", "Vietnamese"),
            ),
            ask(
                "exhibits",
                "number of exhibits",
                "numeric",
                "number",
                "23",
                "twenty-three",
                "{spoken} exhibits.",
                "We'll mark {spoken}.",
            ),
            ask(
                "contact_phone",
                "your direct line",
                "phone",
                "digits",
                "6145550186",
                "six one four, five five five, zero one eight six",
            ),
        ],
        records=(
            {
                "id": "REC-7304",
                "kind": "matter",
                "matter": "7304512",
                "caption": "Dunmore v. Halvorsen Freight",
                "opposing counsel": "Victor Lang",
                "court": "Franklin County Court of Common Pleas",
            },
            {
                "id": "REC-7305",
                "kind": "matter",
                "matter": "7304521",
                "caption": "Estate of Pruitt",
                "opposing counsel": "Nadia Burke",
                "court": "Delaware County Probate Court",
            },
        ),
        kb=(
            {
                "id": "KB-3201",
                "title": "Deposition rooms",
                "text": "Videotaped depositions are held in Conference Room B. Conference Room A "
                "has no camera wiring. The Library is for client meetings.",
            },
            {
                "id": "KB-3202",
                "title": "Court reporter roster",
                "text": "Franklin County matters are covered by Alma Ruiz. Delaware County "
                "matters are covered by Beth Lowry.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="notify",
                arguments={"recipient": "reporting agency", "message": "deposition booked"},
            ),
        ),
    )


def concrete_pour() -> WorkflowSpec:
    """Coordination in construction: a slab pour with pump, supplier and inspection lined up."""
    return workflow(
        id="workbench_coordinate_concrete_pour",
        archetype="coordination",
        industry="construction",
        story="""Declan Walsh, a site manager on a noisy site, books a slab pour. The project
        name and site address are on the project record; which pump a pour of that size needs
        and which agency inspects structural pours are in the contractor's pour procedure. He
        keeps breaking off, and he misreads the volume off his sheet: when it is read back he
        cuts in with the right one. The concrete supplier is told once it is committed.""",
        goal="You are booking the concrete pour for a floor slab on your site.",
        persona="hurried",
        conversation_type="mid_call_correction",
        risk_tier="medium",
        profile="distracted",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Yeah, hi, Declan Walsh on the Harlow Street job. I need to line up a concrete "
            "pour, it's mad here so bear with me.",
            "Hello, it's Declan Walsh, site manager. We're ready to pour a slab and I need it "
            "all booked.",
        ),
        form=("T-POUR", "Concrete pour coordination"),
        title="Level two slab pour",
        record_lookup="project_number",
        facts=(
            fact(
                "manager", "your name", "text", "Declan Walsh", "Declan Walsh", reveal="volunteered"
            ),
        ),
        parts=[
            ask(
                "project_number",
                "project number",
                "exact",
                "digits",
                "5528140",
                "five five two, eight one four zero",
                "Bear with me, it's loud here. It's {spoken}.",
                "Right, {spoken}.",
            ),
            on_record("project", "project name", "casefold", r"title: ([^;\n]+)"),
            on_record("site_address", "site address", "address", r"address: ([^;\n]+)"),
            ask(
                "pour_date",
                "pour date",
                "date",
                "date",
                "2026-04-21",
                "Tuesday, April twenty-first, twenty twenty-six",
                "One second, a truck's reversing. {spoken}.",
                "We're pouring {spoken}.",
            ),
            ask(
                "volume",
                "concrete volume in cubic yards",
                "numeric",
                "number",
                "85",
                "eighty-five cubic yards",
                "Let me look at the sheet. {spoken}.",
                "It's {spoken}.",
                fix=correction(
                    "95",
                    "ninety-five cubic yards",
                    "Sorry, the concrete volume is {spoken}, I read the wrong line.",
                    "No, my mistake, the concrete volume should be {spoken}.",
                ),
            ),
            ask(
                "mix",
                "concrete mix",
                "enum",
                "text",
                "high early",
                "high early",
                "The {spoken} mix.",
                "We need the {spoken}.",
                options=("standard", "high early", "fibre reinforced"),
            ),
            looked_up(
                "pump",
                "pump",
                "enum",
                "pump for a pour of 60 to 120 cubic yards",
                r"Pours of 60 to 120 cubic yards use the (\d+-metre boom)",
                options=("28-metre boom", "42-metre boom", "line pump"),
            ),
            ask(
                "arrival_window",
                "pump arrival window",
                "interval",
                "text",
                "06:30-07:30",
                "from six thirty a.m. to seven thirty a.m.",
                "{spoken}.",
                "Have it on site {spoken}.",
                threshold=0.5,
            ),
            looked_up(
                "inspection_agency",
                "special inspection agency",
                "enum",
                "special inspection agency for structural pours",
                r"Structural pours are inspected by ([A-Z][a-z]+ [A-Z][a-z]+)",
                options=("Cascade Testing", "Summit Labs", "Pinnacle Quality"),
            ),
            ask(
                "finishers",
                "number of finishers",
                "numeric",
                "number",
                "6",
                "six finishers",
                "Hang on. {spoken}.",
                "I've got {spoken}.",
            ),
            ask(
                "gate_notes",
                "directions for the drivers",
                "semantic",
                "text",
                "enter through the north gate on Pine Street",
                "enter through the north gate on Pine Street",
                "{spoken}.",
                "Please put {spoken}.",
            ),
            ask(
                "site_phone",
                "site phone number",
                "phone",
                "digits",
                "2535550173",
                "two five three, five five five, zero one seven three",
            ),
        ],
        records=(
            {
                "id": "REC-5528",
                "kind": "project",
                "number": "5528140",
                "title": "Harlow Street Clinic",
                "address": "410 Harlow Street, Tacoma, WA 98402",
            },
        ),
        kb=(
            {
                "id": "KB-3301",
                "title": "Pour procedure: pumps",
                "text": "Pours under 60 cubic yards use the 28-metre boom. Pours of 60 to 120 "
                "cubic yards use the 42-metre boom. Footings use a line pump.",
            },
            {
                "id": "KB-3302",
                "title": "Pour procedure: inspection",
                "text": "Structural pours are inspected by Cascade Testing, booked two days "
                "ahead. Non-structural pours need no special inspection.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="notify",
                arguments={"recipient": "concrete supplier", "message": "pour confirmed"},
            ),
        ),
    )


def container_release() -> WorkflowSpec:
    """Coordination in logistics: a container's release, trucker and warehouse delivery."""
    return workflow(
        id="workbench_coordinate_container_release",
        archetype="coordination",
        industry="logistics",
        story="""Ines Moreau, the import coordinator of a furniture company, lines up the
        pickup of a container from the port. The vessel, terminal and warehouse address are on
        the booking record; the terminal's free days and the trucking company that serves it
        are in the terminal notes. She talks around every answer. Warehouse receiving is told
        only on her separate approval.""",
        goal="You are arranging the pickup of an import container from the port.",
        persona="lancashire",
        conversation_type="narrative_intake",
        risk_tier="medium",
        profile="verbose",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        approval=("commit", "notify"),
        opening=(
            "Hiya, it's Ines Moreau from the import side at Larkspur Home Goods. We've got a "
            "container landed and I need the whole pickup sorted, trucker, warehouse, the lot.",
            "Hello, Ines Moreau here. Our container's come in at the port and I'm trying to "
            "coordinate getting it to our warehouse.",
        ),
        form=("T-RELEASE", "Container release coordination"),
        title="Container pickup for Larkspur Home Goods",
        record_lookup="booking_number",
        facts=(
            fact(
                "coordinator",
                "your name",
                "text",
                "Ines Moreau",
                "Ines Moreau",
                reveal="volunteered",
            ),
        ),
        parts=[
            ask(
                "booking_number",
                "booking number",
                "exact",
                "digits",
                "8830271",
                "eight eight three, zero two seven one",
                "Okay, I've got the paperwork here somewhere, yes, it's {spoken}.",
                "The booking number on the bill is {spoken}.",
            ),
            on_record("vessel", "vessel", "casefold", r"vessel: ([^;\n]+)"),
            on_record("terminal", "terminal", "casefold", r"terminal: ([^;\n]+)"),
            on_record("warehouse_address", "warehouse address", "address", r"warehouse: ([^;\n]+)"),
            ask(
                "equipment",
                "container type",
                "enum",
                "text",
                "high cube",
                "high cube",
                "It's a forty-foot {spoken}, they always send us those for the sofas.",
                "A {spoken}, the tall one.",
                options=("standard", "high cube", "refrigerated"),
            ),
            looked_up(
                "free_days",
                "free days at the terminal",
                "numeric",
                "free days and trucking at Bayport Terminal",
                r"Bayport Terminal gives (\d+) free days",
            ),
            looked_up(
                "trucker",
                "trucking company",
                "enum",
                "free days and trucking at Bayport Terminal",
                r"Bayport Terminal is served by ([A-Z][a-z]+ [A-Z][a-z]+)",
                options=("Redline Drayage", "Coastal Haulers", "Ironbridge Transport"),
            ),
            ask(
                "pickup_date",
                "pickup date",
                "date",
                "date",
                "2026-05-19",
                "Tuesday, May nineteenth, twenty twenty-six",
                "Well, the warehouse is full until the weekend is over, so {spoken} would be best.",
                "We could take it {spoken}, that's when we have the space.",
            ),
            ask(
                "gate_window",
                "receiving window at the warehouse",
                "interval",
                "text",
                "07:00-11:00",
                "from seven a.m. to eleven a.m.",
                "{spoken}.",
                "Any time {spoken}.",
                threshold=0.5,
            ),
            ask(
                "pallets",
                "number of pallets",
                "numeric",
                "number",
                "22",
                "twenty-two pallets",
                "The packing list, let me see, it says {spoken}.",
                "We're expecting {spoken} in there.",
            ),
            ask(
                "handling",
                "handling instructions",
                "semantic",
                "text",
                "fragile glass tabletops, keep upright",
                "fragile glass tabletops, keep upright",
                "{spoken}.",
                "Please put {spoken}.",
            ),
            ask(
                "dock_phone",
                "phone number of the receiving dock",
                "phone",
                "digits",
                "9125550164",
                "nine one two, five five five, zero one six four",
            ),
        ],
        records=(
            {
                "id": "REC-8830",
                "kind": "booking",
                "booking": "8830271",
                "consignee": "Larkspur Home Goods",
                "vessel": "Cape Orion",
                "terminal": "Bayport Terminal",
                "warehouse": "2200 Industrial Parkway, Savannah, GA 31408",
            },
            {
                "id": "REC-8831",
                "kind": "booking",
                "booking": "8830712",
                "consignee": "Tidewater Outfitters",
                "vessel": "Nordic Star",
                "terminal": "Ocean Terminal",
                "warehouse": "15 Dock Road, Garden City, GA 31408",
            },
        ),
        kb=(
            {
                "id": "KB-3401",
                "title": "Terminal notes: Bayport",
                "text": "Bayport Terminal gives 4 free days before demurrage. Bayport Terminal is "
                "served by Redline Drayage for local deliveries.",
            },
            {
                "id": "KB-3402",
                "title": "Terminal notes: Ocean",
                "text": "Ocean Terminal gives 5 free days. Ocean Terminal is served by Coastal "
                "Haulers.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="notify",
                arguments={"recipient": "warehouse receiving", "message": "container arriving"},
            ),
        ),
    )


def field_trip() -> WorkflowSpec:
    """Coordination in education: a school trip with buses, chaperones and medical needs."""
    return workflow(
        id="workbench_coordinate_school_trip",
        archetype="coordination",
        industry="education",
        story="""Nora Lindqvist, a fourth-grade teacher, arranges a museum trip with the
        district's trips office. Her school's name and address are on the school record; how
        many buses and adult chaperones a group of her size needs is in the trip policy. When
        the agent reads the head count back she cuts in: four more students signed up. The
        transport office is told once it is committed.""",
        goal="You are organising a class trip to the science museum for your students.",
        persona="bright",
        conversation_type="mid_call_correction",
        risk_tier="medium",
        profile="correction_prone",
        knowledge_burden=("local_state", "retrieval"),
        opening=(
            "Hi, this is Nora Lindqvist, I teach fourth grade. I'm organising our trip to the "
            "science museum and need it set up.",
            "Hello, Nora Lindqvist here. I'd like to book a school trip for my fourth graders.",
        ),
        form=("T-TRIP", "School trip coordination"),
        title="Fourth grade museum trip",
        record_lookup="school_code",
        facts=(
            fact(
                "teacher",
                "your name",
                "text",
                "Nora Lindqvist",
                "Nora Lindqvist",
                reveal="volunteered",
            ),
        ),
        parts=[
            ask(
                "school_code",
                "school code",
                "exact",
                "digits",
                "61207",
                "six one two zero seven",
                "Our school code is {spoken}.",
                "{spoken}.",
            ),
            on_record("school", "school", "casefold", r"name: ([^;\n]+)"),
            on_record("pickup_address", "pickup address", "address", r"address: ([^;\n]+)"),
            ask(
                "destination",
                "destination",
                "casefold",
                "text",
                "Harbor Science Museum",
                "Harbor Science Museum",
                "It's {spoken}.",
                "{spoken}.",
            ),
            ask(
                "trip_date",
                "trip date",
                "date",
                "date",
                "2026-05-22",
                "Friday, May twenty-second, twenty twenty-six",
                "We'd go {spoken}.",
                "{spoken}.",
            ),
            ask(
                "students",
                "number of students",
                "numeric",
                "number",
                "54",
                "fifty-four students",
                "{spoken}.",
                "We'll have {spoken}.",
                fix=correction(
                    "58",
                    "fifty-eight",
                    "Sorry, the number of students is {spoken} now.",
                    "Actually, make the number of students {spoken}.",
                ),
            ),
            looked_up(
                "buses",
                "number of buses",
                "numeric",
                "buses and chaperones for 41 to 60 students",
                r"Groups of 41 to 60 students travel in (\d+) buses",
            ),
            looked_up(
                "chaperones",
                "adult chaperones",
                "numeric",
                "buses and chaperones for 41 to 60 students",
                r"41 to 60 students need (\d+) adult chaperones",
            ),
            ask(
                "hours",
                "departure and return time",
                "interval",
                "text",
                "09:15-14:30",
                "from nine fifteen a.m. to two thirty p.m.",
                "{spoken}.",
                "We'd be out {spoken}.",
                threshold=0.5,
            ),
            ask(
                "lunch",
                "lunch",
                "enum",
                "text",
                "packed lunch",
                "packed lunch",
                "They'll bring a {spoken}.",
                "{spoken}, from home.",
                options=("packed lunch", "museum cafe"),
            ),
            ask(
                "medical_needs",
                "medical needs",
                "set_f1",
                "text",
                "peanut allergy, asthma",
                "a peanut allergy and asthma",
                "We have {spoken}.",
                "{spoken}.",
                threshold=1.0,
            ),
            ask(
                "teacher_phone",
                "teacher's mobile number",
                "phone",
                "digits",
                "7635550129",
                "seven six three, five five five, zero one two nine",
            ),
        ],
        records=(
            {
                "id": "REC-6120",
                "kind": "school",
                "code": "61207",
                "name": "Maple Grove Elementary",
                "address": "3100 Cedar Lane, Plymouth, MN 55441",
            },
            {
                "id": "REC-6121",
                "kind": "school",
                "code": "61270",
                "name": "Lakeview Middle School",
                "address": "900 Shore Drive, Wayzata, MN 55391",
            },
        ),
        kb=(
            {
                "id": "KB-3501",
                "title": "Trip policy: transport and supervision",
                "text": "Groups of up to 40 students travel in 1 bus. Groups of 41 to 60 students "
                "travel in 2 buses. Trips of 41 to 60 students need 6 adult chaperones.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="notify",
                arguments={"recipient": "transport office", "message": "trip buses needed"},
            ),
        ),
    )


def wedding_room_block() -> WorkflowSpec:
    """Coordination in hospitality: a hotel room block for wedding guests."""
    return workflow(
        id="workbench_coordinate_wedding_rooms",
        archetype="coordination",
        industry="hospitality",
        story="""Marisol Alvarez holds a block of hotel rooms for her daughter's wedding
        guests. The hotel and the event on her inquiry are on the inquiry record; the group
        rate for a block of her size and the release date rule are in the group sales terms.
        She tells the story around each answer. The sales office is told once it is
        committed.""",
        goal="You are holding hotel rooms for the guests at your daughter's wedding.",
        persona="caribbean",
        conversation_type="narrative_intake",
        risk_tier="low",
        profile="verbose",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hello darling, it's Marisol Alvarez. My daughter is getting married and half the "
            "family is flying in, so I need to hold rooms for everybody.",
            "Hi, Marisol Alvarez here. I'm calling about a block of rooms for my daughter's "
            "wedding guests.",
        ),
        form=("T-BLOCK", "Group room block"),
        title="Alvarez wedding room block",
        record_lookup="inquiry_number",
        facts=(
            fact(
                "organiser",
                "your name",
                "text",
                "Marisol Alvarez",
                "Marisol Alvarez",
                reveal="volunteered",
            ),
        ),
        parts=[
            ask(
                "inquiry_number",
                "inquiry number",
                "exact",
                "digits",
                "5092716",
                "five zero nine, two seven one six",
                "Oh, they gave me one in the email, here it is, {spoken}.",
                "It's {spoken}.",
            ),
            on_record("hotel", "hotel", "casefold", r"hotel: ([^;\n]+)"),
            on_record("event", "event", "casefold", r"event: ([^;\n]+)"),
            ask(
                "arrival",
                "arrival date",
                "date",
                "date",
                "2026-06-12",
                "Friday, June twelfth, twenty twenty-six",
                "Most of them come in {spoken}, the wedding is the next day.",
                "{spoken}.",
            ),
            ask(
                "departure",
                "departure date",
                "date",
                "date",
                "2026-06-14",
                "Sunday, June fourteenth, twenty twenty-six",
                "They all leave {spoken}, after the brunch.",
                "{spoken}.",
            ),
            ask(
                "rooms",
                "rooms in the block",
                "numeric",
                "number",
                "22",
                "twenty-two rooms",
                "I counted the cousins twice, but it comes to {spoken}.",
                "We need {spoken}.",
            ),
            looked_up(
                "group_rate",
                "group rate per night",
                "numeric",
                "group rate for a block of 10 to 25 rooms",
                r"Blocks of 10 to 25 rooms pay (\d+) dollars a night",
            ),
            looked_up(
                "release_days",
                "days before arrival that unbooked rooms are released",
                "numeric",
                "release of unbooked rooms in a block",
                r"released (\d+) days before arrival",
            ),
            ask(
                "room_type",
                "room type",
                "enum",
                "text",
                "double queen",
                "double queen",
                "{spoken} rooms, because the families have children.",
                "The {spoken}, please.",
                options=("king", "double queen", "suite"),
            ),
            ask(
                "billing",
                "billing",
                "enum",
                "text",
                "individual guests",
                "individual guests",
                "Oh no, I'm not paying for all of them, it's {spoken}.",
                "{spoken} pay their own.",
                options=("individual guests", "master account"),
            ),
            ask(
                "requests",
                "special requests",
                "semantic",
                "text",
                "rooms on the same floor as the bridal suite",
                "rooms on the same floor as the bridal suite",
                "{spoken}.",
                "Please put {spoken}.",
            ),
            ask(
                "organiser_phone",
                "your phone number",
                "phone",
                "digits",
                "3055550191",
                "three zero five, five five five, zero one nine one",
            ),
        ],
        records=(
            {
                "id": "REC-5092",
                "kind": "inquiry",
                "inquiry": "5092716",
                "hotel": "Lakeshore Grand Hotel",
                "event": "Alvarez and Brennan wedding",
            },
        ),
        kb=(
            {
                "id": "KB-3601",
                "title": "Group sales terms: rates",
                "text": "Blocks of 10 to 25 rooms pay 189 dollars a night. Blocks over 25 rooms "
                "pay 169 dollars a night.",
            },
            {
                "id": "KB-3602",
                "title": "Group sales terms: release",
                "text": "Unbooked rooms in a block are released 30 days before arrival.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="notify",
                arguments={"recipient": "sales office", "message": "room block held"},
            ),
        ),
    )


def planned_outage() -> WorkflowSpec:
    """Coordination in utilities: a planned power outage at a plant for transformer works."""
    return workflow(
        id="workbench_coordinate_planned_outage",
        archetype="coordination",
        industry="utilities",
        story="""Raj Patel, the facilities engineer of a bottling plant, agrees a planned
        outage with the utility so its transformer can be serviced. The customer, service
        address and feeder are on the account record; the crew for that feeder and the notice
        industrial accounts need are in the outage rules. He speaks in short, exact answers.
        The control room is told only on his separate approval.""",
        goal="You are arranging a planned power outage at your plant for transformer work.",
        persona="deliberate",
        conversation_type="single_intent",
        risk_tier="high",
        profile="expert",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        approval=("commit", "notify"),
        opening=(
            "Raj Patel, facilities at Clearwater Bottling. I need a planned outage for "
            "transformer maintenance.",
            "Good morning, Raj Patel, plant engineer at Clearwater Bottling. We need to book a "
            "planned outage.",
        ),
        form=("T-OUTAGE", "Planned outage coordination"),
        title="Transformer maintenance outage",
        record_lookup="account_number",
        facts=(
            fact("engineer", "your name", "text", "Raj Patel", "Raj Patel", reveal="volunteered"),
        ),
        parts=[
            ask(
                "account_number",
                "account number",
                "exact",
                "digits",
                "90271534",
                "nine zero two seven, one five three four",
                "{spoken}.",
                "Account {spoken}.",
            ),
            on_record("customer", "customer", "casefold", r"customer: ([^;\n]+)"),
            on_record("service_address", "service address", "address", r"address: ([^;\n]+)"),
            on_record("feeder", "feeder", "exact", r"feeder: (F-\d+)"),
            ask(
                "outage_date",
                "outage date",
                "date",
                "date",
                "2026-06-06",
                "Saturday, June sixth, twenty twenty-six",
                "{spoken}.",
                "{spoken}, we're shut that weekend.",
            ),
            ask(
                "outage_window",
                "outage window",
                "interval",
                "text",
                "01:00-05:00",
                "from one a.m. to five a.m.",
                "{spoken}.",
                "Four hours, {spoken}.",
                threshold=0.5,
            ),
            looked_up(
                "crew",
                "line crew",
                "enum",
                "line crew for feeders F-200 to F-299",
                r"Feeders F-200 to F-299 are worked by (Crew [A-Z][a-z]+)",
                options=("Crew Alpha", "Crew Delta", "Crew Sierra"),
            ),
            looked_up(
                "notice_days",
                "days of written notice",
                "numeric",
                "notice for a planned outage on an industrial account",
                r"industrial accounts need (\d+) days",
            ),
            ask(
                "generator",
                "backup generator on site",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, a five hundred kVA unit.",
                "{spoken}, we'll run on it.",
                options=YES_NO,
            ),
            ask(
                "critical_loads",
                "critical loads to keep powered",
                "set_exact",
                "text",
                "refrigeration, fire pumps",
                "refrigeration and fire pumps",
                "{spoken}.",
                "Only {spoken}.",
            ),
            ask(
                "lockout_contact",
                "lockout contact",
                "casefold",
                "name",
                "Carla Jensen",
                "Carla Jensen",
                "{spoken}, our electrical lead.",
                "{spoken}.",
            ),
            ask(
                "contact_phone",
                "your phone number",
                "phone",
                "digits",
                "5035550147",
                "five zero three, five five five, zero one four seven",
            ),
        ],
        records=(
            {
                "id": "REC-9027",
                "kind": "account",
                "account": "90271534",
                "customer": "Clearwater Bottling",
                "address": "1800 Riverfront Road, Salem, OR 97301",
                "feeder": "F-214",
            },
            {
                "id": "REC-9028",
                "kind": "account",
                "account": "90271543",
                "customer": "Salem Cold Storage",
                "address": "44 Mill Street, Salem, OR 97301",
                "feeder": "F-108",
            },
        ),
        kb=(
            {
                "id": "KB-3701",
                "title": "Outage rules: crews",
                "text": "Feeders F-100 to F-199 are worked by Crew Alpha. Feeders F-200 to F-299 "
                "are worked by Crew Delta.",
            },
            {
                "id": "KB-3702",
                "title": "Outage rules: notice",
                "text": "Planned outages on industrial accounts need 10 days of written notice. "
                "Residential outages need 3 days.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="notify",
                arguments={"recipient": "control room", "message": "planned outage booked"},
            ),
        ),
    )


def block_party() -> WorkflowSpec:
    """Coordination in government services: a street closure for a neighbourhood block party."""
    return workflow(
        id="workbench_coordinate_block_party",
        archetype="coordination",
        industry="government services",
        story="""Denise Whitaker organises a block party and phones the city's special events
        office. The block and council district are on her permit application; how many
        barricades a one-block closure needs and the permit fee are in the city's events
        rules. She answers what she is asked. The police district is told once the closure is
        committed.""",
        goal="You are organising a block party and need the street closed for the day.",
        persona="new_yorker",
        conversation_type="single_intent",
        risk_tier="low",
        profile="cooperative",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hi, Denise Whitaker. I sent in an application for a block party and I want to get "
            "the street closure set up.",
            "Hello, this is Denise Whitaker. We're having a block party and I need the road "
            "closed.",
        ),
        form=("T-CLOSURE", "Street closure permit"),
        title="Linden Avenue block party",
        record_lookup="application_number",
        facts=(
            fact(
                "organiser",
                "your name",
                "text",
                "Denise Whitaker",
                "Denise Whitaker",
                reveal="volunteered",
            ),
        ),
        parts=[
            ask(
                "application_number",
                "application number",
                "exact",
                "digits",
                "3318620",
                "three three one, eight six two zero",
                "It's {spoken}.",
                "The application number is {spoken}.",
            ),
            on_record("block", "block to close", "casefold", r"block: ([^;\n]+)"),
            on_record("district", "council district", "casefold", r"district: ([^;\n]+)"),
            ask(
                "event_date",
                "date of the party",
                "date",
                "date",
                "2026-06-20",
                "Saturday, June twentieth, twenty twenty-six",
                "It's {spoken}.",
                "{spoken}.",
            ),
            ask(
                "closure_hours",
                "closure hours",
                "interval",
                "text",
                "10:00-20:00",
                "from ten a.m. to eight p.m.",
                "{spoken}.",
                "We'd close it {spoken}.",
                threshold=0.5,
            ),
            looked_up(
                "barricades",
                "barricades",
                "numeric",
                "barricades for a one-block closure",
                r"A one-block closure needs (\d+) barricades",
            ),
            looked_up(
                "fee",
                "permit fee",
                "numeric",
                "fee to get a block party permit",
                r"residential block party is (\d+) dollars",
            ),
            ask(
                "guests",
                "expected guests",
                "numeric",
                "number",
                "150",
                "about a hundred and fifty",
                "{spoken}.",
                "We expect {spoken}.",
                tolerance=10,
            ),
            ask(
                "amplified_sound",
                "amplified music",
                "enum",
                "text",
                "no",
                "no",
                "{spoken}, no speakers.",
                "{spoken}, just a radio.",
                options=YES_NO,
            ),
            ask(
                "activities",
                "activities",
                "set_f1",
                "text",
                "barbecue, bouncy castle, face painting",
                "a barbecue, a bouncy castle and face painting",
                "There's {spoken}.",
                "{spoken}.",
                threshold=0.8,
            ),
            ask(
                "contact_phone",
                "phone number on the day",
                "phone",
                "digits",
                "7185550152",
                "seven one eight, five five five, zero one five two",
            ),
        ],
        records=(
            {
                "id": "REC-3318",
                "kind": "application",
                "application": "3318620",
                "block": "400 block of Linden Avenue",
                "district": "District 7",
            },
        ),
        kb=(
            {
                "id": "KB-3801",
                "title": "Events rules: closures",
                "text": "A one-block closure needs 4 barricades. A closure over two blocks needs "
                "a traffic plan.",
            },
            {
                "id": "KB-3802",
                "title": "Events rules: fees",
                "text": "The permit fee for a residential block party is 75 dollars. Commercial "
                "street fairs pay 400 dollars.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="notify",
                arguments={"recipient": "police district", "message": "street closure set"},
            ),
        ),
    )


def location_shoot() -> WorkflowSpec:
    """Coordination in media: a TV crew's location shoot in a city park."""
    return workflow(
        id="workbench_coordinate_location_shoot",
        archetype="coordination",
        industry="media",
        story="""Owen Castellano, a field producer, sets up a one-day shoot in a city park
        while juggling calls. The production title and network are on the production record;
        which permit a crew of his size needs and the insurance the city requires are in the
        film office rules. He loses the thread between answers. The parks department is told
        only on his separate approval.""",
        goal="You are setting up a one-day TV shoot in a city park.",
        persona="hurried",
        conversation_type="multi_intent",
        risk_tier="medium",
        profile="distracted",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        approval=("commit", "notify"),
        opening=(
            "Hi, Owen Castellano, I'm producing a segment and we want to shoot in one of the "
            "parks. Sorry, I've got another line going.",
            "Hey, this is Owen Castellano. We're filming in a city park next month and I need it "
            "coordinated.",
        ),
        form=("T-SHOOT", "Location shoot coordination"),
        title="Park shoot for Weekend Kitchen",
        record_lookup="production_number",
        facts=(
            fact(
                "producer",
                "your name",
                "text",
                "Owen Castellano",
                "Owen Castellano",
                reveal="volunteered",
            ),
        ),
        parts=[
            ask(
                "production_number",
                "production number",
                "exact",
                "digits",
                "2261905",
                "two two six, one nine zero five",
                "One second. Okay, {spoken}.",
                "It's {spoken}.",
            ),
            on_record("production", "production title", "casefold", r"title: ([^;\n]+)"),
            on_record("network", "network", "casefold", r"network: ([^;\n]+)"),
            ask(
                "location",
                "location",
                "casefold",
                "text",
                "Ferris Park boathouse",
                "Ferris Park boathouse",
                "It's {spoken}.",
                "{spoken}.",
            ),
            ask(
                "shoot_date",
                "shoot date",
                "date",
                "date",
                "2026-06-09",
                "Tuesday, June ninth, twenty twenty-six",
                "Where was I, the date, {spoken}.",
                "{spoken}.",
            ),
            ask(
                "hours",
                "hours on location",
                "interval",
                "text",
                "07:00-15:00",
                "from seven a.m. to three p.m.",
                "{spoken}.",
                "We'd be there {spoken}.",
                threshold=0.5,
            ),
            ask(
                "crew_size",
                "crew size",
                "numeric",
                "number",
                "12",
                "twelve people",
                "Hang on. {spoken}.",
                "{spoken} with talent.",
            ),
            looked_up(
                "permit",
                "permit type",
                "enum",
                "permit for a crew over 10 people in a park",
                r"Crews over 10 people need a (full film permit)",
                options=("no permit", "minor permit", "full film permit"),
            ),
            looked_up(
                "insurance",
                "liability insurance required in dollars",
                "numeric",
                "liability insurance for filming",
                r"requires (\d+) dollars of liability",
            ),
            ask(
                "vehicles",
                "vehicles to park",
                "numeric",
                "number",
                "3",
                "three vehicles",
                "{spoken}, vans and a truck.",
                "We'll bring {spoken}.",
            ),
            ask(
                "notes",
                "notes for the park staff",
                "semantic",
                "text",
                "keep the boathouse path open for joggers",
                "keep the boathouse path open for joggers",
                "{spoken}.",
                "Please put {spoken}.",
            ),
            ask(
                "producer_phone",
                "your mobile number",
                "phone",
                "digits",
                "3235550168",
                "three two three, five five five, zero one six eight",
            ),
        ],
        records=(
            {
                "id": "REC-2261",
                "kind": "production",
                "production": "2261905",
                "title": "Weekend Kitchen",
                "network": "Channel Nine",
            },
            {
                "id": "REC-2262",
                "kind": "production",
                "production": "2261950",
                "title": "City Lights",
                "network": "Metro Cable",
            },
        ),
        kb=(
            {
                "id": "KB-3901",
                "title": "Film office: permits",
                "text": "Crews of up to 10 people need a minor permit. Crews over 10 people need "
                "a full film permit.",
            },
            {
                "id": "KB-3902",
                "title": "Film office: insurance",
                "text": "The city requires 2000000 dollars of liability insurance for filming on "
                "public land.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="notify",
                arguments={"recipient": "parks department", "message": "film shoot booked"},
            ),
        ),
    )


def press_rebuild() -> WorkflowSpec:
    """Coordination in manufacturing: a press shutdown with the maker's service engineer."""
    return workflow(
        id="workbench_coordinate_press_rebuild",
        archetype="coordination",
        industry="manufacturing",
        story="""Tessa Brandt, a maintenance planner, coordinates the rebuild of an injection
        moulding press with the maker's service desk. The press model, line and plant address
        are on the asset record; which engineer covers that model and which parts the rebuild
        kit holds are in the service manual. She approves the sheet, then withdraws the
        approval: production moved the shutdown start. Only the new date may be committed, and
        the shutdown goes in the calendar only on her separate approval.""",
        goal="You are arranging the rebuild of a moulding press with the machine maker.",
        persona="midlands",
        conversation_type="mid_call_correction",
        risk_tier="high",
        profile="correction_prone",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        approval=("commit", "schedule"),
        opening=(
            "Hello, Tessa Brandt, maintenance planning at Corbett Plastics. We need your "
            "engineer in for a press rebuild.",
            "Hi, it's Tessa Brandt from Corbett Plastics. I'm booking the rebuild on one of our "
            "presses.",
        ),
        form=("T-REBUILD", "Press rebuild coordination"),
        title="Press rebuild at Corbett Plastics",
        record_lookup="asset_tag",
        facts=(
            fact(
                "planner", "your name", "text", "Tessa Brandt", "Tessa Brandt", reveal="volunteered"
            ),
        ),
        parts=[
            ask(
                "asset_tag",
                "asset tag",
                "exact",
                "digits",
                "40718",
                "four zero seven one eight",
                "It's {spoken}.",
                "The tag says {spoken}.",
            ),
            on_record("model", "press model", "casefold", r"model: ([^;\n]+)"),
            on_record("line", "production line", "casefold", r"line: ([^;\n]+)"),
            on_record("plant_address", "plant address", "address", r"address: ([^;\n]+)"),
            ask(
                "shutdown_start",
                "shutdown start date",
                "date",
                "date",
                "2026-05-26",
                "Tuesday, May twenty-sixth, twenty twenty-six",
                "{spoken}.",
                "We stop the press {spoken}.",
                fix=correction(
                    "2026-06-02",
                    "Tuesday, June second, twenty twenty-six",
                    "Sorry, production has moved it, the shutdown start date is {spoken}.",
                    "I've just been told the shutdown start date should be {spoken}.",
                    mode="with_revocation",
                ),
            ),
            ask(
                "shutdown_days",
                "days the press is down",
                "numeric",
                "number",
                "3",
                "three days",
                "{spoken}.",
                "We can spare {spoken}.",
            ),
            looked_up(
                "engineer",
                "service engineer",
                "enum",
                "service engineer for the Kestrel 450 press",
                r"Kestrel 450 presses are serviced by ([A-Z][a-z]+ [A-Z][a-z]+)",
                options=("Piotr Zielinski", "Anna Kovacs", "Marc Dubois"),
            ),
            looked_up(
                "parts",
                "parts in the rebuild kit",
                "set_exact",
                "rebuild kit for the Kestrel 450 press",
                r"Kestrel 450 rebuild kit holds ([^.]+)\.",
            ),
            ask(
                "shift",
                "shift for the work",
                "enum",
                "text",
                "day shift",
                "day shift",
                "{spoken}.",
                "On {spoken}, please.",
                options=("day shift", "night shift"),
            ),
            ask(
                "purchase_order",
                "purchase order number",
                "exact",
                "digits",
                "4500218",
                "four five zero, zero two one eight",
                "The PO is {spoken}.",
                "{spoken}.",
            ),
            ask(
                "planner_phone",
                "your phone number",
                "phone",
                "digits",
                "6165550137",
                "six one six, five five five, zero one three seven",
            ),
        ],
        records=(
            {
                "id": "REC-4071",
                "kind": "asset",
                "tag": "40718",
                "model": "Kestrel 450",
                "line": "Line 3",
                "address": "75 Foundry Road, Grand Rapids, MI 49503",
            },
            {
                "id": "REC-4072",
                "kind": "asset",
                "tag": "40781",
                "model": "Kestrel 220",
                "line": "Line 1",
                "address": "75 Foundry Road, Grand Rapids, MI 49503",
            },
        ),
        kb=(
            {
                "id": "KB-31001",
                "title": "Service manual: engineers",
                "text": "Kestrel 450 presses are serviced by Anna Kovacs. Kestrel 220 presses are "
                "serviced by Marc Dubois.",
            },
            {
                "id": "KB-31002",
                "title": "Service manual: rebuild kits",
                "text": "The Kestrel 450 rebuild kit holds a screw, a check ring and heater "
                "bands. The Kestrel 220 kit holds a check ring only.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="schedule",
                arguments={"when": FromUser(fact="shutdown_start"), "what": "press rebuild"},
            ),
        ),
    )


def email_cutover() -> WorkflowSpec:
    """Coordination in IT services: an office's email migration cutover with its provider."""
    return workflow(
        id="workbench_coordinate_email_cutover",
        archetype="coordination",
        industry="IT services",
        story="""Colin Barrett, office manager of an accounting firm, agrees the weekend its
        email moves to a new system with the managed service provider. The firm and its plan
        are on the client record; which migration method a firm of that size gets and how long
        mail is frozen before the move are in the provider's runbook. He is unsure of things
        and names the rollback contact only after the cutover date is set. All staff are told
        once it is committed.""",
        goal="You are agreeing when your office's email moves to the new system.",
        persona="scottish",
        conversation_type="multi_intent",
        risk_tier="high",
        profile="ambiguous",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hi, Colin Barrett at Fairlie and Moss. We're meant to be moving our email over to "
            "you at some point and I think I need to pick a date.",
            "Hello, it's Colin Barrett. I'm not sure who I need, but it's about our email "
            "migration.",
        ),
        form=("T-CUTOVER", "Email cutover plan"),
        title="Email migration for Fairlie and Moss",
        record_lookup="client_number",
        facts=(
            fact(
                "manager",
                "your name",
                "text",
                "Colin Barrett",
                "Colin Barrett",
                reveal="volunteered",
            ),
        ),
        parts=[
            ask(
                "client_number",
                "client number",
                "exact",
                "digits",
                "318265",
                "three one eight, two six five",
                "I think it's {spoken}.",
                "It should be {spoken}.",
            ),
            on_record("company", "company", "casefold", r"company: ([^;\n]+)"),
            on_record("plan", "service plan", "casefold", r"plan: ([^;\n]+)"),
            ask(
                "mailboxes",
                "number of mailboxes",
                "numeric",
                "number",
                "42",
                "forty-two",
                "Probably {spoken}, give or take the leavers.",
                "I'd say {spoken}.",
            ),
            looked_up(
                "method",
                "migration method",
                "enum",
                "migration method for 26 to 100 mailboxes",
                r"26 to 100 mailboxes are moved by (staged migration)",
                options=("cutover migration", "staged migration", "hybrid migration"),
            ),
            looked_up(
                "freeze_hours",
                "mail freeze in hours",
                "numeric",
                "mail freeze before cutover",
                r"Mail is frozen (\d+) hours before",
            ),
            ask(
                "cutover_date",
                "cutover date",
                "date",
                "date",
                "2026-05-30",
                "Saturday, May thirtieth, twenty twenty-six",
                "Maybe {spoken}? That's a quiet weekend.",
                "Let's say {spoken}.",
            ),
            ask(
                "window",
                "cutover window",
                "interval",
                "text",
                "18:00-23:00",
                "from six p.m. to eleven p.m.",
                "Any time {spoken}.",
                "{spoken}.",
                threshold=0.5,
            ),
            ask(
                "shared_mailboxes",
                "shared mailboxes",
                "set_f1",
                "text",
                "accounts, payroll, reception",
                "accounts, payroll and reception",
                "{spoken}.",
                "We have {spoken}.",
                threshold=1.0,
            ),
            ask(
                "rollback_contact",
                "rollback contact",
                "casefold",
                "name",
                "Fiona Sinclair",
                "Fiona Sinclair",
                "{spoken}, she's our partner in charge.",
                "That would be {spoken}.",
                reveal="on_event",
                event="fact:cutover_date",
            ),
            ask(
                "notes",
                "notes for the engineers",
                "semantic",
                "text",
                "partners must keep phone access to mail during the move",
                "partners must keep phone access to mail during the move",
                "{spoken}.",
                "Please put {spoken}.",
            ),
            ask(
                "contact_phone",
                "your phone number",
                "phone",
                "digits",
                "6175550144",
                "six one seven, five five five, zero one four four",
            ),
        ],
        records=(
            {
                "id": "REC-3182",
                "kind": "client",
                "client": "318265",
                "company": "Fairlie and Moss",
                "plan": "Business Premium",
            },
            {
                "id": "REC-3183",
                "kind": "client",
                "client": "318256",
                "company": "Moss Dental Group",
                "plan": "Business Basic",
            },
        ),
        kb=(
            {
                "id": "KB-31101",
                "title": "Runbook: migration methods",
                "text": "Tenants up to 25 mailboxes use cutover migration. Tenants of 26 to 100 "
                "mailboxes are moved by staged migration. Larger tenants use hybrid migration.",
            },
            {
                "id": "KB-31102",
                "title": "Runbook: mail freeze",
                "text": "Mail is frozen 12 hours before cutover; no new rules or mailboxes are "
                "made in that time.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="notify",
                arguments={"recipient": "all staff", "message": "email migration planned"},
            ),
        ),
    )


WORKFLOWS = (
    hospital_discharge,
    deposition_logistics,
    concrete_pour,
    container_release,
    field_trip,
    wedding_room_block,
    planned_outage,
    block_party,
    location_shoot,
    press_rebuild,
    email_cutover,
)
"""The builders of this module, in order."""
