"""Hearthway scenario specs, one module per conversation type (three scenarios each).

``generate.py`` writes them to ``scenarios/*.yaml``, the files the harness loads.
"""

from duplexworld.worlds.travel.specs import (
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

__all__ = ["MODULES"]
