"""The workbench workflow catalogue: one builder per workflow, grouped by archetype family."""

from __future__ import annotations

from collections.abc import Callable

from duplexworld.worlds.workbench.catalog import advisory, operations
from duplexworld.worlds.workbench.workflow import WorkflowSpec

BUILDERS: tuple[Callable[[], WorkflowSpec], ...] = (*operations.WORKFLOWS, *advisory.WORKFLOWS)
"""Every workflow builder, in catalogue order."""
