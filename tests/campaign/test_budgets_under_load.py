"""A loaded machine fails no reference agent (issue 34 acceptance): a realistic Banking oracle
campaign with two CPU burners running (as many as the machine has cores) ends with no budget
failure, although the load stretches the agent's steps in wall time.

The step budget counts the agent's CPU time (``agents.guard``); the unit tests of that rule are
in tests/agents/test_guard_load.py. This runs the real offline stack end to end on the
shortest Banking call.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from duplexworld.campaign import CampaignSpec, read_failures, run_campaign
from duplexworld.testing.load import cpu_burners
from duplexworld.worlds import builtin_scenarios

SCENARIO = "banking_single_intent_01"
"""The shortest Banking call (about 40 s of calling)."""


@pytest.fixture
def two_burners() -> Iterator[None]:
    with cpu_burners(2):
        yield


def test_a_realistic_banking_oracle_campaign_under_two_burners_has_no_budget_failure(
    tmp_path: Path, two_burners: None
) -> None:
    scenario = next(s for s in builtin_scenarios("banking") if s.id == SCENARIO)
    spec = CampaignSpec(scenarios=(scenario,), agents=("oracle",), runs=1, channel="realistic")
    rows = run_campaign(spec, tmp_path / "run")

    assert read_failures(tmp_path / "run") == []
    assert [row["termination"] for row in rows] == ["user_stop"]
    meta = json.loads(
        next((tmp_path / "run" / "episodes").glob(f"{SCENARIO}__*/meta.json")).read_text()
    )
    steps = meta["agent_steps"]
    # the load was real: some step took longer on the wall than on the agent's CPU clock, so a
    # wall-clock budget would be charged the burners' time
    assert steps["max_step_wall_s"] > steps["max_step_cpu_s"], steps
