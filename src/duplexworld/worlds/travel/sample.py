"""A small Hearthway store with one person in every role, for tests and examples.

One building holds three listings (units 204 and 402 of host U-1, unit 310 of U-9). Listing
L-1 has a co-host at every permission level plus a pending invitation; trip 481207 has a
booker, a delegate who may manage it and one who may only view it. The platform's date is the
default, 2024-06-12.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from duplexworld.world.typed import Record
from duplexworld.worlds.travel.records import (
    Account,
    Cohost,
    Delegate,
    Listing,
    Permission,
    Reservation,
)


def seed_rows(tables: Mapping[str, Sequence[Record]]) -> dict[str, list[dict[str, Any]]]:
    """The records as the store loads them (the fields each sets)."""
    return {table: [record.row() for record in records] for table, records in tables.items()}


def account(account_id: str, name: str, phone: str, dob: str, card: str, **extra: Any) -> Account:
    """An account record (guest, host or both)."""
    return Account(
        id=account_id, full_name=name, phone=phone, date_of_birth=dob, card_last4=card, **extra
    )


def listing(
    listing_id: str,
    title: str,
    address: tuple[str, str, str, str],
    host_id: str,
    unit: str = "",
    checkin: str = "15:00",
    checkout: str = "11:00",
    blocked: list[str] | None = None,
) -> Listing:
    """A listing record; ``address`` is (house number, street, city, ZIP code)."""
    house, street, city, postcode = address
    return Listing(
        id=listing_id,
        title=title,
        house_number=house,
        street=street,
        city=city,
        postcode=postcode,
        host_id=host_id,
        checkin_time=checkin,
        checkout_time=checkout,
        status="listed",
        blocked_nights=blocked or [],
        **({"unit": unit} if unit else {}),
    )


def cohost(
    entry_id: str,
    listing_id: str,
    account_id: str,
    permission: Permission,
    status: str = "active",
) -> Cohost:
    """A co-host roster entry."""
    return Cohost(
        id=entry_id,
        listing_id=listing_id,
        account_id=account_id,
        permission=permission,
        status=status,
    )


def stay(
    code: str,
    listing_id: str,
    guest_id: str,
    dates: tuple[str, str],
    total: str,
    policy: str = "moderate",
    status: str = "confirmed",
    guests: int = 2,
    host_photos: int = 0,
) -> Reservation:
    """A reservation record; ``dates`` is (check-in, checkout)."""
    return Reservation(
        code=code,
        listing_id=listing_id,
        guest_id=guest_id,
        check_in=dates[0],
        check_out=dates[1],
        guests=guests,
        total=total,
        cancellation_policy=policy,
        status=status,
        host_photos=host_photos,
    )


def delegate(entry_id: str, code: str, account_id: str, scope: str) -> Delegate:
    """An entry of a trip's delegate list (scope: view or manage)."""
    return Delegate(id=entry_id, reservation_code=code, account_id=account_id, scope=scope)


_HARBOR = ("1420", "Harbor Street", "Seattle", "98121")

SAMPLE_SEED: dict[str, list[dict[str, Any]]] = seed_rows(
    {
        "accounts": [
            account(
                "U-1",
                "Hannah Host",
                "2065550101",
                "1970-01-01",
                "1111",
                authenticator=True,
                payout_last4="5521",
                payout_status="active",
            ),
            account("U-2", "Colin Full", "2065550102", "1980-02-02", "2222"),
            account("U-3", "Cara Calendar", "2065550103", "1981-03-03", "3333"),
            account("U-4", "Max Messaging", "2065550104", "1982-04-04", "4444"),
            account("U-5", "Ivy Invited", "2065550105", "1983-05-05", "5555"),
            account("U-6", "Gina Guest", "2065550106", "1984-06-06", "6666"),
            account("U-7", "Dan Delegate", "2065550107", "1985-07-07", "7777"),
            account("U-8", "Vera Viewer", "2065550108", "1986-08-08", "8888"),
            account("U-9", "Sam Stranger", "2065550109", "1987-09-09", "9999"),
            account("U-10", "Pat Partner", "2065550109", "1988-10-10", "1010"),
        ],
        "listings": [
            listing("L-1", "Listing L-1", _HARBOR, "U-1", unit="204"),
            listing("L-2", "Listing L-2", _HARBOR, "U-1", unit="402"),
            listing("L-3", "Listing L-3", _HARBOR, "U-9", unit="310"),
        ],
        "cohosts": [
            cohost("CH-1", "L-1", "U-2", "full"),
            cohost("CH-2", "L-1", "U-3", "calendar"),
            cohost("CH-3", "L-1", "U-4", "messaging"),
            cohost("CH-4", "L-1", "U-5", "full", status="invited"),
        ],
        "reservations": [
            stay("481207", "L-1", "U-6", ("2024-07-12", "2024-07-15"), "640.00"),
            stay("481270", "L-1", "U-9", ("2024-06-14", "2024-06-16"), "400.00"),
            stay(
                "300001", "L-1", "U-6", ("2024-06-01", "2024-06-05"), "800.00", status="completed"
            ),
            stay(
                "300002",
                "L-1",
                "U-9",
                ("2024-05-01", "2024-05-03"),
                "300.00",
                status="completed",
                host_photos=2,
            ),
        ],
        "delegates": [
            delegate("D-1", "481207", "U-7", "manage"),
            delegate("D-2", "481207", "U-8", "view"),
        ],
    }
)
"""The sample store, table by table."""

SAMPLE_FACTORS: dict[str, tuple[str, str]] = {
    record["id"]: (record["date_of_birth"], record["card_last4"])
    for record in SAMPLE_SEED["accounts"]
}
"""Account id -> (date of birth, card last four): what verifies each sample person."""
