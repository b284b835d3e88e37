"""Provenance of gold arguments in authored scenarios: fact and result references.

A generated world builds its gold actions as plain dicts. An argument the caller supplies is
``ref(key)``; a value the agent reads off an earlier tool result (a record id, a claim number
just created, an amount a tool showed) is ``from_result(step, pattern, ...)``, which names the
earlier step by a label or by its tool name rather than by position, so inserting a step never
silently re-points a reference. ``number_steps`` turns those into the scenario schema's
``{result: <index>, pattern: ..., near: [...], pick: ...}`` once the gold list is complete.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Literal

Pick = Literal["only", "first", "try_each"]
"""How one candidate is chosen (see ``duplexworld.scenario.schema.ResultRef``)."""

STEP_KEY = "_step"
"""Key of a gold action dict that labels it for ``from_result``; removed by ``number_steps``."""


def ref(key: str) -> dict[str, str]:
    """A gold argument (or a ``near`` value) the caller must supply: ``{fact: key}``."""
    return {"fact": key}


def check_selector(key: str, value: str, spoken: str) -> None:
    """A fact used in ``near`` (which car, which unit) holds the word the right record's
    result text shows; the caller's spoken answer must contain it, so an agent that heard the
    answer can match it against the candidates.

    Raises:
        ValueError: the spoken form does not contain the value.
    """
    if value.casefold() not in spoken.casefold():
        raise ValueError(f"fact {key!r}: the spoken form must contain the value {value!r}")


@dataclass(frozen=True)
class FromResult:
    """A gold argument read off the result of an earlier gold step, before numbering.

    Attributes:
        step: the label of the earlier step (``STEP_KEY``), or its tool name; the latest
            earlier step with that label or name is meant.
        pattern: regular expression of the value's shape (at most one group: the value).
        near: values the candidate's segment must contain: ``ref(key)`` or a constant the
            story fixes.
        pick: ``only``, ``first`` or ``try_each``.
    """

    step: str
    pattern: str
    near: tuple[dict[str, str] | str, ...] = ()
    pick: Pick = "only"


def from_result(
    step: str, pattern: str, *near: dict[str, str] | str, pick: Pick = "only"
) -> FromResult:
    """A value the agent reads off the result of the latest earlier step ``step``."""
    re.compile(pattern)  # a bad pattern fails at authoring time, not at replay
    return FromResult(step, pattern, tuple(near), pick)


def number_steps(gold: list[dict[str, Any]], where: str = "gold") -> list[dict[str, Any]]:
    """The gold actions with every ``FromResult`` replaced by a schema result reference.

    Args:
        gold: gold action dicts in order; an action may carry ``STEP_KEY`` (its label).
        where: what the actions belong to (a scenario id), for error messages.

    Raises:
        ValueError: a reference names no earlier step.
    """
    numbered: list[dict[str, Any]] = []
    names: list[tuple[str | None, str]] = []
    for index, action in enumerate(gold):
        action = dict(action)
        label = action.pop(STEP_KEY, None)
        arguments = action.get("arguments")
        if arguments:
            action["arguments"] = {
                name: _numbered(value, names, f"{where}: gold_actions[{index}].{name}")
                for name, value in arguments.items()
            }
        numbered.append(action)
        names.append((label, action["name"]))
    return numbered


def _numbered(value: Any, names: list[tuple[str | None, str]], where: str) -> Any:
    if not isinstance(value, FromResult):
        return value
    for index in range(len(names) - 1, -1, -1):
        if value.step in names[index]:
            break
    else:
        raise ValueError(f"{where}: no earlier gold step is called {value.step!r}")
    ref: dict[str, Any] = {"result": index, "pattern": value.pattern}
    if value.near:
        ref["near"] = list(value.near)
    if value.pick != "only":
        ref["pick"] = value.pick
    return ref
