"""Caller facts for authored scenarios: spoken forms rendered from values, and fact libraries.

A world's identity facts (full name, date of birth, card digits...) have the same label, ask
keywords and answer variants in every scenario of the world. A ``FactTemplate`` holds those
once; a scenario calls it with the caller's value. ``spoken`` defaults to the value rendered
for its kind with the speech renderers the caller and the oracle also use, so the value and
its spoken form cannot disagree unless the author says so.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from duplexworld.scenario.expand import speak
from duplexworld.scenario.schema import Correction, Fact, FactKind, RevealRule


def correction(
    kind: str,
    value: str,
    after: str,
    variants: Sequence[str] | None = None,
    *,
    spoken: str | None = None,
    **fields: Any,
) -> Correction:
    """A later version of a fact, said after the event ``after`` (``tool:<name>``); further
    schema fields pass through ``fields``."""
    data: dict[str, Any] = {
        "value": value,
        "spoken": speak(kind, value) if spoken is None else spoken,
        "after": after,
    }
    if variants is not None:
        data["variants"] = tuple(variants)
    data.update(fields)
    return Correction(**data)


def fact(
    key: str,
    label: str,
    kind: FactKind,
    value: str,
    *,
    spoken: str | None = None,
    reveal: RevealRule = "when_asked",
    keywords: Sequence[str] = (),
    answers: Sequence[str] | None = None,
    event: str | None = None,
    correction: Correction | None = None,
    **fields: Any,
) -> Fact:
    """One caller fact; ``spoken`` defaults to ``speak(kind, value)``, ``answers`` to the
    schema's default. Further schema fields pass through ``fields``."""
    data: dict[str, Any] = {
        "key": key,
        "label": label,
        "kind": kind,
        "value": value,
        "spoken": speak(kind, value) if spoken is None else spoken,
        "reveal": reveal,
    }
    if event is not None:
        data["event"] = event
    data["ask_keywords"] = tuple(keywords)
    if answers is not None:
        data["answer_variants"] = tuple(answers)
    if correction is not None:
        data["correction"] = correction
    data.update(fields)
    return Fact(**data)


@dataclass(frozen=True)
class FactTemplate:
    """A fact defined once per world: everything but the caller's value.

    Calling the template gives the scenario's ``Fact``; any part may be overridden for one
    scenario (its answer variants, its reveal rule), and a correction added.
    """

    key: str
    label: str
    kind: FactKind
    keywords: tuple[str, ...]
    answers: tuple[str, ...] | None = None
    reveal: RevealRule = "when_asked"
    speaker: Callable[[str], str] | None = field(default=None, compare=False)
    """How the value is said when not the kind's default (a phone number in three groups)."""

    def __call__(self, value: str, **overrides: Any) -> Fact:
        """The fact with this value; ``overrides`` are ``fact()`` keyword arguments."""
        options: dict[str, Any] = {
            "reveal": self.reveal,
            "keywords": self.keywords,
            "answers": self.answers,
        }
        if self.speaker is not None:
            options["spoken"] = self.speaker(value)
        key = overrides.pop("key", self.key)  # a second fact of the same kind in one scenario
        label = overrides.pop("label", self.label)
        options.update(overrides)
        return fact(key, label, self.kind, value, **options)


REQUEST = FactTemplate(
    key="request",
    label="what you are asking us to do",
    kind="text",
    keywords=("asking us to do", "like us to do", "want us to do", "what exactly", "what you need"),
    answers=("{spoken}.",),
)
"""What the caller asks for, in their own words (a sentence, without its full stop): the topic
an agent looks the policy up by (``lookup_policy(ref("request"), ...)``)."""


def selector(
    key: str,
    label: str,
    value: str,
    spoken: str,
    *,
    keywords: Sequence[str] = (),
    answers: Sequence[str] = ("{spoken}",),
    **fields: Any,
) -> Fact:
    """A fact that picks one record among several (a result reference's ``near``): the
    caller's words for which one they mean (``spoken``), holding ``value``, the word the
    right record's result shows ("cast iron", "debit"). ``label`` reads "which <noun>".

    Raises:
        ValueError: the spoken form does not contain the value, or the label does not ask
            "which".
    """
    if value.casefold() not in spoken.casefold():
        raise ValueError(f"fact {key!r}: the spoken form must contain the value {value!r}")
    if not label.startswith("which "):
        raise ValueError(f"fact {key!r}: a selector's label asks 'which ...' ({label!r})")
    return fact(
        key, label, "text", value, spoken=spoken, keywords=keywords, answers=answers, **fields
    )


__all__ = ["REQUEST", "FactTemplate", "correction", "fact", "selector", "speak"]
