"""Negotiation workflows: the user bargains terms and the deliverable is the agreed sheet.

Each story ends in one agreement whose terms are the user's asks, bounded by the other side's
published rules (the knowledge base) and the parties' records.
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


def freight_lane_rate() -> WorkflowSpec:
    """Negotiation in logistics: a lane rate contract with a carrier, the carrier told after."""
    return workflow(
        id="workbench_negotiate_freight_lane_rate",
        archetype="negotiation",
        industry="logistics",
        story="""Priya Raman ships chilled food for Cedar Ridge Foods and agrees a contract
        rate for one lane with a carrier. Her shipper number finds the account; the rate per
        mile for her weekly volume and the fuel surcharge are on the carrier's rate card. The
        contract is committed on her approval and the carrier's sales desk is told.""",
        goal="You want a contract rate agreed for your weekly loads from Sacramento to Portland.",
        persona="calm",
        conversation_type="single_intent",
        risk_tier="medium",
        profile="cooperative",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hi, Priya Raman from Cedar Ridge Foods. I'd like to agree a contract rate for one "
            "of our regular lanes.",
            "Hello, this is Priya Raman at Cedar Ridge Foods. We want to lock in a rate for our "
            "weekly loads.",
        ),
        form=("T-LANE", "Lane rate contract"),
        title="Cedar Ridge Foods lane contract",
        record_lookup="shipper_number",
        facts=(
            fact("contact", "contact", "text", "Priya Raman", "Priya Raman", reveal="volunteered"),
        ),
        parts=[
            ask(
                "shipper_number",
                "shipper number",
                "exact",
                "digits",
                "55120873",
                "five five one two, zero eight seven three",
                "It's {spoken}.",
                "Our shipper number is {spoken}.",
            ),
            on_record("company", "company name", "casefold", r"company: ([^;\n]+)"),
            on_record("billing_address", "billing address", "address", r"address: ([^;\n]+)"),
            ask(
                "origin",
                "origin city",
                "casefold",
                "text",
                "Sacramento",
                "Sacramento",
                "{spoken}.",
                "It's {spoken}.",
            ),
            ask(
                "destination",
                "destination city",
                "casefold",
                "text",
                "Portland",
                "Portland",
                "{spoken}.",
                "It's {spoken}.",
            ),
            ask(
                "equipment",
                "trailer type",
                "enum",
                "text",
                "refrigerated",
                "refrigerated",
                "It has to be {spoken}, it's chilled food.",
                "A {spoken} trailer.",
                options=("dry van", "refrigerated", "flatbed"),
            ),
            ask(
                "loads_per_week",
                "loads per week",
                "numeric",
                "number",
                "12",
                "twelve",
                "About {spoken} a week.",
                "{spoken} loads a week.",
            ),
            looked_up(
                "rate_per_mile",
                "rate per mile in dollars",
                "numeric",
                "contract rate per mile for ten or more loads a week",
                r"ten or more loads a week pay (\d+\.\d+) dollars",
                tolerance=0.01,
            ),
            looked_up(
                "fuel_surcharge",
                "fuel surcharge in percent",
                "numeric",
                "fuel surcharge on contract lanes",
                r"fuel surcharge of (\d+) percent",
            ),
            ask(
                "term_months",
                "contract term in months",
                "numeric",
                "number",
                "12",
                "twelve months",
                "{spoken}, to start with.",
                "Let's say {spoken}.",
            ),
            ask(
                "start_date",
                "contract start date",
                "date",
                "date",
                "2026-04-06",
                "April sixth, twenty twenty-six",
                "From {spoken}.",
                "Starting {spoken}.",
            ),
            ask(
                "invoicing",
                "invoicing",
                "enum",
                "text",
                "monthly",
                "monthly",
                "{spoken}, please.",
                "We pay {spoken}.",
                options=("weekly", "monthly"),
            ),
            ask(
                "contact_phone",
                "contact phone",
                "phone",
                "digits",
                "9165550148",
                "nine one six, five five five, zero one four eight",
            ),
        ],
        records=(
            {
                "id": "REC-2210",
                "kind": "shipper",
                "shipper": "55120873",
                "company": "Cedar Ridge Foods",
                "address": "4100 Power Inn Road, Sacramento, CA 95826",
            },
        ),
        kb=(
            {
                "id": "KB-201",
                "title": "Contract rate card",
                "text": "Lanes with ten or more loads a week pay 2.85 dollars per mile. Fewer "
                "loads pay 3.10 dollars per mile.",
            },
            {
                "id": "KB-202",
                "title": "Fuel surcharge",
                "text": "Contract lanes carry a fuel surcharge of 18 percent of the line haul.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="notify",
                arguments={"recipient": "carrier sales desk", "message": "lane contract agreed"},
            ),
        ),
    )


def hospital_supply() -> WorkflowSpec:
    """Negotiation in healthcare: a supply agreement for gloves, the quantity corrected."""
    return workflow(
        id="workbench_negotiate_hospital_supply",
        archetype="negotiation",
        industry="healthcare",
        story="""Graham Doyle buys supplies for a county hospital and negotiates a yearly
        agreement for nitrile gloves. The hospital's account and delivery dock are on file
        under its account number; the volume discount for his order size and the price per
        box are in the supplier's price schedule. When the agent reads the number of boxes back
        he cuts in: it is four hundred and eighty boxes a month, not four hundred. The
        agreement must carry the corrected volume.""",
        goal="You want a yearly supply agreement for nitrile gloves at a volume discount.",
        persona="midlands",
        conversation_type="mid_call_correction",
        risk_tier="medium",
        profile="correction_prone",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hello, it's Graham Doyle, purchasing at Millbrook County Hospital. I want to agree "
            "a year's supply of gloves.",
            "Hi, Graham Doyle from Millbrook County Hospital purchasing. We need a supply "
            "agreement for gloves.",
        ),
        form=("T-SUPPLY", "Supply agreement"),
        title="Millbrook glove supply",
        record_lookup="account_number",
        facts=(
            fact("buyer", "buyer", "text", "Graham Doyle", "Graham Doyle", reveal="volunteered"),
        ),
        parts=[
            ask(
                "account_number",
                "hospital account number",
                "exact",
                "digits",
                "30416628",
                "three zero four one, six six two eight",
            ),
            on_record("hospital", "hospital name", "casefold", r"hospital: ([^;\n]+)"),
            on_record("dock", "delivery dock", "address", r"dock: ([^;\n]+)"),
            ask(
                "product",
                "product",
                "enum",
                "text",
                "nitrile gloves",
                "nitrile gloves",
                "It's for {spoken}, medium and large.",
                "Just {spoken}.",
                options=("nitrile gloves", "latex gloves", "surgical masks"),
            ),
            ask(
                "boxes_per_month",
                "boxes per month",
                "numeric",
                "number",
                "400",
                "four hundred",
                "{spoken} boxes a month.",
                "About {spoken} a month.",
                fix=correction(
                    "480",
                    "four hundred and eighty",
                    "Sorry, the boxes per month should be {spoken}.",
                    "Actually, make the boxes per month {spoken}.",
                ),
            ),
            ask(
                "sizes",
                "glove sizes",
                "set_exact",
                "text",
                "medium, large",
                "medium and large",
                "{spoken}.",
                "It's {spoken}.",
            ),
            looked_up(
                "price_per_box",
                "price per box in dollars",
                "numeric",
                "nitrile gloves price per box",
                r"Nitrile gloves cost (\d+\.\d+) dollars a box",
                tolerance=0.01,
            ),
            looked_up(
                "discount_percent",
                "volume discount in percent",
                "numeric",
                "volume discount for more than 300 boxes a month",
                r"more than 300 boxes a month earn a discount of (\d+) percent",
            ),
            ask(
                "start_date",
                "first delivery date",
                "date",
                "date",
                "2026-05-01",
                "May first, twenty twenty-six",
                "From {spoken}.",
                "The first delivery {spoken}.",
            ),
            ask(
                "delivery_day",
                "delivery weekday",
                "enum",
                "text",
                "Tuesday",
                "Tuesday",
                "{spoken} mornings suit us.",
                "On a {spoken}.",
                options=("Monday", "Tuesday", "Wednesday", "Thursday", "Friday"),
            ),
            ask(
                "buyer_phone",
                "buyer phone",
                "phone",
                "digits",
                "6145550172",
                "six one four, five five five, zero one seven two",
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
        kb=(
            {
                "id": "KB-211",
                "title": "Price schedule: gloves",
                "text": "Nitrile gloves cost 6.40 dollars a box. Latex gloves cost 5.20 dollars "
                "a box.",
            },
            {
                "id": "KB-212",
                "title": "Volume discounts",
                "text": "Accounts ordering more than 300 boxes a month earn a discount of 12 "
                "percent. Smaller accounts earn 5 percent.",
            },
        ),
    )


def roofing_subcontract() -> WorkflowSpec:
    """Negotiation in construction: a roofing subcontract, retention only after the price."""
    return workflow(
        id="workbench_negotiate_roofing_subcontract",
        archetype="negotiation",
        industry="construction",
        story="""Teresa Molina runs a roofing firm and agrees a subcontract with a general
        contractor for a school extension. The project and its site come from the project
        register by project number; the retention the contractor holds and its payment days
        are in the contractor's subcontract terms. She is vague at first: she only says which
        warranty she offers once the contract price is settled. The subcontract is committed
        on her approval and the site start goes in the calendar.""",
        goal="You want to agree the roofing subcontract for the school extension.",
        persona="new_yorker",
        conversation_type="multi_intent",
        risk_tier="high",
        profile="ambiguous",
        knowledge_burden=("local_state", "supplied_evidence", "retrieval"),
        opening=(
            "Hi, Teresa Molina, Molina Roofing. We're talking about the roof on the school job, "
            "I want to get the paperwork sorted.",
            "Hello, it's Teresa Molina from Molina Roofing, about that school roof. Can we "
            "settle the terms?",
        ),
        form=("T-SUBCON", "Subcontract agreement"),
        title="Roofing subcontract, school extension",
        record_lookup="project_number",
        facts=(
            fact(
                "subcontractor",
                "subcontractor",
                "text",
                "Molina Roofing",
                "Molina Roofing",
                reveal="volunteered",
            ),
        ),
        parts=[
            ask(
                "project_number",
                "project number",
                "exact",
                "digits",
                "2417",
                "two four one seven",
                "It's {spoken}, I think.",
                "Project {spoken}.",
            ),
            on_record("project", "project name", "casefold", r"project: ([^;\n]+)"),
            on_record("site", "site address", "address", r"site: ([^;\n]+)"),
            ask(
                "scope",
                "scope of work",
                "set_f1",
                "text",
                "membrane roof, insulation, gutters",
                "the membrane roof, the insulation and the gutters",
                "{spoken}.",
                "We need {spoken}.",
                threshold=1.0,
            ),
            ask(
                "contract_price",
                "contract price",
                "numeric",
                "amount",
                "184000",
                "one hundred eighty-four thousand dollars",
                "We'd want {spoken}.",
                "{spoken}, all in.",
            ),
            ask(
                "warranty_years",
                "warranty in years",
                "numeric",
                "number",
                "10",
                "ten years",
                "{spoken} on the membrane.",
                "We give {spoken}.",
                reveal="on_event",
                event="fact:contract_price",
            ),
            looked_up(
                "retention_percent",
                "retention in percent",
                "numeric",
                "retention held on subcontracts",
                r"retains (\d+) percent of each payment",
            ),
            looked_up(
                "payment_days",
                "payment days after invoice",
                "numeric",
                "when subcontractor invoices are paid",
                r"pays invoices within (\d+) days",
            ),
            ask(
                "site_start",
                "site start date",
                "date",
                "date",
                "2026-06-15",
                "June fifteenth, twenty twenty-six",
                "We could be on site {spoken}.",
                "Start {spoken}.",
            ),
            ask(
                "crew_size",
                "crew size",
                "numeric",
                "number",
                "6",
                "six",
                "A crew of {spoken}.",
                "{spoken} roofers.",
            ),
            ask(
                "insurance",
                "liability insurance held",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, five million cover.",
                "{spoken}, we're fully insured.",
                options=("yes", "no"),
            ),
            ask(
                "site_phone",
                "site contact phone",
                "phone",
                "digits",
                "7185550193",
                "seven one eight, five five five, zero one nine three",
            ),
        ],
        records=(
            {
                "id": "REC-2417",
                "kind": "job",
                "number": "2417",
                "project": "Lincoln Elementary Extension",
                "site": "88 Garden Street, Yonkers, NY 10701",
            },
        ),
        kb=(
            {
                "id": "KB-221",
                "title": "Subcontract terms: retention",
                "text": "The contractor retains 5 percent of each payment until practical "
                "completion.",
            },
            {
                "id": "KB-222",
                "title": "Subcontract terms: payment",
                "text": "The contractor pays invoices within 30 days of approval.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="schedule",
                arguments={"when": FromUser(fact="site_start"), "what": "roofing crew on site"},
            ),
        ),
    )


def hotel_group_rate() -> WorkflowSpec:
    """Negotiation in hospitality: a conference room block at a group rate."""
    return workflow(
        id="workbench_negotiate_hotel_group_rate",
        archetype="negotiation",
        industry="hospitality",
        story="""Aisha Bello organises a nursing conference and negotiates a block of hotel
        rooms. The group rate for her block size and the cut-off for releasing unbooked rooms
        are in the hotel's group sales policy. She talks a lot and gives her numbers along the
        way. The contract is committed on her approval.""",
        goal="You want a block of hotel rooms at a group rate for your conference.",
        persona="caribbean",
        conversation_type="single_intent",
        risk_tier="medium",
        profile="verbose",
        knowledge_burden=("supplied_evidence", "retrieval", "multi_source"),
        opening=(
            "Good afternoon, my name is Aisha Bello, and I'm organising the regional nursing "
            "conference this autumn, so I'm ringing round hotels to get a good rate for our "
            "delegates.",
            "Hello there, Aisha Bello speaking. I'm putting together a conference for nurses "
            "and I'd love to sort out a block of rooms with you at a decent group price.",
        ),
        form=("T-BLOCK", "Group room block contract"),
        title="Nursing conference room block",
        facts=(
            fact(
                "organiser", "organiser", "text", "Aisha Bello", "Aisha Bello", reveal="volunteered"
            ),
        ),
        parts=[
            ask(
                "organisation",
                "organisation",
                "casefold",
                "text",
                "Eastern Nursing Association",
                "Eastern Nursing Association",
                "It's {spoken}.",
                "{spoken}.",
            ),
            ask(
                "arrival_date",
                "arrival date",
                "date",
                "date",
                "2026-10-14",
                "October fourteenth, twenty twenty-six",
                "People arrive on {spoken}, most of them in the evening after work.",
                "{spoken}, the day before the opening session.",
            ),
            ask(
                "nights",
                "number of nights",
                "numeric",
                "number",
                "3",
                "three nights",
                "{spoken}, the conference runs over the weekend.",
                "It's {spoken} in all.",
            ),
            ask(
                "rooms_per_night",
                "rooms per night",
                "numeric",
                "number",
                "60",
                "sixty",
                "We'd need {spoken} rooms, last time it was tight.",
                "{spoken} rooms a night.",
            ),
            ask(
                "room_type",
                "room type",
                "enum",
                "text",
                "double",
                "double",
                "{spoken} rooms, a lot of people share to save money.",
                "Mostly {spoken}.",
                options=("single", "double", "suite"),
            ),
            looked_up(
                "group_rate",
                "group rate per night",
                "numeric",
                "group rate for blocks of 50 rooms or more",
                r"blocks of 50 rooms or more is (\d+) dollars",
            ),
            looked_up(
                "cutoff_days",
                "release cut-off in days before arrival",
                "numeric",
                "release of unbooked rooms cut-off",
                r"released (\d+) days before arrival",
            ),
            ask(
                "breakfast",
                "breakfast included",
                "enum",
                "text",
                "yes",
                "yes",
                "Oh {spoken}, nurses run on breakfast, believe me.",
                "{spoken}, please include it.",
                options=("yes", "no"),
            ),
            ask(
                "meeting_rooms",
                "meeting rooms needed",
                "numeric",
                "number",
                "2",
                "two",
                "{spoken} meeting rooms for the workshops, if you have them.",
                "Just {spoken}.",
            ),
            ask(
                "billing",
                "billing",
                "enum",
                "text",
                "individual",
                "individual",
                "{spoken}, each delegate pays for their own room.",
                "It's {spoken} billing, everyone pays their own.",
                options=("master account", "individual"),
            ),
            ask(
                "organiser_phone",
                "organiser phone",
                "phone",
                "digits",
                "6175550126",
                "six one seven, five five five, zero one two six",
                "It's {spoken}, that's my mobile, best to text if I don't pick up.",
                "{spoken}.",
            ),
        ],
        kb=(
            {
                "id": "KB-231",
                "title": "Group sales policy: rates",
                "text": "The nightly group rate for blocks of 50 rooms or more is 139 dollars. "
                "Smaller blocks pay 159 dollars.",
            },
            {
                "id": "KB-232",
                "title": "Group sales policy: release",
                "text": "Unbooked rooms in a block are released 21 days before arrival.",
            },
        ),
    )


def water_damage_settlement() -> WorkflowSpec:
    """Negotiation in insurance: a claim settlement, approval withdrawn over the payout route."""
    return workflow(
        id="workbench_negotiate_claim_settlement",
        archetype="negotiation",
        industry="insurance",
        story="""Kevin Walsh has a water damage claim and negotiates the settlement. His claim
        number finds the claim and its policy; the deductible and the depreciation rule for
        flooring are in the policy wording. He is on a building site and distracted. He
        approves the settlement, then withdraws the approval at once: the payout must go to
        his contractor, not to him. The settlement may only be committed on his second
        approval, with the contractor as payee.""",
        goal="You want your water damage claim settled and paid out.",
        persona="hurried",
        conversation_type="mid_call_correction",
        risk_tier="high",
        profile="distracted",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Yeah, hi, Kevin Walsh. Sorry, it's loud here. I'm calling about my water damage "
            "claim, I want to get it settled.",
            "Hi, it's Kevin Walsh, I've got a claim open for the water damage. Can we sort out "
            "the settlement?",
        ),
        form=("T-SETTLE", "Claim settlement"),
        title="Walsh water damage settlement",
        record_lookup="claim_number",
        facts=(
            fact(
                "claimant", "claimant", "text", "Kevin Walsh", "Kevin Walsh", reveal="volunteered"
            ),
        ),
        parts=[
            ask(
                "claim_number",
                "claim number",
                "exact",
                "digits",
                "8802146",
                "eight eight zero, two one four six",
                "Hang on. It's {spoken}.",
                "{spoken}.",
            ),
            on_record("policy", "policy number", "exact", r"policy: (HP-\d+)"),
            on_record("loss_date", "date of loss", "date", r"loss: (\d{4}-\d{2}-\d{2})"),
            ask(
                "repair_quote",
                "repair quote",
                "numeric",
                "amount",
                "14200",
                "fourteen thousand two hundred dollars",
                "The quote came in at {spoken}.",
                "Sorry, what? Right, {spoken}.",
            ),
            looked_up(
                "deductible",
                "deductible in dollars",
                "numeric",
                "deductible for water damage",
                r"water damage carries a deductible of (\d+) dollars",
            ),
            looked_up(
                "flooring_depreciation",
                "flooring depreciation in percent",
                "numeric",
                "depreciation of flooring",
                r"Flooring is depreciated by (\d+) percent",
            ),
            ask(
                "rooms",
                "rooms affected",
                "set_f1",
                "text",
                "kitchen, hallway",
                "the kitchen and the hallway",
                "{spoken}.",
                "It's {spoken}.",
                threshold=1.0,
            ),
            ask(
                "payee",
                "payee",
                "enum",
                "text",
                "policyholder",
                "policyholder",
                "Pay it to me, the {spoken}.",
                "To me as the {spoken}.",
                options=("policyholder", "contractor"),
                fix=correction(
                    "contractor",
                    "contractor",
                    "Sorry, the payee should be the {spoken}, they're doing the work.",
                    "Actually, change the payee to the {spoken}.",
                    mode="with_revocation",
                ),
            ),
            ask(
                "payment_date",
                "payment date",
                "date",
                "date",
                "2026-04-20",
                "April twentieth, twenty twenty-six",
                "By {spoken} if you can.",
                "{spoken}.",
            ),
            ask(
                "claimant_phone",
                "claimant phone",
                "phone",
                "digits",
                "8575550154",
                "eight five seven, five five five, zero one five four",
                "Wait. {spoken}.",
                "It's {spoken}.",
            ),
        ],
        records=(
            {
                "id": "REC-8802",
                "kind": "claim",
                "claim": "8802146",
                "claimant": "Kevin Walsh",
                "policy": "HP-55071",
                "loss": "2026-02-11",
            },
        ),
        kb=(
            {
                "id": "KB-241",
                "title": "Homeowner wording: deductibles",
                "text": "A claim for water damage carries a deductible of 1000 dollars. Storm "
                "claims carry 2500 dollars.",
            },
            {
                "id": "KB-242",
                "title": "Homeowner wording: depreciation",
                "text": "Flooring is depreciated by 20 percent on claims for floors over ten "
                "years old.",
            },
        ),
    )


def software_licence_renewal() -> WorkflowSpec:
    """Negotiation in IT: a software licence renewal, seat tier and uplift from the terms."""
    return workflow(
        id="workbench_negotiate_licence_renewal",
        archetype="negotiation",
        industry="information technology",
        story="""Nora Lindqvist is an IT director who knows the vendor's terms and negotiates
        her company's licence renewal. The customer account and the current contract are on
        file under the customer number; the seat tier price and the maximum price uplift on
        renewal are in the vendor's licensing terms. She gives most of her numbers in the
        opening. The renewal is committed on her approval.""",
        goal="You want your software licences renewed at the right tier with a capped uplift.",
        persona="scottish",
        conversation_type="single_intent",
        risk_tier="medium",
        profile="expert",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Nora Lindqvist, IT director at Harbourview Logistics. I'm renewing our licences: "
            "two hundred and fifty seats, a thirty-six month term, and I'm aware of the uplift "
            "cap.",
            "Hello, Nora Lindqvist from Harbourview Logistics. Renewal for two hundred and fifty "
            "seats, thirty-six months, and I know the uplift is capped.",
        ),
        form=("T-RENEW", "Licence renewal order"),
        title="Harbourview licence renewal",
        record_lookup="customer_number",
        facts=(
            fact(
                "director",
                "director",
                "text",
                "Nora Lindqvist",
                "Nora Lindqvist",
                reveal="volunteered",
            ),
        ),
        parts=[
            ask(
                "customer_number",
                "customer number",
                "exact",
                "digits",
                "77031954",
                "seven seven zero three, one nine five four",
            ),
            on_record("company", "company", "casefold", r"company: ([^;\n]+)"),
            on_record("contract", "current contract", "exact", r"contract: (CT-\d+)"),
            ask(
                "seats",
                "number of seats",
                "numeric",
                "number",
                "250",
                "two hundred and fifty",
                "{spoken} seats.",
                "{spoken}.",
                reveal="volunteered",
            ),
            ask(
                "term_months",
                "renewal term in months",
                "numeric",
                "number",
                "36",
                "thirty-six months",
                "{spoken}.",
                "A term of {spoken}.",
                reveal="volunteered",
            ),
            looked_up(
                "tier",
                "seat tier",
                "enum",
                "seat tier for 201 to 500 seats",
                r"201 to 500 seats are in the (\w+) tier",
                options=("Team", "Business", "Corporate"),
            ),
            looked_up(
                "seat_price",
                "price per seat per year",
                "numeric",
                "Business tier price per seat",
                r"Business tier costs (\d+) dollars per seat",
            ),
            looked_up(
                "uplift_cap",
                "maximum uplift in percent",
                "numeric",
                "maximum price uplift on renewal",
                r"uplift on renewal is capped at (\d+) percent",
            ),
            ask(
                "modules",
                "add-on modules",
                "set_exact",
                "text",
                "analytics, mobile access",
                "analytics and mobile access",
                "{spoken}.",
                "We need {spoken}.",
            ),
            ask(
                "support",
                "support level",
                "enum",
                "text",
                "premium",
                "premium",
                "{spoken} support.",
                "{spoken}, with the four hour response.",
                options=("standard", "premium"),
            ),
            ask(
                "renewal_date",
                "renewal date",
                "date",
                "date",
                "2026-09-01",
                "September first, twenty twenty-six",
                "{spoken}.",
                "It renews {spoken}.",
            ),
            ask(
                "invoice_recipient",
                "invoice recipient",
                "casefold",
                "text",
                "accounts payable",
                "accounts payable",
                "{spoken}.",
                "It's {spoken}.",
            ),
        ],
        records=(
            {
                "id": "REC-7703",
                "kind": "customer",
                "customer": "77031954",
                "company": "Harbourview Logistics",
                "contract": "CT-40921",
            },
        ),
        kb=(
            {
                "id": "KB-251",
                "title": "Licensing terms: tiers",
                "text": "Customers with up to 200 seats are in the Team tier. Customers with "
                "201 to 500 seats are in the Business tier. Larger estates are Corporate.",
            },
            {
                "id": "KB-252",
                "title": "Licensing terms: prices",
                "text": "The Team tier costs 96 dollars per seat a year. The Business tier "
                "costs 84 dollars per seat a year.",
            },
            {
                "id": "KB-253",
                "title": "Licensing terms: renewals",
                "text": "The price uplift on renewal is capped at 4 percent a year.",
            },
        ),
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
        form=("T-FORWARD", "Grain forward contract"),
        title="Henderson wheat forward contract",
        record_lookup="grower_number",
        facts=(
            fact(
                "grower", "grower", "text", "Dale Henderson", "Dale Henderson", reveal="volunteered"
            ),
        ),
        parts=[
            ask(
                "grower_number",
                "grower number",
                "exact",
                "digits",
                "410582",
                "four one zero, five eight two",
            ),
            on_record("farm", "farm name", "casefold", r"farm: ([^;\n]+)"),
            ask(
                "crop",
                "crop",
                "enum",
                "text",
                "wheat",
                "wheat",
                "Hard red winter {spoken}.",
                "It's {spoken}.",
                reveal="volunteered",
                options=("wheat", "corn", "soybeans"),
            ),
            ask(
                "bushels",
                "bushels",
                "numeric",
                "number",
                "15000",
                "15000",
                "{spoken} bushels.",
                "About {spoken}.",
            ),
            ask(
                "delivery_month",
                "delivery month",
                "enum",
                "text",
                "August",
                "August",
                "In {spoken}.",
                "{spoken}, after harvest.",
                options=("July", "August", "September"),
            ),
            looked_up(
                "basis_cents",
                "basis in cents under futures",
                "numeric",
                "August delivery basis",
                r"August delivery the basis is (\d+) cents",
            ),
            looked_up(
                "moisture_limit",
                "maximum moisture in percent",
                "numeric",
                "moisture limit for wheat",
                r"Wheat is accepted up to (\d+\.?\d*) percent moisture",
                tolerance=0.1,
            ),
            ask(
                "futures_price",
                "futures price per bushel",
                "numeric",
                "amount",
                "6.20",
                "six dollars and twenty cents",
                "Today's board is {spoken}.",
                "Futures are at {spoken}.",
                tolerance=0.01,
            ),
            ask(
                "first_delivery",
                "first delivery date",
                "date",
                "date",
                "2026-08-10",
                "August tenth, twenty twenty-six",
                "I can haul from {spoken}.",
                "{spoken}.",
            ),
            ask(
                "hauling",
                "hauling",
                "enum",
                "text",
                "own trucks",
                "own trucks",
                "My {spoken}.",
                "We use our {spoken}.",
                options=("own trucks", "elevator pickup"),
            ),
            ask(
                "grower_phone",
                "grower phone",
                "phone",
                "digits",
                "9135550137",
                "nine one three, five five five, zero one three seven",
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
        kb=(
            {
                "id": "KB-261",
                "title": "Forward contract basis",
                "text": "For July delivery the basis is 45 cents under futures. For August "
                "delivery the basis is 38 cents under futures.",
            },
            {
                "id": "KB-262",
                "title": "Grain quality terms",
                "text": "Wheat is accepted up to 13.5 percent moisture. Corn is accepted up to "
                "15 percent.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="schedule",
                arguments={"when": FromUser(fact="first_delivery"), "what": "wheat delivery"},
            ),
        ),
    )


def radio_ad_campaign() -> WorkflowSpec:
    """Negotiation in media: a radio advertising buy with the flight dates corrected."""
    return workflow(
        id="workbench_negotiate_radio_campaign",
        archetype="negotiation",
        industry="media",
        story="""Carla Jensen books advertising for a furniture store and negotiates a radio
        campaign. The advertiser account is on file under the store's account number; the spot
        rate for drive time and the package discount for her number of spots are on the
        station's rate card. When the agent reads the campaign start back she cuts in: it
        starts on the eleventh, not the fourth. The order is committed on her approval and the
        station's traffic desk is told once it is.""",
        goal="You want a radio campaign for your store's spring sale at a package price.",
        persona="bright",
        conversation_type="mid_call_correction",
        risk_tier="low",
        profile="correction_prone",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        approval=("commit", "notify"),
        opening=(
            "Hi, it's Carla Jensen from Oakline Furniture. We want to run radio ads for our "
            "spring sale.",
            "Hello, Carla Jensen at Oakline Furniture here. I'd like to book a radio campaign.",
        ),
        form=("T-MEDIA", "Advertising order"),
        title="Oakline spring sale radio campaign",
        record_lookup="advertiser_number",
        facts=(
            fact("buyer", "buyer", "text", "Carla Jensen", "Carla Jensen", reveal="volunteered"),
        ),
        parts=[
            ask(
                "advertiser_number",
                "advertiser number",
                "exact",
                "digits",
                "63390",
                "six three three nine zero",
            ),
            on_record("advertiser", "advertiser", "casefold", r"advertiser: ([^;\n]+)"),
            ask(
                "start_date",
                "campaign start date",
                "date",
                "date",
                "2026-05-04",
                "May fourth, twenty twenty-six",
                "It starts {spoken}.",
                "From {spoken}.",
                fix=correction(
                    "2026-05-11",
                    "May eleventh, twenty twenty-six",
                    "Sorry, the campaign start date is {spoken}, not the fourth.",
                    "Wait, that start date is wrong, it should be {spoken}.",
                ),
            ),
            ask(
                "weeks",
                "campaign length in weeks",
                "numeric",
                "number",
                "3",
                "three weeks",
                "{spoken}.",
                "It runs {spoken}.",
            ),
            ask(
                "spots",
                "total spots",
                "numeric",
                "number",
                "60",
                "sixty",
                "{spoken} spots in all.",
                "About {spoken} spots.",
            ),
            ask(
                "daypart",
                "daypart",
                "enum",
                "text",
                "morning drive",
                "morning drive",
                "{spoken}, that's when people listen.",
                "Mostly {spoken}.",
                options=("morning drive", "midday", "evening drive"),
            ),
            looked_up(
                "spot_rate",
                "rate per spot in dollars",
                "numeric",
                "morning drive rate per 30 second spot",
                r"morning drive spot costs (\d+) dollars",
            ),
            looked_up(
                "package_discount",
                "package discount in percent",
                "numeric",
                "package discount 50 spots or more",
                r"50 spots or more earn (\d+) percent off",
            ),
            ask(
                "spot_length",
                "spot length in seconds",
                "enum",
                "text",
                "30",
                "thirty seconds",
                "{spoken}.",
                "The ads are {spoken} long.",
                options=("15", "30", "60"),
            ),
            ask(
                "message",
                "campaign message",
                "semantic",
                "text",
                "spring sale on sofas and dining tables",
                "spring sale on sofas and dining tables",
                "Just put: {spoken}.",
                "Note: {spoken}.",
            ),
            ask(
                "buyer_phone",
                "buyer phone",
                "phone",
                "digits",
                "5125550163",
                "five one two, five five five, zero one six three",
            ),
        ],
        records=(
            {
                "id": "REC-6339",
                "kind": "account",
                "account": "63390",
                "advertiser": "Oakline Furniture",
            },
        ),
        kb=(
            {
                "id": "KB-271",
                "title": "Rate card: dayparts",
                "text": "A 30 second morning drive spot costs 85 dollars. A midday spot costs "
                "40 dollars.",
            },
            {
                "id": "KB-272",
                "title": "Rate card: packages",
                "text": "Orders of 50 spots or more earn 15 percent off the card rate.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="notify",
                arguments={"recipient": "station traffic desk", "message": "campaign booked"},
            ),
        ),
    )


def arrears_payment_plan() -> WorkflowSpec:
    """Negotiation in utilities: a payment plan for an electricity bill in arrears."""
    return workflow(
        id="workbench_negotiate_arrears_plan",
        archetype="negotiation",
        industry="utilities",
        story="""Sean Murphy is behind on his electricity bill and negotiates a payment plan.
        His account number finds the account and the balance owed; the longest plan the
        utility allows and the late fee waiver rule are in the collections policy. He is
        minding his children and loses track of the questions. The plan is committed on his
        approval.""",
        goal="You are behind on your electricity bill and want to agree a payment plan.",
        persona="lancashire",
        conversation_type="single_intent",
        risk_tier="medium",
        profile="distracted",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hi, Sean Murphy. Sorry, kids, one second. I've got a letter about my electric "
            "bill, I'm behind and I want to set up a plan.",
            "Hello, it's Sean Murphy. I'm behind on the electric and I need to sort a payment "
            "plan.",
        ),
        form=("T-PLAN", "Payment arrangement"),
        title="Murphy payment arrangement",
        record_lookup="account_number",
        facts=(
            fact("holder", "holder", "text", "Sean Murphy", "Sean Murphy", reveal="volunteered"),
        ),
        parts=[
            ask(
                "account_number",
                "account number",
                "exact",
                "digits",
                "9031477",
                "nine zero three, one four seven seven",
                "Hold on. {spoken}.",
                "It's {spoken}.",
            ),
            on_record(
                "balance", "balance owed", "numeric", r"balance: (\d+\.\d{2})", tolerance=0.01
            ),
            on_record("service_address", "service address", "address", r"address: ([^;\n]+)"),
            looked_up(
                "max_months",
                "longest plan in months",
                "numeric",
                "longest payment plan allowed",
                r"plans of up to (\d+) months",
            ),
            ask(
                "plan_months",
                "plan length in months",
                "numeric",
                "number",
                "6",
                "six months",
                "Sorry, what was it? Right, {spoken}.",
                "{spoken}.",
            ),
            ask(
                "first_payment",
                "first payment date",
                "date",
                "date",
                "2026-03-27",
                "March twenty-seventh, twenty twenty-six",
                "On {spoken}, that's payday.",
                "{spoken}.",
            ),
            ask(
                "payment_method",
                "payment method",
                "enum",
                "text",
                "direct debit",
                "direct debit",
                "{spoken}.",
                "By {spoken}, so I don't forget.",
                options=("direct debit", "card", "cash at a payment point"),
            ),
            looked_up(
                "fee_waived",
                "late fees waived",
                "enum",
                "late fee waiver on a payment plan",
                r"late fees are (waived|kept)",
                options=("waived", "kept"),
            ),
            ask(
                "household_size",
                "people in the household",
                "numeric",
                "number",
                "4",
                "four",
                "There's {spoken} of us.",
                "{spoken}, me, my partner and the kids.",
            ),
            ask(
                "priority_services",
                "medical equipment at home",
                "enum",
                "text",
                "no",
                "no",
                "{spoken}, nothing like that.",
                "{spoken}.",
                options=("yes", "no"),
            ),
            ask(
                "holder_phone",
                "phone number",
                "phone",
                "digits",
                "2675550119",
                "two six seven, five five five, zero one one nine",
            ),
        ],
        records=(
            {
                "id": "REC-9031",
                "kind": "account",
                "account": "9031477",
                "holder": "Sean Murphy",
                "balance": "642.18",
                "address": "19 Mercer Street, Philadelphia, PA 19125",
            },
        ),
        kb=(
            {
                "id": "KB-281",
                "title": "Collections policy: plans",
                "text": "Residential customers may agree payment plans of up to 12 months for "
                "a balance in arrears.",
            },
            {
                "id": "KB-282",
                "title": "Collections policy: fees",
                "text": "When a customer agrees a payment plan, late fees are waived as long as "
                "payments are kept up.",
            },
        ),
    )


def legal_fee_agreement() -> WorkflowSpec:
    """Negotiation in legal services: a fee agreement, the fee cap said only when asked."""
    return workflow(
        id="workbench_negotiate_legal_fees",
        archetype="negotiation",
        industry="legal services",
        story="""Helen Fraser runs a bakery chain and agrees the fees for an employment dispute
        with a law firm. The matter is opened under her client number; the partner's hourly
        rate and the retainer the firm asks for matters of this kind are in the firm's fee
        schedule. She is unsure what she wants at first: she names the cap she can pay only
        once the billing basis is settled, and the matter name takes a second ask. The fee
        agreement is committed on her approval.""",
        goal="You want a fee agreement with the law firm for an employment dispute.",
        persona="received",
        conversation_type="single_intent",
        risk_tier="medium",
        profile="ambiguous",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hello, Helen Fraser. One of our former staff has brought a claim and I suppose I "
            "need to agree how you'll charge.",
            "Hi, it's Helen Fraser. We've got an employment claim against us and I need to talk "
            "about fees, I think.",
        ),
        form=("T-FEES", "Fee agreement"),
        title="Fraser employment matter fees",
        record_lookup="client_number",
        facts=(
            fact("client", "client", "text", "Helen Fraser", "Helen Fraser", reveal="volunteered"),
        ),
        parts=[
            ask(
                "client_number",
                "client number",
                "exact",
                "digits",
                "582206",
                "five eight two, two zero six",
                "I think it's {spoken}.",
                "{spoken}.",
            ),
            on_record("company", "client company", "casefold", r"company: ([^;\n]+)"),
            ask(
                "matter_type",
                "matter type",
                "enum",
                "text",
                "employment",
                "employment",
                "It's an {spoken} thing, unfair dismissal.",
                "{spoken}.",
                reveal="volunteered",
                options=("employment", "property", "commercial"),
            ),
            ask(
                "billing_basis",
                "billing basis",
                "enum",
                "text",
                "hourly",
                "hourly",
                "I suppose {spoken}.",
                "Let's go {spoken}.",
                options=("hourly", "fixed fee"),
            ),
            ask(
                "fee_cap",
                "fee cap",
                "numeric",
                "amount",
                "25000",
                "twenty-five thousand dollars",
                "We can't go over {spoken}.",
                "Cap it at {spoken}.",
                reveal="on_event",
                event="fact:billing_basis",
            ),
            looked_up(
                "partner_rate",
                "partner hourly rate",
                "numeric",
                "partner hourly rate employment",
                r"partner's hourly rate is (\d+) dollars",
            ),
            looked_up(
                "retainer",
                "retainer",
                "numeric",
                "retainer asked for an employment case",
                r"employment matters is (\d+) dollars",
            ),
            ask(
                "opposing_party",
                "opposing party",
                "casefold",
                "text",
                "Martin Doyle",
                "Martin Doyle",
                "{spoken}.",
                "The other side is {spoken}.",
            ),
            ask(
                "hearing_date",
                "hearing date",
                "date",
                "date",
                "2026-07-22",
                "July twenty-second, twenty twenty-six",
                "The letter says {spoken}.",
                "{spoken}, I think.",
            ),
            ask(
                "billing_cycle",
                "invoice frequency",
                "enum",
                "text",
                "monthly",
                "monthly",
                "{spoken} is fine.",
                "{spoken}, I suppose.",
                options=("monthly", "at the end"),
            ),
            ask(
                "client_phone",
                "client phone",
                "phone",
                "digits",
                "7865550188",
                "seven eight six, five five five, zero one eight eight",
            ),
        ],
        records=(
            {
                "id": "REC-5822",
                "kind": "client",
                "client": "582206",
                "company": "Fraser Bakeries",
            },
        ),
        kb=(
            {
                "id": "KB-291",
                "title": "Fee schedule: rates",
                "text": "For employment work the partner's hourly rate is 420 dollars and an "
                "associate's is 260 dollars.",
            },
            {
                "id": "KB-292",
                "title": "Fee schedule: retainers",
                "text": "The retainer for employment matters is 5000 dollars, paid before work "
                "starts.",
            },
        ),
    )


def steel_supply_price() -> WorkflowSpec:
    """Negotiation in manufacturing: a steel coil supply price with a surcharge from the index."""
    return workflow(
        id="workbench_negotiate_steel_supply",
        archetype="negotiation",
        industry="manufacturing",
        story="""Victor Nguyen buys steel for a trailer manufacturer and agrees a quarter's
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
            "Hi, Victor Nguyen, I buy steel for Keystone Trailers. We've had a busy year and "
            "I need to line up our coil for next quarter before prices move again.",
            "Hello, this is Victor Nguyen at Keystone Trailers. I'm planning the next quarter "
            "and I want to agree a coil supply with you, same as last time but more of it.",
        ),
        form=("T-STEEL", "Steel supply order"),
        title="Keystone coil supply",
        record_lookup="buyer_number",
        facts=(
            fact("buyer", "buyer", "text", "Victor Nguyen", "Victor Nguyen", reveal="volunteered"),
        ),
        parts=[
            ask(
                "buyer_number",
                "buyer number",
                "exact",
                "digits",
                "240881",
                "two four zero, eight eight one",
                "It's {spoken}, it's on all our purchase orders.",
                "{spoken}.",
            ),
            on_record("plant", "plant", "casefold", r"plant: ([^;\n]+)"),
            on_record("dock", "receiving dock", "address", r"dock: ([^;\n]+)"),
            ask(
                "grade",
                "steel grade",
                "enum",
                "text",
                "mild",
                "mild",
                "{spoken} steel, same as always, we cut it for the chassis rails.",
                "It's {spoken} steel.",
                options=("mild", "galvanized", "stainless"),
            ),
            ask(
                "tons",
                "tons for the quarter",
                "numeric",
                "number",
                "90",
                "ninety tons",
                "{spoken}, we've got a lot of orders in for the summer.",
                "About {spoken} for the quarter.",
            ),
            looked_up(
                "base_price",
                "base price per ton",
                "numeric",
                "mild steel coil base price per ton",
                r"Mild steel coil is (\d+) dollars per ton",
            ),
            looked_up(
                "alloy_surcharge",
                "alloy surcharge per ton",
                "numeric",
                "alloy surcharge on coil",
                r"alloy surcharge this quarter is (\d+) dollars per ton",
            ),
            ask(
                "deliveries",
                "number of deliveries",
                "numeric",
                "number",
                "3",
                "three",
                "{spoken} deliveries, monthly, we don't have room for more.",
                "{spoken}.",
            ),
            ask(
                "first_delivery",
                "first delivery date",
                "date",
                "date",
                "2026-07-07",
                "July seventh, twenty twenty-six",
                "The first one on {spoken}, we're shut the week before for maintenance.",
                "{spoken}.",
            ),
            ask(
                "coil_width",
                "coil width in inches",
                "numeric",
                "number",
                "48",
                "forty-eight inches",
                "{spoken} wide.",
                "They're {spoken}.",
            ),
            ask(
                "certificates",
                "mill certificates needed",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, our customers ask for them with every trailer.",
                "{spoken}, always.",
                options=("yes", "no"),
            ),
            ask(
                "buyer_phone",
                "buyer phone",
                "phone",
                "digits",
                "7175550145",
                "seven one seven, five five five, zero one four five",
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
        kb=(
            {
                "id": "KB-301",
                "title": "Mill price sheet: base prices",
                "text": "Mild steel coil is 880 dollars per ton. Galvanized coil is 1040 "
                "dollars per ton.",
            },
            {
                "id": "KB-302",
                "title": "Mill price sheet: surcharges",
                "text": "The alloy surcharge this quarter is 35 dollars per ton on every grade.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="schedule",
                arguments={"when": FromUser(fact="first_delivery"), "what": "first coil delivery"},
            ),
        ),
    )


WORKFLOWS = (
    freight_lane_rate,
    hospital_supply,
    roofing_subcontract,
    hotel_group_rate,
    water_damage_settlement,
    software_licence_renewal,
    grain_forward_contract,
    radio_ad_campaign,
    arrears_payment_plan,
    legal_fee_agreement,
    steel_supply_price,
)
"""The builders of this module, in order."""
