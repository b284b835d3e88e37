"""Hearthway scenario sources, one module per conversation type (three scenarios each).

``duplexworld scenarios generate`` writes them to ``scenarios/*.yaml``, the files the harness
loads.
"""

# isort: off
# the spec modules import their helpers from this package: export them before importing those
from duplexworld.worlds.travel.authoring.common import *  # noqa: F403
from duplexworld.worlds.travel.authoring.common import __all__ as _helpers
from duplexworld.authoring import collect  # noqa: E402

# isort: on

SOURCES = collect(__name__)
"""Every scenario builder, by conversation type (see ``duplexworld.authoring.collect``)."""

__all__ = ["SOURCES", *_helpers]
