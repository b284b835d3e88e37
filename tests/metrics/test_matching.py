from functools import lru_cache
from pathlib import Path

import pytest

from duplexworld.metrics.agentic import ACT_VERSION
from duplexworld.metrics.base import REGISTRY
from duplexworld.metrics.matching import action_matches, max_bipartite, values_match
from duplexworld.testing.traces import trace_header
from duplexworld.trace import Terminated, ToolCalled, Trace
from duplexworld.values import canonical
from duplexworld.world import ToolError
from duplexworld.world.gold import gold_calls
from duplexworld.worlds import builtin_scenarios


def test_credentials_match_on_spoken_rendering():
    assert values_match("4471", "four four seven one")
    assert values_match("Dana Whitfield", "dana whitfield")
    assert not values_match("4471", "4417")


def test_numbers_compare_numerically_but_ids_stay_strings():
    assert values_match("42.50", 42.5)
    assert values_match("42.50", "42.5")
    assert values_match("0042", "0042")
    assert not values_match("0042", "42")


def test_action_match_uses_only_critical_arguments():
    assert action_matches(
        "lock_card",
        {"card_id": "K1", "note": "x"},
        ["card_id"],
        "lock_card",
        {"card_id": "K1", "note": "other"},
    )
    assert not action_matches(
        "lock_card", {"card_id": "K1"}, ["card_id"], "block_card", {"card_id": "K1"}
    )
    assert not action_matches("lock_card", {"card_id": "K1"}, ["card_id"], "lock_card", "bad")


def test_bipartite_matching_is_maximum_not_greedy():
    # gold 0 can take call 0 or 1, gold 1 only call 0: greedy would fail gold 1
    assert max_bipartite([[0, 1], [0]], 2) == [1, 0]
    assert max_bipartite([[0], [0]], 1).count(None) == 1


def test_dates_match_across_written_forms():
    assert values_match("2025-04-14", "April 14, 2025")
    assert values_match("2025-04-14", "April fourteenth, twenty twenty-five")
    assert not values_match("2025-04-14", "April 15, 2025")
    assert values_match("May", "may")  # a month word alone is not a date


# -- canonical forms (issue: "any format the tool accepts for the same value matches") --------


@lru_cache(maxsize=8)
def _world(world: str) -> tuple:
    return tuple(builtin_scenarios(world))


def scenario(scenario_id: str):
    (found,) = [s for s in _world(scenario_id.split("_")[0]) if s.id == scenario_id]
    return found


def act_with(scenario_id: str, **replace: str) -> float:
    """ACT of a call log that makes every gold call, with some argument values rewritten."""
    chosen = scenario(scenario_id)
    events = []
    for index, (action, call) in enumerate(
        zip(chosen.gold_actions, gold_calls(chosen), strict=True)
    ):
        arguments = {k: replace.get(k, v) for k, v in dict(call.arguments).items()}
        actor = "caller" if action.actor == "user" else "agent"
        events.append(
            ToolCalled(
                tick=index + 1,
                call_id=f"c{index}",
                actor=actor,
                name=action.name,
                arguments=arguments,
            )
        )
    events.append(Terminated(tick=100, reason="user_stop"))
    header = trace_header(chosen, seed=0)
    value = REGISTRY["ACT"].compute(chosen, Trace(Path("."), header, events, {}))
    assert value.version == ACT_VERSION
    return value.value


def test_travel_single_intent_01_accepts_the_other_written_forms():
    assert act_with("travel_single_intent_01") == 1.0
    # the examples: a 12-hour time and a US-order date of birth
    assert act_with("travel_single_intent_01", checkin_time="4:00 PM") == 1.0
    assert act_with("travel_single_intent_01", date_of_birth="04/19/1986") == 1.0
    assert (
        act_with("travel_single_intent_01", checkin_time="4pm", date_of_birth="April 19, 1986")
        == 1.0
    )
    assert act_with("travel_single_intent_01", postcode="97214-1234") == 1.0  # ZIP+4
    assert act_with("travel_single_intent_01", phone_number="(415) 382-9061") == 1.0
    # different values still fail: 4:00 is four in the morning, a bare "4" is ambiguous
    assert act_with("travel_single_intent_01", checkin_time="4:00") == 0.0
    assert act_with("travel_single_intent_01", checkin_time="4") == 0.0
    assert act_with("travel_single_intent_01", date_of_birth="04/18/1986") == 0.0


def test_names_match_in_any_order_or_case():
    # insurance_single_intent_01: the policyholder verifies as Michael Turner (critical)
    assert act_with("insurance_single_intent_01", full_name="Turner, Michael") == 1.0
    assert act_with("insurance_single_intent_01", full_name="michael TURNER") == 1.0
    assert act_with("insurance_single_intent_01", full_name="Michael Tanner") == 0.0
    # a banking name search only lists candidates (the tool matches by surname): its name
    # is not critical, verification with the record's id decides
    assert act_with("banking_mid_call_correction_01", full_name="Brooks, Laura") == 1.0
    assert act_with("banking_mid_call_correction_01", full_name="Brooks") == 1.0


def test_zip_plus_four_and_spoken_digits_match():
    assert values_match("55408", "55408-1234", "postcode")
    assert values_match("55408", "five five four zero eight", "postcode")
    assert not values_match("55408", "55409-1234", "postcode")
    assert values_match("4471", "four four seven one", "digits")
    assert values_match("42.50", "$42.5", "amount")


# the shared canonicalisers agree with the tools' own parsers on what they accept
TOOL_FORMS = {
    "time": ["16:00", "4:00 PM", "4pm", "4 p.m.", "21:30", "9:15 am", "4", "4:00", "25:00"],
    "date": [
        "1986-04-19",
        "04/19/1986",
        "April 19, 1986",
        "19 April 1986",
        "Apr 19, 1986",
        "2024-02-30",
        "April 1986",
    ],
    "postcode": ["55408", "55408-1234", "5540", "abcde"],
}


@pytest.mark.parametrize("kind", sorted(TOOL_FORMS))
def test_canonical_forms_agree_with_the_tools_parsers(kind):
    from duplexworld.world.values import parse_date, parse_postcode, parse_time

    tool = {
        "time": lambda v: parse_time(v, "t"),
        "date": lambda v: parse_date(v, "d"),
        "postcode": parse_postcode,
    }[kind]
    for form in TOOL_FORMS[kind]:
        try:
            accepted = tool(form)
        except ToolError:
            accepted = None
        assert canonical(kind, form) == accepted, form
