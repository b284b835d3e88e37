"""Gold references built by step name and numbered once the gold list is complete."""

from __future__ import annotations

import pytest

from duplexworld.authoring import (
    AuthoringError,
    act,
    check_selector,
    from_result,
    number_steps,
    ref,
)
from duplexworld.scenario.schema import FactRef, ResultRef


def test_a_tool_name_means_the_latest_earlier_call_and_a_label_that_step():
    gold = [
        act("get_policy", policy_number=ref("policy_number")),
        act("get_policy", policy_number="703522", step="home"),
        act(
            "open_claim",
            item_id=from_result("home", r"[VH]-\d{4}"),
            policy_number=from_result("get_policy", r"Policy (\d{6})", "home", pick="first"),
        ),
    ]
    numbered = number_steps(gold)
    arguments = numbered[2].arguments
    assert arguments["item_id"] == ResultRef(result=1, pattern=r"[VH]-\d{4}")
    assert arguments["policy_number"] == ResultRef(
        result=1, pattern=r"Policy (\d{6})", near=("home",), pick="first"
    )
    assert numbered[0].arguments == {"policy_number": FactRef(fact="policy_number")}


def test_a_reference_to_no_earlier_step_names_the_scenario_step_and_argument():
    gold = [act("submit_claim", claim_id=from_result("open_claim", "C"))]
    with pytest.raises(
        AuthoringError, match=r"insurance_x: gold step 0 \(submit_claim\), argument 'claim_id'"
    ):
        number_steps(gold, "insurance_x")


def test_a_bad_pattern_fails_when_authored():
    with pytest.raises(Exception, match="missing"):
        from_result("get_policy", "(")


def test_a_selecting_fact_must_be_said_with_its_value():
    check_selector("which_car", "Accord", "The Accord, the gray one")
    with pytest.raises(ValueError, match="which_car"):
        check_selector("which_car", "Accord", "The gray Honda")


def test_arguments_named_like_the_builder_keywords_pass_through_args():
    step = act("search", args={"name": "Dana", "info": "x"}, info="why")
    (action,) = number_steps([step])
    assert action.arguments == {"name": "Dana", "info": "x"}
    assert action.info == "why"
