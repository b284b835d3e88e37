"""Authoring of Harborline's 27 scenarios: per-type specs built from shared fact and record
builders. ``duplexworld scenarios generate`` writes them to ``scenarios/*.yaml``."""

from __future__ import annotations

from duplexworld.authoring import Authored
from duplexworld.worlds.insurance.authoring.guided_procedure import guided_procedure
from duplexworld.worlds.insurance.authoring.identity_verification import identity_verification
from duplexworld.worlds.insurance.authoring.mid_call_correction import mid_call_correction
from duplexworld.worlds.insurance.authoring.multi_intent import multi_intent
from duplexworld.worlds.insurance.authoring.narrative_intake import narrative_intake
from duplexworld.worlds.insurance.authoring.policy_refusal import policy_refusal
from duplexworld.worlds.insurance.authoring.record_disambiguation import record_disambiguation
from duplexworld.worlds.insurance.authoring.single_intent import single_intent
from duplexworld.worlds.insurance.authoring.suspension import suspension

SOURCES = (
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
"""The scenario builders, three scenarios each, in conversation-type order."""


def all_specs() -> list[Authored]:
    """Every scenario, three per conversation type, in type order."""
    return [authored for build in SOURCES for authored in build()]


__all__ = ["SOURCES", "all_specs"]
