"""The scramble test of the workbench reference agent (issue 30, Build 2).

The agent is handed a copy of each of the 120 workflows with its story scrambled by the
enterprise oracle's scrambler (``testing.scramble``): the user's values of other lengths and
word counts (a digit string of another length, a name of another word count), their spoken
forms and answers, every record and document string (ids renamed), every literal ``near``
selector, the speech checks. The world, the user and the grading run on the original. The
procedure's own words (its knowledge-base queries and follow-up wording, ``PROCEDURE_WORDS``)
are kept: the validation checks that no query spells a value the call decides, and a
follow-up's recipient is the same whatever the call says. WS 1 on the copy
means the agent used nothing it could not have heard or read.

Text mode (the user's words reach the agent as text): the provenance is the same on every
channel, and the 120 calls take about four minutes on one worker.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pytest

from duplexworld.agents import registry
from duplexworld.agents.base import AgentContext, ReferenceContext
from duplexworld.agents.registry import AgentEntry
from duplexworld.caller.components import speech_bank
from duplexworld.caller.persona import AGENT_VOICE
from duplexworld.episode.episode import EpisodeSpec, run_one
from duplexworld.scenario import Scenario
from duplexworld.testing.scramble import scrambled, tool_enums
from duplexworld.worlds import builtin_scenarios
from duplexworld.worlds.workbench.agent import WorkbenchReferenceAgent
from duplexworld.worlds.workbench.workflow import PROCEDURE_WORDS

SCRAMBLED = "scrambled_workbench"
WORKFLOWS = sorted(builtin_scenarios("workbench"), key=lambda s: s.id)


def copy_of(scenario: Scenario) -> Scenario:
    """The scrambled copy of a workflow the agent is handed."""
    return scrambled(scenario, tool_enums(scenario), procedure=PROCEDURE_WORDS)


class _HandedTheCopy(WorkbenchReferenceAgent):
    """The reference agent handed the scrambled copy of the workflow the call runs."""

    def start_text(self, context: AgentContext) -> None:
        """Start with the scrambled copy in place of the workflow the call runs."""
        assert isinstance(context, ReferenceContext)
        super().start_text(dataclasses.replace(context, scenario=copy_of(context.scenario)))


def _build(cache_dir: Path | None, world: str | None = None) -> WorkbenchReferenceAgent:
    bank = speech_bank(AGENT_VOICE, cache_dir)  # unused in text mode; the contract wants one
    return _HandedTheCopy(bank, asr=None)  # type: ignore[arg-type]


@pytest.fixture
def scrambled_agent(monkeypatch: pytest.MonkeyPatch) -> str:
    """Register the agent handed the scrambled copy as a reference agent."""
    registry._resolve.cache_clear()
    monkeypatch.setitem(
        registry.AGENTS, SCRAMBLED, AgentEntry(_build, reference=True, label=SCRAMBLED)
    )
    return SCRAMBLED


class _ReadsItsCopy(_HandedTheCopy):
    """A cheat: takes the user's values from the workflow it was handed instead of asking."""

    def _begin(self, context: AgentContext, out: Any) -> None:  # type: ignore[override]
        super()._begin(context, out)
        assert isinstance(context, ReferenceContext)
        self.known = {fact.key: fact.value for fact in context.scenario.facts}


def test_an_agent_reading_the_private_values_fails_on_the_copy(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # the scramble bites: the values the copy holds are not the ones the user says
    registry._resolve.cache_clear()
    entry = AgentEntry(
        lambda cache_dir, world=None: _ReadsItsCopy(speech_bank(AGENT_VOICE, cache_dir), asr=None),  # type: ignore[arg-type]
        reference=True,
        label="reads_its_copy",
    )
    monkeypatch.setitem(registry.AGENTS, "reads_its_copy", entry)
    # (a workflow without a correction: on the original, this cheat reaches WS 1)
    scenario = next(s for s in WORKFLOWS if s.id == "workbench_advise_savings_plan")
    scores = run_one(EpisodeSpec(scenario, "reads_its_copy", "text", 0), tmp_path)
    values = {k: (v.value if v is not None else None) for k, v in scores.metrics.items()}
    assert values["wb_AV"] == 0.0 and values["wb_WS"] == 0.0, values


def _strings(value: Any) -> set[str]:
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return {s for item in value.values() for s in _strings(item)}
    if isinstance(value, list | tuple):
        return {s for item in value for s in _strings(item)}
    return set()


def test_the_copy_scrambles_values_shapes_records_and_selectors() -> None:
    scenario = next(s for s in WORKFLOWS if s.id == "workbench_advise_student_aid")
    copy = copy_of(scenario)
    for fact, other in zip(scenario.facts, copy.facts, strict=True):
        assert (other.key, other.label, other.kind) == (fact.key, fact.label, fact.kind)
        assert other.value != fact.value and other.spoken != fact.spoken
        if fact.kind == "digits":
            assert len(other.value) != len(fact.value)
        if fact.kind == "name":
            assert len(other.value.split()) != len(fact.value.split())
    records = [r for table in ("records", "kb") for r in scenario.seed[table]]
    copied = [r for table in ("records", "kb") for r in copy.seed[table]]
    assert not _strings(records) & _strings(copied)  # every id, value and passage renamed
    assert [a.name for a in copy.gold_actions] == [a.name for a in scenario.gold_actions]
    queries = [a.arguments["query"] for a in copy.gold_actions if a.name == "search_kb"]
    assert queries == [a.arguments["query"] for a in scenario.gold_actions if a.name == "search_kb"]


@pytest.mark.parametrize("scenario", WORKFLOWS, ids=lambda s: s.id)
def test_the_agent_solves_the_original_from_a_scrambled_copy(
    scenario: Scenario, scrambled_agent: str, tmp_path: Path
) -> None:
    scores = run_one(EpisodeSpec(scenario, scrambled_agent, "text", 0), tmp_path)
    values = {k: (v.value if v is not None else None) for k, v in scores.metrics.items()}
    assert values["wb_WS"] == 1.0, values
