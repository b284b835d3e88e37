"""Ridgeway Freight: the logistics world (records, tools, policy clauses and scenarios)."""

from duplexworld.worlds.logistics.core import POLICY_FILE, TODAY
from duplexworld.worlds.logistics.world import LogisticsWorld

__all__ = ["POLICY_FILE", "TODAY", "LogisticsWorld"]
