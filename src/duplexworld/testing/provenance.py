"""Checks of gold provenance that several worlds' scenario tests share."""

from __future__ import annotations

from duplexworld.scenario import Fact, Scenario
from duplexworld.worlds.contract import (
    facts_asked_by_the_agent,
    matched_by_words,
    searched_facts,
    selector_answer_mismatches,
    selector_facts,
)


def asked_facts(scenario: Scenario) -> list[Fact]:
    """Facts whose value an agent must hear: the agent's gold arguments and the ``near`` of
    result references (not the facts a judgement is made over: their words count, not a
    value; not the caller's own steps, which use what the caller knows)."""
    return facts_asked_by_the_agent(scenario)


__all__ = [
    "asked_facts",
    "matched_by_words",
    "searched_facts",
    "selector_answer_mismatches",
    "selector_facts",
]
