"""Parsing and formatting of the values Harborline tools accept (dates, money, digits, names).

Agents pass what they heard on the phone, so the parsers accept the common written forms of a
value and return one canonical form; a value that cannot be read raises ``ToolError`` with a
message that says which form is expected and nothing about any record.
"""

from __future__ import annotations

import re
from datetime import date, datetime
from decimal import Decimal, InvalidOperation

from duplexworld.world import ToolError

TODAY = date(2024, 6, 14)
"""The world's calendar day: every call in Harborline's scenarios happens on this Friday."""

_DATE_FORMATS = ("%Y-%m-%d", "%m/%d/%Y", "%B %d, %Y", "%B %d %Y", "%d %B %Y", "%b %d, %Y")
_ORDINAL = re.compile(r"(\d)(st|nd|rd|th)\b", re.IGNORECASE)
_CENTS = Decimal("0.01")


def parse_date(value: str, what: str) -> str:
    """A date as ISO ``YYYY-MM-DD``.

    Args:
        value: ``2024-06-13``, ``06/13/2024``, ``June 13, 2024`` or ``13 June 2024``.
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
    raise ToolError(f"{what} must be a date such as 2024-06-13, got {value!r:.40}")


def days_before_today(iso: str) -> int:
    """How many days ``iso`` lies before ``TODAY`` (negative for a future date)."""
    return (TODAY - date.fromisoformat(iso)).days


def parse_amount(value: str, what: str) -> Decimal:
    """A positive amount of dollars, rounded to cents.

    Args:
        value: ``1450``, ``1450.00``, ``$1,450.00``.
        what: the argument's name, for the error message.

    Raises:
        ToolError: not a number, not positive, too large, or with fractions of a cent.
    """
    text = value.strip().replace(",", "").replace("$", "").replace("USD", "").strip()
    try:
        amount = Decimal(text)
    except InvalidOperation:
        raise ToolError(
            f"{what} must be an amount of dollars such as 1450.00, got {value!r:.40}"
        ) from None
    if not amount.is_finite() or amount <= 0 or amount.adjusted() > 8:
        raise ToolError(f"{what} must be a positive amount of dollars, got {value!r:.40}")
    if amount != amount.quantize(_CENTS):
        raise ToolError(f"{what} cannot have fractions of a cent, got {value!r:.40}")
    return amount.quantize(_CENTS)


def format_amount(amount: Decimal | str) -> str:
    """Dollars with two decimals and no sign or separators: ``1450.00``."""
    return str(Decimal(amount).quantize(_CENTS))


def parse_digits(value: str, what: str, low: int, high: int | None = None) -> str:
    """A digit string of ``low`` to ``high`` digits, ignoring spaces and dashes.

    ``"48 12-07"`` gives ``"481207"``; ``high`` defaults to ``low`` (an exact length).

    Raises:
        ToolError: other characters, or a number of digits outside the range.
    """
    high = low if high is None else high
    digits = re.sub(r"[\s\-]", "", value)
    length = f"{low}" if low == high else f"{low} to {high}"
    if not digits.isdigit() or not low <= len(digits) <= high:
        raise ToolError(f"{what} must be {length} digits, got {value!r:.40}")
    return digits


def parse_postcode(value: str, what: str = "postcode") -> str:
    """A five-digit US ZIP code (``"60614"``, ``"60614-1234"`` keeps the first five).

    Raises:
        ToolError: not a ZIP code.
    """
    digits = re.sub(r"[\s\-]", "", value)
    if digits.isdigit() and len(digits) == 9:
        digits = digits[:5]
    if not digits.isdigit() or len(digits) != 5:
        raise ToolError(f"{what} must be a five-digit ZIP code, got {value!r:.40}")
    return digits


def normalise_name(value: str) -> str:
    """A person's name compared without case, punctuation or extra spaces."""
    return " ".join(re.sub(r"[^a-z' -]", " ", value.lower()).replace("-", " ").split())


def parse_person_name(value: str, what: str) -> str:
    """A person's first and last name in Title Case (``"kevin  HUGHES"`` -> ``"Kevin Hughes"``).

    Raises:
        ToolError: fewer than two or more than four words, or characters no name has.
    """
    if re.search(r"[^A-Za-z' .\-]", value):
        raise ToolError(f"{what} must be a person's name such as Kevin Hughes, got {value!r:.40}")
    words = [word for word in re.split(r"[\s.]+", value.strip()) if word]
    if not 2 <= len(words) <= 4:
        raise ToolError(f"{what} must be a first and last name, got {value!r:.40}")
    return " ".join("-".join(part.capitalize() for part in word.split("-")) for word in words)
