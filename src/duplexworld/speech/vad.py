"""Streaming voice activity detection for in-process agents, tick by tick.

Wraps the silero v6 model (the faster-whisper export described in
``duplexworld.speech.silero.SileroVAD``) with its LSTM state carried across ticks, so an
agent can tell speech from line noise as it listens; an energy gate cannot on the realistic
channel, where background noise never stops.

The state is cleared after a second of silence (``QUIET_MEMORY_FRAMES`` frames below
-60 dBFS): carried through a long silent stretch (on the clean channel the line is exactly
silent while the agent talks), silero's LSTM drifts so far towards "no speech" that a short
word after it never reaches the threshold. Measured on the workbench caller's "three." (0.4 s):
0.59 after 0.4 s of silence from a cleared state, 0.30 after 8 s, 0.14 after 30 s; after the
same caller's earlier turn and 16 s of silence, 0.01 (the listeners' threshold is 0.2). Only
silence clears it: over background noise the state is what lets the model stop scoring a TV
or babble in the caller's room as speech (cleared after a second below the threshold instead,
an indoor call's turn never ended). Pipecat's silero analyser clears the same state on a timer,
every 5 s (``_MODEL_RESET_STATES_TIME``); a timer would also clear it over that background.

The same adaptation loses the caller over people talking: after a walk of 17 s over that
background, the Pathfinding walker's "Okay, I'm at the next corner." and three "Hello? Are you
still there?" scored 0.00 to 0.07 at 20 dB over the background, no turn started, and the
walker hung up (issue 34: three realistic episodes of 42 did not arrive). So over a background
the state is also cleared at an onset: a frame ``ONSET_DB`` over the background level after
a second with none (the latest frames replayed as after silence). Talk behind the caller stays
out by level (the listeners' ``speech.level_gate``), not by the state. The rule needs a
background: a line silent in one frame of twenty over the last half minute has none, so on the
clean channel the probabilities are the old ones (equal, tick for tick, on the caller lane of
21 recorded clean Pathfinding calls).
"""

from __future__ import annotations

from collections import deque

import numpy as np
import soxr

from duplexworld.speech.silero import SileroVAD
from duplexworld.units import TELEPHONE_RATE

_RATE = 16000
_FRAME = 512
_CONTEXT = 64

QUIET_MEMORY_FRAMES = 31
"""Consecutive silent model frames (32 ms each: about 1 s) after which the recurrent state is
cleared, so that an onset meets at most a second of remembered silence (a one-word answer then
scores 0.42 to 0.52 where the carried state gave 0.16 to 0.20). A pause inside a sentence is
shorter."""
SILENCE_RMS = 10.0 ** (-60.0 / 20.0)
"""A frame quieter than -60 dBFS (the recogniser's own silence floor) is silent: no background
the model could have adapted to."""
REPLAY_FRAMES = 12
"""Latest frames (about 0.4 s: two ticks) run again from the cleared state: the second of
silence can end inside the tick where a word starts, and cleared after that tick the state had
lost the word's start (a "three." then scored 0.18)."""

ONSET_DB = 15.0
"""How far over the line's background level a frame must be to be an onset that the state is
cleared for: the caller's voice is 15 dB over the background on average (the channel's mean
SNR) and its loud frames more. At 12 dB a car horn in a minute of street noise cleared the state
and became a turn; at 15 and 18 dB none did, and the walker's lost lines above were heard."""
ONSET_GAP_FRAMES = 31
"""Frames (about 1 s) without an onset before a loud frame clears the state again: a pause
inside a sentence is shorter, so an utterance is scored on one state from its first onset."""
FLOOR_FRAMES = 937
"""Frames (about 30 s) of level history the background level is taken over."""
FLOOR_PERCENTILE = 30.0
"""The percentile of that history taken for the background level (the caller speaks less than
most of any half minute; the listeners' level gate takes the same percentile of ticks)."""
PRESENCE_PERCENTILE = 5.0
"""A background is present when this percentile of the history is over ``SILENCE_DB``: the
line was silent in fewer than one frame in twenty. On the clean channel the line is exactly
silent whenever the caller does not speak, so only half a minute of the caller talking without
a pause would pass this."""
FLOOR_WARMUP = 62
"""Frames (about 2 s) heard before the background level is trusted."""
SILENCE_DB = -60.0
"""``SILENCE_RMS`` in dB, the level below which a frame of the history is silent."""


def _cleared() -> tuple[np.ndarray, np.ndarray]:
    """The model's recurrent state before it has heard anything."""
    return np.zeros((1, 1, 128), dtype=np.float32), np.zeros((1, 1, 128), dtype=np.float32)


class StreamingVAD:
    """Speech probability of each incoming tick of 8 kHz audio, with state kept between ticks.

    Args:
        threshold: probability at or above which a frame counts as speech.
        onset_reset: clear the state at a loud onset over a background (see the module
            docstring); off, only silence clears it.
    """

    def __init__(self, threshold: float = 0.5, onset_reset: bool = True) -> None:
        self.threshold = float(threshold)
        self.onset_reset = bool(onset_reset)
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
        self._levels: deque[float] = deque(maxlen=FLOOR_FRAMES)
        self._since_onset = ONSET_GAP_FRAMES

    def _run(
        self, batch: np.ndarray, h: np.ndarray, c: np.ndarray
    ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        probs, h, c = self._model._session.run(None, {"input": batch, "h": h, "c": c})
        return np.asarray(probs, dtype=np.float32).reshape(-1), h, c

    def background_db(self) -> float | None:
        """The line's background level in dBFS (over frames), or None when there is none: no
        warm-up heard yet, or a line that was silent in the last half minute."""
        if len(self._levels) < FLOOR_WARMUP:
            return None
        history = np.fromiter(self._levels, dtype=np.float64)
        low, floor = np.percentile(history, [PRESENCE_PERCENTILE, FLOOR_PERCENTILE])
        return float(floor) if low >= SILENCE_DB else None

    def _onset(self, batch: np.ndarray) -> bool:
        """Whether a frame of ``batch`` is a loud onset over a background (levels recorded)."""
        level = np.sqrt(np.mean(np.square(batch[:, _CONTEXT:], dtype=np.float64), axis=1))
        level_db = 20.0 * np.log10(np.maximum(level, 1e-10))
        background = self.background_db()
        self._levels.extend(level_db.tolist())
        if background is None:
            self._since_onset += level_db.size
            return False
        onset = False
        for value in level_db:
            if value >= background + ONSET_DB:
                onset = onset or self._since_onset >= ONSET_GAP_FRAMES
                self._since_onset = 0
            else:
                self._since_onset += 1
        return onset

    @staticmethod
    def _silent_after(batch: np.ndarray, before: int) -> int:
        """Consecutive silent frames at the end of ``batch`` (``before`` more when all are)."""
        level = np.sqrt(np.mean(np.square(batch[:, _CONTEXT:], dtype=np.float64), axis=1))
        sound = np.flatnonzero(level >= SILENCE_RMS)
        return batch.shape[0] - 1 - int(sound[-1]) if sound.size else before + batch.shape[0]

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
        self._quiet = self._silent_after(batch, self._quiet)
        onset = self._onset(batch)
        if self._quiet >= QUIET_MEMORY_FRAMES or (onset and self.onset_reset):
            # a second of silence, or a voice over a background the state has learnt to
            # ignore: forget it, keeping only the latest frames (heard again)
            replayed, self._h, self._c = self._run(self._recent, *_cleared())
            # (a chunk longer than the replay keeps its first frames' first scores)
            probs = np.concatenate(
                [probs[: max(0, n_frames - replayed.size)], replayed[-n_frames:]]
            )
            self._quiet = self._silent_after(self._recent, 0)
        return float(probs.max())

    def is_speech(self, pcm: np.ndarray) -> bool:
        """Whether this tick carries speech."""
        return self.probability(pcm) >= self.threshold
