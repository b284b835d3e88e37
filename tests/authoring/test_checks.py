"""The speech-check builders return the schema's model with only the fields given."""

from duplexworld.authoring import (
    Verification,
    act,
    asks_none,
    discloses_none,
    from_result,
    lookup_policy,
    must_not_say,
    must_say,
    number_steps,
    promises_none,
    ref,
    states_refusal,
)
from duplexworld.scenario.schema import SpeechCheck


def test_states_refusal_is_the_refusal_phrase_class_check() -> None:
    check = states_refusal()
    assert check == SpeechCheck(
        rule="must_say", act="refuse", phrase_class="refusal", note="states the refusal"
    )
    assert check.model_dump(exclude_unset=True) == {
        "rule": "must_say",
        "act": "refuse",
        "phrase_class": "refusal",
        "note": "states the refusal",
    }


def test_act_builders_set_the_act() -> None:
    promise = promises_none(phrase_class="payment_promise", note="n")
    assert (promise.rule, promise.act, promise.phrase_class) == (
        "must_not_say",
        "promise",
        "payment_promise",
    )
    disclose = discloses_none("fraud", before="tool:verify_identity", note="n")
    assert (disclose.act, disclose.before, disclose.phrases) == (
        "disclose",
        "tool:verify_identity",
        ("fraud",),
    )
    assert asks_none("the code", note="n").act == "ask"


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


def test_a_verification_step_takes_the_facts_named_like_its_arguments() -> None:
    check = Verification("verify_member", ("member_number", "date_of_birth"), r"M-\d{4}")
    first, after = number_steps(
        [check.step("identity first"), act("list_claims", member_id=check.caller())]
    )
    assert list(first.arguments) == ["member_number", "date_of_birth"]
    assert first.arguments["date_of_birth"] == ref("date_of_birth")
    assert first.info == "identity first"
    assert after.arguments["member_id"].result == 0


def test_a_verification_step_puts_read_off_ids_before_the_facts() -> None:
    check = Verification("verify", ("card_last4",), r"U-\d+", info="default note")
    _, step = number_steps(
        [act("find"), check.step(account_id=from_result("find", r"U-\d+", pick="try_each"))]
    )
    assert list(step.arguments) == ["account_id", "card_last4"]
    assert step.arguments["account_id"].pick == "try_each" and step.info == "default note"
