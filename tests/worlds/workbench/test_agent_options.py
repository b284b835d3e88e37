"""The reference agent reading what it heard: a form option, a correction cue."""

from __future__ import annotations

import pytest

from duplexworld.worlds.workbench.agent import _CORRECTION, _pick_option


@pytest.mark.parametrize(
    ("heard", "options", "picked"),
    [
        ("Pay it to me, the policy holder.", ("policyholder", "contractor"), "policyholder"),
        ("Sites like ours suit drive in racking", ("selective", "drive-in"), "drive-in"),
        ("Hot-rolled, same as always", ("hot rolled", "galvanized"), "hot rolled"),
        ("By direct debit, please.", ("direct debit", "card"), "direct debit"),
        ("No, not yet.", ("yes", "no"), "no"),
        ("The ads are 30 seconds long.", ("15", "30", "60"), "30"),
    ],
)
def test_an_option_is_found_written_together_apart_or_hyphenated(heard, options, picked):
    assert _pick_option(heard, options) == picked


@pytest.mark.parametrize(
    ("heard", "options"),
    [
        ("Not really, I don't know.", ("yes", "no")),
        ("About 1.30 in the afternoon", ("15", "30")),
        ("Policies vary", ("policyholder", "contractor")),
    ],
)
def test_an_option_inside_another_word_or_number_is_not_taken(heard, options):
    assert _pick_option(heard, options) is None


@pytest.mark.parametrize(
    "heard",
    [
        "No, that's not right. The pallet positions is 1800.",
        "make that three shifts per day.",
        "Sorry, the boxes per month should be 480.",
    ],
)
def test_a_correction_is_recognised_by_its_cue(heard):
    assert _CORRECTION.search(heard)


def test_a_plain_answer_is_no_correction():
    assert _CORRECTION.search("We run two shifts a day.") is None


def test_a_count_said_in_words_is_its_numeral_option():
    assert _pick_option("The ads are thirty seconds long.", ("15", "30", "60")) == "30"
    assert _pick_option("Forty-five seconds.", ("15", "30", "60")) is None
