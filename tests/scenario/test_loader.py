"""The scenario loader: one clear error naming the file and the field; built-ins all load."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from duplexworld.scenario import ScenarioError, load_scenario, load_scenarios
from duplexworld.worlds import builtin_scenarios, scenario_paths


def valid() -> dict[str, Any]:
    return {
        "id": "banking_single_intent_99",
        "world": "banking",
        "conversation_type": "single_intent",
        "persona": "calm",
        "goal": "your card is missing",
        "facts": [
            {
                "key": "full_name",
                "label": "full name",
                "kind": "name",
                "value": "Ann Lee",
                "spoken": "Ann Lee",
            },
            {
                "key": "card_last4",
                "label": "card's last four digits",
                "kind": "digits",
                "value": "1234",
                "spoken": "one two three four",
            },
        ],
        "script": {"opening": ["Hi, I can't find my card."]},
        "seed": {
            "customers": [
                {
                    "id": "C-1",
                    "full_name": "Ann Lee",
                    "date_of_birth": "1980-01-02",
                    "postcode": "30307",
                    "phone_last4": "1111",
                }
            ]
        },
        "gold_actions": [
            {"name": "find_customer_by_name", "arguments": {"full_name": {"fact": "full_name"}}},
        ],
    }


def write(tmp_path: Path, data: Any, name: str = "scenario.yaml") -> Path:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else yaml.safe_dump(data), encoding="utf-8")
    return path


def load_error(path: Path) -> ScenarioError:
    with pytest.raises(ScenarioError) as raised:
        load_scenario(path)
    error = raised.value
    assert str(error).startswith(f"{path}: ")
    assert "\n" not in str(error)
    return error


def test_a_valid_file_loads(tmp_path):
    scenario = load_scenario(write(tmp_path, valid()))
    assert scenario.id == "banking_single_intent_99"
    assert scenario.resolved_arguments(scenario.gold_actions[0]) == {"full_name": "Ann Lee"}


def test_missing_world(tmp_path):
    data = valid()
    del data["world"]
    error = load_error(write(tmp_path, data))
    assert error.field == "world"
    assert str(error) == f"{error.path}: world: required field is missing"


def test_bad_reveal_inside_the_second_fact(tmp_path):
    data = valid()
    data["facts"][1]["reveal"] = "sometimes"
    error = load_error(write(tmp_path, data))
    assert error.field == "facts[1].reveal"
    assert "'volunteered', 'when_asked' or 'on_event'" in str(error)
    assert "'sometimes'" in str(error)


def test_gold_fact_reference_to_an_unknown_fact(tmp_path):
    data = valid()
    data["gold_actions"][0]["arguments"]["full_name"] = {"fact": "surname"}
    error = load_error(write(tmp_path, data))
    assert error.field == "gold_actions[0].arguments.full_name"
    assert "unknown fact 'surname'" in str(error) and "full_name, card_last4" in str(error)


def test_invalid_yaml_names_the_line(tmp_path):
    path = write(tmp_path, "id: x\nworld: [banking\nfacts: {\n")
    error = load_error(path)
    assert error.field.startswith("line ")
    assert "not valid YAML" in str(error)


def test_top_level_must_be_a_mapping(tmp_path):
    error = load_error(write(tmp_path, "- just\n- a list\n"))
    assert "mapping" in error.problem


def test_unknown_field_and_wrong_type(tmp_path):
    data = valid()
    data["colour"] = "blue"
    assert load_error(write(tmp_path, data)).field == "colour"
    data = valid()
    data["step_cap_ticks"] = "soon"
    error = load_error(write(tmp_path, data, "b.yaml"))
    assert error.field == "step_cap_ticks" and "'soon'" in str(error)


def test_event_rule_names_the_fact(tmp_path):
    data = valid()
    data["facts"][0]["reveal"] = "on_event"
    error = load_error(write(tmp_path, data))
    assert error.field == "facts[0]" and "'event' is required" in error.problem


def test_missing_file(tmp_path):
    error = load_error(tmp_path / "absent.yaml")
    assert "cannot read file" in error.problem


def test_duplicate_ids_across_files(tmp_path):
    first = write(tmp_path, valid(), "a.yaml")
    second = write(tmp_path, valid(), "b.yaml")
    with pytest.raises(ScenarioError, match=r"b\.yaml: id: duplicate id") as raised:
        load_scenarios([first, second])
    assert str(first) in str(raised.value)


def test_every_builtin_scenario_loads():
    paths = scenario_paths()
    assert paths
    scenarios = builtin_scenarios()
    assert len(scenarios) == len(paths) == len({s.id for s in scenarios})
    for path in paths:
        assert load_scenario(path).id == path.stem


def test_the_world_layer_checks_names_in_the_scenarios_world(tmp_path):
    from duplexworld import load_scenario as public_load
    from duplexworld.world import scenarios as checked

    data = valid()
    data["gold_actions"][0]["name"] = "find_customer_by_shoe_size"
    data["world_changes"] = [{"at_tick": 5, "table": "accounts", "key": "A-1", "set": {"x": 1}}]
    path = write(tmp_path, data)
    # the scenario layer cannot look a world up: without the world's check the file loads
    assert load_scenario(path).gold_actions[0].name == "find_customer_by_shoe_size"
    for load in (checked.load_scenario, public_load):
        with pytest.raises(ScenarioError) as raised:
            load(path)
        assert raised.value.field == "gold_actions[0].name"
        assert "no agent tool 'find_customer_by_shoe_size' in the banking world" in str(
            raised.value
        )
    problems = checked.world_problems(load_scenario(path))
    assert [field for field, _ in problems] == ["gold_actions[0].name", "world_changes[0].table"]
    assert checked.load_scenario(path, world_checks=False).id == "banking_single_intent_99"
    loaded = checked.load_scenario_set([path])
    assert not loaded.scenarios and loaded.errors[0].field == "gold_actions[0].name"
