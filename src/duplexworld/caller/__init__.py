"""The simulated caller: persona, hearing, understanding, policy and turn-taking."""

from duplexworld.caller.persona import AGENT_VOICE, PERSONAS, Persona, VoiceSpec, persona
from duplexworld.caller.policy import CallerChunk, CallerInput, DeterministicCaller, is_speech
from duplexworld.caller.turn_taking import TurnTakingConfig

__all__ = [
    "AGENT_VOICE",
    "PERSONAS",
    "CallerChunk",
    "CallerInput",
    "DeterministicCaller",
    "Persona",
    "TurnTakingConfig",
    "VoiceSpec",
    "is_speech",
    "persona",
]
