"""How the caller reads a line of a scenario, for scenario contract tests."""

from __future__ import annotations

from duplexworld.caller.understanding import Reading, TurnReader, encoder
from duplexworld.scenario import Scenario

__all__ = ["read_turn"]

_READERS: dict[str, tuple[Scenario, TurnReader]] = {}


def read_turn(text: str, scenario: Scenario) -> Reading:
    """The caller's reading of ``text`` said by the agent in ``scenario`` (readers cached per
    scenario within the process)."""
    cached = _READERS.get(scenario.id)
    if cached is None or cached[0] != scenario:
        cached = (scenario, TurnReader(scenario, encoder()))
        _READERS[scenario.id] = cached
    return cached[1].read(text)
