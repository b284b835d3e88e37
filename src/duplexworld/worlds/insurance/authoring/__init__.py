"""Authoring of Harborline's 27 scenarios: per-type specs built from shared fact and record
builders. ``duplexworld scenarios generate`` writes them to ``scenarios/*.yaml``."""

from __future__ import annotations

from duplexworld.authoring import collect

SOURCES = collect(__name__)
"""The scenario builders, three scenarios each, by conversation type (see
``duplexworld.authoring.collect``)."""

__all__ = ["SOURCES"]
