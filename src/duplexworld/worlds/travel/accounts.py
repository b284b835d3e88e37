"""Hearthway accounts: finding and verifying the caller, step-up and the payout method.

The caller is found by the phone number on their account and verified with two factors only
they hold (date of birth, last four digits of the payment card on file); the tiers live in the
session, which is not hashed. Payout changes need a step-up: a sign-in request approved by the
account holder in the Hearthway app. No tool lets staff hear, read or accept a code aloud.
"""

from __future__ import annotations

from duplexworld.world import ToolError, tool
from duplexworld.world.values import add_days, clean_id, parse_date, parse_digits, parse_phone
from duplexworld.worlds.travel.access import VERIFICATION_LOCKED, TravelBase
from duplexworld.worlds.travel.records import Account

PAYOUT_HOLD_DAYS = 2
"""Days a new payout method stays on verification hold before payouts go to it (PAYOUT-1)."""


class AccountTools(TravelBase):
    """Tools that identify the caller and change their own account."""

    def _pushes(self) -> dict[str, str]:
        # sign-in requests by account id: "pending" until the holder approves it in the app
        return self.session.notes.setdefault("pushes", {})

    @tool()
    def find_hearthway_account_by_phone(self, phone_number: str) -> str:
        """Find Hearthway accounts registered to a phone number; returns account ids only.

        Several accounts can share one number (a household), so the result may list more than
        one id, and it never shows names or details. A match does not verify the caller: verify
        with verify_account_holder before reading or changing anything.

        Args:
            phone_number: the 10-digit number the caller gives, e.g. "415-382-9061".
        """
        phone = parse_phone(phone_number)
        matches = [a.id for a in self.find(Account) if a.phone == phone]
        if not matches:
            return "No Hearthway account is registered to that phone number."
        noun = "account is" if len(matches) == 1 else "accounts are"
        return (
            f"{len(matches)} Hearthway {noun} registered to that number: {', '.join(matches)}. "
            "A phone number does not verify the caller: verify them with verify_account_holder "
            "before sharing or changing anything."
        )

    @tool()
    def verify_account_holder(self, account_id: str, date_of_birth: str, card_last4: str) -> str:
        """Verify the caller as the holder of an account with two factors they hold.

        On success the caller is verified for the rest of the call and every other tool acts
        for them and only them. On failure the result never says which detail was wrong or
        whether the account exists; repeated failures lock verification for the call.

        Args:
            account_id: the candidate account id from find_hearthway_account_by_phone, e.g.
                "U-2041".
            date_of_birth: the caller's date of birth, e.g. "1988-08-03".
            card_last4: the last four digits of the payment card on the account, e.g. "4471".
        """
        account_id = clean_id(account_id)
        dob = parse_date(date_of_birth, "date_of_birth")
        last4 = parse_digits(card_last4, "card_last4", 4)
        # counted per account id, as Hearthway locks the account tried
        self.session.check_not_locked(VERIFICATION_LOCKED, account_id)
        caller = self.caller()
        if caller is not None and caller != account_id:
            # one verified person per call: authority never passes between people mid-call
            raise ToolError(
                "This call is already verified for one account holder. Each person has to "
                "call and verify for themselves; nothing was shared or changed."
            )
        account = self.read(Account, account_id)
        if account is None or account.date_of_birth != dob or account.card_last4 != last4:
            raise self.session.failed_check(account_id)
        self.session.notes["caller"] = account_id
        self.session.verified[account_id] = max(self.tier(account_id), 1)
        return (
            f"Verified: the caller is {account.full_name}, account {account_id}. Every tool "
            "now acts for this account holder only."
        )

    @tool()
    def send_authenticator_push(self, account_id: str) -> str:
        """Send a sign-in request to the Hearthway app on the verified caller's enrolled device.

        The account holder approves it in the app; no code is read or spoken by anyone. Then
        call verify_authenticator_push. Works when the holder cannot receive text messages
        (for example while roaming), as long as the app's authenticator is enrolled.

        Args:
            account_id: the verified caller's account id, e.g. "U-2041".
        """
        account = self.require_own_account(account_id)
        if not account.authenticator:
            raise ToolError(
                "This account has no enrolled authenticator device, so a sign-in request cannot "
                "be sent. Nothing was changed."
            )
        self._pushes()[account.id] = "pending"
        return (
            "A sign-in request was sent to the Hearthway app on the account holder's enrolled "
            "device. Ask them to open the app and approve it, then call "
            "verify_authenticator_push. No code is involved."
        )

    @tool()
    def verify_authenticator_push(self, account_id: str) -> str:
        """Check whether the account holder approved the sign-in request; on approval the caller
        is stepped up for the rest of the call (needed for payout changes).

        Args:
            account_id: the verified caller's account id, e.g. "U-2041".
        """
        account = self.require_own_account(account_id)
        state = self._pushes().get(account.id)
        if state is None:
            raise ToolError("No sign-in request was sent in this call: send one first.")
        if state != "approved":
            raise ToolError(
                "The sign-in request has not been approved in the app yet. Ask the account "
                "holder to approve it and tell you when it is done."
            )
        self.session.verified[account.id] = 2
        return f"Step-up verified: account {account.id} is verified at tier 2 for this call."

    @tool(actor="user")
    def approve_authenticator_push(self) -> str:
        """The caller opens the Hearthway app and approves the waiting sign-in request."""
        pending = [key for key, state in self._pushes().items() if state == "pending"]
        if not pending:
            raise ToolError("The app shows no sign-in request waiting for approval.")
        for key in pending:
            self._pushes()[key] = "approved"
        return "approved"

    @tool(writes=True)
    def update_payout_method(self, account_id: str, bank_account_last4: str) -> str:
        """Switch the verified caller's own payouts to a new bank account.

        Needs the step-up (an approved sign-in request) in this call. The new method goes on a
        verification hold before payouts are sent to it; tell the caller.

        Args:
            account_id: the verified caller's own account id, e.g. "U-2041".
            bank_account_last4: the last four digits of the new bank account, e.g. "3096".
        """
        last4 = parse_digits(bank_account_last4, "bank_account_last4", 4)
        account = self.require_own_account(account_id, tier=2)
        if account.payout_last4 == last4:
            return f"Payouts already go to the bank account ending {last4}; nothing was changed."
        until = add_days(self.today(), PAYOUT_HOLD_DAYS)
        self.store.update(
            Account.table,
            account.id,
            payout_last4=last4,
            payout_status="verification_hold",
            payout_hold_until=until,
        )
        return (
            f"Payout method updated: payouts will go to the bank account ending {last4}. The new "
            f"method is on a verification hold until {until}; payouts due before then are sent "
            "once the hold ends."
        )
