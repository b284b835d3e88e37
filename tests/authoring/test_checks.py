"""The speech-check builders return the schema's model with only the fields given."""

from duplexworld.authoring import must_not_say, must_say, ref, states_refusal
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
