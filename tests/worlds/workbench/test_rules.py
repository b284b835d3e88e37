"""Derived fields: a rule the form states, computed by the gold and by the reference agent."""

from __future__ import annotations

from pathlib import Path

import pytest

from duplexworld.episode.episode import EpisodeSpec, run_one
from duplexworld.worlds import builtin_scenarios
from duplexworld.worlds.workbench import agent as reference
from duplexworld.worlds.workbench.catalog import BUILDERS
from duplexworld.worlds.workbench.rules import (
    RuleError,
    evaluate,
    rule_fields,
    stated_rule,
    written,
)
from duplexworld.worlds.workbench.workflow import FromRule, render

SPECS = [build() for build in BUILDERS]
DERIVED = [spec for spec in SPECS if any(isinstance(f.source, FromRule) for f in spec.fills)]


def test_a_rule_is_arithmetic_over_fields():
    rule = "boxes * price * (100 - discount) / 100"
    assert rule_fields(rule) == ["boxes", "price", "discount"]
    assert evaluate(rule, {"boxes": "120", "price": "23.40 dollars", "discount": "4"}) == (
        pytest.approx(2695.68)
    )
    assert evaluate("min(a, b) - c", {"a": "1,200", "b": "$900", "c": "100"}) == 800
    assert evaluate(rule, {"boxes": "120", "price": "23.40"}) is None  # never a 0
    assert evaluate("a / b", {"a": "5", "b": "0"}) is None
    assert written(107.0333) == "107.03" and written(13200.0) == "13200"
    for bad in ("__import__('os')", "a ** b", "a.b", "open(a)", "a +"):
        with pytest.raises(RuleError):
            rule_fields(bad)


def test_twenty_workflows_or_more_derive_a_field_their_form_states_the_rule_of():
    assert len(DERIVED) >= 20
    assert {spec.archetype for spec in DERIVED} >= {"negotiation", "consulting", "advisory"}
    for spec in DERIVED:
        labels = {f.name: f.label for f in spec.template.fields}
        for fill in spec.fills:
            if isinstance(fill.source, FromRule):
                assert stated_rule(labels[fill.field]) == fill.source.rule


def test_the_gold_value_is_the_rule_over_the_gold_writes():
    spec = next(s for s in DERIVED if s.id == "workbench_negotiate_claim_settlement")
    writes = {
        a["arguments"]["field"]["pattern"]: a["arguments"]["value"]
        for a in render(spec)["gold_actions"]
        if a["name"] == "update_field"
    }
    # the user's repair quote less the water damage deductible in force (not the superseded
    # version's 800 nor the draft's 1200)
    assert writes[r"- (settlement) \("] == "13200"  # 14200 - 1000


def _run(tmp_path: Path, scenario_id: str) -> dict[str, object]:
    scenario = next(s for s in builtin_scenarios("workbench") if s.id == scenario_id)
    scores = run_one(EpisodeSpec(scenario, "oracle", "text", 0), tmp_path)
    return {k: (v.value if v is not None else None) for k, v in scores.metrics.items()}


@pytest.mark.parametrize(
    "scenario_id", ["workbench_negotiate_claim_settlement", "workbench_negotiate_arrears_plan"]
)
def test_a_wrong_computation_fails_the_artifact(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, scenario_id: str
):
    assert _run(tmp_path / "right", scenario_id)["wb_WS"] == 1.0
    # the same agent, one unit off in what it computes: the artifact is wrong
    monkeypatch.setattr(reference, "written", lambda value: written(value + 1))
    values = _run(tmp_path / "wrong", scenario_id)
    assert values["wb_AV"] == 0.0 and values["wb_WS"] == 0.0, values
