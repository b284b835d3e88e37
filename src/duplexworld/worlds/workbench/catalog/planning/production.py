"""Planning: production over a season.

A housing site, a field's crops, a podcast season.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    YES_NO,
    ask,
    correction,
    looked_up,
    notify,
    on_record,
    schedule,
    volunteered,
    workflow,
)
from duplexworld.worlds.workbench.workflow import WorkflowSpec


def site_mobilisation() -> WorkflowSpec:
    """Construction: mobilising a housing site; the crew size changes after approval."""
    return workflow(
        id="workbench_plan_site_mobilisation",
        archetype="planning",
        industry="construction",
        story="""Maria Colombo, a project manager, plans the mobilisation of a housing site.
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
            "Hi, Maria Colombo, project manager. I need the mobilisation plan set up for the "
            "Mill Street job.",
            "Hello, it's Maria Colombo. Let's get the site mobilisation plan done for our "
            "new housing project.",
        ),
        form=("P-MOBILISE", "Site mobilisation plan"),
        title="Mill Street mobilisation",
        record_lookup="project_number",
        facts=(volunteered("caller", "Maria Colombo"),),
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
                "demolition, groundworks, concrete frame, roofing",
                "demolition, groundworks, concrete frame, roofing",
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
        follow_ups=(notify("site safety officer", "crews arriving on site"),),
    )


def crop_plan() -> WorkflowSpec:
    """Agriculture: a field's planting plan by crop rotation."""
    return workflow(
        id="workbench_plan_crop_rotation",
        archetype="planning",
        industry="agriculture",
        story="""Lars Hansen plans next season on one of his fields with the co-op's
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
            "Hi, Lars Hansen. I need to figure out the plan for one of my fields this year.",
            "Hello, it's Lars Hansen out at Prairie Wind. Thinking about next season, not "
            "sure yet what goes where.",
        ),
        form=("P-CROP", "Field planting plan"),
        title="Field planting plan",
        record_lookup="field_number",
        facts=(volunteered("caller", "Lars Hansen"),),
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
                "crop rotation",
                r"After \w+, rotate to (\w+)\.",
                near=("last_crop",),
                options=("wheat", "soybeans", "corn", "oats"),
            ),
            looked_up(
                "seeding_rate",
                "seeding rate in thousands per acre",
                "numeric",
                "seeding rates",
                r"[A-Z][a-z]+ on [a-z]+ \w+ is seeded at (\d+) thousand seeds per acre",
                near_fields=("next_crop", "soil"),
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
                "text": "After soybeans, rotate to corn. After wheat, rotate to oats. After "
                "potatoes, rotate to barley.",
            },
            {
                "id": "KB-8302",
                "title": "Seeding rates",
                "text": "Corn on silt loam is seeded at 34 thousand seeds per acre. Corn on "
                "sandy loam is seeded at 28 thousand seeds per acre.",
            },
        ),
        follow_ups=(schedule("planting_date", "corn planting"),),
    )


def podcast_season() -> WorkflowSpec:
    """Media: a podcast season plan with release cadence and ad slots by episode length."""
    return workflow(
        id="workbench_plan_podcast_season",
        archetype="planning",
        industry="media",
        story="""Rachel Butler, who hosts a food podcast, plans its next season with the
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
            "Hi! Rachel Butler here, I host The Long Table. We're so excited about next "
            "season and I'd love to get the whole plan down with you today.",
            "Hello, it's Rachel Butler from The Long Table podcast. I've been sketching ideas "
            "for next season for weeks and I think we're finally ready to plan it.",
        ),
        form=("P-SEASON", "Podcast season plan"),
        title="The Long Table, next season",
        record_lookup="show_number",
        facts=(volunteered("caller", "Rachel Butler"),),
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
                "ad slots by episode length",
                r"Episodes over \d+ minutes carry (\d+) ad slots",
                near=("length_minutes",),
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
                "It's {spoken}.",
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
        follow_ups=(schedule("season_start", "season launch"),),
    )
