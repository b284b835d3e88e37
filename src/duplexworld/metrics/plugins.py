"""UTMOS and NISQA as optional plug-ins: a user-supplied model, else absent.

Neither ships weights on a package registry (both download from model hubs), and duplexworld
downloads nothing. A user who has a model file points an environment variable at it:

=====================  ===========================  =========================================
metric                 model file                   sample rate (optional)
=====================  ===========================  =========================================
``UTMOS`` (UTMOS22)    ``DUPLEXWORLD_UTMOS_MODEL``  ``DUPLEXWORLD_UTMOS_RATE`` (16000)
``NISQA`` (NISQA v2)   ``DUPLEXWORLD_NISQA_MODEL``  ``DUPLEXWORLD_NISQA_RATE`` (48000)
=====================  ===========================  =========================================

The model file is ONNX with this contract: one float32 input of shape ``[batch, samples]``
(mono waveform in [-1, 1] at the configured rate, any length), and a first output whose first
element is the MOS. Preprocessing that a model needs (NISQA's mel segments, UTMOS's domain and
judge ids) belongs inside the exported graph. In-process users can instead install any Python
callable with :func:`set_backend`.

Both score the same audio as DNSMOS: the agent's speech regions, concatenated, resampled
from 8 kHz with soxr. Without a model (or without agent speech) the metric is absent.
"""

from __future__ import annotations

import hashlib
import logging
import os
import threading
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np
import soxr

from duplexworld.metrics.base import MetricDisplay, MetricSet, MetricValue
from duplexworld.metrics.dnsmos import agent_speech
from duplexworld.scenario import Scenario
from duplexworld.trace import Trace
from duplexworld.units import TELEPHONE_RATE

__all__ = ["METRICS", "PLUGINS", "MosBackend", "MosPlugin", "plugin_status", "set_backend"]

log = logging.getLogger(__name__)

PLUGIN_VERSION = "1"

MosBackend = Callable[[np.ndarray, int], float]
"""A MOS predictor: (mono float32 waveform, sample rate) -> MOS."""


@dataclass(frozen=True)
class MosPlugin:
    """One optional MOS predictor and where its configuration comes from."""

    name: str
    model_env: str
    rate_env: str
    default_rate: int
    description: str
    gloss: str
    """The report's short description."""

    def model_path(self) -> Path | None:
        """The configured model file, or None when the variable is unset or empty."""
        value = os.environ.get(self.model_env, "").strip()
        return Path(value).expanduser() if value else None

    def rate(self) -> int:
        """Sample rate the model expects."""
        value = os.environ.get(self.rate_env, "").strip()
        return int(value) if value else self.default_rate


PLUGINS: dict[str, MosPlugin] = {
    "UTMOS": MosPlugin(
        "UTMOS",
        "DUPLEXWORLD_UTMOS_MODEL",
        "DUPLEXWORLD_UTMOS_RATE",
        16_000,
        "UTMOS22 MOS of the agent's speech from a user-supplied model, 1-5",
        "UTMOS22 MOS, 1-5",
    ),
    "NISQA": MosPlugin(
        "NISQA",
        "DUPLEXWORLD_NISQA_MODEL",
        "DUPLEXWORLD_NISQA_RATE",
        48_000,
        "NISQA v2 MOS of the agent's speech from a user-supplied model, 1-5",
        "NISQA v2 MOS, 1-5",
    ),
}
"""The plug-ins by metric name."""

_BACKENDS: dict[str, tuple[MosBackend, int, str]] = {}
_LOCK = threading.Lock()


def set_backend(name: str, backend: MosBackend | None, rate: int = 16_000, label: str = "") -> None:
    """Install (or with None remove) an in-process predictor for plug-in ``name``.

    It takes precedence over the environment's model file. ``label`` identifies the model in
    the evidence of each score (a file hash, a checkpoint name).
    """
    if name not in PLUGINS:
        raise KeyError(f"unknown MOS plug-in {name!r} (known: {', '.join(PLUGINS)})")
    with _LOCK:
        if backend is None:
            _BACKENDS.pop(name, None)
        else:
            _BACKENDS[name] = (backend, rate, label or getattr(backend, "__name__", "callable"))


@lru_cache(maxsize=8)
def _onnx_backend(path: str, mtime_ns: int) -> tuple[MosBackend, str]:
    # keyed on the modification time too, so a replaced model file is reloaded
    import onnxruntime as ort

    options = ort.SessionOptions()
    options.intra_op_num_threads = 1
    options.inter_op_num_threads = 1
    options.log_severity_level = 3
    session = ort.InferenceSession(path, options, providers=["CPUExecutionProvider"])
    input_name = session.get_inputs()[0].name
    lock = threading.Lock()

    def predict(audio: np.ndarray, rate: int) -> float:
        batch = np.asarray(audio, dtype=np.float32).reshape(1, -1)
        with lock:
            output = session.run(None, {input_name: batch})[0]
        return float(np.asarray(output).reshape(-1)[0])

    digest = hashlib.sha256(Path(path).read_bytes()).hexdigest()
    return predict, f"{Path(path).name} sha256:{digest[:16]}"


def _backend(plugin: MosPlugin) -> tuple[MosBackend, int, str] | None:
    with _LOCK:
        installed = _BACKENDS.get(plugin.name)
    if installed is not None:
        return installed
    path = plugin.model_path()
    if path is None:
        return None
    if not path.is_file():
        _warn_once(plugin.name, f"{plugin.model_env} names {path}, which is not a file")
        return None
    try:
        predict, label = _onnx_backend(str(path.resolve()), path.stat().st_mtime_ns)
    except Exception as exc:  # any load failure: the metric is absent, never guessed
        _warn_once(plugin.name, f"cannot load {path} ({type(exc).__name__}: {exc})")
        return None
    return predict, plugin.rate(), label


@lru_cache(maxsize=32)
def _warn_once(name: str, message: str) -> None:
    log.warning("%s plug-in absent: %s", name, message)


def plugin_status() -> dict[str, str]:
    """For reports: each plug-in's state ("not configured", or the model it would use)."""
    status: dict[str, str] = {}
    for name, plugin in PLUGINS.items():
        with _LOCK:
            installed = _BACKENDS.get(name)
        path = plugin.model_path()
        if installed is not None:
            status[name] = f"in-process backend {installed[2]}"
        elif path is None:
            status[name] = f"not configured (set {plugin.model_env})"
        elif not path.is_file():
            status[name] = f"{plugin.model_env} is not a file"
        else:
            status[name] = f"model file {path.name}"
    return status


def _score(plugin: MosPlugin, trace: Trace) -> MetricValue | None:
    backend = _backend(plugin)
    if backend is None:
        return None
    predict, rate, label = backend
    audio, spans = agent_speech(trace)
    if audio.size == 0 or not np.any(audio):
        return None
    waveform = audio.astype(np.float32) / 32768.0
    if rate != TELEPHONE_RATE:
        waveform = soxr.resample(waveform, TELEPHONE_RATE, rate).astype(np.float32)
    try:
        value = predict(np.clip(waveform, -1.0, 1.0), rate)
    except Exception as exc:  # a model that does not fit the contract: absent, with a warning
        _warn_once(plugin.name, f"prediction failed ({type(exc).__name__}: {exc})")
        return None
    if not np.isfinite(value):
        return None
    return MetricValue(
        name=plugin.name,
        version=PLUGIN_VERSION,
        value=round(float(value), 6),
        evidence={
            "model": label,
            "rate": rate,
            "region": "agent_speech",
            "speech_seconds": round(audio.size / TELEPHONE_RATE, 3),
            "segments": len(spans),
        },
    )


METRICS = MetricSet()
"""UTMOS and NISQA, registered by ``metrics.builtin``."""


def _declare(plugin: MosPlugin) -> None:
    display = MetricDisplay(
        "naturalness",
        scale=(1.0, 5.0),
        absent=f"{plugin.name} plug-in not installed (user-supplied ONNX file)",
        description=plugin.gloss,
    )

    @METRICS.metric(
        plugin.name, PLUGIN_VERSION, plugin.description, voice_only=True, display=display
    )
    def compute(scenario: Scenario, trace: Trace) -> MetricValue | None:
        return _score(plugin, trace)

    compute.__doc__ = f"{plugin.description} (absent unless {plugin.model_env} is set)."


for _plugin in PLUGINS.values():
    _declare(_plugin)
