"""Inspection workflows: the user walks a site or an asset and dictates what they find.

Eleven stories across industries (the twelfth, the move-out, is in ``intake``). The asset is
found by the number on its tag or file, the readings are what the inspector sees (supplied
evidence), the limits they are judged against are in the knowledge base, and the report is
committed only on the inspector's spoken approval.

The builders live in one module a theme: ``buildings``, ``food_and_health``, ``infrastructure``,
``goods_and_transport``.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.inspection import (
    buildings,
    food_and_health,
    goods_and_transport,
    infrastructure,
)

WORKFLOWS = (
    food_and_health.kitchen_hygiene,
    goods_and_transport.incoming_castings,
    buildings.school_fire_safety,
    food_and_health.vaccine_fridge,
    goods_and_transport.trailer_pretrip,
    infrastructure.server_room,
    buildings.roof_hail,
    infrastructure.substation,
    infrastructure.playground,
    buildings.scaffold,
    food_and_health.poultry_barn,
)
"""The builders of this archetype, in catalogue order."""
