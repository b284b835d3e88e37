"""One episode as the report shows it: speech activity, effects, tools, turn marks, the
transcript (with what the caller heard and the agent's notes), the gold actions with their
expected values and matched / near-miss / missing / surplus calls, the record diff against
the gold replay, the speech checks with the heard line that decided each, the failed reward
factors (the first one in words) and the termination.

Everything here is plain data built from the trace and ``scores.json``; strings are kept as
written (untrusted): the renderers escape them.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from duplexworld.metrics.agentic import CAPPED, FACTOR_METRIC
from duplexworld.metrics.channel_cost import classify_failure
from duplexworld.metrics.matching import values_match
from duplexworld.report.data import Episode
from duplexworld.report.diff import (
    FieldDiff,
    GoldFacts,
    GoldUnavailable,
    gold_facts,
    header_scenario,
    record_diff,
    show,
)
from duplexworld.report.panel import episode_absent_reason
from duplexworld.trace import (
    AgentNote,
    EffectInjected,
    Heard,
    SpeechStarted,
    SpeechStopped,
    Terminated,
    TickLateness,
    ToolCalled,
    ToolReturned,
)
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


FACTOR_WORDS = {
    "termination": "the call did not end properly",
    "DB": "the records at the end of the call are not the ones a correct call leaves",
    "ACTION": "a tool call the task needs was not made with the right values",
    "ENV_ASSERTION": "the world's own check of the outcome failed",
    "NL_ASSERTION": "the agent said something it must not, or did not say what it must",
    "trace": "the episode's trace could not be read",
    "reward": "the episode could not be scored",
}
"""A failed reward factor (or cause) in words, for the one that failed first."""


@dataclass(frozen=True)
class GoldView:
    """One gold action, its expected critical values and the call that matched it.

    ``matched`` is ``None`` when no call matched; then ``near`` is the agent's unmatched call
    of the same tool that comes closest, with ``arg_diff`` its wrong critical arguments.
    """

    name: str
    critical: tuple[str, ...]
    matched: ToolCallView | None
    expected: tuple[tuple[str, str], ...] = ()
    """(critical argument, expected value as JSON) from the gold replay."""
    near: ToolCallView | None = None
    arg_diff: tuple[tuple[str, str, str], ...] = ()
    """(argument, expected, called with) for each critical argument ``near`` got wrong."""
    clauses: tuple[str, ...] = ()
    """Policy clause ids the matching call's result must return (a policy search)."""


@dataclass(frozen=True)
class SpeechCheckView:
    """One speech check of the NL assertion: its verdict and the heard line that decided it."""

    rule: str
    note: str
    holds: bool | None
    """``None`` when the evidence does not say."""
    heard: str
    """The heard line that decided the check (empty when no line was heard for it)."""
    tick: int | None
    matched: str
    """The phrase or value found in ``heard``."""


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
    """(reward factor or cause, why) for a run that did not pass, the first failed first."""
    termination: str
    termination_detail: str
    problem: str = ""
    scored_calls: bool = True
    """Whether the scenario has gold actions (Pathfinding's have none: calls are not scored)."""
    record_diff: tuple[FieldDiff, ...] = ()
    diff_problem: str = ""
    """Why the record diff could not be computed (empty when it was)."""
    speech_checks: tuple[SpeechCheckView, ...] = ()
    extras: tuple[tuple[int, str, str, str], ...] = ()
    """(tick, class, who, text): what a lane was heard as and the agent's notes."""
    failure_class: str = ""
    """The channel failure class of a failed episode (misheard, unheard, cut_by_burst...);
    ``unclassified`` when the agent exposes no notes to classify by; empty when it passed."""
    tick_lateness: TickLateness | None = None
    """How late the harness started a wall-clock call's ticks, from the trace's final record
    (None: not a wall-clock call, or a trace from before the record carried it)."""

    @property
    def first_failure(self) -> str:
        """The failed factor that comes first, in words (empty when the episode passed)."""
        if not self.failures:
            return ""
        factor, why = self.failures[0]
        return f"{FACTOR_WORDS.get(factor, factor)} ({factor}): {why}"


def _speech_spans(episode: Episode, end: int) -> dict[str, list[tuple[int, int]]]:
    spans: dict[str, list[tuple[int, int]]] = {"caller": [], "agent": []}
    started: dict[str, int] = {}
    assert episode.trace is not None
    for event in episode.trace.events:
        if isinstance(event, SpeechStarted):
            started.setdefault(event.lane, event.tick)
        elif isinstance(event, SpeechStopped) and event.lane in started:
            spans[event.lane].append((started.pop(event.lane), event.tick))
    for lane, tick in started.items():
        spans[lane].append((tick, max(end, tick + 1)))
    return spans


def _tools(episode: Episode) -> list[ToolCallView]:
    assert episode.trace is not None
    calls: dict[str, ToolCallView] = {}
    order: list[str] = []
    for event in episode.trace.events:
        if isinstance(event, ToolCalled):
            calls[event.call_id] = ToolCallView(
                tick=event.tick,
                call_id=event.call_id,
                actor=event.actor,
                name=event.name,
                arguments=json.dumps(event.arguments, sort_keys=True, ensure_ascii=False),
            )
            order.append(event.call_id)
        elif isinstance(event, ToolReturned) and event.call_id in calls:
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


def _arg_diff(
    expected: dict[str, Any], kinds: dict[str, Any], critical: tuple[str, ...], call: ToolCallView
) -> tuple[tuple[str, str, str], ...]:
    arguments = json.loads(call.arguments)
    return tuple(
        (name, show(expected.get(name)), show(arguments[name]) if name in arguments else "(none)")
        for name in critical
        if name not in arguments
        or not values_match(expected.get(name), arguments[name], kinds.get(name))
    )


def _gold(
    episode: Episode, tools: list[ToolCallView], facts: GoldFacts | None
) -> tuple[list[GoldView], list[ToolCallView]]:
    by_id = {t.call_id: t for t in tools}
    actions = _evidence(episode, "ACT").get("actions", [])
    actions = [a for a in actions if isinstance(a, dict)] if isinstance(actions, list) else []
    matched = [
        by_id.get(str(a["matched_call"])) if a.get("matched_call") else None for a in actions
    ]
    used = {m.call_id for m in matched if m is not None}
    gold: list[GoldView] = []
    for index, (action, call) in enumerate(zip(actions, matched, strict=True)):
        critical = tuple(str(c) for c in action.get("critical", []) or [])
        name = str(action.get("name", "?"))
        known = facts is not None and index < len(facts.arguments)
        expected = facts.arguments[index] if facts is not None and known else {}
        kinds = facts.kinds[index] if facts is not None and known else {}
        near: ToolCallView | None = None
        diff: tuple[tuple[str, str, str], ...] = ()
        if call is None and known:
            # the closest unmatched call of the same tool: a wrong value shows as a wrong
            # value, not as a missing action plus a surplus call
            candidates = [
                (_arg_diff(expected, kinds, critical, t), t)
                for t in tools
                if t.actor == "agent" and t.name == name and t.call_id not in used
            ]
            if candidates:
                diff, near = min(candidates, key=lambda pair: len(pair[0]))
                used.add(near.call_id)
        gold.append(
            GoldView(
                name=name,
                critical=critical,
                matched=call,
                expected=tuple((c, show(expected[c])) for c in critical if c in expected),
                near=near,
                arg_diff=diff,
                clauses=tuple(str(c) for c in action.get("clauses", []) or []),
            )
        )
    surplus = [t for t in tools if t.actor == "agent" and t.call_id not in used]
    return gold, surplus


def _speech_checks(episode: Episode) -> tuple[SpeechCheckView, ...]:
    # read generically: the NLA evidence's check list has been written with different keys
    # (met/holds, heard as a dict or a line), so every key is optional
    evidence = _evidence(episode, "NLA")
    checks = evidence.get("speech_checks", evidence.get("checks", []))
    views = []
    for check in checks if isinstance(checks, list) else []:
        if not isinstance(check, dict):
            continue
        holds = check.get("holds", check.get("met"))
        heard = check.get("heard")
        line: Any = heard.get("text", heard.get("line", "")) if isinstance(heard, dict) else heard
        if not line and isinstance(check.get("line"), str | dict):
            line = check["line"]
            line = line.get("text", "") if isinstance(line, dict) else line
        where = heard if isinstance(heard, dict) else check
        tick = where.get("tick") if isinstance(where.get("tick"), int) else None
        views.append(
            SpeechCheckView(
                rule=str(check.get("rule", "check")),
                note=str(check.get("note", "") or ""),
                holds=holds if isinstance(holds, bool) else None,
                heard=str(line or ""),
                tick=tick,
                matched=str(where.get("matched", "") or ""),
            )
        )
    return tuple(views)


def _why(
    episode: Episode,
    factor: str,
    gold: list[GoldView],
    diff: tuple[FieldDiff, ...],
    checks: tuple[SpeechCheckView, ...],
) -> str:
    metric = FACTOR_METRIC.get(factor, factor)
    evidence = _evidence(episode, metric)
    if factor == "DB":
        if diff and "final_hash" in evidence:
            shown = "; ".join(
                f"{d.table}/{d.record}{'.' + d.field if d.field else ''}: expected {d.expected}, "
                f"got {d.actual}"
                for d in diff[:3]
            )
            more = f" (and {len(diff) - 3} more)" if len(diff) > 3 else ""
            count = f"{len(diff)} difference{'s' if len(diff) > 1 else ''}"
            return f"{count} from the gold replay's records: {shown}{more}"
        if "final_hash" in evidence:
            return "the final record store differs from the gold replay's (state hashes differ)"
        details = ", ".join(f"{k}: {v}" for k, v in sorted(evidence.items()) if k != "rule")
        return f"the world's goal-state rule failed ({details})" if details else "goal not reached"
    if factor == "ACTION":
        parts = []
        for g in gold:
            if g.matched is not None:
                continue
            if g.near is not None and g.arg_diff:
                wrong = ", ".join(f"{a} {got} (expected {want})" for a, want, got in g.arg_diff)
                parts.append(f"{g.name} called with {wrong}")
            elif g.near is not None:
                needed = "the policy clauses " + (", ".join(g.clauses) or "the gold action needs")
                parts.append(f"{g.name} called, but its result returned none of {needed}")
            else:
                parts.append(f"{g.name} never called")
        return "; ".join(parts) if parts else "a gold action was not matched"
    if factor == "NL_ASSERTION":
        failed = [c for c in checks if c.holds is False]
        if failed:
            return "; ".join(
                f"{c.rule} {c.note or ''}".strip()
                + (f": heard \u201c{c.heard}\u201d" if c.heard else ": nothing heard for it")
                for c in failed
            )
    reason = evidence.get("reason") or evidence.get("verdict") or evidence.get("explanation")
    return str(reason) if reason else f"{metric} is 0"


def failures(
    episode: Episode,
    gold: list[GoldView],
    diff: tuple[FieldDiff, ...] = (),
    checks: tuple[SpeechCheckView, ...] = (),
) -> list[tuple[str, str]]:
    """Which reward factors failed and why (empty when the run passed), the first failed
    first: a capping termination, then the factors in the scenario's reward-basis order."""
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
    basis = [str(f) for f in evidence.get("basis", []) or []] if isinstance(evidence, dict) else []
    order = {factor: index for index, factor in enumerate(basis)}
    found = []
    if termination in CAPPED:
        found.append(
            ("termination", f"the call ended by {termination}: reward 0 whatever the state")
        )
    found += [
        (str(factor), _why(episode, str(factor), gold, diff, checks))
        for factor, value in sorted(factors.items(), key=lambda f: (order.get(f[0], 99), f[0]))
        if isinstance(value, int | float) and value < 1.0 - 1e-9
    ]
    return found or [("reward", "below 1")]


def _extras(episode: Episode) -> tuple[tuple[int, str, str, str], ...]:
    assert episode.trace is not None
    rows = []
    for event in episode.trace.events:
        if isinstance(event, Heard):
            who = "caller heard agent" if event.lane == "agent" else f"heard {event.lane}"
            rows.append((event.tick, "heard", who, event.text))
        elif isinstance(event, AgentNote):
            rows.append((event.tick, "anote", "agent note", event.text))
    return tuple(rows)


def _failure_class(episode: Episode) -> str:
    # the classes read the agent's notes ("heard ...", "parsed ..."): an agent that writes
    # none would be classed "unheard" for every failure, which says nothing about it
    assert episode.trace is not None
    if not episode.trace.events(AgentNote):
        return "unclassified"
    try:
        return classify_failure(header_scenario(episode.scenario), episode.trace)
    except GoldUnavailable:
        return "unclassified"


def episode_view(episode: Episode) -> EpisodeView:
    """The episode page's data (a trace that could not be read gives an empty timeline)."""
    terminated = episode.trace.events(Terminated) if episode.trace is not None else []
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
    facts: GoldFacts | None = None
    diff: tuple[FieldDiff, ...] = ()
    diff_problem = ""
    goal = episode.scores.get("GS")
    # the diff explains a goal state scored by hash only: a world with its own goal rule
    # (Pathfinding, the workbench) accepts states other than the gold replay's
    hashed = isinstance(goal, dict) and "final_hash" in _evidence(episode, "GS")
    needs_diff = hashed and isinstance(goal, dict) and float(goal.get("value", 1.0)) < 1.0
    try:
        facts = gold_facts(episode.scenario)
        if needs_diff:
            diff = tuple(record_diff(facts, episode.trace.final_state))
    except (GoldUnavailable, TypeError, ValueError) as exc:
        # only a failed goal state needs the diff: say why it is missing only then
        diff_problem = str(exc).splitlines()[0] if needs_diff else ""
    gold, surplus = _gold(episode, tools, facts)
    checks = _speech_checks(episode)
    effects = [
        (e.start_tick, max(e.end_tick, e.start_tick + 1), e.label, e.text)
        for e in episode.trace.events(EffectInjected)
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
        failures=[] if passed else failures(episode, gold, diff, checks),
        termination=termination,
        termination_detail=detail,
        scored_calls=bool(episode.scenario.get("gold_actions")),
        record_diff=diff,
        diff_problem=diff_problem,
        speech_checks=checks,
        extras=_extras(episode),
        failure_class="" if passed else _failure_class(episode),
        tick_lateness=episode.trace.tick_lateness,
    )


def seconds(tick: int) -> float:
    """A tick in seconds (for display)."""
    return tick * TICK_MS / 1000.0
