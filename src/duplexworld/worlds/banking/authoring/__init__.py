"""The sources of the Banking scenarios, one module per conversation type.

``duplexworld scenarios generate`` writes them to ``scenarios/*.yaml``.
"""

from duplexworld.authoring import collect

SOURCES = collect(__name__)
"""Every scenario builder, by conversation type (see ``duplexworld.authoring.collect``)."""

__all__ = ["SOURCES"]
