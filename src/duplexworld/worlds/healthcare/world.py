"""Meridian Health Plan: a health insurer's member line, governed by lawful disclosure.

Records: ``members``, ``authorizations`` (the disclosure matrix entries a member grants),
``claims``, ``appeals``, ``documents``, ``prescriptions`` (keyed by Rx number),
``refill_orders``, ``pharmacies``, ``providers``, ``card_orders``, ``accident_reports`` and
``fraud_reports``.

Authority is per record (``access.py``): verifying a caller says who they are, and each
record is then reached only as the caller's own, as a parent's for a member under 18, or
through an authorization the record's owner granted; confidential services only ever reach
the member. A verified caller may be entitled to nothing. Every refused read says the same
words whether the record exists or not, so refusing never leaks a record. Creating, activating
or revoking authorizations and recording other coverage need a step-up (the home ZIP code).
The rules that need judgement live only in ``policy.md``, searched with ``lookup_policy``.
"""

from __future__ import annotations

from pathlib import Path

from duplexworld.world.policy import policy_lookup
from duplexworld.worlds.healthcare.care import CareTools
from duplexworld.worlds.healthcare.claims import ClaimTools
from duplexworld.worlds.healthcare.identity import IdentityTools
from duplexworld.worlds.healthcare.pharmacy import PharmacyTools

POLICY_FILE = Path(__file__).with_name("policy.md")
"""Meridian's clause corpus, searched by ``lookup_policy``; never part of the agent's prompt."""

INSTRUCTIONS = """\
You are the phone agent of Meridian Health Plan, a health insurer, answering its member \
services line. The caller reached you after the plan's app and automated line could not help \
them. You own this call until it ends: you cannot transfer the caller to another department \
or person, so resolve the request yourself or tell the caller clearly what they can do.

The caller will describe a problem, not an operation: work out what they need. Use your tools \
to find records and act on them. Meridian's rules (verifying callers, what may be disclosed \
and to whom, claims and appeals, prescriptions, primary care, ID cards, authorizations) are \
not in this prompt: look up the rule that applies with lookup_policy before you act, share \
anything or refuse, and follow it.

Speak briefly and naturally, one question at a time; read numbers and dates clearly.\
"""
"""The agent's system prompt: role, brand, rules by lookup only, no transfer away."""


class HealthcareWorld(IdentityTools, ClaimTools, PharmacyTools, CareTools):
    """Meridian Health Plan's records and the tools of its phone agent."""

    name = "healthcare"
    prompt = INSTRUCTIONS

    lookup_policy = policy_lookup(
        POLICY_FILE,
        searched="Meridian's member services policy",
        example_id="DISC-1",
        examples=("caller asks about a relative's claims", "refill too soon"),
    )
