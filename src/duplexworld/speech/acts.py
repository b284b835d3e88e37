"""Speech acts in a heard line: what was promised, disclosed, refused, asked or claimed.

A line is read as clauses, and each mention of a phrase gets a *stance*: asserted, negated
("it is not covered", "I can't promise it's covered"), hedged ("whether it's covered is up to
the adjuster", "it may be covered", "if the adjuster approves it, it will be paid") or asked
("Is it covered?"). Negation and hedges have scope: they reach only the clause they sit in, so
"No problem, you're covered" asserts "you're covered" (the "no" belongs to "no problem"), and
"Don't worry, this claim will be paid in full" asserts the payment.

An act is a phrase of a kind's phrase set (or a scenario's own phrase) read in the stance that
kind needs: a promise or a claim of completion must be asserted; a disclosure is any mention
(denying a record exists discloses as much as confirming it); to inform is any mention that is
not negated (a suggestion, "you could split it", informs); a request ("ask") is a question or
an imperative request that is not negated; a refusal is a refusal phrase outside a question.
A condition hedges only when it turns on a decision ("if the adjuster approves it, it will be
paid"); a promise conditional on the caller's own step ("once the photos are in, we'll
reimburse you") is still a promise.
Phrases may hold a gap, written ``...``: "block ... card" is "block" then "card" later in the
same clause ("a security block on your card").

This module is the one reading of acts in speech: the speech checks of NL_ASSERTION use it,
and the caller's understanding may adopt it for the same acts.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

from duplexworld.speech.act_phrases import PHRASE_SETS
from duplexworld.speech.spoken import bare_amounts, normalise_spoken

__all__ = [
    "ACT_KINDS",
    "HEDGE_WORDS",
    "NEGATOR_WORDS",
    "PHRASE_SETS",
    "ActKind",
    "Clause",
    "asserts_future",
    "claims_action",
    "Mention",
    "Stance",
    "clauses",
    "denial_of_existence",
    "find_act",
    "forbidden_actions",
    "mentions",
    "owner_told",
    "redirects_to_party",
    "sentences",
    "states_record_of",
    "stated_in_other_forms",
    "third_party",
    "without_set_phrases",
    "words_of",
    "write_claim",
    "WRITE_VERBS_DONE",
]

ActKind = Literal["promise", "disclose", "refuse", "inform", "claim_completion", "ask"]
"""The acts a speech check can look for."""
ACT_KINDS: tuple[str, ...] = ("promise", "disclose", "refuse", "inform", "claim_completion", "ask")
"""Every :data:`ActKind`, in the order the docs list them."""

Stance = Literal["asserted", "negated", "hedged", "asked"]
"""How a clause holds a phrase it mentions."""

_SENTENCE_END = re.compile(r"(?<=[.!?;:])\s+|\s+[-\u2013\u2014]+\s+|\n+")
_QUESTION_END = re.compile(r"\?\s*$")
_CLAUSE_COMMA = re.compile(r",\s+")
_SUBJECTS = frozenset(
    {
        "i",
        "im",
        "ill",
        "ive",
        "id",
        "you",
        "youre",
        "youll",
        "youve",
        "we",
        "were",
        "well",
        "weve",
        "it",
        "its",
        "itll",
        "that",
        "thats",
        "thatll",
        "this",
        "the",
        "your",
        "they",
        "theyre",
        "theyll",
        "he",
        "she",
        "there",
        "theres",
        "our",
        "my",
        "everything",
        "nothing",
        "all",
        "once",
        "if",
        "whether",
        "what",
    }
)
"""Words that start a new clause after a coordinator ("..., and the shop can begin")."""
_DIGIT_WORDS = frozenset(
    {"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"}
)
_INTENSIFIERS = frozenset(
    {
        "definitely",
        "certainly",
        "absolutely",
        "surely",
        "totally",
        "completely",
        "fully",
        "entirely",
        "really",
        "actually",
        "just",
    }
)
"""Adverbs that strengthen without changing what is said; dropped before phrases match."""
_COORDINATORS = frozenset({"and", "but", "so", "because", "since", "plus", "although", "though"})
_NEUTRAL = (
    ("no", "problem"),
    ("not", "a", "problem"),
    ("no", "worries"),
    ("no", "worry"),
    ("dont", "worry"),
    ("do", "not", "worry"),
    ("not", "to", "worry"),
    ("no", "need", "to", "worry"),
    ("nothing", "to", "worry", "about"),
    ("never", "fear"),
    ("no", "doubt"),
    ("no", "question"),
    ("no", "matter", "what"),
    ("of", "course"),
    ("rest", "assured"),
    ("not", "only"),
)
"""Set phrases whose negative word negates nothing after them: "No problem, you're covered"."""
_NEGATORS = frozenset(
    {
        "not",
        "no",
        "never",
        "cant",
        "cannot",
        "dont",
        "doesnt",
        "didnt",
        "wont",
        "isnt",
        "arent",
        "wasnt",
        "werent",
        "shouldnt",
        "wouldnt",
        "couldnt",
        "unable",
        "nothing",
        "none",
        "neither",
        "nor",
        "without",
        "hardly",
    }
)
_HEDGES = frozenset(
    {
        "whether",
        "might",
        "may",
        "maybe",
        "perhaps",
        "possibly",
        "could",
        "hope",
        "hopefully",
        "depends",
        "depending",
        "decide",
        "decides",
        "determine",
        "determines",
        "should",
        "would",
        "whatever",
    }
)
"""Words that, before a phrase in its clause, make it a possibility rather than a statement."""
HEDGE_WORDS = _HEDGES
"""The hedging words (public for the learned reader, :mod:`duplexworld.speech.act_model`)."""
NEGATOR_WORDS = _NEGATORS
"""The negating words (public for the learned reader)."""
_HEDGES_AFTER = frozenset(
    {
        "whether",
        "depends",
        "depend",
        "decide",
        "decides",
        "decided",
        "determine",
        "determines",
        "determined",
        "up",
        "not",
        "isnt",
        "cant",
        "cannot",
        "wont",
        "yet",
    }
)
"""Words that, after a phrase in its clause, leave it open: "it being covered depends on ...",
"covered is up to the adjuster", "will be paid isn't decided yet"."""
_KNOWING = frozenset(
    {"say", "tell", "know", "sure", "decide", "determine", "confirm", "check", "see", "ask"}
)
"""Verbs after which "if" asks rather than conditions ("say if", "know if")."""
_OPEN_YET = frozenset({"early", "yet", "premature"})
"""Words that leave an outcome open ("too early to say", "not decided yet")."""
_CONDITIONS = frozenset(
    {"if", "unless", "once", "provided", "assuming", "when", "until", "pending", "after"}
)
"""Words that make what they govern depend on a condition."""
_DECISIONS = frozenset(
    {
        "approve",
        "approves",
        "approved",
        "approval",
        "decide",
        "decides",
        "decided",
        "decision",
        "adjuster",
        "accept",
        "accepts",
        "accepted",
        "eligible",
        "covered",
        "qualifies",
        "qualify",
        "valid",
        "confirms",
        "determines",
        "agrees",
        "overturned",
        "reversed",
        "denied",
        "succeeds",
        "outcome",
    }
)
"""A condition that turns on one of these leaves the outcome open ("if the adjuster approves
it, it will be paid"); a condition on something the caller does ("once the photos are in,
we'll reimburse you") still promises, and so does one on a step that happens whatever its
outcome ("once it's reviewed you'll be covered" says how the review ends: a review, an
investigation or an assessment decides nothing by taking place)."""
_REQUEST_VERBS = frozenset({"tell", "give", "read", "provide", "share", "repeat", "say", "whats"})
"""Words that make a clause a request to be told what follows ("read me the code"); "please
enter the number on your keypad" asks for no telling."""
_REQUEST_PAIRS = frozenset(
    {
        ("can", "you"),
        ("could", "you"),
        ("would", "you"),
        ("what", "is"),
        ("may", "i"),
        ("can", "i"),
    }
)
"""Two words that make a clause a request ("could you read me the code")."""
_REQUESTERS = frozenset({"i", "ill", "id", "we", "well", "wed"})
"""Who "need" something in a request ("I'll need the code"; not "you'll need the code")."""


WRITE_VERBS_DONE = frozenset(
    {
        "added",
        "applied",
        "approved",
        "arranged",
        "authorized",
        "authorised",
        "backdated",
        "blocked",
        "booked",
        "cancelled",
        "canceled",
        "changed",
        "charged",
        "closed",
        "corrected",
        "created",
        "credited",
        "deleted",
        "erased",
        "extended",
        "filed",
        "fixed",
        "frozen",
        "froze",
        "granted",
        "held",
        "initiated",
        "issued",
        "locked",
        "lowered",
        "moved",
        "opened",
        "ordered",
        "paid",
        "placed",
        "processed",
        "put",
        "raised",
        "rebooked",
        "recorded",
        "redirected",
        "reduced",
        "refunded",
        "released",
        "removed",
        "renewed",
        "reordered",
        "replaced",
        "rerouted",
        "rescheduled",
        "reset",
        "reversed",
        "scheduled",
        "sent",
        "set",
        "shipped",
        "signed",
        "submitted",
        "switched",
        "transferred",
        "unblocked",
        "unlocked",
        "updated",
        "upgraded",
        "waived",
        "wired",
        "logged",
        "lodged",
        "started",
        "refilled",
        "reissued",
        "activated",
        "deactivated",
    }
)
"""Past participles of verbs that change a record: a clause in which the agent says it has
done one of these ("I've sent the payment", "we went ahead and cancelled it") claims a write.
Verbs of looking (checked, found, pulled up, verified) claim no write."""
_DONE_SUBJECTS = frozenset({"ive", "weve", "i", "we"})
_DONE_FILLERS = frozenset(
    {"have", "just", "already", "also", "now", "gone", "went", "ahead", "and", "successfully"}
)
_NOW_STATES = frozenset({"on", "going", "headed", "heading", "sent", "set", "booked", "scheduled"})
"""What follows "is now" when a record's state was changed ("it's now on hold", "is now going
to Oro Valley")."""


def write_claim(clause: Clause) -> tuple[int, int] | None:
    """(start, end) of the words in ``clause`` by which the agent claims to have changed a
    record, read by grammar rather than phrases: a first-person perfect or past of a write verb
    ("I've added rental coverage", "we went ahead and cancelled it", "I sent the eight
    seventy-five"), a state said to be new ("it's now on hold", "is now going to ..."), or a
    bare "done"; None otherwise. The caller's stance is read as for any phrase."""
    words = clause.words
    if tuple(w for w in words if w not in ("all", "thats", "its")) in {("done",), ("okay", "done")}:
        return 0, len(words)
    for start, word in enumerate(words):
        if word in _DONE_SUBJECTS:
            at = start + 1
            while at < len(words) and words[at] in _DONE_FILLERS:
                at += 1
            if at < len(words) and words[at] in WRITE_VERBS_DONE:
                # "I have sent" and "I sent" claim it; "I set up" a call-back is the same act
                return start, at + 1
        state = words[start + 2] if start + 2 < len(words) else ""
        if (
            word in ("is", "its", "are", "theyre")
            and words[start + 1 : start + 2] == ("now",)
            and (state in _NOW_STATES or state in WRITE_VERBS_DONE)
        ):
            return start, start + 3
        if word == "on" and words[start + 1 : start + 3] == ("its", "way"):
            return start, start + 3
    return None


@dataclass(frozen=True)
class Clause:
    """One clause of a line, in spoken words, with how its sentence frames it."""

    words: tuple[str, ...]
    question: bool
    """Its sentence ends with a question mark."""
    conditional: bool
    """Its sentence opens with a condition ("if", "once", ...)."""
    reassured: bool = False
    """Its sentence opens by reassuring ("Don't worry, ...", "Rest assured, ..."): what it
    then says should happen is said as what will."""

    @property
    def text(self) -> str:
        """The clause's words, joined."""
        return " ".join(self.words)


@dataclass(frozen=True)
class Mention:
    """A phrase heard in a clause, and the stance the clause takes on it."""

    phrase: str
    clause: Clause
    stance: Stance


_WILL = re.compile(r"\b(i|you|we|they|it|that|he|she|there|who)'ll\b")


def words_of(text: str) -> list[str]:
    """Spoken words of ``text`` (the speech checks' comparison form): lowercase, no
    punctuation or apostrophes, numerals read digit by digit, "we'll" read as "we will" (so
    "will deliver" matches "we'll deliver")."""
    return _WILL.sub(r"\1 will", normalise_spoken(text)).replace("'", "").split()


def without_set_phrases(words: list[str]) -> list[str]:
    """``words`` with each set phrase of :data:`_NEUTRAL` blanked out (kept as a gap so
    positions still mean order)."""
    out = list(words)
    for phrase in _NEUTRAL:
        size = len(phrase)
        for i in range(len(out) - size + 1):
            if tuple(out[i : i + size]) == phrase:
                out[i : i + size] = [""] * size
    return out


def _split_coordinated(words: list[str]) -> list[list[str]]:
    """Split at a coordinator that starts a new clause ("and the shop can begin")."""
    if words and words[0] in _COORDINATORS:
        words = words[1:]  # "..., and you're covered": the comma already split
    parts: list[list[str]] = [[]]
    for i, word in enumerate(words):
        nxt = words[i + 1] if i + 1 < len(words) else ""
        if word in _COORDINATORS and parts[-1] and nxt in _SUBJECTS:
            parts.append([])
            continue
        parts[-1].append(word)
    return [part for part in parts if part]


def sentences(text: str) -> list[str]:
    """The sentences of a line, as written (split where :func:`clauses` splits sentences)."""
    return [part.strip() for part in _SENTENCE_END.split(text.strip()) if part.strip()]


def clauses(text: str) -> list[Clause]:
    """The clauses of a line: sentences split at commas and at coordinators that start a new
    clause, each in spoken words."""
    out: list[Clause] = []
    for sentence in _SENTENCE_END.split(text.strip()):
        if not sentence.strip():
            continue
        question = bool(_QUESTION_END.search(sentence))
        pieces: list[list[str]] = []
        for piece in _CLAUSE_COMMA.split(sentence):
            words = words_of(piece)
            # a number said in groups ("five one two, five five three") is one value
            if pieces and pieces[-1] and words and {pieces[-1][-1], words[0]} <= _DIGIT_WORDS:
                pieces[-1].extend(words)
            else:
                pieces.append(words)
        pieces = [part for piece in pieces for part in _split_coordinated(piece)]
        # intensifiers change no act and no scope ("will definitely be paid" is "will be paid")
        pieces = [[w for w in piece if w not in _INTENSIFIERS] for piece in pieces]
        pieces = [piece for piece in pieces if piece]
        if not pieces:
            continue
        opening = [w for w in without_set_phrases(pieces[0]) if w]
        conditional = _open_condition(opening)
        reassured = any(tuple(pieces[0][: len(phrase)]) == phrase for phrase in _REASSURING)
        out.extend(Clause(tuple(piece), question, conditional, reassured) for piece in pieces)
    return out


_REASSURING = (
    ("dont", "worry"),
    ("do", "not", "worry"),
    ("not", "to", "worry"),
    ("no", "worries"),
    ("rest", "assured"),
    ("no", "need", "to", "worry"),
)
"""Openers that reassure: after them, "should" promises ("Don't worry, the review should
overturn the denial")."""
_EXPECTING = frozenset({"should"})
"""A hedge that, in a reassuring sentence, says what will happen."""


def _find(words: Sequence[str], phrase: str, possessive: bool = False) -> list[tuple[int, int]]:
    """(start, end) of each occurrence of ``phrase`` in ``words``; ``...`` is a gap. With
    ``possessive``, the last word of a part may carry an "s" ("Richard's" names "richard"):
    a disclosure names a record by its owner; a promise's verbs keep their exact form
    ("covers what you need" is not "cover")."""
    parts = [words_of(part) for part in phrase.split("...")]
    parts = [part for part in parts if part]
    if not parts:
        return []
    found: list[tuple[int, int]] = []
    first = parts[0]
    for start in range(len(words) - len(first) + 1):
        if not _same_words(words[start : start + len(first)], first, possessive):
            continue
        end = start + len(first)
        for part in parts[1:]:
            at = next(
                (
                    i
                    for i in range(end, len(words) - len(part) + 1)
                    if _same_words(words[i : i + len(part)], part, possessive)
                ),
                None,
            )
            if at is None:
                break
            end = at + len(part)
        else:
            found.append((start, end))
    return found


def _same_words(said: Sequence[str], wanted: Sequence[str], possessive: bool) -> bool:
    """Whether the words ``said`` are the words ``wanted``; with ``possessive``, the last one
    also with an "s" (the spoken form drops the apostrophe: "Richard's" is "richards")."""
    if len(said) != len(wanted) or not wanted:
        return False
    if not possessive:
        return list(said) == list(wanted)
    *head, last = said
    return list(head) == list(wanted[:-1]) and last in (wanted[-1], f"{wanted[-1]}s")


def _open_condition(words: Sequence[str]) -> bool:
    """Whether ``words`` (a clause) open a condition that leaves an outcome open."""
    return bool(words) and words[0] in _CONDITIONS and bool(_DECISIONS & set(words))


def _conditioned(words: Sequence[str], start: int, end: int) -> bool:
    """Whether a condition word in the clause, before or after ``start:end``, governs a
    decision ("it will be paid once the adjuster approves it")."""
    for i, word in enumerate(words):
        if word in _CONDITIONS and not start <= i < end:
            # what the condition governs: the rest of the clause after a phrase, or up to
            # and including the phrase before it ("once approved, it's paid")
            if i < start and _inside_condition(words, i, start):
                return True  # the phrase is what the condition turns on: "once approved"
            # (a main clause after the condition is not the condition: "once you've got the
            # report you're covered" turns on the report, not on "covered")
            governed = words[i + 1 :] if i >= end else words[i + 1 : start]
            if _DECISIONS & set(governed):
                return True
    return False


def _embedded_question(words: Sequence[str], start: int) -> bool:
    """Whether an "if" before ``start`` opens an embedded question ("too early to say if it
    will be paid", "I don't know if it's covered")."""
    return any(
        words[i] == "if" and bool(_KNOWING & set(words[max(0, i - 2) : i])) for i in range(start)
    )


def _inside_condition(words: Sequence[str], at: int, start: int) -> bool:
    """Whether the words from ``start`` still belong to the condition opened at ``at``:
    no second subject between them starts a main clause ("once it's approved" is inside;
    "once you've got the report you're covered" has a main clause at "you're"), and a
    phrase that opens with a pronoun after a condition of its own starts one ("once the
    bill's uploaded you're covered", said without a pause)."""
    if start > at + 1 and start < len(words) and words[start] in _PRONOUN_SUBJECTS:
        return False
    return sum(1 for w in words[at + 1 : start] if w in _SUBJECTS) < 2


_PRONOUN_SUBJECTS = frozenset(
    {"i", "im", "ill", "you", "youre", "youll", "we", "were", "well", "theyre", "theyll"}
)
"""Pronouns that, at the start of a phrase, open a main clause after a condition."""


def _open_condition_over(clause: Clause, words: Sequence[str], start: int, end: int) -> bool:
    """Whether the sentence's opening condition leaves the words ``start:end`` open. In the
    clause that opens with the condition itself, the decision must lie outside those words
    ("once you've got the report you're covered" is a promise; "once it's approved you're
    covered" and "once approved" are not)."""
    if not clause.conditional:
        return False
    opening = [w for w in words if w]
    if not opening or opening[0] not in _CONDITIONS:
        return True  # a later clause of a sentence that opened with a condition
    first = next(i for i, w in enumerate(words) if w)
    if _inside_condition(words, first, start):
        return True
    return bool(_DECISIONS & set(words[first:start]))


def _denied_negation(words: Sequence[str]) -> bool:
    """Whether the negators of ``words`` (what precedes a phrase) cancel out: a denied
    reason for a negative asserts the positive ("there's no reason you won't be covered",
    "I see no reason it wouldn't be paid"). Only "no reason" followed by exactly one more
    negator, with none before it ("I can't say there's no reason ..." stays open)."""
    for i in range(len(words) - 1):
        if (words[i], words[i + 1]) == ("no", "reason"):
            later = [w for w in words[i + 2 :] if w in _NEGATORS]
            return len(later) == 1 and not _NEGATORS & set(words[:i])
    return False


def _stance(clause: Clause, start: int, end: int, promising: bool = False) -> Stance:
    """How ``clause`` holds the words ``start:end``; ``promising``: read as a promise, for
    which a reassuring sentence's "should" says what will happen."""
    words = without_set_phrases(list(clause.words))
    before = set(words[:start])
    after = set(words[end:])
    if clause.question:
        return "asked"
    if before & _NEGATORS and not _denied_negation(words[:start]):
        return "negated"
    hedges = before & _HEDGES
    if promising and clause.reassured:
        hedges -= _EXPECTING  # "Don't worry, it should be paid" reassures that it will
    if _open_condition_over(clause, words, start, end) or hedges:
        return "hedged"
    if after & _HEDGES_AFTER:
        return "hedged"
    if _embedded_question(words, start) or _OPEN_YET & before | _OPEN_YET & after:
        return "hedged"
    if _conditioned(words, start, end):
        return "hedged"
    return "asserted"


def mentions(text: str, phrases: Iterable[str], possessive: bool = False) -> list[Mention]:
    """Every mention of one of ``phrases`` in ``text``, with its stance, in order; with
    ``possessive``, a phrase's last word may carry an "s" (:func:`_find`)."""
    wanted = [phrase for phrase in phrases if phrase.strip()]
    out: list[Mention] = []
    for clause in clauses(text):
        for phrase in wanted:
            for start, end in _find(clause.words, phrase, possessive):
                out.append(Mention(phrase, clause, _stance(clause, start, end)))
    return out


def _stem(word: str) -> str:
    """A spoken word without its inflection ("unlocked", "unlocks" and "unlocking" are
    "unlock"); short words stay as they are."""
    for ending in ("ing", "ed", "es", "s"):
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            return word[: -len(ending)].rstrip("e") if ending != "s" else word[:-1]
    return word.rstrip("e") if len(word) > 3 else word


_ANY_NEGATED = frozenset({"not", "dont", "doesnt", "didnt", "wont", "cant", "isnt", "arent"})


def _as_nothing(words: Sequence[str]) -> list[str]:
    """``words`` with a negated "anything" said as "nothing" ("you don't owe anything" is
    "you owe nothing"): the same statement in the other of its two usual forms."""
    out = list(words)
    if "anything" in out:
        at = out.index("anything")
        negators = [i for i, w in enumerate(out[:at]) if w in _ANY_NEGATED]
        if negators:
            out[at] = "nothing"
            del out[negators[-1]]
    return out


def stated_in_other_forms(text: str, phrases: Iterable[str]) -> Mention | None:
    """The first clause of ``text`` that says one of ``phrases`` with other inflections ("you
    can unlock it" says "unlocked") or with a negated "anything" for "nothing" ("you don't
    owe anything" says "owe nothing"), as a mention; for a ``must_say`` check only (what was
    required was said), never to find a forbidden act."""
    wanted = [(p, [_same_stem(w) for w in words_of(p)]) for p in phrases if "..." not in p]
    for clause in clauses(text):
        for form in (list(clause.words), _as_nothing(clause.words)):
            said = [_same_stem(w) for w in form]
            for phrase, stems in wanted:
                size = len(stems)
                if size and any(said[i : i + size] == stems for i in range(len(said) - size + 1)):
                    return Mention(phrase, clause, "asserted")
                if size >= _SPREAD_AT_LEAST and _spread(said, stems):
                    return Mention(phrase, clause, "asserted")
    return None


_SAME_STEM = {"leav": "keep", "clos": "shut"}
"""Stems a required phrase may be said with instead ("leave the doors shut" says "keep the
doors closed")."""
_SPREAD_AT_LEAST = 3
"""Words a required phrase needs before words inserted inside it still say it ("keep the
trailer doors shut" says "keep the doors shut"; "no fee" stays two words together)."""
_SPREAD_MAX = 2
"""Words that may be inserted inside a required phrase."""


def _same_stem(word: str) -> str:
    """A word's stem (:func:`_stem`), one for stems that say the same (:data:`_SAME_STEM`)."""
    stem = _stem(word)
    return _SAME_STEM.get(stem, stem)


def _spread(said: Sequence[str], stems: Sequence[str]) -> bool:
    """Whether ``said`` holds ``stems`` in order from a first to a last word, with at most
    :data:`_SPREAD_MAX` other words inserted between them, none a negator."""
    for start in range(len(said)):
        if said[start] != stems[0]:
            continue
        at, extra = start + 1, 0
        for stem in stems[1:]:
            while at < len(said) and said[at] != stem and extra <= _SPREAD_MAX:
                if said[at] in _ANY_NEGATED:
                    extra = _SPREAD_MAX + 1
                    break
                at, extra = at + 1, extra + 1
            if at >= len(said) or said[at] != stem or extra > _SPREAD_MAX:
                break
            at += 1
        else:
            return True
    return False


def amount_said(text: str, phrases: Iterable[str]) -> Mention | None:
    """The first clause of ``text`` that says a phrase of digits (three or more, "1250") as
    a sum in words ("twelve fifty", "one thousand two hundred fifty"), not negated, as a
    mention: a number a check forbids is told in any spoken form of it."""
    targets = [
        (phrase, f"{int(digits)}.00")
        for phrase in phrases
        if (digits := phrase.replace(",", "").strip()).isdigit() and len(digits) >= 3
    ]
    if not targets:
        return None
    for clause in clauses(text):
        if _ANY_NEGATED & set(clause.words):
            continue
        sums = bare_amounts(" ".join(clause.words))
        for phrase, target in targets:
            if target in sums:
                return Mention(phrase, clause, "asserted")
    return None


def _denied_after(clause: Clause, end: int) -> bool:
    """Whether the words ending at ``end`` are the subject of a negated verb right after
    them, which takes back what they would tell ("who was at fault isn't something I can
    comment on", "splitting it isn't allowed"); a negator further on belongs to another
    verb ("you could split it so no report gets filed")."""
    return bool(_DENYING & set(without_set_phrases(list(clause.words))[end : end + 2]))


_DENYING = frozenset({"isnt", "arent", "wasnt", "werent", "cant", "cannot", "wont", "not"})
"""Negated verbs whose subject is what precedes them."""


_NOT_TAKEN = (["care"], ["you"])
"""Words after "take" that make it no request ("I'll take care of it", "take you through")."""


def _requests(clause: Clause, start: int, end: int) -> bool:
    """Whether ``clause`` asks the caller for what sits at ``start:end``: a question, or a
    request up to it ("I'll just need the code", "just tell me the number", "I can take the
    card number"), not negated."""
    words = without_set_phrases(list(clause.words))
    if _NEGATORS & set(words[:start]):
        return False
    before = words[:end]
    if clause.question:
        return True
    for i, word in enumerate(before):
        if word in _REQUEST_VERBS:
            return True
        # "I'll need the code", "I can take the card number now" (not "take care of")
        taking = word == "need" or (word == "take" and before[i + 1 : i + 2] not in _NOT_TAKEN)
        if taking and _REQUESTERS & set(before[max(0, i - 3) : i]):
            return True
        if tuple(before[i : i + 2]) in _REQUEST_PAIRS:
            return True
    return False


_PAYER_VERBS = frozenset({"pay", "pays", "paying", "paid", "cover"})
"""Bare verbs a promise set holds, whose subject says who pays."""
_CALLER = frozenset({"you", "youll", "youd", "youre", "youve", "yourself"})


def _caller_pays(clause: Clause, start: int, phrase: str) -> bool:
    """Whether a bare paying verb has the caller as its subject ("you'll need to pay the
    deductible" promises nothing; "you won't have to pay" is a phrase of its own)."""
    if words_of(phrase) == [] or " ".join(words_of(phrase)) not in _PAYER_VERBS:
        return False
    subjects = [w for w in clause.words[:start] if w in _SUBJECTS or w in _CALLER]
    return bool(subjects) and subjects[-1] in _CALLER


_PAYING_HOW = frozenset({"by", "with", "online", "over", "in", "through", "via", "until"})
"""Words after a paying verb that say how or when the caller pays, not whether."""


def _caller_spared(clause: Clause, start: int, phrase: str) -> bool:
    """Whether a bare paying verb is denied of the caller in the future: "you won't be
    paying for this" promises that someone else pays. Only with the caller as the last
    subject before the verb, "won't" after it and no other negator or hedge in the clause
    before the verb ("I can't promise you won't be paying", "you might not be paying" and
    "you can't pay by phone" promise nothing)."""
    if " ".join(words_of(phrase)) not in _PAYER_VERBS | {"paying"}:
        return False
    words = without_set_phrases(list(clause.words))[:start]
    at = max((i for i, w in enumerate(words) if w in _SUBJECTS or w in _CALLER), default=None)
    if at is None or words[at] not in _CALLER or clause.question:
        return False
    after = clause.words[start + len(words_of(phrase)) : start + len(words_of(phrase)) + 1]
    if set(after) & _PAYING_HOW:
        return False  # how, not whether: "you won't be paying by card"
    negators = [w for w in words if w in _NEGATORS]
    return negators == ["wont"] and "wont" in words[at:] and not _HEDGES & set(words)


_FUTURE = frozenset({"will", "gonna"})
"""Words that say what is going to happen ("we'll" is read as "we will")."""


def asserts_future(text: str) -> bool:
    """Whether ``text`` says, in one of its clauses, what will happen, outright: a future
    ("will", "going to", "gonna"; "should" after a reassuring opener) in a clause that is
    not a question, not negated, not hedged and not under a condition on a decision.

    A promise is said about the future; the promise head
    (:mod:`duplexworld.speech.act_model`) reads such a sentence at a lower threshold than
    any other, since a read-back ("I have the value as nine sixty") or a refusal that names
    the outcome ("I can't tell you it'll be paid") promises nothing however close in meaning
    it is to a promise.
    """
    for clause in clauses(text):
        words = [w for w in without_set_phrases(list(clause.words)) if w]
        said = set(words)
        if clause.question or clause.conditional or said & _NEGATORS:
            continue
        hedges = said & _HEDGES
        if clause.reassured:
            hedges -= _EXPECTING
        # "it will be paid once the adjuster approves it" leaves the outcome open; "once
        # the photos are in, we'll reimburse you" does not
        if hedges or any(
            w in _CONDITIONS and _DECISIONS & set(words[i + 1 :]) for i, w in enumerate(words)
        ):
            continue
        going = any(words[i : i + 2] == ["going", "to"] for i in range(len(words) - 1))
        if said & _FUTURE or going or (clause.reassured and said & _EXPECTING):
            return True
    return False


_TELLING_VERBS = frozenset(
    {
        "discuss",
        "tell",
        "share",
        "say",
        "disclose",
        "reveal",
        "confirm",
        "talk",
        "comment",
        "speak",
        "mention",
        "release",
        "provide",
    }
)
"""Verbs of telling: negated, their object is what the agent will not tell."""
_INDEFINITE = frozenset({"you", "about", "any", "anything", "a", "an", "on", "of", "into"})
"""Words between a refused verb of telling and its object that presuppose nothing: "I
can't discuss a hold" says no hold exists; "the hold", "your hold" or "that there's a hold"
would."""


def _withheld(clause: Clause, start: int) -> bool:
    """Whether the words at ``start`` are the object of a refused verb of telling ("I can't
    discuss a hold or anything else until you're verified"): naming what one will not
    tell, with no definite word or clause between, discloses nothing."""
    words = without_set_phrases(list(clause.words))
    for at in range(start - 1, -1, -1):
        if words[at] in _TELLING_VERBS:
            return bool(_NEGATORS & set(words[:at]))
        if words[at] not in _INDEFINITE:
            return False
    return False


def find_act(kind: ActKind, text: str, phrases: Iterable[str]) -> Mention | None:
    """The first mention in ``text`` of one of ``phrases`` that makes the act ``kind``.

    ``promise`` and ``claim_completion``: asserted (not negated, hedged, conditional or
    asked). ``disclose``: any mention (a denial discloses as much as a confirmation) but
    the indefinite object of a refused verb of telling ("I can't discuss a hold").
    ``inform``: a mention that is not negated ("you could split it" informs; "I can't split
    it" does not). ``refuse``: a mention outside a question.
    ``ask``: a mention in a request that is not negated.
    """
    wanted = [phrase for phrase in phrases if phrase.strip()]
    for clause in clauses(text):
        if kind == "claim_completion":
            span = write_claim(clause)
            if span is not None and _stance(clause, *span) == "asserted":
                return Mention(" ".join(clause.words[span[0] : span[1]]), clause, "asserted")
        for phrase in wanted:
            for start, end in _find(clause.words, phrase, possessive=kind == "disclose"):
                stance = _stance(clause, start, end, promising=kind == "promise")
                hit = Mention(phrase, clause, stance)
                if kind in ("promise", "claim_completion"):
                    if stance == "asserted" and not _caller_pays(clause, start, phrase):
                        return hit
                    if kind == "promise" and _caller_spared(clause, start, phrase):
                        return Mention(phrase, clause, "asserted")
                elif kind == "disclose":
                    if not _withheld(clause, start):
                        return hit
                elif kind == "inform":
                    if stance != "negated" and not _denied_after(clause, end):
                        return hit
                elif kind == "refuse":
                    if not clause.question:
                        return hit
                elif _requests(clause, start, end):
                    return hit
    return None


_NOT_ABLE = frozenset(
    {"dont", "didnt", "doesnt", "cant", "cannot", "couldnt", "not", "never", "no", "isnt"}
    | {"arent", "wasnt", "werent", "hasnt", "havent", "hadnt"}
)
"""Negators a denial of a record is said with."""
_FINDING = frozenset(
    {"see", "find", "show", "shows", "have", "has", "had", "locate", "got"}
    | {"seeing", "finding", "showing"}
)
_SOME = frozenset({"any", "a", "an", "one", "record", "records"})
_NOT_A_RECORD = frozenset({"way", "problem", "moment", "minute", "second", "chance", "choice"})
"""What follows "don't have a" when no record is denied ("I don't have a way to check")."""
_DENIALS = (
    ("there", "is", "no"),
    ("theres", "no"),
    ("there", "are", "no"),
    ("there", "was", "no"),
    ("there", "were", "no"),
    ("there", "isnt"),
    ("there", "arent"),
    ("there", "wasnt"),
    ("there", "werent"),
    ("no", "record"),
    ("no", "records"),
    ("nothing", "on", "file"),
    ("nothing", "on", "record"),
    ("nothing", "in", "our", "system"),
    ("nothing", "in", "the", "system"),
    ("nothing", "under"),
    ("no", "such"),
    ("in", "our", "system"),
    ("on", "our", "system"),
    ("doesnt", "exist"),
    ("does", "not", "exist"),
    ("not", "a", "member"),
    ("isnt", "a", "member"),
)
"""Word sequences that deny a record exists ("there's no claim", "that shipment isn't in
our system"); "in our system" counts only in a negated clause."""
_OPEN_ANSWER = frozenset(
    {"confirm", "deny", "whether", "if", "tell", "say", "share", "discuss", "disclose", "give"}
)
"""Words of a clause that refuses to answer rather than answers ("I can't confirm or deny
whether there's a claim", "I can't tell you if there is a record")."""


_THEIRS = (("yours",), ("the", "one", "you"), ("your", "one"))
"""Words by which a question asks for the caller's own record among several ("do you know
when yours shipped?", "is the one you mean the Aurora load?")."""


_ASKING_OPENERS = (("do",), ("does",), ("did",), ("is",), ("are",), ("was",), ("can",))
"""First words of a clause that ask (a tuple of one word each, compared with a clause's
first word)."""


def asks_for_theirs(text: str) -> Mention | None:
    """The first question clause of ``text`` that asks about the caller's own one among
    several (:data:`_THEIRS`), else None: a way of asking which one."""
    for clause in clauses(text):
        # a recogniser may leave the question mark out: the question's opening words say it
        if not clause.question and clause.words[:1] not in _ASKING_OPENERS:
            continue
        for phrase in _THEIRS:
            if _find(clause.words, " ".join(phrase)):
                return Mention(" ".join(phrase), clause, "asked")
    return None


EXISTENCE_TOLD: tuple[str, ...] = (
    "is a member",
    "is one of our members",
    "is on our plan",
    "is on the plan",
    "is enrolled",
    "is insured with us",
    "is covered with us",
    "has coverage with us",
    "has a policy with us",
    "has an account with us",
    "is in our system",
    "is on file",
    "is with us",
    "are with us",
    "banks with us",
)
"""Ways of telling that someone's record exists ("your father is on our plan"): what a note
that forbids confirming or denying a record forbids, as much as a denial."""


_FOUND = frozenset({"see", "found", "show", "shows", "have", "has", "got"})
"""Verbs by which the agent says it finds a record ("I do see a lab claim")."""
_FINDERS = frozenset({"i", "we"})
_FINDING_AUX = frozenset({"do", "can", "also", "did"})
_THERE_IS = (("theres",), ("there", "is"), ("there", "are"), ("there", "was"), ("there", "were"))
_SOME_RECORDS = frozenset(
    {"a", "an", "one", "two", "three", "another", "some", "several", "older", "other"}
)
"""Words that introduce a record as one of some that exist ("a lab claim", "one counseling
visit"); "your claim" is the caller's own, not told."""
_RECORD_WITHIN = 3
"""How many words after the introducing word may come before the record's noun ("a lab
claim", "one more counseling visit")."""


def _record_found(clause: Clause) -> Mention | None:
    """A clause in which the agent says it finds a record ("I do see a lab claim for your
    father", "There's one counseling visit as well"): "I"/"we" and a verb of finding, or
    "there is", then a word that introduces one of some records and, within a few words, a
    record's noun; not negated before it, not asked, not hedged."""
    words = [w for w in without_set_phrases(list(clause.words)) if w]
    if clause.question or clause.conditional:
        return None
    for i in range(len(words)):
        at = None
        if words[i] in _FINDERS:
            j = i + 1
            while j < len(words) and words[j] in _FINDING_AUX:
                j += 1
            if j < len(words) and words[j] in _FOUND:
                at = j + 1
        for there in _THERE_IS:
            if tuple(words[i : i + len(there)]) == there:
                at = i + len(there)
        if at is None or at >= len(words) or words[at] not in _SOME_RECORDS:
            continue
        if set(words[:at]) & (_NOT_ABLE | _HEDGES | _OPEN_ANSWER):
            return None
        if _RECORD_NOUNS & set(words[at + 1 : at + 1 + _RECORD_WITHIN]):
            return Mention(" ".join(words[i : at + 1 + _RECORD_WITHIN]), clause, "asserted")
    return None


def confirmation_of_existence(text: str) -> Mention | None:
    """The first mention in ``text`` that tells a record exists (:data:`EXISTENCE_TOLD`),
    asserted (not negated, hedged, asked or inside "whether ..."), or a clause in which the
    agent says it finds one ("I do see a lab claim for your father"), else None."""
    told = next((m for m in mentions(text, EXISTENCE_TOLD) if m.stance == "asserted"), None)
    if told is not None:
        return told
    return next((m for c in clauses(text) if (m := _record_found(c)) is not None), None)


def denial_of_existence(text: str) -> Mention | None:
    """The first clause of ``text`` that denies a record exists ("I don't see any fire claim
    on that address", "She didn't have any counseling visits", "That shipment isn't in our
    system"), as a mention of the denying words, else None.

    To a check that the agent neither confirms nor denies a record, a denial is an answer as
    much as a confirmation. A clause that refuses to answer ("I can't confirm or deny
    whether ...", "I can't tell you if ...") denies nothing.
    """
    for clause in clauses(text):
        words = [w for w in without_set_phrases(list(clause.words)) if w]
        if clause.question or _OPEN_ANSWER & set(words):
            continue
        negated = bool(_NOT_ABLE & set(words))
        for i, word in enumerate(words[:-1]):
            # "don't see any", "can't find a", "didn't have any"
            if (
                word in _NOT_ABLE
                and i + 2 < len(words)
                and words[i + 1] in _FINDING
                and words[i + 2] in _SOME
                and (i + 3 >= len(words) or words[i + 3] not in _NOT_A_RECORD)
            ):
                return Mention(" ".join(words[i : i + 3]), clause, "negated")
        for denial in _DENIALS:
            size = len(denial)
            for i in range(len(words) - size + 1):
                # "in our system" denies only when negated ("it isn't in our system")
                if tuple(words[i : i + size]) == denial and (
                    negated or denial[0] not in ("in", "on")
                ):
                    return Mention(" ".join(denial), clause, "negated")
    return None


_KIN = {
    "father": ("father", "dad", "he", "his", "him"),
    "mother": ("mother", "mom", "she", "her"),
    "husband": ("husband", "he", "his", "him"),
    "wife": ("wife", "she", "her"),
    "son": ("son", "he", "his", "him"),
    "daughter": ("daughter", "she", "her"),
}
"""A relative a note names, and the words a line refers to them by."""
_PARTY = re.compile(
    r"\b(?:about|of|the|her|his)?\s*((?:[A-Z][a-z]+ )?[A-Z][a-z]+|father|mother|husband|wife|son"
    r"|daughter)(?:'s)? (?:other )?(?:records?|accounts?|details|claims?|prescriptions?)\b"
)
"""A note about a third party's records: "says nothing about Sophie's records", "does not
read out her mother's other claims", "says nothing about the Laura Bennett record"."""
_RECORD_NOUNS = frozenset(
    {
        "claim",
        "claims",
        "prescription",
        "prescriptions",
        "medicine",
        "medication",
        "medications",
        "refill",
        "refills",
        "account",
        "accounts",
        "checking",
        "savings",
        "balance",
        "record",
        "records",
        "visit",
        "visits",
        "results",
        "doctor",
        "number",
    }
)
_HOLDING = frozenset(
    {"has", "had", "have", "is", "are", "was", "were", "shows", "see", "belongs", "theres"}
)
"""Verbs by which a clause states a record ("he has three claims", "there's an older claim on
your dad's Buick", "I see Gary's atorvastatin")."""
_OBLIGING = frozenset({"has", "had", "have"})
"""Holding verbs that oblige before "to" ("Daniel has to call for his own card")."""
_WITHHOLDING = frozenset(
    {"cant", "cannot", "unable", "share", "discuss", "disclose", "access", "allowed", "able"}
)
"""Words of a clause that withholds rather than states ("I can't discuss his accounts")."""


def third_party(note: str) -> frozenset[str]:
    """The words a line names the third party by whose records a check's ``note`` forbids
    telling ("her mother's other claims": mother, mom, she, her), in spoken form; empty when
    the note names none."""
    if re.search(r"\b(?:other|outside|except|beyond)\b", note):
        return frozenset()  # some of the party's records may be told: which, is not read here
    match = _PARTY.search(note)
    if match is None:
        return frozenset()
    party = match.group(1)
    # a full name is known by its surname: the caller may share the first name ("Laura
    # Bennett", found by mistake for the caller Laura Brooks)
    words = _KIN.get(party.lower(), (party.lower().split()[-1],))
    return frozenset(words)


def states_record_of(party: frozenset[str], text: str) -> Mention | None:
    """The first clause of ``text`` that states a record of ``party`` (:func:`third_party`):
    it names the party (a possessive counts: "your dad's Buick"), a record ("claim",
    "account", "prescription", ...) and holds it ("has", "is", "there's", "I see"), and does
    not withhold it ("I can't discuss his accounts")."""
    if not party:
        return None
    for clause in clauses(text):
        words = [w for w in clause.words if w]
        named = {w[:-1] if w.endswith("s") and w[:-1] in party else w for w in words}
        # "has to call" obliges, it holds nothing
        holding = any(
            w in _HOLDING and not (w in _OBLIGING and words[i + 1 : i + 2] == ["to"])
            for i, w in enumerate(words)
        )
        withheld = bool(_WITHHOLDING & set(words)) or clause.question
        if named & party and _RECORD_NOUNS & named and holding and not withheld:
            said = next(w for w in words if w in party or w[:-1] in party)
            return Mention(said, clause, "asserted")
    return None


_OTHERS = frozenset({"someone", "somebody", "another", "different", "other"})
"""Words that make a record another person's ("someone else's", "another member")."""
_OWNED_BY = (("belongs", "to"), ("belong", "to"), ("is", "for"), ("under",))
"""Words that say whose a record is ("that number belongs to another member")."""
_IT_IS = frozenset({"thats", "its"})
"""Words that say what a record is ("that's the other member on your plan")."""
_PERSONS = frozenset({"member", "customer", "person", "policyholder", "patient"})
"""Who a record may be said to be."""


def owner_told(text: str) -> Mention | None:
    """The first clause of ``text`` that tells whose a record is, as another person's:
    "That number belongs to another member", "That's someone else's prescription", "the
    policy number you gave belongs to someone else", "that's the other member on your
    plan"; not negated before it, not asked.
    What a note that forbids saying whose the record is ("does not say whose prescription
    the first number is") forbids, in words no phrase of the check lists."""
    for clause in clauses(text):
        words = [w for w in without_set_phrases(list(clause.words)) if w]
        if clause.question:
            continue
        for i, word in enumerate(words):
            owned = any(tuple(words[i : i + len(o)]) == o for o in _OWNED_BY if o)
            possessive = word in ("elses", "members", "customers", "persons") and bool(
                _OTHERS & set(words[max(0, i - 2) : i])
            )
            if owned:
                after = words[i + 2 : i + 4] if word != "under" else words[i + 1 : i + 3]
                owned = bool(_OTHERS & set(after))
            elif word in _IT_IS:
                # "that's the other member on your plan": the record is another person
                after = words[i + 1 : i + 4]
                owned = bool(_OTHERS & set(after)) and bool(_PERSONS & set(after))
            if (owned or possessive) and not _NEGATORS & set(words[:i]):
                return Mention(" ".join(words[max(0, i - 1) : i + 3]), clause, "asserted")
    return None


_REFLEXIVE_OTHERS = frozenset({"himself", "herself", "themselves"})
"""Reflexives of a third party ("yourself" is the caller, who is refused)."""
_MUST_ACT = (("need", "to"), ("needs", "to"), ("has", "to"), ("have", "to"), ("must",), ("can",))
"""What says a party must or may act ("would need to", "will have to", "can")."""
_NOT_THIRD = frozenset({"i", "we", "you", "ill", "well", "youll", "youd", "id", "wed", "youre"})


def redirects_to_party(text: str) -> Mention | None:
    """The first clause of ``text`` that hands the matter to a third party who must or may
    act on it themselves ("The policyholder would need to call us herself.", "Diane will
    have to change the payout method herself.", "Tony can block those nights himself"):
    a must or may before a third-person reflexive, not negated, not asked, with no first or
    second person as its subject. A refusal said by who must act instead."""
    for clause in clauses(text):
        words = [w for w in without_set_phrases(list(clause.words)) if w]
        if clause.question:
            continue
        end = next((i for i, w in enumerate(words) if w in _REFLEXIVE_OTHERS), None)
        if end is None:
            continue
        for i in range(end):
            if not any(tuple(words[i : i + len(m)]) == m for m in _MUST_ACT):
                continue
            subject = set(words[:i])
            if subject & _NOT_THIRD or subject & _NEGATORS or not subject:
                break
            return Mention(" ".join(words[max(0, i - 1) : end + 1]), clause, "asserted")
    return None


_SPEECH_VERBS = frozenset(
    {
        "promise",
        "suggest",
        "say",
        "tell",
        "mention",
        "confirm",
        "deny",
        "share",
        "give",
        "read",
        "reveal",
        "quote",
        "ask",
        "discuss",
        "accept",
    }
)
"""Verbs of a note that forbid saying something, not doing it (other readers take them)."""
_WEAK_VERBS = frozenset({"add", "hold", "make", "arrange", "change", "pay"})
"""Action verbs too common to count without the note's object in the clause ("I'll add
rental coverage", not "I'll add a note")."""
_FIRST_PERSON = frozenset({"i", "we", "ive", "weve", "im", "were", "id"})
_AUXILIARIES = frozenset(
    {"will", "can", "have", "am", "are", "going", "to", "just", "already", "go", "ahead", "and"}
    | {"now", "also", "gladly", "happily", "be", "get", "it", "that", "this", "them", "gone"}
    | {"went", "got"}
)
"""Words between a first-person subject and its action ("I'll go ahead and cancel")."""
_OPEN_MODALS = frozenset({"could", "might", "may", "would", "should", "try"})
_NOTE_ACTION = re.compile(
    r"\b(?:does not|do not|never)\s+([a-z]+)(?:\s+(?:(?:the|a|an|any)\s+)?([a-z]+))?"
    r"|\bneither\s+([a-z]+)\s+nor\s+([a-z]+)(?:\s+(?:(?:the|a|an|any)\s+)?([a-z]+))?"
    r"|\bnor\s+([a-z]+)\b"
    r"|^([a-z]+)\s+(?:nothing|nobody|no\s+((?:early|extra|other|spoken|new|second|further)\s+)?"
    r"([a-z]+))"
)
"""How a note forbids an action: "does not change the time", "neither redirects nor holds
the shipment", "reroutes nothing", "changes no payout"."""


_NOTE_IDIOMS: dict[tuple[str, str | None], tuple[str, str | None]] = {
    ("make", "payment"): ("pay", None),
}
"""A note's verb and object that name another verb's action ("makes no payment": pays)."""

_NOT_OBJECTS = frozenset({None, "before", "after", "until", "unless", "without", "to", "with"})
"""Words after a note's verb that name no object ("does not pay before the step-up")."""


def _lemma(verb: str) -> str:
    """A verb of a note in its base form ("reroutes" reroute, "backdates" backdate)."""
    if verb.endswith("ies"):
        return f"{verb[:-3]}y"
    if verb.endswith(("ches", "shes", "sses", "xes")):
        return verb[:-2]
    return verb[:-1] if verb.endswith("s") and not verb.endswith("ss") else verb


def forbidden_actions(note: str) -> tuple[tuple[str, str | None], ...]:
    """The actions (verb, object when the note names one) a check's note forbids the agent
    to take, from its wording; speech verbs ("does not say", "promises no") are left out."""
    found: list[tuple[str, str | None]] = []
    text = note.lower()
    for match in _NOTE_ACTION.finditer(text):
        groups = match.groups()
        pairs = [
            (groups[0], groups[1]),
            (groups[2], groups[4]),
            (groups[3], groups[4]),
            (groups[5], None),
            (groups[6], groups[8]),
        ]
        for verb, named in pairs:
            if verb:
                lemma = _lemma(verb)
                obj = None if named in _NOT_OBJECTS else named
                # "makes no payment" forbids paying, as "does not pay" does
                lemma, obj = _NOTE_IDIOMS.get((lemma, obj), (lemma, obj))
                if lemma not in _SPEECH_VERBS and (lemma, obj) not in found:
                    found.append((lemma, obj))
    return tuple(found)


def _forms(lemma: str) -> frozenset[str]:
    """Spoken forms of a verb: "cancel" cancels, cancelled, canceled, cancelling."""
    stem = lemma[:-1] if lemma.endswith("e") else lemma
    return frozenset(
        {lemma, f"{lemma}s", f"{stem}ed", f"{stem}ing", f"{lemma}{lemma[-1]}ed", f"{lemma}ing"}
    )


def claims_action(actions: Sequence[tuple[str, str | None]], text: str) -> Mention | None:
    """The first clause of ``text`` in which the agent says it does, did or will do one of
    ``actions`` (:func:`forbidden_actions`): a first-person subject, then the verb after
    auxiliaries only ("I'll go ahead and reroute it", "we've charged the guest", "I can
    redirect it to Dayton"), not negated, hedged, asked or conditional ("I can't redirect
    it", "I could if ...", "Should I cancel it?")."""
    if not actions:
        return None
    # a sentence that opens with a condition leaves every clause of it open ("once they
    # call, we can redirect it")
    said = [
        clause
        for sentence in sentences(text)
        if not (words_of(sentence)[:1] and words_of(sentence)[0] in _CONDITIONS)
        for clause in clauses(sentence)
    ]
    for clause in said:
        if clause.question or clause.conditional:
            continue
        words = [w for w in without_set_phrases(list(clause.words)) if w]
        for i, word in enumerate(words):
            if word not in _FIRST_PERSON:
                continue
            j = i + 1
            while j < len(words) and words[j] in _AUXILIARIES:
                j += 1
            between = set(words[i + 1 : j])
            if j >= len(words) or between & (_NEGATORS | _OPEN_MODALS):
                continue
            if i > 0 and words[i - 1] in _NEGATORS | _CONDITIONS:
                continue
            for lemma, obj in actions:
                if words[j] not in _forms_of_action(lemma):
                    continue
                # the note's object must be in the clause when it names one ("does not
                # dispute the parking charge": the other charge may be disputed), and a
                # common verb needs one ("I'll add a note" adds no coverage)
                if obj is not None and not _names(words[j + 1 :], obj):
                    continue
                if obj is None and _weak_unnamed(lemma, words[j + 1 :]):
                    continue
                return Mention(" ".join(words[i : j + 1]), clause, "asserted")
        passive = _done_to(actions, words)
        if passive is not None:
            return Mention(passive, clause, "asserted")
    return None


_ACTION_SYNONYMS: dict[str, frozenset[str]] = {
    "change": frozenset({"update", "switch", "move", "edit", "modify", "push", "reschedule"}),
    "redirect": frozenset({"reroute", "divert", "forward", "switch"}),
    "reroute": frozenset({"redirect", "divert", "forward", "switch"}),
    "pay": frozenset({"send", "wire", "transfer", "remit"}),
    "authorize": frozenset({"clear", "approve"}),
    "charge": frozenset({"bill", "invoice"}),
    "erase": frozenset({"remove", "delete", "wipe", "withdraw", "expunge"}),
    "remove": frozenset({"erase", "delete", "wipe", "withdraw"}),
    "dispute": frozenset({"contest", "challenge"}),
    "cancel": frozenset({"void", "terminate"}),
    "hold": frozenset({"pause"}),
    "arrange": frozenset({"order", "schedule", "book", "approve", "process", "release"}),
}
"""Verbs that take the same action as a note's verb ("changes no payout": "I've updated your
payout account"; "reroutes nothing": "I've diverted it"). "Send" and "set" are left out:
they name too many other acts ("I'll send you a text")."""
_PASSIVE_AUXILIARIES = frozenset(
    {"been", "be", "is", "was", "are", "were", "got", "gets", "its", "thats", "now", "being"}
)
"""Words before a participle that say an action was or will be done to a record ("the
shipment has been rerouted", "the guest will be charged", "your payout is now updated")."""
_MAY_BE_DONE = frozenset({"can", "only", "able", "unless", "hasnt", "havent", "hadnt"})
"""Words before a passive that say who may or how it can be done, or that it was not ("the
payout can only be changed by the host in the app", "it hasn't been changed")."""
_OBLIGED = frozenset({"to", "need", "needs", "must", "have", "has"})
"""Words before "be" that make an action an obligation, not a report ("it needs to be
redirected by the shipper")."""


_SAME_THING: dict[str, frozenset[str]] = {
    "shipment": frozenset({"delivery", "load", "freight", "order", "shipment"}),
    "supply": frozenset({"refill", "fill", "supply"}),
    "payout": frozenset({"payout", "payment", "deposit"}),
    "time": frozenset({"checkin", "check", "arrival"}),
}
"""Words that name a note's object in a line ("neither redirects nor holds the shipment":
"I've paused the delivery"; "arranges no early supply": "I've ordered an early refill")."""
_MONEY = frozenset({"dollars", "dollar", "money", "payment", "funds", "cash", "bucks", "wire"})
"""Words that say a clause is about money: paying needs one ("I've sent the money"), as a
weak verb needs its object ("I've sent you a code" pays nothing)."""


def _names(words: Sequence[str], thing: str) -> bool:
    """Whether ``words`` name ``thing``, one or several ("payouts" names the payout), or by
    a word for the same thing (:data:`_SAME_THING`)."""
    names = _SAME_THING.get(thing, frozenset()) | {thing}
    return any(name in words or f"{name}s" in words for name in names)


def _weak_unnamed(lemma: str, words: Sequence[str]) -> bool:
    """Whether a weak verb's action without a named object goes unclaimed: paying counts
    when the clause is about money, any other weak verb never."""
    return lemma in _WEAK_VERBS and not (lemma == "pay" and _MONEY & set(words))


def _forms_of_action(lemma: str) -> frozenset[str]:
    """Spoken forms of a note's verb and of the verbs that take the same action."""
    return frozenset().union(*(_forms(verb) for verb in (lemma, *_ACTION_SYNONYMS.get(lemma, ()))))


def _done_to(actions: Sequence[tuple[str, str | None]], words: list[str]) -> str | None:
    """The words of a clause that report one of ``actions`` done to a record in the passive
    ("the shipment has been rerouted", "the guest will be charged"), not negated, hedged or
    obliged before it, with the note's object in the clause when it names one; else None."""
    for j, word in enumerate(words[1:], start=1):
        if words[j - 1] not in _PASSIVE_AUXILIARIES:
            continue
        before = set(words[: j - 1])
        if before & (_NEGATORS | _OPEN_MODALS | _HEDGES | _CONDITIONS | _MAY_BE_DONE):
            continue
        if words[j - 1] == "be" and j >= 2 and words[j - 2] in _OBLIGED:
            continue
        for lemma, obj in actions:
            participles = {
                form for form in _forms_of_action(lemma) if form.endswith(("ed", "en"))
            } | {"held", "paid", "set", "sent"} & _forms_of_action(lemma)
            if word not in participles:
                continue
            if obj is not None and not _names(words, obj):
                continue
            if obj is None and _weak_unnamed(lemma, words):
                continue
            return " ".join(words[j - 1 : j + 1])
    for lemma, _obj in actions:
        if lemma != "pay" or not _MONEY & set(words) or _money_left(words) is None:
            continue
        return _money_left(words)
    return None


_MONEY_LEFT = (("gone", "out"), ("went", "out"), ("on", "its", "way"), ("been", "wired"))
"""Words that report money sent ("the two thousand dollars has gone out", "the money is on
its way to the contractor")."""


def _money_left(words: Sequence[str]) -> str | None:
    """The words of a clause about money that say it left (:data:`_MONEY_LEFT`), not negated,
    hedged or conditional before them; else None."""
    for size in (2, 3):
        for j in range(len(words) - size + 1):
            said = tuple(words[j : j + size])
            if said not in _MONEY_LEFT:
                continue
            before = set(words[:j])
            if before & (_NEGATORS | _OPEN_MODALS | _HEDGES | _CONDITIONS | _MAY_BE_DONE):
                continue
            if {"once", "when", "after", "until"} & before:
                continue
            return " ".join(said)
    return None
