"""The agent's heard lines heard again, carefully, from the trace's audio.

A heard line (a ``heard`` event of the agent lane) spans the agent's output ticks
``start_tick`` to ``end_tick`` (the tick its last word ended in). Its audio is that span of
the agent channel of ``audio.flac``, from one tick before (the caller's ear keeps one tick of
pre-roll for a soft onset) to ``MARGIN_AFTER_TICKS`` after (a word's end time from the
alignment can come early), never into the next heard line; it goes through the line's codec
(G.711 mu-law, as it reached the caller) and then to the careful recogniser
(:mod:`duplexworld.speech.careful`). Each line is cut and heard at most once per scoring (the
recogniser's cache keys by the audio).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

import numpy as np

from duplexworld.channel.g711 import mulaw_decode, mulaw_encode
from duplexworld.speech.careful import hear_carefully
from duplexworld.units import TELEPHONE_RATE, samples_per_tick

if TYPE_CHECKING:
    from duplexworld.metrics.speech_checks import HeardLine
    from duplexworld.trace import Trace

__all__ = ["MARGIN_AFTER_TICKS", "MARGIN_BEFORE_TICKS", "careful_texts", "line_clip"]

MARGIN_BEFORE_TICKS = 1
"""Ticks before a line's first tick that its clip keeps (the caller's ear's pre-roll)."""
MARGIN_AFTER_TICKS = 2
"""Ticks after the tick a line's last word ended in that its clip keeps (0.4 s: the stretch
closed after two silent ticks, so this is audio the caller's recogniser was given)."""

_TICK = samples_per_tick(TELEPHONE_RATE)


def line_clip(agent: np.ndarray, line: HeardLine, next_start: int | None) -> np.ndarray:
    """The audio of ``line`` on the agent channel ``agent`` (int16, 8 kHz, one row per tick
    of agent output), with its margins, stopping before ``next_start`` (the next line's
    first tick), after the line's codec."""
    end_tick = line.end_tick if line.end_tick is not None else line.start_tick
    first = max(0, line.start_tick - MARGIN_BEFORE_TICKS)
    last = end_tick + 1 + MARGIN_AFTER_TICKS
    if next_start is not None:
        last = max(end_tick + 1, min(last, next_start - MARGIN_BEFORE_TICKS))
    clip = np.asarray(agent[first * _TICK : last * _TICK], dtype=np.int16)
    return mulaw_decode(mulaw_encode(clip))


def _agent_channel(trace: Trace) -> np.ndarray | None:
    stereo, rate = trace.audio()
    if stereo.size == 0 or rate != TELEPHONE_RATE:
        return None
    return stereo[:, 1] if stereo.ndim == 2 and stereo.shape[1] > 1 else stereo.reshape(-1)


def careful_texts(
    trace: Trace, heard: Sequence[HeardLine], wanted: Iterable[HeardLine]
) -> dict[HeardLine, str] | str:
    """The careful recogniser's words for each line of ``wanted`` (lines of ``heard``, the
    call's heard lines in order), or the reason there are none: the trace has no audio, or
    the careful recogniser is not installed."""
    agent = _agent_channel(trace)
    if agent is None:
        return "the trace has no audio"
    starts = sorted({line.start_tick for line in heard})
    texts: dict[HeardLine, str] = {}
    for line in dict.fromkeys(wanted):
        later = [start for start in starts if start > line.start_tick]
        clip = line_clip(agent, line, later[0] if later else None)
        if clip.size == 0:
            texts[line] = ""
            continue
        text = hear_carefully(clip)
        if text is None:
            return "the careful recogniser (whisper base) is not installed"
        texts[line] = text
    return texts
