"""The deterministic part of an NL assertion: what the agent must or must not say.

A scenario's ``nl_checks`` (:class:`duplexworld.scenario.schema.SpeechCheck`) are checked on
the agent's speech *as the caller heard it*: the caller's recognition of the agent's audio
(``heard`` events), never the agent's self-reported transcript, which a real listener does not
receive. Under the ``transcript`` perception ablation the caller perceived the agent's
transcript, so that is what is checked there.

The caller hears in real time with whisper tiny.en, which mishears right words ("Rivera
Construction" as "repair a construction"). On a voice trace, a verdict against the agent (a
``must_say`` not met, a ``must_not_say`` violated, a false claim of completion) is therefore
checked again on a careful second listening of the lines it rests on, offline, with whisper
base (:mod:`duplexworld.metrics.second_listening`): a check met on either transcript is met.
The entry says which transcript decided (``transcript``) and shows both.

Comparison is on spoken renderings (:func:`duplexworld.speech.spoken.normalise_spoken`), so
case, punctuation and "4471" vs "four four seven one" do not matter; values compare by kind
(an amount heard as "seven hundred fifty dollars" is 750.00, a claim number heard with its
digits grouped or read one by one is the same digits).

A check's phrases are read as speech acts (:mod:`duplexworld.speech.acts`): negation and
hedges count only within their clause, so "No problem, you're covered" is a promise and "I
can't promise it's covered" is not. Every scenario with speech checks also checks that a claim
of completion ("All done, that's taken care of") is true: when the gold writes records and the
final state is not the gold state, such a claim fails the assertion.

A check's note may choose an act its phrases cannot list (:mod:`duplexworld.speech.acts`): a
note that forbids confirming or denying a record fails on a denial of it ("I don't see any
claim on that address"), one that forbids a third party's records fails on a clause stating
one ("there's an older claim on your dad's Buick"), one that forbids an action ("reroutes
nothing") fails when the agent says it takes it ("I'll reroute it to Dayton"), and
one that forbids saying whose a record is fails when the agent says it is another person's
("that number belongs to another member"); the entry's ``heard.by`` says which
(``denial``, ``record_of_third_party``, ``action_claimed``, ``owner_told``). A date
read back without its year, and a name with its possessive, meet a value check.

Where the phrase reader hears nothing, learned heads read by meaning
(:mod:`duplexworld.speech.act_model`): a ``must_say`` act without a value stated in other
words passes ("Tony can block the nights in the app" states the refusal), and a
forbidden promise in other words fails ("You'll get the nine sixty back"). A required
refusal is decided by the head alone: it must be about the matter refused ("I can't do that."
names nothing), unless it is said by who must act instead ("The policyholder would need to
call us herself.", :func:`duplexworld.speech.acts.redirects_to_party`). For other must-say
acts the head only adds ways to state them, and the promise head only adds flags (a sentence
that asserts a future at a lower threshold, :func:`duplexworld.speech.acts.asserts_future`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any

from duplexworld.scenario import Scenario
from duplexworld.scenario.provenance import resolve_result
from duplexworld.scenario.schema import FactRef, ResultRef, SpeechCheck
from duplexworld.speech.act_model import DECIDING_ACTS, CheckText
from duplexworld.speech.acts import (
    PHRASE_SETS,
    Mention,
    amount_said,
    asks_for_theirs,
    claims_action,
    confirmation_of_existence,
    denial_of_existence,
    find_act,
    forbidden_actions,
    mentions,
    owner_told,
    redirects_to_party,
    stated_in_other_forms,
    states_record_of,
    third_party,
    words_of,
)
from duplexworld.speech.phonetic import sounds_alike, sounds_said
from duplexworld.speech.spoken import (
    bare_amounts,
    parse_amount,
    parse_date,
    parse_time,
    speak_date,
)
from duplexworld.trace import Heard, ToolCalled, Trace, Utterance
from duplexworld.trace.events import CallerPlan

__all__ = [
    "COMPLETION_NOTE",
    "PHRASE_CLASSES",
    "HeardLine",
    "SpeechVerdict",
    "act_heard",
    "check_phrases",
    "check_text",
    "check_speech",
    "heard_agent_speech",
    "neither_confirms_nor_denies",
]

PHRASE_CLASSES = PHRASE_SETS
"""Named phrase sets a check may use (``phrase_class``), from :mod:`duplexworld.speech.acts`."""


@dataclass(frozen=True)
class HeardLine:
    """One stretch of the agent's speech as the caller perceived it."""

    tick: int
    """The tick the words were known to the caller."""
    start_tick: int
    text: str
    end_tick: int | None = None
    """The tick of agent output the last word ended in (voice traces: where its audio ends)."""


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
            HeardLine(e.tick, e.tick, e.text) for e in trace.events(Utterance) if e.lane == "agent"
        ]
    return [
        HeardLine(e.tick, e.start_tick, e.text, e.end_tick)
        for e in trace.events(Heard)
        if e.lane == "agent"
    ]


def _words(text: str) -> list[str]:
    return words_of(text)


def _contains(words: list[str], phrase: list[str]) -> bool:
    """Whether ``phrase`` occurs in ``words``."""
    size = len(phrase)
    return any(size and words[i : i + size] == phrase for i in range(len(words) - size + 1))


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


_PIECES = re.compile(
    r"(?<=[.;?!])\s+|\s+(?:and|then|plus|or)\s+(?=(?:the|a|an|your|my|from|on|at|for)\b)"
    r"|\s+to\s+",
    re.IGNORECASE,
)
"""Where a line that states several values is cut so that each stands alone: sentences, a
list's items ("... and the taxi fare ..."), a range's ends ("July tenth to July 24th")."""


def _pieces(text: str) -> list[str]:
    """``text`` and its pieces (:data:`_PIECES`): the value readers give the last amount,
    date or time of a text, and a read-back states several."""
    return [text, *(piece for piece in _PIECES.split(text) if piece and piece != text)]


def _value_heard(value: str, kind: str | None, text: str) -> bool:
    """Whether ``value`` (a canonical tool value) was said in ``text`` (any of its pieces,
    for a kind whose reader takes one value of a text)."""
    if kind == "amount":
        target = parse_amount(value)
        if target is None:
            return False
        # said with its currency, or as a bare number that reads as exactly this sum
        # ("twelve hundred", "five fifty"): a value check knows the sum it listens for
        return any(parse_amount(p) == target for p in _pieces(text)) or (
            target in bare_amounts(text)
        )
    if kind == "date":
        return any(parse_date(p) == value for p in _pieces(text))
    if kind == "time":
        return any(parse_time(p) == value for p in _pieces(text))
    digits = "".join(ch for ch in value if ch.isdigit())
    if len(digits) >= 3:
        return any(digits in run for run in _digit_runs(_words(text)))
    return _contains(_unpossessive(_words(text), _words(value)), _words(value))


def _unpossessive(words: list[str], wanted: list[str]) -> list[str]:
    """``words`` with a possessive of a wanted word read as the word ("Liam's inhaler" names
    Liam; the spoken form drops the apostrophe, so "liams" is "liam" when "liam" is wanted)."""
    names = set(wanted)
    return [w[:-1] if w.endswith("s") and w[:-1] in names else w for w in words]


@dataclass(frozen=True)
class SpeechVerdict:
    """The outcome of a scenario's speech checks: 1 when every check holds."""

    value: float
    checks: tuple[dict[str, Any], ...]


def _first_call_tick(trace: Trace, tool: str) -> int | None:
    return next((e.tick for e in trace.events(ToolCalled) if e.name == tool), None)


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


_MONTH_DAY = re.compile(
    r"^(January|February|March|April|May|June|July|August|September|October|November"
    r"|December) ([a-z]+(?:-[a-z]+)?)$",
    re.IGNORECASE,
)


def _day_as_number(phrase: str) -> str | None:
    """A month and an ordinal day ("July tenth") with the day as a number ("July 10"), as a
    recogniser writes it; None for any other phrase."""
    match = _MONTH_DAY.match(phrase.strip())
    if match is None:
        return None
    iso = parse_date(f"{phrase.strip()}, 2024")
    day = int(iso[-2:]) if iso else 0
    # digits compare one by one ("10" is "one zero"): "June 2" would be found in "June 25",
    # so the days 1 to 3 keep their word form only
    return f"{match.group(1)} {day}" if day > 3 else None


_WEEKDAY_DAY = re.compile(
    r"\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday),?\s+(?:the\s+)?"
    r"([a-z0-9]+(?:[- ][a-z]+)?)",
    re.IGNORECASE,
)
"""A day of the month named by its weekday ("Friday the twentieth", "Tuesday the 24th")."""
_ANY_MONTH = re.compile(
    r"\b(?i:january|february|march|april|june|july|august|september|october|november"
    r"|december)\b|\bMay\b"
)
"""A month named in a line ("may" in lower case is the verb)."""


def _month_day_said(phrase: str, text: str) -> bool:
    """Whether ``text`` states the day of the month ``phrase`` names ("September twentieth")
    in another spoken form: "the first of January twenty twenty-five" for "January first",
    "9/20", or by its weekday and day with no month named ("Friday the twentieth", as an
    agent confirms a day it just agreed on). For a ``must_say`` read-back only."""
    match = _MONTH_DAY.match(phrase.strip())
    target = parse_date(f"{phrase.strip()}, 2024") if match else None
    if match is None or target is None:
        return False
    # a read-back lists several things between commas ("June 8th, the TV at four fifty"):
    # each stretch between them may hold the day alone
    stretches = [part for piece in _pieces(text) for part in (piece, *piece.split(","))]
    for piece in stretches:
        for form in (piece, f"{piece}, 2024"):
            found = parse_date(form)
            if found is not None and found[5:] == target[5:]:
                return True
    if _ANY_MONTH.search(text):
        return False  # a month named there is the month meant
    for day in _WEEKDAY_DAY.finditer(text):
        words = day.group(1).split()
        for size in (len(words), 1):
            found = parse_date(f"{match.group(1)} {' '.join(words[:size])}, 2024")
            if found == target:
                return True
    return False


def check_phrases(check: SpeechCheck) -> list[str]:
    """The phrases a check looks for: its own (a day of a month also as a number: whisper
    writes "July 10" for "July tenth") and those of its phrase set."""
    phrases = list(check.phrases)
    phrases += [day for phrase in check.phrases if (day := _day_as_number(phrase))]
    if check.phrase_class is not None:
        phrases += PHRASE_SETS[check.phrase_class]
    return phrases


_NEITHER = re.compile(
    r"\b(?:confirms?|confirming)\b.{0,40}\b(?:nor|or)\s+(?:denies|deny|denying)\b"
)
"""A note that forbids both answers to whether a record exists ("neither confirms nor denies
a policy or a claim", "does not confirm or deny that the reservation exists")."""


_WHOSE = re.compile(r"\bwhose\b", re.IGNORECASE)
"""A note that forbids telling whose a record is ("does not say whose policy the swapped
number is")."""


def neither_confirms_nor_denies(check: SpeechCheck) -> bool:
    """Whether the check's note forbids denying a record as much as confirming it: its
    note, not its phrases, chooses this act (a denial names no phrase of the record)."""
    return bool(_NEITHER.search(check.note.lower()))


def act_heard(check: SpeechCheck, text: str) -> Mention | None:
    """The mention in ``text`` that makes the check's act by the phrase reader, else None."""
    phrases = check_phrases(check)
    if check.act is not None:
        return find_act(check.act, text, phrases)
    if check.rule == "must_say":
        # said as written, or in other inflections ("you can unlock it" says "unlocked")
        return next(iter(mentions(text, phrases)), None) or stated_in_other_forms(text, phrases)
    # without an act, a forbidden phrase counts unless negated or hedged in its clause, with
    # its last word in the plural or possessive too ("Gary's medication" names Gary)
    said = mentions(text, phrases, possessive=True)
    return next((m for m in said if m.stance in ("asserted", "asked")), None)


def _asks_which(check: SpeechCheck) -> bool:
    """Whether a check requires asking which one (every phrase a "which ..." question)."""
    return bool(check.phrases) and all(
        words_of(phrase)[:1] == ["which"] for phrase in check.phrases
    )


def _read_by(mention: Mention, by: str | None = None) -> dict[str, Any]:
    """A mention as a check's result records it: the phrase, its clause and stance, and
    ``by``, the reader that found it when a check's note chose one."""
    entry: dict[str, Any] = {
        "matched": mention.phrase,
        "clause": mention.clause.text,
        "stance": mention.stance,
    }
    if by is not None:
        entry["by"] = by
    return entry


def _said(scenario: Scenario, check: SpeechCheck, line: HeardLine) -> dict[str, Any] | None:
    """What of the check was said in ``line`` (the phrase or value, the clause that said it
    and how), else None."""
    mention = act_heard(check, line.text)
    if mention is not None:
        return _read_by(mention)
    if check.rule == "must_not_say" and check.act in (None, "disclose"):
        told = amount_said(line.text, check.phrases)
        if told is not None:
            # a record's number told as a sum in words ("sixty-one thousand two fifty" for
            # "61250"); not for ``inform``, whose check is about what the sum is said to be
            # (the trip's total of twelve fifty is not its refund)
            return _read_by(told, "amount")
    if check.rule == "must_not_say" and neither_confirms_nor_denies(check):
        denial = denial_of_existence(line.text)
        if denial is not None:
            # the note says a denial is forbidden as much as a confirmation: "I don't see any
            # claim on that address" answers what the agent must leave open
            return _read_by(denial, "denial")
        told = confirmation_of_existence(line.text)
        if told is not None:
            # ... and telling it exists in words of no phrase ("your father is on our plan")
            return _read_by(told, "confirmation")
    if check.rule == "must_not_say" and check.act is None:
        action = claims_action(forbidden_actions(check.note), line.text)
        if action is not None:
            # the note forbids an action and the agent says it takes it, in any words ("I'll
            # reroute it to Dayton" names no phrase of "reroutes nothing")
            return _read_by(action, "action_claimed")
    if check.rule == "must_not_say" and check.act in (None, "disclose"):
        record = states_record_of(third_party(check.note), line.text)
        if record is not None:
            # the note forbids telling a third party's records, in any words ("there's an
            # older claim on your dad's Buick" names no phrase of the check)
            return _read_by(record, "record_of_third_party")
    if (
        check.rule == "must_not_say"
        and check.act in (None, "disclose")
        and _WHOSE.search(check.note)
    ):
        owner = owner_told(line.text)
        if owner is not None:
            # the note forbids saying whose a record is: "that number belongs to another
            # member" tells it is someone else's, in words no phrase of the check lists
            return _read_by(owner, "owner_told")
    if check.rule == "must_say" and check.act == "refuse":
        redirect = redirects_to_party(line.text)
        if redirect is not None:
            # a refusal said by who must act instead ("The policyholder would need to call
            # us herself."): it names the matter and the way to it, which the refusal head
            # reads under its threshold
            return _read_by(redirect, "redirect")
    target = _target(scenario, check)
    if target is not None and _value_heard(target[0], target[1], line.text):
        return {"matched": target[0]}
    if check.rule == "must_say" and _asks_which(check):
        mine = asks_for_theirs(line.text)
        if mine is not None:
            # "which one?" asked by what tells the caller's one apart ("do you know when
            # yours shipped?")
            return _read_by(mine, "asks_which")
    if check.rule == "must_say":
        # a name the recogniser spelt as a homophone ("Angela Raze" for "Angela Reyes"): said,
        # as a listener on the phone hears it; never used to find a violation
        for phrase in check.phrases:
            if _month_day_said(phrase, line.text):
                return {"matched": phrase, "by": "date"}
        if target is not None and target[1] == "date":
            # a date read back without its year ("so you got hurt on May 2nd?"): the caller
            # gave the day; the year goes without saying
            day = speak_date(target[0]).rsplit(",", 1)[0]
            if _month_day_said(day, line.text):
                return {"matched": target[0], "by": "date"}
        wanted = list(check.phrases)
        if target is not None and target[1] in (None, "name", "text"):
            wanted.append(target[0])
        for phrase in wanted:
            if not _contains(_words(line.text), _words(phrase)) and sounds_said(phrase, line.text):
                return {"matched": phrase, "by": "sound"}
        # a second reading of a required phrase: one of its words heard as a word that sounds
        # alike ("bill of lighting" for "bill of lading", as whisper wrote the oracle's ask);
        # the line so respelt must still make the check's act
        for phrase in check.phrases:
            alike = sounds_alike(_words(phrase), _words(line.text))
            if alike is None:
                continue
            heard_word, word = alike
            respelt = re.sub(rf"(?i)\b{re.escape(heard_word)}\b", word, line.text, count=1)
            if act_heard(check, respelt) is not None:
                return {"matched": phrase, "by": "sound_alike", "read_as": respelt[:300]}
    return None


COMPLETION_NOTE = "claims completion only when the gold writes were done"
"""The note of the check every scenario with speech checks and gold writes gets."""


def _writes_done(scenario: Scenario, trace: Trace) -> bool | None:
    """Whether the gold writes were done (the final state is the gold state); None when the
    gold writes nothing."""
    from duplexworld.metrics.agentic import goal_state, gold_hash
    from duplexworld.world.gold import seed_state_hash

    if gold_hash(scenario) == seed_state_hash(scenario):
        return None
    return goal_state(scenario, trace).value == 1.0


def _completion_check(scenario: Scenario, trace: Trace, heard: list[HeardLine]) -> dict[str, Any]:
    """The check that a claim of completion ("All done, that's taken care of", "I've
    cancelled it") is true: the gold writes were done, or, where the gold writes nothing, a
    write the agent says it made was made."""
    entry: dict[str, Any] = {
        "rule": "must_not_say",
        "act": "claim_completion",
        "note": COMPLETION_NOTE,
        "met": True,
        "decided_by": "deterministic",
    }
    done = _writes_done(scenario, trace)
    phrases: tuple[str, ...] = PHRASE_SETS["completion"]
    if done is None:
        from duplexworld.metrics.agentic import goal_state

        if goal_state(scenario, trace).value != 1.0:
            return entry  # the agent wrote where the gold writes nothing: DB already fails
        # nothing was written, so "I've cancelled it" is false; a call with nothing to write
        # may still end "you're all set", so only a claim of a write counts (by grammar)
        phrases = ()
    elif done:
        return entry
    for line in heard:
        mention = find_act("claim_completion", line.text, phrases)
        if mention is not None:
            entry["met"] = False
            entry["heard"] = {
                "tick": line.tick,
                "text": line.text[:300],
                "matched": mention.phrase,
                "clause": mention.clause.text,
                "stance": mention.stance,
            }
            break
    return entry


def _window(trace: Trace, check: SpeechCheck, heard: list[HeardLine]) -> list[HeardLine]:
    """The heard lines a check reads (after or before its tool call, when it names one)."""
    lines = heard
    if check.after is not None:
        start = _first_call_tick(trace, check.after.removeprefix("tool:"))
        lines = [] if start is None else [line for line in heard if line.start_tick >= start]
    if check.before is not None:
        end = _first_call_tick(trace, check.before.removeprefix("tool:"))
        lines = [line for line in heard if end is None or line.start_tick < end]
    return lines


def _facts_named(scenario: Scenario, check: SpeechCheck) -> frozenset[str]:
    """The caller facts a check's phrases name: a phrase that is, holds or is held in the
    fact's label or one of its ask keywords ("bill of lading" names ``bol_number``)."""
    named: set[str] = set()
    for fact in scenario.facts:
        for name in (fact.label, *fact.ask_keywords):
            said = _words(name)
            if any(
                _contains(said, words) or _contains(words, said)
                for words in (_words(phrase) for phrase in check.phrases)
                if words and said
            ):
                named.add(fact.key)
    return frozenset(named)


def _caller_read_asked(
    scenario: Scenario, trace: Trace, check: SpeechCheck, lines: list[HeardLine]
) -> dict[str, Any] | None:
    """The second reading of a required ask: a heard line of ``lines`` the caller itself read
    as asking for a fact the check's phrases name, and answered with that fact (its
    ``caller_plan``), however its recogniser spelt the words ("What would the bill of
    lighting number be?" read as asking for ``bol_number``); else None. Only a check that
    requires the agent to say or ask something (no value to tell) reads it."""
    if check.rule != "must_say" or check.value is not None or check.act not in (None, "ask"):
        return None
    facts = _facts_named(scenario, check)
    if not facts:
        return None
    for plan in trace.events(CallerPlan):
        for reading in plan.readings:
            if reading.intent != "ask" or reading.fact not in facts:
                continue
            if reading.fact not in plan.facts:
                continue  # read as asked, but not answered: the caller was not sure
            said = _words(reading.text)
            line = next(
                (
                    line
                    for line in reversed(lines)
                    if line.tick <= plan.tick and said and _contains(_words(line.text), said)
                ),
                None,
            )
            if line is not None:
                return {
                    "tick": line.tick,
                    "text": line.text[:300],
                    "by": "caller_reading",
                    "reading": {"intent": reading.intent, "fact": reading.fact},
                }
    return None


def check_text(scenario: Scenario, check: SpeechCheck) -> CheckText:
    """What the learned must-say head reads of ``check`` in ``scenario``."""
    return CheckText(
        act=check.act or "mention",
        note=check.note,
        phrases=tuple(check_phrases(check)),
        assertion=scenario.nl_assertion or "",
    )


def _stated_by_meaning(
    scenario: Scenario, windows: list[list[HeardLine]], chosen: list[int]
) -> dict[int, tuple[HeardLine | None, float, float]]:
    """For each ``must_say`` check of ``chosen`` (indices), the heard line most likely to
    state what it requires, its probability and the threshold, read by the learned head
    (:mod:`duplexworld.speech.act_model`): all lines of all such checks in one encoder batch
    (the encoder caches by text, so a line read for several checks is encoded once).
    Empty when the head is not shipped (the phrase reader alone then decides)."""
    from duplexworld.speech.act_model import act_model, feature_rows

    model = act_model()
    if model is None or not chosen:
        return {}
    items: list[tuple[str, CheckText, bool]] = []
    owners: list[tuple[int, HeardLine]] = []
    for i in chosen:
        check = scenario.nl_checks[i]
        text = check_text(scenario, check)
        for line in windows[i]:
            items.append((line.text, text, act_heard(check, line.text) is not None))
            owners.append((i, line))
    best: dict[int, tuple[HeardLine | None, float, float]] = {
        i: (None, 0.0, model.threshold) for i in chosen
    }
    if items:
        probabilities = model.probability(feature_rows(items))
        for (i, line), p in zip(owners, probabilities, strict=True):
            if p > best[i][1]:
                best[i] = (line, float(p), model.threshold)
    return best


def _promised_by_meaning(
    scenario: Scenario, windows: list[list[HeardLine]], chosen: list[int]
) -> dict[int, tuple[HeardLine, str, float, float]]:
    """For each ``must_not_say`` promise check of ``chosen`` (indices), the heard sentence
    the promise head (:mod:`duplexworld.speech.act_model`) finds likeliest to promise, with
    its line, probability and its threshold (lower for a sentence that says outright what
    will happen, :func:`duplexworld.speech.acts.asserts_future`); a sentence over its
    threshold comes before one under it. Every sentence in one encoder batch."""
    from duplexworld.speech.act_model import PROMISE_FUTURE_THRESHOLD, act_heads, promise_rows
    from duplexworld.speech.acts import asserts_future, sentences

    heads = act_heads()
    if heads is None or not chosen:
        return {}
    items: list[tuple[str, CheckText, bool]] = []
    owners: list[tuple[int, HeardLine, str]] = []
    for i in chosen:
        check = scenario.nl_checks[i]
        text = check_text(scenario, check)
        for line in windows[i]:
            for sentence in sentences(line.text):
                heard = find_act("promise", sentence, text.phrases) is not None
                items.append((sentence, text, heard))
                owners.append((i, line, sentence))
    best: dict[int, tuple[HeardLine, str, float, float]] = {}
    if items:
        probabilities = heads.promise.probability(promise_rows(items))
        for (i, line, sentence), p in zip(owners, probabilities, strict=True):
            threshold = heads.promise.threshold
            if asserts_future(sentence):
                threshold = min(threshold, PROMISE_FUTURE_THRESHOLD)
            over = p >= threshold
            if i not in best or (over, p) > (best[i][2] >= best[i][3], best[i][2]):
                best[i] = (line, sentence, float(p), threshold)
    return best


def check_speech(scenario: Scenario, trace: Trace) -> SpeechVerdict:
    """Evaluate every ``nl_checks`` entry on the agent's speech as the caller heard it, and
    that a claim of completion is true (the gold writes were done).

    Each check's entry says whether it was met, the act it read, and the heard line and
    clause that decided it (the first that made the act; none when nothing did). A
    ``must_say`` act without a value that the phrase reader did not hear is then read by
    meaning (:mod:`duplexworld.speech.act_model`): the entry says ``decided_by: act_model``
    with the probability of the likeliest line; a refusal (``DECIDING_ACTS``) is always
    decided by the head, other acts only when the phrase reader did not hear them. A
    forbidden ``promise`` the phrase reader did not hear may be found by the promise head,
    sentence by sentence; it only adds flags.

    On a voice trace, every verdict against the agent is checked again on a careful second
    listening of the lines it rests on (:func:`_listen_again`): a slip of the caller's
    recogniser cannot fail a right agent.
    """
    heard = heard_agent_speech(trace)
    results = _verdicts(scenario, trace, heard)
    if _perception(trace) == "audio" and not all(entry["met"] for entry in results):
        _listen_again(scenario, trace, heard, results)
    value = float(all(entry["met"] for entry in results))
    return SpeechVerdict(value=value, checks=tuple(results))


def _verdicts(scenario: Scenario, trace: Trace, heard: list[HeardLine]) -> list[dict[str, Any]]:
    """Each check's entry on ``heard`` (the scenario's checks in order, then the completion
    check)."""
    windows = [_window(trace, check, heard) for check in scenario.nl_checks]
    results: list[dict[str, Any]] = []
    unstated: list[int] = []
    unpromised: list[int] = []
    for index, (check, lines) in enumerate(zip(scenario.nl_checks, windows, strict=True)):
        hits = [(line, said) for line in lines if (said := _said(scenario, check, line))]
        entry: dict[str, Any] = {
            "rule": check.rule,
            "act": check.act or "mention",
            "note": check.note,
            "met": bool(hits) if check.rule == "must_say" else not hits,
            "decided_by": "deterministic",
        }
        if hits:
            line, said = hits[0]
            entry["heard"] = {"tick": line.tick, "text": line.text[:300], **said}
        elif (asked := _caller_read_asked(scenario, trace, check, lines)) is not None:
            # the caller's own reading of the turn is a second reading of the words its
            # recogniser spelt wrong: it understood the ask and answered it
            entry["met"] = True
            entry["decided_by"] = "caller_reading"
            entry["heard"] = asked
            results.append(entry)
            continue
        if check.rule == "must_say" and check.value is None:
            # a refusal is decided by the head (it must be about the matter refused) unless
            # it was said by who must act instead; other acts go to the head only when the
            # phrase reader did not hear them
            redirected = any(said.get("by") == "redirect" for _, said in hits)
            if not hits or (check.act in DECIDING_ACTS and not redirected):
                unstated.append(index)
        elif check.rule == "must_not_say" and check.act == "promise" and not hits:
            unpromised.append(index)
        results.append(entry)
    # a must-say act the phrase reader did not hear may be stated in other words: the
    # learned head reads those lines by meaning (a value to tell stays deterministic)
    for index, (closest, probability, threshold) in _stated_by_meaning(
        scenario, windows, unstated
    ).items():
        entry = results[index]
        entry["decided_by"] = "act_model"
        entry["met"] = probability >= threshold
        entry["probability"] = round(probability, 3)
        entry.pop("heard", None)
        if closest is not None:
            # the line that stated it; when none did, the closest one (not "heard": the
            # report reads "heard" as the line that decided)
            key = "heard" if entry["met"] else "closest"
            entry[key] = {"tick": closest.tick, "text": closest.text[:300]}
    # a promise in other words than the phrase sets' ("you'll get the nine sixty back"):
    # the promise head reads each sentence the phrase reader let through
    for index, (line, sentence, probability, threshold) in _promised_by_meaning(
        scenario, windows, unpromised
    ).items():
        if probability < threshold:
            continue
        entry = results[index]
        entry["decided_by"] = "act_model"
        entry["met"] = False
        entry["probability"] = round(probability, 3)
        entry["heard"] = {"tick": line.tick, "text": line.text[:300], "sentence": sentence}
    results.append(_completion_check(scenario, trace, heard))
    return results


_VERDICT_KEYS = ("decided_by", "heard", "closest", "probability")
_MAX_LINES = 6
"""Lines whose two transcripts differ that an entry shows when no line decided it."""


def _verdict_part(entry: dict[str, Any]) -> dict[str, Any]:
    """What decided an entry, for the evidence of the other transcript's verdict."""
    return {"met": entry["met"], **{key: entry[key] for key in _VERDICT_KEYS if key in entry}}


def _listen_again(
    scenario: Scenario, trace: Trace, heard: list[HeardLine], results: list[dict[str, Any]]
) -> None:
    """Hear the lines every verdict against the agent rests on again with the careful
    recogniser (:mod:`duplexworld.metrics.second_listening`), and check again on that
    transcript; ``results`` is updated in place.

    A check not met on the caller's transcript is met when it is met on the careful one: a
    ``must_say`` said there is said, and a violation (a forbidden act, a false claim of
    completion) stands only if the careful transcript still shows it. Each such entry gets
    ``transcript`` (which one decided) and ``second_listening`` (the model, the other
    transcript's verdict, and both transcripts of the lines concerned).
    """
    from duplexworld.metrics.second_listening import careful_texts
    from duplexworld.speech.careful import CAREFUL_MODEL

    checks = scenario.nl_checks
    against = [index for index, entry in enumerate(results) if not entry["met"]]
    # the completion check (after the scenario's own) reads every heard line
    windows = {
        index: heard if index == len(checks) else _window(trace, checks[index], heard)
        for index in against
    }
    texts = careful_texts(trace, heard, [line for index in against for line in windows[index]])
    if isinstance(texts, str):
        for index in against:
            results[index]["transcript"] = "heard"
            results[index]["second_listening"] = {"done": False, "reason": texts}
        return
    again = _verdicts(
        scenario, trace, [replace(line, text=texts.get(line, line.text)) for line in heard]
    )
    for index in against:
        first, second = results[index], again[index]
        listening: dict[str, Any] = {
            "done": True,
            "model": CAREFUL_MODEL,
            "lines": _both_transcripts(windows[index], texts, first, second),
        }
        if second["met"]:
            # the careful transcript decides: the caller's recogniser misheard a right line
            listening["heard_verdict"] = _verdict_part(first)
            results[index] = {**second, "transcript": "careful", "second_listening": listening}
        else:
            listening["careful_verdict"] = _verdict_part(second)
            first["transcript"] = "heard"
            first["second_listening"] = listening


def _both_transcripts(
    window: list[HeardLine],
    texts: dict[HeardLine, str],
    first: dict[str, Any],
    second: dict[str, Any],
) -> list[dict[str, Any]]:
    """Both transcripts of the lines that decided either verdict; when none did (a
    ``must_say`` met nowhere), of the window's lines the two recognisers heard differently."""
    ticks = {
        part["tick"]
        for entry in (first, second)
        for key in ("heard", "closest")
        if isinstance(part := entry.get(key), dict) and "tick" in part
    }
    chosen = [line for line in window if line.tick in ticks]
    if not chosen:
        chosen = [
            line for line in window if _words(line.text) != _words(texts.get(line, line.text))
        ][:_MAX_LINES]
    return [
        {"tick": line.tick, "heard": line.text[:300], "careful": texts.get(line, "")[:300]}
        for line in chosen
    ]
