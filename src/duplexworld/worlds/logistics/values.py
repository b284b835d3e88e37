"""Parsing and formatting of the values Ridgeway Freight tools accept.

Agents pass what they heard on the phone, so the parsers accept the common written forms of a
value (digits with spaces or dashes, dates in several spellings, dollar amounts with signs and
separators) and give one canonical form back. A value that cannot be read raises ``ToolError``
with a message that says which form is expected and nothing about any record.
"""

from __future__ import annotations

import datetime as dt
import re
from decimal import Decimal, InvalidOperation

from duplexworld.world import ToolError

TRACKING_DIGITS = 8
"""Length of a tracking (PRO) number, the number printed on every label."""
CUSTOMER_DIGITS = 6
"""Length of a Ridgeway customer (account) number."""
BOL_DIGITS = 7
"""Length of a bill of lading number."""
POSTCODE_DIGITS = 5
"""Length of a US ZIP code."""

_DATE_FORMATS = ("%Y-%m-%d", "%m/%d/%Y", "%B %d, %Y", "%B %d %Y", "%d %B %Y", "%b %d, %Y")
_ORDINAL = re.compile(r"(\d)(st|nd|rd|th)\b", re.IGNORECASE)
_WEEKDAY = re.compile(
    r"^(monday|tuesday|wednesday|thursday|friday|saturday|sunday),?\s+", re.IGNORECASE
)
_CENTS = Decimal("0.01")


def parse_digits(value: str, count: int, what: str) -> str:
    """Exactly ``count`` digits, ignoring spaces, dashes and dots (``"4031 7266"``).

    Raises:
        ToolError: other characters or a different number of digits.
    """
    digits = re.sub(r"[\s\-.]", "", str(value))
    if not digits.isdigit() or len(digits) != count:
        raise ToolError(f"{what} must be exactly {count} digits, got {value!r:.40}")
    return digits


def parse_tracking(value: str) -> str:
    """A tracking (PRO) number: eight digits."""
    return parse_digits(value, TRACKING_DIGITS, "tracking_number")


def parse_postcode(value: str, what: str = "postcode") -> str:
    """A five-digit US ZIP code; a ZIP+4 suffix (``80216-1234``) is dropped."""
    text = str(value).strip()
    match = re.fullmatch(r"(\d{5})-\d{4}", text)
    return parse_digits(match.group(1) if match else text, POSTCODE_DIGITS, what)


def parse_date(value: str, what: str) -> str:
    """A date as ISO ``YYYY-MM-DD``.

    Args:
        value: ``2024-09-19``, ``09/19/2024``, ``September 19, 2024``, ``19 September 2024``,
            optionally with a leading weekday (``Thursday, September 19, 2024``).
        what: the argument's name, for the error message.

    Raises:
        ToolError: the value is not a calendar date in one of those forms.
    """
    text = _WEEKDAY.sub("", str(value).strip())
    text = _ORDINAL.sub(r"\1", " ".join(text.replace(",", ", ").split())).replace(" ,", ",")
    for form in _DATE_FORMATS:
        try:
            return dt.datetime.strptime(text, form).date().isoformat()
        except ValueError:
            continue
    raise ToolError(f"{what} must be a date such as 2024-09-19, got {value!r:.40}")


def parse_amount(value: str, what: str = "amount") -> Decimal:
    """A positive amount of dollars, rounded to cents (``1120``, ``$1,120.00``).

    Raises:
        ToolError: not a number, not positive, or with fractions of a cent.
    """
    text = str(value).strip().replace(",", "").replace("$", "").replace("USD", "").strip()
    try:
        amount = Decimal(text)
    except InvalidOperation:
        raise ToolError(
            f"{what} must be an amount of dollars such as 1120.00, got {value!r:.40}"
        ) from None
    if not amount.is_finite() or amount <= 0 or amount.adjusted() > 9:
        raise ToolError(f"{what} must be a positive amount of dollars, got {value!r:.40}")
    if amount != amount.quantize(_CENTS):
        raise ToolError(f"{what} cannot have fractions of a cent, got {value!r:.40}")
    return amount.quantize(_CENTS)


def format_amount(amount: Decimal | str) -> str:
    """Dollars with two decimals and no sign or separators: ``1120.00``."""
    return str(Decimal(str(amount)).quantize(_CENTS))


def say_date(iso: str) -> str:
    """An ISO date for a tool result: ``Thursday, September 19, 2024``."""
    day = dt.date.fromisoformat(iso)
    return f"{day:%A}, {day:%B} {day.day}, {day.year}"


def days_between(start: str, end: str) -> int:
    """Calendar days from ISO date ``start`` to ISO date ``end`` (negative when earlier)."""
    return (dt.date.fromisoformat(end) - dt.date.fromisoformat(start)).days


def is_weekday(iso: str) -> bool:
    """Whether an ISO date falls on Monday to Friday."""
    return dt.date.fromisoformat(iso).weekday() < 5


def add_days(iso: str, days: int) -> str:
    """The ISO date ``days`` calendar days after ``iso``."""
    return (dt.date.fromisoformat(iso) + dt.timedelta(days=days)).isoformat()
