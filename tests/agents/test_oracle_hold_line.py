"""The oracle says a hold line before quiet work of more than about 2 s (text mode: fast)."""

from __future__ import annotations

from pathlib import Path

import pytest

from duplexworld.agents import phrasing
from duplexworld.agents.oracle import _WORKING_LINES, HOLD_LINE_AFTER
from duplexworld.campaign import CampaignSpec, run_campaign
from duplexworld.trace import read_trace
from duplexworld.trace.events import ToolCalled, Utterance
from duplexworld.worlds import builtin_scenarios

SCENARIOS = ("banking_guided_procedure_02",)
"""A scenario with quiet work: a write with nothing of the caller's to read back keeps its
pause (a write the caller confirmed in a read-back has none, so most have no quiet work)."""


def _quiet_work(events: list) -> list[tuple[int, int, str]]:
    """Stretches in which nobody spoke for more than ``HOLD_LINE_AFTER`` ticks while the agent
    called tools: (start tick, end tick, the agent's last line before it)."""
    said = [e for e in events if isinstance(e, Utterance)]
    calls = [e.tick for e in events if isinstance(e, ToolCalled) and e.actor == "agent"]
    stretches = []
    for before, after in zip(said, said[1:], strict=False):
        if after.tick - before.tick <= HOLD_LINE_AFTER:
            continue
        if any(before.tick < t < after.tick for t in calls):
            last_agent = next(
                (e.text for e in reversed(said) if e.lane == "agent" and e.tick <= before.tick),
                "",
            )
            stretches.append((before.tick, after.tick, last_agent))
    return stretches


@pytest.mark.parametrize("scenario_id", SCENARIOS)
def test_quiet_work_is_announced_with_a_hold_line(tmp_path: Path, scenario_id: str) -> None:
    scenario = next(s for s in builtin_scenarios("banking") if s.id == scenario_id)
    (row,) = run_campaign(CampaignSpec((scenario,), ("oracle",), 1, "text"), tmp_path)
    assert row["reward"] == 1.0
    (episode,) = (tmp_path / "episodes").iterdir()
    events = read_trace(episode).events
    stretches = _quiet_work(events)
    assert stretches, "the scenario has quiet work (the pause before a write)"
    # every stretch follows a line that tells the caller the oracle is working
    assert all(line in _WORKING_LINES for _, _, line in stretches), stretches
    agent_lines = [e.text for e in events if isinstance(e, Utterance) and e.lane == "agent"]
    assert phrasing.ONE_MOMENT in agent_lines
