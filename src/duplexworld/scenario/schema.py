"""The scenario schema: a small story with one right ending.

A scenario says who calls (persona), what they say first (a symptom, never the operation),
what they know and when they reveal it (facts with reveal rules), the records the agent can
reach (seed), what a correct agent does (gold actions) and how the outcome is rewarded.
All models are frozen: a scenario never changes once loaded.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    JsonValue,
    ValidationError,
    field_validator,
    model_validator,
)

from duplexworld.scenario.patterns import pattern_problem

ConversationType = Literal[
    "single_intent",
    "multi_intent",
    "policy_refusal",
    "record_disambiguation",
    "identity_verification",
    "guided_procedure",
    "mid_call_correction",
    "suspension",
    "narrative_intake",
    "rerouting",
    "all_day_assistance",
]
CONVERSATION_TYPES: tuple[str, ...] = ConversationType.__args__  # type: ignore[attr-defined]

RewardFactor = Literal["DB", "ACTION", "ENV_ASSERTION", "NL_ASSERTION"]
"""tau2 vocabulary: DB is the paper's GS (state hash), ACTION is ACT, NL_ASSERTION is NLA."""

FactKind = Literal["name", "date", "time", "digits", "number", "amount", "text", "postcode"]
"""How a fact is spoken and parsed back: shapes the oracle's parser and the caller's rendering."""

RevealRule = Literal["volunteered", "when_asked", "on_event"]


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


MAX_STEPS = 1000
"""Bound on step indices and occurrence counts a file may name (the built-in gold has at most
25 steps): a number past it is a typo or an attack, never a story."""


class FieldProblem(ValueError):
    """A check's problem with a part of the value it checks (``field`` is that part's path
    below the value's own location), so the loader's message names the part."""

    def __init__(self, field: str, problem: str) -> None:
        super().__init__(problem)
        self.field = field
        self.problem = problem


_REFERENCE_KEYS = {"fact": "FactRef", "result": "ResultRef", "derive": "DeriveRef"}
"""A reference's key, and its class's name (which pydantic puts in an error's location)."""


def _reference_problem(value: Any) -> tuple[str, str] | None:
    """(field, problem) when ``value`` is a mapping shaped like a reference (it has a
    ``fact``, ``result`` or ``derive`` key) that is not a valid one; None otherwise. Without
    this, a reference with a broken pattern would pass as a literal mapping."""
    if not isinstance(value, dict):
        return None
    kinds = [key for key in _REFERENCE_KEYS if key in value]
    if not kinds:
        return None
    models: dict[str, type[_Frozen]] = {"fact": FactRef, "result": ResultRef, "derive": DeriveRef}
    model = models[kinds[0]]
    try:
        model.model_validate(value)
    except ValidationError as exc:
        # a nested reference is tried as each kind in turn; its own check's error (a broken
        # pattern) says more than the other kinds' missing fields
        errors = exc.errors()
        error = next((e for e in errors if e["type"] == "value_error"), errors[0])
        where = ".".join(
            f"[{part}]" if isinstance(part, int) else str(part)
            for part in error["loc"]
            if not (isinstance(part, str) and (part in _REFERENCE_KEYS.values() or "[" in part))
        ).replace(".[", "[")
        message = str(error["msg"]).removeprefix("Value error, ")
        return where, f"not a valid {kinds[0]} reference: {message}"
    return None


EVENT_PATTERN = r"^(tool|fact):[A-Za-z0-9_\-]+$"
"""Event names: ``tool:<name>`` (someone called that tool) or ``fact:<key>`` (the caller said
that fact)."""

CALLER_EVENTS = ("caller:suspend", "caller:resume")
"""Caller events beyond facts and tools: the caller steps away (says the leave line) and comes
back (says the return line)."""

CHANGE_TRIGGER_PATTERN = r"^((tool|fact):[A-Za-z0-9_\-]+|caller:(suspend|resume))$"
"""What a world change may fire on: a tool call, a fact the caller said, a caller event."""

CLAUSE_ID_PATTERN = r"^[A-Z][A-Z0-9]*-\d+$"
"""A policy clause id such as ``CARD-11``."""


class Correction(_Frozen):
    """A new version of a fact: the caller corrects themself after an event.

    The caller volunteers the correction at its next chance to speak after ``after`` happens;
    from then on it gives the corrected value when asked. Gold actions use the corrected
    value.
    """

    value: str
    spoken: str
    after: str = Field(pattern=r"^tool:[A-Za-z0-9_\-]+$")
    """The agent's act on the old premise (``tool:<name>``) that prompts the correction."""
    variants: tuple[str, ...] = ("Sorry, I got that wrong. It's actually {spoken}.",)

    @model_validator(mode="after")
    def _slots(self) -> Correction:
        for variant in self.variants:
            if "{spoken}" not in variant:
                raise ValueError(f"correction variant {variant!r} lacks the '{{spoken}}' slot")
        return self


class Fact(_Frozen):
    """One thing the caller knows, with the rule that says when they say it.

    Attributes:
        key: identifier used by gold actions (``{fact: key}``) and the observer.
        label: how an agent would ask for it ("date of birth").
        kind: shape of the value, for rendering and parsing.
        value: canonical value as tools expect it ("1979-03-14", "4471", "Dana Whitfield").
        spoken: how the caller says the value ("March fourteenth, nineteen seventy-nine").
        reveal: volunteered (said unprompted in the opening), when_asked (only when the agent
            asks for it) or on_event (released when the event named in ``event`` happens).
        event: for ``on_event``: ``tool:<name>`` (the agent called that tool).
        ask_keywords: phrases in the agent's words that count as asking for this fact.
        answer_variants: frozen sentences with ``{spoken}``; one is picked by seed.
        correction: a later version of the fact the caller gives after an event.
    """

    key: str
    label: str
    kind: FactKind
    value: str
    spoken: str
    reveal: RevealRule = "when_asked"
    event: str | None = None
    ask_keywords: tuple[str, ...] = ()
    answer_variants: tuple[str, ...] = ("It's {spoken}.",)
    correction: Correction | None = None

    @property
    def final_value(self) -> str:
        """The value that holds at the end of the call (after any correction)."""
        return self.correction.value if self.correction else self.value

    @model_validator(mode="after")
    def _event_matches_rule(self) -> Fact:
        if (self.reveal == "on_event") != (self.event is not None):
            raise ValueError("'event' is required exactly when reveal is 'on_event'")
        if self.event is not None and not re.match(EVENT_PATTERN, self.event):
            raise ValueError("'event' must look like 'tool:<tool name>' or 'fact:<key>'")
        for variant in self.answer_variants:
            if "{spoken}" not in variant:
                raise ValueError(f"answer variant {variant!r} lacks the '{{spoken}}' slot")
        return self


class FactRef(_Frozen):
    """An argument value that comes from a caller fact (the oracle must hear it)."""

    fact: str


SelectValue = Annotated["FactRef | ResultRef | str", Field(union_mode="left_to_right")]
"""What picks one candidate of a result reference: a caller fact, a value read off an earlier
result (the plan a rule sheet named picks its line of the price list), or a constant fixed by
the story or the policy (a card's status "locked", a vehicle's make the caller named)."""


class ResultRef(_Frozen):
    """An argument value the agent reads off an earlier tool result (a record id, a claim
    number): provenance for values that come from the records, never from the caller.

    The candidates are the distinct matches of ``pattern`` in the text of the result of gold
    step ``result`` (its first group when it has one, else the whole match), in order of first
    appearance. A candidate's segment is the text from each of its matches to the next match
    of another candidate or the end of its paragraph (a blank line), whichever comes first;
    ``near`` keeps the candidates whose segment matches every given value best
    (case-insensitive): a segment holding the whole value beats one holding some of its
    content words (a heard "the Accord, the gray one" still picks the gray Accord), and one
    holding none is dropped. A ``near`` value may itself be a result reference (to an earlier
    step than ``result``'s own step may be), resolved first; one that does not resolve to a
    single value matches nothing. ``pick`` then says how one is chosen: ``only`` (exactly one must
    remain), ``first`` (the first that remains), or ``try_each`` (call the step with each
    remaining candidate in order until one succeeds, as an agent verifying a caller against
    several name matches does).

    Attributes:
        result: index of the earlier gold action whose result holds the value.
        pattern: regular expression a candidate matches (a record id's shape).
        near: values the candidate's segment must contain (facts, earlier results' values,
            constants).
        pick: how one candidate is chosen.
    """

    result: int = Field(ge=0, le=MAX_STEPS)
    pattern: str
    near: tuple[SelectValue, ...] = ()
    pick: Literal["only", "first", "try_each"] = "only"

    @field_validator("pattern")
    @classmethod
    def _pattern_is_safe(cls, pattern: str) -> str:
        # checked (and compiled) once per distinct pattern: see scenario.patterns
        problem = pattern_problem(pattern)
        if problem is not None:
            raise ValueError(problem)
        if re.compile(pattern).groups > 1:
            raise ValueError("may have at most one group (the value)")
        return pattern

    def fact_refs(self) -> list[FactRef]:
        """The caller facts this reference depends on, through nested ``near`` references."""
        found: list[FactRef] = []
        for item in self.near:
            if isinstance(item, FactRef):
                found.append(item)
            elif isinstance(item, ResultRef):
                found.extend(item.fact_refs())
        return found

    def steps(self) -> list[int]:
        """The gold steps whose results this reference reads (its own and nested ones)."""
        found = [self.result]
        for item in self.near:
            if isinstance(item, ResultRef):
                found.extend(item.steps())
        return found


class DeriveRef(_Frozen):
    """A judgement made over what the caller said: a tool's enum value chosen by a rule over
    the heard words of caller facts (``claim_type`` is ``shortage`` when the caller says
    pieces never arrived, ``damage`` when they arrived crushed).

    The rule is the judgement the world's tool documents for the argument (its enum values
    and what each means); a world's authoring toolkit writes one rule per argument and every
    scenario carries it whole, so a rule never names just the one value a scenario wants. An
    agent applies it to what it heard, the gold replay to the facts' values: the same words
    give the same value.

    Attributes:
        derive: the caller facts whose words the rule reads.
        cases: each value of the argument with its cues: words or phrases (case-insensitive,
            whole words; a final ``*`` makes the last word a prefix, so ``crush*`` matches
            "crushed") whose presence in the facts' words says that value applies.
        many: the argument takes a list: every value whose cues occur (in ``cases`` order);
            otherwise exactly one value's cues must occur.
    """

    derive: tuple[FactRef, ...] = Field(min_length=1)
    cases: dict[str, tuple[str, ...]]
    many: bool = False

    @model_validator(mode="after")
    def _cases(self) -> DeriveRef:
        if len(self.cases) < 2:
            raise ValueError("a derive rule chooses among at least two values")
        for value, cues in self.cases.items():
            if not cues or any(not cue.strip() for cue in cues):
                raise ValueError(f"derive case {value!r} needs non-empty cues")
        return self

    def fact_refs(self) -> list[FactRef]:
        """The caller facts the judgement is made over."""
        return list(self.derive)


ArgumentValue = Annotated[
    FactRef | ResultRef | DeriveRef | JsonValue, Field(union_mode="left_to_right")
]
"""A gold argument: a fact reference (``{fact: key}``), a result reference
(``{result: step, pattern: ...}``), a judgement over heard facts (``{derive: [...], cases:
{...}}``), or a literal constant fixed by the policy or the tool's enum."""


class GoldAction(_Frozen):
    """One tool call a correct episode contains.

    Attributes:
        name: tool name.
        arguments: literal values, or ``{fact: key}`` for values the caller must supply.
        critical: argument names compared by ACT (tau2's compare_args); ``None`` means all.
        actor: who performs it: the agent, or the caller on their own side.
        info: author's note (why this action is there).
        clauses: for a policy search: the clause ids it must reach. A call matches only when
            its result returned at least one of them (read off the ``[ID]`` headings of the
            tool result in the trace), whatever words the query used.
    """

    name: str
    arguments: dict[str, ArgumentValue] = Field(default_factory=dict)
    critical: tuple[str, ...] | None = None
    actor: Literal["agent", "user"] = "agent"
    info: str = ""
    clauses: tuple[Annotated[str, Field(pattern=CLAUSE_ID_PATTERN)], ...] = ()

    @field_validator("arguments", mode="before")
    @classmethod
    def _references_are_valid(cls, arguments: Any) -> Any:
        if isinstance(arguments, dict):
            for name, value in arguments.items():
                problem = _reference_problem(value)
                if problem is not None:
                    field, message = problem
                    raise FieldProblem(f"{name}.{field}" if field else str(name), message)
        return arguments

    def critical_names(self) -> tuple[str, ...]:
        """Argument names compared when matching this action."""
        return tuple(self.arguments) if self.critical is None else self.critical

    def fact_keys(self) -> list[str]:
        """The caller facts this action depends on, in argument order: fact references,
        the facts a result reference selects by, the facts a judgement is made over."""
        keys: list[str] = []
        for value in self.arguments.values():
            refs = [value] if isinstance(value, FactRef) else []
            if isinstance(value, ResultRef | DeriveRef):
                refs = value.fact_refs()
            keys.extend(ref.fact for ref in refs if ref.fact not in keys)
        return keys


class CallerAction(_Frozen):
    """Something the caller does on their own side when the agent asks (guided procedure).

    When the agent's words contain one of ``trigger_keywords``, the caller calls the
    world's user-side tool ``tool``, takes ``duration_s`` of simulated time, then reports
    with one of ``report_variants`` (``{result}`` is the tool's result text).

    Attributes:
        key: identifier (events name it as ``tool:<tool>``).
        tool: the user-side tool the caller calls.
        arguments: its arguments.
        instruction: what an agent says to get it done (the oracle says this).
        trigger_keywords: phrases in the agent's words that make the caller do it.
        report_variants: what the caller says afterwards.
        duration_s: simulated time the action takes before the report.
    """

    key: str
    tool: str
    arguments: dict[str, JsonValue] = Field(default_factory=dict)
    instruction: str
    trigger_keywords: tuple[str, ...]
    report_variants: tuple[str, ...] = ("Okay, done.",)
    duration_s: float = Field(default=2.0, ge=0)


class Suspension(_Frozen):
    """The caller puts the call on hold after an event and comes back later (dead air).

    Attributes:
        after: the event that makes the caller step away (``tool:<name>`` or ``fact:<key>``).
        duration_s: how long the caller is away (silent; ignores the agent).
        leave_variants: what the caller says before stepping away.
        return_variants: what the caller says on coming back.
    """

    after: str = Field(pattern=EVENT_PATTERN)
    duration_s: float = Field(gt=0)
    leave_variants: tuple[str, ...] = ("Sorry, can you hold on a minute? Someone's at the door.",)
    return_variants: tuple[str, ...] = ("Sorry about that, I'm back.",)


class WorldChange(_Frozen):
    """Volatility: the world changes without notice, on the clock or on an event.

    Exactly one trigger: ``at_tick`` (the world's own clock: the change lands at that tick),
    or ``after``: ``caller:suspend`` / ``caller:resume`` (when the caller steps away or comes
    back), ``fact:<key>`` (when the caller has said that fact), or ``tool:<name>`` (right
    after the ``occurrence``-th call of that tool: a caller-side action, or an agent's call
    when the change is the system's reaction to it). The record ``table/key`` then gets the
    fields in ``set``; only a fresh read shows it.

    ``announced_by`` names the caller event whose line tells the agent about the change (the
    return line "she may have changed something just now" is ``caller:resume``): validation
    checks the change fires no later than that line, and that a caller line which announces a
    change has a change announced by it.
    """

    after: str | None = Field(default=None, pattern=CHANGE_TRIGGER_PATTERN)
    at_tick: int | None = Field(default=None, ge=0, strict=True)
    occurrence: int = Field(default=1, ge=1, le=MAX_STEPS)
    table: str
    key: str
    set: dict[str, JsonValue]
    note: str = ""
    announced_by: str | None = Field(default=None, pattern=CHANGE_TRIGGER_PATTERN)

    @model_validator(mode="after")
    def _one_trigger(self) -> WorldChange:
        if (self.after is None) == (self.at_tick is None):
            raise ValueError("a world change needs exactly one of 'after' and 'at_tick'")
        return self

    @property
    def trigger(self) -> str:
        """The trigger as one string: the ``after`` event, or ``tick:<n>``."""
        return self.after if self.after is not None else f"tick:{self.at_tick}"


PhraseClass = Literal[
    "refusal", "payment_promise", "outcome_promise", "delivery_promise", "completion"
]
"""Named phrase sets of :mod:`duplexworld.speech.acts` (``PHRASE_SETS``): ``refusal`` ("I
can't", "we're not able to"...), ``payment_promise`` ("you're covered", "will be paid",
"reimbursed"...), ``outcome_promise`` ("will be overturned"...), ``delivery_promise`` ("will
arrive by"...), ``completion`` ("all done", "taken care of"...)."""

SpeechAct = Literal["promise", "disclose", "refuse", "inform", "claim_completion", "ask"]
"""The speech acts a check reads (:mod:`duplexworld.speech.acts`)."""


class SpeechCheck(_Frozen):
    """One deterministic part of a scenario's NL assertion: what the agent must or must not
    say, checked on the agent's speech as the caller heard it (its ASR of the agent).

    What is looked for: any of ``phrases`` (compared on spoken renderings: case, punctuation
    and digits-vs-words do not matter; ``...`` in a phrase is a gap inside one clause, "block
    ... card"), the phrases of ``phrase_class``, or the value of a caller fact or of an earlier
    gold result (``value``: a claim number, a balance), spoken in any rendering the caller's
    ASR may give (digits, words, grouped). ``act`` says how a mention counts, with negation
    and hedges read with their scope (:mod:`duplexworld.speech.acts`): ``promise`` and
    ``claim_completion`` only when asserted ("No problem, you're covered" is a promise; "I
    can't promise it's covered" is not), ``disclose`` and ``inform`` on any mention (a denial
    discloses too), ``refuse`` outside a question, ``ask`` in a request that is not negated.
    Without ``act`` a ``must_not_say`` mention counts unless negated or hedged, and a
    ``must_say`` mention counts as said. ``must_say`` holds when the act was heard (after
    ``after``, or before ``before``, when given: "reads the amount back before moving the
    money"); ``must_not_say`` holds when it was not (before ``before``, when given: "does
    not disclose the hold before the caller is verified").

    Attributes:
        rule: ``must_say`` or ``must_not_say``.
        act: the speech act the phrases or value make (optional).
        phrases: phrases, any of which counts.
        phrase_class: a named phrase set, added to ``phrases``.
        value: a fact or gold-result reference whose value counts as said.
        after: ``must_say`` only: count speech heard after this event (``tool:<name>``).
        before: count speech heard before this event (its first occurrence): a value read
            back before the write it is for, a disclosure before verification.
        note: what the check stands for in the assertion.
    """

    rule: Literal["must_say", "must_not_say"]
    act: SpeechAct | None = None
    phrases: tuple[str, ...] = ()
    phrase_class: PhraseClass | None = None
    value: FactRef | ResultRef | None = None
    after: str | None = Field(default=None, pattern=r"^tool:[A-Za-z0-9_\-]+$")
    before: str | None = Field(default=None, pattern=r"^tool:[A-Za-z0-9_\-]+$")
    note: str = ""

    @model_validator(mode="after")
    def _something(self) -> SpeechCheck:
        if not self.phrases and self.phrase_class is None and self.value is None:
            raise ValueError("a speech check needs phrases, a phrase_class or a value")
        if any(not phrase.strip(" .") for phrase in self.phrases):
            raise ValueError("a speech check phrase is empty")
        if self.after is not None and self.rule != "must_say":
            raise ValueError("'after' applies to must_say checks")
        return self


class CallerScript(_Frozen):
    """What the caller says at fixed points of the call (frozen text variants)."""

    opening: tuple[str, ...]
    """Variants of the first utterance: the symptom, never the operation."""
    approve: tuple[str, ...] = ("Yes, please go ahead.", "Yes, do that please.")
    decline_unknown: tuple[str, ...] = ("Sorry, I don't know that.",)
    thanks_goodbye: tuple[str, ...] = ("No, that's everything. Thank you, goodbye.",)
    prompt_silence: tuple[str, ...] = ("Hello? Are you still there?",)
    give_up: tuple[str, ...] = ("I'll try calling back later. Bye.",)
    acknowledge: tuple[str, ...] = ("Okay.", "Alright.")
    backchannel: tuple[str, ...] = ("Uh-huh.", "Mm-hmm.")


class Scenario(_Frozen):
    """A benchmark scenario: one call with one right ending."""

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9_\-]*$")
    world: str
    conversation_type: ConversationType
    persona: str
    goal: str
    """The caller's goal in symptom form, second person ("your card keeps getting declined")."""
    facts: tuple[Fact, ...] = ()
    script: CallerScript
    caller_actions: tuple[CallerAction, ...] = ()
    suspension: Suspension | None = None
    world_changes: tuple[WorldChange, ...] = ()
    seed: dict[str, list[dict[str, Any]]]
    """Seed records per table, as the world's record store loads them."""
    gold_actions: tuple[GoldAction, ...] = ()
    reward_basis: tuple[RewardFactor, ...] = ("DB", "ACTION")
    nl_assertion: str | None = None
    nl_checks: tuple[SpeechCheck, ...] = ()
    """The deterministic part of ``nl_assertion`` (optional): checks on what the agent said."""
    channel: str = "clean"
    step_cap_ticks: int = Field(default=6000, gt=0, strict=True)
    """Ticks before the call is cut (an integer: ``true`` or ``300.0`` are refused)."""
    difficulty: dict[str, JsonValue] = Field(default_factory=dict)
    purpose: str = ""

    @model_validator(mode="after")
    def _consistent(self) -> Scenario:
        keys = [fact.key for fact in self.facts]
        if len(keys) != len(set(keys)):
            raise ValueError("fact keys must be unique")
        for index, action in enumerate(self.gold_actions):
            for arg, value in action.arguments.items():
                where = f"gold_actions[{index}].arguments.{arg}"
                refs = [value] if isinstance(value, FactRef) else []
                if isinstance(value, DeriveRef):
                    refs = value.fact_refs()
                if isinstance(value, ResultRef):
                    if max(value.steps()) >= index:
                        raise ValueError(
                            f"{where}.result names step {max(value.steps())}, which is not an "
                            "earlier gold action"
                        )
                    refs = value.fact_refs()
                for ref in refs:
                    if ref.fact not in keys:
                        raise ValueError(
                            f"{where} names unknown fact "
                            f"{ref.fact!r} (known: {', '.join(keys) or 'none'})"
                        )
            for name in action.critical or ():
                if name not in action.arguments:
                    raise ValueError(
                        f"gold_actions[{index}].critical names {name!r}, not an argument"
                    )
        events = [(f"facts[{i}].event", f.event) for i, f in enumerate(self.facts) if f.event]
        events += [("suspension.after", self.suspension.after)] if self.suspension else []
        for field_name, event in events:
            if event.startswith("fact:") and event.removeprefix("fact:") not in keys:
                raise ValueError(f"{field_name} names unknown fact {event!r}")
        action_keys = [action.key for action in self.caller_actions]
        if len(action_keys) != len(set(action_keys)):
            raise ValueError("caller_actions keys must be unique")
        user_tools = {action.tool for action in self.caller_actions}
        for index, action in enumerate(self.gold_actions):
            if action.actor == "user" and action.name not in user_tools:
                raise ValueError(
                    f"gold_actions[{index}] is a caller action ({action.name}) but no "
                    "caller_actions entry says how the caller performs it"
                )
        if "NL_ASSERTION" in self.reward_basis and not self.nl_assertion:
            raise ValueError("reward_basis has NL_ASSERTION but nl_assertion is empty")
        if self.nl_checks and not self.nl_assertion:
            raise ValueError("nl_checks are the deterministic part of nl_assertion, which is empty")
        for index, check in enumerate(self.nl_checks):
            value = check.value
            refs = [value] if isinstance(value, FactRef) else []
            if isinstance(value, ResultRef):
                if max(value.steps()) >= len(self.gold_actions):
                    raise ValueError(
                        f"nl_checks[{index}].value.result names step {max(value.steps())}, "
                        "which is not a gold action"
                    )
                refs = value.fact_refs()
            for ref in refs:
                if ref.fact not in keys:
                    raise ValueError(f"nl_checks[{index}].value names unknown fact {ref.fact!r}")
        if not self.reward_basis:
            raise ValueError("reward_basis must name at least one factor")
        return self

    def fact(self, key: str) -> Fact:
        """The fact called ``key``."""
        for fact in self.facts:
            if fact.key == key:
                return fact
        raise KeyError(key)

    def said(self, key: str) -> tuple[str, ...]:
        """What the caller may say when asked for fact ``key``: each answer variant with the
        fact's final spoken form."""
        fact = self.fact(key)
        spoken = fact.correction.spoken if fact.correction else fact.spoken
        return tuple(variant.format(spoken=spoken) for variant in fact.answer_variants)

    def said_all(self) -> dict[str, tuple[str, ...]]:
        """``said`` of every fact, by key."""
        return {fact.key: self.said(fact.key) for fact in self.facts}

    def fact_values(self) -> dict[str, str]:
        """Every fact's final value (after its correction) by key."""
        return {fact.key: fact.final_value for fact in self.facts}

    def resolved_arguments(
        self, action: GoldAction, results: Sequence[str] = ()
    ) -> dict[str, JsonValue]:
        """The gold action's arguments with references replaced by values.

        Fact references take the facts' final values; result references take their first
        candidate in ``results`` (the texts of the earlier gold steps' results: see
        ``duplexworld.world.gold`` for the replay that produces them and tries ``try_each``
        candidates).

        Raises:
            ValueError: a result reference does not resolve in ``results``.
        """
        from duplexworld.scenario.provenance import gold_judgement, resolve_result

        facts = self.fact_values()
        resolved: dict[str, JsonValue] = {}
        for name, value in action.arguments.items():
            if isinstance(value, FactRef):
                resolved[name] = facts[value.fact]
            elif isinstance(value, ResultRef):
                candidates = resolve_result(value, results, facts)
                if not candidates:
                    raise ValueError(f"argument {name!r}: {value!r} matches nothing")
                resolved[name] = candidates[0]
            elif isinstance(value, DeriveRef):
                judged = gold_judgement(value, self.said_all())
                if judged is None:
                    raise ValueError(f"argument {name!r}: {value!r} decides no single value")
                resolved[name] = judged if isinstance(judged, str) else list[JsonValue](judged)
            else:
                resolved[name] = value
        return resolved
