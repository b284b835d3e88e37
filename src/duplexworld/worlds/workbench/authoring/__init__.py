"""The sources of the workbench scenario files: one per workflow of the catalogue.

``duplexworld scenarios generate`` writes them to ``scenarios/*.yaml`` like every world's;
each workflow spec (``catalog/``) is rendered to a scenario model here.
"""

from __future__ import annotations

from collections.abc import Callable

from duplexworld.authoring import Authored
from duplexworld.scenario import Scenario
from duplexworld.worlds.workbench.catalog import BUILDERS
from duplexworld.worlds.workbench.workflow import WorkflowSpec, render


def _source(build: Callable[[], WorkflowSpec]) -> Callable[[], Authored]:
    def source() -> Authored:
        spec = build()
        return Authored(Scenario.model_validate(render(spec)), note=" ".join(spec.story.split()))

    source.__name__ = build.__name__
    source.__doc__ = build.__doc__
    source.__module__ = build.__module__  # the generated header names the catalogue module
    return source


SOURCES: tuple[Callable[[], Authored], ...] = tuple(_source(build) for build in BUILDERS)
"""One source per workflow, in catalogue order."""
