"""OneBank: the banking world (records, tools, policy clauses and scenarios)."""

from duplexworld.worlds.banking.world import POLICY_FILE, BankingWorld

__all__ = ["POLICY_FILE", "BankingWorld"]
