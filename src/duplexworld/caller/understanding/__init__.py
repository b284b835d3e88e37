"""Understanding the agent offline: sentence embeddings, an intent library, a turn reader."""

from duplexworld.caller.understanding.classifier import (
    Act,
    Reading,
    TurnReader,
    is_question,
    tells_of_work,
)
from duplexworld.speech.text_encoder import MiniLMEncoder, encoder

__all__ = [
    "Act",
    "MiniLMEncoder",
    "Reading",
    "TurnReader",
    "encoder",
    "is_question",
    "tells_of_work",
]
