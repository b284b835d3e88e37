"""OneBank's own value rules: the countries a travel notice may name, and check numbers.

Dates, amounts, digits, ZIP codes and names are read by the shared parsers in
``duplexworld.world.values``; only what is OneBank's alone is here.
"""

from __future__ import annotations

import re

from duplexworld.world import ToolError
from duplexworld.world.values import parse_digits

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
    return str(int(parse_digits(value, "check_number", 1, 6)))
