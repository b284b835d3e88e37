"""Canonical forms of the values tools take: one parser per kind, shared by every consumer.

A value an agent passes to a tool can be written many ways ("4:00 PM" and "16:00", "04/19/1986"
and "1986-04-19", "Brooks, Laura" and "Laura Brooks", "55408-1234" and "55408", "four four
seven one" and "4471"). Each function here returns the one canonical form of its kind, or
None when the text is not such a value (never a guess). Two values are the same when their
canonical forms are equal: that is how ACT compares a gold argument with the agent's
(``duplexworld.metrics.matching``), so any written or spoken form a tool accepts for the same
value matches. World tools parse their arguments with the same functions
(``duplexworld.world.values`` wraps each in a ``ToolError`` and adds the tool's own limits,
such as a number of digits), so what a tool accepts and what ACT counts as equal agree.

Canonical forms: date ISO ``YYYY-MM-DD``; time 24-hour ``HH:MM``; amount dollars with two
decimals (``42.50``; fractions of a cent are not an amount); name its lower-case words in
sorted order (order and case do not matter; "Last, First" is read as "First Last"); postcode
a five-digit US ZIP (a ZIP+4 suffix dropped); digits the digit string (separators and spoken
digits read, but no other words: "ends in 4471" is a sentence, not a digit string); phone a
10-digit North American number (a leading country code 1 dropped); number a decimal without
trailing zeros.
"""

from __future__ import annotations

import re
from datetime import datetime
from decimal import Decimal, InvalidOperation
from typing import Literal

from duplexworld.speech.numbers import DIGIT_WORDS, FILLERS, TEENS, TENS, ZERO_LETTER_WORDS
from duplexworld.speech.spoken import parse_amount, parse_date, parse_digits

__all__ = [
    "ValueKind",
    "canonical",
    "canonical_amount",
    "canonical_date",
    "canonical_digits",
    "canonical_name",
    "canonical_number",
    "canonical_phone",
    "canonical_postcode",
    "canonical_time",
    "exact_amount",
    "kind_for",
    "name_words",
    "same_value",
]

ValueKind = Literal["date", "time", "amount", "number", "name", "postcode", "digits", "phone"]
"""The kinds with a canonical form (free text has none)."""

_DATE_FORMATS = (
    "%Y-%m-%d",
    "%m/%d/%Y",
    "%m-%d-%Y",
    "%B %d, %Y",
    "%B %d %Y",
    "%d %B %Y",
    "%b %d, %Y",
    "%b %d %Y",
    "%d %b %Y",
)
_ORDINAL = re.compile(r"(\d)(st|nd|rd|th)\b", re.IGNORECASE)


def canonical_date(value: object) -> str | None:
    """ISO date of a written ("04/19/1986", "April 19th, 1986") or spoken date, else None."""
    if not isinstance(value, str) or not value.strip():
        return None
    text = _ORDINAL.sub(r"\1", " ".join(value.replace(",", ", ").split())).replace(" ,", ",")
    for form in _DATE_FORMATS:
        try:
            return datetime.strptime(text, form).date().isoformat()
        except ValueError:
            continue
    return parse_date(value)  # spoken: "April nineteenth, nineteen eighty-six"


_HOUR_WORDS = {
    word: number
    for number, word in enumerate(
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
_MINUTE_WORDS = {"fifteen": 15, "thirty": 30, "forty-five": 45, "forty five": 45}
_TIME = re.compile(r"^(\d{1,2})(?::(\d{2}))?\s*([ap])?\.?\s*m?\.?$")


def canonical_time(value: object) -> str | None:
    """24-hour ``HH:MM`` of "16:00", "4:00 PM", "4pm", "4 p.m.", "four thirty PM", "noon".

    A bare hour below 12 without AM/PM ("4") is ambiguous and gives None, as the tools refuse
    it; an hour with minutes and no AM/PM ("4:00") is read on the 24-hour clock.
    """
    if not isinstance(value, str):
        return None
    text = " ".join(value.strip().lower().replace("o'clock", "").split())
    if text in ("noon", "midday", "12 noon"):
        return "12:00"
    if text == "midnight":
        return "00:00"
    for spoken, meridiem in (
        ("in the morning", "am"),
        ("in the afternoon", "pm"),
        ("in the evening", "pm"),
        ("at night", "pm"),
    ):
        if text.endswith(spoken):
            text = f"{text.removesuffix(spoken).strip()} {meridiem}"
    words = text.split()
    if words and words[0] in _HOUR_WORDS:  # "four thirty pm", "four pm"
        hour = _HOUR_WORDS[words[0]]
        rest = words[1:]
        minute = None
        for phrase, number in _MINUTE_WORDS.items():
            if " ".join(rest).startswith(phrase):
                minute, rest = number, rest[len(phrase.split()) :]
                break
        text = f"{hour}:{minute:02d}" if minute is not None else str(hour)
        text = f"{text} {' '.join(rest)}".strip()
    match = _TIME.match(text.replace(" ", ""))
    if not match:
        return None
    hour, minute = int(match.group(1)), int(match.group(2) or 0)
    meridiem = match.group(3)
    if meridiem is not None:
        if not 1 <= hour <= 12:
            return None
        hour = hour % 12 + (12 if meridiem == "p" else 0)
    elif match.group(2) is None and hour < 12:
        return None  # "four": morning or afternoon?
    if hour > 23 or minute > 59:
        return None
    return f"{hour:02d}:{minute:02d}"


_CENTS = Decimal("0.01")


def exact_amount(value: object) -> Decimal | None:
    """The exact decimal of "42.5", "$1,250.00", 42.5 or "forty-two fifty dollars", else None.

    Not rounded: a tool refuses fractions of a cent, and ``canonical_amount`` gives None for
    them, so both see the digits the agent passed.
    """
    if isinstance(value, bool):
        return None
    if isinstance(value, int | float | Decimal):
        text = str(value)
    elif isinstance(value, str):
        text = value.strip().replace(",", "").replace("$", "").replace("USD", "").strip()
    else:
        return None
    try:
        amount = Decimal(text)
    except InvalidOperation:
        spoken = parse_amount(value) if isinstance(value, str) else None
        return Decimal(spoken) if spoken is not None else None
    return amount if amount.is_finite() else None


def canonical_amount(value: object) -> str | None:
    """Dollars with two decimals of "42.5", "$1,250.00", 42.5 or "forty-two fifty dollars".

    None for anything else, fractions of a cent ("1.234") included.
    """
    amount = exact_amount(value)
    if amount is None or amount != amount.quantize(_CENTS):
        return None
    return str(amount.quantize(_CENTS))


def canonical_number(value: object) -> str | None:
    """A decimal number without trailing zeros ("42.50" -> "42.5", 7 -> "7"), else None."""
    if isinstance(value, bool):
        return None
    text = str(value).strip().replace(",", "") if isinstance(value, int | float | str) else ""
    if not re.fullmatch(r"-?\d+(\.\d+)?", text):
        return None
    normal = Decimal(text).normalize()
    return format(normal, "f")


def name_words(value: str) -> list[str]:
    """A person's name as lower-case words in the order said, "Last, First" read as "First
    Last": "Brooks, Laura" -> ["laura", "brooks"], "Mary-Jo O'Neil" -> ["mary", "jo",
    "o'neil"]. Punctuation other than apostrophes is dropped, hyphens split words."""
    text = value
    if text.count(",") == 1:  # "Last, First"
        last, first = text.split(",")
        text = f"{first} {last}"
    return re.sub(r"[^a-z' ]", " ", text.lower().replace("-", " ")).split()


def canonical_name(value: object) -> str | None:
    """A person's name as its lower-case words in sorted order; "Brooks, Laura" is "Laura
    Brooks", and "laura  BROOKS" the same. Punctuation other than apostrophes is dropped."""
    if not isinstance(value, str):
        return None
    words = name_words(value)
    return " ".join(sorted(words)) if words else None


def canonical_postcode(value: object) -> str | None:
    """A five-digit US ZIP code: "55408", "55408-1234" (the +4 dropped) or spoken digits.

    Other shapes give None (the tools take US ZIP codes only), and then compare as text.
    """
    if isinstance(value, int) and not isinstance(value, bool):
        value = f"{value:05d}"
    if not isinstance(value, str):
        return None
    compact = re.sub(r"\s", "", value)
    match = re.fullmatch(r"(\d{5})(?:-?\d{4})?", compact)
    if match:
        return match.group(1)
    digits = canonical_digits(value)  # "five five four zero eight"
    return digits[:5] if digits and len(digits) in (5, 9) else None


_DIGIT_SEPARATORS = re.compile(r"[\s\-().#+]")
"""What may stand between the digits of a written digit string."""
_SPOKEN_DIGIT_WORDS = (
    frozenset(DIGIT_WORDS) | frozenset(TEENS) | frozenset(TENS) | ZERO_LETTER_WORDS | FILLERS
) | {"double", "triple"}
"""Every word a spoken digit string may contain ("double four", "oh seven", "forty four")."""


def canonical_digits(value: object) -> str | None:
    """The digit string of "44 71", "4-4-7-1", "(503) 882-1406", "4031.7266" or "four four
    seven one" ("oh" and "double" read as people say them).

    Text with any other word is None: "ends in 4471" or "12AB" are not digit strings, and a
    tool must not pick digits out of them.
    """
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    if not isinstance(value, str):
        return None
    compact = _DIGIT_SEPARATORS.sub("", value)
    if compact.isdigit():
        return compact
    words = re.findall(r"[a-z']+|\d+", value.lower().replace("-", " "))
    if not words or not all(word.isdigit() or word in _SPOKEN_DIGIT_WORDS for word in words):
        return None
    return parse_digits(value)


def canonical_phone(value: object) -> str | None:
    """A 10-digit North American phone number (a leading country code 1 is dropped)."""
    digits = canonical_digits(value)
    if digits is not None and len(digits) == 11 and digits.startswith("1"):
        digits = digits[1:]
    return digits if digits is not None and len(digits) == 10 else None


_CANONICAL = {
    "date": canonical_date,
    "time": canonical_time,
    "amount": canonical_amount,
    "number": canonical_number,
    "name": canonical_name,
    "postcode": canonical_postcode,
    "digits": canonical_digits,
    "phone": canonical_phone,
}


def canonical(kind: ValueKind, value: object) -> str | None:
    """The canonical form of ``value`` as a ``kind``, or None when it is not one."""
    return _CANONICAL[kind](value)


def same_value(kind: ValueKind, a: object, b: object) -> bool | None:
    """Whether two values are the same ``kind`` value; None when either does not parse."""
    first, second = canonical(kind, a), canonical(kind, b)
    if first is None or second is None:
        return None
    return first == second


_FACT_KINDS: dict[str, ValueKind] = {
    "date": "date",
    "time": "time",
    "amount": "amount",
    "number": "number",
    "name": "name",
    "postcode": "postcode",
    "digits": "digits",
}
_PERSON_NAME_ARGUMENTS = frozenset(
    {"name", "full_name", "first_name", "last_name", "surname", "caller_name", "holder_name"}
)
_ISO_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
_CLOCK = re.compile(r"^\d{2}:\d{2}$")


def kind_for(argument: str, gold: object, fact_kind: str | None = None) -> ValueKind | None:
    """The kind a gold argument is compared as.

    From the caller fact that fills it when there is one (a digits fact in a phone argument
    is a phone), else from the argument's name and the gold value's own form (an ISO date, a
    ``HH:MM`` time). None: compare as text.
    """
    name = argument.lower()
    if fact_kind is not None:
        kind = _FACT_KINDS.get(fact_kind)
        if kind == "digits" and "phone" in name:
            return "phone"
        return kind
    if isinstance(gold, str) and _ISO_DATE.match(gold):
        return "date"
    if isinstance(gold, str) and _CLOCK.match(gold) and "time" in name:
        return "time"
    if "zip" in name or "postcode" in name or "postal" in name:
        return "postcode"
    if "phone" in name:
        return "phone"
    if "amount" in name and canonical_amount(gold) is not None:
        return "amount"
    if name in _PERSON_NAME_ARGUMENTS:
        return "name"
    return None
