"""Text mode: the text control of tau-Voice and APEX-Voice (``--channel text``).

The same scenario, world, caller policy and scoring, with the speech taken out: the caller's
words reach the agent as text and the agent answers in text, so the difference between a
text row and a clean row of the same scenario is the modality gap. Nothing is synthesised,
recognised or sent over a line. The tick clock still runs (world changes at a tick, the
caller's waits, the agents' quiet before a write, time to resolution), and one message takes
one tick to send:

- at tick t the caller reads the agent's message of t - 1 (``CallerInput.agent_text``; its
  perception is ``text``) and may write one; the agent receives it at tick t
  (``TextInput.text``) with the tool results of t - 1 and may answer with a message
  (``AgentChunk.transcript``), tool calls or the end of the conversation;
- a message is whole when it arrives, so nobody is talked over: a correction the caller
  would say over the agent (a barge-in) is its next message, which arrives before the
  agent's next turn;
- the trace has the same events minus speech: ``utterance`` events carry the messages, there
  are no ``speech_started``/``speech_stopped``/``heard`` events and no audio, and the header
  says ``modality: text``. Metrics that need audio or speech timing are absent with the
  reason "text mode" (``metrics.base.TEXT_MODE``).

An agent runs in text mode by implementing ``agents.base.TextAgent``; a world with its own
caller needs ``world.registry.TextCallerBuilder``.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import numpy as np

from duplexworld.agents.base import AgentChunk, AgentContext, TextAgent, TextInput
from duplexworld.agents.errors import AgentFault
from duplexworld.agents.guard import AgentGuard, HarnessDials
from duplexworld.caller.llm import planner_from_env
from duplexworld.caller.policy import CallerChunk, CallerInput, DeterministicCaller
from duplexworld.episode.dials import CallerDials
from duplexworld.episode.orchestrator import Caller, EpisodeOutcome, run_ticks
from duplexworld.scenario import Scenario
from duplexworld.trace import Terminated, TraceWriter
from duplexworld.units import TELEPHONE_RATE, samples_per_tick
from duplexworld.world import ToolResult, World
from duplexworld.world.registry import CallerBuilder, TextCallerBuilder, capability

TICK_SAMPLES = samples_per_tick(TELEPHONE_RATE)
NO_AUDIO = np.zeros(0, dtype=np.int16)


class TextModeError(ValueError):
    """A text-mode episode that cannot be built (an agent or a world's caller without it)."""


class TextMessages:
    """The caller's ``Speaker`` in text mode: nothing is synthesised, and a message of any
    length takes one tick to send (the callers time their lines by their length in audio)."""

    def speak(self, text: str) -> np.ndarray:
        """One silent tick: the message's time on the clock, not speech."""
        return np.zeros(TICK_SAMPLES, dtype=np.float32)

    def spec(self) -> dict[str, Any]:
        """What the caller "speaks" with, for the trace header."""
        return {"engine": "none", "modality": "text", "message_ticks": 1}


def build_text_caller(scenario: Scenario, seed: int, dials: CallerDials | None = None) -> Caller:
    """The scenario's caller in text mode: the same policy, reading and writing messages.

    Raises:
        TextModeError: the world has its own caller without a text mode.
    """
    messages = TextMessages()
    own = capability(scenario.world, TextCallerBuilder)
    if own is not None:
        caller: Caller = own.build_text_caller(scenario, messages, seed)
        return caller
    if capability(scenario.world, CallerBuilder) is not None:
        raise TextModeError(
            f"{scenario.id}: the {scenario.world} world's own caller has no text mode"
        )
    dials = dials or CallerDials()
    return DeterministicCaller(
        scenario,
        messages,
        seed,
        speaker_spec=messages.spec(),
        planner=planner_from_env(dials.planner_env()),
        perception="text",
    )


def text_agent(agent: object, name: str) -> TextAgent:
    """``agent`` as a text agent.

    Raises:
        TextModeError: it does not implement ``TextAgent`` (start_text, step_text).
    """
    if not isinstance(agent, TextAgent):
        raise TextModeError(
            f"agent {name!r} has no text mode (a TextAgent implements start_text and step_text)"
        )
    return agent


class _TextGuard(AgentGuard):
    """The agent guard's budgets and checks around ``start_text`` and ``step_text``."""

    def __init__(
        self, agent: TextAgent, dials: HarnessDials | None = None, *, infrastructure: bool = False
    ) -> None:
        # same name and spec as an Agent
        super().__init__(agent, dials, infrastructure=infrastructure)  # type: ignore[arg-type]
        self.text_agent = agent

    def start_text(self, context: AgentContext) -> None:
        """Start the agent for a text conversation (the episode's wall clock starts here)."""
        self._deadline = time.monotonic() + self.dials.episode_budget_s
        self._run(self.text_agent.start_text, context, self.dials.start_budget_s, "start_text()")

    def step_text(self, data: TextInput) -> AgentChunk:
        """The agent's checked chunk for this tick (``AgentFault`` as for ``step``)."""
        checked = self._run(
            self._checked(self.text_agent.step_text),
            data,
            self.dials.step_wall_cap_s,
            f"step_text(tick {data.tick})",
            cpu_budget=self.dials.step_budget_s,
        )
        self._count_step()
        self.adjustments = checked.adjustments
        if checked.chunk.audio.size:
            self.adjustments = [*self.adjustments, "audio ignored in text mode"]
        return checked.chunk


class TextLine:
    """Text messages as the line (:class:`~duplexworld.episode.orchestrator.LineModality`):
    the caller reads the agent's last message, the agent receives the caller's message; no
    audio, no speech lanes, no recognition."""

    def __init__(self, guard: _TextGuard) -> None:
        self.guard: AgentGuard = guard
        self._text_guard = guard
        self._message = ""

    def caller_input(
        self, tick: int, previous: AgentChunk, results: tuple[ToolResult, ...]
    ) -> CallerInput:
        """The agent's message of the previous tick."""
        return CallerInput(
            tick=tick, agent_audio=NO_AUDIO, agent_text=previous.transcript, tool_results=results
        )

    def caller_heard(self, tick: int, chunk: CallerChunk, writer: TraceWriter) -> None:
        """Nothing is recognised in text mode."""

    def caller_spoke(self, tick: int, chunk: CallerChunk, writer: TraceWriter) -> None:
        """No speech lanes in text mode."""

    def send_to_agent(self, tick: int, chunk: CallerChunk, writer: TraceWriter) -> None:
        """The caller's message (or none) reaches the agent this tick."""
        self._message = chunk.text or ""

    def agent_step(self, tick: int, results: tuple[ToolResult, ...]) -> AgentChunk:
        """The agent reads the caller's message."""
        return self._text_guard.step_text(
            TextInput(tick=tick, text=self._message, tool_results=results)
        )

    def agent_spoke(self, tick: int, output: AgentChunk, writer: TraceWriter) -> None:
        """No speech lanes in text mode."""

    def record(self, output: AgentChunk | None, writer: TraceWriter) -> None:
        """No audio in text mode."""

    def close(self, end: int, writer: TraceWriter) -> None:
        """Nothing stays open in text mode."""


def run_text_episode(
    *,
    world: World,
    caller: Caller,
    agent: TextAgent,
    writer: TraceWriter,
    step_cap: int,
    context: AgentContext,
    dials: HarnessDials | None = None,
    harness_notes: Callable[[], list[tuple[str, str]]] | None = None,
    infrastructure: bool = False,
) -> EpisodeOutcome:
    """Drive one text conversation to its end, writing every event to ``writer`` (left open).

    The agent runs behind the guard as in a call: a fault ends it with ``agent_error``
    (``infrastructure`` as for ``run_episode``). The tick loop is the call's
    (:func:`~duplexworld.episode.orchestrator.run_ticks`) with :class:`TextLine` as the line.
    """
    started = time.monotonic()
    guard = _TextGuard(agent, dials, infrastructure=infrastructure)
    try:
        try:
            guard.start_text(context)
        except AgentFault as fault:
            writer.emit(Terminated(tick=0, reason="agent_error", detail=fault.reason))
            return EpisodeOutcome("agent_error", 0, time.monotonic() - started, fault.reason)
        outcome = run_ticks(
            world,
            caller,
            TextLine(guard),
            writer,
            step_cap,
            guard.dials.episode_budget_s,
            started,
            harness_notes,
        )
        return replace(outcome, agent_steps=guard.step_costs())
    finally:
        guard.close()
