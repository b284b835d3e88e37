"""Speaking and listening helpers for the built-in in-process agents."""

from __future__ import annotations

from collections import deque
from typing import Protocol

import numpy as np

from duplexworld.speech.level_gate import LevelGatedDetector, SpeechDetector
from duplexworld.speech.vad import StreamingVAD
from duplexworld.units import TELEPHONE_RATE, samples_per_tick

TICK_SAMPLES = samples_per_tick(TELEPHONE_RATE)


class Speaker(Protocol):
    """Turns text into 8 kHz float32 audio (the speech bank)."""

    def speak(self, text: str) -> np.ndarray:
        """Audio for ``text``."""


class LineOut(Protocol):
    """Where a built-in agent's words go: spoken (``SpeechOut``) or typed (``TextOut``)."""

    def say(self, text: str) -> None:
        """Queue an utterance after whatever is being said."""

    @property
    def busy(self) -> bool:
        """Whether anything is being said or waits to be said."""

    @property
    def playing(self) -> bool:
        """Whether an utterance is being said right now."""

    def clear_pending(self) -> tuple[str, ...]:
        """Forget utterances that have not started; returns their texts (never said)."""

    def next_tick(self, hold: bool = False) -> tuple[np.ndarray, str]:
        """This tick's audio and the text that starts in it."""


class TextOut:
    """Text mode's ``LineOut``: what is queued leaves as one message at the next tick.

    A message takes no time to say, so nothing is ever "playing" and the other side can
    never be talked over; ``hold`` keeps the message back one tick like a spoken line.
    """

    def __init__(self) -> None:
        self._pending: list[str] = []

    def say(self, text: str) -> None:
        """Queue a line for the next message."""
        if text.strip():
            self._pending.append(text.strip())

    @property
    def busy(self) -> bool:
        """Whether a message waits to be sent."""
        return bool(self._pending)

    @property
    def playing(self) -> bool:
        """Never: a message is sent whole."""
        return False

    def clear_pending(self) -> tuple[str, ...]:
        """Forget the lines not yet sent; returns them."""
        dropped = tuple(self._pending)
        self._pending.clear()
        return dropped

    def next_tick(self, hold: bool = False) -> tuple[np.ndarray, str]:
        """No audio, and the queued lines as one message ('' when none or held)."""
        if hold or not self._pending:
            return np.zeros(0, dtype=np.int16), ""
        text, self._pending = " ".join(self._pending), []
        return np.zeros(0, dtype=np.int16), text


class SpeechOut:
    """Queues utterances and plays them one tick at a time."""

    def __init__(self, speaker: Speaker) -> None:
        self.speaker = speaker
        self._pending: deque[tuple[str, np.ndarray]] = deque()
        self._audio = np.zeros(0, dtype=np.int16)
        self._position = 0

    def say(self, text: str) -> None:
        """Queue an utterance after whatever is being said."""
        audio = np.asarray(self.speaker.speak(text), dtype=np.float32)
        pcm = np.clip(np.round(audio * 32767.0), -32768, 32767).astype(np.int16)
        self._pending.append((text, pcm))

    @property
    def busy(self) -> bool:
        """Whether anything is being said or waits to be said."""
        return self._position < self._audio.size or bool(self._pending)

    @property
    def playing(self) -> bool:
        """Whether an utterance is being said right now (queued ones are not yet)."""
        return self._position < self._audio.size

    def clear_pending(self) -> tuple[str, ...]:
        """Forget utterances that have not started (the plan they came from changed);
        returns their texts."""
        dropped = tuple(text for text, _ in self._pending)
        self._pending.clear()
        return dropped

    def next_tick(self, hold: bool = False) -> tuple[np.ndarray, str]:
        """This tick's audio and the text of an utterance starting in it ('' if none).

        Args:
            hold: do not start a queued utterance this tick (the other side is speaking);
                one already playing goes on.
        """
        text = ""
        if self._position >= self._audio.size and self._pending and not hold:
            text, self._audio = self._pending.popleft()
            self._position = 0
        piece = self._audio[self._position : self._position + TICK_SAMPLES]
        self._position += TICK_SAMPLES
        return piece.copy(), text


LISTEN_THRESHOLD = 0.2
"""VAD threshold of the built-in agents' listener: at 0.5 some voices go unheard (DuplexWorld's
finding, and measured here: a short "It's Italy." scored 0.53 to 0.64 per frame)."""


class Listener:
    """Cuts the incoming audio into caller turns with a VAD and a hangover.

    A turn ends after ``hangover`` silent ticks (0.8 s: short dips inside a sentence do not
    cut it); ``pre_roll`` ticks before the detected onset are kept so that a soft onset the
    detector missed is not clipped. The detector is the streaming silero VAD, so
    line noise (background, bursts) is not taken for the caller speaking; it is gated by level
    (``speech.level_gate``) so that a television or a room of talk behind the caller is not
    taken for the caller either.
    """

    def __init__(
        self, hangover: int = 4, detector: SpeechDetector | None = None, pre_roll: int = 3
    ) -> None:
        self.hangover = hangover
        self.pre_roll = pre_roll
        self.detector = detector or LevelGatedDetector(StreamingVAD(threshold=LISTEN_THRESHOLD))
        self._previous: deque[np.ndarray] = deque(maxlen=max(1, self.pre_roll))
        self._segment: list[np.ndarray] = []
        self._silent = 0
        self.in_speech = False
        self.silent_ticks = 0
        """Ticks since the caller last produced speech (for timeouts)."""

    def feed(self, pcm: np.ndarray) -> np.ndarray | None:
        """Add one tick; returns a finished turn's audio when one ends at this tick."""
        pcm = np.asarray(pcm, dtype=np.int16)
        speech = self.detector.is_speech(pcm)
        self.silent_ticks = 0 if speech else self.silent_ticks + 1
        finished = None
        if speech:
            if not self.in_speech:
                # the detector is slow to fire on an onset after a long silence: keep the
                # ticks before it so the recogniser hears the first words
                self._segment = list(self._previous)
                self.in_speech = True
            self._segment.append(pcm)
            self._silent = 0
        elif self.in_speech:
            self._segment.append(pcm)
            self._silent += 1
            if self._silent >= self.hangover:
                finished = np.concatenate(self._segment)
                self._segment = []
                self.in_speech = False
        self._previous.append(pcm)
        return finished

    def reset(self) -> None:
        """Forget a half-heard turn (used when the agent itself starts speaking)."""
        self._segment = []
        self._previous.clear()
        self.in_speech = False
        self._silent = 0
