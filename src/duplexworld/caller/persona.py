"""Personas: who the caller is and how they sound, pinned per scenario.

Each persona has two voices. The *control* voice comes from the pool of neutral neural voices
(piper with the installed joe-us voice, varied in speaking rate and pitch: only one neural
voice installs offline). The *regular* voice comes from the pool with accent diversity
(espeak-ng accents, piper rate and pitch variants). Presets with accents (``accents``,
``realistic``) use the regular voice; the others use the control voice.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator


class VoiceSpec(BaseModel):
    """A concrete synthetic voice: engine and parameters (part of the speech cache key)."""

    model_config = ConfigDict(frozen=True)

    engine: Literal["piper", "espeak-ng"]
    voice: str
    length_scale: float = 1.0
    """piper: above 1 speaks slower."""
    pitch: float = 1.0
    """piper: resampling pitch factor; espeak-ng: unused (see ``espeak_pitch``)."""
    espeak_speed: int = 165
    espeak_pitch: int = 50


HOLD_PATIENCE_LIMITS_S = (10.0, 20.0)
"""Bounds of a persona's patience on hold: people put on hold by a call-centre agent wait
longer than the 5 s after their own turn before asking "Are you still there?" (issue 27
asked for 10-20 s)."""

DEFAULT_HOLD_PATIENCE_S = (12.0, 18.0)
"""Patience on hold of a persona that declares none."""


class Persona(BaseModel):
    """A caller persona.

    Attributes:
        interrupt_tendency: probability that the caller barges in at one 2-second check
            while the agent speaks (turn-taking presets only).
        backchannel_tendency: probability of an "uh-huh" at one check.
        insistence: how many times the caller pushes back on a refusal.
        hold_patience_s: after the agent announces a hold ("One moment, let me check that."),
            the range of seconds of silence the caller waits before asking whether the agent
            is still there; each episode draws its patience from it, seeded (without an
            announced hold the caller asks after ``TurnTakingConfig.wait_after_self_s``).
    """

    model_config = ConfigDict(frozen=True)

    id: str
    name: str
    gender: Literal["female", "male"]
    accent: str
    speaking_rate: Literal["slow", "normal", "fast"]
    verbosity: Literal["terse", "normal", "chatty"] = "normal"
    interrupt_tendency: float = Field(default=0.1, ge=0, le=1)
    backchannel_tendency: float = Field(default=0.3, ge=0, le=1)
    insistence: int = Field(default=1, ge=1, le=2)
    """Times the caller pushes back on a refusal (with a reason) before accepting it."""
    hold_patience_s: tuple[float, float] = DEFAULT_HOLD_PATIENCE_S
    control_voice: VoiceSpec
    regular_voice: VoiceSpec

    @field_validator("hold_patience_s")
    @classmethod
    def _patience_in_bounds(cls, value: tuple[float, float]) -> tuple[float, float]:
        low, high = HOLD_PATIENCE_LIMITS_S
        if not low <= value[0] <= value[1] <= high:
            raise ValueError(
                f"hold_patience_s must be an ascending range within {low}-{high} s, got {value}"
            )
        return value

    def voice(self, accents: bool) -> VoiceSpec:
        """The voice this persona speaks with under a preset with or without accents."""
        return self.regular_voice if accents else self.control_voice

    # kept for older callers that read the control voice's fields directly
    @property
    def length_scale(self) -> float:
        """Speaking rate of the control voice."""
        return self.control_voice.length_scale


def _piper(length_scale: float = 1.0, pitch: float = 1.0) -> VoiceSpec:
    return VoiceSpec(engine="piper", voice="joe-us", length_scale=length_scale, pitch=pitch)


def _espeak(voice: str, speed: int = 165, pitch: int = 50) -> VoiceSpec:
    return VoiceSpec(engine="espeak-ng", voice=voice, espeak_speed=speed, espeak_pitch=pitch)


PERSONAS: dict[str, Persona] = {
    p.id: p
    for p in (
        Persona(
            id="calm",
            hold_patience_s=(15.0, 20.0),
            name="calm",
            gender="male",
            accent="en-US",
            speaking_rate="normal",
            interrupt_tendency=0.05,
            backchannel_tendency=0.3,
            control_voice=_piper(),
            regular_voice=_piper(),
        ),
        Persona(
            id="hurried",
            hold_patience_s=(10.0, 12.0),
            insistence=2,
            name="hurried",
            gender="male",
            accent="en-US",
            speaking_rate="fast",
            verbosity="terse",
            interrupt_tendency=0.35,
            backchannel_tendency=0.2,
            control_voice=_piper(0.9),
            regular_voice=_piper(0.85, 1.05),
        ),
        Persona(
            id="deliberate",
            hold_patience_s=(16.0, 20.0),
            name="deliberate",
            gender="male",
            accent="en-US",
            speaking_rate="slow",
            interrupt_tendency=0.02,
            backchannel_tendency=0.4,
            control_voice=_piper(1.15),
            regular_voice=_piper(1.2, 0.95),
        ),
        Persona(
            id="bright",
            hold_patience_s=(12.0, 16.0),
            name="bright",
            gender="female",
            accent="en-US",
            speaking_rate="normal",
            verbosity="chatty",
            interrupt_tendency=0.15,
            backchannel_tendency=0.5,
            control_voice=_piper(1.0, 1.25),
            regular_voice=_piper(0.95, 1.3),
        ),
        Persona(
            id="scottish",
            hold_patience_s=(12.0, 18.0),
            name="scottish",
            gender="male",
            accent="en-GB-scotland",
            speaking_rate="normal",
            interrupt_tendency=0.1,
            control_voice=_piper(1.0, 0.92),
            regular_voice=_espeak("en-gb-scotland", 160),
        ),
        Persona(
            id="caribbean",
            hold_patience_s=(12.0, 16.0),
            insistence=2,
            name="caribbean",
            gender="male",
            accent="en-029",
            speaking_rate="normal",
            verbosity="chatty",
            interrupt_tendency=0.2,
            control_voice=_piper(1.05),
            regular_voice=_espeak("en-029", 155),
        ),
        Persona(
            id="received",
            hold_patience_s=(15.0, 20.0),
            name="received",
            gender="female",
            accent="en-GB-x-rp",
            speaking_rate="slow",
            interrupt_tendency=0.05,
            backchannel_tendency=0.4,
            control_voice=_piper(1.1, 1.2),
            regular_voice=_espeak("en-gb-x-rp+f3", 150, 60),
        ),
        Persona(
            id="new_yorker",
            hold_patience_s=(10.0, 13.0),
            insistence=2,
            name="new_yorker",
            gender="male",
            accent="en-US-nyc",
            speaking_rate="fast",
            interrupt_tendency=0.3,
            backchannel_tendency=0.2,
            control_voice=_piper(0.9, 1.05),
            regular_voice=_espeak("en-us-nyc", 185),
        ),
        Persona(
            id="lancashire",
            hold_patience_s=(13.0, 18.0),
            name="lancashire",
            gender="female",
            accent="en-GB-x-gbclan",
            speaking_rate="normal",
            interrupt_tendency=0.1,
            control_voice=_piper(1.0, 1.18),
            regular_voice=_espeak("en-gb-x-gbclan+f2", 160, 58),
        ),
        Persona(
            id="midlands",
            hold_patience_s=(12.0, 16.0),
            name="midlands",
            gender="male",
            accent="en-GB-x-gbcwmd",
            speaking_rate="normal",
            verbosity="terse",
            interrupt_tendency=0.1,
            control_voice=_piper(1.0, 0.95),
            regular_voice=_espeak("en-gb-x-gbcwmd", 160),
        ),
    )
}
"""Built-in personas by id."""

AGENT_VOICE = _piper(0.95)
"""Voice of the built-in reference agents (always the neutral neural voice)."""


def persona(persona_id: str) -> Persona:
    """The persona with this id; unknown ids raise ValueError listing the known ones."""
    try:
        return PERSONAS[persona_id]
    except KeyError:
        known = ", ".join(sorted(PERSONAS))
        raise ValueError(f"unknown persona {persona_id!r} (known: {known})") from None
