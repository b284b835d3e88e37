"""The suspension sentinel: dead air across an announced step-away, scored (``SUS``, ``dw_1``).

DuplexWorld adds a silence/suspension sentinel to tau-Voice: in a suspension the caller says
they must step away ("can you hold on?") and comes back later, and the dead air between is
itself scored. Its payloads record each gap as ``{s, e, len, kind: "announced", out, back,
during[], resume, agent_talked, n}``; the formula is not published, so this module makes and
documents one (docs/metrics.md):

- the gap runs from the end of the caller's step-away line (``s``) to the start of their
  return line (``e``; the end of the call when they never came back);
- the agent may acknowledge the step-away: speech that starts within ``acknowledge_s`` (4.0
  s, tau-Voice's "both silent" threshold) of ``s`` is the acknowledgement;
- after that the line belongs to the absent caller: the agent *holds* when it starts no speech
  until the caller is back (talking to nobody, or repeating a question into the void, fails);
- on the return the agent picks up: the latency from the end of the caller's return line to
  the agent's next speech scores on TT's latency curve phi (0 at or below -500 ms, 1 from 500
  to 2000 ms, 0 from 3500 ms); speech already running when the caller came back counts as
  talking over the return.

A gap's score is hold x phi(latency) (hold alone when the call ended during the gap); ``SUS``
is the mean over the call's gaps. It is absent, with the reason, when the scenario has no
suspension or the caller never stepped away. The same sentinel keeps the step-away turn out
of TT's unanswered-turn rule (silence is the right answer to "hold on"), see
:mod:`duplexworld.metrics.turn_taking`.
"""

from __future__ import annotations

from dataclasses import dataclass

from duplexworld.metrics.base import UNIT, Absent, MetricDisplay, MetricSet, MetricValue
from duplexworld.metrics.segments import Segment, event_speech_flags, segments_from_flags
from duplexworld.metrics.turn_taking import DEFAULT_CONFIG, TTConfig, latency_score
from duplexworld.scenario import Scenario
from duplexworld.trace import CallerPlan, Trace, Utterance
from duplexworld.units import seconds_to_ticks, ticks_to_ms, ticks_to_seconds

VERSION = "dw_1"
"""Metric version of ``SUS``."""


@dataclass(frozen=True)
class SentinelConfig:
    """The sentinel's constants (DuplexWorld publishes none; these are ours)."""

    acknowledge_s: float = 4.0
    """Agent speech starting this soon after the step-away line is its acknowledgement."""
    latency: TTConfig = DEFAULT_CONFIG
    """The latency curve the pick-up is scored on (TT's, non-tool)."""


@dataclass(frozen=True)
class Gap:
    """One announced step-away, in ticks, with what the agent did across it."""

    start: int
    """``s``: the caller's step-away line ended."""
    end: int
    """``e``: the caller's return line started (the call's end when they never returned)."""
    out: str
    """What the caller said going away."""
    back: str | None
    """What the caller said coming back (None: the call ended during the gap)."""
    back_end: int | None
    """The tick the return line ended."""
    during: tuple[tuple[int, str], ...]
    """Agent utterances that started inside the gap: (tick, text)."""
    acknowledged: bool
    """The agent spoke within the acknowledgement window."""
    talked_into_gap: int
    """Agent speech segments that started after the acknowledgement window, inside the gap."""
    resume_latency_ms: float | None
    """From the end of the return line to the agent's next speech (negative: talked over it)."""


def _segments(trace: Trace) -> tuple[list[Segment], list[Segment]]:
    flags = event_speech_flags(trace.events, trace.end_tick)
    return segments_from_flags(flags["caller"]), segments_from_flags(flags["agent"])


def suspension_gaps(trace: Trace, config: SentinelConfig | None = None) -> list[Gap]:
    """Every announced step-away of a call (a ``suspend`` caller plan), in order."""
    config = config or SentinelConfig()
    callers, agents = _segments(trace)
    plans = [e for e in trace.events if isinstance(e, CallerPlan)]
    said = {(e.tick, e.lane): e.text for e in trace.events if isinstance(e, Utterance)}
    gaps: list[Gap] = []
    for leave in (p for p in plans if p.plan == "suspend"):
        holding = next((c for c in callers if c.start <= leave.tick < c.end), None)
        start = holding.end if holding else leave.tick
        back = next((p for p in plans if p.plan == "resume" and p.tick >= start), None)
        end = back.tick if back else trace.end_tick
        back_segment = (
            next((c for c in callers if c.start <= back.tick < c.end), None) if back else None
        )
        back_end = back_segment.end if back_segment else (back.tick if back else None)
        quiet = start + seconds_to_ticks(config.acknowledge_s)
        during = tuple(
            (e.tick, e.text)
            for e in trace.events
            if isinstance(e, Utterance) and e.lane == "agent" and start <= e.tick < end
        )
        latency: float | None = None
        if back is not None and back_end is not None:
            later = [a for a in agents if a.end > end]  # agent speech after the caller is back
            if later:
                first = min(later, key=lambda a: a.start)
                latency = float(ticks_to_ms(max(first.start, end) - back_end))
        gaps.append(
            Gap(
                start=start,
                end=end,
                out=said.get((leave.tick, "caller"), ""),
                back=said.get((back.tick, "caller"), "") if back else None,
                back_end=back_end,
                during=during,
                acknowledged=any(start <= a.start < quiet for a in agents),
                talked_into_gap=sum(1 for a in agents if quiet <= a.start < end),
                resume_latency_ms=latency,
            )
        )
    return gaps


def gap_score(gap: Gap, config: SentinelConfig | None = None) -> float:
    """hold x phi(pick-up latency); hold alone when the caller never came back."""
    config = config or SentinelConfig()
    hold = 1.0 if gap.talked_into_gap == 0 else 0.0
    if gap.back is None:
        return hold
    if gap.resume_latency_ms is None:
        return 0.0  # the caller came back and the agent never spoke again
    return hold * latency_score(gap.resume_latency_ms, config=config.latency)


def _evidence(gap: Gap, config: SentinelConfig) -> dict[str, object]:
    # the site's gap fields first (s, e, len, kind, out, back, during, agent_talked, n)
    return {
        "s": ticks_to_seconds(gap.start),
        "e": ticks_to_seconds(gap.end),
        "len": ticks_to_seconds(gap.end - gap.start),
        "kind": "announced",
        "out": gap.out,
        "back": gap.back,
        "during": [{"t": ticks_to_seconds(t), "text": text} for t, text in gap.during],
        "agent_talked": bool(gap.during),
        "n": len(gap.during),
        "acknowledged": gap.acknowledged,
        "talked_into_gap": gap.talked_into_gap,
        "resume_latency_ms": gap.resume_latency_ms,
        "score": gap_score(gap, config),
    }


METRICS = MetricSet()
"""SUS, registered by ``metrics.builtin``."""


@METRICS.metric(
    "SUS",
    VERSION,
    "suspension sentinel: the agent held the line while the caller was away and picked up "
    "on time when they came back",
    voice_only=True,  # scored on speech segments and TT's latency curve
    display=MetricDisplay(
        "dynamics",
        scale=UNIT,
        absent="the call had no suspension",
        core=True,
        description="suspension sentinel: quiet through the caller's hold, prompt pick-up",
    ),
)
def suspension(scenario: Scenario, trace: Trace) -> MetricValue | Absent:
    """Mean gap score over the call's announced step-aways (see the module docstring)."""
    if scenario.suspension is None:
        return Absent(name="SUS", version=VERSION, reason="the scenario has no suspension")
    config = SentinelConfig()
    gaps = suspension_gaps(trace, config)
    if not gaps:
        return Absent(name="SUS", version=VERSION, reason="the caller never stepped away")
    scores = [gap_score(g, config) for g in gaps]
    return MetricValue(
        name="SUS",
        version=VERSION,
        value=sum(scores) / len(scores),
        evidence={
            "acknowledge_s": config.acknowledge_s,
            "gaps": [_evidence(g, config) for g in gaps],
        },
    )
