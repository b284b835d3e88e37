"""Interviewing workflows: the agent interviews the user and records the answers.

Eleven stories across industries (the twelfth, the driver screening, is in ``people``). The
interview record is found by a number the user gives; the rules the answers are judged by
are in the knowledge base; the user approves the record before it is committed.

The builders live in one module a theme: ``intakes``, ``eligibility``, ``research``,
``workplace``.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.interviewing import (
    eligibility,
    intakes,
    research,
    workplace,
)

WORKFLOWS = (
    intakes.preop_assessment,
    intakes.injury_intake,
    intakes.theft_statement,
    workplace.hotel_exit,
    research.source_interview,
    eligibility.business_loan,
    eligibility.grad_admission,
    eligibility.benefits_eligibility,
    research.shopper_research,
    research.farm_census,
    workplace.system_requirements,
)
"""The builders of this archetype, in catalogue order."""
