"""What a workflow's behaviour profile makes the workbench user do (issue 30).

Each workflow names a profile (``WorkflowSpec.profile``, rendered into the scenario's
``difficulty``). Four of them change what the user says, each a small deterministic behaviour
drawn by (workflow, seed, fact), so the same call is the same call every time:

- ``verbose``: an answer to a value of a shape (a date, digits, a count, an amount, a time)
  comes wrapped in talk before and after it; the value is said once. (A free-text answer is
  the user's own words already: talk around it would be part of the value.)
- ``distracted``: on the first ask for some facts the user asks for the question again
  (``repeat``), or drifts off ("Excuse me a moment, someone's at the door.") and answers
  after a pause (``aside``).
- ``expert``: an answer comes with the next one or two values the procedure will need (the
  user knows the form), each named by its label ("And the delivery date is ...").
- ``ambiguous``: the first answer to some questions is underspecified ("the usual one", a
  range for a count); asked again, the user gives the exact value.

``cooperative`` and ``correction_prone`` change nothing here: a correction-prone workflow's
behaviour is its authored corrections (``UserCorrection``), which every profile may have.
"""

from __future__ import annotations

from typing import Literal

from duplexworld.scenario import Fact, Scenario
from duplexworld.scenario.schema import DeriveRef, FactRef, ResultRef
from duplexworld.speech import spoken
from duplexworld.util.seeds import stable_seed

Distraction = Literal["repeat", "aside"]

SHAPED = frozenset({"date", "digits", "number", "amount", "time"})
"""Kinds of value a verbose user talks around (found by their shape in what is said)."""
CLAUSE_LABEL = ("whether ", "how ", "what ", "which ", "when ", "where ", "who ")
"""Labels that are a clause: "And the whether the alarm works is ..." is no sentence."""
ASIDE_PAUSE_S = 1.5
"""Quiet after the aside (and the agent's reply to it) before the user answers."""


def profile_of(scenario: Scenario) -> str:
    """The workflow's behaviour profile (``cooperative`` when the scenario names none)."""
    return str(scenario.difficulty.get("profile") or "cooperative")


def _draw(scenario: Scenario, seed: int, what: str, key: str, ways: int) -> int:
    return stable_seed(scenario.id, seed, f"profile:{what}:{key}") % ways


def _plain(fact: Fact) -> bool:
    """A fact a profile may play with: asked for, and never corrected (a correction's timing
    is authored and left alone)."""
    return fact.reveal == "when_asked" and fact.correction is None


def distraction(scenario: Scenario, seed: int, fact: Fact) -> Distraction | None:
    """What a distracted user does on the first ask for ``fact``: asks for the question
    again (one fact in three), drifts off before answering (one in three), or nothing."""
    if profile_of(scenario) != "distracted" or not _plain(fact):
        return None
    draw = _draw(scenario, seed, "distracted", fact.key, 3)
    return "repeat" if draw == 0 else "aside" if draw == 1 else None


def vague(scenario: Scenario, seed: int, fact: Fact) -> bool:
    """Whether an ambiguous user's first answer for ``fact`` is underspecified (one fact in
    two)."""
    if profile_of(scenario) != "ambiguous" or not _plain(fact):
        return False
    return _draw(scenario, seed, "ambiguous", fact.key, 2) == 0


def count_range(fact: Fact) -> tuple[str, str] | None:
    """A range around a whole count, in words ("twelve", "twenty"), or None when the value
    is no whole number above one."""
    if fact.kind != "number" or not fact.value.isdigit() or int(fact.value) < 2:
        return None
    count = int(fact.value)
    spread = max(1, count // 5)
    return spoken.speak_number(max(1, count - spread)), spoken.speak_number(count + spread)


def wraps(scenario: Scenario, fact: Fact) -> bool:
    """Whether a verbose user talks around its answer for ``fact``."""
    return profile_of(scenario) == "verbose" and fact.kind in SHAPED


def needed_order(scenario: Scenario) -> list[str]:
    """The user's facts in the order the procedure needs them (their first use in the gold
    steps: what an expert who has filled this form before expects to be asked next)."""
    order: list[str] = []
    for action in scenario.gold_actions:
        for value in action.arguments.values():
            if isinstance(value, FactRef):
                refs = [value]
            elif isinstance(value, (ResultRef, DeriveRef)):
                refs = value.fact_refs()
            else:
                refs = []
            for ref in refs:
                if ref.fact not in order:
                    order.append(ref.fact)
    return order + [f.key for f in scenario.facts if f.key not in order]


def volunteers(scenario: Scenario, seed: int, answered: str) -> int:
    """How many values an expert volunteers after answering ``answered``: one or two; 0 for
    another profile."""
    if profile_of(scenario) != "expert":
        return 0
    return 1 + _draw(scenario, seed, "expert", answered, 2)


def may_volunteer(fact: Fact) -> bool:
    """A value an expert may give unasked: a plain one whose label reads as a noun."""
    return _plain(fact) and not fact.label.lower().startswith(CLAUSE_LABEL)
