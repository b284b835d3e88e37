"""Taking first notice of loss: opening claims, recording their facts, submitting them, and
the practical steps that follow (inspections, water mitigation).

None of these tools decides coverage: a submitted claim goes to an adjuster, and only the
adjuster (outside the call) approves, denies or pays it.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import Literal

from duplexworld.world import ToolError, tool
from duplexworld.world.results import record_list
from duplexworld.world.values import (
    format_amount,
    parse_amount,
    parse_date,
    parse_digits,
    parse_person_name,
    parse_postcode,
)
from duplexworld.worlds.insurance.core import OPEN_STATUSES, HarborlineCore, LossType
from duplexworld.worlds.insurance.records import Claim, InspectionSlot, Item, Payment
from duplexworld.worlds.insurance.values import days_before_today

ClaimField = Literal[
    "loss_postcode",
    "police_report_number",
    "other_party_name",
    "witness_name",
    "estimated_damage",
    "stolen_property_value",
]
"""The structured facts a claim records (FNOL-3)."""

FIELD_PARSERS: dict[str, Callable[[str], str]] = {
    "loss_postcode": lambda v: parse_postcode(v, "loss_postcode"),
    "police_report_number": lambda v: parse_digits(v, "police_report_number", 5, 10),
    "other_party_name": lambda v: parse_person_name(v, "other_party_name"),
    "witness_name": lambda v: parse_person_name(v, "witness_name"),
    "estimated_damage": lambda v: format_amount(parse_amount(v, "estimated_damage")),
    "stolen_property_value": lambda v: format_amount(parse_amount(v, "stolen_property_value")),
}
"""Canonical form of each claim fact: a value is stored the same however it was written."""

VEHICLE_ONLY = frozenset({"collision", "glass"})
"""Loss types that only a vehicle can have (FNOL-2)."""
PROPERTY_ONLY = frozenset({"water"})
"""Loss types that only a home or apartment can have (FNOL-2)."""


def required_facts(loss_type: str, kind: str) -> tuple[str, ...]:
    """The facts a claim of this loss type on this kind of item needs before it is submitted.

    The same table is stated in clause FNOL-4 of the policy.
    """
    if loss_type in ("collision", "hail", "wind") and kind == "vehicle":
        return ("loss_postcode",)
    if loss_type in ("hail", "wind", "water", "fire"):
        return ("estimated_damage",)
    if loss_type == "theft":
        if kind == "property":
            return ("police_report_number", "stolen_property_value")
        return ("police_report_number",)
    if loss_type == "vandalism":
        return ("police_report_number",)
    return ()


def next_claim_id(store_claims: list[Claim], policy_number: str) -> str:
    """The id open_claim gives the next claim on a policy: ``CLM-<policy>-<n>``.

    Sequential per policy and derived from the store only, so a replay gives the same id.
    """
    taken = {claim.id for claim in store_claims}
    sequence = sum(1 for claim in store_claims if claim.policy_number == policy_number) + 1
    while f"CLM-{policy_number}-{sequence}" in taken:
        sequence += 1
    return f"CLM-{policy_number}-{sequence}"


def slot_when(slot: InspectionSlot) -> str:
    """A slot as a scheduler shows it: date, weekday and part of the day, then the window.

    Callers ask for "Thursday afternoon" or "the earliest morning"; the weekday and the part
    of the day are what an agent matches that against.
    """
    day = date.fromisoformat(slot.date).strftime("%A")
    part = "morning" if slot.window.split()[1] == "am" else "afternoon"
    return f"{slot.date} ({day} {part}), {slot.window}"


class ClaimTools(HarborlineCore):
    """First notice of loss and the claim steps a phone agent may take."""

    def _intake_claim(self, claim_id: str) -> Claim:
        claim, _, _, _ = self.claim_for(claim_id)
        if claim.status != "intake":
            raise ToolError(
                f"Claim {claim.id} has status {claim.status}: facts can only be recorded "
                "while a claim is in intake. Read the claim for details. Nothing was changed."
            )
        return claim

    @tool()
    def list_claims(self, policy_number: str) -> str:
        """List the claims on a policy the verified caller is a party to, newest loss first.

        Each line gives the claim id, the insured item, the loss type and date and the status:
        intake (being reported), submitted (with the adjusters), under_review, approved,
        denied, closed or withdrawn. Reports started in the app appear here once the app has
        synced them.

        Args:
            policy_number: the six-digit policy number, e.g. "481207".
        """
        policy, _, _ = self.policy_for(policy_number)
        claims = [
            claim
            for claim in self.find(Claim, policy_number=policy.number)
            if claim.status != "draft"
        ]
        if not claims:
            return f"Policy {policy.number} has no claims."
        claims.sort(key=lambda claim: (claim.loss_date, claim.id), reverse=True)
        return record_list(
            f"Claims on policy {policy.number}, newest loss first:",
            [
                f"{claim.id}: {claim.loss_type} on {self.describe_item(claim.item_id)}, "
                f"loss date {claim.loss_date}, status {claim.status}"
                for claim in claims
            ],
        )

    @tool()
    def get_claim(self, claim_id: str) -> str:
        """Read one claim: its facts, status, the adjuster's decision if any, and payments.

        Decisions and payments are shown exactly as the adjuster recorded them; you can tell
        the caller what was decided but not change it or predict anything beyond it.

        Args:
            claim_id: the claim id, e.g. "CLM-481207-2", from list_claims.
        """
        claim, policy, _, _ = self.claim_for(claim_id)
        item = self.item_of(claim.item_id)
        lines = [
            f"Claim {claim.id} on policy {policy.number}: {claim.loss_type} to "
            f"{item.id} ({item.description}), loss date {claim.loss_date}, status "
            f"{claim.status}, reported by {self.person_name(claim.reported_by)}.",
        ]
        facts = claim.facts
        lines.append(
            "Recorded facts: "
            + (", ".join(f"{key} {value}" for key, value in sorted(facts.items())) or "none")
            + "."
        )
        missing = [name for name in required_facts(claim.loss_type, item.kind) if name not in facts]
        if claim.status == "intake":
            lines.append(f"Still needed before submission: {', '.join(missing) or 'nothing'}.")
        for label, value in (
            ("Photos uploaded in the app", claim.photos),
            ("Theft affidavit", claim.affidavit),
            ("Water mitigation crew", claim.mitigation),
            ("Inspection slot", claim.inspection_slot),
            ("Decision review", claim.review),
        ):
            if value:
                lines.append(f"{label}: {value}.")
        decision = claim.decision
        if decision:
            lines.append(
                f"Adjuster's decision: {decision.outcome} on {decision.date}. Reason "
                f"recorded: {decision.reason}"
            )
        for payment in self.find(Payment, claim_id=claim.id):
            lines.append(
                f"Payment {payment.id}: {format_amount(payment.amount)} dollars by "
                f"{payment.method}, issued {payment.issued}, status {payment.status}."
            )
        return "\n".join(lines)

    @tool(writes=True)
    def open_claim(
        self, policy_number: str, item_id: str, loss_type: LossType, loss_date: str
    ) -> str:
        """Take first notice of a loss: open a claim in intake for one insured item.

        Any verified party to the policy may report a loss. Opening a claim records that the
        loss was reported; it says nothing about whether the loss is covered. One claim per
        item and loss date: if one is already open, add facts to it instead.

        Args:
            policy_number: the six-digit policy number, e.g. "481207".
            item_id: the damaged vehicle or property, e.g. "V-3101", from get_policy.
            loss_type: collision, hail, wind, theft, vandalism (deliberate damage), glass
                (windshield or windows only), water, fire or other.
            loss_date: the day the loss happened, e.g. "2024-06-13".
        """
        day = parse_date(loss_date, "loss_date")
        policy, holder_id, _ = self.policy_for(policy_number)
        item = self.read(Item, item_id.strip().upper())
        if item is None or item.policy_number != policy.number:
            raise ToolError(
                f"Item {item_id!r} is not insured on policy {policy.number}: read the policy "
                "for its item ids. Nothing was changed."
            )
        if days_before_today(day) < 0:
            raise ToolError(f"The loss date {day} is in the future. Nothing was changed.")
        if loss_type in VEHICLE_ONLY and item.kind != "vehicle":
            raise ToolError(f"A {loss_type} claim needs a vehicle, not {item.description}.")
        if loss_type in PROPERTY_ONLY and item.kind != "property":
            raise ToolError(f"A {loss_type} claim needs a property, not {item.description}.")
        claims = self.find(Claim)
        for claim in claims:
            if (
                claim.item_id == item.id
                and claim.loss_date == day
                # a report started in the app (draft) counts too: it becomes the claim
                and (claim.status in OPEN_STATUSES or claim.status == "draft")
            ):
                raise ToolError(
                    "A claim for this item and loss date is already open on this policy: list "
                    "the policy's claims and record the facts on that claim. Nothing was "
                    "changed."
                )
        claim_id = next_claim_id(claims, policy.number)
        opened = Claim(
            id=claim_id,
            policy_number=policy.number,
            item_id=item.id,
            loss_type=loss_type,
            loss_date=day,
            status="intake",
            reported_by=holder_id,
            facts={},
        )
        self.store.put(Claim.table, opened.row())
        needed = ", ".join(required_facts(loss_type, item.kind)) or "nothing further"
        return (
            f"Claim {claim_id} opened in intake: {loss_type} to {item.description} on {day}. "
            f"Needed before submission: {needed}. The claim is not submitted yet."
        )

    @tool(writes=True)
    def add_claim_fact(self, claim_id: str, field: ClaimField, value: str) -> str:
        """Record one fact of a claim in intake, in the caller's own words and numbers.

        Recording a field again replaces its value (use this when the caller corrects
        themself). Once the claim is submitted its facts are locked.

        Args:
            claim_id: the claim id, e.g. "CLM-481207-2".
            field: loss_postcode (ZIP code where it happened), police_report_number,
                other_party_name (the other driver or the person responsible), witness_name,
                estimated_damage (repair estimate in dollars) or stolen_property_value
                (dollars).
            value: the value as the caller gave it, e.g. "60614", "2048815", "Kevin Hughes",
                "1450.00".
        """
        parser = FIELD_PARSERS.get(field)
        if parser is None:
            raise ToolError(f"field must be one of {', '.join(FIELD_PARSERS)}, got {field!r}")
        canonical = parser(value)
        claim = self._intake_claim(claim_id)
        facts = dict(claim.facts)
        previous = facts.get(field)
        facts[field] = canonical
        self.store.update(Claim.table, claim.id, facts=facts)
        if previous is not None and previous != canonical:
            return f"Claim {claim.id}: {field} changed from {previous} to {canonical}."
        return f"Claim {claim.id}: {field} recorded as {canonical}."

    @tool(writes=True)
    def submit_claim(self, claim_id: str) -> str:
        """Submit a claim in intake to the adjusters once every required fact is recorded.

        After submission the facts are locked and an adjuster contacts the caller; the
        adjuster, not this call, decides coverage and any payment. The result lists what is
        missing if the claim cannot be submitted yet.

        Args:
            claim_id: the claim id, e.g. "CLM-481207-2".
        """
        claim = self._intake_claim(claim_id)
        item = self.item_of(claim.item_id)
        facts = claim.facts
        missing = [f for f in required_facts(claim.loss_type, item.kind) if f not in facts]
        if claim.loss_type == "glass" and not claim.photos:
            missing.append("photos uploaded by the caller in the Harborline app")
        if claim.loss_type == "theft" and claim.affidavit != "signed":
            missing.append("theft affidavit signed by the caller in the Harborline app")
        if missing:
            raise ToolError(
                f"Claim {claim.id} cannot be submitted yet; missing: {', '.join(missing)}. "
                "Nothing was changed."
            )
        self.store.update(Claim.table, claim.id, status="submitted")
        return (
            f"Claim {claim.id} submitted to the adjusters. An adjuster will contact the "
            "caller within two business days; coverage and any payment are decided then."
        )

    @tool()
    def list_inspection_slots(self, claim_id: str) -> str:
        """List the open damage-inspection appointments near a submitted claim's item.

        Slots are shared with other customers and can be taken at any moment.

        Args:
            claim_id: the submitted claim's id, e.g. "CLM-481207-2".
        """
        claim, _, _, _ = self.claim_for(claim_id)
        if claim.status not in ("submitted", "under_review"):
            raise ToolError(
                f"Claim {claim.id} has status {claim.status}: inspections are booked "
                "only for submitted claims."
            )
        if claim.inspection_slot:
            return f"Claim {claim.id} already has inspection slot {claim.inspection_slot}."
        area = self.item_of(claim.item_id).area
        slots = [s for s in self.find(InspectionSlot, area=area) if not s.booked_for]
        if not slots:
            return f"No inspection slots are open near ZIP {area} at the moment."
        slots.sort(key=lambda slot: (slot.date, slot.id))
        return record_list(
            f"Open inspection slots near ZIP {area}:",
            [f"{slot.id}: {slot_when(slot)}" for slot in slots],
        )

    @tool(writes=True)
    def book_inspection(self, claim_id: str, slot_id: str) -> str:
        """Book a damage inspection for a submitted claim in one of the open slots.

        Args:
            claim_id: the submitted claim's id, e.g. "CLM-481207-2".
            slot_id: an open slot's id, e.g. "SL-6101", from list_inspection_slots.
        """
        claim, _, _, _ = self.claim_for(claim_id)
        if claim.status not in ("submitted", "under_review"):
            raise ToolError(
                f"Claim {claim.id} has status {claim.status}: inspections are booked "
                "only for submitted claims. Nothing was changed."
            )
        if claim.inspection_slot:
            raise ToolError(
                f"Claim {claim.id} already has inspection slot {claim.inspection_slot}. "
                "Nothing was changed."
            )
        slot = self.read(InspectionSlot, slot_id.strip().upper())
        area = self.item_of(claim.item_id).area
        if slot is None or slot.area != area:
            raise ToolError(f"There is no slot {slot_id!r} near ZIP {area}. Nothing was changed.")
        if slot.booked_for:
            raise ToolError(
                f"Slot {slot.id} is no longer available: list the open slots again. Nothing "
                "was changed."
            )
        self.store.update(InspectionSlot.table, slot.id, booked_for=claim.id)
        self.store.update(Claim.table, claim.id, inspection_slot=slot.id)
        return (
            f"Inspection booked for claim {claim.id}: {slot.date}, {slot.window} (slot {slot.id})."
        )

    @tool(writes=True)
    def dispatch_mitigation_crew(self, claim_id: str) -> str:
        """Send an emergency water-mitigation crew (drying, extraction) for a water claim.

        Only once the water has been shut off at the main valve, which the caller does on
        their side. Sending the crew limits further damage; it is not a coverage decision.

        Args:
            claim_id: the water claim's id, e.g. "CLM-481207-2".
        """
        claim, _, _, _ = self.claim_for(claim_id)
        if claim.loss_type != "water" or claim.status not in ("intake", "submitted"):
            raise ToolError(
                f"A mitigation crew is only sent for an open water claim; claim {claim.id} "
                f"is {claim.loss_type}, {claim.status}. Nothing was changed."
            )
        if claim.mitigation:
            return f"A mitigation crew is already {claim.mitigation} for claim {claim.id}."
        item = self.item_of(claim.item_id)
        if item.water_main != "off":
            raise ToolError(
                "The crew cannot be sent while the water is still on: the caller must first "
                "shut off the main water valve and tell you it is off. Nothing was changed."
            )
        self.store.update(Claim.table, claim.id, mitigation="dispatched")
        return (
            f"A water mitigation crew is dispatched to {item.description} for claim "
            f"{claim.id} and will call the caller within the hour."
        )
