"""OneBank's records: one typed model per table, read by the tools and checked by the loader.

The store keeps plain dicts (what the goal state's hash is computed over); the tools read a
record through its model (``World.read``, ``World.find``) and write through the store, and
``duplexworld.world.scenarios`` refuses a scenario whose seed record or world change does not
fit its model, naming the file and the field. Fields some records lack are optional and stay
absent from the store unless set.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal

from duplexworld.world.typed import Record

CardStatus = Literal["active", "locked", "blocked", "fraud_hold"]
"""A card's status: usable, temporarily locked (reversible), permanently blocked, or held by
the fraud system."""


class Customer(Record):
    """A customer: who they are and the factors they verify with."""

    table = "customers"
    id: str
    full_name: str
    date_of_birth: str
    """ISO date, compared with the caller's at tier 1."""
    postcode: str
    """The ZIP code of the address on file (tier 2)."""
    phone_last4: str
    """The last four digits of the registered phone (where a texted number goes)."""
    app_enrolled: bool = False
    """The OneBank app is registered on that phone (an app approval can be sent)."""
    address: str | None = None
    """The mailing address on file (where a replacement card is posted)."""


class Account(Record):
    """An account of a customer."""

    table = "accounts"
    id: str
    customer_id: str
    type: Literal["checking", "savings", "credit"]
    name: str
    balance: str
    """Dollars as a decimal string ("2314.56")."""


class Card(Record):
    """A card on an account; a replacement records the card it replaces and vice versa."""

    table = "cards"
    id: str
    account_id: str
    kind: Literal["debit", "credit"]
    last4: str
    status: CardStatus
    hold_reason: str | None = None
    replaces: str | None = None
    replaced_by: str | None = None
    mailed_to: str | None = None
    blocked_merchants: list[str] | None = None
    """Merchants the customer blocked in the app's card controls (DISP-4)."""


class Transaction(Record):
    """A card transaction."""

    table = "transactions"
    id: str
    card_id: str
    date: str
    amount: str
    merchant: str
    location: str | None = None
    status: Literal["posted", "pending", "declined", "disputed"]
    recurring: bool = False
    """A subscription charge that will come again."""


class Dispute(Record):
    """A dispute opened on a transaction (written by ``open_dispute``)."""

    table = "disputes"
    id: str
    transaction_id: str
    customer_id: str
    amount: str
    reason: str
    status: str


class CashOrder(Record):
    """Cash ordered for pickup at a branch (written by ``order_branch_cash``)."""

    table = "cash_orders"
    id: str
    account_id: str
    amount: str
    pickup_date: str
    status: str


class Transfer(Record):
    """Money moved between a customer's own accounts."""

    table = "transfers"
    id: str
    from_account_id: str
    to_account_id: str
    amount: str
    status: str


class Payee(Record):
    """A payee the customer saved in the app."""

    table = "payees"
    id: str
    customer_id: str
    name: str
    status: Literal["active", "pending", "closed"]
    added: str | None = None
    """The day the customer saved it in the app."""
    note: str | None = None


class Payment(Record):
    """A payment sent to a saved payee."""

    table = "payments"
    id: str
    account_id: str
    payee_id: str
    amount: str
    status: str


class Check(Record):
    """A check the customer wrote on an account."""

    table = "checks"
    id: str
    account_id: str
    number: str
    date: str
    payee: str
    amount: str
    status: Literal["issued", "paid", "stopped"]


class TravelNotice(Record):
    """A travel notice: the customer's cards are used in a country between two days."""

    table = "travel_notices"
    id: str
    customer_id: str
    country: str
    start_date: str
    end_date: str


RECORDS: Mapping[str, type[Record]] = {
    model.table: model
    for model in (
        Customer,
        Account,
        Card,
        Transaction,
        Dispute,
        CashOrder,
        Transfer,
        Payee,
        Payment,
        Check,
        TravelNotice,
    )
}
"""Every table a OneBank store has, with its record model."""
