"""Meridian tools for identity, the access summary and disclosure authorizations."""

from __future__ import annotations

from typing import Literal

from duplexworld.world import ToolError, tool
from duplexworld.world.values import parse_date, parse_digits, parse_postcode
from duplexworld.worlds.healthcare.access import SCOPES, HealthBase, not_available
from duplexworld.worlds.healthcare.records import Authorization, Member, Provider

Scope = Literal["claims", "appeals", "prescriptions"]
"""A kind of record an authorization covers (AUTH-1)."""


def _scope_text(scopes: list[str]) -> str:
    return ", ".join(scopes) if scopes else "nothing"


class IdentityTools(HealthBase):
    """Verification, what a verified caller may reach, and authorizations of representatives."""

    @tool()
    def verify_member(self, member_number: str, date_of_birth: str) -> str:
        """Verify the caller as a Meridian member with their member number and date of birth.

        Verification says who the caller is, not what they may see: each record is then
        checked against the disclosure rules. On failure the result never says which detail
        was wrong or whether the number exists; repeated failures lock verification.

        Args:
            member_number: the six-digit member number on the caller's own ID card, e.g.
                "481267".
            date_of_birth: the caller's date of birth, e.g. "1979-03-14".
        """
        number = parse_digits(member_number, "member_number", 6)
        born = parse_date(date_of_birth, "date_of_birth")
        self.check_not_locked()
        matches = self.find(Member, member_number=number)
        if not matches or matches[0].date_of_birth != born:
            raise self.fail_check(number)
        member = matches[0]
        self.session.verified[member.id] = max(self.level(member.id), 1)
        return (
            f"Verified: the caller is {member.full_name}, member {member.id} "
            f"({member.plan}). Use get_access_summary to see which "
            "records this caller may reach."
        )

    @tool()
    def check_zip_code(self, member_id: str, zip_code: str) -> str:
        """Step up a verified member with the home ZIP code on file (needed for some changes).

        Only for a member already verified with verify_member. On failure the result never
        says what was wrong; repeated failures lock verification.

        Args:
            member_id: the verified member's id, e.g. "M-1001".
            zip_code: the home ZIP code the caller gives, e.g. "60614".
        """
        code = parse_postcode(zip_code, "zip_code")
        self.check_not_locked()
        self.require_caller()
        member = self.member(member_id)
        if member is None or self.level(member.id) < 1:
            raise ToolError(
                "The ZIP code check is a step-up for the verified caller: first verify the "
                "caller with verify_member."
            )
        if member.zip_code != code:
            raise self.fail_check(member.id)
        self.session.verified[member.id] = 2
        return f"Step-up verified: member {member.id} may now make protected changes."

    @tool()
    def get_access_summary(self, member_id: str) -> str:
        """Show the verified caller's plan details and whose records they may reach.

        Lists the caller's own plan, primary care provider and home delivery payment status;
        the other members whose records the caller may reach and for what; and the
        authorizations the caller has granted to others. Members the caller may not reach are
        not listed.

        Args:
            member_id: the verified caller's own member id, e.g. "M-1001".
        """
        self.require_caller()
        member = self.member(member_id)
        if member is None or self.level(member.id) < 1:
            raise not_available("member record", member_id)
        lines = [self._profile_line(member, "Caller")]
        reachable = [
            (other, access)
            for other in self.find(Member)
            if other.id != member.id
            and (access := self.access_to(other.id)) is not None
            and access.caller_id == member.id
        ]
        if reachable:
            lines.append("Other members whose records this caller may reach:")
        for other, access in reachable:
            if access.kind == "guardian":
                how = (
                    "a dependent under 18 on the caller's plan: claims, prescriptions, appeals, "
                    "primary care, ID cards and injury reports, except confidential services"
                )
            else:
                how = (
                    f"through authorization {access.authorization_id}: "
                    f"{_scope_text(sorted(access.scopes))}, except confidential services"
                )
            lines.append(f"- {self._profile_line(other, 'Member')}; {how}.")
        if not reachable:
            lines.append("This caller may reach no other member's records.")
        granted = self.find(Authorization, subject_id=member.id)
        if granted:
            lines.append("Authorizations this member has granted:")
        for grant in granted:
            lines.append(
                f"- {grant.id}: to {grant.grantee_name or 'a representative'} "
                f"(member number ending {grant.grantee_member_number[-4:]}), covering "
                f"{_scope_text(grant.scope)}; status {grant.status}."
            )
        return "\n".join(lines)

    def _profile_line(self, member: Member, role: str) -> str:
        pcp_id = member.pcp_id
        provider = self.read(Provider, pcp_id) if pcp_id else None
        pcp = f"{provider.name} ({provider.id})" if provider else "none on file"
        other = member.other_coverage
        return (
            f"{role} {member.full_name} ({member.id}), born {member.date_of_birth}, "
            f"{member.plan}, {member.relationship} on "
            f"the plan; primary care provider: {pcp}; home delivery payment card: "
            f"{'saved' if member.payment_on_file else 'none'}; other coverage: "
            f"{'on file' if other else 'none on file'}"
        )

    # --- authorizations ------------------------------------------------------------------

    @tool(writes=True)
    def create_authorization_request(
        self, member_id: str, grantee_member_number: str, scope: list[Scope]
    ) -> str:
        """Prepare an authorization letting a representative discuss the member's records.

        Only the member themself can authorize someone. The request is sent to the member's
        Meridian app for signature; it gives no access until the member signs it and it is
        activated with activate_authorization.

        Args:
            member_id: the verified member's own id, e.g. "M-1001".
            grantee_member_number: the representative's own six-digit Meridian member number,
                e.g. "548213".
            scope: the kinds of record covered: any of "claims", "appeals" (acting on claims
                for the member) and "prescriptions".
        """
        number = parse_digits(grantee_member_number, "grantee_member_number", 6)
        kinds = sorted(set(scope))
        if not kinds or any(kind not in SCOPES for kind in kinds):
            raise ToolError(f"scope must list one or more of {', '.join(SCOPES)}")
        member = self.require_self(member_id, 2, "Creating an authorization")
        if number == member.member_number:
            raise ToolError("A member cannot name themself as their own representative.")
        auth_id = f"AUTH-{member.id.removeprefix('M-')}-{number}"
        existing = self.read(Authorization, auth_id)
        if existing is not None and existing.status != "revoked":
            raise ToolError(
                f"Authorization {auth_id} for that representative already exists (status "
                f"{existing.status}). Nothing was changed."
            )
        self.store.put(
            "authorizations",
            {
                "id": auth_id,
                "subject_id": member.id,
                "grantee_member_number": number,
                "grantee_name": "",
                "scope": kinds,
                "status": "pending_signature",
            },
        )
        return (
            f"Authorization request {auth_id} prepared for the representative with member "
            f"number ending {number[-4:]}, covering {', '.join(kinds)}. It was sent to the "
            "member's Meridian app for signature and gives no access until it is signed and "
            "activated."
        )

    @tool(actor="user")
    def sign_authorization_in_app(self, authorization_id: str) -> str:
        """The caller opens the Meridian app and signs a waiting authorization form.

        Args:
            authorization_id: the form's id as the app shows it, e.g. "AUTH-1001-548213".
        """
        grant = self.read(Authorization, authorization_id.strip())
        if grant is None or grant.status != "pending_signature":
            raise ToolError("The app shows no authorization form waiting for a signature.")
        self.store.update("authorizations", grant.id, status="signed")
        return "the form is signed and sent back to Meridian"

    @tool(writes=True)
    def activate_authorization(self, authorization_id: str) -> str:
        """Activate an authorization the member has signed in the app.

        Args:
            authorization_id: the authorization's id, e.g. "AUTH-1001-548213".
        """
        grant = self.read(Authorization, authorization_id.strip())
        subject = grant.subject_id if grant else ""
        self.require_caller()
        if not subject or self.level(subject) < 1:
            raise not_available("authorization", authorization_id)
        self.require_self(subject, 2, "Activating an authorization")
        assert grant is not None
        if grant.status == "pending_signature":
            raise ToolError(
                f"Authorization {grant.id} is not signed yet: the member must sign it in the "
                "Meridian app first. Nothing was changed."
            )
        if grant.status != "signed":
            raise ToolError(f"Authorization {grant.id} is {grant.status}; nothing changed.")
        self.store.update("authorizations", grant.id, status="active")
        return (
            f"Authorization {grant.id} is active: the representative may now discuss "
            f"{', '.join(grant.scope)} for this member (never confidential services)."
        )

    @tool(writes=True)
    def revoke_authorization(self, authorization_id: str) -> str:
        """Revoke an authorization the member granted; it stops giving access immediately.

        Args:
            authorization_id: the authorization's id from get_access_summary, e.g. "AUTH-310".
        """
        grant = self.read(Authorization, authorization_id.strip())
        subject = grant.subject_id if grant else ""
        self.require_caller()
        if not subject or self.level(subject) < 1:
            raise not_available("authorization", authorization_id)
        self.require_self(subject, 2, "Revoking an authorization")
        assert grant is not None
        if grant.status == "revoked":
            raise ToolError(f"Authorization {grant.id} is already revoked.")
        self.store.update("authorizations", grant.id, status="revoked")
        return f"Authorization {grant.id} is revoked and gives no access from now on."
