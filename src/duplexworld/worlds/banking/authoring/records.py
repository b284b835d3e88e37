"""Typed seed records of the Banking world: one model per table.

Fields absent from some records are optional (left out of the seed unless given).
"""

from __future__ import annotations

from duplexworld.authoring import Record


class Customer(Record):
    """A record of the customers table."""

    table = "customers"
    id: str
    full_name: str
    date_of_birth: str
    postcode: str
    phone_last4: str
    app_enrolled: bool | None = None
    address: str | None = None


class Account(Record):
    """A record of the accounts table."""

    table = "accounts"
    id: str
    customer_id: str
    type: str
    name: str
    balance: str


class Card(Record):
    """A record of the cards table."""

    table = "cards"
    id: str
    account_id: str
    kind: str
    last4: str
    status: str
    hold_reason: str | None = None


class Transaction(Record):
    """A record of the transactions table."""

    table = "transactions"
    id: str
    card_id: str
    date: str
    amount: str
    merchant: str
    location: str | None = None
    status: str
    recurring: bool | None = None


class Payee(Record):
    """A record of the payees table."""

    table = "payees"
    id: str
    customer_id: str
    name: str
    status: str
    added: str
    note: str | None = None


class Check(Record):
    """A record of the checks table."""

    table = "checks"
    id: str
    account_id: str
    number: str
    date: str
    payee: str
    amount: str
    status: str


class TravelNotice(Record):
    """A record of the travel_notices table."""

    table = "travel_notices"
    id: str
    customer_id: str
    country: str
    start_date: str
    end_date: str


# --- the bank's standard products, as most seeds hold them ---


def checking(id: str, customer_id: str, *, balance: str) -> Account:  # noqa: A002 - the field
    """An "Everyday Checking" account, the bank's standard checking account."""
    return Account(
        id=id, customer_id=customer_id, type="checking", name="Everyday Checking", balance=balance
    )


def savings(id: str, customer_id: str, *, balance: str) -> Account:  # noqa: A002 - the field
    """A "Savings" account, the bank's standard savings account."""
    return Account(id=id, customer_id=customer_id, type="savings", name="Savings", balance=balance)


def debit_card(
    id: str,  # noqa: A002 - the field
    account_id: str,
    *,
    last4: str,
    status: str = "active",
    hold_reason: str | None = None,
) -> Card:
    """A debit card on an account (active unless ``status`` says otherwise)."""
    fields = {} if hold_reason is None else {"hold_reason": hold_reason}
    return Card(id=id, account_id=account_id, kind="debit", last4=last4, status=status, **fields)
