"""Ridgeway Freight tools that verify callers and read records (they never change the store)."""

from __future__ import annotations

from duplexworld.world import ToolError, tool
from duplexworld.world.policy import policy_lookup
from duplexworld.world.results import record_list
from duplexworld.world.values import parse_date, parse_digits, parse_postcode
from duplexworld.worlds.logistics.core import (
    NOT_VERIFIED,
    POLICY_FILE,
    ROLE_NAMES,
    LogisticsCore,
    not_available,
)
from duplexworld.worlds.logistics.records import Address, Party, Shipment
from duplexworld.worlds.logistics.values import BOL_DIGITS, CUSTOMER_DIGITS, parse_tracking

BOL_FAILED = (
    "The bill of lading number could not be confirmed for that shipment. Nothing has been "
    "shared or changed."
)
"""The one message of every failed bill of lading check."""


class ReadTools(LogisticsCore):
    """Verification, shipment reads, the address book and the policy search."""

    # --- identity --------------------------------------------------------------------------

    @tool()
    def verify_caller(self, customer_number: str, postcode: str) -> str:
        """Verify the account the caller speaks for (tier 1) with two details they give.

        The caller gives their Ridgeway customer number and the ZIP code on file for that
        account. On success the caller acts for that account for the rest of the call (one
        account per call: a new verification replaces the previous one). On failure the result
        never says which detail was wrong or whether the account exists; repeated failures
        lock verification for the call.

        Args:
            customer_number: the six-digit Ridgeway customer number, e.g. "481207".
            postcode: the five-digit ZIP code on file for the account, e.g. "80216".
        """
        number = parse_digits(customer_number, "customer_number", CUSTOMER_DIGITS)
        zip_code = parse_postcode(postcode)
        self._check_allowed()
        found = self.find(Party, customer_number=number)
        party = found[0] if found else None
        if party is None or party.status != "active" or party.postcode != zip_code:
            raise self._failed(number)
        self.session.notes["party"] = party.id
        self.session.notes["bol"] = []
        self.session.verified = {party.id: 1}
        return (
            f"Verified: the caller speaks for {party.name} ({party.city}), account "
            f"{party.id}, at tier 1 for this call."
        )

    @tool()
    def confirm_bill_of_lading(self, tracking_number: str, bol_number: str) -> str:
        """Step up to tier 2 for one shipment with its bill of lading number.

        Only for a verified caller whose account is a party to the shipment. Tier 2 holds for
        that shipment only. On failure the result never says what was wrong; repeated failures
        lock verification for the call.

        Args:
            tracking_number: the shipment's eight-digit tracking (PRO) number, e.g. "40317266".
            bol_number: the seven-digit bill of lading number the caller reads from their copy,
                e.g. "5520193".
        """
        number = parse_tracking(tracking_number)
        bol = parse_digits(bol_number, "bol_number", BOL_DIGITS)
        self._check_allowed()
        party = self.verified_party()
        if party is None:
            raise ToolError(NOT_VERIFIED)
        shipment = self.shipment_by_tracking(number)
        if shipment is None or not self.roles_of(shipment, party.id):
            # a wrong number and a shipment of someone else fail alike
            raise self._failed(number, BOL_FAILED)
        if shipment.bol_number != bol:
            raise self._failed(number, BOL_FAILED)
        confirmed = self.session.notes.setdefault("bol", [])
        if shipment.id not in confirmed:
            confirmed.append(shipment.id)
        return (
            f"Bill of lading confirmed: the caller is verified at tier 2 for shipment "
            f"{number} for this call."
        )

    # --- reading ---------------------------------------------------------------------------

    @tool()
    def get_shipment(self, tracking_number: str) -> str:
        """Read one shipment: parties, contract terms, goods, status, holds, charges, delivery.

        Shows who holds the right of control and the verified account's own role. Only a
        verified party of the shipment can read it; for anyone else the answer is the same as
        for a number that does not exist.

        Args:
            tracking_number: the eight-digit tracking (PRO) number, e.g. "40317266".
        """
        shipment, roles = self.visible_shipment(tracking_number)
        return self.describe(shipment, roles)

    @tool()
    def list_account_shipments(
        self, party_id: str, pickup_date: str = "", destination_postcode: str = ""
    ) -> str:
        """List the shipments the verified account is a party to, optionally filtered.

        One line per shipment: tracking number, the account's role, the other parties, route,
        goods, pickup date and status. Use the filters to tell apart shipments the caller
        describes alike.

        Args:
            party_id: the verified account's id, e.g. "P-310", from verify_caller.
            pickup_date: only shipments picked up (or booked for pickup) on this day, e.g.
                "2024-09-09"; empty for any day.
            destination_postcode: only shipments delivering to this ZIP code, e.g. "80011";
                empty for any destination.
        """
        party = self.verified_party()
        if party is None or party.id != party_id.strip():
            raise ToolError(
                "Shipment lists are available only for the account verified in this call. "
                "Verify the caller with verify_caller first; nothing was shared."
            )
        day = parse_date(pickup_date, "pickup_date") if pickup_date.strip() else None
        zip_code = (
            parse_postcode(destination_postcode, "destination_postcode")
            if destination_postcode.strip()
            else None
        )
        rows = []
        for shipment in self.find(Shipment):
            roles = self.roles_of(shipment, party.id)
            if not roles:
                continue
            if day is not None and shipment.pickup_date != day:
                continue
            address = self.read(Address, shipment.destination_address_id or "")
            if zip_code is not None and (address is None or address.postcode != zip_code):
                continue
            rows.append(self._line(shipment, roles, address))
        filters = [f"picked up {day}" if day else "", f"to ZIP {zip_code}" if zip_code else ""]
        wanted = " and ".join(f for f in filters if f)
        if not rows:
            return f"No shipments of {party.name}" + (f" {wanted}." if wanted else ".")
        head = f"{len(rows)} shipment{'s' if len(rows) != 1 else ''} of {party.name}"
        return "\n".join([head + (f" {wanted}:" if wanted else ":"), *rows])

    def _line(self, shipment: Shipment, roles: tuple[str, ...], address: Address | None) -> str:
        mine = " and ".join(ROLE_NAMES[r] for r in roles)
        shipper = self.read(Party, shipment.shipper_id)
        consignee = self.read(Party, shipment.consignee_id)
        where = f"{address.city}, ZIP {address.postcode}" if address else "unknown"
        return (
            f"- tracking {shipment.tracking_number} ({shipment.id}): you are the {mine}; "
            f"from {shipper.name if shipper else 'unknown'}, "
            f"{shipment.origin_city} to "
            f"{consignee.name if consignee else 'unknown'}, {where}; "
            f"{shipment.description}; picked up {shipment.pickup_date or 'not yet'}; "
            f"{self.status_phrase(shipment)}."
        )

    @tool()
    def list_party_addresses(self, party_id: str) -> str:
        """List the verified account's address book: the only places goods can be redirected to.

        Args:
            party_id: the verified account's id, e.g. "P-310", from verify_caller.
        """
        party = self.verified_party()
        if party is None or party.id != party_id.strip():
            raise ToolError(
                "Address books are available only for the account verified in this call. "
                "Verify the caller with verify_caller first; nothing was shared."
            )
        entries = self.find(Address, party_id=party.id)
        if not entries:
            return f"{party.name} has no addresses in its address book."
        return record_list(
            f"Address book of {party.name}:",
            [
                f"{entry.id}: {self.address_phrase(entry.id)}, served by "
                f"{self.terminal_name(entry.terminal)}"
                for entry in entries
            ],
        )

    # --- rules -----------------------------------------------------------------------------

    lookup_policy = policy_lookup(
        POLICY_FILE,
        searched="Ridgeway Freight's policy",
        example_id="CTRL-2",
        examples=("consignee wants freight sent to another address", "damage found after delivery"),
    )


__all__ = ["BOL_FAILED", "ReadTools", "not_available"]
