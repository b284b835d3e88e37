"""Parsing and formatting of the values Meridian tools accept (dates, money, digits, ZIP codes).

Agents pass what they heard on the phone, so the parsers accept the common written forms of a
value and give one canonical form back. A value that cannot be read raises ``ToolError`` with
a message that says what form is expected and nothing about any record.
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta
from decimal import Decimal, InvalidOperation

from duplexworld.world import ToolError

AS_OF = date(2025, 6, 16)
"""The plan's calendar date during every call: ages, refill timing and appeal windows are
computed against it, so a replay gives the same answers on any day it runs."""

_DATE_FORMATS = ("%Y-%m-%d", "%m/%d/%Y", "%B %d, %Y", "%B %d %Y", "%d %B %Y", "%b %d, %Y")
_ORDINAL = re.compile(r"(\d)(st|nd|rd|th)\b", re.IGNORECASE)
_CENTS = Decimal("0.01")


def parse_date(value: str, what: str) -> str:
    """A date as ISO ``YYYY-MM-DD``.

    Args:
        value: ``1979-03-14``, ``03/14/1979``, ``March 14, 1979`` or ``14 March 1979``.
        what: the argument's name, for the error message.

    Raises:
        ToolError: the value is not a calendar date in one of those forms.
    """
    text = _ORDINAL.sub(r"\1", " ".join(value.replace(",", ", ").split())).replace(" ,", ",")
    for form in _DATE_FORMATS:
        try:
            return datetime.strptime(text, form).date().isoformat()
        except ValueError:
            continue
    raise ToolError(f"{what} must be a date such as 1979-03-14, got {value!r:.40}")


def parse_amount(value: str, what: str = "amount") -> Decimal:
    """A positive amount of dollars, rounded to cents.

    Args:
        value: ``312.4``, ``312.40``, ``$1,240.00``.
        what: the argument's name, for the error message.

    Raises:
        ToolError: not a number, not positive, or with fractions of a cent.
    """
    text = value.strip().replace(",", "").replace("$", "").replace("USD", "").strip()
    try:
        amount = Decimal(text)
    except InvalidOperation:
        raise ToolError(
            f"{what} must be an amount of dollars such as 312.40, got {value!r:.40}"
        ) from None
    if not amount.is_finite() or amount <= 0 or amount.adjusted() > 9:
        raise ToolError(f"{what} must be a positive amount of dollars, got {value!r:.40}")
    if amount != amount.quantize(_CENTS):
        raise ToolError(f"{what} cannot have fractions of a cent, got {value!r:.40}")
    return amount.quantize(_CENTS)


def format_amount(amount: Decimal | str) -> str:
    """Dollars with two decimals and no sign or separators: ``312.40``."""
    return str(Decimal(str(amount)).quantize(_CENTS))


def parse_digits(value: str, what: str, count: int | None = None, low: int = 1) -> str:
    """A digit string, ignoring spaces and dashes (``"481 207"`` -> ``"481207"``).

    Args:
        value: what the agent passed.
        what: the argument's name, for the error message.
        count: the exact number of digits required, or ``None`` for a range.
        low: the fewest digits accepted when ``count`` is ``None`` (at most 12).

    Raises:
        ToolError: other characters or the wrong number of digits.
    """
    digits = re.sub(r"[\s\-]", "", value)
    if count is not None:
        if not digits.isdigit() or len(digits) != count:
            raise ToolError(f"{what} must be exactly {count} digits, got {value!r:.40}")
        return digits
    if not digits.isdigit() or not low <= len(digits) <= 12:
        raise ToolError(f"{what} must be {low} to 12 digits, got {value!r:.40}")
    return digits


def parse_zip(value: str, what: str = "zip_code") -> str:
    """A five-digit US ZIP code; a ZIP+4 suffix is dropped (``"60614-2201"`` -> ``"60614"``).

    Raises:
        ToolError: not five digits.
    """
    text = re.sub(r"\s", "", value)
    match = re.fullmatch(r"(\d{5})(?:-?\d{4})?", text)
    if match is None:
        raise ToolError(f"{what} must be a five-digit ZIP code such as 60614, got {value!r:.40}")
    return match.group(1)


def normalise_text(value: str) -> str:
    """Lowercase words without punctuation, for matching names and specialties."""
    return " ".join(re.sub(r"[^a-z0-9 ]", " ", value.lower()).split())


def age_on(date_of_birth: str, day: date = AS_OF) -> int:
    """Age in whole years on ``day`` of someone born on ISO ``date_of_birth``."""
    born = date.fromisoformat(date_of_birth)
    return day.year - born.year - ((day.month, day.day) < (born.month, born.day))


def days_after(iso: str, days: int) -> date:
    """The date ``days`` after ISO ``iso``."""
    return date.fromisoformat(iso) + timedelta(days=days)
