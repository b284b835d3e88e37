"""Small builders the workflow catalogue shares: fields, facts with answer variants."""

from __future__ import annotations

from typing import Any

from duplexworld.worlds.workbench.artifacts import FieldSpec
from duplexworld.worlds.workbench.workflow import UserCorrection, UserFact

ANSWERS = ("It's {spoken}.", "{spoken}.", "That would be {spoken}.")
"""Default answer variants (three; a fact may bring its own)."""


def field(name: str, label: str, grader: str, **extra: Any) -> FieldSpec:
    """A template field."""
    return FieldSpec(name=name, label=label, grader=grader, **extra)  # type: ignore[arg-type]


def fact(
    key: str,
    label: str,
    kind: str,
    value: str,
    spoken: str,
    *answers: str,
    reveal: str = "when_asked",
    event: str | None = None,
    correction: UserCorrection | None = None,
) -> UserFact:
    """A fact of the user's private state with 2-5 answer variants."""
    return UserFact(
        key=key,
        label=label,
        kind=kind,  # type: ignore[arg-type]
        value=value,
        spoken=spoken,
        reveal=reveal,  # type: ignore[arg-type]
        event=event,
        answers=answers or ANSWERS,
        correction=correction,
    )


def correction(value: str, spoken: str, *variants: str, mode: str = "barge_in") -> UserCorrection:
    """A later value of a fact; the variants name the field so the agent knows which."""
    return UserCorrection(value=value, spoken=spoken, mode=mode, variants=variants)  # type: ignore[arg-type]
