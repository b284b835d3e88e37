"""One episode as the report shows it: speech activity, effects, tools, turn marks, the
transcript, the gold actions with matched / missing / surplus calls, the failed reward factor
and why, and the termination.

Everything here is plain data built from the trace and ``scores.json``; strings are kept as
written (untrusted): the renderers escape them.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from duplexworld.metrics.agentic import CAPPED, FACTOR_METRIC
from duplexworld.report.data import Episode
from duplexworld.report.panel import episode_absent_reason
from duplexworld.trace.linearize import utterance_spans
from duplexworld.units import TICK_MS

RESULT_CHARS = 300
"""Tool results are cut to this many characters in the report (the trace has them whole)."""

TURN_LABELS = {
    ("response", "response"): "response",
    ("response", "no_response"): "no response",
    ("yield", "yield"): "yield",
    ("yield", "no_yield"): "no yield",
    ("agent", "interrupt"): "agent interruption",
    ("backchannel", "correct"): "backchannel ignored",
    ("backchannel", "error"): "yielded to backchannel",
    ("vocal_tic", "correct"): "vocal tic ignored",
    ("vocal_tic", "error"): "reacted to vocal tic",
    ("non_directed", "correct"): "aside ignored",
    ("non_directed", "error"): "reacted to aside",
}
"""tau-Voice event (category, outcome) -> the turn mark shown on the timeline."""


@dataclass(frozen=True)
class ToolCallView:
    """A tool call and its result."""

    tick: int
    call_id: str
    actor: str
    name: str
    arguments: str
    result_tick: int | None = None
    ok: bool | None = None
    result: str = ""


@dataclass(frozen=True)
class GoldView:
    """One gold action and the call that matched it (``None``: missing)."""

    name: str
    critical: tuple[str, ...]
    matched: ToolCallView | None


@dataclass(frozen=True)
class EpisodeView:
    """Everything the episode page shows."""

    key: str
    ticks: int
    speech: dict[str, list[tuple[int, int]]]
    """Per lane, speech activity as [start, end) tick spans."""
    utterances: list[tuple[int, int, str, str]]
    """(start tick, end tick, lane, text)."""
    effects: list[tuple[int, int, str, str]]
    """(start tick, end tick, label, text) of injected channel effects."""
    tools: list[ToolCallView]
    turns: list[tuple[int, str]]
    """(tick, turn mark)."""
    gold: list[GoldView]
    surplus: list[ToolCallView]
    """Agent calls that matched no gold action (ACT ignores them; effort counts them)."""
    passed: bool
    failures: list[tuple[str, str]]
    """(reward factor or cause, why) for a run that did not pass."""
    termination: str
    termination_detail: str
    problem: str = ""


def _speech_spans(episode: Episode, end: int) -> dict[str, list[tuple[int, int]]]:
    spans: dict[str, list[tuple[int, int]]] = {"caller": [], "agent": []}
    started: dict[str, int] = {}
    assert episode.trace is not None
    for event in episode.trace.events:
        if event.kind == "speech_started":
            started.setdefault(event.lane, event.tick)
        elif event.kind == "speech_stopped" and event.lane in started:
            spans[event.lane].append((started.pop(event.lane), event.tick))
    for lane, tick in started.items():
        spans[lane].append((tick, max(end, tick + 1)))
    return spans


def _tools(episode: Episode) -> list[ToolCallView]:
    assert episode.trace is not None
    calls: dict[str, ToolCallView] = {}
    order: list[str] = []
    for event in episode.trace.events:
        if event.kind == "tool_called":
            calls[event.call_id] = ToolCallView(
                tick=event.tick,
                call_id=event.call_id,
                actor=event.actor,
                name=event.name,
                arguments=json.dumps(event.arguments, sort_keys=True, ensure_ascii=False),
            )
            order.append(event.call_id)
        elif event.kind == "tool_returned" and event.call_id in calls:
            call = calls[event.call_id]
            content = event.content
            if len(content) > RESULT_CHARS:
                content = content[:RESULT_CHARS] + "\u2026"
            calls[event.call_id] = ToolCallView(
                call.tick, call.call_id, call.actor, call.name, call.arguments,
                event.tick, event.ok, content,
            )  # fmt: skip
    return [calls[c] for c in order]


def _evidence(episode: Episode, metric: str) -> dict[str, Any]:
    stored = episode.scores.get(metric)
    if isinstance(stored, dict) and isinstance(stored.get("evidence"), dict):
        return stored["evidence"]
    return {}


def _gold(episode: Episode, tools: list[ToolCallView]) -> tuple[list[GoldView], list[ToolCallView]]:
    by_id = {t.call_id: t for t in tools}
    gold: list[GoldView] = []
    actions = _evidence(episode, "ACT").get("actions", [])
    for action in actions if isinstance(actions, list) else []:
        if not isinstance(action, dict):
            continue
        matched = action.get("matched_call")
        gold.append(
            GoldView(
                name=str(action.get("name", "?")),
                critical=tuple(str(c) for c in action.get("critical", []) or []),
                matched=by_id.get(str(matched)) if matched is not None else None,
            )
        )
    used = {g.matched.call_id for g in gold if g.matched is not None}
    surplus = [t for t in tools if t.actor == "agent" and t.call_id not in used]
    return gold, surplus


def _why(episode: Episode, factor: str, gold: list[GoldView]) -> str:
    metric = FACTOR_METRIC.get(factor, factor)
    evidence = _evidence(episode, metric)
    if factor == "DB":
        if "final_hash" in evidence:
            return "the final record store differs from the gold replay's (state hashes differ)"
        details = ", ".join(f"{k}: {v}" for k, v in sorted(evidence.items()) if k != "rule")
        return f"the world's goal-state rule failed ({details})" if details else "goal not reached"
    if factor == "ACTION":
        missing = [g.name for g in gold if g.matched is None]
        if missing:
            return "gold actions without a matching call: " + ", ".join(missing)
        return "a gold action was not matched"
    reason = evidence.get("reason") or evidence.get("verdict") or evidence.get("explanation")
    return str(reason) if reason else f"{metric} is 0"


def failures(episode: Episode, gold: list[GoldView]) -> list[tuple[str, str]]:
    """Which reward factors failed and why (empty when the run passed)."""
    reward = episode.scores.get("reward")
    termination = str(episode.row.get("termination", ""))
    if not isinstance(reward, dict):
        basis = episode.scenario.get("reward_basis") or []
        absent = [
            (
                str(f),
                episode_absent_reason(
                    FACTOR_METRIC.get(str(f), str(f)), episode.scores, episode.absent
                ),
            )
            for f in basis
            if episode.scores.get(FACTOR_METRIC.get(str(f), str(f))) is None
        ]
        return absent or [("reward", "absent: the episode could not be scored")]
    if float(reward.get("value", 0.0)) >= 1.0 - 1e-9:
        return []
    evidence = reward.get("evidence") if isinstance(reward.get("evidence"), dict) else {}
    factors = evidence.get("factors", {}) if isinstance(evidence, dict) else {}
    found = [
        (str(factor), _why(episode, str(factor), gold))
        for factor, value in sorted(factors.items())
        if isinstance(value, int | float) and value < 1.0 - 1e-9
    ]
    if termination in CAPPED:
        found.append(
            ("termination", f"the call ended by {termination}: reward 0 whatever the state")
        )
    return found or [("reward", "below 1")]


def episode_view(episode: Episode) -> EpisodeView:
    """The episode page's data (a trace that could not be read gives an empty timeline)."""
    terminated = episode.trace.of_kind("terminated") if episode.trace is not None else []
    detail = terminated[-1].detail if terminated else ""
    termination = str(episode.row.get("termination", "?"))
    reward = episode.value("reward")
    passed = reward is not None and reward >= 1.0 - 1e-9
    if episode.trace is None:
        return EpisodeView(
            key=episode.key, ticks=int(episode.row.get("ticks", 0) or 0), speech={}, utterances=[],
            effects=[], tools=[], turns=[], gold=[], surplus=[], passed=passed,
            failures=[] if passed else [("trace", episode.problem or "trace missing")],
            termination=termination, termination_detail=detail, problem=episode.problem,
        )  # fmt: skip
    end = episode.trace.end_tick
    tools = _tools(episode)
    gold, surplus = _gold(episode, tools)
    effects = [
        (e.start_tick, max(e.end_tick, e.start_tick + 1), e.label, e.text)
        for e in episode.trace.events
        if e.kind == "effect_injected"
    ]
    turns = [
        (event.tick, TURN_LABELS.get((event.category, event.outcome), event.category))
        for event in (episode.calls.events if episode.calls is not None else ())
    ]
    return EpisodeView(
        key=episode.key,
        ticks=end,
        speech=_speech_spans(episode, end),
        utterances=[(s.start, s.end, s.lane, s.text) for s in utterance_spans(episode.trace)],
        effects=effects,
        tools=tools,
        turns=sorted(turns),
        gold=gold,
        surplus=surplus,
        passed=passed,
        failures=[] if passed else failures(episode, gold),
        termination=termination,
        termination_detail=detail,
    )


def seconds(tick: int) -> float:
    """A tick in seconds (for display)."""
    return tick * TICK_MS / 1000.0
