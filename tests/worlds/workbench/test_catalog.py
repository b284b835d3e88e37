"""The workflow catalogue: rendered files up to date, every workflow valid like a scenario."""

from __future__ import annotations

import pytest

from duplexworld.authoring.generate import generate
from duplexworld.cli import main
from duplexworld.worlds import builtin_scenarios
from duplexworld.worlds.validation import validate_scenario
from duplexworld.worlds.workbench.catalog import BUILDERS
from duplexworld.worlds.workbench.workflow import ARCHETYPES, WorkflowSpec, render

WORKFLOWS = builtin_scenarios("workbench")


def test_the_scenario_files_are_what_the_catalogue_renders():
    outcomes = generate(["workbench"], check=True)
    assert len(outcomes) == len(BUILDERS) and {o.status for o in outcomes} == {"unchanged"}


def test_every_archetype_with_10_to_20_graded_fields():
    archetypes = {s.difficulty["archetype"] for s in WORKFLOWS}
    assert archetypes == set(ARCHETYPES)
    for scenario in WORKFLOWS:
        assert 10 <= scenario.difficulty["fields"] <= 20
        assert scenario.reward_basis == ("DB", "ENV_ASSERTION")


@pytest.mark.parametrize("scenario", WORKFLOWS, ids=lambda s: s.id)
def test_every_workflow_validates_like_a_scenario(scenario):
    result = validate_scenario(scenario)
    assert result.problems == ()
    assert result.gold_changes_state


def test_scenarios_list_shows_the_workbench(capsys):
    assert main(["scenarios", "list", "--world", "workbench"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(BUILDERS) == len(WORKFLOWS)
    assert all("\tworkbench\t" in line and '"archetype"' in line for line in lines)


def test_a_workflow_with_too_few_fields_is_refused():
    spec = BUILDERS[0]()
    data = spec.model_dump()
    data["template"]["fields"] = data["template"]["fields"][:9]
    data["fills"] = [
        f for f in data["fills"] if f["field"] in {x["name"] for x in data["template"]["fields"]}
    ]
    with pytest.raises(ValueError, match="10-20 fields"):
        WorkflowSpec.model_validate(data)


def test_rendered_values_come_by_provenance_never_literally():
    for build in BUILDERS:
        scenario = render(build())
        for action in scenario["gold_actions"]:
            if action["name"] == "update_field":
                assert isinstance(action["arguments"]["value"], dict)  # {fact} or {result}
                assert isinstance(action["arguments"]["field"], dict)  # read off the form
