"""Tokens and number words: the shared machinery under :mod:`duplexworld.speech.spoken`.

ASR output mixes numerals and words ("My count number is 4-4-7-1, date of birth July 9th,
1988."), so parsing works on a token list in which numerals keep their shape (plain number,
ordinal like "9th", money like "$42.50", or a compound like "4-4-7-1" or "3/14/1979") and
words are lowercase with hyphens split ("seventy-nine" -> "seventy", "nine").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from num2words import num2words

__all__ = [
    "DIGIT_WORDS",
    "FILLERS",
    "MONTHS",
    "TEENS",
    "TENS",
    "ZERO_LETTER_WORDS",
    "Token",
    "parse_cardinal",
    "parse_day",
    "parse_small",
    "parse_year",
    "tokenize",
]

DIGIT_WORDS: dict[str, str] = {
    "zero": "0",
    "one": "1",
    "two": "2",
    "three": "3",
    "four": "4",
    "five": "5",
    "six": "6",
    "seven": "7",
    "eight": "8",
    "nine": "9",
}
"""Spoken digit -> digit character ("oh" is handled separately: it is only a digit in context)."""

ZERO_LETTER_WORDS = frozenset({"oh", "o"})
"""Words that mean 0 when read inside a digit string ("oh seven" -> "07")."""

TEENS: dict[str, int] = {
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "thirteen": 13,
    "fourteen": 14,
    "fifteen": 15,
    "sixteen": 16,
    "seventeen": 17,
    "eighteen": 18,
    "nineteen": 19,
}
"""Ten to nineteen."""

TENS: dict[str, int] = {
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "fifty": 50,
    "sixty": 60,
    "seventy": 70,
    "eighty": 80,
    "ninety": 90,
}
"""Multiples of ten from twenty."""

MONTHS: dict[str, int] = {
    "january": 1,
    "february": 2,
    "march": 3,
    "april": 4,
    "may": 5,
    "june": 6,
    "july": 7,
    "august": 8,
    "september": 9,
    "october": 10,
    "november": 11,
    "december": 12,
    "jan": 1,
    "feb": 2,
    "mar": 3,
    "apr": 4,
    "jun": 6,
    "jul": 7,
    "aug": 8,
    "sep": 9,
    "sept": 9,
    "oct": 10,
    "nov": 11,
    "dec": 12,
}
"""Month names and common abbreviations -> month number."""

FILLERS = frozenset({"uh", "um", "er", "erm", "ah", "hmm", "mm"})
"""Hesitations that do not interrupt a digit string or a number."""

_ORDINALS: dict[tuple[str, ...], int] = {
    tuple(num2words(n, to="ordinal").split("-")): n for n in range(1, 32)
}
"""Ordinal words for days: ("fourteenth",) -> 14, ("twenty", "first") -> 21."""

_TOKEN_RE = re.compile(
    r"""
    (?P<money>\$\s?\d[\d,]*(?:\.\d+)?)
    |(?P<compound>\d+(?:[-/.]\d+)+)
    |(?P<ord>\d+(?:st|nd|rd|th)\b)
    |(?P<num>\d{1,3}(?:,\d{3})+(?!\d)|\d+)
    |(?P<word>[a-z]+(?:'[a-z]+)*)
    """,
    re.VERBOSE,
)


@dataclass(frozen=True)
class Token:
    """One token of normalised text."""

    kind: str
    """"word", "num" (digits only), "ord" ("9th"), "money" ("$42.50") or "compound"."""

    text: str
    """Lowercase text; for "num" the digits with thousands commas removed."""

    @property
    def digits(self) -> str:
        """All digit characters of the token ("4-4-7-1" -> "4471"; "" for words)."""
        return "".join(ch for ch in self.text if ch.isdigit())


def tokenize(text: str) -> list[Token]:
    """Split text into tokens; punctuation other than inside numerals is dropped."""
    lowered = text.lower().replace("\u2019", "'").replace("\u2018", "'")
    tokens: list[Token] = []
    for match in _TOKEN_RE.finditer(lowered):
        kind = match.lastgroup or "word"
        value = match.group()
        if kind == "num":
            value = value.replace(",", "")
        tokens.append(Token(kind, value))
    return tokens


def _word(tokens: list[Token], i: int) -> str | None:
    """The word at ``i`` (None past the end or for a numeral)."""
    if i < len(tokens) and tokens[i].kind == "word":
        return tokens[i].text
    return None


def parse_small(tokens: list[Token], i: int) -> tuple[int, int] | None:
    """A number 0-99 in words at ``i`` ("forty two", "fourteen", "zero") -> (value, next)."""
    word = _word(tokens, i)
    if word is None:
        return None
    if word in TEENS:
        return TEENS[word], i + 1
    if word in TENS:
        unit = _word(tokens, i + 1)
        if unit in DIGIT_WORDS and unit != "zero":
            return TENS[word] + int(DIGIT_WORDS[unit]), i + 2
        return TENS[word], i + 1
    if word in DIGIT_WORDS:
        return int(DIGIT_WORDS[word]), i + 1
    return None


def _below_thousand(tokens: list[Token], i: int) -> tuple[int, int] | None:
    """A number 0-9999 in words with optional hundreds ("twelve hundred", "a hundred and five")."""
    if _word(tokens, i) == "a" and _word(tokens, i + 1) == "hundred":
        small: tuple[int, int] | None = (1, i + 1)
    else:
        small = parse_small(tokens, i)
    if small is None:
        return None
    value, j = small
    if _word(tokens, j) == "hundred":
        value *= 100
        j += 1
        k = j + 1 if _word(tokens, j) == "and" else j
        rest = parse_small(tokens, k)
        if rest is not None:
            value += rest[0]
            j = rest[1]
    return value, j


def parse_cardinal(tokens: list[Token], i: int) -> tuple[int, int] | None:
    """A whole number at ``i``: a plain numeral or words up to the millions -> (value, next)."""
    if i < len(tokens) and tokens[i].kind == "num":
        return int(tokens[i].text), i + 1
    total = 0
    j = i
    found = False
    for scale_word, scale in (("million", 1_000_000), ("thousand", 1_000)):
        part = _below_thousand(tokens, j)
        if part is None or _word(tokens, part[1]) != scale_word:
            continue
        total += part[0] * scale
        j = part[1] + 1
        found = True
        if _word(tokens, j) == "and" and _below_thousand(tokens, j + 1) is not None:
            j += 1
    part = _below_thousand(tokens, j)
    if part is not None:
        total += part[0]
        j = part[1]
        found = True
    return (total, j) if found else None


def parse_year(tokens: list[Token], i: int) -> tuple[int, int] | None:
    """A year 1000-2999 at ``i``: "1979", "nineteen seventy-nine", "nineteen oh five",
    "twenty twenty-four", "two thousand (and) five", "nineteen hundred" -> (year, next)."""
    if i < len(tokens) and tokens[i].kind == "num":
        if len(tokens[i].text) == 4 and 1000 <= int(tokens[i].text) <= 2999:
            return int(tokens[i].text), i + 1
        return None
    head = parse_small(tokens, i)
    if head is not None and 10 <= head[0] <= 29:
        century, j = head
        if _word(tokens, j) in ZERO_LETTER_WORDS | {"zero"}:
            unit = _word(tokens, j + 1)
            if unit in DIGIT_WORDS and unit != "zero":
                return century * 100 + int(DIGIT_WORDS[unit]), j + 2
        tail = parse_small(tokens, j)
        if tail is not None and 10 <= tail[0] <= 99:
            return century * 100 + tail[0], tail[1]
    whole = parse_cardinal(tokens, i)
    if whole is not None and 1000 <= whole[0] <= 2999:
        return whole
    return None


def parse_day(tokens: list[Token], i: int) -> tuple[int, int] | None:
    """A day of the month at ``i``: "14th", "14", "fourteenth", "twenty first", "the 3rd"."""
    if _word(tokens, i) == "the":
        i += 1
    if i >= len(tokens):
        return None
    token = tokens[i]
    if token.kind in ("ord", "num") and len(token.digits) <= 2:
        day = int(token.digits)
        return (day, i + 1) if 1 <= day <= 31 else None
    for width in (2, 1):
        words = tuple(t.text if t.kind == "word" else "" for t in tokens[i : i + width])
        if len(words) == width and words in _ORDINALS:
            return _ORDINALS[words], i + width
    small = parse_small(tokens, i)
    if small is not None and 1 <= small[0] <= 31:
        return small
    return None
