"""Values an agent reads back, and whether they match what the caller knows.

The agent may say a value in digits or words ("5064", "five oh six four", "April 9th,
1987"); the comparison is made on spoken renderings (duplexworld.speech.spoken), so the form
does not matter, only the value.
"""

from __future__ import annotations

import re

from duplexworld.scenario import Fact
from duplexworld.speech import spoken
from duplexworld.speech.numbers import MONTHS, parse_day, tokenize

__all__ = ["mentioned_value", "same_value"]


def _words(text: str) -> set[str]:
    return set(re.findall(r"[a-z]+", text.lower()))


_NOT_A_COUNT = re.compile(
    r"\bone\s+(?:moment|second|sec|minute|more|last|of)\b"
    r"|\b(?:which|this|that|the|no|each|any|every|another)\s+one\b",
    re.IGNORECASE,
)
"""Where "one" is not a number ("one moment", "which one"): not a value read back."""
_REFERENCE = re.compile(
    r"\b[A-Za-z]{1,5}(?:-[A-Za-z0-9]+)+\b|\b(?:[A-Za-z]\s+){0,4}[A-Za-z]\s+dash\b.*",
    re.IGNORECASE,
)
"""A record reference as heard ("DSP-T-8003", "K-1601-R", "F dash 7 2 1 4 5 8 dash 1"): its
digits belong to the agent's record (a new claim or dispute number), never to a value of the
caller's, so they are no read-back of one."""


def month_day(text: str) -> str | None:
    """A date said without its year ("September 19th", "the 2nd of June") as ``--MM-DD``."""
    tokens = tokenize(text)
    for i, token in enumerate(tokens):
        month = MONTHS.get(token.text) if token.kind == "word" else None
        if month is not None:
            day = parse_day(tokens, i + 1)
            if day is not None:
                return f"--{month:02d}-{day[0]:02d}"
        day = parse_day(tokens, i)
        if day is not None:
            j = day[1] + (1 if day[1] < len(tokens) and tokens[day[1]].text == "of" else 0)
            if j < len(tokens) and tokens[j].kind == "word" and tokens[j].text in MONTHS:
                return f"--{MONTHS[tokens[j].text]:02d}-{day[0]:02d}"
    return None


def mentioned_value(text: str, fact: Fact) -> str | None:
    """The value of ``fact``'s kind that ``text`` states, or None.

    Names: the capitalised words of the sentence that look like the fact's name (same
    number of words, at least one in common) or the fact's own words. Text facts have no
    comparable value.
    """
    kind = fact.kind
    if kind == "date":
        return spoken.parse_date(text) or month_day(text)
    if kind in ("digits", "number", "postcode"):
        text = _REFERENCE.sub(" ", text)
    if kind in ("digits", "number"):
        text = _NOT_A_COUNT.sub(" ", text)
    if kind == "digits":
        return spoken.parse_digits(text, length=len(fact.value))
    if kind == "postcode":
        return spoken.parse_postcode(text)
    if kind == "amount":
        return spoken.parse_amount(text)
    if kind == "number":
        return spoken.parse_digits(text)
    if kind == "name":
        names = re.findall(r"(?:[A-Z][a-z'\-]+\s?)+", text)
        size = len(fact.value.split())
        known = _words(fact.value)
        for candidate in names:
            words = candidate.split()
            # a name read back shares the caller's first or last name ("Laura Bennet")
            if len(words) >= size and _words(candidate) & known:
                return " ".join(words[-size:]) if len(words) > size else candidate.strip()
        return None
    return None


def same_value(heard: str, fact: Fact, value: str | None = None) -> bool:
    """Whether ``heard`` (a value parsed from the agent's words) is ``value`` (default: the
    value the caller currently holds for ``fact``), compared in spoken form."""
    target = value if value is not None else fact.value
    if fact.kind == "date" and heard.startswith("--"):  # no year said: month and day decide
        return target[4:] == heard[1:]
    if fact.kind == "name":
        return heard.lower().split() == target.lower().split()
    if fact.kind == "amount":
        try:
            return float(heard) == float(target)
        except ValueError:
            return False
    return spoken.normalise_spoken(heard) == spoken.normalise_spoken(target)
