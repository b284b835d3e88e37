"""The Banking world's authoring library: its scenario builder, the facts its
callers hold (defined once, used by every scenario that needs them) and the shapes of
the record ids its tool results show, and the gold steps nearly every call starts with
(find the caller by name, verify them, read their accounts)."""

from __future__ import annotations

from duplexworld.authoring import (
    FactTemplate,
    Judgement,
    Step,
    Verification,
    WorldAuthor,
    act,
    from_result,
    ref,
)
from duplexworld.worlds.banking.values import _COUNTRY_ALIASES, COUNTRIES

AUTHOR = WorldAuthor("banking")
"""Builds the Banking scenarios."""
scenario = AUTHOR.scenario

CUSTOMER_ID = r"C-\d+"
"""The shape of a customer id as tool results show it."""
CARD_ID = r"K-\d+"
"""The shape of a card id as tool results show it."""
ACCOUNT_ID = r"A-\d+"
"""The shape of an account id as tool results show it."""
TRANSACTION_ID = r"T-\d+"
"""The shape of a transaction id as tool results show it."""


# --- the facts callers hold ---

FULL_NAME = FactTemplate(
    key="full_name",
    label="full name",
    kind="name",
    keywords=("full name", "your name", "who am i speaking", "who i'm speaking"),
    answers=("My name is {spoken}.", "Sure, my name is {spoken}."),
)
"""The caller's full name."""

DATE_OF_BIRTH = FactTemplate(
    key="date_of_birth",
    label="date of birth",
    kind="date",
    keywords=("date of birth", "birth date", "birthday", "born"),
    answers=("It's {spoken}.", "I was born {spoken}."),
)
"""The caller's date of birth."""

CARD_LAST4 = FactTemplate(
    key="card_last4",
    label="card's last four digits",
    kind="digits",
    keywords=("last four", "last 4", "card number", "ending in", "ends in"),
    answers=("My card ends in {spoken}.", "It ends in {spoken}."),
)
"""The caller's card's last four digits."""

POSTCODE = FactTemplate(
    key="postcode",
    label="ZIP code",
    kind="postcode",
    keywords=("zip", "postcode", "postal code", "post code"),
    answers=("It's {spoken}.", "My ZIP code is {spoken}."),
)
"""The caller's ZIP code."""

PURCHASES = FactTemplate(
    key="purchases",
    label="recent purchases",
    kind="text",
    keywords=("recognize", "recognise", "did you make", "furniture", "recent purchases"),
    answers=("{spoken}.",),
)
"""The caller's recent purchases."""

CHARGE_AMOUNT = FactTemplate(
    key="charge_amount",
    label="charge amount",
    kind="amount",
    keywords=("amount", "how much"),
    answers=("It was {spoken}.", "They took {spoken}."),
)
"""The caller's charge amount."""

PAYMENT_AMOUNT = FactTemplate(
    key="payment_amount",
    label="payment amount",
    kind="amount",
    keywords=("how much", "payment amount", "amount"),
    answers=("It's {spoken}.", "The daycare bill is {spoken}."),
    reveal="volunteered",
)
"""The caller's payment amount."""

CHECK_NUMBER = FactTemplate(
    key="check_number",
    label="check number",
    kind="digits",
    keywords=("check number", "number of the check", "number on the check", "which check"),
    answers=("It's check number {spoken}.", "My register says {spoken}."),
)
"""The caller's check number."""

TRANSFER_AMOUNT = FactTemplate(
    key="transfer_amount",
    label="amount to move",
    kind="amount",
    keywords=("amount to move", "how much", "amount"),
    answers=("Please move {spoken}.", "Let's do {spoken}."),
)
"""The caller's amount to move."""

DEPARTURE_DATE = FactTemplate(
    key="departure_date",
    label="departure date",
    kind="date",
    keywords=("departure", "leaving", "leave on", "fly out", "first day"),
    answers=("I fly out on {spoken}.", "It's {spoken}."),
)
"""The caller's departure date."""

RETURN_DATE = FactTemplate(
    key="return_date",
    label="return date",
    kind="date",
    keywords=("return", "coming back", "fly home", "back home", "last day"),
    answers=("I come back on {spoken}.", "It's {spoken}."),
)
"""The caller's return date."""

DESTINATION = FactTemplate(
    key="destination",
    label="destination",
    kind="text",
    keywords=("which country", "destination", "where are you going"),
    answers=("{spoken}.", "It's {spoken}."),
    reveal="volunteered",
)
"""The caller's destination."""

CASH_AMOUNT = FactTemplate(
    key="cash_amount",
    label="amount of cash",
    kind="amount",
    keywords=("how much", "amount"),
    answers=("{spoken} in total.", "It's {spoken} altogether."),
    reveal="volunteered",
)
"""The caller's amount of cash."""

WHEREABOUTS = FactTemplate(
    key="whereabouts",
    label="where the card might be",
    kind="text",
    keywords=("stolen", "where", "last have", "last had", "last saw", "last use"),
    answers=("{spoken}, I don't think anyone took it.",),
)
"""The caller's where the card might be."""


MERCHANT = FactTemplate(
    key="merchant",
    label="merchant",
    kind="text",
    keywords=("which merchant", "which company", "who charged", "where was it"),
    answers=("It's {spoken}.", "It was {spoken}."),
)
"""The merchant of a charge the caller means, as the statement shows it."""

CHARGE_PROBLEM = FactTemplate(
    key="charge_problem",
    label="what is wrong with the charge",
    kind="text",
    keywords=("wrong with the charge", "problem with the charge", "what happened with the charge"),
    answers=("{spoken}",),
)
"""What the caller says is wrong with a charge they dispute, in a sentence."""


# --- the judgements the tools ask for, over what the caller says ---

DISPUTE_REASON = Judgement(
    {
        "duplicate": (
            *("twice", "two times", "duplicate*", "double*", "both times"),
            *("same amount again", "same fee twice"),
        ),
        "not_received": (
            *("never came", "never arrived", "never got", "never received", "never stayed"),
            *("never delivered", "didn't receive", "didn't get", "not received"),
        ),
        "wrong_amount": (
            *("more than", "overcharg*", "wrong amount", "too much", "should have been"),
            "instead of",
        ),
        "unauthorized": (
            *("didn't make", "did not make", "wasn't me", "not me", "never made", "stolen"),
            *("fraud*", "someone else", "don't recognize", "didn't authorize"),
        ),
        "cancelled_recurring": (
            *("subscription*", "after i cancelled", "still charg*", "kept charging"),
            "recurring",
        ),
    }
)
"""open_dispute's reason, as its documentation defines it: duplicate (charged twice),
not_received (goods or service never came), wrong_amount (charged more than agreed),
unauthorized (not made by the customer), cancelled_recurring (a subscription charged after it
was cancelled), in the words a caller uses for each."""

COUNTRY = Judgement(
    {
        name: tuple(
            dict.fromkeys(
                [name.lower()]
                + [a for a, same in _COUNTRY_ALIASES.items() if same == name and len(a) > 3]
            )
        )
        for name in sorted(COUNTRIES)
    }
)
"""add_travel_notice's country: a country OneBank knows, named by the caller (by its name or
a common other name: England is the United Kingdom)."""


# --- the gold steps most calls share ---


VERIFICATION = Verification(
    "verify_identity",
    ("date_of_birth", "card_last4"),
    CUSTOMER_ID,
    arguments={"customer_id": from_result("find_customer_by_name", CUSTOMER_ID, pick="try_each")},
)
"""Tier 1: date of birth and card's last four, tried on each customer the name search
returned until one matches; its result shows the caller's customer id."""
verify = VERIFICATION.step
customer = VERIFICATION.caller


def find_customer(info: str = "") -> Step:
    """Gold: search customers by the caller's full name. Not scored (``critical=()``): a name
    does not identify anyone, the verification that follows does."""
    return act("find_customer_by_name", full_name=ref("full_name"), critical=(), info=info)


def accounts(info: str = "") -> Step:
    """Gold: read the verified caller's accounts and cards."""
    return act("get_customer_accounts", customer_id=customer(), info=info)
