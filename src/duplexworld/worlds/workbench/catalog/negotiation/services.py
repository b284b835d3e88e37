"""Negotiation: service rates.

A freight lane, a roofing subcontract, a hotel group rate.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    YES_NO,
    ask,
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
                "Oakland",
                "Oakland",
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
                "contract rate per mile by weekly loads",
                r"\w+ or more loads a week pay (\d+\.\d+) dollars",
                near=("loads_per_week",),
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
                "address": "4100 Hegenberger Road, Oakland, CA 94621",
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
                options=YES_NO,
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
                "organisation",
                "casefold",
                "text",
                "Eastern Nursing Council",
                "Eastern Nursing Council",
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
                "nightly group rate by block size",
                r"blocks of \d+ rooms or more is (\d+) dollars",
                near=("rooms_per_night",),
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
                options=YES_NO,
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
