"""Parsing and formatting of the values Hearthway tools accept (dates, times, money, digits).

Agents pass what they heard on the phone, so each parser accepts the common written forms of a
value and returns one canonical form; a value that cannot be read raises ``ToolError`` with a
message that names the expected form and nothing about any record.
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta
from decimal import Decimal, InvalidOperation

from duplexworld.world import ToolError

_DATE_FORMATS = (
    "%Y-%m-%d",
    "%m/%d/%Y",
    "%B %d, %Y",
    "%B %d %Y",
    "%d %B %Y",
    "%b %d, %Y",
    "%b %d %Y",
)
_ORDINAL = re.compile(r"(\d)(st|nd|rd|th)\b", re.IGNORECASE)
_CENTS = Decimal("0.01")
_TIME = re.compile(r"^(\d{1,2})(?::(\d{2}))?\s*([ap])?\.?\s*m?\.?$")
MAX_AMOUNT = Decimal("20000.00")
"""Largest amount a Stay Assurance issue or a refund can carry."""


def parse_date(value: str, what: str) -> str:
    """A calendar date as ISO ``YYYY-MM-DD``.

    Args:
        value: ``2024-07-12``, ``07/12/2024``, ``July 12, 2024`` or ``12 July 2024``.
        what: the argument's name, for the error message.

    Raises:
        ToolError: not a calendar date in one of those forms.
    """
    text = _ORDINAL.sub(r"\1", " ".join(value.replace(",", ", ").split())).replace(" ,", ",")
    for form in _DATE_FORMATS:
        try:
            return datetime.strptime(text, form).date().isoformat()
        except ValueError:
            continue
    raise ToolError(f"{what} must be a date such as 2024-07-12, got {value!r:.40}")


def nights(first_night: str, last_night: str) -> list[str]:
    """Every night from ``first_night`` to ``last_night`` inclusive, as ISO dates."""
    start, end = date.fromisoformat(first_night), date.fromisoformat(last_night)
    return [(start + timedelta(days=i)).isoformat() for i in range((end - start).days + 1)]


def days_between(earlier: str, later: str) -> int:
    """Whole days from ``earlier`` to ``later`` (negative when ``later`` comes first)."""
    return (date.fromisoformat(later) - date.fromisoformat(earlier)).days


def add_days(day: str, count: int) -> str:
    """The ISO date ``count`` days after ``day``."""
    return (date.fromisoformat(day) + timedelta(days=count)).isoformat()


def parse_time(value: str, what: str = "checkin_time") -> str:
    """A time of day as 24-hour ``HH:MM``.

    Args:
        value: ``16:00``, ``4:00 PM``, ``4pm``, ``4 p.m.`` or ``21:30``. A bare hour below 12
            without am/pm is refused: "four" could be morning or afternoon.
        what: the argument's name, for the error message.

    Raises:
        ToolError: not a time of day, or an ambiguous bare hour.
    """
    text = value.strip().lower().replace(" ", "")
    match = _TIME.match(text)
    if not match:
        raise ToolError(f"{what} must be a time such as 16:00 or 4:00 PM, got {value!r:.40}")
    hour, minute = int(match.group(1)), int(match.group(2) or 0)
    meridiem = match.group(3)
    if meridiem is not None:
        if not 1 <= hour <= 12:
            raise ToolError(f"{what}: {value!r:.40} is not a valid time")
        hour = hour % 12 + (12 if meridiem == "p" else 0)
    elif match.group(2) is None and hour < 12:
        raise ToolError(
            f"{what}: {value!r:.40} is ambiguous; give a 24-hour time such as 16:00 or add AM/PM"
        )
    if hour > 23 or minute > 59:
        raise ToolError(f"{what}: {value!r:.40} is not a valid time")
    return f"{hour:02d}:{minute:02d}"


def parse_amount(value: str, what: str = "amount") -> Decimal:
    """A positive amount of dollars, at most ``MAX_AMOUNT``, rounded to cents.

    Args:
        value: ``42.5``, ``42.50``, ``$1,250.00``.
        what: the argument's name, for the error message.

    Raises:
        ToolError: not a number, not positive, too large or with fractions of a cent.
    """
    text = value.strip().replace(",", "").replace("$", "").replace("USD", "").strip()
    try:
        amount = Decimal(text)
    except InvalidOperation:
        raise ToolError(
            f"{what} must be an amount of dollars such as 42.50, got {value!r:.40}"
        ) from None
    if not amount.is_finite() or amount < 0 or amount > MAX_AMOUNT:
        raise ToolError(f"{what} must be an amount between 0 and {MAX_AMOUNT}, got {value!r:.40}")
    if amount != amount.quantize(_CENTS):
        raise ToolError(f"{what} cannot have fractions of a cent, got {value!r:.40}")
    return amount.quantize(_CENTS)


def format_amount(amount: Decimal | str) -> str:
    """Dollars with two decimals and no sign or separators: ``42.50``."""
    return str(Decimal(amount).quantize(_CENTS))


def parse_digits(value: str, count: int, what: str) -> str:
    """Exactly ``count`` digits, ignoring spaces, dots, dashes and parentheses.

    Raises:
        ToolError: other characters or a different number of digits.
    """
    digits = re.sub(r"[\s\-().]", "", value)
    if not digits.isdigit() or len(digits) != count:
        raise ToolError(f"{what} must be exactly {count} digits, got {value!r:.40}")
    return digits


def parse_phone(value: str) -> str:
    """A 10-digit North American phone number (a leading country code 1 is dropped).

    Raises:
        ToolError: not ten digits after removing separators and the country code.
    """
    digits = re.sub(r"[\s\-().+]", "", value)
    if digits.isdigit() and len(digits) == 11 and digits.startswith("1"):
        digits = digits[1:]
    if not digits.isdigit() or len(digits) != 10:
        raise ToolError(f"phone_number must be a 10-digit phone number, got {value!r:.40}")
    return digits


def parse_code(value: str) -> str:
    """A six-digit reservation confirmation code, separators ignored.

    Raises:
        ToolError: not six digits.
    """
    return parse_digits(value, 6, "confirmation_code")


def clean_id(value: str) -> str:
    """A record id as typed by an agent: trimmed and upper-cased (``l-7310`` -> ``L-7310``)."""
    return value.strip().upper()
