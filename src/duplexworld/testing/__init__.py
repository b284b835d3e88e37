"""Test kit: a toy world, scripted participants and builders, so tests read as scenarios."""

from duplexworld.testing.toy import (
    ScriptedAgent,
    ToneSpeaker,
    ToyWorld,
    register_toy_world,
    toy_correction_scenario,
    toy_guided_scenario,
    toy_scenario,
    toy_suspension_scenario,
    toy_volatile_scenario,
)

__all__ = [
    "ScriptedAgent",
    "ToneSpeaker",
    "ToyWorld",
    "register_toy_world",
    "toy_correction_scenario",
    "toy_guided_scenario",
    "toy_scenario",
    "toy_suspension_scenario",
    "toy_volatile_scenario",
]
