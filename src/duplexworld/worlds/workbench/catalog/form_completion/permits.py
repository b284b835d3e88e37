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
                label="parcel number",
                grader="exact",
                kind="digits",
                value="30418822",
                spoken="three zero four one, eight eight two two",
                answers=(
                    "Parcel {spoken}.",
                    "{spoken}.",
                ),
            ),
            on_record(
                "owner", label="property owner", grader="casefold", pattern=r"owner: ([^;\n]+)"
            ),
            on_record(
                "site_address",
                label="site address",
                grader="address",
                pattern=r"address: ([^;\n]+)",
            ),
            on_record("zoning", label="zoning district", grader="exact", pattern=r"zoning: (R-\d)"),
            ask(
                "licence",
                label="contractor licence number",
                grader="exact",
                kind="digits",
                value="771204",
                spoken="seven seven one, two zero four",
                answers=(
                    "Licence {spoken}.",
                    "{spoken}.",
                ),
            ),
            ask(
                "deck_area",
                label="deck area in square feet",
                grader="numeric",
                kind="number",
                value="280",
                spoken="two hundred eighty",
                answers=(
                    "{spoken} square feet.",
                    "{spoken}.",
                ),
            ),
            ask(
                "deck_height",
                label="deck height in inches",
                grader="numeric",
                kind="number",
                value="30",
                spoken="thirty",
                answers=(
                    "{spoken} inches off grade.",
                    "{spoken} inches.",
                ),
            ),
            looked_up(
                "rear_setback",
                label="rear setback in feet",
                grader="numeric",
                query="rear setbacks by zone",
                pattern=r"rear setback in zone R-\d is (\d+) feet",
                near_fields=("zoning",),
            ),
            looked_up(
                "permit_fee",
                label="permit fee",
                grader="numeric",
                query="deck permit fee by area",
                pattern=r"decks up to \d+ square feet the fee is (\d+) dollars",
                near=("deck_area",),
            ),
            ask(
                "footings",
                label="footing type",
                grader="enum",
                kind="text",
                value="poured concrete",
                spoken="poured concrete",
                answers=(
                    "{spoken}, forty-two inches deep.",
                    "{spoken}, to the frost line.",
                ),
                options=("helical piles", "poured concrete", "precast blocks"),
            ),
            ask(
                "start_date",
                label="planned start date",
                grader="date",
                kind="date",
                value="2026-04-20",
                spoken="April twentieth, twenty twenty-six",
                answers=(
                    "{spoken}.",
                    "We break ground {spoken}.",
                ),
            ),
            ask(
                "inspections",
                label="inspection sequence",
                grader="ordered_list",
                kind="text",
                value="footing, framing, final",
                spoken="the footing, the framing and the final",
                answers=(
                    "{spoken}.",
                    "In this order: {spoken}.",
                ),
            ),
            ask(
                "contact_phone",
                label="contact phone",
                grader="phone",
                kind="digits",
                value="5125550137",
                spoken="five one two, five five five, zero one three seven",
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
        knowledge_base="property_and_construction",
        kb=("KB-121", "KB-122"),
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
                label="licence number",
                grader="exact",
                kind="digits",
                value="2041187",
                spoken="two zero four, one one eight seven",
                answers=(
                    "It's {spoken}, it's on the certificate.",
                    "The licence number is {spoken}.",
                ),
            ),
            on_record(
                "business_name",
                label="business name",
                grader="casefold",
                pattern=r"business: ([^;\n]+)",
            ),
            on_record(
                "category",
                label="licence category",
                grader="enum",
                pattern=r"category: ([a-z ]+)",
                options=("mobile food vendor", "retail", "home business"),
            ),
            ask(
                "owner",
                label="owner name",
                grader="casefold",
                kind="text",
                value="Karen Brown",
                spoken="Karen Brown",
                reveal="volunteered",
            ),
            ask(
                "term",
                label="renewal term",
                grader="enum",
                kind="text",
                value="two years",
                spoken="two years",
                answers=(
                    "{spoken}, please.",
                    "Let's do {spoken} this time.",
                ),
                options=("one year", "two years"),
            ),
            looked_up(
                "fee",
                label="renewal fee",
                grader="numeric",
                query="licence renewal fees",
                pattern=r"An? [a-z ]+ renewal costs \d+ dollars for one year and (\d+) dollars",
                near_fields=("category",),
            ),
            ask(
                "employees",
                label="number of employees",
                grader="numeric",
                kind="number",
                value="4",
                spoken="four",
                answers=(
                    "{spoken}, counting me.",
                    "We have {spoken} people.",
                ),
                fix=correction(
                    value="6",
                    spoken="six",
                    variants=(
                        "Wait, hold on, the number of employees is {spoken}, I forgot our new "
                        "hires.",
                        "Sorry, stop, we have {spoken} employees now, I forgot the new hires.",
                    ),
                    mode="with_revocation",
                ),
            ),
            ask(
                "health_permit",
                label="health permit number",
                grader="exact",
                kind="digits",
                value="553019",
                spoken="five five three, zero one nine",
                answers=(
                    "The health permit is {spoken}.",
                    "{spoken}.",
                ),
            ),
            ask(
                "permit_expiry",
                label="health permit expiry date",
                grader="date",
                kind="date",
                value="2026-11-30",
                spoken="November thirtieth, twenty twenty-six",
                answers=(
                    "It runs until {spoken}.",
                    "It expires {spoken}.",
                ),
                fix=correction(
                    value="2026-12-07",
                    spoken="December seventh, twenty twenty-six",
                    variants=(
                        "Sorry, the health permit expiry date should be {spoken}.",
                        "No, that's wrong, the health permit expiry date is {spoken}.",
                    ),
                ),
            ),
            ask(
                "fire_check",
                label="whether the fire extinguisher was inspected this year",
                grader="enum",
                kind="text",
                value="yes",
                spoken="yes",
                answers=(
                    "{spoken}, in January.",
                    "{spoken}, it has the tag.",
                ),
                options=YES_NO,
            ),
            ask(
                "zones",
                label="operating areas",
                grader="set_exact",
                kind="text",
                value="downtown, university district",
                spoken="downtown and the university district",
            ),
            ask(
                "phone",
                label="business phone",
                grader="phone",
                kind="digits",
                value="5035550174",
                spoken="five zero three, five five five, zero one seven four",
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
        knowledge_base="government_services",
        kb=("KB-151", "KB-152"),
    )
