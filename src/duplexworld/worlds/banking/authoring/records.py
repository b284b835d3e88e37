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
