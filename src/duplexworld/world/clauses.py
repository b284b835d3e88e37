"""Clause corpora: the rules of a world, which an agent must look up with a tool.

A corpus is a markdown file. Every clause starts with a level-two heading that gives its id
and title; the clause text runs until the next such heading::

    # OneBank policy            <- anything before the first clause is ignored

    ## CARD-11 Misplaced card: lock it
    When a caller cannot find their card but may still find it, lock it ...

Retrieval is BM25 (bm25s) over the id, title and text of each clause, with a small built-in
tokenizer (lowercase words, English stopwords removed, a light suffix stemmer) so that a
paraphrase ("split my withdrawal") finds the clause that says "splitting a withdrawal".
Ranking is deterministic: equal scores keep the file's order.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from pathlib import Path

import bm25s
import numpy as np

NO_MATCH = "No matching clause was found. Try other words for the situation."
"""What ``ClauseCorpus.lookup`` returns when no clause shares a word with the query."""

_HEADING = re.compile(r"^##\s+([A-Z][A-Z0-9]*-\d+)\s+(.+?)\s*$")
_WORD = re.compile(r"[a-z0-9]+(?:-\d+)?")
_STOPWORD_TEXT = """\
a about above after again against all am an and any are as at be because been before being
below between both but by can could did do does doing down during each few for from further
had has have having he her here hers herself him himself his how i if in into is it its
itself just me more most my myself no nor not now of off on once only or other our ours
ourselves out over own same she should so some such than that the their theirs them
themselves then there these they this those through to too under until up very was we were
what when where which while who whom why will with would you your yours yourself yourselves
"""
_STOPWORDS = frozenset(_STOPWORD_TEXT.split())


def stem(word: str) -> str:
    """Reduce a lowercase word to a crude stem so that inflections of a word match.

    Not a full Porter stemmer (none is installed): it strips plural and verb endings and
    undoubles a final consonant, which is enough for short policy clauses.
    """
    if len(word) <= 3 or not word.isalpha():
        return word
    for suffix, replacement in (("ies", "y"), ("sses", "ss"), ("s", "")):
        if word.endswith(suffix) and not word.endswith("ss") and len(word) - len(suffix) >= 3:
            word = word[: len(word) - len(suffix)] + replacement
            break
    for suffix, replacement in (("ied", "y"), ("ing", ""), ("ed", ""), ("al", ""), ("ly", "")):
        if word.endswith(suffix) and len(word) - len(suffix) >= 4:
            word = word[: len(word) - len(suffix)] + replacement
            break
    if word.endswith("e") and len(word) > 4:
        word = word[:-1]
    if len(word) > 4 and word[-1] == word[-2] and word[-1] not in "aeiouls":
        word = word[:-1]
    return word


def tokenize(text: str) -> list[str]:
    """Lowercase content-word stems of ``text``; clause ids such as ``card-11`` stay whole."""
    tokens: list[str] = []
    for word in _WORD.findall(text.lower()):
        if "-" in word:
            # an id like "card-11" is kept whole and also split, so "card" still matches
            tokens.append(word)
            word = word.split("-", 1)[0]
        if word not in _STOPWORDS:
            tokens.append(stem(word))
    return tokens


@dataclass(frozen=True)
class Clause:
    """One rule of a world's policy.

    Attributes:
        id: the clause id, e.g. ``CARD-11``.
        title: a short heading.
        text: the rule itself, as plain text.
    """

    id: str
    title: str
    text: str

    def render(self) -> str:
        """The clause as the agent reads it: ``[ID] Title: text``."""
        return f"[{self.id}] {self.title}: {self.text}"


def parse_clauses(markdown: str, source: str = "<clauses>") -> list[Clause]:
    """Parse clauses from markdown (``## ID Title`` headings, text below).

    Raises:
        ValueError: no clause, a duplicate id, or a clause without text; names ``source``.
    """
    clauses: list[Clause] = []
    current: tuple[str, str] | None = None
    body: list[str] = []

    def close() -> None:
        if current is None:
            return
        text = " ".join(" ".join(body).split())
        if not text:
            raise ValueError(f"{source}: clause {current[0]} has no text")
        clauses.append(Clause(id=current[0], title=current[1], text=text))

    for line in markdown.splitlines():
        heading = _HEADING.match(line)
        if heading:
            close()
            current, body = (heading.group(1), heading.group(2)), []
        elif line.startswith("## "):
            raise ValueError(f"{source}: heading {line!r} does not start with an id like CARD-11")
        elif current is not None:
            body.append(line.strip())
    close()
    if not clauses:
        raise ValueError(f"{source}: no clauses (expected headings like '## CARD-11 Title')")
    ids = [clause.id for clause in clauses]
    duplicates = sorted({i for i in ids if ids.count(i) > 1})
    if duplicates:
        raise ValueError(f"{source}: duplicate clause id {duplicates[0]}")
    return clauses


class ClauseCorpus:
    """A searchable set of clauses with BM25 ranking.

    Build one with ``ClauseCorpus.from_file`` (cached per process and path) or directly from
    a list of clauses.
    """

    def __init__(self, clauses: list[Clause]) -> None:
        if not clauses:
            raise ValueError("a clause corpus needs at least one clause")
        self.clauses: tuple[Clause, ...] = tuple(clauses)
        # the title counts twice: it states what the clause is about in the fewest words
        documents = [
            tokenize(f"{c.id} {c.title} {c.title} {c.text}") or [c.id.lower()] for c in self.clauses
        ]
        self._bm25 = bm25s.BM25()
        self._bm25.index(documents, show_progress=False)
        self._vocabulary = frozenset(self._bm25.vocab_dict)

    @classmethod
    def from_file(cls, path: Path | str) -> ClauseCorpus:
        """The corpus of a markdown file, parsed and indexed once per process."""
        return _load_corpus(str(Path(path).resolve()))

    def get(self, clause_id: str) -> Clause | None:
        """The clause with id ``clause_id`` (case-insensitive), or ``None``."""
        wanted = clause_id.strip().upper()
        return next((c for c in self.clauses if c.id == wanted), None)

    def scores(self, query: str) -> list[float]:
        """BM25 score of every clause for ``query``, in corpus order (all 0 for no overlap)."""
        tokens = [token for token in tokenize(query) if token in self._vocabulary]
        if not tokens:
            return [0.0] * len(self.clauses)
        return [float(score) for score in np.asarray(self._bm25.get_scores(tokens))]

    def search(self, query: str, k: int = 3) -> list[Clause]:
        """Up to ``k`` clauses that best match ``query``, best first.

        Clauses that share no word with the query are never returned, so an empty or
        nonsense query gives an empty list. Equal scores keep the corpus order.
        """
        if k <= 0:
            return []
        ranked = sorted(enumerate(self.scores(query)), key=lambda item: (-item[1], item[0]))
        return [self.clauses[index] for index, score in ranked[:k] if score > 0]

    def lookup(self, query: str, k: int = 3) -> str:
        """The text an agent reads for ``query``: matching clauses rendered, or ``NO_MATCH``."""
        found = self.search(query, k)
        if not found:
            return NO_MATCH
        return "\n\n".join(clause.render() for clause in found)


@functools.cache
def _load_corpus(resolved_path: str) -> ClauseCorpus:
    path = Path(resolved_path)
    return ClauseCorpus(parse_clauses(path.read_text(encoding="utf-8"), source=str(path)))


CLAUSE_HEADING = re.compile(r"(?m)^\[([A-Z][A-Z0-9]*-\d+)\]")
"""A clause heading in a lookup result, as :meth:`Clause.render` writes it: ``[CARD-11] ...``."""


def clauses_returned(content: str) -> set[str]:
    """Clause ids a policy search result returned (its ``[ID]`` headings): what ACT and the
    scenario validator read a search's reach from, whatever words its query used."""
    return set(CLAUSE_HEADING.findall(content))
