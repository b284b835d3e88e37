"""Meridian tools for prescriptions: listing, refills, pharmacies and home delivery."""

from __future__ import annotations

import math

from duplexworld.world import ToolError, tool
from duplexworld.world.values import add_days, parse_digits, parse_postcode
from duplexworld.worlds.healthcare.access import HealthBase
from duplexworld.worlds.healthcare.records import Pharmacy, Prescription, RefillOrder
from duplexworld.worlds.healthcare.values import AS_OF

REFILL_SHARE = 0.75
"""Share of the previous supply that must have elapsed before a refill (RX-1)."""
CONTROLLED_REFILL_SHARE = 0.9
"""The same share for controlled substances, which are never refilled early (RX-2)."""


def refill_date(prescription: Prescription) -> str:
    """The first day a refill of ``prescription`` may be requested (ISO)."""
    share = CONTROLLED_REFILL_SHARE if prescription.controlled else REFILL_SHARE
    wait = math.ceil(int(prescription.days_supply) * share)
    return add_days(prescription.last_fill_date, wait)


class PharmacyTools(HealthBase):
    """Prescriptions of members the verified caller may reach, and pharmacies."""

    def _prescription(self, rx_number: str) -> Prescription:
        digits = parse_digits(rx_number, "rx_number", 6)
        prescription = self.read(Prescription, digits)
        subject = prescription.member_id if prescription else ""
        category = prescription.category if prescription else "medical"
        self.reach(subject, "prescriptions", "prescription", rx_number, category)
        assert prescription is not None
        return prescription

    def _pharmacy_name(self, pharmacy_id: str) -> str:
        pharmacy = self.read(Pharmacy, pharmacy_id)
        return f"{pharmacy.name} ({pharmacy_id})" if pharmacy else pharmacy_id

    @tool()
    def list_prescriptions(self, member_id: str) -> str:
        """List a member's prescriptions with pharmacy, refills left and refill timing.

        Only for a member whose prescriptions the verified caller may reach; confidential
        services are listed only to the member themself.

        Args:
            member_id: the member's id, e.g. "M-1001" (from verify_member or
                get_access_summary).
        """
        access = self.reach(
            member_id.strip(), "prescriptions", "member record", member_id, "medical"
        )
        member = self.member(member_id)
        assert member is not None
        found = [
            rx
            for rx in self.find(Prescription, member_id=member.id)
            if access.covers("prescriptions", rx.category)
        ]
        if not found:
            return f"No prescriptions on file for {member.full_name} ({member.id})."
        lines = [f"Prescriptions of {member.full_name} ({member.id}):"]
        for rx in found:
            line = (
                f"- Rx {rx.rx_number}: {rx.drug}, {rx.days_supply}-day supply, "
                f"at {self._pharmacy_name(rx.pharmacy_id)}, {rx.refills_left} refills "
                f"left, last filled {rx.last_fill_date}, status {rx.status}"
            )
            if rx.controlled:
                line += ", controlled substance"
            if rx.status == "active":
                line += (
                    ", a refill is already in process"
                    if rx.refill_pending
                    else f", refill possible from {refill_date(rx)}"
                )
            if rx.replaced_by:
                line += f"; moved to Rx {rx.replaced_by}"
            lines.append(line)
        return "\n".join(lines)

    @tool(writes=True)
    def request_refill(self, rx_number: str) -> str:
        """Send a refill of a prescription to the pharmacy it is assigned to.

        Args:
            rx_number: the six-digit prescription number, e.g. "721458" (printed on the
                label and shown by list_prescriptions).
        """
        rx = self._prescription(rx_number)
        number = rx.rx_number
        if rx.status != "active":
            # the refusal does not name the new Rx number: only a fresh read shows it
            moved = (
                " List the member's prescriptions again to find the current Rx number."
                if rx.replaced_by
                else ""
            )
            raise ToolError(f"Rx {number} is {rx.status} and cannot be refilled.{moved}")
        if rx.refill_pending:
            raise ToolError(f"A refill of Rx {number} is already in process.")
        if int(rx.refills_left) <= 0:
            raise ToolError(
                f"Rx {number} has no refills left: the prescriber must send a new prescription."
            )
        earliest = refill_date(rx)
        if earliest > AS_OF:
            raise ToolError(
                f"Rx {number} cannot be refilled before {earliest}. Nothing was changed."
            )
        count = len(self.find(RefillOrder, rx_number=number)) + 1
        order_id = f"RF-{number}-{count}"
        self.store.put(
            "refill_orders",
            {
                "id": order_id,
                "rx_number": number,
                "pharmacy_id": rx.pharmacy_id,
                "status": "submitted",
            },
        )
        self.store.update(
            "prescriptions",
            number,
            refills_left=int(rx.refills_left) - 1,
            refill_pending=True,
        )
        return (
            f"Refill {order_id} of Rx {number} ({rx.drug}) sent to "
            f"{self._pharmacy_name(rx.pharmacy_id)}; {int(rx.refills_left) - 1} refills "
            "left after this one."
        )

    @tool()
    def find_pharmacies(self, zip_code: str) -> str:
        """List in-network pharmacies in a ZIP code, and Meridian Home Delivery.

        Args:
            zip_code: the five-digit ZIP code to search, e.g. "62704".
        """
        code = parse_postcode(zip_code, "zip_code")
        pharmacies = self.find(Pharmacy)
        local = [p for p in pharmacies if p.zip_code == code and p.in_network and not p.mail_order]
        mail = [p for p in pharmacies if p.mail_order and p.in_network]
        lines = [
            f"In-network pharmacies in ZIP {code}:"
            if local
            else f"No in-network pharmacy in ZIP {code}."
        ]
        lines += [f"- {p.id}: {p.name}, {p.address or ''}".rstrip(", ") for p in local]
        lines += [
            f"- {p.id}: {p.name} (mail order to the home address; needs a payment card "
            "saved in the Meridian app)"
            for p in mail
        ]
        return "\n".join(lines)

    @tool(writes=True)
    def change_pharmacy(self, rx_number: str, pharmacy_id: str) -> str:
        """Move a prescription to another in-network pharmacy (or to Meridian Home Delivery).

        Args:
            rx_number: the six-digit prescription number, e.g. "721458".
            pharmacy_id: the pharmacy's id from find_pharmacies, e.g. "PH-210".
        """
        rx = self._prescription(rx_number)
        number = rx.rx_number
        pharmacy = self.read(Pharmacy, pharmacy_id.strip())
        if pharmacy is None or not pharmacy.in_network:
            raise ToolError(
                f"{pharmacy_id.strip()[:20]!r} is not an in-network pharmacy: use an id from "
                "find_pharmacies. Nothing was changed."
            )
        if rx.status != "active":
            raise ToolError(f"Rx {number} is {rx.status} and cannot be moved.")
        if rx.pharmacy_id == pharmacy.id:
            raise ToolError(f"Rx {number} is already at {pharmacy.name}.")
        if rx.refill_pending:
            raise ToolError(
                f"A refill of Rx {number} is in process at its current pharmacy; it can be moved "
                "after that refill is picked up. Nothing was changed."
            )
        if pharmacy.mail_order:
            member = self.member(rx.member_id)
            if member is None or not member.payment_on_file:
                raise ToolError(
                    "Home delivery needs a payment card saved in the member's Meridian app "
                    "(staff never take card numbers by phone). Nothing was changed."
                )
        self.store.update("prescriptions", number, pharmacy_id=pharmacy.id)
        return f"Rx {number} ({rx.drug}) now goes to {pharmacy.name} ({pharmacy.id})."

    @tool(actor="user")
    def add_payment_method_in_app(self, member_id: str) -> str:
        """The caller saves a payment card for home delivery in their Meridian app.

        Args:
            member_id: the member whose app is used, e.g. "M-1001".
        """
        member = self.member(member_id)
        if member is None:
            raise ToolError("The app could not save the card.")
        self.store.update("members", member.id, payment_on_file=True)
        return "the card is saved for home delivery"


__all__ = ["PharmacyTools", "refill_date"]
