"""``scenarios validate --episodes``: solvability on the clean channel, cost on a noisy one.

Real episodes (piper caller, whisper oracle). The clean check runs on the toy world (one
fact, the shortest calls): that the oracle solves and null fails the built-in scenarios on the
real stack is tests/test_end_to_end.py, so this test holds only the command to its verdicts
(a solvable scenario passes, a copy whose caller never says the lamp is named invalid).
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from duplexworld.cli import main
from duplexworld.metrics.channel_cost import FAILURE_CLASSES
from duplexworld.testing import register_toy_world, toy_scenario

pytestmark = pytest.mark.slow

SCENARIOS = Path(__file__).parents[2] / "src/duplexworld/worlds/banking/scenarios"
SOLVABLE = "banking_single_intent_01"


def _toy_files(directory: Path) -> list[str]:
    """The toy scenario, and a copy whose caller will not say which lamp."""
    register_toy_world()
    solvable = toy_scenario(step_cap_ticks=200).model_dump(mode="json")
    unsolvable = {**solvable, "id": "toy_single_intent_02_no_lamp"}
    unsolvable["facts"] = [
        {**fact, "spoken": "I can't see a number on it", "answer_variants": ["Sorry, {spoken}."]}
        for fact in solvable["facts"]
    ]
    paths = []
    for data in (solvable, unsolvable):
        path = directory / f"{data['id']}.yaml"
        path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
        paths.append(str(path))
    return paths


def test_clean_validation_passes_a_solvable_scenario_and_names_an_unsolvable_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    files = _toy_files(tmp_path)
    code = main(["scenarios", "validate", *files, "--episodes", "--out", str(tmp_path / "run")])
    out = capsys.readouterr().out
    assert code == 1, out
    assert (
        "ok: toy_single_intent_01 (gold changes the state); oracle reward 1.0, null reward 0.0"
        in out
    )
    assert "invalid: toy_single_intent_02_no_lamp" in out
    assert out.strip().splitlines()[-1].endswith(": toy_single_intent_02_no_lamp")


def test_realistic_validation_reports_the_oracle_per_world_with_failure_classes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    file = str(SCENARIOS / f"{SOLVABLE}.yaml")
    code = main(["scenarios", "validate", file, "--episodes", "--channel", "realistic"])
    out = capsys.readouterr().out
    assert code == 0, out  # a noisy channel measures; it does not invalidate
    assert f"ok: {SOLVABLE} (gold changes the state); realistic oracle reward" in out
    header = "| world | oracle Pass@1 | " + " | ".join(FAILURE_CLASSES) + " |"
    assert header in out
    row = next(line for line in out.splitlines() if line.startswith("| banking |"))
    cells = [cell.strip() for cell in row.strip("|").split("|")]
    assert cells[1].endswith("/1)")
    passed = cells[1] == "1.000 (1/1)"
    assert sum(int(c) for c in cells[2:]) == (0 if passed else 1)
