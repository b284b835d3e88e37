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
                label="project number",
                grader="exact",
                kind="digits",
                value="47120",
                spoken="four seven one two zero",
                answers=(
                    "Project {spoken}.",
                    "It's {spoken}.",
                ),
            ),
            on_record("client", label="client", grader="casefold", pattern=r"client: ([^;\n]+)"),
            on_record(
                "site_address",
                label="site address",
                grader="address",
                pattern=r"address: ([^;\n]+)",
            ),
            ask(
                "start_date",
                label="start date on site",
                grader="date",
                kind="date",
                value="2026-04-06",
                spoken="Monday, April sixth, twenty twenty-six",
                answers=(
                    "We start {spoken}.",
                    "{spoken}.",
                ),
            ),
            ask(
                "phases",
                label="order of the phases",
                grader="ordered_list",
                kind="text",
                value="demolition, groundworks, concrete frame, roofing",
                spoken="demolition, groundworks, concrete frame, roofing",
                answers=(
                    "In this order: {spoken}.",
                    "{spoken}.",
                ),
            ),
            ask(
                "crew_size",
                label="crew size",
                grader="numeric",
                kind="number",
                value="18",
                spoken="eighteen",
                answers=(
                    "A crew of {spoken}.",
                    "{spoken} on site.",
                ),
                fix=correction(
                    value="22",
                    spoken="twenty-two",
                    variants=(
                        "Hold on, don't commit that. The crew size should be {spoken}, we've added "
                        "a second gang.",
                        "Wait, I take that back. Make the crew size {spoken}.",
                    ),
                    mode="with_revocation",
                ),
            ),
            ask(
                "working_hours",
                label="working hours",
                grader="interval",
                kind="text",
                value="07:00-17:00",
                spoken="from seven a.m. to five p.m.",
                answers=(
                    "We work {spoken}.",
                    "{spoken}.",
                ),
                threshold=0.5,
            ),
            ask(
                "near_housing",
                label="whether the site is next to housing",
                grader="enum",
                kind="text",
                value="yes",
                spoken="yes",
                answers=(
                    "{spoken}, there are houses on two sides.",
                    "{spoken}, it backs onto a terrace.",
                ),
                options=YES_NO,
            ),
            looked_up(
                "noise_permit",
                label="noise permit",
                grader="enum",
                query="noise permit rules near homes",
                pattern=r"For a site next to housing a noise permit is (required)",
                options=("required", "not required"),
            ),
            looked_up(
                "crane_notice_weeks",
                label="crane booking notice in weeks",
                grader="numeric",
                query="tower crane booking notice",
                pattern=r"Tower cranes must be booked (\d+) weeks ahead",
            ),
            ask(
                "phase_one_budget",
                label="budget for the first phase",
                grader="numeric",
                kind="amount",
                value="185000",
                spoken="a hundred and eighty-five thousand dollars",
                answers=(
                    "{spoken}.",
                    "The first phase is {spoken}.",
                ),
                tolerance=1000,
            ),
            ask(
                "site_phone",
                label="site office phone",
                grader="phone",
                kind="digits",
                value="9165550138",
                spoken="nine one six, five five five, zero one three eight",
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
        knowledge_base="property_and_construction",
        kb=("KB-8101", "KB-8102"),
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
                label="field number",
                grader="exact",
                kind="digits",
                value="3807",
                spoken="three eight zero seven",
                answers=(
                    "I think it's field {spoken}.",
                    "The field number is {spoken}.",
                ),
            ),
            on_record("farm", label="farm", grader="casefold", pattern=r"farm: ([^;\n]+)"),
            on_record(
                "acres", label="field size in acres", grader="numeric", pattern=r"acres: (\d+)"
            ),
            on_record("soil", label="soil type", grader="casefold", pattern=r"soil: ([^;\n]+)"),
            ask(
                "last_crop",
                label="crop grown there last year",
                grader="enum",
                kind="text",
                value="soybeans",
                spoken="soybeans",
                answers=(
                    "I think it was {spoken}.",
                    "Last year it was {spoken}, I'm fairly sure.",
                ),
                options=("wheat", "soybeans", "corn", "oats"),
            ),
            looked_up(
                "next_crop",
                label="crop to plant next",
                grader="enum",
                query="crop rotation",
                pattern=r"After \w+, rotate to (\w+)\.",
                near=("last_crop",),
                options=("wheat", "soybeans", "corn", "oats"),
            ),
            looked_up(
                "seeding_rate",
                label="seeding rate in thousands per acre",
                grader="numeric",
                query="seeding rates",
                pattern=r"[A-Z][a-z]+ on [a-z]+ \w+ is seeded at (\d+) thousand seeds per acre",
                near_fields=("next_crop", "soil"),
            ),
            ask(
                "planting_date",
                label="planting date",
                grader="date",
                kind="date",
                value="2026-04-27",
                spoken="Monday, April twenty-seventh, twenty twenty-six",
                answers=(
                    "Probably {spoken}, weather allowing.",
                    "Let's say {spoken}.",
                ),
            ),
            ask(
                "irrigated",
                label="whether the field is irrigated",
                grader="enum",
                kind="text",
                value="no",
                spoken="no",
                answers=(
                    "{spoken}, it's dryland.",
                    "{spoken}, we don't water that one.",
                ),
                options=YES_NO,
                reveal="on_event",
                event="fact:planting_date",
            ),
            ask(
                "equipment",
                label="equipment needed",
                grader="set_f1",
                kind="text",
                value="planter, sprayer",
                spoken="the planter and the sprayer",
                answers=(
                    "Um, {spoken}.",
                    "{spoken}.",
                ),
                threshold=0.6,
            ),
            ask(
                "fertiliser_budget",
                label="fertiliser budget",
                grader="numeric",
                kind="amount",
                value="14500",
                spoken="fourteen thousand five hundred dollars",
                answers=(
                    "Maybe {spoken}.",
                    "Around {spoken}.",
                ),
                tolerance=100,
            ),
            ask(
                "contact_phone",
                label="phone number",
                grader="phone",
                kind="digits",
                value="4025550163",
                spoken="four zero two, five five five, zero one six three",
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
        knowledge_base="agriculture",
        kb=("KB-8301", "KB-8302"),
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
        outcome="cancel",
        cancel=(
            "The network has just told me they're dropping the season, so let's scrap it. Please "
            "{spoken}.",
            "I've just heard the season's been dropped by the network. Please {spoken}, we won't "
            "need it.",
        ),
        form=("P-SEASON", "Podcast season plan"),
        title="The Long Table, next season",
        record_lookup="show_number",
        facts=(volunteered("caller", "Rachel Butler"),),
        parts=[
            ask(
                "show_number",
                label="show number",
                grader="exact",
                kind="digits",
                value="3316",
                spoken="three three one six",
                answers=(
                    "Oh, the show number, it's {spoken}, I always have to look that one up.",
                    "It's {spoken}.",
                ),
            ),
            on_record(
                "show_title", label="show title", grader="casefold", pattern=r"title: ([^;\n]+)"
            ),
            on_record("network", label="network", grader="casefold", pattern=r"network: ([^;\n]+)"),
            ask(
                "season_start",
                label="season start date",
                grader="date",
                kind="date",
                value="2026-09-07",
                spoken="Monday, September seventh, twenty twenty-six",
                answers=(
                    "We'd love to launch {spoken}, right after the summer break.",
                    "{spoken}, that gives us the whole summer to record.",
                ),
            ),
            ask(
                "episodes",
                label="number of episodes",
                grader="numeric",
                kind="number",
                value="10",
                spoken="ten",
                answers=(
                    "We're thinking {spoken} episodes, which feels like the right size for us.",
                    "{spoken} episodes, we tried more last time and it was too much.",
                ),
            ),
            ask(
                "release_day",
                label="release day",
                grader="enum",
                kind="text",
                value="Tuesday",
                spoken="Tuesday",
                answers=(
                    "Every {spoken}, our listeners love a {spoken} episode with their commute.",
                    "{spoken}, please, that's when our numbers are best.",
                ),
                options=("Monday", "Tuesday", "Wednesday", "Thursday", "Friday"),
            ),
            ask(
                "length_minutes",
                label="episode length in minutes",
                grader="numeric",
                kind="number",
                value="45",
                spoken="forty-five",
                answers=(
                    "About {spoken} minutes, long enough for a proper conversation.",
                    "Around {spoken} minutes each.",
                ),
                tolerance=2,
            ),
            looked_up(
                "ad_slots",
                label="ad slots per episode",
                grader="numeric",
                query="ad slots by episode length",
                pattern=r"Episodes over \d+ minutes carry (\d+) ad slots",
                near=("length_minutes",),
            ),
            ask(
                "production",
                label="order of production",
                grader="ordered_list",
                kind="text",
                value="research, recording, editing, mastering",
                spoken="research, recording, editing, mastering",
                answers=(
                    "In this order: {spoken}.",
                    "{spoken}.",
                ),
            ),
            ask(
                "guests",
                label="kinds of guests",
                grader="set_f1",
                kind="text",
                value="chefs, farmers, food writers",
                spoken="chefs, farmers and food writers",
                answers=(
                    "It's {spoken}.",
                    "Um, {spoken}.",
                ),
                threshold=0.6,
            ),
            ask(
                "episode_budget",
                label="budget per episode",
                grader="numeric",
                kind="amount",
                value="1800",
                spoken="eighteen hundred dollars",
                answers=(
                    "We've set aside {spoken} an episode, which covers the studio and the editor.",
                    "{spoken} each, if the network agrees.",
                ),
                tolerance=50,
            ),
            ask(
                "contact_phone",
                label="contact phone",
                grader="phone",
                kind="digits",
                value="3235550159",
                spoken="three two three, five five five, zero one five nine",
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
        knowledge_base="media",
        kb=("KB-8121",),
        follow_ups=(schedule("season_start", "season launch"),),
    )
