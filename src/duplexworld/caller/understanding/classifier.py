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
from difflib import SequenceMatcher
from typing import Any, Protocol

import numpy as np

from duplexworld.caller.understanding.library import (
    ASK_TEMPLATES,
    CLAUSE_TEMPLATES,
    CONCEPTS,
    QUESTION_OPENERS,
    REQUEST_EXEMPLARS,
    STATEMENT_EXEMPLARS,
    expand_abbreviations,
)
from duplexworld.caller.understanding.values import mentioned_value, same_value
from duplexworld.scenario import Fact, Scenario

__all__ = [
    "Act",
    "Reading",
    "TextEncoder",
    "TurnReader",
    "is_question",
    "sentences",
    "tells_of_work",
]

CONCEPT_MATCH = 0.8
"""Label similarity from which a fact inherits a concept's everyday phrasings."""
REQUEST_FLOOR = 0.45
"""A question less similar than this to every exemplar is an unrecognised question."""
FUZZY_MATCH = 0.75
"""Letter-level similarity (difflib ratio) from which a garbled label still names its fact."""
WHICH_FLOOR = 0.35
"""A "which one?" is answered with the caller's fact most similar to it from this score."""
VALUE_KINDS = frozenset({"date", "digits", "postcode", "amount", "name", "number"})


class TextEncoder(Protocol):
    """Sentence embeddings (unit vectors, one row per text)."""

    def encode(self, texts: list[str] | tuple[str, ...]) -> np.ndarray:
        """Embeddings of ``texts``."""

    def spec(self) -> dict[str, Any]:
        """Model and version (for the trace header)."""


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
_APPROVAL = re.compile(
    r"^(?:shall i|should i|would you like me to|do you want me to|want me to|"
    r"(?:can|may|could) i (?:go ahead|proceed)|is it (?:okay|ok|alright|all right) (?:if|for) "
    r"(?:i|me)|would it be (?:okay|ok|alright|all right) if i|are you (?:okay|ok) with me|"
    r"do i have your (?:permission|consent|approval|authori[sz]ation)|"
    r"do you (?:authori[sz]e|approve|consent))\b",
    re.IGNORECASE,
)
"""The forms of an offer to act, which the caller approves or not."""
_REFUSAL = re.compile(
    r"\b(?:can't|cannot|can not|cant|unable to|not able to|won't be able|wont be able|"
    r"isn't covered|is not covered|not covered|not possible|isn't possible|not allowed|"
    r"isn't allowed|doesn't allow|does not allow|don't allow|won't allow|not permitted|"
    r"can't be|no way to|not eligible|isn't eligible|we don't|we do not|not something)\b",
    re.IGNORECASE,
)
"""Negated ability or permission: without one of these a statement is not a refusal."""
_HOLD = re.compile(
    r"^(?:let me (?:check|look|see|pull|search|find|verify|take a look|confirm that|just)|"
    r"(?:just )?(?:one|a) (?:moment|second|sec|minute)|give me (?:a|one|just a) "
    r"(?:moment|second|sec|minute)|bear with me|hang on|hold on|i'm (?:checking|looking)|"
    r"i am (?:checking|looking))\b",
    re.IGNORECASE,
)
"""How an agent announces it is working (not a question, not news)."""
_WORKING = re.compile(
    r"\b(?:moment|second|sec|minute|while i|let me|checking|looking|pulling|searching|hold)\b",
    re.IGNORECASE,
)
_GREETING = re.compile(r"\bhow (?:can|may|might) (?:i|we) (?:help|assist)\b", re.IGNORECASE)
_CLOSING_WORDS = re.compile(r"\b(?:else|anything more|goodbye|bye)\b", re.IGNORECASE)
_FAREWELL = re.compile(
    r"\b(?:bye|goodbye|take care|(?:great|good|nice|lovely|wonderful) (?:day|evening|night|"
    r"weekend|one)|thanks? (?:you )?for calling|all set|enjoy)\b",
    re.IGNORECASE,
)
"""What a closing statement says: a farewell ("I'm still here" is no closing)."""
_FRAGMENT = re.compile(
    r"^(?:(?:and|also|plus|now|next)\s+(?:your|the)\b|(?:your|the)\b.*\bplease\W*$)",
    re.IGNORECASE,
)
"""A request without its verb ("and your first and last name", "the ZIP code, please")."""
_FRAGMENT_VERBS = re.compile(
    r"\b(?:is|are|was|were|has|have|had|been|will|can|'s|s)\b|'s\b|\bi've\b", re.IGNORECASE
)
_LOCATOR = re.compile(
    r"\s+(?:on|for|in|under|with|from|of)\s+(?:the|your|this|that|our)\s+"
    r"(?:account|policy|file|record|plan|reservation|booking|profile)s?\b"
    r"|\s+(?:is|are)\s+(?:the|your)\s+(?:account|policy|reservation|booking|plan)\s+under\b"
    r"|\b(?:policyholder|account holder|cardholder|member|patient|customer)'s\s+",
    re.IGNORECASE,
)
"""Where a value lives ("on the account", "is the policy under"): not what is asked."""
_CLAUSE_LABEL = re.compile(r"^(?:where|what|which|whether|who|when|how|why)\b", re.IGNORECASE)
"""A label that is a clause ("where the card might be"), asked as "Do you know ...?"."""
_PLEASE_DO = re.compile(r"\bplease\s+(?!hold|bear|wait|stay|be\b|note|allow)[a-z]", re.IGNORECASE)
_REPORT_BACK = re.compile(
    r"\b(?:tell me|let me know)\s+(?:when|once|as soon as|after)\b", re.IGNORECASE
)
"""A request to report back on a step: the sentence asks the caller to do something."""
_NOT_QUESTIONS = re.compile(
    r"^(?:have an? (?:nice|great|good|lovely|wonderful|fantastic)|thank you|thanks)\b",
    re.IGNORECASE,
)


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9']+", text.lower())


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
    if _REQUEST_PHRASE.match(core) or _APPROVAL.match(core):
        return True
    if _HOLD.match(core):
        return False
    if _FRAGMENT.match(text) and not _FRAGMENT_VERBS.search(core):
        return None  # "and the policy number please": a request without its verb
    if _PLEASE_DO.search(core):  # "To stop the charges, please open the app": a request
        return None
    if _REPORT_BACK.search(core):  # "... then tell me when it's done": a request, however
        return None  # its first word was heard ("Place print the label" for "Please print")
    first = re.match(r"[a-z']+", core.lower())
    word = first.group(0) if first else ""
    if word in _IMPERATIVES:
        return None
    return word in QUESTION_OPENERS


_THANKS = re.compile(r"^(?:for\b|you\b)", re.IGNORECASE)
"""What is left of a thanks once its filler is gone ("thank you for that", "thanks, you")."""
_HEARING = re.compile(
    r"\b(?:catch|caught|missed|hear|heard|cut out|cutting out|breaking up|say that again|"
    r"repeat|get that|got that)\b",
    re.IGNORECASE,
)
"""Words of a sentence about hearing the caller ("Sorry, I didn't catch that."): no news of
the agent's work."""


def tells_of_work(turn: str) -> bool:
    """Whether a heard agent turn tells the caller about its work: a sentence in statement
    form that says more than an acknowledgement ("One moment while I look into that.", "I
    couldn't find a match for that.", "I found two accounts."), wherever in the turn it is.
    "Thank you.", "Got it, Laura.", "Perfect." or "Sorry, I didn't catch that." tell nothing.

    By form only (no embeddings), so the caller's perception of an agent act and the
    post-episode check of the caller (``caller.validation``) apply the same rule.
    """
    for sentence in sentences(turn):
        if is_question(sentence) is not False:
            continue
        core = _core(sentence)
        if _HOLD.match(core):
            return True
        words = _words(core)
        if len(words) >= 3 and not (_THANKS.match(core) or _HEARING.search(core)):
            return True
    return False


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
            templates = CLAUSE_TEMPLATES if _CLAUSE_LABEL.match(label) else ASK_TEMPLATES
            rows += [(template.format(x=label), ("ask", fact.key)) for template in templates]
        if facts:
            labels = _round(self.encoder.encode([expand_abbreviations(f.label) for f in facts]))
            concepts = list(CONCEPTS)
            keys = _round(self.encoder.encode(concepts))
            similarity = keys @ labels.T
            words = [set(_words(expand_abbreviations(f.label))) for f in facts]
            for i, concept in enumerate(concepts):
                # a label that contains the concept's words ("Ridgeway customer number"), the
                # closest one when several do; else a label close enough in meaning
                containing = [j for j, w in enumerate(words) if set(_words(concept)) <= w]
                candidates = containing or [
                    j for j in range(len(facts)) if similarity[i, j] >= CONCEPT_MATCH
                ]
                if candidates:
                    best = max(candidates, key=lambda j: similarity[i, j])
                    rows += [(text, ("ask", facts[best].key)) for text in CONCEPTS[concept]]
        for action in self.scenario.caller_actions:
            # the instruction, its sentences and its clauses: an agent may say any part
            parts = sentences(action.instruction)
            clauses = [
                c.strip()
                for part in parts
                for c in re.split(r",\s*(?:and\s+|then\s+)?|\s+and\s+then\s+", part)
                if len(c.split()) >= 3
            ]
            steps = dict.fromkeys([action.instruction, *parts, *clauses])
            rows += [(text, ("do", action.key)) for text in steps]
            rows += [(f"Please {kw}.", ("do", action.key)) for kw in action.trigger_keywords]
        for intent, texts in REQUEST_EXEMPLARS.items():
            rows += [(text, (intent, None)) for text in texts]
        return self._build(rows)

    # -- reading ----------------------------------------------------------------------------
    def read(self, turn: str) -> Reading:
        """The acts of one agent turn (everything it said since the caller last spoke)."""
        parts = sentences(expand_abbreviations(turn))
        if not parts:
            return Reading(acts=())
        expanded = parts
        cores = [_core(part) or part for part in parts]
        stripped = [_LOCATOR.sub(" ", c).strip() or c for c in cores]
        # two views of each sentence: as said, and without where the value lives ("the DOB on
        # the policy" asks for a date of birth, not the policy); a score is the better of both
        vectors = _round(self.encoder.encode(cores + stripped))
        views = list(zip(vectors[: len(cores)], vectors[len(cores) :], strict=True))
        acts: list[Act] = []
        for part, text, view in zip(parts, expanded, views, strict=True):
            act = self._act(part, text, view)
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
        if act.intent == "ask" or (act.intent == "which" and act.fact is not None):
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

    def _best(
        self, exemplars: _Exemplars, view: tuple[np.ndarray, np.ndarray]
    ) -> tuple[str, str | None, float]:
        scores = np.maximum(exemplars.vectors @ view[0], exemplars.vectors @ view[1])
        index = int(np.argmax(scores))
        intent, key = exemplars.labels[index]
        return intent, key, float(scores[index])

    def _fact_scores(self, view: tuple[np.ndarray, np.ndarray]) -> dict[str, float]:
        vectors = self._requests.vectors
        scores = np.maximum(vectors @ view[0], vectors @ view[1])
        best: dict[str, float] = {}
        for (intent, key), score in zip(self._requests.labels, scores, strict=True):
            if intent == "ask" and key is not None:
                best[key] = max(best.get(key, -1.0), float(score))
        return best

    def _fuzzy_fact(self, core: str) -> tuple[str, float] | None:
        """The fact whose label the sentence spells nearly (letters, not meaning), if any."""
        words = _words(core)
        best: tuple[str, float] | None = None
        for fact in self.scenario.facts:
            label = " ".join(_words(expand_abbreviations(fact.label)))
            size = len(label.split())
            for n in range(max(1, size - 1), size + 2):
                for i in range(0, max(1, len(words) - n + 1)):
                    window = " ".join(words[i : i + n])
                    ratio = SequenceMatcher(None, window, label).ratio()
                    if ratio >= FUZZY_MATCH and (best is None or ratio > best[1]):
                        best = (fact.key, ratio)
        return best

    def _value_mention(
        self, text: str, view: tuple[np.ndarray, np.ndarray]
    ) -> tuple[Fact, str] | None:
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
        scores = self._fact_scores(view)
        return max(exact or found, key=lambda pair: scores.get(pair[0].key, -1.0))

    def _act(self, original: str, text: str, vector: tuple[np.ndarray, np.ndarray]) -> Act:
        form = is_question(text)
        request = self._best(self._requests, vector)
        statement = self._best(self._statements, vector)
        mention = self._value_mention(text, vector)
        if form is None:  # an imperative or a verbless phrase: its meaning decides
            # ... but a phrase stating a value ("the card ending in 3826") is a read-back
            form = request[2] >= statement[2] and (mention is None or text.endswith("?"))
        core = _core(text)
        if form:
            intent, key, score = request
            if _APPROVAL.match(core) and intent != "do":
                return Act("approval", True, score=score, text=original)
            if _GREETING.search(core):
                return Act("greet", True, score=score, text=original)
            if intent == "close" and not _CLOSING_WORDS.search(core):
                intent = "greet"  # "What can I do for you?" opens a call; "else" closes it
            if mention is not None and intent not in ("approval", "do"):
                fact, value = mention
                return Act("confirm", True, fact=fact.key, value=value, score=score, text=original)
            if score < REQUEST_FLOOR:
                # a recogniser may garble the very words that name the fact ("your data be
                # incident"): a label that matches letter by letter still names it
                fuzzy = self._fuzzy_fact(core)
                if fuzzy is not None:
                    return Act("ask", True, fact=fuzzy[0], score=fuzzy[1], text=original)
                return Act("other", True, score=score, text=original)
            if intent == "ask":
                return Act("ask", True, fact=key, score=score, text=original)
            if intent == "which":  # "which one?": the caller's own fact that best answers it
                # it asks the caller to identify something: a value that identifies (digits,
                # a name, a date...) or a fact that is itself a "which"
                scores = {
                    key: score
                    for key, score in self._fact_scores(vector).items()
                    if self.facts[key].kind != "text"
                    or self.facts[key].label.lower().startswith("which")
                }
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
        if _REFUSAL.search(core):
            intent = "refuse"
        elif _HOLD.match(core):
            intent = "hold"
        elif intent == "hold" and not _WORKING.search(core):
            intent = "inform"  # "I found your policy": done, not in progress
        elif intent == "refuse":
            intent = "inform"  # no negated ability: news, not a refusal
        elif intent == "close" and not _FAREWELL.search(core):
            intent = "inform"  # "Yes, I'm still here": nearest to a closing, but no farewell
        return Act(intent, False, score=score, text=original)
