"""OneBank: a retail bank's phone line, governed by financial-crime and card rules.

Records: ``customers``, ``accounts``, ``cards``, ``transactions``, ``disputes``,
``cash_orders``, and (see ``payments.py``) ``transfers``, ``payees``, ``payments``, ``checks``
and ``travel_notices``. Authority is per caller and stepped up by the risk of the operation
(``access.py``): tier 1 (date of birth and a card's last four digits), tier 2 (plus the
postcode on file) and tier 3 (plus possession of the registered phone, ``stepup.py``).

The tools enforce what must never happen (acting for an unverified caller, leaking which
factor failed or that a record exists, hearing a code sent to the customer's phone); the rules
that need judgement (lock or block, refusing to structure cash or to pay a scammer) are only
in ``policy.md``, which the agent must search with ``lookup_policy``. No tool lets staff hear
or read out a one-time code: possession is shown on the caller's side (``stepup.py``).
"""

from __future__ import annotations

import hashlib
from decimal import Decimal
from pathlib import Path
from typing import Literal

from duplexworld.values import name_words
from duplexworld.world import ToolError, tool
from duplexworld.world.policy import policy_lookup
from duplexworld.world.results import record_list
from duplexworld.world.values import (
    format_amount,
    parse_amount,
    parse_date,
    parse_digits,
    parse_postcode,
)
from duplexworld.worlds.banking.access import (
    TIER_BASIC,
    TIER_STEP_UP,
)
from duplexworld.worlds.banking.payments import PaymentTools
from duplexworld.worlds.banking.records import (
    RECORDS,
    Account,
    Card,
    CashOrder,
    Customer,
    Dispute,
    Payee,
    Transaction,
    TravelNotice,
)
from duplexworld.worlds.banking.stepup import StepUpTools

__all__ = ["POLICY_FILE", "BankingWorld"]

TABLES = tuple(RECORDS)
"""Every table a OneBank store has (``records.RECORDS``); a seed may omit the empty ones."""

POLICY_FILE = Path(__file__).with_name("policy.md")
"""OneBank's clause corpus, searched by ``lookup_policy``; never part of the agent's prompt."""

DisputeReason = Literal[
    "duplicate", "not_received", "wrong_amount", "unauthorized", "cancelled_recurring"
]
"""Why a transaction is disputed (DISP-1, DISP-4, FRAUD-3)."""

INSTRUCTIONS = """\
You are the phone agent of OneBank, a retail bank. The caller reached you after the bank's \
self-service could not help them. You own this call until it ends: you cannot transfer the \
caller to another department or person, so resolve the request yourself or tell the caller \
clearly what they can do.

The caller will describe a problem, not an operation: work out what they need. Use your tools \
to find records and act on them. The bank's rules (identity verification, cards, fraud holds, \
disputes, cash, payments, checks and travel) are not in this prompt: look up the rule that \
applies with lookup_policy before you act, share anything or refuse, and follow it.

Speak briefly and naturally, one question at a time; read numbers and dates clearly.\
"""
"""The agent's system prompt: role, brand, rules by lookup only, no transfer away."""


def _replacement_last4(card_id: str) -> str:
    # a stable digest, not random: replaying the same actions must give the same store
    return f"{int(hashlib.sha256(card_id.encode()).hexdigest(), 16) % 10_000:04d}"


class BankingWorld(PaymentTools, StepUpTools):
    """OneBank's records and the tools of its phone agent (and of the caller's own phone)."""

    name = "banking"
    prompt = INSTRUCTIONS
    tables = TABLES
    records = RECORDS

    # --- identity --------------------------------------------------------------------------

    @tool()
    def find_customer_by_name(self, full_name: str) -> str:
        """Search customer records by the caller's name; returns candidate customer ids only.

        Several customers can share a surname, so the result may list more than one id and
        never shows any personal details. A match does not identify the caller: verify
        identity with verify_identity before sharing or changing anything.

        Args:
            full_name: the caller's first and last name as they said it, e.g. "Emily Carter".
        """
        wanted = name_words(full_name)
        if not wanted:
            raise ToolError("full_name must contain the caller's name")
        matches = []
        for customer in self.find(Customer):
            parts = name_words(customer.full_name)
            # surname match (or any name part for a single word): callers and transcripts
            # get first names wrong more often than surnames
            if (len(wanted) == 1 and wanted[0] in parts) or (parts and parts[-1] == wanted[-1]):
                matches.append(customer.id)
        if not matches:
            return f"No customer record matches the name {full_name!r}. Check the spelling."
        noun = "record matches" if len(matches) == 1 else "records match"
        return (
            f"{len(matches)} customer {noun} the name {full_name!r}: {', '.join(matches)}. "
            "A name alone does not identify the caller: verify identity before sharing or "
            "changing anything."
        )

    @tool()
    def verify_identity(self, customer_id: str, date_of_birth: str, card_last4: str) -> str:
        """Verify the caller as a customer (tier 1) with their date of birth and card digits.

        On success the caller is verified at tier 1 for the rest of the call. On failure the
        result never says which detail was wrong; repeated failures lock verification.

        Args:
            customer_id: the candidate customer id, e.g. "C-2231", from find_customer_by_name.
            date_of_birth: the caller's date of birth, e.g. "1979-03-14".
            card_last4: the last four digits of any of the customer's cards, e.g. "4471".
        """
        customer_id = customer_id.strip()
        dob = parse_date(date_of_birth, "date_of_birth")
        last4 = parse_digits(card_last4, "card_last4", 4)
        self._check_allowed(customer_id)
        customer = self.read(Customer, customer_id)
        if customer is None or customer.date_of_birth != dob:
            raise self._fail(customer_id)
        if last4 not in self._card_digits(customer_id):
            raise self._fail(customer_id)
        self._grant(customer_id, TIER_BASIC)
        return (
            f"Identity verified: the caller is {customer.full_name}, customer {customer_id}, "
            f"verified at tier {self.tier(customer_id)} for this call."
        )

    @tool()
    def check_postcode_factor(self, customer_id: str, postcode: str) -> str:
        """Step up a verified caller to tier 2 with the postcode (ZIP code) of their address.

        Only for a caller already verified with verify_identity. On failure the result never
        says what was wrong; repeated failures lock verification.

        Args:
            customer_id: the customer id verified at tier 1, e.g. "C-2231".
            postcode: the postcode or ZIP code the caller gives, e.g. "60614".
        """
        customer_id = customer_id.strip()
        if not postcode.strip():
            raise ToolError("postcode must not be empty")
        self._check_allowed(customer_id)
        if self.tier(customer_id) < 1:
            raise ToolError(
                "The postcode check is a step-up: first verify the caller with verify_identity."
            )
        customer = self.read(Customer, customer_id)
        assert customer is not None  # tier 1 is only ever granted to an existing customer
        # read after the tier check: a caller who is not verified learns nothing from it
        if customer.postcode != parse_postcode(postcode):
            raise self._fail(customer_id)
        self._grant(customer_id, TIER_STEP_UP)
        return f"Step-up verified: customer {customer_id} is verified at tier 2 for this call."

    # --- reading ---------------------------------------------------------------------------

    @tool()
    def get_customer_accounts(self, customer_id: str) -> str:
        """List a verified customer's accounts and the cards on each, with card status.

        Card status is one of: active, locked (temporarily frozen, reversible), blocked
        (permanently cancelled) or fraud_hold (held by the fraud system). Also lists the
        customer's saved payees, travel notices and the mailing address on file, if any.

        Args:
            customer_id: the verified customer's id, e.g. "C-2231".
        """
        customer = self._customer(customer_id, 1)
        accounts = self.find(Account, customer_id=customer.id)
        if not accounts:
            return f"Customer {customer.id} has no accounts."
        lines = [f"Accounts of {customer.full_name} ({customer.id}):"]
        for account in accounts:
            lines.append(
                f"- account {account.id}: {account.type} "
                f'"{account.name}", balance {format_amount(account.balance)}'
            )
            for card in self.find(Card, account_id=account.id):
                lines.append(
                    f"  - card {card.id}: {card.kind} ending {card.last4}, status {card.status}"
                )
        lines += self._profile_lines(customer)
        return "\n".join(lines)

    def _profile_lines(self, customer: Customer) -> list[str]:
        # only what a seed has: scenarios without payees or addresses read as before
        lines: list[str] = []
        payees = self.find(Payee, customer_id=customer.id)
        if payees:
            lines.append("Saved payees (added by the customer in the app):")
            lines += [
                f"- payee {p.id}: {p.name}, status {p.status}"
                f"{', added ' + p.added if p.added else ''}"
                f"{' (' + p.note + ')' if p.note else ''}"
                for p in payees
            ]
        notices = self.find(TravelNotice, customer_id=customer.id)
        lines += [
            f"Travel notice: {n.country} from {n.start_date} to {n.end_date}" for n in notices
        ]
        if customer.address:
            lines.append(f"Mailing address on file: {customer.address}")
        return lines

    @tool()
    def list_card_transactions(self, card_id: str) -> str:
        """List the recent transactions on a verified customer's card, newest first.

        Each line gives the transaction id, date, amount in dollars, merchant and status
        (posted, pending, declined or disputed); recurring charges (subscriptions) are marked.

        Args:
            card_id: the card's id, e.g. "K-88", from get_customer_accounts.
        """
        card = self._card(card_id, 1)
        rows = self.find(Transaction, card_id=card.id)
        if not rows:
            return f"Card {card.id} (ending {card.last4}) has no recent transactions."
        rows.sort(key=lambda row: (row.date, row.id), reverse=True)
        return record_list(
            f"Transactions on card {card.id} (ending {card.last4}), newest first:",
            [
                f"{row.id}: {row.date}, {format_amount(row.amount)}, {row.merchant}"
                f"{', ' + row.location if row.location else ''}, {row.status}"
                f"{', recurring' if row.recurring else ''}"
                for row in rows
            ],
        )

    # --- cards -----------------------------------------------------------------------------

    @tool(writes=True)
    def lock_card(self, card_id: str) -> str:
        """Lock a card temporarily: purchases and withdrawals are declined until it is unlocked.

        Reversible with unlock_card. The caller must be verified.

        Args:
            card_id: the card's id, e.g. "K-88", from get_customer_accounts.
        """
        card = self._card(card_id, 1)
        if card.status == "locked":
            return f"Card {card.id} (ending {card.last4}) is already locked; no change."
        if card.status != "active":
            raise ToolError(f"Card {card.id} has status {card.status} and cannot be locked.")
        self.store.update(Card.table, card.id, status="locked")
        return (
            f"Card {card.id} (ending {card.last4}) is now locked. Purchases and "
            "withdrawals will be declined until it is unlocked, which can be done at any time."
        )

    @tool(writes=True)
    def unlock_card(self, card_id: str) -> str:
        """Unlock a locked card so it works again. The caller must be verified.

        Args:
            card_id: the card's id, e.g. "K-88".
        """
        card = self._card(card_id, 1)
        if card.status != "locked":
            raise ToolError(f"Card {card.id} is not locked (status {card.status}).")
        self.store.update(Card.table, card.id, status="active")
        return f"Card {card.id} (ending {card.last4}) is unlocked and active again."

    @tool(writes=True)
    def block_card(self, card_id: str) -> str:
        """Block a card permanently: it can never be used or unlocked again.

        This cannot be undone; a replacement can then be ordered with order_replacement_card.
        The caller must be verified.

        Args:
            card_id: the card's id, e.g. "K-88".
        """
        card = self._card(card_id, 1)
        if card.status == "blocked":
            return f"Card {card.id} (ending {card.last4}) is already blocked; no change."
        self.store.update(Card.table, card.id, status="blocked")
        return (
            f"Card {card.id} (ending {card.last4}) is now permanently blocked and can "
            "never be used again."
        )

    @tool(writes=True)
    def order_replacement_card(self, card_id: str) -> str:
        """Order a new card to replace a blocked card, posted to the address on file.

        Args:
            card_id: the id of the blocked card to replace, e.g. "K-88".
        """
        card = self._card(card_id, 1)
        if card.status != "blocked":
            raise ToolError(
                f"Card {card.id} is {card.status}, not blocked: only a blocked card can "
                "be replaced."
            )
        if card.replaced_by:
            raise ToolError(f"Card {card.id} was already replaced by {card.replaced_by}.")
        new_id = f"{card.id}-R"
        owner = self.read(Customer, self._owner_of_account(card.account_id) or "")
        address = owner.address if owner else None
        new_card = Card(
            id=new_id,
            account_id=card.account_id,
            kind=card.kind,
            last4=_replacement_last4(new_id),
            status="active",
            replaces=card.id,
        )
        if address:
            # the card goes where the record says at the moment of ordering (CARD-14)
            new_card = new_card.model_copy(update={"mailed_to": address})
        self.store.put(Card.table, new_card.row())
        self.store.update(Card.table, card.id, replaced_by=new_id)
        where = address or "the address on file"
        return (
            f"Replacement card {new_id} (ending {new_card.last4}) ordered. It is posted to "
            f"{where} and arrives in 5 to 7 business days."
        )

    @tool(writes=True)
    def release_fraud_hold(self, card_id: str) -> str:
        """Release the fraud system's hold on a card so that purchases go through again.

        The caller must be verified to the level the bank's policy requires for this.

        Args:
            card_id: the held card's id, e.g. "K-88".
        """
        card = self._card(card_id, 2)
        if card.status != "fraud_hold":
            raise ToolError(f"Card {card.id} has no fraud hold (status {card.status}).")
        self.store.update(Card.table, card.id, status="active")
        return (
            f"The fraud hold on card {card.id} (ending {card.last4}) is released; the "
            "card is active and works immediately."
        )

    # --- money -----------------------------------------------------------------------------

    @tool(writes=True)
    def open_dispute(self, transaction_id: str, amount: str, reason: DisputeReason) -> str:
        """Open a dispute on a posted card transaction the caller is contesting.

        The amount must be the full amount of that transaction, as the caller confirms it.

        Args:
            transaction_id: the transaction's id, e.g. "T-9002", from list_card_transactions.
            amount: the transaction's amount in dollars, e.g. "39.99".
            reason: duplicate (charged twice), not_received (goods or service never came),
                wrong_amount (charged more than agreed), unauthorized (not made by the
                customer) or cancelled_recurring (a subscription charged after it was
                cancelled).
        """
        value = parse_amount(amount)
        row = self.read(Transaction, transaction_id.strip())
        card = None if row is None else self.read(Card, row.card_id)
        owner = None if card is None else self._owner_of_account(card.account_id)
        owner = self._require(owner, 1, f"Transaction {transaction_id}")
        assert row is not None
        if row.status == "pending":
            raise ToolError(f"Transaction {row.id} is still pending and cannot be disputed yet.")
        if row.status == "disputed" or self.read(Dispute, f"DSP-{row.id}"):
            raise ToolError(f"Transaction {row.id} already has a dispute.")
        if parse_amount(row.amount) != value:
            raise ToolError(
                f"The amount {format_amount(value)} does not match transaction {row.id}. "
                "Confirm the charge with the caller; nothing was changed."
            )
        self._check_recurring(row, card, reason)
        dispute_id = f"DSP-{row.id}"
        dispute = Dispute(
            id=dispute_id,
            transaction_id=row.id,
            customer_id=owner,
            amount=format_amount(value),
            reason=reason,
            status="open",
        )
        self.store.put(Dispute.table, dispute.row())
        self.store.update(Transaction.table, row.id, status="disputed")
        return (
            f"Dispute {dispute_id} opened for {format_amount(value)} at {row.merchant} on "
            f"{row.date} (reason: {reason}). The customer gets a decision within 10 business "
            "days."
        )

    @staticmethod
    def _check_recurring(row: Transaction, card: Card | None, reason: DisputeReason) -> None:
        if reason == "cancelled_recurring" and not row.recurring:
            raise ToolError(
                f"Transaction {row.id} is not a recurring charge; choose another reason."
            )
        blocked = (card.blocked_merchants if card else None) or []
        if row.recurring and row.merchant not in blocked:
            # DISP-4: a charge that will recur is disputed only once future ones are stopped
            raise ToolError(
                f"Future charges from {row.merchant} are not blocked on this card yet: the "
                "customer has to block the merchant in the OneBank app's card controls first. "
                "Nothing was changed."
            )

    @tool(writes=True)
    def order_branch_cash(self, account_id: str, amount: str, pickup_date: str) -> str:
        """Order a large cash withdrawal for pickup at the customer's branch on a given day.

        Args:
            account_id: the checking or savings account to withdraw from, e.g. "A-501".
            amount: the amount of cash in dollars, e.g. "6000.00".
            pickup_date: the day of pickup, e.g. "2024-06-14".
        """
        value = parse_amount(amount)
        day = parse_date(pickup_date, "pickup_date")
        account = self.read(Account, account_id.strip())
        owner = None if account is None else account.customer_id
        self._require(owner, 1, f"Account {account_id}")
        assert account is not None
        if account.type not in ("checking", "savings"):
            raise ToolError("Cash can only be ordered from a checking or savings account.")
        if value > Decimal(account.balance):
            raise ToolError(f"Account {account.id} does not have enough funds for that amount.")
        order_id = f"CO-{account.id}-{day}"
        if self.read(CashOrder, order_id):
            raise ToolError(f"Account {account.id} already has a cash order for {day}.")
        order = CashOrder(
            id=order_id,
            account_id=account.id,
            amount=format_amount(value),
            pickup_date=day,
            status="ordered",
        )
        self.store.put(CashOrder.table, order.row())
        return (
            f"Cash order {order_id} placed: {format_amount(value)} from account {account.id}, "
            f"ready for pickup at the branch on {day}."
        )

    # --- rules -----------------------------------------------------------------------------

    lookup_policy = policy_lookup(
        POLICY_FILE,
        searched="OneBank's policy",
        example_id="CARD-11",
        examples=("card misplaced, might find it", "release fraud hold"),
    )
