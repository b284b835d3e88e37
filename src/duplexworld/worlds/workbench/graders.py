"""Field graders: is an artifact field's value the expected one?

Each grader returns a ``Grade``: whether the field counts as correct, a score in [0, 1] (1 or
0 for the exact graders; F1, precision, recall or overlap for the scored ones) and a reason.
Values compare by their canonical form (``duplexworld.values``) where one exists: a phone in
any layout, a date in any written or spoken form, numbers with separators or currency signs.
The semantic grader is deterministic first (same content words, or none in common); only
what that cannot decide goes to the cached temperature-0 judge when one is configured, and is
absent (``correct`` None, with the reason) otherwise: never guessed.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from duplexworld.values import canonical_date, canonical_phone, canonical_time
from duplexworld.world.clauses import stem
from duplexworld.worlds.workbench.artifacts import FieldSpec

SEMANTIC_VERSION = "1"
"""Version of the semantic judge prompt (part of the judge's cache key)."""


@dataclass(frozen=True)
class Grade:
    """The grade of one field: ``correct`` None means it could not be decided."""

    correct: bool | None
    score: float | None
    reason: str


def _yes(ok: bool, reason: str = "") -> Grade:
    return Grade(ok, 1.0 if ok else 0.0, reason or ("equal" if ok else "differs"))


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.casefold())


def _casefold(text: str) -> str:
    return " ".join(text.casefold().split())


def exact(expected: str, actual: str, spec: FieldSpec) -> Grade:
    """Equal after trimming surrounding whitespace."""
    return _yes(expected.strip() == actual.strip())


def casefold(expected: str, actual: str, spec: FieldSpec) -> Grade:
    """Equal ignoring case and runs of whitespace."""
    return _yes(_casefold(expected) == _casefold(actual))


def _canonical(parse: Callable[[object], str | None], what: str) -> Callable[..., Grade]:
    def grade(expected: str, actual: str, spec: FieldSpec) -> Grade:
        gold, got = parse(expected), parse(actual)
        if gold is None:
            raise ValueError(f"field {spec.name}: expected value {expected!r} is not a {what}")
        if got is None:
            return Grade(False, 0.0, f"{actual!r} is not a {what}")
        return _yes(gold == got, f"{what} {got} vs {gold}")

    grade.__doc__ = f"Equal as a canonical {what}."
    return grade


phone = _canonical(canonical_phone, "phone number")
date = _canonical(canonical_date, "date")

_ADDRESS_WORDS = {
    "st": "street",
    "str": "street",
    "ave": "avenue",
    "av": "avenue",
    "rd": "road",
    "blvd": "boulevard",
    "dr": "drive",
    "ln": "lane",
    "ct": "court",
    "pl": "place",
    "hwy": "highway",
    "pkwy": "parkway",
    "apt": "apartment",
    "ste": "suite",
    "fl": "floor",
    "bldg": "building",
    "n": "north",
    "s": "south",
    "e": "east",
    "w": "west",
    "ne": "northeast",
    "nw": "northwest",
    "se": "southeast",
    "sw": "southwest",
    "unit": "suite",
    "no": "number",
}
_ORDINALS = {
    "first": "1st",
    "second": "2nd",
    "third": "3rd",
    "fourth": "4th",
    "fifth": "5th",
    "sixth": "6th",
    "seventh": "7th",
    "eighth": "8th",
    "ninth": "9th",
    "tenth": "10th",
}


def normalise_address(text: str) -> str:
    """An address in one form: lower case, no punctuation, abbreviations and ordinals spelled
    one way ("12 N. Main St., Apt 4" == "12 north main street apartment 4"), ZIP+4 cut."""
    text = re.sub(r"\b(\d{5})-\d{4}\b", r"\1", text)
    words = [_ADDRESS_WORDS.get(w, w) for w in _words(text)]
    return " ".join(_ORDINALS.get(w, w) for w in words)


def address(expected: str, actual: str, spec: FieldSpec) -> Grade:
    """Equal as normalised addresses."""
    return _yes(normalise_address(expected) == normalise_address(actual))


def enum(expected: str, actual: str, spec: FieldSpec) -> Grade:
    """The same option (case-insensitive); a value outside the options is wrong."""
    options = {o.casefold() for o in spec.options}
    if actual.casefold().strip() not in options:
        return Grade(False, 0.0, f"{actual!r} is not an option")
    return _yes(expected.casefold().strip() == actual.casefold().strip())


def _number(text: str) -> float | None:
    cleaned = re.sub(r"[,$€£%\s]", "", text.casefold())
    cleaned = re.sub(r"(usd|eur|gbp|dollars?|hours?|hrs?|days?|kg|km|m)$", "", cleaned)
    try:
        return float(cleaned)
    except ValueError:
        return None


def numeric(expected: str, actual: str, spec: FieldSpec) -> Grade:
    """Within the field's absolute tolerance (0: equal as numbers)."""
    gold, got = _number(expected), _number(actual)
    if gold is None:
        raise ValueError(f"field {spec.name}: expected value {expected!r} is not a number")
    if got is None:
        return Grade(False, 0.0, f"{actual!r} is not a number")
    return _yes(abs(gold - got) <= spec.tolerance + 1e-9, f"{got:g} vs {gold:g}")


_LEAD = re.compile(
    r"^(?:(?:there's|there is|there are|i found|we found|we have|we'll need|we need|it's|it is|"
    r"they are|in this order|first|also|plus|then|only|a|an|the|some)[:,]?\s+)+",
    re.IGNORECASE,
)
"""Words that lead into a list item without being part of it ("there's a broken blind")."""


_TAIL = re.compile(r"\W*\b(?:please|thanks|thank you)\W*$", re.IGNORECASE)
"""Politeness after the last item ("gluten free, please")."""


def _item_words(text: str) -> list[list[str]]:
    parts = re.split(r"\s*(?:[,;/\n]|\band\b|&)\s*", text.strip().rstrip("."))
    cleaned = [_TAIL.sub("", _LEAD.sub("", part.strip())) for part in parts]
    return [_words(part) for part in cleaned if _words(part)]


def items(text: str) -> list[str]:
    """The items of a list value, split on commas, semicolons, slashes and "and", without
    leading articles and lead-ins."""
    # stemmed like the knowledge base's retrieval: "Mondays" and "Monday" are one item
    return [" ".join(stem(w) for w in words) for words in _item_words(text)]


def _squashed(words: list[str]) -> str:
    return stem("".join(words))


def _as_expected(expected: str, actual: str) -> tuple[list[str], list[str]]:
    """The items of both values, an item written together or apart ("SketchUp" and "Sketch
    up", "e-mail" and "email") taking the expected item's form: the same letters."""
    gold = _item_words(expected)
    forms = {_squashed(words): " ".join(stem(w) for w in words) for words in gold}
    got = [
        forms.get(_squashed(words), " ".join(stem(w) for w in words))
        for words in _item_words(actual)
    ]
    return [" ".join(stem(w) for w in words) for words in gold], got


def _sets(expected: str, actual: str) -> tuple[set[str], set[str], int]:
    gold_items, got_items = _as_expected(expected, actual)
    gold, got = set(gold_items), set(got_items)
    return gold, got, len(gold & got)


def _scored(score: float, spec: FieldSpec, what: str) -> Grade:
    return Grade(score >= spec.threshold - 1e-9, score, f"{what} {score:.3f}")


def set_exact(expected: str, actual: str, spec: FieldSpec) -> Grade:
    """The same items in any order."""
    gold, got, _ = _sets(expected, actual)
    return _yes(gold == got, f"{len(gold ^ got)} items differ")


def set_precision(expected: str, actual: str, spec: FieldSpec) -> Grade:
    """Share of the given items that are expected."""
    _gold, got, common = _sets(expected, actual)
    return _scored(common / len(got) if got else 0.0, spec, "precision")


def set_recall(expected: str, actual: str, spec: FieldSpec) -> Grade:
    """Share of the expected items that are given."""
    gold, _got, common = _sets(expected, actual)
    return _scored(common / len(gold) if gold else 1.0, spec, "recall")


def set_f1(expected: str, actual: str, spec: FieldSpec) -> Grade:
    """Harmonic mean of precision and recall over the items."""
    gold, got, common = _sets(expected, actual)
    if not gold and not got:
        return _scored(1.0, spec, "F1")
    f1 = 2 * common / (len(gold) + len(got)) if common else 0.0
    return _scored(f1, spec, "F1")


def ordered_list(expected: str, actual: str, spec: FieldSpec) -> Grade:
    """The same items in the same order."""
    gold, got = _as_expected(expected, actual)
    return _yes(gold == got)


def _point(text: str) -> float | None:
    # "9.30 am" and "230pm" are how a recogniser may write half past nine, half past two
    text = re.sub(r"\b(\d{1,2})\.?(\d{2})(?=\s*(?:a|p)\.?\s?m\b)", r"\1:\2", text.strip())
    time = canonical_time(text)
    if time is not None:
        hours, minutes = time.split(":")
        return int(hours) * 60 + int(minutes)
    day = canonical_date(text)
    if day is not None:
        from datetime import date as _date

        return float(_date.fromisoformat(day).toordinal())
    return _number(text)


_BARE = re.compile(r"-?\d+(?:\.\d+)?")
"""A plain number, with nothing that makes it a time or a date."""
_FIRST_NUMBER = re.compile(r"\d|\b(?:noon|midday|midnight)\b", re.IGNORECASE)


def interval_bounds(text: str) -> tuple[float, float] | None:
    """(start, end) of "09:00-11:30", "9 am to 11 am", "2026-03-02 to 2026-03-06" or "3-5"."""
    # "any time from 9 a.m. to noon": the interval starts after its opening word
    opening = re.search(r"\b(?:from|between)\s+", text, flags=re.IGNORECASE)
    text = text[opening.end() :] if opening else text.strip()
    text = text.rstrip(" .!")
    parts = re.split(r"\s+(?:to|and|until|till|through)\s+|\s*[–—]\s*", text)
    if len(parts) != 2:  # "09:00-12:00", "3-5": a hyphen between numbers (not inside a date)
        parts = re.split(r"(?<=\d)\s*-\s*(?=\d)", text) if ":" in text or "-" in text else parts
        if len(parts) != 2:
            return None
    if len(parts) != 2:
        return None
    bare = [part.strip().replace(",", "") for part in parts]
    if all(_BARE.fullmatch(b) for b in bare):
        # two plain numbers are read alike: "18 and 27" (degrees) as numbers, not as 18:00
        # and then 27; "9 to 12" as hours only when both can be hours
        low, high = (float(b) for b in bare)
        if high <= 24:
            low, high = low * 60, high * 60
        return (low, high) if high >= low else None
    if _point(parts[0]) is None and (lead := _FIRST_NUMBER.search(parts[0])) is not None:
        # "open for 9 a.m.": the interval starts at its first number, not its lead-in
        parts[0] = parts[0][lead.start() :]
    start, end = _point(parts[0]), _point(parts[1])
    if start is None or end is None or end < start:
        return None
    return start, end


def interval(expected: str, actual: str, spec: FieldSpec) -> Grade:
    """Overlap of two intervals as intersection over union, correct from the threshold."""
    gold, got = interval_bounds(expected), interval_bounds(actual)
    if gold is None:
        raise ValueError(f"field {spec.name}: expected value {expected!r} is not an interval")
    if got is None:
        return Grade(False, 0.0, f"{actual!r} is not an interval")
    overlap = max(0.0, min(gold[1], got[1]) - max(gold[0], got[0]))
    union = max(gold[1], got[1]) - min(gold[0], got[0])
    return _scored(overlap / union if union else float(gold == got), spec, "overlap")


_STOP = frozenset(
    [
        "a",
        "an",
        "the",
        "of",
        "to",
        "for",
        "and",
        "or",
        "in",
        "on",
        "at",
        "by",
        "with",
        "is",
        "are",
        "be",
        "it",
        "its",
        "this",
        "that",
        "please",
    ]
)


_NUMBER_WORDS = {
    w: str(i)
    for i, w in enumerate(
        [
            "zero",
            "one",
            "two",
            "three",
            "four",
            "five",
            "six",
            "seven",
            "eight",
            "nine",
            "ten",
            "eleven",
            "twelve",
        ]
    )
}
EXTRA_WORDS = 2
"""Content words a semantic value may add around the expected ones ("The note is ...")."""


NEGATIONS = frozenset({"no", "not", "never", "without", "none", "nothing", "nor", "neither"})
"""Words that turn a statement round ("do not keep upright"): a value that adds or drops
one is never the expected content words, whatever else it shares."""
_CONTRACTED = frozenset(
    {"can", "won", "don", "doesn", "didn", "isn", "aren", "wasn", "weren", "shouldn", "mustn"}
)
"""Negations written with "n't", which the word split leaves as the word and a "t"."""


def _content(text: str, other: str = "") -> set[str]:
    # stemmed like the knowledge base's retrieval: "stacked" and "stack" are one word; a
    # word the other text writes together is one word here too ("table tops", "tabletops")
    words = _joined(_words(text), set(_words(other)))
    return {_stem(_NUMBER_WORDS.get(w, w)) for w in words if w not in _STOP}


def content_words(text: str, other: str = "") -> set[str]:
    """The content words of ``text`` as the semantic grader compares them: casefolded,
    stemmed, without stop words, a pair written apart that ``other`` writes together as one."""
    return _content(text, other)


def _stem(word: str) -> str:
    """The retrieval stem, and a short past tense ("moved", "freed") as its verb, which that
    stem keeps whole (it cuts "-ed" only from longer words: "stacked" is "stack")."""
    stemmed = stem(word)
    if stemmed == word and len(word) >= 5 and word.endswith("ed") and not word.endswith("eed"):
        return stem(word[:-1])
    return stemmed


def _joined(words: list[str], together: set[str]) -> list[str]:
    """``words`` with each pair written apart that ``together`` holds as one word."""
    out: list[str] = []
    i = 0
    while i < len(words):
        if i + 1 < len(words) and words[i] + words[i + 1] in together:
            out.append(words[i] + words[i + 1])
            i += 2
        else:
            out.append(words[i])
            i += 1
    return out


def _negations(text: str) -> set[str]:
    # "No, motor stops after a few seconds": a "No" that answers, set off by a comma or a
    # stop, turns nothing round
    words = _words(re.sub(r"(?:^|(?<=[.!?]))\s*no[,.!]\s", " ", text, flags=re.IGNORECASE))
    return {
        w
        for i, w in enumerate(words)
        if w in NEGATIONS or (w in _CONTRACTED and words[i + 1 : i + 2] == ["t"])
    } | ({"not"} if "cannot" in words else set())


SemanticJudge = Callable[[str, str, FieldSpec], bool | None]
"""Decides whether two texts mean the same for a field (None: no verdict)."""


def semantic(
    expected: str, actual: str, spec: FieldSpec, judge: SemanticJudge | None = None
) -> Grade:
    """Same meaning, deterministic first: every expected content word present with at most
    ``EXTRA_WORDS`` more (and no negation added or dropped: ``NEGATIONS``; a word written
    together or apart is one word) is correct; fewer than half of them present is wrong;
    anything between goes to the judge when there is one, else it is undecided (``correct``
    None)."""
    gold, got = _content(expected, actual), _content(actual, expected)
    same_sense = _negations(expected) == _negations(actual)
    if gold <= got and len(got - gold) <= EXTRA_WORDS and same_sense:
        return Grade(True, 1.0, "the expected content words")
    if len(gold & got) * 2 < len(gold):
        return Grade(False, 0.0, "fewer than half of the expected content words")
    if judge is None:
        return Grade(None, None, "needs the semantic judge, and none is configured")
    verdict = judge(expected, actual, spec)
    if verdict is None:
        return Grade(None, None, "the judge gave no verdict")
    return Grade(verdict, float(verdict), "judge")


GRADERS: dict[str, Callable[..., Grade]] = {
    "exact": exact,
    "casefold": casefold,
    "phone": phone,
    "date": date,
    "address": address,
    "enum": enum,
    "numeric": numeric,
    "set_exact": set_exact,
    "set_f1": set_f1,
    "set_precision": set_precision,
    "set_recall": set_recall,
    "ordered_list": ordered_list,
    "interval": interval,
    "semantic": semantic,
}
"""Every grader by its ``FieldSpec.grader`` name."""


def grade_field(
    spec: FieldSpec, expected: str | None, actual: str | None, judge: SemanticJudge | None = None
) -> Grade:
    """Grade one field: a missing value is wrong; an expected empty field must stay empty."""
    if expected is None:
        return _yes(actual is None, "expected empty")
    if actual is None:
        return Grade(False, 0.0, "missing")
    if spec.grader == "semantic":
        return semantic(expected, actual, spec, judge)
    return GRADERS[spec.grader](expected, actual, spec)


def judge_semantic() -> SemanticJudge | None:
    """The cached temperature-0 judge for semantic fields, or None when none is configured."""
    from duplexworld.metrics.judges.client import JudgeError
    from duplexworld.metrics.judges.metrics import judge_client

    client = judge_client()
    if client is None:
        return None

    def validate(data: dict[str, Any]) -> dict[str, Any]:
        if not isinstance(data.get("same"), bool):
            raise ValueError("'same' must be true or false")
        return {"same": data["same"]}

    def decide(expected: str, actual: str, spec: FieldSpec) -> bool | None:
        prompt = (
            f"A form field '{spec.label}' was expected to say: {expected!r}. It says: "
            f"{actual!r}. Do both state the same facts for this field (wording aside)? "
            'Answer with JSON {"same": true} or {"same": false}.'
        )
        messages = [{"role": "user", "content": prompt}]
        try:
            verdict = client.verdict("workbench_semantic", SEMANTIC_VERSION, messages, validate)
        except JudgeError:
            return None
        return bool(verdict.data["same"])

    return decide
