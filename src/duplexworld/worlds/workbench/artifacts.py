"""Work artifacts: typed field templates, versioned field values and the lifecycle.

An artifact (a form, a ticket, a plan, an agreement) is filled from a template that names its
fields, how each is graded and whether it is required. Every write of a field appends a new
version stamped with the tick, so a stale value after a correction stays visible in the final
state. The lifecycle is draft -> ready -> committed: ``submit`` moves a complete draft to
ready, an edit of a ready artifact returns it to draft, and ``commit`` (approval-gated, see
``authorization``) makes it final and read-only; ``cancel`` closes a draft or a ready
artifact the user decided not to go ahead with (read-only too, never committed). Each status
change is kept with its tick.

Records are plain dicts in the world's record store; these models validate them on the way in
and give them their behaviour.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

Status = Literal["draft", "ready", "committed", "cancelled"]
"""The lifecycle of an artifact, in order."""

GraderKind = Literal[
    "exact",
    "casefold",
    "phone",
    "date",
    "address",
    "enum",
    "numeric",
    "set_exact",
    "set_f1",
    "set_precision",
    "set_recall",
    "ordered_list",
    "interval",
    "semantic",
]
"""How a field's value is compared with the expected one (``graders``)."""


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class FieldSpec(_Frozen):
    """One field of a template.

    Attributes:
        name: the field's key (what ``update_field`` takes).
        label: what the form calls it.
        grader: how its value is graded.
        required: a ready artifact must have a value for it.
        options: the allowed values of an ``enum`` field (shown to the agent).
        tolerance: absolute tolerance of a ``numeric`` field (hidden from the agent).
        threshold: the score at which a scored grader (F1, interval overlap) counts correct.
    """

    name: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    label: str
    grader: GraderKind
    required: bool = True
    options: tuple[str, ...] = ()
    tolerance: float = Field(default=0.0, ge=0)
    threshold: float = Field(default=1.0, gt=0, le=1)

    @model_validator(mode="after")
    def _options(self) -> FieldSpec:
        if (self.grader == "enum") != bool(self.options):
            raise ValueError(f"field {self.name}: options are required exactly for enum fields")
        return self


class Template(_Frozen):
    """The form an artifact is filled from."""

    id: str
    title: str
    fields: tuple[FieldSpec, ...]

    @model_validator(mode="after")
    def _unique(self) -> Template:
        names = [f.name for f in self.fields]
        if len(names) != len(set(names)):
            raise ValueError(f"template {self.id}: field names must be unique")
        return self

    def field(self, name: str) -> FieldSpec | None:
        """The field called ``name``, or None."""
        return next((f for f in self.fields if f.name == name), None)


class FieldVersion(_Frozen):
    """One value a field held, from the tick it was written."""

    value: str
    tick: int = Field(ge=0)
    revision: int = Field(ge=1)
    """The artifact revision this write made."""


class StatusChange(_Frozen):
    """The artifact entered ``status`` at ``tick``."""

    status: Status
    tick: int = Field(ge=0)


class Artifact(_Frozen):
    """A work artifact as the record store holds it."""

    id: str
    template: str
    title: str
    status: Status = "draft"
    revision: int = 0
    """Number of field writes so far (approvals bind to a revision)."""
    fields: dict[str, tuple[FieldVersion, ...]] = Field(default_factory=dict)
    lifecycle: tuple[StatusChange, ...] = (StatusChange(status="draft", tick=0),)
    gated: tuple[str, ...] = ("commit",)
    """Actions on this artifact that need the user's spoken approval."""

    def value(self, name: str) -> str | None:
        """The current value of a field (its last version), or None when never written."""
        versions = self.fields.get(name)
        return versions[-1].value if versions else None

    def values(self) -> dict[str, str]:
        """Current value of every written field."""
        return {name: versions[-1].value for name, versions in self.fields.items() if versions}

    def missing(self, template: Template) -> list[str]:
        """Required fields without a value."""
        return [f.name for f in template.fields if f.required and not self.value(f.name)]

    def written(self, name: str, value: str, tick: int) -> Artifact:
        """A copy with a new version of field ``name``; a ready artifact returns to draft."""
        revision = self.revision + 1
        version = FieldVersion(value=value, tick=tick, revision=revision)
        fields = {**self.fields, name: (*self.fields.get(name, ()), version)}
        copy = self.model_copy(update={"fields": fields, "revision": revision})
        return copy.moved("draft", tick) if self.status == "ready" else copy

    def moved(self, status: Status, tick: int) -> Artifact:
        """A copy in ``status`` with the change recorded."""
        change = StatusChange(status=status, tick=tick)
        return self.model_copy(update={"status": status, "lifecycle": (*self.lifecycle, change)})

    def first_tick(self, status: Status) -> int | None:
        """The tick the artifact first entered ``status``, or None."""
        return next((c.tick for c in self.lifecycle if c.status == status), None)

    def last_tick(self, status: Status) -> int | None:
        """The tick the artifact last entered ``status``, or None (a prepared artifact may be
        submitted, edited and submitted again)."""
        return next((c.tick for c in reversed(self.lifecycle) if c.status == status), None)

    def record(self) -> dict[str, Any]:
        """The artifact as a plain record for the store."""
        return self.model_dump(mode="json")


LIST_GRADERS = frozenset({"set_exact", "set_f1", "set_precision", "set_recall", "ordered_list"})
"""Graders of fields that take a list of items."""


def render_artifact(artifact: Artifact, template: Template) -> str:
    """What ``read_artifact`` tells the agent: status, and every field with its current value
    (the form's own labels and, for choice fields, the allowed options)."""
    lines = [f"{artifact.id} '{artifact.title}' ({template.title}), status {artifact.status}."]
    if artifact.gated:
        lines.append(f"Needs the user's approval before: {', '.join(artifact.gated)}.")
    for spec in template.fields:
        value = artifact.value(spec.name)
        shown = value if value else "(empty)"
        extra = f" options: {', '.join(spec.options)};" if spec.options else ""
        if spec.grader in LIST_GRADERS:  # a form shows where it takes several items
            extra += " list;"
        need = "required" if spec.required else "optional"
        lines.append(f"- {spec.name} ({spec.label}; {need};{extra}) = {shown}")
    return "\n".join(lines)
