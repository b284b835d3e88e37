"""Form completion, inspection and interviewing: twelve workflows each, each a different
industry, the user-behaviour profiles spread, corrections and revocations among them."""

from __future__ import annotations

from collections import Counter

import pytest

from duplexworld.worlds import builtin_scenarios

ARCHETYPES = ("form_completion", "inspection", "interviewing")
WORKFLOWS = [s for s in builtin_scenarios("workbench") if s.difficulty["archetype"] in ARCHETYPES]


@pytest.mark.parametrize("archetype", ARCHETYPES)
def test_twelve_workflows_each_in_its_own_industry(archetype):
    mine = [s for s in WORKFLOWS if s.difficulty["archetype"] == archetype]
    assert len(mine) == 12
    industries = [s.difficulty["industry"] for s in mine]
    assert len(set(industries)) == 12, Counter(industries).most_common(2)


def test_the_profiles_are_spread_evenly():
    profiles = Counter(s.difficulty["profile"] for s in WORKFLOWS)
    assert len(profiles) == 6
    assert max(profiles.values()) - min(profiles.values()) <= 2, profiles


def test_corrections_by_barge_in_and_with_a_revocation_in_every_archetype():
    for archetype in ARCHETYPES:
        modes = {
            mode
            for s in WORKFLOWS
            if s.difficulty["archetype"] == archetype
            for mode in s.difficulty["corrections"].values()
        }
        assert modes == {"barge_in", "with_revocation"}, archetype


def test_every_workflow_searches_the_knowledge_base_and_most_a_record():
    for scenario in WORKFLOWS:
        names = [a.name for a in scenario.gold_actions]
        assert "search_kb" in names, scenario.id
    with_records = [s for s in WORKFLOWS if any(a.name == "search_records" for a in s.gold_actions)]
    assert len(with_records) == len(WORKFLOWS)


def test_every_fact_has_two_to_five_answer_variants():
    for scenario in WORKFLOWS:
        for fact in scenario.facts:
            assert 2 <= len(fact.answer_variants) <= 5, (scenario.id, fact.key)
