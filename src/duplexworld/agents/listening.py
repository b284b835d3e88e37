"""What the built-in agents listen for besides answers: holds, acknowledgements, returns."""

from __future__ import annotations

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


ACKNOWLEDGEMENTS = {
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


RETURN_WORDS = {
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
    "now",
    "so",
    "the",
    "wait",
    "hi",
    "hello",
    "yes",
    "yeah",
}


NOT_NAME_WORDS = frozenset(
    {"are", "you", "still", "there", "is", "it", "what", "can", "do", "hello", "not", "that"}
    | {"that's", "correct", "right", "yes", "yeah", "exactly"}
)
"""Words no name is made of: a caller's "Hello? Are you still there?" cut at its first pause
reaches the agent as "Hello are you", which is not a person called "Are You"; and "Yes,
that's correct." confirming a read-back is no correction to a person called "That's Correct"
(text mode showed it: there the caller reads every read-back and confirms it)."""


PRESENCE_PHRASES = ("still there", "are you there", "you still with me", "anyone there")
"""Words by which a caller checks that the agent is still on the line."""


def asks_presence(text: str) -> bool:
    """Whether a turn checks that the agent is still on the line ("Hello? Are you still
    there?"); such a turn answers nothing and corrects nothing."""
    lowered = text.lower()
    return any(phrase in lowered for phrase in PRESENCE_PHRASES)


def is_hold(text: str) -> bool:
    """Whether a turn puts the call on hold ("Can you hold on a minute?")."""
    lowered = text.lower()
    return any(phrase in lowered for phrase in HOLD_PHRASES)


def _only_words(text: str, vocabulary: set[str]) -> bool:
    """Whether every word of a turn is in ``vocabulary`` (punctuation and case ignored)."""
    words = [w.strip(".,!?").lower() for w in text.split()]
    return all(word in vocabulary for word in words if word)


def only_returns(text: str) -> bool:
    """Whether a turn only says the caller is back ("Sorry about that, I'm back.")."""
    return _only_words(text, RETURN_WORDS)


def only_acknowledges(text: str) -> bool:
    """Whether a turn only acknowledges ("Okay.", "All right, one sec") and reports nothing."""
    return _only_words(text, ACKNOWLEDGEMENTS)


FAREWELLS = ("bye", "that's everything", "that is everything", "that's all", "nothing else")
"""Words with which a caller ends the call."""
ACCEPTANCES = ("understand", "fair enough", "i see", "no problem", "that's fine", "i get it")
"""Words with which a caller accepts what it was told ("Okay, I understand.")."""


def says_goodbye(text: str) -> bool:
    """Whether a turn ends the call from the caller's side ("Thank you, goodbye.")."""
    lowered = text.lower()
    return any(phrase in lowered for phrase in FAREWELLS)


def accepts_or_leaves(text: str) -> bool:
    """Whether a turn after a refusal accepts it or says goodbye, rather than pushing back
    ("Okay, I understand." or "No, that's everything." against "Are you sure? I really need
    this."): a farewell, a word of acceptance, or only acknowledgements."""
    lowered = text.lower()
    accepted = any(phrase in lowered for phrase in ACCEPTANCES)
    return says_goodbye(text) or accepted or only_acknowledges(text)
