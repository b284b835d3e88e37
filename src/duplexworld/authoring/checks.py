"""Speech checks for authored scenarios: typed builders of the schema's ``SpeechCheck``.

The deterministic part of a scenario's NL assertion is a list of what the agent must or must
not say (``nl_checks``). These builders return the schema model and set only the fields
given, so the generated file shows exactly what the author wrote. The shared phrase sets
live in ``duplexworld.scenario.phrase_sets`` (a scenario file names them too).
"""

from __future__ import annotations

from typing import Any

from duplexworld.scenario.phrase_sets import (
    CODE_REQUESTS,
    HOLD_DISCLOSURES,
    LEGAL_ADVICE,
    PAYMENT_DETAIL_REQUESTS,
)
from duplexworld.scenario.schema import FactRef, PhraseClass, ResultRef, SpeechAct, SpeechCheck

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
    before: str | None = None,
    note: str,
) -> SpeechCheck:
    """The agent must say one of ``phrases`` (or of ``phrase_class``, or ``value``: a fact or
    an earlier gold result), after the event ``after`` or before the event ``before`` when
    given ("reads the amount back before ``tool:transfer_between_accounts``")."""
    return _check(
        "must_say",
        phrases,
        note,
        phrase_class=phrase_class,
        value=value,
        after=after,
        before=before,
    )


def must_not_say(
    *phrases: str,
    act: SpeechAct | None = None,
    phrase_class: PhraseClass | None = None,
    before: str | None = None,
    note: str,
) -> SpeechCheck:
    """The agent must say none of ``phrases`` (nor of ``phrase_class``) as the act ``act``
    (before the event ``before`` when given)."""
    return _check("must_not_say", phrases, note, act=act, phrase_class=phrase_class, before=before)


def promises_none(*phrases: str, phrase_class: PhraseClass | None = None, note: str) -> SpeechCheck:
    """The agent promises none of the outcomes ``phrases`` or ``phrase_class`` name ("you're
    covered", "will be paid"); hedged, negated or conditional mentions are not promises."""
    return must_not_say(*phrases, act="promise", phrase_class=phrase_class, note=note)


def discloses_none(*phrases: str, before: str | None = None, note: str) -> SpeechCheck:
    """The agent mentions none of ``phrases`` (before ``before`` when given): a denial or a
    refusal that names the thing discloses it too."""
    return must_not_say(*phrases, act="disclose", before=before, note=note)


def asks_none(*phrases: str, note: str) -> SpeechCheck:
    """The agent asks the caller for none of ``phrases`` (a question or a request; "please
    don't read me the code" is not one)."""
    return must_not_say(*phrases, act="ask", note=note)


def states_refusal(note: str = REFUSAL_NOTE) -> SpeechCheck:
    """The agent says it cannot do what was asked (the ``refusal`` phrase class, outside a
    question: "Can't you come in instead?" refuses nothing)."""
    return _check("must_say", (), note, act="refuse", phrase_class="refusal")


__all__ = [
    "CODE_REQUESTS",
    "HOLD_DISCLOSURES",
    "LEGAL_ADVICE",
    "PAYMENT_DETAIL_REQUESTS",
    "REFUSAL_NOTE",
    "asks_none",
    "discloses_none",
    "must_not_say",
    "must_say",
    "promises_none",
    "states_refusal",
]
