"""The catalogue's spread: every workflow its own story, industries varied within an archetype."""

from __future__ import annotations

from collections import Counter

from duplexworld.worlds.workbench.catalog import BUILDERS, advisory, consulting, negotiation

SPECS = [build() for build in BUILDERS]


def test_workflow_ids_are_unique():
    ids = Counter(spec.id for spec in SPECS)
    assert [i for i, n in ids.items() if n > 1] == []


def test_no_two_workflows_of_an_archetype_share_an_industry():
    pairs = Counter((spec.archetype, spec.industry) for spec in SPECS)
    assert [p for p, n in pairs.items() if n > 1] == []


def test_negotiation_consulting_and_advisory_have_twelve_each_over_every_profile():
    for module, archetype in (
        (negotiation, "negotiation"),
        (consulting, "consulting"),
        (advisory, "advisory"),
    ):
        specs = [s for s in SPECS if s.archetype == archetype]
        assert len(specs) == 12, archetype
        assert all(build().archetype == archetype for build in module.WORKFLOWS)
        profiles = Counter(s.profile for s in specs)
        # six profiles over twelve workflows: each twice
        assert sorted(profiles.values()) == [2] * 6, (archetype, profiles)
