"""Spoken forms: render slot values as a caller says them, and parse them back from ASR text.

Rendering is what the simulated caller speaks ("4471" -> "four four seven one"). Parsing is
what the oracle agent does with a transcript, which may use digits or words in any mix:
whisper wrote "four four seven one, date of birth July ninth nineteen eighty eight" as
"4-4-7-1, date of birth July 9th, 1988.". Every parser returns None when it finds nothing
rather than guessing; when a value is mentioned more than once, the last mention wins
(callers correct themselves: "March fourteenth, sorry, fifteenth" is rare, "it's 4471, 4471"
is common, and both end with the intended value).
"""

from __future__ import annotations

import datetime as dt
import re
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

from num2words import num2words

from duplexworld.speech.numbers import (
    DIGIT_WORDS,
    FILLERS,
    MONTHS,
    TEENS,
    TENS,
    ZERO_LETTER_WORDS,
    Token,
    parse_cardinal,
    parse_day,
    parse_small,
    parse_year,
    tokenize,
)

__all__ = [
    "HOUR_WORDS",
    "bare_amounts",
    "normalise_spoken",
    "parse_amount",
    "parse_date",
    "parse_digit_run",
    "parse_digits",
    "parse_name",
    "parse_postcode",
    "speak_amount",
    "speak_date",
    "speak_digits",
    "speak_number",
    "speak_reference",
    "speak_time",
    "speak_year",
]

_DIGIT_NAMES = {digit: word for word, digit in DIGIT_WORDS.items()}
_MONTH_NAMES = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]
_REPEATS = {"double": 2, "triple": 3}

# ---------------------------------------------------------------------------------------
# Rendering


def speak_digits(digits: str) -> str:
    """Read a digit string one digit at a time: "4471" -> "four four seven one".

    Spaces and hyphens are skipped; any other non-digit raises ValueError.
    """
    words = []
    for ch in digits:
        if ch in " -":
            continue
        if ch not in _DIGIT_NAMES:
            raise ValueError(f"not a digit string: {digits!r}")
        words.append(_DIGIT_NAMES[ch])
    if not words:
        raise ValueError(f"no digits in {digits!r}")
    return " ".join(words)


def speak_number(value: int | str | Decimal) -> str:
    """A number in American words: 42 -> "forty-two", 1205 -> "one thousand two hundred five",
    "3.5" -> "three point five"."""
    number = Decimal(str(value))
    integral = number == number.to_integral_value()
    text = num2words(int(number)) if integral else num2words(number)
    # num2words writes British "one hundred and five" with commas; US callers drop both.
    return text.replace(",", "").replace(" and ", " ")


def speak_year(year: int) -> str:
    """A year as people say it: 1979 -> "nineteen seventy-nine", 2005 -> "two thousand five",
    2024 -> "twenty twenty-four", 1905 -> "nineteen oh five", 1900 -> "nineteen hundred"."""
    if not 1000 <= year <= 9999:
        return speak_number(year)
    century, rest = divmod(year, 100)
    if 2000 <= year <= 2009 or year % 1000 == 0:
        return speak_number(year)
    if rest == 0:
        return f"{speak_number(century)} hundred"
    if rest < 10:
        return f"{speak_number(century)} oh {speak_number(rest)}"
    return f"{speak_number(century)} {speak_number(rest)}"


def speak_date(iso: str) -> str:
    """An ISO date as a caller says it.

    "1979-03-14" -> "March fourteenth, nineteen seventy-nine".
    """
    date = dt.date.fromisoformat(iso)
    day = num2words(date.day, to="ordinal")
    return f"{_MONTH_NAMES[date.month - 1]} {day}, {speak_year(date.year)}"


def speak_amount(amount: str | Decimal) -> str:
    """Dollars and cents: "42.50" -> "forty-two dollars and fifty cents", "0.75" ->
    "seventy-five cents", "1.00" -> "one dollar"."""
    try:
        value = Decimal(str(amount)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    except InvalidOperation:
        raise ValueError(f"not an amount: {amount!r}") from None
    if value < 0:
        raise ValueError(f"negative amount: {amount!r}")
    dollars, cents = divmod(int(value * 100), 100)
    parts = []
    if dollars or not cents:
        parts.append(f"{speak_number(dollars)} dollar{'' if dollars == 1 else 's'}")
    if cents:
        parts.append(f"{speak_number(cents)} cent{'' if cents == 1 else 's'}")
    return " and ".join(parts)


def speak_time(hhmm: str) -> str:
    """A 24-hour ``HH:MM`` time as people say it: "17:00" -> "five p m", "09:30" -> "nine
    thirty a m", "16:05" -> "four oh five p m", "12:00" -> "noon", "00:00" -> "midnight".

    :func:`parse_time` reads back whole, quarter and half hours (the times the worlds use);
    it does not know other minute words."""
    match = re.fullmatch(r"(\d{1,2}):(\d{2})", hhmm.strip())
    if match is None or int(match[1]) > 23 or int(match[2]) > 59:
        raise ValueError(f"not a time of day: {hhmm!r}")
    hour, minute = int(match[1]), int(match[2])
    if minute == 0 and hour in (0, 12):
        return "midnight" if hour == 0 else "noon"
    part = "p m" if hour >= 12 else "a m"
    words = speak_number(hour % 12 or 12)
    if minute:
        words += f" {'oh ' if minute < 10 else ''}{speak_number(minute)}"
    return f"{words} {part}"


def speak_reference(reference: str) -> str:
    """A record reference read out as agents do: letters spelled, digits one at a time,
    hyphens said: "DSP-T-8003" -> "D S P dash T dash eight zero zero three"."""
    groups = [group for group in reference.strip().split("-") if group]
    if not groups:
        raise ValueError(f"not a reference: {reference!r}")
    spoken_groups = []
    for group in groups:
        chunks = re.findall(r"\d+|[A-Za-z]+|.", group)
        words = []
        for chunk in chunks:
            if chunk.isdigit():
                words.append(speak_digits(chunk))
            elif chunk.isalpha():
                words.append(" ".join(chunk.upper()))
            else:
                raise ValueError(f"not a reference: {reference!r}")
        spoken_groups.append(" ".join(words))
    return " dash ".join(spoken_groups)


# ---------------------------------------------------------------------------------------
# Dates


def _two_digit_year(yy: int) -> int:
    """Pivot for two-digit years: 00-29 -> 2000s, 30-99 -> 1900s (dates of birth skew old)."""
    return 2000 + yy if yy < 30 else 1900 + yy


def _make_date(year: int, month: int, day: int) -> str | None:
    """ISO string of a valid calendar date, else None."""
    try:
        return dt.date(year, month, day).isoformat()
    except ValueError:
        return None


def _numeric_date(token: Token) -> str | None:
    """ISO date from "3/14/1979", "14/3/1979", "1979-03-14", "3-14-79"; None otherwise."""
    parts = re.split(r"[-/.]", token.text)
    if len(parts) != 3 or not all(p.isdigit() for p in parts):
        return None
    if len(parts[0]) == 4:
        return _make_date(int(parts[0]), int(parts[1]), int(parts[2]))
    if len(parts[2]) not in (2, 4):
        return None
    year = int(parts[2]) if len(parts[2]) == 4 else _two_digit_year(int(parts[2]))
    first, second = int(parts[0]), int(parts[1])
    # US order (month first) unless the first number cannot be a month.
    if first <= 12:
        return _make_date(year, first, second)
    return _make_date(year, second, first)


def _month_at(tokens: list[Token], i: int) -> int | None:
    """Month number of the word at ``i``, if it is a month name."""
    if i < len(tokens) and tokens[i].kind == "word":
        return MONTHS.get(tokens[i].text)
    return None


def _skip(tokens: list[Token], i: int, words: frozenset[str]) -> int:
    """Index of the first token at or after ``i`` that is not one of ``words``."""
    while i < len(tokens) and tokens[i].kind == "word" and tokens[i].text in words:
        i += 1
    return i


_DATE_GLUE = frozenset({"of", "in", "the"}) | FILLERS


def _date_at(tokens: list[Token], i: int) -> tuple[str | None, int] | None:
    """A date mention starting at ``i`` -> (ISO or None if invalid, next index)."""
    if tokens[i].kind == "compound":
        iso = _numeric_date(tokens[i])
        return (iso, i + 1) if iso else None
    # Month first: "March 14th, 1979", "March the fourteenth of nineteen seventy-nine".
    month = _month_at(tokens, i)
    if month is not None:
        day = parse_day(tokens, i + 1)
        if day is not None:
            year = parse_year(tokens, _skip(tokens, day[1], _DATE_GLUE))
            if year is not None:
                return _make_date(year[0], month, day[0]), year[1]
    # Day first: "14 March 1979", "the fourteenth of March, nineteen seventy-nine".
    day = parse_day(tokens, i)
    if day is not None:
        j = _skip(tokens, day[1], _DATE_GLUE)
        month = _month_at(tokens, j)
        if month is not None:
            year = parse_year(tokens, _skip(tokens, j + 1, _DATE_GLUE))
            if year is not None:
                return _make_date(year[0], month, day[0]), year[1]
    return None


def _find_dates(tokens: list[Token]) -> list[tuple[str | None, int, int]]:
    """Every date mention as (ISO or None, first token, end token), left to right."""
    found = []
    i = 0
    while i < len(tokens):
        hit = _date_at(tokens, i)
        if hit is None:
            i += 1
            continue
        found.append((hit[0], i, hit[1]))
        i = hit[1]
    return found


WEEKDAYS: dict[str, int] = {
    name: number
    for number, name in enumerate(
        ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
    )
}
"""Weekday names as ``datetime.date.weekday()`` numbers."""

_WEEKDAY_GLUE = frozenset({"on", "the", "this", "next"}) | FILLERS

_SOUND_ALIKE_DAYS = (10, -10, 20, -20)
"""Day offsets a recogniser confuses: "eighteenth" heard "8th", "thirteen" heard "thirty"."""


def _stated_weekday(tokens: list[Token], start: int) -> int | None:
    """The weekday named just before the date mention at ``start`` ("Wednesday, ...")."""
    i = start - 1
    while i >= 0 and tokens[i].kind == "word" and tokens[i].text in _WEEKDAY_GLUE:
        i -= 1
    if i >= 0 and tokens[i].kind == "word":
        return WEEKDAYS.get(tokens[i].text)
    return None


def _agreeing_day(iso: str, weekday: int) -> str:
    """``iso``, or the one sound-alike day of its month that falls on ``weekday`` when
    ``iso`` does not (kept when none or several do: the mismatch is then left to a
    read-back)."""
    date = dt.date.fromisoformat(iso)
    if date.weekday() == weekday:
        return iso
    fits = []
    for offset in _SOUND_ALIKE_DAYS:
        candidate = _make_date(date.year, date.month, date.day + offset)
        if candidate and dt.date.fromisoformat(candidate).weekday() == weekday:
            fits.append(candidate)
    return fits[0] if len(fits) == 1 else iso


def parse_date(text: str, weekday_check: bool = False) -> str | None:
    """The last complete date mentioned in ``text`` as ISO "YYYY-MM-DD", else None.

    Understands month names and abbreviations, days as "14", "14th", "fourteenth" or
    "twenty first", years as "1979" or in words ("nineteen seventy-nine", "two thousand
    five", "twenty twenty-four"), and numerals "3/14/1979" (US order), "1979-03-14".

    With ``weekday_check``, a date said with its weekday that falls on another day is read
    as the one sound-alike day of the month (ten or twenty days off) that falls on the
    weekday said, as a listener does who hears "Wednesday, September 8th" (a Sunday) when
    "September eighteenth" was said. A listener that checks what someone else said (the
    caller hearing a read-back) leaves it off: a wrong date is then heard as wrong.
    """
    tokens = tokenize(text)
    valid = [(iso, start) for iso, start, _ in _find_dates(tokens) if iso is not None]
    if not valid:
        return None
    iso, start = valid[-1]
    weekday = _stated_weekday(tokens, start) if weekday_check else None
    return iso if weekday is None else _agreeing_day(iso, weekday)


# ---------------------------------------------------------------------------------------
# Digit strings


def _digit_runs(
    tokens: list[Token], mask_dates: bool = True, homophones: bool = False
) -> tuple[list[str], list[str]]:
    """Digit runs (consecutive digit-bearing tokens) and multi-digit numerals, in order.

    Dates and money are masked out first, so "ends in 4471, born March 14th, 1979" gives
    the runs ["4471"] and not the year. Fillers ("uh") do not break a run; any other word
    does. "oh" counts as 0 only next to other digits. With ``homophones``, a word a
    recogniser writes for a digit ("for" for "four") counts as that digit when it touches
    other digits ("for 1-5-5" -> "4155").
    """
    masked = (
        {k for _, start, end in _find_dates(tokens) for k in range(start, end)}
        if mask_dates
        else set()
    )
    # Each token becomes its digit string, "" for a non-digit word, None for a filler.
    pieces: list[str | None] = []
    numerals: list[str] = []
    i = 0
    while i < len(tokens):
        token = tokens[i]
        word = token.text if token.kind == "word" else None
        if i in masked or token.kind in ("ord", "money"):
            pieces.append("")
        elif token.kind in ("num", "compound"):
            pieces.append(token.digits)
            if len(token.digits) > 1:
                numerals.append(token.digits)
        elif word in _REPEATS and i + 1 < len(tokens) and i + 1 not in masked:
            nxt = tokens[i + 1]
            digit = DIGIT_WORDS.get(nxt.text) if nxt.kind == "word" else None
            if nxt.kind == "word" and nxt.text in ZERO_LETTER_WORDS:
                digit = "0"
            if nxt.kind == "num" and len(nxt.text) == 1:
                digit = nxt.text
            if digit is None:
                pieces.append("")
            else:
                # The repeated word is consumed here; None keeps pieces aligned with tokens.
                pieces.extend([digit * _REPEATS[word], None])
                i += 1
        elif word in DIGIT_WORDS:
            pieces.append(DIGIT_WORDS[word])
        elif word in TEENS:
            pieces.append(str(TEENS[word]))
        elif word in TENS:
            small = parse_small(tokens, i)
            assert small is not None
            pieces.append(f"{small[0]:02d}")
            if small[1] == i + 2:
                pieces.append(None)
                i += 1
        elif word in ZERO_LETTER_WORDS:
            pieces.append("?")  # decided below, once the neighbours are known
        elif homophones and word in _RUN_HOMOPHONES:
            pieces.append("~" + _HOMOPHONES[word])  # decided below, like "oh"
        elif word in FILLERS:
            pieces.append(None)
        else:
            pieces.append("")
        i += 1
    _resolve_zero_letters(pieces)
    _resolve_homophones(pieces)
    runs: list[str] = []
    current = ""
    for piece in pieces:
        if piece is None:
            continue
        if piece:
            current += piece
        elif current:
            runs.append(current)
            current = ""
    if current:
        runs.append(current)
    return runs, numerals


def _resolve_zero_letters(pieces: list[str | None]) -> None:
    """Turn each "oh" placeholder into "0" when its group touches a digit, else a break."""
    i = 0
    while i < len(pieces):
        if pieces[i] != "?":
            i += 1
            continue
        j = i
        while j < len(pieces) and pieces[j] in ("?", None):
            j += 1
        before = next((p for p in reversed(pieces[:i]) if p is not None), "")
        after = pieces[j] if j < len(pieces) else ""
        is_digit = bool(before and before != "?") or bool(after)
        for k in range(i, j):
            if pieces[k] == "?":
                pieces[k] = "0" if is_digit else ""
        i = j


def _resolve_homophones(pieces: list[str | None]) -> None:
    """Turn each homophone placeholder ("~4") into its digit when a neighbouring piece is a
    digit string, else a break; "oh" placeholders are resolved already."""
    for i, piece in enumerate(pieces):
        if piece is None or not piece.startswith("~"):
            continue
        before = next((p for p in reversed(pieces[:i]) if p is not None), "")
        after = next((p for p in pieces[i + 1 :] if p is not None), "")
        touches = any(p and not p.startswith("~") for p in (before, after))
        pieces[i] = piece[1:] if touches else ""


def parse_digit_run(text: str) -> str | None:
    """The longest run of digits spoken or written in ``text`` (the last of equally long
    ones), for a number whose length is not known: "It went on my OneBank card, the one that
    ends in eight oh four five" -> "8045", where "one" alone is a word, not the number."""
    text = _LENGTH_PHRASE.sub(" ", text)
    runs, _ = _digit_runs(tokenize(text))
    if not runs:
        return None
    longest = max(len(run) for run in runs)
    return [run for run in runs if len(run) == longest][-1]


def parse_digits(text: str, length: int | None = None) -> str | None:
    """Digits spoken or written in ``text``, in order.

    Digit words, numerals ("4471", "4-4-7-1"), "double four" -> "44", "oh" -> "0" (next to
    other digits) and tens/teens ("forty four" -> "44") all count; dates and dollar amounts
    do not. Without ``length`` all digits are concatenated. With ``length`` the last run of
    consecutive digits of exactly that length is returned (falling back to a single numeral
    of that length inside a longer run, as in "4471, 4471"), or None. Only when a string of
    that length is expected and none was found, a digit homophone touching other digits counts
    as its digit ("It's for 1 5 5 ..." for "four one five five ..."), where "for" or "won"
    is otherwise an ordinary word.
    """
    # "the last four are ..." names the length; its "four" is not one of the digits
    text = _LENGTH_PHRASE.sub(" ", text)
    runs, numerals = _digit_runs(tokenize(text))
    if length is None:
        joined = "".join(runs)
        return joined or None
    for candidates in (runs, numerals):
        matching = [run for run in candidates if len(run) == length]
        if matching:
            return matching[-1]
    # A recogniser may write spoken digits like a date ("4-1-90" for "four one nine zero"):
    # when nothing of the expected length was found, read date-shaped runs as digits too.
    unmasked, _ = _digit_runs(tokenize(text), mask_dates=False)
    matching = [run for run in unmasked if len(run) == length]
    if matching:
        return matching[-1]
    heard, _ = _digit_runs(tokenize(text), homophones=True)
    matching = [run for run in heard if len(run) == length]
    if matching:
        return matching[-1]
    if not runs and not numerals:
        # Recognisers write a lone spoken digit as its homophone ("It's lamp too."): only when
        # nothing else in the turn is a digit and the homophone ends the turn.
        words = re.findall(r"[a-z]+", text.lower())
        if words and words[-1] in _HOMOPHONES and length == 1:
            return _HOMOPHONES[words[-1]]
    return None


_LENGTH_PHRASE = re.compile(
    r"\blast\s+(?:two|three|four|five|six|2|3|4|5|6)(?:\s+(?:digits|numbers))?\b", re.IGNORECASE
)
"""A phrase that names how many digits follow ("the last four digits are ...")."""

_HOMOPHONES = {"too": "2", "to": "2", "for": "4", "fore": "4", "ate": "8", "won": "1"}
"""Words a recogniser may write for a lone spoken digit."""

_RUN_HOMOPHONES = frozenset({"for", "fore", "won", "ate"})
"""Homophones read as digits inside a digit string; not "to", which leads a number in
ordinary speech ("change it to 447")."""


def parse_postcode(text: str) -> str | None:
    """A US ZIP code (5 digits) from numerals ("90210", "90210-1234") or digit words."""
    matches = re.findall(r"(?<![\d-])(\d{5})(?:-\d{4})?(?![\d-])", text)
    if matches:
        return matches[-1]
    return parse_digits(text, length=5)


# ---------------------------------------------------------------------------------------
# Amounts

_CURRENCY_WORDS = frozenset({"dollar", "dollars", "bucks", "buck"})
_CENT_WORDS = frozenset({"cent", "cents"})


def _money_value(token: Token) -> Decimal | None:
    """Value of a "$42.50" token or of a decimal numeral "42.50"."""
    raw = token.text.lstrip("$").strip().replace(",", "")
    if not re.fullmatch(r"\d+(?:\.\d+)?", raw):
        return None
    return Decimal(raw)


def _unit_digit(token: Token) -> int | None:
    digit = DIGIT_WORDS.get(token.text) if token.kind == "word" else None
    return int(digit) if digit is not None and digit != "0" else None


def _tens_heard_as_a_digit(tokens: list[Token], value: int, j: int) -> tuple[int, int]:
    """A recogniser's "six hundred four nine dollars" for "six hundred forty-nine dollars"
    -> (649, the index after "nine"); otherwise ``(value, j)`` unchanged.

    English never says a digit straight after a hundreds count and its units digit, so a
    cardinal that ends "<n> hundred <d1>" followed by another digit word and the currency is a
    tens word heard without its "-ty" (whisper writes "forty-nine" as "four nine" on the
    telephone line). Only with the currency word right after the second digit, so a digit
    string read one digit at a time is left alone."""
    if j < 2 or j + 1 >= len(tokens) or tokens[j - 2].text not in ("hundred", "thousand"):
        return value, j
    first, second = _unit_digit(tokens[j - 1]), _unit_digit(tokens[j])
    if first is None or second is None or value % 100 != first:
        return value, j
    after = tokens[j + 1]
    if after.kind != "word" or after.text not in _CURRENCY_WORDS:
        return value, j
    return value - first + 10 * first + second, j + 1


def _amount_at(tokens: list[Token], i: int) -> tuple[Decimal, int] | None:
    """An amount mention starting at ``i`` -> (value, next index)."""
    token = tokens[i]
    if token.kind == "money":
        value = _money_value(token)
        if value is None:
            return None
        j = _skip(tokens, i + 1, _CURRENCY_WORDS)
        if value == value.to_integral_value():
            # a recogniser writes "fifteen dollars and ninety-nine cents" as "$15 and 99 cents"
            k = j + 1 if j < len(tokens) and tokens[j].text == "and" else j
            cents = parse_cardinal(tokens, k)
            if cents is not None and cents[0] < 100:
                after = cents[1]
                if after < len(tokens) and tokens[after].text in _CENT_WORDS:
                    return value + Decimal(cents[0]) / 100, after + 1
        return value, j
    if token.kind == "compound" and re.fullmatch(r"\d+\.\d+", token.text):
        nxt = tokens[i + 1] if i + 1 < len(tokens) else None
        if nxt is not None and nxt.kind == "word" and nxt.text in _CURRENCY_WORDS:
            amount = _money_value(token)
            return (amount, i + 2) if amount is not None else None
        return None
    whole = parse_cardinal(tokens, i)
    if whole is None:
        return None
    dollars, j = _tens_heard_as_a_digit(tokens, *whole)
    unit = tokens[j].text if j < len(tokens) and tokens[j].kind == "word" else None
    if unit in _CENT_WORDS:
        return (Decimal(dollars) / 100, j + 1) if dollars < 100 else None
    if unit not in _CURRENCY_WORDS:
        return None
    j += 1
    # Cents after the dollars: "and fifty cents", "fifty", "and 50 cents".
    k = j + 1 if j < len(tokens) and tokens[j].kind == "word" and tokens[j].text == "and" else j
    cents = parse_cardinal(tokens, k)
    if cents is not None and cents[0] < 100:
        # People say prices as "forty-two dollars fifty": a number under 100 right after the
        # dollars (with or without "and" or "cents") is the cents.
        after = cents[1]
        if (
            after < len(tokens)
            and tokens[after].kind == "word"
            and tokens[after].text in _CENT_WORDS
        ):
            after += 1
        return Decimal(dollars) + Decimal(cents[0]) / 100, after
    return Decimal(dollars), j


def parse_amount(text: str) -> str | None:
    """The last dollar amount in ``text`` with two decimals: "$42.50", "42 dollars and 50
    cents", "forty-two dollars fifty", "seventy-five cents" -> "42.50", ..., "0.75".

    A canonical amount on its own ("42.50", as tools and scenario facts hold it) is itself:
    a value check compares what was heard with the canonical value parsed by this function,
    and a bare number in speech ("it was 42.50") is still no amount."""
    if re.fullmatch(r"\d+\.\d{2}", text.strip()):
        return text.strip()
    tokens = tokenize(text)
    found: list[Decimal] = []
    i = 0
    while i < len(tokens):
        hit = _amount_at(tokens, i)
        if hit is None:
            i += 1
            continue
        found.append(hit[0])
        i = hit[1]
    if not found:
        return None
    return str(found[-1].quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def bare_amounts(text: str) -> set[str]:
    """Every reading of the numbers in ``text`` as a dollar amount said without a currency
    word, as an agent reads back a sum both sides already know: "twelve hundred", "five
    thousand three hundred", "58" (whole dollars), "five fifty", "eleven twenty" (hundreds
    said in pairs: 550, 1120), "three hundred twelve seventy-five", "thirty-nine ninety-nine"
    (dollars then cents), "312.75". A phrase may have several readings ("twelve forty" is
    1240 or 12.40); all are kept, with two decimals: only a listener who knows the amount
    can tell which was meant, and a check of a known value asks just that. Digits said one
    by one ("four seven six one") are no sum."""
    found: set[Decimal] = set()
    # punctuation ends a number ("four seven six one, two forty" is a digit string and a sum)
    for piece in re.split(r"[,;:?!]|\.(?!\d)", text):
        found |= _bare_amounts(tokenize(piece))
    return {str(v.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)) for v in found}


def _bare_amounts(tokens: list[Token]) -> set[Decimal]:
    """The readings of :func:`bare_amounts` in one stretch of tokens."""
    found: set[Decimal] = set()
    i = 0
    while i < len(tokens):
        token = tokens[i]
        stated = _amount_at(tokens, i)
        if stated is not None:
            # said with its currency: that one reading ("twelve dollars and fifty cents")
            found.add(stated[0])
            i = stated[1]
            continue
        if token.kind == "compound" and (value := _money_value(token)) is not None:
            found.add(value)
            i += 1
            continue
        run = i
        while run < len(tokens) and tokens[run].kind == "word" and tokens[run].text in DIGIT_WORDS:
            run += 1
        if run - i >= 2:
            i = run  # digits said one by one ("check four seven six one") are no sum
            continue
        whole = parse_cardinal(tokens, i)
        if whole is None:
            i += 1
            continue
        # a number is read from its first word only ("five thousand three hundred" is not
        # also three hundred)
        dollars, i = whole
        found.add(Decimal(dollars))
        tail = parse_small(tokens, i)
        if tail is not None and 10 <= tail[0] <= 99:
            found.add(Decimal(dollars) + Decimal(tail[0]) / 100)
            if 0 < dollars < 100:
                found.add(Decimal(dollars * 100 + tail[0]))
            i = tail[1]
    return found


# ---------------------------------------------------------------------------------------
# Times of day

HOUR_WORDS = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
}
"""Hours of the clock in words, as a time of day is said ("four thirty")."""
_MINUTE_WORDS = {"fifteen": 15, "thirty": 30, "forty-five": 45, "forty five": 45}
_TIME = re.compile(
    r"\b(?P<hour>\d{1,2}|" + "|".join(HOUR_WORDS) + r")"
    r"(?:(?::|\s)(?P<minute>\d{2}|" + "|".join(_MINUTE_WORDS) + r"))?"
    r"(?:\s*o'?\s?clock)?"
    r"\s*(?P<part>a\.?\s?m\.?|p\.?\s?m\.?|in the (?:morning|afternoon|evening)|at night)?"
    r"(?![\w:])",
    re.IGNORECASE,
)


def parse_time(text: str) -> str | None:
    """The last time of day in ``text`` in 24-hour ``HH:MM``: "4 PM", "four in the afternoon",
    "4:30 p.m.", "16:00", "noon" -> "16:00", "16:00", "16:30", "16:00", "12:00".

    A bare hour with no part of the day ("at four") is not a time: it could be either.
    """
    found: list[str] = []
    lowered = text.lower()
    for match in _TIME.finditer(lowered):
        hour_text, minute_text, part = match["hour"], match["minute"], match["part"] or ""
        hour = int(hour_text) if hour_text.isdigit() else HOUR_WORDS[hour_text]
        if minute_text is None:
            minute = 0
        elif minute_text.isdigit():
            minute = int(minute_text)
        else:
            minute = _MINUTE_WORDS[minute_text]
        if minute > 59 or hour > 23:
            continue
        if part:
            if hour > 12 or hour == 0:
                continue
            afternoon = part.startswith("p") or "afternoon" in part or "evening" in part
            afternoon = afternoon or (part == "at night" and hour != 12)
            hour = hour % 12 + (12 if afternoon else 0)
        elif not (
            hour > 12
            or (
                minute_text is not None
                and minute_text.isdigit()
                and ":" in lowered[match.start() : match.end()]
            )
        ):
            continue
        found.append(f"{hour:02d}:{minute:02d}")
    for word, value in (("noon", "12:00"), ("midday", "12:00"), ("midnight", "00:00")):
        if re.search(rf"\b{word}\b", lowered):
            found.append(value)
    return found[-1] if found else None


# ---------------------------------------------------------------------------------------
# Names

_STRONG_LEAD_INS = (
    r"my (?:full |first |last )?name is",
    r"my (?:full |first |last )?name's",
    r"the name is",
    r"the name's",
    r"name is",
    r"call me",
    r"this is",
)
_WEAK_LEAD_INS = (r"it is", r"it's", r"i am", r"i'm")
_LEAD_IN_RES = tuple(
    re.compile(r"\b(?:" + "|".join(group) + r")\b", re.IGNORECASE)
    for group in (_STRONG_LEAD_INS, _WEAK_LEAD_INS)
)
_NAME_SKIP = (
    frozenset(
        {"yes", "yeah", "yep", "sure", "hi", "hello", "hey", "oh", "well", "okay", "ok", "so"}
    )
    | FILLERS
)
_NAME_STOP = frozenset(
    {"and", "calling", "speaking", "here", "from", "i", "please", "thanks", "thank", "about"}
    | {"my", "is", "was", "the", "a", "an", "to", "for", "with", "on", "in", "at", "of", "it"}
)
_MAX_NAME_WORDS = 4


def _title(word: str) -> str:
    """Title Case one name word, keeping hyphenated parts and O'/D' prefixes capitalised."""
    parts = []
    for part in word.split("-"):
        lower = part.lower()
        if re.fullmatch(r"[od]'[a-z]+", lower):
            parts.append(lower[0].upper() + "'" + lower[2:].capitalize())
        else:
            parts.append(lower.capitalize())
    return "-".join(parts)


def _name_words(rest: str) -> list[str]:
    """Name words at the start of ``rest``: skip greetings, stop at the clause's end."""
    words: list[str] = []
    for match in re.finditer(r"[A-Za-z][A-Za-z'\-]*|[.,;:!?]", rest):
        item = match.group()
        lower = item.lower()
        if not words and (lower in _NAME_SKIP or item in ".,;:!?"):
            continue
        if item in ".,;:!?" or lower in _NAME_STOP:
            break
        words.append(_title(item.strip("'-")))
    return words


def parse_name(text: str) -> str | None:
    """A person's name from a reply like "Hi, this is John Smith." -> "John Smith".

    Looks after a lead-in: first the explicit ones ("my name is", "name's", "this is", "call
    me"), then "it's" / "I'm"; the first that is followed by a name wins. Without a lead-in
    the whole reply is tried. Greetings and fillers before the name are skipped; the name
    ends at punctuation or a function word ("and", "calling", "my", ...). Words are Title
    Cased. None when no name remains or it has more than four words (a sentence, not a name).
    """
    normalised = text.replace("\u2019", "'")
    candidates = [
        normalised[match.end() :]
        for pattern in _LEAD_IN_RES
        for match in pattern.finditer(normalised)
    ]
    candidates.append(normalised)
    for rest in candidates:
        words = _name_words(rest)
        if words and len(words) <= _MAX_NAME_WORDS:
            return " ".join(words)
    return None


# ---------------------------------------------------------------------------------------
# Comparison


def normalise_spoken(text: str) -> str:
    """Canonical spoken form for comparing credentials: "345" == "three four five".

    Lowercases, drops punctuation, reads every numeral digit by digit ("4-4-7-1" -> "four
    four seven one", "$42.50" -> "four two five zero"), expands "double four" -> "four four",
    "oh" next to digits -> "zero", and ordinals "9th" -> "ninth".
    """
    tokens = tokenize(text)
    out: list[str] = []
    i = 0
    while i < len(tokens):
        token = tokens[i]
        if token.kind == "ord":
            out.extend(num2words(int(token.digits), to="ordinal").split("-"))
        elif token.kind != "word":
            out.extend(_DIGIT_NAMES[d] for d in token.digits)
        elif token.text in _REPEATS and i + 1 < len(tokens):
            nxt = tokens[i + 1]
            word = nxt.text if nxt.kind == "word" else _DIGIT_NAMES.get(nxt.text)
            if word in ZERO_LETTER_WORDS:
                word = "zero"
            if word in DIGIT_WORDS:
                out.extend([word] * _REPEATS[token.text])
                i += 1
            else:
                out.append(token.text)
        elif token.text in ZERO_LETTER_WORDS and _next_to_digit(tokens, i):
            out.append("zero")
        else:
            out.append(token.text)
        i += 1
    return " ".join(out)


def _is_digit_token(token: Token) -> bool:
    """True for numerals and single digit words (including another "oh")."""
    if token.kind in ("num", "compound"):
        return True
    return token.kind == "word" and (
        token.text in DIGIT_WORDS or token.text in ZERO_LETTER_WORDS or token.text in _REPEATS
    )


def _next_to_digit(tokens: list[Token], i: int) -> bool:
    """Whether the "oh" at ``i`` sits in a digit string (a digit on either side)."""
    before = i > 0 and _is_digit_token(tokens[i - 1]) and tokens[i - 1].text not in ("oh", "o")
    after = i + 1 < len(tokens) and _is_digit_token(tokens[i + 1])
    return before or after
