"""Tools the caller uses on their own side: the customer portal, their labels, their dock.

The agent cannot call these: it can only ask the caller to do the step and then trust the
caller's report. That is the point of a guided procedure: the freight and the portal are the
caller's, the agent can move the goods in the system but cannot see them.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from duplexworld.world import ToolError, tool
from duplexworld.world.values import format_amount
from duplexworld.worlds.logistics.operations import OperationTools
from duplexworld.worlds.logistics.records import Shipment
from duplexworld.worlds.logistics.values import parse_tracking


class CallerSideTools(OperationTools):
    """The customer portal and the caller's own dock, reachable only by the caller."""

    def _own_shipment(self, tracking_number: str) -> Shipment:
        shipment = self.shipment_by_tracking(parse_tracking(tracking_number))
        if shipment is None:
            raise ToolError("The portal finds no shipment with that tracking number.")
        return shipment

    @tool(writes=True, actor="user")
    def pay_freight_charges(self, tracking_number: str) -> str:
        """The caller pays a shipment's collect charges on the customer portal (Billing).

        Args:
            tracking_number: the eight-digit tracking number of the shipment being paid.
        """
        shipment = self._own_shipment(tracking_number)
        due = Decimal(str(shipment.charges_due))
        if due <= 0:
            return "The portal shows nothing due on this shipment."
        changes: dict[str, Any] = {"charges_due": "0.00", "charges_paid": format_amount(due)}
        if shipment.hold == "payment":
            changes.update(hold="none", hold_by=None)
        self.store.update(Shipment.table, shipment.id, **changes)
        return f"payment of {format_amount(due)} dollars accepted, and the balance due is zero"

    @tool(writes=True, actor="user")
    def reprint_shipping_label(self, tracking_number: str) -> str:
        """The caller prints the shipment's label from the portal and sticks it on every piece.

        Args:
            tracking_number: the eight-digit tracking number of the shipment being labelled.
        """
        shipment = self._own_shipment(tracking_number)
        self.store.update(Shipment.table, shipment.id, label_ok=True)
        return f"new labels are on all {shipment.pieces} pieces and they scan fine"

    @tool(writes=True, actor="user")
    def check_trailer_seal(self, tracking_number: str) -> str:
        """The consignee checks the seal on the trailer doors at their dock against the
        paperwork and keeps the doors closed.

        The doors stay closed until the unload is authorized (SEAL-1): the check is of the
        seal as it is, and opening the doors would break it.

        Args:
            tracking_number: the eight-digit tracking number of the sealed load.
        """
        shipment = self._own_shipment(tracking_number)
        if not shipment.sealed:
            return "there is no seal on these doors"
        if not shipment.seal_intact:
            # a broken seal is reported, never recorded as checked: the load must stay shut
            return "the seal is cut and hanging off the latch"
        self.store.update(Shipment.table, shipment.id, seal_checked=True)
        return "the seal is intact and the number matches our bill of lading"


__all__ = ["CallerSideTools"]
