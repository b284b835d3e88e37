"""A learned reading of what kind of act one sentence of an agent turn is.

The exemplar matcher (classifier.py) knows each act by a handful of hand-written sentences
and regular forms; it reads the training corpus well and unseen agents less well. This head
is a softmax regression over the sentence's embedding (all-MiniLM-L6-v2) and its form cues
(question form, a tag, an offer, a negated ability, a value stated, a fact named, ...),
fitted on the labelled agent turns of the training corpus (``tests/data/caller/train``, by
several authors) with ``duplexworld caller train-reader``. It says which *kind* of act a
sentence is (ask, approval, hold, refuse, ...), never which fact: facts and values stay with
the scenario's own labels and values.

The fitted weights ship with the package (``intent_head.npz``: a few hundred kilobytes) with
the SHA-256 of the corpus they were fitted on, so a test can tell when the corpus changed and
the head was not refitted. Fitting is deterministic (full-batch gradient descent from zeros).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from pathlib import Path

import numpy as np

__all__ = [
    "HEAD_FILE",
    "INTENTS",
    "QUESTION_INTENTS",
    "STATEMENT_INTENTS",
    "IntentHead",
    "corpus_digest",
    "fit",
    "intent_head",
]

INTENTS: tuple[str, ...] = (
    "ask",
    "confirm",
    "readback",
    "approval",
    "do",
    "greet",
    "close",
    "hold",
    "refuse",
    "inform",
    "which",
    "repeat",
    "still_there",
    "clarify",
    "other",
)
"""The act kinds the head tells apart (the corpus labels without their fact or yes/no)."""
QUESTION_INTENTS = frozenset(
    {"ask", "confirm", "approval", "do", "greet", "which", "repeat", "still_there", "clarify"}
)
"""Kinds that ask something of the caller."""
STATEMENT_INTENTS = frozenset({"readback", "hold", "refuse", "inform", "close", "other"})
"""Kinds that tell the caller something (a closing may also ask "anything else?")."""
HEAD_FILE = "intent_head.npz"
"""The fitted head, beside this module."""


@dataclass(frozen=True)
class IntentHead:
    """Softmax regression: ``probabilities(x)`` over ``intents`` for a feature row ``x``.

    Attributes:
        intents: the act kinds, one per output column.
        weights: (features, kinds) matrix.
        bias: (kinds,) vector.
        corpus: SHA-256 of the training corpus it was fitted on (``corpus_digest``).
        examples: how many sentences it was fitted on.
    """

    intents: tuple[str, ...]
    weights: np.ndarray
    bias: np.ndarray
    corpus: str
    examples: int

    def probabilities(self, rows: np.ndarray) -> np.ndarray:
        """Per row of features, the probability of each kind (rows sum to 1)."""
        logits = np.atleast_2d(rows) @ self.weights + self.bias
        logits -= logits.max(axis=1, keepdims=True)
        exp = np.exp(logits)
        return exp / exp.sum(axis=1, keepdims=True)

    def distribution(self, row: np.ndarray) -> dict[str, float]:
        """One row's probabilities by kind."""
        probs = self.probabilities(row)[0]
        return {intent: float(p) for intent, p in zip(self.intents, probs, strict=True)}

    def save(self, path: Path) -> None:
        """Write the head as ``.npz`` (float32 weights, rounded so refits compare equal)."""
        np.savez_compressed(
            path,
            intents=np.array(self.intents),
            weights=np.round(self.weights, 5).astype(np.float32),
            bias=np.round(self.bias, 5).astype(np.float32),
            corpus=np.array(self.corpus),
            examples=np.array(self.examples),
        )

    @classmethod
    def load(cls, path: Path) -> IntentHead:
        """Read a head written by ``save``."""
        with np.load(path, allow_pickle=False) as data:
            return cls(
                intents=tuple(str(i) for i in data["intents"]),
                weights=data["weights"].astype(np.float64),
                bias=data["bias"].astype(np.float64),
                corpus=str(data["corpus"]),
                examples=int(data["examples"]),
            )


@lru_cache(maxsize=1)
def intent_head() -> IntentHead | None:
    """The head shipped with the package (None before it was first fitted)."""
    resource = resources.files(__package__).joinpath(HEAD_FILE)
    if not resource.is_file():
        return None
    with resources.as_file(resource) as path:
        return IntentHead.load(path)


def corpus_digest(paths: list[Path]) -> str:
    """SHA-256 over the corpus files (names and bytes, in name order)."""
    digest = hashlib.sha256()
    for path in sorted(paths, key=lambda p: p.name):
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


def fit(
    rows: np.ndarray,
    labels: list[str],
    corpus: str,
    l2: float = 1e-3,
    iterations: int = 1500,
    rate: float = 0.05,
) -> IntentHead:
    """Fit the head by full-batch gradient descent (Adam) from zero weights: deterministic.

    Each kind's examples weigh in proportion to 1/sqrt(its count), so rare kinds (a "which
    one?", a "say that again?") are not drowned by the many questions for facts."""
    index = {intent: i for i, intent in enumerate(INTENTS)}
    y = np.array([index[label] for label in labels])
    n, d = rows.shape
    k = len(INTENTS)
    counts = np.bincount(y, minlength=k).astype(np.float64)
    sample_weight = 1.0 / np.sqrt(np.maximum(counts[y], 1.0))
    sample_weight *= n / sample_weight.sum()
    onehot = np.zeros((n, k))
    onehot[np.arange(n), y] = 1.0
    w = np.zeros((d, k))
    b = np.zeros(k)
    m_w, v_w, m_b, v_b = np.zeros_like(w), np.zeros_like(w), np.zeros_like(b), np.zeros_like(b)
    beta1, beta2, eps = 0.9, 0.999, 1e-8
    for step in range(1, iterations + 1):
        logits = rows @ w + b
        logits -= logits.max(axis=1, keepdims=True)
        probs = np.exp(logits)
        probs /= probs.sum(axis=1, keepdims=True)
        error = (probs - onehot) * sample_weight[:, None] / n
        grad_w = rows.T @ error + l2 * w
        grad_b = error.sum(axis=0)
        m_w = beta1 * m_w + (1 - beta1) * grad_w
        v_w = beta2 * v_w + (1 - beta2) * grad_w**2
        m_b = beta1 * m_b + (1 - beta1) * grad_b
        v_b = beta2 * v_b + (1 - beta2) * grad_b**2
        scale = rate * np.sqrt(1 - beta2**step) / (1 - beta1**step)
        w -= scale * m_w / (np.sqrt(v_w) + eps)
        b -= scale * m_b / (np.sqrt(v_b) + eps)
    return IntentHead(intents=INTENTS, weights=w, bias=b, corpus=corpus, examples=n)
