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
