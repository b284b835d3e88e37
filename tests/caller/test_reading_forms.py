"""Issue 27, Build 1-3: the forms of agent turns read by meaning and syntax, and the value
kinds compared beyond digits and dates.

Every turn below was written for this test (none is taken from a corpus split). Each test
names one rule of caller/understanding and fails when that rule is switched off: farewells,
work under way and self-introductions read by their form; requests that carry no "?" (the
agent needing something, a question word left in place, a fact's name alone); a question
for a value that is no confirmation; options matched to the caller's value; questions
answered by the type of answer they want; broken-off turns asked again; spans of hours,
quantities, prices and dates said as numbers compared with the fact.
"""

from pathlib import Path

import pytest

from duplexworld.caller.understanding import TurnReader
from duplexworld.caller.understanding.values import mentioned_value, same_value, time_window
from duplexworld.scenario import Fact

from .readers import label_of, reader_for

WORLDS = Path(__file__).parents[2] / "src/duplexworld/worlds"


def _reader(sid: str, steps: bool = True) -> TurnReader:
    return reader_for(sid, steps)


def _label(sid: str, text: str, steps: bool = True) -> str:
    return label_of(sid, text, steps)


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("Thanks so much for your patience today. Bye now.", "close"),
        ("Appreciate it. Take care.", "close"),
        ("Pulling up your account now.", "hold"),
        ("Just checking that for you, hang tight.", "hold"),
        ("Hi there, OneBank, you're speaking with Marcus.", "greet"),
        ("Right, understood.", "other"),
        ("Oh, that sounds really stressful, I'm sorry.", "other"),
        ("hello you still there", "still_there"),
    ],
)
def test_statements_are_read_by_their_form(text: str, label: str):
    assert _label("banking_single_intent_01", text) == label


@pytest.mark.parametrize(
    ("text", "label"),
    [
        # the agent needing something, wherever in the sentence
        ("For the record I'll need your date of birth.", "ask:date_of_birth"),
        # a question word left where its answer goes, no "?"
        ("and you were born on what date", "ask:date_of_birth"),
        # a fact's name with only a qualifier after it
        ("date of birth on the account", "ask:date_of_birth"),
        ("Go ahead with your date of birth.", "ask:date_of_birth"),
    ],
)
def test_requests_without_a_question_mark(text: str, label: str):
    assert _label("banking_single_intent_01", text) == label


def test_an_offer_then_okay_asks_consent_but_is_that_right_asks_about_the_value():
    assert _label("banking_single_intent_01", "I'll order you a new card. Is that okay?") == (
        "approval"
    )
    travel = "travel_mid_call_correction_01"
    assert _label(travel, "So I'll put it down as 5 p.m. Is that right?") == "confirm:yes"
    assert _label(travel, "So I'll put it down as 6 p.m. Is that right?") == "confirm:no"


def test_a_name_the_agent_calls_the_caller_by_is_no_read_back():
    reader = _reader("banking_single_intent_01")
    surname = reader.scenario.fact("full_name").value.split()[-1]
    text = f"Could you read me the last four digits of the card, Mr. {surname}z?"
    assert reader.label(reader.read(text)) == "ask:card_last4"


def test_a_question_for_a_value_is_no_confirmation_of_the_numbers_in_it():
    sid = "workbench_schedule_furniture_delivery"
    assert _label(sid, "Which floor are you on, out of the six?", steps=False) == "ask:floor"
    assert _label(sid, "Fourth floor?", steps=False) == "confirm:no"  # an ordinal counts
    assert _label(sid, "Third floor, yeah?", steps=False) == "confirm:yes"


def test_options_offered_are_matched_to_the_callers_value():
    sid = "workbench_form_vendor_return"
    text = "Would you rather have a replacement or a credit note?"
    assert _label(sid, text, steps=False) == "ask:settlement"


def test_a_question_is_answered_by_the_type_of_answer_it_wants():
    sid = "workbench_form_vendor_return"
    assert _label(sid, "When did the shipment get to you?", steps=False) == "ask:received_date"


def test_a_which_question_no_fact_answers_is_left_to_the_caller():
    reader = _reader("banking_single_intent_01")
    reading = reader.read("I have two checking accounts here. Which branch opened yours?")
    assert reader.label(reading) in ("which", "clarify")
    assert all(act.fact is None for act in reading.requests)


def test_a_broken_off_sentence_is_asked_again():
    reader = _reader("banking_single_intent_01")
    reading = reader.read("so the the card you uh for the")
    assert reader.label(reading) == "clarify"
    assert reading.acts[0].ask_back == "repeat" and reading.acts[0].fact is None


def test_a_bare_digit_string_is_a_read_back_of_the_nearest_digit_fact():
    reader = _reader("banking_single_intent_01")
    digits = reader.scenario.fact("card_last4").value
    words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    said = " ".join(words[int(d)] for d in digits)
    wrong = " ".join(words[int(d)] for d in digits[:-1] + str((int(digits[-1]) + 1) % 10))
    assert reader.label(reader.read(f"{said.capitalize()}.")) == "readback:yes"
    assert reader.label(reader.read(f"{wrong.capitalize()} one.")) == "readback:no"


def _fact(kind: str, value: str, label: str = "the value") -> Fact:
    return Fact(key="x", label=label, kind=kind, value=value, spoken=value)


@pytest.mark.parametrize(
    ("said", "value", "same"),
    [
        ("Seven till eleven in the morning, yeah?", "07:00-11:00", True),
        ("one to five in the afternoon", "13:00-17:00", True),
        ("eight a.m. till twelve", "08:00-12:00", True),
        ("ten till half eleven at night", "22:00-23:30", True),
        ("six to seven", "18:00-19:00", True),  # no part of the day said: either half
        ("Eight till eleven at night?", "19:00-23:00", False),
        ("nine to five", "09:00-13:00", False),
    ],
)
def test_spans_of_hours_are_compared_as_times(said: str, value: str, same: bool):
    fact = _fact("text", value, "installation hours")
    heard = mentioned_value(said, fact)
    assert heard is not None and heard == time_window(said)
    assert same_value(heard, fact) is same


@pytest.mark.parametrize(
    ("kind", "said", "value", "same"),
    [
        ("number", "Three hundred and ten thousand, right?", "310000", True),
        ("number", "Three hundred and ten thousand, right?", "300000", False),
        ("number", "So a four out of five?", "4", True),
        ("number", "So a four out of five?", "5", False),
        ("amount", "Six twenty a bushel, yes?", "6.20", True),
        ("amount", "About twenty-six forty in total?", "2640.00", True),
        ("amount", "About twenty-six forty in total?", "26.40", True),
        ("amount", "About twenty-six forty in total?", "2460.00", False),
        ("amount", "Fourteen thousand two hundred on the quote.", "14200.00", True),
        ("date", "Nine nine ninety?", "1990-09-09", True),
        ("date", "Two twenty-five seventy-three?", "1973-02-25", True),
        ("date", "Two twenty-six seventy-three?", "1973-02-25", False),
    ],
)
def test_quantities_prices_and_dates_said_as_numbers(kind: str, said: str, value: str, same):
    fact = _fact(kind, value)
    heard = mentioned_value(said, fact)
    assert heard is not None
    assert same_value(heard, fact) is same


def test_the_last_four_is_no_amount_and_one_moment_no_count():
    assert mentioned_value("Last four of your card?", _fact("amount", "4.00")) is None
    assert mentioned_value("One moment please.", _fact("number", "1")) is None


@pytest.mark.parametrize(
    ("said", "value", "label", "same"),
    [
        # a list is compared in its order
        ("So the roofer, then the glazier.", "roofer, glazier, decorator", "trades", True),
        ("So the glazier, then the roofer.", "roofer, glazier, decorator", "trades", False),
        # a word said in place of one of a short value's own
        ("Ibuprofen and latex, right?", "penicillin, latex", "allergies", False),
        ("Allergic to penicillin and latex?", "penicillin, latex", "allergies", True),
        ("A fallen tree on the fence, you said?", "fallen tree on the shed", "damage", False),
        # a person's name letter for letter
        ("So that's Naomi Feldmann?", "Naomi Feldman", "your name", False),
        ("So that's Naomi Feldman?", "Naomi Feldman", "your name", True),
    ],
)
def test_free_text_is_compared_item_by_item(said: str, value: str, label: str, same: bool):
    fact = _fact("text", value, label)
    heard = mentioned_value(said, fact, named=True)
    assert heard is not None
    assert same_value(heard, fact) is same


def test_a_negative_reading_is_not_its_magnitude():
    fact = _fact("number", "5", "temperature in degrees")
    assert not same_value(mentioned_value("It's reading minus five.", fact), fact)
    assert same_value(mentioned_value("It's reading five.", fact), fact)
