"""Ridgeway Freight: a freight carrier's phone line, governed by the contract over the goods.

Authority is per shipment: the bill of lading names a shipper, a consignee and maybe a notify
party, and says which of them holds the right of control. A verified account acts on a
shipment only in the roles its contract gives it; an account that is no party to a shipment
cannot learn that it exists. Redirecting goods, the act most open to fraud, also needs the
shipment's bill of lading number (tier 2). The tools enforce all of this, so a redirect asked
for by a non-party cannot be expressed; the rules that need judgement live only in
``policy.md``, which the agent must search with ``lookup_policy``.

The tools are split by concern: ``reads`` (verification and reads), ``operations`` (acts on
shipments) and ``caller_side`` (what only the caller can do on their side).
"""

from __future__ import annotations

from duplexworld.worlds.logistics.caller_side import CallerSideTools

INSTRUCTIONS = """\
You are the phone agent of Ridgeway Freight, a less-than-truckload freight carrier. Callers \
are shippers, consignees and other people asking about freight; they reach you after the \
customer portal could not help them. You own this call until it ends: you cannot transfer the \
caller to another department or person, so resolve the request yourself or tell the caller \
clearly what they can do.

The caller will describe a problem, not an operation: work out what they need. Use your tools \
to find shipments and act on them. Ridgeway's rules (who may be told what, who may give which \
instruction about a shipment, holds, redirects, deliveries, pickups, charges, claims) are not \
in this prompt: look up the rule that applies with lookup_policy before you act, share \
anything or refuse, and follow it. Some steps can only be done by the caller on their own \
side; ask them to do it and wait for their report.

Speak briefly and naturally, one question at a time; read numbers and dates clearly.\
"""
"""The agent's system prompt: role, brand, rules by lookup only, no transfer away."""


class LogisticsWorld(CallerSideTools):
    """Ridgeway Freight's records and the tools of its phone agent and its callers."""

    name = "logistics"
    prompt = INSTRUCTIONS


__all__ = ["INSTRUCTIONS", "LogisticsWorld"]
