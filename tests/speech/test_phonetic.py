"""Homophones: a phrase and a transcript compared by espeak-ng's pronunciation."""

from __future__ import annotations

import pytest

from duplexworld.speech.phonetic import phonemes, sounds_said


@pytest.mark.parametrize(
    "heard",
    # what whisper tiny.en and base wrote for the oracle's "Angela Reyes" on the phone line
    ["Dr. Angela Raze, Lincoln Park Clinic.", "Dr. Angela Rays, Lincoln Park Clinic."],
)
def test_a_name_heard_as_its_homophone_sounds_said(heard: str) -> None:
    assert sounds_said("Angela Reyes", heard)


@pytest.mark.parametrize(
    ("phrase", "heard"),
    [
        ("Angela Reyes", "Dr. Angela Ross, Lincoln Park Clinic."),  # another name
        ("Angela Reyes", "Dr. Angela Rice, Lincoln Park Clinic."),
        ("Lakeview Hotel", "the Lake U Hotel"),  # a sound short: not the same
        ("James Cook", "Jane's Coke"),
        ("Angela Reyes", "Angela"),
    ],
)
def test_words_that_sound_different_are_not_said(phrase: str, heard: str) -> None:
    assert not sounds_said(phrase, heard)


def test_stress_and_word_breaks_do_not_count() -> None:
    assert phonemes("Angela Reyes") == phonemes("angela   REYES!")
    assert sounds_said("Lincoln Park", "lincoln park clinic")
