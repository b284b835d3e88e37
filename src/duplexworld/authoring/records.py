"""Typed seed records: one pydantic model per record kind of a world.

A world declares a ``Record`` subclass per table (``table`` names it; the class is
``duplexworld.world.typed.Record``, the one its tools read records through) with the fields its
records have; a scenario's seed is a mapping of table to records, checked here
(each record belongs to its table) and turned into the plain rows the record store loads.
Only the fields an author sets are written, so an optional field stays absent unless given.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from duplexworld.authoring.gold import AuthoringError
from duplexworld.world.typed import Record


def seed_rows(
    tables: Mapping[str, Sequence[Record]], where: str = "seed"
) -> dict[str, list[dict[str, Any]]]:
    """The seed of a scenario as plain rows per table (an empty table stays: a world may need
    the table to exist).

    Raises:
        AuthoringError: a record is not a ``Record`` or sits in another kind's table.
    """
    rows: dict[str, list[dict[str, Any]]] = {}
    for table, records in tables.items():
        for index, record in enumerate(records):
            if not isinstance(record, Record):
                raise AuthoringError(
                    f"{where}: seed.{table}[{index}] is a {type(record).__name__}, not a typed "
                    "record of the world"
                )
            if record.table != table:
                raise AuthoringError(
                    f"{where}: seed.{table}[{index}] is a {type(record).__name__}, a record of "
                    f"table {record.table!r}"
                )
        rows[table] = [record.row() for record in records]
    return rows


__all__ = ["Record", "seed_rows"]
