"""Negotiation: supply contracts.

Gloves for a hospital, wheat for an elevator, steel coil.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    YES_NO,
    ask,
    computed,
    correction,
    looked_up,
    on_record,
    schedule,
    volunteered,
    workflow,
)
from duplexworld.worlds.workbench.workflow import WorkflowSpec


def hospital_supply() -> WorkflowSpec:
    """Negotiation in healthcare: a supply agreement for gloves, the quantity corrected."""
    return workflow(
        id="workbench_negotiate_hospital_supply",
        archetype="negotiation",
        industry="healthcare",
        story="""Paul Turner buys supplies for a county hospital and negotiates a yearly
        agreement for vinyl gloves. The hospital's account and delivery dock are on file
        under its account number; the volume discount for his order size and the price per
        box are in the supplier's price schedule. When the agent reads the number of boxes back
        he cuts in: it is four hundred and eighty boxes a month, not four hundred. The
        agreement must carry the corrected volume.""",
        goal="You want a yearly supply agreement for vinyl gloves at a volume discount.",
        persona="midlands",
        conversation_type="mid_call_correction",
        risk_tier="medium",
        profile="correction_prone",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hello, it's Paul Turner, purchasing at Millbrook County Hospital. I want to agree "
            "a year's supply of gloves.",
            "Hi, Paul Turner from Millbrook County Hospital purchasing. We need a supply "
            "agreement for gloves.",
        ),
        form=("T-SUPPLY", "Supply agreement"),
        title="Millbrook glove supply",
        record_lookup="account_number",
        facts=(volunteered("buyer", "Paul Turner"),),
        parts=[
            ask(
                "account_number",
                label="hospital account number",
                grader="exact",
                kind="digits",
                value="30416628",
                spoken="three zero four one, six six two eight",
            ),
            on_record(
                "hospital", label="hospital name", grader="casefold", pattern=r"hospital: ([^;\n]+)"
            ),
            on_record("dock", label="delivery dock", grader="address", pattern=r"dock: ([^;\n]+)"),
            ask(
                "product",
                label="product",
                grader="enum",
                kind="text",
                value="vinyl gloves",
                spoken="vinyl gloves",
                answers=(
                    "It's for {spoken}, medium and large.",
                    "Just the {spoken}.",
                ),
                options=("vinyl gloves", "latex gloves", "surgical masks"),
            ),
            ask(
                "boxes_per_month",
                label="boxes per month",
                grader="numeric",
                kind="number",
                value="400",
                spoken="four hundred",
                answers=(
                    "{spoken} boxes a month.",
                    "About {spoken} a month.",
                ),
                fix=correction(
                    value="480",
                    spoken="four hundred and eighty",
                    variants=(
                        "Sorry, the boxes per month should be {spoken}.",
                        "Actually, make the boxes per month {spoken}.",
                    ),
                ),
            ),
            ask(
                "sizes",
                label="glove sizes",
                grader="set_exact",
                kind="text",
                value="medium, large",
                spoken="medium and large",
                answers=(
                    "{spoken}.",
                    "It's {spoken}.",
                ),
            ),
            looked_up(
                "price_per_box",
                label="price per box in dollars",
                grader="numeric",
                query="glove price per box",
                pattern=r"\w+ gloves cost (\d+\.\d+) dollars a box",
                near=("product",),
                tolerance=0.01,
            ),
            looked_up(
                "discount_percent",
                label="volume discount in percent",
                grader="numeric",
                query="volume discount by boxes a month",
                pattern=r"more than \d+ boxes a month earn a discount of (\d+) percent",
                near=("boxes_per_month",),
            ),
            ask(
                "start_date",
                label="first delivery date",
                grader="date",
                kind="date",
                value="2026-05-01",
                spoken="May first, twenty twenty-six",
                answers=(
                    "From {spoken}.",
                    "The first delivery {spoken}.",
                ),
                fix=correction(
                    value="2026-05-08",
                    spoken="May eighth, twenty twenty-six",
                    variants=(
                        "Sorry, the first delivery date should be {spoken}.",
                        "No, that's wrong, the first delivery date is {spoken}.",
                    ),
                ),
            ),
            ask(
                "delivery_day",
                label="delivery weekday",
                grader="enum",
                kind="text",
                value="Tuesday",
                spoken="Tuesday",
                answers=(
                    "{spoken} mornings suit us.",
                    "On a {spoken}.",
                ),
                options=("Monday", "Tuesday", "Wednesday", "Thursday", "Friday"),
            ),
            ask(
                "buyer_phone",
                label="buyer phone",
                grader="phone",
                kind="digits",
                value="6145550172",
                spoken="six one four, five five five, zero one seven two",
            ),
            computed(
                "monthly_cost",
                label="monthly cost in dollars",
                rule="boxes_per_month * price_per_box * (100 - discount_percent) / 100",
            ),
        ],
        records=(
            {
                "id": "REC-3041",
                "kind": "customer",
                "account": "30416628",
                "hospital": "Millbrook County Hospital",
                "dock": "1200 Ridge Street, Columbus, OH 43215",
            },
        ),
        knowledge_base="healthcare",
        kb=("KB-211", "KB-212"),
    )


def grain_forward_contract() -> WorkflowSpec:
    """Negotiation in agriculture: a forward contract for wheat with a grain elevator."""
    return workflow(
        id="workbench_negotiate_grain_contract",
        archetype="negotiation",
        industry="agriculture",
        story="""Dale Henderson farms wheat and agrees a forward contract with the grain
        elevator for part of this year's harvest. His grower number finds his account; the
        basis for the delivery month and the moisture limit are in the elevator's contract
        terms. The contract is committed on his approval and the delivery goes in the
        calendar.""",
        goal="You want to forward-sell part of your wheat harvest to the elevator.",
        persona="deliberate",
        conversation_type="single_intent",
        risk_tier="high",
        profile="cooperative",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Morning, Dale Henderson here. I'd like to forward contract some of my wheat.",
            "Hello, this is Dale Henderson. I want to lock in a price on part of the wheat crop.",
        ),
        outcome="cancel",
        cancel=(
            "I've just agreed a better price with the co-op down the road, so let's leave it. "
            "Please {spoken}.",
            "The co-op has just beaten your bid, so I'll sell to them. Please {spoken}.",
        ),
        form=("T-FORWARD", "Grain forward contract"),
        title="Henderson wheat forward contract",
        record_lookup="grower_number",
        facts=(volunteered("grower", "Dale Henderson"),),
        parts=[
            ask(
                "grower_number",
                label="grower number",
                grader="exact",
                kind="digits",
                value="410582",
                spoken="four one zero, five eight two",
            ),
            on_record("farm", label="farm name", grader="casefold", pattern=r"farm: ([^;\n]+)"),
            ask(
                "crop",
                label="crop",
                grader="enum",
                kind="text",
                value="wheat",
                spoken="wheat",
                answers=(
                    "It's hard red winter {spoken}.",
                    "It's {spoken}.",
                ),
                reveal="volunteered",
                options=("wheat", "corn", "soybeans"),
            ),
            ask(
                "bushels",
                label="bushels",
                grader="numeric",
                kind="number",
                value="15000",
                spoken="15000",
                answers=(
                    "{spoken} bushels.",
                    "About {spoken}.",
                ),
            ),
            ask(
                "delivery_month",
                label="delivery month",
                grader="enum",
                kind="text",
                value="August",
                spoken="August",
                answers=(
                    "In {spoken}.",
                    "{spoken}, after harvest.",
                ),
                options=("July", "August", "September"),
            ),
            looked_up(
                "basis_cents",
                label="basis in cents under futures",
                grader="numeric",
                query="forward contract basis by delivery month",
                pattern=r"For \w+ delivery the basis is (\d+) cents",
                near=("delivery_month",),
            ),
            looked_up(
                "moisture_limit",
                label="maximum moisture in percent",
                grader="numeric",
                query="grain moisture limits",
                pattern=r"\w+ is accepted up to (\d+(?:\.\d+)?) percent",
                near=("crop",),
                tolerance=0.1,
            ),
            ask(
                "futures_price",
                label="futures price per bushel",
                grader="numeric",
                kind="amount",
                value="6.20",
                spoken="six dollars and twenty cents",
                answers=(
                    "Today's board is {spoken}.",
                    "Futures are at {spoken}.",
                ),
                tolerance=0.01,
            ),
            ask(
                "first_delivery",
                label="first delivery date",
                grader="date",
                kind="date",
                value="2026-08-10",
                spoken="August tenth, twenty twenty-six",
                answers=(
                    "I can haul from {spoken}.",
                    "{spoken}.",
                ),
            ),
            ask(
                "hauling",
                label="hauling",
                grader="enum",
                kind="text",
                value="own trucks",
                spoken="own trucks",
                answers=(
                    "My {spoken}.",
                    "We use our {spoken}.",
                ),
                options=("own trucks", "elevator pickup"),
            ),
            ask(
                "grower_phone",
                label="grower phone",
                grader="phone",
                kind="digits",
                value="9135550137",
                spoken="nine one three, five five five, zero one three seven",
            ),
            computed(
                "cash_price",
                label="cash price per bushel",
                rule="futures_price - basis_cents / 100",
            ),
        ],
        records=(
            {
                "id": "REC-4105",
                "kind": "grower",
                "grower": "410582",
                "farm": "Henderson Family Farms",
            },
        ),
        knowledge_base="agriculture",
        kb=("KB-261", "KB-262"),
        follow_ups=(schedule("first_delivery", "wheat delivery"),),
    )


def steel_supply_price() -> WorkflowSpec:
    """Negotiation in manufacturing: a steel coil supply price with a surcharge from the index."""
    return workflow(
        id="workbench_negotiate_steel_supply",
        archetype="negotiation",
        industry="manufacturing",
        story="""Javier Ruiz buys steel for a trailer manufacturer and agrees a quarter's
        supply of coil. The plant and its receiving dock are on file under the buyer number;
        the base price per ton for his grade and the alloy surcharge are in the mill's price
        sheet. He explains a lot and gives his numbers along the way. The order is committed on
        his approval and the first delivery goes in the calendar.""",
        goal="You want a quarter's supply of steel coil agreed at the mill's price.",
        persona="new_yorker",
        conversation_type="single_intent",
        risk_tier="high",
        profile="verbose",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hi, Javier Ruiz, I buy steel for Keystone Trailers. We've had a busy year and "
            "I need to line up our coil for next quarter before prices move again.",
            "Hello, this is Javier Ruiz at Keystone Trailers. I'm planning the next quarter "
            "and I want to agree a coil supply with you, same as last time but more of it.",
        ),
        form=("T-STEEL", "Steel supply order"),
        title="Keystone coil supply",
        record_lookup="buyer_number",
        facts=(volunteered("buyer", "Javier Ruiz"),),
        parts=[
            ask(
                "buyer_number",
                label="buyer number",
                grader="exact",
                kind="digits",
                value="240881",
                spoken="two four zero, eight eight one",
                answers=(
                    "It's {spoken}, it's on all our purchase orders.",
                    "{spoken}.",
                ),
            ),
            on_record("plant", label="plant", grader="casefold", pattern=r"plant: ([^;\n]+)"),
            on_record("dock", label="receiving dock", grader="address", pattern=r"dock: ([^;\n]+)"),
            ask(
                "grade",
                label="steel grade",
                grader="enum",
                kind="text",
                value="mild",
                spoken="mild",
                answers=(
                    "{spoken} steel, same as always, we cut it for the chassis rails.",
                    "It's {spoken} steel.",
                ),
                options=("mild", "galvanized", "stainless"),
            ),
            ask(
                "tons",
                label="tons for the quarter",
                grader="numeric",
                kind="number",
                value="90",
                spoken="ninety tons",
                answers=(
                    "{spoken}, we've got a lot of orders in for the summer.",
                    "About {spoken} for the quarter.",
                ),
            ),
            looked_up(
                "base_price",
                label="base price per ton",
                grader="numeric",
                query="steel coil base price per ton",
                pattern=r"\w+ (?:steel )?coil is (\d+) dollars per ton",
                near=("grade",),
            ),
            looked_up(
                "alloy_surcharge",
                label="alloy surcharge per ton",
                grader="numeric",
                query="alloy surcharge on coil",
                pattern=r"alloy surcharge this quarter is (\d+) dollars per ton",
            ),
            ask(
                "deliveries",
                label="number of deliveries",
                grader="numeric",
                kind="number",
                value="3",
                spoken="three",
                answers=(
                    "{spoken} deliveries, monthly, we don't have room for more.",
                    "{spoken}.",
                ),
            ),
            ask(
                "first_delivery",
                label="first delivery date",
                grader="date",
                kind="date",
                value="2026-07-07",
                spoken="July seventh, twenty twenty-six",
                answers=(
                    "The first one on {spoken}, we're shut the week before for maintenance.",
                    "{spoken}.",
                ),
            ),
            ask(
                "coil_width",
                label="coil width in inches",
                grader="numeric",
                kind="number",
                value="48",
                spoken="forty-eight inches",
                answers=(
                    "{spoken} wide.",
                    "They're {spoken}.",
                ),
            ),
            ask(
                "certificates",
                label="mill certificates needed",
                grader="enum",
                kind="text",
                value="yes",
                spoken="yes",
                answers=(
                    "{spoken}, our customers ask for them with every trailer.",
                    "{spoken}, always.",
                ),
                options=YES_NO,
            ),
            ask(
                "buyer_phone",
                label="buyer phone",
                grader="phone",
                kind="digits",
                value="7175550145",
                spoken="seven one seven, five five five, zero one four five",
            ),
            computed(
                "quarter_value",
                label="order value for the quarter",
                rule="tons * (base_price + alloy_surcharge)",
            ),
        ],
        records=(
            {
                "id": "REC-2408",
                "kind": "buyer",
                "buyer": "240881",
                "plant": "Keystone Trailers York Plant",
                "dock": "2200 Industrial Drive, York, PA 17402",
            },
        ),
        knowledge_base="manufacturing",
        kb=("KB-301", "KB-302"),
        follow_ups=(schedule("first_delivery", "first coil delivery"),),
    )
