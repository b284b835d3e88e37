"""Backgrounds made of speech (babble, a TV), and the speech-source contract they use.

Speech comes from a :class:`SpeechSource` (the speech bank satisfies it): babble overlaps
several talkers, each the same TTS voice pitch- and rate-shifted by resampling so they sound
like different people; the TV is one or two anchors band-limited to a small loudspeaker in a
reverberant room. :class:`SyntheticVoice` is a deterministic stand-in (vowel-like buzz) for
tests and for machines without a TTS voice.
"""

from __future__ import annotations

import hashlib
from typing import Any, Protocol, runtime_checkable

import numpy as np
import soxr

from duplexworld.channel.dsp import filtered, normalise_rms, reverb
from duplexworld.units import TELEPHONE_RATE

__all__ = [
    "BABBLE_SENTENCES",
    "NEWS_SENTENCES",
    "SpeechSource",
    "SyntheticVoice",
    "people_talking",
    "tv_news",
]

SR = TELEPHONE_RATE

BABBLE_SENTENCES: tuple[str, ...] = (
    "Did you see what they did with the kitchen?",
    "I told him we would be there by seven at the latest.",
    "No, the other one, the blue one by the window.",
    "She said the traffic was terrible all the way from the bridge.",
    "We should really book the tickets before they sell out.",
    "Honestly I think it tastes better with a bit more salt.",
    "Where did you put the charger for the laptop?",
    "It was raining so hard we just stayed in and watched a movie.",
    "Can you pass me that plate over there, thanks.",
    "My sister is coming over on Sunday with the kids.",
    "I don't remember, maybe it was last Tuesday.",
    "That new place on the corner is actually really good.",
)
"""Overheard conversation for the people-talking babble."""

NEWS_SENTENCES: tuple[str, ...] = (
    "Good evening, here are tonight's top stories.",
    "City officials announced a new plan to repair the main bridge by next spring.",
    "Markets closed higher today after a week of steady gains.",
    "Weather forecasters expect heavy rain across the region through the weekend.",
    "In sports, the home team won its third straight game on Tuesday night.",
    "Health authorities are urging residents to get their seasonal vaccines.",
    "Traffic on the northern highway remains slow after this morning's accident.",
    "Stay with us, more news after the break.",
)
"""A newscast for the TV background."""


@runtime_checkable
class SpeechSource(Protocol):
    """Text to speech at 8 kHz: what the channel needs from the speech bank."""

    def speak(self, text: str) -> np.ndarray:
        """Float32 mono samples at 8 kHz for ``text``."""
        ...

    def spec(self) -> dict[str, Any]:
        """Everything that determines the audio (part of cache keys)."""
        ...


class SyntheticVoice:
    """A deterministic vowel-like buzz, one syllable per word (no TTS needed).

    Each word gets a pitch and two formants from the sha256 of the word, so the same text
    always sounds the same. Peak at -6 dBFS, like the speech bank.
    """

    def speak(self, text: str) -> np.ndarray:
        """Buzz for each word, separated by short gaps; float32 at 8 kHz."""
        pieces: list[np.ndarray] = []
        for word in text.split() or ["_"]:
            digest = hashlib.sha256(word.lower().encode("utf-8")).digest()
            f0 = 100.0 + digest[0] % 60
            f1 = 400.0 + 4.0 * digest[1]
            f2 = 1100.0 + 5.0 * digest[2]
            m = int((0.18 + 0.03 * len(word) ** 0.5) * SR)
            t = np.arange(m) / SR
            phase = 2 * np.pi * f0 * (1.0 - 0.1 * t) * t
            harmonics = (np.sin(k * phase) / k for k in range(1, 20) if k * f0 < 3600.0)
            buzz = sum(harmonics, np.zeros(m))
            vowel = filtered(buzz, "bandpass", (f1 * 0.8, f1 * 1.2), 2) + 0.5 * filtered(
                buzz, "bandpass", (f2 * 0.85, f2 * 1.15), 2
            )
            pieces.append(vowel * np.sin(np.pi * (np.arange(m) + 0.5) / m))
            pieces.append(np.full(int(0.06 * SR), 1e-4))
        x = np.concatenate(pieces[:-1])
        return (x * (0.5 / np.max(np.abs(x)))).astype(np.float32)

    def spec(self) -> dict[str, Any]:
        """Identifies the stand-in voice (and its version) in cache keys."""
        return {"engine": "synthetic-voice", "version": 1}


def _shifted(x: np.ndarray, factor: float) -> np.ndarray:
    """Pitch and rate raised by ``factor`` together (resampling, played back at 8 kHz)."""
    if factor == 1.0:
        return np.asarray(x, dtype=np.float64)
    y = soxr.resample(np.asarray(x, dtype=np.float32), SR, SR / factor, quality="HQ")
    return np.asarray(y, dtype=np.float64)


def _talker(
    clips: list[np.ndarray], rng: np.random.Generator, n: int, gap_range: tuple[float, float]
) -> np.ndarray:
    """One voice talking for ``n`` samples: random clips with random pauses in between."""
    out = np.zeros(n)
    position = int(rng.uniform(0.0, 1.5) * SR)
    while position < n:
        clip = clips[int(rng.integers(len(clips)))]
        stop = min(n, position + clip.size)
        out[position:stop] += clip[: stop - position]
        position = stop + int(rng.uniform(*gap_range) * SR)
    return out


def people_talking(
    speech: SpeechSource, rng: np.random.Generator, n: int, talkers: int
) -> np.ndarray:
    """Babble: ``talkers`` overlapped voices in a room, pitch-shifted apart, at varied levels."""
    base = [np.asarray(speech.speak(text), dtype=np.float64) for text in BABBLE_SENTENCES]
    factors = rng.permutation(np.linspace(0.82, 1.22, talkers))
    out = np.zeros(n)
    for factor in factors:
        clips = [_shifted(x, float(factor)) for x in base]
        voice = _talker(clips, rng, n, (0.3, 1.5))
        # Talkers at different distances: level spread and a little high-frequency loss.
        voice = filtered(voice, "lowpass", rng.uniform(2200.0, 3400.0), 2)
        out += 10.0 ** (rng.uniform(-6.0, 0.0) / 20.0) * normalise_rms(voice)
    return reverb(out, rng, 0.5, 0.4)[:n]


def tv_news(speech: SpeechSource, rng: np.random.Generator, n: int) -> np.ndarray:
    """A TV newscast across the room: two anchors, a small loudspeaker, room reverb."""
    anchors = (0.94, 1.12)
    clips = [_shifted(speech.speak(text), anchors[i % 2]) for i, text in enumerate(NEWS_SENTENCES)]
    out = np.zeros(n)
    position = 0
    i = 0
    while position < n:
        clip = clips[i % len(clips)]
        stop = min(n, position + clip.size)
        out[position:stop] += clip[: stop - position]
        position = stop + int(rng.uniform(0.25, 0.6) * SR)
        i += 1
    # A TV loudspeaker: no bass, soft top; then the room.
    out = filtered(out, "bandpass", (250.0, 3000.0), 3)
    # The set's own faint hiss keeps the pauses between sentences from being dead silent.
    hiss = filtered(rng.standard_normal(n), "bandpass", (300.0, 2000.0), 2)
    out = normalise_rms(out) + 0.05 * normalise_rms(hiss)
    return reverb(out, rng, 0.6, 0.5)[:n]
