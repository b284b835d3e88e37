"""The library's content checks: what ``duplexworld scenarios validate`` checks beyond the
checks every scenario gets (schema, fact references, provenance, gold replay).

Each check takes a scenario and returns its problems as ``field: what is wrong``, the field
written as a path into the scenario file (``seed.loans[1].due_date``), so the validator can
name the file and the field.
"""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import ValidationError

from duplexworld import Scenario
from duplexworld.worlds.contract import ContentCheck
from dw_example_world.records import TABLES


def seed_records_are_typed(scenario: Scenario) -> list[str]:
    """Every seed record fits its table's model; every table is one the world has."""
    problems: list[str] = []
    for table, rows in scenario.seed.items():
        model = TABLES.get(table)
        if model is None:
            problems.append(f"seed.{table}: no such table (tables: {', '.join(TABLES)})")
            continue
        for index, row in enumerate(rows):
            try:
                model.model_validate(row)
            except ValidationError as exc:
                for error in exc.errors():
                    where = ".".join(str(part) for part in error["loc"])
                    problems.append(f"seed.{table}[{index}].{where}: {error['msg']}")
    return problems


def loans_point_at_records(scenario: Scenario) -> list[str]:
    """A loan's member and book exist in the seed."""
    ids = {table: {row.get("id") for row in rows} for table, rows in scenario.seed.items()}
    problems: list[str] = []
    for index, loan in enumerate(scenario.seed.get("loans", [])):
        for field, table in (("member_id", "members"), ("book_id", "books")):
            if loan.get(field) not in ids.get(table, set()):
                problems.append(f"seed.loans[{index}].{field}: no {table[:-1]} {loan.get(field)!r}")
    return problems


CHECKS: Sequence[ContentCheck] = (seed_records_are_typed, loans_point_at_records)
"""The checks ``WorldEntry.content_checks`` names."""
