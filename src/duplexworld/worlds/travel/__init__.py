"""Hearthway: the travel world (records, tools, policy clauses and scenarios)."""

from duplexworld.worlds.travel.world import POLICY_FILE, TravelWorld

__all__ = ["POLICY_FILE", "TravelWorld"]
