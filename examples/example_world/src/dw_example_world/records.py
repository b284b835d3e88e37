"""The library's records: one typed model per table, used by the tools and the checks.

The record store keeps plain dicts (that is what is hashed for the goal state); the tools
read a record through its model, so a record of the wrong shape fails loudly at the line that
reads it, and ``checks.seed_records_are_typed`` refuses it before any call is run.
"""

from __future__ import annotations

import datetime

from pydantic import BaseModel, ConfigDict, Field


class Record(BaseModel):
    """Base of the library's records: strict, closed (an unknown field is an error)."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)

    id: str


class Member(Record):
    """A library member."""

    full_name: str = Field(min_length=1)
    card_number: str = Field(pattern=r"^\d{8}$")
    """The eight digits printed on the library card."""
    date_of_birth: str = Field(pattern=r"^\d{4}-\d{2}-\d{2}$")


class Book(Record):
    """A title in the catalogue."""

    title: str = Field(min_length=1)
    author: str = Field(min_length=1)
    on_hold: bool = False
    """Another member is waiting for it: a loan of it cannot be renewed."""


class Loan(Record):
    """A book lent to a member."""

    member_id: str
    book_id: str
    due_date: str = Field(pattern=r"^\d{4}-\d{2}-\d{2}$")
    renewals: int = Field(ge=0)

    def due(self) -> datetime.date:
        """The due date as a date."""
        return datetime.date.fromisoformat(self.due_date)


TABLES: dict[str, type[Record]] = {"members": Member, "books": Book, "loans": Loan}
"""Each table's record model."""
