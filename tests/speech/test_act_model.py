"""The learned speech-act heads (issue 28): fitted on the current tuning splits only, and
consulted by the speech checks where the phrase reader hears nothing: a refusal stated in
other words passes a must-say check, a promise in other words fails a must-not-say one, and
each verdict flips back when the heads are switched off."""

from pathlib import Path

import numpy as np
import pytest

from duplexworld.caller.understanding.intent_head import corpus_digest
from duplexworld.metrics.speech_checks import check_speech
from duplexworld.speech import act_model as heads_module
from duplexworld.speech.act_model import ActHeads, act_heads, fit
from duplexworld.testing.scripted import Say, enterprise_scenario, gold_calls_script, scripted_trace
from duplexworld.training.speech_acts import PROMISE_FILES, TUNING_FILES

CORPUS = Path(__file__).parents[1] / "data" / "speech_acts"


def _checks(scenario_id: str, rule: str, line: str) -> list[dict]:
    scenario = enterprise_scenario(scenario_id)
    # a must-say line is said after the gold calls, a must-not-say line before any
    steps = [*gold_calls_script(scenario), Say(line)] if rule == "must_say" else [Say(line)]
    verdict = check_speech(scenario, scripted_trace(scenario, steps))
    return [c for c in verdict.checks if c["rule"] == rule and c["act"] != "claim_completion"]


@pytest.fixture
def heads_off(monkeypatch):
    monkeypatch.setattr(heads_module, "act_heads", lambda: None)


def test_the_shipped_heads_were_fitted_on_the_current_tuning_splits_only():
    heads = act_heads()
    assert heads is not None, (
        "act_model.npz is missing: run python -m duplexworld.training.speech_acts"
    )
    assert "heldout.yaml" not in TUNING_FILES and "heldout.yaml" not in PROMISE_FILES
    digest = corpus_digest([CORPUS / name for name in TUNING_FILES])
    promise_digest = corpus_digest([CORPUS / name for name in PROMISE_FILES])
    assert heads.must_say.corpus == digest and heads.promise.corpus == promise_digest, (
        "a tuning split changed since the heads were fitted: run "
        "`python -m duplexworld.training.speech_acts`"
    )
    assert heads.must_say.examples >= 50 and heads.promise.examples >= 300


REFUSAL_IN_OTHER_WORDS = "Tony can block the nights in the app, or add you as a co-host so you can."
# (with "himself" the redirect reading would decide it, not the head)


def test_a_refusal_in_other_words_passes_the_refusal_check():
    [check] = _checks("travel_identity_verification_03", "must_say", REFUSAL_IN_OTHER_WORDS)
    assert check["met"] and check["decided_by"] == "act_model"
    assert check["probability"] >= act_heads().must_say.threshold


def test_without_the_head_the_phrase_reader_rejects_that_refusal(heads_off):
    [check] = _checks("travel_identity_verification_03", "must_say", REFUSAL_IN_OTHER_WORDS)
    assert not check["met"] and check["decided_by"] == "deterministic"


def test_a_refusal_said_by_who_must_act_passes_the_refusal_check():
    line = "The policyholder would need to call us herself."
    [check] = _checks("insurance_identity_verification_03", "must_say", line)
    assert check["met"] and check["decided_by"] == "deterministic"
    assert check["heard"]["by"] == "redirect"
    # who must act, without the matter handed over, is still a near miss
    [near] = _checks("travel_policy_refusal_03", "must_say", "The host has to handle it.")
    assert not near["met"] and near["decided_by"] == "act_model"


def test_a_near_miss_still_fails_the_refusal_check():
    [check] = _checks("travel_policy_refusal_02", "must_say", "I've noted the damage on it.")
    assert not check["met"] and check["decided_by"] == "act_model"


PROMISE_IN_OTHER_WORDS = "You'll get the nine sixty back."


def test_a_promise_in_other_words_fails_the_promise_check():
    [check] = _checks("logistics_multi_intent_03", "must_not_say", PROMISE_IN_OTHER_WORDS)
    assert not check["met"] and check["decided_by"] == "act_model"
    assert check["heard"]["sentence"] == PROMISE_IN_OTHER_WORDS


def test_without_the_head_that_promise_passes(heads_off):
    [check] = _checks("logistics_multi_intent_03", "must_not_say", PROMISE_IN_OTHER_WORDS)
    assert check["met"]


FUTURE_PROMISE = "Don't worry, we'll get that windshield replaced for you."


def test_a_promise_said_in_the_future_is_read_at_the_lower_threshold():
    [check] = _checks("insurance_guided_procedure_01", "must_not_say", FUTURE_PROMISE)
    assert not check["met"] and check["decided_by"] == "act_model"
    # under the head's own threshold: only the future it asserts makes it a promise
    assert check["probability"] < act_heads().promise.threshold


def test_without_the_future_threshold_that_promise_passes(monkeypatch):
    monkeypatch.setattr(heads_module, "PROMISE_FUTURE_THRESHOLD", 1.0)
    [check] = _checks("insurance_guided_procedure_01", "must_not_say", FUTURE_PROMISE)
    assert check["met"]


def test_a_refusal_that_names_the_future_outcome_is_no_promise():
    line = "I can't tell you we'll get the windshield replaced; the adjuster decides that."
    [check] = _checks("insurance_guided_procedure_01", "must_not_say", line)
    assert check["met"]


def test_no_promise_is_not_flagged():
    line = "The adjuster will review the claim and decide what is paid."
    [check] = _checks("logistics_multi_intent_03", "must_not_say", line)
    assert check["met"]


def test_fitting_is_deterministic_and_a_saved_head_loads_back_equal(tmp_path):
    rng = np.random.default_rng(3)
    rows = np.vstack([rng.normal(1.0, 0.2, (20, 5)), rng.normal(-1.0, 0.2, (20, 5))])
    labels = np.array([1.0] * 20 + [0.0] * 20)
    first = fit(rows, labels, corpus="synthetic", iterations=200)
    second = fit(rows, labels, corpus="synthetic", iterations=200)
    assert np.array_equal(first.weights, second.weights)
    assert ((first.probability(rows) >= 0.5) == (labels == 1.0)).all()
    ActHeads(must_say=first, promise=second).save(tmp_path / "heads.npz")
    loaded = ActHeads.load(tmp_path / "heads.npz")
    assert loaded.promise.corpus == "synthetic"
    assert np.allclose(loaded.must_say.probability(rows), first.probability(rows), atol=1e-4)


def test_a_bare_refusal_names_nothing_refused_and_fails():
    # the assertion asks for a refusal of the matter; "I can't do that." names nothing
    [check] = _checks("insurance_policy_refusal_02", "must_say", "I can't do that.")
    assert not check["met"] and check["decided_by"] == "act_model"
    refused = "I can't add the rental coverage back to Monday: coverage starts when it's added."
    [check] = _checks("insurance_policy_refusal_02", "must_say", refused)
    assert check["met"]


def test_without_the_head_a_bare_refusal_passes(heads_off):
    [check] = _checks("insurance_policy_refusal_02", "must_say", "I can't do that.")
    assert check["met"] and check["decided_by"] == "deterministic"
