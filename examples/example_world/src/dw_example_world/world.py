"""The library world: find a member, check who is calling, list their loans, renew one."""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import TypeVar

from duplexworld import ToolError, World, tool
from duplexworld.world.policy import policy_lookup
from dw_example_world.records import TABLES, Book, Loan, Member, Record

MAX_RENEWALS = 2
"""A loan can be renewed twice; the third time the book must come back (policy LEND-2)."""

RENEWAL_DAYS = 14
"""A renewal moves the due date two weeks on from the current due date."""

R = TypeVar("R", bound=Record)

LOCKED = "too many failed checks: the member must come to the desk with photo ID"
"""What the tools say once identity checks on a member have failed too often."""

PROMPT = """You answer the phone for Riverside Library. You own this call: there is no transfer
to anyone else. The lending rules are not in this prompt: look them up with lookup_policy before
you act. Speak briefly and clearly, one question at a time."""


class LibraryWorld(World):
    """Members, books and loans; renewals follow policy LEND-1 and LEND-2."""

    name = "library"
    tables = tuple(TABLES)
    prompt = PROMPT

    lookup_policy = policy_lookup(
        Path(__file__).parent / "policy.md",
        searched="Riverside Library's lending policy",
        example_id="LEND-2",
        examples=("renew a book for longer", "verify a member"),
    )

    def _record(self, model: type[R], table: str, key: str, what: str) -> R:
        data = self.store.get(table, key)
        if data is None:
            raise ToolError(f"no {what} {key}")
        return model.model_validate(data)

    @tool()
    def find_member(self, card_number: str) -> str:
        """Find a member by the eight digits of their library card.

        Args:
            card_number: the card number, digits only, e.g. "20481736".
        """
        digits = "".join(ch for ch in card_number if ch.isdigit())
        for data in self.store.table("members").values():
            member = Member.model_validate(data)
            if member.card_number == digits:
                return f"member {member.id}: {member.full_name} (not yet verified)"
        raise ToolError(f"no member with card number {card_number}")

    @tool()
    def verify_member(self, member_id: str, date_of_birth: str) -> str:
        """Check the caller is the member: the date of birth must match.

        Args:
            member_id: the member's id, e.g. "M-1".
            date_of_birth: YYYY-MM-DD.
        """
        member = self._record(Member, "members", member_id, "member")
        self.session.check_not_locked(LOCKED, member_id)
        if member.date_of_birth != date_of_birth:
            raise self.session.failed_check(member_id)
        self.session.verified[member_id] = 1
        return f"member {member_id} verified"

    @tool()
    def list_loans(self, member_id: str) -> str:
        """The member's loans: id, title, due date and renewals so far (verified members only).

        Args:
            member_id: the member's id.
        """
        self._verified(member_id)
        lines = []
        for data in self.store.table("loans").values():
            loan = Loan.model_validate(data)
            if loan.member_id == member_id:
                book = self._record(Book, "books", loan.book_id, "book")
                lines.append(
                    f"loan {loan.id}: {book.title} by {book.author}, due {loan.due_date}, "
                    f"renewed {loan.renewals} times"
                )
        return "\n".join(lines) or "no loans"

    @tool(writes=True)
    def renew_loan(self, loan_id: str) -> str:
        """Renew a loan for two more weeks (LEND-2: at most twice, never a book on hold).

        Args:
            loan_id: the loan's id, e.g. "L-11".
        """
        loan = self._record(Loan, "loans", loan_id, "loan")
        self._verified(loan.member_id)
        book = self._record(Book, "books", loan.book_id, "book")
        if book.on_hold:
            raise ToolError(f"{book.title} is on hold for another member: it cannot be renewed")
        if loan.renewals >= MAX_RENEWALS:
            raise ToolError(f"loan {loan_id} was renewed {loan.renewals} times already")
        due = loan.due() + datetime.timedelta(days=RENEWAL_DAYS)
        self.store.update("loans", loan_id, due_date=due.isoformat(), renewals=loan.renewals + 1)
        return f"loan {loan_id} renewed: {book.title} is now due {due.isoformat()}"

    def _verified(self, member_id: str) -> None:
        if member_id not in self.session.verified:
            raise ToolError("verify the member first (LEND-1)")
