"""Hearthway reservations: the guest's trips, their delegate list and cancellation refunds.

A reservation is reached by the booking guest, by the people on its delegate list (``view``
or ``manage``), and read-only by the listing's host and co-hosts. A code the caller cannot
reach reads exactly like a code that does not exist. Refunds follow the cancellation policy
the guest booked under and are computed here; staff can neither raise nor waive them, and a
cancellation names the refund the caller agreed to, so it cannot go through on a stale quote.
"""

from __future__ import annotations

from decimal import Decimal

from duplexworld.world import ToolError, tool
from duplexworld.world.results import record_list
from duplexworld.world.values import days_between, format_amount
from duplexworld.worlds.travel.access import TravelBase, no_reservation
from duplexworld.worlds.travel.records import Account, Listing, Reservation
from duplexworld.worlds.travel.values import parse_money

POLICY_TERMS = {
    "flexible": "full refund until 1 day before check-in, nothing after",
    "moderate": "full refund until 5 days before check-in, 50% after",
    "strict": "50% refund until 7 days before check-in, nothing after",
}
"""Cancellation policies in words (CANCEL-1)."""
ACCESS_WORDS = {
    "booker": "booking guest",
    "manage": "on the guest's delegate list, may manage (change or cancel) the trip",
    "view": "on the guest's delegate list, may view the trip only",
    "host": "host or co-host of the listing (read only)",
}
"""How the caller's access to a reservation reads."""


def refund_share(policy: str, days_before: int) -> Decimal:
    """Share of the total refunded when a guest cancels ``days_before`` check-in."""
    if days_before < 0:
        return Decimal(0)
    if policy == "flexible":
        return Decimal(1) if days_before >= 1 else Decimal(0)
    if policy == "moderate":
        return Decimal(1) if days_before >= 5 else Decimal("0.5")
    return Decimal("0.5") if days_before >= 7 else Decimal(0)


class ReservationTools(TravelBase):
    """Tools on reservations: finding, reading and cancelling them."""

    def refund_today(self, reservation: Reservation) -> Decimal:
        """The refund a guest cancellation of ``reservation`` gets today."""
        share = refund_share(
            reservation.cancellation_policy, days_between(self.today(), reservation.check_in)
        )
        return (Decimal(reservation.total) * share).quantize(Decimal("0.01"))

    def _place(self, reservation: Reservation) -> str:
        listing = self.read(Listing, reservation.listing_id)
        if listing is None:
            return reservation.listing_id
        return f'"{listing.title}" ({listing.id}), {listing.city}'

    @tool()
    def find_guest_reservations(self, account_id: str) -> str:
        """List the trips the verified caller booked or was added to as a delegate.

        Args:
            account_id: the verified caller's own account id, e.g. "U-2041".
        """
        account = self.require_own_account(account_id)
        trips = []
        for stay in self.find(Reservation):
            access = self.reservation_access(stay, account.id)
            if access in ("booker", "manage", "view"):
                trips.append((stay, access))
        if not trips:
            return f"Account {account.id} has no trips as a guest or delegate."
        trips.sort(key=lambda item: (item[0].check_in, item[0].code))
        return record_list(
            f"Trips of {account.full_name} ({account.id}):",
            [
                f"reservation {stay.code}: {self._place(stay)}, {stay.check_in} to "
                f"{stay.check_out}, {stay.status} ({ACCESS_WORDS[access]})"
                for stay, access in trips
            ],
        )

    @tool()
    def get_reservation(self, confirmation_code: str) -> str:
        """Read a reservation by its six-digit confirmation code.

        The booking guest and the people on its delegate list see the trip and today's refund
        quote; the listing's host and co-hosts see the stay. Anyone else gets the same answer as
        for a code that does not exist.

        Args:
            confirmation_code: the six-digit code, e.g. "481207".
        """
        stay, access, code = self.reservation(confirmation_code)
        if stay is None:
            return no_reservation(code)
        nights = days_between(stay.check_in, stay.check_out)
        text = (
            f"Reservation {code} ({stay.status}): {self._place(stay)}; check-in "
            f"{stay.check_in}, checkout {stay.check_out} ({nights} nights), "
            f"{stay.guests} guests, total {format_amount(stay.total)}."
        )
        if access == "host":
            guest = self.read(Account, stay.guest_id)
            first = guest.full_name.split()[0] if guest else "the guest"
            return f"{text} Guest: {first}. The caller's access: {ACCESS_WORDS[access]}."
        text += f" The caller's access: {ACCESS_WORDS[access]}."
        if stay.status == "confirmed":
            policy = stay.cancellation_policy
            text += (
                f" Cancellation policy {policy} ({POLICY_TERMS[policy]}): a cancellation "
                f"today would refund {format_amount(self.refund_today(stay))}."
            )
        if stay.refund is not None:
            text += f" Refunded: {format_amount(stay.refund)}."
        return text

    @tool(writes=True)
    def cancel_reservation(self, confirmation_code: str, refund_amount: str) -> str:
        """Cancel a guest's upcoming reservation with the refund its policy gives today.

        Only the booking guest or a delegate who may manage the trip can cancel. Read back the
        dates and the refund from get_reservation first and pass the refund the caller agreed
        to; if it is no longer today's refund, nothing is cancelled. Cancelling is final.

        Args:
            confirmation_code: the six-digit code, e.g. "481207".
            refund_amount: the refund quoted to and accepted by the caller, e.g. "640.00".
        """
        agreed = parse_money(refund_amount, "refund_amount")
        stay, access, code = self.reservation(confirmation_code)
        if stay is None or access not in ("booker", "manage"):
            # view-only delegates and hosts get the same words as strangers: no write path
            raise ToolError(no_reservation(code).replace("can access", "can cancel"))
        if stay.status != "confirmed":
            raise ToolError(f"Reservation {code} is {stay.status} and cannot be cancelled.")
        if days_between(self.today(), stay.check_in) <= 0:
            raise ToolError(f"The stay of reservation {code} has started and cannot be cancelled.")
        refund = self.refund_today(stay)
        if refund != agreed:
            raise ToolError(
                f"The refund for cancelling reservation {code} today is {format_amount(refund)}, "
                f"not {format_amount(agreed)}: read the reservation again and confirm the refund "
                "with the caller. Nothing was cancelled."
            )
        caller = self.require_caller()
        self.store.update(
            Reservation.table,
            code,
            status="cancelled",
            refund=format_amount(refund),
            cancelled_by=caller,
            cancelled_on=self.today(),
        )
        return (
            f"Reservation {code} is cancelled. A refund of {format_amount(refund)} goes back to "
            "the original payment method within 5 to 10 business days."
        )
