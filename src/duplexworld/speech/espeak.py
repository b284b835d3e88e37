"""espeak-ng (Debian package) as a TTS engine: robotic but deterministic, with accents.

A "hard" persona tier (STACK.md: whisper's WER on it is about 0.16-0.18), used for the accent
diversity of the regular persona pool.
"""

from __future__ import annotations

import io
import shutil
import subprocess
from functools import lru_cache
from typing import Any

import numpy as np
import soundfile as sf

ESPEAK_ACCENTS = (
    "en-us",
    "en-gb",
    "en-gb-scotland",
    "en-029",
    "en-gb-x-rp",
    "en-us-nyc",
    "en-gb-x-gbclan",
    "en-gb-x-gbcwmd",
)
"""English voices of espeak-ng 1.51 usable as accents."""


@lru_cache(maxsize=1)
def espeak_version() -> str:
    """Version string of the installed espeak-ng (raises when it is missing)."""
    binary = shutil.which("espeak-ng")
    if binary is None:
        raise RuntimeError(
            "espeak-ng is not installed: run scripts/setup.sh as root or "
            "`apt-get install espeak-ng` for accented personas"
        )
    out = subprocess.run([binary, "--version"], capture_output=True, text=True, check=True)
    return out.stdout.split("Data at")[0].strip()


def espeak_available() -> bool:
    """Whether espeak-ng can be run."""
    try:
        espeak_version()
    except (RuntimeError, OSError, subprocess.CalledProcessError):
        return False
    return True


class EspeakTTS:
    """espeak-ng through a subprocess, one call per utterance.

    Args:
        voice: an accent from ``ESPEAK_ACCENTS``, optionally with a variant ("en-gb+f3").
        speed: words per minute (espeak's -s; default 165).
        pitch: 0-99 (espeak's -p; default 50).
    """

    engine = "espeak-ng"

    def __init__(self, voice: str = "en-us", speed: int = 165, pitch: int = 50) -> None:
        base = voice.split("+")[0]
        if base not in ESPEAK_ACCENTS:
            raise ValueError(f"unknown espeak voice {voice!r} (known: {', '.join(ESPEAK_ACCENTS)})")
        if not 80 <= speed <= 450 or not 0 <= pitch <= 99:
            raise ValueError("speed must be 80-450 words per minute and pitch 0-99")
        self.voice = voice
        self.speed = int(speed)
        self.pitch = int(pitch)

    def synthesize(self, text: str) -> tuple[np.ndarray, int]:
        """Speak ``text``; returns (mono int16 samples, sample rate)."""
        espeak_version()
        command = [
            "espeak-ng",
            "-v",
            self.voice,
            "-s",
            str(self.speed),
            "-p",
            str(self.pitch),
            "--stdout",
            text,
        ]
        wav = subprocess.run(command, capture_output=True, check=True).stdout
        samples, rate = sf.read(io.BytesIO(wav), dtype="int16")
        if samples.ndim > 1:
            samples = samples[:, 0]
        return np.ascontiguousarray(samples, dtype=np.int16), int(rate)

    def spec(self) -> dict[str, Any]:
        """Engine, version, voice and params."""
        return {
            "engine": self.engine,
            "version": espeak_version(),
            "voice": self.voice,
            "params": {"speed": self.speed, "pitch": self.pitch},
        }
