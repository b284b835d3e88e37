"""Form completion: loss and return claims.

A car collision, a defective product line, a hail-damaged field.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    YES_NO,
    ask,
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
                "policy number",
                "exact",
                "digits",
                "40917723",
                "four zero nine one, seven seven two three",
                "It's {spoken}.",
                "My policy number is {spoken}.",
            ),
            on_record("policyholder", "policyholder", "casefold", r"holder: ([^;\n]+)"),
            on_record("vehicle", "insured vehicle", "casefold", r"vehicle: ([^;\n]+)"),
            ask(
                "incident_date",
                "incident date",
                "date",
                "date",
                "2026-02-27",
                "Friday, February twenty-seventh, twenty twenty-six",
                "It happened on {spoken}.",
                "{spoken}.",
                fix=correction(
                    "2026-02-26",
                    "Thursday, February twenty-sixth, twenty twenty-six",
                    "Sorry, that's wrong, the incident date was {spoken}.",
                    "No, the incident date should be {spoken}, the day before.",
                ),
            ),
            ask(
                "collision_type",
                "type of collision",
                "enum",
                "text",
                "rear collision",
                "rear collision",
                "A {spoken}, the other car went into my back bumper.",
                "It was a {spoken} at a red light.",
                options=("rear collision", "side collision", "single vehicle", "hit while parked"),
            ),
            looked_up(
                "claim_type",
                "claim type",
                "enum",
                "claim type collision other driver at fault",
                r"other driver is at fault is filed as a (third-party liability) claim",
                options=("collision", "third-party liability", "comprehensive"),
            ),
            ask(
                "police_report",
                "police report number",
                "exact",
                "digits",
                "26118845",
                "two six one one, eight eight four five",
                "The report number is {spoken}.",
                "It's {spoken}.",
            ),
            ask(
                "injuries",
                "whether anyone was injured",
                "enum",
                "text",
                "no",
                "no",
                "{spoken}, nobody was hurt.",
                "{spoken}, we were all fine.",
                options=YES_NO,
            ),
            ask(
                "drivable",
                "whether the car can still be driven",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, it drives fine, the bumper is just crushed.",
                "{spoken}, I drove it home.",
                options=YES_NO,
            ),
            ask(
                "damage_estimate",
                "repair estimate",
                "numeric",
                "amount",
                "2400",
                "two thousand four hundred dollars",
                "The body shop said {spoken}.",
                "About {spoken}.",
                tolerance=50,
            ),
            on_record("deductible", "deductible", "numeric", r"deductible: (\d+)"),
            ask(
                "description",
                "what happened",
                "semantic",
                "text",
                "stopped at a red light and was hit from behind",
                "stopped at a red light and was hit from behind",
                "I was {spoken}.",
                "I {spoken}.",
            ),
            ask(
                "contact_phone",
                "contact phone",
                "phone",
                "digits",
                "3125550148",
                "three one two, five five five, zero one four eight",
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
        kb=(
            {
                "id": "KB-101",
                "title": "Claims handbook: filing collisions",
                "text": "A collision where the other driver is at fault is filed as a "
                "third-party liability claim. A collision the policyholder caused is filed as "
                "a collision claim.",
            },
            {
                "id": "KB-102",
                "title": "Claims handbook: glass and theft",
                "text": "Broken glass, theft and storm damage are filed as comprehensive claims.",
            },
        ),
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
                "purchase order number",
                "exact",
                "digits",
                "7789012",
                "seven seven eight, nine zero one two",
                "PO {spoken}.",
                "{spoken}.",
            ),
            on_record("vendor", "vendor", "casefold", r"vendor: ([^;\n]+)"),
            on_record("item", "item", "casefold", r"item: ([^;\n]+)"),
            on_record("unit_cost", "unit cost", "numeric", r"unit cost: (\d+)"),
            ask(
                "quantity",
                "quantity returned",
                "numeric",
                "number",
                "12",
                "twelve",
                "{spoken} units.",
                "Quantity {spoken}.",
            ),
            ask(
                "reason",
                "return reason",
                "enum",
                "text",
                "defective",
                "defective",
                "{spoken}, motor failure.",
                "Reason code {spoken}.",
                reveal="volunteered",
                options=("defective", "damaged in transit", "overstock"),
            ),
            ask(
                "defect",
                "description of the defect",
                "semantic",
                "text",
                "motor stops after a few seconds",
                "motor stops after a few seconds",
                "{spoken}.",
                "Please put {spoken}.",
            ),
            ask(
                "received_date",
                "date the goods were received",
                "date",
                "date",
                "2026-01-19",
                "January nineteenth, twenty twenty-six",
                "Received {spoken}.",
                "{spoken}.",
            ),
            looked_up(
                "restocking_fee",
                "restocking fee in percent",
                "numeric",
                "restocking fees for returns",
                r"\w+ (?:goods returned within \d+ days|returns) carry a restocking fee of "
                r"(\d+) percent",
                near=("reason",),
            ),
            ask(
                "settlement",
                "settlement",
                "enum",
                "text",
                "credit note",
                "credit note",
                "{spoken}.",
                "A {spoken}, no replacements.",
                options=("credit note", "replacement"),
            ),
            ask(
                "store_number",
                "store number",
                "exact",
                "digits",
                "4417",
                "four four one seven",
                "Store {spoken}.",
                "{spoken}.",
            ),
            ask(
                "collection",
                "how the goods go back",
                "enum",
                "text",
                "carrier pickup",
                "carrier pickup",
                "{spoken}, they're on a pallet at the back dock.",
                "{spoken}.",
                options=("carrier pickup", "drop off"),
            ),
            ask(
                "contact_phone",
                "contact phone",
                "phone",
                "digits",
                "9195550152",
                "nine one nine, five five five, zero one five two",
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
        kb=(
            {
                "id": "KB-171",
                "title": "Vendor terms: returns",
                "text": "Defective goods returned within 90 days carry a restocking fee of 0 "
                "percent. Overstock returns carry a restocking fee of 15 percent.",
            },
        ),
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
                "policy number",
                "exact",
                "digits",
                "61220953",
                "six one two two, zero nine five three",
                "Hang on, it's in the glovebox. Here, {spoken}.",
                "Right, it's {spoken}.",
            ),
            on_record("farm", "farm name", "casefold", r"farm: ([^;\n]+)"),
            on_record("county", "county", "casefold", r"county: ([^;\n]+)"),
            ask("field_number", "field number", "numeric", "number", "17", "seventeen"),
            ask(
                "loss_date",
                "date of the loss",
                "date",
                "date",
                "2026-07-21",
                "Tuesday, July twenty-first, twenty twenty-six",
                "Last night, {spoken}. Hold it, the dog's out. Yeah, {spoken}.",
                "That was {spoken}.",
            ),
            ask(
                "cause",
                "cause of loss",
                "enum",
                "text",
                "hail",
                "hail",
                "{spoken}, big stones, golf ball size.",
                "It was a {spoken} storm.",
                reveal="volunteered",
                options=("hail", "drought", "flood", "wind"),
            ),
            ask(
                "acres",
                "acres affected",
                "numeric",
                "number",
                "85",
                "eighty-five",
                "About {spoken} acres.",
                "Looks like {spoken} acres from here.",
                fix=correction(
                    "95",
                    "ninety-five",
                    "Sorry, the acres affected are {spoken}, I misread the map.",
                    "No, wrong, make the acres affected {spoken}.",
                ),
            ),
            ask(
                "loss_share",
                "estimated loss in percent",
                "numeric",
                "number",
                "40",
                "forty",
                "I'd say {spoken} percent.",
                "Maybe {spoken} percent of it is gone.",
                tolerance=5,
            ),
            looked_up(
                "report_hours",
                "reporting deadline in hours",
                "numeric",
                "loss reporting deadlines",
                r"\w+ (?:damage must be|losses are) reported within (\d+) (?:hours|days)",
                near=("cause",),
            ),
            looked_up(
                "adjuster_team",
                "adjuster team",
                "enum",
                "adjuster teams by county",
                r"Claims in [A-Z]\w+ County are handled by the (\w+) team",
                near_fields=("county",),
                options=("Central", "North", "West"),
            ),
            ask(
                "harvest",
                "whether you plan to harvest the damaged field",
                "enum",
                "text",
                "no",
                "no",
                "{spoken}, not till the adjuster's seen it.",
                "{spoken}, I'll leave it standing.",
                options=YES_NO,
            ),
            ask(
                "phone",
                "phone number",
                "phone",
                "digits",
                "5155550117",
                "five one five, five five five, zero one one seven",
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
        kb=(
            {
                "id": "KB-191",
                "title": "Loss procedures: notice",
                "text": "Hail damage must be reported within 72 hours of discovery. Drought "
                "losses are reported within 15 days.",
            },
            {
                "id": "KB-192",
                "title": "Loss procedures: adjuster teams",
                "text": "Claims in Story County are handled by the Central team. Claims in Boone "
                "County are handled by the West team.",
            },
        ),
    )
