"""Personas: who the caller is and how they sound.

Only one neural voice installs offline (joe-us); personas differ by speaking rate for now.
The persona set with accents and pitch variants arrives with the realistic channel.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class Persona(BaseModel):
    """A caller persona pinned per scenario."""

    model_config = ConfigDict(frozen=True)

    id: str
    name: str
    gender: str
    accent: str
    voice: str
    length_scale: float
    """Piper length scale: above 1 speaks slower."""
    verbosity: str = "normal"
    interrupt_tendency: float = 0.0


PERSONAS: dict[str, Persona] = {
    persona.id: persona
    for persona in (
        Persona(
            id="calm", name="calm", gender="male", accent="en-US", voice="joe-us", length_scale=1.0
        ),
        Persona(
            id="hurried",
            name="hurried",
            gender="male",
            accent="en-US",
            voice="joe-us",
            length_scale=0.9,
        ),
        Persona(
            id="deliberate",
            name="deliberate",
            gender="male",
            accent="en-US",
            voice="joe-us",
            length_scale=1.15,
        ),
    )
}
"""Built-in personas by id."""

AGENT_VOICE = Persona(
    id="agent", name="agent", gender="male", accent="en-US", voice="joe-us", length_scale=0.95
)
"""Voice of the built-in reference agents."""


def persona(persona_id: str) -> Persona:
    """The persona with this id; unknown ids raise ValueError listing the known ones."""
    try:
        return PERSONAS[persona_id]
    except KeyError:
        known = ", ".join(sorted(PERSONAS))
        raise ValueError(f"unknown persona {persona_id!r} (known: {known})") from None
