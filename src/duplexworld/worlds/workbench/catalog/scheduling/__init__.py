"""Workflows of scheduling: an appointment whose terms come from a record, a rule and the caller.

Each story ends in one booking sheet: who and what the appointment is for comes from a record,
who takes it, how long it runs or what it costs comes from the knowledge base, and when the
caller can come is taken by asking; the appointment then goes in the calendar.

The builders live in one module a theme: ``consultations``, ``visits``, ``reservations``,
``deliveries``; ``dates`` says a date with its year, as every scheduling caller does.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.scheduling import (
    consultations,
    deliveries,
    reservations,
    visits,
)

WORKFLOWS = (
    consultations.immigration_consult,
    visits.damage_assessment,
    consultations.tutoring_course,
    reservations.private_dining,
    visits.smart_meter,
    reservations.passport_appointment,
    deliveries.furniture_delivery,
    visits.herd_test,
    deliveries.laptop_rollout,
    consultations.mortgage_meeting,
    reservations.hangar_slot,
)
"""The builders of this archetype, in catalogue order."""
