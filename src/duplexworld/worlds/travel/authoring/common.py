"""Building blocks of the Hearthway scenario specs: facts, records, gold actions.

The scenario files under ``scenarios/`` are written from the specs in this package by
``duplexworld scenarios generate``. The helpers here keep the parts every scenario shares
identical: how a caller says a phone number or a date (the speech renderers the caller and
oracle also use), the keywords by which an agent asks for a fact (distinct per fact), and the
two-step identification (find by phone, verify with date of birth and card digits).
"""

from __future__ import annotations

from typing import Any

from duplexworld.authoring import (
    Authored,
    FromResult,
    Judgement,
    Pick,
    Step,
    Verification,
    WorldAuthor,
    act,
    check_selector,
    fact,
    from_result,
    ref,
)
from duplexworld.authoring.references import Near
from duplexworld.scenario.schema import CallerScript, Correction, Fact, RevealRule
from duplexworld.speech.spoken import speak_amount, speak_date, speak_digits
from duplexworld.worlds.travel.authoring.records import (
    Account,
    Cohost,
    Delegate,
    Listing,
    Reservation,
)

Spec = Authored
"""A built scenario (the schema model and its note)."""

AUTHOR = WorldAuthor("travel")
"""Builds the Hearthway scenarios."""


ACCOUNT_ID = r"U-\d{4}"
"""The shape of an account id as tool results show it."""
LISTING_ID = r"L-\d{4}"
"""The shape of a listing id."""
REPORT_ID = r"SA-\d{6}"
"""The shape of a Stay Assurance report id."""
TRIP_CODE = r"reservation (\d{6})"
"""A confirmation code as a list of trips shows it."""
REFUND = r"would refund (\d+\.\d{2})"
"""The refund a cancellation today would give, as get_reservation shows it."""
COHOST_ACCOUNT = r"co-host: [^(\n]+\((U-\d{4})\)"
"""A co-host's account id on a roster; the match starts at the name, so ``near`` a first
name selects the entry whose name it is (not the one printed before it)."""


def account_found(pick: Pick = "only") -> FromResult:
    """The account id the phone search returned (``try_each`` when several share the number)."""
    return from_result("find_hearthway_account_by_phone", ACCOUNT_ID, pick=pick)


VERIFICATION = Verification(
    "verify_account_holder",
    ("date_of_birth", "card_last4"),
    ACCOUNT_ID,
    info="authority is established before anything is read",
)
"""Date of birth and card's last four on the account the phone search returned; its result
shows the caller's own account id."""
verified_account = VERIFICATION.caller


def listing_found(*near: Near) -> FromResult:
    """The listing id the address search returned (``near`` picks one of several)."""
    return from_result("find_listing_by_address", LISTING_ID, *near)


def new_report() -> FromResult:
    """The Stay Assurance report id that open_stay_assurance_report just created."""
    return from_result("open_stay_assurance_report", REPORT_ID)


def refund_shown() -> FromResult:
    """The refund the latest get_reservation showed for a cancellation today."""
    return from_result("get_reservation", REFUND)


def speak_phone(phone: str) -> str:
    """A 10-digit number as callers group it: "four one five, three eight two, ..."."""
    return ", ".join(speak_digits(part) for part in (phone[:3], phone[3:6], phone[6:]))


def speak_grouped(digits: str) -> str:
    """Digits read in two halves with a pause: "4471" -> "four four, seven one".

    The pause keeps the recogniser from merging or dropping digits (whisper wrote "four one
    nine zero" as "410-0" and "five eight one seven" as the date "5-8-17").
    """
    half = len(digits) // 2
    return f"{speak_digits(digits[:half])}, {speak_digits(digits[half:])}"


# --- the facts every caller holds --------------------------------------------------------


def phone_fact(phone: str) -> Fact:
    """The phone number on the caller's account (how Hearthway finds the account)."""
    return fact(
        "phone",
        "phone number",
        "digits",
        phone,
        spoken=speak_phone(phone),
        keywords=["phone number", "mobile number", "number on your account"],
        answers=["It's {spoken}.", "My number is {spoken}."],
    )


def dob_fact(iso: str) -> Fact:
    """The caller's date of birth (first verification factor)."""
    return fact(
        "date_of_birth",
        "date of birth",
        "date",
        iso,
        spoken=speak_date(iso),
        keywords=["date of birth", "birth date", "birthday", "born"],
        answers=["It's {spoken}.", "I was born {spoken}."],
    )


def card_fact(last4: str) -> Fact:
    """The last four digits of the card on the account (second verification factor)."""
    return fact(
        "card_last4",
        "card's last four digits",
        "digits",
        last4,
        spoken=speak_grouped(last4),
        keywords=["last four", "card number", "ending in", "ends in"],
        answers=["My card ends in {spoken}.", "The last four digits are {spoken}."],
    )


def identity_facts(phone: str, dob: str, card: str) -> list[Fact]:
    """Phone, date of birth and card digits, in the order the agent needs them."""
    return [phone_fact(phone), dob_fact(dob), card_fact(card)]


def identify(info: str = "", pick: Pick = "only") -> list[Step]:
    """Gold: find the account by phone, then verify the caller with the two factors on the
    account the search returned (``pick="try_each"`` when several accounts share the number)."""
    return [
        act(
            "find_hearthway_account_by_phone",
            phone_number=ref("phone"),
            info="candidate account ids only; the number does not verify",
        ),
        VERIFICATION.step(info, account_id=account_found(pick)),
    ]


def find_listing(info: str = "") -> Step:
    """Gold: find the listing by the street number and ZIP code the caller gives."""
    return act(
        "find_listing_by_address",
        house_number=ref("house_number"),
        postcode=ref("postcode"),
        info=info,
    )


# --- facts about trips and listings ------------------------------------------------------


def code_fact(
    code: str, reveal: RevealRule = "when_asked", correction: Correction | None = None
) -> Fact:
    """A reservation's six-digit confirmation code, read digit by digit."""
    return fact(
        "confirmation_code",
        "confirmation code",
        "digits",
        code,
        spoken=speak_grouped(code),
        keywords=["confirmation code", "reservation code", "booking code", "confirmation number"],
        answers=["It's {spoken}.", "The code is {spoken}."],
        reveal=reveal,
        correction=correction,
    )


def house_fact(number: str, correction: Correction | None = None) -> Fact:
    """The street number of the listing's building."""
    return fact(
        "house_number",
        "listing's street number",
        "digits",
        number,
        spoken=speak_digits(number),
        keywords=["street number", "house number", "building number"],
        answers=["It's {spoken}.", "The street number is {spoken}."],
        correction=correction,
    )


def zip_fact(postcode: str) -> Fact:
    """The ZIP code of the listing."""
    return fact(
        "postcode",
        "listing's ZIP code",
        "postcode",
        postcode,
        spoken=speak_digits(postcode),
        keywords=["zip", "postcode", "postal code"],
        answers=["It's {spoken}.", "The ZIP code is {spoken}."],
    )


def night_facts(first: str, last: str, last_correction: Correction | None = None) -> list[Fact]:
    """The first and the last night of a range to block (both inclusive)."""
    return [
        fact(
            "first_night",
            "first night to block",
            "date",
            first,
            spoken=speak_date(first),
            keywords=["first night", "start date", "starting on"],
            answers=["The first night is {spoken}.", "From the night of {spoken}."],
        ),
        fact(
            "last_night",
            "last night to block",
            "date",
            last,
            spoken=speak_date(last),
            keywords=["last night", "end date", "ending on"],
            answers=["The last night is {spoken}.", "Through the night of {spoken}."],
            correction=last_correction,
        ),
    ]


def amount_fact(
    key: str,
    label: str,
    value: str,
    keywords: list[str],
    reveal: RevealRule,
    answers: tuple[str, ...] = ("It was {spoken}.", "That was {spoken}."),
) -> Fact:
    """An amount of dollars the caller states (a cost, a price); ``answers`` may say what it
    is the cost of ("The duvet was {spoken}.")."""
    return fact(
        key,
        label,
        "amount",
        value,
        spoken=speak_amount(value),
        keywords=keywords,
        answers=list(answers),
        reveal=reveal,
    )


def date_fact(key: str, label: str, iso: str, keywords: list[str], reveal: RevealRule) -> Fact:
    """A date the caller states (when something happened)."""
    return fact(
        key,
        label,
        "date",
        iso,
        spoken=speak_date(iso),
        keywords=keywords,
        answers=["It was {spoken}.", "{spoken}."],
        reveal=reveal,
    )


def choice_fact(
    key: str,
    label: str,
    value: str,
    spoken: str,
    keywords: list[str],
    answers: tuple[str, ...] = ("{spoken}.",),
    reveal: RevealRule = "when_asked",
) -> Fact:
    """Which of several records the caller means: ``value`` is the word the right record's
    result text shows (a unit number, a first name), so a gold reference selects it with
    ``near``; ``spoken`` is how the caller says it and contains it (``volunteered`` when the
    opening already names it)."""
    check_selector(key, value, spoken)
    return fact(
        key,
        label,
        "text",
        value,
        spoken=spoken,
        keywords=keywords,
        answers=list(answers),
        reveal=reveal,
    )


def time_fact(
    key: str,
    label: str,
    value: str,
    spoken: str,
    keywords: list[str],
    reveal: RevealRule = "when_asked",
    correction: Correction | None = None,
) -> Fact:
    """A time of day the caller asks for ("four in the afternoon"); ``value`` is the 24-hour
    form the tools take ("16:00")."""
    return fact(
        key,
        label,
        "time",
        value,
        spoken=spoken,
        keywords=keywords,
        answers=["{spoken}, please.", "From {spoken}."],
        reveal=reveal,
        correction=correction,
    )


# --- records -----------------------------------------------------------------------------


def account(account_id: str, name: str, phone: str, dob: str, card: str, **extra: Any) -> Account:
    """An account record (guest, host or both)."""
    return Account(
        id=account_id, full_name=name, phone=phone, date_of_birth=dob, card_last4=card, **extra
    )


def listing(
    listing_id: str,
    title: str,
    address: tuple[str, str, str, str],
    host_id: str,
    unit: str = "",
    checkin: str = "15:00",
    checkout: str = "11:00",
    blocked: list[str] | None = None,
) -> Listing:
    """A listing record; ``address`` is (house number, street, city, ZIP code)."""
    house, street, city, postcode = address
    return Listing(
        id=listing_id,
        title=title,
        house_number=house,
        street=street,
        city=city,
        postcode=postcode,
        host_id=host_id,
        checkin_time=checkin,
        checkout_time=checkout,
        status="listed",
        blocked_nights=blocked or [],
        **({"unit": unit} if unit else {}),
    )


def cohost(
    entry_id: str, listing_id: str, account_id: str, permission: str, status: str = "active"
) -> Cohost:
    """A co-host roster entry."""
    return Cohost(
        id=entry_id,
        listing_id=listing_id,
        account_id=account_id,
        permission=permission,
        status=status,
    )


def stay(
    code: str,
    listing_id: str,
    guest_id: str,
    dates: tuple[str, str],
    total: str,
    policy: str = "moderate",
    status: str = "confirmed",
    guests: int = 2,
    host_photos: int = 0,
) -> Reservation:
    """A reservation record; ``dates`` is (check-in, checkout)."""
    return Reservation(
        code=code,
        listing_id=listing_id,
        guest_id=guest_id,
        check_in=dates[0],
        check_out=dates[1],
        guests=guests,
        total=total,
        cancellation_policy=policy,
        status=status,
        host_photos=host_photos,
    )


def delegate(entry_id: str, code: str, account_id: str, scope: str) -> Delegate:
    """An entry of a trip's delegate list (scope: view or manage)."""
    return Delegate(id=entry_id, reservation_code=code, account_id=account_id, scope=scope)


def scenario(
    number: int,
    kind: str,
    persona: str,
    *,
    comment: str,
    goal: str,
    purpose: str,
    facts: list[Fact],
    opening: list[str],
    seed: dict[str, list[Any]],
    gold: list[Step],
    difficulty: dict[str, Any],
    nl_assertion: str | None = None,
    **extra: Any,
) -> Authored:
    """A Hearthway scenario; ``comment`` heads its generated file. ``extra`` holds further
    schema fields (``script`` lines beyond the opening, ``caller_actions``, ``suspension``,
    ``world_changes``...)."""
    script = CallerScript(opening=tuple(opening), **(extra.pop("script", None) or {}))
    if nl_assertion:
        extra["nl_assertion"] = nl_assertion
    return AUTHOR.scenario(
        number,
        kind,
        note=comment,
        persona=persona,
        goal=goal,
        purpose=purpose,
        facts=facts,
        script=script,
        seed=seed,
        gold=gold,
        difficulty=difficulty,
        **extra,
    )


ISSUE_CATEGORY = Judgement(
    {
        "furniture": (
            *("table*", "chair*", "sofa*", "couch*", "bed", "bed frame", "dresser*", "desk*"),
            *("furniture", "shelf", "shelves"),
        ),
        "electronics": ("tv", "television*", "speaker*", "console*", "stereo", "electronic*"),
        "linens": ("duvet*", "sheet*", "towel*", "linen*", "pillow*", "blanket*", "comforter*"),
        "flooring": ("floor", "floors", "flooring", "carpet*", "rug*"),
        "fixtures": ("faucet*", "fixture*", "sink*", "toilet*", "shower*"),
        "appliances": (
            *("dishwasher*", "fridge*", "refrigerator*", "oven*", "microwave*"),
            *("washing machine*", "dryer*", "appliance*"),
        ),
        "decor": ("mirror*", "painting*", "lamp*", "vase*", "decor*", "curtain*"),
        "cleaning": ("extra cleaning", "deep clean*", "cleaning fee"),
        "access": ("locked out", "couldn't get in", "could not get in", "lockbox", "door code"),
        "cleanliness": ("dirty", "filthy", "unclean*", "cockroach*", "bugs"),
        "safety": ("smoke alarm*", "carbon monoxide", "unsafe", "exposed wir*"),
        "amenities": ("no hot water", "wifi", "wi-fi", "amenit*"),
        "not_as_described": ("not as described", "didn't match the listing", "misleading"),
    }
)
"""add_report_issue's category, as its documentation lists them (host damage: furniture,
electronics, linens, flooring, fixtures, appliances, decor, cleaning; guest problems: access,
cleanliness, safety, amenities, not_as_described), by the item or problem the caller names."""


__all__ = [
    "ISSUE_CATEGORY",
    "account",
    "account_found",
    "ACCOUNT_ID",
    "act",
    "amount_fact",
    "Authored",
    "card_fact",
    "check_selector",
    "choice_fact",
    "code_fact",
    "cohost",
    "COHOST_ACCOUNT",
    "date_fact",
    "delegate",
    "dob_fact",
    "fact",
    "from_result",
    "FromResult",
    "house_fact",
    "find_listing",
    "identify",
    "identity_facts",
    "listing",
    "listing_found",
    "LISTING_ID",
    "new_report",
    "night_facts",
    "phone_fact",
    "Pick",
    "ref",
    "REFUND",
    "refund_shown",
    "REPORT_ID",
    "scenario",
    "speak_grouped",
    "speak_phone",
    "Spec",
    "stay",
    "Step",
    "time_fact",
    "TRIP_CODE",
    "verified_account",
    "zip_fact",
]
"""Everything a spec module may import from the package (``travel.authoring``)."""
