"""Typed seed records of the Logistics world: one model per table.

Fields absent from some records are optional (left out of the seed unless given).
"""

from __future__ import annotations

from duplexworld.authoring import Record


class Party(Record):
    """A record of the parties table."""

    table = "parties"
    id: str
    name: str
    city: str
    customer_number: str
    postcode: str


class Address(Record):
    """A record of the addresses table."""

    table = "addresses"
    id: str
    party_id: str
    label: str
    city: str
    postcode: str
    terminal: str
    residential: bool | None = None


class Terminal(Record):
    """A record of the terminals table."""

    table = "terminals"
    id: str
    city: str


class Shipment(Record):
    """A record of the shipments table."""

    table = "shipments"
    id: str
    tracking_number: str
    bol_number: str
    shipper_id: str
    consignee_id: str
    terms: str
    charges_due: str | None = None
    hold: str | None = None
    description: str
    pieces: int
    weight_lb: int
    declared_value: str
    origin_city: str
    destination_address_id: str
    destination_terminal: str
    status: str
    terminal: str | None = None
    eta: str | None = None
    pickup_date: str
    last_scan: str | None = None
    label_ok: bool | None = None
    appointment_date: str | None = None
    sealed: bool | None = None
    notify_party_id: str | None = None
    hold_by: str | None = None
    delivered_date: str | None = None
    signed_by: str | None = None
    exception_noted: str | None = None
