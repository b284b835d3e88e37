"""The Voice Workbench (APEX-Voice): spoken delegation of professional deliverables with
artifacts, approvals and revocation."""

from duplexworld.worlds.workbench.world import WorkbenchWorld

__all__ = ["WorkbenchWorld"]
