"""The knowledge bases of the workbench: one data file per industry, searched with BM25.

Each industry's documents (rate cards, procedures, product sheets, fault tables) live in a
YAML file under ``knowledge_bases/``, shared by every workflow of that industry: a workflow
names its knowledge base and the ids of the documents its lookups read. A document has a
status: ``in force`` (its values apply from its ``effective`` date), ``superseded`` (an
earlier version, replaced by the document ``replaced_by`` names) or ``draft`` (a proposed
version, not yet in force). Superseded versions and drafts are near duplicates of the
document in force with other values; a search returns them beside it, each headed by its
status (``provenance.NOT_IN_FORCE``), and a value stated only by a document not in force is
never the right one (the provenance reader skips it, as a careful agent does).

The documents are indexed with the same retrieval the enterprise worlds' ``lookup_policy``
uses (``duplexworld.world.clauses``: bm25s over stemmed content words, ties in document
order), so a paraphrased query finds the document that states the fact.
"""

from __future__ import annotations

import datetime
import functools
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from duplexworld.scenario.provenance import NOT_IN_FORCE
from duplexworld.world.clauses import Clause, ClauseCorpus

NO_DOCUMENT = "No document matched. Try other words for what you are looking for."
"""What ``search_kb`` returns when no document shares a word with the query."""

SEARCH_RESULTS = 8
"""Documents a search returns: enough for the version in force to come back beside its
superseded versions and drafts, which share nearly all of its words."""

KNOWLEDGE_BASES = Path(__file__).parent / "knowledge_bases"
"""The directory of the industries' knowledge-base files (``<name>.yaml``)."""

DocumentStatus = Literal["in force", "superseded", "draft"]


class Document(BaseModel):
    """One document of a knowledge base."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(pattern=r"^[A-Z][A-Z0-9]*-\d+$")
    """The id a search result heads the document with (``[ID]``, as policy clauses are)."""
    title: str = Field(min_length=1)
    text: str = Field(min_length=1)
    """The document's text; paragraphs are parted by a single line break (a blank line parts
    documents in a search result)."""
    status: DocumentStatus = "in force"
    effective: datetime.date
    """The day the document takes effect (a draft's: the day it is proposed for)."""
    replaced_by: str | None = None
    """A superseded version: the id of the document in force that replaced it; a draft: the
    id of the document in force it would replace."""

    @model_validator(mode="after")
    def _versions(self) -> Document:
        if "\n\n" in self.text:
            raise ValueError(f"{self.id}: text has a blank line (it would part the document)")
        if (self.status == "in force") != (self.replaced_by is None):
            raise ValueError(
                f"{self.id}: replaced_by names the document in force for a superseded "
                "version or a draft, and only for them"
            )
        return self

    @property
    def in_force(self) -> bool:
        """Whether the document's values apply."""
        return self.status == "in force"

    def heading(self) -> str:
        """The status the search result shows after the id."""
        if self.status == "in force":
            return f"(in force since {self.effective.isoformat()})"
        if self.status == "superseded":
            return f"{NOT_IN_FORCE}: superseded, replaced by {self.replaced_by})"
        return (
            f"{NOT_IN_FORCE}: draft proposed for {self.effective.isoformat()} to replace "
            f"{self.replaced_by})"
        )

    def render(self) -> str:
        """The document as a search result shows it: ``[ID] (status) Title: text``."""
        return f"[{self.id}] {self.heading()} {self.title}: {self.text}"

    def searchable(self) -> str:
        """The text a workflow's patterns are checked against (title and text)."""
        return f"{self.title}\n{self.text}"


class KnowledgeBaseFile(BaseModel):
    """One industry's knowledge base as its data file holds it."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    title: str
    documents: tuple[Document, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _consistent(self) -> KnowledgeBaseFile:
        ids = [doc.id for doc in self.documents]
        twice = sorted({i for i in ids if ids.count(i) > 1})
        if twice:
            raise ValueError(f"documents: ids {twice} occur more than once")
        in_force = {doc.id: doc for doc in self.documents if doc.in_force}
        for doc in self.documents:
            if doc.replaced_by is None:
                continue
            current = in_force.get(doc.replaced_by)
            if current is None:
                raise ValueError(
                    f"documents.{doc.id}.replaced_by: {doc.replaced_by!r} is no document in force"
                )
            if doc.status == "superseded" and doc.effective >= current.effective:
                raise ValueError(
                    f"documents.{doc.id}.effective: a superseded version takes effect before "
                    f"{current.id} ({current.effective})"
                )
            if doc.status == "draft" and doc.effective <= current.effective:
                raise ValueError(
                    f"documents.{doc.id}.effective: a draft is proposed for after {current.id} "
                    f"took effect ({current.effective})"
                )
        return self

    def get(self, document_id: str) -> Document | None:
        """The document with this id, or None."""
        return next((doc for doc in self.documents if doc.id == document_id), None)


def knowledge_base_names() -> tuple[str, ...]:
    """The names of the knowledge bases that have a data file, sorted."""
    return tuple(sorted(path.stem for path in KNOWLEDGE_BASES.glob("*.yaml")))


@functools.cache
def load_knowledge_base(name: str) -> KnowledgeBaseFile:
    """The knowledge base ``name`` (``knowledge_bases/<name>.yaml``), read once.

    Raises:
        ValueError: no such file, or one that does not validate (naming the file and field).
    """
    path = KNOWLEDGE_BASES / f"{name}.yaml"
    if not path.is_file():
        raise ValueError(
            f"knowledge base {name!r}: no file {path.name} (known: {knowledge_base_names()})"
        )
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    try:
        loaded = KnowledgeBaseFile.model_validate(data)
    except ValidationError as error:
        raise ValueError(f"{path.name}: {error}") from error
    if loaded.name != name:
        raise ValueError(f"{path.name}: name {loaded.name!r} is not the file's name")
    return loaded


class KnowledgeBase:
    """A workflow's searchable documents (the seed's ``kb`` records)."""

    def __init__(self, records: list[dict[str, Any]]) -> None:
        self._documents = [Document.model_validate(record) for record in records]
        clauses = [Clause(id=doc.id, title=doc.title, text=doc.text) for doc in self._documents]
        self._by_id = {doc.id: doc for doc in self._documents}
        self._corpus = ClauseCorpus(clauses) if clauses else None

    def search(self, query: str, k: int = SEARCH_RESULTS) -> str:
        """The best-matching documents rendered ``[ID] (status) Title: text``, or
        ``NO_DOCUMENT``."""
        if self._corpus is None:
            return NO_DOCUMENT
        found = self._corpus.search(query, k)
        return "\n\n".join(self._by_id[c.id].render() for c in found) if found else NO_DOCUMENT
