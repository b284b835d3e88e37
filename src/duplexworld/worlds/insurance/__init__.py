"""Harborline Insurance: the insurance world (records, tools, policy clauses and scenarios)."""

from duplexworld.world import VERIFICATION_FAILED
from duplexworld.worlds.insurance.core import POLICY_FILE
from duplexworld.worlds.insurance.world import InsuranceWorld

__all__ = ["POLICY_FILE", "VERIFICATION_FAILED", "InsuranceWorld"]
