"""A looping transcript heard again in halves (``speech.loops``)."""

from __future__ import annotations

import numpy as np

from duplexworld.speech.loops import AGENT_LOOP_RUN, LoopAwareASR, looped
from duplexworld.units import TELEPHONE_RATE, samples_per_tick

TICK = samples_per_tick(TELEPHONE_RATE)
WORDS = {1000: "seven", 2000: "zero", 3000: "two"}


class _LoopingDigits:
    """A stand-in recogniser: one word per loud tick (by its level), except that audio of
    more than two words comes back as the first word and then "zero" six times, as tiny.en
    did for "Seven. Zero. Zero. Two." said one digit at a time."""

    def __init__(self) -> None:
        self.calls = 0

    def transcribe(self, pcm: np.ndarray) -> str:
        self.calls += 1
        ticks = [pcm[i : i + TICK] for i in range(0, pcm.size, TICK)]
        words = [WORDS[int(t.max())] for t in ticks if t.size and t.max() > 0]
        if len(words) > 2:
            return "-".join([words[0], *["zero"] * 6]) + "."
        return ", ".join(words)

    def spec(self) -> dict[str, str]:
        return {"engine": "looping digits"}


def _said(*levels: int) -> np.ndarray:
    return np.concatenate([np.full(TICK, level, dtype=np.int16) for level in levels])


def test_a_transcript_repeating_one_word_is_a_loop_from_the_run_given():
    assert looped("7-0-0-0-0-0-0.", AGENT_LOOP_RUN)
    assert not looped("5, 5, 5, 0, 0, 0, 0", AGENT_LOOP_RUN)  # four of a kind: a phone number


def test_digits_said_one_at_a_time_that_loop_are_heard_again_cut_at_pauses():
    recogniser = _LoopingDigits()
    ear = LoopAwareASR(recogniser)
    audio = _said(0, 1000, 0, 2000, 0, 0, 2000, 0, 3000, 0)
    assert ear.transcribe(audio).replace(",", "") == "seven zero zero two"  # each word once
    assert recogniser.calls == 5  # the whole, its halves, the looping half's halves
    assert ear.spec()["loops_heard_again"]["run"] == AGENT_LOOP_RUN


def test_a_transcript_that_does_not_loop_is_heard_once():
    recogniser = _LoopingDigits()
    assert LoopAwareASR(recogniser).transcribe(_said(0, 1000, 0, 3000, 0)) == "seven, two"
    assert recogniser.calls == 1
