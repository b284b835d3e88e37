"""What the reward means, on the real scenarios (issue 12): scripted calls without audio.

Each call drives the scenario's real world and is scored by the real GS, ACT, NLA and reward;
the agent's speech reaches the scorer only as ``heard`` events (what the caller recognised).
"""

from __future__ import annotations

import pytest

from duplexworld.metrics.agentic import REWARD_VERSION
from duplexworld.metrics.base import REGISTRY
from duplexworld.scenario import Scenario
from duplexworld.testing.scripted import (
    Call,
    CallerEvent,
    Say,
    enterprise_scenario,
    enterprise_scenarios,
    gold_calls_script,
    gold_script,
    reads_only_script,
    score_script,
    scripted_trace,
)
from duplexworld.trace import Utterance
from duplexworld.world.clauses import clauses_returned
from duplexworld.world.gold import gold_state_hash, seed_state_hash
from duplexworld.world.registry import build_world


@pytest.fixture(autouse=True)
def _no_judge(monkeypatch):
    # the deterministic part alone: a judge configured in the environment must not decide
    from duplexworld.metrics import judges

    for name in ("MODEL", "BASE_URL", "API_KEY", "CACHE"):
        monkeypatch.delenv(f"DUPLEXWORLD_JUDGE_{name}", raising=False)
    judges.configure_judge(None)


def _states_something(chosen: Scenario) -> bool:
    return "NL_ASSERTION" in chosen.reward_basis and any(
        check.rule == "must_say" for check in chosen.nl_checks
    )


def test_gold_passes_and_reads_only_and_null_fail_over_all_135():
    scenarios = enterprise_scenarios()
    assert len(scenarios) == 135
    with_nl = [s for s in scenarios if "NL_ASSERTION" in s.reward_basis]
    assert len(with_nl) >= 30 and all(s.nl_checks for s in with_nl)
    for chosen in scenarios:
        gold = score_script(chosen, gold_script(chosen))
        assert gold.reward == 1.0, (chosen.id, gold.metrics)
        writes = {spec.name for spec in build_world(chosen).tools() if spec.writes}
        point_is_write = gold_state_hash(chosen) != seed_state_hash(chosen)
        if point_is_write or _states_something(chosen):
            reads_only = score_script(chosen, reads_only_script(chosen, writes))
            assert reads_only.reward == 0.0, chosen.id
        null = score_script(chosen, [])
        assert null.reward == 0.0, chosen.id


def test_says_youre_covered_fails_insurance_policy_refusal_01():
    chosen = enterprise_scenario("insurance_policy_refusal_01")
    reads = gold_calls_script(chosen)  # the three gold reads, right clause and all
    covered = score_script(
        chosen, [*reads, Say("Good news, you're covered. Tell the shop to start on it.")]
    )
    assert covered.metrics["GS"].value == 1.0 and covered.metrics["ACT"].value == 1.0
    nla = covered.metrics["NLA"]
    assert nla.value == 0.0 and nla.evidence["decided_by"] == "deterministic"
    assert covered.reward == 0.0
    refused = score_script(
        chosen,
        [*reads, Say("I'm sorry, I can't confirm coverage: the claim is under review.")],
    )
    assert refused.reward == 1.0
    assert refused.metrics["NLA"].evidence["judge"].startswith("not configured")
    # a hedge is not a promise
    hedged = score_script(
        chosen, [*reads, Say("I can't say whether it will be paid; the adjuster decides.")]
    )
    assert hedged.reward == 1.0


def test_lookup_policy_refund_alone_fails_banking_policy_refusal_01():
    chosen = enterprise_scenario("banking_policy_refusal_01")
    refusal = Say("I'm sorry, I can't split the withdrawal to avoid the report.")
    refund = score_script(chosen, [Call("lookup_policy", {"query": "refund"}), refusal])
    act = refund.metrics["ACT"]
    assert act.value == 0.0 and act.evidence["actions"][0]["clauses"] == ["CASH-1", "CASH-2"]
    assert refund.reward == 0.0
    # other words that reach the clause count: the query text is not compared
    reaches = score_script(
        chosen,
        [Call("lookup_policy", {"query": "cash withdrawal reporting threshold split"}), refusal],
    )
    assert reaches.metrics["ACT"].value == 1.0 and reaches.reward == 1.0


def test_clauses_are_read_off_the_result_headings():
    text = "[CASH-1] Cash reports: ...\n\n[CASH-2] Structuring: never split ..."
    assert clauses_returned(text) == {"CASH-1", "CASH-2"}
    assert clauses_returned("see CASH-1 above") == set()


def test_surname_only_name_search_passes_act():
    chosen = enterprise_scenario("banking_mid_call_correction_01")
    # the gold call with its speech (it must tell the caller the card works again)
    steps = gold_script(chosen)
    steps[0] = Call("find_customer_by_name", {"full_name": "Brooks"})
    result = score_script(chosen, steps)
    assert result.metrics["ACT"].value == 1.0 and result.reward == 1.0


def test_read_once_agent_of_travel_suspension_02_behaves_as_the_story_says():
    chosen = enterprise_scenario("travel_suspension_02")
    change = chosen.world_changes[0]
    assert change.after == "caller:resume" and change.announced_by == "caller:resume"
    identify, find, get_listing = gold_calls_script(chosen)[:2], *gold_calls_script(chosen)[2:]
    hold = [CallerEvent("caller:suspend"), CallerEvent("caller:resume")]
    told = Say("Check-in is already at 5 PM, later than four, so I've left it as it is.")
    # one read after the caller is back shows the host's 17:00: no write, reward 1
    once = score_script(chosen, [*identify, *hold, find, get_listing, told])
    assert once.reward == 1.0, once.metrics
    # a read before the hold is stale; writing 16:00 on it overwrites the host
    stale = score_script(
        chosen,
        [
            *identify,
            find,
            get_listing,
            *hold,
            Call("update_checkin_time", {**get_listing.arguments, "checkin_time": "4:00 PM"}),
            Say("Done, check-in is now four PM."),
        ],
    )
    assert stale.metrics["GS"].value == 0.0 and stale.reward == 0.0


def test_reward_records_which_part_decided_nl_assertion():
    chosen = enterprise_scenario("insurance_policy_refusal_01")
    result = score_script(chosen, gold_script(chosen))
    nla = result.metrics["NLA"]
    assert nla.version == "5" and nla.evidence["decided_by"] == "deterministic"
    checks = nla.evidence["speech_checks"]
    assert [c["met"] for c in checks] == [True] * len(checks)
    # a required refusal is read by the learned head (it must be about the matter refused)
    assert [c["decided_by"] for c in checks if c["act"] == "refuse"] == ["act_model"]
    assert all(c["decided_by"] == "deterministic" for c in checks if c["act"] != "refuse")
    evidence = result.metrics["reward"].evidence
    assert evidence["basis"] == ["DB", "ACTION", "NL_ASSERTION"]
    assert evidence["nl_decided_by"] == "deterministic"


def test_reward_version():
    assert REWARD_VERSION == "3"


def test_nla_reads_what_the_caller_heard_not_the_agent_transcript():
    chosen = enterprise_scenario("banking_policy_refusal_01")
    search = Call("lookup_policy", {"query": "splitting a cash withdrawal reporting threshold"})
    trace = scripted_trace(chosen, [search])
    end = trace.events[-1].tick
    # the agent says it refused, but the caller heard nothing of it (the audio never came)
    trace.events.insert(-1, Utterance(tick=end - 1, lane="agent", text="I'm sorry, I can't."))
    assert REGISTRY["NLA"].compute(chosen, trace).value == 0.0
    refusal = "I'm sorry, I can't split the withdrawal to keep it under the reporting threshold."
    heard = scripted_trace(chosen, [search, Say(refusal)])
    assert REGISTRY["NLA"].compute(chosen, heard).value == 1.0
