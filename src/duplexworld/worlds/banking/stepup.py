"""Tier 3 step-up and the caller's own OneBank app and phone (caller-side tools).

The agent starts a step-up (an approval request in the app, or a text message with a number to
type on the keypad) and checks whether it was completed; the caller completes it on their own
phone with a caller-side tool. The number in the text never reaches the agent: no tool takes
it as an argument and no result contains it, so staff cannot hear or read it out.

Other caller-side tools are things only the customer can do in the app: change the address on
file and block a merchant in the card controls.
"""

from __future__ import annotations

from typing import Any, Literal

from duplexworld.values import canonical_postcode
from duplexworld.world import ToolError, tool
from duplexworld.worlds.banking.access import TIER_BASIC, TIER_POSSESSION, BankingAccess
from duplexworld.worlds.banking.records import Card, Customer

StepUpMethod = Literal["app_approval", "keypad_entry"]
"""How the caller proves possession of the registered phone (ID-6)."""


class StepUpTools(BankingAccess):
    """The agent's step-up tools and the caller's app and keypad."""

    def _pending(self) -> dict[str, Any] | None:
        return self.session.notes.get("step_up")

    # --- agent side ------------------------------------------------------------------------

    @tool()
    def start_step_up(self, customer_id: str, method: StepUpMethod) -> str:
        """Start a tier 3 step-up: prove the caller holds the customer's registered phone.

        app_approval sends an approval request to the OneBank app on that phone; keypad_entry
        texts a six-digit number to that phone for the caller to type on their keypad during
        this call (the system checks it; you never hear it). Only for a caller verified with
        verify_identity. Then ask the caller to complete it and call check_step_up.

        Args:
            customer_id: the verified customer's id, e.g. "C-2231".
            method: app_approval (the customer has the OneBank app) or keypad_entry (a text
                message to the phone number on file).
        """
        customer_id = customer_id.strip()
        if self.tier(customer_id) < TIER_BASIC:
            raise ToolError(
                "A step-up builds on verification: first verify the caller with "
                "verify_identity. Nothing was sent."
            )
        customer = self.read(Customer, customer_id)
        assert customer is not None  # tier 1 is only ever granted to an existing customer
        phone = customer.phone_last4
        if method == "app_approval" and not customer.app_enrolled:
            raise ToolError(
                f"No OneBank app is registered for customer {customer_id}, so no approval "
                f"request can be sent. Use keypad_entry: a text goes to the phone ending {phone}."
            )
        pending = {"customer_id": customer_id, "method": method, "done": False}
        self.session.notes["step_up"] = pending
        if method == "app_approval":
            return (
                f"Approval request sent to the OneBank app on the phone ending {phone}. Ask the "
                "caller to open the app and approve it, then call check_step_up."
            )
        return (
            f"Text message sent to the phone ending {phone} with a six-digit number. Ask the "
            "caller to type that number on their phone keypad now; the system checks it and you "
            "will not hear it. Then call check_step_up."
        )

    @tool()
    def check_step_up(self, customer_id: str) -> str:
        """Check whether the caller completed the step-up started with start_step_up.

        When they did, the customer is verified at tier 3 for the rest of the call.

        Args:
            customer_id: the customer id the step-up was started for, e.g. "C-2231".
        """
        customer_id = customer_id.strip()
        pending = self._pending()
        if pending is None or pending["customer_id"] != customer_id:
            raise ToolError(
                f"No step-up was started for customer {customer_id} in this call; start one "
                "with start_step_up."
            )
        if not pending["done"]:
            what = (
                "approved the request in the app"
                if pending["method"] == "app_approval"
                else ("typed the texted number on the keypad")
            )
            return (
                f"Not completed yet: the caller has not {what}. Wait for the caller, then "
                "check again."
            )
        self._grant(customer_id, TIER_POSSESSION)
        return f"Step-up complete: customer {customer_id} is verified at tier 3 for this call."

    # --- caller side -----------------------------------------------------------------------

    @tool(actor="user")
    def approve_app_request(self) -> str:
        """The caller opens the OneBank app on their phone and taps Approve on the request."""
        pending = self._pending()
        if pending is None or pending["method"] != "app_approval" or pending["done"]:
            return "the app shows no request waiting"
        pending["done"] = True
        return "approved"

    @tool(actor="user")
    def enter_texted_number_on_keypad(self) -> str:
        """The caller types the number from OneBank's text message on their phone keypad."""
        pending = self._pending()
        if pending is None or pending["method"] != "keypad_entry" or pending["done"]:
            return "there is no new text from OneBank"
        pending["done"] = True
        return "entry accepted"

    @tool(writes=True, actor="user")
    def update_address_in_app(self, customer_id: str, street: str, postcode: str) -> str:
        """The caller updates the mailing address in their profile in the OneBank app.

        Args:
            customer_id: the customer signed in to the app (set by the scenario).
            street: the new street address, e.g. "418 Oak Street, Austin TX".
            postcode: the new ZIP code, e.g. "78704".
        """
        customer = self.read(Customer, customer_id.strip())
        if customer is None:
            raise ToolError("the app is not signed in")
        code = canonical_postcode(postcode)
        if not street.strip() or code is None:
            raise ToolError("the app needs a street and a ZIP code")
        self.store.update(
            Customer.table, customer.id, address=" ".join(street.split()), postcode=code
        )
        return "the app says the address is updated"

    @tool(writes=True, actor="user")
    def block_merchant_in_app(self, card_id: str, merchant: str) -> str:
        """The caller blocks all future charges from one merchant in the app's card controls.

        Args:
            card_id: the card selected in the app (set by the scenario), e.g. "K-88".
            merchant: the merchant's name as the app lists it, e.g. "StreamMax".
        """
        card = self.read(Card, card_id.strip())
        if card is None:
            raise ToolError("the app does not show that card")
        name = " ".join(merchant.split())
        if not name:
            raise ToolError("the app needs a merchant name")
        blocked = sorted({*(card.blocked_merchants or []), name})
        self.store.update(Card.table, card.id, blocked_merchants=blocked)
        return f"the app says charges from {name} are now blocked"
