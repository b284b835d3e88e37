"""How the caller reads a line of a scenario, for scenario contract tests."""

from __future__ import annotations

from duplexworld.worlds.contract import read_turn

__all__ = ["read_turn"]
