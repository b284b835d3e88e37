"""The Ridgeway Freight scenarios as a set, and the stories some of them tell.

Each scenario's fit to how the harness plays it (the oracle's questions and parsers, the
caller's reader and caller actions, the gold's shape) is a content check of the world
(``worlds/logistics/contract.py``), run by ``duplexworld scenarios validate`` and so by
``tests/worlds/test_worlds_validate.py``.
"""

from __future__ import annotations

import re
from collections import Counter

from duplexworld.agents.oracle import closes_with_refusal, closing_line, needed_facts
from duplexworld.scenario.schema import FactRef
from duplexworld.testing.reading import read_turn
from duplexworld.world import ToolCall
from duplexworld.world.gold import replay_gold
from duplexworld.worlds import build_world, builtin_scenarios, scenario_paths

SCENARIOS = builtin_scenarios("logistics")
TYPES = (
    "single_intent",
    "multi_intent",
    "policy_refusal",
    "record_disambiguation",
    "identity_verification",
    "guided_procedure",
    "mid_call_correction",
    "suspension",
    "narrative_intake",
)


def scenario(scenario_id: str):
    return next(s for s in SCENARIOS if s.id == scenario_id)


def writes(world) -> set[str]:
    return {spec.name for spec in world.tools("agent") if spec.writes}


def test_27_scenarios_three_per_type_matching_their_files():
    assert len(SCENARIOS) == 27
    assert Counter(s.conversation_type for s in SCENARIOS) == {t: 3 for t in TYPES}
    assert [p.stem for p in scenario_paths("logistics")] == [s.id for s in SCENARIOS]
    for s in SCENARIOS:
        assert s.world == "logistics"
        assert re.fullmatch(rf"logistics_{s.conversation_type}_0[123]", s.id)


def keywords_of(fact):
    """A fact's label and its ask keywords, lower case."""
    return tuple(dict.fromkeys([fact.label.lower(), *(k.lower() for k in fact.ask_keywords)]))


def test_refusals_look_up_the_rule_and_write_nothing():
    for s in (s for s in SCENARIOS if s.conversation_type == "policy_refusal"):
        world = build_world(s)
        assert not {a.name for a in s.gold_actions} & writes(world)
        lookup = [a for a in s.gold_actions if a.name == "lookup_policy"]
        assert len(lookup) == 1 and lookup[0].critical == () and lookup[0].clauses
        # the oracle refuses because the policy text its search returns forbids the request
        searched = [r.content for r in replay_gold(s).results if r.name == "lookup_policy"]
        assert closes_with_refusal(searched)
        assert closing_line(False, True).startswith("I'm sorry")


def test_caller_actions_are_triggered_by_the_oracles_instruction_only():
    guided = [s for s in SCENARIOS if s.conversation_type == "guided_procedure"]
    assert len(guided) == 3
    for s in guided:
        (action,) = s.caller_actions
        assert any(a.actor == "user" and a.name == action.tool for a in s.gold_actions)
        seen = read_turn(action.instruction, s)
        assert seen.asked_facts == () and not seen.has("approval") and not seen.has("close")
        assert any(k in action.instruction.lower() for k in action.trigger_keywords)
        questions = [f"Could you tell me your {f.label}?" for f in s.facts]
        closings = [closing_line(w, r) for w in (True, False) for r in (True, False)]
        for text in [*questions, *closings, "How can I help you today?"]:
            assert not any(k in text.lower() for k in action.trigger_keywords), (s.id, text)


def test_suspensions_leave_mid_questions_for_twenty_to_sixty_seconds():
    for s in (s for s in SCENARIOS if s.conversation_type == "suspension"):
        assert s.suspension is not None and 20 <= s.suspension.duration_s <= 60
        order = [f.key for f in needed_facts(s)]
        key = s.suspension.after.removeprefix("fact:")
        # the oracle must still be asking when the caller steps away, not already acting
        assert key in order[:-1], (s.id, key)


def test_corrections_arrive_after_a_gold_tool_that_used_the_first_value():
    corrected = [s for s in SCENARIOS if any(f.correction for f in s.facts)]
    assert {s.conversation_type for s in corrected} == {"mid_call_correction"}
    for s in corrected:
        fact = next(f for f in s.facts if f.correction)
        tool = fact.correction.after.removeprefix("tool:")
        users = [
            a.name
            for a in s.gold_actions
            if any(isinstance(v, FactRef) and v.fact == fact.key for v in a.arguments.values())
        ]
        assert tool in users, s.id


def test_corrections_are_short_enough_for_the_oracles_correction_window():
    # the oracle waits ANSWER_TIMEOUT (8 s) from the tool result for a correction and does not
    # extend it while the caller is still speaking, so a long correction line is cut off
    for s in SCENARIOS:
        for fact in s.facts:
            for variant in fact.correction.variants if fact.correction else ():
                assert len(variant.replace("{spoken}", "").split()) <= 6, (s.id, variant)


def test_first_values_of_corrected_facts_point_at_real_traps():
    # acting on the first value must be possible and wrong, not merely an error
    s = scenario("logistics_mid_call_correction_01")
    first = s.fact("tracking_number")
    assert first.correction is not None and first.value != first.correction.value
    world = build_world(s)
    verify = {"customer_number": s.fact("customer_number").value,
              "postcode": s.fact("postcode").value}  # fmt: skip
    assert world.call(ToolCall(call_id="v", name="verify_caller", arguments=verify)).ok
    booking = {"tracking_number": first.value, "delivery_date": s.fact("delivery_date").value}
    booked = world.call(ToolCall(call_id="s", name="schedule_delivery", arguments=booking))
    assert booked.ok and world.state_hash() != replay_gold(s).state_hash


def test_at_least_three_scenarios_change_the_world_mid_call():
    volatile = [s for s in SCENARIOS if s.world_changes]
    assert len(volatile) >= 3
    for s in volatile:
        names = [a.name for a in s.gold_actions]
        for change in s.world_changes:
            if not change.after.startswith("tool:"):
                # announced on the caller's return: in place before the agent hears it
                assert change.announced_by == change.after and "get_shipment" in names, s.id
                continue
            trigger = change.after.removeprefix("tool:")
            assert trigger in names
            # the gold re-reads after the change fires
            later = names[names.index(trigger) + 1 :]
            assert "get_shipment" in later, s.id
