"""Consulting workflows: the user describes a need and the deliverable is a recommendation.

Each story ends in one recommendation record: the user's situation as they state it, and the
product, plan or size that the provider's own rules (the knowledge base) give for it.

The builders live in one module a theme: ``software``, ``equipment``, ``energy_and_water``,
``protection``.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.consulting import (
    energy_and_water,
    equipment,
    protection,
    software,
)

WORKFLOWS = (
    software.clinic_booking_system,
    energy_and_water.rooftop_solar,
    equipment.warehouse_racking,
    protection.cafe_business_insurance,
    equipment.restaurant_kitchen_equipment,
    software.school_learning_platform,
    energy_and_water.farm_irrigation,
    protection.cyber_security_package,
    equipment.machine_maintenance_plan,
    software.law_firm_documents,
    energy_and_water.council_ev_fleet,
)
"""The builders of this archetype, in catalogue order."""
