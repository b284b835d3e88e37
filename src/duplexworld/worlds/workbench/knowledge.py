"""The knowledge base of a workflow: documents searched with the clause corpus's BM25.

A workflow's documents (rate cards, procedures, product sheets) are seed records ``kb`` with
an id, a title and a text. They are indexed with the same retrieval the enterprise worlds'
``lookup_policy`` uses (``duplexworld.world.clauses``: bm25s over stemmed content words, ties
in document order), so a paraphrased query finds the document that states the fact.
"""

from __future__ import annotations

from typing import Any

from duplexworld.world.clauses import Clause, ClauseCorpus

NO_DOCUMENT = "No document matched. Try other words for what you are looking for."
"""What ``search_kb`` returns when no document shares a word with the query."""


class KnowledgeBase:
    """A workflow's searchable documents."""

    def __init__(self, records: list[dict[str, Any]]) -> None:
        documents = [
            Clause(id=str(r["id"]), title=str(r["title"]), text=str(r["text"])) for r in records
        ]
        self._corpus = ClauseCorpus(documents) if documents else None

    def search(self, query: str, k: int = 2) -> str:
        """The best-matching documents rendered ``[ID] Title: text``, or ``NO_DOCUMENT``."""
        if self._corpus is None:
            return NO_DOCUMENT
        found = self._corpus.search(query, k)
        return "\n\n".join(doc.render() for doc in found) if found else NO_DOCUMENT
