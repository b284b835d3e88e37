"""Scenarios: the schema, the YAML loader and scenario sets."""

from duplexworld.scenario.loader import ScenarioError, load_scenario, load_scenarios
from duplexworld.scenario.schema import (
    CONVERSATION_TYPES,
    Fact,
    GoldAction,
    Scenario,
)

__all__ = [
    "CONVERSATION_TYPES",
    "Fact",
    "GoldAction",
    "Scenario",
    "ScenarioError",
    "load_scenario",
    "load_scenarios",
]
