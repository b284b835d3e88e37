"""Voice preflight: can the agent's VAD hear each persona?

DuplexWorld found that a server VAD threshold of 0.5 made some synthetic personas inaudible
and ran at 0.2. The preflight speaks a test sentence with each persona's voice, sends it
through the clean telephone channel, and runs the silero VAD at the configured threshold; a
voice whose speech the VAD misses in most frames is reported as inaudible.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np

from duplexworld.caller.persona import PERSONAS, VoiceSpec
from duplexworld.channel import make_channel
from duplexworld.speech.silero import SERVER_VAD_THRESHOLD, VAD_FRAME_SAMPLES, SileroVAD
from duplexworld.units import TELEPHONE_RATE, samples_per_tick

PREFLIGHT_SENTENCE = "Hi, my card was declined at the pharmacy and I need some help, please."
MIN_SPEECH_SHARE = 0.6
"""Share of the sentence's active frames the VAD must flag for a voice to count as audible."""


@dataclass(frozen=True)
class PreflightResult:
    """How much of one voice's speech the VAD heard."""

    persona: str
    pool: str
    voice: VoiceSpec
    heard_share: float

    @property
    def audible(self) -> bool:
        """Whether the VAD heard enough of the sentence."""
        return self.heard_share >= MIN_SPEECH_SHARE


def heard_share(clean: np.ndarray, vad: SileroVAD) -> float:
    """Share of the speech frames (by energy) that the VAD flags after the clean channel."""
    per_tick = samples_per_tick(TELEPHONE_RATE)
    padded = np.zeros(-(-clean.size // per_tick) * per_tick, dtype=np.float32)
    padded[: clean.size] = clean
    channel = make_channel("clean", 0)
    line = np.concatenate(
        [channel.process(padded[i : i + per_tick]).pcm for i in range(0, padded.size, per_tick)]
    )
    flags = vad.frame_flags(line, TELEPHONE_RATE)
    n = min(flags.size, line.size // VAD_FRAME_SAMPLES)
    flags = flags[:n]
    frames = line[: n * VAD_FRAME_SAMPLES].astype(np.float64).reshape(n, VAD_FRAME_SAMPLES)
    energy = np.sqrt((frames**2).mean(axis=1))
    active = energy > 0.1 * energy.max()  # frames that carry speech, not pauses
    return float(flags[active].mean()) if active.any() else 0.0


def preflight(
    threshold: float = SERVER_VAD_THRESHOLD, cache_dir: Path | None = None
) -> list[PreflightResult]:
    """Screen every persona's control and regular voice against the VAD at ``threshold``."""
    from duplexworld.caller.components import speech_bank

    vad = SileroVAD(threshold=threshold)
    results = []
    for persona_id, persona in sorted(PERSONAS.items()):
        for pool, voice in (("control", persona.control_voice), ("regular", persona.regular_voice)):
            clean = speech_bank(voice, cache_dir).speak(PREFLIGHT_SENTENCE)
            results.append(PreflightResult(persona_id, pool, voice, heard_share(clean, vad)))
    return results
