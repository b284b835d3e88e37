"""World changes on the clock or on a caller event, and validation that the story agrees."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from duplexworld.scenario.checks import semantic_problems
from duplexworld.scenario.schema import SpeechCheck, WorldChange
from duplexworld.world.registry import build_world
from duplexworld.world.scenarios import world_problems
from duplexworld.worlds import builtin_scenarios


def travel_suspension_02():
    return next(s for s in builtin_scenarios("travel") if s.id == "travel_suspension_02")


def test_the_old_travel_suspension_02_change_is_flagged():
    scenario = travel_suspension_02()
    old = WorldChange(
        after="tool:get_listing", table="listings", key="L-7150", set={"checkin_time": "17:00"}
    )
    problems = semantic_problems(scenario.model_copy(update={"world_changes": (old,)}))
    assert any(
        field == "suspension.return_variants" and "announces a change" in problem
        for field, problem in problems
    )
    # announced by the return line but fired on the agent's read: still wrong
    late = old.model_copy(update={"announced_by": "caller:resume"})
    problems = semantic_problems(scenario.model_copy(update={"world_changes": (late,)}))
    assert any(
        field == "world_changes[0].after" and "need not precede" in problem
        for field, problem in problems
    )
    assert semantic_problems(scenario, world_problems) == []


def test_every_enterprise_scenario_story_agrees_with_its_changes():
    for scenario in builtin_scenarios():
        assert semantic_problems(scenario) == [], scenario.id


def test_caller_event_and_clock_changes_fire_in_the_world():
    scenario = travel_suspension_02()
    world = build_world(scenario)
    assert world.store.get("listings", "L-7150")["checkin_time"] == "15:00"
    assert world.caller_event("caller:suspend") == []
    fired = world.caller_event("caller:resume")
    assert fired and world.store.get("listings", "L-7150")["checkin_time"] == "17:00"
    assert world.caller_event("caller:resume") == []  # once: the first return
    timed = WorldChange(at_tick=50, table="listings", key="L-7150", set={"status": "snoozed"})
    world = build_world(scenario.model_copy(update={"world_changes": (timed,)}))
    assert world.clock_changes(49) == []
    assert world.clock_changes(50) and world.store.get("listings", "L-7150")["status"] == "snoozed"


def test_a_world_change_has_exactly_one_trigger():
    with pytest.raises(ValidationError, match="exactly one"):
        WorldChange(table="t", key="k", set={})
    with pytest.raises(ValidationError, match="exactly one"):
        WorldChange(after="caller:resume", at_tick=3, table="t", key="k", set={})
    with pytest.raises(ValidationError):
        WorldChange(after="caller:coffee", table="t", key="k", set={})


def test_speech_checks_are_typed():
    SpeechCheck(rule="must_say", phrase_class="refusal")
    SpeechCheck(rule="must_say", value={"fact": "policy_number"})
    with pytest.raises(ValidationError, match="needs phrases"):
        SpeechCheck(rule="must_say")
    with pytest.raises(ValidationError, match="'before' applies"):
        SpeechCheck(rule="must_say", phrases=("x",), before="tool:verify")
    with pytest.raises(ValidationError):
        SpeechCheck(rule="must_say", phrase_class="flattery")


def test_validation_requires_gold_policy_searches_to_name_and_reach_their_clauses():
    from duplexworld.worlds.validation import validate_scenario

    scenario = next(s for s in builtin_scenarios("banking") if s.id == "banking_policy_refusal_01")
    assert validate_scenario(scenario).problems == ()
    (search,) = scenario.gold_actions
    unnamed = scenario.model_copy(
        update={"gold_actions": (search.model_copy(update={"clauses": ()}),)}
    )
    assert any("names none it must reach" in p for p in validate_scenario(unnamed).problems)
    unreached = scenario.model_copy(
        update={"gold_actions": (search.model_copy(update={"clauses": ("PAY-9",)}),)}
    )
    assert any("reaches none of PAY-9" in p for p in validate_scenario(unreached).problems)


def test_a_correction_that_announces_a_change_needs_the_change_first():
    scenario = next(
        s for s in builtin_scenarios("banking") if s.id == "banking_mid_call_correction_03"
    )
    assert semantic_problems(scenario) == []
    (change,) = scenario.world_changes
    silent = scenario.model_copy(
        update={"world_changes": (change.model_copy(update={"announced_by": None}),)}
    )
    problems = semantic_problems(silent)
    assert any(field.endswith("correction.variants") for field, _ in problems)
    later = scenario.model_copy(
        update={"world_changes": (change.model_copy(update={"occurrence": 2}),)}
    )
    assert any(field == "world_changes[0].occurrence" for field, _ in semantic_problems(later))
