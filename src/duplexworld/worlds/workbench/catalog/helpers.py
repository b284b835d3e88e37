"""Small builders the workflow catalogue shares: fields, facts with answer variants, follow-ups."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from duplexworld.worlds.workbench.artifacts import FieldSpec, Template
from duplexworld.worlds.workbench.rules import RULE_LEAD
from duplexworld.worlds.workbench.workflow import (
    Fill,
    FollowUp,
    FromKb,
    FromRecord,
    FromRule,
    FromUser,
    UserCorrection,
    UserFact,
    WorkflowSpec,
)

ANSWERS = ("It's {spoken}.", "{spoken}.", "That would be {spoken}.")
"""Default answer variants (three; a fact may bring its own)."""

YES_NO = ("yes", "no")
"""The options of a yes-or-no choice field."""

PASS_FAIL = ("pass", "fail")
"""The options of a pass-or-fail choice field."""


def field(name: str, label: str, grader: str, **extra: Any) -> FieldSpec:
    """A template field."""
    return FieldSpec(name=name, label=label, grader=grader, **extra)


def fact(
    key: str,
    *,
    label: str,
    kind: str,
    value: str,
    spoken: str,
    answers: tuple[str, ...] = (),
    reveal: str = "when_asked",
    event: str | None = None,
    correction: UserCorrection | None = None,
) -> UserFact:
    """A fact of the user's private state with 2-5 answer variants."""
    return UserFact(
        key=key,
        label=label,
        kind=kind,
        value=value,
        spoken=spoken,
        reveal=reveal,
        event=event,
        answers=answers or ANSWERS,
        correction=correction,
    )


def volunteered(key: str, value: str, label: str | None = None) -> UserFact:
    """A text fact the user says unasked in the opening (a name), spoken as it is written."""
    return fact(
        key, label=label or key, kind="text", value=value, spoken=value, reveal="volunteered"
    )


def correction(
    *, value: str, spoken: str, variants: tuple[str, ...], mode: str = "barge_in"
) -> UserCorrection:
    """A later value of a fact; the variants name the field so the agent knows which."""
    return UserCorrection(value=value, spoken=spoken, mode=mode, variants=variants)


def schedule(when: str, what: str) -> FollowUp:
    """A calendar entry once the artifact is committed, at the date of the user's fact ``when``."""
    return FollowUp(tool="schedule", arguments={"when": FromUser(fact=when), "what": what})


def notify(recipient: str | FromUser, message: str) -> FollowUp:
    """A notice once the artifact is committed, to a named recipient or the one a fact gives."""
    return FollowUp(tool="notify", arguments={"recipient": recipient, "message": message})


@dataclass(frozen=True)
class Part:
    """One field of a workflow with where its value comes from (and the user's fact, if any)."""

    spec: FieldSpec
    fill: Fill
    fact: UserFact | None = None


def ask(
    name: str,
    *,
    label: str,
    grader: str,
    kind: str,
    value: str,
    spoken: str,
    answers: tuple[str, ...] = (),
    reveal: str = "when_asked",
    event: str | None = None,
    fix: UserCorrection | None = None,
    **extra: Any,
) -> Part:
    """A field the user fills by answering (the fact's key is the field's name)."""
    return Part(
        spec=field(name, label, grader, **extra),
        fill=Fill(field=name, source=FromUser(fact=name)),
        fact=fact(
            name,
            label=label,
            kind=kind,
            value=value,
            spoken=spoken,
            answers=answers,
            reveal=reveal,
            event=event,
            correction=fix,
        ),
    )


def looked_up(
    name: str,
    *,
    label: str,
    grader: str,
    query: str | FromUser,
    pattern: str,
    near: tuple[str, ...] = (),
    near_fields: tuple[str, ...] = (),
    near_records: tuple[str, ...] = (),
    **extra: Any,
) -> Part:
    """A field whose value a knowledge-base document states (``near``: the user facts that
    pick the passage; ``near_fields``: the earlier fields read off a document or a record
    that do; ``near_records``: patterns of the found record's values that do; see
    ``FromKb``)."""
    source = FromKb(
        query=query,
        pattern=pattern,
        near=near,
        near_fields=near_fields,
        near_records=near_records,
    )
    return Part(spec=field(name, label, grader, **extra), fill=Fill(field=name, source=source))


def on_record(name: str, *, label: str, grader: str, pattern: str, **extra: Any) -> Part:
    """A field whose value the record found by the user's answer holds."""
    return Part(
        spec=field(name, label, grader, **extra),
        fill=Fill(field=name, source=FromRecord(pattern=pattern)),
    )


def computed(name: str, *, label: str, rule: str, **extra: Any) -> Part:
    """A field the form computes from earlier fields by ``rule`` (arithmetic over their names,
    stated in its label: ``settlement, computed as repair_quote - deductible``); graded as a
    number to the cent."""
    extra.setdefault("tolerance", 0.01)
    return Part(
        spec=field(name, f"{label}{RULE_LEAD}{rule}", "numeric", **extra),
        fill=Fill(field=name, source=FromRule(rule=rule)),
    )


def workflow(
    *,
    form: tuple[str, str],
    title: str,
    parts: list[Part],
    facts: tuple[UserFact, ...] = (),
    **spec: Any,
) -> WorkflowSpec:
    """A workflow from its parts: the template, the fills and the user's facts in one list."""
    template = Template(id=form[0], title=form[1], fields=tuple(p.spec for p in parts))
    own = tuple(p.fact for p in parts if p.fact is not None)
    return WorkflowSpec(
        template=template,
        artifact_title=title,
        fills=tuple(p.fill for p in parts),
        facts=(*facts, *own),
        **spec,
    )
