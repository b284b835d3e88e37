"""Content figures of the workbench catalogue (issue 30): how much each workflow asks of an
agent beyond filling a form from answers.

``duplexworld workbench content`` prints them: the knowledge bases' sizes (documents in
force, superseded versions, drafts; the median per industry knowledge base), and counts
over the 120 workflows of what makes them hard (lookups, derived fields, prepare-only and
cancelling outcomes, world events, corrections, profiles that act).
Every figure is counted from the specs and data files themselves, so the note quotes what
the catalogue holds.
"""

from __future__ import annotations

import statistics
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from duplexworld.worlds.workbench.knowledge import knowledge_base_names, load_knowledge_base
from duplexworld.worlds.workbench.workflow import FromKb, FromRule, WorkflowSpec

ACTING_PROFILES = frozenset({"verbose", "distracted", "expert", "ambiguous"})
"""The behaviour profiles that change what the user says (``user_profiles.py``)."""


@dataclass(frozen=True)
class KnowledgeBaseSize:
    """The documents of one knowledge base by status, and the workflows that search it."""

    name: str
    in_force: int
    superseded: int
    draft: int
    workflows: int
    paragraphed: int
    """Documents of two paragraphs or more."""

    @property
    def documents(self) -> int:
        """Every document of the knowledge base."""
        return self.in_force + self.superseded + self.draft


def knowledge_base_sizes(specs: Sequence[WorkflowSpec]) -> list[KnowledgeBaseSize]:
    """Each knowledge base's documents by status and the workflows that search it."""
    users = Counter(spec.knowledge_base for spec in specs if spec.knowledge_base)
    sizes = []
    for name in knowledge_base_names():
        statuses = Counter(doc.status for doc in load_knowledge_base(name).documents)
        sizes.append(
            KnowledgeBaseSize(
                name=name,
                in_force=statuses["in force"],
                superseded=statuses["superseded"],
                draft=statuses["draft"],
                workflows=users[name],
                paragraphed=sum("\n" in doc.text for doc in load_knowledge_base(name).documents),
            )
        )
    return sizes


def workflow_counts(specs: Sequence[WorkflowSpec]) -> dict[str, int]:
    """Counts over the workflows of what makes them hard, by figure name."""
    return {
        "workflows": len(specs),
        "knowledge-base fields": sum(
            isinstance(fill.source, FromKb) for spec in specs for fill in spec.fills
        ),
        "derived fields (a rule the form states)": sum(
            isinstance(fill.source, FromRule) for spec in specs for fill in spec.fills
        ),
        "prepare-only workflows": sum(spec.outcome == "prepare" for spec in specs),
        "cancelling workflows (the user cancels at the approval)": sum(
            spec.outcome == "cancel" for spec in specs
        ),
        "workflows with a world event (a record changes mid-call)": sum(
            spec.event is not None for spec in specs
        ),
        "troubleshooting diagnoses (a fault table row picked by the symptom reported)": sum(
            fill.field == "diagnosis" for spec in specs for fill in spec.fills
        ),
        "workflows with a correction": sum(
            any(fact.correction for fact in spec.facts) for spec in specs
        ),
        "corrections": sum(bool(fact.correction) for spec in specs for fact in spec.facts),
        "correction-prone workflows with 2 corrections or more": sum(
            spec.profile == "correction_prone"
            and sum(bool(fact.correction) for fact in spec.facts) >= 2
            for spec in specs
        ),
        "workflows whose profile acts": sum(spec.profile in ACTING_PROFILES for spec in specs),
    }


def render_content(specs: Sequence[WorkflowSpec]) -> str:
    """The content figures as Markdown."""
    sizes = knowledge_base_sizes(specs)
    lines = [
        "| knowledge base | workflows | documents | in force | superseded | draft | paragraphed |",
        "|---|---|---|---|---|---|---|",
    ]
    for size in sizes:
        lines.append(
            f"| {size.name} | {size.workflows} | {size.documents} | {size.in_force} | "
            f"{size.superseded} | {size.draft} | {size.paragraphed} |"
        )
    median = statistics.median(size.documents for size in sizes) if sizes else 0
    lines += ["", f"median documents per knowledge base: {median:g}", ""]
    lines += ["| figure | count |", "|---|---|"]
    lines += [f"| {name} | {count} |" for name, count in workflow_counts(specs).items()]
    return "\n".join(lines) + "\n"
