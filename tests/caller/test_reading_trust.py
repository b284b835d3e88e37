"""Issue 27, trust pass: readings that committed the caller to a wrong answer, made right or
asked back.

Every turn below was written for this test (none is taken from a corpus split). Each test
names one rule of caller/understanding and fails when that rule is switched off.
"""

from dataclasses import replace
from pathlib import Path

import pytest

from duplexworld.caller.understanding import TurnReader, classifier
from duplexworld.caller.understanding.values import mentioned_value, same_text, same_value
from duplexworld.scenario import Fact

from .readers import label_of, reader_for

WORLDS = Path(__file__).parents[2] / "src/duplexworld/worlds"


def _reader(sid: str) -> TurnReader:
    return reader_for(sid)


def _label(sid: str, text: str) -> str:
    return label_of(sid, text)


def _fact(kind: str, value: str, label: str) -> Fact:
    return Fact(key="f", kind=kind, label=label, value=value, spoken=value)


@pytest.mark.parametrize(
    ("said", "value"),
    [
        ("No garden shed on the property, right?", "no"),
        ("You'd want a garden shed included, correct?", "yes"),
        ("So you want the shed, yes?", "yes"),  # "want" negates nothing
        ("And you dont need a shed, correct?", "no"),
    ],
)
def test_a_yes_no_fact_is_read_by_polarity_whatever_its_label(said: str, value: str):
    # the label does not start with "whether": the value yes/no says what kind of fact it is
    fact = _fact("text", "no", "garden shed")
    assert mentioned_value(said, fact, named=True) == value


def test_a_word_ending_in_nt_is_no_negation():
    fact = _fact("text", "yes", "whether the tenant pays the rent")
    assert mentioned_value("So the tenant pays the rent, right?", fact) == "yes"


def test_a_word_already_said_is_not_misheard_for_another():
    # "coffee" beside "cafe" is near "cafe" letter by letter, but "cafe" is said: "coffee"
    # is a word in place of "cup", another value
    assert not same_text("harbor coffee cafe", "Harbor Cup Cafe", "shop name")
    assert same_text("harbor cup cafe", "Harbor Cup Cafe", "shop name")


def test_a_persons_name_said_whole_beside_their_role_is_their_name():
    assert same_text("laura finch site foreman", "Laura Finch", "your name")
    assert not same_text("laura fitch site foreman", "Laura Finch", "your name")


def test_a_word_of_a_list_said_negated_is_no_part_of_it():
    fact = _fact("text", "hiking, kayaking", "activities")
    said = mentioned_value("So hiking, no kayaking, right?", fact, named=True)
    assert said is not None and not same_value(said, fact)
    said = mentioned_value("So hiking and kayaking, right?", fact, named=True)
    assert said is not None and same_value(said, fact)


def test_a_span_of_hours_read_back_in_any_sentence_is_compared():
    reader = _reader("workbench_coordinate_concrete_pour")  # pump window 06:30-07:30
    assert reader.label(reader.read("Okay, six thirty to seven thirty for the pump.")) == (
        "readback:yes"
    )
    assert reader.label(reader.read("Okay, seven thirty to eight thirty for the pump.")) == (
        "readback:no"
    )


def test_a_yes_no_value_acknowledged_is_a_read_back():
    # alcohol served: no
    assert _label("workbench_consult_cafe_insurance", "Okay, no alcohol on the menu.") == (
        "readback:yes"
    )


def test_okay_with_you_if_i_asks_approval():
    assert _label("banking_multi_intent_03", "Okay with you if I unblock the card now?") == (
        "approval"
    )


def test_an_offer_with_its_consent_question_asks_approval():
    # the preferred time of the inspection is the caller's fact: the offer is no ask for it
    text = "I'd like to book the adjuster's inspection for you, is that alright?"
    assert _label("insurance_multi_intent_01", text) == "approval"


@pytest.mark.parametrize(
    "text", ["please approve the commit so I can file it", "all set, you approve the commit yes"]
)
def test_the_approval_words_asked_for_ask_approval(text: str):
    assert classifier.is_question(text) is True
    assert _label("workbench_consult_rooftop_solar", text) == "approval"


def test_a_tag_checking_what_the_caller_wants_is_no_offer():
    # the advice is to go by email: "by post" is a value the caller cannot compare, and the
    # agent offers nothing, so the caller asks again rather than consent
    text = "so you want a paper copy by post, right?"
    assert _label("workbench_advise_travel_cover", text) == "clarify"


def test_a_hold_for_a_few_seconds_is_a_hold():
    assert (
        _label(
            "banking_record_disambiguation_02",
            "Give me a few seconds, I'm just opening the savings.",
        )
        == "hold"
    )


def test_an_approval_the_head_hardly_backs_is_asked_back():
    # the gate re-chosen by cross-validation after the refit: an offer the head gives under
    # a tenth of its weight is not consented to on a guess
    act = classifier.Act(
        "approval",
        True,
        text="Fancy the loyalty upgrade while we're on?",
        support=0.04,
        head_kind="other",
        head_lead=0.3,
    )
    held = classifier.abstained(act, {})
    assert held.intent == "clarify" and held.guess == "approval"
    backed = classifier.abstained(replace(act, support=0.6), {})
    assert backed.intent == "approval"
