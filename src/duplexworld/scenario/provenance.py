"""Result references: how a value is read off an earlier tool result.

One implementation serves the gold replay (with the scenario's fact values and the gold
results) and the reference agent (with the values it heard and the results it actually got),
so a reference that resolves on the gold resolves the same way for an agent that did the same
things, and fails for one whose search found nothing.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from duplexworld.scenario.schema import FactRef, ResultRef


def result_candidates(
    ref: ResultRef, text: str, facts: Mapping[str, str], results: Sequence[str] = ()
) -> list[str]:
    """The candidates of ``ref`` in one result text, after the ``near`` filter, in order.

    Args:
        ref: the reference.
        text: the text of the tool result the reference points at.
        facts: fact values by key (what the caller said); a ``near`` fact that is missing
            matches nothing.
        results: result texts by gold step index, for a ``near`` value read off an earlier
            result (one that does not resolve to a single value matches nothing).
    """
    matches = list(re.finditer(ref.pattern, text))
    if not matches:
        return []
    segments: dict[str, list[str]] = {}
    for position, match in enumerate(matches):
        value = match.group(1) if match.re.groups else match.group(0)
        # a segment ends with its paragraph: the next document of a search result is about
        # something else (its title may name another candidate's subject)
        paragraph = text.find("\n\n", match.end())
        end = len(text) if paragraph < 0 else paragraph
        for later in matches[position + 1 :]:
            if later.start() >= end:
                break
            later_value = later.group(1) if later.re.groups else later.group(0)
            if later_value != value:
                end = later.start()
                break
        segments.setdefault(value, []).append(text[match.start() : end])
    wanted: list[str] = []
    for item in ref.near:
        if isinstance(item, FactRef):
            value = facts.get(item.fact)
        elif isinstance(item, ResultRef):
            earlier = resolve_result(item, results, facts)
            value = earlier[0] if len(earlier) == 1 else None
        else:
            value = item
        if not value:
            return []
        wanted.append(value.casefold())
    if not wanted:
        return list(segments)
    scores = {
        value: [_closeness(want, " ".join(parts).casefold()) for want in wanted]
        for value, parts in segments.items()
    }
    passing = {value: sum(s) for value, s in scores.items() if all(s)}
    if not passing:
        return []
    best = max(passing.values())
    return [value for value, total in passing.items() if total == best]


_STOP = frozenset(
    {"the", "that", "this", "with", "from", "about", "mine", "one", "it's", "its", "please"}
)
_WHOLE = 1000
"""Closeness of a segment that holds the whole value (beats any number of word matches)."""


def _closeness(wanted: str, segment: str) -> int:
    """How well a segment matches a wanted value: the whole value, else how many of its
    content words it holds (a heard answer like "the Accord, the gray one" against "2021
    Honda Accord, gray"), else 0."""
    if wanted in segment:
        return _WHOLE
    words = set(re.findall(r"[a-z0-9]+", segment))
    content = {
        word
        for word in re.findall(r"[a-z0-9]+", wanted)
        if word not in _STOP and (len(word) >= 4 or (word.isdigit() and len(word) >= 2))
    }
    return len(content & words)


def resolve_result(ref: ResultRef, results: Sequence[str], facts: Mapping[str, str]) -> list[str]:
    """The values to use for ``ref``, in the order to try them; empty when it does not resolve.

    ``only`` gives the single candidate (none when zero or several remain), ``first`` the
    first, ``try_each`` every candidate (the caller of this function calls the step with each
    until one succeeds).

    Args:
        ref: the reference.
        results: result texts by gold step index ("" for a step without a usable result).
        facts: fact values by key.
    """
    if ref.result >= len(results):
        return []
    candidates = result_candidates(ref, results[ref.result], facts, results)
    if ref.pick == "only":
        return candidates if len(candidates) == 1 else []
    if ref.pick == "first":
        return candidates[:1]
    return candidates
