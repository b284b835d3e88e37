"""A record store with a canonical state hash.

The hash is the sha256 of sorted-key JSON after normalisation (whole floats become ints, so
``5.0`` and ``5`` hash alike; tuples become lists). Two stores hash equal exactly when their
normalised contents are equal, whatever order records were written in.

The store keeps its hash until the next write: every write path (``put``, ``update``, and
``table``, which creates tables and hands out a live view) bumps a version counter, and
``hash`` recomputes only when the version moved. The orchestrator asks for the hash before and
after every tool call and world tick, and most of those leave the store untouched.
"""

from __future__ import annotations

import copy
import hashlib
import json
from typing import Any


def normalise(value: Any) -> Any:
    """Normalise a JSON-like value for hashing: whole floats to ints, tuples to lists."""
    if isinstance(value, bool) or value is None or isinstance(value, int | str):
        return value
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            raise ValueError(f"cannot hash non-finite float {value!r}")
        return int(value) if value.is_integer() else value
    if isinstance(value, dict):
        return {str(key): normalise(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [normalise(item) for item in value]
    raise TypeError(f"value of type {type(value).__name__} is not JSON-like")


def canonical_json(value: Any) -> str:
    """Sorted-key, compact JSON of the normalised value."""
    return json.dumps(normalise(value), sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def state_hash(value: Any) -> str:
    """sha256 hex digest of the canonical JSON of ``value``."""
    return hashlib.sha256(canonical_json(value).encode("utf-8")).hexdigest()


class RecordStore:
    """Tables of records keyed by a primary-key field.

    Records are plain dicts. Tables are created from the seed; ``key_fields`` names the
    primary key of each table (default ``"id"``).
    """

    def __init__(
        self, seed: dict[str, list[dict[str, Any]]], key_fields: dict[str, str] | None = None
    ) -> None:
        self._key_fields = dict(key_fields or {})
        self._tables: dict[str, dict[str, dict[str, Any]]] = {}
        self._version = 0
        self._hashed: tuple[int, str] | None = None  # (version, digest) of the last hash
        for table, rows in seed.items():
            key_field = self._key_fields.setdefault(table, "id")
            records: dict[str, dict[str, Any]] = {}
            for index, row in enumerate(rows):
                if key_field not in row:
                    raise ValueError(f"seed.{table}[{index}]: missing key field {key_field!r}")
                key = str(row[key_field])
                if key in records:
                    raise ValueError(f"seed.{table}[{index}]: duplicate {key_field} {key!r}")
                records[key] = copy.deepcopy(row)
            self._tables[table] = records

    def tables(self) -> list[str]:
        """Names of the tables."""
        return sorted(self._tables)

    def key_field(self, table: str) -> str:
        """The primary-key field of ``table`` (``"id"`` for a table the seed did not name)."""
        return self._key_fields.get(table, "id")

    @property
    def version(self) -> int:
        """Counter of write operations: equal versions mean an unchanged store."""
        return self._version

    def _written(self) -> None:
        self._version += 1

    def table(self, name: str) -> dict[str, dict[str, Any]]:
        """The records of a table by key (live view: callers must not keep it across writes).

        Counts as a write: the table may be created here, and the view may be written through.
        """
        self._written()
        if name not in self._tables:
            self._tables[name] = {}
            self._key_fields.setdefault(name, "id")
        return self._tables[name]

    def get(self, table: str, key: str) -> dict[str, Any] | None:
        """A copy of one record, or ``None``."""
        # reads must not create the table: an empty table would change the state hash
        record = self._tables.get(table, {}).get(str(key))
        return copy.deepcopy(record) if record is not None else None

    def find(self, table: str, **equals: Any) -> list[dict[str, Any]]:
        """Copies of the records whose fields equal every given value, in key order."""
        return [
            copy.deepcopy(record)
            for _, record in sorted(self._tables.get(table, {}).items())
            if all(record.get(field) == value for field, value in equals.items())
        ]

    def put(self, table: str, record: dict[str, Any]) -> None:
        """Insert or replace a record (by its key field)."""
        key_field = self._key_fields.setdefault(table, "id")
        self.table(table)[str(record[key_field])] = copy.deepcopy(record)
        self._written()

    def update(self, table: str, key: str, **fields: Any) -> dict[str, Any]:
        """Change fields of an existing record; returns a copy of the new record."""
        record = self.table(table).get(str(key))
        if record is None:
            raise KeyError(f"{table}/{key}")
        record.update(copy.deepcopy(fields))
        self._written()
        return copy.deepcopy(record)

    def snapshot(self) -> dict[str, list[dict[str, Any]]]:
        """The whole store as ``{table: [records sorted by key]}`` (a deep copy)."""
        return {
            table: [copy.deepcopy(records[key]) for key in sorted(records)]
            for table, records in sorted(self._tables.items())
        }

    def hash(self) -> str:
        """Canonical state hash of the store (recomputed only after a write)."""
        if self._hashed is None or self._hashed[0] != self._version:
            self._hashed = (self._version, state_hash(self.snapshot()))
        return self._hashed[1]
