"""Size limits on the values of a scenario file, checked before the schema sees them.

``safe_yaml`` bounds the file (bytes, depth, aliases, nodes); these bound what is in it, so
no one value can stall what reads it later: an 840 kB opening line kept the caller's
synthesis busy in tick 0 and wrote itself into every trace. The built-in scenarios are far
inside every limit (their longest opening is 675 characters, their longest list 50 items).
"""

from __future__ import annotations

from typing import Any

MAX_LINE_CHARS = 2_000
"""Characters of one text the caller says or an agent's words are compared with: every
text under ``script``, ``facts``, ``caller_actions`` and ``suspension``."""
MAX_TEXT_CHARS = 20_000
"""Characters of any other text (a seed record's document, the goal, the purpose)."""
MAX_KEY_CHARS = 200
"""Characters of a mapping key (a table, a field or an argument name)."""
MAX_ITEMS = 1_000
"""Entries of a list or mapping outside ``seed`` (facts, gold actions, variants)."""
MAX_RECORDS = 20_000
"""Entries of a list or mapping inside ``seed`` (records of a table)."""

SPOKEN = frozenset({"script", "facts", "caller_actions", "suspension"})
"""Top-level fields whose texts are lines of the call."""


def _path(parts: list[str | int]) -> str:
    text = ""
    for part in parts:
        text += f"[{part}]" if isinstance(part, int) else (("." if text else "") + str(part))
    return text


def size_problem(data: Any) -> tuple[str, str] | None:
    """The first value of a parsed scenario past a limit, as (field path, problem); None
    when every value is within the limits."""
    stack: list[tuple[Any, list[str | int]]] = [(data, [])]
    while stack:
        value, parts = stack.pop()
        top = parts[0] if parts else None
        if isinstance(value, str):
            limit = MAX_LINE_CHARS if top in SPOKEN else MAX_TEXT_CHARS
            if len(value) > limit:
                return _path(parts), f"text of {len(value)} characters; the limit is {limit}"
            continue
        if not isinstance(value, dict | list):
            continue
        items = MAX_RECORDS if top == "seed" else MAX_ITEMS
        # the top level's keys are the schema's to refuse (each unknown one by name)
        if parts and len(value) > items:
            return _path(parts), f"{len(value)} entries; the limit is {items}"
        if isinstance(value, list):
            entries: list[tuple[str | int, Any]] = list(enumerate(value))
        else:
            entries = list(value.items())
        for key, _ in entries:
            if isinstance(key, str) and len(key) > MAX_KEY_CHARS:
                return _path(parts), (
                    f"a key of {len(key)} characters ({key[:40]!r}...); the limit is "
                    f"{MAX_KEY_CHARS}"
                )
        # reversed onto the stack: the values are checked in file order
        stack.extend((item, [*parts, key]) for key, item in reversed(entries))
    return None
