"""Consulting workflows: the user describes a need and the deliverable is a recommendation.

Each story ends in one recommendation record: the user's situation as they state it, and the
product, plan or size that the provider's own rules (the knowledge base) give for it.
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


def clinic_booking_system() -> WorkflowSpec:
    """Consulting in healthcare: which appointment system plan a family practice needs."""
    return workflow(
        id="workbench_consult_clinic_booking_system",
        archetype="consulting",
        industry="healthcare",
        story="""Dr. Amira Haddad runs a family practice and asks which online booking system
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
            "Hello, this is Amira Haddad, I run a family practice. We want patients to book "
            "appointments online and I'd like advice on what to get.",
            "Hi, Amira Haddad from a family practice here. Could you help me choose an online "
            "booking system?",
        ),
        form=("T-CLINIC", "Booking system recommendation"),
        title="Online booking for Westgate Family Practice",
        facts=(
            fact("doctor", "doctor", "text", "Amira Haddad", "Amira Haddad", reveal="volunteered"),
        ),
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
                "plan for a practice with six to fifteen clinicians",
                r"six to fifteen clinicians take the (\w+) plan",
                options=("Solo", "Practice", "Network"),
            ),
            looked_up(
                "price_per_clinician",
                "price per clinician per month",
                "numeric",
                "monthly price of the Practice plan",
                r"Practice plan is (\d+) dollars per clinician",
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
                options=("yes", "no"),
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
        ],
        kb=(
            {
                "id": "KB-401",
                "title": "Plan guide",
                "text": "Practices with one to five clinicians take the Solo plan. Practices "
                "with six to fifteen clinicians take the Practice plan. Larger groups take "
                "the Network plan.",
            },
            {
                "id": "KB-402",
                "title": "Price list",
                "text": "The Solo plan is 39 dollars per clinician a month. The Practice plan "
                "is 29 dollars per clinician a month.",
            },
            {
                "id": "KB-403",
                "title": "Add-ons",
                "text": "Text message reminders need the Messaging add-on. Card payments need "
                "the Payments add-on.",
            },
        ),
    )


def rooftop_solar() -> WorkflowSpec:
    """Consulting in utilities: a rooftop solar system sized from the bill, a survey booked."""
    return workflow(
        id="workbench_consult_rooftop_solar",
        archetype="consulting",
        industry="utilities",
        story="""Paul Okonkwo is an electrical engineer who wants rooftop solar on his house
        and knows his numbers. His utility account gives the address and the tariff; the
        system size for his yearly use and the price per kilowatt are in the installer's
        sizing guide. He volunteers his yearly use. The proposal is committed on his approval
        and a site survey goes in the calendar.""",
        goal="You want a rooftop solar system sized for your house and a survey booked.",
        persona="deliberate",
        conversation_type="single_intent",
        risk_tier="medium",
        profile="expert",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hi, Paul Okonkwo. I want a rooftop solar proposal. We use about nine thousand "
            "kilowatt hours a year, south facing roof.",
            "Hello, Paul Okonkwo here. I'm after a solar proposal: nine thousand kilowatt hours "
            "a year, and the roof faces south.",
        ),
        form=("T-SOLAR", "Solar proposal"),
        title="Okonkwo rooftop solar",
        record_lookup="utility_account",
        facts=(
            fact("owner", "owner", "text", "Paul Okonkwo", "Paul Okonkwo", reveal="volunteered"),
        ),
        parts=[
            ask(
                "utility_account",
                "utility account number",
                "exact",
                "digits",
                "11408273",
                "one one four zero, eight two seven three",
            ),
            on_record("address", "installation address", "address", r"address: ([^;\n]+)"),
            on_record("tariff", "current tariff", "casefold", r"tariff: ([^;\n]+)"),
            ask(
                "annual_kwh",
                "yearly use in kilowatt hours",
                "numeric",
                "number",
                "9000",
                "nine thousand",
                "{spoken}.",
                "About {spoken} kilowatt hours.",
                reveal="volunteered",
                tolerance=100,
            ),
            ask(
                "roof_facing",
                "roof direction",
                "enum",
                "text",
                "south",
                "south",
                "{spoken}.",
                "Due {spoken}.",
                reveal="volunteered",
                options=("south", "east", "west", "north"),
            ),
            looked_up(
                "system_kw",
                "system size in kilowatts",
                "numeric",
                "system size for 8000 to 10000 kilowatt hours",
                r"8000 to 10000 kilowatt hours a year need a (\d+\.?\d*) kilowatt system",
                tolerance=0.1,
            ),
            looked_up(
                "price_per_kw",
                "installed price per kilowatt",
                "numeric",
                "installed cost for each kilowatt",
                r"installed price is (\d+) dollars per kilowatt",
            ),
            ask(
                "battery",
                "home battery",
                "enum",
                "text",
                "no",
                "no",
                "{spoken}, not for now.",
                "{spoken}, panels only.",
                options=("yes", "no"),
            ),
            ask(
                "roof_age_years",
                "roof age in years",
                "numeric",
                "number",
                "8",
                "eight years",
                "It's {spoken} old.",
                "{spoken}.",
            ),
            ask(
                "survey_date",
                "site survey date",
                "date",
                "date",
                "2026-04-14",
                "April fourteenth, twenty twenty-six",
                "{spoken}.",
                "I'm home {spoken}.",
            ),
            ask(
                "owner_phone",
                "owner phone",
                "phone",
                "digits",
                "3035550174",
                "three zero three, five five five, zero one seven four",
            ),
        ],
        records=(
            {
                "id": "REC-1140",
                "kind": "utility customer",
                "account": "11408273",
                "address": "1450 Juniper Court, Boulder, CO 80304",
                "tariff": "Residential time of use",
            },
        ),
        kb=(
            {
                "id": "KB-411",
                "title": "Sizing guide",
                "text": "Homes using 8000 to 10000 kilowatt hours a year need a 6.5 kilowatt "
                "system on a south roof. Homes using less need 4 kilowatts.",
            },
            {
                "id": "KB-412",
                "title": "Pricing",
                "text": "The installed price is 2900 dollars per kilowatt before incentives.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="schedule",
                arguments={"when": FromUser(fact="survey_date"), "what": "solar site survey"},
            ),
        ),
    )


def warehouse_racking() -> WorkflowSpec:
    """Consulting in logistics: a pallet racking layout, pallet positions corrected."""
    return workflow(
        id="workbench_consult_warehouse_racking",
        archetype="consulting",
        industry="logistics",
        story="""Rosa Delgado manages a distribution warehouse and asks what racking to put in.
        Her site record gives the building and its clear height; the rack type for her mix of
        products and the aisle width its forklifts need are in the racking guide. When the
        agent reads the pallet positions back she cuts in: it is eighteen hundred, not fifteen
        hundred. The layout recommendation is committed on her approval.""",
        goal="You want advice on pallet racking for your warehouse.",
        persona="new_yorker",
        conversation_type="mid_call_correction",
        risk_tier="medium",
        profile="correction_prone",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hi, Rosa Delgado, I run the warehouse for Tri-County Distribution. We're "
            "re-racking and I need a recommendation.",
            "Hello, it's Rosa Delgado at Tri-County Distribution. I want advice on new pallet "
            "racking.",
        ),
        form=("T-RACK", "Racking recommendation"),
        title="Tri-County warehouse racking",
        record_lookup="site_number",
        facts=(
            fact(
                "manager", "manager", "text", "Rosa Delgado", "Rosa Delgado", reveal="volunteered"
            ),
        ),
        parts=[
            ask(
                "site_number",
                "site number",
                "exact",
                "digits",
                "7214",
                "seven two one four",
            ),
            on_record("building", "building", "casefold", r"building: ([^;\n]+)"),
            on_record("clear_height", "clear height in feet", "numeric", r"height: (\d+) feet"),
            ask(
                "pallet_positions",
                "pallet positions",
                "numeric",
                "number",
                "1500",
                "1500",
                "{spoken} positions.",
                "We need {spoken}.",
                tolerance=10,
                fix=correction(
                    "1800",
                    "1800",
                    "Sorry, the pallet positions should be {spoken}.",
                    "Wait, that's wrong, the pallet positions are {spoken}.",
                ),
            ),
            ask(
                "skus",
                "number of products",
                "numeric",
                "number",
                "40",
                "forty",
                "About {spoken} products.",
                "{spoken}.",
            ),
            looked_up(
                "rack_type",
                "rack type",
                "enum",
                "rack for few products in deep lanes",
                r"fewer than 50 products suit (\w+\-\w+) racking",
                options=("selective", "drive-in", "push-back"),
            ),
            looked_up(
                "aisle_feet",
                "aisle width in feet",
                "numeric",
                "aisle for a counterbalance forklift",
                r"Counterbalance forklifts need aisles of (\d+) feet",
            ),
            ask(
                "forklift",
                "forklift type",
                "enum",
                "text",
                "counterbalance",
                "counterbalance",
                "{spoken} trucks.",
                "We run {spoken} forklifts.",
                options=("counterbalance", "reach truck", "very narrow aisle"),
            ),
            ask(
                "pallet_weight",
                "heaviest pallet in pounds",
                "numeric",
                "number",
                "2200",
                "2200",
                "Up to {spoken} pounds.",
                "{spoken}.",
                tolerance=50,
            ),
            ask(
                "install_by",
                "installation deadline",
                "date",
                "date",
                "2026-08-31",
                "August thirty-first, twenty twenty-six",
                "By {spoken}.",
                "{spoken} at the latest.",
            ),
            ask(
                "manager_phone",
                "manager phone",
                "phone",
                "digits",
                "9735550182",
                "nine seven three, five five five, zero one eight two",
            ),
        ],
        records=(
            {
                "id": "REC-7214",
                "kind": "site",
                "site": "7214",
                "building": "Newark Cross Dock",
                "height": "32 feet",
            },
        ),
        kb=(
            {
                "id": "KB-421",
                "title": "Racking guide: types",
                "text": "Sites with fewer than 50 products suit drive-in racking. Sites with "
                "many products suit selective racking.",
            },
            {
                "id": "KB-422",
                "title": "Racking guide: aisles",
                "text": "Counterbalance forklifts need aisles of 12 feet. Reach trucks need 9 "
                "feet.",
            },
        ),
    )


def cafe_business_insurance() -> WorkflowSpec:
    """Consulting in insurance: the cover a new cafe needs, the seating only when asked twice."""
    return workflow(
        id="workbench_consult_cafe_insurance",
        archetype="consulting",
        industry="insurance",
        story="""Tom Becker is opening a cafe and does not know what insurance he needs. The
        liability limit for a venue of his size and the covers a food business must hold are in
        the underwriting guide; the premium band is on the rate table. He is unsure and vague:
        he gives the number of staff only once the opening date is settled. The recommendation
        is committed on his approval.""",
        goal="You are opening a cafe and want to know what insurance you need.",
        persona="midlands",
        conversation_type="single_intent",
        risk_tier="medium",
        profile="ambiguous",
        knowledge_burden=("supplied_evidence", "retrieval", "multi_source"),
        opening=(
            "Hi, Tom Becker. I'm opening a little cafe and, um, I think I need insurance but "
            "I haven't a clue what kind.",
            "Hello, it's Tom Becker. I'm about to open a cafe and I'm a bit lost on the "
            "insurance side.",
        ),
        form=("T-COVER", "Business cover recommendation"),
        title="Insurance for Becker's Corner Cafe",
        facts=(fact("owner", "owner", "text", "Tom Becker", "Tom Becker", reveal="volunteered"),),
        parts=[
            ask(
                "business_name",
                "business name",
                "casefold",
                "text",
                "Corner Cup Cafe",
                "Corner Cup Cafe",
                "{spoken}.",
                "It's {spoken}.",
            ),
            ask(
                "opening_date",
                "opening date",
                "date",
                "date",
                "2026-05-16",
                "May sixteenth, twenty twenty-six",
                "Hopefully {spoken}.",
                "We open {spoken}.",
            ),
            ask(
                "staff",
                "number of staff",
                "numeric",
                "number",
                "4",
                "four",
                "{spoken} staff, counting me.",
                "Probably {spoken}.",
                reveal="on_event",
                event="fact:opening_date",
            ),
            ask(
                "seats",
                "number of seats",
                "numeric",
                "number",
                "30",
                "thirty",
                "Maybe {spoken} seats.",
                "Around {spoken}.",
            ),
            looked_up(
                "liability_limit",
                "liability limit in dollars",
                "numeric",
                "liability limit for venues under 50 seats",
                r"under 50 seats need public liability of (\d+) dollars",
            ),
            looked_up(
                "covers",
                "covers required",
                "set_exact",
                "food business required covers",
                r"A food business must hold ([a-z ,]+)\.",
            ),
            looked_up(
                "premium_band",
                "premium band",
                "enum",
                "premium band cafe with up to 5 staff",
                r"with up to 5 staff are in band (\w)",
                options=("A", "B", "C"),
            ),
            ask(
                "alcohol",
                "alcohol served",
                "enum",
                "text",
                "no",
                "no",
                "{spoken}, just coffee and cake.",
                "I don't think so, {spoken}.",
                options=("yes", "no"),
            ),
            ask(
                "tenure",
                "premises",
                "enum",
                "text",
                "leased",
                "leased",
                "It's {spoken}.",
                "We've {spoken} it.",
                options=("owned", "leased"),
            ),
            ask(
                "owner_phone",
                "owner phone",
                "phone",
                "digits",
                "4125550158",
                "four one two, five five five, zero one five eight",
            ),
        ],
        kb=(
            {
                "id": "KB-431",
                "title": "Underwriting guide: liability",
                "text": "Venues under 50 seats need public liability of 2000000 dollars. "
                "Larger venues need 5000000 dollars.",
            },
            {
                "id": "KB-432",
                "title": "Underwriting guide: food businesses",
                "text": "A food business must hold public liability, employers liability and "
                "contents cover.",
            },
            {
                "id": "KB-433",
                "title": "Rate table",
                "text": "Cafes with up to 5 staff are in band A. Cafes with 6 to 20 staff are "
                "in band B.",
            },
        ),
    )


def restaurant_kitchen_equipment() -> WorkflowSpec:
    """Consulting in hospitality: the kitchen ventilation a restaurant's cooking line needs."""
    return workflow(
        id="workbench_consult_kitchen_ventilation",
        archetype="consulting",
        industry="hospitality",
        story="""Luca Romano owns a pizzeria and asks which extraction hood he needs for a new
        cooking line. The restaurant is on file under his customer number; the hood size for
        his line length and the fire suppression rule for a wood-fired oven are in the
        supplier's design guide. He is in the middle of service and gets interrupted. The
        recommendation is committed on his approval and an installer visit goes in the
        calendar.""",
        goal="You need advice on a kitchen extraction hood for your new cooking line.",
        persona="hurried",
        conversation_type="single_intent",
        risk_tier="high",
        profile="distracted",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Yeah, hi, Luca Romano. Sorry, it's busy. I'm putting in a new cooking line and I "
            "need to know what hood to get.",
            "Hi, it's Luca Romano from the pizzeria. Quick one, I need advice on an extraction "
            "hood for a new line.",
        ),
        form=("T-HOOD", "Ventilation recommendation"),
        title="Romano pizzeria extraction hood",
        record_lookup="customer_number",
        facts=(fact("owner", "owner", "text", "Luca Romano", "Luca Romano", reveal="volunteered"),),
        parts=[
            ask(
                "customer_number",
                "customer number",
                "exact",
                "digits",
                "530927",
                "five three zero, nine two seven",
                "Hang on. {spoken}.",
                "It's {spoken}.",
            ),
            on_record("restaurant", "restaurant", "casefold", r"restaurant: ([^;\n]+)"),
            on_record("site_address", "site address", "address", r"address: ([^;\n]+)"),
            ask(
                "line_feet",
                "cooking line length in feet",
                "numeric",
                "number",
                "14",
                "fourteen feet",
                "Sorry, what? Right, {spoken}.",
                "{spoken}.",
            ),
            ask(
                "appliances",
                "appliances on the line",
                "set_f1",
                "text",
                "wood-fired oven, fryer, grill",
                "a wood-fired oven, a fryer and a grill",
                "{spoken}.",
                "We have {spoken}.",
                threshold=1.0,
            ),
            looked_up(
                "hood_feet",
                "hood length in feet",
                "numeric",
                "hood sized for a 14 foot line",
                r"a 14 foot line takes a (\d+) foot hood",
            ),
            looked_up(
                "suppression",
                "fire suppression",
                "enum",
                "suppression for solid fuel ovens",
                r"wood-fired oven needs a (\w+) suppression system",
                options=("wet chemical", "dedicated", "none"),
            ),
            ask(
                "ceiling_height",
                "ceiling height in feet",
                "numeric",
                "number",
                "11",
                "eleven feet",
                "Hold on. {spoken}.",
                "It's {spoken}.",
            ),
            ask(
                "install_window",
                "installation hours",
                "interval",
                "text",
                "07:00-11:00",
                "from seven a.m. to eleven a.m.",
                "Any time {spoken}.",
                "{spoken}.",
                threshold=0.5,
            ),
            ask(
                "visit_date",
                "installer visit date",
                "date",
                "date",
                "2026-03-30",
                "March thirtieth, twenty twenty-six",
                "{spoken}, a Monday, we're closed.",
                "{spoken}.",
            ),
            ask(
                "owner_phone",
                "owner phone",
                "phone",
                "digits",
                "7325550129",
                "seven three two, five five five, zero one two nine",
            ),
        ],
        records=(
            {
                "id": "REC-5309",
                "kind": "customer",
                "customer": "530927",
                "restaurant": "Romano's Pizzeria",
                "address": "212 Bloomfield Avenue, Montclair, NJ 07042",
            },
        ),
        kb=(
            {
                "id": "KB-441",
                "title": "Design guide: hood sizing",
                "text": "The hood overhangs the line by a foot at each end, so a 14 foot line "
                "takes a 16 foot hood.",
            },
            {
                "id": "KB-442",
                "title": "Design guide: fire suppression",
                "text": "A line with a wood-fired oven needs a dedicated suppression system. "
                "Other lines use wet chemical.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="schedule",
                arguments={"when": FromUser(fact="visit_date"), "what": "hood installer visit"},
            ),
        ),
    )


def school_learning_platform() -> WorkflowSpec:
    """Consulting in education: a learning platform licence for a school, the bursar told."""
    return workflow(
        id="workbench_consult_learning_platform",
        archetype="consulting",
        industry="education",
        story="""Janet Osei is deputy head of a secondary school and asks which learning
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
            "Good morning, Janet Osei, deputy head at a secondary school. We're choosing a "
            "learning platform and I'd like your advice.",
            "Hello, it's Janet Osei. I'm deputy head at a secondary school and we need a "
            "learning platform licence.",
        ),
        form=("T-LEARN", "Platform licence recommendation"),
        title="Learning platform for the school",
        record_lookup="school_number",
        facts=(
            fact("deputy", "deputy head", "text", "Janet Osei", "Janet Osei", reveal="volunteered"),
        ),
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
                "licence for schools over 1000 pupils",
                r"more than 1000 pupils need the (\w+) licence",
                options=("Classroom", "Campus", "Trust"),
            ),
            looked_up(
                "price_per_pupil",
                "price per pupil per year",
                "numeric",
                "yearly cost per pupil on the Campus licence",
                r"Campus licence costs (\d+\.\d{2}) dollars per pupil",
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
        ],
        records=(
            {
                "id": "REC-3306",
                "kind": "institution",
                "number": "3306152",
                "school": "Riverside High School",
            },
        ),
        kb=(
            {
                "id": "KB-451",
                "title": "Education licences",
                "text": "Schools with up to 1000 pupils take the Classroom licence. Schools "
                "with more than 1000 pupils need the Campus licence.",
            },
            {
                "id": "KB-452",
                "title": "Education price guide",
                "text": "The Classroom licence costs 6.50 dollars per pupil a year. The Campus "
                "licence costs 5.75 dollars per pupil a year.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="notify",
                arguments={"recipient": "school bursar", "message": "licence recommended"},
            ),
        ),
    )


def farm_irrigation() -> WorkflowSpec:
    """Consulting in agriculture: an irrigation system for an orchard, from soil and acreage."""
    return workflow(
        id="workbench_consult_orchard_irrigation",
        archetype="consulting",
        industry="agriculture",
        story="""Margaret Quinn grows apples and asks which irrigation system to put in a new
        block. Her grower record gives the farm and its water allocation; the system for
        orchard trees on sandy soil and its cost per acre are in the irrigation dealer's
        guide. She talks at length about the farm and gives her numbers along the way. The
        recommendation is committed on her approval.""",
        goal="You want advice on irrigation for a new apple block.",
        persona="scottish",
        conversation_type="single_intent",
        risk_tier="medium",
        profile="verbose",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hello there, Margaret Quinn. We've grown apples here for thirty years and we've "
            "just cleared a new block, and I'd like some proper advice on watering it before "
            "we plant.",
            "Hi, it's Margaret Quinn. My husband and I are planting a new block of apple trees "
            "and honestly the old sprinklers were a nightmare, so I want to do it right.",
        ),
        form=("T-IRRIG", "Irrigation recommendation"),
        title="Irrigation for the new apple block",
        record_lookup="grower_number",
        facts=(
            fact(
                "grower", "grower", "text", "Margaret Quinn", "Margaret Quinn", reveal="volunteered"
            ),
        ),
        parts=[
            ask(
                "grower_number",
                "grower number",
                "exact",
                "digits",
                "620473",
                "six two zero, four seven three",
                "It's {spoken}, it's on the water bills.",
                "{spoken}.",
            ),
            on_record("farm", "farm", "casefold", r"farm: ([^;\n]+)"),
            on_record(
                "allocation",
                "water allocation in acre feet",
                "numeric",
                r"allocation: (\d+) acre feet",
            ),
            ask(
                "acres",
                "block size in acres",
                "numeric",
                "number",
                "25",
                "twenty-five acres",
                "It's {spoken}, give or take, down by the creek.",
                "{spoken}.",
            ),
            ask(
                "soil",
                "soil type",
                "enum",
                "text",
                "sandy",
                "sandy",
                "{spoken}, it drains fast, which is half the problem.",
                "Mostly {spoken} loam.",
                options=("sandy", "clay", "silt"),
            ),
            looked_up(
                "system",
                "recommended system",
                "enum",
                "system for fruit trees in light soil",
                r"Orchards on sandy soil should use (\w+ \w+)",
                options=("drip irrigation", "micro sprinklers", "overhead sprinklers"),
            ),
            looked_up(
                "cost_per_acre",
                "cost per acre",
                "numeric",
                "installed cost of drip per acre",
                r"Drip irrigation costs (\d+) dollars per acre",
            ),
            ask(
                "tree_spacing",
                "tree spacing in feet",
                "numeric",
                "number",
                "6",
                "six feet",
                "{spoken} between trees, it's a high density planting.",
                "{spoken}.",
            ),
            ask(
                "water_source",
                "water source",
                "enum",
                "text",
                "well",
                "well",
                "A {spoken}, we drilled it in the nineties.",
                "From the {spoken}.",
                options=("well", "canal", "municipal"),
            ),
            ask(
                "planting_date",
                "planting date",
                "date",
                "date",
                "2027-03-15",
                "March fifteenth, twenty twenty-seven",
                "We plant on {spoken}, the nursery has the trees booked.",
                "{spoken}.",
            ),
            ask(
                "grower_phone",
                "grower phone",
                "phone",
                "digits",
                "5095550162",
                "five zero nine, five five five, zero one six two",
                "It's {spoken}, that's the house, I'm in and out all day.",
                "{spoken}.",
            ),
        ],
        records=(
            {
                "id": "REC-6204",
                "kind": "grower",
                "grower": "620473",
                "farm": "Quinn Orchards",
                "allocation": "60 acre feet",
            },
        ),
        kb=(
            {
                "id": "KB-461",
                "title": "Irrigation guide: systems",
                "text": "Orchards on sandy soil should use drip irrigation. Orchards on clay "
                "can use micro sprinklers.",
            },
            {
                "id": "KB-462",
                "title": "Irrigation guide: costs",
                "text": "Drip irrigation costs 1800 dollars per acre installed. Micro "
                "sprinklers cost 1500 dollars per acre.",
            },
        ),
    )


def cyber_security_package() -> WorkflowSpec:
    """Consulting in IT: a managed security package, approval withdrawn over the users."""
    return workflow(
        id="workbench_consult_security_package",
        archetype="consulting",
        industry="information technology",
        story="""Ahmed Siddiqui is the IT lead at an accounting firm and asks which managed
        security package it needs. The firm's account gives its current plan; the package a
        firm holding client financial data must have, and its price per user, are in the
        provider's service catalogue. He knows the field and gives most numbers at once. He
        approves the recommendation, then withdraws the approval: the firm has sixty-five
        users, not fifty-five. It may only be committed on his second approval.""",
        goal="You want a recommendation for managed security for your accounting firm.",
        persona="received",
        conversation_type="mid_call_correction",
        risk_tier="high",
        profile="expert",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Ahmed Siddiqui, IT lead at Parkside Accounting. I need a managed security "
            "package; we hold client financial data, so compliance matters.",
            "Hi, Ahmed Siddiqui from Parkside Accounting. We want managed security, and we "
            "handle client financial data.",
        ),
        form=("T-SEC", "Security package recommendation"),
        title="Parkside Accounting managed security",
        record_lookup="account_number",
        facts=(
            fact(
                "lead", "IT lead", "text", "Ahmed Siddiqui", "Ahmed Siddiqui", reveal="volunteered"
            ),
        ),
        parts=[
            ask(
                "account_number",
                "account number",
                "exact",
                "digits",
                "48820517",
                "four eight eight two, zero five one seven",
            ),
            on_record("firm", "firm", "casefold", r"firm: ([^;\n]+)"),
            on_record("current_plan", "current plan", "casefold", r"plan: ([^;\n]+)"),
            ask(
                "users",
                "number of users",
                "numeric",
                "number",
                "55",
                "fifty-five",
                "{spoken} users.",
                "{spoken}.",
                fix=correction(
                    "65",
                    "sixty-five",
                    "Sorry, the number of users is {spoken}, I forgot the new office.",
                    "Actually, change the users to {spoken}.",
                    mode="with_revocation",
                ),
            ),
            ask(
                "endpoints",
                "number of devices",
                "numeric",
                "number",
                "80",
                "eighty",
                "{spoken} devices.",
                "{spoken}, laptops and desktops.",
            ),
            looked_up(
                "package",
                "recommended package",
                "enum",
                "package for firms with client financial data",
                r"client financial data must take the (\w+) package",
                options=("Essentials", "Professional", "Regulated"),
            ),
            looked_up(
                "price_per_user",
                "price per user per month",
                "numeric",
                "monthly cost per user Regulated",
                r"Regulated package is (\d+) dollars per user",
            ),
            ask(
                "services",
                "services wanted",
                "set_exact",
                "text",
                "endpoint protection, email filtering, backup",
                "endpoint protection, email filtering and backup",
                "{spoken}.",
                "We need {spoken}.",
            ),
            ask(
                "response_hours",
                "incident response window",
                "interval",
                "text",
                "08:00-18:00",
                "from eight a.m. to six p.m.",
                "{spoken}.",
                "It's {spoken}.",
                threshold=0.5,
            ),
            ask(
                "start_date",
                "service start date",
                "date",
                "date",
                "2026-07-01",
                "July first, twenty twenty-six",
                "{spoken}.",
                "From {spoken}.",
            ),
            ask(
                "lead_phone",
                "IT lead phone",
                "phone",
                "digits",
                "4045550176",
                "four zero four, five five five, zero one seven six",
            ),
        ],
        records=(
            {
                "id": "REC-4882",
                "kind": "account",
                "account": "48820517",
                "firm": "Parkside Accounting",
                "plan": "Essentials monthly",
            },
        ),
        kb=(
            {
                "id": "KB-471",
                "title": "Service catalogue: packages",
                "text": "Firms holding client financial data must take the Regulated package. "
                "Other small offices take Essentials.",
            },
            {
                "id": "KB-472",
                "title": "Service catalogue: prices",
                "text": "The Essentials package is 18 dollars per user a month. The Regulated "
                "package is 34 dollars per user a month.",
            },
        ),
    )


def machine_maintenance_plan() -> WorkflowSpec:
    """Consulting in manufacturing: a maintenance plan for CNC machines, shifts corrected."""
    return workflow(
        id="workbench_consult_machine_maintenance",
        archetype="consulting",
        industry="manufacturing",
        story="""Brian Kowalski runs a machine shop and asks which maintenance plan fits its CNC
        machines. His customer record lists the shop and the machine model; the plan for
        machines running more than one shift and its yearly price per machine are in the
        service brochure. He gives the shifts and later corrects them: he first says two, and
        when he hears the read-back he cuts in with three. The recommendation is committed on
        his approval.""",
        goal="You want advice on a maintenance plan for your CNC machines.",
        persona="midlands",
        conversation_type="mid_call_correction",
        risk_tier="medium",
        profile="correction_prone",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hi, Brian Kowalski from Kowalski Precision. I want to sort out a maintenance plan "
            "for our CNC machines.",
            "Hello, it's Brian Kowalski. We run a machine shop and I need advice on a service "
            "plan.",
        ),
        form=("T-MAINT", "Maintenance plan recommendation"),
        title="Kowalski Precision maintenance plan",
        record_lookup="customer_number",
        facts=(
            fact(
                "owner", "owner", "text", "Brian Kowalski", "Brian Kowalski", reveal="volunteered"
            ),
        ),
        parts=[
            ask(
                "customer_number",
                "customer number",
                "exact",
                "digits",
                "915604",
                "nine one five, six zero four",
            ),
            on_record("shop", "shop", "casefold", r"shop: ([^;\n]+)"),
            on_record("machine_model", "machine model", "casefold", r"model: ([^;\n]+)"),
            ask(
                "machines",
                "number of machines",
                "numeric",
                "number",
                "6",
                "six",
                "{spoken} machines.",
                "We have {spoken}.",
            ),
            ask(
                "shifts",
                "shifts per day",
                "numeric",
                "number",
                "2",
                "two shifts",
                "{spoken} a day.",
                "We run {spoken}.",
                fix=correction(
                    "3",
                    "three",
                    "Sorry, the shifts per day should be {spoken}, we added nights.",
                    "Actually, make that {spoken} shifts per day.",
                ),
            ),
            looked_up(
                "plan",
                "recommended plan",
                "enum",
                "plan for machines on more than one shift",
                r"more than one shift a day need the (\w+) plan",
                options=("Basic", "Production", "Uptime"),
            ),
            looked_up(
                "price_per_machine",
                "yearly price per machine",
                "numeric",
                "yearly cost per machine of the Production plan",
                r"Production plan costs (\d+) dollars per machine",
            ),
            ask(
                "visits",
                "preventive visits per year",
                "numeric",
                "number",
                "4",
                "four",
                "{spoken} visits a year.",
                "{spoken}.",
            ),
            ask(
                "response",
                "breakdown response",
                "enum",
                "text",
                "next day",
                "next day",
                "{spoken} is fine.",
                "{spoken}.",
                options=("same day", "next day"),
            ),
            ask(
                "start_date",
                "plan start date",
                "date",
                "date",
                "2026-05-04",
                "May fourth, twenty twenty-six",
                "From {spoken}.",
                "{spoken}.",
            ),
            ask(
                "owner_phone",
                "owner phone",
                "phone",
                "digits",
                "2485550143",
                "two four eight, five five five, zero one four three",
            ),
        ],
        records=(
            {
                "id": "REC-9156",
                "kind": "customer",
                "customer": "915604",
                "shop": "Kowalski Precision",
                "model": "Haas VF-2",
            },
        ),
        kb=(
            {
                "id": "KB-481",
                "title": "Service brochure: plans",
                "text": "Machines running one shift take the Basic plan. Machines running more "
                "than one shift a day need the Production plan.",
            },
            {
                "id": "KB-482",
                "title": "Service brochure: prices",
                "text": "The Basic plan costs 1900 dollars per machine a year. The Production "
                "plan costs 3200 dollars per machine a year.",
            },
        ),
    )


def law_firm_documents() -> WorkflowSpec:
    """Consulting in legal services: a document management system for a small law firm."""
    return workflow(
        id="workbench_consult_law_firm_documents",
        archetype="consulting",
        industry="legal services",
        story="""Grace Whitaker is the practice manager of a small law firm and asks which
        document management edition it needs. The edition for firms that must keep files for
        a set number of years and its storage allowance are in the vendor's edition guide. She
        is unsure of the details: how long files must be kept she says only once the practice
        areas are settled. The recommendation is committed on her approval.""",
        goal="You want advice on a document management system for your law firm.",
        persona="bright",
        conversation_type="single_intent",
        risk_tier="medium",
        profile="ambiguous",
        knowledge_burden=("supplied_evidence", "retrieval", "multi_source"),
        opening=(
            "Hi, Grace Whitaker, I'm practice manager at a small law firm. We're drowning in "
            "paper and I think we need some sort of document system.",
            "Hello, it's Grace Whitaker. I manage a small law practice and we need advice on "
            "managing our documents.",
        ),
        form=("T-DMS", "Document system recommendation"),
        title="Document management for Whitaker and Lowe",
        facts=(
            fact(
                "manager",
                "manager",
                "text",
                "Grace Whitaker",
                "Grace Whitaker",
                reveal="volunteered",
            ),
        ),
        parts=[
            ask(
                "firm_name",
                "firm name",
                "casefold",
                "text",
                "Whitaker and Lowe",
                "Whitaker and Lowe",
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
                "family law, wills, conveyancing",
                "family law, wills and conveyancing",
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
                "edition for keeping files over ten years",
                r"retention of more than ten years need the (\w+) edition",
                options=("Standard", "Compliance", "Enterprise"),
            ),
            looked_up(
                "storage_tb",
                "storage in terabytes",
                "numeric",
                "storage allowance Compliance",
                r"Compliance edition includes (\d+) terabytes",
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
                options=("yes", "no"),
            ),
            ask(
                "email_client",
                "email program",
                "enum",
                "text",
                "Outlook",
                "Outlook",
                "We use {spoken}.",
                "{spoken}, I'm fairly sure.",
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
        kb=(
            {
                "id": "KB-491",
                "title": "Edition guide",
                "text": "Firms with a retention of more than ten years need the Compliance "
                "edition. Others take Standard.",
            },
            {
                "id": "KB-492",
                "title": "Storage allowances",
                "text": "The Standard edition includes 1 terabyte. The Compliance edition "
                "includes 5 terabytes.",
            },
        ),
    )


def council_ev_fleet() -> WorkflowSpec:
    """Consulting in government services: electric vans for a council fleet, chargers sized."""
    return workflow(
        id="workbench_consult_council_ev_fleet",
        archetype="consulting",
        industry="government services",
        story="""Derek Mills manages the vehicle fleet of a town council and asks how to move
        its parks vans to electric. The depot is on file under the fleet number; the van model
        for his daily range and the number of vans one charger serves are in the fleet
        transition guide. He keeps being called away on the radio. The recommendation is
        committed on his approval.""",
        goal="You want advice on replacing your council's parks vans with electric ones.",
        persona="calm",
        conversation_type="single_intent",
        risk_tier="medium",
        profile="distracted",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hi, Derek Mills, fleet manager at the town council. We've been told to go "
            "electric with the parks vans and I need advice. Sorry, bear with me.",
            "Hello, Derek Mills from the council fleet team. I'd like advice on switching our "
            "parks vans to electric.",
        ),
        form=("T-FLEET", "Fleet transition recommendation"),
        title="Parks van electric transition",
        record_lookup="fleet_number",
        facts=(
            fact("manager", "manager", "text", "Derek Mills", "Derek Mills", reveal="volunteered"),
        ),
        parts=[
            ask(
                "fleet_number",
                "fleet number",
                "exact",
                "digits",
                "88217",
                "eight eight two one seven",
                "Hold on. {spoken}.",
                "It's {spoken}.",
            ),
            on_record("depot", "depot", "casefold", r"depot: ([^;\n]+)"),
            on_record("depot_address", "depot address", "address", r"address: ([^;\n]+)"),
            ask(
                "vans",
                "number of vans",
                "numeric",
                "number",
                "12",
                "twelve",
                "Sorry, say again? Right, {spoken} vans.",
                "{spoken}.",
            ),
            ask(
                "daily_miles",
                "daily miles per van",
                "numeric",
                "number",
                "60",
                "sixty miles",
                "About {spoken}.",
                "{spoken} a day.",
            ),
            looked_up(
                "van_model",
                "recommended van",
                "enum",
                "van for under 100 miles a day",
                r"under 100 miles a day suit the ([A-Z]\w+ \w+)",
                options=("Volta City", "Volta Range", "Volta Cargo"),
            ),
            looked_up(
                "vans_per_charger",
                "vans per charger",
                "numeric",
                "how many vans share a depot charger",
                r"one charger serves (\d+) vans",
            ),
            ask(
                "overnight",
                "vans kept at the depot overnight",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, they all come back at night.",
                "{spoken}.",
                options=("yes", "no"),
            ),
            ask(
                "budget",
                "budget",
                "numeric",
                "amount",
                "600000",
                "six hundred thousand dollars",
                "We've got {spoken}.",
                "{spoken} this year.",
            ),
            ask(
                "first_delivery",
                "first delivery date",
                "date",
                "date",
                "2027-01-11",
                "January eleventh, twenty twenty-seven",
                "Sorry, what? Right, {spoken}.",
                "{spoken}.",
            ),
            ask(
                "manager_phone",
                "manager phone",
                "phone",
                "digits",
                "6295550121",
                "six two nine, five five five, zero one two one",
            ),
        ],
        records=(
            {
                "id": "REC-8821",
                "kind": "fleet",
                "fleet": "88217",
                "depot": "Parks Depot",
                "address": "5 Mill Lane, Franklin, TN 37064",
            },
        ),
        kb=(
            {
                "id": "KB-501",
                "title": "Fleet transition guide: vehicles",
                "text": "Vans driving under 100 miles a day suit the Volta City. Longer routes "
                "suit the Volta Range.",
            },
            {
                "id": "KB-502",
                "title": "Fleet transition guide: charging",
                "text": "With overnight depot charging, one charger serves 2 vans.",
            },
        ),
    )


WORKFLOWS = (
    clinic_booking_system,
    rooftop_solar,
    warehouse_racking,
    cafe_business_insurance,
    restaurant_kitchen_equipment,
    school_learning_platform,
    farm_irrigation,
    cyber_security_package,
    machine_maintenance_plan,
    law_firm_documents,
    council_ev_fleet,
)
"""The builders of this module, in order."""
