"""The simulated caller: persona, observer, policy and turn-taking."""

from duplexworld.caller.observer import Observation, observe
from duplexworld.caller.persona import AGENT_VOICE, PERSONAS, Persona, VoiceSpec, persona
from duplexworld.caller.policy import CallerChunk, CallerInput, DeterministicCaller, is_speech
from duplexworld.caller.turn_taking import TurnTakingConfig

__all__ = [
    "AGENT_VOICE",
    "PERSONAS",
    "CallerChunk",
    "CallerInput",
    "DeterministicCaller",
    "Observation",
    "Persona",
    "TurnTakingConfig",
    "VoiceSpec",
    "is_speech",
    "observe",
    "persona",
]
