"""A write the system refuses to the end is never announced as done (text mode: fast, exact)."""

from __future__ import annotations

import json
from pathlib import Path

from duplexworld.agents import phrasing
from duplexworld.campaign import CampaignSpec, run_campaign
from duplexworld.scenario import Scenario
from duplexworld.trace import read_trace
from duplexworld.trace.events import Utterance
from duplexworld.worlds import builtin_scenarios

SCENARIO = "logistics_guided_procedure_01"


def _on_a_sunday() -> Scenario:
    """The scenario with the caller saying a Sunday for the delivery, which the world refuses
    (the gold keeps the Wednesday: it must replay)."""
    base = next(s for s in builtin_scenarios("logistics") if s.id == SCENARIO)
    text = json.dumps(base.model_dump(mode="json"))
    said = "Wednesday, September eighteenth, twenty twenty-four"
    assert said in text
    text = text.replace(said, "Sunday, September eighth, twenty twenty-four")
    return Scenario.model_validate(json.loads(text))


def _agent_lines(run: Path) -> list[str]:
    (episode,) = (run / "episodes").iterdir()
    events = read_trace(episode).events
    return [e.text for e in events if isinstance(e, Utterance) and e.lane == "agent"]


def test_a_refused_write_is_not_called_done(tmp_path: Path) -> None:
    spec = CampaignSpec((_on_a_sunday(),), ("oracle",), 1, "text")
    (row,) = run_campaign(spec, tmp_path)
    assert row["reward"] == 0.0  # the delivery was never booked
    lines = _agent_lines(tmp_path)
    assert not any("All done" in line for line in lines)
    assert any(line.startswith(phrasing.NOT_DONE.strip()) for line in lines)


def test_the_original_books_the_wednesday_and_says_so(tmp_path: Path) -> None:
    base = next(s for s in builtin_scenarios("logistics") if s.id == SCENARIO)
    (row,) = run_campaign(CampaignSpec((base,), ("oracle",), 1, "text"), tmp_path)
    assert row["reward"] == 1.0
    assert any("All done" in line for line in _agent_lines(tmp_path))
