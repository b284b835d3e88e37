"""The care network's providers and pharmacies that several Healthcare scenarios share, each
defined once (a scenario's seed names the ones it needs)."""

from __future__ import annotations

from duplexworld.worlds.healthcare.authoring.records import Pharmacy, Provider

MERIDIAN_HOME_DELIVERY = Pharmacy(
    id="PH-900", name="Meridian Home Delivery", zip_code=None, in_network=True, mail_order=True
)
"""Meridian Home Delivery, mail order."""

FRANK_MOORE = Provider(
    id="P-601",
    name="Dr. Frank Moore",
    specialty="family medicine",
    clinic="Westside Family Practice",
    zip_code="62704",
    accepting_new=True,
    in_network=True,
    status="active",
)
"""Dr. Frank Moore, family medicine at Westside Family Practice."""

GRACE_TURNER = Provider(
    id="P-701",
    name="Dr. Grace Turner",
    specialty="family medicine",
    clinic="Capitol Family Health",
    zip_code="62702",
    accepting_new=True,
    in_network=True,
    status="active",
)
"""Dr. Grace Turner, family medicine at Capitol Family Health."""

HELEN_BROOKS = Provider(
    id="P-201",
    name="Dr. Helen Brooks",
    specialty="family medicine",
    clinic="Westside Family Practice",
    zip_code="62704",
    accepting_new=True,
    in_network=True,
    status="active",
)
"""Dr. Helen Brooks, family medicine at Westside Family Practice."""

HENRY_ELLIS = Provider(
    id="P-702",
    name="Dr. Henry Ellis",
    specialty="pediatrics",
    clinic="Springfield Pediatrics",
    zip_code="62702",
    accepting_new=True,
    in_network=True,
    status="active",
)
"""Dr. Henry Ellis, pediatrics at Springfield Pediatrics."""

IRENE_WALSH = Provider(
    id="P-602",
    name="Dr. Irene Walsh",
    specialty="internal medicine",
    clinic="Capitol Internal Medicine",
    zip_code="62702",
    accepting_new=False,
    in_network=True,
    status="active",
)
"""Dr. Irene Walsh, internal medicine at Capitol Internal Medicine, not accepting new patients."""

LAURA_KIM = Provider(
    id="P-411",
    name="Dr. Laura Kim",
    specialty="pediatrics",
    clinic="Eastside Pediatrics",
    zip_code="62703",
    accepting_new=True,
    in_network=True,
    status="active",
)
"""Dr. Laura Kim, pediatrics at Eastside Pediatrics."""

LINDA_NGUYEN = Provider(
    id="P-511",
    name="Dr. Linda Nguyen",
    specialty="family medicine",
    clinic="Riverside Family Medicine",
    zip_code="62707",
    accepting_new=True,
    in_network=True,
    status="active",
)
"""Dr. Linda Nguyen, family medicine at Riverside Family Medicine."""

RACHEL_ADAMS = Provider(
    id="P-413",
    name="Dr. Rachel Adams",
    specialty="family medicine",
    clinic="Cook Street Family Medicine",
    zip_code="62703",
    accepting_new=True,
    in_network=True,
    status="active",
)
"""Dr. Rachel Adams, family medicine at Cook Street Family Medicine."""

__all__ = [
    "FRANK_MOORE",
    "GRACE_TURNER",
    "HELEN_BROOKS",
    "HENRY_ELLIS",
    "IRENE_WALSH",
    "LAURA_KIM",
    "LINDA_NGUYEN",
    "MERIDIAN_HOME_DELIVERY",
    "RACHEL_ADAMS",
]
