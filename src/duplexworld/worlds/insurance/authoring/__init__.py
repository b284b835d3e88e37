"""Authoring of Harborline's 27 scenarios: per-type specs built from shared fact and record
builders. ``duplexworld.worlds.insurance.generate`` writes them to ``scenarios/*.yaml``."""

from __future__ import annotations

from duplexworld.worlds.insurance.authoring.common import Record
from duplexworld.worlds.insurance.authoring.flow import guided_procedure, mid_call_correction
from duplexworld.worlds.insurance.authoring.intake import multi_intent, single_intent
from duplexworld.worlds.insurance.authoring.narrative import narrative_intake
from duplexworld.worlds.insurance.authoring.rules import (
    identity_verification,
    policy_refusal,
    record_disambiguation,
)
from duplexworld.worlds.insurance.authoring.suspension import suspension


def all_specs() -> list[Record]:
    """Every scenario spec, three per conversation type, in type order."""
    builders = (
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
    return [spec for build in builders for spec in build()]


__all__ = ["all_specs"]
