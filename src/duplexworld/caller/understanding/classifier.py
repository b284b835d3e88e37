"""Reading an agent's turn: what does the agent want of the caller?

Each sentence of the turn is first decided to be a question (or a request) or a statement,
by its form (a question mark, an opening word such as "what", "could", "tell me", a tag
such as "..., correct"). A question is then matched by sentence embedding
(all-MiniLM-L6-v2, caller/understanding/encoder.py) against exemplars of what an agent may
ask: each of the scenario's facts in the words of its own label (and the shared everyday
phrasings of common things, library.CONCEPTS), each caller-side step by its instruction,
and the shared intents (approval, confirmation, greeting, closing, hold, repeat). A
statement is matched against statement exemplars (hold, refusal, closing, information).
A sentence that states a value of one of the caller's facts is a confirmation request (a
question) or a read-back (a statement); the value is compared with the fact's on spoken
renderings. A statement that mentions a fact is never a question about it.

Deterministic: the same text gives the same reading (embeddings are rounded to 1e-6 so the
order in which texts were first encoded cannot move a score).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Protocol

import numpy as np

from duplexworld.caller.understanding.library import (
    ASK_TEMPLATES,
    CONCEPTS,
    QUESTION_OPENERS,
    REQUEST_EXEMPLARS,
    STATEMENT_EXEMPLARS,
    expand_abbreviations,
)
from duplexworld.caller.understanding.values import mentioned_value, same_value
from duplexworld.scenario import Fact, Scenario

__all__ = ["Act", "Reading", "TextEncoder", "TurnReader", "is_question", "sentences"]

CONCEPT_MATCH = 0.7
"""Label similarity from which a fact inherits a concept's everyday phrasings."""
REQUEST_FLOOR = 0.45
"""A question less similar than this to every exemplar is an unrecognised question."""
WHICH_FLOOR = 0.35
"""A "which one?" is answered with the caller's fact most similar to it from this score."""
VALUE_KINDS = frozenset({"date", "digits", "postcode", "amount", "name", "number"})


class TextEncoder(Protocol):
    """Sentence embeddings (unit vectors, one row per text)."""

    def encode(self, texts: list[str] | tuple[str, ...]) -> np.ndarray:
        """Embeddings of ``texts``."""


@dataclass(frozen=True)
class Act:
    """One sentence of an agent turn as the caller reads it.

    Attributes:
        intent: ask, confirm, approval, do, greet, close, hold, repeat, still_there, other
            (questions and requests) or readback, refuse, hold, close, inform (statements).
        question: whether the sentence asks something of the caller.
        fact: the fact asked about, confirmed or read back.
        action: the caller-side step asked for (intent ``do``).
        value: the value read back (canonical form), for confirm and readback.
        score: similarity of the best exemplar.
        text: the sentence.
    """

    intent: str
    question: bool
    fact: str | None = None
    action: str | None = None
    value: str | None = None
    score: float = 0.0
    text: str = ""


@dataclass(frozen=True)
class Reading:
    """A whole agent turn: its acts in order."""

    acts: tuple[Act, ...]

    @property
    def requests(self) -> tuple[Act, ...]:
        """The acts that ask something of the caller."""
        return tuple(act for act in self.acts if act.question)

    @property
    def asked_facts(self) -> tuple[str, ...]:
        """Facts asked for, in order, without repeats."""
        keys = [a.fact for a in self.requests if a.intent == "ask" and a.fact is not None]
        return tuple(dict.fromkeys(keys))

    def has(self, intent: str, question: bool | None = None) -> bool:
        """Whether some act has ``intent`` (and the given question form, if any)."""
        return any(
            act.intent == intent and (question is None or act.question == question)
            for act in self.acts
        )

    @property
    def question(self) -> bool:
        """Whether the turn asks anything of the caller."""
        return bool(self.requests)


_FILLERS = re.compile(
    r"^(?:(?:okay|ok|alright|all right|great|perfect|thanks|thank you|and|so|now|next|also|"
    r"just|um|uh|first|lastly|finally|well|sure|got it|right|wonderful|excellent|lovely|"
    r"awesome|cool|then|one more thing|one last thing|last thing|and then)\b[\s,.!-]*)+",
    re.IGNORECASE,
)
_REQUEST_PHRASE = re.compile(
    r"^(?:(?:i|we)(?:'ll| will|'d| would)?(?: just| also)? (?:need|like|want|have to ask for)"
    r" (?:your|the|you to|a |an |to get|to have|to confirm|to verify|to check|to ask)"
    r"|let me (?:get|have|grab|take)|let's (?:get|start with)|go ahead and"
    r"|i'll (?:just )?(?:need|have to get)|may i|mind (?:telling|giving))",
    re.IGNORECASE,
)
_TAG = re.compile(
    r",\s*(?:right|correct|is that right|is that correct|yes|yeah|okay|ok|no)\s*[.!]?$",
    re.IGNORECASE,
)
_IMPERATIVES = frozenset(
    {"please", "tell", "give", "read", "spell", "say", "confirm", "provide", "verify"}
)
_NOT_QUESTIONS = re.compile(
    r"^(?:have an? (?:nice|great|good|lovely|wonderful|fantastic)|thank you|thanks)\b",
    re.IGNORECASE,
)


def sentences(text: str) -> list[str]:
    """The sentences of a turn (split after . ? ! ; a turn without punctuation is one)."""
    parts = re.split(r"(?<=[.?!])\s+", text.strip())
    return [part.strip() for part in parts if re.search(r"[A-Za-z0-9]", part)]


def _core(sentence: str) -> str:
    return _FILLERS.sub("", sentence.strip()).strip()


def is_question(sentence: str) -> bool | None:
    """True for a question or request by its form, False for a statement, None when only
    the meaning can tell (an imperative such as "Give me a second" or "Tell me your ZIP")."""
    text = sentence.strip()
    core = _core(text)
    if _NOT_QUESTIONS.match(core):
        return False
    if text.endswith("?") or _TAG.search(text):
        return True
    if _REQUEST_PHRASE.match(core):
        return True
    first = re.match(r"[a-z']+", core.lower())
    word = first.group(0) if first else ""
    if word in _IMPERATIVES:
        return None
    return word in QUESTION_OPENERS


@dataclass(frozen=True)
class _Exemplars:
    texts: tuple[str, ...]
    labels: tuple[tuple[str, str | None], ...]
    """(intent, fact key or action key) per exemplar."""
    vectors: np.ndarray


def _round(vectors: np.ndarray) -> np.ndarray:
    return np.round(vectors.astype(np.float64), 6)


class TurnReader:
    """Reads agent turns for one scenario (exemplars are built once per scenario)."""

    def __init__(self, scenario: Scenario, encoder: TextEncoder) -> None:
        """Build the exemplar sets from the scenario's facts and steps and the library."""
        self.scenario = scenario
        self.encoder = encoder
        self.facts = {fact.key: fact for fact in scenario.facts}
        self._requests = self._request_exemplars()
        self._statements = self._build(
            [
                (text, (intent, None))
                for intent, texts in STATEMENT_EXEMPLARS.items()
                for text in texts
            ]
        )

    def _build(self, rows: list[tuple[str, tuple[str, str | None]]]) -> _Exemplars:
        texts = tuple(text for text, _label in rows)
        return _Exemplars(
            texts=texts,
            labels=tuple(label for _text, label in rows),
            vectors=_round(self.encoder.encode(texts)),
        )

    def _request_exemplars(self) -> _Exemplars:
        rows: list[tuple[str, tuple[str, str | None]]] = []
        facts = list(self.scenario.facts)
        for fact in facts:
            label = expand_abbreviations(fact.label)
            rows += [(template.format(x=label), ("ask", fact.key)) for template in ASK_TEMPLATES]
        if facts:
            labels = _round(self.encoder.encode([expand_abbreviations(f.label) for f in facts]))
            concepts = list(CONCEPTS)
            keys = _round(self.encoder.encode(concepts))
            similarity = keys @ labels.T
            for i, concept in enumerate(concepts):
                best = int(np.argmax(similarity[i]))
                if similarity[i, best] >= CONCEPT_MATCH:
                    rows += [(text, ("ask", facts[best].key)) for text in CONCEPTS[concept]]
        for action in self.scenario.caller_actions:
            rows += [(text, ("do", action.key)) for text in sentences(action.instruction)]
            rows += [(f"Please {kw}.", ("do", action.key)) for kw in action.trigger_keywords]
        for intent, texts in REQUEST_EXEMPLARS.items():
            rows += [(text, (intent, None)) for text in texts]
        return self._build(rows)

    # -- reading ----------------------------------------------------------------------------
    def read(self, turn: str) -> Reading:
        """The acts of one agent turn (everything it said since the caller last spoke)."""
        parts = sentences(turn)
        if not parts:
            return Reading(acts=())
        expanded = [expand_abbreviations(part) for part in parts]
        vectors = _round(self.encoder.encode([_core(part) or part for part in expanded]))
        acts: list[Act] = []
        for part, text, vector in zip(parts, expanded, vectors, strict=True):
            act = self._act(part, text, vector)
            previous = acts[-1] if acts else None
            if (
                act.intent == "confirm"
                and act.fact is None
                and previous is not None
                and previous.intent == "readback"
            ):
                # "So that's five zero six four. Is that right?": one confirmation request
                act = replace(act, fact=previous.fact, value=previous.value)
                acts.pop()
            acts.append(act)
        return Reading(acts=tuple(acts))

    def matches(self, act: Act, corrected: frozenset[str] = frozenset()) -> bool | None:
        """Whether a confirm or read-back states the caller's current value of its fact
        (None when there is no comparable value)."""
        if act.fact is None or act.value is None:
            return None
        fact = self.facts[act.fact]
        current = fact.final_value if act.fact in corrected else fact.value
        return same_value(act.value, fact, current)

    def primary(self, act: Act) -> str:
        """One act as a label: ``ask:<fact>``, ``confirm:yes|no``, ``readback:yes|no``,
        ``do:<step>`` or the intent."""
        if act.intent == "ask":
            return f"ask:{act.fact}"
        if act.intent == "do":
            return f"do:{act.action}"
        if act.intent in ("confirm", "readback"):
            match = self.matches(act)
            return act.intent if match is None else f"{act.intent}:{'yes' if match else 'no'}"
        return act.intent

    def label(self, reading: Reading) -> str:
        """The turn's main act as a label (what the caller mainly has to respond to): its
        first request other than a closing question, else a closing, else the weightiest
        statement (a wrong read-back, a refusal, a closing, a hold, a read-back, news)."""
        requests = reading.requests
        if requests:
            main = [act for act in requests if act.intent != "close"]
            return self.primary(main[0] if main else requests[0])
        order = ("readback:no", "refuse", "close", "hold", "readback:yes", "readback", "inform")
        labels = [self.primary(act) for act in reading.acts]
        for label in order:
            if label in labels:
                return label
        return labels[0] if labels else "other"

    def _best(self, exemplars: _Exemplars, vector: np.ndarray) -> tuple[str, str | None, float]:
        scores = exemplars.vectors @ vector
        index = int(np.argmax(scores))
        intent, key = exemplars.labels[index]
        return intent, key, float(scores[index])

    def _fact_scores(self, vector: np.ndarray) -> dict[str, float]:
        scores = self._requests.vectors @ vector
        best: dict[str, float] = {}
        for (intent, key), score in zip(self._requests.labels, scores, strict=True):
            if intent == "ask" and key is not None:
                best[key] = max(best.get(key, -1.0), float(score))
        return best

    def _value_mention(self, text: str, vector: np.ndarray) -> tuple[Fact, str] | None:
        """The fact whose value the sentence states (the best-matching one when several)."""
        found = [
            (fact, value)
            for fact in self.scenario.facts
            if fact.kind in VALUE_KINDS and (value := mentioned_value(text, fact)) is not None
        ]
        if not found:
            return None
        if len(found) == 1:
            return found[0]
        # a value that is one of the caller's values names its fact; else the fact the
        # sentence's wording is closest to
        exact = [
            (fact, value)
            for fact, value in found
            if same_value(value, fact) or same_value(value, fact, fact.final_value)
        ]
        if len(exact) == 1:
            return exact[0]
        scores = self._fact_scores(vector)
        return max(exact or found, key=lambda pair: scores.get(pair[0].key, -1.0))

    def _act(self, original: str, text: str, vector: np.ndarray) -> Act:
        form = is_question(text)
        request = self._best(self._requests, vector)
        statement = self._best(self._statements, vector)
        if form is None:  # an imperative: its meaning decides
            form = request[2] >= statement[2]
        mention = self._value_mention(text, vector)
        if form:
            intent, key, score = request
            if mention is not None and intent not in ("approval", "do"):
                fact, value = mention
                return Act("confirm", True, fact=fact.key, value=value, score=score, text=original)
            if score < REQUEST_FLOOR:
                return Act("other", True, score=score, text=original)
            if intent == "ask":
                return Act("ask", True, fact=key, score=score, text=original)
            if intent == "which":  # "which one?": the caller's own fact that best answers it
                scores = self._fact_scores(vector)
                best = max(scores, key=lambda k: scores[k], default=None)
                fact_key = best if best is not None and scores[best] >= WHICH_FLOOR else None
                return Act("which", True, fact=fact_key, score=score, text=original)
            if intent == "do":
                return Act("do", True, action=key, score=score, text=original)
            return Act(intent, True, score=score, text=original)
        if mention is not None:
            fact, value = mention
            return Act("readback", False, fact=fact.key, value=value, score=1.0, text=original)
        intent, _key, score = statement
        return Act(intent, False, score=score, text=original)
