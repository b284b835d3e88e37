"""Planning workflows: a plan of dates, quantities, an order of work and the rules it obeys.

Each story ends in one plan: the caller's dates, counts and preferred order of work, the
facts of the job from its record, and the numbers a plan must respect (lead times, ratios,
permits) from the knowledge base. The first planning workflow (the kitchen refit) is in
``people.py``; these eleven complete the archetype's twelve.
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


def site_mobilisation() -> WorkflowSpec:
    """Construction: mobilising a housing site; the crew size changes after approval."""
    return workflow(
        id="workbench_plan_site_mobilisation",
        archetype="planning",
        industry="construction",
        story="""Carla Benedetti, a project manager, plans the mobilisation of a housing site.
        The client and site come from the project record; the crane booking notice and
        whether a site next to housing needs a noise permit are in the contractor's site
        rules. She approves the plan and at once withdraws the approval: the crew is
        twenty-two, not eighteen. The site safety officer is told only on her approval.""",
        goal="You are planning how your crews mobilise on a new housing site.",
        persona="deliberate",
        conversation_type="mid_call_correction",
        risk_tier="high",
        profile="expert",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        approval=("commit", "notify"),
        opening=(
            "Hi, Carla Benedetti, project manager. I need the mobilisation plan set up for the "
            "Mill Street job.",
            "Hello, it's Carla Benedetti. Let's get the site mobilisation plan done for our "
            "new housing project.",
        ),
        form=("P-MOBILISE", "Site mobilisation plan"),
        title="Mill Street mobilisation",
        record_lookup="project_number",
        facts=(
            fact(
                "caller",
                "caller",
                "text",
                "Carla Benedetti",
                "Carla Benedetti",
                reveal="volunteered",
            ),
        ),
        parts=[
            ask(
                "project_number",
                "project number",
                "exact",
                "digits",
                "47120",
                "four seven one two zero",
                "Project {spoken}.",
                "It's {spoken}.",
            ),
            on_record("client", "client", "casefold", r"client: ([^;\n]+)"),
            on_record("site_address", "site address", "address", r"address: ([^;\n]+)"),
            ask(
                "start_date",
                "start date on site",
                "date",
                "date",
                "2026-04-06",
                "Monday, April sixth, twenty twenty-six",
                "We start {spoken}.",
                "{spoken}.",
            ),
            ask(
                "phases",
                "order of the phases",
                "ordered_list",
                "text",
                "demolition, groundworks, steel frame, roofing",
                "demolition, groundworks, steel frame, roofing",
                "In this order: {spoken}.",
                "{spoken}.",
            ),
            ask(
                "crew_size",
                "crew size",
                "numeric",
                "number",
                "18",
                "eighteen",
                "A crew of {spoken}.",
                "{spoken} on site.",
                fix=correction(
                    "22",
                    "twenty-two",
                    "Hold on, don't commit that. The crew size should be {spoken}, we've added "
                    "a second gang.",
                    "Wait, I take that back. Make the crew size {spoken}.",
                    mode="with_revocation",
                ),
            ),
            ask(
                "working_hours",
                "working hours",
                "interval",
                "text",
                "07:00-17:00",
                "from seven a.m. to five p.m.",
                "We work {spoken}.",
                "{spoken}.",
                threshold=0.5,
            ),
            ask(
                "near_housing",
                "whether the site is next to housing",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, there are houses on two sides.",
                "{spoken}, it backs onto a terrace.",
                options=YES_NO,
            ),
            looked_up(
                "noise_permit",
                "noise permit",
                "enum",
                "noise permit rules near homes",
                r"For a site next to housing a noise permit is (required)",
                options=("required", "not required"),
            ),
            looked_up(
                "crane_notice_weeks",
                "crane booking notice in weeks",
                "numeric",
                "tower crane booking notice",
                r"Tower cranes must be booked (\d+) weeks ahead",
            ),
            ask(
                "phase_one_budget",
                "budget for the first phase",
                "numeric",
                "amount",
                "185000",
                "a hundred and eighty-five thousand dollars",
                "{spoken}.",
                "The first phase is {spoken}.",
                tolerance=1000,
            ),
            ask(
                "site_phone",
                "site office phone",
                "phone",
                "digits",
                "9165550138",
                "nine one six, five five five, zero one three eight",
            ),
        ],
        records=(
            {
                "id": "REC-4712",
                "kind": "project",
                "project": "47120",
                "client": "Harlow Housing Trust",
                "address": "1800 Mill Street, Sacramento, CA 95811",
            },
            {
                "id": "REC-4721",
                "kind": "project",
                "project": "47210",
                "client": "Riverside Lofts",
                "address": "95 Front Street, Sacramento, CA 95814",
            },
        ),
        kb=(
            {
                "id": "KB-8101",
                "title": "Site rules: permits",
                "text": "For a site next to housing a noise permit is required. Sites in "
                "industrial zones need none.",
            },
            {
                "id": "KB-8102",
                "title": "Site rules: plant hire",
                "text": "Tower cranes must be booked 6 weeks ahead. Excavators can be hired "
                "with a week's notice.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="notify",
                arguments={"recipient": "site safety officer", "message": "crews arriving on site"},
            ),
        ),
    )


def wedding_reception() -> WorkflowSpec:
    """Hospitality: a wedding reception plan with a menu, its price and the running order."""
    return workflow(
        id="workbench_plan_wedding_reception",
        archetype="planning",
        industry="hospitality",
        story="""Ella Novak plans her wedding reception with the venue's events planner and
        talks at length about every choice. The couple, hall and date are on the booking;
        the price of the menu she picks and the deposit rule are in the venue's packages.
        The running order of the courses must be kept as she gives it.""",
        goal="You are planning your wedding reception with the venue.",
        persona="bright",
        conversation_type="multi_intent",
        risk_tier="low",
        profile="verbose",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hi, this is Ella Novak! We're getting married at your place in June and I'd love "
            "to finally sort out the reception, there's so much to decide.",
            "Hello, it's Ella Novak. My fiance and I have our wedding with you this summer and "
            "I want to go through all the reception details, if that's alright.",
        ),
        form=("P-RECEPTION", "Reception plan"),
        title="Novak and Reid reception",
        record_lookup="booking_ref",
        facts=(fact("caller", "caller", "text", "Ella Novak", "Ella Novak", reveal="volunteered"),),
        parts=[
            ask(
                "booking_ref",
                "booking reference",
                "exact",
                "digits",
                "61538",
                "six one five three eight",
                "Oh, I have it in my emails somewhere, here, the reference is {spoken}.",
                "It's {spoken}, I wrote it on the fridge.",
            ),
            on_record("couple", "couple", "casefold", r"couple: ([^;\n]+)"),
            on_record("hall", "hall", "casefold", r"hall: ([^;\n]+)"),
            on_record("wedding_date", "wedding date", "date", r"date: (\d{4}-\d{2}-\d{2})"),
            ask(
                "guest_count",
                "number of guests",
                "numeric",
                "number",
                "112",
                "a hundred and twelve",
                "After all the back and forth with the family, it's {spoken} guests.",
                "We've landed on {spoken} guests, which is more than we planned, honestly.",
            ),
            ask(
                "menu",
                "menu package",
                "enum",
                "text",
                "garden",
                "garden",
                "We tasted them all and we both loved the {spoken} menu, it was so fresh.",
                "The {spoken} one, definitely, my fiance hasn't stopped talking about it.",
                options=("classic", "garden", "coastal"),
            ),
            looked_up(
                "price_per_guest",
                "price per guest",
                "numeric",
                "garden menu price per guest",
                r"The garden menu is (\d+) dollars per guest",
            ),
            ask(
                "courses",
                "order of the courses",
                "ordered_list",
                "text",
                "soup, salad, main course, dessert",
                "soup, salad, main course, dessert",
                "In this order: {spoken}.",
                "{spoken}.",
            ),
            ask(
                "dietary",
                "dietary needs",
                "set_f1",
                "text",
                "vegan, nut allergy, gluten free",
                "vegan, nut allergy and gluten free",
                "{spoken}.",
                "Um, {spoken}.",
                threshold=0.6,
            ),
            ask(
                "music_hours",
                "hours for the band",
                "interval",
                "text",
                "20:00-23:00",
                "from eight p.m. to eleven p.m.",
                "Honestly, after all that haggling with the band, they play {spoken}.",
                "The band quoted us for the evening, so {spoken}.",
                threshold=0.5,
            ),
            looked_up(
                "deposit_percent",
                "deposit percent",
                "numeric",
                "deposit due on reception packages",
                r"A deposit of (\d+) percent is due",
            ),
            ask(
                "planner_phone",
                "best phone number for you",
                "phone",
                "digits",
                "6305550114",
                "six three zero, five five five, zero one one four",
            ),
        ],
        records=(
            {
                "id": "REC-6153",
                "kind": "booking",
                "booking": "61538",
                "couple": "Ella Novak and James Reid",
                "hall": "Orchard Hall",
                "date": "2026-06-20",
            },
            {
                "id": "REC-6158",
                "kind": "booking",
                "booking": "61583",
                "couple": "Grace Lin and Omar Haddad",
                "hall": "Cedar Room",
                "date": "2026-06-27",
            },
        ),
        kb=(
            {
                "id": "KB-8201",
                "title": "Reception packages",
                "text": "The classic menu is 74 dollars per guest. The garden menu is 68 dollars "
                "per guest. The coastal menu is 82 dollars per guest.",
            },
            {
                "id": "KB-8202",
                "title": "Booking terms",
                "text": "A deposit of 25 percent is due when the reception plan is confirmed.",
            },
        ),
    )


def crop_plan() -> WorkflowSpec:
    """Agriculture: a field's planting plan by crop rotation."""
    return workflow(
        id="workbench_plan_crop_rotation",
        archetype="planning",
        industry="agriculture",
        story="""Hank Sorensen plans next season on one of his fields with the co-op's
        agronomy desk. He is vague and only says whether the field is irrigated after the
        planting date is set. The field's size and soil come from the field record; what
        follows soybeans in the rotation and the seeding rate for that crop on his soil are
        in the agronomy guide. The planting goes in the calendar once the plan is committed.""",
        goal="You are planning what to plant on one of your fields next season.",
        persona="midlands",
        conversation_type="multi_intent",
        risk_tier="low",
        profile="ambiguous",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hi, Hank Sorensen. I need to figure out the plan for one of my fields this year.",
            "Hello, it's Hank Sorensen out at Prairie Wind. Thinking about next season, not "
            "sure yet what goes where.",
        ),
        form=("P-CROP", "Field planting plan"),
        title="Field planting plan",
        record_lookup="field_number",
        facts=(
            fact(
                "caller", "caller", "text", "Hank Sorensen", "Hank Sorensen", reveal="volunteered"
            ),
        ),
        parts=[
            ask(
                "field_number",
                "field number",
                "exact",
                "digits",
                "3807",
                "three eight zero seven",
                "I think it's field {spoken}.",
                "The field number is {spoken}.",
            ),
            on_record("farm", "farm", "casefold", r"farm: ([^;\n]+)"),
            on_record("acres", "field size in acres", "numeric", r"acres: (\d+)"),
            on_record("soil", "soil type", "casefold", r"soil: ([^;\n]+)"),
            ask(
                "last_crop",
                "crop grown there last year",
                "enum",
                "text",
                "soybeans",
                "soybeans",
                "I think it was {spoken}.",
                "Last year it was {spoken}, I'm fairly sure.",
                options=("wheat", "soybeans", "corn", "oats"),
            ),
            looked_up(
                "next_crop",
                "crop to plant next",
                "enum",
                "rotation after soybeans",
                r"After soybeans, rotate to (\w+)\.",
                options=("wheat", "soybeans", "corn", "oats"),
            ),
            looked_up(
                "seeding_rate",
                "seeding rate in thousands per acre",
                "numeric",
                "corn seeding rate on silt loam",
                r"Corn on silt loam is seeded at (\d+) thousand seeds per acre",
            ),
            ask(
                "planting_date",
                "planting date",
                "date",
                "date",
                "2026-04-27",
                "Monday, April twenty-seventh, twenty twenty-six",
                "Probably {spoken}, weather allowing.",
                "Let's say {spoken}.",
            ),
            ask(
                "irrigated",
                "whether the field is irrigated",
                "enum",
                "text",
                "no",
                "no",
                "{spoken}, it's dryland.",
                "{spoken}, we don't water that one.",
                options=YES_NO,
                reveal="on_event",
                event="fact:planting_date",
            ),
            ask(
                "equipment",
                "equipment needed",
                "set_f1",
                "text",
                "planter, sprayer",
                "the planter and the sprayer",
                "Um, {spoken}.",
                "{spoken}.",
                threshold=0.6,
            ),
            ask(
                "fertiliser_budget",
                "fertiliser budget",
                "numeric",
                "amount",
                "14500",
                "fourteen thousand five hundred dollars",
                "Maybe {spoken}.",
                "Around {spoken}.",
                tolerance=100,
            ),
            ask(
                "contact_phone",
                "phone number",
                "phone",
                "digits",
                "4025550163",
                "four zero two, five five five, zero one six three",
            ),
        ],
        records=(
            {
                "id": "REC-3807",
                "kind": "field",
                "field": "3807",
                "farm": "Prairie Wind Farms",
                "acres": "160",
                "soil": "silt loam",
            },
            {
                "id": "REC-3870",
                "kind": "field",
                "field": "3870",
                "farm": "Prairie Wind Farms",
                "acres": "80",
                "soil": "sandy loam",
            },
        ),
        kb=(
            {
                "id": "KB-8301",
                "title": "Crop rotation guide",
                "text": "After corn, rotate to soybeans. After soybeans, rotate to corn. After "
                "wheat, rotate to oats.",
            },
            {
                "id": "KB-8302",
                "title": "Seeding rates",
                "text": "Corn on silt loam is seeded at 34 thousand seeds per acre. Corn on "
                "sandy loam is seeded at 28 thousand seeds per acre.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="schedule",
                arguments={"when": FromUser(fact="planting_date"), "what": "corn planting"},
            ),
        ),
    )


def field_trip() -> WorkflowSpec:
    """Education: a class trip to the aquarium; the adult ratio and ticket price by rule."""
    return workflow(
        id="workbench_plan_class_trip",
        archetype="planning",
        industry="education",
        story="""Lucy Brennan, a primary teacher, plans a class trip to the aquarium with the
        district's trips office. The school's trip insurance is on its record; how many
        pupils each adult may supervise and what the aquarium charges per pupil are in the
        trips handbook. Parents are sent the trip letter only on her approval.""",
        goal="You are planning a class trip and need it approved and organised.",
        persona="calm",
        conversation_type="multi_intent",
        risk_tier="medium",
        profile="cooperative",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        approval=("commit", "notify"),
        opening=(
            "Hi, I'm Lucy Brennan, I teach at Maple Grove Elementary. I'd like to plan a class "
            "trip for my year group.",
            "Hello, Lucy Brennan from Maple Grove Elementary. We want to take the children on "
            "a trip in May.",
        ),
        form=("P-TRIP", "School trip plan"),
        title="Year group trip",
        record_lookup="school_number",
        facts=(
            fact("caller", "caller", "text", "Lucy Brennan", "Lucy Brennan", reveal="volunteered"),
        ),
        parts=[
            ask(
                "school_number",
                "school number",
                "exact",
                "digits",
                "51208",
                "five one two zero eight",
                "Our school number is {spoken}.",
                "It's {spoken}.",
            ),
            on_record("school_name", "school name", "casefold", r"name: ([^;\n]+)"),
            on_record("insurance_policy", "trip insurance policy", "exact", r"policy: (INS-\d+)"),
            ask(
                "trip_date",
                "date of the trip",
                "date",
                "date",
                "2026-05-14",
                "Thursday, May fourteenth, twenty twenty-six",
                "We'd like {spoken}.",
                "{spoken}, please.",
            ),
            ask(
                "destination",
                "destination",
                "enum",
                "text",
                "aquarium",
                "the aquarium",
                "We're going to {spoken}.",
                "{spoken}.",
                options=("science museum", "art gallery", "aquarium"),
            ),
            ask(
                "pupils",
                "number of pupils",
                "numeric",
                "number",
                "52",
                "fifty-two",
                "{spoken} pupils.",
                "We have {spoken} children going.",
            ),
            looked_up(
                "pupils_per_adult",
                "pupils per adult",
                "numeric",
                "adult supervision ratio for primary trips",
                r"Primary school trips need one adult for every (\d+) pupils",
            ),
            ask(
                "adults",
                "number of adults going",
                "numeric",
                "number",
                "7",
                "seven",
                "{spoken} adults, with me.",
                "{spoken} adults.",
            ),
            looked_up(
                "ticket_price",
                "ticket price per pupil",
                "numeric",
                "aquarium school ticket price",
                r"The aquarium charges (\d+) dollars per pupil",
            ),
            ask(
                "day_window",
                "departure and return times",
                "interval",
                "text",
                "09:00-14:30",
                "from nine a.m. to two thirty p.m.",
                "We'd be out {spoken}.",
                "{spoken}.",
                threshold=0.5,
            ),
            ask(
                "medical_needs",
                "medical needs in the group",
                "set_f1",
                "text",
                "asthma, diabetes",
                "asthma and diabetes",
                "Only {spoken}.",
                "{spoken}.",
                threshold=0.6,
            ),
            ask(
                "contact_phone",
                "contact phone",
                "phone",
                "digits",
                "6165550122",
                "six one six, five five five, zero one two two",
            ),
        ],
        records=(
            {
                "id": "REC-5120",
                "kind": "school",
                "number": "51208",
                "name": "Maple Grove Elementary",
                "policy": "INS-22871",
            },
            {
                "id": "REC-5128",
                "kind": "school",
                "number": "51280",
                "name": "Maple Heights Elementary",
                "policy": "INS-22904",
            },
        ),
        kb=(
            {
                "id": "KB-8401",
                "title": "Trips handbook: supervision",
                "text": "Primary school trips need one adult for every 8 pupils. Secondary "
                "trips need one adult for every 15 pupils.",
            },
            {
                "id": "KB-8402",
                "title": "Trips handbook: venues",
                "text": "The aquarium charges 12 dollars per pupil. The science museum charges "
                "9 dollars per pupil. The art gallery is free for schools.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="notify",
                arguments={"recipient": "parents", "message": "aquarium trip letter"},
            ),
        ),
    )


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
        facts=(
            fact("caller", "caller", "text", "Joan Simmons", "Joan Simmons", reveal="volunteered"),
        ),
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
                "daily care visits at home after hip surgery",
                r"after a hip replacement get (\d+) care visits a day",
            ),
            looked_up(
                "clinic",
                "follow-up clinic",
                "enum",
                "follow-up clinic for hip patients",
                r"Hip patients are followed up at the ([A-Z][a-z]+) clinic",
                options=("Fracture", "Joint", "Physio"),
            ),
            ask(
                "equipment",
                "equipment needed at home",
                "set_f1",
                "text",
                "walking frame, raised toilet seat",
                "a walking frame and a raised toilet seat",
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
        kb=(
            {
                "id": "KB-8501",
                "title": "Discharge pathway: care at home",
                "text": "Patients going home after a hip replacement get 2 care visits a day "
                "for the first two weeks.",
            },
            {
                "id": "KB-8502",
                "title": "Discharge pathway: clinics",
                "text": "Hip patients are followed up at the Joint clinic. Fracture patients "
                "are followed up at the Fracture clinic.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="schedule",
                arguments={"when": FromUser(fact="clinic_date"), "what": "hip follow-up clinic"},
            ),
        ),
    )


def warehouse_move() -> WorkflowSpec:
    """Logistics: relocating a warehouse; the move date changes after approval."""
    return workflow(
        id="workbench_plan_warehouse_move",
        archetype="planning",
        industry="logistics",
        story="""Victor Chen, an operations director, plans the move of his company's
        warehouse with the relocation contractor. Both addresses are on the contract; how
        many trucks a move of his size takes and which insurance cover it needs are in the
        contractor's planning tables. He approves the plan and withdraws the approval: the
        move must be a week later. Customers are told once the plan is committed.""",
        goal="You are planning the relocation of your company's warehouse.",
        persona="received",
        conversation_type="mid_call_correction",
        risk_tier="high",
        profile="expert",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Victor Chen, operations at Northgate Supplies. I want to lock in the plan for our "
            "warehouse move.",
            "Hello, Victor Chen from Northgate Supplies. Let's finalise the warehouse "
            "relocation plan.",
        ),
        form=("P-MOVE", "Warehouse relocation plan"),
        title="Northgate warehouse move",
        record_lookup="contract_number",
        facts=(
            fact("caller", "caller", "text", "Victor Chen", "Victor Chen", reveal="volunteered"),
        ),
        parts=[
            ask(
                "contract_number",
                "contract number",
                "exact",
                "digits",
                "83152",
                "eight three one five two",
                "Contract {spoken}.",
                "{spoken}.",
            ),
            on_record("company", "company", "casefold", r"company: ([^;\n]+)"),
            on_record("from_address", "current warehouse address", "address", r"origin: ([^;\n]+)"),
            on_record("to_address", "new warehouse address", "address", r"destination: ([^;\n]+)"),
            ask(
                "move_date",
                "move date",
                "date",
                "date",
                "2026-07-11",
                "Saturday, July eleventh, twenty twenty-six",
                "{spoken}.",
                "We move {spoken}.",
                fix=correction(
                    "2026-07-18",
                    "Saturday, July eighteenth, twenty twenty-six",
                    "Hold on, don't commit. The move date should be {spoken}, the leases overlap.",
                    "Wait, I take that back. Make the move date {spoken}.",
                    mode="with_revocation",
                ),
            ),
            ask(
                "pallets",
                "pallet positions to move",
                "numeric",
                "number",
                "720",
                "seven hundred and twenty",
                "{spoken} pallet positions.",
                "{spoken}.",
            ),
            looked_up(
                "trucks",
                "trucks needed",
                "numeric",
                "trucks for a move of seven hundred pallets",
                r"Moves of 500 to 1000 pallets need (\d+) trucks",
            ),
            looked_up(
                "insurance_cover",
                "insurance cover",
                "enum",
                "insurance for moves over five hundred pallets",
                r"Moves over 500 pallets need (transit plus) cover",
                options=("standard transit", "transit plus", "none"),
            ),
            ask(
                "sequence",
                "order of the move",
                "ordered_list",
                "text",
                "racking, dry goods, chilled goods, office",
                "racking, dry goods, chilled goods, office",
                "In this order: {spoken}.",
                "{spoken}.",
            ),
            ask(
                "downtime_days",
                "days of downtime allowed",
                "numeric",
                "number",
                "2",
                "two",
                "{spoken} days at most.",
                "{spoken} days.",
            ),
            ask(
                "contact_phone",
                "contact phone",
                "phone",
                "digits",
                "8475550139",
                "eight four seven, five five five, zero one three nine",
            ),
        ],
        records=(
            {
                "id": "REC-8315",
                "kind": "contract",
                "contract": "83152",
                "company": "Northgate Supplies",
                "origin": "400 Industrial Drive, Elk Grove Village, IL 60007",
                "destination": "2250 Touhy Avenue, Des Plaines, IL 60018",
            },
        ),
        kb=(
            {
                "id": "KB-8601",
                "title": "Planning tables: fleet",
                "text": "Moves of up to 500 pallets need 14 trucks. Moves of 500 to 1000 "
                "pallets need 28 trucks.",
            },
            {
                "id": "KB-8602",
                "title": "Planning tables: insurance",
                "text": "Moves over 500 pallets need transit plus cover. Smaller moves need "
                "standard transit cover.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="notify",
                arguments={"recipient": "customers", "message": "warehouse relocation dates"},
            ),
        ),
    )


def server_migration() -> WorkflowSpec:
    """IT: a server migration plan with a maintenance window; two values corrected."""
    return workflow(
        id="workbench_plan_server_migration",
        archetype="planning",
        industry="information technology",
        story="""Nora Blake, IT manager of an insurance broker, plans the migration of the
        office servers to the cloud with the provider's migration desk. The company and its
        current hosting come from the customer record; the rollback limit and the freeze
        rules are in the migration runbook. She corrects the server count and then the
        migration date when they are read back. The migration is booked only on her
        approval.""",
        goal="You are planning the move of your office servers to the cloud.",
        persona="scottish",
        conversation_type="mid_call_correction",
        risk_tier="high",
        profile="correction_prone",
        knowledge_burden=("local_state", "retrieval"),
        approval=("commit", "schedule"),
        opening=(
            "Hi, Nora Blake, IT manager at Calder Insurance Brokers. We need to plan our "
            "server migration.",
            "Hello, it's Nora Blake from Calder Insurance. I want to set up the plan for "
            "moving our servers.",
        ),
        form=("P-MIGRATE", "Migration plan"),
        title="Calder server migration",
        record_lookup="customer_number",
        facts=(fact("caller", "caller", "text", "Nora Blake", "Nora Blake", reveal="volunteered"),),
        parts=[
            ask(
                "customer_number",
                "customer number",
                "exact",
                "digits",
                "260915",
                "two six zero nine one five",
                "Our customer number is {spoken}.",
                "It's {spoken}.",
            ),
            on_record("company", "company", "casefold", r"company: ([^;\n]+)"),
            on_record("current_host", "current hosting", "casefold", r"hosting: ([^;\n]+)"),
            ask(
                "target_region",
                "target region",
                "enum",
                "text",
                "us east",
                "US East",
                "{spoken}, please.",
                "Um, {spoken}.",
                options=("us east", "us west", "europe west"),
            ),
            ask(
                "servers",
                "number of servers",
                "numeric",
                "number",
                "14",
                "fourteen",
                "{spoken} servers.",
                "Um, {spoken}.",
                fix=correction(
                    "16",
                    "sixteen",
                    "Sorry, the number of servers is {spoken}, I forgot the backups.",
                    "Actually the servers should be {spoken}.",
                ),
            ),
            ask(
                "migration_date",
                "migration date",
                "date",
                "date",
                "2026-03-28",
                "Saturday, March twenty-eighth, twenty twenty-six",
                "{spoken}.",
                "We'd like {spoken}.",
                fix=correction(
                    "2026-04-04",
                    "Saturday, April fourth, twenty twenty-six",
                    "Sorry, the migration date should be {spoken}, that's after quarter end.",
                    "Wait, make the migration date {spoken} instead.",
                ),
            ),
            ask(
                "window",
                "maintenance window",
                "interval",
                "text",
                "01:00-05:00",
                "from one a.m. to five a.m.",
                "The window is {spoken}.",
                "{spoken}.",
                threshold=0.5,
            ),
            ask(
                "order",
                "migration order",
                "ordered_list",
                "text",
                "database, file server, web servers",
                "database, file server, web servers",
                "In this order: {spoken}.",
                "{spoken}.",
            ),
            looked_up(
                "rollback_hours",
                "rollback limit in hours",
                "numeric",
                "rollback limit during a migration",
                r"must be able to roll back within (\d+) hours",
            ),
            looked_up(
                "freeze_rule",
                "change freeze",
                "enum",
                "change freeze at quarter end",
                r"The last week of a quarter is (a full freeze)",
                options=("no freeze", "a full freeze", "emergency changes only"),
            ),
            ask(
                "contact_phone",
                "contact phone",
                "phone",
                "digits",
                "2065550172",
                "two zero six, five five five, zero one seven two",
            ),
        ],
        records=(
            {
                "id": "REC-2609",
                "kind": "customer",
                "number": "260915",
                "company": "Calder Insurance Brokers",
                "hosting": "on-premises server room",
            },
            {
                "id": "REC-2690",
                "kind": "customer",
                "number": "269015",
                "company": "Calder Freight",
                "hosting": "colocation in Tacoma",
            },
        ),
        kb=(
            {
                "id": "KB-8701",
                "title": "Migration runbook",
                "text": "Every migration must be able to roll back within 2 hours of the "
                "cutover. Databases move first.",
            },
            {
                "id": "KB-8702",
                "title": "Change calendar",
                "text": "The last week of a quarter is a full freeze. Public holidays allow "
                "emergency changes only.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="schedule",
                arguments={"when": FromUser(fact="migration_date"), "what": "cloud cutover"},
            ),
        ),
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
        opening=(
            "Hi, Daniel Ortiz here, litigation. I've got a trial coming up and I need to get "
            "the prep plan together, I think.",
            "Hey, it's Daniel Ortiz. We have a trial in the fall and I'm trying to figure out "
            "the preparation.",
        ),
        form=("P-TRIAL", "Trial preparation plan"),
        title="Trial preparation",
        record_lookup="matter_number",
        facts=(
            fact("caller", "caller", "text", "Daniel Ortiz", "Daniel Ortiz", reveal="volunteered"),
        ),
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
        kb=(
            {
                "id": "KB-8801",
                "title": "Trial manual: deadlines",
                "text": "Exhibit lists are due 21 days before trial. Witness lists are due "
                "30 days before trial.",
            },
            {
                "id": "KB-8802",
                "title": "Trial manual: rooms",
                "text": "Trials longer than five days are given the Boardroom as a war room. "
                "Shorter trials use the Library.",
            },
        ),
    )


def street_festival() -> WorkflowSpec:
    """Government services: a neighbourhood street festival permit plan."""
    return workflow(
        id="workbench_plan_street_festival",
        archetype="planning",
        industry="government services",
        story="""Marisol Vega, who chairs a neighbourhood association, plans a street festival
        with the city's special events office. The association and its liability insurance
        are on file; which permit an event of her size needs and what it costs are in the
        city's event rules. The festival day goes in the events calendar only on her
        approval.""",
        goal="You are planning your neighbourhood's street festival with the city.",
        persona="caribbean",
        conversation_type="multi_intent",
        risk_tier="medium",
        profile="cooperative",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        approval=("commit", "schedule"),
        opening=(
            "Hi, I'm Marisol Vega from the Eastside Neighbours Association. We'd like to hold "
            "a street festival this summer.",
            "Hello, Marisol Vega here, Eastside Neighbours. I'm calling to plan our summer "
            "street festival.",
        ),
        form=("P-EVENT", "Special event plan"),
        title="Eastside street festival",
        record_lookup="organisation_number",
        facts=(
            fact("caller", "caller", "text", "Marisol Vega", "Marisol Vega", reveal="volunteered"),
        ),
        parts=[
            ask(
                "organisation_number",
                "organisation number",
                "exact",
                "digits",
                "11842",
                "one one eight four two",
                "Our organisation number is {spoken}.",
                "It's {spoken}.",
            ),
            on_record("organisation", "organisation", "casefold", r"name: ([^;\n]+)"),
            on_record(
                "insurance_expiry",
                "liability insurance expiry",
                "date",
                r"insurance expires: (\d{4}-\d{2}-\d{2})",
            ),
            ask(
                "event_date",
                "date of the festival",
                "date",
                "date",
                "2026-08-22",
                "Saturday, August twenty-second, twenty twenty-six",
                "We'd like {spoken}.",
                "{spoken}.",
            ),
            ask(
                "street",
                "street to close",
                "casefold",
                "text",
                "Maple Street",
                "Maple Street",
                "It's {spoken}.",
                "{spoken}.",
            ),
            ask(
                "hours",
                "festival hours",
                "interval",
                "text",
                "10:00-18:00",
                "from ten a.m. to six p.m.",
                "We'd run {spoken}.",
                "{spoken}.",
                threshold=0.5,
            ),
            ask(
                "attendance",
                "expected attendance",
                "numeric",
                "number",
                "1500",
                "fifteen hundred",
                "About {spoken} people.",
                "We expect {spoken}.",
                tolerance=100,
            ),
            looked_up(
                "permit_type",
                "permit type",
                "enum",
                "permit for an event with over a thousand people",
                r"more than 1000 people need a ([a-z ]+?permit)",
                options=("block party permit", "minor event permit", "major event permit"),
            ),
            looked_up(
                "permit_fee",
                "permit fee",
                "numeric",
                "major event permit fee",
                r"A major event permit costs (\d+) dollars",
            ),
            ask(
                "stalls",
                "number of stalls",
                "numeric",
                "number",
                "24",
                "twenty-four",
                "{spoken} stalls.",
                "We'll have {spoken}.",
            ),
            ask(
                "amenities",
                "amenities needed from the city",
                "set_f1",
                "text",
                "toilets, barriers, bins",
                "toilets, barriers and bins",
                "{spoken}.",
                "We need {spoken}.",
                threshold=0.6,
            ),
            ask(
                "contact_phone",
                "contact phone",
                "phone",
                "digits",
                "2155550135",
                "two one five, five five five, zero one three five",
            ),
        ],
        records=(
            {
                "id": "REC-1184",
                "kind": "organisation",
                "number": "11842",
                "name": "Eastside Neighbours Association",
                "insurance expires": "2026-11-30",
            },
            {
                "id": "REC-1148",
                "kind": "organisation",
                "number": "11482",
                "name": "Eastside Business Council",
                "insurance expires": "2026-05-31",
            },
        ),
        kb=(
            {
                "id": "KB-8901",
                "title": "Event rules: permits",
                "text": "Street events expecting more than 1000 people need a major event "
                "permit. Smaller street events need a minor event permit.",
            },
            {
                "id": "KB-8902",
                "title": "Event rules: fees",
                "text": "A major event permit costs 450 dollars. A minor event permit costs "
                "120 dollars.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="schedule",
                arguments={"when": FromUser(fact="event_date"), "what": "street festival day"},
            ),
        ),
    )


def line_changeover() -> WorkflowSpec:
    """Manufacturing: planning a bottling line's product changeover."""
    return workflow(
        id="workbench_plan_line_changeover",
        archetype="planning",
        industry="manufacturing",
        story="""Kofi Mensah, a production planner at a drinks plant, plans a changeover from
        juice to oat drink on a filling line while the factory floor keeps calling him away.
        The product and line come from the production order; how long the cleaning takes and
        who signs off an allergen changeover are in the plant's changeover standards. The
        quality team is told once the plan is committed.""",
        goal="You are planning a product changeover on one of the filling lines.",
        persona="hurried",
        conversation_type="guided_procedure",
        risk_tier="medium",
        profile="distracted",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hi, Kofi Mensah, planning. I need to set up a changeover on one of the filling lines.",
            "Hello, it's Kofi Mensah from production planning. We're switching a line over to "
            "oat drink.",
        ),
        form=("P-CHANGEOVER", "Line changeover plan"),
        title="Filling line changeover",
        record_lookup="order_number",
        facts=(
            fact("caller", "caller", "text", "Kofi Mensah", "Kofi Mensah", reveal="volunteered"),
        ),
        parts=[
            ask(
                "order_number",
                "production order number",
                "exact",
                "digits",
                "905117",
                "nine zero five one one seven",
                "Hang on, someone's at the door. Right, it's {spoken}.",
                "{spoken}.",
            ),
            on_record("product", "product", "casefold", r"product: ([^;\n]+)"),
            on_record("line", "filling line", "casefold", r"line: ([^;\n]+)"),
            ask(
                "changeover_date",
                "changeover date",
                "date",
                "date",
                "2026-03-09",
                "Monday, March ninth, twenty twenty-six",
                "Just a moment, the radio's going. {spoken}.",
                "{spoken}.",
            ),
            ask(
                "shift",
                "shift",
                "enum",
                "text",
                "night",
                "the night shift",
                "Uh, {spoken}.",
                "On {spoken}.",
                options=("day", "evening", "night"),
            ),
            looked_up(
                "cleaning_hours",
                "cleaning time in hours",
                "numeric",
                "cleaning time from juice to oat drink",
                r"From juice to oat drink needs (\d+) hours of cleaning",
            ),
            looked_up(
                "signoff",
                "sign-off by",
                "enum",
                "who signs off an allergen changeover",
                r"Allergen changeovers are signed off by the ([a-z ]+?)\.",
                options=("shift supervisor", "quality manager", "plant manager"),
            ),
            ask(
                "units",
                "units to fill",
                "numeric",
                "number",
                "24000",
                "twenty-four thousand",
                "Hang on. Okay, {spoken} units.",
                "{spoken}.",
                tolerance=100,
            ),
            ask(
                "steps",
                "order of the changeover steps",
                "ordered_list",
                "text",
                "drain, rinse, flush, test",
                "drain, rinse, flush, test",
                "In this order: {spoken}.",
                "{spoken}.",
            ),
            ask(
                "crew",
                "crew for the changeover",
                "numeric",
                "number",
                "5",
                "five",
                "{spoken} people.",
                "Uh, {spoken} of us.",
            ),
            ask(
                "contact_phone",
                "your extension or phone",
                "phone",
                "digits",
                "4145550193",
                "four one four, five five five, zero one nine three",
            ),
        ],
        records=(
            {
                "id": "REC-9051",
                "kind": "order",
                "order": "905117",
                "product": "Oat Drink 1 litre",
                "line": "Line 4",
            },
            {
                "id": "REC-9015",
                "kind": "order",
                "order": "901517",
                "product": "Apple Juice 1 litre",
                "line": "Line 2",
            },
        ),
        kb=(
            {
                "id": "KB-8111",
                "title": "Changeover standards: cleaning",
                "text": "From juice to oat drink needs 6 hours of cleaning. Between two juices "
                "needs 1 hour of cleaning.",
            },
            {
                "id": "KB-8112",
                "title": "Changeover standards: approvals",
                "text": "Allergen changeovers are signed off by the quality manager. Other "
                "changeovers are signed off by the shift supervisor.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="notify",
                arguments={"recipient": "quality team", "message": "oat drink changeover plan"},
            ),
        ),
    )


def podcast_season() -> WorkflowSpec:
    """Media: a podcast season plan with release cadence and ad slots by episode length."""
    return workflow(
        id="workbench_plan_podcast_season",
        archetype="planning",
        industry="media",
        story="""Dana Whitmore, who hosts a food podcast, plans its next season with the
        network's production desk, explaining her ideas at length. The show and its network
        come from the show record; how many ad slots an episode of her length carries is in
        the network's ad policy. The production order she gives must be kept. The season
        launch goes in the calendar once the plan is committed.""",
        goal="You are planning the next season of your podcast with the network.",
        persona="bright",
        conversation_type="multi_intent",
        risk_tier="low",
        profile="verbose",
        knowledge_burden=("local_state", "retrieval"),
        opening=(
            "Hi! Dana Whitmore here, I host The Long Table. We're so excited about next "
            "season and I'd love to get the whole plan down with you today.",
            "Hello, it's Dana Whitmore from The Long Table podcast. I've been sketching ideas "
            "for next season for weeks and I think we're finally ready to plan it.",
        ),
        form=("P-SEASON", "Podcast season plan"),
        title="The Long Table, next season",
        record_lookup="show_number",
        facts=(
            fact(
                "caller", "caller", "text", "Dana Whitmore", "Dana Whitmore", reveal="volunteered"
            ),
        ),
        parts=[
            ask(
                "show_number",
                "show number",
                "exact",
                "digits",
                "3316",
                "three three one six",
                "Oh, the show number, it's {spoken}, I always have to look that one up.",
                "It's {spoken}.",
            ),
            on_record("show_title", "show title", "casefold", r"title: ([^;\n]+)"),
            on_record("network", "network", "casefold", r"network: ([^;\n]+)"),
            ask(
                "season_start",
                "season start date",
                "date",
                "date",
                "2026-09-07",
                "Monday, September seventh, twenty twenty-six",
                "We'd love to launch {spoken}, right after the summer break.",
                "{spoken}, that gives us the whole summer to record.",
            ),
            ask(
                "episodes",
                "number of episodes",
                "numeric",
                "number",
                "10",
                "ten",
                "We're thinking {spoken} episodes, which feels like the right size for us.",
                "{spoken} episodes, we tried more last time and it was too much.",
            ),
            ask(
                "release_day",
                "release day",
                "enum",
                "text",
                "Tuesday",
                "Tuesday",
                "Every {spoken}, our listeners love a {spoken} episode with their commute.",
                "{spoken}, please, that's when our numbers are best.",
                options=("Monday", "Tuesday", "Wednesday", "Thursday", "Friday"),
            ),
            ask(
                "length_minutes",
                "episode length in minutes",
                "numeric",
                "number",
                "45",
                "forty-five",
                "About {spoken} minutes, long enough for a proper conversation.",
                "Around {spoken} minutes each.",
                tolerance=2,
            ),
            looked_up(
                "ad_slots",
                "ad slots per episode",
                "numeric",
                "ad slots for episodes over forty minutes",
                r"Episodes over 40 minutes carry (\d+) ad slots",
            ),
            ask(
                "production",
                "order of production",
                "ordered_list",
                "text",
                "research, recording, editing, mastering",
                "research, recording, editing, mastering",
                "In this order: {spoken}.",
                "{spoken}.",
            ),
            ask(
                "guests",
                "kinds of guests",
                "set_f1",
                "text",
                "chefs, farmers, food writers",
                "chefs, farmers and food writers",
                "{spoken}.",
                "Um, {spoken}.",
                threshold=0.6,
            ),
            ask(
                "episode_budget",
                "budget per episode",
                "numeric",
                "amount",
                "1800",
                "eighteen hundred dollars",
                "We've set aside {spoken} an episode, which covers the studio and the editor.",
                "{spoken} each, if the network agrees.",
                tolerance=50,
            ),
            ask(
                "contact_phone",
                "contact phone",
                "phone",
                "digits",
                "3235550159",
                "three two three, five five five, zero one five nine",
            ),
        ],
        records=(
            {
                "id": "REC-3316",
                "kind": "show",
                "number": "3316",
                "title": "The Long Table",
                "network": "Harvest Audio",
            },
            {
                "id": "REC-3361",
                "kind": "show",
                "number": "3361",
                "title": "The Long Game",
                "network": "Harvest Audio",
            },
        ),
        kb=(
            {
                "id": "KB-8121",
                "title": "Ad policy",
                "text": "Episodes over 40 minutes carry 3 ad slots. Shorter episodes carry 2 "
                "ad slots.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="schedule",
                arguments={"when": FromUser(fact="season_start"), "what": "season launch"},
            ),
        ),
    )


WORKFLOWS = (
    site_mobilisation,
    wedding_reception,
    crop_plan,
    field_trip,
    discharge_plan,
    warehouse_move,
    server_migration,
    trial_preparation,
    street_festival,
    line_changeover,
    podcast_season,
)
"""The builders of this module, in order."""
