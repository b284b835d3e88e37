"""OneBank tools that move money or guard it: transfers, payee payments, checks, travel notices.

Records: ``transfers`` and ``payments`` (written here), ``payees`` (saved in the app by the
customer; the phone agent cannot add one), ``checks`` (written by the customer; the agent can
stop an uncashed one) and ``travel_notices`` (one per customer and country).
"""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from duplexworld.world import ToolError, tool
from duplexworld.world.results import record_list
from duplexworld.world.values import format_amount, parse_amount, parse_date
from duplexworld.worlds.banking.access import TIER_BASIC, TIER_POSSESSION, BankingAccess
from duplexworld.worlds.banking.records import (
    Account,
    Check,
    Payee,
    Payment,
    Transfer,
    TravelNotice,
)
from duplexworld.worlds.banking.values import normalise_country, parse_check_number

PHONE_PAYMENT_LIMIT = Decimal("5000.00")
"""Most a payee payment made by phone may be (PAY-1)."""
MAX_TRAVEL_DAYS = 90
"""Longest trip one travel notice covers (TRAVEL-1)."""


class PaymentTools(BankingAccess):
    """Transfers, payee payments, checks and travel notices."""

    @tool(writes=True)
    def transfer_between_accounts(
        self, from_account_id: str, to_account_id: str, amount: str
    ) -> str:
        """Move money between two accounts of the same verified customer, immediately.

        Both accounts must belong to the verified caller; money can leave a checking or
        savings account only, and only up to its balance.

        Args:
            from_account_id: the account the money leaves, e.g. "A-4402", from
                get_customer_accounts.
            to_account_id: the account the money goes to, e.g. "A-4401".
            amount: the amount in dollars, e.g. "250.00".
        """
        value = parse_amount(amount)
        source = self._account(from_account_id, TIER_BASIC)
        target = self._account(to_account_id, TIER_BASIC)
        if source.id == target.id:
            raise ToolError("The two accounts are the same account; nothing was moved.")
        if source.customer_id != target.customer_id:
            raise ToolError(
                "Both accounts must belong to the same customer: money can only be moved "
                "between the caller's own accounts. Nothing was moved."
            )
        self._debit(source, value)
        balance = Decimal(target.balance) + value
        self.store.update(Account.table, target.id, balance=format_amount(balance))
        transfer_id = self._next_id("transfers", "TR")
        transfer = Transfer(
            id=transfer_id,
            from_account_id=source.id,
            to_account_id=target.id,
            amount=format_amount(value),
            status="completed",
        )
        self.store.put(Transfer.table, transfer.row())
        return (
            f"Transfer {transfer_id} done: {format_amount(value)} moved from account "
            f"{source.id} to account {target.id}. The money is available now."
        )

    @tool(writes=True)
    def pay_saved_payee(self, account_id: str, payee_id: str, amount: str) -> str:
        """Send a payment from a checking account to one of the customer's saved payees.

        Money leaves the bank and cannot be recalled, so this needs the account's owner
        verified to the tier the bank's policy sets for payments. Only payees the customer
        saved in the OneBank app can be paid; none can be added by phone.

        Args:
            account_id: the checking account to pay from, e.g. "A-4401".
            payee_id: the saved payee's id, e.g. "P-21", from get_customer_accounts.
            amount: the amount in dollars, e.g. "875.00".
        """
        value = parse_amount(amount)
        account = self._account(account_id, TIER_POSSESSION)
        payee = self.read(Payee, payee_id.strip())
        if payee is None or payee.customer_id != account.customer_id:
            raise ToolError(
                f"Payee {payee_id} is not one of this customer's saved payees. Payees can only "
                "be added by the customer in the OneBank app; nothing was paid."
            )
        if payee.status != "active":
            raise ToolError(
                f"Payee {payee.id} ({payee.name}) is {payee.status} and can no "
                "longer be paid. Check the customer's saved payees again; nothing was paid."
            )
        if account.type != "checking":
            raise ToolError("Payee payments can only be made from a checking account.")
        if value > PHONE_PAYMENT_LIMIT:
            raise ToolError(
                f"A payment by phone can be at most {format_amount(PHONE_PAYMENT_LIMIT)}; "
                "nothing was paid."
            )
        self._debit(account, value)
        payment_id = self._next_id("payments", "PM")
        payment = Payment(
            id=payment_id,
            account_id=account.id,
            payee_id=payee.id,
            amount=format_amount(value),
            status="sent",
        )
        self.store.put(Payment.table, payment.row())
        return (
            f"Payment {payment_id} sent: {format_amount(value)} from account {account.id} "
            f"to {payee.name} ({payee.id}). It arrives within one business day."
        )

    @tool()
    def list_account_checks(self, account_id: str) -> str:
        """List the checks written on a verified customer's account, by check number.

        Each line gives the check number, the date written, the payee, the amount and the
        status: issued (not cashed yet), paid (cashed) or stopped.

        Args:
            account_id: the checking account's id, e.g. "A-4401", from get_customer_accounts.
        """
        account = self._account(account_id, TIER_BASIC)
        checks = self.find(Check, account_id=account.id)
        if not checks:
            return f"No checks have been written on account {account.id}."
        checks.sort(key=lambda row: int(row.number))
        return record_list(
            f"Checks written on account {account.id}:",
            [
                f"check {row.number}: written {row.date} to {row.payee}, "
                f"{format_amount(row.amount)}, {row.status}"
                for row in checks
            ],
        )

    @tool(writes=True)
    def stop_check_payment(self, account_id: str, check_number: str) -> str:
        """Stop payment on a check that has not been cashed, so the bank will not pay it.

        Only an issued (uncashed) check can be stopped; a paid check cannot.

        Args:
            account_id: the account the check was written on, e.g. "A-4401".
            check_number: the check's number as the caller reads it, e.g. "1052".
        """
        number = parse_check_number(check_number)
        account = self._account(account_id, TIER_BASIC)
        found = self.find(Check, account_id=account.id, number=number)
        if not found:
            raise ToolError(
                f"No check number {number} was written on account {account.id}. Confirm "
                "the number with the caller; nothing was changed."
            )
        check = found[0]
        if check.status == "stopped":
            return f"Check {number} already has a stop payment; no change."
        if check.status != "issued":
            raise ToolError(
                f"Check {number} is {check.status} and can no longer be stopped; nothing "
                "was changed."
            )
        self.store.update(Check.table, check.id, status="stopped")
        return (
            f"Stop payment placed on check {number} to {check.payee} for "
            f"{format_amount(check.amount)} (written {check.date}). It will not be paid."
        )

    @tool(writes=True)
    def add_travel_notice(
        self, customer_id: str, country: str, start_date: str, end_date: str
    ) -> str:
        """Record that a verified customer will use their cards in another country.

        Purchases in that country between the two dates are then not treated as unusual.
        A second notice for the same country replaces the first.

        Args:
            customer_id: the verified customer's id, e.g. "C-2231".
            country: the country visited, e.g. "Italy" or "United Kingdom".
            start_date: the first day abroad (the departure day), e.g. "2024-06-14".
            end_date: the last day abroad (the return day), e.g. "2024-06-28".
        """
        name = normalise_country(country)
        start = parse_date(start_date, "start_date")
        end = parse_date(end_date, "end_date")
        customer = self._customer(customer_id, TIER_BASIC)
        days = (date.fromisoformat(end) - date.fromisoformat(start)).days
        if days < 0:
            raise ToolError("end_date is before start_date; nothing was recorded.")
        if days > MAX_TRAVEL_DAYS:
            raise ToolError(
                f"A travel notice covers at most {MAX_TRAVEL_DAYS} days; nothing was recorded."
            )
        notice_id = f"TN-{customer.id}-{name.replace(' ', '-')}"
        replaced = self.read(TravelNotice, notice_id) is not None
        notice = TravelNotice(
            id=notice_id, customer_id=customer.id, country=name, start_date=start, end_date=end
        )
        self.store.put(TravelNotice.table, notice.row())
        verb = "updated" if replaced else "added"
        return (
            f"Travel notice {verb}: cards of {customer.full_name} can be used in {name} "
            f"from {start} to {end}."
        )
