"""A recogniser that loops, heard again in halves.

Greedy decoding without a temperature fallback (``speech.asr``) can repeat one token to the end
of the window: a 23 s read-back of two numbers came back "... 1, 2, 8, 8, 8, 8, ...", and a
caller's "Seven. Zero. Zero. Two." (each digit alone, as asked) came back "7-0-0-0-0-0-0.".
A person hears each word once; so does a listener that notices the loop and hears the audio
again as two halves cut at the quietest tick of its middle (a pause between words), each
recognised alone. Both ears use this one rule: the caller's ear of the agent
(``caller.hearing``) and the workbench reference agent's ear of the user (``LoopAwareASR``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any, Protocol

import numpy as np

from duplexworld.speech.asr import TimedWord
from duplexworld.units import TELEPHONE_RATE, samples_per_tick
from duplexworld.util.signal import rms

__all__ = [
    "AGENT_LOOP_RUN",
    "LoopAwareASR",
    "Recognition",
    "SPLIT_DEPTH",
    "TextRecogniser",
    "hear_unlooped",
    "looped",
]

Recognition = tuple[str, tuple[TimedWord, ...]]
"""A transcript and its timed words (empty when the recogniser gives no timings)."""

SPLIT_DEPTH = 2
"""Times a looping stretch is cut in two and each half heard alone."""
MIN_TICKS = 4
"""A stretch shorter than this (0.8 s) is not cut: its halves would be single syllables."""

_TICK = samples_per_tick(TELEPHONE_RATE)


def looped(text: str, run: int) -> bool:
    """Whether ``text`` repeats one word ``run`` times in a row."""
    count, last = 0, None
    for word in re.findall(r"[a-z0-9']+", text.lower()):
        count = count + 1 if word == last else 1
        last = word
        if count >= run:
            return True
    return False


def hear_unlooped(
    audio: np.ndarray,
    recognise: Callable[[np.ndarray], Recognition],
    run: int,
    depth: int = SPLIT_DEPTH,
) -> Recognition:
    """``recognise(audio)``; when its transcript loops (``run`` repeats), the two halves cut at
    the quietest tick of the middle half, each heard the same way, joined (word times of the
    second half moved by the cut)."""
    text, words = recognise(audio)
    ticks = audio.size // _TICK
    if depth == 0 or ticks < MIN_TICKS or not looped(text, run):
        return text, words
    middle = range(ticks // 4, ticks - ticks // 4)
    levels = [rms(audio[i * _TICK : (i + 1) * _TICK]) for i in middle]
    cut = middle[int(np.argmin(levels))] * _TICK
    left_text, left_words = hear_unlooped(audio[:cut], recognise, run, depth - 1)
    right_text, right_words = hear_unlooped(audio[cut:], recognise, run, depth - 1)
    offset = cut / TELEPHONE_RATE
    moved = tuple(replace(w, start=w.start + offset, end=w.end + offset) for w in right_words)
    return " ".join(t for t in (left_text, right_text) if t), (*left_words, *moved)


class TextRecogniser(Protocol):
    """Speech recognition of 8 kHz int16 audio, with its spec (``WhisperASR``)."""

    def transcribe(self, pcm: np.ndarray) -> str:
        """The words in ``pcm``."""

    def spec(self) -> dict[str, Any]:
        """Engine and parameters (for the trace header)."""


AGENT_LOOP_RUN = 5
"""Repeats of one word from which the agent takes a user's transcript for a loop: an answer
holds at most four of a kind ("zero zero zero zero" in a phone number), and the caller's
"Seven. Zero. Zero. Two." came back with six zeros."""


class LoopAwareASR:
    """A recogniser whose looping transcripts are heard again in halves (``hear_unlooped``)."""

    def __init__(self, asr: TextRecogniser, run: int = AGENT_LOOP_RUN) -> None:
        self.asr = asr
        self.run = run

    def transcribe(self, pcm: np.ndarray) -> str:
        """The words in ``pcm``, a loop heard again in halves."""
        audio = np.asarray(pcm)
        return hear_unlooped(audio, lambda a: (self.asr.transcribe(a), ()), self.run)[0]

    def spec(self) -> dict[str, Any]:
        """The recogniser's spec with the loop rule."""
        return {**self.asr.spec(), "loops_heard_again": {"run": self.run, "depth": SPLIT_DEPTH}}
