"""Speech checks for authored scenarios: typed builders of the schema's ``SpeechCheck``.

The deterministic part of a scenario's NL assertion is a list of what the agent must or must
not say (``nl_checks``). These builders return the schema model and set only the fields
given, so the generated file shows exactly what the author wrote.
"""

from __future__ import annotations

from typing import Any

from duplexworld.scenario.schema import FactRef, PhraseClass, ResultRef, SpeechCheck

REFUSAL_NOTE = "states the refusal"
"""What a refusal check stands for unless a scenario says otherwise."""


def _check(rule: str, phrases: tuple[str, ...], note: str, **fields: Any) -> SpeechCheck:
    data: dict[str, Any] = {"rule": rule}
    if phrases:
        data["phrases"] = phrases
    data.update({name: value for name, value in fields.items() if value is not None})
    data["note"] = note
    return SpeechCheck(**data)


def must_say(
    *phrases: str,
    phrase_class: PhraseClass | None = None,
    value: FactRef | ResultRef | dict[str, Any] | None = None,
    after: str | None = None,
    note: str,
) -> SpeechCheck:
    """The agent must say one of ``phrases`` (or of ``phrase_class``, or ``value``: a fact or
    an earlier gold result), after the event ``after`` when given."""
    return _check("must_say", phrases, note, phrase_class=phrase_class, value=value, after=after)


def must_not_say(*phrases: str, before: str | None = None, note: str) -> SpeechCheck:
    """The agent must say none of ``phrases`` (before the event ``before`` when given)."""
    return _check("must_not_say", phrases, note, before=before)


def states_refusal(note: str = REFUSAL_NOTE) -> SpeechCheck:
    """The agent says it cannot do what was asked (the ``refusal`` phrase class)."""
    return must_say(phrase_class="refusal", note=note)


__all__ = ["REFUSAL_NOTE", "must_not_say", "must_say", "states_refusal"]
