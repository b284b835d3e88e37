"""Workflows of coordination: one booking that several parties must line up behind.

Each story ends in one coordination sheet: the parties' ids and addresses come from a record,
the rule of who or what is needed comes from the knowledge base, the caller's own plan (dates,
windows, counts, lists) is taken by asking, and the parties are told once it is committed.

The builders live in one module a theme: ``events``, ``works``, ``people_and_places``,
``handovers``.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.coordination import (
    events,
    handovers,
    people_and_places,
    works,
)

WORKFLOWS = (
    people_and_places.hospital_discharge,
    people_and_places.deposition_logistics,
    works.concrete_pour,
    handovers.container_release,
    events.field_trip,
    events.wedding_room_block,
    works.planned_outage,
    events.block_party,
    people_and_places.location_shoot,
    works.press_rebuild,
    handovers.email_cutover,
)
"""The builders of this archetype, in catalogue order."""
