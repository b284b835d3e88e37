"""Silero v6 voice activity detection, the one VAD model of the project.

The ONNX model ships inside faster-whisper and runs with onnxruntime; torch is never imported.
The metrics (``metrics.segments``: per-tick speech flags of a recorded call), the agents' and
the walker's streaming detector (``speech.vad``) and the caller's preflight all use this class.
"""

from __future__ import annotations

import importlib.util
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np

from duplexworld.units import TELEPHONE_RATE, samples_per_tick

DEFAULT_VAD_THRESHOLD = 0.5
"""Silero's own default speech-probability threshold."""

SERVER_VAD_THRESHOLD = 0.2
"""The agent-side server VAD threshold DuplexWorld ran with (0.5 made some personas inaudible)."""

VAD_FRAME_SAMPLES = 256
"""VAD frame length at 8 kHz (32 ms), the frame silero v6 takes at that rate."""

_MODEL_RATE = 16000
"""The bundled faster-whisper export only accepts 16 kHz frames (512 samples + 64 context)."""

_MODEL_FRAME = 512
_MODEL_CONTEXT = 64
_MODEL_BATCH = 4096
"""Frames per onnxruntime call; the recurrent state is carried between calls."""


def silero_model_path() -> Path:
    """Path of ``silero_vad_v6.onnx`` inside the installed faster-whisper package.

    Located with importlib's finder, so faster-whisper (and its heavy imports) never runs.

    Raises:
        FileNotFoundError: faster-whisper is not installed or ships no such asset.
    """
    spec = importlib.util.find_spec("faster_whisper")
    locations = list(spec.submodule_search_locations or []) if spec else []
    for location in locations:
        candidate = Path(location) / "assets" / "silero_vad_v6.onnx"
        if candidate.is_file():
            return candidate
    raise FileNotFoundError("silero_vad_v6.onnx not found: is faster-whisper installed?")


@lru_cache(maxsize=2)
def _session(path: str) -> Any:
    import onnxruntime

    options = onnxruntime.SessionOptions()
    # two shared cores: one thread each way keeps the VAD from crowding out the rest
    options.inter_op_num_threads = 1
    options.intra_op_num_threads = 1
    options.log_severity_level = 4
    return onnxruntime.InferenceSession(
        path, providers=["CPUExecutionProvider"], sess_options=options
    )


class SileroVAD:
    """Silero v6 voice activity detection aggregated to 200 ms ticks.

    The model bundled with faster-whisper is a 16 kHz export whose inputs are ``input``
    (frames of 512 samples, each prefixed with the last 64 samples of the frame before: the
    model's context, zeros for the first frame) and the LSTM state ``h``, ``c`` (1 x 1 x 128).
    It has no ``sr`` input and runs the batch axis as time. Telephone audio is therefore
    upsampled 2x (soxr, HQ), which keeps the 8 kHz framing: one model frame is exactly one
    256-sample frame (32 ms) of the 8 kHz signal.

    A tick is speech when any frame whose centre falls inside it has a speech probability at
    or above the threshold.
    """

    def __init__(self, threshold: float = DEFAULT_VAD_THRESHOLD, model_path: Path | None = None):
        """Load the model (once per process per path); ``threshold`` in (0, 1)."""
        if not 0.0 < threshold < 1.0:
            raise ValueError(f"VAD threshold must lie in (0, 1), got {threshold}")
        self.threshold = float(threshold)
        self.model_path = Path(model_path) if model_path else silero_model_path()
        self._session = _session(str(self.model_path))
        names = {item.name for item in self._session.get_inputs()}
        if names != {"input", "h", "c"}:
            raise ValueError(
                f"{self.model_path}: expected the faster-whisper silero export with inputs "
                f"input/h/c, found {sorted(names)}"
            )

    def frame_probabilities(
        self, samples: np.ndarray, sample_rate: int = TELEPHONE_RATE
    ) -> np.ndarray:
        """Speech probability per 256-sample (32 ms) frame of 8 kHz audio.

        ``samples`` is mono, int16 or float in [-1, 1]. The last partial frame is zero-padded.
        """
        if sample_rate != TELEPHONE_RATE:
            raise ValueError(f"expected {TELEPHONE_RATE} Hz telephone audio, got {sample_rate}")
        audio = _as_float(samples)
        if audio.size == 0:
            return np.zeros(0, dtype=np.float32)
        import soxr

        n_frames = -(-audio.size // VAD_FRAME_SAMPLES)
        upsampled = soxr.resample(audio, TELEPHONE_RATE, _MODEL_RATE, quality="HQ")
        padded = np.zeros(n_frames * _MODEL_FRAME, dtype=np.float32)
        padded[: min(upsampled.size, padded.size)] = upsampled[: padded.size]
        frames = padded.reshape(n_frames, _MODEL_FRAME)
        context = np.zeros((n_frames, _MODEL_CONTEXT), dtype=np.float32)
        context[1:] = frames[:-1, -_MODEL_CONTEXT:]
        batch = np.concatenate([context, frames], axis=1)
        h = np.zeros((1, 1, 128), dtype=np.float32)
        c = np.zeros((1, 1, 128), dtype=np.float32)
        out: list[np.ndarray] = []
        for first in range(0, n_frames, _MODEL_BATCH):
            probs, h, c = self._session.run(
                None, {"input": batch[first : first + _MODEL_BATCH], "h": h, "c": c}
            )
            out.append(np.asarray(probs, dtype=np.float32).reshape(-1))
        return np.concatenate(out)

    def frame_flags(self, samples: np.ndarray, sample_rate: int = TELEPHONE_RATE) -> np.ndarray:
        """Per-frame speech flags (probability at or above the threshold)."""
        return self.frame_probabilities(samples, sample_rate) >= self.threshold

    def tick_flags(
        self, samples: np.ndarray, sample_rate: int = TELEPHONE_RATE, n_ticks: int | None = None
    ) -> np.ndarray:
        """Per-tick speech flags over ``[0, n_ticks)`` (default: ticks the audio covers)."""
        per_tick = samples_per_tick(TELEPHONE_RATE)
        length = np.asarray(samples).reshape(-1).size
        if n_ticks is None:
            n_ticks = -(-length // per_tick)
        frames = self.frame_flags(samples, sample_rate)
        flags = np.zeros(n_ticks, dtype=bool)
        centres = np.arange(frames.size) * VAD_FRAME_SAMPLES + VAD_FRAME_SAMPLES // 2
        ticks = centres // per_tick
        hit = frames & (ticks < n_ticks)
        flags[ticks[hit]] = True
        return flags


def _as_float(samples: np.ndarray) -> np.ndarray:
    array = np.asarray(samples).reshape(-1)
    if array.dtype == np.int16:
        return (array.astype(np.float32) / 32768.0).astype(np.float32)
    return array.astype(np.float32)
