"""Planning workflows: a plan of dates, quantities, an order of work and the rules it obeys.

Each story ends in one plan: the caller's dates, counts and preferred order of work, the
facts of the job from its record, and the numbers a plan must respect (lead times, ratios,
permits) from the knowledge base. The first planning workflow (the kitchen refit) is in
``people.py``; these eleven complete the archetype's twelve.

The builders live in one module a theme: ``events``, ``changeovers``, ``production``, ``cases``.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.planning import cases, changeovers, events, production

WORKFLOWS = (
    production.site_mobilisation,
    events.wedding_reception,
    production.crop_plan,
    events.field_trip,
    cases.discharge_plan,
    changeovers.warehouse_move,
    changeovers.server_migration,
    cases.trial_preparation,
    events.street_festival,
    changeovers.line_changeover,
    production.podcast_season,
)
"""The builders of this archetype, in catalogue order."""
