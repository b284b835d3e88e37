"""Learned readings of speech acts: whether a heard line states what a ``must_say`` check
requires, and whether a sentence promises an outcome a ``must_not_say`` promise check forbids.

The phrase reader (:mod:`duplexworld.speech.acts`) knows a required act by its wording: a
refusal is "can't", "unable to", ... A line written by someone else states the same thing
in other words ("Tony can block the nights himself in the app"; "the fourteen-day window has
passed for this stay") and a bare "I can't do that." states the refusal but not what the
assertion asks to be refused and explained. This head decides by meaning as well: a logistic
regression over a few features of the line and the check, fitted on the tuning splits of the
speech-act corpus (``tests/data/speech_acts/train*.yaml``; never the held-out split):

- how close the line is in meaning (all-MiniLM-L6-v2, the caller's offline encoder) to the
  scenario's assertion, to the check's own ``note`` and to its phrases;
- what the phrase reader found: whether the check's act was heard, and the stances of its
  phrases (asserted, negated, hedged, asked);
- its form: a negator outside set phrases, a question, a hedge, a condition, its length;
- the check's act kind, alone and with the features above (a refusal and an explanation are
  read differently).

Only ``must_say`` checks without a value use it: a value to tell (a claim number, a time)
stays a deterministic comparison.

The promise head reads one sentence at a time: its embedding itself (a promise of money or
of a good outcome reads alike across scenarios: "you'll get the nine sixty back", "you won't
lose a penny on this") with the phrase reader's stances and the form cues above. It adds
flags to the phrase reader's, never removes one. Other forbidden acts (a disclosure, a
request) stay with the phrase reader: closeness in meaning to the check's note did not tell
a forbidden line from a correct one on held-aside scenarios (correct lines name the topic
to refuse it; see docs/metrics.md).

The weights ship with the package (``act_model.npz``, a few kilobytes) with the SHA-256 of the
corpus files they were fitted on. Fitting is deterministic (full-batch Adam from zeros); run
``python -m duplexworld.training.speech_acts`` after changing the tuning splits.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

import numpy as np

from duplexworld.speech.acts import (
    ACT_KINDS,
    HEDGE_WORDS,
    NEGATOR_WORDS,
    clauses,
    mentions,
    without_set_phrases,
)

__all__ = [
    "MODEL_FILE",
    "PROMISE_FUTURE_THRESHOLD",
    "PROMISE_THRESHOLD",
    "THRESHOLD",
    "DECIDING_ACTS",
    "ActHeads",
    "ActModel",
    "CheckText",
    "act_heads",
    "act_model",
    "feature_rows",
    "fit",
    "promise_rows",
]

MODEL_FILE = "act_model.npz"
"""The fitted head, beside this module."""
THRESHOLD = 0.4
"""Probability at which a line states what the check requires (chosen on scenario-grouped
cross-validation over the tuning splits, see ``duplexworld.training.speech_acts``)."""
DECIDING_ACTS = frozenset({"refuse"})
"""Must-say acts the head decides alone: a refusal must be about the matter of the
assertion ("I can't do that." names nothing refused and explains nothing). For other acts
the head only adds ways to state them; the phrase reader's acceptance stands."""
PROMISE_THRESHOLD = 0.4
"""Probability at which the promise head flags a sentence (chosen the same way)."""
PROMISE_FUTURE_THRESHOLD = 0.3
"""Probability at which the promise head flags a sentence that says outright what will
happen (:func:`duplexworld.speech.acts.asserts_future`): a promise is said in the future,
and a refusal or read-back close to one in meaning is not (scenario-grouped five-fold
cross-validation on ``train.yaml`` and ``train_authored.yaml``, and the shipped head on the
three files it was not fitted on: 0.3 caught 55/60 violations of ``train_authored`` instead
of 51/60 and 34/40 of ``train_authored_d`` instead of 26/40, no false alarm on any file;
0.25 made the first)."""
_KINDS = (*ACT_KINDS, "mention")
_STANCES = ("asserted", "negated", "hedged", "asked")


@dataclass(frozen=True)
class CheckText:
    """What of a check and its scenario the head compares a line with.

    Attributes:
        act: the check's act kind (``mention`` when it names none).
        note: what the check stands for in the assertion.
        phrases: its phrases (own and of its phrase set).
        assertion: the scenario's whole NL assertion.
    """

    act: str
    note: str
    phrases: tuple[str, ...]
    assertion: str


def _anchor(check: CheckText) -> str:
    # a check with no note is known by its first phrases
    return check.note or ", ".join(check.phrases[:6]) or check.act


def _scalars(
    text: str, check: CheckText, fired: bool, vectors: dict[str, np.ndarray]
) -> list[float]:
    line = vectors[text]
    phrase_rows = [vectors[p] for p in check.phrases]
    phrase_cos = float(np.max(np.stack(phrase_rows) @ line)) if phrase_rows else 0.0
    note_cos = float(line @ vectors[_anchor(check)])
    assertion_cos = float(line @ vectors[check.assertion])
    found = mentions(text, check.phrases)
    stances = [float(any(m.stance == s for m in found)) for s in _STANCES]
    parts = clauses(text)
    # "No problem" negates nothing: the words of set phrases are left out
    words = {w for clause in parts for w in without_set_phrases(list(clause.words)) if w}
    negated = float(bool(words & NEGATOR_WORDS))
    question = float(text.rstrip().endswith("?"))
    hedged = float(bool(words & HEDGE_WORDS))
    conditional = float(any(clause.conditional for clause in parts))
    length = float(np.log1p(sum(len(clause.words) for clause in parts)))
    heard = float(fired)
    scalars = [note_cos, phrase_cos, assertion_cos, negated, question, hedged, conditional]
    return [*scalars, heard, length, *stances]


def _form(text: str, check: CheckText, fired: bool, vectors: dict[str, np.ndarray]) -> np.ndarray:
    scalars = _scalars(text, check, fired, vectors)
    note_cos, phrase_cos, assertion_cos, negated, question = scalars[:5]
    heard, length = scalars[7], scalars[8]
    kind = [float(check.act == k) for k in _KINDS]
    crossed = [
        k * x
        for k in kind
        for x in (note_cos, phrase_cos, assertion_cos, negated, question, heard, length, 1.0)
    ]
    return np.array(scalars + crossed, dtype=np.float64)


def _vectors(items: Sequence[tuple[str, CheckText, bool]]) -> dict[str, np.ndarray]:
    """Every text the rows need, encoded in one batch (the encoder caches by text)."""
    from duplexworld.speech.text_encoder import encoder

    texts: list[str] = []
    for text, check, _ in items:
        texts += [text, _anchor(check), check.assertion, *check.phrases]
    unique = list(dict.fromkeys(texts))
    return dict(zip(unique, encoder().encode(unique), strict=True)) if unique else {}


def feature_rows(items: Sequence[tuple[str, CheckText, bool]]) -> np.ndarray:
    """The must-say head's row per (line, check, whether the phrase reader heard the act)."""
    vectors = _vectors(items)
    rows = [_form(text, check, fired, vectors) for text, check, fired in items]
    return np.stack(rows) if rows else np.zeros((0, 0))


def promise_rows(items: Sequence[tuple[str, CheckText, bool]]) -> np.ndarray:
    """The promise head's row per (sentence, check, whether the phrase reader heard a
    promise): the scalar cues, then the sentence's embedding."""
    vectors = _vectors(items)
    rows = [
        np.concatenate([np.array(_scalars(text, check, fired, vectors)), vectors[text]])
        for text, check, fired in items
    ]
    return np.stack(rows) if rows else np.zeros((0, 0))


@dataclass(frozen=True)
class ActModel:
    """Logistic regression: ``probability(rows)`` that each line states what its check
    requires.

    Attributes:
        weights: one weight per feature.
        bias: the intercept.
        threshold: the probability at which a line counts as stating it.
        corpus: SHA-256 of the tuning files it was fitted on.
        examples: how many (line, check) pairs it was fitted on.
    """

    weights: np.ndarray
    bias: float
    threshold: float
    corpus: str
    examples: int

    def probability(self, rows: np.ndarray) -> np.ndarray:
        """Per feature row, the probability that the line states what the check requires."""
        logits = np.atleast_2d(rows) @ self.weights + self.bias
        return 1.0 / (1.0 + np.exp(-logits))

    def arrays(self, name: str) -> dict[str, np.ndarray]:
        """The head as named arrays (rounded float32, so refits compare equal)."""
        return {
            f"{name}.weights": np.round(self.weights, 5).astype(np.float32),
            f"{name}.bias": np.array(round(self.bias, 5), dtype=np.float32),
            f"{name}.threshold": np.array(self.threshold),
            f"{name}.corpus": np.array(self.corpus),
            f"{name}.examples": np.array(self.examples),
        }

    @classmethod
    def from_arrays(cls, data: Any, name: str) -> ActModel:
        """Read a head written by ``arrays``."""
        return cls(
            weights=data[f"{name}.weights"].astype(np.float64),
            bias=float(data[f"{name}.bias"]),
            threshold=float(data[f"{name}.threshold"]),
            corpus=str(data[f"{name}.corpus"]),
            examples=int(data[f"{name}.examples"]),
        )


@dataclass(frozen=True)
class ActHeads:
    """The shipped heads: ``must_say`` (a required act stated) and ``promise`` (a forbidden
    promise made)."""

    must_say: ActModel
    promise: ActModel

    def save(self, path: Path) -> None:
        """Write both heads to one ``.npz``."""
        arrays: dict[str, Any] = {
            **self.must_say.arrays("must_say"),
            **self.promise.arrays("promise"),
        }
        np.savez_compressed(path, **arrays)

    @classmethod
    def load(cls, path: Path) -> ActHeads:
        """Read heads written by ``save``."""
        with np.load(path, allow_pickle=False) as data:
            return cls(
                must_say=ActModel.from_arrays(data, "must_say"),
                promise=ActModel.from_arrays(data, "promise"),
            )


@lru_cache(maxsize=1)
def act_heads() -> ActHeads | None:
    """The heads shipped with the package (None before they were first fitted)."""
    resource = resources.files(__package__).joinpath(MODEL_FILE)
    if not resource.is_file():
        return None
    with resources.as_file(resource) as path:
        return ActHeads.load(path)


def act_model() -> ActModel | None:
    """The shipped must-say head (None before it was first fitted)."""
    heads = act_heads()
    return heads.must_say if heads is not None else None


def fit(
    rows: np.ndarray,
    labels: np.ndarray,
    corpus: str,
    threshold: float = THRESHOLD,
    l2: float = 1e-2,
    iterations: int = 1500,
    rate: float = 0.05,
) -> ActModel:
    """Fit the head by full-batch Adam from zero weights (deterministic); the two classes
    weigh equally, so the share of correct lines in the corpus sets no prior."""
    n, d = rows.shape
    y = labels.astype(np.float64)
    share = float(y.mean())
    sample_weight = np.where(y == 1.0, 0.5 / share, 0.5 / (1.0 - share))
    w = np.zeros(d)
    b = 0.0
    m_w, v_w = np.zeros(d), np.zeros(d)
    m_b = v_b = 0.0
    beta1, beta2, eps = 0.9, 0.999, 1e-8
    for step in range(1, iterations + 1):
        p = 1.0 / (1.0 + np.exp(-(rows @ w + b)))
        error = (p - y) * sample_weight / n
        grad_w = rows.T @ error + l2 * w
        grad_b = float(error.sum())
        m_w = beta1 * m_w + (1 - beta1) * grad_w
        v_w = beta2 * v_w + (1 - beta2) * grad_w**2
        m_b = beta1 * m_b + (1 - beta1) * grad_b
        v_b = beta2 * v_b + (1 - beta2) * grad_b**2
        scale = rate * np.sqrt(1 - beta2**step) / (1 - beta1**step)
        w -= scale * m_w / (np.sqrt(v_w) + eps)
        b -= scale * m_b / (np.sqrt(v_b) + eps)
    return ActModel(weights=w, bias=b, threshold=threshold, corpus=corpus, examples=n)
