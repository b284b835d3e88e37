"""Typed records: one pydantic model per table of a world, shared by its tools and the loader.

A world declares ``records`` (table -> ``Record`` subclass). The record store keeps plain
dicts, which is what the state hash is computed over; a tool reads a record through its model
(``World.read``, ``World.find``), so a field is an attribute with a type rather than a key
looked up by name, and a record of the wrong shape fails where it is read. The loader checks
every seed record and every world change of a scenario against the same models
(:func:`seed_problems`, :func:`change_problems`), so a scenario file, packaged or
third-party, is refused with its field before any call runs.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict, ValidationError

Problem = tuple[str, str]
"""(field path in the scenario file, what is wrong)."""


class Record(BaseModel):
    """A record of one table; subclasses set ``table`` and declare the fields.

    Strict (a string stays a string: ``balance: 12.5`` is refused, not converted), closed (an
    unknown field is an error) and frozen (a tool changes a record through the store).
    """

    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)

    table: ClassVar[str] = ""
    """The table this kind of record belongs to."""

    def row(self) -> dict[str, Any]:
        """The record as the store keeps it: the fields that were set, so an optional field
        left out stays absent (and the state hash of a store is what it was without models)."""
        return self.model_dump(mode="json", exclude_unset=True)


def _location(location: Sequence[int | str]) -> str:
    return "".join(f"[{part}]" if isinstance(part, int) else f".{part}" for part in location)


def record_problems(model: type[Record], data: Mapping[str, Any], where: str) -> list[Problem]:
    """Every field of ``data`` that does not fit ``model``, each at ``where.<field>``."""
    try:
        model.model_validate(dict(data))
    except ValidationError as exc:
        problems: list[Problem] = []
        for error in exc.errors():
            message = str(error["msg"])
            if error["type"] == "extra_forbidden":
                message = f"unknown field of a {model.__name__} record (fields: " + (
                    ", ".join(model.model_fields) + ")"
                )
            elif error["type"] == "missing":
                message = f"required field of a {model.__name__} record is missing"
            elif not isinstance(error.get("input"), dict | list):
                message = f"{message} (got {error.get('input')!r:.60})"
            problems.append((where + _location(error["loc"]), message))
        return problems
    return []


def seed_problems(
    seed: Mapping[str, Sequence[Mapping[str, Any]]], models: Mapping[str, type[Record]]
) -> list[Problem]:
    """The seed's tables and records against a world's models: a table the world does not
    have, a record field that is unknown, missing or of the wrong type."""
    problems: list[Problem] = []
    for table, rows in seed.items():
        model = models.get(table)
        if model is None:
            known = ", ".join(models)
            problems.append((f"seed.{table}", f"no table {table!r} in this world ({known})"))
            continue
        for index, row in enumerate(rows):
            if not isinstance(row, Mapping):
                problems.append((f"seed.{table}[{index}]", "a record is a mapping of fields"))
                continue
            problems += record_problems(model, row, f"seed.{table}[{index}]")
    return problems


def change_problems(
    changes: Sequence[tuple[int, str, Mapping[str, Any], Mapping[str, Any]]],
    models: Mapping[str, type[Record]],
) -> list[Problem]:
    """World changes against the models: the record a change touches, with the change's
    fields set, must still be a record of its table.

    Args:
        changes: (index in ``world_changes``, table, the record before, the fields set).
        models: the world's models.
    """
    problems: list[Problem] = []
    for index, table, before, fields in changes:
        model = models.get(table)
        if model is None:
            continue  # the table itself is the world check's problem
        for field, problem in record_problems(model, {**before, **fields}, ""):
            name = field.lstrip(".").split(".")[0].split("[")[0]
            where = f"world_changes[{index}].set" + (f".{name}" if name in fields else "")
            problems.append((where, problem))
    return problems


__all__ = ["Problem", "Record", "change_problems", "record_problems", "seed_problems"]
