"""Meridian Health Plan: the healthcare world (records, tools, policy clauses and scenarios)."""

from duplexworld.worlds.healthcare.world import POLICY_FILE, HealthcareWorld

__all__ = ["POLICY_FILE", "HealthcareWorld"]
