"""Streaming voice activity detection for in-process agents, tick by tick.

Wraps the silero v6 model (the faster-whisper export described in
``duplexworld.metrics.segments.SileroVAD``) with its LSTM state carried across ticks, so an
agent can tell speech from line noise as it listens; an energy gate cannot on the realistic
channel, where background noise never stops.

The state is cleared after a second of frames below the threshold (``QUIET_MEMORY_FRAMES``):
carried through a long quiet stretch, silero's LSTM drifts so far towards "no speech" that a
short word after it never reaches the threshold. Measured on the workbench caller's "three."
(0.4 s) after the agent's question: 0.59 after 0.4 s of silence from a fresh state, 0.30 after
8 s, 0.14 after 30 s; after the same caller's earlier turn and 16 s of silence, 0.01. Pipecat's
silero analyser clears the same state on a timer, every 5 s (``_MODEL_RESET_STATES_TIME``).
"""

from __future__ import annotations

import numpy as np
import soxr

from duplexworld.metrics.segments import SileroVAD
from duplexworld.units import TELEPHONE_RATE

_RATE = 16000
_FRAME = 512
_CONTEXT = 64

QUIET_MEMORY_FRAMES = 31
"""Consecutive model frames (32 ms each: about 1 s) below the threshold after which the
recurrent state is cleared, so that an onset meets at most a second of remembered quiet. A
pause inside a sentence is shorter; a turn's end (the listeners' hangover, 0.8 s) comes first."""
REPLAY_FRAMES = 12
"""Latest frames (about 0.4 s: two ticks) run again from the cleared state. A soft onset can
sit in them below the threshold (counted as quiet); cleared after it, the state had lost the
word's start and a "three." scored 0.18, run again it scores 0.4 or more."""


def _cleared() -> tuple[np.ndarray, np.ndarray]:
    """The model's recurrent state before it has heard anything."""
    return np.zeros((1, 1, 128), dtype=np.float32), np.zeros((1, 1, 128), dtype=np.float32)


class StreamingVAD:
    """Speech probability of each incoming tick of 8 kHz audio, with state kept between ticks.

    Args:
        threshold: probability at or above which a frame counts as speech.
    """

    def __init__(self, threshold: float = 0.5) -> None:
        self.threshold = float(threshold)
        self._model = SileroVAD(threshold=threshold)
        self.reset()

    def reset(self) -> None:
        """Forget the audio heard so far (a new call)."""
        self._stream = soxr.ResampleStream(TELEPHONE_RATE, _RATE, 1, dtype="float32", quality="HQ")
        self._pending = np.zeros(0, dtype=np.float32)
        self._context = np.zeros(_CONTEXT, dtype=np.float32)
        self._recent = np.zeros((0, _CONTEXT + _FRAME), dtype=np.float32)
        self._h, self._c = _cleared()
        self._quiet = 0

    def _run(
        self, batch: np.ndarray, h: np.ndarray, c: np.ndarray
    ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        probs, h, c = self._model._session.run(None, {"input": batch, "h": h, "c": c})
        return np.asarray(probs, dtype=np.float32).reshape(-1), h, c

    def _quiet_after(self, probs: np.ndarray, before: int) -> int:
        """Consecutive frames below the threshold at the end of ``probs`` (``before`` more
        when none of them reaches it)."""
        loud = np.flatnonzero(probs >= self.threshold)
        return probs.size - 1 - int(loud[-1]) if loud.size else before + probs.size

    def probability(self, pcm: np.ndarray) -> float:
        """Highest speech probability among the model frames completed by this tick."""
        audio = np.asarray(pcm)
        audio = (audio.astype(np.float32) / 32768.0) if audio.dtype == np.int16 else audio
        upsampled = self._stream.resample_chunk(audio.astype(np.float32).reshape(-1))
        self._pending = np.concatenate([self._pending, upsampled])
        n_frames = self._pending.size // _FRAME
        if n_frames == 0:
            return 0.0
        frames = self._pending[: n_frames * _FRAME].reshape(n_frames, _FRAME)
        self._pending = self._pending[n_frames * _FRAME :]
        context = np.empty((n_frames, _CONTEXT), dtype=np.float32)
        context[0] = self._context
        context[1:] = frames[:-1, -_CONTEXT:]
        self._context = frames[-1, -_CONTEXT:].copy()
        batch = np.concatenate([context, frames], axis=1)
        self._recent = np.concatenate([self._recent, batch])[-REPLAY_FRAMES:]
        probs, self._h, self._c = self._run(batch, self._h, self._c)
        self._quiet = self._quiet_after(probs, self._quiet)
        if self._quiet >= QUIET_MEMORY_FRAMES:
            # a second of quiet: forget it, keeping only the latest frames (heard again)
            replayed, self._h, self._c = self._run(self._recent, *_cleared())
            # (a chunk longer than the replay keeps its first frames' first scores)
            probs = np.concatenate(
                [probs[: max(0, n_frames - replayed.size)], replayed[-n_frames:]]
            )
            self._quiet = self._quiet_after(replayed, 0)
        return float(probs.max())

    def is_speech(self, pcm: np.ndarray) -> bool:
        """Whether this tick carries speech."""
        return self.probability(pcm) >= self.threshold
