"""Scenarios: the schema, the YAML loader and scenario sets."""

from duplexworld.scenario.loader import (
    ScenarioError,
    ScenarioSet,
    load_scenario,
    load_scenario_set,
    load_scenarios,
    scenario_files,
)
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
    "ScenarioSet",
    "load_scenario",
    "load_scenario_set",
    "load_scenarios",
    "scenario_files",
]
