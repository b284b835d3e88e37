"""Troubleshooting workflows: a fault is described, diagnosed from the manuals, ticketed.

Each story has the caller describe a symptom they can see (a code, a light, a reading); the
meaning of the code and the urgency are only in the knowledge base, the asset and its site
only in the records. The first troubleshooting workflow (the boiler fault) is in
``service.py``; these eleven complete the archetype's twelve.

The builders live in one module a theme: ``outages``, ``machines``, ``temperature``,
``connections``.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.troubleshooting import (
    connections,
    machines,
    outages,
    temperature,
)

WORKFLOWS = (
    outages.network_outage,
    machines.infusion_pump,
    outages.power_outage,
    machines.cnc_alarm,
    machines.milking_robot,
    temperature.reefer_trailer,
    temperature.walk_in_freezer,
    connections.broadband_dropouts,
    connections.card_terminal,
    outages.stream_encoder,
    temperature.school_heating,
)
"""The builders of this archetype, in catalogue order."""
