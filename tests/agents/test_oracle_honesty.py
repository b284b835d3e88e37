"""The oracle cannot see literal values: it reads ids off the results it gets, hears the rest.

Both tests run real episodes (piper caller, clean telephone channel, whisper oracle) on a
Banking scenario whose gold reads every record id off earlier results.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from duplexworld.episode import episode as episode_module
from duplexworld.episode.episode import EpisodeSpec, run_one
from duplexworld.scenario import Scenario
from duplexworld.trace import ToolCalled, ToolReturned, read_trace
from duplexworld.world.gold import gold_calls
from duplexworld.worlds import builtin_scenarios

pytestmark = pytest.mark.slow

SCENARIO = "banking_mid_call_correction_01"


def _scenario() -> Scenario:
    return next(s for s in builtin_scenarios("banking") if s.id == SCENARIO)


def _renamed(scenario: Scenario, renames: dict[str, str]) -> Scenario:
    """The scenario with record ids renamed everywhere (seed and gold together)."""
    text = json.dumps(scenario.model_dump(mode="json"))
    for old, new in renames.items():
        text = text.replace(old, new)
    return Scenario.model_validate(json.loads(text))


def test_the_oracle_solves_a_scenario_whose_record_ids_were_renamed(tmp_path: Path) -> None:
    renames = {"C-7101": "C-3920", "A-7201": "A-5038", "K-7301": "K-1190"}
    scenario = _renamed(_scenario(), renames)
    assert "C-7101" not in json.dumps(scenario.model_dump(mode="json"))
    assert gold_calls(scenario)[-1].arguments == {"card_id": "K-1190"}
    scores = run_one(EpisodeSpec(scenario, "oracle", "clean", 0), tmp_path)
    assert scores.reward == 1.0
    calls = [
        e
        for e in read_trace(next((tmp_path / "episodes").iterdir())).events
        if isinstance(e, ToolCalled)
    ]
    assert {"name": "unlock_card", "card_id": "K-1190"} in [
        {"name": c.name, **c.arguments} for c in calls if isinstance(c.arguments, dict)
    ]


def test_when_the_name_search_finds_nothing_the_oracle_does_not_reach_the_record(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    base = _scenario()
    seed: dict[str, Any] = json.loads(json.dumps(base.seed))
    for customer in seed["customers"]:
        # neither the name the caller gives first nor the corrected one matches any record
        customer["full_name"] = customer["full_name"].replace("Brooks", "Whitcombe")
        customer["full_name"] = customer["full_name"].replace("Bennett", "Okafor")
    scenario = base.model_copy(update={"seed": seed})
    # its gold no longer replays (that is the point), so keep the trace unscored
    monkeypatch.setattr(episode_module, "score_directory", lambda directory: None)
    run_one(EpisodeSpec(scenario, "oracle", "clean", 0), tmp_path)
    trace = read_trace(next((tmp_path / "episodes").iterdir()))
    searches = [
        e for e in trace.events if isinstance(e, ToolCalled) and e.name == "find_customer_by_name"
    ]
    assert len(searches) >= 2, "the oracle asks again after a fruitless search"
    touched = [
        e for e in trace.events if isinstance(e, ToolCalled) and e.name != "find_customer_by_name"
    ]
    for call in touched:
        assert "C-7101" not in json.dumps(call.arguments)
        assert "K-7301" not in json.dumps(call.arguments)
    assert not any(
        isinstance(e, ToolReturned) and e.ok and e.name == "unlock_card" for e in trace.events
    )
