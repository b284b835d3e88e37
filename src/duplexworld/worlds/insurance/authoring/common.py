"""Building blocks of Harborline scenarios: facts, seed records and gold actions.

Every fact a gold action takes is spoken the way the caller says it over the phone (digits one
by one, dates and amounts in words) and is rendered from its canonical value here, so the
spoken form and the value can never disagree. Digit strings are like real ones (zeros
anywhere); digit answers lead in with a few words ("My policy number is ...") as people say
them. Ask keywords are fixed per kind of fact, so the facts of one scenario never share a
keyword.
"""

from __future__ import annotations

from typing import Any

from duplexworld.authoring import (
    Authored,
    FromResult,
    Judgement,
    Step,
    Verification,
    WorldAuthor,
    check_selector,
    fact,
    from_result,
    promises_none,
    ref,
)
from duplexworld.scenario.schema import (
    CallerScript,
    Correction,
    Fact,
    RevealRule,
    SpeechCheck,
)
from duplexworld.worlds.insurance.authoring.records import (
    Claim,
    InspectionSlot,
    Item,
    Payment,
    Policy,
    Policyholder,
)

AUTHOR = WorldAuthor("insurance")
"""Builds the Harborline scenarios."""

__all__ = ["Authored", "FromResult", "from_result", "ref"]


# --- the facts every call needs --------------------------------------------------------------


def name_fact(name: str, reveal: RevealRule = "when_asked") -> Fact:
    """The caller's own full name."""
    return fact(
        "full_name",
        "full name",
        "name",
        name,
        reveal=reveal,
        keywords=("full name", "your name", "who am i speaking", "who i'm speaking"),
        answers=("It's {spoken}.", "My name is {spoken}."),
    )


def dob_fact(iso: str) -> Fact:
    """The caller's date of birth."""
    return fact(
        "date_of_birth",
        "date of birth",
        "date",
        iso,
        keywords=("date of birth", "birth date", "birthday", "born"),
        answers=("It's {spoken}.", "I was born {spoken}."),
    )


def policy_fact(
    number: str,
    variants: tuple[str, ...] = (
        "My policy number is {spoken}.",
        "Sure, the policy number is {spoken}.",
    ),
    fix: Correction | None = None,
) -> Fact:
    """The six-digit policy number the caller reads off their insurance card."""
    return fact(
        "policy_number",
        "policy number",
        "digits",
        number,
        keywords=("policy number", "number on your card", "insurance card", "policy no"),
        answers=variants,
        correction=fix,
    )


def home_zip_fact(code: str) -> Fact:
    """The ZIP code of the caller's address on file (the tier 2 step-up)."""
    return fact(
        "home_zip",
        "ZIP code",
        "postcode",
        code,
        keywords=("zip", "postcode", "postal code", "post code"),
        answers=("My ZIP code is {spoken}.", "The ZIP code is {spoken}."),
    )


def identity_facts(
    name: str, dob: str, number: str, name_reveal: RevealRule = "when_asked"
) -> list[Fact]:
    """Name, date of birth and policy number: what verify_policyholder takes."""
    return [name_fact(name, name_reveal), dob_fact(dob), policy_fact(number)]


# --- facts of a loss ---------------------------------------------------------------------------


def loss_date_fact(iso: str, label: str = "date of the incident") -> Fact:
    """The day the loss happened."""
    return fact(
        "loss_date",
        label,
        "date",
        iso,
        keywords=("when did", "what day", "which day", "what date", "date of the", "when was"),
        answers=("It happened on {spoken}.", "That was {spoken}."),
    )


def loss_story_fact(spoken: str, reveal: RevealRule = "when_asked") -> Fact:
    """What happened, in the caller's sentence: what the kind of loss is judged from."""
    return fact(
        "what_happened",
        "what happened",
        "text",
        spoken,
        reveal=reveal,
        keywords=("what happened", "what caused", "how did it happen", "tell me about the"),
        answers=("{spoken}",),
    )


LOSS_TYPE = Judgement(
    {
        "collision": (
            *("backed into", "backed my", "rear-end*", "rear end*", "slammed into", "ran into"),
            *("crash*", "collision", "collided", "clipped", "into the back", "hit a", "hit my"),
        ),
        "hail": ("hail*",),
        "wind": ("wind", "windstorm", "gust*", "blew", "tornado"),
        "theft": ("stole*", "theft", "broke into", "took my", "robbed", "burglar*"),
        "vandalism": (
            *("vandal*", "keyed", "graffiti", "spray-paint*", "slashed", "smashed"),
            *("on purpose", "deliberately"),
        ),
        "glass": ("windshield", "windscreen", "glass"),
        "water": ("water", "pipe*", "leak*", "flood*", "burst"),
        "fire": ("fire", "burn*", "smoke"),
        "other": ("something else", "none of those"),
    }
)
"""open_claim's loss_type, as its documentation defines it (collision, hail, wind, theft,
vandalism: deliberate damage, glass, water, fire, other), in the words a caller uses."""


ZIP_AT_HOME = ("It was parked at home, ZIP code {spoken}.", "At my house, the ZIP is {spoken}.")
"""How a caller says where a parked car was: at home."""
ZIP_ON_ROAD = ("It happened in ZIP code {spoken}.", "The ZIP code there is {spoken}.")
"""How a caller says where a loss on the road happened."""


def loss_zip_fact(code: str, variants: tuple[str, ...], reveal: RevealRule = "when_asked") -> Fact:
    """The ZIP code where the loss happened."""
    return fact(
        "loss_zip",
        "ZIP code where it happened",
        "postcode",
        code,
        reveal=reveal,
        keywords=("zip", "where it happened", "where did", "where was", "location"),
        answers=variants,
    )


def estimate_fact(
    amount: str,
    variants: tuple[str, ...],
    reveal: RevealRule = "when_asked",
    fix: Correction | None = None,
) -> Fact:
    """A repair or replacement estimate in dollars."""
    return fact(
        "estimate",
        "repair estimate",
        "amount",
        amount,
        reveal=reveal,
        keywords=("estimate", "how much", "cost", "quote"),
        answers=variants,
        correction=fix,
    )


def police_fact(digits: str, reveal: RevealRule = "when_asked") -> Fact:
    """The police report number."""
    return fact(
        "police_report",
        "police report number",
        "digits",
        digits,
        reveal=reveal,
        keywords=("police report", "report number", "case number", "police"),
        answers=("The report number is {spoken}.", "The police report number is {spoken}."),
    )


def other_party_fact(
    name: str,
    label: str = "other driver's name",
    keywords: tuple[str, ...] = ("other driver", "driver's name", "who hit", "the driver"),
    reveal: RevealRule = "when_asked",
    fix: Correction | None = None,
) -> Fact:
    """The other driver, or the person responsible for the loss."""
    return fact(
        "other_party",
        label,
        "name",
        name,
        reveal=reveal,
        keywords=keywords,
        answers=("The name is {spoken}.", "It's {spoken}."),
        correction=fix,
    )


def stolen_value_fact(amount: str) -> Fact:
    """What the stolen property was worth, in dollars."""
    return fact(
        "stolen_value",
        "value of the stolen items",
        "amount",
        amount,
        keywords=("worth", "value", "stolen items"),
        answers=("Altogether about {spoken}.", "They were worth {spoken} in total."),
    )


def text_fact(
    key: str, label: str, spoken: str, keywords: tuple[str, ...], reveal: RevealRule = "when_asked"
) -> Fact:
    """Context an agent may ask about but no tool takes (never a gold argument)."""
    return fact(
        key,
        label,
        "text",
        spoken,
        spoken=spoken,
        reveal=reveal,
        keywords=keywords,
        answers=("{spoken}.",),
    )


def choice_fact(
    key: str,
    label: str,
    value: str,
    spoken: str,
    keywords: tuple[str, ...],
    reveal: RevealRule = "when_asked",
) -> Fact:
    """Which of several records the caller means (a car, a slot): ``value`` is the word the
    tool result shows for the right one ("Accord", "Thursday afternoon"), so a gold reference
    can select it with ``near``; ``spoken`` is how the caller says it and contains it."""
    check_selector(key, value, spoken)
    return fact(
        key,
        label,
        "text",
        value,
        spoken=spoken,
        reveal=reveal,
        keywords=keywords,
        answers=("{spoken}.",),
    )


# --- gold actions ----------------------------------------------------------------------------


CLAIM_ID = r"CLM-\d{6}-\d+"
"""The shape of a claim number as tool results show it."""
ITEM_ID = r"[VH]-\d{4}"
"""The shape of an insured item's id (vehicle or property)."""
HOLDER_ID = r"PH-\d{4}"
"""The shape of a policyholder id."""
SLOT_ID = r"SL-\d{4}"
"""The shape of an inspection slot id."""
PAYMENT_ID = r"PAY-\d{4}"
"""The shape of a payment id."""
POLICY_NUMBER = r"policy (\d{6})"
"""A policy number as a policy list shows it."""


def new_claim(step: str = "open_claim") -> FromResult:
    """The claim number the latest ``open_claim`` (or step ``step``) just created."""
    return from_result(step, CLAIM_ID)


VERIFICATION = Verification(
    "verify_policyholder",
    ("full_name", "date_of_birth", "policy_number"),
    HOLDER_ID,
    info="tier 1: the caller is a party to the policy",
)
"""Name, date of birth and policy number, in the order the oracle asks for them; its result
shows the caller's policyholder id."""
verify = VERIFICATION.step
holder = VERIFICATION.caller


def promises_nothing(
    *more: str, note: str = "says nothing is covered or will be paid"
) -> SpeechCheck:
    """The agent promises no payment or coverage (``payment_promise``, and ``more``, the
    scenario's own outcomes): only an adjuster decides coverage and payment."""
    return promises_none(*more, phrase_class="payment_promise", note=note)


# --- seed records ----------------------------------------------------------------------------


def person(holder_id: str, name: str, dob: str, postcode: str) -> Policyholder:
    """A policyholder record."""
    return Policyholder(id=holder_id, full_name=name, date_of_birth=dob, postcode=postcode)


AUTO_COVERAGES = {
    "liability": "2021-03-01",
    "collision": "2021-03-01",
    "comprehensive": "2021-03-01",
}
"""Coverage parts of an auto policy unless a scenario says otherwise (no rental, no roadside)."""
HOME_COVERAGES = {
    "dwelling": "2020-05-01",
    "personal_property": "2020-05-01",
    "liability": "2020-05-01",
}
"""Coverage parts of a home policy unless a scenario says otherwise (no water backup)."""


def policy(
    number: str,
    line: str,
    named: list[str],
    listed: tuple[str, ...] = (),
    coverages: dict[str, str] | None = None,
    deductible: str = "500.00",
    term: tuple[str, str] = ("2024-03-01", "2025-02-28"),
    status: str = "active",
) -> Policy:
    """A policy record keyed by its number."""
    default = AUTO_COVERAGES if line == "auto" else HOME_COVERAGES
    return Policy(
        number=number,
        line=line,
        status=status,
        term_start=term[0],
        term_end=term[1],
        named_insureds=list(named),
        listed=list(listed),
        deductible=deductible,
        coverages=dict(coverages if coverages is not None else default),
    )


def vehicle(item_id: str, number: str, description: str, area: str, driver: str = "") -> Item:
    """An insured vehicle."""
    extra = {"principal_driver": driver} if driver else {}
    return Item(
        id=item_id,
        policy_number=number,
        kind="vehicle",
        description=description,
        area=area,
        **extra,
    )


def home(item_id: str, number: str, description: str, area: str) -> Item:
    """An insured home or apartment (its main water valve is on)."""
    return Item(
        id=item_id,
        policy_number=number,
        kind="property",
        description=description,
        area=area,
        water_main="on",
    )


def claim(
    claim_id: str,
    item: Item,
    loss_type: str,
    loss_date: str,
    status: str,
    reported_by: str,
    facts: dict[str, str] | None = None,
    **extra: Any,
) -> Claim:
    """A claim record on the item's policy."""
    return Claim(
        id=claim_id,
        policy_number=item.policy_number,
        item_id=item.id,
        loss_type=loss_type,
        loss_date=loss_date,
        status=status,
        reported_by=reported_by,
        facts=dict(facts or {}),
        **extra,
    )


def decision(outcome: str, day: str, reason: str) -> dict[str, str]:
    """An adjuster's decision as recorded on a claim."""
    return {"outcome": outcome, "date": day, "reason": reason}


def payment(
    payment_id: str, claim_id: str, amount: str, method: str, issued: str, status: str
) -> Payment:
    """A claim payment."""
    return Payment(
        id=payment_id,
        claim_id=claim_id,
        amount=amount,
        method=method,
        issued=issued,
        status=status,
    )


def slot(
    slot_id: str, area: str, day: str, window: str, booked_for: str | None = None
) -> InspectionSlot:
    """An inspection appointment near a ZIP code."""
    return InspectionSlot(id=slot_id, area=area, date=day, window=window, booked_for=booked_for)


# --- the scenario ----------------------------------------------------------------------------


def scenario(
    number: int,
    kind: str,
    *,
    note: str,
    persona: str,
    goal: str,
    purpose: str,
    facts: list[Fact],
    opening: list[str],
    seed: dict[str, list[Any]],
    gold: list[Step],
    nl_assertion: str,
    difficulty: dict[str, Any],
    script: dict[str, list[str]] | None = None,
    **extra: Any,
) -> Authored:
    """A Harborline scenario; ``note`` heads its generated file. ``extra`` holds further
    schema fields (``caller_actions``, ``suspension``, ``world_changes``...)."""
    return AUTHOR.scenario(
        number,
        kind,
        note=note,
        persona=persona,
        goal=goal,
        purpose=purpose,
        facts=facts,
        script=CallerScript(opening=tuple(opening), **(script or {})),
        seed={table: rows for table, rows in seed.items() if rows},
        gold=gold,
        nl_assertion=nl_assertion,
        difficulty=difficulty,
        **extra,
    )
