"""The record model of Ridgeway Freight and the authority checks every tool shares.

Tables: ``parties`` (accounts: shippers, consignees, notify parties), ``addresses`` (each
account's address book), ``terminals``, ``shipments``, ``claims`` and ``traces``. A shipment
names its contractual parties by role (shipper, consignee, notify party) and which role holds
the right of control. Authority is per shipment: a verified account acts on a shipment only in
the roles that shipment's contract gives it, and an account that is no party to a shipment
cannot even learn that the shipment exists.

Verification lives in ``self.session`` (not hashed: verifying is not an outcome): the verified
account (tier 1) and the shipments whose bill of lading number the caller confirmed (tier 2).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from duplexworld.world import VERIFICATION_FAILED, ToolError, World, verification_locked
from duplexworld.world.values import format_amount, say_date
from duplexworld.worlds.logistics.records import (
    RECORDS,
    Address,
    Claim,
    Party,
    Shipment,
    Terminal,
    Trace,
)
from duplexworld.worlds.logistics.values import parse_tracking

TABLES = tuple(RECORDS)
"""Every table a Ridgeway store has (``records.RECORDS``); a seed may omit the empty ones."""

POLICY_FILE = Path(__file__).with_name("policy.md")
"""Ridgeway's clause corpus, searched by ``lookup_policy``; never part of the agent's prompt."""

TODAY = "2024-09-16"
"""The world's calendar day (a Monday): date windows in the rules count from it."""


ROLE_FIELDS = {
    "shipper": "shipper_id",
    "consignee": "consignee_id",
    "notify_party": "notify_party_id",
}
"""Contractual role -> the shipment field naming the account that holds it."""

ROLE_NAMES = {"shipper": "shipper", "consignee": "consignee", "notify_party": "notify party"}
"""How a role is said in a tool result."""

SHIPMENT_DEFAULTS: dict[str, Any] = {
    "notify_party_id": None,
    "terms": "prepaid",
    "status": "in_transit",
    "terminal": None,
    "eta": None,
    "pickup_date": None,
    "appointment_date": None,
    "hold": "none",
    "hold_by": None,
    "charges_due": "0.00",
    "declared_value": None,
    "hazmat": False,
    "sealed": False,
    "seal_checked": False,
    "unload_authorized": False,
    "label_ok": True,
    "delivered_date": None,
    "signed_by": None,
    "exception_noted": "none",
    "last_scan": None,
}
"""Fields a seed may leave out; filled in before the store is built, so every replay agrees."""

NOT_VERIFIED = (
    "Shipment information is available only to a verified party of the shipment. Verify the "
    "caller's account with verify_caller first; nothing was shared or changed."
)
"""The answer to any shipment question before verification, whatever the number."""

CHECKS_LOCKED = verification_locked(
    "The caller can sign in to the customer portal or call back later."
)


def not_available(tracking_number: str) -> str:
    """The answer for a shipment the verified account may not see, or that does not exist.

    Both cases read alike, so a refusal never confirms that a shipment exists.
    """
    return (
        f"No shipment with tracking number {tracking_number} is available to the verified "
        "account: it is not on file for any shipment this account is a party to. Nothing was "
        "shared or changed."
    )


class LogisticsCore(World):
    """Records, session and shared checks of Ridgeway Freight (no tools of its own)."""

    name = "logistics"
    tables = TABLES
    records = RECORDS

    def __init__(self, seed: dict[str, list[dict[str, Any]]]) -> None:
        full_seed = dict(seed)
        full_seed["shipments"] = [_with_defaults(row) for row in seed.get("shipments", [])]
        full_seed["parties"] = [{"status": "active", **row} for row in seed.get("parties", [])]
        full_seed["addresses"] = [
            {"residential": False, **row} for row in seed.get("addresses", [])
        ]
        super().__init__(full_seed)

    # --- session ---------------------------------------------------------------------------

    def verified_party(self) -> Party | None:
        """The account verified in this call (tier 1), or ``None``."""
        party_id = self.session.notes.get("party")
        return None if party_id is None else self.read(Party, party_id)

    def bol_confirmed(self, shipment_id: str) -> bool:
        """Whether the caller confirmed this shipment's bill of lading (tier 2) in this call."""
        return shipment_id in self.session.notes.get("bol", [])

    def _check_allowed(self) -> None:
        # counted per call (account and bill of lading checks together)
        self.session.check_not_locked(CHECKS_LOCKED)

    def _failed(self, key: str, message: str = VERIFICATION_FAILED) -> ToolError:
        return self.session.failed_check(key, message)

    # --- records ---------------------------------------------------------------------------

    def party_name(self, party_id: str | None) -> str:
        """An account's name and city, for a tool result."""
        party = None if party_id is None else self.read(Party, party_id)
        if party is None:
            return "none"
        return f"{party.name} ({party.city})" if party.city else party.name

    def terminal_name(self, terminal_id: str | None) -> str:
        """``the Denver terminal (T-DEN)`` for a terminal id."""
        terminal = None if terminal_id is None else self.read(Terminal, terminal_id)
        if terminal is None:
            return f"terminal {terminal_id}"
        return f"the {terminal.city} terminal ({terminal.id})"

    def shipment_by_tracking(self, tracking_number: str) -> Shipment | None:
        """The shipment with this (already parsed) tracking number, or ``None``."""
        found = self.find(Shipment, tracking_number=tracking_number)
        return found[0] if found else None

    def roles_of(self, shipment: Shipment, party_id: str) -> tuple[str, ...]:
        """The contractual roles ``party_id`` holds on ``shipment`` (empty: no party)."""
        return tuple(role for role, holder in shipment.parties().items() if holder == party_id)

    def control_role(self, shipment: Shipment) -> str:
        """The role that holds the right of control (the bill of lading decides)."""
        if shipment.control in ROLE_FIELDS:
            return str(shipment.control)
        return "consignee" if shipment.terms == "collect" else "shipper"

    def visible_shipment(self, tracking_number: str) -> tuple[Shipment, tuple[str, ...]]:
        """The shipment and the verified account's roles on it.

        Raises:
            ToolError: nobody is verified, or the account is no party to the shipment, or no
                such shipment exists (the last two with the same words).
        """
        number = parse_tracking(tracking_number)
        party = self.verified_party()
        if party is None:
            raise ToolError(NOT_VERIFIED)
        shipment = self.shipment_by_tracking(number)
        roles = () if shipment is None else self.roles_of(shipment, party.id)
        if shipment is None or not roles:
            raise ToolError(not_available(number))
        return shipment, roles

    def require_role(
        self, shipment: Shipment, roles: tuple[str, ...], allowed: set[str], act: str
    ) -> str:
        """The first of ``roles`` that may do ``act``; refuses (changing nothing) otherwise."""
        for role in roles:
            if role in allowed:
                return role
        mine = " and ".join(ROLE_NAMES[r] for r in roles)
        theirs = " or ".join(ROLE_NAMES[r] for r in sorted(allowed))
        raise ToolError(
            f"Refused: under the contract of shipment {shipment.tracking_number}, the {mine} "
            f"may not {act}; only the {theirs} may. Nothing was changed."
        )

    def require_control(self, shipment: Shipment, roles: tuple[str, ...], act: str) -> str:
        """The verified role if it holds the right of control; refuses otherwise."""
        control = self.control_role(shipment)
        if control not in roles:
            mine = " and ".join(ROLE_NAMES[r] for r in roles)
            raise ToolError(
                f"Refused: the right of control of shipment {shipment.tracking_number} "
                f"belongs to the {ROLE_NAMES[control]} under its bill of lading, so the {mine} "
                f"cannot {act}. Nothing was changed."
            )
        return control

    # --- describing ------------------------------------------------------------------------

    def status_phrase(self, shipment: Shipment) -> str:
        """Where the freight is, in words."""
        status = shipment.status
        if status == "awaiting_pickup":
            when = shipment.pickup_date
            booked = f"pickup booked for {say_date(when)}" if when else "no pickup booked"
            return f"awaiting pickup at the shipper ({booked})"
        if status == "at_terminal":
            return f"at {self.terminal_name(shipment.terminal)}"
        if status == "in_transit":
            return f"in transit on a linehaul truck to {self.terminal_name(shipment.terminal)}"
        if status == "out_for_delivery":
            return "out for delivery on a Ridgeway truck"
        if status == "delivered":
            when = shipment.delivered_date
            return f"delivered on {say_date(when)}" if when else "delivered"
        return str(status)

    def address_phrase(self, address_id: str | None) -> str:
        """An address book entry in words: label, city, ZIP and kind."""
        address = None if address_id is None else self.read(Address, address_id)
        if address is None:
            return "not on file"
        kind = "residential" if address.residential else "commercial"
        return f"{address.label}, {address.city}, ZIP {address.postcode} ({kind})"

    def describe(self, shipment: Shipment, roles: tuple[str, ...]) -> str:
        """The full shipment record as the agent reads it (no credentials in it)."""
        party = self.verified_party()
        assert party is not None
        control = self.control_role(shipment)
        mine = " and ".join(f"the {ROLE_NAMES[r]}" for r in roles)
        lines = [
            f"Shipment {shipment.id}, tracking number {shipment.tracking_number}.",
            f"The verified account ({party.name}, {party.id}) is {mine} on this shipment.",
            f"Shipper: {self.party_name(shipment.shipper_id)}. Consignee: "
            f"{self.party_name(shipment.consignee_id)}. Notify party: "
            f"{self.party_name(shipment.notify_party_id)}.",
            f"Contract: freight {shipment.terms}; right of control: the {ROLE_NAMES[control]}.",
            f"Goods: {shipment.description}; {shipment.pieces} pieces"
            + (f", {shipment.weight_lb} lb" if shipment.weight_lb else "")
            + (
                f", declared value ${format_amount(shipment.declared_value)}"
                if shipment.declared_value
                else ", no declared value"
            )
            + ("; hazardous materials." if shipment.hazmat else "; not hazardous."),
            f"Origin: {shipment.origin_city}. Delivery address: "
            f"{self.address_phrase(shipment.destination_address_id)}; destination "
            f"terminal {self.terminal_name(shipment.destination_terminal)}.",
            f"Status: {self.status_phrase(shipment)}."
            + (f" Last scan: {shipment.last_scan}." if shipment.last_scan else ""),
        ]
        if shipment.eta and shipment.status not in ("delivered",):
            lines.append(
                f"Estimated arrival at the destination terminal: {say_date(shipment.eta)}."
            )
        if shipment.status == "awaiting_pickup":
            label = "scannable" if shipment.label_ok else "missing or unreadable"
            lines.append(f"Shipping label on the pieces: {label}.")
        if shipment.status != "delivered":
            when = shipment.appointment_date
            lines.append(
                f"Delivery appointment: {say_date(when)}."
                if when
                else "Delivery appointment: none."
            )
        hold = shipment.hold
        if hold == "none":
            lines.append("Hold: none.")
        elif hold == "party":
            lines.append(
                f"Hold: placed by the {ROLE_NAMES.get(shipment.hold_by or '', 'a party')}."
            )
        else:
            lines.append(f"Hold: {hold} hold.")
        lines.append(f"Freight charges due: ${format_amount(shipment.charges_due)}.")
        if shipment.sealed:
            checked = "reported intact" if shipment.seal_checked else "not yet checked"
            unload = "authorized" if shipment.unload_authorized else "not authorized"
            lines.append(
                f"Sealed trailer load: seal check by the consignee {checked}; unloading {unload}."
            )
        if shipment.status == "delivered":
            lines.append(
                f"Proof of delivery: signed by {shipment.signed_by or 'unknown'}; "
                f"exceptions noted at delivery: {shipment.exception_noted or 'none'}."
            )
        for claim in self.find(Claim, shipment_id=shipment.id):
            lines.append(f"Cargo claim {claim.id}: {claim.status}.")
        for trace in self.find(Trace, shipment_id=shipment.id):
            lines.append(f"Trace {trace.id}: {trace.status}.")
        return "\n".join(lines)


def _with_defaults(row: dict[str, Any]) -> dict[str, Any]:
    shipment = {**SHIPMENT_DEFAULTS, **row}
    if "control" not in row:
        # the bill of lading usually follows the freight terms; a seed may say otherwise
        shipment["control"] = "consignee" if shipment["terms"] == "collect" else "shipper"
    return shipment
