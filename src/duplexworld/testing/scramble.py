"""A scenario with everything a reference agent must not use scrambled.

The oracle may use the procedure: the steps, the provenance of every argument (which fact,
which earlier result and the shape of its ids, which judgement rule), the constants of the
procedure (a tool's enum value such as the field a fact is recorded in), what the procedure
calls each fact (its key, label and kind) and the world's own descriptions. Everything else
is the story it has to hear or read over the call, and ``scrambled`` replaces it with random
values of other lengths and shapes: the facts' values, spoken forms, answers and corrections
(a digit string of another length, a name of another word count), the seed records (every
id renamed), any literal gold selector or argument that is not a constant of the procedure,
the speech checks and the assertion, the caller's lines, the world changes, the authors'
notes. An oracle handed the copy while the call, the caller and the grading run on the
original must still solve it: then it used nothing it could not have heard or read.

A world may name arguments whose literals are the procedure's own words (``procedure``): the
workbench's knowledge-base queries ("grant band by household income") and its follow-ups'
wording and recipients ("notify the school bursar") are what the procedure says to do, like
an enum value. Its validation checks that no query spells a value the call decides
(``worlds.workbench.workflow``); a follow-up's wording is not graded and its recipient is the
same whatever the call says. A literal ``near`` value of a result reference (a selector) is
scrambled whatever the argument.
"""

from __future__ import annotations

import random
import string
from typing import Any

from duplexworld.scenario import Scenario
from duplexworld.scenario.schema import DeriveRef, FactRef, ResultRef
from duplexworld.world.registry import build_world

__all__ = ["scrambled", "tool_enums"]


def tool_enums(scenario: Scenario) -> dict[tuple[str, str], set[str]]:
    """The values each (tool, argument) of the scenario's world enumerates: the constants of
    the procedure a literal argument may be and still be kept."""
    found: dict[tuple[str, str], set[str]] = {}
    world = build_world(scenario)
    # the caller's tools too: an approval names the action it approves (an enum)
    for spec in [*world.tools("agent"), *world.tools("user")]:
        properties = spec.parameters.get("properties", {})
        for name, schema in properties.items() if isinstance(properties, dict) else ():
            items = schema.get("items", schema) if isinstance(schema, dict) else {}
            enum = items.get("enum") if isinstance(items, dict) else None
            if isinstance(enum, list):
                found[(spec.name, name)] = {str(value) for value in enum}
    return found


def _word(rng: random.Random, low: int = 3, high: int = 9) -> str:
    return "".join(rng.choice(string.ascii_lowercase) for _ in range(rng.randint(low, high)))


def _words(rng: random.Random, count: int) -> str:
    return " ".join(_word(rng) for _ in range(count))


def _value(kind: str, value: str, rng: random.Random) -> str:
    """A random value of ``kind`` whose length or word count differs from ``value``'s."""
    if kind in {"digits", "number", "postcode"}:
        length = len(value) + rng.choice((-2, -1, 1, 2, 3))
        return "".join(rng.choice(string.digits) for _ in range(max(1, length)))
    if kind == "name":
        return _words(rng, len(value.split()) + 1).title()
    if kind == "date":
        return f"19{rng.randint(10, 99)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
    if kind == "time":
        return f"{rng.randint(0, 23):02d}:{rng.choice(('00', '15', '30', '45'))}"
    if kind == "amount":
        return f"{rng.randint(1, 99999)}.{rng.randint(0, 99):02d}"
    return _words(rng, len(value.split()) + 2)


def _fact(data: dict[str, Any], rng: random.Random) -> None:
    kind = data["kind"]
    data["value"] = _value(kind, data["value"], rng)
    data["spoken"] = _words(rng, 4)
    data["answer_variants"] = ["{spoken} " + _words(rng, 2)]
    data["ask_keywords"] = []
    correction = data.get("correction")
    if correction:
        correction["value"] = _value(kind, correction["value"], rng)
        correction["spoken"] = _words(rng, 3)
        correction["variants"] = ["{spoken} " + _words(rng, 2)]


def _seed(seed: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """Every string of every record replaced (ids renamed, names and values changed)."""

    def scramble(value: Any) -> Any:
        if isinstance(value, str):
            return _word(rng, 4, 10).upper()
        if isinstance(value, list):
            return [scramble(item) for item in value]
        if isinstance(value, dict):
            return {key: scramble(item) for key, item in value.items()}
        return value

    return {table: scramble(records) for table, records in seed.items()}


def _argument(value: Any, constants: set[str], rng: random.Random) -> Any:
    """A gold argument with its story scrambled: literal selectors, and literals that are
    not a constant of the procedure (``constants``: the tool's enum values)."""
    if isinstance(value, FactRef | DeriveRef):
        return value.model_dump(mode="json")
    if isinstance(value, ResultRef):
        data = value.model_dump(mode="json")
        data["near"] = [
            _argument(item, set(), rng) if not isinstance(item, str) else _word(rng)
            for item in value.near
        ]
        return data
    if isinstance(value, list):
        return [_argument(item, constants, rng) for item in value]
    if isinstance(value, str) and value not in constants:
        return _word(rng)
    return value


def scrambled(
    scenario: Scenario,
    enum_values: dict[tuple[str, str], set[str]],
    seed: int = 0,
    procedure: frozenset[tuple[str, str]] = frozenset(),
) -> Scenario:
    """A copy of ``scenario`` with everything but the procedure scrambled (module docstring).

    Args:
        scenario: the scenario.
        enum_values: the values each (tool, argument) enumerates: the constants of the
            procedure a literal may be and still be kept.
        seed: the random seed of the scrambling.
        procedure: the (tool, argument) pairs whose literals are the procedure's own words,
            kept as they are (module docstring); a result reference in them is still
            scrambled.
    """
    rng = random.Random(f"{scenario.id}:{seed}")
    data = scenario.model_dump(mode="json")
    for fact in data["facts"]:
        _fact(fact, rng)
    data["seed"] = _seed(data["seed"], rng)
    for index, action in enumerate(scenario.gold_actions):
        step = data["gold_actions"][index]
        step["arguments"] = {
            name: value
            if isinstance(value, str) and (action.name, name) in procedure
            else _argument(value, enum_values.get((action.name, name), set()), rng)
            for name, value in action.arguments.items()
        }
        step["info"] = _words(rng, 3)
    data["nl_checks"] = []
    data["nl_assertion"] = _words(rng, 6)
    data["goal"] = _words(rng, 8)
    data["purpose"] = _words(rng, 5)
    data["difficulty"] = {}
    script = data["script"]
    script["opening"] = [_words(rng, 10) for _ in script["opening"]]
    for action in data["caller_actions"]:
        action["instruction"] = _words(rng, 8)
        action["trigger_keywords"] = [_word(rng)]
        action["report_variants"] = [_words(rng, 3)]
    for change in data["world_changes"]:
        change["set"] = {key: _word(rng) for key in change["set"]}
        change["note"] = ""
    return Scenario.model_validate(data)
