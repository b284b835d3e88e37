"""The rule-based observer: what did the agent just ask or say?

It reads the agent's words of one turn and decides which caller facts were asked for,
whether the agent asked for approval, whether it is closing the call, and whether it asked a
question the caller cannot map to anything.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from duplexworld.scenario import Fact

_APPROVAL = re.compile(
    r"\b((shall|should|may|can) i (go ahead|proceed|do (that|this|it))"
    r"|would you like me to|do you want me to|(is|would) that be (ok|okay|alright|fine)"
    r"|is that (ok|okay|alright|fine)|do i have your (permission|consent|approval)"
    r"|(do you )?(approve|authori[sz]e|confirm) (that|this|me)|ok(ay)? to proceed)\b"
)
_CLOSING = re.compile(
    r"\b(anything else (i can|to) help|is there anything else|goodbye|good bye"
    r"|have a (great|good|nice|lovely) (day|evening|afternoon)|thanks? (you )?for calling\W*$)"
)
_GREETING = re.compile(r"\b(how (can|may) i help|what can i do for you|how can i assist)\b")


def _normalise(text: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"[^a-z0-9' ?]", " ", text.lower())).strip()


@dataclass(frozen=True)
class Observation:
    """What the caller made of one agent turn."""

    asked_facts: tuple[str, ...]
    asks_approval: bool
    closing: bool
    greeting: bool
    question: bool

    @property
    def unmatched_question(self) -> bool:
        """A question that is neither a fact request, an approval nor a closing."""
        return self.question and not (
            self.asked_facts or self.asks_approval or self.closing or self.greeting
        )


def keywords_of(fact: Fact) -> tuple[str, ...]:
    """Phrases that count as asking for ``fact``: its label and its ask keywords."""
    return tuple(dict.fromkeys([_normalise(fact.label), *map(_normalise, fact.ask_keywords)]))


def observe(agent_text: str, facts: tuple[Fact, ...]) -> Observation:
    """Classify one agent turn.

    Args:
        agent_text: everything the agent said since the caller last spoke.
        facts: the caller's facts (their keywords decide what was asked).
    """
    text = _normalise(agent_text)
    padded = f" {text.replace('?', ' ')} "
    asked = tuple(
        fact.key
        for fact in facts
        if any(f" {keyword} " in padded for keyword in keywords_of(fact) if keyword)
    )
    return Observation(
        asked_facts=asked,
        asks_approval=bool(_APPROVAL.search(text)),
        closing=bool(_CLOSING.search(text)),
        greeting=bool(_GREETING.search(text)),
        question="?" in agent_text,
    )
