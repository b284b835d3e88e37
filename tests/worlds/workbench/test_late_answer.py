"""A value the reference agent gave up on, said later by the user unasked, is taken.

A clean-channel run of workbench_plan_trial_preparation heard the user's "Three. Six. Two.
Two. One. Eight." as "Three, six, tune, tune, one, eight." three times; the agent gave up on
the matter number, then heard "I think the matter number is 362218." and went on without it
(no record found, three fields missing, WS 0). Here the text channel carries the same
mishearing of the digit-by-digit answers, and the agent reads no value back on its own
(``read_back_each=False``: with it, the user's correction of the read-back settles the
number before the agent gives up), so the call takes that course.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from duplexworld.episode.episode import EpisodeSpec, run_one
from duplexworld.trace import AgentNote, read_trace
from duplexworld.worlds import builtin_scenarios
from duplexworld.worlds.workbench import agent as agent_module
from duplexworld.worlds.workbench import agent_dialogue
from duplexworld.worlds.workbench.user import WorkbenchUser

SCENARIO = "workbench_plan_trial_preparation"


def _misheard_digits(monkeypatch: pytest.MonkeyPatch) -> None:
    """The matter number said digit by digit reaches the agent with its twos as "tune"."""
    start = WorkbenchUser._start

    def start_misheard(self, tick, plan, text, facts, *args, **kwargs):
        if facts == ("matter_number",) and "matter" not in text.lower():
            text = re.sub(r"\bTwo\b", "tune", text, flags=re.IGNORECASE)
        return start(self, tick, plan, text, facts, *args, **kwargs)

    monkeypatch.setattr(WorkbenchUser, "_start", start_misheard)
    original = agent_module.WorkbenchReferenceAgent.__init__

    def without_read_backs(self, *args, **kwargs):
        original(self, *args, **{**kwargs, "read_back_each": False})

    monkeypatch.setattr(agent_module.WorkbenchReferenceAgent, "__init__", without_read_backs)


def _run(tmp_path: Path) -> tuple[float | None, list[str]]:
    scenario = next(s for s in builtin_scenarios("workbench") if s.id == SCENARIO)
    scores = run_one(EpisodeSpec(scenario, "oracle", "text", 0), tmp_path)
    notes = [
        e.text for e in read_trace(next(tmp_path.rglob("events.jsonl")).parent).events(AgentNote)
    ]
    ws = scores.metrics["wb_WS"]
    return (ws.value if ws is not None else None), notes


def test_a_value_given_after_the_agent_gave_up_on_it_is_taken(tmp_path, monkeypatch):
    _misheard_digits(monkeypatch)
    ws, notes = _run(tmp_path)
    assert "gave up on matter_number" in notes  # the course of the clean run
    assert "matter_number = 362218 (said after I gave up on it)" in notes
    assert ws == 1.0


def test_without_taking_it_the_call_fails(tmp_path, monkeypatch):
    _misheard_digits(monkeypatch)
    monkeypatch.setattr(agent_dialogue.Dialogue, "_late_answer", lambda self, text: False)
    ws, notes = _run(tmp_path)
    assert "gave up on matter_number" in notes
    assert ws == 0.0
