"""Hearthway's records: one typed model per table, read by the tools and checked by the loader.

The store keeps plain dicts (what the goal state's hash is computed over); a tool reads a
record through its model and writes through the store. Fields some records lack are optional
and stay absent from the store unless set.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal

from pydantic import BaseModel, ConfigDict

from duplexworld.world.typed import Record

Permission = Literal["full", "calendar", "messaging"]
"""What a co-host may do: everything, the calendar only, or messaging only."""


class Account(Record):
    """A Hearthway account: a host, a guest or both."""

    table = "accounts"
    id: str
    full_name: str
    phone: str
    date_of_birth: str
    card_last4: str
    payout_last4: str | None = None
    payout_status: str | None = None
    payout_hold_until: str | None = None
    authenticator: bool = False
    """The authenticator app is set up (the step-up can be sent there)."""


class Listing(Record):
    """A listing of a host."""

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
    """A reservation (a trip), keyed by its code."""

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
    refund: str | None = None
    cancelled_by: str | None = None
    cancelled_on: str | None = None


class Cohost(Record):
    """A co-host of a listing, with a permission level."""

    table = "cohosts"
    id: str
    listing_id: str
    account_id: str
    permission: Permission
    status: str


class Delegate(Record):
    """Someone a guest shared a trip with, and what they may do with it."""

    table = "delegates"
    id: str
    reservation_code: str
    account_id: str
    scope: str
    """``view`` or ``manage``."""
    status: str = "active"


class Issue(BaseModel):
    """One issue of a Stay Assurance report."""

    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)

    category: str
    incident_date: str
    amount: str


class Report(Record):
    """A Stay Assurance report on a reservation."""

    table = "reports"
    id: str
    reservation_code: str
    side: str
    filed_by: str
    status: str
    issues: list[Issue]
    opened_on: str
    submitted_on: str | None = None


class Setting(Record):
    """A platform setting (``today``: the platform's date)."""

    table = "settings"
    id: str
    value: str


RECORDS: Mapping[str, type[Record]] = {
    model.table: model
    for model in (Account, Listing, Cohost, Reservation, Delegate, Report, Setting)
}
"""Every table a Hearthway store has, with its record model."""
