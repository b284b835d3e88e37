"""A typed workflow spec and its rendering to a scenario the loader finds.

A workflow is a story with one right deliverable: who delegates what (persona, opening), the
form it ends in (a template of 10-20 graded fields), where each field's value comes from (the
user's private state, a record, the knowledge base), what must be approved, and how the user
behaves (profile, corrections, a revocation). ``render`` turns it into a plain scenario: the
user's private state becomes facts with reveal rules, the procedure becomes gold actions with
provenance (``{fact: ...}`` for what the user says, ``{result: ...}`` for what a tool shows),
and the workflow's terms go into ``difficulty``, where the user side and the grading read them.

These builders are specific to the workbench and deliberately small, so that they can move
onto the shared authoring toolkit (``duplexworld.authoring``) when it lands; the provenance
helpers are already the shared ones.
"""

from __future__ import annotations

import re
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from duplexworld.authoring.gold import act, number_steps
from duplexworld.authoring.references import FromResult, Near, from_result, ref
from duplexworld.scenario.schema import ConversationType, FactKind
from duplexworld.worlds.workbench.artifacts import Template
from duplexworld.worlds.workbench.authorization import GatedAction
from duplexworld.worlds.workbench.knowledge import Document, load_knowledge_base
from duplexworld.worlds.workbench.rules import (
    RuleError,
    evaluate,
    rule_fields,
    stated_rule,
    written,
)
from duplexworld.worlds.workbench.world import render_record

Archetype = Literal[
    "form_completion",
    "negotiation",
    "coordination",
    "consulting",
    "interviewing",
    "troubleshooting",
    "planning",
    "advisory",
    "inspection",
    "scheduling",
]
ARCHETYPES: tuple[str, ...] = Archetype.__args__  # type: ignore[attr-defined]
Profile = Literal["cooperative", "ambiguous", "correction_prone", "expert", "distracted", "verbose"]
PROFILES: tuple[str, ...] = Profile.__args__  # type: ignore[attr-defined]
KnowledgeBurden = Literal["local_state", "supplied_evidence", "retrieval", "multi_source"]
RiskTier = Literal["low", "medium", "high"]
RISK_TIERS: tuple[str, ...] = RiskTier.__args__  # type: ignore[attr-defined]
Outcome = Literal["commit", "prepare", "cancel"]
"""How the workflow ends when it goes right: the artifact committed on the user's approval,
prepared only (submitted for review, not committed: the user says so in the opening), or
cancelled (the user decides, when asked for the approval, not to go ahead: the right end is
the artifact cancelled, nothing committed)."""

NEWS_FACT = "world_news"
"""The key of the fact a world event releases to the user (what it heard of the change)."""
CANCEL_FACT = "cancel_decision"
"""The key of the fact that is a cancelling user's answer to the approval question."""
AT_APPROVAL = "tool:submit"
"""The event of the facts the user says when it is asked for the approval: the work is
submitted by then (a world event's notice reaches the user with the submission; a cancelling
user decides on hearing what it is asked to approve)."""
CorrectionMode = Literal["barge_in", "with_revocation"]
"""How a correction reaches the agent: cutting in when the user hears the old value read back
(or before approving), or together with withdrawing an approval just given."""

ARTIFACT_ID = r"ART-\d+"
"""The shape of an artifact id in tool results."""

PROCEDURE_WORDS: frozenset[tuple[str, str]] = frozenset(
    {("search_kb", "query"), ("schedule", "what"), ("notify", "message"), ("notify", "recipient")}
)
"""The (tool, argument) pairs whose literals are the procedure's own words: what it looks up
and what it says to do once the artifact is committed. The validation checks that no query
spells a value the call decides (the user's, or one read off a document or a record); a
follow-up's wording is not graded and its recipient is the workflow's, whatever the call
says; so a scrambled copy keeps them (``testing.scramble``)."""


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class UserCorrection(_Frozen):
    """The user changes a value they gave."""

    value: str
    spoken: str
    mode: CorrectionMode = "barge_in"
    variants: tuple[str, ...] = Field(min_length=2, max_length=5)
    """What the user says, with ``{spoken}``; name the field so the agent knows which."""


class UserFact(_Frozen):
    """One thing in the user's private state."""

    key: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    label: str
    kind: FactKind
    value: str
    spoken: str
    reveal: Literal["volunteered", "when_asked", "on_event"] = "when_asked"
    event: str | None = None
    answers: tuple[str, ...] = Field(min_length=2, max_length=5)
    correction: UserCorrection | None = None


class FromUser(_Frozen):
    """The field takes what the user says for a fact."""

    fact: str


class FromKb(_Frozen):
    """The field takes a value stated by a knowledge-base document the agent must find."""

    query: str | FromUser
    """A query in the words of the procedure (a constant of the story), or what the user
    said (an error code, a product name)."""
    pattern: str
    """Where the value sits in the document's text (one group: the value). A general shape
    ("Error \\d+ means ([a-z ]+?)\\."), never a user's value: the agent reads it off what it
    heard, through ``near``."""
    near: tuple[str, ...] = ()
    """User facts whose values, as the agent heard them, pick the passage the value is read
    from (the sentence about the error code the user gave, the crop the user grows)."""
    near_fields: tuple[str, ...] = ()
    """Earlier fields read off a document or a record whose values, as the agent read them,
    pick the passage (the plan the rule sheet named picks its line of the price list): a
    value the agent learns on the call is never spelled in a query or a pattern."""
    near_records: tuple[str, ...] = ()
    """Patterns of values of the record the user's answer found (one group: the value) that
    pick the passage, when no field takes them (the court a matter is heard in picks the
    court reporter's line of the roster)."""


class FromRecord(_Frozen):
    """The field takes a value of the record the user's answer finds."""

    pattern: str


class FromRule(_Frozen):
    """The field is computed from other fields by a rule the form states (``rules.py``): a
    settlement from the quote and the deductible, a fee from a count and a rate."""

    rule: str
    """Arithmetic over the names of earlier fields of the form (``repair_quote - deductible``);
    the field's label ends with it after ``rules.RULE_LEAD``."""


class Fill(_Frozen):
    """Where one field's value comes from."""

    field: str
    source: FromUser | FromKb | FromRecord | FromRule


class WorldEvent(_Frozen):
    """A record changes while the call is under way (the carrier moves a pickup, the hotel
    updates its quote, the theatre list moves a surgery) and the notice reaches the user, who
    tells the agent when asked for the approval. The right artifact holds the record's new
    values: an agent that does not read the record again commits the old ones.

    The change fires when the user says the notice (``fact:world_news``), so the gold replay,
    which has no caller, applies it before its first action and expects the new values.
    """

    record: str
    """The id of the workflow's record that changes."""
    changes: dict[str, str]
    """The record's keys that change, with their new values."""
    notice: str
    """What the user learned, in its words, without a new value ("the hotel has updated the
    quote on our booking"): the values are the record's, read off it again."""
    lines: tuple[str, ...] = Field(min_length=2, max_length=5)
    """What the user says, with ``{spoken}`` (the notice); each asks for the record to be
    checked again."""


class FollowUp(_Frozen):
    """A further action once the artifact is committed (a booking, a notice)."""

    tool: Literal["schedule", "notify"]
    arguments: dict[str, str | FromUser]


class WorkflowSpec(_Frozen):
    """One workbench workflow."""

    id: str = Field(pattern=r"^workbench_[a-z0-9_]+$")
    archetype: Archetype
    industry: str
    story: str
    """The author's account: what happens, what makes it hard."""
    goal: str
    persona: str
    conversation_type: ConversationType
    risk_tier: RiskTier
    profile: Profile
    knowledge_burden: tuple[KnowledgeBurden, ...]
    approval: tuple[GatedAction, ...] = ("commit",)
    outcome: Outcome = "commit"
    opening: tuple[str, ...] = Field(min_length=2, max_length=5)
    template: Template
    artifact_title: str
    facts: tuple[UserFact, ...]
    record_lookup: str | None = None
    """The fact the agent searches the records with (when a field comes from a record)."""
    records: tuple[dict[str, Any], ...] = ()
    knowledge_base: str | None = None
    """The industry's knowledge base (``knowledge_bases/<name>.yaml``) the call searches: every
    document of it is in the world, the workflow's own among the others."""
    kb: tuple[str, ...] = ()
    """The ids of the documents in force the workflow's lookups read their values off."""
    fills: tuple[Fill, ...]
    follow_ups: tuple[FollowUp, ...] = ()
    event: WorldEvent | None = None
    """A world event during the call (a record changes; the user hears of it)."""
    cancel: tuple[str, ...] = ()
    """A cancelling workflow's answers to the approval question (2-5 variants, ``{spoken}``
    is "cancel it"): the user decides not to go ahead and asks for the work to be cancelled."""
    step_cap_ticks: int = 4500

    @model_validator(mode="after")
    def _consistent(self) -> WorkflowSpec:
        fields = [f.name for f in self.template.fields]
        if not 10 <= len(fields) <= 20:
            raise ValueError(f"{self.id}: a workflow grades 10-20 fields, not {len(fields)}")
        filled = [fill.field for fill in self.fills]
        if sorted(filled) != sorted(fields):
            raise ValueError(f"{self.id}: fills must cover each template field exactly once")
        keys = {fact.key for fact in self.facts}
        for fill in self.fills:
            if isinstance(fill.source, FromUser) and fill.source.fact not in keys:
                raise ValueError(f"{self.id}: fill {fill.field} names unknown fact")
            if isinstance(fill.source, FromRecord) and self.record_lookup is None:
                raise ValueError(f"{self.id}: fill {fill.field} needs record_lookup")
            if isinstance(fill.source, FromKb):
                unknown = sorted(set(fill.source.near) - keys)
                if unknown:
                    raise ValueError(f"{self.id}: fill {fill.field} near names unknown {unknown}")
                self._check_near_fields(fill)
                if fill.source.near_records and self.record_lookup is None:
                    raise ValueError(
                        f"{self.id}: fill {fill.field} near_records needs record_lookup"
                    )
                query = fill.source.query
                if isinstance(query, str) and (spelled := _spelled_facts(query, self.facts)):
                    raise ValueError(
                        f"{self.id}: fill {fill.field} query {query!r} spells the user's "
                        f"{', '.join(spelled)}: a query in the procedure's words names the "
                        "topic; one with the user's value is FromUser"
                    )
            if isinstance(fill.source, (FromKb, FromRecord)):
                spelled = _spelled_facts(fill.source.pattern, self.facts)
                if spelled:
                    raise ValueError(
                        f"{self.id}: fill {fill.field} pattern {fill.source.pattern!r} spells "
                        f"the user's {', '.join(spelled)}: the agent would pick the passage by "
                        "the gold value, not by what it heard (write a general pattern and "
                        "name the fact in near)"
                    )
        self._check_documents()
        self._check_rules()
        self._check_learned_values()
        self._check_story_literals()
        if self.record_lookup is not None and self.record_lookup not in keys:
            raise ValueError(f"{self.id}: record_lookup names an unknown fact")
        revocations = [f for f in self.facts if f.correction and f.correction.mode != "barge_in"]
        if len(revocations) > 1:
            raise ValueError(f"{self.id}: at most one correction comes with a revocation")
        if self.outcome == "prepare" and (self.follow_ups or revocations):
            raise ValueError(
                f"{self.id}: a prepare-only workflow has no follow-up and no revocation (both "
                "come after an approval of the commit)"
            )
        if self.outcome == "prepare" and "commit" not in self.approval:
            raise ValueError(f"{self.id}: a prepare-only workflow gates the commit")
        self._check_cancel(revocations)
        self._check_event()
        for follow in self.follow_ups:
            if follow.tool in self.approval and "commit" not in self.approval:
                raise ValueError(f"{self.id}: a gated follow-up needs a gated commit first")
        return self

    def _check_cancel(self, revocations: list[UserFact]) -> None:
        """A cancelling workflow says its cancel lines at the approval of a gated commit, and
        has no approval to withdraw (its follow-ups, what a commit would have led to, are
        never made); only it has cancel lines."""
        if (self.outcome == "cancel") != bool(self.cancel):
            raise ValueError(f"{self.id}: cancel lines go with outcome 'cancel', and only there")
        if self.outcome != "cancel":
            return
        if not 2 <= len(self.cancel) <= 5 or not all("{spoken}" in c for c in self.cancel):
            raise ValueError(
                f"{self.id}: a cancelling workflow has 2-5 cancel lines, each with {{spoken}} "
                "(the words that ask for the cancel)"
            )
        if revocations or "commit" not in self.approval:
            raise ValueError(
                f"{self.id}: a cancelling workflow gates the commit and has no revocation (the "
                "user cancels instead of approving; its follow-ups are never made)"
            )

    def _check_event(self) -> None:
        """A world event changes a value a field takes off the record (else it changes
        nothing the form holds), and its notice is said at the approval of a gated commit."""
        event = self.event
        if event is None:
            return
        record = next((r for r in self.records if str(r.get("id")) == event.record), None)
        if record is None:
            raise ValueError(f"{self.id}: event.record {event.record!r} is no record of it")
        unknown = sorted(set(event.changes) - set(record) - {"id", "kind"})
        if unknown or {"id", "kind"} & set(event.changes):
            raise ValueError(
                f"{self.id}: event.changes names {unknown or ['id/kind']}, not a "
                "value of the record"
            )
        if "commit" not in self.approval:
            raise ValueError(f"{self.id}: a world event's notice is said at the commit's approval")
        after = {**record, **event.changes}
        before_text, after_text = render_record(record), render_record(after)
        moved = [
            fill.field
            for fill in self.fills
            if isinstance(fill.source, FromRecord)
            and _first(fill.source.pattern, before_text) != _first(fill.source.pattern, after_text)
        ]
        if not moved:
            raise ValueError(f"{self.id}: event changes no value a field reads off the record")
        new_words = {
            word
            for key, value in event.changes.items()
            for word in set(_words_of(value)) - set(_words_of(str(record.get(key, ""))))
        }
        if new_words & set(_words_of(event.notice)):
            raise ValueError(
                f"{self.id}: event.notice spells a new value: the values are the record's"
            )

    def _check_rules(self) -> None:
        """A derived field's rule is arithmetic over numeric fields the form lists before it,
        and its label states the rule (so an agent reads it off the form)."""
        order = [spec.name for spec in self.template.fields]
        specs = {spec.name: spec for spec in self.template.fields}
        for fill in self.fills:
            if not isinstance(fill.source, FromRule):
                continue
            try:
                names = rule_fields(fill.source.rule)
            except RuleError as error:
                raise ValueError(f"{self.id}: fill {fill.field}: {error}") from error
            for name in names:
                if name not in specs or order.index(name) > order.index(fill.field):
                    raise ValueError(
                        f"{self.id}: fill {fill.field} rule reads {name!r}, no field the form "
                        "lists before it"
                    )
                if specs[name].grader != "numeric":
                    raise ValueError(
                        f"{self.id}: fill {fill.field} rule reads {name!r}, not numeric"
                    )
            if stated_rule(specs[fill.field].label) != fill.source.rule:
                raise ValueError(
                    f"{self.id}: field {fill.field}'s label does not state its rule "
                    f"{fill.source.rule!r}"
                )

    def _check_documents(self) -> None:
        """The documents the workflow names are in force in its knowledge base, and every
        knowledge-base field's pattern finds its value in one of them (the passage the author
        means, not one of a superseded version or another workflow's)."""
        lookups = [f for f in self.fills if isinstance(f.source, FromKb)]
        if (lookups or self.kb) and self.knowledge_base is None:
            raise ValueError(f"{self.id}: knowledge-base fields need knowledge_base")
        if self.knowledge_base is None:
            return
        base = load_knowledge_base(self.knowledge_base)
        for document_id in self.kb:
            document = base.get(document_id)
            if document is None or not document.in_force:
                raise ValueError(
                    f"{self.id}: kb names {document_id!r}, no document in force of "
                    f"knowledge base {self.knowledge_base!r}"
                )
        read = read_documents(self)
        for fill in lookups:
            assert isinstance(fill.source, FromKb)
            if not any(re.search(fill.source.pattern, doc.searchable()) for doc in read):
                raise ValueError(
                    f"{self.id}: fill {fill.field} pattern finds nothing in the documents kb "
                    f"names {list(self.kb)}"
                )

    def _check_near_fields(self, fill: Fill) -> None:
        """``near_fields`` name other fields read off a record or an earlier (or the same)
        search, without a cycle."""
        assert isinstance(fill.source, FromKb)
        sources = {f.field: f.source for f in self.fills}
        queries = _queries(self)
        for name in fill.source.near_fields:
            source = sources.get(name)
            if name == fill.field or not isinstance(source, (FromKb, FromRecord)):
                raise ValueError(
                    f"{self.id}: fill {fill.field} near_fields names {name!r}, not another "
                    "field read off a document or a record"
                )
            if isinstance(source, FromKb) and (
                queries.index(source.query) > queries.index(fill.source.query)
            ):
                raise ValueError(
                    f"{self.id}: fill {fill.field} near_fields names {name!r}, whose search "
                    "runs later"
                )
        seen: set[str] = set()
        pending = [fill.field]
        while pending:
            name = pending.pop()
            source = sources[name]
            for later in source.near_fields if isinstance(source, FromKb) else ():
                if later == fill.field:
                    raise ValueError(f"{self.id}: near_fields of {fill.field} form a cycle")
                if later not in seen:
                    seen.add(later)
                    pending.append(later)

    def _check_learned_values(self) -> None:
        """No query or pattern spells a value another field takes off a document or a record:
        the agent learns it on the call, so it picks the passage through ``near_fields``."""
        learned = _learned_values(self)
        for fill in self.fills:
            if not isinstance(fill.source, (FromKb, FromRecord)):
                continue
            texts = [("pattern", fill.source.pattern)]
            if isinstance(fill.source, FromKb) and isinstance(fill.source.query, str):
                texts.append(("query", fill.source.query))
            for what, text in texts:
                for other, values in learned.items():
                    spelled = [v for v in values if other != fill.field and _spells(text, v)]
                    if spelled:
                        raise ValueError(
                            f"{self.id}: fill {fill.field} {what} {text!r} spells "
                            f"{spelled[0]!r}, a value {other} is read off a document or a "
                            "record: the agent learns it on the call (write a general "
                            f"{what} and name {other} in near_fields)"
                        )

    def _check_story_literals(self) -> None:
        """A knowledge-base field names what picks its passage (``near``, ``near_fields``,
        ``near_records``) and spells none of it: no word of its pattern or query is a word of
        a value the call decides (the user's values and corrections, a record's values, the
        options of another field read off a document or a record) unless the form shows it
        (a word of a field's label or name); and a field that names nothing has one passage
        in the whole knowledge base (the same whatever was heard). Else the agent would pick
        the gold branch by a literal (``Band B students receive``, ``ATR 72 checks``), which
        a scrambled story does not change and a real agent cannot know (issue 30)."""
        story = _story_words(self)
        shown = {
            word
            for spec in self.template.fields
            for word in _words_of(f"{spec.label} {spec.name.replace('_', ' ')}")
        }
        documents = [doc.searchable() for doc in documents_in_force(self)]
        for fill in self.fills:
            source = fill.source
            if not isinstance(source, FromKb):
                continue
            own = {
                word
                for spec in self.template.fields
                if spec.name == fill.field
                for option in spec.options
                for word in _words_of(option)
            }
            texts = [("pattern", _pattern_words(source.pattern))]
            if isinstance(source.query, str):
                texts.append(("query", _words_of(source.query)))
            for what, words in texts:
                spelled = [w for w in words if w in story and w not in shown and w not in own]
                if spelled:
                    raise ValueError(
                        f"{self.id}: fill {fill.field} {what} spells {spelled[0]!r}, a word "
                        f"of the story's {story[spelled[0]]}: name what picks the passage in "
                        "near or near_fields and write a general pattern and query"
                    )
            if not source.near and not source.near_fields and not source.near_records:
                found = {
                    m.group(1) if m.re.groups else m.group(0)
                    for text in documents
                    for m in re.finditer(source.pattern, text)
                }
                if len(found) != 1:
                    raise ValueError(
                        f"{self.id}: fill {fill.field} names nothing that picks its passage "
                        f"but its pattern finds {len(found)} values in the knowledge base"
                    )


_FUNCTION_WORDS = frozenset(
    re.findall(
        r"\w+",
        """a an the and or of to in on at by for from with per is are be was not no
        more less than over under above below up down out off as it its this that these
        those any each every all one two three four five six seven eight nine ten day days
        week weeks month months year years hour hours minute minutes dollar dollars percent""",
    )
)
"""Words of a story value that pick nothing when a pattern or query has them."""


def _words_of(text: str) -> list[str]:
    """The case-folded words of a text, a plural's final s dropped ("schools" is "school")."""
    return [
        word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word
        for word in re.findall(r"[a-z0-9]+", text.casefold())
    ]


def _pattern_words(pattern: str) -> list[str]:
    """The literal words of a regular expression (escapes, classes, counts and group syntax
    left out): the words the pattern selects a passage by."""
    literal = re.sub(r"\\.|\[(?:\\.|[^\]])*\]|\{[\d,]*\}|\(\?[:=!]|\(\?<[=!]", " ", pattern)
    return _words_of(literal)


def _story_words(spec: WorkflowSpec) -> dict[str, str]:
    """The words of the values a call decides, each with where it comes from: the user's
    values and corrections, the records' values (ids left out: the shape of an id is the
    procedure's), every field's options (a field's own options are allowed in its own
    pattern; a user's field's options are not the story, its value is). One-letter words
    count only as an option ("band B"), never "a" or "i"."""
    found: dict[str, str] = {}
    for fact in spec.facts:
        values = [fact.value] + ([fact.correction.value] if fact.correction else [])
        for value in values:
            for word in _words_of(value):
                found.setdefault(word, f"fact {fact.key}")
    changed = [spec.event.changes] if spec.event is not None else []
    for record in [*spec.records, *changed]:
        for key, value in record.items():
            if key not in ("id", "kind"):  # a record's kind is the procedure's category
                for word in _words_of(str(value)):
                    found.setdefault(word, f"record's {key}")
    story = {w: where for w, where in found.items() if len(w) >= 3 or (w.isdigit() and len(w) >= 2)}
    learned = {f.field for f in spec.fills if not isinstance(f.source, FromUser)}
    for spec_field in spec.template.fields:
        # the options of a field read off a document or a record: the value the call learns
        # (a user's field is covered by the user's value above)
        for option in spec_field.options if spec_field.name in learned else ():
            for word in _words_of(option):
                story.setdefault(word, f"options of {spec_field.name}")
    return {w: where for w, where in story.items() if w not in _FUNCTION_WORDS | {"a", "i"}}


def _first(pattern: str, text: str) -> str | None:
    """The first value ``pattern`` finds in ``text`` (its group, or the match), or None."""
    match = re.search(pattern, text)
    if match is None:
        return None
    return match.group(1) if match.re.groups else match.group(0)


def _spells(text: str, value: str) -> bool:
    """Whether ``text`` (a pattern or a query) spells ``value`` as a whole word: three
    characters or more, or a number of two digits or more (an error code)."""
    if len(value) < 3 and not (value.isdigit() and len(value) >= 2):
        return False
    word = rf"(?<![\w\\]){re.escape(value.casefold())}(?!\w)"
    return re.search(word, text.casefold()) is not None


def _spelled_facts(pattern: str, facts: tuple[UserFact, ...]) -> list[str]:
    """Facts whose value a pattern or a query spells (see ``_spells``)."""
    return [fact.key for fact in facts if _spells(pattern, fact.value)]


def _learned_values(spec: WorkflowSpec) -> dict[str, set[str]]:
    """The values each field read off a document or a record could take: every match of its
    pattern in the knowledge base (or the records)."""
    documents = [doc.searchable() for doc in documents_in_force(spec)]
    records = [render_record(record) for record in spec.records]
    values: dict[str, set[str]] = {}
    for fill in spec.fills:
        source = fill.source
        if isinstance(source, (FromUser, FromRule)):
            continue
        texts = documents if isinstance(source, FromKb) else records
        values[fill.field] = {
            m.group(1) if m.re.groups else m.group(0)
            for text in texts
            for m in re.finditer(source.pattern, text)
        }
    return values


def documents_in_force(spec: WorkflowSpec) -> list[Document]:
    """Every document in force of the workflow's knowledge base (its own and the others')."""
    if spec.knowledge_base is None:
        return []
    return [doc for doc in load_knowledge_base(spec.knowledge_base).documents if doc.in_force]


def read_documents(spec: WorkflowSpec) -> list[Document]:
    """The documents the workflow's lookups read, in the order ``kb`` names them."""
    by_id = {doc.id: doc for doc in documents_in_force(spec)}
    return [by_id[i] for i in spec.kb if i in by_id]


def _queries(spec: WorkflowSpec) -> list[str | FromUser]:
    """The knowledge-base searches, in the order the procedure runs them."""
    return list(dict.fromkeys(f.source.query for f in spec.fills if isinstance(f.source, FromKb)))


def _approve(action: str) -> dict[str, Any]:
    return {
        "name": "approve",
        "actor": "user",
        "arguments": {"action": action},
        "info": f"the user approves the {action} aloud",
    }


def _argument(value: str | FromUser) -> Any:
    return ref(value.fact) if isinstance(value, FromUser) else value


def gold_actions(
    spec: WorkflowSpec, computed: dict[str, str] | None = None
) -> list[dict[str, Any]]:
    """The procedure: find and read the artifact, gather evidence, fill every field, submit,
    the user's approval, commit, follow-ups; values by provenance, never literal, but for a
    derived field's: the value its rule gives over the gold's own writes (``computed``, "0"
    until they are known; the agent computes it from the rule the form states)."""
    artifact = from_result("work", ARTIFACT_ID)
    gold: list[dict[str, Any]] = [
        {"_step": "work", "name": "list_work", "arguments": {}},
        {"_step": "form", "name": "read_artifact", "arguments": {"artifact_id": artifact}},
    ]
    if spec.record_lookup is not None:
        gold.append(
            {
                "_step": "records",
                "name": "search_records",
                "arguments": {"query": ref(spec.record_lookup)},
                "critical": [],
                "clauses": _records_reached(spec),
            }
        )
    queries = _queries(spec)
    for index, query in enumerate(queries):
        gold.append(
            {
                "_step": f"kb{index}",
                "name": "search_kb",
                "arguments": {"query": _argument(query)},
                "critical": [],
                "clauses": _documents_reached(spec, query),
            }
        )
    sources = {f.field: f.source for f in spec.fills}

    def learned(name: str) -> FromResult:
        """The value of a field read off a document or a record, with its provenance."""
        source = sources[name]
        if isinstance(source, FromRecord):
            return from_result("records", source.pattern)
        assert isinstance(source, FromKb)
        near: list[Near] = [ref(key) for key in source.near]
        near += [learned(other) for other in source.near_fields]
        near += [from_result("records", pattern) for pattern in source.near_records]
        return from_result(f"kb{queries.index(source.query)}", source.pattern, *near)

    order = {f.name: i for i, f in enumerate(spec.template.fields)}
    for fill in sorted(spec.fills, key=lambda f: order[f.field]):
        source = fill.source
        value: Any
        if isinstance(source, FromRule):
            value = (computed or {}).get(fill.field, "0")
        elif isinstance(source, FromUser):
            value = ref(source.fact)
        else:
            value = learned(fill.field)
        gold.append(
            {
                "name": "update_field",
                "arguments": {
                    "artifact_id": artifact,
                    # the field's name as the form shows it
                    "field": from_result("form", rf"- ({re.escape(fill.field)}) \("),
                    "value": value,
                },
            }
        )
    gold.append({"name": "submit", "arguments": {"artifact_id": artifact}})
    if spec.outcome == "prepare":
        return _numbered(gold, spec.id)  # submitted for review: nothing is committed
    if spec.outcome == "cancel":  # the user decided not to go ahead: cancelled, not committed
        gold.append({"name": "cancel", "arguments": {"artifact_id": artifact}})
        return _numbered(gold, spec.id)
    if "commit" in spec.approval:
        gold.append(_approve("commit"))
    gold.append({"name": "commit", "arguments": {"artifact_id": artifact}})
    for follow in spec.follow_ups:
        if follow.tool in spec.approval:
            gold.append(_approve(follow.tool))
        arguments = {"artifact_id": artifact}
        arguments.update({k: _argument(v) for k, v in follow.arguments.items()})
        gold.append({"name": follow.tool, "arguments": arguments})
    return _numbered(gold, spec.id)


def _numbered(gold: list[dict[str, Any]], where: str) -> list[dict[str, Any]]:
    """The gold entries as numbered gold actions (plain data)."""
    steps = [
        act(
            entry["name"],
            step=entry.get("_step"),
            args=entry.get("arguments", {}),
            fields={k: v for k, v in entry.items() if k not in ("_step", "name", "arguments")},
        )
        for entry in gold
    ]
    return [
        action.model_dump(mode="json", exclude_none=True)
        for action in number_steps(steps, where=where)
    ]


def _records_reached(spec: WorkflowSpec) -> list[str]:
    """The records the record search must reach: those whose text holds the values the
    record-sourced fields take (scored by the ids the search returned, not by its query)."""
    patterns = [f.source.pattern for f in spec.fills if isinstance(f.source, FromRecord)]
    return [
        str(record["id"])
        for record in spec.records
        if any(re.search(pattern, render_record(record)) for pattern in patterns)
    ]


def _documents_reached(spec: WorkflowSpec, query: str | FromUser) -> list[str]:
    """The knowledge-base documents a search must reach: those stating a value the fields
    sourced from that search take."""
    patterns = [
        f.source.pattern
        for f in spec.fills
        if isinstance(f.source, FromKb) and f.source.query == query
    ]
    return [
        doc.id
        for doc in read_documents(spec)
        if any(re.search(pattern, doc.searchable()) for pattern in patterns)
    ]


def _fact(fact: UserFact) -> dict[str, Any]:
    out: dict[str, Any] = {
        "key": fact.key,
        "label": fact.label,
        "kind": fact.kind,
        "value": fact.value,
        "spoken": fact.spoken,
        "reveal": fact.reveal,
        "answer_variants": list(fact.answers),
    }
    if fact.event is not None:
        out["event"] = fact.event
    if fact.correction is not None:
        after = "tool:approve" if fact.correction.mode == "with_revocation" else "tool:update_field"
        out["correction"] = {
            "value": fact.correction.value,
            "spoken": fact.correction.spoken,
            "after": after,
            "variants": list(fact.correction.variants),
        }
    return out


def _at_approval(key: str, label: str, value: str, lines: tuple[str, ...]) -> dict[str, Any]:
    """A fact the user says when asked for the approval (a notice, a decision)."""
    return {
        "key": key,
        "label": label,
        "kind": "text",
        "value": value,
        "spoken": value,
        "reveal": "on_event",
        "event": AT_APPROVAL,
        "answer_variants": list(lines),
    }


def _facts(spec: WorkflowSpec) -> list[dict[str, Any]]:
    """The user's facts, then what it says at the approval: a world event's notice first,
    a cancelling user's decision last."""
    facts = [_fact(f) for f in spec.facts]
    if spec.event is not None:
        facts.append(
            _at_approval(
                NEWS_FACT, "what the user heard changed", spec.event.notice, spec.event.lines
            )
        )
    if spec.cancel:
        facts.append(_at_approval(CANCEL_FACT, "the user's decision", "cancel it", spec.cancel))
    return facts


def _world_changes(spec: WorkflowSpec) -> list[dict[str, Any]]:
    """The record change of a world event, fired as the user says the notice."""
    if spec.event is None:
        return []
    trigger = f"fact:{NEWS_FACT}"
    return [
        {
            "after": trigger,
            "table": "records",
            "key": spec.event.record,
            "set": dict(spec.event.changes),
            "note": f"{spec.event.record} changed: {', '.join(spec.event.changes)}",
            "announced_by": trigger,
        }
    ]


def _seed(spec: WorkflowSpec) -> dict[str, list[dict[str, Any]]]:
    artifact = {
        "id": "ART-1",
        "template": spec.template.id,
        "title": spec.artifact_title,
        "gated": list(spec.approval),
    }
    return {
        "task": [{"id": "task", "artifact": "ART-1"}],
        "templates": [spec.template.model_dump(mode="json", exclude_defaults=True)],
        "artifacts": [artifact],
        "records": [dict(r) for r in spec.records],
        "kb": [
            doc.model_dump(mode="json", exclude_none=True)
            for doc in (
                load_knowledge_base(spec.knowledge_base).documents if spec.knowledge_base else ()
            )
        ],
    }


def render(spec: WorkflowSpec) -> dict[str, Any]:
    """The scenario of a workflow, as the plain data a scenario file holds (a derived field's
    gold value is its rule over the values the gold procedure writes, read off a replay)."""
    data = _render(spec, {})
    rules = {f.field: f.source.rule for f in spec.fills if isinstance(f.source, FromRule)}
    if not rules:
        return data
    values = _gold_written(data)
    computed: dict[str, str] = {}
    for name, rule in rules.items():
        result = evaluate(rule, values)
        if result is None:
            raise ValueError(f"{spec.id}: rule of {name} gives no number over the gold {values}")
        computed[name] = written(result)
        values[name] = computed[name]
    return _render(spec, computed)


def _gold_written(data: dict[str, Any]) -> dict[str, str]:
    """The field values the gold procedure of a rendered scenario leaves on the artifact."""
    from duplexworld.scenario import Scenario
    from duplexworld.world.gold import replay_gold
    from duplexworld.worlds.workbench.artifacts import Artifact

    state = replay_gold(Scenario.model_validate(data)).world.state()
    task = next(r for r in state["task"] if r["id"] == "task")
    record = next(r for r in state["artifacts"] if r["id"] == task["artifact"])
    artifact = Artifact.model_validate(record)
    names = [f["name"] for f in data["seed"]["templates"][0]["fields"]]
    return {name: artifact.value(name) or "" for name in names}


def _render(spec: WorkflowSpec, computed: dict[str, str]) -> dict[str, Any]:
    gold = gold_actions(spec, computed)
    corrections = {f.key: f.correction.mode for f in spec.facts if f.correction is not None}
    difficulty: dict[str, Any] = {
        "archetype": spec.archetype,
        "industry": spec.industry,
        "risk_tier": spec.risk_tier,
        "profile": spec.profile,
        "knowledge_burden": list(spec.knowledge_burden),
        "tool_burden": len({a["name"] for a in gold if a.get("actor") != "user"}),
        "approval": list(spec.approval),
        "fields": len(spec.template.fields),
        "corrections": corrections,
        "outcome": spec.outcome,
    }
    if spec.event is not None:
        difficulty["world_event"] = spec.event.notice
    gated = [a for a in spec.approval if a == "commit" or any(f.tool == a for f in spec.follow_ups)]
    if spec.outcome in ("prepare", "cancel"):
        gated = []  # the user approves nothing: the artifact is only prepared, or cancelled
    return {
        "id": spec.id,
        "world": "workbench",
        "conversation_type": spec.conversation_type,
        "persona": spec.persona,
        "goal": spec.goal,
        "purpose": " ".join(spec.story.split()),
        "facts": _facts(spec),
        "script": {"opening": list(spec.opening)},
        "caller_actions": [
            {
                "key": f"approve_{action}",
                "tool": "approve",
                "arguments": {"action": action},
                "instruction": f"Say that you approve the {action}.",
                "trigger_keywords": [f"approve the {action}"],
            }
            for action in gated
        ],
        "seed": _seed(spec),
        "gold_actions": gold,
        **({"world_changes": changes} if (changes := _world_changes(spec)) else {}),
        "reward_basis": ["DB", "ENV_ASSERTION"],
        "step_cap_ticks": spec.step_cap_ticks,
        "difficulty": difficulty,
    }


def slug(text: str) -> str:
    """A lower-case identifier from words."""
    return re.sub(r"[^a-z0-9]+", "_", text.casefold()).strip("_")
