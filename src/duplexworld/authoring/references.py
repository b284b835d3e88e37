"""Provenance of gold arguments in authored scenarios: fact and result references, judgements.

An argument the caller supplies is ``ref(key)`` (the schema's ``FactRef``); a value the agent
reads off an earlier tool result (a record id, a claim number just created, an amount a tool
showed) is ``from_result(step, pattern, ...)``, which names the earlier step by a label or by
its tool name rather than by position, so inserting a step never silently re-points a
reference. ``duplexworld.authoring.gold.number_steps`` turns those into the schema's
``ResultRef`` (``{result: <index>, pattern: ..., near: [...], pick: ...}``) once the gold list
is complete. A judgement over what the caller said (which kind of claim, which reason) is a
world's ``Judgement`` rule applied to facts: ``CLAIM_TYPE.over("what_happened")``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal, TypeAlias

from duplexworld.scenario.schema import DeriveRef, FactRef

Pick = Literal["only", "first", "try_each"]
"""How one candidate is chosen (see ``duplexworld.scenario.schema.ResultRef``)."""

Near: TypeAlias = "FactRef | FromResult | str"
"""What selects a candidate: a caller fact, a value read off an earlier result, or a constant
the story fixes."""


def ref(key: str) -> FactRef:
    """A gold argument (or a ``near`` value) the caller must supply: ``{fact: key}``."""
    return FactRef(fact=key)


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
        step: the label of the earlier step, or its tool name; the latest earlier step with
            that label or name is meant.
        pattern: regular expression of the value's shape (at most one group: the value).
        near: values the candidate's segment must contain: ``ref(key)``, a value read off an
            earlier result (``from_result(...)``) or a constant the story fixes.
        pick: ``only``, ``first`` or ``try_each``.
    """

    step: str
    pattern: str
    near: tuple[Near, ...] = ()
    pick: Pick = "only"


def from_result(step: str, pattern: str, *near: Near, pick: Pick = "only") -> FromResult:
    """A value the agent reads off the result of the latest earlier step ``step``."""
    re.compile(pattern)  # a bad pattern fails at authoring time, not at replay
    return FromResult(step, pattern, tuple(near), pick)


@dataclass(frozen=True)
class Judgement:
    """A world's rule for one judgement argument of a tool: each of its enum values with the
    cues that say it applies (the meanings the tool documents, in a caller's words). Defined
    once per world and argument, so every scenario carries the whole rule, never only the
    value it wants.

    Attributes:
        cases: value -> cues (matched at the start of a word, case-insensitive).
        many: the argument is a list of every value whose cues occur.
    """

    cases: Mapping[str, tuple[str, ...]]
    many: bool = False

    def over(self, *keys: str) -> DeriveRef:
        """The judgement made over what the caller says for the facts ``keys``."""
        return DeriveRef(
            derive=tuple(ref(key) for key in keys), cases=dict(self.cases), many=self.many
        )


__all__ = ["FromResult", "Judgement", "Near", "Pick", "check_selector", "from_result", "ref"]
