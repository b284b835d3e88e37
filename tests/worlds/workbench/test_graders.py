"""Each field grader on its edge cases."""

from __future__ import annotations

import pytest

from duplexworld.worlds.workbench.artifacts import FieldSpec
from duplexworld.worlds.workbench.graders import grade_field, interval_bounds, items


def spec(grader: str, **extra) -> FieldSpec:
    return FieldSpec(name="f", label="the field", grader=grader, **extra)


def ok(grader: str, expected: str, actual: str | None, **extra) -> bool | None:
    return grade_field(spec(grader, **extra), expected, actual).correct


def test_exact_trims_but_keeps_case():
    assert ok("exact", "HL-55821", " HL-55821 ")
    assert not ok("exact", "HL-55821", "hl-55821")


def test_casefold_ignores_case_and_spacing_only():
    assert ok("casefold", "Harbor Lane Ceramics", "harbor  lane CERAMICS")
    assert not ok("casefold", "Harbor Lane Ceramics", "Harbour Lane Ceramics")


def test_phone_in_any_layout_and_spoken():
    assert ok("phone", "5035550142", "(503) 555-0142")
    assert ok("phone", "5035550142", "+1 503 555 0142")
    assert ok("phone", "5035550142", "five oh three five five five zero one four two")
    assert not ok("phone", "5035550142", "503-555-0124")
    assert not ok("phone", "5035550142", "call me")


def test_date_in_written_and_spoken_forms():
    assert ok("date", "2026-03-06", "March 6th, 2026")
    assert ok("date", "2026-03-06", "03/06/2026")
    assert ok("date", "2026-03-06", "March sixth, twenty twenty-six")
    assert not ok("date", "2026-03-06", "2026-03-05")
    assert not ok("date", "2026-03-06", "next Friday")


def test_address_abbreviations_ordinals_and_zip_plus_four():
    expected = "1420 North Marine Drive, Portland, OR 97217"
    assert ok("address", expected, "1420 N. Marine Dr., Portland, OR 97217-1234")
    assert ok("address", "12 First Avenue, Apt 4", "12 1st Ave apartment 4")
    assert not ok("address", expected, "1402 North Marine Drive, Portland, OR 97217")


def test_enum_needs_an_option_and_the_right_one():
    options = ("yes", "no")
    assert ok("enum", "yes", "YES", options=options)
    assert not ok("enum", "yes", "no", options=options)
    grade = grade_field(spec("enum", options=options), "yes", "maybe")
    assert not grade.correct and "not an option" in grade.reason


def test_numeric_tolerance_and_formats():
    assert ok("numeric", "1450", "1,450")
    assert ok("numeric", "1450", "1455 kg", tolerance=10)
    assert not ok("numeric", "1450", "1461", tolerance=10)
    assert ok("numeric", "150", "$150.00")
    assert not ok("numeric", "6", "six")  # words are the parser's job, not the grader's
    with pytest.raises(ValueError, match="expected value"):
        ok("numeric", "lots", "3")


def test_sets_exact_f1_precision_recall():
    expected = "vegetarian, gluten free"
    assert ok("set_exact", expected, "Gluten free and vegetarian")
    assert not ok("set_exact", expected, "vegetarian")
    f1 = grade_field(spec("set_f1", threshold=0.6), expected, "vegetarian, halal")
    assert f1.score == pytest.approx(0.5) and not f1.correct
    assert ok("set_f1", expected, "vegetarian and gluten free", threshold=1.0)
    precision = grade_field(spec("set_precision", threshold=1.0), expected, "vegetarian")
    recall = grade_field(spec("set_recall", threshold=1.0), expected, "vegetarian")
    assert precision.correct and precision.score == 1.0
    assert not recall.correct and recall.score == pytest.approx(0.5)


def test_list_items_drop_lead_ins_and_plurals():
    assert items("There's a broken blind and a stained carpet.") == [
        "broken blind",
        "stain carpet",
    ]
    assert items("Mondays and Thursdays") == items("Monday, Thursday")
    assert items("Vegetarian and gluten-free, please") == ["vegetarian", "gluten free"]


def test_ordered_list_keeps_the_order():
    expected = "plumber, electrician, fitter, tiler"
    assert ok("ordered_list", expected, "plumber, electrician, fitter and tiler")
    assert not ok("ordered_list", expected, "electrician, plumber, fitter, tiler")
    assert not ok("ordered_list", expected, "plumber, electrician, fitter")


def test_interval_overlap_with_threshold():
    assert interval_bounds("from 9 a.m. to 12 p.m.") == (540, 720)
    assert interval_bounds("2026-03-02 to 2026-03-06") is not None
    assert interval_bounds("Roughly from 9.30 am to 4.30 pm") == (570, 990)
    assert interval_bounds("From 9am to 230pm") == (540, 870)
    assert ok("interval", "09:00-12:00", "Any time from 9 a.m. to 12 p.m.", threshold=0.5)
    assert ok("interval", "09:00-12:00", "10 a.m. to 12 p.m.", threshold=0.5)  # 2/3 overlap
    assert not ok("interval", "09:00-12:00", "11 a.m. to 2 p.m.", threshold=0.5)  # 1/5
    assert not ok("interval", "09:00-12:00", "whenever", threshold=0.5)


def test_interval_of_plain_numbers_is_numbers_not_hours():
    # "18 and 27" degrees was read as 18:00 to 27 (end before start: no interval at all)
    assert interval_bounds("18 and 27") == (18, 27)
    assert interval_bounds("between 18 and 27") == (18, 27)
    assert ok("interval", "18 and 27", "18 to 27")
    assert not ok("interval", "18 and 27", "18 and 20", threshold=0.9)
    assert interval_bounds("27 and 18") is None
    # two small numbers are read alike, as hours, so "9 to 12" still meets "09:00-12:00"
    assert interval_bounds("9 to 12") == (540, 720)
    assert ok("interval", "09:00-12:00", "9 to 12", threshold=0.9)


def test_interval_starts_at_its_first_number():
    # a lead-in the opening word does not cover ("open for", a recogniser's "open from")
    assert interval_bounds("open for 9 a.m. to 5.30 p.m") == (540, 1050)
    assert ok("interval", "09:00-17:30", "open for 9 a.m. to 5.30 p.m", threshold=0.9)


def test_semantic_is_deterministic_first_and_absent_without_a_judge():
    expected = "fragile, keep upright, do not stack"
    assert ok("semantic", expected, "Please put: fragile, keep it upright, do not stack")
    assert not ok("semantic", expected, "leave at the back door")
    undecided = grade_field(spec("semantic"), expected, "fragile, do not stack the boxes high")
    assert undecided.correct is None and "judge" in undecided.reason
    judged = grade_field(
        spec("semantic"), expected, "fragile, upright, do not stack", judge=lambda e, a, s: True
    )
    assert judged.correct is True and judged.reason == "judge"


def test_missing_and_unexpected_values():
    assert not ok("exact", "x", None)
    assert ok("exact", None, None)  # type: ignore[arg-type]
    assert not ok("exact", None, "x")  # type: ignore[arg-type]


def test_an_item_written_together_or_apart_is_one_item_and_other_letters_are_not():
    assert ok("set_exact", "email, finance system, VPN", "e-mail, the finance system, the VPN")
    assert ok("ordered_list", "AutoCAD, SketchUp", "Auto CAD, Sketch up")
    assert not ok("set_exact", "email, finance system, VPN", "e-mail, finance system, BBN")
    assert not ok("ordered_list", "SketchUp, AutoCAD", "Auto CAD, Sketch up")  # the order
    assert not ok("set_exact", "SketchUp, Photoshop", "sketch pad, Photoshop")


def test_semantic_words_written_apart_and_a_negation_added_or_dropped():
    assert ok("semantic", "fragile glass tabletops", "fragile glass table tops")
    assert ok(
        "semantic",
        "fragile glass tabletops, keep upright",
        "fragile glass table tops. Keep upright",
    )
    # a wrong value is never accepted: a negation added or dropped turns it round
    assert ok("semantic", "keep upright", "do not keep upright") is not True
    assert ok("semantic", "keep upright", "don't keep upright") is not True
    assert ok("semantic", "the tank will not refill", "the tank will refill") is not True
    assert ok("semantic", "the tank will not refill", "the tank will not refill")
    assert ok("semantic", "no smoking in the barn", "no smoking in the barn, please")


def test_semantic_a_short_past_tense_is_its_verb_and_an_answering_no_turns_nothing_round():
    assert ok("semantic", "patient moved to a spare pump", "patient move to a spare pump")
    assert ok("semantic", "motor stops after a few seconds", "No, motor stops after a few seconds")
    assert ok("semantic", "keep upright", "No, do not keep upright") is not True
    assert (
        ok("semantic", "young bulls are kept in the top shed", "young bulls kept in the top she")
        is not True
    )
