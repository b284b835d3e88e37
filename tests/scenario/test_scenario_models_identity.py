"""Every scenario of a world whose files moved to compact, hand-written data loads to the
model its generated file had: a digest of each loaded model, recorded before the move, per
scenario (``tests/data/scenario_models/<world>.txt``)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from duplexworld.scenario.schema import Scenario
from duplexworld.world.scenarios import load_scenario
from duplexworld.worlds import scenario_paths

DATA = Path(__file__).parents[1] / "data" / "scenario_models"
WORLDS = sorted(path.stem for path in DATA.glob("*.txt"))


def model_digest(scenario: Scenario) -> str:
    """sha256 of the model's canonical JSON (sorted keys), as the data file records it."""
    text = json.dumps(
        scenario.model_dump(mode="json"), sort_keys=True, separators=(",", ":"), ensure_ascii=False
    )
    return hashlib.sha256(text.encode()).hexdigest()


def recorded(world: str) -> dict[str, str]:
    """Scenario id -> the digest recorded before the data move."""
    lines = (DATA / f"{world}.txt").read_text(encoding="utf-8").splitlines()
    pairs = [line.split() for line in lines if line and not line.startswith("#")]
    return {scenario_id: digest for scenario_id, digest in pairs}


@pytest.mark.parametrize("world", WORLDS)
def test_every_scenario_loads_to_the_model_recorded_before_the_move(world: str) -> None:
    expected = recorded(world)
    loaded = {
        scenario.id: model_digest(scenario)
        for scenario in map(load_scenario, scenario_paths(world))
    }
    assert sorted(loaded) == sorted(expected)
    changed = sorted(
        scenario_id for scenario_id, digest in loaded.items() if digest != expected[scenario_id]
    )
    assert not changed, f"models differ from before the move: {changed}"


def test_the_digest_sees_a_change_of_the_model() -> None:
    (path,) = [p for p in scenario_paths("banking") if p.stem == "banking_single_intent_01"]
    scenario = load_scenario(path)
    changed = scenario.model_copy(update={"persona": "calm"})
    assert model_digest(scenario) == recorded("banking")[scenario.id]
    assert model_digest(changed) != model_digest(scenario)
