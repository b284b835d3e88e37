"""Verifying the caller and reading policies: the first tools of every Harborline call."""

from __future__ import annotations

from duplexworld.values import name_words
from duplexworld.world import ToolError, tool
from duplexworld.world.values import (
    format_amount,
    parse_date,
    parse_digits,
    parse_postcode,
    same_person,
)
from duplexworld.worlds.insurance.core import (
    VERIFICATION_LOCKED,
    HarborlineCore,
)
from duplexworld.worlds.insurance.records import Item, Policy, Policyholder

_ROLE_WORDS = {"auto": "listed driver", "home": "household member", "renters": "household member"}


class IdentityTools(HarborlineCore):
    """Verification (tier 1 and the tier 2 step-up) and policy reads."""

    def _check_allowed(self) -> None:
        # counted per call, not per record: a per-record count would tell a caller which
        # policy numbers exist
        self.session.check_not_locked(VERIFICATION_LOCKED)

    def _fail(self, key: str) -> ToolError:
        return self.session.failed_check(key)

    def role_words(self, policy: Policy, holder_id: str) -> str:
        """The role as a caller would say it: named insured, listed driver, household member."""
        role = self.role_of(policy, holder_id)
        if role == "listed member":
            return _ROLE_WORDS.get(policy.line, "listed member")
        return role or "not a party"

    @tool()
    def verify_policyholder(self, policy_number: str, full_name: str, date_of_birth: str) -> str:
        """Verify the caller as a person on a policy (tier 1) before reading or changing anything.

        The caller gives their policy number, their full name and their date of birth; the
        check passes when a named insured or a listed driver or household member on that
        policy has that name and birth date. The caller is then verified for the rest of the
        call and may act on every policy they are a party to, with the rights of their role.
        On failure the result never says which detail was wrong or whether the policy exists;
        repeated failures lock verification for the call.

        Args:
            policy_number: the six-digit policy number, e.g. "481207".
            full_name: the caller's first and last name, e.g. "Laura Bennett".
            date_of_birth: the caller's date of birth, e.g. "1979-03-14".
        """
        number = parse_digits(policy_number, "policy_number", 6)
        dob = parse_date(date_of_birth, "date_of_birth")
        if not name_words(full_name):
            raise ToolError("full_name must contain the caller's name")
        self._check_allowed()
        policy = self.read(Policy, number)
        if policy is None:
            raise self._fail(number)
        for holder_id in [*policy.named_insureds, *policy.listed]:
            person = self.read(Policyholder, holder_id)
            if (
                person is not None
                and person.date_of_birth == dob
                and same_person(full_name, person.full_name)
            ):
                self.session.verified[holder_id] = max(self.tier(holder_id), 1)
                return (
                    f"Verified: the caller is {person.full_name} (policyholder {holder_id}), "
                    f"{self.role_words(policy, holder_id)} on policy {number}, verified at "
                    "tier 1 for this call."
                )
        raise self._fail(number)

    @tool()
    def check_postcode_factor(self, holder_id: str, postcode: str) -> str:
        """Step up a verified caller to tier 2 with the ZIP code of the address on file.

        Only for a caller already verified with verify_policyholder. On failure the result
        never says what was wrong; repeated failures lock verification.

        Args:
            holder_id: the verified caller's policyholder id, e.g. "PH-1042".
            postcode: the ZIP code the caller gives, e.g. "60614".
        """
        holder_id = holder_id.strip().upper()
        code = parse_postcode(postcode)
        self._check_allowed()
        if self.tier(holder_id) < 1:
            raise ToolError(
                "The ZIP code check is a step-up: first verify the caller with "
                "verify_policyholder. Nothing was shared."
            )
        person = self.read(Policyholder, holder_id)
        assert person is not None  # tier 1 is only ever granted to a person on file
        if person.postcode != code:
            raise self._fail(holder_id)
        self.session.verified[holder_id] = 2
        return f"Step-up verified: policyholder {holder_id} is verified at tier 2 for this call."

    @tool()
    def list_policies(self, holder_id: str) -> str:
        """List every policy the verified caller is a party to, with their role on each.

        Read a policy with get_policy for its insured items.

        Args:
            holder_id: the verified caller's policyholder id, e.g. "PH-1042".
        """
        holder_id = holder_id.strip().upper()
        if self.tier(holder_id) < 1:
            raise self.not_available(f"Policyholder {holder_id!r}")
        lines = [f"Policies of {self.person_name(holder_id)} ({holder_id}):"]
        for policy in self.find(Policy):
            if self.role_of(policy, holder_id) is not None:
                lines.append(
                    f"- policy {policy.number}: {policy.line} insurance, "
                    f"{policy.status}, {self.role_words(policy, holder_id)}"
                )
        return "\n".join(lines)

    @tool()
    def get_policy(self, policy_number: str) -> str:
        """Read a policy the verified caller is a party to: people, insured items and coverages.

        Shows the policy's status and term, the named insureds and listed drivers or household
        members, each insured vehicle or property with its item id, the deductible and the
        coverage parts on the policy with the date each started. A coverage part being on the
        policy does not mean a particular loss is covered: that is decided by the claims
        adjuster.

        Args:
            policy_number: the six-digit policy number, e.g. "481207".
        """
        policy, _, _ = self.policy_for(policy_number)
        named = ", ".join(self.person_name(h) for h in policy.named_insureds)
        listed = ", ".join(self.person_name(h) for h in policy.listed)
        lines = [
            f"Policy {policy.number}: {policy.line} insurance, status {policy.status}, "
            f"term {policy.term_start} to {policy.term_end}.",
            f"Named insured: {named}.",
        ]
        if listed:
            role = _ROLE_WORDS.get(policy.line, "listed member")
            lines.append(f"{role.capitalize()}s: {listed}.")
        lines.append("Insured items:")
        for item in self.find(Item, policy_number=policy.number):
            driver = item.principal_driver
            driven = f", principal driver {self.person_name(driver)}" if driver else ""
            lines.append(f"- {item.id}: {item.description} (ZIP {item.area}{driven})")
        coverages = policy.coverages
        lines.append(
            "Coverage parts on the policy: "
            + (
                ", ".join(f"{name} (since {since})" for name, since in sorted(coverages.items()))
                or "none"
            )
            + f". Deductible {format_amount(policy.deductible)} dollars."
        )
        lines.append("Whether a particular loss is covered is decided by the claims adjuster.")
        return "\n".join(lines)
