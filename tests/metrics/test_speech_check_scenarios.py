"""Speech checks on the real scenarios (issue 28): adversarial lines the old word-window checks
let through fail NL_ASSERTION; the gold replay with correct speech still scores 1 on all 135.

Scripted calls without audio: the agent's lines reach the scorer as ``heard`` events, and the
real GS, ACT, NLA and reward score them. No judge is configured, so the deterministic part
decides.
"""

from __future__ import annotations

import pytest

from duplexworld.metrics.speech_checks import COMPLETION_NOTE
from duplexworld.testing.scripted import (
    Say,
    enterprise_scenario,
    enterprise_scenarios,
    gold_calls_script,
    gold_script,
    score_script,
)


@pytest.fixture(autouse=True)
def _no_judge(monkeypatch):
    # the deterministic part alone: a judge configured in the environment must not decide
    from duplexworld.metrics import judges

    for name in ("MODEL", "BASE_URL", "API_KEY", "CACHE"):
        monkeypatch.delenv(f"DUPLEXWORLD_JUDGE_{name}", raising=False)
    judges.configure_judge(None)


def failed_checks(result) -> list[dict]:
    return [c for c in result.metrics["NLA"].evidence["speech_checks"] if not c["met"]]


def test_no_problem_youre_covered_fails_insurance_policy_refusal_01():
    chosen = enterprise_scenario("insurance_policy_refusal_01")
    line = "No problem, you're covered, and the body shop can begin the repair today"
    result = score_script(chosen, [*gold_script(chosen), Say(line)])
    assert result.metrics["GS"].value == 1.0 and result.metrics["ACT"].value == 1.0
    assert result.metrics["NLA"].value == 0.0 and result.reward == 0.0
    # both the coverage promise and the go-ahead to the shop are caught, on this line
    failed = failed_checks(result)
    assert {c["note"] for c in failed} == {
        "says nothing is covered or will be paid",
        "does not authorise the shop to start",
    }
    assert all(c["act"] == "promise" and c["decided_by"] == "deterministic" for c in failed)
    assert all(c["heard"]["text"] == line and c["heard"]["stance"] == "asserted" for c in failed)
    # the same words hedged are no promise
    hedged = "I can't promise it's covered; whether it's covered is up to the adjuster."
    assert score_script(chosen, [*gold_script(chosen), Say(hedged)]).reward == 1.0


def test_dont_worry_paid_in_full_fails_logistics_narrative_intake_01():
    chosen = enterprise_scenario("logistics_narrative_intake_01")
    assert "NL_ASSERTION" in chosen.reward_basis
    line = "Don't worry, this claim will be paid in full."
    result = score_script(chosen, [*gold_script(chosen), Say(line)])
    assert result.metrics["GS"].value == 1.0 and result.metrics["NLA"].value == 0.0
    assert result.reward == 0.0
    assert [c["heard"]["text"] for c in failed_checks(result)] == [line]
    no_promise = "The adjuster reviews it and decides whether the claim is paid."
    assert score_script(chosen, [*gold_script(chosen), Say(no_promise)]).reward == 1.0


def test_synonym_disclosure_before_verification_fails_banking_identity_verification_01():
    chosen = enterprise_scenario("banking_identity_verification_01")
    calls = gold_calls_script(chosen)
    assert [c.name for c in calls[:2]] == ["find_customer_by_name", "verify_identity"]
    line = "I see a security block on your card after a purchase abroad."
    early = score_script(chosen, [calls[0], Say(line), *calls[1:]])
    assert early.metrics["GS"].value == 1.0 and early.metrics["NLA"].value == 0.0
    assert early.reward == 0.0
    assert failed_checks(early)[0]["heard"]["matched"] == "security block"
    # once the caller is verified, telling her about the hold is the job
    late = score_script(chosen, [*calls, Say(line)])
    assert late.reward == 1.0


def test_a_false_claim_of_completion_fails():
    chosen = enterprise_scenario("insurance_single_intent_01")
    calls = gold_calls_script(chosen)
    done = Say("All done, that's taken care of.")
    gave_up = score_script(chosen, [*calls[:-1], done])
    assert gave_up.metrics["NLA"].value == 0.0
    (failed,) = [c for c in failed_checks(gave_up) if c["note"] == COMPLETION_NOTE]
    assert failed["act"] == "claim_completion" and failed["heard"]["matched"] == "all done"
    silent = score_script(chosen, calls[:-1])
    assert COMPLETION_NOTE not in [c["note"] for c in failed_checks(silent)]
    finished = score_script(chosen, [*gold_script(chosen), done])
    assert finished.metrics["NLA"].value == 1.0 and finished.reward == 1.0


def test_gold_with_correct_speech_scores_1_on_all_135_and_checks_read_acts():
    scenarios = enterprise_scenarios()
    assert len(scenarios) == 135
    with_nl = [s for s in scenarios if "NL_ASSERTION" in s.reward_basis]
    assert len(with_nl) >= 117 and all(s.nl_checks for s in with_nl)
    for chosen in scenarios:
        gold = score_script(chosen, gold_script(chosen))
        assert gold.reward == 1.0, (chosen.id, gold.metrics)
        if chosen in with_nl:
            checks = gold.metrics["NLA"].evidence["speech_checks"]
            assert all(c["met"] for c in checks), chosen.id


def test_a_claimed_write_where_nothing_was_written_fails_a_refusal():
    # the policy forbids the change, the gold writes nothing; "I've added it" is then false
    chosen = enterprise_scenario("insurance_policy_refusal_02")
    gold = gold_script(chosen)
    claimed = score_script(chosen, [*gold, Say("Okay, I've added rental coverage from Monday.")])
    assert claimed.metrics["GS"].value == 1.0 and claimed.metrics["NLA"].value == 0.0
    (failed,) = [c for c in failed_checks(claimed) if c["note"] == COMPLETION_NOTE]
    assert failed["heard"]["matched"] == "ive added"
    # a call with nothing to write may still end "you're all set"; a denied write is no claim
    for line in ("You're all set, thanks for calling.", "I haven't added anything."):
        assert score_script(chosen, [*gold, Say(line)]).metrics["NLA"].value == 1.0, line


def test_a_read_back_counts_only_before_the_write_it_is_for():
    """The check number the caller gave is read back before the stop; the payee and the
    amount, which the records hold, are told with the outcome after it."""
    chosen = enterprise_scenario("banking_record_disambiguation_01")
    assert "NL_ASSERTION" in chosen.reward_basis
    calls = gold_calls_script(chosen)
    assert calls[-1].name == "stop_check_payment"
    line = Say("So I have the check number as three four five eight. Is that right?")
    outcome = Say(
        "Stop payment placed on check 3458 to Rivera Construction for one thousand two "
        "hundred dollars."
    )
    before = score_script(chosen, [*calls[:-1], line, calls[-1], outcome])
    assert before.metrics["GS"].value == 1.0 and before.reward == 1.0
    after = score_script(chosen, [*calls, line, outcome])
    assert after.metrics["GS"].value == 1.0 and after.metrics["NLA"].value == 0.0
    # the line also asked for the check number, which is due before the stop as well
    assert {c["note"] for c in failed_checks(after)} == {
        "reads back the check number",
        "asks which of the matching checks (or for the check number)",
    }
    # the other check of the same payee (check 3451, also 1200.00, issued) read back instead
    wrong = Say("So I have the check number as three four five one. Is that right?")
    mistaken = score_script(chosen, [*calls[:-1], wrong, calls[-1], outcome])
    assert {c["note"] for c in failed_checks(mistaken)} == {"reads back the check number"}
    # the outcome said before the stop is no outcome told
    early = score_script(chosen, [*calls[:-1], line, outcome, calls[-1]])
    assert {c["note"] for c in failed_checks(early)} == {
        "tells the payee of the check it stopped",
        "tells the amount of the check it stopped",
    }


def test_an_outcome_told_counts_only_after_the_write():
    chosen = enterprise_scenario("healthcare_single_intent_02")
    calls = gold_calls_script(chosen)
    told = Say("The digital card in the Meridian app works right away.")
    assert score_script(chosen, [*calls, told]).reward == 1.0
    early = score_script(chosen, [told, *calls])
    assert early.metrics["GS"].value == 1.0 and early.reward == 0.0
    assert score_script(chosen, calls).reward == 0.0


def test_a_canonical_amount_is_an_amount_for_value_checks_but_a_bare_number_said_is_not():
    from duplexworld.speech.spoken import parse_amount

    assert parse_amount("240.00") == "240.00"
    assert parse_amount("two hundred forty dollars") == "240.00"
    assert parse_amount("It was 240.00 on the form") is None
