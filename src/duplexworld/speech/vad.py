"""Streaming voice activity detection for in-process agents, tick by tick.

Wraps the silero v6 model (the faster-whisper export described in
``duplexworld.metrics.segments.SileroVAD``) with its LSTM state carried across ticks, so an
agent can tell speech from line noise as it listens; an energy gate cannot on the realistic
channel, where background noise never stops.
"""

from __future__ import annotations

import numpy as np
import soxr

from duplexworld.metrics.segments import SileroVAD
from duplexworld.units import TELEPHONE_RATE

_RATE = 16000
_FRAME = 512
_CONTEXT = 64


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
        self._h = np.zeros((1, 1, 128), dtype=np.float32)
        self._c = np.zeros((1, 1, 128), dtype=np.float32)

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
        probs, self._h, self._c = self._model._session.run(
            None, {"input": batch, "h": self._h, "c": self._c}
        )
        return float(np.max(probs))

    def is_speech(self, pcm: np.ndarray) -> bool:
        """Whether this tick carries speech."""
        return self.probability(pcm) >= self.threshold
