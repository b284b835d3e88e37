"""The turns a listener finds in a stream of ticks (tests of the agents' turn taking)."""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np

from duplexworld.agents.voice_io import Listener

__all__ = ["listener_turns"]


def listener_turns(listener: Listener, ticks: Iterable[np.ndarray]) -> list[tuple[int, int]]:
    """(first tick, last tick) of each turn ``listener`` ends while fed ``ticks`` in order."""
    turns: list[tuple[int, int]] = []
    start = 0
    for tick, pcm in enumerate(ticks):
        was = listener.in_speech
        finished = listener.feed(pcm)
        if listener.in_speech and not was:
            start = tick
        if finished is not None:
            turns.append((start, tick))
    return turns
