"""Ridgeway Freight's own value rules: the lengths of its numbers.

Dates, amounts, digits, ZIP codes and names are read by the shared parsers in
``duplexworld.world.values``; only what is Ridgeway's alone is here.
"""

from __future__ import annotations

from duplexworld.world.values import parse_digits

TRACKING_DIGITS = 8
"""Length of a tracking (PRO) number, the number printed on every label."""
CUSTOMER_DIGITS = 6
"""Length of a Ridgeway customer (account) number."""
BOL_DIGITS = 7
"""Length of a bill of lading number."""


def parse_tracking(value: str) -> str:
    """A tracking (PRO) number: eight digits."""
    return parse_digits(value, "tracking_number", TRACKING_DIGITS)
