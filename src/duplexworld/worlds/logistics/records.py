"""Ridgeway Freight's records: one typed model per table, read by the tools and checked by the
loader.

The store keeps plain dicts (what the goal state's hash is computed over); a seed may leave
out the fields a shipment, account or address has by default, and the world fills them in
before the store is built (``core.SHIPMENT_DEFAULTS``), so every record the tools read has
them all. The defaults here are the same values, so a seed record and a stored one read alike.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal

from duplexworld.world.typed import Record

ShipmentStatus = Literal[
    "awaiting_pickup", "in_transit", "at_terminal", "out_for_delivery", "delivered"
]
"""Where a shipment is in its life."""


class Party(Record):
    """A customer account: a shipper, consignee or notify party of shipments."""

    table = "parties"
    id: str
    name: str
    city: str
    customer_number: str
    postcode: str
    """The account's ZIP code on file (verification)."""
    status: Literal["active", "closed"] = "active"


class Address(Record):
    """A delivery address of an account, served by one terminal."""

    table = "addresses"
    id: str
    party_id: str
    label: str
    city: str
    postcode: str
    terminal: str
    residential: bool = False


class Terminal(Record):
    """A terminal of the network."""

    table = "terminals"
    id: str
    city: str


class Shipment(Record):
    """A shipment: its parties, freight, route, status, holds and delivery."""

    table = "shipments"
    id: str
    tracking_number: str
    bol_number: str
    shipper_id: str
    consignee_id: str
    notify_party_id: str | None = None
    terms: Literal["prepaid", "collect"] = "prepaid"
    control: Literal["shipper", "consignee", "notify_party"] | None = None
    """Who controls the shipment (the bill of lading's holder); by default the payer."""
    charges_due: str = "0.00"
    charges_paid: str | None = None
    """What the caller paid in the app (written by ``pay_charges_in_app``)."""
    hold: Literal["none", "party", "payment", "customs"] = "none"
    hold_by: str | None = None
    description: str
    pieces: int
    weight_lb: int | None = None
    declared_value: str | None = None
    hazmat: bool = False
    origin_city: str = "unknown"
    destination_address_id: str | None = None
    destination_terminal: str | None = None
    status: ShipmentStatus = "in_transit"
    terminal: str | None = None
    eta: str | None = None
    pickup_date: str | None = None
    last_scan: str | None = None
    label_ok: bool = True
    appointment_date: str | None = None
    sealed: bool = False
    seal_intact: bool = True
    seal_checked: bool = False
    unload_authorized: bool = False
    delivered_date: str | None = None
    signed_by: str | None = None
    exception_noted: str = "none"

    def parties(self) -> dict[str, str | None]:
        """Role -> the account that holds it on this shipment (None: nobody)."""
        return {
            "shipper": self.shipper_id,
            "consignee": self.consignee_id,
            "notify_party": self.notify_party_id,
        }


class Claim(Record):
    """A cargo claim filed on a delivered shipment."""

    table = "claims"
    id: str
    shipment_id: str
    party_id: str
    filed_by: str
    claim_type: str
    pieces_affected: int
    amount: str
    status: str
    filed_on: str


class Trace(Record):
    """A trace opened on a shipment that stopped moving."""

    table = "traces"
    id: str
    shipment_id: str
    opened_by: str
    status: str
    opened_on: str


RECORDS: Mapping[str, type[Record]] = {
    model.table: model for model in (Party, Address, Terminal, Shipment, Claim, Trace)
}
"""Every table a Ridgeway store has, with its record model."""
