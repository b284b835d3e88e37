"""How close two phrases are in meaning, for the caller's verdict on free text read back.

Words alone cannot tell "the boiler cupboard door" from "the water heater" when the caller's
fact says "the boiler closet door": both swap words for the caller's. The bundled sentence
encoder (all-MiniLM-L6-v2, speech/text_encoder.py) can: a paraphrase lies close to the
caller's words, another thing said in their place lies further off. ``values.text_verdict``
weighs the cosine of the two phrases' embeddings against thresholds chosen on the training
split (``SAME_MEANING``, ``OTHER_MEANING`` there).
"""

from __future__ import annotations

from duplexworld.speech.text_encoder import encoder

__all__ = ["similarity"]


def similarity(said: str, own: str) -> float:
    """The cosine of the embeddings of two phrases (1.0: the same words), rounded to 1e-6
    so the order in which texts were first encoded cannot move a verdict."""
    if said == own:
        return 1.0
    vectors = encoder().encode([said, own])
    return round(float(vectors[0] @ vectors[1]), 6)
