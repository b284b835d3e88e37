"""Negotiation workflows: the user bargains terms and the deliverable is the agreed sheet.

Each story ends in one agreement whose terms are the user's asks, bounded by the other side's
published rules (the knowledge base) and the parties' records.

The builders live in one module a theme: ``supply``, ``services``, ``payments``,
``licences_and_ads``.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.negotiation import (
    licences_and_ads,
    payments,
    services,
    supply,
)

WORKFLOWS = (
    services.freight_lane_rate,
    supply.hospital_supply,
    services.roofing_subcontract,
    services.hotel_group_rate,
    payments.water_damage_settlement,
    licences_and_ads.software_licence_renewal,
    supply.grain_forward_contract,
    licences_and_ads.radio_ad_campaign,
    payments.arrears_payment_plan,
    payments.legal_fee_agreement,
    supply.steel_supply_price,
)
"""The builders of this archetype, in catalogue order."""
