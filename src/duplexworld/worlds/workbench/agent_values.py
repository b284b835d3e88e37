"""What the workbench reference agent reads out of what it heard (its value parsing).

A transcript becomes a value by the fact's kind (the enterprise oracle's parsers for dates,
times, amounts, postcodes and counts); a name and free text lose their lead-in; a count said
in words is that number; a list answer is its items; a choice is the option the form shows
that the words name. A turn that corrects names the field it changes (``naming``). Nothing
here knows a literal value of the workflow, nor its shape: a digit string is every digit the
answer says (a phone number's ten digits are public knowledge, read off the field's label),
a name is the words after the lead-in, however many (the enterprise oracle's digit and name
parsers use the length and word count of the private value, which a real agent cannot know).
"""

from __future__ import annotations

import re
from difflib import SequenceMatcher

from duplexworld.agents.listening import NOT_NAME_WORDS
from duplexworld.agents.oracle import PARSERS
from duplexworld.scenario import Fact
from duplexworld.speech import spoken
from duplexworld.speech.numbers import (
    DIGIT_WORDS,
    TEENS,
    TENS,
    ZERO_LETTER_WORDS,
    parse_cardinal,
    tokenize,
)

NEAR_TEXT = 0.6
"""Similarity of each word from which free text heard in a dispute is what the agent has."""

YES = re.compile(r"\b(yes|yeah|yep|go ahead|approve|approved|sure|fine|okay|ok|please do)\b", re.I)
"""Words that give a consent."""
WITHDRAW = re.compile(
    r"\b(don't|do not|wait|hold on|hold off|stop|take that back|not yet|cancel)\b", re.I
)
"""Words that withhold or withdraw a consent."""
CANCEL = re.compile(
    r"\b(?:cancel (?:it|this|that|the \w+)|call (?:it|the \w+) off|scrap (?:it|this|that))\b",
    re.I,
)
"""Asked for the approval, the user's decision not to go ahead: cancel the work ("please
cancel it"); a withdrawal ("don't commit it yet") only holds it."""
RECHECK = re.compile(r"\b(?:check|look at|look up|read|pull up)\b[^.?!]*\bagain\b", re.I)
"""The user has heard that something changed and asks for it to be checked again ("could
you check the record again?"): the records are read anew."""
REPLACES = re.compile(
    r"\b(?:actually|wrong|mistake|incorrect|instead|should be|i meant|change|not right|"
    r"make (?:it|that))\b",
    re.I,
)
"""Words that replace a value, not just deny ("no" also answers a yes-or-no question)."""
CORRECTION = re.compile(
    r"\b(?:sorry|actually|wrong|mistake|incorrect|instead|should be|i meant|change|"
    r"make (?:it|that)|no|nope|not|isn't|wasn't)\b",
    re.I,
)
"""Words that dispute or replace something said: a correction by meaning ("that's not
right", "no, the weight is ...", "it should be ..."), whatever the wording; it is one only
when the turn also names a field already heard and gives it a new value. (A recogniser may
drop a cut-in's first word, so "make that three shifts" must do without its "Actually".)"""
_NOT_NAMING = frozenset({"the", "a", "of", "your", "number", "whether", "is", "needed", "in"})


def _label_words(fact: Fact) -> set[str]:
    return set(re.findall(r"[a-z]+", fact.label.lower())) - _NOT_NAMING


_LEAD_IN = re.compile(
    r"^(?:(?:it's|it is|that's|that is|that would be|that'd be|that'll be|that will be|"
    r"that(?= \w+,)|"
    r"we're|we are|i'm|i am|"
    r"my [a-z ]+? is|the [a-z ]+? is|just put|please put|put|note|let's do|let's go with|"
    r"in this order|"
    r"i'd go with|i'd like|we'll need|we need|we'll be|only|sure|yes|yeah|okay|ok|so|um|uh|"
    r"just|please|well|but|and|erm|er)"
    r"[:,]?\s+)+",
    re.IGNORECASE,
)
"""How people lead into a value ("That would be ...", "The department is ...", "Just ...")."""
_NO_LEAD = re.compile(r"^no[,.]\s+(?=\S+\s+\S)", re.IGNORECASE)
"""A "No," opening free text of more words ("No, two boards missing ..."): a recogniser's
"Note:" or a turn's opening word, never part of a note."""
_ECHO = re.compile(r"^([^,:;]{1,40})[,:;]\s+(\S.*)$")
_PERSON = frozenset({"i", "i'm", "i'd", "me", "my", "you", "we", "our", "us"})


def _without_echo(value: str, fact: Fact) -> str:
    """Free text without an opening clause in which the user speaks of the field itself
    ("You can quote me, the reservoirs ..." for the key quote; "My notes say: ..."): a
    clause naming a word of the field's label with "I", "me", "you" or "we", before a
    comma or colon, with more words after it. A value's own first clause ("Water damage,
    ceiling stained") has no person in it and stays."""
    match = _ECHO.match(value)
    if match is None or len(match.group(2).split()) < 3 or re.search(r"\d", match.group(1)):
        return value
    words = set(re.findall(r"[a-z']+", match.group(1).lower()))
    label = {_singular(w) for w in _label_words(fact)}
    if words & _PERSON and {_singular(w) for w in words} & label:
        return match.group(2)
    return value


_SCALE_WORDS = frozenset({"hundred", "thousand", "million"})


def _count_in_words(text: str) -> str | None:
    """A count said with a scale word ("a hundred and twenty-eight", "fifteen hundred",
    "twenty-four thousand"), which a digit reading would take for "28", "15", "24"."""
    tokens = tokenize(text)
    for i in range(len(tokens)):
        found = parse_cardinal(tokens, i)
        if found is not None and _SCALE_WORDS & {t.text for t in tokens[i : found[1]]}:
            return str(found[0])
    return None


_HOMOPHONES = {
    "for": "four",
    "fore": "four",
    "to": "two",
    "too": "two",
    "won": "one",
    "ate": "eight",
}
"""Words a recogniser writes for a spoken digit ("for people" for "four people")."""


def _with_homophones(text: str) -> str:
    return re.sub(
        r"\b(?:for|fore|to|too|won|ate)\b",
        lambda m: _HOMOPHONES[m.group(0).lower()],
        text,
        flags=re.IGNORECASE,
    )


_UNITS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
_TENS_UNIT = re.compile(
    rf"\b([2-9])0[,\s-]+({'|'.join(_UNITS)}|[1-9])\b(?![,\s-]*\d)", re.IGNORECASE
)


def _joined_tens(text: str) -> str:
    """A count whose tens and unit a recogniser wrote apart ("70, two" for seventy-two) as
    one number: a digit reading would make it 702."""

    def join(match: re.Match[str]) -> str:
        unit = match.group(2).lower()
        digit = str(_UNITS.index(unit) + 1) if unit in _UNITS else unit
        return f"{match.group(1)}{digit}"

    return _TENS_UNIT.sub(join, text)


_NUMBER_WORDS = frozenset(
    {*DIGIT_WORDS, *ZERO_LETTER_WORDS, *TEENS, *TENS, "ten", "hundred", "thousand", "million"}
    | {"double", "triple"}
)
_JOINING = frozenset({"and", "a"})
"""Words inside a count said in words ("a hundred and five"), not numbers themselves."""


def _bare(word: str) -> str:
    # a percent sign is the recogniser's "percent" ("38% of capacity" is the count 38)
    return word.strip("\"'()[]").rstrip(".,;:!?%").lower()


def _numberish(bare: str) -> bool:
    """Whether a word (stripped) is part of a count: a number word, a numeral, or a joining
    word inside one."""
    return bool(bare) and all(
        part in _NUMBER_WORDS or part in _JOINING or part.replace(",", "").isdigit()
        for part in bare.split("-")
    )


_RESTATED = re.compile(r"\bthat(?:'s|\s+is)\s+", re.IGNORECASE)


def _restated_count(text: str, fact: Fact) -> str | None:
    """A count the user says again after "that's" ("Four eight zero. That's four hundred
    and eighty."): its own gloss of what it said before, which the recogniser may have cut
    ("For 8-0, that's 480": the first reading, 80, lost the four to a homophone)."""
    parts = _RESTATED.split(text)
    if len(parts) < 2:
        return None
    tail = parts[-1].split()
    if not tail or not _numberish(_bare(tail[0])) or _bare(tail[0]) in _JOINING:
        return None
    return _first_count(parts[-1], fact)


def _first_count(text: str, fact: Fact) -> str | None:
    """The first count said: the digits of the first run of number words or numerals, so that
    a number later in the answer ("six practices now, we opened the newest one in the
    autumn") does not run into it (all digits of the turn joined made that "61")."""
    runs: list[list[str]] = [[]]
    for word in text.split():
        bare = _bare(word)
        numberish = _numberish(bare)
        if numberish:
            runs[-1].append(bare)
        elif runs[-1]:
            runs.append([])
        if numberish and re.search(r"[.;:!?]$", word) and runs[-1]:
            runs.append([])  # "18. We had 22 last year": a stop ends the count
    for run in runs:
        if any(w not in _JOINING for w in run):
            found = PARSERS["number"](" ".join(run), fact)
            if found is not None:
                return found
    return None


_SPLIT_YEAR = re.compile(r"\b2020[,\s]+([2-9]\d)\b(?!\s*(?:a\.?m|p\.?m|:))", re.IGNORECASE)
"""A year said "twenty twenty-seven" that a recogniser wrote as "2020, 27"."""


def _one_repeat_long(text: str, length: int) -> str | None:
    """Digits one longer than the number asked for, whose only repeat is one digit too many
    ("four, one, five, five, five, five, five, zero, ..." for 415-555-0187: a recogniser adds
    a digit to a run of the same one): the run one shorter. With two runs, or none, which
    digit is extra cannot be told, and nothing is taken."""
    digits = spoken.parse_digits(text) or ""
    runs = list(re.finditer(r"(\d)\1+", digits))
    if len(digits) != length + 1 or len(runs) != 1:
        return None
    return digits[: runs[0].start()] + digits[runs[0].start() + 1 :]


PHONE_LABEL = re.compile(
    r"\b(?:phone|mobile|cell|telephone|fax|direct line|call ?back|number to reach)\b",
    re.IGNORECASE,
)
"""A label that asks for a phone number ("callback number", "your direct line")."""
PHONE_DIGITS = 10
"""Digits of a North American phone number (area code, exchange, line; the NANP's public
format): the one digit-string length the agent knows, from the field's label."""


def _digits(text: str, fact: Fact) -> str | None:
    """A digit string: for a phone, the ten digits (a recogniser's homophone touching the
    digits counts when they are short of ten, a run one digit too long is one shorter); for
    anything else, every digit the answer says, in order (its length is not known)."""
    if PHONE_LABEL.search(fact.label):
        return spoken.parse_digits(text, length=PHONE_DIGITS) or _one_repeat_long(
            text, PHONE_DIGITS
        )
    return spoken.parse_digits(text)


def _name(text: str) -> str | None:
    """A person's name after its lead-in, of however many words, unless a word of it is one
    no name is made of ("Are You", "That's Correct")."""
    name = spoken.parse_name(_LEAD_IN.sub("", text.strip()))
    if name is None or NOT_NAME_WORDS & {word.lower() for word in name.split()}:
        return None
    return name


def parse_answer(text: str, fact: Fact) -> str | None:
    """The value in a transcript: by the fact's kind (the oracle's parsers; a count said
    with "hundred" or "thousand" as that number; a count heard as a digit's homophone, "for
    people", only when no number was heard at all), a name and free text without their
    lead-in, free text without its final stop or comma; a count said again after "that's"
    is the count; "38%" is 38)."""
    if fact.kind == "number":
        text = _joined_tens(text)
        if (count := _count_in_words(text)) is not None:
            return count
        if (count := _restated_count(text, fact)) is not None:
            return count
        found = _first_count(text, fact)
        if found is None:  # "For of us, me, my husband and our boys": four of us
            # the first homophone only: "here to meeting rooms for the workshops" is two
            # meeting rooms (all homophones' digits joined made that 24)
            found = _first_count(_with_homophones(text), fact)
        return found
    if fact.kind == "date":  # "twenty twenty-seven" written "2020, 27": the year 2027
        text = _SPLIT_YEAR.sub(r"20\1", text)
    if fact.kind == "name":  # "The witness is Daniel Ferris": the name after its lead-in
        return _name(text)
    if fact.kind == "digits":
        return _digits(text, fact)
    if fact.kind != "text":
        return PARSERS[fact.kind](text, fact)
    # the final stop, or the comma before a clause cut off ("Karen Holt, and the ...")
    value = _LEAD_IN.sub("", _NO_LEAD.sub("", text.strip())).strip().rstrip(".!?,;:").strip()
    value = _LEAD_IN.sub("", _without_echo(value, fact)).strip()
    return value or None


def near_value(heard: str, have: str, fact: Fact) -> bool:
    """Whether a value heard in a dispute is the one the agent has: the same, or for free
    text the same words heard a little off ("Harbor Lane Ceranix" for "Harbor Lane
    ceramics"): the user may be disputing what it misheard, so it is asked again, not
    written."""
    if heard == have:
        return True
    if fact.kind not in ("text", "name"):
        return False
    ours, theirs = re.findall(r"[a-z]+", have.lower()), re.findall(r"[a-z]+", heard.lower())
    return len(ours) == len(theirs) and all(
        SequenceMatcher(None, a, b).ratio() >= NEAR_TEXT for a, b in zip(ours, theirs, strict=True)
    )


_IS = re.compile(r"^\s*(?:'s\b)?\W*(?:(?:is|are|was|should be|as)\b|:)?\s*", re.IGNORECASE)
"""What joins a label to its value: "is", "'s" ("the lead engineer's Heidi Weber": the
apostrophe is no word, so "'s" is taken before any other mark), a colon, or "as", the
recogniser's "is" after a label ("the deferred defects to clear as a cabin speaker ...")."""


_LINKING = frozenset({"the", "a", "an", "of", "for", "to", "in", "on", "at", "and", "or", "your"})
"""Words of a label that join its own words ("notes for the vet")."""


def after_label(part: str, fact: Fact) -> str:
    """What a correction says after naming a free-text or name field ("No, that's wrong. The
    inspector is Nora Quinn." -> "Nora Quinn"); the whole part for other kinds, whose
    parsers find their value anywhere, or when the label is not found. A label whose last
    word was heard off is placed by an earlier word of its own, and the words after that
    one are passed over ("The notes for the bed is young calves ..." -> "young calves ...":
    the whole dispute had been written as the vet's notes)."""
    if fact.kind not in ("text", "name"):
        return part
    words = re.findall(r"[a-z]+", fact.label.lower())
    for i in range(len(words) - 1, -1, -1):
        if i < len(words) - 1 and words[i] in _LINKING:
            continue  # "the" is found anywhere: only a word of the label's own places it
        found = re.search(rf"\b{re.escape(words[i])}s?\b", part, re.IGNORECASE)
        if found is None:
            continue
        # the label's words after the one found are passed over as many words as they
        # are, heard as they may be ("the notes for the bed is young calves ...": the vet)
        rest = re.sub(rf"^(?:\W*[\w'-]+){{{len(words) - 1 - i}}}", "", part[found.end() :])
        rest = _IS.sub("", rest, count=1).strip()
        return rest or part
    return part


def naming(text: str, fact: Fact, near: bool = False) -> float:
    """How much of a fact's label a turn says (1.0 for all of it; "pick-up date" and "pickup
    date" alike): a correction names the field it changes. With ``near``, a label word the
    recogniser heard a little off counts too ("the number of guesses" for the guests)."""
    words = _label_words(fact)
    if not words:
        return 0.0
    squashed = re.sub(r"[^a-z]", "", text.lower())
    if re.sub(r"[^a-z]", "", fact.label.lower()) in squashed:
        return 1.0
    said = re.findall(r"[a-z]+", text.lower())
    heard = {_singular(w) for w in said}
    exact = {w for w in words if _singular(w) in heard}
    if near:  # compared as said: "guesses" is near "guests", not its singular "guesse"
        exact |= {w for w in words - exact if any(_heard_as(w, h) for h in said)}
    return len(exact) / len(words)


LABEL_NEAR = 0.75
"""Similarity (difflib ratio) from which a heard word is taken for a label's word ("the
number of guesses" names the number of guests)."""


def _heard_as(word: str, heard: str) -> bool:
    """Whether a heard word is a label's word, or the recogniser's near miss of it (four
    letters or more, the same first three)."""
    if word == heard:
        return True
    if min(len(word), len(heard)) < 4 or word[:3] != heard[:3]:
        return False
    return SequenceMatcher(None, word, heard).ratio() >= LABEL_NEAR


def _singular(word: str) -> str:
    """A word without a plural s ("the server should be" names the "number of servers")."""
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


def is_list(form: str, field: str) -> bool:
    """Whether the form shows a field as a list of items (``read_artifact``'s "list;")."""
    return re.search(rf"- {re.escape(field)} \([^)]*\blist;", form) is not None


_JOIN = re.compile(r"\s*(?:,|;|\band\b|\bthen\b|&|(?<=\w{2})\.\s+(?=[a-z]))\s*", re.IGNORECASE)
"""Where list items part: commas, "and", the "then" of a list said in order ("produce, then
bakery, then dairy": the recogniser may drop the commas of "produce, bakery, dairy"), and a
full stop the recogniser put between two ("auto CAD. Sketch up and Photoshop")."""
_ABBREVIATION = re.compile(r"\b(St|Dr|Mr|Mrs|Ms|Mt|Ave|Rd|Jr|Sr|No|vs|etc)\.", re.IGNORECASE)
_MISHEARD_AND = re.compile(r"\s+in\s+", re.IGNORECASE)


def list_items(text: str) -> str:
    """A list answer as its items, comma-separated ("penicillin and latex" -> "penicillin,
    latex"). A recogniser often writes the "and" before a list's last item as "in"
    ("porosity in cracked flange"): in an answer to a list field with no "and" or comma of
    its own, a lone "in" is read as that "and"."""
    text = _LEAD_IN.sub("", text.strip()).strip().rstrip(".!?").strip()
    text = _ABBREVIATION.sub(r"\1", text)  # "St. James" is one item: no stop of a sentence
    parts = [p for p in _JOIN.split(text) if p.strip()]
    if len(parts) == 1 and len(_MISHEARD_AND.findall(text)) == 1:
        parts = _MISHEARD_AND.split(text)
    elif len(parts) > 1 and not re.search(r"\band\b", text, re.IGNORECASE):
        # said with commas and no "and" ("email, the finance system in VPN"): only the join
        # before the last item can be the misheard "and"
        last = _MISHEARD_AND.split(parts[-1])
        if len(last) == 2 and re.search(r"[,.]", text):
            parts = [*parts[:-1], *last]
    parts = [item for part in parts for item in _article_items(part.strip())]
    return ", ".join(p.strip() for p in parts if p.strip())


_ARTICLE = re.compile(r"(?i)^(?:a|an)\s")
_NEXT_ARTICLE = re.compile(r"(?i)(?<=\w)\s+(?=(?:a|an)\s)")


def _article_items(item: str) -> list[str]:
    """An item that opens with "a"/"an", parted where another "a"/"an" starts the next one:
    the recogniser dropped the comma of "a wood-fired oven, a fryer and a grill" ("a
    wood-fired oven a fryer and a grill"). An item without a leading article is kept whole
    ("cup of a day" is not a list)."""
    return _NEXT_ARTICLE.split(item) if _ARTICLE.match(item) else [item]


def form_options(form: str, field: str) -> tuple[str, ...]:
    """The options the form shows for a choice field (``read_artifact``'s text)."""
    match = re.search(rf"- {re.escape(field)} \([^)]*options: ([^;]+);", form)
    return tuple(o.strip() for o in match.group(1).split(",")) if match else ()


def _option_pattern(option: str) -> str:
    """An option as whole words, written together, apart or hyphenated alike: a recogniser
    may write "policyholder" as "policy holder" and "drive-in" as "drive in"."""
    letters = [re.escape(c) for c in re.sub(r"[\s-]+", "", option.lower())]
    return r"(?<![\w.])" + r"[\s-]?".join(letters) + r"(?!\w|\.\d)"


_ANSWER_WORDS = frozenset({"yes", "no"})
"""Options that also answer the approval question: said in a turn, they name no field."""


def named_option(text: str, options: tuple[str, ...]) -> str | None:
    """The one option said whole in ``text`` ("change the pay to the contractor"), none
    when several or none are, and never "yes" or "no" (the answer to an approval ask)."""
    lowered = text.lower()
    said = [
        o
        for o in options
        if o.lower() not in _ANSWER_WORDS and re.search(_option_pattern(o), lowered)
    ]
    return said[0] if len(said) == 1 else None


def pick_option(heard: str, options: tuple[str, ...]) -> str | None:
    """The option the user named (whole words), the first of the form's order if several."""
    # "U.S. East" is the option "us east": initialisms are read without their dots
    lowered = re.sub(r"\b(?:[a-z]\.){2,}", lambda m: m.group(0).replace(".", ""), heard.lower())
    found = [o for o in options if re.search(_option_pattern(o), lowered)]
    if found:
        return found[0]
    if all(o.isdigit() for o in options):  # "thirty seconds" is the option "30"
        tokens = tokenize(heard)
        counts = (parse_cardinal(tokens, i) for i in range(len(tokens)))
        number = next((str(c[0]) for c in counts if c is not None), None)
        return number if number in options else None
    # no option whole ("or concrete" for "poured concrete"): the one option that the words
    # heard share most with, when one does; a word two options share tells nothing
    said = set(re.findall(r"[a-z]+", lowered)) - _NOT_NAMING - {"and", "or", "it", "it's"}
    words = {o: set(re.findall(r"[a-z]+", o.lower())) for o in options}
    telling = {
        o: {w for w in ws if len(w) > 2 and not any(w in words[p] for p in options if p != o)}
        for o, ws in words.items()
    }
    scores = {o: len(telling[o] & said) for o in options}
    best = max(scores.values(), default=0)
    top = [o for o, score in scores.items() if score == best]
    return top[0] if best > 0 and len(top) == 1 else None


def named_fact(text: str, facts: list[Fact]) -> Fact | None:
    """The one of ``facts`` (those heard) a stretch of speech names most (at least half its
    label)."""
    scored = [(naming(text, f), f) for f in facts]
    best = max((score for score, _ in scored), default=0.0)
    named = [f for score, f in scored if score >= 0.5 and score == best]
    whole = [f for f in named if _squashed(f.label) in _squashed(text)]
    if len(named) > 1 and len(whole) == 1:
        # "the opening meter reading is 30512" says that label whole and names the meter
        # number only by its telling word "meter": the whole label it is (the tie gave no
        # field, and the reading was written as the number of people living there)
        return whole[0]
    if len(named) > 1:  # a tie ("move day": the move date or the order of the move):
        # the field whose kind of value the words carry ("July 18" is a date)
        named = [f for f in named if f.kind != "text" and parse_answer(text, f) is not None]
    return named[0] if len(named) == 1 else None


def _squashed(text: str) -> str:
    """Letters only, lower case ("pick-up date" and "pickup date" alike)."""
    return re.sub(r"[^a-z]", "", text.lower())


SHAPED = frozenset({"date", "digits", "number", "amount", "time"})
"""Kinds of value whose shape tells which field a turn gives anew."""


def _named_off(text: str, facts: list[Fact]) -> Fact | None:
    """The one field of a shape whose label the whole turn says a little off and whose kind
    of value it carries ("the number of guesses 28" sets the guests right; "Hold on" names
    no holder: a name has no shape)."""
    shaped = [f for f in facts if f.kind in SHAPED and parse_answer(text, f) is not None]
    named = [f for f in shaped if naming(text, f, near=True) >= 0.5]
    return named[0] if len(named) == 1 else None


def parts_by_field(text: str, facts: list[Fact]) -> list[tuple[Fact, str]]:
    """A turn cut where a sentence or clause starts naming another field ("The date should
    be the sixth, actually the phone number is ..."): each named field with its clauses,
    those naming none staying with the field before them (or the first one)."""
    parts: list[tuple[Fact | None, list[str]]] = []
    for sentence in re.split(r"(?<=[.!?,;])\s+", text.strip()):  # sentences, clauses
        fact = named_fact(sentence, facts)
        if not parts or (fact is not None and parts[-1][0] not in (None, fact)):
            parts.append((fact, [sentence]))
        else:
            parts[-1] = (parts[-1][0] or fact, [*parts[-1][1], sentence])
    if len(parts) == 1 and parts[0][0] is None:  # no sentence alone names one: the turn
        whole = named_fact(text, facts) or _named_off(text, facts)
        return [(whole, text)] if whole is not None else []
    return [(fact, " ".join(said)) for fact, said in parts if fact is not None]


VAGUE = re.compile(
    r"\b(?:the usual|same as last time|somewhere between|i'd have to guess|whatever we normally)\b"
    r"|^\W*somewhere\b",
    re.IGNORECASE,
)
"""An underspecified answer ("the usual one", "somewhere between ten and twenty"): no value
to write, so the agent asks for the exact one. ("Roughly forty" gives a value and is taken.)
An answer that opens with "somewhere" is one too: the recogniser can lose the range after
it ("Somewhere between eight and ten, I think." heard as "Somewhere, we made in 10. I
think.", and a number read from that is a guess the user never gave); "somewhere" inside
an answer ("the paperwork's here somewhere, it's ...") is talk around a value."""
REPEAT = re.compile(
    r"\b(?:say that again|repeat (?:that|the question)|come again|what was the question)\b",
    re.IGNORECASE,
)
"""A request to hear the question again."""
WHICH_ONE = re.compile(r"^\W*(?:sorry\W+)?which \w+ (?:do|did) you (?:need|mean|want)\b", re.I)
"""The user asking which value of a kind is meant ("Which number do you need?": its ear
caught "the ... number" and not which)."""
HOLD = re.compile(
    r"^\W*(?:excuse me a moment|bear with me a moment|just a moment|one moment|"
    r"give me a (?:moment|second))\b[^.!?]*[.!?]?\s*$",
    re.IGNORECASE,
)
"""The user stepping away for a moment before it answers, and saying nothing else: no
answer, nothing to ask again ("Bear with me, it's loud here. It's five five two ..." is an
answer)."""


_CLAUSE = re.compile(
    r"(?<=[,;])\s+|\s+(?=and (?:the|my|our)\s)|\s+(?=you(?:'ll| will) also need\b)",
    re.IGNORECASE,
)
"""Where a clause may start: after a comma or semicolon, before "and the/my/our" (the
recogniser drops the commas of "Refrigeration and fire pumps, and the lockout contact is
..."), and before "you'll also need" (it dropped the stop of "Young calves are kept in the
top shed. You'll also need the phone number ..."); a clause starts a volunteered part only
when it names another field's whole label."""


_OPENS_FIELD = re.compile(
    r"^\W*(?:and\s+)?(?:the|my|our|your|you'll also need|you will also need)\b", re.IGNORECASE
)


def _label_only(part: str, fact: Fact) -> bool:
    """Whether ``part`` ends with ``fact``'s label, with no value after it."""
    words = re.findall(r"[a-z]+", fact.label.lower())
    last = list(re.finditer(rf"\b{re.escape(words[-1])}s?\b", part, re.IGNORECASE)) if words else []
    return bool(last) and not re.search(r"\w", _IS.sub("", part[last[-1].end() :], count=1))


def _gives(clause: str, fact: Fact) -> bool:
    """Whether a clause inside a volunteered part starts ``fact``'s part: it names its whole
    label and opens as a label does ("and the lockout contact is ...") or carries a value of
    its kind. An item of a list can share a label's word ("You'll also need the services
    wanted, device protection, ..." with the number of devices not heard yet: the
    recogniser made the colon a comma, and the list was cut after its label)."""
    if naming(clause, fact) < 1.0:
        return False
    return _OPENS_FIELD.match(clause) is not None or parse_answer(clause, fact) is not None


def _starts_field(clause: str, others: list[Fact], opens_sentence: bool) -> list[Fact]:
    """The facts whose whole label ``clause`` names; for a sentence that opens as a label
    does ("You'll also need ...", "And the ..."), also a label every word of which is heard
    or heard a little off ("You'll also need to serve a start date July 1st" names the
    service start date: read as more of the response hours before, the date was lost and
    the hours field took the sentence)."""
    named = [f for f in others if naming(clause, f) == 1.0]
    if named or not opens_sentence or _OPENS_FIELD.match(clause) is None:
        return named
    return [f for f in others if naming(clause, f, near=True) == 1.0]


def volunteered(text: str, asked: Fact, others: list[Fact]) -> tuple[str, list[tuple[Fact, str]]]:
    """An answer cut into what answers the question asked and values given unasked: after
    its first clause, a clause naming the whole label of one of ``others`` (facts not heard
    yet) starts that fact's part, to the end of its sentence ("It's the sixth. And the number
    of pallets is twelve."); what follows stays with it (the agent takes a part's value only
    when it parses as the fact's kind). A clause, not only a sentence: a recogniser often
    writes a sentence's stop as a comma ("It's 1-4-0, 3-8-2, 7-1-6, and the footing
    inspection date is April 22, 2026.")."""
    pieces = [
        (number, clause)
        for number, sentence in enumerate(re.split(r"(?<=[.!?])\s+", text.strip()))
        for clause in _CLAUSE.split(sentence)
    ]
    own: list[str] = []
    offered: list[tuple[Fact, list[str]]] = []
    index = 0
    while index < len(pieces):
        number, clause = pieces[index]
        opens_sentence = index > 0 and pieces[index - 1][0] != number
        named = _starts_field(clause, others, opens_sentence) if index else []
        if len(named) == 1 and naming(clause, asked) < 1.0:
            # the value runs to the end of the sentence ("nine one six, five five five, ...");
            # one not made out ("April 22, 20-26") is still no part of the answer asked for
            rest = [clause]
            for n, later in pieces[index + 1 :]:
                # to the end of the sentence, or to a clause naming another field whole; past
                # the sentence when the label ended it with nothing after ("You'll also need
                # the violations found. Hot holding below temperature. No soap ...": the
                # recogniser made the colon before a list a full stop)
                past = n != number
                if past and not _label_only(" ".join(rest), named[0]):
                    break
                # past the sentence, an item can share a label's words ("Hot holding below
                # temperature"): only a clause that opens as a label does starts a field
                opens = not past or _OPENS_FIELD.match(later) is not None
                if opens and any(_gives(later, f) for f in others if f != named[0]):
                    break
                rivals = [f for f in others if f != named[0]]
                if past and opens and _starts_field(later, rivals, True):
                    break  # a sentence that opens on another field's label heard a little off
                rest.append(later)
            offered.append((named[0], [" ".join(rest)]))
            index += len(rest)
            continue
        if offered:
            offered[-1][1].append(clause)
        else:
            own.append(clause)
        index += 1
    return " ".join(own), [(fact, " ".join(said)) for fact, said in offered]
