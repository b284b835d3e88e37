"""The workbench workflow catalogue: one builder per workflow, grouped by archetype family."""

from __future__ import annotations

from collections.abc import Callable

from duplexworld.worlds.workbench.catalog import (
    advisory,
    consulting,
    coordination,
    deals,
    form_completion,
    inspection,
    intake,
    interviewing,
    negotiation,
    people,
    planning,
    scheduling,
    service,
    troubleshooting,
)
from duplexworld.worlds.workbench.workflow import WorkflowSpec

BUILDERS: tuple[Callable[[], WorkflowSpec], ...] = (
    *intake.WORKFLOWS,
    *service.WORKFLOWS,
    *deals.WORKFLOWS,
    *people.WORKFLOWS,
    *form_completion.WORKFLOWS,
    *inspection.WORKFLOWS,
    *interviewing.WORKFLOWS,
    *negotiation.WORKFLOWS,
    *consulting.WORKFLOWS,
    *advisory.WORKFLOWS,
    *coordination.WORKFLOWS,
    *scheduling.WORKFLOWS,
    *troubleshooting.WORKFLOWS,
    *planning.WORKFLOWS,
)
"""Every workflow builder, in catalogue order."""
