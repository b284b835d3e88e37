"""Oracle v2: it uses only what a real agent could know.

It never reads a fact's value, length or word count, nor the scenario's speech checks (what
it must refuse comes from the policy text its own search returned), asks in words of its own
(none of the caller's exemplar questions), and says truthfully when it could not finish.
Scripted exchanges: the oracle hears transcripts and its tool calls run on the real world.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from duplexworld.agents import phrasing
from duplexworld.agents.oracle import PARSERS, documented_length, needed_facts
from duplexworld.caller.understanding import library
from duplexworld.scenario import Scenario
from duplexworld.testing.oracle_text import drive_oracle
from duplexworld.world import ToolResult
from duplexworld.worlds import builtin_scenarios

ENTERPRISE = [s for s in builtin_scenarios() if s.world not in {"pathfinding", "workbench"}]


def _scenario(scenario_id: str) -> Scenario:
    return next(s for s in ENTERPRISE if s.id == scenario_id)


def _call(scenario: Scenario, alter: Callable[[ToolResult], ToolResult] | None = None) -> list[str]:
    """The oracle through ``scenario`` on its real world, each question answered with the
    caller's first answer; every line the oracle said, up to its closing."""
    return drive_oracle(
        scenario,
        answer=lambda s, key: s.said(key)[0],
        replies=None,
        alter=alter,
        until="quiet",
    )


def test_parsing_reads_no_value_length_or_word_count() -> None:
    scenario = _scenario("banking_single_intent_01")
    for key, heard in (
        ("card_last4", "My card ends in three eight two six."),
        ("full_name", "My name is Sarah Miller."),
    ):
        fact = scenario.fact(key)
        other = fact.model_copy(update={"value": "x"})  # a value of another length and shape
        assert PARSERS[fact.kind](heard, fact) == PARSERS[fact.kind](heard, other) != ""


def test_the_shape_of_a_number_comes_from_the_tools_documentation() -> None:
    assert documented_length("the six-digit member number on the caller's own ID card") == 6
    assert documented_length('the 10-digit number the caller gives, e.g. "415-382-9061"') == 10
    assert documented_length("the last four digits of any of the customer's cards") == 4
    assert documented_length('the check\'s number as the caller reads it, e.g. "1052"') is None


def test_a_refusal_comes_from_the_policy_text_not_the_speech_checks() -> None:
    scenario = _scenario("banking_policy_refusal_01").model_copy(update={"nl_checks": ()})
    said = _call(scenario)
    assert said[-1].startswith("I'm sorry, but I can't do that for you: our policy on")

    def permissive(result: ToolResult) -> ToolResult:
        # the same clauses with every prohibition taken out: nothing forbids the request
        if result.name != "lookup_policy":
            return result
        text = re.sub(r"(?i)\b(refuse[sd]?|never|not|cannot|can't)\b", "", result.content)
        return result.model_copy(update={"content": text})

    said = _call(scenario, permissive)
    assert "can't do that" not in said[-1] and "nothing for me to change" in said[-1]


def test_when_it_cannot_finish_it_says_so_and_never_that_it_is_done() -> None:
    def nobody(result: ToolResult) -> ToolResult:
        if result.name != "find_customer_by_name":
            return result
        return result.model_copy(update={"content": "No customer record matches that name."})

    said = _call(_scenario("banking_single_intent_01"), nobody)
    assert phrasing.GIVE_UP in said
    assert said[-1].startswith(phrasing.NOT_FINISHED)
    assert not any("All done" in line or "taken care of" in line for line in said)


def _normal(text: str) -> str:
    return " ".join(re.findall(r"[a-z0-9']+", text.lower()))


def _caller_exemplars(label: str) -> set[str]:
    """The caller's own example questions: its templates around a label, its concepts and its
    request exemplars."""
    found = {_normal(t.format(x=label)) for t in library.ASK_TEMPLATES + library.CLAUSE_TEMPLATES}
    found |= {_normal(q) for questions in library.CONCEPTS.values() for q in questions}
    for name in ("REQUEST_EXEMPLARS", "STATEMENT_EXEMPLARS"):
        exemplars = getattr(library, name)
        items = exemplars.values() if isinstance(exemplars, dict) else exemplars
        for item in items:
            found |= {_normal(item)} if isinstance(item, str) else {_normal(i) for i in item}
    return found


@pytest.mark.parametrize("scenario", ENTERPRISE, ids=lambda s: s.id)
def test_the_questions_are_the_oracles_own_never_the_callers_exemplars(
    scenario: Scenario,
) -> None:
    for fact in needed_facts(scenario):
        theirs = _caller_exemplars(fact.label)
        for attempt in range(1, 5):
            question = phrasing.question(fact.key, fact.label, attempt)
            for prefix in phrasing.REASK_PREFIXES:
                question = question.removeprefix(prefix)
            assert _normal(question) not in theirs, (fact.key, question)
