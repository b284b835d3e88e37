"""The reference agent reads values without knowing their length or word count.

A scrambled copy of a workflow changes the shape of the values the user alone holds: every
digit string that is not a phone number gets one digit more, every name one word more. The
world, the user and the grading run the copy; the agent is given the original workflow (the
shapes it would have read off the private state before) and must still reach WS 1, in text
mode (whole messages: the parsing, not the recogniser, is under test). Values that a record or
a document also holds are left alone (changing them would change the records too), as are
corrected values and phone numbers (ten digits is the public format, read off the label).
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from duplexworld.agents import registry
from duplexworld.agents.base import AgentContext, ReferenceContext
from duplexworld.agents.registry import AgentEntry
from duplexworld.caller.components import speech_bank
from duplexworld.caller.persona import AGENT_VOICE
from duplexworld.episode.episode import EpisodeSpec, run_one
from duplexworld.scenario import Fact, Scenario
from duplexworld.worlds import builtin_scenarios
from duplexworld.worlds.workbench.agent import WorkbenchReferenceAgent
from duplexworld.worlds.workbench.agent_values import PHONE_LABEL

BLIND = "shape_blind"


def _scrambled_fact(fact: Fact, seed_text: str) -> Fact | None:
    """The fact with another shape, or None when it is left as it is."""
    if fact.correction is not None or fact.value in seed_text:
        return None
    if fact.kind == "digits" and not PHONE_LABEL.search(fact.label):
        return fact.model_copy(update={"value": f"{fact.value}7", "spoken": f"{fact.spoken} seven"})
    if fact.kind == "name":
        first, *rest = fact.value.split()
        longer = " ".join([first, "Maria", *rest])
        return fact.model_copy(update={"value": longer, "spoken": longer})
    return None


def scramble(scenario: Scenario) -> tuple[Scenario, list[str]]:
    """The copy with the shapes changed, and the keys of the facts changed."""
    seed_text = str(scenario.seed)
    facts, changed = [], []
    for fact in scenario.facts:
        other = _scrambled_fact(fact, seed_text)
        facts.append(other or fact)
        if other is not None:
            changed.append(fact.key)
    return scenario.model_copy(update={"facts": tuple(facts)}), changed


ORIGINALS = {s.id: s for s in builtin_scenarios("workbench")}
SCRAMBLED = {sid: copy for sid, s in sorted(ORIGINALS.items()) if (copy := scramble(s))[1]}


class _KnowsTheOriginal(WorkbenchReferenceAgent):
    """The reference agent given the original workflow while the call runs the copy."""

    def start_text(self, context: AgentContext) -> None:
        """Start with the original workflow in place of the one the call runs."""
        assert isinstance(context, ReferenceContext)
        original = ORIGINALS[context.scenario.id]
        super().start_text(dataclasses.replace(context, scenario=original))


def _build(cache_dir: Path | None, world: str | None = None) -> WorkbenchReferenceAgent:
    bank = speech_bank(AGENT_VOICE, cache_dir)  # unused in text mode; the contract wants one
    return _KnowsTheOriginal(bank, asr=None)  # type: ignore[arg-type]


@pytest.fixture
def blind_agent(monkeypatch: pytest.MonkeyPatch) -> str:
    """Register the agent that knows the original workflow as a reference agent."""
    registry._resolve.cache_clear()
    monkeypatch.setitem(registry.AGENTS, BLIND, AgentEntry(_build, reference=True, label=BLIND))
    return BLIND


def test_most_workflows_have_a_value_to_scramble():
    assert len(SCRAMBLED) >= 12  # most digit strings are also in a record (a lookup)


@pytest.mark.parametrize("scenario_id", sorted(SCRAMBLED))
def test_values_of_another_shape_are_read_as_said(
    tmp_path: Path, blind_agent: str, scenario_id: str
) -> None:
    copy, changed = SCRAMBLED[scenario_id]
    spec = EpisodeSpec(scenario=copy, agent=blind_agent, channel="text", run_index=0)
    scores = run_one(spec, tmp_path)
    values = {k: (v.value if v is not None else None) for k, v in scores.metrics.items()}
    assert values["wb_WS"] == 1.0 and values["wb_AV"] == 1.0, (changed, values)
