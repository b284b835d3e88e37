"""The tick loop (DESIGN.md, "The tick").

For tick t: the world advances its clock; the caller produces its chunk from what it heard of
the agent at t - 1; the channel turns it into telephone audio; the agent receives that audio
and the tool results of t - 1 and returns its chunk; its tool calls run inside tick t and
their results are delivered at t + 1. Everything is appended to the trace. Model latency
never moves an event: only ticks count, and wall-clock time is metadata.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, Literal, Protocol

import numpy as np

from duplexworld.agents.base import Agent, AgentChunk, AgentContext, AgentInput
from duplexworld.agents.errors import AgentFault
from duplexworld.agents.guard import AgentGuard, HarnessDials, argument_problem
from duplexworld.agents.timekeeping import TimeKeeping
from duplexworld.caller.policy import CallerChunk, CallerInput, is_speech
from duplexworld.channel import Channel
from duplexworld.trace import (
    AgentNote,
    CallerPlan,
    EffectInjected,
    HarnessNote,
    Heard,
    SpeechStarted,
    SpeechStopped,
    StateChanged,
    Terminated,
    TickLateness,
    ToolCalled,
    ToolReturned,
    TraceWriter,
    Utterance,
)
from duplexworld.world import ToolCall, ToolResult, World

TerminationReason = Literal[
    "user_stop", "agent_stop", "max_steps", "timeout", "error", "agent_error"
]


class Caller(Protocol):
    """The caller contract: one chunk per tick from what it heard.

    Attributes:
        speaker: the speech bank the caller speaks with (the channel reuses it for asides).
    """

    speaker: Any

    def step(self, heard: CallerInput) -> CallerChunk:
        """Produce this tick's chunk."""

    def spec(self) -> dict[str, Any]:
        """A description of the caller for the trace header."""


@dataclass(frozen=True)
class EpisodeOutcome:
    """How an episode ended."""

    reason: TerminationReason
    ticks: int
    wall_seconds: float
    detail: str = ""
    """Why, when the reason needs one (an agent fault names the tick and what was wrong)."""
    agent_steps: dict[str, float | int] | None = None
    """What the agent's steps cost (``AgentGuard.step_costs``), for ``meta.json``."""


@dataclass
class _Lane:
    name: Literal["caller", "agent"]
    active: bool = False

    def update(self, tick: int, speaking: bool, writer: TraceWriter) -> None:
        if speaking and not self.active:
            writer.emit(SpeechStarted(tick=tick, lane=self.name))
        elif self.active and not speaking:
            writer.emit(SpeechStopped(tick=tick, lane=self.name))
        self.active = speaking


def _run_calls(
    tick: int,
    calls: tuple[ToolCall, ...],
    world: World,
    writer: TraceWriter,
    dials: HarnessDials | None = None,
) -> tuple[ToolResult, ...]:
    results: list[ToolResult] = []
    for call in calls:
        actor = "caller" if call.actor == "user" else "agent"
        writer.emit(
            ToolCalled(
                tick=tick,
                call_id=call.call_id,
                actor=actor,
                name=call.name,
                arguments=call.arguments,
            )
        )
        problem = argument_problem(call.arguments, dials) if dials is not None else None
        if problem is not None:
            # never handed to the world: a 100,000-digit argument is no real request
            results.append(
                ToolResult(
                    call_id=call.call_id, name=call.name, ok=False, content=f"error: {problem}"
                )
            )
            continue
        before = world.state_hash()
        result = world.call(call)
        after = world.state_hash()
        if after != before:
            writer.emit(
                StateChanged(tick=tick, cause=f"tool:{call.name}", before=before, after=after)
            )
        results.append(result)
    return tuple(results)


CALLER_PLAN_EVENTS = {"suspend": "caller:suspend", "resume": "caller:resume"}
"""Caller plans that are events a world change may fire on (scenario ``CALLER_EVENTS``)."""


def _caller_events(
    tick: int, plan: str, facts: tuple[str, ...], world: World, writer: TraceWriter
) -> None:
    # the caller's line starts this tick: a change it announces has already happened
    events = [f"fact:{key}" for key in facts]
    if plan in CALLER_PLAN_EVENTS:
        events.append(CALLER_PLAN_EVENTS[plan])
    for event in events:
        before = world.state_hash()
        for change in world.caller_event(event):
            after = world.state_hash()
            writer.emit(
                StateChanged(tick=tick, cause=f"world:{change}", before=before, after=after)
            )
            before = after


def _deliver(tick: int, results: tuple[ToolResult, ...], actor: str, writer: TraceWriter) -> None:
    for result in results:
        writer.emit(
            ToolReturned(
                tick=tick,
                call_id=result.call_id,
                actor=actor,
                name=result.name,
                ok=result.ok,
                content=result.content,
            )
        )


class LineModality(Protocol):
    """How the two parties' words travel in an episode: the phone line or text messages.

    The tick loop (:func:`run_ticks`) is written once; a modality supplies only what differs
    between a call and a text conversation: what the caller perceives of the agent's last
    chunk, how the caller's chunk reaches the agent, the speech-lane events and the audio
    recording. :class:`AudioLine` is the phone line; ``episode.text_mode.TextLine`` the text
    control.
    """

    guard: AgentGuard

    def caller_input(
        self, tick: int, previous: AgentChunk, results: tuple[ToolResult, ...]
    ) -> CallerInput:
        """What the caller receives at ``tick`` of the agent's chunk of ``tick - 1``."""

    def caller_heard(self, tick: int, chunk: CallerChunk, writer: TraceWriter) -> None:
        """Record what the caller recognised of the agent (``heard`` events) this tick."""

    def caller_spoke(self, tick: int, chunk: CallerChunk, writer: TraceWriter) -> None:
        """Record whether the caller is speaking this tick (speech-lane events)."""

    def send_to_agent(self, tick: int, chunk: CallerChunk, writer: TraceWriter) -> None:
        """Carry the caller's chunk towards the agent (over the channel, or as a message)."""

    def agent_step(self, tick: int, results: tuple[ToolResult, ...]) -> AgentChunk:
        """The agent's checked chunk for ``tick`` (raises ``AgentFault`` as the guard does)."""

    def agent_spoke(self, tick: int, output: AgentChunk, writer: TraceWriter) -> None:
        """Record whether the agent is speaking this tick (speech-lane events)."""

    def record(self, output: AgentChunk | None, writer: TraceWriter) -> None:
        """Record this tick's audio of both lanes (``None``: the agent produced nothing)."""

    def close(self, end: int, writer: TraceWriter) -> None:
        """Close what is open at the end tick (a lane still speaking)."""


class AudioLine:
    """The phone line: the caller's audio goes through the channel to the agent, and the
    caller hears the agent's audio of the previous tick."""

    def __init__(self, channel: Channel, guard: AgentGuard) -> None:
        self.channel = channel
        self.guard = guard
        self._lanes = {"caller": _Lane("caller"), "agent": _Lane("agent")}
        self._pcm = np.zeros(0, dtype=np.int16)

    def caller_input(
        self, tick: int, previous: AgentChunk, results: tuple[ToolResult, ...]
    ) -> CallerInput:
        """The agent's audio of the previous tick (and its transcript, for ablations)."""
        return CallerInput(
            tick=tick,
            agent_audio=previous.audio,
            agent_text=previous.transcript,
            tool_results=results,
        )

    def caller_heard(self, tick: int, chunk: CallerChunk, writer: TraceWriter) -> None:
        """One ``heard`` event per stretch of agent speech the caller recognised."""
        for words in chunk.heard:
            writer.emit(
                Heard(
                    tick=tick,
                    lane="agent",
                    text=words.text,
                    start_tick=words.start_tick,
                    end_tick=words.end_tick,
                )
            )

    def caller_spoke(self, tick: int, chunk: CallerChunk, writer: TraceWriter) -> None:
        """The caller's speech lane."""
        self._lanes["caller"].update(tick, chunk.speaking, writer)

    def send_to_agent(self, tick: int, chunk: CallerChunk, writer: TraceWriter) -> None:
        """The channel turns the caller's chunk into telephone audio, with its effects."""
        line = self.channel.process(chunk.audio, utterance_start=bool(chunk.text))
        self._pcm = line.pcm
        for effect in line.effects:
            writer.emit(EffectInjected(**effect.event_fields()))
        if chunk.plan == "backchannel":
            # gold label at injection time, like the channel's distractors: the agent
            # should not yield to it
            writer.emit(
                EffectInjected(
                    tick=tick,
                    effect="backchannel",
                    label="backchannel",
                    start_tick=tick,
                    end_tick=tick + chunk.utterance_ticks,
                    text=chunk.text or "",
                )
            )

    def agent_step(self, tick: int, results: tuple[ToolResult, ...]) -> AgentChunk:
        """The agent hears this tick's line audio."""
        return self.guard.step(AgentInput(tick=tick, audio=self._pcm, tool_results=results))

    def agent_spoke(self, tick: int, output: AgentChunk, writer: TraceWriter) -> None:
        """The agent's speech lane."""
        self._lanes["agent"].update(tick, is_speech(np.asarray(output.audio)), writer)

    def record(self, output: AgentChunk | None, writer: TraceWriter) -> None:
        """The line audio the agent heard and the audio it sent."""
        agent_audio = output.audio if output is not None else np.zeros(0, dtype=np.int16)
        writer.audio(self._pcm, agent_audio)

    def close(self, end: int, writer: TraceWriter) -> None:
        """A lane still speaking stops at the end tick."""
        for lane in self._lanes.values():
            lane.update(end, False, writer)


def run_episode(
    *,
    world: World,
    caller: Caller,
    channel: Channel,
    agent: Agent,
    writer: TraceWriter,
    step_cap: int,
    wall_timeout_s: float | None = None,
    dials: HarnessDials | None = None,
    context: AgentContext | None = None,
    harness_notes: Callable[[], list[tuple[str, str]]] | None = None,
    infrastructure: bool = False,
) -> EpisodeOutcome:
    """Drive one call to its end, writing every event to ``writer``.

    With ``context`` the agent is started here (under its start budget); without it, it must
    already be started. Every call into the agent goes through an ``AgentGuard``: a fault
    ends the call with ``agent_error`` and the reason. Returns the termination reason; the
    trace is left open for the caller of this function to close. ``harness_notes`` is polled
    after the caller's step for (topic, text) notes to record (a decider's fallback).
    ``infrastructure``: the agent is a configured provider adapter, whose
    ``InfrastructureError`` propagates (from any other agent it is ``agent_error``).
    """
    started = time.monotonic()
    guard = AgentGuard(agent, dials, infrastructure=infrastructure)
    try:
        if context is not None:
            try:
                guard.start(context)
            except AgentFault as fault:
                writer.emit(Terminated(tick=0, reason="agent_error", detail=fault.reason))
                return EpisodeOutcome("agent_error", 0, time.monotonic() - started, fault.reason)
        outcome = run_ticks(
            world,
            caller,
            AudioLine(channel, guard),
            writer,
            step_cap,
            wall_timeout_s,
            started,
            harness_notes,
            # a wall-clock agent's lateness goes into the final record (the header is fixed)
            agent.lateness if isinstance(agent, TimeKeeping) else None,
        )
        return replace(outcome, agent_steps=guard.step_costs())
    finally:
        guard.close()


def _advance_clock(tick: int, world: World, writer: TraceWriter) -> None:
    before = world.state_hash()
    for change in [*world.on_tick(tick), *world.clock_changes(tick)]:
        after = world.state_hash()
        writer.emit(StateChanged(tick=tick, cause=f"world:{change}", before=before, after=after))
        before = after


def run_ticks(
    world: World,
    caller: Caller,
    line: LineModality,
    writer: TraceWriter,
    step_cap: int,
    wall_timeout_s: float | None,
    started: float,
    harness_notes: Callable[[], list[tuple[str, str]]] | None = None,
    tick_lateness: Callable[[], TickLateness] | None = None,
) -> EpisodeOutcome:
    """The tick loop, one for every modality: run ticks until someone ends the episode.

    The agent must already be started behind ``line.guard``; the trace is left open.
    ``tick_lateness`` reads a wall-clock agent's lateness summary once the ticks are over,
    for the ``terminated`` event.
    """
    guard = line.guard
    previous = AgentChunk()
    agent_results: tuple[ToolResult, ...] = ()
    caller_results: tuple[ToolResult, ...] = ()
    reason: TerminationReason = "max_steps"
    detail = ""
    tick = 0
    for tick in range(step_cap):
        _advance_clock(tick, world, writer)
        _deliver(tick, caller_results, "caller", writer)
        chunk = caller.step(line.caller_input(tick, previous, caller_results))
        for topic, text in harness_notes() if harness_notes else ():
            writer.emit(HarnessNote(tick=tick, topic=topic, text=text))
        line.caller_heard(tick, chunk, writer)
        if chunk.plan is not None:
            writer.emit(
                CallerPlan(
                    tick=tick,
                    plan=chunk.plan,
                    facts=chunk.plan_facts,
                    reason=chunk.reason,
                    readings=tuple(act.record() for act in chunk.reading),
                )
            )
            _caller_events(tick, chunk.plan, chunk.plan_facts, world, writer)
        if chunk.text:
            writer.emit(Utterance(tick=tick, lane="caller", text=chunk.text))
        line.caller_spoke(tick, chunk, writer)
        caller_results = _run_calls(tick, chunk.tool_calls, world, writer)

        line.send_to_agent(tick, chunk, writer)
        _deliver(tick, agent_results, "agent", writer)
        try:
            output = line.agent_step(tick, agent_results)
        except AgentFault as fault:
            line.record(None, writer)
            reason, detail = "agent_error", fault.reason
            break
        for adjustment in guard.adjustments:
            writer.emit(HarnessNote(tick=tick, topic="agent_output", text=adjustment))
        for note in output.notes:
            writer.emit(AgentNote(tick=tick, text=note))
        if output.transcript:
            writer.emit(Utterance(tick=tick, lane="agent", text=output.transcript))
        line.agent_spoke(tick, output, writer)
        agent_results = _run_calls(tick, output.tool_calls, world, writer, guard.dials)

        line.record(output, writer)
        previous = output
        if chunk.hangup:
            reason = "user_stop"
            break
        if output.end_call:
            reason = "agent_stop"
            break
        if wall_timeout_s is not None and time.monotonic() - started > wall_timeout_s:
            reason, detail = "timeout", f"wall limit of {wall_timeout_s:g} s reached"
            break
    end = tick + 1
    line.close(end, writer)
    late = tick_lateness() if tick_lateness is not None else None
    writer.emit(Terminated(tick=end, reason=reason, detail=detail, tick_lateness=late))
    return EpisodeOutcome(reason, end, time.monotonic() - started, detail)
