"""Negotiation: service rates.

A freight lane, a roofing subcontract, a hotel group rate.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    YES_NO,
    ask,
    computed,
    looked_up,
    notify,
    on_record,
    schedule,
    volunteered,
    workflow,
)
from duplexworld.worlds.workbench.workflow import WorkflowSpec


def freight_lane_rate() -> WorkflowSpec:
    """Negotiation in logistics: a lane rate contract with a carrier, the carrier told after."""
    return workflow(
        id="workbench_negotiate_freight_lane_rate",
        archetype="negotiation",
        industry="logistics",
        story="""Jane Carter ships chilled food for Cedar Ridge Foods and agrees a contract
        rate for one lane with a carrier. Her shipper number finds the account; the rate per
        mile for her weekly volume and the fuel surcharge are on the carrier's rate card. The
        contract is committed on her approval and the carrier's sales desk is told.""",
        goal="You want a contract rate agreed for your weekly loads from Oakland to Portland.",
        persona="calm",
        conversation_type="single_intent",
        risk_tier="medium",
        profile="cooperative",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hi, Jane Carter from Cedar Ridge Foods. I'd like to agree a contract rate for one "
            "of our regular lanes.",
            "Hello, this is Jane Carter at Cedar Ridge Foods. We want to lock in a rate for our "
            "weekly loads.",
        ),
        form=("T-LANE", "Lane rate contract"),
        title="Cedar Ridge Foods lane contract",
        record_lookup="shipper_number",
        facts=(volunteered("contact", "Jane Carter"),),
        parts=[
            ask(
                "shipper_number",
                label="shipper number",
                grader="exact",
                kind="digits",
                value="55120873",
                spoken="five five one two, zero eight seven three",
                answers=(
                    "It's {spoken}.",
                    "Our shipper number is {spoken}.",
                ),
            ),
            on_record(
                "company", label="company name", grader="casefold", pattern=r"company: ([^;\n]+)"
            ),
            on_record(
                "billing_address",
                label="billing address",
                grader="address",
                pattern=r"address: ([^;\n]+)",
            ),
            ask(
                "origin",
                label="origin city",
                grader="casefold",
                kind="text",
                value="Oakland",
                spoken="Oakland",
                answers=(
                    "{spoken}.",
                    "It's {spoken}.",
                ),
            ),
            ask(
                "destination",
                label="destination city",
                grader="casefold",
                kind="text",
                value="Portland",
                spoken="Portland",
                answers=(
                    "{spoken}.",
                    "It's {spoken}.",
                ),
            ),
            ask(
                "equipment",
                label="trailer type",
                grader="enum",
                kind="text",
                value="refrigerated",
                spoken="refrigerated",
                answers=(
                    "It has to be {spoken}, it's chilled food.",
                    "A {spoken} trailer.",
                ),
                options=("dry van", "refrigerated", "flatbed"),
            ),
            ask(
                "loads_per_week",
                label="loads per week",
                grader="numeric",
                kind="number",
                value="12",
                spoken="twelve",
                answers=(
                    "About {spoken} a week.",
                    "{spoken} loads a week.",
                ),
            ),
            looked_up(
                "rate_per_mile",
                label="rate per mile in dollars",
                grader="numeric",
                query="contract rate per mile by weekly loads",
                pattern=r"\w+ or more loads a week pay (\d+\.\d+) dollars",
                near=("loads_per_week",),
                tolerance=0.01,
            ),
            looked_up(
                "fuel_surcharge",
                label="fuel surcharge in percent",
                grader="numeric",
                query="fuel surcharge on contract lanes",
                pattern=r"fuel surcharge of (\d+) percent",
            ),
            ask(
                "term_months",
                label="contract term in months",
                grader="numeric",
                kind="number",
                value="12",
                spoken="twelve months",
                answers=(
                    "{spoken}, to start with.",
                    "Let's say {spoken}.",
                ),
            ),
            ask(
                "start_date",
                label="contract start date",
                grader="date",
                kind="date",
                value="2026-04-06",
                spoken="April sixth, twenty twenty-six",
                answers=(
                    "From {spoken}.",
                    "Starting {spoken}.",
                ),
            ),
            ask(
                "invoicing",
                label="invoicing",
                grader="enum",
                kind="text",
                value="monthly",
                spoken="monthly",
                answers=(
                    "{spoken}, please.",
                    "We pay {spoken}.",
                ),
                options=("weekly", "monthly"),
            ),
            ask(
                "contact_phone",
                label="contact phone",
                grader="phone",
                kind="digits",
                value="9165550148",
                spoken="nine one six, five five five, zero one four eight",
            ),
        ],
        records=(
            {
                "id": "REC-2210",
                "kind": "shipper",
                "shipper": "55120873",
                "company": "Cedar Ridge Foods",
                "address": "4100 Hegenberger Road, Oakland, CA 94621",
            },
        ),
        knowledge_base="logistics_and_aviation",
        kb=("KB-201", "KB-202"),
        follow_ups=(notify("carrier sales desk", "lane contract agreed"),),
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
            "Hi, Teresa Molina, Mendoza Roofing. We're talking about the roof on the school job, "
            "I want to get the paperwork sorted.",
            "Hello, it's Teresa Molina from Mendoza Roofing, about that school roof. Can we "
            "settle the terms?",
        ),
        form=("T-SUBCON", "Subcontract agreement"),
        title="Roofing subcontract, school extension",
        record_lookup="project_number",
        facts=(volunteered("subcontractor", "Mendoza Roofing"),),
        parts=[
            ask(
                "project_number",
                label="project number",
                grader="exact",
                kind="digits",
                value="2417",
                spoken="two four one seven",
                answers=(
                    "It's {spoken}, I think.",
                    "Project {spoken}.",
                ),
            ),
            on_record(
                "project", label="project name", grader="casefold", pattern=r"project: ([^;\n]+)"
            ),
            on_record("site", label="site address", grader="address", pattern=r"site: ([^;\n]+)"),
            ask(
                "scope",
                label="scope of work",
                grader="set_f1",
                kind="text",
                value="membrane roof, insulation, gutters",
                spoken="the membrane roof, the insulation and the gutters",
                answers=(
                    "{spoken}.",
                    "We need {spoken}.",
                ),
                threshold=1.0,
            ),
            ask(
                "contract_price",
                label="contract price",
                grader="numeric",
                kind="amount",
                value="184000",
                spoken="one hundred eighty-four thousand dollars",
                answers=(
                    "We'd want {spoken}.",
                    "{spoken}, all in.",
                ),
            ),
            ask(
                "warranty_years",
                label="warranty in years",
                grader="numeric",
                kind="number",
                value="10",
                spoken="ten years",
                answers=(
                    "{spoken} on the membrane.",
                    "We give {spoken}.",
                ),
                reveal="on_event",
                event="fact:contract_price",
            ),
            looked_up(
                "retention_percent",
                label="retention in percent",
                grader="numeric",
                query="retention held on subcontracts",
                pattern=r"retains (\d+) percent of each payment",
            ),
            looked_up(
                "payment_days",
                label="payment days after invoice",
                grader="numeric",
                query="when subcontractor invoices are paid",
                pattern=r"pays invoices within (\d+) days",
            ),
            ask(
                "site_start",
                label="site start date",
                grader="date",
                kind="date",
                value="2026-06-15",
                spoken="June fifteenth, twenty twenty-six",
                answers=(
                    "We could be on site {spoken}.",
                    "Start {spoken}.",
                ),
            ),
            ask(
                "crew_size",
                label="crew size",
                grader="numeric",
                kind="number",
                value="6",
                spoken="six",
                answers=(
                    "A crew of {spoken}.",
                    "{spoken} roofers.",
                ),
            ),
            ask(
                "insurance",
                label="liability insurance held",
                grader="enum",
                kind="text",
                value="yes",
                spoken="yes",
                answers=(
                    "{spoken}, five million cover.",
                    "{spoken}, we're fully insured.",
                ),
                options=YES_NO,
            ),
            ask(
                "site_phone",
                label="site contact phone",
                grader="phone",
                kind="digits",
                value="7185550193",
                spoken="seven one eight, five five five, zero one nine three",
            ),
            computed(
                "retention_amount",
                label="retention held in dollars",
                rule="contract_price * retention_percent / 100",
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
        knowledge_base="property_and_construction",
        kb=("KB-221", "KB-222"),
        follow_ups=(schedule("site_start", "roofing crew on site"),),
    )


def hotel_group_rate() -> WorkflowSpec:
    """Negotiation in hospitality: a conference room block at a group rate."""
    return workflow(
        id="workbench_negotiate_hotel_group_rate",
        archetype="negotiation",
        industry="hospitality",
        story="""Valentina Rossi organises a nursing conference and negotiates a block of hotel
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
            "Good afternoon, my name is Valentina Rossi, and I'm organising the regional nursing "
            "conference this autumn, so I'm ringing round hotels to get a good rate for our "
            "delegates.",
            "Hello there, Valentina Rossi speaking. I'm putting together a conference for nurses "
            "and I'd love to sort out a block of rooms with you at a decent group price.",
        ),
        form=("T-BLOCK", "Group room block contract"),
        title="Nursing conference room block",
        facts=(volunteered("organiser", "Valentina Rossi"),),
        parts=[
            ask(
                "organisation",
                label="organisation",
                grader="casefold",
                kind="text",
                value="Eastern Nursing Council",
                spoken="Eastern Nursing Council",
                answers=(
                    "It's {spoken}.",
                    "{spoken}.",
                ),
            ),
            ask(
                "arrival_date",
                label="arrival date",
                grader="date",
                kind="date",
                value="2026-10-14",
                spoken="October fourteenth, twenty twenty-six",
                answers=(
                    "People arrive on {spoken}, most of them in the evening after work.",
                    "{spoken}, the day before the opening session.",
                ),
            ),
            ask(
                "nights",
                label="number of nights",
                grader="numeric",
                kind="number",
                value="3",
                spoken="three nights",
                answers=(
                    "{spoken}, the conference runs over the weekend.",
                    "It's {spoken} in all.",
                ),
            ),
            ask(
                "rooms_per_night",
                label="rooms per night",
                grader="numeric",
                kind="number",
                value="60",
                spoken="sixty",
                answers=(
                    "We'd need {spoken} rooms, last time it was tight.",
                    "{spoken} rooms a night.",
                ),
            ),
            ask(
                "room_type",
                label="room type",
                grader="enum",
                kind="text",
                value="double",
                spoken="double",
                answers=(
                    "{spoken} rooms, a lot of people share to save money.",
                    "Mostly {spoken}.",
                ),
                options=("single", "double", "suite"),
            ),
            looked_up(
                "group_rate",
                label="group rate per night",
                grader="numeric",
                query="nightly group rate by block size",
                pattern=r"blocks of \d+ rooms or more is (\d+) dollars",
                near=("rooms_per_night",),
            ),
            looked_up(
                "cutoff_days",
                label="release cut-off in days before arrival",
                grader="numeric",
                query="release of unbooked rooms cut-off",
                pattern=r"released (\d+) days before arrival",
            ),
            ask(
                "breakfast",
                label="breakfast included",
                grader="enum",
                kind="text",
                value="yes",
                spoken="yes",
                answers=(
                    "Oh {spoken}, nurses run on breakfast, believe me.",
                    "{spoken}, please include it.",
                ),
                options=YES_NO,
            ),
            ask(
                "meeting_rooms",
                label="meeting rooms needed",
                grader="numeric",
                kind="number",
                value="2",
                spoken="two",
                answers=(
                    "{spoken} meeting rooms for the workshops, if you have them.",
                    "Just {spoken}.",
                ),
            ),
            ask(
                "billing",
                label="billing",
                grader="enum",
                kind="text",
                value="individual",
                spoken="individual",
                answers=(
                    "{spoken}, each delegate pays for their own room.",
                    "It's {spoken} billing, everyone pays their own.",
                ),
                options=("master account", "individual"),
            ),
            ask(
                "organiser_phone",
                label="organiser phone",
                grader="phone",
                kind="digits",
                value="6175550126",
                spoken="six one seven, five five five, zero one two six",
                answers=(
                    "It's {spoken}, that's my mobile, best to text if I don't pick up.",
                    "{spoken}.",
                ),
            ),
            computed(
                "room_revenue",
                label="room revenue for the block",
                rule="nights * rooms_per_night * group_rate",
            ),
        ],
        knowledge_base="hospitality_and_travel",
        kb=("KB-231", "KB-232"),
    )
