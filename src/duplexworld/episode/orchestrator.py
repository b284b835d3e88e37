"""The tick loop (DESIGN.md, "The tick").

For tick t: the world advances its clock; the caller produces its chunk from what it heard of
the agent at t - 1; the channel turns it into telephone audio; the agent receives that audio
and the tool results of t - 1 and returns its chunk; its tool calls run inside tick t and
their results are delivered at t + 1. Everything is appended to the trace. Model latency
never moves an event: only ticks count, and wall-clock time is metadata.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Literal, Protocol

import numpy as np

from duplexworld.agents.base import Agent, AgentChunk, AgentInput
from duplexworld.caller.policy import CallerChunk, CallerInput, is_speech
from duplexworld.channel import Channel
from duplexworld.trace import (
    AgentNote,
    CallerPlan,
    EffectInjected,
    Heard,
    SpeechStarted,
    SpeechStopped,
    StateChanged,
    Terminated,
    ToolCalled,
    ToolReturned,
    TraceWriter,
    Utterance,
)
from duplexworld.world import ToolCall, ToolResult, World

TerminationReason = Literal["user_stop", "agent_stop", "max_steps", "timeout", "error"]


class Caller(Protocol):
    """The caller contract: one chunk per tick from what it heard."""

    def step(self, heard: CallerInput) -> CallerChunk:
        """Produce this tick's chunk."""


@dataclass(frozen=True)
class EpisodeOutcome:
    """How an episode ended."""

    reason: TerminationReason
    ticks: int
    wall_seconds: float


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
    tick: int, calls: tuple[ToolCall, ...], world: World, writer: TraceWriter
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
        before = world.state_hash()
        result = world.call(call)
        after = world.state_hash()
        if after != before:
            writer.emit(
                StateChanged(tick=tick, cause=f"tool:{call.name}", before=before, after=after)
            )
        results.append(result)
    return tuple(results)


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


def run_episode(
    *,
    world: World,
    caller: Caller,
    channel: Channel,
    agent: Agent,
    writer: TraceWriter,
    step_cap: int,
    wall_timeout_s: float | None = None,
) -> EpisodeOutcome:
    """Drive one call to its end, writing every event to ``writer``.

    The components must already be started (``agent.start``). Returns the termination
    reason; the trace is left open for the caller of this function to close.
    """
    started = time.monotonic()
    previous = AgentChunk()
    agent_results: tuple[ToolResult, ...] = ()
    caller_results: tuple[ToolResult, ...] = ()
    lanes = {"caller": _Lane("caller"), "agent": _Lane("agent")}
    reason: TerminationReason = "max_steps"
    tick = 0
    for tick in range(step_cap):
        before = world.state_hash()
        for change in world.on_tick(tick):
            after = world.state_hash()
            writer.emit(
                StateChanged(tick=tick, cause=f"world:{change}", before=before, after=after)
            )
            before = after

        _deliver(tick, caller_results, "caller", writer)
        heard = CallerInput(
            tick=tick,
            agent_audio=previous.audio,
            agent_text=previous.transcript,
            tool_results=caller_results,
        )
        chunk = caller.step(heard)
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
        if chunk.plan is not None:
            writer.emit(
                CallerPlan(tick=tick, plan=chunk.plan, facts=chunk.plan_facts, reason=chunk.reason)
            )
        if chunk.text:
            writer.emit(Utterance(tick=tick, lane="caller", text=chunk.text))
        lanes["caller"].update(tick, chunk.speaking, writer)
        caller_results = _run_calls(tick, chunk.tool_calls, world, writer)

        line = channel.process(chunk.audio, utterance_start=bool(chunk.text))
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
        _deliver(tick, agent_results, "agent", writer)
        output = agent.step(AgentInput(tick=tick, audio=line.pcm, tool_results=agent_results))
        for note in output.notes:
            writer.emit(AgentNote(tick=tick, text=note))
        if output.transcript:
            writer.emit(Utterance(tick=tick, lane="agent", text=output.transcript))
        lanes["agent"].update(tick, is_speech(np.asarray(output.audio)), writer)
        agent_results = _run_calls(tick, output.tool_calls, world, writer)

        writer.audio(line.pcm, output.audio)
        previous = output
        if chunk.hangup:
            reason = "user_stop"
            break
        if output.end_call:
            reason = "agent_stop"
            break
        if wall_timeout_s is not None and time.monotonic() - started > wall_timeout_s:
            reason = "timeout"
            break
    end = tick + 1
    for lane in lanes.values():
        lane.update(end, False, writer)
    writer.emit(Terminated(tick=end, reason=reason))
    return EpisodeOutcome(reason=reason, ticks=end, wall_seconds=time.monotonic() - started)
