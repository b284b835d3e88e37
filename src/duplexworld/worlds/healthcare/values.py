"""Meridian's own value rules: the plan's calendar date.

Dates, amounts, digits, ZIP codes and names are read by the shared parsers in
``duplexworld.world.values``; only what is Meridian's alone is here.
"""

from __future__ import annotations

AS_OF = "2025-06-16"
"""The plan's calendar date (ISO) during every call: ages, refill timing and appeal windows
are computed against it, so a replay gives the same answers on any day it runs."""
