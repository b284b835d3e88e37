"""Ridgeway Freight tools that act on shipments, each gated by the shipment's contract.

Every tool first resolves the shipment through ``visible_shipment`` (a verified party only;
anyone else gets the not-found answer), then checks the role the act needs: the right of
control for holds and redirects, consignee or notify party for delivery appointments, shipper
for pickups, shipper or consignee for claims. A refusal changes nothing.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Literal

from duplexworld.world import ToolError, tool
from duplexworld.world.values import (
    add_days,
    days_between,
    format_amount,
    is_weekday,
    parse_amount,
    parse_date,
    parse_postcode,
    say_date,
)
from duplexworld.worlds.logistics.core import ROLE_NAMES, TODAY
from duplexworld.worlds.logistics.reads import ReadTools
from duplexworld.worlds.logistics.records import Address, Claim, Shipment, Trace

DELIVERY_WINDOW_DAYS = 14
"""A delivery appointment may be at most this many days after today (DLV-1)."""
PICKUP_WINDOW_DAYS = 10
"""A pickup may be booked at most this many days after today (PICK-1)."""
CLAIM_WINDOW_DAYS = 270
"""Cargo claims are accepted within nine months of delivery (CLM-1)."""
CONCEALED_WINDOW_DAYS = 15
"""Damage or shortage not noted at delivery must be reported within this many days (CLM-2)."""
RECONSIGNMENT_FEE = "85.00"
"""Fee billed to the controlling party for a redirect (RDR-3)."""

ClaimType = Literal["damage", "shortage"]
"""What a cargo claim is for: goods that arrived damaged, or pieces that never arrived."""

_NOT_MOVABLE = {
    "out_for_delivery": "is already on a delivery truck",
    "delivered": "has already been delivered",
}


class OperationTools(ReadTools):
    """Holds, redirects, appointments, pickups, claims, traces and unloading."""

    # --- right of control ------------------------------------------------------------------

    @tool(writes=True)
    def place_hold(self, tracking_number: str, terminal_id: str) -> str:
        """Stop a shipment at a Ridgeway terminal until the party that held it releases it.

        The caller's account must be entitled to this under the shipment's contract (the
        policy says who is). The hold takes effect at the terminal where the freight is now or,
        when it is on the road, the terminal it is heading to, as the latest read of the
        shipment shows; a hold cancels any delivery appointment.

        Args:
            tracking_number: the eight-digit tracking (PRO) number, e.g. "40317266".
            terminal_id: the terminal where the freight is or is arriving next, e.g. "T-DEN",
                from get_shipment.
        """
        shipment, roles = self.visible_shipment(tracking_number)
        control = self.require_control(shipment, roles, "hold it")
        number = shipment.tracking_number
        if shipment.status in _NOT_MOVABLE:
            raise ToolError(
                f"Shipment {number} {_NOT_MOVABLE[shipment.status]} and can no longer be "
                "held. Nothing was changed."
            )
        if shipment.status == "awaiting_pickup":
            raise ToolError(
                f"Shipment {number} has not been picked up yet, so there is nothing to hold at "
                "a terminal. Nothing was changed."
            )
        if shipment.hold != "none":
            raise ToolError(f"Shipment {number} is already on a {shipment.hold} hold.")
        if terminal_id.strip().upper() != str(shipment.terminal):
            raise ToolError(
                f"Shipment {number} is not at or bound for terminal {terminal_id.strip()}: a "
                "hold takes effect where the freight is or is arriving next. Read the shipment "
                "again for its current position. Nothing was changed."
            )
        self.store.update(
            "shipments", shipment.id, hold="party", hold_by=control, appointment_date=None
        )
        return (
            f"Shipment {number} is on hold at {self.terminal_name(shipment.terminal)}, "
            f"placed by the {ROLE_NAMES[control]}. It will not move or be delivered until the "
            f"{ROLE_NAMES[control]} releases the hold. Storage is free for five business days."
        )

    @tool(writes=True)
    def release_hold(self, tracking_number: str) -> str:
        """Release a hold on a shipment, so that it moves and can be delivered again.

        Which holds can be released here, and by whom, is in the policy.

        Args:
            tracking_number: the eight-digit tracking (PRO) number, e.g. "40317266".
        """
        shipment, roles = self.visible_shipment(tracking_number)
        number = shipment.tracking_number
        hold = shipment.hold
        if hold == "none":
            raise ToolError(f"Shipment {number} is not on hold; nothing was changed.")
        if hold == "payment":
            raise ToolError(
                f"Shipment {number} is on a payment hold, which clears only when the freight "
                "charges are paid on the customer portal. Nothing was changed."
            )
        if hold != "party":
            raise ToolError(
                f"Shipment {number} is on a {hold} hold, which only the authorities can clear; "
                "Ridgeway cannot release it. Nothing was changed."
            )
        placed_by = shipment.hold_by or ""
        if placed_by not in roles:
            raise ToolError(
                f"Refused: the hold on shipment {number} was placed by the "
                f"{ROLE_NAMES.get(placed_by, 'another party')}, and only that party can release "
                "it. Nothing was changed."
            )
        self.store.update(Shipment.table, shipment.id, hold="none", hold_by=None)
        return (
            f"The hold on shipment {number} is released; it is {self.status_phrase(shipment)} "
            "and moves on normally."
        )

    @tool(writes=True)
    def redirect_shipment(self, tracking_number: str, destination_postcode: str) -> str:
        """Send a shipment to a different address (reconsignment), chosen by its ZIP code.

        The destination is an address already on file (list_party_addresses). The caller's
        account must be entitled to this under the shipment's contract and verified as the
        policy requires. A redirect cancels any delivery appointment.

        Args:
            tracking_number: the eight-digit tracking (PRO) number, e.g. "40317266".
            destination_postcode: the ZIP code of the address book entry to deliver to instead,
                e.g. "80011".
        """
        shipment, roles = self.visible_shipment(tracking_number)
        control = self.require_control(shipment, roles, "redirect it")
        number = shipment.tracking_number
        zip_code = parse_postcode(destination_postcode, "destination_postcode")
        if not self.bol_confirmed(shipment.id):
            raise ToolError(
                f"Redirecting shipment {number} needs tier 2 for that shipment: confirm its bill "
                "of lading number with confirm_bill_of_lading first. Nothing was changed."
            )
        if shipment.status in _NOT_MOVABLE:
            raise ToolError(
                f"Shipment {number} {_NOT_MOVABLE[shipment.status]} and can no longer be "
                "redirected. Nothing was changed."
            )
        if shipment.hold in ("payment", "customs"):
            raise ToolError(
                f"Shipment {number} is on a {shipment.hold} hold and cannot be redirected "
                "until it is cleared. Nothing was changed."
            )
        owner = shipment.parties()[control]
        matches = [a for a in self.find(Address, party_id=owner) if a.postcode == zip_code]
        if not matches:
            raise ToolError(
                f"ZIP {zip_code} is not in the address book of the {ROLE_NAMES[control]}. Goods "
                "can only be redirected to an address already on file; new addresses are added "
                "on the customer portal. Nothing was changed."
            )
        address = matches[0]
        if address.id == shipment.destination_address_id:
            raise ToolError(f"Shipment {number} is already going to that address; no change.")
        if shipment.hazmat and address.residential:
            raise ToolError(
                f"Shipment {number} carries hazardous materials, which cannot be delivered to a "
                "residential address. Nothing was changed."
            )
        self.store.update(
            "shipments",
            shipment.id,
            destination_address_id=address.id,
            destination_terminal=address.terminal,
            appointment_date=None,
        )
        return (
            f"Shipment {number} is redirected to {self.address_phrase(address.id)}, served "
            f"by {self.terminal_name(address.terminal)}. Any delivery appointment is "
            f"cancelled; a reconsignment fee of ${RECONSIGNMENT_FEE} is billed to the "
            f"{ROLE_NAMES[control]}."
        )

    # --- delivery and pickup ---------------------------------------------------------------

    @tool(writes=True)
    def schedule_delivery(self, tracking_number: str, delivery_date: str) -> str:
        """Book or change the delivery appointment of an inbound shipment.

        Booking again replaces the appointment. Who may book, and which days can be booked,
        is in the policy.

        Args:
            tracking_number: the eight-digit tracking (PRO) number, e.g. "40317266".
            delivery_date: the day to deliver, e.g. "2024-09-19".
        """
        shipment, roles = self.visible_shipment(tracking_number)
        self.require_role(
            shipment, roles, {"consignee", "notify_party"}, "book a delivery appointment"
        )
        number = shipment.tracking_number
        day = parse_date(delivery_date, "delivery_date")
        if shipment.status in _NOT_MOVABLE:
            raise ToolError(f"Shipment {number} {_NOT_MOVABLE[shipment.status]}.")
        if shipment.status == "awaiting_pickup":
            raise ToolError(f"Shipment {number} has not been picked up yet.")
        if shipment.hold != "none":
            raise ToolError(
                f"Shipment {number} is on a {shipment.hold} hold: no delivery can be booked "
                "while it is held. Nothing was changed."
            )
        if Decimal(str(shipment.charges_due)) > 0:
            raise ToolError(
                f"Collect charges of ${format_amount(shipment.charges_due)} are due on "
                f"shipment {number}: they must be paid before a delivery can be booked. "
                "Nothing was changed."
            )
        self._check_window(day, shipment.eta, DELIVERY_WINDOW_DAYS, "delivery")
        before = shipment.appointment_date
        self.store.update(Shipment.table, shipment.id, appointment_date=day)
        replaced = f" It replaces the appointment of {say_date(before)}." if before else ""
        return (
            f"Delivery of shipment {number} is booked for {say_date(day)} to "
            f"{self.address_phrase(shipment.destination_address_id)}.{replaced}"
        )

    @tool(writes=True)
    def schedule_pickup(self, tracking_number: str, pickup_date: str) -> str:
        """Book or move the pickup of an outbound shipment at the shipper's dock.

        Who may book a pickup, and which days can be booked, is in the policy.

        Args:
            tracking_number: the eight-digit tracking (PRO) number, e.g. "40317266".
            pickup_date: the day to pick up, e.g. "2024-09-18".
        """
        shipment, roles = self.visible_shipment(tracking_number)
        self.require_role(shipment, roles, {"shipper"}, "book a pickup")
        number = shipment.tracking_number
        day = parse_date(pickup_date, "pickup_date")
        if shipment.status != "awaiting_pickup":
            raise ToolError(f"Shipment {number} has already been picked up.")
        if not shipment.label_ok:
            raise ToolError(
                f"The pieces of shipment {number} have no scannable Ridgeway label, so a driver "
                "cannot take them. The shipper must reprint the label on the customer portal "
                "and apply it to every piece first. Nothing was changed."
            )
        self._check_window(day, None, PICKUP_WINDOW_DAYS, "pickup")
        self.store.update(Shipment.table, shipment.id, pickup_date=day)
        return f"Pickup of shipment {number} is booked for {say_date(day)}."

    def _check_window(self, day: str, earliest: str | None, window: int, what: str) -> None:
        if not is_weekday(day):
            raise ToolError(f"{say_date(day)} is not a weekday; {what}s run Monday to Friday.")
        if days_between(TODAY, day) < 1:
            raise ToolError(f"A {what} can be booked from tomorrow on, not for {say_date(day)}.")
        if earliest is not None and day < earliest:
            raise ToolError(
                f"The freight is not expected at the destination terminal before "
                f"{say_date(earliest)}, so a {what} on {say_date(day)} cannot be booked."
            )
        if days_between(TODAY, day) > window:
            raise ToolError(
                f"A {what} can be booked at most {window} days ahead, up to "
                f"{say_date(add_days(TODAY, window))}."
            )

    # --- claims, traces, unloading -----------------------------------------------------------

    @tool(writes=True)
    def file_cargo_claim(
        self, tracking_number: str, claim_type: ClaimType, pieces_affected: int, claim_amount: str
    ) -> str:
        """File a cargo claim for damaged or missing pieces of a delivered shipment.

        One claim per shipment; the claims team decides it. Who may file, and within which
        time windows, is in the policy.

        Args:
            tracking_number: the eight-digit tracking (PRO) number, e.g. "40317266".
            claim_type: damage (pieces arrived damaged) or shortage (pieces never arrived).
            pieces_affected: how many pieces are damaged or missing, e.g. 14.
            claim_amount: the amount claimed in dollars, as the caller states it, e.g.
                "1120.00".
        """
        shipment, roles = self.visible_shipment(tracking_number)
        self.require_role(shipment, roles, {"shipper", "consignee"}, "file a cargo claim")
        number = shipment.tracking_number
        amount = parse_amount(claim_amount, "claim_amount")
        if shipment.status != "delivered" or not shipment.delivered_date:
            raise ToolError(
                f"Shipment {number} has not been delivered, so no cargo claim can be filed; "
                "freight that is late or missing is searched for with a trace."
            )
        age = days_between(shipment.delivered_date, TODAY)
        if age > CLAIM_WINDOW_DAYS:
            raise ToolError(
                f"Shipment {number} was delivered more than nine months ago; the claim window "
                "has closed. Nothing was filed."
            )
        noted = str(shipment.exception_noted or "none").lower() != "none"
        if not noted and age > CONCEALED_WINDOW_DAYS:
            raise ToolError(
                f"Nothing was noted on the delivery receipt of shipment {number}, and damage or "
                f"shortage found later must be reported within {CONCEALED_WINDOW_DAYS} days of "
                "delivery. That window has closed; no claim can be filed. Nothing was filed."
            )
        if not 1 <= pieces_affected <= int(shipment.pieces):
            raise ToolError(
                f"pieces_affected must be between 1 and {shipment.pieces}, the pieces of "
                "the shipment."
            )
        declared = shipment.declared_value
        if declared is not None and amount > Decimal(str(declared)):
            raise ToolError(
                f"The claim amount ${format_amount(amount)} exceeds the declared value "
                f"${format_amount(declared)} of shipment {number}. Nothing was filed."
            )
        claim_id = f"CLM-{number}"
        if self.read(Claim, claim_id) is not None:
            raise ToolError(f"Shipment {number} already has cargo claim {claim_id}.")
        party = self.verified_party()
        assert party is not None
        role = "consignee" if "consignee" in roles else "shipper"
        claim = Claim(
            id=claim_id,
            shipment_id=shipment.id,
            party_id=party.id,
            filed_by=role,
            claim_type=claim_type,
            pieces_affected=pieces_affected,
            amount=format_amount(amount),
            status="open",
            filed_on=TODAY,
        )
        self.store.put(Claim.table, claim.row())
        return (
            f"Cargo claim {claim_id} filed for {claim_type} of {pieces_affected} pieces, "
            f"${format_amount(amount)}, on shipment {number}. The claims team decides within "
            "30 days and contacts the claimant."
        )

    @tool(writes=True)
    def open_trace(self, tracking_number: str) -> str:
        """Open a trace: the terminals on the route search for a shipment that has stalled.

        One trace per shipment; when a trace is due is in the policy.

        Args:
            tracking_number: the eight-digit tracking (PRO) number, e.g. "40317266".
        """
        shipment, _ = self.visible_shipment(tracking_number)
        number = shipment.tracking_number
        if shipment.status not in ("in_transit", "at_terminal"):
            raise ToolError(
                f"Shipment {number} is {self.status_phrase(shipment)}; a trace is only for "
                "freight stalled between pickup and delivery."
            )
        eta = shipment.eta
        if eta is not None and days_between(eta, TODAY) <= 0:
            raise ToolError(
                f"Shipment {number} is not overdue: it is expected at the destination terminal "
                f"by {say_date(eta)}. No trace was opened."
            )
        trace_id = f"TR-{number}"
        if self.read(Trace, trace_id) is not None:
            raise ToolError(f"Shipment {number} already has trace {trace_id}.")
        party = self.verified_party()
        assert party is not None
        trace = Trace(
            id=trace_id, shipment_id=shipment.id, opened_by=party.id, status="open", opened_on=TODAY
        )
        self.store.put(Trace.table, trace.row())
        return (
            f"Trace {trace_id} is open for shipment {number}. Every terminal on the route "
            "searches for the freight; the caller hears back within two business days."
        )

    @tool(writes=True)
    def authorize_unload(self, tracking_number: str) -> str:
        """Authorize the driver to open and unload a sealed trailer at the consignee's dock.

        The agent cannot see the trailer; what must happen first is in the policy.

        Args:
            tracking_number: the eight-digit tracking (PRO) number, e.g. "40317266".
        """
        shipment, roles = self.visible_shipment(tracking_number)
        self.require_role(shipment, roles, {"consignee"}, "authorize unloading")
        number = shipment.tracking_number
        if not shipment.sealed:
            raise ToolError(f"Shipment {number} is not a sealed load; no authorization applies.")
        if shipment.status != "out_for_delivery":
            raise ToolError(
                f"Shipment {number} is {self.status_phrase(shipment)}, not at the consignee's "
                "dock; unloading can only be authorized once the truck has arrived."
            )
        if not shipment.seal_checked:
            raise ToolError(
                f"The consignee has not reported the seal of shipment {number} as checked and "
                "intact. Ask them to check the seal on the trailer doors first. Nothing was "
                "changed."
            )
        if shipment.unload_authorized:
            return f"Unloading of shipment {number} is already authorized; no change."
        self.store.update(Shipment.table, shipment.id, unload_authorized=True)
        return (
            f"Unloading of shipment {number} is authorized: the driver may open the trailer "
            "doors and unload at the consignee's dock."
        )


__all__ = ["ClaimType", "OperationTools"]
