"""DNSMOS P.835 (OVRL, SIG, BAK) and P.808 MOS on the isolated agent channel.

The ONNX models are the ones shipped in the PyPI package ``speechmos`` 0.0.1.1
(``dnsmos_models/sig_bak_ovr.onnx`` and ``dnsmos_models/model_v8.onnx``). speechmos's own
runner is not used: it imports librosa (and numba) for one mel spectrogram, and it silently
skips windows whose end index float-truncates one sample short (windows 7-23 at a 1 s hop).
This module locates the model files without importing speechmos's modules and reproduces the
reference pipeline (DNS-Challenge ``dnsmos_local.py``, non-personalized) in numpy:

1. 16 kHz float input (our 8 kHz int16 telephone audio is upsampled with soxr, HQ);
2. audio shorter than one 9.01 s window is looped by doubling, as the reference does;
3. windows of 144,160 samples at a 1 s hop, from one of two window sets
   (``dnsmos_shared.window_starts``): ``reference`` (the default) is exactly the set the
   reference runner scores: its hop count from whole seconds leaves out a final window, and
   its float end index loses windows 7-23 (and 119-122, ...) of a long clip; ``every`` is
   every full window (this module's only set before DNSMOS version 2);
4. P.835: the raw waveform window through ``sig_bak_ovr.onnx``, then the reference's
   polynomial fits for personalized=False;
5. P.808: the window minus its last 160 samples, log-mel as librosa computes it (n_fft 321,
   hop 160, periodic Hann, centred with zero padding, power 2, 120 slaney mels with slaney
   norm, ``power_to_db(ref=max, amin=1e-10, top_db=80)``, then ``(x + 40) / 40``), through
   ``model_v8.onnx``;
6. the clip's scores are the means over windows.

What these steps compute per window is computed once per frame where windows overlap
(``dnsmos_shared``): the P.835 model's full-resolution layers over the whole signal with each
window's edges recomputed, the P.808 mel power per frame; a looped clip's repeated windows are
scored once. The values are the per-window pipeline's (tests compare every window, and the
reference set's clip scores with a plain re-implementation of the reference runner's loop).

Which audio is scored: the agent's speech regions (ticks between the agent lane's
``speech_started`` and ``speech_stopped`` events), cut from the right channel of audio.flac
and concatenated. The silence while the caller talks is not the agent's voice quality, and a
call that is mostly listening would otherwise be scored on digital silence. With no agent
speech region (or only digital silence in them) the four metrics are absent.

Agreement with the librosa + speechmos reference is tested on clips in tests/data/dnsmos/.
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import importlib.util
import json
import logging
import threading
from collections import OrderedDict
from dataclasses import asdict, dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np
import soxr

from duplexworld.metrics.base import MetricDisplay, MetricSet, MetricValue
from duplexworld.metrics.dnsmos_features import (
    MEL_HOP,
    N_FFT,
    N_MELS,
    log_mel_p808,
    mel_filterbank,
)
from duplexworld.metrics.dnsmos_shared import (
    DEFAULT_WINDOW_SET,
    WINDOW_SETS,
    P808Features,
    P835Split,
    WindowPlan,
    window_starts,
)
from duplexworld.scenario import Scenario
from duplexworld.trace import SpeechStarted, SpeechStopped, Trace
from duplexworld.units import TELEPHONE_RATE, samples_per_tick
from duplexworld.util.filecache import JsonFileCache

__all__ = [
    "DEFAULT_WINDOW_SET",
    "DNSMOS_VERSION",
    "WINDOW_SETS",
    "Dnsmos",
    "DnsmosScores",
    "agent_speech",
    "cache_dir",
    "dnsmos_model",
    "log_mel_p808",
    "mel_filterbank",
    "model_dir",
    "score_trace_dnsmos",
    "window_starts",
]

log = logging.getLogger(__name__)

DNSMOS_VERSION = "2"
"""Version of the four DNSMOS metrics (bump when windowing, features or regions change).
2: the reference runner's window set (1: every full window)."""

SAMPLE_RATE = 16_000
WINDOW_SAMPLES = 144_160
"""9.01 s at 16 kHz: the P.835 model's fixed input length."""
HOP_SAMPLES = 16_000
"""1 s, the reference hop (the clip score is a mean over windows, so the hop changes it)."""
P808_TRIM = 160
"""The reference feeds the P.808 model the window minus its last hop: 900 mel frames."""
BATCH = 8
"""Most windows per ONNX call (both models take a batch dimension); bounds memory on long
calls. A clip's windows are split into equal batches (9 windows: 5 + 4, not 8 + 1)."""

# personalized=False polynomial fits of the reference's get_polyfit_val (highest power first)
_POLY_SIG = (-0.08397278, 1.22083953, 0.0052439)
_POLY_BAK = (-0.13166888, 1.60915514, -0.39604546)
_POLY_OVR = (-0.06766283, 1.11546468, 0.04602535)

_TICK = samples_per_tick(TELEPHONE_RATE)


def model_dir() -> Path | None:
    """Folder of speechmos's DNSMOS ONNX files, found without importing speechmos's modules.

    ``speechmos/__init__.py`` is empty, but its ``dnsmos`` module imports librosa; locating
    the package with ``importlib.util.find_spec`` touches neither.
    """
    spec = importlib.util.find_spec("speechmos")
    if spec is None or not spec.submodule_search_locations:
        return None
    folder = Path(next(iter(spec.submodule_search_locations))) / "dnsmos_models"
    needed = ("sig_bak_ovr.onnx", "model_v8.onnx")
    return folder if all((folder / name).is_file() for name in needed) else None


@dataclass(frozen=True)
class DnsmosScores:
    """Clip-level DNSMOS: means over the scored windows, with the per-window values."""

    ovrl: float
    sig: float
    bak: float
    p808: float
    windows: int
    seconds: float
    """Seconds of 16 kHz audio scored, before looping."""
    per_window: tuple[tuple[float, float, float, float], ...] = ()
    """(OVRL, SIG, BAK, P808) of each window, in order."""
    distinct_windows: int | None = None
    """Windows actually run through the models (a looped clip repeats some); None in cache
    entries written before this was recorded."""
    window_set: str = DEFAULT_WINDOW_SET
    """Which windows were scored (``WINDOW_SETS``)."""


def _poly(coefficients: tuple[float, ...], x: np.ndarray) -> np.ndarray:
    return np.polyval(np.asarray(coefficients), x)


class Dnsmos:
    """The DNSMOS ONNX sessions and the windowing around them (see ``dnsmos_shared``).

    Sessions run on ``threads`` intra-op threads (default one): campaign workers already run
    one episode per core, and a fixed thread count keeps the floating-point results identical
    from one re-scoring to the next.
    """

    def __init__(self, folder: Path | None = None, threads: int = 1) -> None:
        """Load ``sig_bak_ovr.onnx`` and ``model_v8.onnx`` from ``folder`` (default: speechmos).

        Raises:
            FileNotFoundError: the model files cannot be found.
        """
        import onnxruntime as ort

        folder = folder or model_dir()
        if folder is None:
            raise FileNotFoundError("DNSMOS models not found: install speechmos==0.0.1.1")
        options = ort.SessionOptions()
        options.intra_op_num_threads = threads
        options.inter_op_num_threads = 1
        options.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
        options.log_severity_level = 3
        providers = ["CPUExecutionProvider"]
        self.folder = folder
        self.threads = threads
        self._p835 = P835Split(folder / "sig_bak_ovr.onnx", options, providers)
        self._p808 = ort.InferenceSession(
            str(folder / "model_v8.onnx"), options, providers=providers
        )
        self._lock = threading.Lock()

    def score(
        self, audio: np.ndarray, sample_rate: int, window_set: str = DEFAULT_WINDOW_SET
    ) -> DnsmosScores:
        """Score mono audio (float in [-1, 1], or int16) at any rate; 16 kHz is used inside.

        ``window_set``: ``reference`` (the reference runner's windows) or ``every`` (every
        full window at a 1 s hop).

        Raises:
            ValueError: empty audio, or an unknown window set.
        """
        x = np.asarray(audio)
        if x.dtype == np.int16:
            x = x.astype(np.float32) / 32768.0
        x = x.astype(np.float32).reshape(-1)
        if sample_rate != SAMPLE_RATE:
            x = soxr.resample(x, sample_rate, SAMPLE_RATE).astype(np.float32)
        x = np.clip(x, -1.0, 1.0)
        if x.size == 0:
            raise ValueError("no audio to score")
        plan = WindowPlan.of(x, window_set)
        features = P808Features(plan)
        count = len(plan.starts)
        batch = -(-count // -(-count // BATCH))  # equal batches of at most BATCH windows
        with self._lock:  # one scoring at a time keeps the thread budget
            raw = self._p835.raw_scores(plan, batch)
            p808 = np.concatenate(
                [
                    self._p808.run(None, {"input_1": features.windows(first, first + batch)})[0]
                    for first in range(0, count, batch)
                ]
            )[:, 0].astype(np.float64)
        distinct = np.stack(
            [
                _poly(_POLY_OVR, raw[:, 2]),
                _poly(_POLY_SIG, raw[:, 0]),
                _poly(_POLY_BAK, raw[:, 1]),
                p808,
            ],
            axis=1,
        )
        table = distinct[plan.inverse]  # every window of the set, in order
        means = table.mean(axis=0)
        return DnsmosScores(
            ovrl=float(means[0]),
            sig=float(means[1]),
            bak=float(means[2]),
            p808=float(means[3]),
            windows=plan.windows,
            seconds=x.size / SAMPLE_RATE,
            distinct_windows=len(plan.starts),
            window_set=window_set,
            # a row per window: OVRL, SIG, BAK, P808
            per_window=tuple(
                (float(row[0]), float(row[1]), float(row[2]), float(row[3])) for row in table
            ),
        )


_MODEL: Dnsmos | None = None
_MODEL_LOCK = threading.Lock()


def dnsmos_model() -> Dnsmos | None:
    """The process-wide DNSMOS instance (loaded at first use), or None without the models."""
    global _MODEL
    with _MODEL_LOCK:
        if _MODEL is None:
            folder = model_dir()
            if folder is None:
                return None
            _MODEL = Dnsmos(folder)
        return _MODEL


def agent_speech(trace: Trace) -> tuple[np.ndarray, list[tuple[int, int]]]:
    """The agent channel's speech regions, concatenated (int16, 8 kHz), and the tick spans.

    Regions run from a ``speech_started`` event of the agent lane to the next
    ``speech_stopped`` (or the end of the audio).
    """
    spans: list[tuple[int, int]] = []
    start: int | None = None
    for event in trace.events:
        if isinstance(event, SpeechStarted) and event.lane == "agent":
            start = event.tick if start is None else start
        elif isinstance(event, SpeechStopped) and event.lane == "agent" and start is not None:
            spans.append((start, event.tick))
            start = None
    if not spans and start is None:
        return np.zeros(0, dtype=np.int16), spans
    stereo, rate = trace.audio()
    if rate != TELEPHONE_RATE:
        raise ValueError(f"{trace.directory}: audio at {rate} Hz, expected {TELEPHONE_RATE}")
    agent = stereo[:, 1] if stereo.ndim == 2 and stereo.shape[1] > 1 else stereo.reshape(-1)
    if start is not None:
        spans.append((start, -(-agent.size // _TICK)))
    pieces = [agent[a * _TICK : b * _TICK] for a, b in spans if b > a]
    audio = np.concatenate(pieces) if pieces else np.zeros(0, dtype=np.int16)
    return audio.astype(np.int16), spans


_MEMORY: OrderedDict[str, DnsmosScores] = OrderedDict()
_MEMORY_SIZE = 16


_DISK = JsonFileCache("dnsmos")
"""Scores on disk (``$DUPLEXWORLD_CACHE/dnsmos``, else ``~/.cache/duplexworld/dnsmos``)."""


def cache_dir() -> Path:
    """Folder of cached DNSMOS results (it follows ``$DUPLEXWORLD_CACHE``)."""
    return _DISK.folder()


@lru_cache(maxsize=1)
def _pipeline_fingerprint() -> str:
    # Everything besides the audio that decides the scores: a changed model file, runtime or
    # window setting must never be answered from an old cache entry.
    folder = model_dir()
    digest = hashlib.sha256()
    for part in (
        DNSMOS_VERSION,
        importlib.metadata.version("onnxruntime"),
        importlib.metadata.version("soxr"),
        json.dumps([WINDOW_SAMPLES, HOP_SAMPLES, P808_TRIM, N_FFT, MEL_HOP, N_MELS]),
        # per-frame work shared between windows (dnsmos_shared): the same values up to float
        # rounding, but a cached value must be what this pipeline computes
        "shared-frames",
        json.dumps([_POLY_SIG, _POLY_BAK, _POLY_OVR]),
    ):
        digest.update(part.encode() + b"\0")
    for name in ("sig_bak_ovr.onnx", "model_v8.onnx"):
        digest.update((folder / name).read_bytes() if folder else b"missing")
    return digest.hexdigest()


@lru_cache(maxsize=1)
def _warn_missing() -> None:
    # once per process: every episode would otherwise repeat it
    log.warning("DNSMOS models not found (install speechmos==0.0.1.1): DNSMOS metrics absent")


def _cached_scores(audio: np.ndarray, window_set: str = DEFAULT_WINDOW_SET) -> DnsmosScores | None:
    """Scores of 8 kHz int16 agent speech: from memory, the disk cache, or the models.

    Re-scoring a run directory is then cheap: the models run once per distinct audio, and
    the cached value is exactly what the models gave (they are deterministic on one thread).
    """
    if model_dir() is None:
        _warn_missing()
        return None
    audio_digest = hashlib.sha256(audio.tobytes()).hexdigest()
    key = f"{_pipeline_fingerprint()}:{window_set}:{audio_digest}"
    key = hashlib.sha256(key.encode()).hexdigest()
    if key in _MEMORY:
        _MEMORY.move_to_end(key)
        return _MEMORY[key]
    scores: DnsmosScores | None = None
    data = _DISK.get(key)
    if isinstance(data, dict):
        try:
            data["per_window"] = tuple(tuple(row) for row in data["per_window"])
            scores = DnsmosScores(**data)
        except (KeyError, TypeError):
            scores = None  # a foreign entry: recompute and overwrite
    if scores is None:
        model = dnsmos_model()
        if model is None:
            return None
        scores = model.score(audio, TELEPHONE_RATE, window_set)
        _DISK.put(key, asdict(scores))
    _MEMORY[key] = scores
    while len(_MEMORY) > _MEMORY_SIZE:
        _MEMORY.popitem(last=False)
    return scores


def score_trace_dnsmos(
    trace: Trace, window_set: str = DEFAULT_WINDOW_SET
) -> tuple[DnsmosScores | None, dict[str, object]]:
    """DNSMOS of a trace's agent speech (None when there is none), with evidence.

    The four metrics share one computation (memoised on the sha256 of the agent speech and
    the window set), so registering four metrics does not run the models four times. They use
    the default window set; ``window_set="every"`` scores every full window instead.
    """
    audio, spans = agent_speech(trace)
    evidence: dict[str, object] = {
        "region": "agent_speech",
        "speech_seconds": round(audio.size / TELEPHONE_RATE, 3),
        "segments": len(spans),
    }
    if audio.size == 0 or not np.any(audio):
        return None, evidence
    scores = _cached_scores(audio, window_set)
    if scores is None:
        return None, evidence
    evidence.update(
        {
            "windows": scores.windows,
            "hop_seconds": HOP_SAMPLES / SAMPLE_RATE,
            "window_set": scores.window_set,
        }
    )
    return scores, evidence


METRICS = MetricSet()
"""The four DNSMOS scores, registered by ``metrics.builtin``."""


def _metric(name: str, field: str, description: str, display: MetricDisplay) -> None:
    @METRICS.metric(name, DNSMOS_VERSION, description, voice_only=True, display=display)
    def compute(scenario: Scenario, trace: Trace) -> MetricValue | None:
        scores, evidence = score_trace_dnsmos(trace)
        if scores is None:
            return None
        return MetricValue(
            name=name,
            version=DNSMOS_VERSION,
            value=round(float(getattr(scores, field)), 6),
            evidence=evidence,
        )

    compute.__doc__ = f"{description} (absent without agent speech)."


def _display(label: str, gloss: str, scale: tuple[float, float] | None = None) -> MetricDisplay:
    return MetricDisplay(
        "naturalness",
        label,
        scale,
        absent="the agent did not speak",
        core=True,
        description=gloss,
    )


_metric(
    "DNSMOS_OVRL",
    "ovrl",
    "DNSMOS P.835 overall quality of the agent's speech, 1-5",
    _display("DNSMOS OVRL", "DNSMOS P.835 overall, 1-5", (1.0, 5.0)),
)
_metric(
    "DNSMOS_SIG",
    "sig",
    "DNSMOS P.835 speech signal quality of the agent's speech, 1-5",
    _display("DNSMOS SIG", "DNSMOS P.835 signal, 1-5"),
)
_metric(
    "DNSMOS_BAK",
    "bak",
    "DNSMOS P.835 background noise quality of the agent channel, 1-5",
    _display("DNSMOS BAK", "DNSMOS P.835 background, 1-5"),
)
_metric(
    "DNSMOS_P808",
    "p808",
    "DNSMOS P.808 MOS of the agent's speech, 1-5",
    _display("DNSMOS P.808", "DNSMOS P.808 MOS, 1-5"),
)
