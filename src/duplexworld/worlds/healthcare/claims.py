"""Meridian tools for claims: reading, appeals, unrecognized care, injuries, other coverage."""

from __future__ import annotations

from typing import Literal

from duplexworld.world import ToolError, tool
from duplexworld.world.results import record_list
from duplexworld.world.values import (
    add_days,
    format_amount,
    parse_amount,
    parse_date,
    parse_digits,
)
from duplexworld.worlds.healthcare.access import HealthBase
from duplexworld.worlds.healthcare.records import Appeal, Claim, Document
from duplexworld.worlds.healthcare.values import AS_OF

AccidentCause = Literal["motor_vehicle", "workplace", "premises", "sports", "other"]
"""How an injury happened (ACC-1); ``premises`` is an injury on someone else's property."""

CoverageSource = Literal[
    "own_employer", "spouse_employer", "parent_employer", "medicare", "medicaid", "individual"
]
"""Where other health coverage comes from (COB-1)."""

DocumentKind = Literal["itemized_bill", "medical_records", "referral_letter"]
"""Documents a member can upload to a claim in the Meridian app."""

APPEAL_WINDOW_DAYS = 180
"""Days after a denial within which an appeal can be filed (CLM-2)."""


def _claim_line(claim: Claim) -> str:
    line = (
        f"{claim.id}: service on {claim.service_date} at {claim.provider_name} "
        f"({claim.service}), billed {format_amount(claim.billed)}, "
        f"member owes {format_amount(claim.member_owes)}, status "
        f"{claim.status}"
    )
    if claim.denial_reason:
        line += f" (denial reason: {claim.denial_reason})"
    if claim.replaced_by:
        line += f"; replaced by corrected claim {claim.replaced_by}"
    return line


class ClaimTools(HealthBase):
    """Claims of members the verified caller may reach, and the acts on them."""

    def _claim(self, claim_id: str, scope: str) -> tuple[Claim, str]:
        claim = self.read(Claim, claim_id.strip())
        subject = (claim.member_id or "") if claim else ""
        category = claim.category if claim else "medical"
        access = self.reach(subject, scope, "claim", claim_id, category)
        assert claim is not None
        return claim, access.caller_id

    @tool()
    def list_claims(self, member_id: str, service_date: str = "") -> str:
        """List a member's claims, optionally only those with one date of service.

        Only for a member whose claims the verified caller may reach; confidential services
        are listed only to the member themself.

        Args:
            member_id: the member's id, e.g. "M-1001" (from verify_member or
                get_access_summary).
            service_date: only claims with this date of service, e.g. "2025-03-13"; empty for
                all claims.
        """
        day = parse_date(service_date, "service_date") if service_date.strip() else ""
        access = self.reach(member_id.strip(), "claims", "member record", member_id, "medical")
        member = self.member(member_id)
        assert member is not None
        claims = [
            claim
            for claim in self.find(Claim, member_id=member.id)
            if access.covers("claims", claim.category) and (not day or claim.service_date == day)
        ]
        when = f" with a date of service of {day}" if day else ""
        if not claims:
            return f"No claims{when} for {member.full_name} ({member.id})."
        return record_list(
            f"Claims{when} for {member.full_name} ({member.id}):",
            [_claim_line(claim) for claim in claims],
        )

    @tool()
    def get_claim(self, claim_id: str) -> str:
        """Show one claim in full: service, amounts, status, denial reason, documents, appeal.

        Args:
            claim_id: the claim's id, e.g. "CL-5001", from list_claims.
        """
        claim, _ = self._claim(claim_id, "claims")
        lines = [_claim_line(claim)]
        if claim.denied_on:
            lines.append(f"Denied on {claim.denied_on}.")
        if claim.missing_document:
            missing = claim.missing_document
            have = self.find(Document, claim_id=claim.id, kind=missing)
            kind = missing.replace("_", " ")
            state = "uploaded" if have else "not yet uploaded"
            lines.append(f"Document needed for an appeal: {kind} ({state}).")
        if claim.needs_other_coverage:
            owner = self.member(claim.member_id or "")
            on_file = owner is not None and owner.other_coverage is not None
            state = "now on file" if on_file else "not on file"
            lines.append(f"Other coverage information is needed ({state}).")
        appeal = self.read(Appeal, f"APL-{claim.id}")
        if appeal:
            lines.append(f"Appeal {appeal.id} is {appeal.status}.")
        return "\n".join(lines)

    @tool(writes=True)
    def file_appeal(self, claim_id: str) -> str:
        """File an appeal of a denied claim, attaching the documents uploaded for it.

        The appeal asks Meridian to review the denial; staff cannot overturn a denial. A claim
        whose denial needs a document or other coverage information can be appealed only
        once that is on file.

        Args:
            claim_id: the denied claim's id, e.g. "CL-5001".
        """
        claim, caller_id = self._claim(claim_id, "appeals")
        if claim.status != "denied":
            raise ToolError(
                f"Claim {claim.id} is {claim.status}, not denied: only a denied claim can "
                "be appealed. Nothing was changed."
            )
        if self.read(Appeal, f"APL-{claim.id}"):
            raise ToolError(f"Claim {claim.id} already has an appeal.")
        denied_on = claim.denied_on
        if denied_on and add_days(denied_on, APPEAL_WINDOW_DAYS) < AS_OF:
            raise ToolError(
                f"Claim {claim.id} was denied on {denied_on}, more than {APPEAL_WINDOW_DAYS} "
                "days ago: the appeal window has closed. Nothing was changed."
            )
        documents = self.find(Document, claim_id=claim.id)
        missing = claim.missing_document
        if missing and not any(doc.kind == missing for doc in documents):
            raise ToolError(
                f"The appeal of claim {claim.id} needs the {missing.replace('_', ' ')}: the "
                "member can upload it in the Meridian app (Claims, Upload). Nothing was changed."
            )
        member = self.member(claim.member_id or "")
        assert member is not None
        if claim.needs_other_coverage and not member.other_coverage:
            raise ToolError(
                f"The appeal of claim {claim.id} needs the member's other coverage on file "
                "first. Nothing was changed."
            )
        appeal_id = f"APL-{claim.id}"
        self.store.put(
            "appeals",
            {
                "id": appeal_id,
                "claim_id": claim.id,
                "member_id": claim.member_id,
                "filed_by": caller_id,
                "documents": sorted(doc.id for doc in documents),
                "status": "submitted",
            },
        )
        self.store.update("claims", claim.id, status="appealed")
        return (
            f"Appeal {appeal_id} filed for claim {claim.id} ({claim.provider_name}, "
            f"{claim.service_date}) with {len(documents)} document(s) attached. A decision "
            "is mailed within 30 days."
        )

    @tool(writes=True)
    def report_unrecognized_claim(self, claim_id: str, service_date: str, amount: str) -> str:
        """Report a claim for care the member says they never received; payment is frozen.

        The date of service and the billed amount must be the ones the caller confirms, and
        must match the claim.

        Args:
            claim_id: the claim's id, e.g. "CL-7002".
            service_date: the date of service the caller confirms, e.g. "2025-04-22".
            amount: the billed amount the caller confirms, in dollars, e.g. "312.40".
        """
        day = parse_date(service_date, "service_date")
        value = parse_amount(amount)
        claim, caller_id = self._claim(claim_id, "manage")
        if claim.status in ("voided", "fraud_review"):
            # the refusal does not name the corrected claim: only a fresh read shows it
            again = " List the member's claims again for the corrected claim."
            raise ToolError(
                f"Claim {claim.id} is {claim.status}; nothing was changed."
                + (again if claim.replaced_by else "")
            )
        if claim.service_date != day or parse_amount(str(claim.billed)) != value:
            raise ToolError(
                f"The date {day} and amount {format_amount(value)} do not match claim "
                f"{claim.id}. Confirm the claim with the caller; nothing was changed."
            )
        report_id = f"FR-{claim.id}"
        self.store.put(
            "fraud_reports",
            {
                "id": report_id,
                "claim_id": claim.id,
                "member_id": claim.member_id,
                "reported_by": caller_id,
                "status": "open",
            },
        )
        self.store.update("claims", claim.id, status="fraud_review")
        return (
            f"Report {report_id} opened: payment of claim {claim.id} is frozen while the "
            "fraud team investigates; the member owes nothing on it meanwhile."
        )

    @tool(writes=True)
    def record_accident_details(
        self, claim_id: str, accident_date: str, cause: AccidentCause
    ) -> str:
        """Record how and when an injury treated under a claim happened (injury questionnaire).

        Recording it releases a claim held for accident information to processing. Calling it
        again for the same claim replaces the details.

        Args:
            claim_id: the claim for the treatment, e.g. "CL-6101".
            accident_date: the date the injury happened, e.g. "2025-05-02".
            cause: motor_vehicle, workplace, premises (hurt on someone else's property, such as
                a fall in a store), sports or other.
        """
        day = parse_date(accident_date, "accident_date")
        claim, caller_id = self._claim(claim_id, "manage")
        if claim.status == "voided":
            raise ToolError(f"Claim {claim.id} is voided; nothing was changed.")
        if day > claim.service_date:
            raise ToolError(
                f"The accident date {day} is after the date of service {claim.service_date} "
                f"of claim {claim.id}. Confirm the date with the caller; nothing was changed."
            )
        report_id = f"ACC-{claim.id}"
        self.store.put(
            "accident_reports",
            {
                "id": report_id,
                "claim_id": claim.id,
                "member_id": claim.member_id,
                "accident_date": day,
                "cause": cause,
                "reported_by": caller_id,
            },
        )
        if claim.status == "pending_accident_info":
            self.store.update("claims", claim.id, status="pending")
        return (
            f"Injury details {report_id} recorded for claim {claim.id}: accident on {day}, "
            f"cause {cause}. The claim is released for processing."
        )

    @tool(writes=True)
    def update_other_coverage(
        self,
        member_id: str,
        other_policy_number: str,
        coverage_start_date: str,
        source: CoverageSource,
    ) -> str:
        """Record the member's other health coverage so claims are coordinated between plans.

        Only the member themself, with step-up verification.

        Args:
            member_id: the verified member's own id, e.g. "M-1001".
            other_policy_number: the other plan's policy or member number, digits only, e.g.
                "357924".
            coverage_start_date: the date the other coverage began, e.g. "2025-01-01".
            source: own_employer, spouse_employer, parent_employer, medicare, medicaid or
                individual.
        """
        number = parse_digits(other_policy_number, "other_policy_number", 6, 12)
        start = parse_date(coverage_start_date, "coverage_start_date")
        member = self.require_self(member_id, 2, "Recording other coverage")
        coverage = {"policy_number": number, "start_date": start, "source": source}
        self.store.update("members", member.id, other_coverage=coverage)
        return (
            f"Other coverage recorded for {member.full_name}: policy {number} ({source}), "
            f"from {start}. Claims are coordinated between the plans from now on."
        )

    @tool(actor="user")
    def upload_document_in_app(self, claim_id: str, kind: DocumentKind) -> str:
        """The caller photographs a document and uploads it to a claim in the Meridian app.

        Args:
            claim_id: the claim the app shows, e.g. "CL-5001".
            kind: itemized_bill, medical_records or referral_letter.
        """
        claim = self.read(Claim, claim_id.strip())
        if claim is None:
            raise ToolError("The app cannot find that claim.")
        doc_id = f"DOC-{claim.id}-{kind}"
        self.store.put(
            "documents",
            {"id": doc_id, "claim_id": claim.id, "member_id": claim.member_id, "kind": kind},
        )
        return f"the upload finished and the app shows document {doc_id} as received"
