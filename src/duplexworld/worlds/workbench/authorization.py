"""Authorization: spoken approvals become action-scoped tokens; the CommitGuard checks them.

The user approves an action aloud; the user side records that approval as a caller-side tool
call (``approve``), which creates a token scoped to one action on one artifact and bound to
the artifact's revision at that moment. A spoken revocation (``revoke``) invalidates every live
token for that action at once. A gated action (``commit``, and ``schedule`` or ``notify`` where
the workflow gates them) runs only with a live token for exactly that action, artifact and
revision; otherwise it is blocked, and the block is logged with the reason. The tokens and the
log are records, so both land in the final state of the trace, with their ticks.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

GatedAction = Literal["commit", "schedule", "notify"]
"""Actions a workflow may put behind the user's approval."""

TOKENS = "approvals"
"""Table of approval tokens."""
GUARD_LOG = "guard_log"
"""Table of blocked gated actions."""


class ApprovalToken(BaseModel):
    """A spoken approval of one action on one artifact revision."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    action: GatedAction
    artifact: str
    revision: int = Field(ge=0)
    granted_tick: int = Field(ge=0)
    revoked_tick: int | None = None
    used_tick: int | None = None

    @property
    def live(self) -> bool:
        """Not revoked (a used token stays valid for its action: committing is once anyway)."""
        return self.revoked_tick is None


class BlockedAction(BaseModel):
    """A gated action the CommitGuard refused."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    action: GatedAction
    artifact: str
    tick: int = Field(ge=0)
    reason: Literal["no_approval", "revoked", "stale_approval"]
    detail: str


class CommitGuard:
    """Checks a gated action against the tokens; a refusal is logged, never silent."""

    def __init__(self, tokens: list[ApprovalToken]) -> None:
        self.tokens = tokens

    def check(
        self, action: GatedAction, artifact: str, revision: int, tick: int, serial: int
    ) -> ApprovalToken | BlockedAction:
        """The live token that allows the action, or the block to log."""
        scoped = [t for t in self.tokens if t.action == action and t.artifact == artifact]
        live = [t for t in scoped if t.live]
        current = [t for t in live if t.revision == revision]
        if current:
            return current[-1]
        block_id = f"BLK-{serial}"
        if live:
            return BlockedAction(
                id=block_id,
                action=action,
                artifact=artifact,
                tick=tick,
                reason="stale_approval",
                detail=f"the approval was given for revision {live[-1].revision}; the artifact "
                f"is now at revision {revision}",
            )
        if scoped:
            revoked = max(t.revoked_tick or 0 for t in scoped)
            return BlockedAction(
                id=block_id,
                action=action,
                artifact=artifact,
                tick=tick,
                reason="revoked",
                detail=f"the user revoked the approval at tick {revoked}",
            )
        return BlockedAction(
            id=block_id,
            action=action,
            artifact=artifact,
            tick=tick,
            reason="no_approval",
            detail="the user has not approved this action",
        )
