"""Bipartite matching of gold actions against emitted tool calls (ACT).

Values compare by their canonical form (:mod:`duplexworld.values`): the kind of a gold
argument comes from the caller fact that fills it, else from the argument's name and the gold
value's form, so "4:00 PM" matches "16:00", "04/19/1986" matches "1986-04-19", "Brooks,
Laura" matches "Laura Brooks" and "55408-1234" matches "55408". Without a kind (or when a side
does not parse as one) the comparison falls back to spoken renderings.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from typing import Any

from duplexworld.speech.spoken import normalise_spoken, parse_date
from duplexworld.values import ValueKind, same_value
from duplexworld.world.records import canonical_json


def values_match(gold: Any, emitted: Any, kind: ValueKind | None = None) -> bool:
    """Compare one critical argument.

    With a ``kind``, both values compare by their canonical form of that kind when both parse
    as one. Otherwise strings compare on their spoken renderings (case, punctuation and
    digits-vs-words do not matter: "three four five" == "345"); numbers compare numerically
    (a numeric string counts as its number); anything else compares as canonical JSON.
    """
    if kind is not None:
        same = same_value(kind, gold, emitted)
        if same is not None:
            return same
    gold_number, emitted_number = _as_number(gold), _as_number(emitted)
    if gold_number is not None and emitted_number is not None:
        return math.isclose(gold_number, emitted_number, rel_tol=0, abs_tol=1e-9)
    if isinstance(gold, str) and isinstance(emitted, str):
        gold_date, emitted_date = _as_date(gold), _as_date(emitted)
        if gold_date is not None and emitted_date is not None:
            return gold_date == emitted_date  # "2025-04-14" == "April 14, 2025"
        return normalise_spoken(gold) == normalise_spoken(emitted)
    return canonical_json(gold) == canonical_json(emitted)


_DECIMAL = re.compile(r"^-?(0|[1-9][0-9]*)(\.[0-9]+)?$")


def _as_number(value: Any) -> float | None:
    # only plain decimals count: ids such as "0042" and dates must stay strings
    if isinstance(value, bool):
        return None
    if isinstance(value, int | float):
        return float(value)
    if isinstance(value, str):
        text = value.strip().replace(",", "").removeprefix("$")
        if _DECIMAL.match(text):
            return float(text)
    return None


_ISO_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
_MONTHS = re.compile(
    r"\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b", re.IGNORECASE
)


def _as_date(value: str) -> str | None:
    """ISO date of a string that is clearly a date (ISO, or with a month name), else None."""
    text = value.strip()
    if _ISO_DATE.match(text):
        return text
    if _MONTHS.search(text):
        return parse_date(text)
    return None


def action_matches(
    gold_name: str,
    gold_args: dict[str, Any],
    critical: Sequence[str],
    name: str,
    args: Any,
    kinds: Mapping[str, ValueKind | None] | None = None,
) -> bool:
    """Whether an emitted call satisfies a gold action (same tool, critical arguments equal).

    ``kinds`` gives each argument's value kind (see :func:`duplexworld.values.kind_for`).
    """
    if gold_name != name:
        return False
    if not isinstance(args, dict):
        return not critical
    kinds = kinds or {}
    return all(
        key in args and values_match(gold_args[key], args[key], kinds.get(key)) for key in critical
    )


def max_bipartite(adjacency: list[list[int]], right_size: int) -> list[int | None]:
    """Maximum matching (augmenting paths); returns the right index matched to each left."""
    match_right: list[int | None] = [None] * right_size

    def augment(left: int, seen: set[int]) -> bool:
        for right in adjacency[left]:
            if right in seen:
                continue
            seen.add(right)
            owner = match_right[right]
            if owner is None or augment(owner, seen):
                match_right[right] = left
                return True
        return False

    for left in range(len(adjacency)):
        augment(left, set())
    match_left: list[int | None] = [None] * len(adjacency)
    for right, owner in enumerate(match_right):
        if owner is not None:
            match_left[owner] = right
    return match_left
