"""The speech-check builders return the schema's model with only the fields given."""

from duplexworld.authoring import (
    lookup_policy,
    must_not_say,
    must_say,
    number_steps,
    ref,
    states_refusal,
)
from duplexworld.scenario.schema import SpeechCheck


def test_states_refusal_is_the_refusal_phrase_class_check() -> None:
    check = states_refusal()
    assert check == SpeechCheck(rule="must_say", phrase_class="refusal", note="states the refusal")
    assert check.model_dump(exclude_unset=True) == {
        "rule": "must_say",
        "phrase_class": "refusal",
        "note": "states the refusal",
    }


def test_must_not_say_keeps_phrases_in_order_and_sets_only_what_is_given() -> None:
    check = must_not_say("b", "a", before="tool:verify_identity", note="n")
    assert check.phrases == ("b", "a")
    assert set(check.model_dump(exclude_unset=True)) == {"rule", "phrases", "before", "note"}


def test_must_say_a_value() -> None:
    check = must_say(value=ref("claim"), note="gives it")
    assert check.value == ref("claim") and check.phrases == ()


def test_lookup_policy_is_scored_by_the_clauses_it_reaches_not_its_wording() -> None:
    (step,) = number_steps([lookup_policy("cash split", "CASH-1", "CASH-2", info="why")])
    assert step.name == "lookup_policy" and step.arguments == {"query": "cash split"}
    assert step.critical == () and step.clauses == ("CASH-1", "CASH-2") and step.info == "why"
