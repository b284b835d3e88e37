"""Containment-aware linearization of overlapping speech for text consumers.

Full-duplex speech overlaps; a transcript (for a judge, an LLM caller, a report) is a line.
The rule (tau-Voice, REFERENCE.md section 2): if an utterance X lies inside another party's
utterance Y, Y is split at X's end and X is inserted there; partial overlaps are ordered by
start, and on equal starts the other party (not the one who spoke last) goes first. Without
word timings the split point is placed proportionally in Y's words.
"""

from __future__ import annotations

from dataclasses import dataclass

from duplexworld.trace.events import Lane, SpeechStopped, Utterance
from duplexworld.trace.store import Trace


@dataclass(frozen=True)
class SpokenSpan:
    """An utterance with its tick span [start, end)."""

    lane: Lane
    start: int
    end: int
    text: str


def utterance_spans(trace: Trace) -> list[SpokenSpan]:
    """Utterances of both lanes with their spans, from utterance and speech_stopped events.

    An utterance runs from its tick to the first ``speech_stopped`` of its lane after it (or
    to the next utterance of the same lane, or the end of the call).
    """
    events = trace.events
    spans: list[SpokenSpan] = []
    for index, event in enumerate(events):
        if not isinstance(event, Utterance):
            continue
        end = trace.end_tick
        for later in events[index + 1 :]:
            if (
                isinstance(later, SpeechStopped | Utterance)
                and later.lane == event.lane
                and later.tick > event.tick
            ):
                end = later.tick
                break
        spans.append(SpokenSpan(event.lane, event.tick, max(end, event.tick + 1), event.text))
    return spans


def _split_words(text: str, fraction: float) -> tuple[str, str]:
    words = text.split()
    cut = round(len(words) * min(max(fraction, 0.0), 1.0))
    return " ".join(words[:cut]), " ".join(words[cut:])


def linearize(spans: list[SpokenSpan]) -> list[SpokenSpan]:
    """Order overlapping utterances into one line (see the module docstring)."""
    ordered: list[SpokenSpan] = []
    last_lane: Lane | None = None
    pending = sorted(spans, key=lambda s: (s.start, s.end))
    # Ties on start: the party that did not speak last goes first; resolved as we emit.
    while pending:
        head = pending[0]
        ties = [s for s in pending if s.start == head.start]
        if len(ties) > 1 and last_lane is not None:
            other = [s for s in ties if s.lane != last_lane]
            head = other[0] if other else ties[0]
        pending.remove(head)
        inside = sorted(
            (
                s
                for s in pending
                if s.lane != head.lane
                and s.start >= head.start
                and s.end <= head.end
                and (s.start, s.end) != (head.start, head.end)
            ),
            key=lambda s: (s.end, s.start),
        )
        rest = head
        for inner in inside:
            pending.remove(inner)
            fraction = (inner.end - rest.start) / max(1, rest.end - rest.start)
            before, after = _split_words(rest.text, fraction)
            if before:
                ordered.append(SpokenSpan(rest.lane, rest.start, inner.end, before))
            ordered.append(inner)
            rest = SpokenSpan(rest.lane, inner.end, rest.end, after)
        if rest.text:
            ordered.append(rest)
        last_lane = ordered[-1].lane if ordered else last_lane
    return ordered


def linear_transcript(trace: Trace) -> str:
    """The call as ``Caller: ...`` / ``Agent: ...`` lines in linearized order."""
    return "\n".join(
        f"{span.lane.capitalize()}: {span.text}" for span in linearize(utterance_spans(trace))
    )
