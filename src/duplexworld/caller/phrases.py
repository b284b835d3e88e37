"""The caller's own frozen lines for acts the scenario script does not cover.

Confirmations, corrections of a wrong read-back, consent to a hold, pushback after a
refusal: the same in every scenario, picked by seed like the script's variants.
"""

from __future__ import annotations

__all__ = ["ACCEPT", "ASK_BACK", "CONFIRM_YES", "DENY", "HOLD_OK", "PRESENT", "PUSH_BACK"]

CONFIRM_YES: tuple[str, ...] = ("Yes, that's right.", "Yes, that's correct.")
DENY: tuple[str, ...] = ("No, that's not right.", "No, that's wrong.")
"""Said before the right value when the agent reads back a wrong one."""
HOLD_OK: tuple[str, ...] = ("Sure, no problem.", "Sure, go ahead.")
PRESENT: tuple[str, ...] = ("Yes, I'm here.", "Yes, I'm still here.")
PUSH_BACK: tuple[tuple[str, ...], ...] = (
    (
        "Are you sure? I really need this sorted out today, it's important.",
        "Really? Is there nothing you can do? I really need this taken care of.",
    ),
    (
        "Please, I've been a customer for years. Can't you make an exception just this once?",
        "Could you check again? I really don't have another way to get this done.",
    ),
)
"""Insisting after a refusal, by round (first, second): each gives a reason."""
ACCEPT: tuple[str, ...] = ("Okay, I understand.", "Alright, I understand.")
"""Accepting a refusal held after the persona's pushback."""
ASK_BACK: dict[str, tuple[str, ...]] = {
    "what": ("Sorry, what do you need?", "Sorry, what do you need from me?"),
    "which": ("Sorry, which one?", "Sorry, which one do you mean?"),
    "repeat": ("Sorry, could you say that again?", "Sorry, could you repeat that?"),
    "date": ("Sorry, which date was that?", "Sorry, what date did you say?"),
    "time": ("Sorry, what time was that?", "Sorry, what time did you say?"),
    "amount": ("Sorry, what amount was that?", "Sorry, how much did you say?"),
    "digits": ("Sorry, which number was that?", "Sorry, could you read that number again?"),
    "number": ("Sorry, how many did you say?", "Sorry, what number was that?"),
    "name": ("Sorry, which name was that?", "Sorry, what name did you say?"),
}
"""Asking back when the caller's reading of a turn is uncertain, by what it is unsure of
(``Act.ask_back``): what is wanted, which of its facts, the words themselves, or a value it
could not tell for sure, by the value's kind ("Sorry, which date was that?")."""
