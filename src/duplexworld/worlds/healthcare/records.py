"""Meridian's records: one typed model per table, read by the tools and checked by the loader.

The store keeps plain dicts (what the goal state's hash is computed over); a tool reads a
record through its model and writes through the store. Fields some records lack are optional
and stay absent from the store unless set.
"""

from __future__ import annotations

from collections.abc import Mapping

from pydantic import BaseModel, ConfigDict

from duplexworld.world.typed import Record


class OtherCoverage(BaseModel):
    """A member's other health coverage, as update_other_coverage records it (COB-1)."""

    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)

    policy_number: str
    start_date: str
    source: str


class Member(Record):
    """A Meridian member: the subscriber or a dependent on their plan."""

    table = "members"
    id: str
    member_number: str
    full_name: str
    date_of_birth: str
    zip_code: str
    plan: str = "Meridian plan"
    relationship: str = "self"
    """``self``, ``spouse`` or ``child`` (of the subscriber)."""
    subscriber_id: str
    pcp_id: str | None = None
    payment_on_file: bool = False
    """A payment card for home delivery is saved in the app."""
    other_coverage: OtherCoverage | None = None


class Provider(Record):
    """A listing of the provider directory."""

    table = "providers"
    id: str
    name: str
    specialty: str
    clinic: str = ""
    zip_code: str
    accepting_new: bool
    in_network: bool
    status: str = "active"


class Claim(Record):
    """A claim for a member's care (``member_id`` None: on no member's file yet)."""

    table = "claims"
    id: str
    member_id: str | None
    service_date: str
    provider_name: str
    service: str = "medical service"
    category: str = "medical"
    """``medical`` or a confidential service (SENS-1)."""
    billed: str
    member_owes: str
    status: str
    denial_reason: str | None = None
    denied_on: str | None = None
    missing_document: str | None = None
    """The document an appeal of the denial needs (``itemized_bill`` ...)."""
    needs_other_coverage: bool = False
    """An appeal of the denial needs the member's other coverage on file."""
    replaced_by: str | None = None
    """The corrected claim that replaced a voided one."""


class Appeal(Record):
    """An appeal of a denied claim (``APL-<claim id>``)."""

    table = "appeals"
    id: str
    claim_id: str
    member_id: str | None
    filed_by: str
    documents: list[str]
    status: str


class Document(Record):
    """A document the member uploaded to a claim in the app."""

    table = "documents"
    id: str
    claim_id: str
    member_id: str | None
    kind: str


class Pharmacy(Record):
    """A pharmacy (``mail_order``: Meridian Home Delivery)."""

    table = "pharmacies"
    id: str
    name: str
    address: str | None = None
    zip_code: str | None = None
    in_network: bool
    mail_order: bool = False


class Prescription(Record):
    """A prescription, keyed by its six-digit Rx number."""

    table = "prescriptions"
    rx_number: str
    member_id: str
    drug: str
    category: str = "medical"
    pharmacy_id: str
    refills_left: int
    days_supply: int
    last_fill_date: str
    status: str
    controlled: bool = False
    refill_pending: bool = False
    replaced_by: str | None = None
    """The Rx number a moved prescription now has."""


class RefillOrder(Record):
    """A refill sent to a pharmacy."""

    table = "refill_orders"
    id: str
    rx_number: str
    pharmacy_id: str
    status: str


class Authorization(Record):
    """An entry of the disclosure matrix: a member lets a representative reach records."""

    table = "authorizations"
    id: str
    subject_id: str
    grantee_member_number: str
    grantee_name: str = ""
    scope: list[str]
    """Kinds of record covered: ``claims``, ``appeals``, ``prescriptions``."""
    status: str


class CardOrder(Record):
    """A replacement ID card mailed to the member."""

    table = "card_orders"
    id: str
    member_id: str
    pcp_id: str | None
    zip_code: str
    status: str


class AccidentReport(Record):
    """How and when an injury treated under a claim happened (ACC-1)."""

    table = "accident_reports"
    id: str
    claim_id: str
    member_id: str | None
    accident_date: str
    cause: str
    reported_by: str


class FraudReport(Record):
    """A claim for care the member says they never received (payment frozen)."""

    table = "fraud_reports"
    id: str
    claim_id: str
    member_id: str | None
    reported_by: str
    status: str


RECORDS: Mapping[str, type[Record]] = {
    model.table: model
    for model in (
        Member,
        Authorization,
        Claim,
        Appeal,
        Document,
        Prescription,
        RefillOrder,
        Pharmacy,
        Provider,
        CardOrder,
        AccidentReport,
        FraudReport,
    )
}
"""Every table a Meridian store has, with its record model."""
