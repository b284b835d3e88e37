"""Form completion: permits and licences.

A deck permit, a food-truck licence renewal.
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


def deck_permit() -> WorkflowSpec:
    """Construction: a residential deck permit with setback and fee from the code."""
    return workflow(
        id="workbench_form_deck_permit",
        archetype="form_completion",
        industry="construction",
        story="""Luis Romero, a licensed contractor, files a deck permit for a client's house.
        The parcel record gives the owner, address and zoning; the rear setback of the zone
        and the fee for a deck of that size are in two different pages of the building code.
        He answers tersely and gives the inspection sequence in trade order.""",
        goal="You are a contractor filing a building permit for a backyard deck.",
        persona="new_yorker",
        conversation_type="narrative_intake",
        risk_tier="medium",
        profile="expert",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Luis Romero, Romero Decks. I need to file a residential deck permit.",
            "Hi, Luis Romero, contractor. Filing a deck permit for a client.",
        ),
        form=("T-PERMIT", "Residential building permit"),
        title="Deck permit",
        record_lookup="parcel",
        parts=[
            ask(
                "parcel",
                "parcel number",
                "exact",
                "digits",
                "30418822",
                "three zero four one, eight eight two two",
                "Parcel {spoken}.",
                "{spoken}.",
            ),
            on_record("owner", "property owner", "casefold", r"owner: ([^;\n]+)"),
            on_record("site_address", "site address", "address", r"address: ([^;\n]+)"),
            on_record("zoning", "zoning district", "exact", r"zoning: (R-\d)"),
            ask(
                "licence",
                "contractor licence number",
                "exact",
                "digits",
                "771204",
                "seven seven one, two zero four",
                "Licence {spoken}.",
                "{spoken}.",
            ),
            ask(
                "deck_area",
                "deck area in square feet",
                "numeric",
                "number",
                "280",
                "two hundred eighty",
                "{spoken} square feet.",
                "{spoken}.",
            ),
            ask(
                "deck_height",
                "deck height in inches",
                "numeric",
                "number",
                "30",
                "thirty",
                "{spoken} inches off grade.",
                "{spoken} inches.",
            ),
            looked_up(
                "rear_setback",
                "rear setback in feet",
                "numeric",
                "rear setbacks by zone",
                r"rear setback in zone R-\d is (\d+) feet",
                near_fields=("zoning",),
            ),
            looked_up(
                "permit_fee",
                "permit fee",
                "numeric",
                "deck permit fee by area",
                r"decks up to \d+ square feet the fee is (\d+) dollars",
                near=("deck_area",),
            ),
            ask(
                "footings",
                "footing type",
                "enum",
                "text",
                "poured concrete",
                "poured concrete",
                "{spoken}, forty-two inches deep.",
                "{spoken}, to the frost line.",
                options=("helical piles", "poured concrete", "precast blocks"),
            ),
            ask(
                "start_date",
                "planned start date",
                "date",
                "date",
                "2026-04-20",
                "April twentieth, twenty twenty-six",
                "{spoken}.",
                "We break ground {spoken}.",
            ),
            ask(
                "inspections",
                "inspection sequence",
                "ordered_list",
                "text",
                "footing, framing, final",
                "the footing, the framing and the final",
                "{spoken}.",
                "In this order: {spoken}.",
            ),
            ask(
                "contact_phone",
                "contact phone",
                "phone",
                "digits",
                "5125550137",
                "five one two, five five five, zero one three seven",
            ),
        ],
        records=(
            {
                "id": "REC-3041",
                "kind": "parcel",
                "parcel": "30418822",
                "owner": "Janet Cole",
                "address": "614 Ridge Oak Drive, Austin, TX 78731",
                "zoning": "R-2",
            },
            {
                "id": "REC-3042",
                "kind": "parcel",
                "parcel": "30418828",
                "owner": "Victor Huang",
                "address": "618 Ridge Oak Drive, Austin, TX 78731",
                "zoning": "R-1",
            },
        ),
        kb=(
            {
                "id": "KB-121",
                "title": "Zoning code: residential setbacks",
                "text": "The rear setback in zone R-1 is 25 feet. The rear setback in zone R-2 "
                "is 20 feet. Side setbacks are 5 feet in both zones.",
            },
            {
                "id": "KB-122",
                "title": "Permit fee schedule: decks and porches",
                "text": "For decks up to 300 square feet the fee is 150 dollars. Larger decks "
                "pay 0.60 dollars per square foot.",
            },
        ),
    )


def licence_renewal() -> WorkflowSpec:
    """Government services: a food-truck licence renewal, approval withdrawn over the staff."""
    return workflow(
        id="workbench_form_licence_renewal",
        archetype="form_completion",
        industry="government services",
        story="""Karen Brown renews the city licence of her food truck. The licence record
        gives the business name and category; the renewal fee for the term she picks is in the
        fee schedule. Right after approving the renewal she withdraws it: she forgot two new
        hires, the number of employees is six, not four. The committed form must say six, and
        nothing may be committed on the first approval.""",
        goal="You are renewing the city business licence of your food truck.",
        persona="bright",
        conversation_type="mid_call_correction",
        risk_tier="medium",
        profile="correction_prone",
        knowledge_burden=("local_state", "supplied_evidence", "retrieval"),
        opening=(
            "Hi, Karen Brown here. My food truck licence is up for renewal and I'd like to "
            "do it over the phone.",
            "Hello, this is Karen Brown, I need to renew the business licence for my food truck.",
        ),
        form=("T-LICENCE", "Business licence renewal"),
        title="Licence renewal: Karen Brown",
        record_lookup="licence_number",
        parts=[
            ask(
                "licence_number",
                "licence number",
                "exact",
                "digits",
                "2041187",
                "two zero four, one one eight seven",
                "It's {spoken}, it's on the certificate.",
                "The licence number is {spoken}.",
            ),
            on_record("business_name", "business name", "casefold", r"business: ([^;\n]+)"),
            on_record(
                "category",
                "licence category",
                "enum",
                r"category: ([a-z ]+)",
                options=("mobile food vendor", "retail", "home business"),
            ),
            ask(
                "owner",
                "owner name",
                "casefold",
                "text",
                "Karen Brown",
                "Karen Brown",
                reveal="volunteered",
            ),
            ask(
                "term",
                "renewal term",
                "enum",
                "text",
                "two years",
                "two years",
                "{spoken}, please.",
                "Let's do {spoken} this time.",
                options=("one year", "two years"),
            ),
            looked_up(
                "fee",
                "renewal fee",
                "numeric",
                "licence renewal fees",
                r"An? [a-z ]+ renewal costs \d+ dollars for one year and (\d+) dollars",
                near_fields=("category",),
            ),
            ask(
                "employees",
                "number of employees",
                "numeric",
                "number",
                "4",
                "four",
                "{spoken}, counting me.",
                "We have {spoken} people.",
                fix=correction(
                    "6",
                    "six",
                    "Wait, hold on, the number of employees is {spoken}, I forgot our new hires.",
                    "Sorry, stop, we have {spoken} employees now, I forgot the new hires.",
                    mode="with_revocation",
                ),
            ),
            ask(
                "health_permit",
                "health permit number",
                "exact",
                "digits",
                "553019",
                "five five three, zero one nine",
                "The health permit is {spoken}.",
                "{spoken}.",
            ),
            ask(
                "permit_expiry",
                "health permit expiry date",
                "date",
                "date",
                "2026-11-30",
                "November thirtieth, twenty twenty-six",
                "It runs until {spoken}.",
                "It expires {spoken}.",
            ),
            ask(
                "fire_check",
                "whether the fire extinguisher was inspected this year",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, in January.",
                "{spoken}, it has the tag.",
                options=YES_NO,
            ),
            ask(
                "zones",
                "operating areas",
                "set_exact",
                "text",
                "downtown, university district",
                "downtown and the university district",
            ),
            ask(
                "phone",
                "business phone",
                "phone",
                "digits",
                "5035550174",
                "five zero three, five five five, zero one seven four",
            ),
        ],
        records=(
            {
                "id": "REC-2041",
                "kind": "licence",
                "licence": "2041187",
                "business": "Sunny Side Tacos",
                "category": "mobile food vendor",
            },
            {
                "id": "REC-2042",
                "kind": "licence",
                "licence": "2041178",
                "business": "Grant Hardware",
                "category": "retail",
            },
        ),
        kb=(
            {
                "id": "KB-151",
                "title": "Licence fees: mobile food vendors",
                "text": "A mobile food vendor renewal costs 180 dollars for one year and 340 "
                "dollars for two years.",
            },
            {
                "id": "KB-152",
                "title": "Licence fees: retail",
                "text": "A retail licence renewal costs 95 dollars for one year and 170 dollars "
                "for two years.",
            },
        ),
    )
