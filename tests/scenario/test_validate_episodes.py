"""``scenarios validate --episodes``: solvability on the clean channel, cost on a noisy one.

Real episodes (piper caller, whisper oracle) on one short Banking scenario and a copy of it
the oracle cannot solve (the caller never says the card's digits).
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from duplexworld.cli import main
from duplexworld.worlds.channel_cost import FAILURE_CLASSES

pytestmark = pytest.mark.slow

SCENARIOS = Path(__file__).parents[2] / "src/duplexworld/worlds/banking/scenarios"
SOLVABLE = "banking_single_intent_01"


def _unsolvable(directory: Path) -> Path:
    """The scenario with a caller who will not give the card's last four digits."""
    data = yaml.safe_load((SCENARIOS / f"{SOLVABLE}.yaml").read_text(encoding="utf-8"))
    data["id"] = "banking_single_intent_01_no_digits"
    for fact in data["facts"]:
        if fact["key"] == "card_last4":
            fact["spoken"] = "I don't have the card in front of me"
            fact["answer_variants"] = ["Sorry, {spoken}."]
    path = directory / "no_digits.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    return path


def test_clean_validation_passes_a_solvable_scenario_and_names_an_unsolvable_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    files = [str(SCENARIOS / f"{SOLVABLE}.yaml"), str(_unsolvable(tmp_path))]
    code = main(["scenarios", "validate", *files, "--episodes", "--out", str(tmp_path / "run")])
    out = capsys.readouterr().out
    assert code == 1
    assert f"ok: {SOLVABLE} (gold changes the state); oracle reward 1.0, null reward 0.0" in out
    assert "invalid: banking_single_intent_01_no_digits" in out
    assert out.strip().splitlines()[-1].endswith(": banking_single_intent_01_no_digits")


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
