"""Authority in OneBank: who is verified in this call, at which tier, and what that allows.

Authority is per caller (per customer id) and stepped up by the risk of the operation:

- tier 1: date of birth and the last four digits of one of the customer's cards;
- tier 2: tier 1 plus the postcode (ZIP code) of the address on file;
- tier 3: tier 1 plus possession of the registered phone, shown by approving a request in the
  OneBank app or by typing a texted number on the phone keypad (caller-side tools; staff never
  hear the number).

A higher tier satisfies every lower one. Tiers live in ``self.session.verified`` and are not
part of the state hash: verifying somebody is not an outcome. Every refusal for missing
authority reads the same whether the record exists or not, so a refusal never confirms that a
customer, account, card or transaction exists.
"""

from __future__ import annotations

from decimal import Decimal

from duplexworld.world import ToolError, World, verification_locked
from duplexworld.world.values import format_amount
from duplexworld.worlds.banking.records import Account, Card, Customer

TIER_BASIC = 1
"""Date of birth and card digits."""
TIER_STEP_UP = 2
"""Tier 1 plus the postcode on file."""
TIER_POSSESSION = 3
"""Tier 1 plus an approval in the app or a keypad entry of a texted number."""


VERIFICATION_LOCKED = verification_locked(
    "The customer can verify in person at a branch with photo ID."
)
"""Said once ``MAX_FAILED_CHECKS`` checks on one customer id have failed."""


class BankingAccess(World):
    """Authority helpers shared by every group of OneBank tools (no tools of its own)."""

    def tier(self, customer_id: str) -> int:
        """Verification tier reached for ``customer_id`` in this call (0 = not verified)."""
        return self.session.verified.get(customer_id, 0)

    def _grant(self, customer_id: str, tier: int) -> None:
        # never lowers a tier: a postcode check after an app approval must not step down
        self.session.verified[customer_id] = max(self.tier(customer_id), tier)

    def _check_allowed(self, customer_id: str) -> None:
        # counted per customer id: OneBank locks the record tried, not the call
        self.session.check_not_locked(VERIFICATION_LOCKED, customer_id)

    def _fail(self, customer_id: str) -> ToolError:
        return self.session.failed_check(customer_id)

    def _owner_of_account(self, account_id: str) -> str | None:
        account = self.read(Account, account_id)
        return None if account is None else account.customer_id

    def _require(self, owner: str | None, tier: int, what: str) -> str:
        # the same words whether the record is missing or its owner is not verified enough,
        # so a refusal never confirms that a record exists
        if owner is None or self.tier(owner) < tier:
            raise ToolError(
                f"{what} is not available: this operation needs the owner verified to tier "
                f"{tier} in this call. Verify the caller first; nothing was changed."
            )
        return owner

    def _card(self, card_id: str, tier: int) -> Card:
        card = self.read(Card, card_id.strip())
        owner = None if card is None else self._owner_of_account(card.account_id)
        self._require(owner, tier, f"Card {card_id}")
        assert card is not None
        return card

    def _customer(self, customer_id: str, tier: int) -> Customer:
        customer = self.read(Customer, customer_id.strip())
        self._require(None if customer is None else customer.id, tier, f"Customer {customer_id}")
        assert customer is not None
        return customer

    def _account(self, account_id: str, tier: int) -> Account:
        account = self.read(Account, account_id.strip())
        owner = None if account is None else account.customer_id
        self._require(owner, tier, f"Account {account_id}")
        assert account is not None
        return account

    def _card_digits(self, customer_id: str) -> set[str]:
        accounts = {account.id for account in self.find(Account, customer_id=customer_id)}
        return {card.last4 for card in self.find(Card) if card.account_id in accounts}

    def _debit(self, account: Account, amount: Decimal) -> None:
        """Take ``amount`` from a checking or savings account, refusing an overdraft."""
        if account.type not in ("checking", "savings"):
            raise ToolError(
                f"Account {account.id} is a {account.type} account; money "
                "can only be moved out of a checking or savings account."
            )
        if amount > Decimal(account.balance):
            raise ToolError(f"Account {account.id} does not have enough funds for that amount.")
        balance = Decimal(account.balance) - amount
        self.store.update(Account.table, account.id, balance=format_amount(balance))

    def _next_id(self, table: str, prefix: str) -> str:
        # sequential, not random: replaying the same actions must give the same store
        return f"{prefix}-{len(self.store.find(table)) + 1:03d}"
