"""The paraphrase suite: agent turns across the five enterprise worlds with their labels."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import yaml

from duplexworld.caller.understanding import TurnReader, encoder
from duplexworld.scenario import load_scenario

DATA = Path(__file__).parent.parent / "data" / "caller"
SCENARIOS = Path(__file__).parents[2] / "src" / "duplexworld" / "worlds"
STATEMENT_LABELS = frozenset({"inform", "hold", "refuse", "readback:yes", "readback:no"})
QUESTION_PREFIXES = ("ask:", "confirm", "approval", "do:", "greet", "other", "which", "repeat")


@dataclass(frozen=True)
class Row:
    world: str
    scenario: str
    text: str
    label: str
    predicted: str


def run_suite() -> list[Row]:
    """Classify every turn of the suite."""
    rows: list[Row] = []
    for path in sorted(DATA.glob("paraphrases_*.yaml")):
        for block in yaml.safe_load(path.read_text()):
            sid = block["scenario"]
            world = sid.split("_")[0]
            scenario = load_scenario(SCENARIOS / world / "scenarios" / f"{sid}.yaml")
            reader = TurnReader(scenario, encoder())
            for label, text in block["turns"]:
                predicted = reader.label(reader.read(text))
                rows.append(Row(world, sid, text, label, predicted))
    return rows


def figures(rows: list[Row]) -> dict[str, float]:
    """Accuracy, and the share of statements taken as questions."""
    statements = [r for r in rows if r.label in STATEMENT_LABELS]
    as_questions = [r for r in statements if r.predicted.startswith(QUESTION_PREFIXES)]
    return {
        "turns": len(rows),
        "accuracy": sum(r.label == r.predicted for r in rows) / len(rows),
        "statements": len(statements),
        "statements_as_questions": len(as_questions) / len(statements),
    }


if __name__ == "__main__":  # PYTHONPATH=src python -m tests.caller.paraphrase_suite
    results = run_suite()
    for row in results:
        if row.label != row.predicted:
            print(f"{row.scenario:28} {row.label:22} -> {row.predicted:22} {row.text}")
    print(figures(results))
