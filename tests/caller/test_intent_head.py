"""The learned intent head: fitted on the current training corpus, deterministic, consulted by
the reader, and its corpus loader names what is wrong."""

from pathlib import Path

import numpy as np
import pytest

from duplexworld.caller.understanding import TurnReader, encoder
from duplexworld.caller.understanding.classifier import CUES
from duplexworld.caller.understanding.intent_head import (
    INTENTS,
    IntentHead,
    corpus_digest,
    fit,
    intent_head,
)
from duplexworld.training.intent_head import CorpusError, load_corpus
from duplexworld.worlds import builtin_scenarios

TRAIN = Path(__file__).parents[1] / "data" / "caller" / "train"


def test_the_shipped_head_was_fitted_on_the_current_training_corpus():
    head = intent_head()
    assert head is not None, "intent_head.npz is missing: run the training module"
    assert head.corpus == corpus_digest(sorted(TRAIN.glob("*.yaml"))), (
        "the training corpus changed since the head was fitted: run "
        "`python -m duplexworld.training.intent_head`"
    )
    assert head.examples >= 500
    assert head.intents == INTENTS


def test_fitting_is_deterministic_and_separates_kinds():
    rng = np.random.default_rng(7)
    centres = rng.normal(size=(3, 8))
    rows = np.vstack([c + 0.1 * rng.normal(size=(20, 8)) for c in centres])
    labels = ["ask"] * 20 + ["hold"] * 20 + ["refuse"] * 20
    first = fit(rows, labels, corpus="synthetic", iterations=300)
    second = fit(rows, labels, corpus="synthetic", iterations=300)
    assert np.array_equal(first.weights, second.weights)
    predicted = [INTENTS[i] for i in first.probabilities(rows).argmax(axis=1)]
    assert predicted == labels


def test_a_saved_head_loads_back_equal(tmp_path):
    rows = np.eye(4)
    head = fit(rows, ["ask", "hold", "close", "inform"], corpus="abc", iterations=50)
    head.save(tmp_path / "head.npz")
    loaded = IntentHead.load(tmp_path / "head.npz")
    assert loaded.corpus == "abc" and loaded.intents == INTENTS
    assert np.allclose(loaded.probabilities(rows), head.probabilities(rows), atol=1e-4)


def _always(kind: str) -> IntentHead:
    """A head that says ``kind`` whatever it reads."""
    size = 384 + len(CUES)
    bias = np.full(len(INTENTS), -10.0)
    bias[INTENTS.index(kind)] = 10.0
    return IntentHead(INTENTS, np.zeros((size, len(INTENTS))), bias, "test", 0)


def test_the_reader_takes_the_kind_of_request_from_the_head():
    scenario = next(s for s in builtin_scenarios("banking") if s.id == "banking_single_intent_01")
    line = "Sorry, I didn't quite get that, say it once more?"
    as_repeat = TurnReader(scenario, encoder(), head=_always("repeat")).read(line)
    as_which = TurnReader(scenario, encoder(), head=_always("which")).read(line)
    assert as_repeat.acts[0].intent == "repeat"
    assert as_which.acts[0].intent == "which"


def test_the_reader_takes_the_kind_of_statement_from_the_head():
    scenario = next(s for s in builtin_scenarios("banking") if s.id == "banking_single_intent_01")
    line = "We have had a look at everything on our side."
    assert TurnReader(scenario, encoder(), head=_always("hold")).read(line).acts[0].intent == "hold"
    refused = TurnReader(scenario, encoder(), head=_always("refuse")).read(line)
    assert refused.acts[0].intent == "refuse"


def test_the_corpus_loader_names_the_file_and_entry(tmp_path):
    block = "- scenario: banking_single_intent_01\n  turns:\n"
    (tmp_path / "bad.yaml").write_text(block + "    - [x]\n")
    with pytest.raises(CorpusError, match=r"bad.yaml: banking_single_intent_01 turn 0"):
        load_corpus(tmp_path)
    (tmp_path / "bad.yaml").write_text(
        "- scenario: banking_single_intent_01\n  turns:\n    - [wave, hello]\n"
    )
    with pytest.raises(CorpusError, match="unknown label 'wave'"):
        load_corpus(tmp_path)
