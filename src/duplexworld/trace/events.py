"""Trace events: a tagged union of small typed events, each stamped with its tick."""

from __future__ import annotations

from typing import Annotated, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, JsonValue, TypeAdapter

Lane = Literal["caller", "agent"]


class _Event(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    tick: int = Field(ge=0)


class SpeechStarted(_Event):
    """A lane began producing speech audio at this tick."""

    kind: Literal["speech_started"] = "speech_started"
    lane: Lane


class SpeechStopped(_Event):
    """A lane's speech ended before this tick (this tick is its first silent tick)."""

    kind: Literal["speech_stopped"] = "speech_stopped"
    lane: Lane


class Utterance(_Event):
    """Text a lane began speaking at this tick (the caller's script line, the agent's words)."""

    kind: Literal["utterance"] = "utterance"
    lane: Lane
    text: str


class Heard(_Event):
    """What the caller recognised of a lane's speech, known at this tick (its ASR transcript).

    ``start_tick`` and ``end_tick`` span the audio of the words (``end_tick`` is the tick in
    which the last word ended, always before ``tick``).
    """

    kind: Literal["heard"] = "heard"
    lane: Lane
    text: str
    start_tick: int = Field(ge=0)
    end_tick: int = Field(ge=0)


class ActReading(BaseModel):
    """How the caller read one sentence of the agent's turn, with its confidence.

    ``intent`` is the reading (ask, confirm, approval, clarify, readback, refuse...);
    ``margin`` how far it led the best reading of another meaning (1.0 when the sentence's
    form or a stated value decided it, 0.0 when the caller found nothing close and asked).
    The signals the caller's abstention weighs (added with defaults, so older traces still
    read): ``support``, the intent head's probability for the reading's kind; ``head_kind``
    and ``head_lead``, the head's own first kind and its lead over the second; ``fact_lead``,
    how far the wording is closer to the fact read than to any other. The decision: for a
    reading asked back (intent ``clarify``), ``ask_back`` says what the caller asks and
    ``guess`` the reading it held back (``ask:full_name``).
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    text: str
    intent: str
    question: bool
    fact: str | None = None
    action: str | None = None
    value: str | None = None
    score: float = 0.0
    margin: float = 1.0
    ask_back: str | None = None
    support: float | None = None
    head_kind: str | None = None
    head_lead: float = 0.0
    fact_lead: float | None = None
    guess: str | None = None


class CallerPlan(_Event):
    """The caller's semantic plan behind its next utterance (answer, approve, prompt...).

    ``readings``: the caller's reading of the agent turn the plan replies to, act by act
    (empty for a plan that replies to no turn: an opening, a silence prompt, a report). Added
    with a default, so traces written before it still read.
    """

    kind: Literal["caller_plan"] = "caller_plan"
    plan: str
    facts: tuple[str, ...] = ()
    reason: str = ""
    readings: tuple[ActReading, ...] = ()


class ToolCalled(_Event):
    """A tool call sent by the agent (or by the caller on their own side)."""

    kind: Literal["tool_called"] = "tool_called"
    call_id: str
    actor: Lane
    name: str
    arguments: JsonValue


class ToolReturned(_Event):
    """The result of a tool call, as delivered to the actor (at the tick after the call)."""

    kind: Literal["tool_returned"] = "tool_returned"
    call_id: str
    actor: Lane
    name: str
    ok: bool
    content: str


class StateChanged(_Event):
    """The world's record store changed (by a tool call or by the world's own clock)."""

    kind: Literal["state_changed"] = "state_changed"
    cause: str
    before: str
    after: str


class AgentNote(_Event):
    """Diagnostics the agent chose to expose (what it heard, what it parsed)."""

    kind: Literal["agent_note"] = "agent_note"
    text: str


class EffectInjected(_Event):
    """The channel injected an effect (a distractor, a burst, a drop, muffling) at this tick.

    Written at injection time with the effect's gold ``label``: ``vocal_tic`` or
    ``non_directed_phrase`` for out-of-turn speech the agent should ignore, else the effect
    kind. ``end_tick`` is exclusive; ``details`` holds the exact sample span at 8 kHz
    (``start_sample``, ``end_sample``) and the effect's parameters (``snr_db``, ``source``...).
    """

    kind: Literal["effect_injected"] = "effect_injected"
    effect: str
    label: str
    start_tick: int = Field(ge=0)
    end_tick: int = Field(ge=0)
    text: str = ""
    details: dict[str, JsonValue] = Field(default_factory=dict)


class HarnessNote(_Event):
    """Something the harness did to keep the call going: a cut to an over-long agent output,
    clipped audio, a fallback after an outage. ``topic`` names it (``agent_output``,
    ``decider``...)."""

    kind: Literal["harness_note"] = "harness_note"
    topic: str
    text: str


class TickLateness(BaseModel):
    """Summary of a call's tick lateness (milliseconds after each tick's scheduled start):
    the ``tick_lateness`` of a :class:`Terminated` event (``agents/timekeeping.py``).

    Attributes:
        ticks: ticks measured.
        p50_ms, p99_ms, max_ms: percentiles and worst of the lateness.
        over_tick: ticks that started a whole tick (200 ms of call time) or more late.
        bound_ms: the p99 bound the call is held to.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    ticks: int
    p50_ms: float
    p99_ms: float
    max_ms: float
    over_tick: int
    bound_ms: float

    @property
    def too_late(self) -> bool:
        """Whether the call broke its bound (it must not be scored)."""
        return self.p99_ms > self.bound_ms

    def line(self, what: str = "tick lateness", over: str = "ticks") -> str:
        """One line for a failure row or a log (``what`` is measured, ``over`` what)."""
        return (
            f"{what} p50 {self.p50_ms:.0f} ms, p99 {self.p99_ms:.0f} ms, max "
            f"{self.max_ms:.0f} ms over {self.ticks} {over} (bound p99 <= {self.bound_ms:g} ms)"
        )


class Terminated(_Event):
    """The call ended; ``reason`` is one of user_stop, agent_stop, max_steps, timeout, error,
    agent_error (the agent raised, hung or returned something unusable: ``detail`` says
    what)."""

    kind: Literal["terminated"] = "terminated"
    reason: Literal["user_stop", "agent_stop", "max_steps", "timeout", "error", "agent_error"]
    detail: str = ""
    tick_lateness: TickLateness | None = None
    """How late the harness started the call's ticks, for an agent on the wall clock (None
    otherwise). Here, in the final record, because the header is written before the first tick
    and holds no wall-clock values (two runs of an episode have the same header)."""


Event = Annotated[
    SpeechStarted
    | SpeechStopped
    | Utterance
    | Heard
    | CallerPlan
    | ToolCalled
    | ToolReturned
    | StateChanged
    | AgentNote
    | EffectInjected
    | HarnessNote
    | Terminated,
    Field(discriminator="kind"),
]

EVENT_ADAPTER: TypeAdapter[Event] = TypeAdapter(Event)
"""Validates one event from JSON (by its ``kind``)."""

EventT = TypeVar("EventT", bound=_Event)
"""One of the event classes above: what a typed query (``trace.events(ToolCalled)``) returns."""
