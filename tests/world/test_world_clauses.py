"""Clause corpora: the markdown format, BM25 retrieval, determinism and no-match handling."""

from __future__ import annotations

import pytest

from duplexworld.world.clauses import (
    NO_MATCH,
    Clause,
    ClauseCorpus,
    parse_clauses,
    stem,
    tokenize,
)

MARKDOWN = """# Lamp policy
Anything before the first clause is a preamble.

## LAMP-1 Switching lamps on
A lamp may be switched on when the room is dark.
Brightness starts at full.

## LAMP-2 Dimming at night
After ten at night, dim every lamp to half brightness.

## FUSE-1 Blown fuses
If a fuse has blown, do not switch anything on; call an electrician.
"""


@pytest.fixture(scope="module")
def corpus() -> ClauseCorpus:
    return ClauseCorpus(parse_clauses(MARKDOWN))


def test_parse_reads_ids_titles_and_joined_text():
    clauses = parse_clauses(MARKDOWN)
    assert [c.id for c in clauses] == ["LAMP-1", "LAMP-2", "FUSE-1"]
    assert clauses[0] == Clause(
        id="LAMP-1",
        title="Switching lamps on",
        text="A lamp may be switched on when the room is dark. Brightness starts at full.",
    )
    assert clauses[1].render() == (
        "[LAMP-2] Dimming at night: After ten at night, dim every lamp to half brightness."
    )


@pytest.mark.parametrize(
    ("markdown", "problem"),
    [
        ("just prose, no headings", "no clauses"),
        ("## A-1 One\ntext\n## A-1 Again\ntext", "duplicate clause id A-1"),
        ("## Lamps\ntext", "does not start with an id"),
        ("## A-1 One\n\n## A-2 Two\ntext", "clause A-1 has no text"),
    ],
)
def test_malformed_corpus_is_refused_with_the_source(markdown, problem):
    with pytest.raises(ValueError, match=problem) as raised:
        parse_clauses(markdown, source="rules.md")
    assert str(raised.value).startswith("rules.md: ")


def test_search_ranks_the_relevant_clause_first(corpus):
    assert corpus.search("the fuse blew, can I turn the light on?", k=1)[0].id == "FUSE-1"
    assert corpus.search("dimmed lamps late at night")[0].id == "LAMP-2"
    assert corpus.search("LAMP-1")[0].id == "LAMP-1"


def test_search_is_deterministic_and_bounded(corpus):
    first = corpus.search("lamp", k=2)
    assert len(first) == 2
    assert all(corpus.search("lamp", k=2) == first for _ in range(5))
    assert corpus.search("lamp", k=0) == []
    assert len(corpus.search("lamp night fuse", k=10)) == 3


@pytest.mark.parametrize("query", ["", "   ", "?!", "xylophone zebra", "the and of"])
def test_empty_or_nonsense_queries_find_nothing_without_crashing(corpus, query):
    assert corpus.search(query) == []
    assert corpus.lookup(query) == NO_MATCH


def test_lookup_renders_matches(corpus):
    text = corpus.lookup("blown fuse")
    assert text.startswith("[FUSE-1] Blown fuses: ")


def test_get_by_id(corpus):
    assert corpus.get("lamp-2") is not None
    assert corpus.get("NOPE-1") is None


def test_from_file_is_built_once_per_path(tmp_path):
    path = tmp_path / "rules.md"
    path.write_text(MARKDOWN, encoding="utf-8")
    first = ClauseCorpus.from_file(path)
    assert ClauseCorpus.from_file(str(path)) is first
    assert [c.id for c in first.clauses] == ["LAMP-1", "LAMP-2", "FUSE-1"]


def test_stemming_joins_inflections():
    assert stem("withdrawals") == stem("withdrawal") == stem("withdraw") == stem("withdrawing")
    assert stem("splitting") == stem("split")
    assert stem("reported") == stem("reporting") == stem("reports") == stem("report")
    assert stem("verified") == stem("verify")
    assert tokenize("See CARD-11, the card rule.") == ["see", "card-11", "card", "card", "rule"]
