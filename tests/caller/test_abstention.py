"""Calibrated abstention (issue 27): a reading the caller is unsure of is asked back, never
committed to; a value a misparse explains is asked again; forms a recogniser or a call
centre uses (a tag without its comma, "Kim here") are read as a person reads them."""

import numpy as np
import pytest

from duplexworld.caller.understanding import TurnReader, classifier, encoder
from duplexworld.caller.understanding.classifier import CUES
from duplexworld.caller.understanding.intent_head import INTENTS, IntentHead
from duplexworld.worlds import builtin_scenarios


def _scenario(sid: str):
    return next(s for s in builtin_scenarios(sid.split("_")[0]) if s.id == sid)


def _leaning(**probabilities: float) -> IntentHead:
    """A head that gives these probabilities whatever it reads (the rest share nothing)."""
    bias = np.full(len(INTENTS), -30.0)
    for kind, p in probabilities.items():
        bias[INTENTS.index(kind)] = np.log(p)
    return IntentHead(INTENTS, np.zeros((384 + len(CUES), len(INTENTS))), bias, "test", 0)


def test_an_ask_the_head_barely_supports_gives_way_to_its_own_uncommitted_reading(monkeypatch):
    # the line asks in its label's words, which is spared the veto; here the veto alone
    monkeypatch.setattr(classifier, "EXEMPLAR_SURE", 1.01)
    scenario = _scenario("banking_single_intent_01")
    head = _leaning(ask=0.1, repeat=0.9)
    line = "When were you born?"
    reader = TurnReader(scenario, encoder(), head=head)
    # the exemplars still make it an ask, but the head gives "ask" less than the floor
    monkeypatch.setattr(classifier, "ABSTAIN_FLOORS", {"ask": 0.2})  # asks are ungated
    gated = reader.label(reader.read(line))
    assert gated == "repeat"
    monkeypatch.setattr(classifier, "ABSTAIN_FLOORS", {})  # the gate off: the guess commits
    assert reader.label(reader.read(line)) == "ask:date_of_birth"


def test_without_an_uncommitted_reading_the_caller_asks_what_is_needed(monkeypatch):
    monkeypatch.setattr(classifier, "EXEMPLAR_SURE", 1.01)
    monkeypatch.setattr(classifier, "ABSTAIN_FLOORS", {"ask": 0.2})
    scenario = _scenario("banking_single_intent_01")
    reader = TurnReader(scenario, encoder(), head=_leaning(ask=0.1, inform=0.9))
    act = reader.read("When were you born?").acts[0]
    assert (act.intent, act.ask_back) == ("clarify", "what")
    assert act.margin == pytest.approx(0.1)  # the trace records how little supported it


def test_an_ask_in_its_label_words_is_never_vetoed(monkeypatch):
    monkeypatch.setattr(classifier, "ABSTAIN_FLOORS", {"ask": 0.2})
    reader = TurnReader(
        _scenario("banking_single_intent_01"), encoder(), head=_leaning(ask=0.1, repeat=0.9)
    )
    assert reader.label(reader.read("What's your date of birth?")) == "ask:date_of_birth"


def test_a_well_supported_ask_is_answered():
    reader = TurnReader(
        _scenario("banking_single_intent_01"), encoder(), head=_leaning(ask=0.9, repeat=0.1)
    )
    assert reader.label(reader.read("What's your date of birth?")) == "ask:date_of_birth"


@pytest.mark.parametrize(
    ("sid", "key", "heard", "dubious"),
    [
        # 312.75 read as 312: the cents went unheard, so "no, it's 312.75" could be wrong
        ("banking_narrative_intake_01", "hotel_amount", "312.00", True),
        ("banking_narrative_intake_01", "hotel_amount", "321.75", False),
        # two numbers run together ("sixteen cartons, eleven twenty")
        ("logistics_narrative_intake_01", "damaged_pieces", "161120", True),
        ("logistics_narrative_intake_01", "damaged_pieces", "18", False),
        # a digit string of any length is judged: a wrong one is corrected
        ("banking_multi_intent_01", "card_last4", "3185", False),
        ("banking_multi_intent_01", "card_last4", "31588", False),
        ("banking_multi_intent_01", "card_last4", "315", False),  # maybe another fact's
        ("banking_multi_intent_01", "card_last4", "3158", False),
    ],
)
def test_a_value_a_misparse_explains_is_dubious(sid, key, heard, dubious):
    reader = TurnReader(_scenario(sid), encoder(), head=None)
    assert reader._dubious(reader.facts[key], heard) is dubious


def test_a_confirmation_whose_value_may_be_misparsed_is_asked_again(monkeypatch):
    reader = TurnReader(_scenario("banking_narrative_intake_01"), encoder())
    line = "Three hundred twelve seventy-five for the hotel, right?"
    act = reader.read(line).acts[0]
    assert (act.intent, act.ask_back) == ("clarify", "amount")  # "Sorry, what amount was that?"
    monkeypatch.setattr(TurnReader, "_dubious", lambda self, fact, value: False)
    assert reader.label(reader.read(line)) == "confirm:no"  # unguarded: a wrong correction


def test_a_tag_without_its_comma_asks_for_confirmation():
    reader = TurnReader(_scenario("banking_multi_intent_01"), encoder())
    assert reader.label(reader.read("three one eight five correct")) == "confirm:no"
    assert reader.label(reader.read("three one five eight right")) == "confirm:yes"
    assert classifier.is_question("three one eight five correct") is True
    assert classifier.is_question("okay that's right") is not True
    assert classifier.is_question("okay all right") is not True


@pytest.mark.parametrize(
    "line",
    [
        "Hi, StayNest host support, Kim here.",
        "OneBank, you're through to Aisha.",
        "StayNest, good evening, Priya speaking.",
        "Harbor Mutual claims, Dana speaking, what can I do for you?",
    ],
)
def test_an_opening_that_names_the_agent_is_a_greeting(line):
    reader = TurnReader(_scenario("travel_single_intent_01"), encoder())
    assert reader.label(reader.read(line)) == "greet"


def test_a_goodbye_with_a_name_still_closes():
    reader = TurnReader(_scenario("travel_single_intent_01"), encoder())
    assert reader.label(reader.read("Thanks for calling, this is Kim, take care, bye.")) == "close"


def test_a_correction_of_news_the_head_hardly_takes_for_a_read_back_is_let_pass():
    # the sentence states a value that is not the caller's: by form a read-back to correct
    reader = TurnReader(
        _scenario("banking_multi_intent_01"), encoder(), head=_leaning(readback=0.2, inform=0.8)
    )
    line = "The card on file ends in three one eight five."
    act = reader.read(line).acts[0]
    assert (act.intent, act.value, act.guess) == ("readback", None, "readback:card_last4")
    assert act.support == pytest.approx(0.2)
    assert reader.label(reader.read(line)) == "readback"  # no "No, it's ..." to news
    reader = TurnReader(
        _scenario("banking_multi_intent_01"), encoder(), head=_leaning(readback=0.7, inform=0.3)
    )
    assert reader.label(reader.read(line)) == "readback:no"  # a read-back the head backs


def test_a_correction_is_made_without_the_gate(monkeypatch):
    monkeypatch.setattr(classifier, "ABSTAIN_RULES", {})
    reader = TurnReader(
        _scenario("banking_multi_intent_01"), encoder(), head=_leaning(readback=0.2, inform=0.8)
    )
    assert reader.label(reader.read("The card on file ends in three one eight five.")) == (
        "readback:no"
    )


def test_a_confirmation_the_head_is_torn_on_asks_the_value_again(monkeypatch):
    line = "Was that three one eight five?"
    torn = _leaning(confirm=0.45, still_there=0.4, inform=0.15)
    reader = TurnReader(_scenario("banking_multi_intent_01"), encoder(), head=torn)
    act = reader.read(line).acts[0]
    assert (act.intent, act.ask_back, act.guess) == ("clarify", "digits", "confirm:card_last4")
    assert act.head_lead == pytest.approx(0.05)
    record = act.record()  # the trace keeps the reading held back and why
    assert (record.guess, record.ask_back, record.head_kind) == (
        "confirm:card_last4",
        "digits",
        "confirm",
    )
    sure = _leaning(confirm=0.9, inform=0.1)
    reader = TurnReader(_scenario("banking_multi_intent_01"), encoder(), head=sure)
    assert reader.label(reader.read(line)) == "confirm:no"
    monkeypatch.setattr(classifier, "ABSTAIN_RULES", {})  # the gate off: a blind correction
    reader = TurnReader(_scenario("banking_multi_intent_01"), encoder(), head=torn)
    assert reader.label(reader.read(line)) == "confirm:no"


def test_every_reading_records_its_confidence():
    reader = TurnReader(_scenario("banking_single_intent_01"), encoder())
    act = reader.read("What's your date of birth?").acts[0]
    record = act.record()
    assert record.support is not None and record.support > 0.5
    assert record.head_kind == "ask" and record.guess is None
    assert record.fact_lead is not None and record.fact_lead > 0


@pytest.mark.parametrize(
    ("line", "label"),
    [
        ("Sorry, what was the number again?", "repeat"),
        ("Sorry, could you spell that surname again? I didn't catch it.", "repeat"),
        ("sorry whats your member number again", "ask:member_number"),  # asks for the fact
    ],
)
def test_asking_again_for_what_the_caller_just_said_is_a_repeat(line, label):
    reader = TurnReader(_scenario("healthcare_single_intent_01"), encoder())
    assert reader.label(reader.read(line)) == label


@pytest.mark.parametrize(
    "line", ["Did I catch that date properly?", "I've jotted those down, did I get them all?"]
)
def test_the_agent_checking_its_own_notes_asks_for_confirmation(line):
    reader = TurnReader(_scenario("banking_single_intent_01"), encoder())
    assert reader.label(reader.read(line)) == "confirm"


def test_a_bare_alright_after_an_offer_asks_consent():
    reader = TurnReader(_scenario("travel_record_disambiguation_03"), encoder())
    line = "I'll remove Karen Walsh and keep Kevin. Alright?"
    assert reader.label(reader.read(line)) == "approval"


@pytest.mark.parametrize(
    ("sid", "line", "label"),
    [
        # options that are records, not the caller's value: which one, not its last four
        (
            "banking_narrative_intake_03",
            "Which card was the electronics charge on, the debit or the credit card?",
            "which",
        ),
        # a fact that is itself a choice is answered by picking
        (
            "insurance_record_disambiguation_03",
            "Which vehicle was it, the Ford or the Buick?",
            "ask:which_car",
        ),
    ],
)
def test_a_which_question_listing_other_options_asks_which_record(sid, line, label):
    reader = TurnReader(_scenario(sid), encoder())
    assert reader.label(reader.read(line)) == label


def test_okay_to_and_an_act_asks_consent_whatever_fact_it_mentions():
    line = "Okay to send the replacement card to the new address?"
    # a head that reads it as a question for a fact: the offer's form decides
    reader = TurnReader(
        _scenario("banking_guided_procedure_02"), encoder(), head=_leaning(ask=0.6, approval=0.4)
    )
    assert reader.label(reader.read(line)) == "approval"


@pytest.mark.parametrize(
    "line",
    [
        "Can you read me the number once more?",
        "Could you repeat the member number?",
        "What was the number again?",
    ],
)
def test_asking_to_say_it_again_is_a_repeat_without_an_apology(line):
    reader = TurnReader(_scenario("healthcare_single_intent_01"), encoder(), head=None)
    assert reader.label(reader.read(line)) == "repeat"
