"""Harborline's record model and authority rules, shared by every group of tools.

Records (tables): ``policyholders`` (people), ``policies`` (keyed by the six-digit policy
number the caller reads off their card), ``items`` (insured vehicles and properties),
``claims``, ``payments`` and ``inspection_slots``.

Authority is per policyholder. ``verify_policyholder`` binds the caller to one person on one
policy (``session.verified[holder_id]``, not hashed); from then on the caller may act on every
policy where that person is a party, with the rights of their role there: a *named insured*
may do everything, a *listed driver* or *household member* may report and document losses
only. Operations that end a claim or move money need tier 2 (a step-up with the ZIP code on
file). Every refusal about a record the caller has no authority over reads the same whether
the record exists or not.

No tool decides coverage, approves or denies a claim, sets a payout or changes a decision:
those are the adjusters' (``status`` beyond ``submitted`` and ``decision`` are only ever
written by the seed or by the world itself).
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from duplexworld.world import ToolError, World, verification_locked
from duplexworld.world.policy import policy_lookup
from duplexworld.worlds.insurance.records import RECORDS, Claim, Item, Policy, Policyholder

TABLES = tuple(RECORDS)
"""Every table a Harborline store has (``records.RECORDS``); a seed may omit the empty ones."""

KEY_FIELDS = {"policies": "number"}
"""Primary keys that are not ``id``: a policy is keyed by its policy number."""

POLICY_FILE = Path(__file__).with_name("policy.md")
"""Harborline's clause corpus, searched by ``lookup_policy``; never part of the agent's prompt."""


VERIFICATION_LOCKED = verification_locked(
    "The caller can verify in the Harborline app or call back later."
)
"""Said once ``MAX_FAILED_CHECKS`` checks of the call have failed."""

NamedRole = Literal["named insured", "listed member"]
"""A person's role on a policy: a named insured, or a listed driver or household member."""

LossType = Literal[
    "collision", "hail", "wind", "theft", "vandalism", "glass", "water", "fire", "other"
]
"""Kinds of loss a claim can be opened for (FNOL-2)."""

OPEN_STATUSES = frozenset({"intake", "submitted", "under_review"})
"""Claims that are still being handled (not decided, closed, withdrawn or an unsynced draft)."""

INSTRUCTIONS = """\
You are the phone agent of Harborline Insurance, which insures cars, homes and renters. The \
caller reached you after Harborline's app and website could not help them. You own this call \
until it ends: you cannot transfer the caller to another department, an adjuster or a \
supervisor, so handle the request yourself or tell the caller clearly what happens next.

The caller will describe what happened, not an operation: work out what they need. Use your \
tools to find records, take reports of losses and act on them. Harborline's rules (verifying \
callers, who may do what on a policy, reporting losses, what you may and may not say about \
coverage, claims, payments and decisions) are not in this prompt: look up the rule that \
applies with lookup_policy before you act, share anything or refuse, and follow it.

Speak briefly and naturally, one question at a time; read numbers and dates back clearly.\
"""
"""The agent's system prompt: role, brand, rules by lookup only, no transfer away."""


class HarborlineCore(World):
    """Harborline's record store, authority checks and policy lookup (the tool groups build on
    it)."""

    name = "insurance"
    prompt = INSTRUCTIONS
    tables = TABLES
    key_fields = KEY_FIELDS
    records = RECORDS

    # --- authority -------------------------------------------------------------------------

    def tier(self, holder_id: str) -> int:
        """Verification tier reached for ``holder_id`` in this call (0 = not verified)."""
        return self.session.verified.get(holder_id, 0)

    @staticmethod
    def role_of(policy: Policy, holder_id: str) -> NamedRole | None:
        """The person's role on the policy: named insured, listed member, or none."""
        if holder_id in policy.named_insureds:
            return "named insured"
        if holder_id in policy.listed:
            return "listed member"
        return None

    def _verified_party(self, policy: Policy | None) -> tuple[str, NamedRole] | None:
        # the verified person with the strongest role on this policy (a call has one caller,
        # but a failed-then-corrected verification must not mix two people's rights)
        best: tuple[str, NamedRole] | None = None
        if policy is None:
            return None
        for holder_id, tier in sorted(self.session.verified.items()):
            role = self.role_of(policy, holder_id) if tier > 0 else None
            if role == "named insured":
                return holder_id, role
            if role is not None and best is None:
                best = (holder_id, role)
        return best

    @staticmethod
    def not_available(what: str) -> ToolError:
        """The refusal for a record the caller has no authority over, or that does not exist.

        The words are the same in both cases, so a refusal never confirms that a policy or
        claim exists.
        """
        return ToolError(
            f"{what} is not available in this call: nothing can be read or changed on it "
            "until the caller is verified as a party to the policy. Nothing was shared or "
            "changed."
        )

    def policy_for(self, policy_number: str) -> tuple[Policy, str, NamedRole]:
        """The policy, the verified party acting on it and their role.

        Raises:
            ToolError: the same ``not_available`` refusal when the policy does not exist or
                no verified caller is a party to it.
        """
        number = "".join(policy_number.split()).replace("-", "")
        policy = self.read(Policy, number) if number else None
        party = self._verified_party(policy)
        if policy is None or party is None:
            raise self.not_available(f"Policy {policy_number.strip()!r}")
        return policy, party[0], party[1]

    def claim_for(self, claim_id: str) -> tuple[Claim, Policy, str, NamedRole]:
        """The claim, its policy, the verified party and their role.

        Drafts started online are not on the phone system yet, so they read as missing.

        Raises:
            ToolError: the same ``not_available`` refusal for a missing claim, a draft, or a
                claim on a policy the caller is not verified for.
        """
        claim = self.read(Claim, claim_id.strip().upper())
        policy = None if claim is None else self.read(Policy, claim.policy_number)
        party = self._verified_party(policy)
        if claim is None or policy is None or party is None or claim.status == "draft":
            raise self.not_available(f"Claim {claim_id.strip()!r}")
        return claim, policy, party[0], party[1]

    def require_named_insured(
        self, policy: Policy, holder_id: str, role: NamedRole, action: str, tier: int = 1
    ) -> None:
        """Refuse ``action`` unless the verified party is a named insured at ``tier``.

        The caller is already a verified party here, so naming the missing right leaks
        nothing they may not know.
        """
        if role != "named insured":
            raise ToolError(
                f"Only a named insured on policy {policy.number} can {action}; the verified "
                "caller is a listed member of the policy. Nothing was changed."
            )
        if self.tier(holder_id) < tier:
            raise ToolError(
                f"To {action}, the named insured must be verified to tier {tier} in this call "
                "(step up with check_postcode_factor). Nothing was changed."
            )

    # --- record helpers --------------------------------------------------------------------

    def person_name(self, holder_id: str) -> str:
        """A policyholder's full name (the id itself if the person is unknown)."""
        person = self.read(Policyholder, holder_id)
        return person.full_name if person else holder_id

    def item_of(self, item_id: str) -> Item:
        """An insured item by id (the seed guarantees claims and policies name real items)."""
        item = self.read(Item, item_id)
        if item is None:
            raise ToolError(f"Item {item_id!r} is not on file.")
        return item

    def describe_item(self, item_id: str) -> str:
        """``V-3101 (2019 Subaru Outback)``."""
        item = self.read(Item, item_id)
        return f"{item_id} ({item.description})" if item else item_id

    # --- rules -----------------------------------------------------------------------------

    lookup_policy = policy_lookup(
        POLICY_FILE,
        searched="Harborline's policy",
        example_id="FNOL-4",
        examples=("windshield crack photos", "caller wants a claim decision changed"),
        guidance=(
            "Anything you tell a caller about coverage, claims or decisions must come from these "
            "clauses and the records, never from your own judgement."
        ),
    )
