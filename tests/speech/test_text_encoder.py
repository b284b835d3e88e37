"""The sentence encoder's products: float64 weight copies made once, embeddings unchanged."""

from __future__ import annotations

import numpy as np

from duplexworld.speech.text_encoder import MiniLMEncoder

TEXTS = [
    "Thank you for calling OneBank, how can I help you today?",
    "Could you read me the last four digits of the card?",
    "okay",
]


def test_a_dense_layer_s_float64_weights_are_its_float32_weights_cast_once():
    encoder = MiniLMEncoder()
    name = "encoder.layer.3.output.dense"
    single = encoder._weights(name, np.dtype(np.float32))
    double = encoder._weights(name, np.dtype(np.float64))
    assert double.dtype == np.float64 and single.dtype == np.float32
    assert np.array_equal(double, single.astype(np.float64))
    assert encoder._weights(name, np.dtype(np.float64)) is double  # not cast again per call


def test_embeddings_are_bit_for_bit_those_of_numpy_s_own_cast(monkeypatch):
    fast = MiniLMEncoder().encode(TEXTS)
    reference = MiniLMEncoder()
    # numpy's own route: the float32 weights handed to every product, cast by matmul itself
    monkeypatch.setattr(
        reference, "_weights", lambda name, dtype: reference._t[(name, np.dtype(np.float32))]
    )
    assert np.array_equal(fast, reference.encode(TEXTS))
