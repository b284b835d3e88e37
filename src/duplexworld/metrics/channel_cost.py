"""What the channel costs: why a reference-agent episode failed where the clean one passed.

The oracle solves every scenario over the clean channel, so on the realistic channel a failed
episode is the channel's doing. Each failure gets one class from its trace, the first that
applies: ``misheard`` (the oracle parsed a value that is not the caller's), ``unheard`` (the
caller spoke but the oracle never heard a turn end: the line's noise held its voice detector
in speech, so it never took a turn and never spoke), ``cut_by_burst``
(a noise burst overlapped a caller turn), ``dropped_frames`` (lost frames overlapped a caller
turn), ``muffled`` (a muffled caller turn), else ``other`` (turn timing, a hold, a step cap).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

from duplexworld.scenario import Scenario
from duplexworld.trace import (
    AgentNote,
    EffectInjected,
    SpeechStarted,
    SpeechStopped,
    Trace,
)

FAILURE_CLASSES = ("misheard", "unheard", "cut_by_burst", "dropped_frames", "muffled", "other")
"""The classes, in the order they are tried."""

_EFFECT_CLASSES = {
    "burst_noise": "cut_by_burst",
    "frame_drop": "dropped_frames",
    "muffling": "muffled",
}
_PARSED = re.compile(r"^parsed (?:correction of )?(?P<key>[\w-]+): (?P<value>.+)$")


def _same(heard: str, expected: str) -> bool:
    if heard.casefold() == expected.casefold():
        return True
    try:
        return Decimal(heard) == Decimal(expected)
    except InvalidOperation:
        return False


def _misheard(scenario: Scenario, trace: Trace) -> bool:
    facts = {fact.key: fact for fact in scenario.facts}
    for event in trace.events:
        if not isinstance(event, AgentNote):
            continue
        match = _PARSED.match(event.text)
        if match is None or match["value"] == "None" or match["key"] not in facts:
            continue
        heard = match["value"].strip("'\"")
        fact = facts[match["key"]]
        if not (_same(heard, fact.value) or _same(heard, fact.final_value)):
            return True
    return False


def _caller_turns(trace: Trace) -> list[tuple[int, int]]:
    turns: list[tuple[int, int]] = []
    start: int | None = None
    for event in trace.events:
        if isinstance(event, SpeechStarted) and event.lane == "caller":
            start = event.tick
        elif isinstance(event, SpeechStopped) and event.lane == "caller" and start is not None:
            turns.append((start, event.tick))
            start = None
    return turns


def classify_failure(scenario: Scenario, trace: Trace) -> str:
    """The class of one failed episode (see the module docstring)."""
    if _misheard(scenario, trace):
        return "misheard"
    turns = _caller_turns(trace)
    heard = any(isinstance(e, AgentNote) and e.text.startswith("heard") for e in trace.events)
    if turns and not heard:
        return "unheard"
    overlapping: set[str] = set()
    for event in trace.events:
        if not isinstance(event, EffectInjected) or event.effect not in _EFFECT_CLASSES:
            continue
        if any(event.start_tick < end and start < event.end_tick for start, end in turns):
            overlapping.add(_EFFECT_CLASSES[event.effect])
    for name in FAILURE_CLASSES:  # the effect classes in their order of precedence
        if name in overlapping:
            return name
    return "other"


@dataclass(frozen=True)
class ChannelCost:
    """Reference-agent rewards of one world on a channel, with the failures classified."""

    world: str
    episodes: int
    passed: int
    failures: Counter[str]

    def row(self) -> str:
        """One Markdown table row: world, Pass@1, and the count of each class."""
        share = self.passed / self.episodes if self.episodes else float("nan")
        counts = " | ".join(str(self.failures.get(name, 0)) for name in FAILURE_CLASSES)
        return f"| {self.world} | {share:.3f} ({self.passed}/{self.episodes}) | {counts} |"


def channel_cost_table(costs: Iterable[ChannelCost]) -> str:
    """The per-world table of what the channel costs the reference agent."""
    header = "| world | oracle Pass@1 | " + " | ".join(FAILURE_CLASSES) + " |"
    rule = "|---" * (2 + len(FAILURE_CLASSES)) + "|"
    return "\n".join([header, rule, *(cost.row() for cost in costs)])
