"""Parsing and formatting of the values world tools accept: one parser per kind, every world.

Agents pass what they heard on the phone, so a tool takes any written or spoken form of a
value and works with its one canonical form. Each parser here reads the value with the
matching function of :mod:`duplexworld.values`, the module ACT compares arguments with, so a
value a tool accepts is the value ACT sees, and two forms a tool treats alike are equal for
ACT. What a world adds (how many digits a member number has, the largest refund) is a
parameter, never another parser. A value that cannot be read raises ``ToolError`` with a
message that names the argument and the expected form and says nothing about any record.

Calendar helpers work on ISO dates (``YYYY-MM-DD`` strings), the form records keep.
"""

from __future__ import annotations

import datetime as dt
import re
from decimal import Decimal

from duplexworld.values import (
    canonical_date,
    canonical_digits,
    canonical_phone,
    canonical_postcode,
    canonical_time,
    exact_amount,
    name_words,
)
from duplexworld.world.tools import ToolError

__all__ = [
    "MAX_AMOUNT",
    "add_days",
    "age_on",
    "clean_id",
    "days_between",
    "format_amount",
    "is_weekday",
    "nights",
    "normalise_text",
    "parse_amount",
    "parse_date",
    "parse_digits",
    "parse_person_name",
    "parse_phone",
    "parse_postcode",
    "parse_time",
    "same_person",
    "say_date",
]

_CENTS = Decimal("0.01")
MAX_AMOUNT = Decimal("1000000000")
"""Largest amount any tool takes unless it names a smaller one: a billion dollars is a typo."""


def _shown(value: object) -> str:
    """The value as an error message quotes it: its repr, cut at 40 characters."""
    return f"{value!r:.40}"


# --- dates and times -------------------------------------------------------------------------


def parse_date(value: str, what: str) -> str:
    """A calendar date as ISO ``YYYY-MM-DD``.

    Args:
        value: ``1979-03-14``, ``03/14/1979``, ``March 14th, 1979``, ``14 March 1979``,
            ``Thursday, September 19, 2024`` or spoken (``March fourteenth, nineteen
            seventy-nine``).
        what: the argument's name, for the error message.

    Raises:
        ToolError: not a calendar date ("last Tuesday" and "tomorrow" are not).
    """
    iso = canonical_date(value)
    if iso is None:
        raise ToolError(f"{what} must be a date such as 1979-03-14, got {_shown(value)}")
    return iso


_BARE_HOUR = re.compile(
    r"^(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
    r"(\s*o'?\s?clock)?$"
)


def parse_time(value: str, what: str) -> str:
    """A time of day as 24-hour ``HH:MM``.

    Args:
        value: ``16:00``, ``4:00 PM``, ``4pm``, ``4 p.m.``, ``four thirty PM`` or ``noon``.
            A bare hour below 12 without AM/PM ("4", "four") is refused: it could be
            morning or afternoon.
        what: the argument's name, for the error message.

    Raises:
        ToolError: not a time of day, or an ambiguous bare hour.
    """
    clock = canonical_time(value)
    if clock is not None:
        return clock
    if _BARE_HOUR.match(" ".join(value.strip().lower().split())):
        raise ToolError(
            f"{what}: {_shown(value)} is ambiguous; give a 24-hour time such as 16:00 or add AM/PM"
        )
    raise ToolError(f"{what} must be a time such as 16:00 or 4:00 PM, got {_shown(value)}")


def days_between(start: str, end: str) -> int:
    """Calendar days from ISO date ``start`` to ISO date ``end`` (negative when earlier)."""
    return (dt.date.fromisoformat(end) - dt.date.fromisoformat(start)).days


def add_days(iso: str, days: int) -> str:
    """The ISO date ``days`` calendar days after ``iso`` (before it when negative)."""
    return (dt.date.fromisoformat(iso) + dt.timedelta(days=days)).isoformat()


def nights(first_night: str, last_night: str) -> list[str]:
    """Every night from ``first_night`` to ``last_night`` inclusive, as ISO dates."""
    return [add_days(first_night, i) for i in range(days_between(first_night, last_night) + 1)]


def is_weekday(iso: str) -> bool:
    """Whether an ISO date falls on Monday to Friday."""
    return dt.date.fromisoformat(iso).weekday() < 5


def say_date(iso: str) -> str:
    """An ISO date for a tool result: ``Thursday, September 19, 2024``."""
    day = dt.date.fromisoformat(iso)
    return f"{day:%A}, {day:%B} {day.day}, {day.year}"


def age_on(date_of_birth: str, day: str) -> int:
    """Age in whole years on ISO ``day`` of someone born on ISO ``date_of_birth``."""
    born, on = dt.date.fromisoformat(date_of_birth), dt.date.fromisoformat(day)
    return on.year - born.year - ((on.month, on.day) < (born.month, born.day))


# --- money -----------------------------------------------------------------------------------


def parse_amount(
    value: str,
    what: str = "amount",
    *,
    allow_zero: bool = False,
    maximum: Decimal = MAX_AMOUNT,
) -> Decimal:
    """An amount of dollars in whole cents.

    Args:
        value: ``42.5``, ``42.50``, ``$1,250.00`` or spoken (``forty-two dollars fifty``).
        what: the argument's name, for the error message.
        allow_zero: whether ``0.00`` is an amount this tool takes (a refund of nothing).
        maximum: the largest amount the tool takes.

    Raises:
        ToolError: not an amount, out of range, or with fractions of a cent.
    """
    amount = exact_amount(value)
    if amount is None:
        raise ToolError(f"{what} must be an amount of dollars such as 42.50, got {_shown(value)}")
    low = Decimal(0) if allow_zero else _CENTS
    if amount < low or amount > maximum:
        if not allow_zero and maximum == MAX_AMOUNT:
            raise ToolError(f"{what} must be a positive amount of dollars, got {_shown(value)}")
        raise ToolError(
            f"{what} must be an amount between {low} and {format_amount(maximum)}, "
            f"got {_shown(value)}"
        )
    if amount != amount.quantize(_CENTS):
        raise ToolError(f"{what} cannot have fractions of a cent, got {_shown(value)}")
    return amount.quantize(_CENTS)


def format_amount(amount: Decimal | str) -> str:
    """Dollars with two decimals and no sign or separators: ``42.50``."""
    return str(Decimal(str(amount)).quantize(_CENTS))


# --- digit strings, ZIP codes, phone numbers -------------------------------------------------


def parse_digits(value: str, what: str, low: int, high: int | None = None) -> str:
    """A digit string of ``low`` to ``high`` digits (exactly ``low`` when ``high`` is None).

    Args:
        value: ``"4471"``, ``"44 71"``, ``"4-4-7-1"``, ``"0 4 4 7"`` or spoken (``"oh four
            four seven"``); leading zeros are kept.
        what: the argument's name, for the error message.
        low: the fewest digits.
        high: the most digits, or None for exactly ``low``.

    Raises:
        ToolError: not a digit string, or a number of digits outside the range.
    """
    high = low if high is None else high
    digits = canonical_digits(value)
    if digits is None or not low <= len(digits) <= high:
        length = f"exactly {low}" if low == high else f"{low} to {high}"
        raise ToolError(f"{what} must be {length} digits, got {_shown(value)}")
    return digits


def parse_postcode(value: str, what: str = "postcode") -> str:
    """A five-digit US ZIP code; a ZIP+4 suffix is dropped (``"60614-2201"`` -> ``"60614"``).

    Raises:
        ToolError: not a ZIP code.
    """
    code = canonical_postcode(value)
    if code is None:
        raise ToolError(f"{what} must be a five-digit ZIP code such as 60614, got {_shown(value)}")
    return code


def parse_phone(value: str, what: str = "phone_number") -> str:
    """A 10-digit North American phone number (a leading country code 1 is dropped).

    Raises:
        ToolError: not ten digits after removing separators and the country code.
    """
    phone = canonical_phone(value)
    if phone is None:
        raise ToolError(f"{what} must be a 10-digit phone number, got {_shown(value)}")
    return phone


# --- names and words -------------------------------------------------------------------------


def parse_person_name(value: str, what: str) -> str:
    """A person's first and last name in Title Case (``"kevin  HUGHES"`` -> ``"Kevin Hughes"``).

    Raises:
        ToolError: fewer than two or more than four words, or characters no name has.
    """
    if re.search(r"[^A-Za-z' .\-]", value):
        raise ToolError(f"{what} must be a person's name such as Kevin Hughes, got {_shown(value)}")
    words = [word for word in re.split(r"[\s.]+", value.strip()) if word]
    if not 2 <= len(words) <= 4:
        raise ToolError(f"{what} must be a first and last name, got {_shown(value)}")
    return " ".join("-".join(part.capitalize() for part in word.split("-")) for word in words)


def same_person(said: str, on_file: str) -> bool:
    """Whether a name said on the call names the person on file.

    First and last name must both match, in either order ("Laura Bennett", "Bennett,
    Laura", "bennett laura"); a middle name or initial may be left out or added.
    """
    said_words, file_words = name_words(said), name_words(on_file)
    if len(said_words) < 2 or len(file_words) < 2:
        return False
    ends = {said_words[0], said_words[-1]}
    return ends == {file_words[0], file_words[-1]}


def normalise_text(value: str) -> str:
    """Lowercase words without punctuation, for matching names, specialties and merchants."""
    return " ".join(re.sub(r"[^a-z0-9 ]", " ", value.lower()).split())


def clean_id(value: str) -> str:
    """A record id as typed by an agent: trimmed and upper-cased (``l-7310`` -> ``L-7310``)."""
    return value.strip().upper()
