"""Words that sound the same: a phrase and a transcript compared by their pronunciation.

A recogniser writes what it hears in some spelling, and a name it does not know comes out as a
homophone: "Angela Reyes" as "Angela Raze" or "Angela Rays". A listener on the phone cannot
tell those apart either, so a check that an agent *said* a name compares pronunciations when
the spelling differs. The pronunciation is espeak-ng's (the phonemizer piper ships, already
the caller's synthesiser's), with stress marks and word breaks dropped, and two texts sound
the same only when their phonemes are equal: "Angela Ross" (ɹɔs) is not "Angela Reyes" (ɹeɪz),
and "Lake U Hotel" (a /v/ short) is not "Lakeview Hotel".
"""

from __future__ import annotations

import re
import threading
import unicodedata
from functools import lru_cache

__all__ = ["phonemes", "sounds_said"]

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
