"""The world contract: record store, tools, and the World base class."""

from duplexworld.world.base import (
    MAX_FAILED_CHECKS,
    VERIFICATION_FAILED,
    World,
    WorldSession,
    verification_locked,
)
from duplexworld.world.records import RecordStore, canonical_json, state_hash
from duplexworld.world.tools import ToolCall, ToolError, ToolResult, ToolSpec, tool

__all__ = [
    "MAX_FAILED_CHECKS",
    "RecordStore",
    "ToolCall",
    "ToolError",
    "ToolResult",
    "ToolSpec",
    "VERIFICATION_FAILED",
    "World",
    "WorldSession",
    "canonical_json",
    "state_hash",
    "tool",
    "verification_locked",
]
