"""Parsing and formatting of the values OneBank tools accept (dates, money, digits, names).

Agents pass what they heard on the phone, so the parsers accept the common written forms of a
value and give one canonical form back; a value that cannot be read raises ``ToolError`` with
a message that says what form is expected and nothing about any record.
"""

from __future__ import annotations

import re
from datetime import datetime
from decimal import Decimal, InvalidOperation

from duplexworld.world import ToolError

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
    raise ToolError(f"{what} must be a date such as 1979-03-14, got {value!r}")


def parse_amount(value: str, what: str = "amount") -> Decimal:
    """A positive amount of dollars, rounded to cents.

    Args:
        value: ``42.5``, ``42.50``, ``$1,250.00``.
        what: the argument's name, for the error message.

    Raises:
        ToolError: not a number, not positive, or with fractions of a cent.
    """
    text = value.strip().replace(",", "").replace("$", "").replace("USD", "").strip()
    try:
        amount = Decimal(text)
    except InvalidOperation:
        raise ToolError(
            f"{what} must be an amount of dollars such as 42.50, got {value!r}"
        ) from None
    if not amount.is_finite() or amount <= 0 or amount.adjusted() > 12:
        raise ToolError(f"{what} must be a positive amount of dollars, got {value!r:.40}")
    if amount != amount.quantize(_CENTS):
        raise ToolError(f"{what} cannot have fractions of a cent, got {value!r}")
    return amount.quantize(_CENTS)


def format_amount(amount: Decimal | str) -> str:
    """Dollars with two decimals and no sign or separators: ``42.50``."""
    return str(Decimal(amount).quantize(_CENTS))


def parse_digits(value: str, count: int, what: str) -> str:
    """Exactly ``count`` digits, ignoring spaces and dashes (``"44 71"`` -> ``"4471"``).

    Raises:
        ToolError: other characters or a different number of digits.
    """
    digits = re.sub(r"[\s\-]", "", value)
    if not digits.isdigit() or len(digits) != count:
        raise ToolError(f"{what} must be exactly {count} digits, got {value!r}")
    return digits


def normalise_postcode(value: str) -> str:
    """A postcode or ZIP code compared without case, spaces or dashes."""
    return re.sub(r"[\s\-]", "", value).upper()


def normalise_name(value: str) -> str:
    """A person's name compared without case, punctuation or extra spaces."""
    return " ".join(re.sub(r"[^a-z ]", " ", value.lower()).split())


_COUNTRY_ALIASES = {
    "uk": "United Kingdom",
    "u k": "United Kingdom",
    "great britain": "United Kingdom",
    "britain": "United Kingdom",
    "england": "United Kingdom",
    "scotland": "United Kingdom",
    "wales": "United Kingdom",
    "the uk": "United Kingdom",
    "the united kingdom": "United Kingdom",
    "usa": "United States",
    "us": "United States",
    "the us": "United States",
    "america": "United States",
    "the united states": "United States",
    "holland": "Netherlands",
    "the netherlands": "Netherlands",
    "south korea": "South Korea",
    "korea": "South Korea",
}
COUNTRIES = frozenset(
    {
        "Argentina",
        "Australia",
        "Austria",
        "Belgium",
        "Brazil",
        "Canada",
        "Chile",
        "China",
        "Colombia",
        "Costa Rica",
        "Croatia",
        "Czech Republic",
        "Denmark",
        "Dominican Republic",
        "Egypt",
        "Finland",
        "France",
        "Germany",
        "Greece",
        "Iceland",
        "India",
        "Indonesia",
        "Ireland",
        "Israel",
        "Italy",
        "Jamaica",
        "Japan",
        "Kenya",
        "Mexico",
        "Morocco",
        "Netherlands",
        "New Zealand",
        "Norway",
        "Peru",
        "Philippines",
        "Poland",
        "Portugal",
        "Singapore",
        "South Africa",
        "South Korea",
        "Spain",
        "Sweden",
        "Switzerland",
        "Thailand",
        "Turkey",
        "United Kingdom",
        "United States",
        "Vietnam",
    }
)
"""Countries a travel notice can name (a closed list, so records compare exactly)."""


def normalise_country(value: str) -> str:
    """A country's canonical name: ``"uk"``, ``"England"`` -> ``"United Kingdom"``.

    Raises:
        ToolError: not a country OneBank knows.
    """
    key = " ".join(re.sub(r"[^a-z ]", " ", value.lower()).split())
    if key in _COUNTRY_ALIASES:
        return _COUNTRY_ALIASES[key]
    by_key = {name.lower(): name for name in COUNTRIES}
    if key in by_key:
        return by_key[key]
    raise ToolError(f"country must be the name of a country such as Canada or Italy, got {value!r}")


def parse_check_number(value: str) -> str:
    """A check number as its digits without leading zeros (``"01074"`` -> ``"1074"``).

    Raises:
        ToolError: not 1 to 6 digits.
    """
    digits = re.sub(r"[\s\-#]", "", value)
    if not digits.isdigit() or not 1 <= len(digits) <= 6:
        raise ToolError(f"check_number must be the check's number (digits), got {value!r:.40}")
    return str(int(digits))
