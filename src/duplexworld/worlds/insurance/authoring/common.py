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

from duplexworld.authoring.references import (
    STEP_KEY,
    FromResult,
    check_selector,
    from_result,
    number_steps,
    ref,
)
from duplexworld.speech.spoken import speak_amount, speak_date, speak_digits

Record = dict[str, Any]
"""A scenario, fact, gold action or seed record as plain YAML-ready data."""


def fact(
    key: str,
    label: str,
    kind: str,
    value: str,
    *,
    spoken: str | None = None,
    reveal: str = "when_asked",
    keywords: tuple[str, ...] = (),
    variants: tuple[str, ...] = ("It's {spoken}.",),
    event: str | None = None,
    correction: Record | None = None,
) -> Record:
    """One caller fact; ``spoken`` defaults to the value rendered for its kind."""
    if spoken is None:
        spoken = render(kind, value)
    data: Record = {
        "key": key,
        "label": label,
        "kind": kind,
        "value": value,
        "spoken": spoken,
        "reveal": reveal,
    }
    if event is not None:
        data["event"] = event
    data["ask_keywords"] = list(keywords)
    data["answer_variants"] = list(variants)
    if correction is not None:
        data["correction"] = correction
    return data


def render(kind: str, value: str) -> str:
    """How a caller says a value of this kind."""
    if kind in ("digits", "postcode"):
        return speak_digits(value)
    if kind == "date":
        return speak_date(value)
    if kind == "amount":
        return speak_amount(value)
    return value


def correction(kind: str, value: str, after: str, variants: tuple[str, ...]) -> Record:
    """A later version of a fact, said after the agent called ``after``."""
    return {
        "value": value,
        "spoken": render(kind, value),
        "after": after,
        "variants": list(variants),
    }


# --- the facts every call needs --------------------------------------------------------------


def name_fact(name: str, reveal: str = "when_asked") -> Record:
    """The caller's own full name."""
    return fact(
        "full_name",
        "full name",
        "name",
        name,
        reveal=reveal,
        keywords=("full name", "your name", "who am i speaking", "who i'm speaking"),
        variants=("It's {spoken}.", "My name is {spoken}."),
    )


def dob_fact(iso: str) -> Record:
    """The caller's date of birth."""
    return fact(
        "date_of_birth",
        "date of birth",
        "date",
        iso,
        keywords=("date of birth", "birth date", "birthday", "born"),
        variants=("It's {spoken}.", "I was born {spoken}."),
    )


def policy_fact(
    number: str,
    variants: tuple[str, ...] = (
        "My policy number is {spoken}.",
        "Sure, the policy number is {spoken}.",
    ),
    fix: Record | None = None,
) -> Record:
    """The six-digit policy number the caller reads off their insurance card."""
    return fact(
        "policy_number",
        "policy number",
        "digits",
        number,
        keywords=("policy number", "number on your card", "insurance card", "policy no"),
        variants=variants,
        correction=fix,
    )


def home_zip_fact(code: str) -> Record:
    """The ZIP code of the caller's address on file (the tier 2 step-up)."""
    return fact(
        "home_zip",
        "ZIP code",
        "postcode",
        code,
        keywords=("zip", "postcode", "postal code", "post code"),
        variants=("My ZIP code is {spoken}.", "The ZIP code is {spoken}."),
    )


def identity_facts(name: str, dob: str, number: str, name_reveal: str = "when_asked") -> list:
    """Name, date of birth and policy number: what verify_policyholder takes."""
    return [name_fact(name, name_reveal), dob_fact(dob), policy_fact(number)]


# --- facts of a loss ---------------------------------------------------------------------------


def loss_date_fact(iso: str, label: str = "date of the incident") -> Record:
    """The day the loss happened."""
    return fact(
        "loss_date",
        label,
        "date",
        iso,
        keywords=("when did", "what day", "which day", "what date", "date of the", "when was"),
        variants=("It happened on {spoken}.", "That was {spoken}."),
    )


ZIP_AT_HOME = ("It was parked at home, ZIP code {spoken}.", "At my house, the ZIP is {spoken}.")
"""How a caller says where a parked car was: at home."""
ZIP_ON_ROAD = ("It happened in ZIP code {spoken}.", "The ZIP code there is {spoken}.")
"""How a caller says where a loss on the road happened."""


def loss_zip_fact(code: str, variants: tuple[str, ...], reveal: str = "when_asked") -> Record:
    """The ZIP code where the loss happened."""
    return fact(
        "loss_zip",
        "ZIP code where it happened",
        "postcode",
        code,
        reveal=reveal,
        keywords=("zip", "where it happened", "where did", "where was", "location"),
        variants=variants,
    )


def estimate_fact(
    amount: str,
    variants: tuple[str, ...],
    reveal: str = "when_asked",
    fix: Record | None = None,
) -> Record:
    """A repair or replacement estimate in dollars."""
    return fact(
        "estimate",
        "repair estimate",
        "amount",
        amount,
        reveal=reveal,
        keywords=("estimate", "how much", "cost", "quote"),
        variants=variants,
        correction=fix,
    )


def police_fact(digits: str, reveal: str = "when_asked") -> Record:
    """The police report number."""
    return fact(
        "police_report",
        "police report number",
        "digits",
        digits,
        reveal=reveal,
        keywords=("police report", "report number", "case number", "police"),
        variants=("The report number is {spoken}.", "The police report number is {spoken}."),
    )


def other_party_fact(
    name: str,
    label: str = "other driver's name",
    keywords: tuple[str, ...] = ("other driver", "driver's name", "who hit", "the driver"),
    reveal: str = "when_asked",
    fix: Record | None = None,
) -> Record:
    """The other driver, or the person responsible for the loss."""
    return fact(
        "other_party",
        label,
        "name",
        name,
        reveal=reveal,
        keywords=keywords,
        variants=("The name is {spoken}.", "It's {spoken}."),
        correction=fix,
    )


def stolen_value_fact(amount: str) -> Record:
    """What the stolen property was worth, in dollars."""
    return fact(
        "stolen_value",
        "value of the stolen items",
        "amount",
        amount,
        keywords=("worth", "value", "stolen items"),
        variants=("Altogether about {spoken}.", "They were worth {spoken} in total."),
    )


def text_fact(
    key: str, label: str, spoken: str, keywords: tuple[str, ...], reveal: str = "when_asked"
) -> Record:
    """Context an agent may ask about but no tool takes (never a gold argument)."""
    return fact(
        key,
        label,
        "text",
        spoken,
        spoken=spoken,
        reveal=reveal,
        keywords=keywords,
        variants=("{spoken}.",),
    )


def choice_fact(
    key: str,
    label: str,
    value: str,
    spoken: str,
    keywords: tuple[str, ...],
    reveal: str = "when_asked",
) -> Record:
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
        variants=("{spoken}.",),
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


def holder() -> FromResult:
    """The caller's policyholder id, as verify_policyholder reports it."""
    return from_result("verify_policyholder", HOLDER_ID)


def act(
    name: str,
    info: str = "",
    critical: list[str] | None = None,
    step: str | None = None,
    **arguments: Any,
) -> Record:
    """An agent's gold tool call; ``step`` labels it for ``from_result``."""
    data: Record = {"name": name, "arguments": arguments}
    if step is not None:
        data[STEP_KEY] = step
    if critical is not None:
        data["critical"] = critical
    if info:
        data["info"] = info
    return data


def caller_act(name: str, info: str = "", **arguments: Any) -> Record:
    """A gold call the caller makes on their own side (the same arguments as its caller
    action)."""
    data: Record = {"name": name, "arguments": arguments, "actor": "user"}
    if info:
        data["info"] = info
    return data


def verify(info: str = "") -> Record:
    """verify_policyholder with the caller's name, birth date and policy number, in that order
    (the order the oracle asks for them)."""
    return act(
        "verify_policyholder",
        info or "tier 1: the caller is a party to the policy",
        full_name=ref("full_name"),
        date_of_birth=ref("date_of_birth"),
        policy_number=ref("policy_number"),
    )


def lookup(query: str, info: str) -> Record:
    """lookup_policy; the query is not scored (any wording that finds the clause will do)."""
    return act("lookup_policy", info, critical=[], query=query)


# --- seed records ----------------------------------------------------------------------------


def person(holder_id: str, name: str, dob: str, postcode: str) -> Record:
    """A policyholder record."""
    return {"id": holder_id, "full_name": name, "date_of_birth": dob, "postcode": postcode}


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
) -> Record:
    """A policy record keyed by its number."""
    default = AUTO_COVERAGES if line == "auto" else HOME_COVERAGES
    return {
        "number": number,
        "line": line,
        "status": status,
        "term_start": term[0],
        "term_end": term[1],
        "named_insureds": named,
        "listed": list(listed),
        "deductible": deductible,
        "coverages": dict(coverages if coverages is not None else default),
    }


def vehicle(item_id: str, number: str, description: str, area: str, driver: str = "") -> Record:
    """An insured vehicle."""
    data = {"id": item_id, "policy_number": number, "kind": "vehicle", "description": description}
    data["area"] = area
    if driver:
        data["principal_driver"] = driver
    return data


def home(item_id: str, number: str, description: str, area: str) -> Record:
    """An insured home or apartment (its main water valve is on)."""
    return {
        "id": item_id,
        "policy_number": number,
        "kind": "property",
        "description": description,
        "area": area,
        "water_main": "on",
    }


def claim(
    claim_id: str,
    item: Record,
    loss_type: str,
    loss_date: str,
    status: str,
    reported_by: str,
    facts: dict[str, str] | None = None,
    **extra: Any,
) -> Record:
    """A claim record on the item's policy."""
    data = {
        "id": claim_id,
        "policy_number": item["policy_number"],
        "item_id": item["id"],
        "loss_type": loss_type,
        "loss_date": loss_date,
        "status": status,
        "reported_by": reported_by,
        "facts": dict(facts or {}),
    }
    data.update(extra)
    return data


def decision(outcome: str, day: str, reason: str) -> Record:
    """An adjuster's decision as recorded on a claim."""
    return {"outcome": outcome, "date": day, "reason": reason}


def payment(
    payment_id: str, claim_id: str, amount: str, method: str, issued: str, status: str
) -> Record:
    """A claim payment."""
    return {
        "id": payment_id,
        "claim_id": claim_id,
        "amount": amount,
        "method": method,
        "issued": issued,
        "status": status,
    }


def slot(slot_id: str, area: str, day: str, window: str, booked_for: str | None = None) -> Record:
    """An inspection appointment near a ZIP code."""
    return {"id": slot_id, "area": area, "date": day, "window": window, "booked_for": booked_for}


# --- the scenario ----------------------------------------------------------------------------


def scenario(
    number: int,
    kind: str,
    *,
    note: str,
    persona: str,
    goal: str,
    purpose: str,
    facts: list[Record],
    opening: list[str],
    seed: dict[str, list[Record]],
    gold: list[Record],
    nl_assertion: str,
    difficulty: dict[str, Any],
    script: dict[str, list[str]] | None = None,
    **extra: Any,
) -> Record:
    """A scenario in the field order of the YAML files; ``note`` becomes the header comment."""
    data: Record = {
        "_note": note,
        "id": f"insurance_{kind}_{number:02d}",
        "world": "insurance",
        "conversation_type": kind,
        "persona": persona,
        "goal": goal,
        "purpose": purpose,
        "facts": facts,
        "script": {"opening": opening, **(script or {})},
    }
    for key in ("caller_actions", "suspension", "world_changes"):
        if key in extra:
            data[key] = extra.pop(key)
    reward_basis = extra.pop("reward_basis", ["DB", "ACTION"])
    nl_checks = extra.pop("nl_checks", None)
    if extra:
        raise TypeError(f"unknown scenario fields: {sorted(extra)}")
    data["seed"] = {table: rows for table, rows in seed.items() if rows}
    data["gold_actions"] = number_steps(gold, data["id"])
    data["reward_basis"] = reward_basis
    data["nl_assertion"] = nl_assertion
    if nl_checks:
        data["nl_checks"] = nl_checks
    data["channel"] = "clean"
    data["difficulty"] = difficulty
    return data
