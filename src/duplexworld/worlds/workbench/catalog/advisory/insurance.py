"""Advisory: insurance cover.

A health plan, crop insurance, travel insurance.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    YES_NO,
    ask,
    computed,
    looked_up,
    notify,
    on_record,
    volunteered,
    workflow,
)
from duplexworld.worlds.workbench.workflow import FromUser, WorkflowSpec, WorldEvent


def health_plan_choice() -> WorkflowSpec:
    """Advisory in healthcare: which health plan tier suits a family with a chronic condition."""
    return workflow(
        id="workbench_advise_health_plan",
        archetype="advisory",
        industry="healthcare",
        story="""Grace Bello is choosing a health plan for her family at open enrolment. Her
        member number finds her employer group; the tier the benefits guide advises for a
        household with a chronic condition and that tier's deductible are in the plan
        documents. She tells long stories around each answer. The advice is committed on her
        approval and a copy is sent to her by the channel she picks.""",
        goal="You want advice on which health plan to pick for your family this year.",
        persona="caribbean",
        conversation_type="single_intent",
        risk_tier="high",
        profile="verbose",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hello, my name is Grace Bello. It's open enrolment again and every year I stare "
            "at these plans and I honestly can't tell which one is best for us.",
            "Hi there, Grace Bello speaking. My husband keeps telling me to just pick one, "
            "but I'd really like some advice on our health plan this year.",
        ),
        form=("T-HEALTH", "Health plan advice"),
        title="Bello family health plan",
        record_lookup="member_number",
        facts=(volunteered("member", "Grace Bello"),),
        parts=[
            ask(
                "member_number",
                label="member number",
                grader="exact",
                kind="digits",
                value="62019384",
                spoken="six two zero one, nine three eight four",
                answers=(
                    "It's {spoken}, it's on the back of my card, I had to dig it out.",
                    "{spoken}.",
                ),
            ),
            on_record(
                "employer_group",
                label="employer group",
                grader="casefold",
                pattern=r"group: ([^;\n]+)",
            ),
            ask(
                "household",
                label="people to cover",
                grader="numeric",
                kind="number",
                value="4",
                spoken="four",
                answers=(
                    "{spoken} of us, me, my husband and our boys.",
                    "{spoken} people.",
                ),
            ),
            ask(
                "chronic_condition",
                label="chronic condition in the family",
                grader="enum",
                kind="text",
                value="yes",
                spoken="yes",
                answers=(
                    "{spoken}, my son has asthma, so we see the doctor a lot.",
                    "{spoken}, asthma.",
                ),
                options=YES_NO,
            ),
            ask(
                "doctor_visits",
                label="doctor visits a year",
                grader="numeric",
                kind="number",
                value="12",
                spoken="twelve",
                answers=(
                    "Hmm, I'd say {spoken}, what with the asthma check-ups.",
                    "About {spoken}.",
                ),
            ),
            looked_up(
                "tier",
                label="advised tier",
                grader="enum",
                query="tier for households with a chronic condition",
                pattern=r"chronic condition we advise the (\w+) tier",
                options=("Bronze", "Silver", "Gold"),
            ),
            looked_up(
                "deductible",
                label="family deductible in dollars",
                grader="numeric",
                query="family deductible by tier",
                pattern=r"The \w+ tier has a family deductible of (\d+) dollars",
                near_fields=("tier",),
            ),
            ask(
                "prescriptions",
                label="regular prescriptions",
                grader="set_f1",
                kind="text",
                value="inhaler, allergy tablets",
                spoken="an inhaler and allergy tablets",
                answers=(
                    "{spoken}.",
                    "It's {spoken}.",
                ),
                threshold=1.0,
            ),
            ask(
                "coverage_start",
                label="coverage start date",
                grader="date",
                kind="date",
                value="2027-01-01",
                spoken="January first, twenty twenty-seven",
                answers=(
                    "It would start {spoken}, like every year.",
                    "{spoken}.",
                ),
            ),
            ask(
                "copy_channel",
                label="how to send the copy",
                grader="enum",
                kind="text",
                value="email",
                spoken="email",
                answers=(
                    "By {spoken}, please, I lose paper.",
                    "{spoken} is best.",
                ),
                options=("email", "post"),
            ),
            ask(
                "member_phone",
                label="member phone",
                grader="phone",
                kind="digits",
                value="7135550146",
                spoken="seven one three, five five five, zero one four six",
            ),
        ],
        records=(
            {
                "id": "REC-6201",
                "kind": "member",
                "member": "62019384",
                "name": "Grace Bello",
                "group": "Harris County Schools",
            },
        ),
        knowledge_base="healthcare",
        kb=("KB-601", "KB-602"),
        follow_ups=(notify(FromUser(fact="copy_channel"), "your recommendation"),),
    )


def crop_insurance() -> WorkflowSpec:
    """Advisory in agriculture: crop insurance coverage level for a corn farm."""
    return workflow(
        id="workbench_advise_crop_insurance",
        archetype="advisory",
        industry="agriculture",
        story="""Emily Carter farms corn and asks her insurance agent which crop insurance
        coverage to buy. Her farm number finds the farm and its proven yield; the coverage
        level advised for a farm with irrigation and the sales closing date are in the crop
        insurance handbook. She answers plainly. The advice is committed on her approval.""",
        goal="You want advice on crop insurance for this year's corn.",
        persona="deliberate",
        conversation_type="single_intent",
        risk_tier="medium",
        profile="cooperative",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hi, Emily Carter. I need to decide on my crop insurance for this year.",
            "Hello, this is Emily Carter. I'd like advice on crop insurance coverage.",
        ),
        event=WorldEvent(
            record="REC-5187",
            changes={"yield": "188 bushels per acre"},
            notice="the agency has just updated my proven yield on the farm record",
            lines=(
                "Before you do that, I've just had an email: {spoken}. Could you check the farm "
                "record again?",
                "One thing first, I just got a notice saying {spoken}. Can you look at the farm "
                "record again, please?",
            ),
        ),
        form=("T-CROP", "Crop insurance advice"),
        title="Carter farm crop insurance",
        record_lookup="farm_number",
        facts=(volunteered("farmer", "Emily Carter"),),
        parts=[
            ask(
                "farm_number",
                label="farm number",
                grader="exact",
                kind="digits",
                value="51874",
                spoken="five one eight seven four",
            ),
            on_record("county", label="county", grader="casefold", pattern=r"county: ([^;\n]+)"),
            on_record(
                "proven_yield",
                label="proven yield in bushels per acre",
                grader="numeric",
                pattern=r"yield: (\d+)",
            ),
            ask(
                "crop",
                label="crop",
                grader="enum",
                kind="text",
                value="corn",
                spoken="corn",
                answers=(
                    "It's {spoken}.",
                    "It's all {spoken} this year.",
                ),
                options=("corn", "soybeans", "wheat"),
            ),
            ask(
                "acres",
                label="insured acres",
                grader="numeric",
                kind="number",
                value="480",
                spoken="480",
                answers=(
                    "{spoken} acres.",
                    "{spoken}.",
                ),
            ),
            ask(
                "irrigated",
                label="irrigated",
                grader="enum",
                kind="text",
                value="yes",
                spoken="yes",
                answers=(
                    "{spoken}, it's all under pivots.",
                    "{spoken}.",
                ),
                options=YES_NO,
            ),
            looked_up(
                "coverage_level",
                label="coverage level in percent",
                grader="numeric",
                query="coverage for irrigated fields",
                pattern=r"irrigated farms we advise (\d+) percent coverage",
            ),
            looked_up(
                "policy_type",
                label="policy type",
                grader="enum",
                query="policy that covers price and yield",
                pattern=r"advise (Revenue Protection), which covers",
                options=("Revenue Protection", "Yield Protection"),
            ),
            looked_up(
                "closing_date",
                label="sales closing date",
                grader="date",
                query="last day to buy crop cover",
                pattern=r"closing date for \w+ is (\d{4}-\d{2}-\d{2})",
                near=("crop",),
            ),
            ask(
                "unit_structure",
                label="unit structure",
                grader="enum",
                kind="text",
                value="enterprise",
                spoken="enterprise",
                answers=(
                    "{spoken} units.",
                    "{spoken}, please.",
                ),
                options=("basic", "optional", "enterprise"),
            ),
            ask(
                "farmer_phone",
                label="farmer phone",
                grader="phone",
                kind="digits",
                value="3195550183",
                spoken="three one nine, five five five, zero one eight three",
            ),
            computed(
                "guaranteed_yield",
                label="guaranteed yield in bushels per acre",
                rule="proven_yield * coverage_level / 100",
            ),
        ],
        records=(
            {
                "id": "REC-5187",
                "kind": "farm",
                "farm": "51874",
                "operator": "Emily Carter",
                "county": "Linn County",
                "yield": "196 bushels per acre",
            },
        ),
        knowledge_base="agriculture",
        kb=("KB-661", "KB-662", "KB-663"),
    )


def travel_insurance() -> WorkflowSpec:
    """Advisory in travel: which travel insurance cover a trip abroad with a ski week needs."""
    return workflow(
        id="workbench_advise_travel_cover",
        archetype="advisory",
        industry="travel",
        story="""Robert Bishop is planning a family trip to Canada with a week of skiing and asks
        which travel insurance to buy. The cover the insurer advises for winter sports and its
        medical limit, and the premium per traveller for a trip of his length, are in the
        policy guide. He tells the whole itinerary as he goes. The advice is committed on his
        approval and sent to him once he approves that too.""",
        goal="You want advice on travel insurance for your family's ski trip.",
        persona="midlands",
        conversation_type="single_intent",
        risk_tier="medium",
        profile="verbose",
        knowledge_burden=("supplied_evidence", "retrieval", "multi_source"),
        approval=("commit", "notify"),
        opening=(
            "Hello, Robert Bishop here. We're taking the kids abroad this winter, it's the first "
            "big trip we've done since they were little, and I want to get the insurance right "
            "this time.",
            "Hi, my name's Robert Bishop. We've booked a family holiday with some skiing and my "
            "wife says I must sort the insurance properly, so here I am.",
        ),
        form=("T-TRAVEL", "Travel cover advice"),
        title="Bishop family ski trip cover",
        facts=(volunteered("traveller", "Robert Bishop", "lead traveller"),),
        parts=[
            ask(
                "destination",
                label="destination",
                grader="casefold",
                kind="text",
                value="Canada",
                spoken="Canada",
                answers=(
                    "It's {spoken}.",
                    "{spoken}.",
                ),
            ),
            ask(
                "departure",
                label="departure date",
                grader="date",
                kind="date",
                value="2026-12-19",
                spoken="December nineteenth, twenty twenty-six",
                answers=(
                    "We fly on {spoken}, the day after school breaks up.",
                    "{spoken}.",
                ),
            ),
            ask(
                "trip_days",
                label="trip length in days",
                grader="numeric",
                kind="number",
                value="14",
                spoken="fourteen days",
                answers=(
                    "{spoken}, a week in the city and a week in the mountains.",
                    "It's {spoken}.",
                ),
            ),
            ask(
                "travellers",
                label="number of travellers",
                grader="numeric",
                kind="number",
                value="4",
                spoken="four",
                answers=(
                    "{spoken} of us, me, my wife and the kids.",
                    "{spoken}.",
                ),
            ),
            ask(
                "activities",
                label="activities",
                grader="set_f1",
                kind="text",
                value="skiing, snowboarding",
                spoken="skiing and snowboarding",
                answers=(
                    "{spoken}.",
                    "It's {spoken}.",
                ),
                threshold=1.0,
            ),
            looked_up(
                "cover",
                label="advised cover",
                grader="enum",
                query="cover for trips with snow sports",
                pattern=r"winter sports need the (\w+ \w+) cover",
                options=("Essential", "Winter Plus", "Annual Multi"),
            ),
            looked_up(
                "medical_limit",
                label="medical limit in dollars",
                grader="numeric",
                query="medical expenses limit",
                pattern=r"[A-Z]\w+(?: [A-Z]\w+)? pays medical costs up to (\d+) dollars",
                near_fields=("cover",),
            ),
            looked_up(
                "premium",
                label="premium per traveller",
                grader="numeric",
                query="price per traveller by trip length",
                pattern=r"On [A-Z]\w+(?: [A-Z]\w+)?, trips of up to \d+ days cost (\d+) dollars "
                r"per "
                "traveller",
                near=("trip_days",),
                near_fields=("cover",),
            ),
            ask(
                "medical_conditions",
                label="medical conditions to declare",
                grader="enum",
                kind="text",
                value="no",
                spoken="no",
                answers=(
                    "{spoken}, we're all healthy, touch wood.",
                    "{spoken}, nothing.",
                ),
                options=YES_NO,
            ),
            ask(
                "send_to",
                label="where to send the advice",
                grader="enum",
                kind="text",
                value="email",
                spoken="email",
                answers=(
                    "By {spoken}, please, I'll print it for the folder.",
                    "{spoken}.",
                ),
                options=("email", "post"),
            ),
            ask(
                "traveller_phone",
                label="traveller phone",
                grader="phone",
                kind="digits",
                value="4145550164",
                spoken="four one four, five five five, zero one six four",
                answers=(
                    "It's {spoken}, my mobile, I'll have it with me abroad too.",
                    "{spoken}.",
                ),
            ),
            computed("total_premium", label="total premium", rule="travellers * premium"),
        ],
        knowledge_base="hospitality_and_travel",
        kb=("KB-681", "KB-682", "KB-683"),
        follow_ups=(notify(FromUser(fact="send_to"), "travel cover advice"),),
    )
