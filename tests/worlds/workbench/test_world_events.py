"""World events: a record changes mid-call, the user hears of it and says so at the approval.

The grading expects the record's new values (the gold replay applies the change); the
reference agent reads the record again only because it heard the user ask for it.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from duplexworld.episode.episode import EpisodeSpec, run_one
from duplexworld.scenario import Scenario
from duplexworld.trace import ToolCalled, read_trace
from duplexworld.world.gold import replay_gold
from duplexworld.worlds import builtin_scenarios
from duplexworld.worlds.workbench import agent_dialogue
from duplexworld.worlds.workbench.agent_values import CANCEL, CORRECTION, RECHECK, WITHDRAW
from duplexworld.worlds.workbench.artifacts import Artifact
from duplexworld.worlds.workbench.catalog import BUILDERS
from duplexworld.worlds.workbench.user import WorkbenchUser
from duplexworld.worlds.workbench.workflow import (
    AT_APPROVAL,
    NEWS_FACT,
    FromRecord,
    WorkflowSpec,
)
from duplexworld.worlds.workbench.world import render_record

SPECS = [build() for build in BUILDERS]
EVENTS = [spec for spec in SPECS if spec.event is not None]


def workflow(scenario_id: str) -> Scenario:
    """A packaged workbench workflow."""
    return next(s for s in builtin_scenarios("workbench") if s.id == scenario_id)


def _moved(spec: WorkflowSpec) -> dict[str, str]:
    """The fields read off the record whose value the event changes, with the new value."""
    assert spec.event is not None
    record = next(r for r in spec.records if r["id"] == spec.event.record)
    after = render_record({**record, **spec.event.changes})
    moved = {}
    for fill in spec.fills:
        if isinstance(fill.source, FromRecord):
            new = re.search(fill.source.pattern, after)
            old = re.search(fill.source.pattern, render_record(record))
            if new and old and new.group(1) != old.group(1):
                moved[fill.field] = new.group(1)
    return moved


def _expected(scenario: Scenario) -> Artifact:
    state = replay_gold(scenario).world.state()
    return Artifact.model_validate(state["artifacts"][0])


def test_world_events_in_eight_workflows_across_archetypes():
    assert len(EVENTS) >= 8
    assert len({spec.archetype for spec in EVENTS}) >= 8
    for spec in EVENTS:
        scenario = workflow(spec.id)
        (change,) = scenario.world_changes
        assert change.after == change.announced_by == f"fact:{NEWS_FACT}"
        news = scenario.fact(NEWS_FACT)
        assert news.reveal == "on_event" and news.event == AT_APPROVAL
        assert _moved(spec), spec.id


def test_the_grading_expects_the_state_after_the_event():
    for spec in EVENTS:
        scenario = workflow(spec.id)
        expected = _expected(scenario)
        for field, value in _moved(spec).items():
            assert expected.value(field) == value, (spec.id, field)
        # without the event, the gold would hold the old values: the event is what moves them
        calm = _expected(scenario.model_copy(update={"world_changes": ()}))
        assert any(calm.value(f) != v for f, v in _moved(spec).items()), spec.id


def test_the_notice_asks_for_a_fresh_read_and_reads_as_nothing_else():
    """Every notice line is a request to check again (the agent's cue) and no correction,
    withdrawal or cancel; no other authored line of the user reads as that request."""
    for spec in EVENTS:
        assert spec.event is not None
        for line in spec.event.lines:
            said = line.format(spoken=spec.event.notice)
            assert RECHECK.search(said), said
            assert not CORRECTION.search(said) and not WITHDRAW.search(said), said
            assert not CANCEL.search(said), said
    for spec in SPECS:
        for fact in spec.facts:
            lines = [*fact.answers, *(fact.correction.variants if fact.correction else ())]
            for line in lines:
                assert not RECHECK.search(line), (spec.id, line)


@pytest.mark.parametrize("spec", EVENTS, ids=lambda s: s.id)
def test_the_reference_agent_reads_the_record_again_and_passes(spec: WorkflowSpec, tmp_path: Path):
    scores = run_one(EpisodeSpec(workflow(spec.id), "oracle", "text", 0), tmp_path)
    values = {k: (v.value if v is not None else None) for k, v in scores.metrics.items()}
    assert values["wb_WS"] == 1.0, values


def _searches(tmp_path: Path, scenario: Scenario) -> int:
    run_one(EpisodeSpec(scenario, "oracle", "text", 0), tmp_path)
    trace = read_trace(next(tmp_path.rglob("events.jsonl")).parent)
    return sum(
        1
        for e in trace.events(ToolCalled)
        if e.actor == "agent" and e.name in ("search_records", "read_record")
    )


def test_an_agent_deaf_to_the_notice_commits_the_old_values_and_fails(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    """With the agent's cue off (it never reads the record again), the artifact keeps the
    values from before the change: AV 0, WS 0."""
    never = re.compile(r"(?!x)x")
    monkeypatch.setattr(agent_dialogue, "RECHECK", never)
    for spec in EVENTS[:3]:
        out = tmp_path / spec.id
        scores = run_one(EpisodeSpec(workflow(spec.id), "oracle", "text", 0), out)
        values = {k: (v.value if v is not None else None) for k, v in scores.metrics.items()}
        assert values["wb_AV"] == 0.0 and values["wb_WS"] == 0.0, (spec.id, values)


def test_the_agent_reads_again_only_when_it_hears_of_a_change(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    """Fair: the event list is no cue. The user told nothing (its notice skipped): one record
    search; told: two."""
    scenario = workflow(EVENTS[0].id)
    assert _searches(tmp_path / "told", scenario) == 2

    original: Any = WorkbenchUser._at_approval

    def silent(self: WorkbenchUser) -> Any:
        told = original(self)
        if told is not None and told.key == NEWS_FACT:
            self._state.revealed.add(NEWS_FACT)  # heard of it, said nothing
            return original(self)
        return told

    monkeypatch.setattr(WorkbenchUser, "_at_approval", silent)
    assert _searches(tmp_path / "silent", scenario) == 1
