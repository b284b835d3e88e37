"""The workbench workflow catalogue: one builder per workflow, grouped by archetype family."""

from __future__ import annotations

from collections.abc import Callable

from duplexworld.worlds.workbench.catalog import (
    deals,
    form_completion,
    inspection,
    intake,
    interviewing,
    people,
    service,
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
)
"""Every workflow builder, in catalogue order."""
