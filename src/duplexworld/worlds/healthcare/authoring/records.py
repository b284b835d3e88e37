"""Typed seed records of the Healthcare world: one model per table.

Fields absent from some records are optional (left out of the seed unless given).
"""

from __future__ import annotations

from duplexworld.authoring import Record


class Member(Record):
    """A record of the members table."""

    table = "members"
    id: str
    member_number: str
    full_name: str
    date_of_birth: str
    zip_code: str
    plan: str
    relationship: str
    subscriber_id: str
    pcp_id: str | None
    payment_on_file: bool
    other_coverage: None


class Provider(Record):
    """A record of the providers table."""

    table = "providers"
    id: str
    name: str
    specialty: str
    clinic: str
    zip_code: str
    accepting_new: bool
    in_network: bool
    status: str


class Claim(Record):
    """A record of the claims table."""

    table = "claims"
    id: str
    member_id: str | None
    service_date: str
    provider_name: str
    service: str
    category: str
    billed: str
    member_owes: str
    status: str
    denial_reason: str | None = None
    denied_on: str | None = None
    missing_document: str | None = None


class Pharmacy(Record):
    """A record of the pharmacies table."""

    table = "pharmacies"
    id: str
    name: str
    address: str | None = None
    zip_code: str | None
    in_network: bool
    mail_order: bool


class Prescription(Record):
    """A record of the prescriptions table."""

    table = "prescriptions"
    rx_number: str
    member_id: str
    drug: str
    category: str
    pharmacy_id: str
    refills_left: int
    days_supply: int
    last_fill_date: str
    status: str
    controlled: bool


class Authorization(Record):
    """A record of the authorizations table."""

    table = "authorizations"
    id: str
    subject_id: str
    grantee_member_number: str
    grantee_name: str
    scope: list[str]
    status: str


class CardOrder(Record):
    """A record of the card_orders table."""

    table = "card_orders"
    id: str
    member_id: str
    pcp_id: str
    zip_code: str
    status: str
