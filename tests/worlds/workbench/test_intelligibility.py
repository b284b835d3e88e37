"""The intelligibility check: which lines carry a value, how a transcript is read, and (on the
real stack: piper, the clean channel, faster-whisper) a value heard and one not heard."""

from __future__ import annotations

import pytest

from duplexworld.scenario import Scenario
from duplexworld.worlds.workbench.artifacts import Artifact, render_artifact
from duplexworld.worlds.workbench.catalog import BUILDERS
from duplexworld.worlds.workbench.intelligibility import (
    Check,
    Line,
    Recognition,
    check_workflow,
    failures_table,
    taken_value,
    value_lines,
    words_heard,
)
from duplexworld.worlds.workbench.workflow import FromUser, WorkflowSpec, render

PLAYGROUND = "workbench_inspect_playground"


def _spec(workflow_id: str) -> WorkflowSpec:
    return next(spec for spec in (build() for build in BUILDERS) if spec.id == workflow_id)


def _with_value(spec: WorkflowSpec, key: str, value: str) -> WorkflowSpec:
    """A made-up variant of a workflow: one fact says another value."""
    facts = tuple(
        f.model_copy(update={"value": value, "spoken": value}) if f.key == key else f
        for f in spec.facts
    )
    return spec.model_copy(update={"facts": facts})


def _lines(spec: WorkflowSpec, kinds: frozenset[str]) -> tuple[Scenario, str, list[Line]]:
    scenario = Scenario.model_validate(render(spec))
    field_of = {f.source.fact: f.field for f in spec.fills if isinstance(f.source, FromUser)}
    artifact = Artifact(id="ART-1", template=spec.template.id, title=spec.artifact_title)
    form = render_artifact(artifact, spec.template)
    return scenario, form, value_lines(scenario, field_of, form, kinds)


def test_lines_are_the_users_answers_and_disputes_of_what_is_read_back():
    scenario, _form, lines = _lines(_spec(PLAYGROUND), frozenset({"text"}))
    inspector = [line for line in lines if line.fact == "inspector"]
    # three answer variants, and a name is read back, so the two ways of disputing it
    assert [line.kind for line in inspector] == ["answer"] * 3 + ["dispute"] * 2
    assert inspector[0].text == scenario.fact("inspector").answer_variants[0].format(
        spoken=scenario.fact("inspector").spoken
    )
    assert "The inspector is" in inspector[-1].text
    # a list (hazards) and an option (status) are never read back: no dispute of them
    assert {line.kind for line in lines if line.fact in ("hazards", "status")} == {"answer"}


def test_a_correction_is_checked_in_its_own_variants_and_in_answers_after_it():
    spec = _spec("workbench_form_freight_pickup")
    _scenario, _form, lines = _lines(spec, frozenset({"date"}))
    fact = next(f for f in spec.facts if f.correction is not None and f.kind == "date")
    assert fact.correction is not None
    new = [line for line in lines if line.fact == fact.key and line.value == fact.correction.value]
    assert {line.kind for line in new} == {"correction", "answer", "dispute"}


def test_the_value_taken_is_the_agents_reading_of_the_transcript():
    scenario, form, lines = _lines(_spec(PLAYGROUND), frozenset({"text"}))
    hazards = next(line for line in lines if line.fact == "hazards")
    heard = "It's loose bolt on the slide and broken swing seat."
    assert taken_value(hazards, heard, scenario, form, "hazards") == (
        "loose bolt on the slide, broken swing seat"
    )
    status = next(line for line in lines if line.fact == "status")
    said = "I'd call it partly closed, the swings are taped off."
    assert taken_value(status, said, scenario, form, "status") == "partly closed"
    dispute = next(line for line in lines if line.kind == "dispute")
    heard = "No, that's wrong. The inspector is Nora Quinn."
    assert taken_value(dispute, heard, scenario, form, "inspector") == "Nora Quinn"
    # a dispute that names no field gives the agent nothing to change
    assert taken_value(dispute, "No, that's wrong.", scenario, form, "inspector") is None


def test_words_heard_reads_joined_words_and_case_as_the_graders_do():
    assert words_heard("SketchUp, tabletops", "sketch up and table tops")
    assert words_heard("Nora Quinn", "It's nora quinn.")
    assert not words_heard("Nora Quinn", "It's more equivalent.")


def test_the_table_lists_only_the_lines_not_heard():
    line = Line("workbench_x", "inspector", "answer", "Nora Quinn", "Nora Quinn", "Nora Quinn.")
    checks = [
        Check(line, "Nora Quinn.", "Nora Quinn", "heard", ""),
        Check(line, "More clean.", "More clean", "misheard", ""),
    ]
    table = failures_table(checks).splitlines()
    assert len(table) == 3 and "More clean." in table[2] and table[2].startswith("| x |")


@pytest.mark.slow
def test_on_the_real_stack_a_heard_name_passes_and_a_misheard_one_fails():
    # the playground's inspector said by its (scottish) voice: "Nora Quinn" came back as
    # "more equivalent" and the like; the catalogue's own inspector is heard in every line
    from duplexworld.caller.components import whisper

    recognition = Recognition(whisper())  # no disk cache: recognised here
    spec = _spec(PLAYGROUND)
    heard = check_workflow(spec, recognition, facts={"inspector"})
    assert len(heard) == 5 and all(c.verdict == "heard" for c in heard), failures_table(heard)
    misheard = check_workflow(
        _with_value(spec, "inspector", "Nora Quinn"), recognition, facts={"inspector"}
    )
    assert any(c.verdict == "misheard" for c in misheard)
    assert recognition.recognised == 10


def test_the_command_names_an_unknown_workflow_or_kind(capsys):
    from duplexworld.cli import main

    assert main(["workbench", "check-speech", "--workflow", "no_such_flow"]) == 2
    assert "workbench_no_such_flow" in capsys.readouterr().out
    assert main(["workbench", "check-speech", "--kinds", "text,colour"]) == 2
    assert "colour" in capsys.readouterr().out
