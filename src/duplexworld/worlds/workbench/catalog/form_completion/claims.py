"""Form completion: loss and return claims.

A car collision, a defective product line, a hail-damaged field.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    YES_NO,
    ask,
    computed,
    correction,
    looked_up,
    on_record,
    workflow,
)
from duplexworld.worlds.workbench.workflow import WorkflowSpec


def auto_claim() -> WorkflowSpec:
    """Insurance: a first notice of loss after a rear collision, the date corrected."""
    return workflow(
        id="workbench_form_auto_claim",
        archetype="form_completion",
        industry="insurance",
        story="""Megan Doyle was hit from behind at a red light and phones her insurer to
        report it. The policy is found by its number and names her car and deductible; how a
        collision the other driver caused is filed is in the claims handbook. When the agent
        reads the incident date back she cuts in: it was the twenty-sixth, not the
        twenty-seventh. The claim must carry the twenty-sixth.""",
        goal="You want to report a car accident to your insurer and open a claim.",
        persona="calm",
        conversation_type="mid_call_correction",
        risk_tier="high",
        profile="correction_prone",
        knowledge_burden=("local_state", "retrieval"),
        opening=(
            "Hi, my name is Megan Doyle. Someone drove into the back of my car and I need "
            "to report it.",
            "Hello, this is Megan Doyle. I was in a car accident and I'd like to open a claim.",
        ),
        form=("T-FNOL", "First notice of loss"),
        title="Collision claim: Megan Doyle",
        record_lookup="policy_number",
        parts=[
            ask(
                "policy_number",
                label="policy number",
                grader="exact",
                kind="digits",
                value="40917723",
                spoken="four zero nine one, seven seven two three",
                answers=(
                    "It's {spoken}.",
                    "My policy number is {spoken}.",
                ),
            ),
            on_record(
                "policyholder",
                label="policyholder",
                grader="casefold",
                pattern=r"holder: ([^;\n]+)",
            ),
            on_record(
                "vehicle", label="insured vehicle", grader="casefold", pattern=r"vehicle: ([^;\n]+)"
            ),
            ask(
                "incident_date",
                label="incident date",
                grader="date",
                kind="date",
                value="2026-02-27",
                spoken="Friday, February twenty-seventh, twenty twenty-six",
                answers=(
                    "It happened on {spoken}.",
                    "{spoken}.",
                ),
                fix=correction(
                    value="2026-02-26",
                    spoken="Thursday, February twenty-sixth, twenty twenty-six",
                    variants=(
                        "Sorry, that's wrong, the incident date was {spoken}.",
                        "No, the incident date should be {spoken}, the day before.",
                    ),
                ),
            ),
            ask(
                "collision_type",
                label="type of collision",
                grader="enum",
                kind="text",
                value="rear collision",
                spoken="rear collision",
                answers=(
                    "A {spoken}, the other car went into my back bumper.",
                    "It was a {spoken} at a red light.",
                ),
                options=("rear collision", "side collision", "single vehicle", "hit while parked"),
            ),
            looked_up(
                "claim_type",
                label="claim type",
                grader="enum",
                query="claim type collision other driver at fault",
                pattern=r"other driver is at fault is filed as a (third-party liability) claim",
                options=("collision", "third-party liability", "comprehensive"),
            ),
            ask(
                "police_report",
                label="police report number",
                grader="exact",
                kind="digits",
                value="26118845",
                spoken="two six one one, eight eight four five",
                answers=(
                    "The report number is {spoken}.",
                    "It's {spoken}.",
                ),
            ),
            ask(
                "injuries",
                label="whether anyone was injured",
                grader="enum",
                kind="text",
                value="no",
                spoken="no",
                answers=(
                    "{spoken}, nobody was hurt.",
                    "{spoken}, we were all fine.",
                ),
                options=YES_NO,
            ),
            ask(
                "drivable",
                label="whether the car can still be driven",
                grader="enum",
                kind="text",
                value="yes",
                spoken="yes",
                answers=(
                    "{spoken}, it drives fine, the bumper is just crushed.",
                    "{spoken}, I drove it home.",
                ),
                options=YES_NO,
            ),
            ask(
                "damage_estimate",
                label="repair estimate",
                grader="numeric",
                kind="amount",
                value="2400",
                spoken="two thousand four hundred dollars",
                answers=(
                    "The body shop said {spoken}.",
                    "About {spoken}.",
                ),
                tolerance=50,
            ),
            on_record(
                "deductible", label="deductible", grader="numeric", pattern=r"deductible: (\d+)"
            ),
            ask(
                "description",
                label="what happened",
                grader="semantic",
                kind="text",
                value="stopped at a red light and was hit from behind",
                spoken="stopped at a red light and was hit from behind",
                answers=(
                    "I was {spoken}.",
                    "I {spoken}.",
                ),
            ),
            ask(
                "contact_phone",
                label="contact phone",
                grader="phone",
                kind="digits",
                value="3125550148",
                spoken="three one two, five five five, zero one four eight",
            ),
        ],
        records=(
            {
                "id": "REC-4091",
                "kind": "policy",
                "policy": "40917723",
                "holder": "Megan Doyle",
                "vehicle": "2019 Honda Civic",
                "deductible": "500",
            },
            {
                "id": "REC-4092",
                "kind": "policy",
                "policy": "40917732",
                "holder": "Martin Doyle",
                "vehicle": "2021 Ford Escape",
                "deductible": "1000",
            },
        ),
        knowledge_base="insurance",
        kb=("KB-101", "KB-102"),
    )


def vendor_return() -> WorkflowSpec:
    """Retail: a return authorisation for a defective product line, the fee from the terms."""
    return workflow(
        id="workbench_form_vendor_return",
        archetype="form_completion",
        industry="retail",
        story="""Andre Kim, a store manager, raises a vendor return for blenders whose motors
        cut out. The purchase order gives the vendor, the item and its unit cost; the
        restocking fee for defective goods inside the return window is in the vendor terms.
        He knows the process and answers in the trade's words.""",
        goal="You are a store manager returning a batch of defective blenders to the vendor.",
        persona="lancashire",
        conversation_type="narrative_intake",
        risk_tier="medium",
        profile="expert",
        knowledge_burden=("local_state", "retrieval"),
        opening=(
            "Andre Kim, store manager. I need an RA raised for a batch of defective blenders.",
            "Hi, Andre Kim from the store. I'm sending a batch of blenders back, defective.",
        ),
        form=("T-RETURN", "Vendor return authorisation"),
        title="Vendor return: blenders",
        record_lookup="po_number",
        parts=[
            ask(
                "po_number",
                label="purchase order number",
                grader="exact",
                kind="digits",
                value="7789012",
                spoken="seven seven eight, nine zero one two",
                answers=(
                    "PO {spoken}.",
                    "{spoken}.",
                ),
            ),
            on_record("vendor", label="vendor", grader="casefold", pattern=r"vendor: ([^;\n]+)"),
            on_record("item", label="item", grader="casefold", pattern=r"item: ([^;\n]+)"),
            on_record(
                "unit_cost", label="unit cost", grader="numeric", pattern=r"unit cost: (\d+)"
            ),
            ask(
                "quantity",
                label="quantity returned",
                grader="numeric",
                kind="number",
                value="12",
                spoken="twelve",
                answers=(
                    "{spoken} units.",
                    "Quantity {spoken}.",
                ),
            ),
            ask(
                "reason",
                label="return reason",
                grader="enum",
                kind="text",
                value="defective",
                spoken="defective",
                answers=(
                    "{spoken}, motor failure.",
                    "Reason code {spoken}.",
                ),
                reveal="volunteered",
                options=("defective", "damaged in transit", "overstock"),
            ),
            ask(
                "defect",
                label="description of the defect",
                grader="semantic",
                kind="text",
                value="motor stops after a few seconds",
                spoken="motor stops after a few seconds",
                answers=(
                    "{spoken}.",
                    "Please put {spoken}.",
                ),
            ),
            ask(
                "received_date",
                label="date the goods were received",
                grader="date",
                kind="date",
                value="2026-01-19",
                spoken="January nineteenth, twenty twenty-six",
                answers=(
                    "Received {spoken}.",
                    "{spoken}.",
                ),
            ),
            looked_up(
                "restocking_fee",
                label="restocking fee in percent",
                grader="numeric",
                query="restocking fees for returns",
                pattern=r"\w+ (?:goods returned within \d+ days|returns) carry a restocking fee of "
                r"(\d+) percent",
                near=("reason",),
            ),
            ask(
                "settlement",
                label="settlement",
                grader="enum",
                kind="text",
                value="credit note",
                spoken="credit note",
                answers=(
                    "{spoken}.",
                    "A {spoken}, no replacements.",
                ),
                options=("credit note", "replacement"),
            ),
            ask(
                "store_number",
                label="store number",
                grader="exact",
                kind="digits",
                value="4417",
                spoken="four four one seven",
                answers=(
                    "Store {spoken}.",
                    "{spoken}.",
                ),
            ),
            ask(
                "collection",
                label="how the goods go back",
                grader="enum",
                kind="text",
                value="carrier pickup",
                spoken="carrier pickup",
                answers=(
                    "{spoken}, they're on a pallet at the back dock.",
                    "{spoken}.",
                ),
                options=("carrier pickup", "drop off"),
            ),
            ask(
                "contact_phone",
                label="contact phone",
                grader="phone",
                kind="digits",
                value="9195550152",
                spoken="nine one nine, five five five, zero one five two",
            ),
            computed(
                "credit",
                label="credit due",
                rule="unit_cost * quantity * (100 - restocking_fee) / 100",
            ),
        ],
        records=(
            {
                "id": "REC-7789",
                "kind": "purchase order",
                "po": "7789012",
                "vendor": "Alder Home Appliances",
                "item": "BL-600 blender",
                "unit cost": "64",
            },
            {
                "id": "REC-7790",
                "kind": "purchase order",
                "po": "7789021",
                "vendor": "Northway Kitchenware",
                "item": "KT-20 kettle",
                "unit cost": "18",
            },
        ),
        knowledge_base="retail",
        kb=("KB-171",),
    )


def crop_loss() -> WorkflowSpec:
    """Agriculture: a hail loss notice on an insured corn field, deadlines from the policy."""
    return workflow(
        id="workbench_form_crop_loss",
        archetype="form_completion",
        industry="agriculture",
        story="""Wade Collins finds hail damage on one of his corn fields and reports it to
        his crop insurer from the cab of his truck. The policy gives the farm and county; how
        fast hail must be reported and which adjuster team covers the county are in the loss
        procedures. He is doing three things at once and drifts off mid-answer, and cuts in on the
        read-back: the acres affected are ninety-five, not eighty-five.""",
        goal="You need to report hail damage on an insured corn field.",
        persona="midlands",
        conversation_type="narrative_intake",
        risk_tier="high",
        profile="distracted",
        knowledge_burden=("local_state", "supplied_evidence", "retrieval", "multi_source"),
        opening=(
            "Yeah, hi, Wade Collins. Hail went through last night and flattened part of my "
            "corn. I need to put in a claim.",
            "Hi, this is Wade Collins, I've got hail damage on a corn field and want to report it.",
        ),
        form=("T-CROPLOSS", "Crop loss notice"),
        title="Hail loss: Collins farm",
        record_lookup="policy_number",
        parts=[
            ask(
                "policy_number",
                label="policy number",
                grader="exact",
                kind="digits",
                value="61220953",
                spoken="six one two two, zero nine five three",
                answers=(
                    "Hang on, it's in the glovebox. Here, {spoken}.",
                    "Right, it's {spoken}.",
                ),
            ),
            on_record("farm", label="farm name", grader="casefold", pattern=r"farm: ([^;\n]+)"),
            on_record("county", label="county", grader="casefold", pattern=r"county: ([^;\n]+)"),
            ask(
                "field_number",
                label="field number",
                grader="numeric",
                kind="number",
                value="17",
                spoken="seventeen",
            ),
            ask(
                "loss_date",
                label="date of the loss",
                grader="date",
                kind="date",
                value="2026-07-21",
                spoken="Tuesday, July twenty-first, twenty twenty-six",
                answers=(
                    "Last night, {spoken}. Hold it, the dog's out. Yeah, {spoken}.",
                    "That was {spoken}.",
                ),
            ),
            ask(
                "cause",
                label="cause of loss",
                grader="enum",
                kind="text",
                value="hail",
                spoken="hail",
                answers=(
                    "{spoken}, big stones, golf ball size.",
                    "It was a {spoken} storm.",
                ),
                reveal="volunteered",
                options=("hail", "drought", "flood", "wind"),
            ),
            ask(
                "acres",
                label="acres affected",
                grader="numeric",
                kind="number",
                value="85",
                spoken="eighty-five",
                answers=(
                    "About {spoken} acres.",
                    "Looks like {spoken} acres from here.",
                ),
                fix=correction(
                    value="95",
                    spoken="ninety-five",
                    variants=(
                        "Sorry, the acres affected are {spoken}, I misread the map.",
                        "No, wrong, make the acres affected {spoken}.",
                    ),
                ),
            ),
            ask(
                "loss_share",
                label="estimated loss in percent",
                grader="numeric",
                kind="number",
                value="40",
                spoken="forty",
                answers=(
                    "I'd say {spoken} percent.",
                    "Maybe {spoken} percent of it is gone.",
                ),
                tolerance=5,
            ),
            looked_up(
                "report_hours",
                label="reporting deadline in hours",
                grader="numeric",
                query="loss reporting deadlines",
                pattern=r"\w+ (?:damage must be|losses are) reported within (\d+) (?:hours|days)",
                near=("cause",),
            ),
            looked_up(
                "adjuster_team",
                label="adjuster team",
                grader="enum",
                query="adjuster teams by county",
                pattern=r"Claims in [A-Z]\w+ County are handled by the (\w+) team",
                near_fields=("county",),
                options=("Central", "North", "West"),
            ),
            ask(
                "harvest",
                label="whether you plan to harvest the damaged field",
                grader="enum",
                kind="text",
                value="no",
                spoken="no",
                answers=(
                    "{spoken}, not till the adjuster's seen it.",
                    "{spoken}, I'll leave it standing.",
                ),
                options=YES_NO,
            ),
            ask(
                "phone",
                label="phone number",
                grader="phone",
                kind="digits",
                value="5155550117",
                spoken="five one five, five five five, zero one one seven",
            ),
        ],
        records=(
            {
                "id": "REC-6122",
                "kind": "crop policy",
                "policy": "61220953",
                "farm": "Collins Family Farm",
                "county": "Story County",
                "crop": "corn",
            },
            {
                "id": "REC-6123",
                "kind": "crop policy",
                "policy": "61220935",
                "farm": "Maple Creek Farm",
                "county": "Boone County",
                "crop": "soybeans",
            },
        ),
        knowledge_base="agriculture",
        kb=("KB-191", "KB-192"),
    )
