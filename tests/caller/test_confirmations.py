"""Issue 27: read-backs and confirmations judged right, as read and as heard.

Every turn below was written for this test (none is taken from a corpus split). Each test
names one rule of caller/understanding and fails when that rule is switched off: times
compared by meaning in the forms people say them, a day said by its ordinal alone, a value a
misparse explains asked back by its kind, and what the caller's recogniser does to a
read-back (a "?" dropped, a tag or a year cut off by a pause, a digit string written as a
number in words or with a capitalised first digit, an amount without its currency).
"""

from pathlib import Path

import pytest

from duplexworld.caller.phrases import ASK_BACK
from duplexworld.caller.understanding import TurnReader
from duplexworld.caller.understanding.values import said_time, same_value

from .readers import label_of, reader_for

WORLDS = Path(__file__).parents[2] / "src/duplexworld/worlds"


def _reader(sid: str) -> TurnReader:
    return reader_for(sid, steps=True)


def _label(sid: str, text: str) -> str:
    return label_of(sid, text, steps=True)


@pytest.mark.parametrize(
    ("said", "time"),
    [
        ("sixteen hundred", "16:00"),
        ("oh nine hundred hours", "09:00"),
        ("1430 hours", "14:30"),
        ("half past two in the afternoon", "14:30"),
        ("a quarter to five p.m.", "16:45"),
        ("twenty past ten tonight", "22:20"),
        ("two forty pm", "14:40"),
        ("quarter past four", "~04:15"),
        ("at four, right?", "~04:00"),
        ("four o'clock", "~04:00"),
    ],
)
def test_a_time_is_read_by_its_meaning(said: str, time: str):
    assert said_time(said) == time


@pytest.mark.parametrize("said", ["four boxes", "two forty, right?", "nine hundred", "So 4?"])
def test_a_number_with_nothing_saying_it_is_a_time_is_none(said: str):
    assert said_time(said) is None


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("So the new check-in time is sixteen hundred, right?", "confirm:yes"),
        ("Four in the afternoon for check-in, is that right?", "confirm:yes"),
        ("Four o'clock check-in, correct?", "confirm:yes"),
        # said the old way, these two read as 16:00 and were confirmed
        ("Half past four in the afternoon for check-in, right?", "confirm:no"),
        ("A quarter to four in the afternoon for check-in, right?", "confirm:no"),
        ("Check-in at quarter past four, correct?", "confirm:no"),
    ],
)
def test_a_time_read_back_is_compared_by_its_meaning(text: str, label: str):
    assert _label("travel_single_intent_01", text) == label


def test_a_vague_time_matches_either_half_of_the_clock_only():
    reader = _reader("travel_single_intent_01")
    fact = reader.facts["checkin_time"]  # 16:00
    assert same_value("~04:00", fact) and not same_value("~05:00", fact)
    assert not same_value("04:00", fact)  # "four a.m." is said: another time


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("And you fly back on the twenty-fourth, right?", "confirm:yes"),
        ("You head out on the 10th, correct?", "confirm:yes"),
        ("So you left on the eleventh, right?", "confirm:no"),
    ],
)
def test_a_day_said_by_its_ordinal_alone_is_compared(text: str, label: str):
    assert _label("banking_narrative_intake_01", text) == label


def test_a_value_a_misparse_explains_is_asked_back_by_its_kind():
    reader = _reader("banking_narrative_intake_01")  # a hotel charge of 312.75
    act = reader.read("Three hundred twelve seventy-five for the hotel, right?").acts[0]
    assert (act.intent, act.ask_back) == ("clarify", "amount")
    assert ASK_BACK["amount"][0] == "Sorry, what amount was that?"


@pytest.mark.parametrize(
    ("sid", "heard", "label"),
    [
        # a digit string written with a capitalised first digit was read as the caller's
        # name ("Three,") and the rest as a date
        ("banking_multi_intent_01", "Three, one, five, eight, right.", "confirm:yes"),
        # digits said in pairs, written as a number in words
        (
            "banking_mid_call_correction_02",
            "nine thousand five hundred eighty six okay",
            "readback:yes",
        ),
        # the tag after a pause, its comma and "?" lost
        ("banking_identity_verification_01", "60614. Right.", "confirm:yes"),
        ("banking_identity_verification_01", "60641. Right.", "confirm:no"),
        # a checking lead-in asks, whatever the recogniser's punctuation
        (
            "banking_identity_verification_01",
            "Just a quick check, that's March 14th, 1979.",
            "confirm:yes",
        ),
        ("banking_identity_verification_01", "just to confirm is that emily carter", "confirm:yes"),
        ("banking_identity_verification_01", "just to confirm is that emily carver", "confirm:no"),
        # a year cut off its date by a pause, half in digits
        ("banking_identity_verification_01", "March 14th. 19 hundred seventy eight", "readback:no"),
        # "say that once more" asks a repeat, not a hold
        (
            "banking_identity_verification_01",
            "Sorry, the line dropped. Say that once more.",
            "repeat",
        ),
        # whisper's letter for a leading "eight"
        ("banking_narrative_intake_02", "A830.", "readback:yes"),
        # "What was that?" alone asks a repeat
        ("banking_narrative_intake_02", "Sorry, the line's bad. What was that?", "repeat"),
        # a day of the year by its name ("St." for "Saint", as whisper writes it)
        ("banking_narrative_intake_01", "Valentine's Day, 1984, right?", "confirm:yes"),
        ("banking_narrative_intake_01", "St. Patrick's Day, 1984, right?", "confirm:no"),
    ],
)
def test_what_the_recogniser_does_to_a_read_back_is_read_through(sid: str, heard: str, label: str):
    assert _label(sid, heard) == label


def test_an_amount_written_without_its_currency_is_compared():
    reader = _reader("banking_narrative_intake_02")  # a transfer of 1,200.00
    assert reader.label(reader.read("So the transfer is 1200.00, right?")) == "confirm:yes"
    assert reader.label(reader.read("So the transfer is 1300.00, right?")) == "confirm:no"


def test_a_pair_of_numbers_that_is_exactly_the_callers_amount_is_read_as_it():
    # a charge of 15.99 and a card ending 6021: "fifteen ninety-nine" was read as the card's
    # last four, wrong, and corrected
    reader = _reader("banking_guided_procedure_03")
    reading = reader.read("Fifteen ninety-nine on June fifth.")
    assert reader.label(reading) == "readback:yes"
    assert reading.acts[0].fact == "charge_amount"


@pytest.mark.parametrize(
    ("sid", "text", "label"),
    [
        # a day a limit is set by is no read-back of a date
        (
            "banking_narrative_intake_01",
            "I can't move the hold before the twenty-fourth, I'm afraid.",
            "refuse",
        ),
        # a title and a surname in lower case address the caller; they read back no name
        (
            "banking_identity_verification_01",
            "and your postcode please missus carter",
            "ask:postcode",
        ),
    ],
)
def test_a_day_or_a_name_that_reads_nothing_back_is_no_read_back(sid: str, text: str, label: str):
    assert _label(sid, text) == label
