"""The shared intent library: how agents phrase what they want of a caller.

These are exemplar sentences for the embedding classifier, shared by every world and
scenario. Nothing here names a scenario's fact: facts are asked about in the words of the
scenario's own fact labels, set into ``ASK_TEMPLATES``; ``CONCEPTS`` adds the everyday ways
of asking for a few common things ("when were you born?") and is attached to whichever fact
of a scenario has the closest label.
"""

from __future__ import annotations

import re

__all__ = [
    "ABBREVIATIONS",
    "ASK_TEMPLATES",
    "CLAUSE_TEMPLATES",
    "CONCEPTS",
    "QUESTION_OPENERS",
    "REQUEST_EXEMPLARS",
    "STATEMENT_EXEMPLARS",
    "expand_abbreviations",
]

ABBREVIATIONS: dict[str, str] = {
    r"\bd\.?o\.?b\.?(?=\W|$)": "date of birth",
    r"\bbirth ?date\b": "date of birth",
    r"\bzip\b(?! code)": "zip code",
    r"\bpostal code\b": "zip code",
    r"\bacct\b": "account",
    r"\bssn\b": "social security number",
    r"\bno\.\s*(?=\w)": "number ",
    r"#": " number ",
    r"\bid\b": "ID number",
    r"\bb ?o ?l\b": "bill of lading",
    r"\bconf(?:irmation)? (?:code|number|#)\b": "confirmation code",
    r"\bph(?:one)? ?#": "phone number",
    r"\blast 4\b": "last four",
    r"\b4 digits\b": "four digits",
    r"\bappt\b": "appointment",
    r"\brx\b": "prescription",
}
"""Abbreviations an agent (or its recogniser) may use, and what they stand for."""


def expand_abbreviations(text: str) -> str:
    """``text`` with abbreviations spelled out ("What's the DOB?" -> "... date of birth?")."""
    for pattern, full in ABBREVIATIONS.items():
        text = re.sub(pattern, full, text, flags=re.IGNORECASE)
    return re.sub(r"\s+", " ", text).strip()


ASK_TEMPLATES: tuple[str, ...] = (
    "What is your {x}?",
    "Could you tell me the {x}?",
    "Can I get your {x}, please?",
)
"""Questions built from a fact's label (or a concept phrase) to exemplify asking for it."""

CLAUSE_TEMPLATES: tuple[str, ...] = (
    "Can you tell me {x}?",
    "Do you know {x}?",
    "Could you let me know {x}?",
)
"""Questions built from a label that is a clause ("where the card might be")."""

CONCEPTS: dict[str, tuple[str, ...]] = {
    "date of birth": (
        "When were you born?",
        "What's your birthday?",
        "Can you confirm your date of birth for me?",
        "What date of birth is on the account?",
    ),
    "full name": (
        "Who am I speaking with?",
        "Who do I have on the line?",
        "What name is the account under?",
        "And your first and last name?",
        "Can I get your name, please?",
        "May I have the name on the account?",
    ),
    "card's last four digits": (
        "What are the last four digits of the card?",
        "Can you read me the final four numbers on the card?",
        "What does your card end in?",
        "What are the last four on your card?",
    ),
    "zip code": (
        "What's the zip code?",
        "What zip code is on file?",
        "What's your postal code?",
    ),
    "phone number": (
        "What's the phone number on the account?",
        "What number can we reach you at?",
        "What's your telephone number?",
    ),
    "policy number": ("What's the number on your policy?", "Do you have your policy number?"),
    "member number": ("What's your member ID?", "What's the ID number on your insurance card?"),
    "tracking number": ("What's the tracking number on the package?",),
    "customer number": ("What's your account number with us?", "What's your customer ID?"),
    "confirmation code": ("What's the reservation code?", "Do you have the booking reference?"),
    "date of the incident": ("When did it happen?", "What day did this happen?"),
    "address": (
        "Where do you live?",
        "What's your address?",
        "Where are you living now?",
        "What's the street address?",
    ),
    "merchant": (
        "Who charged you?",
        "Which company charged you?",
        "What's the name of the merchant?",
        "Where was the purchase made?",
    ),
    "amount": (
        "How much was it?",
        "How much did they charge you?",
        "What was the amount?",
        "How much money is it?",
    ),
    "claim number": (
        "What's your claim number?",
        "Do you have the claim reference?",
        "What's the reference on the claim?",
    ),
    "repair estimate": (
        "How much will the repairs cost?",
        "What's the estimate for the repair?",
        "How much did the shop say it would cost?",
    ),
    "street number": (
        "What's the house number?",
        "What number on the street is it?",
        "What's the number of the building?",
    ),
}
"""Everyday ways of asking for common things, keyed by a canonical label. A scenario's fact
whose label is close to the key (by embedding) inherits these exemplars."""

REQUEST_EXEMPLARS: dict[str, tuple[str, ...]] = {
    "approval": (
        "Shall I go ahead and do that?",
        "Would you like me to go ahead with that?",
        "Do you want me to proceed?",
        "Is it okay if I make that change?",
        "Can I go ahead and submit it?",
        "Should I cancel it for you?",
        "Do I have your permission to do that?",
        "Would you like me to book that for you?",
        "Do you authorize this payment?",
        "Do you want me to send the replacement?",
        "Shall I file the claim now?",
        "Are you okay with me making that change?",
    ),
    "confirm": (
        "Is that correct?",
        "Is that right?",
        "Did I get that right?",
        "Can you confirm that's correct?",
        "Does that sound right?",
        "Is that the right one?",
        "Correct?",
    ),
    "greet": (
        "How can I help you today?",
        "What can I do for you?",
        "How may I assist you?",
        "Customer service, how can I help you?",
        "What are you calling about today?",
        "What seems to be the problem?",
    ),
    "close": (
        "Is there anything else I can help you with?",
        "Anything else I can do for you today?",
        "Can I help with anything else?",
        "Is there something else you need?",
    ),
    "hold": (
        "Can I put you on a brief hold?",
        "Would you mind holding for a moment while I check?",
        "Could you bear with me for a second?",
    ),
    "which": (
        "Which one do you mean?",
        "Which account is it?",
        "Which card are we talking about?",
        "Which one is it, the first or the second?",
    ),
    "repeat": (
        "Sorry, could you repeat that?",
        "I didn't catch that, can you say it again?",
        "Could you say that one more time?",
        "Pardon?",
    ),
    "still_there": ("Are you still there?", "Hello, can you hear me?"),
    "other": (
        "What color is your car?",
        "Do you have any pets?",
        "How did you hear about us?",
        "Would you like to hear about our new offers?",
    ),
}
"""Questions and requests by intent (fact requests and caller actions are added per
scenario)."""

STATEMENT_EXEMPLARS: dict[str, tuple[str, ...]] = {
    "hold": (
        "Let me check that for you.",
        "One moment, please.",
        "Give me a second while I look that up.",
        "Bear with me while I pull up your account.",
        "I'm looking into that now.",
        "Just a moment while I check.",
        "Let me see what I can do.",
    ),
    "refuse": (
        "I'm sorry, but I can't do that.",
        "Unfortunately our policy doesn't allow that.",
        "I'm not able to make that change for you.",
        "I'm afraid that's not something we can do.",
        "I can't share that information.",
        "That isn't possible, I'm sorry.",
        "We won't be able to approve that.",
    ),
    "close": (
        "Have a great day!",
        "Thanks for calling, goodbye.",
        "Take care, bye.",
        "Thank you for calling, have a nice evening.",
        "You're all set. Goodbye!",
    ),
    "inform": (
        "I found an account under your name.",
        "Your card has been unlocked.",
        "The payment went through.",
        "I've updated your address.",
        "Your claim has been filed.",
        "Thank you.",
        "Great, thanks for that.",
        "I see the charge here.",
        "Your delivery is scheduled.",
        "I've sent you a text message.",
        "That's all done.",
        "Okay, I have your details.",
        "I've pulled up your account.",
        "I found your record.",
        "I understand.",
        "I'm sorry to hear that.",
    ),
}
"""Statements by intent: the caller answers none of them as a question."""

QUESTION_OPENERS: tuple[str, ...] = (
    "what",
    "whats",
    "what's",
    "which",
    "who",
    "whom",
    "whose",
    "when",
    "where",
    "why",
    "how",
    "could",
    "can",
    "would",
    "will",
    "may",
    "might",
    "shall",
    "should",
    "do",
    "does",
    "did",
    "is",
    "are",
    "was",
    "were",
    "have",
    "has",
    "any",
    "please",
    "tell",
    "give",
    "read",
    "spell",
    "say",
    "confirm",
    "provide",
    "verify",
)
"""Words that open a question or a request ("Tell me your ZIP code")."""
