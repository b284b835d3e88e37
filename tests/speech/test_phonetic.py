"""Homophones: a phrase and a transcript compared by espeak-ng's pronunciation."""

from __future__ import annotations

import pytest

from duplexworld.speech.phonetic import consonant_key, phonemes, sounds_alike, sounds_said


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


@pytest.mark.parametrize(
    ("phrase", "heard", "word"),
    [
        # whisper on the clean channel, the reference agent's ask
        ("bill of lading", "what would the bill of lighting number be", ("lighting", "lading")),
        ("bill of lading", "the bill of loading number", ("loading", "lading")),
    ],
)
def test_one_word_heard_as_a_sound_alike(phrase: str, heard: str, word: tuple[str, str]) -> None:
    assert consonant_key(word[0]) == consonant_key(word[1])
    assert sounds_alike(phrase.split(), heard.split()) == word


@pytest.mark.parametrize(
    ("phrase", "heard"),
    [
        ("bill of lading", "the bill of lining number"),  # another consonant
        ("bill of lading", "the bill of ladder"),  # a sound short
        ("bill of lading", "the pill of lighting"),  # two words differ
        ("angela reyes", "angela ross"),  # a key of two consonants is too weak
        ("cancelled", "consoled"),  # one word alone is never read as a sound-alike
    ],
)
def test_no_sound_alike(phrase: str, heard: str) -> None:
    assert sounds_alike(phrase.split(), heard.split()) is None
