"""A read-back's values as the caller's recogniser writes them: a day of a month as a number,
several values in one line."""

from __future__ import annotations

from duplexworld.metrics.speech_checks import _value_heard, check_phrases
from duplexworld.scenario.schema import SpeechCheck
from duplexworld.speech.acts import mentions


def test_a_day_of_a_month_counts_as_whisper_writes_it():
    check = SpeechCheck(rule="must_say", phrases=("July tenth",), note="confirms the day")
    phrases = check_phrases(check)
    assert "July 10" in phrases
    assert mentions("I have the departure date as Wednesday. July 10. Is that right?", phrases)
    # "June 2" would be found in "June 25" (digits compare one by one): no such variant
    early = SpeechCheck(rule="must_say", phrases=("June second",), note="the night")
    assert check_phrases(early) == ["June second"]


def test_each_value_of_a_line_that_states_several_counts():
    line = (
        "So I have the hotel charge as three hundred twelve dollars and seventy-five cents. "
        "I have the taxi fare as fifty-eight dollars. Is that right?"
    )
    assert _value_heard("312.75", "amount", line)
    assert _value_heard("58.00", "amount", line)
    assert not _value_heard("312.00", "amount", line)
    span = "from July tenth, twenty twenty-four to July twenty-fourth, twenty twenty-four"
    assert _value_heard("2024-07-10", "date", span)
    assert _value_heard("2024-07-24", "date", span)


def test_a_name_said_as_its_homophone_meets_a_must_say_but_never_a_must_not_say():
    from duplexworld.metrics.speech_checks import _said
    from duplexworld.scenario.schema import SpeechCheck as Check

    class Line:
        tick = 295
        start_tick = 261
        text = "Dr. Angela Raze, Lincoln Park Clinic, is now your primary care provider."

    say = Check(rule="must_say", phrases=("Angela Reyes",), note="names the new doctor")
    said = _said(None, say, Line())  # type: ignore[arg-type]  # no scenario value is read
    assert said == {"matched": "Angela Reyes", "by": "sound"}
    avoid = Check(rule="must_not_say", phrases=("Angela Reyes",), note="names no doctor")
    assert _said(None, avoid, Line()) is None  # type: ignore[arg-type]


def test_a_sum_read_back_without_its_currency_counts():
    """An agent reads back a sum both sides know as a bare number: "twelve hundred", "five
    fifty" (hundreds in pairs), "three hundred twelve seventy-five" (dollars then cents)."""
    assert _value_heard("1200.00", "amount", "twelve hundred from savings, did I get that right")
    assert _value_heard("550.00", "amount", "you'd get five fifty back, ok to cancel")
    assert _value_heard("5300.00", "amount", "five thousand three hundred total, got it")
    assert _value_heard("312.75", "amount", "Hotel Sol charged three hundred twelve seventy-five")
    assert _value_heard("240.00", "amount", "check four seven six one, two forty, stop it?")
    # a different sum, or a part of the one said, is not the value
    assert not _value_heard("1300.00", "amount", "twelve hundred from savings, right?")
    assert not _value_heard("300.00", "amount", "five thousand three hundred total")
    assert not _value_heard("7.00", "amount", "check four seven six one, right?")


def test_a_day_read_back_in_another_spoken_form_counts():
    """A ``must_say`` day ("January first") stated as "the first of January twenty
    twenty-five", or by weekday and day when no month is named ("Friday the twentieth")."""
    from duplexworld.metrics.speech_checks import _month_day_said

    line = "three five seven nine two four, starting the first of January twenty twenty-five?"
    assert _month_day_said("January first", line)
    assert _month_day_said("September twentieth", "friday the twentieth it is")
    both = "cabinets friday the twentieth countertops tuesday the twenty fourth"
    assert _month_day_said("September twenty-fourth", both)
    assert not _month_day_said("September twentieth", "friday the twenty-first")
    assert not _month_day_said("September twentieth", "October twentieth, a Friday")
    # "may" in lower case is the verb, "May" the month
    assert _month_day_said("September twentieth", "you may come Friday the 20th")
    assert not _month_day_said("September twentieth", "Friday the 20th of May")
    assert not _month_day_said("September twentieth", "the freezer units, right?")


def test_a_day_in_another_form_meets_a_must_say_but_never_a_must_not_say():
    from duplexworld.metrics.speech_checks import _said

    class Line:
        tick = 295
        start_tick = 261
        text = "friday the twentieth it is, and thursday's gone"

    say = SpeechCheck(rule="must_say", phrases=("September twentieth",), note="the new day")
    said = _said(None, say, Line())  # type: ignore[arg-type]  # no scenario value is read
    assert said == {"matched": "September twentieth", "by": "date"}
    avoid = SpeechCheck(rule="must_not_say", phrases=("September twentieth",), note="no day")
    assert _said(None, avoid, Line()) is None  # type: ignore[arg-type]
