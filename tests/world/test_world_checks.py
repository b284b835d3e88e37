"""Failed identity checks and the lock they lead to: one implementation for every world."""

from __future__ import annotations

import pytest

from duplexworld.world import MAX_FAILED_CHECKS, ToolError, WorldSession


def test_a_per_record_lock_counts_only_that_record():
    session = WorldSession()
    for _ in range(MAX_FAILED_CHECKS):
        session.check_not_locked("locked", "C-1")
        assert str(session.failed_check("C-1", "failed")) == "failed"
    with pytest.raises(ToolError, match="^locked$"):
        session.check_not_locked("locked", "C-1")
    session.check_not_locked("locked", "C-2")  # another record is still open


def test_a_per_call_lock_counts_every_record():
    session = WorldSession()
    for key in ("481207", "999888", "123456"):
        session.check_not_locked("locked")
        session.failed_check(key, "failed")
    assert session.failed_checks == {"481207": 1, "999888": 1, "123456": 1}
    with pytest.raises(ToolError, match="locked"):
        session.check_not_locked("locked")
    with pytest.raises(ToolError):
        session.check_not_locked("locked", limit=2)
