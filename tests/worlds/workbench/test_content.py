"""The content figures ``duplexworld workbench content`` prints count the catalogue."""

from __future__ import annotations

from duplexworld.cli import main
from duplexworld.worlds.workbench.catalog import BUILDERS
from duplexworld.worlds.workbench.content import knowledge_base_sizes, workflow_counts
from duplexworld.worlds.workbench.workflow import FromRule

SPECS = [build() for build in BUILDERS]


def test_the_figures_are_counted_from_the_specs_and_the_files():
    counts = workflow_counts(SPECS)
    derived = sum(isinstance(f.source, FromRule) for spec in SPECS for f in spec.fills)
    assert counts["derived fields (a rule the form states)"] == derived >= 20
    assert counts["prepare-only workflows"] >= 6
    cancelling = sum(spec.outcome == "cancel" for spec in SPECS)
    assert counts["cancelling workflows (the user cancels at the approval)"] == cancelling >= 6
    diagnoses = sum(f.field == "diagnosis" for spec in SPECS for f in spec.fills)
    figure = "troubleshooting diagnoses (a fault table row picked by the symptom reported)"
    assert counts[figure] == diagnoses >= 12
    events = sum(spec.event is not None for spec in SPECS)
    assert counts["workflows with a world event (a record changes mid-call)"] == events >= 8
    assert counts["correction-prone workflows with 2 corrections or more"] >= 10
    sizes = knowledge_base_sizes(SPECS)
    assert sum(size.workflows for size in sizes) == len(SPECS)
    assert all(size.superseded and size.draft and size.paragraphed >= 2 for size in sizes)


def test_the_command_prints_them(capsys):
    assert main(["workbench", "content"]) == 0
    out = capsys.readouterr().out
    assert "median documents per knowledge base: " in out and "| prepare-only workflows |" in out
