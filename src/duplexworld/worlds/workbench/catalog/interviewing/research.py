"""Interviewing: research and surveys.

An expert source, a loyalty member, a farm census.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import YES_NO, ask, looked_up, on_record, workflow
from duplexworld.worlds.workbench.workflow import WorkflowSpec


def source_interview() -> WorkflowSpec:
    """Media: a fact desk records an expert source's figures for a drought story."""
    return workflow(
        id="workbench_interview_source_sheet",
        archetype="interviewing",
        industry="media",
        story="""Karen Holt, a hydrologist, is interviewed by a newsroom's fact desk for a
        story on reservoir levels. The story number finds the story, its editor and what it
        rests on (statistics); which desk checks such a story is in the standards guide. She
        is precise, gives figures with their dates and says exactly how she may be quoted.""",
        goal="You are an expert source giving a newsroom the facts for a drought story.",
        persona="received",
        conversation_type="narrative_intake",
        risk_tier="medium",
        profile="expert",
        knowledge_burden=("local_state", "retrieval"),
        opening=(
            "Hello, Karen Holt, State Water Board. Your reporter asked me to call the fact "
            "desk about the reservoir story.",
            "Hi, this is Karen Holt, I'm the hydrologist you wanted for the reservoir piece.",
        ),
        form=("T-SOURCE", "Source sheet"),
        title="Source sheet: reservoir story",
        record_lookup="story_number",
        parts=[
            ask(
                "story_number",
                label="story number",
                grader="exact",
                kind="digits",
                value="7714",
                spoken="seven seven one four",
                answers=(
                    "Story {spoken}.",
                    "{spoken}.",
                ),
            ),
            on_record("story", label="story", grader="casefold", pattern=r"story: ([^;\n]+)"),
            on_record("editor", label="editor", grader="casefold", pattern=r"editor: ([^;\n]+)"),
            ask(
                "source",
                label="source name",
                grader="casefold",
                kind="text",
                value="Karen Holt",
                spoken="Karen Holt",
                reveal="volunteered",
            ),
            ask(
                "title",
                label="source's job title",
                grader="casefold",
                kind="text",
                value="chief hydrologist",
                spoken="chief hydrologist",
            ),
            ask(
                "attribution",
                label="attribution",
                grader="enum",
                kind="text",
                value="on the record",
                spoken="on the record",
                answers=(
                    "{spoken}, by name and title.",
                    "Fully {spoken}.",
                ),
                options=("on the record", "background", "off the record"),
            ),
            ask(
                "level",
                label="reservoir level in percent of capacity",
                grader="numeric",
                kind="number",
                value="38",
                spoken="thirty-eight",
                answers=(
                    "{spoken} percent of capacity.",
                    "{spoken} percent.",
                ),
            ),
            ask(
                "average",
                label="historical average in percent",
                grader="numeric",
                kind="number",
                value="61",
                spoken="sixty-one",
                answers=(
                    "The long-term average is {spoken} percent.",
                    "{spoken} percent.",
                ),
            ),
            ask(
                "measured",
                label="date of the measurement",
                grader="date",
                kind="date",
                value="2026-03-01",
                spoken="March first, twenty twenty-six",
                answers=(
                    "Measured {spoken}.",
                    "{spoken}.",
                ),
            ),
            ask(
                "quote",
                label="key quote",
                grader="semantic",
                kind="text",
                value="the reservoirs will not refill without a wet spring",
                spoken="the reservoirs will not refill without a wet spring",
                answers=(
                    "You can quote me: {spoken}.",
                    "The line is: {spoken}.",
                ),
            ),
            looked_up(
                "checking_desk",
                label="checking desk",
                grader="enum",
                query="who checks a story by what it rests on",
                pattern=r"Stories [a-z ]+? are (?:checked|read) by the (data desk|copy desk|legal "
                r"desk)",
                near_records=(r"sources: ([^;\n]+)",),
                options=("data desk", "copy desk", "legal desk"),
            ),
            ask(
                "phone",
                label="phone number",
                grader="phone",
                kind="digits",
                value="9165550177",
                spoken="nine one six, five five five, zero one seven seven",
            ),
        ],
        records=(
            {
                "id": "REC-7714",
                "kind": "assignment",
                "number": "7714",
                "story": "Reservoirs at a ten-year low",
                "editor": "Mina Shah",
                "sources": "statistics",
            },
            {
                "id": "REC-7741",
                "kind": "assignment",
                "number": "7741",
                "story": "City budget vote",
                "editor": "Tom Riley",
                "sources": "private people",
            },
        ),
        knowledge_base="media",
        kb=("KB-541",),
    )


def shopper_research() -> WorkflowSpec:
    """Retail: a loyalty member's research interview, ranked categories and pain points."""
    return workflow(
        id="workbench_interview_shopper_research",
        archetype="interviewing",
        industry="retail",
        story="""Helen Ward, a loyalty member, takes a customer research interview with a
        grocery chain. Her member number finds her home store and tier; the reward rate of
        her tier is in the loyalty programme terms. She answers each question directly and
        ranks her spending categories in order and scores her satisfaction out of ten.""",
        goal="You agreed to a short phone interview about your grocery shopping.",
        persona="bright",
        conversation_type="narrative_intake",
        risk_tier="low",
        profile="cooperative",
        knowledge_burden=("local_state", "retrieval"),
        opening=(
            "Hi, this is Helen Ward. I got an email asking me to do a shopping interview.",
            "Hello, Helen Ward here, I signed up for your customer interview.",
        ),
        form=("T-RESEARCH", "Customer research interview"),
        title="Research interview: Helen Ward",
        record_lookup="member_number",
        parts=[
            ask(
                "member_number",
                label="loyalty member number",
                grader="exact",
                kind="digits",
                value="90412276",
                spoken="nine zero four one, two two seven six",
            ),
            on_record(
                "home_store",
                label="home store",
                grader="casefold",
                pattern=r"home store: ([^;\n]+)",
            ),
            on_record(
                "tier",
                label="loyalty tier",
                grader="enum",
                pattern=r"tier: (\w+)",
                options=("bronze", "silver", "gold"),
            ),
            looked_up(
                "reward_rate",
                label="reward rate in percent",
                grader="numeric",
                query="loyalty programme percent back",
                pattern=r"[A-Z][a-z]+ members earn (\d+) percent back",
                near_fields=("tier",),
            ),
            ask(
                "visits",
                label="visits per month",
                grader="numeric",
                kind="number",
                value="6",
                spoken="six",
                answers=(
                    "About {spoken} times a month.",
                    "{spoken} visits.",
                ),
            ),
            ask(
                "channel",
                label="preferred way to shop",
                grader="enum",
                kind="text",
                value="app",
                spoken="app",
                answers=(
                    "Mostly the {spoken}, then I pick it up.",
                    "The {spoken}.",
                ),
                options=("in store", "website", "app"),
            ),
            ask(
                "categories",
                label="top categories by spend, in order",
                grader="ordered_list",
                kind="text",
                value="produce, bakery, dairy",
                spoken="produce, then bakery, then dairy",
                answers=(
                    "In this order: {spoken}.",
                    "{spoken}.",
                ),
            ),
            ask(
                "satisfaction",
                label="satisfaction score",
                grader="numeric",
                kind="number",
                value="8",
                spoken="eight",
                answers=(
                    "I'd say {spoken}.",
                    "{spoken}, I'm pretty happy.",
                ),
            ),
            ask(
                "pain_points",
                label="biggest frustrations",
                grader="set_f1",
                kind="text",
                value="long checkout lines, items out of stock",
                spoken="long checkout lines and items out of stock",
                threshold=0.5,
            ),
            ask(
                "recommend",
                label="whether you would recommend the store",
                grader="enum",
                kind="text",
                value="yes",
                spoken="yes",
                answers=(
                    "{spoken}, I already have.",
                    "{spoken}, definitely.",
                ),
                options=YES_NO,
            ),
            ask(
                "delivery",
                label="interest in home delivery",
                grader="enum",
                kind="text",
                value="no",
                spoken="no",
                answers=(
                    "{spoken}, I like picking my own fruit.",
                    "{spoken}, not really.",
                ),
                options=YES_NO,
            ),
            ask(
                "phone",
                label="phone number",
                grader="phone",
                kind="digits",
                value="6125550147",
                spoken="six one two, five five five, zero one four seven",
            ),
        ],
        records=(
            {
                "id": "REC-9041",
                "kind": "loyalty member",
                "member": "90412276",
                "home store": "Oak Park store",
                "tier": "gold",
            },
            {
                "id": "REC-9042",
                "kind": "loyalty member",
                "member": "90412267",
                "home store": "Lakeview store",
                "tier": "silver",
            },
        ),
        knowledge_base="retail",
        kb=("KB-581",),
    )


def farm_census() -> WorkflowSpec:
    """Agriculture: a farm census interview; the farm size class follows the sales rule."""
    return workflow(
        id="workbench_interview_farm_census",
        archetype="interviewing",
        industry="agriculture",
        story="""Diego Romero is interviewed for the agricultural census from his barn. His
        farm number finds the county; how a farm is classed by its sales is in the census
        definitions. He is feeding cattle while he talks and keeps losing the thread.""",
        goal="You are answering the agricultural census interview for your farm.",
        persona="midlands",
        conversation_type="narrative_intake",
        risk_tier="low",
        profile="distracted",
        knowledge_burden=("local_state", "retrieval"),
        opening=(
            "Yeah, Diego Romero here. Got a letter saying I'm due for the farm census interview.",
            "Hi, it's Diego Romero, you wanted to do the census questions for my farm.",
        ),
        form=("T-CENSUS", "Farm census return"),
        title="Census return: Romero farm",
        record_lookup="farm_number",
        parts=[
            ask(
                "farm_number",
                label="farm number",
                grader="exact",
                kind="digits",
                value="51077",
                spoken="five one zero seven seven",
                answers=(
                    "Hang on, it's on the letter somewhere. Here, {spoken}.",
                    "It's {spoken}.",
                ),
            ),
            on_record("county", label="county", grader="casefold", pattern=r"county: ([^;\n]+)"),
            ask(
                "operator",
                label="operator name",
                grader="casefold",
                kind="text",
                value="Diego Romero",
                spoken="Diego Romero",
                reveal="volunteered",
            ),
            ask(
                "acres",
                label="total acres",
                grader="numeric",
                kind="number",
                value="640",
                spoken="six hundred forty",
                answers=(
                    "Get back, you. Right, {spoken} acres.",
                    "{spoken} acres, all told.",
                ),
            ),
            ask(
                "crops",
                label="crops grown",
                grader="set_exact",
                kind="text",
                value="corn, soybeans, wheat",
                spoken="corn, soybeans and wheat",
            ),
            ask(
                "cattle",
                label="head of cattle",
                grader="numeric",
                kind="number",
                value="120",
                spoken="a hundred and twenty",
                answers=(
                    "About {spoken} head.",
                    "{spoken}, give or take a calf.",
                ),
            ),
            ask(
                "irrigated",
                label="irrigated acres",
                grader="numeric",
                kind="number",
                value="200",
                spoken="two hundred",
                answers=(
                    "Where was I. Oh, {spoken} irrigated.",
                    "{spoken} acres.",
                ),
            ),
            ask(
                "sales",
                label="farm sales last year",
                grader="numeric",
                kind="amount",
                value="310000",
                spoken="three hundred ten thousand dollars",
                answers=(
                    "Roughly {spoken}.",
                    "About {spoken}, before costs.",
                ),
                tolerance=10000,
            ),
            looked_up(
                "size_class",
                label="farm size class",
                grader="enum",
                query="farm size class by sales",
                pattern=r"sales between 250,000 and 1 million dollars are (mid-size)",
                options=("small", "mid-size", "large"),
            ),
            ask(
                "workers",
                label="hired workers",
                grader="numeric",
                kind="number",
                value="3",
                spoken="three",
                answers=(
                    "{spoken}, plus my son.",
                    "We've got {spoken} hired hands.",
                ),
            ),
            ask(
                "internet",
                label="internet connection",
                grader="enum",
                kind="text",
                value="satellite",
                spoken="satellite",
                answers=(
                    "{spoken}, when it works.",
                    "It's {spoken}.",
                ),
                options=("fiber", "satellite", "none"),
            ),
            ask(
                "phone",
                label="phone number",
                grader="phone",
                kind="digits",
                value="7015550138",
                spoken="seven zero one, five five five, zero one three eight",
            ),
        ],
        records=(
            {
                "id": "REC-5107",
                "kind": "farm",
                "farm": "51077",
                "county": "Cass County",
            },
            {
                "id": "REC-5108",
                "kind": "farm",
                "farm": "51707",
                "county": "Barnes County",
            },
        ),
        knowledge_base="agriculture",
        kb=("KB-591",),
    )
