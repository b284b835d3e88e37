"""Harborline's records: one typed model per table, read by the tools and checked by the
loader.

The store keeps plain dicts (what the goal state's hash is computed over); a tool reads a
record through its model and writes through the store. Fields some records lack are optional
and stay absent from the store unless set.
"""

from __future__ import annotations

from collections.abc import Mapping

from pydantic import BaseModel, ConfigDict

from duplexworld.world.typed import Record


class Policyholder(Record):
    """A person on policies: who they are and what they verify with."""

    table = "policyholders"
    id: str
    full_name: str
    date_of_birth: str
    postcode: str


class Policy(Record):
    """A policy, keyed by its number: its term, who is on it and what it covers."""

    table = "policies"
    number: str
    line: str
    """``auto`` or ``home``."""
    status: str
    term_start: str
    term_end: str
    named_insureds: list[str]
    """Policyholder ids who may act on the policy."""
    listed: list[str]
    """Policyholder ids listed on it (drivers, household members) who may not."""
    deductible: str
    coverages: dict[str, str]
    """Coverage part -> the day it started."""


class Item(Record):
    """An insured vehicle or property."""

    table = "items"
    id: str
    policy_number: str
    kind: str
    """``vehicle`` or ``property``."""
    description: str
    area: str
    """The ZIP code it is kept at (inspections are booked by area)."""
    principal_driver: str | None = None
    water_main: str | None = None
    """``off`` once the caller shut the water off."""


class Decision(BaseModel):
    """An adjuster's decision on a claim."""

    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)

    outcome: str
    date: str
    reason: str


class Claim(Record):
    """A claim on an item of a policy, from intake to a decision."""

    table = "claims"
    id: str
    policy_number: str
    item_id: str
    loss_type: str
    loss_date: str
    status: str
    reported_by: str
    facts: dict[str, str]
    """The facts recorded so far, by name."""
    decision: Decision | None = None
    inspection_slot: str | None = None
    review: str | None = None
    mitigation: str | None = None
    photos: str | None = None
    affidavit: str | None = None


class Payment(Record):
    """A claim payment."""

    table = "payments"
    id: str
    claim_id: str
    amount: str
    method: str
    issued: str
    status: str
    replaces: str | None = None
    """The payment this one reissues."""


class InspectionSlot(Record):
    """A damage-inspection appointment, shared by every customer of an area."""

    table = "inspection_slots"
    id: str
    area: str
    date: str
    window: str
    booked_for: str | None
    """The claim it is booked for; None while open."""


RECORDS: Mapping[str, type[Record]] = {
    model.table: model for model in (Policyholder, Policy, Item, Claim, Payment, InspectionSlot)
}
"""Every table a Harborline store has, with its record model."""
