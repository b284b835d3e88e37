"""Servicing requests that only a named insured may make: reviews, withdrawals, reissued
checks and coverage changes.

A review request asks a different adjuster to look again; it never changes the decision. No
tool here approves, denies, pays or backdates anything.
"""

from __future__ import annotations

from typing import Literal

from duplexworld.world import ToolError, tool
from duplexworld.world.values import add_days, format_amount, parse_date
from duplexworld.worlds.insurance.core import OPEN_STATUSES, HarborlineCore
from duplexworld.worlds.insurance.records import Claim, Payment, Policy
from duplexworld.worlds.insurance.values import TODAY, days_before_today

REVIEW_WINDOW_DAYS = 60
"""Days after a decision within which the named insured may ask for a review (ADJ-3)."""
REISSUE_WAIT_DAYS = 14
"""Days after a check was issued before it may be stopped and reissued (PAY-2)."""
COVERAGE_LEAD_DAYS = 60
"""How far ahead a coverage change may be dated (COV-1); it may never be backdated."""

Coverage = Literal["collision", "comprehensive", "rental", "roadside", "water_backup", "jewelry"]
"""Optional coverage parts a named insured may add by phone."""

OPTIONAL_BY_LINE = {
    "auto": ("collision", "comprehensive", "rental", "roadside"),
    "home": ("water_backup", "jewelry"),
    "renters": ("water_backup", "jewelry"),
}
"""Which optional coverage parts each line of insurance offers (COV-1)."""


class ServicingTools(HarborlineCore):
    """Requests reserved to the named insured."""

    @tool(writes=True)
    def request_decision_review(self, claim_id: str) -> str:
        """Ask for a decided claim to be reviewed again by a different adjuster.

        Only the named insured may ask, within the review window after the decision. The
        decision itself stays as it is until the reviewer decides; nobody on this call can
        change it or say how the review will end.

        Args:
            claim_id: the decided claim's id, e.g. "CLM-481207-2".
        """
        claim, policy, holder_id, role = self.claim_for(claim_id)
        self.require_named_insured(policy, holder_id, role, "ask for a decision review")
        decision = claim.decision
        if not decision or claim.status not in ("approved", "denied"):
            raise ToolError(
                f"Claim {claim.id} has no decision to review (status {claim.status}). "
                "Nothing was changed."
            )
        if claim.review:
            raise ToolError(f"A review of claim {claim.id} is already {claim.review}.")
        if days_before_today(decision.date) > REVIEW_WINDOW_DAYS:
            raise ToolError(
                f"The decision on claim {claim.id} was made on {decision.date}, more than "
                f"{REVIEW_WINDOW_DAYS} days ago: it can no longer be reviewed by phone. Nothing "
                "was changed."
            )
        self.store.update(Claim.table, claim.id, review="requested")
        return (
            f"Review requested for claim {claim.id}. A different adjuster will look at the "
            f"claim and write to the caller; the current decision ({decision.outcome}) "
            "stands until then."
        )

    @tool(writes=True)
    def withdraw_claim(self, claim_id: str) -> str:
        """Withdraw a claim the named insured no longer wants handled.

        Needs the named insured verified to tier 2. A claim that has any payment issued on it
        can never be withdrawn.

        Args:
            claim_id: the claim's id, e.g. "CLM-481207-2".
        """
        claim, policy, holder_id, role = self.claim_for(claim_id)
        self.require_named_insured(policy, holder_id, role, "withdraw a claim", tier=2)
        if claim.status not in OPEN_STATUSES:
            raise ToolError(
                f"Claim {claim.id} has status {claim.status} and cannot be withdrawn. "
                "Nothing was changed."
            )
        if self.find(Payment, claim_id=claim.id):
            raise ToolError(
                f"Claim {claim.id} has a payment issued on it and stays on record; it cannot "
                "be withdrawn. Nothing was changed."
            )
        self.store.update(Claim.table, claim.id, status="withdrawn")
        return f"Claim {claim.id} is withdrawn; it will not be handled further."

    @tool(writes=True)
    def request_payment_reissue(self, payment_id: str) -> str:
        """Stop a claim check that never arrived and issue a new one to the address on file.

        Needs the named insured verified to tier 2, and a check that was issued long enough
        ago and has not been cashed. The amount is the original amount; it cannot be changed.

        Args:
            payment_id: the payment's id, e.g. "PAY-7710", from get_claim.
        """
        payment = self.read(Payment, payment_id.strip().upper())
        try:
            if payment is None:
                raise self.not_available("")
            claim, policy, holder_id, role = self.claim_for(payment.claim_id)
        except ToolError:
            # one refusal for a missing payment and for someone else's: it names no claim
            raise self.not_available(f"Payment {payment_id.strip()!r}") from None
        self.require_named_insured(policy, holder_id, role, "reissue a payment", tier=2)
        if payment.method != "check" or payment.status != "issued":
            raise ToolError(
                f"Payment {payment.id} is a {payment.method} with status "
                f"{payment.status}: only an issued, uncashed check can be reissued. Nothing "
                "was changed."
            )
        waited = days_before_today(payment.issued)
        if waited < REISSUE_WAIT_DAYS:
            raise ToolError(
                f"Check {payment.id} was issued on {payment.issued}, {waited} days ago; "
                f"it can be reissued once {REISSUE_WAIT_DAYS} days have passed. Nothing was "
                "changed."
            )
        new_id = f"{payment.id}-R"
        self.store.update(Payment.table, payment.id, status="stopped")
        reissued = Payment(
            id=new_id,
            claim_id=claim.id,
            amount=format_amount(payment.amount),
            method="check",
            issued=TODAY,
            status="issued",
            replaces=payment.id,
        )
        self.store.put(Payment.table, reissued.row())
        return (
            f"Check {payment.id} is stopped and check {new_id} for "
            f"{format_amount(payment.amount)} dollars is issued today to the address on "
            "file; it usually arrives within seven business days."
        )

    @tool(writes=True)
    def add_coverage(self, policy_number: str, coverage: Coverage, effective_date: str) -> str:
        """Add an optional coverage part to a policy from a start date on.

        Only the named insured may add coverage. The start date may be today or a later day
        within the allowed lead time; it can never be in the past, and a coverage part added
        now never applies to a loss that has already happened.

        Args:
            policy_number: the six-digit policy number, e.g. "481207".
            coverage: collision, comprehensive, rental or roadside (auto policies);
                water_backup or jewelry (home and renters policies).
            effective_date: the first day the coverage applies, e.g. "2024-07-01".
        """
        day = parse_date(effective_date, "effective_date")
        policy, holder_id, role = self.policy_for(policy_number)
        self.require_named_insured(policy, holder_id, role, "add coverage")
        allowed = OPTIONAL_BY_LINE.get(policy.line, ())
        if coverage not in allowed:
            raise ToolError(
                f"{coverage} cannot be added to a {policy.line} policy (options: "
                f"{', '.join(allowed)}). Nothing was changed."
            )
        coverages = dict(policy.coverages)
        if coverage in coverages:
            raise ToolError(f"Policy {policy.number} already has {coverage} coverage.")
        if days_before_today(day) > 0:
            raise ToolError(
                f"Coverage cannot start in the past ({day}); the earliest start is today, "
                f"{TODAY}. Nothing was changed."
            )
        latest = add_days(TODAY, COVERAGE_LEAD_DAYS)
        if days_before_today(day) < -COVERAGE_LEAD_DAYS:
            raise ToolError(
                f"Coverage can start at most {COVERAGE_LEAD_DAYS} days ahead, by "
                f"{latest}. Nothing was changed."
            )
        if policy.status != "active":
            raise ToolError(
                f"Policy {policy.number} is {policy.status}; coverage can only be added "
                "to an active policy. Nothing was changed."
            )
        coverages[coverage] = day
        self.store.update(Policy.table, policy.number, coverages=coverages)
        return (
            f"{coverage} coverage added to policy {policy.number} from {day}. It applies to "
            "losses from that day on, never to earlier ones."
        )
