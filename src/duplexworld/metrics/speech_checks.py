"""The deterministic part of an NL assertion: what the agent must or must not say.

A scenario's ``nl_checks`` (:class:`duplexworld.scenario.schema.SpeechCheck`) are checked on
the agent's speech *as the caller heard it*: the caller's recognition of the agent's audio
(``heard`` events), never the agent's self-reported transcript, which a real listener does not
receive. Under the ``transcript`` perception ablation the caller perceived the agent's
transcript, so that is what is checked there.

Comparison is on spoken renderings (:func:`duplexworld.speech.spoken.normalise_spoken`), so
case, punctuation and "4471" vs "four four seven one" do not matter; values compare by kind
(an amount heard as "seven hundred fifty dollars" is 750.00, a claim number heard with its
digits grouped or read one by one is the same digits).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from duplexworld.scenario import Scenario
from duplexworld.scenario.provenance import resolve_result
from duplexworld.scenario.schema import FactRef, ResultRef, SpeechCheck
from duplexworld.speech.spoken import (
    normalise_spoken,
    parse_amount,
    parse_date,
    parse_time,
)
from duplexworld.trace import Trace

__all__ = [
    "PHRASE_CLASSES",
    "HeardLine",
    "SpeechVerdict",
    "check_speech",
    "heard_agent_speech",
]

PHRASE_CLASSES: dict[str, tuple[str, ...]] = {
    "refusal": (
        "can't",
        "cannot",
        "can not",
        "unable to",
        "not able to",
        "not allowed",
        "not possible",
        "isn't possible",
        "won't be able",
        "does not allow",
        "doesn't allow",
        "don't allow",
        "not permitted",
        "not something i can",
        "no way for me to",
        "i'm not authorized",
        "i am not authorized",
    ),
}
"""Named phrase sets a check may use (``phrase_class``): ``refusal`` is a statement that the
agent will not or cannot do what was asked."""


@dataclass(frozen=True)
class HeardLine:
    """One stretch of the agent's speech as the caller perceived it."""

    tick: int
    """The tick the words were known to the caller."""
    start_tick: int
    text: str


def _perception(trace: Trace) -> str:
    caller = trace.header.components.get("caller")
    value = caller.get("perception") if isinstance(caller, dict) else None
    return str(value) if isinstance(value, str) else "audio"


def heard_agent_speech(trace: Trace) -> list[HeardLine]:
    """The agent's speech as the caller perceived it, in order.

    The caller's ASR of the agent (``heard`` events); under the ``transcript`` perception
    ablation, and in text mode, the agent's transcript lines (what that caller was given).
    """
    if _perception(trace) in ("transcript", "text"):  # text mode: the agent's messages
        return [
            HeardLine(e.tick, e.tick, e.text)
            for e in trace.events
            if e.kind == "utterance" and e.lane == "agent"
        ]
    return [
        HeardLine(e.tick, e.start_tick, e.text)
        for e in trace.events
        if e.kind == "heard" and e.lane == "agent"
    ]


def _words(text: str) -> list[str]:
    return normalise_spoken(text).replace("'", "").split()


def _contains(words: list[str], phrase: list[str], negated_ok: bool = False) -> bool:
    """Whether ``phrase`` occurs in ``words``; with ``negated_ok`` an occurrence right after a
    negation or a hedge ("I can't say whether it will be paid") does not count."""
    size = len(phrase)
    for i in range(len(words) - size + 1):
        if size and words[i : i + size] == phrase:
            if negated_ok and NEGATIONS & set(words[max(0, i - NEGATION_WINDOW) : i]):
                continue
            return True
    return False


NEGATIONS = frozenset(
    {"not", "cant", "cannot", "dont", "wont", "never", "whether", "if", "no", "isnt", "arent"}
)
"""Words that, shortly before a forbidden phrase, turn it into a refusal or a hedge."""
NEGATION_WINDOW = 4
"""How many words before a forbidden phrase a negation is looked for."""


_DIGIT_NAMES = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
_DIGIT = {word: str(digit) for digit, word in enumerate(_DIGIT_NAMES)}
_JOINERS = frozenset({"dash", "hyphen", "slash"})


def _digit_runs(words: list[str]) -> list[str]:
    """Digit strings in spoken words; "dash" and "hyphen" join, any other word splits."""
    runs: list[str] = []
    current = ""
    for word in words:
        if word in _DIGIT:
            current += _DIGIT[word]
        elif word in _JOINERS and current:
            continue
        else:
            if current:
                runs.append(current)
            current = ""
    if current:
        runs.append(current)
    return runs


def _value_heard(value: str, kind: str | None, text: str) -> bool:
    """Whether ``value`` (a canonical tool value) was said in ``text``."""
    if kind == "amount":
        return parse_amount(text) == parse_amount(value) is not None
    if kind == "date":
        return parse_date(text) == value
    if kind == "time":
        return parse_time(text) == value
    digits = "".join(ch for ch in value if ch.isdigit())
    if len(digits) >= 3:
        return any(digits in run for run in _digit_runs(_words(text)))
    return _contains(_words(text), _words(value))


@dataclass(frozen=True)
class SpeechVerdict:
    """The outcome of a scenario's speech checks: 1 when every check holds."""

    value: float
    checks: tuple[dict[str, Any], ...]


def _first_call_tick(trace: Trace, tool: str) -> int | None:
    for event in trace.events:
        if event.kind == "tool_called" and event.name == tool:
            return event.tick
    return None


def _gold_texts(scenario: Scenario) -> list[str]:
    from duplexworld.world.gold import gold_result_texts

    return list(gold_result_texts(scenario))


def _target(scenario: Scenario, check: SpeechCheck) -> tuple[str, str | None] | None:
    """(value, kind) the check looks for, from a fact or a gold result."""
    ref = check.value
    if isinstance(ref, FactRef):
        fact = scenario.fact(ref.fact)
        return fact.final_value, fact.kind
    if isinstance(ref, ResultRef):
        candidates = resolve_result(ref, _gold_texts(scenario), scenario.fact_values())
        if not candidates:
            return None
        value = candidates[0]
        kind = "amount" if re.fullmatch(r"\d+\.\d{2}", value) else None
        return value, kind
    return None


def _said(scenario: Scenario, check: SpeechCheck, line: HeardLine) -> str | None:
    """What of the check was said in ``line`` (the phrase or value), else None."""
    words = _words(line.text)
    phrases = list(check.phrases)
    if check.phrase_class is not None:
        phrases += PHRASE_CLASSES[check.phrase_class]
    hedged = check.rule == "must_not_say"
    for phrase in phrases:
        if _contains(words, _words(phrase), negated_ok=hedged):
            return phrase
    target = _target(scenario, check)
    if target is not None and _value_heard(target[0], target[1], line.text):
        return target[0]
    return None


def check_speech(scenario: Scenario, trace: Trace) -> SpeechVerdict:
    """Evaluate every ``nl_checks`` entry on the agent's speech as the caller heard it."""
    heard = heard_agent_speech(trace)
    results: list[dict[str, Any]] = []
    for check in scenario.nl_checks:
        lines = heard
        if check.after is not None:
            start = _first_call_tick(trace, check.after.removeprefix("tool:"))
            lines = [] if start is None else [line for line in heard if line.start_tick >= start]
        if check.before is not None:
            end = _first_call_tick(trace, check.before.removeprefix("tool:"))
            lines = [line for line in heard if end is None or line.start_tick < end]
        hits = [(line, said) for line in lines if (said := _said(scenario, check, line))]
        met = bool(hits) if check.rule == "must_say" else not hits
        entry: dict[str, Any] = {"rule": check.rule, "note": check.note, "met": met}
        if hits:
            line, said = hits[0]
            entry["heard"] = {"tick": line.tick, "text": line.text[:300], "matched": said}
        results.append(entry)
    value = float(all(entry["met"] for entry in results))
    return SpeechVerdict(value=value, checks=tuple(results))
