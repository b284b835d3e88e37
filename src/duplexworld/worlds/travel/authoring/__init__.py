"""Hearthway scenario sources, one module per conversation type (three scenarios each).

``duplexworld scenarios generate`` writes them to ``scenarios/*.yaml``, the files the harness
loads.
"""

# isort: off
# the spec modules import their helpers from this package: export them before importing those
from duplexworld.worlds.travel.authoring.common import *  # noqa: F403
from duplexworld.worlds.travel.authoring.common import __all__ as _helpers
from duplexworld.worlds.travel.authoring import (  # noqa: E402
    guided_procedure,
    identity_verification,
    mid_call_correction,
    multi_intent,
    narrative_intake,
    policy_refusal,
    record_disambiguation,
    single_intent,
    suspension,
)

# isort: on

MODULES = (
    single_intent,
    multi_intent,
    policy_refusal,
    record_disambiguation,
    identity_verification,
    guided_procedure,
    mid_call_correction,
    suspension,
    narrative_intake,
)
"""The spec modules in the order of the nine conversation types."""

SOURCES = tuple(build for module in MODULES for build in module.SCENARIOS)
"""Every scenario builder, in id order by conversation type."""

__all__ = ["MODULES", "SOURCES", *_helpers]
