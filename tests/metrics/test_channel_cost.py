"""Failure classes of reference-agent episodes: misheard, cut by a burst, dropped frames."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from duplexworld.metrics.channel_cost import ChannelCost, channel_cost_table, classify_failure
from duplexworld.testing.traces import trace_header
from duplexworld.trace import AgentNote, EffectInjected, SpeechStarted, SpeechStopped
from duplexworld.trace.store import Trace
from duplexworld.worlds import builtin_scenarios

SCENARIO = next(s for s in builtin_scenarios("banking") if s.id == "banking_single_intent_01")


def _trace(*events: object) -> Trace:
    header = trace_header(
        SCENARIO, world="banking", seed=0, channel="realistic", step_cap_ticks=6000
    )
    return Trace(Path("."), header, list(events), {})  # type: ignore[arg-type]


TURN = (
    SpeechStarted(tick=10, lane="caller"),
    SpeechStopped(tick=20, lane="caller"),
    AgentNote(tick=21, text="heard: Hi, I can't find my card."),
)


def _effect(effect: str, start: int, end: int) -> EffectInjected:
    return EffectInjected(tick=start, effect=effect, label=effect, start_tick=start, end_tick=end)


def test_a_value_parsed_wrong_is_misheard_even_with_a_burst() -> None:
    fact = SCENARIO.facts[0]
    wrong = "Zed Quill" if fact.kind == "name" else "0000"
    trace = _trace(
        *TURN,
        _effect("burst_noise", 12, 14),
        AgentNote(tick=21, text=f"parsed {fact.key}: {wrong!r}"),
    )
    assert classify_failure(SCENARIO, trace) == "misheard"


def test_a_right_or_missing_parse_is_not_misheard() -> None:
    fact = SCENARIO.facts[0]
    trace = _trace(
        *TURN,
        AgentNote(tick=21, text=f"parsed {fact.key}: {fact.value!r}"),
        AgentNote(tick=22, text=f"parsed {fact.key}: None"),
    )
    assert classify_failure(SCENARIO, trace) == "other"


def test_effects_count_only_when_they_overlap_a_caller_turn() -> None:
    assert classify_failure(SCENARIO, _trace(*TURN, _effect("burst_noise", 19, 25))) == (
        "cut_by_burst"
    )
    assert classify_failure(SCENARIO, _trace(*TURN, _effect("burst_noise", 20, 25))) == "other"
    assert classify_failure(SCENARIO, _trace(*TURN, _effect("frame_drop", 11, 12))) == (
        "dropped_frames"
    )


def test_a_caller_turn_the_oracle_never_heard_end_is_unheard_even_with_a_burst() -> None:
    # the line's noise held the oracle's voice detector in speech: it never took a turn
    spoke = TURN[:2]
    assert classify_failure(SCENARIO, _trace(*spoke, _effect("burst_noise", 12, 14))) == ("unheard")
    assert classify_failure(SCENARIO, _trace(_effect("burst_noise", 12, 14))) == "other"


def test_the_table_has_a_row_per_world_with_every_class() -> None:
    table = channel_cost_table([ChannelCost("banking", 4, 3, Counter({"misheard": 1}))])
    assert "| banking | 0.750 (3/4) | 1 | 0 | 0 | 0 | 0 | 0 |" in table
