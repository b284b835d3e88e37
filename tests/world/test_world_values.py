"""The shared tool value parsers: every written and spoken form, and agreement with ACT's forms."""

from __future__ import annotations

from decimal import Decimal

import pytest

from duplexworld.values import canonical, canonical_name
from duplexworld.world import ToolError
from duplexworld.world.values import (
    add_days,
    age_on,
    days_between,
    format_amount,
    nights,
    parse_amount,
    parse_date,
    parse_digits,
    parse_person_name,
    parse_phone,
    parse_postcode,
    parse_time,
    same_person,
    say_date,
)


@pytest.mark.parametrize(
    "form",
    [
        "1979-03-14",
        "03/14/1979",
        "3/14/1979",
        "03-14-1979",
        "March 14, 1979",
        "March 14th, 1979",
        "march 14 1979",
        "14 March 1979",
        "Mar 14, 1979",
        "14 Mar 1979",
        "Wednesday, March 14, 1979",
        "March fourteenth, nineteen seventy-nine",
        "the fourteenth of March nineteen seventy nine",
    ],
)
def test_dates_in_written_and_spoken_forms(form):
    assert parse_date(form, "date_of_birth") == "1979-03-14"


@pytest.mark.parametrize("form", ["last Tuesday", "tomorrow", "March 1979", "2024-02-30", ""])
def test_what_is_not_a_calendar_date_is_refused_naming_the_argument(form):
    with pytest.raises(ToolError, match="^date_of_birth must be a date such as 1979-03-14"):
        parse_date(form, "date_of_birth")


def test_spoken_years_of_this_century():
    assert parse_date("July ninth, two thousand five", "d") == "2005-07-09"
    assert parse_date("June thirteenth, twenty twenty-four", "d") == "2024-06-13"


@pytest.mark.parametrize(
    ("form", "clock"),
    [
        ("16:00", "16:00"),
        ("4:00 PM", "16:00"),
        ("4pm", "16:00"),
        ("4 p.m.", "16:00"),
        ("four thirty PM", "16:30"),
        ("four in the afternoon", "16:00"),
        ("noon", "12:00"),
        ("12 am", "00:00"),
        ("9:30 p.m.", "21:30"),
        ("4:00", "04:00"),  # minutes without AM/PM: the 24-hour clock
    ],
)
def test_times(form, clock):
    assert parse_time(form, "checkin_time") == clock


@pytest.mark.parametrize("form", ["4", "four", "4 o'clock"])
def test_a_bare_hour_is_ambiguous(form):
    with pytest.raises(ToolError, match="checkin_time: .* is ambiguous"):
        parse_time(form, "checkin_time")


def test_a_non_time_is_refused():
    with pytest.raises(ToolError, match="checkin_time must be a time such as 16:00"):
        parse_time("after lunch", "checkin_time")


@pytest.mark.parametrize(
    ("form", "amount"),
    [
        ("42.5", "42.50"),
        ("42.50", "42.50"),
        ("$1,250.00", "1250.00"),
        ("1250 USD", "1250.00"),
        ("forty-two dollars fifty", "42.50"),
        ("forty-two dollars and fifty cents", "42.50"),
        ("ten dollars", "10.00"),
        ("seventy-five cents", "0.75"),
    ],
)
def test_amounts(form, amount):
    assert parse_amount(form, "amount") == Decimal(amount)
    assert format_amount(parse_amount(form, "amount")) == amount


@pytest.mark.parametrize(
    ("form", "message"),
    [
        ("lots", "amount must be an amount of dollars such as 42.50"),
        ("-5", "amount must be a positive amount of dollars"),
        ("0", "amount must be a positive amount of dollars"),
        ("1.234", "amount cannot have fractions of a cent"),
        ("1e12", "amount must be a positive amount of dollars"),
        ("NaN", "amount must be an amount of dollars"),
    ],
)
def test_what_is_not_an_amount_is_refused(form, message):
    with pytest.raises(ToolError, match=f"^{message}"):
        parse_amount(form, "amount")


def test_a_world_sets_its_own_amount_range():
    assert parse_amount("0", "refund_amount", allow_zero=True) == Decimal("0.00")
    with pytest.raises(ToolError, match="refund_amount must be an amount between 0 and 200.00"):
        parse_amount("250", "refund_amount", allow_zero=True, maximum=Decimal(200))


def test_format_amount_takes_record_values():
    assert format_amount("1120") == "1120.00" and format_amount(Decimal("42.5")) == "42.50"


@pytest.mark.parametrize(
    ("form", "digits"),
    [
        ("4471", "4471"),
        ("44 71", "4471"),
        ("4-4-7-1", "4471"),
        ("0447", "0447"),
        ("0 4 4 7", "0447"),
        ("oh four four seven", "0447"),
        ("zero four four seven", "0447"),
        ("four oh oh seven", "4007"),
        ("double four seven one", "4471"),
        ("forty four seventy one", "4471"),
        ("1000", "1000"),
    ],
)
def test_digit_strings_keep_their_zeros(form, digits):
    assert parse_digits(form, "card_last4", 4) == digits


@pytest.mark.parametrize("form", ["ends in 4471", "12AB", "R2D2", "447", "44711", ""])
def test_what_is_not_a_digit_string_of_that_length_is_refused(form):
    with pytest.raises(ToolError, match="^card_last4 must be exactly 4 digits"):
        parse_digits(form, "card_last4", 4)


def test_a_range_of_lengths():
    assert parse_digits("48120", "police_report_number", 5, 10) == "48120"
    with pytest.raises(ToolError, match="police_report_number must be 5 to 10 digits"):
        parse_digits("12", "police_report_number", 5, 10)


@pytest.mark.parametrize(
    "form",
    ["60614", " 606 14 ", "60614-2201", "606142201", "six oh six one four", "60614 2201"],
)
def test_zip_codes_and_zip_plus_four(form):
    assert parse_postcode(form, "zip_code") == "60614"


@pytest.mark.parametrize("form", ["6061", "606", "abcde", "SW1A 1AA", "6061422"])
def test_what_is_not_a_zip_code_is_refused(form):
    with pytest.raises(ToolError, match="^zip_code must be a five-digit ZIP code"):
        parse_postcode(form, "zip_code")


@pytest.mark.parametrize(
    "form", ["5038821406", "(503) 882-1406", "503.882.1406", "+1 503 882 1406", "1-503-882-1406"]
)
def test_phone_numbers(form):
    assert parse_phone(form) == "5038821406"


def test_what_is_not_a_phone_number_is_refused():
    with pytest.raises(ToolError, match="^phone_number must be a 10-digit phone number"):
        parse_phone("555-01")


@pytest.mark.parametrize(
    "said",
    ["Laura Bennett", "laura  BENNETT", "Bennett, Laura", "Bennett Laura", "Laura J. Bennett"],
)
def test_names_in_either_order_name_the_same_person(said):
    assert same_person(said, "Laura Bennett")
    assert canonical_name(said.replace(" J.", "")) == canonical_name("Laura Bennett")


def test_a_different_first_or_last_name_is_another_person():
    assert not same_person("Laura Benton", "Laura Bennett")
    assert not same_person("Bennett", "Laura Bennett")
    assert not same_person("Lauren Bennett", "Laura Bennett")


def test_person_names_are_title_cased_and_checked():
    assert parse_person_name("kevin  HUGHES", "witness_name") == "Kevin Hughes"
    assert parse_person_name("mary-jo o'neil", "witness_name") == "Mary-Jo O'neil"
    with pytest.raises(ToolError, match="witness_name must be a person's name"):
        parse_person_name("R2D2", "witness_name")
    with pytest.raises(ToolError, match="witness_name must be a first and last name"):
        parse_person_name("Kevin", "witness_name")


def test_calendar_helpers():
    assert days_between("2024-09-16", "2024-09-19") == 3
    assert days_between("2024-09-19", "2024-09-16") == -3
    assert add_days("2024-02-28", 2) == "2024-03-01"
    assert nights("2024-08-01", "2024-08-03") == ["2024-08-01", "2024-08-02", "2024-08-03"]
    assert say_date("2024-09-19") == "Thursday, September 19, 2024"
    assert age_on("2007-06-17", "2025-06-16") == 17 and age_on("2007-06-16", "2025-06-16") == 18


AGREEMENT = {
    "date": (
        lambda v: parse_date(v, "d"),
        ["1979-03-14", "March 14th, 1979", "Wednesday, March 14, 1979", "March fourteenth, "
         "nineteen seventy-nine", "soon", "2024-02-30"],
    ),
    "time": (
        lambda v: parse_time(v, "t"),
        ["16:00", "4 PM", "four thirty PM", "noon", "4", "four", "lunch"],
    ),
    "amount": (
        lambda v: format_amount(parse_amount(v, "a", allow_zero=True)),
        ["42.5", "$1,250.00", "ten dollars", "1.234", "lots", "0"],
    ),
    "digits": (
        lambda v: parse_digits(v, "n", 1, 12),
        ["4471", "0447", "oh four four seven", "ends in 4471", "12AB", "(503) 882-1406"],
    ),
    "postcode": (parse_postcode, ["60614", "60614-2201", "six oh six one four", "6061", "x"]),
    "phone": (parse_phone, ["(503) 882-1406", "1 503 882 1406", "555-01"]),
}  # fmt: skip


@pytest.mark.parametrize("kind", sorted(AGREEMENT))
def test_a_tool_accepts_exactly_what_act_reads_as_the_same_value(kind):
    parse, forms = AGREEMENT[kind]
    for form in forms:
        try:
            accepted = parse(form)
        except ToolError:
            accepted = None
        assert accepted == canonical(kind, form), form
