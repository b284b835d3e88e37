"""Turn-taking scores TT, TT_strict and TT_final: EVA-Bench's per-turn definition.

Per turn, a score in [0, 1] chosen by what happened on the turn (REFERENCE.md section 3):

- plain turn: the latency curve phi of (first agent start - last user end): 0 at or below
  -500 ms, linear to 1 at 500 ms, flat to 2000 ms (3000 ms on a tool turn), linear to 0 at
  3500 ms (5000 ms on a tool turn);
- agent barge-in (the agent talked over the user): min of
  0.5 x (1 - overlap / 2000 ms), overlap summed over pairwise segment intersections;
  0.5 x (1 - (n - 1) / 2), n the distinct agent segments overlapping the user;
  phi(post-interrupt latency), from the user's last end to the first agent segment starting
  after it, omitted when there is none or when an agent segment spans the user's end;
- user barge-in (the user started while the agent was still talking): max(0, 1 - yield /
  2000 ms), yield = the agent's last end in the previous turn minus the user's first start;
- both: the minimum of the two.

The greeting (turn 0) is excluded; a turn needs segments on both sides to be scored. With no
scorable turn (and no unanswered one) TT is 0, not absent (REFERENCE.md: "no scorable turn
gives 0"; EVA scores such a call as failed turn-taking).

Unanswered turns, three rules over the same turns and per-turn scores:

- ``TT`` (the headline, ``rule="penalty"``, version ``eva_dw_3``): the per-turn mean with an
  explicit penalty: every unanswered user turn is a turn scored 0 in the mean. This is the
  rule that reproduces DuplexWorld's published level (docs/metrics.md: on the site's 24
  published calls the zeroing rule gives 0 in 22, while the paper's pooled TT is 0.39-0.65);
- ``TT_strict`` (diagnostic, ``rule="any"``, version ``eva_dw_strict_3``): any unanswered user
  turn zeroes the call, the rule as the DuplexWorld site words it (TT's rule up to
  ``eva_dw_2``);
- ``TT_final`` (``rule="final"``, version ``eva_final_3``): EVA-Bench's own rule, zero when the
  user spoke last.

A turn is answered when some agent speech of the turn ends after the user's end. The
suspension sentinel: a turn in which the caller announces a step-away is never unanswered
(dead air until the caller is back is right; :mod:`duplexworld.metrics.suspension` scores the
gap), and neither is the caller's "Alright." before it goes to do a step on its side (turn
building 3: the agent waits for the report). Under every rule a final user turn that the
caller closed by hanging up is not unanswered (EVA gates its check on an inactivity-timeout
ending; the caller's goodbye before hanging up expects no answer).

Sub-metrics over the scored turns' latencies: early (< 200 ms), late (>= 2750 ms, 4000 ms on
tool turns), on time (the rest), mean, p50 and p90 (EVA's nearest-rank: the sorted value at
index min(n - 1, int(p n))).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from duplexworld.metrics.base import UNIT, MetricDisplay, MetricSet, MetricValue
from duplexworld.metrics.segments import Segment, event_speech_flags, segments_from_flags
from duplexworld.scenario import Scenario
from duplexworld.trace import CallerPlan, Terminated, ToolCalled, Trace
from duplexworld.units import ticks_to_ms

VERSION = "eva_dw_3"
"""Metric version of TT, the headline. 3: per-turn mean with unanswered turns scored 0, and
presence checks are not user turns (turn building 3); 2: any unanswered turn zeroed the call
(now ``TT_strict``); 1: turn building left a talked-through user barge-in unanswered."""

STRICT_VERSION = "eva_dw_strict_3"
"""Metric version of TT_strict (any unanswered turn zeroes); numbered with its turn building."""

FINAL_VERSION = "eva_final_3"
"""Metric version of TT_final (EVA-Bench's rule); numbered with the turn building it uses."""

NOT_TURN_PLANS = frozenset({"backchannel", "prompt"})
"""Caller plans whose utterance opens no user turn: a backchannel ("uh-huh") and a presence
check (``prompt``: "Hello? Are you still there?", said after the caller's silence limit)."""

STEP_AWAY_PLANS = frozenset({"suspend", "act"})
"""Caller plans after which silence is the agent's right answer, so their turn is never
unanswered: stepping away (``suspend``, "hold on, let me find it") and going to do a step on
the caller's side (``act``, "Alright." to "please tap Approve in the app"; turn building 3)."""

Span = tuple[float, float]
"""A speech segment in milliseconds, ``(start, end)``."""

UnansweredRule = Literal["penalty", "any", "final"]
"""``penalty``: an unanswered turn scores 0 in the mean (TT); ``any``: it zeroes the call
(TT_strict); ``final``: only a final turn the user spoke last zeroes it (TT_final, EVA)."""


@dataclass(frozen=True)
class TTConfig:
    """The curve constants (EVA-Bench's published values) and the unanswered-turn rule."""

    hard_early_ms: float = -500.0
    sweet_low_ms: float = 500.0
    sweet_high_ms: float = 2000.0
    hard_late_ms: float = 3500.0
    sweet_high_tool_ms: float = 3000.0
    hard_late_tool_ms: float = 5000.0
    agent_interrupt_max: float = 0.5
    overlap_hard_ms: float = 2000.0
    interrupt_count_hard: int = 3
    yield_hard_ms: float = 2000.0
    early_ms: float = 200.0
    late_ms: float = 2750.0
    late_tool_ms: float = 4000.0
    rule: UnansweredRule = "penalty"
    """What an unanswered user turn does to the call (see :data:`UnansweredRule`)."""


DEFAULT_CONFIG = TTConfig()
STRICT_CONFIG = TTConfig(rule="any")
FINAL_CONFIG = TTConfig(rule="final")


def latency_score(
    latency_ms: float, tool_turn: bool = False, config: TTConfig = DEFAULT_CONFIG
) -> float:
    """phi: the latency curve (the lenient upper end on a turn with a tool call)."""
    sweet_high = config.sweet_high_tool_ms if tool_turn else config.sweet_high_ms
    hard_late = config.hard_late_tool_ms if tool_turn else config.hard_late_ms
    if latency_ms <= config.hard_early_ms or latency_ms >= hard_late:
        return 0.0
    if latency_ms < config.sweet_low_ms:
        return (latency_ms - config.hard_early_ms) / (config.sweet_low_ms - config.hard_early_ms)
    if latency_ms <= sweet_high:
        return 1.0
    return (hard_late - latency_ms) / (hard_late - sweet_high)


def overlap_score(overlap_ms: float, config: TTConfig = DEFAULT_CONFIG) -> float:
    """Agent barge-in overlap: 0.5 at no overlap, linear to 0 at 2000 ms."""
    return max(0.0, config.agent_interrupt_max * (1.0 - overlap_ms / config.overlap_hard_ms))


def count_score(n_segments: int, config: TTConfig = DEFAULT_CONFIG) -> float:
    """Agent barge-in count: 0.5 for one overlapping segment, 0 from three on (n >= 1)."""
    if n_segments < 1:
        raise ValueError("the count score is defined for at least one barge-in segment")
    ramp = (n_segments - 1) / (config.interrupt_count_hard - 1)
    return max(0.0, config.agent_interrupt_max * (1.0 - ramp))


def yield_score(yield_ms: float, config: TTConfig = DEFAULT_CONFIG) -> float:
    """User barge-in: 1 when the agent stops at once, linear to 0 at 2000 ms of talking on."""
    return max(0.0, 1.0 - yield_ms / config.yield_hard_ms)


@dataclass(frozen=True)
class TurnSpans:
    """One turn: the user's segments, the agent's answer, and what kind of turn it is."""

    turn_id: int
    user: tuple[Span, ...]
    agent: tuple[Span, ...]
    agent_interrupted: bool = False
    """The agent talked over the user in this turn (agent barge-in)."""
    user_interrupted: bool = False
    """The user started this turn while the agent was still talking (user barge-in)."""
    tool_turn: bool = False
    """The agent called a tool before answering (lenient latency curve and late threshold)."""
    suspends: bool = False
    """The caller stepped away in this turn: announced a suspension (the suspension sentinel
    scores the gap, see :mod:`duplexworld.metrics.suspension`) or went to do a step on its
    side. Silence until they come back is a right answer, so the turn is never unanswered."""


@dataclass(frozen=True)
class TurnScore:
    """A scored turn: its score, which rule scored it, and the evidence."""

    turn_id: int
    score: float
    reason: Literal["latency", "agent_interrupt", "user_interrupt", "dual_interrupt"]
    evidence: dict[str, Any]


@dataclass(frozen=True)
class TTResult:
    """TT for one call, with per-turn scores and sub-metrics."""

    value: float
    turns: tuple[TurnScore, ...]
    unanswered: tuple[int, ...]
    """User turns that count as unanswered under the rule in force."""
    missed_turn: bool
    """True when some user turn counts as unanswered under the rule in force (under
    ``penalty`` it scores 0 in the mean; under ``any`` and ``final`` it zeroes the call)."""
    rule: UnansweredRule
    sub_metrics: dict[str, float | None] = field(default_factory=dict)

    def turn(self, turn_id: int) -> TurnScore:
        """The scored turn with this id."""
        return next(t for t in self.turns if t.turn_id == turn_id)


def _overlap_ms(user: Sequence[Span], agent: Sequence[Span]) -> float:
    # pairwise intersections: a full-range intersection over-counts streamed turns
    return sum(max(0.0, min(ue, ae) - max(us, as_)) for us, ue in user for as_, ae in agent)


def _barge_in_segments(user: Sequence[Span], agent: Sequence[Span]) -> int:
    # EVA counts an agent segment when it overlaps some user segment by more than 1 ms
    return sum(1 for as_, ae in agent if any(min(ue, ae) - max(us, as_) > 1.0 for us, ue in user))


def _post_interrupt_ms(user: Sequence[Span], agent: Sequence[Span]) -> float | None:
    user_end = user[-1][1]
    if any(as_ <= user_end < ae for as_, ae in agent):
        return None  # the agent was already talking through the user's end: no gap to time
    later = [as_ for as_, _ in agent if as_ > user_end]
    return min(later) - user_end if later else None


def _score_turn(turn: TurnSpans, previous: TurnSpans | None, config: TTConfig) -> TurnScore:
    evidence: dict[str, Any] = {"tool_turn": turn.tool_turn}
    agent_part: float | None = None
    user_part: float | None = None
    if turn.agent_interrupted:
        overlap = _overlap_ms(turn.user, turn.agent)
        agent_part = overlap_score(overlap, config)
        evidence["overlap_ms"] = overlap
        evidence["overlap_score"] = agent_part
        n = _barge_in_segments(turn.user, turn.agent)
        evidence["n_interrupt_segments"] = n
        if n >= 1:
            counted = count_score(n, config)
            evidence["interrupt_count_score"] = counted
            agent_part = min(agent_part, counted)
        post = _post_interrupt_ms(turn.user, turn.agent)
        if post is not None:
            post_score = latency_score(post, turn.tool_turn, config)
            evidence["post_interrupt_latency_ms"] = post
            evidence["post_interrupt_latency_score"] = post_score
            agent_part = min(agent_part, post_score)
    if turn.user_interrupted and previous is not None and previous.agent:
        yielded = max(0.0, previous.agent[-1][1] - turn.user[0][0])
        user_part = yield_score(yielded, config)
        evidence["yield_ms"] = yielded
        evidence["yield_score"] = user_part
    latency = turn.agent[0][0] - turn.user[-1][1]
    evidence["latency_ms"] = latency
    if agent_part is not None and user_part is not None:
        return TurnScore(turn.turn_id, min(agent_part, user_part), "dual_interrupt", evidence)
    if agent_part is not None:
        return TurnScore(turn.turn_id, agent_part, "agent_interrupt", evidence)
    if user_part is not None:
        return TurnScore(turn.turn_id, user_part, "user_interrupt", evidence)
    score = latency_score(latency, turn.tool_turn, config)
    evidence["latency_score"] = score
    return TurnScore(turn.turn_id, score, "latency", evidence)


def _percentile(ordered: Sequence[float], p: float) -> float:
    return ordered[min(len(ordered) - 1, int(p * len(ordered)))]


def _sub_metrics(
    scored: Sequence[TurnScore], turns: dict[int, TurnSpans], config: TTConfig
) -> dict[str, float | None]:
    if not scored:
        return {}
    latencies = [(t.turn_id, float(t.evidence["latency_ms"])) for t in scored]
    n = len(latencies)
    early = sum(1 for _, ms in latencies if ms < config.early_ms)
    late = sum(
        1
        for turn_id, ms in latencies
        if ms >= (config.late_tool_ms if turns[turn_id].tool_turn else config.late_ms)
    )
    ordered = sorted(ms for _, ms in latencies)
    agent_turns = [t for t in scored if turns[t.turn_id].agent_interrupted]
    user_turns = [t for t in scored if "yield_ms" in t.evidence]
    posts = [
        t.evidence["post_interrupt_latency_ms"]
        for t in agent_turns
        if "post_interrupt_latency_ms" in t.evidence
    ]

    def mean(values: Sequence[float]) -> float | None:
        return sum(values) / len(values) if values else None

    return {
        "mean_latency_ms": sum(ordered) / n,
        "p50_latency_ms": _percentile(ordered, 0.5),
        "p90_latency_ms": _percentile(ordered, 0.9),
        "early_rate": early / n,
        "late_rate": late / n,
        "on_time_rate": (n - early - late) / n,
        "agent_interruption_rate": sum(1 for t in scored if turns[t.turn_id].agent_interrupted) / n,
        "user_interruption_rate": sum(1 for t in scored if turns[t.turn_id].user_interrupted) / n,
        "num_agent_interruptions": (
            float(sum(t.evidence.get("n_interrupt_segments", 0) for t in agent_turns))
            if agent_turns
            else None
        ),
        "mean_overlap_ms": mean([t.evidence["overlap_ms"] for t in agent_turns]),
        "mean_post_interrupt_latency_ms": mean(posts),
        "mean_yield_ms": mean([t.evidence["yield_ms"] for t in user_turns]),
    }


def score_turns(
    turns: Sequence[TurnSpans],
    config: TTConfig = DEFAULT_CONFIG,
    *,
    closed_by_caller: bool = False,
) -> TTResult:
    """TT of one call from its turns (turn 0, if present, is the greeting and is not scored).

    ``closed_by_caller``: the caller ended the call (hung up) after its final turn, which then
    needs no answer. Segments inside a turn are sorted before use.
    """
    ordered = {
        t.turn_id: TurnSpans(
            turn_id=t.turn_id,
            user=tuple(sorted(t.user)),
            agent=tuple(sorted(t.agent)),
            agent_interrupted=t.agent_interrupted,
            user_interrupted=t.user_interrupted,
            tool_turn=t.tool_turn,
            suspends=t.suspends,
        )
        for t in turns
    }
    user_turns = sorted(i for i, t in ordered.items() if i != 0 and t.user)
    final_user = user_turns[-1] if user_turns else None
    exempt = {i for i in user_turns if ordered[i].suspends}  # dead air is expected there
    if closed_by_caller and final_user is not None:
        exempt.add(final_user)
    if config.rule in ("any", "penalty"):
        # answered = the agent spoke after the user's end (a new segment, or one that ran on);
        # agent speech wholly inside the user's speech answers nothing, as in EVA's final check
        unanswered = tuple(
            i
            for i in user_turns
            if i not in exempt and not any(e > ordered[i].user[-1][1] for _, e in ordered[i].agent)
        )
    else:
        user_end = max((e for t in ordered.values() for _, e in t.user), default=None)
        agent_end = max((e for t in ordered.values() for _, e in t.agent), default=None)
        user_last = user_end is not None and (agent_end is None or user_end > agent_end)
        unanswered = (
            (final_user,)
            if user_last and final_user is not None and final_user not in exempt
            else ()
        )

    scored = tuple(
        _score_turn(ordered[i], ordered.get(i - 1), config) for i in user_turns if ordered[i].agent
    )
    missed = bool(unanswered)
    if config.rule == "penalty":
        # the per-turn mean with an explicit penalty: an unanswered turn scores 0 (replacing
        # any score its agent speech inside the user's speech got); no turn at all gives 0
        per_turn = {t.turn_id: t.score for t in scored}
        per_turn.update({i: 0.0 for i in unanswered})
        value = sum(per_turn.values()) / len(per_turn) if per_turn else 0.0
    else:
        # no scorable turn gives 0 (REFERENCE.md), and so does a missed turn
        value = 0.0 if missed or not scored else sum(t.score for t in scored) / len(scored)
    return TTResult(
        value=value,
        turns=scored,
        unanswered=unanswered,
        missed_turn=missed,
        rule=config.rule,
        sub_metrics=_sub_metrics(scored, ordered, config),
    )


# -- our traces -------------------------------------------------------------------------------
def build_turns(
    user_segments: Sequence[Segment],
    agent_segments: Sequence[Segment],
    tool_ticks: Sequence[int] = (),
    suspend_ticks: Sequence[int] = (),
) -> list[TurnSpans]:
    """Turns from the speech segments of both lanes (ticks in, milliseconds out).

    The rule (turn building version 3; :func:`turns_from_trace` leaves out the caller segments
    that are no turns, backchannels and presence checks, before this):

    - every user segment opens a user turn, numbered from 1 in order;
    - an agent segment belongs to the latest user turn that started at or before it (a tie
      goes to the user turn); agent speech before the first user turn is the greeting, turn 0;
    - a turn is an agent barge-in when one of its agent segments overlaps its user segment;
      it is a user barge-in when the user started while an agent segment (of any earlier
      turn, the greeting included) was still running;
    - a user barge-in that the agent talked through is answered: the part of the running
      agent segment after the user's end is the agent's speech after the turn, so it is added
      to the turn as a span from the user's end (latency 0, which the sub-metrics count as
      early). The whole running segment stays with the earlier turn too, where its end is
      what the yield is measured from. Version 1 left such a turn without agent speech, so it
      counted as unanswered although the agent spoke after it;
    - a turn contains a tool call when the agent called a tool at a tick between the user's
      end and the start of the agent's response (the first of the turn's own agent segments
      that starts at or after the user's end, else the carried span), both inclusive;
    - a turn suspends when a ``suspend_ticks`` tick (the caller's step-away line, or its
      "Alright." before a step on its side) falls inside its user segment;
    - a turn is unanswered when none of its agent speech ends after the user's end (see
      :func:`score_turns`; agent speech wholly inside the user's speech answers nothing).
    """
    users = sorted(user_segments)
    agents = sorted(agent_segments)
    starts = [u.start for u in users]
    owned: dict[int, list[Segment]] = {i: [] for i in range(len(users) + 1)}
    for segment in agents:
        owner = sum(1 for s in starts if s <= segment.start)  # 0 = greeting
        owned[owner].append(segment)
    tools = sorted(tool_ticks)
    turns: list[TurnSpans] = []
    if owned[0]:
        turns.append(TurnSpans(0, (), tuple(_ms(a) for a in owned[0])))
    for number, user in enumerate(users, start=1):
        # the agent was talking when the user started: a user barge-in on an earlier turn
        running = [a for a in agents if a.start < user.start < a.end]
        carried = [Segment(user.end, a.end) for a in running if a.end > user.end]
        answer = sorted(carried + owned[number])
        agent_barge = any(min(user.end, a.end) > max(user.start, a.start) for a in owned[number])
        # the response is the first agent speech that starts anew; a carried span only stands
        # in when the agent never started again
        response = next((a.start for a in owned[number] if a.start >= user.end), None)
        response = response if response is not None or not carried else user.end
        tool_turn = response is not None and any(user.end <= t <= response for t in tools)
        turns.append(
            TurnSpans(
                turn_id=number,
                user=(_ms(user),),
                agent=tuple(_ms(a) for a in answer),
                agent_interrupted=agent_barge,
                user_interrupted=bool(running),
                tool_turn=tool_turn,
                suspends=any(user.start <= t < user.end for t in suspend_ticks),
            )
        )
    return turns


def _ms(segment: Segment) -> Span:
    return (float(ticks_to_ms(segment.start)), float(ticks_to_ms(segment.end)))


def turns_from_trace(trace: Trace, merge_gap_ms: float | None = None) -> list[TurnSpans]:
    """Turns of a trace, from its speech events (see :func:`build_turns` for the rule).

    Caller segments that start on a ``backchannel`` plan are not turns (an "uh-huh" during
    the agent's speech asks for no answer), and neither are those that start on a ``prompt``
    plan (turn building 3): a presence check ("Hello? Are you still there?") asks whether the
    agent is still on the line, not for an answer to something new, so the agent's next
    speech still answers the caller's turn before it, and its latency counts from that turn.
    A segment holding a ``suspend`` plan (the caller steps away) or an ``act`` plan (the
    caller says "Alright." and goes to do a step on its side, like tapping Approve in an app)
    suspends its turn: the agent's right answer is to wait quietly until the caller reports;
    ``merge_gap_ms`` closes short silent gaps first.
    """
    n = trace.end_tick
    flags = event_speech_flags(trace.events, n)
    not_turns = {
        e.tick for e in trace.events if isinstance(e, CallerPlan) and e.plan in NOT_TURN_PLANS
    }
    users = [
        s for s in segments_from_flags(flags["caller"], merge_gap_ms) if s.start not in not_turns
    ]
    agents = segments_from_flags(flags["agent"], merge_gap_ms)
    tools = [e.tick for e in trace.events if isinstance(e, ToolCalled) and e.actor == "agent"]
    suspends = [
        e.tick for e in trace.events if isinstance(e, CallerPlan) and e.plan in STEP_AWAY_PLANS
    ]
    return build_turns(users, agents, tools, suspends)


def trace_turn_taking(trace: Trace, config: TTConfig = DEFAULT_CONFIG) -> TTResult:
    """TT of a trace; a call the caller hung up on closes its final turn."""
    terminated = trace.events(Terminated)
    closed = bool(terminated) and terminated[-1].reason == "user_stop"
    return score_turns(turns_from_trace(trace), config, closed_by_caller=closed)


def _tt_value(name: str, version: str, result: TTResult) -> MetricValue:
    evidence: dict[str, Any] = {
        "rule": result.rule,
        "scored_turns": len(result.turns),
        "unanswered_turns": list(result.unanswered),
        "missed_turn": result.missed_turn,
        "per_turn": {
            str(t.turn_id): {"score": t.score, "reason": t.reason, **t.evidence}
            for t in result.turns
        },
        "sub_metrics": dict(result.sub_metrics),
    }
    return MetricValue(name=name, version=version, value=result.value, evidence=evidence)


METRICS = MetricSet()
"""TT, TT_strict and TT_final, registered by ``metrics.builtin``."""
_NO_TURN = "no turn could be scored"


@METRICS.metric(
    "TT",
    VERSION,
    "turn-taking: EVA-Bench per-turn timing scores, each unanswered turn scored 0 in the mean",
    voice_only=True,
    display=MetricDisplay(
        "dynamics",
        scale=UNIT,
        absent=_NO_TURN,
        core=True,
        description="EVA-Bench turn-taking, each unanswered turn scored 0 in the mean",
    ),
)
def turn_taking(scenario: Scenario, trace: Trace) -> MetricValue:
    """TT in [0, 1], the headline: the per-turn mean with unanswered turns scored 0; 0, not
    absent, when no turn has both sides and none went unanswered."""
    return _tt_value("TT", VERSION, trace_turn_taking(trace))


@METRICS.metric(
    "TT_strict",
    STRICT_VERSION,
    "turn-taking (diagnostic): EVA-Bench per-turn scores, zeroed on any unanswered turn",
    voice_only=True,
    display=MetricDisplay(
        "dynamics",
        scale=UNIT,
        absent=_NO_TURN,
        description="turn-taking zeroed on any unanswered turn (diagnostic)",
    ),
)
def turn_taking_strict(scenario: Scenario, trace: Trace) -> MetricValue:
    """TT with the zeroing rule as the DuplexWorld site words it: any unanswered user turn
    makes the call 0 (a diagnostic: the share of calls with an unanswered turn)."""
    return _tt_value("TT_strict", STRICT_VERSION, trace_turn_taking(trace, STRICT_CONFIG))


@METRICS.metric(
    "TT_final",
    FINAL_VERSION,
    "turn-taking: EVA-Bench per-turn timing scores, zeroed only on an unanswered final turn",
    voice_only=True,
    display=MetricDisplay(
        "dynamics",
        scale=UNIT,
        absent=_NO_TURN,
        core=True,
        description="turn-taking with EVA's final-turn rule",
    ),
)
def turn_taking_final(scenario: Scenario, trace: Trace) -> MetricValue:
    """TT under EVA-Bench's own rule: only a final turn the agent never answered zeroes it."""
    return _tt_value("TT_final", FINAL_VERSION, trace_turn_taking(trace, FINAL_CONFIG))
