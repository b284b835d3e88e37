"""The oracle agent: knows the gold procedure, but must hear every slot from the caller.

It greets, asks for each fact the gold actions need, transcribes the caller's answer with
the ASR backend, parses it by the fact's kind (names, dates, digits, amounts), and then calls
the gold tools with what it heard. It measures what the channel and recognition alone cost,
and proves a scenario solvable.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import numpy as np

from duplexworld.agents.base import AgentChunk, AgentInput, ReferenceContext
from duplexworld.agents.null import GREETING
from duplexworld.agents.voice_io import Listener, Speaker, SpeechOut
from duplexworld.scenario import Fact, Scenario
from duplexworld.scenario.provenance import resolve_result
from duplexworld.scenario.schema import FactRef, GoldAction, ResultRef
from duplexworld.speech import spoken
from duplexworld.units import seconds_to_ticks
from duplexworld.world import ToolCall, ToolResult

MAX_ASKS = 3
"""Times the oracle asks for one fact before it goes on with what it has."""
ANSWER_TIMEOUT = seconds_to_ticks(8.0)
"""Ticks of caller silence after a question before the oracle asks again."""
CLOSE_TIMEOUT = seconds_to_ticks(6.0)
"""Ticks of silence after its closing line before the oracle hangs up."""


class Transcriber(Protocol):
    """Speech recognition of 8 kHz int16 audio."""

    def transcribe(self, pcm: np.ndarray) -> str:
        """The words in ``pcm``."""


def _strip_lead_in(text: str) -> str:
    cleaned = text.strip().rstrip(".!?")
    for lead in ("it's ", "it is ", "that's ", "that is ", "sure, ", "yes, ", "yeah, "):
        if cleaned.lower().startswith(lead):
            cleaned = cleaned[len(lead) :]
    return cleaned.strip()


def _name_of_shape(name: str | None, fact: Fact) -> str | None:
    """A heard name only when it has as many words as the expected one (the oracle knows the
    shape of a value, never the value): "Wait" or "There" is not a two-word full name."""
    if name is None or len(name.split()) != len(fact.value.split()):
        return None
    return name


def _parse_number(text: str) -> str | None:
    return spoken.parse_digits(text)


PARSERS: dict[str, Callable[[str, Fact], str | None]] = {
    "name": lambda text, fact: _name_of_shape(spoken.parse_name(text), fact),
    "date": lambda text, fact: spoken.parse_date(text),
    "digits": lambda text, fact: spoken.parse_digits(text, length=len(fact.value)),
    "postcode": lambda text, fact: spoken.parse_postcode(text),
    "amount": lambda text, fact: spoken.parse_amount(text),
    "number": lambda text, fact: _parse_number(text),
    "text": lambda text, fact: _strip_lead_in(text) or None,
}
"""How the oracle turns a transcript into a slot value, by fact kind. It may use the shape
of the gold value (its length), never the value itself."""


def needed_facts(scenario: Scenario) -> list[Fact]:
    """Facts the agent's gold actions take as arguments, in order of first use."""
    keys: list[str] = []
    for action in scenario.gold_actions:
        if action.actor != "agent":
            continue
        for value in action.arguments.values():
            if isinstance(value, FactRef) and value.fact not in keys:
                keys.append(value.fact)
    return [scenario.fact(key) for key in keys]


def closing_line(scenario: Scenario, world_has_writes: bool) -> str:
    """What the oracle says once the gold procedure is done."""
    if world_has_writes:
        return "All done, that's taken care of. Is there anything else I can help you with?"
    return (
        "I'm sorry, but I can't do that for you: our policy does not allow it. "
        "Is there anything else I can help you with?"
    )


HOLD_PHRASES = (
    "hold on a",
    "hold on,",
    "hold on.",
    "hold on one",
    "hold on just",
    "hold on for",
    "can you hold",
    "one moment",
    "give me a minute",
    "give me a second",
    "be right back",
    "just a minute",
    "hang on",
    "bear with me",
)
"""Words by which a caller puts the call on hold; the oracle then waits without re-asking."""


_ACKNOWLEDGEMENTS = {
    "ok",
    "okay",
    "alright",
    "all",
    "right",
    "sure",
    "one",
    "sec",
    "second",
    "moment",
    "yes",
    "yeah",
    "fine",
    "will",
    "do",
    "got",
    "it",
}


_RETURN_WORDS = {
    "sorry",
    "about",
    "that",
    "i'm",
    "im",
    "i",
    "am",
    "back",
    "here",
    "again",
    "okay",
    "ok",
    "alright",
    "right",
    "all",
    "thanks",
    "for",
    "waiting",
    "so",
    "the",
    "wait",
    "hi",
    "hello",
    "yes",
    "yeah",
}


def _only_words(text: str, vocabulary: set[str]) -> bool:
    """Whether every word of a turn is in ``vocabulary`` (punctuation and case ignored)."""
    words = [w.strip(".,!?").lower() for w in text.split()]
    return all(word in vocabulary for word in words if word)


def _only_returns(text: str) -> bool:
    """Whether a turn only says the caller is back ("Sorry about that, I'm back.")."""
    return _only_words(text, _RETURN_WORDS)


def _only_acknowledges(text: str) -> bool:
    """Whether a turn only acknowledges ("Okay.", "All right, one sec") and reports nothing."""
    return _only_words(text, _ACKNOWLEDGEMENTS)


class OracleAgent:
    """Reference agent that follows the gold procedure with slot values heard over the line.

    Phases: ``opening`` (wait for the caller's first turn), ``answer`` (a question about a
    fact is out), ``acting`` (gold tool calls, one per tick, each waiting for its result),
    ``report`` (the caller performs a step on their side), ``correction`` (the caller is
    expected to correct a fact the oracle acted on), ``hold`` (the caller stepped away),
    ``closing`` and ``ending``.
    """

    name = "oracle"

    def __init__(
        self,
        speaker: Speaker,
        asr: Transcriber,
        speaker_spec: dict[str, Any] | None = None,
        asr_spec: dict[str, Any] | None = None,
    ) -> None:
        self.speaker = speaker
        self.asr = asr
        self._speaker_spec = speaker_spec or {}
        self._asr_spec = asr_spec or {}

    def spec(self) -> dict[str, Any]:
        """Component spec for the trace header."""
        return {
            "name": self.name,
            "max_asks": MAX_ASKS,
            "speech": self._speaker_spec,
            "asr": self._asr_spec,
        }

    def start(self, context: ReferenceContext) -> None:  # type: ignore[override]
        """Plan the call from the scenario's gold procedure."""
        scenario = context.scenario
        self.scenario = scenario
        self._out = SpeechOut(self.speaker)
        self._listener = Listener()
        self._slots = needed_facts(scenario)
        self._values: dict[str, str] = {}
        self._asking: Fact | None = None
        self._asks = 0
        self._actions = list(scenario.gold_actions)
        writes = {spec.name for spec in context.tools if spec.writes}
        self._closing = closing_line(
            scenario, any(a.name in writes for a in self._actions if a.actor == "agent")
        )
        self._caller_actions = {action.tool: action for action in scenario.caller_actions}
        self._corrections = {
            fact.key: fact for fact in scenario.facts if fact.correction is not None
        }
        self._corrected: set[str] = set()
        self._expecting: Fact | None = None
        self._next_action = 0
        self._results: list[str] = [""] * len(self._actions)
        """Text of the result the oracle got for each gold step ("" when none or failed)."""
        self._tries: list[dict[str, Any]] = []
        """Argument sets still to try for the step in flight (``try_each`` references)."""
        self._calls = 0
        self._awaiting_result: str | None = None
        self._phase = "opening"
        self._instruction = ""
        self._resume_phase = "acting"
        self._waited = 0
        self._out.say(GREETING)

    # -- the tick ---------------------------------------------------------------------------
    def step(self, data: AgentInput) -> AgentChunk:
        """Listen, decide, speak or call a tool for this tick."""
        notes: list[str] = []
        calls: tuple[ToolCall, ...] = ()
        end_call = False
        for result in data.tool_results:
            if result.call_id == self._awaiting_result:
                self._awaiting_result = None
                self._on_result(result)
        heard = None if self._out.busy else self._listener.feed(data.audio)
        if self._out.busy:
            self._listener.reset()
        if heard is not None:
            text = self.asr.transcribe(heard)
            notes.append(f"heard: {text}")
            self._on_heard(text, notes)
        elif not self._out.busy:
            calls, end_call = self._on_idle()
        audio, said = self._out.next_tick()
        return AgentChunk(
            audio=audio, transcript=said, tool_calls=calls, end_call=end_call, notes=tuple(notes)
        )

    # -- hearing ----------------------------------------------------------------------------
    def _on_heard(self, text: str, notes: list[str]) -> None:
        self._waited = 0
        lowered = text.lower()
        holding = any(phrase in lowered for phrase in HOLD_PHRASES)
        if holding and self._phase not in {"hold", "closing", "ending", "report"}:
            # (in "report" the caller is busy with the step it was asked to do: that is
            # an acknowledgement, not a hold)
            resume = self._phase
            if self._phase == "answer" and self._asking is not None:
                # "It's 4471. Can you hold on a minute?": keep the answer given before the hold
                fact = self._asking
                value = PARSERS[fact.kind](text, fact)
                if value is not None:
                    notes.append(f"parsed {fact.key}: {value!r}")
                    self._values[fact.key] = value
                    self._asks = 0
                    missing = [f for f in self._slots if f.key not in self._values]
                    self._asking = missing[0] if missing else None
                    resume = "answer" if missing else "acting"
            self._resume_phase = resume
            self._phase = "hold"
            self._out.say("Of course, take your time.")
            return
        if self._phase == "hold" and holding:
            return  # more of the caller's leave line ("... give me a minute.")
        if self._phase == "hold":
            self._phase = self._resume_phase
            if _only_returns(text):
                if self._phase == "answer" and self._asking is not None:
                    self._asks = 0
                    self._ask(self._asking)
                elif self._phase == "report" and self._instruction:
                    self._out.say(self._instruction)  # the step was asked before the hold
                return
            # the caller came back with something to say: hear it in the resumed phase
        if self._phase == "report" and holding:
            return
        if self._phase == "opening":
            self._ask_next()
        elif self._phase == "answer" and self._asking is not None:
            fact = self._asking
            value = PARSERS[fact.kind](text, fact)
            notes.append(f"parsed {fact.key}: {value!r}")
            if value is not None or self._asks >= MAX_ASKS:
                self._values[fact.key] = value if value is not None else ""
                self._asking = None
                self._asks = 0
            self._ask_next()
        elif self._phase == "correction" and self._expecting is not None:
            fact = self._expecting
            value = PARSERS[fact.kind](text, fact)
            notes.append(f"parsed correction of {fact.key}: {value!r}")
            self._expecting = None
            self._corrected.add(fact.key)
            if value is None:
                self._values.pop(fact.key, None)
            else:
                self._values[fact.key] = value
            self._restart_from(fact.key)
            self._ask_next()
        elif self._phase == "report" and not _only_acknowledges(text):
            self._phase = "acting"
        elif self._phase == "closing":
            self._phase = "ending"

    def _ask(self, fact: Fact) -> None:
        self._asking = fact
        self._asks += 1
        prefix = "Sorry, I didn't catch that. " if self._asks > 1 else ""
        self._out.say(f"{prefix}Could you tell me your {fact.label}?")
        self._phase = "answer"

    def _ask_next(self) -> None:
        missing = [fact for fact in self._slots if fact.key not in self._values]
        if missing:
            self._ask(self._asking if self._asking in missing else missing[0])
        else:
            self._phase = "acting"

    def _restart_from(self, fact_key: str) -> None:
        # a corrected premise invalidates every action that used it: redo from the first one
        for index, action in enumerate(self._actions):
            values = action.arguments.values()
            if any(isinstance(v, FactRef) and v.fact == fact_key for v in values):
                self._next_action = min(self._next_action, index)
                self._tries = []
                return

    def _on_result(self, result: ToolResult) -> None:
        step = self._next_action - 1
        if result.ok:
            self._results[step] = result.content
            self._tries = []
        else:
            self._results[step] = ""
            if self._tries:
                self._next_action = step  # try the next candidate of a try_each reference
        self._after_result(result.name)

    def _arguments(self, action: GoldAction) -> list[dict[str, Any]]:
        """Argument sets for a gold step from what was heard and the results received; a
        reference that does not resolve (a search that found nothing) gives an empty value."""
        base: dict[str, Any] = {}
        tries: list[tuple[str, list[str]]] = []
        for name, value in action.arguments.items():
            if isinstance(value, FactRef):
                base[name] = self._values.get(value.fact, "")
            elif isinstance(value, ResultRef):
                values = resolve_result(value, self._results, self._values)
                base[name] = values[0] if values else ""
                if value.pick == "try_each" and len(values) > 1:
                    tries.append((name, values))
            else:
                base[name] = value
        if not tries:
            return [base]
        name, values = tries[0]
        return [{**base, name: value} for value in values]

    def _after_result(self, tool: str) -> None:
        for key, fact in self._corrections.items():
            if key in self._corrected or fact.correction is None:
                continue
            if fact.correction.after == f"tool:{tool}":
                self._expecting = fact
                self._phase = "correction"
                self._waited = 0
                return

    # -- acting -----------------------------------------------------------------------------
    def _on_idle(self) -> tuple[tuple[ToolCall, ...], bool]:
        self._waited += 1
        if self._phase == "acting" and self._awaiting_result is None:
            return self._act()
        if (
            self._phase == "correction"
            and self._waited >= ANSWER_TIMEOUT
            and not self._listener.in_speech  # the caller may still be saying it
        ):
            # the caller did not correct anything: go on with what was heard
            self._expecting = None
            self._phase = "acting"
        if (
            self._phase == "answer"
            and self._waited >= ANSWER_TIMEOUT
            and not self._listener.in_speech
            and self._asking is not None
        ):
            self._waited = 0
            self._ask(self._asking)
        if self._phase == "ending" or (self._phase == "closing" and self._waited >= CLOSE_TIMEOUT):
            return (), not self._listener.in_speech
        return (), False

    def _act(self) -> tuple[tuple[ToolCall, ...], bool]:
        if self._next_action >= len(self._actions):
            self._out.say(self._closing)
            self._phase = "closing"
            self._waited = 0
            return (), False
        action = self._actions[self._next_action]
        self._next_action += 1
        if action.actor == "user":
            self._instruction = self._caller_actions[action.name].instruction
            self._out.say(self._instruction)
            self._phase = "report"
            return (), False
        if not self._tries:
            self._tries = self._arguments(action)
        arguments = self._tries.pop(0)
        self._calls += 1
        call_id = f"oracle-{self._calls}"
        self._awaiting_result = call_id
        return (ToolCall(call_id=call_id, name=action.name, arguments=arguments),), False
