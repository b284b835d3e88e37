"""tau-Voice interaction metrics, variant ``tau_voice_v1`` (tau2-bench voice metrics v1.0).

Implemented rule by rule from ``conformance/tau_voice_interaction/SPEC.md`` (R0-R12 and the
quirks Q1-Q8 the golden numbers depend on); the rule numbers appear in the code. The input is
neutral: per-tick user and agent speech flags, the user's turn-taking action per tick and the
speech inserts (vocal tics, non-directed phrases) on the user's chunk. Loaders build it from
tau2-bench simulation files and from our own traces.

Two levels of output:

- :func:`compute_interaction_metrics_for_experiment` pools the events of several calls exactly
  as the peer does (raw values, ``None`` only on a zero denominator): this is what the
  conformance test holds to ``expected_metrics.json``.
- :func:`reported_metrics` applies REFERENCE.md's rule for publication: a rate backed by fewer
  than ``MIN_EVENTS`` events is hidden (absent).

Per-episode metrics are registered under version ``tau_voice_v1``; each is absent when the
call produced no event of its kind, and carries a :class:`~duplexworld.metrics.base.Tally`
(numerator, events, and for rates ``MIN_EVENTS``) so that the tables pool the events of all
episodes, as tau2-bench does, rather than average per-call rates.
"""

from __future__ import annotations

import bisect
import json
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

import numpy as np

from duplexworld.metrics.base import (
    UNIT,
    MetricDisplay,
    MetricFunction,
    MetricSet,
    MetricValue,
    Tally,
)
from duplexworld.metrics.segments import Segment, event_speech_flags, runs
from duplexworld.scenario import Scenario
from duplexworld.trace import CallerPlan, EffectInjected, Trace
from duplexworld.units import TICK_MS

VARIANT = "tau_voice_v1"
"""Name and metric version of this variant (the peer's voice interaction metrics v1.0)."""

DEFAULT_TICK_SECONDS = 0.2
"""R0: the tick length when the run's metadata does not give one."""

MIN_EVENTS = 10
"""REFERENCE.md: a rate backed by fewer events than this is hidden."""

InsertKind = Literal["VT", "ND"]
SELECTIVITY_KINDS: tuple[str, str, str] = ("backchannel", "vocal_tic", "non_directed")
"""Selectivity categories, in the order the peer reports them."""

_KIND_NAME: dict[str, str] = {"VT": "vocal_tic", "ND": "non_directed"}


@dataclass(frozen=True)
class Insert:
    """A speech insert on the user's side: a vocal tic (VT) or a non-directed phrase (ND)."""

    kind: InsertKind
    text: str


@dataclass(frozen=True)
class InteractionInput:
    """One call as per-tick signals (R1): everything the metrics read."""

    user: tuple[bool, ...]
    """User speech per tick."""
    agent: tuple[bool, ...]
    """Agent speech per tick."""
    actions: tuple[str, ...]
    """The user's turn-taking action per tick (``""`` when unknown)."""
    inserts: tuple[tuple[Insert, ...], ...]
    """Speech inserts on the user's chunk per tick, in R1 order (source, then speech)."""
    tick_seconds: float = DEFAULT_TICK_SECONDS
    """T, the tick length in seconds (R0)."""

    def __post_init__(self) -> None:
        """Check the four signals have one entry per tick."""
        n = len(self.user)
        if not (len(self.agent) == len(self.actions) == len(self.inserts) == n):
            raise ValueError("user, agent, actions and inserts need one entry per tick")
        if self.tick_seconds <= 0:
            raise ValueError(f"tick length must be positive, got {self.tick_seconds}")

    @property
    def n_ticks(self) -> int:
        """Number of ticks."""
        return len(self.user)


@dataclass(frozen=True)
class InteractionEvent:
    """One scored event, with the rule that produced it (for evidence and debugging)."""

    category: str
    """response, yield, backchannel, vocal_tic, non_directed, or agent (an agent interruption)."""
    outcome: str
    """response / no_response, yield / no_yield, error / correct, or interrupt."""
    tick: int
    """Tick the event is anchored at (segment start, or the end of the user turn for R5)."""
    rule: str
    """The SPEC rule that produced it (R5, R7, R8, R9, R10)."""
    latency_ticks: int | None = None
    """Latency in ticks, for responses and yields."""


@dataclass(frozen=True)
class CallEvents:
    """Every event of one call, and the tick length its latencies are measured in."""

    events: tuple[InteractionEvent, ...]
    tick_seconds: float
    n_ticks: int
    """Ticks after the STOP filter (R2)."""

    def of(self, category: str) -> list[InteractionEvent]:
        """Events of one category, in order."""
        return [event for event in self.events if event.category == category]


@dataclass(frozen=True)
class InteractionMetrics:
    """The pooled tau-Voice panel: rates and means are ``None`` on a zero denominator."""

    response_latency_mean: float | None
    yield_latency_mean: float | None
    response_rate: float | None
    yield_rate: float | None
    agent_interruption_rate: float | None
    selectivity_backchannel: float | None
    selectivity_vocal_tic: float | None
    selectivity_non_directed: float | None
    counts: dict[str, int] = field(default_factory=dict)
    """n_simulations, response_total, yield_total, <kind>_total, agent_interrupts_count."""
    errors: dict[str, int] = field(default_factory=dict)
    """Selectivity errors per kind (the numerators behind the correct-rates)."""
    responses: int = 0
    """Answered response events (the numerator of the response rate)."""
    yields: int = 0
    """Interruptions the agent yielded to (the numerator of the yield rate)."""
    response_latency_sum: float = 0.0
    """Sum of the response latencies in seconds (pooling a mean over calls needs the sum)."""
    yield_latency_sum: float = 0.0
    """Sum of the yield latencies in seconds."""

    def as_dict(self) -> dict[str, Any]:
        """The panel in ``expected_metrics.json``'s layout."""
        return {
            "response_latency_mean": self.response_latency_mean,
            "yield_latency_mean": self.yield_latency_mean,
            "response_rate": self.response_rate,
            "yield_rate": self.yield_rate,
            "agent_interruption_rate": self.agent_interruption_rate,
            "selectivity_backchannel": self.selectivity_backchannel,
            "selectivity_vocal_tic": self.selectivity_vocal_tic,
            "selectivity_non_directed": self.selectivity_non_directed,
            "counts": dict(self.counts),
        }


# -- R2 ---------------------------------------------------------------------------------------
def stop_filter(call: InteractionInput) -> InteractionInput:
    """R2: drop the last tick (both sides) when the user's speech starts on it.

    Applied once: the peer applies it twice, but the second pass can never fire.
    """
    n = call.n_ticks
    if n >= 2 and call.user[n - 1] and not call.user[n - 2]:
        return InteractionInput(
            user=call.user[:-1],
            agent=call.agent[:-1],
            actions=call.actions[:-1],
            inserts=call.inserts[:-1],
            tick_seconds=call.tick_seconds,
        )
    return call


# -- R3-R10 -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class _UserSegment:
    start: int
    end: int
    backchannel: bool
    agent_at_start: bool
    agent_at_end: bool
    kinds: frozenset[str]


def _out_of_turn_effects(call: InteractionInput) -> list[tuple[str, int, int]]:
    """R4: inserts on ticks without user speech, merged over consecutive identical inserts.

    Returns ``(kind, start, end)`` with ``end`` exclusive. Identical inserts on one tick stay
    separate effects (multiplicity is kept); a speech tick or a tick without the insert ends
    the run.
    """
    done: list[list[Any]] = []
    open_effects: list[list[Any]] = []  # [insert, start, end] still running at the last tick
    for tick in range(call.n_ticks):
        if call.user[tick]:
            done.extend(open_effects)
            open_effects = []
            continue
        continued: list[list[Any]] = []
        waiting = list(open_effects)
        for insert in call.inserts[tick]:
            match = next((e for e in waiting if e[0] == insert), None)
            if match is not None:
                waiting.remove(match)
                match[2] = tick + 1
                continued.append(match)
            else:
                continued.append([insert, tick, tick + 1])
        done.extend(waiting)
        open_effects = continued
    done.extend(open_effects)
    done.sort(key=lambda e: (e[1], e[2]))
    return [(e[0].kind, e[1], e[2]) for e in done]


def extract_call_events(call: InteractionInput, apply_stop_filter: bool = True) -> CallEvents:
    """Every response, yield, selectivity and agent-interruption event of one call."""
    if apply_stop_filter:
        call = stop_filter(call)
    n = call.n_ticks
    user, agent = call.user, call.agent
    T = call.tick_seconds
    # R0: windows in ticks are truncated, not rounded (the peer's int()).
    w_int, w_sel, w_resp = int(2.0 / T), int(1.0 / T), int(2.0 / T)

    agent_segments: list[Segment] = runs(agent)
    agent_starts = [segment.start for segment in agent_segments]

    def next_agent(tick: int) -> int | None:
        index = bisect.bisect_left(agent_starts, tick)
        return agent_starts[index] if index < len(agent_starts) else None

    # R3: user segments with their flags; no gap merging, no minimum length.
    users: list[_UserSegment] = []
    for start, end in runs(user):
        kinds = {insert.kind for tick in range(start, end) for insert in call.inserts[tick]}
        users.append(
            _UserSegment(
                start=start,
                end=end,
                backchannel=call.actions[start] == "backchannel",  # first tick only
                agent_at_start=agent[start],  # the same tick, not the previous one (Q1)
                agent_at_end=agent[end] if end < n else False,
                kinds=frozenset(kinds),
            )
        )

    events: list[InteractionEvent] = []

    # R5: response events over the eligible user segments E (VT/ND segments included, Q2).
    eligible = [u for u in users if not u.backchannel and not u.agent_at_end]
    for k, segment in enumerate(eligible):
        answer = next_agent(segment.end)
        following = eligible[k + 1].start if k + 1 < len(eligible) else None  # Q6
        if answer is not None and (following is None or answer <= following):
            events.append(
                InteractionEvent("response", "response", segment.end, "R5", answer - segment.end)
            )
        elif following is not None:
            events.append(InteractionEvent("response", "no_response", segment.end, "R5"))

    for segment in users:
        if segment.agent_at_start:
            # R6: classify; R7: scan for the agent's first silent tick from s + 1.
            if segment.backchannel:
                category, window = "backchannel", w_sel
            elif "VT" in segment.kinds:
                category, window = "vocal_tic", w_sel
            elif "ND" in segment.kinds:
                category, window = "non_directed", w_sel
            else:
                category, window = "yield", w_int
            s = segment.start
            stop = next((i for i in range(s + 1, min(s + window, n)) if not agent[i]), None)
            if category == "yield":
                if stop is not None:
                    events.append(InteractionEvent("yield", "yield", s, "R7", stop - s))
                else:
                    events.append(InteractionEvent("yield", "no_yield", s, "R7"))
            else:
                outcome = "error" if stop is not None else "correct"
                events.append(InteractionEvent(category, outcome, s, "R7"))
        elif segment.kinds & {"VT", "ND"}:
            # R8: a tic inside a segment that starts in silence, measured from its start (Q3);
            # backchannels are not excluded.
            category = "vocal_tic" if "VT" in segment.kinds else "non_directed"
            answer = next_agent(segment.start)
            error = answer is not None and answer <= segment.end + w_resp
            events.append(
                InteractionEvent(category, "error" if error else "correct", segment.start, "R8")
            )

    # R9: out-of-turn inserts (R4).
    for kind, es, ee in _out_of_turn_effects(call):
        category = _KIND_NAME[kind]
        if agent[es]:
            containing = next(seg for seg in agent_segments if seg.start <= es < seg.end)
            # seconds, inclusive (Q5); no "correct" event when the agent keeps talking (Q4)
            if (containing.end - es) * T <= 1.0:
                events.append(InteractionEvent(category, "error", es, "R9"))
        else:
            answer = next_agent(es)
            error = answer is not None and answer <= ee + w_resp
            events.append(InteractionEvent(category, "error" if error else "correct", es, "R9"))

    # R10: agent segments that start on a user-speech tick (ties count, Q1).
    for agent_segment in agent_segments:
        if user[agent_segment.start]:
            events.append(InteractionEvent("agent", "interrupt", agent_segment.start, "R10"))

    return CallEvents(events=tuple(events), tick_seconds=T, n_ticks=n)


# -- R11 --------------------------------------------------------------------------------------
def _ratio(numerator: int, denominator: int) -> float | None:
    return numerator / denominator if denominator else None


def _mean(values: list[float]) -> float | None:
    # R12: numpy's pairwise summation, as the peer averages
    return float(np.mean(np.asarray(values, dtype=np.float64))) if values else None


def pool_events(calls: Sequence[CallEvents]) -> InteractionMetrics:
    """R11: concatenate the events of all calls, then compute the panel once."""
    outcomes: Counter[tuple[str, str]] = Counter()
    response_latencies: list[float] = []
    yield_latencies: list[float] = []
    for call in calls:
        for event in call.events:
            outcomes[(event.category, event.outcome)] += 1
            if event.latency_ticks is not None:
                # R12: latency = ticks * T in floating point
                latency = event.latency_ticks * call.tick_seconds
                if event.outcome == "response":
                    response_latencies.append(latency)
                elif event.outcome == "yield":
                    yield_latencies.append(latency)
    responses = outcomes[("response", "response")]
    response_total = responses + outcomes[("response", "no_response")]
    yields = outcomes[("yield", "yield")]
    yield_total = yields + outcomes[("yield", "no_yield")]
    interrupts = outcomes[("agent", "interrupt")]
    totals = {
        kind: outcomes[(kind, "error")] + outcomes[(kind, "correct")] for kind in SELECTIVITY_KINDS
    }
    errors = {kind: outcomes[(kind, "error")] for kind in SELECTIVITY_KINDS}
    selectivity = {
        kind: (1.0 - errors[kind] / totals[kind]) if totals[kind] else None
        for kind in SELECTIVITY_KINDS
    }
    counts = {
        "n_simulations": len(calls),
        "response_total": response_total,
        "yield_total": yield_total,
        "backchannel_total": totals["backchannel"],
        "vocal_tic_total": totals["vocal_tic"],
        "non_directed_total": totals["non_directed"],
        "agent_interrupts_count": interrupts,
    }
    return InteractionMetrics(
        response_latency_mean=_mean(response_latencies),
        yield_latency_mean=_mean(yield_latencies),
        response_rate=_ratio(responses, response_total),
        yield_rate=_ratio(yields, yield_total),
        agent_interruption_rate=_ratio(interrupts, response_total),
        selectivity_backchannel=selectivity["backchannel"],
        selectivity_vocal_tic=selectivity["vocal_tic"],
        selectivity_non_directed=selectivity["non_directed"],
        counts=counts,
        errors=errors,
        responses=responses,
        yields=yields,
        response_latency_sum=float(np.sum(np.asarray(response_latencies, dtype=np.float64))),
        yield_latency_sum=float(np.sum(np.asarray(yield_latencies, dtype=np.float64))),
    )


def compute_interaction_metrics_for_experiment(
    calls: Iterable[InteractionInput],
) -> InteractionMetrics:
    """The peer's experiment-level panel: events of every call pooled (R2 skip rule applied).

    A call with no ticks is skipped and not counted in ``n_simulations``.
    """
    return pool_events([extract_call_events(call) for call in calls if call.n_ticks > 0])


_RATE_BACKING: dict[str, str] = {
    "response_rate": "response_total",
    "yield_rate": "yield_total",
    "agent_interruption_rate": "response_total",
    "selectivity_backchannel": "backchannel_total",
    "selectivity_vocal_tic": "vocal_tic_total",
    "selectivity_non_directed": "non_directed_total",
}
"""Which event count backs each rate (the rate's denominator)."""


def reported_metrics(metrics: InteractionMetrics, min_events: int = MIN_EVENTS) -> dict[str, Any]:
    """The panel as published: rates backed by fewer than ``min_events`` events are removed.

    Means (latencies) and counts are kept; ``selectivity_mean`` is the mean of the selectivity
    rates still shown (absent when none is).
    """
    panel = metrics.as_dict()
    for rate, count in _RATE_BACKING.items():
        if metrics.counts.get(count, 0) < min_events or panel[rate] is None:
            panel.pop(rate)
    shown = [
        panel[f"selectivity_{kind}"] for kind in SELECTIVITY_KINDS if f"selectivity_{kind}" in panel
    ]
    if shown:
        panel["selectivity_mean"] = sum(shown) / len(shown)
    return panel


# -- loaders ----------------------------------------------------------------------------------
def tick_seconds_from_results(results: Mapping[str, Any] | Path | str) -> float:
    """R0: ``info.audio_native_config.tick_duration_seconds`` when set and non-zero, else 0.2."""
    data: Mapping[str, Any] = (
        json.loads(Path(results).read_text(encoding="utf-8"))
        if isinstance(results, Path | str)
        else results
    )
    info = data.get("info") or {}
    config = info.get("audio_native_config") or {}
    value = config.get("tick_duration_seconds")
    return float(value) if value else DEFAULT_TICK_SECONDS


def _chunk_inserts(chunk: Mapping[str, Any] | None) -> tuple[Insert, ...]:
    """R1: the source-effects insert, then the speech-effects insert, each when not null."""
    if not chunk:
        return ()
    found: list[Insert] = []
    for holder in ("source_effects", "speech_effects"):
        effects = chunk.get(holder) or {}
        insert = effects.get("speech_insert")
        if insert is not None:
            kind: InsertKind = "VT" if insert.get("type") == "vocal_tic" else "ND"
            found.append(Insert(kind=kind, text=str(insert.get("text", ""))))
    return tuple(found)


def load_tau_simulation(
    simulation: Mapping[str, Any] | Path | str, tick_seconds: float = DEFAULT_TICK_SECONDS
) -> InteractionInput:
    """R1: a tau2-bench full-duplex simulation (file or parsed JSON) as neutral input."""
    data: Mapping[str, Any] = (
        json.loads(Path(simulation).read_text(encoding="utf-8"))
        if isinstance(simulation, Path | str)
        else simulation
    )
    user: list[bool] = []
    agent: list[bool] = []
    actions: list[str] = []
    inserts: list[tuple[Insert, ...]] = []
    for tick in data.get("ticks") or []:
        user_chunk = tick.get("user_chunk")
        agent_chunk = tick.get("agent_chunk")
        user.append(bool(user_chunk and user_chunk.get("contains_speech")))
        agent.append(bool(agent_chunk and agent_chunk.get("contains_speech")))
        action = ((user_chunk or {}).get("turn_taking_action") or {}).get("action")
        actions.append(action if isinstance(action, str) else "")
        inserts.append(_chunk_inserts(user_chunk))
    return InteractionInput(
        user=tuple(user),
        agent=tuple(agent),
        actions=tuple(actions),
        inserts=tuple(inserts),
        tick_seconds=tick_seconds,
    )


def load_tau_experiment(directory: Path | str) -> list[InteractionInput]:
    """Every ``simulations/*.json`` of a tau2-bench run directory (T from ``results.json``)."""
    directory = Path(directory)
    results = directory / "results.json"
    tick = tick_seconds_from_results(results) if results.is_file() else DEFAULT_TICK_SECONDS
    return [
        load_tau_simulation(path, tick)
        for path in sorted((directory / "simulations").glob("*.json"))
    ]


_INSERT_LABELS: dict[str, InsertKind] = {
    "vocal_tic": "VT",
    "non_directed": "ND",
    "non_directed_phrase": "ND",
}


def interaction_input_from_trace(trace: Trace) -> InteractionInput:
    """Our trace as neutral input, over ``[0, trace.end_tick)``.

    - user / agent: the caller's and the agent's speech start/stop events;
    - action: ``backchannel`` on a tick where the caller's plan is ``backchannel`` (the plan is
      written on the tick its utterance starts), else ``""``;
    - inserts: from ``effect_injected`` events (channel/labels.py writes them at injection
      time) whose ``label`` is ``vocal_tic`` or ``non_directed_phrase`` (other labels, such as
      noise bursts or muffling, are not inserts), on every tick of ``[start_tick, end_tick)``
      (``end_tick`` exclusive; the event's own tick alone without a span). Without such events no
      insert exists and the selectivity metrics for tics and phrases are absent.
    """
    n = trace.end_tick
    flags = event_speech_flags(trace.events, n)
    actions = [""] * n
    for event in trace.events:
        if isinstance(event, CallerPlan) and event.plan == "backchannel" and event.tick < n:
            actions[event.tick] = "backchannel"
    inserts: list[list[Insert]] = [[] for _ in range(n)]
    for effect in trace.events(EffectInjected):
        kind = _INSERT_LABELS.get(effect.label)
        if kind is None:
            continue
        first = effect.start_tick
        stop = effect.end_tick if effect.end_tick > first else first + 1
        for tick in range(max(first, 0), min(stop, n)):
            inserts[tick].append(Insert(kind=kind, text=effect.text))
    return InteractionInput(
        user=tuple(bool(x) for x in flags["caller"]),
        agent=tuple(bool(x) for x in flags["agent"]),
        actions=tuple(actions),
        inserts=tuple(tuple(x) for x in inserts),
        tick_seconds=TICK_MS / 1000.0,
    )


# -- registered per-episode metrics -------------------------------------------------------------
_last_episode: list[tuple[Trace, int, InteractionMetrics]] = []
"""The last trace scored and its panel: the eight registered metrics share one computation."""


def _episode(trace: Trace) -> InteractionMetrics:
    if _last_episode and _last_episode[0][0] is trace and _last_episode[0][1] == len(trace.events):
        return _last_episode[0][2]
    metrics = compute_interaction_metrics_for_experiment([interaction_input_from_trace(trace)])
    _last_episode[:] = [(trace, len(trace.events), metrics)]
    return metrics


_Pick = Callable[[InteractionMetrics], tuple[float | None, float, int]]
"""From the panel: (value, numerator, events backing it); value = numerator / events."""

_PANEL: tuple[tuple[str, str, _Pick, int], ...] = (
    (
        "response_rate",
        "share of user turns the agent answered (tau-Voice R_R)",
        lambda m: (m.response_rate, m.responses, m.counts["response_total"]),
        MIN_EVENTS,
    ),
    (
        "response_latency",
        "mean seconds from a user turn's end to the agent's start (L_R)",
        lambda m: (m.response_latency_mean, m.response_latency_sum, m.responses),
        0,
    ),
    (
        "yield_rate",
        "share of user interruptions the agent yielded to (R_Y)",
        lambda m: (m.yield_rate, m.yields, m.counts["yield_total"]),
        MIN_EVENTS,
    ),
    (
        "yield_latency",
        "mean seconds from a user barge-in to the agent stopping (L_Y)",
        lambda m: (m.yield_latency_mean, m.yield_latency_sum, m.yields),
        0,
    ),
    (
        "agent_interruption_rate",
        "agent onsets during user speech per response event (I_A)",
        lambda m: (
            m.agent_interruption_rate,
            m.counts["agent_interrupts_count"],
            m.counts["response_total"],
        ),
        MIN_EVENTS,
    ),
    *(
        (
            f"selectivity_{kind}",
            f"share of {kind.replace('_', ' ')} events the agent handled correctly (S)",
            (
                lambda m, kind=kind: (
                    getattr(m, f"selectivity_{kind}"),
                    m.counts[f"{kind}_total"] - m.errors[kind],
                    m.counts[f"{kind}_total"],
                )
            ),
            MIN_EVENTS,
        )
        for kind in SELECTIVITY_KINDS
    ),
)
"""The per-episode metrics: name, description, how to read them off the panel, and the
fewest pooled events a table may show (REFERENCE.md hides rates, not latency means)."""


def _panel_metric(
    name: str, pick: _Pick, min_events: int, version: str = VARIANT
) -> MetricFunction:
    def compute(scenario: Scenario, trace: Trace) -> MetricValue | None:
        value, numerator, events = pick(_episode(trace))
        if value is None or events == 0:
            return None  # no event of this kind: absent, never 0
        return MetricValue(
            name=name,
            version=version,
            value=value,
            evidence={"numerator": numerator, "events": events},
            tally=Tally(numerator=numerator, events=events, min_events=min_events),
        )

    compute.__doc__ = f"{name} of one call ({version}); absent when the call has no such event."
    return compute


METRICS = MetricSet()
"""SEL and the tau-Voice panel, registered by ``metrics.builtin``."""

_NO_EVENTS = "the call had no event of this kind"


def _rate(label: str, gloss: str, absent: str = _NO_EVENTS) -> MetricDisplay:
    return MetricDisplay(
        "dynamics", label, UNIT, absent=absent, pooling="tau_rate", core=True, description=gloss
    )


def _lower(
    label: str, gloss: str, pooling: Literal["tau_mean", "tau_ratio"], absent: str
) -> MetricDisplay:
    return MetricDisplay(
        "dynamics",
        label,
        None,
        higher_is_better=False,
        absent=absent,
        pooling=pooling,
        core=True,
        description=gloss,
    )


_DISPLAYS: dict[str, MetricDisplay] = {
    "response_rate": _rate("R_R", "share of user turns answered (tau-Voice)"),
    "response_latency": _lower(
        "L_R s",
        "mean seconds from a user turn's end to the agent's start",
        "tau_mean",
        "no answered user turn",
    ),
    "yield_rate": _rate("R_Y", "share of user interruptions the agent yielded to"),
    "yield_latency": _lower(
        "L_Y s", "mean seconds from a barge-in to the agent stopping", "tau_mean", "no yield"
    ),
    "agent_interruption_rate": _lower(
        "I_A", "agent onsets during user speech per response event", "tau_ratio", _NO_EVENTS
    ),
    "selectivity_backchannel": _rate("S_BC", "backchannels correctly not yielded to"),
    "selectivity_vocal_tic": _rate("S_VT", "vocal tics correctly ignored"),
    "selectivity_non_directed": _rate("S_ND", "non-directed phrases correctly ignored"),
}
"""How the report shows each panel metric."""


def _selectivity_pooled(m: InteractionMetrics) -> tuple[float | None, float, int]:
    total = sum(m.counts[f"{kind}_total"] for kind in SELECTIVITY_KINDS)
    correct = total - sum(m.errors[kind] for kind in SELECTIVITY_KINDS)
    return (correct / total if total else None), correct, total


METRICS.metric(
    "SEL",
    "dw_1",
    "share of gold-labelled distractors (backchannels, vocal tics, non-directed phrases) "
    "the agent handled correctly, pooled over kinds",
    voice_only=True,
    display=_rate(
        "SEL",
        "distractors handled correctly, pooled over kinds",
        "no injected distractor or backchannel in the call",
    ),
)(_panel_metric("SEL", _selectivity_pooled, MIN_EVENTS, "dw_1"))
for _name, _description, _pick, _min_events in _PANEL:
    METRICS.metric(_name, VARIANT, _description, voice_only=True, display=_DISPLAYS[_name])(
        _panel_metric(_name, _pick, _min_events)
    )
