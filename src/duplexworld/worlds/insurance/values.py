"""Harborline's own value rules: the world's calendar day.

Dates, amounts, digits, ZIP codes and names are read by the shared parsers in
``duplexworld.world.values``; only what is Harborline's alone is here.
"""

from __future__ import annotations

from duplexworld.world.values import days_between

TODAY = "2024-06-14"
"""The world's calendar day (ISO): every call in Harborline's scenarios happens on this Friday."""


def days_before_today(iso: str) -> int:
    """How many days ``iso`` lies before ``TODAY`` (negative for a future date)."""
    return days_between(iso, TODAY)
