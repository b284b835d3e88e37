"""The Logistics world's authoring library: its scenario builder, the facts its
callers hold (defined once, used by every scenario that needs them) and the shapes of
the record ids its tool results show, and the gold steps most calls share (verify the
caller, read the shipment)."""

from __future__ import annotations

from duplexworld.authoring import (
    FactTemplate,
    Judgement,
    Step,
    Verification,
    WorldAuthor,
    act,
    ref,
)

AUTHOR = WorldAuthor("logistics")
"""Builds the Logistics scenarios."""
scenario = AUTHOR.scenario

LISTED_TRACKING_NUMBER = r"tracking (\d{8})"
"""A tracking number as list_account_shipments shows it."""
PARTY_ID = r"P-\d{3}"
"""The shape of a party id as tool results show it."""
SHOWN_TRACKING_NUMBER = r"tracking number (\d{8})"
"""A tracking number as get_shipment shows it."""


# --- the facts callers hold ---

CUSTOMER_NUMBER = FactTemplate(
    key="customer_number",
    label="Ridgeway customer number",
    kind="digits",
    keywords=("customer number", "account number"),
    answers=("It's {spoken}.", "Our customer number is {spoken}."),
)
"""The caller's Ridgeway customer number."""

POSTCODE = FactTemplate(
    key="postcode",
    label="account ZIP code",
    kind="postcode",
    keywords=("zip", "postcode", "postal code"),
    answers=("It's {spoken}.", "That would be {spoken}."),
)
"""The caller's account ZIP code."""

TRACKING_NUMBER = FactTemplate(
    key="tracking_number",
    label="tracking number",
    kind="digits",
    keywords=("tracking", "pro number", "which shipment"),
    answers=("The tracking number is {spoken}.", "It's tracking number {spoken}."),
)
"""The caller's tracking number."""

DELIVERY_DATE = FactTemplate(
    key="delivery_date",
    label="delivery date",
    kind="date",
    keywords=("what day", "which day", "when would you like", "when can you take"),
    answers=("{spoken}, please.", "We'd like it on {spoken}."),
)
"""The caller's delivery date."""

PICKUP_DATE = FactTemplate(
    key="pickup_date",
    label="pickup date",
    kind="date",
    keywords=("pickup day", "pick them up", "come back", "when should the driver"),
    answers=("Tomorrow, {spoken}.", "Could the driver come on {spoken}?"),
)
"""The caller's pickup date."""

BOL_NUMBER = FactTemplate(
    key="bol_number",
    label="bill of lading number",
    kind="digits",
    keywords=("bill of lading", "bol", "b o l"),
    answers=("The bill of lading number is {spoken}.", "It's {spoken}."),
)
"""The caller's bill of lading number."""

NEW_POSTCODE = FactTemplate(
    key="new_postcode",
    label="Sparks ZIP code",
    kind="postcode",
    keywords=("sparks zip", "zip code in sparks", "zip code of the sparks", "new zip"),
    answers=("The Sparks warehouse is {spoken}.", "Sparks is ZIP {spoken}."),
)
"""The caller's Sparks ZIP code."""

DAMAGED_PIECES = FactTemplate(
    key="damaged_pieces",
    label="number of crushed cartons",
    kind="number",
    keywords=("how many cartons", "how many were crushed", "how many were damaged"),
    answers=("There were {spoken} crushed cartons.", "We counted {spoken} crushed cartons."),
)
"""The caller's number of crushed cartons."""

CLAIM_AMOUNT = FactTemplate(
    key="claim_amount",
    label="value of the crushed cartons",
    kind="amount",
    keywords=("worth", "how much"),
    answers=("They're worth {spoken}.", "Our invoice says {spoken}."),
    reveal="volunteered",
)
"""The caller's value of the crushed cartons."""


# --- the judgements the tools ask for, over what the caller says ---

CLAIM_TYPE = Judgement(
    {
        "damage": (
            *("crush*", "crack*", "broke*", "damag*", "dent*", "shatter*", "smash*"),
            *("torn", "tear*", "bent", "scratch*", "wet", "leak*"),
        ),
        "shortage": (
            *("missing", "short", "never arrived", "never showed", "never came"),
            *("vanish*", "lost", "didn't arrive", "did not arrive", "didn't show"),
        ),
    }
)
"""file_cargo_claim's claim_type, as its documentation defines it: damage (pieces arrived
damaged) or shortage (pieces never arrived), in the words a caller uses for either."""


# --- the gold steps most calls share ---

VERIFICATION = Verification("verify_caller", ("customer_number", "postcode"), PARTY_ID)
"""Customer number and ZIP code; its result shows the caller's party id."""
verify = VERIFICATION.step
party = VERIFICATION.caller


def shipment(info: str = "") -> Step:
    """Gold: read the shipment by the tracking number the caller gives."""
    return act("get_shipment", tracking_number=ref("tracking_number"), info=info)
