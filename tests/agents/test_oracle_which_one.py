"""The oracle asks "which one?" when a search finds several records, confirms the caller's
choice before the write, and explains a refusal that follows a change with the policy's rule.

A scripted exchange: the oracle hears transcripts (no recogniser, a tone for its voice) and
its tool calls run on the scenario's real world, so the records it counts and the rule it
quotes are the ones its own calls returned.
"""

from __future__ import annotations

from collections.abc import Callable

from duplexworld.agents import readback
from duplexworld.agents.oracle import filter_facts
from duplexworld.scenario import Scenario
from duplexworld.testing.oracle_text import drive_oracle
from duplexworld.world import ToolResult
from duplexworld.world.registry import build_world
from duplexworld.worlds import builtin_scenarios


def _scenario(scenario_id: str) -> Scenario:
    world = scenario_id.split("_")[0]
    return next(s for s in builtin_scenarios(world) if s.id == scenario_id)


def _call(
    scenario: Scenario,
    calls: list[tuple[str, dict[str, object]]],
    alter: Callable[[ToolResult], ToolResult] | None = None,
) -> list[str]:
    """What the oracle said through ``scenario`` (each question answered with the caller's
    first answer, each read-back with a yes) up to its closing; its tool calls into ``calls``."""
    return drive_oracle(
        scenario,
        opening="Hi, I'm calling about a delivery.",
        alter=alter,
        calls=calls,
        must_close=True,
    )


def test_a_fact_that_only_narrows_a_search_is_a_filter_and_one_that_picks_a_record_is_not():
    shipments = _scenario("logistics_record_disambiguation_01")
    assert filter_facts(shipments, build_world(shipments).tools()) == {"ship_date"}
    # the doctor's last name also picks the listing the write uses: asked up front
    doctor = _scenario("healthcare_suspension_01")
    assert filter_facts(doctor, build_world(doctor).tools()) == set()


def test_several_records_found_get_a_which_one_question_and_the_answer_narrows_the_search():
    scenario = _scenario("logistics_record_disambiguation_01")
    calls: list[tuple[str, dict[str, object]]] = []
    said = _call(scenario, calls)
    searches = [args for name, args in calls if name == "list_account_shipments"]
    # searched without the ship date first, then with the date heard after the question
    assert [("pickup_date" in args) for args in searches] == [False, True]
    assert searches[1]["pickup_date"] == "2024-09-09"
    (asked,) = [line for line in said if "which one you mean" in line]
    assert asked.startswith("I found three that could be it")  # the count the search returned
    booked = [args for name, args in calls if name == "schedule_delivery"]
    assert [args["tracking_number"] for args in booked] == ["22073159"]


def test_a_search_that_finds_one_record_is_not_narrowed():
    scenario = _scenario("logistics_record_disambiguation_01")

    def only_one(result: ToolResult) -> ToolResult:
        # the account's list as if the other two shipments had been delivered already
        if result.name != "list_account_shipments":
            return result
        lines = [line for line in result.content.splitlines() if "22016485" not in line]
        lines = [line for line in lines if "22104736" not in line]
        return result.model_copy(update={"content": "\n".join(lines)})

    calls: list[tuple[str, dict[str, object]]] = []
    said = _call(scenario, calls, only_one)
    searches = [args for name, args in calls if name == "list_account_shipments"]
    assert len(searches) == 1 and "pickup_date" not in searches[0]
    assert not any("which one" in line or "ship date" in line for line in said)


def test_the_read_back_confirms_the_record_the_caller_chose_before_the_write():
    scenario = _scenario("healthcare_record_disambiguation_02")
    calls: list[tuple[str, dict[str, object]]] = []
    said = _call(scenario, calls)
    refill = next(i for i, (name, _) in enumerate(calls) if name == "request_refill")
    assert refill > 0
    (read_back,) = [line for line in said if line.endswith("Is that right?")]
    # which son's prescriptions were read (chosen by the caller's words), with the write's value
    assert read_back.startswith("So I have the son's name as Liam.")
    assert "prescription number as seven seven two one three nine" in read_back


def test_a_refusal_after_a_change_says_what_is_done_and_the_policys_rule():
    scenario = _scenario("travel_multi_intent_02")
    calls: list[tuple[str, dict[str, object]]] = []
    said = _call(scenario, calls)
    assert [name for name, _ in calls].count("cancel_reservation") == 1
    closing = said[-1]
    assert closing.startswith("That part is done. But I'm sorry, I can't do the rest for you")
    # the rule as the oracle's own search returned it: what the caller can do instead
    assert "in the app (Trips, Share this trip)" in closing
    assert not closing.startswith("All done")


def test_the_policy_rule_is_the_first_sentence_of_the_best_clause():
    found = (
        "[DELEG-2] Adding delegates: Only the guest adds delegates, in the app. Staff cannot."
        "\n\n[DELEG-1] Who may see a trip: The booking guest can see it."
    )
    assert readback.policy_rule(["", found]) == "Only the guest adds delegates, in the app."
    titled = "[AUTH-3] Calling for someone else: a parent: Ask Dr. Kim first. Then wait."
    assert readback.policy_rule([titled]) == "Ask Dr. Kim first."
    assert readback.policy_rule(["Verified: the caller is Paul Fisher."]) is None
