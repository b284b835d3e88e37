"""The Hearthway scenarios as a set, and the stories some of them tell.

Each scenario's fit to how the harness plays it (the oracle's questions and parsers, the
caller's reader and caller actions, the gold's shape) is a content check of the world
(``worlds/travel/contract.py``), run by ``duplexworld scenarios validate`` and so by
``tests/worlds/test_worlds_validate.py``.
"""

from __future__ import annotations

from collections import Counter

import pytest

from duplexworld.scenario.schema import CONVERSATION_TYPES
from duplexworld.world import ToolCall
from duplexworld.world.gold import gold_calls, replay_gold, seed_state_hash
from duplexworld.worlds import build_world, builtin_scenarios, scenario_paths
from duplexworld.worlds.validation import validate_scenario

SCENARIOS = builtin_scenarios("travel")
TYPES = [t for t in CONVERSATION_TYPES if t not in ("rerouting", "all_day_assistance")]
WRITES = {spec.name for spec in build_world(SCENARIOS[0]).tools("agent") if spec.writes}


def get(scenario_id: str):
    return next(s for s in SCENARIOS if s.id == scenario_id)


def test_27_scenarios_three_per_type_matching_their_files():
    assert len(SCENARIOS) == 27
    assert Counter(s.conversation_type for s in SCENARIOS) == {t: 3 for t in TYPES}
    assert [p.stem for p in scenario_paths("travel")] == [s.id for s in SCENARIOS]
    expected = {f"travel_{t}_{n:02d}" for t in TYPES for n in (1, 2, 3)}
    assert {s.id for s in SCENARIOS} == expected


def test_refusals_write_nothing_and_look_up_the_rule():
    for scenario in SCENARIOS:
        if scenario.conversation_type != "policy_refusal":
            continue
        names = [a.name for a in scenario.gold_actions]
        assert not set(names) & WRITES, scenario.id
        lookup = next(a for a in scenario.gold_actions if a.name == "lookup_policy")
        assert lookup.critical == () and lookup.clauses
        assert validate_scenario(scenario).gold_changes_state is False


def test_restraint_is_the_modal_answer_and_scored_by_the_goal_state():
    # a held refusal or a correction: at least a third of the world's scenarios write nothing
    no_write = [s.id for s in SCENARIOS if not {a.name for a in s.gold_actions} & WRITES]
    assert len(no_write) >= 6
    assert "travel_suspension_02" in no_write  # the host already did it: do nothing


def test_volatility_scenarios_gold_includes_the_re_read():
    volatile = [s for s in SCENARIOS if s.world_changes]
    assert len(volatile) >= 3
    for scenario in volatile:
        for change in scenario.world_changes:
            if not change.after.startswith("tool:"):
                # announced on the caller's return: one read after it is all the gold needs
                assert change.announced_by == change.after, scenario.id
                continue
            tool = change.after.removeprefix("tool:")
            calls = [a for a in scenario.gold_actions if a.name == tool]
            assert len(calls) >= change.occurrence + 1, scenario.id


@pytest.mark.parametrize(
    ("scenario_id", "stale_call"),
    [
        # cancel on the refund quoted before the host shortened the stay
        ("travel_suspension_01", ("cancel_reservation", {"refund_amount": "1250.00"})),
        # write 16:00 over the host's own 17:00
        (
            "travel_suspension_02",
            ("update_checkin_time", {"listing_id": "L-7150", "checkin_time": "16:00"}),
        ),
    ],
)
def test_acting_on_a_stale_read_fails_the_goal_state(scenario_id, stale_call):
    scenario = get(scenario_id)
    gold = replay_gold(scenario).state_hash
    world = build_world(scenario)
    first_read = next(
        i
        for i, a in enumerate(scenario.gold_actions)
        if a.name in ("get_reservation", "get_listing")
    )
    for call in gold_calls(scenario)[: first_read + 1]:
        world.call(call)  # a read before the hold ...
    for change in scenario.world_changes:
        world.caller_event(change.after)  # ... is stale once the caller is back
    name, arguments = stale_call
    if name == "cancel_reservation":
        arguments = {**arguments, "confirmation_code": scenario.fact("confirmation_code").value}
    world.call(ToolCall(call_id="stale", name=name, arguments=arguments))
    assert world.state_hash() != gold


def test_a_stale_role_refuses_the_second_request_of_multi_intent_03():
    scenario = get("travel_multi_intent_03")
    gold_names = [a.name for a in scenario.gold_actions]
    assert gold_names.count("get_listing") == 2
    # without the world change the calendar co-host cannot move check-in
    static = build_world(scenario.model_copy(update={"world_changes": ()}))
    for call in gold_calls(scenario)[:4]:
        static.call(call)
    refused = static.call(
        ToolCall(
            call_id="y",
            name="update_checkin_time",
            arguments={"listing_id": "L-3307", "checkin_time": "16:00"},
        )
    )
    assert not refused.ok


def test_the_wrong_candidate_record_fails_the_goal_state():
    cases = {
        "travel_record_disambiguation_01": ("block_calendar_dates", "listing_id", "L-6204"),
        "travel_record_disambiguation_02": ("cancel_reservation", "confirmation_code", "220846"),
        "travel_record_disambiguation_03": ("remove_cohost", "account_id", "U-4304"),
    }
    for scenario_id, (tool, argument, wrong) in cases.items():
        scenario = get(scenario_id)
        world = build_world(scenario)
        for action, call in zip(scenario.gold_actions, gold_calls(scenario), strict=True):
            arguments = dict(call.arguments)
            if action.name == tool:
                arguments[argument] = wrong
                if tool == "cancel_reservation":
                    arguments["refund_amount"] = "645.00"
            world.call(
                ToolCall(call_id="x", name=action.name, arguments=arguments, actor=action.actor)
            )
        assert world.state_hash() not in (
            replay_gold(scenario).state_hash,
            seed_state_hash(scenario),
        ), scenario_id


def test_the_first_premise_reaches_nothing_the_caller_may_change():
    # acting on the value before the correction: another host's listing, another guest's trip
    stale_writes = {
        "travel_mid_call_correction_01": (
            "update_checkin_time",
            {"listing_id": "L-4199", "checkin_time": "17:00"},
        ),
        "travel_mid_call_correction_02": (
            "cancel_reservation",
            {"confirmation_code": "934157", "refund_amount": "435.00"},
        ),
    }
    for scenario_id, (tool, arguments) in stale_writes.items():
        scenario = get(scenario_id)
        world = build_world(scenario)
        for call in gold_calls(scenario)[:2]:
            assert world.call(call).ok
        first = next(f for f in scenario.facts if f.correction is not None).value
        if scenario_id.endswith("01"):
            found = world.call(
                ToolCall(
                    call_id="f",
                    name="find_listing_by_address",
                    arguments={"house_number": first, "postcode": "60614"},
                )
            )
            assert "L-4199" in found.content
        result = world.call(ToolCall(call_id="w", name=tool, arguments=arguments))
        assert not result.ok, scenario_id
        assert world.state_hash() == seed_state_hash(scenario)


def test_the_uncovered_item_is_left_out_of_the_report():
    scenario = get("travel_narrative_intake_03")
    # the categories are judged from what the caller says: read them off the resolved gold
    categories = [c.arguments.get("category") for c in gold_calls(scenario)]
    assert "appliances" not in categories and {"furniture", "linens"} <= set(categories)


def test_identity_refusals_do_not_leak_the_record():
    scenario = get("travel_identity_verification_01")
    replay = replay_gold(scenario)
    read = replay.results[2].content
    assert read.startswith("No reservation that the verified caller can access")
    assert "Linda" not in read and "Seaside" not in read
    shared = replay_gold(get("travel_identity_verification_03"))
    assert "2 Hearthway accounts" in shared.results[0].content
    assert "none: not the host or a co-host" in shared.results[3].content


@pytest.mark.slow
def test_oracle_solves_a_correction_scenario_end_to_end(tmp_path):
    from duplexworld.episode.episode import EpisodeSpec, run_one
    from duplexworld.trace import ToolCalled, read_trace

    # (travel_mid_call_correction_01 needs a check-in time the caller gives: the oracle has no
    # parser for times yet, see docs/scenarios.md)
    scenario = get("travel_mid_call_correction_02")
    spec = EpisodeSpec(scenario=scenario, agent="oracle", channel="clean", run_index=0)
    scores = run_one(spec, tmp_path)
    trace = read_trace(tmp_path / "episodes" / spec.key)
    reads = [e.arguments for e in trace.events(ToolCalled) if e.name == "get_reservation"]
    assert [r["confirmation_code"] for r in reads] == ["934157", "934175"]
    assert scores.reward == 1.0
