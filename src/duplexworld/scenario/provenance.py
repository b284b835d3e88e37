"""Provenance: how a value is read off an earlier tool result or judged from what was heard.

One implementation serves the gold replay (with the scenario's fact values and the gold
results) and the reference agent (with the values it heard and the results it actually got),
so a reference that resolves on the gold resolves the same way for an agent that did the same
things, and fails for one whose search found nothing (or who heard nothing that decides).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from duplexworld.scenario.patterns import bounded_matches
from duplexworld.scenario.schema import DeriveRef, FactRef, ResultRef
from duplexworld.speech.numbers import DIGIT_WORDS, TEENS, TENS

NOT_IN_FORCE = "(not in force"
"""How a search result heads a document whose values do not apply (a superseded version, a
draft): ``[ID] (not in force: ...) Title: text``. A value stated only there is never a
candidate, as a careful reader of a rule book takes no value off a withdrawn page."""
_NOT_IN_FORCE = re.compile(rf"\[[^\]\n]+\] {re.escape(NOT_IN_FORCE)}\b")


def _in_force(text: str, position: int) -> bool:
    """Whether the document of a result text that holds ``position`` applies: documents of a
    result are parted by a blank line, and one not in force says so after its id."""
    start = text.rfind("\n\n", 0, position)
    return _NOT_IN_FORCE.match(text, 0 if start < 0 else start + 2) is None


def result_candidates(
    ref: ResultRef, text: str, facts: Mapping[str, str], results: Sequence[str] = ()
) -> list[str]:
    """The candidates of ``ref`` in one result text, after the ``near`` filter, in order.

    Args:
        ref: the reference.
        text: the text of the tool result the reference points at (searched up to
            ``patterns.match_chars`` of the pattern).
        facts: fact values by key (what the caller said); a ``near`` fact that is missing
            matches nothing.
        results: result texts by gold step index, for a ``near`` value read off an earlier
            result (one that does not resolve to a single value matches nothing).
    """
    # checked and compiled once; matched over a bounded stretch of the text (patterns.py)
    matches = [m for m in bounded_matches(ref.pattern, text) if _in_force(text, m.start())]
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
_COMPACT = 6
"""Letters and digits a value must have to match a segment with spaces and punctuation left
out of both (shorter ones would match inside unrelated words)."""
_RULE = 500
"""Closeness of a segment stating a condition a wanted number meets (the number said outright,
"a household of three", is closer than "up to 3100 dollars")."""


def _closeness(wanted: str, segment: str) -> int:
    """How well a segment matches a wanted value: the whole value (also when spaced otherwise:
    "stream max" holds StreamMax), else how many of its content words it holds (a heard
    answer like "the Accord, the gray one" against "2021 Honda Accord, gray"), else 0. A
    number is matched against the conditions the segment states ("up to 1000 pupils", "201 to
    500 seats", "five years or more"): one it meets counts nearly as much as the whole value,
    and a segment whose conditions it meets none of is dropped; the number said outside any
    condition (in digits or a word) is the whole value."""
    number = _number(wanted)
    if number is not None:
        conditions = list(_CONDITION.finditer(segment))
        rest = _CONDITION.sub(" ", segment)
        said = [re.escape(wanted)] + [w for w, v in _NUMBER_WORDS.items() if v == number]
        if re.search(rf"(?<![\w.,])(?:{'|'.join(said)})(?!\w|[.,]\d)", rest):
            return _WHOLE
        if conditions:
            return _RULE if any(_holds(c, number) for c in conditions) else 0
    if len(wanted) <= 2:
        # a letter or two ("band B") is a whole word or nothing: as a substring every
        # segment holds it ("b" in "band A")
        return _WHOLE if re.search(rf"(?<![a-z0-9]){re.escape(wanted)}(?![a-z0-9])", segment) else 0
    if wanted in segment:
        return _WHOLE
    compact = re.sub(r"[^a-z0-9]", "", wanted)
    if len(compact) >= _COMPACT and compact in re.sub(r"[^a-z0-9]", "", segment):
        return _WHOLE  # a name heard in other spacing: "stream max" for StreamMax
    words = set(re.findall(r"[a-z0-9]+", segment))
    content = {
        word
        for word in re.findall(r"[a-z0-9]+", wanted)
        if word not in _STOP and (len(word) >= 4 or (word.isdigit() and len(word) >= 2))
    }
    return len(content & words)


_NUMBER_WORDS = (
    {word: int(digit) for word, digit in DIGIT_WORDS.items()}
    | TEENS
    | TENS
    | {"hundred": 100, "thousand": 1000}
)
"""Number words a rule sheet may state a bound in ("up to ten terminals")."""
_N = r"(\d[\d,]*(?:\.\d+)?|" + "|".join(_NUMBER_WORDS) + r")"
_CONDITION = re.compile(
    rf"\b(?:from |between )?{_N} (?:to|and) {_N}\b"  # a range, ends included
    rf"|\b(up to|at most|no more than|under|less than|fewer than|below|more than|over|above"
    rf"|older than|at least) {_N}\b"
    rf"|\b{_N} (?:[a-z]+ )?or (more|longer|over|above|fewer|less)\b"
)
"""A condition on a number a rule sheet states (lower case, as segments are compared)."""
_AT_MOST = {"up to", "at most", "no more than", "fewer", "less"}
_BELOW = {"under", "less than", "fewer than", "below"}
_ABOVE = {"more than", "over", "above", "older than"}


def _number(text: str) -> float | None:
    """The number a word or numeral says ("1,000", "ten", "4.5"), or None."""
    text = text.strip().casefold()
    if text in _NUMBER_WORDS:
        return float(_NUMBER_WORDS[text])
    if re.fullmatch(r"\d[\d,]*(?:\.\d+)?", text):
        return float(text.replace(",", ""))
    return None


def _holds(condition: re.Match[str], value: float) -> bool:
    """Whether ``value`` meets one condition matched by ``_CONDITION``."""
    low, high, word, bound, number, tail = condition.groups()
    if low is not None:
        a, b = _number(low), _number(high)
        return a is not None and b is not None and a <= value <= b
    if word is not None:
        limit = _number(bound)
        if limit is None:
            return False
        if word in _BELOW:
            return value < limit
        if word in _ABOVE:
            return value > limit
        return value <= limit if word in _AT_MOST else value >= limit
    limit = _number(number)
    if limit is None:
        return False
    return value <= limit if tail in _AT_MOST else value >= limit


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


def _stem(word: str) -> str:
    # the tense and number a recogniser may drop or add ("I clip the pillar" for "I clipped
    # the pillar"): both the cue and what was heard lose a final -ed, -s and -e and a doubled
    # final consonant, so any two forms of one verb or noun meet; -ing is kept ("winding" is
    # no wind)
    if len(word) > 4 and word.endswith("ed"):
        word = word[:-2]
    elif len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        word = word[:-1]
    if len(word) > 3 and word.endswith("e"):
        word = word[:-1]
    if len(word) > 3 and word[-1] == word[-2] and word[-1] not in "aeiouls":
        word = word[:-1]
    return word


def _stemmed(text: str) -> str:
    return re.sub(r"[a-z]+", lambda match: _stem(match.group()), text.casefold())


def _cue_pattern(cue: str) -> re.Pattern[str]:
    # a cue is whole words ("wind" is not in "window"), its last one a prefix when it ends
    # in "*" ("crush*" for crushed, crushing: people inflect); its words may be parted by
    # spaces or punctuation only ("never arrived", "never. Arrived"); both sides are stemmed
    prefix = cue.endswith("*")
    words = [re.escape(_stemmed(word)) for word in cue.casefold().rstrip("*").split()]
    tail = "" if prefix else r"(?![a-z0-9])"
    return re.compile(r"(?<![a-z0-9])" + r"[\s,.-]+".join(words) + tail)


def derive_matches(ref: DeriveRef, texts: Sequence[str]) -> list[str]:
    """The values of ``ref`` whose cues occur in ``texts`` (what the caller said), in the
    order of its cases. Words are compared without their tense or number ("clipped" is
    "clip", "pipes" is "pipe"), as a recogniser may hear either."""
    heard = _stemmed(" ".join(texts))
    return [
        value
        for value, cues in ref.cases.items()
        if any(_cue_pattern(cue).search(heard) for cue in cues)
    ]


def resolve_derive(ref: DeriveRef, heard: Mapping[str, str]) -> str | list[str] | None:
    """The judgement ``ref`` makes over what the caller said, or None when it decides nothing.

    A single-valued rule needs the cues of exactly one value to occur (none, or two values'
    cues, decide nothing: the agent asks again); a ``many`` rule gives every value whose cues
    occur (at least one).

    Args:
        ref: the rule and the facts it reads.
        heard: the caller's words for each fact (the whole answer as heard, not the value
            parsed from it: "We counted twelve crushed cartons" says more than "12"); a
            missing fact reads as nothing.
    """
    texts = [heard.get(item.fact, "") for item in ref.derive]
    found = derive_matches(ref, texts)
    if ref.many:
        return found or None
    return found[0] if len(found) == 1 else None


def gold_judgement(ref: DeriveRef, said: Mapping[str, Sequence[str]]) -> str | list[str] | None:
    """The judgement the gold makes: ``ref`` over every combination of the caller's answers
    (``said``: the answer variants of each fact, as the caller may say them), when all of them
    agree; None when one decides nothing or two disagree (the scenario is then wrong: what
    the agent hears must not change the right value)."""
    combinations: list[dict[str, str]] = [{}]
    for item in ref.derive:
        variants = list(said.get(item.fact, ())) or [""]
        combinations = [{**c, item.fact: text} for c in combinations for text in variants]
    judged = [resolve_derive(ref, heard) for heard in combinations]
    first = judged[0]
    return first if all(j == first for j in judged) else None
