"""The deterministic default caller.

It hears the agent through the line (caller/hearing.py: the agent's audio, recognised as it
is spoken; never the agent's tool calls, nor its transcript unless the ``transcript``
ablation is chosen), reads the agent's turns (caller/understanding), replies by the
scenario's reveal rules (caller/responses.py), says frozen text variants through the speech
bank, and keeps the tau-Voice turn-taking defaults.
On the clean channel it neither interrupts nor backchannels.

Scenario events named ``tool:<name>`` (a correction's trigger, an ``on_event`` reveal) are not
visible to a person on the phone. The caller takes such an act as done the way a person would:
once it has given every fact the gold procedure needs up to that act, and the agent has then
either worked in silence for a while (``WORKING_PAUSE_S``), finished a turn that asks
nothing of the caller, or told of its work in a turn ("I couldn't find a match for that. May
I have your name?": ``understanding.tells_of_work``).
"""

from __future__ import annotations

from concurrent.futures import Future
from dataclasses import dataclass, field, replace
from typing import Any, Protocol, runtime_checkable

import numpy as np

from duplexworld.caller.deciders import DecisionContext, SeededDecider, TurnTakingDecider
from duplexworld.caller.hearing import (
    AgentEar,
    Heard,
    Perception,
    background_worker,
    default_ear,
    is_speech,
)
from duplexworld.caller.llm import LLMPlanner
from duplexworld.caller.persona import DEFAULT_HOLD_PATIENCE_S, PERSONAS, Persona
from duplexworld.caller.responses import Responses
from duplexworld.caller.turn_taking import TurnTakingConfig
from duplexworld.caller.understanding import Act, Reading, TurnReader, tells_of_work
from duplexworld.caller.understanding.classifier import TextEncoder
from duplexworld.scenario import Fact, Scenario
from duplexworld.scenario.schema import CallerAction, FactRef, Suspension
from duplexworld.speech.text_encoder import encoder as text_encoder
from duplexworld.units import TELEPHONE_RATE, samples_per_tick, seconds_to_ticks
from duplexworld.util.seeds import stable_choice, stable_seed
from duplexworld.world import ToolCall, ToolResult

TICK_SAMPLES = samples_per_tick(TELEPHONE_RATE)
WORKING_PAUSE_S = 3.0
"""Agent silence after the caller has given what an act needs, taken as the agent doing it."""

__all__ = [
    "WORKING_PAUSE_S",
    "CallerChunk",
    "CallerInput",
    "DeterministicCaller",
    "Speaker",
    "agent_activity",
    "hold_patience",
    "is_speech",
    "trigger_needs",
]


class Speaker(Protocol):
    """Turns text into 8 kHz float32 audio (the speech bank)."""

    def speak(self, text: str) -> np.ndarray:
        """Audio for ``text``."""


@runtime_checkable
class BankedSpeaker(Protocol):
    """A speaker that can tell whether a text is synthesised already (``SpeechBank``)."""

    def has(self, text: str) -> bool:
        """Whether speaking ``text`` reads a stored clip (no synthesis)."""


@dataclass(frozen=True)
class CallerInput:
    """What reaches the caller at tick t: the agent's output of tick t - 1.

    Attributes:
        agent_audio: the agent's audio (8 kHz int16); the caller hears it through the codec.
        agent_text: the agent's self-reported transcript; read only by the ``transcript``
            perception ablation (and by the Pathfinding walker).
        tool_results: results of the caller's own tool calls of tick - 1.
    """

    tick: int
    agent_audio: np.ndarray
    agent_text: str = ""
    tool_results: tuple[ToolResult, ...] = ()
    """Results of the caller's own tool calls of tick - 1."""


@dataclass(frozen=True)
class CallerChunk:
    """One tick of caller output.

    Attributes:
        audio: float32 samples at 8 kHz (exactly one tick), the clean caller signal.
        speaking: whether this tick carries caller speech.
        text: the utterance that starts at this tick, if any.
        plan: the semantic plan behind that utterance (answer, approve, prompt...).
        plan_facts: facts revealed by it.
        reason: why the caller chose the plan.
        hangup: the caller hangs up after this tick.
        tool_calls: caller-side tool calls (none for the default policy yet).
    """

    audio: np.ndarray
    speaking: bool
    text: str | None = None
    plan: str | None = None
    plan_facts: tuple[str, ...] = ()
    reason: str = ""
    hangup: bool = False
    tool_calls: tuple[ToolCall, ...] = ()
    utterance_ticks: int = 0
    """Length in ticks of the utterance starting at this tick (0 when none starts)."""
    heard: tuple[Heard, ...] = ()
    """Agent speech the caller recognised at this tick (traced as ``heard`` events)."""
    reading: tuple[Act, ...] = ()
    """How the caller read the agent turn this utterance replies to (traced with the plan)."""


def agent_activity(heard: CallerInput, perception: Perception) -> bool:
    """Whether the agent is "speaking" at this tick as the caller perceives it: its audio
    is speech, or, in text mode, a message from it arrived (a message lasts one tick)."""
    if perception == "text":
        return bool(heard.agent_text.strip())
    return is_speech(heard.agent_audio)


Decision = tuple[str, list[str], tuple[str, ...], str, bool]
"""A plan: (plan name, texts to say, facts revealed, reason, hang up after)."""


@dataclass
class _State:
    utterance: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.float32))
    position: int = 0
    hang_after: bool = False
    opened: bool = False
    agent_heard: bool = False
    agent_pending: bool = False
    agent_text: str = ""
    agent_silent: int = 0
    overlap: int = 0
    last_activity: int = 0
    prompts: int = 0
    utterances: int = 0
    events: set[str] = field(default_factory=set)
    """Events seen so far: ``tool:<name>`` (either party called it), ``fact:<key>``."""
    revealed: set[str] = field(default_factory=set)
    corrected: set[str] = field(default_factory=set)
    """Facts whose correction the caller has already said."""
    hung_up: bool = False
    action_calls: int = 0
    report_due: int | None = None
    report_action: CallerAction | None = None
    report_result: str = ""
    action_done: bool = False
    away_until: int | None = None
    suspended: bool = False
    """The suspension has happened (it happens once)."""
    pending_away: bool = False
    agent_run: int = 0
    """Ticks the agent has been speaking without a pause (for the 2-second checks)."""
    utterance_kind: str = "turn"
    """turn, interrupt or backchannel: decides when the caller yields to overlap."""
    given_at: int = 0
    last_text: str = ""
    """The caller's last utterance (said again when the agent asks to repeat)."""
    last_facts: tuple[str, ...] = ()
    """Facts the caller gave in its last answer ("Is that right?" refers to them)."""
    pushbacks: int = 0
    accepted_refusal: bool = False
    on_hold: bool = False
    """The agent announced a hold ("One moment, let me check that.") as the last thing it
    said, or asked for one and the caller agreed: the caller waits its persona's patience,
    not ``wait_after_self``, before asking whether the agent is still there."""
    reading: tuple[Act, ...] = ()
    """The reading of the agent turn the next utterance replies to (traced with its plan)."""
    history: list[tuple[str, str]] = field(default_factory=list)
    """The conversation as the caller knows it: (agent, heard turn), (caller, said)."""
    """Tick the caller last finished speaking (for perceiving the agent at work)."""


def hold_patience(persona: Persona | None, scenario_id: str, seed: int) -> float:
    """Seconds the caller waits through an announced hold before a presence check: a draw
    from the persona's ``hold_patience_s`` range (the default range without a persona),
    fixed by the scenario and the seed, rounded to 0.1 s."""
    low, high = persona.hold_patience_s if persona is not None else DEFAULT_HOLD_PATIENCE_S
    fraction = stable_seed(scenario_id, seed, "hold_patience") / 2**63
    return round(low + (high - low) * fraction, 1)


def trigger_needs(scenario: Scenario) -> dict[str, frozenset[str]]:
    """Agent acts the script waits for (``tool:<name>``), each with the facts it needs.

    The facts are those the gold procedure uses up to and including that act: once the caller
    has given them all, the agent can be doing it. Caller-side tools are not included: the
    caller knows its own acts from their results.
    """
    own = {action.tool for action in scenario.caller_actions}
    named = [f.correction.after for f in scenario.facts if f.correction is not None]
    named += [f.event for f in scenario.facts if f.event is not None]
    if scenario.suspension is not None:
        named.append(scenario.suspension.after)
    triggers: dict[str, frozenset[str]] = {}
    for event in named:
        if not event.startswith("tool:") or event[5:] in own:
            continue
        needed: set[str] = set()
        for action in scenario.gold_actions:
            if action.actor == "agent":
                needed.update(v.fact for v in action.arguments.values() if isinstance(v, FactRef))
            if action.name == event[5:]:
                break
        triggers[event] = frozenset(needed)
    return triggers


class DeterministicCaller(Responses):
    """The default simulated caller: hearing, understanding, reveal rules, frozen variants."""

    name = "deterministic"

    def __init__(
        self,
        scenario: Scenario,
        speaker: Speaker,
        seed: int,
        config: TurnTakingConfig | None = None,
        speaker_spec: dict[str, Any] | None = None,
        barge_in: bool = False,
        decider: TurnTakingDecider | None = None,
        perception: Perception = "audio",
        ear: AgentEar | None = None,
        encoder: TextEncoder | None = None,
        planner: LLMPlanner | None = None,
    ) -> None:
        """Build a caller for one episode.

        Args:
            barge_in: interrupt and backchannel while the agent speaks (turn-taking presets);
                off on the clean channel.
            decider: who answers "interrupt?" and "backchannel?" (default: seeded draws).
            perception: ``audio`` (hear the agent through the line, the default),
                ``transcript`` (read the agent's own transcript: an ablation) or ``text``
                (text mode: read the agent's messages; there is no audio).
            ear: the ear for ``audio`` perception (default: the shared whisper tiny.en).
            encoder: sentence embeddings for reading the agent (default: all-MiniLM-L6-v2).
            planner: the LLM caller's planner (caller/llm.py); None for the deterministic
                replies.
        """
        self.planner = planner
        self._encoder = encoder
        self._turn_reader: TurnReader | None = None
        self._readings: dict[str, Reading] = {}
        self._reading: Future[Reading] | None = None
        # the voice on its way and the rest of _start's arguments (plan ... kind)
        self._voicing: (
            tuple[
                Future[np.ndarray],
                tuple[str, str, tuple[str, ...], str, bool, tuple[ToolCall, ...], str],
            ]
            | None
        ) = None
        """On the wall clock: a line being synthesised on the worker, and its ``_start``."""
        if perception not in ("audio", "transcript", "text"):
            raise ValueError(
                f"perception must be 'audio', 'transcript' or 'text', got {perception!r}"
            )
        self.perception: Perception = perception
        if perception == "audio" and ear is None:
            ear = default_ear()
        self.ear = ear if perception == "audio" else None
        self._tool_triggers = trigger_needs(scenario)
        self.scenario = scenario
        self.speaker = speaker
        self.seed = seed
        self.config = config or TurnTakingConfig()
        self.barge_in = barge_in
        self.decider = decider or SeededDecider()
        self.persona = PERSONAS.get(scenario.persona)
        self.hold_patience_s = hold_patience(self.persona, scenario.id, seed)
        self._speaker_spec = speaker_spec or {}
        self._state = _State()
        self._pending_calls: tuple[ToolCall, ...] = ()
        self._wall_clock = False

    def spec(self) -> dict[str, Any]:
        """Component spec for the trace header (``wall_clock`` only on a wall-clock call, so
        a simulated-time header stays what it was and old runs still resume)."""
        wall_clock = {"wall_clock": True} if self._wall_clock else {}
        return {
            "name": self.name,
            "persona": self.scenario.persona,
            "turn_taking": self.config.spec(),
            "speech": self._speaker_spec,
            "interrupts": self.barge_in,
            "backchannels": self.barge_in,
            "decider": self.decider.spec() if self.barge_in else None,
            "interrupt_tendency": self.persona.interrupt_tendency if self.persona else None,
            "backchannel_tendency": self.persona.backchannel_tendency if self.persona else None,
            "perception": self.perception,
            **wall_clock,
            "ear": self.ear.spec() if self.ear is not None else None,
            "working_pause_s": WORKING_PAUSE_S,
            "hold_patience_s": self.hold_patience_s,
            "understanding": {
                "encoder": (self._encoder or text_encoder()).spec(),
                "reader": "turn reader (caller/understanding)",
            },
            "llm": self.planner.spec() if self.planner is not None else None,
        }

    def keep_wall_clock(self) -> None:
        """The call runs on the wall clock (a real-time agent): nothing slow on a tick.

        Recognition, the reading of what was heard and the synthesis of a line not in the
        speech bank run on a background worker; the caller's reply waits for them instead,
        as a person's does, and no tick does. Recorded in the trace header (the caller's and
        the ear's spec).
        """
        self._wall_clock = True
        if self.ear is not None:
            self.ear.background = True

    def _banked(self, text: str) -> bool:
        return isinstance(self.speaker, BankedSpeaker) and self.speaker.has(text)

    def warm_up(self) -> None:
        """Load and run the recogniser and the sentence encoder once before the call's clock
        starts, on the thread that runs them during the call (first runs are slow)."""
        line = self.scenario.script.opening[0] if self.scenario.script.opening else "Hello."
        if self.ear is not None:
            audio = np.asarray(self.speaker.speak(line), dtype=np.float32)
            self.ear.warm_up(np.clip(audio * 32767.0, -32768, 32767).astype(np.int16))
        if self._wall_clock:
            background_worker().submit(self._read, line).result()
        else:
            self._read(line)

    # -- the tick ---------------------------------------------------------------------------
    def step(self, heard: CallerInput) -> CallerChunk:
        """Produce the caller's chunk for ``heard.tick``."""
        state = self._state
        recognised: tuple[Heard, ...] = ()
        if self.ear is not None:
            recognised = self.ear.hear(heard.tick, heard.agent_audio)
            for stretch in recognised:
                state.agent_text = f"{state.agent_text} {stretch.text}".strip()
            if recognised and self.ear.background:
                # what was heard is read on the worker too: the reply waits for it, no tick does
                self._reading = background_worker().submit(self._read, state.agent_text)
        elif heard.agent_text:
            state.agent_text = f"{state.agent_text} {heard.agent_text}".strip()
        chunk = self._step(heard)
        return replace(chunk, heard=recognised) if recognised else chunk

    def _step(self, heard: CallerInput) -> CallerChunk:
        state = self._state
        tick = heard.tick
        self._now = tick
        for result in heard.tool_results:
            state.events.add(f"tool:{result.name}")
            if state.report_action is not None and result.name == state.report_action.tool:
                state.report_result = result.content
        agent_active = agent_activity(heard, self.perception)
        state.agent_run = state.agent_run + 1 if agent_active else 0
        if agent_active:
            state.agent_heard = True
            state.agent_pending = True
            state.agent_silent = 0
            state.prompts = 0
            state.last_activity = tick
        else:
            state.agent_silent += 1
        self._perceive_acts(tick, agent_active)

        if state.hung_up:
            return self._silence(hangup=True)
        if self._voicing is not None:
            future, start = self._voicing
            if not future.done():
                return self._silence()  # the words are decided; the voice is on its way
            self._voicing = None
            return self._start(tick, *start, audio=future.result())
        if state.position < state.utterance.size:
            return self._continue(tick, agent_active)

        if self.barge_in and agent_active and state.opened and state.away_until is None:
            barge = self._barge_in(tick)
            if barge is not None:
                return barge
        state.reading = ()
        decision = self._decide(tick, agent_active)
        if decision is None:
            calls, self._pending_calls = self._pending_calls, ()
            chunk = self._silence()
            return (
                chunk
                if not calls
                else CallerChunk(audio=chunk.audio, speaking=False, tool_calls=calls)
            )
        plan, texts, facts, reason, hang_after = decision
        calls = self._pending_calls
        self._pending_calls = ()
        return self._start(tick, plan, " ".join(texts), facts, reason, hang_after, calls)

    # -- speaking ---------------------------------------------------------------------------
    def _start(
        self,
        tick: int,
        plan: str,
        text: str,
        facts: tuple[str, ...],
        reason: str,
        hang: bool,
        calls: tuple[ToolCall, ...] = (),
        kind: str = "turn",
        audio: np.ndarray | None = None,
    ) -> CallerChunk:
        state = self._state
        if audio is None and self._wall_clock and not self._banked(text):
            # a line not in the bank is synthesised on the worker: the caller starts it
            # when its voice is ready (a breath later), and no tick waits for the TTS
            future = background_worker().submit(self.speaker.speak, text)
            self._voicing = (future, (plan, text, facts, reason, hang, calls, kind))
            return self._silence()
        if audio is None:
            audio = self.speaker.speak(text)
        state.utterance = np.asarray(audio, dtype=np.float32)
        state.position = 0
        state.overlap = 0
        state.hang_after = hang
        state.utterances += 1
        state.utterance_kind = kind
        if kind != "backchannel":  # a backchannel leaves the agent's turn running
            state.agent_pending = False
            state.agent_text = ""
        state.revealed.update(facts)
        state.events.update(f"fact:{key}" for key in facts)
        reading, state.reading = state.reading, ()
        if kind != "backchannel":
            # agreeing to a hold ("Sure, go ahead.") keeps the caller patient; anything else
            # the caller says ends the hold it was waiting through
            state.on_hold = plan == "hold_ok"
            state.last_text = text
            state.last_facts = facts
            state.history.append(("caller", text))
        chunk = self._continue(tick, agent_active=False)
        return CallerChunk(
            audio=chunk.audio,
            speaking=True,
            text=text,
            plan=plan,
            plan_facts=facts,
            reason=reason,
            hangup=chunk.hangup,
            tool_calls=calls,
            utterance_ticks=-(-state.utterance.size // TICK_SAMPLES),
            reading=reading if kind != "backchannel" else (),
        )

    def _continue(self, tick: int, agent_active: bool) -> CallerChunk:
        state = self._state
        state.overlap = state.overlap + 1 if agent_active else 0
        # tau-Voice: the caller stops when the agent keeps talking over it: after 1.0 s when
        # the agent cut in, after 5.0 s when the caller itself cut in; never for backchannels.
        limit = {
            "turn": self.config.yield_when_interrupted,
            "interrupt": self.config.yield_when_interrupting,
        }.get(state.utterance_kind)
        if limit is not None and state.overlap >= limit:
            state.utterance = np.zeros(0, dtype=np.float32)
            state.position = 0
            state.overlap = 0
            state.last_activity = tick
            if state.pending_away:  # cut off while saying "hold on": the caller goes anyway
                state.pending_away = False
                state.away_until = tick + 1 + seconds_to_ticks(self._suspension().duration_s)
            return CallerChunk(
                audio=np.zeros(TICK_SAMPLES, dtype=np.float32),
                speaking=False,
                plan="yield",
                reason=f"the agent talked over the caller for {state.overlap} ticks",
            )
        piece = state.utterance[state.position : state.position + TICK_SAMPLES]
        state.position += TICK_SAMPLES
        audio = np.zeros(TICK_SAMPLES, dtype=np.float32)
        audio[: piece.size] = piece
        state.last_activity = tick
        finished = state.position >= state.utterance.size
        if finished:
            state.given_at = tick
        if finished and state.pending_away:
            state.pending_away = False
            state.away_until = tick + 1 + seconds_to_ticks(self._suspension().duration_s)
        hangup = finished and state.hang_after
        if hangup:
            state.hung_up = True
        return CallerChunk(audio=audio, speaking=True, hangup=hangup)

    def _perceive_acts(self, tick: int, agent_active: bool, finished_turn: bool = False) -> None:
        """Take a scripted agent act as done, from what a person on the line notices.

        Either the agent worked in silence for ``WORKING_PAUSE_S`` after the caller gave it
        what the act needs, or it finished a turn that asked nothing of the caller or told of
        its work (``finished_turn``).
        """
        state = self._state
        pause = seconds_to_ticks(WORKING_PAUSE_S)
        quiet = not agent_active and state.position >= state.utterance.size
        worked = quiet and tick - state.last_activity >= pause
        if not (worked or finished_turn):
            return
        for event, needed in self._tool_triggers.items():
            if event not in state.events and needed <= state.revealed:
                state.events.add(event)

    def _silence(self, hangup: bool = False) -> CallerChunk:
        return CallerChunk(
            audio=np.zeros(TICK_SAMPLES, dtype=np.float32), speaking=False, hangup=hangup
        )

    # -- deciding ---------------------------------------------------------------------------
    def _choose(self, options: tuple[str, ...], plan: str) -> str:
        return stable_choice(options, self.scenario.id, self.seed, plan, self._state.utterances)

    def _decide(self, tick: int, agent_active: bool) -> Decision | None:
        if self.ear is not None and self.ear.busy:
            return None  # still making out what the agent said: no reply on half of it
        if self._reading is not None:
            if not self._reading.done():
                return None  # ... or still taking it in
            self._reading = None
        state = self._state
        config = self.config
        script = self.scenario.script
        agent_done = state.agent_pending and state.agent_silent >= config.wait_after_other
        if not state.opened:
            greeted = agent_done
            waited_out = tick >= config.greeting_wait and not agent_active and not state.agent_heard
            if greeted or waited_out:
                state.opened = True
                volunteered = [f for f in self.scenario.facts if f.reveal == "volunteered"]
                texts = [self._choose(script.opening, "opening")]
                # a volunteered fact the opening already states is not said twice
                texts += [
                    self._answer(fact)
                    for fact in volunteered
                    if fact.spoken.lower() not in texts[0].lower()
                ]
                reason = "greeted" if greeted else "no greeting"
                return "open", texts, tuple(f.key for f in volunteered), reason, False
            return None
        if state.away_until is not None:
            if tick < state.away_until:
                return None
            state.away_until = None
            state.agent_pending = False
            state.prompts = 0
            return (
                "resume",
                [self._choose(self._suspension().return_variants, "return")],
                (),
                ("back from hold"),
                False,
            )
        quiet = not agent_active and state.agent_silent >= config.wait_after_other
        if state.report_due is not None and tick >= state.report_due:
            action = state.report_action
            if action is not None and not state.action_done:
                state.action_done = True
                self._pending_calls = (
                    ToolCall(
                        call_id=f"caller-{state.action_calls}",
                        name=action.tool,
                        arguments=dict(action.arguments),
                        actor="user",
                    ),
                )
                state.report_due = tick + 1  # the result arrives at the next tick
                return None
            if quiet:
                return self._report()
        if agent_done:
            if tells_of_work(state.agent_text):
                # news of the agent's work ("I couldn't find a match for that"), even in a
                # turn that goes on to ask something: a person knows the agent has acted
                self._perceive_acts(tick, agent_active, finished_turn=True)
            # the reply answers what the agent just asked, with a correction now owed (not
            # with a caller-side step); a hold waits for the next quiet moment
            seen = self._read(state.agent_text)
            # a hold counts when it is the last thing the agent said ("Your balance is $40.
            # One moment while I check the other card."), not one it has since gone past
            state.on_hold = bool(seen.acts) and seen.acts[-1].intent == "hold"
            state.reading = seen.acts
            decision = self._reply(seen, state.agent_text)
            if decision is not None:
                return self._then_leave(decision)
            if not seen.question:
                self._perceive_acts(tick, agent_active, finished_turn=True)
        if quiet and (volunteer := self._volunteer()) is not None:
            return volunteer
        if state.report_due is not None:
            return None  # busy on their own side: not yet expecting anything of the agent
        silent_for = tick - state.last_activity
        patience = (
            seconds_to_ticks(self.hold_patience_s) if state.on_hold else config.wait_after_self
        )
        if not agent_active and silent_for >= patience:
            if state.prompts >= config.max_silence_prompts:
                return "give_up", [self._choose(script.give_up, "give_up")], (), "silence", True
            state.prompts += 1
            return "prompt", [self._choose(script.prompt_silence, "prompt")], (), "silence", False
        return None

    def _reader(self) -> TurnReader:
        if self._turn_reader is None:
            self._turn_reader = TurnReader(self.scenario, self._encoder or text_encoder())
        return self._turn_reader

    def reader(self) -> TurnReader:
        """The caller's turn reader (the post-episode check reads with the same one)."""
        return self._reader()

    def _read(self, text: str) -> Reading:
        # one reading per text: a text read ahead on the background worker is not read again
        reading = self._readings.get(text)
        if reading is None:
            reading = self._reader().read(text)
            if len(self._readings) >= 64:
                self._readings.clear()
            self._readings[text] = reading
        return reading

    def _may_reveal(self, fact: Fact) -> bool:
        return fact.reveal != "on_event" or fact.event in self._state.events

    def _answer(self, fact: Fact) -> str:
        template = self._choose(fact.answer_variants, f"answer:{fact.key}")
        spoken = fact.spoken
        if fact.correction is not None and fact.key in self._state.corrected:
            spoken = fact.correction.spoken
        return template.format(spoken=spoken)

    # -- interrupting and backchannelling ---------------------------------------------------
    def _barge_in(self, tick: int) -> CallerChunk | None:
        """Every check interval of agent speech: interrupt? backchannel? (two decisions)."""
        state = self._state
        interval = seconds_to_ticks(self.config.check_interval_s)
        if state.agent_run == 0 or state.agent_run % interval:
            return None
        # the words matter only to the interrupt decision: when the decider could not say
        # interrupt at this check, the caller neither recognises nor reads them. The ear's
        # background recognition started at one check is read at the next, so there it also
        # runs one check before a check that could interrupt.
        at = (self.scenario.id, self.seed)
        could_now = self.decider.could_interrupt(*at, tick, self.persona)
        could_next = self.decider.could_interrupt(*at, tick + interval, self.persona)
        # what the caller has heard so far, including the words of the stretch in progress
        # that have already been spoken
        so_far = state.agent_text
        if self.ear is not None and (could_now or (could_next and self.ear.background)):
            so_far = f"{so_far} {self.ear.partial(tick)}".strip()
        seen = self._read(so_far) if could_now else None
        context = DecisionContext(
            scenario_id=self.scenario.id,
            seed=self.seed,
            tick=tick,
            persona=self.persona,
            goal=self.scenario.goal,
            agent_text=so_far,
            answerable=seen is not None and bool(seen.asked_facts or seen.has("approval")),
        )
        decision = self.decider.decide(context)
        if decision.interrupt and seen is not None:
            self._state.reading = seen.acts
            response = self._respond(seen)
            if response is not None:
                plan, texts, facts, reason, hang = response
                return self._start(
                    tick,
                    "interrupt",
                    " ".join(texts),
                    facts,
                    f"{plan} before the agent finished",
                    hang,
                    kind="interrupt",
                )
        if decision.backchannel:
            text = self._choose(self.scenario.script.backchannel, "backchannel")
            return self._start(
                tick, "backchannel", text, (), "agent is speaking", False, kind="backchannel"
            )
        return None

    # -- guided procedure, corrections, suspension ------------------------------------------
    def _perform(self, action: CallerAction) -> Decision:
        state = self._state
        state.action_calls += 1
        state.report_action = action
        state.report_result = ""
        state.action_done = False
        # the step takes its time on the caller's side: the tool runs when it is done
        state.report_due = self._now + max(1, seconds_to_ticks(action.duration_s))
        ack = self._choose(self.scenario.script.acknowledge, f"ack:{action.key}")
        return "act", [ack], (), f"asked to {action.key}", False

    def _report(self) -> Decision:
        state = self._state
        action = state.report_action
        assert action is not None
        text = self._choose(action.report_variants, f"report:{action.key}")
        state.report_due = None
        state.report_action = None
        return "report", [text.format(result=state.report_result)], (), f"did {action.key}", False

    def _volunteer(self) -> Decision | None:
        state = self._state
        if (due := self._due_correction()) is not None:
            return self._correct(due)
        suspension = self.scenario.suspension
        if suspension is not None and not state.suspended and suspension.after in state.events:
            state.suspended = True
            state.pending_away = True
            return (
                "suspend",
                [self._choose(suspension.leave_variants, "leave")],
                (),
                (f"after {suspension.after}"),
                False,
            )
        return None

    def _then_leave(self, decision: Decision) -> Decision:
        """``decision``, followed by the hold request when the caller's step-away is due: a
        reply to an agent who asked again at once (text mode, or an agent that leaves no quiet
        moment) answers and then asks the agent to hold, as a person whose phone buzzes does,
        instead of never finding the moment to leave."""
        suspension = self.scenario.suspension
        state = self._state
        plan, texts, facts, reason, hang = decision
        if suspension is None or state.suspended or hang or suspension.after not in state.events:
            return decision
        state.suspended = True
        state.pending_away = True
        leave = self._choose(suspension.leave_variants, "leave")
        return "suspend", [*texts, leave], facts, f"{reason}; then after {suspension.after}", False

    def _suspension(self) -> Suspension:
        assert self.scenario.suspension is not None
        return self.scenario.suspension
