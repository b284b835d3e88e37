"""Typed seed records of the Travel world: one model per table.

Fields absent from some records are optional (left out of the seed unless given).
"""

from __future__ import annotations

from duplexworld.authoring import Record


class Account(Record):
    """A record of the accounts table."""

    table = "accounts"
    id: str
    full_name: str
    phone: str
    date_of_birth: str
    card_last4: str
    payout_last4: str | None = None
    payout_status: str | None = None
    authenticator: bool | None = None


class Listing(Record):
    """A record of the listings table."""

    table = "listings"
    id: str
    title: str
    house_number: str
    street: str
    city: str
    postcode: str
    host_id: str
    checkin_time: str
    checkout_time: str
    status: str
    blocked_nights: list[str]
    unit: str | None = None


class Reservation(Record):
    """A record of the reservations table."""

    table = "reservations"
    code: str
    listing_id: str
    guest_id: str
    check_in: str
    check_out: str
    guests: int
    total: str
    cancellation_policy: str
    status: str
    host_photos: int


class Cohost(Record):
    """A record of the cohosts table."""

    table = "cohosts"
    id: str
    listing_id: str
    account_id: str
    permission: str
    status: str


class Delegate(Record):
    """A record of the delegates table."""

    table = "delegates"
    id: str
    reservation_code: str
    account_id: str
    scope: str
