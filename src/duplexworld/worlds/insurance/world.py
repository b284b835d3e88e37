"""Harborline Insurance: a personal-lines insurer's phone line, governed by rules that forbid
the phone agent to adjudicate.

The agent takes first notice of loss (opens claims and records their facts), books
inspections, sends water-mitigation crews and handles a few servicing requests for the named
insured. It has no tool that approves, denies or pays a claim, sets an amount or changes a
decision: coverage is decided by adjusters outside the call, and what the agent may say about
it is in ``policy.md``, reachable only through ``lookup_policy``.

The tools are grouped in modules: ``core`` (records, authority, policy lookup), ``identity``
(verification, policies), ``claims`` (FNOL, inspections, mitigation), ``servicing`` (named
insured requests) and ``caller_side`` (what the caller does in the app or at the house).
"""

from __future__ import annotations

from duplexworld.worlds.insurance.caller_side import CallerSideTools
from duplexworld.worlds.insurance.claims import ClaimTools
from duplexworld.worlds.insurance.identity import IdentityTools
from duplexworld.worlds.insurance.servicing import ServicingTools


class InsuranceWorld(IdentityTools, ClaimTools, ServicingTools, CallerSideTools):
    """Harborline Insurance's records and the tools of its phone agent and its callers."""

    name = "insurance"
