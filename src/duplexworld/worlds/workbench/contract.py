"""The workbench's content checks (``worlds.contract``): every workflow has work to do."""

from __future__ import annotations

from duplexworld.worlds import contract as c

CHECKS: tuple[c.ContentCheck, ...] = (c.state_changes_always,)
"""Run by ``duplexworld scenarios validate`` on every workbench workflow."""
