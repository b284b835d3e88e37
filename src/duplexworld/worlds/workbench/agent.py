"""The workbench reference agent: the workflow's procedure, what it heard, what tools returned.

Like the enterprise oracle it knows the steps (tool names), which user fact each field takes,
which earlier result each id or value is read from, and which actions the user must approve;
it never reads a literal value from the gold, the user's facts or the records. It asks for
each value in its own words (``agents.phrasing``), parses the transcript by the fact's kind
(the oracle's parsers: the shape of a value, never the value), picks a choice field's option
from the options the form shows, reads record and document values off the results it got,
reads the user's values back before asking for approval, and commits only after a spoken yes
with a quiet line after it. A correction it hears (said over it, too: it stops talking when
the user cuts in) is written as a new version, the artifact is submitted again and approval is
asked again; a withdrawn approval is never acted on.
"""

from __future__ import annotations

import re
from difflib import SequenceMatcher
from typing import Any

from duplexworld.agents import phrasing
from duplexworld.agents.base import (
    AgentChunk,
    AgentContext,
    AgentInput,
    ReferenceContext,
    TextInput,
)
from duplexworld.agents.oracle import PARSERS, Transcriber
from duplexworld.agents.voice_io import LineOut, Listener, Speaker, SpeechOut, TextOut
from duplexworld.scenario import Fact, Scenario
from duplexworld.scenario.provenance import resolve_result
from duplexworld.scenario.schema import FactRef, GoldAction, ResultRef
from duplexworld.speech import spoken
from duplexworld.speech.numbers import parse_cardinal, tokenize
from duplexworld.units import seconds_to_ticks
from duplexworld.world import ToolCall, ToolResult

GREETING = "Thank you for calling the work desk. How can I help you today?"
MAX_ASKS = 4
ANSWER_TIMEOUT = seconds_to_ticks(8.0)
WRITE_PAUSE = seconds_to_ticks(3.5)
"""Quiet line after an approval before the commit (time for the user to withdraw it)."""
CLOSE_TIMEOUT = seconds_to_ticks(6.0)
READ_BACK = frozenset({"date", "digits", "number", "amount", "name", "postcode", "time"})
"""Kinds of value the agent reads back before asking for approval (and short free text)."""
READ_BACK_WORDS = 4
NEAR_TEXT = 0.6
"""Similarity of each word from which free text heard in a dispute is what the agent has."""
"""Free text of at most this many words (a name, a title) is read back too."""
NOT_HEARD = "I'm sorry, I couldn't make out the {label}, so I'll leave it out for now."
"""Said when a value was asked for MAX_ASKS times and never heard (never guessed)."""
CANNOT_COMPLETE = (
    "I'm sorry, I can't finish this without the {labels}, and I couldn't make it out on "
    "this line, so nothing has been committed. Could you call back, or send it in writing? "
    "Is there anything else I can help with?"
)
"""Said instead of asking for approval when a required value was never heard."""
HINT_FROM = 2
"""From this ask on (the first ask again), the question says what shape of answer it needs."""
HINTS = {
    "number": "Just the number, please.",
    "digits": "Could you say it digit by digit, please?",
    "date": "The day, the month and the year, please.",
    "time": "Just the time, please.",
    "amount": "Just the amount in dollars, please.",
    "postcode": "Letter by letter, please.",
}
"""How a careful person asks again for a value of each kind it did not catch."""
MAX_REFUSALS = 2
"""Times a refused step is tried again before the agent goes on without it."""
MAX_DISPUTES = 2
"""Times a value the user disputed but that was not heard whole is read back again (after
that the agent asks only for the approval, so a value the recogniser always mishears ends
the call rather than looping)."""
SETTLE = 3
"""Quiet ticks after the user's speech before the agent acts or speaks again."""
BARGE_TICKS = 2
"""Ticks of user speech over the agent after which it stops talking."""

_YES = re.compile(r"\b(yes|yeah|yep|go ahead|approve|approved|sure|fine|okay|ok|please do)\b", re.I)
_WITHDRAW = re.compile(
    r"\b(don't|do not|wait|hold on|hold off|stop|take that back|not yet|cancel)\b", re.I
)
_CORRECTION = re.compile(
    r"\b(?:sorry|actually|wrong|mistake|incorrect|instead|should be|i meant|change|"
    r"make (?:it|that)|no|nope|not|isn't|wasn't)\b",
    re.I,
)
"""Words that dispute or replace something said: a correction by meaning ("that's not
right", "no, the weight is ...", "it should be ..."), whatever the wording; it is one only
when the turn also names a field already heard and gives it a new value. (A recogniser may
drop a cut-in's first word, so "make that three shifts" must do without its "Actually".)"""
_NOT_NAMING = frozenset({"the", "a", "of", "your", "number", "whether", "is", "needed", "in"})


def _label_words(fact: Fact) -> set[str]:
    return set(re.findall(r"[a-z]+", fact.label.lower())) - _NOT_NAMING


_LEAD_IN = re.compile(
    r"^(?:(?:it's|it is|that's|that is|that would be|that'd be|that'll be|that will be|"
    r"we're|we are|i'm|i am|"
    r"my [a-z ]+? is|the [a-z ]+? is|just put|please put|put|note|let's do|let's go with|"
    r"in this order|"
    r"i'd go with|i'd like|we'll need|we need|we'll be|only|sure|yes|yeah|okay|ok|so|um|uh)"
    r"[:,]?\s+)+",
    re.IGNORECASE,
)
"""How people lead into a value ("That would be ...", "The department is ...")."""


_SCALE_WORDS = frozenset({"hundred", "thousand", "million"})


def _count_in_words(text: str) -> str | None:
    """A count said with a scale word ("a hundred and twenty-eight", "fifteen hundred",
    "twenty-four thousand"), which a digit reading would take for "28", "15", "24"."""
    tokens = tokenize(text)
    for i in range(len(tokens)):
        found = parse_cardinal(tokens, i)
        if found is not None and _SCALE_WORDS & {t.text for t in tokens[i : found[1]]}:
            return str(found[0])
    return None


_HOMOPHONES = {
    "for": "four",
    "fore": "four",
    "to": "two",
    "too": "two",
    "won": "one",
    "ate": "eight",
}
"""Words a recogniser writes for a spoken digit ("for people" for "four people")."""


def _with_homophones(text: str) -> str:
    return re.sub(
        r"\b(?:for|fore|to|too|won|ate)\b",
        lambda m: _HOMOPHONES[m.group(0).lower()],
        text,
        flags=re.IGNORECASE,
    )


_UNITS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
_TENS_UNIT = re.compile(
    rf"\b([2-9])0[,\s-]+({'|'.join(_UNITS)}|[1-9])\b(?![,\s-]*\d)", re.IGNORECASE
)


def _joined_tens(text: str) -> str:
    """A count whose tens and unit a recogniser wrote apart ("70, two" for seventy-two) as
    one number: a digit reading would make it 702."""

    def join(match: re.Match[str]) -> str:
        unit = match.group(2).lower()
        digit = str(_UNITS.index(unit) + 1) if unit in _UNITS else unit
        return f"{match.group(1)}{digit}"

    return _TENS_UNIT.sub(join, text)


_SPLIT_YEAR = re.compile(r"\b2020[,\s]+([2-9]\d)\b(?!\s*(?:a\.?m|p\.?m|:))", re.IGNORECASE)
"""A year said "twenty twenty-seven" that a recogniser wrote as "2020, 27"."""


def parse_answer(text: str, fact: Fact) -> str | None:
    """The value in a transcript: by the fact's kind (the oracle's parsers; a count said
    with "hundred" or "thousand" as that number; a count heard as a digit's homophone, "for
    people", only when no number was heard at all), a name and free text without their
    lead-in, free text without its final stop."""
    if fact.kind == "number":
        text = _joined_tens(text)
        if (count := _count_in_words(text)) is not None:
            return count
        found = PARSERS["number"](text, fact)
        if found is None:  # "For of us, me, my husband and our boys": four of us
            found = PARSERS["number"](_with_homophones(text), fact)
        return found
    if fact.kind == "date":  # "twenty twenty-seven" written "2020, 27": the year 2027
        text = _SPLIT_YEAR.sub(r"20\1", text)
    if fact.kind == "name":  # "The witness is Daniel Ferris": the name after its lead-in
        return PARSERS["name"](_LEAD_IN.sub("", text.strip()), fact)
    if fact.kind != "text":
        return PARSERS[fact.kind](text, fact)
    value = _LEAD_IN.sub("", text.strip()).strip().rstrip(".!?").strip()
    return value or None


def _near(heard: str, have: str, fact: Fact) -> bool:
    """Whether a value heard in a dispute is the one the agent has: the same, or for free
    text the same words heard a little off ("Harbor Lane Ceranix" for "Harbor Lane
    ceramics"): the user may be disputing what it misheard, so it is asked again, not
    written."""
    if heard == have:
        return True
    if fact.kind not in ("text", "name"):
        return False
    ours, theirs = re.findall(r"[a-z]+", have.lower()), re.findall(r"[a-z]+", heard.lower())
    return len(ours) == len(theirs) and all(
        SequenceMatcher(None, a, b).ratio() >= NEAR_TEXT for a, b in zip(ours, theirs, strict=True)
    )


_IS = re.compile(r"^\W*(?:is|are|was|should be|'s|:)?\s*", re.IGNORECASE)


def _after_label(part: str, fact: Fact) -> str:
    """What a correction says after naming a free-text or name field ("No, that's wrong. The
    inspector is Nora Quinn." -> "Nora Quinn"); the whole part for other kinds, whose
    parsers find their value anywhere, or when the label is not found."""
    if fact.kind not in ("text", "name"):
        return part
    words = re.findall(r"[a-z]+", fact.label.lower())
    last = re.search(rf"\b{re.escape(words[-1])}s?\b", part, re.IGNORECASE) if words else None
    if last is None:
        return part
    rest = _IS.sub("", part[last.end() :], count=1).strip()
    return rest or part


def _naming(text: str, fact: Fact) -> float:
    """How much of a fact's label a turn says (1.0 for all of it; "pick-up date" and "pickup
    date" alike): a correction names the field it changes."""
    words = _label_words(fact)
    if not words:
        return 0.0
    squashed = re.sub(r"[^a-z]", "", text.lower())
    if re.sub(r"[^a-z]", "", fact.label.lower()) in squashed:
        return 1.0
    heard = {_singular(w) for w in re.findall(r"[a-z]+", text.lower())}
    return len({_singular(w) for w in words} & heard) / len(words)


def _singular(word: str) -> str:
    """A word without a plural s ("the server should be" names the "number of servers")."""
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


_CLAUSE_LABEL = re.compile(r"^(?:whether|how|what|which|when|where|who)\b", re.IGNORECASE)


def question(fact: Fact, attempt: int, seed: int) -> str:
    """The question for a fact: the shared phrasings, or "Can you tell me ..." for a label
    that is itself a clause ("whether the smoke alarm works")."""
    if _CLAUSE_LABEL.match(fact.label):
        pool = ("Can you tell me {x}?", "Could you let me know {x}?", "And {x}?")
        text = pool[(seed + attempt - 1) % len(pool)].format(x=fact.label)
        return text if attempt == 1 else f"Sorry, I didn't catch that. {text}"
    return phrasing.question(fact.key, fact.label, attempt, seed)


def _speak_value(fact: Fact, value: str) -> str:
    """A value as the agent reads it back."""
    if fact.kind == "date" and re.fullmatch(r"\d{4}-\d{2}-\d{2}", value):
        return spoken.speak_date(value)
    if fact.kind == "digits" and value.isdigit():
        return spoken.speak_digits(value)
    if fact.kind == "amount":
        return f"{value.removesuffix('.00')} dollars"
    return value


def _is_list(form: str, field: str) -> bool:
    """Whether the form shows a field as a list of items (``read_artifact``'s "list;")."""
    return re.search(rf"- {re.escape(field)} \([^)]*\blist;", form) is not None


_JOIN = re.compile(r"\s*(?:,|;|\band\b|&)\s*", re.IGNORECASE)
_MISHEARD_AND = re.compile(r"\s+in\s+", re.IGNORECASE)


def list_items(text: str) -> str:
    """A list answer as its items, comma-separated ("penicillin and latex" -> "penicillin,
    latex"). A recogniser often writes the "and" before a list's last item as "in"
    ("porosity in cracked flange"): in an answer to a list field with no "and" or comma of
    its own, a lone "in" is read as that "and"."""
    text = _LEAD_IN.sub("", text.strip()).strip().rstrip(".!?").strip()
    parts = [p for p in _JOIN.split(text) if p.strip()]
    if len(parts) == 1 and len(_MISHEARD_AND.findall(text)) == 1:
        parts = _MISHEARD_AND.split(text)
    elif len(parts) > 1 and not re.search(r"\band\b", text, re.IGNORECASE):
        # said with commas and no "and" ("email, the finance system in VPN"): only the join
        # before the last item can be the misheard "and"
        last = _MISHEARD_AND.split(parts[-1])
        if len(last) == 2 and "," in text:
            parts = [*parts[:-1], *last]
    return ", ".join(p.strip() for p in parts if p.strip())


def _options(form: str, field: str) -> tuple[str, ...]:
    """The options the form shows for a choice field (``read_artifact``'s text)."""
    match = re.search(rf"- {re.escape(field)} \([^)]*options: ([^;]+);", form)
    return tuple(o.strip() for o in match.group(1).split(",")) if match else ()


def _option_pattern(option: str) -> str:
    """An option as whole words, written together, apart or hyphenated alike: a recogniser
    may write "policyholder" as "policy holder" and "drive-in" as "drive in"."""
    letters = [re.escape(c) for c in re.sub(r"[\s-]+", "", option.lower())]
    return r"(?<![\w.])" + r"[\s-]?".join(letters) + r"(?!\w|\.\d)"


def _pick_option(heard: str, options: tuple[str, ...]) -> str | None:
    """The option the user named (whole words), the first of the form's order if several."""
    # "U.S. East" is the option "us east": initialisms are read without their dots
    lowered = re.sub(r"\b(?:[a-z]\.){2,}", lambda m: m.group(0).replace(".", ""), heard.lower())
    found = [o for o in options if re.search(_option_pattern(o), lowered)]
    if found:
        return found[0]
    # no option whole ("or concrete" for "poured concrete"): the one option that the words
    # heard share most with, when one does; a word two options share tells nothing
    said = set(re.findall(r"[a-z]+", lowered)) - _NOT_NAMING - {"and", "or", "it", "it's"}
    words = {o: set(re.findall(r"[a-z]+", o.lower())) for o in options}
    telling = {
        o: {w for w in ws if len(w) > 2 and not any(w in words[p] for p in options if p != o)}
        for o, ws in words.items()
    }
    scores = {o: len(telling[o] & said) for o in options}
    best = max(scores.values(), default=0)
    top = [o for o, score in scores.items() if score == best]
    return top[0] if best > 0 and len(top) == 1 else None


class WorkbenchReferenceAgent:
    """Reference agent for the workbench (registered as the world's ``oracle``)."""

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
            "name": "workbench_reference",
            "version": "1",
            "knows": "workflow procedure: steps, fact and result provenance (no literal values)",
            "write_pause_ticks": WRITE_PAUSE,
            "speech": self._speaker_spec,
            "asr": self._asr_spec,
        }

    # -- the call ---------------------------------------------------------------------------
    def start(self, context: AgentContext) -> None:
        """Prepare for a call; needs the reference context (the workflow's procedure)."""
        self._begin(context, SpeechOut(self.speaker))

    def start_text(self, context: AgentContext) -> None:
        """Prepare for a conversation in text mode: the same procedure, typed lines."""
        self._begin(context, TextOut())

    def _begin(self, context: AgentContext, out: LineOut) -> None:
        if not isinstance(context, ReferenceContext):
            raise TypeError("the workbench reference agent needs a ReferenceContext")
        self.scenario: Scenario = context.scenario
        self.seed = context.seed
        self.gold: tuple[GoldAction, ...] = self.scenario.gold_actions
        self.out: LineOut = out
        self.listener = Listener()
        self.known: dict[str, str] = {}
        self.raw: dict[str, str] = {}  # fact key -> the whole answer heard (choice fields)
        self.chosen: dict[str, str] = {}  # fact key -> the option the form took for it
        self.results: list[str] = [""] * len(self.gold)
        self.written: dict[str, int] = {}  # fact key -> the update_field step that wrote it
        self.cursor = 0
        self.phase = "opening"
        self.waiting: dict[str, int] = {}  # call id -> gold step
        self.asking: str | None = None
        self.attempts: dict[str, int] = {}
        self.refusals: dict[int, int] = {}
        self.redo: list[int] = []  # field writes to make again before going on
        self.refilled: set[int] = set()
        self.read_back: list[str] = []  # the values last read back before asking approval
        self.disputes: dict[str, int] = {}  # fact key -> corrections not heard whole
        self.asked_at = 0
        self.approved_at: int | None = None
        self.quiet_since = 0
        self.overlap = 0
        self.calls = 0
        self.tick = 0
        self.notes: list[str] = []
        self.closed_at: int | None = None
        self.out.say(GREETING)

    def step(self, data: AgentInput) -> AgentChunk:
        """Listen, act on results and answers, speak."""
        self.tick = data.tick
        self.notes = []
        for result in data.tool_results:
            self._result(result)
        turn = self.listener.feed(data.audio)
        if self.listener.in_speech:
            self.quiet_since = data.tick
            self.overlap = self.overlap + 1 if self.out.playing else 0
            if self.overlap >= BARGE_TICKS:  # the user cut in: stop talking and listen
                self.out = SpeechOut(self.speaker)
                self.notes.append("user barged in: stopped speaking")
        else:
            self.overlap = 0
        if turn is not None:
            self._heard(self.asr.transcribe(turn))
        return self._after_listening(data.tick)

    def step_text(self, data: TextInput) -> AgentChunk:
        """Read the user's message (if one arrived), act on results and answers, write."""
        self.tick = data.tick
        self.notes = []
        for result in data.tool_results:
            self._result(result)
        if data.text:
            self.quiet_since = data.tick  # a message, like a spoken turn, is then settled on
            self._heard(data.text)
        return self._after_listening(data.tick)

    def _after_listening(self, tick: int) -> AgentChunk:
        if self.out.busy:  # a question is out only once it has been said
            self.asked_at = tick
        calls: tuple[ToolCall, ...] = ()
        settled = tick - self.quiet_since >= SETTLE  # the user has finished, not paused
        if not self.waiting and not self.out.busy and not self.listener.in_speech and settled:
            calls = self._advance()
        audio, text = self.out.next_tick(hold=self.listener.in_speech)
        end = self.closed_at is not None and tick - self.closed_at > CLOSE_TIMEOUT
        return AgentChunk(
            audio=audio, transcript=text, tool_calls=calls, end_call=end, notes=tuple(self.notes)
        )

    # -- hearing ----------------------------------------------------------------------------
    def _heard(self, text: str) -> None:
        text = text.strip()
        if not text:
            return
        self.notes.append(f"heard: {text}")
        if self.phase == "opening":
            self.phase = "work"
            self.out.say("Sure, I can help with that. Let me open your file.")
            return
        if self._correction(text):
            return
        if self.phase == "approval":
            if _WITHDRAW.search(text):
                self.notes.append("approval not given")
                self.phase = "work"
            elif _YES.search(text):
                self.approved_at = self.tick
                self.phase = "approved"
                self.out.say("Thank you.")
            return
        if self.phase == "approved" and _WITHDRAW.search(text):
            self.approved_at = None
            self.phase = "work"
            self.notes.append("approval withdrawn")
            self.out.say("Understood, I won't commit it.")
            return
        if self.phase == "answer" and self.asking is not None:
            fact = self.scenario.fact(self.asking)
            if text.rstrip().endswith("?"):  # a question back is no answer: ask again
                self._ask(fact)
                return
            value = parse_answer(text, fact)
            if value:
                self.known[fact.key] = value
                self.chosen.pop(fact.key, None)
                self.raw[fact.key] = text
                self.notes.append(f"{fact.key} = {value}")
                self.asking = None
                self.phase = "work"
            else:  # an answer without a value of its kind: ask again, in other words, now
                self.notes.append(f"no {fact.kind} for {fact.key} in what I heard")
                self._ask(fact)

    def _correction(self, text: str) -> bool:
        """Changed values for facts already heard (one turn may change several: each part
        of it that names a field is read for that field): write them again, re-approve."""
        if not _CORRECTION.search(text) and not _WITHDRAW.search(text):
            return False
        withdrawn = self.phase in ("approval", "approved") or bool(_WITHDRAW.search(text))
        changed = rewritten = False
        for fact, part in self._parts_by_field(text):
            value = parse_answer(_after_label(part, fact), fact)
            if value is None and self.phase == "answer" and fact.key != self.asking:
                # an answer to the question asked that happens to name a field heard before
                # ("no soap at the hand sink" after the holding temperature): not a dispute
                continue
            insisted = (
                value is not None
                and _near(value, self.known[fact.key], fact)
                and self.phase in ("approval", "approved")
                and self.disputes.get(fact.key, 0) < MAX_DISPUTES
            )
            if insisted:  # disputed, yet heard as what I have: heard wrong the same way again?
                value = None  # ask for it again, in other words (a few times at most)
            if value is None:  # a change to this field, but its new value was not heard
                self.known.pop(fact.key, None)
                self.attempts.pop(fact.key, None)
                self._redo(fact.key)
                self.approved_at = None
                self.phase = "work"
                self.notes.append(f"correction of {fact.key} not understood: asking again")
                self.disputes[fact.key] = self.disputes.get(fact.key, 0) + 1
                if self.disputes[fact.key] <= MAX_DISPUTES:
                    self.read_back = []  # read what is heard next back, even if it is the same
                changed = True
            elif not _near(value, self.known[fact.key], fact):  # disputed often: kept
                self.known[fact.key] = value
                self.chosen.pop(fact.key, None)
                self.raw[fact.key] = part
                self.notes.append(f"correction: {fact.key} = {value}")
                self._redo(fact.key)
                if withdrawn:
                    self.approved_at = None
                self.phase = "work"
                changed = rewritten = True
        if rewritten:
            self.out.say(phrasing.ACKNOWLEDGE_CORRECTION)
        return changed

    def _named(self, text: str) -> Fact | None:
        """The one heard fact a stretch of speech names most (at least half its label)."""
        scored = [(_naming(text, f), f) for f in self.scenario.facts if f.key in self.known]
        best = max((score for score, _ in scored), default=0.0)
        named = [f for score, f in scored if score >= 0.5 and score == best]
        if len(named) > 1:  # a tie ("move day": the move date or the order of the move):
            # the field whose kind of value the words carry ("July 18" is a date)
            named = [f for f in named if f.kind != "text" and parse_answer(text, f) is not None]
        return named[0] if len(named) == 1 else None

    def _parts_by_field(self, text: str) -> list[tuple[Fact, str]]:
        """A turn cut where a sentence or clause starts naming another field ("The date should
        be the sixth, actually the phone number is ..."): each named field with its clauses,
        those naming none staying with the field before them (or the first one)."""
        parts: list[tuple[Fact | None, list[str]]] = []
        for sentence in re.split(r"(?<=[.!?,;])\s+", text.strip()):  # sentences, clauses
            fact = self._named(sentence)
            if not parts or (fact is not None and parts[-1][0] not in (None, fact)):
                parts.append((fact, [sentence]))
            else:
                parts[-1] = (parts[-1][0] or fact, [*parts[-1][1], sentence])
        if len(parts) == 1 and parts[0][0] is None:  # no sentence alone names one: the turn
            whole = self._named(text)
            return [(whole, text)] if whole is not None else []
        return [(fact, " ".join(said)) for fact, said in parts if fact is not None]

    def _submit_step(self) -> int:
        return next((i for i, a in enumerate(self.gold) if a.name == "submit"), self.cursor)

    def _fill_missing(self, names: str) -> None:
        """Submit said which fields are empty: go back and ask for them again."""
        missing = {name.strip() for name in names.split(",")}
        for index, action in enumerate(self.gold):
            field = action.arguments.get("field")
            value = action.arguments.get("value")
            if action.name != "update_field" or not isinstance(field, ResultRef):
                continue
            shown = resolve_result(field, self.results, self.known)
            if shown and shown[0] in missing and index not in self.refilled:
                self.refilled.add(index)  # asked again once; then it stays missing
                if isinstance(value, FactRef):
                    self.known.pop(value.fact, None)
                    self.attempts.pop(value.fact, None)
                self.redo.append(index)
                self.refusals.pop(self._submit_step(), None)

    def _cannot_complete(self, names: str) -> None:
        """A required field stays empty after every ask: tell the user and end the work
        (asking for an approval of a form that cannot be submitted would loop)."""
        missing = {name.strip() for name in names.split(",")}
        form = next(
            (r for a, r in zip(self.gold, self.results, strict=True) if a.name == "read_artifact"),
            "",
        )
        labels = [
            m.group(1)
            for name in sorted(missing)
            if (m := re.search(rf"- {re.escape(name)} \(([^;)]+)", form)) is not None
        ] or sorted(missing)
        self.notes.append(f"cannot complete: {', '.join(sorted(missing))} never heard")
        self.redo.clear()
        self.cursor = len(self.gold)
        self.phase = "closing"
        self.closed_at = self.tick
        self.out.say(CANNOT_COMPLETE.format(labels=" and the ".join(labels)))

    def _redo(self, key: str) -> None:
        """Write a corrected field again; a submitted artifact is submitted and approved anew."""
        step = self.written.pop(key, None)
        if step is None:
            return  # not written yet: the new value is used when it is
        self.redo.append(step)
        self.cursor = min(self.cursor, self._submit_step())

    # -- acting -----------------------------------------------------------------------------
    def _result(self, result: ToolResult) -> None:
        index = self.waiting.pop(result.call_id, None)
        if index is None:
            return
        self.results[index] = result.content
        action = self.gold[index]
        if index in self.redo:
            self.redo.remove(index)
        if not result.ok:
            self.notes.append(f"{action.name} refused: {result.content}")
            self.refusals[index] = self.refusals.get(index, 0) + 1
            if self.refusals[index] > MAX_REFUSALS and action.name != "commit":
                self.cursor = max(self.cursor, index + 1)  # give up on this step
                return
            if action.name == "commit" and "submit it first" in result.content:
                self.cursor = self._submit_step()
            elif action.name == "commit":  # never approved for this revision: ask again
                self.approved_at = None
                self.cursor = next(i for i in range(index, -1, -1) if self.gold[i].actor == "user")
            elif action.name == "submit" and "missing required fields:" in result.content:
                self._fill_missing(result.content.split("missing required fields:")[1])
                if not self.redo:  # each of them asked for again already: never heard
                    self._cannot_complete(result.content.split("missing required fields:")[1])
            return
        value = action.arguments.get("value")
        if action.name == "update_field" and isinstance(value, FactRef):
            self.written[value.fact] = index
        if index >= self.cursor:
            self.cursor = index + 1

    def _advance(self) -> tuple[ToolCall, ...]:
        if self.phase in ("opening", "answer", "approval", "closing"):
            return self._timeouts()
        if self.redo:
            return self._call(self.redo[0], self.gold[self.redo[0]])
        if self.cursor >= len(self.gold):
            self.phase = "closing"
            self.closed_at = self.tick
            self.out.say("All done, that's committed. Is there anything else I can help with?")
            return ()
        action = self.gold[self.cursor]
        if action.actor == "user":
            return self._ask_approval(action)
        if action.name == "commit" and self.approved_at is None:
            self.cursor -= 1  # back to the approval
            return ()
        if action.name == "commit" and self.tick - self.quiet_since < WRITE_PAUSE:
            return ()  # leave the user time to withdraw
        return self._call(self.cursor, action)

    def _call(self, index: int, action: GoldAction) -> tuple[ToolCall, ...]:
        arguments = self._arguments(index, action)
        if arguments is None:
            return ()
        self.calls += 1
        call_id = f"wb-{self.calls}"
        self.waiting[call_id] = index
        return (ToolCall(call_id=call_id, name=action.name, arguments=arguments),)

    def _timeouts(self) -> tuple[ToolCall, ...]:
        if self.phase in ("answer", "approval") and self.tick - self.asked_at > ANSWER_TIMEOUT:
            if self.phase == "answer" and self.asking is not None:
                self._ask(self.scenario.fact(self.asking))
            else:
                self.phase = "work"
        return ()

    def _arguments(self, index: int, action: GoldAction) -> dict[str, Any] | None:
        arguments: dict[str, Any] = {}
        for name, value in action.arguments.items():
            if isinstance(value, FactRef):
                if value.fact not in self.known:
                    self._ask(self.scenario.fact(value.fact))
                    return None
                if not self.known[value.fact]:  # never understood: go on without this step
                    self.notes.append(f"{action.name} skipped: no {value.fact}")
                    if index in self.redo:
                        self.redo.remove(index)
                    else:
                        self.cursor = max(self.cursor, index + 1)
                    return None
                # a value the form took as one of its options is that option from then on
                arguments[name] = self.chosen.get(value.fact, self.known[value.fact])
            elif isinstance(value, ResultRef):
                found = resolve_result(value, self.results, self.known)
                if not found:
                    self.notes.append(f"{action.name}: no {name} in the results I have")
                    self._fruitless(value.result)
                    return None
                arguments[name] = found[0]
            else:
                arguments[name] = value
        if action.name == "update_field":
            forms = [
                r for a, r in zip(self.gold, self.results, strict=True) if a.name == "read_artifact"
            ]
            form = forms[-1] if forms else ""
            options = _options(form, str(arguments["field"]))
            source = action.arguments.get("value")
            if _is_list(form, str(arguments["field"])) and isinstance(source, FactRef):
                arguments["value"] = list_items(str(arguments["value"]))
            if options:
                heard = self.raw.get(source.fact, "") if isinstance(source, FactRef) else ""
                choice = _pick_option(heard or str(arguments["value"]), options)
                if choice is None and isinstance(source, FactRef):
                    # no option in the answer: ask again rather than write something else
                    self.notes.append(f"no option of {arguments['field']} in what I heard")
                    self.known.pop(source.fact, None)
                    self._ask(self.scenario.fact(source.fact))
                    return None
                if choice is not None:
                    arguments["value"] = choice
                    if isinstance(source, FactRef):
                        self.chosen[source.fact] = choice
        return arguments

    def _fruitless(self, step: int) -> None:
        """An earlier step gave nothing usable: ask again for what it searched with (telling
        the user first), or run it again; after a few tries go on without it."""
        self.refusals[step] = self.refusals.get(step, 0) + 1
        if self.refusals[step] > MAX_ASKS:
            self.cursor += 1  # give up on this step: its field stays empty
            return
        used = [v.fact for v in self.gold[step].arguments.values() if isinstance(v, FactRef)]
        if any(self.known.get(key) == "" for key in used):
            # it searched with a value never heard (the user was told): no search again
            self.cursor += 1
            return
        for key in used:
            self.known.pop(key, None)
        self.cursor = step
        if used:
            self.out.say(phrasing.NOT_FOUND)
            self._ask(self.scenario.fact(used[0]))

    def _ask(self, fact: Fact) -> None:
        attempt = self.attempts.get(fact.key, 0) + 1
        self.attempts[fact.key] = attempt
        if attempt > MAX_ASKS:
            self.known[fact.key] = ""  # give up on it: the field stays empty, and the user knows
            self.asking = None
            self.phase = "work"
            self.notes.append(f"gave up on {fact.key}")
            self.out.say(NOT_HEARD.format(label=fact.label))
            return
        self.asking = fact.key
        self.phase = "answer"
        self.asked_at = self.tick
        text = question(fact, attempt, self.seed)
        hint = attempt >= HINT_FROM or fact.key in self.disputes  # once misheard, or disputed
        if hint and fact.kind in HINTS:
            text = f"{text} {HINTS[fact.kind]}"  # said another way: the shape of the answer
        self.out.say(text)

    def _ask_approval(self, action: GoldAction) -> tuple[ToolCall, ...]:
        if self.approved_at is not None and self.phase == "approved":
            if self.tick - self.quiet_since >= WRITE_PAUSE:
                self.cursor += 1
                self.phase = "work"
            return ()
        what = str(action.arguments.get("action", "commit"))
        heard = [
            f"{fact.label} {_speak_value(fact, self.known[fact.key])}"
            for fact in self.scenario.facts
            if fact.key in self.known and self.known[fact.key] and self._reads_back(fact)
        ]
        summary = "Here is what I have: " + "; ".join(heard) + "." if heard else ""
        if heard == self.read_back:  # said already: only ask again
            summary = ""
        self.read_back = heard
        verb = {"commit": "commit it now", "schedule": "book that", "notify": "send the notice"}
        ask = f"Shall I {verb.get(what, what)}? Do I have your approval?"
        self.out.say(f"{summary} {ask}".strip())
        self.phase = "approval"
        self.asked_at = self.tick
        return ()

    def _reads_back(self, fact: Fact) -> bool:
        """Whether a value is read back before the approval: values of a shape, and short
        free text (a name, a title), but not an option the form took nor a list."""
        if fact.kind in READ_BACK:
            return True
        value = self.known.get(fact.key, "")
        return (
            fact.kind == "text"
            and fact.key not in self.chosen
            and len(value.split()) <= READ_BACK_WORDS
            and not re.search(r"\d", value)  # "10 a.m. to 8 p.m.": hours, not a name
            and not _is_list(self._form(), self._field_of(fact.key))
        )

    def _form(self) -> str:
        forms = [
            r for a, r in zip(self.gold, self.results, strict=True) if a.name == "read_artifact"
        ]
        return forms[-1] if forms else ""

    def _field_of(self, key: str) -> str:
        """The form field a fact is written to (as the form names it), or ""."""
        for action in self.gold:
            value, field = action.arguments.get("value"), action.arguments.get("field")
            if action.name == "update_field" and isinstance(value, FactRef) and value.fact == key:
                if isinstance(field, ResultRef):
                    found = resolve_result(field, self.results, self.known)
                    return found[0] if found else ""
                return str(field)
        return ""

    def close(self) -> None:
        """Nothing to release (no socket, no thread)."""
