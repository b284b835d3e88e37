"""Checks of gold provenance that several worlds' scenario tests share."""

from __future__ import annotations

from duplexworld.scenario import Fact, Scenario
from duplexworld.worlds.contract import facts_asked_by_the_agent, selector_answer_mismatches


def asked_facts(scenario: Scenario) -> list[Fact]:
    """Facts an agent must hear: gold arguments and the ``near`` of result references."""
    return facts_asked_by_the_agent(scenario, agent_only=False)


__all__ = ["asked_facts", "selector_answer_mismatches"]
