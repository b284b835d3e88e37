"""The speech checks on a corpus of agent lines (issue 28): recall of violations and false
alarms on correct speech, per split.

``tests/data/speech_acts/train.yaml`` (written with the act reader) and
``train_authored.yaml`` (an independent author) are the tuning splits (the speech-act heads
are fitted on both); ``heldout.yaml`` beside them, by another author and never used for
tuning, is picked up when present. Each entry is ``{scenario, rule, part, text, holds}``:
``holds`` says whether that part of the scenario's assertion still holds if the agent says
``text``.

A ``must_not_say`` line is flagged iff any ``must_not_say`` check of the scenario fails on it
alone, said before any tool call. A ``must_say`` line passes iff every ``must_say`` check of the
entry's ``part`` passes on it alone (the checks whose notes share the most topical words with
the part; all of them when none does), said after the gold tool calls, or just before the
first call a check names as ``before`` (a read-back is due before its write). A violation
(``holds: false``) is caught when the ``must_not_say`` line is flagged or the ``must_say`` line
does not pass; a false alarm is a correct line (``holds: true``) treated the same way.

Run with ``-s`` to see the figures: per split, then counts per rule and act kind of the
scenario's checks of that rule ("none": the scenario has no such check), which name no line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

import pytest
import yaml

from duplexworld.metrics.speech_checks import COMPLETION_NOTE, check_speech
from duplexworld.scenario import Scenario
from duplexworld.testing.scripted import Say, gold_script, scripted_trace
from duplexworld.worlds import builtin_scenarios

CORPUS = Path(__file__).parent.parent / "data" / "speech_acts"
RECALL_AT_LEAST = 0.95
"""Acceptance: share of violations the checks catch on the held-out split."""
FALSE_ALARMS_AT_MOST = 0.02
"""Acceptance: share of correct lines the checks reject on the held-out split."""


@dataclass(frozen=True)
class Figures:
    """How a split scores: violations caught and correct lines rejected."""

    violations: int
    caught: int
    correct: int
    false_alarms: int
    missed: tuple[str, ...]
    alarms: tuple[str, ...]
    by_kind: tuple[tuple[str, int, int, int, int], ...] = ()
    """Per rule and act kind of the scenario's checks of that rule ("none" when it has no
    such check): violations, caught, correct lines, false alarms (counts only)."""

    @property
    def recall(self) -> float:
        """Share of violations caught."""
        return self.caught / self.violations if self.violations else 1.0

    @property
    def false_alarm_rate(self) -> float:
        """Share of correct lines rejected."""
        return self.false_alarms / self.correct if self.correct else 0.0

    def line(self, split: str) -> str:
        """The figures in one line."""
        return (
            f"{split}: recall {self.caught}/{self.violations} = {self.recall:.1%}, "
            f"false alarms {self.false_alarms}/{self.correct} = {self.false_alarm_rate:.1%}"
        )

    def breakdown(self) -> list[str]:
        """The counts per rule and act kind, one line each (no corpus text)."""
        return [
            f"  {kind}: caught {caught}/{violations}, false alarms {alarms}/{correct}"
            for kind, violations, caught, correct, alarms in self.by_kind
        ]


@lru_cache(maxsize=1)
def _scenarios() -> dict[str, Scenario]:
    return {s.id: s for s in builtin_scenarios()}


@cache
def _gold_calls(scenario_id: str) -> tuple[Any, ...]:
    return tuple(s for s in gold_script(_scenarios()[scenario_id]) if not isinstance(s, Say))


def _entries(path: Path) -> list[dict[str, Any]]:
    data = yaml.safe_load(path.read_text())
    if not isinstance(data, list):
        raise ValueError(f"{path}: expected a list of entries")
    for index, entry in enumerate(data):
        missing = {"scenario", "rule", "text", "holds"} - set(entry)
        if missing:
            raise ValueError(f"{path}: entry {index} lacks {sorted(missing)}")
        if entry["scenario"] not in _scenarios():
            raise ValueError(f"{path}: entry {index}: unknown scenario {entry['scenario']!r}")
        if entry["rule"] not in ("must_say", "must_not_say"):
            raise ValueError(f"{path}: entry {index}: rule must be must_say or must_not_say")
    return data


def _with_line(scenario: Scenario, said: Say) -> list[Any]:
    """The gold calls with a ``must_say`` line where the scenario's checks look for it: just
    before the first call a check names as ``before`` (a read-back is due before its write),
    else after every call (an outcome told once it happened)."""
    calls = list(_gold_calls(scenario.id))
    due = {
        c.before.removeprefix("tool:")
        for c in scenario.nl_checks
        if c.rule == "must_say" and c.before is not None
    }
    at = next((i for i, call in enumerate(calls) if getattr(call, "name", None) in due), None)
    return [*calls, said] if at is None else [*calls[:at], said, *calls[at:]]


def rejected(entry: dict[str, Any]) -> bool:
    """Whether the scenario's checks of the entry's rule reject its line said alone."""
    scenario = _scenarios()[entry["scenario"]]
    said = Say(entry["text"])
    if entry["rule"] == "must_not_say":
        trace = scripted_trace(scenario, [said])
        results = list(check_speech(scenario, trace).checks)
    else:
        trace = scripted_trace(scenario, _with_line(scenario, said))
        results = list(check_speech(scenario, trace).checks)
        late = [c.before is None for c in scenario.nl_checks if c.rule == "must_say"]
        if any(late) and not all(late):
            # a part told with the outcome (``after``) is judged with the line said after
            # the calls, a read-back with the line before its write: each check where it
            # looks
            after = check_speech(
                scenario, scripted_trace(scenario, [*_gold_calls(scenario.id), said])
            )
            for i, check in enumerate(scenario.nl_checks):
                if check.rule == "must_say" and check.before is None:
                    results[i] = after.checks[i]
    # the completion check reads a line said alone only where the gold writes nothing (a
    # claimed write is then false whenever it is said); elsewhere the corpus line is said
    # before the gold writes it may report, so the check would read it out of its time
    no_writes = _gold_writes_nothing(scenario.id)
    checks = [
        c
        for c in results
        if c["rule"] == entry["rule"] and (no_writes or c["note"] != COMPLETION_NOTE)
    ]
    if entry["rule"] == "must_say":
        checks = _about_part(checks, str(entry.get("part", "")))
    return any(not c["met"] for c in checks)


_NOT_TOPICAL = frozenset(
    [
        "a",
        "an",
        "the",
        "to",
        "of",
        "in",
        "on",
        "at",
        "for",
        "and",
        "or",
        "it",
        "its",
        "is",
        "be",
        "before",
        "after",
        "that",
        "this",
        "with",
        "from",
        "agent",
        "caller",
        "tells",
        "tell",
        "says",
        "say",
        "reads",
        "read",
        "back",
        "confirms",
        "confirm",
        "explains",
        "her",
        "his",
        "him",
        "she",
        "he",
        "they",
        "them",
        "their",
        "new",
    ]
)
"""Words of a part or a check's note that say nothing about which part it is."""


_SAME_TOPIC = {"day": "date", "night": "date", "amounts": "amount"}
"""Words of a part and a note that name the same thing ("both dates" are the first and the
last day)."""


def _topical_word(word: str) -> str:
    """A word as a topic: its singular, and one word for words naming the same thing."""
    if word.endswith("s") and not word.endswith("ss") and len(word) > 3:
        word = word[:-1]
    return _SAME_TOPIC.get(word, word)


def _topic(text: str) -> set[str]:
    return {
        _topical_word(word)
        for word in re.findall(r"[a-z]+", text.lower())
        if word not in _NOT_TOPICAL
    }


def _asks(text: str) -> bool:
    """Whether a part or a note is a question to the caller ("asks which savings account")."""
    return text.lower().lstrip().startswith(("asks", "ask "))


def _about_part(checks: list[dict[str, Any]], part: str) -> list[dict[str, Any]]:
    """The ``must_say`` checks a line about ``part`` of the assertion answers to: those whose
    note shares the most topical words with the part, or every check when none shares one
    (a scenario whose assertion has several parts has a check per part, and a line "fully
    states" one part, not all of them), and those whose every topic word the part names. A
    part that asks ("asks which account") is answered
    by the checks that ask, one that tells or reads back by the others, when any of those
    shares a word with it: a read-back of the account is not the question which account."""
    words = _topic(part)
    overlap = [len(words & _topic(str(check["note"]))) for check in checks]
    same_act = [_asks(part) == _asks(str(check["note"])) for check in checks]
    if any(n and same for n, same in zip(overlap, same_act, strict=True)):
        overlap = [n if same else 0 for n, same in zip(overlap, same_act, strict=True)]
    best = max(overlap, default=0)
    # a check whose every topic word the part names is about the part too ("the ZIP code"
    # in "reads back the driver's name, the report number and the ZIP code")
    covered = [
        bool(n) and n == len(_topic(str(c["note"]))) for c, n in zip(checks, overlap, strict=True)
    ]
    chosen = [c for c, n, full in zip(checks, overlap, covered, strict=True) if n == best or full]
    return chosen if best else checks


@cache
def _gold_writes_nothing(scenario_id: str) -> bool:
    from duplexworld.metrics.agentic import gold_hash
    from duplexworld.world.gold import seed_state_hash

    scenario = _scenarios()[scenario_id]
    return gold_hash(scenario) == seed_state_hash(scenario)


def _kind(entry: dict[str, Any]) -> str:
    """The rule of an entry and the act kinds of its scenario's checks of that rule."""
    acts = sorted(
        {
            c.act or "mention"
            for c in _scenarios()[entry["scenario"]].nl_checks
            if c.rule == entry["rule"]
        }
    )
    return f"{entry['rule']} {'+'.join(acts) or 'none'}"


def figures(path: Path) -> Figures:
    """Score every entry of a corpus file."""
    violations = caught = correct = alarms = 0
    missed: list[str] = []
    false: list[str] = []
    kinds: dict[str, list[int]] = {}
    for entry in _entries(path):
        flagged = rejected(entry)
        label = f"{entry['scenario']} [{entry['rule']}] {entry['text']}"
        counts = kinds.setdefault(_kind(entry), [0, 0, 0, 0])
        if entry["holds"]:
            correct += 1
            counts[2] += 1
            if flagged:
                alarms += 1
                counts[3] += 1
                false.append(label)
        else:
            violations += 1
            counts[0] += 1
            if flagged:
                caught += 1
                counts[1] += 1
            else:
                missed.append(label)
    by_kind = tuple((kind, *counts) for kind, counts in sorted(kinds.items()))
    return Figures(violations, caught, correct, alarms, tuple(missed), tuple(false), by_kind)


def _report(split: str, result: Figures) -> None:
    print(result.line(split))
    print("\n".join(result.breakdown()))
    for label in result.missed:
        print(f"  missed: {label}")
    for label in result.alarms:
        print(f"  false alarm: {label}")


def test_training_split_figures():
    result = figures(CORPUS / "train.yaml")
    _report("train", result)
    assert result.violations >= 100 and result.correct >= 100
    # measured: one idiom ("you'll receive the eleven twenty") is still missed
    assert result.recall >= 0.99, result.missed
    # this split takes a bare refusal ("I'm afraid I can't do that.") as stating the refusal
    # of insurance_policy_refusal_01; train_authored takes it as a near miss, and the refusal
    # head, which decides refusals, follows it: 2 such lines are rejected (docs/metrics.md)
    assert result.false_alarm_rate <= 2 / 122, result.alarms


def test_authored_tuning_split_figures():
    """``train_authored.yaml``: 700 lines on 124 scenarios by an author independent of the
    checks (it read the scenarios only), tuning data: the speech-act heads are fitted on it
    (``duplexworld.training.speech_acts``). When it landed (NLA 3): recall 99/366, false
    alarms 12/334; with the heads (NLA 4, in-sample): recall 119/366, false alarms 3/334.
    Of the 366 violations, 190 were in scenarios with no check of the line's rule (read-backs
    and values to tell). Since those scenarios have ``must_say`` checks (issue 28 Build 1:
    118 of 135 with NL_ASSERTION; record details told with the outcome, read-backs of the
    caller's values before the write) recall is 241/366 and false alarms 35/334 (246/366
    with claimed writes read by grammar): correct
    lines there used to pass unscored, and some say a value in a form the value reader does
    not take ("two forty", "twelve hundred" without "dollars"). Branch checks28 (sums and
    days read back in other spoken forms, a denied reason for a negative, a cost denied to
    the caller): recall 248/366, false alarms 24/334. Branch checks28c (checks for assertion
    parts that had none, acts a check's note chooses: a denial, a third party's record, a
    forbidden action claimed; dates without a year, possessive names): recall 306/366, false
    alarms 22/334. Branch checks28d (promises after a step that decides nothing, promises in
    other words, possessive disclosures, must-say phrases in other inflections, checks with
    the acts their notes name, checks for parts that had none, parts matched to checks by
    singular topic words and by asking vs telling, actions in other verbs and the passive):
    recall 340/366, false alarms 5/334."""
    result = figures(CORPUS / "train_authored.yaml")
    _report("train_authored", result)
    assert result.violations >= 350 and result.correct >= 300
    assert result.recall >= 0.92, result.missed
    assert result.false_alarm_rate <= 0.02, result.alarms


def test_second_authored_tuning_split_figures():
    """``train_authored_b.yaml``: lines written on branch checks28d by the helper tuning the
    checks (from the scenarios and its own knowledge, never the held-out split): promises in
    other words, hedges, disclosures by a record's owner, read-backs in other spoken forms.
    Tuning data; among the must-say head's fitting files (``TUNING_FILES``) since checks28f.
    Measured when it landed: see docs/metrics.md."""
    result = figures(CORPUS / "train_authored_b.yaml")
    _report("train_authored_b", result)
    assert result.violations >= 25 and result.correct >= 30
    assert result.recall >= 0.9, result.missed
    assert result.false_alarm_rate <= 0.05, result.alarms


def test_third_authored_tuning_split_figures():
    """``train_authored_c.yaml``: lines written on branch checks28e by the helper tuning the
    checks, before its rule changes (actions claimed in other words, records told, correct
    refusals that restate the forbidden thing, must-say paraphrases). Tuning data; among
    the must-say head's fitting files since checks28f. When it landed: recall 22/44, false alarms
    1/40; after that branch's changes: see docs/metrics.md."""
    result = figures(CORPUS / "train_authored_c.yaml")
    _report("train_authored_c", result)
    assert result.violations >= 40 and result.correct >= 40
    assert result.recall >= 0.65, result.missed
    assert result.false_alarm_rate <= 0.025, result.alarms


def test_fourth_authored_tuning_split_figures():
    """``train_authored_d.yaml``: 308 lines on 57 scenarios by an independent helper session
    that read only the scenarios (assertions, facts, goals; not the checks' phrase lists),
    the docs and the README, and saw no checker output. Tuning data; among the must-say head's
    fitting files since checks28f. Measured on the checks of main when it landed (an
    independent re-measurement, nothing tuned on it yet): recall 98/172 (57.0 %), false alarms 6/136
    (4.4 %); must-not-say 64/127 caught, 1/89 false alarms; must-say 34/45, 5/47. Branch
    checks28g (promises asserted in the future read at a lower threshold, things not told,
    records found or denied in more words, whose a record is, refusals said by who must
    act, two forbidden parts given checks; tuned on this file among others): recall 118/172,
    false alarms 1/136."""
    result = figures(CORPUS / "train_authored_d.yaml")
    _report("train_authored_d", result)
    assert result.violations >= 170 and result.correct >= 130
    assert result.recall >= 0.66, result.missed
    assert result.false_alarm_rate <= 0.015, result.alarms


def _held_out() -> Figures:
    path = CORPUS / "heldout.yaml"
    if not path.exists():
        pytest.skip(f"no held-out split at {path.relative_to(CORPUS.parent.parent.parent)}")
    result = figures(path)
    # figures only: a list of the lines missed is what one would tune on; the counts per
    # rule and act kind name no line
    print(result.line("held-out"))
    print("\n".join(result.breakdown()))
    return result


@pytest.mark.xfail(
    strict=True,
    reason="issue 28 acceptance not met yet: held-out (435 lines) measured recall 167/222 "
    "and false alarms 10/213 on branch checks28g (162/222 and 15/213 on branch checks28d; "
    "149/222 and 18/213 with checks for assertion parts that had none and acts chosen by "
    "the check's note; 124/222 and 13/213 at NLA 4) against >= 95% and <= 2%; strict, so "
    "this marker must go once the thresholds hold",
)
def test_held_out_split_meets_the_acceptance_thresholds():
    result = _held_out()
    # no lines in the messages: a held-out miss printed on failure is what one would tune on
    assert result.recall >= RECALL_AT_LEAST, result.line("held-out")
    assert result.false_alarm_rate <= FALSE_ALARMS_AT_MOST, result.line("held-out")


def test_held_out_split_does_not_fall_below_its_measured_level():
    """A regression floor, not the acceptance: the level measured when the split landed
    (recall 111/222, false alarms 35/213), then with the speech-act heads (NLA 4: recall
    124/222, false alarms 13/213), then with the read-back and outcome checks of issue 28
    Build 1 on 45 more scenarios (recall 130/222, false alarms 18/213; the checks were
    written from the scenarios, not from this split), then with checks for assertion parts
    that had none and acts chosen by a check's note (branch checks28c: recall 149/222, false
    alarms 18/213; written from the scenarios and the tuning splits, measured twice), then
    with promises and disclosures read in other words and checks with the acts their notes
    name (branch checks28d: recall 162/222, false alarms 15/213; measured twice), then with
    the readings of branch checks28e (actions, records and required phrases in more forms,
    a second reading of must-say checks: unchanged, 162/222 and 15/213; measured once), then
    with the must-say head refitted on five tuning files (branch checks28f: 160/222 and
    10/213, derived from two runs by rule, see docs/metrics.md), then with the readings of
    branch checks28g (promises asserted in the future, records found or denied, whose a
    record is, refusals by who must act: 167/222 and 10/213; measured twice, the same). A
    held-out line whose scenario has no check of its rule counts as missed: speech the
    benchmark does not score is speech it lets through."""
    result = _held_out()
    # the message is the counts only: pytest would otherwise print the figures' missed lines
    assert result.violations >= 200 and result.correct >= 200, result.line("held-out")
    assert result.recall >= 0.75, result.line("held-out")
    assert result.false_alarm_rate <= 0.05, result.line("held-out")


def test_every_training_line_names_a_scenario_with_checks_of_its_rule():
    for path in [CORPUS / "train.yaml"]:
        for entry in _entries(path):
            scenario = _scenarios()[entry["scenario"]]
            rules = {check.rule for check in scenario.nl_checks}
            assert entry["rule"] in rules, (path.name, entry["scenario"], entry["rule"])
