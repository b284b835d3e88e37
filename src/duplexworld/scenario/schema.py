"""The scenario schema: a small story with one right ending.

A scenario says who calls (persona), what they say first (a symptom, never the operation),
what they know and when they reveal it (facts with reveal rules), the records the agent can
reach (seed), what a correct agent does (gold actions) and how the outcome is rewarded.
All models are frozen: a scenario never changes once loaded.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, JsonValue, model_validator

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

FactKind = Literal["name", "date", "digits", "number", "amount", "text", "postcode"]
"""How a fact is spoken and parsed back: shapes the oracle's parser and the caller's rendering."""

RevealRule = Literal["volunteered", "when_asked", "on_event"]


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


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

    @model_validator(mode="after")
    def _event_matches_rule(self) -> Fact:
        if (self.reveal == "on_event") != (self.event is not None):
            raise ValueError("'event' is required exactly when reveal is 'on_event'")
        if self.event is not None and not self.event.startswith("tool:"):
            raise ValueError("'event' must look like 'tool:<tool name>'")
        for variant in self.answer_variants:
            if "{spoken}" not in variant:
                raise ValueError(f"answer variant {variant!r} lacks the '{{spoken}}' slot")
        return self


class FactRef(_Frozen):
    """An argument value that comes from a caller fact (the oracle must hear it)."""

    fact: str


ArgumentValue = Annotated[FactRef | JsonValue, Field(union_mode="left_to_right")]
"""A gold argument: a fact reference when it has exactly the key ``fact``, else a literal."""


class GoldAction(_Frozen):
    """One tool call a correct episode contains.

    Attributes:
        name: tool name.
        arguments: literal values, or ``{fact: key}`` for values the caller must supply.
        critical: argument names compared by ACT (tau2's compare_args); ``None`` means all.
        actor: who performs it: the agent, or the caller on their own side.
        info: author's note (why this action is there).
    """

    name: str
    arguments: dict[str, ArgumentValue] = Field(default_factory=dict)
    critical: tuple[str, ...] | None = None
    actor: Literal["agent", "user"] = "agent"
    info: str = ""

    def critical_names(self) -> tuple[str, ...]:
        """Argument names compared when matching this action."""
        return tuple(self.arguments) if self.critical is None else self.critical


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
    seed: dict[str, list[dict[str, Any]]]
    """Seed records per table, as the world's record store loads them."""
    gold_actions: tuple[GoldAction, ...] = ()
    reward_basis: tuple[RewardFactor, ...] = ("DB", "ACTION")
    nl_assertion: str | None = None
    channel: str = "clean"
    step_cap_ticks: int = Field(default=6000, gt=0)
    difficulty: dict[str, JsonValue] = Field(default_factory=dict)
    purpose: str = ""

    @model_validator(mode="after")
    def _consistent(self) -> Scenario:
        keys = [fact.key for fact in self.facts]
        if len(keys) != len(set(keys)):
            raise ValueError("fact keys must be unique")
        for index, action in enumerate(self.gold_actions):
            for arg, value in action.arguments.items():
                if isinstance(value, FactRef) and value.fact not in keys:
                    raise ValueError(
                        f"gold_actions[{index}].arguments.{arg} names unknown fact "
                        f"{value.fact!r} (known: {', '.join(keys) or 'none'})"
                    )
            for name in action.critical or ():
                if name not in action.arguments:
                    raise ValueError(
                        f"gold_actions[{index}].critical names {name!r}, not an argument"
                    )
        if "NL_ASSERTION" in self.reward_basis and not self.nl_assertion:
            raise ValueError("reward_basis has NL_ASSERTION but nl_assertion is empty")
        if not self.reward_basis:
            raise ValueError("reward_basis must name at least one factor")
        return self

    def fact(self, key: str) -> Fact:
        """The fact called ``key``."""
        for fact in self.facts:
            if fact.key == key:
                return fact
        raise KeyError(key)

    def resolved_arguments(self, action: GoldAction) -> dict[str, JsonValue]:
        """The gold action's arguments with fact references replaced by the facts' values."""
        return {
            name: self.fact(value.fact).value if isinstance(value, FactRef) else value
            for name, value in action.arguments.items()
        }
