"""What the workbench user says (its frozen lines other than the workflow's own) and the
cues in the agent's words it reacts to (an offer to act, an ask for digits, a closing).

Each line is one of 2-3 variants, picked by (workflow, seed, plan) in ``user``.
"""

from __future__ import annotations

import re

from duplexworld.speech import spoken

CLARIFY = (
    "Sorry, what do you need from me?",
    "I'm not sure what you're asking. What do you need?",
    "Sorry, could you say what you need exactly?",
)
"""Asked something it cannot place."""
WHICH = ("Which {head} do you need?", "Which {head} do you mean?")
"""Asked for a value whose kind it heard ("the ... number") but not which of its own it is."""
REVOKE = (
    "Actually, wait, don't commit it yet.",
    "Hold on, please don't go ahead with that yet.",
    "Sorry, stop, I take that back for now.",
)
"""Withdrawing an approval just given."""
APPROVE = (
    "Yes, please go ahead.",
    "Yes, that's fine, go ahead.",
    "Yes, I approve, go ahead.",
)
"""Consent to the gated action asked about."""
DECLINE = ("Sorry, I don't have that.", "I'm afraid I don't know that.")
"""Asked for a value it may not reveal yet."""
GOODBYE = ("No, that's everything. Thank you, goodbye.", "That's all, thanks. Bye.")
"""The answer to the agent's closing."""
PROMPT = ("Hello? Are you still there?", "Hello? Can you hear me?")
"""After a long quiet line."""
GIVE_UP = ("I'll call back later. Bye.", "Never mind, I'll try again later. Goodbye.")
"""After prompting too often: the user hangs up."""

ASKS_APPROVAL = re.compile(
    r"\b(?:shall|should|may|can|could) i\b[^.?!]*\b(?:commit|submit|finali[sz]e|book|schedule|"
    r"send|notify|file|go ahead|proceed)\b|\bdo (?:i have your|you) (?:approv|permission|okay)"
    r"|\bi (?:commit|submit|book|send|file|schedule)\b(?: it| that| this| the \w+)?(?: now)?\W*$",
    re.IGNORECASE,
)
"""An offer to act, wherever it sits in the turn (a recogniser may run it into a read-back
without a full stop: "... five five five zero one one one, shall I commit it now?")."""

CHECKS_VALUE = re.compile(
    r"\b(?:is that (?:right|correct)|have i got that right|did i get that right)\b\W*$",
    re.IGNORECASE,
)
"""A turn that ends by asking whether what it read back is right (with or without its
question mark: the ear drops it, "... zero one seven six is that right")."""
DIGIT_BY_DIGIT = re.compile(r"\b(?:digit by digit|one digit at a time|digit at a time)\b", re.I)
"""An ask for a number one digit at a time."""

CLOSING = re.compile(r"\b(?:else|goodbye|bye|that's all|all set)\b", re.IGNORECASE)
"""Words without which an agent's turn does not end the call for the user."""

SCOPE_WORDS: dict[str, tuple[str, ...]] = {
    "schedule": ("schedule", "book", "calendar", "appointment", "slot"),
    "notify": ("notify", "notice", "send", "email", "message", "let them know", "inform"),
    "commit": ("commit", "submit", "file", "finali", "lodge", "place", "confirm"),
}
"""Words by which the agent names the action it asks approval for."""


def disputed(deny: str, label: str, value: str) -> str:
    """A wrong read-back set right, naming the field so the agent knows which ("No, that's
    wrong. The inspector is Mary Turner.")."""
    return f"{deny} The {label} is {value}."


def digit_by_digit(digits: str) -> str:
    """Digits said one at a time when asked for them so ("Two. Zero. Four."): the recogniser
    does not run them together the way it runs "one one" into "1"."""
    return " ".join(f"{word.capitalize()}." for word in spoken.speak_digits(digits).split())


def count_with_digits(count: str, words: str) -> str | None:
    """A count it had to set right, said with its digits too ("One four. That's fourteen.":
    "fourteen" and "forty" sound alike to the recogniser); None for a one-digit count or one
    that is not a whole number."""
    if not count.isdigit() or len(count) < 2:
        return None
    return f"{spoken.speak_digits(count).capitalize()}. That's {words}."


# -- the behaviour profiles' lines (``user_profiles``) ------------------------------------------
# None of these holds a number word, a homophone of a digit ("to", "for"), a month, a day or a
# word that disputes ("no", "not", "sorry", "actually", "should be"): the talk around a value
# must never read as a value or a correction.
VERBOSE_BEFORE = (
    "Right, let me just check my notes here.",
    "Good question, I have it written down somewhere, here it is.",
    "Let me think, I looked this up earlier.",
)
"""What a verbose user says before a value."""
VERBOSE_AFTER = (
    "That's what I have written down, anyway.",
    "I checked it carefully, so that's right.",
    "Hope that helps.",
)
"""What a verbose user says after a value."""
ASK_REPEAT = (
    "Pardon me, I was miles away. Could you say that again?",
    "I missed that, could you repeat the question?",
    "Excuse me, I was reading something else. Could you repeat that?",
)
"""A distracted user asking for the question again."""
ASIDE = (
    "Excuse me a moment, someone's at the door.",
    "Bear with me a moment, my other line is ringing.",
    "Just a moment, I'm looking through the paperwork.",
)
"""A distracted user drifting off before it answers (the answer follows after a pause)."""
VAGUE = (
    "Oh, the usual one, same as last time.",
    "I'd have to guess, whatever we normally put.",
    "Hmm, the usual, I think.",
)
"""An ambiguous user's first, underspecified answer."""
RANGE = "Somewhere between {low} and {high}, I think."
"""An ambiguous user's first answer to a count: a range."""
VOLUNTEER = (
    "And the {label} is {spoken}.",
    "You'll also need the {label}: {spoken}.",
)
"""An expert user giving a value before it is asked for."""
