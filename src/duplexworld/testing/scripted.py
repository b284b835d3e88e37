"""Scripted calls without audio: drive a scenario's world and build the trace a scorer reads.

A script is a list of steps: a tool call (run on the scenario's real world), a line of the
agent's speech as the caller heard it (a ``heard`` event, as the caller's ASR writes it), or a
caller event (``caller:resume``...) that fires the world changes armed on it. The result is a
:class:`~duplexworld.trace.Trace` in memory, scored by the real metrics (GS, ACT, NLA and the
reward). Tests use the scripted agents below to check what the reward means over all the
scenarios in seconds: the gold replay, a reads-only agent, an agent that only talks.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from pydantic import JsonValue

from duplexworld.metrics.agentic import reward
from duplexworld.metrics.base import REGISTRY, Absent, MetricValue
from duplexworld.scenario import Scenario
from duplexworld.scenario.schema import FactRef, ResultRef
from duplexworld.trace import EventLog, Trace
from duplexworld.trace.events import (
    CallerPlan,
    Heard,
    Terminated,
    ToolCalled,
    ToolReturned,
)
from duplexworld.trace.header import TraceHeader
from duplexworld.world.gold import gold_call_arguments, gold_calls
from duplexworld.world.registry import build_world
from duplexworld.world.tools import ToolCall

__all__ = [
    "Call",
    "CallerEvent",
    "Say",
    "ScriptedScore",
    "enterprise_scenario",
    "enterprise_scenarios",
    "gold_calls_script",
    "gold_script",
    "gold_speech",
    "mistaken_script",
    "reads_only_script",
    "score_script",
    "scripted_trace",
]


@dataclass(frozen=True)
class Call:
    """A tool call by the agent (or the caller, ``actor="user"``)."""

    name: str
    arguments: dict[str, JsonValue] = field(default_factory=dict)
    actor: str = "agent"


@dataclass(frozen=True)
class Say:
    """The agent says ``text``; the caller hears exactly it (a perfect ear)."""

    text: str


@dataclass(frozen=True)
class CallerEvent:
    """A caller event (``caller:suspend``, ``caller:resume``, ``fact:<key>``)."""

    event: str


Step = Call | Say | CallerEvent


def scripted_trace(scenario: Scenario, steps: Iterable[Step]) -> Trace:
    """Run ``steps`` on the scenario's world, one tick apart, and return the trace."""
    world = build_world(scenario)
    events = EventLog()
    tick = 1
    for index, step in enumerate(steps):
        tick += 2
        if isinstance(step, Call):
            actor = "caller" if step.actor == "user" else "agent"
            call = ToolCall(
                call_id=f"s{index}", name=step.name, arguments=step.arguments, actor=step.actor
            )
            events.append(
                ToolCalled(
                    tick=tick,
                    call_id=call.call_id,
                    actor=actor,
                    name=call.name,
                    arguments=call.arguments,
                )
            )
            result = world.call(call)
            events.append(
                ToolReturned(
                    tick=tick + 1,
                    call_id=call.call_id,
                    actor=actor,
                    name=call.name,
                    ok=result.ok,
                    content=result.content,
                )
            )
        elif isinstance(step, Say):
            events.append(
                Heard(tick=tick + 1, lane="agent", text=step.text, start_tick=tick, end_tick=tick)
            )
        else:
            plan = step.event.removeprefix("caller:")
            events.append(CallerPlan(tick=tick, plan=plan, reason="scripted"))
            world.caller_event(step.event)
    events.append(Terminated(tick=tick + 5, reason="user_stop"))
    header = TraceHeader(
        duplexworld_version="scripted",
        episode_key=f"{scenario.id}__scripted",
        scenario_id=scenario.id,
        scenario_sha256="0",
        world=scenario.world,
        run_index=0,
        seed=0,
        channel="clean",
        tick_ms=200,
        step_cap_ticks=scenario.step_cap_ticks,
        seed_state_hash="0",
        components={"caller": {"perception": "audio"}},
        scenario=scenario.model_dump(mode="json"),
    )
    return Trace(Path("."), header, events, world.state())


@dataclass(frozen=True)
class ScriptedScore:
    """The reward of a scripted call and the basis metrics behind it."""

    reward: float | None
    metrics: dict[str, MetricValue | None]
    """GS, ACT, ENV, NLA (None when absent) and ``reward`` with its evidence."""


def score_script(scenario: Scenario, steps: Iterable[Step]) -> ScriptedScore:
    """Score a scripted call by the scenario's reward basis (GS, ACT, ENV, NLA)."""
    trace = scripted_trace(scenario, steps)
    values: dict[str, MetricValue | None] = {}
    for name in ("GS", "ACT", "ENV", "NLA"):
        computed = REGISTRY[name].compute(scenario, trace)
        values[name] = None if isinstance(computed, Absent) else computed
    final = reward(scenario, trace, values)
    values["reward"] = final
    return ScriptedScore(final.value if final is not None else None, values)


def _refusal(scenario: Scenario) -> str:
    """A refusal naming the policy the gold search returned ("our policy on structuring does
    not allow it"), or the bare refusal when the gold searches no policy."""
    from duplexworld.agents.readback import policy_topic
    from duplexworld.world.gold import gold_result_texts

    topic = policy_topic(list(gold_result_texts(scenario)))
    reason = f"our policy on {topic} does not allow it" if topic else "our policy does not allow it"
    return f"I'm sorry, but I can't do that for you: {reason}."


def gold_speech(scenario: Scenario) -> list[Say]:
    """What a correct agent says for the scenario's speech checks: the first phrase (or the
    value, spoken) of each ``must_say`` check; for a refusal, the refusal with the policy the
    gold search returned (:func:`gold_script` says each one due before an event at its place)."""
    return [say for _, say in _timed_gold_speech(scenario)]


def _as_said(value: str, kind: str | None = None) -> str:
    """A value as an agent says it: an amount with its currency ("$240.00"; a bare "240.00"
    is no amount said), anything else as it stands."""
    if kind == "amount" or (kind is None and re.fullmatch(r"\d+\.\d{2}", value)):
        return f"${value}"
    return value


def _timed_gold_speech(scenario: Scenario) -> list[tuple[str | None, Say]]:
    """Each line of :func:`gold_speech` with the tool it must come before (None: any time)."""
    from duplexworld.metrics.speech_checks import PHRASE_CLASSES
    from duplexworld.scenario.provenance import resolve_result
    from duplexworld.world.gold import gold_result_texts

    lines: list[tuple[str | None, Say]] = []
    for check in scenario.nl_checks:
        if check.rule != "must_say":
            continue
        before = check.before.removeprefix("tool:") if check.before else None
        if check.phrases:
            lines.append((before, Say(check.phrases[0])))
        elif check.act == "refuse":
            # a refusal about the matter, as a correct agent says it: the policy it looked up
            # names what cannot be done (the checks read whether it is about the matter)
            lines.append((before, Say(_refusal(scenario))))
        elif check.phrase_class is not None:
            refusal = f"I'm sorry, but I {PHRASE_CLASSES[check.phrase_class][0]} do that."
            lines.append((before, Say(refusal)))
        elif isinstance(check.value, FactRef):
            fact = scenario.fact(check.value.fact)
            lines.append((before, Say(f"That's {_as_said(fact.final_value, fact.kind)}.")))
        elif isinstance(check.value, ResultRef):
            texts = list(gold_result_texts(scenario))
            found = resolve_result(check.value, texts, scenario.fact_values())
            lines.append((before, Say(f"That's {_as_said(found[0]) if found else '?'}.")))
    return lines


def _gold_steps(scenario: Scenario, keep: Sequence[int] | None = None) -> list[Step]:
    """The gold calls in order (``keep``: only those indices), resolved against the results
    of this very run, with the suspension's caller events where the story puts them."""
    world = build_world(scenario)
    texts: list[str] = []
    steps: list[Step] = []
    suspension = scenario.suspension
    for index, action in enumerate(scenario.gold_actions):
        arguments = gold_call_arguments(scenario, index, texts)
        content = ""
        for args in arguments:
            result = world.call(
                ToolCall(call_id=f"g{index}", name=action.name, arguments=args, actor=action.actor)
            )
            content = result.content
            if result.ok:
                break
        texts.append(content)
        if keep is None or index in keep:
            steps.append(Call(action.name, args, action.actor))
        if suspension is not None and index == 0:
            # a caller steps away early in the call (after a first answer) in every story
            steps += [CallerEvent("caller:suspend"), CallerEvent("caller:resume")]
            world.caller_event("caller:suspend")
            world.caller_event("caller:resume")
    return steps


@lru_cache(maxsize=1)
def enterprise_scenarios() -> tuple[Scenario, ...]:
    """The built-in scenarios of the five enterprise worlds (loaded once per process)."""
    from duplexworld.campaign.runner import ENTERPRISE_WORLDS
    from duplexworld.worlds import builtin_scenarios

    return tuple(s for s in builtin_scenarios() if s.world in ENTERPRISE_WORLDS)


def enterprise_scenario(scenario_id: str) -> Scenario:
    """The built-in enterprise scenario ``scenario_id``."""
    return next(s for s in enterprise_scenarios() if s.id == scenario_id)


def gold_calls_script(scenario: Scenario) -> list[Call]:
    """The gold calls as script steps, with the arguments the gold replay resolves."""
    return [
        Call(action.name, call.argument_map(), action.actor)
        for action, call in zip(scenario.gold_actions, gold_calls(scenario), strict=True)
    ]


def gold_script(scenario: Scenario) -> list[Step]:
    """The gold replay as a call: every gold call, then the gold speech; a line due before a
    tool's call (a value read back before the write) is said just before its first call."""
    timed = _timed_gold_speech(scenario)
    steps: list[Step] = []
    for step in _gold_steps(scenario):
        if isinstance(step, Call):
            steps += [say for before, say in timed if before == step.name]
            timed = [(before, say) for before, say in timed if before != step.name]
        steps.append(step)
    return [*steps, *(say for _, say in timed)]


def reads_only_script(scenario: Scenario, writes: set[str]) -> list[Step]:
    """Every gold call of the agent that is not a write (``writes``: the world's write tools),
    and nothing said but a goodbye."""
    keep = [
        index
        for index, action in enumerate(scenario.gold_actions)
        if action.actor == "agent" and action.name not in writes
    ]
    return [*_gold_steps(scenario, keep), Say("Thanks for calling, goodbye.")]


def mistaken_script(
    scenario: Scenario, wrong: tuple[int, str, JsonValue], drop: int, forbidden: str
) -> list[Step]:
    """The gold call with three deliberate mistakes, for tests that explain a failure.

    ``wrong`` = (gold step, argument, value): that call carries the wrong value; gold step
    ``drop`` is never called (a missing write); the agent also says ``forbidden`` (a line a
    ``must_not_say`` check forbids), after the gold speech.
    """
    index, argument, value = wrong
    steps: list[Step] = []
    position = -1  # the gold step of each call (caller events sit between them)
    for step in _gold_steps(scenario):
        if isinstance(step, Call):
            position += 1
            if position == drop:
                continue
            if position == index:
                step = Call(step.name, {**step.arguments, argument: value}, step.actor)
        steps.append(step)
    return [*steps, *gold_speech(scenario), Say(forbidden)]
