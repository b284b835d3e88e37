"""How the scheduling callers say a date: with the year, so the recogniser hears a whole date."""

from __future__ import annotations

YEAR = "twenty twenty-six"
"""The year every scheduling story is set in."""


def with_year(day: str) -> str:
    """A date as people say it, with the year (the recogniser needs a complete date)."""
    return f"{day}, {YEAR}"
