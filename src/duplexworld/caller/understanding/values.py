"""Values an agent reads back, and whether they match what the caller knows.

The agent may say a value in digits or words ("5064", "five oh six four", "April 9th,
1987", "5 p.m."); the comparison is made on spoken renderings (duplexworld.speech.spoken) and
the project's canonical forms (duplexworld.values), so the form does not matter, only the
value. Every kind of fact is compared: dates, times, amounts, digit strings, numbers,
postcodes, names, and free text (addresses, places, reasons) by its content words.
"""

from __future__ import annotations

import re
from difflib import SequenceMatcher

from duplexworld.caller.understanding.meaning import similarity
from duplexworld.scenario import Fact
from duplexworld.speech import spoken
from duplexworld.speech.numbers import MONTHS, parse_cardinal, parse_day, parse_small, tokenize
from duplexworld.values import canonical_name, canonical_time
from duplexworld.world.values import normalise_text

__all__ = [
    "content_words",
    "mentioned_value",
    "same_value",
    "same_word",
    "text_verdict",
    "value_verdict",
]

_FUNCTION_TEXT = (
    "a an the and or but so to of in on at for with from by about as into is are was were be "
    "been being it its it's this that these those there here i i'm i've i'll you you're your "
    "yours we we're our my me he she her his him they them their what which who whom when "
    "where why how do does did done have has had will would can could shall should may might "
    "must just only also then now okay ok alright right correct yes yeah no not sure please "
    "thanks thank great got let me us let's if is that's is that right correct confirm "
    "confirming say said says read back again mean see check okay understood perfect "
    "wonderful lovely alright sorry still well one"
)
_FUNCTION_WORDS = frozenset(w.replace("'", "") for w in _FUNCTION_TEXT.split())
"""Words that carry no value of a fact's own (so a read-back compares what it states)."""


def content_words(text: str) -> frozenset[str]:
    """The words of ``text`` that say something (lower-case, digits read as numerals):
    "So it's 915 Maple Avenue, right?" -> {"915", "maple", "avenue"}."""
    # a possessive is its noun ("the claimant's phone" names the claimant phone)
    words = normalise_text(re.sub(r"'s\b", "", text).replace("'", "")).split()
    return frozenset(w for w in words if w not in _FUNCTION_WORDS and (len(w) > 1 or w.isdigit()))


_NOT_NAME_WORDS = re.compile(
    r"\b(?:Hi|Hello|Hey|Thanks|Thank|Okay|Ok|So|And|Yes|No|Sorry|Good|Morning|Afternoon|"
    r"Evening|Dear|Well|Right|Great|Perfect|Got|Lovely|Sure|Alright"
    r"|Mister|Mr|Mrs|Ms|Miss|Missus|Dr|Doctor|Sir|Madam)\b\.?"
)
"""Capitalised words that open a sentence, greet or give a title ("Mister Parker" addresses
the caller, it reads back no name), never part of a name."""


def _words(text: str) -> set[str]:
    return set(re.findall(r"[a-z]+", text.lower()))


_NOT_A_COUNT = re.compile(
    r"\bone\s+(?:moment|second|sec|minute|more|last|of)\b"
    r"|\b(?:which|this|that|the|no|each|any|every|another)\s+one\b"
    r"|\b(?:quick|other|last|next|big|small|main|only|same|new|old|right|wrong)\s+one\b",
    re.IGNORECASE,
)
"""Where "one" is not a number ("one moment", "which one", "quick one", "the other one"): not a
value read back."""
_REFERENCE = re.compile(
    r"\b[A-Za-z]{1,5}(?:-[A-Za-z0-9]+)+\b|\b(?:[A-Za-z]\s+){0,4}[A-Za-z]\s+dash\b.*",
    re.IGNORECASE,
)
"""A record reference as heard ("DSP-T-8003", "K-1601-R", "F dash 7 2 1 4 5 8 dash 1"): its
digits belong to the agent's record (a new claim or dispute number), never to a value of the
caller's, so they are no read-back of one."""
_NUMBER_WORD = re.compile(
    r"(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|"
    r"fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|"
    r"seventy|eighty|ninety|hundred|double|triple|\d+)",
    re.IGNORECASE,
)


_BOUND = re.compile(
    r"\b(?:over|above|under|below|more than|less than|at least|at most|up to|exceeding)\s+"
    r"\$?\s?(?:[\d,.]+|(?:(?:a|and|" + _NUMBER_WORD.pattern[3:-1] + r"|thousand|million)"
    r"(?:[\s-]+|$))+)",
    re.IGNORECASE,
)
"""A bound said of an amount or a count ("cash over ten thousand", "at least three"): a
limit, no value of the caller's read back."""


def _unless_number_words(match: re.Match[str]) -> str:
    """A hyphenated run of number words ("three-eight-two-six", "sixty-four") is digits as
    written by a recogniser, not a record reference: it stays."""
    parts = match.group(0).split("-")
    if len(parts) > 1 and all(_NUMBER_WORD.fullmatch(part) for part in parts):
        return match.group(0)
    return " "


_WEEKDAY_DAY = re.compile(
    r"\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday),?\s+the\s+(?P<day>.+)",
    re.IGNORECASE,
)
"""A day said by its weekday and ordinal only ("Friday the twentieth")."""


_THE_DAY = re.compile(
    r"(?<!before )(?<!after )(?<!by )(?<!until )(?<!till )(?<!since )"
    r"\b(?:on\s+)?the\s+(?P<day>\d{1,2}(?:st|nd|rd|th)|(?:twenty|thirty)[- ](?:first|second|"
    r"third|fourth|fifth|sixth|seventh|eighth|ninth)|third|fourth|fifth|sixth|seventh|eighth|"
    r"ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|"
    r"eighteenth|nineteenth|twentieth|thirtieth|thirty-first|thirty first)"
    r"(?=\s*(?:[,.?!]|$|(?:right|correct|is that|yes|okay|ok|then|at|in the|of this|of next)\b))",
    re.IGNORECASE,
)
"""A day said by its ordinal alone ("the fourteenth, right?", "on the 14th at noon"); not
"the first" or "the second", which count things far more often than they date them, nor a
day a limit is set by ("won't allow it before the twentieth": a refusal, no read-back)."""


def month_day(text: str) -> str | None:
    """A date said without its year ("September 19th", "the 2nd of June") as ``--MM-DD``, or
    by weekday and day only ("Friday the twentieth") or by its ordinal alone ("the
    fourteenth") as ``---DD``."""
    tokens = tokenize(text)
    weekday = _WEEKDAY_DAY.search(text)
    if weekday is not None and not any(t.kind == "word" and t.text in MONTHS for t in tokens):
        day = parse_day(tokenize(weekday["day"]), 0)
        if day is not None:
            return f"---{day[0]:02d}"
    if not any(t.kind == "word" and t.text in MONTHS for t in tokens):
        alone = _THE_DAY.search(text)
        if alone is not None:
            day = parse_day(tokenize(alone["day"]), 0)
            if day is not None:
                return f"---{day[0]:02d}"
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


_HOURS = {**spoken.HOUR_WORDS, "noon": 12, "midday": 12, "midnight": 0}
_MINUTES = {
    "oh five": 5,
    "ten": 10,
    "fifteen": 15,
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "forty-five": 45,
    "forty five": 45,
    "fifty": 50,
}
_CLOCK = (
    r"(?:(?P<half{n}>half)\s+(?:past\s+)?)?"
    r"(?P<hour{n}>\d{{1,2}}|" + "|".join(_HOURS) + r")"
    r"(?:(?::|\s+)(?P<minute{n}>\d{{2}}|"
    + "|".join(sorted(_MINUTES, key=len, reverse=True))
    + r"))?"
    r"(?:\s*o'?\s?clock)?"
    r"(?:\s*(?P<part{n}>a\.?\s?m\.?|p\.?\s?m\.?|in the (?:morning|afternoon|evening)|at night|"
    r"tonight))?"
)
_WINDOW = re.compile(
    r"\b"
    + _CLOCK.format(n="a")
    + r"\s*(?:to|till|til|until|through|thru|and|-|–)\s*"
    + _CLOCK.format(n="b")
    + r"(?![\w:])",
    re.IGNORECASE,
)
"""Two times of day with the span between them ("seven till eleven in the morning", "1-5
p.m.", "ten till half eleven in the evening")."""
WINDOW_VALUE = re.compile(r"^\d{2}:\d{2}-\d{2}:\d{2}$")
"""How a window of hours is stored as a fact's value ("07:00-11:00")."""


def _clock(match: re.Match[str], n: str) -> tuple[int, int, str | None]:
    """Hour (1-12 or 0-23 as said), minute and part of the day of one end of a window."""
    raw = match[f"hour{n}"].lower()
    hour = int(raw) if raw.isdigit() else _HOURS[raw]
    minute_text = match[f"minute{n}"]
    if minute_text is None:
        minute = 30 if match[f"half{n}"] else 0
    else:
        minute = int(minute_text) if minute_text.isdigit() else _MINUTES[minute_text.lower()]
    part = match[f"part{n}"]
    if part is None:
        return hour, minute, None
    part = part.lower()
    evening = part.startswith("p") or any(w in part for w in ("afternoon", "evening", "night"))
    return hour, minute, "pm" if evening else "am"


def _on_clock(hour: int, minute: int, part: str | None) -> str:
    if part is not None and hour <= 12:
        hour = hour % 12 + (12 if part == "pm" else 0)
    return f"{hour:02d}:{minute:02d}"


def time_window(text: str) -> str | None:
    """A span of hours said in ``text`` as ``HH:MM-HH:MM``; prefixed ``~`` when no part of
    the day was said ("six to seven"), so either half of the clock matches it.

    The part of the day said once covers both ends ("one to five in the afternoon": 13:00
    to 17:00), and a span that runs past noon moves its end over ("eight a.m. till twelve",
    "ten till two": the end is later than the start)."""
    match = _WINDOW.search(text)
    if match is None:
        return None
    h1, m1, p1 = _clock(match, "a")
    h2, m2, p2 = _clock(match, "b")
    if h1 > 23 or h2 > 23 or m1 > 59 or m2 > 59:
        return None
    if p1 is None and p2 is not None:
        # "eleven to two in the afternoon" starts in the morning
        p1 = p2 if (h1 % 12) <= (h2 % 12) or p2 == "am" else "am"
    if p2 is None and p1 is not None:
        p2 = p1 if (h2 % 12) > (h1 % 12) else ("pm" if p1 == "am" else p1)
    vague = p1 is None and h1 <= 12 and h2 <= 12
    return ("~" if vague else "") + f"{_on_clock(h1, m1, p1)}-{_on_clock(h2, m2, p2)}"


def _same_window(heard: str, target: str) -> bool:
    """Whether a span said matches a stored ``HH:MM-HH:MM`` (modulo 12 hours when said
    without a part of the day)."""
    if heard.startswith("~"):
        said = heard[1:].split("-")
        own = target.split("-")
        return all(
            int(a[:2]) % 12 == int(b[:2]) % 12 and a[3:] == b[3:]
            for a, b in zip(said, own, strict=True)
        )
    return heard == target


_HOUR_24 = {
    **{word: value for word, value in spoken.HOUR_WORDS.items() if value <= 12},
    "zero": 0,
    "oh": 0,
    "thirteen": 13,
    "fourteen": 14,
    "fifteen": 15,
    "sixteen": 16,
    "seventeen": 17,
    "eighteen": 18,
    "nineteen": 19,
    "twenty": 20,
    "twenty-one": 21,
    "twenty one": 21,
    "twenty-two": 22,
    "twenty two": 22,
    "twenty-three": 23,
    "twenty three": 23,
}
_HOUR_ALT = "|".join(sorted(_HOUR_24, key=len, reverse=True))
_UNITS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
_TEENS = ("ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen")
_MINUTE_WORDS = {
    **{f"oh {unit}": n for n, unit in enumerate(_UNITS, start=1)},
    **{word: n for n, word in enumerate((*_TEENS, "eighteen", "nineteen"), start=10)},
    **{
        f"{tens}{sep}{unit}": base + n
        for base, tens in ((20, "twenty"), (30, "thirty"), (40, "forty"), (50, "fifty"))
        for n, unit in enumerate(("", *_UNITS))
        for sep in (("",) if not unit else (" ", "-"))
    },
}
_MINUTE_ALT = "|".join(sorted(_MINUTE_WORDS, key=len, reverse=True))
_PART = (
    r"(?P<part>a\.?\s?m\b\.?|p\.?\s?m\b\.?|in the (?:morning|afternoon|evening)|at night|tonight"
    r"|this (?:morning|afternoon|evening))"
)
_PAST_TO = re.compile(
    r"\b(?P<rel>(?:a\s+)?quarter|half|(?P<count>\d{1,2}|five|ten|twenty|twenty[- ]five)"
    r"(?:\s+minutes?)?)\s+(?P<dir>past|after|to|till|before|of)\s+"
    r"(?P<hour>\d{1,2}|noon|midnight|"
    + _HOUR_ALT
    + r")\b(?:\s*o'?\s?clock)?(?:\s*"
    + _PART
    + r")?",
    re.IGNORECASE,
)
"""A time said from the hour ("quarter past four", "twenty to five in the afternoon", "half
past two")."""
_HUNDRED_HOURS = re.compile(
    r"\b(?P<hour>" + _HOUR_ALT + r"|\d{1,2})\s+hundred(?:\s+hours)?\b(?!\s+(?:and|dollars?|"
    r"bucks|pounds|euros|thousand))|\b(?P<digits>[01]\d|2[0-3])(?P<mins>[0-5]\d)\s*(?:hours|hrs|h)\b",
    re.IGNORECASE,
)
"""The 24-hour clock said as a number ("sixteen hundred", "oh nine hundred hours", "1430
hours")."""
_CLOCK_TIME = re.compile(
    r"(?<![\w:.$])(?P<hour>\d{1,2}|" + _HOUR_ALT + r")"
    r"(?:(?P<colon>:)(?P<digits>[0-5]\d)|\s+(?P<words>" + _MINUTE_ALT + r"))?"
    r"(?P<oclock>\s*o'?\s?clock)?(?:\s*" + _PART + r")?(?![\w:])",
    re.IGNORECASE,
)
"""An hour with or without its minutes, in digits or words, with or without the part of the
day ("4 PM", "four fifteen", "two forty in the afternoon", "9:30")."""
_AT_TIME = re.compile(r"\b(?:at|by|around|about|for|from|until|till|before|after)\s*$", re.I)
"""A preposition before a bare hour that makes it a time of day ("at four")."""


def _part_hour(hour: int, part: str | None) -> int | None:
    """The 24-hour hour of ``hour`` said with ``part`` of the day (None: impossible)."""
    if part is None:
        return hour
    if hour > 12 or hour == 0:
        return None
    part = part.lower()
    evening = part.startswith("p") or any(
        w in part for w in ("afternoon", "evening", "night", "tonight")
    )
    if part == "at night" and hour == 12:
        evening = False
    return hour % 12 + (12 if evening else 0)


def said_time(text: str, timely: bool = False) -> str | None:
    """The last time of day ``text`` states, by its meaning: ``HH:MM`` when it is certain ("4
    PM", "sixteen hundred", "four in the afternoon", "quarter past four p.m.") and ``~HH:MM``
    when the part of the day is left out ("quarter past four", "four o'clock", "at four
    fifteen"), which either half of the clock matches.

    A bare hour or an hour and minutes in words ("four fifteen", "two forty") is a time only
    when something says so: "o'clock", a part of the day, a preposition before it ("at
    four"), or ``timely`` (the sentence names the time it reads back); else it may be an
    amount or a count. Noon, midday and midnight are times."""
    found: list[tuple[int, str]] = []
    for match in _PAST_TO.finditer(text):
        raw = match["hour"].lower()
        if raw in ("noon", "midnight"):
            hour = 12 if raw == "noon" else 0
        else:
            hour = int(raw) if raw.isdigit() else _HOUR_24.get(raw, 99)
        rel = match["rel"].lower()
        if "quarter" in rel:
            minutes = 15
        elif rel == "half":
            minutes = 30
        else:
            count = match["count"].lower().replace("-", " ")
            minutes = (
                int(count)
                if count.isdigit()
                else {"five": 5, "ten": 10, "twenty": 20}.get(count, 25)
            )
        if match["dir"].lower() == "half" or (rel == "half" and match["dir"].lower() != "past"):
            continue  # "half to four" is no English time
        if hour > 23 or minutes >= 60:
            continue
        forward = match["dir"].lower() in ("past", "after")
        hour24 = _part_hour(hour, match["part"])
        if hour24 is None:
            continue
        total = hour24 * 60 + (minutes if forward else -minutes)
        total %= 24 * 60
        vague = match["part"] is None and 1 <= hour <= 12
        found.append(
            (match.start(), ("~" if vague else "") + f"{total // 60:02d}:{total % 60:02d}")
        )
    covered = [m.span() for m in _PAST_TO.finditer(text)]
    for match in _HUNDRED_HOURS.finditer(text):
        if match["digits"] is not None:
            hour, minute = int(match["digits"]), int(match["mins"])
        else:
            raw = match["hour"].lower()
            hour = int(raw) if raw.isdigit() else _HOUR_24[raw]
            minute = 0
            # "nine hundred" is a count or an amount; "oh nine hundred (hours)" is a time
            said_24h = raw.startswith(("oh", "zero", "0")) or "hours" in match.group(0).lower()
            if hour < 10 and not said_24h:
                continue
        if hour <= 23:
            found.append((match.start(), f"{hour:02d}:{minute:02d}"))
            covered.append(match.span())
    for match in _CLOCK_TIME.finditer(text):
        if any(a <= match.start() < b for a, b in covered):
            continue
        raw = match["hour"].lower()
        hour = int(raw) if raw.isdigit() else _HOUR_24[raw]
        if match["digits"] is not None:
            minute = int(match["digits"])
        elif match["words"] is not None:
            minute = _MINUTE_WORDS[match["words"].lower()]
        else:
            minute = 0
        part = match["part"]
        placed = timely or bool(_AT_TIME.search(text[: match.start()]))
        if not (part or match["oclock"] or match["colon"] or placed) or hour > 23:
            continue  # "four fifteen" alone may be an amount or digits
        if match["words"] is None and match["colon"] is None and not part and not match["oclock"]:
            # a bare hour: only after "at" and the like, and never a count of something
            after = text[match.end() :].lstrip()
            if re.match(r"[a-z]", after, re.IGNORECASE) and not re.match(
                r"(?:then|right|correct|is|okay|ok|please|on|that|sharp|tomorrow|today)\b",
                after,
                re.IGNORECASE,
            ):
                continue
        hour24 = _part_hour(hour, part)
        if hour24 is None:
            continue
        vague = part is None and 1 <= hour <= 12
        found.append((match.start(), ("~" if vague else "") + f"{hour24:02d}:{minute:02d}"))
    for word, value in (("noon", "12:00"), ("midday", "12:00"), ("midnight", "00:00")):
        for match in re.finditer(rf"\b{word}\b", text, re.IGNORECASE):
            if not any(a <= match.start() < b for a, b in covered):
                found.append((match.start(), value))
    if not found:
        return None
    return max(found, key=lambda item: item[0])[1]


def _same_time(heard: str, target: str) -> bool:
    """Whether a time said (``said_time``) is the stored one: a vague ``~HH:MM`` matches
    either half of the clock."""
    own = canonical_time(target)
    if own is None:
        return False
    if heard.startswith("~"):
        vague = heard[1:]
        return vague[3:] == own[3:] and int(vague[:2]) % 12 == int(own[:2]) % 12
    return canonical_time(heard) == own


_MAGNITUDE = re.compile(r"\b(?:hundred|thousand|million)\b", re.IGNORECASE)


def _quantities(text: str) -> list[int]:
    """The whole numbers said in ``text`` as quantities ("three hundred and ten thousand" is
    310000, "a three out of five" says 3 and 5), in order."""
    # "a thousand" is one thousand, as "a hundred" is one hundred
    text = re.sub(r"\ba (hundred|thousand|million)\b", r"one \1", text, flags=re.IGNORECASE)
    tokens = tokenize(text)
    found: list[int] = []
    i = 0
    while i < len(tokens):
        hit = parse_cardinal(tokens, i)
        if hit is None:
            i += 1
            continue
        found.append(hit[0])
        i = hit[1]
    return found


def _amounts(text: str, named: bool) -> list[str]:
    """Every reading of an amount in ``text`` (two decimals): said with its currency, as a
    price in words ("six twenty a bushel"), or as a whole quantity ("fourteen thousand two
    hundred")."""
    # "thirty-five grand": thousands of dollars, said as people say money
    text = _GRAND.sub(" thousand dollars", text)
    pair = _price_in_words(text, priced=named)
    readings = [spoken.parse_amount(text), pair]
    if pair is not None:  # "twenty-six forty" is also 2640, as "thirteen fifty" is 1350
        dollars, cents = pair.split(".")
        readings.append(f"{int(dollars) * 100 + int(cents)}.00")
    readings += _hundreds_price(text)
    if _MAGNITUDE.search(text):  # "the last four" is no amount; "nine thousand" is
        readings += [f"{q}.00" for q in _quantities(text) if q >= 100]
    # a recogniser writes an amount said without its currency as a bare numeral: "694.99"
    # (two decimals: money), and in a sentence about money "645" for "six forty-five" (6.45
    # or 645) or "240" for "two forty"
    readings += [f"{m[1]}.{m[2]}" for m in _DECIMAL_AMOUNT.finditer(text)]
    money = named or bool({t.text for t in tokenize(text)} & _MONEY_WORDS)
    dated = any(t.text in MONTHS for t in tokenize(text))
    for m in _BARE_NUMERAL.finditer(text) if money else ():
        digits = m[1].replace(",", "")
        if dated and len(digits) == 4 and digits.startswith(("19", "20")):
            continue  # "June 9, 2024": a year
        readings.append(f"{int(digits)}.00")
        if 3 <= len(digits) <= 4:
            readings.append(f"{int(digits[:-2])}.{digits[-2:]}")
    return list(dict.fromkeys(r for r in readings if r is not None))


def _hundreds_price(text: str) -> list[str]:
    """A price said in three numbers, hundreds, the rest of the dollars and the cents, the
    way people read one out ("three twelve forty" -> 312.40)."""
    tokens = tokenize(text)
    found = []
    for i in range(len(tokens)):
        hundreds = parse_small(tokens, i)
        if hundreds is None or not 1 <= hundreds[0] <= 9 or hundreds[1] != i + 1:
            continue
        rest = parse_small(tokens, hundreds[1])
        cents = parse_small(tokens, rest[1]) if rest is not None else None
        if rest is None or cents is None or not (10 <= rest[0] <= 99 and 10 <= cents[0] <= 99):
            continue
        found.append(f"{hundreds[0] * 100 + rest[0]}.{cents[0]:02d}")
    return found


_GRAND = re.compile(r"\s+grand\b", re.IGNORECASE)
"""Thousands of dollars in everyday words ("sixty-four grand")."""
_DECIMAL_AMOUNT = re.compile(r"(?<![\w.$:])(\d{1,3}(?:,\d{3})*|\d+)\.(\d{2})(?!\d|\.\d)")
"""An amount in digits without its currency ("694.99")."""
_BARE_NUMERAL = re.compile(
    r"(?<![\w.$:\-])(\d{1,3}(?:,\d{3})+|\d{2,6})(?![\w.:\-]|\s*(?:dollars?|bucks|cents?|%|percent))"
)
"""A whole numeral without a currency (an amount only where the sentence speaks of money)."""


def _spoken_numeric_date(text: str) -> str | None:
    """A date said as its numbers alone, month, day and year ("nine nine ninety", "two
    twenty-five seventy-three"), as ISO; only when the sentence says exactly three numbers."""
    tokens = tokenize(text)
    numbers: list[int] = []
    i = 0
    written = False
    while i < len(tokens):
        hit = parse_small(tokens, i)
        if hit is None and tokens[i].kind == "num" and len(tokens[i].text) <= 2:
            # a recogniser writes "three twenty-two ninety-six" as "3 22 96"
            hit, written = (int(tokens[i].text), i + 1), True
        if hit is None:
            if tokens[i].kind != "word":
                return None
            i += 1
            continue
        numbers.append(hit[0])
        i = hit[1]
    if len(numbers) != 3:
        return None
    month, day, year = numbers
    if written and year < 10:
        return None  # "8 5 2": digits, not a date
    if not (1 <= month <= 12 and 1 <= day <= 31):
        return None
    year += 2000 if year < 30 else 1900
    try:
        import datetime

        return datetime.date(year, month, day).isoformat()
    except ValueError:
        return None


_CENTURY_WORDS = {"19": "nineteen", "20": "twenty", "18": "eighteen"}
_CENTURY = re.compile(r"\b(18|19|20)\s+hundred\b")
"""A year a recogniser half wrote in digits ("19 hundred eighty seven" for "nineteen
eighty-seven"): its century in words reads as the year it is."""


_HOLIDAYS = {
    "newyearsday": "January 1st",
    "newyearday": "January 1st",
    "valentinesday": "February 14th",
    "valentineday": "February 14th",
    "stpatricksday": "March 17th",
    "saintpatricksday": "March 17th",
    "independenceday": "July 4th",
    "halloween": "October 31st",
    "christmaseve": "December 24th",
    "christmasday": "December 25th",
    "newyearseve": "December 31st",
    "newyeareve": "December 31st",
}
"""Days of the year called by their name, on a fixed date ("Valentine's Day, 1984"), keyed by
their letters alone."""
_HOLIDAY = re.compile(
    r"\b(?:new year'?s? (?:day|eve)|valentine'?s? day|(?:st\.?|saint) patrick'?s? day|"
    r"independence day|halloween|christmas (?:eve|day))\b",
    re.IGNORECASE,
)


def mentioned_value(
    text: str, fact: Fact, named: bool = False, labelled: bool = False
) -> str | None:
    """The value of ``fact``'s kind that ``text`` states, or None.

    Names: the capitalised words of the sentence that look like the fact's name (same
    number of words, at least one in common) or the fact's own words. Free text: the
    sentence's content words other than the fact's label, when they share a word with the
    fact's value or the sentence names the fact (``named``: "So the merchant was StreamFlix?"
    states a merchant even though no word of it is the caller's); every word of it when the
    sentence says first what the value is (``labelled``: "Allergies: peanuts.").
    """
    kind = fact.kind
    if kind == "date":
        text = _CENTURY.sub(lambda m: f"{_CENTURY_WORDS[m[1]]} hundred", text)
        text = _HOLIDAY.sub(lambda m: _HOLIDAYS[re.sub(r"[^a-z]+", "", m[0].lower())], text)
        return spoken.parse_date(text) or month_day(text) or _spoken_numeric_date(text)
    if kind == "time":
        return said_time(text, timely=named)
    if kind == "text" and WINDOW_VALUE.match(fact.value):
        # a span of hours is compared as times ("seven till eleven in the morning"), not
        # as words
        return time_window(text)
    if kind == "text" and fact.value in ("yes", "no"):
        # whether something holds, however the label puts it ("whether anyone was injured",
        # "home battery", "plans to move"): the polarity of a statement about its matter
        return _polarity(text, fact.label)
    if kind == "text":
        if re.search(r"\bor\b", text, re.IGNORECASE):
            return None  # "was it a rear collision or something else": a choice, asked
        stated = content_words(text) - content_words(fact.label)
        # named: a short value in a sentence about the fact ("So the merchant is StreamFlix?"),
        # a name or a number (not "the new address you moved to")
        proper = {w.lower() for w in re.findall(r"(?<!^)(?<![.?!] )\b[A-Z][A-Za-z]+|\d+", text)}
        said_value = named and len(stated) <= 4 and bool(stated & proper)
        said_value = said_value or (labelled and 0 < len(stated) <= LABELLED_WORDS)
        # one shared word is no read-back when the sentence says much else: "Could you tell
        # me your policy number?" shares "policy" with "she's the main person on the policy"
        shared = stated & content_words(fact.value)
        overlaps = len(shared) >= 2 or 2 * len(shared) >= len(stated)
        if stated and (said_value or (shared and overlaps)):
            # in the order said, so a list read back in another order is told apart
            order = normalise_text(re.sub(r"'s\b", "", text).replace("'", "")).split()
            words = list(dict.fromkeys(w for w in order if w in stated))
            # a word of the caller's value said negated ("skiing, no snowboarding") is said
            # to be no part of it: kept as such, so the comparison sees it missing
            # (unless the value says it so itself: "no soap at hand sink" read back as "the
            # hand sink had no soap")
            denied = {
                w
                for w in content_words(fact.value)
                if _negated(w, text) and not _negated(w, fact.value)
            }
            return " ".join(f"xnot{w}" if w in denied else w for w in words)
        return None
    if kind in ("amount", "number"):
        text = _BOUND.sub(" ", text)
    if kind in ("digits", "number", "postcode"):
        text = _REFERENCE.sub(_unless_number_words, text)
    if kind in ("digits", "number"):
        text = _NOT_A_COUNT.sub(" ", text)
    if kind == "digits":
        # whisper writes a leading "eight" as the letter ("A380" for "eight three eight
        # zero"): one letter short of the caller's length, it is the digit
        text = (
            re.sub(rf"\bA(?=\d{{{len(fact.value) - 1}}}\b)", "8", text)
            if len(fact.value) > 2
            else text
        )
        digits = spoken.parse_digits(text, length=len(fact.value))
        if digits is None and _MAGNITUDE.search(text):
            # a recogniser writes digits read out in pairs or one by one as a number in words
            # ("nine thousand five hundred eighty six" for "nine five eight six"): as many
            # digits as the caller's string is that string said
            sized = [str(q) for q in _quantities(text) if len(str(q)) == len(fact.value)]
            digits = sized[-1] if sized else None
        return digits
    if kind == "postcode":
        return spoken.parse_postcode(text)
    if kind == "amount":
        # of several readings ("twenty-six forty": 26.40 or 2640), the caller's own value
        # is the one meant when it is among them
        readings = _amounts(text, named)
        if not named and len(_quantities(text)) <= 2:
            # a pair of numbers with no word of money ("Fifteen ninety-nine on June fifth.")
            # is the caller's amount when it is exactly that amount (then it is no card's
            # digits); another pair says no amount at all, and beside other numbers
            # ("eighteen cartons, eleven twenty") the pair may be read with the wrong partner
            readings += [r for r in _amounts(text, True) if r not in readings]
            readings = [r for r in readings if r in _amounts(text, False) or same_value(r, fact)]
        own = [r for r in readings if same_value(r, fact) or same_value(r, fact, fact.final_value)]
        chosen = own or readings
        return chosen[0] if chosen else None
    if kind == "number" and (time_window(text) or spoken.parse_time(text)):
        return None  # "seven till eleven in the morning" says hours, not a quantity
    if kind == "number":
        # a quantity said in words ("three hundred and ten thousand", "a three out of
        # five") is read as a number; a run of single digits as digits
        scale = re.search(r"\bout of\b", text, re.IGNORECASE)
        if scale is not None:  # "a four out of five": the score, not the scale
            quantities = [str(q) for q in _quantities(text[: scale.start()])][-1:]
        elif _MAGNITUDE.search(text):
            quantities = [str(q) for q in _quantities(text)]
        else:
            quantities = []
        if not quantities:
            digits = spoken.parse_digits(text)
            quantities = [digits] if digits is not None else []
        if not quantities and not any(t.text in MONTHS for t in tokenize(text)):
            # "Fourth floor?": an ordinal counts when no date is being said
            tokens = tokenize(text)
            for i in range(len(tokens)):
                if tokens[i].text in ("first", "second", "1st", "2nd"):
                    continue  # "first thing", "one second": no count
                if tokens[i].kind == "ord" or tokens[i].text.endswith(("th", "rd")):
                    day = parse_day(tokens, i)
                    if day is not None:
                        quantities = [str(day[0])]
                        break
        if quantities and re.search(r"\b(?:minus|negative)\s+\w", text, re.IGNORECASE):
            quantities = [f"-{q}" for q in quantities]  # "minus five" is not five
        own = [q for q in quantities if q in (fact.value, fact.final_value)]
        picked = own or quantities
        return picked[0] if picked else None
    if kind == "name":
        # a greeting or a filler before a name is no part of it ("Hi Colleen.")
        text = re.sub(_NOT_NAME_WORDS, " ", text)
        names = re.findall(r"(?:[A-Z][a-z'\-]+\s?)+", text)
        size = len(fact.value.split())
        known = _words(fact.value)
        for candidate in names:
            words = candidate.split()
            # a name read back shares the caller's first or last name ("Laura Bennet")
            if len(words) >= size and _words(candidate) & known:
                return " ".join(words[-size:]) if len(words) > size else candidate.strip()
        if not re.search(r"[A-Z]", text):
            return _lower_case_name(text, fact)
        if named:
            # "Signatory is Mark Bellamy, is it?": in a sentence about the fact, a name of
            # the caller's name's size is a value read back even with no word in common
            label = content_words(fact.label)
            sized = [
                c.strip()
                for c in names
                if len(c.split()) == size
                and len(content_words(c)) == size
                and not content_words(c) & label
            ]
            if len(sized) == 1:
                return sized[0]
        return None
    return None


def _negated(word: str, text: str) -> bool:
    """Whether ``text`` says ``word`` negated ("no snowboarding", "without the garage")."""
    return bool(
        re.search(
            rf"\b(?:no|not|without|except)\s+(?:the\s+|any\s+)?{re.escape(word)}\b",
            text,
            re.IGNORECASE,
        )
    )


_NEGATION = re.compile(
    r"\b(?:no|not|nobody|no one|none|nothing|never|neither|nor|without|cannot|missing|"
    # a contraction, with or without its apostrophe ("wont", "dont"); not any word ending
    # in "nt" ("want", "plant", "patient" negate nothing)
    r"\w+n't|(?:do|does|did|wo|ca|is|are|was|were|has|have|had|could|would|should|ai)nt)\b",
    re.IGNORECASE,
)
_INVERTED = re.compile(
    r"^(?:(?:and|so|okay|ok|right|now)[,\s]+)?(?:is|are|was|were|do|does|did|has|have|had|can|"
    r"could|will|would|any|anyone|anybody|anything|whether|what|which|who|how|when|where)\b",
    re.IGNORECASE,
)


def _polarity(text: str, label: str) -> str | None:
    """The yes or no a sentence states for a fact that is whether something holds ("whether
    anyone was injured": "So nobody was hurt, right?" states no; "The toe boards are fitted,
    yeah?" states yes): a statement about the label's matter (a word of it said, in any
    form), negated or not. A question put for the fact ("Was anyone injured?") states
    nothing: it asks; so does one that says fewer than half the matter's words."""
    if _INVERTED.match(text.strip()):
        return None
    matter = {_stem(w) for w in content_words(label) - {"whether"}}
    if 2 * len({_stem(w) for w in content_words(text)} & matter) < len(matter):
        return None  # "Working hours on site?" shares one word with "whether the site is ..."
    return "no" if _NEGATION.search(text) else "yes"


_TITLES = frozenset({"mr", "mrs", "ms", "miss", "mister", "missus", "dr", "doctor", "sir"})
_NAME_END = re.compile(r"^(?:right|correct|yes|yeah|is that right|is that correct)?\W*$")


def _lower_case_name(text: str, fact: Fact) -> str | None:
    """A name in text a recogniser wrote all in lower case ("just to check is that sarah
    mills"): as many words as the caller's name, one of them the caller's, at the end of the
    sentence or before its tag, none of them a word that names the fact or says nothing."""
    size = len(fact.value.split())
    words = re.findall(r"[a-z'\-]+", text)
    titled = {i + 1 for i, w in enumerate(words) if w in _TITLES}
    known = _words(fact.value)
    label = content_words(fact.label)
    for start in range(len(words) - size, -1, -1):
        window = words[start : start + size]
        tail = " ".join(words[start + size :])
        if not _NAME_END.match(tail) or not set(window) & known or set(window) & _TITLES:
            continue
        if start in titled:
            continue  # "your date of birth please mister davis": the caller addressed
        if all(w in content_words(w) and w not in label for w in window):
            return " ".join(w.capitalize() for w in window)
    return None


_MONEY_WORDS = frozenset(
    {
        "charge",
        "charged",
        "amount",
        "price",
        "cost",
        "costs",
        "paid",
        "pay",
        "payment",
        "fee",
        "refund",
        "bill",
        "billed",
        "total",
        "balance",
        "estimate",
        "deposit",
        "credit",
    }
)
"""Words that make two numbers in a row a price rather than, say, a year."""


def _price_in_words(text: str, priced: bool = False) -> str | None:
    """A price said as two numbers in words, dollars then cents, the way people read one out
    ("a charge of fifteen ninety-nine" -> "15.99"); the last one in ``text``. Only words:
    "1599" or "fifteen" alone is no price; the sentence must speak of money, and a pair
    after a month or a day ("June twelfth, twenty twenty-four") is a year."""
    tokens = tokenize(text)
    per_unit = re.search(r"\b(?:a|an|per)\s+(?!lot\b|bit\b|few\b|year\b|month\b)[a-z]+", text)
    if not ({token.text for token in tokens} & _MONEY_WORDS or priced or per_unit):
        # (a price per unit, "six twenty a bushel", or one said of the amount the
        # sentence names, is money too)
        return None
    found: str | None = None
    i = 0
    while i < len(tokens):
        dollars = parse_small(tokens, i)
        if dollars is None:
            i += 1
            continue
        cents = parse_small(tokens, dollars[1])
        before = tokens[i - 1].text if i > 0 else ""
        dated = before in MONTHS or bool(re.fullmatch(r"\w*(?:st|nd|rd|th)", before))
        if cents is not None and 10 <= cents[0] < 100 and dollars[0] > 0 and not dated:
            found = f"{dollars[0]}.{cents[0]:02d}"
            i = cents[1]
        else:
            i = dollars[1]
    return found


def same_value(heard: str, fact: Fact, value: str | None = None) -> bool:
    """Whether ``heard`` (a value parsed from the agent's words) is ``value`` (default: the
    value the caller currently holds for ``fact``), compared in spoken form."""
    target = value if value is not None else fact.value
    if fact.kind == "date" and heard.startswith("---"):  # "Friday the twentieth": the day
        return target[8:] == heard[3:]
    if fact.kind == "date" and heard.startswith("--"):  # no year said: month and day decide
        return target[4:] == heard[1:]
    if fact.kind == "time":
        return _same_time(heard, target)
    if fact.kind == "name":
        return canonical_name(heard) == canonical_name(target)
    if fact.kind == "text" and target in ("yes", "no"):
        return heard == target  # whether something holds (``_polarity``)
    if fact.kind == "text" and WINDOW_VALUE.match(target):
        return _same_window(heard, target) if ":" in heard else same_text(heard, target)
    if fact.kind == "text":
        return same_text(heard, target, fact.label)
    if fact.kind == "number" and heard.startswith("-") != target.startswith("-"):
        return False  # "minus five" is not five
    if fact.kind == "amount":
        try:
            return float(heard) == float(target)
        except ValueError:
            return False
    return spoken.normalise_spoken(heard) == spoken.normalise_spoken(target)


def value_verdict(
    heard: str, fact: Fact, value: str | None = None, sentence: str = ""
) -> bool | None:
    """Three-way ``same_value``: True (the caller's value), False (clearly another value of
    the fact's kind) or None (the words cannot be told apart from a paraphrase: the caller
    asks rather than say yes or correct). Only free text has the third outcome; a date, a
    time, an amount, digits, a count, a name, a yes/no or a span of hours parses or is not
    taken for a value at all (``mentioned_value``)."""
    target = value if value is not None else fact.value
    free = fact.kind == "text" and target not in ("yes", "no") and not WINDOW_VALUE.match(target)
    if free:
        return text_verdict(heard, target, fact.label, sentence)
    if same_value(heard, fact, value):
        return True
    if fact.kind in ("amount", "number", "digits", "postcode") and _partial(heard, fact, target):
        return None
    return False


def _partial(heard: str, fact: Fact, target: str) -> bool:
    """Whether a number parsed from the agent's words is a part of the caller's, its first
    or last digits only ("three hundred twelve seventy-five" read as 12.75 for 312.75): a
    parse that lost words, not a wrong value. A quantity with its leading digits gone is
    another order of magnitude, no slip of the tongue; a digit string one digit short may be
    a digit dropped on purpose, so only two or more missing count there."""
    said, own = re.sub(r"\D", "", heard), re.sub(r"\D", "", target)
    short = 1 if fact.kind in ("amount", "number") else 2
    if len(said) < 2 or len(own) - len(said) < short:  # one digit is a whole word said
        return False
    return own.endswith(said) or own.startswith(said)


def text_verdict(heard: str, target: str, label: str = "", sentence: str = "") -> bool | None:
    """Three-way: whether free text read back states the caller's text (True), clearly
    states another (False), or cannot be told (None: the caller asks to hear it again).

    Clearly another: a number that is not the caller's, a word of the caller's value said to
    be no part of it, a list in another order, with an item left out or swapped for another
    (``_list_verdict``), a capitalised word (a place, a firm, a person) close to none of the
    caller's words said where the caller's own is missing ("Montreal" for "Toronto"). Words
    swapped for the caller's ("penicillin" for "aspirin", "the water heater" for "the boiler
    closet") are weighed by meaning (``meaning.similarity`` of what was said and the caller's
    value): a paraphrase ("the boiler cupboard door", "your wife's plan at her work" for "my
    wife's plan through her job") is the caller's value, a phrase far from it another, and
    one between is no clear verdict: a person unsure asks."""
    said, own = content_words(heard), content_words(target)
    if not said or not own:
        return None
    if any(w.startswith("xnot") and w[4:] in own for w in said):
        return False
    said = frozenset(w[:-1] if w.endswith("s") and w[:-1] in own else w for w in said)
    if _PERSON.fullmatch(target.strip()):
        # a person's name is said letter for letter or it is another's
        return same_text(heard, target, label)
    if {w for w in said if any(c.isdigit() for c in w)} - own:
        return False
    in_words = _number_in_words(heard, own)
    if in_words is False:
        return False  # "four-twenty Cedar Lane" for 412: another number, said in words
    if in_words:
        # "nine one five Maple Avenue": the caller's number, compared as its digits
        digits = spoken.parse_digits(heard)
        kept = [
            w for w in heard.replace("-", " ").split() if not _NUMBER_WORD.fullmatch(w.strip(",."))
        ]
        heard = f"{digits} {' '.join(kept)}"
        said = content_words(heard)
    items = _items(target)
    if len(items) >= 2:
        return _list_verdict(heard, said, items, label)
    named_by = content_words(label)
    proper = {
        w.lower()
        for w in re.findall(r"(?<!^)(?<![.?!] )\b[A-Z][A-Za-z]+", sentence)
        if w.lower() not in _FUNCTION_WORDS
    }
    if (said & proper) - own and own - said:
        # another place, firm or person named where the caller's is not ("StreamFlix" for
        # "StreamMax", "Montreal" for "Toronto"): a name is said letter for letter
        return False
    words = same_text(heard, target, label)
    # the words said beside the label's (a word of the label in another form, "note" for
    # "notes", names the fact, it is no part of the value)
    if words:
        return True
    stated = [w for w in said if not any(same_word(w, n) for n in named_by)] or list(said)
    close = similarity(_in_order(heard, stated), _in_order(target, own))
    numeric = any(_NUMBER_WORD.fullmatch(w) for w in said ^ own)
    if close >= SAME_MEANING and not numeric:
        # in other words, the same meaning: "boiler cupboard" for "boiler closet" (but an
        # embedding hardly tells numbers apart: "nine-fifty Maple Avenue" is not 915)
        return True
    if close < OTHER_MEANING or (close < SWAP_MEANING and _swapped(said, own, named_by)):
        # another thing in the caller's value's place ("penicillin" for "aspirin", "the
        # water heater" for "the boiler closet door")
        return False
    # words swapped for the caller's, the phrase still close to its own: a paraphrase or
    # another value ("beneath the mat" for "under the doormat"), which a person asks about
    return None


def _number_in_words(heard: str, own: frozenset[str]) -> bool | None:
    """Whether a number said in words in free text read back ("nine fifteen Maple Avenue")
    is the caller's (one of its value's numbers); None when none is said that way or the
    caller's value has none."""
    numbers = {w for w in own if w.isdigit()}
    if not numbers or re.search(r"\d", heard):
        return None
    said = spoken.parse_digits(heard)
    return None if said is None else said in numbers


def _items(target: str) -> list[frozenset[str]]:
    """The items of a listed value ("penicillin, latex", "raffle, bouncy castle and face
    painting"), each as its content words; none when the value is no list: no comma ("slip
    and fall"), a number in it (an address: "915 Maple Avenue, Dayton OH") or clauses
    between its commas ("It stopped that night, so it's not leaking anymore")."""
    if "," not in target or re.search(r"\d", target):
        return []
    parts = [p.strip() for p in re.split(r",|\band\b", target) if p.strip()]
    if any(
        len(p.split()) > LIST_ITEM_WORDS or _CLAUSE_WORDS & set(p.lower().split()) for p in parts
    ):
        return []
    return [content_words(p) for p in parts if content_words(p)]


LIST_ITEM_WORDS = 5
"""At most this many words make an item of a list; a longer part between commas is a clause."""
_CLAUSE_WORDS = frozenset(
    [
        "it",
        "it's",
        "its",
        "i",
        "i'm",
        "we",
        "you",
        "he",
        "she",
        "they",
        "so",
        "was",
        "is",
        "are",
        "were",
        "has",
        "had",
        "have",
        "but",
    ]
)
"""Words that make a part between commas a clause of a sentence, not an item of a list."""


_LIST_WORDS = frozenset({"all", "then", "too", "both", "order", "plus", "also", "only"})
"""Words said around a list read back that are no item of it ("that's all", "then")."""


def _list_verdict(
    heard: str, said: frozenset[str], items: list[frozenset[str]], label: str
) -> bool | None:
    """The verdict on a listed value read back, item by item: every item said (in its own
    words or, for words said in place of an item's, in words close in meaning: "the TV" for
    "television") and nothing more, in the caller's order, is the caller's list; an item
    left out ("vegetarian and gluten free, that's all" for three needs), swapped for another
    ("a broken ankle" for "broken wrist", "peanuts" for "penicillin") or a list in another
    order is another list; an item added beside every item of the caller's is no clear
    verdict."""
    if not _same_order(heard, items):
        return False  # "electrician first, then the plumber" for "plumber, electrician"
    named_by = content_words(label)

    def known(word: str, words: frozenset[str]) -> bool:
        # (closer letter by letter than ``_near``: "twisted" holds most of "wrist")
        return any(_stem(word) == _stem(o) or _near(word, o, LIST_NEAR) for o in words)

    extra = {
        w
        for w in said
        if w not in _LIST_WORDS
        and not any(known(w, item) for item in items)
        and not any(same_word(w, n) for n in named_by)
    }
    short = [item for item in items if not all(known(o, said) for o in item)]
    if not short:
        return True if not extra else None
    if not extra:
        # an item's words in part ("the main" for "main course") is that item; an item
        # not said at all is left out of the list read back
        return all(any(known(o, said) for o in item) for item in short)
    # words said in place of an item's: the same item in other words when close in meaning
    # ("the TV" for "television"), else another item
    missing = " ".join(o for item in short for o in item if not known(o, said))
    instead = " ".join(w for w in heard.split() if w in extra) or " ".join(sorted(extra))
    return similarity(instead, missing) >= SAME_MEANING


def _swapped(said: frozenset[str], own: frozenset[str], label: str | frozenset[str]) -> bool:
    """Whether a short value was said with words swapped like for like for its own: no more
    words said in place than are missing ("penicillin" for "aspirin")."""
    named_by = label if isinstance(label, frozenset) else content_words(label)
    if len(own) > SHORT_TEXT:
        return False
    known = (own - said) | named_by
    extra = {
        w
        for w in said - own
        if not any(_stem(w) == _stem(o) for o in own | named_by)
        and not any(_near(w, o) for o in known)
    }
    missing = {
        o
        for o in own - said - named_by
        if not any(_stem(w) == _stem(o) or _near(w, o) for w in said)
    }
    return bool(missing and extra and len(extra) <= len(missing))


LABELLED_WORDS = 10
"""At most this many words after what a value is ("Allergies: ...") are its value; a longer
sentence tells more than a value."""
SAME_MEANING = 0.85
"""Similarity in meaning (``meaning.similarity``) from which free text said in other words
is the caller's value (tuned on the training split, authors left out one at a time: with the
readings cached, 0.8 gave 92.66% right and 1.19% confidently wrong, 0.85 92.63% and 1.19%,
0.9 92.56%, none 92.48% and 1.22%; ``SWAP_MEANING`` 0.65-0.8 and ``OTHER_MEANING`` 0-0.45
tie, no swap gate costs 0.03 points of confidently wrong, ``OTHER_MEANING`` 0.55 0.05)."""
SWAP_MEANING = 0.72
"""Similarity in meaning below which free text with words swapped for the caller's is
another value; from it up to ``SAME_MEANING`` it is no clear verdict (the shared words weigh
in the similarity, so a swap of the one word that matters still scores high)."""
OTHER_MEANING = 0.45
"""Similarity in meaning below which free text said is another value than the caller's
(between the two: no clear verdict, the caller asks)."""


def same_text(heard: str, target: str, label: str = "") -> bool:
    """Whether free text read back states the caller's text: no number that is not the
    caller's ("951 Maple Avenue" for 915), and either nothing beyond the caller's words or at
    least half of the caller's words said ("Maple Avenue in Dayton" for "915 Maple Avenue,
    Dayton OH"). A list must come in its order; a short value with a word said in place of
    one of its own is another value (a word of the label is no word missing); a person's name
    must be said as it is, letter for letter ("Feldmann" is not "Feldman"), beside at most
    words of its label."""
    said, own = content_words(heard), content_words(target)
    if any(w.startswith("xnot") and w[4:] in own for w in said):
        return False  # a word of the caller's value said to be no part of it
    # a plural of the caller's own word is that word ("Mondays and Thursdays" for "Monday,
    # Thursday"), but a name has no plural: "Hannah Parks" is not Hannah Park
    person = bool(_PERSON.fullmatch(target.strip()))
    if not person:
        said = frozenset(w[:-1] if w.endswith("s") and w[:-1] in own else w for w in said)
    if not said or not own:
        return False
    named_by = content_words(label)
    if person:
        # a word of the fact's label in other form ("Frank Stone did the inspection" for the
        # inspector) says what the name is of, not another name
        rest = {w for w in said if not any(_stem(w) == _stem(n) for n in named_by)}
        if f" {normalise_text(target)} " in f" {normalise_text(heard)} ":
            # the name said whole, letter for letter, beside words of what the person is
            # ("Mark Butler, site manager"): the caller's name
            return True
        return bool(rest) and rest <= own
    numbers = {w for w in said if any(c.isdigit() for c in w)}
    if numbers - own:
        return False
    items = [content_words(item) for item in re.split(r",|\band\b", target) if item.strip()]
    if len(items) >= 2 and not _same_order(heard, items):
        return False  # "electrician first, then the plumber" for "plumber, electrician"
    if len(own) <= SHORT_TEXT:
        # a short value (a list, a place, a description) with a word said in place of one
        # of its own ("penicillin" for "aspirin", "the transformer" for "the line") is
        # another value, however much else matches
        # (a word close to one of its own letter by letter, "Ceranix" for "Ceramics", is
        # that word misheard, not another value)
        # (misheard for a word of its own that was not said: "coffee" beside "cafe" is no
        # mishearing of "cafe", said already, but a word in place of "cup")
        known = (own - said) | content_words(label)
        extra = {
            w
            for w in said - own
            if not any(_stem(w) == _stem(o) for o in own | content_words(label))
            and not any(_near(w, o) for o in known)
        }
        # a word of the value that is also the label's was taken out with the label ("rear
        # end" read back for "rear collision", the type of collision): not missing
        missing = {
            o
            for o in own - said - named_by
            if not any(_stem(w) == _stem(o) or _near(w, o) for w in said)
        }
        if extra and len(extra) <= len(missing):
            return False
    return said <= own or len(said & own) * 2 >= len(own)


_PERSON = re.compile(r"[A-Z][a-z'\-]+\s[A-Z][a-z'\-]+")
"""Free text that is a person's first and last name ("Margaret Palmer"); a longer name, such
as a company's ("Harbor Lane Ceramics"), keeps the tolerance of words (a word misheard by
the user's own ear is not a wrong read-back)."""
SHORT_TEXT = 6
"""Up to this many content words, free text is compared word for word (a substitution is a
different value); a longer one (a narrative) may be read back in other words."""


def _near(word: str, other: str, least: float = 0.6) -> bool:
    """Whether two words differ by a letter or two (a word misheard, not another word)."""
    return SequenceMatcher(None, word, other).ratio() >= least


LIST_NEAR = 0.75
"""How close letter by letter a word must be to an item's word to be that word misheard, in
a list read back (at 0.6 "twisted" passes for "wrist" and "all" for "allergy")."""


def same_word(word: str, other: str) -> bool:
    """Whether two words are one word in two forms ("note" and "notes", "allergic" and
    "allergies", "smoke" and "smoking"; not "claim" and "claimant", another word)."""
    close = abs(len(word) - len(other)) <= 2
    return (close and _stem(word) == _stem(other)) or _root(word) == _root(other)


def _root(word: str) -> str:
    """A word without its ending ("smoking", "smoked", "smokes", "smoke" -> "smok")."""
    root = re.sub(r"(?:ing|ed|es|s|e)$", "", word)
    return root if len(root) >= 3 else word


def _in_order(text: str, words: frozenset[str] | list[str]) -> str:
    """``words`` in the order ``text`` says them (content words, as ``content_words`` reads
    them), for an embedding that reads them as a phrase."""
    order = normalise_text(re.sub(r"'s\b", "", text).replace("'", "")).split()
    wanted = set(words)
    seen = [w for w in dict.fromkeys(order) if w in wanted]
    return " ".join(seen + sorted(wanted - set(seen)))


def _stem(word: str) -> str:
    """A crude stem: the first five letters ("allergic", "allergies")."""
    return word[:5]


def _same_order(heard: str, items: list[frozenset[str]]) -> bool:
    """Whether the items of a listed value that ``heard`` mentions come in the value's order."""
    said = heard.split()
    positions = []
    for index, words in enumerate(items):
        where = [i for i, w in enumerate(said) if w in words]
        if where:
            positions.append((min(where), index))
    mentioned = [index for _pos, index in sorted(positions)]
    return mentioned == sorted(mentioned)
