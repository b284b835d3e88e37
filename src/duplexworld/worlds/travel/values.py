"""Hearthway's own value rules: the largest amount and the confirmation code.

Dates, times, amounts, digits, ZIP codes and phone numbers are read by the shared parsers in
``duplexworld.world.values``; only what is Hearthway's alone is here.
"""

from __future__ import annotations

from decimal import Decimal

from duplexworld.world.values import parse_amount, parse_digits

MAX_AMOUNT = Decimal("20000.00")
"""Largest amount a Stay Assurance issue or a refund can carry."""


def parse_money(value: str, what: str) -> Decimal:
    """An amount from 0 to ``MAX_AMOUNT`` dollars in whole cents (a refund may be nothing).

    Raises:
        ToolError: not an amount, out of range, or with fractions of a cent.
    """
    return parse_amount(value, what, allow_zero=True, maximum=MAX_AMOUNT)


def parse_code(value: str) -> str:
    """A six-digit reservation confirmation code, separators ignored.

    Raises:
        ToolError: not six digits.
    """
    return parse_digits(value, "confirmation_code", 6)
