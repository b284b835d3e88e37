"""The Healthcare world's authoring library: its scenario builder, the facts its
callers hold (defined once, used by every scenario that needs them) and the shapes of
the record ids its tool results show, and the verification gold step every call starts
with."""

from __future__ import annotations

from duplexworld.authoring import (
    FactTemplate,
    Judgement,
    Verification,
    WorldAuthor,
)

AUTHOR = WorldAuthor("healthcare")
"""Builds the Healthcare scenarios."""
scenario = AUTHOR.scenario

MEMBER_ID = r"M-\d{4}"
"""The shape of a member id as tool results show it."""
CLAIM_ID = r"CL-\d{4}"
"""The shape of a claim id as tool results show it."""
LISTED_MEMBER_ID = r"Member [^(]*\((M-\d{4})\)"
"""A member id after a name, as get_access_summary lists the members the caller may reach."""
LISTED_RX_NUMBER = r"Rx (\d{6})"
"""A prescription number as a list of prescriptions shows it."""
PROVIDER_ID = r"P-\d{3}"
"""The shape of a provider id as tool results show it."""
PHARMACY_ID = r"PH-\d{3}"
"""The shape of a pharmacy id as tool results show it."""


# --- the facts callers hold ---

MEMBER_NUMBER = FactTemplate(
    key="member_number",
    label="member number",
    kind="digits",
    keywords=("member id", "id number", "card number"),
    answers=("It's {spoken}.", "My member number is {spoken}."),
)
"""The caller's member number."""

DATE_OF_BIRTH = FactTemplate(
    key="date_of_birth",
    label="date of birth",
    kind="date",
    keywords=("birth date", "your birthdate", "birthday", "born"),
    answers=("It's {spoken}.", "I was born {spoken}."),
)
"""The caller's date of birth."""

ZIP_CODE = FactTemplate(
    key="zip_code",
    label="ZIP code",
    kind="postcode",
    keywords=("zip", "postal code"),
    answers=("It's {spoken}.", "My ZIP code is {spoken}."),
)
"""The caller's ZIP code."""

FATHER_NAME = FactTemplate(
    key="father_name",
    label="father's name",
    kind="name",
    keywords=("his name", "father's name", "dad's name"),
    answers=("His name is {spoken}.",),
    reveal="volunteered",
)
"""The caller's father's name."""

RX_NUMBER = FactTemplate(
    key="rx_number",
    label="prescription number",
    kind="digits",
    keywords=("rx number", "label", "prescription num"),
    answers=("The label says {spoken}.", "It's {spoken}."),
)
"""The caller's prescription number."""

SERVICE_DATE = FactTemplate(
    key="service_date",
    label="date of service",
    kind="date",
    keywords=("service date", "what date", "which date", "when was"),
    answers=("The letter says {spoken}.", "It was {spoken}."),
)
"""The caller's date of service."""

SEARCH_ZIP = FactTemplate(
    key="search_zip",
    label="ZIP code",
    kind="postcode",
    keywords=("zip", "postal code"),
    answers=("It's {spoken}.", "The ZIP code is {spoken}."),
)
"""The caller's ZIP code."""

DOCTOR_LAST_NAME = FactTemplate(
    key="doctor_last_name",
    label="doctor's last name",
    kind="name",
    keywords=("last name", "spell", "doctor's name"),
    answers=(
        "Her last name is {spoken}, spelled N G U Y E N.",
        "The last name is {spoken}, spelled N G U Y E N.",
    ),
    reveal="volunteered",
)
"""The caller's doctor's last name."""

ACCIDENT_DATE = FactTemplate(
    key="accident_date",
    label="date of the accident",
    kind="date",
    keywords=("accident date", "when did it happen", "when did you fall", "day of the fall"),
    answers=("It was {spoken}.", "That was {spoken}."),
    reveal="volunteered",
)
"""The caller's date of the accident."""

HOSPITAL = FactTemplate(
    key="hospital",
    label="hospital",
    kind="text",
    keywords=("which hospital", "where were you treated"),
    answers=("At the {spoken}.",),
    reveal="volunteered",
)
"""The caller's hospital."""


# --- the gold steps most calls share ---

VERIFICATION = Verification("verify_member", ("member_number", "date_of_birth"), MEMBER_ID)
"""Member number and date of birth; its result shows the caller's member id."""
verify = VERIFICATION.step
member = VERIFICATION.caller


# --- the judgements the tools ask for, over what the caller says ---

SPECIALTY = Judgement(
    {
        "family medicine": (
            *("family doctor", "family medicine", "regular doctor", "primary doctor"),
            *("general doctor", "checkup", "check-up"),
        ),
        "internal medicine": ("internist", "internal medicine"),
        "pediatrics": ("pediatric*", "children's doctor", "child's doctor", "kids' doctor"),
        "cardiology": ("cardiolog*", "heart doctor", "heart specialist"),
    }
)
"""find_providers' specialty: the kind of doctor the caller asks for, in their words."""

ACCIDENT_CAUSE = Judgement(
    {
        "motor_vehicle": (
            *("rear-end*", "rear end*", "car accident", "car crash", "my car", "our car"),
            *("pickup truck", "traffic", "collision", "crash*", "red light"),
        ),
        "workplace": ("at work", "on the job", "workplace", "my shift"),
        "premises": (
            *("slipped", "tripped", "wet floor", "spill*", "in a store", "at the store"),
            *("market", "shop*", "someone else's property"),
        ),
        "sports": ("playing", "soccer", "football", "basketball", "sport*", "practice"),
        "other": ("something else", "none of those"),
    }
)
"""record_accident_details' cause, as its documentation defines it: motor_vehicle,
workplace, premises (hurt on someone else's property, such as a store), sports or other."""

COVERAGE_SOURCE = Judgement(
    {
        "own_employer": ("my job", "my employer", "my work", "my company"),
        "spouse_employer": ("wife's", "husband's", "spouse", "partner's"),
        "parent_employer": ("mom's", "dad's", "mother's", "father's", "parent"),
        "medicare": ("medicare",),
        "medicaid": ("medicaid",),
        "individual": ("bought it myself", "marketplace", "individual plan"),
    }
)
"""update_other_coverage's source: where the other coverage comes from, as the caller says."""

SCOPE = Judgement(
    {
        "appeals": ("appeal*", "refuse to pay", "won't pay", "denied", "dispute*"),
        "claims": ("bills", "claims", "payments"),
        "prescriptions": ("prescription*", "pharmacy", "medicine*", "refill*"),
    },
    many=True,
)
"""create_authorization_request's scope: every kind of record the caller says the other
member should handle (claims, appeals, prescriptions)."""

DOCTOR_KIND = FactTemplate(
    key="doctor_kind",
    label="what kind of doctor you need",
    kind="text",
    keywords=("kind of doctor", "type of doctor", "what doctor"),
    answers=("{spoken}",),
)
"""The kind of doctor the caller asks for, in a sentence."""
