"""Hearthway's record store and authority model, shared by every group of tools.

Authority is never a matter of what the caller knows. It comes from three records only:

- the caller's own account, once verified in this call (``verify_account_holder``);
- the co-host roster (``cohosts``): the primary host of a listing (``listings.host_id``) and
  its active co-hosts, each with a permission level;
- the delegate list of a reservation (``delegates``): people the booking guest shared the trip
  with, who may view it or also manage it.

Every refusal that concerns a record the caller has no authority over reads the same whether
the record exists or not, so a refusal never confirms that a reservation exists or who is on
it. Listings are public pages, so a listing's public details are not protected; its roster and
calendar are.
"""

from __future__ import annotations

from typing import Literal

from duplexworld.world import ToolError, World, verification_locked
from duplexworld.world.values import clean_id
from duplexworld.worlds.travel.records import (
    RECORDS,
    Account,
    Cohost,
    Delegate,
    Listing,
    Reservation,
    Setting,
)
from duplexworld.worlds.travel.values import parse_code

TABLES = tuple(RECORDS)
"""Every table a Hearthway store has; a seed may omit the empty ones."""
KEY_FIELDS = {"reservations": "code"}
"""Primary keys that are not ``id``: a reservation is keyed by its six-digit code."""
DEFAULT_TODAY = "2024-06-12"
"""The platform's date when a seed has no ``settings/today`` record."""

Role = Literal["host", "full", "calendar", "messaging", "invited"]
"""A person's standing on a listing: primary host, an active co-host's permission level, or
an invitation not yet accepted (which grants nothing)."""
SETTINGS_ROLES: frozenset[str] = frozenset({"host", "full"})
"""Who may change a listing's settings (check-in time) and file a host damage report."""
CALENDAR_ROLES: frozenset[str] = frozenset({"host", "full", "calendar"})
"""Who may read and block a listing's calendar."""
READ_ROLES: frozenset[str] = frozenset({"host", "full", "calendar", "messaging"})
"""Who may read a listing's roster and its reservations."""
ROLE_WORDS = {
    "host": "primary host",
    "full": "co-host with full permissions (listing settings, calendar, messaging)",
    "calendar": "co-host with calendar permissions (calendar and messaging)",
    "messaging": "co-host with messaging permissions (messages and reading reservations)",
    "invited": (
        "invited co-host: the invitation has not been accepted in the Hearthway app yet, so "
        "it grants no permissions"
    ),
}
"""How a role reads in tool results."""

VERIFICATION_LOCKED = verification_locked(
    "The account holder can verify in the Hearthway app instead."
)
"""Said once ``MAX_FAILED_CHECKS`` checks on one account id have failed."""
NOT_VERIFIED = (
    "No caller is verified in this call yet: find the caller's account with "
    "find_hearthway_account_by_phone and verify them with verify_account_holder first. Nothing "
    "was shown or changed."
)
"""What every protected tool says before the caller is verified."""


def no_reservation(code: str) -> str:
    """The one answer for a reservation code that does not exist or that the caller may not
    see: the same words either way, so the answer never confirms that a booking exists."""
    return (
        f"No reservation that the verified caller can access has the code {code}. Nothing was "
        "shown or changed."
    )


class TravelBase(World):
    """Hearthway's store, the verified caller and the authority checks every tool uses."""

    name = "travel"
    tables = TABLES
    key_fields = KEY_FIELDS
    records = RECORDS

    # --- the platform's clock --------------------------------------------------------------

    def today(self) -> str:
        """The platform's date (ISO): ``settings/today`` in the seed, else ``DEFAULT_TODAY``."""
        record = self.read(Setting, "today")
        return str(record.value) if record else DEFAULT_TODAY

    # --- the verified caller ---------------------------------------------------------------

    def caller(self) -> str | None:
        """The account id verified in this call, or ``None``."""
        return self.session.notes.get("caller")

    def tier(self, account_id: str) -> int:
        """Verification tier reached for ``account_id`` (0 none, 1 verified, 2 stepped up)."""
        return self.session.verified.get(account_id, 0)

    def require_caller(self) -> str:
        """The verified caller's account id; refuses every protected tool before that."""
        caller = self.caller()
        if caller is None:
            raise ToolError(NOT_VERIFIED)
        return caller

    def require_own_account(self, account_id: str, tier: int = 1) -> Account:
        """The verified caller's own account record, at least at ``tier``.

        A different account id gets the same refusal as an unknown one: account records are
        only ever the caller's own.
        """
        caller = self.require_caller()
        if clean_id(account_id) != caller:
            raise ToolError(
                f"Account {account_id.strip():.20} is not the verified caller's account. Staff "
                "can only act on the verified caller's own account; nothing was shown or changed."
            )
        if self.tier(caller) < tier:
            raise ToolError(
                "This needs the account holder's step-up verification (an authenticator "
                "sign-in request approved in the Hearthway app) in this call. Nothing was "
                "changed."
            )
        account = self.read(Account, caller)
        assert account is not None  # only existing accounts are ever verified
        return account

    # --- listings and the roster -----------------------------------------------------------

    def listing(self, listing_id: str) -> Listing | None:
        """A listing record by id (case and spaces forgiven), or ``None``."""
        return self.read(Listing, clean_id(listing_id))

    def roster_entry(self, listing_id: str, account_id: str) -> Cohost | None:
        """The caller's co-host entry on a listing (active or invited), or ``None``."""
        for entry in self.find(Cohost, listing_id=listing_id, account_id=account_id):
            if entry.status in ("active", "invited"):
                return entry
        return None

    def role(self, listing: Listing, account_id: str | None) -> Role | None:
        """``account_id``'s standing on ``listing`` (None: no standing at all)."""
        if account_id is None:
            return None
        if listing.host_id == account_id:
            return "host"
        entry = self.roster_entry(listing.id, account_id)
        if entry is None:
            return None
        return "invited" if entry.status == "invited" else entry.permission

    def require_role(self, listing_id: str, allowed: frozenset[str], what: str) -> Listing:
        """The listing, when the verified caller's role on it is in ``allowed``.

        Raises:
            ToolError: no caller verified, no such listing, or the caller's role does not allow
                ``what``; the message names the caller's standing, never anyone else's.
        """
        caller = self.require_caller()
        listing = self.listing(listing_id)
        if listing is None:
            raise ToolError(
                f"No published listing has the id {listing_id.strip():.20}. Find listings with "
                "find_listing_by_address; nothing was changed."
            )
        role = self.role(listing, caller)
        if role not in allowed:
            standing = ROLE_WORDS[role] if role else "not the host or a co-host of this listing"
            raise ToolError(
                f"Not allowed: {what} on listing {listing.id} needs the primary host or a "
                f"co-host whose permissions cover it, and the verified caller is {standing}. "
                "Nothing was changed."
            )
        return listing

    # --- reservations and the delegate list ------------------------------------------------

    def delegate_scope(self, code: str, account_id: str) -> str | None:
        """``account_id``'s scope on the reservation's delegate list (view, manage) or None."""
        for entry in self.find(Delegate, reservation_code=code, account_id=account_id):
            if entry.status == "active":
                return str(entry.scope)
        return None

    def reservation_access(self, reservation: Reservation, account_id: str) -> str | None:
        """How ``account_id`` may reach a reservation: booker, manage, view, host or None."""
        if reservation.guest_id == account_id:
            return "booker"
        scope = self.delegate_scope(reservation.code, account_id)
        if scope is not None:
            return scope
        listing = self.read(Listing, reservation.listing_id)
        if listing is not None and self.role(listing, account_id) in READ_ROLES:
            return "host"
        return None

    def reservation(self, confirmation_code: str) -> tuple[Reservation | None, str, str]:
        """(reservation, access, code) for the verified caller; the record is None when it is
        missing or the caller has no access (the two are never told apart)."""
        caller = self.require_caller()
        code = parse_code(confirmation_code)
        record = self.read(Reservation, code)
        if record is None:
            return None, "", code
        access = self.reservation_access(record, caller)
        return (record, access, code) if access else (None, "", code)
