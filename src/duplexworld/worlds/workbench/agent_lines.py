"""What the workbench reference agent says: its greeting, questions and closing lines.

Questions come from the shared phrasings (``agents.phrasing``); asked again, a question says
what shape of answer it needs; a value is read back as a person says it.
"""

from __future__ import annotations

import re

from duplexworld.agents import phrasing
from duplexworld.scenario import Fact
from duplexworld.speech import spoken

GREETING = "Thank you for calling the work desk. How can I help you today?"
"""The agent's first words."""
NOT_HEARD = "I'm sorry, I couldn't make out the {label}, so I'll leave it out for now."
"""Said when a value was asked for MAX_ASKS times and never heard (never guessed)."""
CANNOT_COMPLETE = (
    "I'm sorry, I can't finish this without the {labels}, and I couldn't make it out on "
    "this line, so nothing has been committed. Could you call back, or send it in writing? "
    "Is there anything else I can help with?"
)
"""Said instead of asking for approval when a required value was never heard."""
FAREWELL = "Thank you for calling. Goodbye."
"""The answer to what the user says after the closing line (its goodbye is answered, as a
person on the phone answers it, not left to a line going dead)."""

COMMITTED = "All done, that's committed. Is there anything else I can help with?"
"""The closing line once the procedure's last step (a commit or a follow-up) is done."""
PREPARED = (
    "That's prepared and submitted for review; I haven't committed it. Is there anything else "
    "I can help with?"
)
"""The closing line of a procedure that ends with the artifact submitted, not committed (the
user asked for it to be prepared only)."""
CANCELLED = (
    "Understood, I've cancelled it, and nothing has been committed. Is there anything else I "
    "can help with?"
)
"""The closing line once the work the user decided not to go ahead with is cancelled."""
CANNOT_CANCEL = (
    "I'm sorry, I couldn't cancel it from here; nothing more has been done on it. Is there "
    "anything else I can help with?"
)
"""The closing line when the cancel was refused (the artifact is no longer open)."""
RECHECKING = "Of course, let me look at the record again."
"""Said when the user reports a change: the records are read again before going on."""
READ_BACK_ONE = "Let me read that back: the {label} is {value}. Is that right?"
"""A value the recogniser often gets wrong, read back on its own as soon as it is heard (a
careful person on the phone does this with an account or a phone number)."""
CONFIRMED = "Thank you."
"""Said when the user confirms a value read back."""
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


_CLAUSE_LABEL = re.compile(r"^(?:whether|how|what|which|when|where|who)\b", re.IGNORECASE)


def question(fact: Fact, attempt: int, seed: int) -> str:
    """The question for a fact: the shared phrasings, or "Can you tell me ..." for a label
    that is itself a clause ("whether the smoke alarm works")."""
    if _CLAUSE_LABEL.match(fact.label):
        pool = ("Can you tell me {x}?", "Could you let me know {x}?", "And {x}?")
        text = pool[(seed + attempt - 1) % len(pool)].format(x=fact.label)
        return text if attempt == 1 else f"Sorry, I didn't catch that. {text}"
    return phrasing.question(fact.key, fact.label, attempt, seed)


def speak_value(fact: Fact, value: str) -> str:
    """A value as the agent reads it back."""
    if fact.kind == "date" and re.fullmatch(r"\d{4}-\d{2}-\d{2}", value):
        return spoken.speak_date(value)
    if fact.kind == "digits" and value.isdigit():
        # a pause after each digit: read in one breath, the listener's recogniser runs
        # repeats together ("five five five" heard "55") and a person would pause there too
        return ", ".join(spoken.speak_digits(value).split())
    if fact.kind == "amount":
        return f"{value.removesuffix('.00')} dollars"
    return value


def named(label: str) -> str:
    """The field named alone, the answer to "which number do you need?" ("The floor
    number."): short, and on its own, it is heard where the question was not ("Do you have
    the floor number for me?" reached the user's ear as "the 4 number")."""
    bare = re.sub(r"^(?:the|a|an)\s+", "", label, flags=re.IGNORECASE)
    return (
        f"The {bare}."
        if not re.match(r"(?:your|my|our)\b", bare, re.I)
        else f"{bare[0].upper()}{bare[1:]}."
    )


def read_back_line(label: str, value: str) -> str:
    """A value read back on its own, under its label ("the account number is four, ...")."""
    bare = re.sub(r"^(?:your|the|a|an)\s+", "", label, flags=re.IGNORECASE)
    return READ_BACK_ONE.format(label=bare, value=value)
