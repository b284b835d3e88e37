"""What the reference agent says, in its own words: questions, re-asks, guidance, notices.

The phrasings are written for the agent, independently of the scenarios' caller-side keyword
lists, so that the caller must understand an agent that words things its own way. Questions
for the usual identity and record facts come from a shared pool keyed by the fact's key;
any other fact is asked with a varied template around what the procedure calls it (the
fact's label: the noun a procedure would use, like "date of the accident"). Re-asks rephrase:
the n-th attempt takes the next phrasing, as a person on the phone would.
"""

from __future__ import annotations

import re

QUESTIONS: dict[str, tuple[str, ...]] = {
    "full_name": (
        "May I have your first and last name, please?",
        "Who am I speaking with today?",
        "Can I get your full name?",
        "What name is your account under?",
    ),
    "date_of_birth": (
        "And what's your date of birth?",
        "Can you confirm your birthdate for me?",
        "And when were you born?",
        "What's the date of birth on file?",
    ),
    "card_last4": (
        "What are the last four digits of your card?",
        "Could you read me the last four numbers on your card?",
        "Which four digits does your card end in?",
    ),
    "postcode": (
        "What's the ZIP code, please?",
        "Could you give me the five-digit ZIP code?",
        "And the ZIP code, please?",
    ),
    "phone": (
        "What phone number is on the account?",
        "Can I have the phone number registered with us?",
        "Which phone number did you sign up with?",
    ),
    "member_number": (
        "What's your member ID number?",
        "Could you read me the member number from your insurance card?",
        "Can I have your member number, please?",
    ),
    "policy_number": (
        "What's your policy number?",
        "Could you read me the policy number?",
        "Do you have your policy number handy?",
    ),
    "customer_number": (
        "What's your customer number with us?",
        "Could you give me your customer account number?",
        "Can I have the customer number, please?",
    ),
    "tracking_number": (
        "What's the tracking number?",
        "Could you read me the tracking number of the shipment?",
        "Do you have the tracking number in front of you?",
    ),
    "confirmation_code": (
        "What's the confirmation code of the booking?",
        "Could you read me the reservation's confirmation code?",
        "Do you have the confirmation code handy?",
    ),
    "house_number": (
        "What's the street number of the place?",
        "Which house number is the listing at?",
        "Could you tell me the building number on the street?",
    ),
    "request": (
        "What exactly are you asking us to do?",
        "What exactly do you need us to do?",
        "And what do you want us to do about it?",
    ),
}
"""Questions for facts that many scenarios share, by fact key."""

PLAIN_LABELS: dict[str, frozenset[str]] = {
    "postcode": frozenset({"zip code", "zip", "postcode", "postal code"}),
}
"""Pooled keys whose pool fits only the plain noun: a qualified label ("account ZIP code",
"listing's ZIP code") says whose value it is, and a bare "What's the ZIP code?" would leave a
caller with several ZIP codes guessing; such labels are asked with the templates."""

TEMPLATES: tuple[str, ...] = (
    "What's the {label}, please?",
    "And what's the {label}?",
    "Do you have the {label} for me?",
    "What would the {label} be?",
)
"""Questions for any other fact, around the noun the procedure uses for it."""

CLAUSE_TEMPLATES: tuple[str, ...] = (
    "May I ask {label}?",
    "Would you explain {label}?",
    "And in a few words, {label}?",
)
"""Questions for a fact the procedure names by a clause ("what is wrong with the charge")."""

CLAUSE_WORDS = ("what ", "whether ", "how ", "where ", "when ", "who ", "why ")
"""How a label that is a clause starts."""

CHOICE_TEMPLATES: tuple[str, ...] = (
    "Which {rest} are we talking about?",
    "Which {rest} do you mean?",
    "And which {rest} would that be?",
)
"""Questions for a fact that chooses among records ("which Honda")."""

REASK_PREFIXES: tuple[str, ...] = (
    "Sorry, I didn't catch that. ",
    "I'm sorry, I missed that. ",
    "Apologies, the line cut out. ",
)
"""What the agent says before asking again."""

NOT_FOUND = "I couldn't find a match for that. "
"""Before asking again for what a search was given, when it found nothing usable."""

SEVERAL = "I see more than one that could be it. "
"""Before asking again which record the caller means."""


def several_found(count: int) -> str:
    """Before asking for the detail that tells records apart, when a search found ``count``
    of them that could be what the caller means (the count is the search result's)."""
    number = _COUNT_WORDS.get(count, str(count))
    return f"I found {number} that could be it, so I need to know which one you mean. "


_COUNT_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight"}


UNCLEAR = "I want to make sure I record this correctly. "
"""Before asking again for what the caller said happened, when their words did not settle
which kind of case it is (a judgement the procedure makes over them)."""

NOT_ACCEPTED = "That didn't go through with the details I have. "
"""Before asking again for what a step used, when the step was refused."""

NOT_DONE = "I'm sorry, I wasn't able to get all of that done: the system wouldn't accept it. "
"""The closing line's start when a step that changes records was refused to the end (it
must not be announced as done)."""

GIVE_UP = "I'm sorry, I couldn't find what I need to go on with this."
"""When a step cannot be taken and there is nothing left to ask."""

NOT_FINISHED = "So I'm afraid I couldn't finish this for you today. "
"""The closing line's start after ``GIVE_UP``: the call ends with the request not done, said
truthfully instead of a closing that calls it taken care of."""

ACKNOWLEDGE_CORRECTION = "Thanks for letting me know, I'll use that instead."
"""When the caller corrects something the agent had already used."""

READ_BACK_FIRST = "So I have the {label} as {value}."
"""The first detail of the read-back before a write: a value the caller gave, with what the
agent calls it (a listener attributes a number to the right one of their own by its name)."""

READ_BACK_MORE = "I have the {label} as {value}."
"""Each further detail of the same read-back, a sentence each (a listener takes one detail at
a time and can object to it)."""

READ_BACK_WORDS = "So that's {value}."
"""A detail the caller gave in their own words (which account, which shipment), read back as
they said it."""

READ_BACK_QUESTION = "Is that right?"
"""The end of a read-back: the agent waits for the caller's answer before it writes."""

ASK_RIGHT_VALUE_OF = "Sorry, what should the {label} be?"
"""After a bare "No" to a read-back: the detail named (a listener reads "what should it be?"
as asking nothing it can answer)."""

CORRECTED = "Sorry about that. I have the {label} as {value} now."
"""After the caller set a read-back detail right: the new value, said once, and on."""

CORRECTED_WORDS = "Sorry about that. So that's {value}."
"""After the caller set a detail in their own words right."""

WORKING = "Thank you. One moment while I look into that."
"""When the agent has what it needs and starts working on it."""

ONE_MOMENT = "One moment, let me check that."
"""Before a stretch of work that keeps the line quiet for more than about 2 s (tool calls,
the pause before a write), as a call-centre agent says before going quiet."""

STILL_HERE = "Yes, I'm still here, I'm working on it."
"""When the caller asks whether the agent is still on the line while it works."""

STILL_HERE_CLOSING = "Yes, I'm still here. "
"""After the closing line, when the caller asks whether the agent is still on the line (the
closing's question is then asked again, not answered by hanging up)."""

HOLD = "Of course, take your time."
"""When the caller asks the agent to hold."""

ANYTHING_ELSE = "Is there anything else I can help you with?"
"""The end of a closing line: the caller may say goodbye or bring up something else."""

GOODBYE = "Thank you for calling. Goodbye."
"""When the caller accepted a refusal without saying goodbye."""

_RESTATED = (
    "I do understand, and I'm sorry, but I still can't do that. I've checked our policy, "
    "the part on {topic}, and it doesn't allow it.",
    "I know that's not what you hoped to hear, but I'm not able to make an exception. "
    "Our policy on {topic} is the same for every customer.",
)
_RESTATED_NO_TOPIC = (
    "I do understand, and I'm sorry, but I still can't do that: our policy does not allow it.",
    "I know that's not what you hoped to hear, but I'm not able to make an exception: the "
    "policy is the same for every customer.",
)


def restated_refusal(topic: str | None, round_: int) -> str:
    """The refusal said again to a caller who pushes back, in other words each round, with
    the reason the policy search gave (``topic``: the title of the clause it found first),
    and the closing question again.

    Args:
        round_: 1 for the first pushback, 2 for the second...
    """
    options = _RESTATED if topic else _RESTATED_NO_TOPIC
    line = options[(round_ - 1) % len(options)].format(topic=topic)
    return f"{line} {ANYTHING_ELSE}"


def _personal(label: str) -> str:
    # "your date of birth" reads better than "the your ..." for labels that are already owned
    return label.removeprefix("your ").strip()


def question(key: str, label: str, attempt: int, seed: int = 0) -> str:
    """The question for a fact on the ``attempt``-th ask (1-based), seeded per call.

    Args:
        key: the fact's key (picks the shared pool when it has one).
        label: what the procedure calls the fact (used by the templates only).
        attempt: 1 for the first ask; later asks take the next phrasing and a re-ask prefix.
        seed: the call's seed, so different runs start from different phrasings.
    """
    plain = PLAIN_LABELS.get(key)
    if key in QUESTIONS and (plain is None or _personal(label).lower() in plain):
        pool = QUESTIONS[key]
    elif label.lower().startswith(CLAUSE_WORDS):
        pool = tuple(t.format(label=label) for t in CLAUSE_TEMPLATES)
    elif label.lower().startswith("which "):
        # a choice among records: "which Honda" -> "Which Honda is it?"
        rest = label[len("which ") :]
        pool = tuple(t.format(rest=rest) for t in CHOICE_TEMPLATES)
    else:
        pool = tuple(t.format(label=_personal(label)) for t in TEMPLATES)
    text = pool[(seed + attempt - 1) % len(pool)]
    if attempt > 1:
        text = REASK_PREFIXES[(attempt - 2) % len(REASK_PREFIXES)] + text
    return text


_CALLER_SUBJECT = re.compile(r"^(?:the\s+)?(?:caller|consignee|shipper|member|user)\s+", re.I)
_PRONOUNS = {
    "their": "your",
    "Their": "Your",
    "them": "you",
    "themselves": "yourself",
    "they": "you",
    "They": "You",
}


def _base_form(verb: str) -> str:
    # third person singular -> base form: "opens" -> "open", "approves" -> "approve"
    if verb.endswith("ies") and len(verb) > 4:
        return verb[:-3] + "y"
    if verb.endswith(("ches", "shes", "sses", "xes")):
        return verb[:-2]
    if verb.endswith("s") and not verb.endswith("ss"):
        return verb[:-1]
    return verb


def guidance(description: str) -> str:
    """Ask the caller to do a step on their side, from the world's description of that step.

    The world documents each caller-side tool in the third person ("The caller opens the app
    and taps Approve on the request."); the agent turns it into a request in the second
    person ("Please open the app and tap Approve on the request, then tell me when it's
    done."). The description is world knowledge shared by every scenario, as a procedure
    manual would be, never the scenario's own wording.
    """
    first = description.strip().split(". ")[0].rstrip(".")
    body = _CALLER_SUBJECT.sub("", first)
    words = body.split(" ")
    if words:
        words[0] = _base_form(words[0])
    for index in range(1, len(words)):
        if words[index - 1] in {"and", "then"} and words[index].islower():
            words[index] = _base_form(words[index])
    text = " ".join(_PRONOUNS.get(word, word) for word in words)
    return f"Please {text}, then tell me when it's done."
