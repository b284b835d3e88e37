"""One way for the caller's tests to read a turn as a scenario's caller would."""

from __future__ import annotations

from pathlib import Path

from duplexworld.caller.understanding import TurnReader, encoder
from duplexworld.scenario import load_scenario

WORLDS = Path(__file__).parents[2] / "src" / "duplexworld" / "worlds"


def reader_for(sid: str, steps: bool | None = None) -> TurnReader:
    """The turn reader of built-in scenario ``sid``. Without ``steps``, a workbench scenario
    is read as the workbench user reads it (its approvals are its own acts, not steps the
    agent asks for); ``steps=False`` reads any scenario so, ``steps=True`` none."""
    scenario = load_scenario(WORLDS / sid.split("_")[0] / "scenarios" / f"{sid}.yaml")
    own_acts = sid.startswith("workbench") if steps is None else not steps
    if own_acts:
        scenario = scenario.model_copy(update={"caller_actions": ()})
    return TurnReader(scenario, encoder())


def label_of(sid: str, text: str, steps: bool | None = None) -> str:
    """The caller's reading of ``text`` in scenario ``sid``, as a suite label."""
    reader = reader_for(sid, steps)
    return reader.label(reader.read(text))
