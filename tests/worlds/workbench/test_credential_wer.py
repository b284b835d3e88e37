"""Credential WER on the workbench pairs the agent's writes with the gold's by field.

The gold writes name their field by an earlier result (the form), so credential WER 2 paired
a call with a gold write by its value alone: a value the agent wrote and then set right
agreed with no gold write, went to every one, and being the last call for the others it was
scored against them (a claim number against the policyholder) on a run whose artifact was
right. Version 3 pairs by the field first, as the gold replay resolved it.
"""

from __future__ import annotations

from typing import Any

from duplexworld.metrics.base import REGISTRY, MetricValue
from duplexworld.scenario.schema import FactRef
from duplexworld.world.gold import gold_calls

AUTO_CLAIM = "workbench_form_auto_claim"


def _wer(call: Any) -> MetricValue:
    value = REGISTRY["credential_wer"].compute(call.scenario, call.trace())
    assert isinstance(value, MetricValue) and value.version == "3"
    return value


def test_a_value_written_then_set_right_is_scored_for_its_own_field(scripted):
    call = scripted(AUTO_CLAIM)
    scenario = call.scenario
    # the first field written from a digit string the user says
    field, value = next(
        (str(gold.arguments["field"]), str(gold.arguments["value"]))
        for action, gold in zip(scenario.gold_actions, gold_calls(scenario), strict=True)
        if action.name == "update_field"
        and isinstance(ref := action.arguments.get("value"), FactRef)
        and scenario.fact(ref.fact).kind == "digits"
    )
    call.gold_until("submit")
    # heard wrong first, written, then set right: the artifact ends right
    call.call("update_field", artifact_id="ART-1", field=field, value="9" * len(value))
    call.call("update_field", artifact_id="ART-1", field=field, value=value)
    call.call("submit", artifact_id="ART-1")
    call.call("approve", "user", action="commit")
    assert "is committed" in call.call("commit", artifact_id="ART-1")
    assert call.scores()["wb_AV"] == 1.0
    wer = _wer(call)
    assert wer.value == 0.0, wer.evidence
    pairs = {p["fact"]: p["calls"] for p in wer.evidence["credentials"]}
    assert max(pairs.values()) == 3  # the three writes of that field went to its gold write


def test_a_wrong_value_left_in_a_field_is_its_error(scripted):
    call = scripted(AUTO_CLAIM)
    scenario = call.scenario
    field, value = next(
        (str(gold.arguments["field"]), str(gold.arguments["value"]))
        for action, gold in zip(scenario.gold_actions, gold_calls(scenario), strict=True)
        if action.name == "update_field"
        and isinstance(ref := action.arguments.get("value"), FactRef)
        and scenario.fact(ref.fact).kind == "digits"
    )
    call.gold_until("submit")
    call.call("update_field", artifact_id="ART-1", field=field, value="9" * len(value))
    wer = _wer(call)
    assert wer.value > 0.0
    wrong = [p for p in wer.evidence["credentials"] if p["said"] != p["used"]]
    assert len(wrong) == 1 and set(wrong[0]["used"].split()) == {"nine"}
