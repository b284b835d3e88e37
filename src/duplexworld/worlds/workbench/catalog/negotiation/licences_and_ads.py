"""Negotiation: licences and advertising.

A software licence renewal, a radio buy.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    ask,
    computed,
    correction,
    looked_up,
    notify,
    on_record,
    volunteered,
    workflow,
)
from duplexworld.worlds.workbench.workflow import WorkflowSpec


def software_licence_renewal() -> WorkflowSpec:
    """Negotiation in IT: a software licence renewal, seat tier and uplift from the terms."""
    return workflow(
        id="workbench_negotiate_licence_renewal",
        archetype="negotiation",
        industry="information technology",
        story="""Greta Jensen is an IT director who knows the vendor's terms and negotiates
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
            "Greta Jensen, IT director at Harbourview Logistics. I'm renewing our licences: "
            "two hundred and fifty seats, a thirty-six month term, and I'm aware of the uplift "
            "cap.",
            "Hello, Greta Jensen from Harbourview Logistics. Renewal for two hundred and fifty "
            "seats, thirty-six months, and I know the uplift is capped.",
        ),
        form=("T-RENEW", "Licence renewal order"),
        title="Harbourview licence renewal",
        record_lookup="customer_number",
        facts=(volunteered("director", "Greta Jensen"),),
        parts=[
            ask(
                "customer_number",
                label="customer number",
                grader="exact",
                kind="digits",
                value="77031954",
                spoken="seven seven zero three, one nine five four",
            ),
            on_record("company", label="company", grader="casefold", pattern=r"company: ([^;\n]+)"),
            on_record(
                "contract", label="current contract", grader="exact", pattern=r"contract: (CT-\d+)"
            ),
            ask(
                "seats",
                label="number of seats",
                grader="numeric",
                kind="number",
                value="250",
                spoken="two hundred and fifty",
                answers=(
                    "{spoken} seats.",
                    "{spoken}.",
                ),
                reveal="volunteered",
            ),
            ask(
                "term_months",
                label="renewal term in months",
                grader="numeric",
                kind="number",
                value="36",
                spoken="thirty-six months",
                answers=(
                    "{spoken}.",
                    "A term of {spoken}.",
                ),
                reveal="volunteered",
            ),
            looked_up(
                "tier",
                label="seat tier",
                grader="enum",
                query="seat tiers",
                pattern=r"with (?:up to \d+|\d+ to \d+) seats are in the (\w+) tier",
                near=("seats",),
                options=("Team", "Business", "Corporate"),
            ),
            looked_up(
                "seat_price",
                label="price per seat per year",
                grader="numeric",
                query="price per seat by tier",
                pattern=r"The \w+ tier costs (\d+) dollars per seat",
                near_fields=("tier",),
            ),
            looked_up(
                "uplift_cap",
                label="maximum uplift in percent",
                grader="numeric",
                query="maximum price uplift on renewal",
                pattern=r"uplift on renewal is capped at (\d+) percent",
            ),
            ask(
                "modules",
                label="add-on modules",
                grader="set_exact",
                kind="text",
                value="analytics, mobile access",
                spoken="analytics and mobile access",
                answers=(
                    "{spoken}.",
                    "We need {spoken}.",
                ),
            ),
            ask(
                "support",
                label="support level",
                grader="enum",
                kind="text",
                value="premium",
                spoken="premium",
                answers=(
                    "{spoken} support.",
                    "{spoken}, with the four hour response.",
                ),
                options=("standard", "premium"),
            ),
            ask(
                "renewal_date",
                label="renewal date",
                grader="date",
                kind="date",
                value="2026-09-01",
                spoken="September first, twenty twenty-six",
                answers=(
                    "{spoken}.",
                    "It renews {spoken}.",
                ),
            ),
            ask(
                "invoice_recipient",
                label="invoice recipient",
                grader="casefold",
                kind="text",
                value="accounts payable",
                spoken="accounts payable",
                answers=(
                    "{spoken}.",
                    "It's {spoken}.",
                ),
            ),
            computed("yearly_cost", label="yearly licence cost", rule="seats * seat_price"),
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
        knowledge_base="information_technology",
        kb=("KB-251", "KB-252", "KB-253"),
    )


def radio_ad_campaign() -> WorkflowSpec:
    """Negotiation in media: a radio advertising buy with the flight dates corrected."""
    return workflow(
        id="workbench_negotiate_radio_campaign",
        archetype="negotiation",
        industry="media",
        story="""Elena Conti books advertising for a furniture store and negotiates a radio
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
            "Hi, it's Elena Conti from Oakline Furniture. We want to run radio ads for our "
            "spring sale.",
            "Hello, Elena Conti at Oakline Furniture here. I'd like to book a radio campaign.",
        ),
        form=("T-MEDIA", "Advertising order"),
        title="Oakline spring sale radio campaign",
        record_lookup="advertiser_number",
        facts=(volunteered("buyer", "Elena Conti"),),
        parts=[
            ask(
                "advertiser_number",
                label="advertiser number",
                grader="exact",
                kind="digits",
                value="63390",
                spoken="six three three nine zero",
            ),
            on_record(
                "advertiser",
                label="advertiser",
                grader="casefold",
                pattern=r"advertiser: ([^;\n]+)",
            ),
            ask(
                "start_date",
                label="campaign start date",
                grader="date",
                kind="date",
                value="2026-05-04",
                spoken="May fourth, twenty twenty-six",
                answers=(
                    "It starts {spoken}.",
                    "From {spoken}.",
                ),
                fix=correction(
                    value="2026-05-11",
                    spoken="May eleventh, twenty twenty-six",
                    variants=(
                        "Sorry, the campaign start date is {spoken}, not the fourth.",
                        "Wait, that start date is wrong, it should be {spoken}.",
                    ),
                ),
            ),
            ask(
                "weeks",
                label="campaign length in weeks",
                grader="numeric",
                kind="number",
                value="3",
                spoken="three weeks",
                answers=(
                    "{spoken}.",
                    "It runs {spoken}.",
                ),
            ),
            ask(
                "spots",
                label="total spots",
                grader="numeric",
                kind="number",
                value="60",
                spoken="sixty",
                answers=(
                    "{spoken} spots in all.",
                    "About {spoken} spots.",
                ),
            ),
            ask(
                "daypart",
                label="daypart",
                grader="enum",
                kind="text",
                value="morning drive",
                spoken="morning drive",
                answers=(
                    "{spoken}, that's when people listen.",
                    "Mostly {spoken}.",
                ),
                options=("morning drive", "midday", "evening drive"),
            ),
            looked_up(
                "spot_rate",
                label="rate per spot in dollars",
                grader="numeric",
                query="rate per spot by daypart",
                pattern=r"A [\w ]+? spot costs (\d+) dollars",
                near=("daypart",),
            ),
            looked_up(
                "package_discount",
                label="package discount in percent",
                grader="numeric",
                query="package discount by spots",
                pattern=r"\d+ spots or more earn (\d+) percent off",
                near=("spots",),
            ),
            ask(
                "spot_length",
                label="spot length in seconds",
                grader="enum",
                kind="text",
                value="30",
                spoken="thirty seconds",
                answers=(
                    "{spoken}.",
                    "The ads are {spoken} long.",
                ),
                options=("15", "30", "60"),
            ),
            ask(
                "message",
                label="campaign message",
                grader="semantic",
                kind="text",
                value="spring sale on armchairs and dining tables",
                spoken="spring sale on armchairs and dining tables",
                answers=(
                    "Just put: {spoken}.",
                    "Please note: {spoken}.",
                ),
            ),
            ask(
                "buyer_phone",
                label="buyer phone",
                grader="phone",
                kind="digits",
                value="5125550163",
                spoken="five one two, five five five, zero one six three",
            ),
            computed(
                "campaign_cost",
                label="campaign cost in dollars",
                rule="spots * spot_rate * (100 - package_discount) / 100",
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
        knowledge_base="media",
        kb=("KB-271", "KB-272"),
        follow_ups=(notify("station traffic desk", "campaign booked"),),
    )
