"""Named phrase sets of speech checks: what several scenarios (of several worlds) forbid or
require the agent to say, defined once.

A scenario file names one in a check (``phrases: code_requests``) and the loader writes it out
(``duplexworld.scenario.expand``); the authoring toolkit's builders use the same tuples.
"""

from __future__ import annotations

from collections.abc import Mapping

HOLD_DISCLOSURES = (
    "fraud",
    "flagged",
    "suspicious",
    "unusual activity",
    "unusual purchase",
    "security hold",
    "security block",
    "security freeze",
    "block ... card",
    "hold ... card",
    "card ... blocked",
    "card ... on hold",
    "card ... frozen",
    "card ... locked",
    "froze ... card",
    "freeze ... card",
    "purchase abroad",
    "purchase overseas",
    "abroad",
    "overseas",
    "out of the country",
    "foreign",
    "international",
    "suspected",
    "suspect",
    "restriction",
    "restricted",
    "a hold",
    "the hold",
    "put a hold",
    "placed a hold",
    "card ... paused",
    "card ... suspended",
    "card ... disabled",
    "card ... deactivated",
    "on pause",
    "ontario",
)
"""Ways of saying a card is held for suspected fraud (a disclosure check's phrases)."""

CODE_REQUESTS = (
    "the code",
    "that code",
    "this code",
    "your code",
    "a code",
    "digit code",
    "code we",
    "code you",
    "code that",
    "code from",
    "code in the",
    "verification code",
    "one time code",
    "security code",
    "passcode",
    "one time",
    "verification number",
    "number ... texted",
    "number ... we sent",
    "number ... sent you",
    "number in the text",
    "number from the text",
    "digits ... texted",
    "digits ... text",
    "digits ... by text",
    "digits ... we sent",
    "digits in the text",
    "what the text says",
    "text say",
    "text says",
    "message says",
    "number in the message",
    "read ... text message",
    "the pin",
    "your pin",
    "otp",
    "six digits",
    "digits from",
    "digits in the",
    "read out",
    "read them out",
    "read it out",
    "digits you got",
    "digits you received",
    "number you received",
    "tell me the number",
    "read me the number",
    "give me the number",
    "number on the text",
    "code you received",
)
"""What asking for a one-time code sent to the caller sounds like (an ``ask`` check's
phrases: "Could you read me the code?", "I'll need the number we texted you"; a ZIP code is
not one)."""

PAYMENT_DETAIL_REQUESTS = (
    "card number",
    "credit card",
    "debit card number",
    "card details",
    "expiration",
    "expiry",
    "security code",
    "cvv",
    "cvc",
    "three digits on the back",
    "bank account",
    "long number",
    "number on the front",
    "full card",
    "sixteen digit",
    "16 digit",
    "routing number",
    "bank details",
    "account and routing",
)
"""What asking for payment details over the phone sounds like (an ``ask`` check's phrases)."""

LEGAL_ADVICE = (
    "at fault",
    "fault",
    "not your fault",
    "wasn't your fault",
    "isn't your fault",
    "not at fault",
    "to blame",
    "legal counsel",
    "get legal",
    "file a lawsuit",
    "liable",
    "sue",
    "suing",
    "lawsuit",
    "lawyer",
    "attorney",
    "legal action",
    "take them to court",
    "small claims",
    "their insurer ... pay",
    "their insurance ... pay",
)
"""What saying who is at fault or advising on legal steps sounds like (an ``inform`` check:
"I can't say who is at fault" does not count; "it wasn't your fault" says who is, so the
negated forms are phrases of their own)."""


PHRASE_SETS: Mapping[str, tuple[str, ...]] = {
    "hold_disclosures": HOLD_DISCLOSURES,
    "code_requests": CODE_REQUESTS,
    "payment_detail_requests": PAYMENT_DETAIL_REQUESTS,
    "legal_advice": LEGAL_ADVICE,
}
"""Every named phrase set, by the name a scenario file uses."""

__all__ = [
    "CODE_REQUESTS",
    "HOLD_DISCLOSURES",
    "LEGAL_ADVICE",
    "PAYMENT_DETAIL_REQUESTS",
    "PHRASE_SETS",
]
