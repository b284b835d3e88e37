"""Checks of gold provenance that several worlds' scenario tests share."""

from __future__ import annotations

from duplexworld.agents.oracle import PARSERS
from duplexworld.scenario import Fact, Scenario
from duplexworld.scenario.schema import FactRef, ResultRef


def asked_facts(scenario: Scenario) -> list[Fact]:
    """Facts whose value an agent must hear: gold arguments and the ``near`` of result
    references (not the facts a judgement is made over: their words count, not a value)."""
    keys: list[str] = []
    for action in scenario.gold_actions:
        if action.actor != "agent":
            continue  # the caller's own steps use what the caller knows
        for value in action.arguments.values():
            refs = [value] if isinstance(value, FactRef) else []
            if isinstance(value, ResultRef):
                refs = value.fact_refs()
            keys += [ref.fact for ref in refs if ref.fact not in keys]
    return [scenario.fact(key) for key in keys]


def searched_facts(scenario: Scenario) -> set[str]:
    """Facts a policy search is built from (the caller's request in their words): matched by
    the search's words, never parsed into a value."""
    return {
        value.fact
        for action in scenario.gold_actions
        if action.name == "lookup_policy"
        for value in action.arguments.values()
        if isinstance(value, FactRef)
    }


def selector_answer_mismatches(scenario: Scenario) -> list[tuple[str, str]]:
    """(fact key, answer) of every answer to a fact that picks a record (a result
    reference's ``near``) which does not carry the fact's value: a text answer must contain
    it, any other kind must parse back to it."""
    mismatches: list[tuple[str, str]] = []
    for action in scenario.gold_actions:
        for value in action.arguments.values():
            if not isinstance(value, ResultRef):
                continue
            for item in value.fact_refs():
                fact = scenario.fact(item.fact)
                for variant in fact.answer_variants:
                    heard = variant.format(spoken=fact.spoken)
                    if fact.kind == "text":
                        ok = fact.value.casefold() in heard.casefold()
                    else:
                        ok = PARSERS[fact.kind](heard, fact) == fact.value
                    if not ok:
                        mismatches.append((fact.key, heard))
    return mismatches


def selector_facts(scenario: Scenario) -> set[str]:
    """Free-text facts that only pick a record (a result reference's ``near``): the caller's
    words for which one they mean, matched by words against the candidates, never parsed
    into a value (``selector_answer_mismatches`` checks they carry the word)."""
    direct = {
        value.fact
        for action in scenario.gold_actions
        for value in action.arguments.values()
        if isinstance(value, FactRef)
    }
    return {
        fact.key for fact in asked_facts(scenario) if fact.kind == "text" and fact.key not in direct
    }


def matched_by_words(scenario: Scenario) -> set[str]:
    """Facts an agent uses by their words, not by a parsed value: the request a policy
    search is built from and the selectors."""
    return searched_facts(scenario) | selector_facts(scenario)
