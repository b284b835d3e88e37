"""Tool results that list records: one format for every world.

A list is a heading line and one ``- item`` line per record, so an agent (and a gold
``result`` reference with a pattern) reads every world's lists the same way.
"""

from __future__ import annotations

from collections.abc import Iterable


def record_list(heading: str, items: Iterable[str]) -> str:
    """``heading`` on its own line, then ``- item`` for each of ``items`` in order."""
    return "\n".join([heading, *(f"- {item}" for item in items)])
