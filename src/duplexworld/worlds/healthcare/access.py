"""The disclosure matrix: who may see or act on which Meridian record.

Authority in Healthcare is per record, not per caller. Verifying a caller (member number and
date of birth) says who they are; what they may reach is decided for each record by:

- ``self``: the record is the caller's own (everything, confidential services included);
- ``guardian``: the caller is an adult on the same plan as a member under 18 (claims,
  prescriptions, appeals and care management, never confidential services);
- ``authorization``: the record's owner has an active authorization naming the caller's
  member number, for the kinds of record it lists (never confidential services).

A record the caller may not reach is refused with the same words as a record that does not
exist, so a refusal never tells whether a person, claim or prescription is on file.
"""

from __future__ import annotations

from dataclasses import dataclass

from duplexworld.world import ToolError, World, verification_locked
from duplexworld.world.values import age_on
from duplexworld.worlds.healthcare.records import RECORDS, Authorization, Member
from duplexworld.worlds.healthcare.values import AS_OF

TABLES = tuple(RECORDS)
"""Every table a Meridian store has; a seed may omit the empty ones."""

SENSITIVE = frozenset({"behavioral_health", "substance_use", "reproductive_health"})
"""Record categories that are confidential services (SENS-1): only the member sees them."""

SCOPES = ("claims", "appeals", "prescriptions")
"""Kinds of record an authorization can cover (AUTH-1)."""

GUARDIAN_SCOPES = frozenset({"claims", "appeals", "prescriptions", "manage"})
"""What a parent on the same plan may do for a member under 18 (DISC-3)."""


VERIFICATION_LOCKED = verification_locked(
    "The member can verify in the Meridian app or call back later."
)
"""Said once ``MAX_FAILED_CHECKS`` checks of the call have failed (ID-3)."""

NOT_VERIFIED = (
    "No caller is verified in this call yet. Verify the caller with verify_member before "
    "reading or changing any member record; nothing was shared or changed."
)
"""Refusal of every record tool before verification; it never depends on the record."""


def not_available(what: str, ident: str) -> ToolError:
    """The refusal for a record that is missing or that the verified caller may not reach.

    The words are the same in both cases (DISC-2): they echo only what the agent passed.
    """
    return ToolError(
        f"No {what} {ident.strip()[:40]!r} is available to the verified caller. Nothing was "
        "disclosed or changed. Records of another person can only be discussed with that "
        "person's authorization."
    )


@dataclass(frozen=True)
class Access:
    """What the verified caller may do with one member's records.

    Attributes:
        caller_id: the verified caller's member id that grants the access.
        kind: ``self``, ``guardian`` or ``authorization``.
        scopes: kinds of record reachable (``claims``, ``appeals``, ``prescriptions``) and
            ``manage`` (primary care, ID cards, injury and fraud reports).
        sensitive: whether confidential services are included (only for ``self``).
        authorization_id: the authorization behind it, for ``authorization``.
    """

    caller_id: str
    kind: str
    scopes: frozenset[str]
    sensitive: bool
    authorization_id: str | None = None

    def covers(self, scope: str, category: str = "medical") -> bool:
        """Whether this access reaches a record of ``scope`` and ``category``."""
        if category in SENSITIVE and not self.sensitive:
            return False
        return self.kind == "self" or scope in self.scopes


_RANK = {"self": 0, "guardian": 1, "authorization": 2}


class HealthBase(World):
    """Shared record access of the Meridian tools: verification state and the matrix."""

    name = "healthcare"
    tables = TABLES
    key_fields = {"prescriptions": "rx_number"}
    records = RECORDS

    # --- verification state --------------------------------------------------------------

    def level(self, member_id: str) -> int:
        """Verification level of ``member_id`` in this call: 0 none, 1 identity, 2 step-up."""
        return self.session.verified.get(member_id.strip(), 0)

    def verified_callers(self) -> list[str]:
        """Member ids verified in this call, in the order they were verified."""
        return [member_id for member_id, level in self.session.verified.items() if level > 0]

    def check_not_locked(self) -> None:
        """Refuse further checks once too many have failed in this call (ID-3)."""
        self.session.check_not_locked(VERIFICATION_LOCKED)

    def fail_check(self, key: str) -> ToolError:
        """Count a failed check on ``key``; returns the one failure message to raise."""
        return self.session.failed_check(key)

    def require_caller(self) -> None:
        """Refuse when no caller is verified yet (the message never depends on a record)."""
        if not self.verified_callers():
            raise ToolError(NOT_VERIFIED)

    # --- the matrix ----------------------------------------------------------------------

    def member(self, member_id: str) -> Member | None:
        """The member record with this id, or ``None``."""
        return self.read(Member, member_id.strip())

    def is_minor(self, member: Member) -> bool:
        """Whether the member is under 18 on the plan's calendar date."""
        return age_on(member.date_of_birth, AS_OF) < 18

    def access_to(self, subject_id: str) -> Access | None:
        """The best access any verified caller has to ``subject_id``'s records, or ``None``."""
        subject = self.member(subject_id)
        if subject is None:
            return None
        found: list[Access] = []
        for caller_id in self.verified_callers():
            caller = self.member(caller_id)
            if caller is None:
                continue
            if caller_id == subject.id:
                found.append(Access(caller_id, "self", frozenset(), True))
                continue
            if (
                subject.relationship == "child"
                and caller.relationship in ("self", "spouse")
                and caller.subscriber_id == subject.subscriber_id
                and self.is_minor(subject)
                and not self.is_minor(caller)
            ):
                found.append(Access(caller_id, "guardian", GUARDIAN_SCOPES, False))
            for grant in self.find(Authorization, subject_id=subject.id):
                if grant.status == "active" and grant.grantee_member_number == (
                    caller.member_number
                ):
                    scopes = frozenset(grant.scope)
                    found.append(Access(caller_id, "authorization", scopes, False, grant.id))
        return min(found, key=lambda a: _RANK[a.kind]) if found else None

    def reach(self, subject_id: str, scope: str, what: str, ident: str, category: str) -> Access:
        """The access that lets the verified caller reach a record, or the uniform refusal.

        Args:
            subject_id: the member the record belongs to (``""`` when the record is missing).
            scope: the kind of record or act (``claims``, ``appeals``, ``prescriptions``,
                ``manage``).
            what: the record's noun for the refusal ("claim").
            ident: the id the agent passed, echoed in the refusal.
            category: the record's category (confidential services are withheld).
        """
        self.require_caller()
        access = self.access_to(subject_id) if subject_id else None
        if access is None or not access.covers(scope, category):
            raise not_available(what, ident)
        return access

    def require_self(self, member_id: str, level: int, what: str) -> Member:
        """The member record when the member themself is verified to ``level``.

        Raises:
            ToolError: uniform refusal when the id is not the verified caller, or a step-up
                request when the caller is verified below ``level``.
        """
        self.require_caller()
        member = self.member(member_id)
        if member is None or self.level(member.id) < 1:
            raise not_available("member record", member_id)
        if self.level(member.id) < level:
            raise ToolError(
                f"{what} needs step-up verification of the member first (the home ZIP code on "
                "file, check_zip_code). Nothing was changed."
            )
        return member
