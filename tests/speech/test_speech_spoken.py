"""Spoken-form rendering and parsing, including whisper-style transcripts."""

from __future__ import annotations

import pytest

from duplexworld.speech.spoken import (
    normalise_spoken,
    parse_amount,
    parse_date,
    parse_digits,
    parse_name,
    parse_postcode,
    speak_amount,
    speak_date,
    speak_digits,
    speak_number,
    speak_year,
)


@pytest.mark.parametrize(
    ("value", "spoken"),
    [
        ("4471", "four four seven one"),
        ("0712", "zero seven one two"),
        ("44-71", "four four seven one"),
    ],
)
def test_speak_digits(value: str, spoken: str) -> None:
    assert speak_digits(value) == spoken


def test_speak_digits_rejects_non_digits() -> None:
    with pytest.raises(ValueError):
        speak_digits("44a1")


@pytest.mark.parametrize(
    ("year", "spoken"),
    [
        (1979, "nineteen seventy-nine"),
        (2005, "two thousand five"),
        (2024, "twenty twenty-four"),
        (2000, "two thousand"),
        (2010, "twenty ten"),
        (1905, "nineteen oh five"),
        (1900, "nineteen hundred"),
    ],
)
def test_speak_year(year: int, spoken: str) -> None:
    assert speak_year(year) == spoken


@pytest.mark.parametrize(
    ("iso", "spoken"),
    [
        ("1979-03-14", "March fourteenth, nineteen seventy-nine"),
        ("2005-01-01", "January first, two thousand five"),
        ("2024-12-31", "December thirty-first, twenty twenty-four"),
    ],
)
def test_speak_date(iso: str, spoken: str) -> None:
    assert speak_date(iso) == spoken


@pytest.mark.parametrize(
    ("amount", "spoken"),
    [
        ("42.50", "forty-two dollars and fifty cents"),
        ("1.00", "one dollar"),
        ("0.75", "seventy-five cents"),
        ("1.01", "one dollar and one cent"),
        ("0", "zero dollars"),
        ("1205", "one thousand two hundred five dollars"),
    ],
)
def test_speak_amount(amount: str, spoken: str) -> None:
    assert speak_amount(amount) == spoken


def test_speak_number() -> None:
    assert speak_number(42) == "forty-two"
    assert speak_number("3.5") == "three point five"
    assert speak_number(105) == "one hundred five"


@pytest.mark.parametrize(
    ("text", "length", "expected"),
    [
        ("four four seven one", 4, "4471"),
        ("My count number is 4-4-7-1, date of birth July 9th, 1988.", 4, "4471"),
        ("My count number is 4-4-7-1, date of birth July 9th, 1988.", None, "4471"),
        ("It's 4, 4, 7, 1.", 4, "4471"),
        ("4471.", 4, "4471"),
        ("double four seven one", 4, "4471"),
        ("triple seven two", None, "7772"),
        ("oh seven one two", 4, "0712"),
        ("Oh, it's 4471.", None, "4471"),
        ("four four, uh, seven one", 4, "4471"),
        ("4471, 4471", 4, "4471"),
        ("forty four seventy one", 4, "4471"),
        ("the last four are 4471", 4, "4471"),
        ("it ends in 12 and then 4471", 4, "4471"),
        ("I said 1234, sorry, 4471", 4, "4471"),
        (
            "my card ends in four four seven one and I was born on March fourteenth, "
            "nineteen seventy-nine",
            4,
            "4471",
        ),
        ("My card ends in 4471 and I was born on March 14th, 1979.", 4, "4471"),
        ("It costs $42.50", None, None),
        ("no digits here", None, None),
        ("4471", 6, None),
        # a recogniser's "for" for "four" counts only inside an expected digit string
        ("It's for 1 5 5 5 5 0 1 8 7", 10, "4155550187"),
        ("That would be for 1-5-5-5-5-0-1-8-7.", 10, "4155550187"),
        ("my code for 4471", 4, "4471"),
        ("for 1 5 5", None, "155"),
        ("booked for tuesday", 1, None),
        ("change it to 447", 4, None),
    ],
)
def test_parse_digits(text: str, length: int | None, expected: str | None) -> None:
    assert parse_digits(text, length) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("March fourteenth, nineteen seventy-nine", "1979-03-14"),
        ("My count number is 4-4-7-1, date of birth July 9th, 1988.", "1988-07-09"),
        ("I was born on March 14th, 1979.", "1979-03-14"),
        ("March 14, 1979", "1979-03-14"),
        ("3/14/1979", "1979-03-14"),
        ("14/3/1979", "1979-03-14"),
        ("3-14-79", "1979-03-14"),
        ("born 1979-03-14", "1979-03-14"),
        ("14 March 1979", "1979-03-14"),
        ("the fourteenth of March, nineteen seventy-nine", "1979-03-14"),
        ("June first two thousand five", "2005-06-01"),
        ("June 1st, two thousand and five", "2005-06-01"),
        ("December 31st, twenty twenty-four", "2024-12-31"),
        ("march twenty first nineteen oh five", "1905-03-21"),
        ("Sept 9 1988", "1988-09-09"),
        ("February 30th, 2001", None),
        ("March 1979", None),
        ("sometime in spring", None),
    ],
)
def test_parse_date(text: str, expected: str | None) -> None:
    assert parse_date(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("$42.50", "42.50"),
        ("It's $42.50.", "42.50"),
        ("42 dollars and 50 cents", "42.50"),
        ("forty-two dollars fifty", "42.50"),
        ("forty-two dollars and fifty cents", "42.50"),
        ("seventy-five cents", "0.75"),
        ("$1,234.5", "1234.50"),
        ("twelve hundred dollars", "1200.00"),
        ("42.50 dollars", "42.50"),
        ("one dollar", "1.00"),
        ("I want to pay $20, no, $42.50", "42.50"),
        # how whisper writes "fifteen dollars and ninety-nine cents"
        ("They took $15 and 99 cents", "15.99"),
        ("$40 and fifty cents", "40.50"),
        ("It was $20, and then $5 more", "5.00"),
        ("four four seven one", None),
    ],
)
def test_parse_amount(text: str, expected: str | None) -> None:
    assert parse_amount(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("My name is John Smith.", "John Smith"),
        ("Hi, this is John Smith calling about my card.", "John Smith"),
        ("It's, uh, my name is Mary O'neil", "Mary O'Neil"),
        ("I'm Jane.", "Jane"),
        ("it's jane doe", "Jane Doe"),
        ("mary-jane watson", "Mary-Jane Watson"),
        ("Yes, John Smith.", "John Smith"),
        ("My name is John Smith and I'm calling about a payment", "John Smith"),
        ("I need to change the address on my account", None),
        ("", None),
    ],
)
def test_parse_name(text: str, expected: str | None) -> None:
    assert parse_name(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("My zip is 90210.", "90210"),
        ("90210-1234", "90210"),
        ("nine oh two one oh", "90210"),
        ("9-0-2-1-0", "90210"),
        ("it's 9 0 2 1 0", "90210"),
        ("I don't know", None),
    ],
)
def test_parse_postcode(text: str, expected: str | None) -> None:
    assert parse_postcode(text) == expected


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("three four five", "345"),
        ("Three, four five!", "3-4-5."),
        ("double four seven one", "4471"),
        ("oh seven", "07"),
        ("July ninth", "July 9th"),
    ],
)
def test_normalise_spoken_equates_spoken_and_written(a: str, b: str) -> None:
    assert normalise_spoken(a) == normalise_spoken(b)


def test_normalise_spoken_form() -> None:
    assert normalise_spoken("My PIN is 4-4-7-1.") == "my pin is four four seven one"


@pytest.mark.parametrize("iso", ["1979-03-14", "2005-06-01", "2024-12-31", "1905-11-02"])
def test_rendered_dates_parse_back(iso: str) -> None:
    assert parse_date(speak_date(iso)) == iso


@pytest.mark.parametrize("amount", ["42.50", "0.75", "1.00", "1205.99"])
def test_rendered_amounts_parse_back(amount: str) -> None:
    assert parse_amount(speak_amount(amount)) == amount


def test_lone_digit_homophone_at_the_end_of_a_turn():
    from duplexworld.speech.spoken import parse_digits

    assert parse_digits("It's lamp too.", length=1) == "2"
    assert parse_digits("I want to go", length=1) is None
    assert parse_digits("It's lamp too.", length=2) is None


def test_digits_written_like_a_date_and_the_last_four_phrase():
    from duplexworld.speech.spoken import parse_digits

    assert parse_digits("My card ends in 4-1-90.", length=4) == "4190"
    assert parse_digits("The last four, nine, one, four, three.", length=4) == "9143"
    assert parse_digits("ends in 4471, born March 14th, 1979", length=4) == "4471"


def test_hyphenated_digit_strings_are_not_lost_as_dates():
    from duplexworld.speech.spoken import parse_digits

    assert parse_digits("My policy number is 5-1-8396.", length=6) == "518396"


def test_spoken_times_read_back_as_the_same_time():
    from duplexworld.speech.spoken import parse_time, speak_time

    assert speak_time("17:00") == "five p m"
    assert speak_time("12:00") == "noon"
    for hhmm in ("17:00", "08:15", "09:30", "21:45", "12:00", "00:00", "11:00"):
        assert parse_time(f"Check-in is from {speak_time(hhmm)}.") == hhmm
    with pytest.raises(ValueError):
        speak_time("25:00")


def test_references_are_spelled_and_read_digit_by_digit():
    from duplexworld.speech.spoken import normalise_spoken, speak_reference

    spoken = speak_reference("DSP-T-8003")
    assert spoken == "D S P dash T dash eight zero zero three"
    assert normalise_spoken(spoken).endswith("eight zero zero three")
    with pytest.raises(ValueError):
        speak_reference("--")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "eighteenth" heard "8th": September 8, 2024 is a Sunday, the 18th the Wednesday said
        ("We'd like it on Wednesday, September 8, 2024.", "2024-09-18"),
        ("Wednesday, September 8, 2024, please.", "2024-09-18"),
        ("on Wednesday the 8th of September 2024", "2024-09-18"),
        # the weekday agrees: kept
        ("Sunday, September 8, 2024", "2024-09-08"),
        # no weekday said: nothing to check against
        ("September 8, 2024", "2024-09-08"),
        # several sound-alike days fit (or none): kept for a read-back to settle
        ("Tuesday, September 8, 2024", "2024-09-08"),
    ],
)
def test_parse_date_with_weekday_check_reads_the_day_the_weekday_fits(
    text: str, expected: str
) -> None:
    assert parse_date(text, weekday_check=True) == expected


def test_parse_date_checks_no_weekday_unless_asked() -> None:
    # a listener checking someone else's read-back must hear a wrong date as wrong
    assert parse_date("Wednesday, September 8, 2024") == "2024-09-08"


@pytest.mark.parametrize(
    ("heard", "amount"),
    [
        # whisper on the phone line writes "forty-nine" as "four nine" after a hundreds count
        ("so the charge was six hundred four nine dollars and ninety nine cents", "649.99"),
        ("one thousand two three dollars", "1023.00"),
        # the well-formed amounts are read as before
        ("six hundred forty nine dollars and ninety nine cents", "649.99"),
        ("six hundred four dollars", "604.00"),
        ("two hundred nine dollars", "209.00"),
    ],
)
def test_a_tens_word_heard_as_its_digit_is_read_as_the_tens(heard: str, amount: str) -> None:
    assert parse_amount(heard) == amount


def test_digits_read_one_by_one_are_no_misheard_tens() -> None:
    # no currency word right after the second digit: not an amount at all
    assert parse_amount("six hundred four nine") is None


def test_bare_amounts_reads_every_way_a_sum_is_said_without_its_currency():
    from duplexworld.speech.spoken import bare_amounts

    assert bare_amounts("twelve hundred") == {"1200.00"}
    assert bare_amounts("five fifty back") == {"5.00", "5.50", "550.00"}
    assert bare_amounts("thirty-nine ninety-nine") >= {"39.99", "3999.00"}
    assert bare_amounts("312.75 and 58") == {"312.75", "58.00"}
    # a number is read from its first word only
    assert "300.00" not in bare_amounts("five thousand three hundred")
    assert bare_amounts("June twentieth") == set()
