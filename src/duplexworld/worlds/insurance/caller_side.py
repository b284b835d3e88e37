"""What the caller does on their own side when the agent guides them (guided procedures).

These tools belong to the caller (``actor="user"``): the agent cannot call them, and cannot
see their effect except by reading the records afterwards or by trusting the caller's report.
The caller's app session is its own authority, so these tools check no verification.
"""

from __future__ import annotations

from duplexworld.world import ToolError, tool
from duplexworld.worlds.insurance.core import HarborlineCore
from duplexworld.worlds.insurance.records import Claim, Item


class CallerSideTools(HarborlineCore):
    """The caller's own effectors: the Harborline app and the house's water valve."""

    @tool(writes=True, actor="user")
    def upload_claim_photos(self, claim_id: str) -> str:
        """The caller photographs the damage and uploads the photos to a claim in the app.

        Args:
            claim_id: the claim the agent named, e.g. "CLM-481207-2".
        """
        claim = self.read(Claim, claim_id.strip().upper())
        if claim is None or claim.status != "intake":
            raise ToolError("the app says: no open claim with that number")
        self.store.update(Claim.table, claim.id, photos="uploaded")
        return f"Upload complete, the photos are attached to claim {claim.id}"

    @tool(writes=True, actor="user")
    def sign_theft_affidavit(self, claim_id: str) -> str:
        """The caller reads and e-signs the theft affidavit for a claim in the app.

        Args:
            claim_id: the claim the agent named, e.g. "CLM-481207-2".
        """
        claim = self.read(Claim, claim_id.strip().upper())
        if claim is None or claim.status != "intake" or claim.loss_type != "theft":
            raise ToolError("the app says: no theft affidavit is waiting for that claim")
        self.store.update(Claim.table, claim.id, affidavit="signed")
        return f"Affidavit signed for claim {claim.id}"

    @tool(writes=True, actor="user")
    def shut_off_water_main(self, item_id: str) -> str:
        """The caller turns the main water valve of their home off.

        Args:
            item_id: the insured property, e.g. "H-2201".
        """
        item = self.read(Item, item_id.strip().upper())
        if item is None or item.kind != "property":
            raise ToolError("there is no water valve there")
        self.store.update(Item.table, item.id, water_main="off")
        return "the valve is turned all the way and the water has stopped"
