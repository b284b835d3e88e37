"""Test kit: a toy world, scripted participants and builders, so tests read as scenarios."""

from duplexworld.testing.toy import (
    ScriptedAgent,
    ToneSpeaker,
    ToyWorld,
    toy_scenario,
)

__all__ = ["ScriptedAgent", "ToneSpeaker", "ToyWorld", "toy_scenario"]
