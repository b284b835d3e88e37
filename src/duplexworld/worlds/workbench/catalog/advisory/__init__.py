"""Advisory workflows: the user asks what to do and the deliverable is the written advice.

Each story ends in one advice record: the user's circumstances as they state them, the
option the adviser's rules (the knowledge base) give for those circumstances, and the
follow-up the advice calls for.

The builders live in one module a theme: ``insurance``, ``lending_and_pensions``,
``rules_and_rights``, ``household_costs``.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.advisory import (
    household_costs,
    insurance,
    lending_and_pensions,
    rules_and_rights,
)

WORKFLOWS = (
    insurance.health_plan_choice,
    lending_and_pensions.pension_drawdown,
    lending_and_pensions.remortgage_advice,
    rules_and_rights.tenant_deposit_dispute,
    household_costs.student_aid,
    rules_and_rights.quarterly_tax,
    insurance.crop_insurance,
    household_costs.energy_tariff,
    insurance.travel_insurance,
    lending_and_pensions.business_loan,
    rules_and_rights.building_permit,
)
"""The builders of this archetype, in catalogue order."""
