"""Validation rejects what a real agent could not have: a literal selector, and a literal
argument that is neither a value of the tool's enum nor a constant the policy states."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from duplexworld.cli import main
from duplexworld.scenario import Scenario
from duplexworld.worlds import builtin_scenarios
from duplexworld.worlds.validation import literal_provenance_problems


def _scenario(scenario_id: str) -> Scenario:
    return next(s for s in builtin_scenarios(scenario_id.split("_")[0]) if s.id == scenario_id)


def _step(data: dict[str, Any], name: str) -> dict[str, Any]:
    return next(step for step in data["gold_actions"] if step["name"] == name)


def _with(scenario: Scenario, edit) -> Scenario:  # noqa: ANN001 - a test helper
    data = scenario.model_dump(mode="json")
    edit(data)
    return Scenario.model_validate(data)


def _literal_selector(data: dict[str, Any]) -> None:
    _step(data, "lock_card")["arguments"]["card_id"]["near"] = ["debit"]


def _literal_query(data: dict[str, Any]) -> None:
    _step(data, "lookup_policy")["arguments"]["query"] = "take out fifteen thousand in two goes"


def test_the_built_in_scenarios_have_no_literal_selector_or_unstated_literal() -> None:
    problems = {
        s.id: literal_provenance_problems(s)
        for s in builtin_scenarios()
        if s.world not in {"pathfinding", "workbench"}
    }
    assert {key: found for key, found in problems.items() if found} == {}


def test_a_literal_selector_is_rejected() -> None:
    bad = _with(_scenario("banking_single_intent_01"), _literal_selector)
    (problem,) = literal_provenance_problems(bad)
    assert problem.startswith("gold_actions[3].arguments.card_id.near[0]: literal selector 'debit'")


def test_a_literal_that_is_no_enum_value_nor_a_policy_constant_is_rejected() -> None:
    bad = _with(_scenario("banking_policy_refusal_01"), _literal_query)
    (problem,) = literal_provenance_problems(bad)
    assert problem.startswith("gold_actions[0].arguments.query: literal 'take out fifteen")
    assert "neither a value of the tool's enum nor a constant the policy states" in problem


def test_enum_values_and_policy_constants_may_be_literal() -> None:
    # the step-up method is the tool's enum; a query the policy states word for word is a
    # constant of the policy (a clause title)
    assert literal_provenance_problems(_scenario("banking_guided_procedure_01")) == []
    stated = _with(
        _scenario("banking_policy_refusal_01"),
        lambda d: _step(d, "lookup_policy")["arguments"].update(query="structuring"),
    )
    assert literal_provenance_problems(stated) == []


def test_a_derive_rule_names_only_values_of_the_tools_enum() -> None:
    def edit(data: dict[str, Any]) -> None:
        cases = _step(data, "file_cargo_claim")["arguments"]["claim_type"]["cases"]
        cases["lost_in_transit"] = cases.pop("shortage")

    bad = _with(_scenario("logistics_narrative_intake_01"), edit)
    (problem,) = literal_provenance_problems(bad)
    assert problem.startswith("gold_actions[2].arguments.claim_type.cases: 'lost_in_transit'")


@pytest.mark.parametrize(
    ("scenario_id", "edit", "field"),
    [
        (
            "banking_single_intent_01",
            _literal_selector,
            "gold_actions[3].arguments.card_id.near[0]",
        ),
        ("banking_policy_refusal_01", _literal_query, "gold_actions[0].arguments.query"),
    ],
)
def test_validate_names_the_bad_file_and_its_field(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], scenario_id: str, edit, field: str
) -> None:
    data = _scenario(scenario_id).model_dump(mode="json")
    edit(data)
    path = tmp_path / "bad.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    assert main(["scenarios", "validate", str(path)]) == 1
    out = capsys.readouterr().out
    assert f"invalid: {path}: {field}: literal" in out


def _enterprise() -> list[Scenario]:
    return [s for s in builtin_scenarios() if s.world not in {"pathfinding", "workbench"}]


@pytest.mark.parametrize("scenario", _enterprise(), ids=lambda s: s.id)
def test_a_selector_picks_the_same_record_from_what_the_caller_says(scenario: Scenario) -> None:
    # the gold resolves a selector with the fact's value; an agent has the caller's words
    # ("The cast iron pans, still on the way."): both must pick the same record
    from duplexworld.agents.oracle import PARSERS
    from duplexworld.scenario.provenance import resolve_result
    from duplexworld.scenario.schema import ResultRef
    from duplexworld.world.gold import replay_gold

    results = [r.content for r in replay_gold(scenario).results]
    values = scenario.fact_values()
    for action in scenario.gold_actions:
        for value in action.arguments.values():
            if not isinstance(value, ResultRef) or not value.fact_refs():
                continue
            wanted = resolve_result(value, results, values)
            for ref in value.fact_refs():
                fact = scenario.fact(ref.fact)
                for said in scenario.said(ref.fact):
                    heard = {**values, fact.key: PARSERS[fact.kind](said, fact) or ""}
                    assert resolve_result(value, results, heard) == wanted, (fact.key, said)


def test_a_judgement_rule_is_the_worlds_the_same_in_every_scenario() -> None:
    # a rule written for one scenario could name just the value it wants: each world has one
    # rule per tool argument, covering its values, and every scenario carries it whole
    from duplexworld.scenario.schema import DeriveRef

    rules: dict[tuple[str, str, str], set[str]] = {}
    for scenario in _enterprise():
        for action in scenario.gold_actions:
            for name, value in action.arguments.items():
                if isinstance(value, DeriveRef):
                    key = (scenario.world, action.name, name)
                    rules.setdefault(key, set()).add(repr((value.cases, value.many)))
    assert len(rules) >= 9
    assert {key: len(found) for key, found in rules.items() if len(found) > 1} == {}
