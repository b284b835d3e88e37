"""What the reference agent tells the caller from the results it received.

A good agent tells the caller the reference a write created ("your claim number is ...") and
the value the caller called about when the procedure is to read it out. The oracle does the
same from the text of the results it actually got: a new reference is a record id in a
write's result that appeared neither in the call's arguments nor in any earlier result; a
procedure that only reads ends by telling the caller the times, dates and amounts the last
record it read shows, as received, never from the gold or the records. Whether to refuse comes
from the text of the policy clauses its own search returned, never from the scenario's speech
checks. Values are spoken as a person reads them out (:mod:`duplexworld.speech.spoken`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from duplexworld.scenario.provenance import resolve_result
from duplexworld.scenario.schema import ResultRef
from duplexworld.speech import spoken
from duplexworld.world.clauses import CLAUSE_HEADING

__all__ = [
    "REFERENCE",
    "new_references",
    "policy_topic",
    "reference_line",
    "speak_value",
    "lines_for",
    "policy_forbids",
    "policy_rule",
    "is_quantity",
    "outcome_lines",
    "read_out",
    "record_line",
    "value_line",
    "values_to_tell",
]

REFERENCE = re.compile(r"\b[A-Z]{1,5}(?:-[A-Z0-9]+)+\b")
"""The shape of a record reference in a tool result ("DSP-T-8003", "CLM-204117-3")."""

_NOUNS = frozenset({"claim", "dispute", "report", "appeal", "case", "ticket", "trace", "request"})
"""Words before a reference in a result that say what it is ("Dispute DSP-T-8003 opened")."""


def _noun_before(text: str, start: int) -> str:
    words = re.findall(r"[A-Za-z]+", text[:start])
    noun = words[-1].lower() if words else ""
    return noun if noun in _NOUNS else "reference"


def new_references(
    result: str, arguments: Mapping[str, Any], earlier: Iterable[str]
) -> list[tuple[str, str]]:
    """(noun, reference) for each reference a write's result introduces, in order.

    A reference counts as new when it holds a digit and is neither one of the call's
    arguments (nor inside one) nor in an earlier result: those name records the caller and
    the agent already had ("Dispute DSP-T-8003 opened for ... transaction T-8003").
    """
    known = [str(value) for value in arguments.values()] + list(earlier)
    found: list[tuple[str, str]] = []
    for match in REFERENCE.finditer(result):
        reference = match.group(0)
        if not any(ch.isdigit() for ch in reference) or any(reference in k for k in known):
            continue
        if reference not in (ref for _, ref in found):
            found.append((_noun_before(result, match.start()), reference))
    return found


def speak_value(value: str) -> str:
    """A result value in spoken form, by its shape: an amount, a time, a date, a reference,
    a digit string, else the text as it stands."""
    text = value.strip()
    if re.fullmatch(r"\d+\.\d{2}", text):
        return spoken.speak_amount(text)
    if re.fullmatch(r"\d{1,2}:\d{2}", text):
        return spoken.speak_time(text)
    if re.fullmatch(r"\d{4}-\d{2}-\d{2}", text):
        return spoken.speak_date(text)
    if re.fullmatch(r"\d+", text):
        return spoken.speak_digits(text)
    if REFERENCE.fullmatch(text) and any(ch.isdigit() for ch in text):
        return spoken.speak_reference(text)
    return text


def reference_line(noun: str, reference: str) -> str:
    """How the agent tells the caller a new reference."""
    return f"Your {noun} number is {spoken.speak_reference(reference)}."


def value_line(value: str, result: str) -> str:
    """How the agent tells a value it read: the result's clause that holds it, with the
    value in spoken form ("Check-in from 17:00" -> "I see check-in from five p m.")."""
    clauses = [c.strip() for c in re.split(r"\s*(?:\||;|\.\s|,\s)\s*", result) if c.strip()]
    clause = next((c for c in clauses if value in c), value)
    if REFERENCE.fullmatch(value):
        return reference_line(_noun_before(result, result.find(value)), value)
    text = clause.rstrip(".").replace(value, speak_value(value))
    return f"I see {text[:1].lower()}{text[1:]}."


def values_to_tell(
    refs: Sequence[ResultRef], results: Sequence[str], heard: Mapping[str, str]
) -> list[str]:
    """The values ``refs`` select in the results received (first candidate of each)."""
    values: list[str] = []
    for ref in refs:
        candidates = resolve_result(ref, list(results), dict(heard))
        if candidates and candidates[0] not in values:
            values.append(candidates[0])
    return values


def lines_for(
    result: str,
    *,
    wrote: bool,
    sent: Mapping[str, Any],
    earlier: Sequence[str],
    refs: Sequence[ResultRef],
    results: Sequence[str],
    heard: Mapping[str, str],
) -> tuple[list[str], list[str]]:
    """What to tell the caller from one result: (values told, lines to say).

    Args:
        result: the text of the result received.
        wrote: whether the call changed records (only a write creates a reference).
        sent: the call's arguments.
        earlier: the texts of the other results received so far.
        refs: the values the procedure asks to tell from this step.
        results: every gold step's result as received (this one included).
        heard: the caller's values as heard (for references that select by them).
    """
    told: list[str] = []
    lines: list[str] = []
    if wrote:
        for noun, reference in new_references(result, sent, earlier):
            lines.append(reference_line(noun, reference))
            told.append(reference)
    for value in values_to_tell(refs, results, heard):
        if value not in told:
            lines.append(value_line(value, result))
            told.append(value)
    return told, lines


def policy_topic(results: Sequence[str]) -> str | None:
    """What the policy search the agent made says the matter falls under: the title of the
    first clause (the best match) in the latest result that returned clauses (``[ID] Title:
    text``), as said in a sentence ("structuring", "third-party cash"); None without one."""
    for text in reversed(results):
        heading = CLAUSE_HEADING.search(text)
        if heading is None:
            continue
        title = text[heading.end() :].strip().split(":", 1)[0].strip()
        first = title.split(" ", 1)[0]
        # a sentence-case title reads in a sentence with a small first letter ("Structuring"
        # -> "structuring"); an acronym or a name stays as it is ("OneBank accounts")
        if first[1:] == first[1:].lower() and not first.isupper():
            title = title[:1].lower() + title[1:]
        return title or None
    return None


def policy_rule(results: Sequence[str]) -> str | None:
    """What the policy search the agent made says the rule is: the first sentence of the
    first clause (the best match) in the latest result that returned clauses, as written
    ("Only the booking guest adds people to a trip's delegate list, in the app (Trips, Share
    this trip)."); None without one. The reason a refusal gives, from the text the agent got."""
    for text in reversed(results):
        heading = CLAUSE_HEADING.search(text)
        if heading is None:
            continue
        clause = text[heading.end() :].split("\n\n", 1)[0]
        # the text starts after the colon that ends the title, at a capital (a title's own
        # colon goes on in small letters: "Calling for someone else: a parent, ...")
        parts = re.split(r":\s+(?=[A-Z])", clause, maxsplit=1)
        if len(parts) < 2:
            return None
        body = parts[1]
        return _first_sentence(" ".join(body.split())) or None
    return None


_ABBREVIATIONS = frozenset({"dr", "mr", "mrs", "ms", "st", "no", "vs", "e.g", "i.e"})
"""Words a full stop follows inside a sentence ("Dr. Kim")."""


def _first_sentence(text: str) -> str:
    # a sentence ends at a full stop before a space and a capital ("... (Trips, Share this
    # trip). Staff cannot ..."), not at one after an abbreviation ("Dr. Kim")
    for stop in re.finditer(r"\.\s+(?=[A-Z])", text):
        words = text[: stop.start()].split()
        if words and words[-1].lower() not in _ABBREVIATIONS:
            return text[: stop.start() + 1].strip()
    return text.strip()


_FORBIDS = re.compile(
    r"\b(refuse[sd]?|cannot|can't|can not|never|not allowed|may not|must not|do not|does not"
    r"|no [a-z]+ (?:[a-z]+ )?exists?)\b",
    re.IGNORECASE,
)
"""How a policy clause says something is not done ("Refuse ...", "Staff cannot ...", "No early
refill ... exists")."""


def policy_forbids(results: Sequence[str]) -> bool:
    """Whether the policy the agent looked up forbids something: the latest result that
    returned clauses (``[ID] Title: text``) states a prohibition."""
    for text in reversed(results):
        if CLAUSE_HEADING.search(text):
            return _FORBIDS.search(text) is not None
    return False


_VALUE = re.compile(r"\b(?:\d{1,2}:\d{2}|\d{4}-\d{2}-\d{2}|\d+\.\d{2})\b")
"""A time, a date or an amount in a tool result."""


def read_out(result: str) -> list[str]:
    """The sentences of a result that state a time, a date or an amount, in spoken form
    ("Check-in from 17:00, checkout by 11:00." -> "I see check-in from five p m, checkout by
    eleven a m."): what a record shows that a caller asked about."""
    lines: list[str] = []
    for sentence in re.split(r"(?<=\.)\s+|\n+", result):
        sentence = sentence.strip().rstrip(".")
        if not sentence or not _VALUE.search(sentence):
            continue
        spoken_text = _VALUE.sub(lambda match: speak_value(match.group(0)), sentence)
        lines.append(f"I see {spoken_text[:1].lower()}{spoken_text[1:]}.")
    return lines


def _spoken_values(text: str) -> str:
    """``text`` with its times, dates and amounts in spoken form ("$85.00" too)."""
    text = re.sub(r"\$(?=\d)", "", text)
    return _VALUE.sub(lambda match: speak_value(match.group(0)), text)


def _without_asides(text: str) -> str:
    """``text`` without asides in brackets that hold a number or a code ("(ending 9579)",
    "(PH-320)", "(reason: cancelled_recurring)"): bookkeeping, and a caller hears their
    digits as a read-back of their own."""
    while (bare := re.sub(r"\s*\([^()]*[\d_][^()]*\)", "", text)) != text:
        text = bare
    return text


def is_quantity(value: str) -> bool:
    """Whether a result value is a time, a date or an amount (not a record id)."""
    return _VALUE.fullmatch(value.strip()) is not None


def record_line(record_id: str, result: str) -> str | None:
    """The line of a listing result that shows the record ``record_id`` ("- check 4761:
    written 2024-05-27 to Green Leaf Landscaping, 240.00, issued"), in spoken form and without
    the internal id, or None when the result lists no such line (a one-record result says
    nothing the caller needs to hear about which record it is)."""
    lines = [line.strip() for line in result.splitlines()]
    for line in lines:
        if not line.startswith("-") or not re.search(rf"\b{re.escape(record_id)}\b", line):
            continue
        text = line.lstrip("- ").strip()
        # the record's own id means nothing to the caller: what it shows identifies it
        if REFERENCE.fullmatch(record_id):  # a check number means something to its writer
            text = re.sub(rf"\s*\b{re.escape(record_id)}\b:?\s*", " ", text).strip(" :,")
        text = re.sub(r"\s+", " ", _without_asides(text))
        return _spoken_values(text) if text else None
    return None


def _aside_part_told(part: str) -> bool:
    """Whether a part of a bracketed aside is worth telling: a name or a date ("Downtown
    Medical Group", "2025-03-13"), not an id, a number, a code or a field ("P-611", "ending
    9579", "reason: duplicate")."""
    if ":" in part or "_" in part or REFERENCE.search(part):
        return False
    bare = _VALUE.sub("", part)
    if _VALUE.fullmatch(part):
        return True  # a date or an amount alone: the claim of March 13th
    # a name (capitalised), a date said with a word ("written 2024-05-27") or a phrase
    # ("never confidential services"); one bare word ("commercial") is bookkeeping, and the
    # outcome is told briefly
    named = re.search(r"\b[A-Z][a-z]", part) is not None or _VALUE.search(part) is not None
    return (named or len(part.split()) > 1) and not re.search(r"\d", bare)


def _told_asides(text: str) -> str:
    """``text`` with each bracketed aside cut to its parts worth telling (a doctor's clinic,
    the date of the claim), and left out when none is."""
    out: list[str] = []
    depth = 0
    start = 0
    for i, ch in enumerate(text):
        if ch == "(":
            if depth == 0:
                start = i
            depth += 1
        elif ch == ")" and depth:
            depth -= 1
            if depth == 0:
                inner = text[start + 1 : i]
                parts = [p.strip() for p in re.split(r",\s*(?![^()]*\))", inner)]
                kept = [p for p in parts if _aside_part_told(p)]
                out.append(f"({', '.join(kept)})" if kept else "")
        elif depth == 0:
            out.append(ch)
    return "".join(out) if depth == 0 else _without_asides(text)


def outcome_lines(result: str) -> list[str]:
    """What a write's result says happened, sentence by sentence, in spoken form: the caller
    is told the outcome as the system stated it ("... is posted to 915 Maple Avenue, Dayton
    OH and arrives in 5 to 7 business days"). Record ids are left out (a new reference is
    told on its own, as its number; the others are internal)."""
    lines: list[str] = []
    for sentence in re.split(r"(?<!\bDr\.)(?<=\.)\s+|\n+", result):
        text = sentence.strip().lstrip("- ").strip()
        if re.search(r"\b[a-z]+_[a-z_]+\b", _without_asides(text)):
            continue  # bookkeeping ("other_party_name recorded as ..."): the read-back said it
        text = _told_asides(text)
        text = REFERENCE.sub(
            lambda m: "" if any(c.isdigit() for c in m.group(0)) else m.group(0), text
        )
        # a record's long number ("Shipment 87902245", "Rx 721458") is the records', and
        # the caller's ear takes a run of digits for one of its own numbers read back wrong
        text = re.sub(r"\s*\b\d{6,}\b", "", text)
        text = re.sub(r"\(\s*,\s*", "(", text)
        text = re.sub(r"\s+", " ", text)
        text = re.sub(r"\(\s*\)|\s+(?=[,.;)])", "", text).strip(" ,")
        # an aside in brackets is said as one, between pauses: read straight on ("Dr. Angela
        # Reyes (Lincoln Park Clinic)") the voice ran the name into the clinic, and the
        # caller's ear heard "Angela Raise-Lincoln Park Clinic"
        while "(" in text and ")" in text:
            spoken = re.sub(r"\s*\(([^()]*)\)\s*", lambda m: f", {m.group(1)}, ", text)
            if spoken == text:
                break
            text = spoken
        text = re.sub(r"(,\s*)+,", ",", text)
        text = re.sub(r",\s*([.;])", r"\1", text).strip(" ,")
        if len(re.findall(r"[A-Za-z]+", text)) < 2:
            continue
        lines.append(_spoken_values(text.rstrip(".") + "."))
    return lines
