"""Typed seed records of the Insurance world: one model per table.

Fields absent from some records are optional (left out of the seed unless given).
"""

from __future__ import annotations

from duplexworld.authoring import Record


class Policyholder(Record):
    """A record of the policyholders table."""

    table = "policyholders"
    id: str
    full_name: str
    date_of_birth: str
    postcode: str


class Policy(Record):
    """A record of the policies table."""

    table = "policies"
    number: str
    line: str
    status: str
    term_start: str
    term_end: str
    named_insureds: list[str]
    listed: list[str]
    deductible: str
    coverages: dict[str, str]


class Item(Record):
    """A record of the items table."""

    table = "items"
    id: str
    policy_number: str
    kind: str
    description: str
    area: str
    principal_driver: str | None = None
    water_main: str | None = None


class Claim(Record):
    """A record of the claims table."""

    table = "claims"
    id: str
    policy_number: str
    item_id: str
    loss_type: str
    loss_date: str
    status: str
    reported_by: str
    facts: dict[str, str]
    decision: dict[str, str] | None = None


class Payment(Record):
    """A record of the payments table."""

    table = "payments"
    id: str
    claim_id: str
    amount: str
    method: str
    issued: str
    status: str


class InspectionSlot(Record):
    """A record of the inspection_slots table."""

    table = "inspection_slots"
    id: str
    area: str
    date: str
    window: str
    booked_for: str | None
