"""Gold references built by step name and numbered once the gold list is complete."""

from __future__ import annotations

import pytest

from duplexworld.authoring.references import (
    STEP_KEY,
    check_selector,
    from_result,
    number_steps,
    ref,
)
from duplexworld.scenario.schema import GoldAction, ResultRef


def test_a_tool_name_means_the_latest_earlier_call_and_a_label_that_step():
    gold = [
        {"name": "get_policy", "arguments": {"policy_number": ref("policy_number")}},
        {"name": "get_policy", "arguments": {"policy_number": "703522"}, STEP_KEY: "home"},
        {
            "name": "open_claim",
            "arguments": {
                "item_id": from_result("home", r"[VH]-\d{4}"),
                "policy_number": from_result("get_policy", r"Policy (\d{6})", "home", pick="first"),
            },
        },
    ]
    numbered = number_steps(gold)
    assert STEP_KEY not in numbered[1]
    arguments = numbered[2]["arguments"]
    assert arguments["item_id"] == {"result": 1, "pattern": r"[VH]-\d{4}"}
    assert arguments["policy_number"] == {
        "result": 1,
        "pattern": r"Policy (\d{6})",
        "near": ["home"],
        "pick": "first",
    }
    # what it writes is the schema's result reference
    action = GoldAction.model_validate(numbered[2])
    assert isinstance(action.arguments["item_id"], ResultRef)
    assert numbered[0]["arguments"] == {"policy_number": {"fact": "policy_number"}}


def test_a_reference_to_no_earlier_step_names_the_scenario_and_argument():
    gold = [{"name": "submit_claim", "arguments": {"claim_id": from_result("open_claim", "C")}}]
    with pytest.raises(ValueError, match=r"insurance_x: gold_actions\[0\]\.claim_id"):
        number_steps(gold, "insurance_x")


def test_a_bad_pattern_fails_when_authored():
    with pytest.raises(Exception, match="missing"):
        from_result("get_policy", "(")


def test_a_selecting_fact_must_be_said_with_its_value():
    check_selector("which_car", "Accord", "The Accord, the gray one")
    with pytest.raises(ValueError, match="which_car"):
        check_selector("which_car", "Accord", "The gray Honda")
