"""How the workbench user checks a read-back by ear: which field a clause names, and whether
the value read back for it is the user's own.

The agent reads values back in one turn, which a recogniser may run together or split, with a
label heard a little off ("pick update" for "pickup date"): each clause is read alone, a field
is placed by its label's telling words heard in order (or near misses of them), and its value
is what follows up to the next label. A person does not dispute what sounds the same: a short
name heard a little off, or a digit string whose only difference is a repeat its own ear lost.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from difflib import SequenceMatcher

from duplexworld.caller.understanding.values import mentioned_value, same_value
from duplexworld.scenario import Fact
from duplexworld.speech import spoken
from duplexworld.speech.numbers import DIGIT_WORDS, parse_cardinal, tokenize
from duplexworld.worlds.workbench.graders import content_words

CLAUSE = re.compile(r";\s*|,\s+(?!\d{4}\b)|(?<=[a-z0-9])\.\s+")
"""Where a read-back splits into clauses ("$30,000" stays whole: no space after its comma;
"May 13, 2026" too: a comma before a year is the date's own)."""
_DIGIT = r"(?:\d|" + "|".join(DIGIT_WORDS) + r")"
_DIGIT_PAUSE = re.compile(rf"\b({_DIGIT})[,.]\s+(?={_DIGIT}\b)", re.IGNORECASE)
"""A comma or full stop between two digits: the pause of a number read digit by digit
("8, 8, 3"; a longer pause ends the ear's stretch, and the stretch's text its sentence:
"5, 5. zero, one"), which parts no clause."""


def clauses(text: str) -> list[str]:
    """The clauses of a read-back, a number read digit by digit with pauses kept whole."""
    return re.split(CLAUSE, _DIGIT_PAUSE.sub(r"\1 ", text))


GENERIC = frozenset(
    {"the", "of", "a", "an", "in", "for", "to", "number", "your", "you", "can", "or", "and"}
)
"""Label words that do not tell one field from another ("number of locations")."""
SOUNDS_LIKE = 0.8
"""Similarity (difflib ratio) from which a heard word is taken for a label's word."""


def _sounds_like(word: str, heard: str, near: float = 0.0) -> bool:
    """Whether a word of a label is the word heard, as a person hears a near miss of the
    recogniser ("guests" heard "guess", "expected" heard "expect"); ``near`` is the
    similarity from which it counts (default ``SOUNDS_LIKE``)."""
    if word == heard:
        return True
    if min(len(word), len(heard)) < 4:
        return False
    return SequenceMatcher(None, word, heard).ratio() >= (near or SOUNDS_LIKE)


def _label_word(word: str, heard: str) -> bool:
    """Whether a heard word is a label's word: a near miss of it, the word with a letter
    lost ("number of TIS40" is the number of ties), or the word cut short or inside it
    ("parts scrap", "parts crap" for the parts scrapped)."""
    if _sounds_like(word, heard):
        return True
    if len(word) >= 4 and len(heard) == len(word) - 1 and _one_dropped(word, heard):
        return True  # a letter lost ("tis" for "ties")
    return min(len(word), len(heard)) >= 4 and (heard in word or word in heard)


def _one_dropped(word: str, heard: str) -> bool:
    """Whether ``heard`` is ``word`` with one letter left out."""
    return any(word[:i] + word[i + 1 :] == heard for i in range(len(word)))


def _label_span(clause: str, label: str) -> tuple[int, int, float] | None:
    """Where a field's label stands in a clause (start, end, telling words heard), each of
    its telling words heard there in order (or a near miss of it), or all but one of them
    for a label of three or more ("and only in parts per million" still names the ammonia in
    parts per million), or None when the clause does not name the field."""
    wanted = [w for w in re.findall(r"[a-z]+", label.lower()) if w not in GENERIC]
    found = _words_in_order(clause, wanted)
    if found is None and len(wanted) >= 3:
        for left_out in range(len(wanted)):
            found = _words_in_order(clause, wanted[:left_out] + wanted[left_out + 1 :])
            if found is not None:
                # a label heard whole wins over one heard with a word lost ("supplier
                # contact" is not the "supplier contact phone" without its phone)
                return found[0], found[1], found[2] - 0.5
    return found


def unplaced_head(sentence: str, label: str) -> str | None:
    """The word a sentence names a field's kind by when it names no other word of the
    field's label, not even a near miss: "the 4 number" says a number is asked for but not
    which ("4" for "floor"), so a reading of it as the phone number is a guess; None when
    the sentence names the label (a word of it, or a near miss of it at ``NEAR_BY_EAR``: "hard
    number" is the herd number heard a little off) or not even its last word."""
    words = re.findall(r"[a-z]+", label.lower())
    if len(words) < 2:
        return None
    head, telling = words[-1], [w for w in words[:-1] if w not in GENERIC and w not in _OWNERS]
    heard = re.findall(r"[a-z]+", sentence.lower())
    if head not in heard or not telling:
        return None
    if any(_label_word(w, h) or _sounds_like(w, h, NEAR_BY_EAR) for w in telling for h in heard):
        return None
    return head


_OWNERS = frozenset({"my", "our", "his", "her", "their", "its"})
"""Words of a label that say whose value it is, not which."""


def _words_in_order(clause: str, wanted: list[str]) -> tuple[int, int, float] | None:
    if not wanted:
        return None
    heard = list(re.finditer(r"[a-z]+", clause.lower()))
    spans: list[re.Match[str]] = []
    at = 0
    for word in wanted:
        found = next(
            (i for i in range(at, len(heard)) if _label_word(word, heard[i].group())), None
        )
        if found is None:
            return None
        spans.append(heard[found])
        at = found + 1
    return spans[0].start(), spans[-1].end(), len(wanted)


def _number_after(segment: str) -> str | None:
    """The first number said in what follows a field's label ("number of terminals 5",
    "nine thousand"), so that a date or another value later in the clause is not taken for
    it."""
    tokens = tokenize(segment)
    for i in range(len(tokens)):
        found = parse_cardinal(tokens, i)
        if found is not None:
            return str(found[0])
    return None


NEAR_BY_EAR = 0.6
"""Similarity from which a word of a name read back sounds like the user's own: a voice and
a recogniser between them change a name a little ("ceramics" heard "Ceranix"), and a person
does not dispute that."""
SHORT_WORDS = 4
"""Free text the user checks on a read-back has at most this many words."""


_ASKING = re.compile(r"\b(?:shall|should|may|can|could) i\b|\bdo i have\b", re.IGNORECASE)
_WORDS_ONLY = re.compile(r"[A-Za-z][A-Za-z' .-]*")
_NUMBER_WORD = re.compile(
    r"\b(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|"
    r"twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)\b",
    re.IGNORECASE,
)


def _unlike(segment: str, *said: str) -> bool:
    """Whether a short free-text value read back (``segment``, up to the ask for approval)
    is other words than the user's (its value and how it said it): a word of its own is not
    heard there, nor a near miss of it ("More equipment" for "Nora Quinn"; "Hank Olson" for
    "Hank Olsen" sounds the same). Only values of plain words are checked: "ten to eight"
    and "10 to 8" are alike to a person, not to letters."""
    segment = _ASKING.split(segment, maxsplit=1)[0]
    heard = re.findall(r"[a-z]+", segment.lower())
    if not heard:
        return False
    for value in said:
        words = re.findall(r"[a-z]+", value.lower())
        if not words or len(words) > SHORT_WORDS or not _WORDS_ONLY.fullmatch(value.strip()):
            return False
        if _NUMBER_WORD.search(value):
            return False
        if all(any(_sounds_like(w, h, NEAR_BY_EAR) for h in heard) for w in words):
            return False
    return True


def _other_words(text: str, fact: Fact, value: str) -> bool:
    """Whether free text longer than ``SHORT_WORDS`` words read back in ``text`` leaves out a
    content word of the user's own ``value``: not heard there, nor a near miss of it at
    ``SOUNDS_LIKE`` ("young cats are kept in the top shed" for young calves). Common words
    are words to a recogniser, so a word heard as another word is another word (unlike a
    name, which it spells its own way: ``NEAR_BY_EAR``). The value is read from the field's
    label to the ask for approval (a recogniser puts commas inside it, so not one clause);
    with the label not heard ("notes for the bet"), the turn reads the value back when it
    holds most of its words, as a person knows their own sentence. Plain words only, as
    ``_unlike``."""
    if not _WORDS_ONLY.fullmatch(value.strip()) or _NUMBER_WORD.search(value):
        return False
    span = _label_span(text, fact.label)
    rest = _ASKING.split(text[span[1] :] if span else text, maxsplit=1)[0]
    heard = content_words(rest, value)
    own = content_words(value, rest)
    missed = [w for w in own if not any(_sounds_like(w, other) for other in heard)]
    if not heard or not missed:
        return False
    return span is not None or len(missed) * 2 <= len(own)


def _repeats_only(heard: str, own: str) -> bool:
    """Whether two digit strings differ only in how often a digit repeats ("4820517" and
    "48820517")."""
    return len(heard) != len(own) and re.sub(r"(\d)\1+", r"\1", heard) == re.sub(
        r"(\d)\1+", r"\1", own
    )


def _named_values(clause: str, facts: list[Fact]) -> list[tuple[Fact, str]]:
    """Each field a read-back clause names, with the words that follow its label up to the
    next label (a recogniser may run several fields into one clause). A label inside a longer
    one that the clause names ("school" in "school office phone") is not a field of its own."""
    named = [(span, fact) for fact in facts if (span := _label_span(clause, fact.label))]
    kept = [
        (span, fact)
        for span, fact in named
        if not any(
            other[2] > span[2] and other[0] <= span[1] and span[0] <= other[1] for other, _ in named
        )
    ]
    kept.sort(key=lambda item: item[0][0])
    return [
        (fact, clause[span[1] : kept[i + 1][0][0] if i + 1 < len(kept) else len(clause)])
        for i, (span, fact) in enumerate(kept)
    ]


def _clause_values(text: str, facts: list[Fact]) -> list[tuple[Fact, str]]:
    """Each field a read-back names, clause by clause, with the words read for it. A clause
    naming no field is read on from the clause before it: a recogniser puts a comma inside
    a label or between a label and its value ("deck area and square feet, 200"; "other
    yearly, income $1,000"), where a person hears one stretch."""
    found: list[tuple[Fact, str]] = []
    parts = clauses(text)
    before: list[tuple[Fact, str]] = []  # what the clause before names, read alone
    for i, clause in enumerate(parts):
        named = alone = _named_values(clause, facts)
        if not named and i > 0 and (not before or not re.search(r"\w", before[-1][1])):
            # only a label the clause before ends with, its value not yet said, runs on
            # into this one ("Ensure a dayker's 400-80" after "farm number 51874" is a
            # field of its own, its label garbled: not more of the farm number)
            named = _named_values(f"{parts[i - 1]} {clause}", facts)[-1:]
        found += named
        before = alone
    return found


def says_value(text: str, fact: Fact, value: str) -> bool:
    """Whether some clause of ``text`` states ``value`` for the fact (a read-back lists
    several values, which a recogniser may run together: each clause is read alone)."""
    for clause in clauses(text):
        said = mentioned_value(clause, fact)
        if said is not None and same_value(said, fact, value):
            return True
    return False


def wrong_readbacks(
    text: str,
    revealed: list[Fact],
    facts: list[Fact],
    current: Callable[[Fact], str],
    said_as: Callable[[Fact], str],
    asking: bool = False,
) -> Iterator[Fact]:
    """The ``revealed`` facts that clauses of ``text`` name (by their labels) with another
    value than the user holds now (``current``; ``said_as``: how the user said it), in the
    order read. Labels are placed among all the ``facts`` the user knows of
    ("owner" inside "owner phone" is the phone's label); free text is checked only when
    the turn does not ask for a value (``asking``: "Could you tell me the owner phone?"
    reads no owner back), free text longer than a name after the rest (``_other_words``)."""
    for fact, segment in _clause_values(text, facts):
        if fact not in revealed:
            continue
        said = _number_after(segment) if fact.kind == "number" else mentioned_value(segment, fact)
        now = current(fact)
        if not asking and _longer_text(fact, now):
            continue  # checked on the whole turn, below
        if said is None and fact.kind == "digits":
            # a number of another length read back is a wrong number all the same,
            # unless it is the user's own with a repeat lost or doubled: the ear's
            # recogniser runs "eight eight" into one 8, which a person would not hear
            said = spoken.parse_digits(segment)
            if said is not None and _repeats_only(said, now):
                said = None
        if (
            said is None
            and not asking
            and fact.kind in ("text", "name")
            and _unlike(segment, now, said_as(fact))
        ):
            yield fact  # a short answer read back as other words ("More equipment")
        elif said is not None and not same_value(said, fact, now):
            yield fact
    for fact in [] if asking else revealed:
        if _longer_text(fact, current(fact)) and _other_words(text, fact, current(fact)):
            yield fact  # longer free text read back with a word of its own changed


def _longer_text(fact: Fact, value: str) -> bool:
    """Whether a value is free text longer than a name (``SHORT_WORDS``), which the user
    checks on the whole read-back by its words (``_other_words``)."""
    return fact.kind == "text" and len(value.split()) > SHORT_WORDS
