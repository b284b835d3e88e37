"""Words that sound the same: a phrase and a transcript compared by their pronunciation.

A recogniser writes what it hears in some spelling, and a name it does not know comes out as a
homophone: "Angela Reyes" as "Angela Raze" or "Angela Rays". A listener on the phone cannot
tell those apart either, so a check that an agent *said* a name compares pronunciations when
the spelling differs. The pronunciation is espeak-ng's (the phonemizer piper ships, already
the caller's synthesiser's), with stress marks and word breaks dropped, and two texts sound
the same only when their phonemes are equal: "Angela Ross" (ɹɔs) is not "Angela Reyes" (ɹeɪz),
and "Lake U Hotel" (a /v/ short) is not "Lakeview Hotel".

A looser reading, for a required *phrase* of the agent's (never a name, never to find a
violation): a word whose consonants sound the same, vowels, voicing and the American flap
aside (:func:`consonant_key`). Whisper writes the oracle's "bill of lading" as "bill of
lighting" on a phone line: "lading" (l-d-ng) and "lighting" (l-flap-ng) have one key.
"""

from __future__ import annotations

import re
import threading
import unicodedata
from functools import lru_cache

__all__ = ["consonant_key", "phonemes", "sounds_alike", "sounds_said"]

_LOCK = threading.Lock()
_VOICE = "en-us"
_STRESS = re.compile(r"[ˈˌ\s.,;:!?'\-]")


@lru_cache(maxsize=1)
def _bridge() -> object:
    from piper import espeakbridge
    from piper.phonemize_espeak import ESPEAK_DATA_DIR

    espeakbridge.initialize(str(ESPEAK_DATA_DIR))
    return espeakbridge


@lru_cache(maxsize=4096)
def phonemes(text: str) -> tuple[str, ...]:
    """The words of ``text`` as espeak-ng phoneme strings (American English), without stress
    marks: one string per phonemized word."""
    bridge = _bridge()
    with _LOCK:  # the bridge's voice is global state
        bridge.set_voice(_VOICE)  # type: ignore[attr-defined]
        clauses = bridge.get_phonemes(text)  # type: ignore[attr-defined]
    words: list[str] = []
    for phonemes_str, _terminator, _end in clauses:
        phonemes_str = re.sub(r"\([^)]+\)", "", phonemes_str)  # language-switch flags
        for word in unicodedata.normalize("NFC", phonemes_str).split():
            stripped = _STRESS.sub("", word)
            if stripped:
                words.append(stripped)
    return tuple(words)


def sounds_said(phrase: str, text: str) -> bool:
    """Whether ``text`` contains words pronounced exactly as ``phrase`` is (its phonemes, word
    breaks aside, equal to those of a run of consecutive words of ``text``)."""
    wanted = "".join(phonemes(phrase))
    if not wanted:
        return False
    words = phonemes(text)
    for start in range(len(words)):
        joined = ""
        for word in words[start:]:
            joined += word
            if joined == wanted:
                return True
            if len(joined) >= len(wanted) or not wanted.startswith(joined):
                break
    return False


_VOWELS = frozenset("aeiouyæɑɐɒɔəɘɚɛɜɝɞɤɨɪɯɵɶʉʊʌʏᵻːʲ")
_ONE_SOUND = str.maketrans(
    {
        "b": "p",
        "d": "t",
        "ɾ": "t",
        "g": "k",
        "ɡ": "k",
        "v": "f",
        "ð": "θ",
        "z": "s",
        "ʒ": "ʃ",
        "ʔ": "t",
    }
)
"""Sounds a recogniser confuses on a phone line, as one: voicing pairs, and the flap an
American "t" or "d" between vowels is said with ("lighting", "lading")."""
_KEY_AT_LEAST = 3
"""Consonants a word's key needs before a sound-alike counts: "Ross" and "Reyes" share
r-s, so two-consonant words stay judged by their spelling or their exact phonemes."""


def consonant_key(word: str) -> str:
    """A word's phonetic key: its espeak-ng consonants with vowels dropped and the sounds of
    :data:`_ONE_SOUND` merged ("lading" and "lighting" are both ``ltŋ``)."""
    sounds = "".join(phonemes(word)).translate(_ONE_SOUND)
    return "".join(ch for ch in sounds if ch not in _VOWELS and ch != "h")


def sounds_alike(phrase: list[str], words: list[str]) -> tuple[str, str] | None:
    """Where ``words`` (a line's spoken words) hold ``phrase``'s words (its spoken words) in
    order, every one spelled the same but one, which sounds alike (:func:`consonant_key`, of
    at least :data:`_KEY_AT_LEAST` consonants): that word as heard and as the phrase has it
    (``("lighting", "lading")`` for "bill of lighting"). None when no run does; a phrase of
    one word never does (one word's consonants are too weak a key)."""
    size = len(phrase)
    if size < 2:
        return None
    for start in range(len(words) - size + 1):
        heard = words[start : start + size]
        differ = [i for i in range(size) if heard[i] != phrase[i]]
        if len(differ) != 1:
            continue
        key = consonant_key(phrase[differ[0]])
        if len(key) >= _KEY_AT_LEAST and consonant_key(heard[differ[0]]) == key:
            return heard[differ[0]], phrase[differ[0]]
    return None
