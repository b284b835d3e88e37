"""Checks a scenario must pass beyond its schema: names that resolve, a consistent gold."""

from __future__ import annotations

from dataclasses import dataclass

from duplexworld.caller.persona import persona
from duplexworld.channel import PRESETS
from duplexworld.scenario import Scenario
from duplexworld.world.gold import GoldReplayError, replay_gold, seed_state_hash


@dataclass(frozen=True)
class Validation:
    """Outcome of validating one scenario: problems (empty when valid) and the gold's effect."""

    scenario_id: str
    problems: tuple[str, ...]
    gold_changes_state: bool | None


def validate_scenario(scenario: Scenario) -> Validation:
    """Check persona, channel preset, world and gold replay of a loaded scenario."""
    problems: list[str] = []
    try:
        persona(scenario.persona)
    except ValueError as exc:
        problems.append(f"persona: {exc}")
    if scenario.channel not in PRESETS:
        problems.append(
            f"channel: unknown preset {scenario.channel!r} (known: {', '.join(sorted(PRESETS))})"
        )
    changes: bool | None = None
    try:
        changes = replay_gold(scenario).state_hash != seed_state_hash(scenario)
    except (GoldReplayError, ValueError) as exc:
        problems.append(f"gold_actions: {exc}")
    return Validation(scenario.id, tuple(problems), changes)
