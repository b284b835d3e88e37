"""The oracle: a reference agent that knows the gold procedure and nothing else.

It knows the steps (tool names), which caller facts each step needs, which earlier result
each record id is read from, the rule a judgement is made by, and which steps the caller does
on their side; it never reads a literal value from the gold, the caller's facts or the
records, nor a fact's length or word count, nor the scenario's speech checks. Slot values are
heard: it asks in its own words (``agents.phrasing``, none of the caller's exemplar
questions), transcribes the caller with the ASR backend and parses by the fact's kind (a
number's digits as the tool's documentation states them). Judgements (which kind of claim)
are the world's rule applied to the caller's words as heard, a policy search is built from
the request the caller made, and a record is picked by the caller's words for it
(``scenario.provenance``); a fact that only narrows a search is asked when the search
without it found several records ("I found three that could be it, so I need to know which
one you mean."), and the search is run again with the answer. Record ids come from the tool
results it actually received: if its search found nothing usable it cannot reach the
record, asks again, and when nothing is left to ask says it could not finish. Whether to
refuse comes from the policy text its own search returned; a refusal after a change says the
change is done and quotes the rule its search returned. A correction is acted on when it is
heard. Guidance for a caller-side step is worded from the world's description of that step.
Before a write it reads back, once, the values the caller gave that go into it (and the
caller's words that chose its record, or a record read on the way to it), ends with a
question and waits: a yes goes on, a correction is taken for the value it corrects, a bare
"No" is asked what it should be; a detail read back once is not read back again. After a
write it tells the new reference and what the result says happened, once. So a scenario it
solves is solvable from what can be heard, and its realistic-channel score measures what the
channel and recognition alone cost.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from datetime import date
from typing import Any, Protocol

import numpy as np

from duplexworld.agents import phrasing, readback
from duplexworld.agents.base import AgentChunk, AgentInput, ReferenceContext, TextInput
from duplexworld.agents.listening import (
    ACKNOWLEDGEMENTS as _ACKNOWLEDGEMENTS,
)
from duplexworld.agents.listening import (
    HOLD_PHRASES,
    NOT_NAME_WORDS,
    accepts_or_leaves,
    asks_presence,
    is_hold,
    only_acknowledges,
    only_returns,
    says_goodbye,
)
from duplexworld.agents.null import GREETING
from duplexworld.agents.voice_io import LineOut, Listener, Speaker, SpeechOut, TextOut
from duplexworld.scenario import Fact, Scenario
from duplexworld.scenario.provenance import resolve_derive, resolve_result, result_candidates
from duplexworld.scenario.schema import DeriveRef, FactRef, GoldAction, ResultRef
from duplexworld.speech import spoken
from duplexworld.units import seconds_to_ticks
from duplexworld.world import ToolCall, ToolResult, ToolSpec

__all__ = [
    "HOLD_PHRASES",
    "PARSERS",
    "OracleAgent",
    "_ACKNOWLEDGEMENTS",
    "closes_with_refusal",
    "closing_line",
    "filter_facts",
    "needed_facts",
]

MAX_ASKS = 4
"""Times the oracle asks for one fact (each time in other words) before going on."""
MAX_STEP_RETRIES = 2
"""Times the oracle asks again for what a refused or fruitless step used."""
ANSWER_TIMEOUT = seconds_to_ticks(8.0)
"""Ticks of caller silence after a question before the oracle asks again."""
MAX_RESTATEMENTS = 3
"""Times the oracle says a refusal again to a caller who pushes back (personas insist once or
twice; one more covers an acceptance misheard as pushback)."""
CLOSE_TIMEOUT = seconds_to_ticks(6.0)
"""Ticks of silence after its closing line before the oracle hangs up."""
INFORM_WAIT = seconds_to_ticks(3.0)
"""Ticks of silence after telling the caller a step was refused before asking again."""
WRITE_PAUSE = seconds_to_ticks(3.5)
"""Ticks of quiet line before a step that changes records (time for the caller to object)."""
HOLD_LINE_AFTER = seconds_to_ticks(2.0)
"""Work expected to keep the line quiet longer than this gets a hold line first
(``phrasing.ONE_MOMENT``), unless the oracle's last words already said it is working."""
TELL_GAP = 3
"""Ticks of quiet after telling the caller what a result says, before the next line (a
read-back, the closing): longer than the 0.4 s that ends a stretch of speech for the caller's
ear, shorter than the 1.0 s after which the caller answers. Said in one breath, the caller's
recogniser ran the outcome and the closing together unpunctuated and the closing's question
went unanswered."""
_WORKING_LINES = frozenset({phrasing.WORKING, phrasing.ONE_MOMENT, phrasing.STILL_HERE})
"""Lines that tell the caller the oracle is at work: after one, the work needs no hold line."""


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


def _text_answer(text: str) -> str | None:
    # a question back ("Sorry, what do you need?") answers nothing: the caller did not make
    # out the question, so it is asked again in other words, never taken as the value
    if text.strip().endswith("?"):
        return None
    return _strip_lead_in(text) or None


_TITLES = frozenset({"doctor", "dr", "mr", "mrs", "ms", "miss"})
"""Words before a name that are no part of it."""


def _name_of_shape(name: str | None, fact: Fact) -> str | None:
    """A heard name when none of its words is one no name is made of ("Are You" is no name
    at all) and it has the shape the procedure asks for, read off what the procedure calls
    it, never off the value: a full name has two words or more ("Wait" or "There" is not a
    full name), a first or last name one word."""
    if name is None or NOT_NAME_WORDS & {word.lower() for word in name.split()}:
        return None
    label = fact.label.lower()
    if "full name" in label and len(name.split()) < 2:
        return None
    if "first name" in label or "last name" in label:
        # one word asked for: the first said, after a title ("Doctor Kim" -> "Kim"; "Nguyen,
        # spelled N G U Y E N" heard as one run -> "Nguyen")
        words = [w for w in name.split() if w.lower().rstrip(".") not in _TITLES]
        return words[0] if words else None
    return name


PARSERS: dict[str, Callable[[str, Fact], str | None]] = {
    "name": lambda text, fact: _name_of_shape(spoken.parse_name(text), fact),
    "date": lambda text, fact: spoken.parse_date(text, weekday_check=True),
    "time": lambda text, fact: spoken.parse_time(text),
    "digits": lambda text, fact: spoken.parse_digit_run(text),
    "postcode": lambda text, fact: spoken.parse_postcode(text),
    "amount": lambda text, fact: spoken.parse_amount(text),
    "number": lambda text, fact: spoken.parse_digits(text),
    "text": lambda text, fact: _text_answer(text),
}
"""How the oracle turns a transcript into a slot value, by fact kind. Nothing here reads the
fact's value, nor its length or word count; the number of digits a tool documents (a
"six-digit member number") is added by the oracle (``documented_length``)."""

_COUNTS = {"four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
_N_DIGIT = re.compile(r"\b(\d+|" + "|".join(_COUNTS) + r")-digit\b", re.IGNORECASE)


def documented_length(description: str) -> int | None:
    """The number of digits a tool's argument documentation states ("the six-digit policy
    number", "the last four digits of the card", "the 10-digit number"), or None: what an
    agent reading the tool knows of a value's shape."""
    if re.search(r"\blast four digits\b", description, re.IGNORECASE):
        return 4
    match = _N_DIGIT.search(description)
    if match is None:
        return None
    count = match.group(1).lower()
    return int(count) if count.isdigit() else _COUNTS[count]


def _documented_lengths(scenario: Scenario, tools: Sequence[ToolSpec]) -> dict[str, int]:
    """Digits each caller fact has, by fact key, as the documentation of the tool argument
    the procedure passes it to states (the first documented one)."""
    specs = {spec.name: spec for spec in tools}
    lengths: dict[str, int] = {}
    for action in scenario.gold_actions:
        spec = specs.get(action.name)
        properties = spec.parameters.get("properties", {}) if spec is not None else {}
        for name, value in action.arguments.items():
            if not isinstance(value, FactRef) or value.fact in lengths:
                continue
            schema = properties.get(name) if isinstance(properties, dict) else None
            text = schema.get("description", "") if isinstance(schema, dict) else ""
            length = documented_length(str(text))
            if length is not None:
                lengths[value.fact] = length
    return lengths


_CORRECTION_CUES = (
    "sorry",
    "actually",
    "wrong",
    "mistake",
    "instead",
    "make it",
    "make that",
    "i meant",
    "not ",
    "change that",
    "misread",
    "wait",
    "now",
    "changed",
    "updated",
)
"""Words with which people correct something they said."""


def _fact_refs(action: GoldAction) -> list[str]:
    return action.fact_keys()


def needed_facts(scenario: Scenario) -> list[Fact]:
    """Facts the agent's gold actions take (as arguments, or to pick a record among several),
    in order of first use."""
    keys: list[str] = []
    for action in scenario.gold_actions:
        if action.actor != "agent":
            continue
        keys.extend(key for key in _fact_refs(action) if key not in keys)
    return [scenario.fact(key) for key in keys]


def filter_facts(scenario: Scenario, tools: Sequence[ToolSpec]) -> set[str]:
    """Facts that only narrow a search: every use of them is an argument the search tool
    documents as optional (not required) of an agent step that changes nothing, and a later
    step picks a record from that search's result. The oracle runs such a search without
    them first and asks for them only when it found several records ("which one?"); a
    search that finds one needs no narrowing."""
    specs = {spec.name: spec for spec in tools}
    narrowing: set[str] = set()
    other: set[str] = set()
    for index, action in enumerate(scenario.gold_actions):
        spec = specs.get(action.name)
        listed = spec.parameters.get("required", []) if spec is not None else []
        required = {str(name) for name in listed} if isinstance(listed, list) else set()
        read_later = any(
            isinstance(ref, ResultRef) and ref.result == index
            for later in scenario.gold_actions[index + 1 :]
            for ref in later.arguments.values()
        )
        searches = action.actor == "agent" and spec is not None and not spec.writes
        for name, value in action.arguments.items():
            if isinstance(value, FactRef) and searches and read_later and name not in required:
                narrowing.add(value.fact)
            elif isinstance(value, FactRef):
                other.add(value.fact)
            elif isinstance(value, ResultRef | DeriveRef):
                other.update(ref.fact for ref in value.fact_refs())
    return narrowing - other


def closes_with_refusal(results: Sequence[str]) -> bool:
    """Whether the oracle ends the procedure by refusing: the policy it looked up after its
    last write (``results``: the results of the steps after it, all of them when the
    procedure changes nothing) forbids what was asked. It never reads the scenario's speech
    checks: what it must refuse comes from the policy text."""
    return readback.policy_forbids(results)


def closing_line(
    world_has_writes: bool, refusing: bool, topic: str | None = None, rule: str | None = None
) -> str:
    """What the oracle says once the gold procedure is done (everything in it went through):
    done, nothing to change (a procedure that only reads and tells the caller what it found),
    or a refusal, with the title of the policy clause that forbids it when there is one.

    A call that changed something and then refuses the rest (a second request the policy
    forbids) says the first part is done and the rest is not, with the policy's rule as its
    search returned it (``rule``): the caller just heard that a change went through, so the
    refusal names what they can do instead ("... in the app (Trips, Share this trip)")."""
    reason = f"our policy on {topic} does not allow it" if topic else "our policy does not allow it"
    if world_has_writes and refusing:
        told = f" The policy says: {rule}" if rule else ""
        return (
            f"That part is done. But I'm sorry, I can't do the rest for you: {reason}.{told} "
            f"{phrasing.ANYTHING_ELSE}"
        )
    if world_has_writes:
        return f"All done, that's taken care of. {phrasing.ANYTHING_ELSE}"
    if not refusing:
        return (
            "So that already covers what you need, and there's nothing for me to change. "
            f"{phrasing.ANYTHING_ELSE}"
        )
    return f"I'm sorry, but I can't do that for you: {reason}. {phrasing.ANYTHING_ELSE}"


def _words(text: str) -> set[str]:
    return set(re.findall(r"[a-z]+", text.lower()))


_NOT_NAMING = {
    *("the", "a", "an", "of", "your", "my", "to", "for", "number", "date", "code", "s"),
    *("zero", "oh", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"),
}
"""Words that do not tell which fact a turn is about (digit words are values, not names)."""


def _label_words(fact: Fact) -> set[str]:
    return _words(fact.label) - _NOT_NAMING


_YES = re.compile(
    r"\b(?:yes|yeah|yep|yup|correct|right|exactly|sure|perfect|okay|ok|go ahead|sounds good"
    r"|that's it|uh-huh|mm-hmm)\b",
    re.IGNORECASE,
)
_NO = re.compile(
    r"^\W*(?:no|nope|nah)\b|\b(?:not right|not correct|isn't right|wrong|incorrect|that's not)\b",
    re.IGNORECASE,
)


def _says_yes(text: str) -> bool:
    """Whether a turn agrees ("Yes, that's right.")."""
    return _YES.search(text) is not None


def _says_no(text: str) -> bool:
    """Whether a turn objects ("No, that's not right.")."""
    return _NO.search(text) is not None


_SMALL_OPENERS = frozenset(
    {"The", "A", "An", "My", "Our", "His", "Her", "Their", "It", "That", "From", "To", "In"}
    | {"On", "At", "For", "With", "Just", "Only", "This", "One"}
)


def _in_sentence(words: str) -> str:
    """The caller's words placed inside a sentence: "The load that's in transit." -> "the
    load that's in transit" (a name keeps its capital: "Italy")."""
    text = words.strip().rstrip(".!")
    first, _, rest = text.partition(" ")
    return f"{first.lower()} {rest}".strip() if first in _SMALL_OPENERS else text


def _chooses(action: GoldAction) -> bool:
    """Whether a step picks a record by the caller's words (a ``near`` selector)."""
    return any(isinstance(ref, ResultRef) and ref.fact_refs() for ref in action.arguments.values())


_YES_OR_NO_SENTENCE = re.compile(
    r"^\W*(?:(?:yes|yeah|no|nope)\b[\s,]*)?(?:that's|that is|it's)?\s*"
    r"(?:not\s+)?(?:right|correct|wrong|incorrect)?\W*$",
    re.IGNORECASE,
)


def _without_yes_or_no(text: str) -> str:
    """``text`` without its sentences that only agree or object ("No, that's wrong. The
    Vacation Savings one. Yes, that's right." -> "The Vacation Savings one.")."""
    parts = re.split(r"(?<=[.!?])\s+", text.strip())
    rest = " ".join(part for part in parts if not _YES_OR_NO_SENTENCE.match(part)).strip()
    return re.sub(r"^\W*(?:no|nope)\b[\s,]*", "", rest, flags=re.IGNORECASE)


def _plain_label(fact: Fact) -> str:
    """What a read-back calls a fact: its label without a leading possessive or article."""
    return re.sub(r"^(?:your|the|my)\s+", "", fact.label.strip(), flags=re.IGNORECASE)


def _spoken(value: str, kind: str) -> str:
    """A held value as a person reads it out, by the fact's kind."""
    if kind == "date":
        # the weekday and the day, as people read a near date back: the year, said after a
        # pause, came back from the caller's recogniser as a sentence of its own ("2024.")
        # and was taken for another of the caller's numbers
        day = spoken.speak_date(value).split(",")[0]
        try:
            return f"{date.fromisoformat(value).strftime('%A')}, {day}"
        except ValueError:
            return day
    if kind == "amount":
        return spoken.speak_amount(value)
    if kind == "time":
        return spoken.speak_time(value)
    if kind in ("digits", "number", "postcode") and value.isdigit():
        return spoken.speak_digits(value)
    return value


class OracleAgent:
    """Reference agent that follows the gold procedure with values heard and results read.

    Phases: ``opening`` (wait for the caller's first turn), ``answer`` (a question is out),
    ``acting`` (gold tool calls, one per tick, each waiting for its result), ``report`` (the
    caller performs a step on their side), ``hold`` (the caller stepped away), ``closing``
    and ``ending``.
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
            # 10: a search that found several records asks "which one?" by the facts that
            # narrow it (filter_facts) and searches again with the answer; the read-back
            # confirms the records the caller chose since the last write; a refusal after a
            # change says what is done and the policy's rule; 9: one read-back of the
            # caller's values before a write, as a question, each
            # detail once per call, a correction taken for the value it corrects; outcomes
            # told once; 8: reads a write's details back before it and tells the caller what
            # the write did; 7: provenance for everything (judgements, requests, selectors
            # heard), no value shapes or speech checks read, own question pool, a truthful
            # give-up; 6: a hold line before quiet work; 5: weekday-checked dates; refused
            # writes not "done"
            "version": "10",
            "max_asks": MAX_ASKS,
            "max_step_retries": MAX_STEP_RETRIES,
            "max_restatements": MAX_RESTATEMENTS,
            "knows": (
                "gold procedure: steps, fact, result and judgement provenance (no literal "
                "values, value shapes or speech checks)"
            ),
            "speech": self._speaker_spec,
            "asr": self._asr_spec,
        }

    def start(self, context: ReferenceContext) -> None:
        """Plan the call from the scenario's gold procedure."""
        self._begin(context, SpeechOut(self.speaker))

    def start_text(self, context: ReferenceContext) -> None:
        """Plan the conversation in text mode: the same procedure, typed lines."""
        self._begin(context, TextOut())

    def _begin(self, context: ReferenceContext, out: LineOut) -> None:
        scenario = context.scenario
        self._seed = context.seed
        self._out: LineOut = out
        self._listener = Listener()  # never fed in text mode: never "in speech"
        self._slots = needed_facts(scenario)
        self._kinds = {fact.key: fact.kind for fact in self._slots}
        self._lengths = _documented_lengths(scenario, context.tools)
        self._filters = filter_facts(scenario, context.tools)
        """Facts that only narrow a search (``filter_facts``): asked when it found several."""
        self._narrowing: set[str] = set()
        """Filter facts the oracle asked for, after a search without them found several."""
        self._values: dict[str, str] = {}
        self._heard: dict[str, str] = {}
        """The caller's whole turn each value was taken from, by fact key: what a judgement
        over the caller's words reads ("We counted twelve crushed cartons", not "12")."""
        self._given: list[str] = []
        """Fact keys in the order the caller gave their values (latest last)."""
        self._asking: Fact | None = None
        self._asks = 0
        self._ask_prefix = ""
        self._actions = list(scenario.gold_actions)
        writes = {spec.name for spec in context.tools if spec.writes}
        has_writes = any(a.name in writes for a in self._actions if a.actor == "agent")
        self._has_writes = has_writes
        self._refusing = False
        """Decided at the end, from the policy text the oracle's own search returned."""
        self._gave_up = False
        """A step could not be taken and nothing was left to ask: the call cannot be
        announced as done."""
        self._restated = 0
        """Times the refusal was said again to the caller's pushback."""
        self._guidance = {
            spec.name: phrasing.guidance(spec.description) for spec in context.caller_tools
        }
        self._results: list[str] = [""] * len(self._actions)
        """Text of the result the oracle got for each gold step ("" when none or refused)."""
        self._undone: set[int] = set()
        """Write steps refused to the end: the closing line must not call them done."""
        self._said_back: set[tuple[str, str]] = set()
        """(fact key, value) pairs read back to the caller: each detail once per call."""
        self._confirming: list[Fact] = []
        """The facts of the read-back whose answer the oracle waits for (phase
        ``confirming``)."""
        self._confirm_steps: list[int] = []
        """The write steps that read-back is for."""
        self._read_back_line = ""
        self._confirm_asks = 0
        self._asked_what = False
        """A bare "No" was answered with "what should it be?": the next turn is the value."""
        self._confirmed: set[int] = set()
        """Write steps the caller confirmed: no pause for an objection before them."""
        self._tell_gap = False
        """Lines about results were just said: the next line waits ``TELL_GAP`` ticks."""
        self._told: set[str] = set()
        """Lines about results already told (an outcome is told once)."""
        self._tries: list[dict[str, Any]] = []
        """Argument sets still to try for the step in flight (``try_each`` references)."""
        self._retries: dict[int, int] = {}
        self._next_action = 0
        self._calls = 0
        self._awaiting_result: str | None = None
        self._phase = "opening"
        self._instruction = ""
        self._resume_phase = "acting"
        self._waited = 0
        self._quiet = 0
        self._informed = 0
        self._announced = False
        self._writes = writes
        self._to_tell: list[str] = []
        """Lines about results received, said before the next step (a new claim number)."""
        self._sent: dict[str, Any] = {}
        """Arguments of the call in flight."""
        self._acknowledged = False
        """The oracle's last words since the caller's last turn said it is at work (a line of
        ``_WORKING_LINES``): quiet work from here needs no hold line."""
        self._out.say(GREETING)

    # -- the tick ---------------------------------------------------------------------------
    def step(self, data: AgentInput) -> AgentChunk:
        """Listen, decide, speak or call a tool for this tick."""
        notes: list[str] = []
        self._take_results(data.tool_results, notes)
        # listen whenever not speaking, and do not start speaking over the caller: a queued
        # line waits until the caller's turn ends (and may be dropped by what they said)
        playing = self._out.playing
        heard = None if playing else self._listener.feed(data.audio)
        if playing:
            self._listener.reset()
        text = self.asr.transcribe(heard) if heard is not None else None
        return self._turn(text, playing, bool(data.tool_results), notes)

    def step_text(self, data: TextInput) -> AgentChunk:
        """Read the caller's message (if one arrived), decide, write or call a tool."""
        notes: list[str] = []
        self._take_results(data.tool_results, notes)
        return self._turn(data.text or None, False, bool(data.tool_results), notes)

    def _take_results(self, results: tuple[ToolResult, ...], notes: list[str]) -> None:
        for result in results:
            self._quiet = 0  # the pause before a write counts from the latest result
            if result.call_id == self._awaiting_result:
                self._awaiting_result = None
                self._on_result(result, notes)

    def _turn(
        self, text: str | None, playing: bool, had_results: bool, notes: list[str]
    ) -> AgentChunk:
        """One tick after listening: what was heard (a caller turn's text, or None)."""
        calls: tuple[ToolCall, ...] = ()
        end_call = False
        if playing or self._listener.in_speech:
            self._quiet = 0
        elif not had_results:
            self._quiet += 1
        if text is not None:
            notes.append(f"heard: {text}")
            self._acknowledged = False  # a new caller turn: new work needs its own hold line
            self._on_heard(text, notes)
        elif not self._out.busy:
            calls, end_call = self._on_idle()
        audio, said = self._out.next_tick(hold=self._listener.in_speech)
        if said:
            self._acknowledged = said in _WORKING_LINES
        return AgentChunk(
            audio=audio, transcript=said, tool_calls=calls, end_call=end_call, notes=tuple(notes)
        )

    # -- hearing ----------------------------------------------------------------------------
    def _on_heard(self, text: str, notes: list[str]) -> None:
        self._waited = 0
        # whatever was queued was planned before this turn: plan again from what was said
        dropped = self._out.clear_pending()
        if self._phase == "confirming" and self._read_back_line in dropped:
            # the read-back had not gone out when the caller spoke ("Yes, that's correct." to
            # the news before it): this turn answers something else, and the question is
            # asked now
            notes.append("read-back not said yet: asking it after the caller's turn")
            self._out.say(self._read_back_line)
            self._waited = 0
            return
        if dropped and self._phase == "closing":
            # the caller spoke ("Hello? Are you still there?") before the closing line went
            # out: the turn answers nothing of it, so say it now instead of hanging up
            self._out.say(" ".join(dropped))
            self._waited = 0
            return
        holding = is_hold(text)
        if holding and self._phase not in {"hold", "closing", "ending", "report"}:
            # (in "report" the caller is busy with the step it was asked to do: that is
            # an acknowledgement, not a hold)
            resume = self._phase
            # "It's 4471. Can you hold on a minute?": keep the answer given before the hold
            answered = self._phase == "answer" and self._asking is not None
            if answered and self._take_answer(text, notes):
                resume = "answer" if self._missing() else "acting"
            self._resume_phase = resume
            self._phase = "hold"
            self._out.say(phrasing.HOLD)
            return
        if self._phase == "hold" and holding:
            return  # more of the caller's leave line ("... give me a minute.")
        if self._phase == "hold":
            self._phase = self._resume_phase
            if self._phase == "acting":
                self._read_again(notes)
            if only_returns(text):
                if self._phase == "answer":
                    self._asks = 0
                    self._ask_next()
                elif self._phase == "report" and self._instruction:
                    self._out.say(self._instruction)  # the step was asked before the hold
                elif self._phase == "confirming":
                    self._out.say(self._read_back_line)  # the question is still open
                return
            # the caller came back with something to say: hear it in the resumed phase
        if self._phase == "report" and holding:
            return
        if asks_presence(text) and self._phase in {
            "answer",
            "acting",
            "informed",
            "report",
            "confirming",
        }:
            # "Hello? Are you still there?" answers nothing and corrects nothing
            if self._phase == "report":
                self._out.say(self._instruction)  # the caller did not take it in: say it again
            elif self._phase == "confirming" and self._confirm_asks < 1:
                self._confirm_asks += 1
                self._out.say(self._read_back_line)  # the read-back's question is still open
            elif self._phase == "confirming":
                # asked twice and still not taken in: a person goes on rather than read the
                # same details a third time (the caller asked after its presence eight times)
                notes.append("read-back not answered: going on with the details held")
                self._phase = "acting"
            elif self._phase == "answer" and self._asking is not None:
                self._ask(self._asking)
            elif self._phase == "answer":
                self._ask_next()
            else:
                self._out.say(phrasing.STILL_HERE)  # working in silence: say so
            return
        if self._phase == "confirming":
            self._on_confirmation(text, notes)
        elif self._phase == "opening" or (self._phase == "answer" and self._asking is None):
            self._ask_next()
        elif self._phase == "answer" and self._asking is not None:
            if self._take_answer(text, notes) or self._take_correction(text, notes):
                self._ask_next()
            elif self._asks >= MAX_ASKS:
                self._values[self._asking.key] = ""
                self._asking = None
                self._ask_next()
            else:
                self._ask(self._asking)
        elif self._take_correction(text, notes):
            self._phase = "answer" if self._missing() else "acting"
            self._out.say(phrasing.ACKNOWLEDGE_CORRECTION)
            self._ask_next()
        elif self._phase == "informed":
            self._phase = "acting"
            self._ask_again_for(self._informed, "")
        elif self._phase == "report" and not only_acknowledges(text):
            self._phase = "acting"
        elif self._phase == "closing" and asks_presence(text) and not says_goodbye(text):
            # "Hello? Are you still there?" after the closing: the caller missed it
            self._out.say(f"{phrasing.STILL_HERE_CLOSING}{phrasing.ANYTHING_ELSE}")
            self._waited = 0
        elif self._phase == "closing":
            self._after_closing(text, notes)

    def _after_closing(self, text: str, notes: list[str]) -> None:
        """The caller's turn after the closing line. To pushback against a refusal the
        refusal is said again, in other words and with the reason the policy search gave,
        until the caller accepts or says goodbye (at most ``MAX_RESTATEMENTS`` times); an
        acceptance without a goodbye gets one; then the call ends."""
        if self._refusing and not accepts_or_leaves(text) and self._restated < MAX_RESTATEMENTS:
            self._restated += 1
            notes.append(f"pushback to the refusal ({self._restated}): saying it again")
            topic = readback.policy_topic(self._results)
            self._out.say(phrasing.restated_refusal(topic, self._restated))
            self._waited = 0
            return
        if self._refusing and not says_goodbye(text):
            self._out.say(phrasing.GOODBYE)
        self._phase = "ending"

    def _take_answer(self, text: str, notes: list[str]) -> bool:
        """Parse the answer to the question that is out; True when a value was heard."""
        fact = self._asking
        assert fact is not None
        value = self._parse(text, fact)
        notes.append(f"parsed {fact.key}: {value!r}")
        if value is None:
            return False
        self._values[fact.key] = value
        self._heard[fact.key] = text
        self._given.append(fact.key)
        self._asking = None
        self._asks = 0
        return True

    def _take_correction(self, text: str, notes: list[str]) -> bool:
        """Whether the caller just corrected a value the oracle holds (and take it).

        A correction is a turn in which a held fact's parser finds a different value, said
        with a correction cue ("sorry", "actually", "make it"), unprompted while the oracle
        acts, or instead of the answer it asked for; when several facts of the same
        kind qualify, the one the caller names (its label's words) wins, else the one the
        caller gave last. A free-text fact is changed only by a turn that names it (any
        words would parse as text).
        """
        lowered = " ".join(re.findall(r"[a-z']+", text.lower()))
        # unprompted (while acting) or instead of the answer asked for, a new value is a
        # correction even without a cue word ("My name is Laura Brooks on the account.")
        cued = any(cue in f" {lowered} " for cue in _CORRECTION_CUES)
        if not cued and self._phase not in {"answer", "acting", "informed"}:
            return False
        candidates: list[tuple[Fact, str]] = []
        restated = False
        for fact in self._slots:
            held = self._values.get(fact.key)
            if not held or fact is self._asking:
                continue
            value = self._parse(text, fact)
            if fact.kind == "text" and not _label_words(fact) & _words(text):
                continue  # any words parse as text: only a turn that names the fact changes it
            if value is not None and value != held:
                candidates.append((fact, value))
            restated = restated or value == held
        if not candidates or restated:
            return False  # a value the caller already gave, said again, corrects nothing
        words = _words(text) - _NOT_NAMING
        best = max(len(_label_words(fact) & words) for fact, _ in candidates)
        if self._phase == "answer" and not (cued or best):
            return False  # an answer to something else, not a correction
        named = [c for c in candidates if len(_label_words(c[0]) & words) == best]
        fact, value = self._most_recent(named if best else candidates)
        notes.append(f"heard a correction of {fact.key}: {value!r}")
        self._values[fact.key] = value
        self._heard[fact.key] = text
        self._given.append(fact.key)
        self._restart_from(fact.key)
        return True

    def _parse(self, text: str, fact: Fact) -> str | None:
        """The value of ``fact`` in a caller's turn, by its kind, with the number of digits
        the tool documents for it (a run of that length among other numbers said)."""
        length = self._lengths.get(fact.key)
        if fact.kind == "digits" and length is not None:
            return spoken.parse_digits(text, length=length)
        value = PARSERS[fact.kind](text, fact)
        held = self._values.get(fact.key)
        if value is None and fact.kind == "digits" and held:
            # a value given again (a correction) has the shape of the one heard before: with
            # that length a homophone counts ("It's actually too." for "two")
            return spoken.parse_digits(text, length=len(held))
        return value

    def _most_recent(self, candidates: list[tuple[Fact, str]]) -> tuple[Fact, str]:
        # the value the caller gave last: people correct what they just said ("Send it to
        # 55116 ... sorry, make that 55420" corrects the new ZIP, not the account's)
        def given_at(candidate: tuple[Fact, str]) -> int:
            key = candidate[0].key
            return max((i for i, k in enumerate(self._given) if k == key), default=-1)

        return max(candidates, key=given_at)

    def _missing(self) -> list[Fact]:
        return [
            fact
            for fact in self._slots
            if fact.key not in self._values
            and (fact.key not in self._filters or fact.key in self._narrowing)
        ]

    def _ask(self, fact: Fact) -> None:
        if self._asking is not fact:
            self._asks = 0
        self._asking = fact
        self._asks += 1
        prefix, self._ask_prefix = self._ask_prefix, ""
        self._out.say(prefix + phrasing.question(fact.key, fact.label, self._asks, self._seed))
        self._phase = "answer"

    def _ask_next(self) -> None:
        missing = self._missing()
        if missing:
            self._ask(self._asking if self._asking in missing else missing[0])
        else:
            self._asking = None
            self._phase = "acting"
            if not self._announced:
                # say what happens next, as agents do before working in silence
                self._announced = True
                self._out.say(phrasing.WORKING)

    def _restart_from(self, fact_key: str) -> None:
        # a corrected premise invalidates every step that used it: redo from the first one
        for index, action in enumerate(self._actions):
            if fact_key in _fact_refs(action):
                self._rewind(index)
                return

    def _read_again(self, notes: list[str]) -> None:
        """Back from a hold: read the last record read again before writing anything (the
        world may have changed while the caller was away, as a person at a desk would check;
        text mode showed it, where the reads came before the hold)."""
        for index in range(self._next_action - 1, -1, -1):
            action = self._actions[index]
            if action.actor == "agent" and action.name in self._writes:
                return  # nothing read since the last write
            if action.actor == "agent":
                notes.append(f"back from hold: reading step {index} ({action.name}) again")
                self._rewind(index)
                return

    def _rewind(self, index: int) -> None:
        self._next_action = min(self._next_action, index)
        self._tries = []
        for later in range(index, len(self._results)):
            self._results[later] = ""

    def _ask_again_for(self, index: int, prefix: str) -> bool:
        """Ask again for what step ``index`` used and redo from it; False past the limit or
        when the step used nothing the caller said."""
        keys = _fact_refs(self._actions[index])
        count = self._retries.get(index, 0)
        if not keys or count >= MAX_STEP_RETRIES:
            return False
        self._retries[index] = count + 1
        for key in keys:
            self._values.pop(key, None)
            self._heard.pop(key, None)
        self._rewind(index)
        self._ask_prefix = prefix
        self._ask_next()
        return True

    def _ask_again_for_choice(
        self, index: int, keys: list[str], prefix: str = phrasing.SEVERAL
    ) -> bool:
        """Ask again which record the caller means (the facts a reference selects by), or
        what happened (the facts a judgement is made over, when their words decided
        nothing)."""
        count = self._retries.get(-1 - index, 0)
        if count >= MAX_STEP_RETRIES:
            return False
        self._retries[-1 - index] = count + 1
        for key in keys:
            self._values.pop(key, None)
            self._heard.pop(key, None)
        self._next_action = index
        self._ask_prefix = prefix
        self._ask_next()
        return True

    # -- results ----------------------------------------------------------------------------
    def _on_result(self, result: ToolResult, notes: list[str]) -> None:
        step = self._next_action - 1
        if result.ok and self._narrow(step, result.content, notes):
            return
        if result.ok:
            self._results[step] = result.content
            self._undone.discard(step)  # a later try (after a correction) went through
            self._tries = []
            self._tell_from(step, result, notes)
            return
        self._results[step] = ""
        if self._tries:
            self._next_action = step  # try the next candidate of a try_each reference
            return
        if self._retries.get(step, 0) < MAX_STEP_RETRIES and _fact_refs(self._actions[step]):
            # say so and listen first: the caller may know why ("it's under my maiden name")
            notes.append(f"step {step} ({result.name}) refused: telling the caller")
            self._informed = step
            self._phase = "informed"
            self._waited = 0
            self._out.say(phrasing.NOT_ACCEPTED.strip())
        elif result.name in self._writes:
            notes.append(f"step {step} ({result.name}) refused to the end: not done")
            self._undone.add(step)

    def _narrow(self, step: int, content: str, notes: list[str]) -> bool:
        """After a search run without its filter facts: when its result holds several records
        a later step could pick, tell the caller so, ask which one by the filter facts and
        search again with their answer; True when it asked."""
        unasked = [
            value.fact
            for value in self._actions[step].arguments.values()
            if isinstance(value, FactRef)
            and value.fact in self._filters
            and value.fact not in self._narrowing
        ]
        if not unasked:
            return False
        found = max(
            (
                len(result_candidates(ref.model_copy(update={"near": ()}), content, {}))
                for later in self._actions[step + 1 :]
                for ref in later.arguments.values()
                if isinstance(ref, ResultRef) and ref.result == step
            ),
            default=0,
        )
        if found < 2:
            return False
        notes.append(f"step {step} found {found} records: asking which one ({', '.join(unasked)})")
        self._narrowing.update(unasked)
        self._rewind(step)
        self._ask_prefix = phrasing.several_found(found)
        self._ask_next()
        return True

    def _tell_from(self, step: int, result: ToolResult, notes: list[str]) -> None:
        # what the caller is told from this result: a write's new reference, and any value
        # the procedure asks to tell (read from this result as received)
        earlier = [text for i, text in enumerate(self._results) if i != step and text]
        told, lines = readback.lines_for(
            result.content,
            wrote=result.name in self._writes,
            sent=self._sent,
            earlier=earlier,
            refs=[],
            results=self._results,
            heard=self._values,
        )
        if result.name in self._writes:
            # what the system says happened, as it said it: where the card is posted, that
            # the change takes effect now, what fee applies
            lines.extend(readback.outcome_lines(result.content))
        if told:
            notes.append(f"telling the caller: {', '.join(told)}")
        # an outcome is told once: a write made again (after a correction) says only what
        # is new
        for line in lines:
            if line not in self._told:
                self._told.add(line)
                self._to_tell.append(line)

    # -- acting -----------------------------------------------------------------------------
    def _on_idle(self) -> tuple[tuple[ToolCall, ...], bool]:
        self._waited += 1
        if self._phase == "acting" and self._awaiting_result is None:
            return self._act()
        if self._phase == "informed" and self._waited >= INFORM_WAIT:
            self._phase = "acting"
            self._ask_again_for(self._informed, "")
            return (), False
        if (
            self._phase == "confirming"
            and self._waited >= ANSWER_TIMEOUT
            and not self._listener.in_speech
        ):
            self._waited = 0
            if self._confirm_asks < 1:
                self._confirm_asks += 1
                self._out.say(self._read_back_line)  # once more; silence then goes on
            else:
                self._phase = "acting"
            return (), False
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
        if self._tell_gap and self._quiet < TELL_GAP:
            return (), False  # a breath after the news, so it is heard on its own
        self._tell_gap = False
        at_end = self._next_action >= len(self._actions)
        if self._to_tell and not (self._next_action in self._confirmed and not at_end):
            # what a result gave the caller (their claim number) before anything else, on
            # its own; the next write of a run the caller just confirmed goes first, and its
            # outcome is told with the others after the run
            self._out.say(" ".join(self._to_tell))
            self._to_tell = []
            self._tell_gap = True
            return (), False
        read_back = "" if at_end else self._read_back(self._next_action)
        if read_back:
            self._out.say(read_back)
            return (), False
        if at_end:
            if self._gave_up:  # never announce as done what could not be reached
                self._out.say(f"{phrasing.NOT_FINISHED}{phrasing.ANYTHING_ELSE}")
            elif self._undone:  # never announce as done what the system refused
                self._out.say(f"{phrasing.NOT_DONE}{phrasing.ANYTHING_ELSE}")
            else:
                since = self._results[self._last_write() + 1 :]
                self._refusing = closes_with_refusal(since)
                topic = readback.policy_topic(since) if self._refusing else None
                rule = readback.policy_rule(since) if self._refusing else None
                found = [] if self._has_writes or self._refusing else self._found()
                closing = closing_line(self._has_writes, self._refusing, topic, rule)
                self._out.say(" ".join([*found, closing]))
            self._phase = "closing"
            self._waited = 0
            return (), False
        index = self._next_action
        action = self._actions[index]
        self._next_action += 1
        if action.actor == "user":
            self._instruction = self._guidance.get(action.name, "")
            self._out.say(self._instruction)
            self._phase = "report"
            return (), False
        if not self._acknowledged and self._quiet_work(index) > HOLD_LINE_AFTER:
            # about to go quiet for a while: say so first, as a good agent does
            self._next_action = index
            self._acknowledged = True
            self._out.say(phrasing.ONE_MOMENT)
            return (), False
        if (
            action.name in self._writes
            and self._quiet < WRITE_PAUSE
            and index not in self._confirmed
        ):
            # before changing anything, leave the caller a moment to object or correct
            self._next_action = index
            return (), False
        if not self._tries:
            tries, unresolved = self._arguments(action)
            if unresolved is not None:
                source, choice = unresolved
                if source < 0 and self._ask_again_for_choice(index, choice, phrasing.UNCLEAR):
                    return (), False
                if source >= 0 and choice and self._ask_again_for_choice(index, choice):
                    return (), False
                if not choice and self._ask_again_for(source, phrasing.NOT_FOUND):
                    return (), False
                # nothing to act on and nothing left to ask: end the procedure here
                self._next_action = len(self._actions)
                self._gave_up = True
                self._out.say(phrasing.GIVE_UP)
                return (), False
            self._tries = tries
        arguments = self._tries.pop(0)
        self._calls += 1
        call_id = f"oracle-{self._calls}"
        self._awaiting_result = call_id
        self._sent = arguments
        return (ToolCall(call_id=call_id, name=action.name, arguments=arguments),), False

    def _last_write(self, before: int | None = None) -> int:
        """The last gold step before ``before`` (all of them when None) that is the agent's
        write, or -1."""
        end = len(self._actions) if before is None else before
        for index in range(end - 1, -1, -1):
            action = self._actions[index]
            if action.actor == "agent" and action.name in self._writes:
                return index
        return -1

    # -- reading back -----------------------------------------------------------------------
    def _write_run(self, index: int) -> list[int]:
        """The agent writes from step ``index`` on, up to the next step that is not one (the
        changes one read-back is for: "the other driver's name and the report number")."""
        run: list[int] = []
        for step in range(index, len(self._actions)):
            action = self._actions[step]
            if action.actor != "agent" or action.name not in self._writes:
                break
            run.append(step)
        return run

    def _read_back_facts(self, steps: Sequence[int]) -> list[Fact]:
        """The caller's facts that go into the writes ``steps`` and were not read back yet:
        the caller's words that chose a record in a read since the last write (which son's
        prescriptions, which of several shipments the search found), each value argument, the
        caller's words that pick the record written to, and, when that record was chosen
        among several by the caller's words, the words that found it in the lookup it came
        from (a check-in date, a date of service) unless an earlier step used them too (who
        the caller is was settled by verification, not by this write). A judgement made over
        the caller's words is not the caller's value, nor is a whole story heard."""
        keys: list[str] = []

        def choosing(step: int) -> list[str]:
            found: list[str] = []
            for ref in self._actions[step].arguments.values():
                if isinstance(ref, FactRef):
                    found.append(ref.fact)
                elif isinstance(ref, ResultRef):
                    found += [near.fact for near in ref.fact_refs()]
            return found

        # the records the caller chose on the way to this write, since the last one ("which
        # son", "which shipment"): a read picked one among several by their words, or a search
        # found several and their answer narrowed it; confirmed with the write's values
        first = steps[0] if steps else 0
        for step in range(self._last_write(first) + 1, first):
            action = self._actions[step]
            if action.actor != "agent" or action.name in self._writes:
                continue
            earlier = {k for j in range(step) for k in choosing(j)}
            for ref in action.arguments.values():
                if isinstance(ref, ResultRef):
                    keys += [near.fact for near in ref.fact_refs() if near.fact not in earlier]
                elif isinstance(ref, FactRef) and ref.fact in self._narrowing:
                    keys.append(ref.fact)
        for step in steps:
            for ref in self._actions[step].arguments.values():
                if isinstance(ref, FactRef):
                    keys.append(ref.fact)
                elif isinstance(ref, ResultRef):
                    near = [fact.fact for fact in ref.fact_refs()]
                    keys += near
                    source = ref.result
                    if (
                        0 <= source < len(self._actions)
                        and self._actions[source].name not in self._writes
                        and (near or _chooses(self._actions[source]))
                    ):
                        # a record chosen among several, found by the caller's words
                        earlier = {k for j in range(source) for k in choosing(j)}
                        keys += [k for k in choosing(source) if k not in earlier]
        facts: list[Fact] = []
        for key in dict.fromkeys(keys):
            fact = next((f for f in self._slots if f.key == key), None)
            value = self._values.get(key, "")
            if fact is None or not value or (key, value) in self._said_back:
                continue
            if fact.kind == "text" and len(value.split()) > 3:
                # a description heard ("the twelve cartons of coffee beans"), not a value:
                # read back word for word through two recognisers it only invites a
                # dispute about wording; a short name ("Vacation Savings", "Spain") is one
                continue
            facts.append(fact)
        return facts

    def _detail(self, fact: Fact, first: bool) -> str:
        """One read-back sentence: the value held for ``fact``, spoken as a person reads it."""
        value = self._values[fact.key]
        if fact.kind == "text":
            return phrasing.READ_BACK_WORDS.format(value=_in_sentence(value))
        template = phrasing.READ_BACK_FIRST if first else phrasing.READ_BACK_MORE
        return template.format(label=_plain_label(fact), value=_spoken(value, fact.kind))

    def _read_back(self, index: int) -> str:
        """The read-back due before step ``index`` when it is a write (empty when there is
        nothing new to read back): the details, then the question; the oracle then waits in
        phase ``confirming``."""
        action = self._actions[index]
        if action.actor != "agent" or action.name not in self._writes:
            return ""
        steps = self._write_run(index)
        facts = self._read_back_facts(steps)
        if not facts:
            return ""
        sentences = [self._detail(fact, i == 0) for i, fact in enumerate(facts)]
        for fact in facts:
            self._said_back.add((fact.key, self._values[fact.key]))
        self._confirming = facts
        self._confirm_steps = steps
        self._confirm_asks = 0
        self._asked_what = False
        self._read_back_line = " ".join([*sentences, phrasing.READ_BACK_QUESTION])
        self._phase = "confirming"
        self._waited = 0
        return self._read_back_line

    def _on_confirmation(self, text: str, notes: list[str]) -> None:
        """The caller's answer to a read-back: a value different from the one held (parsed
        by the fact's own parser) corrects that value; the held value said again, or a yes,
        confirms; a bare "No" is asked what it should be (once); anything else gets the
        question again once, then the oracle goes on."""
        facts = self._confirming
        words = _words(text) - _NOT_NAMING
        found: list[tuple[Fact, str, bool]] = []
        for fact in facts:
            named = bool(_label_words(fact) & words)
            if fact.kind == "text" and not named and not (self._asked_what and len(facts) == 1):
                continue  # any words parse as text: only a turn about it changes it
            value = self._parse(text, fact)
            if value is not None:
                found.append((fact, value, named))
        if any(named for _, _, named in found):
            found = [item for item in found if item[2]]
        texts = [fact for fact in facts if fact.kind == "text"]
        rest = _without_yes_or_no(text)
        if not found and _says_no(text) and len(texts) == 1 and rest:
            # "No, that's wrong. The Vacation Savings one.": the words after the no are the
            # right ones for the one detail read back in the caller's words
            value = _text_answer(rest)
            if value is not None:
                found = [(texts[0], value, False)]
        changed = [(fact, value) for fact, value, _ in found if value != self._values[fact.key]]
        if changed and len(changed) == len(found):
            fact, value = self._most_recent(changed)
            notes.append(f"read-back corrected: {fact.key} {value!r}")
            self._values[fact.key] = value
            self._heard[fact.key] = text
            self._given.append(fact.key)
            self._said_back.add((fact.key, value))
            self._restart_from(fact.key)
            self._confirmed.update(self._confirm_steps)
            self._phase = "answer" if self._missing() else "acting"
            if fact.kind == "text":
                line = phrasing.CORRECTED_WORDS.format(value=_in_sentence(value))
            else:
                line = phrasing.CORRECTED.format(
                    label=_plain_label(fact), value=_spoken(value, fact.kind)
                )
            self._out.say(line)
            if self._phase == "answer":
                self._ask_next()
            return
        if not found and self._take_correction(text, notes):
            # a correction of something else the caller owed, said with the answer ("Sorry,
            # I gave you the wrong number, it's 1240. Yes, that's correct."): the steps that
            # used it are redone, and the read-back was answered
            self._confirmed.update(self._confirm_steps)
            self._phase = "answer" if self._missing() else "acting"
            self._out.say(phrasing.ACKNOWLEDGE_CORRECTION)
            self._ask_next()
            return
        if found or (_says_yes(text) and not _says_no(text)):
            # the value said again (the caller misheard the read-back), or a yes: go on
            notes.append("read-back confirmed")
            self._confirmed.update(self._confirm_steps)
            self._phase = "acting"
            return
        if _says_no(text) and not self._asked_what:
            self._asked_what = True
            self._waited = 0
            # the detail asked for by name (a bare "what should it be?" names nothing a
            # listener can answer): the first one read back as a value, else the oracle's
            # own question for the words
            values = [fact for fact in facts if fact.kind != "text"]
            if values:
                self._out.say(phrasing.ASK_RIGHT_VALUE_OF.format(label=_plain_label(values[0])))
            else:
                question = phrasing.question(facts[0].key, facts[0].label, 2, self._seed)
                self._out.say(f"Sorry. {question}")
            return
        if self._confirm_asks < 1 and not _says_no(text):
            self._confirm_asks += 1
            self._out.say(self._read_back_line)
            return
        notes.append("read-back not answered: going on with the details held")
        self._phase = "acting"

    def _quiet_work(self, index: int) -> int:
        """Ticks of quiet line the work from step ``index`` is expected to take: a tick per
        call (its result comes the next tick) and the pause before each write, up to the next
        thing the oracle says (a step the caller does, a result it tells, the closing)."""
        ticks = 0
        for step in range(index, len(self._actions)):
            action = self._actions[step]
            if action.actor == "user":
                break
            writes = action.name in self._writes
            if writes and step not in self._confirmed and self._read_back_facts([step]):
                break  # the oracle speaks there: it reads the write's details back
            ticks += 1 + (WRITE_PAUSE if writes and step not in self._confirmed else 0)
            if writes and step + 1 not in self._confirmed:
                break  # the oracle speaks after it: it tells the caller what it did
        return ticks

    def _found(self) -> list[str]:
        """What the last record the oracle read shows (its times, dates and amounts), told
        to the caller when the procedure only reads: they called to know it."""
        for index in range(len(self._actions) - 1, -1, -1):
            if self._actions[index].actor == "agent" and self._results[index]:
                return readback.read_out(self._results[index])
        return []

    def _arguments(
        self, action: GoldAction
    ) -> tuple[list[dict[str, Any]], tuple[int, list[str]] | None]:
        """Argument sets for a gold step from what was heard and the results received, and
        what did not give a usable value (None when all resolved): the step whose result
        lacked it, and the facts that choose among its candidates when there were some (the
        caller's answer to "which one?" matched none or several); or -1 and the facts a
        judgement is made over, when their words decided nothing."""
        base: dict[str, Any] = {}
        tries: list[tuple[str, list[str]]] = []
        unresolved: tuple[int, list[str]] | None = None
        for name, value in action.arguments.items():
            if isinstance(value, FactRef) and value.fact in self._filters:
                if self._values.get(value.fact):  # a search narrowed by what was heard
                    base[name] = self._values[value.fact]
            elif isinstance(value, FactRef):
                base[name] = self._values.get(value.fact, "")
            elif isinstance(value, ResultRef):
                values = resolve_result(value, self._results, self._values)
                base[name] = values[0] if values else ""
                if not values and unresolved is None:
                    unchosen = value.model_copy(update={"near": ()})
                    choosing = [v.fact for v in value.fact_refs()]
                    found = resolve_result(
                        unchosen.model_copy(update={"pick": "first"}), self._results, {}
                    )
                    unresolved = (value.result, choosing if found else [])
                if value.pick == "try_each" and len(values) > 1:
                    tries.append((name, values))
            elif isinstance(value, DeriveRef):
                # the judgement the rule makes over what the caller said; words that decide
                # nothing (or two things) send the oracle back to ask for them again
                judged = resolve_derive(value, self._heard)
                base[name] = judged if judged is not None else ""
                if judged is None and unresolved is None:
                    unresolved = (-1, [ref.fact for ref in value.derive])
            else:
                base[name] = value
        if not tries:
            return [base], unresolved
        name, values = tries[0]
        return [{**base, name: value} for value in values], unresolved
