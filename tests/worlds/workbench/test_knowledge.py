"""The industries' knowledge bases: data files, versions, and what a search shows of them."""

from __future__ import annotations

import statistics
from pathlib import Path

import pytest

from duplexworld.scenario.provenance import resolve_result
from duplexworld.scenario.schema import ResultRef
from duplexworld.world.clauses import clauses_returned
from duplexworld.world.gold import replay_gold
from duplexworld.worlds import builtin_scenarios
from duplexworld.worlds.workbench import knowledge
from duplexworld.worlds.workbench.catalog import BUILDERS
from duplexworld.worlds.workbench.knowledge import (
    KnowledgeBase,
    knowledge_base_names,
    load_knowledge_base,
)

SPECS = [build() for build in BUILDERS]
WORKFLOWS = {s.id: s for s in builtin_scenarios("workbench")}


def test_every_workflow_searches_its_industry_knowledge_base_of_real_size():
    names = knowledge_base_names()
    assert {spec.knowledge_base for spec in SPECS} == set(names)
    sizes = [len(load_knowledge_base(name).documents) for name in names]
    assert statistics.median(sizes) >= 20  # tens of documents, not the workflow's own two
    for spec in SPECS:
        # the world holds the whole knowledge base, the workflow's documents among the others
        seeded = {doc["id"] for doc in WORKFLOWS[spec.id].seed["kb"]}
        assert set(spec.kb) < seeded


def test_a_superseded_version_or_a_draft_is_never_a_passage_the_gold_reads():
    for spec in SPECS:
        base = load_knowledge_base(spec.knowledge_base)
        scenario = WORKFLOWS[spec.id]
        for action in scenario.gold_actions:
            for document_id in action.clauses if action.name == "search_kb" else ():
                document = base.get(document_id)
                assert document is not None and document.in_force, (spec.id, document_id)


def test_searches_return_versions_not_in_force_beside_the_one_in_force():
    """The versions are distractors a search really shows, headed by their status."""
    shown = 0
    for spec in SPECS:
        scenario = WORKFLOWS[spec.id]
        replay = replay_gold(scenario)
        base = load_knowledge_base(spec.knowledge_base)
        for action, returned in zip(scenario.gold_actions, replay.results, strict=False):
            result = returned.content
            if action.name != "search_kb":
                continue
            for document_id in clauses_returned(result):
                document = base.get(document_id)
                assert document is not None
                if not document.in_force:
                    shown += 1
                    assert f"[{document_id}] (not in force: " in result
    assert shown >= 100


def test_a_value_stated_only_by_a_version_not_in_force_is_not_read():
    base = KnowledgeBase(
        [
            {
                "id": "ARC-1",
                "title": "Rates",
                "status": "superseded",
                "effective": "2023-01-01",
                "replaced_by": "KB-1",
                "text": "The call-out fee is 80 dollars.",
            },
            {
                "id": "KB-1",
                "title": "Rates",
                "effective": "2025-01-01",
                "text": "The call-out fee is 95 dollars.",
            },
            {
                "id": "DRF-1",
                "title": "Rates",
                "status": "draft",
                "effective": "2027-01-01",
                "replaced_by": "KB-1",
                "text": "The call-out fee is 110 dollars.",
            },
        ]
    )
    result = base.search("call-out fee")
    assert clauses_returned(result) == {"ARC-1", "KB-1", "DRF-1"}
    ref = ResultRef(result=0, pattern=r"call-out fee is (\d+) dollars")
    assert resolve_result(ref, [result], {}) == ["95"]


def test_a_bad_knowledge_base_file_names_the_file_and_the_field(tmp_path: Path, monkeypatch):
    (tmp_path / "broken.yaml").write_text(
        "name: broken\ntitle: Broken\ndocuments:\n"
        "- id: KB-1\n  title: Fees\n  effective: 2025-01-01\n  text: A fee.\n"
        "- id: ARC-1\n  title: Fees\n  status: superseded\n  effective: 2026-01-01\n"
        "  replaced_by: KB-1\n  text: An old fee.\n",
        encoding="utf-8",
    )
    monkeypatch.setattr(knowledge, "KNOWLEDGE_BASES", tmp_path)
    load_knowledge_base.cache_clear()
    try:
        with pytest.raises(ValueError, match=r"(?s)broken\.yaml.*documents\.ARC-1\.effective"):
            load_knowledge_base("broken")
    finally:
        load_knowledge_base.cache_clear()
