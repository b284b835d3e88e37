"""Troubleshooting diagnoses: the likely fault read off the knowledge base's fault table, at
the row the code's meaning and the symptom the user reports pick (a derived field with its
provenance), never a row the author fixed."""

from __future__ import annotations

from pathlib import Path

import pytest

from duplexworld.episode.episode import EpisodeSpec, run_one
from duplexworld.scenario import Scenario
from duplexworld.world.gold import replay_gold
from duplexworld.worlds import builtin_scenarios
from duplexworld.worlds.workbench.artifacts import Artifact
from duplexworld.worlds.workbench.catalog import BUILDERS
from duplexworld.worlds.workbench.workflow import FromKb, WorkflowSpec

DIAGNOSED = [
    spec
    for spec in (build() for build in BUILDERS)
    if any(fill.field == "diagnosis" for fill in spec.fills)
]
PUMP = "workbench_troubleshoot_infusion_pump"
OTHER_SYMPTOM = "a kink in the line"
"""The fault table's other row for the pump's alarm (a kinked or clamped line)."""


def workflow(scenario_id: str) -> Scenario:
    """A packaged workbench workflow."""
    return next(s for s in builtin_scenarios("workbench") if s.id == scenario_id)


def _reporting(scenario: Scenario, symptom: str) -> Scenario:
    """The workflow with the user reporting another symptom."""
    facts = tuple(
        f.model_copy(update={"value": symptom, "spoken": symptom}) if f.key == "symptom" else f
        for f in scenario.facts
    )
    return scenario.model_copy(update={"facts": facts})


def _diagnosis(scenario: Scenario) -> str | None:
    state = replay_gold(scenario).world.state()
    return Artifact.model_validate(state["artifacts"][0]).value("diagnosis")


def _source(spec: WorkflowSpec) -> FromKb:
    source = next(f.source for f in spec.fills if f.field == "diagnosis")
    assert isinstance(source, FromKb)
    return source


def test_troubleshooting_workflows_diagnose_from_symptoms_and_a_fault_table():
    assert len(DIAGNOSED) >= 12
    assert all(spec.archetype == "troubleshooting" for spec in DIAGNOSED)
    for spec in DIAGNOSED:
        source = _source(spec)
        assert source.near == ("symptom",), spec.id  # what the user reports picks the row
        assert source.near_fields, spec.id  # and what the code means
        assert _diagnosis(workflow(spec.id)), spec.id


def test_the_diagnosis_follows_the_symptom_reported():
    scenario = workflow(PUMP)
    assert _diagnosis(scenario) == "a blocked in-line filter"
    assert _diagnosis(_reporting(scenario, OTHER_SYMPTOM)) == "a kinked or clamped line"


def test_the_reference_agent_diagnoses_from_what_it_heard(tmp_path: Path):
    """Another symptom reported, the same agent writes the other row's fault and passes."""
    scenario = _reporting(workflow(PUMP), OTHER_SYMPTOM)
    scores = run_one(EpisodeSpec(scenario, "oracle", "text", 0), tmp_path)
    values = {k: (v.value if v is not None else None) for k, v in scores.metrics.items()}
    assert values["wb_WS"] == 1.0, values


OTHER_ROWS = {
    "workbench_troubleshoot_boiler_fault": (
        "a leaking pressure relief valve",
        "the pipe outside stays dry",
        "a slow leak in a radiator",
    ),
    "workbench_troubleshoot_walk_in_freezer": (
        "a burnt-out heater element",
        "the defrost lamp stays on all day",
        "a stuck defrost timer",
    ),
    "workbench_troubleshoot_branch_network": (
        "a dirty fibre connector",
        "no link",
        "a cut fibre in the street",
    ),
    "workbench_troubleshoot_home_broadband": (
        "a damaged line outside the house",
        "the phone line is quiet and clear",
        "a faulty master socket",
    ),
    "workbench_troubleshoot_power_outage": (
        "a blown pole-top fuse",
        "the lights flickered for an hour first",
        "a fallen conductor in the wind",
    ),
    "workbench_troubleshoot_school_heating": (
        "air trapped in the radiators",
        "every radiator is stone cold",
        "a failed circulating pump",
    ),
}
"""The six workflows diagnosed last (issue 30): the fault their user's symptom picks, another
symptom of the same table, and the fault that one picks."""


@pytest.mark.parametrize("scenario_id", sorted(OTHER_ROWS))
def test_each_new_diagnosis_follows_the_symptom_reported(scenario_id: str):
    fault, symptom, other = OTHER_ROWS[scenario_id]
    scenario = workflow(scenario_id)
    assert _diagnosis(scenario) == fault
    assert _diagnosis(_reporting(scenario, symptom)) == other
