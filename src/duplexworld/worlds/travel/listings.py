"""Hearthway listings: public details, the co-host roster, the calendar and check-in times.

What a caller may do on a listing follows from the roster alone (``access.Role``): settings
need the primary host or a full co-host, the calendar also a calendar co-host, and only the
primary host manages the roster (a co-host may still leave on their own). An invitation that
is not accepted grants nothing, and staff cannot accept it for anyone: the invited person does
that in the app (``accept_cohost_invitation``, a caller-side tool).
"""

from __future__ import annotations

import re

from duplexworld.world import ToolError, tool
from duplexworld.world.results import record_list
from duplexworld.world.values import (
    clean_id,
    days_between,
    nights,
    parse_date,
    parse_postcode,
    parse_time,
)
from duplexworld.worlds.travel.access import (
    CALENDAR_ROLES,
    READ_ROLES,
    ROLE_WORDS,
    SETTINGS_ROLES,
    TravelBase,
)
from duplexworld.worlds.travel.records import Account, Cohost, Listing, Reservation

MAX_BLOCK_NIGHTS = 60
"""Most nights one calendar request may cover."""


def address_line(listing: Listing) -> str:
    """A listing's public address: number, street, unit, city and ZIP code."""
    unit = f", unit {listing.unit}" if listing.unit else ""
    return f"{listing.house_number} {listing.street}{unit}, {listing.city} {listing.postcode}"


class ListingTools(TravelBase):
    """Tools on listings, their roster and their calendar."""

    def _night_range(self, first_night: str, last_night: str) -> list[str]:
        first = parse_date(first_night, "first_night")
        last = parse_date(last_night, "last_night")
        if days_between(first, last) < 0:
            raise ToolError("last_night must not be before first_night")
        if days_between(first, last) >= MAX_BLOCK_NIGHTS:
            raise ToolError(f"one request can cover at most {MAX_BLOCK_NIGHTS} nights")
        return nights(first, last)

    def _booked(self, listing_id: str) -> dict[str, str]:
        # night -> reservation code, for confirmed stays (the checkout day is not a night)
        booked: dict[str, str] = {}
        for stay in self.find(Reservation, listing_id=listing_id, status="confirmed"):
            for night in nights(stay.check_in, stay.check_out)[:-1]:
                booked[night] = stay.code
        return booked

    @tool()
    def find_listing_by_address(self, house_number: str, postcode: str) -> str:
        """Find published listings at a street address; one building can hold several listings.

        Returns each listing's id, title and unit, which are public. Whether the caller may
        change anything on a listing is shown by get_listing.

        Args:
            house_number: the street number of the building, e.g. "1420".
            postcode: the 5-digit ZIP code of the listing, e.g. "97214".
        """
        self.require_caller()
        number = re.sub(r"[\s\-]", "", house_number)
        if not number.isdigit() or not 1 <= len(number) <= 6:
            raise ToolError(
                f"house_number must be a street number such as 1420, got {house_number!r:.20}"
            )
        zip_code = parse_postcode(postcode)
        found = [
            listing
            for listing in self.find(Listing)
            if listing.house_number == number and listing.postcode == zip_code
        ]
        if not found:
            return f"No published listing is at number {number} in ZIP code {zip_code}."
        return record_list(
            f"{len(found)} published listing(s) at number {number}, ZIP code {zip_code}:",
            [f'{item.id}: "{item.title}", {address_line(item)}' for item in found],
        )

    @tool()
    def get_listing(self, listing_id: str) -> str:
        """Read a listing's public details and the verified caller's own role on it.

        The role says what the caller may do there: primary host, a co-host's permission level,
        an invitation not yet accepted, or none.

        Args:
            listing_id: the listing's id, e.g. "L-7310", from find_listing_by_address.
        """
        caller = self.require_caller()
        listing = self.listing(listing_id)
        if listing is None:
            return f"No published listing has the id {listing_id.strip():.20}."
        role = self.role(listing, caller)
        standing = ROLE_WORDS[role] if role else "none: not the host or a co-host of this listing"
        return (
            f'Listing {listing.id}: "{listing.title}", {address_line(listing)}. Status: '
            f"{listing.status}. Check-in from {listing.checkin_time}, "
            f"checkout by {listing.checkout_time}. The verified caller's role here: "
            f"{standing}."
        )

    @tool()
    def list_cohost_assignments(self, listing_id: str) -> str:
        """List a listing's primary host and co-hosts with their permissions and status.

        Only the listing's primary host and its active co-hosts may see the roster.

        Args:
            listing_id: the listing's id, e.g. "L-7310".
        """
        listing = self.require_role(listing_id, READ_ROLES, "reading the co-host roster")
        host = self.read(Account, listing.host_id)
        host_name = host.full_name if host else "unknown"
        lines = [f'Roster of listing {listing.id} ("{listing.title}"):']
        lines.append(f"- primary host: {host_name} ({listing.host_id})")
        for entry in self.find(Cohost, listing_id=listing.id):
            if entry.status == "removed":
                continue
            person = self.read(Account, entry.account_id)
            name = person.full_name if person else "unknown"
            state = "invitation pending" if entry.status == "invited" else "active"
            lines.append(
                f"- co-host: {name} ({entry.account_id}), {entry.permission} permissions, {state}"
            )
        return "\n".join(lines)

    @tool()
    def check_calendar(self, listing_id: str, first_night: str, last_night: str) -> str:
        """Show each night of a date range on a listing's calendar: free, booked or blocked.

        Args:
            listing_id: the listing's id, e.g. "L-7310".
            first_night: the first night, e.g. "2024-07-10".
            last_night: the last night (inclusive), e.g. "2024-07-14".
        """
        wanted = self._night_range(first_night, last_night)
        listing = self.require_role(listing_id, CALENDAR_ROLES, "reading the calendar")
        booked = self._booked(listing.id)
        blocked = set(listing.blocked_nights)
        lines = [f"Calendar of listing {listing.id}, {wanted[0]} to {wanted[-1]}:"]
        for night in wanted:
            if night in booked:
                state = f"booked (reservation {booked[night]})"
            else:
                state = "blocked" if night in blocked else "free"
            lines.append(f"- night of {night}: {state}")
        return "\n".join(lines)

    @tool(writes=True)
    def block_calendar_dates(self, listing_id: str, first_night: str, last_night: str) -> str:
        """Block a range of nights so that guests cannot book them (both ends inclusive).

        Nights booked by a confirmed reservation cannot be blocked: the whole request is then
        refused and nothing is blocked. Past nights cannot be blocked.

        Args:
            listing_id: the listing's id, e.g. "L-7310".
            first_night: the first night to block, e.g. "2024-07-10".
            last_night: the last night to block (inclusive), e.g. "2024-07-14".
        """
        wanted = self._night_range(first_night, last_night)
        listing = self.require_role(listing_id, CALENDAR_ROLES, "blocking nights")
        if days_between(self.today(), wanted[0]) < 0:
            raise ToolError(f"Nights before today ({self.today()}) cannot be blocked.")
        booked = self._booked(listing.id)
        clash = [night for night in wanted if night in booked]
        if clash:
            raise ToolError(
                f"Cannot block: the night(s) {', '.join(clash)} are booked by a confirmed "
                "reservation. No nights were blocked."
            )
        blocked = sorted(set(listing.blocked_nights) | set(wanted))
        self.store.update(Listing.table, listing.id, blocked_nights=blocked)
        return (
            f"Blocked {len(wanted)} night(s) on listing {listing.id}, from the night of "
            f"{wanted[0]} to the night of {wanted[-1]}. Guests cannot book them."
        )

    @tool(writes=True)
    def update_checkin_time(self, listing_id: str, checkin_time: str) -> str:
        """Change the time from which guests may check in at a listing (all upcoming stays).

        Needs the primary host or a co-host with full permissions.

        Args:
            listing_id: the listing's id, e.g. "L-7310".
            checkin_time: the new check-in time, 24-hour, e.g. "16:00" for 4 PM.
        """
        time = parse_time(checkin_time, "checkin_time")
        if not "08:00" <= time <= "23:00":
            raise ToolError("checkin_time must be between 08:00 and 23:00")
        listing = self.require_role(listing_id, SETTINGS_ROLES, "changing the check-in time")
        if listing.checkin_time == time:
            return f"Check-in at listing {listing.id} is already from {time}; nothing changed."
        self.store.update(Listing.table, listing.id, checkin_time=time)
        return (
            f"Check-in at listing {listing.id} now starts at {time} (was "
            f"{listing.checkin_time}). Upcoming guests see the new time in their trip details."
        )

    @tool(writes=True)
    def remove_cohost(self, listing_id: str, account_id: str) -> str:
        """Remove a co-host (or a pending invitation) from a listing; effective at once.

        Only the listing's primary host may remove a co-host; a co-host may remove only
        themselves. The primary host cannot be removed.

        Args:
            listing_id: the listing's id, e.g. "L-7310".
            account_id: the co-host's account id, from list_cohost_assignments, e.g. "U-3002".
        """
        caller = self.require_caller()
        target = clean_id(account_id)
        if target == caller:
            listing = self.require_role(listing_id, READ_ROLES | {"invited"}, "leaving")
        else:
            listing = self.require_role(listing_id, frozenset({"host"}), "removing a co-host")
        if listing.host_id == target:
            raise ToolError("The primary host cannot be removed from their own listing.")
        entry = self.roster_entry(listing.id, target)
        if entry is None:
            raise ToolError(
                f"Listing {listing.id} has no co-host with account id {target:.20}; nothing "
                "was changed."
            )
        self.store.update(Cohost.table, entry.id, status="removed")
        return (
            f"Removed {target} from the co-hosts of listing {listing.id}. They no longer "
            "have any access to the listing, its calendar or its guests."
        )

    @tool(writes=True, actor="user")
    def accept_cohost_invitation(self, invitation_id: str) -> str:
        """The caller opens the co-host invitation in their Hearthway inbox and accepts it.

        Args:
            invitation_id: the invitation's roster entry, e.g. "CH-12".
        """
        entry = self.read(Cohost, clean_id(invitation_id))
        if entry is None or entry.status != "invited":
            raise ToolError("The inbox shows no open co-host invitation.")
        self.store.update(Cohost.table, entry.id, status="active")
        listing = self.read(Listing, entry.listing_id)
        title = listing.title if listing else entry.listing_id
        return (
            f"invitation accepted: you are now a co-host of {title} with "
            f"{entry.permission} permissions"
        )
